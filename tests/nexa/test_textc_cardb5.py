"""Issue 14, family B5 of the card-text compiler: battle, sorties and damage, third round.

Every text here is original, written in the controlled style of card lists (never official text).
A side's squads having dealt battle damage to an enemy squad as a condition (P71), a card that fits heard at either of
two events (P68), battle damage to a home heard (P35), and a few misprints of card lists folded to their wording
compile, print back and play (docs/effect-language.md).
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.games.nexa import state as st
from engine.games.nexa.targets import candidates
from engine.games.nexa.textc import compile_text, normalise, print_text, round_trip

from .helpers import board, card, do, pass_until, resolve_cut, tokens, unit


def _unit(text: str, number: str = "W", stats: tuple[int, int, int] = (2, 2, 2), **extra: Any) -> dict[str, Any]:
    ab = {**compile_text(text).ability, "text": {"ja": text, "en": text}}
    return unit(number, stats, abilities=[ab], **extra)


def _command(number: str, text: str) -> dict[str, Any]:
    ab = compile_text(text).ability
    return card(number, "command", abilities=[{**ab, "kind": "play", "text": {"ja": text, "en": "x"}}])


@pytest.mark.parametrize("text", [
    "（戦闘フェイズ）〔1〕：自軍部隊が、敵軍部隊に戦闘ダメージを与えている場合、カード1枚を引く。",
    "（帰還ステップ）〔R〕：敵軍部隊が、敵軍部隊に戦闘ダメージを与えている場合、自軍本国を2回復する。",
    "『起動』：「特徴：試作機」を持つ自軍ユニットが、場に出た、または交戦中となった場合、カード1枚を引く。",
    "『起動』：「特徴：試作機」を持つ自軍ユニットが、攻撃に出撃した、または交戦中となった場合、カード1枚を引く事ができる。",
    "『起動』：敵軍ユニットが、防御に出撃した、または場に出た場合、自軍本国を1回復する。",
    "『起動』：自軍本国に戦闘ダメージが与えられた場合、カード1枚を引く事ができる。",
    "『起動』：敵軍本国が戦闘ダメージを受けた場合、自軍本国を1回復する。",
    "（戦闘フェイズ）〔1〕：ユニットが1枚のみの敵軍部隊1つの部隊戦闘力を、部隊解散まで-2する。",
    "（防御ステップ）〔R〕：ユニットが2枚以上の自軍部隊1つの部隊戦闘力を、部隊解散まで+3する。",
    "（戦闘フェイズ）〔1〕：このカードと交戦中の、敵軍部隊1つの部隊戦闘力を、部隊解散まで-1する。",
    "（戦闘フェイズ）〔2〕：「特徴：試作機」を持つ自軍ユニットと交戦中の敵軍部隊1つの部隊戦闘力を、部隊解散まで-3する。",
    "（戦闘フェイズ）：ユニットが1枚のみの自軍部隊1つを指定する。このターン、対象が与える戦闘ダメージは、「速度1」と"
    "「速度2」の両方で与えられる。",
    "（自軍攻撃ステップ）〔1〕：交戦中の自軍部隊1つを指定する。このターン、対象が与える戦闘ダメージは、「速度1」と"
    "「速度2」の両方で与えられる。",
    "（戦闘フェイズ）〔1〕：このカードが出撃している場合、カード1枚を引く。",
    "（防御ステップ）〔2〕：交戦中の敵軍部隊1つの部隊戦闘力を、部隊解散まで-3できる。",
    "（戦闘フェイズ）〔1〕：自軍本国の上のカード1枚を表にする。表にしたカードが、白のロールコストを持つ場合、カード1枚を"
    "引く。茶のロールコストを持つ場合、自軍本国を2回復する。",
    "（戦闘フェイズ）〔2〕：このカードが出撃している場合、自軍本国の上のカード1枚を表にする。表にしたカードが、青のロール"
    "コストを持つ場合、敵軍ユニット1枚に2ダメージを与える事ができる。紫のロールコストを持つ場合、カード1枚を引く。"
    "（注：両方のロールコストを持つ場合、2つとも適用できる）",
    "『常駐』：このセットグループのユニットは、可能な限り出撃する。",
    "『常駐』：このセットグループは、可能な限り出撃しなければならない。",
    "（自軍攻撃ステップ）〔1〕：自軍ユニット1枚は、ターン終了時まで、+1/±0/+1を得る。その場合、対象は、このターン、"
    "可能な限り出撃する。",
    "（敵軍攻撃ステップ）〔1〕：敵軍ユニット1枚を指定する。敵軍は、このターン、可能な限り対象1を出撃させる。",
    "（敵軍攻撃ステップ）：敵軍ユニット1枚は、このターン、可能な限り出撃する。または出撃できない。",
    "（防御ステップ）〔2〕：このカードが戦闘エリアにいる場合、ダミーチップ｛UNIT、地形適性「宇宙」「地球」、3/0/3｝1個を"
    "戦闘エリアの任意の順番に出す。",
    "（戦闘フェイズ）：試作チップ｛UNIT、「特徴：試作機」、地形適性「宇宙」、1/1/1｝2個を、自軍部隊1つの任意の順番に出す。",
    "（ダメージ判定ステップ）〔1〕：戦闘エリアにいる、ダメージを受けていない敵軍ユニット1枚に2ダメージを与える。",
    "（戦闘フェイズ）：敵軍Gが3枚以下の場合、カード1枚を引く。",
    "（防御ステップ）〔R〕：自軍ユニットが2枚以下の場合、自軍本国を1回復する。",
    "『起動』：このカードが場に出た場合、敵軍本国に1ダメージ、または、敵軍ユニット1枚に3ダメージを与える。",
    "（戦闘フェイズ）〔1〕：敵軍本国に2ダメージ、または、交戦中の敵軍ユニット1枚に1ダメージを与える。",
    "『起動』：このカードが、場に出たターン中に出撃した場合、カード1枚を引く。",
    "（ダメージ判定ステップ）〔1〕：このカードが、ユニットが2枚以上の部隊にいる状態で交戦中の場合、カード1枚を引く。",
    "『起動』：このカードは、敵軍キャラと交戦中となった場合、廃棄される。",
    "『常駐』：このカードの部隊の部隊戦闘力は、交戦中の場合、+3される。",
    "（ダメージ判定ステップ）：このターン、自軍本国が受ける戦闘ダメージを、合計5まで減殺する。",
    "『起動』：このカードは、「特徴：試作機」を持つ敵軍ユニットと交戦中となった場合、ターン終了時に持ち主の手札に移る。",
])
def test_family_b5_constructs_print_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert normalise(print_text(compiled)) == normalise(text)


@pytest.mark.parametrize(("misprint", "wording"), [
    ("（戦闘フェイズ）〔1〕このカードが交戦中の場合、カード1枚を引く。",
     "（戦闘フェイズ）〔1〕：このカードが交戦中の場合、カード1枚を引く。"),
    ("（自軍攻撃ステップ）：〔2〕このカードが戦闘エリアにいる場合、カード1枚を引く。",
     "（自軍攻撃ステップ）〔2〕：このカードが戦闘エリアにいる場合、カード1枚を引く。"),
    ("『起動』：このカードが防御に出撃した場合、または交戦中となった場合、カード1枚を引く。",
     "『起動』：このカードが防御に出撃した、または交戦中となった場合、カード1枚を引く。"),
    ("（戦闘フェイズ）〔1〕：このカードが、ユニットが2枚以上の部隊にいる場合、カード1枚を引く。",
     "（戦闘フェイズ）〔1〕：このカードがユニット2枚以上の部隊にいる場合、カード1枚を引く。"),
    ("（戦闘フェイズ）〔X〕：このカードの部隊は、部隊解散まで部隊戦闘力+Xを得る。",
     "（戦闘フェイズ）〔X〕：このカードの部隊の部隊戦闘力を、部隊解散まで+Xする。"),
    ("（防御ステップ）〔1〕：交戦中の敵軍部隊1つは、部隊解散まで、部隊戦闘力-2を得る。",
     "（防御ステップ）〔1〕：交戦中の敵軍部隊1つの部隊戦闘力を、部隊解散まで-2する。"),
    ("（戦闘フェイズ）〔1〕：交戦中の敵軍ユニット1枚に2ダメージ与える。",
     "（戦闘フェイズ）〔1〕：交戦中の敵軍ユニット1枚に2ダメージを与える。"),
    ("（戦闘フェイズ）〔1〕：交戦中の敵軍ユニット1枚を、任意の戦闘エリアの任意の順番に移す。",
     "（戦闘フェイズ）〔1〕：交戦中の敵軍ユニット1枚を、戦闘エリアの任意の順番に移す。"),
])
def test_misprints_and_second_wordings_read_as_the_usual_wording(misprint: str, wording: str) -> None:
    """A timed text's cost without its colon (or the colon before the cost), 「…した場合、または…となった場合」 and
    「ユニットが2枚以上の部隊にいる」 compile to what the usual wording compiles to, and print back the same."""
    assert normalise(misprint) == normalise(wording)
    compiled, exact, blocker = round_trip(misprint)
    assert compiled is not None and exact, blocker
    assert compiled.ability == compile_text(wording).ability


def test_costs_said_per_use_keep_their_colon() -> None:
    """「〔2〕毎：」 is a cost paid per use (P43), not a cost without its colon: left as it is."""
    text = "（戦闘フェイズ）〔2〕毎：このカードは、ターン終了時まで+1/+1/+1を得る。"
    assert ":毎" not in normalise(text)
    assert round_trip(text)[1]


def test_p71_r320_the_text_is_offered_once_an_own_squad_dealt_battle_damage_to_an_enemy_squad() -> None:
    """「自軍部隊が、敵軍部隊に戦闘ダメージを与えている場合」 (P71): after the damage step, the text is offered when an own
    squad dealt battle damage to an enemy squad (an engaged area) this turn; not before the damage step, not when the
    own squad dealt its damage to the enemy home (no enemy squad there), not when only the enemy squad dealt damage."""
    text = "（戦闘フェイズ）〔0〕：自軍部隊が、敵軍部隊に戦闘ダメージを与えている場合、カード1枚を引く。"
    assert compile_text(text).ability["condition"] == {"side_dealt_unit": "own"}
    cases = (  # (own squad's stats, enemy squad there, offered after the damage step)
        ((3, 3, 5), True, True),
        ((3, 3, 5), False, False),  # damage to the enemy home only
        ((0, 0, 5), True, False),  # the own squad deals no damage (power 0)
    )
    for mine, foe, offered in cases:
        sc = board([_unit(text, "WATCH"), unit("U", mine), unit("E", (1, 1, 6))],
                   {"deploy": [{"card": "WATCH", "id": "w"}], "battle": {"space": [{"card": "U"}]}},
                   {"battle": {"space": [{"card": "E"}] if foe else []}}, point="damage_free1")
        assert f"act:{sc.iid('w')}:0" not in tokens(sc)
        pass_until(sc, st.RETURN_FREE1)
        assert (f"act:{sc.iid('w')}:0" in tokens(sc)) == offered, (mine, foe)
    sc = board([_unit(text, "WATCH"), unit("U", (3, 3, 5)), unit("E", (1, 1, 6))],  # the other side's text
               {"battle": {"space": [{"card": "U"}]}},
               {"deploy": [{"card": "WATCH", "id": "w"}], "battle": {"space": [{"card": "E"}]}}, point="damage_free1")
    pass_until(sc, st.RETURN_FREE1)
    assert sc.state.squads[1] and f"act:{sc.iid('w')}:0" not in tokens(sc)


def test_p68_a_text_hears_a_card_that_fits_at_either_event() -> None:
    """「「特徴：試作機」を持つ自軍ユニットが、場に出た、または交戦中となった場合」: heard when a unit that fits enters the
    field, and again when it becomes engaged (P68, P70); a unit without the trait is not heard at either."""
    text = "『起動』：「特徴：試作機」を持つ自軍ユニットが、場に出た、または交戦中となった場合、カード1枚を引く。"
    ab = compile_text(text).ability
    assert (ab["on"], ab["also_on"]) == ("card_enters", ["card_becomes_engaged"])
    for traits, drawn in ((["試作機"], 1), ([], 0)):
        sc = board([_unit(text, "WATCH"), unit("P", traits=traits), unit("E")],
                   {"deploy": [{"card": "WATCH"}], "battle": {"space": [{"card": "P"}]}},
                   {"deploy": [{"card": "E", "id": "e"}]}, point="defence_rule")
        hand = len(sc.state.place(0, st.HAND))
        do(sc, "sortie:s:$e", "sortie:done", player=1)
        pass_until(sc, st.DAMAGE_FREE1)
        assert len(sc.state.place(0, st.HAND)) == hand + drawn, traits
        sc = board([_unit(text, "WATCH"), unit("P", traits=traits)],
                   {"deploy": [{"card": "WATCH"}], "hand": [{"card": "P", "id": "p"}], "gzone": ["P", "P"]}, {},
                   point="deploy", g_played=True)
        hand = len(sc.state.place(0, st.HAND))
        do(sc, "play:$p", player=0)
        resolve_cut(sc)
        assert len(sc.state.place(0, st.HAND)) == hand - 1 + drawn, traits


def test_p35_r321_battle_damage_to_the_own_home_is_heard_and_an_effects_damage_is_not() -> None:
    """「自軍本国に戦闘ダメージが与えられた場合」 (P35 本国へのダメージ): heard when an enemy squad that is not engaged deals
    its battle damage to the own home; not when the own squad blocks it (engaged), nor for an effect's damage."""
    text = "『起動』：自軍本国に戦闘ダメージが与えられた場合、カード1枚を引く。"
    assert compile_text(text).ability["on"] == "own_home_battle_damaged"
    for blocker, drawn in (([], 1), ([{"card": "U"}], 0)):
        sc = board([_unit(text, "WATCH"), unit("U", (1, 1, 9)), unit("E", (2, 2, 9))],
                   {"deploy": [{"card": "WATCH"}], "battle": {"space": blocker}},
                   {"battle": {"space": [{"card": "E"}]}}, point="damage_free1", attacker=1)
        hand, home = len(sc.state.place(0, st.HAND)), len(sc.state.place(0, st.HOME))
        pass_until(sc, st.RETURN_FREE1)
        assert len(sc.state.place(0, st.HOME)) == (home - 2 - 1 if drawn else home), blocker  # 2 damage, 1 drawn
        assert len(sc.state.place(0, st.HAND)) == hand + drawn, blocker
    shot = _command("C", "（常時）：敵軍本国に2ダメージを与える。")
    sc = board([_unit(text, "WATCH"), shot], {"deploy": [{"card": "WATCH"}]},
               {"hand": [{"card": "C", "id": "c"}], "gzone": ["WATCH", "WATCH"]}, point="damage_free1", attacker=1)
    hand, home = len(sc.state.place(0, st.HAND)), len(sc.state.place(0, st.HOME))
    do(sc, "play:$c", player=1)
    resolve_cut(sc)
    assert len(sc.state.place(0, st.HOME)) == home - 2
    assert len(sc.state.place(0, st.HAND)) == hand


