"""Behaviour checks of issue 14 family T, second round (behave.py asks these): what the board must show
after a text of these constructs resolved, and the special effects a 常駐 text gives."""

from __future__ import annotations

from typing import Any

from . import state as st

VERBS = frozenset(("lose_text", "grant_either", "lose_mods", "side_picks", "to_unit_area", "grant_keywords", "sequence"))


def expect_step(step: dict[str, Any], b: Any, a: Any, sc: Any) -> list[str] | None:
    """What differs from the printed step (an empty list when it shows), or None for another verb."""
    from .stats import _text_lost, keywords

    do = step["do"]
    if do == "grant_either":  # one of the special effects, picked by the player, on the target
        if not any(any(k in kws and k not in b.kws.get(i, frozenset()) for k in step["keywords"])
                   for i, kws in a.kws.items()):
            return [f"grant one of {step['keywords']}: nobody gained one"]
        return []
    if do == "grant_keywords":  # each special effect, on one card
        if not any(all(k in kws and k not in b.kws.get(i, frozenset()) for k in step["keywords"])
                   for i, kws in a.kws.items()):
            return [f"grant {step['keywords']}: nobody gained them all"]
        return []
    if do == "to_unit_area":  # a unit went into a battle area where units are, in its side's squad there
        from .stats import area_of, squad_index

        s = sc.state
        went = [i for i in range(len(s.zone)) if b.zone[i] == st.DEPLOY and a.zone[i] == st.BATTLE]
        if not went:
            return ["to a battle area with units: no unit went"]
        for i in went:
            area = area_of(s, i)
            others = [u for u in range(len(s.zone)) if u != i and a.zone[u] == st.BATTLE and area_of(s, u) == area]
            if not others or squad_index(s, i) % 2 != s.ctrl[i]:
                return [f"to a battle area with units: card {i} is alone or in another side's squad"]
            if step.get("with") == "enemy" and not any(s.ctrl[u] not in (s.ctrl[i], -1) for u in others):
                return [f"to a battle area with enemy units: card {i} is in one without"]
            if step.get("position") == "back" and s.squads[squad_index(s, i)][-1:] != [i]:
                return [f"to a battle area: card {i} is not at the back of its squad"]
            if step.get("rolled") is False and a.rolled[i]:
                return [f"to a battle area with units: card {i} is not rerolled"]
        return []
    if do == "side_picks":  # that side's own cards, as many as it says, destroyed / discarded / back in the hand
        s = sc.state
        seat = 0 if step["side"] == "own" else 1
        field = (st.DEPLOY, st.BATTLE, st.SET)
        mine = [i for i in range(len(s.zone)) if b.zone[i] in field and s.owner[i] == seat]
        if step["then"] == "roll":  # family Z3: that side's own cards (Gs too) rolled
            fresh = [i for i in range(len(s.zone)) if b.zone[i] in (*field, st.GZONE) and s.owner[i] == seat
                     and not b.rolled[i]]
            rolled = [i for i in fresh if a.rolled[i]]
            if len(rolled) < min(step["count"], 1 if fresh else 0):
                return [f"{step['side']} picks {step['count']} to roll: {len(rolled)} did"]
            return []
        if step["then"] == "destroy":
            hit = [i for i in mine if (a.destroyed[i] and not b.destroyed[i]) or a.zone[i] == st.JUNK]
        else:
            hit = [i for i in mine if a.zone[i] == (st.JUNK if step["then"] == "discard" else st.HAND)]
        if len({i for i in hit if s.zone[i] != st.SET or i not in hit}) < min(step["count"], len(mine)):
            return [f"{step['side']} picks {step['count']} to {step['then']}: {len(hit)} did"]
        return []
    if do == "lose_mods":  # the target's battle values are its printed ones; a character adds nothing
        from .stats import char_mods, mods_lost, stats

        s = sc.state
        lost = [i for i in range(len(s.zone)) if s.zone[i] in (st.DEPLOY, st.BATTLE, st.SET) and mods_lost(s, i)]
        if not lost and any(b.zone[i] in (st.DEPLOY, st.BATTLE) and a.zone[i] == st.JUNK for i in range(len(s.zone))):
            return []  # 「…にXダメージを与える。その場合、対象は…失う」: the damage destroyed it first
        if not lost:
            return ["lose 戦闘修正: no card lost them"]
        for i in lost:
            printed = tuple(max(v, 0) for v in (s.defs[i].stats or (0, 0, 0)))
            now = char_mods(s, i) if s.defs[i].type == "character" else stats(s, i)
            if now != ((0, 0, 0) if s.defs[i].type == "character" else printed):
                return [f"lose 戦闘修正: card {i} has {now}"]
        return []
    if do == "lose_text":  # the target has lost its texts: its printed special effects are gone (P72)
        s = sc.state
        lost = [i for i in range(len(s.zone)) if s.zone[i] in (st.DEPLOY, st.BATTLE, st.SET) and _text_lost(s, i)]
        if not lost:
            return ["lose texts: no card lost its texts"]
        kept = [i for i in lost if set(dict(s.defs[i].keywords)) & set(keywords(s, i))]
        return [f"lose texts: card {kept[0]} kept its special effects"] if kept else []
    return None


