"""Issue 14, family B8 of the card-text compiler: battle, round 3.

Every text here is original, written in the controlled style of card lists (never official text). Each construct is
compiled, printed back to the same text and played in the engine (docs/effect-language.md).
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.games.nexa import state as st
from engine.games.nexa.textc import compile_text, normalise, print_text, round_trip

from .helpers import ability_of, board, card, do, pass_until, resolve_cut, tokens, unit


def _unit(text: str, number: str = "W", stats: tuple[int, int, int] = (2, 2, 2), **extra: Any) -> dict[str, Any]:
    return unit(number, stats, abilities=[ability_of(text)], **extra)


def _command(number: str, text: str) -> dict[str, Any]:
    ab = compile_text(text).ability
    return card(number, "command", abilities=[{**ab, "kind": "play", "text": {"ja": text, "en": "x"}}])


@pytest.mark.parametrize("text", [
    "（自軍攻撃ステップ）〔１〕：このターン、このカードの部隊が敵軍本国に戦闘ダメージを与えた場合、カード１枚を引く。",
    "『起動』：このカードが攻撃に出撃した場合、敵軍キャラ１枚を指定する。このターン、このカードの部隊が敵軍本国に"
    "戦闘ダメージを与えた場合、対象を持ち主の手札に移す。",
    "（攻撃ステップ）〔２〕：このターン、このカードの部隊が戦闘ダメージを与えた場合、自軍本国を２回復する。",
    "（戦闘フェイズ）〔１〕：このカードを廃棄する。このターン、敵軍ユニットが出撃した場合、戦闘エリアにいる敵軍ユニット１枚を"
    "選んで破壊する事ができる。",
    "（自軍配備フェイズ）：このターン、自軍ユニットが出撃した場合、カード１枚を引く。",
    "（自軍攻撃ステップ）：敵軍ユニット１枚を指定する。このターン、対象が防御に出撃した場合、対象に１ダメージを与える。",
    "『起動』：自軍ターン開始時に、敵軍ユニット１枚を指定する。このターン、対象が交戦中となった場合、対象をロールする。",
    "（防御ステップ）〔１〕：戦闘エリアにいる敵軍ユニット１枚を選んで破壊する事ができる。",
    "『起動』：このカードが、ユニットが１枚のみの部隊で攻撃に出撃した場合、敵軍は、このターン（この効果の解決以降）、"
    "カードとテキストをプレイできない。",
    "（自軍攻撃ステップ）〔２〕：敵軍は、このターン、カードとテキストをプレイできない。",
    "『起動』：このカードが、ユニット１枚のみの部隊で防御に出撃した場合、カード１枚を引く。",
    "『起動』：このカードが、ユニットが２枚以上の部隊で出撃した場合、敵軍ユニット１枚に１ダメージを与える。",
    "『起動』：このカードは、ユニットが３枚以上の部隊で出撃した場合、ターン終了時まで±０／＋２／±０を得る。",
    "『起動』：このカードは、ユニットが１枚のみの部隊で攻撃に出撃した場合、ターン終了時まで＋１／＋１／＋１を得る。",
    "『起動』：このカードの部隊が攻撃に出撃した場合、カード１枚を引く。",
    "『起動』：青のGサインを持つ自軍Gが３枚以上ある状態で、このカードの部隊が攻撃に出撃した場合、敵軍は、自分の手札１枚を"
    "選んで廃棄する。",
    "『起動』：自軍部隊が攻撃に出撃した場合、自軍本国を１回復する。",
    "『起動』：このカードは、「改装」の効果で戦闘エリアに出た場合、地球エリアの任意の順番に移る。",
    "『起動』：このカードが、自軍効果で戦闘エリアに出た場合、カード１枚を引く。",
    "『起動』：このカードが、「改装」の効果で戦闘エリアに出た場合、敵軍ユニット１枚に２ダメージを与える。",
    "（自軍攻撃ステップ）：ユニットが２枚以上の自軍部隊１つを指定する。敵軍は、このターン、対象がいる戦闘エリアに、ユニットを"
    "移動させる事ができない。",
    "（攻撃ステップ）〔１〕：自軍部隊１つの部隊戦闘力を、部隊解散まで＋１する。その場合、敵軍は、このターン、対象１がいる"
    "戦闘エリアに、キャラがセットされていない自軍ユニットを出撃させられない。",
    "『起動』：このカードが攻撃に出撃した場合、このターン、敵軍は、このカードのいる戦闘エリアに「速攻」を持たないユニットを"
    "移動させる事ができない。",
    "（自軍攻撃ステップ）〔２〕：敵軍は、このターン、このカードがいる戦闘エリアに、ユニットを出撃させる事ができない。",
    "（戦闘フェイズ）〔１〕：戦闘エリアにいる敵軍ユニット１枚を選んで２ダメージを与える。",
    "（ダメージ判定ステップ）〔１〕：自軍本国の上のカード１枚を表にし、交戦中の敵軍ユニット１枚を選んでXダメージを与える。"
    "Xの値は、表にしたカードのロールコスト、またはゲインレベルの値と同じとする。",
    "（戦闘フェイズ）〔２〕：敵軍本国の上のカード１枚を表にした後、戦闘エリアにいる敵軍ユニット１枚を選んで指定する。その場合、"
    "対象は、ターン終了時まで－X／±０／－Xを得る。Xの値は、表にしたカードのロールコスト、またはゲインレベルの値とする。",
    "（攻撃ステップ）〔１〕：戦闘エリアにいる敵軍ユニット１枚を、別の戦闘エリアの任意の順番に移し、対象に２ダメージを与える。",
    "（戦闘フェイズ）〔２〕：このカードが通常ダメージで破壊されている場合、このカードを、破壊を無効にした上で、自軍Gにする。",
    "（ダメージ判定ステップ）〔１〕：このカードが戦闘ダメージで破壊されている場合、カード１枚を引く。",
    "（戦闘フェイズ）〔１〕：交戦中の自軍部隊１つの部隊戦闘力を、部隊解散まで＋２する。その場合、対象１と交戦中の敵軍部隊の"
    "部隊戦闘力を、部隊解散まで－２する。",
    "（戦闘フェイズ）〔１〕：「特徴：NT」を持つ自軍キャラと、「特徴：艦長」を持つ自軍キャラが、戦闘エリアにいる場合、カード１枚を引く。",
    "『起動』：このカードが戦闘ダメージで破壊された場合、このカードを、破壊を無効にした上で敵軍Gにする。",
    "『起動』：このカードが通常ダメージで破壊された場合、カード１枚を引く。",
    "『起動』：このカードが場に出た場合、ユニットが１枚のみの全ての部隊にいる、全ての自軍ユニットは、ターン終了時まで"
    "＋１／±０／±０を得る。",
])
def test_round_trip(text: str) -> None:
    compiled, ok, why = round_trip(text)
    assert ok, why
    assert normalise(print_text(compiled)) == normalise(text)


def test_r470_a_trigger_this_turn_outside_the_supported_events_is_blocked() -> None:
    """R-470: only the events the engine hears for a waiting effect compile (a card leaving the field does not)."""
    compiled, ok, why = round_trip("（自軍攻撃ステップ）：このターン、このカードが破壊された場合、カード１枚を引く。")
    assert not ok and compiled is None


HOME_TEXT = "（自軍攻撃ステップ）〔０〕：このターン、このカードの部隊が敵軍本国に戦闘ダメージを与えた場合、カード１枚を引く。"


@pytest.mark.parametrize(("use", "blocker", "drawn"), [(True, False, 1), (False, False, 0), (True, True, 0)])
def test_p57_p59_r470_the_waiting_effect_starts_when_the_squad_damages_the_enemy_home(use: bool, blocker: bool,
                                                                                      drawn: int) -> None:
    """Ruling R-470 (P57 待機中の効果, P59 Ver.1.2, P71): 「このターン、このカードの部隊が敵軍本国に戦闘ダメージを与えた場合、
    カード1枚を引く」 used in the attack step waits; the squad unblocked deals its battle damage to the enemy home in the damage
    step and the card is drawn then (once); a squad engaged (damage to units only) draws nothing, nor does the text unused."""
    enemy: dict[str, Any] = {"gzone": ["E"]}
    if blocker:
        enemy["battle"] = {"space": [{"card": "E", "id": "e"}]}
    sc = board([_unit(HOME_TEXT, stats=(3, 1, 3)), unit("E", (0, 0, 9))],
               {"battle": {"space": [{"card": "W", "id": "w"}]}, "gzone": ["E"]}, enemy, point="attack", attacker=0)
    hand = len(sc.state.place(0, st.HAND))
    if use:
        do(sc, "act:$w:0", player=0)
        resolve_cut(sc)
        assert any(w[0].startswith("b8:deals_home_damage:") for w in sc.state.order_queue)
    assert len(sc.state.place(0, st.HAND)) == hand
    pass_until(sc, st.RETURN_FREE1)
    assert len(sc.state.place(0, st.HAND)) == hand + drawn
    assert not any(w[0].startswith("b8:") for w in sc.state.order_queue) or blocker or not use


def test_p59_r470_what_still_waits_ends_with_the_turn() -> None:
    """Ruling R-470 (P59 Ver.1.2): a waiting effect whose event did not happen this turn is gone at the turn's end."""
    from engine.games.nexa.turn import _end_turn

    sc = board([_unit(HOME_TEXT), unit("E")], {"battle": {"space": [{"card": "W", "id": "w"}]}, "gzone": ["E"]},
               {"gzone": ["E"]}, point="attack", attacker=0)
    do(sc, "act:$w:0", player=0)
    resolve_cut(sc)
    assert any(w[0].startswith("b8:") for w in sc.state.order_queue)
    _end_turn(sc.state)
    assert not any(w[0].startswith("b8:") for w in sc.state.order_queue)


