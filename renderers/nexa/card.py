"""An original, procedural card face (no official art or frame) for `sortie render card` and the bot.

Card text may carry a little markup so costs and timings show as icons instead of words:

* a line may start with its kind in 【】 (or [] in English): 起動/Activated, 自動/Triggered,
  常駐/Static, 恒常/Constant, プレイ/Play; each kind gets its own shape (▶ ◆ ● ■ ★) and fill;
* `{R}` is the roll cost (a clockwise-arrow icon, never a letter: "R" also labels red); `{青}` / `{blue}` a colour pip with its label;
  `{2}` / `{X}` a generic cost;
* `{戦闘}` / `{battle}` is a timing icon, optionally with a side: `{自:攻撃}` / `{own:attack}`,
  `{敵:防御}` / `{enemy:defence}`;
* any other `{...}` is drawn as-is in a grey box, so unknown markup stays visible rather than lost.
"""

from __future__ import annotations

import hashlib
import random
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from .. import theme as T
from ..paint import (
    badge,
    disc,
    draw_text,
    encode_png,
    fit,
    line_height,
    paste_roll_icon,
    round_box,
    round_mask,
    text_width,
)
from .tiles import colours_of

Card = Mapping[str, Any]

CARD_W, CARD_H = 420, 588
BORDER = 12
CARD_COMPRESS = 3
BODY_FONT = 15
ICON = 20

KIND_STYLE: dict[str, tuple[str, T.RGB]] = {
    "activated": ("▶", (36, 96, 190)),
    "triggered": ("◆", (176, 92, 20)),
    "static": ("●", (40, 130, 80)),
    "constant": ("■", (90, 90, 104)),
    "play": ("★", (150, 40, 120)),
}
KIND_WORDS: dict[str, str] = {
    "起動": "activated", "activated": "activated",
    "自動": "triggered", "自動a": "triggered", "自動b": "triggered", "自動c": "triggered", "triggered": "triggered",
    "常駐": "static", "static": "static",
    "恒常": "constant", "constant": "constant",
    "プレイ": "play", "play": "play",
}
WHEN_WORDS: dict[str, str] = {
    "リロール": "reroll", "ドロー": "draw", "配備": "deploy", "戦闘": "battle", "攻撃": "attack",
    "防御": "defence", "ダメージ": "damage", "帰還": "return", "常時": "any",
    "reroll": "reroll", "draw": "draw", "deploy": "deploy", "battle": "battle", "attack": "attack",
    "defence": "defence", "defense": "defence", "damage": "damage", "return": "return", "any": "any",
}
WHEN_LABEL: dict[str, tuple[str, str]] = {
    "reroll": ("リロール", "Reroll"), "draw": ("ドロー", "Draw"), "deploy": ("配備", "Deploy"),
    "battle": ("戦闘", "Battle"), "attack": ("攻撃", "Attack"), "defence": ("防御", "Defence"),
    "damage": ("ダメージ", "Damage"), "return": ("帰還", "Return"), "any": ("常時", "Any"),
}
SIDE_WORDS: dict[str, str] = {"自": "own", "自軍": "own", "own": "own", "敵": "enemy", "敵軍": "enemy",
                              "enemy": "enemy"}
SIDE_STYLE: dict[str, tuple[tuple[str, str], T.RGB]] = {
    "own": (("自軍", "Own"), (30, 110, 160)),
    "enemy": (("敵軍", "Enemy"), (170, 50, 50)),
    "any": (("", ""), (96, 96, 110)),
}
COLOUR_WORDS: dict[str, str] = {**{v: k for k, v in T.COLOUR_JA.items()}, **{k: k for k in T.COLOUR_JA}}
STAT_LABEL: tuple[tuple[str, str], ...] = (("格闘", "Melee"), ("射撃", "Shoot"), ("防御", "Defence"))

_TOKEN = re.compile(r"\{([^{}]+)\}")
_KIND_TAG = re.compile(r"^\s*(?:【([^】]+)】|\[([A-Za-z ]+)\])\s*")


# ---- inline rich text ---------------------------------------------------------------------------
@dataclass(frozen=True)
class Atom:
    """One unbreakable piece of a text line: a run of text or an icon."""

    kind: str  # "text" | "roll" | "pip" | "num" | "when" | "raw"
    value: str
    width: int
    extra: str = ""


