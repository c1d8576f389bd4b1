"""Every special effect of gundam-war-classic-special-effects.txt (the seed file), each test named after its section (the effect's heading)."""

from __future__ import annotations

from engine.games.classic import flow
from engine.games.classic.cards import builtin_pool, deck_problems
from engine.games.classic.nexa_reading import nexa_cost
from engine.games.classic.rules import STEP_INDEX
from engine.games.classic.stats import keywords, power, stats
from tests.classic.helpers import GAME, Pos, tok_for


def battle(step: str = "4-1-2") -> Pos:
    pos = Pos(step=step)
    return pos


def go(pos: Pos) -> None:
    pos.free()


def test_high_mobility_高機動_keeps_non_mobile_defenders_out() -> None:
    pos = battle()
    pos.add(0, "K06", "deploy", "byarlant")   # 高機動, earth
    pos.add(1, "B14", "deploy", "ground")     # earth, not 高機動
    pos.add(1, "W09", "deploy", "dinn")       # 高機動, earth
    go(pos)
    pos.sortie([("byarlant", "earth")], [])
    # re-run the defence choice: the earth area is closed to units without 高機動
    pos2 = battle()
    pos2.add(0, "K06", "deploy", "byarlant")
    pos2.add(1, "B14", "deploy", "ground")
    pos2.add(1, "W09", "deploy", "dinn")
    go(pos2)
    pos2.pass_until("4-1-3")
    pos2.do(0, f"sortie:{pos2.ids['byarlant']}:earth")
    pos2.do(0, "sortie:done")
    pos2.pass_until("4-2-3")
    toks = pos2.tokens(1)
    assert f"sortie:{pos2.ids['ground']}:earth" not in toks
    assert f"sortie:{pos2.ids['dinn']}:earth" in toks


def test_water_水_closes_earth_to_bases_and_negates_enemy_texts() -> None:
    pos = battle()
    pos.add(0, "N03", "deploy", "zgok")     # 水
    pos.add(1, "B12", "deploy", "jaburo")   # 拠点
    go(pos)
    pos.pass_until("4-1-3")
    pos.do(0, f"sortie:{pos.ids['zgok']}:earth")
    pos.do(0, "sortie:done")
    pos.pass_until("4-2-3")
    assert f"sortie:{pos.ids['jaburo']}:earth" not in pos.tokens(1)
    # texts of engaged enemy units without 水 are negated (here a 専用機 bonus, 自動A)
    q = Pos(step="4-2-4")
    q.add(1, "N15", "earth", "zaku")
    q.add(1, "N17", "", "char", on="zaku")
    with_text = stats(q.s, q.ids["zaku"])
    q.add(0, "N03", "earth", "zgok")
    assert stats(q.s, q.ids["zaku"]) == [with_text[0] - 1, with_text[1] - 1, with_text[2] - 1]


def test_desert_砂漠_rolls_the_enemy_front_at_damage_step_start() -> None:
    for enemy, rolled in (("B09", True), ("B15", False)):  # B15 has 砂漠 itself
        pos = Pos(step="4-2-4")
        pos.add(0, "B14", "earth", "ground")
        pos.add(1, enemy, "earth", "front")
        pos.free()
        pos.pass_until("4-3-2")
        assert pos.i("front").rolled is rolled


def test_assault_強襲_sends_the_rest_of_the_damage_to_the_home() -> None:
    for first, expect in (("K01", 2), ("B09", 0)):
        pos = Pos(step="4-2-4")
        pos.add(0, first, "earth", "a1")
        pos.add(0, "K02" if first == "K01" else "B09", "earth", "a2")
        pos.add(1, "W09", "earth", "dinn")  # defence 2
        pos.free()
        pos.pass_until("4-3-4")
        assert pos.where("dinn") == ("junk", 1)
        assert len(pos.s.zones[1]["discard"]) == expect


