"""Rules 12-18: actions per unit, movement, atmospheric movement, carrying and existence, recovery,
governance and when combat happens."""

from __future__ import annotations

from engine.games.zeta import flow
from engine.games.zeta.board import board
from engine.games.zeta.rules import Ctx

from .helpers import AEUG, ATMO, GROUND, NZ, SPACE, TITANS, char, clear, new, phase, put, rolls, tokens


def test_rule_12_2_12_3_a_space_card_moves_space_units_a_ground_card_ground_units() -> None:
    g, s = new()
    phase(s, AEUG, SPACE)
    stacks = [t for t in tokens(g, s) if t.startswith("s:")]
    assert stacks and all(t.startswith("s:s-") for t in stacks)
    _, s = new()
    phase(s, AEUG, GROUND)
    stacks = [t for t in tokens(g, s) if t.startswith("s:")]
    assert stacks and all(t.startswith("s:g-") for t in stacks)


def test_rule_12_4_12_7_14_1_atmosphere_card_descent_points_and_own_bases_and_only_moves() -> None:
    g, s = new()
    clear(s)
    put(s, "salamis", AEUG, "S-E5")  # descent point A; the GM II rides the Salamis in space
    put(s, "gm2", AEUG, "S-E5")
    put(s, "gm2", AEUG, "G-C3")  # Hickory, own base
    put(s, "gm2", AEUG, "G-B2")  # open land
    phase(s, AEUG, ATMO)
    stacks = sorted(t for t in tokens(g, s) if t.startswith("s:"))
    assert stacks == ["s:g-c3", "s:s-e5"]
    g.apply(s, AEUG, "s:g-c3")
    assert "rc" not in tokens(g, s) and not any(t.startswith("gv:") for t in tokens(g, s))


def test_rule_12_5_each_stack_chooses_move_recover_or_govern() -> None:
    g, s = new()
    clear(s)
    put(s, "gm2", AEUG, "G-C3", 2, damaged=True)
    s.bases["hickory"]["lv"] = 1
    phase(s, AEUG, GROUND)
    g.apply(s, AEUG, "s:g-c3")
    toks = tokens(g, s)
    assert "mv" in toks and "rc" in toks and "gv:hickory" in toks and "back" in toks


def test_rule_13_2_13_4_ships_move_three_ms_two() -> None:
    g, s = new()
    clear(s)
    put(s, "garuda", AEUG, "G-M2")
    phase(s, AEUG, GROUND)
    g.apply(s, AEUG, "s:g-m2")
    far = [t[3:].upper() for t in tokens(g, s) if t.startswith("to:")]
    assert max(board().distance("G-M2", h) for h in far) == 3
    _, s = new()
    clear(s)
    put(s, "gm2", AEUG, "G-M2")
    phase(s, AEUG, GROUND)
    g.apply(s, AEUG, "s:g-m2")
    far = [t[3:].upper() for t in tokens(g, s) if t.startswith("to:")]
    assert far and max(board().distance("G-M2", h) for h in far) == 2


def _dests(g, s, h):  # type: ignore[no-untyped-def]
    phase(s, AEUG, SPACE)
    g.apply(s, AEUG, f"s:{h.lower()}")
    return {t[3:].upper() for t in tokens(g, s) if t.startswith("to:")}


def test_rule_13_5_entering_a_hex_with_enemy_units_costs_one_more() -> None:
    g, s = new()
    clear(s)
    put(s, "salamis", AEUG, "S-C5")
    base = _dests(g, s, "S-C5")
    far = sorted(h for h in base if board().distance("S-C5", h) == 3)
    near = sorted(h for h in base if board().distance("S-C5", h) == 2 and not Ctx(s).bases_at(h))
    assert far and near
    _, s = new()
    clear(s)
    put(s, "salamis", AEUG, "S-C5")
    put(s, "endra", NZ, far[0])
    put(s, "endra", NZ, near[0])
    d = _dests(g, s, "S-C5")
    assert far[0] not in d and near[0] in d  # 3+1 > 3, 2+1 <= 3


