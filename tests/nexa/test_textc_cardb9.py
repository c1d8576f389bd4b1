"""Issue 14, family B9 of the card-text compiler: battle, round 4.

Every text here is original, written in the controlled style of card lists (never official text). Each construct is
compiled, printed back to the same text and played in the engine (docs/effect-language.md).
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.games.nexa import state as st
from engine.games.nexa.stats import abilities, stats
from engine.games.nexa.textc import compile_text, normalise, print_text, round_trip

from .helpers import ability_of, board, card, do, resolve_cut, tokens, unit


def _unit(text: str, number: str = "W", stats_: tuple[int, int, int] = (2, 2, 2), **extra: Any) -> dict[str, Any]:
    return unit(number, stats_, abilities=[ability_of(text)], **extra)


def _command(number: str, text: str) -> dict[str, Any]:
    ab = compile_text(text).ability
    return card(number, "command", abilities=[{**ab, "kind": "play", "text": {"ja": text, "en": "x"}}])


def _answer(sc: Any, limit: int = 8) -> None:
    """Answer the open choices of the resolving effect with their first option (targets, confirm)."""
    for _ in range(limit):
        t = tokens(sc)
        pick = next((x for x in t if x.startswith("t:") or x in ("confirm", "yes", "x:1", "x:2")), None)
        if pick is None:
            return
        do(sc, pick)


@pytest.mark.parametrize("text", [
    "（戦闘フェイズ）〔１〕：交戦中の敵軍ユニット１枚を指定する。その場合、このターン、対象は全ての戦闘修正を失う。",
    "（自軍戦闘フェイズ）〔２〕：自軍本国の上のカード１枚を表にし、戦闘エリアにいる、X以下のロールコストを持つ敵軍ユニット１枚を"
    "選んで指定する。その場合、このターン、対象は全ての戦闘修正を失う。Xの値は、表にしたカードのロールコスト、またはゲインレベルの"
    "値と同じとする。",
    "（戦闘フェイズ）〔１〕：敵軍ユニット１枚は、このターン、出撃できず、対象の持つ全ての使用型テキストを、ターン終了時まで"
    "無効にする。",
    "（防御ステップ）〔１毎〕：自軍手札X枚を選んで廃棄する。その場合、敵軍ユニットX枚は、このターン、出撃できず、対象の持つ"
    "全ての使用型テキストを、ターン終了時まで無効にする。Xの値は、２を上限とする。",
    "（戦闘フェイズ）〔１〕：「特徴：NT」を持つ自軍ユニット１枚と、敵軍ユニット１枚を、自軍ユニットがいない戦闘エリアに移す。",
    "『起動』：このカードが場に出た場合、このカードと、戦闘エリアにいる敵軍ユニット１枚を、ユニットがいない戦闘エリアに移す"
    "事ができる。",
    "『起動』：青のGサインを持つ自軍Gが２枚以上ある状態で、敵軍ユニットがダメージを受ける毎に、ダメージを受けた全ての敵軍ユニットを"
    "ロールする。",
    "『起動』：自軍ユニットがダメージを受ける毎に、カード１枚を引く。",
    "（ダメージ判定ステップ）〔１〕：このカードと交戦中の、通常ダメージを受けている全ての敵軍ユニットに、２ダメージを与える。",
    "（戦闘フェイズ）〔１〕：砲台チップ{UNIT、｢地球｣、２／１／２}１個を、ユニットのいる戦闘エリアの任意の順番に出す。",
])
def test_round_trip(text: str) -> None:
    compiled, ok, why = round_trip(text)
    assert ok, why
    assert normalise(print_text(compiled)) == normalise(text)


LOSE_TEXT = "（戦闘フェイズ）〔０〕：敵軍ユニット１枚を指定する。その場合、このターン、対象は全ての戦闘修正を失う。"


def test_p57_r111_the_turn_said_first_the_target_loses_every_battle_modifier() -> None:
    """R-111 (P57 相反する効果): 「その場合、このターン、対象は全ての戦闘修正を失う」 is family T2's lose_mods: the unit with
    +2/+2/+2 until the turn ends is back to its printed values; another enemy unit keeps its modifier."""
    sc = board([_unit(LOSE_TEXT), unit("E", (1, 1, 1))], {"deploy": [{"card": "W", "id": "w"}], "gzone": ["E"]},
               {"deploy": [{"card": "E", "id": "a"}, {"card": "E", "id": "b"}]}, point="damage_free1")
    s = sc.state
    a, b = sc.iid("a"), sc.iid("b")
    for iid in (a, b):
        s.mods.append((iid, s.stamp[iid], 2, 2, 2, "turn_end"))
    assert stats(s, a) == (3, 3, 3) and stats(s, b) == (3, 3, 3)
    do(sc, f"act:{sc.iid('w')}:0", player=0)
    if f"t:{a}" in tokens(sc):
        do(sc, f"t:{a}", player=0)
    resolve_cut(sc)
    assert stats(s, a) == (1, 1, 1) and stats(s, b) == (3, 3, 3)


NO_SORTIE_TEXT = ("（戦闘フェイズ）〔０〕：敵軍ユニット１枚は、このターン、出撃できず、対象の持つ全ての使用型テキストを、ターン終了時"
                  "まで無効にする。")
_FOE_ACT = "（常時）〔０〕：このカードは、ターン終了時まで＋２／＋２／＋２を得る。"
_FOE_STATIC = "『常駐』：このカードは、＋１／＋１／＋１を得る。"


def test_p32_p44_the_chosen_unit_neither_sorties_nor_keeps_its_used_texts() -> None:
    """P32 (出撃), P44 (使用型テキスト): 「敵軍ユニット1枚は、このターン、出撃できず、対象の持つ全ての使用型テキストを、ターン
    終了時まで無効にする」: the unit chosen may not sortie and loses its activated text; its 常駐 text stays; the other enemy
    unit may still sortie."""
    from engine.games.nexa.battle import sortie_options

    foe = unit("FOE", abilities=[ability_of(_FOE_ACT), ability_of(_FOE_STATIC)])
    sc = board([_unit(NO_SORTIE_TEXT), foe], {"deploy": [{"card": "W", "id": "w"}], "gzone": ["FOE"]},
               {"deploy": [{"card": "FOE", "id": "a"}, {"card": "FOE", "id": "b"}]}, point="damage_free1")
    s, a, b = sc.state, sc.iid("a"), sc.iid("b")
    do(sc, f"act:{sc.iid('w')}:0", player=0)
    if f"t:{a}" in tokens(sc):
        do(sc, f"t:{a}", player=0)
    resolve_cut(sc)
    assert {u for _a, u in sortie_options(s, 1)} == {b}
    assert [x.index for x in abilities(s, a) if x.keyword is None] == [1]
    assert [x.index for x in abilities(s, b) if x.keyword is None] == [0, 1]
    assert stats(s, a) == (3, 3, 3)


def _to_seat0(sc: Any) -> None:
    """The turn player (seat 1) passes priority to seat 0."""
    d = sc.game.decision(sc.state, labels=False)
    if d is not None and d.player == 1:
        do(sc, "pass", player=1)


EMPTY_TEXT = "（防御ステップ）：自軍ユニット１枚と、敵軍ユニット１枚を、自軍ユニットがいない戦闘エリアに移す。"


@pytest.mark.parametrize("own_in", ["space", "earth"])
def test_p57_p70_r550_both_units_go_to_the_one_area_without_an_own_unit(own_in: str) -> None:
    """Ruling R-550 (P57, P70): 「自軍ユニット1枚と、敵軍ユニット1枚を、自軍ユニットがいない戦闘エリアに移す」: the area is read
    once as the step resolves: the one with no own unit (the other one holds an own unit); both units go there and join
    their sides' squads, engaged at once; the enemy unit already in that area would stay."""
    sc = board([_command("C", EMPTY_TEXT), unit("A"), unit("E")],
               {"hand": [{"card": "C", "id": "c"}], "deploy": [{"card": "A", "id": "a"}],
                "battle": {own_in: [{"card": "A", "id": "b"}]}, "gzone": ["A"]},
               {"deploy": [{"card": "E", "id": "e"}], "gzone": ["E"]}, point="defence_free1", attacker=1)
    s, a, e = sc.state, sc.iid("a"), sc.iid("e")
    _to_seat0(sc)
    do(sc, "play:$c", player=0)
    for t in (f"t:{a}", f"t:{e}"):
        if t in tokens(sc):
            do(sc, t, player=0)
    resolve_cut(sc)
    free = 1 if own_in == "space" else 0
    assert s.zone[a] == st.BATTLE and s.zone[e] == st.BATTLE
    assert a in s.squads[free * 2] and e in s.squads[free * 2 + 1]
    assert s.engaged[free]
    assert sc.iid("b") in s.squads[(1 - free) * 2]