def test_p35_p70_a_squad_is_chosen_by_its_size_or_by_what_it_is_engaged_with() -> None:
    """「ユニットが1枚のみの敵軍部隊1つ」: only a squad of exactly one unit may be chosen (P35), and its power changes;
    「「特徴：試作機」を持つ自軍ユニットと交戦中の敵軍部隊1つ」: only the enemy squad facing a squad with such a unit (P70)."""
    from engine.games.nexa.battle import squad_power

    text = "（戦闘フェイズ）〔0〕：ユニットが1枚のみの敵軍部隊1つの部隊戦闘力を、部隊解散まで-2する。"
    assert compile_text(text).ability["targets"]["t1"]["squad_units"] == 1
    sc = board([_unit(text), unit("E", (3, 3, 3))], {"deploy": [{"card": "W", "id": "w"}]},
               {"battle": {"space": [{"card": "E", "id": "a"}, {"card": "E", "id": "b"}],
                           "earth": [{"card": "E", "id": "lone"}]}}, point="damage_free1")
    w = sc.iid("w")
    sel = compile_text(text).ability["targets"]["t1"]
    assert candidates(sc.state, sel, 0, w) == [sc.iid("lone")]
    do(sc, "act:$w:0", player=0)
    resolve_cut(sc)
    assert squad_power(sc.state, 1 * 2 + 1) == 3 - 2
    assert squad_power(sc.state, 0 * 2 + 1) == 6
    facing = "（戦闘フェイズ）〔0〕：「特徴：試作機」を持つ自軍ユニットと交戦中の敵軍部隊1つの部隊戦闘力を、部隊解散まで-3する。"
    sc = board([_unit(facing), unit("P", traits=["試作機"]), unit("U"), unit("E", (3, 3, 3))],
               {"deploy": [{"card": "W", "id": "w"}],
                "battle": {"space": [{"card": "U"}], "earth": [{"card": "U"}, {"card": "P"}]}},
               {"battle": {"space": [{"card": "E", "id": "a"}], "earth": [{"card": "E", "id": "b"}]}},
               point="damage_free1")
    sel = compile_text(facing).ability["targets"]["t1"]
    assert candidates(sc.state, sel, 0, sc.iid("w")) == [sc.iid("b")]


