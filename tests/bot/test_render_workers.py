"""Boards are drawn in worker processes below the bot's CPU priority (bot/discord_app/render.py), so a
render never holds the bot's event loop, and a worker that dies does not cost anyone their board."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from bot.discord_app import render as render_module
from bot.discord_app.render import each_worker, render, warm
from engine.api import Match, get_game
from renderers import render_board


def _view() -> object:
    presets = get_game("nexa").preconstructed()
    decks = [list(presets[d].cards) for d in sorted(presets)[:2]]
    return Match.start("nexa", ["A", "B"], decks, 7).view(None)


def _niceness() -> int:
    return os.getpriority(os.PRIO_PROCESS, 0)


async def test_boards_are_drawn_in_other_processes_at_a_lower_priority() -> None:
    pids = await warm()
    assert pids and os.getpid() not in pids
    assert len(pids) == render_module.RENDER_THREADS
    nice = await each_worker(_niceness)
    assert all(n >= _niceness() + render_module.RENDER_NICE for n in nice), nice
    png = await render(render_board, _view(), lang="en", private=False)
    assert png[:8] == b"\x89PNG\r\n\x1a\n"


async def test_a_killed_worker_is_replaced_and_the_board_still_comes() -> None:
    pids = await warm()
    os.kill(pids[0], signal.SIGKILL)
    png = await render(render_board, _view(), lang="ja", private=False)
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    assert pids[0] not in render_module.worker_pids()


_KILLED_BOT = """
import asyncio, os, signal, sys
from bot.discord_app.render import warm
if __name__ == "__main__":
    print(" ".join(map(str, asyncio.run(warm()))), flush=True)
    os.kill(os.getpid(), signal.SIGKILL)
"""


def test_the_workers_end_when_the_bot_is_killed(tmp_path: Path) -> None:
    """A bot killed outright (SIGKILL, the OOM killer) leaves no render process behind."""
    script = tmp_path / "killed_bot.py"
    script.write_text(_KILLED_BOT, encoding="utf-8")
    root = Path(__file__).resolve().parents[2]
    done = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=60,
                          cwd=root, env={**os.environ, "PYTHONPATH": str(root)})
    pids = [int(p) for p in done.stdout.split()]
    assert len(pids) == render_module.RENDER_THREADS, done.stderr[-2000:]
    deadline = time.monotonic() + 10
    while any(_alive(p) for p in pids) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not any(_alive(p) for p in pids)


def _alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as f:
            return f.read().split(")")[-1].split()[0] != "Z"  # a zombie has ended
    except FileNotFoundError:
        return False
