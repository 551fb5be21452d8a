import L10nSourceParsing

extension FileFacts {
    /// What a file says of the views MapKit draws its annotations with.
    struct AnnotationViews: OptionSet, Sendable {
        let rawValue: UInt8
        /// The file makes the views itself: `mapView(_:viewFor annotation:)`. MapKit's own marker view, used
        /// without one, shows each annotation's title under its marker.
        static let madeByApp = AnnotationViews(rawValue: 1)
        /// The file shows an annotation's title: `canShowCallout = true`, an `MKMarkerAnnotationView` (its title
        /// under the marker), `titleVisibility`.
        static let showTitles = AnnotationViews(rawValue: 2)
    }

    /// ``AnnotationViews`` at identifier `index`.
    static func annotationViews(at index: Int, in view: CodeView) -> AnnotationViews {
        if view.token(index, is: "viewFor"), let colon = view.next(index), view.isPunctuation(colon, UInt8(ascii: ":")) {
            return .madeByApp
        }
        if view.token(index, is: "viewFor"), let name = view.next(index), view.token(name, is: "annotation") {
            return .madeByApp
        }
        if view.token(index, is: "MKMarkerAnnotationView") || view.token(index, is: "titleVisibility") { return .showTitles }
        if view.token(index, is: "canShowCallout"), let equals = view.next(index), view.isOperator(equals, "="),
            let value = view.next(equals), view.token(value, is: "true")
        {
            return .showTitles
        }
        return []
    }
}
