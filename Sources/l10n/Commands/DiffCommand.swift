import Foundation
import L10nCommandLine
import L10nWorkflow
import XCStrings

/// `l10n diff`: what changed in the translations between two versions of a catalog; also git's text conversion
/// (`--textconv`), so `git diff` reads as translation changes.
enum DiffCommand: Command {
    static let configuration = CommandConfiguration(
        name: "diff",
        abstract: "Show what changed in the translations between two versions of a catalog.",
        discussion: """
            Compares two versions of a String Catalog as data and prints what changed as \
            people think of it: keys added, removed and renamed, source text changed, \
            translations added, changed and removed per language (and per plural, device \
            or substitution case: 'plural.one'), states changed ('translated → \
            needs_review'), comments and attributes changed; then a summary line. A file \
            that was only laid out again (indentation, key order, escaping) has \
            'no translation changes'.

            OLD and NEW are each a file or REV:PATH, a catalog at a git revision as git \
            names it (HEAD~1:App/Localizable.xcstrings; PATH from the repository's top, \
            or from the current folder when it starts with ./). Nothing is checked out.

            A key is renamed when it is gone and exactly one new key has the same source \
            text (every source string) and no other key gone has it; what changed in its \
            translations follows the rename. Text is compared by Unicode scalars, as \
            Xcode compares it.

            GIT: with --textconv FILE, prints the catalog as one line per string \
            ('KEY' LANGUAGE VARIANT: "text" (state)), in a fixed order, for git's text \
            conversion: 'git diff' and 'git log -p' then show translation changes, and a \
            layout-only change shows no difference. Enable it with:
              .gitattributes:  *.xcstrings diff=l10n
              git config diff.l10n.textconv "l10n diff --textconv"
            A file that is not a valid catalog is printed as it is (git then diffs its \
            text), with a warning on standard error.

            Exit status 0 (with --exit-code: 0 when nothing changed, 1 when something \
            did), 2 when a version cannot be read: 'path:line:column: error: ...'.

            EXAMPLES:
              l10n diff HEAD~1:App/Localizable.xcstrings App/Localizable.xcstrings
              l10n diff --format markdown origin/main:App/Localizable.xcstrings \\
                        App/Localizable.xcstrings >> "$GITHUB_STEP_SUMMARY"
              l10n diff --format json old.xcstrings new.xcstrings | jq '.changes[].kind'
            """,
        arguments: [
            .option("--format", valueName: "format", help: "text (default), markdown or json."),
            .flag("--exit-code", help: "Exit 1 when the translations differ, 0 when they do not."),
            .flag("--textconv", help: "Print one catalog as one line per string, for git's diff.l10n.textconv."),
            .positional("version", help: "OLD and NEW: a catalog file, or REV:PATH (with --textconv: one file).", repeating: true),
        ],
        usages: ["[--format <format>] [--exit-code] <old> <new>", "--textconv <file>"]
    )

    static var usage: String { HelpFormatter.usage(for: configuration, commandPath: "l10n diff") }

    static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus {
        let cwd = FileManager.default.currentDirectoryPath
        let versions = arguments.positionals
        if arguments.flag("--textconv") {
            if let other = ["--format"].first(where: { arguments.value($0) != nil })
                ?? (arguments.flag("--exit-code") ? "--exit-code" : nil)
            {
                return RootCommand.usageError("'--textconv' cannot be used with '\(other)'", usage: usage, console: console)
            }
            guard versions.count == 1 else {
                return RootCommand.usageError(
                    "'--textconv' takes one file (\(versions.count) given)", usage: usage, console: console)
            }
            return textconv(versions[0], currentDirectory: cwd, console: console)
        }
        let formatName = arguments.value("--format") ?? CatalogDiffFormat.text.rawValue
        guard let format = CatalogDiffFormat(rawValue: formatName) else {
            return RootCommand.usageError(
                "unknown format '\(formatName)'; use text, markdown or json", usage: usage, console: console)
        }
        guard versions.count == 2 else {
            return RootCommand.usageError(
                "give two versions, OLD and NEW (\(versions.count) given)", usage: usage, console: console)
        }
        if let table = versions.first(where: { $0.hasSuffix(".strings") || $0.hasSuffix(".stringsdict") }) {
            return RootCommand.usageError(
                "'\(table)' is a strings table; 'l10n diff' compares String Catalogs (.xcstrings): use 'git diff' for a table, or 'l10n migrate' to turn it into a catalog",
                usage: usage, console: console)
        }
        var catalogs: [StringCatalog] = []
        for version in versions {
            do {
                catalogs.append(try CatalogVersion.read(version, currentDirectory: cwd))
            } catch {
                console.err("\(error)\n")
                return .failure
            }
        }
        let diff = CatalogDiff(old: catalogs[0], new: catalogs[1])
        console.out(diff.rendered(as: format, old: versions[0], new: versions[1], toolVersion: RootCommand.version))
        return arguments.flag("--exit-code") && !diff.isEmpty ? .findings : .success
    }

    /// git's text conversion of one file: its strings line by line, or its bytes as they are when it is not a
    /// valid catalog (so git still shows a diff), with a warning.
    static func textconv(_ path: String, currentDirectory: String, console: Console) -> ExitStatus {
        let bytes: [UInt8]
        do {
            bytes = try CatalogVersion.bytes(of: path, currentDirectory: currentDirectory)
        } catch {
            console.err("\(error)\n")
            return .failure
        }
        do {
            console.out(CatalogLines.render(try StringCatalog(bytes: bytes, path: path)))
        } catch {
            console.err("\(error.description.replacingOccurrences(of: ": error: ", with: ": warning: ")); shown as text\n")
            console.outBytes(bytes)
        }
        return .success
    }
}
