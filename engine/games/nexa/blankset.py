"""Family C3 (issue 14): set cards without a description (「記述を持たないセットカードとして…にセットする」).

A card set this way is a set card of its unit's set group (P66) and nothing else while it stays there
(ruling R-152): it has no card type, texts, special effects, 戦闘修正 or name to any rule or effect, so it
is no character (the unit may still take one) and fits only 「セットカード」 or 「カード」. Set face down
(裏向き) its face is hidden from the other player. Once it leaves the set group (its stamp changes) it is
its printed card again (P62: a card leaving the field moves as its original type).

The state is a grant of kind `blank` (value: "down" or "up") on the card's instance, kept until it leaves.
"""

from __future__ import annotations

from .cardo4rules import HAND_PICKS
from .effects import NeedChoice, Step, StepFailed, resolve_target, seat_of, source_of, val, verb
from .places import emit, move, name, set_cards, set_onto
from .state import BATTLE, DEPLOY, DISCARD, HOME, JUNK, Resolving, State
from .stats import host_of


def _how_many(s: State, ctx: Resolving, raw: object, most: int) -> int:
    """「1～N枚」: the player says how many (an option question), else the number printed."""
    if not isinstance(raw, dict):
        return min(val(s, ctx, raw), most)
    hi = min(int(raw["upto"]), most)
    if hi <= 1:
        return hi
    got = [a for a in ctx.answers if a.startswith("opt")]
    if got:
        return 1 + int(got[0][3:])
    raise NeedChoice({"seat": seat_of(ctx), "kind": "option", "options": [f"opt{i}" for i in range(hi)],
                      "labels": [{"ja": f"{k}枚", "en": str(k)} for k in range(1, hi + 1)],
                      "prompt": ["枚数を選ぶ", "How many cards"]})


@verb("set_blank")
def _set_blank(s: State, ctx: Resolving, st: Step) -> None:
    seat = seat_of(ctx)
    src = source_of(ctx)
    onto = st["onto"]
    hosts = [src] if onto == "self" else list(resolve_target(s, ctx, st["target"]))
    if not hosts:
        raise StepFailed()
    host = host_of(s, hosts[0])
    if host in s.chip_specs or s.zone[host] not in (DEPLOY, BATTLE) or s.is_g[host]:
        raise StepFailed()  # P67: nothing is set on a chip; P66: only on a unit of the field
    what = st["what"]
    if what == "self":
        cards = [src]
    elif what == "target":
        cards = list(resolve_target(s, ctx, st["target"]))
    elif what in HAND_PICKS:  # 「自軍手札1枚を選んで、…」: picked as the step resolves (family O4, cardo4rules.py)
        from .cardo4steps import hand_picks  # (loaded with effects, after this module)

        cards = hand_picks(s, ctx, seat, what, val(s, ctx, st["count"]), host)
    else:
        pile = s.place(seat, HOME if what == "home" else DISCARD)
        n = _how_many(s, ctx, st["count"], len(pile))
        cards = pile[-n:][::-1] if n > 0 else []
    cards = [c for c in cards if c != host]
    if not cards:
        raise StepFailed()
    set_blank_cards(s, cards, host, st.get("face", "down"))


def set_blank_cards(s: State, cards: list[int], host: int, face: str) -> None:
    """Set `cards` on `host` as set cards without a description, face `face` (also family R4, cardr4steps.py)."""
    for c in cards:
        for kid in set_cards(s, c):  # a set card holds no set cards (P66): its own go to the junkyard
            move(s, kid, JUNK, s.owner[kid])
        set_onto(s, c, host)
        s.grants.append((c, s.stamp[c], "blank", face, "permanent"))
        s.version += 1
        public = face == "up"
        emit(s, "set", f"{name(s, c) if public else 'カード'}を記述を持たないセットカードとして{name(s, host)}にセット",
             f"set {name(s, c, 'en') if public else 'a card'} without a description on {name(s, host, 'en')}",
             (c, host) if public else (host,))


def blank_face(s: State, iid: int) -> str | None:
    """"down" or "up" for a set card without a description, else None."""
    for g in s.grants:
        if g[0] == iid and g[2] == "blank" and g[1] == s.stamp[iid]:
            return str(g[3])
    return None


def hidden_view(s: State, iid: int) -> dict[str, object]:
    """What anyone sees of a set card without a description set face down: a card, its owner and state."""
    return {"iid": iid, "card": "", "name": {"ja": "裏向きのセットカード", "en": "Face-down set card"}, "type": "set",
            "colours": [], "cost": {"total": 0, "roll": {}}, "stats": None, "base_stats": None, "terrain": [],
            "traits": [], "keywords": [], "rolled": s.rolled[iid], "damage": 0, "destroyed": False,
            "owner": s.owner[iid], "controller": s.ctrl[iid], "set_cards": [], "coins": {},
            "text": {"ja": [], "en": []}, "gsign": None, "rarity": ""}
