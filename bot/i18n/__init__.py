"""Sortie's two languages: Japanese (the rulebook's) and English.

- `lang_for(locale)` maps a Discord locale to "ja" or "en";
- `t(key, lang, **kw)` formats a message from bot/i18n/messages/<lang>.json;
- `CommandText` / `command_text()` / `cmd_str(key)` hold the app commands' names and descriptions
  (bot/i18n/commands.json) and `SortieTranslator` hands Discord their Japanese versions.

Rules terms follow docs/glossary.md: the rulebook's Japanese, and in English messages the fixed
English term with the Japanese beside it, e.g. "cut-in (カットイン)".
"""

from __future__ import annotations

from .catalog import catalog, has, placeholders, t
from .commands import CommandText, SortieTranslator, cmd_str, command_text
from .locale import DEFAULT_LANG, LANGS, lang_for

__all__ = [
    "DEFAULT_LANG", "LANGS", "CommandText", "SortieTranslator", "catalog", "cmd_str", "command_text", "has",
    "lang_for", "placeholders", "t",
]