def test_swift_attack_速攻_deals_damage_at_speed_1() -> None:
    pos = Pos(step="4-2-4")
    pos.add(0, "K06", "earth", "byarlant")  # 速攻 3/2/3
    pos.add(1, "B04", "earth", "gm")        # 2/2/3
    pos.free()
    pos.pass_until("4-3-4")
    assert pos.where("gm") == ("junk", 1)
    assert pos.i("byarlant").dmg == 0  # the GM was destroyed at speed 1 and dealt nothing


def test_vulture_バルチャー_points_and_salvage_at_end_of_turn() -> None:
    pos = battle()
    pos.add(0, "N02", "deploy", "gouf")
    pos.add(0, "N01", "deploy", "zaku")
    pos.add(1, "B09", "deploy", "mk2")   # total power 3
    pos.add(0, "G-green", "junk", "oldg")
    pos.add(0, "N03", "junk", "oldunit")
    go(pos)
    pos.sortie([("gouf", "earth"), ("zaku", "earth")], [("mk2", "earth")])
    pos.pass_until("4-4-2")
    assert pos.where("mk2") == ("junk", 1)
    assert pos.s.vulture[0] == 3
    pos.pass_until("4-5-2")
    toks = pos.tokens(0)
    assert f"salvage:{pos.ids['oldg']}" in toks and f"salvage:{pos.ids['oldunit']}" not in toks
    pos.do(0, f"salvage:{pos.ids['oldg']}")
    assert pos.where("oldg") == ("hand", 0) and pos.s.vulture[0] == 0


def test_space_combat_宙間戦闘_lowers_enemy_melee_by_the_lowest_x() -> None:
    pos = Pos(step="4-2-4")
    pos.add(1, "B09", "space", "mk2")
    base = stats(pos.s, pos.ids["mk2"])[0]
    pos.add(0, "N08", "space", "gelgoog")   # 宙間戦闘(2)
    assert stats(pos.s, pos.ids["mk2"])[0] == base - 2
    pos.add(0, "N07", "space", "rickdom")   # 宙間戦闘(1): the lowest X counts
    assert stats(pos.s, pos.ids["mk2"])[0] == base - 1


def test_special_shield_特殊シールド_reduces_effect_damage_in_a_battle_area() -> None:
    pos = Pos(step="4-2-4")
    pos.add(1, "B13", "space", "alex")      # 特殊シールド(1), defence 4
    pos.add(0, "B20", "hand", "fire")       # 3 damage to an enemy unit in a battle area
    pos.gs(0, "blue", 3)
    pos.free()
    pos.do(0, f"play:{pos.ids['fire']}:{pos.ids['alex']}:n")
    pos.settle()
    assert pos.i("alex").dmg == 2


def test_psycommu_サイコミュ_after_the_defence_rule_effect_with_an_nt() -> None:
    pos = Pos(step="4-2-2", active=0)
    pos.add(0, "B09", "space", "mk2")
    pos.add(1, "N09", "space", "elmeth")   # サイコミュ(3)
    pos.add(1, "N18", "", "lalah", on="elmeth")  # 特徴:NT
    pos.free()
    pos.do(0, "pass")
    assert not tok_for(pos.tokens(1), f"kw:{pos.ids['elmeth']}:psycommu")  # not before 4-2-3
    pos.do(1, "pass")
    pos.pass_until("4-2-4")
    pos.do(0, "pass")
    tok = f"kw:{pos.ids['elmeth']}:psycommu:{pos.ids['mk2']}"
    assert tok in pos.tokens(1)
    pos.do(1, tok)
    pos.settle()
    assert pos.i("mk2").dmg == 3


def test_area_weapon_範囲兵器_destroys_engaged_units_up_to_x_defence() -> None:
    pos = Pos(step="4-3-2")
    pos.add(0, "K05", "earth", "psycho")   # 範囲兵器(3)
    pos.add(1, "B04", "earth", "gm")       # defence 3
    pos.add(1, "B09", "earth", "mk2")      # defence 4
    pos.free()
    pos.do(0, f"kw:{pos.ids['psycho']}:area")
    assert pos.where("gm") == ("junk", 1) and pos.where("mk2") == ("earth", 1)
    assert f"kw:{pos.ids['psycho']}:area" not in pos.tokens(0)  # ruling R-C05: 《0》 once per turn


