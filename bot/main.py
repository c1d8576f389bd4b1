"""`sortie run`: the Discord bot with DISCORD_TOKEN, else the local console channel."""

from __future__ import annotations

import argparse
import logging
import signal
import sys

from .config import Settings, load_settings


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
    if not settings.token and not args.console and not args.script and not sys.stdin.isatty():
        # a container or a service has no terminal: the console would end at once on empty input
        print(NO_TOKEN, file=sys.stderr, flush=True)
        return 2
    if not settings.token or args.console:
        from .console import main_console

        return main_console(settings, args)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    return run_discord(settings)


class _Stop:
    """Whether a stop was asked: a signal that lands while a connection attempt fails can come out of
    discord.py's run as that connection error, and must not be taken for a reason to retry."""

    asked = False


def _interrupt(signum: int, frame: object) -> None:
    _Stop.asked = True
    raise KeyboardInterrupt


NO_TOKEN = ("sortie: no DISCORD_TOKEN is set. Set it to the bot's token to connect to Discord "
            "(docker run -e DISCORD_TOKEN=...), or run `sortie run --console` in a terminal to play locally.")
RETRY_FIRST = 2.0  # seconds before the first retry when Discord cannot be reached; doubles up to RETRY_MAX
RETRY_MAX = 300.0


def run_discord(settings: Settings) -> int:
    """Connect to Discord; when it cannot be reached, say so in one line and retry with backoff."""
    import time

    import aiohttp
    import discord

    from .discord_app.client import SortieBot, point_at

    point_at(settings)
    signal.signal(signal.SIGTERM, _interrupt)  # a service manager's stop is as clean as docker's SIGINT
    signal.signal(signal.SIGINT, _interrupt)
    delay = RETRY_FIRST
    try:
        while True:
            try:
                SortieBot(settings).run(settings.token or "", log_handler=None)
                return 0
            except discord.LoginFailure:
                print("sortie: Discord refused the token (DISCORD_TOKEN); check it.", file=sys.stderr, flush=True)
                return 2
            except (aiohttp.ClientError, discord.GatewayNotFound, OSError, TimeoutError) as e:
                if _Stop.asked:
                    return 0
                print(f"sortie: cannot reach Discord ({type(e).__name__}: {str(e)[:120]}); "
                      f"retrying in {delay:.0f} s", file=sys.stderr, flush=True)
            time.sleep(delay)
            delay = min(delay * 2, RETRY_MAX)
    except KeyboardInterrupt:  # docker stop (STOPSIGNAL SIGINT), SIGTERM or Ctrl-C: a clean stop
        return 0
