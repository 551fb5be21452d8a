/// The arrays the lexer fills, kept between files on one thread (see ``Lexer/tokenize(_:reusing:)``).
public struct LexerBuffers {
    var literals: [StringLiteral] = []
    var stack: [Context] = []
    var landmarks: [Int32] = []

    public init() {}

    /// Takes back the literal and landmark storage of a source produced with these buffers. Once every other
    /// copy of `source` is gone, the next file reuses that storage instead of allocating.
    public mutating func recycle(_ source: consuming SwiftSource) {
        literals = source.literals
        landmarks = source.landmarks
    }
}

/// Where the lexer writes tokens: uninitialized array storage (see ``Lexer/tokenize(_:reusing:)``). Appending is
/// a store and an increment, with no uniqueness or capacity check per token: the scan stops to grow the storage
/// while more than ``margin`` slots are free, more than one scan step ever writes.
struct TokenWriter {
    /// More than the tokens one scan step can emit.
    static let margin = 8
    private(set) var base: UnsafeMutablePointer<Token>?
    /// Tokens written so far; the scanner's hot loop counts in a local and stores it back before other steps.
    var count = 0
    private(set) var capacity = 0

    init() {}

    init(base: UnsafeMutablePointer<Token>, count: Int, capacity: Int) {
        self.base = base
        self.count = count
        self.capacity = capacity
    }

    /// The count up to which a scan step may start: below it, the step's tokens fit.
    var limit: Int { capacity - Self.margin }

    subscript(index: Int) -> Token {
        @inline(__always) get { base![index] }
        @inline(__always) nonmutating set { base![index] = newValue }
    }

    @inline(__always)
    mutating func append(_ token: Token) {
        (base! + count).initialize(to: token)
        count += 1
    }
}
