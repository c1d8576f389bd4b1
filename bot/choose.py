"""Choosing an action by the name of what it is about (`play Zaku II`), as `/card` reads names.

An exact name wins (Japanese or English, width, case, kana and spacing folded); otherwise a
unique prefix, then a unique part of a name (two characters at least). Several different cards matching is not a guess:
the caller lists them. Copies of one card are the same choice.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from engine.api import Action

from .cardindex import compact

PART_MIN = 2  # characters a part of a name (not its start) needs to choose by it


def clean(text: str) -> str:
    """`compact`, also without invisible format characters (zero-width spaces, bidi marks)."""
    return compact("".join(ch for ch in text if unicodedata.category(ch) != "Cf"))


@dataclass(frozen=True, slots=True)
class Choice:
    action: Action | None  # the one action to take, when the name decides it
    candidates: tuple[Action, ...]  # otherwise what matched (empty: nothing did)


def choose(actions: Iterable[Action], name: str, kinds: Sequence[str] = ()) -> Choice:
    pool = [a for a in actions if a.role == "forward" and a.subject and (not kinds or a.kind in kinds)]
    want = clean(name)
    if not want:
        return Choice(None, ())

    def names(a: Action) -> list[str]:
        return [clean(v) for v in (a.subject or {}).values()]

    tests: list[Callable[[str], bool]] = [lambda n: n == want, lambda n: n.startswith(want)]
    if len(want) >= PART_MIN:  # `play a` is no name: one letter inside a name plays nothing
        tests.append(lambda n: want in n)
    for test in tests:
        hits = [a for a in pool if any(test(n) for n in names(a))]
        if not hits:
            continue
        distinct = {(a.kind, tuple(sorted(names(a)))) for a in hits}
        return Choice(hits[0], tuple(hits)) if len(distinct) == 1 else Choice(None, tuple(hits))
    return Choice(None, ())