def _defend(sc: Any, iid: int) -> None:
    """Pass until the defender (player 1) sorties; it sorties `iid` (or none with -1)."""
    for _ in range(20):
        d = sc.game.decision(sc.state, labels=False)
        assert d is not None
        if d.player == 1 and "sortie:done" in d.tokens():
            break
        do(sc, "pass", player=d.player)
    if iid >= 0:
        do(sc, f"sortie:s:{iid}", player=1)
    do(sc, "sortie:done", player=1)


SORTIE_TEXT = ("（攻撃ステップ）〔０〕：このカードを廃棄する。このターン、敵軍ユニットが出撃した場合、戦闘エリアにいる敵軍ユニット"
               "１枚を選んで破壊する事ができる。")


@pytest.mark.parametrize("sorties", [True, False])
def test_p32_p56_r470_an_enemy_sortie_this_turn_starts_it_and_its_target_is_chosen_then(sorties: bool) -> None:
    """Ruling R-470 (P32-P34, P56): 「このターン、敵軍ユニットが出撃した場合、戦闘エリアにいる敵軍ユニット1枚を選んで破壊
    する事ができる」: no enemy unit is in a battle area when the text resolves; the enemy's unit that sorties to defend
    later this step is the one chosen (選んで: chosen when the waiting effect starts) and destroyed. Without a sortie nothing
    starts."""
    sc = board([_unit(SORTIE_TEXT, "X"), unit("A"), unit("E")],
               {"deploy": [{"card": "X", "id": "x"}], "battle": {"earth": [{"card": "A", "id": "a"}]}, "gzone": ["E"]},
               {"deploy": [{"card": "E", "id": "e"}], "gzone": ["E"]}, point="attack", attacker=0)
    do(sc, "act:$x:0", player=0)
    resolve_cut(sc)
    assert sc.state.zone[sc.iid("x")] == st.JUNK
    e = sc.iid("e")
    _defend(sc, e if sorties else -1)
    for _ in range(6):
        t = tokens(sc)
        if f"t:{e}" in t:
            do(sc, f"t:{e}", player=0)
        elif "yes" in t:
            do(sc, "yes", player=0)
        else:
            break
    assert bool(sc.state.destroyed[e]) == sorties


