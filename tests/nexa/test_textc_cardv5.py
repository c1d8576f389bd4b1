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

from .helpers import ability_of as _ability
from .helpers import board, card, do, resolve_cut, tokens, unit

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


# ---- values (P65 変数): read when the step applies ---------------------------------------------------------

VALUES = [
    "（戦闘フェイズ）〔1〕：戦闘エリアにいる敵軍ユニット1枚にXダメージを与える。Xの値は、解決時の自軍手札の枚数とする。",
    "（戦闘フェイズ）〔1〕：自軍ユニット1枚は、ターン終了時まで+X/+X/+Xを得る。Xの値は、「特徴：試験隊」を持つ自分のユニットの枚数+1とする。",
    "（戦闘フェイズ）〔1〕：戦闘エリアにいる敵軍ユニット1枚は、ターン終了時まで-X/-X/-Xを得る。Xの値は、5から自軍手札の枚数を引いた値とする。",
    "（戦闘フェイズ）〔1〕：戦闘エリアにいる敵軍ユニット1枚にXダメージを与える。Xの値は、自軍Gと、自軍ユニットの枚数の合計とする。",
    "（戦闘フェイズ）〔1〕：戦闘エリアにいる敵軍ユニット1枚にXダメージを与える。Xの値は、自軍ハンガーにある全てのコマンドの合計国力の合計値とする。",
    "（戦闘フェイズ）：「範囲兵器」を持つ自軍ユニット1枚を指定する。その場合、戦闘エリアにいる敵軍ユニット1枚にXダメージを与える。"
    "Xの値は、対象1が持つ「範囲兵器」1つの値とする。",
    "（戦闘フェイズ）〔1〕：戦闘エリアにいる敵軍ユニット1枚にXダメージを与える。Xの値は、このカードが持つ「サイコミュ（X）」1つの値とする。",
    "（戦闘フェイズ）〔1〕：戦闘エリアにいる敵軍ユニット1枚にXダメージを与える。Xの値は、このカードの「サイコミュ（X）」1つの値とする。",
    "（戦闘フェイズ）：自軍ジャンクヤードにあるカード1枚をゲームから取り除く。その場合、戦闘エリアにいる敵軍ユニット1枚にXダメージを与える。"
    "Xの値は、対象1のロールコストの合計値とする。",
]


@pytest.mark.parametrize("text", VALUES)
def test_the_values_of_family_v5_print_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def _value_board(text: str, hand: int = 0, hangar: list[int] = (), junk_roll: int = 0, mine: list[str] = (),
                 theirs: list[str] = (), kw: list[Any] = (), foe_total: int = 1) -> Any:
    """ME (with `kw`, the text) in the own space area, FOE (2/2/9) engaged there; cards of the own hand,
    hangar (commands of those total costs), junkyard (a unit of that roll cost), extra own and enemy units
    (each with the trait 試験隊 or not: "T", "-")."""
    me = unit("ME", (1, 1, 5), abilities=[_ability(text)], keywords=list(kw))
    draw = {"kind": "play", "text": {"ja": "カード1枚を引く。", "en": "Draw 1."}, "timing": {"when": "any"},
            "effect": [{"do": "draw", "side": "own", "count": 1}]}
    cmds = [card(f"C{n}", "command", total=n, abilities=[draw]) for n in hangar]
    cards = [me, unit("FOE", (2, 2, 9), total=foe_total), unit("TEAM", traits=["試験隊"]), unit("PLAIN"), unit("JUNK", roll=junk_roll or 1),
             *cmds]
    extra = [{"card": "TEAM" if t == "T" else "PLAIN"} for t in mine]
    own = {"battle": {"space": [{"card": "ME", "id": "me"}]}, "deploy": extra, "gzone": ["PLAIN"] * 4,
           "hand": ["PLAIN"] * hand, "hangar": [f"C{n}" for n in hangar], "junkyard": [{"card": "JUNK", "id": "junk"}]}
    enemy = {"battle": {"space": [{"card": "FOE", "id": "foe"}]},
             "deploy": [{"card": "TEAM" if t == "T" else "PLAIN"} for t in theirs]}
    return board(cards, own, enemy, point="attack_free1")


