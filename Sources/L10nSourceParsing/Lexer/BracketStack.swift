/// The open brackets of a file, innermost first, as a list linked through the `partner` fields of their tokens.
///
/// A closer pairs with the nearest open bracket of its kind, looking a bounded distance back so hostile input
/// stays linear; brackets left open in between stay unmatched. A stray closer matches nothing.
enum BracketStack {
    /// How many open brackets a closer looks through.
    static let reach = 64

    /// Pushes the opener just written at `index`.
    @inline(__always)
    static func push(_ tokens: UnsafeMutablePointer<Token>, _ index: Int, _ top: inout Int32) {
        tokens[index].partner = top
        top = Int32(truncatingIfNeeded: index)
    }

    /// Pairs the closer just written at `index` (`byte`: `)`, `]` or `}`) with its opener, if any.
    @inline(__always)
    static func close(
        _ tokens: UnsafeMutablePointer<Token>, _ input: UnsafePointer<UInt8>, _ index: Int, _ byte: UInt8,
        _ top: inout Int32
    ) {
        // `(` is one below `)`; `[` and `{` are two below `]` and `}`.
        let opener = byte &- (byte == UInt8(ascii: ")") ? 1 : 2)
        var candidate = top
        var steps = 0
        while candidate >= 0, input[Int(tokens[Int(candidate)].start)] != opener {
            steps += 1
            if steps == reach { return }
            candidate = tokens[Int(candidate)].partner
        }
        guard candidate >= 0 else { return }
        // Openers above the match are given up: unmatched.
        var skipped = top
        while skipped != candidate {
            let next = tokens[Int(skipped)].partner
            tokens[Int(skipped)].partner = -1
            skipped = next
        }
        top = tokens[Int(candidate)].partner
        tokens[Int(candidate)].partner = Int32(truncatingIfNeeded: index)
        tokens[index].partner = candidate
    }

    /// At the end of the file: every bracket still open is unmatched.
    static func giveUp(_ tokens: UnsafeMutablePointer<Token>?, _ top: inout Int32) {
        guard let tokens else { return }
        while top >= 0 {
            let next = tokens[Int(top)].partner
            tokens[Int(top)].partner = -1
            top = next
        }
    }
}
