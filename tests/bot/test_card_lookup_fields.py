"""`/card` shows every field in the reader's language, and special effects keep docs/glossary.md's
fixed English names everywhere they are shown (issue #10: lookups; keyword tags follow the language)."""

from __future__ import annotations

import re

from bot.discord_app.cogs.lookup import card_embed
from bot.glossary import load_glossary
from bot.i18n import t
from engine.api import card_catalogue
from engine.games.nexa.vocabulary import KEYWORD_EN, KEYWORD_JA
from renderers import theme


def _card(number: str) -> dict[str, object]:
    return next(c for c in card_catalogue("nexa") if c["card"] == number)


def _glossary_pairs() -> dict[str, str]:
    """Glossary terms without their (X)/[A] placeholder: 改装 -> Refit."""
    def bare(term: str) -> str:
        return re.sub(r"\s*[\[(（].*$", "", term).strip()
    return {bare(e.ja): bare(e.en) for e in load_glossary()}


def test_special_effect_names_are_the_glossarys_fixed_equivalents() -> None:
    pairs = _glossary_pairs()
    for key, ja in KEYWORD_JA.items():
        assert pairs.get(ja) == KEYWORD_EN[key], f"{key}: glossary says {pairs.get(ja)!r}"
        assert theme.KEYWORD[key] == (ja, KEYWORD_EN[key])
        assert theme.keyword(key, "ja") == ja and theme.keyword(key, "en") == KEYWORD_EN[key]


def test_card_embed_lists_every_field_in_english() -> None:
    card = _card("NX-005")  # White Base: Supply and Share [trait], a text, traits
    e = card_embed(card, "en")
    fields = {f.name: f.value for f in e.fields}
    assert fields[t("card.keywords", "en")] == "Supply, Share [ホワイトベース隊]"
    assert fields[t("card.type", "en")] and fields[t("card.traits", "en")]
    assert "blue" in fields[t("card.cost", "en")].lower() or "青" in fields[t("card.cost", "en")]
    assert e.description and card["text"]["en"][0] in e.description  # type: ignore[index]
    zeta = {f.name: f.value for f in card_embed(_card("NX-006"), "en").fields}
    assert zeta[t("card.keywords", "en")] == "High mobility"
    assert zeta[t("card.stats", "en")].count("/") == 2 and zeta[t("card.terrain", "en")]


def test_card_embed_in_japanese_uses_the_rulebook_terms() -> None:
    fields = {f.name: f.value for f in card_embed(_card("NX-009"), "ja").fields}
    assert fields[t("card.keywords", "ja")] == "サイコミュ(3), ユニーク"
    fields_en = {f.name: f.value for f in card_embed(_card("NX-009"), "en").fields}
    assert fields_en[t("card.keywords", "en")] == "Psycommu (3), Unique"


def test_card_lines_show_the_same_fields_as_the_embed() -> None:
    """The console's `card NAME` prints these lines: every field of `/card`, and the text."""
    from bot.cardtext import card_fields, card_lines

    card = _card("NX-005")
    for lang in ("ja", "en"):
        lines = card_lines(card, lang)
        for name, value in card_fields(card, lang):
            assert f"  {name}: {value}" in lines
        assert lines[0].startswith(card["name"][lang])  # type: ignore[index]
        assert any(card["text"][lang][0] in ln for ln in lines)  # type: ignore[index]
    en = "\n".join(card_lines(card, "en"))
    assert "Special effects: Supply, Share [ホワイトベース隊]" in en and "Cost (total / roll)" in en


def test_a_zeta_counter_shows_its_values_labelled() -> None:
    """`card Gundam Mk-II` in a zeta match printed only the number and the type: none of the values
    docs/zeta/data.md gives a unit (air, bombing, defence, production points...)."""
    from bot.cardtext import card_lines

    mk2 = next(c for c in card_catalogue("zeta") if c["card"] == "gundam_mk2")
    en = "\n".join(card_lines(mk2, "en"))
    assert "air combat 4/2" in en and "bombing 3/1" in en and "defence 3/2" in en and "production points 2" in en
    ja = "\n".join(card_lines(mk2, "ja"))
    assert "空戦 4/2" in ja and "生産ポイント 2" in ja and "数値" in ja
    base = next(c for c in card_catalogue("zeta") if c["type"] == "base")
    assert t("type.base", "en") in "\n".join(card_lines(base, "en"))


def test_a_code_of_joker_card_shows_its_colour_bp_species_keywords_and_gauge() -> None:
    """`card Jegan` in Code of Joker printed the cost (under NEX-A's "total / roll" label) and nothing
    else: no colour, no BP per level, no species, no keywords, no joker gauge."""
    from bot.cardtext import card_fields

    cards = card_catalogue("coj")
    jegan = dict(card_fields(next(c for c in cards if c["card"] == "BL-001"), "en"))
    assert jegan[t("card.cost_plain", "en")] == "2" and t("card.cost", "en") not in jegan
    assert jegan[t("card.colour", "en")] == "Blue" and jegan[t("card.bp", "en")] == "3000/4000/5000"
    assert jegan[t("card.species", "en")] == "連邦" and jegan[t("card.type", "en")] == "Unit (ユニット)"
    keyworded = next(c for c in cards if "selfless" in c["keywords"])
    assert dict(card_fields(keyworded, "ja"))[t("card.keywords", "ja")] == "無我の境地"
    assert dict(card_fields(keyworded, "en"))[t("card.keywords", "en")] == "Selfless"
    joker = dict(card_fields(next(c for c in cards if c["type"] == "joker"), "ja"))
    assert joker[t("card.type", "ja")] == "ジョーカー" and joker[t("card.gauge", "ja")].endswith("%")
    assert joker[t("card.colour", "ja")] == "無色" and joker[t("card.character", "ja")]
