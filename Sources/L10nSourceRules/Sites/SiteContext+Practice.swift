import Foundation
import L10nSourceIndex
import L10nSourceParsing

/// What the app's own practice says of a literal: evidence read from the code around it, not from a list.
extension SiteContext {
    /// Whether a one-word literal given to a parameter of the project's own declaration is a name by the file's
    /// practice: the file's declarations give that same parameter of that call a localized value elsewhere, and
    /// one-word literals three times as often or more (three at least) — the team localized the exception and left
    /// the names. Two localized labels beside two plain ones (`getTitleLabel(title: "mode".localized)`,
    /// `getTitleLabel(title: "Padding")`) are strings forgotten, not names.
    ///
    ///     let systemDefaultBrowser = Browser(name: "preferences_default_browser".loco(), path: "")
    ///     let zoomAppBrowser = Browser(name: "Zoom", path: "")      // a name: not reported
    ///     let teamsAppBrowser = Browser(name: "Teams", path: "")    // a name: not reported
    ///     let jitsiAppBrowser = Browser(name: "Jitsi", path: "")    // a name: not reported
    ///     let fallbackBrowser = Browser(name: "Default Browser")   // words: reported
    ///
    /// Read only for a one-word literal given to a declaration the index followed (built-in APIs are left alone:
    /// `UIAlertAction(title: "Cancel")` beside a localized one is a string forgotten), over the file's properties.
    func isNameByPractice(_ item: Int, value: String, sink: TextSink) -> Bool {
        guard sink.api.through != nil, !value.contains(" "), !value.isEmpty, let declarations,
            let colon = view.previous(item), view.isPunctuation(colon, UInt8(ascii: ":")),
            let label = view.previous(colon), tokens[label].kind == .identifier,
            let callee = calleeName(ofArgumentAt: label)
        else { return false }
        let labelName = view.text(label)
        var localized = 0
        var names = 0
        var includesItem = false
        for property in declarations.properties {
            guard let initializer = property.initializer, let start = view.firstCode(in: initializer),
                tokens[start].kind == .identifier, view.text(start) == callee, let open = view.callParenthesis(after: start),
                let close = view.matching(open),
                let argument = view.arguments(open: open, close: close).first(where: { $0.hasLabel && view.text($0.labelToken) == labelName })
            else { continue }
            if isLocalizedExpression(argument.expression, followingVariables: false) {
                localized += 1
            } else if let single = view.singleItem(argument.expression), let literal = file.literal(at: single),
                !file.hasInterpolation(literal), !file.rendered(literal).value.contains(" ")
            {
                names += 1
                if single == item { includesItem = true }
            }
        }
        return includesItem && localized >= 1 && names >= 3 && names >= 3 * localized
    }

    /// Whether the literal is one of the values a getter or function returns that are languages' own names, by
    /// the others: five or more literals returned, three in four of them names Foundation knows a language by in
    /// that language (Tella's `Language.name`, where `Xitsonga` and `Azərbaycanca` stand beside `Русский` and
    /// `Tiếng Việt`): a language picker's list, each written in its own language.
    func isAmongEndonyms(_ item: Int) -> Bool {
        // A value returned (`return "Русский"`, `case .russian: "Русский"`): a list's entry, not any text.
        guard let declarations, let before = view.previous(item),
            view.token(before, is: "return") || (view.isPunctuation(before, UInt8(ascii: ":")) && isCaseLabel(before))
        else { return false }
        var body: ClosedRange<Int>?
        for property in declarations.properties {
            if let getter = property.getter, getter.contains(item), body.map({ getter.count < $0.count }) ?? true { body = getter }
        }
        for function in declarations.functions {
            if let range = function.body, range.contains(item), body.map({ range.count < $0.count }) ?? true { body = range }
        }
        // A picker's list is short; each body is read once (``EndonymLists``).
        guard let body, body.count <= 1_200 else { return false }
        if let known = endonymLists.answer(for: body.lowerBound) { return known }
        var literals = 0
        var endonyms = 0
        for expression in ValueExpressions.of(body: body, in: file) {
            guard let single = view.singleItem(expression), let literal = file.literal(at: single), !file.hasInterpolation(literal)
            else { continue }
            literals += 1
            let value = file.rendered(literal).value
            if StandardNames.isEndonym(value) || StandardNames.isRegionalEndonym(value) { endonyms += 1 }
        }
        let answer = literals >= 5 && endonyms * 4 >= literals * 3
        endonymLists.record(answer, for: body.lowerBound)
        return answer
    }

