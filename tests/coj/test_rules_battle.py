"""Rules tests: アタック・ブロック, クロックレベル, オーバークロック, ダメージのリセット, every キーワード能力,
フィールド効果, カード効果について (patterns A and B, そうした場合) and 破壊された時の効果処理.
"""

from __future__ import annotations

from tests.coj.helpers import act, board, bp_of, decline_all, kind, tokens, unit


def _attack(s: object, ids: dict[str, int], att: str, blk: str | None) -> None:
    act(s, f"atk:${att}", ids)  # type: ignore[arg-type]
    decline_all(s)  # type: ignore[arg-type]
    if kind(s) == "block":  # type: ignore[arg-type]
        act(s, f"blk:${blk}" if blk else "noblock", ids)  # type: ignore[arg-type]
    decline_all(s)  # type: ignore[arg-type]


def test_an_unblocked_attack_deals_one_life_damage() -> None:
    """ライフダメージ: no block: 1 life damage; the attack spends the action right."""
    s, ids = board(players=[{"field": [{"card": "RD-010", "id": "zock"}]}, {"field": [{"card": "YE-001", "id": "gm"}]}])
    _attack(s, ids, "zock", None)
    assert s.players[1].life == 7 and not unit(s, ids["zock"]).ready


def test_battle_damage_the_winner_clocks_up_and_heals() -> None:
    """戦闘ダメージ / 戦闘終了 / クロックレベル: both deal their BP; the winner goes Lv+1 and heals."""
    s, ids = board(players=[{"field": [{"card": "RD-007", "id": "gel"}]}, {"field": [{"card": "RD-002", "id": "kai"}]}])
    _attack(s, ids, "gel", "kai")  # Gelgoog 5000 (its attack effect hits the Zaku for 1000) vs Zaku Kai 3000
    assert s.unit(ids["kai"]) is None
    u = unit(s, ids["gel"])
    assert u.level == 2 and u.damage == 0 and bp_of(s, ids["gel"]) == 6000
    assert s.players[1].life == 8  # blocked, no 貫通


def test_blocking_does_not_spend_the_action_right() -> None:
    """行動権: only attacks and effects spend it (ruling R-04): a blocker may block again."""
    s, ids = board(players=[{"field": [{"card": "RD-001", "id": "a"}, {"card": "RD-001", "id": "b"}]},
                            {"field": [{"card": "RD-010", "id": "zock"}]}])
    _attack(s, ids, "a", "zock")
    assert unit(s, ids["zock"]).ready
    act(s, "atk:$b", ids)
    assert kind(s) == "block" and f"blk:{ids['zock']}" in tokens(s)


def test_pierce_deals_life_damage_when_it_wins_the_battle() -> None:
    """貫通 / ライフダメージ: the attacker destroyed the blocker with more BP: 1 life damage."""
    s, ids = board(players=[{"field": [{"card": "RD-004", "id": "dom"}]}, {"field": [{"card": "RD-001", "id": "z"}]}])
    _attack(s, ids, "dom", "z")
    assert s.players[1].life == 7 and unit(s, ids["dom"]).level == 2


def test_immortal_takes_no_damage_so_nobody_wins_and_damage_stays_to_the_end() -> None:
    """不滅 / 不滅ユニットとの戦闘: no damage, no win, no clock up, no 貫通; damage lasts until turn end."""
    s, ids = board(players=[{"field": [{"card": "RD-012", "id": "ef"}]}, {"field": [{"card": "GR-012", "id": "hek"}]}])
    _attack(s, ids, "ef", "hek")  # Efreet 4000 pierce vs Hekija 4000 immortal
    assert s.unit(ids["hek"]) is not None and unit(s, ids["hek"]).damage == 0
    assert s.unit(ids["ef"]) is None  # took 4000
    s, ids = board(players=[{"field": [{"card": "RD-007", "id": "gel"}]}, {"field": [{"card": "GR-012", "id": "hek"}]}])
    _attack(s, ids, "gel", "hek")
    g = unit(s, ids["gel"])
    assert g.level == 1 and g.damage == 4000 and s.players[1].life == 8
    act(s, "end")
    assert unit(s, ids["gel"]).damage == 0  # ダメージのリセット


