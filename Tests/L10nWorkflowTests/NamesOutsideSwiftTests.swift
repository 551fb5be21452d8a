import Testing

@testable import L10nWorkflow

@Suite struct NamesOutsideSwiftTests {
    @Test func aNameCountsAsAWholeWordOnly() {
        let storyboard = Array(#"<viewController customClass="OnboardingController" customModule="App"/> <!-- OldOnboardingControllerX -->"#.utf8)
        #expect(NamesOutsideSwift.named(["OnboardingController", "OldOnboarding", "Settings"], in: storyboard) == ["OnboardingController"])
        let plist = Array("<string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>".utf8)
        #expect(NamesOutsideSwift.named(["SceneDelegate", "PRODUCT"], in: plist) == ["SceneDelegate"])
        let objectiveC = Array("ReportController *report = [[ReportController alloc] init];".utf8)
        #expect(NamesOutsideSwift.named(["Report", "ReportController"], in: objectiveC) == ["ReportController"])
    }
}
