"""The design card: engine/ is pure Python (no discord, Pillow, asyncio or I/O libraries)."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FORBIDDEN_IN_ENGINE = {"discord", "PIL", "asyncio", "aiohttp", "aiosqlite", "sqlite3", "socket", "subprocess",
                       "http", "urllib", "requests", "threading", "multiprocessing", "bot", "renderers"}


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(a.name.split(".")[0] for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module.split(".")[0])
    return found


def _calls_open(path: Path) -> list[int]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [n.lineno for n in ast.walk(tree)
            if isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == "open"]


def test_engine_modules_import_nothing_forbidden() -> None:
    bad = []
    for path in sorted((ROOT / "engine").rglob("*.py")):
        hits = _imports(path) & FORBIDDEN_IN_ENGINE
        if hits:
            bad.append(f"{path.relative_to(ROOT)}: {sorted(hits)}")
    assert not bad, "engine/ must stay pure:\n" + "\n".join(bad)


def test_engine_opens_no_files() -> None:
    bad = [f"{p.relative_to(ROOT)}:{ln}" for p in sorted((ROOT / "engine").rglob("*.py")) for ln in _calls_open(p)]
    assert not bad, "engine/ reads only its own data files (through importlib.resources): " + ", ".join(bad)


def test_the_checker_catches_a_forbidden_import(tmp_path: Path) -> None:
    f = tmp_path / "m.py"
    f.write_text("import discord\nfrom PIL import Image\n", encoding="utf-8")
    assert _imports(f) & FORBIDDEN_IN_ENGINE == {"discord", "PIL"}


def test_renderers_do_not_reach_into_engine_internals() -> None:
    bad = []
    for path in sorted((ROOT / "renderers").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("engine"):
                if node.module not in ("engine", "engine.api"):
                    bad.append(f"{path.relative_to(ROOT)}: {node.module}")
            if isinstance(node, ast.Import):
                for a in node.names:
                    if a.name.startswith("engine.") and a.name != "engine.api":
                        bad.append(f"{path.relative_to(ROOT)}: {a.name}")
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                mod = node.module if isinstance(node, ast.ImportFrom) else node.names[0].name
                if mod and mod.split(".")[0] in ("bot", "discord"):
                    bad.append(f"{path.relative_to(ROOT)}: {mod}")
    assert not bad, "renderers/ takes views only: " + ", ".join(bad)


# -- many games, one contract: only a game's own folders name it ----------------------------------
NEUTRAL = [*sorted((ROOT / "engine" / "core").glob("*.py")), ROOT / "engine" / "api.py",
           ROOT / "engine" / "selfplay.py", *sorted((ROOT / "engine" / "ai").glob("*.py")), *sorted((ROOT / "renderers").glob("*.py")),
           *sorted(p for p in (ROOT / "bot").rglob("*.py") if "games" not in p.relative_to(ROOT / "bot").parts[:1])]


def _game_ids() -> set[str]:
    return {p.name for p in (ROOT / "engine" / "games").iterdir() if (p / "__init__.py").exists()}


def _names_a_game(path: Path, ids: set[str]) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    hits = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            parts = (node.module or "").split(".")
            hits += [f"imports {node.module}" for p in parts if p in ids]
        elif isinstance(node, ast.Import):
            hits += [f"imports {a.name}" for a in node.names if set(a.name.split(".")) & ids]
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in ids:
            hits.append(f"names {node.value!r} at line {node.lineno}")
    return hits


def test_no_game_is_named_outside_its_own_folders() -> None:
    ids = _game_ids()
    assert "nexa" in ids
    bad = [f"{p.relative_to(ROOT)}: {h}" for p in NEUTRAL for h in _names_a_game(p, ids)]
    assert not bad, "a game is its own folders plus one registration:\n" + "\n".join(bad)


def test_the_game_name_checker_catches_a_named_game(tmp_path: Path) -> None:
    f = tmp_path / "m.py"
    f.write_text("from engine.games.nexa.cards import x\nGAME = 'nexa'\n", encoding="utf-8")
    assert len(_names_a_game(f, {"nexa"})) == 2