def test_atmospheric_entry_大気圏突入_moves_to_earth_and_voids_targets() -> None:
    pos = Pos(step="4-2-2")
    pos.add(0, "N14", "space", "zaku")
    pos.add(1, "B20", "hand", "fire")
    pos.gs(1, "blue", 3)
    pos.free()
    pos.do(0, "pass")
    pos.do(1, f"play:{pos.ids['fire']}:{pos.ids['zaku']}:n")
    pos.do(0, f"kw:{pos.ids['zaku']}:reentry")
    assert pos.where("zaku") == ("earth", 0)
    pos.settle()
    assert pos.i("zaku").dmg == 0  # the command lost its target


def test_multiple_マルチプル_pays_with_a_same_named_card() -> None:
    pos = Pos(step="4-3-2")
    pos.add(0, "R07", "earth", "heavy")
    pos.add(0, "R07", "hand", "copy")
    pos.add(1, "B09", "earth", "mk2")
    pos.free()
    tok = f"kw:{pos.ids['heavy']}:multiple:{pos.ids['mk2']}:{pos.ids['copy']}"
    assert tok in pos.tokens(0)
    pos.do(0, tok)
    pos.settle()
    assert pos.i("mk2").dmg == 1 and pos.where("copy") == ("removed", 0)


def test_refit_換装_swaps_from_hand_in_the_enemy_attack_step() -> None:
    pos = Pos(step="4-1-2", active=0)
    pos.add(1, "W01", "deploy", "strike", rolled=True)
    pos.add(1, "W02", "hand", "aile")
    pos.free()
    pos.do(0, "pass")
    tok = f"kw:{pos.ids['aile']}:refit:{pos.ids['strike']}"
    assert tok in pos.tokens(1)
    pos.do(1, tok)
    assert pos.where("aile") == ("deploy", 1) and pos.where("strike") == ("hand", 1)
    assert not pos.i("aile").rolled
    assert not tok_for(pos.tokens(), "kw:") or all(":refit:" not in t for t in pos.tokens())


def test_team_チーム_members_in_the_same_area_share_b() -> None:
    pos = Pos()
    pos.add(0, "B04", "deploy", "gm")       # チーム〔White Dingo〕 +1/±0/±0
    alone = stats(pos.s, pos.ids["gm"])
    assert alone == [3, 2, 3]  # ruling R-C18: a team unit gets its own B too
    pos.add(0, "B05", "deploy", "gmc")      # チーム〔White Dingo〕 ±0/+1/±0
    assert stats(pos.s, pos.ids["gm"]) == [alone[0], alone[1] + 1, alone[2]]
    assert stats(pos.s, pos.ids["gmc"]) == [4, 2, 3]


def test_dismantle_解体_makes_a_g_and_counts_as_the_g_play() -> None:
    pos = Pos()
    pos.add(0, "B04", "deploy", "gm")
    pos.add(0, "G-blue", "hand", "g")
    pos.free()
    pos.do(0, f"kw:{pos.ids['gm']}:dismantle")
    assert power(pos.s, 0) == (1, {"blue": 1})
    assert not tok_for(pos.tokens(0), f"play:{pos.ids['g']}")


def test_transform_変形_changes_power_and_ends_at_end_of_turn() -> None:
    pos = Pos(step="4-1-2")
    pos.add(0, "K03", "deploy", "gaplant")
    pos.free()
    pos.do(0, f"kw:{pos.ids['gaplant']}:transform")
    assert stats(pos.s, pos.ids["gaplant"]) == [1, 3, 3]
    assert "mobile" in keywords(pos.s, pos.ids["gaplant"])
    pos.pass_until("1-3")  # the next turn: 4-5-2 ended the transformed form
    assert not pos.i("gaplant").transformed