def test_overclock_returns_the_action_right_and_lifts_the_restriction() -> None:
    """オーバークロック: a unit reaching Lv3 by winning gets its action right back."""
    s, ids = board(players=[{"field": [{"card": "RD-004", "id": "dom", "level": 2}]},
                            {"field": [{"card": "RD-001", "id": "z"}]}])
    _attack(s, ids, "dom", "z")
    u = unit(s, ids["dom"])
    assert u.level == 3 and u.ready and not u.restricted and f"atk:{ids['dom']}" in tokens(s)


def test_an_overclocked_unit_does_not_clock_up_or_heal() -> None:
    """オーバークロック: no further clock up, so no healing on a win (damage stays to the turn end)."""
    s, ids = board(players=[{"field": [{"card": "RD-004", "id": "dom", "level": 3}]},
                            {"field": [{"card": "RD-001", "id": "z"}]}])
    _attack(s, ids, "dom", "z")
    u = unit(s, ids["dom"])
    assert u.level == 3 and u.damage == 2000


def test_bp_changes_reset_at_turn_end_but_base_changes_stay() -> None:
    """ダメージのリセット: this turn's BP changes reset, base BP changes are kept."""
    s, ids = board(players=[{"hand": [{"card": "GR-003", "id": "zgok"}], "field": [{"card": "GR-010", "id": "ryu"}]},
                            {}])
    act(s, "dr:$zgok", ids)  # all your units +1000 this turn
    assert bp_of(s, ids["ryu"]) == 4000
    _attack(s, ids, "ryu", None)  # on attack: +1000 base BP
    assert bp_of(s, ids["ryu"]) == 5000
    act(s, "end")
    assert bp_of(s, ids["ryu"]) == 4000


def test_forced_block_must_block_when_it_can() -> None:
    """強制防御: a unit with it must block if possible (no "no block", only forced blockers)."""
    s, ids = board(players=[{"field": [{"card": "RD-001", "id": "z"}]},
                            {"field": [{"card": "YE-001", "id": "gm"}, {"card": "YE-004", "id": "tank"}]}])
    act(s, "atk:$z", ids)
    assert tokens(s) == [f"blk:{ids['tank']}"]


def test_dimension_shift_cannot_be_blocked_by_units_of_that_cost_or_more() -> None:
    """次元干渉/コスト: not blocked by units whose cost is at least the number."""
    s, ids = board(players=[{"field": [{"card": "RD-008", "id": "gyan"}]},
                            {"field": [{"card": "YE-001", "id": "gm"}, {"card": "YE-005", "id": "can"}]}])
    act(s, "atk:$gyan", ids)
    assert tokens(s) == [f"blk:{ids['gm']}", "noblock"]


def test_indomitable_recovers_at_turn_end_and_curse_does_not_recover_at_turn_start() -> None:
    """不屈: the action right returns at turn end; 呪縛: it does not return at turn start."""
    s, ids = board(players=[{"field": [{"card": "YE-005", "id": "can"}, {"card": "PU-004", "id": "wolf"}]},
                            {}])
    _attack(s, ids, "can", None)
    _attack(s, ids, "wolf", None)
    act(s, "end")
    assert unit(s, ids["can"]).ready and not unit(s, ids["wolf"]).ready
    act(s, "end")
    assert not unit(s, ids["wolf"]).ready


def test_selfless_keeps_its_action_right_against_opposing_effects() -> None:
    """無我の境地: the opponent's effects cannot spend its action right."""
    s, ids = board(players=[{"hand": [{"card": "BL-010", "id": "ham"}]},
                            {"field": [{"card": "BL-004", "id": "mar"}, {"card": "YE-001", "id": "gm"}]}])
    act(s, "dr:$ham", ids)  # all opposing units spend their action right
    assert unit(s, ids["mar"]).ready and not unit(s, ids["gm"]).ready


def test_anchored_units_are_not_returned_to_the_hand() -> None:
    """固着: not returned to the hand by the opponent's effects."""
    s, ids = board(players=[{"hand": [{"card": "BL-006", "id": "gab"}]},
                            {"field": [{"card": "BL-005", "id": "bar"}, {"card": "BL-011", "id": "mes"}]}])
    act(s, "dr:$gab", ids)  # returns the weakest opposing unit: Barzam, which is anchored
    assert s.unit(ids["bar"]) is not None and s.unit(ids["mes"]) is not None


