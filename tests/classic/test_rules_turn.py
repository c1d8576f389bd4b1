"""Classic turn structure (seed file gundam-war-classic-turn-structure.txt, sections as numbered there)."""

from __future__ import annotations

from engine.games.classic import flow
from engine.games.classic.rules import STEP_INDEX
from engine.games.classic.state import State
from tests.classic.helpers import GAME, Pos, tok_for


def _new(seed: int = 3, autopass: bool = True) -> State:
    decks = [list(GAME.preconstructed()["blue"].cards), list(GAME.preconstructed()["green"].cards)]
    s = GAME.new_state(["A", "B"], decks, seed, {"autopass": [autopass, autopass]})
    GAME.apply(s, s.first, "keep")
    GAME.apply(s, 1 - s.first, "keep")
    return s


def test_nexa_p16_each_player_may_redraw_the_opening_hand_once() -> None:
    """NEX-A P16 ゲームの準備 ③ (the classic pages are silent): six cards, one redraw, first player first."""
    decks = [list(GAME.preconstructed()["blue"].cards), list(GAME.preconstructed()["green"].cards)]
    s = GAME.new_state(["A", "B"], decks, 8)
    p = flow.pending(s)
    assert p == (s.first, "redraw", ["keep", "redraw"])
    before = list(s.zones[s.first]["hand"])
    GAME.apply(s, s.first, "redraw")
    assert len(s.zones[s.first]["hand"]) == 6 and s.zones[s.first]["hand"] != before
    assert flow.pending(s) == (1 - s.first, "redraw", ["keep", "redraw"])
    GAME.apply(s, 1 - s.first, "keep")
    assert s.step == STEP_INDEX["3-2"] and len(s.zones[0]["home"]) == 44


def test_autopass_skips_a_free_timing_where_the_seat_could_only_pass() -> None:
    """Ruling R-C10: with auto-pass on, a seat is never asked when passing is its only choice."""
    s = _new(5)
    for _ in range(300):
        p = flow.pending(s)
        if p is None:
            break
        assert not (p[1] == "free" and p[2] == ["pass"])
        GAME.apply(s, p[0], p[2][-1] if p[1] == "free" else p[2][0])
    off = _new(5, autopass=False)
    seen = set()
    for _ in range(200):
        p = flow.pending(off)
        if p is None:
            break
        if p[1] == "free" and p[2] == ["pass"]:
            seen.add(off.step)
        GAME.apply(off, p[0], p[2][-1] if p[1] == "free" else p[2][0])
    assert len(seen) >= 5  # every free timing of the turn asks


def test_turn_structure_2_first_player_draws_nothing_on_turn_one() -> None:
    """2 ドローフェイズ: 先攻の1ターン目は何も行われない; the second player draws on their first turn."""
    s = _new()
    first = s.first
    assert s.turn == 1 and s.step == STEP_INDEX["3-2"]
    assert len(s.zones[first]["hand"]) == 6 and len(s.zones[first]["home"]) == 44
    second = 1 - first
    n = 0
    while s.turn == 1:
        p = flow.pending(s)
        assert p is not None
        GAME.apply(s, p[0], {"free": "pass", "attack": "sortie:done", "defend": "sortie:done"}.get(p[1], p[2][0]))
        n += 1
    assert s.active == second and len(s.zones[second]["home"]) == 43  # one draw in its first draw phase


def test_turn_structure_1_2_reroll_phase_rerolls_but_not_in_either_first_turn() -> None:
    """1 リロールフェイズ: お互いの1ターン目には何も行われない; 1-2 rerolls the turn player's rolled cards."""
    for turn, expect_rolled in ((1, True), (2, False)):
        pos = Pos(step="4-4-4", active=0, turn=turn)
        pos.add(1, "B09", "deploy", "mk2", rolled=True)
        pos.free()
        pos.pass_until("3-2")
        assert pos.s.turn == turn + 1 and pos.s.active == 1
        assert pos.i("mk2").rolled is expect_rolled


def test_turn_structure_3_2_required_power_counts_total_and_colour_without_rolling() -> None:
    """3-2 カードのプレイ 2: total power and specified-colour power from Gs on the field; no G rolls."""
    pos = Pos()
    pos.add(0, "B01", "hand", "gundam")
    pos.gs(0, "blue", 1)
    pos.gs(0, "green", 3)
    pos.free()
    assert not tok_for(pos.tokens(0), f"play:{pos.ids['gundam']}")  # 4 total, only 1 blue
    pos.add(0, "G-blue", "deploy", "g2", rolled=True)  # a rolled G still gives power: 5 total, 2 blue
    gs_before = [g.rolled for g in pos.s.insts.values() if g.card.startswith("G-")]
    assert f"play:{pos.ids['gundam']}:x:n" in pos.tokens(0)
    pos.do(0, f"play:{pos.ids['gundam']}:x:n")
    assert [g.rolled for g in pos.s.insts.values() if g.card.startswith("G-")] == gs_before