def test_ship_艦船_takes_any_characters_but_not_their_modifiers() -> None:
    pos = Pos()
    pos.add(0, "B07", "deploy", "wb")      # 1/4/7
    pos.add(0, "B16", "", "amuro", on="wb")
    pos.add(0, "X04", "hand", "loran")
    pos.gs(0, "brown", 3)
    pos.free()
    assert f"play:{pos.ids['loran']}:{pos.ids['wb']}:n" in pos.tokens(0)
    assert stats(pos.s, pos.ids["wb"]) == [1, 4, 7]


def test_ship_modifier_艦船用修正_applies_on_a_ship() -> None:
    pos = Pos()
    pos.add(0, "B07", "deploy", "wb")
    pos.add(0, "B17", "", "bright", on="wb")   # 艦船用修正(±0/+2/+2)
    assert stats(pos.s, pos.ids["wb"]) == [1, 6, 9]


def test_base_拠点_never_attacks_and_two_bases_never_share_a_force() -> None:
    pos = Pos(step="4-1-2", active=1)
    pos.add(0, "B12", "deploy", "j1")
    pos.add(0, "B12", "deploy", "j2")
    pos.add(1, "N03", "deploy", "zgok")
    pos.free()
    pos.pass_until("4-1-3")
    pos.do(1, f"sortie:{pos.ids['zgok']}:space") if f"sortie:{pos.ids['zgok']}:space" in pos.tokens(1) else None
    pos.do(1, "sortie:done")
    pos.pass_until("4-2-3")
    pos.do(0, f"sortie:{pos.ids['j1']}:earth")
    assert f"sortie:{pos.ids['j2']}:earth" not in pos.tokens(0)


def test_support_サポート_sorties_only_with_a_non_support_unit() -> None:
    pos = Pos(step="4-1-2")
    pos.add(0, "B06", "deploy", "booster")
    pos.add(0, "B09", "deploy", "mk2")
    pos.free()
    pos.pass_until("4-1-3")
    assert not tok_for(pos.tokens(0), f"sortie:{pos.ids['booster']}")
    pos.do(0, f"sortie:{pos.ids['mk2']}:space")
    assert f"sortie:{pos.ids['booster']}:space" in pos.tokens(0)
    assert f"sortie:{pos.ids['booster']}:earth" not in pos.tokens(0)


def test_supply_補給_keeps_units_rerolled_through_the_return() -> None:
    """effects page 補給(X) / turn page 4-4-3: the player chooses up to X rerolled units of the force
    (ruling R-C07); the chosen ones do not roll at the return, the others do."""
    pos = Pos(step="4-4-2")
    pos.add(0, "B07", "space", "wb")     # 補給(2), 艦船: never chosen
    pos.add(0, "B09", "space", "mk2")
    pos.add(0, "B04", "space", "gm")
    pos.add(0, "B05", "space", "guncannon")
    pos.free()
    pos.do(0, f"kw:{pos.ids['wb']}:supply")
    seat, kind, toks = flow.pending(pos.s) or (None, None, [])
    assert (seat, kind) == (0, "supply")
    assert set(toks) == {f"supply:{pos.ids[n]}" for n in ("mk2", "gm", "guncannon")} | {"supply:done"}
    pos.do(0, f"supply:{pos.ids['gm']}")             # the back unit, not the front one
    pos.do(0, f"supply:{pos.ids['guncannon']}")      # X = 2 reached: the choice ends by itself
    assert flow.pending(pos.s) is not None and flow.pending(pos.s)[1] == "free"  # type: ignore[index]
    pos.pass_until("4-4-4")
    assert not pos.i("gm").rolled and not pos.i("guncannon").rolled
    assert pos.i("mk2").rolled and pos.i("wb").rolled


