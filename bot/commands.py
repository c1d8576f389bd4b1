"""The command table: every slash command's path, options and texts, read from the cogs' app_commands.

The cogs (bot.discord_app.cogs and each game bundle's extensions) declare the commands once, with
discord.py's decorators; this module reads them without a bot (the cog classes hold their commands)
so the console channel parses, lists and validates the same commands with the same options. A slash
command added to a cog is in this table at once; `tests/bot/test_command_surface.py` fails until the
console runs it too.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any

from discord import AppCommandOptionType, app_commands
from discord.ext import commands

from .i18n import SortieTranslator

KINDS = {AppCommandOptionType.string: "text", AppCommandOptionType.integer: "integer",
         AppCommandOptionType.number: "number", AppCommandOptionType.boolean: "boolean",
         AppCommandOptionType.user: "user", AppCommandOptionType.attachment: "attachment",
         AppCommandOptionType.channel: "channel", AppCommandOptionType.role: "role",
         AppCommandOptionType.mentionable: "mentionable"}


@dataclass(frozen=True)
class OptionSpec:
    name: str
    kind: str  # text, integer, number, boolean, user, attachment, ...
    required: bool
    choices: tuple[str, ...]
    min: float | None
    max: float | None
    description: Mapping[str, str]  # ja / en


@dataclass(frozen=True)
class CommandSpec:
    path: str  # "match new", "play"
    description: Mapping[str, str]
    options: tuple[OptionSpec, ...]

    def option(self, name: str) -> OptionSpec | None:
        return next((o for o in self.options if o.name == name), None)

    def usage(self) -> str:
        """`match new [game:nexa|classic] [timer:30-3600] ...`, required options without brackets."""
        parts = [self.path]
        for o in self.options:
            if o.choices:
                value = "|".join(o.choices)
            elif o.min is not None and o.kind in ("integer", "number"):
                value = f"{o.min:g}-{o.max:g}" if o.max is not None else f"{o.min:g}-"
            else:
                value = o.kind.upper()
            parts.append(f"{o.name}:{value}" if o.required else f"[{o.name}:{value}]")
        return " ".join(parts)


def _pair(text: Any) -> Mapping[str, str]:
    """The ja/en texts of a command's or option's name or description."""
    if isinstance(text, app_commands.locale_str):
        found = SortieTranslator().find(text)
        if found is not None:
            return {"ja": found["ja"], "en": found["en"]}
        text = text.message
    return {"ja": str(text), "en": str(text)}


def _spec(prefix: str, cmd: app_commands.Command[Any, ..., Any]) -> CommandSpec:
    # descriptions as declared (`_params` keeps the locale_str whose key the translator looks up)
    declared = cmd._params
    options = tuple(OptionSpec(name=p.name, kind=KINDS.get(p.type, p.type.name), required=p.required,
                               choices=tuple(str(c.value) for c in p.choices), min=p.min_value, max=p.max_value,
                               description=_pair(declared[p.name].description if p.name in declared
                                                 else p.description))
                    for p in cmd.parameters)
    return CommandSpec(path=f"{prefix}{cmd.name}", description=_pair(cmd._locale_description or cmd.description),
                       options=options)


def cog_classes(module: str) -> Iterator[type[commands.Cog]]:
    """The cogs an extension module defines (imported here without loading it into a bot)."""
    mod = importlib.import_module(module)
    for value in vars(mod).values():
        if isinstance(value, type) and issubclass(value, commands.Cog) and value.__module__ == module:
            yield value


@cache
def slash_commands() -> dict[str, CommandSpec]:
    """Every slash command of the bot and of every game bundle, by path (`match new`, `play`)."""
    from .discord_app.cogs import extensions

    out: dict[str, CommandSpec] = {}
    for module in extensions():
        for cog in cog_classes(module):
            group = cog.__cog_group_name__ if getattr(cog, "__cog_is_app_commands_group__", False) else None
            for cmd in cog.__cog_app_commands__:
                if isinstance(cmd, app_commands.Command):
                    spec = _spec(f"{group} " if group else "", cmd)
                    out[spec.path] = spec
    return out