def _play(sc: Any, *picks: str) -> None:
    do(sc, "act:$me:0", player=0)
    for p in picks:  # a target that is the only one left is taken without a question
        if sc.decider() == 0 and f"t:{sc.iid(p[3:])}" in tokens(sc):
            do(sc, p, player=0)
    resolve_cut(sc)


def test_p65_the_hand_size_is_read_on_resolution() -> None:
    sc = _value_board(VALUES[0], hand=3)
    _play(sc, "t:$foe")
    assert sc.state.damage[sc.iid("foe")] == 3


def test_p63_p65_own_units_of_the_trait_are_counted_not_the_enemys() -> None:
    sc = _value_board(VALUES[1], mine=["T", "-"], theirs=["T", "T"])
    _play(sc, "t:$me")
    assert stats(sc.state, sc.iid("me")) == (3, 3, 7)  # one own 試験隊 unit, +1


def test_p65_n_less_the_hand_size() -> None:
    sc = _value_board(VALUES[2], hand=2)
    _play(sc, "t:$foe")
    assert stats(sc.state, sc.iid("foe")) == (0, 0, 6)  # 5 - 2 = 3


def test_p65_two_counts_added() -> None:
    sc = _value_board(VALUES[3], mine=["-", "-"])
    _play(sc, "t:$foe")
    assert sc.state.damage[sc.iid("foe")] == 4 + 3  # 4 Gs (one rolled to pay still counts) and 3 units


def test_p65_the_total_costs_of_every_command_in_the_hangar_added() -> None:
    sc = _value_board(VALUES[4], hangar=[2, 3])
    _play(sc, "t:$foe")
    assert sc.state.damage[sc.iid("foe")] == 5


def test_p75_the_value_of_the_designated_units_area_weapon() -> None:
    sc = _value_board(VALUES[5], kw=[{"area_weapon": 4}])
    _play(sc, "t:$me", "t:$foe")
    assert sc.state.damage[sc.iid("foe")] == 4


@pytest.mark.parametrize("text", VALUES[6:8])
def test_p75_the_value_of_this_cards_psycommu(text: str) -> None:
    sc = _value_board(text, kw=[{"psycommu": 3}])
    _play(sc, "t:$foe")
    assert sc.state.damage[sc.iid("foe")] == 3


def test_p9_the_roll_cost_of_the_card_removed() -> None:
    sc = _value_board(VALUES[8], junk_roll=3)
    _play(sc, "t:$junk", "t:$foe")
    assert sc.state.damage[sc.iid("foe")] == 3


# ---- 「（注：固定した場合、その他の効果でも変動しない）」 on a line of its own (R-164 restated) ------------------------

_FIX = "（防御ステップ）〔青2〕：交戦中の敵軍ユニット1枚の戦闘力を、ターン終了時まで、4/1/2に固定する。"
_FIX_NOTE = "（注：固定した場合、その他の効果でも変動しない）"


def _imported(lines: list[str]) -> Any:
    from engine.games.nexa.importer import import_records

    return import_records({"cards": [{**unit("V5-001"), "text": {"ja": "\n".join(lines), "en": ""}}]})[0]


def test_the_fix_note_on_its_own_line_prints_back_and_needs_a_fixing_text() -> None:
    compiled, exact, blocker = round_trip(_FIX_NOTE)
    assert compiled is not None and exact, blocker
    item = _imported([_FIX, _FIX_NOTE])
    assert item.status == "full", item.blockers
    assert [a["effect"][0]["do"] for a in item.card["abilities"]] == ["fix_stats"]  # the note adds no text
    assert _imported(["（戦闘フェイズ）〔1〕：自軍ユニット1枚は、ターン終了時まで+1/+1/+1を得る。", _FIX_NOTE]).status != "full"


