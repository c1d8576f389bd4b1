"""Card text (P42-P45, P52-P57, P65, P68-P69) and special effects (P74-P77), with the rulings they need."""

from __future__ import annotations

from typing import Any

from engine.games.nexa import state as st
from engine.games.nexa.cards import build_pool
from engine.games.nexa.deckrules import deck_problems
from engine.games.nexa.stats import keywords, stats

from .helpers import board, card, do, pass_until, resolve_cut, tokens, unit

TEXT = {"ja": "x", "en": "x"}


def cmd(number: str, effect: list[dict[str, Any]], targets: dict[str, Any] | None = None, when: str = "any",
        **kw: Any) -> dict[str, Any]:
    ab: dict[str, Any] = {"kind": "play", "text": TEXT, "timing": {"when": when}, "effect": effect}
    if targets:
        ab["targets"] = targets
    ab.update(kw)
    return card(number, "command", abilities=[ab])


def act(effect: list[dict[str, Any]], cost: dict[str, Any] | None = None, targets: dict[str, Any] | None = None,
        when: str = "any", **kw: Any) -> dict[str, Any]:
    ab: dict[str, Any] = {"kind": "activated", "text": TEXT, "timing": {"when": when},
                          "cost": cost or {"roll_self": True}, "effect": effect}
    if targets:
        ab["targets"] = targets
    ab.update(kw)
    return ab


def test_p76_unique_limits_graphics_to_three() -> None:
    pool = build_pool([("t", {"cards": [
        {"number": "GR", "name": TEXT | {"ja": "絵", "en": "Pic"}, "type": "graphic",
         "gsign": {"colour": "red", "series": "Z"}, "guard_level": 1, "gain_level": 1},
        {"number": "GU", "name": {"ja": "特別な絵", "en": "Special"}, "type": "graphic", "keywords": ["unique"],
         "gsign": {"colour": "red", "series": "Z"}, "guard_level": 1, "gain_level": 1}]})])
    plain = [pool.cards["GR"]] * 50
    assert deck_problems(plain) == []  # graphics are unlimited (P5)
    special = [pool.cards["GR"]] * 46 + [pool.cards["GU"]] * 4
    assert any("at most 3" in p for p in deck_problems(special))  # ruling R-06


def test_p65_x_is_chosen_on_play_and_never_zero() -> None:
    burn = cmd("BURN", [{"do": "damage", "target": "t1", "amount": "X"}],
               {"t1": {"side": "enemy", "type": "unit", "count": 1}}, x_max=5)
    sc = board([unit("U", (1, 1, 9)), burn], {"hand": [{"card": "BURN", "id": "b"}], "gzone": ["U"] * 2},
               {"deploy": [{"card": "U", "id": "u"}]}, g_played=True)
    do(sc, "play:$b", player=0)
    toks = tokens(sc)
    assert "x:0" not in toks and "x:1" in toks and "x:5" in toks
    do(sc, "x:3", player=0)
    resolve_cut(sc)
    assert sc.state.damage[sc.iid("u")] == 3


def test_p56_untargetable_cards_cannot_be_chosen_by_the_enemy() -> None:
    burn = cmd("BURN", [{"do": "damage", "target": "t1", "amount": 1}], {"t1": {"side": "any", "type": "unit",
                                                                                  "count": 1}})
    hide = {"kind": "static", "text": TEXT, "continuous": [{"apply": "status", "target": "self",
                                                            "status": "untargetable"}]}
    sc = board([unit("U", (1, 1, 9)), unit("H", (1, 1, 9), abilities=[hide]), burn],
               {"hand": [{"card": "BURN", "id": "b"}], "gzone": ["U"] * 2, "deploy": [{"card": "H", "id": "mine"}]},
               {"deploy": [{"card": "H", "id": "theirs"}, {"card": "U", "id": "plain"}]}, g_played=True)
    do(sc, "play:$b", player=0)
    toks = tokens(sc)
    assert f"t:{sc.iid('theirs')}" not in toks and f"t:{sc.iid('plain')}" in toks
    assert f"t:{sc.iid('mine')}" in toks  # ruling R-11: only the enemy cannot


