#!/usr/bin/env python3
"""scripts/audit/guard-score.py OUT [OLD] (the outputs guard-run wrote): judged findings present (right/wrong) per round group; with OLD, what changed."""
import json, os, sys, collections, glob
J = {}
JUDGEMENTS = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'judgements-unseen.tsv')
for row in open(JUDGEMENTS, encoding='utf-8').read().splitlines()[1:]:
    f = row.split('\t')
    J[(f[0], f[2], f[3], f[4], f[5])] = (f[6], f[7])
def load(out):
    res = {}
    for p in glob.glob(os.path.join(out, '*.json')):
        r, half, app = os.path.basename(p)[:-5].split('__', 2)
        try: ds = json.load(open(p))['diagnostics']
        except Exception: ds = []
        for d in ds:
            k = (app, d.get('file', ''), str(d.get('line', 0)), str(d.get('column', 0)), d['rule'])
            res[k] = (r, half, d['message'])
    return res
new = load(sys.argv[1])
def score(res):
    c = collections.defaultdict(collections.Counter)
    for k, (r, half, m) in res.items():
        v = J.get(k)
        if not v: continue
        n = int(r[1:]); g = 'r10-19' if n < 20 else ('r20-21' if n < 22 else 'r22-28')
        c[g][v[0]] += 1; c['all'][v[0]] += 1
    return c
for g, c in sorted(score(new).items()): print(f"{g}: {c['right']} right / {c['wrong']} wrong / {c['unclear']} unclear; {len(new)} findings total" if g=='all' else f"{g}: {c['right']} right / {c['wrong']} wrong")
if len(sys.argv) > 2:
    old = load(sys.argv[2])
    for k in sorted(set(old) - set(new)):
        if k in J: print('LOST', J[k][0], old[k][0], *k, '|', J[k][1][:120])
    for k in sorted(set(new) - set(old)):
        print('NEW', J.get(k, ('unjudged',))[0], new[k][0], *k, '|', new[k][2][:150])