def test_supply_補給_may_choose_fewer_and_skips_rolled_units() -> None:
    """effects page 補給(X): "X枚までの任意の枚数" and "(注:ロール状態のユニットを、リロールする事はできない)"."""
    pos = Pos(step="4-4-2")
    pos.add(0, "B07", "space", "wb")     # 補給(2)
    pos.add(0, "B09", "space", "mk2")
    pos.add(0, "B04", "space", "gm", rolled=True)
    pos.free()
    pos.do(0, f"kw:{pos.ids['wb']}:supply")
    assert pos.tokens(0) == [f"supply:{pos.ids['mk2']}", "supply:done"]
    assert GAME.action(pos.s, 0, "supply", "supply:done", True).role == "pass"  # nobody chosen yet
    pos.do(0, "supply:done")
    assert f"kw:{pos.ids['wb']}:supply" not in pos.tokens(0)  # once per turn
    pos.pass_until("4-4-4")
    assert pos.i("mk2").rolled and pos.i("gm").rolled


def test_quick_クイック_plays_at_any_free_timing() -> None:
    pos = Pos(step="4-1-2")
    pos.add(0, "B09", "deploy", "mk2")
    pos.add(0, "K16", "hand", "jerid")   # クイック
    pos.add(0, "B16", "hand", "amuro")
    pos.gs(0, "black", 2)
    pos.gs(0, "blue", 3)
    pos.free()
    toks = pos.tokens(0)
    assert f"play:{pos.ids['jerid']}:{pos.ids['mk2']}:n" in toks
    assert not tok_for(toks, f"play:{pos.ids['amuro']}")


def test_one_per_turn_ターン1枚制限_blocks_a_second_copy() -> None:
    pos = Pos(step="4-1-2")
    pos.add(0, "N20", "hand", "ray1")
    pos.add(0, "N20", "hand", "ray2")
    pos.add(1, "B09", "earth", "mk2")
    pos.add(1, "B12", "earth", "jab")
    pos.gs(0, "green", 8)
    pos.free()
    pos.do(0, f"play:{pos.ids['ray1']}:{pos.ids['mk2']}:n")
    pos.settle()
    assert not tok_for(pos.tokens(0), f"play:{pos.ids['ray2']}")


def test_ps_armour_PS装甲_enters_rerolled_and_returns_to_hand_after_battle() -> None:
    pos = Pos()
    pos.add(0, "W01", "hand", "strike")
    pos.gs(0, "white", 3)
    pos.free()
    pos.do(0, f"play:{pos.ids['strike']}:x:n")
    pos.settle()
    assert not pos.i("strike").rolled
    pos.pass_until("4-1-3")
    pos.do(0, f"sortie:{pos.ids['strike']}:space")
    pos.do(0, "sortie:done")
    pos.pass_until("1-3")
    assert pos.where("strike") == ("hand", 0)
    # PS装甲(X): stays when own power of its colour is X or more
    q = Pos(step="4-4-4")
    q.add(0, "W05", "deploy", "duel")
    q.i("duel").in_battle = True
    q.gs(0, "white", 2)
    q.free()
    q.pass_until("1-3")
    assert q.where("duel") == ("deploy", 0)


def test_additional_cost_追加コスト_must_be_paid() -> None:
    pos = Pos(step="4-1-2")
    pos.add(0, "N22", "hand", "glory")    # 追加コスト: discard 1
    pos.add(0, "N03", "deploy", "zgok")
    pos.gs(0, "green", 2)
    pos.free()
    assert not tok_for(pos.tokens(0), f"play:{pos.ids['glory']}")
    pos.add(0, "N04", "hand", "fodder")
    pos.do(0, f"play:{pos.ids['glory']}:{pos.ids['zgok']}:n")
    assert pos.where("fodder") == ("junk", 0)


def test_alternative_cost_代替コスト_pays_a_and_gives_b() -> None:
    pos = Pos()
    pos.add(0, "K23", "hand", "hunt")     # 代替コスト〔draw a card〕: discard 1
    pos.add(0, "N04", "hand", "fodder")
    pos.add(1, "B04", "earth", "gm")
    pos.gs(0, "black", 2)
    pos.s.step = STEP_INDEX["4-3-2"]
    pos.free()
    tok = f"play:{pos.ids['hunt']}:{pos.ids['gm']}:a"
    assert tok in pos.tokens(0)
    pos.do(0, tok)
    pos.settle()
    assert pos.where("fodder") == ("junk", 0) and pos.where("gm") == ("junk", 1)
    assert len(pos.s.zones[0]["hand"]) == 1  # the drawn card


