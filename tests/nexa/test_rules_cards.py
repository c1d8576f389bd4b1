"""Deck construction, G, costs and card types (P5, P21-P30, P55, P62, P66-P67)."""

from __future__ import annotations

from engine.games.nexa import state as st
from engine.games.nexa.cards import builtin_pool
from engine.games.nexa.deckrules import validate_deck_lines
from engine.games.nexa.stats import abilities, keywords, stats

from .helpers import board, card, do, resolve_cut, tokens, unit

TEXT = {"ja": "x", "en": "x"}


def _named(pool_type: str) -> str:
    for c in builtin_pool().cards.values():
        if c.type == pool_type:
            return c.name_ja
    raise AssertionError(pool_type)


def test_p5_deck_lists_name_every_problem_with_its_line() -> None:
    pool = builtin_pool()
    unit_name = _named("unit")
    graphic = next(c for c in pool.cards.values() if c.type == "graphic" and not c.has_keyword("unique"))
    lines = [f"4 {unit_name}", "2 No Such Card", "three gundams", f"44 {graphic.name_en}"]
    problems, numbers = validate_deck_lines(pool, lines)
    text = "\n".join(problems)
    assert "line 1:" in text and "at most 3" in text
    assert "line 2: unknown card 'No Such Card'" in text
    assert "line 3: cannot read" in text
    assert "total: 48 cards" in text
    assert not any(p.startswith("line 4") for p in problems)  # graphics are unlimited (P5)


def test_p5_a_count_above_the_deck_size_is_refused_before_it_is_expanded() -> None:
    """P5 (50 cards a deck): "100000000 GM" once froze the bot at 2.4 GB; now the line is refused as
    it is read, in bounded memory, and a count too long for int() is a problem, not a crash."""
    import tracemalloc

    pool = builtin_pool()
    graphic = next(c for c in pool.cards.values() if c.type == "graphic" and not c.has_keyword("unique"))
    lines = [f"2000000 {graphic.name_en}", f"{'9' * 5000} {graphic.name_en}", f"51 {graphic.name_en}",
             f"50 {graphic.name_en}"]
    tracemalloc.start()
    try:
        problems, numbers = validate_deck_lines(pool, lines)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 1_000_000, f"{peak} bytes to read four lines"
    for no in (1, 2, 3):
        assert any(p.startswith(f"line {no}: the count ") and "more than a whole deck (50 cards" in p
                   for p in problems), (no, problems)
    assert not any(p.startswith("line 4") for p in problems) and len(numbers) == 50


def test_p5_every_preconstructed_deck_is_legal() -> None:
    pool = builtin_pool()
    assert len(pool.decks) >= 6
    for d in pool.decks.values():
        lines = [f"{n} {num}" for num, n in d.cards]
        problems, numbers = validate_deck_lines(pool, lines)
        assert problems == [] and len(numbers) == 50, (d.id, problems)


def test_p21_one_g_per_own_deploy_phase_from_hand_or_hangar_and_it_loses_its_text() -> None:
    cards = [unit("U", keywords=["assault"], abilities=[{"kind": "activated", "text": TEXT, "timing": {"when": "any"},
                                                          "cost": {"roll_self": True},
                                                          "effect": [{"do": "draw", "side": "own", "count": 1}]}])]
    sc = board(cards, {"hand": [{"card": "U", "id": "h"}], "hangar": [{"card": "U", "id": "hg"}]}, {})
    assert {"g:" + str(sc.iid("h")), "g:" + str(sc.iid("hg"))} <= set(tokens(sc))
    do(sc, "g:$hg", player=0)
    resolve_cut(sc)  # the G's entering effect resolves
    g = sc.iid("hg")
    assert sc.state.zone[g] == st.GZONE and sc.state.rolled[g] is False
    assert keywords(sc.state, g) == {} and abilities(sc.state, g) == []
    assert "g:" + str(sc.iid("h")) not in tokens(sc)  # only one per turn


def test_p23_total_power_is_checked_before_the_roll_cost() -> None:
    cards = [unit("BIG", total=3, roll=1), unit("G1")]
    sc = board(cards, {"hand": [{"card": "BIG", "id": "big"}], "gzone": ["G1", "G1"]}, {}, g_played=True)
    assert "play:" + str(sc.iid("big")) not in tokens(sc)  # 2 power < total 3
    sc2 = board(cards, {"hand": [{"card": "BIG", "id": "big"}], "gzone": ["G1", "G1", "G1"]}, {}, g_played=True)
    assert "play:" + str(sc2.iid("big")) in tokens(sc2)


def test_p25_units_enter_rolled_and_battle_ready_units_enter_rerolled() -> None:
    cards = [unit("U"), unit("FAST", keywords=["battle_ready"])]
    sc = board(cards, {"hand": [{"card": "U", "id": "u"}, {"card": "FAST", "id": "f"}], "gzone": ["U", "U"]}, {},
               g_played=True)
    do(sc, "play:$u", player=0)
    resolve_cut(sc)
    do(sc, "play:$f", player=0)
    resolve_cut(sc)
    assert sc.state.zone[sc.iid("u")] == st.DEPLOY and sc.state.rolled[sc.iid("u")] is True
    assert sc.state.zone[sc.iid("f")] == st.DEPLOY and sc.state.rolled[sc.iid("f")] is False


