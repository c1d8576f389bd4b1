"""Behaviour check of family Z5's texts (issue 14): 「（selector）が破壊されて廃棄された場合」 (card_destroyed_out,
destroyedz5.py; R-330).

The card waits on the field; a unit that fits the text's `of` (engaged with it, or in its squad, when the selector says
so) is destroyed, its 廃棄 effect resolves in the cut, and the text's effect is compared with what it prints.
"""

from __future__ import annotations

from typing import Any, Final

from . import state as st

_OF_KEYS: Final = frozenset(("side", "trait", "type", "engaged", "same_area", "same_squad_as"))
_VERBS: Final = frozenset(("draw", "optional", "recover", "home_damage", "pay", "destroy", "damage", "modify"))


def check(card: dict[str, Any]) -> tuple[int, str, str] | None:
    """(index, status, detail) for a card whose only checkable text is a trigger of the family, else None."""
    return check_destroyed_out(card) or check_to_junk(card)


def check_to_junk(card: dict[str, Any]) -> tuple[int, str, str] | None:
    """A card_to_junkyard trigger: a card that fits goes from a hand to the junkyard the text names."""
    index = next((i for i, a in enumerate(card.get("abilities", ())) if a["kind"] == "triggered"
                  and a.get("on") in ("card_to_junkyard", "card_to_junkyard_from_play")), -1)
    if index < 0 or card.get("type") not in ("unit", "ace", "operation", "character"):
        return None
    ab = card["abilities"][index]
    if not set(ab["of"]) <= {"side", "zone", "type", "gsign_colour", "trait"}:
        return None
    return (index, *_play(card, ab))


def check_destroyed_out(card: dict[str, Any]) -> tuple[int, str, str] | None:
    """(index, status, detail) for a card whose only checkable text is a card_destroyed_out trigger, else None."""
    index = next((i for i, a in enumerate(card.get("abilities", ())) if a["kind"] == "triggered"
                  and a.get("on") == "card_destroyed_out"), -1)
    if index < 0 or card.get("type") not in ("unit", "ace"):
        return None
    ab = card["abilities"][index]
    of = ab["of"]
    if not set(of) <= _OF_KEYS or of.get("type", "unit") != "unit":
        return None  # (other selectors: no filler is made to fit them)
    return (index, *_play(card, ab))