def test_unique_1枚制限_and_its_own_and_deck_forms() -> None:
    pos = Pos()
    pos.add(1, "B01", "deploy", "theirs")
    pos.add(0, "B01", "hand", "mine")
    pos.add(0, "B24", "deploy", "op")
    pos.add(0, "B24", "hand", "op2")      # 1枚制限/自軍
    pos.add(1, "R02", "hand", "x")
    pos.gs(0, "blue", 5)
    pos.free()
    toks = pos.tokens(0)
    assert not tok_for(toks, f"play:{pos.ids['mine']}") and not tok_for(toks, f"play:{pos.ids['op2']}")
    pool = builtin_pool()
    deck = ["X01", "X02"] + ["G-blue"] * 48
    assert any("1枚制限/デッキ" in p for p in deck_problems(pool, deck))
    assert not deck_problems(pool, ["X01"] + ["G-blue"] * 49)


def test_prevent_プリベント_raises_the_power_enemy_commands_need() -> None:
    for gs, can in ((3, False), (4, True)):
        pos = Pos()
        pos.add(0, "N03", "deploy", "zgok")
        pos.add(0, "N18", "hand", "lalah")   # プリベント(1)
        pos.gs(0, "green", 3)
        pos.add(1, "B22", "hand", "cancel")  # total 3
        pos.gs(1, "blue", gs)
        pos.free()
        pos.do(0, f"play:{pos.ids['lalah']}:{pos.ids['zgok']}:n")
        toks = flow.pending(pos.s)[2]
        assert (f"play:{pos.ids['cancel']}:{pos.ids['lalah']}:n" in toks) is can


def test_set_character_セット_キャラ_on_a_character_adds_modifiers() -> None:
    pos = Pos()
    pos.add(0, "B09", "deploy", "mk2")    # 3/3/4
    pos.add(0, "B17", "hand", "bright")   # セット/キャラ ±0/+1/+1
    pos.add(0, "B16", "hand", "amuro")    # +2/+2/+1
    pos.gs(0, "blue", 3)
    pos.free()
    pos.do(0, f"play:{pos.ids['bright']}:{pos.ids['mk2']}:n")
    pos.settle()
    pos.s.limits[0]["char"] = 0  # a later turn
    pos.do(0, f"play:{pos.ids['amuro']}:{pos.ids['mk2']}:n")
    pos.settle()
    assert pos.i("bright").host == pos.ids["amuro"] and pos.i("amuro").host == pos.ids["mk2"]
    assert stats(pos.s, pos.ids["mk2"]) == [5, 6, 6]


def test_set_g_セット_G_on_a_basic_g_without_modifiers() -> None:
    pos = Pos()
    pos.add(0, "G-blue", "deploy", "g")
    pos.add(0, "B18", "hand", "sayla")
    pos.gs(0, "blue", 1)
    pos.free()
    tok = f"play:{pos.ids['sayla']}:{pos.ids['g']}:n"
    assert tok in pos.tokens(0)
    pos.do(0, tok)
    pos.settle()
    assert pos.i("sayla").host == pos.ids["g"]


def test_dedicated_machine_専用機のセット_turns_on_its_bonus() -> None:
    pos = Pos()
    pos.add(0, "B01", "deploy", "gundam")
    pos.add(0, "N17", "", "char", on="gundam")
    other = stats(pos.s, pos.ids["gundam"])
    q = Pos()
    q.add(0, "B01", "deploy", "gundam")
    q.add(0, "B16", "", "amuro", on="gundam")
    assert stats(q.s, q.ids["gundam"]) == [other[0] + 1, other[1] + 1, other[2]]


def test_pollution_汚染コイン_ten_coins_lose_at_end_of_turn() -> None:
    pos = Pos(step="4-4-4")
    pos.s.pollution[1] = 10
    pos.free()
    pos.do(0, "pass")
    pos.do(1, "pass")
    out = GAME.outcome(pos.s)
    assert out is not None and out.winner == 0 and out.reason == "pollution"


