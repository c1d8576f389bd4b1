"""Issue 10: the console speaks SORTIE_LANG. A Japanese console printed its own frame (panel headers,
'type panel p1', private lines, unknown commands) in English around Japanese panels."""

from __future__ import annotations

import io
from dataclasses import replace
from pathlib import Path

from bot.config import load_settings
from bot.console import Console

ENGLISH_FRAME = ("private panel of", "end of panel", "type 'panel", "private to", "unknown command",
                 "name the player", "not your decision", "board: ")


async def test_a_japanese_console_frames_its_panels_in_japanese(tmp_path: Path) -> None:
    out = io.StringIO()
    cfg = replace(load_settings(), db_path=tmp_path / "c.sqlite3", boards_dir=tmp_path / "boards")
    con = Console(cfg, out=out, lang="ja")
    await con.start()
    try:
        for line in ("match new deck:federation-blue seed:3", "match join deck:zeon-green", "1", "1",
                     "panel", "p1: panel p1", "frobnicate", "status"):
            assert await con.handle(line)
        said = out.getvalue()
        for english in ENGLISH_FRAME:
            assert english not in said, english
        assert "の非公開パネル" in said and "パネルここまで" in said and "'panel p" in said
        assert "frobnicateというコマンドはありません" in said.replace("'", "")
        assert "盤面: " in said and "いまはあなたの選択ではありません" in said
    finally:
        await con.close()


async def test_a_secret_choice_leaves_no_empty_log_line(tmp_path: Path) -> None:
    """Zeta's bomb placement printed a bare '・' line: its public side has no text."""
    out = io.StringIO()
    cfg = replace(load_settings(), db_path=tmp_path / "c.sqlite3", boards_dir=tmp_path / "boards")
    con = Console(cfg, out=out, lang="en")
    await con.start()
    try:
        for line in ("match new game:zeta seed:4", "p2: match join", "p3: match join", "1", "log 50"):
            assert await con.handle(line)
        said = out.getvalue()
        assert "Bomb set at" in said and "secretly chosen the bomb base" in said
        assert not [ln for ln in said.splitlines() if ln.strip() in ("・", "")], said
    finally:
        await con.close()


async def test_the_setup_status_line_names_who_goes_first(tmp_path: Path) -> None:
    """NEX-A P16 (the coin toss decides the first player): at the mulligan the status line said
    "setup (P1's turn)" right under "P2 goes first"."""
    from bot.i18n import t

    for lang in ("en", "ja"):
        out = io.StringIO()
        cfg = replace(load_settings(), db_path=tmp_path / f"{lang}.sqlite3", boards_dir=tmp_path / "boards")
        con = Console(cfg, out=out, lang=lang)
        await con.start()
        try:
            for seed in range(1, 12):  # a seed where the second seat wins the toss
                assert await con.handle(f"match new deck:federation-blue seed:{seed}")
                assert await con.handle("p2: match join deck:zeon-green")
                s = con.session
                assert s is not None and s.match is not None
                if s.match.state.first == 1:
                    break
                assert await con.handle("match abort")
            said = out.getvalue()
            assert t("match.started", lang, first="P2") in said
            status = [ln for ln in said.splitlines() if ln.startswith("  [")][-1]
            assert ("P2 goes first" in status and "P1's turn" not in status) if lang == "en" else \
                ("先攻: P2" in status and "P1のターン" not in status), status
        finally:
            await con.close()
