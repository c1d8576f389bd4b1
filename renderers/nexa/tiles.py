"""Small card tiles for the board: the same card always makes the same tile, so tiles are cached.

A tile shows what a player needs at a glance from across the table: colour (with a label, not
only a hue), type, cost, name, current stats against printed ones, damage, coins, and whether the
card is rolled (drawn landscape) or destroyed (crossed out).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from .. import theme as T
from ..paint import (
    badge,
    disc,
    draw_text,
    fit,
    line_height,
    paste_roll_icon,
    round_box,
    round_mask,
    text_width,
    wrap,
)

Card = Mapping[str, Any]

TILE_W = 112
NAME_FONT = 15
STAT_FONT = 22
STRIP_H = 22  # visible part of a set card peeking out below its unit
MIN_FONT = 14
CORNER = 7


def card_key(card: Card) -> str:
    """Stable text key for caching a card's rendering (dict order does not matter)."""
    return json.dumps(card, sort_keys=True, ensure_ascii=False, default=str)


def colours_of(card: Card) -> list[str]:
    """A card's colours (its G colour for Gs); empty for colourless cards such as graphics."""
    cols = card.get("colours") or []
    if not cols and card.get("g_colour"):
        cols = [card["g_colour"]]
    return [str(c) for c in cols]


def _fmt_stats(stats: Sequence[int] | None, signed: bool) -> list[str]:
    if not stats:
        return []
    return [f"{v:+d}" if signed else str(v) for v in stats]


def stats_cells(card: Card) -> list[tuple[str, T.RGB]]:
    """Each stat as text with a colour: green when raised above the printed value, red when lowered."""
    stats = card.get("stats")
    if not isinstance(stats, list | tuple) or len(stats) != 3:
        return []
    base = card.get("base_stats")
    signed = card.get("type") == "character"
    cells = []
    for i, text in enumerate(_fmt_stats(stats, signed)):
        colour = T.CARD_TEXT
        if isinstance(base, list | tuple) and len(base) == 3:
            if stats[i] > base[i]:
                colour = (20, 130, 50)
            elif stats[i] < base[i]:
                colour = (200, 30, 30)
        cells.append((text, colour))
    return cells


def band(img: Image.Image, box: tuple[int, int, int, int], colours: Sequence[str]) -> None:
    """Fill `box` with the card colour, split diagonally for dual-colour cards."""
    x0, y0, x1, y1 = box
    draw = ImageDraw.Draw(img)
    draw.rectangle(box, fill=T.colour_fill(colours[0] if colours else None))
    if len(colours) > 1:
        mid = (x0 + x1) // 2
        draw.polygon([(mid + 6, y0), (x1, y0), (x1, y1), (mid - 6, y1)], fill=T.colour_fill(colours[1]))


