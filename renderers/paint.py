"""Drawing primitives with caches: text sprites, anti-aliased discs and PNG encoding.

Rasterising a string with FreeType costs ~0.3 ms; a board has a couple of hundred strings and most of
them (labels, card names) repeat from one render to the next. So every string is rasterised once
into an alpha mask and then pasted, which keeps a warm board render well inside its budget.
"""

from __future__ import annotations

import io
import math
from functools import lru_cache

from PIL import Image, ImageDraw

from .fonts import font
from .theme import RGB

ELLIPSIS = "…"


@lru_cache(maxsize=16384)
def _mask(text: str, size: int, bold: bool) -> tuple[Image.Image, int, int]:
    """Alpha mask of `text` and its offset from (left, vertical middle of the line)."""
    core, (dx, dy) = font(size, bold).getmask2(text, "L", anchor="lm")
    return Image.Image()._new(core), dx, dy


@lru_cache(maxsize=16384)
def text_width(text: str, size: int, bold: bool = False) -> int:
    """Advance width of `text` in pixels, cached because layout asks for it many times."""
    return int(round(font(size, bold).getlength(text)))


def line_height(size: int) -> int:
    """Height of one line box; 1.3 em keeps kanji from touching the line above."""
    return int(round(size * 1.3))


def draw_text(
    img: Image.Image,
    xy: tuple[int, int],
    text: str,
    size: int,
    fill: RGB,
    *,
    bold: bool = False,
    align: str = "left",
    width: int | None = None,
) -> int:
    """Draw one line whose box top-left (or top-centre/right with `align` and `width`) is `xy`.

    Returns the text width so callers can chain items on a line.
    """
    if not text:
        return 0
    x, y = xy
    w = text_width(text, size, bold)
    if width is not None and align == "center":
        x += (width - w) // 2
    elif width is not None and align == "right":
        x += width - w
    mask, dx, dy = _mask(text, size, bold)
    mid = y + line_height(size) // 2
    img.paste(fill, (x + dx, mid + dy, x + dx + mask.width, mid + dy + mask.height), mask)
    return w


def fit(text: str, size: int, max_w: int, bold: bool = False) -> str:
    """`text` cut with an ellipsis so it fits `max_w` pixels."""
    if text_width(text, size, bold) <= max_w:
        return text
    lo, hi = 0, len(text)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if text_width(text[:mid] + ELLIPSIS, size, bold) <= max_w:
            lo = mid
        else:
            hi = mid - 1
    return text[:lo] + ELLIPSIS if lo else ELLIPSIS


def _is_wide(ch: str) -> bool:
    """Characters that may break anywhere (kana, kanji, full-width forms)."""
    return ord(ch) >= 0x2E80


_NO_LINE_START = set("、。，．・：；？！ー）」』】〉》〕…ぁぃぅぇぉっゃゅょァィゥェォッャュョ")


@lru_cache(maxsize=4096)
def wrap(text: str, size: int, max_w: int, bold: bool = False, max_lines: int = 99) -> tuple[str, ...]:
    """Break `text` into lines that fit `max_w`: between words for English, between any two
    characters for Japanese (keeping closing punctuation off a line start); the last line allowed
    is ellipsised."""
    lines: list[str] = []
    for para in text.split("\n"):
        tokens: list[str] = []
        buf = ""
        for ch in para:
            if _is_wide(ch) or ch == " ":
                if buf:
                    tokens.append(buf)
                    buf = ""
                tokens.append(ch)
            else:
                buf += ch
        if buf:
            tokens.append(buf)
        line = ""
        for tok in tokens:
            candidate = line + tok
            if line and text_width(candidate, size, bold) > max_w and tok not in _NO_LINE_START:
                lines.append(line.rstrip())
                line = tok.lstrip()
            else:
                line = candidate
            while text_width(line, size, bold) > max_w and len(line) > 1:
                # one token wider than the line (a long English word): hard-break it
                n = len(fit(line, size, max_w, bold).rstrip(ELLIPSIS)) or 1
                lines.append(line[:n])
                line = line[n:]
        lines.append(line.rstrip())
    if len(lines) > max_lines:
        # the wrap broke here, so last line + the next cannot fit: `fit` ends it with an ellipsis
        joiner = "" if _is_wide(lines[max_lines][:1] or "a") else " "
        last = lines[max_lines - 1] + joiner + lines[max_lines]
        lines = lines[:max_lines]
        cut = fit(last, size, max_w, bold)
        lines[-1] = cut if cut.endswith(ELLIPSIS) else fit(cut + ELLIPSIS, size, max_w, bold)
    return tuple(lines)


