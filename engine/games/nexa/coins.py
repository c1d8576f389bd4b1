"""Coins (P67): a coin's name says what it gives, so no extra state is needed."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Final

from .state import State

_STATS: Final = re.compile(r"^([+-]\d+)/([+-]\d+)/([+-]\d+)$")
_KEYWORD: Final = re.compile(r"^\[(\w+)\]$")


def coin_name(stats: list[int] | None, keyword: str | None, name: str | None) -> str:
    if stats is not None:
        return f"{stats[0]:+d}/{stats[1]:+d}/{stats[2]:+d}"
    if keyword is not None:
        return f"[{keyword}]"
    return name or "coin"


@lru_cache(maxsize=256)
def _parse_stats(name: str) -> tuple[int, int, int] | None:
    m = _STATS.match(name)
    return (int(m.group(1)), int(m.group(2)), int(m.group(3))) if m else None


def coin_stats(s: State, name: str) -> tuple[int, int, int] | None:
    return _parse_stats(name)


def coin_keyword(s: State, name: str) -> str | None:
    m = _KEYWORD.match(name)
    return m.group(1) if m else None


def add_coins(s: State, iid: int, name: str, n: int) -> None:
    cur = dict(s.coins.get(iid, ()))
    cur[name] = cur.get(name, 0) + n
    items = tuple(sorted((k, v) for k, v in cur.items() if v > 0))
    if items:
        s.coins[iid] = items
    else:  # no coin left (or none put: a count of 0): no entry, as remove_coins leaves it
        s.coins.pop(iid, None)
    s.version += 1


def remove_coins(s: State, iid: int, n: int) -> int:
    cur = dict(s.coins.get(iid, ()))
    removed = 0
    for k in sorted(cur):
        while cur[k] > 0 and removed < n:
            cur[k] -= 1
            removed += 1
    items = tuple(sorted((k, v) for k, v in cur.items() if v > 0))
    if items:
        s.coins[iid] = items
    else:
        s.coins.pop(iid, None)
    s.version += 1
    return removed


def coin_count(s: State, iid: int) -> int:
    return sum(n for _, n in s.coins.get(iid, ()))
