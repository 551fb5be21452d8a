import Foundation
import L10nDiagnostics
import L10nSourceParsing
import XCStrings

/// `key-convention`: keys read `feature.screen.element`, or match the configured `keyPattern`.
public enum KeyConventionRule: CatalogRule {
    public static let description = RuleDescription(
        id: "key-convention", name: "Key Convention", defaultSeverity: .error,
        summary: "A key must read 'feature.screen.element' (or match the configured 'keyPattern').",
        rationale: """
            Keys are identifiers, not text: 'restaurant.detail.favorite' says where a string is used, survives a \
            change of English wording, and sorts by feature in the catalog editor. The convention: at least three \
            dot-separated segments of lowercase ASCII letters, digits and '_', each starting with a letter, then \
            the format arguments the key carries separated by spaces ('home.restaurants.count %lld'). The message \
            suggests the nearest conforming key when there is an obvious one. Set 'keyPattern' in .l10n.json to a \
            regular expression to use another convention. Entries with 'shouldTranslate: false' are exempt, and so are \
            InfoPlist.xcstrings, whose keys are Info.plist keys, and Interface Builder keys ('1b7-l0-nxx.title': \
            an object id Xcode generates and the property that shows the text), which nobody chooses, and so are \
            ServicesMenu tables (their keys are the Info.plist's NSServices menu titles) and a String Catalog's \
            text Xcode extracted from code ('Cancel', 'Passwords:', '(%@)'; not 'manual'): the code wrote text, \
            and the Swift rules judge the code.
            """,
        triggeringExamples: [
            """
            ↓"HomeTitle" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Home" } }
              }
            }
            """,
            """
            ↓"Restaurant.Detail.favoriteButton" : {
              "extractionState" : "manual"
            }
            """,
            """
            ↓"home.title" : {
              "comment" : "Two segments are not enough: feature.screen.element"
            }
            """,
            """
            ↓"Delete %@?" : {
              "extractionState" : "manual"
            }
            """,
        ],
        nonTriggeringExamples: [
            // Text Xcode extracted from the code (DuckDuckGo's `Button("Cancel")`, `Text("(\\(name))")`): the code
            // wrote text, not a key; the Swift rules judge the code.
            """
            "Cancel" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Abbrechen" } }
              }
            },
            "(%@)" : {

            }
            """,
            """
            "home.restaurants.count %lld" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "%lld restaurants" } }
              }
            },
            "chat.message.sent_at %@ %@" : {

            },
            "settings.account.sign_out" : {

            }
            """,
            """
            "%@ (%@)" : {
              "shouldTranslate" : false
            }
            """,
            """
            "2oI-Rn-ZJC.title" : {
              "comment" : "Class = \\"NSMenuItem\\"; title = \\"Quit LinearMouse\\"; ObjectID = \\"2oI-Rn-ZJC\\";"
            }
            """,
        ])

    public static func check(_ entry: CatalogEntry, in context: CatalogContext, into findings: inout [Diagnostic]) {
        guard context.isTranslatable(entry), !context.isInfoPlist, !context.keyPattern.matches(entry.key),
            !(context.englishKeys && KeyConvention.isText(entry.key)), !InterfaceBuilderKey.isObjectKey(entry.key),
            !InfoPlistKey.matches(entry.key), !isServicesMenu(context.file), !isTextExtractedFromCode(entry, in: context)
        else { return }
        findings.append(context.finding(Self.self, at: entry.position, message(for: entry.key, context.keyPattern), key: entry.key))
    }

    /// `ServicesMenu.strings` / `.xcstrings`: its keys are the titles of the app's `NSServices` menu items, fixed by
    /// the `Info.plist` (VirusTotal's "Scan with VirusTotal"); nobody chooses them.
    static func isServicesMenu(_ file: String) -> Bool {
        let name = (file as NSString).lastPathComponent
        return name == "ServicesMenu.xcstrings" || name == "ServicesMenu.strings"
    }

    /// A String Catalog entry Xcode extracted from the code's own text (no `manual` state; the key reads as text:
    /// DuckDuckGo's `Passwords:`, `Cancel`, `(%@)` from `Text("(\(name))")`): the code wrote text, not a key, and the
    /// Swift rules judge the code; renaming the catalog's copy changes nothing.
    ///
    /// In a project whose keys are English text (`englishKeys`), every extracted key is the code's text, whatever
    /// its shape (HiPixel's `X%.0f` from `Text("X\(scale)")`, `zaotang.xyz` from `Link("zaotang.xyz", …)`).
    static func isTextExtractedFromCode(_ entry: CatalogEntry, in context: CatalogContext) -> Bool {
        guard context.file.hasSuffix(".xcstrings"), entry.extractionState != .manual else { return false }
        return context.englishKeys || readsAsText(entry.key)
    }

    /// Whether a key reads as text, not as a name someone chose: no letters (`0.0.0.0`, `(%@)`), words with spaces
    /// (`Show All History…`), a closing mark (`Passwords:`), or one capitalized word (`Cancel`); not `HomeTitle`.
    static func readsAsText(_ key: String) -> Bool {
        guard key.contains(where: { $0.isLetter }) else { return true }
        // A name with its format arguments (`home.restaurants.count %lld`) is a key someone chose.
        let head = key.prefix { $0 != " " }
        if head.contains("."), head.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) }) {
            return false
        }
        if key.contains(" ") { return true }
        if let last = key.last, ":.…?!)".contains(last) { return true }
        guard let first = key.first, first.isUppercase, key.count > 1 else { return false }
        return key.dropFirst().allSatisfy { $0.isLowercase }
    }

    static func message(for key: String, _ pattern: KeyPattern) -> String {
        if let expression = pattern.regularExpression {
            return "key '\(key)' does not match the configured key pattern '\(expression)'"
        }
        let head = "key '\(key)' does not follow the '\(KeyConvention.name)' convention"
        switch KeyConvention.suggestion(for: key) {
        case .conforming(let suggestion):
            return head + "; use '\(suggestion)'"
        case .tooFewSegments(let candidate, let count):
            let segments = count == 1 ? "1 segment" : "\(count) segments"
            return head + ": '\(candidate)' has \(segments), at least \(KeyConvention.minimumSegments) are needed"
        case .none:
            return head
        }
    }
}