REF_TEXT = "（自軍攻撃ステップ）：敵軍ユニット１枚を指定する。このターン、対象が防御に出撃した場合、対象に１ダメージを与える。"


@pytest.mark.parametrize("sortied", ["e1", "e2"])
def test_p33_r470_the_chosen_unit_defending_this_turn_takes_the_damage(sortied: str) -> None:
    """Ruling R-470 (P33 防御に出撃): 「敵軍ユニット1枚を指定する。このターン、対象が防御に出撃した場合、対象に1ダメージを
    与える」: the unit chosen takes it when it sorties to defend; another unit's sortie starts nothing."""
    sc = board([_command("C", REF_TEXT), unit("A"), unit("E", (1, 1, 1))],
               {"hand": [{"card": "C", "id": "c"}], "battle": {"space": [{"card": "A", "id": "a"}]}, "gzone": ["A"]},
               {"deploy": [{"card": "E", "id": "e1"}, {"card": "E", "id": "e2"}], "gzone": ["E"]},
               point="attack", attacker=0)
    e1 = sc.iid("e1")
    do(sc, "play:$c", player=0)
    if f"t:{e1}" in tokens(sc):
        do(sc, f"t:{e1}", player=0)
    resolve_cut(sc)
    assert sc.state.zone[sc.iid("c")] == st.JUNK
    _defend(sc, sc.iid(sortied))
    s = sc.state
    assert s.point == st.DEFENCE_FREE2 or s.point < st.DAMAGE_START, s.point  # before any battle damage
    assert (s.damage[e1] == 1 or bool(s.destroyed[e1])) == (sortied == "e1")
    e2 = sc.iid("e2")
    assert s.damage[e2] == 0 and not s.destroyed[e2]


def _attack(sc: Any, *ids: str) -> None:
    """Player 0 (the attacker, in its deploy phase) sorties the units named into the space area."""
    for _ in range(20):
        d = sc.game.decision(sc.state, labels=False)
        assert d is not None
        if d.player == 0 and "sortie:done" in d.tokens():
            break
        do(sc, "pass", player=d.player)
    for i in ids:
        do(sc, f"sortie:s:{sc.iid(i)}", player=0)
    do(sc, "sortie:done", player=0)


def _hand(sc: Any, seat: int = 0) -> int:
    return len(sc.state.place(seat, st.HAND))


