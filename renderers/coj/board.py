"""The Code of Joker table as one 1280x800 PNG, drawn from a view only.

The viewer (seat 0 for spectators) sits at the bottom. Each side shows its info panel (LP, CP, joker
gauge, counts, jokers), its five field slots (BP, level, action right, damage) and its trigger zone
(faces for the owner's private image, colours for everyone else: the view carries nothing more).
The last events run down the right; the viewer's hand fills the bottom of a private image.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from .. import theme as T
from ..paint import badge, draw_text, encode_png, fit, round_box, wrap
from .colours import COLOUR_JA, colour_fill, colour_ink

View = Mapping[str, Any]
WIDTH, HEIGHT = 1280, 800
GAP = 8
INFO_W = 200
SLOT_W, SLOT_H = 146, 150
ZONE_H = 50
RIGHT_X = 1000
COMPRESS = 1
KW_SHORT = {"speed_move": ("速", "SM"), "indomitable": ("屈", "Ind"), "pierce": ("貫", "Prc"),
            "selfless": ("無", "Slf"), "fixed": ("固", "Anc"), "blessing": ("加", "Bls"), "dimension": ("次", "Dim"),
            "curse": ("呪", "Crs"), "immortal": ("滅", "Imm"), "order_shield": ("秩", "Ord"), "silence": ("沈", "Sil"),
            "forced_block": ("強", "FB"), "no_attack": ("禁", "NA"), "king_heal": ("王", "KH")}


@lru_cache(maxsize=4)
def _background(private: bool) -> Image.Image:
    img = Image.new("RGB", (WIDTH, HEIGHT), T.BG)
    return img


class _Board:
    def __init__(self, view: View, lang: str, private: bool) -> None:
        self.v = view
        self.lang = lang
        self.ja = lang == "ja"
        seat = view.get("seat")
        self.me = seat if isinstance(seat, int) else 0
        self.private = private and isinstance(seat, int)
        self.img = _background(self.private).copy()
        self.draw = ImageDraw.Draw(self.img)

    def t(self, ja: str, en: str) -> str:
        return ja if self.ja else en

    def text(self, xy: tuple[int, int], s: str, size: int = 14, fill: T.RGB = T.TEXT, bold: bool = False) -> int:
        return draw_text(self.img, xy, s, size, fill, bold=bold)

    # -- regions ---------------------------------------------------------------------------------
    def top_bar(self) -> None:
        v = self.v
        round_box(self.img, (GAP, GAP, WIDTH - GAP, 38), T.PANEL)
        players = v["players"]
        x = self.text((18, 12), self.t("コード・オブ・ジョーカー", "Code of Joker"), 16, T.HIGHLIGHT, True) + 30
        x += self.text((x, 12), self.t(f"ラウンド {v['round']}/10", f"Round {v['round']}/10"), 16, T.TEXT, True) + 24
        turn_name = players[int(v["turn_seat"])]["name"]
        x += self.text((x, 12), self.t(f"{turn_name}のターン", f"{turn_name}'s turn"), 15) + 24
        phase = {"mulligan": ("マリガン", "Mulligan"), "main": ("行動", "Actions"), "over": ("終了", "Over")}
        ph = phase.get(str(v["phase"]), (str(v["phase"]), str(v["phase"])))
        x += self.text((x, 12), self.t(ph[0], ph[1]), 15, T.TEXT_DIM) + 24
        w = v.get("window")
        if w:
            who = players[int(w["seat"])]["name"]
            self.text((x, 12), self.t(f"インターセプト猶予: {who}", f"Intercept window: {who}"), 15, T.COIN, True)
        elif v.get("battle"):
            self.text((x, 12), self.t("戦闘中", "Battle"), 15, T.ENGAGED, True)

    def side(self, seat: int, y: int) -> None:
        p = self.v["players"][seat]
        self.info(seat, p, (GAP, y, GAP + INFO_W, y + SLOT_H + ZONE_H + 6))
        x0 = GAP + INFO_W + GAP
        top = seat != self.me
        field_y = y + (ZONE_H + 6 if top else 0)
        zone_y = y if top else y + SLOT_H + 6
        battle = self.v.get("battle") or {}
        for i in range(5):
            box = (x0 + i * (SLOT_W + 4), field_y, x0 + i * (SLOT_W + 4) + SLOT_W, field_y + SLOT_H)
            units = p["field"]
            if i < len(units):
                u = units[i]
                self.unit(u, box, u["iid"] in (battle.get("att"), battle.get("blk")))
            else:
                round_box(self.img, box, T.PANEL)
                self.text((box[0] + 8, box[1] + 6), str(i + 1), 12, T.PANEL_EDGE)
        self.zone(seat, p, (x0, zone_y, x0 + 4 * (SLOT_W + 4) - 4, zone_y + ZONE_H))
        jx = x0 + 4 * (SLOT_W + 4)
        round_box(self.img, (jx, zone_y, jx + SLOT_W, zone_y + ZONE_H), T.PANEL)
        used = self.t("使用済", "used") if p.get("joker_used") else ""
        self.text((jx + 6, zone_y + 2), self.t("ジョーカー", "Jokers") + (f" ({used})" if used else ""), 11, T.COIN, True)
        for k, j in enumerate(p["jokers"][:2]):
            label = f"{j['name'][self.lang]} {j['gauge'] // 10}%"
            self.text((jx + 6, zone_y + 17 + k * 15), fit(label, 11, SLOT_W - 10), 11, T.TEXT)

    def info(self, seat: int, p: Mapping[str, Any], box: tuple[int, int, int, int]) -> None:
        x0, y0, x1, y1 = box
        acting = seat in (self.v.get("deciding") or [])
        round_box(self.img, box, T.PANEL_HI if acting else T.PANEL)
        first = self.t("先攻", "1st") if seat == self.v.get("first") else self.t("後攻", "2nd")
        self.text((x0 + 8, y0 + 6), fit(str(p["name"]), 16, x1 - x0 - 60, True), 16, T.SEAT[seat % 2], True)
        badge(self.img, (x1 - 46, y0 + 6), first, 12, T.PANEL_EDGE, T.TEXT)
        self.text((x0 + 8, y0 + 32), "LP", 13, T.TEXT_DIM, True)
        for i in range(8):
            fill = T.DANGER if i < int(p["life"]) else T.PANEL_EDGE
            round_box(self.img, (x0 + 34 + i * 20, y0 + 34, x0 + 50 + i * 20, y0 + 50), fill, 4)
        self.text((x0 + 8, y0 + 58), f"CP {p['cp']}", 18, T.COIN, True)
        self.text((x0 + 100, y0 + 60), self.t(f"LP {p['life']}", f"LP {p['life']}"), 15, T.TEXT, True)
        g = int(p["gauge"])
        self.text((x0 + 8, y0 + 86), self.t("ジョーカーゲージ", "Joker gauge") + f" {g / 10:g}%", 12, T.TEXT_DIM)
        round_box(self.img, (x0 + 8, y0 + 104, x1 - 8, y0 + 116), T.PANEL_EDGE, 4)
        wfull = x1 - 8 - (x0 + 8)
        if g > 0:
            round_box(self.img, (x0 + 8, y0 + 104, x0 + 8 + max(6, wfull * g // 1000), y0 + 116), T.COIN, 4)
        counts = self.t(f"手札{p['hand_count']} デッキ{p['deck']} 捨札{len(p['discard'])}",
                        f"Hand {p['hand_count']} Deck {p['deck']} Disc {len(p['discard'])}")
        self.text((x0 + 8, y0 + 124), counts, 12, T.TEXT)
        if p.get("deleted"):
            self.text((x0 + 8, y0 + 142), self.t(f"消滅 {p['deleted']}", f"Deleted {p['deleted']}"), 12, T.TEXT_DIM)
        if p["discard"]:
            last = p["discard"][-1]["name"][self.lang]
            self.text((x0 + 8, y0 + 160), fit(self.t("捨札: ", "Top: ") + last, 12, x1 - x0 - 16), 12, T.TEXT_DIM)
        if acting:
            self.text((x0 + 8, y1 - 22), self.t("▶ 選択中", "▶ deciding"), 13, T.HIGHLIGHT, True)

    def unit(self, u: Mapping[str, Any], box: tuple[int, int, int, int], in_battle: bool) -> None:
        x0, y0, x1, y1 = box
        if in_battle:
            round_box(self.img, (x0 - 3, y0 - 3, x1 + 3, y1 + 3), T.ENGAGED, 8)
        round_box(self.img, box, T.CARD_BODY, 6)
        fill = colour_fill(str(u["colour"]))
        round_box(self.img, (x0, y0, x1, y0 + 26), fill, 6)
        self.text((x0 + 6, y0 + 5), fit(u["name"][self.lang], 13, SLOT_W - 40, True), 13, colour_ink(str(u["colour"])), True)
        self.text((x1 - 30, y0 + 5), f"{u['cost']}", 13, colour_ink(str(u["colour"])), True)
        lv = int(u["level"])
        badge(self.img, (x0 + 6, y0 + 32), f"Lv{lv}" + (" OC" if lv == 3 else ""), 12,
              T.HIGHLIGHT if lv == 3 else T.PANEL_EDGE, T.CARD_TEXT if lv == 3 else T.TEXT)
        if u.get("kind") == "evolution":
            badge(self.img, (x0 + 80, y0 + 32), self.t("進化", "Evo"), 12, T.PANEL_EDGE, T.TEXT)
        self.text((x0 + 6, y0 + 56), f"BP {u['bp']}", 20, T.DANGER if u["damage"] else T.CARD_TEXT, True)
        if u["damage"]:
            self.text((x0 + 6, y0 + 84), self.t(f"ダメージ {u['damage']}", f"Damage {u['damage']}"), 12, T.DANGER)
        ready = u["ready"]
        badge(self.img, (x0 + 6, y0 + 102), self.t("行動権", "Ready") if ready else self.t("行動済", "Spent"), 12,
              T.OK_GREEN if ready else T.NEUTRAL, T.TEXT)
        if u.get("restricted"):
            badge(self.img, (x0 + 80, y0 + 102), self.t("制限", "Restr."), 12, T.ENGAGED, T.TEXT)
        kws = [KW_SHORT[k][0 if self.ja else 1] for k in u.get("keywords", []) if k in KW_SHORT]
        if kws:
            self.text((x0 + 6, y0 + 128), fit(" ".join(kws), 12, SLOT_W - 12), 12, T.CARD_TEXT, True)

    def zone(self, seat: int, p: Mapping[str, Any], box: tuple[int, int, int, int]) -> None:
        x0, y0, x1, y1 = box
        w = (x1 - x0 - 12) // 4
        for i in range(4):
            b = (x0 + i * (w + 4), y0, x0 + i * (w + 4) + w, y1)
            zone = p["zone"]
            if i >= len(zone):
                round_box(self.img, b, T.PANEL)
                self.text((b[0] + 6, b[1] + 4), self.t("トリガーゾーン", "Trigger zone") if i == 0 else "", 11, T.PANEL_EDGE)
                continue
            z = zone[i]
            colour = str(z["colour"])
            round_box(self.img, b, colour_fill(colour), 6)
            ink = colour_ink(colour)
            if "name" in z and self.private and seat == self.me:
                kind = {"unit": "ユ", "evolution": "進", "trigger": "ト", "intercept": "イ"}.get(str(z["kind"]), "?")
                self.text((b[0] + 6, b[1] + 4), fit(z["name"][self.lang], 12, w - 12, True), 12, ink, True)
                self.text((b[0] + 6, b[1] + 26), f"{kind if self.ja else str(z['kind'])[:4]} CP{z['cost']}", 11, ink)
            else:
                label = COLOUR_JA.get(colour, colour) if self.ja else colour
                self.text((b[0] + 6, b[1] + 15), label, 13, ink, True)

    def events(self) -> None:
        box = (RIGHT_X, 46, WIDTH - GAP, 560)
        round_box(self.img, box, T.PANEL)
        self.text((box[0] + 8, box[1] + 6), self.t("最近の出来事", "Last events"), 14, T.HIGHLIGHT, True)
        y = box[1] + 30
        for e in reversed(list(self.v.get("events") or [])[-8:]):
            for line in wrap(str(e[self.lang]), 12, box[2] - box[0] - 16, max_lines=3):
                if y > box[3] - 18:
                    return
                self.text((box[0] + 8, y), line, 12, T.TEXT)
                y += 17
            y += 6

    def hand(self) -> None:
        box = (GAP, 612, WIDTH - GAP, HEIGHT - GAP)
        p = self.v["players"][self.me]
        hand = p["hand"]
        if not (self.private and isinstance(hand, list)):
            round_box(self.img, box, T.PANEL)
            b = self.v.get("battle")
            msg = self.t("手札は本人の画像にのみ表示されます", "Hands show only on their owner's private image")
            self.text((box[0] + 12, box[1] + 12), msg, 14, T.TEXT_DIM)
            x = box[0] + 12
            for q, pl in enumerate(self.v["players"]):
                counts = self.t(f"{pl['name']}: 手札{pl['hand_count']}枚", f"{pl['name']}: {pl['hand_count']} in hand")
                x += self.text((x, box[1] + 40), counts, 16, T.SEAT[q % 2], True) + 40
            if b:
                self.text((box[0] + 12, box[1] + 70), self.t("戦闘中", "Battle in progress"), 14, T.ENGAGED, True)
            return
        round_box(self.img, box, T.PANEL)
        self.text((box[0] + 10, box[1] + 4), self.t(f"手札 {len(hand)}/7", f"Hand {len(hand)}/7"), 13, T.HIGHLIGHT, True)
        cw = (box[2] - box[0] - 20 - 6 * 6) // 7
        for i, c in enumerate(hand[:7]):
            x = box[0] + 10 + i * (cw + 6)
            self.hand_card(c, (x, box[1] + 24, x + cw, box[3] - 6))

    def hand_card(self, c: Mapping[str, Any], box: tuple[int, int, int, int]) -> None:
        x0, y0, x1, y1 = box
        round_box(self.img, box, T.CARD_BODY, 6)
        fill = colour_fill(str(c["colour"]))
        ink = colour_ink(str(c["colour"]))
        round_box(self.img, (x0, y0, x1, y0 + 24), fill, 6)
        self.text((x0 + 6, y0 + 4), fit(c["name"][self.lang], 13, x1 - x0 - 34, True), 13, ink, True)
        self.text((x1 - 24, y0 + 4), str(c["cost"]), 13, ink, True)
        kinds = {"unit": ("ユニット", "Unit"), "evolution": ("進化", "Evolution"), "trigger": ("トリガー", "Trigger"),
                 "intercept": ("インターセプト", "Intercept")}
        k = kinds.get(str(c["kind"]), (str(c["kind"]), str(c["kind"])))
        line = self.t(k[0], k[1])
        if c.get("bp"):
            line += f"  BP {c['bp'][int(c.get('level', 1)) - 1]}  Lv{c.get('level', 1)}"
        self.text((x0 + 6, y0 + 28), fit(line, 11, x1 - x0 - 10), 11, T.CARD_TEXT, True)
        for j, ln in enumerate(wrap(str(c["text"][self.lang]), 10, x1 - x0 - 12, max_lines=8)):
            self.text((x0 + 6, y0 + 46 + j * 14), ln, 10, T.CARD_TEXT)

    def banner(self) -> None:
        r = self.v.get("result")
        if not r:
            return
        w = int(r["winner"])
        players = self.v["players"]
        text = self.t("両者敗北", "Both players lose") if w < 0 else \
            self.t(f"{players[w]['name']}の勝利", f"{players[w]['name']} wins")
        round_box(self.img, (340, 330, 940, 400), T.HIGHLIGHT, 12)
        draw_text(self.img, (340, 346), text, 28, T.CARD_TEXT, bold=True, align="center", width=600)

    def render(self) -> Image.Image:
        self.top_bar()
        opp = 1 - self.me
        self.side(opp, 46)
        self.side(self.me, 46 + SLOT_H + ZONE_H + 14 + 70)
        self.battle_strip(46 + SLOT_H + ZONE_H + 14)
        self.events()
        self.hand()
        self.banner()
        return self.img

    def battle_strip(self, y: int) -> None:
        box = (GAP + INFO_W + GAP, y, RIGHT_X - GAP, y + 62)
        round_box(self.img, box, T.PANEL)
        b = self.v.get("battle")
        if not b:
            lines: Sequence[str] = [self.t("アタック時、ここに戦闘が表示されます", "An attack shows here")]
            self.text((box[0] + 10, y + 20), lines[0], 13, T.TEXT_DIM)
            return
        names = {u["iid"]: u["name"][self.lang] for p in self.v["players"] for u in p["field"]}
        att = names.get(b.get("att"), "—")
        blk = names.get(b.get("blk"), "—")
        self.text((box[0] + 10, y + 8), self.t("戦闘", "Battle"), 14, T.ENGAGED, True)
        self.text((box[0] + 10, y + 32), f"{att}  →  {blk}", 16, T.TEXT, True)


def board_image(view: View, *, lang: str = "ja", private: bool = False) -> Image.Image:
    return _Board(view, "en" if lang == "en" else "ja", private).render()


def render_board(view: View, *, lang: str = "ja", private: bool = False) -> bytes:
    return encode_png(board_image(view, lang=lang, private=private), COMPRESS)
