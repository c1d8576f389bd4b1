"""Issue 14, family R3: step results and looking. Each construct is compiled, printed back to the same text
and played in the engine. Every text here is original, written in the controlled style of card lists (never
official text).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from engine.games.nexa import state as st
from engine.games.nexa.scenario import Scenario
from engine.games.nexa.textc import compile_text, round_trip

from .helpers import ability_of as _ability
from .helpers import board, card, do, tokens, unit

_TOP_OR_BOTTOM = "（常時）：カード2枚を引く。その後、自軍手札1枚を選んで、持ち主の本国の上か下に移す。"
_OWN_BOTTOM = "（配備フェイズ）〔1〕：カード1枚を引く。その後、自軍手札1枚を選んで自軍本国の下に移す。"
_HAND_TO_G = "（自軍ターン）〔1〕：自軍手札1枚を、ロール状態で自軍Gにする。その場合、敵軍ユニット1枚に2ダメージを与える。"
_CHOSEN_G = "（配備フェイズ）〔R〕：自軍G1枚を自軍ハンガーに移す。その場合、自軍手札1枚を選んで、リロール状態で自軍Gにできる。"
_ENEMY_HANGAR = "（戦闘フェイズ）：敵軍ハンガーにあるカード1枚を選んで廃棄する。"
_HANGAR_THEN = ("（戦闘フェイズ）：自軍手札、または自軍ハンガーにある、「特徴：試作機」を持つカード1枚を選んで廃棄する。"
                "その場合、戦闘エリアにいる敵軍ユニット1枚を破壊する。")
_RANDOM_G = "（敵軍ドローフェイズ）〔黒1〕：敵軍手札1枚を無作為に敵軍Gにする。"
_CHOSEN_ROLL = "（防御ステップ）：敵軍ユニット2枚を選んでロールする。"

TEXTS = [_TOP_OR_BOTTOM, _OWN_BOTTOM, _HAND_TO_G, _CHOSEN_G, _ENEMY_HANGAR, _HANGAR_THEN, _RANDOM_G, _CHOSEN_ROLL,
         "『起動』：このカードが場に出た場合、カード1枚を引く。その後、自軍手札1枚を持ち主の本国の上に移す。",
         "（自軍ターン）：自軍ジャンクヤードにある、3以下の合計国力を持つユニット1枚を選んで、自軍配備エリアにロール状態で出す。",
         "『起動』：このカードが場に出た場合、G以外の敵軍カード1枚を選んで破壊する。",
         "『起動』：このカードがプレイされて場に出た場合、自軍手札1枚を選んで廃棄できる。その場合、カード2枚を引く。"]


@pytest.mark.parametrize("text", TEXTS)
def test_family_r3_constructs_print_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_p56_cards_said_with_senande_are_chosen_on_resolution_and_hand_cards_without_on_play() -> None:
    """Rulebook p.56 and the 「選んで」 note: a 「…を選んで…」 text picks its cards as it resolves; a
    target in the own hand without 選んで is declared on play."""
    chosen = compile_text(_OWN_BOTTOM).ability
    assert chosen["targets"]["t1"] == {"side": "own", "zone": "hand", "count": 1, "choose": "resolution"}
    declared = compile_text(_HAND_TO_G).ability
    assert "choose" not in declared["targets"]["t1"]
    assert declared["effect"][0] == {"do": "cardr3_place", "target": "t1", "to": "gzone", "rolled": True}


def test_enemy_hands_are_not_chosen_by_this_wording() -> None:
    compiled, exact, blocker = round_trip("（常時）：敵軍手札1枚を選んで、持ち主の本国の下に移す。")
    assert compiled is None and blocker == "choosing from the enemy's hand"


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


def test_p62_a_card_chosen_from_the_hand_goes_to_the_top_or_the_bottom_of_its_owners_home() -> None:
    """Rulebook p.62 (moving cards): 「持ち主の本国の上か下に移す」 — the player picks the card after
    drawing (選んで), then says top or bottom; here the bottom."""
    cmd = _command("ORDER", _TOP_OR_BOTTOM)
    sc = board([unit("GM"), cmd, unit("ZAKU")],
               {"hand": [{"card": "ORDER", "id": "o"}, {"card": "ZAKU", "id": "z"}], "gzone": ["GM"] * 3,
                "home": ["GM"] * 6}, {}, point="deploy")
    zaku = sc.iid("z")
    do(sc, "play:$o", player=0)
    _answer(sc, lambda toks: f"pick:{zaku}" if f"pick:{zaku}" in toks else ("opt:1" if "opt:1" in toks else None))
    home = sc.state.place(0, st.HOME)
    assert sc.state.zone[zaku] == st.HOME and home[0] == zaku  # the bottom of the home
    assert len(sc.state.place(0, st.HAND)) == 2  # two drawn, one put back


def test_p53_a_hand_card_becomes_a_g_in_the_roll_state_the_text_says() -> None:
    """Rulebook p.53 (Gにする): the hand card declared on play becomes the player's G, rolled as printed;
    その場合 (p.77): then the damage is dealt."""
    me = unit("SCOUT", (1, 1, 3), abilities=[_ability(_HAND_TO_G)])
    sc = board([me, unit("GM"), unit("FOE", (1, 1, 2))],
               {"battle": {"space": [{"card": "SCOUT", "id": "s"}]}, "gzone": ["GM"] * 3,
                "hand": [{"card": "GM", "id": "g"}]},
               {"deploy": [{"card": "FOE", "id": "f"}]}, point="deploy")
    gm, foe = sc.iid("g"), sc.iid("f")
    do(sc, "act:$s:0", player=0)
    _answer(sc, lambda toks: next((t for t in toks if t.endswith(f":{gm}") or t.endswith(f":{foe}")), None))
    assert sc.state.zone[gm] == st.GZONE and sc.state.is_g[gm] and sc.state.rolled[gm]
    assert sc.state.zone[foe] == st.JUNK or sc.state.destroyed[foe]


def test_a_card_of_the_enemys_hangar_is_chosen_on_resolution_and_discarded() -> None:
    """「選んで廃棄する」 of a card in the enemy's hangar (p.62: the hangar is open; 選んで: on resolution)."""
    cmd = _command("ORDER", _ENEMY_HANGAR)
    sc = board([unit("GM"), cmd],
               {"hand": [{"card": "ORDER", "id": "o"}], "gzone": ["GM"] * 3,
                "battle": {"space": [{"card": "GM"}]}},
               {"hangar": [{"card": "GM", "id": "h"}], "battle": {"space": [{"card": "GM"}]}}, point="attack")
    held = sc.iid("h")
    do(sc, "play:$o", player=0)
    _answer(sc, lambda toks: f"pick:{held}" if f"pick:{held}" in toks else None)
    assert sc.state.zone[held] == st.JUNK


