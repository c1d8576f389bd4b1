"""Issue 14, family Z9: zones and moves, round 4. Each construct is compiled, printed back to the same text and played
in the engine. Every text here is original, written in the controlled style of card lists (never official text).
"""

from __future__ import annotations

import pytest

from engine.games.nexa import state as st
from engine.games.nexa.scenario import Scenario
from engine.games.nexa.textc import round_trip

from .helpers import ability_of as _ability
from .helpers import answer_all, board, do, unit

# ---- 「このカードは、（自軍｜敵軍）効果で（ロール｜リロール）した場合、…」 (R-560) -----------------------------------------

_BROKEN_BY_ROLL = "『起動』：このカードは、敵軍効果でロールした場合、破壊される。"
_GROWS_ON_REROLL = "『起動』：このカードは、自軍効果でリロールした場合、ターン終了時まで＋２／＋２／＋２を得る。"
_DRAWS = "『起動』：このカードが、場に出た、または敵軍効果でリロールした場合、カード１枚を引く。"
_ROLL_ENEMY = "（常時）〔０〕：敵軍ユニット１枚をロールする。"
_ROLL_OWN = "（常時）〔０〕：自軍ユニット１枚をロールする。"
_REROLL_OWN = "（常時）〔０〕：自軍ユニット１枚をリロールする。"
_REROLL_ENEMY = "（常時）〔０〕：敵軍ユニット１枚をリロールする。"


@pytest.mark.parametrize("text", [_BROKEN_BY_ROLL, _GROWS_ON_REROLL, _DRAWS,
                                  "『起動』：このカードが自軍効果でロールした場合、カード１枚を引く。"])
def test_rolled_by_a_sides_effect_prints_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def _by_effect_board(text: str, mine: str, theirs: str, rolled: bool = False) -> Scenario:
    """My unit M with `text`, my unit R acting with `mine`, the enemy's unit E acting with `theirs` (my deploy phase)."""
    cards = [unit("M", abilities=[_ability(text)]), unit("R", abilities=[_ability(mine)]),
             unit("E", abilities=[_ability(theirs)])]
    return board(cards, {"deploy": [{"card": "M", "id": "m", "rolled": rolled}, {"card": "R", "id": "r"}],
                         "gzone": ["M"] * 3},
                 {"deploy": [{"card": "E", "id": "e"}], "gzone": ["E"] * 3}, g_played=True)


def _act(sc: Scenario, who: str, player: int, pick: str) -> None:
    """`player` plays the 0th text of card `who`, choosing card `pick` as its target."""
    if player == 1:
        do(sc, "pass", player=0)
    do(sc, f"act:${who}:0", player=player)
    answer_all(sc, lambda toks: next((t for t in toks if t.endswith(str(sc.iid(pick)))), toks[0]))


def test_p63_r560_an_enemy_effect_rolling_the_card_is_heard_and_it_is_destroyed() -> None:
    """P63 自軍/敵軍: the effect of the enemy's card (its controller the other player) rolled it: the text is heard."""
    sc = _by_effect_board(_BROKEN_BY_ROLL, _ROLL_OWN, _ROLL_ENEMY)
    m = sc.iid("m")
    _act(sc, "e", 1, "m")
    assert sc.state.zone[m] == st.JUNK


def test_r560_an_own_effect_rolling_the_card_is_not_an_enemy_effect() -> None:
    sc = _by_effect_board(_BROKEN_BY_ROLL, _ROLL_OWN, _ROLL_ENEMY)
    m = sc.iid("m")
    _act(sc, "r", 0, "m")
    assert sc.state.rolled[m] and sc.state.zone[m] == st.DEPLOY


def test_r560_an_own_effect_rerolling_the_card_gives_it_the_bonus_and_an_enemy_one_does_not() -> None:
    from engine.games.nexa.stats import stats

    sc = _by_effect_board(_GROWS_ON_REROLL, _REROLL_OWN, _REROLL_ENEMY, rolled=True)
    m = sc.iid("m")
    base = stats(sc.state, m)
    _act(sc, "r", 0, "m")
    assert not sc.state.rolled[m] and stats(sc.state, m) == tuple(v + 2 for v in base)
    sc2 = _by_effect_board(_GROWS_ON_REROLL, _REROLL_OWN, _REROLL_ENEMY, rolled=True)
    m2 = sc2.iid("m")
    _act(sc2, "e", 1, "m")
    assert not sc2.state.rolled[m2] and stats(sc2.state, m2) == base


def test_r560_a_card_already_rerolled_is_not_rerolled_and_hears_nothing() -> None:
    from engine.games.nexa.stats import stats

    sc = _by_effect_board(_GROWS_ON_REROLL, _REROLL_OWN, _REROLL_ENEMY, rolled=False)
    m = sc.iid("m")
    base = stats(sc.state, m)
    _act(sc, "r", 0, "m")
    assert stats(sc.state, m) == base and not sc.state.rolled[m]


def test_r560_either_event_of_or_is_heard() -> None:
    sc = _by_effect_board(_DRAWS, _REROLL_OWN, _REROLL_ENEMY, rolled=True)
    hand = len(sc.state.place(0, st.HAND))
    _act(sc, "e", 1, "m")
    assert len(sc.state.place(0, st.HAND)) == hand + 1


# ---- 「自軍ターン終了時に、手札が5枚以上ある場合、…」: the own hand, said short (normal form 「自軍手札が…」) ------------------

_HAND_DRAW = "『起動』：自軍ターン終了時に、手札が５枚以上ある場合、カード１枚を引く事ができる。"


