"""Issue 14, family G8: whose effect caused an event (「自軍効果以外で」, 「敵軍効果で」; engine cardg8cause.py, ruling R-490),
a card taken out and made a G (R-491), the top card made a G in a roll state, or not. Each construct is compiled, printed
back to the same text and played in the engine. Every text here is original, written in the controlled style of card
lists (never official text).
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.games.nexa import state as st
from engine.games.nexa.cardg8cause import ENEMY, NOT_OWN
from engine.games.nexa.effects import destroy
from engine.games.nexa.places import home_damage
from engine.games.nexa.scenario import Scenario
from engine.games.nexa.targets import candidates
from engine.games.nexa.textc import round_trip

from .helpers import ability_of as _ab
from .helpers import board, card, do, pass_until, tokens, unit

TEXTS = [
    "『起動』：このカードが自軍効果以外で破壊された場合、カード１枚を引く。",
    "『起動』：このカードが、自軍効果以外で破壊されて廃棄された場合、敵軍本国に２ダメージを与える。",
    "（常時）〔２〕：このカードが、自軍効果以外で破壊されている場合、敵軍ユニット１枚をロールする。",
    "（常時）〔１〕：敵軍効果で破壊されている自軍ユニット１枚を持ち主の手札に移す。",
    "（常時）〔１〕：「特徴：海賊」を持つ、自軍効果以外で破壊されている自軍ユニット１枚を持ち主の手札に移す。",
    "『起動』：このカード、または自軍本国が、自軍効果以外でダメージを受けた場合、カード１枚を引く。",
    "『起動』：「特徴：海賊」を持つ自軍ユニット、または自軍本国が、自軍効果以外でダメージを受けた場合、敵軍本国に１ダメージを"
    "与える。",
    "（戦闘フェイズ）：自軍本国、または自軍ユニットが、自軍効果以外でダメージを受けている場合、自軍本国を３回復する。",
    "『起動』：このカードが場に出た場合、自軍本国の上のカード１枚を、ロール状態で自軍Gにできる。",
    "（常時）〔１〕：このカードが、自軍効果以外で破壊されている場合、このカードを抜き出し、リロール状態で自軍Gにする。",
    "『起動』：このカード、または自軍本国が、自軍効果以外でダメージを受けた場合、カード１～２枚を引く事ができる。",
    "（常時）：カード１～３枚を引く。",
    "『起動』：このカードが、自軍効果以外で廃棄された場合、カード１枚を引く。",
    "『起動』：このカードが、自軍効果以外で廃棄される場合、敵軍本国に２ダメージを与える。",
    "『起動』：この記述の効果以外で、敵軍ユニットがダメージを受ける毎に、敵軍本国、または敵軍ユニット１枚に２ダメージを与える。",
    "『常駐』：このカードが受ける全てのダメージは、１減殺される。",
    "『常駐』：このカードの「専用機のセット」が成立している場合、このセットグループのユニットが受ける全てのダメージは、２減殺される。",
    "『常駐』：キャラがセットされている全ての自軍ユニットが受ける全てのダメージは、２減殺される。",
    "『起動』：自軍コマンドがプレイされた場合、カード１枚を引く。",
    "『起動』：敵軍ACE、または敵軍コマンドがプレイされる毎に、自軍本国を１回復する。",
    "『起動』：本来の記述に「特徴：海賊」を持つ自軍カードがプレイされた場合、自軍ユニット１枚の上に＋１／＋１／＋１コイン１個を乗せる。",
    "『起動』：このカードが場に出た、または、キャラがプレイされてこのカードにセットされた場合、カード１枚を引く。",
    "『起動』：「特徴：海賊」を持つキャラが、プレイされてこのカードにセットされた場合、カード１枚を引く。",
    "『起動』：このカードが場に出た場合、敵軍本国の上のカード１枚を、ロール状態で敵軍Gにする。",
    "『起動』：このカードの破壊が無効になった場合、カード１枚を引く。",
    "『起動』：敵軍ユニットが、自軍効果以外で場から離れた場合、カード１枚を引く。",
]


@pytest.mark.parametrize("text", TEXTS)
def test_each_wording_prints_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_the_wordings_compile_to_the_cause_keys() -> None:
    assert round_trip(TEXTS[0])[0].ability["condition"] == {"self_destroyed_by": NOT_OWN}  # type: ignore[union-attr]
    assert round_trip(TEXTS[1])[0].ability["on"] == "destroyed_out"  # type: ignore[union-attr]
    assert round_trip(TEXTS[3])[0].ability["targets"]["t1"]["destroyed_by"] == ENEMY  # type: ignore[union-attr]
    hit = round_trip(TEXTS[5])[0].ability  # type: ignore[union-attr]
    assert (hit["on"], hit["also_on"]) == ("cardg8_hit_not_own", ["own_cardg8_home_hit_not_own"])


def test_a_roll_state_other_than_the_two_is_not_read() -> None:
    assert not round_trip("（常時）〔１〕：このカードを抜き出し、ロール状態で自軍Gにする。")[1]


# ---- the engine ---------------------------------------------------------------------------------------------------

KILL = "（常時）：ユニット１枚を破壊する。"
HIT = "（常時）：ユニット１枚に１ダメージを与える。"


def _cmd(number: str, text: str) -> dict[str, Any]:
    return card(number, "command", total=0, roll=0, abilities=[{**_ab(text), "kind": "play"}])


def _settle(sc: Scenario) -> None:
    """Answer every question with its first choice (paying automatically) until the cut is empty."""
    s = sc.state
    for _ in range(40):
        d = sc.game.decision(s, labels=False)
        if d is None or (d.kind == "priority" and not s.cut and s.resolving is None):
            return
        toks = d.tokens()
        do(sc, "pass" if "pass" in toks else ("pay:auto" if "pay:auto" in toks else toks[0]), player=d.player)


def _one_unit_board(text: str, owner: int, cmd_text: str, *, home: int = 10) -> Scenario:
    """Player 0 holds the command; the unit W with `text` is `owner`'s, alone on the field."""
    w = unit("W", (1, 1, 3), abilities=[_ab(text)])
    own: dict[str, Any] = {"hand": [{"card": "C", "id": "c"}], "gzone": ["W", "W"], "home": ["W"] * home}
    other: dict[str, Any] = {"gzone": ["W", "W"], "home": ["W"] * home}
    (own if owner == 0 else other)["deploy"] = [{"card": "W", "id": "w"}]
    return board([w, _cmd("C", cmd_text)], own, other, g_played=True)



