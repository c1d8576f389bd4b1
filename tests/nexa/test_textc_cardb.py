"""Issue 14, family B of the card-text compiler: protections with a duration, coins of other kinds and
the rule override 「このカードのプレイは…では無効にならない」, each compiled, printed back and played.

Every text here is original, written in the controlled style of card lists (never official text).
The rules they pin: P56 (targets; 対象にならない), P59 (the cut and its end), P60 (steps), P67 (coins),
P72 (destruction), P77 (その場合); docs/effect-language.md lists the constructs.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.games.nexa import state as st
from engine.games.nexa.scenario import Scenario
from engine.games.nexa.stats import has_status
from engine.games.nexa.textc import compile_text, normalise, print_text, round_trip

from .helpers import board, card, do, resolve_cut, tokens, unit


@pytest.mark.parametrize("text", [
    "（常時）：自軍ユニット1枚は、カット終了時まで敵軍効果の対象にならない。",
    "（戦闘フェイズ）〔1〕：このカードは、ステップ終了時まで敵軍ユニットの効果の対象にならない。",
    "（防御ステップ）：戦闘エリアにいる自軍ユニット1枚は、カット終了時まで敵軍コマンドの対象にならない。",
    "（戦闘フェイズ）〔R〕：このカードは、ステップ終了時まで敵軍効果では破壊されずダメージを受けない。",
    "（常時）〔2〕：自軍カード1枚は、ターン終了時までダメージ以外の敵軍効果では破壊されない。",
    "（常時）：自軍手札1枚を選んで廃棄する。その場合、このカードは、カット終了時まで敵軍効果ではダメージを受けない。",
    "（戦闘フェイズ）〔緑1〕：このカードの上にコイン1個を乗せる。",
    "『起動』：自軍ターン開始時に、このカードの上にコイン1個を乗せる。",
    "『起動』：このカードが場に出た場合、敵軍ユニット1枚の上に呪縛コイン2個を乗せる。",
    "（戦闘フェイズ）〔1〕：自軍ユニットの上にある＋1／＋1／＋1コイン1個を取り除く。その場合、敵軍ユニット1枚に2ダメージを与える。",
    "（常時）：このカードの上にあるコイン2個を取り除く。その場合、カード1枚を引く。",
    "『起動』：このカードが場に出た場合、自軍は補給コイン3個を得る。",
    "『恒常』：このカードのプレイは、敵軍効果では無効にならない。",
    "『恒常』：このカードのプレイは、2以下の合計国力を持つ敵軍コマンドの効果では無効にならない。",
    "『恒常』：「特徴：英雄」を持つ自軍カードがいる場合、このカードのプレイは敵軍効果では無効にならない。",
    "（常時）：自軍ユニット1～2枚の上に、＋1／＋1／＋1コイン3個を振り分けて乗せる。",
    "『常駐』：このカードは、「改装」の効果で廃棄される場合、廃棄される代わりに持ち主のハンガーに移る。",
    "『常駐』：このカードは、破壊されて廃棄される場合、廃棄される代わりにロール状態で持ち主のGになる。",
    "『常駐』：プレイされて解決された自軍コマンドは、ジャンクヤードに移る代わりに持ち主の手札に移る。",
    "『起動』：このカードの上のコインが2個以上になった場合、このカードを廃棄する。その場合、敵軍ユニット1枚に3ダメージを与える事ができる。",
    "『常駐』：このカードは、ロールコストの支払いにおいて、茶のGサインを持つ自軍Gとして扱う事ができる。（注：国力は発生しない）",
    "『常駐』：このカードは、「特徴：補給」を持つ自軍ユニットがいる場合、ロールコストの支払いにおいて、白のGサインを持つ自軍Gとして扱う事ができる。（注：国力は発生しない）",
    "『起動』：このカードは、「ゲイン」の効果で戦闘修正を得る場合、その戦闘修正の代わりに、ターン終了時まで＋3／＋0／＋0を得る事ができる。",
    "『起動』：このカードは、「ゲイン」の効果で戦闘修正を得る場合、その戦闘修正を得る代わりに、ターン終了時まで「強襲」を得る事ができる。",
    "（常時）：敵軍コマンド1枚のプレイを無効にし、そのカードを廃棄する。",
    "（常時）〔1〕：ユニット以外の敵軍カード1枚のプレイを無効にし、そのカードを持ち主の手札に移す。",
    "（常時）：3以下の合計国力を持つ敵軍カード1枚のプレイを無効にし、そのユニットを持ち主の本国の上に移す。",
    "『常駐』：このカードは、敵軍効果の対象にならない。",
    "『常駐』：このカードは、「特徴：NT」を持つ自軍キャラがいる場合、敵軍コマンドの効果では破壊されずダメージを受けない。",
    "（戦闘フェイズ）〔R〕：このカードは、ターン終了時まで自軍効果以外では破壊されずダメージを受けない。",
    "（戦闘フェイズ）：このカードは、ステップ終了時まで戦闘ダメージ以外では破壊されずダメージを受けない。",
    "＜『起動』：このカードがGとして場に出た場合、〔R〕を支払う事ができる。その場合、敵軍ユニット1枚に2ダメージを与える。＞",
    "<『起動』：このカードは、Gとして場に出た場合、〔青1〕を支払う事ができる。その場合、カード1枚を引く>",
])
def test_family_b_prints_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert normalise(print_text(compiled)) == normalise(text)


def _texted(number: str, text: str, **extra: Any) -> dict[str, Any]:
    ab = compile_text(text).ability
    return unit(number, abilities=[{**ab, "text": {"ja": text, "en": "x"}}], **extra)


def _shooter(number: str, type_: str = "unit") -> dict[str, Any]:
    """An enemy card whose text (or play) deals 1 damage to a unit."""
    text = "（常時）：ユニット1枚に1ダメージを与える。"
    ab = compile_text(text).ability
    if type_ == "command":
        return card(number, "command", abilities=[{**ab, "kind": "play", "text": {"ja": text, "en": "x"}}])
    return unit(number, (1, 1, 5), abilities=[{**ab, "text": {"ja": text, "en": "x"}}])


def test_p56_p59_untargetable_until_the_end_of_the_cut_then_targetable_again() -> None:
    """「カット終了時まで敵軍効果の対象にならない」 played in answer to an enemy text aimed at the unit:
    the enemy text loses its target and does nothing (P56); once the cut has ended (P59) the
    protection is gone and the unit can be targeted again."""
    guard = _texted("GUARD", "（常時）：このカードは、カット終了時まで敵軍効果の対象にならない。", stats=(2, 2, 4))
    gun = _shooter("GUN")
    sc = board([guard, gun], {"battle": {"space": [{"card": "GUARD", "id": "guard"}]}},
               {"battle": {"space": [{"card": "GUN", "id": "gun"}]}}, point="attack", attacker=1, g_played=True)
    g = sc.iid("guard")
    do(sc, "act:$gun:0", player=1)
    do(sc, f"t:{g}", player=1)
    do(sc, "act:$guard:0", player=0)
    resolve_cut(sc)
    assert sc.state.damage[g] == 0
    assert not has_status(sc.state, g, "untargetable")
    from engine.games.nexa.targets import candidates

    assert g in candidates(sc.state, {"type": "unit", "count": 1}, 1, sc.iid("gun"))


def test_p56_protection_holds_inside_its_cut_against_the_kind_of_enemy_effect_it_names() -> None:
    """A unit protected from enemy commands (敵軍コマンドの対象にならない) can still be picked by an enemy
    unit's text, and never by an enemy command, in the cut that protects it."""
    guard = _texted("GUARD", "（常時）：このカードは、カット終了時まで敵軍コマンドの対象にならない。", stats=(2, 2, 4))
    gun = _shooter("GUN")
    bolt = _shooter("BOLT", "command")
    do_cut = compile_text("（常時）：このカードは、カット終了時まで敵軍コマンドの対象にならない。").ability
    assert do_cut["effect"] == [{"do": "status", "target": "self", "status": "untargetable_commands",
                                 "until": "cut_end"}]
    sc2 = board([guard, gun, bolt], {"battle": {"space": [{"card": "GUARD", "id": "guard"}]}},
                {"battle": {"space": [{"card": "GUN", "id": "gun"}]}, "hand": [{"card": "BOLT", "id": "bolt"}],
                 "gzone": ["GUN"] * 3}, point="attack", g_played=True)
    guard_id = sc2.iid("guard")
    sc2.state.grants.append((guard_id, sc2.state.stamp[guard_id], "status", "untargetable_commands", "cut_end"))
    sc2.state.version += 1
    from engine.games.nexa.targets import candidates

    any_unit = {"type": "unit", "count": 1}
    assert guard_id not in candidates(sc2.state, any_unit, 1, sc2.iid("bolt"))
    assert guard_id in candidates(sc2.state, any_unit, 1, sc2.iid("gun"))
    assert guard_id in candidates(sc2.state, any_unit, 0, sc2.iid("bolt"))  # own effects are not stopped


