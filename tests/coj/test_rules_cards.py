"""Rules tests: カードの種類 (ユニット, 進化, トリガー, インターセプト), フィールド, トリガーゾーン,
ユニットコストの軽減, オーバーライド, 行動権 and アタック制限.
"""

from __future__ import annotations

from engine.games.coj.units import card_of
from tests.coj.helpers import G, act, board, decline_all, kind, tokens, unit


def test_a_driven_unit_has_its_action_right_and_the_attack_restriction() -> None:
    """ユニットカード / 行動権 / アタック制限: enters ready but restricted; スピードムーブ lifts it."""
    s, ids = board(players=[{"hand": [{"card": "RD-001", "id": "z"}, {"card": "RD-005", "id": "r"}]}, {}])
    act(s, "dr:$z", ids)
    act(s, "dr:$r", ids)
    assert unit(s, ids["z"]).ready and unit(s, ids["z"]).restricted
    assert f"atk:{ids['r']}" in tokens(s) and f"atk:{ids['z']}" not in tokens(s)
    assert s.players[0].cp == 7 - 1 - 3


def test_cost_reduction_from_a_same_colour_card_in_the_trigger_zone() -> None:
    """ユニットコストの軽減: −1 from one same-colour unit card in the zone, always taken, card discarded."""
    s, ids = board(players=[{"cp": 7, "hand": [{"card": "RD-004", "id": "dom"}, {"card": "RD-001", "id": "zaku"}],
                             "zone": [{"card": "BL-001", "id": "blue"}, {"card": "RD-002", "id": "r1"},
                                      {"card": "RD-016", "id": "r2"}]}, {}])
    act(s, "dr:$dom", ids)
    decline_all(s)
    p = s.players[0]
    assert p.cp == 5 and ids["r1"] in p.discard  # 3 − 1; the leftmost red card was used
    assert p.zone == [ids["blue"], ids["r2"]]  # the zone packs to the left; an evolution card reduces too
    act(s, "dr:$zaku", ids)
    decline_all(s)
    assert p.cp == 5  # a 1-CP unit with a reduction costs 0
    assert p.zone == [ids["blue"]]


def test_the_field_holds_five_units_and_the_zone_four_cards() -> None:
    """フィールド: 5 units a side (no drive beyond); トリガーゾーン: 4 cards."""
    s, ids = board(players=[{"hand": [{"card": "RD-001", "id": "z"}], "field": ["YE-001"] * 5,
                             "zone": ["CL-001"] * 4}, {}])
    assert f"dr:{ids['z']}" not in tokens(s) and f"set:{ids['z']}" not in tokens(s)


def test_overdrive_keeps_the_action_right_has_no_restriction_and_needs_the_colour() -> None:
    """進化ユニットカード: onto a same-colour unit, which is discarded; the action right carries over."""
    s, ids = board(players=[{"hand": [{"card": "RD-016", "id": "evo"}],
                             "field": [{"card": "RD-001", "id": "base", "ready": False},
                                       {"card": "YE-001", "id": "gm"}]}, {}])
    assert f"od:{ids['evo']}:{ids['gm']}" not in tokens(s)
    act(s, "od:$evo:$base", ids)
    u = unit(s, ids["evo"])
    assert not u.ready and not u.restricted and ids["base"] in s.players[0].discard
    assert s.players[0].field[0].iid == ids["evo"]


def test_a_lv3_evolution_overclocks_and_gets_its_action_right_back() -> None:
    """進化ユニットカード / 混同しやすいルール: Lv3 over-drive onto a spent unit: the OC readies it."""
    s, ids = board(players=[{"hand": [{"card": "RD-016", "id": "evo", "level": 3}],
                             "field": [{"card": "RD-001", "id": "base", "ready": False}]}, {}])
    act(s, "od:$evo:$base", ids)
    u = unit(s, ids["evo"])
    assert u.level == 3 and u.ready and f"atk:{ids['evo']}" in tokens(s)


def test_override_raises_the_level_discards_the_other_and_draws() -> None:
    """オーバーライド: same name in hand: Lv+1, the other to the discard, draw one; never onto Lv3."""
    s, ids = board(players=[{"hand": [{"card": "RD-001", "id": "a"}, {"card": "RD-001", "id": "b"}]}, {}])
    assert f"ovr:{ids['a']}:{ids['b']}" in tokens(s)
    act(s, "ovr:$a:$b", ids)
    p = s.players[0]
    assert p.hand_lv[str(ids["a"])] == 2 and ids["b"] in p.discard and len(p.hand) == 2
    act(s, "dr:$a", ids)
    assert unit(s, ids["a"]).level == 2
    s, ids = board(players=[{"hand": [{"card": "RD-001", "id": "a", "level": 3},
                                      {"card": "RD-001", "id": "b", "level": 3}]}, {}])
    assert not [t for t in tokens(s) if t.startswith("ovr")]


