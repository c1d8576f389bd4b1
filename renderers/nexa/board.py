"""The table as one 1280x800 PNG, drawn from a view only (docs/views.md).

The viewer (or seat 0 for spectators) sits at the bottom, the opponent at the top, the two battle
areas between them and the cut and last events on the right, so a player on a phone finds the same
thing in the same place every turn. Nothing here looks beyond the view: a spectator image can only
show what a spectator may know.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from .. import theme as T
from ..paint import badge, disc, draw_text, encode_png, fit, line_height, round_box, text_width, wrap
from .tiles import STRIP_H, g_tile, outline, paste_tile, set_strip, tile_size

View = Mapping[str, Any]
Card = Mapping[str, Any]
Box = tuple[int, int, int, int]

WIDTH, HEIGHT = 1280, 800
BOARD_COMPRESS = 1  # zlib level: 1 is ~3x faster than 6 and the PNG stays far under 800 KB
GAP = 8
RIGHT_X = 1008
MIN_TILE_H = 84
MIN_TILE_W = 88  # narrowest a tile gets before tiles overlap (its header still shows type and cost)
MAX_TILE_H = 124
G_W, G_H = 38, 50  # a G tile, portrait; rolled Gs are drawn turned (H x W)
G_CELL = 54


class Layout:
    """Where each region goes; the hand strip (own private image only) takes height from the rest."""

    def __init__(self, show_hand: bool) -> None:
        if show_hand:
            self.top = (GAP, 46, 1000, 196)
            self.battle = (GAP, 202, 1000, 500)
            self.bottom = (GAP, 506, 1000, 664)
            self.right = (RIGHT_X, 46, WIDTH - GAP, 664)
            self.hand: Box | None = (GAP, 670, WIDTH - GAP, HEIGHT - GAP)
        else:
            self.top = (GAP, 46, 1000, 236)
            self.battle = (GAP, 242, 1000, 594)
            self.bottom = (GAP, 600, 1000, HEIGHT - GAP)
            self.right = (RIGHT_X, 46, WIDTH - GAP, HEIGHT - GAP)
            self.hand = None
        bx0, by0, bx1, by1 = self.battle
        mid = (bx0 + bx1) // 2
        self.areas: dict[str, Box] = {"space": (bx0, by0, mid - GAP // 2, by1), "earth": (mid + GAP // 2, by0, bx1, by1)}
        rx0, ry0, rx1, ry1 = self.right
        split = ry0 + int((ry1 - ry0) * 0.56)
        self.cut = (rx0, ry0, rx1, split)
        self.events = (rx0, split + GAP, rx1, ry1)


@lru_cache(maxsize=8)
def _background(lang: str, show_hand: bool) -> Image.Image:
    """Panels and fixed labels, identical for every view: drawn once, copied per render."""
    lay = Layout(show_hand)
    img = Image.new("RGB", (WIDTH, HEIGHT), T.BG)
    round_box(img, (0, 0, WIDTH, 40), (12, 16, 26), r=0)
    for box in (lay.top, lay.bottom, lay.cut, lay.events, *lay.areas.values()):
        round_box(img, box, T.PANEL_EDGE, r=10)
        round_box(img, (box[0] + 1, box[1] + 1, box[2] - 1, box[3] - 1), T.PANEL, r=9)
    if lay.hand is not None:
        round_box(img, lay.hand, T.PANEL_EDGE, r=10)
        round_box(img, (lay.hand[0] + 1, lay.hand[1] + 1, lay.hand[2] - 1, lay.hand[3] - 1), (34, 44, 40), r=9)
    for key, box in lay.areas.items():
        draw_text(img, (box[0] + 10, box[1] + 5), T.pick(T.AREA[key], lang), 17, T.TEXT, bold=True)
    draw_text(img, (lay.cut[0] + 10, lay.cut[1] + 5), T.term("cut", lang), 17, T.TEXT, bold=True)
    draw_text(img, (lay.events[0] + 10, lay.events[1] + 5), T.term("events", lang), 17, T.TEXT, bold=True)
    return img


def _seat_index(view: View) -> tuple[int, int]:
    """(top seat, bottom seat): the viewer at the bottom, seat 0 for spectators."""
    viewer = view.get("viewer")
    bottom = viewer if isinstance(viewer, int) else 0
    seats = [int(p.get("seat", i)) for i, p in enumerate(view.get("players") or [])]
    others = [s for s in seats if s != bottom]
    top = others[0] if others else 1 - bottom
    return top, bottom


def _player(view: View, seat: int | None) -> Mapping[str, Any]:
    for i, p in enumerate(view.get("players") or []):
        if int(p.get("seat", i)) == seat:
            return p  # type: ignore[no-any-return]
    return {}


def _player_name(view: View, seat: Any) -> str:
    if not isinstance(seat, int):
        return "—"
    name = _player(view, seat).get("name")
    return str(name) if name else f"P{seat + 1}"


def _seat_colour(seat: Any) -> T.RGB:
    return T.SEAT[seat % 2] if isinstance(seat, int) else T.TEXT_DIM


def _event_iids(view: View) -> set[int]:
    """Instance ids named by the last events: these cards get the highlight outline."""
    out: set[int] = set()
    for ev in view.get("events") or []:
        for iid in ev.get("cards") or []:
            if isinstance(iid, int):
                out.add(iid)
    return out


def _count(value: Any) -> int:
    """A pile's size whether the view gives a count or a list of public cards."""
    if isinstance(value, list | tuple):
        return len(value)
    return int(value) if isinstance(value, int) else 0


