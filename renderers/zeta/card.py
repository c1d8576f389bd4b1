"""A zeta counter sheet for `/card`: a unit, character or base with its values, 400x560."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PIL import Image

from .. import theme as T
from ..paint import badge, draw_text, encode_png, fit, round_box
from .board import FAC, FAC_EN, FAC_JA, NEUTRAL

W, H = 400, 560
KIND = {"unit": ("ユニット", "Unit"), "character": ("キャラクター", "Character"), "base": ("拠点", "Base")}


def _value(v: Any) -> str:
    if isinstance(v, bool):
        return "○" if v else "-"
    if isinstance(v, (list, tuple)):
        return "/".join(str(x) for x in v) or "-"
    return str(v) if v != "" else "-"


def card_image(card: Mapping[str, Any], *, lang: str = "ja") -> Image.Image:
    ja = lang != "en"
    lang = "ja" if ja else "en"
    values: Mapping[str, Any] = card.get("values") or {}
    f = values.get("faction")
    fill = FAC[f] if isinstance(f, int) and 0 <= f < len(FAC) else NEUTRAL
    img = Image.new("RGB", (W, H), T.BG)
    round_box(img, (6, 6, W - 6, H - 6), fill, 16)
    round_box(img, (16, 64, W - 16, H - 16), T.CARD_BODY, 10)
    draw_text(img, (20, 18), fit(str(card["name"][lang]), 22, W - 40, True), 22, (255, 255, 255), bold=True)
    kind = KIND.get(str(card.get("type")), (str(card.get("type")), str(card.get("type"))))
    x = 26 + badge(img, (26, 74), kind[0] if ja else kind[1], 14, T.PANEL, T.TEXT) + 6
    if isinstance(f, int) and 0 <= f < len(FAC):
        badge(img, (x, 74), (FAC_JA if ja else FAC_EN)[f], 14, fill, (255, 255, 255))
    y = 108
    for key, v in values.items():
        if key == "faction" or y > H - 70:
            continue
        draw_text(img, (28, y), key, 14, T.NEUTRAL)
        draw_text(img, (170, y), fit(_value(v), 14, W - 200), 14, T.CARD_TEXT, bold=True)
        y += 21
    draw_text(img, (26, H - 44), str(card.get("id", "")), 13, T.NEUTRAL)
    return img


def render_card(card: Mapping[str, Any], *, lang: str = "ja") -> bytes:
    return encode_png(card_image(card, lang=lang))