@lru_cache(maxsize=256)
def disc_mask(diameter: int) -> Image.Image:
    """Anti-aliased filled circle mask, drawn at 4x and reduced, cached per size."""
    big = Image.new("L", (diameter * 4, diameter * 4), 0)
    ImageDraw.Draw(big).ellipse((0, 0, diameter * 4 - 1, diameter * 4 - 1), fill=255)
    return big.resize((diameter, diameter), Image.Resampling.LANCZOS)


def disc(img: Image.Image, centre: tuple[int, int], diameter: int, fill: RGB) -> None:
    """Paste a smooth disc centred at `centre`."""
    x = centre[0] - diameter // 2
    y = centre[1] - diameter // 2
    img.paste(fill, (x, y, x + diameter, y + diameter), disc_mask(diameter))


@lru_cache(maxsize=256)
def round_mask(w: int, h: int, r: int) -> Image.Image:
    """Rounded-rectangle mask with anti-aliased corners, cached per size."""
    big = Image.new("L", (w * 2, h * 2), 0)
    ImageDraw.Draw(big).rounded_rectangle((0, 0, w * 2 - 1, h * 2 - 1), radius=r * 2, fill=255)
    return big.resize((w, h), Image.Resampling.BOX)


def round_box(img: Image.Image, box: tuple[int, int, int, int], fill: RGB, r: int = 6) -> None:
    """Smooth rounded rectangle fill (Pillow's own has jagged corners)."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    if w <= 0 or h <= 0:
        return
    img.paste(fill, (x0, y0, x1, y1), round_mask(w, h, min(r, w // 2, h // 2)))


def badge(
    img: Image.Image,
    xy: tuple[int, int],
    text: str,
    size: int,
    bg: RGB,
    fg: RGB,
    *,
    bold: bool = True,
    pad: int = 5,
    min_w: int = 0,
) -> int:
    """A pill with centred text; returns its width so badges can be laid in a row."""
    w = max(min_w, text_width(text, size, bold) + 2 * pad)
    h = line_height(size)
    x, y = xy
    round_box(img, (x, y, x + w, y + h), bg, r=h // 2 if w > h else h // 3)
    draw_text(img, (x, y), text, size, fg, bold=bold, align="center", width=w)
    return w


@lru_cache(maxsize=16)
def roll_icon(size: int) -> Image.Image:
    """The roll symbol: a clockwise arrow on a dark square, drawn at 4x for smooth edges.

    A shape, not a letter, so it cannot be mistaken for the red colour label "R".
    """
    k = 4
    s = size * k
    icon = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    draw = ImageDraw.Draw(icon)
    draw.rounded_rectangle((0, 0, s - 1, s - 1), radius=s // 5, fill=(44, 44, 56, 255))
    pad = s * 0.24
    width = max(k, int(s * 0.12))
    start, end = 20.0, 290.0  # degrees, clockwise on screen; the gap is at the top right
    draw.arc((pad, pad, s - pad, s - pad), start=start, end=end, fill=(255, 255, 255, 255), width=width)
    # arrowhead at the end of the sweep, pointing along the clockwise tangent
    r = (s - 2 * pad) / 2 - width / 2
    c = s / 2
    t = math.radians(end)
    ex, ey = c + r * math.cos(t), c + r * math.sin(t)
    tx, ty = -math.sin(t), math.cos(t)  # clockwise tangent
    nx, ny = math.cos(t), math.sin(t)  # outward normal
    head = s * 0.2
    draw.polygon([(ex + tx * head, ey + ty * head), (ex + nx * head * 0.8, ey + ny * head * 0.8),
                  (ex - nx * head * 0.8, ey - ny * head * 0.8)], fill=(255, 255, 255, 255))
    return icon.resize((size, size), Image.Resampling.LANCZOS)


def paste_roll_icon(img: Image.Image, xy: tuple[int, int], size: int) -> None:
    """Paste the roll symbol with its alpha."""
    icon = roll_icon(size)
    img.paste(icon, xy, icon)


def encode_png(img: Image.Image, compress_level: int = 3) -> bytes:
    """PNG bytes with no metadata chunks, so equal pixels give equal bytes (no timestamps)."""
    out = io.BytesIO()
    img.save(out, format="PNG", compress_level=compress_level, optimize=False)
    return out.getvalue()
