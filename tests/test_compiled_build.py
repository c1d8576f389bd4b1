"""The opt-in compiled engine (compiled/build.py, mypyc) plays exactly the recorded games.

The build runs in a copy of the checkout, so this checkout stays pure Python; the copy's
fingerprint test then runs on the compiled modules (the test checks they were the ones imported).
The C compiler optimises nothing here (MYPYC_OPT_LEVEL=0, a build of a few minutes): what could
change a game is mypyc's semantics (types checked at run time, native classes), not gcc's -O.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _copy_checkout(dest: Path) -> None:
    for part in ("engine", "compiled", "tests/fixtures", "pyproject.toml", "tests/test_selfplay_fingerprint.py"):
        src = ROOT / part
        if src.is_dir():
            shutil.copytree(src, dest / part, ignore=shutil.ignore_patterns("__pycache__", "*.so"))
        else:
            (dest / part).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src, dest / part)


def test_compiled_engine_plays_the_recorded_games(tmp_path: Path) -> None:
    _copy_checkout(tmp_path)
    env = {**os.environ, "PYTHONPATH": str(tmp_path), "MYPYC_OPT_LEVEL": "0"}
    subprocess.run([sys.executable, "compiled/build.py"], cwd=tmp_path, env=env, check=True,
                   capture_output=True, timeout=1800)
    probe = subprocess.run(
        [sys.executable, "-c", "import engine.games.nexa.play as p, engine.games.nexa.turn as t, engine.selfplay as s; "
                               "print(p.__file__); print(t.__file__); print(s.__file__); print(s.engine_build())"],
        cwd=tmp_path, env=env, check=True, capture_output=True, text=True)
    *files, build = probe.stdout.split()
    assert all(f.endswith(".so") for f in files) and build == "compiled", probe.stdout
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "tests/test_selfplay_fingerprint.py"],
        cwd=tmp_path, env=env, capture_output=True, text=True, timeout=1800)
    assert run.returncode == 0, run.stdout[-3000:]


def test_the_engine_bench_says_which_build_it_measured() -> None:
    """`sortie bench engine --json` names the build (this checkout is pure Python) and gives the
    CPU-time figure next to the wall-clock one (README)."""
    from engine.selfplay import bench_engine

    out = bench_engine(runs=1, games=2, game_name="coj")
    assert out["build"] == "pure"
    assert out["cpu_decisions_per_sec"] > 0 and out["decisions_per_sec"] > 0 and out["state_copy_us"] > 0
