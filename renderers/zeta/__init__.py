"""Zeta board: both hex maps with coordinates, stacks in faction colours, bases, VP and cards."""

from .board import board_image, render_board

__all__ = ["board_image", "render_board"]