def test_triggers_are_forced_turn_player_first_then_left_to_right() -> None:
    """トリガーカード / 各種効果の発動優先度: the turn player's triggers first, each side from the left."""
    s, ids = board(players=[{"field": [{"card": "RD-001", "id": "z"}], "zone": ["RD-020"]},
                            {"zone": ["CL-003", "GR-019"], "field": ["GR-001"]}])
    act(s, "atk:$z", ids)
    decline_all(s)
    act(s, "noblock")
    decline_all(s)
    names = [e["en"] for e in s.events if e["kind"] == "trigger"]
    assert names == ["Trigger Red Comet Raid fires", "Trigger Minefield fires", "Trigger Back to the Wall fires"]
    assert s.unit(ids["z"]) is not None  # +2000 came before the 2000 damage: Zaku (2000) survived
    assert s.players[1].life == 7


def test_a_trigger_with_no_effect_is_not_used() -> None:
    """カード効果について: a trigger whose effect would do nothing stays set."""
    s, ids = board(players=[{"field": [{"card": "RD-001", "id": "z"}]},
                            {"zone": [{"card": "YE-020", "id": "def"}], "field": ["YE-001"]}])
    act(s, "atk:$z", ids)
    decline_all(s)
    act(s, "noblock")
    assert ids["def"] in s.players[1].zone  # its unit was ready: recovering the action right does nothing


def test_an_intercept_needs_its_colour_on_the_field_and_cp() -> None:
    """インターセプトカード: a same-colour unit (not for colourless) and the CP to pay."""
    base = {"field": [{"card": "RD-001", "id": "z"}]}
    s, ids = board(players=[base, {"cp": 7, "zone": [{"card": "RD-024", "id": "baz"}], "field": ["YE-001"]}])
    act(s, "atk:$z", ids)
    assert tokens(s) == ["decline"]  # no red unit: the window still opens, with only a decline
    s, ids = board(players=[base, {"cp": 1, "zone": [{"card": "RD-024", "id": "baz"}], "field": ["RD-002"]}])
    act(s, "atk:$z", ids)
    assert tokens(s) == ["decline"]  # CP 1 < 2
    s, ids = board(players=[base, {"cp": 1, "zone": [{"card": "CL-004", "id": "eva"}], "field": ["YE-001"]}])
    act(s, "atk:$z", ids)
    assert tokens(s) == [f"icp:{ids['eva']}", "decline"]  # colourless needs no unit


def test_the_intercept_window_does_not_show_whether_one_is_usable() -> None:
    """Time in a chat / ruling R-03: a window opens whenever the seat's zone holds a card, usable or not,
    so the pause is the same; an empty zone (public) opens none."""
    for zone in (["CL-001"], ["RD-024"], ["RD-001"]):
        s, ids = board(players=[{"field": [{"card": "RD-001", "id": "z"}]}, {"cp": 0, "zone": zone}])
        act(s, "atk:$z", ids)
        pend = G.pending(s)
        assert pend[0].kind == "intercept" and pend[0].seat == 1 and pend[0].tokens == ("decline",)
        assert G.prompt(s, 1, "intercept") == {"ja": "アタックに対するインターセプトの機会",
                                               "en": "Intercept window after an attack"}
    s, ids = board(players=[{"field": [{"card": "RD-001", "id": "z"}]}, {"field": ["YE-001"]}])
    act(s, "atk:$z", ids)
    assert kind(s) == "block"


def test_using_an_intercept_pays_its_cp_and_a_removed_attacker_deals_no_damage() -> None:
    """インターセプトカード / 戦闘中、効果によりユニットが取り除かれた場合: bounced before damage: none."""
    s, ids = board(players=[{"field": [{"card": "RD-004", "id": "dom"}]},
                            {"cp": 5, "zone": [{"card": "BL-021", "id": "ret"}], "field": ["BL-001"]}])
    act(s, "atk:$dom", ids)
    act(s, "icp:$ret", ids, seat=1)
    assert s.players[1].cp == 3 and ids["ret"] in s.players[1].discard
    decline_all(s)
    assert ids["dom"] in s.players[0].hand and s.players[1].life == 8 and kind(s) == "main"


