import Foundation
import L10nDiagnostics
import L10nWorkflow
import Testing

/// An app that keeps what VoiceOver reads in English as a whole (Session: 95 accessibility labels in English over
/// 33 files, 4 localized, while every title is localized) has one `hardcoded-string` finding for them; an app that
/// localizes its accessibility text keeps a finding per label it forgot.
@Suite struct AccessibilityLeftInEnglishTests {
    /// Four screens of three English accessibility labels each, reached directly and through the app's own
    /// helper; each screen's title is localized.
    func screens(in folder: CheckRunTests.Folder) throws {
        _ = try folder.write("""
            import UIKit
            public struct Accessibility {
                public let identifier: String?
                public let label: String?
                public init(identifier: String? = nil, label: String? = nil) {
                    self.identifier = identifier
                    self.label = label
                }
            }
            extension UIView {
                func apply(_ accessibility: Accessibility) {
                    accessibilityIdentifier = accessibility.identifier
                    accessibilityLabel = accessibility.label
                }
            }
            """, "App/Accessibility.swift")
        for (index, name) in ["Call", "Settings", "Profile", "Search"].enumerated() {
            _ = try folder.write("""
                import UIKit
                final class \(name)ViewController: UIViewController {
                    let closeButton = UIButton()
                    let shareButton = UIButton()
                    let copyButton = UIButton()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        title = NSLocalizedString("screen.title.\(index)", comment: "")
                        closeButton.accessibilityLabel = "Close \(name.lowercased()) button"
                        shareButton.accessibilityLabel = "Share \(name.lowercased()) button"
                        copyButton.apply(Accessibility(identifier: "Copy \(name)", label: "Copy \(name.lowercased()) button"))
                    }
                }
                """, "App/\(name)ViewController.swift")
        }
        _ = try folder.write(#"""
            { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
              "screen.title.0" : {}, "screen.title.1" : {}, "screen.title.2" : {}, "screen.title.3" : {} } }
            """#, "App/Localizable.xcstrings")
    }

    func hardcoded(_ folder: CheckRunTests.Folder) -> [Diagnostic] {
        CheckRun.run(CheckRequest(paths: ["."], currentDirectory: folder.path)).diagnostics
            .filter { $0.ruleID == "hardcoded-string" }
    }

    @Test func labelsKeptInEnglishAreOneFinding() throws {
        let folder = try CheckRunTests.Folder()
        try screens(in: folder)
        let findings = hardcoded(folder)
        #expect(findings.count == 1)
        #expect(findings.first?.message.hasPrefix("12 accessibility labels and hints in English in 4 files, none localized, while the app localizes its other text") == true)
        #expect(findings.first?.related.count == 11)
        #expect(findings.first.map { ($0.location.file as NSString).lastPathComponent } == "CallViewController.swift")
    }

    @Test func anAppThatLocalizesItsLabelsKeepsAFindingEach() throws {
        let folder = try CheckRunTests.Folder()
        try screens(in: folder)
        _ = try folder.write("""
            import UIKit
            final class PlayerViewController: UIViewController {
                let playButton = UIButton()
                let pauseButton = UIButton()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    playButton.accessibilityLabel = NSLocalizedString("player.play", comment: "")
                    pauseButton.accessibilityLabel = NSLocalizedString("player.pause", comment: "")
                }
            }
            """, "App/PlayerViewController.swift")
        #expect(hardcoded(folder).count == 12)
    }
}
