"""Behaviour checks of issue 14's family R5 (named step results, cardr5steps.py; R-290)."""

from __future__ import annotations

from typing import Any, Final

from . import state as st

STEP_VERBS: Final = frozenset(("cardr5_hand_to_home", "cardr5_discard_draw", "cardr5_negate_that",
                               "cardr5_to_home_shuffle", "cardr5_hand_refresh", "cardr5_g_onto_taken",
                               "cardr5_shuffle_home", "cardr5_reveal", "cardr5_either_discard_top"))
NESTED: Final = frozenset(("cardr5_watch", "cardr5_name_kind"))  # compared with the steps inside them
VERBS: Final = STEP_VERBS | NESTED


def _fired(step: dict[str, Any], b: Any, a: Any, sc: Any) -> bool | None:
    """Did the steps before the check discard (destroy) a card of its selector? None: nothing went to a junkyard."""
    from .targets import matches

    check = step["steps"][-1]
    n = len(b.zone)
    me = sc.iid("me")  # (a command goes to its junkyard once resolved: not by the steps)
    if step["kind"] == "discarded":
        new = [i for i in range(n) if a.zone[i] == st.JUNK and b.zone[i] != st.JUNK and i != me]
    else:
        new = [i for i in range(n) if b.zone[i] in st.FIELD_ZONES and (a.zone[i] == st.JUNK or a.destroyed[i])]
    if not new:
        return None
    flt = {"side": "any", **check["of"], "zone": "junkyard"}
    return any(matches(sc.state, flt, i, 0, me, by_effect=False) for i in new if sc.state.zone[i] == st.JUNK)


def expect_watch(step: dict[str, Any], b: Any, a: Any, sc: Any, expect: Any) -> list[str]:
    """「X。その場合、Y。この効果で…を廃棄した（破壊した）場合、Z。」: X and Y as printed, and Z as printed when a card of the
    selector went to a junkyard by them, else none of Z's changes (each is compared with the steps that ran)."""
    if step["do"] == "cardr5_name_kind":  # the first type offered (unit) is the one named: a reveal_top of units
        return list(expect([{"do": "reveal_top", "side": "own", "zone": step["zone"], "count": 1, "if": {"type": "unit"},
                             "steps": step["steps"]}], b, a, sc))
    *prefix, check = step["steps"]
    fired = _fired(step, b, a, sc)
    if fired is None:
        return [f"cardr5_watch: no card was {step['kind']}"]
    ran = _merged([*prefix, *check["steps"]] if fired else list(prefix))
    out: list[str] = list(expect(ran, b, a, sc, ran))
    if not fired:  # Z's hand changes did not happen: each hand as the steps that ran left it
        for seat, side in ((0, "own"), (1, "enemy")):
            extra = [x for x in check["steps"] if x["do"] in ("discard_hand", "draw") and x.get("side", "own") == side]
            lost = [x for x in prefix if x["do"] == "discard_hand" and x["side"] == side]
            drawn = [x for x in prefix if x["do"] == "draw" and x.get("side", "own") == side]
            if extra and not drawn and b.counts[(seat, st.HAND)] - a.counts[(seat, st.HAND)] > sum(
                    x["count"] for x in lost if isinstance(x["count"], int)):
                out.append("cardr5_watch: the check's steps applied though no card of its selector went")
    return out


