"""Metric overrides for the brand fonts' local fallbacks (issue 15 part 4, decision 205).

  npx tsx -e "import {DEMO_BRAND as b} from './seed/index.ts'; console.log(b.products.map(p => p.name + ' ' + p.description).join(' '))" > /tmp/menu-text.txt
  python3 scripts/fonts/fallback-metrics.py /tmp/menu-text.txt

Needs python3-fonttools and python3-brotli (Debian). For each web font and its fallback, the
average advance width over the menu's own text gives size-adjust (so a line wraps where the web
font's would), then the web font's hhea ascent/descent/line gap divided by that size-adjust give
the overrides (the fallback's box then has the web font's height: no shift when it swaps in).
Liberation Sans and Liberation Serif have the advance widths and vertical metrics of Arial and
Times New Roman, so the numbers hold for the fallbacks on every desktop system (and iOS).
Android has neither: its text face is Roboto, measured from the @fontsource copy (the same Google
Fonts design Android ships; decision 353).
"""
import sys
from fontTools.ttLib import TTFont
from fontTools.varLib.instancer import instantiateVariableFont

NODE = 'node_modules/@fontsource-variable'
LIBERATION = '/usr/share/fonts/truetype/liberation'
FONTSOURCE = 'node_modules/@fontsource'
# (name, web font file, the weight it is used at, metric-compatible fallback file)
PAIRS = [
    ('Fraunces 400 (display lines at regular weight)', f'{NODE}/fraunces/files/fraunces-latin-wght-normal.woff2', 400, f'{LIBERATION}/LiberationSerif-Regular.ttf'),
    ('Fraunces 700 (headings)', f'{NODE}/fraunces/files/fraunces-latin-wght-normal.woff2', 700, f'{LIBERATION}/LiberationSerif-Bold.ttf'),
    ('Source Sans 3 400', f'{NODE}/source-sans-3/files/source-sans-3-latin-wght-normal.woff2', 400, f'{LIBERATION}/LiberationSans-Regular.ttf'),
    ('Source Sans 3 700', f'{NODE}/source-sans-3/files/source-sans-3-latin-wght-normal.woff2', 700, f'{LIBERATION}/LiberationSans-Bold.ttf'),
    ('Android: Source Sans 3 400 on Roboto', f'{NODE}/source-sans-3/files/source-sans-3-latin-wght-normal.woff2', 400, f'{FONTSOURCE}/roboto/files/roboto-latin-400-normal.woff2'),
    ('Android: Source Sans 3 700 on Roboto Bold', f'{NODE}/source-sans-3/files/source-sans-3-latin-wght-normal.woff2', 700, f'{FONTSOURCE}/roboto/files/roboto-latin-700-normal.woff2'),
]


def avg_width(font: TTFont, text: str) -> float:
    cmap = font.getBestCmap()
    hmtx = font['hmtx']
    widths = [hmtx[cmap[ord(ch)]][0] for ch in text if ord(ch) in cmap]
    return sum(widths) / len(widths) / font['head'].unitsPerEm


def main() -> None:
    text = open(sys.argv[1], encoding='utf-8').read()
    for name, web_path, weight, fallback_path in PAIRS:
        # Variable fonts: measure the instance at the weight the page uses (the default is 900 or 200).
        web, fallback = instantiateVariableFont(TTFont(web_path), {'wght': weight}), TTFont(fallback_path)
        size_adjust = avg_width(web, text) / avg_width(fallback, text)
        upm = web['head'].unitsPerEm
        hhea = web['hhea']
        print(f'{name}: size-adjust: {size_adjust * 100:.2f}%; ascent-override: {hhea.ascent / upm / size_adjust * 100:.2f}%; '
              f'descent-override: {-hhea.descent / upm / size_adjust * 100:.2f}%; line-gap-override: {hhea.lineGap / upm / size_adjust * 100:.2f}%;')


main()
