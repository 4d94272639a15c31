#!/usr/bin/env bash
# Regenerates docs/interactive-dismissal.svg, the picture at the top of the README: the plot that
# `kbdock simulate` draws in its HTML report for one scenario, device and two shipping rows, taken
# out of the report as a standalone SVG. Only a style for the axis labels and a legend (the
# report's own, which it prints as HTML beside the plot) are added; every line is the tool's.
set -euo pipefail
cd "$(dirname "$0")/.."
report=$(mktemp -d)
swift run kbdock simulate --scenario interactive-dismissal-completed --device iphone-x \
  --strategy animator --strategy dock --report "$report" | tail -4
python3 - "$report/index.html" docs/interactive-dismissal.svg <<'PY'
import html, re, sys
page = open(sys.argv[1], encoding="utf-8").read()
start = page.index('<svg class="plot"')
svg = page[start:page.index("</svg>", start)]
# The report's legend: one <li> per line of the plot, with its colour.
items = re.findall(r'<li><span class="swatch( keyboard)?"(?: style="background:(#[0-9a-f]{6})")?>'
                   r'</span>(.*?)</li>', page[page.index('<ul class="legend">'):])
width, height = 760, 250 + 18 * len(items)
svg = svg.replace('viewBox="0 0 760 250" xmlns="http://www.w3.org/2000/svg" role="img">',
                  f'viewBox="0 0 {width} {height}" width="{width}" height="{height}" '
                  'xmlns="http://www.w3.org/2000/svg" role="img">\n'
                  f'<rect width="{width}" height="{height}" fill="#fff"/>', 1)
legend = ['<style>.axis{font:10px sans-serif;fill:#495057}'
          '.legend{font:12px sans-serif;fill:#212529}</style>',
          ]
# Each legend line is drawn as its plot line is: colour, width and dashes.
dashes = dict(re.findall(r'<polyline fill="none" stroke="(#[0-9a-f]{6})" stroke-width="[^"]*" '
                         r'stroke-dasharray="([^"]*)"', svg))
for row, (is_keyboard, colour, label) in enumerate(items):
    y = 266 + 18 * row
    # The row's technique and name, and the API its app calls (the summary is the report's).
    plain = html.unescape(re.sub(r"<[^>]+>", "", label))
    head, _, rest = plain.partition(": ")
    api = rest.partition("in an app: ")[2]
    text = html.escape(f"{head}: {api}" if api else plain)
    legend.append(f'<line x1="52" y1="{y - 4}" x2="76" y2="{y - 4}" '
                  f'stroke="{"#adb5bd" if is_keyboard else colour}" '
                  f'stroke-width="{4 if is_keyboard else 2}" '
                  f'stroke-dasharray="{"" if is_keyboard else dashes.get(colour, "")}"/>'
                  f'<text x="84" y="{y}" class="legend">{text}</text>')
open(sys.argv[2], "w", encoding="utf-8").write(
    '<?xml version="1.0" encoding="UTF-8"?>\n' + svg + "\n".join(legend) + "\n</svg>\n")
PY
rm -r "$report"
echo "wrote docs/interactive-dismissal.svg"
