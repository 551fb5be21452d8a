// l10n side of scripts/bench-plurals: the same locales and numbers as icu_plurals_bench.cpp.
//
//   plurals-bench INTS TEXTS REPEATS OUT LOCALE...
//
// Times PluralRules.category(for: Int) on each integer and PluralRules.category(for: String) on each decimal
// text (a cross-module call into the release-built PluralRules module, as l10n makes it). Writes every answer to
// OUT in the order the ICU program does.
import Foundation
import PluralRules

@main
struct PluralsBench {
    static func main() throws {
        let arguments = CommandLine.arguments
        guard arguments.count >= 6, let repeats = Int(arguments[3]) else {
            FileHandle.standardError.write(Data("usage: plurals-bench INTS TEXTS REPEATS OUT LOCALE...\n".utf8))
            exit(2)
        }
        let ints = try lines(arguments[1]).map { Int($0)! }
        let texts = try lines(arguments[2])
        let rules = arguments[5...].map { PluralRules(locale: $0) }

        var answers = ""
        for rule in rules {
            for n in ints { answers += rule.category(for: n).rawValue + "\n" }
            for text in texts { answers += ((try? rule.category(for: text))?.rawValue ?? "error") + "\n" }
        }
        try answers.write(toFile: arguments[4], atomically: true, encoding: .utf8)

        var checksum = 0
        var start = now()
        for _ in 0..<repeats {
            for rule in rules {
                for n in ints { checksum &+= code(rule.category(for: n)) }
            }
        }
        let intNanos = now() - start
        let intCalls = Double(repeats * rules.count * ints.count)

        let textRepeats = max(1, repeats / 10)
        start = now()
        for _ in 0..<textRepeats {
            for rule in rules {
                for text in texts { checksum &+= code((try? rule.category(for: text)) ?? .other) }
            }
        }
        let textNanos = now() - start
        let textCalls = Double(textRepeats * rules.count * texts.count)

        print(String(format: "l10n integer %.1f\nl10n text %.1f\nl10n checksum %d", intNanos / intCalls,
                     textNanos / textCalls, checksum))
    }

    static func lines(_ path: String) throws -> [String] {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
    }

    @inline(__always) static func code(_ category: PluralCategory) -> Int {
        switch category {
        case .zero: 4
        case .one: 3
        case .two: 3
        case .few: 3
        case .many: 4
        case .other: 5
        }
    }

    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
    }
}
