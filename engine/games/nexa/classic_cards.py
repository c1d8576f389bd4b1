"""Classic Gundam War cards in a NEX-A match (NEX-A rulebook P78, rulings R-40 to R-42).

A deck line names one as `classic:ID` or `classic:NAME` (its Japanese or English classic name).
The card becomes a NEX-A card whose cost is read by P78 (`classic.nexa_reading`): a roll cost of its
colour equal to its original total power, then X own hand cards and/or Gs removed from the game
(X = its specified power, 0 counting as 1). The rulebook lets cards be banned as rules changed
(使用禁止や変更となったカード); Sortie allows only the classic cards whose whole text NEX-A plays by
the same rules (R-40): units, characters and commands whose special effects are in `CARRIED`, with no
text, extra, alternative or dedicated-pilot rules of classic's own, and for a command an effect NEX-A's
effect language says the same way (`_UNIT_VERBS`, draw). Others are refused, with why.
"""

from __future__ import annotations

import dataclasses
from functools import cache
from typing import Any

from ..classic.cards import builtin_pool as classic_pool
from ..classic.nexa_reading import nexa_cost
from ..classic.schema import CardModel
from ..classic.texts import COLOUR_JA, KW_EN, KW_JA, WHEN_EN, WHEN_JA, effect_text
from .cards import CardDef, to_def
from .schema import Card as NexaCard
from .vocabulary import KEYWORD_EN, KEYWORD_JA

PREFIX = "classic:"

# classic special effect -> the NEX-A special effect with the same rule (P74-P76)
CARRIED: dict[str, str] = {
    "mobile": "high_mobility",  # 高機動: blocked only by units that all have it
    "first_strike": "first_strike",  # 速攻: deals battle damage first
    "assault": "assault",  # 強襲: damage left over goes to the home
    "quick": "quick",  # クイック: played at any free timing
    "battle_ready": "battle_ready",  # 戦闘配備: enters rerolled
}

# a classic command's timing -> NEX-A's (P44 timing icons): (when, side)
_WHEN: dict[str, tuple[str, str]] = {
    "any": ("any", "any"), "own_turn": ("any", "own"), "enemy_turn": ("any", "enemy"),
    "deploy": ("deploy", "any"), "battle": ("battle", "any"), "attack": ("attack", "any"),
    "defense": ("defence", "any"), "damage": ("damage", "any"), "return": ("return", "any"),
}
# a classic command's target -> the NEX-A selector of the same cards (units on the field)
_TARGETS: dict[str, dict[str, Any]] = {
    "enemy_unit": {"side": "enemy", "type": "unit"},
    "own_unit": {"side": "own", "type": "unit"},
    "any_unit": {"type": "unit"},
    "enemy_battle_unit": {"side": "enemy", "zone": "battle", "type": "unit"},
}
# classic effect verbs NEX-A's effect language says the same way
_UNIT_VERBS: dict[str, str] = {"bounce": "bounce", "reroll": "reroll", "roll": "roll", "mod": "modify",
                               "destroy_le": "destroy"}

# classic features whose rules NEX-A does not have: a card with one is refused
_FEATURES: tuple[tuple[str, str, str], ...] = (
    ("texts", "テキスト", "texts"),
    ("extra_cost", "追加コスト", "an extra cost"),
    ("alt_cost", "代替コスト", "an alternative cost"),
    ("multiple", "マルチプル", "Multiple"),
    ("form", "変形形態", "a transformed form"),
    ("team", "チーム", "Team"),
    ("pilot", "専用機", "a dedicated pilot"),
    ("stats_set", "セット時の戦闘力", "split combat power"),
    ("ship_mods", "艦船用修正", "ship modifiers"),
)


def classic_ref(ref: str) -> str | None:
    """The classic id or name a deck reference names, or None when it is not a classic card."""
    key = ref.strip()
    return key[len(PREFIX):].strip() if key.casefold().startswith(PREFIX) else None


def refusal(card: CardModel) -> tuple[str, str] | None:
    """Why `card` may not be used in a NEX-A match (R-40), in Japanese and English; None: allowed."""
    if card.type == "g":
        return ("classicのGはNEX-AのGサイン（シリーズ）・ガード/ゲインレベルを持たないため使用できません (R-40)",
                "a classic G has no G sign series nor guard/gain level NEX-A needs (R-40)")
    if card.type == "operation":
        return ("classicのオペレーションの効果はNEX-Aの効果言語に書き換えていないため使用できません (R-40)",
                "a classic operation's effect is in classic's own rules, not NEX-A's (R-40)")
    if card.type == "command" and not _translatable(card):
        return ("このコマンドの効果はNEX-Aの効果言語で同じに書けないため使用できません (R-40)",
                "a classic command whose effect NEX-A's effect language cannot say the same way (R-40)")
    for attr, ja, en in _FEATURES:
        if getattr(card, attr):
            return (f"{ja}はNEX-Aに同じルールがないため使用できません (R-40)",
                    f"it has {en}, which NEX-A does not play by the same rules (R-40)")
    for k in card.kw:
        name = k.partition(":")[0]
        if name not in CARRIED:
            return (f"特殊効果「{KW_JA.get(name, name)}」はNEX-Aに同じルールがないため使用できません (R-40)",
                    f"its special effect {KW_EN.get(name, name)} has no NEX-A equivalent with the same rule (R-40)")
    return None