def test_p57_lose_beats_gain_whatever_the_order() -> None:
    give = cmd("GIVE", [{"do": "grant_keyword", "target": "t1", "keyword": "assault"}],
               {"t1": {"side": "any", "type": "unit", "count": 1}})
    take = cmd("TAKE", [{"do": "lose_keyword", "target": "t1", "keyword": "assault"}],
               {"t1": {"side": "any", "type": "unit", "count": 1}})
    sc = board([unit("U", (1, 1, 9)), give, take],
               {"hand": [{"card": "TAKE", "id": "take"}, {"card": "GIVE", "id": "give"}], "gzone": ["U"] * 4,
                "deploy": [{"card": "U", "id": "u"}]}, {}, g_played=True)
    do(sc, "play:$take", player=0)
    resolve_cut(sc)
    do(sc, "play:$give", player=0)  # applied later, and still loses
    resolve_cut(sc)
    assert "assault" not in keywords(sc.state, sc.iid("u"))


def test_p57_this_turn_reapplies_to_new_targets_but_until_end_of_turn_does_not() -> None:
    this_turn = cmd("ALL", [{"do": "modify", "target": {"side": "own", "type": "unit", "count": "all"},
                             "stats": [1, 0, 0], "until": "this_turn"}])
    fixed = cmd("FIX", [{"do": "modify", "target": {"side": "own", "type": "unit", "count": "all"},
                         "stats": [0, 1, 0], "until": "turn_end"}])
    sc = board([unit("U", (1, 1, 1)), this_turn, fixed],
               {"hand": [{"card": "ALL", "id": "a"}, {"card": "FIX", "id": "f"}, {"card": "U", "id": "late"}],
                "gzone": ["U"] * 5, "deploy": [{"card": "U", "id": "early"}]}, {}, g_played=True)
    do(sc, "play:$a", player=0)
    resolve_cut(sc)
    do(sc, "play:$f", player=0)
    resolve_cut(sc)
    do(sc, "play:$late", player=0)
    resolve_cut(sc)
    assert stats(sc.state, sc.iid("early")) == (2, 2, 1)
    assert stats(sc.state, sc.iid("late")) == (2, 1, 1)  # "this turn" reaches the new unit, "until end of turn" not


def test_p44_a_text_is_played_once_per_turn_unless_repeatable_then_once_per_cut() -> None:
    draw = [{"do": "draw", "side": "own", "count": 1}]
    once = unit("ONCE", abilities=[act(draw, cost={"pay": {"any": 1}})])
    many = unit("MANY", abilities=[act(draw, cost={"pay": {"any": 1}}, repeatable=True)])
    sc = board([unit("U"), once, many], {"deploy": [{"card": "ONCE", "id": "o"}, {"card": "MANY", "id": "m"}],
                                         "gzone": ["U"] * 6}, {}, g_played=True)
    do(sc, "act:$o:0", player=0)
    resolve_cut(sc)
    assert f"act:{sc.iid('o')}:0" not in tokens(sc)
    do(sc, "act:$m:0", player=0)
    do(sc, "pass", player=1)
    assert f"act:{sc.iid('m')}:0" not in tokens(sc)  # once per cut
    resolve_cut(sc)
    assert f"act:{sc.iid('m')}:0" in tokens(sc)  # a new cut, again


