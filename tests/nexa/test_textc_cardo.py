"""Issue 14, family O of the card-text compiler: texts that change a rule rather than do a step (play
costs lowered, a card no character can be set on, PS装甲's return held), compiled, printed back and played.

Every text here is original, written in the controlled style of card lists (never official text).
The rules they pin: P55 (コストが増減する効果), P66 (set cards), P76 (PS装甲); docs/effect-language.md
lists the constructs, docs/rulings.md R-72 and R-73 the decisions.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.games.nexa import state as st
from engine.games.nexa.stats import host_of
from engine.games.nexa.textc import compile_text, round_trip

from .helpers import board, card, do, resolve_cut, tokens, unit


@pytest.mark.parametrize("text", [
    "『恒常』：このカードは、合計国力-2してプレイできる。",
    "『恒常』：このカードは、合計国力-1ロールコスト-1してプレイできる。",
    "『恒常』：このカードは、「特徴：英雄」を持つ自軍ユニットがいる場合、合計国力-2してプレイできる。",
    "『恒常』：このカードは、このカードと同じ属性のGサインを持つ自軍Gがいる場合、合計国力-1してプレイできる。",
    "『常駐』：自軍手札にある「特徴：英雄」を持つ全てのユニットは、合計国力-1してプレイできる。",
    "『常駐』：自軍手札にある「特徴：英雄」を持つ全てのキャラは、合計国力-1してプレイできる。（注：合計国力はマイナスの値にはならない）",
    "『恒常』：このカードは、合計国力-Xしてプレイできる。Xの値は、敵軍ユニットの枚数とする。",
    "『恒常』：このカードは、合計国力-Xロールコスト-Xしてプレイできる。Xの値は、自軍ジャンクヤードにあるコマンドの枚数とする。",
    "『常駐』：このカードは、キャラをセットできない。",
    "『常駐』：このカードが受ける全ての通常ダメージは、2減殺される。",
    "『常駐』：「特徴：重装」を持つ全ての自軍ユニットが受ける全ての通常ダメージは、1減殺される。",
    "（配備フェイズ）〔1〕：自軍ユニット1枚が受ける全ての通常ダメージは、このターン2減殺される。",
    "（戦闘フェイズ）〔R〕：このカード以外の自軍ユニット1枚が受ける全ての通常ダメージは、このステップ中1減殺される。",
    "（常時）〔1〕毎：カード1枚を引く。この効果は、1ターンに2回まで使用できる。",
    "『起動』：このカードが場に出た場合、カード2枚を引く。この記述の効果は、プレイヤー毎に1ターンに1回しか起動しない。",
    "（戦闘フェイズ）：自軍本国を2回復する。この記述の効果は、プレイヤー毎に1ターンに1回まで解決できる。",
    "『起動』：このカードは、プレイされて場に出た場合、リロールする。",
    "『起動』：このカードは、プレイされて場に出た場合、ターン終了時まで+1/+0/+1を得る。",
    "『常駐』：このカードは、攻撃に出撃できない。",
    "『常駐』：このカードは、キャラがセットされていない場合、出撃できない。",
    "『常駐』：全ての敵軍ユニットは、攻撃に出撃できない。",
    "（戦闘フェイズ）〔2〕：敵軍ユニット1枚は、このターンテキストをプレイできない。",
    "『常駐』：このセットグループは、このカードの効果以外ではリロールできない。",
    "『恒常』：このカードは、合計国力-2してプレイできる。その場合、ターン終了時にこのカードを廃棄する。",
    "『恒常』：このカードをプレイする場合、コストとして、青のGサインを持つ自軍G2枚または白のGサインを持つ自軍G2枚をロールする。",
    "『常駐』：自軍「PS装甲」の効果は、敵軍ターン開始時に起動しない。",
])
def test_family_o_prints_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


@pytest.mark.parametrize(("text", "item"), [
    ("『恒常』：このカードは、合計国力+1してプレイできる。", "a play cost raised by its own text"),
    ("『恒常』：このカードは、合計国力-Xしてプレイできる。", "X without its value"),
    ("『恒常』：このカードは、合計国力-Xロールコスト+Xしてプレイできる。Xの値は、敵軍ユニットの枚数とする。",
     "X defined but not used"),
    ("『常駐』：敵軍「PS装甲」の効果は、自軍ターン開始時に起動しない。", "a special effect held"),
])
def test_family_o_refuses_what_the_engine_does_not_play(text: str, item: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is None and not exact and blocker.startswith(item)


def _texted(number: str, text: str, type_: str = "unit", **extra: Any) -> dict[str, Any]:
    ability = {**compile_text(text).ability, "text": {"ja": text, "en": "x"}}
    if type_ == "unit":
        return unit(number, abilities=[ability], **extra)
    return card(number, type_, abilities=[ability], **extra)


def _playable(cards: list[dict[str, Any]], own: dict[str, Any], enemy: dict[str, Any] | None = None) -> bool:
    sc = board(cards, own, enemy or {}, g_played=True)
    return f"play:{sc.iid('p')}" in tokens(sc)


def test_p55_a_card_plays_with_its_total_cost_lowered_by_its_own_text() -> None:
    """「このカードは、合計国力-2してプレイできる」 (P55 step 2): a total of 3 needs one G's power."""
    cheap = _texted("CHEAP", "『恒常』：このカードは、合計国力-2してプレイできる。", total=3)
    plain = unit("PLAIN", total=3)
    one_g = {"gzone": ["PLAIN"]}
    assert _playable([plain, cheap], {**one_g, "hand": [{"card": "CHEAP", "id": "p"}]})
    assert not _playable([plain, cheap], {**one_g, "hand": [{"card": "PLAIN", "id": "p"}]})


