import L10nCatalogChecks
import L10nFiles
import XCStrings

/// String Catalogs read already, handed to the check that reads them next: `l10n check` without a configuration
/// reads every catalog to infer it (``ProjectInit/infer(root:currentDirectory:checked:)``), then checks them.
/// The check takes each catalog it would read (the file's content is the same: it was read moments before), and
/// drops the rest once its catalogs are read, so none is held through the lint.
///
///     let read = ReadCatalogs()
///     read.keep(catalog, at: "/repo/App/Localizable.xcstrings")
///     read.take("/repo/App/Localizable.xcstrings")   // the catalog, once
///     read.drop()                                      // the others are let go
public final class ReadCatalogs: Sendable {
    private let catalogs = Locked<[String: StringCatalog]>([:])
    /// Each catalog's coverage as the inference counted it: the check takes it when it counts alike
    /// (``CountedCoverage``).
    private let coverage = Locked<[String: CountedCoverage]>([:])

    public init() {}

    /// Keeps `catalog`, read from the file at the absolute path `path`.
    func keep(_ catalog: StringCatalog, at path: String) {
        catalogs.withLock { $0[path] = catalog }
    }

    /// The catalog read from the file at the absolute path `path`, if any: handed out once.
    func take(_ path: String) -> StringCatalog? {
        catalogs.withLock { $0.removeValue(forKey: path) }
    }

    /// Keeps the coverage counted of the catalog read from the file at the absolute path `path`.
    func keep(_ counted: CountedCoverage, at path: String) {
        coverage.withLock { $0[path] = counted }
    }

    /// The coverage counted of the catalog read from the file at the absolute path `path`, if any: handed out once.
    func takeCoverage(_ path: String) -> CountedCoverage? {
        coverage.withLock { $0.removeValue(forKey: path) }
    }

    /// Lets every catalog and coverage not taken go.
    func drop() {
        catalogs.withLock { $0 = [:] }
        coverage.withLock { $0 = [:] }
    }
}