def test_blessing_units_are_never_chosen_as_targets() -> None:
    """加護: not the target of effects (the next strongest is chosen); all-unit effects still reach it."""
    s, ids = board(players=[{"hand": [{"card": "RD-013", "id": "kam"}, {"card": "RD-014", "id": "zam"}], "cp": 12},
                            {"field": [{"card": "BL-009", "id": "bya"}, {"card": "YE-001", "id": "gm"}]}])
    act(s, "dr:$kam", ids)  # 2000 to the strongest: Byarlant (4000) is blessed, so the GM
    assert s.unit(ids["gm"]) is None and unit(s, ids["bya"]).damage == 0
    act(s, "dr:$zam", ids)  # 1000 to all opposing units
    assert unit(s, ids["bya"]).damage == 1000


def test_order_shield_ignores_damage_from_opposing_effects_but_not_battle() -> None:
    """秩序の盾: no damage from the opponent's effects (battle damage still applies)."""
    s, ids = board(players=[{"hand": [{"card": "RD-014", "id": "zam"}], "field": [{"card": "RD-004", "id": "dom"}]},
                            {"field": [{"card": "YE-007", "id": "cmd"}, {"card": "YE-002", "id": "can"}]}])
    act(s, "dr:$zam", ids)
    assert unit(s, ids["cmd"]).damage == 0 and unit(s, ids["can"]).damage == 1000
    _attack(s, ids, "dom", "cmd")
    assert s.unit(ids["cmd"]) is None


def test_silence_stops_a_units_effects_including_its_field_effect() -> None:
    """沈黙 / フィールド効果 (ruling R-09): a silenced unit's effects, field effects too, do not apply."""
    s, ids = board(players=[{"hand": [{"card": "PU-005", "id": "gem"}]},
                            {"field": [{"card": "GR-005", "id": "jua"}, {"card": "GR-001", "id": "acg"}]}])
    assert bp_of(s, ids["acg"]) == 3000
    act(s, "dr:$gem", ids)  # the strongest opposing unit (Juaggu) gains 沈黙
    assert bp_of(s, ids["acg"]) == 2000


def test_field_effects_end_at_once_when_their_unit_leaves() -> None:
    """フィールド効果: lasts while the unit is on the field and is lost at once when it leaves."""
    s, ids = board(players=[{"field": [{"card": "YE-012", "id": "met"}, {"card": "YE-001", "id": "gm"}]}, {}])
    assert bp_of(s, ids["gm"]) == 3000 and bp_of(s, ids["met"]) == 3000
    act(s, "wd:$met", ids)
    assert bp_of(s, ids["gm"]) == 2000


def test_no_attack_cannot_attack_on_the_turn_it_entered() -> None:
    """攻撃禁止: no attack the turn it was put on the field, even with the restriction lifted."""
    s, ids = board(players=[{"hand": [{"card": "GR-004", "id": "hy"}], "jokers": ["JK-001", "JK-003"],
                             "gauge": 1000, "field": [{"card": "GR-001", "ready": False}]}, {}])
    act(s, "dr:$hy", ids)
    act(s, "jk:0")  # every unit: action right and スピードムーブ
    assert f"atk:{ids['hy']}" not in tokens(s)


def test_kings_healing_ignores_damage_below_its_bp_but_not_bp_loss() -> None:
    """王の治癒力: damage less than its BP is not taken; a BP decrease is not damage."""
    s, ids = board(players=[{"hand": [{"card": "RD-006", "id": "zg"}]},
                            {"field": [{"card": "GR-002", "id": "gogg"}], "cp": 0,
                             "zone": [{"card": "PU-018", "id": "press"}]}])
    act(s, "dr:$zg", ids)  # 1000 damage to the weakest: Gogg (3000) ignores it
    assert unit(s, ids["gogg"]).damage == 0


def test_speed_move_attacks_on_the_turn_it_enters() -> None:
    """スピードムーブ: not bound by the restriction of the turn it entered."""
    s, ids = board(players=[{"hand": [{"card": "RD-012", "id": "ef"}]}, {}])
    act(s, "dr:$ef", ids)
    assert f"atk:{ids['ef']}" in tokens(s)


