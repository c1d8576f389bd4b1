"""Issue 14, family K4: selectors, durations and the long tail of single wordings, part 1. Each construct is
compiled, printed back to the same text and played in the engine. Every text here is original, written in the
controlled style of card lists (never official text).
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.games.nexa import state as st
from engine.games.nexa.conditions import holds
from engine.games.nexa.overrides import safe_from
from engine.games.nexa.textc import compile_text, normalise, round_trip

from .helpers import board, card, do, pass_until, resolve_cut, tokens, unit

_TURN_END_BOUNCE = "『起動』：ターン終了時に、このカードを持ち主の手札に移す。"
_TURN_END_DISCARD = "『起動』：ターン終了時に、このカードを廃棄する。"
_PHASE_GUARD = "（常時）〔０〕：自軍ユニット１枚は、フェイズ終了時まで、敵軍ユニットの効果では、破壊されずダメージを受けない。"
_PHASE_ALL = "（常時）〔２〕：配備エリアにいる全ての自軍ユニットは、フェイズ終了時まで、敵軍効果の対象にならない。"
_SET_WITH = ("『起動』：このカードに、「特徴：試験隊」を持つキャラがセットされている状態で、このカードの部隊が"
             "敵軍本国に戦闘ダメージを与えた場合、カード１枚を引く。")
_SET_SAME = ("『起動』：このカードに、このカードと同じ属性のGサインを持つキャラがセットされている状態で、"
             "このカードの部隊が戦闘ダメージを与えた場合、敵軍ユニット１枚を持ち主の手札に移す事ができる。")
_AND_DEALT = ("（ダメージ判定ステップ）〔１〕：「特徴：試験隊」を持つ、このカード以外の自軍キャラがいる状態で、"
              "このカードの部隊が戦闘ダメージを与えている場合、カード１枚を引く。")
_TOPIC_REROLL = "（戦闘フェイズ）〔１〕：自軍ユニット１枚は、ターン終了時にリロールする。"
_TOPIC_REROLL_MAY = "『起動』：このカードが場に出た場合、自軍G１枚は、ターン終了時に、リロールできる。"


def _ab(text: str) -> dict[str, Any]:
    return {**compile_text(text).ability, "text": {"ja": text, "en": text}}


@pytest.mark.parametrize("text", [
    _TURN_END_BOUNCE,
    _TURN_END_DISCARD,
    "『起動』：ターン終了時に、このカードをリロールする。",
    _PHASE_GUARD,
    _PHASE_ALL,
    "（常時）〔１〕：自軍キャラ１枚は、フェイズ終了時まで、敵軍効果では破壊されずダメージを受けない。",
    _SET_WITH,
    _SET_SAME,
    _AND_DEALT,
    _TOPIC_REROLL,
    _TOPIC_REROLL_MAY,
])
def test_family_k4_wordings_print_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def _to_turn_end(sc: Any, answer: str = "yes") -> None:
    """Play on (no sortie, passing, paying automatically, answering `answer`) until the turn number changes."""
    s = sc.state
    turn = s.turn
    for _ in range(300):
        d = sc.game.decision(s, labels=False)
        if d is None or s.turn > turn:
            return
        t = tokens(sc)
        pick = next((x for x in (answer, "sortie:done", "pay:auto", "pass") if x in t), t[0])
        do(sc, pick, player=d.player)


@pytest.mark.parametrize("attacker", [0, 1])
def test_p41_r250_a_text_heard_at_the_end_of_every_turn_moves_its_card_then(attacker: int) -> None:
    """「『起動』：ターン終了時に、このカードを持ち主の手札に移す。」: heard at the end of either player's turn (P41
    ターン終了時の処理 2), not before it."""
    sc = board([unit("BK", abilities=[_ab(_TURN_END_BOUNCE)]), unit("O")],
               {"deploy": [{"card": "BK", "id": "bk"}, {"card": "O", "id": "o"}]}, {"deploy": [{"card": "O", "id": "e"}]},
               point="deploy", attacker=attacker)
    bk = sc.iid("bk")
    pass_until(sc, st.RETURN_FREE2)
    assert sc.state.zone[bk] == st.DEPLOY
    _to_turn_end(sc)
    assert sc.state.zone[bk] == st.HAND
    assert sc.state.zone[sc.iid("o")] == st.DEPLOY


def test_p41_a_character_that_discards_itself_at_the_turn_end() -> None:
    pilot = card("P", "character", stats=[1, 1, 1], abilities=[_ab(_TURN_END_DISCARD)])
    sc = board([unit("H"), pilot], {"deploy": [{"card": "H", "id": "h", "set": [{"card": "P", "id": "p"}]}]}, {},
               point="return_free2")
    _to_turn_end(sc)
    assert sc.state.zone[sc.iid("p")] == st.JUNK and sc.state.zone[sc.iid("h")] == st.DEPLOY


def test_p59_a_protection_until_the_phase_end_lasts_the_phase_and_no_longer() -> None:
    """「…は、フェイズ終了時まで、敵軍ユニットの効果では、破壊されずダメージを受けない」: given in the deploy phase, the unit is
    safe from enemy units' effects (not from commands) in that phase; once the battle phase starts it is not."""
    sc = board([unit("GD", abilities=[_ab(_PHASE_GUARD)]), unit("O")],
               {"deploy": [{"card": "GD", "id": "gd"}, {"card": "O", "id": "o"}]},
               {"deploy": [{"card": "O", "id": "e"}], "hand": []}, point="deploy")
    o, e = sc.iid("o"), sc.iid("e")
    enemy_unit = e
    assert not safe_from(sc.state, o, "damage", 1, enemy_unit)
    do(sc, "act:$gd:0", "t:$o", player=0)
    resolve_cut(sc)
    assert safe_from(sc.state, o, "damage", 1, enemy_unit) and safe_from(sc.state, o, "destroy", 1, enemy_unit)
    assert not safe_from(sc.state, sc.iid("gd"), "damage", 1, enemy_unit)  # only the target
    assert not safe_from(sc.state, o, "damage", -1)  # battle damage is not an effect
    pass_until(sc, st.ATTACK_FREE1)
    assert sc.state.point == st.ATTACK_FREE1
    assert not safe_from(sc.state, o, "damage", 1, enemy_unit)