def _translatable(card: CardModel) -> bool:
    """Does NEX-A's effect language say this command's effect the same way (R-40)?"""
    e = card.effect
    if e is None:
        return False
    if e.do == "draw":
        return e.target in ("own_player", "enemy_player")
    return e.do in _UNIT_VERBS and e.target in _TARGETS


def _command(card: CardModel) -> dict[str, Any]:
    """The `play` text of a translated command: timing, target and effect in NEX-A's language."""
    e = card.effect
    assert e is not None
    when, side = _WHEN[card.when]
    out: dict[str, Any] = {"timing": {"when": when, "side": side}}
    if e.do == "draw":
        out["effect"] = [{"do": "draw", "side": "own" if e.target == "own_player" else "enemy", "count": e.n}]
        return out
    sel = {**_TARGETS[e.target], "count": 1}
    step: dict[str, Any] = {"do": _UNIT_VERBS[e.do], "target": "t1"}
    if e.do == "destroy_le":
        sel["max_defence"] = e.n
    if e.do == "mod":
        step["stats"] = list(e.mods)
    out["targets"] = {"t1": sel}
    out["effect"] = [step]
    return out


def find_classic(ref: str) -> CardModel | None:
    """The classic card `ref` (after `classic:`) names: its id, or its unambiguous name."""
    pool = classic_pool()
    if ref in pool.cards:
        return pool.cards[ref]
    low = ref.casefold()
    hits = [c for c in pool.cards.values() if low in (c.id.casefold(), c.name.ja.casefold(), c.name.en.casefold())]
    return hits[0] if len(hits) == 1 else None


def lookup(ref: str) -> CardDef | str | None:
    """A deck reference's converted card; a refusal sentence (en) when banned; None when unknown."""
    cid = classic_ref(ref)
    if cid is None:
        return None
    card = find_classic(cid)
    if card is None:
        return None
    why = refusal(card)
    return why[1] if why is not None else converted(card.id)


def classic_def(ref: str) -> CardDef | None:
    """The converted card, or None when `ref` is not an allowed classic card."""
    found = lookup(ref)
    return found if isinstance(found, CardDef) else None


@cache
def converted(cid: str) -> CardDef:
    """Classic card `cid` as a NEX-A card read by P78 (one conversion per card, shared by all games)."""
    return convert(classic_pool().cards[cid])


def convert(card: CardModel) -> CardDef:
    """`card` as a NEX-A card: type, colour, stats, traits, terrain kept; cost read by P78.

    The record is checked by NEX-A's own card schema, so a command's translated effect is held to
    the effect language like any NEX-A card's.
    """
    cost = nexa_cost(card)
    assert cost is not None  # Gs are refused before conversion
    kws = [CARRIED[k.partition(":")[0]] for k in card.kw]
    kw_ja = "・".join(KEYWORD_JA[k] for k in kws)
    kw_en = ", ".join(KEYWORD_EN[k] for k in kws)
    cost_ja = (f"P78コスト: {COLOUR_JA[cost.colour]}のロールコスト{cost.roll}、"
               f"その後自軍手札・自軍Gを合計{cost.remove}枚ゲームから取り除く")
    cost_en = (f"P78 cost: roll cost {cost.roll} {cost.colour}, then remove a total of {cost.remove} "
               "own hand cards and/or own Gs from the game")
    record: dict[str, Any] = {
        "number": PREFIX + card.id, "name": {"ja": card.name.ja, "en": card.name.en}, "type": card.type,
        "colours": [card.colour], "cost": {"total": cost.roll, "roll": {cost.colour: cost.roll}},
        "terrain": list(card.terrain), "traits": list(card.traits), "keywords": kws,
    }
    lines_ja, lines_en = [kw_ja], [kw_en]
    if card.type == "unit":
        record["stats"] = list(card.stats or (0, 0, 0))
    elif card.type == "character":
        record["stats"] = list(card.mods)
    elif card.type == "command":
        assert card.effect is not None
        ej, ee = effect_text(card.effect)
        tj, te = f"{WHEN_JA[card.when]}：{ej}", f"{WHEN_EN[card.when]}: {ee}"
        record["abilities"] = [{"kind": "play", "text": {"ja": tj, "en": te}, **_command(card)}]
        lines_ja.append(tj)
        lines_en.append(te)
    text_ja = "\n".join(x for x in (*lines_ja, cost_ja) if x)
    text_en = "\n".join(x for x in (*lines_en, cost_en) if x)
    record["text"] = {"ja": text_ja, "en": text_en}
    d = to_def(NexaCard.model_validate(record))
    return dataclasses.replace(d, p78_colours=(cost.colour,), p78_remove=cost.remove)


def allowed_ids() -> list[str]:
    """Every classic card a NEX-A deck may name, by id."""
    return [c.id for c in classic_pool().cards.values() if refusal(c) is None]
