"""Issue 14, family K5: texts, selectors and the long tail, part 2. Each construct is compiled, printed back
to the same text and played in the engine. Every text here is original, written in the controlled style of
card lists (never official text).
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.games.nexa import state as st
from engine.games.nexa.behave import check_card
from engine.games.nexa.targets import candidates
from engine.games.nexa.textc import compile_text, round_trip

from .helpers import board, do, resolve_cut, unit


def _ab(text: str) -> dict[str, Any]:
    return {**compile_text(text).ability, "text": {"ja": text, "en": text}}


def _card(text: str, number: str = "SRC", type_: str = "unit", **extra: Any) -> dict[str, Any]:
    """An original card carrying one compiled text (a command's text is its play)."""
    if type_ == "command":
        return {"number": number, "name": {"ja": number, "en": number}, "type": "command", "colours": ["blue"],
                "cost": {"total": 1, "roll": {"blue": 1}}, "gsign": {"colour": "blue", "series": "0079"},
                "abilities": [{**_ab(text), "kind": "play"}]}
    return unit(number, (2, 2, 3), abilities=[_ab(text)], **extra)


_GUARD_IF = "『常駐』：青のGサインを持つ自軍Gが３枚以上ある場合、このカードは、敵軍効果の対象にならない。"
_SAVE_COINS = "（常時）〔１〕：「特徴：試作機」を持つ自軍ユニット１枚の破壊を無効にする。その場合、対象の上に－１／±０／－１コイン１個を乗せる。"
_SQUAD = "（ダメージ判定ステップ）〔赤１〕：このカードと交戦中の敵軍部隊の部隊戦闘力を、部隊解散まで－２する。"
_SEARCH_X = ("（常時）〔０〕：自軍本国のカードを全て見て、その中にある、X以下の合計国力を持つユニット１枚を、"
             "自軍配備エリアにリロール状態で出す事ができる。その後、自軍本国をシャッフルする。Xの値は、自軍Gの枚数とする。")

_SAVE_GROUP = "（ダメージ判定ステップ）〔青１〕：このセットグループの破壊を無効にする。"


@pytest.mark.parametrize("text", [
    _GUARD_IF,
    "『常駐』：このカードの「専用機のセット」が成立している場合、このセットグループは、敵軍効果の対象にならない。",
    "『常駐』：赤のGサインを持つ自軍Gが４枚以上ある場合、全ての自軍ユニットは、敵軍効果では破壊されずダメージを受けない。",
    _SAVE_COINS,
    _SQUAD,
    _SEARCH_X,
    _SAVE_GROUP,
    "（常時）〔０〕：このセットグループ以外の自軍カード１枚を廃棄する。その場合、このセットグループの破壊を無効にする。",
])
def test_family_k5_wordings_print_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_p56_a_protection_under_a_count_said_first_holds_only_at_that_count() -> None:
    """「…が3枚以上ある場合、このカードは、敵軍効果の対象にならない」: the count is kept and read (P56, P57)."""
    c = _ab(_GUARD_IF)["continuous"][0]
    assert c["condition"] == {"exists": {"gsign_colour": "blue", "side": "own", "type": "g"}, "min": 3}
    shooter = unit("GUN", (1, 1, 5), colour="red")
    for gs, safe in ((2, False), (3, True)):
        sc = board([unit("WALL", abilities=[_ab(_GUARD_IF)]), shooter],
                   {"battle": {"space": [{"card": "WALL", "id": "wall"}]}, "gzone": ["WALL"] * gs},
                   {"battle": {"space": [{"card": "GUN", "id": "gun"}]}}, point="attack", g_played=True)
        sel = {"type": "unit", "count": 1}
        assert (sc.iid("wall") not in candidates(sc.state, sel, 1, sc.iid("gun"))) == safe
        assert sc.iid("wall") in candidates(sc.state, sel, 0, sc.iid("wall"))  # its own side's effects still may


def test_p39_p67_the_saved_unit_gets_the_coins_the_text_names_afterwards() -> None:
    """「…の破壊を無効にする。その場合、対象の上に…コインを乗せる」: 対象 is the saved card (P39, P67)."""
    ab = _ab(_SAVE_COINS)
    assert ab["effect"] == [{"do": "negate_destruction", "target": "t1"},
                            {"do": "add_coin", "target": "t1", "stats": [-1, 0, -1], "count": 1}]
    src = _card(_SAVE_COINS)
    sc = board([src, unit("P", (3, 3, 4), traits=["試作機"])],
               {"battle": {"space": [{"card": "SRC", "id": "src"}, {"card": "P", "id": "p"}]}, "gzone": ["SRC"]},
               {}, point="damage", g_played=True)
    s, p = sc.state, sc.iid("p")
    s.destroyed[p] = True
    s.destroyed_queue.append(p)
    s.version += 1
    do(sc, "act:$src:0", player=0)
    resolve_cut(sc)
    assert not s.destroyed[p] and s.zone[p] == st.BATTLE
    assert s.coins.get(p), "the saved unit carries the coin"
    assert check_card(src).status == "behaved"


def test_p35_the_squad_engaged_with_this_card_loses_power_until_it_dissolves() -> None:
    ab = _ab(_SQUAD)
    assert ab["effect"][0]["do"] == "squad_power" and ab["effect"][0]["amount"] == -2
    assert check_card(_card(_SQUAD)).status == "behaved"


def test_p61_p65_a_search_reads_x_as_its_definition_says() -> None:
    """「その中にある、X以下の合計国力を持つ…。Xの値は、自軍Gの枚数とする」: with 2 G only a card of total 2 or
    less is offered (P61 a search, P65 X)."""
    ab = _ab(_SEARCH_X)
    flt = ab["effect"][0]["steps"][0]["filter"]
    assert flt["max_total_cost"] == {"count": {"side": "own", "type": "g"}}
    sc = board([unit("ME", abilities=[ab]), unit("CHEAP", total=2), unit("DEAR", total=3)],
               {"battle": {"space": [{"card": "ME", "id": "me"}]}, "gzone": ["ME", "ME"],
                "home": [{"card": "CHEAP", "id": "c"}, {"card": "DEAR", "id": "d"}]}, {}, point="attack", g_played=True)
    do(sc, "act:$me:0", player=0)
    resolve_cut(sc)
    sc.game.apply(sc.state, 0, "yes")
    d = sc.game.decision(sc.state, labels=False)
    assert d is not None and d.kind == "search"
    assert d.tokens() == [f"pick:{sc.iid('c')}", "pick:done"]


def test_p39_p66_a_character_saves_its_whole_set_group() -> None:
    """「このセットグループの破壊を無効にする」 on a character: the unit it is set on and the character itself were
    destroyed together (P66), both are saved (P39)."""
    ab = _ab(_SAVE_GROUP)
    assert ab["effect"] == [{"do": "negate_destruction", "target": {"group": True, "count": "all"}}]
    ch = {"number": "CH", "name": {"ja": "CH", "en": "CH"}, "type": "character", "colours": ["blue"],
          "cost": {"total": 1, "roll": {"blue": 1}}, "gsign": {"colour": "blue", "series": "0079"},
          "stats": [1, 1, 1], "abilities": [ab]}
    sc = board([unit("U", (3, 3, 3)), ch], {"battle": {"space": [{"card": "U", "id": "u", "set": [{"card": "CH", "id": "ch"}]}]},
                                            "gzone": ["U"]}, {}, point="damage", g_played=True)
    s, u, c = sc.state, sc.iid("u"), sc.iid("ch")
    s.destroyed[u] = s.destroyed[c] = True
    s.destroyed_queue.append(u)
    s.version += 1
    do(sc, "act:$ch:0", player=0)
    resolve_cut(sc)
    assert not s.destroyed[u] and not s.destroyed[c]
    assert s.zone[u] == st.BATTLE and s.zone[c] == st.SET
    assert check_card(ch).status == "behaved"


_SELF_OR_NAMED = "『起動』：このカード、または自軍「試作弐号」が場に出た場合、カード１枚を引く。"


@pytest.mark.parametrize("text", [
    _SELF_OR_NAMED,
    "『起動』：このカード、または自軍「試作弐号」がプレイされて場に出た場合、敵軍ユニット１枚をロールする。",
])
def test_family_k5_self_or_named_triggers_print_back(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def _drawn_after_playing(played: str, me_in_hand: bool) -> int:
    me = unit("ME", abilities=[_ab(_SELF_OR_NAMED)])
    other = unit("OTHER", name={"ja": "試作弐号", "en": "Prototype 2"})
    plain = unit("PLAIN")
    own: dict[str, Any] = {"hand": [{"card": "ME", "id": "me"}, {"card": "OTHER", "id": "other"},
                                    {"card": "PLAIN", "id": "plain"}], "gzone": ["PLAIN"] * 3}
    if not me_in_hand:
        own["hand"] = own["hand"][1:]
        own["deploy"] = [{"card": "ME", "id": "me"}]
    sc = board([me, other, plain], own, {}, point="deploy", g_played=True)
    hand = len(sc.state.place(0, st.HAND))
    do(sc, "play:$" + played, player=0)
    for _ in range(6):
        resolve_cut(sc)
    return len(sc.state.place(0, st.HAND)) - (hand - 1)


def test_p68_a_trigger_hears_this_card_or_an_own_card_of_the_name_it_says() -> None:
    """「このカード、または自軍「A」が場に出た場合」: this card entering, or an own card named A entering, each is
    heard (P68); another card is not."""
    ab = _ab(_SELF_OR_NAMED)
    assert (ab["on"], ab["of"], ab["also_on"]) == ("card_enters", {"side": "own", "name": "試作弐号"}, ["enters_field"])
    assert _drawn_after_playing("me", True) == 1
    assert _drawn_after_playing("other", False) == 1
    assert _drawn_after_playing("plain", False) == 0


_DRAW_TO = "（戦闘フェイズ）：自軍手札が４枚になるまで、カードを引く。"


@pytest.mark.parametrize("text", [
    _DRAW_TO,
    "（自軍ターン）：自軍手札が５枚になるまで、カードを引く。ターン終了時に、自軍本国に３ダメージを与える。",
])
def test_family_k5_draw_to_prints_back(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


@pytest.mark.parametrize(("held", "after"), [(1, 4), (3, 4), (6, 6)])
def test_p61_drawing_until_the_hand_holds_n_draws_the_difference_or_nothing(held: int, after: int) -> None:
    """「自軍手札が4枚になるまで、カードを引く」: the hand as the text resolves (the command gone to the cut) is filled
    up to 4; a hand of 4 or more draws nothing (P61 ドロー)."""
    src = _card(_DRAW_TO, type_="command")
    filler = unit("F")
    sc = board([src, filler], {"hand": [{"card": "SRC", "id": "src"}] + [{"card": "F"}] * held, "gzone": ["F"]},
               {}, point="attack", g_played=True)
    do(sc, "play:$src", player=0)
    resolve_cut(sc)
    assert len(sc.state.place(0, st.HAND)) == after


_GUARD_SET = "『常駐』：このカードは、キャラがセットされている場合、敵軍効果の対象にならない。"
_BOOST_GUARD = "（戦闘フェイズ）〔１〕：自軍ユニット１枚は、ターン終了時まで＋２／±０／＋１を得ると共に敵軍効果の対象にならない。"


@pytest.mark.parametrize("text", [
    _GUARD_SET,
    _BOOST_GUARD,
    "（防御ステップ）：交戦中の自軍ユニット１枚は、ターン終了時まで、＋３／＋３／＋３を得ると共に敵軍効果の対象にならない。"
    "ターン終了時に、対象を破壊する。",
])
def test_family_k5_protections_print_back(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def _char(number: str) -> dict[str, Any]:
    return {"number": number, "name": {"ja": number, "en": number}, "type": "character", "colours": ["blue"],
            "cost": {"total": 1, "roll": {"blue": 1}}, "gsign": {"colour": "blue", "series": "0079"}, "stats": [1, 1, 1]}


def test_p56_p66_protected_only_while_a_character_is_set_on_it() -> None:
    """「このカードは、キャラがセットされている場合、敵軍効果の対象にならない」 (P56; P66 a set character)."""
    shooter = unit("GUN", (1, 1, 5), colour="red")
    sel = {"type": "unit", "count": 1}
    for with_char in (False, True):
        wall: dict[str, Any] = {"card": "WALL", "id": "wall"}
        if with_char:
            wall["set"] = [{"card": "CH", "id": "ch"}]
        sc = board([unit("WALL", abilities=[_ab(_GUARD_SET)]), shooter, _char("CH")],
                   {"battle": {"space": [wall]}}, {"battle": {"space": [{"card": "GUN", "id": "gun"}]}},
                   point="attack", g_played=True)
        assert (sc.iid("wall") not in candidates(sc.state, sel, 1, sc.iid("gun"))) == with_char


def test_p56_p57_the_change_and_the_protection_land_on_the_same_unit_until_the_turn_ends() -> None:
    from engine.games.nexa.stats import stats

    ab = _ab(_BOOST_GUARD)
    assert ab["effect"] == [{"do": "modify_status", "target": "t1", "stats": [2, 0, 1], "status": "untargetable",
                             "until": "turn_end"}]
    me = _card(_BOOST_GUARD)
    sc = board([me, unit("GUN", (1, 1, 5), colour="red")],
               {"battle": {"space": [{"card": "SRC", "id": "src"}]}, "gzone": ["SRC"]},
               {"battle": {"space": [{"card": "GUN", "id": "gun"}]}}, point="attack", g_played=True)
    src = sc.iid("src")
    assert src in candidates(sc.state, {"type": "unit", "count": 1}, 1, sc.iid("gun"))
    do(sc, "act:$src:0", player=0)
    resolve_cut(sc)
    assert stats(sc.state, src) == (4, 2, 4)
    assert src not in candidates(sc.state, {"type": "unit", "count": 1}, 1, sc.iid("gun"))
    assert check_card(me).status == "behaved"


_NEXT_DRAW = "（自軍帰還ステップ）〔１〕：このカードが戦闘エリアにいる場合、次のドローフェイズ開始時に、敵軍は〔１〕を支払う。"


def test_family_k5_next_draw_phase_prints_back() -> None:
    compiled, exact, blocker = round_trip(_NEXT_DRAW)
    assert compiled is not None and exact, blocker
    assert compiled.ability["effect"] == [{"do": "wait", "at": "next_draw",
                                           "steps": [{"do": "pay_by", "side": "enemy", "pay": {"any": 1}}]}]


@pytest.mark.parametrize("played", [True, False])
def test_p59_r260_a_waiting_effect_starts_at_the_next_draw_phase_after_the_turn_end(played: bool) -> None:
    """「次のドローフェイズ開始時に、敵軍は〔1〕を支払う」 made in the return step: it survives the turn end (P59
    「次のドローフェイズ～」) and the enemy rolls a G in the next turn's draw phase, after its reroll phase (R-260)."""
    from .helpers import pass_until

    sc = board([unit("ME", abilities=[_ab(_NEXT_DRAW)]), unit("E")],
               {"battle": {"space": [{"card": "ME", "id": "me"}]}, "gzone": ["ME"]},
               {"gzone": [{"card": "E", "id": "e1"}, {"card": "E", "id": "e2"}]}, point="return", g_played=True)
    s = sc.state
    if played:
        do(sc, "act:$me:0", player=0)
        resolve_cut(sc)
    turn = s.turn
    pass_until(sc, st.DRAW_FREE)
    assert s.turn == turn + 1 and s.point == st.DRAW_FREE
    assert sum(s.rolled[sc.iid(g)] for g in ("e1", "e2")) == (1 if played else 0)


_HANGAR_CHEAP = "『常駐』：このカードが戦闘エリアにいる場合、自軍ハンガーにある全てのコマンドは、ロールコスト－１してプレイできる。"
_BOTH = "（戦闘フェイズ）〔１〕：青のGサインを持つ自軍Gと、赤のGサインを持つ自軍Gがある場合、カード１枚を引く。"


@pytest.mark.parametrize("text", [_HANGAR_CHEAP, _BOTH])
def test_family_k5_conditions_print_back(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


@pytest.mark.parametrize(("where", "roll"), [("battle", 1), ("deploy", 2)])
def test_p55_p57_other_cards_cheaper_only_while_the_condition_of_the_text_holds(where: str, roll: int) -> None:
    """「このカードが戦闘エリアにいる場合、自軍ハンガーにある全てのコマンドは、ロールコスト-1してプレイできる」: the
    condition is the text's card's (P57), the change the commands' roll cost (P55)."""
    from engine.games.nexa.costs import card_cost

    cmd = {"number": "CMD", "name": {"ja": "CMD", "en": "CMD"}, "type": "command", "colours": ["blue"],
           "cost": {"total": 2, "roll": {"blue": 2}}, "gsign": {"colour": "blue", "series": "0079"},
           "abilities": [{**_ab("（常時）：カード１枚を引く。"), "kind": "play"}]}
    me: dict[str, Any] = {"card": "ME", "id": "me"}
    own: dict[str, Any] = {"hangar": [{"card": "CMD", "id": "cmd"}], "hand": [{"card": "CMD", "id": "held"}]}
    if where == "battle":
        own["battle"] = {"space": [me]}
    else:
        own["deploy"] = [me]
    sc = board([unit("ME", abilities=[_ab(_HANGAR_CHEAP)]), cmd], own, {}, point="attack", g_played=True)
    assert card_cost(sc.state, sc.iid("cmd"), 0)[1] == {"blue": roll}
    assert card_cost(sc.state, sc.iid("held"), 0)[1] == {"blue": 2}  # not in the hangar: not changed


@pytest.mark.parametrize(("colours", "usable"), [(("blue", "red"), True), (("blue", "blue"), False)])
def test_p57_both_presences_must_hold(colours: tuple[str, str], usable: bool) -> None:
    """「青のGサインを持つ自軍Gと、赤のGサインを持つ自軍Gがある場合」: a G of each colour (P57)."""
    gs = [unit(f"G{i}", colour=c) for i, c in enumerate(colours)]
    sc = board([unit("ME", abilities=[_ab(_BOTH)]), *gs],
               {"battle": {"space": [{"card": "ME", "id": "me"}]}, "gzone": ["G0", "G1", "G1"]}, {},
               point="attack", g_played=True)
    assert ("act:" + str(sc.iid("me")) + ":0" in sc.game.legal_tokens(sc.state)) == usable


_ENEMY_END = "『起動』：敵軍ターン終了時に、全ての自軍Gがロール状態の場合、自軍本国に１ダメージを与える。"


def test_family_k5_enemy_turn_end_prints_back() -> None:
    compiled, exact, blocker = round_trip(_ENEMY_END)
    assert compiled is not None and exact, blocker


@pytest.mark.parametrize(("rolled", "attacker", "lost"), [((True, True), 1, 1), ((True, False), 1, 0),
                                                          ((True, True), 0, 0)])
def test_p57_p59_at_the_end_of_an_enemy_turn_if_every_own_g_is_rolled(rolled: tuple[bool, bool], attacker: int,
                                                                      lost: int) -> None:
    """「敵軍ターン終了時に、全ての自軍Gがロール状態の場合、…」: heard at the end of the enemy's turn only (P59), and
    applied only when no own G is rerolled (P57)."""
    gs = [{"card": "G", "id": f"g{i}", "rolled": r} for i, r in enumerate(rolled)]
    sc = board([unit("ME", abilities=[_ab(_ENEMY_END)]), unit("G")],
               {"deploy": [{"card": "ME", "id": "me"}], "gzone": gs}, {}, point="return", attacker=attacker,
               g_played=True)
    s = sc.state
    home = len(s.place(0, st.HOME))
    turn = s.turn
    for _ in range(40):
        d = sc.game.decision(s, labels=False)
        if d is None or s.turn != turn or d.kind != "priority":
            break
        sc.game.apply(s, d.player, "pass")
    assert s.turn == turn + 1
    drawn = 1 if s.attacker == 0 and s.point > st.DRAW_RULE else 0
    assert home - len(s.place(0, st.HOME)) - drawn == lost


_EITHER = "（戦闘フェイズ）〔緑２/黒２〕：カード１枚を引く。"


@pytest.mark.parametrize("text", [_EITHER, "（常時）〔茶１／白１〕：このカードは、ターン終了時まで＋１／＋１／＋１を得る。"])
def test_family_k5_either_cost_prints_back(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_p44_a_cost_of_one_colour_or_the_other_rolls_the_colour_the_player_names() -> None:
    """〔緑2/黒2〕: the player names one alternative and rolls two Gs of it (P44); with one G of each colour the text
    cannot be used (P55: no play that cannot be paid)."""
    assert _ab(_EITHER)["cost"] == {"pay_either": [{"green": 2}, {"black": 2}]}
    cards = [unit("ME", abilities=[_ab(_EITHER)]), unit("G", colour="green"), unit("B", colour="black")]
    gs = [{"card": "G", "id": "g1"}, {"card": "G", "id": "g2"}, {"card": "B", "id": "b1"}, {"card": "B", "id": "b2"}]
    sc = board(cards, {"battle": {"space": [{"card": "ME", "id": "me"}]}, "gzone": gs}, {}, point="attack",
               g_played=True)
    hand = len(sc.state.place(0, st.HAND))
    do(sc, "act:$me:0", player=0)
    toks = sc.game.legal_tokens(sc.state)
    assert [t for t in toks if t.startswith("alt:")] == ["alt:0", "alt:1"]
    do(sc, "alt:1", player=0)  # black
    while any(t in sc.game.legal_tokens(sc.state) for t in ("pay:auto", "confirm")):
        do(sc, "pay:auto" if "pay:auto" in sc.game.legal_tokens(sc.state) else "confirm", player=0)
    resolve_cut(sc)
    s = sc.state
    assert [s.rolled[sc.iid(g)] for g in ("g1", "g2", "b1", "b2")] == [False, False, True, True]
    assert len(s.place(0, st.HAND)) == hand + 1
    one_each = [{"card": "G", "id": "g1"}, {"card": "B", "id": "b1"}]
    sc = board(cards, {"battle": {"space": [{"card": "ME", "id": "me"}]}, "gzone": one_each}, {}, point="attack",
               g_played=True)
    assert f"act:{sc.iid('me')}:0" not in sc.game.legal_tokens(sc.state)


_HAND_FULL = "『起動』：自軍ターン終了時に、自軍手札が４枚以上ある場合、敵軍本国に２ダメージを与える。"
_DEPLOY_GUARD = "『常駐』：このセットグループは、配備エリアにいる場合、敵軍コマンドの対象にならない。"


@pytest.mark.parametrize("text", [
    _HAND_FULL,
    _DEPLOY_GUARD,
    "『常駐』：このカードは、戦闘エリアにいる場合、敵軍効果の対象にならない。",
    "（戦闘フェイズ）：自軍手札が２枚以下の場合、カード１枚を引く。",
])
def test_family_k5_hand_and_area_states_print_back(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


@pytest.mark.parametrize(("held", "dealt"), [(4, 2), (3, 0)])
def test_p57_a_turn_end_text_reads_the_own_hand_size(held: int, dealt: int) -> None:
    """「自軍ターン終了時に、自軍手札が4枚以上ある場合、敵軍本国に2ダメージを与える」 (P57, P59)."""
    sc = board([unit("ME", abilities=[_ab(_HAND_FULL)]), unit("F")],
               {"deploy": [{"card": "ME", "id": "me"}], "hand": [{"card": "F"}] * held}, {}, point="return",
               g_played=True)
    s = sc.state
    home = len(s.place(1, st.HOME))
    turn = s.turn
    for _ in range(40):
        d = sc.game.decision(s, labels=False)
        if d is None or s.turn != turn or d.kind != "priority":
            break
        sc.game.apply(s, d.player, "pass")
    assert s.turn == turn + 1
    drawn = 1 if s.point > st.DRAW_RULE else 0  # the enemy's draw of its own turn
    assert home - len(s.place(1, st.HOME)) - drawn == dealt


@pytest.mark.parametrize(("where", "safe"), [("deploy", True), ("battle", False)])
def test_p56_p66_a_set_group_protected_from_enemy_commands_while_in_the_deploy_area(where: str, safe: bool) -> None:
    ch = {**_char("CH"), "abilities": [_ab(_DEPLOY_GUARD)]}
    u: dict[str, Any] = {"card": "U", "id": "u", "set": [{"card": "CH", "id": "ch"}]}
    own: dict[str, Any] = {"deploy": [u]} if where == "deploy" else {"battle": {"space": [u]}}
    cmd = {**_card("（常時）：ユニット１枚に１ダメージを与える。", "CMD", type_="command"), "colours": ["red"]}
    sc = board([unit("U"), ch, cmd], own, {"hand": [{"card": "CMD", "id": "cmd"}]}, point="attack", g_played=True)
    sel = {"type": "unit", "count": 1}
    assert (sc.iid("u") not in candidates(sc.state, sel, 1, sc.iid("cmd"))) == safe


_OTHER_CHAR_GONE = "『起動』：このカード以外のキャラが破壊された場合、カード１枚を引く。"


def test_family_k5_watched_destruction_prints_back() -> None:
    for text in (_OTHER_CHAR_GONE, "『起動』：「特徴：試作機」を持つ自軍ユニットが破壊された場合、ターン終了時に、このカードを敵軍ハンガーに移す。"):
        compiled, exact, blocker = round_trip(text)
        assert compiled is not None and exact, blocker


@pytest.mark.parametrize(("victim", "drawn"), [("ch", 1), ("host", 1), ("plain", 0)])
def test_p66_p68_another_character_destroyed_is_heard_alone_or_with_its_unit(victim: str, drawn: int) -> None:
    """「このカード以外のキャラが破壊された場合」: a character destroyed, by itself or with the unit it is set on
    (P66), is heard (P68); a unit without one is not."""
    kill = "（常時）〔０〕：キャラ１枚を破壊する。" if victim == "ch" else "（常時）〔０〕：ユニット１枚を破壊する。"
    sc = board([unit("ME", abilities=[_ab(_OTHER_CHAR_GONE)]), unit("K", abilities=[_ab(kill)]), unit("U"), _char("CH")],
               {"deploy": [{"card": "ME", "id": "me"}, {"card": "U", "id": "host", "set": [{"card": "CH", "id": "ch"}]},
                           {"card": "U", "id": "plain"}, {"card": "K", "id": "k"}]}, {})
    s = sc.state
    hand = len(s.place(0, st.HAND))
    do(sc, "act:$k:0", player=0)
    if f"t:{sc.iid(victim)}" in sc.game.legal_tokens(s):  # (the only character is chosen without asking)
        do(sc, f"t:${victim}", player=0)
    resolve_cut(sc)
    assert s.zone[sc.iid(victim)] == st.JUNK
    assert len(s.place(0, st.HAND)) - hand == drawn


_DISCARD_UPTO = "（戦闘フェイズ）〔１〕：敵軍は、自分の手札を２枚まで、可能な限り選んで廃棄する。"


@pytest.mark.parametrize(("held", "left"), [(3, 1), (1, 0), (0, 0)])
def test_p61_the_enemy_discards_up_to_n_as_many_as_it_can(held: int, left: int) -> None:
    """「敵軍は、自分の手札を2枚まで、可能な限り選んで廃棄する」: two when it has them, else all (P61, P63)."""
    compiled, exact, blocker = round_trip(_DISCARD_UPTO)
    assert compiled is not None and exact, blocker
    sc = board([unit("ME", abilities=[_ab(_DISCARD_UPTO)]), unit("F")],
               {"battle": {"space": [{"card": "ME", "id": "me"}]}, "gzone": ["F"]},
               {"hand": [{"card": "F"}] * held}, point="attack", g_played=True)
    do(sc, "act:$me:0", player=0)
    for _ in range(6):
        resolve_cut(sc)
        d = sc.game.decision(sc.state, labels=False)
        if d is not None and d.kind == "pick":
            toks = [t for t in d.tokens() if t.startswith("pick:") and t != "pick:done"]
            sc.game.apply(sc.state, d.player, toks[0] if toks else "pick:done")
    assert len(sc.state.place(1, st.HAND)) == left


_REROLL_TO = "『起動』：このカードが場に出た場合、リロール状態の自軍Gが３枚になるように、任意の枚数の自軍Gをリロールできる。"


def test_family_k5_reroll_to_prints_back() -> None:
    compiled, exact, blocker = round_trip(_REROLL_TO)
    assert compiled is not None and exact, blocker


@pytest.mark.parametrize(("rolled", "after"), [(4, 3), (1, 3), (0, 4)])
def test_p22_r261_own_gs_rerolled_until_n_are_rerolled(rolled: int, after: int) -> None:
    """「リロール状態の自軍Gが3枚になるように、任意の枚数の自軍Gをリロールできる」 with 5 Gs, `rolled` of them rolled,
    the unit played paying 1: the player picks rolled Gs until 3 are rerolled; with 3 or more rerolled nothing
    happens (R-261)."""
    sc = board([unit("ME", abilities=[_ab(_REROLL_TO)]), unit("G")],
               {"hand": [{"card": "ME", "id": "me"}],
                "gzone": [{"card": "G", "id": f"g{i}", "rolled": i < rolled} for i in range(5)]}, {}, g_played=True)
    s = sc.state
    do(sc, "play:$me", player=0)
    for _ in range(20):
        d = sc.game.decision(s, labels=False)
        if d is None or d.kind == "priority" and not (s.cut or s.cut_resolving or s.triggers):
            break
        toks = d.tokens()
        pick = next((t for t in toks if t in ("pay:auto", "yes", "confirm")), None) or next(
            (t for t in toks if t.startswith("pick:") and t != "pick:done"), None) or toks[0]
        sc.game.apply(s, d.player, pick)
    rerolled = sum(1 for i in range(5) if not s.rolled[sc.iid(f"g{i}")])
    assert rerolled == after


_DOWN_TO = "（攻撃ステップ）：全ての軍は、自分のユニットが１枚になるように、自分のユニットを、可能な限り選んで廃棄する。"


def test_p63_r262_every_player_discards_own_units_down_to_one_the_controller_first() -> None:
    """「全ての軍は、自分のユニットが1枚になるように、…選んで廃棄する」: the player of the effect picks first, then the
    other player; each keeps one unit of their choice (R-262)."""
    compiled, exact, blocker = round_trip(_DOWN_TO)
    assert compiled is not None and exact, blocker
    src = _card(_DOWN_TO, type_="command")
    sc = board([src, unit("U")], {"hand": [{"card": "SRC", "id": "src"}], "gzone": ["U"],
                                  "deploy": [{"card": "U", "id": f"a{i}"} for i in range(3)]},
               {"deploy": [{"card": "U", "id": f"b{i}"} for i in range(2)]}, point="attack", g_played=True)
    s = sc.state
    do(sc, "play:$src", player=0)
    asked = []
    for _ in range(20):
        resolve_cut(sc)
        d = sc.game.decision(s, labels=False)
        if d is None or d.kind != "pick":
            break
        asked.append(d.player)
        keep = {0: sc.iid("a0"), 1: sc.iid("b1")}[d.player]
        sc.game.apply(s, d.player, next(t for t in d.tokens() if t != f"pick:{keep}" and t != "pick:done"))
    assert asked == [0, 0, 1]
    assert [s.zone[sc.iid(x)] for x in ("a0", "a1", "a2", "b0", "b1")] == [st.DEPLOY, st.JUNK, st.JUNK, st.JUNK,
                                                                          st.DEPLOY]