def _assert_junked_and_drawn(sc: Scenario, owner: int, drawn: int) -> None:
    """Player 0 plays the command; the unit goes to the junkyard and its owner draws `drawn` cards by the text
    (player 0's count less the command it played)."""
    s = sc.state
    hand = len(s.place(owner, st.HAND))
    do(sc, "play:$c", player=0)
    _settle(sc)
    assert s.zone[sc.iid("w")] == st.JUNK
    assert len(s.place(owner, st.HAND)) - hand + (1 if owner == 0 else 0) == drawn


def _destroyed_by_battle_damage(sc: Scenario) -> int:
    """The unit "w" takes 3 battle damage nobody's effect dealt and the rules destroy it (P39); its instance."""
    from engine.games.nexa.cardg8cause import hit
    from engine.games.nexa.rules import check_destruction

    s = sc.state
    w = sc.iid("w")
    s.damage[w] = 3
    s.version += 1
    hit(s, w, -1)
    check_destruction(s, "battle")
    return w

@pytest.mark.parametrize("owner, drawn", [(1, 1), (0, 0)])
def test_r490_destroyed_other_than_by_an_own_effect_is_heard(owner: int, drawn: int) -> None:
    """R-490: 「自軍効果以外で破壊された」 hears a destruction by the other player's effect, not by its own player's."""
    sc = _one_unit_board(TEXTS[0], owner, KILL)
    _assert_junked_and_drawn(sc, owner, drawn)


