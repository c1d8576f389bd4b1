"""Issue 14, family Z6: zones and moves, round 2. Each construct is compiled, printed back to the same text and played
in the engine. Every text here is original, written in the controlled style of card lists (never official text).
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.games.nexa import state as st
from engine.games.nexa.scenario import Scenario
from engine.games.nexa.textc import compile_text, normalise, round_trip

from .helpers import ability_of as _ability
from .helpers import board, do, resolve_cut, tokens, unit


def _answer_all(sc: Scenario, pick: Any = lambda toks: toks[0]) -> None:
    """Resolve what is pending, answering each question with `pick(tokens)`."""
    for _ in range(40):
        toks = tokens(sc)
        d = sc.game.decision(sc.state, labels=False)
        if d is None:
            return
        if sc.state.cut and "pass" in toks:
            resolve_cut(sc)
        elif d.kind not in ("priority", "sortie") and toks:
            do(sc, pick(toks), player=d.player)
        else:
            return


# ---- 「…の上のカードN枚までを廃棄する」 (R-400) ----------------------------------------------------------------------

_UPTO_HOME = "（常時）：敵軍本国の上のカード３枚までを廃棄する。"
_UPTO_DISCARD_X = "（戦闘フェイズ）〔１〕：敵軍捨て山の上のカードX枚までを廃棄する。Xの値は、自軍Gの枚数と同じとする。"


@pytest.mark.parametrize("text", [_UPTO_HOME, _UPTO_DISCARD_X])
def test_upto_top_prints_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_r400_upto_n_reads_one_to_n() -> None:
    assert normalise(_UPTO_HOME) == normalise("（常時）：敵軍本国の上のカード１～３枚を廃棄する。")
    assert compile_text(_UPTO_HOME).ability["effect"][0]["count"] == {"upto": 3}


@pytest.mark.parametrize("answer, milled", [(0, 1), (1, 2), (2, 3)])
def test_p61_r400_the_player_mills_one_to_n_of_the_enemy_home(answer: int, milled: int) -> None:
    """P61: the top cards of the enemy's home go to its junkyard; how many (one to N) is the player's choice."""
    me = unit("M", abilities=[_ability(_UPTO_HOME)])
    sc = board([me, unit("T")], {"deploy": [{"card": "M", "id": "m"}], "gzone": ["M"] * 2}, {"home": ["T"] * 5},
               point="attack", g_played=True)
    s = sc.state
    do(sc, "act:$m:0", player=0)
    _answer_all(sc, lambda toks: f"opt:{answer}" if f"opt:{answer}" in toks else toks[0])
    assert len(s.place(1, st.HOME)) == 5 - milled
    assert len(s.place(1, st.JUNK)) == milled


@pytest.mark.parametrize("gs, most", [(1, 1), (3, 3)])
def test_p61_r400_x_bounds_the_enemy_discard_pile_cards_milled(gs: int, most: int) -> None:
    me = unit("M", abilities=[_ability(_UPTO_DISCARD_X)])
    sc = board([me, unit("T")], {"deploy": [{"card": "M", "id": "m"}], "gzone": ["M"] * gs},
               {"discard": ["T"] * 5}, point="attack", g_played=True)
    s = sc.state
    do(sc, "act:$m:0", player=0)
    _answer_all(sc, lambda toks: [t for t in toks if t.startswith("opt")][-1] if any(
        t.startswith("opt") for t in toks) else toks[0])
    assert len(s.place(1, st.DISCARD)) == 5 - most


# ---- 「自軍手札全てを、自軍ハンガーに移す」 ---------------------------------------------------------------------------

_HAND_ALL = "『起動』：このカードが場に出た場合、自軍手札全てを、自軍ハンガーに移す。"


def test_hand_all_prints_back_the_same_text() -> None:
    compiled, exact, blocker = round_trip(_HAND_ALL)
    assert compiled is not None and exact, blocker


def test_the_whole_enemy_hand_is_not_read_as_the_own() -> None:
    compiled, exact, _ = round_trip("『起動』：このカードが場に出た場合、敵軍手札全てを、自軍ハンガーに移す。")
    assert compiled is None and not exact


def test_p62_every_card_of_the_own_hand_goes_to_the_own_hangar() -> None:
    """P62: the hand's cards, all of them, go to the player's hangar; the enemy's hand stays."""
    me = unit("M", abilities=[_ability(_HAND_ALL)])
    sc = board([me, unit("T")], {"hand": ["M", "T", "T"], "gzone": ["M"] * 3}, {"hand": ["T"] * 2},
               point="deploy", g_played=True)
    s = sc.state
    m = s.place(0, st.HAND)[0]
    do(sc, f"play:{m}" if f"play:{m}" in tokens(sc) else [t for t in tokens(sc) if t.startswith("play")][0], player=0)
    _answer_all(sc)
    assert s.zone[m] != st.HAND
    assert not s.place(0, st.HAND) and len(s.place(0, st.HANGAR)) == 2
    assert len(s.place(1, st.HAND)) == 2


# ---- 「…を、持ち主の、本国、または捨て山の上に移す」 (R-401) ---------------------------------------------------------

_ONTO_PILE = "（常時）〔２〕：敵軍ユニット１枚を、持ち主の、本国、または捨て山の上に移す。"


