"""Colours and words shared by the board and the card face, so both speak the same visual language.

Rules terms stay Japanese in both languages; English mode puts the English term beside them
("本国 Home"). Every card colour has a label (kanji or letter) so the images work without colour
vision.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

RGB = tuple[int, int, int]

# Background and text of the dark board.
BG: RGB = (18, 23, 34)
PANEL: RGB = (30, 38, 54)
PANEL_HI: RGB = (40, 50, 70)
PANEL_EDGE: RGB = (62, 76, 102)
TEXT: RGB = (240, 243, 248)
TEXT_DIM: RGB = (170, 180, 200)
CARD_BODY: RGB = (246, 243, 234)
CARD_TEXT: RGB = (24, 24, 30)
HIGHLIGHT: RGB = (255, 206, 0)
DANGER: RGB = (224, 52, 52)
ENGAGED: RGB = (232, 84, 40)
COIN: RGB = (236, 190, 60)
OK_GREEN: RGB = (60, 170, 90)
SEAT: tuple[RGB, RGB] = ((64, 190, 220), (240, 150, 60))

# Card colours: fill, text on that fill, Japanese label, English label.
COLOUR_FILL: dict[str, RGB] = {
    "blue": (40, 104, 214),
    "green": (34, 150, 74),
    "black": (52, 52, 60),
    "red": (208, 48, 48),
    "brown": (134, 88, 44),
    "white": (226, 226, 218),
    "purple": (132, 70, 196),
}
COLOUR_INK: dict[str, RGB] = {
    "white": (30, 30, 36),
}
COLOUR_JA: dict[str, str] = {
    "blue": "青", "green": "緑", "black": "黒", "red": "赤", "brown": "茶", "white": "白", "purple": "紫",
}
COLOUR_EN: dict[str, str] = {
    "blue": "B", "green": "G", "black": "K", "red": "R", "brown": "N", "white": "W", "purple": "P",
}
NEUTRAL: RGB = (120, 124, 134)


def colour_fill(colour: str | None) -> RGB:
    """Fill for a card colour; unknown or missing colours get a neutral grey rather than an error."""
    return COLOUR_FILL.get(colour or "", NEUTRAL)


def colour_ink(colour: str | None) -> RGB:
    """Text colour that stays readable on `colour_fill(colour)`."""
    return COLOUR_INK.get(colour or "", (255, 255, 255))


def colour_label(colour: str | None, lang: str) -> str:
    """Short label that names a colour without relying on hue (青 / B)."""
    table = COLOUR_EN if lang == "en" else COLOUR_JA
    return table.get(colour or "", "?")


PHASE: dict[str, tuple[str, str]] = {
    "reroll": ("リロールフェイズ", "Reroll"),
    "draw": ("ドローフェイズ", "Draw"),
    "deploy": ("配備フェイズ", "Deploy"),
    "battle": ("戦闘フェイズ", "Battle"),
    "end": ("終了フェイズ", "End"),
    "setup": ("ゲーム準備", "Setup"),
}
STEP: dict[str, tuple[str, str]] = {
    "attack": ("攻撃ステップ", "Attack"),
    "defence": ("防御ステップ", "Defence"),
    "damage": ("ダメージ判定ステップ", "Damage"),
    "return": ("帰還ステップ", "Return"),
}
DECISION: dict[str, tuple[str, str]] = {
    "priority": ("優先権", "priority"),
    "sortie": ("出撃", "sortie"),
    "target": ("対象選択", "target"),
    "payment": ("支払い", "payment"),
    "choice": ("選択", "choice"),
    "mulligan": ("マリガン", "mulligan"),
    "discard": ("手札を捨てる", "discard"),
    "order": ("順番", "order"),
}
END_REASON: dict[str, tuple[str, str]] = {
    "home_zero": ("本国0", "home at zero"),
    "concession": ("投了", "concession"),
    "timeout": ("時間切れ", "timeout"),
}
CARD_TYPE: dict[str, tuple[str, str]] = {
    "unit": ("ユニット", "Unit"),
    "character": ("キャラクター", "Character"),
    "operation": ("オペレーション", "Operation"),
    "command": ("コマンド", "Command"),
    "ace": ("ACE", "ACE"),
    "graphic": ("グラフィック", "Graphic"),
    "g": ("G", "G"),
    "chip": ("チップ", "Chip"),
}
# One or two characters for small tiles.
CARD_TYPE_SHORT: dict[str, tuple[str, str]] = {
    "unit": ("ユ", "U"),
    "character": ("キ", "Ch"),
    "operation": ("オ", "Op"),
    "command": ("コ", "Cm"),
    "ace": ("A", "A"),
    "graphic": ("グ", "Gr"),
    "g": ("G", "G"),
    "chip": ("チ", "T"),
}
TERRAIN: dict[str, tuple[str, str]] = {
    "space": ("宇宙", "Space"),
    "earth": ("地球", "Earth"),
}
AREA: dict[str, tuple[str, str]] = {
    "space": ("宇宙エリア", "Space"),
    "earth": ("地球エリア", "Earth"),
}
KEYWORD: dict[str, tuple[str, str]] = {  # docs/glossary.md's fixed equivalents (tests/renderers pins it)
    "high_mobility": ("高機動", "High mobility"),
    "first_strike": ("速攻", "First strike"),
    "assault": ("強襲", "Assault"),
    "psycommu": ("サイコミュ", "Psycommu"),
    "area_weapon": ("範囲兵器", "Area weapon"),
    "gain": ("ゲイン", "Gain"),
    "refit": ("改装", "Refit"),
    "share": ("共有", "Share"),
    "supply": ("供給", "Supply"),
    "cross_weapon": ("クロスウェポン", "Cross weapon"),
    "ps_armor": ("PS装甲", "PS armour"),
    "quick": ("クイック", "Quick"),
    "battle_ready": ("戦闘配備", "Battle ready"),
    "stay": ("ステイ", "Stay"),
    "unique": ("ユニーク", "Unique"),
}
# Board words: Japanese rules term, English gloss.
WORD: dict[str, tuple[str, str]] = {
    "turn": ("ターン", "Turn"),
    "attacker": ("攻撃側", "Attacker"),
    "first_player": ("先攻", "First player"),
    "deciding": ("決定待ち", "Deciding"),
    "home": ("本国", "Home"),
    "discard": ("捨て山", "Discard"),
    "junkyard": ("ジャンクヤード", "Junkyard"),
    "hand": ("手札", "Hand"),
    "removed": ("除外", "Removed"),
    "hangar": ("ハンガー", "Hangar"),
    "g_zone": ("Gゾーン", "G zone"),
    "deploy": ("配備エリア", "Deploy"),
    "cut": ("カット", "Cut"),
    "events": ("直前の出来事", "Last events"),
    "engaged": ("交戦中", "Engaged"),
    "not_engaged": ("非交戦", "Not engaged"),
    "squad": ("部隊", "Squad"),
    "power": ("戦力", "Power"),
    "no_squad": ("部隊なし", "no squad"),
    "destroyed": ("破壊", "Destroyed"),
    "rolled": ("ロール", "Rolled"),
    "damage": ("ダメージ", "Damage"),
    "coins": ("コイン", "Coins"),
    "winner": ("勝者", "Winner"),
    "draw_game": ("引き分け", "Draw"),
    "spectator": ("観戦", "Spectator"),
    "view_of": ("視点", "view"),
    "resolves_first": ("先に解決", "resolves first"),
    "empty_cut": ("カットなし", "empty"),
    "none": ("なし", "none"),
    "front": ("先頭", "front"),
    "game_over": ("ゲーム終了", "Game over"),
}


def pick(pair: tuple[str, str], lang: str) -> str:
    """One term in the board's language: Japanese, or Japanese with the English gloss."""
    ja, en = pair
    return f"{ja} {en}" if lang == "en" and en and en != ja else ja


def keyword(kw: str, lang: str) -> str:
    """A special effect's tag in the viewer's language: 強襲 for ja, Assault for en."""
    ja, en = KEYWORD.get(kw, (kw, kw))
    return ja if lang == "ja" else en


def term(key: str, lang: str) -> str:
    """A board word by key, as `pick` renders it."""
    return pick(WORD[key], lang)


def name_of(card: Mapping[str, Any] | None, lang: str) -> str:
    """A card's display name in `lang`, falling back to the other language or the card number."""
    if not card:
        return "?"
    name = card.get("name")
    if isinstance(name, dict):
        first = name.get(lang) or name.get("ja") or name.get("en")
        if isinstance(first, str) and first:
            return first
    elif isinstance(name, str) and name:
        return name
    number = card.get("card")
    return str(number) if number else "?"
