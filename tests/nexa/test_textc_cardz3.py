"""Issue 14, family Z3: zones, moving and leaving play. Each construct is compiled, printed back to the
same text and played in the engine. Every text here is original, written in the controlled style of card
lists (never official text).
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.games.nexa import state as st
from engine.games.nexa.scenario import Scenario
from engine.games.nexa.textc import round_trip

from .helpers import ability_of as _ability
from .helpers import board, do, resolve_cut, tokens, unit


def _board(text: str, enemy: list[str], own: list[str] | None = None, point: str = "attack") -> Scenario:
    """This card (s) in the own space area with the own units `own` beside it; enemy units `enemy` in theirs."""
    me = unit("SCOUT", (1, 1, 3), abilities=[_ability(text)])
    names = sorted(set(enemy) | set(own or []))
    return board([me, *(unit(n) for n in names)],
                 {"battle": {"space": [{"card": "SCOUT", "id": "s"}, *({"card": n, "id": n.lower()} for n in own or [])]},
                  "gzone": ["SCOUT"] * 4},
                 {"battle": {"space": [{"card": n, "id": n.lower()} for n in enemy]}}, point=point, g_played=True)


def _answer_all(sc: Scenario, pick: Any) -> None:
    """Resolve the text, answering each question of the effect with `pick(tokens)`."""
    for _ in range(20):
        toks = tokens(sc)
        if sc.state.cut and "pass" in toks:
            resolve_cut(sc)
        elif sc.state.resolving is not None and toks:
            do(sc, pick(toks), player=0)
        else:
            return


def _behaves(text: str) -> None:
    from engine.games.nexa.behave import check_card
    from engine.games.nexa.importer import import_records

    item = import_records({"cards": [{**unit("S-001"), "text": {"ja": text, "en": ""}}]})[0]
    assert item.card is not None, item.blockers
    verdict = check_card(item.card)
    assert verdict.status == "behaved", verdict.detail


# ---- 「敵軍本国、または敵軍ユニット1枚にNダメージを与える」 (R-170) ------------------------------------------

HOME_OR_TEXTS = [
    "（常時）〔1〕：敵軍本国、または敵軍ユニット1枚に2ダメージを与える。",
    "『起動』：このカードが場に出た場合、敵軍本国、または戦闘エリアにいる敵軍ユニット1枚に1ダメージを与える。",
    "（自軍ダメージ判定ステップ）〔赤2〕：敵軍本国、または、このカードと交戦中の全ての敵軍ユニットに3ダメージを与える。",
    "（戦闘フェイズ）：敵軍本国、または敵軍ユニット1枚に1ダメージを与える。その場合、ターン終了時に、カード1枚を引く。",
]


@pytest.mark.parametrize("text", HOME_OR_TEXTS)
def test_the_home_or_a_unit_prints_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    choice = next(s for s in compiled.ability["effect"] if s["do"] == "choose_one")
    assert choice["wording"] == "home_or"
    assert choice["options"][0]["steps"][0]["do"] == "home_damage"


_HOME_OR = "（常時）：敵軍本国、または敵軍ユニット1枚に2ダメージを与える。"


def _declare(sc: Scenario, *picks: str) -> list[list[str]]:
    """Play this card's text with `picks` where asked; the tokens seen at each step of the declaration."""
    seen = []
    do(sc, "act:$s:0", player=0)
    for pick in picks:
        seen.append(tokens(sc))
        if sc.token(pick) in tokens(sc):
            do(sc, pick, player=0)
    seen.append(tokens(sc))
    resolve_cut(sc)
    return seen


def test_p56_r170_the_home_chosen_on_play_declares_no_unit() -> None:
    """Mode 0 (the home): no unit is declared; two cards of the enemy home go to its junkyard (P38)."""
    sc = _board(_HOME_OR, ["FOE"])
    home = len(sc.state.place(1, st.HOME))
    seen = _declare(sc, "mode:0")
    assert seen[0][:2] == ["mode:0", "mode:1"]
    assert not any(t.startswith("t:") for t in seen[1])  # no target asked in the home's mode
    assert len(sc.state.place(1, st.HOME)) == home - 2
    assert sc.state.damage[sc.iid("foe")] == 0


def test_p56_r170_a_unit_chosen_on_play_takes_the_damage_and_the_home_none() -> None:
    sc = _board(_HOME_OR.replace("2ダメージ", "1ダメージ"), ["FOE"])
    home = len(sc.state.place(1, st.HOME))
    _declare(sc, "mode:1", "t:$foe")
    assert sc.state.damage[sc.iid("foe")] == 1
    assert len(sc.state.place(1, st.HOME)) == home


