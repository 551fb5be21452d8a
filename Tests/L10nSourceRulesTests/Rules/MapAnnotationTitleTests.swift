import Foundation
import L10nDiagnostics
import L10nSourceIndex
import L10nSourceParsing
import Testing

@testable import L10nSourceRules

/// open-rmbt's evidence, read from the whole project: its measurement pins (`class RMBTMeasurementPin: NSObject,
/// MKAnnotation`, titled 'Pin') are drawn by views the app makes with `canShowCallout = false`, so MapKit shows
/// no title. An app that shows callouts keeps the finding.
@Suite struct MapAnnotationTitleTests {
    static let pin = """
        import MapKit
        class MeasurementPin: NSObject, MKAnnotation {
            let coordinate: CLLocationCoordinate2D
            let title: String?
            init(title: String?, coordinate: CLLocationCoordinate2D) {
                self.title = title
                self.coordinate = coordinate
            }
        }
        """

    static func map(showsCallout: Bool) -> String {
        """
        import MapKit
        final class MapViewController: UIViewController, MKMapViewDelegate {
            let mapView = MKMapView()
            func show(_ coordinate: CLLocationCoordinate2D) {
                mapView.addAnnotation(MeasurementPin(title: "Your measurement", coordinate: coordinate))
            }
            func mapView(_ mapView: MKMapView, viewFor annotation: MKAnnotation) -> MKAnnotationView? {
                let view = MKAnnotationView(annotation: annotation, reuseIdentifier: "pin")
                view.canShowCallout = \(showsCallout)
                return view
            }
        }
        """
    }

    func findings(_ sources: [String: String], rule: String) throws -> [String] {
        let folder = try ScratchFolder()
        let files = try sources.sorted { $0.key < $1.key }.map { try folder.write($0.value, to: $0.key) }
        return SourceLintRunner.run(files: files, options: LintOptions()).diagnostics
            .filter { $0.ruleID == rule }.map { "\(($0.location.file as NSString).lastPathComponent):\($0.location.line)" }
    }

    @Test func anAnnotationTitleNoViewShowsIsNotReported() throws {
        let files = ["App/MeasurementPin.swift": Self.pin, "App/MapViewController.swift": Self.map(showsCallout: false)]
        #expect(try findings(files, rule: "hardcoded-string") == [])
    }

    @Test func anAnnotationTitleACalloutShowsIsReported() throws {
        let files = ["App/MeasurementPin.swift": Self.pin, "App/MapViewController.swift": Self.map(showsCallout: true)]
        #expect(try findings(files, rule: "hardcoded-string") == ["MapViewController.swift:5"])
    }
}
