"""Import a NEX-A card list: compile each card's Japanese text and report what plays.

Two input formats, detected from the data: Sortie's own (docs/card-import.md: `{cards: [...]}`
with the card schema's fields and the card's texts in `text.ja`, one text a line) and the public
scrape format (`{data: [...]}` records with `categoryStr`, `textstr`, ...). A card is FULL when
every text compiles and prints back exactly (textc round trip) and the card validates against the
schema; PARTIAL when some texts do; FAILED otherwise. Only FULL cards are playable.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from pydantic import ValidationError

from .graphic_levels import graphic_levels
from .schema import Card
from .setgroups import misused as group_misused
from .textc import Compiled, compile_text, normalise, round_trip, split_texts
from .textc.cardg5 import special_clash
from .textc.cardk3 import notes_fit, target_note_fits
from .textc.cardk4 import notes_fit as k4_notes_fit
from .textc.cardo2 import note_fits, pm_fits, untargeted_step
from .textc.cardo6 import notes_fit as cardo6_notes_fit
from .textc.cardr8 import sets_itself
from .textc.cardv5 import notes_fit as cardv5_notes_fit
from .textc.cardz3 import has_arrange_either
from .textc.cardz4 import attach as cardz4_attach
from .textc.cardz4 import notes_fit as cardz4_notes_fit

_TYPE = {"UNIT": "unit", "CHARACTER": "character", "COMMAND": "command", "GRAPHIC": "graphic",
         "OPERATION": "operation", "OPERATION(UNIT)": "operation", "ACE": "ace"}
_COLOUR = {"青": "blue", "緑": "green", "黒": "black", "赤": "red", "茶": "brown", "白": "white", "紫": "purple"}
_SEPARATOR = re.compile(r"^[-―ー─－‐]{3,}$")


@dataclass
class Imported:
    """One record after import: its status, the card data when it validates, and its blockers."""

    number: str
    name: str
    type: str
    status: str  # full | partial | failed
    texts: int
    exact: int
    blockers: list[str] = field(default_factory=list)
    card: dict[str, Any] | None = None
    fields: dict[str, Any] = field(default_factory=dict)  # the card's fields as read, for lookups
    text: list[str] = field(default_factory=list)  # its printed texts, for lookups of any status
    defaulted: str = ""  # a ruling's default the card plays on (a graphic's levels, R-60)


def detect_format(data: Any) -> str:
    """'scrape' for the public list's {data: [...]}, 'sortie' for {cards: [...]}."""
    if isinstance(data, dict) and isinstance(data.get("data"), list):
        return "scrape"
    if isinstance(data, dict) and isinstance(data.get("cards"), list):
        return "sortie"
    raise ValueError("unknown card list format: expected {cards: [...]} (docs/card-import.md) "
                     "or the public scrape's {data: [...]}")


def _int(text: Any) -> int | None:
    s = unicodedata.normalize("NFKC", str(text or "")).strip().lstrip("+")
    return int(s) if s.isdigit() else None


def _roll(colour_cost: str, colour: str | None) -> dict[str, int]:
    s = unicodedata.normalize("NFKC", colour_cost or "").replace(" ", "")
    out: dict[str, int] = {}
    for ja, n in re.findall(r"([青緑黒赤茶白紫]?)(\d+)", s):
        key = _COLOUR.get(ja) if ja else colour
        if key is None:
            raise ValueError(f"roll cost {colour_cost!r} without a colour")
        out[key] = out.get(key, 0) + int(n)
    return out


def _roll_x(colour_cost: str, colour: str | None) -> str | None:
    """The colour whose roll count is X (「X」, 「黒X」; family V4), or None."""
    m = re.search(r"([青緑黒赤茶白紫]?)X", unicodedata.normalize("NFKC", colour_cost or "").replace(" ", ""))
    if m is None:
        return None
    return _COLOUR.get(m.group(1)) if m.group(1) else colour


