#!/usr/bin/env python3
"""Draws findings per app on real apps as a new user meets them on the first run (issue 40), for judging.

    python3 scripts/audit/draw-firstrun.py --apps /tmp/apps [--seed 40] [--count 20] [--l10n .build/debug/l10n] > drawn.tsv

Each app in FIRSTRUN_APPS is checked out (sources only, never committed) in APPS/<owner>__<name> at the commit named
there, with that commit in APPS/<owner>__<name>/.commit. For each, as the README's "Start on the app you already
have" says: `l10n init --force` in the app folder (writes .l10n.json), then `l10n check --format json`. Every
finding of the source rules (any rule whose findings point into a .swift file) is pooled per app, and --count per
app are drawn: those with the lowest SHA-1 of seed and place (app, path, line, column, rule), so a fix that removes
findings leaves the rest of the draw as it was and brings in the next ones instead. An absent app is skipped with a
line on standard error, an app at another commit is named there.

Prints a TSV: app, path, line, column, rule, message, source line. Judgements: judgements-firstrun.tsv
(verdict right / wrong / unclear, with a reason); score-firstrun scores a draw against them.
"""
import argparse, hashlib, json, os, subprocess, sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
# app folder: (repository, commit judged, kind)
FIRSTRUN_APPS = {
    "jellyfin__Swiftfin": ("jellyfin/Swiftfin", "3944680cf13d7c2c6bb8658ab8d79c151a4b045e",
                           "SwiftUI media client, SwiftGen L10n accessors over identifier-key .strings"),
    "exelban__stats": ("exelban/stats", "1ab6adb58a1ed3e9f6fffbb62af38d64ac3a53f5",
                       "AppKit menu-bar monitor, English-key .strings through its own localizedString()"),
    "lwouis__alt-tab-macos": ("lwouis/alt-tab-macos", "10af70aaaaac0a2dbb7d0aaa61cda21b065c203f",
                              "AppKit agent app (LSUIElement), English-key .strings through NSLocalizedString"),
    "Dimillian__IceCubesApp": ("Dimillian/IceCubesApp", "0fc41d2ced2e3e735bd9c42d5ae6dea16e63d618",
                               "SwiftUI Mastodon client, String Catalog with dotted keys"),
    "Finb__Bark": ("Finb/Bark", "abbd3baa342c90b0fa985c5b787b82b446a4628d",
                   "UIKit app, String Catalog with identifier keys"),
    "mastodon__mastodon-ios": ("mastodon/mastodon-ios", "a9e088a9c7b88720fed5eefdd2dc1606b5f21dc8",
                               "UIKit app, SwiftGen L10n accessors over .strings in a Swift package"),
}


def findings(l10n, folder, app):
    subprocess.run([l10n, "init", "--force"], cwd=folder, capture_output=True, text=True)
    result = subprocess.run([l10n, "check", "--format", "json"], cwd=folder, capture_output=True, text=True)
    found = []
    for finding in json.loads(result.stdout)["diagnostics"]:
        if finding.get("file", "").endswith(".swift"):
            found.append((app, finding["file"], finding["line"], finding["column"], finding["rule"], finding["message"]))
    return sorted(found)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--apps", required=True)
    parser.add_argument("--seed", type=int, default=40)
    parser.add_argument("--count", type=int, default=20)
    parser.add_argument("--l10n", default=os.path.join(ROOT, ".build", "debug", "l10n"))
    arguments = parser.parse_args()
    l10n = os.path.abspath(arguments.l10n)
    for app, (repository, commit, kind) in sorted(FIRSTRUN_APPS.items()):
        folder = os.path.join(arguments.apps, app)
        if not os.path.isdir(folder):
            print(f"draw-firstrun: skipped {app}: absent from {arguments.apps}", file=sys.stderr)
            continue
        marker = os.path.join(folder, ".commit")
        if os.path.isfile(marker):
            with open(marker, encoding="utf-8") as text:
                found = text.read().strip()
            if found != commit:
                print(f"draw-firstrun: {app} is at {found}, judged at {commit}", file=sys.stderr)
        pool = findings(l10n, folder, app)
        def rank(item):
            return hashlib.sha1(f"{arguments.seed}|{item[0]}|{item[1]}|{item[2]}|{item[3]}|{item[4]}".encode()).hexdigest()
        drawn = sorted(sorted(pool, key=rank)[:arguments.count])
        print(f"# {app}: {len(drawn)} of {len(pool)} findings, seed {arguments.seed}", file=sys.stderr)
        for app_, path, line, column, rule, message in drawn:
            with open(os.path.join(folder, path), encoding="utf-8", errors="replace") as source:
                text = source.read().split("\n")[line - 1].strip()
            print("\t".join([app_, path, str(line), str(column), rule, message, text]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
