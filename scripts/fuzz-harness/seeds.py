#!/usr/bin/env python3
"""Writes the seed inputs of one fuzz target, taken from the checkout's fixtures, into a folder.

    python3 scripts/fuzz-harness/seeds.py TARGET OUTDIR

Run from the package root (scripts/fuzz does). Seeds are approximate: a Swift string literal is unescaped for
the common escapes only, which is fine for a fuzzer's starting points.
"""
import glob
import hashlib
import os
import re
import sys

target, outdir = sys.argv[1], sys.argv[2]
written = 0


def seed(data):
    global written
    if isinstance(data, str):
        data = data.encode("utf-8", "surrogateescape")
    name = hashlib.sha1(data).hexdigest()
    with open(os.path.join(outdir, name), "wb") as f:
        f.write(data)
    written += 1


def files(*patterns):
    for pattern in patterns:
        for path in sorted(glob.glob(pattern, recursive=True)):
            if os.path.isfile(path):
                yield path


def read(path):
    with open(path, "rb") as f:
        return f.read()


def unescape(text):
    return (text.replace("\\n", "\n").replace("\\t", "\t").replace('\\"', '"').replace("\\0", "\0")
            .replace("\\\\", "\\"))


def multiline_literals(path):
    """The bodies of the `\"\"\"` literals of a Swift file, indentation removed as Swift does."""
    text = read(path).decode("utf-8", "replace")
    for match in re.finditer(r'(#*)"""\n(.*?)\n([ \t]*)"""\1', text, re.S):
        raw, body, indent = match.group(1), match.group(2), match.group(3)
        lines = [line[len(indent):] if line.startswith(indent) else line.lstrip() for line in body.split("\n")]
        body = "\n".join(lines)
        yield body if raw else unescape(body)


def string_literals(path):
    text = read(path).decode("utf-8", "replace")
    for match in re.finditer(r'"((?:[^"\\\n]|\\.)*)"', text):
        yield unescape(match.group(1))


SHARED_CORPUS = os.path.join("..", "shared", "corpus")


def catalogs():
    yield from files("catalogs/**/*.xcstrings", "Tests/**/*.xcstrings", "Tests/**/*.json")
    yield from sorted(glob.glob(os.path.join(SHARED_CORPUS, "*.xcstrings")))


if target in ("json", "catalog"):
    for path in catalogs():
        seed(read(path))
    for path in files("Tests/XCStringsTests/*.swift", "Tests/EndToEndTests/*.swift"):
        for body in multiline_literals(path):
            if body.lstrip().startswith(("{", "[")):
                seed(body)
    if target == "json":
        for text in ['[]', '{}', '"\\u00e9\\ud83c\\udf55"', '-0.5e+10', '[true,false,null]', '{"a":{"b":[1,{"c":""}]}}']:
            seed(text)
elif target == "format-specifiers":
    strings = set()
    for path in files("Tests/XCStringsTests/FormatSpecifier*.swift"):
        strings.update(s for s in string_literals(path) if "%" in s)
    for path in catalogs():
        text = read(path).decode("utf-8", "replace")
        strings.update(unescape(s) for s in re.findall(r'"value" : "((?:[^"\\]|\\.)*)"', text) if "%" in s)
    strings = sorted(strings)[:400]
    for index, string in enumerate(strings):
        flags = b"\x01" if "%arg" in string else b"\x00"
        partner = strings[(index * 7 + 3) % len(strings)]
        seed(flags + string.encode() + b"\x00" + partner.encode())
elif target == "lexer":
    lint_tests = ("Tests/L10nSourceParsingTests/**/*.swift", "Tests/L10nSourceIndexTests/**/*.swift",
                  "Tests/L10nSourceRulesTests/**/*.swift")
    for path in files(*lint_tests, "Sources/L10nSourceParsing/**/*.swift", "Sources/L10nSourceIndex/**/*.swift",
                      "Sources/L10nSourceRules/**/*.swift", "Sources/l10n/**/*.swift", "Sources/L10nFormats/**/*.swift",
                      "Sources/L10nTables/**/*.swift", "Sources/L10nCatalogChecks/**/*.swift",
                      "Sources/L10nExchange/**/*.swift", "Sources/L10nWorkflow/**/*.swift"):
        seed(read(path))
    for path in files(*lint_tests):
        for body in multiline_literals(path):
            seed(body)
elif target in ("plural-rule", "plural-number"):
    data = read("Sources/PluralRules/Generated/PluralRuleData.swift").decode()
    rules = re.findall(r'Rule\(\.\w+, "([^"]*)", "([^"]*)"\)', data)
    if target == "plural-rule":
        for text in sorted({rule for rule, _ in rules if rule}):
            seed(text)
    else:
        numbers = set()
        for _, samples in rules:
            numbers.update(n for n in re.split(r"[ ,~]+", samples) if n and n[0].isdigit())
        numbers.update(["-1", "+2.50", "1.1e6", "1c3", "0.000", "12345678901234567890123.4500", "007"])
        for number in sorted(numbers):
            seed(number)
elif target in ("xliff", "csv"):
    extension = "xliff" if target == "xliff" else "csv"
    for path in files(f"Tests/**/*.{extension}", f"scripts/fuzz-harness/seeds/*.{extension}"):
        seed(read(path))
    for path in files("Tests/L10nFormatsTests/**/*.swift", "Tests/L10nTablesTests/**/*.swift",
                      "Tests/L10nCatalogChecksTests/**/*.swift", "Tests/L10nExchangeTests/**/*.swift",
                      "Tests/L10nWorkflowTests/**/*.swift"):
        for body in multiline_literals(path):
            if (extension == "xliff") == body.lstrip().startswith("<"):
                seed(body)
elif target == "legacy-tables":
    # The .strings/.stringsdict fixtures written by the tests (their Swift literals), and real-shaped seeds in
    # scripts/fuzz-harness/seeds/legacy-tables/ (UTF-16 both orders, binary plist, stringsdict).
    for path in files("Tests/L10nTablesTests/Legacy/*.swift", "Tests/L10nWorkflowTests/Legacy/*.swift"):
        for literal in multiline_literals(path):
            if "<plist" in literal or '" = "' in literal:
                seed(literal.encode("utf-8"))
else:
    sys.exit(f"seeds.py: unknown target {target}")

for path in files(f"scripts/fuzz-harness/seeds/{target}/*"):
    seed(read(path))
print(f"== {written} seeds for {target}", file=sys.stderr)
