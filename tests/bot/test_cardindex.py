"""bot.cardindex: `/card` autocomplete over the engine's card catalogue."""

from __future__ import annotations

import time
from typing import Any

import pytest

from bot.cardindex import CardIndex, FuzzyMatcher, compact, fold
from engine.api import card_catalogue


@pytest.fixture(scope="module")
def cards() -> list[dict[str, Any]]:
    return card_catalogue("nexa")


@pytest.fixture(scope="module")
def index(cards: list[dict[str, Any]]) -> CardIndex:
    return CardIndex.build(cards)


def test_fold_and_compact() -> None:
    assert fold("がんだむ") == fold("ガンダム") == fold("ｶﾞﾝﾀﾞﾑ") == "ガンダム"
    assert fold("ＧＵＮＤＡＭ") == "gundam"
    assert compact("NX-001") == compact("nx 001") == compact("ｎｘ００１") == "nx001"
    assert compact("Mk-Ⅱ") == "mkii"
    assert compact("【 】") == "【】"


def test_hiragana_finds_katakana(index: CardIndex) -> None:
    res = index.search("がんだむ", "ja")
    assert res[0] == ("ガンダム [NX-001]", "NX-001")
    assert all("ガンダム" in name for name, _ in res)


def test_english_finds_gundam_cards(index: CardIndex) -> None:
    res = index.search("gundam", "en")
    assert res[0][1] == "NX-001"
    assert len(res) == 25
    assert all("gundam" in name.lower() for name, _ in res)
    assert res[0][0] == "Gundam (ガンダム) [NX-001]"


def test_number_finds_the_card(index: CardIndex) -> None:
    assert index.search("NX-001", "en")[0][1] == "NX-001"
    assert index.search("nx001", "ja")[0][1] == "NX-001"
    assert index.search("ＮＸ－０２４", "ja")[0][1] == "NX-024"


def test_other_language_model_and_typos(index: CardIndex) -> None:
    assert index.search("Gundam", "ja")[0][1] == "NX-001"  # English names work for Japanese readers too
    assert index.search("ザク", "en")[0][1] == "NX-023"
    assert "NX-001" in [v for _, v in index.search("RX-78", "en")]  # model number
    assert index.search("sazaby", "en")[0][1] == "NX-074"  # Sazabi
    assert index.search("gundm", "en")[0][1] == "NX-001"
    assert index.search("qwxzqwxz", "en") == []


def test_prefix_and_substring_rank_before_fuzzy(index: CardIndex) -> None:
    res = [v for _, v in index.search("zaku", "en")]
    assert res[:2] == ["NX-023", "NX-024"]  # Zaku II (prefix), Char's Zaku II (substring)


def test_limit_and_empty_query(index: CardIndex, cards: list[dict[str, Any]]) -> None:
    assert len(index.search("", "en")) == 25
    assert [v for _, v in index.search("", "ja", limit=5)] == [c["card"] for c in cards[:5]]
    assert len(index.search("a", "en", limit=3)) == 3
    assert index.search("gundam", "en", limit=0) == []
    assert len(index.search("ガンダム", "ja", limit=7)) == 7


def test_display_names_fit_discord(index: CardIndex) -> None:
    for lang in ("ja", "en"):
        for q in ("", "a", "ガ", "gundam", "nx"):
            for name, value in index.search(q, lang, limit=25):
                assert 1 <= len(name) <= 100 and 1 <= len(value) <= 100
    long = CardIndex.build([{"card": "XX-999", "name": {"ja": "長" * 150, "en": "Long " * 40}}])
    for lang in ("ja", "en"):
        name, value = long.search("", lang)[0]
        assert len(name) == 100 and name.endswith("[XX-999]") and value == "XX-999"


def test_get(index: CardIndex) -> None:
    card = index.get("NX-001")
    assert card is not None and card["name"]["en"] == "Gundam"
    assert index.get("nx-001") is card and index.get("ガンダム") is card and index.get("gundam") is card
    assert index.get("がんだむ") is card
    assert index.get("Gundam Mk") is None and index.get("") is None and index.get("NX-999") is None


def test_queries_are_fast(cards: list[dict[str, Any]]) -> None:
    big = CardIndex.build((cards * 2)[:200])
    queries = ["", "g", "がんだむ", "gundam", "NX-001", "gundm", "zzzz", "char aznable", "ｷｭﾍﾞﾚｲ"]
    runs = 50
    start = time.process_time()  # this process's CPU time: other processes on a shared machine do not count
    for _ in range(runs):
        for q in queries:
            big.search(q, "en")
            big.search(q, "ja")
    per_query = (time.process_time() - start) / (runs * len(queries) * 2)
    assert per_query < 0.001, f"{per_query * 1e6:.0f} µs per query"


def test_fuzzy_matcher_tiers() -> None:
    m = FuzzyMatcher([("Super Gundam",), ("Gundam",), ("Gundam X",), ("Guntank",), ("Zaku",)])
    assert m.rank("gundam", 10) == [1, 2, 0]
    assert m.rank("gundm", 10)[:3] == [1, 2, 0]
    assert m.rank("", 2) == [0, 1]
    assert len(m) == 5