@pytest.mark.parametrize(("squad", "drawn"), [(("w",), 1), (("w", "v"), 0)])
def test_p32_p35_a_unit_sortied_in_a_squad_of_that_size_is_heard(squad: tuple[str, ...], drawn: int) -> None:
    """P32, P35: 「このカードが、ユニットが1枚のみの部隊で攻撃に出撃した場合、カード1枚を引く」: heard when the card attacks
    alone, not when its squad has two units (the size read once the squad is formed)."""
    text = "『起動』：このカードが、ユニットが１枚のみの部隊で攻撃に出撃した場合、カード１枚を引く。"
    sc = board([_unit(text), unit("V")], {"deploy": [{"card": "W", "id": "w"}, {"card": "V", "id": "v"}]}, {},
               point="deploy", attacker=0)
    hand = _hand(sc)
    _attack(sc, *squad)
    pass_until(sc, st.DAMAGE_FREE1)
    assert _hand(sc) == hand + drawn


@pytest.mark.parametrize(("squad", "gained"), [(("v", "u", "w"), 2), (("v", "w"), 0)])
def test_p35_the_topic_form_with_three_units_or_more(squad: tuple[str, ...], gained: int) -> None:
    """P35: 「このカードは、ユニットが3枚以上の部隊で出撃した場合、ターン終了時まで±0/+2/±0を得る」: three units in its squad
    and it gains; two, it does not."""
    from engine.games.nexa.stats import stats

    text = "『起動』：このカードは、ユニットが３枚以上の部隊で出撃した場合、ターン終了時まで±０／＋２／±０を得る。"
    sc = board([_unit(text), unit("V")], {"deploy": [{"card": "W", "id": "w"}, {"card": "V", "id": "v"},
                                                     {"card": "V", "id": "u"}]}, {}, point="deploy", attacker=0)
    before = stats(sc.state, sc.iid("w"))
    _attack(sc, *squad)
    pass_until(sc, st.DAMAGE_FREE1)
    assert stats(sc.state, sc.iid("w"))[1] == before[1] + gained


def test_p32_the_squad_of_this_card_attacks_and_a_side_squad_is_heard_once() -> None:
    """P32, P35: 「このカードの部隊が攻撃に出撃した場合」 is heard as the card sorties with its squad; 「自軍部隊が攻撃に出撃した
    場合」 on a card that stays is heard once for a squad of two units."""
    squad_text = "『起動』：このカードの部隊が攻撃に出撃した場合、カード１枚を引く。"
    side_text = "『起動』：自軍部隊が攻撃に出撃した場合、カード１枚を引く。"
    sc = board([_unit(squad_text), _unit(side_text, "S"), unit("V")],
               {"deploy": [{"card": "W", "id": "w"}, {"card": "V", "id": "v"}, {"card": "S", "id": "s"}]}, {},
               point="deploy", attacker=0)
    hand = _hand(sc)
    _attack(sc, "w", "v")
    pass_until(sc, st.DAMAGE_FREE1)
    assert _hand(sc) == hand + 2


def test_p43_p44_r471_the_enemy_plays_no_card_and_no_text_this_turn() -> None:
    """Ruling R-471 (P43, P44): 「敵軍は、このターン（この効果の解決以降）、カードとテキストをプレイできない」: once it resolves,
    the enemy's priority offers neither its command in hand nor its unit's text, until the turn ends; the own side still
    plays."""
    from engine.games.nexa.turn import _end_turn

    text = "（自軍攻撃ステップ）〔０〕：敵軍は、このターン、カードとテキストをプレイできない。"
    enemy_text = "（常時）〔０〕：カード１枚を引く。"
    sc = board([_unit(text), _unit(enemy_text, "E"), _command("C", "（常時）：カード１枚を引く。")],
               {"battle": {"space": [{"card": "W", "id": "w"}]}, "hand": [{"card": "C", "id": "c0"}], "gzone": ["E"]},
               {"deploy": [{"card": "E", "id": "e"}], "hand": [{"card": "C", "id": "c1"}], "gzone": ["E"]},
               point="attack", attacker=0)
    do(sc, "act:$w:0", player=0)
    t = tokens(sc)
    assert sc.game.decision(sc.state, labels=False).player == 1
    assert f"play:{sc.iid('c1')}" in t and any(x.startswith(f"act:{sc.iid('e')}:") for x in t)
    resolve_cut(sc)
    d = sc.game.decision(sc.state, labels=False)
    assert d is not None and d.player == 0 and f"play:{sc.iid('c0')}" in d.tokens()
    do(sc, "pass", player=0)
    t = tokens(sc)
    assert f"play:{sc.iid('c1')}" not in t and not any(x.startswith(f"act:{sc.iid('e')}:") for x in t)
    _end_turn(sc.state)
    assert not any(k[1].startswith("lock:") for k in sc.state.skips)


