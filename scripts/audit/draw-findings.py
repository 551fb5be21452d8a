#!/usr/bin/env python3
"""Draws source findings at random across the apps in ../shared/apps, for judging by reading the code.

    python3 scripts/audit/draw-findings.py --seed 28 --count 60 [--l10n .build/debug/l10n] > /tmp/drawn.tsv
    python3 scripts/audit/draw-findings.py --extra-apps /work/extra-apps > /tmp/drawn-extra.tsv

--extra-apps DIR draws across the apps the tool was never tuned on instead (EXTRA_APPS, each in DIR/<owner>__<name>,
checked out at the commit named there; an absent app is skipped with a line on standard error, an app at another
commit is named there too, since its findings may differ from the judged ones).

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
# The apps of the second audit (judgements-extra.tsv) and the commit each was judged at.
EXTRA_APPS = {
    "MrKai77__Loop": "8de4f76524b1113e82586fed7a3eb271c9e0acc1",
    "Yummypets__YPImagePicker": "e1e66020ee3bf72beddbdb80bebf25b77e5b8a35",
    "guoyingtao__Mantis": "3cd2b51af21b8f99bdcef822370a33ebc41e42f7",
    "hyperoslo__ImagePicker": "d8a8f840380b9a28230c8fcad277adb458706d0a",
    "p0deje__Maccy": "d994f91f11e4836d155f41119577237ce7d9d5b4",
}


def findings(l10n, apps, app):
    folder = os.path.join(apps, app)
    result = subprocess.run([l10n, "check", "--format", "json", "."], cwd=folder, capture_output=True, text=True)
    found = []
    for finding in json.loads(result.stdout)["diagnostics"]:
        if finding["rule"] in RULES:
            found.append((app, finding["file"], finding["line"], finding["column"], finding["rule"], finding["message"]))
    return sorted(found)


def present_extra_apps(folder):
    present = []
    for app, commit in sorted(EXTRA_APPS.items()):
        if not os.path.isdir(os.path.join(folder, app)):
            print(f"draw-findings: skipped {app}: absent from {folder}", file=sys.stderr)
            continue
        marker = os.path.join(folder, app, ".commit")
        if os.path.isfile(marker):
            with open(marker, encoding="utf-8") as text:
                found = text.read().strip()
            if found != commit:
                print(f"draw-findings: {app} is at {found}, judged at {commit}", file=sys.stderr)
        present.append(app)
    return present


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=int, default=28)
    parser.add_argument("--count", type=int, default=60)
    parser.add_argument("--l10n", default=os.path.join(ROOT, ".build", "debug", "l10n"))
    parser.add_argument("--extra-apps", metavar="DIR")
    arguments = parser.parse_args()
    if arguments.extra_apps:
        apps, names = arguments.extra_apps, present_extra_apps(arguments.extra_apps)
    elif not os.path.isdir(APPS):
        print("draw-findings: ../shared/apps is absent", file=sys.stderr)
        return 0
    else:
        apps, names = APPS, [app for app in sorted(os.listdir(APPS)) if os.path.isdir(os.path.join(APPS, app))]
    pool = [item for app in names for item in findings(arguments.l10n, apps, app)]
    def rank(item):
        return hashlib.sha1(f"{arguments.seed}|{item[0]}|{item[1]}|{item[2]}|{item[3]}|{item[4]}".encode()).hexdigest()
    drawn = sorted(sorted(pool, key=rank)[:arguments.count])
    print(f"# {len(drawn)} of {len(pool)} findings, seed {arguments.seed}", file=sys.stderr)
    for app, path, line, column, rule, message in drawn:
        with open(os.path.join(apps, app, path), encoding="utf-8", errors="replace") as source:
            text = source.read().split("\n")[line - 1].strip()
        print("\t".join([app, path, str(line), str(column), rule, message, text]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
