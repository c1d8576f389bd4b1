"""`python -m bot.games.zeta.playtest`: the Zeta balance playtest as a command (the script itself is
engine/games/zeta/playtest.py)."""

from __future__ import annotations

import argparse
import json

from engine.games.zeta.playtest import NAMES, choose_scripted, play, run

__all__ = ["NAMES", "choose_scripted", "main", "play", "run"]


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m bot.games.zeta.playtest", description="Zeta balance playtests: win rates per faction")
    p.add_argument("--mode", choices=("random", "scripted", "mixed"), default="random")
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--seed", type=int, default=11)
    p.add_argument("--json", action="store_true")
    a = p.parse_args(argv)
    res = run(a.mode, a.games, a.seed)
    if a.json:
        print(json.dumps(res, ensure_ascii=False))
    else:
        for r in res["runs"]:
            print(f"{r['plan']}: {r['wins']} draws {r['draws']} {r['reasons']}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
