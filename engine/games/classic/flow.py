"""The step machine: run rule steps until someone must decide; apply a decided token.

Decisions: `free` (priority at a free timing), `attack`/`defend` (sorties at 4-1-3 / 4-2-3, one unit
at a time, front first), `supply` (the units 補給 keeps rerolled, at 4-4-2), `salvage` (バルチャー at
4-5-2), `discard` (hand adjustment at 4-5-3).
"""

from __future__ import annotations

from .actions import (
    Discard,
    Keyword,
    Multiple,
    PlayCard,
    PlayText,
    Psycommu,
    Refit,
    Salvage,
    Simple,
    Sortie,
    SpecialWeapon,
    Supply,
    decode,
)
from .battle import (
    damage_start,
    damage_step,
    end_effects,
    end_of_turn_cleanup,
    finish_sortie,
    return_step,
    salvage_options,
    sortie,
    sortie_options,
)
from .rules import HAND_LIMIT, STEPS, code, draw, new_limits, play_card, play_options, resolve_top, to_zone
from .specials import play_keyword, play_text, supply_options, text_options
from .state import AREAS, State
from .stats import card_of

PASS = "pass"


def free_tokens(s: State, seat: int) -> list[str]:
    return [*play_options(s, seat), *text_options(s, seat), PASS]


def pending(s: State) -> tuple[int, str, list[str]] | None:
    if s.winner is not None:
        return None
    if s.ask is not None:
        seat = int(s.ask["seat"])
        kind = str(s.ask["kind"])
        if kind in ("attack", "defend"):
            return seat, kind, [*sortie_options(s, seat, kind == "attack"), "sortie:done"]
        if kind == "salvage":
            return seat, kind, [*(f"salvage:{j}" for j in salvage_options(s, seat)), "salvage:none"]
        if kind == "redraw":
            return seat, kind, ["keep", "redraw"]
        if kind == "discard":
            return seat, kind, [f"discard:{h}" for h in s.zone(seat, "hand")]
        if kind == "supply":
            return seat, kind, [*(f"supply:{u}" for u in supply_options(s, seat, int(s.ask["src"]))), "supply:done"]
    if s.prio >= 0:
        return s.prio, "free", free_tokens(s, s.prio)
    return None


def skip_step(s: State) -> bool:
    """Nothing happens in either player's reroll phase of their first turn, nor in the first player's
    first draw phase (turn-structure page 1 and 2)."""
    c = code(s)
    if c.startswith("1-") and s.turn <= 2:
        return True
    return c.startswith("2-") and s.turn == 1


def run_rule(s: State) -> bool:
    """Apply the rule effect of the current step; True when it asked a player something."""
    c = code(s)
    a = s.active
    if c == "1-2":
        for u in s.zone(a, "deploy"):
            s.insts[u].rolled = False
            for sub in s.set_cards(u):
                s.insts[sub].rolled = False
    elif c == "2-3":
        draw(s, a, 1)
        if not s.zone(a, "home") and not s.zone(a, "hand"):
            pass
    elif c == "4-1-3":
        s.ask = {"kind": "attack", "seat": a}
        return True
    elif c == "4-2-3":
        s.ask = {"kind": "defend", "seat": 1 - a}
        return True
    elif c == "4-3-3":
        damage_step(s)
    elif c == "4-4-3":
        return_step(s)
    elif c == "4-5-1":
        for i in s.insts.values():
            i.dmg = 0
        for p in (0, 1):
            for ar in AREAS:
                for u in list(s.forces[p][ar]):
                    to_zone(s, u, "removed")
    elif c == "4-5-2":
        seats = end_effects(s)
        if seats and s.winner is None:
            s.ask = {"kind": "salvage", "seat": seats[0], "left": seats[1:]}
            return True
    elif c == "4-5-3":
        if len(s.zone(a, "hand")) > HAND_LIMIT:
            s.ask = {"kind": "discard", "seat": a}
            return True
    elif c == "4-5-4":
        end_of_turn_cleanup(s)
        s.active = 1 - a
        s.turn += 1
        s.step = -1
        s.say(f"ターン{s.turn}: {s.players[s.active]}", f"Turn {s.turn}: {s.players[s.active]}")
    return False


