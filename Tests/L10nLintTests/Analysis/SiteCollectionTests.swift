import Testing

@testable import L10nLint

/// `FileAnalyzer.collectSites` decides what the analysis visits: calls (a name, then `(` on the same line, comments
/// between allowed), assignments (a name, then `=` or `+=` on any line), `+` and `+=` operators, and literals when
/// catalog keys are known.
@Suite struct SiteCollectionTests {
    /// The sites as `kind text→text`, e.g. `call Text→(`.
    static func sites(_ code: String, literals: Bool = false) -> [String] {
        let source = Lexer.tokenize(code)
        var sites: [AnalysisSite] = []
        FileAnalyzer.collectSites(source, literals: literals, into: &sites)
        return sites.map { site in
            let name = source.text(at: Int(site.index))
            let next = site.next >= 0 ? "→" + source.text(at: Int(site.next)) : ""
            return "\(site.kind) \(name)\(next)"
        }
    }

    @Test func sitesInTokenOrder() {
        let table: [(code: String, sites: [String])] = [
            ("label.text = \"Hi\" + name", ["assignment text→=", "plus +"]),
            ("Text(\"a\")", ["call Text→("]),
            ("Text (\"a\")", ["call Text→("]),
            ("Text /* why */ (\"a\")", ["call Text→("]),
            ("Text\n(\"a\")", []),
            ("title\n    = \"Settings\"", ["assignment title→="]),
            ("total += price", ["assignment total→+=", "plus +="]),
            ("a == b, a != b, a ++ b, a - b", []),
            ("let x = 1", ["assignment x→="]),  // a site; the analysis drops it (no `.` before, not `title`)
            ("\"a\" + \"b\"", ["plus +"]),
            ("items.append(\"x\")", ["call append→("]),
            ("// Text(\"a\") + b", []),
            ("\"Text(\\\"a\\\") + b\"", []),
        ]
        cases: for entry in table {
            let found = Self.sites(entry.code)
            #expect(found == entry.sites, "\(entry.code)")
            if found != entry.sites { break cases }
        }
    }

    @Test func literalsOnlyWithCatalogKeys() {
        #expect(Self.sites("f(\"home.title\")") == ["call f→("])
        #expect(Self.sites("f(\"home.title\")", literals: true) == ["call f→(", "literal \""])
    }
}
