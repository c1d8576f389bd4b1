"""Issue 14, family S second round: moves to the owner's places, steps that name what an earlier step
did, a text's target changed under a condition. Each construct is compiled, printed back to the same
text and played in the engine. Every text here is original, written in the controlled style of card
lists (never official text).
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.games.nexa import state as st
from engine.games.nexa.scenario import Scenario
from engine.games.nexa.textc import compile_text, round_trip

from .helpers import board, do, resolve_cut, tokens, unit


def _ability(text: str) -> dict[str, Any]:
    return {**compile_text(text).ability, "text": {"ja": text, "en": text}}


def _board(text: str, enemy: list[str], own: list[str] | None = None, point: str = "attack") -> Scenario:
    """This card (s) in the own space area with the own units `own` beside it; enemy units `enemy` in theirs."""
    me = unit("SCOUT", (1, 1, 3), abilities=[_ability(text)])
    names = sorted(set(enemy) | set(own or []))
    return board([me, *(unit(n) for n in names)],
                 {"battle": {"space": [{"card": "SCOUT", "id": "s"}, *({"card": n, "id": n.lower()} for n in own or [])]},
                  "gzone": ["SCOUT"] * 4},
                 {"battle": {"space": [{"card": n, "id": n.lower()} for n in enemy]}}, point=point, g_played=True)


def _play(sc: Scenario, *picks: str) -> None:
    """Play this card's text, choosing `picks` where they are asked (a lone target is declared at once),
    then let the cut resolve."""
    do(sc, "act:$s:0", player=0)
    for pick in picks:
        if sc.token(pick) in tokens(sc):
            do(sc, pick, player=0)
    resolve_cut(sc)


def _behaves(text: str) -> None:
    from engine.games.nexa.behave import check_card
    from engine.games.nexa.importer import import_records

    item = import_records({"cards": [{**unit("S-001"), "text": {"ja": text, "en": ""}}]})[0]
    assert item.card is not None, item.blockers
    verdict = check_card(item.card)
    assert verdict.status == "behaved", verdict.detail


MOVE_TEXTS = [
    "（常時）〔1〕：敵軍ユニット1枚を持ち主の捨て山の上に移す。",
    "（自軍配備フェイズ）：このカードと敵軍ユニット1枚を持ち主の捨て山の上に移す。",
    "（戦闘フェイズ）〔2〕：敵軍ユニット1枚を持ち主のGにする。",
    "（戦闘フェイズ）〔赤1〕：このカードの破壊を無効にする。その場合、このカードを持ち主のGにする。",
]


@pytest.mark.parametrize("text", MOVE_TEXTS)
def test_moves_to_the_owners_places_print_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_p61_an_enemy_unit_goes_on_top_of_its_owners_discard_pile() -> None:
    """「敵軍ユニット1枚を持ち主の捨て山の上に移す」: the enemy's pile, on top (P61), not this player's."""
    sc = _board("（常時）：敵軍ユニット1枚を持ち主の捨て山の上に移す。", ["FOE"])
    _play(sc, "t:$foe")
    foe = sc.iid("foe")
    assert sc.state.zone[foe] == st.DISCARD and sc.state.place(1, st.DISCARD)[-1] == foe


def test_p53_an_enemy_unit_becomes_a_g_of_its_owner() -> None:
    """「持ち主のGにする」: the card becomes a G (P53) in its owner's G zone, not the player's."""
    sc = _board("（常時）：敵軍ユニット1枚を持ち主のGにする。", ["FOE"])
    gs = len(sc.state.place(0, st.GZONE))
    _play(sc, "t:$foe")
    foe = sc.iid("foe")
    assert sc.state.zone[foe] == st.GZONE and foe in sc.state.place(1, st.GZONE)
    assert sc.state.is_g[foe] and len(sc.state.place(0, st.GZONE)) == gs


@pytest.mark.parametrize("text", MOVE_TEXTS[:3])
def test_behaviour_check_compares_moves_to_the_owners_places(text: str) -> None:
    _behaves(text)