def test_p74_r322_the_squad_declared_deals_its_battle_damage_at_both_speeds() -> None:
    """Ruling R-322: 「ユニットが1枚のみの自軍部隊1つを指定する。このターン、対象が与える戦闘ダメージは、「速度1」と「速度2」
    の両方で与えられる。」: only an own squad of one unit may be declared; that squad (its units as the text resolves) deals
    its whole power at speed 1 and again at speed 2 (P74, as R-168); another squad does not."""
    text = ("（戦闘フェイズ）：ユニットが1枚のみの自軍部隊1つを指定する。このターン、対象が与える戦闘ダメージは、"
            "「速度1」と「速度2」の両方で与えられる。")
    for pick, lost in (("lone", 6), (None, 3)):
        sc = board([_command("C", text), unit("U", (3, 1, 9)), unit("V", (1, 1, 9))],
                   {"hand": [{"card": "C", "id": "c"}], "gzone": ["U", "U"],
                    "battle": {"space": [{"card": "U", "id": "lone"}], "earth": [{"card": "V", "id": "x"}, {"card": "V"}]}},
                   {}, point="damage_free1")
        home = len(sc.state.place(1, st.HOME))
        if pick:
            sel = compile_text(text).ability["targets"]["t1"]
            assert candidates(sc.state, sel, 0, sc.iid("c")) == [sc.iid("lone")]  # not the squad of two on earth
            do(sc, "play:$c", player=0)
            resolve_cut(sc)
        pass_until(sc, st.RETURN_FREE1)
        assert len(sc.state.place(1, st.HOME)) == home - lost - 2, pick  # the earth squad deals 2 once


