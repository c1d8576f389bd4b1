"""Code of Joker board and card faces (the game's renderer bundle, found by `renderers.registry`)."""

from .board import board_image, render_board
from .card import card_image, render_card

__all__ = ["board_image", "card_image", "render_board", "render_card"]
