"""Special rules 29-36: Quattro, La Vie en Rose, Puru, Axis, Gryps 2, the Zeon remnants, the Jupiter
fleet, Side 6, colony drops and the base demolition."""

from __future__ import annotations

from engine.games.zeta import flow, specials
from engine.games.zeta.board import board
from engine.games.zeta.rules import Ctx

from .helpers import AEUG, GROUND, NZ, SPACE, TITANS, char, clear, new, phase, put, rolls, tokens


def test_rule_29_1_quattros_speech_at_a_political_base_without_others_makes_it_level_3() -> None:
    g, s = new()
    clear(s)
    h = s.bases["side1"]["h"]
    put(s, "argama", AEUG, h)
    char(s, "quattro", h)
    phase(s, AEUG, SPACE)
    assert "speech:side1" in tokens(g, s)
    g.apply(s, AEUG, "speech:side1")
    g.apply(s, AEUG, "end")
    assert s.bases["side1"]["lv"] == 3 and s.bases["side1"]["o"] == AEUG
    assert s.chars["char"]["loc"] == "map" and s.chars["quattro"]["loc"] == "gone"  # 29.1.6


def test_rule_29_1_5_with_others_present_two_dice_minus_their_governance() -> None:
    for seed in range(1, 6):
        g, s = new(seed)
        clear(s)
        h = s.bases["side2"]["h"]
        put(s, "argama", AEUG, h)
        char(s, "quattro", h)
        put(s, "salamis", TITANS, h)
        ctx = Ctx(s)
        specials.speech(ctx, "side2")
        dice = [int(x) for x in rolls(ctx.ev)[0].rsplit(": ", 1)[1].split(",")]
        n = sum(dice) - 1
        assert s.bases["side2"]["lv"] == (min(3, n) if n >= 1 else 0)


def test_rule_29_2_la_vie_en_rose_recovers_units_and_takes_one_deployed_ms() -> None:
    g, s = new()
    clear(s)
    put(s, "lavieenrose", AEUG, "S-C5")
    put(s, "gm2", AEUG, "S-C5", 2, damaged=True)
    phase(s, AEUG, SPACE)
    g.apply(s, AEUG, "s:s-c5")
    g.apply(s, AEUG, "rc")
    assert sum(1 for u in s.units.values() if u["t"] == "gm2" and not u["d"]) == 2
    assert "S-C5" in flow.deploy_sites(s, AEUG, "gm2") and "S-C5" not in flow.deploy_sites(s, AEUG, "salamis")


def test_rule_29_4_puru_killed_removes_the_black_qubeley_and_it_goes_to_the_aeug() -> None:
    g, s = new()
    clear(s)
    put(s, "gwadan", NZ, "S-C5")
    put(s, "qubeley_black", NZ, "S-C5")
    char(s, "puru", "S-C5")
    ctx = Ctx(s)
    ctx.kill("puru")
    assert not any(u["t"] == "qubeley_black" for u in s.units.values())
    assert "qubeley_black" not in s.allowed[NZ]
    put(s, "argama", AEUG, "S-H4")
    char(s, "judau1", "S-H4")
    s.turn += 1
    specials.puru_arrivals(ctx)
    assert any(u["t"] == "qubeley_black" and u["f"] == AEUG and u["h"] == "S-H4" for u in s.units.values())
    assert s.chars["puru_e"]["h"] == "S-H4"
    assert s.chars["puru2"]["loc"] in ("ready", "map")  # 29.5


def test_rule_30_2_axis_in_the_belt_adds_six_and_30_3_4_freezes_neo_zeon_units() -> None:
    g, s = new()
    expect = 10 + 6 + sum(__import__("engine.games.zeta.rules", fromlist=["base_value"]).base_value(s, k, "armament")
                          for k, b in s.bases.items() if b["o"] == NZ)
    assert s.points[NZ] == 2 * expect
    phase(s, NZ, SPACE)
    toks = tokens(g, s)
    assert not any(t.startswith("s:") for t in toks)
    assert sorted(t for t in toks if t.startswith("axis:")) == ["axis:s-l3", "axis:s-l4", "axis:s-l5"]
    g.apply(s, NZ, "axis:s-l4")
    assert s.bases["axis"]["h"] == "S-L4" and all(u["h"] == "S-L4" for u in s.units.values() if u["f"] == NZ)


def test_rule_30_3_1_axis_needs_level_one_at_the_phase_start() -> None:
    g, s = new()
    s.bases["axis"].update(lv=0, o=-1)
    phase(s, NZ, SPACE)
    assert not any(t.startswith("axis:") for t in tokens(g, s))