def test_r130_sonobaai_after_a_senande_step_is_checked_once_the_card_is_chosen() -> None:
    """Ruling R-130 (p.77 その場合, p.56 選んで): the card to discard is chosen on resolution, so the check
    that every part can apply is made once it is chosen; the enemy unit is then destroyed."""
    cmd = _command("ORDER", _HANGAR_THEN)
    proto = unit("PROTO", traits=["試作機"])
    sc = board([unit("GM"), cmd, proto, unit("FOE")],
               {"hand": [{"card": "ORDER", "id": "o"}], "gzone": ["GM"] * 3,
                "hangar": [{"card": "PROTO", "id": "p"}], "battle": {"space": [{"card": "GM"}]}},
               {"battle": {"space": [{"card": "FOE", "id": "f"}]}}, point="attack")
    proto_id, foe = sc.iid("p"), sc.iid("f")
    do(sc, "play:$o", player=0)
    _answer(sc, lambda toks: next((t for t in toks if t.endswith(f":{proto_id}") or t.endswith(f":{foe}")), None))
    assert sc.state.zone[proto_id] == st.JUNK
    assert sc.state.zone[foe] == st.JUNK


def test_p62_a_random_card_of_the_enemys_hand_becomes_their_g() -> None:
    """無作為に (p.62): one card of the enemy's hand, picked at random, becomes the enemy's G (rerolled)."""
    text = "（自軍ターン）〔1〕：敵軍手札1枚を無作為に敵軍Gにする。"
    assert round_trip(text)[1]
    me = unit("SCOUT", (1, 1, 3), abilities=[_ability(text)])
    sc = board([me, unit("GM")],
               {"battle": {"space": [{"card": "SCOUT", "id": "s"}]}, "gzone": ["GM"] * 3},
               {"hand": ["GM", "GM", "GM"], "gzone": ["GM"] * 2}, point="deploy")
    hand = list(sc.state.place(1, st.HAND))
    gs = len(sc.state.place(1, st.GZONE))
    do(sc, "act:$s:0", player=0)
    _answer(sc, lambda toks: None)
    assert len(sc.state.place(1, st.HAND)) == len(hand) - 1
    made = [c for c in sc.state.place(1, st.GZONE) if c in hand]
    assert len(made) == 1 and len(sc.state.place(1, st.GZONE)) == gs + 1 and not sc.state.rolled[made[0]]


