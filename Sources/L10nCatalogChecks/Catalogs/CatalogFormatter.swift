import Foundation
import L10nFiles
import XCStrings

/// `l10n format`: finds catalogs, works out which are not in Xcode's canonical form, and rewrites them.
///
///     let plan = try CatalogFormatter.plan(paths: ["."])
///     if plan.errors.isEmpty { try CatalogFormatter.apply(plan) }
public enum CatalogFormatter {
    /// A catalog whose bytes differ from its canonical form.
    public struct Change: Sendable {
        public var path: String
        public var canonicalBytes: [UInt8]
    }

    /// What formatting would do: the files looked at, the ones to rewrite, and the ones that could not be read.
    public struct Plan: Sendable {
        public var files: [String] = []
        public var changes: [Change] = []
        public var errors: [CatalogError] = []
    }

    /// The canonical bytes of the catalog `bytes`, or nil when they are canonical already.
    ///
    /// - Throws: ``CatalogError`` when the bytes are not a valid catalog.
    public static func canonicalBytes(of bytes: [UInt8], path: String) throws(CatalogError) -> [UInt8]? {
        let catalog = try StringCatalog(bytes: bytes, path: path)
        let canonical = catalog.canonicalBytes(capacityHint: bytes.count + 64)
        return canonical == bytes ? nil : canonical
    }

    /// Reads every catalog under `paths` and computes its canonical form; nothing is written.
    ///
    /// - Throws: ``CatalogError`` when a path does not exist. Unreadable or malformed catalogs are collected in
    ///   ``Plan/errors`` instead, so every problem is reported at once.
    /// With `keepingBytes` false (for `--check`) the canonical bytes are not kept: changes list paths only and
    /// each file is compared with its canonical form as it is written, without holding a second copy.
    ///
    /// With `exitsAfterward` (a command-line run that ends right after) the last catalog read is not freed:
    /// freeing a large catalog's many small allocations costs about a fifth of a `format --check` run, and the
    /// process exit returns the memory anyway. At most one catalog is kept this way.
    public static func plan(
        paths: [String], keepingBytes: Bool = true, exitsAfterward: Bool = false
    ) throws(CatalogError) -> Plan {
        var plan = Plan()
        plan.files = try CatalogFinder.find(paths)
        for path in plan.files {
            // Free the previous file's catalog before reading the next: one catalog in memory at a time.
            if exitsAfterward { keepLastCatalog(nil) }
            do throws(CatalogError) {
                let catalog: StringCatalog
                if keepingBytes {
                    let bytes = try FileReader.readInput(path)
                    catalog = try StringCatalog(bytes: bytes, path: path)
                    let canonical = catalog.canonicalBytes(capacityHint: bytes.count + 64)
                    if canonical != bytes { plan.changes.append(Change(path: path, canonicalBytes: canonical)) }
                } else {
                    // Read and compared from the file mapped, each part handed back once done: the model and a
                    // window of the file are held, not the file besides (peak memory 2.5 -> 1.5 times a 56 MB file).
                    // Each entry is compared as soon as it is read, on another core when there is one.
                    let read = try StringCatalog.read(try MappedFile.input(path), path: path)
                    catalog = read.catalog
                    if read.canonical == nil { plan.changes.append(Change(path: path, canonicalBytes: [])) }
                }
                if exitsAfterward { keepLastCatalog(catalog) }
            } catch {
                plan.errors.append(error)
            }
        }
        return plan
    }

    /// Writes every change of the plan, each atomically.
    public static func apply(_ plan: Plan) throws(CatalogError) {
        for change in plan.changes {
            do {
                try AtomicFile.write(change.canonicalBytes, to: change.path)
            } catch {
                throw CatalogError(file: change.path, line: 0, column: 0, message: error.message)
            }
        }
    }
}

/// The most recent catalog, kept alive until the process exits (see `exitsAfterward`).
private let lastCatalog = Locked<StringCatalog?>(nil)

/// Keeps `catalog` alive; the one it replaces is freed as usual, after the lock is released.
private func keepLastCatalog(_ catalog: StringCatalog?) {
    let previous = lastCatalog.withLock { kept in
        let previous = kept
        kept = catalog
        return previous
    }
    _ = previous
}
