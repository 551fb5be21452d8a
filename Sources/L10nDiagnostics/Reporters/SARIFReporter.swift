/// SARIF 2.1.0 (OASIS), the format GitHub code scanning and SARIF viewers read.
///
/// One run whose `tool.driver` lists every rule (`id`, `name`, `shortDescription` = summary,
/// `fullDescription` = rationale, `defaultConfiguration.level`, `help`), then one result per diagnostic with
/// `ruleId`, `ruleIndex`, `level`, `message.text` and a physical location: the path as a relative,
/// percent-encoded URI against `%SRCROOT%` (or a `file://` URI when it lies outside `baseDirectory`), and a
/// region with `startLine` / `startColumn`.
///
/// Each result also carries `partialFingerprints["l10nFingerprint/v1"]`: a hash of file, rule, key,
/// language and message (never the line, so an alert survives unrelated edits above it), with `:2`, `:3`…
/// appended to repeats in the same file. `properties` holds `key` and `language` where they apply.
///
/// Columns are the ``SourceLocation`` columns (UTF-8 bytes); they equal SARIF's default UTF-16 columns
/// whenever the line is ASCII up to the finding, as JSON indentation before a catalog key is.
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

    public init(
        toolName: String = "l10n", toolVersion: String, informationURI: String? = nil,
        rules: [RuleDescription] = [], baseDirectory: String? = nil
    ) {
        self.toolName = toolName
        self.toolVersion = toolVersion
        self.informationURI = informationURI
        self.rules = rules
        self.baseDirectory = baseDirectory
    }

    public func report(_ diagnostics: [Diagnostic], summary: ReportSummary) -> Report {
        let sorted = diagnostics.sorted(by: Diagnostic.reportOrder)
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

        var seenFingerprints: [String: Int] = [:]
        let results: [JSONText] = sorted.map { diagnostic in
            var fingerprint = Self.fingerprint(diagnostic)
            let occurrence = (seenFingerprints[fingerprint] ?? 0) + 1
            seenFingerprints[fingerprint] = occurrence
            if occurrence > 1 { fingerprint += ":\(occurrence)" }
            return result(diagnostic, ruleIndex: ruleIndex[diagnostic.ruleID] ?? 0, fingerprint: fingerprint)
        }

        var driver: [(String, JSONText)] = [("name", .string(toolName)), ("version", .string(toolVersion))]
        if let informationURI { driver.append(("informationUri", .string(informationURI))) }
        driver.append(("rules", .array(descriptors)))

        var run: [(String, JSONText)] = [("tool", .object([("driver", .object(driver))]))]
        if let base = baseDirectory.flatMap(Self.directoryURI) {
            run.append(("originalUriBaseIds", .object([(Self.sourceRootID, .object([("uri", .string(base))]))])))
        }
        run.append(("results", .array(results)))

        let log = JSONText.object([
            ("$schema", .string(Self.schemaURI)),
            ("version", .string("2.1.0")),
            ("runs", .array([.object(run)])),
        ])
        return Report(output: log.rendered(), summary: summary.text(colour: false))
    }

    static func descriptor(_ rule: RuleDescription) -> JSONText {
        .object([
            ("id", .string(rule.id)),
            ("name", .string(identifier(fromName: rule.name))),
            ("shortDescription", .object([("text", .string(rule.summary))])),
            ("fullDescription", .object([("text", .string(rule.rationale))])),
            ("defaultConfiguration", .object([("level", .string(rule.defaultSeverity.rawValue))])),
            ("help", .object([("text", .string(rule.summary + "\n\n" + rule.rationale))])),
        ])
    }

    func result(_ diagnostic: Diagnostic, ruleIndex: Int, fingerprint: String) -> JSONText {
        var artifact: [(String, JSONText)] = []
        let (uri, isRelative) = Self.artifactURI(for: diagnostic.location.file, baseDirectory: baseDirectory)
        artifact.append(("uri", .string(uri)))
        if isRelative { artifact.append(("uriBaseId", .string(Self.sourceRootID))) }
        var physical: [(String, JSONText)] = [("artifactLocation", .object(artifact))]
        if diagnostic.location.line >= 1 {
            var region: [(String, JSONText)] = [("startLine", .int(diagnostic.location.line))]
            if diagnostic.location.column >= 1 { region.append(("startColumn", .int(diagnostic.location.column))) }
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
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        let parts = [
            diagnostic.location.file, diagnostic.ruleID, diagnostic.key ?? "", diagnostic.language ?? "",
            diagnostic.message,
        ]
        for (index, part) in parts.enumerated() {
            if index > 0 { hash = (hash ^ 0) &* 0x100_0000_01b3 }
            for byte in part.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