def colour_chips(img: Image.Image, xy: tuple[int, int], colours: Sequence[str], lang: str, size: int = 14) -> int:
    """Colour labels (青 / B) each on its own fill with a light ring; returns the width used."""
    x, y = xy
    start = x
    d = line_height(size)
    for c in colours:
        disc(img, (x + d // 2, y + d // 2), d, (250, 250, 250))
        disc(img, (x + d // 2, y + d // 2), d - 4, T.colour_fill(c))
        draw_text(img, (x, y), T.colour_label(c, lang), size, T.colour_ink(c), bold=True, align="center", width=d)
        x += d + 2
    return x - start


@lru_cache(maxsize=2048)
def _tile(key: str, w: int, h: int, lang: str) -> Image.Image:
    card: dict[str, Any] = json.loads(key)
    img = Image.new("RGB", (w, h), T.CARD_BODY)
    cols = colours_of(card)
    ctype = str(card.get("type") or "")
    head_h = line_height(MIN_FONT) + 4
    band(img, (0, 0, w, head_h), cols)
    colour_chips(img, (3, 2), cols, lang)
    # type and total cost, right side of the colour band
    cost = card.get("cost") or {}
    total = cost.get("total") if isinstance(cost, dict) else None
    x_right = w - 3
    if total is not None:
        d = line_height(MIN_FONT)
        disc(img, (x_right - d // 2, 2 + d // 2), d, (20, 20, 26))
        draw_text(img, (x_right - d, 2), str(total), MIN_FONT, (255, 255, 255), bold=True, align="center", width=d)
        x_right -= d + 2
    short = T.CARD_TYPE_SHORT.get(ctype, (ctype[:1], ctype[:1]))[0 if lang == "ja" else 1]
    tw = text_width(short, MIN_FONT, True)
    ink = T.colour_ink(cols[-1] if cols else None)
    if x_right - tw > 3 + 20 * len(cols):
        draw_text(img, (x_right - tw, 2), short, MIN_FONT, ink, bold=True)

    y = head_h + 2
    name = T.name_of(card, lang)
    stat_cells = stats_cells(card)
    bottom_h = line_height(MIN_FONT) + 2
    # compact tiles (crowded rows, rolled cards) put the stats on the bottom line beside damage
    compact = h - y - line_height(NAME_FONT) - bottom_h < line_height(STAT_FONT - 3)
    stat_font = STAT_FONT if h >= 110 else (STAT_FONT - 3 if not compact else 17)
    stat_h = line_height(stat_font) if stat_cells and not compact else 0
    room = h - y - stat_h - bottom_h - 2
    # one line at a slightly smaller size reads better than a name broken mid-word
    name_size = NAME_FONT if text_width(name, NAME_FONT, True) <= w - 8 else MIN_FONT
    max_lines = max(1, min(3, room // line_height(name_size)))
    for line in wrap(name, name_size, w - 8, True, max_lines):
        draw_text(img, (4, y), line, name_size, T.CARD_TEXT, bold=True)
        y += line_height(name_size)
    name_bottom = y
    # stats
    if stat_cells:
        sy = h - line_height(stat_font) - 1 if compact else h - bottom_h - stat_h - 1
        parts = [t for t, _ in stat_cells]
        sep = "/"
        total_w = sum(text_width(p, stat_font, True) for p in parts) + 2 * text_width(sep, stat_font, True)
        sx = w - total_w - 5 if compact else max(3, (w - total_w) // 2)
        for i, (text, colour) in enumerate(stat_cells):
            sx += draw_text(img, (sx, sy), text, stat_font, colour, bold=True)
            if i < 2:
                sx += draw_text(img, (sx, sy), sep, stat_font, (120, 120, 130), bold=True)
    if ctype == "graphic" and card.get("guard_level") is not None:
        # graphics have no stats: their guard and gain levels are what matters
        gy = h - bottom_h - 2 * line_height(MIN_FONT) - 2
        for key, word in (("guard_level", ("ガード", "Guard")), ("gain_level", ("ゲイン", "Gain"))):
            label = f"{word[0] if lang == 'ja' else word[1]} {card.get(key, '-')}"
            draw_text(img, (6, gy), label, MIN_FONT, T.CARD_TEXT, bold=True)
            gy += line_height(MIN_FONT)
    # bottom line: damage, coins, first keyword, rolled tag
    by = h - bottom_h
    bx = 3
    damage = int(card.get("damage") or 0)
    if damage:
        bx += badge(img, (bx, by), f"傷{damage}" if lang == "ja" else f"Dmg{damage}", MIN_FONT, T.DANGER,
                    (255, 255, 255), pad=4) + 2
    coins = card.get("coins") or {}
    n_coins = sum(int(v) for v in coins.values()) if isinstance(coins, dict) else 0
    if n_coins:
        d = line_height(MIN_FONT)
        disc(img, (bx + d // 2, by + d // 2), d, (150, 110, 10))
        disc(img, (bx + d // 2, by + d // 2), d - 3, T.COIN)
        draw_text(img, (bx, by), str(n_coins), MIN_FONT, (40, 30, 0), bold=True, align="center", width=d)
        bx += d + 2
    right_free = not (compact and stat_cells)  # compact tiles keep their stats at the bottom right
    if right_free and card.get("rolled"):
        paste_roll_icon(img, (w - 22, by), 19)
    elif right_free:
        kws = card.get("keywords") or []
        if kws:
            kw = str(kws[0])
            label = T.keyword(kw, lang)
            label = fit(label, MIN_FONT, w - bx - 6)
            if text_width(label, MIN_FONT) <= w - bx - 6:
                draw_text(img, (w - 3 - text_width(label, MIN_FONT), by), label, MIN_FONT, (70, 70, 90))
    if card.get("destroyed"):
        # greyed and crossed, but the name stays readable: you need to know *what* was destroyed
        img = Image.blend(img, Image.new("RGB", (w, h), (90, 90, 100)), 0.35)
        draw = ImageDraw.Draw(img)
        top = min(name_bottom, h - bottom_h - 10)
        draw.line((6, top, w - 6, h - 4), fill=T.DANGER, width=3)
        draw.line((w - 6, top, 6, h - 4), fill=T.DANGER, width=3)
        label = T.WORD["destroyed"][0] if lang == "ja" else "破壊 KO"
        lw = text_width(label, 15, True) + 12
        badge(img, ((w - lw) // 2, h - bottom_h - stat_h - 2), label, 15, T.DANGER, (255, 255, 255), pad=6)
    # frame
    ImageDraw.Draw(img).rounded_rectangle((0, 0, w - 1, h - 1), radius=CORNER,
                                          outline=T.colour_fill(cols[0] if cols else None), width=2)
    return img


def tile_size(card: Card, portrait_h: int) -> tuple[int, int]:
    """Tile size for a card: portrait, or landscape (turned) when the card is rolled."""
    if card.get("rolled"):
        return TILE_W + 24, min(portrait_h, max(84, min(TILE_W - 8, portrait_h - 16)))
    return TILE_W, portrait_h


def paste_tile(img: Image.Image, xy: tuple[int, int], card: Card, w: int, h: int, lang: str) -> None:
    """Draw a card tile at `xy` with rounded corners over whatever is below it."""
    tile = _tile(card_key(card), w, h, lang)
    img.paste(tile, (xy[0], xy[1]), round_mask(w, h, CORNER))


def outline(img: Image.Image, box: tuple[int, int, int, int], colour: T.RGB, width: int = 3) -> None:
    """A rounded outline around a tile (the highlight for cards named by the last events)."""
    x0, y0, x1, y1 = box
    ImageDraw.Draw(img).rounded_rectangle((x0 - width, y0 - width, x1 + width - 1, y1 + width - 1),
                                          radius=CORNER + width, outline=colour, width=width)


def set_strip(img: Image.Image, box: tuple[int, int, int, int], card: Card, lang: str) -> None:
    """A set card (character or operation) peeking out below the unit it is set on."""
    x0, y0, x1, y1 = box
    cols = colours_of(card)
    round_box(img, box, T.colour_fill(cols[0] if cols else None), r=5)
    round_box(img, (x0 + 2, y0 + 2, x1 - 2, y1 - 1), (236, 232, 222), r=4)
    ctype = str(card.get("type") or "")
    mark = "◆" if ctype == "character" else "■"
    label = f"{mark}{T.name_of(card, lang)}"
    size = MIN_FONT
    draw_text(img, (x0 + 4, y1 - line_height(size) - 1), fit(label, size, x1 - x0 - 8), size, T.CARD_TEXT)


def g_tile(img: Image.Image, xy: tuple[int, int], card: Card, w: int, h: int, lang: str) -> None:
    """A G: its colour with the colour's label large enough to read without the hue."""
    colour = str(card.get("g_colour") or (card.get("colours") or ["none"])[0])
    x, y = xy
    round_box(img, (x, y, x + w, y + h), (245, 245, 245), r=6)
    round_box(img, (x + 2, y + 2, x + w - 2, y + h - 2), T.colour_fill(colour), r=5)
    label = T.colour_label(colour, lang)
    size = 20 if min(w, h) >= 36 else 16
    draw_text(img, (x, y + (h - line_height(size)) // 2), label, size, T.colour_ink(colour), bold=True,
              align="center", width=w)
    if card.get("rolled"):
        ImageDraw.Draw(img).line((x + 4, y + h - 5, x + w - 5, y + h - 5), fill=T.colour_ink(colour), width=2)
