import Foundation
import L10nDiagnostics
import L10nFiles
import L10nSourceParsing
import L10nWorkflow
import XCStrings

/// `suggest_key`: the key `check`'s `hardcoded-string` finding suggests for a literal (the same finding, from the
/// same ``CheckRun`` over the whole project, so the reasoning across files is the same), which the check made unique
/// against the run and the catalogs (`SuggestedKeys`): a key a catalog already holds for another text is never
/// suggested; one it holds for the same text is, with `status: exists`, to reuse.
struct SuggestKeyTool: MCPTool {
    let name = "suggest_key"
    let title = "Suggest a key for a hardcoded string"
    let readOnly = true
    static let rule = "hardcoded-string"
    let description = """
        The catalog key for a hardcoded user-facing string at FILE:LINE (and COLUMN, when the line has several), \
        as the 'hardcoded-string' finding of 'l10n check' suggests it: the team's 'feature.screen.element.text' \
        convention, from the enclosing type or file, the API that shows the text and its words. The key is \
        unique against the project's catalogs: when a catalog already has it for another text, a longer key or \
        a suffix ('_2') is given; when a catalog has it for the same text, 'status' is 'exists' and the key \
        should be reused. \
        Also returns the text and the call to write ('String(localized: \"key\")', or the key alone where SwiftUI \
        looks literals up). Fails when 'l10n check' sees no hardcoded user-facing string there.
        """
    let inputSchema = Schema.object([
        ("file", Schema.string("The Swift file, as 'check' shows it or its end ('HomeView.swift').")),
        ("line", Schema.integer("The line of the literal.", minimum: 1, maximum: 10_000_000, default: 1)),
        ("column", Schema.integer("The column of the literal's opening quote, when the line has several.", minimum: 1, maximum: 100_000, default: 1)),
    ], required: ["file", "line"])

    func call(_ arguments: ToolArguments, project: MCPProject) throws(ToolError) -> JSONValue {
        let file = try arguments.string("file")
        let line = try arguments.integer("line", default: 1, in: 1...10_000_000)
        let column = arguments.json["column"] == nil ? nil : try arguments.integer("column", default: 1, in: 1...100_000)
        var request = try project.request()
        // The suggestion is the finding's, even where the configuration turns the rule off.
        if request.configuration.rules[Self.rule] == .off { request.configuration.rules[Self.rule] = nil }
        let outcome = CheckRun.run(request)
        let wanted = project.absolute(of: file)
        let findings = outcome.diagnostics.filter { diagnostic in
            let shown = diagnostic.location.file
            return diagnostic.ruleID == Self.rule && diagnostic.location.line == line
                && (column == nil || diagnostic.location.column == column)
                && (shown == file || shown.hasSuffix("/" + file) || project.absolute(of: shown) == wanted)
        }
        let suggestions = findings.compactMap { Self.suggestion(in: $0.message).map { ($0, $1, $2) } }
        guard !suggestions.isEmpty else {
            let place = "\(file):\(line)" + (column.map { ":\($0)" } ?? "")
            if findings.isEmpty {
                throw ToolError("'l10n check' finds no hardcoded user-facing string at \(place); call 'check' with rule 'hardcoded-string' and this file to see where it finds them")
            }
            throw ToolError("the finding at \(place) suggests no key: \(findings[0].message)")
        }
        var known: [ScalarString: String] = [:]  // key → source text, over all catalogs
        for path in try project.catalogFiles(request) {
            guard let catalog = try? project.readCatalog(path) else { continue }
            for (key, entry) in catalog.entries {
                known[ScalarString(key)] = entry.localizations[catalog.sourceLanguage]?.stringUnit?.value ?? key
            }
        }
        var sources: [String: SwiftSource] = [:]
        var answers: [JSONValue] = []
        for (index, finding) in findings.enumerated() where index < suggestions.count {
            let (suggested, usesCall, _) = suggestions[index]
            let location = finding.location
            if sources[location.file] == nil {
                sources[location.file] = Lexer.tokenize((try? FileReader.read(project.absolute(of: location.file))) ?? [])
            }
            let text = sources[location.file].flatMap { Self.literalText(in: $0, line: location.line, column: location.column) }
            // The check made the key unique against the catalogs already: a catalog holds it only for this text.
            let key = suggested
            let status = text.map { known[ScalarString(key)]?.hasSameScalars(as: $0) == true } == true ? "exists" : "new"
            answers.append(.record([
                ("file", .string(location.file)), ("line", .integer(location.line)), ("column", .integer(location.column)),
                ("text", text.map(JSONValue.string)), ("key", .string(key)), ("status", .string(status)),
                ("code", .string(usesCall ? "String(localized: \"\(key)\")" : "\"\(key)\"")),
                ("finding", .string(finding.message)),
            ]))
        }
        return .record([("suggestions", .array(answers))])
    }

    /// The key in the finding's fix-it (`…; use String(localized: "cart.label.free")` or `…; use a key:
    /// "cart.label.free"`), whether it is the call form, and the message.
    static func suggestion(in message: String) -> (key: String, call: Bool, message: String)? {
        for (prefix, call) in [("use String(localized: \"", true), ("use a key: \"", false)] {
            guard let start = message.range(of: prefix, options: .backwards) else { continue }
            let rest = message[start.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { continue }
            return (String(rest[..<end]), call, message)
        }
        return nil
    }

    /// The text of the literal opening at a position, when it has no interpolation.
    static func literalText(in source: SwiftSource, line: Int, column: Int) -> String? {
        guard let index = source.tokens.firstIndex(where: { $0.line == line && $0.column == column }),
            let literal = source.literal(openingAt: index)
        else { return nil }
        return source.staticText(of: literal)
    }
}