def test_p32_p33_this_card_sortied_is_the_condition_of_the_text() -> None:
    """「このカードが出撃している場合」: its unit is in a battle area, attacking or defending (P32, P33); in the deploy area
    the text is not offered."""
    text = "（戦闘フェイズ）〔0〕：このカードが出撃している場合、カード1枚を引く。"
    assert compile_text(text).ability["condition"] == {"self_sortied": True}
    for where, attacker, offered in (("battle", 0, True), ("battle", 1, True), ("deploy", 0, False)):
        mine: dict[str, Any] = {"battle": {"space": [{"card": "W", "id": "w"}]}} if where == "battle" else {
            "deploy": [{"card": "W", "id": "w"}]}
        sc = board([_unit(text), unit("E")], mine, {"battle": {"space": [{"card": "E"}]}}, point="damage_free1",
                   attacker=attacker)
        if attacker == 1:
            do(sc, "pass", player=1)
        assert (f"act:{sc.iid('w')}:0" in tokens(sc)) == offered, (where, attacker)


@pytest.mark.parametrize(("roll", "drawn", "recovered"), [
    ({"white": 1}, 1, 0), ({"brown": 1}, 0, 2), ({"white": 1, "brown": 1}, 1, 2), ({"blue": 1}, 0, 0)])
