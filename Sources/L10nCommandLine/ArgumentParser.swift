/// A small hand-written parser for `--long value`, `--long=value`, `-s value`, flags and positionals.
///
/// `--` ends options: everything after it is positional. An argument that reads as a negative number (`-21`) is
/// positional too. `-h`/`--help` is always accepted and reported
/// as the flag `--help`. A lone `-` is a positional (standard input).
public enum ArgumentParser {
    public static func parse(_ arguments: [String], for configuration: CommandConfiguration) throws(UsageError)
        -> ParsedArguments
    {
        var byName: [String: ArgumentDefinition] = [:]
        var positionalDefinitions: [ArgumentDefinition] = []
        for definition in configuration.arguments {
            if case .positional = definition.kind {
                positionalDefinitions.append(definition)
            } else {
                for name in definition.names { byName[name] = definition }
            }
        }

        var result = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" || isNegativeNumber(argument) {
                result.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            if argument == "-h" || argument == "--help" {
                result.flags.insert("--help")
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let definition = byName[name] else {
                throw UsageError("unknown option '\(name)'")
            }
            switch definition.kind {
            case .flag:
                if inlineValue != nil { throw UsageError("option '\(name)' takes no value") }
                result.flags.insert(definition.key)
            case .option(let valueName, let repeating):
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else if index < arguments.count {
                    value = arguments[index]
                    index += 1
                } else {
                    throw UsageError("option '\(name)' needs a value <\(valueName)>")
                }
                if repeating {
                    result.options[definition.key, default: []].append(value)
                } else {
                    result.options[definition.key] = [value]
                }
            case .positional:
                break
            }
        }

        if !result.flag("--help") {
            try checkPositionals(result.positionals, against: positionalDefinitions)
        }
        return result
    }

    /// `-21`, `-1.5`, `-1c6`: a number, not an option (no option of ours starts with a digit).
    private static func isNegativeNumber(_ argument: String) -> Bool {
        let utf8 = argument.utf8
        guard utf8.count >= 2 else { return false }
        let second = utf8[utf8.index(after: utf8.startIndex)]
        return second >= UInt8(ascii: "0") && second <= UInt8(ascii: "9") || second == UInt8(ascii: ".")
    }

    private static func checkPositionals(_ values: [String], against definitions: [ArgumentDefinition])
        throws(UsageError)
    {
        let required = definitions.filter {
            if case .positional(_, let optional) = $0.kind { return !optional }
            return false
        }
        if values.count < required.count {
            throw UsageError("missing argument <\(required[values.count].key)>")
        }
        let repeats = definitions.contains {
            if case .positional(let repeating, _) = $0.kind { return repeating }
            return false
        }
        if !repeats && values.count > definitions.count {
            throw UsageError("unexpected argument '\(values[definitions.count])'")
        }
    }
}
