"""Behaviour check of family Z4's texts (issue 14): 「（selector）が場から離れた場合」 (card_leaves, leavesz4.py).

The card waits on the field (this card in a battle area for 「このカードが、戦闘エリアにいる状態で…」); a card that fits
the text's `of` leaves the field for its owner's junkyard; the text's effect is then compared with what it prints.
"""

from __future__ import annotations

from typing import Any

from . import state as st


def check_leaves(card: dict[str, Any]) -> tuple[int, str, str] | None:
    """(index, status, detail) for a card whose only checkable text is a card_leaves trigger, else None."""
    from .textc.cardz4 import SELF_IN_BATTLE

    index = next((i for i, a in enumerate(card.get("abilities", ())) if a["kind"] == "triggered"
                  and a.get("on") == "card_leaves"), -1)
    if index < 0:
        return None
    ab = card["abilities"][index]
    of = ab["of"]
    itself = of == SELF_IN_BATTLE
    if itself and card["type"] not in ("unit", "ace"):
        return None
    if not itself and (not set(of) <= {"side", "trait", "type"} or of.get("type", "unit") != "unit"):
        return None  # (other selectors: no filler is made to fit them)
    return (index, *_play(card, ab, itself))


def _play(card: dict[str, Any], ab: dict[str, Any], itself: bool) -> tuple[str, str]:
    from .behave import _choice, _expect, _flat, _snap
    from .places import move
    from .turn import advance

    verbs = {x["do"] for x in _flat(ab.get("effect", []))}
    if verbs - {"draw", "optional", "recover", "home_damage", "pay"}:
        return "unchecked", f"verb {sorted(verbs)[0]} after a card left the field not compared"
    of = ab["of"]
    filler = {"number": "BZ-leaver", "name": {"ja": "試験離脱機", "en": "Test leaver"}, "type": "unit",
              "colours": ["blue"], "cost": {"total": 1, "roll": {"blue": 1}}, "gsign": {"colour": "blue", "series": "0079"},
              "stats": [1, 1, 1], "terrain": ["space", "earth"], "traits": [of["trait"]] if "trait" in of else []}
    colours = card.get("colours") or ["blue"]
    g = {"number": "BZ-g", "name": {"ja": "試験G", "en": "Test G"}, "type": "unit", "colours": colours[:1],
         "cost": {"total": 1, "roll": {}}, "gsign": {"colour": colours[0], "series": "0079"}, "stats": [1, 1, 1],
         "terrain": ["space", "earth"]}
    me = {"card": card["number"], "id": "me"}
    own: dict[str, Any] = {"home": ["BZ-g"] * 15, "hand": ["BZ-g"] * 2, "junkyard": ["BZ-g"] * 4,
                           "discard": ["BZ-g"] * 3, "gzone": ["BZ-g"] * 6, "deploy": [], "battle": {}}
    enemy: dict[str, Any] = {"home": ["BZ-g"] * 15, "gzone": ["BZ-g"] * 4, "junkyard": ["BZ-g"] * 4, "deploy": []}
    if itself:
        own["battle"] = {"space": [me]}
    else:
        own["deploy"].append(me)
        side = enemy if of.get("side") == "enemy" else own
        side["deploy"].append({"card": "BZ-leaver", "id": "leaver"})
    data = {"name": "behave-z4", "cards": [card, filler, g], "autopass": [False, False],
            "setup": {"turn": 3, "attacker": 0, "point": "attack", "players": [own, enemy], "g_played": True}}
    sc, why = _scenario(data)
    if sc is None:
        return "failed", why
    s = sc.state
    leaver = sc.iid("me" if itself else "leaver")
    before = _snap(sc, list(ab.get("effect", [])), {})
    log: list[Any] = []
    move(s, leaver, st.JUNK)
    heard = any(t[0] == sc.iid("me") for t in s.triggers)
    advance(s)
    for _ in range(100):
        d = sc.game.decision(s, labels=False)
        if d is None or (d.kind == "priority" and not (s.cut or s.cut_resolving)):
            break
        toks = sc.game.legal_tokens(s)
        log.extend(sc.game.apply(s, d.player, "pass" if d.kind == "priority" else _choice(toks)))
    if not heard:
        return "failed", "the text did not hear the card leave the field"
    after = _snap(sc)
    after.events = log
    before.zone[leaver] = s.zone[leaver]  # the card that left is not the text's doing
    before.counts[(s.owner[leaver], st.JUNK)] += 1
    diff = _expect(list(ab.get("effect", [])), before, after, sc)
    return ("failed" if diff else "behaved"), "; ".join(diff)


