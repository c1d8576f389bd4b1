"""The original pool: size, colours, kinds, every keyword at least twice, jokers, legal decks, texts."""

from __future__ import annotations

from collections import Counter

from engine.games.coj.cards import KEYWORDS, cards
from engine.games.coj.deckrules import deck_problems
from engine.games.coj.texts import card_text
from tests.coj.helpers import G


def _keyword_uses() -> Counter[str]:
    uses: Counter[str] = Counter()
    for c in cards().values():
        uses.update(k.split(":")[0] for k in c.keywords)
        steps = [st for a in c.abilities for st in a.steps] + list(c.steps)
        uses.update((st.kw or "").split(":")[0] for st in steps if st.do == "grant")
        if any(a.when == "field" for a in c.abilities):
            uses["field"] += 1
    return uses


def test_pool_size_colours_and_kinds() -> None:
    """Cards: at least 120 original cards over every colour and kind."""
    pool = cards()
    assert len(pool) >= 120
    assert {c.colour for c in pool.values()} == {"red", "yellow", "blue", "green", "purple", "colourless"}
    assert {c.kind for c in pool.values()} == {"unit", "evolution", "trigger", "intercept", "joker"}


def test_every_keyword_and_field_effects_appear_at_least_twice() -> None:
    """キーワード能力/アイコン: every keyword of the page (and フィールド効果) is on at least two cards."""
    uses = _keyword_uses()
    for kw in (*KEYWORDS, "field"):
        assert uses[kw] >= 2, kw


def test_jokers_of_at_least_six_characters() -> None:
    chars = {c.character for c in cards().values() if c.kind == "joker"}
    assert len(chars) >= 6


def test_the_six_decks_are_legal_and_cover_every_colour() -> None:
    """デッキ構成: six ready-made decks, each legal."""
    presets = G.preconstructed()
    assert len(presets) == 6
    colours = set()
    for p in presets.values():
        assert deck_problems(list(p.cards)) == []
        colours |= {cards()[c].colour for c in p.cards}
    assert colours >= {"red", "yellow", "blue", "green", "purple"}


def test_every_card_has_a_text_in_both_languages_unless_vanilla() -> None:
    for c in cards().values():
        if c.abilities or c.steps or c.keywords:
            assert card_text(c, "ja") and card_text(c, "en"), c.id
        assert c.name["ja"] and c.name["en"]
    names = Counter(c.name["ja"] for c in cards().values())
    assert max(names.values()) == 1
