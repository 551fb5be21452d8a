#!/usr/bin/env python3
"""Draws the UI files (and, for long files, the line windows) of the extra apps, whose literals are labelled by hand.

    python3 scripts/accuracy-labels/draw_extra.py [--apps /work/extra-apps] [--seed 28] \
        > scripts/accuracy-labels/files-extra.tsv

The extra apps (issue 28) are fetched by hand at the commits in EXTRA_APPS (README.md says how); they are not
tuned on. Same method as draw.py, with two differences: only UI files are drawn (the strata in UI_STRATA: settings,
AppKit/UIKit controllers, UIKit views and controls, SwiftUI views), and the budgets below. Deterministic: the same
apps and seed give the same draw. Prints the same TSV manifest as draw.py.
"""

import argparse
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from draw import draw_strata, stratum, swift_files  # noqa: E402

# app folder: (repository, commit, literal budget)
EXTRA_APPS = {
    "MrKai77__Loop": ("MrKai77/Loop", "8de4f76524b1113e82586fed7a3eb271c9e0acc1", 180),
    "guoyingtao__Mantis": ("guoyingtao/Mantis", "3cd2b51af21b8f99bdcef822370a33ebc41e42f7", 150),
}
UI_STRATA = ("settings", "uikit-appkit", "uikit-view", "swiftui-view")
UIKIT_VIEW = re.compile(
    r"\b(UIView|UIButton|UILabel|UIControl|UIStackView|UIScrollView|UICollectionViewCell|UITableViewCell|"
    r"UIKeyCommand|UIMenu|UIBarButtonItem|UIToolbar)\b")


def ui_stratum(path: str, text: str) -> str:
    """draw.py's stratum, with files that build UIKit views or controls (not controllers) as `uikit-view`."""
    s = stratum(path, text)
    if s in ("model", "service", "other") and UIKIT_VIEW.search(text):
        return "uikit-view"
    return s


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--apps", default="/work/extra-apps")
    parser.add_argument("--seed", default="28")
    args = parser.parse_args()
    if not os.path.isdir(args.apps):
        sys.exit(f"draw_extra.py: no apps folder at {args.apps}")
    print("app\tstratum\tpath\tfirst_line\tlast_line\tliterals")
    for app in sorted(EXTRA_APPS):
        budget_total = EXTRA_APPS[app][2]
        root = os.path.join(args.apps, app)
        if not os.path.isdir(root):
            sys.exit(f"draw_extra.py: no app folder at {root}")
        files = swift_files(root, ui_stratum)
        strata = {}
        for rel, (s, data) in sorted(files.items()):
            if s in UI_STRATA:
                strata.setdefault(s, []).append(rel)
        draw_strata(app, strata, files, budget_total, args.seed)

if __name__ == "__main__":
    main()