@pytest.mark.parametrize(("where", "moved"), [("battle", True), ("deploy", False)])
def test_p75_r472_a_unit_refitted_in_a_battle_area_moves_to_the_area_named(where: str, moved: bool) -> None:
    """Ruling R-472 (P75 改装, P70): 「このカードは、「改装」の効果で戦闘エリアに出た場合、宇宙エリアの任意の順番に移る」: 改装 of a
    unit in the earth area puts the card there, and it moves into the space area at once; refitted in the deploy area it is
    not heard and stays."""
    text = "『起動』：このカードは、「改装」の効果で戦闘エリアに出た場合、宇宙エリアの任意の順番に移る。"
    cards = [unit("OLD", (1, 1, 3), keywords=[{"refit": "改"}]), _unit(text, "NEW", (4, 4, 4), total=2, traits=["改"])]
    mine: dict[str, Any] = {"hand": [{"card": "NEW", "id": "new"}], "gzone": ["OLD"] * 3}
    if where == "battle":
        mine["battle"] = {"earth": [{"card": "OLD", "id": "old"}]}
    else:
        mine["deploy"] = [{"card": "OLD", "id": "old"}]
    sc = board(cards, mine, {}, point="attack_free2")
    do(sc, "act:$old:103", player=0)
    resolve_cut(sc)
    for _ in range(4):
        t = tokens(sc)
        if "yes" in t:
            do(sc, "yes", player=0)
        elif t and t[0].startswith("pos:"):
            do(sc, t[0], player=0)
        else:
            break
    s = sc.state
    new = sc.iid("new")
    if moved:
        assert s.zone[new] == st.BATTLE and new in s.squads[0] and new not in s.squads[2]
    else:
        assert s.zone[new] == st.DEPLOY


def test_r472_a_card_put_into_a_battle_area_by_an_own_effect_is_heard_and_one_played_is_not() -> None:
    """Ruling R-472 (P62, P70): 「このカードが、自軍効果で戦闘エリアに出た場合、カード1枚を引く」: put from the hand straight into
    a battle area by the player's own command it draws; played into the deploy area it does not."""
    text = "『起動』：このカードが、自軍効果で戦闘エリアに出た場合、カード１枚を引く。"
    put = "（自軍攻撃ステップ）：自軍手札にあるユニット１枚を、敵軍ユニットがいる戦闘エリアの任意の順番にリロール状態で出す。"
    assert round_trip(put)[1]
    for how in ("command", "play"):
        sc = board([_unit(text, total=1, roll=0), _command("C", put), unit("E")],
                   {"hand": [{"card": "W", "id": "w"}, {"card": "C", "id": "c"}], "gzone": ["E", "E"]},
                   {"battle": {"space": [{"card": "E", "id": "e"}]}},
                   point="attack" if how == "command" else "deploy", attacker=0)
        hand = _hand(sc)
        do(sc, "play:$c" if how == "command" else "play:$w", player=0)
        for _ in range(6):
            t = tokens(sc)
            if f"t:{sc.iid('w')}" in t:
                do(sc, f"t:{sc.iid('w')}", player=0)
            elif "pay:auto" in t:
                do(sc, "pay:auto", player=0)
            else:
                break
        resolve_cut(sc)
        for _ in range(4):
            t = tokens(sc)
            if t and t[0].startswith(("pos:", "t:")):
                do(sc, t[0], player=0)
        w = sc.iid("w")
        if how == "command":
            assert sc.state.zone[w] == st.BATTLE and _hand(sc) == hand - 1  # W and C left, one card drawn
        else:
            assert sc.state.zone[w] == st.DEPLOY and _hand(sc) == hand - 1  # W left, nothing drawn


def _sortie_offer(sc: Any) -> set[str]:
    """The defender's (player 1's) sortie tokens, once asked."""
    for _ in range(20):
        d = sc.game.decision(sc.state, labels=False)
        assert d is not None
        if d.player == 1 and "sortie:done" in d.tokens():
            return set(d.tokens())
        do(sc, "pass", player=d.player)
    raise AssertionError("no sortie asked")


def test_p33_p70_r473_the_enemy_may_not_bring_units_into_the_chosen_squads_area() -> None:
    """Ruling R-473 (P33, P70): 「ユニットが1枚のみの自軍部隊1つを指定する。敵軍は、このターン、対象がいる戦闘エリアに、ユニット
    を移動させる事ができない」: the defender may sortie into the other area only; an effect moving its unit into that area
    does nothing either."""
    from engine.games.nexa.battleb8 import area_banned

    text = ("（自軍攻撃ステップ）：ユニットが１枚のみの自軍部隊１つを指定する。敵軍は、このターン、対象がいる戦闘エリアに、"
            "ユニットを移動させる事ができない。")
    sc = board([_command("C", text), unit("A"), unit("E")],
               {"hand": [{"card": "C", "id": "c"}], "battle": {"space": [{"card": "A", "id": "a"}]}, "gzone": ["A"]},
               {"deploy": [{"card": "E", "id": "e"}], "gzone": ["E"]}, point="attack", attacker=0)
    do(sc, "play:$c", player=0)
    resolve_cut(sc)
    assert sc.state.zone[sc.iid("c")] == st.JUNK
    e = sc.iid("e")
    offer = _sortie_offer(sc)
    assert f"sortie:e:{e}" in offer and f"sortie:s:{e}" not in offer
    assert area_banned(sc.state, e, 1, 0, False) and not area_banned(sc.state, e, 1, 1, False)
    assert not area_banned(sc.state, sc.iid("a"), 0, 0, True)  # the player's own units are not barred


