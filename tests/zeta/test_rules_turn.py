"""Rules 1-11, 37 and 38 of the Zeta rules (the game, definitions, the turn and its phases, victory, setup)."""

from __future__ import annotations

import pytest

from engine.api import EngineError, Match
from engine.games.zeta import flow
from engine.games.zeta.data import data
from engine.games.zeta.rules import Ctx, base_value

from .helpers import AEUG, NZ, TITANS, game, new, put, tokens


def test_rule_1_2_three_factions_three_players() -> None:
    g = game()
    assert g.info.min_players == g.info.max_players == 3
    assert [n["en"] for n in g.info.seat_names] == ["AEUG", "Titans", "Neo Zeon"]
    with pytest.raises(EngineError):
        g.new_state(["a", "b"], [[], []], 1)


def test_rule_2_4_terrain_decides_the_map_a_unit_may_deploy_on() -> None:
    _, s = new()
    # Gaza C is space-only (S): never offered a ground base; Garuda is ground-only (G)
    assert all(h.startswith("S-") for h in flow.deploy_sites(s, NZ, "gaza_c"))
    assert flow.deploy_sites(s, AEUG, "garuda") and all(h.startswith("G-") for h in flow.deploy_sites(s, AEUG, "garuda"))


def test_rule_2_6_2_8_levels_change_base_values_and_level_0_is_neutral() -> None:
    _, s = new()
    assert s.bases["capekennedy"]["o"] == AEUG
    assert [base_value(s, "granada", "vp", lv) for lv in (1, 2, 3)] == data().bases.classes["stronghold"].vp
    assert base_value(s, "granada", "vp", 0) == 0
    side3 = s.bases["side3"]
    assert side3["lv"] == 0 and side3["o"] == -1  # 32.1.1 the republic's Side 3 counts as neutral


def test_rule_3_1_the_turn_runs_character_armament_deployment_card_then_nine_action_phases() -> None:
    g, s = new()
    assert s.phase == "arm"
    for f in range(3):
        g.apply(s, f, "done")
    assert s.phase in ("deploy", "cards")
    while s.phase == "deploy":
        p = g.pending(s)[0]
        g.apply(s, p.seat, "done")
    assert s.phase == "cards"
    for f in range(3):
        g.apply(s, f, "pick:sga")
    assert s.phase in ("act", "combat") and len(s.revealed) + len(s.deck) == 9


def test_rule_4_2_4_3_arrivals_and_exchanges_follow_the_turn_track() -> None:
    _, s = new()
    s.turn = 3
    ctx = Ctx(s)
    flow.character_phase(ctx)
    assert s.chars["katz"]["loc"] == "ready"
    s.turn = 4
    flow.character_phase(ctx)
    assert s.chars["kamille2"]["loc"] == "map" and s.chars["kamille1"]["loc"] == "gone"  # ① -> ②


def test_rule_4_4_wounded_characters_roll_and_the_roll_is_logged() -> None:
    _, s = new()
    for cid, box in (("apolly", "L"), ("roberto", "M"), ("henken", "H")):
        s.chars[cid].update(loc=box, h="", on="")
    ctx = Ctx(s)
    flow.character_phase(ctx)
    rolls = [e for e in ctx.ev if e.kind == "roll"]
    assert len(rolls) == 3 and all("recovery (4.4)" in e.text["en"] for e in rolls)
    table = data().characters.wounded
    for cid, box, e in zip(("apolly", "roberto", "henken"), "LMH", rolls, strict=True):
        die = int(e.text["en"].rsplit(": ", 1)[1])
        res = table[box][die - 1]
        expect = {"R": "ready", "-": box, "W": {"L": "M", "M": "H", "H": "H"}[box], "D": "dead"}[res]
        assert s.chars[cid]["loc"] == expect


def test_rule_5_4_armament_points_are_ten_plus_governed_bases_and_5_5_do_not_carry_over() -> None:
    g, s = new()
    expect = 10 + sum(base_value(s, k, "armament") for k, b in s.bases.items() if b["o"] == AEUG)
    assert s.points[AEUG] == 2 * expect
    g.apply(s, AEUG, tokens(g, s, AEUG)[0])  # spend something, then finish
    for f in range(3):
        if not s.done[f]:
            g.apply(s, f, "done")
    flow.armament_start(Ctx(s))
    assert s.points[AEUG] == 2 * expect


def test_rule_5_6_5_7_scrapping_returns_a_unit_to_the_factory() -> None:
    g, s = new()
    g.apply(s, AEUG, "scrap")
    tok = next(t for t in tokens(g, s, AEUG) if t.startswith("scr:gm2:"))
    before = s.factory[AEUG].get("gm2", 0)
    g.apply(s, AEUG, tok)
    assert s.factory[AEUG]["gm2"] == before + 1


