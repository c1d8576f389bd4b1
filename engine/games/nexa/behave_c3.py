"""Behaviour checks of issue 14 family C3 (set groups and characters; behave.py asks these): what the
board must show after a text of these constructs resolved."""

from __future__ import annotations

import copy
from typing import Any

from . import state as st

VERBS = frozenset(("set_blank", "modify_like", "hold_ps"))


def expect_step(step: dict[str, Any], b: Any, a: Any, sc: Any) -> list[str] | None:
    """What differs from the printed step (an empty list when it shows), or None for another construct."""
    if step["do"] == "hold_ps":  # the target's PS装甲 return is held until the next turn's start
        s = sc.state
        held = [g for g in s.grants if g[2] == "ps_held" and g[1] == s.stamp[g[0]]]
        return [] if held else ["hold PS装甲: no card held"]
    if step["do"] == "modify_like":  # a card gained the printed values of a card of this set group
        from .places import set_cards
        from .stats import host_of

        s = sc.state
        me = sc.labels.get("me", -1)
        group = [host_of(s, me), *set_cards(s, host_of(s, me))] if me >= 0 else []
        wants = [list(s.defs[c].stats or (0, 0, 0)) for c in group if s.defs[c].type == step["like"].get("type")]
        if not wants:
            return []  # nothing to read: nothing given
        for i, was in b.stats.items():
            now = a.stats.get(i)
            if now is not None and any(list(now) == [max(0, x + w) for x, w in zip(was, want, strict=True)]
                                       and list(now) != list(was) for want in wants):
                return []
        if all(w == [0, 0, 0] for w in wants):
            return []
        return [f"modify_like: no card gained {wants[0]}"]
    if step["do"] == "set_blank":  # cards became set cards without a description, from where the text says
        from .blankset import blank_face
        from .stats import ctype

        s = sc.state
        whence = {"home": (st.HOME,), "discard": (st.DISCARD,), "target": (st.JUNK,),
                  "self": (st.DEPLOY, st.BATTLE),
                  "hand": (st.HAND, st.HOME),  # family O4: picked from the hand (a card drawn just before included)
                  "hand_hangar": (st.HAND, st.HANGAR, st.HOME),
                  }[step["what"]]
        went = [i for i in range(len(s.zone)) if b.zone[i] in whence and a.zone[i] == st.SET]
        if not went:
            return [f"set_blank: no card of {step['what']} was set"]
        for i in went:
            if blank_face(s, i) != step["face"] or ctype(s, i) != "set":
                return [f"set_blank: card {i} is set {blank_face(s, i)}, as a {ctype(s, i)}"]
        return []
    if step["do"] != "lose_mods" or not ("keep" in step or "only" in step):
        return None
    from .stats import _under_grant, char_mods, children, stats

    s = sc.state
    kind = "lose_mods_but_char" if step.get("keep") == "character" else "lose_char_mods"
    lost = [i for i in range(len(s.zone)) if s.zone[i] in (st.DEPLOY, st.BATTLE) and _under_grant(s, i, kind)]
    if not lost and any(b.zone[i] in (st.DEPLOY, st.BATTLE) and a.zone[i] == st.JUNK for i in range(len(s.zone))):
        return []  # the damage of an earlier step destroyed it first
    if not lost:
        return [f"lose 戦闘修正 ({kind}): no card lost them"]
    for i in lost:
        chars = [c for c in children(s, i) if s.defs[c].type == "character"]
        cm = [sum(char_mods(s, c)[k] for c in chars) for k in range(3)]
        if kind == "lose_mods_but_char":  # its printed values and its characters' 戦闘修正 (R-150)
            want = tuple(max(v + cm[k], 0) for k, v in enumerate(s.defs[i].stats or (0, 0, 0)))
        else:  # every other 戦闘修正 stays: the same card without the loss, less its characters' (R-150)
            other = copy.deepcopy(s)
            other.grants = [g for g in other.grants if g[2] != kind]
            other.version += 1
            full = stats(other, i)
            want = tuple(max(full[k] - cm[k], 0) for k in range(3)) if all(v >= 0 for v in cm) else stats(s, i)
        if stats(s, i) != want:
            return [f"lose 戦闘修正 ({kind}): card {i} has {stats(s, i)}, not {want}"]
    return []