@pytest.mark.parametrize(("keywords", "barred"), [([], True), (["high_mobility"], False)])
def test_r473_only_units_that_fit_are_barred(keywords: list[str], barred: bool) -> None:
    """Ruling R-473: 「このターン、敵軍は、このカードのいる戦闘エリアに「高機動」を持たないユニットを移動させる事ができない」: a
    unit without 高機動 may not defend in this card's area; one with it may."""
    text = ("『起動』：このカードが攻撃に出撃した場合、このターン、敵軍は、このカードのいる戦闘エリアに「高機動」を持たない"
            "ユニットを移動させる事ができない。")
    sc = board([_unit(text), unit("E", keywords=keywords)], {"deploy": [{"card": "W", "id": "w"}]},
               {"deploy": [{"card": "E", "id": "e"}]}, point="deploy", attacker=0)
    _attack(sc, "w")
    e = sc.iid("e")
    offer = _sortie_offer(sc)
    assert (f"sortie:s:{e}" not in offer) == barred and f"sortie:e:{e}" in offer


SHOW_TEXT = ("（ダメージ判定ステップ）〔０〕：自軍本国の上のカード１枚を表にし、戦闘エリアにいる敵軍ユニット１枚を選んでXダメージを"
             "与える。Xの値は、表にしたカードのロールコスト、またはゲインレベルの値と同じとする。")


@pytest.mark.parametrize(("top", "dealt"), [("R3", 3), ("GR", 2)])
def test_p29_p53_r474_the_card_shown_gives_x_and_the_unit_is_chosen_after(top: str, dealt: int) -> None:
    """Ruling R-474 (P53, P29, P56): 「自軍本国の上のカード1枚を表にし、戦闘エリアにいる敵軍ユニット1枚を選んでXダメージを与える。
    Xの値は、表にしたカードのロールコスト、またはゲインレベルの値…」: the top card is shown where it lies (a unit of roll cost 3:
    3 damage; a graphic of gain level 2: 2), then the enemy unit is chosen and takes X."""
    cards = [_unit(SHOW_TEXT), unit("E", (1, 1, 9)), unit("R3", roll=3, total=3),
             card("GR", "graphic", total=0, roll=0, guard_level=0, gain_level=2)]
    sc = board(cards, {"battle": {"space": [{"card": "W", "id": "w"}]}, "home": [top] + ["E"] * 5},
               {"battle": {"earth": [{"card": "E", "id": "e"}]}}, point="damage")
    home = list(sc.state.place(0, st.HOME))
    do(sc, "act:$w:0", player=0)
    resolve_cut(sc)
    e = sc.iid("e")
    for _ in range(4):
        if f"pick:{e}" in tokens(sc):
            do(sc, f"pick:{e}", player=0)
    assert sc.state.damage[e] == dealt
    assert list(sc.state.place(0, st.HOME)) == home  # shown, not moved


def test_p56_r474_the_unit_is_chosen_after_the_card_is_shown() -> None:
    """Ruling R-474 (P56): the 選んで unit is not chosen when the text starts resolving but after the card is shown: the
    question of the unit comes once the reveal is in the log."""
    sc = board([_unit(SHOW_TEXT), unit("E", (1, 1, 9)), unit("R3", roll=3, total=3)],
               {"battle": {"space": [{"card": "W", "id": "w"}]}, "home": ["R3"] + ["E"] * 5},
               {"battle": {"earth": [{"card": "E", "id": "e"}, {"card": "E", "id": "f"}]}}, point="damage")
    do(sc, "act:$w:0", player=0)
    resolve_cut(sc)
    d = sc.game.decision(sc.state, labels=False)
    assert d is not None and f"pick:{sc.iid('f')}" in d.tokens()
    assert any(ev[0] == "reveal" for ev in sc.state.events)  # the card is shown before the unit is asked for
    do(sc, f"pick:{sc.iid('f')}", player=0)
    assert sc.state.damage[sc.iid("f")] == 3 and sc.state.damage[sc.iid("e")] == 0


