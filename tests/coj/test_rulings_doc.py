"""Every ruling in docs/coj/rulings.md names a section and tests that exist."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).parents[2]


def test_every_coj_ruling_points_at_real_tests() -> None:
    text = (ROOT / "docs" / "coj" / "rulings.md").read_text(encoding="utf-8")
    rows = [ln for ln in text.splitlines() if ln.startswith("| R-")]
    assert len(rows) >= 15
    for row in rows:
        cells = [c.strip() for c in row.strip("|").split("|")]
        rid, section, pinned = cells[0], cells[1], cells[-1]
        assert section, f"{rid} names no section"
        refs = re.findall(r"`([^`]+)`", pinned)
        assert refs, f"{rid} names no test"
        for ref in refs:
            path, _, name = ref.partition("::")
            f = ROOT / path
            assert f.exists(), f"{rid}: {path} does not exist"
            assert re.search(rf"def {name}\(", f.read_text(encoding="utf-8")), f"{rid}: no test {name}"
