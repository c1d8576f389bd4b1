"""Issue 14, family V5: values, coins and costs. Each construct is compiled, printed back to the same text and
played in the engine. Every text here is original, written in the controlled style of card lists (never
official text).
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.games.nexa.state import GZONE
from engine.games.nexa.stats import keywords, stats
from engine.games.nexa.textc import compile_text, round_trip

from .helpers import board, do, resolve_cut, tokens, unit


def _ability(text: str) -> dict[str, Any]:
    return {**compile_text(text).ability, "text": {"ja": text, "en": text}}


# ---- 〔R〕：クロスウェポン［A］, 〔R〕：共有［A］: a special effect paid by rolling this card (P44, P75) -------------

KW_ROLLED = [
    "〔０〕：改装［テスト系］　〔R〕：クロスウェポン［試験隊］",
    "戦闘配備　〔１〕：供給　〔R〕：共有［試験隊］",
    "〔R＋１〕：クロスウェポン［試験隊］",
]


@pytest.mark.parametrize("text", KW_ROLLED)
def test_a_keyword_paid_by_rolling_this_card_prints_back(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert any(isinstance(k, dict) and k.get("roll_self") is True for k in compiled.keywords)


def _cw_board(rolled: bool) -> Any:
    kws = list(compile_text("〔R〕：クロスウェポン［試験隊］").keywords)
    cards = [unit("CW", keywords=[*kws, {"area_weapon": 3}]), unit("TEAM", traits=["試験隊"])]
    return board(cards, {"deploy": [{"card": "CW", "id": "cw", **({"rolled": True} if rolled else {})},
                                    {"card": "TEAM", "id": "team"}], "gzone": ["CW"] * 3},
                 {}, point="attack_free1")


def test_p75_a_printed_cost_r_rolls_this_card_and_no_g() -> None:
    """P75: a cost printed in the text wins over the built-in ①; 〔R〕 rolls this card (P44), the Gs stay."""
    sc = _cw_board(rolled=False)
    do(sc, "act:$cw:106", player=0)
    resolve_cut(sc)
    s = sc.state
    assert keywords(s, sc.iid("team")).get("area_weapon") == 3
    assert s.rolled[sc.iid("cw")]
    assert not any(s.rolled[g] for g in s.place(0, GZONE))


def test_p44_a_rolled_card_cannot_pay_r() -> None:
    sc = _cw_board(rolled=True)
    assert f"act:{sc.iid('cw')}:106" not in tokens(sc)


# ---- 〔1/R〕, 〔紫1/R〕: a cost paid by Gs, or by rolling this card (cost roll_either, P44) -------------------------

EITHER_R = [
    "（戦闘フェイズ）〔1/R〕：自軍ユニット1枚は、ターン終了時まで+2/+2/+2を得る。",
    "（防御ステップ）〔紫1/R〕：このカード以外の自軍ユニット1枚は、ターン終了時まで+1/+1/±0を得る。",
]


@pytest.mark.parametrize("text", EITHER_R)
def test_a_cost_of_gs_or_r_prints_back(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert compiled.ability["cost"]["roll_either"] == 1


def _either_board(me_rolled: bool, gs_rolled: bool) -> Any:
    me = unit("ME", abilities=[_ability(EITHER_R[0])])
    return board([me, unit("ALLY")], {"deploy": [{"card": "ME", "id": "me", "rolled": me_rolled},
                                                 {"card": "ALLY", "id": "ally"}],
                                      "gzone": [{"card": "ME", "id": "g", "rolled": gs_rolled}]},
                 {}, point="attack_free1")


def _alts(sc: Any) -> list[str]:
    return sorted(t for t in tokens(sc) if t.startswith("alt:"))


def test_p44_with_every_g_rolled_the_text_is_paid_by_rolling_this_card() -> None:
    sc = _either_board(me_rolled=False, gs_rolled=True)
    do(sc, "act:$me:0", player=0)
    do(sc, "t:$ally", player=0)  # the one way left (R) is taken without a question
    assert sc.state.rolled[sc.iid("me")]
    resolve_cut(sc)
    s = sc.state
    assert s.rolled[sc.iid("me")]
    assert stats(s, sc.iid("ally")) == (4, 4, 4)


def test_p44_a_rolled_card_pays_only_by_gs() -> None:
    sc = _either_board(me_rolled=True, gs_rolled=False)
    do(sc, "act:$me:0", player=0)
    do(sc, "t:$ally", player=0)
    assert not _alts(sc)  # no question: the Gs are the one way left
    resolve_cut(sc)
    assert sc.state.rolled[sc.iid("g")]
    assert stats(sc.state, sc.iid("ally")) == (4, 4, 4)


def test_p44_the_player_chooses_gs_or_r_when_both_can_pay() -> None:
    sc = _either_board(me_rolled=False, gs_rolled=False)
    do(sc, "act:$me:0", player=0)
    do(sc, "t:$ally", player=0)
    assert _alts(sc) == ["alt:0", "alt:1"]
    do(sc, "alt:1", player=0)
    resolve_cut(sc)
    assert sc.state.rolled[sc.iid("me")] and not sc.state.rolled[sc.iid("g")]


def test_p44_a_rolled_card_without_a_rerolled_g_cannot_play_it() -> None:
    sc = _either_board(me_rolled=True, gs_rolled=True)
    assert f"act:{sc.iid('me')}:0" not in tokens(sc)
