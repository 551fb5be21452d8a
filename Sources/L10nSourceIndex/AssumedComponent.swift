/// A view from a dependency the project index cannot read (no checkout: an Xcode project on a Linux CI), known
/// by its name alone: a type the project does not declare, called in a file that imports SwiftUI, whose name
/// ends in a SwiftUI control's name or a settings component's (`FancyToggle`, `SettingsSection`,
/// `ShortcutRecorder`), or is such a name qualified by a namespace the project does not declare
/// (`LaunchAtLogin.Toggle`, `Settings.Section`, `Settings.Pane`, `KeyboardShortcuts.Recorder`). Such views take
/// their title first, unlabelled, or in a text-like label, and show it, as the control they are named after
/// does; their findings say the text's fate was assumed. A UI library names its views with one prefix: when two
/// names of a file's family end in a control's name (`LuminareToggle`, `LuminareSection`), the family's other
/// views are such views too (`LuminareValueAdjuster`, `LuminareInfoView`).
///
///     AssumedComponent.control(in: "FancyToggle".utf8[...])                  // "Toggle"
///     AssumedComponent.control(in: "Toggle".utf8[...])                       // nil: SwiftUI's own, in the API catalogue
///     AssumedComponent.control(in: "Toggle".utf8[...], qualified: true)      // "Toggle": LaunchAtLogin.Toggle
///     AssumedComponent.control(in: "UIButton".utf8[...])                     // nil: a platform class
///     AssumedComponent.isTextLabel("addText")                                // true
///     AssumedComponent.family(of: "LuminareValueAdjuster".utf8[...])         // "Luminare"
package enum AssumedComponent {
    /// The SwiftUI controls whose names such views end with, and the parts of a settings window that component
    /// libraries add to them (a shortcut recorder, a settings pane), which show a title the same way.
    static let controls = swiftUIControls + ["Recorder", "Pane"]

    /// The SwiftUI controls among ``controls``.
    package static let swiftUIControls = [
        "Toggle", "Section", "Button", "Picker", "TextField", "Label", "Slider", "Stepper", "Link", "Menu", "Row", "List",
    ]

    /// Namespaces that are the platform's own modules: `SwiftUI.Toggle` is SwiftUI's, in the API catalogue.
    package static let platformModules: Set<String> = ["SwiftUI", "UIKit", "AppKit", "Foundation", "WidgetKit", "AppIntents"]

    /// The labels whose argument such a view shows, besides its first unlabelled one.
    static let textLabels: Set<String> = [
        "title", "label", "placeholder", "prompt", "subtitle", "header", "footer", "message", "caption", "hint",
        "info", "suffix", "prefix",
    ]

    /// The control `name` ends with, when it starts upper-case, is not a UIKit or AppKit class (`UI…`, `NS…`,
    /// which the API catalogue describes where they show text) and is longer than the control's name, or as long
    /// when `qualified` by a dependency's namespace (`LaunchAtLogin.Toggle`).
    package static func control(in name: ArraySlice<UInt8>, qualified: Bool = false) -> String? {
        // Most names end in no control's last letter: one look decides them (every call without an API asks).
        guard let first = name.first, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first), let last = name.last,
            controlEndings.contains(last)
        else { return nil }
        if name.starts(with: "UI".utf8) || name.starts(with: "NS".utf8) { return nil }
        for control in controlBytes
        where name.count > control.bytes.count || qualified && name.count == control.bytes.count {
            if name.suffix(control.bytes.count).elementsEqual(control.bytes) { return control.name }
        }
        return nil
    }

    /// ``controls`` with their bytes, and the bytes they end with.
    private static let controlBytes = controls.map { (name: $0, bytes: Array($0.utf8)) }
    private static let controlEndings = Set(controlBytes.compactMap(\.bytes.last))

    /// Whether an argument with this label is text the view shows: one of ``textLabels``, or a camel-case name
    /// ending in `Text`, `Title`, `Label`, `Placeholder`, `Prompt` or `Names` (`addText:`, `removeTitle:`,
    /// `colorNames: (red: "Red", …)`).
    package static func isTextLabel(_ label: String) -> Bool {
        if textLabels.contains(label) { return true }
        return ["Text", "Title", "Label", "Placeholder", "Prompt", "Names"].contains { suffix in
            label.count > suffix.count && label.hasSuffix(suffix)
        }
    }

    /// The family a type name belongs to: its first camel-case word (`Luminare` of `LuminareValueAdjuster`), when
    /// that word has three letters or more and more words follow; not for UIKit or AppKit classes.
    package static func family(of name: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
        guard let first = name.first, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first),
            !name.starts(with: "UI".utf8), !name.starts(with: "NS".utf8)
        else { return nil }
        guard let end = name.dropFirst().firstIndex(where: { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }),
            end - name.startIndex >= 3, name[name.index(before: end)] >= UInt8(ascii: "a")
        else { return nil }
        return name[..<end]
    }

    /// The families of a file whose names end in a control's name at least twice, two different controls or
    /// names (`LuminareToggle` and `LuminareSection`), each with one of those names: the file's calls of
    /// upper-case names (`Name(`) in one pass.
    package static func families(calling names: [ArraySlice<UInt8>]) -> [ArraySlice<UInt8>: String] {
        var members: [ArraySlice<UInt8>: Set<ArraySlice<UInt8>>] = [:]
        for name in names where control(in: name) != nil {
            if let family = family(of: name) { members[family, default: []].insert(name) }
        }
        var result: [ArraySlice<UInt8>: String] = [:]
        for (family, names) in members where names.count >= 2 {
            result[family] = names.map { String(decoding: $0, as: UTF8.self) }.min()
        }
        return result
    }

    /// The API standing for a call of a family's view named `name`, shown as its sibling `sibling` shows text;
    /// the suggested key's element is the name's last word (`adjuster` of `LuminareValueAdjuster`).
    package static func api(named name: String, sibling: String) -> UserFacingAPI {
        let lastWord = name.utf8.lastIndex { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }
            .map { String(name[$0...]).lowercased() } ?? name.lowercased()
        return UserFacingAPI(
            name: name, form: .initializer, firstUnlabeled: true, labels: [], localizesKeys: false,
            element: lastWord, assumedControl: sibling)
    }

    /// The API standing for a call of such a view named `name`, like `control`.
    package static func api(named name: String, control: String) -> UserFacingAPI {
        UserFacingAPI(
            name: name, form: .initializer, firstUnlabeled: true, labels: [],
            localizesKeys: swiftUIControls.contains(control) || localizingComponents.contains(name), element: control.lowercased(),
            assumedControl: control)
    }

    /// Components of well-known libraries whose title is a `LocalizedStringKey`, looked up as SwiftUI's controls
    /// look theirs up: KeyboardShortcuts' `Recorder(_ title: LocalizedStringKey, name:)` (since 2.3; LyricFever's
    /// recorders, their titles in its catalog).
    static let localizingComponents: Set<String> = ["KeyboardShortcuts.Recorder"]
}