def test_turn_structure_3_2_resource_cost_goes_face_down_to_the_discard_pile() -> None:
    """3-2 カードのプレイ 3: the resource cost moves cards from the home to the discard pile face down."""
    pos = Pos()
    pos.add(0, "B01", "hand", "gundam")
    pos.gs(0, "blue", 4)
    pos.free()
    pos.do(0, f"play:{pos.ids['gundam']}:x:n")
    assert len(pos.s.zones[0]["home"]) == 18 and len(pos.s.zones[0]["discard"]) == 2
    for seat in (0, 1, None):
        v = GAME.view(pos.s, seat)
        assert v["players"][0]["discard"] == 2 and "discard_cards" not in v["players"][0]


def test_turn_structure_3_2_played_card_can_be_cut_into() -> None:
    """3-2 カードのプレイ 4: the played card can be cut into; a discarded played card never resolves."""
    pos = Pos()
    pos.add(0, "B09", "hand", "mk2")
    pos.gs(0, "blue", 3)
    pos.add(1, "B22", "hand", "cancel")
    pos.gs(1, "blue", 3)
    pos.free()
    pos.do(0, f"play:{pos.ids['mk2']}:x:n")
    assert pos.where("mk2") == ("cut", 0)
    tok = f"play:{pos.ids['cancel']}:{pos.ids['mk2']}:n"
    assert tok in pos.tokens(1)
    pos.do(1, tok)
    pos.do(0, "pass")
    pos.do(1, "pass")  # the command resolves
    assert pos.where("mk2") == ("junk", 0)


def test_turn_structure_3_2_units_enter_rolled_gs_and_operations_rerolled() -> None:
    """3-2 カードのプレイ 5: units enter the deploy area rolled; G and operations rerolled."""
    pos = Pos()
    pos.add(0, "B09", "hand", "mk2")
    pos.add(0, "G-blue", "hand", "g")
    pos.add(0, "B24", "hand", "op")
    pos.gs(0, "blue", 3)
    pos.free()
    for name in ("mk2", "g", "op"):
        pos.do(0, f"play:{pos.ids[name]}:x:n")
        pos.do(1, "pass") if flow.pending(pos.s) and flow.pending(pos.s)[0] == 1 else None
        while pos.s.cut:
            p = flow.pending(pos.s)
            assert p is not None
            pos.do(p[0], "pass")
    assert pos.i("mk2").rolled and not pos.i("g").rolled and not pos.i("op").rolled


def test_turn_structure_3_2_one_g_per_turn() -> None:
    """3-2 Gカードのプレイ: one G per turn."""
    pos = Pos()
    pos.add(0, "G-blue", "hand", "g1")
    pos.add(0, "G-blue", "hand", "g2")
    pos.free()
    pos.do(0, f"play:{pos.ids['g1']}:x:n")
    pos.do(1, "pass")
    pos.do(0, "pass") if pos.s.cut else None
    assert not tok_for(pos.tokens(0), f"play:{pos.ids['g2']}")


def test_turn_structure_3_2_one_unit_plus_one_ship_base_or_support() -> None:
    """3-2 ユニットカードのプレイ: one unit, and separately one 艦船/拠点/サポート unit per turn."""
    pos = Pos()
    pos.gs(0, "blue", 6)
    for name, cid in (("u1", "B09"), ("u2", "B04"), ("ship", "B08"), ("sup", "B06")):
        pos.add(0, cid, "hand", name)
    pos.free()
    pos.do(0, f"play:{pos.ids['u1']}:x:n")
    pos.do(1, "pass")
    pos.do(0, "pass")
    toks = pos.tokens(0)
    assert not tok_for(toks, f"play:{pos.ids['u2']}")
    assert tok_for(toks, f"play:{pos.ids['ship']}") and tok_for(toks, f"play:{pos.ids['sup']}")
    pos.do(0, f"play:{pos.ids['ship']}:x:n")
    pos.do(1, "pass")
    pos.do(0, "pass")
    assert not tok_for(pos.tokens(0), f"play:{pos.ids['sup']}")