def test_p66_a_condition_on_the_character_set_on_this_card() -> None:
    """「このカードに、「特徴：A」を持つキャラがセットされている」: a character of that trait set on this card; a character
    without it, or one set on another unit, does not make it hold."""
    cond = compile_text(_SET_WITH).ability["condition"]
    me = unit("ME", abilities=[_ab(_SET_WITH)])
    good = card("PG", "character", stats=[1, 1, 1], traits=["試験隊"])
    other = card("PO", "character", stats=[1, 1, 1], traits=["民間人"])
    sc = board([me, unit("H"), good, other],
               {"deploy": [{"card": "ME", "id": "a", "set": [{"card": "PG", "id": "g"}]},
                           {"card": "ME", "id": "b", "set": [{"card": "PO", "id": "x"}]},
                           {"card": "ME", "id": "c"},
                           {"card": "H", "id": "h", "set": [{"card": "PG", "id": "g2"}]}]}, {})
    assert holds(sc.state, cond, sc.iid("a"), 0)
    assert not holds(sc.state, cond, sc.iid("b"), 0)
    assert not holds(sc.state, cond, sc.iid("c"), 0)


def test_p22_p66_the_set_character_of_the_same_series_as_this_card() -> None:
    cond = compile_text(_SET_SAME).ability["condition"]
    me = unit("ME", colour="blue", abilities=[_ab(_SET_SAME)])
    same = card("PS", "character", colour="red", stats=[1, 1, 1])  # helpers: series 0079, like ME
    far = card("PF", "character", colour="blue", stats=[1, 1, 1], gsign={"colour": "blue", "series": "SEED"})
    sc = board([me, same, far], {"deploy": [{"card": "ME", "id": "a", "set": [{"card": "PS", "id": "s"}]},
                                            {"card": "ME", "id": "b", "set": [{"card": "PF", "id": "f"}]}]}, {})
    assert holds(sc.state, cond, sc.iid("a"), 0)
    assert not holds(sc.state, cond, sc.iid("b"), 0)


