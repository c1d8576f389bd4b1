"""Behaviour checks of issue 14 family K8 (behave.py asks these): what the board must show after a text of these
constructs resolved."""

from __future__ import annotations

from typing import Any, Final

from . import state as st

VERBS: Final = frozenset(("lose_keyword", "replace_by", "kw_retarget", "lose_stat_mods"))


def expect_step(step: dict[str, Any], b: Any, a: Any, sc: Any) -> list[str] | None:
    """What differs from the printed step (an empty list when it shows), or None for another verb."""
    if step["do"] == "lose_stat_mods":  # a card reached shows that value as printed (the others as they were)
        from .stats import stats

        s = sc.state
        k = ("melee", "shooting", "defence").index(step["stat"])
        got = [i for i in range(len(s.zone)) if s.zone[i] in (st.DEPLOY, st.BATTLE) and any(
            g[0] == i and g[1] == s.stamp[i] and g[2] == "lose_stat_mods" and g[3] == k for g in s.grants)]
        if not got:
            return [f"lose {step['stat']} modifications: no card lost them"]
        printed = s.defs[got[0]].stats or (0, 0, 0)
        if stats(s, got[0])[k] != max(printed[k], 0):
            return [f"lose {step['stat']} modifications: card {got[0]} shows {stats(s, got[0])[k]}, printed {printed[k]}"]
        return []
    if step["do"] == "kw_retarget":  # a card reached has the special effect's text declaring the new selector now
        from .keywords import KEYWORD_INDEX_BASE
        from .stats import abilities

        s = sc.state
        got = [i for i in range(len(s.zone)) if s.zone[i] in (st.DEPLOY, st.BATTLE) and any(
            g[0] == i and g[1] == s.stamp[i] and g[2] == "kw_target" and g[3][0] == step["keyword"] for g in s.grants)]
        if not got:
            return [f"kw_retarget {step['keyword']}: no card's text was changed"]
        texts = [a for a in abilities(s, got[0]) if a.index >= KEYWORD_INDEX_BASE and a.keyword == step["keyword"]]
        if not texts or texts[0].targets[0][1] != step["to"]:
            return [f"kw_retarget {step['keyword']}: the text declares {texts[0].targets if texts else 'nothing'}"]
        return []
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


def picks_area_ban(a: dict[str, Any]) -> bool:
    """A 常駐 text banning sorties into this card's battle area (cardk8rules.py): check_area_ban reads it."""
    return a["kind"] == "static" and bool(a.get("continuous")) and all(
        c.get("apply") == "area_ban" and "condition" not in c for c in a["continuous"])


def check_area_ban(card: dict[str, Any], ab: dict[str, Any]) -> tuple[str, str]:
    """The card in space (a character set on an own unit there): a banned side's unit that fits may not sortie to space
    but may to earth; a squad of the size named fails its sortie into space (P32, P70; R-501)."""
    from .battle import perform_sortie, sortie_options
    from .scenario import Scenario

    me = {**card, "abilities": [ab], "keywords": []}
    plain = {"number": "BH-k8-unit", "name": {"ja": "試験機", "en": "Test unit"}, "type": "unit", "colours": ["blue"],
             "cost": {"total": 1, "roll": {"blue": 1}}, "gsign": {"colour": "blue", "series": "0079"},
             "stats": [1, 1, 1], "terrain": ["space", "earth"]}
    here = ({"card": plain["number"], "set": [{"card": card["number"], "id": "me"}]} if card["type"] == "character"
            else {"card": card["number"], "id": "me"})
    diff: list[str] = []
    for c in ab["continuous"]:
        banned = 1 if c["side"] == "enemy" else 0
        players: list[dict[str, Any]] = [{"battle": {"space": [here]}, "home": [plain["number"]] * 10},
                                         {"home": [plain["number"]] * 10}]
        players[banned].setdefault("deploy", []).extend([{"card": plain["number"], "id": f"u{k}"} for k in range(2)])
        sc = Scenario({"name": "k8", "cards": [me, plain], "autopass": [False, False],
                       "setup": {"turn": 3, "attacker": 0, "point": "damage_free1", "players": players}})
        s = sc.state
        u0, u1 = sc.iid("u0"), sc.iid("u1")
        if "unit" in c:  # the test unit (total cost 1, no special effect) is what a ban of cheap units names
            opts = set(sortie_options(s, banned))
            if (1, u0) not in opts:
                diff.append("area_ban: the unit may not go to the other area either")
            if (0, u0) in opts:
                diff.append("area_ban: the unit may still sortie into this card's area")
        if "squad_of" in c:
            size = int(c["squad_of"])
            if size != 1:
                diff.append("area_ban: squad size not generated")
                continue
            s.sortie_draft = [[u0], []]
            perform_sortie(s, banned)
            if s.zone[u0] != st.DEPLOY:
                diff.append("area_ban: a squad of one unit sortied into this card's area")
            s.sortie_draft = [[], [u1]]
            perform_sortie(s, banned)
            if s.zone[u1] != st.BATTLE:
                diff.append("area_ban: a squad of one unit did not sortie into the other area")
    return ("failed" if diff else "behaved"), "; ".join(diff)