def test_intercepts_alternate_turn_player_first_until_both_pass() -> None:
    """各種効果の発動優先度 (3): the turn player's intercept first; after a use the other side may answer."""
    s, ids = board(players=[{"cp": 3, "field": [{"card": "RD-001", "id": "z"}],
                             "zone": [{"card": "RD-023", "id": "hawk"}, "CL-001"]},
                            {"cp": 3, "zone": [{"card": "RD-024", "id": "baz"}], "field": ["RD-002"]}])
    act(s, "atk:$z", ids)
    assert G.pending(s)[0].seat == 0 and f"icp:{ids['hawk']}" in tokens(s)
    act(s, "icp:$hawk", ids)
    assert G.pending(s)[0].seat == 1
    act(s, "icp:$baz", ids)  # 2000 + 3000 − 3000 damage: the Zaku survives with BP 2000
    assert G.pending(s)[0].seat == 0 and kind(s) == "intercept"
    act(s, "decline")  # seat 1's zone is empty now: its turn passes by itself and the window closes
    assert kind(s) == "block" and s.unit(ids["z"]) is not None


def test_card_kinds_and_colours_of_the_pool() -> None:
    """カードの種類: the pool has every kind in every colour (ruling R-10 on colourless)."""
    kinds = {(c["kind"], c["colour"]) for c in G.catalogue()}
    for colour in ("red", "yellow", "blue", "green", "purple"):
        for k in ("unit", "evolution", "trigger", "intercept"):
            assert (k, colour) in kinds
    assert len(G.catalogue()) >= 120
    chars = {c["character"]["en"] for c in G.catalogue() if c["kind"] == "joker"}
    assert len(chars) >= 6


def test_evolution_cards_only_enter_by_overdrive() -> None:
    """進化ユニットカード: only by over-drive, never a plain drive."""
    s, ids = board(players=[{"hand": [{"card": "RD-016", "id": "evo"}]}, {}])
    assert f"dr:{ids['evo']}" not in tokens(s)
    assert card_of(s, ids["evo"]).kind == "evolution"


def test_a_unit_driven_at_lv3_does_not_overclock() -> None:
    """オーバークロック (ruling R-12): OC comes from a clock up or level up; a Lv3 card driven from the
    hand (after overrides) enters at Lv3 with the attack restriction like any unit."""
    s, ids = board(players=[{"hand": [{"card": "RD-001", "id": "z", "level": 3}]}, {}])
    act(s, "dr:$z", ids)
    u = unit(s, ids["z"])
    assert u.level == 3 and u.restricted and f"atk:{ids['z']}" not in tokens(s)


def test_a_unit_returned_to_a_full_hand_goes_to_the_discard() -> None:
    """手札 (ruling R-14): the hand holds 7; a unit returned to a full hand is discarded instead."""
    s, ids = board(players=[{"hand": [{"card": "BL-006", "id": "gab"}]},
                            {"hand": ["YE-001"] * 7, "field": [{"card": "YE-001", "id": "gm"}]}])
    act(s, "dr:$gab", ids)
    assert ids["gm"] in s.players[1].discard and len(s.players[1].hand) == 7


def test_jokers_are_public_but_hands_and_zones_are_not() -> None:
    """ジョーカーカード (ruling R-15): the joker area is open to both players; the hand and the zone's faces
    are not."""
    s, ids = board(players=[{"jokers": ["JK-001", "JK-003"], "hand": ["RD-001"], "zone": ["RD-020"]}, {}])
    other = G.view(s, 1)["players"][0]
    assert [j["id"] for j in other["jokers"]] == ["JK-001", "JK-003"]
    assert other["hand"] == 1 and other["zone"] == [{"colour": "red"}]


def test_autopass_skips_every_window_of_that_seat_usable_or_not() -> None:
    """Time in a chat (ruling R-21): `autopass:on` declines all of a seat's intercept windows unasked."""
    s, ids = board(players=[{"field": [{"card": "RD-001", "id": "z"}]},
                            {"cp": 5, "zone": [{"card": "CL-004", "id": "eva"}], "field": ["YE-001"]}])
    G.apply(s, 1, "autopass:on")
    act(s, "atk:$z", ids)
    assert kind(s) == "block"
    act(s, "noblock")
    s2, ids2 = board(players=[{"field": [{"card": "RD-001", "id": "z"}]},
                              {"cp": 5, "zone": ["CL-004"], "field": ["YE-001"]}])
    act(s2, "atk:$z", ids2)
    assert kind(s2) == "intercept"