def test_rule_6_2_production_costs_the_units_points_and_7_2_an_increase_costs_two() -> None:
    g, s = new()
    p0 = s.points[TITANS]
    g.apply(s, TITANS, "refit")
    g.apply(s, TITANS, "inc:hizack")
    assert s.factory[TITANS]["hizack"] == 1 and s.points[TITANS] == p0 - 4
    g.apply(s, TITANS, "prod:hizack")
    assert s.points[TITANS] == p0 - 4 - 2 and any(u["t"] == "hizack" and u["h"] == "" for u in s.units.values())


def test_rule_7_3_only_units_owned_at_setup_or_released_may_be_increased() -> None:
    g, s = new()
    g.apply(s, NZ, "refit")
    toks = tokens(g, s, NZ)
    assert "inc:gaza_c" in toks and "inc:hizack" not in toks and "inc:endra" not in toks
    s.turn = 3
    flow.character_phase(Ctx(s))  # 5.2: the track opens Endra on turn 3
    assert "inc:endra" in tokens(g, s, NZ)


def test_rule_8_refit_costs_half_a_point_and_swaps_a_factory_unit() -> None:
    g, s = new()
    s.factory[AEUG] = {"gm2": 1}
    p0 = s.points[AEUG]
    g.apply(s, AEUG, "refit")
    g.apply(s, AEUG, "ref:gm2:nemo")
    assert s.factory[AEUG] == {"nemo": 1} and s.points[AEUG] == p0 - 1


def test_rule_9_3_9_4_deployment_points_limit_ms_one_ship_two() -> None:
    g, s = new()
    for f in range(3):
        g.apply(s, f, "done")
    assert s.phase == "deploy" or s.phase == "cards"
    s.phase = "deploy"
    s.done = [False, False, False]
    s.flags["dep_used"] = {}
    for _ in range(5):
        s.new_unit("gm2", AEUG, "")
    hickory = s.bases["hickory"]["h"]
    cap = base_value(s, "hickory", "deploy")
    placed = 0
    while f"dep:gm2:{hickory.lower()}" in tokens(g, s, AEUG):
        g.apply(s, AEUG, f"dep:gm2:{hickory.lower()}")
        placed += 1
    assert placed == cap
    s.new_unit("garuda", AEUG, "")
    assert f"dep:garuda:{hickory.lower()}" not in tokens(g, s, AEUG)  # a ship needs 2 points