def test_rule_13_6_13_7_enemy_military_base_costs_one_more_own_or_political_does_not() -> None:
    g, s = new()
    clear(s)
    luna2 = s.bases["luna2"]["h"]  # Titans military
    start = next(h for h in sorted(board().space_hexes) if board().distance(h, luna2) == 3 and board().terrain[h] == "s")
    put(s, "salamis", AEUG, start)
    assert luna2 not in _dests(g, s, start)
    _, s = new()
    clear(s)
    s.bases["luna2"].update(o=AEUG)  # own military base: no extra cost
    put(s, "salamis", AEUG, start)
    assert luna2 in _dests(g, s, start)
    _, s = new()
    clear(s)
    vb = s.bases["side5"]["h"]  # political base of the AEUG; as Titans it costs no extra
    start2 = next(h for h in sorted(board().space_hexes) if board().distance(h, vb) == 3 and board().terrain[h] == "s"
                  and not Ctx(s).bases_at(h))
    put(s, "salamis", TITANS, start2)
    phase(s, TITANS, SPACE)
    g.apply(s, TITANS, f"s:{start2.lower()}")
    assert f"to:{vb.lower()}" in tokens(g, s)


def test_rule_13_8_ms_in_space_cannot_move_without_a_ship() -> None:
    g, s = new()
    clear(s)
    put(s, "gm2", AEUG, s.bases["granada"]["h"])
    s.bases["granada"]["lv"] = 2  # so the stack still has something to do (govern)
    phase(s, AEUG, SPACE)
    g.apply(s, AEUG, f"s:{s.bases['granada']['h'].lower()}")
    assert "mv" not in tokens(g, s) and "gv:granada" in tokens(g, s)


def test_rule_13_9_ms_never_walk_into_ocean_and_13_12_the_ground_map_wraps() -> None:
    g, s = new()
    clear(s)
    put(s, "gm2", AEUG, "G-B2")
    phase(s, AEUG, GROUND)
    g.apply(s, AEUG, "s:g-b2")
    dests = [t[3:].upper() for t in tokens(g, s) if t.startswith("to:")]
    assert dests and all(board().terrain[h] in "cL" for h in dests)
    assert "G-R1" in board().adj["G-A1"] or "G-R2" in board().adj["G-A1"]


def test_rule_14_5_14_6_descent_lands_in_the_linked_area_lone_ms_not_on_ocean() -> None:
    g, s = new()
    clear(s)
    put(s, "salamis", AEUG, "S-E5")
    put(s, "gm2", AEUG, "S-E5")
    phase(s, AEUG, ATMO)
    g.apply(s, AEUG, "s:s-e5")
    dests = [t[3:].upper() for t in tokens(g, s) if t.startswith("to:")]
    area = board().descent_area["S-E5"]
    assert dests and all(board().area[h] == area and board().terrain[h] != "." for h in dests)
    g.apply(s, AEUG, f"to:{dests[0].lower()}")
    assert [u["t"] for u in s.units.values() if u["h"] == dests[0]] == ["gm2"]  # the Salamis (S only) stays


def test_rule_14_8_space_only_units_cannot_descend() -> None:
    g, s = new()
    clear(s)
    put(s, "salamis", AEUG, "S-F4")
    phase(s, NZ, ATMO)
    s.card = AEUG * 3 + ATMO
    assert "s:s-f4" not in tokens(g, s) or "mv" not in tokens(g, s)
    assert not flow.atmo_ok(s, next(iter(s.units)))


def test_rule_14_9_14_11_launch_to_the_linked_descent_point_needs_a_ship_for_lone_ms() -> None:
    g, s = new()
    clear(s)
    put(s, "gm2", AEUG, "G-C3")
    phase(s, AEUG, ATMO)
    g.apply(s, AEUG, "s:g-c3")
    assert not any(t.startswith("to:") for t in tokens(g, s))
    dp = board().descent[board().area["G-C3"]]
    put(s, "salamis", AEUG, dp)
    s.sel, s.step = "G-C3", "dest"
    assert tokens(g, s) == [f"to:{dp.lower()}", "back", "end"]


