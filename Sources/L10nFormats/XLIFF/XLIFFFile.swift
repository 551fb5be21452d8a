/// One `<file>` of an XLIFF document: a catalog, its languages and its units.
///
///     XLIFFFile(original: "App/Localizable.xcstrings", sourceLanguage: "en", targetLanguage: "es", units: units)
public struct XLIFFFile: Sendable, Hashable {
    /// The catalog path (`original` attribute).
    public var original: String
    public var sourceLanguage: String
    public var targetLanguage: String
    public var units: [TranslationUnit]
    /// 1-based line and column of the `<file>` element when read from a document; 0 for files built in code.
    public var line: Int
    public var column: Int

    public init(
        original: String, sourceLanguage: String, targetLanguage: String, units: [TranslationUnit] = [],
        line: Int = 0, column: Int = 0
    ) {
        self.original = original
        self.sourceLanguage = sourceLanguage
        self.targetLanguage = targetLanguage
        self.units = units
        self.line = line
        self.column = column
    }

    /// Groups units into files by (catalog, source language, target language), in order of first appearance.
    ///
    ///     XLIFFFile.grouping(units).map(\.original)   // ["A.xcstrings", "B.xcstrings"]
    public static func grouping(_ units: [TranslationUnit]) -> [XLIFFFile] {
        var files: [XLIFFFile] = []
        var indexByGroup: [[String]: Int] = [:]
        for unit in units {
            let group = [unit.file, unit.sourceLanguage, unit.targetLanguage]
            if let index = indexByGroup[group] {
                files[index].units.append(unit)
            } else {
                indexByGroup[group] = files.count
                files.append(
                    XLIFFFile(
                        original: unit.file, sourceLanguage: unit.sourceLanguage,
                        targetLanguage: unit.targetLanguage, units: [unit]))
            }
        }
        return files
    }
}

/// The tool named in each file's `<header><tool …/></header>`. Xcode writes its own
/// (`com.apple.dt.xcode`, `Xcode`, version, build); l10n writes `l10n`'s.
///
///     XLIFFTool.l10n(version: "0.1.0")
public struct XLIFFTool: Sendable, Hashable {
    public var id: String
    public var name: String
    public var version: String
    public var buildNumber: String

    public init(id: String, name: String, version: String, buildNumber: String) {
        self.id = id
        self.name = name
        self.version = version
        self.buildNumber = buildNumber
    }

    /// l10n's identity; the build number repeats the version (there is no separate build counter).
    public static func l10n(version: String) -> XLIFFTool {
        XLIFFTool(id: "l10n", name: "l10n", version: version, buildNumber: version)
    }
}