def _play(card: dict[str, Any], ab: dict[str, Any]) -> tuple[str, str]:
    from .behave import _choice, _expect, _flat, _snap
    from .effects import destroy
    from .places import move
    from .turn import advance

    verbs = {x["do"] for x in _flat(ab.get("effect", []))}
    if verbs - _VERBS:
        return "unchecked", f"verb {sorted(verbs - _VERBS)[0]} after the event not compared"
    of = ab["of"]
    junk = ab["on"] != "card_destroyed_out"
    types = of.get("type", "unit")
    base = {"type": "unit", "colours": ["blue"], "cost": {"total": 1, "roll": {"blue": 1}},
            "gsign": {"colour": "blue", "series": "0079"}, "stats": [1, 1, 1], "terrain": ["space", "earth"]}
    filler = {**base, "number": "BZ5-gone", "name": {"ja": "試験被破壊機", "en": "Test destroyed"},
              "traits": [of["trait"]] if "trait" in of else []}
    if junk:  # a card of the type (the first named) and G sign colour the text names
        filler["type"] = types[0] if isinstance(types, list) else types
        if filler["type"] != "unit":
            filler = {k: v for k, v in filler.items() if k not in ("stats", "terrain")}
        if "gsign_colour" in of:
            filler["gsign"] = {"colour": of["gsign_colour"], "series": "0079"}
    colours = card.get("colours") or ["blue"]
    g = {**base, "number": "BZ5-g", "name": {"ja": "試験G", "en": "Test G"}, "colours": colours[:1],
         "cost": {"total": 1, "roll": {}}, "gsign": {"colour": colours[0], "series": "0079"}}
    me = {"card": card["number"], "id": "me"}
    gone = {"card": "BZ5-gone", "id": "gone"}
    own: dict[str, Any] = {"home": ["BZ5-g"] * 15, "hand": ["BZ5-g"] * 2, "gzone": ["BZ5-g"] * 6, "deploy": [],
                           "battle": {}}
    enemy: dict[str, Any] = {"home": ["BZ5-g"] * 15, "gzone": ["BZ5-g"] * 4, "deploy": [{"card": "BZ5-g", "id": "foe"}],
                             "battle": {}}
    side = enemy if of.get("side") == "enemy" else own
    if junk:
        own["deploy"].append(me)
        side["hand"] = [*side.get("hand", []), gone]
    elif of.get("engaged") or of.get("same_squad_as"):  # in battle: engaged with the other side, or in this card's squad
        own["battle"] = {"space": [me]}
        side["battle"] = {"space": [*side["battle"].get("space", []), gone]}
        if of.get("same_squad_as"):
            enemy["battle"] = {"space": [{"card": "BZ5-g", "id": "foe2"}]}
    else:
        own["deploy"].append(me)
        side["deploy"].append(gone)
    data = {"name": "behave-z5", "cards": [card, filler, g], "autopass": [False, False],
            "setup": {"turn": 3, "attacker": 0, "point": "attack", "players": [own, enemy], "g_played": True}}
    from .behave_z4 import _scenario

    sc, why = _scenario(data)
    if sc is None:
        return "failed", why
    s = sc.state
    victim = sc.iid("gone")
    before = _snap(sc, list(ab.get("effect", [])), {})
    if junk:
        move(s, victim, st.JUNK)  # from a hand: a discard (P61)
        if not any(t[0] == sc.iid("me") for t in s.triggers):
            return "failed", "the text did not hear the card arrive in the junkyard"
    elif not destroy(s, victim, by_rule=True):
        return "unchecked", "the generated unit could not be destroyed"
    log: list[Any] = []
    advance(s)
    for _ in range(100):
        d = sc.game.decision(s, labels=False)
        if d is None or (d.kind == "priority" and not (s.cut or s.cut_resolving or s.destroyed_queue)):
            break
        toks = sc.game.legal_tokens(s)
        log.extend(sc.game.apply(s, d.player, "pass" if d.kind == "priority" else _choice(toks)))
    if s.zone[victim] != st.JUNK:
        return "failed", "the destroyed unit did not go to the junkyard"
    after = _snap(sc)
    after.events = log
    before.zone[victim] = s.zone[victim]  # the card discarded is not the text's doing
    before.destroyed[victim] = False
    before.counts[(s.owner[victim], st.JUNK)] += 1
    if junk:
        before.counts[(s.owner[victim], st.HAND)] -= 1
    diff = _expect(list(ab.get("effect", [])), before, after, sc)
    return ("failed" if diff else "behaved"), "; ".join(diff)


def alone_recovery(card: dict[str, Any], index: int) -> tuple[dict[str, Any], int]:
    """The card without its texts heard when the own home recovers (「自軍本国が回復した場合、（さらに）…」), when the text
    checked recovers it: their recovery must not pass for the checked text's; (card, the text's index in it)."""
    abilities = card.get("abilities", [])
    if not (0 <= index < len(abilities)) or "'recover'" not in repr(abilities[index].get("effect", ())):
        return card, index
    keep = [j for j, a in enumerate(abilities) if j == index or a.get("on") != "own_home_recovers"]
    if len(keep) == len(abilities):
        return card, index
    return {**card, "abilities": [abilities[j] for j in keep]}, keep.index(index)


def further_apart(step: dict[str, Any], effect: list[dict[str, Any]]) -> bool:
    """Can 「（condition）場合、（さらに）…」 be compared (behave._expect's if)? Only when no other step of the text does what
    its step does (a second draw would show the first one's card)."""
    from .behave import _flat

    if step.get("wording") != "cardz5_further":
        return False
    inner = {x["do"] for x in _flat(step["then"])}
    outer = {x["do"] for x in _flat([x for x in effect if x is not step])}
    return not inner & outer