def test_rule_15_ships_carry_ms_and_a_lone_ms_in_open_space_is_lost() -> None:
    g, s = new()
    clear(s)
    ship = put(s, "salamis", AEUG, "S-C5")[0]
    ms = put(s, "gm2", AEUG, "S-C5", 3)
    assert sum(1 for k in ms if k in s.units and s.units[k]["c"] == ship) == 2  # capacity 2 (15.3)
    lone = [k for k in ms if k in s.units and not s.units[k]["c"]]
    assert not lone  # the third could not stand alone in open space (15.4) and went home (15.7)
    assert s.factory[AEUG].get("gm2") == 1


def test_rule_16_recovery_at_an_own_base_not_with_enemies_present() -> None:
    g, s = new()
    clear(s)
    h = s.bases["hickory"]["h"]
    put(s, "gm2", AEUG, h, 2, damaged=True)
    phase(s, AEUG, GROUND)
    g.apply(s, AEUG, f"s:{h.lower()}")
    g.apply(s, AEUG, "rc")
    assert all(not u["d"] and u["a"] == "rc" for u in s.units.values())  # 16.1/16.4
    _, s = new()
    clear(s)
    put(s, "gm2", AEUG, h, 1, damaged=True)
    put(s, "hizack", TITANS, h)
    phase(s, AEUG, GROUND)
    g.apply(s, AEUG, f"s:{h.lower()}")
    assert "rc" not in tokens(g, s)  # 16.3


def test_rule_17_governance_roll_at_or_under_the_total() -> None:
    for seed in range(1, 8):
        g, s = new(seed)
        clear(s)
        h = s.bases["capekennedy"]["h"]
        s.bases["capekennedy"].update(o=-1, lv=0)
        put(s, "gm2", TITANS, h, 2)
        phase(s, TITANS, GROUND)
        g.apply(s, TITANS, f"s:{h.lower()}")
        ev = g.apply(s, TITANS, "gv:capekennedy")
        die = int(rolls(ev)[0].rsplit(": ", 1)[1])
        assert (s.bases["capekennedy"]["o"] == TITANS) == (die <= 2)  # 17.6/17.7 neutral -> level 1
        if die <= 2:
            assert s.bases["capekennedy"]["lv"] == 1


def test_rule_17_8_17_9_no_governing_enemy_military_bases_or_contested_hexes() -> None:
    g, s = new()
    clear(s)
    h = s.bases["hickory"]["h"]
    put(s, "hizack", TITANS, h)
    phase(s, TITANS, GROUND)
    g.apply(s, TITANS, f"s:{h.lower()}")
    assert not any(t.startswith("gv:") for t in tokens(g, s))  # AEUG military base
    _, s = new()
    clear(s)
    h = s.bases["dublin"]["h"]
    put(s, "hizack", TITANS, h)
    put(s, "gm2", AEUG, h)
    phase(s, TITANS, GROUND)
    g.apply(s, TITANS, f"s:{h.lower()}")
    assert not any(t.startswith("gv:") for t in tokens(g, s))  # another faction there at the start


def test_rule_17_7_success_at_another_factions_political_base_lowers_it() -> None:
    for seed in range(1, 10):
        g, s = new(seed)
        clear(s)
        h = s.bases["dublin"]["h"]
        put(s, "hizack", TITANS, h, 3)
        phase(s, TITANS, GROUND)
        g.apply(s, TITANS, f"s:{h.lower()}")
        ev = g.apply(s, TITANS, "gv:dublin")
        die = int(rolls(ev)[0].rsplit(": ", 1)[1])
        assert s.bases["dublin"]["lv"] == (1 if die <= 3 else 2) and s.bases["dublin"]["o"] == AEUG