def test_p56_a_chosen_target_in_a_battle_area_with_none_there_is_no_play() -> None:
    """P56: 「このカードを廃棄する。その場合、戦闘エリアにいる敵軍ユニット1枚を選んで破壊する」 with no enemy unit in a battle area
    is not offered (the play check once raised a KeyError for a battle area; family B8 fixed play._place_nonempty)."""
    text = "（攻撃ステップ）〔０〕：このカードを廃棄する。その場合、戦闘エリアにいる敵軍ユニット１枚を選んで破壊する。"
    sc = board([_unit(text, "X"), unit("A"), unit("E")],
               {"deploy": [{"card": "X", "id": "x"}], "battle": {"earth": [{"card": "A", "id": "a"}]}, "gzone": ["E"]},
               {"deploy": [{"card": "E", "id": "e"}], "gzone": ["E"]}, point="attack", attacker=0)
    assert not any(x.startswith(f"act:{sc.iid('x')}:") for x in tokens(sc))


def test_p77_r474_the_enemy_top_card_shown_then_the_chosen_unit_loses_x() -> None:
    """Ruling R-474 (P77): 「敵軍本国の上のカード1枚を表にした後、戦闘エリアにいる敵軍ユニット1枚を選んで指定する。その場合、対象は、
    ターン終了時まで-X/-X/-Xを得る」: the enemy's top card (roll cost 2) is shown, the unit chosen then gets -2/-2/-2."""
    from engine.games.nexa.stats import stats

    text = ("（戦闘フェイズ）〔０〕：敵軍本国の上のカード１枚を表にした後、戦闘エリアにいる敵軍ユニット１枚を選んで指定する。"
            "その場合、対象は、ターン終了時まで－X／－X／－Xを得る。Xの値は、表にしたカードのロールコスト、またはゲインレベルの"
            "値とする。")
    sc = board([_unit(text), unit("E", (3, 3, 9)), unit("R2", roll=2, total=2)],
               {"battle": {"space": [{"card": "W", "id": "w"}]}},
               {"battle": {"earth": [{"card": "E", "id": "e"}]}, "home": ["R2"] + ["E"] * 5}, point="damage")
    do(sc, "act:$w:0", player=0)
    resolve_cut(sc)
    e = sc.iid("e")
    if f"pick:{e}" in tokens(sc):
        do(sc, f"pick:{e}", player=0)
    assert stats(sc.state, e) == (1, 1, 7)


def test_p70_the_unit_moved_to_the_other_area_then_takes_the_damage() -> None:
    """P70, R-162: 「戦闘エリアにいる敵軍ユニット1枚を、別の戦闘エリアの任意の順番に移し、対象に3ダメージを与える」: the unit goes
    into the other battle area (its side's squad there), then takes the damage, in that order."""
    text = "（防御ステップ）：戦闘エリアにいる敵軍ユニット１枚を、別の戦闘エリアの任意の順番に移し、対象に３ダメージを与える。"
    sc = board([_command("C", text), unit("E", (1, 1, 9))],
               {"hand": [{"card": "C", "id": "c"}], "gzone": ["E"]},
               {"battle": {"space": [{"card": "E", "id": "e"}]}}, point="defence", attacker=1)
    do(sc, "pass", player=1)
    do(sc, "play:$c", player=0)
    e = sc.iid("e")
    if f"t:{e}" in tokens(sc):
        do(sc, f"t:{e}", player=0)
    resolve_cut(sc)
    assert sc.state.zone[sc.iid("c")] == st.JUNK
    assert e in sc.state.squads[3] and e not in sc.state.squads[1] and sc.state.damage[e] == 3


@pytest.mark.parametrize(("kind", "holds_now"), [("battle", True), ("normal", False)])
def test_r167_this_card_destroyed_by_battle_damage(kind: str, holds_now: bool) -> None:
    """R-167: 「このカードが戦闘ダメージで破壊されている場合」 holds for this card destroyed by battle damage, not by other damage,
    and not once the destruction is negated."""
    from engine.games.nexa.battlestates import record_destroyed
    from engine.games.nexa.conditions import holds

    text = "（ダメージ判定ステップ）〔２〕：このカードが戦闘ダメージで破壊されている場合、このカードを、破壊を無効にした上で自軍Gにする。"
    cond = compile_text(text).ability["condition"]
    assert cond == {"exists": {"self": True, "destroyed_by": "battle"}}
    sc = board([_unit(text), unit("E")], {"battle": {"space": [{"card": "W", "id": "w"}]}}, {}, point="damage")
    s, w = sc.state, sc.iid("w")
    assert not holds(s, cond, w, 0)
    s.destroyed[w] = True
    record_destroyed(s, w, kind)
    assert holds(s, cond, w, 0) == holds_now
    s.destroyed[w] = False
    assert not holds(s, cond, w, 0)


