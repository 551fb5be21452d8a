/// What the widget gallery shows.
extension APICatalogue {
    static let widgetKit = Section(
        framework: "WidgetKit",
        entries: [
            // WidgetKit: the widget gallery shows a widget's name and description.
            .modifier("configurationDisplayName", "widget"),
            .modifier("description", "widget"),
        ])
}
