import L10nFiles

/// SARIF 2.1.0 (OASIS), the format GitHub code scanning and SARIF viewers read.
///
/// One run whose `tool.driver` lists every rule (`id`, `name`, `shortDescription` = summary,
/// `fullDescription` = rationale, `defaultConfiguration.level`, `help`), then one result per diagnostic with
/// `ruleId`, `ruleIndex`, `level`, `message.text` and a physical location: the path as a relative,
/// percent-encoded URI against `%SRCROOT%` (or a `file://` URI when it lies outside `baseDirectory`), and a
/// region with `startLine` / `startColumn`.
///
/// Each result also carries `partialFingerprints["l10nFingerprint/v1"]`: a hash of the finding's
/// ``FindingIdentity`` — file, rule, key, language, and the message, or for a finding in Swift its literal's text
/// and enclosing declaration — (never the line or a suggested key, so an alert survives unrelated edits), with
/// `:2`, `:3`… appended to repeats in the same file. A catalog finding's fingerprint is what it always was. `properties` holds `key` and `language` where they apply.
///
/// Columns: a ``SourceLocation`` column counts UTF-8 bytes, SARIF counts UTF-16 code units. The run declares
/// `"columnKind": "utf16CodeUnits"` and each `startColumn` is converted by reading the finding's line from its
/// file (each file once, and only when it has a non-ASCII byte): `Text("Menú") + Text(↓"Añadir")` is byte
/// column 22 but UTF-16 column 21. A file that cannot be read keeps its byte columns, exact whenever the line
/// is ASCII up to the finding, as the JSON indentation before a catalog key always is.
///
///     let sarif = SARIFReporter(toolVersion: "0.1.0", rules: allRules, baseDirectory: "/repo")
///     console.out(sarif.report(diagnostics, summary: summary).output)
public struct SARIFReporter: DiagnosticReporter {
    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    /// The id under which each result's line-independent fingerprint is stored.
    public static let fingerprintName = "l10nFingerprint/v1"
    /// The base id relative artifact URIs are resolved against, as in GitHub's examples.
    public static let sourceRootID = "%SRCROOT%"

    public var toolName: String
    public var toolVersion: String
    public var informationURI: String?
    /// Every rule the tool knows, in the order to list them; results refer to them by index. Rule ids that
    /// diagnostics use but this list lacks are appended with their id only.
    public var rules: [RuleDescription]
    /// Absolute folder that relative paths are relative to (normally the current folder); absolute paths
    /// inside it are made relative. `nil`: absolute paths stay absolute `file://` URIs.
    public var baseDirectory: String?
    /// The bytes of a file named by a diagnostic (relative paths are taken from ``baseDirectory``), to turn its
    /// byte columns into UTF-16 columns; nil when it cannot be read. Reads the file system by default.
    public var readFile: @Sendable (String) -> [UInt8]?

    public init(
        toolName: String = "l10n", toolVersion: String, informationURI: String? = nil,
        rules: [RuleDescription] = [], baseDirectory: String? = nil,
        readFile: @escaping @Sendable (String) -> [UInt8]? = SARIFReporter.readFromDisk
    ) {
        self.toolName = toolName
        self.toolVersion = toolVersion
        self.informationURI = informationURI
        self.rules = rules
        self.baseDirectory = baseDirectory
        self.readFile = readFile
    }

    /// The default ``readFile``.
    public static let readFromDisk: @Sendable (String) -> [UInt8]? = { path in
        try? FileReader.read(path)
    }

    public func report(_ diagnostics: [Diagnostic], summary: ReportSummary) -> Report {
        var output = ByteWriter(capacity: 1 << 16)
        defer { output.release() }
        write(diagnostics) { output.append($0) }
        return Report(output: output.text, summary: summary.text(colour: false))
    }

