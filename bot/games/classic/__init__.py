"""Classic Gundam War's bot bundle: the typed attack order, the typed verbs and the rules glossary."""

from __future__ import annotations

from .. import GameKit, OrderSpec
from .orders import parse_attack

KIT = GameKit(
    game="classic",
    orders=(OrderSpec(
        name="attack",
        description={"ja": "攻撃・防御の出撃を宣言する（先頭から順に）",
                     "en": "Declare an attack or defence sortie (front unit first)"},
        options=(("space", {"ja": "宇宙エリアに出撃するユニット（カンマ区切り）",
                            "en": "units for the space area, comma-separated"}),
                 ("earth", {"ja": "地球エリアに出撃するユニット（カンマ区切り）",
                            "en": "units for the earth area, comma-separated"}),
                 ("ring", {"ja": "リングに出撃するMFユニット（1枚）", "en": "the one MF unit for the ring"})),
        parse=parse_attack),),
    glossary_package="bot.games.classic",
    extensions=("bot.games.classic.cog",),
    verbs=(("play", ("play", "g", "text", "effect")), ("g", ("g",)), ("text", ("text",)), ("effect", ("effect",)),
           ("discard", ("discard",)), ("salvage", ("salvage",))),
)