def test_r323_each_case_the_card_shown_fits_applies(roll: dict[str, int], drawn: int, recovered: int) -> None:
    """Ruling R-323: 「表にしたカードが、白のロールコストを持つ場合、A。茶のロールコストを持つ場合、B。」: each case the card
    shown fits applies, in the order written: a card with both colours in its roll cost applies both (the note
    「両方のロールコストを持つ場合、2つとも適用できる」 says so), a card with neither applies none; the card stays on top."""
    text = ("（戦闘フェイズ）〔0〕：自軍本国の上のカード1枚を表にする。表にしたカードが、白のロールコストを持つ場合、カード1枚を"
            "引く。茶のロールコストを持つ場合、自軍本国を2回復する。")
    top = {**unit("TOP"), "cost": {"total": 2, "roll": roll}}
    sc = board([_unit(text), top, unit("E")], {"deploy": [{"card": "W", "id": "w"}], "home": ["TOP"] + ["E"] * 5,
                                               "discard": ["E", "E", "E"]}, {}, point="damage_free1")
    s = sc.state
    hand, pile = len(s.place(0, st.HAND)), len(s.place(0, st.DISCARD))
    top_card = s.place(0, st.HOME)[-1]
    do(sc, "act:$w:0", player=0)
    resolve_cut(sc)
    assert len(s.place(0, st.HAND)) == hand + drawn
    assert len(s.place(0, st.DISCARD)) == pile - recovered
    assert (s.zone[top_card] == st.HAND) == bool(drawn)  # drawn when A applies, else still in the home