def test_p60_a_step_long_protection_ends_with_the_step() -> None:
    guard = _texted("GUARD", "（戦闘フェイズ）：このカードは、ステップ終了時まで敵軍効果では破壊されずダメージを受けない。",
                    stats=(2, 2, 4))
    gun = _shooter("GUN")
    sc = board([guard, gun], {"battle": {"space": [{"card": "GUARD", "id": "guard"}]}},
               {"battle": {"space": [{"card": "GUN", "id": "gun"}]}}, point="attack", g_played=True)
    do(sc, "act:$guard:0", player=0)
    resolve_cut(sc)
    g = sc.iid("guard")
    assert has_status(sc.state, g, "effect_immune")  # the cut ended, the step has not
    from engine.games.nexa.effects import deal_damage, destroy

    deal_damage(sc.state, g, 3, 1)  # an enemy effect's damage: none taken
    assert sc.state.damage[g] == 0
    assert destroy(sc.state, g, seat=1) is False  # an enemy effect cannot destroy it
    deal_damage(sc.state, g, 1, 0)  # its own side's effects still reach it
    assert sc.state.damage[g] == 1
    step = st.POINT_STEP[sc.state.point]
    from engine.games.nexa.turn import _step_point

    while st.POINT_STEP.get(sc.state.point) == step:
        _step_point(sc.state)
    assert not has_status(sc.state, g, "effect_immune")


