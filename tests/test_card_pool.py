"""The original NEX-A card pool (engine/data/nexa/*.yaml): its size, balance and decks, and the loader's
refusal of broken cards. Fast: the pool is loaded once (builtin_pool is cached)."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
import yaml

from engine.core.errors import CardDataError
from engine.games.nexa.cards import Ability, CardDef, Pool, build_pool, builtin_pool
from engine.games.nexa.vocabulary import COLOURS, KEYWORDS, TRIGGERS

DATA = Path(__file__).resolve().parent.parent / "engine" / "data" / "nexa"

# The verbs of docs/effect-language.md; every one is used by at least one card of the pool.
POOL_VERBS = (
    "damage", "pierce", "destroy", "discard", "discard_hand", "move", "remove", "bounce", "to_hangar", "roll",
    "reroll", "modify", "squad_power", "draw", "look", "reveal", "search", "set_card", "add_coin", "remove_coin",
    "player_coin", "chip", "grant_keyword", "lose_keyword", "lose_text", "terrain", "put_into_play", "negate",
    "negate_destruction", "copy_text", "replace", "mill", "recover", "home_damage", "reset_damage",
    "gain_control", "shuffle", "make_g", "skip", "status", "withdraw", "hand_to_home", "choose_one",
    "optional", "if", "repeat", "at_turn_end",
)


@pytest.fixture(scope="module")
def pool() -> Pool:
    return builtin_pool()


@pytest.fixture(scope="module")
def cards(pool: Pool) -> list[CardDef]:
    return list(pool.cards.values())


@pytest.fixture(scope="module")
def raw_files() -> dict[str, Any]:
    return {p.name: yaml.safe_load(p.read_text(encoding="utf-8")) for p in sorted(DATA.glob("*.yaml"))}


def _abilities(cards: list[CardDef]) -> list[Ability]:
    return [a for c in cards for a in c.abilities]


def _steps(steps: Any) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for st in steps:
        out.append(st)
        for key in ("steps", "then", "else"):
            if key in st:
                out.extend(_steps(st[key]))
        for option in st.get("options", ()):
            out.extend(_steps(option["steps"]))
    return out


# ---- the pool --------------------------------------------------------------------------------------

def test_pool_files_and_size(pool: Pool, raw_files: dict[str, Any]) -> None:
    for name in ("pool-blue.yaml", "pool-green.yaml", "pool-black.yaml", "pool-red.yaml", "pool-brown.yaml",
                 "pool-white.yaml", "pool-purple.yaml", "pool-dual.yaml", "pool-graphics.yaml", "decks.yaml"):
        assert name in raw_files, name
    assert len(pool.cards) >= 160


def test_card_numbers_unique_across_files(raw_files: dict[str, Any]) -> None:
    numbers = [c["number"] for data in raw_files.values() for c in (data.get("cards") or [])]
    dupes = [n for n, k in Counter(numbers).items() if k > 1]
    assert not dupes
    assert all(re.fullmatch(r"NX-\d{3}", n) for n in numbers)


def test_names_unique(cards: list[CardDef]) -> None:
    for attr in ("name_ja", "name_en"):
        dupes = [n for n, k in Counter(getattr(c, attr) for c in cards).items() if k > 1]
        assert not dupes, dupes


def test_every_colour_and_duals(cards: list[CardDef]) -> None:
    mono = Counter(c.colours[0] for c in cards if c.type != "graphic" and len(c.colours) == 1)
    for colour in COLOURS:
        assert 18 <= mono[colour] <= 24, (colour, mono[colour])
    duals = [c for c in cards if c.type != "graphic" and len(c.colours) == 2]
    assert len(duals) >= 10
    for c in duals:
        assert set(dict(c.roll_cost)) == set(c.colours), c.number  # roll costs in both colours


def test_every_type(cards: list[CardDef]) -> None:
    types = Counter(c.type for c in cards)
    for t in ("unit", "character", "operation", "command", "ace", "graphic"):
        assert types[t] >= 3, t
    assert types["unit"] == max(types.values())
    assert types["graphic"] >= 8
    assert len({c.gsign_colour for c in cards if c.type == "graphic"}) == len(COLOURS)
    operations = [c for c in cards if c.type == "operation"]
    assert any(c.set_on for c in operations) and any(not c.set_on for c in operations)
    command_timings = {(a.when, a.side) for c in cards if c.type == "command" for a in c.abilities}
    assert len({w for w, _ in command_timings}) >= 5
    assert {s for _, s in command_timings} >= {"any", "own", "enemy"}
    assert any("NT" in c.traits for c in cards if c.type == "character")


def test_costs_stats_and_gsigns(cards: list[CardDef]) -> None:
    for c in cards:
        if c.type == "graphic":
            assert c.gsign_colour and c.guard_level is not None and c.gain_level is not None, c.number
            assert not c.abilities and c.total_cost == 0, c.number
            continue
        assert 1 <= c.total_cost <= 7, c.number
        assert c.roll_total <= c.total_cost, c.number
        assert c.gsign_colour in c.colours and c.gsign_series, c.number
        if c.type in ("unit", "ace"):
            assert c.stats is not None and c.stats[2] >= 1 and c.terrain, c.number
            assert 2 * c.total_cost <= sum(c.stats) <= 3 * c.total_cost + 1, c.number
        if c.type == "character":
            assert c.stats is not None, c.number
    units = [c for c in cards if c.type == "unit"]
    assert sum(1 for c in units if c.model) >= 0.9 * len(units)  # ships and ∀'s relics may have none
    assert sum(1 for c in cards if c.type != "graphic" and 2 <= c.total_cost <= 5) > 0.7 * sum(
        1 for c in cards if c.type != "graphic")


def test_every_keyword_on_cards(cards: list[CardDef]) -> None:
    counts = Counter(k for c in cards for k, _ in c.keywords)
    for k in KEYWORDS:
        assert counts[k] >= 2, k
    stay = [c for c in cards if c.has_keyword("stay")]
    assert all(c.type in ("character", "operation") for c in stay)


def test_abilities_and_texts(cards: list[CardDef]) -> None:
    assert sum(1 for c in cards if c.abilities) >= 0.8 * len(cards)
    for c in cards:
        for a in c.abilities:
            assert a.text_ja.strip() and a.text_en.strip(), (c.number, a.index)
            assert a.text_ja != a.text_en, (c.number, a.index)
        if c.type == "ace":
            assert len(c.abilities) >= 3, c.number


def test_language_coverage(cards: list[CardDef]) -> None:
    abilities = _abilities(cards)
    used = Counter(st["do"] for a in abilities for st in _steps(a.effect))
    assert [v for v in POOL_VERBS if not used[v]] == []
    triggers = {a.on for a in abilities if a.kind == "triggered"}
    assert len(triggers & set(TRIGGERS)) >= 15
    assert sum(1 for a in abilities if a.protected == "bracket") >= 2
    assert sum(1 for a in abilities if a.protected == "angle") >= 1
    assert sum(1 for a in abilities if a.repeatable) >= 3
    assert sum(1 for a in abilities if a.all_or_nothing) >= 3
    assert sum(1 for a in abilities if a.x_max is not None) + sum(1 for c in cards if c.x_cost) >= 3
    assert any(a.kind in ("static", "constant") and any(ap["apply"] == "cost" for ap in a.continuous)
               for a in abilities)


def test_star_exclusive_and_aliases(cards: list[CardDef]) -> None:
    assert sum(1 for c in cards if c.star) >= 3
    assert sum(1 for c in cards if c.aliases) >= 2
    character_names = {n for c in cards if c.type == "character" for n in c.names}
    exclusive = [c for c in cards if c.exclusive]
    assert len(exclusive) >= 3
    with_pilot = [c for c in exclusive if set(c.exclusive) & character_names]
    assert len(with_pilot) == len(exclusive), [c.number for c in exclusive if c not in with_pilot]
    assert any(a.condition == {"exclusive_set": True} or "exclusive_set" in str(a.condition)
               for c in exclusive for a in c.abilities)


# ---- decks -------------------------------------------------------------------------------------------

def test_decks(pool: Pool, raw_files: dict[str, Any]) -> None:
    assert len(pool.decks) >= 6
    covered: set[str] = set()
    for deck in pool.decks.values():
        assert deck.name_ja.strip() and deck.name_en.strip(), deck.id
        cards = [pool.cards[n] for n in deck.card_list()]
        assert len(cards) == 50, deck.id
        limited = Counter(c.name_ja for c in cards if c.type != "graphic" or c.has_keyword("unique"))
        assert max(limited.values()) <= 3, deck.id
        colours = {col for c in cards for col in c.colours}
        assert 1 <= len(colours) <= 2, (deck.id, colours)
        covered |= colours
        assert 12 <= sum(1 for c in cards if c.type == "graphic") <= 18, deck.id
        assert sum(1 for c in cards if c.type == "unit" and c.total_cost <= 3) >= 8, deck.id
        assert any(c.type == "command" for c in cards), deck.id
    assert covered == set(COLOURS)
    described = [d for data in raw_files.values() for d in (data.get("decks") or [])]
    assert len(described) == len(pool.decks)
    for d in described:
        assert d["description"]["ja"].strip() and d["description"]["en"].strip(), d["id"]


# ---- the loader refuses broken cards ------------------------------------------------------------------

def _card(**ability: Any) -> dict[str, Any]:
    return {
        "number": "NX-999",
        "name": {"ja": "壊れたカード", "en": "Broken Card"},
        "type": "command",
        "colours": ["red"],
        "cost": {"total": 1, "roll": {"red": 1}},
        "abilities": [{"kind": "play", "text": {"ja": "常時：壊れている。", "en": "Any time: broken."},
                       "timing": {"when": "any"}, **ability}],
    }


@pytest.mark.parametrize("ability, words", [
    ({"effect": [{"do": "explode", "target": "self"}]}, "unknown verb"),
    ({"targets": {"t1": {"side": "enemy", "colour_of": "red", "count": 1}},
      "effect": [{"do": "destroy", "target": "t1"}]}, "unknown selector key"),
    ({"effect": [{"do": "damage", "target": "t1", "amount": 2}]}, "declare it under 'targets'"),
])
def test_broken_card_is_refused(ability: dict[str, Any], words: str) -> None:
    source = "engine/data/nexa/pool-broken.yaml"
    with pytest.raises(CardDataError) as err:
        build_pool([(source, {"cards": [_card(**ability)]})])
    message = str(err.value)
    assert source in message and "NX-999" in message and words in message


def test_duplicate_number_is_refused() -> None:
    good = _card(effect=[{"do": "draw", "side": "own", "count": 1}])
    with pytest.raises(CardDataError, match="NX-999"):
        build_pool([("a.yaml", {"cards": [good]}), ("b.yaml", {"cards": [good]})])