def test_p32_p34_r324_a_unit_that_must_sortie_is_sortied_whenever_it_can() -> None:
    """Ruling R-324: 「『常駐』：このセットグループのユニットは、可能な限り出撃する。」 on a character: its player cannot end the
    sortie declaration (attack P32, defence P33) without that unit while it can sortie (rerolled, in the deploy area,
    P34); a rolled unit need not; 「…は、このターン、可能な限り出撃する」 and 「敵軍は、このターン、可能な限り対象を出撃させる」
    give the same for the turn."""
    static = "『常駐』：このセットグループのユニットは、可能な限り出撃する。"
    pilot = card("PL", "character", stats=[0, 0, 0], abilities=[{**compile_text(static).ability,
                                                                  "text": {"ja": static, "en": "x"}}])
    for rolled, forced in ((False, True), (True, False)):
        sc = board([pilot, unit("U"), unit("E")],
                   {"deploy": [{"card": "U", "id": "u", "rolled": rolled, "set": [{"card": "PL"}]}, {"card": "U", "id": "v"}]},
                   {"deploy": [{"card": "E"}]}, point="attack_rule")
        assert sc.state.ask is not None and sc.state.ask["kind"] == "sortie"
        assert ("sortie:done" not in tokens(sc)) == forced, rolled
        if forced:
            do(sc, "sortie:e:$u", player=0)
            assert "sortie:done" in tokens(sc)
    text = "（敵軍攻撃ステップ）〔0〕：敵軍ユニット1枚を指定する。敵軍は、このターン、可能な限り対象1を出撃させる。"
    sc = board([_unit(text), unit("E")], {"deploy": [{"card": "W", "id": "w"}]},
               {"deploy": [{"card": "E", "id": "e"}, {"card": "E", "id": "f"}]}, point="attack", attacker=1)
    do(sc, "pass", player=1)
    do(sc, "act:$w:0", f"t:{sc.iid('e')}", player=0)
    resolve_cut(sc)
    pass_until(sc, st.ATTACK_RULE)
    assert sc.state.ask is not None and sc.state.ask["seat"] == 1
    assert "sortie:done" not in tokens(sc)
    do(sc, "sortie:s:$f", player=1)
    assert "sortie:done" not in tokens(sc)  # another unit does not stand for it
    do(sc, "sortie:s:$e", player=1)
    assert "sortie:done" in tokens(sc)


@pytest.mark.parametrize(("mode", "forced", "offered"), [("mode:0", True, True), ("mode:1", False, False)])
def test_p56_r324_the_player_says_on_play_whether_the_unit_must_sortie_or_cannot(mode: str, forced: bool,
                                                                               offered: bool) -> None:
    """「敵軍ユニット1枚は、このターン、可能な限り出撃する。または出撃できない。」: the player declares which on play (a mode,
    as R-175's 「リロールする。または…」); the first forces the unit into the enemy's sortie (R-324), the second keeps it out."""
    text = "（敵軍攻撃ステップ）：敵軍ユニット1枚は、このターン、可能な限り出撃する。または出撃できない。"
    sc = board([_command("C", text), unit("E")], {"hand": [{"card": "C", "id": "c"}], "gzone": ["E", "E"]},
               {"deploy": [{"card": "E", "id": "e"}, {"card": "E", "id": "f"}]}, point="attack", attacker=1)
    do(sc, "pass", player=1)
    do(sc, "play:$c", mode, f"t:{sc.iid('e')}", player=0)
    resolve_cut(sc)
    pass_until(sc, st.ATTACK_RULE)
    assert sc.state.ask is not None and sc.state.ask["seat"] == 1
    assert ("sortie:done" not in tokens(sc)) == forced
    assert (f"sortie:s:{sc.iid('e')}" in tokens(sc)) == offered


def _answer_until_priority(sc: Any, answers: list[str]) -> None:
    """Pass at priority while the cut resolves, giving `answers` in turn to the questions asked."""
    for _ in range(20):
        d = sc.game.decision(sc.state, labels=False)
        if d is None or (d.kind == "priority" and not (sc.state.cut or sc.state.cut_resolving)):
            return
        sc.game.apply(sc.state, d.player, "pass" if d.kind == "priority" else answers.pop(0))


def test_p67_p70_r325_chips_join_the_own_squad_of_the_area_the_player_picks_at_the_place_picked() -> None:
    """Ruling R-325: 「…チップ{…}2個を、自軍部隊1つの任意の順番に出す」: the chips join an own squad (the only one here: not
    asked) at the place the player picks (before the second unit); 「…1個を戦闘エリアの任意の順番に出す」: the player picks
    either battle area, and a chip alone there forms the squad, engaged with the enemy squad of that area (P70)."""
    text = "（戦闘フェイズ）：ダミーチップ｛UNIT、地形適性「宇宙」「地球」、1/1/1｝2個を、自軍部隊1つの任意の順番に出す。"
    sc = board([_command("C", text), unit("U"), unit("E")],
               {"hand": [{"card": "C", "id": "c"}], "gzone": ["E", "E"],
                "battle": {"earth": [{"card": "U", "id": "a"}, {"card": "U", "id": "b"}]}},
               {"battle": {"space": [{"card": "E"}]}}, point="damage_free1")
    do(sc, "play:$c", player=0)
    _answer_until_priority(sc, ["opt:1"])
    q = sc.state.squads[1 * 2 + 0]
    assert [sc.state.defs[u].number for u in q][0] == "U" and len(q) == 4
    assert q[0] == sc.iid("a") and q[3] == sc.iid("b") and all(sc.state.defs[u].type == "unit" for u in q[1:3])
    assert not sc.state.squads[0 * 2 + 0]  # no own squad in space: the chips did not go there
    text = "（戦闘フェイズ）：ダミーチップ｛UNIT、地形適性「宇宙」「地球」、1/1/1｝1個を戦闘エリアの任意の順番に出す。"
    sc = board([_command("C", text), unit("E")], {"hand": [{"card": "C", "id": "c"}], "gzone": ["E", "E"]},
               {"battle": {"space": [{"card": "E"}]}}, point="damage_free1")
    assert not sc.state.engaged[0]
    do(sc, "play:$c", player=0)
    _answer_until_priority(sc, ["opt:0"])
    assert len(sc.state.squads[0]) == 1 and sc.state.zone[sc.state.squads[0][0]] == st.BATTLE
    assert sc.state.engaged[0]