def test_p71_a_presence_and_battle_damage_dealt_both_must_hold() -> None:
    """「「特徴：A」を持つ、このカード以外の自軍キャラがいる状態で、このカードの部隊が戦闘ダメージを与えている場合」: the text
    can be played only when such a character is on the field and this card's squad has dealt battle damage."""
    cond = compile_text(_AND_DEALT).ability["condition"]
    assert cond["all"][1] == {"self_dealt": "any"}
    pilot = card("PT", "character", stats=[1, 1, 1], traits=["試験隊"])
    sc = board([unit("ME", abilities=[_ab(_AND_DEALT)]), pilot],
               {"battle": {"space": [{"card": "ME", "id": "me"}]}, "deploy": [{"card": "ME", "id": "m2"}]}, {},
               point="damage_free2")
    me = sc.iid("me")
    s = sc.state
    s.dealt.add((me, s.stamp[me], 1))  # its squad dealt battle damage to the enemy home (P71)
    s.version += 1
    assert not holds(s, cond, me, 0)  # no such character yet
    sc2 = board([unit("ME", abilities=[_ab(_AND_DEALT)]), unit("H"), pilot],
                {"battle": {"space": [{"card": "ME", "id": "me"}]},
                 "deploy": [{"card": "H", "id": "h", "set": [{"card": "PT", "id": "pt"}]}]}, {}, point="damage_free2")
    me2 = sc2.iid("me")
    assert not holds(sc2.state, cond, me2, 0)  # no damage dealt yet
    sc2.state.dealt.add((me2, sc2.state.stamp[me2], 1))
    sc2.state.version += 1
    assert holds(sc2.state, cond, me2, 0)


def test_p56_r251_a_reroll_at_the_turn_end_of_the_target_chosen_on_play() -> None:
    """「自軍ユニット1枚は、ターン終了時にリロールする」: the unit is the target named on play (P56); it is rerolled at the
    end of the turn (待機中の効果, P57), not when the text resolves."""
    sc = board([unit("RR", abilities=[_ab(_TOPIC_REROLL)]), unit("O")],
               {"battle": {"space": [{"card": "RR", "id": "rr"}]}, "deploy": [{"card": "O", "id": "o", "rolled": True},
                                                                             {"card": "O", "id": "o2", "rolled": True}],
                "gzone": ["O"]},
               {}, point="attack_free2")
    o, o2 = sc.iid("o"), sc.iid("o2")
    do(sc, "act:$rr:0", player=0)
    while "t:" + str(o) not in " ".join(tokens(sc)) and sc.game.decision(sc.state, labels=False).player == 0:
        do(sc, "pay:auto" if "pay:auto" in tokens(sc) else tokens(sc)[0], player=0)
    do(sc, f"t:{o}", player=0)
    resolve_cut(sc)
    assert sc.state.rolled[o]  # not yet
    _to_turn_end(sc)
    assert not sc.state.rolled[o] and sc.state.rolled[o2]  # only the target


_SELF_IF_PRESENT = ("（戦闘フェイズ）〔１〕：このカードは、「特徴：試験隊」を持つ自軍キャラがいる場合、ターン終了時まで"
                    "＋２／±０／＋１を得ると共に、リロールできる。")
_EITHER_IN_BATTLE = "（戦闘フェイズ）〔０〕：このカード、または敵軍ユニットが戦闘エリアにいる場合、カード１枚を引く。"


@pytest.mark.parametrize("text", [
    _SELF_IF_PRESENT,
    "（常時）〔１〕：このカードは、「特徴：試験隊」を持つ自軍キャラがいる場合、ターン終了時まで敵軍コマンドでは、破壊されずダメージを受けない。",
    "（戦闘フェイズ）〔２〕：このカードは、敵軍ユニットがいる場合、ターン終了時まで＋１／＋１／±０を得る。",
    "（攻撃ステップ）〔１〕：このカードは、交戦中の場合、ターン終了時まで＋１／±０／±０を得ると共に、リロールできる。",
    _EITHER_IN_BATTLE,
    "（戦闘フェイズ）〔赤１〕：このカード、または「特徴：試験隊」を持つ自軍ユニットが戦闘エリアにいる場合、全ての敵軍ユニットに１ダメージを与える。",
])
def test_family_k4_topic_and_either_print_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


@pytest.mark.parametrize("with_character", [True, False])
def test_p57_this_card_gains_and_rerolls_only_while_the_character_is_there(with_character: bool) -> None:
    """「このカードは、「特徴：A」を持つ自軍キャラがいる場合、ターン終了時まで+2/±0/+1を得ると共に、リロールできる」: the text
    is played either way; on resolution the card changes and rerolls only when such a character is on the field (P57)."""
    from engine.games.nexa.stats import stats

    pilot = card("PT", "character", stats=[1, 1, 1], traits=["試験隊" if with_character else "民間人"])
    sc = board([unit("ME", stats=(3, 2, 4), abilities=[_ab(_SELF_IF_PRESENT)]), unit("H"), pilot],
               {"battle": {"space": [{"card": "ME", "id": "me", "rolled": True}]},
                "deploy": [{"card": "H", "id": "h", "set": [{"card": "PT", "id": "pt"}]}], "gzone": ["H", "H"]},
               {}, point="attack_free2")
    me = sc.iid("me")
    do(sc, "act:$me:0", player=0)
    for _ in range(10):
        d = sc.game.decision(sc.state, labels=False)
        if d is None or d.kind == "priority":
            break
        t = tokens(sc)
        do(sc, next((x for x in ("pay:auto", "yes") if x in t), t[0]), player=d.player)
    resolve_cut(sc)
    for _ in range(5):
        d = sc.game.decision(sc.state, labels=False)
        if d is None or d.kind == "priority":
            break
        do(sc, "yes" if "yes" in tokens(sc) else tokens(sc)[0], player=d.player)
    assert tuple(stats(sc.state, me)) == ((5, 2, 5) if with_character else (3, 2, 4))
    assert sc.state.rolled[me] is not with_character