def test_p55_r170_without_an_enemy_unit_only_the_home_is_offered() -> None:
    """P55: a mode whose target is not there is not declared; the text is still played for the home."""
    sc = _board(_HOME_OR, [])
    home = len(sc.state.place(1, st.HOME))
    seen = _declare(sc, "mode:0")
    assert not any(t.startswith("mode:") for t in seen[0])  # the one mode left is not asked (a forced answer)
    assert len(sc.state.place(1, st.HOME)) == home - 2


def test_p57_r170_a_lost_unit_fails_the_effect_and_the_home_takes_nothing() -> None:
    """P57: the unit declared leaves before resolution; the effect fails, the home is not dealt instead."""
    from engine.games.nexa.places import move

    sc = _board(_HOME_OR, ["FOE"])
    home = len(sc.state.place(1, st.HOME))
    do(sc, "act:$s:0", "mode:1", player=0)
    if sc.token("t:$foe") in tokens(sc):
        do(sc, "t:$foe", player=0)
    assert sc.state.cut and dict(sc.state.cut[-1].targets)["t1"][0][0] == sc.iid("foe")
    move(sc.state, sc.iid("foe"), st.HAND)
    resolve_cut(sc)
    assert len(sc.state.place(1, st.HOME)) == home


def _entering(text: str, enemy: list[str]) -> Scenario:
    played = unit("X", (1, 1, 1), abilities=[_ability(text)])
    return board([played, *(unit(n) for n in enemy)],
                 {"hand": [{"card": "X", "id": "x"}], "gzone": ["X"] * 3}, {"deploy": [{"card": n, "id": n.lower()}
                                                                                     for n in enemy]},
                 point="deploy", g_played=True)


_ENTERS = "『起動』：このカードが場に出た場合、敵軍本国、または敵軍ユニット1枚に1ダメージを与える。"


@pytest.mark.parametrize("option", [0, 1])
def test_p68_r170_a_triggered_text_picks_the_home_or_a_unit_before_its_target(option: int) -> None:
    """A triggered text asks its option first, then the chosen option's target only (P68)."""
    sc = _entering(_ENTERS, ["FOE"])
    home = len(sc.state.place(1, st.HOME))
    do(sc, "play:$x", player=0)
    asked = []

    def pick(toks: list[str]) -> str:
        asked.append(toks)
        return f"opt:{option}" if f"opt:{option}" in toks else (sc.token("t:$foe") if sc.token("t:$foe") in toks
                                                                   else toks[0])
    _answer_all(sc, pick)
    assert asked and "opt:0" in asked[0] and "opt:1" in asked[0]
    assert len(sc.state.place(1, st.HOME)) == home - (1 if option == 0 else 0)
    assert sc.state.damage[sc.iid("foe")] == (1 if option == 1 else 0)


def test_p68_r170_a_triggered_text_with_no_enemy_unit_deals_the_home_unasked() -> None:
    sc = _entering(_ENTERS, [])
    home = len(sc.state.place(1, st.HOME))
    do(sc, "play:$x", player=0)
    asked: list[list[str]] = []
    _answer_all(sc, lambda toks: asked.append(toks) or toks[0])
    assert not any("opt:1" in toks for toks in asked)  # the cards' option, with no unit there, is not offered
    assert len(sc.state.place(1, st.HOME)) == home - 1


def test_r170_every_engaged_unit_in_the_cards_mode_and_none_in_the_homes() -> None:
    """「…、または、このカードと交戦中の全ての敵軍ユニットに…」: without an engaged unit the home is still played."""
    text = "（常時）：敵軍本国、または、このカードと交戦中の全ての敵軍ユニットに3ダメージを与える。"
    for mode, enemy in ((0, []), (1, ["FOE", "FOE2"])):
        sc = _board(text, enemy)
        home = len(sc.state.place(1, st.HOME))
        _declare(sc, f"mode:{mode}")
        assert len(sc.state.place(1, st.HOME)) == home - (3 if mode == 0 else 0)
        assert all(sc.state.damage[sc.iid(n.lower())] == 3 and sc.state.destroyed[sc.iid(n.lower())] for n in enemy)


def test_behaviour_check_compares_the_home_or_a_unit() -> None:
    _behaves(HOME_OR_TEXTS[0])
    _behaves(HOME_OR_TEXTS[1])


# ---- 「…ユニット1枚を、自軍配備エリアに（リロール状態で）移す」 (R-171) -------------------------------------

TO_DEPLOY_TEXTS = [
    "（戦闘フェイズ）〔R〕：戦闘エリアにいる「特徴：試験機」を持つ自軍ユニット1枚を、自軍配備エリアにリロール状態で移す。",
    "（自軍配備フェイズ）：3以下の合計国力を持つ敵軍ユニット1枚を、自軍配備エリアに移す。",
    "『起動』：このカードがプレイされて場に出た場合、敵軍ユニット1枚を、自軍配備エリアにロール状態で移す。ターン終了時に、対象を持ち主の配備エリアに移す。",
    "（敵軍戦闘フェイズ）〔2〕：このカードを廃棄する。その場合、戦闘エリアにいる自軍ユニット1枚を、自軍配備エリアに移す。",
]


