"""Battle (P31-P40, P70-P73) and the cut (P46-P50)."""

from __future__ import annotations

from engine.games.nexa import state as st
from engine.games.nexa.battle import squad_power

from .helpers import board, card, do, pass_until, resolve_cut, tokens, unit

TEXT = {"ja": "x", "en": "x"}


def _sortie_board(**kw: object) -> object:
    cards = [unit("SP", (3, 1, 3), terrain=("space",)), unit("EA", (2, 2, 2), terrain=("earth",)),
             unit("HM", (1, 1, 1), keywords=["high_mobility"])]
    return board(cards, {"deploy": [{"card": "SP", "id": "sp"}, {"card": "EA", "id": "ea"},
                                    {"card": "EA", "id": "tired", "rolled": True}]},
                 {"deploy": [{"card": "SP", "id": "def"}, {"card": "HM", "id": "hm"}]}, point="attack_rule", **kw)


def test_p32_only_rerolled_units_sortie_and_only_to_their_terrain() -> None:
    sc = _sortie_board()
    toks = tokens(sc)
    assert f"sortie:s:{sc.iid('sp')}" in toks and f"sortie:e:{sc.iid('sp')}" not in toks
    assert f"sortie:e:{sc.iid('ea')}" in toks and f"sortie:s:{sc.iid('ea')}" not in toks
    assert not any(t.endswith(f":{sc.iid('tired')}") for t in toks)


def test_p33_squads_keep_the_declared_order_and_power_is_front_melee_plus_shooting() -> None:
    cards = [unit("A", (3, 1, 3)), unit("B", (1, 2, 2))]
    sc = board(cards, {"deploy": [{"card": "A", "id": "a"}, {"card": "B", "id": "b"}]}, {}, point="attack_rule")
    do(sc, "sortie:s:$b", "sortie:s:$a", "sortie:done", player=0)
    assert sc.state.squads[0] == [sc.iid("b"), sc.iid("a")]
    assert squad_power(sc.state, 0) == 1 + 1  # B's melee in front + A's shooting


def test_p34_p35_an_unengaged_attacking_squad_damages_the_home_and_a_defender_alone_does_nothing() -> None:
    cards = [unit("A", (3, 1, 3))]
    sc = board(cards, {"battle": {"space": [{"card": "A"}]}}, {"battle": {"earth": [{"card": "A"}]},
                                                               "home": ["A"] * 10}, point="damage_free1")
    assert sc.state.engaged == [False, False]
    pass_until(sc, st.DAMAGE_FREE2)
    assert len(sc.state.place(1, st.HOME)) == 7 and len(sc.state.place(1, st.DISCARD)) == 3
    assert len(sc.state.place(0, st.HOME)) == 10


def test_p35_rolled_units_count_as_star_in_squad_power() -> None:
    cards = [unit("A", (3, 2, 3))]
    sc = board(cards, {"battle": {"space": [{"card": "A", "rolled": True}, {"card": "A"}]}}, {}, point="damage_free1")
    assert squad_power(sc.state, 0) == 2  # the rolled front adds nothing; the second adds its shooting


def test_p40_the_return_step_brings_units_home_rolled() -> None:
    cards = [unit("A")]
    sc = board(cards, {"battle": {"space": [{"card": "A", "id": "a"}]}}, {}, point="return_free1")
    pass_until(sc, st.RETURN_FREE2)
    assert sc.state.zone[sc.iid("a")] == st.DEPLOY and sc.state.rolled[sc.iid("a")] is True


def test_p74_high_mobility_defender_squad_without_it_fails_to_sortie() -> None:
    cards = [unit("HM", (1, 1, 1), keywords=["high_mobility"]), unit("N", (1, 1, 1))]
    sc = board(cards, {"battle": {"space": [{"card": "HM"}]}},
               {"deploy": [{"card": "N", "id": "n"}, {"card": "HM", "id": "hm"}]}, point="defence_rule")
    do(sc, "sortie:s:$n", "sortie:done", player=1)
    assert sc.state.zone[sc.iid("n")] == st.DEPLOY  # ruling R-07: the squad fails the check
    sc2 = board(cards, {"battle": {"space": [{"card": "HM"}]}},
                {"deploy": [{"card": "N", "id": "n"}, {"card": "HM", "id": "hm"}]}, point="defence_rule")
    do(sc2, "sortie:s:$n", "sortie:s:$hm", "sortie:done", player=1)
    assert sc2.state.squads[1] == [sc2.iid("n"), sc2.iid("hm")]


def _cut_board() -> object:
    ping = {"kind": "play", "text": TEXT, "timing": {"when": "any"},
            "targets": {"t1": {"side": "enemy", "type": "unit", "count": 1}},
            "effect": [{"do": "damage", "target": "t1", "amount": 1}]}
    cards = [unit("U", (1, 1, 5)), card("PING", "command", abilities=[ping])]
    return board(cards, {"hand": [{"card": "PING", "id": "a1"}, {"card": "PING", "id": "a2"}],
                         "deploy": [{"card": "U", "id": "ua"}], "gzone": ["U", "U", "U"]},
                 {"hand": [{"card": "PING", "id": "b1"}], "deploy": [{"card": "U", "id": "ub"}],
                  "gzone": ["U", "U", "U"]}, g_played=True)


def test_p47_cut_in_rights_alternate_and_two_passes_resolve_last_in_first_out() -> None:
    sc = _cut_board()
    do(sc, "play:$a1", player=0)
    assert sc.decider() == 1  # the other player may cut in first
    do(sc, "play:$b1", player=1)
    assert sc.decider() == 0
    do(sc, "pass", player=0)
    assert sc.decider() == 1 and len(sc.state.cut) == 2  # one pass hands the right over
    do(sc, "pass", player=1)  # second consecutive pass: the cut resolves
    assert sc.state.cut == [] and sc.state.damage[sc.iid("ua")] == 1 and sc.state.damage[sc.iid("ub")] == 1


