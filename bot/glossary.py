"""Rules glossary for `/rule`: lookups and autocomplete over docs/glossary.md.

docs/ is not installed with the package, so the glossary ships as bot/i18n/glossary.json, generated
from the Markdown with

    python -m bot.glossary --build

and read at run time. tests/bot/test_glossary.py fails when the JSON and the Markdown disagree.
A game's bundle may ship its own glossary (`GameKit.glossary_package`; classic's is built from
docs/classic/glossary.md with `--source docs/classic/glossary.md --package bot.games.classic`): every
function takes the package, NEX-A's `bot.i18n` by default.

Markdown format: `# Section` headings group entries; each entry is a `## 日本語 | English` heading
followed by the bullets `- en: ...`, `- ja: ...`, `- page: P17` (or `-` for none) and
`- aliases: a, b`. Any other line under an entry is an error.
"""

from __future__ import annotations

import argparse
import difflib
import json
import sys
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

from bot.cardindex import CHOICE_MAX, FuzzyMatcher, compact, fold

__all__ = ["Entry", "GlossaryError", "build_json", "load_glossary", "lookup", "parse_markdown", "suggest"]

DOC_PATH = Path(__file__).resolve().parent.parent / "docs" / "glossary.md"
JSON_NAME = "glossary.json"  # inside the bot.i18n package
_FIELDS = ("en", "ja", "page", "aliases")


class GlossaryError(ValueError):
    """docs/glossary.md is malformed."""


@dataclass(frozen=True)
class Entry:
    ja: str  # the rulebook's Japanese term
    en: str  # its one fixed English equivalent
    text_ja: str  # short explanation in Japanese
    text_en: str  # short explanation in English
    page: str | None  # rulebook page, e.g. "P17"; None when the rulebook has none
    aliases: tuple[str, ...] = ()
    section: str = ""  # the `# Section` heading the entry is under (English)

    def name(self, lang: str) -> str:
        """The term as shown to a `lang` reader: "カットイン (Cut-in)" or "Cut-in (カットイン)"."""
        if self.ja == self.en:
            return self.ja
        return f"{self.ja} ({self.en})" if lang == "ja" else f"{self.en} ({self.ja})"

    def text(self, lang: str) -> str:
        return self.text_ja if lang == "ja" else self.text_en

    def to_json(self) -> dict[str, Any]:
        d = asdict(self)
        d["aliases"] = list(self.aliases)
        return d

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> Entry:
        return cls(ja=d["ja"], en=d["en"], text_ja=d["text_ja"], text_en=d["text_en"], page=d["page"],
                   aliases=tuple(d.get("aliases", ())), section=d.get("section", ""))


@dataclass
class _Draft:
    ja: str
    en: str
    section: str
    line: int
    fields: dict[str, str] = field(default_factory=dict)


def parse_markdown(text: str) -> list[Entry]:
    """Entries of docs/glossary.md in document order; raises GlossaryError on malformed entries."""
    entries: list[Entry] = []
    section = ""
    draft: _Draft | None = None

    def finish() -> None:
        if draft is None:
            return
        missing = [f for f in _FIELDS if f not in draft.fields]
        if missing:
            raise GlossaryError(f"line {draft.line}: {draft.ja} | {draft.en}: missing {', '.join(missing)}")
        page = draft.fields["page"]
        aliases = tuple(a.strip() for a in draft.fields["aliases"].split(",") if a.strip())
        entries.append(Entry(ja=draft.ja, en=draft.en, text_ja=draft.fields["ja"], text_en=draft.fields["en"],
                             page=None if page in ("", "-") else page, aliases=aliases, section=section))

    for n, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if line.startswith("## "):
            finish()
            ja, sep, en = line[3:].partition(" | ")
            if not sep or not ja.strip() or not en.strip():
                raise GlossaryError(f"line {n}: expected '## 日本語 | English', got {line!r}")
            draft = _Draft(ja.strip(), en.strip(), section, n)
        elif line.startswith("# "):
            finish()
            draft = None
            section = line[2:].strip()
        elif draft is not None and line:
            key, sep, value = line.removeprefix("- ").partition(":")
            if not line.startswith("- ") or not sep or key not in _FIELDS:
                raise GlossaryError(f"line {n}: expected '- en|ja|page|aliases: ...', got {line!r}")
            if key in draft.fields:
                raise GlossaryError(f"line {n}: {draft.ja}: {key} given twice")
            draft.fields[key] = value.strip()
    finish()
    if not entries:
        raise GlossaryError("no entries")
    return entries


