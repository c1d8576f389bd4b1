"""Behaviour checks of issue 14 family K3 (behave.py asks these): what the board must show after a text of
these constructs resolved."""

from __future__ import annotations

from typing import Any

from . import state as st

VERBS = frozenset(("modify_lose", "lose_specials", "grant_trait", "look_hand"))


def last_rerolled_g(s: Any, iid: int) -> int:
    """The last rerolled G of the side whose G `iid` is: the one a text rolls on the generated board, so that the
    cost's payment (pay:auto takes the first Gs) does not roll the target first."""
    gs = [i for i in range(len(s.zone)) if s.zone[i] == st.GZONE and s.owner[i] == s.owner[iid] and not s.rolled[i]]
    return gs[-1] if gs else -1


def expect_step(step: dict[str, Any], b: Any, a: Any, sc: Any, every: list[dict[str, Any]]) -> list[str] | None:
    """What differs from the printed step (an empty list when it shows), or None for another verb."""
    if step["do"] == "modify_lose":  # the change as `modify` shows it, and every special effect gone from the card
        from .behave import _expect

        out = _expect([{"do": "modify", "target": step["target"], "stats": step["stats"],
                        "until": step.get("until", "turn_end")}], b, a, sc, every)
        had = [i for i, kws in b.kws.items() if set(step["keywords"]) & kws]
        if not had:
            return out + ["lose special effects: no card had one to lose"]
        changed = [i for i in had if a.stats.get(i) != b.stats.get(i)]
        kept = [i for i in changed if set(step["keywords"]) & a.kws.get(i, frozenset())]
        if not changed:
            return out + ["lose special effects: the card changed is not one that had them"]
        return out + ([f"lose special effects: card {kept[0]} kept one"] if kept else [])
    if step["do"] == "look_hand":  # the player was shown every card of that hand, and only them
        seat = 0 if step["side"] == "own" else 1
        hand = {i for i in range(len(b.zone)) if b.zone[i] == st.HAND and sc.state.owner[i] == seat}
        seen = [set(e.cards) for e in a.events if e.kind == "look"]
        if hand not in seen:
            return [f"look at the {step['side']} hand: shown {seen[0] if seen else 'nothing'}"]
        return []
    if step["do"] == "grant_trait":  # a card gained the trait; a selector asking for it finds that card
        from .stats import gained_trait
        from .targets import candidates

        s = sc.state
        got = [i for i in range(len(s.zone)) if s.zone[i] in (st.DEPLOY, st.BATTLE, st.SET) and any(
            g[0] == i and g[2] == "trait" and g[3] == step["trait"] for g in s.grants)]
        if not got:
            return [f"grant trait {step['trait']}: no card gained it"]
        found = candidates(s, {"trait": step["trait"], "count": "all"}, 0, sc.iid("me"), by_effect=False)
        missing = [i for i in got if not gained_trait(s, i, step["trait"]) or (
            s.zone[i] != st.SET and i not in found)]
        return [f"grant trait {step['trait']}: card {missing[0]} is not found by it"] if missing else []
    if step["do"] == "lose_specials":  # the cards it reached have no special effect left (their printed ones gone)
        from .stats import keywords
        from .vocabulary import KEYWORDS

        s = sc.state
        lost = [i for i in range(len(s.zone)) if s.zone[i] in (st.DEPLOY, st.BATTLE) and all(
            any(g[0] == i and g[1] == s.stamp[i] and g[2] == "lose_keyword" and g[3] == k for g in s.grants)
            for k in KEYWORDS)]
        if not lost:
            return ["lose all special effects: no card lost them"]
        kept = [i for i in lost if keywords(s, i)]
        return [f"lose all special effects: card {kept[0]} kept {sorted(keywords(s, kept[0]))}"] if kept else []
    return None


def picks_lose_static(a: dict[str, Any]) -> bool:
    """A 常駐 text taking special effects away without a condition: the cards it names are read on the board."""
    return a["kind"] == "static" and bool(a["continuous"]) and all(
        c.get("apply") == "lose_keyword" and "condition" not in c for c in a["continuous"])


def check_lose_static(sc: Any, me: int, ab: dict[str, Any]) -> tuple[str, str]:
    """(status, detail): no card the text names has the special effect; a card it does not name keeps its own."""
    from .behave_t2 import named_by
    from .stats import keywords

    s = sc.state
    for c in ab["continuous"]:
        named = named_by(sc, me, c)
        if not named:
            return "unchecked", "no card the 常駐 text names on the generated board"
        if not any(c["keyword"] in dict(s.defs[i].keywords) for i in named):
            return "unchecked", "no card the 常駐 text names has the special effect"
        kept = [i for i in named if c["keyword"] in keywords(s, i)]
        if kept:
            return "failed", f"lose {c['keyword']}: card {kept[0]} kept it"
        others = [i for i in range(len(s.zone)) if s.zone[i] in (st.DEPLOY, st.BATTLE) and i not in named
                  and c["keyword"] in dict(s.defs[i].keywords) and c["keyword"] not in keywords(s, i)]
        if others:
            return "failed", f"lose {c['keyword']}: card {others[0]} lost it unnamed"
    return "behaved", ""
