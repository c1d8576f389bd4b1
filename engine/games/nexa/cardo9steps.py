"""Family O9 of issue 14: rule overrides, durations and states, round 4 (textc/cardo9.py builds the steps).

「このターン、交戦中の自軍部隊1つが与える戦闘ダメージは、敵軍部隊の代わりに敵軍本国に与えられる。」 (verb cardo9_squad_to_home):
置き換え (P77) of the battle damage (P74) that squad deals this turn. The step marks a unit of the squad with family O2's
squad mark (damageto.SQUAD_GRANT, "enemy_home"); battle.battle_damage asks damageto.squad_redirect as before and, for an
engaged squad so marked, deals the squad's power to the enemy home instead of the enemy squad (ruling R-520).
"""

from __future__ import annotations

from typing import Final

from .damageto import SQUAD_GRANT
from .effects import Step, resolve_target, verb
from .places import emit, name
from .state import BATTLE, Resolving, State

ENEMY_HOME: Final = "enemy_home"


@verb("cardo9_squad_to_home")
def _squad_to_home(s: State, ctx: Resolving, st: Step) -> None:
    for iid in resolve_target(s, ctx, st["target"])[:1]:
        if s.zone[iid] != BATTLE:
            return
        s.grants.append((iid, s.stamp[iid], SQUAD_GRANT, ENEMY_HOME, st.get("until", "turn_end")))
        s.version += 1
        emit(s, "grant", f"{name(s, iid)}の部隊の戦闘ダメージ: 敵軍本国へ", f"{name(s, iid, 'en')}: status squad_damage {ENEMY_HOME}",
             (iid,))