def test_r490_a_unit_destroyed_by_battle_damage_is_destroyed_other_than_by_an_own_effect() -> None:
    """P39, R-490: damage nobody's effect dealt (battle damage) destroys by the rules: 「自軍効果以外で」 holds, 「敵軍効果で」 not."""
    sc = _one_unit_board(TEXTS[0], 0, KILL)
    s = sc.state
    w = _destroyed_by_battle_damage(sc)
    assert s.destroyed[w]
    own_not = {"destroyed_by": NOT_OWN, "side": "own", "type": "unit", "count": "all"}
    assert candidates(s, own_not, 0, w, by_effect=False) == [w]
    assert candidates(s, {**own_not, "destroyed_by": ENEMY}, 0, w, by_effect=False) == []


@pytest.mark.parametrize("seat, found", [(1, True), (0, False)])
def test_r490_destroyed_by_an_enemy_effect_is_named_as_such(seat: int, found: bool) -> None:
    """「敵軍効果で破壊されている自軍ユニット」: destroyed, the last time, by an effect the other player controls."""
    sc = _one_unit_board(TEXTS[3], 0, KILL)
    s = sc.state
    w = sc.iid("w")
    assert destroy(s, w, seat=seat, source=w)
    sel = {"destroyed_by": ENEMY, "side": "own", "type": "unit", "count": "all"}
    assert (candidates(s, sel, 0, w, by_effect=False) == [w]) is found


@pytest.mark.parametrize("owner, drawn", [(1, 1), (0, 0)])
def test_r490_this_card_damaged_other_than_by_an_own_effect_is_heard(owner: int, drawn: int) -> None:
    sc = _one_unit_board(TEXTS[5], owner, HIT)
    s = sc.state
    hand = len(s.place(owner, st.HAND))
    do(sc, "play:$c", player=0)
    _settle(sc)
    assert s.damage[sc.iid("w")] == 1
    assert len(s.place(owner, st.HAND)) - hand + (1 if owner == 0 else 0) == drawn


@pytest.mark.parametrize("owner, side, drawn", [(1, "敵軍", 1), (0, "自軍", 0)])
def test_r490_the_own_home_damaged_other_than_by_an_own_effect_is_heard(owner: int, side: str, drawn: int) -> None:
    """P35: cards leave the home by damage; W's text hears the other player's effect, not its own player's."""
    sc = _one_unit_board(TEXTS[5], owner, f"（常時）：{side}本国に２ダメージを与える。")
    s = sc.state
    hand = len(s.place(owner, st.HAND))
    do(sc, "play:$c", player=0)
    _settle(sc)
    assert len(s.place(owner, st.DISCARD)) == 2
    assert len(s.place(owner, st.HAND)) - hand + (1 if owner == 0 else 0) == drawn


def test_r490_the_home_or_a_unit_damaged_this_turn_is_a_state() -> None:
    """「自軍本国、または自軍ユニットが、自軍効果以外でダメージを受けている」: the home hit this turn by nobody's effect holds;
    by the own effect not."""
    from engine.games.nexa.conditions import holds
    from engine.games.nexa.textc import compile_text

    sc = _one_unit_board(TEXTS[7], 0, KILL)
    s = sc.state
    w = sc.iid("w")
    cond = compile_text(TEXTS[7]).ability["condition"]
    assert not holds(s, cond, w, 0)
    home_damage(s, 0, 1)  # no effect resolving: nobody's (battle damage, a rule)
    assert holds(s, cond, w, 0) and not holds(s, cond, w, 1)


def test_r491_a_destroyed_card_taken_out_becomes_a_g_not_destroyed() -> None:
    """P53 抜き出す, P39: taken out, the card is no longer destroyed; it becomes a rerolled G and its 廃棄 never comes."""
    sc = _one_unit_board(TEXTS[9], 0, KILL)
    s = sc.state
    w = sc.iid("w")
    assert destroy(s, w, seat=1, source=w)  # by the other player's effect; its 廃棄 waits in a cut (P39)
    assert f"act:{w}:0" in tokens(sc)
    do(sc, f"act:{w}:0", player=0)
    _settle(sc)
    assert s.zone[w] == st.GZONE and not s.destroyed[w] and not s.rolled[w]