def _command(number: str, text: str, total: int = 1) -> dict[str, Any]:
    ab = compile_text(text).ability
    return card(number, "command", total=total, abilities=[{**ab, "kind": "play", "text": {"ja": text, "en": "x"}}])


def _negation_board(protection: str, counter_cost: int) -> Scenario:
    draw = compile_text("（常時）：カード2枚を引く。").ability
    prot = compile_text(protection).ability
    mine = card("MINE", "command", abilities=[{**draw, "kind": "play", "text": {"ja": "draw", "en": "x"}},
                                              {**prot, "text": {"ja": protection, "en": "x"}}])
    counter = card("NO", "command", total=counter_cost,
                   abilities=[{"kind": "play", "text": {"ja": "no", "en": "x"}, "timing": {"when": "any"},
                               "effect": [{"do": "negate", "target": {"side": "enemy", "kind": "command"}}]}])
    filler = unit("FILL")
    return board([filler, mine, counter], {"hand": [{"card": "MINE", "id": "mine"}], "gzone": ["FILL"] * 3},
                 {"hand": [{"card": "NO", "id": "no"}], "gzone": ["FILL"] * 4}, point="attack", g_played=True)


def _play_and_answer(sc: Scenario) -> int:
    """Seat 0 plays MINE, seat 1 answers with NO; returns how many cards seat 0 drew."""
    hand = len(sc.state.place(0, st.HAND))
    do(sc, "play:$mine", player=0)
    while sc.game.decision(sc.state, labels=False).player == 0 and "pass" not in tokens(sc):
        do(sc, tokens(sc)[0], player=0)
    d = sc.game.decision(sc.state, labels=False)
    assert d.player == 1 and f"play:{sc.iid('no')}" in tokens(sc)
    do(sc, "play:$no", player=1)
    while sc.game.decision(sc.state, labels=False).player == 1 and "pass" not in tokens(sc):
        do(sc, tokens(sc)[0], player=1)
    resolve_cut(sc)
    return len(sc.state.place(0, st.HAND)) - (hand - 1)