def test_p57_either_this_card_or_an_enemy_unit_in_a_battle_area() -> None:
    cond = compile_text(_EITHER_IN_BATTLE).ability["condition"]
    sc = board([unit("ME", abilities=[_ab(_EITHER_IN_BATTLE)]), unit("O")],
               {"battle": {"space": [{"card": "ME", "id": "in"}]}, "deploy": [{"card": "ME", "id": "out"}]},
               {"deploy": [{"card": "O", "id": "e"}]}, point="attack_free2")
    assert holds(sc.state, cond, sc.iid("in"), 0)
    assert not holds(sc.state, cond, sc.iid("out"), 0)  # neither this card nor an enemy unit is in a battle area
    sc2 = board([unit("ME", abilities=[_ab(_EITHER_IN_BATTLE)]), unit("O")],
                {"deploy": [{"card": "ME", "id": "out"}]},
                {"battle": {"earth": [{"card": "O", "id": "e"}]}}, point="attack_free2")
    assert holds(sc2.state, cond, sc2.iid("out"), 0)
    assert not holds(sc2.state, cond, sc2.iid("out"), 1)  # for the other player it is an own unit


_LOCK_COMMANDS = "（常時）〔０〕：敵軍は、このターン、コマンドをプレイできない。"
_LOCK_TEXTS = "（常時）：全ての軍は、このターン、テキストをプレイできない。"


@pytest.mark.parametrize("text", [
    _LOCK_COMMANDS,
    _LOCK_TEXTS,
    "（リロールフェイズ）〔１〕：このカードを廃棄する。その場合、敵軍はこのターン、コマンドをプレイできない。",
    "（戦闘フェイズ）：敵軍は、このターン、テキストをプレイできない。",
    "（防御ステップ）〔２〕：全ての軍は、このターン、コマンドをプレイできない。",
])
def test_family_k4_play_locks_print_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def _lock_board(lock: str) -> Any:
    cmd = card("CM", "command", total=1, roll=0,
               abilities=[{**_ab("（常時）：カード１枚を引く。"), "kind": "play"}])
    return board([unit("ME", abilities=[_ab(lock)]), cmd, unit("TX", abilities=[_ab("（常時）〔０〕：カード１枚を引く。")])],
                 {"deploy": [{"card": "ME", "id": "me"}, {"card": "TX", "id": "tx0"}], "gzone": ["TX"]},
                 {"hand": [{"card": "CM", "id": "cm"}], "deploy": [{"card": "TX", "id": "tx1"}], "gzone": ["TX", "TX"]},
                 point="attack_free1")


def _enemy_tokens(sc: Any) -> list[str]:
    """Pass with player 0 until player 1 has priority; player 1's tokens then."""
    for _ in range(5):
        d = sc.game.decision(sc.state, labels=False)
        if d.player == 1:
            return tokens(sc)
        do(sc, "pass", player=0)
    raise AssertionError("player 1 never had priority")


def test_p43_r252_the_enemy_cannot_play_commands_this_turn_and_can_again_next_turn() -> None:
    sc = _lock_board(_LOCK_COMMANDS)
    cm = f"play:{sc.iid('cm')}"
    do(sc, "act:$me:0", player=0)
    resolve_cut(sc)
    t = _enemy_tokens(sc)
    assert cm not in t and f"act:{sc.iid('tx1')}:0" in t  # its texts are still played
    assert (0, "lock:command") not in sc.state.skips  # the player of the text is not locked
    _to_turn_end(sc)
    for _ in range(40):  # into the next turn's free timings: the command is offered again
        d = sc.game.decision(sc.state, labels=False)
        if d.player == 1 and cm in tokens(sc):
            break
        t = tokens(sc)
        do(sc, next((x for x in ("sortie:done", "pay:auto", "pass") if x in t), t[0]), player=d.player)
    assert cm in tokens(sc)


