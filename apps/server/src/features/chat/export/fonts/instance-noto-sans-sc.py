"""Regenerates noto-sans-sc/*.woff: static Regular (wght 400) instances of the woff2 slices in
@fontsource-variable/noto-sans-sc, which fontkit (pdfkit) cannot embed as they are.

  python3 -m venv /tmp/ft && /tmp/ft/bin/pip install fonttools brotli
  /tmp/ft/bin/python instance-noto-sans-sc.py \
      ../../../../../../../node_modules/@fontsource-variable/noto-sans-sc/files noto-sans-sc
  cp .../@fontsource-variable/noto-sans-sc/unicode.json noto-sans-sc/
"""
import sys, os, glob
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer
src, dst = sys.argv[1], sys.argv[2]
os.makedirs(dst, exist_ok=True)
total = 0
for path in sorted(glob.glob(os.path.join(src, '*-wght-normal.woff2'))):
    font = TTFont(path)
    static = instancer.instantiateVariableFont(font, {'wght': 400}, updateFontNames=False)
    static.flavor = 'woff'
    out = os.path.join(dst, os.path.basename(path).replace('-wght-normal.woff2', '-400.woff'))
    static.save(out)
    total += os.path.getsize(out)
print('total', total)
