"""Family O9's behaviour checks (behave.py asks expect_step for its verbs)."""

from __future__ import annotations

from typing import Any, Final

VERBS: Final = frozenset(("cardo9_squad_to_home",))


def expect_step(step: dict[str, Any], b: Any, a: Any, sc: Any) -> list[str] | None:
    """What differs from the printed step (an empty list when it shows), or None for another verb."""
    do = step["do"]
    if do not in VERBS:
        return None
    from . import state as st
    from .cardo9steps import ENEMY_HOME
    from .damageto import SQUAD_GRANT

    s = sc.state
    marked = [g[0] for g in s.grants if g[2] == SQUAD_GRANT and g[3] == ENEMY_HOME and g[1] == s.stamp[g[0]]]
    if any(a.zone[i] == st.BATTLE for i in marked):
        return []
    seat = s.ctrl[sc.iid("me")]
    if not any(a.zone[i] == st.BATTLE and s.ctrl[i] == seat for i in range(len(s.zone))):
        return []  # no own unit in a battle area: no squad to mark
    return [f"cardo9_squad_to_home: no squad marked ({marked})"]
