"""Code of Joker's five colours and colourless, each with a label so images work without colour vision."""

from __future__ import annotations

from .. import theme as T

FILL: dict[str, T.RGB] = {
    "red": (208, 48, 48), "yellow": (222, 184, 30), "blue": (40, 104, 214), "green": (34, 150, 74),
    "purple": (132, 70, 196), "colourless": (120, 124, 134),
}
INK: dict[str, T.RGB] = {"yellow": (30, 30, 36)}
COLOUR_JA: dict[str, str] = {"red": "赤", "yellow": "黄", "blue": "青", "green": "緑", "purple": "紫", "colourless": "無色"}


def colour_fill(colour: str) -> T.RGB:
    return FILL.get(colour, T.NEUTRAL)


def colour_ink(colour: str) -> T.RGB:
    return INK.get(colour, (255, 255, 255))