def test_turn_structure_3_2_one_character_and_one_operation() -> None:
    """3-2 キャラクター/オペレーションカードのプレイ: one of each per turn; characters go on deploy-area cards."""
    pos = Pos()
    pos.gs(0, "blue", 6)
    pos.add(0, "B09", "deploy", "mk2")
    pos.add(0, "B04", "deploy", "gm")
    pos.add(0, "B16", "hand", "amuro")
    pos.add(0, "B18", "hand", "sayla")
    pos.add(0, "B24", "hand", "op1")
    pos.add(0, "B21", "hand", "op2")  # has ブースト
    pos.add(0, "B09", "earth", "away")
    pos.free()
    toks = pos.tokens(0)
    assert f"play:{pos.ids['amuro']}:{pos.ids['away']}:n" not in toks  # not in the deploy area
    pos.do(0, f"play:{pos.ids['amuro']}:{pos.ids['mk2']}:n")
    pos.do(1, "pass")
    pos.do(0, "pass")
    assert pos.i("amuro").host == pos.ids["mk2"]
    assert not tok_for(pos.tokens(0), f"play:{pos.ids['sayla']}")
    pos.do(0, f"play:{pos.ids['op1']}:x:n")
    pos.do(1, "pass")
    pos.do(0, "pass")
    assert tok_for(pos.tokens(0), f"play:{pos.ids['op2']}")  # only through its ブースト


def _battle(pos: Pos) -> None:
    pos.s.step = STEP_INDEX["4-1-2"]
    pos.free()


def test_turn_structure_4_1_bases_cannot_attack_and_ring_takes_one_mf() -> None:
    """4-1 自軍攻撃ステップ: 拠点 cannot attack; the ring area takes one MF unit."""
    pos = Pos()
    pos.add(0, "B12", "deploy", "jaburo")
    pos.add(0, "R01", "deploy", "shining")
    pos.add(0, "R04", "deploy", "maxter")
    pos.add(0, "B09", "deploy", "mk2")
    _battle(pos)
    pos.pass_until("4-1-3")
    pos.do(0, "pass") if flow.pending(pos.s)[1] == "free" else None
    toks = pos.tokens(0)
    assert not tok_for(toks, f"sortie:{pos.ids['jaburo']}")
    assert f"sortie:{pos.ids['mk2']}:ring" not in toks
    pos.do(0, f"sortie:{pos.ids['shining']}:ring")
    assert f"sortie:{pos.ids['maxter']}:ring" not in pos.tokens(0)


def _to_damage(pos: Pos, attack: list[tuple[str, str]], defend: list[tuple[str, str]]) -> None:
    _battle(pos)
    pos.pass_until("4-1-3")
    for name, area in attack:
        pos.do(0, f"sortie:{pos.ids[name]}:{area}")
    pos.do(0, "sortie:done")
    pos.pass_until("4-2-3")
    for name, area in defend:
        pos.do(1, f"sortie:{pos.ids[name]}:{area}")
    pos.do(1, "sortie:done")


def test_turn_structure_4_3_3_front_melee_others_shooting_damage_from_the_front() -> None:
    """4-3-3: a force deals the front's 格闘力 plus the others' 射撃力, taken by the enemy from its front."""
    pos = Pos()
    pos.add(0, "B09", "deploy", "front")   # 3/3/4
    pos.add(0, "B02", "deploy", "second")  # 2/4/4
    pos.add(1, "B04", "deploy", "d1")      # 2/2/3
    pos.add(1, "B15", "deploy", "d2")      # 2/2/3
    _to_damage(pos, [("front", "earth"), ("second", "earth")], [("d1", "earth"), ("d2", "earth")])
    pos.pass_until("4-3-4")
    # 3 (melee) + 4 (shooting) = 7: d1 (defence 3) destroyed, d2 takes 4 and is destroyed too
    assert pos.where("d1") == ("junk", 1) and pos.where("d2") == ("junk", 1)
    # defenders dealt 2 + 2 = 4 to the attacking front (defence 4): destroyed
    assert pos.where("front") == ("junk", 0)


def test_turn_structure_4_3_3_unopposed_attack_damages_the_home_and_rolled_units_deal_nothing() -> None:
    """4-3-3: an unengaged attacker damages the enemy home; rolled units have power * (0)."""
    pos = Pos()
    pos.add(0, "B09", "deploy", "mk2")
    pos.add(0, "B02", "deploy", "can")
    _to_damage(pos, [("mk2", "space"), ("can", "space")], [])
    pos.i("can").rolled = True
    pos.pass_until("4-3-4")
    assert len(pos.s.zones[1]["home"]) == 17 and len(pos.s.zones[1]["discard"]) == 3