def test_rule_10_each_faction_picks_three_cards_in_secret() -> None:
    g, s = new()
    flow.cards_start(Ctx(s))
    ps = g.pending(s)
    assert [p.seat for p in ps] == [0, 1, 2]  # three simultaneous decisions
    assert all(len(p.tokens) == 5 for p in ps)  # 2 space + 2 ground + 1 atmosphere, choose 3
    g.apply(s, TITANS, "pick:ssg")
    for seat in (None, AEUG, NZ):
        v = g.view(s, seat)
        assert v["my_cards"] is None and "SSG" not in str(v)
    assert g.view(s, TITANS)["my_cards"] == "SSG"
    g.apply(s, AEUG, "pick:gga")
    g.apply(s, NZ, "pick:sga")
    assert len(s.deck) + len(s.revealed) == 9
    assert sorted(c // 3 for c in s.deck + s.revealed) == [0, 0, 0, 1, 1, 1, 2, 2, 2]
    assert "deck" in g.view(s, None) and isinstance(g.view(s, None)["deck"], int)  # 10.4 face down


def test_rule_11_cards_are_drawn_one_by_one_and_the_turn_ends_when_the_deck_is_empty() -> None:
    g, s = new()
    for f in range(3):
        g.apply(s, f, "done")
    while s.phase == "deploy":
        g.apply(s, g.pending(s)[0].seat, "done")
    for f in range(3):
        g.apply(s, f, "pick:sga")
    seen = 0
    while s.turn == 1:
        p = g.pending(s)[0]
        if s.phase in ("act", "combat", "laser"):
            seen = max(seen, len(s.revealed))
        pas = [t for t in p.tokens if t in ("end", "cbend", "nolaser", "done")]
        g.apply(s, p.seat, pas[0] if pas else p.tokens[0])
    assert seen == 9 and s.turn == 2 and s.revealed == []


def test_rule_37_2_sudden_death_at_ten_vp_over_the_other_two() -> None:
    g, s = new()
    for b in s.bases.values():
        if b["o"] != AEUG:
            b.update(o=-1, lv=0)
    ctx = Ctx(s)
    s.deck = []
    flow.end_turn(ctx)
    out = g.outcome(s)
    assert out is not None and out.winners == (AEUG,) and out.reason == "sudden_death"


def test_rule_37_3_after_turn_ten_most_vp_wins() -> None:
    g, s = new()
    s.turn = 10
    vps = [Ctx(s).vp(f) for f in range(3)]
    flow.end_turn(Ctx(s))
    out = g.outcome(s)
    assert out is not None and out.reason in ("vp", "sudden_death")
    if out.reason == "vp":
        assert out.winners == tuple(i for i, v in enumerate(vps) if v == max(vps))
        assert "37.3" in g.end_text(out, ["a", "b", "c"], "ja")


def test_rule_38_setup() -> None:
    _, s = new()
    def count(fac: int, ty: str, h: str) -> int:
        return sum(1 for u in s.units.values() if u["f"] == fac and u["t"] == ty and u["h"] == h)
    assert count(AEUG, "rick_dias", "S-C5") == 3 and count(AEUG, "argama", "S-C5") == 1
    assert count(TITANS, "hizack", s.bases["greennoa"]["h"]) == 6
    assert count(NZ, "gaza_c", "S-BELT") == 8 and s.bases["axis"]["h"] == "S-BELT"  # 30.1
    assert s.bases["granada"]["lv"] == 3 and s.bases["granada"]["o"] == AEUG
    assert s.bases["jaburo"]["lv"] == 3 and s.bases["jaburo"]["o"] == TITANS
    assert s.chars["quattro"]["h"] == "S-C5" and s.chars["hayato"]["h"] == s.bases["hickory"]["h"]
    assert all(not f for f in s.factory)


def test_rule_36_3_the_bomb_base_is_chosen_secretly_before_the_game() -> None:
    g = game()
    s = g.new_state(["A", "T", "N"], [[], [], []], 3)
    (p,) = g.pending(s)
    assert p.seat == TITANS and sorted(p.tokens) == ["bomb_at:hawaii", "bomb_at:jaburo", "bomb_at:odessa", "bomb_at:torrington"]
    g.apply(s, TITANS, "bomb_at:odessa")
    assert g.view(s, TITANS)["bomb"] == "odessa"
    for seat in (None, AEUG, NZ):
        v = g.view(s, seat)
        assert v["bomb"] is None and "オデッサに設置" not in str(v) and "Odessa (36.3)" not in str(v)


def test_a_match_replays_from_its_log() -> None:
    m = Match.start("zeta", ["a", "b", "c"], [[], [], []], 9)
    import random

    from engine.selfplay import choose_random
    rnd = random.Random(9)
    for _ in range(300):
        ds = m.decisions()
        d = ds[rnd.randrange(len(ds))]
        m.apply(d.player, choose_random(rnd, d))
    assert Match.replay(m.log_json()).hash() == m.hash()
    _ = put


def test_a_seat_that_concedes_ranks_last_and_the_others_rank_by_vp() -> None:
    g, s = new()
    g.apply(s, NZ, "concede")
    out = g.outcome(s)
    assert out is not None and out.ranks[NZ] == 3 and out.reason == "concession"
    vps = [Ctx(s).vp(f) for f in (AEUG, TITANS)]
    assert (out.ranks[AEUG] < out.ranks[TITANS]) == (vps[0] > vps[1]) or vps[0] == vps[1]
    assert g.pending(s) == ()


def test_rule_5_4_30_2_turn_one_armament_matches_the_documented_balance() -> None:
    """docs/zeta/data.md: with the rule-38 governors, 10 + bases (+6 for Axis in the belt)."""
    g, s = new()
    assert [p / 2 for p in s.points] == [15, 19, 18]  # AEUG, Titans, Neo Zeon


def test_rule_4_3_a_wounded_one_is_exchanged_and_placed_at_the_next_deployment() -> None:
    _, s = new()
    s.turn = 4
    s.chars["kamille1"].update(loc="H", h="", on="")
    ctx = Ctx(s)
    flow.character_phase(ctx)
    assert s.chars["kamille1"]["loc"] == "gone" and s.chars["kamille2"]["loc"] == "ready"
    assert not any("Kamille" in e.text["en"] and "recovery" in e.text["en"] for e in ctx.ev)  # no 4.4 roll
    flow.place_characters(ctx)
    assert s.chars["kamille2"]["loc"] == "map"  # 4.3/9.5: onto the map in the deployment phase