def test_rule_30_4_axis_attack_tables_and_30_4_7_the_moon_stops_axis() -> None:
    for seed in range(1, 8):
        g, s = new(seed)
        s.bases["axis"]["h"] = s.bases["granada"]["h"]
        phase(s, NZ, SPACE)
        g.apply(s, NZ, "axatk:granada")
        log = [e[2] for e in s.log if e[0] == "roll"]
        d1 = int(log[-2].rsplit(": ", 1)[1])
        d2 = int(log[-1].rsplit(": ", 1)[1])
        lost = specials.AXIS_HIT[d1 - 1]
        assert s.bases["granada"]["gone"] == (3 - lost < 0) or s.bases["granada"]["lv"] == 3 - lost
        self_loss = specials.AXIS_SELF[d2 - 1] + 1
        assert s.bases["axis"]["gone"] == (3 - self_loss < 0) or s.bases["axis"]["lv"] == 3 - self_loss
        assert s.flags["axis_stuck"]


def test_rule_31_gryps2_arrives_on_turn_5_moves_at_level_2_and_fires_its_laser() -> None:
    g, s = new()
    s.turn = 5
    flow.deploy_start(Ctx(s))
    gr = s.bases["gryps2"]
    assert not gr["gone"] and gr["h"] == s.bases["greennoa"]["h"] and gr["o"] == TITANS and gr["lv"] == 3
    s.phase = "act"
    phase(s, TITANS, SPACE)
    assert any(t.startswith("gry:") for t in tokens(g, s))
    g.apply(s, TITANS, "end")
    while s.phase == "combat":
        g.apply(s, TITANS, "cbend")
    assert s.phase == "laser"
    toks = tokens(g, s)
    assert len(toks) == 1 + len([h for h in [gr["h"], *board().adj[gr["h"]]] if board().terrain[h] == "s"])


def test_rule_31_5_laser_damages_bases_and_units_in_the_target_hex() -> None:
    for seed in range(1, 6):
        g, s = new(seed)
        clear(s)
        s.bases["gryps2"].update(gone=False, h="S-C5", lv=3, o=TITANS)
        put(s, "argama", AEUG, "S-C4")
        s.phase = "laser"
        s.card = TITANS * 3 + SPACE
        ctx = Ctx(s)
        specials.play_laser(ctx, "laser:S-C4")
        die = int(rolls(ctx.ev)[0].rsplit(": ", 1)[1])
        assert (not any(u["h"] == "S-C4" for u in s.units.values())) == (die <= 2)


def test_rule_32_1_side3_is_closed_until_haman_or_mineva_enter_then_the_republic_joins() -> None:
    g, s = new()
    clear(s)
    side3 = s.bases["side3"]["h"]
    near = next(h for h in board().adj[side3] if board().terrain[h] == "s")
    put(s, "salamis", AEUG, near)
    phase(s, AEUG, SPACE)
    g.apply(s, AEUG, f"s:{near.lower()}")
    assert f"to:{side3.lower()}" not in tokens(g, s)  # 32.1.2
    _, s = new()
    clear(s)
    put(s, "gwadan", NZ, near)
    char(s, "haman", near)
    phase(s, NZ, SPACE)
    g.apply(s, NZ, f"s:{near.lower()}")
    g.apply(s, NZ, f"to:{side3.lower()}")
    assert s.bases["side3"]["o"] == NZ and s.bases["side3"]["lv"] == 3
    rep = [u for u in s.units.values() if u["t"] in ("zaku_rep", "musai_rep")]
    assert len(rep) == 3 and all(u["f"] == NZ and u["a"] == "new" for u in rep)  # 32.1.5


def test_rule_32_2_haman_descending_brings_the_africa_corps() -> None:
    g, s = new()
    clear(s)
    put(s, "gwadan", NZ, "S-F6")
    put(s, "zaku3", NZ, "S-F6")
    char(s, "haman", "S-F6")
    s.chars["haman"]["on"] = next(k for k, u in s.units.items() if u["t"] == "zaku3")
    phase(s, NZ, 2)
    g.apply(s, NZ, "s:s-f6")
    dest = next(t for t in tokens(g, s) if t.startswith("to:"))
    g.apply(s, NZ, dest)
    kili = s.bases["kilimanjaro"]["h"]
    assert sum(1 for u in s.units.values() if u["t"] == "africa" and u["h"] == kili) == 2


def test_rule_33_jupiter_fleet_arrives_on_turn_2_and_enters_on_a_titans_space_card() -> None:
    g, s = new()
    s.turn = 2
    flow.deploy_start(Ctx(s))
    assert sorted(u["t"] for u in s.units.values() if u["h"] == "S-JUP") == ["jupitris", "messala"]
    assert s.chars["scirocco1"]["h"] == "S-JUP"
    s.phase = "act"
    phase(s, TITANS, SPACE)
    g.apply(s, TITANS, "end")
    assert not any(u["h"] == "S-JUP" for u in s.units.values())


def test_rule_34_side6_cannot_be_governed_hosts_no_battle_and_recovers_anyone() -> None:
    g, s = new()
    clear(s)
    h = s.bases["side6"]["h"]
    put(s, "salamis", TITANS, h, damaged=True)
    put(s, "endra", NZ, h)
    phase(s, TITANS, SPACE)
    g.apply(s, TITANS, f"s:{h.lower()}")
    toks = tokens(g, s)
    assert not any(t.startswith("gv:") for t in toks) and "rc" in toks
    s.units[next(iter(s.units))]["a"] = "mv"
    assert not any(t.startswith("cb:") for t in flow.combat_tokens(Ctx(s)))