def test_p59_a_play_that_enemy_effects_cannot_negate_resolves_through_a_counter() -> None:
    sc = _negation_board("『恒常』：このカードのプレイは、敵軍効果では無効にならない。", counter_cost=1)
    assert _play_and_answer(sc) == 2


def test_p59_the_protection_names_which_enemy_commands_it_resists() -> None:
    """「2以下の合計国力を持つ敵軍コマンドでは無効にならない」: a cost-3 counter still negates it."""
    text = "『恒常』：このカードのプレイは、2以下の合計国力を持つ敵軍コマンドでは無効にならない。"
    assert _play_and_answer(_negation_board(text, counter_cost=2)) == 2
    assert _play_and_answer(_negation_board(text, counter_cost=3)) == 0


def test_p67_p77_coins_of_a_kind_are_taken_off_then_the_rest_applies() -> None:
    text = "（戦闘フェイズ）：自軍ユニットの上にある＋1／＋1／＋1コイン1個を取り除く。その場合、カード1枚を引く。"
    src = _texted("SRC", text)
    for coins, drawn, left in (({"+1/+1/+1": 2, "DG": 1}, 1, {"+1/+1/+1": 1, "DG": 1}), ({"DG": 1}, 0, {"DG": 1})):
        sc = board([src], {"battle": {"space": [{"card": "SRC", "id": "src", "coins": coins}]}}, {},
                   point="attack", g_played=True)
        hand = len(sc.state.place(0, st.HAND))
        do(sc, "act:$src:0", player=0)
        resolve_cut(sc)
        assert len(sc.state.place(0, st.HAND)) - hand == drawn
        assert dict(sc.state.coins.get(sc.iid("src"), ())) == left


def test_p67_plain_named_and_player_coins() -> None:
    plain = _texted("PLAIN", "（戦闘フェイズ）：このカードの上にコイン2個を乗せる。")
    named = _texted("NAMED", "（戦闘フェイズ）：敵軍ユニット1枚の上に呪縛コイン1個を乗せる。")
    keep = _texted("KEEP", "（戦闘フェイズ）：自軍は補給コイン3個を得る。")
    sc = board([plain, named, keep], {"battle": {"space": [{"card": "PLAIN", "id": "plain"}, {"card": "NAMED", "id": "named"},
                                                           {"card": "KEEP", "id": "keep"}]}},
               {"battle": {"space": [{"card": "PLAIN", "id": "foe"}]}}, point="attack", g_played=True)
    for who in ("plain", "named", "keep"):
        do(sc, f"act:${who}:0", player=0)
        while sc.game.decision(sc.state, labels=False).player == 0 and "pass" not in tokens(sc):
            do(sc, tokens(sc)[0], player=0)
        resolve_cut(sc)
    assert dict(sc.state.coins[sc.iid("plain")]) == {"coin": 2}
    assert dict(sc.state.coins[sc.iid("foe")]) == {"呪縛": 1}
    assert sc.state.pcoins[0] == {"補給": 3}


def test_a_g_keeps_its_angle_text_and_hears_being_played_as_a_g() -> None:
    """〈 〉 (rulebook, special texts): the text works while the card is a G; played as a G (P21) the
    card pays 〔R〕 by rolling itself, then deals the damage (その場合, P77). Its other texts are gone."""
    text = "＜『起動』：このカードがGとして場に出た場合、〔R〕を支払う事ができる。その場合、敵軍ユニット1枚に2ダメージを与える。＞"
    ab = compile_text(text).ability
    assert ab["protected"] == "angle" and ab["on"] == "enters_as_g"
    other = compile_text("（常時）：敵軍ユニット1枚に1ダメージを与える。").ability
    seed = unit("SEED", abilities=[{**ab, "text": {"ja": text, "en": "x"}}, {**other, "text": {"ja": "o", "en": "x"}}])
    foe = unit("FOE", (1, 1, 5))
    sc = board([seed, foe], {"hand": [{"card": "SEED", "id": "seed"}]},
               {"battle": {"space": [{"card": "FOE", "id": "foe"}]}}, point="deploy")
    me = sc.iid("seed")
    do(sc, f"g:{me}", player=0)
    for _ in range(10):
        d = sc.game.decision(sc.state, labels=False)
        if d is None or d.kind == "priority" and not (sc.state.cut or sc.state.cut_resolving):
            break
        toks = tokens(sc)
        pick = "yes" if "yes" in toks else next((t for t in toks if t == f"t:{sc.iid('foe')}"), toks[0])
        do(sc, pick, player=d.player)
    assert sc.state.zone[me] == st.GZONE and sc.state.rolled[me]
    assert sc.state.damage[sc.iid("foe")] == 2
    from engine.games.nexa.stats import abilities

    assert [a.on for a in abilities(sc.state, me)] == ["enters_as_g"]  # only the 〈 〉 text is left