def test_p77_if_you_do_is_all_or_nothing() -> None:
    both = cmd("BOTH", [{"do": "discard_hand", "side": "own", "count": 1}, {"do": "draw", "side": "own",
                                                                             "count": 2}],
               all_or_nothing=True)
    sc = board([unit("U"), both], {"hand": [{"card": "BOTH", "id": "b"}], "gzone": ["U"] * 2}, {}, g_played=True)
    # no other card in hand to discard: known at play time, so the play is not even declared (P77
    # 空撃ち禁止); what happens when it becomes impossible only on resolution is pinned in
    # test_rules_gaps.py::test_p77_all_or_nothing_fails_whole_when_a_part_is_short_on_resolution
    assert f"play:{sc.iid('b')}" not in tokens(sc)
    sc = board([unit("U"), both], {"hand": [{"card": "BOTH", "id": "b"}, "U"], "gzone": ["U"] * 2}, {},
               g_played=True)
    home = len(sc.state.place(0, st.HOME))
    do(sc, "play:$b", player=0)
    resolve_cut(sc)
    assert len(sc.state.place(0, st.HOME)) == home - 2 and len(sc.state.place(0, st.HAND)) == 2  # both parts


def test_p77_no_empty_plays_without_a_target() -> None:
    burn = cmd("BURN", [{"do": "damage", "target": "t1", "amount": 1}], {"t1": {"side": "enemy", "type": "unit",
                                                                                  "count": 1}})
    sc = board([unit("U"), burn], {"hand": [{"card": "BURN", "id": "b"}], "gzone": ["U"] * 2}, {}, g_played=True)
    assert f"play:{sc.iid('b')}" not in tokens(sc)


def test_p68_static_texts_apply_while_on_the_field_and_exclusive_set_counts() -> None:
    boost = {"kind": "static", "text": TEXT,
             "continuous": [{"apply": "modify", "target": "self", "stats": [2, 2, 2],
                             "condition": {"exclusive_set": True}}]}
    cards = [unit("MS", (1, 1, 1), traits=["専用[アムロ]"], abilities=[boost]),
             card("AMURO", "character", stats=[0, 0, 0], name={"ja": "アムロ", "en": "Amuro"})]
    sc = board(cards, {"hand": [{"card": "AMURO", "id": "a"}], "deploy": [{"card": "MS", "id": "ms"}],
                       "gzone": ["MS"] * 2}, {}, g_played=True)
    assert stats(sc.state, sc.iid("ms")) == (1, 1, 1)
    do(sc, "play:$a", player=0)
    resolve_cut(sc)
    assert stats(sc.state, sc.iid("ms")) == (3, 3, 3)


def test_p75_psycommu_needs_an_nt_character_in_the_same_area() -> None:
    cards = [unit("FUN", (1, 1, 3), keywords=[{"psycommu": 2}]),
             card("NT", "character", stats=[0, 0, 0], traits=["NT"]), unit("E", (1, 1, 2))]
    sc = board(cards, {"battle": {"space": [{"card": "FUN", "id": "f", "set": [{"card": "NT"}]}]},
                       "gzone": ["FUN"] * 2},
               {"battle": {"space": [{"card": "E", "id": "e"}]}}, point="defence_free1")
    assert f"act:{sc.iid('f')}:100" in tokens(sc)
    do(sc, "act:$f:100", player=0)
    resolve_cut(sc)
    assert sc.state.zone[sc.iid("e")] == st.JUNK  # 2 damage on defence 2: destroyed and discarded
    plain = board(cards, {"battle": {"space": [{"card": "FUN", "id": "f"}]}, "gzone": ["FUN"] * 2},
                  {"battle": {"space": [{"card": "E", "id": "e"}]}}, point="defence_free1")
    assert f"act:{plain.iid('f')}:100" not in tokens(plain)


def test_p75_supply_rerolls_another_own_unit_in_the_own_attack_step() -> None:
    cards = [unit("SUP", keywords=["supply"]), unit("U")]
    sc = board(cards, {"deploy": [{"card": "SUP", "id": "s"}, {"card": "U", "id": "tired", "rolled": True}],
                       "gzone": ["U"] * 2}, {}, point="attack_free1")
    do(sc, "act:$s:105", player=0)
    resolve_cut(sc)
    assert sc.state.rolled[sc.iid("tired")] is False


