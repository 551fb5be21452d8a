import Testing

@testable import L10nSourceIndex

/// A view of a dependency the index cannot read stands for the control its name ends in. KeyboardShortcuts'
/// `Recorder` takes its title as a `LocalizedStringKey` (since 2.3: `init(_ title: LocalizedStringKey, name:)`), so
/// its title is looked up as SwiftUI's controls' are (LyricFever's recorders, whose titles its catalog translates);
/// another library's recorder or pane is taken to show its title as given.
@Suite struct AssumedComponentTests {
    @Test func keyboardShortcutsRecorderLooksItsTitleUp() {
        #expect(AssumedComponent.api(named: "KeyboardShortcuts.Recorder", control: "Recorder").localizesKeys)
        #expect(AssumedComponent.api(named: "LaunchAtLogin.Toggle", control: "Toggle").localizesKeys)
        #expect(!AssumedComponent.api(named: "ShortcutRecorder", control: "Recorder").localizesKeys)
        #expect(!AssumedComponent.api(named: "Settings.Pane", control: "Pane").localizesKeys)
    }
}