def test_p67_coins_shared_among_the_chosen_units_each_gets_one_and_the_player_shares_the_rest() -> None:
    text = "（常時）：自軍ユニット1～2枚の上に、＋1／＋1／＋1コイン3個を振り分けて乗せる。"
    src = _texted("SRC", text)
    mate = unit("MATE")
    sc = board([src, mate], {"battle": {"space": [{"card": "SRC", "id": "src"}, {"card": "MATE", "id": "mate"}]}}, {},
               point="attack", g_played=True)
    a, b = sc.iid("src"), sc.iid("mate")
    do(sc, "act:$src:0", player=0)
    do(sc, f"t:{a}", f"t:{b}", player=0)
    resolve_cut(sc)
    assert tokens(sc) == ["opt:0", "opt:1"]  # 2+1 or 1+2
    do(sc, "opt:1", player=0)
    resolve_cut(sc)
    assert dict(sc.state.coins[a]) == {"+1/+1/+1": 1} and dict(sc.state.coins[b]) == {"+1/+1/+1": 2}
    from engine.games.nexa.stats import stats

    assert stats(sc.state, b) == (2 + 2, 2 + 2, 2 + 2)


def _static(text: str) -> dict[str, Any]:
    return {**compile_text(text).ability, "text": {"ja": text, "en": "x"}}


def test_p75_p77_a_refitted_card_goes_to_the_hangar_instead_of_the_junkyard() -> None:
    """置き換え (P77) of 改装's discard (P75): 「廃棄される代わりに持ち主のハンガーに移る」."""
    text = "『常駐』：このカードは、「改装」の効果で廃棄される場合、廃棄される代わりに持ち主のハンガーに移る。"
    old = unit("OLD", (1, 1, 3), keywords=[{"refit": "改"}], abilities=[_static(text)])
    new = unit("NEW", (4, 4, 4), total=2, traits=["改"])
    sc = board([old, new], {"battle": {"space": [{"card": "OLD", "id": "old"}]},
                            "hand": [{"card": "NEW", "id": "new"}], "gzone": ["OLD"] * 3}, {}, point="attack_free2")
    do(sc, "act:$old:103", player=0)
    resolve_cut(sc)
    assert sc.state.zone[sc.iid("old")] == st.HANGAR and sc.state.zone[sc.iid("new")] == st.BATTLE


def test_p72_p77_a_destroyed_card_becomes_a_rolled_g_instead_of_going_to_the_junkyard() -> None:
    text = "『常駐』：このカードは、破壊されて廃棄される場合、廃棄される代わりにロール状態で持ち主のGになる。"
    tough = unit("TOUGH", (1, 1, 1), abilities=[_static(text)])
    kill = _command("KILL", "（常時）：敵軍ユニット1枚を破壊する。")
    sc = board([tough, kill], {"hand": [{"card": "KILL", "id": "kill"}], "gzone": ["TOUGH"] * 2},
               {"battle": {"space": [{"card": "TOUGH", "id": "tough"}]}}, point="attack", g_played=True)
    t = sc.iid("tough")
    do(sc, "play:$kill", player=0)
    while sc.game.decision(sc.state, labels=False).player == 0 and "pass" not in tokens(sc):
        do(sc, f"t:{t}" if f"t:{t}" in tokens(sc) else tokens(sc)[0], player=0)
    resolve_cut(sc)
    assert sc.state.zone[t] == st.GZONE and sc.state.rolled[t] and sc.state.is_g[t]
    assert t in sc.state.place(1, st.GZONE)  # its owner's G