def test_p55_p57_the_lowered_cost_needs_the_card_its_condition_names() -> None:
    """「「特徴：英雄」を持つ自軍ユニットがいる場合、合計国力-2」: only while such a unit is on the own field."""
    text = "『恒常』：このカードは、「特徴：英雄」を持つ自軍ユニットがいる場合、合計国力-2してプレイできる。"
    cheap = _texted("CHEAP", text, total=3)
    hero, other = unit("HERO", traits=["英雄"]), unit("OTHER")
    base = {"gzone": ["OTHER"], "hand": [{"card": "CHEAP", "id": "p"}]}
    assert _playable([other, hero, cheap], {**base, "deploy": ["HERO"]})
    assert not _playable([other, hero, cheap], {**base, "deploy": ["OTHER"]})


def test_p55_a_field_text_lowers_the_cost_of_the_hand_cards_it_names() -> None:
    """「自軍手札にある「特徴：英雄」を持つ全てのユニットは、合計国力-1してプレイできる」: the own hand's
    heroes only; the enemy's are not changed."""
    lord = _texted("LORD", "『常駐』：自軍手札にある「特徴：英雄」を持つ全てのユニットは、合計国力-1してプレイできる。")
    hero, other = unit("HERO", traits=["英雄"], total=2), unit("OTHER", total=2)
    base = {"gzone": ["OTHER"], "deploy": ["LORD"]}
    assert _playable([other, hero, lord], {**base, "hand": [{"card": "HERO", "id": "p"}]})
    assert not _playable([other, hero, lord], {**base, "hand": [{"card": "OTHER", "id": "p"}]})
    sc = board([other, hero, lord], {"gzone": ["OTHER"], "hand": [{"card": "HERO", "id": "p"}]},
               {"deploy": ["LORD"]}, g_played=True)
    assert f"play:{sc.iid('p')}" not in tokens(sc)


def test_p55_p65_the_cost_lowered_by_x_follows_the_board() -> None:
    """「合計国力-Xしてプレイできる。Xの値は、敵軍ユニットの枚数とする。」: two enemy units make a total of 3 need 1."""
    text = "『恒常』：このカードは、合計国力-Xしてプレイできる。Xの値は、敵軍ユニットの枚数とする。"
    cheap, other = _texted("CHEAP", text, total=3), unit("OTHER")
    own = {"gzone": ["OTHER"], "hand": [{"card": "CHEAP", "id": "p"}]}
    assert _playable([other, cheap], own, {"deploy": ["OTHER", "OTHER"]})
    assert not _playable([other, cheap], own, {"deploy": ["OTHER"]})


