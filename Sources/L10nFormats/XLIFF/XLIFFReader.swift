import Foundation
import L10nDiagnostics

/// Reads XLIFF 1.2: l10n's own exports, Xcode's `.xliff`, and every `.xliff` inside an `.xcloc` folder
/// (`<name>.xcloc/Localized Contents/<lang>.xliff`). The XML goes through `XMLReader`, so untrusted files are
/// safe (no DTDs, no entity expansion, bounded size and depth).
///
///     let files = try XLIFFReader.read(path: "es.xcloc")
///     for file in files { print(file.original, file.targetLanguage, file.units.count) }
///
/// - `<file>` must name `original`, `source-language` and `target-language`.
/// - `<trans-unit>`s are collected from `<body>` and any `<group>` in it, in document order; `translate="no"`
///   units are read with ``TranslationUnit/translatable`` false (the import skips them with a warning). The id
///   (which may be empty: Xcode writes `id=""` for an empty key) splits into key and variant at the last `|==|`.
/// - `<source>` and `<target>` text is kept exactly (never trimmed); a missing `<source>` reads as empty (Xcode
///   omits it for some newly added plural cases). A string set's `<mrk mtype="x-set">` phrases (App Shortcuts)
///   become ``TranslationUnit/sourceSet`` and ``TranslationUnit/targetSet``; any other inline markup (`<g>`,
///   `<x/>`, `<ph>`, …) is an error rather than silently flattened. Several `<note>`s are joined with a newline;
///   `from="auto-generated"` is kept.
/// - The target's `state` (and `state-qualifier`) becomes a catalog state through `XLIFFState`.
/// - Elements in the XLIFF 1.2 namespace or in no namespace are read; anything else (`alt-trans`,
///   `context-group`, other namespaces) is ignored.
public enum XLIFFReader {
    /// Reads a `.xliff` file, or every `.xliff` in an `.xcloc` folder's `Localized Contents` (sorted by name).
    public static func read(path: String, limits: XMLLimits = .default) throws(TranslationFileError) -> [XLIFFFile] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw TranslationFileError(path: path, line: 0, column: 0, message: "no such file or folder")
        }
        guard isDirectory.boolValue else {
            return try read(bytes: readBytes(path, limits: limits), path: path, limits: limits)
        }
        let contents = (path as NSString).appendingPathComponent("Localized Contents")
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: contents) else {
            throw TranslationFileError(
                path: path, line: 0, column: 0,
                message: "folder is not an '.xcloc' localization catalog (no 'Localized Contents' folder)")
        }
        var files: [XLIFFFile] = []
        for name in names.sorted() where name.hasSuffix(".xliff") {
            let xliffPath = (contents as NSString).appendingPathComponent(name)
            files += try read(bytes: readBytes(xliffPath, limits: limits), path: xliffPath, limits: limits)
        }
        return files
    }

    /// Reads one XLIFF document; `path` is used in errors and unit locations.
    public static func read(bytes: [UInt8], path: String, limits: XMLLimits = .default) throws(TranslationFileError)
        -> [XLIFFFile]
    {
        let root: XMLElementNode
        do {
            root = try XMLReader.parse(bytes, limits: limits)
        } catch {
            throw error.inFile(path)
        }
        guard root.localName == "xliff" else {
            throw failure(root, path, "expected an xliff document, found root element '\(root.name)'")
        }
        if let version = root.attribute("version"), version != "1.2", version != "1.1", version != "1.0" {
            throw failure(root, path, "unsupported xliff version '\(version)'; l10n reads xliff 1.2")
        }
        if let namespace = root.namespace, namespace != XLIFFWriter.namespace {
            throw failure(root, path, "unsupported xliff namespace '\(namespace)'; l10n reads xliff 1.2")
        }
        var files: [XLIFFFile] = []
        for fileElement in root.elements where isXLIFF(fileElement, "file") {
            let original = try required("original", of: fileElement, path)
            let sourceLanguage = try required("source-language", of: fileElement, path)
            let targetLanguage = try required("target-language", of: fileElement, path)
            var file = XLIFFFile(
                original: original, sourceLanguage: sourceLanguage, targetLanguage: targetLanguage,
                line: fileElement.line, column: fileElement.column)
            for unitElement in transUnits(in: fileElement) {
                if let unit = try unit(unitElement, in: file, path: path) { file.units.append(unit) }
            }
            files.append(file)
        }
        return files
    }

    // MARK: - Private

    private static func failure(_ node: XMLElementNode, _ path: String, _ message: String) -> TranslationFileError {
        TranslationFileError(path: path, line: node.line, column: node.column, message: message)
    }

    private static func required(_ name: String, of element: XMLElementNode, _ path: String)
        throws(TranslationFileError) -> String
    {
        guard let value = element.attribute(name), !value.isEmpty else {
            throw failure(element, path, "'\(element.localName)' has no '\(name)' attribute")
        }
        return value
    }

    private static func isXLIFF(_ element: XMLElementNode, _ name: String) -> Bool {
        element.localName == name && (element.namespace == nil || element.namespace == XLIFFWriter.namespace)
    }

    /// Every `trans-unit` under the file's `body`, through any nesting of `group`, in document order.
    private static func transUnits(in file: XMLElementNode) -> [XMLElementNode] {
        var result: [XMLElementNode] = []
        // Iterative walk; each stack entry is a container's children and the index of the next one to visit.
        var stack: [([XMLElementNode], Int)] = []
        for body in file.elements.reversed() where isXLIFF(body, "body") { stack.append((body.elements, 0)) }
        while let (children, next) = stack.last {
            guard next < children.count else {
                stack.removeLast()
                continue
            }
            stack[stack.count - 1].1 = next + 1
            let child = children[next]
            if isXLIFF(child, "trans-unit") {
                result.append(child)
            } else if isXLIFF(child, "group") {
                stack.append((child.elements, 0))
            }
        }
        return result
    }

    private static func unit(_ element: XMLElementNode, in file: XLIFFFile, path: String)
        throws(TranslationFileError) -> TranslationUnit?
    {
        // Xcode writes `id=""` for a catalog's empty key: the attribute must be there, but may be empty.
        guard let id = element.attribute("id") else {
            throw failure(element, path, "'trans-unit' has no 'id' attribute")
        }
        var source: String?
        var target: String?
        var sourceSet: [String]?
        var targetSet: [String]?
        var state: String?
        var notes: [String] = []
        var glossary: String?
        var autoGenerated = false
        for child in element.elements {
            let name = child.localName
            let isText = name == "source" || name == "target" || name == "note"
            guard isText, isXLIFF(child, name) else { continue }
            let set = try stringSet(in: child, path: path)
            switch name {
            case "source":
                guard source == nil else { throw failure(child, path, "'trans-unit' '\(id)' has more than one 'source'") }
                source = set?.joined(separator: "\n") ?? child.text
                sourceSet = set
            case "target":
                guard target == nil else { throw failure(child, path, "'trans-unit' '\(id)' has more than one 'target'") }
                target = set?.joined(separator: "\n") ?? child.text
                targetSet = set
                if let xliffState = child.attribute("state") {
                    state = XLIFFState.catalogState(xliff: xliffState, qualifier: child.attribute("state-qualifier"))
                }
            default:
                let note = child.text
                // l10n's glossary note (`<note from="glossary">Glossary: …</note>`) is no developer comment.
                if child.attribute("from") == "glossary" {
                    glossary = note.hasPrefix("Glossary: ") ? String(note.dropFirst("Glossary: ".count)) : note
                    continue
                }
                // Nor is l10n's note of check findings (`<note from="l10n">l10n check: …</note>`).
                if child.attribute("from") == "l10n" { continue }
                if !note.isEmpty { notes.append(note) }
                if child.attribute("from") == "auto-generated" { autoGenerated = true }
            }
        }
        let parts = TranslationUnit.split(id: id)
        let comment: String? = notes.isEmpty ? nil : notes.joined(separator: "\n")
        var unit = TranslationUnit(
            file: file.original, key: parts.key, variant: parts.variant, source: source ?? "", target: target,
            state: state, comment: comment, commentIsAutoGenerated: autoGenerated && comment != nil,
            translatable: element.attribute("translate") != "no", sourceSet: sourceSet, targetSet: targetSet,
            sourceLanguage: file.sourceLanguage, targetLanguage: file.targetLanguage,
            location: SourceLocation(file: path, line: element.line, column: element.column))
        unit.glossary = glossary
        return unit
    }

    /// A string set's phrases when `element` (a `source` or `target`) holds Xcode's `<mrk mtype="x-set">`s, nil
    /// when it holds text only. Whitespace between the `mrk`s is layout; any other element or text is an error.
    private static func stringSet(in element: XMLElementNode, path: String) throws(TranslationFileError) -> [String]? {
        let inlines = element.elements
        guard !inlines.isEmpty else { return nil }
        for inline in inlines
        where !(isXLIFF(inline, "mrk") && inline.attribute("mtype") == "x-set" && inline.elements.isEmpty) {
            throw failure(inline, path, "inline element '\(inline.name)' inside '\(element.localName)' is not supported")
        }
        for child in element.children {
            if case .text(let text) = child, !text.allSatisfy(\.isWhitespace) {
                throw failure(element, path, "text beside 'mrk' elements inside '\(element.localName)' is not supported")
            }
        }
        return inlines.map(\.text)
    }

    private static func readBytes(_ path: String, limits: XMLLimits) throws(TranslationFileError) -> [UInt8] {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let size = (attributes?[FileAttributeKey.size] as? NSNumber)?.intValue ?? 0
        guard size <= limits.maximumBytes else {
            throw TranslationFileError(
                path: path, line: 0, column: 0,
                message: "file is \(size) bytes, over the limit of \(limits.maximumBytes) bytes")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw TranslationFileError(path: path, line: 0, column: 0, message: "cannot read the file")
        }
        return [UInt8](data)
    }
}
