import Foundation
import XCStrings

/// What a catalog key must look like: the built-in `feature.screen.element` convention, or a configured
/// regular expression that must match the whole key.
///
///     KeyPattern.convention.matches("home.restaurants.count %lld")   // true
///     KeyPattern.convention.matches("HomeTitle")                     // false
///     try KeyPattern(regularExpression: "^[A-Z][A-Za-z]+$").matches("HomeTitle")   // true
public struct KeyPattern: Sendable {
    /// The regular expression text; nil for the built-in convention.
    public let regularExpression: String?
    private let compiled: CompiledExpression?
    /// The same expression matched without ICU when it is of the plain kind `init` writes (``PlainExpression``).
    private let plain: PlainExpression?

    /// The built-in convention (see ``KeyConvention``).
    public static let convention = KeyPattern()

    private init() {
        regularExpression = nil
        compiled = nil
        plain = nil
    }

    /// A configured pattern (ICU syntax, as `NSRegularExpression`); it must match the whole key.
    ///
    /// - Throws: when the expression does not compile.
    public init(regularExpression: String) throws {
        self.regularExpression = regularExpression
        compiled = CompiledExpression(try NSRegularExpression(pattern: regularExpression))
        plain = PlainExpression(regularExpression)
    }

    /// Whether `key` conforms.
    public func matches(_ key: String) -> Bool {
        guard let compiled else { return KeyConvention.conforms(key) }
        if let decided = plain?.matchesWhole(key) { return decided }
        let range = NSRange(key.startIndex..<key.endIndex, in: key)
        guard let match = compiled.expression.firstMatch(in: key, options: [.anchored], range: range) else {
            return false
        }
        return match.range == range
    }
}

/// `NSRegularExpression` is immutable once made and documented as safe to use from several threads.
private final class CompiledExpression: @unchecked Sendable {
    let expression: NSRegularExpression
    init(_ expression: NSRegularExpression) { self.expression = expression }
}
