/// The arrays the lexer fills, kept between files on one thread (see ``Lexer/tokenize(_:reusing:)``).
public struct LexerBuffers {
    var literals: [StringLiteral] = []
    var stack: [Context] = []
    var landmarks: [Int32] = []
    var siteCandidates: [Int32] = []

    public init() {}

    /// Takes back the literal, landmark and site candidate storage of a source produced with these buffers. Once
    /// every other copy of `source` is gone, the next file reuses that storage instead of allocating.
    public mutating func recycle(_ source: consuming SwiftSource) {
        literals = source.literals
        landmarks = source.landmarks
        siteCandidates = source.siteCandidates
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

/// The literals of the file being lexed, in storage the scanner manages itself: appending is a capacity check, a
/// store and an increment, with no uniqueness check. ``Lexer/tokenize(_:reusing:)`` copies them into the source's
/// array at the end and deallocates the storage.
struct LiteralWriter {
    private(set) var base: UnsafeMutablePointer<StringLiteral>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        base = .allocate(capacity: capacity)
        self.capacity = capacity
    }

    /// Frees the storage (``StringLiteral`` is a plain value: nothing to deinitialize).
    func deallocate() { base.deallocate() }

    subscript(index: Int) -> StringLiteral {
        @inline(__always) get { base[index] }
        @inline(__always) nonmutating set { base[index] = newValue }
    }

    @inline(__always)
    mutating func append(_ literal: StringLiteral) {
        if count == capacity { grow() }
        (base + count).initialize(to: literal)
        count &+= 1
    }

    @inline(never)
    private mutating func grow() {
        let larger = UnsafeMutablePointer<StringLiteral>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }
}

/// The site candidates of the file being lexed (see ``SwiftSource/siteCandidates``), in storage with a slot per
/// slot of token storage: every candidate is a token, so appending is a store and an increment with no capacity
/// check. ``Lexer/tokenize(_:reusing:)`` sizes it with the token storage, copies the candidates into the source's
/// array at the end and deallocates the storage.
struct SiteCandidateWriter {
    private(set) var base: UnsafeMutablePointer<Int32>?
    private(set) var count = 0
    private var capacity = 0

    init() {}

    /// Makes room for a candidate per token of token storage holding `tokenCapacity` tokens, keeping the
    /// candidates written.
    mutating func reserve(_ tokenCapacity: Int) {
        guard tokenCapacity > capacity else { return }
        let larger = UnsafeMutablePointer<Int32>.allocate(capacity: tokenCapacity)
        if let base {
            larger.moveInitialize(from: base, count: count)
            base.deallocate()
        }
        base = larger
        capacity = tokenCapacity
    }

    /// Frees the storage.
    func deallocate() { base?.deallocate() }

    /// Records the token at `index`, which must be within the token storage ``reserve(_:)`` was given.
    @inline(__always)
    mutating func append(_ index: Int) {
        assert(count < capacity)
        (base.unsafelyUnwrapped + count).initialize(to: Int32(truncatingIfNeeded: index))
        count &+= 1
    }
}