def test_p26_a_character_sets_on_an_own_unit_adds_its_modifiers_and_no_second_same_name() -> None:
    cards = [unit("U", (2, 2, 2)), card("PILOT", "character", stats=[1, 2, 3]), card("PILOT2", "character",
                                                                                    stats=[1, 1, 1])]
    sc = board(cards, {"hand": [{"card": "PILOT", "id": "p"}, {"card": "PILOT", "id": "p2"}],
                       "deploy": [{"card": "U", "id": "u"}, {"card": "U", "id": "u2"}], "gzone": ["U", "U", "U"]},
               {"deploy": [{"card": "U", "id": "enemy"}]}, g_played=True)
    do(sc, "play:$p", player=0)
    assert "onto:" + str(sc.iid("enemy")) not in tokens(sc)  # only own units
    do(sc, "onto:$u", player=0)
    resolve_cut(sc)
    assert sc.state.zone[sc.iid("p")] == st.SET and stats(sc.state, sc.iid("u")) == (3, 4, 5)
    assert "play:" + str(sc.iid("p2")) not in tokens(sc)  # same-name own character on the field


def test_p27_set_operations_may_be_set_on_enemy_cards_and_normal_ones_enter_rerolled() -> None:
    cards = [unit("U"), card("SETOP", "operation", set_on="unit", abilities=[{
        "kind": "static", "text": TEXT, "continuous": [{"apply": "modify", "target": {"side": "any", "type": "unit",
                                                                                       "has_character": False},
                                                           "stats": [0, 0, 0]}]}]),
             card("OP", "operation")]
    sc = board(cards, {"hand": [{"card": "SETOP", "id": "s"}, {"card": "OP", "id": "o"}], "gzone": ["U", "U"]},
               {"deploy": [{"card": "U", "id": "enemy"}]}, g_played=True)
    do(sc, "play:$s", player=0)  # the only host is the enemy unit, so it is chosen
    resolve_cut(sc)
    assert sc.state.zone[sc.iid("s")] == st.SET and sc.state.set_to[sc.iid("s")] == sc.iid("enemy")
    do(sc, "play:$o", player=0)
    resolve_cut(sc)
    assert sc.state.zone[sc.iid("o")] == st.DEPLOY and sc.state.rolled[sc.iid("o")] is False


def test_p30_a_command_only_at_its_timing_and_to_the_junkyard_after() -> None:
    cmd = card("CMD", "command", abilities=[{"kind": "play", "text": TEXT, "timing": {"when": "damage"},
                                             "effect": [{"do": "draw", "side": "own", "count": 1}]}])
    cards = [unit("U"), cmd]
    sc = board(cards, {"hand": [{"card": "CMD", "id": "c"}], "gzone": ["U", "U"]}, {}, g_played=True)
    assert "play:" + str(sc.iid("c")) not in tokens(sc)
    sc2 = board(cards, {"hand": [{"card": "CMD", "id": "c"}], "gzone": ["U", "U"]}, {}, point="damage_free1")
    hand = len(sc2.state.place(0, st.HAND))
    do(sc2, "play:$c", player=0)
    resolve_cut(sc2)
    assert sc2.state.zone[sc2.iid("c")] == st.JUNK and len(sc2.state.place(0, st.HAND)) == hand  # -1 +1


def test_p62_cards_in_the_hangar_play_as_from_hand_and_leave_to_the_owners_places() -> None:
    cards = [unit("U")]
    sc = board(cards, {"hangar": [{"card": "U", "id": "h"}], "gzone": ["U", "U"]}, {}, g_played=True)
    assert "play:" + str(sc.iid("h")) in tokens(sc)


def test_p66_a_set_group_rolls_together_and_its_set_cards_fall_with_the_host() -> None:
    cards = [unit("U", (1, 1, 2)), card("PILOT", "character", stats=[0, 0, 0]),
             card("KILL", "command", abilities=[{"kind": "play", "text": TEXT, "timing": {"when": "any"},
                                                 "targets": {"t1": {"side": "enemy", "type": "unit", "count": 1}},
                                                 "effect": [{"do": "destroy", "target": "t1"}]}])]
    sc = board(cards, {"hand": [{"card": "KILL", "id": "k"}], "gzone": ["U", "U"]},
               {"deploy": [{"card": "U", "id": "host", "set": [{"card": "PILOT", "id": "pilot"}]}]}, g_played=True)
    do(sc, "play:$k", player=0)
    resolve_cut(sc)  # destroy resolves, then the discard cut
    assert sc.state.zone[sc.iid("host")] == st.JUNK and sc.state.zone[sc.iid("pilot")] == st.JUNK


def test_p67_coins_with_modifiers_change_stats_and_chips_vanish_when_they_leave() -> None:
    cards = [unit("U", (1, 1, 1)), card("MAKE", "command", abilities=[{
        "kind": "play", "text": TEXT, "timing": {"when": "any"},
        "effect": [{"do": "chip", "side": "own", "name": {"ja": "チップ", "en": "Chip"}, "stats": [1, 1, 1],
                    "terrain": ["space"]},
                   {"do": "add_coin", "target": {"side": "own", "type": "unit", "name": "U", "count": "all"},
                    "stats": [1, 0, 1]}]}])]
    sc = board(cards, {"hand": [{"card": "MAKE", "id": "m"}], "deploy": [{"card": "U", "id": "u"}],
                       "gzone": ["U", "U"]}, {}, g_played=True)
    do(sc, "play:$m", player=0)
    resolve_cut(sc)
    assert stats(sc.state, sc.iid("u")) == (2, 1, 2)
    chips = [i for i in sc.state.place(0, st.DEPLOY) if i in sc.state.chip_specs]
    assert len(chips) == 1
    from engine.games.nexa.places import move

    move(sc.state, chips[0], st.HAND)
    assert sc.state.zone[chips[0]] == st.GONE