def check_held(card: dict[str, Any], ab: dict[str, Any]) -> tuple[str, str] | None:
    """(status, detail) for a 常駐 text whose every application names cards of the hand or hangar only (クイック given,
    a cost changed: heldz4.py, costs.py), else None. Units that fit and units that do not wait in the own hand and
    hangar, with no special effect printed, in the own attack step (a free timing outside the deploy phase, P50)."""
    from .stats import names_off_field

    apps = ab.get("continuous", [])
    if ab["kind"] != "static" or not apps or not all(
            names_off_field(c.get("target")) and "condition" not in c and (
                (c["apply"] == "keyword" and c.get("keyword") == "quick")
                or (c["apply"] == "cost" and isinstance(c.get("total"), int) and set(c) <= {
                    "apply", "target", "total", "note", "wording"})) for c in apps):
        return None
    from .costs import card_cost

    sel = apps[0]["target"]
    if set(sel) - {"side", "zone", "trait", "type", "count"} or sel.get("side") != "own" or \
            sel.get("type", "unit") != "unit" or any(c["target"] != sel for c in apps):
        return "unchecked", "a selector of the hand or hangar the generator does not make cards for"
    zones = [sel["zone"]] if isinstance(sel["zone"], str) else sel["zone"]
    base = {"type": "unit", "colours": ["blue"], "cost": {"total": 4, "roll": {"blue": 1}},
            "gsign": {"colour": "blue", "series": "0079"}, "stats": [1, 1, 1], "terrain": ["space", "earth"]}
    fit = {**base, "number": "BZ-fit", "name": {"ja": "試験適合機", "en": "Fit"}, "traits": [sel["trait"]] if "trait" in sel else []}
    other = {**base, "number": "BZ-other", "name": {"ja": "試験他機", "en": "Other"}, "traits": ["試験外"]}
    own: dict[str, Any] = {"home": ["BZ-other"] * 10, "gzone": ["BZ-other"] * 6, "hand": [], "hangar": [],
                           "deploy": [{"card": card["number"], "id": "me"}]}
    for z in ("hand", "hangar"):
        own[z] = [{"card": "BZ-fit", "id": f"fit-{z}"}, {"card": "BZ-other", "id": f"other-{z}"}]
    data = {"name": "behave-z4-held", "cards": [card, fit, other], "autopass": [False, False],
            "setup": {"turn": 3, "attacker": 0, "point": "attack", "players": [own, {"home": ["BZ-other"] * 10}],
                      "g_played": True}}
    sc, why = _scenario(data)
    if sc is None:
        return "failed", why
    s = sc.state
    toks = set(sc.game.legal_tokens(s))
    total = sum(int(c["total"]) for c in apps if c["apply"] == "cost")
    quick = any(c["apply"] == "keyword" for c in apps)
    for z in ("hand", "hangar"):
        for who, fits in ((f"fit-{z}", z in zones), (f"other-{z}", False)):
            iid = sc.iid(who)
            want = max(0, 4 + total) if fits else 4
            if card_cost(s, iid, 0)[0] != want:
                return "failed", f"{who}: total cost {card_cost(s, iid, 0)[0]}, printed {want}"
            if (f"play:{iid}" in toks) != (quick and fits):
                return "failed", f"{who}: played as a クイック card: {f'play:{iid}' in toks}"
    return "behaved", ""


