"""Which of Sortie's languages a Discord locale reads."""

from __future__ import annotations

import discord

LANGS: tuple[str, ...] = ("ja", "en")
DEFAULT_LANG = "ja"


def lang_for(locale: object | None, default: str = DEFAULT_LANG) -> str:
    """"ja" for Japanese locales ("ja", "ja-JP", discord.Locale.japanese), "en" for every other
    locale, `default` for None or an empty string."""
    if locale is None:
        return default
    code = locale.value if isinstance(locale, discord.Locale) else str(locale)
    code = code.strip().lower().replace("_", "-")
    if not code:
        return default
    return "ja" if code.split("-", 1)[0] in ("ja", "jp", "japanese") else "en"
