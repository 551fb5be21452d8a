import L10nCatalogChecks
import L10nFiles
import L10nSourceIndex
import L10nSourceRules

extension CheckRun {
    /// The options the Swift files are linted with: the configuration's, with the catalogs' keys (nil when no
    /// catalog was checked: then `unknown-key` does not run and only what `unused-key` needs is recorded), and
    /// `layout-direction` at the level the languages the project ships call for (``layoutDirectionLevel(shipping:)``)
    /// unless the configuration sets one.
    static func lintOptions(for request: CheckRequest, catalogKeys: Set<String>?, shippedLanguages: Set<String>) -> LintOptions {
        var options = lintOptions(for: request)
        options.setCatalogKeys(catalogKeys)
        options.setLayoutDirectionLevel(for: request, shipping: shippedLanguages)
        return options
    }

    /// ``lintOptions(for:catalogKeys:)`` without catalogs, with the project's dependencies' files: what the lint's
    /// first pass (the project index) reads the files with, before any catalog is read.
    static func baseLintOptions(for request: CheckRequest) -> LintOptions {
        var options = lintOptions(for: request)
        options.dependencyFiles = dependencyFiles(for: request)
        return options
    }

    /// The configuration's options, without catalogs.
    private static func lintOptions(for request: CheckRequest) -> LintOptions {
        let configuration = request.configuration
        var options = LintOptions(
            ruleLevels: configuration.rules, uiFunctions: configuration.uiFunctions,
            uiArguments: configuration.uiArguments, ignoreKeys: configuration.ignoreKeys,
            includeTests: configuration.includeTests, englishKeys: configuration.englishKeys,
            catalogKeys: nil, references: .none)
        options.setKeyStyle(for: request)
        let root = configuration.baseDirectory ?? request.currentDirectory
        let bundles = AppBundles(under: PathDisplay.absolute(root, from: request.currentDirectory))
        options.agentAppFolders = bundles.agentFolders
        options.screenlessExtensionFolders = bundles.screenlessExtensionFolders
        options.targetFolders = bundles.targetFolders
        options.productNames = bundles.productNames
        options.usageDescriptionKeys = bundles.knowsUsageDescriptions ? bundles.usageDescriptionKeys : nil
        options.deploymentTargets = bundles.deploymentTargets
        options.projectRegions = bundles.knownRegions
        // The files of other kinds that may make a Swift type.
        let walk = walkedFolders(for: request)
        let principalClasses = bundles.principalClasses
        options.namedElsewhere = { names, skipping in
            NamesOutsideSwift.named(
                names, roots: walk.roots, exclude: walk.exclude, rootNames: walk.rootNames, skipping: skipping)
                .union(names.intersection(principalClasses))
        }
        options.dataScripts = { DataScripts.scripts(roots: walk.roots, exclude: walk.exclude, rootNames: walk.rootNames) }
        options.unloadedNibs = { isUsedInSwift in
            UnloadedNibs.paths(roots: walk.roots, exclude: walk.exclude, rootNames: walk.rootNames, isUsedInSwift: isUsedInSwift)
        }
        return options
    }

    /// Where files of other kinds are looked for (``NamesOutsideSwift``, ``UnloadedStoryboards``): under the paths
    /// as typed, else the project's folder, less the configuration's `exclude`.
    static func walkedFolders(for request: CheckRequest) -> (roots: [String], exclude: [String], rootNames: [String]?) {
        let configuration = request.configuration
        let root = configuration.baseDirectory ?? request.currentDirectory
        let roots = request.paths.isEmpty ? [root] : request.paths
        let exclude = configuration.exclude
        let rootNames = exclude.isEmpty ? nil : roots.map { excludeName(of: $0, request) }
        return (roots.map { absoluteIfNeeded($0, request.currentDirectory) }, exclude, rootNames)
    }
}

extension CheckRun {
    /// The targets of the request's project left in English as a whole (``TargetsLeftInEnglish``), by the folders
    /// `options` found (``LintOptions/targetFolders``) and the files the project index saw localize
    /// (`localizingPaths`).
    static func targetsLeftInEnglish(_ request: CheckRequest, options: LintOptions, project: ProjectIndex)
        -> TargetsLeftInEnglish
    {
        let cwd = request.currentDirectory
        return TargetsLeftInEnglish(
            targetFolders: options.targetFolders, localizingPaths: project.localizingPaths,
            textLocalizingPaths: project.textLocalizingPaths,
            root: PathDisplay.absolute(request.configuration.baseDirectory ?? cwd, from: cwd), currentDirectory: cwd)
    }
}

extension LintOptions {
    /// `englishKeys` and what a key looks like, as the request's configuration says: the catalog rule's one
    /// decision of it (a pattern that does not compile is reported by the catalog check; the built-in convention
    /// stands in for it here). Set again for the lint's second pass: an index pass started ahead
    /// (``LintHeadStart``) was read before the catalogs decided them, and reads neither.
    mutating func setKeyStyle(for request: CheckRequest) {
        englishKeys = request.configuration.englishKeys
        let pattern = request.configuration.keyPattern.flatMap { try? KeyPattern(regularExpression: $0) } ?? .convention
        isConventionalKey = { pattern.matches($0) }
    }
}

extension LintOptions {
    /// The catalogs' keys (nil when no catalog was checked: then `unknown-key` does not run and only what
    /// `unused-key` needs is recorded), with the key references recorded for them.
    mutating func setCatalogKeys(_ keys: Set<String>?) {
        catalogKeys = keys
        references = keys == nil ? .none : .keys
    }
}

extension LintOptions {
    /// `layout-direction` at the level the languages the project ships call for (an error where one is written right
    /// to left, a note where none is), unless the configuration sets one. Known once the catalogs are read: after the
    /// lint's first pass started.
    mutating func setLayoutDirectionLevel(for request: CheckRequest, shipping languages: Set<String>) {
        if request.configuration.rules[CheckRun.layoutDirectionID] == nil {
            ruleLevels[CheckRun.layoutDirectionID] = CheckRun.layoutDirectionLevel(
                shipping: CheckRun.built(languages, knownRegions: projectRegions))
        }
    }
}
