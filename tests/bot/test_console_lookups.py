"""Issue 10, lookups in the console: `card NAME` shows every field /card shows, labelled in the
console's language; `card` alone says how it is typed; a battle auto-pass resolved gets its board."""

from __future__ import annotations

import io
from dataclasses import replace
from pathlib import Path

from bot.config import load_settings
from bot.console import Console
from bot.i18n import t


def make(tmp: Path, lang: str) -> tuple[Console, io.StringIO]:
    out = io.StringIO()
    cfg = replace(load_settings(), db_path=tmp / "c.sqlite3", boards_dir=tmp / "boards")
    return Console(cfg, out=out, lang=lang), out


async def test_card_prints_every_labelled_field_in_the_consoles_language(tmp_path: Path) -> None:
    for lang in ("en", "ja"):
        con, out = make(tmp_path / lang, lang)
        await con.start()
        try:
            await con.handle("card Gundam")
            text = out.getvalue()
            for key in ("card.number", "card.type", "card.cost", "card.stats", "card.terrain", "card.traits"):
                assert f"{t(key, lang)}: " in text, (lang, key, text)
            assert "NX-001" in text
            assert ("ガンダム / Gundam" if lang == "ja" else "Gundam / ガンダム") in text
            out.truncate(0)
            out.seek(0)
            await con.handle("card")
            said = out.getvalue().strip()
            assert said.startswith("! ") and "card" in said and "Traceback" not in said
        finally:
            await con.close()


async def test_boards_of_moments_auto_pass_went_through_are_written_before_the_board(tmp_path: Path) -> None:
    con, out = make(tmp_path, "en")
    await con.start()
    try:
        for line in ("match new deck:federation-blue seed:3", "match join deck:zeon-green"):
            await con.handle(line)
        s = con.session
        assert s is not None and s.match is not None
        before = out.getvalue().count("  board: ")
        s.moments = [s.match.view(None)]  # as the service leaves them after an auto-passed battle
        await con.show_step(s, ["a step"])
        assert out.getvalue().count("  board: ") == before + 2 and s.moments == []
    finally:
        await con.close()
