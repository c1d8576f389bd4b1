"""Classic Gundam War images: the board (1280x800) and card faces, drawn from engine views only."""

from __future__ import annotations

from .board import board_image, render_board
from .card import card_image, render_card

__all__ = ["board_image", "card_image", "render_board", "render_card"]