def test_r491_the_text_cannot_be_used_when_the_own_effect_destroyed_it() -> None:
    sc = _one_unit_board(TEXTS[9], 0, KILL)
    s = sc.state
    w = sc.iid("w")
    assert destroy(s, w, seat=0, source=w)
    assert f"act:{w}:0" not in tokens(sc)


@pytest.mark.parametrize("state, rolled", [("ロール状態", True), ("リロール状態", False)])
def test_p53_the_top_card_may_become_a_g_in_the_state_said(state: str, rolled: bool) -> None:
    text = f"『起動』：このカードが場に出た場合、自軍本国の上のカード１枚を、{state}で自軍Gにできる。"
    w = unit("W", abilities=[_ab(text)])
    sc = board([w], {"hand": [{"card": "W", "id": "w"}], "gzone": ["W"] * 2}, {}, g_played=True)
    s = sc.state
    top = s.place(0, st.HOME)[-1]
    do(sc, "play:$w", player=0)
    for _ in range(20):
        toks = tokens(sc)
        if "yes" in toks:
            do(sc, "yes", player=0)
        elif s.cut or s.resolving is not None:
            _settle(sc)
        else:
            break
    assert s.zone[top] == st.GZONE and s.rolled[top] is rolled


@pytest.mark.parametrize("answers, drawn", [(["opt:0"], 1), (["opt:2"], 3)])
def test_r492_the_player_picks_how_many_cards_to_draw(answers: list[str], drawn: int) -> None:
    """R-492: 「カード1～3枚を引く」: as the step resolves, the player picks a number between the two and draws that many."""
    sc = board([unit("U"), _cmd("C", TEXTS[11])], {"hand": [{"card": "C", "id": "c"}], "gzone": ["U"] * 2}, {},
               g_played=True)
    s = sc.state
    do(sc, "play:$c", player=0)
    hand = len(s.place(0, st.HAND))
    for _ in range(20):
        toks = tokens(sc)
        if any(x.startswith("opt") for x in toks):
            assert sorted(x for x in toks if x.startswith("opt")) == ["opt:0", "opt:1", "opt:2"]
            do(sc, answers[0], player=0)
        elif s.cut or s.resolving is not None:
            d = sc.game.decision(s, labels=False)
            assert d is not None
            do(sc, "pass" if "pass" in toks else ("pay:auto" if "pay:auto" in toks else toks[0]), player=d.player)
        else:
            break
    assert len(s.place(0, st.HAND)) - hand == drawn


def test_r492_with_may_the_player_may_draw_none() -> None:
    """「…引く事ができる」: declined, nothing is drawn; the home damaged by the other player's effect is what is heard."""
    sc = _one_unit_board(TEXTS[10], 1, "（常時）：敵軍本国に１ダメージを与える。")
    s = sc.state
    hand = len(s.place(1, st.HAND))
    do(sc, "play:$c", player=0)
    for _ in range(30):
        toks = tokens(sc)
        d = sc.game.decision(s, labels=False)
        if d is None:
            break
        if "no" in toks:
            do(sc, "no", player=d.player)
        elif s.cut or s.resolving is not None:
            do(sc, "pass" if "pass" in toks else ("pay:auto" if "pay:auto" in toks else toks[0]), player=d.player)
        else:
            break
    assert len(s.place(1, st.HAND)) == hand and len(s.place(1, st.DISCARD)) == 1


