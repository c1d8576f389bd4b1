"""Issue 14, family V9: values, coins and costs, round 9. Each construct is compiled, printed back to the same text
and played in the engine. Every text here is original, written in the controlled style of card lists (never
official text).
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.games.nexa import state as st
from engine.games.nexa.behave import check_card
from engine.games.nexa.schema import Card
from engine.games.nexa.textc import compile_text, round_trip

from .helpers import ability_of, board, do, resolve_cut, tokens, unit

AREA = 101  # the text 範囲兵器 stands for (keywords.KEYWORD_INDEX_BASE + its place)


# ---- 「〔青2/緑2〕：範囲兵器（4）」: a special effect's cost payable in either of two colours (R-510) -----------------------

@pytest.mark.parametrize(("text", "entry"), [
    ("〔青２/緑２〕：範囲兵器（４）", {"area_weapon": 4, "cost": {"blue": 2}, "cost_or": {"green": 2}}),
    ("（防御ステップ）〔赤１/黒１〕：範囲兵器（２）",
     {"area_weapon": 2, "cost": {"red": 1}, "cost_or": {"black": 1}, "timing": {"when": "defence", "side": "any"}}),
])
def test_a_special_effect_paid_in_either_colour_prints_back(text: str, entry: dict[str, Any]) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert list(compiled.keywords) == [entry]
    Card(number="K", name={"ja": "K", "en": "K"}, type="unit", colours=["blue"], cost={"total": 1, "roll": {}},
         stats=(1, 1, 1), terrain=["space"], keywords=[entry])  # the schema takes the entry


def test_r510_the_schema_refuses_an_other_payment_that_is_no_colour() -> None:
    with pytest.raises(ValueError, match="cost_or"):
        Card(number="K", name={"ja": "K", "en": "K"}, type="unit", colours=["blue"], cost={"total": 1, "roll": {}},
             stats=(1, 1, 1), terrain=["space"], keywords=[{"area_weapon": 4, "cost": {"blue": 2}, "cost_or": {"x": 2}}])


def _either_board(gs: list[str]) -> Any:
    kws = list(compile_text("〔青２/緑２〕：範囲兵器（４）").keywords)
    cards = [unit("AW", (3, 1, 4), keywords=kws), unit("BG", colour="blue"), unit("GG", colour="green"),
             unit("FOE", (2, 1, 3))]
    return board(cards, {"gzone": gs, "battle": {"space": [{"card": "AW", "id": "aw"}]}},
                 {"battle": {"space": [{"card": "FOE", "id": "foe"}]}}, point="damage", g_played=True)


@pytest.mark.parametrize("gs", [["GG", "GG"], ["BG", "BG"]])
def test_p44_r510_either_colour_pays_for_the_special_effect(gs: list[str]) -> None:
    """P44, P75, R-510: two green Gs (or two blue ones) pay 〔青2/緑2〕; the 範囲兵器（4） text destroys the engaged enemy
    unit of 防御力 3 and rolls the two Gs."""
    sc = _either_board(gs)
    act = f"act:{sc.iid('aw')}:{AREA}"
    assert act in tokens(sc)
    do(sc, act, player=0)
    for _ in range(4):
        legal = tokens(sc)
        if sc.token("t:$foe") in legal:
            do(sc, "t:$foe", player=0)
        elif "pay:auto" in legal:
            do(sc, "pay:auto", player=0)
        else:
            break
    resolve_cut(sc)
    s = sc.state
    assert s.zone[sc.iid("foe")] == st.JUNK  # destroyed by 範囲兵器（4）
    assert sum(1 for i in range(len(s.zone)) if s.zone[i] == st.GZONE and s.rolled[i]) == 2  # the two Gs paid


def test_p44_r510_one_of_each_colour_does_not_pay() -> None:
    """P44, R-510: one blue G and one green G pay neither 青2 nor 緑2: the text is not offered."""
    sc = _either_board(["BG", "GG"])
    assert f"act:{sc.iid('aw')}:{AREA}" not in tokens(sc)


def test_r510_the_special_effect_paid_in_either_colour_behaves() -> None:
    kws = list(compile_text("〔青２/緑２〕：範囲兵器（４）").keywords)
    assert check_card(unit("AW", (3, 1, 4), keywords=kws)).status == "behaved"


# ---- 「…ユニット1枚を自軍ハンガーに移す。その場合、X以下の合計国力を持つ…。Xの値は、この効果で自軍ハンガーに移したユニットの
# 格闘力-2とする。」 (R-511) --------------------------------------------------------------------------------------------

_MOVED = ("（戦闘フェイズ）：自軍手札にあるユニット１枚を自軍ハンガーに移す。その場合、X以下の合計国力を持つ敵軍ユニット１枚を、"
          "持ち主の本国の下に移す。Xの値は、この効果で自軍ハンガーに移したユニットの格闘力－２とする。")


_ab = ability_of  # a text compiled into the ability a card file holds


def _command(text: str, number: str = "SRC") -> dict[str, Any]:
    return {"number": number, "name": {"ja": number, "en": number}, "type": "command", "colours": ["blue"],
            "cost": {"total": 1, "roll": {"blue": 1}}, "gsign": {"colour": "blue", "series": "0079"},
            "abilities": [{**_ab(text), "kind": "play"}]}


def test_the_value_of_the_unit_moved_to_the_hangar_prints_back() -> None:
    compiled, exact, blocker = round_trip(_MOVED)
    assert compiled is not None and exact, blocker
    assert compiled.ability["targets"]["t2"]["max_total_cost"] == {"sum": [{"cardv9_moved": ["t1", "melee"]}, -2]}


def test_r511_the_value_is_said_only_of_the_card_the_first_step_moves_to_the_hangar() -> None:
    compiled, _exact, blocker = round_trip("（戦闘フェイズ）：自軍ユニット１枚を廃棄する。その場合、X以下の合計国力を持つ敵軍"
                                           "ユニット１枚を破壊する。Xの値は、この効果で自軍ハンガーに移したユニットの格闘力とする。")
    assert compiled is None and blocker == "arithmetic on values"


def test_p65_r511_the_moved_units_melee_less_two_bounds_the_enemy_unit() -> None:
    """P65, R-511: the hand unit of 格闘力 5 (of two, the other 格闘力 6) goes to the hangar; X = 5-2 = 3, so only the enemy
    unit of 合計国力 3 (not the one of 4) may be the second target, and it goes to the bottom of its owner's home."""
    cards = [_command(_MOVED), unit("HU", (5, 1, 3)), unit("HU6", (6, 1, 3)), unit("E3", (1, 1, 1), total=3),
             unit("E4", (1, 1, 1), total=4)]
    sc = board(cards, {"hand": [{"card": "SRC", "id": "src"}, {"card": "HU", "id": "hu"}, {"card": "HU6", "id": "hu6"}],
                       "gzone": ["HU"] * 2},
               {"battle": {"space": [{"card": "E3", "id": "e3"}, {"card": "E4", "id": "e4"}]}},
               point="attack_free1", g_played=True)
    do(sc, "play:$src", "t:$hu", player=0)
    assert sc.token("t:$e4") not in tokens(sc)  # 4 > X = 3: not offered (the one left, E3, is taken: R-21)
    if sc.token("t:$e3") in tokens(sc):
        do(sc, "t:$e3", player=0)
    for _ in range(3):
        if "pay:auto" in tokens(sc):
            do(sc, "pay:auto", player=0)
    resolve_cut(sc)
    s = sc.state
    assert s.zone[sc.iid("hu")] == st.HANGAR
    assert s.zone[sc.iid("e3")] == st.HOME and s.zone[sc.iid("e4")] == st.BATTLE


