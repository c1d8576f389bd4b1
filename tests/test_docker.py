"""Issue 10: the Docker image, checked without a Docker engine (none runs on these machines).

The Dockerfile's own install commands run in a fresh virtual environment with its files laid out
as its COPY lines say; then its entry command runs as a container runs it (no terminal, no token),
and its HEALTHCHECK command answers. A broken image shows up here, in CI.
"""

from __future__ import annotations

import os
import shlex
import shutil
import signal
import subprocess
import sys
import time
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DOCKERFILE = (ROOT / "Dockerfile").read_text(encoding="utf-8")


def instructions() -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    for raw in DOCKERFILE.replace("\\\n", " ").splitlines():
        line = raw.strip()
        if line and not line.startswith("#"):
            word, _, rest = line.partition(" ")
            out.append((word.upper(), rest.strip()))
    return out


def exec_form(rest: str) -> list[str]:
    import json

    value = json.loads(rest[rest.index("["):])
    return [str(x) for x in value]


def test_the_dockerfile_caches_dependencies_checks_health_and_stops_cleanly() -> None:
    order = [w for w, _ in instructions()]
    copies = [r for w, r in instructions() if w == "COPY"]
    runs = [r for w, r in instructions() if w == "RUN"]
    assert copies[0].startswith("pyproject.toml") and "requirements" in runs[0], "dependencies first"
    assert order.index("RUN") < next(i for i, (w, r) in enumerate(instructions()) if w == "COPY" and "engine" in r)
    assert any(w == "HEALTHCHECK" and "sortie" in r and "health" in r for w, r in instructions())
    assert ("STOPSIGNAL", "SIGINT") in instructions()
    ignored = (ROOT / ".dockerignore").read_text(encoding="utf-8").split()
    assert {".git", "tests", ".venv"} <= set(ignored)


def test_the_images_install_and_entry_commands_work_in_a_fresh_venv(tmp_path: Path) -> None:
    app, env_dir = tmp_path / "app", tmp_path / "venv"
    app.mkdir()
    venv.EnvBuilder(with_pip=True).create(env_dir)
    bin_dir = env_dir / "bin"
    env = {k: v for k, v in os.environ.items() if k not in ("DISCORD_TOKEN", "PYTHONPATH", "VIRTUAL_ENV")}
    env["PATH"] = f"{bin_dir}{os.pathsep}{env.get('PATH', '')}"
    for word, rest in instructions():
        if word == "ENV":
            parts = shlex.split(rest)
            env.update(p.split("=", 1) for p in parts if "=" in p)
        elif word == "COPY":
            *srcs, _dest = rest.split()
            for src in srcs:
                (shutil.copytree if (ROOT / src).is_dir() else shutil.copy)(ROOT / src, app / src)
        elif word == "RUN":  # the install commands; user and volume set-up is the container's
            for step in rest.split("&&"):
                step = step.strip()
                if step.startswith(("pip ", "python ")):
                    r = subprocess.run(step, shell=True, cwd=app, env=env, capture_output=True, text=True,
                                       timeout=900)
                    assert r.returncode == 0, r.stdout[-2000:] + r.stderr[-2000:]
    env.update(SORTIE_DB=str(tmp_path / "data" / "sortie.sqlite3"), SORTIE_BOARDS=str(tmp_path / "boards"),
               SORTIE_HEALTH_FILE=str(tmp_path / "ready"))
    (tmp_path / "data").mkdir()
    cmd = next(exec_form(r) for w, r in instructions() if w == "CMD")
    started = subprocess.run(cmd, cwd=tmp_path, env=env, stdin=subprocess.DEVNULL, capture_output=True,
                             text=True, timeout=120)
    assert started.returncode == 2 and "DISCORD_TOKEN" in started.stderr, started.stderr[-2000:]
    assert "Traceback" not in started.stderr
    health = next(exec_form(r) for w, r in instructions() if w == "HEALTHCHECK")
    checked = subprocess.run(health, cwd=tmp_path, env=env, capture_output=True, text=True, timeout=60)
    assert checked.returncode == 1 and "not connected" in checked.stderr
    (tmp_path / "ready").write_text(f"{time.time():.0f}\n", encoding="utf-8")
    checked = subprocess.run(health, cwd=tmp_path, env=env, capture_output=True, text=True, timeout=60)
    assert checked.returncode == 0, checked.stderr


def test_an_unreachable_discord_is_one_line_and_a_retry_then_a_clean_stop(tmp_path: Path) -> None:
    env = {**os.environ, "DISCORD_TOKEN": "not-a-real-token", "SORTIE_DB": str(tmp_path / "s.sqlite3"),
           "SORTIE_DISCORD_API": "http://127.0.0.1:9/api/v10", "SORTIE_DISCORD_GATEWAY": "ws://127.0.0.1:9/"}
    proc = subprocess.Popen([sys.executable, "-m", "bot.cli", "run"], cwd=ROOT, env=env, stdin=subprocess.DEVNULL,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        time.sleep(8)  # the first attempt, a 2 s wait, the second attempt, a 4 s wait
        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
    lines = [ln for ln in err.splitlines() if "cannot reach Discord" in ln]
    assert len(lines) >= 2 and "retrying in 2 s" in lines[0] and "retrying in 4 s" in lines[1], err[-2000:]
    assert "Traceback" not in err, err[-3000:]
    assert proc.returncode == 0
