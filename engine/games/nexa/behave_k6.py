"""The behaviour check's part for family K6 of issue 14 (engine/games/nexa/behave.py calls these)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from . import state as st

VERBS = frozenset(("side_either",))
_FIELD = (st.DEPLOY, st.BATTLE, st.SET)


def _possible(step: dict[str, Any], b: Any, sc: Any) -> bool:
    """Could that side's player carry the pick out on the board before (a card to pick)?"""
    seat = 0 if step["side"] == "own" else 1
    if step["do"] == "discard_hand":
        return bool(b.counts[(seat, st.HAND)] > 0)
    s = sc.state
    kind = step["filter"].get("type")
    kinds = (kind,) if isinstance(kind, str) else tuple(kind) if isinstance(kind, list) else None
    zones = _FIELD + ((st.GZONE,) if kinds is None or "g" in kinds else ())
    return any(b.zone[i] in zones and s.owner[i] == seat and (kinds is None or s.defs[i].type in kinds
                                                              or (b.zone[i] == st.GZONE and "g" in kinds))
               for i in range(len(b.zone)))


def expect_step(step: dict[str, Any], b: Any, a: Any, sc: Any, every: list[dict[str, Any]],
                expect: Callable[..., list[str]]) -> list[str] | None:
    """What differs from the printed step (an empty list when it shows), or None for another verb."""
    if step["do"] == "status" and step.get("until") == "this_turn" and isinstance(step["target"], dict) \
            and step["target"].get("count") == "all":  # 「（このターン、）全ての…は、このターン、…」: a rule for the turn
        return _floating_status(step, sc)
    if step["do"] == "side_either":  # the first option the player can carry out is the first legal answer
        first = next((o for o in step["picks"] if _possible(o, b, sc)), None)
        return [] if first is None else expect([first], b, a, sc, every)
    return None


def then_if_apart(step: dict[str, Any], effect: list[dict[str, Any]]) -> bool:
    """「その後、…場合、…」 (wording cardk6_then_if) whose verb no other step of the text has: the board shows it
    apart from the others (a second draw would read as the first's), so behave.py compares it as an `if`."""
    if step.get("wording") != "cardk6_then_if":
        return False
    inner = {x["do"] for x in step["then"]}
    return not any(x is not step and x["do"] in inner for x in effect)


_MIN_MELEE = re.compile(r"'min_melee': (\d+)")


def strong_fill(a: dict[str, Any], fill: list[dict[str, Any]]) -> None:
    """「10以上の格闘力を持つ…」: the board's units reach that 格闘力, so the text has a card that fits."""
    need = max((int(m) for m in _MIN_MELEE.findall(repr(a))), default=0)
    for f in fill:
        if need and f["type"] == "unit" and f.get("stats") and f["stats"][0] < need:
            f["stats"] = [need, *f["stats"][1:]]


def _names(cond: Any) -> list[str]:
    """The names of a named presence (「自軍「A」がいる」, 「…、または自軍「B」がいる」: the first) in the condition."""
    if not isinstance(cond, dict):
        return []
    if set(cond) == {"exists"} and isinstance(cond["exists"], dict) and set(cond["exists"]) == {"side", "name"} \
            and cond["exists"]["side"] == "own":
        return [str(cond["exists"]["name"])]
    if set(cond) == {"any"}:
        return next((n for n in map(_names, cond["any"]) if n), [])
    return []


def named_board(a: dict[str, Any], fill: list[dict[str, Any]], own: dict[str, Any]) -> None:
    """「自軍「A」がいる状態で…」: an own unit of that name in the deploy area, so the condition holds."""
    for i, name in enumerate(_names(a.get("condition"))):
        base = next(f for f in fill if f["type"] == "unit")
        fill.append({**base, "number": f"BH-named-{i}", "name": {"ja": name, "en": name}})
        own["deploy"].append({"card": f"BH-named-{i}"})


def _floating_status(step: dict[str, Any], sc: Any) -> list[str]:
    """A status for this turn on every card of a selector (effects._grant's floating rule, P59): the engine holds it,
    and for 「敵軍効果の対象にならない」 an enemy's selector of that kind offers none of the cards."""
    from .targets import candidates, matches

    s = sc.state
    spec = step["target"]
    if not any(f[3] == "status" and f[4] == step["status"] and f[0] == spec for f in s.floating):
        return [f"status {step['status']} for this turn: no rule held"]
    if step["status"] != "untargetable" or spec.get("side") != "own" or "foe" not in sc.labels:
        return []
    mine = [i for i in range(len(s.zone)) if matches(s, {**spec, "count": 1}, i, 0, sc.iid("me"), by_effect=False)]
    offered = candidates(s, {"type": spec.get("type", "unit"), "side": "enemy", "count": 1}, 1, sc.iid("foe"))
    if set(mine) & set(offered):
        return [f"status untargetable for this turn: cards {sorted(set(mine) & set(offered))} still offered"]
    return []


def area_board(a: dict[str, Any], own: dict[str, Any], enemy: dict[str, Any]) -> None:
    """「地球エリアにいる自軍部隊1つ」: the side's battle-area cards stand in the area the text names (the board's are in
    the space area otherwise)."""
    for sel in a.get("targets", {}).values():
        if isinstance(sel, dict) and sel.get("area") == "earth":
            for who, side in ((own, "own"), (enemy, "enemy")):
                if sel.get("side", side) == side and who["battle"].get("space") and not who["battle"].get("earth"):
                    who["battle"]["earth"] = who["battle"].pop("space")