def test_p66_no_character_is_set_on_a_unit_that_refuses_one() -> None:
    """「このカードは、キャラをセットできない」: a character in hand may only go on another unit (P66)."""
    lone = _texted("LONE", "『常駐』：このカードは、キャラをセットできない。")
    pilot, other = card("PILOT", "character", stats=[1, 1, 1]), unit("OTHER")
    own = {"gzone": ["OTHER"] * 2, "hand": [{"card": "PILOT", "id": "p"}], "deploy": [{"card": "LONE", "id": "lone"}]}
    assert not _playable([other, lone, pilot], own)
    sc = board([other, lone, pilot], {**own, "deploy": [{"card": "LONE", "id": "lone"}, {"card": "OTHER", "id": "o"}]},
               {}, g_played=True)
    do(sc, "play:$p", player=0)
    while f"onto:{sc.iid('o')}" not in tokens(sc) and "pay:auto" in tokens(sc):
        do(sc, "pay:auto", player=0)
    assert f"onto:{sc.iid('lone')}" not in tokens(sc)  # the only host offered, or taken at once, is the other unit
    if f"onto:{sc.iid('o')}" in tokens(sc):
        do(sc, "onto:$o", player=0)
    resolve_cut(sc)
    assert host_of(sc.state, sc.iid("p")) == sc.iid("o")


def _ps_zone_after_the_turn(holder_zone: str) -> int:
    """A PS装甲 unit attacks and the turn passes to the enemy: the unit's zone then. `holder_zone`: where
    the card with the holding text is ("" for nowhere)."""
    hold = _texted("HOLD", "『常駐』：自軍「PS装甲」の効果は、敵軍ターン開始時に起動しない。")
    cards = [unit("PS", keywords=["ps_armor"]), unit("X"), hold]
    own: dict[str, Any] = {"deploy": [{"card": "PS", "id": "ps"}]}
    if holder_zone:
        own.setdefault(holder_zone, []).append("HOLD")
    sc = board(cards, own, {"home": ["X"] * 10}, point="attack_rule")
    do(sc, "sortie:s:$ps", "sortie:done", player=0)
    for _ in range(60):
        if sc.state.turn > 3:
            break
        d = sc.game.decision(sc.state, labels=False)
        sc.game.apply(sc.state, d.player, "pass" if "pass" in d.tokens() else d.tokens()[-1])
    assert sc.state.turn > 3
    return int(sc.state.zone[sc.iid("ps")])


def test_p76_a_held_ps_armour_does_not_return_at_the_enemy_turn_start() -> None:
    """P76 PS装甲 returns the unit to hand at the next turn start; 「自軍「PS装甲」の効果は、敵軍ターン開始時に
    起動しない」 in force holds it then (and the return is not put off to a later turn: ruling R-73)."""
    assert _ps_zone_after_the_turn("") == st.HAND
    assert _ps_zone_after_the_turn("deploy") in (st.DEPLOY, st.BATTLE)
    assert _ps_zone_after_the_turn("hand") == st.HAND  # a text in the hand is not in force


def _either_command() -> dict[str, Any]:
    text = "『恒常』：このカードをプレイする場合、コストとして、緑のGサインを持つ自軍G2枚または黒のGサインを持つ自軍G2枚をロールする。"
    ability = {**compile_text(text).ability, "text": {"ja": text, "en": "x"}}
    draw = {**compile_text("（常時）：カード1枚を引く。").ability, "kind": "play", "text": {"ja": "draw", "en": "x"}}
    return card("EITHER", "command", colour="purple", total=2, roll=0, abilities=[ability, draw])


def test_p55_a_special_cost_rolls_gs_of_the_colour_the_player_names() -> None:
    """「コストとして、緑の…G2枚または黒の…G2枚をロールする」 (P55 4): the player names green or black and
    rolls two Gs of it; with two of neither colour the card cannot be played (P55: no play that cannot be paid)."""
    cards = [unit("G", colour="green"), unit("B", colour="black"), _either_command()]
    gs = [{"card": "G", "id": "g1"}, {"card": "G", "id": "g2"}, {"card": "B", "id": "b1"}, {"card": "B", "id": "b2"}]
    sc = board(cards, {"gzone": gs, "hand": [{"card": "EITHER", "id": "p"}]}, {}, point="attack", g_played=True)
    hand = len(sc.state.place(0, st.HAND))
    do(sc, "play:$p", player=0)
    assert [t for t in tokens(sc) if t.startswith("alt:")] == ["alt:0", "alt:1"]
    do(sc, "alt:1", player=0)  # black
    while any(t in tokens(sc) for t in ("pay:auto", "confirm")):
        do(sc, "pay:auto" if "pay:auto" in tokens(sc) else "confirm", player=0)
    resolve_cut(sc)
    s = sc.state
    assert [s.rolled[sc.iid(g)] for g in ("g1", "g2", "b1", "b2")] == [False, False, True, True]
    assert len(s.place(0, st.HAND)) == hand - 1 + 1  # the command left the hand and drew one
    one_each = [{"card": "G", "id": "g1"}, {"card": "B", "id": "b1"}]
    sc = board(cards, {"gzone": one_each, "hand": [{"card": "EITHER", "id": "p"}]}, {}, point="attack", g_played=True)
    assert f"play:{sc.iid('p')}" not in tokens(sc)