    /// Whether the literal is a `Text` tagged with a language code whose language calls itself so: a language
    /// picker's entry (Sajda's `Text("Indonesia").tag("id")` beside `Text("العربية").tag("ar")`), the same in every
    /// language so that each reader finds their own.
    ///
    ///     Picker("", selection: $language) { Text("English").tag("en"); Text("Indonesia").tag("id") }   // both
    func isTaggedWithItsLanguage(_ item: Int, value: String) -> Bool {
        guard let (_, close) = call(named: "Text", openedBy: item, soleArgument: true),
            let dot = view.next(close), view.isPunctuation(dot, UInt8(ascii: ".")),
            let tag = view.next(dot), view.token(tag, is: "tag"),
            let tagOpen = view.next(tag), view.isPunctuation(tagOpen, UInt8(ascii: "(")),
            let codeOpen = view.next(tagOpen), let literal = file.literal(at: codeOpen),
            let code = file.source.plainText(of: literal), (2...8).contains(code.count)
        else { return false }
        let locale = Locale(identifier: code)
        let names = [locale.localizedString(forIdentifier: code), locale.language.languageCode.flatMap { locale.localizedString(forLanguageCode: $0.identifier) }]
        return names.contains { $0.map { StandardNames.fold($0) == StandardNames.fold(value) } ?? false }
    }

    /// Whether the colon at `colon` ends a `case` label (`case .russian: "Русский"`), not an argument's label: a
    /// `case` on its line before it, within a few tokens.
    private func isCaseLabel(_ colon: Int) -> Bool {
        var cursor = colon
        for _ in 0..<12 {
            guard let previous = view.previous(cursor), tokens[previous].line == tokens[colon].line else { return false }
            if view.token(previous, is: "case") { return true }
            cursor = previous
        }
        return false
    }

    /// The name of the call whose argument is labelled at `label` (`Browser` for `name` in `Browser(name: …)`):
    /// back over the arguments before it to the `(`.
    private func calleeName(ofArgumentAt label: Int) -> String? {
        var cursor = view.previous(label)
        var steps = 0
        while let index = cursor, steps < 64 {
            steps += 1
            if view.isPunctuation(index, UInt8(ascii: "(")) {
                guard let name = view.previous(index), tokens[name].kind == .identifier,
                    view.callParenthesis(after: name) == index
                else { return nil }
                return view.text(name)
            }
            // A closing bracket before: jump to its opening one.
            if tokens[index].kind == .punctuation, let partner = view.matching(index), partner < index {
                cursor = view.previous(partner)
            } else {
                cursor = view.previous(index)
            }
        }
        return nil
    }
}

/// The bodies ``SiteContext/isAmongEndonyms(_:)`` read in one file, by their first token: each read once.
final class EndonymLists {
    private var answers: [Int: Bool] = [:]
    func answer(for body: Int) -> Bool? { answers[body] }
    func record(_ answer: Bool, for body: Int) { answers[body] = answer }
}

/// One yes-or-no question about a file, answered once, when a finding first asks it (shared by a context's copies).
final class FileAnswer {
    var value: Bool?

    /// The answer, worked out by `work` the first time it is asked.
    func answer(_ work: () -> Bool) -> Bool {
        if let value { return value }
        let answer = work()
        value = answer
        return answer
    }
}

