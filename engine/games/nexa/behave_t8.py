"""Behaviour checks of family T8's constructs (issue 14): one text of a card taken, and given to another card."""

from __future__ import annotations

from typing import Any

from . import state as st

VERBS = frozenset(("cardt8_lose_one", "cardt8_gain_lost", "cardt8_change_kw", "cardt8_name_special", "cardt8_lose_named"))


def held(a: dict[str, Any]) -> list[str]:
    """The special effects the generated units carry for the text: 高機動 when it takes one text of a card (the
    generator answers the first option, a special effect), so there is a text to take."""
    return sorted(set(_named(a.get("effect"))))


def space(a: dict[str, Any], unit: str) -> list[dict[str, Any]]:
    """A second own unit in the space area, without a character, when the text sets a character on an own unit in a
    battle area (the host there carries this card when it is a character)."""
    for x in a.get("effect", []):
        onto = x.get("onto_unit") if isinstance(x, dict) and x.get("do") == "set_onto" else None
        sel = dict(a.get("targets", {})).get(onto) if isinstance(onto, str) else onto
        if isinstance(sel, dict) and sel.get("zone") == "battle":
            return [{"card": unit, "id": "t8_bare"}]
    return []


def _named(x: Any) -> list[str]:
    """高機動 for a step taking one text; the special effect a step changes the text of (cardt8_change_kw)."""
    if isinstance(x, dict):
        own = ["high_mobility"] if x.get("do") in ("cardt8_lose_one", "cardt8_name_special") else \
            [x["keyword"]] if x.get("do") == "cardt8_change_kw" else []
        return own + [k for v in x.values() for k in _named(v)]
    if isinstance(x, list):
        return [k for v in x for k in _named(v)]
    return []


def expect_step(step: dict[str, Any], b: Any, a: Any, sc: Any) -> list[str] | None:
    """What differs from the printed step (an empty list when it shows), or None for another verb: a card on the field
    lost a special effect it had (the first option) or all its texts; a card gained the special effect another lost."""
    do = step["do"]
    if do not in VERBS:
        return None
    from .stats import _text_lost

    s = sc.state
    if do == "cardt8_change_kw":  # a card's special effect text now does the quoted steps (X its value)
        from .stats import KW_EFFECT, abilities, keywords

        changed = [g[0] for g in s.grants if g[2] == KW_EFFECT and g[1] == s.stamp[g[0]] and s.zone[g[0]] in
                   (st.DEPLOY, st.BATTLE)]
        for i in changed:
            ab = next((x for x in abilities(s, i) if x.keyword == step["keyword"]), None)
            x = keywords(s, i).get(step["keyword"])
            want = len(step["into"]["effect"])
            if ab is None or len(ab.effect) != want or "'X'" in repr(ab.effect) or x is None:
                return [f"change {step['keyword']}: card {i} has {ab.effect if ab else None}"]
        return [] if changed else [f"change {step['keyword']}: no card's text changed"]
    n = len(s.zone)
    field = (st.DEPLOY, st.BATTLE)
    lost = [i for i in range(n) if a.zone[i] in field and b.kws.get(i, frozenset()) - a.kws.get(i, frozenset())]
    if do == "cardt8_name_special":
        return []  # (named only: the step after it shows what it named)
    if do == "cardt8_lose_named":
        return [] if lost else ["lose the special effect named: no card lost it"]
    if do == "cardt8_lose_one":
        if any(b.zone[i] in field and a.zone[i] == st.JUNK for i in range(n)) and not lost:
            return []  # 「…にダメージを与える。その場合、対象が持つ…」: the damage destroyed it first
        if step["what"] == "used_all":  # every card it reached has none of its printed texts with a timing left
            from .stats import abilities

            hit = [c for e in a.events if e.kind == "grant" and e.text["en"].endswith("lost its used texts")
                   for c in e.cards]
            kept = [i for i in hit if any(x.kind == "activated" and x.keyword is None and x.index < 300
                                          for x in abilities(s, i))]
            return [f"lose used texts: card {kept[0]} kept one"] if kept else [] if hit else [
                "lose used texts: no card reached"]
        if step["what"] == "all":
            return [] if any(a.zone[i] in field and _text_lost(s, i) for i in range(n)) else [
                "lose all texts: no card lost them"]
        return [] if lost else [f"lose one {step['what']}: no card lost a special effect"]
    if not lost:
        return []  # nothing was taken (the step before took a text, not a special effect): nothing to give
    went = {k for i in lost for k in b.kws.get(i, frozenset()) - a.kws.get(i, frozenset())}
    given = [g[0] for g in s.grants if g[2] == "keyword" and g[0] not in lost and g[1] == s.stamp[g[0]]
             and (g[3][0] if isinstance(g[3], tuple) else g[3]) in went]  # (a unit may have had it already)
    return [] if any(k in a.kws.get(i, frozenset()) for i in given for k in went) else [
        "gain the lost special effect: no card gained it"]