@pytest.mark.parametrize("text", TO_DEPLOY_TEXTS)
def test_a_unit_moved_to_the_own_deploy_area_prints_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert any(s["do"] == "to_own_deploy" for s in compiled.ability["effect"])


def test_a_card_not_on_the_field_is_not_moved_to_the_deploy_area_by_this_wording() -> None:
    compiled, exact, blocker = round_trip("（常時）：自軍ハンガーにあるユニット1枚を、自軍配備エリアに移す。")
    assert compiled is None and "自軍配備エリアに移す" in blocker


def test_r171_an_own_unit_leaves_its_squad_for_the_deploy_area_rerolled() -> None:
    """An own unit in a battle area goes to the own deploy area (out of its squad), rerolled as printed."""
    sc = _board("（常時）：戦闘エリアにいる自軍ユニット1枚を、自軍配備エリアにリロール状態で移す。", ["FOE"], own=["GM"])
    gm = sc.iid("gm")
    sc.state.rolled[gm] = True
    do(sc, "act:$s:0", player=0)
    if sc.token("t:$gm") in tokens(sc):
        do(sc, "t:$gm", player=0)
    resolve_cut(sc)
    assert sc.state.zone[gm] == st.DEPLOY and gm in sc.state.place(0, st.DEPLOY)
    assert not sc.state.rolled[gm]
    assert all(gm not in squad for squad in sc.state.squads)


def test_p63_r171_an_enemy_unit_moved_to_the_own_deploy_area_changes_controller() -> None:
    """P63: the player who manages a deploy area controls its cards; the enemy unit becomes an own unit, and
    「持ち主の配備エリアに移す」 at the end of the turn gives it back."""
    text = "（常時）：敵軍ユニット1枚を、自軍配備エリアに移す。ターン終了時に、対象を持ち主の配備エリアに移す。"
    sc = _board(text, ["FOE"])
    foe = sc.iid("foe")
    do(sc, "act:$s:0", player=0)
    if sc.token("t:$foe") in tokens(sc):
        do(sc, "t:$foe", player=0)
    resolve_cut(sc)
    s = sc.state
    assert s.zone[foe] == st.DEPLOY and foe in s.place(0, st.DEPLOY) and s.ctrl[foe] == 0
    turn = s.turn
    for _ in range(200):  # to the next turn: pass, sortie nobody, keep the defaults
        d = sc.game.decision(s, labels=False)
        if d is None or s.turn > turn:
            break
        toks = d.tokens()
        sc.game.apply(s, d.player, next((t for t in toks if t == "pass" or t.endswith(":done")), toks[0]))
    assert s.turn == turn + 1
    assert s.zone[foe] == st.DEPLOY and foe in s.place(1, st.DEPLOY) and s.ctrl[foe] == 1


def test_behaviour_check_compares_a_unit_moved_to_the_own_deploy_area() -> None:
    _behaves(TO_DEPLOY_TEXTS[0])
    _behaves(TO_DEPLOY_TEXTS[1])


# ---- 「（注：戻す場所は個別で選択できない）」 (R-172) ---------------------------------------------------------

_PUT_BACK = "（常時）：自軍本国の上のカード3枚を見て、任意の順番で元の本国の上か下に戻す。（注：戻す場所は個別で選択できない）"


@pytest.mark.parametrize("text", [
    _PUT_BACK,
    "『起動』：自軍ターン開始時に、自軍本国の上のカード2枚を見て、任意の順番で元の本国の上か下に戻す事ができる。（注：戻す場所は個別で選択できない）",
    "（注：戻す場所は個別で選択できない）",
])
def test_the_put_back_note_prints_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_the_note_on_a_text_that_puts_back_nothing_is_not_read() -> None:
    compiled, _exact, blocker = round_trip("（常時）：カード1枚を引く。（注：戻す場所は個別で選択できない）")
    assert compiled is None and "戻す場所" in blocker


def test_the_note_on_a_line_of_its_own_needs_a_text_that_puts_cards_back() -> None:
    """「（注：戻す場所は個別に選択できない）」 (個別に reads 個別で) under the text it restates, and only there."""
    from engine.games.nexa.importer import import_records

    look = "（常時）：自軍本国の上のカード2枚を見て、任意の順番で元の本国の上か下に戻す。"
    note = "（注：戻す場所は個別に選択できない）"
    ok, bad = import_records({"cards": [{**unit("S-001"), "text": {"ja": f"{look}\n{note}", "en": ""}},
                                        {**unit("S-002"), "text": {"ja": f"（常時）：カード1枚を引く。\n{note}", "en": ""}}]})
    assert ok.status == "full", ok.blockers
    assert bad.status != "full" and "reminder of arrange_together without it" in bad.blockers


