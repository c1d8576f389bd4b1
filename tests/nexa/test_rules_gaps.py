"""Rules the engine once got wrong or could not express (issue 11): その場合 and 空撃ち禁止 (P55,
P77), クロスウェポン (P75), chips (P67), 貫通 (P73), discards from the field (P72), X in targets
(P55), 置き換え (P77), targets in the hand (P56), waiting effects (P57, P59), moving into a battle
area (P70), absolute values (P35, P55) and the card schema."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from engine.api import IllegalAction
from engine.games.nexa import state as st
from engine.games.nexa.battle import squad_power
from engine.games.nexa.cards import build_pool
from engine.games.nexa.stats import keywords

from .helpers import board, card, do, pass_until, resolve_cut, tokens, unit

TEXT = {"ja": "x", "en": "x"}


def cmd(number: str, effect: list[dict[str, Any]], targets: dict[str, Any] | None = None, when: str = "any",
        **kw: Any) -> dict[str, Any]:
    ab: dict[str, Any] = {"kind": "play", "text": TEXT, "timing": {"when": when}, "effect": effect}
    if targets:
        ab["targets"] = targets
    ab.update(kw)
    return card(number, "command", abilities=[ab])


# ---- P77 その場合 and P55 空撃ち禁止 ------------------------------------------------------------

DISCARD_TWO = [{"do": "discard_hand", "side": "own", "count": 2}, {"do": "draw", "side": "own", "count": 3}]


def test_p77_all_or_nothing_fails_whole_when_a_part_is_short_on_resolution() -> None:
    both = cmd("BOTH", DISCARD_TWO, all_or_nothing=True)
    rand = cmd("RAND", [{"do": "discard_hand", "side": "enemy", "count": 1, "random": True}])
    sc = board([unit("U"), both, rand], {"hand": [{"card": "BOTH", "id": "b"}, "U", "U"], "gzone": ["U"] * 2},
               {"hand": [{"card": "RAND", "id": "r"}], "gzone": ["U"] * 2}, g_played=True)
    home = len(sc.state.place(0, st.HOME))
    do(sc, "play:$b", player=0)  # two other cards in hand: the play is possible when declared
    do(sc, "play:$r", player=1)  # the cut-in leaves one card in A's hand
    resolve_cut(sc)
    s = sc.state
    # one card cannot pay "discard two": nothing of the effect applies, not even a partial discard
    assert len(s.place(0, st.HAND)) == 1 and len(s.place(0, st.HOME)) == home
    assert s.zone[sc.iid("b")] == st.JUNK


def test_p77_triggered_all_or_nothing_text_is_checked() -> None:
    trig = {"kind": "triggered", "text": TEXT, "on": "played", "all_or_nothing": True, "effect": DISCARD_TWO}
    loose = {"kind": "triggered", "text": TEXT, "on": "played", "effect": DISCARD_TWO}
    for ability, hand_after in ((trig, 1), (loose, 3)):
        cards = [unit("U"), unit("TRG", abilities=[ability])]
        sc = board(cards, {"hand": [{"card": "TRG", "id": "t"}, "U"], "gzone": ["U"] * 2}, {}, g_played=True)
        do(sc, "play:$t", player=0)
        resolve_cut(sc)
        # その場合: one card in hand cannot pay "discard two", so nothing; without it, discard one, draw 3
        assert len(sc.state.place(0, st.HAND)) == hand_after


def test_p55_a_play_known_to_be_impossible_is_not_offered_and_refused() -> None:
    both = cmd("BOTH", DISCARD_TWO, all_or_nothing=True)
    sc = board([unit("U"), both], {"hand": [{"card": "BOTH", "id": "b"}, "U"], "gzone": ["U"] * 2}, {},
               g_played=True)
    assert f"play:{sc.iid('b')}" not in tokens(sc)
    with pytest.raises(IllegalAction):
        do(sc, "play:$b", player=0)


# ---- P75 クロスウェポン --------------------------------------------------------------------------

def test_p75_cross_weapon_lends_a_special_effect() -> None:
    cards = [unit("CW", keywords=[{"cross_weapon": "連邦"}, {"area_weapon": 3}]), unit("FED", traits=["連邦"])]
    sc = board(cards, {"deploy": [{"card": "CW", "id": "cw"}, {"card": "FED", "id": "fed"}], "gzone": ["CW"] * 3},
               {}, point="attack_free1")
    do(sc, "act:$cw:106", player=0)
    resolve_cut(sc)
    assert keywords(sc.state, sc.iid("fed")).get("area_weapon") == 3  # 範囲兵器(3), its value included


def test_p75_cross_weapon_with_nothing_left_to_lend_is_not_offered() -> None:
    cards = [unit("CW", keywords=[{"cross_weapon": "連邦"}, {"area_weapon": 3}]),
             unit("FED", traits=["連邦"], keywords=[{"area_weapon": 3}])]
    sc = board(cards, {"deploy": [{"card": "CW", "id": "cw"}, {"card": "FED"}], "gzone": ["CW"] * 3},
               {}, point="attack_free1")
    assert f"act:{sc.iid('cw')}:106" not in tokens(sc)  # the G would be paid for nothing (P55)


# ---- P67 chips ----------------------------------------------------------------------------------

def test_p67_nothing_is_set_on_a_chip() -> None:
    make = cmd("MAKE", [{"do": "chip", "side": "own", "name": {"ja": "チ", "en": "Chip"}, "stats": [1, 1, 1],
                         "terrain": ["space"]}])
    pilot = card("PILOT", "character", stats=[1, 1, 1])
    sc = board([unit("U"), make, pilot], {"hand": [{"card": "MAKE", "id": "m"}, {"card": "PILOT", "id": "p"}],
                                          "gzone": ["U"] * 4}, {}, g_played=True)
    do(sc, "play:$m", player=0)
    resolve_cut(sc)
    chips = [i for i in sc.state.place(0, st.DEPLOY) if i in sc.state.chip_specs]
    assert len(chips) == 1
    assert f"play:{sc.iid('p')}" not in tokens(sc)  # the chip is the only unit: no host (P67)


# ---- P72 discards from the field --------------------------------------------------------------

def test_p72_a_card_discarded_from_the_field_fires_its_discard_trigger() -> None:
    gone = {"kind": "triggered", "text": TEXT, "on": "to_junkyard", "effect": [{"do": "draw", "side": "own",
                                                                                 "count": 1}]}
    disc = cmd("DISC", [{"do": "discard", "target": "t1"}], {"t1": {"side": "own", "type": "unit", "count": 1}})
    sc = board([unit("U"), unit("JK", abilities=[gone]), disc],
               {"hand": [{"card": "DISC", "id": "d"}], "deploy": [{"card": "JK", "id": "jk"}], "gzone": ["U"] * 2},
               {}, g_played=True)
    hand = len(sc.state.place(0, st.HAND))
    do(sc, "play:$d", player=0)
    resolve_cut(sc)
    assert sc.state.zone[sc.iid("jk")] == st.JUNK
    assert len(sc.state.place(0, st.HAND)) == hand - 1 + 1  # the command left, the trigger drew one


# ---- P55 X in a target ------------------------------------------------------------------------

def test_p55_a_target_depending_on_x_is_checked_after_x() -> None:
    xk = cmd("XK", [{"do": "destroy", "target": "t1"}],
             {"t1": {"side": "enemy", "type": "unit", "max_total_cost": "X", "count": 1}})
    xk["cost"] = {"total": 1, "roll": {"blue": 1}, "x": True}
    sc = board([unit("U"), unit("BIG", total=3), xk], {"hand": [{"card": "XK", "id": "x"}], "gzone": ["U"] * 5},
               {"deploy": [{"card": "BIG", "id": "big"}]}, g_played=True)
    assert f"play:{sc.iid('x')}" in tokens(sc)  # some X (3 or 4) allows the target
    do(sc, "play:$x", player=0)
    toks = tokens(sc)
    assert "x:1" not in toks and "x:2" not in toks and "x:3" in toks and "x:4" in toks and "x:5" not in toks
    do(sc, "x:3", player=0)
    resolve_cut(sc)
    assert sc.state.zone[sc.iid("big")] == st.JUNK


# ---- P77 置き換え and P56 targets in the hand --------------------------------------------------

def test_p77_replace_swaps_the_cards_and_a_hand_target_is_not_asked_again() -> None:
    swap = {"kind": "activated", "text": TEXT, "timing": {"when": "deploy", "side": "own"},
            "cost": {"pay": {"any": 1}},
            "targets": {"t1": {"side": "own", "zone": "hand", "type": "unit", "name": "NEW", "count": 1}},
            "effect": [{"do": "replace", "target": "self", "with": "t1"}]}
    cards = [unit("OLD", (1, 1, 3), abilities=[swap]), unit("NEW", (4, 4, 4))]
    sc = board(cards, {"deploy": [{"card": "OLD", "id": "old", "damage": 1}],
                       "hand": [{"card": "NEW", "id": "n1"}, {"card": "NEW", "id": "n2"}], "gzone": ["OLD"] * 2},
               {}, g_played=True)
    do(sc, "act:$old:0", "t:$n2", player=0)
    resolve_cut(sc)
    s = sc.state
    assert s.resolving is None  # the hand card declared on play was not asked for again (P56)
    assert s.zone[sc.iid("n2")] == st.DEPLOY and s.damage[sc.iid("n2")] == 1 and s.zone[sc.iid("n1")] == st.HAND
    assert s.zone[sc.iid("old")] == st.HAND  # the replaced card took the new one's place (ruling R-23)


# ---- P57/P59 waiting effects ------------------------------------------------------------------

def test_p59_waiting_effects_at_the_end_of_the_battle_and_the_next_turn() -> None:
    later = cmd("LATER", [{"do": "wait", "at": "battle_end", "steps": [{"do": "draw", "side": "own", "count": 1}]},
                          {"do": "wait", "at": "next_turn_start",
                           "steps": [{"do": "draw", "side": "own", "count": 1}]},
                          {"do": "wait", "at": "next_reroll", "steps": [{"do": "mill", "side": "own", "count": 1}]}])
    sc = board([unit("U"), later], {"hand": [{"card": "LATER", "id": "l"}], "gzone": ["U"] * 2}, {},
               g_played=True)
    do(sc, "play:$l", player=0)
    resolve_cut(sc)
    s = sc.state
    hand, home = len(s.place(0, st.HAND)), len(s.place(0, st.HOME))
    pass_until(sc, st.RETURN_FREE2)
    assert len(s.place(0, st.HAND)) == hand  # the end of the battle is the end of the turn (P31)
    pass_until(sc, st.REROLL_FREE)
    assert s.turn == 4
    # at the end of turn 3: one draw; at the start of turn 4 (B's): one draw and one card milled
    assert len(s.place(0, st.HAND)) == hand + 2 and len(s.place(0, st.HOME)) == home - 3
    pass_until(sc, st.DRAW_FREE)
    pass_until(sc, st.REROLL_FREE)
    assert s.turn == 5 and len(s.place(0, st.HAND)) == hand + 2  # each waiting effect ran once


# ---- P35/P55 absolute values ------------------------------------------------------------------

def test_p55_a_roll_cost_that_becomes_zero() -> None:
    free = {"kind": "static", "text": TEXT,
            "continuous": [{"apply": "cost", "target": {"side": "own", "zone": "hand", "type": "unit"}, "roll_to": 0}]}
    cards = [unit("G", colour="green"), unit("BLUE2", total=2, roll=2), unit("AID", abilities=[free])]
    sc = board(cards, {"hand": [{"card": "BLUE2", "id": "b"}], "gzone": ["G"] * 2}, {}, g_played=True)
    assert f"play:{sc.iid('b')}" not in tokens(sc)  # two blue needed, only green Gs
    sc = board(cards, {"hand": [{"card": "BLUE2", "id": "b"}], "gzone": ["G"] * 2, "deploy": ["AID"]}, {},
               g_played=True)
    assert f"play:{sc.iid('b')}" in tokens(sc)  # roll cost 0: the total of 2 is all that is left


def test_p35_a_squad_power_that_becomes_n_then_takes_later_changes() -> None:
    fix = cmd("FIX", [{"do": "set_squad_power", "target": "t1", "amount": 1},
                      {"do": "squad_power", "target": "t1", "amount": 2}],
              {"t1": {"side": "enemy", "zone": "battle", "type": "unit", "count": 1}})
    sc = board([unit("U", (3, 3, 3)), fix], {"hand": [{"card": "FIX", "id": "f"}], "gzone": ["U"] * 2},
               {"battle": {"space": [{"card": "U", "id": "u1"}, "U"]}}, point="damage_free1", attacker=1)
    assert squad_power(sc.state, 1) == 6
    do(sc, "pass", player=1)
    do(sc, "play:$f", "t:$u1", player=0)
    resolve_cut(sc)
    assert squad_power(sc.state, 1) == 3  # becomes 1, then +2


# ---- the schema ---------------------------------------------------------------------------------

def test_schema_takes_upto_searches_place_lists_and_an_ace_without_terrain() -> None:
    seek = {"kind": "play", "text": TEXT, "timing": {"when": "any"},
            "effect": [{"do": "search", "side": "own", "zone": "home", "filter": {"type": "unit"},
                        "count": {"upto": 2}}]}
    pick = {"kind": "play", "text": TEXT, "timing": {"when": "any"},
            "targets": {"t1": {"side": "own", "zone": ["hand", "hangar"], "type": "unit", "count": 1}},
            "effect": [{"do": "discard_hand", "side": "own", "count": 1}]}
    pool = build_pool([("t", {"cards": [
        card("SEEK", "command", abilities=[seek]), card("PICK", "command", abilities=[pick]),
        card("ACE", "ace", stats=[3, 3, 3])]})])
    assert pool.cards["ACE"].terrain == frozenset()
    with pytest.raises(Exception, match="terrain"):
        build_pool([("t", {"cards": [unit("NOTERR", terrain=())]})])


# ---- deck validation against a scenario's own cards (P5) --------------------------------------

def test_p5_deck_validate_checks_a_deck_against_a_scenarios_cards(tmp_path: Path) -> None:
    root = Path(__file__).parents[2]
    deck = tmp_path / "deck.txt"
    deck.write_text("47 Test Graphic\n3 試験機\n", encoding="utf-8")
    cmdline = [sys.executable, "-m", "bot.cli", "deck", "validate", str(deck)]
    alone = subprocess.run(cmdline, capture_output=True, text=True, cwd=root, timeout=120)
    assert alone.returncode == 1 and "unknown card" in alone.stdout  # not in the built-in pool
    scen = str(root / "tests" / "scenarios" / "setup_p18.yaml")
    ok = subprocess.run([*cmdline, "--cards", scen, "--json"], capture_output=True, text=True, cwd=root, timeout=120)
    assert ok.returncode == 0, ok.stdout + ok.stderr
    assert json.loads(ok.stdout) == {"file": str(deck), "valid": True, "cards": 50, "problems": []}
    deck.write_text("46 Test Graphic\n4 試験機\n", encoding="utf-8")
    bad = subprocess.run([*cmdline, "--cards", scen], capture_output=True, text=True, cwd=root, timeout=120)
    assert bad.returncode == 1 and "at most 3" in bad.stdout  # the scenario's unit is limited like any other


# ---- P70 moving between battle areas ------------------------------------------------------------

def test_p70_a_unit_moved_to_the_other_area_joins_the_back_of_its_squad_there() -> None:
    hop = cmd("HOP", [{"do": "to_battle", "target": "t1", "area": "other"}],
              {"t1": {"side": "own", "zone": "battle", "area": "space", "type": "unit", "count": 1}})
    sc = board([unit("U"), hop], {"hand": [{"card": "HOP", "id": "h"}], "gzone": ["U"] * 2,
                                  "battle": {"space": [{"card": "U", "id": "s1"}],
                                             "earth": [{"card": "U", "id": "e1"}]}},
               {}, point="attack_free2")
    do(sc, "play:$h", player=0)
    resolve_cut(sc)
    s = sc.state
    assert s.squads[2] == [sc.iid("e1"), sc.iid("s1")]  # earth squad of seat 0: the newcomer at the back
    assert s.zone[sc.iid("s1")] == st.BATTLE and not [u for u in s.squads[0] if u >= 0]


def test_p56_all_targets_of_a_waiting_effect_are_chosen_again_when_it_starts() -> None:
    recall = cmd("RECALL", [{"do": "wait", "at": "turn_end", "steps": [{"do": "bounce", "target": "t1"}]}],
                 {"t1": {"side": "own", "zone": "deploy", "type": "unit", "count": "all"}})
    sc = board([unit("U"), recall], {"hand": [{"card": "RECALL", "id": "r"}, {"card": "U", "id": "late"}],
                                     "deploy": [{"card": "U", "id": "early"}], "gzone": ["U"] * 3}, {},
               g_played=True)
    do(sc, "play:$r", "t:$early", player=0)
    resolve_cut(sc)
    do(sc, "play:$late", player=0)  # enters after the waiting effect was made
    resolve_cut(sc)
    while sc.state.turn == 3:  # pass everything, sortie nobody
        d = sc.game.decision(sc.state, labels=False)
        assert d is not None
        sc.game.apply(sc.state, d.player, "sortie:done" if d.kind == "sortie" else "pass")
    s = sc.state
    assert s.turn == 4 and s.zone[sc.iid("early")] == st.HAND and s.zone[sc.iid("late")] == st.HAND


def test_p75_a_lent_static_text_acts_from_the_unit_that_gained_it() -> None:
    aura = {"kind": "static", "text": {"ja": "常駐：このカードは+2/+0/+0を得る。", "en": "+2/+0/+0"},
            "continuous": [{"apply": "modify", "target": "self", "stats": [2, 0, 0]}]}
    cards = [unit("CW", keywords=[{"cross_weapon": "連邦"}], abilities=[aura]), unit("FED", traits=["連邦"])]
    sc = board(cards, {"deploy": [{"card": "CW", "id": "cw"}, {"card": "FED", "id": "fed"}], "gzone": ["CW"] * 3},
               {}, point="attack_free1")
    do(sc, "act:$cw:106", player=0)
    resolve_cut(sc)
    from engine.games.nexa.stats import stats

    assert stats(sc.state, sc.iid("fed")) == (4, 2, 2) and stats(sc.state, sc.iid("cw")) == (4, 2, 2)
