import Foundation
import L10nSourceParsing
import L10nWorkflow
import Testing

/// A file whose opening comments say it comes from elsewhere (Damus's and Nos's copies of `Bech32.swift`, FlowDown's
/// vendored EventSource "Licensed under the MIT License") is someone else's code: its texts are no
/// `hardcoded-string`. When most of the project's files open with a licence, the header is the project's own.
@Suite struct ForeignHeaderTests {
    static let copied = """
        import Foundation

        // swiftlint:disable all

        /// Bech32 checksum implementation
        /// Modified from https://github.com/0xDEADP00L/Bech32
        import UIKit
        enum Bech32 {
            static func invalidAlert() -> UIAlertController {
                UIAlertController(title: "Non printable character in input string", message: nil, preferredStyle: .alert)
            }
        }
        """
    static func own(_ index: Int, header: String = "") -> String {
        """
        \(header)import UIKit
        final class Screen\(index)Controller: UIViewController {
            func showFailure(_ error: Error) {
                let alert = UIAlertController(title: "Could not load screen \(index)", message: error.localizedDescription, preferredStyle: .alert)
                present(alert, animated: true)
            }
        }
        """
    }

    func hardcoded(licensedOwnFiles: Bool) throws -> [String] {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write(Self.copied, "App/Service/Bech32.swift")
        let header = licensedOwnFiles ? "// Copyright 2024 The App Authors. Licensed under the MIT License.\n" : ""
        for index in 1...5 { _ = try folder.write(Self.own(index, header: header), "App/Screens/Screen\(index).swift") }
        return CheckRun.run(CheckRequest(paths: ["."], currentDirectory: folder.path)).diagnostics
            .filter { $0.ruleID == "hardcoded-string" }.map { ($0.location.file as NSString).lastPathComponent }
    }

    @Test func aCopiedFileIsSomeoneElsesCode() throws {
        #expect(try hardcoded(licensedOwnFiles: false) == (1...5).map { "Screen\($0).swift" })
    }

    /// unstoppable's copy of Trust Wallet's `ABIError.swift`: "This file is part of Trust" opens it.
    @Test func anotherProjectsNoticeSaysTheFileIsCopied() {
        let file = SourceFile(path: "EIP712/ABIError.swift", source: Lexer.tokenize("""
            // Copyright © 2017-2018 Trust.
            //
            // This file is part of Trust. The full Trust copyright notice, including
            // terms governing use, modification, and redistribution, is contained in the
            // file LICENSE at the root of the source code distribution tree.

            import Foundation
            public enum ABIError: LocalizedError { case integerOverflow }
            """))
        #expect(ForeignHeader.says(in: file))
        #expect(!ForeignHeader.says(in: SourceFile(path: "App/Home.swift", source: Lexer.tokenize("// Home screen\nimport UIKit\n"))))
    }

    /// Verge's copy of HGPlaceholders: Xcode's header names the `Pods` project; its English-keyed defaults are
    /// its authors' key style, no `key-convention` of the app's (the app's own prose keys still are).
    @Test func aFileFromPodsKeepsItsAuthorsKeys() throws {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write("""
            //
            //  PlaceholderData.swift
            //  Pods
            //
            //  Created by Hamza Ghazouani on 20/07/2017.
            //

            import UIKit

            public struct PlaceholderData {
                public static var noResults = NSLocalizedString("No results found", comment: "")
            }
            """, "App/Placeholders/PlaceholderData.swift")
        for index in 1...5 { _ = try folder.write(Self.own(index), "App/Screens/Screen\(index).swift") }
        _ = try folder.write("let title = NSLocalizedString(\"Try again\", comment: \"\")\n", "App/Screens/Retry.swift")
        let findings = CheckRun.run(CheckRequest(paths: ["."], currentDirectory: folder.path)).diagnostics
            .filter { $0.ruleID == "key-convention" }.map { ($0.location.file as NSString).lastPathComponent }
        #expect(findings == ["Retry.swift"])
    }

    @Test func aHeaderMostFilesHaveIsTheProjectsOwn() throws {
        #expect(try hardcoded(licensedOwnFiles: true).sorted() == (["Bech32.swift"] + (1...5).map { "Screen\($0).swift" }).sorted())
    }
}
