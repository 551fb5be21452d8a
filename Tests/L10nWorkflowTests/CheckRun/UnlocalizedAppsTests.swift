import Foundation
import L10nDiagnostics
import Testing

@testable import L10nWorkflow

/// Planet's `Croptop`: a second application target of the project that bundles no strings table, beside the
/// localized `Planet`, shows its text in English by design; its own files' hardcoded text is no gap of the localized
/// app. The code both apps compile, an extension's, and an app that links a target with tables keep their findings.
@Suite struct UnlocalizedAppsTests {
    /// Planet (application: Home.swift, Shared.swift; Localizable.strings in en and de), Croptop (application:
    /// Lite.swift, Shared.swift; only an asset catalog and InfoPlist.strings), Widget (app extension: Widget.swift).
    static func project(croptopDependsOnKit: Bool = false, planetTables: Bool = true) -> String {
        let planetResources = planetTables ? "B10" : ""
        let dependency = croptopDependsOnKit ? "D1" : ""
        return #"""
            // !$*UTF8*$!
            {
            	objects = {
            		B1 /* Home.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1 /* Home.swift */; };
            		B2 /* Shared.swift in Sources */ = {isa = PBXBuildFile; fileRef = F2 /* Shared.swift */; };
            		B3 /* Lite.swift in Sources */ = {isa = PBXBuildFile; fileRef = F3 /* Lite.swift */; };
            		B4 /* Shared.swift in Sources */ = {isa = PBXBuildFile; fileRef = F2 /* Shared.swift */; };
            		B5 /* Widget.swift in Sources */ = {isa = PBXBuildFile; fileRef = F5 /* Widget.swift */; };
            		B6 /* Assets.xcassets in Resources */ = {isa = PBXBuildFile; fileRef = F6 /* Assets.xcassets */; };
            		B7 /* InfoPlist.strings in Resources */ = {isa = PBXBuildFile; fileRef = V2 /* InfoPlist.strings */; };
            		B8 /* Kit.strings in Resources */ = {isa = PBXBuildFile; fileRef = F9 /* Kit.strings */; };
            		B10 /* Localizable.strings in Resources */ = {isa = PBXBuildFile; fileRef = V1 /* Localizable.strings */; };
            		D1 = {isa = PBXTargetDependency; target = T4 /* Kit */; };
            		F1 /* Home.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Home.swift; sourceTree = "<group>"; };
            		F2 /* Shared.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Shared.swift; sourceTree = "<group>"; };
            		F3 /* Lite.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Lite.swift; sourceTree = "<group>"; };
            		F5 /* Widget.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Widget.swift; sourceTree = "<group>"; };
            		F6 /* Assets.xcassets */ = {isa = PBXFileReference; lastKnownFileType = folder.assetcatalog; path = Assets.xcassets; sourceTree = "<group>"; };
            		F7 /* en */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
            		F8 /* de */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = de; path = de.lproj/Localizable.strings; sourceTree = "<group>"; };
            		F9 /* Kit.strings */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; path = Kit.strings; sourceTree = "<group>"; };
            		F10 /* en */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = en; path = en.lproj/InfoPlist.strings; sourceTree = "<group>"; };
            		G0 = {isa = PBXGroup; children = (G1, G2, G3, F2); sourceTree = "<group>"; };
            		G1 /* Planet */ = {isa = PBXGroup; children = (F1, V1, F9); path = Planet; sourceTree = "<group>"; };
            		G2 /* PlanetLite */ = {isa = PBXGroup; children = (F3, F6, V2); path = PlanetLite; sourceTree = "<group>"; };
            		G3 /* Widget */ = {isa = PBXGroup; children = (F5); path = Widget; sourceTree = "<group>"; };
            		P1 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2, T3, T4); };
            		R1 /* Resources */ = {isa = PBXResourcesBuildPhase; files = (\#(planetResources)); };
            		R2 /* Resources */ = {isa = PBXResourcesBuildPhase; files = (B6, B7); };
            		R4 /* Resources */ = {isa = PBXResourcesBuildPhase; files = (B8); };
            		S1 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (B1, B2); };
            		S2 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (B3, B4); };
            		S3 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (B5); };
            		T1 /* Planet */ = {isa = PBXNativeTarget; buildPhases = (S1, R1); dependencies = (); name = Planet; productType = "com.apple.product-type.application"; };
            		T2 /* Croptop */ = {isa = PBXNativeTarget; buildPhases = (S2, R2); dependencies = (\#(dependency)); name = Croptop; productType = "com.apple.product-type.application"; };
            		T3 /* Widget */ = {isa = PBXNativeTarget; buildPhases = (S3); dependencies = (); name = Widget; productType = "com.apple.product-type.app-extension"; };
            		T4 /* Kit */ = {isa = PBXNativeTarget; buildPhases = (R4); dependencies = (); name = Kit; productType = "com.apple.product-type.framework"; };
            		V1 /* Localizable.strings */ = {isa = PBXVariantGroup; children = (F7, F8); name = Localizable.strings; sourceTree = "<group>"; };
            		V2 /* InfoPlist.strings */ = {isa = PBXVariantGroup; children = (F10); name = InfoPlist.strings; sourceTree = "<group>"; };
            	};
            	rootObject = P1;
            }
            """#
    }

    static let files = ["Planet/Home.swift", "Shared.swift", "PlanetLite/Lite.swift", "Widget/Widget.swift"]

    func finding(_ file: String, rule: String = "hardcoded-string") -> Diagnostic {
        Diagnostic(
            location: SourceLocation(file: file, line: 3, column: 14), severity: .error, ruleID: rule,
            message: "hardcoded user-facing string 'Open Template in Terminal' in 'Text'")
    }

    func kept(_ project: String, _ findings: [Diagnostic]) throws -> [String] {
        let folder = try CheckRunTests.Folder()
        _ = try folder.write(project, "Planet.xcodeproj/project.pbxproj")
        for file in Self.files { _ = try folder.write("", file) }
        return UnlocalizedApps.filtered(findings, currentDirectory: folder.path).map { "\($0.location.file) \($0.ruleID)" }
    }

    @Test func aSecondAppWithoutTablesShowsItsTextAsWritten() throws {
        let findings = Self.files.map { finding($0) } + [
            finding("PlanetLite/Lite.swift", rule: "string-concatenation"), finding("PlanetLite/Lite.swift", rule: "locale-format"),
        ]
        #expect(try kept(Self.project(), findings) == [
            "Planet/Home.swift hardcoded-string", "Shared.swift hardcoded-string", "Widget/Widget.swift hardcoded-string",
            "PlanetLite/Lite.swift locale-format",
        ])
    }

    @Test func anAppThatLinksATargetWithTablesKeepsItsFindings() throws {
        let findings = Self.files.map { finding($0) }
        #expect(try kept(Self.project(croptopDependsOnKit: true), findings) == Self.files.map { "\($0) hardcoded-string" })
    }

    /// No target but a framework's bundles tables besides: Croptop is still an app without one. Without any table in
    /// the project (not even the framework's) the app is in English as a whole: no second app, nothing goes here.
    @Test func aProjectWithoutTablesIsNoneOfThisFiltersBusiness() throws {
        let findings = Self.files.map { finding($0) }
        let withoutTables = Self.project(planetTables: false).replacingOccurrences(of: "files = (B8)", with: "files = ()")
        #expect(try kept(withoutTables, findings) == Self.files.map { "\($0) hardcoded-string" })
    }
}
