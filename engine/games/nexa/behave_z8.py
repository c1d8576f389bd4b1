"""Family Z8's steps in the behaviour check (behave.py): what the board must show after them (issue 14)."""

from __future__ import annotations

from typing import Any, Final

from . import state as st

VERBS: Final = frozenset(("cardz8_hold_out", "cardz8_to_squad", "cardz8_hand_to_other_hangar", "cardz8_whole_hand_hangar",
                           "cardz8_enter", "cardz8_roll_lock", "cardz8_draw_per", "cardz8_home_min_shield",
                           "cardz8_home_reduce_from"))


def expect_step(step: dict[str, Any], b: Any, a: Any, sc: Any) -> list[str] | None:
    """What differs from the printed step (an empty list when it shows), or None for another verb.

    cardz8_hold_out (stepsz8.py, R-480): the cards held out are in the removed place (a hand's: as many as said, or as the
    hand held), and the turn's end waits to bring back exactly those."""
    if step["do"] == "cardz8_to_squad":
        return _to_squad(step, b, a, sc)
    if step["do"] == "cardz8_enter":
        return _enter(step, b, a, sc)
    if step["do"] == "cardz8_home_min_shield":  # the side's home is shielded from battle damage of N or more
        seat = 0 if step["side"] == "own" else 1
        ok = any(g[2] == "cardz8_home_min_shield" and g[3] == (seat, int(step["min"])) for g in sc.state.grants)
        return [] if ok else ["home min shield: no shield in force"]
    if step["do"] == "cardz8_home_reduce_from":  # a reduction of the chosen squad's damage to that home
        seat = 0 if step["side"] == "own" else 1
        ok = any(g[2] == "cardz8_home_reduce_from" and g[3][0] == seat and g[3][2] == int(step["amount"])
                 for g in sc.state.grants)
        return [] if ok else ["home reduce: no reduction in force"]
    if step["do"] == "cardz8_draw_per":  # the player's hand grew by N per unit now rolled that was not
        cards = range(len(b.zone))
        k = sum(1 for i in cards if a.zone[i] in (st.DEPLOY, st.BATTLE) and b.zone[i] in (st.DEPLOY, st.BATTLE)
                and a.rolled[i] and not b.rolled[i] and sc.state.ctrl[i] == 0)  # units the step rolled (not the Gs paid)
        drawn = sum(1 for i in cards if b.zone[i] == st.HOME and a.zone[i] == st.HAND and sc.state.owner[i] == 0)
        want = min(k * int(step["count"]), b.counts[(0, st.HOME)])
        return [] if drawn == want else [f"draw per rolled: {drawn} drawn for {k} rolled"]
    if step["do"] == "cardz8_roll_lock":  # the cards rolled now are kept from rerolling this turn
        s = sc.state
        rolled = [i for i in range(len(b.zone)) if a.zone[i] in st.FIELD_ZONES and a.rolled[i] and not b.rolled[i]]
        locked = {g[0] for g in s.grants if g[2] == "z5_no_reroll" and g[4] == "turn_end"}
        if not rolled:
            return ["roll lock: no card was rolled"]
        return [] if all(i in locked or s.set_to[i] in locked for i in rolled) else ["roll lock: a rolled card may reroll"]
    if step["do"] in ("cardz8_hand_to_other_hangar", "cardz8_whole_hand_hangar"):
        return _hand_hangar(step, b, a, sc)
    if step["do"] != "cardz8_hold_out":
        return None
    s = sc.state
    n = len(b.zone)
    if step.get("random"):
        seat = 0 if step["side"] == "own" else 1
        held = [i for i in range(n) if b.zone[i] == st.HAND and a.zone[i] == st.REMOVED and s.owner[i] == seat]
        want = min(int(step["count"]), b.counts[(seat, st.HAND)])
        if len(held) != want:
            return [f"hold out {step['count']} of the hand: {len(held)} held"]
    else:
        held = [i for i in range(n) if b.zone[i] in st.FIELD_ZONES and a.zone[i] == st.REMOVED and b.zone[i] != st.SET]
        if not held:
            return ["hold out: no card of the field went out"]
    waiting = [w for w in s.order_queue if w[0] == "waiting" and w[1][1][:1]
               and w[1][1][0].get("do") == "_cardz8_bring_back"]
    if not waiting:
        return ["hold out: nothing waits for the turn's end"]
    bound = {i for k, v in waiting[-1][1][2] if k == "_cardz8_held" for i in v}
    return [] if bound == set(held) else [f"hold out: the turn's end brings back {sorted(bound)}, held {sorted(held)}"]


def _to_squad(step: dict[str, Any], b: Any, a: Any, sc: Any) -> list[str]:
    """cardz8_to_squad (R-481): with this card in a battle area, one own unit is now in its squad (at the front when
    said, in the roll state said); otherwise no unit moved."""
    s = sc.state
    me = sc.labels.get("me", -1)
    squad = next((q for q in s.squads if me in q), None)
    joined = [i for i in range(len(b.zone)) if b.zone[i] == st.DEPLOY and a.zone[i] == st.BATTLE]
    if b.zone[me] != st.BATTLE or squad is None:
        return [] if not joined else ["to this card's squad: a unit moved while this card is not in a battle area"]
    came = [i for i in squad if i != me and s.ctrl[i] == s.ctrl[me]]
    if not came:
        return ["to this card's squad: no unit is there with it"]
    if step["position"] == "front" and squad[0] == me and len(squad) > 1 and joined:
        return ["to this card's squad: the unit is not at the front"]
    if "rolled" in step and any(a.rolled[i] != bool(step["rolled"]) for i in joined):
        return ["to this card's squad: the unit came in the other roll state"]
    return []


