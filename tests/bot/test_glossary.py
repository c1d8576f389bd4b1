"""bot.glossary: the packaged JSON matches docs/glossary.md, and lookups and suggestions work."""

from __future__ import annotations

import json
import timeit
from importlib import resources
from pathlib import Path

import pytest

from bot.glossary import (
    DOC_PATH,
    Entry,
    GlossaryError,
    build_json,
    load_glossary,
    lookup,
    main,
    parse_markdown,
    suggest,
)

ROOT = Path(__file__).resolve().parents[2]


def test_doc_path_is_the_repository_glossary() -> None:
    assert DOC_PATH == ROOT / "docs" / "glossary.md"


def test_packaged_json_matches_a_fresh_parse_of_the_markdown() -> None:
    """Fails when docs/glossary.md changed without `python -m bot.glossary --build`."""
    fresh = build_json(parse_markdown((ROOT / "docs" / "glossary.md").read_text(encoding="utf-8")))
    packaged = resources.files("bot.i18n").joinpath("glossary.json").read_text(encoding="utf-8")
    assert json.loads(packaged) == json.loads(fresh), "run: python -m bot.glossary --build"
    assert packaged == fresh


def test_check_command_agrees() -> None:
    assert main(["--check"]) == 0


def test_entries_are_complete_and_unique() -> None:
    entries = load_glossary()
    assert len(entries) > 100
    assert len({e.ja for e in entries}) == len(entries)
    assert len({e.en.casefold() for e in entries}) == len(entries)
    for e in entries:
        assert e.ja and e.en and e.text_ja and e.text_en and e.section, e
        assert e.page is None or e.page.startswith("P"), e
        assert all(a.strip() == a and a for a in e.aliases), e


def test_an_entry() -> None:
    home = next(e for e in load_glossary() if e.ja == "本国")
    assert home.en == "Home" and home.page == "P6" and home.section == "Places"
    assert home.aliases == ("home", "deck", "ホーム")
    assert home.text_en.startswith("Your deck during the game.")
    assert home.text_ja.startswith("ゲーム中のデッキ。")
    assert home.name("en") == "Home (本国)" and home.name("ja") == "本国 (Home)"
    concession = next(e for e in load_glossary() if e.ja == "投了")
    assert concession.page is None


def test_every_term_and_alias_finds_its_own_entry() -> None:
    for e in load_glossary():
        for key in (e.ja, e.en, *e.aliases):
            assert lookup(key) == e, key


@pytest.mark.parametrize(("term", "ja"), [
    ("カットイン", "カットイン"), ("cut-in", "カットイン"), ("CUT-IN", "カットイン"), ("cutin", "カットイン"),
    ("かっといん", "カットイン"), ("ｶｯﾄｲﾝ", "カットイン"), ("Home", "本国"), ("ｈｏｍｅ", "本国"),
    ("defense step", "防御ステップ"), ("g zone", "Gゾーン"), ("set_card", "セット"), ("Set card", "セットカード"),
    ("サイコミュ", "サイコミュ(X)"), ("sorty", "出撃"), ("deploy fase", "配備フェイズ"), ("【】", "【 】"),
])
def test_lookup(term: str, ja: str) -> None:
    hit = lookup(term)
    assert hit is not None and hit.ja == ja


@pytest.mark.parametrize("term", ["", "   ", "zzzz", "quantum flux capacitor"])
def test_lookup_misses(term: str) -> None:
    assert lookup(term) is None


def test_suggest() -> None:
    first = suggest("", "en", limit=5)
    assert [v for _, v in first] == [e.ja for e in load_glossary()[:5]]
    assert first[0] == ("Home (本国)", "本国")
    assert suggest("cut", "en")[:2] == [("Cut (カット)", "カット"), ("Cut-in (カットイン)", "カットイン")]
    assert suggest("カット", "ja")[0] == ("カット (Cut)", "カット")
    steps = suggest("ステップ", "ja")
    assert {v for _, v in steps} >= {"攻撃ステップ", "防御ステップ", "ダメージ判定ステップ", "帰還ステップ"}
    assert len(suggest("a", "en", limit=3)) == 3
    assert suggest("p", "ja", limit=0) == []
    for name, value in suggest("", "ja", limit=25) + suggest("e", "en", limit=25):
        assert 1 <= len(name) <= 100 and 1 <= len(value) <= 100
        hit = lookup(value)
        assert hit is not None and hit.ja == value


def test_suggest_is_fast() -> None:
    n = 200
    per_query = timeit.timeit(lambda: suggest("damag", "en"), number=n) / n
    assert per_query < 0.002


def test_parse_rejects_malformed_markdown() -> None:
    good = "# S\n\n## 本国 | Home\n- en: x\n- ja: y\n- page: P6\n- aliases: a, b\n"
    assert parse_markdown(good) == [Entry("本国", "Home", "y", "x", "P6", ("a", "b"), "S")]
    with pytest.raises(GlossaryError):
        parse_markdown(good.replace("- page: P6\n", ""))
    with pytest.raises(GlossaryError):
        parse_markdown(good.replace("## 本国 | Home", "## 本国 Home"))
    with pytest.raises(GlossaryError):
        parse_markdown(good + "- note: z\n")
    with pytest.raises(GlossaryError):
        parse_markdown("intro only\n")