def scrape_card(rec: dict[str, Any]) -> dict[str, Any]:
    """The card fields of one scrape record, in the schema's terms (texts are compiled apart)."""
    ctype = _TYPE.get(unicodedata.normalize("NFKC", rec.get("categoryStr") or ""))
    if ctype is None:
        raise ValueError(f"card type {rec.get('categoryStr')!r}")
    colour = _COLOUR.get(rec.get("color") or "")
    card: dict[str, Any] = {"number": str(rec.get("imgID") or rec.get("id")),
                            "name": {"ja": rec.get("title") or "", "en": rec.get("title") or ""},
                            "type": ctype, "colours": [colour] if colour else [],
                            "rarity": rec.get("rarity") or None}
    if "(UNIT)" in unicodedata.normalize("NFKC", rec.get("categoryStr") or ""):
        card["set_on"] = "unit"  # オペレーション(ユニット): played set on a unit (P66)
    if rec.get("gsignProperty") and colour:
        card["gsign"] = {"colour": colour, "series": str(rec["gsignProperty"])}
    if ctype != "graphic":
        raw_total = unicodedata.normalize("NFKC", str(rec.get("totalCostLengthStr") or "")).strip()
        total = 0 if raw_total == "X" else _int(raw_total)  # X: chosen on play (P55)
        if total is None:
            raise ValueError(f"total cost {rec.get('totalCostLengthStr')!r}")
        card["cost"] = {"total": total, "roll": _roll(rec.get("colorCost") or "", colour),
                        **({"x": True} if raw_total == "X" else {})}
        x_roll = _roll_x(rec.get("colorCost") or "", colour)  # 「ロールコストX」 (family V4)
        if x_roll is not None:
            card["cost"].update(x=True, x_roll=x_roll)
    if ctype in ("unit", "ace", "character"):
        stats = [_int(rec.get(k)) for k in ("bp1", "bp2", "bp3")]
        if any(v is None for v in stats):
            raise ValueError("stats")
        card["stats"] = stats
    area = rec.get("area") or ""
    card["terrain"] = [t for ja, t in (("宇", "space"), ("地", "earth")) if ja in area]
    traits = unicodedata.normalize("NFKC", rec.get("characteristic") or "").split()
    card["traits"] = [re.sub(r"「(.+)」", r"[\1]", t) for t in traits]
    if ctype == "graphic":
        levels, note = graphic_levels(rec)
        card.update(levels, _defaulted=note)
    return card


def _compile_texts(card: dict[str, Any], texts: list[str]) -> Imported:
    defaulted = card.pop("_defaulted", "")
    keywords: list[Any] = []
    abilities: list[dict[str, Any]] = []
    blockers: list[str] = []
    reminders: list[str] = []
    exact = 0
    for text in texts:
        # a command of total cost X: an X its text leaves undefined is that X (P55)
        compiled, ok, blocker = round_trip(text, card["type"] == "command" and bool(card.get("cost", {}).get("x")))
        if not ok or compiled is None:
            blockers.append(blocker)
            continue
        if compiled.reminder == "no_target" and abilities and note_fits(abilities[-1:]):
            # 「（注：対象は取らない）」 on a line of its own: said of the text before it
            abilities[-1]["effect"] = [untargeted_step(st) for st in abilities[-1]["effect"]]
        if compiled.ability and group_misused(compiled.ability):  # family C3 (setgroups.py)
            blockers.append("a set group acted on by a step other than a grant")
            continue
        if compiled.reminder == "target_note" and abilities and target_note_fits(abilities[-1]):
            # 「（注：対象がいる場合のみ適用される）」: the text before it applies only with its target
            abilities[-1].update(all_or_nothing=True, _target_note=True)
        if card["type"] != "character" and sets_itself(compiled.ability):  # family R8 (textc/cardr8.py)
            blockers.append("this card set on a unit in a text of a card that is not a character")
            continue
        if card["type"] != "command" and "cheaper_if" in compiled.ability.get("cost", {}):
            blockers.append("a cheaper play written in a text of a card that is not a command")  # textc/cardo2.py
            continue
        exact += 1
        if compiled.reminder:
            reminders.append(compiled.reminder)
            cardz4_attach(compiled.reminder, abilities)  # 「（注：自軍捨て山が…選択できない）」 (textc/cardz4.py)
        _add(card, compiled, text, keywords, abilities)
    names = {k if isinstance(k, str) else next(iter(k)) for k in keywords}
    names |= {"pierce"} if "'do': 'pierce'" in repr(abilities) else set()  # 注：貫通ダメージは… (textc/cardk.py)
    names |= {"no_target"} if note_fits(abilities) else set()  # 注：対象は取らない (textc/cardo2.py)
    names |= {"pm_rule"} if pm_fits(abilities) else set()  # ±のルール＞… (textc/cardo2.py)
    names |= {"set_char_note", "face_down_note"} if "'set_card': True" in repr(abilities) else set()  # family C3 notes
    names |= {"stat_one"} if "'do': 'modify_one'" in repr(abilities) else set()  # 注：戦闘力1つ＝… (textc/cardb3.py)
    names |= {"arrange_together"} if has_arrange_either(abilities) else set()  # 注：戻す場所は… (textc/cardz3.py)
    names |= notes_fit(card, abilities)  # 「（注：このカードがプレイされて場に出た時にも起動する）」… (textc/cardk3.py)
    names |= k4_notes_fit(abilities)  # 「（注：２枚目以降のカードの同一の効果は起動しない）」 (textc/cardk4.py)
    names |= cardz4_notes_fit(card, abilities)  # 「（注：このカードが場に出た時にも起動する）」… (textc/cardz4.py)
    names |= cardv5_notes_fit(abilities)  # 「（注：固定した場合、…）」 on a line of its own (textc/cardv5.py)
    names |= cardo6_notes_fit(abilities)  # 「（注：＊が加えられた数値は、０として扱う）」 on a line of its own (textc/cardo6.py)
    for a in abilities:
        a.pop("_target_note", None)  # (the mark notes_fit reads)
    if special_clash(keywords, abilities):  # family G5 (textc/cardg5.py)
        blockers.append("a special effect gained that the card prints with another value")
    for r in reminders:  # a rules reminder restates a special effect the card must have
        if r not in names:
            exact -= 1
            if not blockers:  # else its keyword line is what blocks, and is ranked already
                blockers.append(f"reminder of {r} without it")
    status = "full" if not blockers else ("partial" if exact else "failed")
    out = Imported(number=card["number"], name=card["name"]["ja"], type=card["type"], status=status,
                   texts=len(texts), exact=exact, blockers=blockers, fields=card, text=list(texts),
                   defaulted=defaulted)
    if status == "full":
        try:
            out.card = Card(**{**card, "keywords": keywords, "abilities": abilities}).model_dump(
                exclude_none=True)
        except (ValidationError, ValueError) as e:
            out.status = "partial" if texts else "failed"
            out.blockers.append("schema: " + str(e).splitlines()[-1].strip()[:60])
    return out