def test_p57_undamaged_cards_and_at_most_n_cards_of_a_side() -> None:
    """「ダメージを受けていない敵軍ユニット」: only a unit with no damage on it is a target; 「敵軍Gが3枚以下の場合」: the text is
    offered while the enemy has at most 3 Gs (P57), not with 4."""
    text = "（ダメージ判定ステップ）〔0〕：戦闘エリアにいる、ダメージを受けていない敵軍ユニット1枚に2ダメージを与える。"
    sel = compile_text(text).ability["targets"]["t1"]
    assert sel["damaged"] is False
    sc = board([_unit(text), unit("E", (1, 1, 5))], {"deploy": [{"card": "W", "id": "w"}]},
               {"battle": {"space": [{"card": "E", "id": "hurt", "damage": 1}, {"card": "E", "id": "fresh"}]}},
               point="damage_free1")
    assert candidates(sc.state, sel, 0, sc.iid("w")) == [sc.iid("fresh")]
    gated = "（戦闘フェイズ）〔0〕：敵軍Gが3枚以下の場合、カード1枚を引く。"
    for gs, offered in ((3, True), (4, False)):
        sc = board([_unit(gated), unit("E")], {"deploy": [{"card": "W", "id": "w"}]}, {"gzone": ["E"] * gs},
                   point="damage_free1")
        assert (f"act:{sc.iid('w')}:0" in tokens(sc)) == offered, gs


@pytest.mark.parametrize(("mode", "home_lost", "unit_damage"), [("mode:0", 1, 0), ("mode:1", 0, 3)])
def test_p56_r170_the_home_with_one_amount_or_a_unit_with_another(mode: str, home_lost: int, unit_damage: int) -> None:
    """「敵軍本国に1ダメージ、または、敵軍ユニット1枚に3ダメージを与える」: family Z3's choice of the home or the cards (R-170),
    each with its own amount: the mode is declared on play, and only the unit mode declares the unit."""
    text = "（戦闘フェイズ）〔0〕：敵軍本国に1ダメージ、または、敵軍ユニット1枚に3ダメージを与える。"
    sc = board([_unit(text), unit("E", (1, 1, 5))], {"deploy": [{"card": "W", "id": "w"}]},
               {"deploy": [{"card": "E", "id": "e"}, {"card": "E"}]}, point="damage_free1")
    home = len(sc.state.place(1, st.HOME))
    toks = [mode] + ([f"t:{sc.iid('e')}"] if mode == "mode:1" else [])
    do(sc, "act:$w:0", *toks, player=0)
    resolve_cut(sc)
    assert len(sc.state.place(1, st.HOME)) == home - home_lost
    assert sc.state.damage[sc.iid("e")] == unit_damage


def test_p68_a_sortie_is_heard_only_in_the_turn_the_card_entered_the_field() -> None:
    """「このカードが、場に出たターン中に出撃した場合」: heard when the unit sorties (P32) in the turn it entered the field,
    not when it has been on the field since an earlier turn."""
    text = "『起動』：このカードが、場に出たターン中に出撃した場合、カード1枚を引く。"
    ab = compile_text(text).ability
    assert (ab["on"], ab["condition"]) == ("sortie", {"entered_this_turn": True})
    for fresh, drawn in ((True, 1), (False, 0)):
        sc = board([_unit(text), unit("E")], {"deploy": [{"card": "W", "id": "w"}]}, {"deploy": [{"card": "E"}]},
                   point="attack_rule")
        w = sc.iid("w")
        sc.state.entered[w] = sc.state.turn if fresh else sc.state.turn - 2
        hand = len(sc.state.place(0, st.HAND))
        do(sc, "sortie:s:$w", "sortie:done", player=0)
        resolve_cut(sc)
        pass_until(sc, st.DEFENCE_START)
        assert sc.state.zone[w] == st.BATTLE
        assert len(sc.state.place(0, st.HAND)) == hand + drawn, fresh


