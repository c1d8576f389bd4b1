"""Configuration from the environment, optionally a TOML file (SORTIE_CONFIG); documented in the README."""

from __future__ import annotations

import os
import tomllib
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Settings:
    token: str | None
    db_path: Path
    dev_guild_id: int | None
    api_base: str | None  # SORTIE_DISCORD_API, e.g. http://127.0.0.1:8080/api/v10
    gateway: str | None  # SORTIE_DISCORD_GATEWAY, e.g. ws://127.0.0.1:8080/
    lang: str  # default language of public messages: ja or en
    boards_dir: Path  # console channel: where board images go
    forfeit_after: int  # timeouts in a row that forfeit a match; 0 = off
    rate_per_minute: int  # commands per user per minute
    lookups_per_minute: int = 20  # per user: /match status, /card, a panel shown again, a stale click
    channel_lookups_per_minute: int = 60  # the same, all users of one channel together
    settings_per_minute: int = 4  # per user: /match autopass


def _int(v: str | None) -> int | None:
    try:
        return int(v) if v else None
    except ValueError:
        return None


def load_settings(env: dict[str, str] | None = None) -> Settings:
    """Environment variables win over the config file named by SORTIE_CONFIG."""
    from .storage import default_db_path

    e = dict(os.environ if env is None else env)
    file_values: dict[str, object] = {}
    cfg = e.get("SORTIE_CONFIG")
    if cfg and Path(cfg).is_file():
        file_values = tomllib.loads(Path(cfg).read_text(encoding="utf-8"))

    def get(name: str, key: str) -> str | None:
        if e.get(name):
            return e[name]
        v = file_values.get(key)
        return None if v is None else str(v)

    lang = (get("SORTIE_LANG", "lang") or "ja").lower()
    return Settings(
        token=get("DISCORD_TOKEN", "discord_token"),
        db_path=Path(get("SORTIE_DB", "db") or default_db_path()),
        dev_guild_id=_int(get("DEV_GUILD_ID", "dev_guild_id")),
        api_base=get("SORTIE_DISCORD_API", "discord_api"),
        gateway=get("SORTIE_DISCORD_GATEWAY", "discord_gateway"),
        lang=lang if lang in ("ja", "en") else "ja",
        boards_dir=Path(get("SORTIE_BOARDS", "boards") or "boards"),
        forfeit_after=_int(get("SORTIE_FORFEIT_AFTER", "forfeit_after")) or 0,
        rate_per_minute=_int(get("SORTIE_RATE_PER_MINUTE", "rate_per_minute")) or 30,
        lookups_per_minute=_int(get("SORTIE_LOOKUPS_PER_MINUTE", "lookups_per_minute")) or 20,
        channel_lookups_per_minute=_int(get("SORTIE_CHANNEL_LOOKUPS_PER_MINUTE", "channel_lookups_per_minute")) or 60,
        settings_per_minute=_int(get("SORTIE_SETTINGS_PER_MINUTE", "settings_per_minute")) or 4,
    )
