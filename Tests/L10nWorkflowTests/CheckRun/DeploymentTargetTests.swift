import Testing

@testable import L10nWorkflow

/// The deployment targets an `.xcodeproj` builds for, read from its build configurations: a target's own setting
/// overrides the project's (TiTi's project still says iOS 13.5; its app and widget need 17.0 and 16.2).
@Suite struct DeploymentTargetTests {
    static let projectLevel = """
        93B0852F /* Debug */ = {
            isa = XCBuildConfiguration;
            buildSettings = {
                ALWAYS_SEARCH_USER_PATHS = NO;
                IPHONEOS_DEPLOYMENT_TARGET = 13.5;
                SDKROOT = iphoneos;
            };
            name = Debug;
        };
        """

    static func target(_ name: String, iOS: String?, tests: Bool = false) -> String {
        var settings = ["INFOPLIST_FILE = \(name)/Info.plist;"]
        if let iOS { settings.append("IPHONEOS_DEPLOYMENT_TARGET = \(iOS);") }
        if tests { settings.append("TEST_HOST = App.app/App;") }
        settings.append("PRODUCT_NAME = \"$(TARGET_NAME)\";")
        return "\(name) /* Debug */ = {\n    isa = XCBuildConfiguration;\n    buildSettings = {\n"
            + settings.map { "        \($0)\n" }.joined() + "    };\n    name = Debug;\n};"
    }

    @Test func aTargetsOwnSettingOverridesTheProjects() {
        let project = [Self.projectLevel, Self.target("Project_Timer", iOS: "17.0"), Self.target("Widget", iOS: "16.2")]
            .joined(separator: "\n")
        #expect(AppBundles.deploymentTargets(inProject: project) == ["iOS": [16, 2]])
        // A test bundle that inherits the project's setting runs no user's code.
        let withTests = project + "\n" + Self.target("AppTests", iOS: nil, tests: true)
        #expect(AppBundles.deploymentTargets(inProject: withTests) == ["iOS": [16, 2]])
    }

    /// TimePiece's project configuration sets a macOS deployment target beside `SDKROOT = iphoneos`; no target builds
    /// for macOS, so the app is built for iOS alone. A target whose own SDK is macOS inherits that setting.
    @Test func anotherPlatformsSettingBesideTheSDKIsReadOnlyForATargetOfThatPlatform() {
        let projectLevel = "Project /* Debug */ = {\n    isa = XCBuildConfiguration;\n    buildSettings = {\n"
            + "        IPHONEOS_DEPLOYMENT_TARGET = 16.0;\n        MACOSX_DEPLOYMENT_TARGET = 11.0;\n        SDKROOT = iphoneos;\n"
            + "    };\n    name = Debug;\n};"
        let iOSOnly = [projectLevel, Self.target("App", iOS: nil), Self.target("Widget", iOS: "16.0")].joined(separator: "\n")
        #expect(AppBundles.deploymentTargets(inProject: iOSOnly) == ["iOS": [16, 0]])
        let macTarget = "Mac /* Debug */ = {\n    isa = XCBuildConfiguration;\n    buildSettings = {\n"
            + "        PRODUCT_NAME = \"$(TARGET_NAME)\";\n        SDKROOT = macosx;\n    };\n    name = Debug;\n};"
        #expect(AppBundles.deploymentTargets(inProject: iOSOnly + "\n" + macTarget) == ["iOS": [16, 0], "macOS": [11, 0]])
    }

    @Test func aTargetWithoutItsOwnInheritsTheProjects() {
        let project = [Self.projectLevel, Self.target("App", iOS: "17.0"), Self.target("Share", iOS: nil)]
            .joined(separator: "\n")
        #expect(AppBundles.deploymentTargets(inProject: project) == ["iOS": [13, 5]])
        // No target sets one: the project's is every target's.
        #expect(AppBundles.deploymentTargets(inProject: Self.projectLevel + "\n" + Self.target("App", iOS: nil)) == ["iOS": [13, 5]])
    }

    /// A Tuist project commits its manifest, not the Xcode project it generates (wherewego: `destinations: [.iPhone,
    /// .iPad]`, `deploymentTargets: .iOS("18.0")`); a multiplatform target names each platform, and the older form
    /// its version with `targetVersion:`.
    @Test func aTuistManifestsDeploymentTargets() {
        let manifest = """
            import ProjectDescription
            let project = Project(name: "App", targets: [
                .target(name: "App", destinations: [.iPhone, .iPad], product: .app, bundleId: "io.example.app",
                        deploymentTargets: .iOS("18.0"), infoPlist: .file(path: "Resources/Info.plist")),
                .target(name: "Widget", destinations: [.iPhone], product: .appExtension, bundleId: "io.example.app.widget",
                        deploymentTargets: .iOS("17.2")),
            ])
            """
        #expect(AppBundles.deploymentTargets(inTuistManifest: manifest) == ["iOS": [17, 2]])
        #expect(AppBundles.deploymentTargets(inTuistManifest: #"deploymentTargets: .multiplatform(iOS: "17.0", macOS: "14.0")"#)
            == ["iOS": [17, 0], "macOS": [14, 0]])
        #expect(AppBundles.deploymentTargets(inTuistManifest: #"deploymentTarget: .iOS(targetVersion: "15.0", devices: [.iphone])"#)
            == ["iOS": [15, 0]])
        #expect(AppBundles.deploymentTargets(inTuistManifest: #"let name = "iOS App""#) == [:])
    }
}