# ---- 「全ての自軍ユニットは、このターン、X以下の合計国力を持つ敵軍カードの効果の対象にならない」 (R-122, R-280) -------

_PROTECT = "（常時）〔X〕：全ての自軍ユニットは、このターン、X以下の合計国力を持つ敵軍カードの効果の対象にならない。"


def test_the_protection_for_the_turn_prints_back() -> None:
    compiled, exact, blocker = round_trip(_PROTECT)
    assert compiled is not None and exact, blocker
    assert compiled.ability["effect"][0]["until"] == "this_turn"


def test_p56_r280_every_own_unit_this_turn_a_late_one_too_and_only_from_cheap_enemy_cards() -> None:
    from engine.games.nexa import state as st
    from engine.games.nexa.overrides import untargetable
    from engine.games.nexa.places import move

    me = unit("ME", abilities=[_ability(_PROTECT)])
    cards = [me, unit("ALLY"), unit("LATE"), unit("CHEAP", total=2), unit("DEAR", total=3)]
    sc = board(cards, {"deploy": [{"card": "ME", "id": "me"}, {"card": "ALLY", "id": "ally"}],
                       "hand": [{"card": "LATE", "id": "late"}], "gzone": ["ME"] * 3},
               {"deploy": [{"card": "CHEAP", "id": "cheap"}, {"card": "DEAR", "id": "dear"}]}, point="attack_free1")
    do(sc, "act:$me:0", player=0)
    do(sc, "x:2", player=0)
    resolve_cut(sc)
    s = sc.state
    move(s, sc.iid("late"), st.DEPLOY, 0)  # a unit that enters after the text resolved (R-280: fits while the turn lasts)
    s.version += 1
    for ref in ("me", "ally", "late"):
        assert untargetable(s, sc.iid(ref), sc.iid("cheap"))
        assert not untargetable(s, sc.iid(ref), sc.iid("dear"))  # total cost 3 > X
    assert not untargetable(s, sc.iid("cheap"), sc.iid("dear"))  # an enemy unit is not covered


# ---- 「自軍弾薬コイン1個を取り除く。その場合、…」: coins the player keeps (P67, P77, R-281) ---------------------------

_AMMO = ("（戦闘フェイズ）〔1毎〕：このカードが戦闘エリアにいる場合、自軍弾薬コイン1個を取り除く。その場合、敵軍ユニット1枚に"
         "3ダメージを与える。この効果は、1ターン中に2回まで使用できる。")


def test_taking_player_coins_prints_back() -> None:
    compiled, exact, blocker = round_trip(_AMMO)
    assert compiled is not None and exact, blocker
    assert compiled.ability["effect"][0] == {"do": "take_player_coins", "side": "own", "coin": "弾薬", "count": 1}


@pytest.mark.parametrize("kept", [0, 1, 3])
def test_p77_r281_a_coin_taken_then_the_damage_and_none_kept_no_damage(kept: int) -> None:
    me = unit("ME", abilities=[_ability(_AMMO)])
    sc = board([me, unit("FOE", (2, 2, 9))],
               {"battle": {"space": [{"card": "ME", "id": "me"}]}, "gzone": ["ME"] * 3,
                **({"coins": {"弾薬": kept}} if kept else {})},
               {"battle": {"space": [{"card": "FOE", "id": "foe"}]}}, point="attack_free1")
    _play(sc, "t:$foe")
    s = sc.state
    assert s.pcoins[0].get("弾薬", 0) == max(kept - 1, 0)
    assert s.damage[sc.iid("foe")] == (3 if kept else 0)


# ---- 「…は、ターン終了時まで＊/±0/±0を得る」: ＊ makes a value 0 whatever else changes it (P71, R-282) ------------------