def test_p61_r172_the_cards_looked_at_go_back_all_on_top_or_all_to_the_bottom() -> None:
    """One choice for all the cards (the note): the player answers top or bottom once, then the order."""
    me = unit("SCOUT", (1, 1, 3), abilities=[_ability(_PUT_BACK)])
    sc = board([me, unit("A"), unit("B"), unit("C"), unit("D")],
               {"battle": {"space": [{"card": "SCOUT", "id": "s"}]}, "gzone": ["SCOUT"] * 2,
                "home": [{"card": "A", "id": "a"}, {"card": "B", "id": "b"}, {"card": "C", "id": "c"}] + ["D"] * 5},  # top first
               {}, point="attack", g_played=True)
    looked = {sc.iid("a"), sc.iid("b"), sc.iid("c")}
    do(sc, "act:$s:0", player=0)
    asked: list[list[str]] = []

    def pick(toks: list[str]) -> str:
        asked.append(toks)
        return "opt:1" if "opt:1" in toks else toks[0]
    _answer_all(sc, pick)
    home = sc.state.place(0, st.HOME)
    assert set(home[:3]) == looked and not looked & set(home[3:])  # all three at the bottom
    assert sum("opt:1" in toks for toks in asked) == 1  # top or bottom asked once, not per card


# ---- 「…を敵軍ハンガーに移す」, 「敵軍ハンガーにある…を廃棄する」 (R-173) -------------------------------------

HANGAR_TEXTS = [
    "『起動』：このカードが場に出た場合、3以上の合計国力を持つ敵軍ユニット1枚を敵軍ハンガーに移す。",
    "（戦闘フェイズ）〔1〕：戦闘エリアにいる敵軍ユニット1枚を敵軍ハンガーに移す。",
    "『起動』：このカードが場に出た場合、敵軍ハンガーにあるキャラ1枚を廃棄できる。",
    "（自軍ターン）：敵軍ハンガーにあるカード1～2枚を廃棄する。",
]


@pytest.mark.parametrize("text", HANGAR_TEXTS)
def test_the_enemy_hangar_wordings_print_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_p62_r173_an_enemy_unit_goes_to_the_enemy_hangar_with_its_set_group() -> None:
    """P62: a card moved to a hangar goes to the hangar named; its set cards go with it."""
    from engine.games.nexa.textc import compile_text as ct

    text = "（常時）：敵軍ユニット1枚を敵軍ハンガーに移す。"
    me = unit("SCOUT", (1, 1, 3), abilities=[_ability(text)])
    pilot = {"number": "PILOT", "name": {"ja": "PILOT", "en": "PILOT"}, "type": "character", "colours": ["blue"],
             "cost": {"total": 1, "roll": {"blue": 1}}, "gsign": {"colour": "blue", "series": "0079"},
             "stats": [1, 1, 1]}
    assert ct(text).ability["effect"][0]["side"] == "enemy"
    sc = board([me, unit("FOE"), pilot], {"battle": {"space": [{"card": "SCOUT", "id": "s"}]}, "gzone": ["SCOUT"] * 2},
               {"battle": {"space": [{"card": "FOE", "id": "foe", "set": [{"card": "PILOT", "id": "pilot"}]}]}},
               point="attack", g_played=True)
    do(sc, "act:$s:0", player=0)
    if sc.token("t:$foe") in tokens(sc):
        do(sc, "t:$foe", player=0)
    resolve_cut(sc)
    s = sc.state
    assert sc.iid("foe") in s.place(1, st.HANGAR) and sc.iid("pilot") in s.place(1, st.HANGAR)


def test_p62_r173_a_card_of_the_enemy_hangar_is_declared_on_play_and_goes_to_the_junkyard() -> None:
    """The hangar is face up (P62): its card is a target declared on play, discarded to its owner's junkyard."""
    text = "（常時）：敵軍ハンガーにあるユニット1枚を廃棄する。"
    me = unit("SCOUT", (1, 1, 3), abilities=[_ability(text)])
    sc = board([me, unit("FOE"), unit("OTHER")], {"battle": {"space": [{"card": "SCOUT", "id": "s"}]},
                                                  "gzone": ["SCOUT"] * 2},
               {"hangar": [{"card": "FOE", "id": "foe"}, {"card": "OTHER", "id": "other"}]}, point="attack", g_played=True)
    do(sc, "act:$s:0", player=0)
    assert sc.token("t:$foe") in tokens(sc) and sc.token("t:$other") in tokens(sc)  # declared on play, either
    do(sc, "t:$foe", player=0)
    resolve_cut(sc)
    s = sc.state
    assert s.zone[sc.iid("foe")] == st.JUNK and sc.iid("foe") in s.place(1, st.JUNK)
    assert s.zone[sc.iid("other")] == st.HANGAR