extension SiteContext {
    /// Whether the literal at `item` is the title of a `Link` named for the site it opens (factoryfloor's
    /// `Link("All Tuner Labs", destination: URL(string: "https://alltuner.com")!)`, `Link("David Poblador i Garcia.",
    /// destination: … "https://davidpoblador.com/")`): the name of a company or a person, written as its owner
    /// writes it in every language. The site's own name (the host's label before its top-level domain, `www.` left
    /// out, five letters or more) is in the title's letters, or the title's in it.
    ///
    ///     Link("All Tuner Labs", destination: URL(string: "https://alltuner.com")!)   // a name
    ///     Link("Privacy Policy", destination: URL(string: "https://alltuner.com/privacy")!)   // text
    func isLinkNamedForItsSite(_ item: Int) -> Bool {
        guard let (open, close) = call(named: "Link", openedBy: item, soleArgument: false) else { return false }
        let arguments = view.arguments(open: open, close: close)
        guard arguments.first?.expression.contains(item) == true,
            let destination = arguments.first(where: { view.hasLabel($0, "destination") }),
            let titleLiteral = file.literal(at: item), let value = file.source.plainText(of: titleLiteral)
        else { return false }
        let title = ProjectIndex.folded(value)
        for index in destination.expression where tokens[index].kind == .stringOpen {
            guard let literal = file.literal(at: index), let address = file.source.plainText(of: literal),
                let site = Self.siteName(of: address)
            else { continue }
            return title.contains(site) || (title.count >= 5 && site.contains(title))
        }
        return false
    }

    /// Whether the literal is a `Button`'s title that names the web page its action opens: the title, folded, is
    /// the address's last path part or its site (TrollApps' credits: `Button("Kingfisher") { openURL(URL(string:
    /// "https://github.com/onevcat/Kingfisher")!) }`): a project's or a site's name.
    func isButtonNamedForItsLink(_ item: Int) -> Bool {
        guard let (open, close) = call(named: "Button", openedBy: item, soleArgument: true),
            let literal = file.literal(at: item), let value = file.source.plainText(of: literal)
        else { return false }
        let title = ProjectIndex.folded(value)
        guard title.count >= 4 else { return false }
        // The action: a trailing closure, or the call's own arguments; its first web address.
        var end = close
        if let brace = view.next(close), view.isPunctuation(brace, UInt8(ascii: "{")), let closing = view.matching(brace) { end = closing }
        for index in open...end where tokens[index].kind == .stringOpen && index != item {
            guard let address = file.literal(at: index).flatMap({ file.source.plainText(of: $0) }), address.hasPrefix("http")
            else { continue }
            let path = address.split(separator: "?").first.map(String.init) ?? address
            let lastPart = path.split(separator: "/").last.map { ProjectIndex.folded(String($0)) } ?? ""
            return lastPart == title || Self.siteName(of: address) == title
        }
        return false
    }

    /// Whether the literal is one item of a parenthesised list (a tuple, a call's arguments) that also holds the
    /// address of a code repository whose last path part is the literal, folded: a credits list's project name
    /// beside its repository (ClipSlop's `("Sparkle", "Sparkle Project", "A software update framework …",
    /// "https://github.com/sparkle-project/Sparkle")`), a name whatever words it spells. A page of the app's own
    /// site named for its title (vivyshot's `legalLink(title: "Refund", url: "…/refund")`) is no project.
    func isNamedForAddressBeside(_ item: Int) -> Bool {
        guard let literal = file.literal(at: item), let value = file.source.plainText(of: literal) else { return false }
        let title = ProjectIndex.folded(value)
        guard title.count >= 4, let (index, close) = enclosingParentheses(ofItem: item) else { return false }
        var cursor = index + 1
        while cursor < close {
            if tokens[cursor].kind == .stringOpen, cursor != item,
                let address = file.literal(at: cursor).flatMap({ file.source.plainText(of: $0) }), address.hasPrefix("http"),
                Self.codeHosts.contains(where: { address.contains("://" + $0 + "/") || address.contains("://www." + $0 + "/") })
            {
                let path = address.split(separator: "?").first.map(String.init) ?? address
                let lastPart = path.split(separator: "/").last.map { ProjectIndex.folded(String($0)) } ?? ""
                if lastPart == title { return true }
            }
            cursor = view.skip(cursor)
        }
        return false
    }