def test_p30_p77_own_commands_go_where_the_text_says_after_they_resolve() -> None:
    text = "『常駐』：プレイされて解決された自軍コマンドは、ジャンクヤードに移る代わりに持ち主の手札に移る。"
    keeper = unit("KEEPER", abilities=[_static(text)])
    draw = _command("DRAW", "（常時）：カード1枚を引く。")
    for mine, where in ((True, st.HAND), (False, st.JUNK)):
        own = {"hand": [{"card": "DRAW", "id": "draw"}], "gzone": ["KEEPER"] * 2}
        if mine:
            own["deploy"] = [{"card": "KEEPER"}]
        sc = board([keeper, draw], own, {"deploy": [] if mine else [{"card": "KEEPER"}]}, point="attack",
                   g_played=True)
        do(sc, "play:$draw", player=0)
        while sc.game.decision(sc.state, labels=False).player == 0 and "pass" not in tokens(sc):
            do(sc, tokens(sc)[0], player=0)
        resolve_cut(sc)
        assert sc.state.zone[sc.iid("draw")] == where


def test_p67_p68_the_trigger_on_coins_reaching_n_is_heard_when_they_reach_it() -> None:
    """「このカードの上のコインが2個以上になった場合」: heard when a coin takes the card from 1 to 2, not
    when it goes from 2 to 3 (it was 2 or more already)."""
    add = "（戦闘フェイズ）：このカードの上にコイン1個を乗せる。"
    fuse = "『起動』：このカードの上のコインが2個以上になった場合、このカードを廃棄する。その場合、敵軍ユニット1枚に3ダメージを与える事ができる。"
    bomb = unit("BOMB", abilities=[_static(add), _static(fuse)])
    foe = unit("FOE", (1, 1, 5))
    for had, gone in ((1, True), (2, False)):
        sc = board([bomb, foe], {"battle": {"space": [{"card": "BOMB", "id": "bomb", "coins": {"coin": had}}]}},
                   {"battle": {"space": [{"card": "FOE", "id": "foe"}]}}, point="attack", g_played=True)
        do(sc, "act:$bomb:0", player=0)
        for _ in range(12):
            d = sc.game.decision(sc.state, labels=False)
            if d is None or d.kind == "priority" and not (sc.state.cut or sc.state.cut_resolving):
                break
            toks = tokens(sc)
            do(sc, "yes" if "yes" in toks else "pass" if "pass" in toks else toks[0], player=d.player)
        assert (sc.state.zone[sc.iid("bomb")] == st.JUNK) is gone
        assert sc.state.damage[sc.iid("foe")] == (3 if gone else 0)


def test_p22_p23_a_card_pays_a_roll_cost_as_a_g_of_its_colour_but_makes_no_power() -> None:
    """「ロールコストの支払いにおいて、茶のGサインを持つ自軍Gとして扱う事ができる（注：国力は発生しない）」:
    the rerolled unit is rolled to pay a brown roll cost (P23); the total cost (P22) still needs Gs."""
    text = "『常駐』：このカードは、ロールコストの支払いにおいて、茶のGサインを持つ自軍Gとして扱う事ができる。（注：国力は発生しない）"
    stand = unit("STAND", abilities=[_static(text)])
    blue = unit("BLUE")
    cmd = card("CMD", "command", colour="brown", total=1, roll=1,
               abilities=[{**compile_text("（常時）：カード1枚を引く。").ability, "kind": "play",
                           "text": {"ja": "draw", "en": "x"}}])
    big = card("BIG", "command", colour="brown", total=2, roll=1, abilities=cmd["abilities"])
    for rolled, playable in ((False, True), (True, False)):
        sc = board([blue, stand, cmd, big], {"deploy": [{"card": "STAND", "id": "stand", "rolled": rolled}],
                                             "gzone": [{"card": "BLUE", "id": "g"}],
                                             "hand": [{"card": "CMD", "id": "cmd"}, {"card": "BIG", "id": "big"}]},
                   {}, point="attack", g_played=True)
        assert (f"play:{sc.iid('cmd')}" in tokens(sc)) is playable
        assert f"play:{sc.iid('big')}" not in tokens(sc)  # total 2: the unit makes no power
        if playable:
            hand = len(sc.state.place(0, st.HAND))
            do(sc, "play:$cmd", player=0)
            while sc.game.decision(sc.state, labels=False).player == 0 and "pass" not in tokens(sc):
                do(sc, "pay:auto" if "pay:auto" in tokens(sc) else tokens(sc)[0], player=0)
            resolve_cut(sc)
            assert sc.state.rolled[sc.iid("stand")] and not sc.state.rolled[sc.iid("g")]
            assert len(sc.state.place(0, st.HAND)) == hand - 1 + 1