def test_p75_share_moves_a_trait_card_from_home_to_hangar_only_on_its_first_turn() -> None:
    cards = [unit("SH", keywords=[{"share": "連邦"}]), unit("FED", traits=["連邦"]), unit("X")]
    sc = board(cards, {"deploy": [{"card": "SH", "id": "sh", "entered": 3}], "gzone": ["X"] * 2,
                       "home": ["X", {"card": "FED", "id": "fed"}, "X"]}, {}, g_played=True)
    do(sc, "act:$sh:104", player=0)
    resolve_cut(sc)
    do(sc, f"pick:{sc.iid('fed')}", player=0)
    assert sc.state.zone[sc.iid("fed")] == st.HANGAR
    old = board(cards, {"deploy": [{"card": "SH", "id": "sh", "entered": 1}], "gzone": ["X"] * 2}, {}, g_played=True)
    assert f"act:{old.iid('sh')}:104" not in tokens(old)


def test_p61_search_chooses_on_resolution_and_may_find_nothing() -> None:
    seek = cmd("SEEK", [{"do": "search", "side": "own", "zone": "home", "filter": {"type": "unit", "trait": "Z"},
                         "count": 1}])
    sc = board([unit("X"), seek], {"hand": [{"card": "SEEK", "id": "s"}], "gzone": ["X"] * 2,
                                   "home": ["X", "X"]}, {}, g_played=True)
    do(sc, "play:$s", player=0)
    resolve_cut(sc)
    assert sc.state.zone[sc.iid("s")] == st.JUNK  # nothing matched; the search found nothing and ended


def test_p75_cross_weapon_lends_a_text_until_end_of_turn() -> None:
    draw = act([{"do": "draw", "side": "own", "count": 1}], cost={"pay": {"any": 1}})
    cards = [unit("CW", keywords=[{"cross_weapon": "連邦"}], abilities=[draw]), unit("FED", traits=["連邦"])]
    sc = board(cards, {"deploy": [{"card": "CW", "id": "cw"}, {"card": "FED", "id": "fed"}], "gzone": ["CW"] * 3},
               {}, point="attack_free1")
    do(sc, "act:$cw:106", player=0)  # the only 連邦 unit is chosen without asking
    resolve_cut(sc)
    assert f"act:{sc.iid('fed')}:300" in tokens(sc)


def test_p75_gain_reveals_and_boosts_on_a_matching_series() -> None:
    cards = [unit("GA", (1, 1, 3), keywords=["gain"]), unit("TOP", total=3, roll=2)]
    sc = board(cards, {"battle": {"space": [{"card": "GA", "id": "ga"}]}, "gzone": ["GA"] * 2,
                       "home": ["TOP", "GA", "GA"]}, {}, point="damage_free1")
    do(sc, "act:$ga:102", player=0)
    resolve_cut(sc)
    assert stats(sc.state, sc.iid("ga")) == (3, 3, 5)  # same series "0079", roll cost 2


def test_p75_refit_replaces_the_unit_and_discards_the_old_one() -> None:
    cards = [unit("OLD", (1, 1, 3), keywords=[{"refit": "改"}]), unit("NEW", (4, 4, 4), total=2, traits=["改"])]
    sc = board(cards, {"battle": {"space": [{"card": "OLD", "id": "old", "damage": 1}]},
                       "hand": [{"card": "NEW", "id": "new"}], "gzone": ["OLD"] * 3},
               {}, point="attack_free2")
    do(sc, "act:$old:103", player=0)
    resolve_cut(sc)
    s = sc.state
    assert s.zone[sc.iid("old")] == st.JUNK and s.zone[sc.iid("new")] == st.BATTLE
    assert s.squads[0] == [sc.iid("new")] and s.damage[sc.iid("new")] == 1 and s.rolled[sc.iid("new")] is False


