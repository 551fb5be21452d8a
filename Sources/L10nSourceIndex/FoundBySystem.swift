import L10nSourceParsing

/// Types the system or another language makes without Swift code naming them: the `@main` type, a class exposed to
/// Objective-C under another name (`@objc(SettingsController)`), an App Intents type (Shortcuts and Spotlight read
/// the app's metadata, no code creates an `AppIntent`), a widget, a Core Data class (its model names it). Such a
/// type is never unreached because no Swift file names it (``ProjectIndex/unreachedTypes``).
///
///     @main struct NotesApp: App { … }                         // found by the system
///     struct OpenNoteIntent: AppIntent { … }                   // found by the system
///     @objc(LegacyPicker) class Picker: UIViewController { … } // named from Objective-C by another name
///     final class OnboardingController: UIViewController { … } // not: only code (or a storyboard) makes it
enum FoundBySystem {
    /// Attributes that make a type an entry point or expose it by another name.
    static let attributes: Set<String> = ["main", "UIApplicationMain", "NSApplicationMain", "objc", "_objcRuntimeName"]

    /// Endings of the protocols and superclasses whose conformers the system finds by itself: App Intents
    /// (`AppIntent`, `WidgetConfigurationIntent`, `AppEntity`, `EntityQuery`, `AppEnum`, `AppShortcutsProvider`),
    /// WidgetKit (`Widget`, `WidgetBundle`, `ControlWidget`), an `App`, Core Data's `NSManagedObject`, an
    /// extension's principal class (`…Extension`, `…Handler`, `…Handling`). An app's own protocol refining one
    /// (`protocol NoteIntent: AppIntent`) ends the same way as a rule.
    static let conformanceEndings = [
        "Intent", "Entity", "Query", "AppEnum", "Provider", "Widget", "WidgetBundle", "App", "NSManagedObject",
        "Extension", "Handler", "Handling", "IntentsPackage", "Tip",
    ]

    /// Whether the system or another language may make `type` without Swift naming it.
    static func isFound(_ type: FileDeclarations.TypeInfo, in view: CodeView) -> Bool {
        if type.conformances.contains(where: { name in conformanceEndings.contains { name.hasSuffix($0) } }) { return true }
        // Attributes and modifiers before the keyword: `@main`, `@objc(Name) final class`, on the lines above too.
        var cursor = view.previous(type.keyword)
        var steps = 0
        while let index = cursor, steps < 24 {
            let token = view.tokens[index]
            if token.kind == .punctuation {
                if view.isPunctuation(index, UInt8(ascii: "}")) || view.isPunctuation(index, UInt8(ascii: "{"))
                    || view.isPunctuation(index, UInt8(ascii: ";"))
                {
                    return false
                }
                if view.isPunctuation(index, UInt8(ascii: "@")), let name = view.next(index),
                    attributes.contains(view.text(name))
                {
                    // `@objc` alone exposes the type under its own name: an Objective-C file naming it is found by
                    // the scan of those files; `@objc(Other)` names it otherwise.
                    if view.token(name, is: "objc") {
                        if let open = view.next(name), view.isPunctuation(open, UInt8(ascii: "(")) { return true }
                    } else {
                        return true
                    }
                }
            }
            cursor = view.previous(index)
            steps += 1
        }
        return false
    }
}