def wants_character(a: dict[str, Any]) -> bool:
    """「このカードは、キャラがセットされている場合、…」: the board sets a character on the card, so the step shows."""
    from .textc.cardc3 import HAS_CHARACTER

    return any((x.get("do") == "if" and x.get("condition") == HAS_CHARACTER) or (
        x.get("do") == "modify_like" and x["like"].get("type") == "character") for x in a.get("effect", []))


def check_constant(card: dict[str, Any], ab: dict[str, Any]) -> list[str] | None:
    """A 恒常 text of this family read on a board (the differences), or None for another text."""
    if ab["kind"] == "constant" and all(c.get("apply") == "cost" and isinstance(c.get("onto"), dict)
                                        for c in ab["continuous"]):
        return [d for c in ab["continuous"] for d in _check_cost_onto(card, c)]
    if ab["kind"] != "constant" or not all(c.get("apply") == "same_name_ok" for c in ab["continuous"]):
        return None
    from .scenario import Scenario

    colour = (card.get("colours") or ["blue"])[0]
    plain = {k: v for k, v in card.items() if k != "abilities"} | {"number": "BH-plain"}
    host = {"number": "BH-host", "name": {"ja": "試験機", "en": "Test unit"}, "type": "unit", "colours": [colour],
            "cost": {"total": 0, "roll": {}}, "gsign": {"colour": colour, "series": "0079"}, "stats": [1, 1, 1],
            "terrain": ["space", "earth"]}
    out: list[str] = []
    for first, second in ((plain["number"], card["number"]), (card["number"], plain["number"])):
        own = {"hand": [{"card": second, "id": "x"}], "gzone": ["BH-host"] * 8, "home": ["BH-host"] * 10,
               "deploy": [{"card": "BH-host", "set": [{"card": first}]}, {"card": "BH-host", "id": "h"}]}
        sc = Scenario({"name": "behave same name", "cards": [card, plain, host], "autopass": [False, True],
                       "setup": {"turn": 3, "attacker": 0, "point": "deploy", "players": [own, {"home": ["BH-host"] * 10}],
                                 "g_played": True, "seed": 1}})
        x = sc.iid("x")
        legal = f"play:{x}" in sc.game.legal_tokens(sc.state)
        if legal != (second == card["number"]):
            out.append(f"same name: the {'card' if second == card['number'] else 'copy without the text'} "
                       f"{'cannot' if not legal else 'can'} be played beside the other")
    return out


def _check_cost_onto(card: dict[str, Any], c: dict[str, Any]) -> list[str]:
    """「…を持つ自軍ユニットにセットする場合、…してプレイできる」: the rules ask the changed cost for a unit that
    fits, the printed one for another (P55; costs.py)."""
    from .costs import card_cost
    from .scenario import Scenario

    colour = (card.get("colours") or ["blue"])[0]
    onto = c["onto"]
    base = {"number": "BH-plain", "name": {"ja": "試験機", "en": "Test unit"}, "type": "unit", "colours": [colour],
            "cost": {"total": 1, "roll": {}}, "gsign": {"colour": colour, "series": "0079"}, "stats": [1, 1, 1],
            "terrain": ["space", "earth"], "traits": []}
    fits = {**base, "number": "BH-fits", "traits": [onto["trait"]] if "trait" in onto else list(onto.get("traits_any", []))}
    if "gsign_colour" in onto:
        fits["gsign"] = {"colour": onto["gsign_colour"], "series": "0079"}
    own = {"gzone": ["BH-plain"] * 4, "home": ["BH-plain"] * 10, "hand": [{"card": card["number"], "id": "me"}],
           "deploy": [{"card": "BH-fits", "id": "fit"}, {"card": "BH-plain", "id": "pl"}]}
    sc = Scenario({"name": f"behave {card['number']}", "cards": [card, base, fits], "autopass": [False, True],
                   "setup": {"turn": 3, "attacker": 0, "point": "deploy", "seed": 1,
                             "players": [own, {"home": ["BH-plain"] * 10, "gzone": ["BH-plain"] * 4}]}})
    s, me = sc.state, sc.iid("me")
    printed_total, printed_roll = card["cost"]["total"], sum(card["cost"]["roll"].values())
    want_total = max(printed_total + c.get("total", 0), 0)
    want_roll = max(printed_roll + c.get("roll", 0), 0)
    out: list[str] = []
    total, req = card_cost(s, me, 0, 0, sc.iid("fit"))
    if (total, sum(req.values())) != (want_total, want_roll):
        out.append(f"onto a unit that fits: cost {total}/{sum(req.values())}, printed change to {want_total}/{want_roll}")
    total, req = card_cost(s, me, 0, 0, sc.iid("pl"))
    if (total, sum(req.values())) != (printed_total, printed_roll):
        out.append(f"onto another unit: cost {total}/{sum(req.values())}, not the printed {printed_total}/{printed_roll}")
    return out