@pytest.mark.parametrize("cmd_text", [KILL, "（常時）：ユニット１枚を廃棄する。"])
@pytest.mark.parametrize("owner, drawn", [(1, 1), (0, 0)])
def test_r493_discarded_other_than_by_an_own_effect_is_heard(cmd_text: str, owner: int, drawn: int) -> None:
    """R-493: a card discarded from the field by the other player's effect, or destroyed by it and so discarded (P39),
    hears 「自軍効果以外で廃棄された」; by its own player's effect it does not."""
    sc = _one_unit_board(TEXTS[12], owner, cmd_text)
    _assert_junked_and_drawn(sc, owner, drawn)


def test_r493_a_unit_destroyed_by_battle_damage_is_discarded_other_than_by_an_own_effect() -> None:
    """P39, R-490, R-493: destroyed by the rules after battle damage, its 廃棄 is nobody's effect: the text is heard."""
    from engine.games.nexa.turn import advance

    sc = _one_unit_board(TEXTS[13], 0, KILL)
    s = sc.state
    w = _destroyed_by_battle_damage(sc)
    home = len(s.place(1, st.HOME))
    advance(s)  # the 廃棄 effect opens a cut (P39)
    _settle(sc)
    assert s.zone[w] == st.JUNK and home - len(s.place(1, st.HOME)) == 2


@pytest.mark.parametrize("option, home_lost, damage", [("opt:0", 2, 1), ("opt:1", 0, 3)])
def test_r494_damage_by_this_very_text_is_not_heard_again(option: str, home_lost: int, damage: int) -> None:
    """R-494: every damage to an enemy unit is heard but the damage this text deals itself: its 2 damage to the unit
    (second option) does not start it again."""
    w = unit("W", (1, 1, 3), abilities=[_ab(TEXTS[14])])
    e = unit("E", (1, 1, 9))
    sc = board([w, e, _cmd("C", HIT)],
               {"hand": [{"card": "C", "id": "c"}], "deploy": [{"card": "W", "id": "w"}], "gzone": ["W"] * 2},
               {"deploy": [{"card": "E", "id": "e"}], "gzone": ["E"] * 2}, g_played=True)
    s = sc.state
    ee = sc.iid("e")
    home = len(s.place(1, st.HOME))
    do(sc, "play:$c", player=0)
    for _ in range(40):
        toks = tokens(sc)
        d = sc.game.decision(s, labels=False)
        if d is None:
            break
        if option in toks:
            do(sc, option, player=d.player)
        elif f"t:{ee}" in toks:
            do(sc, f"t:{ee}", player=d.player)
        elif f"{ee}" in toks and d.kind != "priority":
            do(sc, f"{ee}", player=d.player)
        elif s.cut or s.resolving is not None or s.triggers:
            do(sc, "pass" if "pass" in toks else ("pay:auto" if "pay:auto" in toks else toks[0]), player=d.player)
        else:
            break
    assert home - len(s.place(1, st.HOME)) == home_lost and s.damage[ee] == damage


def test_r495_every_damage_is_lowered_battle_damage_too() -> None:
    """R-495: 「このカードが受ける全てのダメージは、1減殺される」: an effect's 2 damage is 1; the enemy squad's battle damage
    of 3 (P36) is 2 (family O's 通常ダメージ reduction leaves battle damage whole)."""
    w = unit("W", (1, 1, 9), abilities=[_ab(TEXTS[15])])
    sc = board([w, unit("E", (3, 3, 9)), _cmd("C", "（常時）：ユニット１枚に２ダメージを与える。")],
               {"battle": {"space": [{"card": "W", "id": "w"}]}, "hand": [{"card": "C", "id": "c"}],
                "gzone": ["W"] * 2},
               {"battle": {"space": [{"card": "E", "id": "e"}]}}, point="damage_free1", g_played=True)
    s = sc.state
    w_ = sc.iid("w")
    do(sc, "play:$c", player=0)
    if f"t:{w_}" in tokens(sc):
        do(sc, f"t:{w_}", player=0)
    _settle(sc)
    assert s.damage[w_] == 1
    pass_until(sc, st.DAMAGE_FREE2)
    assert s.damage[w_] == 1 + 2


