/// A view from a dependency the project index cannot read (no checkout: an Xcode project on a Linux CI), known
/// by its name alone: a type the project does not declare, called in a file that imports SwiftUI, whose name
/// ends in a SwiftUI control's name or a settings component's (`FancyToggle`, `SettingsSection`,
/// `ShortcutRecorder`), or is such a name qualified by a namespace the project does not declare
/// (`LaunchAtLogin.Toggle`, `Settings.Section`, `Settings.Pane`, `KeyboardShortcuts.Recorder`). Such views take
/// their title first, unlabelled, or in a text-like label, and show it, as the control they are named after
/// does; their findings say the text's fate was assumed.
///
///     AssumedComponent.control(in: "FancyToggle".utf8[...])                  // "Toggle"
///     AssumedComponent.control(in: "Toggle".utf8[...])                       // nil: SwiftUI's own, in the API catalogue
///     AssumedComponent.control(in: "Toggle".utf8[...], qualified: true)      // "Toggle": LaunchAtLogin.Toggle
///     AssumedComponent.control(in: "UIButton".utf8[...])                     // nil: a platform class
///     AssumedComponent.isTextLabel("addText")                                // true
enum AssumedComponent {
    /// The SwiftUI controls whose names such views end with, and the parts of a settings window that component
    /// libraries add to them (a shortcut recorder, a settings pane), which show a title the same way.
    static let controls = swiftUIControls + ["Recorder", "Pane"]

    /// The SwiftUI controls among ``controls``.
    static let swiftUIControls = [
        "Toggle", "Section", "Button", "Picker", "TextField", "Label", "Slider", "Stepper", "Link", "Menu", "Row", "List",
    ]

    /// Namespaces that are the platform's own modules: `SwiftUI.Toggle` is SwiftUI's, in the API catalogue.
    static let platformModules: Set<String> = ["SwiftUI", "UIKit", "AppKit", "Foundation", "WidgetKit", "AppIntents"]

    /// The labels whose argument such a view shows, besides its first unlabelled one.
    static let textLabels: Set<String> = [
        "title", "label", "placeholder", "prompt", "subtitle", "header", "footer", "message", "caption", "hint",
    ]

    /// The control `name` ends with, when it starts upper-case, is not a UIKit or AppKit class (`UI…`, `NS…`,
    /// which the API catalogue describes where they show text) and is longer than the control's name, or as long
    /// when `qualified` by a dependency's namespace (`LaunchAtLogin.Toggle`).
    static func control(in name: ArraySlice<UInt8>, qualified: Bool = false) -> String? {
        guard let first = name.first, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first) else { return nil }
        if name.starts(with: "UI".utf8) || name.starts(with: "NS".utf8) { return nil }
        return controls.first { control in
            (name.count > control.utf8.count || qualified && name.count == control.utf8.count)
                && name.reversed().starts(with: control.utf8.reversed())
        }
    }

    /// Whether an argument with this label is text the view shows: one of ``textLabels``, or a camel-case name
    /// ending in `Text`, `Title`, `Label`, `Placeholder` or `Prompt` (`addText:`, `removeTitle:`).
    static func isTextLabel(_ label: String) -> Bool {
        if textLabels.contains(label) { return true }
        return ["Text", "Title", "Label", "Placeholder", "Prompt"].contains { suffix in
            label.count > suffix.count && label.hasSuffix(suffix)
        }
    }

    /// The API standing for a call of such a view named `name`, like `control`.
    static func api(named name: String, control: String) -> UserFacingAPI {
        UserFacingAPI(
            name: name, form: .initializer, firstUnlabeled: true, labels: [], localizesKeys: false,
            element: control.lowercased(), assumedControl: control)
    }
}