def test_p47_a_player_who_passed_may_cut_in_again_after_a_new_cut_in() -> None:
    sc = _cut_board()
    do(sc, "play:$a1", player=0)
    do(sc, "pass", player=1)
    assert sc.decider() == 0
    do(sc, "play:$a2", player=0)  # the first player cuts into its own effect
    assert sc.decider() == 1 and f"play:{sc.iid('b1')}" in tokens(sc)


def test_p50_units_are_not_cut_ins_but_quick_cards_are() -> None:
    cards = [unit("U"), unit("Q", keywords=["quick"]), card("PING", "command", abilities=[{
        "kind": "play", "text": TEXT, "timing": {"when": "any"}, "effect": [{"do": "draw", "side": "own", "count": 1}]}])]
    sc = board(cards, {"hand": [{"card": "PING", "id": "p"}, {"card": "U", "id": "u"}, {"card": "Q", "id": "q"}],
                       "gzone": ["U", "U", "U"]}, {"gzone": ["U"]}, g_played=True)
    do(sc, "play:$p", player=0)
    do(sc, "pass", player=1)
    toks = tokens(sc)
    assert f"play:{sc.iid('q')}" in toks and f"play:{sc.iid('u')}" not in toks  # ruling R-02


def test_p56_an_effect_whose_target_left_fails() -> None:
    bounce = {"kind": "play", "text": TEXT, "timing": {"when": "any"},
              "targets": {"t1": {"side": "own", "type": "unit", "count": 1}},
              "effect": [{"do": "bounce", "target": "t1"}]}
    ping = {"kind": "play", "text": TEXT, "timing": {"when": "any"},
            "targets": {"t1": {"side": "enemy", "type": "unit", "count": 1}},
            "effect": [{"do": "damage", "target": "t1", "amount": 3}]}
    cards = [unit("U", (1, 1, 5)), card("PING", "command", abilities=[ping]), card("BACK", "command", abilities=[bounce])]
    sc = board(cards, {"hand": [{"card": "PING", "id": "p"}], "gzone": ["U", "U"]},
               {"hand": [{"card": "BACK", "id": "b"}], "deploy": [{"card": "U", "id": "u"}], "gzone": ["U", "U"]},
               g_played=True)
    do(sc, "play:$p", player=0)
    do(sc, "play:$b", player=1)
    resolve_cut(sc)
    assert sc.state.zone[sc.iid("u")] == st.HAND
    assert sc.state.zone[sc.iid("p")] == st.JUNK  # the failed command still goes to the junkyard (P57)


def test_p72_cutting_into_a_discard_effect_saves_the_destroyed_unit() -> None:
    save = {"kind": "play", "text": TEXT, "timing": {"when": "any"},
            "targets": {"t1": {"side": "own", "type": "unit", "destroyed": True, "count": 1}},
            "effect": [{"do": "negate_destruction", "target": "t1"}]}
    kill = {"kind": "play", "text": TEXT, "timing": {"when": "any"},
            "targets": {"t1": {"side": "enemy", "type": "unit", "count": 1}},
            "effect": [{"do": "destroy", "target": "t1"}]}
    cards = [unit("U", (1, 1, 3)), card("KILL", "command", abilities=[kill]), card("SAVE", "command", abilities=[save])]
    sc = board(cards, {"hand": [{"card": "KILL", "id": "k"}], "gzone": ["U", "U"]},
               {"hand": [{"card": "SAVE", "id": "s"}], "deploy": [{"card": "U", "id": "u"}], "gzone": ["U", "U"]},
               g_played=True)
    do(sc, "play:$k", player=0)
    do(sc, "pass", player=1)
    do(sc, "pass", player=0)
    assert sc.state.destroyed[sc.iid("u")] and [e.kind for e in sc.state.cut] == ["discard"]
    assert sc.decider() == 0  # a new cut: the attacker has the first right (P47)
    do(sc, "pass", player=0)
    assert f"play:{sc.iid('s')}" in tokens(sc)
    do(sc, "play:$s", player=1)
    resolve_cut(sc)
    assert sc.state.zone[sc.iid("u")] == st.DEPLOY and not sc.state.destroyed[sc.iid("u")]


def test_p72_a_unit_at_defence_zero_cannot_be_saved() -> None:
    shrink = {"kind": "play", "text": TEXT, "timing": {"when": "any"},
              "targets": {"t1": {"side": "enemy", "type": "unit", "count": 1}},
              "effect": [{"do": "modify", "target": "t1", "stats": [0, 0, -3]}]}
    save = {"kind": "play", "text": TEXT, "timing": {"when": "any"},
            "targets": {"t1": {"side": "own", "type": "unit", "destroyed": True, "count": 1}},
            "effect": [{"do": "negate_destruction", "target": "t1"}]}
    cards = [unit("U", (1, 1, 3)), card("SHRINK", "command", abilities=[shrink]), card("SAVE", "command", abilities=[save])]
    sc = board(cards, {"hand": [{"card": "SHRINK", "id": "k"}], "gzone": ["U", "U"]},
               {"hand": [{"card": "SAVE", "id": "s"}], "deploy": [{"card": "U", "id": "u"}], "gzone": ["U", "U"]},
               g_played=True)
    do(sc, "play:$k", player=0)
    do(sc, "pass", player=1)
    do(sc, "pass", player=0)
    assert sc.state.destroyed[sc.iid("u")]
    do(sc, "pass", player=0)
    do(sc, "play:$s", player=1)
    resolve_cut(sc)
    assert sc.state.zone[sc.iid("u")] == st.JUNK