def _add(card: dict[str, Any], c: Compiled, text: str, keywords: list[Any],
         abilities: list[dict[str, Any]]) -> None:
    if c.reminder:
        return
    if c.is_keywords:
        keywords.extend(c.keywords)
        return
    ability = dict(c.ability)
    if card["type"] == "command" and ability["kind"] == "activated" and ability.get("protected") != "angle":
        ability["kind"] = "play"  # (a 〈 〉 text is the card's text as a G, P76: it stays activated)
    abilities.append({**ability, "text": {"ja": text, "en": text}})


def import_records(data: Any) -> list[Imported]:
    """Import every record of a card list (either format)."""
    fmt = detect_format(data)
    out: list[Imported] = []
    for rec in data["data"] if fmt == "scrape" else data["cards"]:
        if not isinstance(rec, dict):  # a list entry that is not a card at all
            out.append(Imported(number="?", name=str(rec)[:40], type="?", status="failed", texts=0, exact=0,
                                blockers=["card fields: not a mapping"]))
            continue
        try:
            if fmt == "scrape":
                card = scrape_card(rec)
                texts = [t for t in split_texts(rec.get("textstr") or "") if not _SEPARATOR.match(normalise(t))]
            else:
                card = {k: v for k, v in rec.items() if k not in ("text", "abilities", "keywords")}
                texts = split_texts((rec.get("text") or {}).get("ja", ""))
        except (ValueError, KeyError, TypeError) as e:
            name = str(rec.get("title") or (rec.get("name") or {}).get("ja") or "?")
            raw = unicodedata.normalize("NFKC", str(rec.get("categoryStr") or rec.get("type") or "?"))
            ctype = _TYPE.get(raw, raw.lower())
            out.append(Imported(number=str(rec.get("id") or rec.get("number")), name=name, type=ctype,
                                status="failed", texts=0, exact=0, blockers=[f"card fields: {e}"]))
            continue
        out.append(_compile_texts(card, texts))
    return out


def report(items: list[Imported], top: int = 20) -> dict[str, Any]:
    """The import report (JSON keys are a contract: docs/card-import.md)."""
    by_type: dict[str, dict[str, int]] = {}
    missing: Counter[str] = Counter()
    defaulted: Counter[str] = Counter()
    for it in items:
        if it.defaulted and it.status == "full":
            defaulted[it.defaulted] += 1
        row = by_type.setdefault(it.type, {"records": 0, "full": 0, "partial": 0, "failed": 0})
        row["records"] += 1
        row[it.status] += 1
        for b in set(it.blockers):
            missing[b] += 1
    texts = sum(it.texts for it in items)
    exact = sum(it.exact for it in items)
    n = len(items)
    full = sum(it.status == "full" for it in items)
    out: dict[str, Any] = {"records": n, "full": full,
            "partial": sum(it.status == "partial" for it in items),
            "failed": sum(it.status == "failed" for it in items),
            "round_trip": {"texts": texts, "exact": exact, "full_share": round(full / n, 4) if n else 0.0},
            "by_type": by_type,
            "missing": [{"item": k, "cards": v} for k, v in missing.most_common(top)]}
    if defaulted:  # FULL cards that play on a ruling's default rather than their record's data
        out["defaulted"] = [{"item": k, "cards": v} for k, v in defaulted.most_common()]
    return out


def pool_round_trip() -> dict[str, Any]:
    """The built-in pool's texts through the same compile-and-print round trip."""
    from .cards import builtin_pool

    items: list[Imported] = []
    for d in builtin_pool().cards.values():
        texts = [a.text_ja for a in d.abilities if a.keyword is None]
        blockers = []
        exact = 0
        for t in texts:
            _, ok, blocker = round_trip(t)
            exact += ok
            if not ok:
                blockers.append(blocker)
        status = "full" if not blockers else ("partial" if exact else "failed")
        items.append(Imported(number=d.number, name=d.name_ja, type=d.type, status=status, texts=len(texts),
                              exact=exact, blockers=blockers))
    return report(items)


__all__ = ["Imported", "compile_text", "detect_format", "import_records", "pool_round_trip", "report",
           "scrape_card"]
