#!/usr/bin/env python3
"""Counts, without l10n, how many keys each language's legacy table files hold.

Usage: count.py FOLDER [--exclude SUBSTRING ...]

A table is every `<lang>.lproj/<Name>.strings|.stringsdict` directly inside one folder. Its keys are the union
of every language's keys (a key held by any language's table is a key); a language's count is the number of
those keys its own files define. `.strings` files are decoded by their byte order mark (UTF-16 LE/BE, UTF-8),
else by NUL bytes, and read with a regular expression for `"key" = "value";` (comments removed first);
`.stringsdict` files with plistlib. Output: one line per table and language, `folder/Name language count/total`.
"""
import os
import plistlib
import re
import sys



def decode(data):
    if data.startswith(b'\xff\xfe') or data.startswith(b'\xfe\xff'):
        return data.decode('utf-16')
    if data.startswith(b'\xef\xbb\xbf'):
        return data[3:].decode('utf-8')
    if len(data) > 1 and data[1] == 0:
        return data.decode('utf-16-le')
    if len(data) > 1 and data[0] == 0:
        return data.decode('utf-16-be')
    return data.decode('utf-8')


def unescape(key):
    out, i = [], 0
    while i < len(key):
        c = key[i]
        if c == '\\' and i + 1 < len(key):
            n = key[i + 1]
            if n in 'Uu':
                out.append(chr(int(key[i + 2:i + 6], 16)))
                i += 6
                continue
            out.append({'n': '\n', 't': '\t', 'r': '\r'}.get(n, n))
            i += 2
            continue
        out.append(c)
        i += 1
    return ''.join(out)


def strings_keys(path):
    """Keys of `"key" = "value";` pairs: a small scanner that skips comments outside quotes."""
    text = decode(open(path, 'rb').read()).lstrip('\ufeff')
    tokens, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith('/*', i):
            end = text.find('*/', i + 2)
            i = n if end < 0 else end + 2
        elif text.startswith('//', i):
            end = text.find('\n', i)
            i = n if end < 0 else end
        elif c == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == '\\' else 1
            tokens.append(('s', unescape(text[i + 1:j])))
            i = j + 1
        elif c in '=;':
            tokens.append((c, c))
            i += 1
        else:
            i += 1
    return {tokens[k][1] for k in range(len(tokens) - 3)
            if tokens[k][0] == 's' and tokens[k + 1][0] == '=' and tokens[k + 2][0] == 's' and tokens[k + 3][0] == ';'}


def stringsdict_keys(path):
    # Apple's runtime reads a stray control character inside a value (ko.lproj of Damus has a U+0008);
    # expat refuses it, so control characters other than tab and line breaks are dropped first.
    data = re.sub(rb'[\x00-\x08\x0b\x0c\x0e-\x1f]', b'', open(path, 'rb').read())
    return set(plistlib.loads(data).keys())


def main():
    root = sys.argv[1]
    excludes = sys.argv[3::2] if len(sys.argv) > 2 else []
    tables = {}
    for folder, dirs, files in os.walk(root):
        dirs[:] = [d for d in dirs if not any(e in os.path.join(folder, d) for e in excludes)]
        if not folder.endswith('.lproj'):
            continue
        language = os.path.basename(folder)[:-len('.lproj')]
        parent = os.path.dirname(folder)
        for name in files:
            stem, ext = os.path.splitext(name)
            if ext not in ('.strings', '.stringsdict'):
                continue
            path = os.path.join(folder, name)
            keys = strings_keys(path) if ext == '.strings' else stringsdict_keys(path)
            tables.setdefault((parent, stem), {}).setdefault(language, set()).update(keys)
    for (parent, stem), languages in sorted(tables.items()):
        union = set().union(*languages.values())
        for language, keys in sorted(languages.items()):
            print(f'{os.path.relpath(parent, root)}/{stem} {language} {len(keys)}/{len(union)}')


main()