def test_p43_r252_no_player_plays_a_text_this_turn_but_commands_are_played() -> None:
    sc = _lock_board(_LOCK_TEXTS.replace("（常時）：", "（常時）〔０〕："))
    do(sc, "act:$me:0", player=0)
    resolve_cut(sc)
    assert not [x for x in tokens(sc) if x.startswith("act:")]  # player 0: no text
    t = _enemy_tokens(sc)
    assert not [x for x in t if x.startswith("act:")] and f"play:{sc.iid('cm')}" in t


_WITHDRAW = "（戦闘フェイズ）：部隊の先頭にいるユニット１枚を、持ち主の配備エリアにリロール状態で移す。"
_NO_TEXTS_FIRST = ("（戦闘フェイズ）〔１〕：このターン、キャラがセットされていない敵軍ユニット１枚は、"
                   "テキストをプレイできない。")
_SQUAD_MIN = "（戦闘フェイズ）〔２〕：このカードがユニット３枚以上の部隊にいる場合、敵軍ユニット１枚をロールする。"


@pytest.mark.parametrize("text", [
    _WITHDRAW,
    "（戦闘フェイズ）：先頭のユニット１枚を、持ち主の配備エリアにリロール状態で移す。",
    _NO_TEXTS_FIRST,
    _SQUAD_MIN,
    "（戦闘フェイズ）〔１〕：このカードが、ユニットが１枚のみの部隊にいる場合、カード１枚を引く。",
    "『起動』：自軍コマンドが解決された場合、敵軍ユニット１枚は、ターン終了時まで－１／－１／－１を得る。",
    "『起動』：青のGサインを持つ、自軍コマンドがプレイされて解決された場合、カード１枚を引く。",
])
def test_family_k4_long_tail_prints_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_p70_r171_the_front_unit_goes_to_its_owners_deploy_area_rerolled_with_its_group() -> None:
    """「部隊の先頭にいるユニット1枚を、持ち主の配備エリアにリロール状態で移す」: only a squad's front unit is a target; it leaves
    the battle area for its deploy area, it and its set character rerolled (P66, P70)."""
    cmd = card("WD", "command", total=1, roll=0, abilities=[{**_ab(_WITHDRAW), "kind": "play"}])
    pilot = card("PT", "character", stats=[1, 1, 1])
    sc = board([unit("O"), cmd, pilot], {"hand": [{"card": "WD", "id": "wd"}], "gzone": ["O"]},
               {"battle": {"space": [{"card": "O", "id": "f", "rolled": True, "set": [{"card": "PT", "id": "p", "rolled": True}]},
                                     {"card": "O", "id": "b", "rolled": True}]}},
               point="attack_free2")
    f, b = sc.iid("f"), sc.iid("b")
    do(sc, "play:$wd", player=0)  # one target only: chosen without a question
    from engine.games.nexa.targets import candidates

    sel = compile_text(_WITHDRAW).ability["targets"]["t1"]
    assert candidates(sc.state, sel, 0, sc.iid("wd")) == [f]  # the second unit of the squad is no target
    for _ in range(10):
        d = sc.game.decision(sc.state, labels=False)
        if d.player != 0 or d.kind == "priority":
            break
        t = tokens(sc)
        do(sc, f"t:{f}" if f"t:{f}" in t else "pay:auto" if "pay:auto" in t else t[0], player=0)
    resolve_cut(sc)
    s = sc.state
    assert s.zone[f] == st.DEPLOY and s.ctrl[f] == 1 and not s.rolled[f] and not s.rolled[sc.iid("p")]
    assert s.zone[b] == st.BATTLE and s.rolled[b]


def test_p43_a_unit_chosen_on_play_plays_no_text_this_turn() -> None:
    sc = board([unit("ME", abilities=[_ab(_NO_TEXTS_FIRST)]), unit("TX", abilities=[_ab("（常時）〔０〕：カード１枚を引く。")])],
               {"battle": {"space": [{"card": "ME", "id": "me"}]}, "gzone": ["TX"]},
               {"deploy": [{"card": "TX", "id": "a"}, {"card": "TX", "id": "b"}]}, point="attack_free2")
    a, b = sc.iid("a"), sc.iid("b")
    do(sc, "act:$me:0", player=0)
    t = tokens(sc)
    while f"t:{a}" not in t:
        do(sc, "pay:auto" if "pay:auto" in t else t[0], player=0)
        t = tokens(sc)
    do(sc, f"t:{a}", player=0)
    resolve_cut(sc)
    t = _enemy_tokens(sc)
    assert f"act:{a}:0" not in t and f"act:{b}:0" in t