def test_onto_pile_prints_back_the_same_text() -> None:
    compiled, exact, blocker = round_trip(_ONTO_PILE)
    assert compiled is not None and exact, blocker
    assert compiled.ability["effect"] == [{"do": "cardz6_onto_pile", "target": "t1"}]


@pytest.mark.parametrize("answer, place", [("opt:0", st.HOME), ("opt:1", st.DISCARD)])
def test_p61_r401_the_controller_puts_the_card_on_its_owners_home_or_discard_pile(answer: str, place: int) -> None:
    """P61: the card goes to a place of its owner (the enemy's), on top; the player who plays the text picks which."""
    me = unit("M", abilities=[_ability(_ONTO_PILE)])
    sc = board([me, unit("T")], {"deploy": [{"card": "M", "id": "m"}], "gzone": ["M"] * 3},
               {"deploy": [{"card": "T", "id": "t"}], "home": ["T"] * 3}, point="attack", g_played=True)
    s = sc.state
    t = sc.iid("t")
    do(sc, "act:$m:0", player=0)
    _answer_all(sc, lambda toks: answer if answer in toks else toks[0])
    assert s.zone[t] == place and s.zseat[t] == 1
    assert s.place(1, place)[-1] == t  # on top


# ---- 「…は、自分の本国と、自分の捨て山の上のカード合計N枚を、可能な限り廃棄する」 (R-402) ------------------------------

_PILES_ALL = "（常時）：全ての軍は、自分の本国と、自分の捨て山の上のカード合計３枚を、可能な限り廃棄する。"
_PILES_ENEMY = "（常時）〔１〕：敵軍は、自分の本国と自分の捨て山の上のカード合計３枚を、可能な限り廃棄する。"


@pytest.mark.parametrize("text", [_PILES_ALL, _PILES_ENEMY])
def test_piles_total_prints_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def _piles_board(text: str, own: tuple[int, int], enemy: tuple[int, int]) -> Scenario:
    me = unit("M", abilities=[_ability(text)])
    return board([me, unit("T")], {"deploy": [{"card": "M", "id": "m"}], "gzone": ["M"] * 2,
                                   "home": ["T"] * own[0], "discard": ["T"] * own[1]},
                 {"home": ["T"] * enemy[0], "discard": ["T"] * enemy[1]}, point="attack", g_played=True)


@pytest.mark.parametrize("answer, home_left, discard_left", [("opt:0", 5, 0), ("opt:1", 4, 1), ("opt:2", 3, 2)])
def test_p61_r402_the_enemy_says_how_many_come_from_its_home(answer: str, home_left: int, discard_left: int) -> None:
    """P61: three cards all told; with two in the discard pile, one to three come from the home, the enemy's choice."""
    sc = _piles_board(_PILES_ENEMY, (6, 2), (6, 2))
    s = sc.state
    do(sc, "act:$m:0", player=0)
    _answer_all(sc, lambda toks: answer if answer in toks else toks[0])
    assert (len(s.place(1, st.HOME)), len(s.place(1, st.DISCARD)), len(s.place(1, st.JUNK))) == (
        home_left, discard_left, 3)
    assert (len(s.place(0, st.HOME)), len(s.place(0, st.DISCARD))) == (6, 2)  # the own piles stay


def test_p61_r402_every_player_takes_n_the_controller_first() -> None:
    """Each player: three cards told; an empty discard pile leaves no choice (three from the home, none asked), and the
    enemy, asked, takes as few from its home as its discard pile allows (the first answer: two, then one)."""
    sc = _piles_board(_PILES_ALL, (5, 0), (4, 1))
    s = sc.state
    do(sc, "act:$m:0", player=0)
    _answer_all(sc)
    assert (len(s.place(0, st.HOME)), len(s.place(0, st.JUNK))) == (2, 3)
    assert (len(s.place(1, st.HOME)), len(s.place(1, st.DISCARD)), len(s.place(1, st.JUNK))) == (2, 0, 3)


# ---- 「全ての本国、または全ての捨て山の上のカードN枚を廃棄する」 ----------------------------------------------------------

_ALL_PILES_OR = "（常時）：全ての本国、または全ての捨て山の上のカード２枚を廃棄する。"


def test_all_piles_or_prints_back_the_same_text() -> None:
    compiled, exact, blocker = round_trip(_ALL_PILES_OR)
    assert compiled is not None and exact, blocker


@pytest.mark.parametrize("answer, zone", [("mode:0", st.HOME), ("mode:1", st.DISCARD)])
def test_p61_every_home_or_every_discard_pile_loses_its_top_cards(answer: str, zone: int) -> None:
    """P61: the player picks the kind of pile; each player's pile of that kind sends its top two to its junkyard."""
    me = unit("M", abilities=[_ability(_ALL_PILES_OR)])
    sc = board([me, unit("T")], {"deploy": [{"card": "M", "id": "m"}], "gzone": ["M"] * 2, "home": ["T"] * 5,
                                 "discard": ["T"] * 5},
               {"home": ["T"] * 5, "discard": ["T"] * 5}, point="attack", g_played=True)
    s = sc.state
    do(sc, "act:$m:0", answer, player=0)  # (the mode is said as the text is played)
    _answer_all(sc, lambda ts: answer if answer in ts else ts[0])
    other = st.DISCARD if zone == st.HOME else st.HOME
    for seat in (0, 1):
        assert (len(s.place(seat, zone)), len(s.place(seat, other)), len(s.place(seat, st.JUNK))) == (3, 5, 2)
