"""Behaviour checks of issue 14 family B5 (behave.py asks these): the board a text of these constructs needs."""

from __future__ import annotations

from typing import Any

from . import state as st


def seed(sc: Any, ab: dict[str, Any]) -> None:
    """A text asking 「自軍部隊が、敵軍部隊に戦闘ダメージを与えている」 (battleb5.py): the units of that side's squads in the
    battle areas dealt battle damage to an enemy squad this turn (State.dealt, as battle.battle_damage records it)."""
    s = sc.state
    me = sc.iid("me")
    if ab.get("wording") == "b5_watched_or":  # 「…が、場に出た、または交戦中となった場合」: the board's setup engaged the
        s.fired = {f for f in s.fired if f[0] != me}  # areas, which the text heard; it is played at the enterer's entry
        s.version += 1
    said = repr(ab.get("condition"))
    if "side_dealt_unit" not in said:
        return
    mine = s.ctrl[me] if s.ctrl[me] >= 0 else 0
    for side, seat in (("own", mine), ("enemy", 1 - mine)):
        if f"'side_dealt_unit': '{side}'" in said:
            for i in range(len(s.zone)):
                if s.zone[i] == st.BATTLE and s.ctrl[i] == seat:
                    s.dealt.add((i, s.stamp[i], 0))
    s.version += 1