def _icon_atom(token: str, lang: str) -> Atom:
    """Turn a `{...}` token into an icon atom (see the module docstring for the vocabulary)."""
    t = token.strip()
    low = t.lower()
    if low in ("r", "roll", "ロール"):
        return Atom("roll", "R", ICON)
    if low in COLOUR_WORDS or t in COLOUR_WORDS:
        return Atom("pip", COLOUR_WORDS.get(low, COLOUR_WORDS.get(t, "")), ICON)
    if t.isdigit() or low == "x":
        return Atom("num", t.upper(), ICON)
    side = "any"
    when_part = t
    if ":" in t or "：" in t:
        s, _, when_part = t.replace("：", ":").partition(":")
        side = SIDE_WORDS.get(s.strip().lower(), SIDE_WORDS.get(s.strip(), "any"))
    when = WHEN_WORDS.get(when_part.strip().lower(), WHEN_WORDS.get(when_part.strip()))
    if when is not None:
        label = _when_label(when, side, lang)
        return Atom("when", label, text_width(label, 14, True) + 12, side)
    return Atom("raw", t, text_width(t, 14) + 10)


def _when_label(when: str, side: str, lang: str) -> str:
    side_word = SIDE_STYLE[side][0][0 if lang == "ja" else 1]
    when_word = WHEN_LABEL[when][0 if lang == "ja" else 1]
    return f"{side_word}{when_word}" if lang == "ja" else f"{side_word} {when_word}".strip()


def _atoms(text: str, lang: str, size: int, bold: bool = False) -> list[Atom]:
    """Split a line into breakable atoms: kanji/kana one by one, Latin by word, icons whole."""
    out: list[Atom] = []
    pos = 0
    for m in _TOKEN.finditer(text):
        out.extend(_text_atoms(text[pos:m.start()], size, bold))
        out.append(_icon_atom(m.group(1), lang))
        pos = m.end()
    out.extend(_text_atoms(text[pos:], size, bold))
    return out


def _text_atoms(text: str, size: int, bold: bool) -> list[Atom]:
    atoms: list[Atom] = []
    buf = ""
    for ch in text:
        if ord(ch) >= 0x2E80:
            if buf:
                atoms.append(Atom("text", buf, text_width(buf, size, bold)))
                buf = ""
            atoms.append(Atom("text", ch, text_width(ch, size, bold)))
        else:
            buf += ch
            if ch == " ":
                atoms.append(Atom("text", buf, text_width(buf, size, bold)))
                buf = ""
    if buf:
        atoms.append(Atom("text", buf, text_width(buf, size, bold)))
    return atoms


def _layout(atoms: Sequence[Atom], first_w: int, width: int) -> list[list[Atom]]:
    """Greedy line breaking; the first line may be shorter (it follows the kind badge)."""
    lines: list[list[Atom]] = [[]]
    used = 0
    limit = first_w
    for a in atoms:
        if lines[-1] and used + a.width > limit and not (a.kind == "text" and a.value in "、。，．）」』"):
            lines.append([])
            used = 0
            limit = width
            if a.kind == "text" and a.value.isspace():
                continue
        lines[-1].append(a)
        used += a.width
    return lines


