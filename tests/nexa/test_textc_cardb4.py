"""Issue 14, family B4 of the card-text compiler: battle, sorties and damage, second round.

Every text here is original, written in the controlled style of card lists (never official text).
A card destroyed by one kind of damage heard by another card (R-230), a side picking its own unit into this card's
battle area (R-231), a card that fits attacking or engaged as a condition (P32, P33, P70), and this card's event or its
squad's battle damage heard by one text (P68, P71) compile, print back and play (docs/effect-language.md).
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.games.nexa import state as st
from engine.games.nexa.textc import compile_text, normalise, print_text, round_trip

from .helpers import board, card, do, pass_until, resolve_cut, tokens, unit


def _unit(text: str, number: str = "W", stats: tuple[int, int, int] = (2, 2, 2), **extra: Any) -> dict[str, Any]:
    ab = {**compile_text(text).ability, "text": {"ja": text, "en": text}}
    return unit(number, stats, abilities=[ab], **extra)


def _command(number: str, text: str) -> dict[str, Any]:
    ab = compile_text(text).ability
    return card(number, "command", abilities=[{**ab, "kind": "play", "text": {"ja": text, "en": "x"}}])


@pytest.mark.parametrize("text", [
    "『起動』：敵軍ユニットが、通常ダメージで破壊された場合、カード1枚を引く。",
    "『起動』：「特徴：試作機」を持つ自軍ユニットが、戦闘ダメージで破壊された場合、〔1〕を支払う事ができる。その場合、"
    "自軍本国を2回復する。",
    "（戦闘フェイズ）〔1〕：敵軍は、自分のユニット1枚を選んで、このカードがいる戦闘エリアにリロール状態で移す。",
    "『起動』：このカードが防御に出撃した場合、敵軍は、自分のユニット1枚を選んで、このカードのいる戦闘エリアに移す。",
    "（ダメージ判定ステップ）〔1〕：「特徴：試作機」を持つ自軍カードが、攻撃に出撃している、または交戦中の場合、"
    "カード1枚を引く。",
    "（戦闘フェイズ）〔R〕：敵軍ユニットが、防御に出撃している場合、自軍本国を1回復する。",
    "『起動』：このカードが「改装」の効果で場に出た、または、このカードの部隊が敵軍部隊に戦闘ダメージを与えた場合、"
    "敵軍ユニット1枚をロールする。",
    "『起動』：このカードが場に出た、または、このカードの部隊が敵軍本国に戦闘ダメージを与えた場合、カード1枚を引く。",
    "（防御ステップ）〔1〕：このカードと交戦中の敵軍ユニット1～2枚に、3ダメージを振り分けて与える。",
    "（戦闘フェイズ）：交戦中の敵軍ユニットX枚に、4ダメージを振り分けて与える。Xの下限は2とする。",
    "（防御ステップ）：敵軍ユニット1枚をロールする。または、敵軍本国に2ダメージを与える。",
    "（敵軍配備フェイズ）〔1〕：このターン、全ての軍は、ユニットを戦闘エリアに移動させる事ができない。",
    "（自軍配備フェイズ）：カード1枚を引く。その場合、このターン、自軍は、ユニットを攻撃に出撃させる事ができない。",
    "（戦闘フェイズ）〔R〕：交戦中の敵軍ユニット1枚は、このターン、出撃する事ができない。",
    "（ダメージ判定ステップ）〔1〕：「サイコミュ」の効果でダメージを受けている、全ての敵軍ユニットに1ダメージを与える。",
    "（戦闘フェイズ）〔1〕：このカードと同じ部隊にいる、「特徴：試作機」を持つ自軍ユニット1枚を廃棄する。その場合、カード1枚を引く。",
    "『起動』：全ての軍は、自分の配備フェイズ開始時に、カード2枚を引く。",
    "『起動』：このカードが、自軍防御ステップ中にプレイされて場に出た場合、カード1枚を引く。",
    "（戦闘フェイズ）〔1〕：交戦中の敵軍ユニット1枚の戦闘力1つを、ターン終了時まで0に固定する。",
    "（防御ステップ）〔2〕：交戦中の敵軍ユニット1枚は、このターン、「高機動」「改装」が無効となる。",
    "『起動』：このカードは、場に出た場合、1ダメージを受ける。",
    "（ダメージ判定ステップ）〔1〕：攻撃に出撃している、または交戦中の自軍ユニットが、「ゲイン」の効果で戦闘修正を得ている場合、カード1枚を引く。",
    "（戦闘フェイズ）〔1〕：交戦中の自軍ユニット1枚は、ターン終了時まで+2/±0/+2を得る。または、このカードをリロールする。",
])
def test_family_b4_constructs_print_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert normalise(print_text(compiled)) == normalise(text)


def test_r230_a_unit_destroyed_by_normal_damage_is_heard_and_one_destroyed_by_battle_damage_is_not() -> None:
    """Ruling R-230 (the rulebook's 戦闘ダメージと通常ダメージ, P39): 「敵軍ユニットが、通常ダメージで破壊された場合」 is
    heard when an effect's damage destroyed the unit, not when the damage step's battle damage did; 「…戦闘ダメージで
    破壊された場合」 the other way round."""
    normal = "『起動』：敵軍ユニットが、通常ダメージで破壊された場合、カード1枚を引く。"
    battle = "『起動』：敵軍ユニットが、戦闘ダメージで破壊された場合、カード1枚を引く。"
    ab = compile_text(normal).ability
    assert (ab["on"], ab["of"]) == ("card_destroyed", {"side": "enemy", "type": "unit", "destroyed_by": "normal"})
    shot = _command("C", "（常時）：敵軍ユニット1枚に3ダメージを与える。")
    for text, drawn in ((normal, 1), (battle, 0)):
        sc = board([_unit(text, "WATCH"), unit("E"), shot], {"deploy": [{"card": "WATCH"}],
                                                             "hand": [{"card": "C", "id": "c"}], "gzone": ["E", "E"]},
                   {"deploy": [{"card": "E", "id": "e"}]}, point="damage_free1")
        hand = len(sc.state.place(0, st.HAND))
        do(sc, "play:$c", player=0)
        resolve_cut(sc)
        assert sc.state.zone[sc.iid("e")] == st.JUNK
        assert len(sc.state.place(0, st.HAND)) == hand - 1 + drawn, text
    for text, drawn in ((normal, 0), (battle, 1)):
        sc = board([_unit(text, "WATCH"), unit("U", (4, 4, 4)), unit("E", (1, 1, 2))],
                   {"deploy": [{"card": "WATCH"}], "battle": {"space": [{"card": "U"}]}},
                   {"battle": {"space": [{"card": "E", "id": "e"}]}}, point="damage_free1")
        hand = len(sc.state.place(0, st.HAND))
        pass_until(sc, st.RETURN_FREE1)
        assert sc.state.zone[sc.iid("e")] == st.JUNK
        assert len(sc.state.place(0, st.HAND)) == hand + drawn, text


def test_r231_the_enemy_picks_its_own_unit_and_it_joins_the_back_of_its_squad_in_this_cards_area() -> None:
    """Ruling R-231 (P56 選んで, P70 部隊への編入): 「敵軍は、自分のユニット1枚を選んで、このカードがいる戦闘エリアに
    リロール状態で移す」: the enemy picks on resolution among its units that can go there (not one already in that
    area), and it joins the back of the enemy squad there, rerolled; with this card outside the battle areas nothing
    moves."""
    text = "（戦闘フェイズ）〔0〕：敵軍は、自分のユニット1枚を選んで、このカードがいる戦闘エリアにリロール状態で移す。"
    step = compile_text(text).ability["effect"][0]
    assert step == {"do": "side_picks", "side": "enemy", "filter": {"side": "enemy", "type": "unit"}, "count": 1,
                    "then": "to_area", "area": "self", "position": "back", "rolled": False}
    sc = board([_unit(text), unit("E")], {"battle": {"earth": [{"card": "W", "id": "w"}]}},
               {"battle": {"earth": [{"card": "E", "id": "there"}]},
                "deploy": [{"card": "E", "id": "e", "rolled": True}]}, point="damage_free1")
    e, there = sc.iid("e"), sc.iid("there")
    do(sc, f"act:{sc.iid('w')}:0", player=0)
    resolve_cut(sc)
    assert sc.state.squads[1 * 2 + 1] == [there, e] and not sc.state.rolled[e]
    home = board([_unit(text), unit("E")], {"deploy": [{"card": "W", "id": "w"}]},
                 {"deploy": [{"card": "E", "id": "e"}]}, point="damage_free1")
    do(home, f"act:{home.iid('w')}:0", player=0)
    resolve_cut(home)
    assert home.state.zone[home.iid("e")] == st.DEPLOY


def test_p32_p33_p70_a_card_that_fits_attacking_or_engaged_is_the_condition_of_the_text() -> None:
    """「「特徴：試作機」を持つ自軍カードが、攻撃に出撃している、または交戦中の場合」: a card that fits is in a battle area
    on the attacking side (P32), or in a battle area where both sides' squads are (P70); a defender that is not engaged
    and a card in a deploy area do not fit."""
    text = "（戦闘フェイズ）〔0〕：「特徴：試作機」を持つ自軍カードが、攻撃に出撃している、または交戦中の場合、カード1枚を引く。"
    cond = compile_text(text).ability["condition"]
    assert cond == {"exists": {"trait": "試作機", "side": "own", "sortie_state": ["attacking", "engaged"]}}
    cases = (  # (where the own unit that fits is, an enemy unit in its area, the attacker, offered)
        ("battle", False, 0, True),  # attacking, alone
        ("battle", True, 1, True),  # defending and engaged
        ("battle", False, 1, False),  # in a battle area on the defending side, not engaged
        ("deploy", True, 0, False),
    )
    for where, foe, attacker, offered in cases:
        mine: dict[str, Any] = {"deploy": [{"card": "W", "id": "w"}]}
        fits = {"card": "P"}
        if where == "battle":
            mine["battle"] = {"space": [fits]}
        else:
            mine["deploy"].append(fits)
        sc = board([_unit(text), unit("P", traits=["試作機"]), unit("E")], mine,
                   {"battle": {"space": [{"card": "E"}] if foe else []}}, point="damage_free1", attacker=attacker)
        if attacker == 1:
            do(sc, "pass", player=1)  # the turn player (the attacker) passes first
        assert (f"act:{sc.iid('w')}:0" in tokens(sc)) == offered, (where, foe, attacker)
    plain = unit("P")  # the same board, the unit without the trait: the text is not offered
    sc = board([_unit(text), plain], {"deploy": [{"card": "W", "id": "w"}], "battle": {"space": [{"card": "P"}]}}, {},
               point="damage_free1")
    assert f"act:{sc.iid('w')}:0" not in tokens(sc)


def test_p68_p71_one_text_hears_this_cards_event_or_its_squads_battle_damage_to_an_enemy_squad() -> None:
    """「このカードが場に出た、または、このカードの部隊が敵軍部隊に戦闘ダメージを与えた場合」: heard at either event (P68);
    the squad's battle damage to an enemy squad (P71), not to the enemy home."""
    text = "『起動』：このカードが場に出た、または、このカードの部隊が敵軍部隊に戦闘ダメージを与えた場合、カード1枚を引く。"
    ab = compile_text(text).ability
    assert (ab["on"], ab["also_on"]) == ("enters_field", ["deals_unit_damage"])
    for foe, drawn in (([{"card": "E"}], 1), ([], 0)):
        sc = board([_unit(text, stats=(3, 3, 3)), unit("E", (1, 1, 5))], {"battle": {"space": [{"card": "W"}]}},
                   {"battle": {"space": foe}}, point="damage_free1")
        hand = len(sc.state.place(0, st.HAND))
        pass_until(sc, st.RETURN_FREE1)
        assert len(sc.state.place(0, st.HAND)) == hand + drawn, foe
    sc = board([_unit(text)], {"hand": [{"card": "W", "id": "w"}], "gzone": ["W", "W"]}, {}, point="deploy",
               g_played=True)
    hand = len(sc.state.place(0, st.HAND))
    do(sc, "play:$w", player=0)
    resolve_cut(sc)
    assert len(sc.state.place(0, st.HAND)) == hand - 1 + 1


def _answer(sc: Any, want: str) -> None:
    """Pass until the question offering `want` is asked, then answer it."""
    for _ in range(12):
        d = sc.game.decision(sc.state, labels=False)
        assert d is not None
        if want in d.tokens():
            sc.game.apply(sc.state, d.player, want)
            return
        sc.game.apply(sc.state, d.player, "pass")
    raise AssertionError(f"{want} never asked")


def test_r232_damage_shared_out_the_controller_says_how_much_each_target_takes() -> None:
    """Ruling R-232: 「敵軍ユニット1～2枚に、3ダメージを振り分けて与える」: the targets are chosen on play; on resolution
    the controller says how much the first takes (each at least 1), the last takes the rest; one target takes all."""
    text = "（戦闘フェイズ）〔0〕：敵軍ユニット1～2枚に、3ダメージを振り分けて与える。"
    step = compile_text(text).ability["effect"][0]
    assert (step["do"], step["amount"], step["split"]) == ("damage", 3, True)
    for share, want in (("opt:0", [1, 2]), ("opt:1", [2, 1])):
        sc = board([_unit(text), unit("E", (1, 1, 5))], {"deploy": [{"card": "W", "id": "w"}]},
                   {"deploy": [{"card": "E", "id": "a"}, {"card": "E", "id": "b"}]}, point="damage_free1")
        a, b = sc.iid("a"), sc.iid("b")
        do(sc, f"act:{sc.iid('w')}:0", f"t:{a}", f"t:{b}", player=0)
        _answer(sc, share)
        d = sc.game.decision(sc.state, labels=False)
        assert d is None or d.kind == "priority"  # one question only: the last target takes the rest
        assert [sc.state.damage[a], sc.state.damage[b]] == want, share
    sc = board([_unit(text), unit("E", (1, 1, 5))], {"deploy": [{"card": "W", "id": "w"}]},
               {"deploy": [{"card": "E", "id": "a"}, {"card": "E", "id": "b"}]}, point="damage_free1")
    a = sc.iid("a")
    do(sc, f"act:{sc.iid('w')}:0", f"t:{a}", "t:done", player=0)
    resolve_cut(sc)
    assert sc.state.damage[a] == 3 and sc.state.damage[sc.iid("b")] == 0


def test_p56_r233_one_of_two_sentences_is_a_mode_declared_on_play_with_only_its_targets() -> None:
    """Ruling R-233: 「敵軍ユニット1枚に3ダメージを与える。または、自軍ユニット1枚をリロールする。」: the player declares on
    play which sentence applies (P56: targets are declared on play), then only that sentence's targets; a sentence
    whose targets are not there is not offered; only the declared sentence applies."""
    text = "（戦闘フェイズ）：敵軍ユニット1枚に3ダメージを与える。または、自軍ユニット1枚をリロールする。"
    ab = compile_text(text).ability
    assert ab["effect"][0]["do"] == "choose_one" and set(ab["targets"]) == {"t1", "t2"}
    for mode, hurt, rerolled in (("mode:0", 3, False), ("mode:1", 0, True)):
        sc = board([_command("C", text), unit("E", (1, 1, 5))],
                   {"hand": [{"card": "C", "id": "c"}], "gzone": ["E", "E"],
                    "deploy": [{"card": "E", "id": "mine", "rolled": True}]},
                   {"deploy": [{"card": "E", "id": "foe"}]}, point="damage_free1")
        do(sc, "play:$c", player=0)
        assert {"mode:0", "mode:1"} <= set(tokens(sc))
        do(sc, mode, player=0)  # the one card of the declared sentence's target: no question
        resolve_cut(sc)
        assert sc.state.damage[sc.iid("foe")] == hurt and (not sc.state.rolled[sc.iid("mine")]) == rerolled, mode
    sc = board([_command("C", text), unit("E", (1, 1, 5))],
               {"hand": [{"card": "C", "id": "c"}], "gzone": ["E", "E"],
                "deploy": [{"card": "E", "id": "mine", "rolled": True}]}, {}, point="damage_free1")
    do(sc, "play:$c", player=0)  # no enemy unit: the second sentence is the only mode, declared without a question
    resolve_cut(sc)
    assert not sc.state.rolled[sc.iid("mine")]


def test_p32_p34_r234_a_side_may_not_sortie_or_move_units_into_a_battle_area_this_turn() -> None:
    """Ruling R-234: 「このターン、敵軍は、ユニットを出撃させる事ができない」: that side offers no sortie this turn (P32-P34);
    「…防御に出撃させる…」 only while it defends; 「このターン、全ての軍は、ユニットを戦闘エリアに移動させる事ができない」: no
    sortie for either side, and no effect moves a unit into a battle area; the ban holds though its card left the field."""
    from engine.games.nexa.battle import sortie_options

    def played(text: str, attacker: int = 0) -> Any:
        mover = "（戦闘フェイズ）〔0〕：配備エリアにいる敵軍ユニット1枚を、このカードがいる戦闘エリアに移す。"
        sc = board([_command("C", text), _unit(mover), unit("E")],
                   {"hand": [{"card": "C", "id": "c"}], "gzone": ["E", "E"], "deploy": [{"card": "E"}],
                    "battle": {"space": [{"card": "W", "id": "w"}]}},
                   {"deploy": [{"card": "E", "id": "e"}]}, point="damage_free1", attacker=attacker)
        if attacker == 1:
            do(sc, "pass", player=1)
        do(sc, "play:$c", player=0)
        resolve_cut(sc)
        assert sc.state.zone[sc.iid("c")] == st.JUNK
        return sc

    enemy = played("（戦闘フェイズ）：このターン、敵軍は、ユニットを出撃させる事ができない。")
    assert sortie_options(enemy.state, 1) == [] and sortie_options(enemy.state, 0) != []
    every = played("（戦闘フェイズ）：このターン、全ての軍は、ユニットを戦闘エリアに移動させる事ができない。")
    assert sortie_options(every.state, 0) == [] and sortie_options(every.state, 1) == []
    do(every, f"act:{every.iid('w')}:0", player=0)
    resolve_cut(every)
    assert every.state.zone[every.iid("e")] == st.DEPLOY  # the effect moves nothing into the battle area
    plain = played("（戦闘フェイズ）：このターン、敵軍は、ユニットを出撃させる事ができない。")
    do(plain, f"act:{plain.iid('w')}:0", player=0)
    resolve_cut(plain)
    assert plain.state.zone[plain.iid("e")] == st.BATTLE  # only sorties are banned by 「出撃させる」
    defend = "（戦闘フェイズ）：このターン、自軍は、ユニットを防御に出撃させる事ができない。"
    assert sortie_options(played(defend, attacker=1).state, 0) == []
    assert sortie_options(played(defend, attacker=0).state, 0) != []


def test_p34_a_unit_may_not_sortie_this_turn() -> None:
    """「敵軍ユニット1枚は、このターン、出撃する事ができない」: that unit only (status cannot_sortie until the turn ends)."""
    from engine.games.nexa.battle import sortie_options

    text = "（戦闘フェイズ）：敵軍ユニット1枚は、このターン、出撃する事ができない。"
    step = compile_text(text).ability["effect"][0]
    assert (step["status"], step["until"]) == ("cannot_sortie", "this_turn")
    sc = board([_command("C", text), unit("E")], {"hand": [{"card": "C", "id": "c"}], "gzone": ["E", "E"]},
               {"deploy": [{"card": "E", "id": "a"}, {"card": "E", "id": "b"}]}, point="damage_free1")
    do(sc, "play:$c", f"t:{sc.iid('a')}", player=0)
    resolve_cut(sc)
    assert {u for _a, u in sortie_options(sc.state, 1)} == {sc.iid("b")}


def test_p75_a_unit_damaged_by_a_psycommu_text_and_not_one_damaged_otherwise() -> None:
    """「「サイコミュ」の効果でダメージを受けている敵軍ユニット」: damage is on it and some of it was dealt by a サイコミュ text
    (P75); a unit damaged by another effect does not fit."""
    from engine.games.nexa.battleb4 import PSYCOMMU_INDEX
    from engine.games.nexa.effects import deal_damage
    from engine.games.nexa.keywords import KEYWORD_INDEX_BASE, _ORDER
    from engine.games.nexa.targets import candidates

    assert PSYCOMMU_INDEX == KEYWORD_INDEX_BASE + _ORDER.index("psycommu")
    text = "（防御ステップ）〔0〕：「サイコミュ」の効果でダメージを受けている敵軍ユニット1枚をロールする。"
    sel = compile_text(text).ability["targets"]["t1"]
    assert sel["damaged_by"] == "psycommu"
    cards = [unit("FUN", (1, 1, 3), keywords=[{"psycommu": 2}]),
             card("NT", "character", stats=[0, 0, 0], traits=["NT"]), unit("E", (1, 1, 5)), _unit(text)]
    sc = board(cards, {"battle": {"space": [{"card": "FUN", "id": "f", "set": [{"card": "NT"}]}]},
                       "deploy": [{"card": "W", "id": "w"}], "gzone": ["FUN"] * 2},
               {"battle": {"space": [{"card": "E", "id": "hit"}, {"card": "E", "id": "shot"}]}}, point="defence_free1")
    hit, shot = sc.iid("hit"), sc.iid("shot")
    deal_damage(sc.state, shot, 1, 0, sc.iid("w"))  # another effect's damage
    do(sc, f"act:$f:{PSYCOMMU_INDEX}", f"t:{hit}", player=0)
    resolve_cut(sc)
    assert sc.state.damage[hit] == 2 and sc.state.damage[shot] == 1
    assert candidates(sc.state, {**sel, "count": "all"}, 0, sc.iid("w")) == [hit]


def test_p75_a_card_with_the_combat_modifier_a_gain_gave_it_is_the_condition_of_the_text() -> None:
    """「自軍カードが「ゲイン」の効果で戦闘修正を得ている場合」: offered once a ゲイン gave an own card its 戦闘修正 this
    turn (P75 ゲイン), not before; lost with 「全ての戦闘修正を失う」 (R-111)."""
    from engine.games.nexa.battleb4 import gain_modified

    text = "（ダメージ判定ステップ）〔0〕：自軍カードが「ゲイン」の効果で戦闘修正を得ている場合、カード1枚を引く。"
    assert compile_text(text).ability["condition"] == {"exists": {"side": "own", "gain_mod": True}}
    gainer = unit("G1", (1, 1, 3), keywords=["gain"], total=2)
    sc = board([gainer, _unit(text)], {"battle": {"space": [{"card": "G1", "id": "g"}]},
                                       "deploy": [{"card": "W", "id": "w"}], "gzone": ["G1"] * 3,
                                       "home": ["G1"] * 10}, {}, point="damage_free1")
    w, g = sc.iid("w"), sc.iid("g")
    assert f"act:{w}:0" not in tokens(sc)
    do(sc, "act:$g:102", player=0)  # ゲイン: the home's top card shares the G sign's 属性, its roll cost is the bonus
    resolve_cut(sc)
    assert gain_modified(sc.state, g)
    assert f"act:{w}:0" in tokens(sc)
    sc.state.grants.append((g, sc.state.stamp[g], "lose_mods", True, "turn_end"))  # 「全ての戦闘修正を失う」
    sc.state.version += 1
    assert not gain_modified(sc.state, g)


def test_p70_a_card_in_the_same_squad_as_this_card() -> None:
    """「このカードと同じ部隊にいる「特徴：試作機」を持つ自軍カード」: in this card's squad (P70), not in the other area's
    squad nor in a deploy area."""
    from engine.games.nexa.targets import candidates

    text = "（戦闘フェイズ）〔1〕：このカードと同じ部隊にいる、「特徴：試作機」を持つ自軍ユニット1枚を廃棄する。"
    sel = compile_text(text).ability["targets"]["t1"]
    assert sel["same_squad_as"] is True
    sc = board([_unit(text), unit("P", traits=["試作機"])],
               {"battle": {"space": [{"card": "W", "id": "w"}, {"card": "P", "id": "with"}],
                           "earth": [{"card": "P", "id": "apart"}]}, "deploy": [{"card": "P", "id": "home"}]}, {},
               point="damage_free1")
    assert candidates(sc.state, sel, 0, sc.iid("w")) == [sc.iid("with")]


def test_r235_each_player_does_it_at_the_start_of_their_own_battle_phase() -> None:
    """Ruling R-235: 「全ての軍は、自分の戦闘フェイズ開始時に、カード1枚を引く」: heard at the start of either player's battle
    phase (P57 全ての軍, 自分の), and the player whose phase it is draws, not the text's controller only."""
    text = "『起動』：全ての軍は、自分の戦闘フェイズ開始時に、カード1枚を引く。"
    ab = compile_text(text).ability
    assert (ab["on"], ab["when"]) == ("step_start", "battle")
    op = card("O", "operation", abilities=[{**ab, "text": {"ja": text, "en": text}}])
    for turn in (0, 1):
        sc = board([op, unit("U")], {"deploy": [{"card": "O"}]}, {}, point="deploy", attacker=turn)
        hands = [len(sc.state.place(p, st.HAND)) for p in (0, 1)]
        pass_until(sc, st.ATTACK_FREE1)
        resolve_cut(sc)
        drawn = [len(sc.state.place(p, st.HAND)) - hands[p] for p in (0, 1)]
        assert drawn == [1 if p == turn else 0 for p in (0, 1)], turn


def test_p57_a_card_entering_in_the_enemy_battle_phase_only() -> None:
    """「このカードが、敵軍戦闘フェイズ中に場に出た場合」: heard when it enters in the enemy's turn's battle phase (P57), not
    in the own turn's."""
    text = "『起動』：このカードが、敵軍戦闘フェイズ中に場に出た場合、カード1枚を引く。"
    assert compile_text(text).ability["condition"] == {"all": [{"turn": "enemy"}, {"phase": "battle"}]}
    for attacker, drawn in ((1, 1), (0, 0)):
        sc = board([_unit(text, keywords=["quick"])], {"hand": [{"card": "W", "id": "w"}], "gzone": ["W", "W"]}, {},
                   point="damage_free1", attacker=attacker)
        if attacker == 1:
            do(sc, "pass", player=1)
        hand = len(sc.state.place(0, st.HAND))
        do(sc, "play:$w", player=0)
        resolve_cut(sc)
        assert sc.state.zone[sc.iid("w")] == st.DEPLOY
        assert len(sc.state.place(0, st.HAND)) == hand - 1 + drawn, attacker


def test_r236_one_battle_value_picked_once_is_fixed_on_every_target_the_others_change_as_usual() -> None:
    """Ruling R-236 (R-164's fix): 「全ての敵軍ユニットの戦闘力1つを、ターン終了時まで1に固定する。（注：戦闘力は個別で選択
    できない）」: on resolution the controller picks one of 格闘力, 射撃力, 防御力, the same for every target; it stays at
    the value whatever else changes it, and the other two change as usual."""
    from engine.games.nexa.stats import stats

    text = "（戦闘フェイズ）：全ての敵軍ユニットの戦闘力1つを、ターン終了時まで1に固定する。（注：戦闘力は個別で選択できない）"
    step = compile_text(text).ability["effect"][0]
    assert (step["do"], step["value"], step["note"]) == ("fix_one", 1, True)
    sc = board([_command("C", text), unit("E", (4, 3, 5))], {"hand": [{"card": "C", "id": "c"}], "gzone": ["E", "E"]},
               {"deploy": [{"card": "E", "id": "a"}, {"card": "E", "id": "b"}]}, point="damage_free1")
    do(sc, "play:$c", player=0)
    _answer(sc, "opt:2")  # 防御力, once for both
    a, b = sc.iid("a"), sc.iid("b")
    assert stats(sc.state, a) == (4, 3, 1) and stats(sc.state, b) == (4, 3, 1)
    sc.state.mods.append((a, sc.state.stamp[a], 2, 2, 2, "turn_end"))  # a later +2/+2/+2: the fixed value holds
    sc.state.version += 1
    assert stats(sc.state, a) == (6, 5, 1)


def test_p32_p68_a_text_hears_the_sortie_of_a_unit_that_fits() -> None:
    """「「特徴：艦艇」を持つ自軍ユニットが出撃した場合」: heard when a unit that fits sorties (to defend here, P34, P68),
    not for another unit; 「自軍ユニットが出撃した場合」 stays family V2's own_unit_sorties."""
    text = "『起動』：「特徴：艦艇」を持つ自軍ユニットが出撃した場合、カード1枚を引く。"
    assert compile_text(text).ability == {"kind": "triggered", "on": "card_sortie",
                                          "of": {"trait": "艦艇", "side": "own", "type": "unit"},
                                          "effect": [{"do": "draw", "side": "own", "count": 1}]}
    assert compile_text("『起動』：自軍ユニットが出撃した場合、カード1枚を引く。").ability["on"] == "own_unit_sorties"
    for traits, drawn in ((["艦艇"], 1), ([], 0)):
        sc = board([_unit(text, "WATCH"), unit("D", traits=traits), unit("E")],
                   {"deploy": [{"card": "WATCH"}, {"card": "D", "id": "d"}]},
                   {"battle": {"space": [{"card": "E"}]}}, point="defence_rule", attacker=1)
        hand = len(sc.state.place(0, st.HAND))
        do(sc, "sortie:s:$d", "sortie:done", player=0)
        pass_until(sc, st.DAMAGE_FREE1)
        assert len(sc.state.place(0, st.HAND)) == hand + drawn, traits


def test_p57_a_unit_loses_the_special_effects_named_this_turn() -> None:
    """「敵軍ユニット1枚は、このターン、「速攻」「強襲」「改装」が無効となる」: the unit has none of them until the turn ends
    (P57 相反する効果: the loss beats a gain); another unit keeps its own."""
    from engine.games.nexa.stats import keywords

    text = "（戦闘フェイズ）：敵軍ユニット1枚は、このターン、「速攻」「強襲」が無効となる。"
    step = compile_text(text).ability["effect"][0]
    assert (step["do"], step["keywords"], step["until"]) == ("lose_keywords", ["first_strike", "assault"], "this_turn")
    fast = unit("F", keywords=["first_strike", "assault", "high_mobility"])
    sc = board([_command("C", text), fast], {"hand": [{"card": "C", "id": "c"}], "gzone": ["F", "F"]},
               {"deploy": [{"card": "F", "id": "a"}, {"card": "F", "id": "b"}]}, point="damage_free1")
    do(sc, "play:$c", f"t:{sc.iid('a')}", player=0)
    resolve_cut(sc)
    assert set(keywords(sc.state, sc.iid("a"))) == {"high_mobility"}
    assert {"first_strike", "assault"} <= set(keywords(sc.state, sc.iid("b")))


def test_p70_this_card_takes_damage_when_it_becomes_engaged() -> None:
    """「『起動』：このカードは、交戦中となった場合、2ダメージを受ける。」: heard when its battle area becomes engaged (P70),
    the damage dealt to this card."""
    text = "『起動』：このカードは、交戦中となった場合、2ダメージを受ける。"
    ab = compile_text(text).ability
    assert (ab["on"], ab["effect"]) == ("becomes_engaged", [{"do": "damage", "target": "self", "amount": 2}])
    sc = board([_unit(text, stats=(1, 1, 5)), unit("E")], {"battle": {"space": [{"card": "W", "id": "w"}]}},
               {"deploy": [{"card": "E", "id": "e"}]}, point="defence_rule")
    do(sc, "sortie:s:$e", "sortie:done", player=1)
    pass_until(sc, st.DAMAGE_FREE1)
    assert sc.state.damage[sc.iid("w")] == 2