@pytest.mark.parametrize("units, fits", [(3, True), (2, False)])
def test_p35_a_squad_of_three_units_or_more(units: int, fits: bool) -> None:
    cond = compile_text(_SQUAD_MIN).ability["condition"]
    squad = [{"card": "ME", "id": "me"}] + [{"card": "O", "id": f"o{k}"} for k in range(units - 1)]
    sc = board([unit("ME", abilities=[_ab(_SQUAD_MIN)]), unit("O")], {"battle": {"space": squad}}, {},
               point="attack_free2")
    assert holds(sc.state, cond, sc.iid("me"), 0) is fits


_ONE_AREA = "（戦闘フェイズ）：戦闘エリア１つにいる全ての敵軍ユニットは、ターン終了時まで－１／－１／－１を得る。"


@pytest.mark.parametrize("text", [
    _ONE_AREA,
    "（ダメージ判定ステップ）〔２〕：交戦中の戦闘エリア１つにいる、全てのユニットに２ダメージを与える。",
    "（戦闘フェイズ）：戦闘エリア１つにいる、２以下の合計国力を持つ全てのユニットを、持ち主の手札に移す。",
    "（戦闘フェイズ）〔１〕：自軍ユニット１枚を廃棄する。その場合、戦闘エリア１つにいる全ての敵軍ユニットは、ターン終了時まで－２／－２／－２を得る。",
])
def test_family_k4_one_area_prints_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def _area_board(enemy: dict[str, Any]) -> Any:
    cmd = card("AR", "command", total=1, roll=0, abilities=[{**_ab(_ONE_AREA), "kind": "play"}])
    return board([unit("O", stats=(3, 3, 3)), cmd], {"hand": [{"card": "AR", "id": "ar"}], "gzone": ["O"]}, enemy,
                 point="attack_free2")


def test_p56_r253_the_area_is_declared_on_play_and_only_its_cards_change() -> None:
    """「戦闘エリア1つにいる全ての敵軍ユニットは、…」: the player declares one battle area on play (the text's target, P56),
    offered as the areas; every enemy unit there changes, the units of the other area and the deploy area do not."""
    from engine.games.nexa.stats import stats

    sc = _area_board({"battle": {"space": [{"card": "O", "id": "s1"}, {"card": "O", "id": "s2"}],
                                 "earth": [{"card": "O", "id": "e1"}]}, "deploy": [{"card": "O", "id": "d"}]})
    do(sc, "play:$ar", player=0)
    while "mode:0" not in tokens(sc):
        t = tokens(sc)
        do(sc, "pay:auto" if "pay:auto" in t else t[0], player=0)
    assert [x for x in tokens(sc) if x.startswith("mode:")] == ["mode:0", "mode:1"]
    from engine.games.nexa.texts import label

    assert label(sc.state, "mode:1")["ja"] == "地球エリア"
    do(sc, "mode:1", player=0)
    for _ in range(5):
        d = sc.game.decision(sc.state, labels=False)
        if d.player != 0 or d.kind == "priority":
            break
        t = tokens(sc)
        do(sc, "pay:auto" if "pay:auto" in t else t[0], player=0)
    resolve_cut(sc)
    got = {k: tuple(stats(sc.state, sc.iid(k))) for k in ("s1", "s2", "e1", "d")}
    assert got == {"s1": (3, 3, 3), "s2": (3, 3, 3), "e1": (2, 2, 2), "d": (3, 3, 3)}


def test_p56_r253_only_an_area_with_a_card_that_fits_is_offered() -> None:
    sc = _area_board({"battle": {"space": [{"card": "O", "id": "s1"}]}})
    do(sc, "play:$ar", player=0)
    for _ in range(5):  # the one area there is declared without a question
        d = sc.game.decision(sc.state, labels=False)
        if d.player != 0 or d.kind == "priority":
            break
        t = tokens(sc)
        assert not [x for x in t if x.startswith("mode:")]
        do(sc, "pay:auto" if "pay:auto" in t else t[0], player=0)
    assert sc.state.cut and sc.state.cut[-1].mode == 0  # the space area


def test_p56_r253_no_battle_area_with_an_enemy_unit_no_play() -> None:
    sc = _area_board({"deploy": [{"card": "O", "id": "d"}]})
    assert f"play:{sc.iid('ar')}" not in tokens(sc)