def test_r131_a_card_chosen_after_sonogo_is_picked_among_the_cards_drawn_before() -> None:
    """Ruling R-131 (p.56 選んで, p.77 その後): 「カード2枚を引く。その後、自軍手札1枚を選んで…」 picks the hand
    card when that step comes, so the cards just drawn are among those offered; a drawn card goes back."""
    cmd = _command("ORDER", _OWN_BOTTOM.replace("（配備フェイズ）〔1〕", "（常時）"))
    sc = board([unit("GM"), cmd, unit("ZAKU")],
               {"hand": [{"card": "ORDER", "id": "o"}, {"card": "ZAKU", "id": "z"}], "gzone": ["GM"] * 3,
                "home": ["GM"] * 6}, {}, point="deploy")
    top = sc.state.place(0, st.HOME)[-1]  # the card the draw takes
    offered: list[str] = []

    def pick(toks: list[str]) -> str | None:
        offered.extend(toks)
        return f"pick:{top}" if f"pick:{top}" in toks else None

    do(sc, "play:$o", player=0)
    _answer(sc, pick)
    assert f"pick:{top}" in offered
    assert sc.state.place(0, st.HOME)[0] == top  # the drawn card, at the bottom of the home


@pytest.mark.parametrize("text", [_TOP_OR_BOTTOM, _OWN_BOTTOM, _HAND_TO_G, _CHOSEN_G, _ENEMY_HANGAR, _RANDOM_G])
def test_behaviour_check_compares_family_r3_steps(text: str) -> None:
    from engine.games.nexa.behave import check_card
    from engine.games.nexa.importer import import_records

    ctype = "command" if text.startswith("（常時）") or text == _ENEMY_HANGAR else "unit"
    base = card("R3-001", "command") if ctype == "command" else unit("R3-001")
    item = import_records({"cards": [{**base, "text": {"ja": text, "en": ""}}]})[0]
    assert item.card is not None, item.blockers
    verdict = check_card(item.card)
    assert verdict.status == "behaved", verdict.detail


FOLDED = [
    ("『起動』：このカードが廃棄された場合、カード1枚を引く。", "to_junkyard"),  # 廃棄された / 廃棄される
    ("『起動』：このカードが場にセットされた場合、自軍本国を2回復する。", "enters_field"),  # a character set enters (P66)
    ("『起動』：このカードがプレイされて場にセットされた場合、カード1枚を引く。", "played"),
]


