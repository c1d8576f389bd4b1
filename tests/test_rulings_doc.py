"""Every ruling in docs/rulings.md names a page and a test that exists (a ruling without a test pins nothing)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).parents[1]


def test_every_ruling_points_at_real_tests() -> None:
    text = (ROOT / "docs" / "rulings.md").read_text(encoding="utf-8")
    rows = [ln for ln in text.splitlines() if ln.startswith("| R-")]
    assert len(rows) >= 15
    for row in rows:
        cells = [c.strip() for c in row.strip("|").split("|")]
        rid, page, pinned = cells[0], cells[1], cells[-1]
        assert re.match(r"^P\d+", page), f"{rid} names no page"
        refs = re.findall(r"`([^`]+)`", pinned)
        assert refs, f"{rid} names no test"
        for ref in refs:
            path, _, name = ref.partition("::")
            if not path.startswith("tests/"):
                path = "tests/nexa/" + path if path.startswith("test_") else path
            f = ROOT / path
            assert f.exists(), f"{rid}: {path} does not exist"
            if name:
                pattern = name.replace("*", ".*")
                assert re.search(rf"def {pattern}\(", f.read_text(encoding="utf-8")), f"{rid}: no test {name}"
