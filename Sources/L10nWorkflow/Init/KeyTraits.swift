import L10nCatalogChecks

/// What ``KeyPatternBuilder`` counts of keys: how many have each trait, and how many have each number of segments.
/// The counts of several runs of keys add up to those of all of them.
struct KeyTraits {
    var upperStart = 0, lowerStart = 0, innerUpper = 0, underscore = 0, hyphen = 0, digitStart = 0, arguments = 0
    var embedded = 0, annotated = 0
    /// Keys with an App Intents parameter (`${entityID}`).
    var intentParameters = 0
    var segmentCounts: [Int: Int] = [:]

    init() {}

    init(_ keys: ArraySlice<String>) {
        for key in keys {
            let (dotted, rest) = KeyConvention.split(key)
            if !rest.isEmpty { arguments += 1 }
            if !rest.isEmpty && !KeyConvention.argumentsConform(rest) { annotated += 1 }
            let (masked, hadArguments) = KeyShape.maskingArguments(dotted)
            if hadArguments { embedded += 1 }
            if dotted.utf8.contains(UInt8(ascii: "$")), dotted.contains("${") { intentParameters += 1 }
            let segments = KeyShape.segments(of: masked, omittingEmpty: true)
            segmentCounts[segments.count, default: 0] += 1
            var flags = (upper: false, lower: false, inner: false, underscore: false, hyphen: false, digit: false)
            for (index, segment) in segments.enumerated() {
                let first = segment.utf8.first!
                if first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") { flags.upper = true }
                if first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z") { flags.lower = true }
                if index > 0 && first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9") { flags.digit = true }
                for byte in segment.utf8.dropFirst() {
                    if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") { flags.inner = true }
                    if byte == UInt8(ascii: "_") { flags.underscore = true }
                    if byte == UInt8(ascii: "-") { flags.hyphen = true }
                }
            }
            upperStart += flags.upper ? 1 : 0
            lowerStart += flags.lower ? 1 : 0
            innerUpper += flags.inner ? 1 : 0
            underscore += flags.underscore ? 1 : 0
            hyphen += flags.hyphen ? 1 : 0
            digitStart += flags.digit ? 1 : 0
        }
    }

    /// Adds `other`'s counts to these.
    mutating func add(_ other: KeyTraits) {
        upperStart += other.upperStart
        lowerStart += other.lowerStart
        innerUpper += other.innerUpper
        underscore += other.underscore
        hyphen += other.hyphen
        digitStart += other.digitStart
        arguments += other.arguments
        embedded += other.embedded
        annotated += other.annotated
        intentParameters += other.intentParameters
        segmentCounts.merge(other.segmentCounts, uniquingKeysWith: +)
    }
}
