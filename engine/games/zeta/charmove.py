"""Rule 14.12: a character moving through the atmosphere alone, without the unit it rides.

Allowed on an atmosphere card when both the start and the arrival hex hold an own ship or an own
governed base; the usual 12.4/14.5/14.9 limits still say where an atmospheric move starts and lands.
A character moves this way once per action phase (its move is its action, 12.5).
"""

from __future__ import annotations

from . import specials as SP
from .board import SPACE, board
from .rules import Ctx, U, cname, faction


def _ship_or_base(ctx: Ctx, h: str, f: int) -> bool:
    """14.12's condition on one hex: an own ship there, or an own governed base."""
    s = ctx.s
    if any(u["h"] == h and u["f"] == f and U(u["t"]).kind == "ship" and u["t"] != "colony" for u in s.units.values()):
        return True
    return any(s.bases[b]["o"] == f for b in ctx.bases_at(h))


def _may_start(ctx: Ctx, cid: str) -> bool:
    s = ctx.s
    c = s.chars[cid]
    f = s.active
    if c["loc"] != "map" or c["f"] != f or cid in s.flags.get("chars_moved", []):
        return False
    h = c["h"]
    if h[0] == SPACE:
        return h in board().descent_area and _ship_or_base(ctx, h, f)  # 12.4/14.5
    return any(s.bases[b]["o"] == f for b in ctx.bases_at(h))  # 12.4/14.9 (so 14.12 holds too)


def destinations(ctx: Ctx, cid: str) -> list[str]:
    """Arrival hexes: the linked ground area (descent) or descent point (launch) where 14.12 holds
    and the character may stand (15.4-15.6: aboard an own ship, or alone where that is allowed)."""
    s = ctx.s
    f = s.active
    if not _may_start(ctx, cid):
        return []
    h = s.chars[cid]["h"]
    b = board()
    cands = b.area_hexes(b.descent_area[h]) if h[0] == SPACE else [b.descent[b.area[h]]]
    out = []
    for d in cands:
        if not _ship_or_base(ctx, d, f):
            continue
        has_ship = any(u["h"] == d and u["f"] == f and U(u["t"]).kind == "ship" and u["t"] != "colony"
                       for u in s.units.values())
        if has_ship or ctx.alone_ok(d, f):
            out.append(d)
    return out


def tokens(ctx: Ctx) -> list[str]:
    """`ch:CID` for every own character that has somewhere to go alone (atmosphere card only)."""
    s = ctx.s
    if s.card_type != 2:
        return []
    return [f"ch:{c}" for c in sorted(s.chars) if s.chars[c]["f"] == s.active and s.chars[c]["loc"] == "map"
            and destinations(ctx, c)]


def move(ctx: Ctx, cid: str, dest: str) -> None:
    s = ctx.s
    c = s.chars[cid]
    origin = c["h"]
    c.update(h=dest, on="")
    s.flags.setdefault("chars_moved", []).append(cid)
    ctx.say("move", f"{faction(s.active, 'ja')}: {cname(cid, 'ja')}が単独で大気圏移動 {origin}→{dest}(14.12)",
            f"{faction(s.active, 'en')}: {cname(cid, 'en')} moves alone through the atmosphere {origin} -> {dest} (14.12)")
    SP.after_move(ctx, dest, [cid], True)
    ctx.stow(dest)
    ctx.normalize()