    /// The parentheses of the list (a tuple, a call's arguments) in which the literal at `item` is one whole item,
    /// found back over whole items, at most a few hundred tokens.
    func enclosingParentheses(ofItem item: Int) -> (open: Int, close: Int)? {
        guard let before = view.previous(item), let last = view.matching(item), let after = view.next(last),
            view.isPunctuation(before, UInt8(ascii: "(")) || view.isPunctuation(before, UInt8(ascii: ","))
                || view.isPunctuation(before, UInt8(ascii: ":")),
            view.isPunctuation(after, UInt8(ascii: ",")) || view.isPunctuation(after, UInt8(ascii: ")"))
        else { return nil }
        var index = before
        var steps = 0
        while !view.isPunctuation(index, UInt8(ascii: "(")) {
            steps += 1
            guard steps < 400, !view.isPunctuation(index, UInt8(ascii: "{")), !view.isPunctuation(index, UInt8(ascii: "["))
            else { return nil }
            // A closed bracket (`)`, `]`, `}`) is stepped over whole, to the token before its opening one.
            let partner = Int(tokens[index].partner)
            let start = tokens[index].kind == .punctuation && partner >= 0 && partner < index ? partner : index
            guard let previous = view.previous(start) else { return nil }
            index = previous
        }
        guard let close = view.matching(index) else { return nil }
        return (index, close)
    }

    /// Whether the literal at `item` is the title of what a web address beside it in the same list points to, named
    /// for that address's site (RussReader's feeds: `Feed(title: "Daring Fireball", url:
    /// "https://daringfireball.net/feeds/main")`, `DiscoveredFeed(url: "https://feeds.npr.org/1001/rss.xml", title:
    /// "NPR — News")`, `DiscoveredFeed(url: "https://github.com/\(user)/\(repo)/commits.atom", title: "\(user)/\(repo)
    /// — Commits")`): the name of a site, a feed or a repository, data its publisher names. The whole title, folded, is
    /// the site's name; or the part before a dash, a bar or a colon is a label of the address's host (or the start of
    /// one: 'BBC' of `bbci.co.uk`), or only values the address holds too; or the address is a feed's (`rss`, `atom`,
    /// `feed`, `.xml`) and the title a name, a dash and a section (`Hacker News — Best`). A page titled for what it
    /// says ('Privacy Policy' beside `https://example.com/privacy`, 'YouTube Channel' beside `youtube.com`) is text.
    func isTitledForAddressBeside(_ item: Int, value: String) -> Bool {
        guard let literal = file.literal(at: item), let (open, close) = enclosingParentheses(ofItem: item) else { return false }
        let raw = file.sourceText(of: literal)
        var cursor = open + 1
        while cursor < close {
            if tokens[cursor].kind == .stringOpen, cursor != item, let other = file.literal(at: cursor) {
                let address = file.sourceText(of: other)
                if address.hasPrefix("http://") || address.hasPrefix("https://"),
                    Self.titleNamesSite(value: value, raw: raw, address: address)
                {
                    return true
                }
            }
            cursor = view.skip(cursor)
        }
        return false
    }

    /// The app's name in an App Store page's address, as its path writes it (`greek-words-a1` of
    /// `https://apps.apple.com/cy/app/greek-words-a1/id6474042509`); nil for any other address.
    static func appStoreSlug(of address: String) -> Substring? {
        let parts = address.split(separator: "/")
        guard parts.count >= 4, parts[1].lowercased() == "apps.apple.com" || parts[1].lowercased() == "itunes.apple.com",
            let app = parts.firstIndex(where: { $0 == "app" }), app + 2 < parts.count,
            parts[app + 2].lowercased().hasPrefix("id")
        else { return nil }
        return parts[app + 1]
    }