def test_rule_18_combat_is_offered_once_per_hex_only_for_moved_units() -> None:
    g, s = new()
    clear(s)
    put(s, "salamis", AEUG, "S-C5")
    put(s, "gaza_c", NZ, "S-D5")
    put(s, "endra", NZ, "S-D5")
    put(s, "salamis", TITANS, "S-D5")
    phase(s, AEUG, SPACE)
    g.apply(s, AEUG, "s:s-c5")
    g.apply(s, AEUG, "to:s-d5")
    g.apply(s, AEUG, "end")
    toks = tokens(g, s)
    assert set(toks) == {"cb:s-d5:1", "cb:s-d5:2", "cb:s-d5:all", "cbend"}  # 18.8
    g.apply(s, AEUG, "cb:s-d5:2")
    assert s.phase != "combat" or "cb:s-d5:1" not in tokens(g, s)  # 18.4


def test_rule_18_6_units_that_did_not_move_cannot_start_a_battle() -> None:
    g, s = new()
    clear(s)
    put(s, "salamis", AEUG, "S-D5")
    put(s, "endra", NZ, "S-D5")
    phase(s, AEUG, SPACE)
    g.apply(s, AEUG, "end")
    assert len(s.revealed) == 2 and s.phase in ("act", "combat")  # no battle was offered: next card
    _ = (char, flow)


def test_rule_14_12_a_character_descends_alone_to_an_own_base_or_ship_hex() -> None:
    g, s = new()
    clear(s)
    put(s, "salamis", AEUG, "S-E5")  # descent point A
    char(s, "kamille1", "S-E5")
    phase(s, AEUG, ATMO)
    assert "ch:kamille1" in tokens(g, s)
    g.apply(s, AEUG, "ch:kamille1")
    dests = {t[3:].upper() for t in tokens(g, s) if t.startswith("to:")}
    own_bases = {b["h"] for b in s.bases.values() if b["o"] == AEUG and b["h"].startswith("G-")
                 and board().area[b["h"]] == "A"}
    assert dests == own_bases and "G-C3" in dests  # Hickory; never Titans' Hawaii or empty hexes
    ev = g.apply(s, AEUG, "to:g-c3")
    assert s.chars["kamille1"]["h"] == "G-C3" and s.chars["kamille1"]["loc"] == "map"
    assert [u["h"] for u in s.units.values()] == ["S-E5"]  # the ship stayed in orbit
    assert any("(14.12)" in e.text["en"] for e in ev)
    assert "ch:kamille1" not in tokens(g, s)  # one atmospheric move per phase


def test_rule_14_12_a_garuda_makes_a_ground_hex_a_landing_place() -> None:
    g, s = new()
    clear(s)
    put(s, "salamis", AEUG, "S-E5")
    char(s, "hayato", "S-E5")
    put(s, "garuda", AEUG, "G-B5")
    phase(s, AEUG, ATMO)
    g.apply(s, AEUG, "ch:hayato")
    assert "to:g-b5" in tokens(g, s)
    g.apply(s, AEUG, "to:g-b5")
    assert s.chars["hayato"]["h"] == "G-B5" and s.units[s.chars["hayato"]["on"]]["t"] == "garuda"


def test_rule_14_12_a_character_launches_alone_only_to_an_own_ship() -> None:
    g, s = new()
    clear(s)
    put(s, "gm2", AEUG, "G-C3")
    char(s, "amuro", "G-C3")  # at Hickory, an AEUG base
    phase(s, AEUG, ATMO)
    assert "ch:amuro" not in tokens(g, s)  # no ship waits on descent point A
    put(s, "salamis", AEUG, "S-E5")
    assert "ch:amuro" in tokens(g, s)
    g.apply(s, AEUG, "ch:amuro")
    assert [t for t in tokens(g, s) if t.startswith("to:")] == ["to:s-e5"]
    g.apply(s, AEUG, "to:s-e5")
    assert s.chars["amuro"]["h"] == "S-E5" and s.units[s.chars["amuro"]["on"]]["t"] == "salamis"
    assert s.units[next(k for k, u in s.units.items() if u["t"] == "gm2")]["h"] == "G-C3"


def test_rule_14_12_only_on_an_atmosphere_card() -> None:
    g, s = new()
    clear(s)
    put(s, "salamis", AEUG, "S-E5")
    char(s, "kamille1", "S-E5")
    phase(s, AEUG, SPACE)
    assert not any(t.startswith("ch:") for t in tokens(g, s))
