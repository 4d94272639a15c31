#!/usr/bin/env python3
"""Renders the composer's generated Markdown edits with the CommonMark reference implementation.

Reads the cases written by the Swift test `writesCases` (one JSON object per line: the action,
the text, the selection, whether the text holds a span of the action's style, the edited text,
and the text and selection after toggling twice). What each edit must produce is computed here
from the text and the selection alone, by the rules `MarkdownAction` documents, without the
composer's code or output:

- strong, emphasis: whitespace at the ends of the selection stays outside; a selection of
  whitespace only is an insertion point at its end (an empty pair is inserted); a selection
  with the style's delimiters around it or at both of its ends unwraps (the delimiters go);
  a selection holding one end of a span merges with it into one span; else it is wrapped;
- inline code: an empty selection inserts an empty pair; a selection that is exactly one code
  span unwraps; else the selected text is fenced;
- link: the selection (the title, empty at a caret) becomes `[title](url)`.

Checked with the `commonmark` package (the Python port of the CommonMark reference
implementation): the edited text is exactly the one computed here (for inline code, whose fence
length and padding are the composer's choice, its rendering holds the selected text as code);
every wrap renders the intended text as <strong>, <em>, <code> or a link; when the first toggle
wrapped without merging, toggling twice restores the text and leaves the documented selection.

Usage: composer_commonmark.py [--expect N] CASES.jsonl
Exits 1 with a message when the file holds no cases, fewer or more than N (default: the
environment's KBDOCK_COMMONMARK_COUNT, as `.ci/run` sets it), when no edit was rendered, or on
any failure.
"""

import argparse
import html
import json
import os
import sys

TAGS = {"strong": "strong", "emphasis": "em"}
MARKERS = {"strong": "**", "emphasis": "*"}


def utf16_to_index(text, offset):
    """The index into the Python string of a UTF-16 offset (the composer's `TextRange` unit)."""
    units = 0
    for index, character in enumerate(text):
        if units >= offset:
            return index
        units += 2 if ord(character) > 0xFFFF else 1
    if units != offset:
        raise ValueError(f"UTF-16 offset {offset} is not on a character of {text!r}")
    return len(text)


def documented_selection(action, text, lower, upper):
    """The selection a second toggle leaves, as `MarkdownAction`'s documentation states."""
    if action not in MARKERS:
        return lower, upper
    while lower < upper and text[lower].isspace():
        lower += 1
    while upper > lower and text[upper - 1].isspace():
        upper -= 1
    return (lower, upper) if lower < upper else None


def run_length(text, start, step):
    """How many '*' there are from `start` on in direction `step` (+1 or -1)."""
    count = 0
    while 0 <= start < len(text) and text[start] == "*":
        count += 1
        start += step
    return count


def star_style_expectation(action, text, lower, upper):
    """What strong or emphasis does to the selection [lower, upper): (kind, result, intended)."""
    marker = MARKERS[action]
    trimmed = documented_selection(action, text, lower, upper)
    if trimmed is None:
        return "insert", text[:upper] + marker * 2 + text[upper:], None
    lower, upper = trimmed

    def present(left, right):
        if action == "strong":
            return left >= 2 and right >= 2
        return min(left, right) >= 1 and (left % 2 == 1 or right % 2 == 1)

    # Runs of '*' just outside the selection, and at its two ends (two distinct runs: the
    # selection is then exactly one span).
    inside_left, inside_right = run_length(text, lower, 1), run_length(text, upper - 1, -1)
    exactly_one_span = lower + inside_left < upper - inside_right and present(
        inside_left, inside_right)
    if present(run_length(text, lower - 1, -1), run_length(text, upper, 1)) or exactly_one_span:
        # The generated texts hold one span at most: unwrapping removes its delimiters.
        return "unwrap", text.replace("*", ""), None
    spans = []
    index = text.find(marker)
    while index >= 0:
        spans.append(index)
        index = text.find(marker, index + len(marker))
    if len(spans) == 2 and any(lower <= at < upper for at in spans):
        # One end of the span is in the selection: the span and the selection become one.
        lower, upper = min(lower, spans[0]), max(upper, spans[1] + len(marker))
    elif spans and len(spans) != 2:
        raise ValueError(f"a generated text holds one span at most: {text!r}")
    intended = text[lower:upper].replace("*", "")
    return "wrap", text[:lower] + marker + intended + marker + text[upper:], intended


def code_span_content(selected):
    """The content when `selected` is exactly one CommonMark code span, else None."""
    width = len(selected) - len(selected.lstrip("`"))
    if width == 0 or len(selected) < 2 * width:
        return None
    index = width
    while index < len(selected):
        if selected[index] != "`":
            index += 1
            continue
        run = len(selected[index:]) - len(selected[index:].lstrip("`"))
        if run == width:
            return selected[width:index] if index + run == len(selected) else None
        index += run
    return None