class _Board:
    """One render: the image being drawn plus what every part needs to know."""

    def __init__(self, view: View, lang: str, private: bool) -> None:
        self.view = view
        self.lang = lang
        viewer = view.get("viewer")
        # the hand is read only for the viewer's own private image: a public board never touches it
        hand = _player(view, viewer).get("hand") if private and isinstance(viewer, int) else None
        self.hand: list[Card] | None = list(hand) if isinstance(hand, list) else None
        self.lay = Layout(self.hand is not None)
        self.img = _background(lang, self.hand is not None).copy()
        self.draw = ImageDraw.Draw(self.img)
        self.hot = _event_iids(view)
        self.top_seat, self.bottom_seat = _seat_index(view)
        self.header_end: dict[int, int] = {}  # where each player's header line ends, to place badges after it

    # ---- pieces -------------------------------------------------------------------------------
    def text(self, xy: tuple[int, int], text: str, size: int = 15, fill: T.RGB = T.TEXT, bold: bool = False) -> int:
        """Draw one line on the board; returns its width for chaining."""
        return draw_text(self.img, xy, text, size, fill, bold=bold)

    def card(self, xy: tuple[int, int], card: Card, w: int, h: int) -> None:
        """A tile, with the highlight outline when the last events named this card."""
        paste_tile(self.img, xy, card, w, h, self.lang)
        if card.get("iid") in self.hot:
            outline(self.img, (xy[0], xy[1], xy[0] + w, xy[1] + h), T.HIGHLIGHT, 4)

    def stack(self, xy: tuple[int, int], card: Card, tile_h: int, strips: int, w_cap: int | None = None) -> int:
        """A unit with its set cards peeking out below it; returns the width used."""
        w, h = tile_size(card, tile_h)
        if w_cap is not None:
            w = min(w, w_cap)
        x, y = xy
        y += tile_h - h  # rolled (landscape) tiles sit on the same baseline as portrait ones
        sets = list(card.get("set_cards") or [])
        shown = sets[:strips]
        for i in range(len(shown) - 1, -1, -1):
            sy = y + h - 10 + i * STRIP_H
            set_strip(self.img, (x + 1, sy, x + w - 1, sy + STRIP_H + 10), shown[i], self.lang)
            if shown[i].get("iid") in self.hot:
                outline(self.img, (x + 1, sy, x + w - 1, sy + STRIP_H + 10), T.HIGHLIGHT, 3)
        if len(sets) > strips and shown:
            extra = f"+{len(sets) - strips}"
            badge(self.img, (x + w - 8 - text_width(extra, 14, True) - 8, y + h + (strips - 1) * STRIP_H + 1),
                  extra, 14, (60, 60, 70), T.TEXT, pad=4)
        self.card((x, y), card, w, h)
        return w

    def row_of_stacks(self, box: Box, cards: Sequence[Card], *, numbered: bool = False) -> None:
        """Lay cards left to right in `box`, overlapping them when there are too many to fit."""
        if not cards:
            return
        x0, y0, x1, y1 = box
        avail_h = y1 - y0
        most_sets = max(len(c.get("set_cards") or []) for c in cards)
        strips = most_sets
        while strips and avail_h - strips * STRIP_H < MIN_TILE_H + 6:
            strips -= 1
        tile_h = max(MIN_TILE_H, min(MAX_TILE_H, avail_h - strips * STRIP_H - (2 if strips else 0)))
        widths = [tile_size(c, tile_h)[0] for c in cards]
        total = sum(widths) + GAP * (len(cards) - 1)
        if total > x1 - x0 and len(cards) > 1:
            # narrower tiles before any overlap: an overlapped tile loses its top-right cost bubble
            over = total - (x1 - x0)
            room = [max(0, w - MIN_TILE_W) for w in widths]
            if sum(room):
                cut = min(1.0, over / sum(room))
                widths = [w - int(r * cut + 0.999) for w, r in zip(widths, room, strict=True)]
            total = sum(widths) + GAP * (len(cards) - 1)
        step_shrink = 0.0
        if total > x1 - x0 and len(cards) > 1:
            step_shrink = (total - (x1 - x0)) / (len(cards) - 1)
        x = float(x0)
        for i, (c, w) in enumerate(zip(cards, widths, strict=True)):
            self.stack((int(x), y0), c, tile_h, strips, w)
            if numbered:
                cx = int(x) + w // 2
                disc(self.img, (cx, y0 + 1), 22, (250, 250, 250))
                disc(self.img, (cx, y0 + 1), 19, (30, 34, 44))
                draw_text(self.img, (cx - 11, y0 + 1 - line_height(14) // 2), str(i + 1), 14, T.TEXT, bold=True,
                          align="center", width=22)
            x += w + GAP - step_shrink

    # ---- regions ------------------------------------------------------------------------------
    def top_bar(self) -> None:
        """Turn, phase and step, attacker and who must decide: what a player checks first."""
        v = self.view
        lang = self.lang
        x = 12
        y = 8
        turn = v.get("turn")
        x += self.text((x, y - 2), f"{T.term('turn', lang)} {turn if turn is not None else '-'}", 19, bold=True) + 18
        phase = str(v.get("phase") or "")
        step = v.get("step")
        label = T.pick(T.PHASE.get(phase, (phase, phase)), lang)
        if step:
            label += " › " + T.pick(T.STEP.get(str(step), (str(step), str(step))), lang)
        x += self.text((x, y - 2), label, 18, bold=True) + 18
        if v.get("winner") is not None:
            return  # the winner banner takes the rest of the bar
        att = v.get("attacker")
        if isinstance(att, int):
            role = "first_player" if phase == "setup" else "attacker"  # before turn 1 nobody attacks yet
            x += badge(self.img, (x, y), f"{T.term(role, lang)}: {fit(_player_name(v, att), 15, 150, True)}", 15,
                       _seat_colour(att), (10, 14, 22)) + 10
        dec = v.get("deciding")
        if isinstance(dec, int):
            kind = v.get("decision_kind")
            extra = f"（{T.pick(T.DECISION.get(str(kind), (str(kind), str(kind))), lang)}）" if kind else ""
            label = fit(f"▶ {T.term('deciding', lang)}: {fit(_player_name(v, dec), 15, 150, True)}{extra}", 15,
                        WIDTH - x - 24, True)
            x += badge(self.img, (x, y), label, 15, T.HIGHLIGHT, (20, 16, 0)) + 10
        viewer = v.get("viewer")
        if isinstance(viewer, int):
            who = f"{_player_name(v, viewer)} {T.term('view_of', lang)}"
        else:
            who = T.term("spectator", lang)
        ww = text_width(who, 15)
        if x + ww + 16 < WIDTH:
            self.text((WIDTH - ww - 14, y), who, 15, T.TEXT_DIM)

    def player_zone(self, seat: int, box: Box) -> None:
        """One side of the table: pile counts, Gs, the deploy area, then hangar and junkyard names."""
        p = _player(self.view, seat)
        lang = self.lang
        x0, y0, x1, y1 = box
        colour = _seat_colour(seat)
        round_box(self.img, (x0 + 1, y0 + 1, x0 + 7, y1 - 1), colour, r=3)
        # header line: name, role badges, piles, coins
        x = x0 + 14
        y = y0 + 5
        x += self.text((x, y - 1), fit(_player_name(self.view, seat), 17, 170, True), 17, colour, bold=True) + 10
        if self.view.get("attacker") == seat:
            role = "先攻" if self.view.get("phase") == "setup" else T.WORD["attacker"][0]
            short = "First" if self.view.get("phase") == "setup" else "Atk"
            x += badge(self.img, (x, y), role if lang == "ja" else f"{role} {short}", 14, colour,
                       (10, 14, 22)) + 6
        if self.view.get("deciding") == seat and self.view.get("winner") is None:
            x += badge(self.img, (x, y), "▶" + T.WORD["deciding"][0], 14, T.HIGHLIGHT, (20, 16, 0)) + 6
        x += 6
        piles = [
            ("home", _count(p.get("home"))),
            ("discard", _count(p.get("discard"))),
            ("junkyard", _count(p.get("junkyard"))),
            ("hand", _count(p.get("hand_count"))),
            ("removed", _count(p.get("removed"))),
        ]
        gz = list(p.get("g_zone") or [])
        piles.append(("g", len(gz)))
        # English glosses make the line long; drop them (the Japanese term stays) rather than overflow
        for pile_lang in (lang, "ja"):
            words = [("G" if key == "g" else T.term(key, pile_lang)) for key, _ in piles]
            need = sum(text_width(wd, 15) + 4 + text_width(str(n), 18, True) + 14
                       for wd, (_, n) in zip(words, piles, strict=True))
            if x + need <= x1 - 10:
                break
        for word, (_, n) in zip(words, piles, strict=True):
            if x + text_width(word, 15) + 30 > x1 - 8:
                break
            x += self.text((x, y), word, 15, T.TEXT_DIM) + 4
            x += self.text((x, y - 2), str(n), 18, T.TEXT, bold=True) + 14
        coins = p.get("coins") or {}
        if isinstance(coins, dict):
            for name, n in coins.items():
                if not n:
                    continue
                label = fit(f"{name}×{n}", 14, max(40, x1 - x - 40))
                if x + text_width(label, 14, True) + 10 > x1 - 8:
                    break
                x += badge(self.img, (x, y), label, 14, T.COIN, (40, 30, 0)) + 6
        self.header_end[seat] = x

        # content: G zone, deploy area, hangar
        cy0 = y0 + 34
        cy1 = y1 - 6
        ch = cy1 - cy0
        # Gs in a grid; many Gs get smaller cells so the deploy area keeps its room
        grids = ((G_CELL, G_W, G_H), (46, 32, 42), (40, 28, 36))
        cell, gw0, gh0 = next((g for g in grids if -(-len(gz) // max(1, ch // g[0])) * g[0] <= 230), grids[-1])
        rows = max(1, ch // cell)
        cols = -(-len(gz) // rows) if gz else 0
        gx = x0 + 14
        for i, g in enumerate(gz):
            cx = gx + (i // rows) * cell
            cy = cy0 + (i % rows) * cell
            gw, gh = (gh0, gw0) if g.get("rolled") else (gw0, gh0)
            tx = cx + (cell - 4 - gw) // 2
            ty = cy + (cell - 4 - gh) // 2
            g_tile(self.img, (tx, ty), g, gw, gh, lang)
            if g.get("iid") in self.hot:
                outline(self.img, (tx, ty, tx + gw, ty + gh), T.HIGHLIGHT, 3)
        dx0 = gx + cols * cell + (10 if cols else 0)
        if cols:
            self.draw.line((dx0 - 6, cy0, dx0 - 6, cy1), fill=T.PANEL_EDGE, width=2)
        hangar = list(p.get("hangar") or [])
        junk = list(p.get("junkyard") or [])
        side_w = (170 if self.lang == "ja" else 200) if (hangar or junk) else 0
        dx1 = x1 - 10 - side_w
        deploy = list(p.get("deploy") or [])
        if deploy:
            self.row_of_stacks((dx0, cy0, dx1, cy1), deploy)
        else:
            self.text((dx0 + 4, cy0 + ch // 2 - 10), f"{T.term('deploy', lang)}: {T.term('none', lang)}", 15,
                      T.TEXT_DIM)
        if side_w:
            self.side_lists((x1 - side_w - 4, cy0 - 2, x1 - 8, cy1), hangar, junk)

    def side_lists(self, box: Box, hangar: list[Card], junk: list[Card]) -> None:
        """Hangar cards by name, then the junkyard's newest cards: both are public."""
        x0, y0, x1, y1 = box
        self.draw.line((x0 - 4, y0 + 2, x0 - 4, y1), fill=T.PANEL_EDGE, width=2)
        y = y0
        lh = line_height(14)
        sections: list[tuple[str, list[Card]]] = []
        if hangar:
            sections.append(("hangar", hangar))
        if junk:
            sections.append(("junkyard", list(reversed(junk))))
        for key, cards in sections:
            if y + lh > y1:
                break
            label = f"{T.WORD[key][0]} {len(cards)}" if self.lang == "ja" else f"{T.WORD[key][0]} {T.WORD[key][1]} {len(cards)}"
            self.text((x0 + 2, y), fit(label, 14, x1 - x0 - 4), 14, T.TEXT_DIM, bold=True)
            y += lh
            room = (y1 - y) // (lh + 2)
            if key == "hangar" and len(sections) > 1:
                room = min(room, max(1, room - 2))
            for i, c in enumerate(cards):
                if i >= room:
                    break
                if i == room - 1 and len(cards) > room:
                    self.text((x0 + 6, y), f"… +{len(cards) - i}", 14, T.TEXT_DIM)
                    y += lh + 2
                    break
                cols = list(c.get("colours") or [None])
                round_box(self.img, (x0 + 2, y + 1, x0 + 8, y + lh - 1), T.colour_fill(cols[0]), r=2)
                name = fit(T.name_of(c, self.lang), 14, x1 - x0 - 14)
                self.text((x0 + 12, y), name, 14, T.TEXT)
                if c.get("iid") in self.hot:
                    self.draw.rectangle((x0, y, x1, y + lh), outline=T.HIGHLIGHT, width=2)
                y += lh + 2

    def battle_area(self, key: str, box: Box) -> None:
        """A battle area: engaged flag, the top player's squads above and the bottom player's below."""
        area = (self.view.get("battle") or {}).get(key) or {}
        lang = self.lang
        x0, y0, x1, y1 = box
        engaged = bool(area.get("engaged"))
        if engaged:
            self.draw.rounded_rectangle(box, radius=10, outline=T.ENGAGED, width=3)
            label = T.term("engaged", lang)
            w = text_width(label, 15, True) + 12
            badge(self.img, (x1 - w - 10, y0 + 6), label, 15, T.ENGAGED, (255, 255, 255), pad=6)
        else:
            label = T.term("not_engaged", lang)
            w = text_width(label, 14) + 12
            badge(self.img, (x1 - w - 10, y0 + 7), label, 14, T.PANEL_HI, T.TEXT_DIM, bold=False, pad=6)
        squads = list(area.get("squads") or [])
        row_h = (y1 - y0 - 36) // 2
        for r, seat in enumerate((self.top_seat, self.bottom_seat)):
            ry0 = y0 + 34 + r * row_h
            ry1 = ry0 + row_h - 2
            if r == 1:
                self.draw.line((x0 + 10, ry0 - 1, x1 - 10, ry0 - 1), fill=T.PANEL_EDGE, width=1)
            mine = [s for s in squads if s.get("owner") == seat]
            self.squad_row(seat, (x0 + 8, ry0 + 2, x1 - 8, ry1), mine)

    def squad_row(self, seat: int, box: Box, squads: list[Mapping[str, Any]]) -> None:
        """A player's squads in one area: power first (it decides the fight), then units front first."""
        lang = self.lang
        x0, y0, x1, y1 = box
        colour = _seat_colour(seat)
        if not squads:
            label = f"{_player_name(self.view, seat)} — {T.term('no_squad', lang)}"
            self.text((x0 + 6, (y0 + y1) // 2 - 10), fit(label, 14, x1 - x0 - 12), 14, T.TEXT_DIM)
            return
        share = (x1 - x0) // len(squads)
        for i, sq in enumerate(squads):
            sx0 = x0 + i * share
            sx1 = sx0 + share - (GAP if i < len(squads) - 1 else 0)
            label_w = 84
            round_box(self.img, (sx0, y0 + 4, sx0 + label_w - 6, y1 - 2), T.PANEL_HI, r=8)
            round_box(self.img, (sx0, y0 + 4, sx0 + 5, y1 - 2), colour, r=2)
            ly = y0 + 8
            self.text((sx0 + 9, ly), fit(_player_name(self.view, seat), 14, label_w - 18, True), 14, colour, bold=True)
            ly += line_height(14) + 2
            self.text((sx0 + 9, ly), T.WORD["power"][0] if lang == "ja" else "戦力 Pow", 14, T.TEXT_DIM)
            ly += line_height(14)
            power = sq.get("power")
            self.text((sx0 + 9, ly), str(power if power is not None else "-"), 28, T.TEXT, bold=True)
            ly += line_height(28)
            for kw in list(sq.get("keywords") or [])[:2]:
                if ly + line_height(14) > y1:
                    break
                kw_label = T.keyword(str(kw), lang)
                self.text((sx0 + 9, ly), fit(kw_label, 14, label_w - 18), 14, T.HIGHLIGHT)
                ly += line_height(14)
            units = list(sq.get("units") or [])
            self.row_of_stacks((sx0 + label_w, y0 + 12, sx1, y1), units, numbered=True)

    def cut_panel(self) -> None:
        """The cut, top (resolves first) to bottom, each entry numbered and tagged with its controller."""
        x0, y0, x1, y1 = self.lay.cut
        lang = self.lang
        cut = list(self.view.get("cut") or [])
        n_label = str(len(cut))
        self.text((x1 - 12 - text_width(n_label, 17, True), y0 + 5), n_label, 17, T.TEXT, bold=True)
        y = y0 + 34
        if not cut:
            self.text((x0 + 12, y), T.term("empty_cut", lang), 15, T.TEXT_DIM)
            return
        # top of the cut (resolves first) is the last entry: list it first
        for pos, entry in enumerate(reversed(cut)):
            ctrl = entry.get("controller")
            index = entry.get("index", len(cut) - pos)
            label_d = entry.get("label") or {}
            label = str(label_d.get(lang) or label_d.get("ja") or label_d.get("en") or "") if isinstance(label_d, dict) else str(label_d)
            src = entry.get("source")
            if not label and isinstance(src, Mapping):
                label = T.name_of(src, lang)
            who = _player_name(self.view, ctrl)
            aims = [T.name_of(tg, lang) for tg in entry.get("targets") or [] if isinstance(tg, Mapping)]
            if aims:  # what the entry aims at: a player deciding to cut in needs it
                label += " → " + ("、" if lang == "ja" else ", ").join(aims)
            lines = wrap(label, 15, x1 - x0 - 50, False, 3 if aims else 2)
            h = line_height(14) + len(lines) * line_height(15) + 8
            if y + h > y1 - 4:
                more = len(cut) - pos
                self.text((x0 + 12, y), f"… +{more}", 15, T.TEXT_DIM)
                break
            hot = isinstance(src, Mapping) and src.get("iid") in self.hot
            round_box(self.img, (x0 + 8, y, x1 - 8, y + h), (52, 64, 88) if pos == 0 else T.PANEL_HI, r=8)
            if hot:
                self.draw.rounded_rectangle((x0 + 8, y, x1 - 8, y + h), radius=8, outline=T.HIGHLIGHT, width=2)
            round_box(self.img, (x0 + 8, y, x0 + 13, y + h), _seat_colour(ctrl), r=2)
            disc(self.img, (x0 + 30, y + 16), 26, (250, 250, 250))
            draw_text(self.img, (x0 + 17, y + 16 - line_height(15) // 2), str(index), 15, (20, 20, 28), bold=True,
                      align="center", width=26)
            tx = x0 + 48
            hx = tx + self.text((tx, y + 3), fit(who, 14, 110, True), 14, _seat_colour(ctrl), bold=True) + 8
            if pos == 0:
                self.text((hx, y + 3), fit(T.term("resolves_first", lang), 14, x1 - hx - 12), 14, T.HIGHLIGHT)
            ly = y + 3 + line_height(14)
            for line in lines:
                self.text((tx, ly), line, 15, T.TEXT)
                ly += line_height(15)
            y += h + 6

    def events_panel(self) -> None:
        """What the last action caused, newest kept when they do not all fit."""
        x0, y0, x1, y1 = self.lay.events
        lang = self.lang
        events = list(self.view.get("events") or [])
        blocks: list[tuple[Any, tuple[str, ...]]] = []
        for ev in events:
            t = ev.get("text") or {}
            text = str(t.get(lang) or t.get("ja") or t.get("en") or ev.get("kind") or "") if isinstance(t, dict) else str(t)
            blocks.append((ev.get("seat"), wrap(text, 14, x1 - x0 - 34, False, 2)))
        lh = line_height(14)
        room = y1 - (y0 + 34) - 6
        chosen: list[tuple[Any, tuple[str, ...]]] = []
        used = 0
        for seat, lines in reversed(blocks):  # keep the newest when they do not all fit
            h = len(lines) * lh + 6
            if used + h > room:
                break
            chosen.append((seat, lines))
            used += h
        chosen.reverse()
        y = y0 + 34
        if not chosen:
            self.text((x0 + 12, y), T.term("none", lang), 15, T.TEXT_DIM)
        for seat, lines in chosen:
            disc(self.img, (x0 + 18, y + lh // 2), 10, _seat_colour(seat))
            for line in lines:
                self.text((x0 + 28, y), line, 14, T.TEXT)
                y += lh
            y += 6

    def hand_strip(self) -> None:
        """The viewer's own hand along the bottom (private image only)."""
        if self.lay.hand is None or self.hand is None:
            return
        x0, y0, x1, y1 = self.lay.hand
        label = f"{T.term('hand', self.lang)}"
        self.text((x0 + 12, y0 + 8), label, 16, T.TEXT, bold=True)
        self.text((x0 + 12, y0 + 8 + line_height(16)), str(len(self.hand)), 28, T.TEXT, bold=True)
        cards = [dict(c, rolled=False) for c in self.hand]
        self.row_of_stacks((x0 + 120, y0 + 8, x1 - 10, y1 - 6), cards)

    def winner_banner(self) -> None:
        """Game over: a gold banner on the right of the top bar and a frame round the winner's side.

        It covers nothing on the table, so the final position stays readable.
        """
        winner = self.view.get("winner")
        if winner is None:
            return
        lang = self.lang
        if winner == "draw":
            title = f"{T.term('game_over', lang)}: {T.term('draw_game', lang)}"
        else:
            title = f"{T.term('winner', lang)}: {_player_name(self.view, winner)}"
        reason = self.view.get("end_reason")
        if reason:
            title += f"（{T.pick(T.END_REASON.get(str(reason), (str(reason), str(reason))), lang)}）"
        size = 19
        w = text_width(title, size, True) + 40
        x1 = WIDTH - 8
        round_box(self.img, (x1 - w, 3, x1, 37), T.HIGHLIGHT, r=10)
        draw_text(self.img, (x1 - w, 20 - line_height(size) // 2), title, size, (20, 16, 0), bold=True,
                  align="center", width=w)
        if isinstance(winner, int):
            box = self.lay.top if winner == self.top_seat else self.lay.bottom
            self.draw.rounded_rectangle(box, radius=10, outline=T.HIGHLIGHT, width=3)
            label = f"★ {T.WORD['winner'][0]}" if lang == "ja" else f"★ {T.WORD['winner'][0]} {T.WORD['winner'][1]}"
            lw = text_width(label, 16, True) + 16
            if self.header_end.get(winner, box[2]) + lw + 20 <= box[2]:
                badge(self.img, (box[2] - lw - 10, box[1] + 5), label, 16, T.HIGHLIGHT, (20, 16, 0), pad=8)

    def render(self) -> Image.Image:
        """Draw every region in an order where later ones (banners, outlines) sit on top."""
        self.top_bar()
        self.player_zone(self.top_seat, self.lay.top)
        self.player_zone(self.bottom_seat, self.lay.bottom)
        for key, box in self.lay.areas.items():
            self.battle_area(key, box)
        self.cut_panel()
        self.events_panel()
        self.hand_strip()
        self.winner_banner()
        return self.img


def board_image(view: View, *, lang: str = "ja", private: bool = False) -> Image.Image:
    """The board as a Pillow image (for callers that compose or inspect it before encoding)."""
    return _Board(view, "en" if lang == "en" else "ja", private).render()


def render_board(view: View, *, lang: str = "ja", private: bool = False) -> bytes:
    """PNG bytes of the board for `view`; `private=True` adds the viewer's own hand when the view has it."""
    return encode_png(board_image(view, lang=lang, private=private), BOARD_COMPRESS)