STARS = [
    "（戦闘フェイズ）〔1〕：交戦中の敵軍ユニット1枚は、ターン終了時まで＊/±0/±0を得る。",
    "（防御ステップ）〔1〕：交戦中の敵軍ユニット1枚は、ターン終了時まで±0/＊/±0を得る。（注：＊が加えられた数値は、０として扱う）",
    "『起動』：このカードが交戦中となった場合、敵軍ユニット1枚は、ターン終了時まで＊/＊/±0を得る。（注：＊が加えられた値は、０として扱う）",
]


@pytest.mark.parametrize("text", STARS)
def test_star_values_print_back(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_a_star_of_the_defence_does_not_compile() -> None:
    compiled, exact, _ = round_trip("（戦闘フェイズ）〔1〕：交戦中の敵軍ユニット1枚は、ターン終了時まで±0/±0/＊を得る。")
    assert compiled is None or not exact


def test_p71_r282_a_starred_value_is_0_whatever_is_added_the_others_change() -> None:
    sc = _value_board(STARS[0])
    _play(sc, "t:$foe")
    s = sc.state
    foe = sc.iid("foe")
    assert stats(s, foe) == (0, 2, 9)
    s.mods.append((foe, s.stamp[foe], 3, 1, 1, "turn_end"))  # a later +3/+1/+1 (P71: ＊ stays 0)
    s.version += 1
    assert stats(s, foe) == (0, 3, 10)


# ---- 「敵軍手札が3枚以下の場合」, 「プレイ時の敵軍国力の値」, 「…ユニットとキャラの枚数」 ---------------------------------

MORE = [
    "（戦闘フェイズ）〔1〕：敵軍手札が2枚以下の場合、戦闘エリアにいる敵軍ユニット1枚に2ダメージを与える。",
    "『恒常』：このカードは、合計国力-Xしてプレイできる。Xの値は、（プレイ時の）敵軍国力の値とする。",
    "『常駐』：このカードは+X/±0/±0を得る。Xの値は、自軍ジャンクヤードにある、ユニットとキャラの枚数とする。",
]


@pytest.mark.parametrize("text", MORE)
def test_more_wordings_print_back(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


@pytest.mark.parametrize(("hand", "played"), [(2, True), (3, False)])
def test_p57_the_enemy_hand_size_as_a_condition(hand: int, played: bool) -> None:
    me = unit("ME", abilities=[_ability(MORE[0])])
    sc = board([me, unit("FOE", (2, 2, 9))], {"battle": {"space": [{"card": "ME", "id": "me"}]}, "gzone": ["ME"] * 3},
               {"battle": {"space": [{"card": "FOE", "id": "foe"}]}, "hand": ["FOE"] * hand}, point="attack_free1")
    assert (f"act:{sc.iid('me')}:0" in tokens(sc)) is played


def test_p65_a_count_of_units_and_characters() -> None:
    from engine.games.nexa.targets import value

    me = unit("ME", abilities=[_ability(MORE[2])])
    chara = card("CH", "character", stats=[1, 1, 1])
    op = card("OP", "operation")
    sc = board([me, chara, op], {"deploy": [{"card": "ME", "id": "me"}], "junkyard": ["ME", "CH", "CH", "OP"]}, {})
    s = sc.state
    v = compile_text(MORE[2]).ability["continuous"][0]["stats"][0]
    assert value(s, v, sc.iid("me"), 0) == 3  # one unit, two characters, not the operation
    assert stats(s, sc.iid("me")) == (5, 2, 2)


@pytest.mark.parametrize("enemy_power", [1, 3])
def test_p55_the_total_cost_less_the_enemys_power_as_the_card_is_played(enemy_power: int) -> None:
    from engine.games.nexa.costs import card_cost

    me = unit("ME", total=5, abilities=[_ability(MORE[1])])
    sc = board([me], {"hand": [{"card": "ME", "id": "me"}]},
               {"gzone": ["ME"] * enemy_power + [{"card": "ME", "rolled": True}] * 2})
    assert card_cost(sc.state, sc.iid("me"), 0)[0] == 5 - enemy_power  # rolled Gs make no power (P22)


# ---- 「自軍手札にある…全てのキャラは、このターン、合計国力-2してプレイできる」: a cost change for the turn (P55, R-283) ----

COSTS = [
    "（配備フェイズ）〔R〕：自軍手札にある、「特徴：試験隊」を持つ全てのキャラは、このターン、合計国力-2してプレイできる。",
    "（自軍配備フェイズ）〔1〕：自軍手札にある、緑のロールコストを持つ全てのユニットは、このターン、合計国力-2を得る。",
    "（常時）〔R〕：このターン、自軍手札、または自軍ハンガーにある、「特徴：試験隊」を持つ全てのユニットは、合計国力-1を得る。",
]


@pytest.mark.parametrize("text", COSTS)
def test_cost_changes_for_the_turn_print_back(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_p55_r283_every_card_that_fits_this_turn_costs_less_a_late_one_too_until_the_turn_ends() -> None:
    from engine.games.nexa import state as st
    from engine.games.nexa.costs import card_cost
    from engine.games.nexa.places import move

    me = unit("ME", abilities=[_ability(COSTS[0])])
    pilot = card("PILOT", "character", total=3, traits=["試験隊"], stats=[1, 1, 1])
    other = card("OTHER", "character", total=3, stats=[1, 1, 1])
    sc = board([me, pilot, other], {"deploy": [{"card": "ME", "id": "me"}],
                                    "hand": [{"card": "PILOT", "id": "p1"}, {"card": "OTHER", "id": "o"}],
                                    "home": [{"card": "PILOT", "id": "p2"}] + ["ME"] * 9, "gzone": ["ME"] * 2},
               {}, point="deploy", g_played=True)
    do(sc, "act:$me:0", player=0)
    resolve_cut(sc)
    s = sc.state
    move(s, sc.iid("p2"), st.HAND, 0)  # drawn after the text resolved (R-283: fits while the turn lasts)
    s.version += 1
    assert card_cost(s, sc.iid("p1"), 0)[0] == 1
    assert card_cost(s, sc.iid("p2"), 0)[0] == 1
    assert card_cost(s, sc.iid("o"), 0)[0] == 3
    s.floating = []  # the turn ends (turn.py clears the floating effects)
    s.version += 1
    assert card_cost(s, sc.iid("p1"), 0)[0] == 3


# ---- 「…の部隊戦闘力を、部隊解散まで12に固定する。（注：固定した場合、その他の効果でも変動しない）」 (P35, R-284) --------

FIXES = [
    "（戦闘フェイズ）〔3〕：このカードの部隊の部隊戦闘力を、部隊解散まで10に固定する。（注：固定した場合、その他の効果でも変動しない）",
    "（戦闘フェイズ）〔1〕：自軍ジャンクヤードにあるユニット2枚を持ち主の本国の下に移す。その場合、交戦中の敵軍部隊1つの部隊戦闘力を、部隊解散まで0に固定する。"
    "（注：固定した場合、その他の効果でも変動しない）",
    "（防御ステップ）〔R〕：自軍部隊1つの部隊戦闘力を、部隊解散までXに固定する。Xの値は、対象の部隊戦闘力の値とする。",
]


@pytest.mark.parametrize("text", FIXES)
def test_fixed_squad_powers_print_back(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_p35_r284_a_fixed_squad_power_ignores_later_changes_until_the_squad_dissolves() -> None:
    from engine.games.nexa.battle import squad_power
    from engine.games.nexa.serial import state_to_json
    from engine.games.nexa.stats import squad_index

    sc = _value_board(FIXES[0])
    s = sc.state
    q = squad_index(s, sc.iid("me"))
    assert squad_power(s, q) == 1
    assert "squad_fixed" not in state_to_json(s)  # (written only once a power is fixed)
    _play(sc)
    assert squad_power(s, q) == 10
    s.squad_mods[q] += 3  # a later 「部隊戦闘力を+3する」
    s.mods.append((sc.iid("me"), s.stamp[sc.iid("me")], 5, 5, 5, "turn_end"))  # and a later +5/+5/+5
    s.version += 1
    assert squad_power(s, q) == 10
    assert state_to_json(s)["squad_fixed"][q] is True


# ---- 「…セットする場合、セット先のロールコストの値だけ、合計国力をマイナスしてプレイできる」 (P55, P76) ------------------

_ONTO = ("『恒常』：このカードは、「専用機のセット」が成立する自軍ユニットにセットする場合、セット先のロールコストの値だけ、"
         "合計国力をマイナスしてプレイできる。")


def test_less_the_roll_cost_of_the_unit_set_on_prints_back() -> None:
    compiled, exact, blocker = round_trip(_ONTO)
    assert compiled is not None and exact, blocker


def test_p55_p76_the_total_cost_less_the_roll_cost_of_its_exclusive_unit_only() -> None:
    from engine.games.nexa.costs import card_cost

    pilot = card("PILOT", "character", total=5, stats=[1, 1, 1], abilities=[_ability(_ONTO)])
    own_unit = unit("EX", roll=3, traits=["専用[PILOT]"])
    other = unit("PLAIN", roll=2)
    sc = board([pilot, own_unit, other], {"hand": [{"card": "PILOT", "id": "me"}],
                                          "deploy": [{"card": "EX", "id": "ex"}, {"card": "PLAIN", "id": "pl"}]}, {})
    s, me = sc.state, sc.iid("me")
    assert card_cost(s, me, 0, 0, sc.iid("ex"))[0] == 2  # 5 - 3
    assert card_cost(s, me, 0, 0, sc.iid("pl"))[0] == 5  # no exclusive set there: as printed


# ---- 「…チップ｛UNIT、…、X／X／X｝1個を敵軍配備エリアに出す。Xの値は、チップの合計国力を1とした、対象の合計国力の値とする」
# (P67, R-285) ------------------------------------------------------------------------------------------------------

_CHIP = ("（戦闘フェイズ）〔1〕：戦闘エリアにいる敵軍ユニット1枚を破壊する。その場合、残骸チップ｛UNIT、地形適性「宇宙」「地球」、"
         "X／X／X｝1個を敵軍配備エリアに出す。Xの値は、チップの合計国力を1とした、対象の合計国力の値とする。")


def test_a_chip_of_x_values_for_the_enemy_prints_back() -> None:
    compiled, exact, blocker = round_trip(_CHIP)
    assert compiled is not None and exact, blocker
    chip = compiled.ability["effect"][1]
    assert chip["side"] == "enemy" and chip["name"]["ja"] == "残党チップ".replace("残党", "残骸")
    assert compiled.ability.get("all_or_nothing") is True  # 「その場合」 is read as such, not as part of the name


@pytest.mark.parametrize(("chip", "want"), [(False, 3), (True, 1)])
def test_p67_r285_the_enemy_gets_a_chip_of_the_destroyed_cards_total_cost(chip: bool, want: int) -> None:
    from engine.games.nexa import state as st

    sc = _value_board(_CHIP, foe_total=3)
    s = sc.state
    foe = sc.iid("foe")
    if chip:  # the destroyed card is a chip: its total cost is read as 1
        s.chip_specs[foe] = {"name": {"ja": "試験チップ", "en": "chip"}, "stats": [2, 2, 9], "terrain": ["space"]}
    _play(sc, "t:$foe")
    made = [i for i in s.place(1, st.DEPLOY) if i in s.chip_specs and i != foe]
    assert len(made) == 1 and s.ctrl[made[0]] == 1
    assert stats(s, made[0]) == (want, want, want)


# ---- 「ユニットチップ｛…｝X+1個をロール状態で出す」: rolled chips, X+N of them (P67) ------------------------------------

ROLLED_CHIPS = [
    "『起動』：このカードがプレイされて場に出た場合、〔X〕を支払う事ができる。その場合、試験チップ｛UNIT、地形適性「宇宙」、"
    "1／1／1｝X+1個をロール状態で出す。Xの上限は2とする。",
    "（戦闘フェイズ）〔X〕：試験チップ｛UNIT、地形適性「宇宙」「地球」、1／1／1｝X+1個をロール状態で出す。",
]


@pytest.mark.parametrize("text", ROLLED_CHIPS)
def test_rolled_chips_print_back(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_p67_x_plus_one_chips_enter_rolled() -> None:
    from engine.games.nexa import state as st

    me = unit("ME", abilities=[_ability(ROLLED_CHIPS[1])])
    sc = board([me], {"deploy": [{"card": "ME", "id": "me"}], "gzone": ["ME"] * 3}, {}, point="attack_free1")
    do(sc, "act:$me:0", player=0)
    do(sc, "x:2", player=0)
    resolve_cut(sc)
    s = sc.state
    made = [i for i in s.place(0, st.DEPLOY) if i in s.chip_specs]
    assert len(made) == 3 and all(s.rolled[i] for i in made)


# ---- 「敵軍は、自分のユニット1枚にXダメージを与える」: the enemy picks its own unit (R-133) ---------------------------------

_SIDE_DAMAGE = ("（戦闘フェイズ）〔1〕：敵軍は、自分のユニット1枚にXダメージを与える。Xの値は、「特徴：試験隊」を持つ自軍カードの"
                "枚数とする。")


def test_the_enemy_damaging_its_own_unit_prints_back() -> None:
    compiled, exact, blocker = round_trip(_SIDE_DAMAGE)
    assert compiled is not None and exact, blocker


def test_r133_the_enemy_picks_its_own_unit_and_it_takes_x_damage() -> None:
    sc = _value_board(_SIDE_DAMAGE, mine=["T", "T", "-"])  # the enemy's one unit: FOE (2/2/9)
    do(sc, "act:$me:0", player=0)
    resolve_cut(sc)
    s = sc.state
    for _ in range(5):  # the enemy picks (the first card offered) when asked
        d = sc.game.decision(s, labels=False)
        if d is None or d.player != 1 or d.kind == "priority":
            break
        sc.game.apply(s, 1, d.tokens()[0])
    resolve_cut(sc)
    assert s.damage[sc.iid("foe")] == 2  # two own 試験隊 cards


# ---- 「敵軍本国の上のカード1～X枚を廃棄する。Xの値は、…とする。」: 1 to the value, the player's choice (P61) ---------------

_MILL_X = "（戦闘フェイズ）〔1〕：敵軍本国の上のカード1～X枚を廃棄する。Xの値は、自軍手札の枚数とする。"


def test_one_to_x_top_cards_print_back() -> None:
    compiled, exact, blocker = round_trip(_MILL_X)
    assert compiled is not None and exact, blocker


def test_p61_the_player_discards_one_to_the_value_of_the_enemys_top_cards() -> None:
    from engine.games.nexa import state as st

    sc = _value_board(_MILL_X, hand=3)
    s = sc.state
    before = len(s.place(1, st.HOME))
    do(sc, "act:$me:0", player=0)
    resolve_cut(sc)
    offered = [t for t in tokens(sc) if t.startswith("opt:")]
    assert len(offered) == 3  # 1, 2 or 3 cards: the hand holds 3
    do(sc, offered[-1], player=0)
    resolve_cut(sc)
    assert before - len(s.place(1, st.HOME)) == 3