def test_p68_r253_a_triggered_text_picks_the_area_as_it_applies() -> None:
    text = "『起動』：このカードが場に出た場合、戦闘エリア１つにいる全ての敵軍ユニットに１ダメージを与える。"
    assert round_trip(text)[1]
    sc = board([unit("ME", abilities=[_ab(text)]), unit("O", stats=(3, 3, 3))],
               {"hand": [{"card": "ME", "id": "me"}], "gzone": ["O"]},
               {"battle": {"space": [{"card": "O", "id": "s"}], "earth": [{"card": "O", "id": "e"}]}}, point="deploy")
    do(sc, "play:$me", player=0)
    asked = False
    for _ in range(20):
        d = sc.game.decision(sc.state, labels=False)
        if d is None:
            break
        t = tokens(sc)
        if "opt:1" in t:
            asked = True
            do(sc, "opt:1", player=d.player)
            break
        do(sc, next((x for x in ("pay:auto", "yes", "pass") if x in t), t[0]), player=d.player)
    assert asked
    resolve_cut(sc)
    assert sc.state.damage[sc.iid("e")] == 1 and sc.state.damage[sc.iid("s")] == 0


_COPIES_NOTE = "（注：２枚目以降のカードの同一の効果は起動しない）"
_ONCE_PER_PLAYER = ("『起動』：ゲインレベルを持つ自軍Gが場に出た場合、カード１枚を引く。"
                    "この記述の効果は、プレイヤー毎に１ターンに１度しか起動しない。")


@pytest.mark.parametrize("lines, fits", [
    ([_ONCE_PER_PLAYER, _COPIES_NOTE], True),
    (["『起動』：ゲインレベルを持つ自軍Gが場に出た場合、カード１枚を引く。", _COPIES_NOTE], False),
    (["（戦闘フェイズ）〔１〕：カード１枚を引く。この記述の効果は、プレイヤー毎に１ターンに１回まで使用できる。", _COPIES_NOTE], False),
])
def test_p69_the_copies_note_is_exact_only_after_a_trigger_limited_per_player(lines: list[str], fits: bool) -> None:
    """The note restates what a limit 「プレイヤー毎に」 does (limits.py: counted over every copy of the card): it counts only
    on a card with such a triggered text."""
    from engine.games.nexa.importer import import_records

    assert round_trip(_COPIES_NOTE)[1]
    item = import_records({"cards": [{**unit("K4-001"), "text": {"ja": "\n".join(lines), "en": ""}}]})[0]
    assert (item.status == "full") == fits, item.blockers


_G_SET_NOTE = "（注：Gになるカードにセットされていたカードは廃棄される）"
_SELF_TO_G = "（戦闘フェイズ）〔０〕：このカードを持ち主のGにする。"


@pytest.mark.parametrize("lines, fits", [
    ([_SELF_TO_G, _G_SET_NOTE], True),
    (["（戦闘フェイズ）〔０〕：このカードを廃棄する。", _G_SET_NOTE], False),
])
def test_p53_the_g_set_note_is_exact_only_on_a_card_that_makes_a_g(lines: list[str], fits: bool) -> None:
    from engine.games.nexa.importer import import_records

    assert round_trip(_G_SET_NOTE)[1]
    item = import_records({"cards": [{**unit("K4-002"), "text": {"ja": "\n".join(lines), "en": ""}}]})[0]
    assert (item.status == "full") == fits, item.blockers


def test_p53_r254_a_unit_made_a_g_discards_the_cards_set_on_it() -> None:
    """「このカードを持ち主のGにする」 on a unit with a character: the unit goes to the G zone as a G, the character to its
    owner's junkyard (a G has no set group, R-254)."""
    pilot = card("PT", "character", stats=[1, 1, 1])
    sc = board([unit("ME", abilities=[_ab(_SELF_TO_G)]), pilot],
               {"deploy": [{"card": "ME", "id": "me", "set": [{"card": "PT", "id": "p"}]}]}, {}, point="attack_free2")
    do(sc, "act:$me:0", player=0)
    resolve_cut(sc)
    s = sc.state
    assert s.zone[sc.iid("me")] == st.GZONE and s.zone[sc.iid("p")] == st.JUNK
    assert s.set_to[sc.iid("p")] == -1


_OWN_CW = "『起動』：自軍「クロスウェポン」の効果が適用された場合、カード１枚を引く。"
_SELF_CW = "『起動』：このカードの「クロスウェポン」の効果が適用された場合、自軍本国に１ダメージを与える。"


