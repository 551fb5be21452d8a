#!/usr/bin/env python3
"""Draws the Swift files (and, for long files, the line windows) whose string literals are labelled by hand.

    python3 scripts/accuracy-labels/draw.py [--apps ../shared/apps] [--seed 16] > scripts/accuracy-labels/files.tsv

Deterministic: the same apps and seed give the same draw. Each app gets a literal budget (BUDGET), split over its
strata in proportion to the stratum's share of the app's literals (at least MIN_STRATUM each); within a stratum the
files are shuffled with random.Random(f"{seed}:{app}:{stratum}") and taken in that order, skipping files without a
literal, until the stratum's budget is reached. A file longer than LONG_FILE lines is labelled in a window of WINDOW
lines whose first line is drawn from the same generator. Test files are not drawn (l10n skips them by default).
Prints a TSV manifest: app, stratum, path, first line, last line, literals in the window.
"""

import argparse
import os
import random
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from swift_literals import literals  # noqa: E402

BUDGET = {"yattee__yattee": 230, "TheBoredTeam__boring.notch": 85, "XcodesOrg__XcodesApp": 85}
MIN_STRATUM = 10
LONG_FILE = 200
WINDOW = 150

CONTROLLER = re.compile(
    r"\b(UIViewController|NSViewController|NSWindowController|NSApplicationDelegate|UIApplicationDelegate|"
    r"NSMenu|NSAlert|NSStatusItem|UIAlertController|NSPanel|NSOpenPanel)\b")


def stratum(path: str, text: str) -> str:
    p = path.lower()
    if re.search(r"(^|/)[^/]*tests?/|tests\.swift$", p):
        return "test"
    if re.search(r"intent|widget|topshelf|shareextension", p) or re.search(
            r"\b(AppIntent|TimelineProvider|TVTopShelfContentProvider|WidgetConfiguration)\b", text):
        return "intents-widgets-extensions"
    if "settings" in p or "preferences" in p:
        return "settings"
    if CONTROLLER.search(text):
        return "uikit-appkit"
    if re.search(r":\s*View\s*\{|some View\b", text):
        return "swiftui-view"
    if re.search(r"models?/|enums/|/data/|entities", p):
        return "model"
    if re.search(r"service|manager|backend|api/|network|controller|provider|xpc|helper|download", p):
        return "service"
    return "other"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    here = os.path.dirname(os.path.abspath(__file__))
    parser.add_argument("--apps", default=os.path.join(here, "..", "..", "..", "shared", "apps"))
    parser.add_argument("--seed", default="16")
    args = parser.parse_args()
    if not os.path.isdir(args.apps):
        sys.exit(f"draw.py: no apps folder at {args.apps}")
    print("app\tstratum\tpath\tfirst_line\tlast_line\tliterals")
    for app in sorted(BUDGET):
        root = os.path.join(args.apps, app)
        if not os.path.isdir(root):
            sys.exit(f"draw.py: no app folder at {root}")
        files = swift_files(root, stratum)
        strata = {}
        for rel, (s, data) in sorted(files.items()):
            if s != "test":
                strata.setdefault(s, []).append(rel)
        draw_strata(app, strata, files, BUDGET[app], args.seed)

def swift_files(root, stratum_of):
    """Every Swift file under `root`, in a stable order: path → (its stratum by `stratum_of(path, text)`, bytes)."""
    files = {}
    for folder, dirs, names in os.walk(root):
        dirs.sort()
        for name in sorted(names):
            if name.endswith(".swift"):
                full = os.path.join(folder, name)
                rel = os.path.relpath(full, root)
                data = open(full, "rb").read()
                files[rel] = (stratum_of(rel, data.decode("utf-8", "replace")), data)
    return files


def draw_strata(app, strata, files, budget_total, seed):
    """Prints the drawn rows of one app: each stratum's budget, in proportion to its share of the app's literals
    (at least MIN_STRATUM), filled with its files in the order `random.Random(f"{seed}:{app}:{stratum}")` shuffles
    them; a file longer than LONG_FILE lines gives a window of WINDOW lines drawn from the same generator.
    `strata`: stratum → paths; `files`: path → (stratum, bytes)."""
    counts = {s: sum(len(literals(files[r][1])) for r in rels) for s, rels in strata.items()}
    total = sum(counts.values())
    for s in sorted(strata):
        budget = max(MIN_STRATUM, round(budget_total * counts[s] / total))
        rng = random.Random(f"{seed}:{app}:{s}")
        order = sorted(strata[s])
        rng.shuffle(order)
        taken = 0
        for rel in order:
            if taken >= budget:
                break
            data = files[rel][1]
            lines = data.count(b"\n") + (0 if data.endswith(b"\n") else 1)
            first, last = 1, lines
            if lines > LONG_FILE:
                first = rng.randint(1, lines - WINDOW + 1)
                last = first + WINDOW - 1
            n = sum(1 for l in literals(data) if first <= l.line <= last)
            if n == 0:
                continue
            taken += n
            print(f"{app}\t{s}\t{rel}\t{first}\t{last}\t{n}")


if __name__ == "__main__":
    main()
