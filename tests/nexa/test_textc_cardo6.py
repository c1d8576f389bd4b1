"""Issue 14, family O6 of the card-text compiler: rule overrides, durations and states (round 2), compiled, printed
back and played.

Every text here is original, written in the controlled style of card lists (never official text).
The rules they pin: P57 (conditions read on resolution), P68 (triggers); docs/rulings.md R-370 and after the decisions.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.games.nexa import state as st
from engine.games.nexa.textc import round_trip

from .helpers import ability_of as _ability
from .helpers import answer_all as _answer_all
from .helpers import board, card, do, pass_until, resolve_cut, tokens, unit

# ---- 「（注：＊が加えられた数値は、０として扱う）」 on a line of its own -----------------------------------------------------

STAR_TEXT = "（戦闘フェイズ）〔１〕：このカードと交戦中の全ての敵軍ユニットは、ターン終了時まで＊／±０／±０を得る。"
STAR_NOTE = "（注：＊が加えられた数値は、０として扱う）"


def test_the_star_note_on_a_line_of_its_own_prints_back() -> None:
    compiled, exact, blocker = round_trip(STAR_NOTE)
    assert compiled is not None and exact, blocker
    assert compiled.reminder == "cardo6_star_note"


def test_the_star_note_is_kept_only_after_a_text_that_gives_a_star() -> None:
    from engine.games.nexa.importer import _compile_texts

    card_fields = {"number": "X-1", "name": {"ja": "試作機", "en": "x"}, "type": "unit"}
    with_star = _compile_texts(dict(card_fields), [STAR_TEXT, STAR_NOTE])
    without = _compile_texts(dict(card_fields), ["（戦闘フェイズ）〔１〕：このカードは、ターン終了時まで＋１／＋１／＋１を得る。",
                                                 STAR_NOTE])
    assert not [b for b in with_star.blockers if "reminder" in b]
    assert [b for b in without.blockers if "reminder" in b]


# ---- 「（presence）状態で、このカードが場に出た場合、（さらに）…」 (P57, P68) ------------------------------------------------

ENTERED_TEXT = ("『起動』：このカードが場に出た場合、敵軍ユニット１枚に、２ダメージを与える。自軍キャラがいる状態で、"
                "このカードが場に出た場合、（さらに）敵軍ユニット１枚に２ダメージを与える。")


def test_the_state_when_entering_prints_back() -> None:
    compiled, exact, blocker = round_trip(ENTERED_TEXT)
    assert compiled is not None and exact, blocker
    step = compiled.ability["effect"][1]
    assert step["do"] == "if" and step["condition"] == {"exists": {"side": "own", "type": "character"}}


def test_the_state_when_entering_needs_the_entering_trigger() -> None:
    text = ("『起動』：このカードが破壊された場合、敵軍ユニット１枚に、２ダメージを与える。自軍キャラがいる状態で、"
            "このカードが場に出た場合、（さらに）敵軍ユニット１枚に２ダメージを与える。")
    compiled, exact, _ = round_trip(text)
    assert compiled is None or not exact


@pytest.mark.parametrize("with_char, dealt", [(True, 4), (False, 2)])
def test_p57_p68_the_further_damage_only_with_an_own_character(with_char: bool, dealt: int) -> None:
    """P68: the text is heard as this card enters; the further step is done when an own character is there (P57)."""
    me = unit("M", abilities=[_ability(ENTERED_TEXT)])
    ch = card("C", "character", stats=[0, 0, 0])
    own: dict[str, Any] = {"hand": [{"card": "M", "id": "m"}], "gzone": ["M"] * 3, "deploy": []}
    if with_char:
        own["deploy"].append({"card": "M", "id": "host", "set": [{"card": "C"}]})
    sc = board([me, ch, unit("E", (1, 1, 9))], own, {"deploy": [{"card": "E", "id": "e"}]}, g_played=True)
    do(sc, "play:$m", player=0)
    _answer_all(sc)
    assert sc.state.zone[sc.iid("m")] == st.DEPLOY
    assert sc.state.damage[sc.iid("e")] == dealt


# ---- 「この効果は、1ステップに1回のみ使用できる。」 (limits.py per step, R-370) --------------------------------------------

STEP_LIMIT_TEXTS = [
    "（戦闘フェイズ）〔０毎〕：このカードは、ターン終了時まで＋１／＋１／＋１を得る。この効果は、１ステップに１回のみ使用できる。",
    "（常時）〔１〕：自軍本国を１回復する。この記述の効果は、プレイヤー毎に１ステップに１回のみ使用できる。",
]


@pytest.mark.parametrize("text", STEP_LIMIT_TEXTS)
def test_a_use_limit_per_step_prints_back(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert compiled.ability["limit"]["per"] == "step"


@pytest.mark.parametrize("per, again", [("１ステップ", True), ("１ターン", False)])
def test_p44_r370_the_text_is_used_once_in_each_step(per: str, again: bool) -> None:
    """A limit per step lets the text be used again in the next step of the turn (P44's steps); one per turn does not."""
    text = f"（戦闘フェイズ）〔０毎〕：このカードは、ターン終了時まで＋１／＋１／＋１を得る。この効果は、{per}に１回のみ使用できる。"
    me = unit("M", abilities=[_ability(text)])
    sc = board([me, unit("E", (1, 1, 9))], {"battle": {"space": [{"card": "M", "id": "m"}]}, "gzone": ["M"] * 2},
               {"battle": {"space": [{"card": "E"}]}}, point="damage_free1", g_played=True)
    act = sc.token("act:$m:0")
    assert act in tokens(sc)
    do(sc, "act:$m:0", player=0)
    _answer_all(sc)
    assert act not in tokens(sc)  # used once in this step
    pass_until(sc, st.RETURN_FREE1)
    assert sc.state.point == st.RETURN_FREE1
    assert (act in tokens(sc)) == again


# ---- 「『恒常』：このカードは、ユニットとしてプレイできない。」 (R-371) ---------------------------------------------------

NOT_AS_UNIT = "『恒常』：このカードは、ユニットとしてプレイできない。"


@pytest.mark.parametrize("text", [NOT_AS_UNIT, "『恒常』：このカードは、ユニットしてプレイできない。"])
def test_not_played_as_a_unit_prints_back(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert compiled.ability["continuous"] == [{"apply": "unplayable", "target": "self", "as_g": True}]


def test_p21_p68_r371_the_card_is_played_as_a_g_but_never_as_a_unit() -> None:
    """P68: a 恒常 text is in force in the hand; the card is not offered as a unit play but is as the turn's G (P21),
    while a card with 「このカードは、プレイできない。」 is offered neither (R-224)."""
    never = unit("NU", abilities=[_ability(NOT_AS_UNIT)])
    nothing = unit("NP", abilities=[_ability("『恒常』：このカードは、プレイできない。")])
    sc = board([unit("U"), never, nothing], {"gzone": ["U"] * 3, "hand": [{"card": "NU", "id": "n"},
                                                                          {"card": "NP", "id": "p"},
                                                                          {"card": "U", "id": "u"}]}, {}, point="deploy")
    toks = tokens(sc)
    n, p, u = sc.iid("n"), sc.iid("p"), sc.iid("u")
    assert f"play:{u}" in toks and f"g:{u}" in toks
    assert f"play:{n}" not in toks and f"g:{n}" in toks
    assert f"play:{p}" not in toks and f"g:{p}" not in toks
    do(sc, f"g:{n}", player=0)
    _answer_all(sc)
    assert sc.state.zone[n] == st.GZONE


# ---- 「自軍手札、または自軍ハンガーにある、…全てのユニットは、「改装」の効果において、合計国力Nとして扱う」 (R-372) -------

REFIT_OF = ("＜『常駐』：自軍手札、または自軍ハンガーにある、「特徴：灯台系」を持つ全てのユニットは、「改装」の効果において、"
            "合計国力３として扱う＞")


def test_refit_total_of_other_cards_prints_back() -> None:
    compiled, exact, blocker = round_trip(REFIT_OF)
    assert compiled is not None and exact, blocker
    assert compiled.ability["continuous"][0]["target"]["zone"] == ["hand", "hangar"]


def test_refit_total_of_other_cards_needs_all_own_cards_of_the_hand_or_hangar() -> None:
    text = "『常駐』：全ての自軍ユニットは、「改装」の効果において、合計国力３として扱う。"
    compiled, exact, _ = round_trip(text)
    assert compiled is None or not exact


@pytest.mark.parametrize("trait, lighthouse_there, taken", [
    ("灯台系", True, True),  # the text is in force and names the unit
    ("別系", True, False),  # the unit does not fit
    ("灯台系", False, False),  # no card with the text on the field
])
def test_p75_r372_refit_reads_the_total_cost_a_field_text_gives_the_unit(trait: str, lighthouse_there: bool,
                                                                         taken: bool) -> None:
    """改装 (P75) takes a unit of X以下の合計国力 (X: the own Gs, 3 here): a unit of total cost 5 is taken while a 常駐 text
    of an own card on the field treats it as total cost 3; without the text, or not fitting it, it is not."""
    cards = [unit("OLD", (1, 1, 3), keywords=[{"refit": "改"}]),
             unit("LH", abilities=[_ability(REFIT_OF)]),
             unit("BIG", (5, 5, 5), total=5, traits=["改", trait])]
    own: dict[str, Any] = {"battle": {"space": [{"card": "OLD", "id": "old"}]}, "hand": [{"card": "BIG", "id": "new"}],
                           "gzone": ["OLD"] * 3, "deploy": [{"card": "LH"}] if lighthouse_there else []}
    sc = board(cards, own, {}, point="attack_free2")
    act = f"act:{sc.iid('old')}:103"
    assert (act in tokens(sc)) is taken
    if taken:
        do(sc, act, player=0)
        resolve_cut(sc)
        assert sc.state.zone[sc.iid("new")] == st.BATTLE
