"""Issue 14, family K8: selectors, conditions and the long tail, round 3. Each construct is compiled, printed back to
the same text and played in the engine. Every text here is original, written in the controlled style of card lists
(never official text).
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.games.nexa import state as st
from engine.games.nexa.stats import stats
from engine.games.nexa.textc import round_trip

from .helpers import ability_of, board, do, resolve_cut, tokens, unit


def _play(sc: Any, iid: str) -> None:
    do(sc, f"play:${iid}", player=0)
    while sc.game.decision(sc.state, labels=False).player == 0 and "pass" not in tokens(sc):
        do(sc, "pay:auto" if "pay:auto" in tokens(sc) else tokens(sc)[0], player=0)
    resolve_cut(sc)


# ---- 「ゲームから取り除かれているカード」 (P25): counted by 「…1枚につき」 and 「…が5枚以上ある場合」
PER_REMOVED = "『常駐』：このカードは、ゲームから取り除かれているカード１枚につき、＋１／±０／＋１を得る。"
FURTHER_REMOVED = ("『起動』：このカードが場に出た場合、敵軍ユニット１枚をロールする。（さらに）ゲームから取り除かれているカードが"
                   "３枚以上ある場合、カード１枚を引く。")


@pytest.mark.parametrize("text", [
    PER_REMOVED,
    FURTHER_REMOVED,
    "（戦闘フェイズ）〔１〕：ゲームから取り除かれているカードが４枚以上ある場合、敵軍ユニット１枚をロールする。",
    "『起動』：このカードが場に出た場合、カード１枚を引く。（さらに）自軍Gが６枚以上ある場合、自軍カード１～２枚をリロールする事ができる。",
])
def test_family_k8_removed_cards_and_further_first_print_back(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


@pytest.mark.parametrize("removed", [(0, 0), (2, 1), (0, 3)])
def test_p25_cards_removed_from_the_game_of_either_player_each_give_the_change(removed: tuple[int, int]) -> None:
    """「ゲームから取り除かれているカード1枚につき、+1/±0/+1」: every card removed from the game counts, whichever
    player owns it (P25: the removed cards are out of the game, not of one side)."""
    cards = [unit("PER", stats=(2, 2, 2), abilities=[ability_of(PER_REMOVED)]), unit("FILL")]
    sc = board(cards, {"deploy": [{"card": "PER", "id": "p"}], "removed": ["FILL"] * removed[0]},
               {"removed": ["FILL"] * removed[1]}, point="deploy")
    n = sum(removed)
    assert stats(sc.state, sc.iid("p")) == (2 + n, 2, 2 + n)


@pytest.mark.parametrize("removed, draws", [(2, 0), (3, 1)])
def test_p57_further_step_said_first_needs_its_condition_as_the_text_resolves(removed: int, draws: int) -> None:
    """「（さらに）ゲームから取り除かれているカードが3枚以上ある場合、カード1枚を引く」: the first step always, the draw only
    with three removed cards (P57: a condition read as the effect resolves)."""
    cards = [unit("FUR", total=0, roll=0, abilities=[ability_of(FURTHER_REMOVED)]), unit("FILL")]
    sc = board(cards, {"hand": [{"card": "FUR", "id": "f"}], "removed": ["FILL"] * removed},
               {"deploy": [{"card": "FILL", "id": "e"}]}, point="deploy")
    s = sc.state
    hand = len(s.place(0, st.HAND))
    _play(sc, "f")
    assert s.zone[sc.iid("f")] == st.DEPLOY
    assert s.rolled[sc.iid("e")]
    assert len(s.place(0, st.HAND)) == hand - 1 + draws


# ---- 「「特徴：A」を持つ自軍ユニットと交戦中の全ての敵軍ユニット」 (P70 交戦中)
ALL_ENGAGED = "（自軍ターン）〔０〕：「特徴：ジム系」を持つ自軍ユニットと交戦中の全ての敵軍ユニットは、ターン終了時まで±０／±０／－１を得る。"


@pytest.mark.parametrize("text", [
    ALL_ENGAGED,
    "（戦闘フェイズ）〔１〕：自軍キャラと交戦中の全ての敵軍ユニットに１ダメージを与える。",
])
def test_family_k8_every_card_engaged_with_a_selector_prints_back(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_p70_every_enemy_unit_fighting_a_unit_of_the_trait_and_no_other_gets_the_change() -> None:
    """「「特徴：ジム系」を持つ自軍ユニットと交戦中の全ての敵軍ユニット」: both enemy units in space (where the GM fights)
    get -1 defence; the one on earth, fighting a unit without the trait, does not (P70)."""
    user = unit("USER", abilities=[ability_of(ALL_ENGAGED)])
    gm, ball, foe = unit("GM", traits=["ジム系"]), unit("BALL"), unit("FOE", (1, 1, 5))
    sc = board([user, gm, ball, foe],
               {"battle": {"space": [{"card": "GM", "id": "gm"}], "earth": [{"card": "BALL", "id": "ball"}]},
                "deploy": [{"card": "USER", "id": "u"}]},
               {"battle": {"space": [{"card": "FOE", "id": "a"}, {"card": "FOE", "id": "a2"}],
                           "earth": [{"card": "FOE", "id": "b"}]}},
               point="damage", g_played=True)
    do(sc, "act:$u:0", player=0)
    resolve_cut(sc)
    s = sc.state
    assert stats(s, sc.iid("a"))[2] == 4 and stats(s, sc.iid("a2"))[2] == 4
    assert stats(s, sc.iid("b"))[2] == 5 and stats(s, sc.iid("gm"))[2] == 2


# ---- 「…は、ターン終了時まで、「速攻」、または「強襲」を失う」 (P57 相反する効果; R-500)
LOSE_EITHER = "（戦闘フェイズ）〔１〕：このカードと交戦中の敵軍ユニット１枚は、ターン終了時まで、｢速攻｣、または「強襲」を失う。"


@pytest.mark.parametrize("text", [
    LOSE_EITHER,
    "（戦闘フェイズ）〔１〕：敵軍ユニット１枚は、ターン終了時まで、「高機動」を失う。",
])
def test_family_k8_a_special_effect_lost_until_the_turn_ends_prints_back(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


@pytest.mark.parametrize("answer, lost, kept", [("mode:0", "first_strike", "assault"), ("mode:1", "assault", "first_strike")])
def test_p56_r500_the_player_declares_on_play_which_special_effect_the_target_loses(
        answer: str, lost: str, kept: str) -> None:
    """「「速攻」、または「強襲」を失う」: the special effect is declared on play with the target (P56, as R-93 declares the step
    of a text's one target); only that one is lost until the turn ends, the other one stays (ruling R-500)."""
    from engine.games.nexa.stats import has_keyword

    user = unit("USER", abilities=[ability_of(LOSE_EITHER)])
    foe = unit("FOE", (1, 1, 5), keywords=["first_strike", "assault"])
    sc = board([user, foe], {"battle": {"space": [{"card": "USER", "id": "u"}]}, "gzone": ["USER"] * 2},
               {"battle": {"space": [{"card": "FOE", "id": "a"}]}}, point="damage", g_played=True)
    s = sc.state
    assert has_keyword(s, sc.iid("a"), "first_strike") and has_keyword(s, sc.iid("a"), "assault")
    do(sc, "act:$u:0", player=0)
    assert answer in tokens(sc)  # declared on play, before the cut
    do(sc, answer, player=0)
    resolve_cut(sc)
    assert not has_keyword(s, sc.iid("a"), lost) and has_keyword(s, sc.iid("a"), kept)


# ---- 「自軍ジャンクヤードにある「A」1枚と、このカードを置き換える」 (置き換え P77, R-23)
REPLACE_BY = "（常時）〔０〕：自軍ジャンクヤードにある「ニューシップ」１枚と、このカードを置き換える。"


def test_family_k8_replacing_this_card_by_a_card_of_the_junkyard_prints_back() -> None:
    compiled, exact, blocker = round_trip(REPLACE_BY)
    assert compiled is not None and exact, blocker
    bad, _exact, _blocker = round_trip("（常時）〔０〕：自軍ユニット１枚と、このカードを置き換える。")
    assert bad is None  # a card of the field: not this exchange


@pytest.mark.parametrize("rolled", [False, True])
def test_p77_r23_the_declared_card_takes_this_cards_place_and_state_and_this_card_goes_to_the_junkyard(
        rolled: bool) -> None:
    """「自軍ジャンクヤードにある「ニューシップ」1枚と、このカードを置き換える」: the card of that name in the own junkyard takes
    this card's place in the battle area, rolled as this card was, and this card goes to the junkyard it came from (P77
    置き換え, R-23); a card of another name in the junkyard is not offered."""
    old = unit("OLD", abilities=[ability_of(REPLACE_BY)])
    new = {**unit("NEWSHIP"), "name": {"ja": "ニューシップ", "en": "Newship"}}
    sc = board([old, new, unit("OTHER")],
               {"battle": {"space": [{"card": "OLD", "id": "o", "rolled": rolled}]},
                "junkyard": [{"card": "OTHER", "id": "x"}, {"card": "NEWSHIP", "id": "n"}]},
               {}, point="damage", g_played=True)
    s = sc.state
    do(sc, "act:$o:0", player=0)
    resolve_cut(sc)
    assert s.zone[sc.iid("n")] == st.BATTLE and s.rolled[sc.iid("n")] == rolled
    assert s.zone[sc.iid("o")] == st.JUNK and s.zone[sc.iid("x")] == st.JUNK


# ---- 「敵軍は、このカードがいる戦闘エリアに、…を出撃させる事ができない」 (P32-P34, P70; R-501)
BAN_UNITS = "『常駐』：敵軍は、このカードがいる戦闘エリアに、３以下の合計国力を持つ自分のユニットを出撃させる事ができない。"
BAN_SQUAD = "『常駐』：敵軍は、このカードがいる戦闘エリアに、ユニットが１枚のみの部隊を出撃させる事ができない。"


@pytest.mark.parametrize("text", [BAN_UNITS, BAN_SQUAD,
                                  "『常駐』：敵軍は、このカードがいる戦闘エリアに、「高機動」を持つ自分のユニットを出撃させる事ができない。"])
def test_family_k8_a_sortie_ban_into_this_cards_area_prints_back(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


@pytest.mark.parametrize("warden_in", ["battle", "deploy"])
def test_p32_r501_the_enemy_may_not_sortie_a_cheap_unit_into_this_cards_battle_area(warden_in: str) -> None:
    """「敵軍は、このカードがいる戦闘エリアに、3以下の合計国力を持つ自分のユニットを出撃させる事ができない」: while the card is in
    space, an enemy unit of total cost 3 may sortie to earth only, one of total cost 4 anywhere; the card in the deploy
    area bans nothing (P32; ruling R-501)."""
    from engine.games.nexa.battle import sortie_options

    warden = unit("WARDEN", abilities=[ability_of(BAN_UNITS)])
    cheap, big = unit("CHEAP", total=3), unit("BIG", total=4)
    own = ({"battle": {"space": [{"card": "WARDEN", "id": "w"}]}} if warden_in == "battle"
           else {"deploy": [{"card": "WARDEN", "id": "w"}]})
    sc = board([warden, cheap, big], own, {"deploy": [{"card": "CHEAP", "id": "c"}, {"card": "BIG", "id": "b"}]},
               point="damage_free1")
    opts = set(sortie_options(sc.state, 1))
    c, b = sc.iid("c"), sc.iid("b")
    assert (1, c) in opts and (0, b) in opts and (1, b) in opts
    assert ((0, c) in opts) == (warden_in == "deploy")


@pytest.mark.parametrize("squad, area, goes", [(["a"], 0, False), (["a", "b"], 0, True), (["a"], 1, True)])
def test_p70_r501_a_squad_of_one_unit_fails_its_sortie_into_this_cards_area(squad: list[str], area: int,
                                                                             goes: bool) -> None:
    """「敵軍は、このカードがいる戦闘エリアに、ユニットが1枚のみの部隊を出撃させる事ができない」: a one-unit squad declared into
    the card's area (space) fails the sortie check and stays in the deploy area, as a 高機動 failure does (P70 step 3,
    R-07); two units go, and one unit goes to the other area (ruling R-501)."""
    from engine.games.nexa.battle import perform_sortie

    warden = unit("WARDEN", abilities=[ability_of(BAN_SQUAD)])
    sc = board([warden, unit("E")], {"battle": {"space": [{"card": "WARDEN", "id": "w"}]}},
               {"deploy": [{"card": "E", "id": "a"}, {"card": "E", "id": "b"}]}, point="damage_free1")
    s = sc.state
    draft: list[list[int]] = [[], []]
    draft[area] = [sc.iid(x) for x in squad]
    s.sortie_draft = draft
    perform_sortie(s, 1)
    assert all((s.zone[sc.iid(x)] == st.BATTLE) == goes for x in squad)


# ---- 「（注：コスト支払い後の枚数を参照する）」 (P55, P65)
AFTER_COST = ("（戦闘フェイズ）〔１〕：このカードと交戦中の敵軍ユニット１枚に、Xダメージを与える。Xの値は、このカードと同じ属性のGサインを"
              "持つ、ロール状態の自軍Gの枚数と同じとする。（注：コスト支払い後の枚数を参照する）")


def test_family_k8_the_note_on_counting_after_the_cost_prints_back() -> None:
    compiled, exact, blocker = round_trip(AFTER_COST)
    assert compiled is not None and exact, blocker
    bare, _exact, _blocker = round_trip("（戦闘フェイズ）：敵軍ユニット１枚に２ダメージを与える。（注：コスト支払い後の枚数を参照する）")
    assert bare is None  # no count for the note to be about


def test_p65_the_rolled_gs_are_counted_after_the_cost_rolled_one() -> None:
    """「Xの値は、…ロール状態の自軍Gの枚数と同じとする。（注：コスト支払い後の枚数を参照する）」: X is read as the effect resolves
    (P65), so the G rolled to pay 〔1〕 counts: one G rolled before, one for the cost, 2 damage (P55)."""
    user = unit("USER", abilities=[ability_of(AFTER_COST)])
    sc = board([user, unit("FOE", (1, 1, 5))],
               {"battle": {"space": [{"card": "USER", "id": "u"}]},
                "gzone": ["USER", "USER", {"card": "USER", "rolled": True}]},
               {"battle": {"space": [{"card": "FOE", "id": "a"}]}}, point="damage", g_played=True)
    do(sc, "act:$u:0", player=0)
    while sc.game.decision(sc.state, labels=False).player == 0 and "pass" not in tokens(sc):
        do(sc, "pay:auto" if "pay:auto" in tokens(sc) else tokens(sc)[0], player=0)
    resolve_cut(sc)
    assert sc.state.damage[sc.iid("a")] == 2


# ---- 「「特徴：専用「A」」を持つ自軍ユニット、または自軍「A」」 (any_of; P57, P68)
EITHER_HERE = "（戦闘フェイズ）：「特徴：専用「ジョニー」」を持つ自軍ユニット、または自軍「ジョニー」が戦闘エリアにいる場合、敵軍ユニット１枚に５ダメージを与える。"
EITHER_ENTERS = "『起動』：自軍「ジョニー」または、「特徴：専用「ジョニー」」を持つ自軍ユニットが場に出た場合、敵軍ユニット１枚をロールする。"


@pytest.mark.parametrize("text", [
    EITHER_HERE, EITHER_ENTERS,
    "『起動』：「特徴：NT」を持つ自軍ユニット、または自軍「ジョニー」がいる状態で、自軍コマンドがプレイされて解決された場合、カード１枚を引く。",
    "（戦闘フェイズ）：「特徴：専用「ジョニー」」を持つ自軍ユニットが戦闘エリアにいる場合、敵軍ユニット１枚に２ダメージを与える。",
])
def test_family_k8_a_selector_or_a_named_card_prints_back(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def _johnny(number: str, **extra: Any) -> dict[str, Any]:
    return {**unit(number), "name": {"ja": "ジョニー", "en": "Johnny"}, **extra}


@pytest.mark.parametrize("who, plays", [("TRAIT", True), ("NAMED", True), ("PLAIN", False)])
def test_p57_a_unit_of_the_trait_or_a_card_of_the_name_in_a_battle_area_lets_the_command_be_played(
        who: str, plays: bool) -> None:
    """「「特徴：専用「ジョニー」」を持つ自軍ユニット、または自軍「ジョニー」が戦闘エリアにいる場合」: either one in a battle area
    makes the command playable (P57, P55); a unit with neither does not."""
    from .helpers import card

    cmd = card("CMD", "command", total=0, roll=0, abilities=[{**ability_of(EITHER_HERE), "kind": "play"}])
    cards = [cmd, unit("TRAIT", traits=["専用「ジョニー」"]), _johnny("NAMED"), unit("PLAIN"), unit("FOE", (1, 1, 6))]
    sc = board(cards, {"hand": [{"card": "CMD", "id": "c"}], "battle": {"space": [{"card": who, "id": "w"}]}},
               {"battle": {"space": [{"card": "FOE", "id": "a"}]}}, point="damage", g_played=True)
    assert (f"play:{sc.iid('c')}" in tokens(sc)) == plays
    if plays:
        do(sc, "play:$c", player=0)
        resolve_cut(sc)
        assert sc.state.damage[sc.iid("a")] == 5


@pytest.mark.parametrize("who, rolls", [("TRAIT", True), ("NAMED", True), ("PLAIN", False)])
def test_p68_either_a_unit_of_the_trait_or_a_card_of_the_name_entering_is_heard(who: str, rolls: bool) -> None:
    """「自軍「ジョニー」または、「特徴：専用「ジョニー」」を持つ自軍ユニットが場に出た場合」: heard for either card entering
    (P68), not for another unit."""
    cards = [unit("WATCH", abilities=[ability_of(EITHER_ENTERS)]), unit("TRAIT", total=0, roll=0, traits=["専用「ジョニー」"]),
             _johnny("NAMED", cost={"total": 0, "roll": {}}), unit("PLAIN", total=0, roll=0), unit("FOE")]
    sc = board(cards, {"deploy": [{"card": "WATCH", "id": "w"}], "hand": [{"card": who, "id": "h"}]},
               {"deploy": [{"card": "FOE", "id": "a"}]}, point="deploy")
    _play(sc, "h")
    assert sc.state.zone[sc.iid("h")] == st.DEPLOY
    assert sc.state.rolled[sc.iid("a")] == rolls


# ---- 「自軍「A」と自軍「B」がいる場合、…全てのテキストは無効になる」 (P57, R-410)
BOTH_NAMED = ("【『常駐』：自軍「ルイン」と自軍「マニィ」がいる場合、キャラがセットされていない全ての敵軍ユニットが持つ、全てのテキストは"
              "無効になる】")


@pytest.mark.parametrize("text", [
    BOTH_NAMED,
    "（戦闘フェイズ）：自軍「ルイン」と自軍「マニィ」がいる場合、敵軍ユニット１枚に２ダメージを与える。",
])
def test_family_k8_two_named_cards_present_print_back(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


@pytest.mark.parametrize("present, lost", [(("RUIN", "MANNY"), True), (("RUIN", "PLAIN"), False)])
def test_p57_the_texts_are_lost_only_while_a_card_of_each_name_is_there(present: tuple[str, str], lost: bool) -> None:
    """「自軍「ルイン」と自軍「マニィ」がいる場合、…全ての敵軍ユニットが持つ、全てのテキストは無効になる」: with both names on the
    field the enemy unit's 常駐 text is gone (its printed values); with one of them only, it stays (P57, R-410)."""
    boost = "『常駐』：このカードは、＋１／＋１／＋１を得る。"
    cards = [unit("WATCH", abilities=[ability_of(BOTH_NAMED)]), {**unit("RUIN"), "name": {"ja": "ルイン", "en": "Ruin"}},
             {**unit("MANNY"), "name": {"ja": "マニィ", "en": "Manny"}}, unit("PLAIN"),
             unit("FOE", (2, 2, 2), abilities=[ability_of(boost)])]
    sc = board(cards, {"deploy": [{"card": "WATCH"}, *({"card": c} for c in present)]},
               {"deploy": [{"card": "FOE", "id": "a"}]}, point="deploy")
    assert stats(sc.state, sc.iid("a")) == ((2, 2, 2) if lost else (3, 3, 3))


# ---- 「…が持つ、「サイコミュ」1つの対象部分を、ターン終了時まで『…』に変更する」 (P75; R-502)
RETARGET = "（防御ステップ）〔０〕：自軍ユニット１枚が持つ、「サイコミュ」１つの対象部分を、ターン終了時まで『戦闘エリアにいる敵軍ユニット１枚』に変更する。"


def test_family_k8_a_special_effects_target_part_changed_prints_back() -> None:
    compiled, exact, blocker = round_trip(RETARGET)
    assert compiled is not None and exact, blocker
    assert compiled.ability["targets"]["t1"]["keyword"] == "psycommu"  # a unit that has it


def test_p75_r502_the_psycommu_text_then_declares_an_unengaged_enemy_unit_in_a_battle_area() -> None:
    """Before the change, the サイコミュ text may declare only the engaged enemy unit (P75); once its target part is
    『戦闘エリアにいる敵軍ユニット1枚』, the enemy unit alone on earth is offered too, and takes its damage (R-502)."""
    from .helpers import card

    cards = [unit("FUN", (1, 1, 3), keywords=[{"psycommu": 2}]), unit("USER", abilities=[ability_of(RETARGET)]),
             card("NT", "character", stats=[0, 0, 0], traits=["NT"]), unit("E", (1, 1, 2)), unit("TOUGH", (1, 1, 9))]

    def fresh() -> Any:
        return board(cards, {"battle": {"space": [{"card": "FUN", "id": "f", "set": [{"card": "NT"}]}]},
                             "deploy": [{"card": "USER", "id": "u"}], "gzone": ["FUN"] * 3},
                     {"battle": {"space": [{"card": "TOUGH", "id": "near"}], "earth": [{"card": "E", "id": "far"}]}},
                     point="defence_free1")

    plain = fresh()
    do(plain, "act:$f:100", player=0)  # the printed target part: the engaged unit, the only one, declared unasked
    assert dict(plain.state.cut[-1].targets)["t1"] == ((plain.iid("near"), 0),)
    sc = fresh()
    s = sc.state
    do(sc, "act:$u:0", player=0)
    resolve_cut(sc)
    do(sc, "act:$f:100", player=0)
    assert f"t:{sc.iid('far')}" in tokens(sc) and f"t:{sc.iid('near')}" in tokens(sc)
    do(sc, "t:$far", player=0)
    resolve_cut(sc)
    assert s.zone[sc.iid("far")] == st.JUNK and s.damage[sc.iid("near")] == 0


# ---- 「全ての軍は、このターンと次のターン、ユニットを出撃させることができない」 (P32-P34)
LONG_BAN = "（自軍配備フェイズ）：全ての軍は、このターンと次のターン、ユニットを出撃させることができない。"


@pytest.mark.parametrize("text", [LONG_BAN, "（自軍配備フェイズ）：敵軍は、このターンと次のターン、ユニットを出撃させる事ができない。"])
def test_family_k8_a_sortie_ban_for_this_turn_and_the_next_prints_back(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_p32_no_sortie_this_turn_nor_the_next_and_again_in_the_turn_after() -> None:
    """「全ての軍は、このターンと次のターン、ユニットを出撃させることができない」: neither player may sortie this turn nor in the
    next one; the ban is gone when that turn ends (P32-P34, as R-234 for this turn; 「このターンと次のターン」 as R-333)."""
    from engine.games.nexa import turn
    from engine.games.nexa.battle import sortie_options

    from .helpers import card

    cmd = card("CMD", "command", total=0, roll=0, abilities=[{**ability_of(LONG_BAN), "kind": "play"}])
    sc = board([cmd, unit("U")], {"hand": [{"card": "CMD", "id": "c"}], "deploy": [{"card": "U"}]},
               {"deploy": [{"card": "U"}]}, point="deploy")
    s = sc.state
    assert sortie_options(s, 0) and sortie_options(s, 1)
    _play(sc, "c")
    assert s.zone[sc.iid("c")] == st.JUNK
    assert not sortie_options(s, 0) and not sortie_options(s, 1)
    turn._end_turn(s)  # this turn ends: the ban stays for the next one
    assert not sortie_options(s, 0) and not sortie_options(s, 1)
    turn._end_turn(s)  # the next turn ends: gone
    assert sortie_options(s, 0) and sortie_options(s, 1)


# ---- 「…は、このターン、全ての格闘力修正を失う」 (P65, R-111)
LOSE_MELEE = "（戦闘フェイズ）〔０〕：このカードと交戦中の敵軍ユニット１枚は、このターン、全ての格闘力修正を失う。"


def test_family_k8_losing_the_modifications_of_one_value_prints_back() -> None:
    for text in (LOSE_MELEE, "（戦闘フェイズ）〔１〕：敵軍ユニット１枚は、このターン、全ての防御力修正を失う。"):
        compiled, exact, blocker = round_trip(text)
        assert compiled is not None and exact, blocker


def test_p65_r111_the_melee_value_is_the_printed_one_this_turn_the_others_keep_their_changes() -> None:
    """「このカードと交戦中の敵軍ユニット1枚は、このターン、全ての格闘力修正を失う」: the enemy unit's 常駐 +2/+2/+2 no longer
    changes its melee (its printed 3), its shooting and defence keep it (P65; as R-111 for one value); the turn's end
    ends it."""
    from engine.games.nexa import turn

    boost = "『常駐』：このカードは、＋２／＋２／＋２を得る。"
    sc = board([unit("USER", abilities=[ability_of(LOSE_MELEE)]), unit("FOE", (3, 3, 3), abilities=[ability_of(boost)])],
               {"battle": {"space": [{"card": "USER", "id": "u"}]}},
               {"battle": {"space": [{"card": "FOE", "id": "a"}]}}, point="damage", g_played=True)
    s = sc.state
    assert stats(s, sc.iid("a")) == (5, 5, 5)
    do(sc, "act:$u:0", player=0)
    resolve_cut(sc)
    assert stats(s, sc.iid("a")) == (3, 5, 5)
    turn._end_turn(s)
    assert stats(s, sc.iid("a")) == (5, 5, 5)


# ---- 「「特徴：A」と「特徴：B」を持つ」: both traits (family T2's joined form)
BOTH_TRAITS = "（防御ステップ）〔０〕：「特徴：男性」と「特徴：子供」を持つ自軍キャラが攻撃に出撃している、または交戦中の場合、カード１枚を引く。"


@pytest.mark.parametrize("traits, usable", [(["男性", "子供"], True), (["男性"], False), (["子供"], False)])
def test_p57_a_character_with_both_traits_and_only_such_one_makes_the_condition_hold(traits: list[str],
                                                                                   usable: bool) -> None:
    """「「特徴：男性」と「特徴：子供」を持つ自軍キャラが…交戦中の場合」: the character must have both traits (P57); one of them
    is not enough."""
    from .helpers import card

    compiled, exact, blocker = round_trip(BOTH_TRAITS)
    assert compiled is not None and exact, blocker
    cards = [unit("USER", abilities=[ability_of(BOTH_TRAITS)]), unit("MOUNT"),
             card("KID", "character", stats=[0, 0, 0], traits=traits), unit("FOE")]
    sc = board(cards, {"battle": {"space": [{"card": "MOUNT", "set": [{"card": "KID"}]}]},
                       "deploy": [{"card": "USER", "id": "u"}]},
               {"battle": {"space": [{"card": "FOE"}]}}, point="defence_free1")
    assert (f"act:{sc.iid('u')}:0" in tokens(sc)) == usable


# ---- 「（condition）場合、…全ての自軍カードは、「〔1〕：ゲイン」を得る」 (P75)
GIVES_GAIN = ("『常駐』：このカードが戦闘エリアにいる場合、このカードと同じ属性のGサインを持つ、このカード以外の全ての自軍カードは、"
              "「〔１〕：ゲイン」を得る。")


@pytest.mark.parametrize("where", ["battle", "deploy"])
def test_p75_own_cards_of_the_same_series_have_gain_while_this_card_is_in_a_battle_area(where: str) -> None:
    """「このカードが戦闘エリアにいる場合、このカードと同じ属性のGサインを持つ、このカード以外の全ての自軍カードは、「〔1〕：ゲイン」
    を得る」: while the card is in a battle area, the own unit of its 属性 has ゲイン (its text at ①, P75), the one of another
    属性 and the card itself have not; in the deploy area nobody has it."""
    from engine.games.nexa.stats import has_keyword

    compiled, exact, blocker = round_trip(GIVES_GAIN)
    assert compiled is not None and exact, blocker
    cards = [unit("GIVER", abilities=[ability_of(GIVES_GAIN)]), unit("SAME"),
             unit("OTHER", gsign={"colour": "blue", "series": "SEED"})]
    me = {"card": "GIVER", "id": "g"}
    sc = board(cards, {**({"battle": {"space": [me]}} if where == "battle" else {"deploy": [me]}),
                       "deploy": [*([] if where == "battle" else [me]), {"card": "SAME", "id": "s"},
                                  {"card": "OTHER", "id": "o"}]}, {}, point="deploy")
    s = sc.state
    assert has_keyword(s, sc.iid("s"), "gain") == (where == "battle")
    assert not has_keyword(s, sc.iid("o"), "gain") and not has_keyword(s, sc.iid("g"), "gain")


# ---- 「<（…）〔0〕：…>（常時）：…」: a text in angle brackets, then a second ability on the same line
def test_a_text_in_angle_brackets_and_an_ability_after_it_on_one_line_are_two_texts() -> None:
    """The 〈 〉 text (P76) ends at its closing bracket; the ability said after it on the same line is a text of its own, and
    each prints back; a rules reminder's 「＞」 inside its brackets splits nothing."""
    from engine.games.nexa.textc import split_texts

    angle = "<（戦闘フェイズ）〔０〕：全ての自軍ユニットは、ターン終了時まで＋１／＋１／＋１を得る。>"
    after = "（常時）：自軍ユニット１枚は、ターン終了時まで＋３／＋３／＋３を得る。"
    texts = split_texts(f"ユニーク<br />{angle}{after}")
    assert texts == ["ユニーク", angle, after]
    for text in texts[1:]:
        compiled, exact, blocker = round_trip(text)
        assert compiled is not None and exact, blocker
    reminder = "（クロスウェポンのルール＞（戦闘フェイズ）：［ ］の特徴を持つ自軍ユニット１枚は、ターン終了時まで、このカードの本来のテキスト１つと同じテキストを得る。ただし同じテキストは得られない）"
    assert split_texts(reminder) == [reminder]
