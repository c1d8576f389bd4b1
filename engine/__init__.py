"""Sortie engine."""