def test_p72_normal_damage_is_lowered_while_the_text_is_in_force_and_battle_damage_is_not() -> None:
    """「このカードが受ける全ての通常ダメージは、2減殺される」 (rulebook 戦闘ダメージと通常ダメージ, P72):
    an enemy command's 3 damage leaves 1 on it; battle damage (the damage step's rule, P58) is not lowered."""
    from engine.games.nexa.effects import deal_damage

    tough = _texted("TOUGH", "『常駐』：このカードが受ける全ての通常ダメージは、2減殺される。", stats=(2, 2, 5))
    plain = unit("PLAIN", stats=(2, 2, 5))
    shot = {**compile_text("（常時）：敵軍ユニット1枚に3ダメージを与える。").ability, "kind": "play",
            "text": {"ja": "shot", "en": "x"}}
    cmd = card("SHOT", "command", abilities=[shot])
    for number, left in (("TOUGH", 1), ("PLAIN", 3)):
        sc = board([plain, tough, cmd], {"gzone": ["PLAIN"] * 2, "hand": [{"card": "SHOT", "id": "p"}]},
                   {"deploy": [{"card": number, "id": "foe"}]}, point="attack", g_played=True)
        do(sc, "play:$p", player=0)
        while any(t in tokens(sc) for t in ("pay:auto", "confirm")):
            do(sc, "pay:auto" if "pay:auto" in tokens(sc) else "confirm", player=0)
        resolve_cut(sc)
        assert sc.state.damage[sc.iid("foe")] == left
        deal_damage(sc.state, sc.iid("foe"), 2, -1)  # battle damage (seat -1): in full
        assert sc.state.damage[sc.iid("foe")] == left + 2


def test_p72_a_step_lowers_normal_damage_until_the_end_of_the_turn() -> None:
    """「自軍ユニット1枚が受ける全ての通常ダメージは、このターン2減殺される」: the chosen unit takes 3-2 from an
    enemy effect this turn; the reduction ends with the turn (its grant lasts turn_end)."""
    from engine.games.nexa.effects import deal_damage
    from engine.games.nexa.reductions import normal_damage_cut

    text = "（常時）：自軍ユニット1枚が受ける全ての通常ダメージは、このターン2減殺される。"
    guard = card("GUARD", "command", abilities=[{**compile_text(text).ability, "kind": "play",
                                                 "text": {"ja": text, "en": "x"}}])
    plain = unit("PLAIN", stats=(2, 2, 5))
    sc = board([plain, guard], {"gzone": ["PLAIN"] * 2, "hand": [{"card": "GUARD", "id": "p"}],
                                "deploy": [{"card": "PLAIN", "id": "u"}]}, {}, point="attack", g_played=True)
    do(sc, "play:$p", player=0)
    while any(t in tokens(sc) for t in ("pay:auto", "confirm")) or f"t:{sc.iid('u')}" in tokens(sc):
        t = f"t:{sc.iid('u')}" if f"t:{sc.iid('u')}" in tokens(sc) else "pay:auto" if "pay:auto" in tokens(sc) \
            else "confirm"
        do(sc, t, player=0)
    resolve_cut(sc)
    u = sc.iid("u")
    assert normal_damage_cut(sc.state, u) == 2
    deal_damage(sc.state, u, 3, 1, -1)  # an enemy effect's 3 damage
    assert sc.state.damage[u] == 1
    assert all(g[4] == "turn_end" for g in sc.state.grants if g[2] == "reduce_damage")


def _play_through(sc: Any, token: str) -> None:
    do(sc, token, player=0)
    while any(t in tokens(sc) for t in ("pay:auto", "confirm")):
        do(sc, "pay:auto" if "pay:auto" in tokens(sc) else "confirm", player=0)
    resolve_cut(sc)


