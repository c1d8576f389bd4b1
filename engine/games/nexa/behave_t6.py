"""Behaviour checks of family T6's constructs (issue 14): a 常駐 text taking all texts (stats.static_lost)."""

from __future__ import annotations

from typing import Any

from .scenario import Scenario


def picks_lose_text(a: dict[str, Any]) -> bool:
    """A 常駐 text taking all texts of the cards it names, without a condition."""
    return a["kind"] == "static" and bool(a["continuous"]) and all(
        c.get("apply") == "lose_text" and "condition" not in c for c in a["continuous"])


def check_lose_text(card: dict[str, Any], ab: dict[str, Any]) -> tuple[str, str]:
    """(status, detail): on a board of its own (units with 高機動 and a 常駐 +1/+1/+1 of their own, rolled or not, on
    both sides; the card on the field, set on the own unit when it names its set group), every unit the text names
    has no special effect and its 常駐 text gives nothing; every other unit keeps both."""
    from .stats import has_keyword, stats
    from .targets import candidates

    series = (card.get("gsign") or {}).get("series", "BH")
    static = {"kind": "static", "continuous": [{"apply": "modify", "target": "self", "stats": [1, 1, 1]}],
              "text": {"ja": "『常駐』：このカードは、＋１／＋１／＋１を得る。", "en": "+1/+1/+1"}}
    plain = {"number": "BH-t6", "name": {"ja": "BH-t6", "en": "BH-t6"}, "type": "unit", "colours": ["blue"],
             "cost": {"total": 1, "roll": {"blue": 1}}, "gsign": {"colour": "blue", "series": series},
             "stats": [2, 2, 2], "terrain": ["space", "earth"], "keywords": ["high_mobility"], "abilities": [static]}
    grouped = any(isinstance(c["target"], dict) and c["target"].get("group") for c in ab["continuous"])
    if grouped and card["type"] in ("unit", "ace"):
        return "unchecked", "a unit naming its own set group"
    own_units: list[dict[str, Any]] = [{"card": "BH-t6", "id": "u0"}, {"card": "BH-t6", "id": "u1", "rolled": True}]
    if grouped:
        own_units[0]["set"] = [{"card": card["number"], "id": "me"}]
    else:
        own_units.append({"card": card["number"], "id": "me"})
    own = {"home": ["BH-t6"] * 10, "deploy": own_units}
    foe = {"home": ["BH-t6"] * 10,
           "deploy": [{"card": "BH-t6", "id": "e0"}, {"card": "BH-t6", "id": "e1", "rolled": True}]}
    try:
        sc = Scenario({"name": f"behave {card['number']}", "cards": [card, plain], "autopass": [False, True],
                       "setup": {"turn": 3, "attacker": 0, "point": "deploy", "seed": 1, "players": [own, foe]}})
    except Exception as e:  # noqa: BLE001 - a board the card cannot stand on is reported, not raised
        return "failed", f"board: {type(e).__name__}: {e}"
    s, me = sc.state, sc.iid("me")
    named: set[int] = set()
    for c in ab["continuous"]:
        named.update(candidates(s, c["target"], 0, me, by_effect=False))
    units = [sc.iid(n) for n in ("u0", "u1", "e0", "e1")]
    if not named & set(units):
        return "unchecked", "no card the 常駐 text names on the generated board"
    for u in units:
        lost = u in named
        if has_keyword(s, u, "high_mobility") is lost:
            return "failed", f"lose_text: unit {u} {'kept' if lost else 'lost'} its 高機動"
        if stats(s, u) != ((2, 2, 2) if lost else (3, 3, 3)):
            return "failed", f"lose_text: unit {u} has {stats(s, u)} ({'named' if lost else 'not named'})"
    return "behaved", ""


VERBS = frozenset(("cardt6_lose_other_texts",))


def expect_step(step: dict[str, Any], b: Any, a: Any, sc: Any) -> list[str] | None:
    """What differs from the printed step (an empty list when it shows), or None for another verb: 「特殊効果以外の全ての
    テキストが無効になる」 leaves a card on the field without its printed texts and with its printed special effects, and
    the protection said with it on that card."""
    if step["do"] != "cardt6_lose_other_texts":
        return None
    from . import state as st
    from .stats import _text_lost, has_status, keywords

    s = sc.state
    lost = [i for i in range(len(s.zone)) if s.zone[i] in (st.DEPLOY, st.BATTLE) and _text_lost(s, i)]
    if not lost:
        return ["lose other texts: no card lost its texts"]
    gone = [i for i in lost if not set(dict(s.defs[i].keywords)) <= set(keywords(s, i))]
    if gone:
        return [f"lose other texts: card {gone[0]} lost its special effects"]
    if "and_status" in step and not all(has_status(s, i, step["and_status"]) for i in lost):
        return [f"lose other texts: a card lacks {step['and_status']}"]
    return []
