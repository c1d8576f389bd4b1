"""NEX-A's bot bundle: the typed sortie order and the rules glossary."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .. import GameKit, OrderSpec
from .orders import parse_sortie


def fought(view: Mapping[str, Any]) -> bool:
    """A squad is in a battle area: the damage step's board shows a battle."""
    return any(area.get("squads") for area in (view.get("battle") or {}).values())


KIT = GameKit(
    game="nexa",
    orders=(OrderSpec(
        name="sortie",
        description={"ja": "出撃を宣言する（先頭から順に）", "en": "Declare a sortie (front unit first)"},
        options=(("space", {"ja": "宇宙エリアに出撃するユニット（カンマ区切り）",
                            "en": "units for the space area, comma-separated"}),
                 ("earth", {"ja": "地球エリアに出撃するユニット（カンマ区切り）",
                            "en": "units for the earth area, comma-separated"})),
        parse=parse_sortie),),
    glossary_package="bot.i18n",
    extensions=("bot.games.nexa.cog",),
    verbs=(("play", ("play", "act")), ("g", ("g",))),
    board_steps=(("battle", "damage"),),
    board_shows=fought,
)
