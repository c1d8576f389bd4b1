"""Readiness for container health checks: the bot touches a file while its gateway is connected.

`sortie health` (the Dockerfile's HEALTHCHECK) exits 0 when the file was touched within
`STALE_AFTER` seconds, else 1 with one line saying why. No file is written unless
`SORTIE_HEALTH_FILE` is set (the Docker image sets it).
"""

from __future__ import annotations

import contextlib
import os
import time
from pathlib import Path

STALE_AFTER = 90.0  # seconds; the bot touches the file every HEARTBEAT seconds while connected
HEARTBEAT = 30.0


def health_path() -> Path | None:
    raw = os.environ.get("SORTIE_HEALTH_FILE", "").strip()
    return Path(raw) if raw else None


def mark_ready(path: Path | None = None) -> None:
    """Record that the gateway is connected now."""
    path = path or health_path()
    if path is None:
        return
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(f"{time.time():.0f}\n", encoding="utf-8")
    except OSError:
        pass  # a health file we cannot write makes the check fail, which is the truth


def mark_down(path: Path | None = None) -> None:
    path = path or health_path()
    if path is not None:
        with contextlib.suppress(OSError):
            path.unlink()


def check(path: Path | None = None, now: float | None = None) -> tuple[bool, str]:
    """(healthy, one line) for `sortie health`."""
    path = path or health_path()
    if path is None:
        return False, "SORTIE_HEALTH_FILE is not set: nothing reports readiness"
    try:
        stamp = float(path.read_text(encoding="utf-8").strip() or 0)
    except (OSError, ValueError):
        return False, "not connected to Discord (no readiness mark yet)"
    age = (now if now is not None else time.time()) - stamp
    if age > STALE_AFTER:
        return False, f"not connected to Discord for {age:.0f} s"
    return True, f"connected to Discord ({age:.0f} s ago)"
