// ICU side of scripts/bench-plurals: the same locales and numbers as PluralsBench.swift.
//
//   icu_plurals_bench INTS TEXTS REPEATS OUT LOCALE...
//
// Times icu::PluralRules::select(double) on each integer, and icu::number::LocalizedNumberFormatter::formatDecimal
// + PluralRules::select(FormattedNumber) on each decimal text (formatters made beforehand, one per locale and
// number of fraction digits, so visible trailing zeros count as in CLDR: 1.0 is not 1). Writes every answer to OUT
// (one keyword per line: integers then texts, locale by locale) so the script can compare them with l10n's.
#include <unicode/locid.h>
#include <unicode/numberformatter.h>
#include <unicode/plurrule.h>
#include <unicode/unistr.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

using namespace icu;

static std::vector<std::string> readLines(const char* path) {
    std::ifstream in(path);
    std::vector<std::string> lines;
    for (std::string line; std::getline(in, line);) {
        if (!line.empty()) lines.push_back(line);
    }
    return lines;
}

static int fractionDigits(const std::string& text) {
    auto dot = text.find('.');
    return dot == std::string::npos ? 0 : int(text.size() - dot - 1);
}

int main(int argc, char** argv) {
    if (argc < 6) {
        std::fprintf(stderr, "usage: %s INTS TEXTS REPEATS OUT LOCALE...\n", argv[0]);
        return 2;
    }
    std::vector<double> ints;
    for (auto& line : readLines(argv[1])) ints.push_back(std::strtod(line.c_str(), nullptr));
    std::vector<std::string> texts = readLines(argv[2]);
    std::vector<int> digits;
    int maxDigits = 0;
    for (auto& text : texts) {
        digits.push_back(fractionDigits(text));
        if (digits.back() > maxDigits) maxDigits = digits.back();
    }
    int repeats = std::atoi(argv[3]);
    std::vector<std::unique_ptr<PluralRules>> rules;
    std::vector<std::vector<number::LocalizedNumberFormatter>> formatters;
    for (int k = 5; k < argc; k++) {
        UErrorCode status = U_ZERO_ERROR;
        Locale locale(argv[k]);
        rules.emplace_back(PluralRules::forLocale(locale, status));
        if (U_FAILURE(status)) {
            std::fprintf(stderr, "error: no ICU plural rules for '%s'\n", argv[k]);
            return 2;
        }
        std::vector<number::LocalizedNumberFormatter> byDigits;
        for (int v = 0; v <= maxDigits; v++) {
            byDigits.push_back(number::NumberFormatter::withLocale(locale).precision(
                number::Precision::minMaxFraction(v, v)));
        }
        formatters.push_back(std::move(byDigits));
    }

    // Answers, for the comparison (not timed).
    std::ofstream out(argv[4]);
    for (size_t l = 0; l < rules.size(); l++) {
        std::string keyword;
        for (double n : ints) {
            keyword.clear();
            rules[l]->select(n).toUTF8String(keyword);
            out << keyword << "\n";
        }
        for (size_t t = 0; t < texts.size(); t++) {
            UErrorCode status = U_ZERO_ERROR;
            number::FormattedNumber formatted = formatters[l][digits[t]].formatDecimal(texts[t], status);
            keyword.clear();
            rules[l]->select(formatted, status).toUTF8String(keyword);
            out << (U_FAILURE(status) ? "error" : keyword) << "\n";
        }
    }

    using Clock = std::chrono::steady_clock;
    long checksum = 0;
    auto start = Clock::now();
    for (int r = 0; r < repeats; r++) {
        for (auto& rule : rules) {
            for (double n : ints) checksum += rule->select(n).length();
        }
    }
    double intNanos = std::chrono::duration<double, std::nano>(Clock::now() - start).count();
    double intCalls = double(repeats) * rules.size() * ints.size();

    int textRepeats = repeats / 10 > 0 ? repeats / 10 : 1;
    start = Clock::now();
    for (int r = 0; r < textRepeats; r++) {
        for (size_t l = 0; l < rules.size(); l++) {
            for (size_t t = 0; t < texts.size(); t++) {
                UErrorCode status = U_ZERO_ERROR;
                number::FormattedNumber formatted = formatters[l][digits[t]].formatDecimal(texts[t], status);
                checksum += rules[l]->select(formatted, status).length();
            }
        }
    }
    double textNanos = std::chrono::duration<double, std::nano>(Clock::now() - start).count();
    double textCalls = double(textRepeats) * rules.size() * texts.size();

    std::printf("icu integer %.1f\nicu text %.1f\nicu checksum %ld\n", intNanos / intCalls, textNanos / textCalls,
                checksum);
    return 0;
}