def test_r550_no_area_without_a_unit_moves_nothing() -> None:
    """Ruling R-550: 「…を、ユニットがいない戦闘エリアに移す」 with a unit in each battle area: no area fits, nothing moves."""
    text = "（防御ステップ）：自軍ユニット１枚と、敵軍ユニット１枚を、ユニットがいない戦闘エリアに移す。"
    sc = board([_command("C", text), unit("A"), unit("E")],
               {"hand": [{"card": "C", "id": "c"}], "deploy": [{"card": "A", "id": "a"}],
                "battle": {"space": [{"card": "A", "id": "b"}]}, "gzone": ["A"]},
               {"deploy": [{"card": "E", "id": "e"}], "battle": {"earth": [{"card": "E", "id": "f"}]}, "gzone": ["E"]},
               point="defence_free1", attacker=1)
    s, a, e = sc.state, sc.iid("a"), sc.iid("e")
    _to_seat0(sc)
    do(sc, "play:$c", player=0)
    for t in (f"t:{a}", f"t:{e}"):
        if t in tokens(sc):
            do(sc, t, player=0)
    resolve_cut(sc)
    assert s.zone[a] == st.DEPLOY and s.zone[e] == st.DEPLOY


def test_r551_the_damaged_units_only_after_their_trigger() -> None:
    """R-551: 「ダメージを受けた全ての敵軍ユニット」 names the cards a 「…がダメージを受ける毎に」 trigger heard; elsewhere it does not
    compile."""
    for text in ("『起動』：敵軍ユニットが場に出る毎に、ダメージを受けた全ての敵軍ユニットをロールする。",
                 "『起動』：自軍ユニットがダメージを受ける毎に、ダメージを受けた全ての敵軍ユニットをロールする。"):
        compiled, ok, _why = round_trip(text)
        assert compiled is None and not ok


