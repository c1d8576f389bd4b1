"""Issue 14, family O8 of the card-text compiler: rule overrides, durations and states (round 3), compiled, printed
back and played.

Every text here is original, written in the controlled style of card lists (never official text).
The rules they pin: P32 and P70 (sorties and moves into a battle area), P68 (triggers), P57 (conditions read on
resolution); docs/rulings.md R-440 and after the decisions.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.games.nexa import state as st
from engine.games.nexa.textc import round_trip

from .helpers import ability_of as _ability
from .helpers import answer_all as _answer_all
from .helpers import board, card, do, tokens, unit

# ---- 「このカードが（戦闘／宇宙／地球）エリアに移動した場合」, 「敵軍ユニットが戦闘エリアに移動した場合」 (P32, P70, R-440) ----

MOVED_TEXTS = [
    "『起動』：このカードが戦闘エリアに移動した場合、カード１枚を引く。",
    "『起動』：このカードが宇宙エリアに移動した場合、カード１枚を引く。",
    "『起動』：このカードが地球エリアに移動した場合、このカードは、ターン終了時まで＋１／＋１／＋１を得る。",
    "『起動』：敵軍ユニットが戦闘エリアに移動した場合、カード１枚を引く。",
    "『起動』：「特徴：試作機」を持つ自軍ユニットが戦闘エリアに移動した場合、カード１枚を引く。",
]


@pytest.mark.parametrize("text", MOVED_TEXTS)
def test_the_moves_into_a_battle_area_print_back(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert compiled.ability["on"] in ("moved_to_battle", "card_moved_to_battle")


def test_the_area_named_is_a_condition_on_this_card() -> None:
    compiled, _, _ = round_trip(MOVED_TEXTS[1])
    assert compiled is not None
    assert compiled.ability["condition"] == {"exists": {"self": True, "area": "space"}}
    watched, _, _ = round_trip(MOVED_TEXTS[3])
    assert watched is not None and watched.ability["of"] == {"side": "enemy", "type": "unit"}


def _hand(sc: Any, seat: int) -> int:
    return len(sc.state.place(seat, st.HAND))


@pytest.mark.parametrize("text, area, drawn", [
    (MOVED_TEXTS[0], "s", 1), (MOVED_TEXTS[0], "e", 1),
    (MOVED_TEXTS[1], "s", 1), (MOVED_TEXTS[1], "e", 0),
])
def test_p32_r440_a_sortie_is_a_move_into_the_battle_area_named(text: str, area: str, drawn: int) -> None:
    """P32 and the rule of moves (an area to another area): a sortie moves this card into a battle area; the area a
    text names is read as the text resolves (P57, ruling R-440)."""
    me = unit("M", abilities=[_ability(text)])
    sc = board([me], {"deploy": [{"card": "M", "id": "m"}], "hand": []}, {}, point="attack_rule")
    do(sc, f"sortie:{area}:$m", "sortie:done", player=0)
    _answer_all(sc)
    assert sc.state.zone[sc.iid("m")] == st.BATTLE
    assert _hand(sc, 0) == drawn


def test_p70_r440_an_enemy_unit_moved_by_an_effect_is_heard() -> None:
    """Ruling R-440: an enemy unit an effect moves from its deploy area into a battle area is heard (P70 部隊への編入);
    the text is the watcher's, not the mover's."""
    watcher = unit("W", abilities=[_ability(MOVED_TEXTS[3])])
    mover = unit("V", abilities=[_ability("（常時）〔１〕：敵軍ユニット１枚を、このカードがいる戦闘エリアに移す。")])
    sc = board([watcher, mover, unit("E")],
               {"deploy": [{"card": "W", "id": "w"}], "battle": {"space": [{"card": "V", "id": "v"}]}, "gzone": ["W"] * 3, "hand": []},
               {"deploy": [{"card": "E", "id": "e"}]}, point="deploy_free")
    do(sc, f"act:{sc.iid('v')}:0", player=0)
    _answer_all(sc)
    assert sc.state.zone[sc.iid("e")] == st.BATTLE
    assert _hand(sc, 0) == 1


def test_r440_an_own_unit_sortieing_is_not_an_enemy_unit_moving() -> None:
    watcher = unit("W", abilities=[_ability(MOVED_TEXTS[3])])
    sc = board([watcher, unit("A")], {"deploy": [{"card": "W", "id": "w"}, {"card": "A", "id": "a"}], "hand": []}, {},
               point="attack_rule")
    do(sc, "sortie:s:$a", "sortie:done", player=0)
    _answer_all(sc)
    assert sc.state.zone[sc.iid("a")] == st.BATTLE and _hand(sc, 0) == 0


def test_r440_a_move_from_one_battle_area_to_the_other_is_heard() -> None:
    """The rule of moves: an area to another area is a move; a unit moved from the space area to the earth area moves
    into a battle area (ruling R-440)."""
    me = unit("M", abilities=[_ability(MOVED_TEXTS[2]),
                              _ability("（常時）〔１〕：このカードが戦闘エリアにいる場合、このカードを、別の戦闘エリアに移す。")])
    sc = board([me], {"battle": {"space": [{"card": "M", "id": "m"}]}, "gzone": ["M"] * 3}, {}, point="deploy_free")
    do(sc, f"act:{sc.iid('m')}:1", player=0)
    _answer_all(sc)
    from engine.games.nexa.stats import area_of, stats

    assert area_of(sc.state, sc.iid("m")) == 1
    assert stats(sc.state, sc.iid("m")) == (3, 3, 3)


# ---- 「…は、（what）のロールコストの支払いにおいて、赤のGサインを持つ自軍Gとして扱う事ができる」 (P23, P44, R-441) ----------

PAY_FOR_TEXTS = [
    "『常駐』：このカードは、自軍ユニットが持つ「範囲兵器」のロールコストの支払いにおいて、黒のGサインを持つ自軍Gとして扱う事ができる。",
    "『常駐』：このカードは、自軍ユニットが持つ「サイコミュ」のロールコストの支払いにおいて、青のGサインを持つ自軍Gとして扱う事ができる。",
    "『常駐』：このセットグループの「特徴：輸送艦」を持つユニットは、カードのプレイのロールコストの支払いにおいて、緑のGサインを持つ"
    "自軍Gとして扱う事ができる。（注：国力は発生しない）",
    "『常駐』：このカードは、このカード以外の自軍カードが持つテキストのプレイと、コマンドのプレイのロールコストの支払いにおいて、"
    "茶のGサインを持つ自軍Gとして扱う事ができる。（注：国力は発生しない）",
]


@pytest.mark.parametrize("text", PAY_FOR_TEXTS)
def test_paying_as_a_g_for_some_payments_prints_back(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    app = compiled.ability["continuous"][0]
    assert app["apply"] == "pay_as_g" and app["for"] in ("kw:area_weapon", "kw:psycommu", "card", "other_text+command")


def _act(sc: Any, iid: int, keyword: str | None) -> str:
    from engine.games.nexa.stats import activated_abilities

    ab = next(a for a in activated_abilities(sc.state, iid) if a.keyword == keyword)
    return f"act:{iid}:{ab.index}"


def test_p44_r441_a_card_paying_for_a_special_effects_text_pays_for_that_text_only() -> None:
    """Ruling R-441: the operation pays as a G for the text 「範囲兵器」 stands for (P44: a text's cost), not for another
    text of the same unit, nor for the play of a card."""
    op = {"number": "O", "name": {"ja": "O", "en": "O"}, "type": "operation", "colours": ["black"],
          "cost": {"total": 1, "roll": {"black": 1}}, "gsign": {"colour": "black", "series": "0079"},
          "abilities": [_ability(PAY_FOR_TEXTS[0])]}
    gunner = unit("U", (3, 3, 3), keywords=[{"area_weapon": 3}],
                  abilities=[_ability("（ダメージ判定ステップ）〔１〕：このカードは、ターン終了時まで＋１／＋１／＋１を得る。")])
    sc = board([gunner, op, unit("E", (1, 1, 2))],
               {"deploy": [{"card": "O", "id": "o"}], "battle": {"space": [{"card": "U", "id": "u"}]},
                "hand": [{"card": "U", "id": "h"}]},
               {"battle": {"space": [{"card": "E", "id": "e"}]}}, point="damage_free1")
    toks = tokens(sc)
    assert _act(sc, sc.iid("u"), "area_weapon") in toks
    assert _act(sc, sc.iid("u"), None) not in toks
    assert f"play:{sc.iid('h')}" not in toks
    do(sc, _act(sc, sc.iid("u"), "area_weapon"), player=0)
    _answer_all(sc)
    assert sc.state.rolled[sc.iid("o")]
    assert sc.state.zone[sc.iid("e")] == st.JUNK


def test_r441_without_the_text_the_special_effect_is_not_paid() -> None:
    gunner = unit("U", (3, 3, 3), keywords=[{"area_weapon": 3}])
    sc = board([gunner, unit("E", (1, 1, 2))], {"battle": {"space": [{"card": "U", "id": "u"}]}},
               {"battle": {"space": [{"card": "E", "id": "e"}]}}, point="damage_free1")
    assert _act(sc, sc.iid("u"), "area_weapon") not in tokens(sc)


def test_p23_r441_a_unit_of_the_set_group_pays_for_the_play_of_a_card_only() -> None:
    """Ruling R-441: 「カードのプレイの」: a unit of this set group that fits pays a card's roll cost as a green G (P23),
    not a text's cost; it makes no power (P22), so the card's total cost is paid by the Gs."""
    ship = unit("S", traits=["輸送艦"], abilities=[
        _ability("（配備フェイズ）〔緑１〕：このカードは、ターン終了時まで＋１／＋１／＋１を得る。")])
    crew = {"number": "C", "name": {"ja": "C", "en": "C"}, "type": "character", "colours": ["green"],
            "cost": {"total": 1, "roll": {"green": 1}}, "gsign": {"colour": "green", "series": "0079"},
            "stats": [0, 0, 0], "abilities": [_ability(PAY_FOR_TEXTS[2])]}
    newcomer = unit("N", colour="green", total=1, roll=1)
    sc = board([ship, crew, newcomer],
               {"deploy": [{"card": "S", "id": "s", "set": [{"card": "C", "id": "c"}]}],
                "gzone": [{"card": "S", "rolled": False}], "hand": [{"card": "N", "id": "n"}]}, {},
               point="deploy_free", g_played=True)
    toks = tokens(sc)
    assert f"play:{sc.iid('n')}" in toks  # 1 power from the blue G, the green roll cost paid by the ship
    assert f"act:{sc.iid('s')}:0" not in toks  # 〔緑1〕 of a text: the ship does not pay it
    do(sc, f"play:{sc.iid('n')}", player=0)
    _answer_all(sc)
    assert sc.state.zone[sc.iid("n")] == st.DEPLOY and sc.state.rolled[sc.iid("s")]


def test_r441_the_other_text_and_command_scope() -> None:
    """「このカード以外の自軍カードが持つテキストのプレイと、コマンドのプレイの」: the card pays for another own card's text
    and for a command, never for its own text nor for a unit's play (ruling R-441)."""
    from engine.games.nexa.costs import can_pay, card_cost
    from engine.games.nexa.play import _text_req
    from engine.games.nexa.stats import activated_abilities

    me = unit("M", colour="brown", abilities=[
        _ability(PAY_FOR_TEXTS[3]), _ability("（配備フェイズ）〔茶１〕：このカードは、ターン終了時まで＋１／＋１／＋１を得る。")])
    other = unit("W", colour="brown", abilities=[
        _ability("（配備フェイズ）〔茶１〕：このカードは、ターン終了時まで＋１／＋１／＋１を得る。")])
    cmd = {"number": "K", "name": {"ja": "K", "en": "K"}, "type": "command", "colours": ["brown"],
           "cost": {"total": 0, "roll": {"brown": 1}}, "gsign": {"colour": "brown", "series": "0079"},
           "abilities": [{"kind": "play", "text": {"ja": "x", "en": "x"}, "timing": {"when": "deploy"},
                          "effect": [{"do": "draw", "side": "own", "count": 1}]}]}
    sc = board([me, other, cmd, unit("N", colour="brown", total=0, roll=1)],
               {"deploy": [{"card": "M", "id": "m"}, {"card": "W", "id": "w"}],
                "hand": [{"card": "K", "id": "k"}, {"card": "N", "id": "n"}]}, {}, point="deploy_free")
    s = sc.state

    def text_ok(iid: int) -> bool:
        ab = next(a for a in activated_abilities(s, iid) if a.cost.get("pay"))
        return can_pay(s, 0, 0, _text_req(s, iid, ab, {"brown": 1}))

    assert text_ok(sc.iid("w")) and not text_ok(sc.iid("m"))
    assert can_pay(s, 0, *card_cost(s, sc.iid("k"), 0))
    assert not can_pay(s, 0, *card_cost(s, sc.iid("n"), 0))


# ---- 「このカードは、手札からプレイされて解決された場合、廃棄される代わりに自軍ハンガーに移る。」 (P77 置き換え) ------------------

HAND_TO_HANGAR = "『恒常』：このカードは、手札からプレイされて解決された場合、廃棄される代わりに自軍ハンガーに移る。"


def test_the_command_going_to_the_hangar_prints_back() -> None:
    compiled, exact, blocker = round_trip(HAND_TO_HANGAR)
    assert compiled is not None and exact, blocker
    assert compiled.ability["continuous"][0]["event"] == "resolved_from_hand"


@pytest.mark.parametrize("where, went", [("hand", st.HANGAR), ("hangar", st.JUNK)])
def test_p77_the_command_played_from_the_hand_goes_to_the_hangar_instead(where: str, went: int) -> None:
    """P77 置き換え of the discard of a resolved command: played from the hand it goes to the own hangar instead;
    played from the hangar it is discarded as the rules say."""
    back = {"number": "B", "name": {"ja": "B", "en": "B"}, "type": "command", "colours": ["blue"],
            "cost": {"total": 1, "roll": {"blue": 1}}, "gsign": {"colour": "blue", "series": "0079"},
            "abilities": [{"kind": "play", "text": {"ja": "x", "en": "x"}, "timing": {"when": "any"},
                           "effect": [{"do": "draw", "side": "own", "count": 1}]}, _ability(HAND_TO_HANGAR)]}
    sc = board([unit("U"), back], {"gzone": ["U"] * 2, where: [{"card": "B", "id": "b"}]}, {}, point="attack",
               g_played=True)
    do(sc, "play:$b", player=0)
    while any(t in tokens(sc) for t in ("pay:auto", "confirm")):
        do(sc, "pay:auto" if "pay:auto" in tokens(sc) else "confirm", player=0)
    _answer_all(sc)
    assert sc.state.zone[sc.iid("b")] == went


# ---- one meaning said two ways (cardo8.normalise) --------------------------------------------------------------------


@pytest.mark.parametrize("said, plain", [
    ("（常時）〔Ｒ〕：このカードを廃棄する。このターン、赤のGサインを持つ、全ての自軍キャラのセットグループは、カット終了時まで、"
     "敵軍効果の対象にならない。",
     "（常時）〔Ｒ〕：このカードを廃棄する。赤のGサインを持つ、全ての自軍キャラのセットグループは、カット終了時まで、"
     "敵軍効果の対象にならない。"),
    ("（常時）〔１〕：自軍ユニット１枚を指定する。その場合、カット終了時まで、対象に与えられる全ての通常ダメージを、無効にする。",
     "（常時）〔１〕：自軍ユニット１枚を指定する。その場合、対象は、カット終了時まで、通常ダメージを受けない。"),
])
def test_two_wordings_of_one_protection_compile_alike(said: str, plain: str) -> None:
    """「このターン、…は、カット終了時まで、…」: the cut ends within the turn; 「カット終了時まで、対象に与えられる全ての通常ダメージを
    無効にする」: the target is dealt no normal damage meanwhile (family B3's 「通常ダメージを受けない」)."""
    compiled, exact, blocker = round_trip(said)
    assert compiled is not None and exact, blocker
    assert compiled.ability == round_trip(plain)[0].ability  # type: ignore[union-attr]


def test_a_header_said_twice_is_read_once() -> None:
    """A misprint of card lists: 「（常時）〔０〕：（常時）〔０〕：…」 is the text with its header once."""
    said = "（常時）〔０〕：（常時）〔０〕：自軍ユニット１枚は、ターン終了時まで＋１／＋１／＋１を得る。"
    plain = "（常時）〔０〕：自軍ユニット１枚は、ターン終了時まで＋１／＋１／＋１を得る。"
    compiled, exact, blocker = round_trip(said)
    assert compiled is not None and exact, blocker
    assert compiled.ability == round_trip(plain)[0].ability  # type: ignore[union-attr]


def test_a_turn_said_of_another_clause_is_kept() -> None:
    from engine.games.nexa.textc.normalise import normalise

    text = "（常時）：このターン中に場に出た自軍ユニット１枚は、カット終了時まで、敵軍効果の対象にならない。"
    assert "このターン中" in normalise(text)


# ---- 「自軍ユニット1枚、または、プレイされている自軍ユニット1枚は、カット終了時まで…」 (P46, P56, R-442) --------------------------

OR_PLAYED = "（常時）：自軍ユニット１枚、または、プレイされている自軍ユニット１枚は、カット終了時まで敵軍ユニットの効果の対象にならない。"
PLAYED_GUARD = "（常時）：プレイされている自軍カード１枚は、カット終了時まで敵軍効果の対象にならず、プレイが無効にならない。"
WATCHER = "『起動』：敵軍ユニットが場に出た場合、敵軍ユニット１枚に２ダメージを与える。"


def _command(number: str, text: str) -> dict[str, Any]:
    return {"number": number, "name": {"ja": number, "en": number}, "type": "command", "colours": ["blue"],
            "cost": {"total": 0, "roll": {}}, "gsign": {"colour": "blue", "series": "0079"},
            "abilities": [{**_ability(text), "kind": "play"}]}


@pytest.mark.parametrize("text, zone", [(OR_PLAYED, ["deploy", "battle", "cut"]), (PLAYED_GUARD, "cut")])
def test_a_card_being_played_as_a_target_prints_back(text: str, zone: Any) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert compiled.ability["targets"]["t1"]["zone"] == zone


@pytest.mark.parametrize("text", [OR_PLAYED, PLAYED_GUARD])
@pytest.mark.parametrize("protect", [True, False])
def test_p46_r442_the_protection_of_a_unit_being_played_lasts_as_it_enters_the_field(text: str, protect: bool) -> None:
    """Ruling R-442: a unit being played (in the cut, P46) may be the target; what it is given until the cut ends stays
    with it as it enters the field, so an enemy unit's text heard then cannot target it (P56)."""
    sc = board([unit("U", total=0, roll=0), _command("C", text), unit("W", abilities=[_ability(WATCHER)])],
               {"hand": [{"card": "U", "id": "u"}, {"card": "C", "id": "c"}]},
               {"deploy": [{"card": "W", "id": "w"}]}, point="deploy_free")
    assert f"play:{sc.iid('c')}" not in tokens(sc)  # nothing to protect yet
    do(sc, "play:$u", player=0)
    do(sc, "pass", player=1)
    if protect:
        do(sc, "play:$c", player=0)  # its one target: the unit in the cut
    _answer_all(sc)
    assert sc.state.zone[sc.iid("u")] == (st.DEPLOY if protect else st.JUNK)


def test_r442_a_play_given_the_guard_is_not_negated() -> None:
    """「…プレイが無効にならない」: while the card has the status its play resists an enemy negation (overrides.py)."""
    from engine.games.nexa.overrides import play_unnegatable

    sc = board([unit("U", total=0, roll=0), unit("E")], {"hand": [{"card": "U", "id": "u"}]},
               {"deploy": [{"card": "E", "id": "e"}]}, point="deploy_free")
    do(sc, "play:$u", player=0)
    s = sc.state
    entry = s.cut[-1]
    assert not play_unnegatable(s, entry, 1, sc.iid("e"))
    s.grants.append((sc.iid("u"), s.stamp[sc.iid("u")], "status", "cardo8_played_guard", "cut_end"))
    assert play_unnegatable(s, entry, 1, sc.iid("e"))
    assert not play_unnegatable(s, entry, 0, sc.iid("e"))  # an own negation is not the enemy's


# ---- 「自軍ユニットの枚数が敵軍ユニットより少ない状態で、このカードが場に出た場合」 (P57, P65, P68, R-443) --------------------------

FEWER = ("『起動』：自軍ユニットの枚数が敵軍ユニットより少ない状態で、このカードが場に出た場合、キャラがセットされていない敵軍ユニット１枚を"
         "破壊する。")


def test_one_count_below_another_prints_back() -> None:
    compiled, exact, blocker = round_trip(FEWER)
    assert compiled is not None and exact, blocker
    assert compiled.ability["condition"] == {"not": {"cardr6_at_least": [{"count": {"side": "own", "type": "unit"}},
                                                                        {"count": {"side": "enemy", "type": "unit"}}]}}


@pytest.mark.parametrize("own_others, destroyed", [(0, True), (1, False)])
def test_p68_r443_the_counts_are_read_with_this_card_on_the_field(own_others: int, destroyed: bool) -> None:
    """Ruling R-443: the state is read as the triggered effect begins (P57, P68), this card already on the field: with
    two enemy units, entering alone makes one own unit (fewer), entering beside another makes two (not fewer)."""
    me = unit("M", abilities=[_ability(FEWER)])
    own: dict[str, Any] = {"hand": [{"card": "M", "id": "m"}], "gzone": ["M"] * 3,
                           "deploy": [{"card": "M"} for _ in range(own_others)]}
    sc = board([me, unit("E")], own, {"deploy": [{"card": "E", "id": "e1"}, {"card": "E", "id": "e2"}]},
               g_played=True)
    do(sc, "play:$m", player=0)
    _answer_all(sc)
    assert sc.state.zone[sc.iid("m")] == st.DEPLOY
    gone = [sc.state.zone[sc.iid(e)] == st.JUNK for e in ("e1", "e2")]
    assert any(gone) == destroyed


# ---- 「（condition）場合、このカードは、合計国力3としてプレイできる。」 (P55) ------------------------------------------------------

TOTAL_AS = "『恒常』：赤のGサインを持つ自軍Gが４枚以上ある場合、このカードは、合計国力２としてプレイできる。"


def test_the_total_cost_becoming_n_prints_back() -> None:
    compiled, exact, blocker = round_trip(TOTAL_AS)
    assert compiled is not None and exact, blocker
    assert compiled.ability["continuous"][0]["total_to"] == 2


@pytest.mark.parametrize("reds, total", [(4, 2), (3, 5)])
def test_p55_the_total_cost_becomes_n_while_the_condition_holds(reds: int, total: int) -> None:
    """P55: the total cost becomes 2 (a decrease of its second step) while 4 red Gs are there; 4 Gs, 2 of them rolled,
    make the 2 power it then asks."""
    from engine.games.nexa.costs import can_pay, card_cost

    me = unit("M", colour="red", total=5, roll=1, abilities=[_ability(TOTAL_AS)])
    gs: list[Any] = [{"card": "R", "rolled": i < 2} for i in range(reds)]
    sc = board([me, unit("R", colour="red")], {"hand": [{"card": "M", "id": "m"}], "gzone": gs}, {}, g_played=True)
    got, req = card_cost(sc.state, sc.iid("m"), 0)
    assert got == total
    assert can_pay(sc.state, 0, got, req) == (reds == 4)


# ---- 「このカードは、捨て山から自軍ジャンクヤードに移る場合、ジャンクヤードに移る代わりに、持ち主の手札に移る。」 (P77, R-444) ----------

FROM_DISCARD = "『恒常』：このカードは、捨て山から自軍ジャンクヤードに移る場合、ジャンクヤードに移る代わりに、持ち主の手札に移る。"


def test_the_move_from_the_discard_pile_replaced_prints_back() -> None:
    compiled, exact, blocker = round_trip(FROM_DISCARD)
    assert compiled is not None and exact, blocker
    assert compiled.ability["continuous"][0]["event"] == "discard_to_junk"


def test_p77_r444_the_card_goes_to_its_owners_hand_instead_of_the_junkyard() -> None:
    """Ruling R-444: the text works from the discard pile (a 恒常 text, P68): a card moved from there to the junkyard goes to
    its owner's hand instead; a card without it goes to the junkyard; a destroyed card is not concerned (from the field)."""
    me = card("K", "character", abilities=[_ability(FROM_DISCARD)], stats=[0, 0, 0])
    mover = unit("V", abilities=[_ability("（常時）：自軍捨て山の上のカード１～２枚を廃棄する。")])
    sc = board([mover, me], {"deploy": [{"card": "V", "id": "v"}], "discard": [{"card": "V", "id": "plain"},
                                                                              {"card": "K", "id": "k"}], "hand": []},
               {}, point="deploy_free")
    do(sc, f"act:{sc.iid('v')}:0", player=0)
    _answer_all(sc, lambda toks: toks[-1])  # two cards
    assert sc.state.zone[sc.iid("k")] == st.HAND
    assert sc.state.zone[sc.iid("plain")] == st.JUNK


# ---- 「自軍ユニットが持つ「改装」の効果がプレイされて解決された場合」 (P75, R-445) ------------------------------------------------

REFIT_HEARD = ("『起動』：自軍ユニットが持つ「改装」の効果がプレイされて解決された場合、このセットグループは、カット終了時まで"
               "敵軍効果の対象にならない。")


def test_the_refit_resolved_prints_back() -> None:
    compiled, exact, blocker = round_trip(REFIT_HEARD)
    assert compiled is not None and exact, blocker
    assert compiled.ability["on"] == "card_refit_in" and compiled.ability["of"] == {"side": "own", "type": "unit"}


def test_p75_r445_the_refit_resolving_protects_the_new_set_group() -> None:
    """Ruling R-445: the 改装 of the unit the character is set on resolves, the new unit entering with the character moved
    onto it (P75); the text is heard then and the new set group is protected until the cut ends (the engine's report)."""
    old = unit("OLD", (1, 1, 3), keywords=[{"refit": "改"}])
    new = unit("NEW", (4, 4, 4), total=2, traits=["改"])
    pilot = card("P", "character", stats=[0, 0, 0], abilities=[_ability(REFIT_HEARD)])
    sc = board([old, new, pilot],
               {"battle": {"space": [{"card": "OLD", "id": "old", "set": [{"card": "P", "id": "p"}]}]},
                "hand": [{"card": "NEW", "id": "new"}], "gzone": ["OLD"] * 3}, {}, point="attack_free2")
    do(sc, "act:$old:103", player=0)
    _answer_all(sc)
    assert sc.state.zone[sc.iid("new")] == st.BATTLE
    granted = {i for e in sc.state.events if e.kind == "grant" and e.text["en"].endswith("status untargetable")
               for i in e.cards}
    assert {sc.iid("new"), sc.iid("p")} <= granted


# ---- 「このカードがリロール状態の場合、…が持つ、特殊効果以外の全てのテキストを、ターン終了時まで、無効にする」 (P57, P74, R-411) ----

LOSE_OTHER = ("（戦闘フェイズ）〔１〕：このカードがリロール状態の場合、戦闘エリアにいる、「速攻」を持つ敵軍ユニット１枚が持つ、"
              "特殊効果以外の全てのテキストを、ターン終了時まで、無効にする。")


def test_the_other_texts_of_a_chosen_card_print_back() -> None:
    compiled, exact, blocker = round_trip(LOSE_OTHER)
    assert compiled is not None and exact, blocker
    assert compiled.ability["condition"] == {"self_rolled": False}


@pytest.mark.parametrize("rolled", [False, True])
def test_p74_the_chosen_card_keeps_its_special_effects_and_loses_its_texts(rolled: bool) -> None:
    """P57: only while this card is rerolled; P74 (family T6's R-411): the enemy unit keeps 「速攻」 and loses its other
    texts until the turn ends."""
    from engine.games.nexa.stats import activated_abilities, has_keyword

    me = unit("M", abilities=[_ability(LOSE_OTHER)])
    foe = unit("E", keywords=["first_strike"], abilities=[
        _ability("（戦闘フェイズ）〔１〕：このカードは、ターン終了時まで＋１／＋１／＋１を得る。")])
    sc = board([me, foe], {"battle": {"space": [{"card": "M", "id": "m", "rolled": rolled}]}, "gzone": ["M"] * 3},
               {"battle": {"space": [{"card": "E", "id": "e"}]}}, point="attack_free2")
    offered = f"act:{sc.iid('m')}:0" in tokens(sc)
    assert offered == (not rolled)
    if not offered:
        return
    before = len([a for a in activated_abilities(sc.state, sc.iid("e")) if a.keyword is None])
    do(sc, f"act:{sc.iid('m')}:0", player=0)
    _answer_all(sc)
    assert before == 1
    assert not [a for a in activated_abilities(sc.state, sc.iid("e")) if a.keyword is None]
    assert has_keyword(sc.state, sc.iid("e"), "first_strike")


# ---- 「「供給」を持つ自軍ユニットと同じエリアにいる自軍ユニット1枚」 (P6 areas, R-64) -------------------------------------------

PLACE_OF = ("（戦闘フェイズ）〔１〕：「供給」を持つ自軍ユニットと同じエリアにいる自軍ユニット１枚は、カット終了時まで、"
            "敵軍効果の対象にならない。")


def test_the_area_of_another_card_prints_back() -> None:
    compiled, exact, blocker = round_trip(PLACE_OF)
    assert compiled is not None and exact, blocker
    assert compiled.ability["targets"]["t1"]["cardo8_place_of"] == {"keyword": "supply", "side": "own", "type": "unit"}


@pytest.mark.parametrize("supplier_in", ["space", "deploy"])
def test_r64_the_units_in_the_area_of_a_unit_with_supply(supplier_in: str) -> None:
    """Family T's 「同じエリア」 (ruling R-64: a battle area, or the deploy area) of a unit with 「供給」: the units there fit, the
    unit with 「供給」 among them; units elsewhere do not."""
    from engine.games.nexa.targets import candidates

    compiled, _, _ = round_trip(PLACE_OF)
    assert compiled is not None
    sel = compiled.ability["targets"]["t1"]
    feeder = unit("S", keywords=["supply"])
    where: dict[str, Any] = {"battle": {"space": [{"card": "A", "id": "a"}]}, "deploy": [{"card": "A", "id": "b"}]}
    if supplier_in == "space":
        where["battle"]["space"].append({"card": "S", "id": "s"})
    else:
        where["deploy"].append({"card": "S", "id": "s"})
    sc = board([unit("A"), feeder], where, {}, point="attack_free2")
    got = set(candidates(sc.state, sel, 0, sc.iid("a"), by_effect=False))
    want = {"a", "s"} if supplier_in == "space" else {"b", "s"}
    assert got == {sc.iid(x) for x in want}


# ---- 「…は、カット終了時まで、X以下のロールコストを持つ敵軍コマンドの対象にならない」 (P56, R-446) ------------------------------

ROLL_UPTO = ("（常時）〔X〕：このカードと同じエリアにいる自軍ユニット１枚は、カット終了時まで、X以下のロールコストを持つ"
             "敵軍コマンドの対象にならない。")


def test_the_roll_cost_protection_prints_back() -> None:
    compiled, exact, blocker = round_trip(ROLL_UPTO)
    assert compiled is not None and exact, blocker
    assert compiled.ability["effect"][0]["amount"] == "X"


def test_p56_r446_enemy_commands_of_that_roll_cost_or_less_cannot_target_it() -> None:
    """Ruling R-446: X paid (2 here) is kept with the protection; an enemy command of roll cost 2 cannot target the unit,
    one of roll cost 3 can, and an enemy unit's effect still can."""
    from engine.games.nexa.overrides import untargetable

    me = unit("M", abilities=[_ability(ROLL_UPTO)])
    cheap = {**_command("C2", PLAYED_GUARD), "cost": {"total": 2, "roll": {"blue": 2}}}
    dear = {**_command("C3", PLAYED_GUARD), "cost": {"total": 3, "roll": {"blue": 3}}}
    sc = board([me, cheap, dear, unit("E")], {"deploy": [{"card": "M", "id": "m"}], "gzone": ["M"] * 3},
               {"hand": [{"card": "C2", "id": "c2"}, {"card": "C3", "id": "c3"}], "deploy": [{"card": "E", "id": "e"}]},
               point="deploy_free")
    do(sc, f"act:{sc.iid('m')}:0", player=0)
    _answer_all(sc, lambda toks: "x:2" if "x:2" in toks else toks[0])
    s = sc.state
    m = sc.iid("m")
    assert any(e.kind == "grant" and e.text["en"].endswith("roll cost 2 or less") and m in e.cards for e in s.events)
    s.grants.append((m, s.stamp[m], "cardo8_roll_upto", 2, "cut_end"))
    assert untargetable(s, m, sc.iid("c2"))
    assert not untargetable(s, m, sc.iid("c3"))
    assert not untargetable(s, m, sc.iid("e"))


# ---- 「対象は、ターン終了時にロールすると共に、次のターン中、リロールできない。」 (P63 reroll phase, R-333, R-447) -----------------

ROLL_LOCK = "（配備フェイズ）：ユニット１枚をリロールする。対象は、ターン終了時にロールすると共に、次のターン中、リロールできない。"


def test_rolled_at_the_turns_end_and_locked_prints_back() -> None:
    compiled, exact, blocker = round_trip(ROLL_LOCK)
    assert compiled is not None and exact, blocker
    assert compiled.ability["effect"][1]["do"] == "at_turn_end"


def _to_turn(sc: Any, turn: int) -> None:
    for _ in range(300):
        d = sc.game.decision(sc.state, labels=False)
        if d is None or (sc.state.turn >= turn and sc.state.point == st.DEPLOY_FREE):
            return
        toks = tokens(sc)
        do(sc, "pass" if "pass" in toks else "sortie:done" if "sortie:done" in toks else toks[0], player=d.player)


def test_r447_the_target_is_rolled_at_the_turns_end_and_rerolls_only_after_the_next_turn() -> None:
    """Ruling R-447: at this turn's end the target is rolled; nothing rerolls it during the next turn (family Z5's no_reroll,
    R-333); the turn after, its player's reroll phase rerolls it."""
    from engine.games.nexa.heldz5 import no_reroll

    sc = board([unit("M", abilities=[_ability(ROLL_LOCK)])],
               {"deploy": [{"card": "M", "id": "m"}, {"card": "M", "id": "u", "rolled": True}], "gzone": ["M"] * 3}, {},
               point="deploy_free")
    do(sc, f"act:{sc.iid('m')}:0", f"t:{sc.iid('u')}", player=0)
    _answer_all(sc)
    u = sc.iid("u")
    assert not sc.state.rolled[u]
    _to_turn(sc, 4)
    assert sc.state.turn == 4 and sc.state.rolled[u] and no_reroll(sc.state, u)
    _to_turn(sc, 5)
    assert sc.state.turn == 5 and not sc.state.rolled[u] and not no_reroll(sc.state, u)