def advance(s: State) -> None:
    """Run until a decision is needed or the game ends."""
    guard = 0
    while s.winner is None:
        guard += 1
        if guard > 10_000:
            raise RuntimeError("classic: the step machine does not advance")
        if s.ask is not None:
            return
        if s.prio >= 0:
            if not s.autopass[s.prio] or len(free_tokens(s, s.prio)) > 1:
                return
            do_pass(s)
            continue
        if s.step >= len(STEPS):
            s.step = 0
        kind = STEPS[s.step][1]
        if skip_step(s):
            s.step += 1
            continue
        if kind == "free":
            s.prio = s.active
            s.passes = 0
            if not s.autopass[s.prio] or len(free_tokens(s, s.prio)) > 1:
                return
            do_pass(s)
            continue
        if kind == "start" and code(s) == "4-3-1":
            damage_start(s)
        if kind == "rule" and run_rule(s):
            return
        s.step += 1


def do_pass(s: State) -> None:
    s.passes += 1
    if s.passes >= 2:
        s.passes = 0
        if s.cut:
            resolve_top(s)
            s.prio = s.active
        else:
            s.prio = -1
            s.step += 1
    else:
        s.prio = 1 - s.prio


def apply_token(s: State, seat: int, token: str) -> None:
    """Apply a legal token, read through the codec so there is one parser of tokens."""
    a = decode(token)
    if isinstance(a, Simple):
        if a.token == PASS:
            do_pass(s)
        elif a.token == "sortie:done":
            s.ask = None
            finish_sortie(s, seat)
            s.step += 1
        elif a.token == "salvage:none":
            _salvaged(s, seat, None)
        elif a.token == "supply:done":
            s.ask = None
        else:
            if _kept(s, seat, a.token == "redraw"):
                return
    elif isinstance(a, PlayCard):
        play_card(s, seat, a.card, a.target, a.alt)
        s.passes = 0
        s.prio = 1 - seat
    elif isinstance(a, PlayText):
        play_text(s, seat, a.card, a.text, a.target)
        s.passes = 0
        s.prio = 1 - seat
    elif isinstance(a, Sortie):
        sortie(s, seat, a.card, a.area)
    elif isinstance(a, Salvage):
        _salvaged(s, seat, a.card)
    elif isinstance(a, Supply):
        _supplied(s, seat, a.card)
    elif isinstance(a, Discard):
        to_zone(s, a.card, "junk")
        if len(s.zone(seat, "hand")) <= 6:
            s.ask = None
            s.step += 1
    else:
        play_keyword(s, seat, a.card, *_keyword_args(a))
        s.passes = 0
        s.prio = 1 - seat if s.cut else seat
    advance(s)


def _keyword_args(a: Keyword | Multiple | Psycommu | SpecialWeapon | Refit) -> tuple[str, list[str]]:
    """A special effect's name and arguments as `specials.play_keyword` reads them."""
    if isinstance(a, Keyword):
        return a.effect, []
    if isinstance(a, Multiple):
        return "multiple", ["x" if a.target is None else str(a.target), str(a.paid)]
    if isinstance(a, Psycommu):
        return "psycommu", [str(a.target)]
    if isinstance(a, SpecialWeapon):
        return "special_weapon", [str(a.weapon)]
    return "refit", [str(a.unit)]


def _supplied(s: State, seat: int, unit: int) -> None:
    """補給: `unit` stays rerolled through the return; the choice ends after X units or when none is left."""
    assert s.ask is not None
    s.insts[unit].supplied = True
    s.say(f"補給: {card_of(s, unit).name.ja}", f"Supply: {card_of(s, unit).name.en}")
    s.ask["left"] = int(s.ask["left"]) - 1
    if s.ask["left"] <= 0 or not supply_options(s, seat, int(s.ask["src"])):
        s.ask = None


def _salvaged(s: State, seat: int, card: int | None) -> None:
    """バルチャー: `card` (or nothing) goes to the hand; the next seat with vultures chooses."""
    assert s.ask is not None
    left = list(s.ask.get("left", []))
    if card is not None:
        to_zone(s, card, "hand")
    s.vulture[seat] = 0
    s.ask = {"kind": "salvage", "seat": left[0], "left": left[1:]} if left else None
    if s.ask is None:
        s.step += 1


def _kept(s: State, seat: int, redraw: bool) -> bool:
    """The opening hand is kept or redrawn; True once the last seat chose and the game has started."""
    assert s.ask is not None
    if redraw:
        hand = s.zone(seat, "hand")
        s.zone(seat, "home").extend(hand)
        hand.clear()
        s.rng.shuffle(s.zone(seat, "home"))
        draw(s, seat, 6)
        s.say(f"{s.players[seat]}は引き直した", f"{s.players[seat]} redrew")
    left = list(s.ask.get("left", []))
    s.ask = {"kind": "redraw", "seat": left[0], "left": left[1:]} if left else None
    if s.ask is None:
        start(s)
        return True
    return False


def start(s: State) -> None:
    s.limits = [new_limits(), new_limits()]
    s.step = 0
    advance(s)
