#!/usr/bin/env python3
"""Regenerates the output in the ```console blocks of README.md and docs/*.md that run
`kbdock simulate`, from the real command.

    swift build -c release --product kbdock && cp .build/release/kbdock /tmp/kbdock-docs
    KBDOCK=/tmp/kbdock-docs python3 docs/regenerate-console.py [FILE...]

Each `$ swift run [-c release] kbdock …` line of such a block is run with `$KBDOCK` in its place
(a copy, so that a rebuild does not hit "Text file busy"), from the package's root, and its output
replaces the lines below it. A block that shows part of the output (a line `…`) keeps its shape:
each line it shows is replaced by the new output's line of the same row (scenario, iOS version
and row; a totals line's row and version; the last line, `report:`, `trace:`), and a line with no
such row in the new output stops the script. Blocks whose output is an error (`error: …`, for
files that exist only in the text) are left alone. Timings change with the machine's load: read
the diff.
"""
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KBDOCK = os.environ.get("KBDOCK")


def key(line):
    """What identifies a line of `kbdock simulate`'s output across runs."""
    if line.startswith(("report: ", "trace: ")):
        return line.split(":")[0]
    if "frames simulated per second" in line:
        return "last line"
    if " on iOS " in line and ": max gap " in line:
        return line.split(":")[0]
    if " under " in line and ": worst " in line:
        return line.split(":")[0]
    if line.startswith("note: "):
        return line.split(":")[1]
    parts = line.split()
    if line.startswith(("scenario ", "content")):
        return "header " + " ".join(parts[:2])
    return " ".join(parts[:3]) if len(parts) >= 3 else line


def regenerate(old, new):
    """`old`'s lines from `new` (all of it when `old` elides nothing)."""
    if "…" not in old:
        return new
    fresh = {}
    for line in new:
        fresh.setdefault(key(line), line)
    lines = []
    for line in old:
        if line == "…":
            lines.append(line)
        elif key(line) in fresh:
            lines.append(fresh[key(line)])
        else:
            sys.exit(f"no line like {line!r} in the new output")
    return lines


def run(command):
    shell = re.sub(r"^swift run (-c release )?kbdock", KBDOCK, command)
    done = subprocess.run(["bash", "-c", shell], cwd=ROOT, capture_output=True, text=True)
    return done.stdout.splitlines()


def main():
    if not KBDOCK:
        sys.exit("set KBDOCK to a copy of a release kbdock (see the top of this file)")
    # What the commands write in the package's root, removed afterwards if it was not there.
    made = [name for name in ["kbdock-report", "show-hide.json"]
            if not os.path.exists(os.path.join(ROOT, name))]
    files = sys.argv[1:] or ["README.md"] + sorted(
        os.path.join("docs", name) for name in os.listdir(os.path.join(ROOT, "docs"))
        if name.endswith(".md"))
    for path in files:
        lines = open(os.path.join(ROOT, path), encoding="utf-8").read().split("\n")
        out, index, changed = [], 0, 0
        while index < len(lines):
            line = lines[index]
            out.append(line)
            index += 1
            if line != "```console":
                continue
            block = []
            while lines[index] != "```":
                block.append(lines[index])
                index += 1
            starts = [i for i, text in enumerate(block) if text.startswith("$ ")]
            if not any("kbdock simulate" in block[i] for i in starts):
                out += block
                continue
            for n, start in enumerate(starts):
                end = starts[n + 1] if n + 1 < len(starts) else len(block)
                command, old = block[start], block[start + 1:end]
                out.append(command)
                if not command.startswith("$ swift run") or (old and old[0].startswith("error:")):
                    out += old
                    continue
                # A command continued on the next lines (a trailing backslash) runs whole.
                full = command[2:]
                while full.endswith("\\") and old:
                    out.append(old[0])
                    full = full[:-1] + old.pop(0).strip()
                out += regenerate(old, run(full))
                changed += 1
        open(os.path.join(ROOT, path), "w", encoding="utf-8").write("\n".join(out))
        print(f"{path}: {changed} command(s) run")
    for name in made:
        subprocess.run(["rm", "-rf", os.path.join(ROOT, name)])


if __name__ == "__main__":
    main()
