"""Localised names and descriptions of the app commands (bot/i18n/commands.json).

Keys, each holding a {"ja": ..., "en": ...} pair:

- `cmd.<command path>.name` / `.description` for commands and groups, the path being the English
  qualified name with dots: `cmd.match.name`, `cmd.match.new.description`, `cmd.play.name`;
- `opt.<option>.name` / `.description` for options, shared by every command that has the option,
  optionally overridden per command by `opt.<command path>.<option>.…` (`opt.deck.show.name.description`);
- `choice.<option>.<value>` for choice names (`choice.state.on`).

`.desc` is accepted as a short form of `.description` in lookups (`cmd.card.desc`).

Declaring commands: the English text is the default and `SortieTranslator` supplies Japanese:

    from bot.i18n import cmd_str
    @group.command(name=cmd_str("cmd.match.new.name"), description=cmd_str("cmd.match.new.description"))
    @app_commands.describe(game=cmd_str("opt.game.description"))

(`cmd_str(key)` is `app_commands.locale_str(<English text>, key=key)`.) Plain strings work too: the
translator then derives the key from where the string is (the command's qualified name, the
parameter's name, the choice's value) and finally matches the English text.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping
from functools import cache
from importlib import resources

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Loc

from .locale import LANGS, lang_for

__all__ = ["CommandText", "SortieTranslator", "cmd_str", "command_text"]


class CommandText(Mapping[str, Mapping[str, str]]):
    """Read-only mapping key → {"ja": text, "en": text}, with lookups for the translator."""

    def __init__(self, entries: Mapping[str, Mapping[str, str]]) -> None:
        self._entries: dict[str, dict[str, str]] = {}
        for key, pair in entries.items():
            missing = [lang for lang in LANGS if not isinstance(pair.get(lang), str) or not pair[lang]]
            if missing:
                raise ValueError(f"commands.json: {key}: missing {', '.join(missing)}")
            self._entries[key] = {lang: pair[lang] for lang in LANGS}
        self._choices: dict[str, dict[str, str]] = {}  # choice value → pair
        by_en: dict[tuple[str, str], list[dict[str, str]]] = {}
        for key, pair in self._entries.items():
            if key.startswith("choice."):
                self._choices.setdefault(key.rsplit(".", 1)[1], pair)
                kind = "name"
            else:
                kind = key.rsplit(".", 1)[1]
                if kind not in ("name", "description"):
                    raise ValueError(f"commands.json: {key}: expected a .name or .description key")
            by_en.setdefault((kind, pair["en"]), []).append(pair)
        # English text → pair, where every entry with that English text has the same Japanese
        self._by_en: dict[tuple[str, str], dict[str, str]] = {
            k: pairs[0] for k, pairs in by_en.items() if len({p["ja"] for p in pairs}) == 1}

    @classmethod
    def load(cls) -> CommandText:
        raw = resources.files("bot.i18n").joinpath("commands.json").read_text(encoding="utf-8")
        return cls(json.loads(raw))

    def __getitem__(self, key: str) -> Mapping[str, str]:
        entry = self._entries.get(key)
        if entry is None and key.endswith(".desc"):  # ".desc" is accepted for ".description"
            entry = self._entries.get(key[: -len(".desc")] + ".description")
        if entry is None:
            raise KeyError(key)
        return entry

    def __iter__(self) -> Iterator[str]:
        return iter(self._entries)

    def __len__(self) -> int:
        return len(self._entries)

    def text(self, key: str, lang: str) -> str:
        """The `lang` text of `key` (KeyError if the key is unknown)."""
        return self[key]["ja" if lang == "ja" else "en"]

    def en(self, key: str) -> str:
        return self[key]["en"]

    def ja(self, key: str) -> str:
        return self[key]["ja"]

    def locale_str(self, key: str) -> app_commands.locale_str:
        """`locale_str(<English text>, key=key)` for declaring a command, option or choice name."""
        return app_commands.locale_str(self.en(key), key=key)

    def choice(self, key: str, value: str | int | float) -> app_commands.Choice[str | int | float]:
        """An app-command choice named by `key`, e.g. choice("choice.state.on", "on")."""
        return app_commands.Choice(name=self.locale_str(key), value=value)

    def for_choice(self, value: object) -> Mapping[str, str] | None:
        return self._choices.get(str(value))

    def for_english(self, text: str, kind: str) -> Mapping[str, str] | None:
        """The pair whose English `kind` ("name" or "description") text is `text`, if unambiguous."""
        return self._by_en.get((kind, text))


@cache
def command_text() -> CommandText:
    """The packaged bot/i18n/commands.json, read once."""
    return CommandText.load()


def cmd_str(key: str) -> app_commands.locale_str:
    """`app_commands.locale_str(<English text of key>, key=key)`."""
    return command_text().locale_str(key)


def _path(obj: object) -> str | None:
    q = getattr(obj, "qualified_name", None) or getattr(obj, "name", None)
    return ".".join(str(q).split()) if q else None


class SortieTranslator(app_commands.Translator):
    """Japanese names and descriptions for Japanese locales; None (the English default) otherwise.

    A string is found by `string.extras["key"]`, else by a key derived from the context, else by its
    English text. Install with `await tree.set_translator(SortieTranslator())` before syncing.
    """

    def __init__(self, text: CommandText | None = None) -> None:
        self.text = text if text is not None else command_text()

    async def translate(
        self, string: app_commands.locale_str, locale: discord.Locale, context: app_commands.TranslationContextTypes
    ) -> str | None:
        lang = lang_for(locale, default="en")
        if lang == "en":
            return None
        pair = self.find(string, context)
        return pair[lang] if pair is not None else None

    def find(
        self, string: app_commands.locale_str, context: app_commands.TranslationContextTypes | None = None
    ) -> Mapping[str, str] | None:
        """The {"ja", "en"} pair for `string` (see the class docstring), or None."""
        key = string.extras.get("key")
        if isinstance(key, str) and key in self.text:
            return self.text[key]
        location = context.location if context is not None else Loc.other
        data = context.data if context is not None else None
        kind = "description" if location in (Loc.command_description, Loc.group_description,
                                             Loc.parameter_description) else "name"
        candidates: list[str] = []
        if location in (Loc.command_name, Loc.command_description, Loc.group_name, Loc.group_description):
            path = _path(data)
            if path:
                candidates.append(f"cmd.{path}.{kind}")
        elif location in (Loc.parameter_name, Loc.parameter_description):
            pname = getattr(data, "display_name", None) or getattr(data, "name", None)
            cpath = _path(getattr(data, "command", None))
            if pname:
                if cpath:
                    candidates.append(f"opt.{cpath}.{pname}.{kind}")
                candidates.append(f"opt.{pname}.{kind}")
        elif location is Loc.choice_name:
            pair = self.text.for_choice(getattr(data, "value", None))
            if pair is not None and pair["en"] == string.message:
                return pair
        for cand in candidates:
            if cand in self.text:
                return self.text[cand]
        if location is Loc.other:
            return self.text.for_english(string.message, "name") or self.text.for_english(
                string.message, "description")
        return self.text.for_english(string.message, kind)
