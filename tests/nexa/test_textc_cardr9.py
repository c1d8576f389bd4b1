"""Issue 14, family R9: named step results and looking at cards, round 4. Each construct is compiled, printed back to the
same text and played in the engine. Every text here is original, written in the controlled style of card lists (never
official text).
"""

from __future__ import annotations

import pytest

from engine.games.nexa import state as st
from engine.games.nexa.scenario import Scenario
from engine.games.nexa.textc import compile_text, round_trip

from .helpers import ability_of as _ability
from .helpers import board, do, tokens, unit

# ---- 「…を持ち主の本国の上か下に移す。その場合、…。この効果の対象部分は、…場合、『…』に変更される。」 (R-530) ----------

EITHER_TEXTS = [
    "（自軍ターン）〔１〕：破壊されている敵軍カード１枚を持ち主の本国の上か下に移す。その場合、自軍本国を３回復する。"
    "この効果の対象部分は、自軍Gが３枚以上ある場合、『破壊されているカード１枚』に変更される。",
    "（戦闘フェイズ）〔２〕：このカードが交戦中の場合、敵軍ユニット１枚を持ち主の本国の上か下に移す。",
    "（常時）〔１〕：破壊されている敵軍ユニット１枚を持ち主の本国の上か下に移す。その場合、カード１枚を引く。",
]


@pytest.mark.parametrize("text", EITHER_TEXTS)
def test_a_declared_target_to_the_top_or_bottom_prints_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert compiled.ability["effect"][0] == {"do": "cardr3_place", "target": "t1", "to": "home_either"}


def test_r530_the_changed_target_part_said_at_the_end_changes_the_first_steps_target() -> None:
    """R-530: 「この効果の対象部分は」 after the その場合 step changes the target of the text's first step (the only chosen
    target), as family S2's `instead` (R-90); the その場合 step keeps its place."""
    a = compile_text(EITHER_TEXTS[0]).ability
    inst = a["targets"]["t1"]["instead"]
    assert inst["sel"] == {"destroyed": True} and inst["if"] == {"g_at_least": 3}
    assert [s["do"] for s in a["effect"]] == ["cardr3_place", "recover"] and a["all_or_nothing"]


def test_the_changed_target_part_after_a_then_step_needs_a_first_step_with_a_chosen_target() -> None:
    text = ("（自軍ターン）〔１〕：カード１枚を引く。その場合、自軍本国を３回復する。"
            "この効果の対象部分は、自軍Gが３枚以上ある場合、『破壊されているカード１枚』に変更される。")
    compiled, exact, blocker = round_trip(text)
    assert compiled is None and not exact and blocker


def _either_board(g: int) -> Scenario:
    me = unit("M", abilities=[_ability(EITHER_TEXTS[0])])
    return board([me, unit("E"), unit("F")],
                 {"deploy": [{"card": "M", "id": "m"}, {"card": "F", "id": "mine"}], "gzone": ["E"] * g,
                  "home": ["E"] * 5},
                 {"deploy": [{"card": "E", "id": "e"}], "home": ["E"] * 5}, point="deploy", g_played=True)


def _start(sc: Scenario) -> list[str]:
    d = sc.game.decision(sc.state, labels=False)
    if d is not None and d.player == 1:
        do(sc, "pass", player=1)
    do(sc, "act:$m:0", player=0)
    return tokens(sc)


