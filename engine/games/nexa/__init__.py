"""Gundam War NEX-A (rulebook Ver.1.2)."""