def test_p76_ps_armor_unit_returns_to_hand_next_turn() -> None:
    cards = [unit("PS", keywords=["ps_armor"]), unit("X")]
    sc = board(cards, {"deploy": [{"card": "PS", "id": "ps"}]}, {"home": ["X"] * 10}, point="attack_rule")
    do(sc, "sortie:s:$ps", "sortie:done", player=0)
    for _ in range(60):
        if sc.state.turn > 3:
            break
        d = sc.game.decision(sc.state, labels=False)
        sc.game.apply(sc.state, d.player, "pass" if "pass" in d.tokens() else d.tokens()[-1])
    assert sc.state.zone[sc.iid("ps")] == st.HAND


def test_p76_star_cards_one_per_own_field() -> None:
    cards = [unit("STAR", star=True), unit("X")]
    sc = board(cards, {"hand": [{"card": "STAR", "id": "s2"}], "deploy": [{"card": "STAR"}], "gzone": ["X"] * 2},
               {}, g_played=True)
    assert f"play:{sc.iid('s2')}" not in tokens(sc)


def test_p76_stay_sets_on_the_own_deploy_area() -> None:
    cards = [unit("X"), card("STAYOP", "operation", set_on="unit", keywords=["stay"])]
    sc = board(cards, {"hand": [{"card": "STAYOP", "id": "op"}], "gzone": ["X"] * 2}, {}, g_played=True)
    do(sc, "play:$op", player=0)
    resolve_cut(sc)
    assert sc.state.zone[sc.iid("op")] == st.DEPLOY


def test_p57_waiting_effects_run_at_turn_end() -> None:
    later = cmd("LATER", [{"do": "at_turn_end", "steps": [{"do": "draw", "side": "own", "count": 2}]}])
    sc = board([unit("X"), later], {"hand": [{"card": "LATER", "id": "l"}], "gzone": ["X"] * 2}, {}, g_played=True)
    do(sc, "play:$l", player=0)
    resolve_cut(sc)
    hand = len(sc.state.place(0, st.HAND))
    pass_until(sc, st.REROLL_FREE)
    assert len(sc.state.place(0, st.HAND)) == hand + 2


def test_p65_an_alias_counts_as_that_name() -> None:
    cards = [unit("ALIAS", star=True, traits=["別名[STAR]"]), unit("STAR", star=True), unit("X")]
    sc = board(cards, {"hand": [{"card": "STAR", "id": "s"}], "deploy": [{"card": "ALIAS"}], "gzone": ["X"] * 2},
               {}, g_played=True)
    assert f"play:{sc.iid('s')}" not in tokens(sc)


def test_p66_a_pilots_continuous_text_on_this_card_acts_through_its_unit() -> None:
    aura = {"kind": "static", "text": TEXT, "continuous": [{"apply": "modify", "target": "self", "stats": [1, 1, 1]}]}
    cards = [unit("MS", (2, 2, 2)), card("ACE-PILOT", "character", stats=[0, 0, 0], abilities=[aura])]
    sc = board(cards, {"deploy": [{"card": "MS", "id": "ms", "set": [{"card": "ACE-PILOT"}]}]}, {})
    assert stats(sc.state, sc.iid("ms")) == (3, 3, 3)


def test_p68_a_card_hears_its_own_trip_to_the_junkyard() -> None:
    last = {"kind": "triggered", "text": TEXT, "on": "to_junkyard",
            "effect": [{"do": "draw", "side": "own", "count": 1}]}
    kill = cmd("KILL", [{"do": "destroy", "target": "t1"}], {"t1": {"side": "enemy", "type": "unit", "count": 1}})
    cards = [unit("U"), unit("LAST", abilities=[last]), kill]
    sc = board(cards, {"hand": [{"card": "KILL", "id": "k"}], "gzone": ["U"] * 2},
               {"deploy": [{"card": "LAST", "id": "l"}]}, g_played=True)
    hand = len(sc.state.place(1, st.HAND))
    do(sc, "play:$k", player=0)
    resolve_cut(sc)
    assert sc.state.zone[sc.iid("l")] == st.JUNK and len(sc.state.place(1, st.HAND)) == hand + 1