def test_r495_a_unit_without_the_text_takes_the_damage_whole() -> None:
    w = unit("W", (1, 1, 9))
    sc = board([w, _cmd("C", "（常時）：ユニット１枚に２ダメージを与える。")],
               {"deploy": [{"card": "W", "id": "w"}], "hand": [{"card": "C", "id": "c"}], "gzone": ["W"] * 2}, {},
               g_played=True)
    do(sc, "play:$c", player=0)
    _settle(sc)
    assert sc.state.damage[sc.iid("w")] == 2


def _watch_board(text: str, hand: list[dict[str, Any]], g_played: bool = True) -> Scenario:
    w = unit("W", abilities=[_ab(text)])
    return board([w, unit("U"), _cmd("C", "（常時）：敵軍本国に１ダメージを与える。")],
                 {"deploy": [{"card": "W", "id": "w"}], "hand": hand, "gzone": ["U"] * 3},
                 {"hand": [{"card": "C", "id": "ec"}], "gzone": ["U"] * 3}, g_played=g_played)


def test_r496_a_card_played_is_heard_while_it_waits_in_the_cut() -> None:
    """P44, R-496: 「自軍コマンドがプレイされた場合」 is heard as the command is played, before it resolves."""
    sc = _watch_board(TEXTS[18], [{"card": "C", "id": "c"}])
    s = sc.state
    do(sc, "play:$c", player=0)
    for _ in range(10):
        d = sc.game.decision(s, labels=False)
        if d is None or d.kind == "priority":
            break
        do(sc, tokens(sc)[0], player=d.player)
    assert s.zone[sc.iid("c")] == st.CUT and len(s.place(0, st.HAND)) == 1  # the command is still in the cut; drawn 1


def test_r496_the_other_players_play_is_not_an_own_play() -> None:
    sc = _watch_board(TEXTS[18], [])
    s = sc.state
    do(sc, "pass", player=0)
    do(sc, "play:$ec", player=1)
    _settle(sc)
    assert s.zone[sc.iid("ec")] == st.JUNK and len(s.place(0, st.HAND)) == 0


@pytest.mark.parametrize("text, drawn", [("『起動』：自軍カードがプレイされた場合、カード１枚を引く。", 1),
                                         ("『起動』：自軍ユニットがプレイされた場合、カード１枚を引く。", 0)])
def test_r496_a_card_played_as_a_g_is_heard_only_as_a_card(text: str, drawn: int) -> None:
    """P21, R-496: a card played as a G is a G being played: 「自軍カード」 hears it, 「自軍ユニット」 does not."""
    sc = _watch_board(text, [{"card": "U", "id": "u"}], g_played=False)
    s = sc.state
    do(sc, f"g:{sc.iid('u')}", player=0)
    _settle(sc)
    assert s.zone[sc.iid("u")] == st.GZONE and len(s.place(0, st.HAND)) == drawn


@pytest.mark.parametrize("traits, drawn", [(["海賊"], 1), ([], 0)])
def test_r497_a_character_that_fits_played_onto_this_card_is_heard(traits: list[str], drawn: int) -> None:
    """P44, P66, R-497: the character played and set on this unit as its play resolves; the one set there is read."""
    h = unit("H", abilities=[_ab(TEXTS[22])])
    k = card("K", "character", stats=[1, 1, 1], traits=traits)
    sc = board([h, k], {"deploy": [{"card": "H", "id": "h"}], "hand": [{"card": "K", "id": "k"}],
                        "gzone": ["H"] * 3}, {}, g_played=True)
    s = sc.state
    do(sc, "play:$k", player=0)
    for _ in range(20):
        d = sc.game.decision(s, labels=False)
        if d is None:
            break
        toks = tokens(sc)
        if f"onto:{sc.iid('h')}" in toks:
            do(sc, f"onto:{sc.iid('h')}", player=d.player)
        elif s.cut or s.resolving is not None or d.kind != "priority":
            do(sc, "pass" if "pass" in toks else ("pay:auto" if "pay:auto" in toks else toks[0]), player=d.player)
        else:
            break
    assert s.zone[sc.iid("k")] == st.SET
    assert len(s.place(0, st.HAND)) == drawn


