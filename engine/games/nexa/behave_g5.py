"""The behaviour check's part for family G5 of issue 14 (engine/games/nexa/behave.py calls these)."""

from __future__ import annotations

from typing import Any


def _named_word(x: Any) -> str | None:
    """The word of a selector 「名称に「A」を含む」 anywhere in a text, or None."""
    if isinstance(x, dict):
        if isinstance(x.get("cardg5_name_has"), str):
            return str(x["cardg5_name_has"])
        x = list(x.values())
    if isinstance(x, list):
        for v in x:
            if (w := _named_word(v)) is not None:
                return w
    return None


def g5_board(a: dict[str, Any], own: dict[str, Any], fill: list[dict[str, Any]], cards: list[dict[str, Any]]) -> None:
    """A G whose card is a character as printed (「本来の種類が…キャラである自軍G1枚」), of the G-sign colour the target
    names, among the own Gs: the card a text sets as a character (g_as_character). Its own name: a character of the name
    of one set already would be discarded (P66's rule of two same-named characters)."""
    word = _named_word(a)
    if word is not None:  # 「名称に「A」を含む…」: a unit of each side so named (its own name, fill's stats)
        cards.append({**fill[0], "number": "BH-g5-named", "name": {"ja": f"試験{word}", "en": f"Test {word}"}})
        own["deploy"].append({"card": "BH-g5-named"})
    for sel in a.get("targets", {}).values():
        if isinstance(sel, dict) and sel.get("type") == "g" and sel.get("side") == "own" \
                and sel.get("printed_type") == "character":
            colour = sel.get("gsign_colour", "blue")
            base = next(f for f in fill if f["number"] == f"BH-{colour}-2")
            cards.append({**base, "number": "BH-g5-char", "name": {"ja": "試験キャラG", "en": "Test character G"}})
            own["gzone"].append("BH-g5-char")
            return


def g5_seed(sc: Any, ab: dict[str, Any]) -> None:
    """Chips a text targets (「自軍チップ1枚」, 「このカードと同じエリアにいるチップ1個」): one of the player's in the deploy area
    and one in the battle area where the card's unit stands (P67)."""
    if not any(isinstance(t, dict) and t.get("type") == "chip" for t in ab.get("targets", {}).values()):
        return
    from . import state as st
    from .effects import chip_def, new_instance
    from .places import move

    s = sc.state
    for zone in (st.DEPLOY, st.BATTLE):
        spec = {"name": {"ja": "試験チップ", "en": "test chip"}, "stats": [1, 1, 1], "terrain": ["space", "earth"],
                "keywords": []}
        chip = new_instance(s, chip_def(spec), 0)
        s.chip_specs[chip] = spec
        move(s, chip, zone, 0, controller=0)
        if zone == st.BATTLE:
            s.squads[0].append(chip)  # the own squad of space, where the generated board's units stand
        s.entered[chip] = s.turn
    s.version += 1


def picks_power(a: dict[str, Any]) -> bool:
    """A 常駐 text making power toward a total cost (power_total), or giving a special effect with its value and cost
    (keyword_value): read on the board."""
    return a["kind"] == "static" and len(a["continuous"]) == 1 and a["continuous"][0].get("target") == "self" \
        and a["continuous"][0].get("apply") in ("power_total", "keyword_value")


def _check_kw_value(sc: Any, me: int, c: dict[str, Any]) -> tuple[str, str]:
    """The special effect, its value and its text's cost on the card (its set group's unit for a set card, P66)."""
    from . import state as st
    from .conditions import holds
    from .schema import keyword_cost, parse_keyword
    from .stats import abilities, host_of, keywords

    s = sc.state
    if c.get("condition") and not holds(s, c["condition"], me, s.ctrl[me]):
        return "unchecked", "static text with a condition or another target"
    who = host_of(s, me) if s.zone[me] == st.SET else me
    name, arg = parse_keyword(c["keywords"][0])
    cost = keyword_cost(c["keywords"][0])
    if keywords(s, who).get(name) != arg:
        return "failed", f"keyword_value {name} {arg}: not on the card"
    texts = [x for x in abilities(s, who) if x.keyword == name]
    want = {"pay": dict(cost)} if cost else {} if cost == () else {"pay": {"any": 1}}
    if not texts or texts[0].cost != want:
        return "failed", f"keyword_value {name}: its text costs {texts[0].cost if texts else None}, not {want}"
    return "behaved", ""