def expectation(case):
    """(kind, result or None, intended or None, documented selection) from text and selection."""
    text, action = case["text"], case["action"]
    location, length = case["selection"]
    lower = utf16_to_index(text, location)
    upper = utf16_to_index(text, location + length)
    selected = text[lower:upper]
    if any(ord(character) > 0xFFFF for character in text):
        raise ValueError("the generated texts are within the Basic Multilingual Plane")
    documented = documented_selection(action, text, lower, upper)
    documented = [documented[0], documented[1] - documented[0]] if documented else [location, 0]
    if action in MARKERS:
        return (*star_style_expectation(action, text, lower, upper), documented)
    if action == "link":
        result = text[:lower] + f"[{selected}](url)" + text[upper:]
        return "wrap", result, selected, documented
    if action != "inlineCode":
        raise ValueError(f"unknown action {action!r}: strong, emphasis, inlineCode or link")
    if not selected:
        return "insert", None, None, documented
    content = code_span_content(selected)
    if content is not None:
        # The span's text, as CommonMark shows it: one space stripped from each side when both
        # sides have one and the content is not all spaces.
        if len(content) > 2 and content[0] == content[-1] == " " and content.strip(" "):
            content = content[1:-1]
        return "unwrap", text[:lower] + content + text[upper:], None, documented
    return "wrap", None, selected, documented


def expected_fragment(action, intended):
    escaped = html.escape(intended, quote=False)
    if action in TAGS:
        return f"<{TAGS[action]}>{escaped}</{TAGS[action]}>"
    if action == "inlineCode":
        # CommonMark turns a line ending inside a code span into a space.
        code = html.escape(intended.replace("\n", " "), quote=False)
        return f"<code>{code}</code>"
    return f'<a href="url">{escaped}</a>'


def check(case, commonmark, counts):
    """The failures of one case; counts what was checked."""
    action = case["action"]
    where = f"{action} on {case['text']!r} {case['selection']}"
    kind, result, intended, documented = expectation(case)
    counts[kind] += 1
    failures = []
    if result is not None and case["result"] != result:
        return [f"{where}: {kind} gave {case['result']!r}, expected {result!r}"]
    grew = len(case["result"]) > len(case["text"])
    if result is None and grew != (kind != "unwrap"):
        return [f"{where}: {kind} expected, the text went {case['text']!r} → {case['result']!r}"]
    if kind == "wrap":
        rendered = commonmark.commonmark(case["result"])
        fragment = expected_fragment(action, intended)
        counts["rendered"] += 1
        counts[f"rendered {action}"] += 1
        if fragment not in rendered:
            failures.append(f"{where}: {case['result']!r} renders {rendered.strip()!r}, expected "
                            f"{fragment!r} in it")
        merged = action in MARKERS and "*" in case["text"]
        if not merged:
            if case["twice"] != case["text"]:
                failures.append(f"{where}: toggled twice, text {case['twice']!r}")
            elif case["twiceSelection"] != documented:
                failures.append(f"{where}: toggled twice, selection {case['twiceSelection']}, "
                                f"documented {documented}")
    return failures


def expected_count(given):
    if given is not None:
        return given
    value = os.environ.get("KBDOCK_COMMONMARK_COUNT")
    if value is None:
        return None
    try:
        return int(value)
    except ValueError:
        sys.exit(f"composer_commonmark: KBDOCK_COMMONMARK_COUNT={value!r} is not a whole number")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("cases", help="the JSON-lines file the Swift test writesCases wrote")
    parser.add_argument("--expect", type=int, metavar="N",
                        help="how many cases were asked for (default: KBDOCK_COMMONMARK_COUNT)")
    arguments = parser.parse_args()
    wanted = expected_count(arguments.expect)
    with open(arguments.cases) as lines:
        cases = [json.loads(line) for line in lines if line.strip()]
    if not cases:
        print(f"composer_commonmark: {arguments.cases} holds no cases (did the Swift test "
              "writesCases run? a renamed test or a --filter that matches nothing writes none)",
              file=sys.stderr)
        return 1
    if wanted is not None and len(cases) != wanted:
        print(f"composer_commonmark: {arguments.cases} holds {len(cases)} cases, {wanted} were "
              "asked for", file=sys.stderr)
        return 1

    import commonmark  # after the count: an empty file fails with its own message

    counts = {"wrap": 0, "unwrap": 0, "insert": 0, "rendered": 0}
    counts.update({f"rendered {action}": 0 for action in ["strong", "emphasis", "inlineCode",
                                                          "link"]})
    failures = []
    for case in cases:
        try:
            failures += check(case, commonmark, counts)
        except (KeyError, TypeError, ValueError) as error:
            failures.append(f"case {case!r} cannot be checked: {error}")
    print(f"CommonMark check: {len(cases)} edits ({counts['wrap']} wraps, {counts['unwrap']} "
          f"unwraps, {counts['insert']} empty pairs, as computed from text and selection), "
          f"{counts['rendered']} wraps rendered with commonmark "
          f"{getattr(commonmark, '__version__', '')}; {len(failures)} failures")
    for failure in failures[:15]:
        print("  " + failure)
    unrendered = [key for key, value in counts.items() if key.startswith("rendered ") and not value]
    if counts["rendered"] == 0 or (len(cases) >= 100 and unrendered):
        print(f"composer_commonmark: nothing rendered for {', '.join(unrendered) or 'any action'}: "
              "the check checked nothing there", file=sys.stderr)
        return 1
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
