"""Behaviour check of family G8's constructs (cardg8cause.py; issue 14): the board a text of whose effect caused an
event is played on. A text naming cards 「自軍効果以外で（敵軍効果で）破壊されている」 finds the destroyed units of the board
destroyed that way; a text asking 「このカードが、自軍効果以外で破壊されている場合」 is played with its card destroyed by
the other side's effect (its 廃棄 waiting, P39); 「自軍本国、または…が、自軍効果以外でダメージを受けている場合」 finds the own
home hit by the other side this turn."""

from __future__ import annotations

from typing import Any

from .cardg8cause import DESTROYED, ENEMY, HOME_HIT, NOT_OWN


def seed(sc: Any, me: int, ab: dict[str, Any]) -> None:
    said = repr(ab)
    if "cardg8_" not in said:
        return
    s = sc.state
    rel = 1 if f"'{ENEMY}'" in said else -1  # the other side's effect, or battle damage (nobody's)
    if f"'destroyed_by': '{ENEMY}'" in said or f"'destroyed_by': '{NOT_OWN}'" in said:
        for i in range(len(s.zone)):
            if s.destroyed[i]:
                s.grants.append((i, s.stamp[i], DESTROYED, rel, "turn_end"))
    cond = ab.get("condition") or {}
    sel = cond.get("exists") if isinstance(cond, dict) else None
    if isinstance(sel, dict) and sel.get("self") and sel.get("destroyed_by") in (NOT_OWN, ENEMY) and not s.destroyed[me]:
        s.destroyed[me] = True  # its 廃棄 waits for the cut's end (P39)
        s.destroyed_queue.append(me)
        s.grants.append((me, s.stamp[me], DESTROYED, rel, "turn_end"))
    if "'cardg8_home_hit'" in said:
        s.skips.add((0, HOME_HIT + "1"))  # the own home (seat 0, the text's player) hit by the other side's effect
    s.version += 1


VERBS = frozenset(("cardg8_extract_g", "cardg8_draw_range"))


def expect_step(step: dict[str, Any], b: Any, a: Any, sc: Any) -> list[str] | None:
    """What differs from the printed step (an empty list when it shows), or None for another verb."""
    from . import state as st

    if step["do"] == "cardg8_draw_range":  # the first option: the fewest cards
        grew = a.counts[(0, st.HAND)] - b.counts[(0, st.HAND)]
        return [] if grew == step["min"] else [f"cardg8_draw_range: drew {grew}, not {step['min']}"]
    if step["do"] != "cardg8_extract_g":
        return None

    me = sc.iid("me")
    s = sc.state
    if b.zone[me] not in (st.DEPLOY, st.BATTLE):
        return []
    if s.zone[me] != st.GZONE or s.destroyed[me] or s.rolled[me] or s.damage[me]:
        return [f"cardg8_extract_g: this card is in zone {s.zone[me]}, destroyed {s.destroyed[me]}, rolled {s.rolled[me]}"]
    return []
