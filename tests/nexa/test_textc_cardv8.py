"""Issue 14, family V8: values, coins and costs, round 8. Each construct is compiled, printed back to the same text
and played in the engine. Every text here is original, written in the controlled style of card lists (never
official text).
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.games.nexa.behave import check_card
from engine.games.nexa.textc import compile_text, round_trip

from .helpers import board, do, resolve_cut, unit


def _ab(text: str) -> dict[str, Any]:
    return {**compile_text(text).ability, "text": {"ja": text, "en": text}}


def _card(text: str, number: str = "SRC", type_: str = "unit", **extra: Any) -> dict[str, Any]:
    """An original card carrying one compiled text (a command's text is its play)."""
    if type_ == "command":
        return {"number": number, "name": {"ja": number, "en": number}, "type": "command", "colours": ["blue"],
                "cost": {"total": 1, "roll": {"blue": 1}}, "gsign": {"colour": "blue", "series": "0079"},
                "abilities": [{**_ab(text), "kind": "play"}]}
    return unit(number, (2, 2, 3), abilities=[_ab(text)], **extra)


def _answer(sc: Any, picks: list[str], rounds: int = 6) -> None:
    """Resolve the cut, answering option questions with `picks` in order (else the first option)."""
    todo = list(picks)
    s = sc.state
    for _ in range(rounds):
        resolve_cut(sc)
        d = sc.game.decision(s, labels=False)
        if d is not None and d.kind == "option":
            sc.game.apply(s, d.player, todo.pop(0) if todo else "opt:0")


# ---- 「…表にする。その場合、…部隊1つの部隊戦闘力を、部隊解散まで±Xする。Xの値は、表にしたカードの、ロールコスト、
# またはゲインレベルの値とする。」 (R-430) -------------------------------------------------------------------------------

_SHOWN_PM_SAME = ("（ダメージ判定ステップ）〔１〕：自軍本国の上のカード１枚を表にする。その場合、このカードと同じ戦闘エリアにいる"
                  "部隊１つの部隊戦闘力を、部隊解散まで±Xする。Xの値は、表にしたカードの、ロールコスト、またはゲインレベルの値と"
                  "同じとする。")
_SHOWN_PM = ("（ダメージ判定ステップ）：自軍本国の上のカード１枚を表にする。その場合、部隊１つの部隊戦闘力を、部隊解散まで±Xする。"
             "Xの値は、表にしたカードの、ロールコスト、またはゲインレベルの値とする。")


@pytest.mark.parametrize("text", [_SHOWN_PM_SAME, _SHOWN_PM])
def test_a_squad_plus_or_minus_the_shown_cards_value_prints_back(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_p35_r430_the_shown_cards_roll_cost_is_the_change_the_player_signs() -> None:
    """P35, R-71, R-430: the top card of the home is shown; the squad's power changes by its printed roll cost (3), the
    player of the effect choosing minus."""
    src = _card(_SHOWN_PM, type_="command")
    top = unit("TOP", roll=3, total=4)
    sc = board([src, unit("U"), top], {"hand": [{"card": "SRC", "id": "src"}], "gzone": ["U"],
                                       "home": ["TOP"] + ["U"] * 5,
                                       "battle": {"space": [{"card": "U", "id": "mine"}]}},
               {"battle": {"space": [{"card": "U", "id": "foe"}]}}, point="damage", g_played=True)
    s = sc.state
    before = list(s.squad_mods)
    do(sc, "play:$src", player=0)
    if sc.token("t:$foe") in sc.game.legal_tokens(s):
        do(sc, "t:$foe", player=0)
    _answer(sc, ["opt:1"])
    changed = [i for i, (x, y) in enumerate(zip(before, s.squad_mods)) if x != y]
    assert len(changed) == 1 and s.squad_mods[changed[0]] - before[changed[0]] == -3


def test_r430_the_squad_change_behaves() -> None:
    assert check_card(_card(_SHOWN_PM, type_="command")).status == "behaved"


# ---- 「…は、ターン終了時まで「〔0〕：範囲兵器（X）」を得る」: a special effect of a value granted (R-431) -------------

_AREA_X = ("（ダメージ判定ステップ）：戦闘エリアにいる自軍ユニット１枚は、ターン終了時まで「〔０〕：範囲兵器（X）」を得る。"
           "Xの値は、自軍Gの枚数－１とする。")
_AREA_PAID = ("（ダメージ判定ステップ）〔赤X〕：このカードは、ターン終了時まで、「〔０〕：範囲兵器（X）」を得る。その場合、"
              "このカードと交戦中の敵軍ユニット１枚は、ターン終了時まで、－１／±０／±０を得る。")
_AREA_N = "（戦闘フェイズ）：自軍ユニット１枚は、ターン終了時まで「〔１〕：範囲兵器（３）」を得る。"


@pytest.mark.parametrize("text", [_AREA_X, _AREA_PAID, _AREA_N])
def test_a_valued_special_effect_granted_prints_back(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert compiled.ability["effect"][0]["do"] == "cardv8_grant_valued"


def _granted(text: str, gs: int) -> tuple[Any, list[Any]]:
    """The 範囲兵器 value the own unit has after the command resolves, and the costs of its 範囲兵器 texts."""
    from engine.games.nexa.stats import abilities, keywords

    src = _card(text, type_="command")
    sc = board([src, unit("U")], {"hand": [{"card": "SRC", "id": "src"}], "gzone": ["U"] * gs,
                                  "battle": {"space": [{"card": "U", "id": "mine"}]}},
               {"battle": {"space": [{"card": "U", "id": "foe"}]}}, point="damage", g_played=True)
    do(sc, "play:$src", player=0)
    if sc.token("t:$mine") in sc.game.legal_tokens(sc.state):
        do(sc, "t:$mine", player=0)
    _answer(sc, [])
    mine = sc.iid("mine")
    costs = [x.cost for x in abilities(sc.state, mine) if x.keyword == "area_weapon"]
    return keywords(sc.state, mine).get("area_weapon"), costs


def test_p75_r431_the_value_is_read_as_the_step_resolves() -> None:
    """P75, R-431: 「範囲兵器（X）」 with X = the own Gs - 1: four Gs give 範囲兵器（3） until the turn ends, its text at 〔0〕."""
    got, costs = _granted(_AREA_X, 4)
    assert got == 3 and costs == [{}]


def test_r431_a_value_below_one_gives_nothing() -> None:
    got, costs = _granted(_AREA_X, 1)
    assert got is None and costs == []


def test_r431_the_granted_special_effect_behaves() -> None:
    assert check_card(_card(_AREA_X, type_="command")).status == "behaved"
