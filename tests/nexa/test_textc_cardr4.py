"""Issue 14, family R4: step results and looking (a hand looked at, the cards a look takes, wordings that say
the same look in another order). Each construct is compiled, printed back to the same text and played in the
engine. Every text here is original, written in the controlled style of card lists (never official text).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from engine.games.nexa import state as st
from engine.games.nexa.scenario import Scenario
from engine.games.nexa.textc import compile_text, round_trip
from engine.games.nexa.textc.normalise import normalise, split_texts

from .helpers import ability_of as _ability
from .helpers import board, card, do, tokens, unit

# the same look said in the other order / with other words (normalise.py, family R4)
_ROLLED_FIRST = ("（自軍ターン）〔1〕：自軍本国のカードを全て見て、その中にある「特徴：試作機」を持つユニット2枚を、"
                 "ロール状態で自軍配備エリアに出す事ができる。その後、自軍本国をシャッフルする。")
_TOP_ALL = ("（配備フェイズ）〔1〕：自軍本国の上のカードを全て見て、その中にある、「特徴：試作機」を持つユニット１枚を、"
            "自軍配備エリアにロール状態で出す。その後、自軍本国をシャッフルする。")
_X_BEFORE_SHUFFLE = ("（自軍ターン）：自軍本国のカードを全て見て、その中にある、X以下の合計国力を持つユニット１枚を、"
                     "自軍配備エリアにリロール状態で出す事ができる。Xの値は、自軍Gの枚数と同じとする。その後、自軍本国をシャッフルする。")

TEXTS = [_ROLLED_FIRST, _TOP_ALL, _X_BEFORE_SHUFFLE]


@pytest.mark.parametrize("text", TEXTS)
def test_family_r4_constructs_print_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_a_break_written_in_full_width_letters_splits_the_texts() -> None:
    assert split_texts("〔1〕：供給＜br ／＞『起動』：このカードが場に出た場合、カード1枚を引く。") == [
        "〔1〕：供給", "『起動』：このカードが場に出た場合、カード1枚を引く。"]


def test_the_other_orders_read_as_the_usual_wording() -> None:
    assert "ユニット2枚を自軍配備エリアにロール状態で出す事ができる" in normalise(_ROLLED_FIRST)
    assert "自軍本国のカードを全て見て" in normalise(_TOP_ALL)
    assert normalise(_X_BEFORE_SHUFFLE).endswith("その後自軍本国をシャッフルする。Xの値は自軍Gの枚数とする。")
    look = compile_text(_ROLLED_FIRST).ability["effect"][0]["steps"][0]
    assert look["do"] == "search" and look["rolled"] is True and look["count"] == 2


def _command(number: str, text: str) -> dict[str, Any]:
    """An original command whose text is its play (P30)."""
    return card(number, "command", abilities=[{**_ability(text), "kind": "play"}])


def _answer(sc: Scenario, pick: Callable[[list[str]], str | None], limit: int = 40) -> None:
    """Answer every question: `pick` first, else pass (priority) or the first option."""
    for _ in range(limit):
        d = sc.game.decision(sc.state, labels=False)
        if d is None:
            return
        toks = tokens(sc)
        if d.kind == "priority":
            if not (sc.state.cut or sc.state.cut_resolving):
                return
            do(sc, "pass", player=d.player)
            continue
        mine = pick(toks)
        do(sc, mine if mine is not None else toks[0], player=d.player)


def test_p61_units_taken_by_a_whole_home_look_enter_in_the_roll_state_said_first() -> None:
    """Rulebook p.61 (looking at a hidden place, then shuffling it) and 「場に出る」: 「ユニット2枚を、ロール状態で
    自軍配備エリアに出す」 puts both units in rolled, as the usual order says it."""
    me = unit("SCOUT", abilities=[_ability(_ROLLED_FIRST)])
    proto = unit("PROTO", traits=["試作機"])
    sc = board([me, unit("GM"), proto],
               {"battle": {"space": [{"card": "SCOUT", "id": "s"}]}, "gzone": ["GM"] * 3,
                "home": ["GM", {"card": "PROTO", "id": "p1"}, "GM", {"card": "PROTO", "id": "p2"}, "GM"]},
               {}, point="deploy")
    p1, p2 = sc.iid("p1"), sc.iid("p2")
    do(sc, "act:$s:0", player=0)
    _answer(sc, lambda toks: next((t for t in toks if t.startswith("pick") and (
        t.endswith(f":{p1}") or t.endswith(f":{p2}"))), "yes" if "yes" in toks else None))
    for p in (p1, p2):
        assert sc.state.zone[p] == st.DEPLOY and sc.state.rolled[p]


def test_p61_p65_x_in_what_a_whole_home_look_takes_is_the_value_said_after_the_shuffle() -> None:
    """Rulebook p.65 (X's value) and p.61: 「X以下の合計国力を持つユニット」 with X = the number of own G (3) offers
    the unit of total cost 3 and not the one of 4."""
    me = unit("SCOUT", abilities=[_ability(_X_BEFORE_SHUFFLE)])
    small, big = unit("SMALL", total=3), unit("BIG", total=4)
    sc = board([me, unit("GM"), small, big],
               {"battle": {"space": [{"card": "SCOUT", "id": "s"}]}, "gzone": ["GM"] * 3,
                "home": ["GM", {"card": "SMALL", "id": "sm"}, {"card": "BIG", "id": "bg"}, "GM"]},
               {}, point="deploy")
    sm, bg = sc.iid("sm"), sc.iid("bg")
    look = compile_text(_X_BEFORE_SHUFFLE).ability["effect"][0]["steps"][0]
    assert look["filter"]["max_total_cost"] != "X"  # the value said, not a number chosen on play
    do(sc, "act:$s:0", player=0)
    offered: list[str] = []

    def pick(toks: list[str]) -> str | None:
        offered.extend(toks)
        return f"pick:{sm}" if f"pick:{sm}" in toks else ("yes" if "yes" in toks else None)

    _answer(sc, pick)
    assert f"pick:{bg}" not in offered
    assert sc.state.zone[sm] == st.DEPLOY and not sc.state.rolled[sm]
    assert sc.state.zone[bg] == st.HOME


# a hand looked at, and what the look takes (grammar_cardr4.lark, cardr4steps.py)
_HAND_G = "（自軍ターン）〔1〕：敵軍手札を全て見て、その中にある、Gサインを持つユニット1枚を敵軍Gにする。"
_HAND_BLANK = ("（戦闘フェイズ）〔1毎〕：敵軍手札を全て見て、その中にあるコマンド1枚を、記述を持たないセットカードとして、"
               "このカードにセットできる。この効果は、記述を持たない自軍セットカードがある場合、使用できない。")
_SIDE_BLANK = "（自軍ターン）〔1〕：敵軍は、自分の手札2枚を選んで、記述を持たないセットカードとして、このカードに裏向きでセットする。"
_LOOK_IF = "（自軍ターン）〔1〕：敵軍手札を全て見る。その中に、コマンドがある場合、カード2枚を引く。"

HAND_TEXTS = [_HAND_G, _HAND_BLANK, _SIDE_BLANK, _LOOK_IF,
              "『起動』：このカードが場に出た場合、敵軍手札を全て見て、その中にあるカード1枚を敵軍Gにする。",
              "（防御ステップ）：敵軍手札を全て見る。その中に、ユニット以外のカードがある場合、自軍本国を3回復する。"]


@pytest.mark.parametrize("text", HAND_TEXTS)
def test_family_r4_hand_looks_print_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def _foe_hand_board(text: str, hand: list[Any], extra: list[dict[str, Any]], point: str = "deploy") -> Scenario:
    me = unit("SCOUT", abilities=[_ability(text)])
    return board([me, unit("GM"), *extra],
                 {"battle": {"space": [{"card": "SCOUT", "id": "s"}]}, "gzone": ["GM"] * 3, "home": ["GM"] * 8},
                 {"hand": hand, "battle": {"space": [{"card": "GM"}]}}, point=point)


def test_p61_p53_a_card_of_the_enemys_hand_with_a_g_sign_becomes_the_enemys_g() -> None:
    """Rulebook p.61 (looking at a hand: only the looking player sees it), p.22 (the G sign) and p.53 (Gにする):
    only a unit with a G sign is offered; the picked one becomes its owner's G."""
    signless = unit("BLANKSIGN")
    signless.pop("gsign")
    sc = _foe_hand_board(_HAND_G, [{"card": "GM", "id": "g"}, {"card": "BLANKSIGN", "id": "n"}], [signless])
    gm, bare = sc.iid("g"), sc.iid("n")
    offered: list[str] = []

    def pick(toks: list[str]) -> str | None:
        offered.extend(toks)
        return f"pick:{gm}" if f"pick:{gm}" in toks else None

    do(sc, "act:$s:0", player=0)
    _answer(sc, pick)
    assert f"pick:{bare}" not in offered
    assert sc.state.zone[gm] == st.GZONE and sc.state.is_g[gm] and sc.state.owner[gm] == 1
    assert gm in sc.state.place(1, st.GZONE) and sc.state.zone[bare] == st.HAND


def test_r210_a_card_of_the_enemys_hand_set_without_a_description_is_face_up_and_the_text_then_cannot_be_used() -> None:
    """Ruling R-210 (P66 set cards, R-152): no face said, the card is set face up; 「この効果は、記述を持たない自軍
    セットカードがある場合、使用できない」 keeps the text from being played while such a card is set (P57)."""
    cmd = _command("ORDER", "（常時）：カード1枚を引く。")
    sc = _foe_hand_board(_HAND_BLANK, [{"card": "ORDER", "id": "o"}, {"card": "GM", "id": "g"}], [cmd], point="attack")
    order, scout = sc.iid("o"), sc.iid("s")
    assert f"act:{scout}:0" in tokens(sc)  # usable while no blank set card is there
    do(sc, "act:$s:0", player=0)
    _answer(sc, lambda toks: f"pick:{order}" if f"pick:{order}" in toks else ("yes" if "yes" in toks else None))
    from engine.games.nexa.blankset import blank_face

    assert sc.state.zone[order] == st.SET and sc.state.set_to[order] == scout
    assert blank_face(sc.state, order) == "up"
    assert sc.state.zone[sc.iid("g")] == st.HAND  # a unit: not what the text takes
    assert sc.game.decision(sc.state, labels=False) is not None
    assert f"act:{scout}:0" not in tokens(sc)  # a blank own set card: the text cannot be used


def test_r210_the_enemy_picks_the_cards_of_their_own_hand_set_face_down() -> None:
    """Ruling R-210: 「敵軍は、自分の手札2枚を選んで…裏向きでセットする」 — the enemy player picks (the question is
    theirs), and both cards are set face down without a description."""
    sc = _foe_hand_board(_SIDE_BLANK, [{"card": "GM", "id": "a"}, {"card": "GM", "id": "b"}, {"card": "GM", "id": "c"}],
                         [])
    a, b, c = sc.iid("a"), sc.iid("b"), sc.iid("c")
    do(sc, "act:$s:0", player=0)
    askers: list[int] = []
    for _ in range(40):
        d = sc.game.decision(sc.state, labels=False)
        if d is None:
            break
        toks = tokens(sc)
        if d.kind == "priority":
            if not (sc.state.cut or sc.state.cut_resolving):
                break
            do(sc, "pass", player=d.player)
            continue
        askers.append(d.player)
        do(sc, next((t for t in toks if t in (f"pick:{b}", f"pick:{c}")), toks[0]), player=d.player)
    from engine.games.nexa.blankset import blank_face

    assert askers and set(askers) == {1}
    assert [sc.state.zone[x] for x in (a, b, c)] == [st.HAND, st.SET, st.SET]
    assert blank_face(sc.state, b) == blank_face(sc.state, c) == "down"


@pytest.mark.parametrize("holds", [True, False])
def test_r211_the_step_after_a_hand_look_is_done_only_if_that_hand_holds_such_a_card(holds: bool) -> None:
    """Ruling R-211 (P61): 「敵軍手札を全て見る。その中に、コマンドがある場合、カード2枚を引く」 — the player sees the
    hand, and draws only when a command is in it."""
    cmd = _command("ORDER", "（常時）：カード1枚を引く。")
    hand = [{"card": "ORDER" if holds else "GM"}, {"card": "GM"}]
    sc = _foe_hand_board(_LOOK_IF, hand, [cmd])
    before = len(sc.state.place(0, st.HAND))
    do(sc, "act:$s:0", player=0)
    _answer(sc, lambda toks: None)
    assert len(sc.state.place(0, st.HAND)) - before == (2 if holds else 0)
    assert any(e.kind == "look" for e in sc.state.events)


# 無効 of a play whose card has either special effect, or several roll costs (playneg.py, cardr4sel.play_fits)
_NEGATE_KW = "（敵軍ターン）：「高機動」「戦闘配備」を持つ敵軍カード1枚のプレイを無効にし、そのカードを、持ち主の本国の下に移す。"
_NEGATE_ROLL = "（敵軍ターン）：複数のロールコストを持つ敵軍コマンド1枚のプレイを無効にし、そのカードを廃棄する。"


@pytest.mark.parametrize("text", [_NEGATE_KW, _NEGATE_ROLL])
def test_family_r4_negated_plays_print_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def _enemy_plays(played: dict[str, Any], text: str) -> tuple[Scenario, int, int]:
    """Player 1 (in their turn) plays `played`; player 0 holds a command with `text`."""
    sc = board([unit("GM"), _command("STOP", text), played],
               {"hand": [{"card": "STOP", "id": "stop"}], "gzone": ["GM"] * 3, "home": ["GM"] * 6},
               {"hand": [{"card": played["number"], "id": "p"}], "gzone": ["GM"] * 4, "home": ["GM"] * 6},
               point="deploy", attacker=1)
    foe = sc.iid("p")
    do(sc, f"play:{foe}", player=1)
    for _ in range(6):  # the G paid, until player 0 may answer the play
        d = sc.game.decision(sc.state, labels=False)
        if d is None or d.kind == "priority":
            break
        do(sc, tokens(sc)[0], player=d.player)
    assert any(e.source == foe for e in sc.state.cut)
    return sc, foe, sc.iid("stop")


@pytest.mark.parametrize("keywords", [["battle_ready"], ["high_mobility"], []])
def test_p59_a_play_of_a_card_with_either_special_effect_is_negated_and_goes_to_the_bottom(keywords: list[str]) -> None:
    """Rulebook p.59 (無効) and p.74 (special effects): 「「高機動」「戦闘配備」を持つ敵軍カード」 is a played card with
    either of them; its play is negated and the card goes to the bottom of its owner's home. A card with neither
    is no target: the command cannot be played (p.56)."""
    sc, foe, stop = _enemy_plays(unit("RUSH", keywords=keywords), _NEGATE_KW)
    do(sc, f"play:{stop}", player=0)
    _answer(sc, lambda toks: f"pick:{foe}" if f"pick:{foe}" in toks else None)
    if not keywords:  # not a play the text names: it is not negated, and the unit enters
        assert sc.state.zone[foe] in (st.DEPLOY, st.BATTLE)
        return
    assert sc.state.zone[foe] == st.HOME and sc.state.place(1, st.HOME)[0] == foe


@pytest.mark.parametrize("roll", [2, 1])
def test_p9_p59_several_roll_costs_are_two_or_more(roll: int) -> None:
    """Rulebook p.9 (ロールコスト: the symbols of the cost) and p.59: 「複数のロールコストを持つ」 is a roll cost of
    two or more; such a command's play is negated (discarded), one of a single roll cost resolves (and draws)."""
    played = _command("ORDER2", "（常時）：カード1枚を引く。")
    played["cost"] = {"total": roll, "roll": {"blue": roll}}
    sc, foe, stop = _enemy_plays(played, _NEGATE_ROLL)
    before = len(sc.state.place(1, st.HAND))
    do(sc, f"play:{stop}", player=0)
    _answer(sc, lambda toks: f"pick:{foe}" if f"pick:{foe}" in toks else None)
    assert sc.state.zone[foe] == st.JUNK and not any(e.source == foe for e in sc.state.cut)
    assert len(sc.state.place(1, st.HAND)) - before == (0 if roll >= 2 else 1)  # a negated command draws nothing


# looks said in other words, and roll costs counted (normalise.py, cardr4sel.py)
_TOP_G = "（自軍ターン）〔1〕：自軍本国の上のカード1～2枚を見て、その中にある、赤のGサインを持つカード1枚を自軍Gにできる。"
_HOME_N = "（配備フェイズ）：自軍本国のカード1～4枚を見て、その中にあるユニット1枚を、自軍ハンガーに移す事ができる。"
_ROLLS_AT_LEAST = ("（自軍ターン）〔1〕：自軍本国のカードを全て見て、その中にある、ロールコストを3つ以上持つユニット1枚を、"
                   "自軍ハンガーに移す事ができる。その後、自軍本国をシャッフルする。")
_ROLL_JOINED = ("（戦闘フェイズ）：自軍本国の上のカード1～3枚を見て、その中にある、赤のGサインと、2以上のロールコストを持つ"
                "カード1枚を、自軍手札に移す事ができる。")


@pytest.mark.parametrize("text", [_TOP_G, _HOME_N, _ROLLS_AT_LEAST, _ROLL_JOINED])
def test_family_r4_looks_and_roll_costs_print_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_p53_p61_a_looked_at_card_made_a_g_without_a_state_said_is_rerolled() -> None:
    """Rulebook p.53 (a card made a G stands rerolled unless the text says otherwise) and p.61: 「その中にある…1枚を
    自軍Gにできる」 reads as 「…リロール状態で自軍Gにできる」; 「自軍本国のカード1～4枚を見て」 is its top cards."""
    assert "1枚をリロール状態で自軍Gにできる" in normalise(_TOP_G)
    assert "自軍本国の上のカード1~4枚を見て" in normalise(_HOME_N)
    me = unit("SCOUT", abilities=[_ability(_TOP_G)])
    sc = board([me, unit("GM"), unit("REDG", colour="red")],
               {"battle": {"space": [{"card": "SCOUT", "id": "s"}]}, "gzone": ["GM"] * 3,
                "home": [{"card": "REDG", "id": "r"}, "GM", "GM"]}, {}, point="deploy")
    red = sc.iid("r")
    do(sc, "act:$s:0", player=0)
    _answer(sc, lambda toks: f"pick:{red}" if f"pick:{red}" in toks else ("yes" if "yes" in toks else (
        "opt:1" if "opt:1" in toks else None)))
    assert sc.state.zone[red] == st.GZONE and sc.state.is_g[red] and not sc.state.rolled[red]


def test_p9_a_roll_cost_of_three_or_more_is_counted_on_the_printed_cost() -> None:
    """Rulebook p.9 (ロールコスト): 「ロールコストを3つ以上持つ」 is a printed roll cost of three or more; a unit of two
    is not offered by the look."""
    me = unit("SCOUT", abilities=[_ability(_ROLLS_AT_LEAST)])
    sc = board([me, unit("GM"), unit("HEAVY", total=3, roll=3), unit("LIGHT", total=3, roll=2)],
               {"battle": {"space": [{"card": "SCOUT", "id": "s"}]}, "gzone": ["GM"] * 3,
                "home": ["GM", {"card": "HEAVY", "id": "h"}, {"card": "LIGHT", "id": "l"}, "GM"]}, {}, point="deploy")
    heavy, light = sc.iid("h"), sc.iid("l")
    offered: list[str] = []

    def pick(toks: list[str]) -> str | None:
        offered.extend(toks)
        return f"pick:{heavy}" if f"pick:{heavy}" in toks else ("yes" if "yes" in toks else None)

    do(sc, "act:$s:0", player=0)
    _answer(sc, pick)
    assert f"pick:{light}" not in offered
    assert sc.state.zone[heavy] == st.HANGAR and sc.state.zone[light] == st.HOME


# the same steps in another order, or with a card list's misprint (normalise.py, family R4)
_SWAP = "（戦闘フェイズ）〔1〕：自軍本国の上のカード1枚と、自軍手札1枚を選んで入れ替える。"
_SHUFFLE_MISPRINT = ("『起動』：このカードが場に出た場合、自軍捨て山のカードを全て見て、その中にある「特徴：試作機」を持つユニット1枚を、"
                     "自軍ハンガーに移す事ができる。その後、対象をシャッフルする。")
_TWICE = ("（配備フェイズ）：自軍本国のカードを全て見て、その中にあるキャラ1枚を、表にしてから自軍手札に移す事ができる。"
          "自軍手札に移す事ができる。その後、自軍本国をシャッフルする。")
_EITHER_KIND = "（自軍ターン）〔1〕：敵軍キャラ1枚、または敵軍オペレーション1枚を破壊する。"


@pytest.mark.parametrize(("text", "said"), [
    (_SWAP, "自軍手札1枚を選んで自軍本国の上のカード1枚と入れ替える"),
    (_SHUFFLE_MISPRINT, "その後自軍捨て山をシャッフルする"),
    (_TWICE, "表にしてから自軍手札に移す事ができる。その後"),
    (_EITHER_KIND, "敵軍キャラまたは敵軍オペ1枚を破壊する")])
def test_family_r4_other_orders_and_misprints_read_as_the_usual_words(text: str, said: str) -> None:
    assert said in normalise(text)
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_p56_one_card_of_either_kind_is_one_target_among_both_kinds() -> None:
    """Rulebook p.56 (targets): 「敵軍キャラ1枚、または敵軍オペレーション1枚を破壊する」 is one target, a character or an
    operation of the enemy's (one selector of both types)."""
    sel = compile_text(_EITHER_KIND).ability["targets"]["t1"]
    assert sel["count"] == 1 and sorted(sel["type"]) == ["character", "operation"] and sel["side"] == "enemy"


_FRONT_THEN_HAND = ("（自軍戦闘フェイズ）〔1〕：自軍本国の上のカード2枚を見て、その中にあるユニット1枚を、このカードの部隊の先頭に"
                    "出す事ができる。ターン終了時に、そのユニットを持ち主の手札に移す。")


def test_p70_the_unit_a_look_puts_at_the_front_of_this_cards_squad_goes_to_the_hand_at_the_turns_end() -> None:
    """Rulebook p.70 (部隊への編入: a unit put into a squad at the place said) and 「場に出る」 (rerolled unless said):
    the unit looked at enters this card's squad at its front; 「ターン終了時に、そのユニットを持ち主の手札に移す」 is
    that unit (the one this effect put out), moved when the turn ends."""
    assert "ターン終了時にこの効果で出した全てのユニットを持ち主の手札に移す" in normalise(_FRONT_THEN_HAND)
    compiled, exact, blocker = round_trip(_FRONT_THEN_HAND)
    assert compiled is not None and exact, blocker
    me = unit("SCOUT", abilities=[_ability(_FRONT_THEN_HAND)])
    sc = board([me, unit("GM"), unit("HELP", (1, 1, 5))],
               {"battle": {"space": [{"card": "SCOUT", "id": "s"}]}, "gzone": ["GM"] * 3,
                "home": [{"card": "HELP", "id": "h"}, "GM", "GM"]}, {}, point="attack")
    helper = sc.iid("h")
    do(sc, "act:$s:0", player=0)
    _answer(sc, lambda toks: f"pick:{helper}" if f"pick:{helper}" in toks else ("yes" if "yes" in toks else None))
    assert sc.state.zone[helper] == st.BATTLE and not sc.state.rolled[helper]
    assert any(q and q[0] == helper for q in sc.state.squads)  # at the front of the squad
    for _ in range(200):  # on to the turn's end, the first answer to any other question
        d = sc.game.decision(sc.state, labels=False)
        if d is None or sc.state.point >= st.END_HAND or sc.state.point < st.ATTACK_START:
            break
        do(sc, "pass" if d.kind == "priority" else tokens(sc)[0], player=d.player)
    assert sc.state.zone[helper] == st.HAND


_RECENT_KW = "『常駐』：このカードと同じ属性のGサインを持つ全ての自軍ユニットは、（そのユニットが）場に出たターンと次のターン中、「強襲」を得る。"
_RECENT_SAFE = "『常駐』：「特徴：試作機」を持つ全ての自軍ユニットは、（そのユニットが）場に出たターンと次のターン中、戦闘ダメージを受けない。"


@pytest.mark.parametrize("text", [_RECENT_KW, _RECENT_SAFE])
def test_family_r4_recent_units_print_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


@pytest.mark.parametrize(("entered_ago", "has"), [(0, True), (1, True), (2, False)])
def test_p74_a_unit_has_the_effect_in_the_turn_it_entered_and_the_next_only(entered_ago: int, has: bool) -> None:
    """Rulebook p.74 (special effects gained) and p.44 (turns): 「（そのユニットが）場に出たターンと次のターン中、
    「強襲」を得る」 holds for a unit that entered the field this turn or the turn before, not two turns ago."""
    from engine.games.nexa.stats import has_keyword

    me = unit("LEADER", abilities=[_ability(_RECENT_KW)])
    sc = board([me, unit("GM")], {"deploy": [{"card": "LEADER"}, {"card": "GM", "id": "g"}], "gzone": ["GM"] * 2}, {})
    gm = sc.iid("g")
    sc.state.entered[gm] = sc.state.turn - entered_ago
    sc.state.version += 1
    assert has_keyword(sc.state, gm, "assault") is has


_SHOWN_ALL = ("（自軍ターン）〔1〕：自軍本国の上のカード3枚を表にして、その中にある、赤のGサインを持つ全てのカードを自軍手札に移す"
              "事ができる。")


def test_p61_every_shown_card_that_fits_goes_to_the_hand() -> None:
    """Rulebook p.61 (表にする: the cards are shown to both players): 「上のカード3枚を表にして、その中にある…全ての
    カードを自軍手札に移す」 takes every one of the three that fits, and none of the others; the rest stay on top."""
    compiled, exact, blocker = round_trip(_SHOWN_ALL)
    assert compiled is not None and exact, blocker
    me = unit("SCOUT", abilities=[_ability(_SHOWN_ALL)])
    sc = board([me, unit("GM"), unit("REDA", colour="red"), unit("REDB", colour="red")],
               {"battle": {"space": [{"card": "SCOUT", "id": "s"}]}, "gzone": ["GM"] * 3,
                "home": [{"card": "REDA", "id": "a"}, {"card": "GM", "id": "g"}, {"card": "REDB", "id": "b"},
                         {"card": "REDA", "id": "deep"}]}, {}, point="deploy")
    a, g, b, deep = (sc.iid(x) for x in ("a", "g", "b", "deep"))
    do(sc, "act:$s:0", player=0)
    _answer(sc, lambda toks: "yes" if "yes" in toks else None)
    assert sc.state.zone[a] == st.HAND and sc.state.zone[b] == st.HAND
    assert sc.state.zone[g] == st.HOME and sc.state.zone[deep] == st.HOME  # not red / not among the three


_ANY_TO_DISCARD = "（自軍ターン）〔1〕：自軍本国の上のカード1～3枚を見て、その中にある任意の枚数のカードを、任意の順番で自軍捨て山の上に移す。"


def test_p61_the_cards_a_look_takes_go_onto_the_discard_pile_in_the_order_picked() -> None:
    """Rulebook p.61 (looking at the top cards): 「その中にある任意の枚数のカードを、任意の順番で自軍捨て山の上に移す」 —
    the player takes the cards they pick and they land on the discard pile one after the other (the last picked on
    top); a card not picked stays on the home."""
    compiled, exact, blocker = round_trip(_ANY_TO_DISCARD)
    assert compiled is not None and exact, blocker
    me = unit("SCOUT", abilities=[_ability(_ANY_TO_DISCARD)])
    sc = board([me, unit("GM")],
               {"battle": {"space": [{"card": "SCOUT", "id": "s"}]}, "gzone": ["GM"] * 3,
                "home": [{"card": "GM", "id": "a"}, {"card": "GM", "id": "b"}, {"card": "GM", "id": "c"}, "GM"]},
               {}, point="deploy")
    a, b, c = (sc.iid(x) for x in ("a", "b", "c"))
    order = [f"pick:{b}", f"pick:{a}"]

    def pick(toks: list[str]) -> str | None:
        for t in order:
            if t in toks:
                return t
        return "pick:done" if "pick:done" in toks else None

    do(sc, "act:$s:0", player=0)
    _answer(sc, pick)
    pile = sc.state.place(0, st.DISCARD)
    assert pile[-2:] == [b, a]  # b first, then a on top
    assert sc.state.zone[c] == st.HOME


_DRAW_OR_HEAL = "（自軍ターン）〔1〕：カード2枚を引く、または自軍本国を3回復する。"


@pytest.mark.parametrize("option", [0, 1])
def test_p56_one_of_two_steps_that_name_no_card_is_picked_and_only_it_is_done(option: int) -> None:
    """Rulebook p.56 (targets are chosen on play; steps that name no card have none): 「カード2枚を引く、または自軍
    本国を3回復する」 — the player picks one of the two steps (said when the text is played), and only that one is
    done."""
    compiled, exact, blocker = round_trip(_DRAW_OR_HEAL)
    assert compiled is not None and exact, blocker
    me = unit("SCOUT", abilities=[_ability(_DRAW_OR_HEAL)])
    sc = board([me, unit("GM")], {"battle": {"space": [{"card": "SCOUT", "id": "s"}]}, "gzone": ["GM"] * 3,
                                  "home": ["GM"] * 8, "discard": ["GM"] * 5}, {}, point="deploy")
    hand, home = len(sc.state.place(0, st.HAND)), len(sc.state.place(0, st.HOME))
    do(sc, "act:$s:0", player=0)
    _answer(sc, lambda toks: f"mode:{option}" if f"mode:{option}" in toks else None)
    drawn = len(sc.state.place(0, st.HAND)) - hand
    healed = len(sc.state.place(0, st.HOME)) - (home - drawn)
    assert (drawn, healed) == ((2, 0) if option == 0 else (0, 3))


_LOOK_OR_ARRANGE = ("（常時）：自軍本国の上のカード1～2枚を見て、その中にあるユニット1枚を、持ち主の手札に移す。または、"
                    "自軍捨て山の上のカード1～2枚を見て、任意の順番で、自軍本国の上に移す。")


def test_p61_a_look_or_another_look_is_one_step_picked_on_resolution() -> None:
    """Rulebook p.61 (looking at top cards): 「…持ち主の手札に移す。または、自軍捨て山の上のカード…を見て…」 reads as
    one step of two options (「A、またはB」, the option said when the text is played); picking the second puts the
    discard pile's top cards on the home."""
    assert "持ち主の手札に移すまたは自軍捨て山の上のカード" in normalise(_LOOK_OR_ARRANGE)
    compiled, exact, blocker = round_trip(_LOOK_OR_ARRANGE)
    assert compiled is not None and exact, blocker
    assert compile_text(_LOOK_OR_ARRANGE).ability["effect"][0]["do"] == "choose_one"
    me = unit("SCOUT", abilities=[_ability(_LOOK_OR_ARRANGE)])
    sc = board([me, unit("GM")], {"battle": {"space": [{"card": "SCOUT", "id": "s"}]}, "gzone": ["GM"] * 3,
                                  "home": ["GM"] * 4, "discard": [{"card": "GM", "id": "d1"}, "GM"]}, {}, point="deploy")
    d1 = sc.iid("d1")
    hand = len(sc.state.place(0, st.HAND))
    do(sc, "act:$s:0", player=0)
    _answer(sc, lambda toks: "mode:1" if "mode:1" in toks else None)
    assert sc.state.zone[d1] == st.HOME and len(sc.state.place(0, st.HAND)) == hand


_JUNK_NAME = "（戦闘フェイズ）〔2毎〕：自軍ジャンクヤードにある、「ザコ」1枚を、自軍配備エリアにリロール状態で出す。"


def test_p56_a_card_of_a_name_in_the_own_junkyard_is_declared_and_put_in() -> None:
    """Rulebook p.56 (targets declared on play) and p.62: 「自軍ジャンクヤードにある「ザコ」1枚」 is a card of that
    name in the own junkyard; another card there is not offered; the card enters the deploy area rerolled."""
    compiled, exact, blocker = round_trip(_JUNK_NAME)
    assert compiled is not None and exact, blocker
    me = unit("SCOUT", abilities=[_ability(_JUNK_NAME)])
    sc = board([me, unit("GM"), unit("ザコ")],
               {"battle": {"space": [{"card": "SCOUT", "id": "s"}]}, "gzone": ["GM"] * 3,
                "junkyard": [{"card": "ザコ", "id": "z"}, {"card": "GM", "id": "g"}]}, {}, point="attack")
    zako, gm = sc.iid("z"), sc.iid("g")
    offered: list[str] = []

    def pick(toks: list[str]) -> str | None:
        offered.extend(toks)
        return next((t for t in toks if t.endswith(f":{zako}")), None)

    do(sc, "act:$s:0", player=0)
    _answer(sc, pick)
    assert not any(t.endswith(f":{gm}") for t in offered)
    assert sc.state.zone[zako] == st.DEPLOY and not sc.state.rolled[zako]
