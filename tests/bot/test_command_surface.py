"""Issue 8: "The console channel runs the same command specifications as the cogs; no second command
surface." The slash commands the bot syncs to Discord and the commands the console runs have the same
names and options (the console's own meta commands and console-only options are listed as such), and
every one of them is run by the console, in a match of its game, with its options parsed as declared."""

from __future__ import annotations

import io
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from e2e_support import sortie_bot
from fake_discord import FakeDiscord

from bot.commands import slash_commands
from bot.config import load_settings
from bot.console import ALIASES, CONSOLE_OPTIONS, META, Console, parse_options, resolve
from bot.games import kits
from bot.i18n import t

SUBCOMMAND, GROUP = 1, 2


def synced(commands: list[dict[str, Any]]) -> dict[str, dict[str, tuple[int, bool, tuple[str, ...]]]]:
    """The synced definitions as path -> option -> (type, required, choice values)."""
    out: dict[str, dict[str, tuple[int, bool, tuple[str, ...]]]] = {}

    def walk(prefix: str, c: dict[str, Any]) -> None:
        path = f"{prefix}{c['name']}"
        subs = [o for o in c.get("options") or [] if o["type"] in (SUBCOMMAND, GROUP)]
        if subs:
            for o in subs:
                walk(f"{path} ", o)
            return
        out[path] = {o["name"]: (o["type"], bool(o.get("required")), tuple(str(ch["value"]) for ch in o.get("choices") or []))
                     for o in c.get("options") or []}

    for c in commands:
        walk("", c)
    return out


TYPES = {"text": 3, "integer": 4, "boolean": 5, "user": 6, "number": 10, "attachment": 11}


@pytest.mark.e2e
async def test_the_console_has_every_synced_slash_command_with_the_same_options(
        fake_discord: FakeDiscord, tmp_path: Path) -> None:
    fake = fake_discord
    async with sortie_bot(fake, tmp_path / "s.sqlite3"):
        discord_side = synced(fake.commands())
    console_side = {path: {o.name: (TYPES[o.kind], o.required, o.choices) for o in spec.options}
                    for path, spec in slash_commands().items()}
    assert console_side == discord_side
    assert len(discord_side) >= 18 and {"match new", "deck import", "play", "card", "sortie", "hex"} <= set(discord_side)
    # what only the console has is declared as such: its meta commands, short aliases of table commands,
    # and console-only options of table commands
    assert set(META) == {"help", "quit", "exit", "panel", "do", "NUMBER"}
    assert set(ALIASES.values()) <= set(discord_side)
    assert all(path in discord_side and not set(extra) & set(discord_side[path]) for path, extra in CONSOLE_OPTIONS.items())
    # every typed path resolves to the table, and every declared option is read as key:value
    for path, options in discord_side.items():
        got, rest = resolve([*path.split(" "), "x"])
        assert (got, rest) == (path, ["x"])
        for name in options:
            assert parse_options(path, [f"{name}:v", "w"])[name] == "v w"


def every_game_command() -> list[tuple[str, str]]:
    """(game, command) for each game bundle's own slash commands, and (nexa, path) for the bot's."""
    own = {name for kit in kits().values() for name in
           [o.name for o in kit.orders] + [n for n, _ in kit.lookups]}
    pairs = [("nexa", p) for p in slash_commands() if p not in own]
    pairs += [(kit.game, name) for kit in kits().values() for name in [o.name for o in kit.orders] + [n for n, _ in kit.lookups]]
    return pairs


def test_every_bundle_command_is_a_typed_order_or_a_lookup_the_console_runs() -> None:
    """A game bundle's extension cog adds a slash command; the console runs it through the kit."""
    table = set(slash_commands())
    for kit in kits().values():
        for name in [o.name for o in kit.orders] + [n for n, _ in kit.lookups]:
            assert name in table, (kit.game, name)
    bundle_paths = {p for p in table if " " not in p} - {"play", "cutin", "pass", "card", "rule"}
    for path in bundle_paths:  # every bundle command belongs to one kit that runs it
        assert any(kit.order(path) or kit.lookup(path) for kit in kits().values()), path


@pytest.mark.parametrize(("game", "path"), every_game_command())
async def test_every_table_command_runs_in_the_console(tmp_path: Path, game: str, path: str) -> None:
    out = io.StringIO()
    cfg = replace(load_settings(), db_path=tmp_path / "c.sqlite3", boards_dir=tmp_path / "boards")
    con = Console(cfg, out=out, lang="en")

    async def no_board(s: object, view: object = None) -> None:
        return None

    con.write_board = no_board  # type: ignore[method-assign]
    await con.start()
    try:
        opened = f"match new game:{game} seed:5" + (" deck:federation-blue" if game == "nexa" else "")
        await con.handle(opened)
        s = con.session
        assert s is not None
        for _ in range(3):
            if s.match is not None:
                break
            await con.handle("match join" + (" deck:zeon-green" if game == "nexa" else ""))
        assert s.match is not None, out.getvalue()
        spec = slash_commands()[path]
        typed = path + "".join(f" {o.name}:{o.choices[0] if o.choices else 'S-C5' if o.name == 'coordinate' else 'x'}"
                               for o in spec.options if o.required)
        start = len(out.getvalue())
        assert await con.handle(typed)
        said = out.getvalue()[start:]
        assert "unknown command" not in said and t("errors.internal", "en") not in said, said[:300]
        if path not in ("match new", "match join", "match rematch", "match leave"):
            # the command reached its handler in a match of its game (refusals are the handler's own)
            assert t("errors.no_match_here", "en") not in said, (typed, said[:300])
    finally:
        await con.close()


async def test_a_missing_required_option_says_how_the_command_is_typed(tmp_path: Path) -> None:
    out = io.StringIO()
    cfg = replace(load_settings(), db_path=tmp_path / "c.sqlite3", boards_dir=tmp_path / "boards")
    con = Console(cfg, out=out, lang="ja")
    await con.start()
    try:
        for line, usage in [("card", "card NAME"), ("deck show", "deck show NAME"), ("rule", "rule TERM [game:")]:
            start = len(out.getvalue())
            await con.handle(line)
            assert out.getvalue()[start:].startswith("! " + t("console.usage", "ja", usage=usage)), out.getvalue()[start:]
    finally:
        await con.close()
