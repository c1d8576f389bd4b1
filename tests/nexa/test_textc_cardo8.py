"""Issue 14, family O8 of the card-text compiler: rule overrides, durations and states (round 3), compiled, printed
back and played.

Every text here is original, written in the controlled style of card lists (never official text).
The rules they pin: P32 and P70 (sorties and moves into a battle area), P68 (triggers), P57 (conditions read on
resolution); docs/rulings.md R-440 and after the decisions.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.games.nexa import state as st
from engine.games.nexa.textc import round_trip

from .helpers import ability_of as _ability
from .helpers import answer_all as _answer_all
from .helpers import board, do, unit

# ---- 「このカードが（戦闘／宇宙／地球）エリアに移動した場合」, 「敵軍ユニットが戦闘エリアに移動した場合」 (P32, P70, R-440) ----

MOVED_TEXTS = [
    "『起動』：このカードが戦闘エリアに移動した場合、カード１枚を引く。",
    "『起動』：このカードが宇宙エリアに移動した場合、カード１枚を引く。",
    "『起動』：このカードが地球エリアに移動した場合、このカードは、ターン終了時まで＋１／＋１／＋１を得る。",
    "『起動』：敵軍ユニットが戦闘エリアに移動した場合、カード１枚を引く。",
    "『起動』：「特徴：試作機」を持つ自軍ユニットが戦闘エリアに移動した場合、カード１枚を引く。",
]


@pytest.mark.parametrize("text", MOVED_TEXTS)
def test_the_moves_into_a_battle_area_print_back(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert compiled.ability["on"] in ("moved_to_battle", "card_moved_to_battle")


def test_the_area_named_is_a_condition_on_this_card() -> None:
    compiled, _, _ = round_trip(MOVED_TEXTS[1])
    assert compiled is not None
    assert compiled.ability["condition"] == {"exists": {"self": True, "area": "space"}}
    watched, _, _ = round_trip(MOVED_TEXTS[3])
    assert watched is not None and watched.ability["of"] == {"side": "enemy", "type": "unit"}


def _hand(sc: Any, seat: int) -> int:
    return len(sc.state.place(seat, st.HAND))


@pytest.mark.parametrize("text, area, drawn", [
    (MOVED_TEXTS[0], "s", 1), (MOVED_TEXTS[0], "e", 1),
    (MOVED_TEXTS[1], "s", 1), (MOVED_TEXTS[1], "e", 0),
])
def test_p32_r440_a_sortie_is_a_move_into_the_battle_area_named(text: str, area: str, drawn: int) -> None:
    """P32 and the rule of moves (an area to another area): a sortie moves this card into a battle area; the area a
    text names is read as the text resolves (P57, ruling R-440)."""
    me = unit("M", abilities=[_ability(text)])
    sc = board([me], {"deploy": [{"card": "M", "id": "m"}], "hand": []}, {}, point="attack_rule")
    do(sc, f"sortie:{area}:$m", "sortie:done", player=0)
    _answer_all(sc)
    assert sc.state.zone[sc.iid("m")] == st.BATTLE
    assert _hand(sc, 0) == drawn


def test_p70_r440_an_enemy_unit_moved_by_an_effect_is_heard() -> None:
    """Ruling R-440: an enemy unit an effect moves from its deploy area into a battle area is heard (P70 部隊への編入);
    the text is the watcher's, not the mover's."""
    watcher = unit("W", abilities=[_ability(MOVED_TEXTS[3])])
    mover = unit("V", abilities=[_ability("（常時）〔１〕：敵軍ユニット１枚を、このカードがいる戦闘エリアに移す。")])
    sc = board([watcher, mover, unit("E")],
               {"deploy": [{"card": "W", "id": "w"}], "battle": {"space": [{"card": "V", "id": "v"}]}, "gzone": ["W"] * 3, "hand": []},
               {"deploy": [{"card": "E", "id": "e"}]}, point="deploy_free")
    do(sc, f"act:{sc.iid('v')}:0", player=0)
    _answer_all(sc)
    assert sc.state.zone[sc.iid("e")] == st.BATTLE
    assert _hand(sc, 0) == 1


def test_r440_an_own_unit_sortieing_is_not_an_enemy_unit_moving() -> None:
    watcher = unit("W", abilities=[_ability(MOVED_TEXTS[3])])
    sc = board([watcher, unit("A")], {"deploy": [{"card": "W", "id": "w"}, {"card": "A", "id": "a"}], "hand": []}, {},
               point="attack_rule")
    do(sc, "sortie:s:$a", "sortie:done", player=0)
    _answer_all(sc)
    assert sc.state.zone[sc.iid("a")] == st.BATTLE and _hand(sc, 0) == 0


def test_r440_a_move_from_one_battle_area_to_the_other_is_heard() -> None:
    """The rule of moves: an area to another area is a move; a unit moved from the space area to the earth area moves
    into a battle area (ruling R-440)."""
    me = unit("M", abilities=[_ability(MOVED_TEXTS[2]),
                              _ability("（常時）〔１〕：このカードが戦闘エリアにいる場合、このカードを、別の戦闘エリアに移す。")])
    sc = board([me], {"battle": {"space": [{"card": "M", "id": "m"}]}, "gzone": ["M"] * 3}, {}, point="deploy_free")
    do(sc, f"act:{sc.iid('m')}:1", player=0)
    _answer_all(sc)
    from engine.games.nexa.stats import area_of, stats

    assert area_of(sc.state, sc.iid("m")) == 1
    assert stats(sc.state, sc.iid("m")) == (3, 3, 3)