def test_p75_texts_heard_when_a_cross_weapon_lends_its_text() -> None:
    """「自軍「クロスウェポン」の効果が適用された場合」 hears any own クロスウェポン that lent a text; 「このカードの…」 only its
    own (P75, P68)."""
    cards = [unit("CW", keywords=[{"cross_weapon": "試験隊"}, {"area_weapon": 3}], abilities=[_ab(_SELF_CW)]),
             unit("FED", traits=["試験隊"]), unit("LS", abilities=[_ab(_OWN_CW)])]
    sc = board(cards, {"deploy": [{"card": "CW", "id": "cw"}, {"card": "FED", "id": "fed"}, {"card": "LS", "id": "ls"}],
                       "gzone": ["CW"] * 3}, {"deploy": [{"card": "LS", "id": "els"}]}, point="attack_free1")
    s = sc.state
    hands, home = (len(s.place(0, st.HAND)), len(s.place(1, st.HAND))), len(s.place(0, st.HOME))
    do(sc, "act:$cw:106", player=0)
    for _ in range(30):  # the cut, then the two triggers (ordered, played, resolved)
        resolve_cut(sc)
        d = sc.game.decision(s, labels=False)
        if d is None or (d.kind == "priority" and not s.cut and not s.triggers):
            break
        t = tokens(sc)
        do(sc, t[0] if d.kind != "priority" else "pass", player=d.player)
    assert (len(s.place(0, st.HAND)), len(s.place(1, st.HAND))) == (hands[0] + 1, hands[1])  # the enemy's does not
    assert len(s.place(0, st.HOME)) == home - 1 - 1  # one card drawn, one damage to the own home


@pytest.mark.parametrize("text", [_OWN_CW, _SELF_CW])
def test_family_k4_cross_weapon_triggers_print_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_a_side_s_turn_said_before_the_squad_reads_as_said_after_it() -> None:
    """「自軍ターン中に、このカードの部隊が戦闘ダメージを与えた場合」 is family B3's 「このカードの部隊が、自軍ターン中に…」: heard
    only in that side's turns (P57, P71)."""
    first = "『起動』：自軍ターン中に、このカードの部隊が戦闘ダメージを与えた場合、カード１枚を引く。"
    after = "『起動』：このカードの部隊が、自軍ターン中に戦闘ダメージを与えた場合、カード１枚を引く。"
    assert normalise(first) == normalise(after)
    assert compile_text(first).ability["condition"] == {"turn": "own"}
    assert round_trip(first)[1]


def test_a_line_break_written_full_width_splits_the_texts() -> None:
    from engine.games.nexa.textc.normalise import split_texts

    assert split_texts("戦闘配備＜br ／＞『起動』：このカードが場に出た場合、カード１枚を引く。") == [
        "戦闘配備", "『起動』：このカードが場に出た場合、カード１枚を引く。"]


def test_p43_r252_unit_texts_locked_while_a_characters_text_is_played() -> None:
    lock = "（戦闘フェイズ）〔０〕：全ての軍は、このターン、ユニットのテキストをプレイできない。"
    assert round_trip(lock)[1]
    draw = "（常時）〔０〕：カード１枚を引く。"
    pilot = card("PT", "character", stats=[1, 1, 1], abilities=[_ab(draw)])
    sc = board([unit("ME", abilities=[_ab(lock)]), unit("TX", abilities=[_ab(draw)]), pilot],
               {"deploy": [{"card": "ME", "id": "me"}, {"card": "TX", "id": "tx", "set": [{"card": "PT", "id": "pt"}]}]},
               {}, point="attack_free1")
    assert f"act:{sc.iid('tx')}:0" in tokens(sc)
    do(sc, "act:$me:0", player=0)
    resolve_cut(sc)
    t = tokens(sc)
    assert f"act:{sc.iid('tx')}:0" not in t and f"act:{sc.iid('pt')}:0" in t


@pytest.mark.parametrize("attacker, safe", [(0, True), (1, False)])
def test_p57_a_protection_in_the_own_turns_said_after_the_cards(attacker: int, safe: bool) -> None:
    """「『常駐』：このセットグループのユニットは、自軍ターン中、敵軍コマンドの対象にならない。」: in its player's turns only."""
    from engine.games.nexa.overrides import untargetable

    text = "『常駐』：このセットグループのユニットは、自軍ターン中、敵軍コマンドの対象にならない。"
    assert round_trip(text)[1]
    cmd = card("EC", "command", total=1, roll=0, abilities=[{**_ab("（常時）：カード１枚を引く。"), "kind": "play"}])
    sc = board([unit("ME", abilities=[_ab(text)]), cmd], {"deploy": [{"card": "ME", "id": "me"}]},
               {"hand": [{"card": "EC", "id": "ec"}]}, point="attack_free1", attacker=attacker)
    assert untargetable(sc.state, sc.iid("me"), sc.iid("ec")) is safe