def test_behaviour_check_compares_a_card_discarded_from_the_enemy_hangar() -> None:
    _behaves(HANGAR_TEXTS[3])


# ---- 「全ての軍は、自分の本国、または自分の捨て山の上のカードN枚を廃棄する」 (R-174) ------------------------------

_EACH_PILE = "（常時）：全ての軍は、自分の本国、または自分の捨て山の上のカード2枚を廃棄する。"


def test_each_players_pile_prints_back_the_same_text() -> None:
    compiled, exact, blocker = round_trip(_EACH_PILE.replace("（常時）：", "『起動』：このカードが攻撃に出撃した場合、"))
    assert compiled is not None and exact, blocker
    assert compiled.ability["effect"] == [{"do": "each_pile_top", "count": 2}]


def test_p61_r174_each_player_picks_their_own_pile_the_controller_first() -> None:
    me = unit("SCOUT", (1, 1, 3), abilities=[_ability(_EACH_PILE)])
    sc = board([me], {"battle": {"space": [{"card": "SCOUT", "id": "s"}]}, "gzone": ["SCOUT"] * 2,
                      "discard": ["SCOUT"] * 3}, {"discard": ["SCOUT"] * 3}, point="attack", g_played=True)
    s = sc.state
    before = {(p, z): len(s.place(p, z)) for p in (0, 1) for z in (st.HOME, st.DISCARD, st.JUNK)}
    do(sc, "act:$s:0", player=0)
    resolve_cut(sc)
    askers = []
    for pick in ("opt:0", "opt:1"):  # the controller keeps to the home, the enemy to the discard pile
        d = sc.game.decision(s, labels=False)
        assert d is not None and d.kind == "option"
        askers.append(d.player)
        sc.game.apply(s, d.player, sc.token(pick))
    resolve_cut(sc)
    assert askers == [0, 1]
    after = {k: len(s.place(*k)) for k in before}
    assert after[(0, st.HOME)] == before[(0, st.HOME)] - 2 and after[(0, st.DISCARD)] == before[(0, st.DISCARD)]
    assert after[(1, st.DISCARD)] == before[(1, st.DISCARD)] - 2 and after[(1, st.HOME)] == before[(1, st.HOME)]
    assert after[(0, st.JUNK)] == before[(0, st.JUNK)] + 2 and after[(1, st.JUNK)] == before[(1, st.JUNK)] + 2


def test_behaviour_check_compares_each_players_pile() -> None:
    _behaves(_EACH_PILE)


# ---- 「…捨て山の全てのカードを、…本国の上(下)に移す」, 「全ての本国をシャッフルする」 -----------------------------

PILE_TEXTS = [
    "『起動』：このカードが場に出た場合、自軍捨て山の全てのカードを、自軍本国の上に移す。その後、自軍本国をシャッフルする。",
    "（自軍配備フェイズ）：全ての捨て山の、全てのカードを持ち主の本国の下に移す。その後、全ての本国をシャッフルする。",
    "（常時）〔2〕：自軍捨て山の全てのカードを、自軍本国の下に移す。",
]


@pytest.mark.parametrize("text", PILE_TEXTS)
def test_whole_discard_piles_to_the_homes_print_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


@pytest.mark.parametrize(("text", "enemy_too"), [
    ("（常時）：自軍捨て山の全てのカードを、自軍本国の下に移す。", False),
    ("（常時）：全ての捨て山の、全てのカードを持ち主の本国の下に移す。その後、全ての本国をシャッフルする。", True),
])
def test_p61_every_card_of_the_discard_piles_named_goes_to_its_owners_home(text: str, enemy_too: bool) -> None:
    me = unit("SCOUT", (1, 1, 3), abilities=[_ability(text)])
    sc = board([me, unit("OLD")], {"battle": {"space": [{"card": "SCOUT", "id": "s"}]}, "gzone": ["SCOUT"] * 2,
                                   "discard": ["OLD"] * 3}, {"discard": ["OLD"] * 2}, point="attack", g_played=True)
    s = sc.state
    mine, theirs = list(s.place(0, st.DISCARD)), list(s.place(1, st.DISCARD))
    homes = len(s.place(0, st.HOME)), len(s.place(1, st.HOME))
    do(sc, "act:$s:0", player=0)
    resolve_cut(sc)
    assert not s.place(0, st.DISCARD) and all(s.zone[c] == st.HOME for c in mine)
    assert set(s.place(0, st.HOME)[:3]) == set(mine) or enemy_too  # at the bottom (unshuffled)
    assert len(s.place(0, st.HOME)) == homes[0] + 3
    assert (len(s.place(1, st.DISCARD)), len(s.place(1, st.HOME))) == ((0, homes[1] + 2) if enemy_too else (2, homes[1]))
    assert all(c in s.place(1, st.HOME) for c in theirs) is enemy_too