VERBS: Final = frozenset(("held_play", "no_reroll", "if_same_gsign"))


def expect_held(step: dict[str, Any], b: Any, a: Any, sc: Any) -> list[str]:
    """「このターン、（ハンガーにある）対象は、…」: a card that went to a hangar plays as said: at no cost (合計国力 and ロール
    コスト 0), at a lower total, or at any free timing (クイック)."""
    from .costs import card_cost
    from .heldz5 import held_quick

    s = sc.state
    moved = [i for i in range(len(b.zone)) if a.zone[i] == st.HANGAR and b.zone[i] != st.HANGAR]
    if not moved:
        return ["held_play: no card went to a hangar"]
    out: list[str] = []
    for i in moved:
        total, roll = card_cost(s, i, s.zseat[i])
        printed = s.defs[i].total_cost
        if step.get("free") and (total or any(roll.values())):
            out.append(f"held_play: {s.defs[i].name_en} costs {total}/{roll}, not nothing")
        elif "total" in step and total != max(printed + int(step["total"]), 0):
            out.append(f"held_play: {s.defs[i].name_en} total {total}, not {printed}{int(step['total']):+d}")
        elif step.get("keyword") == "quick" and not held_quick(s, i):
            out.append(f"held_play: {s.defs[i].name_en} has no クイック in the hangar")
    return out


def expect_no_reroll(b: Any, a: Any, sc: Any) -> list[str]:
    """「…は、このターンと次のターン、リロールできない」: a card on the field may not be rerolled now."""
    from .rulechanges import reroll_locked

    s = sc.state
    if not [i for i in range(len(a.zone)) if a.zone[i] in st.FIELD_ZONES and reroll_locked(s, i, -1)]:
        return ["no_reroll: no card on the field is kept from rerolling"]
    return []


def counts_itself_on_entry(card: dict[str, Any], index: int) -> str | None:
    """Why a 「このカードが（プレイされて）場に出た場合」 text whose value counts own cards on the field is not compared, else
    None: the board is read before the play resolves, when the card is not on the field yet, and the engine reads the
    value as the text resolves (P65), with the card there."""
    abilities = card.get("abilities", [])
    if not (0 <= index < len(abilities)) or abilities[index].get("kind") != "triggered":
        return None
    ab = abilities[index]
    if not {ab.get("on"), *ab.get("also_on", ())} & {"played", "enters_field"}:
        return None
    if not any(_fits_itself(sel, card["type"]) for sel in _counted(ab.get("effect", ()))):
        return None
    return "a value counting own cards, read once this card is on the field"


def _counted(x: Any) -> list[dict[str, Any]]:
    """The selectors a value of the steps counts (「…の枚数」)."""
    if isinstance(x, dict):
        own = [x["count"]] if isinstance(x.get("count"), dict) and "side" in x["count"] else []
        return own + [sel for v in x.values() for sel in _counted(v)]
    if isinstance(x, (list, tuple)):
        return [sel for v in x for sel in _counted(v)]
    return []


def _fits_itself(sel: dict[str, Any], type_: str) -> bool:
    types = sel.get("type")
    names = [types] if isinstance(types, str) else types or [type_]
    return sel.get("side") == "own" and sel.get("zone", "field") == "field" and type_ in names and len(sel) <= 2


def expect_same_gsign(step: dict[str, Any], b: Any, a: Any, sc: Any, every: Any, expect: Any) -> list[str]:
    """「対象が、それぞれ同じGサインを持つ場合、…」: its steps show when the cards the text moved share one G sign (colour and
    属性), and do not otherwise."""
    s = sc.state
    moved = [i for i in range(len(b.zone)) if b.zone[i] == st.HAND and a.zone[i] != st.HAND]
    signs = {(s.defs[i].gsign_colour, s.defs[i].gsign_series) for i in moved}
    inner = expect(step["then"], b, a, sc, every)
    if len(moved) >= 2 and len(signs) == 1:
        return list(inner)
    return [] if inner else ["if_same_gsign: applied though the cards have different G signs"]
