"""`sortie run`: the Discord bot with DISCORD_TOKEN, else the local console channel."""

from __future__ import annotations

import argparse
import logging
import sys

from .config import load_settings


def run(args: argparse.Namespace) -> int:
    """Start; a database in use by another process or not writable ends with a clear message (2)."""
    from .storage import StorageError

    try:
        return _run(args)
    except StorageError as e:
        logging.getLogger("sortie").critical("cannot start: %s", e)
        print(f"sortie: cannot start: {e}", file=sys.stderr, flush=True)
        return 2


def _run(args: argparse.Namespace) -> int:
    settings = load_settings()
    if args.boards:
        from dataclasses import replace
        from pathlib import Path

        settings = replace(settings, boards_dir=Path(args.boards))
    if not settings.token or args.console:
        from .console import main_console

        return main_console(settings, args)
    from .discord_app.client import SortieBot, point_at

    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    point_at(settings)
    bot = SortieBot(settings)
    bot.run(settings.token, log_handler=None)
    return 0