def test_pattern_b_the_rest_is_void_when_the_first_part_reaches_nothing() -> None:
    """カード効果について (パターンB): no unit affected, the sentence after it does not happen."""
    s, ids = board(players=[{"hand": [{"card": "PU-013", "id": "ham"}]}, {}])
    act(s, "dr:$ham", ids)  # delete the weakest opposing unit; if it did, lose 1 life
    assert s.players[0].life == 8
    s, ids = board(players=[{"hand": [{"card": "PU-013", "id": "ham"}]}, {"field": [{"card": "YE-001", "id": "gm"}]}])
    act(s, "dr:$ham", ids)
    assert s.players[0].life == 7 and ids["gm"] in s.players[1].deleted


def test_pattern_a_the_next_sentence_still_happens() -> None:
    """カード効果について (パターンA): a part that cannot happen is skipped and the next still runs."""
    s, ids = board(players=[{"field": [{"card": "RD-001", "id": "z"}, {"card": "RD-010", "id": "zock"}]},
                            {"hand": ["YE-001"] * 7, "cp": 1, "field": [{"card": "BL-001", "id": "jeg"}],
                             "zone": [{"card": "BL-023", "id": "fore"}]}])
    _attack_to_battle(s, ids)
    act(s, "icp:$fore", ids, seat=1)  # draw 1 (hand full: nothing), then the strongest unit +1000
    assert len(s.players[1].hand) == 7
    assert bp_of(s, ids["jeg"]) == 5000  # +1000, then it won the battle: Lv2 (4000) + 1000


def _attack_to_battle(s: object, ids: dict[str, int]) -> None:
    act(s, "atk:$z", ids)  # type: ignore[arg-type]
    decline_all(s)  # type: ignore[arg-type]
    act(s, "blk:$jeg", ids)  # type: ignore[arg-type]
    assert kind(s) == "intercept"  # type: ignore[arg-type]


def test_so_shita_baai_is_a_cost_paid_in_full_or_not_at_all() -> None:
    """そうした場合: the instruction before is a cost; unpaid (empty hand), the rest does not happen."""
    s, ids = board(players=[{"hand": [{"card": "BL-013", "id": "bol"}]}, {}])
    act(s, "dr:$bol", ids)
    assert s.players[0].hand == []
    s, ids = board(players=[{"hand": [{"card": "BL-013", "id": "bol"}, "YE-001"]}, {}])
    act(s, "dr:$bol", ids)
    assert len(s.players[0].hand) == 2 and len(s.players[0].discard) == 1


def test_destroyed_effects_interrupt_before_the_battle_ends() -> None:
    """破壊された時の効果処理: a destroyed unit's effect interrupts at once; the attacker it kills
    never reaches the clock up of the battle's end."""
    s, ids = board(players=[{"field": [{"card": "RD-004", "id": "dom"}]}, {"field": [{"card": "RD-011", "id": "dzu"}]}])
    _attack(s, ids, "dom", "dzu")  # Dom 4000 takes 3000, Dzudah dies and deals 2000 to Dom
    assert s.unit(ids["dzu"]) is None and s.unit(ids["dom"]) is None
    assert s.players[1].life == 7  # 貫通's condition was met before the attacker left


def test_a_blocker_that_removes_the_attacker_stops_battle_damage() -> None:
    """戦闘中、効果によりユニットが取り除かれた場合: no battle damage, no winner, no clock up."""
    s, ids = board(players=[{"field": [{"card": "RD-004", "id": "dom"}]}, {"field": [{"card": "BL-012", "id": "gal"}]}])
    _attack(s, ids, "dom", "gal")
    assert ids["dom"] in s.players[0].hand and unit(s, ids["gal"]).damage == 0 and unit(s, ids["gal"]).level == 1


def test_kings_healing_still_loses_bp_to_a_decrease() -> None:
    """王の治癒力: 「BPを減少させる」 is not damage, so the decrease applies."""
    s, ids = board(players=[{"hand": [{"card": "GR-002", "id": "gogg"}]},
                            {"zone": ["PU-018"], "field": ["PU-001"]}])
    act(s, "dr:$gogg", ids)  # Crushing Pressure: the driven unit −2000 BP
    assert bp_of(s, ids["gogg"]) == 1000 and unit(s, ids["gogg"]).damage == 0
