import L10nCommandLine
import L10nWorkflow
import PluralRules

/// `l10n plurals`: a language's plural categories (CLDR and Xcode), the category of numbers, or a batch of them.
enum PluralsCommand: Command {
    static let configuration = CommandConfiguration(
        name: "plurals",
        abstract: "Show a language's plural categories, or the category of numbers.",
        discussion: """
            With only a locale, prints the categories CLDR \(PluralRules.cldrVersion) defines for it, each
            with its rule and example numbers, and the categories Xcode creates when a
            string varies by plural. With numbers, prints NUMBER<TAB>CATEGORY for each.
            Write numbers as CLDR does: 1, 1.0 (a visible fraction digit: not 1), 2.50,
            1c6 (compact exponent). Put '--' before negative numbers.

            --batch reads LOCALE<TAB>NUMBER lines from standard input and prints one
            category per line, in order. A bad line prints 'error: …' in its place (and
            '<stdin>:LINE:COLUMN: error: …' on standard error) and the run goes on.
            Exit status 1 when a number or a line was bad.

            EXAMPLES:
              l10n plurals es
              l10n plurals ru 1 2 5 21 1.5
              l10n plurals en --ordinal 1 2 3 11
              printf 'fr\\t1c6\\npl\\t22\\n' | l10n plurals --batch
            """,
        arguments: [
            .flag("--ordinal", help: "Use ordinal rules (1st, 2nd, 3rd) instead of cardinal ones."),
            .flag("--batch", help: "Read LOCALE<TAB>NUMBER lines from standard input."),
            .positional("locale", help: "A locale: es, pt-BR, pt_PT, zh-Hant, sr-Latn …"),
            .positional("number", help: "Numbers to classify: 1, 1.0, 2.50, 1c6 …", repeating: true),
        ],
        usages: ["<locale> [--ordinal]", "<locale> <number> ... [--ordinal]", "--batch [--ordinal]"]
    )

    static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus {
        let type: PluralRuleType = arguments.flag("--ordinal") ? .ordinal : .cardinal
        let usage = HelpFormatter.usage(for: configuration, commandPath: "l10n plurals")
        if arguments.flag("--batch") {
            guard arguments.positionals.isEmpty else {
                return RootCommand.usageError(
                    "'--batch' reads standard input; unexpected argument '\(arguments.positionals[0])'", usage: usage,
                    console: console)
            }
            return runBatch(type: type, console: console)
        }
        guard let locale = arguments.positionals.first else {
            return RootCommand.usageError("missing argument <locale>", usage: usage, console: console)
        }
        let rules = PluralRules(locale: locale, type: type)
        let numbers = arguments.positionals.dropFirst()
        if numbers.isEmpty {
            console.out(PluralsReport.describe(rules))
            return .success
        }
        var status = ExitStatus.success
        for number in numbers {
            do {
                console.out("\(number)\t\(try rules.category(for: number))\n")
            } catch {
                console.err("error: invalid number: \(error)\n")
                status = .findings
            }
        }
        return status
    }

    static func runBatch(type: PluralRuleType, console: Console) -> ExitStatus {
        var batch = PluralBatch(type: type)
        var status = ExitStatus.success
        var lineNumber = 0
        while let line = readLine(strippingNewline: true) {
            lineNumber += 1
            switch batch.answer(line[...]) {
            case .success(let category):
                console.out(category.rawValue + "\n")
            case .failure(let error):
                console.out("error: \(error.message)\n")
                console.err("<stdin>:\(lineNumber):\(error.column): error: \(error.message)\n")
                status = .findings
            }
        }
        return status
    }
}