def test_p44_a_text_used_at_most_n_times_a_turn() -> None:
    """「毎」 lets a text be used once per cut (P44); 「この効果は、1ターンに2回まで使用できる」 stops the third use."""
    text = "（常時）毎：カード1枚を引く。この効果は、1ターンに2回まで使用できる。"
    sc = board([_texted("DRAWER", text)], {"deploy": [{"card": "DRAWER", "id": "d"}]}, {}, point="attack",
               g_played=True)
    act = f"act:{sc.iid('d')}:0"
    hand = len(sc.state.place(0, st.HAND))
    for _ in range(2):
        assert act in tokens(sc)
        _play_through(sc, act)
    assert len(sc.state.place(0, st.HAND)) == hand + 2
    assert act not in tokens(sc)


def test_p68_a_trigger_heard_once_a_turn_by_each_player_over_every_copy() -> None:
    """「この記述の効果は、プレイヤー毎に1ターンに1回しか起動しない」: the second copy entering the same turn
    draws nothing; the text without the limit draws for each copy (P68)."""
    limited = "『起動』：このカードが場に出た場合、カード1枚を引く。この記述の効果は、プレイヤー毎に1ターンに1回しか起動しない。"
    for text, drawn in ((limited, 1), ("『起動』：このカードが場に出た場合、カード1枚を引く。", 2)):
        scout = _texted("SCOUT", text)
        sc = board([scout], {"gzone": ["SCOUT"] * 3, "hand": [{"card": "SCOUT", "id": "a"}, {"card": "SCOUT", "id": "b"}]},
                   {}, g_played=True)
        hand = len(sc.state.place(0, st.HAND))
        for label in ("a", "b"):
            _play_through(sc, f"play:{sc.iid(label)}")
            while "pass" not in tokens(sc) and tokens(sc):
                do(sc, tokens(sc)[0], player=0)
                resolve_cut(sc)
        assert len(sc.state.place(0, st.HAND)) == hand - 2 + drawn


def test_p68_a_unit_that_rerolls_itself_when_played() -> None:
    """「このカードは、プレイされて場に出た場合、リロールする」: a played unit enters rolled (P26) and its
    trigger (P68) rerolls it; the same unit without the text stays rolled."""
    for text, rolled in (("『起動』：このカードは、プレイされて場に出た場合、リロールする。", False), ("", True)):
        u = _texted("QUICK", text) if text else unit("QUICK")
        sc = board([u], {"gzone": ["QUICK"] * 2, "hand": [{"card": "QUICK", "id": "q"}]}, {}, g_played=True)
        _play_through(sc, "play:$q")
        while "pass" not in tokens(sc) and tokens(sc):
            do(sc, tokens(sc)[0], player=0)
            resolve_cut(sc)
        assert sc.state.zone[sc.iid("q")] == st.DEPLOY and sc.state.rolled[sc.iid("q")] is rolled


def test_p32_p34_a_unit_that_cannot_attack_still_defends_and_one_without_a_pilot_stays_home() -> None:
    """「このカードは、攻撃に出撃できない」: not offered in the attack sortie (P32), offered in the defence one (P34);
    「このカードは、キャラがセットされていない場合、出撃できない」: offered only with a character set on it."""
    from engine.games.nexa.battle import sortie_options

    guard = _texted("GUARD", "『常駐』：このカードは、攻撃に出撃できない。")
    sc = board([guard], {"deploy": [{"card": "GUARD", "id": "g"}]}, {"deploy": [{"card": "GUARD", "id": "e"}]},
               point="attack_rule")
    s = sc.state
    assert not [u for _, u in sortie_options(s, 0) if u == sc.iid("g")]
    assert [u for _, u in sortie_options(s, 1) if u == sc.iid("e")]  # the defender's one may sortie
    shell = _texted("SHELL", "『常駐』：このカードは、キャラがセットされていない場合、出撃できない。")
    pilot = card("PILOT", "character", stats=[0, 0, 0])
    for setup, offered in (([], False), ([{"card": "PILOT"}], True)):
        sc = board([shell, pilot], {"deploy": [{"card": "SHELL", "id": "u", "set": setup}]}, {}, point="attack_rule")
        assert bool([u for _, u in sortie_options(sc.state, 0) if u == sc.iid("u")]) is offered