def test_p55_a_continuous_cost_reduction_on_the_field_lowers_the_total() -> None:
    cheap = {"kind": "static", "text": TEXT, "continuous": [{"apply": "cost", "target": {"side": "own", "zone": "hand",
                                                                                          "type": "unit"},
                                                             "total": -2}]}
    cards = [unit("X"), unit("BIG", total=3, roll=1), card("OP", "operation", abilities=[cheap])]
    sc = board(cards, {"hand": [{"card": "BIG", "id": "big"}], "deploy": [{"card": "OP"}], "gzone": ["X"]}, {},
               g_played=True)
    assert f"play:{sc.iid('big')}" in tokens(sc)  # total 3 - 2 = 1, paid with the one G


def test_p77_if_you_do_stops_when_a_coin_is_missing() -> None:
    spend = act([{"do": "remove_coin", "target": "self", "count": 1}, {"do": "draw", "side": "own", "count": 2}],
                cost={"pay": {"any": 1}}, all_or_nothing=True)
    cards = [unit("X"), unit("C", abilities=[spend])]
    sc = board(cards, {"deploy": [{"card": "C", "id": "c"}], "gzone": ["X"] * 2}, {}, g_played=True)
    hand = len(sc.state.place(0, st.HAND))
    # no coin to remove, which anyone can see: the text cannot even be played (P77 空撃ち禁止)
    assert f"act:{sc.iid('c')}:0" not in tokens(sc)
    rich = board(cards, {"deploy": [{"card": "C", "id": "c", "coins": {"coin": 1}}], "gzone": ["X"] * 2}, {},
                 g_played=True)
    do(rich, "act:$c:0", player=0)
    resolve_cut(rich)
    assert len(rich.state.place(0, st.HAND)) == hand + 2


def test_p63_a_card_that_lost_control_is_nobodys_and_leaves_the_battle_area() -> None:
    drop = cmd("DROP", [{"do": "lose_control", "target": "t1", "until": "turn_end"}],
               {"t1": {"side": "enemy", "type": "unit", "count": 1}})
    ping = cmd("PING", [{"do": "damage", "target": "t1", "amount": 1}], {"t1": {"side": "enemy", "type": "unit",
                                                                                   "count": 1}})
    cards = [unit("U", (1, 1, 5)), drop, ping]
    sc = board(cards, {"hand": [{"card": "DROP", "id": "d"}, {"card": "PING", "id": "p"}], "gzone": ["U"] * 4},
               {"battle": {"space": [{"card": "U", "id": "u"}]}}, point="attack_free2")
    do(sc, "play:$d", player=0)
    resolve_cut(sc)
    s = sc.state
    assert s.zone[sc.iid("u")] == st.DEPLOY and s.ctrl[sc.iid("u")] == -1
    assert f"play:{sc.iid('p')}" not in tokens(sc)  # no enemy unit: the lost card is nobody's (P63)
    pass_until(sc, st.REROLL_FREE)
    assert s.ctrl[sc.iid("u")] == 1  # control comes back at the end of the turn


def test_p77_text_over_rules_a_unit_that_stays_rerolled_after_the_return_step() -> None:
    keep = {"kind": "static", "text": TEXT, "continuous": [{"apply": "status", "target": "self",
                                                            "status": "stays_rerolled"}]}
    cards = [unit("U"), unit("FRESH", abilities=[keep])]
    sc = board(cards, {"battle": {"earth": [{"card": "U", "id": "u"}, {"card": "FRESH", "id": "f"}]}}, {},
               point="return_free1")
    pass_until(sc, st.RETURN_FREE2)
    assert sc.state.rolled[sc.iid("u")] is True and sc.state.rolled[sc.iid("f")] is False
