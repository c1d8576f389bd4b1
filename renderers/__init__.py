"""Sortie renderers: PNG images of boards and card faces, drawn from engine views only.

Each game's drawing lives in `renderers/<id>/`; these entry points dispatch on the view's `game`.
Only Pillow and the standard library are used; fonts ship in `renderers/fonts/`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PIL import Image

from .paint import encode_png
from .registry import bundle_for


def board_image(view: Mapping[str, Any], *, lang: str = "ja", private: bool = False) -> Image.Image:
    img: Image.Image = bundle_for(view).board_image(view, lang=lang, private=private)
    return img


def render_board(view: Mapping[str, Any], *, lang: str = "ja", private: bool = False) -> bytes:
    data: bytes = bundle_for(view).render_board(view, lang=lang, private=private)
    return data


def card_image(card: Mapping[str, Any], *, lang: str = "ja") -> Image.Image:
    img: Image.Image = bundle_for(card).card_image(card, lang=lang)
    return img


def render_card(card: Mapping[str, Any], *, lang: str = "ja") -> bytes:
    data: bytes = bundle_for(card).render_card(card, lang=lang)
    return data


__all__ = ["board_image", "card_image", "encode_png", "render_board", "render_card"]