def test_behaviour_check_compares_a_discard_pile_put_into_the_home() -> None:
    _behaves(PILE_TEXTS[2])


# ---- 「…1枚は、リロールする。または、ターン終了時まで+1/+1/+1を得る」 (R-175) ---------------------------------

_REROLL_OR = "（戦闘フェイズ）〔1〕：「特徴：試験機」を持つ自軍ユニット1枚は、リロールする。または、ターン終了時まで+1/+1/+1を得る。"


@pytest.mark.parametrize("text", [
    _REROLL_OR,
    "（戦闘フェイズ）：自軍手札1枚を選んで廃棄する。その場合、自軍ユニット1枚は、リロールする。または、ターン終了時まで+2/+0/+0を得る。",
])
def test_reroll_or_a_modifier_prints_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_an_earlier_target_keeps_the_second_step_off_this_wording() -> None:
    """The choice names one target: after a text that declared another, the data would name the wrong one."""
    compiled, exact, _blocker = round_trip(
        "（常時）：敵軍ユニット1枚をロールする。その場合、自軍ユニット1枚は、リロールする。または、ターン終了時まで+1/+1/+1を得る。")
    assert not exact


@pytest.mark.parametrize("mode", [0, 1])
def test_p56_r175_the_player_chooses_reroll_or_the_modifier_on_play(mode: int) -> None:
    from engine.games.nexa.stats import stats

    me = unit("SCOUT", (1, 1, 3), abilities=[_ability("（常時）：自軍ユニット1枚は、リロールする。または、ターン終了時まで+1/+1/+1を得る。")])
    sc = board([me, unit("GM", (2, 2, 2))], {"battle": {"space": [{"card": "SCOUT", "id": "s"}]},
                                             "deploy": [{"card": "GM", "id": "gm", "rolled": True}],
                                             "gzone": ["SCOUT"] * 2}, {}, point="attack", g_played=True)
    do(sc, "act:$s:0", player=0)
    for _ in range(4):
        toks = tokens(sc)
        if f"mode:{mode}" in toks:
            do(sc, f"mode:{mode}", player=0)
        elif sc.token("t:$gm") in toks:
            do(sc, "t:$gm", player=0)
        else:
            break
    resolve_cut(sc)
    gm = sc.iid("gm")
    assert sc.state.rolled[gm] is (mode == 1)
    assert stats(sc.state, gm) == ((2, 2, 2) if mode == 0 else (3, 3, 3))


def test_behaviour_check_compares_reroll_or_a_modifier() -> None:
    _behaves(_REROLL_OR)


# ---- 「『恒常』：（condition）場合、このカードの解決直後に、…」 -------------------------------------------------

_AFTER_IF = "『恒常』：ゲインレベルを持つ自軍Gがある場合、このカードの解決直後に、自軍本国に1ダメージを与える事ができる。その場合、カード1枚を引く。"


def test_after_resolving_with_a_condition_prints_back_the_same_text() -> None:
    compiled, exact, blocker = round_trip(_AFTER_IF)
    assert compiled is not None and exact, blocker
    assert compiled.ability["on"] == "resolved" and "condition" in compiled.ability


@pytest.mark.parametrize("graphic", [True, False])
def test_p68_the_text_after_resolving_is_heard_only_while_its_condition_holds(graphic: bool) -> None:
    from engine.games.nexa.textc import compile_text as ct

    from .helpers import card as card_

    play = {**ct("（常時）：自軍本国を1回復する。").ability, "kind": "play", "text": {"ja": "-", "en": "-"}}
    after = {**ct(_AFTER_IF).ability, "text": {"ja": _AFTER_IF, "en": "-"}}
    cmd = card_("CMD", "command", abilities=[play, after])
    gr = {"number": "GR", "name": {"ja": "GR", "en": "GR"}, "type": "graphic", "colours": ["blue"],
          "gsign": {"colour": "blue", "series": "0079"}, "guard_level": 1, "gain_level": 1}
    gs = ["U"] * 2 + (["GR"] if graphic else ["U"])
    sc = board([unit("U"), cmd, gr], {"hand": [{"card": "CMD", "id": "c"}], "gzone": gs}, {}, g_played=True)
    s = sc.state
    hand, home = len(s.place(0, st.HAND)), len(s.place(0, st.HOME))
    do(sc, "play:$c", player=0)
    if "pay:auto" in tokens(sc):
        do(sc, "pay:auto", player=0)
    resolve_cut(sc)
    asked: list[list[str]] = []
    _answer_all(sc, lambda toks: asked.append(toks) or ("yes" if "yes" in toks else toks[0]))
    resolve_cut(sc)
    assert s.zone[sc.iid("c")] == st.JUNK  # the command resolved (nothing to recover: the junkyard was empty)
    assert bool(asked) is graphic  # the may is offered only while the condition holds
    # with the graphic: 1 damage to the own home (a card to the junkyard), then a card drawn
    assert len(s.place(0, st.HOME)) == home - (2 if graphic else 0)
    assert len(s.place(0, st.HAND)) == hand - 1 + (1 if graphic else 0)