def check_enemy_phase_reroll(card: dict[str, Any]) -> tuple[int, str, str] | None:
    """(index, status, detail) for a card whose 常駐 text rerolls it in the enemy's reroll phase (rerollz4.py), else None:
    the card, rolled on the field beside another rolled unit of its player, is played through to the other player's
    reroll phase; it (and its set group) must be rerolled, the other unit not."""
    index = next((i for i, a in enumerate(card.get("abilities", ())) if a["kind"] == "static" and any(
        c.get("apply") == "status" and c.get("status") == "enemy_phase_reroll" for c in a["continuous"])), -1)
    if index < 0 or card["type"] not in ("unit", "character", "ace"):
        return None

    g = {"number": "BZ-g", "name": {"ja": "試験G", "en": "Test G"}, "type": "unit", "colours": ["blue"],
         "cost": {"total": 1, "roll": {}}, "gsign": {"colour": "blue", "series": "0079"}, "stats": [1, 1, 1],
         "terrain": ["space", "earth"]}
    me = {"card": card["number"], "id": "me", "rolled": True}
    deploy = [{"card": "BZ-g", "id": "host", "rolled": True, "set": [me]}] if card["type"] == "character" else [me]
    own = {"home": ["BZ-g"] * 10, "deploy": [*deploy, {"card": "BZ-g", "id": "other", "rolled": True}]}
    data = {"name": "behave-z4-reroll", "cards": [card, g], "autopass": [False, False],
            "setup": {"turn": 3, "attacker": 0, "point": "attack_rule", "players": [own, {"home": ["BZ-g"] * 10}]}}
    sc, why = _scenario(data)
    if sc is None:
        return index, "failed", why
    s = sc.state
    for _ in range(120):
        if s.turn > 3 and s.point > st.REROLL_RULE:
            break
        d = sc.game.decision(s, labels=False)
        if d is None:
            break
        sc.game.apply(s, d.player, "pass" if "pass" in d.tokens() else d.tokens()[-1])
    if not (s.turn > 3 and s.attacker == 1 and s.point > st.REROLL_RULE):
        return index, "unchecked", "the enemy's reroll phase was not reached"
    if s.rolled[sc.iid("me")]:
        return index, "failed", "not rerolled in the enemy's reroll phase"
    if not s.rolled[sc.iid("other")]:
        return index, "failed", "another card of its player was rerolled in the enemy's reroll phase"
    return index, "behaved", ""


VERBS = frozenset(("watch_discarded", "if_discarded", "withdraw_state", "each_top_g", "each_top_hangar"))


def expect_discarded(step: dict[str, Any], b: Any, a: Any, sc: Any, every: Any, expect: Any) -> list[str]:
    """「…を廃棄する。この効果で（selector）が廃棄された場合、…」: the first step as printed; the others as printed when a card
    that went to a junkyard fits the selector (as it is there), else none of their changes (a draw, a recovery)."""
    from .targets import matches

    first, check = step["steps"]
    out: list[str] = list(expect([first], b, a, sc, every))
    s = sc.state
    flt = {"side": "any", **check["of"], "zone": "junkyard"}
    new = [i for i in range(len(b.zone)) if a.zone[i] == st.JUNK and b.zone[i] != st.JUNK]
    if not new:
        return [*out, "watch_discarded: no card went to a junkyard"]
    if any(matches(s, flt, i, 0, sc.iid("me"), by_effect=False) for i in new):
        out += expect(check["steps"], b, a, sc, every)
    elif a.counts[(0, st.HAND)] > b.counts[(0, st.HAND)] or a.counts[(0, st.HOME)] > b.counts[(0, st.HOME)]:
        return [*out, "watch_discarded: the steps applied though no card of the selector was discarded"]
    return out