def test_p44_a_unit_whose_texts_cannot_be_played_this_turn() -> None:
    """「敵軍ユニット1枚は、このターンテキストをプレイできない」: the enemy's activated text is not offered (P44)."""
    from engine.games.nexa.play import priority_tokens

    silencer = card("SILENCE", "command", abilities=[{**compile_text("（常時）：敵軍ユニット1枚は、このターンテキストをプレイできない。").ability,
                                                      "kind": "play", "text": {"ja": "silence", "en": "x"}}])
    drawer = _texted("DRAWER", "（常時）：カード1枚を引く。")
    sc = board([drawer, silencer], {"gzone": ["DRAWER"] * 2, "hand": [{"card": "SILENCE", "id": "p"}]},
               {"deploy": [{"card": "DRAWER", "id": "d"}]}, point="attack", g_played=True)
    act = f"act:{sc.iid('d')}:0"
    assert act in priority_tokens(sc.state, 1)
    _play_through(sc, "play:$p")
    assert act not in priority_tokens(sc.state, 1)


def _locked_group() -> list[dict[str, Any]]:
    lock = "『常駐』：このセットグループは、このカードの効果以外ではリロールできない。"
    key = "（常時）：このカードをリロールする。"
    op = card("LOCK", "operation", set_on="unit",
              abilities=[{**compile_text(t).ability, "text": {"ja": t, "en": "x"}} for t in (lock, key)])
    nudge = card("NUDGE", "command", abilities=[{**compile_text("（常時）：自軍ユニット1枚をリロールする。").ability,
                                                  "kind": "play", "text": {"ja": "nudge", "en": "x"}}])
    return [unit("U"), op, nudge]


def test_p66_a_locked_set_group_is_rerolled_only_by_its_own_card() -> None:
    """「このセットグループは、このカードの効果以外ではリロールできない」: another card's reroll leaves the group
    rolled; the operation's own text rerolls it (P66: the set group rolls and rerolls as one)."""
    sc = board(_locked_group(), {"gzone": ["U"] * 2, "hand": [{"card": "NUDGE", "id": "p"}],
                                 "deploy": [{"card": "U", "id": "u", "rolled": True,
                                             "set": [{"card": "LOCK", "id": "op", "rolled": True}]}]},
               {}, point="attack", g_played=True)
    u = sc.iid("u")
    _play_through(sc, "play:$p")
    assert sc.state.rolled[u]
    _play_through(sc, f"act:{sc.iid('op')}:1")
    assert not sc.state.rolled[u]


def test_p66_the_reroll_phase_leaves_a_locked_set_group_rolled() -> None:
    """The reroll phase's rule (P19, 規定の効果) rerolls the other rolled units, not the locked group."""
    sc = board(_locked_group(), {"home": ["U"] * 10},
               {"home": ["U"] * 10, "deploy": [{"card": "U", "id": "u", "rolled": True,
                                                "set": [{"card": "LOCK", "rolled": True}]},
                                               {"card": "U", "id": "free", "rolled": True}]}, point="attack_rule")
    for _ in range(80):
        if sc.state.turn > 3 and sc.state.point > st.REROLL_RULE:
            break
        d = sc.game.decision(sc.state, labels=False)
        sc.game.apply(sc.state, d.player, "pass" if "pass" in d.tokens() else d.tokens()[-1])
    assert sc.state.turn > 3 and sc.state.attacker == 1
    assert sc.state.rolled[sc.iid("u")] and not sc.state.rolled[sc.iid("free")]


def test_p55_a_cheaper_play_chosen_at_a_price_discards_the_card_when_its_cut_ends() -> None:
    """「このカードは、合計国力-3してプレイできる。その場合、カット終了時にこのカードを廃棄する。」: with 2 Gs a
    total of 4 is played only the cheaper way (P55 2), and the unit is discarded when that cut ends; with 4 Gs
    the player may pay the printed cost and keep it."""
    text = "『恒常』：このカードは、合計国力-3してプレイできる。その場合、カット終了時にこのカードを廃棄する。"
    raid = _texted("RAID", text, total=4)
    for gs, alt, stays in ((2, "alt:1", False), (4, "alt:0", True)):
        sc = board([raid], {"gzone": ["RAID"] * gs, "hand": [{"card": "RAID", "id": "r"}]}, {}, g_played=True)
        do(sc, "play:$r", player=0)
        offered = [t for t in tokens(sc) if t.startswith("alt:")]
        assert offered == ([] if gs == 2 else ["alt:0", "alt:1"])  # one way only: taken at once
        if offered:
            do(sc, alt, player=0)
        while any(t in tokens(sc) for t in ("pay:auto", "confirm")):
            do(sc, "pay:auto" if "pay:auto" in tokens(sc) else "confirm", player=0)
        resolve_cut(sc)
        assert sc.state.zone[sc.iid("r")] == (st.DEPLOY if stays else st.JUNK)
