"""Sortie's storage layer: SQLite (aiosqlite, WAL) behind the `Repository` protocol.

    store = await Store.open(default_db_path())
    ...
    await store.close()
"""

from .migrate import Migration, load_migrations
from .models import (
    DatabaseInUse,
    DeckRow,
    MatchClosed,
    MatchExists,
    MatchNotFound,
    MatchRow,
    MigrationError,
    NotWritable,
    StaleMatch,
    StaleVersion,
    StorageError,
    default_db_path,
    new_match_id,
)
from .repository import Repository
from .store import Store

__all__ = [
    "DatabaseInUse",
    "DeckRow",
    "MatchClosed",
    "MatchExists",
    "MatchNotFound",
    "MatchRow",
    "Migration",
    "MigrationError",
    "NotWritable",
    "Repository",
    "StaleMatch",
    "StaleVersion",
    "StorageError",
    "Store",
    "default_db_path",
    "load_migrations",
    "new_match_id",
]