def test_p35_p70_a_squad_of_n_units_or_more_and_engaged_is_the_condition_of_the_text() -> None:
    """「このカードが、ユニットが2枚以上の部隊にいる状態で交戦中の場合」: both hold (P35 squad size, P70 engaged)."""
    text = "（ダメージ判定ステップ）〔0〕：このカードが、ユニットが2枚以上の部隊にいる状態で交戦中の場合、カード1枚を引く。"
    assert compile_text(text).ability["condition"] == {"all": [{"self_squad_min": 2}, {"self_engaged": True}]}
    for mates, foe, offered in ((1, True, True), (0, True, False), (1, False, False)):
        sc = board([_unit(text), unit("U"), unit("E")],
                   {"battle": {"space": [{"card": "W", "id": "w"}] + [{"card": "U"}] * mates}},
                   {"battle": {"space": [{"card": "E"}] if foe else []}}, point="damage_free1")
        assert (f"act:{sc.iid('w')}:0" in tokens(sc)) == offered, (mates, foe)


def test_p66_p70_a_character_is_discarded_when_its_unit_becomes_engaged_with_an_enemy_character() -> None:
    """「『起動』：このカードは、敵軍キャラと交戦中となった場合、廃棄される。」 on a character (P66): heard when its unit's area
    becomes engaged (P70) and the enemy squad there holds a character; an enemy squad without one leaves it."""
    text = "『起動』：このカードは、敵軍キャラと交戦中となった場合、廃棄される。"
    ab = compile_text(text).ability
    assert ab["condition"] == {"exists": {"engaged": True, "same_area": True, "side": "enemy", "type": "character"}}
    mine = card("PL", "character", stats=[1, 1, 1], abilities=[{**ab, "text": {"ja": text, "en": "x"}}])
    foe_pilot = card("FP", "character", stats=[0, 0, 0])
    for with_pilot, gone in ((True, True), (False, False)):
        sc = board([mine, foe_pilot, unit("U"), unit("E")],
                   {"battle": {"space": [{"card": "U", "set": [{"card": "PL", "id": "pl"}]}]}},
                   {"deploy": [{"card": "E", "id": "e", "set": [{"card": "FP"}] if with_pilot else []}]},
                   point="defence_rule")
        do(sc, "sortie:s:$e", "sortie:done", player=1)
        pass_until(sc, st.DAMAGE_FREE1)
        assert sc.state.engaged[0]
        assert (sc.state.zone[sc.iid("pl")] == st.JUNK) == gone, with_pilot


def test_p35_p70_the_squad_power_rises_only_while_this_card_is_engaged() -> None:
    """「『常駐』：このカードの部隊の部隊戦闘力は、交戦中の場合、+2される。」: its squad's power (P35) is 2 higher while this card
    is in an engaged battle area (P70), not while its squad faces no enemy squad."""
    from engine.games.nexa.battle import squad_power

    text = "『常駐』：このカードの部隊の部隊戦闘力は、交戦中の場合、+2される。"
    for foe, power in (([{"card": "E"}], 3 + 2), ([], 3)):
        sc = board([_unit(text, stats=(3, 1, 3)), unit("E")], {"battle": {"earth": [{"card": "W"}]}},
                   {"battle": {"earth": foe}}, point="damage_free1")
        assert squad_power(sc.state, 1 * 2 + 0) == power, foe


@pytest.mark.parametrize(("power", "lost"), [(4, 0), (8, 2)])
def test_p71_r326_a_pool_of_reduction_for_the_battle_damage_to_the_own_home(power: int, lost: int) -> None:
    """Ruling R-326: 「このターン、自軍本国が受ける戦闘ダメージを、合計6まで減殺する。」: the battle damage the own home would
    take this turn is reduced, 6 in all: 4 is all taken away, of 8 the home takes 2."""
    text = "（ダメージ判定ステップ）：このターン、自軍本国が受ける戦闘ダメージを、合計6まで減殺する。"
    sc = board([_command("C", text), unit("E", (power, 1, 9))], {"hand": [{"card": "C", "id": "c"}], "gzone": ["E", "E"]},
               {"battle": {"space": [{"card": "E"}]}}, point="damage_free1", attacker=1)
    do(sc, "pass", player=1)
    do(sc, "play:$c", player=0)
    resolve_cut(sc)
    home = len(sc.state.place(0, st.HOME))
    pass_until(sc, st.RETURN_FREE1)
    assert len(sc.state.place(0, st.HOME)) == home - lost
