"""Shared pytest setup: loads the fake Discord plugin (the `fake_discord` fixture).

pytest's default "prepend" import mode puts tests/ on sys.path to import this file (tests/ has no
__init__.py). Folders under tests/ without __init__.py, such as tests/renderers/, would then shadow
the project's packages of the same name as namespace packages. With the project root on sys.path as
well, the real (regular) packages always win, whatever the collection order.
"""

import sys
from pathlib import Path

_ROOT = str(Path(__file__).resolve().parent.parent)
if _ROOT not in sys.path:
    sys.path.append(_ROOT)

pytest_plugins = ["fake_discord.fixtures"]