@pytest.mark.parametrize("g, own_ok", [(3, True), (2, False)])
def test_p62_r530_a_destroyed_card_goes_to_its_owners_home_top_or_bottom_and_the_changed_part_lets_an_own_one(
        g: int, own_ok: bool) -> None:
    """Rulebook p.62 (moving cards: 「持ち主の本国の上か下に移す」, the player says which) and p.77 (その場合): with 3 own G the
    changed target part (R-530) lets an own destroyed card be the target; with 2 only the enemy's."""
    sc = _either_board(g)
    mine, foe = sc.iid("mine"), sc.iid("e")
    sc.state.destroyed[mine] = True
    sc.state.destroyed[foe] = True
    toks = _start(sc)
    assert (f"t:{mine}" in toks) is own_ok
    pick = mine if own_ok else foe
    if f"t:{pick}" in toks:  # (one legal target: declared without asking)
        do(sc, f"t:{pick}", player=0)
    for _ in range(20):
        toks = tokens(sc)
        d = sc.game.decision(sc.state, labels=False)
        if sc.state.zone[pick] == st.HOME or d is None:
            break
        nxt = next((t for t in ("done", "pay:auto", "opt:1") if t in toks), "pass")
        do(sc, nxt, player=d.player)
    owner = sc.state.owner[pick]
    assert sc.state.zone[pick] == st.HOME
    assert sc.state.place(owner, st.HOME)[0] == pick  # 「下」 chosen: the bottom of its owner's home


def _behaves(text: str) -> None:
    from engine.games.nexa.behave import check_card
    from engine.games.nexa.importer import import_records

    item = import_records({"cards": [{**unit("S-001"), "text": {"ja": text, "en": ""}}]})[0]
    assert item.card is not None, item.blockers
    verdict = check_card(item.card)
    assert verdict.status == "behaved", verdict.detail


@pytest.mark.parametrize("text", [EITHER_TEXTS[0], EITHER_TEXTS[2]])
def test_behaviour_check_plays_a_destroyed_enemy_card_moved_to_its_owners_home(text: str) -> None:
    """The generated board has a destroyed enemy unit for the text (behave_r9.r9_seed), so the move is compared."""
    _behaves(text)


# ---- 「全ての本国の上のカード1～N枚を廃棄する」 (R-531) ----------------------------------------------------------------------

TOPS_TEXTS = [
    "（常時）〔１〕：全ての本国の上のカード１～３枚を廃棄する。",
    "『起動』：このカードが場に出た場合、全ての本国の上のカード１～２枚を廃棄する。",
]


@pytest.mark.parametrize("text", TOPS_TEXTS)
def test_the_top_cards_of_every_home_up_to_n_print_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert compiled.ability["effect"][0]["do"] == "cardr9_tops_upto"


@pytest.mark.parametrize("answer, lost", [("opt:0", 1), ("opt:2", 3)])
def test_p61_r531_the_player_says_one_number_and_each_home_loses_that_many(answer: str, lost: int) -> None:
    """Rulebook p.61 (本国, 廃棄): the effect's player says one number from 1 to 3 (R-531); each home, the player's first,
    sends that many top cards to its owner's junkyard; a home with fewer loses all it has."""
    me = unit("M", abilities=[_ability(TOPS_TEXTS[0])])
    sc = board([me, unit("E")], {"deploy": [{"card": "M", "id": "m"}], "gzone": ["E"] * 2, "home": ["E"] * 6},
               {"home": ["E"] * 2}, point="deploy", g_played=True)
    s = sc.state
    homes = [len(s.place(0, st.HOME)), len(s.place(1, st.HOME))]
    _start_label(sc, "m")
    for _ in range(20):
        d = sc.game.decision(s, labels=False)
        toks = tokens(sc)
        if d is None or answer in toks:
            break
        do(sc, next((t for t in ("pay:auto", "done") if t in toks), "pass"), player=d.player)
    do(sc, answer, player=0)
    assert len(s.place(0, st.HOME)) == homes[0] - lost
    assert len(s.place(1, st.HOME)) == homes[1] - min(lost, 2)
    assert len(s.place(1, st.JUNK)) == min(lost, 2)


def _start_label(sc: Scenario, label: str) -> None:
    d = sc.game.decision(sc.state, labels=False)
    if d is not None and d.player == 1:
        do(sc, "pass", player=1)
    do(sc, f"act:${label}:0", player=0)


@pytest.mark.parametrize("text", TOPS_TEXTS)
def test_behaviour_check_compares_the_top_cards_every_home_lost(text: str) -> None:
    _behaves(text)
