/// App Intents: `LocalizedStringResource` titles, descriptions, dialogs and display representations, extracted by Xcode.
extension APICatalogue {
    static let appIntents = Section(
        framework: "App Intents",
        entries: [
            // App Intents: Xcode extracts these `LocalizedStringResource` arguments into the catalog.
            .swiftUI("IntentDialog", "dialog"),
            .swiftUI("IntentDescription", "description", labels: ["categoryName", "resultValueName"]),
            .swiftUI("Summary", "summary"),
            .swiftUI("DisplayRepresentation", "title", labels: ["title", "subtitle"]),
            UserFacingAPI(
                name: "TypeDisplayRepresentation", form: .initializer, firstUnlabeled: false, labels: ["name"],
                localizesKeys: true, element: "title"),
            UserFacingAPI(
                name: "Parameter", form: .initializer, firstUnlabeled: false,
                labels: ["title", "description", "requestValueDialog"], localizesKeys: true, element: "parameter"),
            UserFacingAPI(
                name: "Property", form: .initializer, firstUnlabeled: false, labels: ["title"], localizesKeys: true,
                element: "property"),
            UserFacingAPI(
                name: "AppShortcut", form: .initializer, firstUnlabeled: false, labels: ["shortTitle"], localizesKeys: true,
                element: "shortcut"),
            .modifier("result", "dialog", first: false, labels: ["dialog"]),
        ])
}
