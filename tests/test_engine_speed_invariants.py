"""The engine's speed-ups must be invisible: every value cached for a state version equals the
value computed from scratch, at every decision of complete random games.

A fresh copy of the state has empty caches, so comparing the live state with its copy compares
what the caches say with what the rules say.
"""

from __future__ import annotations

import random

import pytest

from engine.api import Match, get_game
from engine.games.nexa import state as st
from engine.games.nexa.game import NexaGame
from engine.games.nexa.keywords import _ORDER, TEXT_KEYWORDS, guard_ability, keyword_abilities
from engine.games.nexa.play import (
    _own_texts,
    _text_playable,
    _text_playable_now,
    only_pass,
    priority_tokens,
    text_play_ok,
)
from engine.games.nexa.rules import defence_never_lowered
from engine.games.nexa.scenario import Scenario
from engine.games.nexa.state import State
from engine.games.nexa.stats import (
    LENT_KEYWORDS,
    abilities,
    activated_abilities,
    children,
    field_cards,
    field_triggered_abilities,
    game_cards,
    has_status,
    is_unit,
    keywords,
    stats,
    terrain,
    texts_aided,
    triggered_abilities,
    unaided,
    unaided_activated,
)
from engine.selfplay import choose_random, preconstructed

SEEDS = range(20_000, 20_006)


def _fresh(s: State) -> State:
    f = s.copy()
    f.static_cache = (-1, [])
    return f


def check_caches(s: State) -> None:
    f = _fresh(s)
    assert list(field_cards(s)) == list(field_cards(f)) == [i for i in range(len(s.defs)) if s.zone[i] in st.FIELD_ZONES]
    for seat in (0, 1):
        assert priority_tokens(s, seat) == priority_tokens(f, seat)
        assert only_pass(s, seat) == (priority_tokens(f, seat) == ["pass"])
        assert _own_texts(s, seat) == [(iid, a) for iid in range(len(f.defs))
                                       if f.zone[iid] in st.FIELD_ZONES and f.ctrl[iid] == seat
                                       for a in abilities(f, iid) if a.kind == "activated"]
        for iid, a in _own_texts(f, seat):
            # the kept answer (one per colour of G for the guard system) is each text's own answer
            assert _text_playable(s, seat, iid, a) == _text_playable_now(f, seat, iid, a)
        # the priority check's texts (its timing read once per point) are those text_play_ok allows
        assert [t for t in priority_tokens(s, seat) if t.startswith("act:")] == [
            f"act:{iid}:{a.index}" for iid, a in _own_texts(f, seat) if text_play_ok(f, seat, iid, a)]
    if defence_never_lowered(f) and not game_cards(f).low_defence and not any(f.damage):
        # rules.check_destruction skips the field then: no unit may be at defence 0 (P39)
        assert all(stats(f, i)[2] > 0 for i in field_cards(f) if f.zone[i] in (st.DEPLOY, st.BATTLE) and is_unit(f, i))
    assert field_triggered_abilities(s) == [(i, a) for i in field_cards(f) for a in abilities(f, i)
                                            if a.kind == "triggered"]
    for iid in range(len(s.defs)):
        assert children(s, iid) == children(f, iid) == [
            c for c in range(len(s.defs)) if s.zone[c] == st.SET and s.set_to[c] == iid]
        assert stats(s, iid) == stats(f, iid)
        assert keywords(s, iid) == keywords(f, iid)
        assert terrain(s, iid) == terrain(f, iid)
        for status in ("untargetable", "indestructible", "cannot_sortie"):
            assert has_status(s, iid, status) == has_status(f, iid, status)
        every = abilities(f, iid)
        assert activated_abilities(s, iid) == [a for a in every if a.kind == "activated"]
        if unaided(f) and f.zone[iid] in st.FIELD_ZONES:
            assert list(unaided_activated(s, iid)) == [a for a in every if a.kind == "activated"]
        if iid not in texts_aided(s) and f.zone[iid] in st.FIELD_ZONES:
            assert list(unaided_activated(s, iid)) == [a for a in every if a.kind == "activated"]
        assert triggered_abilities(s, iid) == [a for a in every if a.kind == "triggered"]


