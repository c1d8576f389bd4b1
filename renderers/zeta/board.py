"""The Zeta map as one 1280x800 PNG, drawn from a view only.

The space map sits top left, the ground map below it, and the right column holds the turn, the VP
track, the revealed action cards, the wounded boxes and the last events. Each hex shows the name a
typed order uses (C5 on the space map, G-C5 style on the ground map's panel title). The static maps
are drawn once per language and copied, so a render only paints what changes.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from .. import theme as T
from ..paint import draw_text, encode_png, fit, round_box

View = Mapping[str, Any]
WIDTH, HEIGHT = 1280, 800
FAC: tuple[T.RGB, ...] = ((60, 130, 235), (214, 60, 60), (150, 90, 210))
FAC_JA = ("エゥーゴ", "ティターンズ", "ネオジオン")
FAC_EN = ("AEUG", "Titans", "Neo Zeon")
NEUTRAL: T.RGB = (150, 150, 150)
SPACE_R, GROUND_R = 29, 21
SPACE_O, GROUND_O = (34, 62), (34, 506)
TERRAIN: dict[str, T.RGB] = {"s": (22, 28, 52), ".": (28, 62, 110), "c": (150, 140, 96), "L": (70, 118, 66)}
CARD_JA = ("宇宙", "地上", "大気圏")
CARD_EN = ("Space", "Ground", "Atmo")


def _centre(h: str, mp: Mapping[str, Any]) -> tuple[int, int]:
    m, rest = h.split("-", 1)
    if m == "S" and rest in ("BELT", "JUP"):
        box = mp["space"]["boxes"][h]
        adj = box["adjacent"]
        xs = [_centre(a, mp) for a in adj]
        return (max(x for x, _ in xs) + int(SPACE_R * 2.2), sum(y for _, y in xs) // len(xs))
    c, r = ord(rest[0]) - 65, int(rest[1:]) - 1
    rad, (ox, oy) = (SPACE_R, SPACE_O) if m == "S" else (GROUND_R, GROUND_O)
    w = math.sqrt(3) * rad
    x = ox + c * w + (w / 2 if r % 2 else 0) + w / 2
    y = oy + r * rad * 1.5 + rad
    return int(x), int(y)


def _poly(cx: int, cy: int, r: int) -> list[tuple[float, float]]:
    return [(cx + r * math.cos(math.radians(60 * i - 30)), cy + r * math.sin(math.radians(60 * i - 30))) for i in range(6)]


@lru_cache(maxsize=4)
def _static(lang: str, key: str) -> Image.Image:
    import json
    mp = json.loads(key)
    img = Image.new("RGB", (WIDTH, HEIGHT), T.BG)
    d = ImageDraw.Draw(img)
    sp, gr = mp["space"], mp["ground"]
    draw_text(img, (SPACE_O[0], 34), "宇宙マップ S" if lang == "ja" else "Space map (S-)", 15, T.TEXT, bold=True)
    draw_text(img, (GROUND_O[0], GROUND_O[1] - 26), "地上マップ G(左右はつながる)" if lang == "ja" else "Ground map (G-, wraps left-right)", 15, T.TEXT, bold=True)
    descent = {v: k for k, v in sp["descent"].items()}
    for r in range(sp["rows"]):
        for c in range(sp["cols"]):
            h = f"S-{chr(65 + c)}{r + 1}"
            cx, cy = _centre(h, mp)
            if h == sp["earth"] or h == sp["moon"]:
                d.polygon(_poly(cx, cy, SPACE_R - 1), fill=TERRAIN["s"], outline=(60, 70, 100))
                col = (50, 120, 200) if h == sp["earth"] else (190, 190, 180)
                d.ellipse((cx - 20, cy - 20, cx + 20, cy + 20), fill=col)
                draw_text(img, (cx - 30, cy - 9), ("地球" if h == sp["earth"] else "月") if lang == "ja" else ("Earth" if h == sp["earth"] else "Moon"),
                          12, (10, 10, 20), bold=True, align="center", width=60)
                continue
            fill = (40, 44, 80) if h in descent else TERRAIN["s"]
            d.polygon(_poly(cx, cy, SPACE_R - 1), fill=fill, outline=(60, 70, 100))
            draw_text(img, (cx - 20, cy - SPACE_R + 3), f"{chr(65 + c)}{r + 1}", 10, T.TEXT_DIM, align="center", width=40)
            if h in descent:
                draw_text(img, (cx + 8, cy - 8), descent[h], 12, T.HIGHLIGHT, bold=True)
    for h, box in sp["boxes"].items():
        cx, cy = _centre(h, mp)
        round_box(img, (cx - 34, cy - 22, cx + 34, cy + 22), (44, 40, 30), 6)
        draw_text(img, (cx - 34, cy - 21), fit(box["name"][lang], 10, 68), 10, T.TEXT_DIM, align="center", width=68)
    for r in range(gr["rows"]):
        for c in range(gr["cols"]):
            h = f"G-{chr(65 + c)}{r + 1}"
            cx, cy = _centre(h, mp)
            d.polygon(_poly(cx, cy, GROUND_R - 1), fill=TERRAIN[gr["terrain"][r][c]], outline=(40, 50, 70))
            draw_text(img, (cx - 16, cy - GROUND_R + 2), f"{chr(65 + c)}{r + 1}", 9, (215, 220, 230), align="center", width=32)
    for area, (lo, hi) in gr["areas"].items():
        x0 = _centre(f"G-{lo}1", mp)[0] - 18
        x1 = _centre(f"G-{hi}1", mp)[0] + 18
        y = GROUND_O[1] + gr["rows"] * GROUND_R * 1.5 + GROUND_R // 2 + 4
        d.line((x0, y, x1, y), fill=T.HIGHLIGHT, width=2)
        draw_text(img, (x0, int(y) + 2), (f"エリア{area}" if lang == "ja" else f"Area {area}"), 11, T.HIGHLIGHT, align="center", width=x1 - x0)
    return img


def board_image(view: View, *, lang: str = "ja", private: bool = False) -> Image.Image:
    import json
    mp = view["map"]
    img = _static(lang, json.dumps(mp, sort_keys=True)).copy()
    d = ImageDraw.Draw(img)
    # bases: a small flag with the governor's colour and level
    for b in view["bases"]:
        if b["gone"]:
            continue
        cx, cy = _centre(b["h"], mp)
        r = SPACE_R if b["h"][0] == "S" else GROUND_R
        col = FAC[b["o"]] if b["o"] >= 0 else NEUTRAL
        x0, y0 = cx - r + 6, cy - 4
        shape = (x0, y0, x0 + 13, y0 + 13)
        if b["kind"] == "military":
            d.rectangle(shape, fill=col, outline=(255, 255, 255))
        else:
            d.ellipse(shape, fill=col, outline=(255, 255, 255))
        draw_text(img, (x0, y0 - 2), str(b["lv"]), 11, (255, 255, 255), bold=True, align="center", width=13)
        draw_text(img, (cx - r, cy + r - 17), fit(b["name"][lang], 9, 2 * r), 9, T.TEXT, align="center", width=2 * r)
    # stacks: per hex and faction, MS and ship counts
    stacks: dict[tuple[str, int], list[int]] = {}
    for u in view["units"]:
        if not u["h"]:
            continue
        e = stacks.setdefault((u["h"], u["f"]), [0, 0, 0])
        e[0 if u["kind"] == "ms" else 1] += 1
        e[2] += 1 if u["d"] else 0
    slot: dict[str, int] = {}
    for (h, f), (ms, sh, dmg) in sorted(stacks.items()):
        cx, cy = _centre(h, mp)
        i = slot.get(h, 0)
        slot[h] = i + 1
        w = 26 if h[0] == "S" else 22
        x0 = cx - 2 + (i % 2) * (w - 4) - (w // 2) + 4
        y0 = cy - 12 + (i // 2) * 13
        d.rectangle((x0, y0, x0 + w - 2, y0 + 12), fill=FAC[f], outline=(255, 200, 60) if dmg else (20, 20, 20))
        draw_text(img, (x0, y0 - 1), f"{ms}/{sh}", 9, (255, 255, 255), bold=True, align="center", width=w - 2)
    _side(img, d, view, lang)
    return img


def _side(img: Image.Image, d: ImageDraw.ImageDraw, view: View, lang: str) -> None:
    ja = lang == "ja"
    x0, x1 = 880, WIDTH - 10
    y = 10
    names = FAC_JA if ja else FAC_EN
    phase = {"bomb": ("核爆弾設置", "Bomb placement"), "arm": ("軍備フェイズ", "Armament"), "deploy": ("配置フェイズ", "Deployment"),
             "cards": ("カードフェイズ", "Card phase"), "act": ("行動フェイズ", "Action phase"), "combat": ("戦闘", "Combat"),
             "laser": ("レーザー", "Laser"), "join": ("加勢の選択", "Joining a battle"), "over": ("ゲーム終了", "Game over")}.get(view["phase"], (view["phase"], view["phase"]))
    title = f"第{view['turn']}/10ターン {phase[0]}" if ja else f"Turn {view['turn']}/10 — {phase[1]}"
    draw_text(img, (16, 8), "Ζ 三勢力ヘックス戦略" if ja else "Zeta three-faction hex wargame", 16, T.TEXT, bold=True)
    draw_text(img, (x0, y), title, 17, T.TEXT, bold=True)
    y += 30
    # VP track
    round_box(img, (x0, y, x1, y + 104), T.PANEL, 6)
    draw_text(img, (x0 + 8, y + 4), "VPトラック" if ja else "VP track", 12, T.TEXT_DIM)
    top = max(30, *view["vp"])
    for f in range(3):
        yy = y + 24 + f * 26
        draw_text(img, (x0 + 8, yy), f"{names[f]}", 12, FAC[f], bold=True)
        bw = int((x1 - x0 - 150) * view["vp"][f] / top)
        d.rectangle((x0 + 100, yy + 3, x0 + 100 + bw, yy + 15), fill=FAC[f])
        draw_text(img, (x0 + 106 + bw, yy), str(view["vp"][f]), 12, T.TEXT, bold=True)
    y += 112
    # action cards: revealed in order, the rest face down
    round_box(img, (x0, y, x1, y + 92), T.PANEL, 6)
    draw_text(img, (x0 + 8, y + 4), ("行動カード(公開済み/山札)" if ja else "Action cards (revealed / deck)"), 12, T.TEXT_DIM)
    cw = 40
    for i in range(9):
        cx = x0 + 8 + i * (cw + 3)
        box = (cx, y + 26, cx + cw, y + 84)
        if i < len(view["revealed"]):
            f, t = view["revealed"][i]
            round_box(img, box, FAC[f], 4)
            draw_text(img, (cx, y + 30), names[f][:3] if not ja else names[f][:2], 10, (255, 255, 255), bold=True, align="center", width=cw)
            draw_text(img, (cx, y + 52), (CARD_JA if ja else CARD_EN)[t], 10, (255, 255, 255), align="center", width=cw)
            if view["card"] is not None and i == len(view["revealed"]) - 1:
                d.rectangle(box, outline=T.HIGHLIGHT, width=2)
        elif i < len(view["revealed"]) + view["deck"]:
            round_box(img, box, (70, 70, 84), 4)
            draw_text(img, (cx, y + 44), "?", 14, T.TEXT_DIM, align="center", width=cw)
    y += 100
    mine = view.get("my_cards")
    if mine:
        txt = ("自分の選択: " if ja else "Your picks: ") + " ".join((CARD_JA if ja else CARD_EN)["SGA".index(ch)] for ch in mine)
        draw_text(img, (x0, y), txt, 12, T.HIGHLIGHT)
        y += 18
    if view.get("bomb"):
        b = next((x for x in view["bases"] if x["id"] == view["bomb"]), None)
        if b is not None:
            draw_text(img, (x0, y), ("核爆弾設置拠点: " if ja else "Bomb base: ") + b["name"][lang]
                      + ({"hidden": "", "revealed": " (公開)" if ja else " (revealed)", "used": " (爆破済)" if ja else " (used)"}[view["bomb_state"]]), 12, T.DANGER)
            y += 18
    # factories and armament points
    for f in range(3):
        fac = view["factory"][f]
        unames = view.get("unit_names", {})
        txt = ", ".join(f"{unames.get(k, {}).get(lang, k)}×{v}" for k, v in fac.items()) or "-"
        draw_text(img, (x0, y), fit(f"{names[f]} {'工場' if ja else 'factory'}: {txt}", 11, x1 - x0), 11, FAC[f])
        y += 16
    # wounded boxes
    wounded = [c for c in view["chars"] if c["loc"] in ("L", "M", "H")]
    if wounded:
        txt = " ".join(f"{c['name'][lang]}[{c['loc']}]" for c in wounded)
        draw_text(img, (x0, y), fit(("負傷者: " if ja else "Wounded: ") + txt, 11, x1 - x0), 11, T.TEXT_DIM)
        y += 16
    y += 4
    # characters on the map by hex
    on_map: dict[str, list[str]] = {}
    for c in view["chars"]:
        if c["loc"] == "map":
            on_map.setdefault(c["h"], []).append(c["name"][lang])
    draw_text(img, (x0, y), "キャラクター" if ja else "Characters", 12, T.TEXT_DIM)
    y += 16
    for h in sorted(on_map)[:8]:
        draw_text(img, (x0, y), fit(f"{h}: {'、'.join(on_map[h]) if ja else ', '.join(on_map[h])}", 10, x1 - x0), 10, T.TEXT)
        y += 14
    y += 6
    draw_text(img, (x0, y), "最近の出来事" if ja else "Recent events", 12, T.TEXT_DIM)
    y += 16
    for e in view["log"][-max(0, (HEIGHT - y - 10) // 14):]:
        text = "".join(ch for ch in e[lang] if not (0x2600 <= ord(ch) < 0x2800 or ord(ch) >= 0x1F000))  # no emoji in the font
        draw_text(img, (x0, y), fit(text.strip(), 10, x1 - x0), 10, T.TEXT)
        y += 14
    # legend
    draw_text(img, (730, HEIGHT - 40), "□軍事拠点 ○政治拠点 数字=統治レベル" if ja else "□ military ○ political, number = level", 10, T.TEXT_DIM)
    draw_text(img, (730, HEIGHT - 24), "駒: MS数/艦船数(黄枠=損傷あり)" if ja else "chips: MS/ships (yellow edge = damaged)", 10, T.TEXT_DIM)


@lru_cache(maxsize=4)
def _palette(lang: str, key: str) -> Image.Image:
    """A fixed 192-colour palette per language: the static map plus ramps between every ink and
    every ground the board uses, so quantizing is a cheap nearest-colour lookup and equal views
    give equal bytes in every process."""
    base = _static(lang, key).copy()
    inks = [T.TEXT, T.TEXT_DIM, T.HIGHLIGHT, T.DANGER, (255, 255, 255), (215, 220, 230), (10, 10, 20), (20, 20, 20),
            NEUTRAL, *FAC, (255, 200, 60), (50, 120, 200), (190, 190, 180), (70, 70, 84), (44, 40, 30)]
    grounds = [T.BG, T.PANEL, *TERRAIN.values(), (40, 44, 80), *FAC, NEUTRAL, (70, 70, 84), (44, 40, 30)]
    d = ImageDraw.Draw(base)
    x, y = 0, HEIGHT - 8
    for ink in inks:
        for g in grounds:
            for i in range(8):
                a = i / 7
                col = tuple(int(g[c] * (1 - a) + ink[c] * a) for c in range(3))
                d.point((x % WIDTH, y + x // WIDTH), fill=col)
                x += 1
    return base.quantize(colors=192, method=Image.Quantize.FASTOCTREE)


def render_board(view: View, *, lang: str = "ja", private: bool = False) -> bytes:
    """A palette PNG: flat map colours survive it and it encodes several times faster than RGB."""
    import json
    pal = _palette(lang, json.dumps(view["map"], sort_keys=True))
    img = board_image(view, lang=lang, private=private).quantize(palette=pal, dither=Image.Dither.NONE)
    return encode_png(img, compress_level=1)
