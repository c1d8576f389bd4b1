"""The console channel against Sortie (issue 15): `match new opponent:sortie level:easy` seats the AI,
which answers every decision of its own before the console reads the next command."""

from __future__ import annotations

import io
import random
from pathlib import Path

import pytest

from bot.config import load_settings
from bot.console import AI_USER_ID, Console


async def test_a_console_match_against_sortie_is_played_to_the_end(tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SORTIE_AI_SECONDS", "0.05")
    out = io.StringIO()
    env = {"SORTIE_DB": str(tmp_path / "c.sqlite3"), "SORTIE_LANG": "en", "SORTIE_BOARDS": str(tmp_path / "b")}
    con = Console(load_settings(env), out=out)

    async def no_board(s: object, view: object = None) -> None:
        return None

    con.write_board = no_board  # type: ignore[method-assign]
    await con.start()
    rnd = random.Random(5)
    try:
        await con.handle("match new opponent:sortie level:easy seed:9")
        await con.ai.settle()
        s = con.session
        assert s is not None and s.row.status == "active"
        assert s.row.players[1] == {**s.row.players[1], "user_id": AI_USER_ID, "name": "Sortie", "ai": "easy"}
        for _ in range(3000):
            d = s.decision()
            if d is None:
                break
            assert d.player == 0, "the console waited for Sortie's own decision"
            await con.handle("panel p1")
            picks = con.choices[0]
            forward = [i for i, tok in enumerate(picks, 1) if tok not in ("cancel", "sortie:back")]
            await con.handle(str(rnd.choice(forward)))
            await con.ai.settle()
        assert s.match is not None and s.match.is_over()
        assert sum(1 for seat, _ in s.match.log if seat == 1) > 5  # Sortie really played
        assert "Sortie wins" in out.getvalue() or "P1 wins" in out.getvalue() or "Draw" in out.getvalue()
    finally:
        await con.close()
