#!/usr/bin/env python3
"""scripts/audit/extract-snapshot.py GITDIR OUT [COMMIT]: write COMMIT's tree (default HEAD) of a fetched snapshot into
OUT, skipping the blobs the snapshot lacks (files of 4 MiB and more), and the commit into OUT/.commit, as
draw-unseen.py expects. It only copies files; it builds and runs nothing."""
import os, subprocess, sys
gitdir, out = sys.argv[1], sys.argv[2]
commit = sys.argv[3] if len(sys.argv) > 3 else "HEAD"
commit = subprocess.run(["git", "--git-dir", gitdir, "rev-parse", commit + "^{commit}"], capture_output=True, text=True, check=True).stdout.strip()
tree = subprocess.run(["git", "--git-dir", gitdir, "ls-tree", "-r", "-z", commit], capture_output=True, check=True).stdout
entries = []
for item in tree.split(b"\0"):
    if not item: continue
    meta, path = item.split(b"\t", 1)
    mode, kind, sha = meta.split()
    if kind != b"blob": continue
    entries.append((mode, sha, path))
proc = subprocess.Popen(["git", "--git-dir", gitdir, "cat-file", "--batch"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
missing = 0
for mode, sha, path in entries:
    proc.stdin.write(sha + b"\n"); proc.stdin.flush()
    header = proc.stdout.readline()
    if header.endswith(b"missing\n"):
        missing += 1; continue
    size = int(header.split()[2])
    data = proc.stdout.read(size); proc.stdout.read(1)
    target = os.path.join(out.encode(), path)
    os.makedirs(os.path.dirname(target), exist_ok=True)
    if mode == b"120000":
        try: os.symlink(data, target)
        except OSError: pass
        continue
    with open(target, "wb") as f: f.write(data)
proc.stdin.close(); proc.wait()
with open(os.path.join(out, ".commit"), "w") as f: f.write(commit + "\n")
print(f"{out}: {len(entries)} files, {missing} missing, commit {commit}")
