import Foundation
import Testing

@testable import L10nWorkflow

/// ManicEMU keeps twenty libraries beside its app, each in a folder with its own manifest and licence
/// (`HXPhotoPicker/HXPhotoPicker.podspec` and an MIT `LICENSE` under an AGPL app): `init` leaves them out with their
/// tables, and keeps the team's own modules (a podspec without a licence; one whose licence is the app's).
@Suite struct VendoredLibrariesTests {
    static let agpl = "                    GNU AFFERO GENERAL PUBLIC LICENSE\n                       Version 3, 19 November 2007\n\n Copyright (C) 2007 Free Software Foundation, Inc. <https://fsf.org/>\n"
    static let gpl = "                    GNU GENERAL PUBLIC LICENSE\n                       Version 3, 29 June 2007\n\n Copyright (C) 2007 Free Software Foundation, Inc. <https://fsf.org/>\n"
    static func mit(_ owner: String) -> String {
        "MIT License\n\nCopyright (c) 2016 \(owner)\n\nPermission is hereby granted, free of charge, to any person obtaining a copy\n"
    }

    /// The survey of a temporary folder holding `files` (``ProjectSurveyGeneratedTests/survey(_:)``).
    func survey(_ files: [String: String]) throws -> ProjectSurvey { try ProjectSurveyGeneratedTests().survey(files) }

    @Test func librariesWithTheirOwnManifestAndAnotherLicenceAreLeftOut() throws {
        let survey = try survey([
            "LICENSE": Self.agpl,
            "ManicEmu/App/HomeView.swift": "struct HomeView {}",
            "ManicEmu/Resources/en.lproj/Localizable.strings": "\"a\" = \"A\";",
            // Someone else's library, with its example app and its own table.
            "HXPhotoPicker/HXPhotoPicker.podspec": "Pod::Spec.new do |s| end",
            "HXPhotoPicker/LICENSE": Self.mit("Silence"),
            "HXPhotoPicker/Sources/HXPhotoPicker/Picker.swift": "struct Picker {}",
            "HXPhotoPicker/Sources/HXPhotoPicker/Resources/en.lproj/Localizable.strings": "\"b\" = \"B\";",
            "SwipeCellKit/Package.swift": "// swift-tools-version:5.0",
            "SwipeCellKit/LICENSE": Self.mit("Jeremy Koch"),
            "SwipeCellKit/Source/SwipeController.swift": "struct SwipeController {}",
            // The team's own modules: a podspec without a licence, and one under the app's own licence.
            "ManicSupport/ManicSupport.podspec": "Pod::Spec.new do |s| end",
            "ManicSupport/Sources/Support.swift": "struct Support {}",
            "Services/Services.podspec": "Pod::Spec.new do |s| end",
            "Services/LICENSE": Self.agpl + "\nThe app's own services.\n",
            "Services/Sources/Service.swift": "struct Service {}",
        ])
        #expect(survey.sourceRoots == ["ManicEmu", "ManicSupport", "Services"])
        #expect(survey.swiftFiles == 3)
        let vendored = survey.leftOut.filter { $0.reason == .vendored }.map(\.path)
        #expect(vendored == ["HXPhotoPicker", "SwipeCellKit"])
        #expect(survey.exclude.contains("HXPhotoPicker") && survey.exclude.contains("SwipeCellKit"))
    }

    /// ballast commits a build's products: `build/Debug-iphoneos/Ballast.app/…/en.lproj/Localizable.strings`, a stale
    /// copy of the app's table, is no table of the project; a folder named `Debug` is the project's own.
    @Test func aBuildsProductsAreLeftOut() throws {
        let survey = try survey([
            "Ballast/HomeView.swift": "struct HomeView {}",
            "Shared/en.lproj/Localizable.strings": "\"a\" = \"A\";",
            "build/Debug-iphoneos/Ballast.app/PlugIns/BallastMonitor.appex/en.lproj/Localizable.strings": "\"b\" = \"B\";",
            "Ballast/Debug/DebugView.swift": "struct DebugView {}",
        ])
        #expect(survey.leftOut.filter { $0.reason == .dependencies }.map(\.path) == ["build/Debug-iphoneos"])
        #expect(survey.sourceRoots == ["Ballast"])
        #expect(ProjectSurvey.isBuildProduct("Ballast.app") && ProjectSurvey.isBuildProduct("Release-iphonesimulator"))
        #expect(!ProjectSurvey.isBuildProduct("Debug") && !ProjectSurvey.isBuildProduct("Debug-Tools"))
    }

    @Test func aProjectWithoutALicenceLeavesOutEveryLicensedLibrary() throws {
        let survey = try survey([
            "App/HomeView.swift": "struct HomeView {}",
            "Libraries/SnapKit/SnapKit.podspec": "Pod::Spec.new do |s| end",
            "Libraries/SnapKit/LICENSE": Self.mit("SnapKit Team"),
            "Libraries/SnapKit/Sources/Constraint.swift": "struct Constraint {}",
        ])
        #expect(survey.sourceRoots == ["App"])
        #expect(survey.leftOut.filter { $0.reason == .vendored }.map(\.path) == ["Libraries/SnapKit"])
    }

    /// Rayon: its only table is its copy of SymbolPicker's; the project is described as a whole, as before.
    @Test func aProjectWhoseOnlyTablesAreALibrarysKeepsIt() throws {
        let survey = try survey([
            "Application/HomeView.swift": "struct HomeView {}",
            "Foundation/SymbolPicker/Package.swift": "// swift-tools-version:5.5",
            "Foundation/SymbolPicker/LICENSE": Self.mit("Yubo Qin"),
            "Foundation/SymbolPicker/Sources/SymbolPicker/SymbolPicker.swift": "struct SymbolPicker {}",
            "Foundation/SymbolPicker/Sources/SymbolPicker/Resources/en.lproj/Localizable.strings": "\"Search\" = \"Search\";",
        ])
        #expect(survey.leftOut.filter { $0.reason == .vendored }.isEmpty)
        #expect(survey.sourceRoots == ["Application", "Foundation"])
    }

    @Test func aLicenceIsKnownByItsKindAndOwner() {
        #expect(VendoredLibraries.identity(of: Self.gpl) == .init(kind: "GPL", owner: "free software foundation inc https fsf org"))
        #expect(VendoredLibraries.identity(of: Self.agpl).kind == "AGPL")
        #expect(VendoredLibraries.identity(of: Self.mit("Jeremy Koch")) == .init(kind: "MIT", owner: "jeremy koch"))
        #expect(VendoredLibraries.identity(of: Self.mit("Jeremy Koch")) != VendoredLibraries.identity(of: Self.mit("Silence")))
        #expect(VendoredLibraries.isLicence("LICENSE.md") && VendoredLibraries.isLicence("Copying") && !VendoredLibraries.isLicence("LicenseView.swift"))
    }
}