def test_own_hand_said_short_prints_back_the_same_text() -> None:
    compiled, exact, blocker = round_trip(_HAND_DRAW)
    assert compiled is not None and exact, blocker
    assert compiled.ability["condition"] == {"hand_at_least": 5}


def _to_turn_end(sc: Scenario) -> None:
    """Play on (no sortie, passing, accepting) until the turn number changes."""
    s = sc.state
    turn = s.turn
    for _ in range(300):
        d = sc.game.decision(s, labels=False)
        if d is None or s.turn > turn:
            return
        t = sc.game.legal_tokens(s)
        pick = next((x for x in ("yes", "sortie:done", "pay:auto", "pass") if x in t), t[0])
        do(sc, pick, player=d.player)


@pytest.mark.parametrize(("held", "after"), [(5, 6), (4, 4)])
def test_p57_the_own_hand_of_five_at_the_turn_end_draws_one(held: int, after: int) -> None:
    """P57: the condition is read as the text is heard at the own turn's end: the own hand of 5 or more draws one."""
    sc = board([unit("M", abilities=[_ability(_HAND_DRAW)])],
               {"deploy": [{"card": "M", "id": "m"}], "gzone": ["M"] * 3, "hand": ["M"] * held},
               {"gzone": ["M"] * 3, "hand": ["M"] * 6}, point="deploy", g_played=True)
    _to_turn_end(sc)
    assert len(sc.state.place(0, st.HAND)) == after


# ---- 「（自軍｜敵軍）ジャンクヤードにカードがN枚以上ある場合」 --------------------------------------------------------------

_JUNK_OWN = "『常駐』：自軍ジャンクヤードにカードが４枚以上ある場合、このカードは、＋１／＋１／＋１を得る。"
_JUNK_ENEMY = "『常駐』：敵軍ジャンクヤードにカードが４枚以上ある場合、このカードは、＋１／＋１／＋１を得る。"


@pytest.mark.parametrize("text", [_JUNK_OWN, _JUNK_ENEMY,
                                  "『常駐』：敵軍ジャンクヤードにカードが５枚以上ある場合、このセットグループは、敵軍効果では"
                                  "破壊されずダメージを受けない。",
                                  # family Z5's trigger (the same first words) still reads
                                  "『起動』：自軍ジャンクヤードに、カードが移動する毎に、このカードは、ターン終了時まで"
                                  "＋２／＋０／＋０を得る。"])
def test_junkyard_size_prints_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


@pytest.mark.parametrize(("text", "mine", "theirs", "bonus"), [
    (_JUNK_OWN, 4, 0, 1), (_JUNK_OWN, 3, 9, 0), (_JUNK_ENEMY, 0, 4, 1), (_JUNK_ENEMY, 9, 3, 0)])
def test_p57_the_junkyard_of_the_side_said_holds_enough_cards(text: str, mine: int, theirs: int, bonus: int) -> None:
    """P57: a 常駐 text applies while its condition holds: the junkyard of the side said (told from the text's player)."""
    from engine.games.nexa.stats import stats

    sc = board([unit("M", abilities=[_ability(text)])],
               {"deploy": [{"card": "M", "id": "m"}], "gzone": ["M"] * 3, "junkyard": ["M"] * mine},
               {"gzone": ["M"] * 3, "junkyard": ["M"] * theirs}, g_played=True)
    assert stats(sc.state, sc.iid("m")) == (2 + bonus, 2 + bonus, 2 + bonus)


# ---- 「このカードは、…と交戦中となった場合、（ターン終了時に）持ち主の本国の下に移る。」 -------------------------------------

_TO_HOME_BOTTOM = "『起動』：このカードは、「特徴：試作機」を持つ敵軍キャラと交戦中となった場合、ターン終了時に持ち主の本国の下に移る。"


@pytest.mark.parametrize("text", [_TO_HOME_BOTTOM, "『起動』：このカードは、交戦中となった場合、持ち主の本国の下に移る。"])
def test_goes_under_the_home_prints_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_p61_p66_p70_the_character_goes_under_its_owners_home_at_the_turn_end() -> None:
    """P70: its unit's area became engaged with an enemy squad holding such a character; at the turn's end (P57, a waiting
    effect) the character goes to the bottom of its owner's home (P61); an enemy squad without one leaves it."""
    from engine.games.nexa.textc import compile_text

    from .helpers import card, pass_until

    ab = compile_text(_TO_HOME_BOTTOM).ability
    mine = card("PL", "character", stats=[1, 1, 1], abilities=[{**ab, "text": {"ja": _TO_HOME_BOTTOM, "en": "x"}}])
    foe_pilot = card("FP", "character", stats=[0, 0, 0], traits=["試作機"])
    for with_pilot, gone in ((True, True), (False, False)):
        sc = board([mine, foe_pilot, unit("U"), unit("E")],
                   {"battle": {"space": [{"card": "U", "set": [{"card": "PL", "id": "pl"}]}]}},
                   {"deploy": [{"card": "E", "id": "e", "set": [{"card": "FP"}] if with_pilot else []}]},
                   point="defence_rule")
        do(sc, "sortie:s:$e", "sortie:done", player=1)
        pass_until(sc, st.DAMAGE_FREE1)
        pl = sc.iid("pl")
        assert sc.state.engaged[0] and sc.state.zone[pl] == st.SET
        _to_turn_end(sc)
        home = sc.state.place(0, st.HOME)
        assert (sc.state.zone[pl] == st.HOME and home[0] == pl) == gone, with_pilot