def check_power(sc: Any, me: int, ab: dict[str, Any]) -> tuple[str, str]:
    """(status, detail): the controller's power is the rerolled Gs and the amount (while the condition holds), a total
    cost of that much is payable, and no roll cost is paid by it (P22, P23, R-272)."""
    from .conditions import holds
    from .costs import can_pay, rerolled_gs, total_power

    if ab["continuous"][0]["apply"] == "keyword_value":
        return _check_kw_value(sc, me, ab["continuous"][0])
    s = sc.state
    seat = s.ctrl[me]
    gs = len(rerolled_gs(s, seat))
    c = ab["continuous"][0]
    if not holds(s, c.get("condition") or {"all": []}, me, seat):
        return "unchecked", "static text with a condition or another target"
    want = gs + int(c["amount"])
    if total_power(s, seat) != want:
        return "failed", f"power {total_power(s, seat)}, not {want}"
    if not can_pay(s, seat, want, {}) or can_pay(s, seat, want + 1, {}):
        return "failed", f"a total cost of {want} is not exactly payable"
    if can_pay(s, seat, 0, {"any": gs + 1}):
        return "failed", "the power paid a roll cost"
    return "behaved", ""


VERBS = frozenset(("gsign_colour", "grant_special", "replace_self", "chips_expire"))


def expect_step(step: dict[str, Any], b: Any, a: Any, sc: Any, every: list[dict[str, Any]]) -> list[str] | None:
    """What differs from the printed step (an empty list when it shows), or None for another verb."""
    if step["do"] == "gsign_colour":  # a card's G sign is of the first colour now (the first option picked), and a
        # G of it pays as that colour (costs.g_colour) while selectors read it (targets)
        from .cardg5rules import GSIGN, gsign_colour
        from .costs import g_colour
        from .state import GZONE

        s = sc.state
        want = step["colours"][0]
        changed = [g[0] for g in s.grants if g[2] == GSIGN and g[1] == s.stamp[g[0]]]
        if not changed:
            return [f"G-sign colour to {want}: no card changed"]
        for iid in changed:
            if gsign_colour(s, iid) != want:
                return [f"G-sign colour to {want}: card {iid} reads {gsign_colour(s, iid)}"]
            if s.zone[iid] == GZONE and g_colour(s, iid) != want:
                return [f"G-sign colour to {want}: G {iid} pays as {g_colour(s, iid)}"]
        return []
    if step["do"] == "remove" and step.get("wording") == "chip":  # a chip left the field and is gone (P67)
        from . import state as st

        s = sc.state
        gone = [c for c in s.chip_specs if c < len(b.zone) and b.zone[c] in st.FIELD_ZONES
                and a.zone[c] not in st.FIELD_ZONES]
        return [] if gone else ["remove (chip): no chip left the field"]
    if step["do"] == "chips_expire":  # the chips put out wait to be removed at the turn's end (a waiting effect)
        s = sc.state
        waiting = [p for kind, p in s.order_queue if kind == "waiting"
                   and any(x.get("do") == "remove" and x.get("target") == "_expiring" for x in p[1])]
        chips = [c for p in waiting for k, v in p[2] if k == "_expiring" for c in v]
        if not chips or any(c not in s.chip_specs or s.defs[c].name_ja != step["name"] for c in chips):
            return [f"chips_expire {step['name']}: no chip of that name waits to be removed"]
        return []
    if step["do"] == "replace_self":  # this card went where the chosen one came from; that one is on the field in its
        # place, in the roll state said (P77, R-23)
        from . import state as st

        s = sc.state
        me = sc.iid("me")
        came = [i for i in range(len(b.zone)) if b.zone[i] in (st.HAND, st.HANGAR) and a.zone[i] == b.zone[me]]
        if not came or a.zone[me] != b.zone[came[0]]:
            return ["replace_self: no card took this card's place"]
        if s.rolled[came[0]] != bool(step["rolled"]):
            return ["replace_self: the card came in another roll state"]
        return []
    if step["do"] == "grant_special":  # the special effect and its value, gained (stats.keywords), lends its text
        from .schema import keyword_cost, parse_keyword
        from .stats import abilities, keywords

        name, arg = parse_keyword(step["keywords"][0])
        cost = keyword_cost(step["keywords"][0])
        want = {"pay": dict(cost)} if cost else {} if cost == () else {"pay": {"any": 1}}
        got = [i for i, kws in a.kws.items() if name in kws and name not in b.kws.get(i, frozenset())]
        if not got:
            return [f"grant {name} {arg}: nobody gained it"]
        s = sc.state
        if not any(keywords(s, i).get(name) == arg and any(x.keyword == name and x.cost == want for x in abilities(s, i))
                   for i in got):
            return [f"grant {name} {arg}: the value or its text at its cost is missing"]
        return []
    return None
