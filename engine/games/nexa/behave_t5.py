"""The behaviour check's part for family T5 of issue 14 (engine/games/nexa/behave.py calls these)."""

from __future__ import annotations

from typing import Any


def g_play_open(a: dict[str, Any]) -> bool:
    """Does the text's play count as the G play (「この効果のプレイは、Gのプレイとしても扱う」)? Its board then has no G
    played yet this turn (P21), else the text could not be played."""
    return bool((a.get("cost") or {}).get("g_play"))


def after_play(ab: dict[str, Any], sc: Any) -> list[str]:
    """What differs from the text once played: a text played as the G play leaves no G play for the turn (R-300)."""
    if g_play_open(ab) and not sc.state.g_played:
        return ["played as the G play, but a G may still be played this turn"]
    return []


VERBS = frozenset((
    "grant_any_or_modify",
    "pay_most",
    "set_onto",
    "lock_plays_both",
))


def expect_step(step: dict[str, Any], b: Any, a: Any, sc: Any, every: list[dict[str, Any]]) -> list[str] | None:
    """What differs from the printed step (an empty list when it shows), or None for another verb."""
    if step["do"] == "status" and step.get("wording") == "cardt5_after":  # 「…は、このターン、（protection）」: every
        # card the selector names holds the status now (a このターン effect over all that fit, P59)
        from .stats import has_status
        from .targets import candidates

        s = sc.state
        fits = candidates(s, step["target"], 0, sc.iid("me"), by_effect=False)
        if not fits or not all(has_status(s, i, step["status"]) for i in fits):
            return [f"status {step['status']} this turn: {len(fits)} cards fit, not all hold it"]
        return []
    if step["do"] == "lock_plays_both":  # that side can play neither commands nor texts now (cardk4steps' locks)
        from .playlocks import LOCK_COMMAND, LOCK_TEXT

        seat = 0 if step["side"] == "own" else 1
        held = {(seat, LOCK_COMMAND), (seat, LOCK_TEXT)} <= set(sc.state.skips)
        return [] if held else ["lock commands and texts: not both locked"]
    if step["do"] == "set_onto":  # the engine reported a character set on an own unit (P66; a second own character of
        # its name is then discarded at once, P77, which the board alone would not show)
        s = sc.state
        ok = [e for e in getattr(a, "events", []) if e.kind == "set" and len(e.cards) == 2
              and s.defs[e.cards[0]].type == "character" and s.defs[e.cards[1]].type == "unit"
              and s.owner[e.cards[1]] == 0]
        return [] if ok else ["set onto a unit: no character set on an own unit"]
    if step["do"] == "pay_most":  # that side's rerolled Gs rolled, N or as many as there were
        from . import state as st

        seat = 0 if step["side"] == "own" else 1
        gs = [i for i in range(len(a.zone)) if a.zone[i] == st.GZONE and sc.state.owner[i] == seat]
        had = sum(1 for i in gs if not b.rolled[i])
        rolled = sum(1 for i in gs if a.rolled[i] and not b.rolled[i])
        want = min(int(step["count"]), had)
        return [] if rolled == want else [f"pay as far as possible {step['count']}: {rolled} rolled of {had}"]
    if step["do"] == "grant_any_or_modify":  # played as the first option: the first special effect named
        from .behave import _expect

        return _expect([{"do": "grant_keyword", "target": step["target"], "keyword": step["keywords"][0]}],
                       b, a, sc, every)
    return None


TEXT_TRIGGERS = frozenset(("group_text_played", "card_text_played", "card_gain_played"))
_DRAW_TEXT: dict[str, Any] = {"kind": "activated", "text": {"ja": "（常時）〔０〕：カード１枚を引く。", "en": "draw"},
                              "timing": {"when": "any", "side": "any"}, "cost": {"pay": {"any": 0}},
                              "effect": [{"do": "draw", "side": "own", "count": 1}]}