def check_set_only(card: dict[str, Any], ab: dict[str, Any]) -> list[str] | None:
    """「このカードは、「特徴：A」を持たないキャラをセットできない」: a character with the trait is offered this unit,
    one without is not (setrules.host_allowed), else None for another text."""
    if ab["kind"] in ("static", "constant") and all(c.get("apply") == "set_only_onto" for c in ab["continuous"]):
        return _check_set_only_onto(card, ab["continuous"][0])
    if ab["kind"] not in ("static", "constant") or not all(
            c.get("apply") == "set_characters_only" for c in ab["continuous"]):
        return None
    from .play import hosts_for
    from .scenario import Scenario

    trait = ab["continuous"][0]["filter"]["trait"]
    colour = (card.get("colours") or ["blue"])[0]

    def pilot(number: str, traits: list[str]) -> dict[str, Any]:
        return {"number": number, "name": {"ja": number, "en": number}, "type": "character", "colours": [colour],
                "cost": {"total": 0, "roll": {}}, "gsign": {"colour": colour, "series": "0079"}, "stats": [0, 0, 0],
                "traits": traits}
    own = {"gzone": [card["number"]] * 4, "home": [card["number"]] * 10, "deploy": [{"card": card["number"], "id": "me"}],
           "hand": [{"card": "BH-fits", "id": "fits"}, {"card": "BH-other", "id": "other"}]}
    sc = Scenario({"name": f"behave {card['number']}", "cards": [card, pilot("BH-fits", [trait]), pilot("BH-other", [])],
                   "autopass": [False, True], "setup": {"turn": 3, "attacker": 0, "point": "deploy", "seed": 1,
                                                        "players": [own, {"home": [card["number"]] * 10}]}})
    me = sc.iid("me")
    out: list[str] = []
    if me not in hosts_for(sc.state, 0, sc.iid("fits")):
        out.append("a character with the trait is not offered the unit")
    if me in hosts_for(sc.state, 0, sc.iid("other")):
        out.append("a character without the trait is offered the unit")
    return out


def _check_set_only_onto(card: dict[str, Any], c: dict[str, Any]) -> list[str]:
    """「このカードは、「特徴：A」を持つユニットにのみセットできる」: a unit that fits is offered, another is not."""
    from .play import hosts_for
    from .scenario import Scenario

    onto = c["onto"]
    colour = (card.get("colours") or ["blue"])[0]
    base = {"number": "BH-plain", "name": {"ja": "試験機", "en": "Test unit"}, "type": "unit", "colours": [colour],
            "cost": {"total": 1, "roll": {}}, "gsign": {"colour": colour, "series": "0079"}, "stats": [1, 1, 1],
            "terrain": ["space", "earth"], "traits": []}
    if set(onto) - {"type", "trait"}:
        return []  # only a trait is set up here
    fits = {**base, "number": "BH-fits", "traits": [onto["trait"]] if "trait" in onto else []}
    own = {"gzone": ["BH-plain"] * 4, "home": ["BH-plain"] * 10, "hand": [{"card": card["number"], "id": "me"}],
           "deploy": [{"card": "BH-fits", "id": "fit"}, {"card": "BH-plain", "id": "pl"}]}
    sc = Scenario({"name": f"behave {card['number']}", "cards": [card, base, fits], "autopass": [False, True],
                   "setup": {"turn": 3, "attacker": 0, "point": "deploy", "seed": 1,
                             "players": [own, {"home": ["BH-plain"] * 10}]}})
    hosts = hosts_for(sc.state, 0, sc.iid("me"))
    out = [] if sc.iid("fit") in hosts else ["a unit that fits is not offered"]
    return out + (["a unit that does not fit is offered"] if sc.iid("pl") in hosts else [])
