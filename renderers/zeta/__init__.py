"""Zeta board: both hex maps with coordinates, stacks in faction colours, bases, VP and cards."""

from .board import board_image, render_board
from .card import card_image, render_card

__all__ = ["board_image", "card_image", "render_board", "render_card"]
