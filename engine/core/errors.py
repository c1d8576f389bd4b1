"""One root error and a few narrow ones, so callers can tell bad input from bad data."""

from __future__ import annotations


class EngineError(Exception):
    """Root of every error the engine raises on purpose."""


class IllegalAction(EngineError):
    """An action that is not legal now; `code` is stable and localisable."""

    def __init__(self, code: str, message: str, text: dict[str, str] | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.text = text or {}  # a game's own ja/en wording of this refusal, for the players


class MalformedToken(IllegalAction):
    """A token that does not parse at all (forged or corrupted input)."""

    def __init__(self, token: str) -> None:
        super().__init__("malformed", f"malformed action token {token[:80]!r}")


class CardDataError(EngineError):
    """A card file, deck list or scenario that does not follow the schema."""


class ReplayMismatch(EngineError):
    """A replayed log did not rebuild the recorded state."""
