/// A view from a dependency the project index cannot read (no checkout: an Xcode project on a Linux CI), known
/// by its name alone: a type the project does not declare, called in a file that imports SwiftUI, whose name
/// ends in a SwiftUI control's name (`LaunchAtLogin.Toggle`, `FancyToggle`, `SettingsSection`, `KeyboardShortcuts
/// .Recorder` is not: no control's name). Such views take their title first, unlabelled, or in a text-like
/// label, and show it, as the control they are named after does; their findings say the text's fate was assumed.
///
///     AssumedComponent.control(in: "FancyToggle".utf8[...])     // "Toggle"
///     AssumedComponent.control(in: "Toggle".utf8[...])          // nil: SwiftUI's own, in the API catalogue
///     AssumedComponent.control(in: "UIButton".utf8[...])        // nil: a platform class
///     AssumedComponent.isTextLabel("addText")                   // true
enum AssumedComponent {
    /// The SwiftUI controls whose names such views end with.
    static let controls = [
        "Toggle", "Section", "Button", "Picker", "TextField", "Label", "Slider", "Stepper", "Link", "Menu", "Row", "List",
    ]

    /// The labels whose argument such a view shows, besides its first unlabelled one.
    static let textLabels: Set<String> = [
        "title", "label", "placeholder", "prompt", "subtitle", "header", "footer", "message", "caption", "hint",
    ]

    /// The control `name` ends with, when it is longer than it, starts upper-case and is not a UIKit or AppKit
    /// class (`UI…`, `NS…`, which the API catalogue describes where they show text).
    static func control(in name: ArraySlice<UInt8>) -> String? {
        guard let first = name.first, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first) else { return nil }
        if name.starts(with: "UI".utf8) || name.starts(with: "NS".utf8) { return nil }
        return controls.first { control in
            name.count > control.utf8.count && name.reversed().starts(with: control.utf8.reversed())
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
