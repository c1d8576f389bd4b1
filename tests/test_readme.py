"""The README a new user reads (issue #10): it names no file outside the repository, and every
repository file it points to exists, so "where are the rules?" always has an answer in the clone."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")


def test_readme_names_no_file_outside_the_repository() -> None:
    for bad in ("../", "/work/", "shared/rules"):
        assert bad not in README, f"README refers to {bad!r}, which a fresh clone does not have"


def test_every_docs_path_in_the_readme_exists() -> None:
    paths = set(re.findall(r"`((?:docs|engine|renderers|bot|tests)/[^`*<>\s]*)`", README))
    assert "docs/glossary.md" in paths
    for p in sorted(paths):
        assert (ROOT / p).exists(), f"README names {p}, which is not in the repository"


def test_readme_says_where_a_user_finds_the_rules() -> None:
    assert "Where to read the rules" in README and "/rule board" in README
    for game in ("classic", "coj", "zeta"):
        assert f"docs/{game}/README.md" in README


def test_readme_names_the_console_commands_a_new_user_needs() -> None:
    """Issue 10: `g NAME` (a G by name) and the end-of-match `status`/`log` were only in `help`."""
    from bot.console import ALIASES

    for word in ("`g NAME`", "`play NAME`", "`rule board`", "`panel p1`", "`p2: COMMAND`", "SORTIE_LANG",
                 *(f"`{a}" for a in ALIASES if a != "board")):
        assert word in README, word