    /// Writes the log to `sink` in pieces of about 64 KB, each result's text as it is made: no value for the whole
    /// log is built (a log of 100,000 results is tens of megabytes), and no copy of it is held. `inReportOrder`: the
    /// diagnostics are known to be in report order (they are sorted otherwise).
    ///
    ///     sarif.write(outcome.diagnostics) { console.outBytes($0) }
    public func write(
        _ diagnostics: [Diagnostic], inReportOrder: Bool = false, to sink: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        let sorted =
            inReportOrder || Diagnostic.isInReportOrder(diagnostics)
            ? diagnostics : diagnostics.sorted(by: Diagnostic.reportOrder)
        var descriptors: [JSONText] = []
        var ruleIndex: [String: Int] = [:]
        for rule in rules where ruleIndex[rule.id] == nil {
            ruleIndex[rule.id] = descriptors.count
            descriptors.append(Self.descriptor(rule))
        }
        for id in Set(sorted.map(\.ruleID)).sorted() where ruleIndex[id] == nil {
            ruleIndex[id] = descriptors.count
            descriptors.append(.object([("id", .string(id))]))
        }

        var driver: [(String, JSONText)] = [("name", .string(toolName)), ("version", .string(toolVersion))]
        if let informationURI { driver.append(("informationUri", .string(informationURI))) }
        driver.append(("rules", .array(descriptors)))

        // The run's members before its results, laid out as `JSONText` lays out the log's one run.
        var run: [(String, JSONText)] = [("tool", .object([("driver", .object(driver))]))]
        if let base = baseDirectory.flatMap(Self.directoryURI) {
            run.append(("originalUriBaseIds", .object([(Self.sourceRootID, .object([("uri", .string(base))]))])))
        }
        run.append(("columnKind", .string("utf16CodeUnits")))

        var out = ByteWriter(capacity: 1 << 16)
        defer { out.release() }
        func flushIfFull() {
            guard out.count >= (1 << 16) - 512 else { return }
            sink(UnsafeBufferPointer(start: out.base, count: out.count))
            out.removeAll()
        }
        out.append("{\n  \"$schema\": ")
        JSONText.appendQuoted(Self.schemaURI, to: &out)
        out.append(",\n  \"version\": \"2.1.0\",\n  \"runs\": [\n    {\n")
        for (key, value) in run {
            out.appendSpaces(6)
            JSONText.appendQuoted(key, to: &out)
            out.append(": ")
            value.write(to: &out, indent: 6)
            out.append(",\n")
            flushIfFull()
        }
        out.append("      \"results\": ")
        if sorted.isEmpty {
            out.append("[]")
        } else {
            out.append("[\n")
            var seenFingerprints: [String: Int] = [:]
            let columns = ColumnConverter.utf16Columns(of: sorted, readFile: readFile, baseDirectory: baseDirectory)
            for (index, diagnostic) in sorted.enumerated() {
                var fingerprint = Self.fingerprint(diagnostic)
                let occurrence = (seenFingerprints[fingerprint] ?? 0) + 1
                seenFingerprints[fingerprint] = occurrence
                if occurrence > 1 { fingerprint += ":\(occurrence)" }
                let column = columns[index]
                out.appendSpaces(8)
                result(diagnostic, column: column, ruleIndex: ruleIndex[diagnostic.ruleID] ?? 0, fingerprint: fingerprint)
                    .write(to: &out, indent: 8)
                out.append(index == sorted.count - 1 ? "\n" : ",\n")
                flushIfFull()
            }
            out.appendSpaces(6)
            out.append(UInt8(ascii: "]"))
        }
        out.append("\n    }\n  ]\n}\n")
        if out.count > 0 { sink(UnsafeBufferPointer(start: out.base, count: out.count)) }
    }

    static func descriptor(_ rule: RuleDescription) -> JSONText {
        .object([
            ("id", .string(rule.id)),
            ("name", .string(identifier(fromName: rule.name))),
            ("shortDescription", .object([("text", .string(rule.summary))])),
            ("fullDescription", .object([("text", .string(rule.rationale))])),
            // SARIF's `enabled: false` for an opt-in rule: off unless the configuration names it.
            ("defaultConfiguration", .object(
                [("level", .string(rule.defaultSeverity.rawValue))] + (rule.isOptIn ? [("enabled", .bool(false))] : []))),
            ("help", .object([("text", .string(rule.summary + "\n\n" + rule.rationale))])),
        ])
    }

    func result(_ diagnostic: Diagnostic, column: Int, ruleIndex: Int, fingerprint: String) -> JSONText {
        var artifact: [(String, JSONText)] = []
        let (uri, isRelative) = Self.artifactURI(for: diagnostic.location.file, baseDirectory: baseDirectory)
        artifact.append(("uri", .string(uri)))
        if isRelative { artifact.append(("uriBaseId", .string(Self.sourceRootID))) }
        var physical: [(String, JSONText)] = [("artifactLocation", .object(artifact))]
        if diagnostic.location.line >= 1 {
            var region: [(String, JSONText)] = [("startLine", .int(diagnostic.location.line))]
            if column >= 1 { region.append(("startColumn", .int(column))) }
            physical.append(("region", .object(region)))
        }
        var members: [(String, JSONText)] = [
            ("ruleId", .string(diagnostic.ruleID)),
            ("ruleIndex", .int(ruleIndex)),
            ("level", .string(diagnostic.severity.rawValue)),
            ("message", .object([("text", .string(diagnostic.message))])),
            ("locations", .array([.object([("physicalLocation", .object(physical))])])),
            ("partialFingerprints", .object([(Self.fingerprintName, .string(fingerprint))])),
        ]
        var properties: [(String, JSONText)] = []
        if let key = diagnostic.key { properties.append(("key", .string(key))) }
        if let language = diagnostic.language { properties.append(("language", .string(language))) }
        if !properties.isEmpty { members.append(("properties", .object(properties))) }
        return .object(members)
    }