def _merged(steps: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Draws of one side said twice compared as one draw of their sum (the hand is compared once)."""
    out: list[dict[str, Any]] = []
    first: dict[str, int] = {}
    for x in steps:
        side = x.get("side", "own")
        if x["do"] == "draw" and isinstance(x["count"], int) and side in first:
            k = first[side]
            out[k] = {**out[k], "count": out[k]["count"] + x["count"]}
            continue
        if x["do"] == "draw" and isinstance(x["count"], int):
            first[side] = len(out)
        out.append(x)
    return out


def expect_step(step: dict[str, Any], b: Any, a: Any, sc: Any, every: list[dict[str, Any]] | None = None) -> list[str]:
    """「敵軍は、自分の手札1枚を選んで、持ち主の本国の上に移す」: that hand lost the cards, now on top (bottom) of that home;
    「…選んで廃棄し、カード1枚を引く」: the cards of that hand went to its junkyard, then that player drew."""
    seat = 0 if step.get("side", "own") == "own" else 1
    n = len(b.zone)
    n_said = step.get("count", 0)
    want = min(n_said if isinstance(n_said, int) else 0, b.counts[(seat, st.HAND)])
    owner = sc.state.owner
    me = sc.iid("me")
    if step["do"] == "cardr5_either_discard_top":  # the first answers: the own pile, one card (N when no choice)
        n_top = 1 if isinstance(step["count"], dict) else step["count"]
        went = [i for i in range(n) if b.zone[i] == st.DISCARD and a.zone[i] == st.JUNK and owner[i] == 0]
        return [] if len(went) == min(n_top, b.counts[(0, st.DISCARD)]) else [f"either_discard_top: {len(went)} went"]
    if step["do"] == "cardr5_reveal":
        return _expect_reveal(step, b, a, sc, every or [])
    if step["do"] == "cardr5_negate_that":  # this card destroyed, then saved where it was
        return [] if b.destroyed[me] and not a.destroyed[me] and a.zone[me] == b.zone[me] else [
            "negate_that: this card was not saved"]
    if step["do"] == "cardr5_g_onto_taken":  # this G now a character set on a unit that came from the home
        host = sc.state.set_to[me] if a.zone[me] == st.SET else -1
        return [] if b.zone[me] == st.GZONE and host >= 0 and b.zone[host] == st.HOME else [
            "g_onto_taken: this G was not set on the unit the look put out"]
    if step["do"] == "cardr5_shuffle_home":  # the same cards in the home, none gone nor come by the shuffle itself
        return [] if a.counts[(0, st.HOME)] > 0 else ["shuffle_home: no home left to shuffle"]
    if step["do"] == "cardr5_to_home_shuffle":
        return [] if a.zone[me] == st.HOME else ["to_home_shuffle: this card is not in a home"]
    if step["do"] == "cardr5_hand_refresh":  # each hand discarded whole, then as many cards drawn
        out: list[str] = []
        for p in (0, 1):
            held = b.counts[(p, st.HAND)]
            gone = sum(1 for i in range(n) if b.zone[i] == st.HAND and a.zone[i] == st.JUNK and owner[i] == p)
            if gone != held or a.counts[(p, st.HAND)] != min(held, b.counts[(p, st.HOME)]):
                out.append(f"hand_refresh: player {p} discarded {gone} of {held}, holds {a.counts[(p, st.HAND)]}")
        return out
    if step["do"] == "cardr5_hand_to_home":
        went = [i for i in range(n) if b.zone[i] == st.HAND and a.zone[i] == st.HOME and owner[i] == seat]
        home = sc.state.place(seat, st.HOME)
        end = home[-1] if step["to"] == "home_top" else home[0]
        if len(went) != want or (want and end not in went):
            return [f"hand_to_home: {len(went)} cards of the hand went to the {step['to']}"]
        return []
    junked = [i for i in range(n) if b.zone[i] == st.HAND and a.zone[i] == st.JUNK and owner[i] == seat]
    net = a.counts[(seat, st.HAND)] - b.counts[(seat, st.HAND)]
    if len(junked) != want or net != min(step["draw"], b.counts[(seat, st.HOME)]) - want:
        return [f"discard_draw: {len(junked)} discarded, the hand changed by {net}"]
    return []


def _expect_reveal(step: dict[str, Any], b: Any, a: Any, sc: Any, every: list[dict[str, Any]]) -> list[str]:
    """「…の上のカード1～4枚を表にする」: the first answer (one card; N when no choice) shown, from the top of the home; the
    values read from the cards shown (「表にしたカードの中にある…」) are worked out from them for the steps that follow."""
    from .targets import value

    shown = next((e.cards for e in a.events if e.kind == "reveal"), ())
    want = 1 if isinstance(step["count"], dict) else step["count"]
    if len(shown) != min(want, b.counts[(0, st.HOME)]) or any(a.zone[c] != st.HOME for c in shown):
        return [f"reveal: {len(shown)} cards shown"]
    me = sc.iid("me")
    for x in every:
        for v in [*x.get("stats", ()), x.get("amount")]:
            if isinstance(v, dict) and "cardr5_shown" in repr(v):
                b.values[repr(v)] = value(sc.state, v, me, 0, {"_revealed": tuple(shown)}, 0)
    return []
