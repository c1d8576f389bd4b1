"""Every ruling of every game names its place in the rules and a test that exists: a ruling
without a test pins nothing. One check over docs/rulings.md (NEX-A) and docs/<game>/rulings.md."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).parents[1]

# (rulings doc, folder its bare test references are relative to, id prefix, what its place column holds)
DOCS = [
    ("docs/rulings.md", "tests/nexa", "R-", r"^P\d+"),
    ("docs/classic/rulings.md", "tests/classic", "R-C", r"\S"),
    ("docs/coj/rulings.md", "tests/coj", "R-", r"\S"),
    ("docs/zeta/rulings.md", "tests/zeta", "Z-", r"^\d+"),
]


def _rows(doc: str, prefix: str) -> list[list[str]]:
    text = (ROOT / doc).read_text(encoding="utf-8")
    return [[c.strip() for c in ln.strip().strip("|").split("|")]
            for ln in text.splitlines() if ln.startswith(f"| {prefix}")]


@pytest.mark.parametrize(("doc", "base", "prefix", "place"), DOCS, ids=[d[0] for d in DOCS])
def test_every_ruling_names_its_place_and_real_tests(doc: str, base: str, prefix: str, place: str) -> None:
    rows = _rows(doc, prefix)
    assert len(rows) >= 15, f"{doc}: only {len(rows)} rulings found"
    for cells in rows:
        rid, where, pinned = cells[0], cells[1], cells[-1]
        assert re.match(place, where), f"{doc} {rid}: names no place in the rules ({where!r})"
        refs = re.findall(r"`([^`]+)`", pinned)
        assert refs, f"{doc} {rid}: names no test"
        for ref in refs:
            path, _, name = ref.partition("::")
            f = ROOT / (path if path.startswith("tests/") else f"{base}/{path}")
            assert f.exists(), f"{doc} {rid}: {path} does not exist"
            if name:
                pattern = re.escape(name).replace(r"\*", ".*")
                assert re.search(rf"def {pattern}\(", f.read_text(encoding="utf-8")), f"{doc} {rid}: no test {name}"


def test_ruling_ids_are_unique_per_game() -> None:
    for doc, _, prefix, _ in DOCS:
        ids = [cells[0] for cells in _rows(doc, prefix)]
        assert len(ids) == len(set(ids)), f"{doc}: repeated ids {sorted({i for i in ids if ids.count(i) > 1})}"


def test_the_nexa_rulings_name_every_other_games_rulings() -> None:
    """docs/rulings.md is where a reader looks first: it points at every game's own rulings."""
    text = (ROOT / "docs" / "rulings.md").read_text(encoding="utf-8")
    for doc, _, _, _ in DOCS[1:]:
        assert f"`{doc}`" in text, doc