def test_r511_the_command_behaves() -> None:
    assert check_card(_command(_MOVED)).status == "behaved"


# ---- 「〔1/R〕：クロスウェポン［A］」: a special effect's cost paid, or this card rolled instead (R-512) ---------------------

CROSS = 106  # the text クロスウェポン stands for (keywords.KEYWORD_INDEX_BASE + its place)


@pytest.mark.parametrize(("text", "entry"), [
    ("〔１/R〕：クロスウェポン［試験隊／試作系］", {"cross_weapon": "試験隊/試作系", "cost": 1, "roll_or": True}),
    ("〔紫１/R〕：クロスウェポン［試験隊］", {"cross_weapon": "試験隊", "cost": {"purple": 1}, "roll_or": True}),
])
def test_a_special_effect_paid_or_rolled_prints_back(text: str, entry: dict[str, Any]) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert list(compiled.keywords) == [entry]


def _roll_or_board(gs: int) -> Any:
    kws = [*compile_text("〔１/R〕：クロスウェポン［試験隊］").keywords, {"area_weapon": 3}]
    cards = [unit("CW", keywords=kws), unit("FED", traits=["試験隊"])]
    return board(cards, {"deploy": [{"card": "CW", "id": "cw"}, {"card": "FED", "id": "f1"}], "gzone": ["CW"] * gs},
                 {}, point="attack_free1")


def test_p44_r512_with_no_g_to_pay_the_card_rolls_itself_to_lend_its_text() -> None:
    """P44, P75, R-512: no G at all: 〔1/R〕 is paid by rolling this card, and the unit of the trait gains 範囲兵器（3）."""
    from engine.games.nexa.stats import keywords

    sc = _roll_or_board(0)
    do(sc, f"act:$cw:{CROSS}", player=0)
    for _ in range(4):
        legal = tokens(sc)
        pick = next((t for t in legal if t in (sc.token("t:$f1"), "alt:1", "pay:auto", "confirm")), None)
        if pick is None:
            break
        do(sc, pick, player=0)
    resolve_cut(sc)
    s = sc.state
    assert s.rolled[sc.iid("cw")]
    assert keywords(s, sc.iid("f1")).get("area_weapon") == 3


def test_p44_r512_a_rolled_card_with_no_g_cannot_pay() -> None:
    """P44, R-512: rolled already and no G: neither payment can be made, so the text is not offered."""
    sc = _roll_or_board(0)
    sc.state.rolled[sc.iid("cw")] = True
    assert f"act:{sc.iid('cw')}:{CROSS}" not in tokens(sc)
    sc2 = _roll_or_board(1)  # one G: it pays the 1
    sc2.state.rolled[sc2.iid("cw")] = True
    assert f"act:{sc2.iid('cw')}:{CROSS}" in tokens(sc2)


def test_r512_the_special_effect_paid_or_rolled_behaves() -> None:
    kws = list(compile_text("〔１/R〕：クロスウェポン［試験隊］").keywords)
    assert check_card(unit("CW", keywords=kws)).status == "behaved"
