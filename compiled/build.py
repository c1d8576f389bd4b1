"""Opt-in compiled build of the NEX-A engine's hot modules with mypyc (issue #15).

The pure-Python engine is the reference and needs none of this. Building puts extension modules
next to the sources (`build_ext --inplace`), and Python imports an extension before a source file
of the same name, so the compiled modules take over until `--clean` removes them. Edits to the
sources do nothing until the next build: build only in a checkout that runs, not one being edited.

    python compiled/build.py            # compile (needs mypy and a C compiler)
    python compiled/build.py --clean    # back to pure Python

tests/test_compiled_build.py proves the compiled build plays the recorded games exactly.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# The modules self-play and search spend their time in (cProfile, py-spy: docs/engine-speed.md).
# Not engine/core/base.py: the other games' interpreted classes could no longer inherit from it (its
# hot part is engine/core/lifecycle.py);
# not engine/core/protocol.py: mypyc (mypy 2.4) fails on it (an internal error on a starred expression).
MODULES = tuple(f"engine/games/nexa/{m}.py" for m in (
    "state", "stats", "play", "turn", "costs", "targets", "effects", "conditions", "cut", "battle",
    "rules", "places", "keywords", "coins", "game", "cards", "p78cost", "overrides", "rulechanges", "ownstates",
    "setrules", "named_steps", "cardt2steps", "limits", "battlestates", "kwvalues", "cardo3rules", "rerolltrig",
    "modesz3", "setgroups", "samename", "blankset", "protectupto", "cardr3steps",
    "areamodes", "playlocks", "battleb4", "cardr4sel", "cardo4rules", "cardv4rules", "leavesz4", "junkz4", "heldz4",
    "rerollz4", "targetsz4",
    "cardg5rules", "cardg5steps", "valuesv5", "cardv5steps", "cardr5steps", "cardr5values", "cardt5steps",
    "cardo5steps", "cardo5turns", "cardo5locks", "cardo5junk", "battleb5", "battleb5steps", "destroyedz5", "junkz5",
    "heldz5", "heldz5steps", "cardk6steps",
    "cardg6rules", "cardg6steps", "cardb6steps", "battleb6", "cardk7rules", "cardr6steps", "cardt6steps", "pilesz6",
    "cardg8cause", "cardg8steps", "cardt8steps", "cardv8steps", "cardr8steps", "cardo8rules", "cardo8steps", "stepsz8",
    "shieldz8", "cardk8steps", "cardk8rules", "cardk8kw", "cardb8steps", "cardb8wait", "battleb8",
    "cardv9play", "cardo9steps", "cardr9steps", "rollz9", "cardb9steps", "cardt9rules", "cardt9steps")) + (
    "engine/core/rng.py", "engine/core/match.py", "engine/core/registry.py", "engine/core/lifecycle.py",
    "engine/selfplay.py")


def built(root: Path = ROOT) -> list[Path]:
    """The extension files a build left (the compiled modules and mypyc's shared runtime)."""
    out = [p for m in MODULES for p in sorted((root / m).parent.glob(Path(m).stem + ".*.so"))]
    return out + sorted(root.glob("*__mypyc*.so"))


def clean(root: Path = ROOT) -> None:
    for p in built(root):
        p.unlink()


def build(root: Path = ROOT, opt_level: str = "3") -> None:
    clean(root)
    script = (
        "import sys\n"
        "from setuptools import setup\n"
        "from mypyc.build import mypycify\n"
        f"setup(name='sortie-compiled', py_modules=[], ext_modules=mypycify({list(MODULES)!r}, opt_level={opt_level!r},"
        " verbose=False))\n")
    env = {**os.environ, "PYTHONPATH": str(root)}
    subprocess.run([sys.executable, "-c", script, "build_ext", "--inplace", "--build-temp", "build/mypyc"],
                   cwd=root, env=env, check=True, stdout=subprocess.DEVNULL)


if __name__ == "__main__":
    if sys.argv[1:] == ["--clean"]:
        clean()
    else:
        build(opt_level=os.environ.get("MYPYC_OPT_LEVEL", "3"))
        print("\n".join(str(p.relative_to(ROOT)) for p in built()))
