"""Issue 14, family T6: texts about texts and effects, second round. Each construct is compiled, printed back to
the same text and played in the engine. Every text here is original, written in the controlled style of card lists
(never official text).
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.games.nexa.stats import abilities, has_keyword, stats
from engine.games.nexa.textc import compile_text, round_trip

from .helpers import board, tokens, unit


def _ab(text: str) -> dict[str, Any]:
    return {**compile_text(text).ability, "text": {"ja": text, "en": text}}


# ---- 『常駐』：…が持つ全てのテキストを無効にする／は、無効になる (continuous lose_text, stats.static_lost; R-410)
_ROLLED_LOSE = "『常駐』：ロール状態の、全ての敵軍ユニットが持つ全てのテキストは、無効になる。"
_FOE_ACT = "（自軍ターン）〔０〕：このカードをロールする。"
_FOE_STATIC = "『常駐』：全ての自軍ユニットは、＋１／＋１／＋１を得る。"


@pytest.mark.parametrize("text", [
    _ROLLED_LOSE,
    "『常駐』：このセットグループのユニットが持つ、全てのテキストを無効にする。",
    "『常駐』：全ての敵軍ユニットが持つ、全てのテキストを無効にする。",
])
def test_family_t6_static_lose_text_prints_back(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert compiled.ability["continuous"][0]["apply"] == "lose_text"


@pytest.mark.parametrize("rolled", [False, True])
def test_p72_r410_a_static_text_takes_every_text_of_the_cards_it_names_while_they_fit(rolled: bool) -> None:
    """P72 (テキストの無効): a 常駐 text that takes all texts of rolled enemy units. The rolled foe has no special
    effect, no activated text and its own 常駐 text gives nothing; unrolled it keeps them all."""
    me = unit("ME", abilities=[_ab(_ROLLED_LOSE)])
    foe = unit("FOE", keywords=["high_mobility"], abilities=[_ab(_FOE_ACT), _ab(_FOE_STATIC)])
    sc = board([me, foe], {"deploy": [{"card": "ME", "id": "me"}]},
               {"deploy": [{"card": "FOE", "id": "foe", "rolled": rolled}]}, attacker=1)
    s, f = sc.state, sc.iid("foe")
    assert has_keyword(s, f, "high_mobility") is (not rolled)
    assert stats(s, f) == ((2, 2, 2) if rolled else (3, 3, 3))
    assert (len(abilities(s, f)) > 0) is (not rolled)
    assert (f"act:{f}:0" in tokens(sc)) is (not rolled)
    assert has_keyword(s, sc.iid("me"), "high_mobility") is False  # its own side is untouched


def test_r410_two_static_texts_taking_each_others_texts_the_earlier_one_applies() -> None:
    """R-410 (P68: continuous effects in the order they began): two cards whose 常駐 texts take all texts of the
    enemy units. The one that entered first takes the other's texts, so the other's text applies no more."""
    text = "『常駐』：全ての敵軍ユニットが持つ、全てのテキストを無効にする。"
    a = unit("A", keywords=["high_mobility"], abilities=[_ab(text)])
    b = unit("B", keywords=["high_mobility"], abilities=[_ab(text)])
    for first, second in (("a", "b"), ("b", "a")):
        entered = {first: 1, second: 2}
        sc = board([a, b], {"deploy": [{"card": "A", "id": "a", "entered": entered["a"]}]},
                   {"deploy": [{"card": "B", "id": "b", "entered": entered["b"]}]})
        s = sc.state
        assert has_keyword(s, sc.iid(first), "high_mobility") is True
        assert has_keyword(s, sc.iid(second), "high_mobility") is False


@pytest.mark.parametrize(("kind", "text"), [
    ("unit", _ROLLED_LOSE),
    ("operation", "『常駐』：このセットグループのユニットが持つ、全てのテキストを無効にする。"),
])
def test_family_t6_behave_checks_the_static_lose_text(kind: str, text: str) -> None:
    """The behaviour check (behave_t6.py) plays the text on a board of its own: checked, and it behaves."""
    from engine.games.nexa.behave import check_card

    card = unit("T6", abilities=[_ab(text)]) if kind == "unit" else {
        **unit("T6", abilities=[_ab(text)]), "type": "operation"}
    if kind == "operation":
        del card["stats"], card["terrain"]
    v = check_card(card)
    assert v.status == "behaved", v


# ---- 「…は、このターン、特殊効果以外の全てのテキストが無効になる（と共に、…）」 (cardt6_lose_other_texts; R-411)
_LOSE_OTHER = ("（配備フェイズ）〔０〕：このセットグループのユニットは、このターン、特殊効果以外の全てのテキストが"
               "無効になると共に、敵軍効果の対象にならない。")
_SELF_PLUS = "『常駐』：このカードは、＋１／＋１／＋１を得る。"


@pytest.mark.parametrize("text", [
    _LOSE_OTHER,
    "（自軍ターン）〔１〕：敵軍ユニット１枚は、このターン、特殊効果以外の全てのテキストが無効になる。",
])
def test_family_t6_lose_other_texts_prints_back(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert compiled.ability["effect"][0]["do"] == "cardt6_lose_other_texts"


def test_p72_r411_texts_other_than_special_effects_go_for_the_turn_and_the_protection_comes_with_them() -> None:
    """R-411: the unit keeps 高機動 (a special effect), loses its 常駐 +1/+1/+1 and its activated text, and is not a
    target of enemy effects this turn (P56)."""
    from engine.games.nexa.stats import has_status

    from .helpers import resolve_cut

    me = unit("ME", keywords=["high_mobility"], abilities=[_ab(_LOSE_OTHER), _ab(_SELF_PLUS)])
    sc = board([me], {"deploy": [{"card": "ME", "id": "me"}]}, {})
    s, m = sc.state, sc.iid("me")
    assert stats(s, m) == (3, 3, 3)
    sc.game.apply(s, 0, sc.token(f"act:{m}:0"))
    resolve_cut(sc)
    assert has_keyword(s, m, "high_mobility") is True
    assert stats(s, m) == (2, 2, 2)
    assert not [a for a in abilities(s, m) if a.kind == "activated" and a.index == 0]
    assert has_status(s, m, "untargetable") is True


# ---- 「（step）。（condition）場合、この効果の対象部分は『…』に変更される。」 (family S2's instead, condition first; R-90)
_RETARGET = ("（戦闘フェイズ）〔０〕：戦闘エリアにいる敵軍ユニット１～２枚をロールする。自軍Gが２枚以上ある場合、"
             "この効果の対象部分は『敵軍ユニット１～２枚』に変更される。")


def test_family_t6_retarget_with_the_condition_first_prints_back() -> None:
    compiled, exact, blocker = round_trip(_RETARGET)
    assert compiled is not None and exact, blocker
    sel = compiled.ability["targets"]["t1"]
    assert sel["instead"]["wording"] == "cond_first" and sel["instead"]["if"] == {"g_at_least": 2}


@pytest.mark.parametrize("gs", [0, 2])
def test_p56_r90_the_changed_target_part_applies_while_its_condition_holds(gs: int) -> None:
    """P56, R-90: a unit in the enemy deploy area is a target only while the player has two Gs or more."""
    from engine.games.nexa.targets import candidates

    me = unit("ME", abilities=[_ab(_RETARGET)])
    sc = board([me], {"deploy": [{"card": "ME", "id": "me"}], "gzone": ["ME"] * gs},
               {"deploy": [{"card": "ME", "id": "foe"}]}, point="attack_free1")
    s, m = sc.state, sc.iid("me")
    sel = compile_text(_RETARGET).ability["targets"]["t1"]
    assert (sc.iid("foe") in candidates(s, sel, 0, m)) is (gs >= 2)


# ---- 「このカードは敵軍ターン中、「PS装甲」の効果では移動しない」 (status ps_stay, cut.ps_armor_returns; P76)
_PS_STAY = "『常駐』：このカードは敵軍ターン中、「PS装甲」の効果では移動しない。"
_PS_STAY_G = "『常駐』：このカードは、このカードと同じ属性のGサインを持つ自軍Gが２枚以上ある場合、「PS装甲」の効果では移動しない。"


@pytest.mark.parametrize("text", [_PS_STAY, _PS_STAY_G])
def test_family_t6_ps_stay_prints_back(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert compiled.ability["continuous"][0]["status"] == "ps_stay"


@pytest.mark.parametrize(("text", "gs", "stays"), [(_PS_STAY, 0, True), (_PS_STAY_G, 2, True), (_PS_STAY_G, 0, False),
                                                  (None, 0, False)])
def test_p76_a_ps_armour_unit_that_the_text_keeps_does_not_return_at_the_next_turns_start(
        text: str | None, gs: int, stays: bool) -> None:
    """PS装甲 (P76): a unit that went to a battle area returns to the hand at the next turn's start (here the enemy's
    turn); the 常駐 text keeps it on the field while its condition holds."""
    from engine.games.nexa import state as st

    from .helpers import do, pass_until

    h = unit("H", keywords=["ps_armor"], abilities=[_ab(text)] if text else [])
    sc = board([h], {"deploy": [{"card": "H", "id": "h"}], "gzone": ["H"] * gs}, {"home": ["H"] * 10},
               point="attack_rule")
    do(sc, "sortie:s:$h", "sortie:done", player=0)
    pass_until(sc, st.DRAW_FREE)
    assert sc.state.turn == 4
    assert (sc.state.zone[sc.iid("h")] != st.HAND) is stays


def test_r411_a_this_turn_text_loss_over_every_card_that_fits_takes_their_special_effects() -> None:
    """Family T2's 「全ての…が持つ全てのテキストは、このターン、無効になる」 over every card that fits (a "this turn"
    effect, read by stats.static_lost since family T6): the enemy unit has no 高機動 after it resolved."""
    from .helpers import resolve_cut

    text = "（配備フェイズ）〔０〕：全ての敵軍ユニットが持つ全てのテキストは、このターン、無効になる。"
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    me = unit("ME", abilities=[_ab(text)])
    foe = unit("FOE", keywords=["high_mobility"])
    sc = board([me, foe], {"deploy": [{"card": "ME", "id": "me"}]}, {"deploy": [{"card": "FOE", "id": "foe"}]})
    s = sc.state
    assert has_keyword(s, sc.iid("foe"), "high_mobility")
    sc.game.apply(s, 0, sc.token(f"act:{sc.iid('me')}:0"))
    resolve_cut(sc)
    assert not has_keyword(s, sc.iid("foe"), "high_mobility")
