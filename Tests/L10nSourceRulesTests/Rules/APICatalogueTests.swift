import Foundation
import L10nDiagnostics
import Testing

@testable import L10nSourceIndex
@testable import L10nSourceParsing
@testable import L10nSourceRules

/// The API catalogue is what `hardcoded-string` checks: every argument of every entry, called as the entry says
/// (an initializer, a method after a dot, on one of its receiver types), reports a prose literal there; the same
/// method on another receiver does not; and docs/rules.md lists exactly the catalogue.
@Suite struct APICatalogueTests {
    static let path = "Sources/Shop/CheckoutView.swift"

    /// Every entry's example, one per argument that carries text: `UIAlertController(title: "Words to read here")`,
    /// `view.navigationTitle("Words to read here")`, `SVProgressHUD.show(withStatus: "Words to read here")`.
    static var examples: [(signature: String, code: String, literalColumn: Int)] {
        APICatalogue.calls.flatMap { api in
            let prefix: String
            switch api.form {
            case .method: prefix = (api.receivers.sorted().first ?? "view") + "." + api.name
            default: prefix = api.name
            }
            let labels = (api.firstUnlabeled ? ["_"] : []) + api.labels.sorted()
            return labels.map { label in
                let argument = label == "_" ? "" : "\(label): "
                let head = "\(prefix)(\(argument)"
                return ("\(prefix)(\(label):)", head + "\"Words to read here\")", head.utf8.count + 1)
            }
        }
    }

    @Test(arguments: examples.map(\.signature))
    func everyEntryReportsProseAtEachTextArgument(signature: String) throws {
        let example = try #require(Self.examples.first { $0.signature == signature })
        // A menu's own title shows only in the file that builds the main menu.
        let code = example.code + (signature.hasPrefix("NSMenu(") ? "\nNSApp.mainMenu = menu" : "")
        let result = SourceLinter(options: LintOptions()).lint(path: Self.path, bytes: Array(code.utf8))
        let found = result.diagnostics.filter { $0.ruleID == "hardcoded-string" }.map(\.location.column)
        #expect(found == [example.literalColumn], "\(example.code)")
    }

    @Test func receiverTypedEntriesStayQuietOnOtherReceivers() {
        for api in APICatalogue.calls where !api.receivers.isEmpty {
            for label in api.labels.sorted() {
                let code = "coordinator.\(api.name)(\(label): \"Words to read here\")"
                let result = SourceLinter(options: LintOptions()).lint(path: Self.path, bytes: Array(code.utf8))
                #expect(result.diagnostics.isEmpty, "\(code)")
            }
        }
    }

    @Test func namesAreUniqueAndEverySectionHasEntries() {
        let names = APICatalogue.calls.map(\.name)
        #expect(Set(names).count == names.count)
        for section in APICatalogue.sections { #expect(!section.entries.isEmpty, "\(section.framework)") }
    }

    /// The list of user-facing APIs in docs/rules.md is the catalogue's Markdown, word for word.
    @Test func rulesPageListsTheCatalogue() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../docs/rules.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let start = try #require(text.range(of: "<!-- api-catalogue:start -->\n"))
        let end = try #require(text.range(of: "\n<!-- api-catalogue:end -->"))
        #expect(String(text[start.upperBound..<end.lowerBound]) == APICatalogue.markdown)
    }
}
