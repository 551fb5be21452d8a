/// The declarations of one file, as ``DeclarationScanner`` finds them: functions, initializers, subscripts and
/// enum cases with their parameters; properties and variables with their types; and the types around them.
/// Token indices refer to the file they were found in.
///
///     struct SectionRow: View {          // TypeInfo(name: "SectionRow", kind: .struct)
///         let title: String              // Property(name: "title", type: "String", isStored)
///         var body: some View { Text(title) }
///     }
///     func badge(caption: String) -> some View { … }   // Function(name: "badge", parameters: [caption: String])
package struct FileDeclarations {
    package var functions: [Function] = []
    package var properties: [Property] = []
    package var types: [TypeInfo] = []
    /// The opening tokens of enum cases' string raw values (`case standard = "Default"`).
    package var caseRawValues: [Int] = []

    /// How findings name a callable: `SectionRow(title:)`, `tableView(_:titleForHeaderInSection:)`.
    package static func signature(_ name: String, _ parameters: [Parameter]) -> String {
        "\(name)(\(parameters.map { "\($0.label ?? "_"):" }.joined()))"
    }

    /// The values of static properties and globals that hold sample data for previews and tests (`static var
    /// preview: Video`, `static let sampleItems`, `private static let previewState`, `let sampleVehicles = [...]`):
    /// text in them is made up, never shown to a user of the app.
    /// The bodies of functions that make such data (WooCommerce's `static func samplePaymentMethods() ->
    /// [BlazePaymentMethod]`, for a SwiftUI preview) are sample data too: a function named so that returns a value
    /// other than a number (`sampleRate() -> Double` is a measurement).
    package var sampleData: [ClosedRange<Int>] {
        let values: [ClosedRange<Int>] = properties.compactMap { property in
            // `static var folderPreview` is a model's sample; a global `filePreview` may be a preview of a file.
            let isSample = property.isStatic
                ? Self.isSampleName(property.name, orPreview: true)
                : property.scope == .global && Self.isSampleName(property.name, orPreview: false)
            guard isSample else { return nil }
            if let getter = property.getter { return getter }
            return property.initializer.flatMap { $0.isEmpty ? nil : $0.lowerBound...($0.upperBound - 1) }
        }
        let makers: [ClosedRange<Int>] = functions.compactMap { function in
            guard function.kind == .function, let body = function.body else { return nil }
            // `populateSnapshotData()`, `loadMockData()`: fills the screen with made-up records, whatever it returns
            // (AITranslator's data for its Fastlane screenshots).
            if Self.isSampleDataFiller(function.name) { return body }
            guard let returned = function.returnType, !Self.numberTypes.contains(returned) else { return nil }
            if Self.isSampleName(function.name, orPreview: false) { return body }
            // Records made for a preview, named so anywhere in the function's name (Ruuvi's widget gallery:
            // `static func mediumPreviewSensors() -> [MultiSensorWidgetSensorItem]`, sensors named 'Living Room'):
            // records, not text (a `makePreviewText() -> String` may be what a screen shows).
            guard !LocalizationType.isText(returned), !LocalizationType.isLocalized(returned),
                IdentifierWords.of(function.name).contains(where: { $0.lowercased() == "preview" })
            else { return nil }
            return body
        }
        return values + makers
    }

    /// Types whose values are numbers, not made-up records.
    private static let numberTypes: Set<String> = [
        "Int", "Double", "Float", "CGFloat", "TimeInterval", "UInt", "Int64", "Int32", "UInt32", "UInt64", "Bool",
    ]

    /// A function named for made-up data: the word `Data` after `Snapshot`, `Screenshot`, `Mock`, `Sample`, `Dummy`,
    /// `Fake` or `Demo` (`populateSnapshotData`, `loadMockData`, `makeDemoData`).
    ///
    ///     FileDeclarations.isSampleDataFiller("populateSnapshotData")   // true
    ///     FileDeclarations.isSampleDataFiller("reloadData")             // false
    static func isSampleDataFiller(_ name: String) -> Bool {
        guard name.hasSuffix("Data") else { return false }
        let head = name.dropLast(4)
        return ["Snapshot", "Screenshot", "Screenshots", "Mock", "Sample", "Dummy", "Fake", "Demo"].contains { head.hasSuffix($0) }
    }

    /// `example(s)`, `preview`, `sample…`, `mock…`, `mockup…` (Roomie's `static var mockup: House`), `stub…`, `dummy…`, `fake…`,
    /// `skeleton…` (the stand-in a loading view shows redacted: WooCommerce's `skeletonPlan`) (a word of its own),
    /// `…Sample(s)`, `…Mock(s)`, `…Mockup(s)`, and, `orPreview`, `…Preview(s)`.
    static func isSampleName(_ name: String, orPreview: Bool) -> Bool {
        // `static let example`, `static func example(id:)` (hax's `Item.example` for its previews and widget
        // placeholder): the word alone; `exampleURL` may be a placeholder a field shows.
        if name == "example" || name == "examples" { return true }
        for word in ["preview", "sample", "mockup", "mock", "stub", "dummy", "fake", "skeleton"] where name.hasPrefix(word) {
            let rest = name.unicodeScalars.dropFirst(word.count)
            if rest.first.map(\.isUppercaseFast) ?? true || String(rest) == "s" { return true }
        }
        let suffixes = ["Sample", "Samples", "Mock", "Mocks", "Mockup", "Mockups"] + (orPreview ? ["Preview", "Previews"] : [])
        return suffixes.contains { name.hasSuffix($0) }
    }

    /// A declared type as a type name, when it is one (`TerminalTab`, `TodoItem?` → `TodoItem`); nil for text, generics,
    /// collections and functions.
    package static func typeName(_ declared: String) -> String? {
        var type = declared
        if type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        if isLabelledTuple(type) { return type }
        guard let first = type.unicodeScalars.first, first.isUppercaseFast,
            type.unicodeScalars.allSatisfy({ $0.isLetterFast || $0.isDigitASCII || $0 == "_" }),
            !LocalizationType.isText(type)
        else { return nil }
        return type
    }

    /// A tuple type written inline with a label (`(title:String,action:Selector)`, as ``DeclarationScanner/typeText(_:in:)``
    /// writes it): its text names it. A function type (`(title:String)->Void`) is not one.
    static func isLabelledTuple(_ type: String) -> Bool {
        guard type.hasPrefix("("), type.hasSuffix(")"), type.contains(":") else { return false }
        var depth = 0
        var previous: Character = " "
        for (offset, character) in type.enumerated() {
            switch character {
            case "(", "[", "<": depth += 1
            case ">" where previous == "-": break
            case ")", "]", ">": depth -= 1
            default: break
            }
            previous = character
            if depth == 0 { return offset == type.count - 1 }
        }
        return false
    }

    /// The nearest declaration of the variable or property `name` before token `index`.
    package func property(named name: String, before index: Int) -> Property? {
        // The position first: most properties a file declares are after `index` or are not `name`, and telling
        // them by position needs no comparison of names.
        properties.last { $0.nameToken < index && $0.tupleElement == nil && $0.name == name }
    }

    /// The labelled elements of the tuple types this file declares (``Property/tupleElement``), in order, by the
    /// type's name: `typealias CropShapeItem = (type: CropShapeType, title: String)` → `CropShapeItem`: `type`, `title`.
    package var tupleElements: [String: [Property]] {
        var tuples: [String: [Property]] = [:]
        for property in properties where property.tupleElement != nil {
            if let type = property.typeName { tuples[type, default: []].append(property) }
        }
        return tuples
    }

    /// The tuple type a declared type holds, by the name its elements are recorded under: the type itself
    /// (`CropShapeItem`, `(title:String,action:Selector)`), or an array's element or a dictionary's value
    /// (`[CropShapeItem]`), optional or not.
    package static func tupleTypeName(in declared: String?) -> String? {
        guard var type = declared else { return nil }
        if type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        if let element = LocalizationType.elementType(of: type) { type = element }
        if type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        return type.isEmpty ? nil : type
    }

    /// A function, initializer, subscript or enum case with associated values.
    package struct Function {
        package enum Kind: Sendable { case function, initializer, `subscript`, enumCase }
        package var kind: Kind
        /// The base name: `badge`, `init`, `subscript`, or the case's name.
        package var name: String
        package var parameters: [Parameter]
        /// The declared return type as written (`String`, `LocalizedStringKey`, `some View`), if any.
        package var returnType: String?
        /// The body's braces, if any.
        package var body: ClosedRange<Int>?
        /// The enclosing type's name (an extension's extended type), if any.
        package var typeName: String?
        package var nameToken: Int

        /// The name a call uses: the type's for an initializer (`SectionRow(title:)`), else the base name.
        package var callName: String { kind == .initializer ? (typeName ?? "init") : name }
    }

    package struct Parameter: Sendable, Hashable {
        /// The argument label, nil for `_`.
        package var label: String?
        /// The name the body uses.
        package var name: String
        /// The type as written, attributes and `inout` left out (`String`, `LocalizedStringKey?`, `[String]`).
        package var type: String
        /// The default value's tokens in the declaring file (`"OK"` in `confirmText: String = "OK"`), if any; nil
        /// in the memberwise initializers the index makes up.
        package var defaultValue: Range<Int>?

        package init(label: String?, name: String, type: String, defaultValue: Range<Int>?) {
            self.label = label
            self.name = name
            self.type = type
            self.defaultValue = defaultValue
        }
    }

    /// A `let` or `var`: a stored or computed property of a type, a global, or a local variable.
    package struct Property {
        package var name: String
        /// The declared type, or `String` when the initial value is a string literal; nil when unknown.
        package var type: String?
        package var typeName: String?
        package var scope: Scope
        package var isStatic: Bool
        package var isLet: Bool
        /// The initial value's tokens (`= …`), if any.
        package var initializer: Range<Int>?
        /// A computed property's getter body, if any.
        package var getter: ClosedRange<Int>?
        package var nameToken: Int
        /// For a labelled element of a tuple type, its position in the tuple: `title` of `typealias CropShapeItem =
        /// (type: CropShapeType, title: String)` is element 1 of the type `CropShapeItem`; of a tuple written inline
        /// (`let items: [(title: String, action: Selector)]`), of the type named by its text,
        /// `(title:String,action:Selector)`. `item.title` reads it as a property; the literal at that position of a
        /// tuple literal of the type is its value.
        package var tupleElement: Int? = nil

        package init(
            name: String, type: String?, typeName: String?, scope: Scope, isStatic: Bool, isLet: Bool,
            initializer: Range<Int>?, getter: ClosedRange<Int>?, nameToken: Int, tupleElement: Int? = nil
        ) {
            self.name = name
            self.type = type
            self.typeName = typeName
            self.scope = scope
            self.isStatic = isStatic
            self.isLet = isLet
            self.initializer = initializer
            self.getter = getter
            self.nameToken = nameToken
            self.tupleElement = tupleElement
        }
    }

    package enum Scope: Sendable {
        /// A member of a type (its body is the innermost brace around the declaration).
        case member
        /// At the top level of the file.
        case global
        /// Inside a function, closure or other body.
        case local
    }

    package struct TypeInfo {
        package enum Kind: Sendable { case `struct`, `class`, `enum`, actor, `extension` }
        package var name: String
        package var kind: Kind
        /// Brace-delimited body.
        package var body: ClosedRange<Int>
        /// The name's token, and the declaring keyword's (`struct`, `extension`).
        package var nameToken = 0
        package var keyword = 0
        /// Whether the body declares an initializer (a struct then has no memberwise initializer).
        package var declaresInitializer = false
        /// The types the header names after `:`, in order (generic arguments left out).
        package var conformances: [String] = []
        /// The first type the header names after `:`: a class's superclass, if it has one.
        package var inherits: String? { conformances.first }
    }
}