def test_p75_p77_gain_bonus_replaced_by_the_text_when_the_player_takes_it() -> None:
    """ゲイン (P75) reveals a card of the same 属性 and gives +X/+X/+X (X its roll cost); the text
    「その戦闘修正の代わりに、ターン終了時まで+3/+0/+0を得る事ができる」 lets the player take +3/+0/+0
    instead (置き換え, P77), or keep the bonus."""
    from engine.games.nexa.stats import stats

    text = "『起動』：このカードは、「ゲイン」の効果で戦闘修正を得る場合、その戦闘修正の代わりに、ターン終了時まで＋3／＋0／＋0を得る事ができる。"
    gainer = unit("GAINER", (2, 2, 2), keywords=["gain"], abilities=[_static(text)])
    top = unit("TOP", roll=2)
    for answer, want in (("yes", (5, 2, 2)), ("no", (4, 4, 4))):
        sc = board([gainer, top], {"battle": {"space": [{"card": "GAINER", "id": "gainer"}]}, "gzone": ["TOP"],
                                   "home": ["TOP"] * 5}, {}, point="damage", g_played=True)
        do(sc, "act:$gainer:102", player=0)
        while sc.game.decision(sc.state, labels=False).player == 0 and "pass" not in tokens(sc):
            do(sc, "pay:auto" if "pay:auto" in tokens(sc) else tokens(sc)[0], player=0)
        resolve_cut(sc)
        assert "yes" in tokens(sc)
        do(sc, answer, player=0)
        resolve_cut(sc)
        assert stats(sc.state, sc.iid("gainer")) == want


def _draw_declared_against(counter: Any, draw: Any) -> tuple[Any, int]:
    """Player 0 declares DRAW (paid in full) while player 1's COUNTER stands in the battle area:
    the board and player 0's hand size before the play."""
    sc = board([counter, draw], {"hand": [{"card": "DRAW", "id": "draw"}], "gzone": ["COUNTER"] * 2},
               {"battle": {"space": [{"card": "COUNTER", "id": "counter"}]}}, point="attack", g_played=True)
    hand = len(sc.state.place(0, st.HAND))
    do(sc, "play:$draw", player=0)
    while sc.game.decision(sc.state, labels=False).player == 0 and "pass" not in tokens(sc):
        do(sc, tokens(sc)[0], player=0)
    return sc, hand


def test_p59_a_play_in_the_cut_is_negated_and_its_card_goes_where_the_text_says() -> None:
    """「ユニット以外の敵軍カード1枚のプレイを無効にし、そのカードを持ち主の手札に移す」: the enemy's command
    never resolves (no card drawn) and goes back to its owner's hand; a unit's play is not a target."""
    counter = _texted("COUNTER", "（常時）：ユニット以外の敵軍カード1枚のプレイを無効にし、そのカードを持ち主の手札に移す。")
    draw = _command("DRAW", "（常時）：カード2枚を引く。")
    sc, hand = _draw_declared_against(counter, draw)
    assert f"act:{sc.iid('counter')}:0" in tokens(sc)
    do(sc, "act:$counter:0", player=1)
    resolve_cut(sc)
    assert sc.state.zone[sc.iid("draw")] == st.HAND and len(sc.state.place(0, st.HAND)) == hand
    assert not sc.state.cut
    from engine.games.nexa.playneg import fits
    from engine.games.nexa.state import CutEntry

    unit_play = CutEntry(0, "card", 0, sc.iid("counter"), -1)
    assert not fits(sc.state, {"side": "enemy", "not_type": "unit"}, unit_play, 1)
    assert fits(sc.state, {"side": "enemy", "type": "unit", "max_total_cost": 1}, unit_play, 1)


