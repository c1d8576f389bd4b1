"""Issue 14, family C3: set groups and characters (grammar_cardc3.lark, textc/cardc3.py, print_cardc3.py).

Every text here is original, written in the controlled style of card lists (never official text).
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.games.nexa import state as st
from engine.games.nexa.costs import card_cost
from engine.games.nexa.stats import keywords, stats
from engine.games.nexa.textc import compile_text, normalise, print_text, round_trip

from .helpers import board, card, do, resolve_cut, tokens, unit


def _ab(text: str) -> dict[str, Any]:
    return {**compile_text(text).ability, "text": {"ja": text, "en": text}}


def _settle(sc: Any, limit: int = 30) -> None:
    """Answer each question with its first option and pass until the cut has resolved."""
    for _ in range(limit):
        d = sc.game.decision(sc.state, labels=False)
        if d is None or (d.kind == "priority" and not (sc.state.cut or sc.state.cut_resolving)):
            return
        sc.game.apply(sc.state, d.player, "pass" if d.kind == "priority" else d.tokens()[0])


@pytest.mark.parametrize("text", [
    "（戦闘フェイズ）〔1〕：このカードは、キャラがセットされている場合、ターン終了時まで「強襲」または「速攻」を得る。",
    "（攻撃ステップ）：このカードは、キャラがセットされている場合、ターン終了時まで+2/+0/+1を得る。",
    "（自軍配備フェイズ）〔1〕：敵軍ACE、またはキャラがセットされていない敵軍ユニット1枚を破壊する。",
    "（常時）〔2〕：敵軍ACE、またはダメージを受けている敵軍ユニット1枚を持ち主の手札に移す。",
    "『恒常』：このカードは、自軍セットカードがある場合、合計国力-1、ロールコスト-1してプレイできる。",
    "『恒常』：このカードは、自軍セットカードがある場合、合計国力ー2してプレイできる。",
    "（戦闘フェイズ）〔2〕：交戦中の敵軍ユニット1枚は、このターン、キャラの戦闘修正以外の、全ての戦闘修正を失う。",
    "（防御ステップ）：敵軍ユニット1枚は、このターン、キャラの戦闘修正を失う。",
    "（戦闘フェイズ）〔1〕：本来の記述に、緑のロールコストを持つ自軍G1枚をロールする。その場合、カード1枚を引く。",
])
def test_family_c3_constructs_print_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert normalise(print_text(compiled)) == normalise(text)


def test_p66_a_step_under_a_set_character_applies_only_while_one_is_set() -> None:
    """P66: a character is set on a unit; 「キャラがセットされている場合」 reads the card when the step resolves."""
    text = "（常時）〔1〕：このカードは、キャラがセットされている場合、ターン終了時まで「強襲」または「速攻」を得る。"
    for setting, gained in (([{"card": "P"}], True), ([], False)):
        sc = board([unit("M", abilities=[_ab(text)]), unit("G"), card("P", "character", stats=[1, 1, 1])],
                   {"deploy": [{"card": "M", "id": "m", "set": setting}], "gzone": ["G", "G"]}, {})
        do(sc, "act:$m:0", player=0)
        _settle(sc)
        got = keywords(sc.state, sc.iid("m"))
        assert ("assault" in got or "first_strike" in got) is gained, setting


def test_p56_either_of_two_selectors_offers_an_ace_or_a_unit_without_a_character() -> None:
    """P56: the target is one card that fits either part; a unit with a character set fits neither."""
    text = "（常時）：敵軍ACE、またはキャラがセットされていない敵軍ユニット1枚をロールする。"
    sc = board([unit("M", abilities=[_ab(text)]), unit("A"), unit("B"), card("P", "character", stats=[1, 1, 1]),
                card("ACE", "ace", stats=[3, 3, 3], terrain=["space", "earth"])],
               {"deploy": [{"card": "M", "id": "m"}]},
               {"deploy": [{"card": "A", "id": "a"}, {"card": "B", "id": "b", "set": [{"card": "P"}]},
                           {"card": "ACE", "id": "ace"}]})
    do(sc, "act:$m:0", player=0)
    offered = " ".join(tokens(sc))
    assert str(sc.iid("a")) in offered and str(sc.iid("ace")) in offered
    assert f":{sc.iid('b')}" not in offered


def test_p55_p66_a_cost_change_said_after_the_card_applies_while_an_own_set_card_is_there() -> None:
    text = "『恒常』：このカードは、自軍セットカードがある場合、合計国力-2、ロールコスト-1してプレイできる。"
    cheap = unit("C", total=4, roll=2, abilities=[_ab(text)])
    for setting, cost in (([{"card": "P"}], (2, {"blue": 1})), ([], (4, {"blue": 2}))):
        sc = board([cheap, unit("H"), card("P", "character", stats=[1, 1, 1])],
                   {"hand": [{"card": "C", "id": "c"}], "deploy": [{"card": "H", "set": setting}]}, {})
        assert card_cost(sc.state, sc.iid("c"), 0) == cost, setting


def test_p52_p57_r150_the_battle_modifiers_lost_but_those_of_its_character() -> None:
    """P52: a character's 戦闘修正 is named apart as 「キャラの戦闘修正」; the unit keeps it and loses every other,
    one gained later in the turn too (P57: a loss beats a gain)."""
    lose = "（常時）：敵軍ユニット1枚は、このターン、キャラの戦闘修正以外の全ての戦闘修正を失う。"
    pump = "（常時）：敵軍ユニット1枚は、ターン終了時まで+3/+3/+3を得る。"
    sc = board([unit("M", abilities=[_ab(lose), _ab(pump)]), unit("E", (1, 1, 4)),
                card("P", "character", stats=[2, 1, 0]), unit("N", abilities=[_ab(pump)])],
               {"deploy": [{"card": "M", "id": "m"}, {"card": "N", "id": "n"}]},
               {"deploy": [{"card": "E", "id": "e", "set": [{"card": "P", "id": "p"}], "coins": {"+1/+1/+1": 1}}]})
    e = sc.iid("e")
    assert stats(sc.state, e) == (4, 3, 5)
    do(sc, "act:$m:1", player=0)
    resolve_cut(sc)
    assert stats(sc.state, e) == (7, 6, 8)
    do(sc, "act:$m:0", player=0)
    resolve_cut(sc)
    assert stats(sc.state, e) == (3, 2, 4)  # printed and its character's only
    do(sc, "act:$n:0", player=0)
    resolve_cut(sc)
    assert stats(sc.state, e) == (3, 2, 4)


def test_p52_r150_only_the_characters_battle_modifiers_are_lost() -> None:
    lose = "（常時）：敵軍ユニット1枚は、このターン、キャラの戦闘修正を失う。"
    pump = "（常時）：敵軍ユニット1枚は、ターン終了時まで+1/+1/+1を得る。"
    sc = board([unit("M", abilities=[_ab(lose), _ab(pump)]), unit("E", (1, 1, 4)),
                card("P", "character", stats=[2, 2, 2])],
               {"deploy": [{"card": "M", "id": "m"}]},
               {"deploy": [{"card": "E", "id": "e", "set": [{"card": "P", "id": "p"}]}]})
    e = sc.iid("e")
    do(sc, "act:$m:1", player=0)
    resolve_cut(sc)
    assert stats(sc.state, e) == (4, 4, 7)
    do(sc, "act:$m:0", player=0)
    resolve_cut(sc)
    assert stats(sc.state, e) == (2, 2, 5)  # the effect's +1/+1/+1 stays
    assert sc.state.zone[sc.iid("p")] == st.SET


def test_p21_p52_r151_the_printed_roll_cost_of_a_g_is_its_original_description() -> None:
    """P21: a G is only a G; 「本来の記述に」 (P52 本来の: the description without additions or changes) reads
    the card as printed, so a G whose card asks a green roll cost fits, a blue one does not."""
    text = "（常時）：本来の記述に、緑のロールコストを持つ自軍G1枚をロールする。その場合、カード1枚を引く。"
    sc = board([unit("M", abilities=[_ab(text)]), unit("GR", colour="green"), unit("BL", colour="blue")],
               {"deploy": [{"card": "M", "id": "m"}], "gzone": [{"card": "GR", "id": "gr"}, {"card": "BL", "id": "bl"}]},
               {})
    hand = len(sc.state.place(0, st.HAND))
    do(sc, "act:$m:0", player=0)
    offered = " ".join(tokens(sc))
    assert f":{sc.iid('bl')}" not in offered
    _settle(sc)
    assert sc.state.rolled[sc.iid("gr")] and not sc.state.rolled[sc.iid("bl")]
    assert len(sc.state.place(0, st.HAND)) == hand + 1
