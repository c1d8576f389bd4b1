"""The one localisable refusal: a message catalogue key and its values, read in the user's language.

The service (ServiceError), a game's typed orders (OrderError) and the Discord checks (CheckRefused)
all raise it; `CommandTree.on_error` answers any of them privately, in the user's locale.
"""

from __future__ import annotations

from typing import Any


class Refused(Exception):
    """A refusal the user should read: `key` is a message catalogue key, `kw` its values."""

    def __init__(self, key: str, **kw: Any) -> None:
        super().__init__(key)
        self.key = key
        self.kw = kw