def test_p59_the_protected_play_survives_negate_play() -> None:
    counter = _texted("COUNTER", "（常時）：敵軍コマンド1枚のプレイを無効にし、そのカードを廃棄する。")
    prot = "『恒常』：このカードのプレイは、敵軍効果では無効にならない。"
    draw = card("DRAW", "command", abilities=[{**compile_text("（常時）：カード2枚を引く。").ability, "kind": "play",
                                               "text": {"ja": "d", "en": "x"}}, _static(prot)])
    sc, hand = _draw_declared_against(counter, draw)
    do(sc, "act:$counter:0", player=1)
    resolve_cut(sc)
    assert len(sc.state.place(0, st.HAND)) == hand - 1 + 2 and sc.state.zone[sc.iid("draw")] == st.JUNK


@pytest.mark.parametrize("words, hurt_by", [
    ("敵軍ユニットの効果では破壊されずダメージを受けない", {"own": True, "battle": True, "enemy_unit": False, "enemy_command": True}),
    ("敵軍コマンドの効果では破壊されずダメージを受けない", {"own": True, "battle": True, "enemy_unit": True, "enemy_command": False}),
    ("自軍効果以外では破壊されずダメージを受けない", {"own": True, "battle": False, "enemy_unit": False, "enemy_command": False}),
    ("戦闘ダメージ以外では破壊されずダメージを受けない", {"own": False, "battle": True, "enemy_unit": False, "enemy_command": False}),
])
def test_p35_p72_a_continuous_protection_stops_the_damage_it_names(words: str, hurt_by: dict[str, bool]) -> None:
    """「『常駐』：このカードは、…では破壊されずダメージを受けない。」: damage from whom it names is not taken
    (P35), destruction by such an effect does not happen (P72); everything else still reaches the card."""
    from engine.games.nexa.effects import deal_damage, destroy

    wall = unit("WALL", (1, 1, 9), abilities=[_static(f"『常駐』：このカードは、{words}。")])
    gun = _shooter("GUN")
    bolt = _shooter("BOLT", "command")
    sc = board([wall, gun, bolt], {"battle": {"space": [{"card": "WALL", "id": "wall"}]}, "hand": [{"card": "BOLT", "id": "mine"}]},
               {"battle": {"space": [{"card": "GUN", "id": "gun"}]}, "hand": [{"card": "BOLT", "id": "bolt"}]},
               point="attack", g_played=True)
    w = sc.iid("wall")
    sources = {"own": (0, sc.iid("mine")), "battle": (-1, -1), "enemy_unit": (1, sc.iid("gun")),
               "enemy_command": (1, sc.iid("bolt"))}
    for who, (seat, source) in sources.items():
        before = sc.state.damage[w]
        deal_damage(sc.state, w, 1, seat, source)
        assert (sc.state.damage[w] > before) is hurt_by[who], who
        if seat >= 0:
            assert (destroy(sc.state, w, seat=seat, source=source)) is hurt_by[who], who
            sc.state.destroyed[w] = False
            sc.state.destroyed_queue.clear()


def test_p56_a_continuous_untargetable_card_is_never_an_enemy_effects_target() -> None:
    from engine.games.nexa.targets import candidates

    wall = unit("WALL", abilities=[_static("『常駐』：このカードは、敵軍効果の対象にならない。")])
    gun = _shooter("GUN")
    sc = board([wall, gun], {"battle": {"space": [{"card": "WALL", "id": "wall"}]}},
               {"battle": {"space": [{"card": "GUN", "id": "gun"}]}}, point="attack", g_played=True)
    sel = {"type": "unit", "count": 1}
    assert sc.iid("wall") not in candidates(sc.state, sel, 1, sc.iid("gun"))
    assert sc.iid("wall") in candidates(sc.state, sel, 0, sc.iid("wall"))
