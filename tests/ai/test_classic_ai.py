"""How Sortie plays classic Gundam War (issue 15): the moves a player would notice it making or missing.

Positions are built by hand (tests/classic/helpers.py); the AI decides from its information state
only (`decide_for`), with the default budget and a fixed seed, so each choice is reproducible.
"""

from __future__ import annotations

import pytest

from engine.ai import decide_for
from engine.games.classic import flow
from engine.games.classic.ai import ai_tokens
from engine.games.classic.game import ClassicGame
from tests.classic.helpers import Pos

GAME = ClassicGame()


def _attack_position(home: int) -> Pos:
    """Turn page 4-1-3 (自軍攻撃ステップ): seat 0's Gundam Mk-II (B09, 3/3/4) is rerolled; seat 1's only
    unit is rolled, so nothing can block (4-2-3 takes rerolled units only) and an attack hits the 本国
    (4-3-3)."""
    pos = Pos(step="4-1-2", active=0, turn=7, home=home)
    pos.gs(0, "blue", 3)
    pos.gs(1, "blue", 3)
    pos.add(0, "B09", "deploy", "mk2")
    pos.add(1, "B04", "deploy", "tired", rolled=True)
    pos.free()
    pos.pass_until("4-1-3")
    return pos


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_hard_attacks_when_nothing_can_block(seed: int) -> None:
    """An unblockable attack costs nothing and takes 3 cards off the enemy 本国: hard sends the unit."""
    pos = _attack_position(home=20)
    seat, kind, _ = flow.pending(pos.s) or (None, None, None)
    assert (seat, kind) == (0, "attack")
    choice = decide_for(GAME, pos.s, 0, "hard", seed=seed)
    assert choice.token.startswith(f"sortie:{pos.ids['mk2']}:")


@pytest.mark.parametrize("seed", [1, 2])
def test_hard_attacks_for_lethal_and_wins(seed: int) -> None:
    """With 3 cards left in the enemy 本国, the unblocked attack wins the game (an empty 本国 loses)."""
    pos = _attack_position(home=3)
    for n in range(60):
        p = flow.pending(pos.s)
        if p is None:
            break
        tok = decide_for(GAME, pos.s, 0, "hard", seed=seed * 100 + n).token if p[0] == 0 else \
            ("sortie:done" if p[1] in ("attack", "defend") else "pass" if "pass" in p[2] else p[2][0])
        pos.do(p[0], tok)
    assert pos.s.winner == 0 and pos.s.reason == "home_empty"


def test_copies_of_a_card_in_hand_are_searched_once() -> None:
    """Two copies of a G in the hand are the same move: search weighs it once (and the other card apart)."""
    pos = Pos(step="3-2", active=0, turn=5)
    a = pos.add(0, "G-blue", "hand")
    b = pos.add(0, "G-blue", "hand")
    c = pos.add(0, "G-red", "hand")
    toks = [f"play:{a}:x:n", f"play:{b}:x:n", f"play:{c}:x:n", "pass"]
    assert ai_tokens(pos.s, toks) == [f"play:{a}:x:n", f"play:{c}:x:n", "pass"]


def test_a_g_is_laid_first_in_the_main_phase_without_search() -> None:
    """Turn page 3-2 (配備フェイズ): with a G in the hand, hard lays it (its power only helps, one G a
    turn) before anything else, and that step costs no search."""
    pos = Pos(step="3-2", active=0, turn=5)
    pos.gs(0, "blue", 2)
    pos.add(0, "G-blue", "hand", "g")
    pos.add(0, "B04", "hand", "unit")
    pos.free()
    toks = pos.tokens(0)
    assert len(toks) > 2
    choice = decide_for(GAME, pos.s, 0, "hard", seed=1)
    assert choice.token == f"play:{pos.ids['g']}:x:n" and choice.iterations == 0