def picks_static(a: dict[str, Any]) -> bool:
    """A 常駐 text giving special effects without a condition: the cards it names are read on the board."""
    return a["kind"] in ("static", "constant") and all(
        c.get("apply") in ("keyword", "trait") and "condition" not in c for c in a["continuous"])


def named_by(sc: Any, me: int, c: dict[str, Any]) -> list[int]:
    """The cards a 常駐 application names on the generated board: this card's host for `self`, else its targets."""
    from .stats import host_of
    from .targets import candidates

    s = sc.state
    return [host_of(s, me)] if c["target"] == "self" else candidates(s, c["target"], 0, me, by_effect=False)


def check_static_keywords(sc: Any, me: int, ab: dict[str, Any]) -> tuple[str, str]:
    """(status, detail): every card the text names has the special effect, others of the side do not gain it."""
    from .stats import gained_trait, keywords
    from .targets import candidates

    s = sc.state
    for c in ab["continuous"]:
        named = named_by(sc, me, c)
        if not named:
            return "unchecked", "no card the 常駐 text names on the generated board"
        if c["apply"] == "trait":  # the cards it names have the trait; a selector asking for it finds them
            lacking = [i for i in named if not gained_trait(s, i, c["trait"])]
            found = candidates(s, {"trait": c["trait"], "count": "all"}, 0, me, by_effect=False)
            if lacking or not set(named) <= set(found):
                return "failed", f"trait {c['trait']}: card {(lacking or named)[0]} lacks it"
            continue
        missing = [i for i in named if c["keyword"] not in keywords(s, i)]
        if missing:
            return "failed", f"keyword {c['keyword']}: card {missing[0]} lacks it"
        others = [i for i in range(len(s.zone)) if s.zone[i] in (st.DEPLOY, st.BATTLE) and i not in named
                  and c["keyword"] in keywords(s, i) and c["keyword"] not in dict(s.defs[i].keywords)]
        if others:
            return "failed", f"keyword {c['keyword']}: card {others[0]} gained it unnamed"
    return "behaved", ""


def alone(card: dict[str, Any], index: int) -> tuple[dict[str, Any], int]:
    """The card with only the triggered text `index` among its triggered texts, when that text has a
    condition: another text heard at the same event must not pass for it (「…赤の…にセットされた場合」 and
    「…青の…にセットされた場合」 on one card); (card, the text's index in it)."""
    abilities = card.get("abilities", [])
    if not (0 <= index < len(abilities)) or abilities[index]["kind"] != "triggered" or "condition" not in abilities[index]:
        return card, index
    keep = [j for j, a in enumerate(abilities) if j == index or a["kind"] != "triggered"]
    return {**card, "abilities": [abilities[j] for j in keep]}, keep.index(index)


def host_colour(a: dict[str, Any]) -> str | None:
    """The colour a text's host must have (「このカードがプレイされて赤のロールコストを持つ自軍ユニットに
    セットされた場合」): the own units of the generated board are of that colour."""
    cond = a.get("condition")
    sel = cond.get("exists") if isinstance(cond, dict) and set(cond) == {"exists"} else None
    if not isinstance(sel, dict) or sel.get("host") is not True:
        return None
    colour = sel.get("roll_colour", sel.get("gsign_colour"))
    return str(colour) if colour else None


def command_filler(colour: str) -> dict[str, Any]:
    """A command of one roll cost of `colour` that draws a card: played for a text watching commands
    (「自軍コマンドがプレイされて解決された場合」)."""
    return {"number": f"BH-cmd-{colour}", "name": {"ja": "試験指令", "en": "Test order"}, "type": "command",
            "colours": [colour], "cost": {"total": 1, "roll": {colour: 1}},
            "abilities": [{"kind": "play", "text": {"ja": "（常時）：カード1枚を引く。", "en": "draw"},
                           "timing": {"when": "any"}, "effect": [{"do": "draw", "side": "own", "count": 1}]}]}


def moves_itself(a: dict[str, Any]) -> bool:
    """A text moving this card (or its set group's unit) into a battle area: the card waits in the deploy
    area on the generated board, so that the move shows (a unit in a battle area moves only to the other)."""
    def walk(steps: list[dict[str, Any]]) -> bool:
        return any((x["do"] == "to_unit_area" and (x.get("target") == "self" or (
            isinstance(x.get("target"), dict) and x["target"].get("group")))) or walk(x.get("steps", []))
            for x in steps)
    return walk(a.get("effect", []))


def as_g_text(a: dict[str, Any]) -> bool:
    """A text played while this card is a G (「このカードがGである場合」): the card waits in the own G zone."""
    cond = a.get("condition")
    if not isinstance(cond, dict):
        return False
    parts = cond.get("all", [cond]) if set(cond) == {"all"} else [cond]
    return any(p == {"self_in": "gzone"} for p in parts if isinstance(p, dict))
