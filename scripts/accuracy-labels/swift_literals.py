"""Swift string literals of a source file, with their positions as the compiler counts them.

Used by `scripts/accuracy` (to check the labels against the sources and to match findings to labelled
literals) and by `draw.py` (to count and list the literals of drawn files). Standard library only.

    >>> [(l.line, l.column, l.text) for l in literals(b'Text("Hi \\\\(name)")  // "not"\\n')]
    [(1, 6, 'Hi \\\\(name)')]

Handles line and nested block comments, "…", multi-line \"\"\"…\"\"\", raw #"…"# (any number of #), escapes and
interpolations with nested literals (each nested literal is a literal of its own). Positions are 1-based lines
and 1-based UTF-8 byte columns of the literal's first character (the `#` of a raw string, else the opening quote).
Bare regex literals (/…/) are not recognised: none of the measured apps uses one.
"""

from dataclasses import dataclass


@dataclass
class Literal:
    start: int          # byte offset of the first delimiter character
    end: int            # byte offset just past the closing delimiter
    body_start: int
    body_end: int
    line: int = 0
    column: int = 0
    end_line: int = 0
    end_column: int = 0  # column of the last delimiter character
    text: str = ""       # the source between the delimiters, as written (escapes and interpolations kept)


class _Lexer:
    def __init__(self, data: bytes):
        self.b = data
        self.n = len(data)
        self.found = []

    def code(self, i: int, until_paren: bool) -> int:
        """Lexes code from i; with until_paren, stops just past the ')' closing an interpolation."""
        b, n = self.b, self.n
        depth = 0
        while i < n:
            c = b[i]
            if c == 0x2F and i + 1 < n and b[i + 1] == 0x2F:  # //
                j = b.find(b"\n", i)
                i = n if j < 0 else j
                continue
            if c == 0x2F and i + 1 < n and b[i + 1] == 0x2A:  # /*
                i = self.block_comment(i)
                continue
            if c == 0x23:  # '#': raw string?
                j = i
                while j < n and b[j] == 0x23:
                    j += 1
                if j < n and b[j] == 0x22:
                    i = self.string(i, j - i)
                    continue
                i = j
                continue
            if c == 0x22:
                i = self.string(i, 0)
                continue
            if until_paren:
                if c == 0x28:
                    depth += 1
                elif c == 0x29:
                    if depth == 0:
                        return i + 1
                    depth -= 1
            i += 1
        return i

    def block_comment(self, i: int) -> int:
        b, n = self.b, self.n
        depth = 0
        while i < n:
            if b.startswith(b"/*", i):
                depth += 1
                i += 2
            elif b.startswith(b"*/", i):
                depth -= 1
                i += 2
                if depth == 0:
                    return i
            else:
                i += 1
        return i

    def string(self, start: int, hashes: int) -> int:
        b, n = self.b, self.n
        q = start + hashes
        multi = b.startswith(b'"""', q)
        delim = b'"""' if multi else b'"'
        closing = delim + b"#" * hashes
        escape = b"\\" + b"#" * hashes
        i = q + len(delim)
        body_start = i
        lit = Literal(start=start, end=n, body_start=body_start, body_end=n)
        self.found.append(lit)
        while i < n:
            if b.startswith(escape, i):
                k = i + len(escape)
                if k < n and b[k] == 0x28:  # \( interpolation
                    i = self.code(k + 1, until_paren=True)
                else:
                    i = k + 1
                continue
            if b.startswith(closing, i):
                lit.body_end = i
                lit.end = i + len(closing)
                return lit.end
            if not multi and b[i] == 0x0A:  # unterminated single-line literal
                lit.body_end = i
                lit.end = i
                return i
            i += 1
        lit.body_end = n
        return n


def literals(data: bytes):
    """Every string literal in the Swift source `data`, in source order."""
    lexer = _Lexer(data)
    lexer.code(0, until_paren=False)
    line_starts = [0]
    for k, c in enumerate(data):
        if c == 0x0A:
            line_starts.append(k + 1)
    import bisect

    def position(offset):
        li = bisect.bisect_right(line_starts, offset) - 1
        return li + 1, offset - line_starts[li] + 1

    out = sorted(lexer.found, key=lambda l: l.start)
    for lit in out:
        lit.line, lit.column = position(lit.start)
        lit.end_line, lit.end_column = position(max(lit.start, lit.end - 1))
        lit.text = data[lit.body_start:lit.body_end].decode("utf-8", "replace")
    return out


def escape_text(text: str) -> str:
    """The text as one TSV cell: tabs, newlines and carriage returns written as \\t, \\n, \\r."""
    return text.replace("\t", "\\t").replace("\r", "\\r").replace("\n", "\\n")
