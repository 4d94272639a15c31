#!/usr/bin/env python3
"""Renders the composer's generated Markdown edits with the CommonMark reference implementation.

Reads the cases written by the Swift test `writesCases` (one JSON object per line: the text,
the selection, the action, the edited text and what the user asked to format) and checks with
the `commonmark` package (the Python port of the CommonMark reference implementation):

- every edit that wrapped renders the intended text as <strong>, <em>, <code> or a link, exactly;
- when the first toggle wrapped, toggling twice restores the text (unless it merged spans, by
  design) and leaves the selection the composer documents.

Usage: composer_commonmark.py CASES.jsonl
"""

import html
import json
import sys

import commonmark

TAGS = {"strong": "strong", "emphasis": "em"}


def expected_fragment(case):
    intended = html.escape(case["intended"], quote=False)
    action = case["action"]
    if action in TAGS:
        return f"<{TAGS[action]}>{intended}</{TAGS[action]}>"
    if action == "inlineCode":
        # CommonMark turns a line ending inside a code span into a space.
        code = html.escape(case["intended"].replace("\n", " "), quote=False)
        return f"<code>{code}</code>"
    return f'<a href="url">{intended}</a>'


def main(path):
    failures = []
    checked = 0
    with open(path) as lines:
        cases = [json.loads(line) for line in lines if line.strip()]
    for case in cases:
        wrapped = len(case["result"]) > len(case["text"])
        if wrapped and case["intended"].strip():
            rendered = commonmark.commonmark(case["result"])
            fragment = expected_fragment(case)
            checked += 1
            if fragment not in rendered:
                failures.append(f"{case['action']} on {case['text']!r} {case['selection']}: "
                                f"{case['result']!r} renders {rendered.strip()!r}, expected "
                                f"{fragment!r} in it")
        if wrapped and not case["merging"]:
            if case["twice"] != case["text"]:
                failures.append(f"{case['action']} twice on {case['text']!r} "
                                f"{case['selection']}: text {case['twice']!r}")
            elif case["twiceSelection"] != case["documentedSelection"]:
                failures.append(f"{case['action']} twice on {case['text']!r} "
                                f"{case['selection']}: selection {case['twiceSelection']}, "
                                f"documented {case['documentedSelection']}")
    print(f"CommonMark check: {len(cases)} edits, {checked} wraps rendered with commonmark "
          f"{getattr(commonmark, '__version__', '')}; {len(failures)} failures")
    for failure in failures[:15]:
        print("  " + failure)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