def test_turn_structure_4_4_3_return_rolls_and_destroys_units_off_their_terrain() -> None:
    """4-4-3: units in battle areas roll and return; one without the area's terrain is destroyed."""
    pos = Pos(step="4-4-2")
    pos.add(0, "B09", "earth", "mk2")
    pos.add(0, "B08", "earth", "salamis")  # space only
    pos.free()
    pos.pass_until("4-4-4")
    assert pos.where("mk2") == ("deploy", 0) and pos.i("mk2").rolled
    assert pos.where("salamis") == ("junk", 0)


def test_turn_structure_4_5_1_damage_resets_and_4_5_3_hand_adjusts_to_six() -> None:
    """4-5-1 ダメージリセット; 4-5-3 手札調整: the turn player with 7+ cards discards down to 6, not the enemy."""
    pos = Pos(step="4-4-4")
    pos.add(0, "B09", "deploy", "mk2")
    pos.i("mk2").dmg = 2
    for _ in range(8):
        pos.add(0, "B04", "hand")
        pos.add(1, "B04", "hand")
    pos.free()
    pos.do(0, "pass")
    pos.do(1, "pass")
    assert pos.i("mk2").dmg == 0
    p = flow.pending(pos.s)
    assert p is not None and p[1] == "discard" and p[0] == 0
    pos.do(0, p[2][0])
    pos.do(0, pos.tokens(0)[0])
    assert len(pos.s.zones[0]["hand"]) == 6 and len(pos.s.zones[1]["hand"]) in (8, 9)
    assert pos.s.active == 1


def test_nexa_p16_a_player_whose_home_is_empty_loses() -> None:
    """NEX-A P16 ゲームの勝敗 (the classic pages are silent): an empty home after a play or resolution loses."""
    pos = Pos(home=2)
    pos.add(0, "B01", "hand", "gundam")
    pos.gs(0, "blue", 4)
    pos.free()
    pos.do(0, f"play:{pos.ids['gundam']}:x:n")
    assert GAME.outcome(pos.s) is not None and GAME.outcome(pos.s).winner == 1


def test_turn_structure_3_hangar_cards_play_as_from_the_hand() -> None:
    """turn page 3 配備フェイズ: "自軍ハンガーのカードも手札と同じようにプレイ可能" (ruling R-C16): the same timing,
    power check, limits and costs as a hand card; the hangar is face up for everyone and is not the hand."""
    pos = Pos(step="4-1-2")
    pos.add(0, "B09", "hangar", "mk2")
    pos.add(0, "B01", "hangar", "gundam")   # needs 2 blue of 5: not affordable
    pos.add(0, "B19", "hangar", "withdraw")  # a command (battle timing)
    pos.add(1, "B04", "earth", "gm")
    pos.gs(0, "blue", 3)
    pos.free()
    toks = pos.tokens(0)
    assert not tok_for(toks, f"play:{pos.ids['mk2']}")  # a unit only in the own deploy phase, as from the hand
    assert f"play:{pos.ids['withdraw']}:{pos.ids['gm']}:n" in toks
    pos = Pos()
    pos.add(0, "B09", "hangar", "mk2")
    pos.add(0, "B04", "hangar", "gm")
    pos.add(0, "B01", "hangar", "gundam")
    pos.gs(0, "blue", 3)
    pos.free()
    toks = pos.tokens(0)
    assert f"play:{pos.ids['mk2']}:x:n" in toks and not tok_for(toks, f"play:{pos.ids['gundam']}")
    label = GAME.action(pos.s, 0, "free", f"play:{pos.ids['mk2']}:x:n", True).label
    assert "ハンガー" in label["ja"] and "hangar" in label["en"]
    for seat in (0, 1, None):  # face up: every viewer sees the hangar's cards
        assert [c["iid"] for c in GAME.view(pos.s, seat)["players"][0]["hangar"]] == [
            pos.ids["mk2"], pos.ids["gm"], pos.ids["gundam"]]
        assert GAME.view(pos.s, seat)["players"][0]["hand_count"] == 0
    pos.do(0, f"play:{pos.ids['mk2']}:x:n")
    pos.settle()
    assert pos.where("mk2") == ("deploy", 0) and pos.i("mk2").rolled
    assert len(pos.s.zones[0]["discard"]) == 1  # its resource cost was paid
    assert not tok_for(pos.tokens(0), f"play:{pos.ids['gm']}")  # one unit per turn, hangar or hand
    assert GAME.check_invariants(pos.s) == []