def test_mf_MF_takes_only_gf_characters() -> None:
    pos = Pos()
    pos.add(0, "R01", "deploy", "shining")
    pos.add(0, "B16", "hand", "amuro")
    pos.add(0, "R16", "hand", "domon")
    pos.gs(0, "blue", 3)
    pos.gs(0, "red", 3)
    pos.free()
    toks = pos.tokens(0)
    assert f"play:{pos.ids['amuro']}:{pos.ids['shining']}:n" not in toks
    assert f"play:{pos.ids['domon']}:{pos.ids['shining']}:n" in toks


def test_split_power_a_b_uses_the_right_side_with_a_character() -> None:
    pos = Pos()
    pos.add(0, "R01", "deploy", "shining")   # 4/1/4 / 5/2/4
    assert stats(pos.s, pos.ids["shining"]) == [4, 1, 4]
    pos.add(0, "R16", "", "domon", on="shining")  # +2/+1/+1
    assert stats(pos.s, pos.ids["shining"]) == [7, 3, 5]


def test_battle_ready_戦闘配備_enters_rerolled() -> None:
    pos = Pos()
    pos.add(0, "W08", "hand", "ginn")
    pos.gs(0, "white", 2)
    pos.free()
    pos.do(0, f"play:{pos.ids['ginn']}:x:n")
    pos.settle()
    assert pos.where("ginn") == ("deploy", 0) and not pos.i("ginn").rolled


def test_special_armament_特殊兵装_sets_a_weapon_from_the_junkyard() -> None:
    pos = Pos(step="4-1-2")
    pos.add(0, "B02", "deploy", "cannon")   # 特殊兵装〔Cannon Pack〕
    pos.add(0, "B23", "junk", "pack")
    pos.free()
    tok = f"kw:{pos.ids['cannon']}:special_weapon:{pos.ids['pack']}"
    assert tok in pos.tokens(0)
    pos.do(0, tok)
    assert pos.i("pack").host == pos.ids["cannon"]
    assert stats(pos.s, pos.ids["cannon"]) == [2, 6, 4]


def test_boost_ブースト_allows_one_more_play_once_per_turn() -> None:
    pos = Pos()
    pos.add(0, "B09", "hand", "mk2")
    pos.add(0, "W09", "hand", "dinn")    # ブースト
    pos.add(0, "R10", "hand", "leo")     # ブースト
    pos.gs(0, "white", 2)
    pos.gs(0, "red", 1)
    pos.gs(0, "blue", 1)
    pos.free()
    pos.do(0, f"play:{pos.ids['mk2']}:x:n")
    pos.settle()
    assert tok_for(pos.tokens(0), f"play:{pos.ids['dinn']}")
    pos.do(0, f"play:{pos.ids['dinn']}:x:n")
    pos.settle()
    assert not tok_for(pos.tokens(0), f"play:{pos.ids['leo']}")


def test_auto_texts_自動A_B_C_D() -> None:
    pos = Pos()
    pos.add(0, "B09", "deploy", "mk2")
    before = stats(pos.s, pos.ids["mk2"])
    pos.add(0, "B24", "deploy", "op")          # 自動A: own units ±0/+1/±0
    assert stats(pos.s, pos.ids["mk2"]) == [before[0], before[1] + 1, before[2]]
    pos.add(0, "N19", "hand", "ral")           # 自動D: draw 1 when it enters
    pos.add(0, "K09", "hand", "alex")          # 自動C: on the cut when it enters
    pos.gs(0, "green", 2)
    pos.gs(0, "black", 3)
    pos.free()
    hand = len(pos.s.zones[0]["hand"])
    pos.do(0, f"play:{pos.ids['ral']}:{pos.ids['mk2']}:n")
    pos.settle()
    assert len(pos.s.zones[0]["hand"]) == hand  # played one, drew one at once (no cut)
    pos.do(0, f"play:{pos.ids['alex']}:x:n")
    pos.do(1, "pass")
    pos.do(0, "pass")                           # the unit resolves; its 自動C text goes onto the cut
    assert pos.s.cut and pos.s.cut[0]["k"] == "text"
    pos.settle()
    assert len(pos.s.zones[1]["discard"]) == 1
    # 自動B: rule changes such as クイック and 戦闘配備 are pinned by their own tests above