# ---- 「…を、自軍本国の上に移す」, 「全ての本国の上のカードN枚を廃棄する」 ----------------------------------------

TOPS_TEXTS = [
    "『起動』：このカードが場に出た場合、自軍ジャンクヤードにあるユニット1枚を、自軍本国の上に移す。",
    "『起動』：このカードが場に出た場合、全ての本国の上のカード2枚を廃棄する。",
    "（常時）：全ての軍は、自分の捨て山の上のカード3枚までを可能な限り廃棄する。",
]


@pytest.mark.parametrize("text", TOPS_TEXTS)
def test_own_home_and_every_pile_wordings_print_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_an_enemy_card_is_not_moved_to_the_own_home_by_this_wording() -> None:
    compiled, _exact, blocker = round_trip("（常時）：敵軍ジャンクヤードにあるカード1枚を、自軍本国の上に移す。")
    assert compiled is None and "自軍本国に移す" in blocker


def test_p61_a_card_of_the_own_junkyard_goes_on_top_of_the_own_home() -> None:
    me = unit("SCOUT", (1, 1, 3), abilities=[_ability("（常時）：自軍ジャンクヤードにあるカード1枚を、自軍本国の上に移す。")])
    sc = board([me, unit("OLD")], {"battle": {"space": [{"card": "SCOUT", "id": "s"}]}, "gzone": ["SCOUT"] * 2,
                                   "junkyard": [{"card": "OLD", "id": "old"}]}, {}, point="attack", g_played=True)
    do(sc, "act:$s:0", player=0)
    if sc.token("t:$old") in tokens(sc):
        do(sc, "t:$old", player=0)
    resolve_cut(sc)
    assert sc.state.place(0, st.HOME)[-1] == sc.iid("old")


def test_p61_every_players_discard_pile_loses_up_to_three_cards() -> None:
    """「3枚までを可能な限り」: three where there are three, all where there are fewer; the controller's pile first."""
    me = unit("SCOUT", (1, 1, 3), abilities=[_ability(TOPS_TEXTS[2])])
    sc = board([me], {"battle": {"space": [{"card": "SCOUT", "id": "s"}]}, "gzone": ["SCOUT"] * 2,
                      "discard": ["SCOUT"] * 5}, {"discard": ["SCOUT"] * 2}, point="attack", g_played=True)
    s = sc.state
    junk = len(s.place(0, st.JUNK)), len(s.place(1, st.JUNK))
    do(sc, "act:$s:0", player=0)
    resolve_cut(sc)
    assert (len(s.place(0, st.DISCARD)), len(s.place(1, st.DISCARD))) == (2, 0)
    assert (len(s.place(0, st.JUNK)), len(s.place(1, st.JUNK))) == (junk[0] + 3, junk[1] + 2)


def test_behaviour_check_compares_every_homes_top_cards() -> None:
    _behaves(TOPS_TEXTS[1])


# ---- 「敵軍は、自分のG1枚を選んでロールする」 (R-112's side_picks, then roll) --------------------------------------

_SIDE_ROLL = "（常時）〔1〕：敵軍は、自分のG1枚を選んでロールする。"


def test_a_side_picking_its_own_card_to_roll_prints_back_the_same_text() -> None:
    compiled, exact, blocker = round_trip(_SIDE_ROLL)
    assert compiled is not None and exact, blocker


def test_p56_r112_the_enemy_picks_which_of_its_gs_is_rolled() -> None:
    me = unit("SCOUT", (1, 1, 3), abilities=[_ability(_SIDE_ROLL.replace("〔1〕", ""))])
    sc = board([me], {"battle": {"space": [{"card": "SCOUT", "id": "s"}]}, "gzone": ["SCOUT"] * 2},
               {"gzone": [{"card": "SCOUT", "id": "g1"}, {"card": "SCOUT", "id": "g2"}]}, point="attack", g_played=True)
    s = sc.state
    do(sc, "act:$s:0", player=0)
    resolve_cut(sc)
    d = sc.game.decision(s, labels=False)
    assert d is not None and d.player == 1  # the enemy picks, not the text's player
    sc.game.apply(s, 1, sc.token("pick:$g2") if sc.token("pick:$g2") in d.tokens() else d.tokens()[-1])
    resolve_cut(sc)
    assert [s.rolled[sc.iid("g1")], s.rolled[sc.iid("g2")]].count(True) == 1