def test_r497_the_event_said_after_this_card_entering() -> None:
    """「このカードが場に出た、または、キャラがプレイされてこのカードにセットされた場合」: either event is heard (P68)."""
    from engine.games.nexa.textc import compile_text

    a = compile_text(TEXTS[21]).ability
    assert (a["on"], a["also_on"]) == ("enters_field", ["cardg8_char_played_set"])


def test_p53_the_enemys_top_card_becomes_the_enemys_g() -> None:
    """P53 Gにする: 「敵軍本国の上のカード1枚を、ロール状態で敵軍Gにする」 puts that card in the enemy's G zone, rolled."""
    w = unit("W", abilities=[_ab(TEXTS[23])])
    sc = board([w], {"hand": [{"card": "W", "id": "w"}], "gzone": ["W"] * 2}, {"gzone": ["W"]}, g_played=True)
    s = sc.state
    top = s.place(1, st.HOME)[-1]
    do(sc, "play:$w", player=0)
    _settle(sc)
    assert s.zone[top] == st.GZONE and top in s.place(1, st.GZONE) and s.rolled[top] and s.ctrl[top] == 1


@pytest.mark.parametrize("saved, drawn", [(True, 1), (False, 0)])
def test_p39_this_cards_destruction_negated_is_heard(saved: bool, drawn: int) -> None:
    """P39 破壊の無効: the destroyed unit's 廃棄 waits in a cut; an effect negating its destruction is heard by its text."""
    from engine.games.nexa.turn import advance

    save = "（常時）：破壊されている自軍ユニット１枚の破壊を無効にする。"
    sc = _one_unit_board(TEXTS[24], 0, save)
    s = sc.state
    w = sc.iid("w")
    assert destroy(s, w, seat=1, source=w)
    advance(s)  # its 廃棄 opens a cut (P39)
    hand = len(s.place(0, st.HAND))
    if saved:
        do(sc, "play:$c", player=s.priority)
    _settle(sc)
    assert (s.zone[w] == st.DEPLOY) is saved
    assert len(s.place(0, st.HAND)) - hand + (1 if saved else 0) == drawn


@pytest.mark.parametrize("player, drawn", [(1, 1), (0, 0)])
def test_r493_a_card_leaving_other_than_by_an_own_effect_is_heard(player: int, drawn: int) -> None:
    """R-493: 「敵軍ユニットが、自軍効果以外で場から離れた場合」: the enemy unit sent to the hand by the enemy's own effect is
    heard; by this text's player's effect it is not (「自軍」: the side of the text)."""
    bounce = "（常時）：ユニット１枚を持ち主の手札に移す。"
    w = unit("W", abilities=[_ab(TEXTS[25])])
    sc = board([w, unit("E"), _cmd("C", bounce)],
               {"deploy": [{"card": "W", "id": "w"}], "gzone": ["W"] * 2,
                "hand": [{"card": "C", "id": "c0"}] if player == 0 else []},
               {"deploy": [{"card": "E", "id": "e"}], "gzone": ["W"] * 2,
                "hand": [{"card": "C", "id": "c1"}] if player == 1 else []}, g_played=True)
    s = sc.state
    e = sc.iid("e")
    hand = len(s.place(0, st.HAND))
    if player == 1:
        do(sc, "pass", player=0)
    do(sc, f"play:$c{player}", player=player)
    for _ in range(20):
        d = sc.game.decision(s, labels=False)
        if d is None:
            break
        toks = tokens(sc)
        if f"t:{e}" in toks:
            do(sc, f"t:{e}", player=d.player)
        elif s.cut or s.resolving is not None or d.kind != "priority":
            do(sc, "pass" if "pass" in toks else ("pay:auto" if "pay:auto" in toks else toks[0]), player=d.player)
        else:
            break
    assert s.zone[e] == st.HAND
    assert len(s.place(0, st.HAND)) - hand + (1 if player == 0 else 0) == drawn