def test_rule_35_colony_is_placed_moves_two_hexes_and_drops() -> None:
    g, s = new()
    clear(s)
    h = s.bases["side1"]["h"]
    s.bases["side1"].update(o=NZ, lv=1)
    put(s, "gaza_c", NZ, h)
    put(s, "endra", NZ, h)
    phase(s, NZ, SPACE)
    assert "colony:side1" in tokens(g, s)
    g.apply(s, NZ, "colony:side1")
    assert "end" not in tokens(g, s)  # 35.6: it must move first
    moves = [t for t in tokens(g, s) if t.startswith("colmv:")]
    assert moves and all(board().distance(h, t[6:].upper()) == 2 or t[6:].upper() in board().within(h, 2) for t in moves)
    g.apply(s, NZ, moves[0])
    assert "end" in tokens(g, s)
    assert s.flags["colony_used"][NZ]


def test_rule_35_7_a_colony_on_a_descent_point_drops_on_the_linked_area() -> None:
    for seed in range(1, 6):
        g, s = new(seed)
        k = s.new_unit("colony", NZ, "S-E5")
        s.flags["colony_used"][NZ] = True
        phase(s, NZ, SPACE)
        assert k not in s.units
        log = [e[2] for e in s.log if e[0] == "roll" and "Colony drop" in e[2]]
        die = int(log[-1].rsplit(": ", 1)[1])
        area = board().descent_area["S-E5"]
        gone = [b for b, x in s.bases.items() if x["gone"] and board().area.get(x["h"]) == area]
        assert bool(gone) == (die <= 5)


def test_rule_36_base_demolition_and_36_8_capture_reveals_the_bomb() -> None:
    g, s = new(bomb="jaburo")
    clear(s)
    h = s.bases["jaburo"]["h"]
    put(s, "gm2", AEUG, h, 3)
    put(s, "hizack", TITANS, "G-M3")
    phase(s, TITANS, GROUND)
    assert "bomb:go" in tokens(g, s)
    g.apply(s, TITANS, "bomb:go")
    assert s.bases["jaburo"]["gone"] and s.bomb_state == "used"
    assert g.view(s, AEUG)["bomb"] == "jaburo"
    g2, s2 = new(bomb="odessa")
    Ctx(s2).set_base("odessa", NZ, 1)
    assert s2.bomb_state == "revealed" and g2.view(s2, AEUG)["bomb"] == "odessa"
    phase(s2, TITANS, GROUND)
    assert "bomb:go" not in tokens(g2, s2)
    _ = (AEUG, GROUND)


def test_rule_30_3_4_25_11_axis_entering_an_enemy_hex_keeps_the_units_inside_it() -> None:
    g, s = new()
    s.bases["axis"]["h"] = "S-L3"
    for u in s.units.values():
        if u["f"] == NZ:
            u["h"] = "S-L3"
    for c in s.chars.values():
        if c["f"] == NZ and c["loc"] == "map":
            c["h"] = "S-L3"
    put(s, "salamis", TITANS, "S-K3")
    before = sum(1 for u in s.units.values() if u["f"] == NZ)
    phase(s, NZ, SPACE)
    g.apply(s, NZ, "axis:s-k3")
    assert s.bases["axis"]["h"] == "S-K3"
    # 8 Gaza C, the Qubeley and the Gwadan: more MS than the Gwadan carries, all inside Axis (Z-30)
    assert sum(1 for u in s.units.values() if u["f"] == NZ and u["h"] == "S-K3") == before
    assert not s.factory[NZ]


def test_rule_15_6_lone_ms_stay_inside_their_own_military_base_but_not_a_neutral_one() -> None:
    g, s = new()
    clear(s)
    gn = s.bases["greennoa"]["h"]  # Titans' military base in space
    lone = put(s, "hizack", TITANS, gn)[0]
    put(s, "argama", AEUG, gn)  # enemies arrive
    assert lone in s.units and s.units[lone]["h"] == gn  # inside the base (20.4, 25.11)
    s.bases["luna2"].update(lv=0, o=-1)
    l2 = s.bases["luna2"]["h"]
    k = put(s, "hizack", TITANS, l2)[0]
    assert k in s.units  # alone at a neutral military base without enemies (15.6)
    put(s, "salamis", AEUG, l2)
    assert k not in s.units and s.factory[TITANS].get("hizack") == 1  # 15.6/15.7 with enemies there


def test_rule_30_4_1_axis_attacks_other_factions_or_neutral_bases_never_its_own() -> None:
    g, s = new()
    s.bases["axis"]["h"] = s.bases["konpeitoh"]["h"]
    phase(s, NZ, SPACE)
    assert "axatk:konpeitoh" in tokens(g, s)  # a Titans base
    s.bases["konpeitoh"].update(o=NZ, lv=1)
    phase(s, NZ, SPACE)
    assert "axatk:konpeitoh" not in tokens(g, s)  # ruling Z-29