    /// ``isTitledForAddressBeside(_:value:)``'s test on the title (`value`, its interpolations rendered; `raw`, its
    /// literal as written) and the address (as written). The site is the host's registrable label (`npr` of
    /// `feeds.npr.org`, `bbci` of `feeds.bbci.co.uk`); a name names it when it is that label, the label and its
    /// top-level domain (`Dev.to`), or the label but for one last letter (`BBC`).
    static func titleNamesSite(value: String, raw: String, address: String) -> Bool {
        // An App Store page names its app in its path (`https://apps.apple.com/cy/app/greek-words-a1/id6474042509`:
        // GreekWordsA2's 'Greek Words — A1', the developer's other app, beside it).
        if let slug = appStoreSlug(of: address) {
            let name = ProjectIndex.folded(value)
            return name.count >= 4 && name == ProjectIndex.folded(String(slug))
        }
        let afterScheme = address.drop { $0 != "/" }.drop { $0 == "/" }
        let host = afterScheme.prefix { $0 != "/" && $0 != "?" && $0 != "#" && $0 != ":" && $0 != "\\" }.lowercased()
        var labels = host.split(separator: ".").map(String.init).filter { $0 != "www" }
        guard labels.count >= 2, let domain = labels.popLast() else { return false }
        if labels.count >= 2, domain.count == 2, let second = labels.last, secondLevels.contains(second) { labels.removeLast() }
        guard let site = labels.last, !site.isEmpty else { return false }
        func namesSite(_ name: String) -> Bool {
            name == site || name == site + domain || (name.count >= 3 && site.hasPrefix(name) && site.count - name.count <= 1)
        }
        let lowercased = address.lowercased()
        let isFeed = ["feed", "rss", "atom", ".xml"].contains(where: lowercased.contains)
        let separators = [" — ", " – ", " - ", " | ", ": "]
        guard let cut = separators.compactMap({ value.range(of: $0) }).min(by: { $0.lowerBound < $1.lowerBound }) else {
            // The whole title is the site's name (`Daring Fireball`, `daringfireball.net`); beside one fixed feed's
            // address, so is a title that opens with it (`GitHub Blog` of `https://github.blog/feed/`, `BBC News`):
            // that feed's own name. A title beside an address built from values (`YouTube Channel`,
            // `…?channel_id=\(id)`) says what any such page is; beside a page's (`Discord Community`), it may be words.
            let whole = ProjectIndex.folded(value)
            if whole.count >= 5, namesSite(whole) { return true }
            guard !address.contains("\\("), isFeed, let first = value.split(separator: " ").first else { return false }
            return namesSite(ProjectIndex.folded(String(first))) || (site.count >= 4 && whole.hasPrefix(site))
        }
        // A name, a dash and the section or the account, beside a feed's address: a feed's name (`Hacker News — Best`
        // beside `https://hnrss.org/best`, `Lemmy — \(community)@\(host)` beside `https://\(host)/feeds/c/….xml`).
        if isFeed || namesSite(ProjectIndex.folded(String(value[..<cut.lowerBound]))) { return true }
        // Values alone before the separator, each one the address holds too (`\(user)/\(repo)`).
        guard let rawCut = separators.compactMap({ raw.range(of: $0) }).min(by: { $0.lowerBound < $1.lowerBound }) else {
            return false
        }
        var rest = raw[..<rawCut.lowerBound]
        var values = 0
        while let start = rest.range(of: "\\(") {
            guard rest[..<start.lowerBound].allSatisfy({ !$0.isLetter && !$0.isNumber }),
                let end = rest[start.upperBound...].firstIndex(of: ")")
            else { return false }
            guard address.contains(rest[start.lowerBound...end]) else { return false }
            values += 1
            rest = rest[rest.index(after: end)...]
        }
        return values > 0 && rest.allSatisfy { !$0.isLetter && !$0.isNumber }
    }

    /// Second-level labels under a country's domain (`co.uk`, `com.au`): the site's label is the one before.
    static let secondLevels: Set<String> = ["co", "com", "org", "net", "ac", "gov", "edu", "ne", "or"]

    /// Sites whose addresses name code repositories.
    static let codeHosts = ["github.com", "gitlab.com", "bitbucket.org", "codeberg.org", "sr.ht", "git.sr.ht", "sourceforge.net"]

    /// The parentheses of the call `name(…)` whose first argument begins with the literal at `item`
    /// (`Text("Indonesia")`, `Link("All Tuner Labs", destination: …)`), when `soleArgument`, the literal being all
    /// its arguments.
    private func call(named name: StaticString, openedBy item: Int, soleArgument: Bool) -> (open: Int, close: Int)? {
        guard let open = view.previous(item), view.isPunctuation(open, UInt8(ascii: "(")), let callee = view.previous(open),
            view.token(callee, is: name), let close = view.matching(open)
        else { return nil }
        if soleArgument {
            guard let last = view.matching(item), view.next(last) == close else { return nil }
        }
        return (open, close)
    }