def play_checked(seed: int) -> int:
    rnd = random.Random(seed)
    decks = preconstructed("nexa")
    game = get_game("nexa")
    pair = [decks[rnd.randrange(len(decks))], decks[rnd.randrange(len(decks))]]
    m = Match.start("nexa", ["P1", "P2"], pair, seed, {"autopass": [True, rnd.random() < 0.8]})
    n = 0
    while not m.is_over() and n < 20_000:
        toks = game.legal_tokens(m.state)
        assert toks == game.legal_tokens(_fresh(m.state))
        check_caches(m.state)
        d = m.decision()
        assert d is not None and d.tokens() == toks
        assert isinstance(game, NexaGame) and game._kind(m.state) == d.kind  # what `play` dispatches on
        m.apply(d.player, choose_random(rnd, d))
        n += 1
    return n


@pytest.mark.parametrize("seed", SEEDS)
def test_cached_values_equal_fresh_values_at_every_decision(seed: int) -> None:
    assert play_checked(seed) > 10


def test_special_effects_only_lend_activated_texts() -> None:
    """stats.triggered_abilities skips special effects because their texts are all activated."""
    for k in _ORDER:
        for a in keyword_abilities(k, 1):
            assert a.kind == "activated"
    for a in guard_ability(1):
        assert a.kind == "activated"


def test_set_cards_never_lend_a_keyword_that_stands_for_a_text() -> None:
    """stats._may_lend_texts skips set cards: what they lend (P75) never stands for a text."""
    assert not set(LENT_KEYWORDS) & TEXT_KEYWORDS


def test_a_continuous_effect_on_the_phase_is_read_again_at_every_point() -> None:
    """Cached values survive a change of point only when no continuous effect reads the phase:
    here one does, so the 戦闘力 must follow the phase (P57)."""
    text = {"ja": "x", "en": "x"}
    brave = {"number": "BRAVE", "name": {"ja": "BRAVE", "en": "BRAVE"}, "type": "unit", "colours": ["blue"],
             "cost": {"total": 1, "roll": {"blue": 1}}, "gsign": {"colour": "blue", "series": "0079"},
             "stats": [1, 1, 1], "terrain": ["space", "earth"],
             "abilities": [{"kind": "static", "text": text, "continuous": [
                 {"apply": "modify", "target": "self", "stats": [2, 0, 0], "condition": {"phase": "battle"}}]}]}
    sc = Scenario({"name": "phase", "cards": [brave], "autopass": [False, False],
                   "setup": {"turn": 3, "attacker": 0, "point": "deploy",
                             "players": [{"home": ["BRAVE"] * 10, "deploy": [{"card": "BRAVE", "id": "b"}]},
                                         {"home": ["BRAVE"] * 10}]}})
    s = sc.state
    b = sc.iid("b")
    assert stats(s, b) == (1, 1, 1)
    check_caches(s)
    for _ in range(10):
        if s.point == st.ATTACK_FREE1:
            break
        d = sc.game.decision(s, labels=False)
        assert d is not None and "pass" in d.tokens()
        sc.game.apply(s, d.player, "pass")
    assert s.point == st.ATTACK_FREE1
    assert stats(s, b) == (3, 1, 1)
    check_caches(s)


def test_a_plain_roll_cost_is_payable_exactly_when_the_search_finds_a_payment() -> None:
    """costs.plain_payable (no search) answers as costs.extendable (the search over payments, P22-P24)
    for every plain requirement: Gs of the colours named, the rest 〔any〕, purple Gs among those there."""
    from itertools import product

    from engine.games.nexa.costs import extendable, plain_payable

    colours = ("white", "blue", "purple")
    seen = {True: 0, False: 0}
    for have in product(range(3), repeat=len(colours)):
        counts = {c: n for c, n in zip(colours, have, strict=True) if n}
        for want in product(range(3), repeat=3):
            req = {k: n for k, n in zip(("white", "blue", "any"), want, strict=True) if n}
            answer = plain_payable(counts, sum(counts.values()), req)
            assert answer == extendable({}, counts, req), (counts, req)
            seen[answer] += 1
    assert seen[True] and seen[False]
