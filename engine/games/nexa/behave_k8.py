"""Behaviour checks of issue 14 family K8 (behave.py asks these): what the board must show after a text of these
constructs resolved."""

from __future__ import annotations

from typing import Any, Final

from . import state as st

VERBS: Final = frozenset(("lose_keyword",))


def expect_step(step: dict[str, Any], sc: Any) -> list[str] | None:
    """What differs from the printed step (an empty list when it shows), or None for another verb."""
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
