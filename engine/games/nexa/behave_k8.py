"""Behaviour checks of issue 14 family K8 (behave.py asks these): what the board must show after a text of these
constructs resolved."""

from __future__ import annotations

from typing import Any, Final

from . import state as st

VERBS: Final = frozenset(("lose_keyword", "replace_by"))


def expect_step(step: dict[str, Any], b: Any, a: Any, sc: Any) -> list[str] | None:
    """What differs from the printed step (an empty list when it shows), or None for another verb."""
    if step["do"] == "replace_by":  # a card off the field is where this card was, in its roll state; this card went to
        # the place that card came from (P77, R-23)
        s = sc.state
        me = sc.iid("me")
        came = [i for i in range(len(b.zone)) if b.zone[i] in (st.JUNK, st.HAND, st.HANGAR) and a.zone[i] == b.zone[me]]
        if not came or a.zone[me] != b.zone[came[0]]:
            return ["replace_by: no card took this card's place"]
        if s.rolled[came[0]] != b.rolled[me]:
            return ["replace_by: the card came in another roll state"]
        return []
    if step["do"] == "lose_keyword":  # 「…は、ターン終了時まで、「速攻」を失う」: a card reached lost it, and has it no more
        from .stats import has_keyword

        s = sc.state
        k = step["keyword"]
        lost = [i for i in range(len(s.zone)) if s.zone[i] in (st.DEPLOY, st.BATTLE, st.SET) and any(
            g[0] == i and g[1] == s.stamp[i] and g[2] == "lose_keyword" and g[3] == k for g in s.grants)]
        if not lost:
            return [f"lose {k}: no card lost it"]
        kept = [i for i in lost if has_keyword(s, i, k)]
        return [f"lose {k}: card {kept[0]} still has it"] if kept else []
    return None


def k8_board(a: dict[str, Any], fill: list[dict[str, Any]], own: dict[str, Any]) -> None:
    """「自軍ジャンクヤードにある「A」1枚と、このカードを置き換える」: a unit of that name in the own junkyard."""
    if not any(x.get("do") == "replace_by" for x in a.get("effect", ())):
        return
    for name, sel in a.get("targets", {}).items():
        if isinstance(sel, dict) and sel.get("zone") == "junkyard" and isinstance(sel.get("name"), str):
            base = next(f for f in fill if f["type"] == "unit")
            fill.append({**base, "number": f"BH-k8-{name}", "name": {"ja": sel["name"], "en": sel["name"]}})
            own["junkyard"].append(f"BH-k8-{name}")


def alone_replacing(card: dict[str, Any], index: int) -> tuple[dict[str, Any], int]:
    """A text replacing this card (replace_by) is played without the card's triggered texts: one heard as the generated
    board puts the card in its engaged battle area must not ask its questions first; (card, the text's index in it)."""
    abilities = card.get("abilities", [])
    if not (0 <= index < len(abilities)) or not any(x.get("do") == "replace_by" for x in abilities[index].get("effect", ())):
        return card, index
    keep = [j for j, a in enumerate(abilities) if j == index or a["kind"] != "triggered"]
    return {**card, "abilities": [abilities[j] for j in keep]}, keep.index(index)