def _hand_hangar(step: dict[str, Any], b: Any, a: Any, sc: Any) -> list[str]:
    """R-482: cards of that side's hand (N of them, or the whole hand) went into the other player's hangar; with `draw`,
    that side's hand holds as many cards again (its home allowing)."""
    s = sc.state
    seat = 0 if step["side"] == "own" else 1
    to = 1 - seat if step["do"] == "cardz8_hand_to_other_hangar" else (0 if step["to"] == "own" else 1)
    n = len(b.zone)
    went = [i for i in range(n) if b.zone[i] == st.HAND and b.zseat[i] == seat and a.zone[i] == st.HANGAR
            and a.zseat[i] == to and s.owner[i] == seat]
    held = b.counts[(seat, st.HAND)]
    want = held if step["do"] == "cardz8_whole_hand_hangar" else min(int(step["count"]), held)
    if len(went) != want:
        return [f"{step['do']}: {len(went)} of {held} hand cards went to the other hangar, not {want}"]
    if step.get("draw"):
        drawn = min(len(went), b.counts[(seat, st.HOME)])
        if a.counts[(seat, st.HAND)] != drawn:
            return [f"{step['do']}: the hand holds {a.counts[(seat, st.HAND)]}, not the {drawn} drawn"]
    return []


def check_junk_play(card: dict[str, Any]) -> tuple[int, str, str] | None:
    """(index, status, detail) for a card with 「このカードは、自軍ジャンクヤードにある場合、自軍ハンガーにあるかのように、
    プレイできる」 (R-483), else None: lying in the own junkyard in the own deploy phase with Gs enough, it is offered to be
    played, and played it leaves the junkyard; a copy in the enemy's junkyard is not offered."""
    from .scenario import Scenario

    index = next((i for i, a in enumerate(card.get("abilities", ())) if a["kind"] == "constant"
                  and any(c.get("apply") == "cardz8_play_from_junk" for c in a["continuous"])), -1)
    if index < 0:
        return None
    number = str(card["number"])
    total = int((card.get("cost") or {}).get("total") or 0)
    data = {"name": "behave z8", "cards": [card], "autopass": [False, False],
            "setup": {"turn": 3, "attacker": 0, "point": "deploy", "g_played": True, "players": [
                {"junkyard": [{"card": number, "id": "me"}], "gzone": [number] * max(total, 6), "home": [number] * 5},
                {"junkyard": [{"card": number, "id": "other"}], "home": [number] * 5}]}}
    sc = Scenario(data)
    toks = sc.game.legal_tokens(sc.state)
    if sc.token("play:$other") in toks:
        return index, "failed", "junk play: the enemy's junkyard card is offered"
    if sc.token("play:$me") not in toks:
        return index, "failed", "junk play: the card of the own junkyard is not offered"
    sc.game.apply(sc.state, 0, sc.token("play:$me"))
    for _ in range(40):
        d = sc.game.decision(sc.state, labels=False)
        if d is None or d.kind == "priority":
            break
        t = sc.game.legal_tokens(sc.state)
        sc.game.apply(sc.state, d.player, "pay:auto" if "pay:auto" in t else ("confirm" if "confirm" in t else t[0]))
    if sc.state.zone[sc.iid("me")] == st.JUNK:
        return index, "failed", "junk play: the card played is still in the junkyard"
    return index, "behaved", ""


def _enter(step: dict[str, Any], b: Any, a: Any, sc: Any) -> list[str]:
    """cardz8_enter (R-484): a unit off the field came in, the player's, in the roll state said: into this card's area (its
    battle area, or the deploy area), or the deploy area or a battle area where an enemy squad is."""
    s = sc.state
    me = sc.labels.get("me", -1)
    came = [i for i in range(len(b.zone)) if b.zone[i] not in st.FIELD_ZONES and b.zone[i] != st.CUT
            and a.zone[i] in (st.DEPLOY, st.BATTLE) and i != me]
    if step["where"] == "same_area" and b.zone[me] not in (st.DEPLOY, st.BATTLE):
        return [] if not came else ["enter: a card came in while this card is off the field"]
    if not came:
        return ["enter: no card came in"]
    out = []
    for i in came:
        if s.ctrl[i] != 0 or a.rolled[i] != bool(step["rolled"]):
            out.append(f"enter: card {i} is not the player's in the roll state said")
        elif step["where"] == "same_area" and a.zone[i] != b.zone[me]:
            out.append(f"enter: card {i} is not in this card's area")
        elif a.zone[i] == st.BATTLE and step["where"] == "same_area" and not any(i in q and me in q for q in s.squads):
            out.append(f"enter: card {i} is not in this card's squad")
    return out