/// The type names that make a position a localization context: a literal there is a key Xcode extracts.
package enum LocalizationType {
    /// `LocalizedStringKey`, `LocalizedStringResource`, `String.LocalizationValue`, and the App Intents types a
    /// literal converts to through a `LocalizedStringResource` (`IntentDescription`, `IntentDialog`,
    /// `DisplayRepresentation`, `TypeDisplayRepresentation`), optional or not.
    package static func isLocalized(_ type: String?) -> Bool {
        guard let type, type.utf8.count >= 12 else { return false }  // `IntentDialog` is the shortest
        let base = type.hasSuffix("?") || type.hasSuffix("!") ? type.dropLast() : Substring(type)
        return localizedTypes.contains(base)
    }

    private static let localizedTypes: Set<Substring> = [
        "LocalizedStringKey", "LocalizedStringResource", "String.LocalizationValue", "SwiftUI.LocalizedStringKey",
        "Foundation.LocalizedStringResource", "IntentDescription", "IntentDialog", "DisplayRepresentation",
        "TypeDisplayRepresentation",
    ]

    /// The element type of an array type, or the value type of a dictionary type, as written: `[Self:
    /// DisplayRepresentation]` → `DisplayRepresentation`, `[LocalizedStringResource]` → `LocalizedStringResource`.
    package static func elementType(of type: String?) -> String? {
        guard let type, type.hasPrefix("["), type.hasSuffix("]") else { return nil }
        let inner = type.dropFirst().dropLast()
        var depth = 0
        for index in inner.indices {
            switch inner[index] {
            case "[", "(", "<": depth += 1
            case "]", ")", ">": depth -= 1
            case ":" where depth == 0:
                return String(inner[inner.index(after: index)...]).trimmingSpaces()
            default: break
            }
        }
        return String(inner).trimmingSpaces()
    }

    /// `String`, `String?`, `Substring`: plain text.
    package static func isText(_ type: String?) -> Bool {
        guard let type else { return false }
        return type == "String" || type == "String?" || type == "String!" || type == "Substring"
    }
}