def test_p35_p70_the_squad_engaged_with_the_chosen_one_loses_power() -> None:
    """P35, P70: 「交戦中の自軍部隊1つの部隊戦闘力を、部隊解散まで+3する。その場合、対象1と交戦中の敵軍部隊の部隊戦闘力を、部隊解散
    まで-3する」: the own squad chosen gains 3 and the enemy squad it is engaged with (in its area, not the other) loses 3."""
    from engine.games.nexa.battle import squad_power

    text = ("（戦闘フェイズ）：交戦中の自軍部隊１つの部隊戦闘力を、部隊解散まで＋３する。その場合、対象１と交戦中の敵軍部隊の"
            "部隊戦闘力を、部隊解散まで－３する。")
    sc = board([_command("C", text), unit("A", (4, 4, 4))],
               {"hand": [{"card": "C", "id": "c"}], "gzone": ["A"],
                "battle": {"space": [{"card": "A", "id": "a"}], "earth": [{"card": "A", "id": "b"}]}},
               {"battle": {"space": [{"card": "A", "id": "e"}], "earth": [{"card": "A", "id": "f"}]}},
               point="damage", attacker=0)
    before = [squad_power(sc.state, q) for q in range(4)]
    do(sc, "play:$c", player=0)
    for _ in range(4):
        t = tokens(sc)
        if f"t:{sc.iid('a')}" in t:
            do(sc, f"t:{sc.iid('a')}", player=0)
        elif [x for x in t if x.startswith("t:")]:
            do(sc, [x for x in t if x.startswith("t:")][0], player=0)
        else:
            break
    resolve_cut(sc)
    after = [squad_power(sc.state, q) for q in range(4)]
    assert [x - y for x, y in zip(after, before, strict=True)] == [3, -3, 0, 0]


@pytest.mark.parametrize(("where", "playable"), [("battle", True), ("deploy", False)])
def test_p57_both_characters_must_be_in_a_battle_area(where: str, playable: bool) -> None:
    """P57: 「「特徴：男性」を持つ自軍キャラと、「特徴：女性」を持つ自軍キャラが、戦闘エリアにいる場合、カード2枚を引く」: both set on
    units in battle areas, the command is played; one of them in the deploy area, it is not."""
    text = ("（戦闘フェイズ）：「特徴：男性」を持つ自軍キャラと、「特徴：女性」を持つ自軍キャラが、戦闘エリアにいる場合、"
            "カード２枚を引く。")
    cards = [_command("C", text), unit("A"), card("M", "character", traits=["男性"], stats=[0, 0, 0]),
             card("F", "character", traits=["女性"], stats=[0, 0, 0])]
    second = {"card": "A", "id": "b", "set": [{"card": "F", "id": "f"}]}
    mine: dict[str, Any] = {"hand": [{"card": "C", "id": "c"}], "gzone": ["A"],
                            "battle": {"space": [{"card": "A", "id": "a", "set": [{"card": "M", "id": "m"}]}]}}
    if where == "battle":
        mine["battle"]["earth"] = [second]
    else:
        mine["deploy"] = [second]
    sc = board(cards, mine, {}, point="damage", attacker=0)
    assert (f"play:{sc.iid('c')}" in tokens(sc)) == playable


def test_p72_r475_destroyed_by_battle_damage_it_becomes_the_enemys_g() -> None:
    """Ruling R-475 (P72, R-167, R-393): 「このカードが戦闘ダメージで破壊された場合、このカードを、破壊を無効にした上で敵軍Gにする」:
    destroyed by the enemy squad's battle damage, its destruction is negated and it goes to the enemy's G zone, controlled by
    the enemy and still owned by its player."""
    text = "『起動』：このカードが戦闘ダメージで破壊された場合、このカードを、破壊を無効にした上で敵軍Gにする。"
    sc = board([_unit(text, stats=(1, 1, 1)), unit("E", (3, 3, 3))],
               {"battle": {"space": [{"card": "W", "id": "w"}]}},
               {"battle": {"space": [{"card": "E", "id": "e"}]}}, point="damage", attacker=0)
    w = sc.iid("w")
    pass_until(sc, st.RETURN_FREE1)
    s = sc.state
    assert s.zone[w] == st.GZONE and s.ctrl[w] == 1 and s.owner[w] == 0 and not s.destroyed[w]
    ab = compile_text(text).ability
    assert ab["condition"] == {"self_destroyed_by": "battle"}


def test_p35_units_in_all_squads_of_one_unit_read_as_units_in_a_squad_of_one() -> None:
    """P35: 「ユニットが1枚のみの全ての部隊にいる、全ての自軍ユニット」 is the same selector as 「ユニットが1枚のみの部隊にいる全ての
    自軍ユニット」 (a unit is in one squad): the normal form folds it (textc/norm_cardb8.py)."""
    a = "『起動』：このカードが場に出た場合、ユニットが１枚のみの全ての部隊にいる、全ての自軍ユニットは、ターン終了時まで＋１／＋１／＋１を得る。"
    b = "『起動』：このカードが場に出た場合、ユニットが１枚のみの部隊にいる全ての自軍ユニットは、ターン終了時まで＋１／＋１／＋１を得る。"
    assert normalise(a) == normalise(b)
    assert compile_text(a).ability["effect"][0]["target"] == {"squad_units": 1, "count": "all", "side": "own", "type": "unit"}