def test_behaviour_check_compares_a_side_rolling_its_own_card() -> None:
    _behaves(_SIDE_ROLL)


# ---- 「このカードが場から廃棄される場合」 ---------------------------------------------------------------------

_FROM_FIELD = "『起動』：このカードが場から廃棄される場合、カード1枚を引く。"


@pytest.mark.parametrize("text", [_FROM_FIELD, _FROM_FIELD.replace("される", "された")])
def test_discarded_from_the_field_prints_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert compiled.ability["on"] == "to_junkyard"


def test_p39_a_card_discarded_from_the_field_hears_its_text() -> None:
    me = unit("SCOUT", (1, 1, 3), abilities=[_ability("（常時）：このカードを廃棄する。"), _ability(_FROM_FIELD)])
    sc = board([me], {"battle": {"space": [{"card": "SCOUT", "id": "s"}]}, "gzone": ["SCOUT"] * 2}, {},
               point="attack", g_played=True)
    s = sc.state
    hand = len(s.place(0, st.HAND))
    do(sc, "act:$s:0", player=0)
    resolve_cut(sc)
    _answer_all(sc, lambda toks: toks[0])
    assert s.zone[sc.iid("s")] == st.JUNK and len(s.place(0, st.HAND)) == hand + 1


# ---- 「…自軍G1枚を自軍ハンガー（自軍手札）に移し、自軍本国の上のカード1枚を自軍Gにする」 -----------------------------

SWAP_TEXTS = [
    "（自軍配備フェイズ）〔1〕：自軍G1枚を自軍ハンガーに移し、自軍本国の上のカード1～2枚を、ロール状態で自軍Gにする。",
    "『起動』：このカードが場に出た場合、本来の記述に「特徴：試験機」を持つ自軍G1枚を自軍手札に移し、自軍本国の上のカード1枚を自軍Gにする。",
    "（常時）：自軍本国の上のカード1枚を自軍Gにする。",
]


@pytest.mark.parametrize("text", SWAP_TEXTS)
def test_a_g_swapped_for_the_top_of_the_home_prints_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_an_enemy_card_is_not_moved_to_the_own_hand_by_this_wording() -> None:
    compiled, _exact, blocker = round_trip("（常時）：敵軍G1枚を自軍手札に移し、自軍本国の上のカード1枚を自軍Gにする。")
    assert compiled is None and "自軍手札に移し" in blocker


def test_p53_a_g_goes_to_the_hand_then_the_top_of_the_home_becomes_a_rerolled_g() -> None:
    me = unit("SCOUT", (1, 1, 3), abilities=[_ability("（常時）：自軍G1枚を自軍手札に移し、自軍本国の上のカード1枚を自軍Gにする。")])
    sc = board([me, unit("NEXT")], {"battle": {"space": [{"card": "SCOUT", "id": "s"}]},
                                    "gzone": [{"card": "SCOUT", "id": "g", "rolled": True}],
                                    "home": [{"card": "NEXT", "id": "next"}] + ["SCOUT"] * 5},
               {}, point="attack", g_played=True)
    s = sc.state
    do(sc, "act:$s:0", player=0)
    if sc.token("t:$g") in tokens(sc):
        do(sc, "t:$g", player=0)
    resolve_cut(sc)
    assert s.zone[sc.iid("g")] == st.HAND
    nxt = sc.iid("next")
    assert s.zone[nxt] == st.GZONE and not s.rolled[nxt]  # rerolled: no roll state said (P53, make_g)


def test_behaviour_check_compares_a_g_swapped_for_the_top_of_the_home() -> None:
    _behaves(SWAP_TEXTS[0])


def test_one_card_of_one_junkyard_reads_one_card_of_either_junkyard() -> None:
    """「ジャンクヤード1つにあるカード1枚」: one card, so one junkyard; two cards from one junkyard are family Z4's
    selector one_place (R-247, test_textc_cardz4.py)."""
    compiled, exact, blocker = round_trip("（常時）：ジャンクヤード1つにあるカード1枚を、持ち主の本国の下に移す。その場合、自軍本国を3回復できる。")
    assert compiled is not None and exact, blocker
    assert compiled.ability["targets"]["t1"] == {"zone": "junkyard", "side": "any", "count": 1}
    compiled, _exact, _blocker = round_trip("（常時）：ジャンクヤード1つにあるカード2枚を、ゲームから取り除く。")
    assert compiled is not None and compiled.ability["targets"]["t1"].get("one_place") is True


def test_behaviour_check_counts_a_card_put_into_the_home_apart_from_the_recovery() -> None:
    _behaves("（常時）：ジャンクヤード1つにあるカード1枚を、持ち主の本国の下に移す。その場合、自軍本国を3回復できる。")
