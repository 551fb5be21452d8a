#!/usr/bin/env python3
"""Puts the apps of earlier rounds back on a new machine, at the commits they were judged at.

    python3 scripts/audit/place-apps.py --rounds 10-34 [--root /work] [--mirror /work/.mirror]

Each app of a round's split goes to ROOT/rNN/work/<app> or ROOT/rNN/held/<app> (sources only, from `git archive`
of the recorded commit, with the commit in .commit), as guard-run and draw-unseen expect. An app whose repository
is not yet under MIRROR (the search tool's `fetch` puts it at MIRROR/<owner>+<name>/repo) is listed on stdout as
`needs fetch: owner/name`; fetch those, then run this again. Apps already placed are left as they are.
"""
import argparse, importlib.util, os, subprocess, sys, threading

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("draw_unseen", os.path.join(HERE, "draw-unseen.py"))
draw = importlib.util.module_from_spec(spec)
spec.loader.exec_module(draw)


def rounds(text):
    first, _, last = text.partition("-")
    return range(int(first), int(last or first) + 1)


def extract(git, commit, folder):
    """Writes every file of `commit` that the snapshot holds into `folder` (the largest files may be absent from a
    snapshot: those are left out and counted). Submodules are left out."""
    listing = subprocess.run(["git", "--git-dir", git, "ls-tree", "-r", "-z", commit], capture_output=True, check=True).stdout
    entries = []
    for item in listing.split(b"\0"):
        if not item:
            continue
        meta, path = item.split(b"\t", 1)
        mode, kind, sha = meta.split()
        if kind == b"blob":
            entries.append((mode, sha, path))
    batch = subprocess.Popen(["git", "--git-dir", git, "cat-file", "--batch"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    def feed():  # from its own thread: git answers while it is fed, and a full pipe would stop both
        batch.stdin.write(b"".join(sha + b"\n" for _, sha, _ in entries))
        batch.stdin.close()
    feeder = threading.Thread(target=feed)
    feeder.start()
    skipped = 0
    for mode, sha, path in entries:
        header = batch.stdout.readline()
        if header.endswith(b" missing\n"):
            skipped += 1
            continue
        size = int(header.split()[2])
        data = batch.stdout.read(size)
        batch.stdout.read(1)
        target = os.path.join(folder.encode(), path)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        if mode == b"120000":
            try:
                os.symlink(data, target)
            except OSError:
                pass
        else:
            with open(target, "wb") as out:
                out.write(data)
    feeder.join()
    batch.wait()
    return skipped


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", required=True)
    parser.add_argument("--root", default="/work")
    parser.add_argument("--mirror", default="/work/.mirror")
    arguments = parser.parse_args()
    missing = placed = 0
    for number in rounds(arguments.rounds):
        apps = getattr(draw, "UNSEEN_APPS" if number == 1 else f"UNSEEN{number}_APPS")
        work, held = draw.split(number)
        for half, names in (("work", work), ("held", held)):
            for app in names:
                repository, commit, _ = apps[app]
                folder = os.path.join(arguments.root, f"r{number}", half, app)
                if os.path.isfile(os.path.join(folder, ".commit")):
                    continue
                git = os.path.join(arguments.mirror, repository.replace("/", "+"), "repo")
                if os.path.isdir(os.path.join(git, ".git")):  # some snapshots come as a work tree's .git
                    git = os.path.join(git, ".git")
                has = os.path.isdir(git) and subprocess.run(
                    ["git", "--git-dir", git, "cat-file", "-e", commit + "^{commit}"], capture_output=True).returncode == 0
                if not has:
                    print(f"needs fetch: {repository}" + (" (commit absent from the snapshot)" if os.path.isdir(git) else ""))
                    missing += 1
                    continue
                os.makedirs(folder, exist_ok=True)
                skipped = extract(git, commit, folder)
                if skipped:
                    print(f"place-apps: {app}: {skipped} files absent from the snapshot (large files), left out", file=sys.stderr)
                with open(os.path.join(folder, ".commit"), "w") as marker:
                    marker.write(commit + "\n")
                placed += 1
    print(f"place-apps: {placed} placed, {missing} need a fetch", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
