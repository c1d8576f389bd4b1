"""A classic card face (catalogue entry): colour, power requirement, cost, combat power and text."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PIL import Image

from ..paint import draw_text, encode_png, fit, round_box, wrap
from ..theme import BG, CARD_BODY, CARD_TEXT, colour_fill, colour_ink

CW, CH = 420, 600
TYPE_NAMES = {"g": ("G", "G"), "unit": ("ユニット", "Unit"), "character": ("キャラクター", "Character"),
              "command": ("コマンド", "Command"), "operation": ("オペレーション", "Operation")}


def card_image(card: Mapping[str, Any], *, lang: str = "ja") -> Image.Image:
    ja = lang == "ja"
    img = Image.new("RGB", (CW, CH), BG)
    col = str(card.get("colour", ""))
    round_box(img, (6, 6, CW - 6, CH - 6), colour_fill(col), 14)
    round_box(img, (18, 60, CW - 18, CH - 18), CARD_BODY, 10)
    name = card.get("name", {})
    draw_text(img, (20, 14), fit(str(name.get(lang) or name.get("en")), 22, CW - 180), 22, colour_ink(col))
    cj = {"blue": "青", "green": "緑", "black": "黒", "red": "赤", "brown": "茶", "white": "白", "purple": "紫"}
    raw = card.get("cost")
    cost: Mapping[str, Any] = raw if isinstance(raw, Mapping) else {}
    total = int(cost.get("total", 0))
    need = int(sum(cost.get("roll", {}).values()))
    req = f"国力{total} {cj.get(col, col)}{need}" if ja else f"Power {total} ({col} {need})"
    draw_text(img, (CW - 150, 18), fit(req, 16, 136), 16, colour_ink(col), align="right", width=136)
    t = TYPE_NAMES.get(str(card.get("type")), ("?", "?"))[0 if ja else 1]
    res = f"{'コスト' if ja else 'Cost'} {cost.get('resource', 0)}"
    draw_text(img, (30, 70), f"{t}  {res}", 16, CARD_TEXT)
    y = 100
    if card.get("stats"):
        st = "/".join(map(str, card["stats"]))
        if card.get("stats_set"):
            st += "  (" + "/".join(map(str, card["stats_set"])) + ")"
        draw_text(img, (30, y), st, 20, CARD_TEXT)
        y += 30
        terr = " ".join({"space": "宇" if ja else "Space", "earth": "地" if ja else "Earth"}[x] for x in card.get("terrain", []))
        draw_text(img, (30, y), terr, 15, CARD_TEXT)
        y += 26
    elif card.get("type") in ("character", "operation") and any(card.get("mods", [])):
        draw_text(img, (30, y), "/".join(f"{v:+d}" for v in card["mods"]), 20, CARD_TEXT)
        y += 30
    if card.get("traits"):
        draw_text(img, (30, y), ("特徴: " if ja else "Traits: ") + ", ".join(card["traits"]), 14, CARD_TEXT)
        y += 24
    lines = card.get("text", {}).get(lang, [])
    for para in (lines if isinstance(lines, list) else str(lines).split("\n")):
        for line in wrap(para, 15, CW - 70, max_lines=6):
            if y > CH - 40:
                break
            draw_text(img, (30, y), line, 15, CARD_TEXT)
            y += 21
    return img


def render_card(card: Mapping[str, Any], *, lang: str = "ja") -> bytes:
    return encode_png(card_image(card, lang=lang))
