"""Sortie renderers: PNG images of a NEX-A board and of card faces, drawn from engine views only.

Only Pillow and the standard library are used; fonts ship in `renderers/fonts/`.
"""

from .board import board_image, render_board
from .card import card_image, render_card

__all__ = ["board_image", "card_image", "render_board", "render_card"]