def test_nexa_p78_classic_cost_reading() -> None:
    """NEX-A P78: a roll cost of its colour equal to the total power, then remove X = specified power (min 1)."""
    pool = builtin_pool()
    c = nexa_cost(pool.card("B01"))
    assert c is not None and (c.colour, c.roll, c.remove) == ("blue", 4, 2)
    assert nexa_cost(pool.card("G-blue")) is None
    assert nexa_cost(pool.card("K22")).remove == 1  # type: ignore[union-attr]


def test_vulture_バルチャー_also_when_the_force_becomes_vulture_only() -> None:
    pos = Pos(step="4-3-2")
    pos.add(0, "B09", "earth", "mk2")      # not バルチャー, in front
    pos.add(0, "N01", "earth", "zaku")     # バルチャー
    pos.add(1, "B04", "earth", "gm")
    pos.add(1, "B20", "hand", "fire")
    pos.gs(1, "blue", 3)
    pos.s.step = STEP_INDEX["4-3-2"]
    pos.free(1)
    pos.i("mk2").dmg = 3
    pos.do(1, f"play:{pos.ids['fire']}:{pos.ids['mk2']}:n")
    pos.settle()
    assert pos.where("mk2") == ("junk", 0) and "earth" in pos.s.vulture_areas[0]


def test_quick_クイック_commands_ignore_their_own_timing() -> None:
    pos = Pos(step="2-2")
    pos.add(0, "K22", "hand", "cyber")   # クイック command, (battle phase)
    pos.add(0, "B20", "hand", "fire")    # (battle phase), not クイック
    pos.add(0, "K01", "deploy", "hizack", rolled=True)
    pos.add(1, "B04", "earth", "gm")
    pos.gs(0, "black", 1)
    pos.gs(0, "blue", 3)
    pos.free()
    toks = pos.tokens(0)
    assert f"play:{pos.ids['cyber']}:{pos.ids['hizack']}:n" in toks
    assert not tok_for(toks, f"play:{pos.ids['fire']}")


def test_hangar_commands_put_cards_where_they_can_be_played() -> None:
    """turn page 3 ハンガー (ruling R-C16): B25 緊急収容 puts an own unit into its owner's hangar (damage gone,
    set cards to the junkyard); N25 予備機の搬入 puts the top 2 cards of the home there."""
    pos = Pos(step="4-3-2")
    pos.add(0, "B09", "earth", "mk2")
    pos.add(0, "B16", "earth", "amuro", on="mk2")
    pos.add(0, "B25", "hand", "recover")
    pos.add(1, "B04", "earth", "gm")
    pos.gs(0, "blue", 2)
    pos.i("mk2").dmg = 2
    pos.free()
    tok = f"play:{pos.ids['recover']}:{pos.ids['mk2']}:n"
    assert tok in pos.tokens(0) and f"play:{pos.ids['recover']}:{pos.ids['gm']}:n" not in pos.tokens(0)
    pos.do(0, tok)
    pos.settle()
    assert pos.where("mk2") == ("hangar", 0) and pos.i("mk2").dmg == 0
    assert pos.where("amuro") == ("junk", 0)
    pos = Pos()
    pos.add(0, "N25", "hand", "spares")
    pos.gs(0, "green", 2)
    top2 = pos.s.zones[0]["home"][-3:-1]  # the top card pays the resource cost first
    pos.free()
    pos.do(0, f"play:{pos.ids['spares']}:x:n")
    pos.settle()
    assert sorted(pos.s.zones[0]["hangar"]) == sorted(top2) and len(pos.s.zones[0]["home"]) == 17
    assert GAME.check_invariants(pos.s) == []
