"""A Code of Joker card face (every kind: unit, evolution, trigger, intercept, joker), 400x560."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PIL import Image

from .. import theme as T
from ..paint import badge, draw_text, encode_png, fit, round_box, wrap
from .colours import COLOUR_JA, colour_fill, colour_ink

W, H = 400, 560
KIND = {"unit": ("ユニット", "Unit"), "evolution": ("進化ユニット", "Evolution"), "trigger": ("トリガー", "Trigger"),
        "intercept": ("インターセプト", "Intercept"), "joker": ("ジョーカー", "Joker")}


def card_image(card: Mapping[str, Any], *, lang: str = "ja") -> Image.Image:
    ja = lang != "en"
    lang = "ja" if ja else "en"
    colour = str(card.get("colour", "colourless"))
    fill, ink = colour_fill(colour), colour_ink(colour)
    img = Image.new("RGB", (W, H), T.BG)
    round_box(img, (6, 6, W - 6, H - 6), fill, 16)
    round_box(img, (16, 64, W - 16, H - 16), T.CARD_BODY, 10)
    draw_text(img, (20, 18), fit(str(card["name"][lang]), 22, W - 110, True), 22, ink, bold=True)
    cost = f"CP{card['cost']}"
    draw_text(img, (W - 90, 18), cost, 22, ink, bold=True, align="right", width=70)
    kind = KIND.get(str(card["kind"]), (str(card["kind"]), str(card["kind"])))
    x = 26
    x += badge(img, (x, 74), kind[0] if ja else kind[1], 14, T.PANEL, T.TEXT) + 6
    x += badge(img, (x, 74), COLOUR_JA.get(colour, colour) if ja else colour, 14, fill, ink) + 6
    if card.get("species"):
        badge(img, (x, 74), fit(str(card["species"]), 14, W - x - 40), 14, T.PANEL_EDGE, T.TEXT)
    y = 108
    bp = card.get("bp")
    if bp:
        for i, v in enumerate(bp):
            draw_text(img, (26 + i * 118, y), f"Lv{i + 1} {v}", 16, T.CARD_TEXT, bold=True)
        y += 30
    if card.get("kind") == "joker":
        who = card.get("character") or {}
        name = str(who.get(lang, "")) if isinstance(who, Mapping) else str(who)
        draw_text(img, (26, y), f"{name}  {int(card.get('gauge', 0)) / 10:g}%", 16, T.CARD_TEXT, bold=True)
        y += 30
    for line in wrap(str(card["text"][lang]), 16, W - 56, max_lines=16):
        draw_text(img, (28, y), line, 16, T.CARD_TEXT)
        y += 22
    draw_text(img, (26, H - 44), str(card.get("id", "")), 13, T.NEUTRAL)
    return img


def render_card(card: Mapping[str, Any], *, lang: str = "ja") -> bytes:
    return encode_png(card_image(card, lang=lang))