    /// The name of a web address's site, folded as ``ProjectIndex/folded(_:)`` folds: the host's label before its
    /// top-level domain (`alltuner` of `https://www.alltuner.com/about`), when it has five letters or more.
    static func siteName(of address: String) -> String? {
        guard let scheme = address.range(of: "://"), address.hasPrefix("http") else { return nil }
        let host = address[scheme.upperBound...].prefix { $0 != "/" && $0 != "?" && $0 != "#" && $0 != ":" }
        let labels = host.split(separator: ".").filter { $0 != "www" }
        guard labels.count >= 2 else { return nil }
        let name = ProjectIndex.folded(String(labels[labels.count - 2]))
        return name.count >= 5 ? name : nil
    }
}

extension SiteContext {
    /// Whether the literal at `item` is a placeholder that the code making a UIKit or AppKit view sets and that the
    /// type replaces before anyone sees it. goma's `private static func createTitleLabel() -> UILabel { …
    /// label.text = "Title" … }` makes `titleLabel`, which `configure(with:)` gives `competition.name`; its
    /// `createButton()` titles three buttons "Continue", each given its localized title later. It holds when the
    /// text is set in a function that returns a view (or in a view property's lazy initializer), and every property
    /// made there is given another text elsewhere in the file (`titleLabel.text = name`,
    /// `loginButton.setTitle(localized("login"), for: .normal)`). Not a text that says it is loading ("Loading…"):
    /// that one is shown until the data comes.
    func isReplacedPlaceholder(_ item: Int, value: String, sink: TextSink) -> Bool {
        guard sink.name == "text" || sink.name.hasPrefix("setTitle"), !value.hasSuffix("…"), !value.hasSuffix("..."),
            let declarations
        else { return false }
        let made: [FileDeclarations.Property]
        let maker: ClosedRange<Int>
        if let factory = declarations.functions.filter({ $0.body?.contains(item) == true })
            .min(by: { $0.body!.count < $1.body!.count }),
            let returned = factory.returnType, Self.isPlatformView(returned), let body = factory.body
        {
            maker = body
            let name = factory.name
            made = declarations.properties.filter { property in
                property.scope == .member && property.initializer.map { range in
                    range.contains { tokens[$0].kind == .identifier && view.text($0) == name }
                } == true
            }
        } else if let property = declarations.properties.first(where: { property in
            property.scope == .member && property.initializer?.contains(item) == true
                && property.type.map(Self.isPlatformView) == true
        }), let initializer = property.initializer, !initializer.isEmpty {
            maker = initializer.lowerBound...(initializer.upperBound - 1)
            made = [property]
        } else {
            return false
        }
        guard !made.isEmpty, made.count <= 8 else { return false }
        return made.allSatisfy { isGivenOtherText($0.name, outside: maker) }
    }

    /// Whether `type` names a UIKit or AppKit view or control (`UILabel`, `UIButton`, `NSTextField`).
    static func isPlatformView(_ type: String) -> Bool {
        let name = type.hasSuffix("?") || type.hasSuffix("!") ? String(type.dropLast()) : type
        guard name.hasPrefix("UI") || name.hasPrefix("NS") else { return false }
        return ["Label", "Button", "TextField", "TextView", "View"].contains { name.hasSuffix($0) }
    }

    /// Whether the file gives the property `name` a text that is no literal outside `maker`: `name.text = value`,
    /// `self.name.text = value`, `name.setTitle(value, for: …)`.
    private func isGivenOtherText(_ name: String, outside maker: ClosedRange<Int>) -> Bool {
        let nameBytes = Array(name.utf8)
        for index in tokens.indices where !maker.contains(index) && tokens[index].kind == .identifier
            && file.source.bytes[tokens[index].range].elementsEqual(nameBytes)
        {
            guard let dot = view.next(index), view.isPunctuation(dot, UInt8(ascii: ".")), let member = view.next(dot),
                let after = view.next(member),
                view.token(member, is: "text") && view.isOperator(after, "=")
                    || view.token(member, is: "setTitle") && view.isPunctuation(after, UInt8(ascii: "(")),
                let value = view.next(after)
            else { continue }
            if tokens[value].kind != .stringOpen, !view.token(value, is: "nil") { return true }
        }
        return false
    }
}
