/// One JSON object for scripts and dashboards:
///
///     {
///       "version": 1,
///       "diagnostics": [
///         {
///           "file": "Localizable.xcstrings",
///           "line": 12,
///           "column": 5,
///           "severity": "error",
///           "rule": "missing-translation",
///           "message": "missing 'es' translation for 'home.title'",
///           "key": "home.title",
///           "language": "es"
///         }
///       ],
///       "summary": {
///         "errors": 1, "warnings": 0, "notes": 0, "files": 1,
///         "catalogs": [{"file": "Localizable.xcstrings", "languages": [
///           {"language": "es", "translated": 11, "total": 12, "percent": 91}]}]
///       }
///     }
///
/// Members appear in exactly this order; `key` and `language` only when the diagnostic has them, `related` (the
/// lines and columns in the same file a finding stands for, as `[{"line": 22, "column": 30}]`) only when it stands
/// for several places. The summary is part of the object, so ``Report/summary`` is `nil`.
public struct JSONReporter: DiagnosticReporter {
    /// The format's version; bumped only for incompatible changes.
    public static let formatVersion = 1

    public init() {}

    public func report(_ diagnostics: [Diagnostic], summary: ReportSummary) -> Report {
        var output = ByteWriter(capacity: 1 << 16)
        defer { output.release() }
        write(diagnostics, summary: summary) { output.append($0) }
        return Report(output: output.text, summary: nil)
    }

    /// Writes the report to `sink` in pieces of about 64 KB, each diagnostic's text as it is made: no value for
    /// the whole report is built, and no copy of it is held. `inReportOrder`: the diagnostics are known to be in
    /// report order (they are sorted otherwise).
    ///
    ///     JSONReporter().write(outcome.diagnostics, summary: outcome.summary) { console.outBytes($0) }
    public func write(
        _ diagnostics: [Diagnostic], summary: ReportSummary, inReportOrder: Bool = false,
        to sink: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        let ordered =
            inReportOrder || Diagnostic.isInReportOrder(diagnostics)
            ? diagnostics : diagnostics.sorted(by: Diagnostic.reportOrder)
        withoutActuallyEscaping(sink) { sink in
            let report = stream(to: sink)
            report.write(ordered)
            report.finish(summary: summary)
        }
    }

    /// The report written while the diagnostics still arrive (a check's lint hands each file's over as soon as
    /// those of every file before it are in): each batch, in report order, is written at once and handed to `sink`
    /// in pieces of about 64 KB; the summary, which closes the object, once the run is over.
    ///
    ///     let stream = JSONReporter().stream { bytes in console.outBytes(bytes) }
    ///     stream.write(findingsOfA)   // one caller at a time, batches in report order
    ///     stream.write(findingsOfB)
    ///     stream.finish(summary: summary)
    ///
    /// The bytes are those ``report(_:summary:)`` gives for all the batches joined.
    public func stream(to sink: @escaping (UnsafeBufferPointer<UInt8>) -> Void) -> Stream {
        Stream(sink: sink)
    }

    /// See ``stream(to:)``. Calls must not overlap; `Sendable` so that whichever thread has the next batch can write
    /// it.
    public final class Stream: @unchecked Sendable {
        private let sink: (UnsafeBufferPointer<UInt8>) -> Void
        private var writer = ByteWriter(capacity: 1 << 16)
        private var entries = 0
        private var isFinished = false

        init(sink: @escaping (UnsafeBufferPointer<UInt8>) -> Void) {
            self.sink = sink
            writer.append("{\n  \"version\": ")
            writer.append(JSONReporter.formatVersion)
            writer.append(",\n  \"diagnostics\": ")
        }

        /// Writes `diagnostics`, which come after every batch written before.
        public func write(_ diagnostics: [Diagnostic]) {
            precondition(!isFinished, "write after finish")
            for diagnostic in diagnostics {
                writer.append(entries == 0 ? "[\n" : ",\n")
                entries += 1
                JSONReporter.appendEntry(diagnostic, to: &writer)
                if writer.count >= (1 << 16) - 512 { flush() }
            }
        }

        /// Closes the list of diagnostics, writes `summary` and hands over what is left; the stream takes no more.
        public func finish(summary: ReportSummary) {
            guard !isFinished else { return }
            writer.append(entries == 0 ? "[]" : "\n  ]")
            writer.append(",\n  \"summary\": ")
            JSONReporter.summary(summary).write(to: &writer, indent: 2)
            writer.append("\n}\n")
            flush()
            isFinished = true
            writer.release()
        }

        private func flush() {
            if writer.count > 0 { sink(UnsafeBufferPointer(start: writer.base, count: writer.count)) }
            writer.removeAll()
        }

        deinit {
            if !isFinished { writer.release() }
        }
    }

    /// One diagnostic as an element of the `diagnostics` list (indented for it, without the separator): the members
    /// in the documented order, `key` and `language` only when the diagnostic has them.
    static func appendEntry(_ diagnostic: Diagnostic, to out: inout ByteWriter) {
        out.append("    {\n      \"file\": ")
        JSONText.appendQuoted(diagnostic.location.file, to: &out)
        out.append(",\n      \"line\": ")
        out.append(diagnostic.location.line)
        out.append(",\n      \"column\": ")
        out.append(diagnostic.location.column)
        out.append(",\n      \"severity\": ")
        JSONText.appendQuoted(diagnostic.severity.rawValue, to: &out)
        out.append(",\n      \"rule\": ")
        JSONText.appendQuoted(diagnostic.ruleID, to: &out)
        out.append(",\n      \"message\": ")
        JSONText.appendQuoted(diagnostic.message, to: &out)
        if let key = diagnostic.key {
            out.append(",\n      \"key\": ")
            JSONText.appendQuoted(key, to: &out)
        }
        if let language = diagnostic.language {
            out.append(",\n      \"language\": ")
            JSONText.appendQuoted(language, to: &out)
        }
        // The places a unit finding stands for (a type left in English: each of its strings), with their file
        // where it is another (a target left in English spans files).
        if !diagnostic.related.isEmpty {
            out.append(",\n      \"related\": ")
            JSONText.array(diagnostic.related.map { place in
                let position: [(String, JSONText)] = [("line", .int(place.line)), ("column", .int(place.column))]
                return JSONText.object(place.file == diagnostic.location.file ? position : [("file", .string(place.file))] + position)
            })
                .write(to: &out, indent: 6)
        }
        out.append("\n    }")
    }

    static func summary(_ summary: ReportSummary) -> JSONText {
        .object([
            ("errors", .int(summary.counts.errors)),
            ("warnings", .int(summary.counts.warnings)),
            ("notes", .int(summary.counts.notes)),
            ("files", .int(summary.filesScanned)),
            (
                "catalogs",
                .array(
                    summary.catalogs.map { catalog in
                        .object([
                            ("file", .string(catalog.file)),
                            (
                                "languages",
                                .array(
                                    catalog.languages.map { progress in
                                        .object([
                                            ("language", .string(progress.language)),
                                            ("translated", .int(progress.translated)),
                                            ("total", .int(progress.total)),
                                            ("percent", .int(progress.percent)),
                                        ])
                                    })
                            ),
                        ])
                    })
            ),
        ])
    }
}
