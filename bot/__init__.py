"""Sortie bot."""
