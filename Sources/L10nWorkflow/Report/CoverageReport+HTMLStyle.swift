extension CoverageReport {
    static let htmlLegend = """
        <p class="legend"><span class="swatch done"></span> translated <span class="swatch review"></span> needs review \
        <span class="swatch new"></span> new <span class="swatch missing"></span> missing</p>

        """

    /// The filter over every list of keys and findings, shown only when the script runs.
    static let htmlFilter = """
        <p class="filter" hidden><label for="filter">Filter the lists of keys and findings:</label> \
        <input id="filter" type="search" placeholder="key, text, file or message" autocomplete="off"> \
        <output id="filter-count" for="filter"></output></p>

        """

    static let htmlFootnote = """
        <footer class="meta"><p>A key counts in a language when it is translatable and not stale. It is translated \
        when every string the language needs for it (each plural category Xcode creates for the language, each \
        device and substitution case) has a value in a state other than new or needs review; otherwise its least \
        advanced string decides. Every language the project ships counts in every catalog (a catalog without it \
        has all its keys missing there); the empty key is not counted. These are the numbers of \
        <code>l10n check</code>; strings and words to translate are what <code>l10n extract --language</code> \
        exports.</p></footer>

        """

    /// The filter's script, inline (the page fetches nothing): rows of every folded list (`details.list`) whose
    /// text holds what is typed stay, the others hide; lists with a match open, lists without one hide, and so do
    /// the catalogs around them. An empty box shows everything again, folded as the page was.
    static let htmlScript = """
        (function () {
          var box = document.getElementById('filter'), count = document.getElementById('filter-count');
          box.parentNode.hidden = false;
          var lists = Array.prototype.slice.call(document.querySelectorAll('details.list'));
          var rows = [];
          lists.forEach(function (list) {
            list.querySelectorAll('tbody tr').forEach(function (row) {
              rows.push({ row: row, list: list, text: row.textContent.toLowerCase() });
            });
          });
          var catalogs = Array.prototype.slice.call(document.querySelectorAll('section.catalog > details'))
            .map(function (details) { return { details: details, open: details.open }; });
          box.addEventListener('input', function () {
            var query = box.value.trim().toLowerCase(), shown = 0, hits = new Map();
            rows.forEach(function (r) {
              var match = !query || r.text.indexOf(query) >= 0;
              r.row.hidden = !match;
              if (match) { shown++; hits.set(r.list, (hits.get(r.list) || 0) + 1); }
            });
            lists.forEach(function (list) {
              var found = hits.get(list) || 0;
              list.hidden = !!query && found === 0;
              list.open = !!query && found > 0;
            });
            catalogs.forEach(function (c) {
              c.details.open = query ? !!c.details.querySelector('details.list:not([hidden])') : c.open;
              c.details.parentNode.hidden = !!query && !c.details.open;
            });
            count.textContent = query ? shown + ' of ' + rows.length + ' rows' : '';
          });
        })();

        """

    static let htmlStyle = """
        :root { color-scheme: light dark; --bg: #ffffff; --fg: #1f2328; --muted: #59636e; --line: #d1d9e0;
          --head: #f6f8fa; --done: #1a7f37; --review: #bf8700; --new: #0969da; --track: #818b98;
          --error: #cf222e; --warning: #9a6700; --note: #0969da; --link: #0969da; }
        @media (prefers-color-scheme: dark) {
          :root { --bg: #0d1117; --fg: #e6edf3; --muted: #9198a1; --line: #3d444d; --head: #151b23;
            --done: #3fb950; --review: #d29922; --new: #4493f8; --track: #656c76;
            --error: #ff7b72; --warning: #d29922; --note: #79c0ff; --link: #79c0ff; }
        }
        * { box-sizing: border-box; }
        body { margin: 0; background: var(--bg); color: var(--fg);
          font: 14px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif; }
        main { max-width: 1280px; margin: 0 auto; padding: 24px; }
        h1 { font-size: 26px; margin: 0 0 4px; }
        h2 { font-size: 20px; margin: 28px 0 8px; }
        h3 { font-size: 16px; margin: 16px 0 8px; }
        summary h2 { display: inline; font-size: 16px; margin: 0; }
        a { color: var(--link); }
        code { font: 12.5px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace; }
        .meta, .more, caption, .role, .variant, output { color: var(--muted); }
        .legend { color: var(--fg); margin: 8px 0 0; }
        .filter { margin: 12px 0 0; }
        .filter input { font: inherit; color: var(--fg); background: var(--bg); border: 1px solid var(--muted);
          border-radius: 6px; padding: 3px 8px; width: 22em; max-width: 100%; }
        footer { margin-top: 32px; border-top: 1px solid var(--line); }
        caption { text-align: left; font-size: 13px; padding: 0 0 4px; }
        .scroll { overflow-x: auto; margin: 4px 0 16px; }
        table { border-collapse: collapse; width: 100%; }
        th, td { border-bottom: 1px solid var(--line); padding: 5px 10px; text-align: left; vertical-align: middle; }
        thead th { background: var(--head); font-weight: 600; white-space: nowrap; }
        tbody th { font-weight: 500; }
        .num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
        table.languages tbody th { position: sticky; left: 0; z-index: 1; background: var(--bg); }
        table.languages thead th:first-child { position: sticky; left: 0; z-index: 1; }
        table.languages th code, .role, .variant { white-space: nowrap; }
        code.key { overflow-wrap: break-word; }
        table.list td { overflow-wrap: anywhere; }
        table.list tbody th { width: 32%; }
        .comment, .used { display: block; font-weight: 400; font-size: 12.5px; color: var(--muted); margin-top: 2px; }
        ul.strings { list-style: none; margin: 0; padding: 0; }
        ul.strings li { margin: 0 0 3px; }
        .role, .variant { font-size: 12px; }
        .bar { display: flex; width: 160px; height: 10px; border-radius: 3px; overflow: hidden; background: var(--track); }
        .bar span { display: block; height: 100%; flex: none; }
        .done { background: var(--done); } .review { background: var(--review); } .new { background: var(--new); }
        .swatch { display: inline-block; width: 10px; height: 10px; border-radius: 2px; margin-left: 6px; }
        .swatch.missing { background: var(--track); }
        .error, .state-missing { color: var(--error); } .warning, .state-needs_review { color: var(--warning); }
        .note, .state-new { color: var(--note); }
        details { margin: 6px 0; }
        summary { cursor: pointer; }
        section.catalog { border-top: 1px solid var(--line); margin-top: 12px; padding-top: 4px; }
        table.list td, table.list th { vertical-align: top; }
        ul.failures code { color: var(--error); }
        code.path { overflow-wrap: break-word; }
        @media (max-width: 600px) {
          main { padding: 12px; }
          h1 { font-size: 22px; }
          th, td { padding: 4px 6px; }
          .bar { width: 72px; }
          .wide { display: none; }
          thead th { white-space: normal; }
          table.cards, table.cards tbody, table.cards tr, table.cards th, table.cards td { display: block; }
          table.cards thead { display: none; }
          table.cards tr { border-bottom: 1px solid var(--line); padding: 4px 0; }
          table.cards th, table.cards td { border: 0; padding: 2px 0; }
          table.list tbody th { width: auto; }
          table.catalogs td { display: inline-block; margin-right: 10px; vertical-align: middle; }
        }

        """
}