    /// `Missing Translation` → `MissingTranslation` (SARIF wants an identifier a person understands).
    static func identifier(fromName name: String) -> String {
        name.split(whereSeparator: { !($0.isLetter || $0.isNumber) })
            .map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined()
    }

    /// 64-bit FNV-1a of file, rule, key, language and message (NUL-separated), as 16 hex digits.
    static func fingerprint(_ diagnostic: Diagnostic) -> String {
        var hash = StableHash()
        for (index, part) in FindingIdentity(diagnostic).parts.enumerated() {
            if index > 0 { hash.add(byte: 0) }
            hash.add(part.utf8)
        }
        return hash.hex
    }
}

/// Turns ``SourceLocation`` columns (UTF-8 bytes) into SARIF's UTF-16 code unit columns, reading each file once
/// when the locations come in report order.
struct ColumnConverter {
    /// A file's bytes and the offset where each line starts; nil when unreadable or all ASCII (nothing to do).
    private struct Lines {
        var bytes: [UInt8]
        var starts: [Int]
    }

    var readFile: @Sendable (String) -> [UInt8]?
    var baseDirectory: String?
    /// The last file read, with its lines: the diagnostics come in report order, each file's together, so only
    /// one file is held at a time.
    private var last: (file: String, lines: Lines?)?

    init(readFile: @escaping @Sendable (String) -> [UInt8]?, baseDirectory: String?) {
        self.readFile = readFile
        self.baseDirectory = baseDirectory
    }

    /// The UTF-16 column of each of `diagnostics` (``utf16Column(of:)``), in their order: each file's run of
    /// diagnostics (report order keeps them together) converted on a core of its own, so the files with findings
    /// are read on every core instead of one by one while the log is written.
    static func utf16Columns(
        of diagnostics: [Diagnostic], readFile: @escaping @Sendable (String) -> [UInt8]?, baseDirectory: String?
    ) -> [Int] {
        var runs: [Range<Int>] = []
        var start = 0
        for index in diagnostics.indices.dropFirst() where diagnostics[index].location.file != diagnostics[start].location.file {
            runs.append(start..<index)
            start = index
        }
        if !diagnostics.isEmpty { runs.append(start..<diagnostics.count) }
        return concurrentMap(runs) { run in
            var converter = ColumnConverter(readFile: readFile, baseDirectory: baseDirectory)
            return run.map { converter.utf16Column(of: diagnostics[$0].location) }
        }.flatMap { $0 }
    }

    /// The UTF-16 column of `location`: its byte column when the line is ASCII up to it (or unknown), 0 kept.
    ///
    ///     // line 2 of View.swift: Text("Menú") + Text("Añadir")
    ///     converter.utf16Column(of: SourceLocation(file: "View.swift", line: 2, column: 22))   // 21
    mutating func utf16Column(of location: SourceLocation) -> Int {
        let column = location.column
        guard location.line >= 1, column > 1 else { return column }
        guard let lines = lines(of: location.file), location.line <= lines.starts.count else { return column }
        let start = lines.starts[location.line - 1]
        let lineEnd = location.line < lines.starts.count ? lines.starts[location.line] - 1 : lines.bytes.count
        let prefix = lines.bytes[start..<min(start + column - 1, lineEnd)]
        guard prefix.contains(where: { $0 >= 0x80 }) else { return column }
        // Bytes past the end of the line (there should be none) are kept as they are.
        return String(decoding: prefix, as: UTF8.self).utf16.count + 1 + (column - 1 - prefix.count)
    }

    private mutating func lines(of file: String) -> Lines? {
        if let last, last.file == file { return last.lines }
        var lines: Lines?
        var path = file
        if !file.hasPrefix("/"), let baseDirectory { path = baseDirectory + "/" + file }
        if let bytes = readFile(path), bytes.contains(where: { $0 >= 0x80 }) {
            var starts = [0]
            for (offset, byte) in bytes.enumerated() where byte == 0x0A { starts.append(offset + 1) }
            lines = Lines(bytes: bytes, starts: starts)
        }
        last = (file, lines)
        return lines
    }
}