def check_junk_heard(card: dict[str, Any], index: int) -> tuple[str, str] | None:
    """(status, detail) for a text heard from the own junkyard (junkz4.py), else None: the card lies in the own
    junkyard, a unit that fits the text's `of` is played from the hand, and the text's effect is compared."""
    ab = card["abilities"][index]
    if ab.get("condition") != {"self_in": "junkyard"} or ab.get("on") not in ("card_enters", "card_played"):
        return None
    of = ab["of"]
    if set(of) - {"side", "trait", "type"} or of.get("side", "own") != "own" or of.get("type", "unit") != "unit":
        return "unchecked", "a junkyard text watching cards the generator does not make"
    from .behave import _drive, _expect, _snap

    colours = ["white", "blue", "green", "red", "black", "brown", "purple"]
    g = {"number": "BZ-g", "name": {"ja": "試験G", "en": "Test G"}, "type": "unit", "colours": ["blue"],
         "cost": {"total": 1, "roll": {}}, "gsign": {"colour": "blue", "series": "0079"}, "stats": [1, 1, 1],
         "terrain": ["space", "earth"]}
    gs = [{**g, "number": f"BZ-g-{c}", "colours": [c], "gsign": {"colour": c, "series": "0079"}} for c in colours]
    fit = {**g, "number": "BZ-fit", "name": {"ja": "試験適合機", "en": "Fit"}, "colours": ["blue"],
           "cost": {"total": 1, "roll": {"blue": 1}}, "traits": [of["trait"]] if "trait" in of else []}
    own = {"home": ["BZ-g"] * 10, "junkyard": [{"card": card["number"], "id": "me"}],
           "hand": [{"card": "BZ-fit", "id": "enterer"}], "gzone": [x["number"] for x in gs] * 2}
    data = {"name": "behave-z4-junk", "cards": [card, g, fit, *gs], "autopass": [False, False],
            "setup": {"turn": 3, "attacker": 0, "point": "deploy", "players": [own, {"home": ["BZ-g"] * 10}],
                      "g_played": True}}
    sc, why = _scenario(data)
    if sc is None:
        return "failed", why
    steps = list(ab.get("effect", []))
    log: list[Any] = []
    before = _drive(sc, "play:$enterer", steps, ab.get("targets", {}), log=log, heard_needed=True)
    if before is None:
        return "failed", "the text in the junkyard did not hear the unit enter"
    after = _snap(sc)
    after.events = log
    diff = _expect(steps, before, after, sc)
    return ("failed" if diff else "behaved"), "; ".join(diff)


def expect_each_top_g(step: dict[str, Any], b: Any, a: Any) -> list[str]:
    """「全ての軍は、自分の本国の上のカードN枚を自分のGにする」: each player's G zone gained N cards from their own home;
    「…持ち主のハンガーに移す事ができる」 (each_top_hangar, both players saying yes, the first answer): their hangar."""
    out = []
    place = st.HANGAR if step["do"] == "each_top_hangar" else st.GZONE
    for seat in (0, 1):
        gained = a.counts[(seat, place)] - b.counts[(seat, place)]
        lost = b.counts[(seat, st.HOME)] - a.counts[(seat, st.HOME)]
        if gained != step["count"] or lost != step["count"]:
            out.append(f"each_top_g: player {seat} made {gained} G(s) from {lost} home card(s), printed {step['count']}")
    return out


def expect_withdraw_state(step: dict[str, Any], b: Any, a: Any) -> list[str]:
    """「…を持ち主の配備エリアにロール状態で移す」: a unit left a battle area for a deploy area, in the roll state said."""
    moved = [i for i in range(len(b.zone)) if b.zone[i] == st.BATTLE and a.zone[i] == st.DEPLOY]
    if not moved:
        return ["withdraw_state: no unit went back to a deploy area"]
    if not any(a.rolled[i] == bool(step["rolled"]) for i in moved):
        return ["withdraw_state: the unit went back in the other roll state"]
    return []


def moved_note_kept(every: list[dict[str, Any]], b: Any, a: Any) -> bool:
    """A look marked by 「（注：カードをハンガーに移さなかった場合、残りは廃棄しない）」 that moved no card to the hangar, and
    so discarded none (R-248)? Then 「残りを廃棄する」 has nothing to show."""
    if not any(x.get("do") == "search" and x.get("wording") == "cardz4_moved" for x in every):
        return False
    moved = [i for i in range(len(b.zone)) if a.zone[i] == st.HANGAR and b.zone[i] != st.HANGAR]
    junked = [i for i in range(len(b.zone)) if a.zone[i] == st.JUNK and b.zone[i] in (st.HOME, st.DISCARD)]
    return not moved and not junked


def _scenario(data: dict[str, Any]) -> tuple[Any, str]:
    """The board, or None and why a board the card cannot stand on is reported (not raised)."""
    from .scenario import Scenario

    try:
        return Scenario(data), ""
    except Exception as e:  # noqa: BLE001 - reported as the card's failure
        return None, f"board: {type(e).__name__}: {e}"
