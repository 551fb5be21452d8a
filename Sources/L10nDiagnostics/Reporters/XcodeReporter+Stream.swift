extension XcodeReporter {
    /// The report written while the diagnostics still arrive: each batch (a file's findings, in report order) is
    /// rendered at once and handed to `sink` in pieces of about 64 KB, so nothing is held until the end.
    ///
    ///     let stream = XcodeReporter().stream { bytes in console.outBytes(bytes) }
    ///     stream.write(findingsOfA)   // one caller at a time, batches in report order
    ///     stream.write(findingsOfB)
    ///     stream.finish()             // the last piece
    ///
    /// The bytes are those ``write(_:inReportOrder:to:)`` would give for all the batches joined.
    public func stream(to sink: @escaping (UnsafeBufferPointer<UInt8>) -> Void) -> Stream {
        Stream(reporter: self, sink: sink)
    }

    /// See ``stream(to:)``. Calls must not overlap (the check makes them one at a time, in order); the class
    /// is `Sendable` so that whichever thread has the next batch can write it.
    public final class Stream: @unchecked Sendable {
        private let reporter: XcodeReporter
        private let style: ANSIStyle
        private let sink: (UnsafeBufferPointer<UInt8>) -> Void
        private var writer = ByteWriter(capacity: 1 << 16)
        private var isFinished = false

        init(reporter: XcodeReporter, sink: @escaping (UnsafeBufferPointer<UInt8>) -> Void) {
            self.reporter = reporter
            style = ANSIStyle(enabled: reporter.colour)
            self.sink = sink
        }

        /// Renders `diagnostics`, which come after every batch written before.
        public func write(_ diagnostics: [Diagnostic]) {
            precondition(!isFinished, "write after finish")
            diagnostics.withUnsafeBufferPointer { batch in
                for index in batch.indices {
                    if style.enabled {
                        writer.append(reporter.line(for: batch[index], style: style))
                        writer.append(UInt8(ascii: "\n"))
                    } else {
                        XcodeReporter.appendLine(batch.baseAddress! + index, to: &writer)
                    }
                    if writer.count >= (1 << 16) - 512 { flush() }
                }
            }
        }

        /// Hands over what is left; the stream takes no more batches.
        public func finish() {
            guard !isFinished else { return }
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
}
