#!/usr/bin/env python3
"""Scores a per-app draw against a judgements file: precision right / (right + wrong) per app and over all.

    python3 scripts/audit/draw-unseen.py … | python3 scripts/audit/score_per_app.py JUDGEMENTS.tsv [--quiet]

The draw is the TSV the draw scripts print (app, path, line, column, rule, message, line text); JUDGEMENTS.tsv has
a header and the columns app, commit, path, line, column, rule, verdict (right / wrong / unclear), reason. Lists
every finding judged wrong or unclear with its reason (unless --quiet), then one line per app and 'all', then the
unjudged findings. Exit status 1 when a drawn finding has no judgement, so that a new draw gets judged before it
counts.
"""
import collections, sys


def main():
    path = sys.argv[1]
    quiet = "--quiet" in sys.argv[2:]
    judged = {}
    with open(path, encoding="utf-8") as table:
        next(table)
        for row in table:
            app, commit, file, line, column, rule, verdict, reason = row.rstrip("\n").split("\t")
            judged[(app, file, line, column, rule)] = (verdict, reason)
    counts = collections.defaultdict(collections.Counter)
    unjudged = []
    for row in sys.stdin:
        fields = row.rstrip("\n").split("\t")
        verdict = judged.get(tuple(fields[:5]))
        if verdict is None:
            unjudged.append(fields)
            continue
        for group in (fields[0], "all", "rule " + fields[4]):
            counts[group][verdict[0]] += 1
        if verdict[0] != "right" and not quiet:
            print(f"{verdict[0]}: {fields[0]} {fields[1]}:{fields[2]}:{fields[3]} [{fields[4]}]: {verdict[1]}")
    for group in sorted(counts, key=lambda g: (g == "all", g.startswith("rule "), g)):
        c = counts[group]
        n = c["right"] + c["wrong"]
        precision = c["right"] / n if n else 0
        print(f"{group}: {c['right']} right, {c['wrong']} wrong, {c['unclear']} unclear: precision {precision:.2f}")
    for fields in unjudged:
        print(f"unjudged: {fields[0]} {fields[1]}:{fields[2]}:{fields[3]} [{fields[4]}] {fields[5]} | {fields[6]}")
    return 1 if unjudged else 0


if __name__ == "__main__":
    sys.exit(main())
