import L10nSourceParsing

// The kinds of fact a file records: its callables, properties and types, where its values go, the lines a
// comment of intent covers.
extension FileFacts {
    /// Lines a comment of intent covers, and the comment as messages quote it.
    package struct StatedLines: Sendable {
        package var lines: ClosedRange<Int>
        package var comment: String
        package var line: Int

        package init(lines: ClosedRange<Int>, comment: String, line: Int) {
            self.lines = lines
            self.comment = comment
            self.line = line
        }
    }

    /// ``activationPolicies``.
    struct ActivationPolicies: OptionSet, Sendable {
        let rawValue: UInt8
        static let accessory = ActivationPolicies(rawValue: 1)
        /// `.regular` or `.prohibited`: any policy but `.accessory` the app switches to.
        static let other = ActivationPolicies(rawValue: 2)
    }

    /// A function, initializer (named after its type), subscript or enum case.
    struct Callable: Sendable {
        var kind: FileDeclarations.Function.Kind
        /// The name a call uses: the function's or case's name, the type's name for an initializer.
        var callName: String
        var typeName: String?
        var parameters: [FileDeclarations.Parameter]
        var returnType: String?
        /// The line of its name (0 for the memberwise initializers the index makes up).
        var line = 0
        /// Whether it takes where it is called from, as loggers do (``FileFacts/isLogger(_:view:)``).
        var isLogger = false

        /// Whether its parameters are for developers: a logger by its name (``LoggingCalls``) or by its parameters.
        var logs: Bool { isLogger || LoggingCalls.isLogging(callName) }
    }

    /// (The flags come last: 72 bytes a property instead of 80, in lists every file keeps until the index is built.)
    package struct Property: Sendable {
        package var name: String
        package var type: String?
        package var typeName: String?
        /// The line of its name.
        var line = 0
        /// For a labelled element of a tuple type (`typeName` the tuple's), its position
        /// (``FileDeclarations/Property/tupleElement``).
        package var tupleElement: Int?
        /// A stored instance property declared in a type's body (a memberwise initializer's parameter when it is a
        /// struct's and not a `let` with a value).
        var isStoredMember: Bool
        var isLet: Bool
        var hasInitializer: Bool
    }

    /// A property of a type, by the type's name and its own.
    package struct MemberKey: Sendable, Hashable {
        var type: String
        var name: String

        package init(type: String, name: String) {
            self.type = type
            self.name = name
        }
    }

    /// The capitalized names used in the body of a type or an extension named `owner` (``ScopedNames``).
    struct TypeScope: Sendable {
        var owner: String
        var names: [UInt64]
    }

    struct TypeFact: Sendable {
        var name: String
        var kind: FileDeclarations.TypeInfo.Kind
        var declaresInitializer: Bool
        /// The line of its body's opening brace.
        var line = 0
        /// A struct, enum or actor, or a class without a superclass (or only `NSObject`): a model, never a UIKit or
        /// AppKit object whose `title` or `text` people read.
        var isPlain = false
        /// A SwiftUI view: a struct whose first conformance is `View` or a representable's (``FileFacts/isView(_:)``).
        var isView = false
        /// An error: the header names `Error`, `LocalizedError`, `CustomNSError` or another type named `…Error`.
        var isError = false
        /// An enum whose values code may make without naming a case: `CaseIterable` (`allCases`), a raw value
        /// (`init(rawValue:)`), `Codable` or `Decodable`.
        var makesCasesUnnamed = false
        /// The system or another language may make it without Swift naming it (``FoundBySystem``).
        var isFoundBySystem = false
    }

    /// Where a value comes from, as far as one file can tell.
    enum Owner: Sendable, Hashable {
        /// A parameter of a callable of this file.
        case parameter(callable: Int, position: Int)
        /// A property of a type, by the type's name (`title` or `self.title` inside the type).
        case property(type: String, name: String)
        /// A member read on some value (`model.statusText`): any project property of that name.
        case member(String)
        /// A member read on a value whose type this file does not say, named like a type (`musicManager.artistName`,
        /// `server.name`): the property of that name of the project types named like the value (`MusicManager`,
        /// `Server`, `RemoteServer`), else, when none is, any project property of that name.
        case hinted(String, receiver: String)
        /// A function's result (`actionLabel(for: action)`, `item.label()`): any project function of that name.
        case function(String)
        /// An enum case's associated value, bound by a pattern (`case .failed(let reason)`, `case let
        /// .success(message)`): the value at that position of any project enum case of that name.
        case payload(case: String, position: Int)
        /// A property of such a bound value (`case let .standard(item): Label(item.text, …)`): that property of the
        /// payload's type.
        /// (The position is an `Int32` after the name: 40 bytes an owner instead of 48, in lists every file keeps
        /// until the index is built.)
        case payloadMember(case: String, name: String, position: Int32)
    }

    /// A value shown by a user-facing API (`Text(title)`): the owner and the API (`Text`).
    struct Shown: Sendable, Hashable {
        var owner: Owner
        var api: String
        /// The type whose code shows it (nil at the top level): a view no code creates shows nothing
        /// (``ProjectIndex/unreachedViews``).
        var scope: String? = nil
    }

    /// A value passed on: `owner` goes into `target`.
    struct Forward: Sendable {
        enum Target: Sendable {
            /// An argument of a call, by the callee's name and the argument's label (or its position when
            /// unlabelled; an `Int32`, as in ``Owner/payloadMember(case:name:position:)``).
            case argument(callee: String, label: String?, position: Int32)
            /// A property of a type (`self.title = title` in an initializer).
            case property(type: String, name: String)
            /// The value of a function or computed property of text (`func label(for a: Arch) -> String {
            /// a.menuDescription }`): what it returns is shown when its value is. `type`: the type declaring it.
            case value(of: String, type: String?)
        }

        var owner: Owner
        var target: Target
    }
}