@pytest.mark.parametrize(("text", "event"), FOLDED)
def test_synonymous_trigger_wordings_compile_to_the_same_event_and_print_back(text: str, event: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert compiled.ability["on"] == event


def test_either_trait_said_with_mataha_is_one_of_the_traits() -> None:
    """「「特徴：A」または「特徴：B」を持つ」 says what 「「特徴：A」「特徴：B」を持つ」 says (either, P65)."""
    text = "（自軍攻撃ステップ）：「特徴：試作機」または「特徴：量産機」を持つ自軍ユニット1枚をリロールする。"
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert compiled.ability["targets"]["t1"]["traits_any"] == ["試作機", "量産機"]


_NO_PILOT = "（自軍ターン）〔1〕：このカードにキャラがセットされていない場合、カード1枚を引く。"


@pytest.mark.parametrize("with_pilot", [False, True])
def test_p66_a_text_of_a_unit_without_a_character_set_on_it(with_pilot: bool) -> None:
    """「このカードにキャラがセットされていない場合」 (P66): the text works only while no character is set on it."""
    assert round_trip(_NO_PILOT)[1]
    me = unit("SCOUT", (1, 1, 3), abilities=[_ability(_NO_PILOT)])
    pilot = card("PILOT", "character", stats=[1, 1, 1])
    here: dict[str, Any] = {"card": "SCOUT", "id": "s"}
    if with_pilot:
        here["set"] = [{"card": "PILOT"}]
    sc = board([me, unit("GM"), pilot], {"deploy": [here], "gzone": ["GM"] * 3}, {}, point="deploy")
    hand = len(sc.state.place(0, st.HAND))
    if f"act:{sc.iid('s')}:0" in tokens(sc):
        do(sc, "act:$s:0", player=0)
        _answer(sc, lambda toks: None)
    assert len(sc.state.place(0, st.HAND)) == hand + (0 if with_pilot else 1)


_LOOK_SET = ("『起動』：このカードが場にセットされた場合、自軍本国のカードを全て見て、その中にある「特徴：試作機」を持つユニット1枚を、"
             "自軍配備エリアにリロール状態で出し、このカードをセットできる。その後、自軍本国をシャッフルする。")
_HAND_SET = "（自軍配備フェイズ）〔1〕：自軍手札にある「特徴：試作機」を持つユニット1枚を選んで、自軍配備エリアにロール状態で出し、このカードをセットする。"


@pytest.mark.parametrize("text", [_LOOK_SET, _HAND_SET])
def test_put_in_then_this_card_set_on_it_prints_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_p66_a_unit_chosen_in_the_hand_comes_in_and_this_character_is_set_on_it() -> None:
    """P66 (set cards): 「…を選んで、自軍配備エリアにロール状態で出し、このカードをセットする」 — the unit comes in
    rolled, then this character leaves its old unit and is set on the new one."""
    pilot = card("PILOT", "character", stats=[1, 1, 1], abilities=[_ability(_HAND_SET)])
    proto = unit("PROTO", traits=["試作機"])
    sc = board([unit("GM"), pilot, proto],
               {"deploy": [{"card": "GM", "id": "old", "set": [{"card": "PILOT", "id": "p"}]}], "gzone": ["GM"] * 3,
                "hand": [{"card": "PROTO", "id": "new"}]}, {}, point="deploy")
    me, new = sc.iid("p"), sc.iid("new")
    do(sc, "act:$p:0", player=0)
    _answer(sc, lambda toks: f"pick:{new}" if f"pick:{new}" in toks else None)
    assert sc.state.zone[new] == st.DEPLOY and sc.state.rolled[new]
    assert sc.state.zone[me] == st.SET and sc.state.set_to[me] == new


@pytest.mark.parametrize("text", [_LOOK_SET, _HAND_SET])
def test_behaviour_check_compares_put_in_then_set(text: str) -> None:
    from engine.games.nexa.behave import check_card
    from engine.games.nexa.importer import import_records

    base = card("R3-002", "character", stats=[1, 1, 1], traits=["試作機"])
    item = import_records({"cards": [{**base, "text": {"ja": "ステイ\n" + text, "en": ""}}]})[0]
    assert item.card is not None, item.blockers
    verdict = check_card(item.card)
    assert verdict.status == "behaved", verdict.detail


_DAMAGE_KILLS = "（戦闘フェイズ）：敵軍ユニット1枚に3ダメージを与える。この効果でユニットを破壊した場合、カード1枚を引く。"


@pytest.mark.parametrize(("defence", "drawn"), [(2, 1), (5, 0)])
def test_r132_a_unit_destroyed_by_the_damage_of_the_step_before_is_destroyed_by_this_effect(
        defence: int, drawn: int) -> None:
    """Ruling R-132 (P39: damage reaching the defence destroys the unit): 「…に3ダメージを与える。この効果でユニットを
    破壊した場合、…」 — the unit its damage destroyed counts; one that survives does not."""
    assert round_trip(_DAMAGE_KILLS)[1]
    cmd = _command("ORDER", _DAMAGE_KILLS)
    sc = board([unit("GM"), cmd, unit("FOE", (1, 1, defence))],
               {"hand": [{"card": "ORDER", "id": "o"}], "gzone": ["GM"] * 3, "battle": {"space": [{"card": "GM"}]}},
               {"battle": {"space": [{"card": "FOE", "id": "f"}]}}, point="attack")
    foe = sc.iid("f")
    hand = len(sc.state.place(0, st.HAND))
    do(sc, "play:$o", player=0)
    _answer(sc, lambda toks: next((t for t in toks if t.endswith(f":{foe}")), None))
    assert (sc.state.zone[foe] == st.JUNK) == (defence <= 3)
    assert len(sc.state.place(0, st.HAND)) == hand - 1 + drawn


def test_a_set_on_trigger_with_the_battle_area_qualifier() -> None:
    """「このカードが戦闘エリアにいる自軍ユニットにセットされた場合」 (P66): heard when set on such a host."""
    text = "『起動』：このカードが戦闘エリアにいる自軍ユニットにセットされた場合、カード1枚を引く。"
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert compiled.ability["condition"] == {"exists": {"host": True, "zone": "battle", "side": "own", "type": "unit"}}


SIDE_TEXTS = ["『起動』：このカードが出撃した場合、敵軍は、自分のG1枚をリロールできる。",
              "『起動』：このカードが交戦中となった場合、敵軍は、自分のカード1～2枚をリロールできる。",
              "（自軍ターン）〔1〕：敵軍は、戦闘エリアにいる自分のカード1枚を廃棄する。",
              "『起動』：このカードが場に出た場合、ターン終了時に、青のGサインを持つ自軍G1枚を選んでリロールできる。",
              "『起動』：このカードが場に出た場合、敵軍手札1枚を無作為に廃棄できる。"]


@pytest.mark.parametrize("text", SIDE_TEXTS)
def test_side_does_and_may_steps_print_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


@pytest.mark.parametrize("declines", [False, True])
def test_r133_the_enemy_picks_its_own_g_to_reroll_and_may_pick_none(declines: bool) -> None:
    """Ruling R-133 (P56, P63): 「敵軍は、自分のG1枚をリロールできる」 — the enemy's player decides and picks, on
    resolution, among their own rolled Gs (no targets); picking none declines."""
    text = "（自軍ターン）〔1〕：敵軍は、自分のG1枚をリロールできる。"
    me = unit("SCOUT", (1, 1, 3), abilities=[_ability(text)])
    sc = board([me, unit("GM")], {"battle": {"space": [{"card": "SCOUT", "id": "s"}]}, "gzone": ["GM"] * 3},
               {"gzone": [{"card": "GM", "rolled": True, "id": "g"}, {"card": "GM", "rolled": True}]}, point="deploy")
    g = sc.iid("g")
    do(sc, "act:$s:0", player=0)
    asked: list[int] = []
    for _ in range(30):
        d = sc.game.decision(sc.state, labels=False)
        if d is None:
            break
        toks = tokens(sc)
        if d.kind == "priority":
            if not (sc.state.cut or sc.state.cut_resolving):
                break
            do(sc, "pass", player=d.player)
            continue
        asked.append(d.player)
        pick = "pick:done" if declines and "pick:done" in toks else f"pick:{g}" if f"pick:{g}" in toks else toks[0]
        do(sc, pick, player=d.player)
    assert asked and set(asked) == {1}  # the enemy's player answers
    assert sc.state.rolled[g] == declines


def test_a_random_discard_the_player_may_decline() -> None:
    text = "（自軍ターン）〔1〕：敵軍手札1枚を無作為に廃棄できる。"
    me = unit("SCOUT", (1, 1, 3), abilities=[_ability(text)])
    sc = board([me, unit("GM")], {"battle": {"space": [{"card": "SCOUT", "id": "s"}]}, "gzone": ["GM"] * 3},
               {"hand": ["GM", "GM"]}, point="deploy")
    do(sc, "act:$s:0", player=0)
    _answer(sc, lambda toks: "no" if "no" in toks else None)
    assert len(sc.state.place(1, st.HAND)) == 2


def test_a_card_put_in_without_a_roll_state_comes_in_rerolled() -> None:
    """Rulebook 「場に出る」 (特に指定がない限り…自軍配備エリアにリロール状態で出ます): 「…を自軍配備エリアに出す」 and
    「…を配備エリアに…出す」 say the full wording; they compile to the rerolled entry and print back the same."""
    text = ("『起動』：このカードが破壊された場合、自軍本国のカードを全て見て、その中にある「特徴：試作機」を持つユニット1枚を、"
            "自軍配備エリアに出す事ができる。その後、自軍本国をシャッフルする。")
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    look = compiled.ability["effect"][0]["steps"][0]
    assert (look["to"], look["rolled"]) == ("deploy", False)
    other = "（常時）：自軍本国の上のカード1～3枚を見て、その中にあるユニット1枚を配備エリアにロール状態で出す事ができる。"
    assert round_trip(other)[1]


_SET_UNIT = "（戦闘フェイズ）〔1〕：自軍手札にあるキャラ1枚を選んで、自軍ユニット1枚にセットする。その場合、カード1枚を引く。"


def test_p66_a_character_chosen_in_the_hand_is_set_on_an_own_unit_the_player_picks() -> None:
    """P66: the character chosen on resolution is set on the own unit the player picks; その場合: then a draw."""
    assert round_trip(_SET_UNIT)[1]
    me = unit("SCOUT", (1, 1, 3), abilities=[_ability(_SET_UNIT)])
    pilot = card("PILOT", "character", stats=[1, 1, 1])
    sc = board([me, unit("GM"), pilot],
               {"battle": {"space": [{"card": "SCOUT", "id": "s"}]}, "deploy": [{"card": "GM", "id": "u"}],
                "gzone": ["GM"] * 3, "hand": [{"card": "PILOT", "id": "p"}]}, {}, point="attack")
    p, u = sc.iid("p"), sc.iid("u")
    hand = len(sc.state.place(0, st.HAND))
    do(sc, "act:$s:0", player=0)
    _answer(sc, lambda toks: next((t for t in toks if t in (f"pick:{p}", f"pick:{u}")), None))
    assert sc.state.zone[p] == st.SET and sc.state.set_to[p] == u
    assert len(sc.state.place(0, st.HAND)) == hand  # the character left, a card was drawn


_LOOK_MAY = "（自軍ターン）〔1〕：自軍本国の上のカード1枚を見て、そのカードを廃棄できる。"


@pytest.mark.parametrize("answer", ["yes", "no"])
def test_p61_the_top_card_looked_at_may_be_discarded(answer: str) -> None:
    """P61 (looking at a home's top, privately) and P62 (廃棄): 「…を見て、そのカードを廃棄できる」 — the card seen
    goes to the junkyard if the player says so, else it stays on top."""
    assert round_trip(_LOOK_MAY)[1]
    me = unit("SCOUT", (1, 1, 3), abilities=[_ability(_LOOK_MAY)])
    sc = board([me, unit("GM")], {"battle": {"space": [{"card": "SCOUT", "id": "s"}]}, "gzone": ["GM"] * 3,
                                  "home": ["GM"] * 5}, {}, point="deploy")
    top = sc.state.place(0, st.HOME)[-1]
    do(sc, "act:$s:0", player=0)
    _answer(sc, lambda toks: answer if answer in toks else None)
    assert (sc.state.zone[top] == st.JUNK) == (answer == "yes")
    assert (sc.state.place(0, st.HOME)[-1] == top) == (answer == "no")


def test_behaviour_check_compares_the_look_then_discard() -> None:
    from engine.games.nexa.behave import check_card
    from engine.games.nexa.importer import import_records

    item = import_records({"cards": [{**unit("R3-003"), "text": {"ja": _LOOK_MAY, "en": ""}}]})[0]
    assert item.card is not None, item.blockers
    verdict = check_card(item.card)
    assert verdict.status == "behaved", verdict.detail


def test_p53_the_top_card_made_a_g_without_a_roll_state_is_rerolled() -> None:
    """P53 (Gにする) with the rulebook's 「場に出る」 default: 「自軍本国の上のカード1枚を自軍Gにする」 says the
    rerolled wording; it compiles to the top card made a rerolled G and prints back the same."""
    text = "（常時）：自軍G1枚を廃棄する。その場合、自軍本国の上のカード1枚を自軍Gにする。"
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    step = compiled.ability["effect"][1]
    assert (step["do"], step["to"], step["rolled"]) == ("take_top", "gzone", False)


_ALL_BOUNCE = "（自軍帰還ステップ）：全ての軍は、自分のG1枚を持ち主の手札に移す。"
_ALL_DESTROY = "（攻撃ステップ）：全ての軍は、自分のユニット1枚を選んで破壊する。"


@pytest.mark.parametrize("text", [_ALL_BOUNCE, _ALL_DESTROY])
def test_every_player_does_it_prints_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_r80_r133_every_player_picks_one_of_their_own_gs_the_controller_first() -> None:
    """R-80 (全ての軍: the effect's controller first, then the other) and R-133 (each picks their own cards):
    「全ての軍は、自分のG1枚を持ち主の手札に移す」 — each player returns one of their own Gs to the hand."""
    text = "（自軍ターン）〔1〕：全ての軍は、自分のG1枚を持ち主の手札に移す。"
    me = unit("SCOUT", (1, 1, 3), abilities=[_ability(text)])
    sc = board([me, unit("GM")], {"battle": {"space": [{"card": "SCOUT", "id": "s"}]}, "gzone": ["GM"] * 4},
               {"gzone": ["GM"] * 3}, point="deploy")
    gs = [len(sc.state.place(p, st.GZONE)) for p in (0, 1)]
    hands = [len(sc.state.place(p, st.HAND)) for p in (0, 1)]
    do(sc, "act:$s:0", player=0)
    order: list[int] = []
    for _ in range(30):
        d = sc.game.decision(sc.state, labels=False)
        if d is None:
            break
        if d.kind == "priority":
            if not (sc.state.cut or sc.state.cut_resolving):
                break
            do(sc, "pass", player=d.player)
            continue
        order.append(d.player)
        do(sc, tokens(sc)[0], player=d.player)
    assert order[-2:] == [0, 1]  # the controller picks first
    assert [len(sc.state.place(p, st.GZONE)) for p in (0, 1)] == [gs[0] - 1, gs[1] - 1]
    assert [len(sc.state.place(p, st.HAND)) for p in (0, 1)] == [hands[0] + 1, hands[1] + 1]


def test_a_sides_act_at_the_turns_end_said_in_either_word_order() -> None:
    """「敵軍は、ターン終了時に、自分の手札1枚を選んで廃棄する」 says 「ターン終了時に、敵軍は、自分の手札…」: the
    same step waiting for the turn's end (word order only)."""
    text = "『起動』：このカードが場に出た場合、敵軍は、ターン終了時に、自分の手札1枚を選んで廃棄する。"
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    step = compiled.ability["effect"][0]
    assert step["do"] == "at_turn_end" and step["steps"][0]["do"] == "discard_hand"
    assert step["steps"][0]["side"] == "enemy"


_JUNK_SET = ("（自軍攻撃ステップ）〔2〕：自軍手札1枚を選んで廃棄する。その場合、自軍ジャンクヤードにある、「特徴：試作機」を持つ"
             "ユニット1枚を自軍配備エリアにリロール状態で出し、このカードをセットする。")
_ENEMY_HANGAR_MOVE = "（自軍ターン）〔1〕：3以下の合計国力を持つ敵軍ユニット1枚を敵軍ハンガーに移す。"


@pytest.mark.parametrize("text", [_JUNK_SET, _ENEMY_HANGAR_MOVE])
def test_declared_target_put_in_then_set_and_to_the_enemy_hangar_print_back(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_p66_a_junkyard_unit_declared_on_play_comes_in_and_this_character_is_set_on_it() -> None:
    """P66 with その場合 (P77): the hand card is discarded, then the junkyard unit (declared on play) comes in
    rerolled and this character is set on it."""
    pilot = card("PILOT", "character", stats=[1, 1, 1], keywords=["stay"], abilities=[_ability(_JUNK_SET)])
    sc = board([unit("GM"), pilot, unit("PROTO", traits=["試作機"])],
               {"deploy": [{"card": "PILOT", "id": "p"}], "gzone": ["GM"] * 3, "hand": [{"card": "GM", "id": "h"}],
                "junkyard": [{"card": "PROTO", "id": "j"}]}, {}, point="attack")
    me, junk, held = sc.iid("p"), sc.iid("j"), sc.iid("h")
    do(sc, "act:$p:0", player=0)
    _answer(sc, lambda toks: next((t for t in toks if t.endswith(f":{junk}") or t.endswith(f":{held}")), None))
    assert sc.state.zone[held] == st.JUNK
    assert sc.state.zone[junk] == st.DEPLOY and not sc.state.rolled[junk]
    assert sc.state.zone[me] == st.SET and sc.state.set_to[me] == junk


def test_p62_an_enemy_unit_goes_to_the_enemys_hangar() -> None:
    me = unit("SCOUT", (1, 1, 3), abilities=[_ability(_ENEMY_HANGAR_MOVE)])
    sc = board([me, unit("GM")], {"battle": {"space": [{"card": "SCOUT", "id": "s"}]}, "gzone": ["GM"] * 3},
               {"deploy": [{"card": "GM", "id": "f"}]}, point="deploy")
    foe = sc.iid("f")
    do(sc, "act:$s:0", player=0)
    _answer(sc, lambda toks: next((t for t in toks if t.endswith(f":{foe}")), None))
    assert sc.state.zone[foe] == st.HANGAR and foe in sc.state.place(1, st.HANGAR)


_SWAP = "（自軍ターン）〔0〕：自軍手札1枚を選んで、自軍本国の上のカード1枚と入れ換える。"


def test_p62_a_chosen_hand_card_and_the_homes_top_card_change_places() -> None:
    """「自軍手札1枚を選んで、自軍本国の上のカード1枚と入れ替える（入れ換える）」: the top card of the home comes to
    the hand, the chosen hand card goes on top of the home."""
    assert round_trip(_SWAP)[1]
    me = unit("SCOUT", (1, 1, 3), abilities=[_ability(_SWAP)])
    sc = board([me, unit("GM"), unit("ZAKU")],
               {"battle": {"space": [{"card": "SCOUT", "id": "s"}]}, "gzone": ["GM"] * 3,
                "hand": [{"card": "ZAKU", "id": "z"}, "GM"], "home": ["GM"] * 5}, {}, point="deploy")
    zaku = sc.iid("z")
    top = sc.state.place(0, st.HOME)[-1]
    do(sc, "act:$s:0", player=0)
    _answer(sc, lambda toks: f"pick:{zaku}" if f"pick:{zaku}" in toks else None)
    assert sc.state.place(0, st.HOME)[-1] == zaku and sc.state.zone[top] == st.HAND
    assert len(sc.state.place(0, st.HAND)) == 2


def test_behaviour_check_compares_the_swap() -> None:
    from engine.games.nexa.behave import check_card
    from engine.games.nexa.importer import import_records

    item = import_records({"cards": [{**unit("R3-004"), "text": {"ja": _SWAP, "en": ""}}]})[0]
    assert item.card is not None, item.blockers
    verdict = check_card(item.card)
    assert verdict.status == "behaved", verdict.detail
