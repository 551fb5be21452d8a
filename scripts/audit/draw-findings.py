#!/usr/bin/env python3
"""Draws source findings at random across the apps in ../shared/apps, for judging by reading the code.

    python3 scripts/audit/draw-findings.py --seed 28 --count 60 [--l10n .build/debug/l10n] > /tmp/drawn.tsv

Runs `l10n check --format json` on each app, pools the findings of the source rules (hardcoded-string,
string-concatenation), and draws --count of them uniformly without replacement: the findings with the lowest
SHA-1 of seed and place (app, path, line, column, rule). A finding's chance does not depend on the others, so a
fix that removes findings leaves the rest of the draw as it was and brings in the next few instead. Prints a TSV: app, path, line, column, rule, message, and the source line,
for writing judgements into scripts/audit/judgements.tsv.
"""
import argparse, hashlib, json, os, subprocess, sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
APPS = os.path.join(os.path.dirname(ROOT), "shared", "apps")
RULES = {"hardcoded-string", "string-concatenation"}


def findings(l10n, app):
    folder = os.path.join(APPS, app)
    result = subprocess.run([l10n, "check", "--format", "json", "."], cwd=folder, capture_output=True, text=True)
    found = []
    for finding in json.loads(result.stdout)["diagnostics"]:
        if finding["rule"] in RULES:
            found.append((app, finding["file"], finding["line"], finding["column"], finding["rule"], finding["message"]))
    return sorted(found)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=int, default=28)
    parser.add_argument("--count", type=int, default=60)
    parser.add_argument("--l10n", default=os.path.join(ROOT, ".build", "debug", "l10n"))
    arguments = parser.parse_args()
    if not os.path.isdir(APPS):
        print("draw-findings: ../shared/apps is absent", file=sys.stderr)
        return 0
    pool = [item for app in sorted(os.listdir(APPS)) if os.path.isdir(os.path.join(APPS, app))
            for item in findings(arguments.l10n, app)]
    def rank(item):
        return hashlib.sha1(f"{arguments.seed}|{item[0]}|{item[1]}|{item[2]}|{item[3]}|{item[4]}".encode()).hexdigest()
    drawn = sorted(sorted(pool, key=rank)[:arguments.count])
    print(f"# {len(drawn)} of {len(pool)} findings, seed {arguments.seed}", file=sys.stderr)
    for app, path, line, column, rule, message in drawn:
        with open(os.path.join(APPS, app, path), encoding="utf-8", errors="replace") as source:
            text = source.read().split("\n")[line - 1].strip()
        print("\t".join([app, path, str(line), str(column), rule, message, text]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
