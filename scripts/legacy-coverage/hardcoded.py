#!/usr/bin/env python3
"""Checks that no `hardcoded-string` finding is a literal the app's legacy tables hold as a key.

Usage: (cd APP && l10n check SUB) | hardcoded.py APP [--exclude SUBSTRING]

For each finding, the literal is read from the Swift file at the finding's line and column (a plain "…" literal;
literals with interpolation are listed apart, their key is a format), and looked up in the union of every
`.lproj` table's keys (count.py's reader, independent of l10n).
"""
import os
import re
import sys

sys.argv, args = sys.argv[:1], sys.argv[1:]
here = os.path.dirname(os.path.abspath(__file__))
namespace = {}
exec(open(os.path.join(here, 'count.py')).read().replace('\nmain()\n', '\n'), namespace)
app = args[0]
exclude = args[2] if len(args) > 2 else None
keys = set()
for folder, dirs, files in os.walk(app):
    dirs[:] = [d for d in dirs if not (exclude and exclude in d)]
    if folder.endswith('.lproj'):
        for name in files:
            path = os.path.join(folder, name)
            if name.endswith('.strings'):
                keys |= namespace['strings_keys'](path)
            elif name.endswith('.stringsdict'):
                keys |= namespace['stringsdict_keys'](path)
plain = interpolated = held = 0
for line in sys.stdin:
    m = re.match(r'^(.+\.swift):(\d+):(\d+): \w+: .*\[hardcoded-string\]$', line.strip())
    if not m:
        continue
    source = open(os.path.join(app, m.group(1)), encoding='utf-8').read().split('\n')[int(m.group(2)) - 1]
    rest = source.encode('utf-8')[int(m.group(3)) - 1:].decode('utf-8', 'replace')
    lit = re.match(r'"((?:[^"\\]|\\.)*)"', rest)
    if not lit:
        continue
    text = lit.group(1)
    if '\\(' in text:
        interpolated += 1
        continue
    plain += 1
    if namespace['unescape'](text) in keys:
        held += 1
        print('held by a table:', m.group(1), m.group(2), repr(text))
print(f'{len(keys)} table keys; {plain} plain hardcoded literals, {held} of them held by a table; {interpolated} interpolated')