HIT_TEXT = "『起動』：敵軍ユニットがダメージを受ける毎に、ダメージを受けた全ての敵軍ユニットをロールする。"


def test_p68_r551_each_time_an_enemy_unit_takes_damage_that_unit_is_named() -> None:
    """Ruling R-551 (P68 起動, P69): 「敵軍ユニットがダメージを受ける毎に、ダメージを受けた全ての敵軍ユニットをロールする」: a
    command deals 1 damage to one enemy unit: the text starts and rolls that unit only; the other enemy unit stays rerolled."""
    hit = "（常時）：敵軍ユニット１枚に１ダメージを与える。"
    sc = board([_unit(HIT_TEXT), _command("C", hit), unit("E", (1, 1, 3))],
               {"deploy": [{"card": "W", "id": "w"}], "hand": [{"card": "C", "id": "c"}], "gzone": ["E"]},
               {"deploy": [{"card": "E", "id": "a"}, {"card": "E", "id": "b"}]}, point="damage_free1")
    s, a, b = sc.state, sc.iid("a"), sc.iid("b")
    do(sc, "play:$c", player=0)
    if f"t:{a}" in tokens(sc):
        do(sc, f"t:{a}", player=0)
    resolve_cut(sc)
    assert s.damage[a] == 1
    assert s.rolled[a] and not s.rolled[b]


CHIP_TEXT = "（戦闘フェイズ）〔０〕：砲台チップ{UNIT、｢宇宙｣、｢地球｣、１／１／１}１個を、ユニットのいる戦闘エリアの任意の順番に出す。"


def test_p67_p70_r552_the_chip_goes_to_the_area_where_a_unit_is() -> None:
    """Ruling R-552 (P67 チップ, P70): 「…チップ1個を、ユニットのいる戦闘エリアの任意の順番に出す」: only the earth area holds a
    unit (the enemy's), so the chip forms the own squad there, engaged at once; the empty space area gets nothing."""
    sc = board([_unit(CHIP_TEXT), unit("E")], {"deploy": [{"card": "W", "id": "w"}], "gzone": ["E"]},
               {"battle": {"earth": [{"card": "E", "id": "e"}]}}, point="damage_free1", attacker=1)
    s = sc.state
    _to_seat0(sc)
    do(sc, f"act:{sc.iid('w')}:0", player=0)
    resolve_cut(sc)
    assert [u for u in s.squads[0] if u >= 0] == []
    chips = [u for u in s.squads[2] if u >= 0]
    assert len(chips) == 1 and s.zone[chips[0]] == st.BATTLE and s.engaged[1]