def build_json(entries: Sequence[Entry], source: str = "docs/glossary.md", package: str = "bot.i18n") -> str:
    """The text of a glossary.json for `entries` (a game's bundle may ship its own, e.g. classic's)."""
    how = "python -m bot.glossary --build" + ("" if package == "bot.i18n" else f" --source {source} --package {package}")
    doc = {"source": source, "generated_by": how,
           "entries": [e.to_json() for e in entries]}
    return json.dumps(doc, ensure_ascii=False, indent=1) + "\n"


DEFAULT_PACKAGE = "bot.i18n"  # NEX-A's glossary; another game's bundle names its own (GameKit.glossary_package)


@cache
def load_glossary(package: str = "bot.i18n") -> list[Entry]:
    """All entries from the packaged glossary.json of `package` (NEX-A's: bot.i18n), in document order."""
    raw = resources.files(package).joinpath(JSON_NAME).read_text(encoding="utf-8")
    return [Entry.from_json(d) for d in json.loads(raw)["entries"]]


class _Index:
    def __init__(self, entries: list[Entry]) -> None:
        self.entries = entries
        # Two exact tables: folded (case, width, kana), then compact (also spacing and punctuation),
        # so "set_card" finds the entry listing that alias before the one named "Set card". In each,
        # terms beat other entries' aliases.
        self.folded: dict[str, Entry] = {}
        self.exact: dict[str, Entry] = {}
        for table, norm in ((self.folded, fold), (self.exact, compact)):
            for e in entries:
                for key in (e.ja, e.en):
                    table.setdefault(norm(key), e)
            for e in entries:
                for key in e.aliases:
                    table.setdefault(norm(key), e)
        self.keys = list(self.exact)
        self.matchers = {
            "ja": FuzzyMatcher([(e.ja, e.en, *e.aliases) for e in entries]),
            "en": FuzzyMatcher([(e.en, e.ja, *e.aliases) for e in entries]),
        }


@cache
def _index(package: str = "bot.i18n") -> _Index:
    return _Index(load_glossary(package))


def lookup(term: str, package: str = "bot.i18n") -> Entry | None:
    """The entry for `term`: exact Japanese, English or alias (ignoring case, width and kana, then
    also spacing and punctuation), else the shortest word `term` starts, else the closest spelling."""
    if not term or not term.strip():
        return None
    idx = _index(package)
    q = compact(term)
    hit = idx.folded.get(fold(term.strip())) or idx.exact.get(q)
    if hit is not None:
        return hit
    if len(q) >= 2:
        starts = [k for k in idx.keys if k.startswith(q)]
        if starts:
            return idx.exact[min(starts, key=len)]
    close = difflib.get_close_matches(q, idx.keys, n=1, cutoff=0.7)
    return idx.exact[close[0]] if close else None


def suggest(prefix: str, lang: str, limit: int = 25, package: str = "bot.i18n") -> list[tuple[str, str]]:
    """Autocomplete choices for `/rule`: (name shown in `lang`, Japanese term to pass to `lookup`)."""
    lang = "ja" if lang == "ja" else "en"
    idx = _index(package)
    out = []
    for i in idx.matchers[lang].rank(prefix, limit):
        e = idx.entries[i]
        name = e.name(lang)
        out.append((name if len(name) <= CHOICE_MAX else name[: CHOICE_MAX - 1] + "…", e.ja[:CHOICE_MAX]))
    return out


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bot.glossary", description="Rules glossary for /rule.")
    ap.add_argument("--build", action="store_true", help="regenerate bot/i18n/glossary.json from docs/glossary.md")
    ap.add_argument("--check", action="store_true", help="exit 1 if bot/i18n/glossary.json is out of date")
    ap.add_argument("--source", type=Path, default=DOC_PATH, help="the Markdown glossary (default: %(default)s)")
    ap.add_argument("--package", default="bot.i18n", help="the package that ships glossary.json (default: %(default)s)")
    args = ap.parse_args(argv)
    target = Path(str(resources.files(args.package))) / JSON_NAME
    try:
        entries = parse_markdown(args.source.read_text(encoding="utf-8"))
    except (OSError, GlossaryError) as exc:
        print(f"glossary: {exc}", file=sys.stderr)
        return 2
    root = DOC_PATH.parent.parent
    source = args.source.resolve()
    text = build_json(entries, str(source.relative_to(root)) if source.is_relative_to(root) else str(args.source),
                      args.package)
    if args.build:
        target.write_text(text, encoding="utf-8")
        print(f"wrote {target} ({len(entries)} entries)")
        return 0
    if args.check:
        current = target.read_text(encoding="utf-8") if target.exists() else ""
        if current != text:
            print(f"{target} is out of date: run python -m bot.glossary --build (with the same --source/--target)",
              file=sys.stderr)
            return 1
        return 0
    ap.print_help()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
