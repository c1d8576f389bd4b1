"""Every field of a looked-up card as (label, value) pairs in the reader's language: `/card` puts
them in an embed, the console prints them as lines, so both show the same fields (issue #10)."""

from __future__ import annotations

from typing import Any

from .i18n import has, t


def _word(key: str, lang: str, fallback: str) -> str:
    return t(key, lang) if has(key) else fallback


def card_fields(card: dict[str, Any], lang: str) -> list[tuple[str, str]]:
    """Number, type, cost with colours, labelled stats, terrain, traits, special effects, G sign,
    guard/gain levels: whatever the card has."""
    out: list[tuple[str, str]] = [(t("card.number", lang), str(card.get("card", "-")))]
    kind = str(card.get("type", "-"))
    out.append((t("card.type", lang), _word(f"type.{kind}", lang, kind)))
    cost = card.get("cost")
    if isinstance(cost, dict) and kind != "graphic":
        roll = " ".join(f"{_word('colour.' + c, lang, c)}{n}" for c, n in (cost.get("roll") or {}).items()) or "0"
        out.append((t("card.cost", lang), f"{cost.get('total', 0)}{'+X' if cost.get('x') else ''} / {roll}"))
    elif cost is not None and not isinstance(cost, dict):  # one number (Code of Joker's CP)
        out.append((t("card.cost_plain", lang), str(cost)))
    colour = card.get("colour")
    if isinstance(colour, str) and colour and not isinstance(cost, dict):
        out.append((t("card.colour", lang), _word(f"colour.{colour}", lang, colour)))
    if isinstance(card.get("bp"), (list, tuple)) and card["bp"]:
        out.append((t("card.bp", lang), "/".join(map(str, card["bp"]))))
    if card.get("species"):
        out.append((t("card.species", lang), str(card["species"])))
    stats = card.get("stats")
    if isinstance(stats, (list, tuple)) and stats:
        out.append((t("card.stats", lang), "/".join(map(str, stats))))
    elif isinstance(stats, dict) and stats:
        out.append((t("card.stats", lang), " ".join(f"{k} {v}" for k, v in stats.items())))
    elif stats not in (None, [], {}):
        out.append((t("card.stats", lang), str(stats)))
    if card.get("terrain"):
        out.append((t("card.terrain", lang), ", ".join(_word(f"terrain.{x}", lang, str(x)) for x in card["terrain"])))
    if card.get("traits"):
        out.append((t("card.traits", lang), " ".join(map(str, card["traits"]))))
    labels = (card.get("keyword_labels") or {}).get(lang) or _keyword_names(card, lang)
    if labels:
        out.append((t("card.keywords", lang), ", ".join(labels)))
    if card.get("gauge"):  # a joker: the share of the gauge it takes
        out.append((t("card.gauge", lang), f"{int(card['gauge']) / 10:g}%"))
    who = card.get("character")
    if isinstance(who, dict) and who.get(lang):
        out.append((t("card.character", lang), str(who[lang])))
    g = card.get("gsign")
    if isinstance(g, dict):
        out.append((t("card.gsign", lang), f"{_word('colour.' + str(g.get('colour')), lang, str(g.get('colour')))} "
                                           f"{g.get('series') or ''}".strip()))
    values = card.get("values")
    if isinstance(values, dict) and values:  # a game whose catalogue gives a table of values (zeta)
        shown = [f"{_word(f'card.value.{k}', lang, k)} {_value(v)}" for k, v in values.items()
                 if v not in (None, False, "", [], {})]
        if shown:
            out.append((t("card.values", lang), ", ".join(shown)))
    if card.get("guard_level") is not None:
        out.append((t("card.guard_gain", lang), f"{card['guard_level']} / {card.get('gain_level')}"))
    imported = card.get("imported")
    if isinstance(imported, dict):  # a card of the server's imported pool: does it play, and why not
        status = str(imported.get("status"))
        value = t("card.imported_value", lang, pool=imported.get("pool"), status=_word(f"import.{status}", lang, status))
        blockers = [str(b) for b in imported.get("blockers") or []][:3]
        out.append((t("card.imported", lang), value + ("".join(f"\n・{b[:80]}" for b in blockers))))
    return out


def _keyword_names(card: dict[str, Any], lang: str) -> list[str]:
    """Keyword codes (`speed_move`, `dimension:3`) as the game's glossary names them."""
    codes = [str(k) for k in card.get("keywords") or []]
    if not codes:
        return []
    from .games import kit_for
    from .glossary import lookup

    package = kit_for(str(card.get("game"))).glossary_package
    names = []
    for code in codes:
        e = lookup(code, package) if package else None
        base, _, n = code.partition(":")
        names.append((e.ja if lang == "ja" else e.en) + (f" ({n})" if n else "") if e else base)
    return names


def _value(v: Any) -> str:
    """One value of a table: [4, 2] as 4/2, True as ○ (a flag the card has)."""
    if v is True:
        return "○"
    if isinstance(v, (list, tuple)):
        return "/".join(map(str, v))
    return str(v)


def card_text(card: dict[str, Any], lang: str) -> str:
    """The card's texts in `lang`, one per line."""
    raw = card.get("text") or {}
    lines = raw.get(lang) if isinstance(raw, dict) else raw
    return "\n".join(map(str, lines)) if isinstance(lines, (list, tuple)) else str(lines or "")


def card_lines(card: dict[str, Any], lang: str) -> list[str]:
    """The whole card as plain lines (the console's `card NAME`)."""
    other = "en" if lang == "ja" else "ja"
    name = card.get("name") or {}
    title = f"{name.get(lang, '')} / {name.get(other, '')}" if isinstance(name, dict) else str(name)
    text = card_text(card, lang)
    return [title, *(f"  {k}: {v}" for k, v in card_fields(card, lang)), *(f"  {ln}" for ln in text.splitlines())]