def _draw_icon(img: Image.Image, x: int, y: int, a: Atom, lang: str, lh: int) -> None:
    cy = y + lh // 2
    if a.kind == "roll":
        paste_roll_icon(img, (x, cy - ICON // 2), ICON)
    elif a.kind == "pip":
        disc(img, (x + ICON // 2, cy), ICON, (250, 250, 250) if a.value != "white" else (60, 60, 60))
        disc(img, (x + ICON // 2, cy), ICON - 4, T.colour_fill(a.value))
        draw_text(img, (x, cy - line_height(14) // 2), T.colour_label(a.value, lang), 14, T.colour_ink(a.value),
                  bold=True, align="center", width=ICON)
    elif a.kind == "num":
        disc(img, (x + ICON // 2, cy), ICON, (150, 150, 160))
        draw_text(img, (x, cy - line_height(14) // 2), a.value, 14, (255, 255, 255), bold=True, align="center",
                  width=ICON)
    elif a.kind == "when":
        fill = SIDE_STYLE.get(a.extra, SIDE_STYLE["any"])[1]
        h = line_height(14)
        # a chevron-ended tag: timing reads as a different shape from costs (discs) and kinds (pills)
        ImageDraw.Draw(img).polygon(
            [(x + 5, cy - h // 2), (x + a.width - 2, cy - h // 2), (x + a.width - 7, cy),
             (x + a.width - 2, cy + h // 2), (x + 5, cy + h // 2), (x, cy)], fill=fill)
        draw_text(img, (x + 2, cy - h // 2), a.value, 14, (255, 255, 255), bold=True, align="center",
                  width=a.width - 8)
    else:
        ImageDraw.Draw(img).rectangle((x, cy - 9, x + a.width - 2, cy + 9), outline=(120, 120, 130), width=1)
        draw_text(img, (x + 4, cy - line_height(14) // 2), a.value, 14, T.CARD_TEXT)


def _draw_rich_line(img: Image.Image, x: int, y: int, line: Sequence[Atom], size: int, lang: str, fill: T.RGB,
                    bold: bool = False) -> None:
    """Draw one laid-out line, merging neighbouring text atoms into single draws."""
    lh = line_height(size)
    buf = ""
    bx = x
    for a in line:
        if a.kind == "text":
            if not buf:
                bx = x
            buf += a.value
        else:
            if buf:
                draw_text(img, (bx, y), buf, size, fill, bold=bold)
                buf = ""
            _draw_icon(img, x, y, a, lang, lh)
        x += a.width
    if buf:
        draw_text(img, (bx, y), buf, size, fill, bold=bold)


# ---- the face ----------------------------------------------------------------------------------
def _texts(card: Card, lang: str) -> list[str]:
    """Ability lines in `lang`: a list, or one string with newlines, under "text"."""
    text = card.get("text")
    if isinstance(text, Mapping):
        text = text.get(lang) or text.get("ja") or text.get("en")
    if isinstance(text, str):
        return [line for line in text.split("\n") if line.strip()]
    if isinstance(text, list | tuple):
        return [str(line) for line in text if str(line).strip()]
    return []


def _keyword_line(line: str) -> bool:
    """A line that only names special effects (高機動, Refit [Gundam]) is drawn as keyword chips."""
    if _TOKEN.search(line) or _KIND_TAG.match(line):
        return False
    rest = line
    for lab in _KEYWORD_LABELS:
        rest = rest.replace(lab, "")
    rest = re.sub(r"[\[［(（][^\]］)）]*[\]］)）]", "", rest)
    return bool(line.strip()) and not re.sub(r"[\s、,　0-9]+", "", rest)


_KEYWORD_LABELS: tuple[str, ...] = tuple(
    sorted({lab for pair in T.KEYWORD.values() for lab in pair} | {"ガード", "ゲイン", "Guard", "Gain"},
           key=len, reverse=True)
)


@lru_cache(maxsize=256)
def _art(seed: str, colours: tuple[str, ...], w: int, h: int, ctype: str) -> Image.Image:
    """A procedural 'art' panel: colour gradient and geometric shapes seeded by the card number."""
    rng = random.Random(int(hashlib.sha256(seed.encode("utf-8")).hexdigest()[:16], 16))
    base = T.colour_fill(colours[0] if colours else None)
    second = T.colour_fill(colours[1]) if len(colours) > 1 else tuple(min(255, c + 70) for c in base)
    grad = Image.linear_gradient("L").resize((w, h)).rotate(rng.choice((0, 90, 180, 270)), expand=False)
    img = Image.composite(Image.new("RGB", (w, h), second), Image.new("RGB", (w, h), tuple(c // 2 for c in base)),
                          grad)
    over = Image.new("RGB", (w, h), (255, 255, 255))
    mask = Image.new("L", (w, h), 0)
    draw = ImageDraw.Draw(mask)
    for _ in range(rng.randint(5, 9)):
        cx, cy, r = rng.randint(0, w), rng.randint(0, h), rng.randint(20, 90)
        sides = rng.choice((3, 4, 6))
        draw.regular_polygon((cx, cy, r), sides, rotation=rng.randint(0, 359), fill=rng.randint(18, 60))
    for i in range(0, w + h, 14):
        draw.line((i, 0, i - h, h), fill=22, width=2)
    img = Image.composite(over, img, mask)
    # a large faint type mark, so even a tiny thumbnail says what kind of card it is
    mark = T.CARD_TYPE_SHORT.get(ctype, ("", ""))[1]
    if mark:
        light = (min(255, base[0] + 40), min(255, base[1] + 40), min(255, base[2] + 40))
        draw_text(img, (0, h // 2 - line_height(64) // 2), mark, 64, light,
                  bold=True, align="center", width=w)
    return img


def _frame(img: Image.Image, colours: Sequence[str]) -> None:
    """Colour frame: one colour, or two split diagonally for dual-colour cards."""
    draw = ImageDraw.Draw(img)
    first = T.colour_fill(colours[0] if colours else None)
    draw.rectangle((0, 0, CARD_W, CARD_H), fill=first)
    if len(colours) > 1:
        draw.polygon([(CARD_W, 0), (CARD_W, CARD_H), (0, CARD_H)], fill=T.colour_fill(colours[1]))


def card_image(card: Card, *, lang: str = "ja") -> Image.Image:
    """The card face as a Pillow image."""
    lang = "en" if lang == "en" else "ja"
    colours = colours_of(card)
    ctype = str(card.get("type") or "")
    gsign = card.get("gsign") if isinstance(card.get("gsign"), Mapping) else None
    if not colours and gsign and gsign.get("colour"):
        colours = []  # graphics are colourless; the G sign carries the colour
    frame_cols = colours or ([str(gsign["colour"])] if gsign and gsign.get("colour") else [])
    img = Image.new("RGB", (CARD_W, CARD_H), (20, 20, 24))
    _frame(img, frame_cols)
    ix0, iy0, ix1, iy1 = BORDER, BORDER, CARD_W - BORDER, CARD_H - BORDER
    body = Image.new("RGB", (ix1 - ix0, iy1 - iy0), T.CARD_BODY)
    img.paste(body, (ix0, iy0), round_mask(ix1 - ix0, iy1 - iy0, 10))

    # header: total cost, roll cost pips, names
    cost = card.get("cost") if isinstance(card.get("cost"), Mapping) else None
    x = ix0 + 8
    y = iy0 + 8
    if cost is not None:
        disc(img, (x + 27, y + 27), 56, (20, 20, 26))
        disc(img, (x + 27, y + 27), 50, (250, 250, 250))
        disc(img, (x + 27, y + 27), 46, (20, 20, 26))
        draw_text(img, (x, y + 27 - line_height(30) // 2), str(cost.get("total", "-")), 30, (255, 255, 255),
                  bold=True, align="center", width=56)
        roll = cost.get("roll") if isinstance(cost.get("roll"), Mapping) else {}
        pips = [str(c) for c, n in roll.items() for _ in range(int(n))]
        px = x
        py = y + 62
        for c in pips[:6]:
            disc(img, (px + 10, py + 10), 20, (250, 250, 250) if c != "white" else (60, 60, 60))
            disc(img, (px + 10, py + 10), 17, T.colour_fill(c))
            draw_text(img, (px, py + 10 - line_height(14) // 2), T.colour_label(c, lang), 14, T.colour_ink(c),
                      bold=True, align="center", width=20)
            px += 19
        name_x = x + 66
    else:
        name_x = x + 4
    raw_name = card.get("name")
    name: Mapping[str, Any] = raw_name if isinstance(raw_name, Mapping) else {}
    ja = str(name.get("ja") or T.name_of(card, "ja"))
    en = str(name.get("en") or "")
    name_w = ix1 - 10 - name_x
    size = 26
    while size > 18 and text_width(ja, size, True) > name_w:
        size -= 1
    draw_text(img, (name_x, y + 2), fit(ja, size, name_w, True), size, T.CARD_TEXT, bold=True)
    if en:
        draw_text(img, (name_x, y + 6 + line_height(size)), fit(en, 16, name_w), 16, (70, 70, 80))

    # type band with colour labels and terrain
    y = iy0 + 96
    round_box(img, (ix0 + 6, y, ix1 - 6, y + 28), (36, 38, 48), r=8)
    type_label = T.pick(T.CARD_TYPE.get(ctype, (ctype, ctype)), lang)
    tx = ix0 + 14 + draw_text(img, (ix0 + 14, y + 1), type_label, 17, (255, 255, 255), bold=True) + 8
    for c in colours:
        word = T.COLOUR_JA.get(c, "?") + ("" if lang == "ja" else f" {c.capitalize()}")
        bw = text_width(word, 14, True) + 10
        round_box(img, (tx - 1, y + 4, tx + bw + 1, y + 5 + line_height(14) + 1), (235, 235, 240), r=10)
        tx += badge(img, (tx, y + 5), word, 14, T.colour_fill(c), T.colour_ink(c), pad=5) + 6
    rx = ix1 - 12
    for ter in reversed([str(t) for t in card.get("terrain") or []]):
        word = T.TERRAIN.get(ter, (ter, ter))[0 if lang == "ja" else 1]
        bw = text_width(word, 14, True) + 10
        if rx - bw < tx:
            break
        rx -= bw
        badge(img, (rx, y + 5), word, 14, (230, 230, 236) if ter == "space" else (200, 170, 110),
              (20, 20, 40), pad=5)
        rx -= 4

    # art panel
    ay0 = y + 34
    ay1 = ay0 + 150
    art = _art(str(card.get("card") or ja), tuple(frame_cols), ix1 - ix0 - 12, ay1 - ay0, ctype)
    img.paste(art, (ix0 + 6, ay0), round_mask(art.width, art.height, 8))
    rarity = card.get("rarity")
    if rarity:
        label = f"★{rarity}"  # the star keeps rarity "R" apart from the roll-cost icon
        rw = text_width(label, 14, True) + 12
        badge(img, (ix1 - 12 - rw, ay0 + 6), label, 14, (20, 20, 26), T.HIGHLIGHT, pad=6)

    # traits
    y = ay1 + 6
    tx = ix0 + 8
    for trait in [str(t) for t in card.get("traits") or []]:
        label = f"《{trait}》"
        tw = text_width(label, 15)
        if tx + tw > ix1 - 8:
            break
        tx += draw_text(img, (tx, y), label, 15, (60, 60, 72)) + 2
    y += line_height(15) + 4

    # stats band at the bottom
    stats = card.get("stats")
    foot_y = iy1 - 34
    band_y = foot_y
    if isinstance(stats, list | tuple) and len(stats) == 3 or ctype == "graphic":
        band_y = foot_y - 52
        _stats_band(img, (ix0 + 6, band_y, ix1 - 6, foot_y - 4), card, ctype, lang)

    # ability text box
    box = (ix0 + 6, y, ix1 - 6, band_y - 4)
    round_box(img, box, (252, 250, 244), r=8)
    ImageDraw.Draw(img).rounded_rectangle(box, radius=8, outline=(200, 196, 184), width=1)
    _ability_text(img, box, _texts(card, lang), lang)

    # footer: G sign, card number
    fx = ix0 + 8
    fy = foot_y + 4
    if gsign:
        gcol = str(gsign.get("colour") or "")
        ImageDraw.Draw(img).regular_polygon((fx + 13, fy + 13, 14), 6, rotation=30, fill=(250, 250, 250))
        ImageDraw.Draw(img).regular_polygon((fx + 13, fy + 13, 12), 6, rotation=30, fill=T.colour_fill(gcol))
        draw_text(img, (fx, fy + 13 - line_height(14) // 2), T.colour_label(gcol, lang), 14, T.colour_ink(gcol),
                  bold=True, align="center", width=26)
        series = str(gsign.get("series") or "")
        fx += 32 + draw_text(img, (fx + 32, fy + 1), f"G {series}".strip(), 15, (60, 60, 72), bold=True)
    number = str(card.get("card") or "")
    nw = text_width(number, 15, True)
    round_box(img, (ix1 - nw - 22, fy, ix1 - 6, fy + 24), (20, 20, 26), r=6)
    draw_text(img, (ix1 - nw - 14, fy + 1), number, 15, (255, 255, 255), bold=True)
    return img


def _stats_band(img: Image.Image, box: tuple[int, int, int, int], card: Card, ctype: str, lang: str) -> None:
    """Melee / shooting / defence (or a character's modifiers, or a graphic's guard and gain)."""
    x0, y0, x1, y1 = box
    if ctype == "graphic":
        cells = [(("ガード", "Guard"), str(card.get("guard_level", "-"))),
                 (("ゲイン", "Gain"), str(card.get("gain_level", "-")))]
    else:
        stats = list(card.get("stats") or [])
        signed = ctype == "character"
        cells = [(STAT_LABEL[i], f"{v:+d}" if signed else str(v)) for i, v in enumerate(stats[:3])]
    n = len(cells)
    gap = 6
    cw = (x1 - x0 - gap * (n - 1)) // n
    for i, (label, value) in enumerate(cells):
        cx = x0 + i * (cw + gap)
        round_box(img, (cx, y0, cx + cw, y1), (36, 38, 48), r=8)
        if lang == "ja":
            draw_text(img, (cx + 8, y0 + (y1 - y0 - line_height(14)) // 2), label[0], 14, (190, 196, 210))
        else:  # Japanese term over its English gloss, so both fit beside the number
            top = y0 + (y1 - y0 - 2 * line_height(14)) // 2
            draw_text(img, (cx + 8, top), label[0], 14, (200, 206, 220))
            draw_text(img, (cx + 8, top + line_height(14)), label[1], 14, (160, 166, 184))
        draw_text(img, (cx, y0 + (y1 - y0 - line_height(28)) // 2), value, 28, (255, 255, 255), bold=True,
                  align="right", width=cw - 10)


def _ability_text(img: Image.Image, box: tuple[int, int, int, int], lines: Sequence[str], lang: str) -> None:
    """Ability lines with kind badges and inline cost/timing icons, shrinking the font if they overflow."""
    x0, y0, x1, y1 = box
    width = x1 - x0 - 16
    for size in (BODY_FONT + 1, BODY_FONT, 14):
        laid = [_lay_ability(line, size, width, lang) for line in lines]
        total = sum(len(rows) * line_height(size) + 6 for _, _, rows in laid)
        if total <= y1 - y0 - 12:
            break
    y = y0 + 8
    lh = line_height(size)
    for kind, tag, rows in laid:
        if y + lh > y1 - 4:
            draw_text(img, (x0 + 8, y1 - lh - 2), "…", size, T.CARD_TEXT)
            break
        x = x0 + 8
        if kind == "keyword":
            for word in rows[0][0].value.split("\t"):
                x += badge(img, (x, y), word, size, (60, 62, 80), (255, 255, 255), pad=7) + 6
            y += lh + 6
            continue
        first = True
        for row in rows:
            if y + lh > y1 - 4:
                break
            rx = x
            if first and kind:
                shape, fill = KIND_STYLE[kind]
                rx += badge(img, (x, y), f"{shape}{tag}", 14, fill, (255, 255, 255), pad=5) + 5
            _draw_rich_line(img, rx if first else x + 4, y, row, size, lang, T.CARD_TEXT)
            first = False
            y += lh
        y += 6


def _lay_ability(line: str, size: int, width: int, lang: str) -> tuple[str, str, list[list[Atom]]]:
    """(kind, tag text, laid-out rows) for one ability line."""
    if _keyword_line(line):
        words = [w for w in re.split(r"[、,　]+|\s{2,}", line.strip()) if w]
        if lang == "en":
            words = [w.strip() for w in line.split(",") if w.strip()]
        return "keyword", "", [[Atom("text", "\t".join(words), 0)]]
    m = _KIND_TAG.match(line)
    kind = ""
    tag = ""
    if m:
        tag = (m.group(1) or m.group(2) or "").strip()
        kind = KIND_WORDS.get(tag.lower(), KIND_WORDS.get(tag, ""))
        if kind:
            line = line[m.end():]
        else:
            tag = ""
    badge_w = text_width(f"▶{tag}", 14, True) + 15 if kind else 0
    rows = _layout(_atoms(line, lang, size), width - badge_w, width - 4)
    return kind, tag, rows


def render_card(card: Card, *, lang: str = "ja") -> bytes:
    """PNG bytes of an original card face for a CARD dict (views.md) plus optional text/gsign/rarity."""
    return encode_png(card_image(card, lang=lang), CARD_COMPRESS)


__all__ = ["CARD_H", "CARD_W", "card_image", "render_card"]