def check_text_played(card: dict[str, Any]) -> tuple[int, str, str] | None:
    """A 起動 text hearing a text played (R-302): an own card it hears plays a text of its own (〔0〕: draw a card, or its
    ゲイン in a battle area), and the board is compared with the text's steps. (index, status, detail), or None."""
    from .behave import CHECKED_VERBS, _board, _drive, _expect, _flat, _snap
    from .scenario import Scenario

    index = next((i for i, a in enumerate(card.get("abilities", [])) if a["kind"] == "triggered"
                  and a.get("on") in TEXT_TRIGGERS and "condition" not in a), -1)
    if index < 0:
        return None
    a = card["abilities"][index]
    verbs = {x["do"] for x in _flat(a.get("effect", []))} - CHECKED_VERBS
    if verbs:
        return index, "unchecked", f"verb {sorted(verbs)[0]} not compared"
    series = str((card.get("gsign") or {}).get("series", "0079"))
    colour = str((card.get("gsign") or {}).get("colour", "blue"))
    on = a["on"]
    of = a.get("of") or {}
    if on == "group_text_played" and not (card["type"] == "character" or card.get("set_on") == "unit"):
        return index, "unchecked", "a set group's text heard by a card that is not set"
    kind = of.get("type", "unit") if on == "card_text_played" else "unit"
    if kind not in ("unit", "operation") or of.get("side", "own") != "own" or set(of) - {"side", "type", "same_series"}:
        return index, "unchecked", "a text heard of a card the generator does not make"
    data, _ = _board(card, index)
    own = data["setup"]["players"][0]
    own["hand"] = [h for h in own["hand"] if not (isinstance(h, dict) and h.get("id") == "me")]
    actor: dict[str, Any] = {"number": "BH-actor", "name": {"ja": "試験行動", "en": "Test actor"}, "type": kind,
                             "colours": [colour], "cost": {"total": 1, "roll": {colour: 1}},
                             "gsign": {"colour": colour, "series": series}, "traits": []}
    gain = on == "card_gain_played"
    if kind == "unit":
        actor.update(stats=[1, 1, 3], terrain=["space", "earth"])
    else:
        actor["set_on"] = "unit"
    if gain:
        actor["keywords"] = ["gain"]
    else:
        actor["abilities"] = [_DRAW_TEXT]
    data["cards"].append(actor)
    me = {"card": card["number"], "id": "me"}
    if on == "group_text_played":
        own["deploy"].append({"card": "BH-actor", "id": "actor", "set": [me]})
    elif card["type"] == "character" or card.get("set_on") == "unit":
        own["deploy"][2]["set"] = [me]
    elif card["type"] in ("unit", "ace", "operation"):
        own["deploy"].append(me)
    else:
        return index, "unchecked", "a text heard by a card of this type"
    if on != "group_text_played":
        if kind == "operation":
            own["deploy"][1]["set"] = [{"card": "BH-actor", "id": "actor"}]
        elif gain:
            own["battle"]["space"].insert(0, {"card": "BH-actor", "id": "actor"})
        else:
            own["deploy"].append({"card": "BH-actor", "id": "actor"})
    data["setup"]["point"] = "damage_free1" if gain else "deploy"
    data["setup"]["attacker"] = 0
    sc = Scenario(data)
    first = f"act:{sc.iid('actor')}:{102 if gain else 0}"
    if first not in sc.game.legal_tokens(sc.state):
        return index, "unchecked", "not playable on the generated board"
    steps = list(a.get("effect", []))
    before = _snap(sc)  # before the play: the trigger may start as the text is declared (P68)
    if _drive(sc, first, steps, a.get("targets", {}), heard_needed=True) is None:
        return index, "unchecked", "the text did not reach the cut"
    diff = _expect(steps, before, _snap(sc), sc)
    return index, "failed" if diff else "behaved", "; ".join(diff)

