"""The classic board: each side's home/discard/junkyard counts, deploy area, battle areas, the cut.

Only what the view holds is drawn: another seat's hand is a count, the home and discard pile counts.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PIL import Image, ImageDraw

from ..paint import draw_text, encode_png, fit, round_box
from ..theme import BG, HIGHLIGHT, PANEL, PANEL_EDGE, SEAT, TEXT, TEXT_DIM, colour_fill, colour_ink

W, H = 1280, 800
AREA_NAMES = {"space": ("宇宙", "Space"), "earth": ("地球", "Earth"), "ring": ("リング", "Ring")}


def _name(card: Mapping[str, Any], lang: str) -> str:
    n = card.get("name", {})
    return str(n.get(lang) or n.get("en") or "?")


def _chip(img: Image.Image, x: int, y: int, w: int, card: Mapping[str, Any], lang: str) -> None:
    """A card as a small box: colour edge, name, combat power, damage, rolled mark."""
    col = str(card.get("colour", ""))
    round_box(img, (x, y, x + w, y + 40), colour_fill(col), 5)
    round_box(img, (x + 4, y + 2, x + w - 2, y + 38), PANEL if not card.get("rolled") else (60, 60, 70), 4)
    draw_text(img, (x + 8, y + 1), fit(_name(card, lang), 13, w - 14), 13, TEXT)
    info = ""
    if "stats" in card:
        info = "/".join(str(v) for v in card["stats"])
        if card.get("dmg"):
            info += f" ダメージ{card['dmg']}" if lang == "ja" else f" dmg {card['dmg']}"
    elif card.get("g"):
        info = "G"
    if card.get("rolled"):
        info += " ロール" if lang == "ja" else " rolled"
    sets = card.get("set") or []
    if sets:
        info += " +" + ",".join(fit(_name(s, lang), 11, 60) for s in sets)
    draw_text(img, (x + 8, y + 19), fit(info, 11, w - 14), 11, colour_ink(col) if False else TEXT_DIM)


def _row(img: Image.Image, x: int, y: int, w: int, cards: list[Mapping[str, Any]], lang: str, cw: int = 120) -> None:
    per = max(1, w // (cw + 4))
    for n, c in enumerate(cards[: per * 2]):
        _chip(img, x + (n % per) * (cw + 4), y + (n // per) * 44, cw, c, lang)


def board_image(view: Mapping[str, Any], *, lang: str = "ja", private: bool = False) -> Image.Image:
    img = Image.new("RGB", (W, H), BG)
    d = ImageDraw.Draw(img)
    ja = lang == "ja"
    me = view.get("seat")
    bottom = me if isinstance(me, int) else 0
    order = [1 - bottom, bottom]
    title = f"ターン{view['turn']}  {view['step_name'][lang]} {view['step']}" if ja else \
        f"Turn {view['turn']}  {view['step_name'][lang]} {view['step']}"
    draw_text(img, (16, 6), title, 20, TEXT)
    for idx, p in enumerate(order):
        pl = view["players"][p]
        y0 = 40 + idx * 370
        d.rectangle((8, y0, W - 8, y0 + 360), outline=PANEL_EDGE)
        active = view["active"] == p
        head = f"{pl['name']}{' ◀' if active else ''}"
        draw_text(img, (16, y0 + 4), fit(head, 18, 300), 18, SEAT[p])
        hangar = len(pl.get("hangar") or [])
        stats = (f"本国 {pl['home']}  手札 {pl['hand_count']}  捨て山 {pl['discard']}  ジャンク {len(pl['junk'])}  "
                 + (f"ハンガー {hangar}  " if hangar else "")
                 + f"除外 {len(pl['removed'])}  汚染 {pl['pollution']}  バルチャー {pl['vulture']}") if ja else (
                 f"Home {pl['home']}  Hand {pl['hand_count']}  Discard {pl['discard']}  Junk {len(pl['junk'])}  "
                 + (f"Hangar {hangar}  " if hangar else "")
                 + f"Removed {len(pl['removed'])}  Pollution {pl['pollution']}  Vulture {pl['vulture']}")
        draw_text(img, (330, y0 + 6), stats, 14, TEXT_DIM)
        deploy = list(pl["deploy"])
        basic = [c for c in deploy if c.get("g") and not c.get("dismantled") and not c.get("set")]
        counts: dict[str, int] = {}
        for c in basic:
            counts[str(c.get("colour"))] = counts.get(str(c.get("colour")), 0) + 1
        rolled = sum(1 for c in basic if c.get("rolled"))
        gline = " ".join(f"{k}×{v}" for k, v in counts.items())
        head_g = f"配備エリア  G {len(basic)}枚 ({gline}) ロール{rolled}" if ja else \
            f"Deploy area  G {len(basic)} ({gline}), {rolled} rolled"
        draw_text(img, (16, y0 + 34), fit(head_g, 14, 760), 14, HIGHLIGHT)
        _row(img, 16, y0 + 54, 760, [c for c in deploy if c not in basic], lang)
        for n, area in enumerate(("space", "earth", "ring")):
            ax = 790 + n * 160
            label = AREA_NAMES[area][0 if ja else 1]
            draw_text(img, (ax, y0 + 34), label, 14, HIGHLIGHT)
            for k, c in enumerate(pl["forces"][area][:5]):
                _chip(img, ax, y0 + 54 + k * 44, 150, c, lang)
        if pl.get("hand") is not None and private:
            draw_text(img, (16, y0 + 150), "手札" if ja else "Hand", 14, HIGHLIGHT)
            _row(img, 16, y0 + 170, 760, list(pl["hand"]), lang)
        junk = list(pl["junk"])[-6:]
        draw_text(img, (16, y0 + 268), "ジャンクヤード" if ja else "Junkyard", 14, HIGHLIGHT)
        _row(img, 16, y0 + 288, 760, junk, lang, cw=120)
        hangar_cards = list(pl.get("hangar") or [])[-3:]  # ハンガー: played as from the hand, so on show
        if hangar_cards:
            draw_text(img, (790, y0 + 268), "ハンガー" if ja else "Hangar", 14, HIGHLIGHT)
            _row(img, 790, y0 + 288, 470, hangar_cards, lang, cw=120)
    cut = view.get("cut") or []
    if cut:
        items = [_name(c["card"], lang) + (f" → {_name(c['target'], lang)}" if c.get("target") else "") for c in cut]
        draw_text(img, (790, 6), ("カット: " if ja else "Cut: ") + fit(" / ".join(items), 14, 440), 14, HIGHLIGHT)
    log = view.get("log") or []
    if log:
        draw_text(img, (420, 6), fit(str(log[-1][0 if ja else 1]), 14, 360), 14, TEXT_DIM)
    return img


def render_board(view: Mapping[str, Any], *, lang: str = "ja", private: bool = False) -> bytes:
    return encode_png(board_image(view, lang=lang, private=private))
