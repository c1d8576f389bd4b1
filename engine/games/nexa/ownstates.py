"""States and events of a text's own card (issue 14, family T): attacking, defending, becoming
engaged, and 「Aと交戦中のB」. The card-text compiler's textc/cardt.py names them; the rules they
read are P32-P33 (出撃), P70 (交戦中のチェック, 「～と交戦中」) and P68 (起動)."""

from __future__ import annotations

from typing import Any, Final

from .state import BATTLE, State
from .stats import area_of, game_cards, host_of

SELF_STATES: Final = ("self_attacking", "self_defending", "self_dealt", "self_squad_units",
                      "self_squad_min")  # family K4


def self_state(s: State, key: str, arg: Any, source: int) -> bool:
    """「このカードが攻撃に出撃している」 / 「…防御に出撃している」: its set group is in a battle area
    on the attacking (defending) side of the turn (P32, P33)."""
    if key == "self_dealt":  # 「このカードの部隊が（敵軍本国に）戦闘ダメージを与えている」 (P71)
        kinds = {"any": (0, 1), "home": (1,), "unit": (0,)}[arg]
        return any((source, s.stamp[source], k) in s.dealt for k in kinds)
    if key == "self_squad_units":  # 「ユニットがN枚のみの部隊にいる」
        h = host_of(s, source)
        q = next((q for q in s.squads if h in q), None)
        return q is not None and s.zone[h] == BATTLE and sum(1 for u in q if u >= 0) == arg
    if key == "self_squad_min":  # 「ユニットN枚以上の部隊にいる」 (family K4)
        h = host_of(s, source)
        q = next((q for q in s.squads if h in q), None)
        return q is not None and s.zone[h] == BATTLE and sum(1 for u in q if u >= 0) >= arg
    h = host_of(s, source)
    if s.zone[h] != BATTLE or area_of(s, h) < 0:
        return not arg
    attacking = s.ctrl[h] == s.attacker
    return bool((attacking if key == "self_attacking" else not attacking) == arg)


def asks_dealt(s: State) -> bool:
    """Does a card of this game ask 「…戦闘ダメージを与えている」? Only then is it recorded (State.dealt),
    so games without such a card keep the state, and the state hash, they always had. Read once
    per card list (stats.game_cards), not at every damage step."""
    return game_cards(s).asks_dealt


def same_place(s: State, iid: int, source: int) -> bool:
    """「このカードと同じエリアにいる」 (ruling R-64): the same battle area as this card, or, when this card
    is in a deploy area, that deploy area (its controller's); set cards are where their unit is (P66)."""
    from .state import DEPLOY

    h, me = host_of(s, iid), host_of(s, source)
    if s.zone[me] == BATTLE:
        a = area_of(s, me)
        return a >= 0 and area_of(s, h) == a
    return s.zone[me] == DEPLOY and s.zone[h] == DEPLOY and s.ctrl[h] == s.ctrl[me]


def newly_engaged(s: State, areas: list[int]) -> None:
    """「このカードが交戦中となった場合」 (P70 交戦中のチェック): every card of both squads of an area
    that has just become engaged hears it, the cards set on the units too (P66)."""
    from .effects import queue_trigger
    from .places import set_cards

    for a in areas:
        for qi in (a * 2, a * 2 + 1):
            for u in list(s.squads[qi]):
                if u >= 0:
                    for c in (u, *set_cards(s, u)):
                        queue_trigger(s, "becomes_engaged", c)
