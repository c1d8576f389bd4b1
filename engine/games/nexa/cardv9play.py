"""Family V9 of issue 14: a target whose selector reads an earlier target's value (「X以下の合計国力を持つ…。Xの値は、この
効果で自軍ハンガーに移したユニットの格闘力-2とする」, R-511) is possible on play when some choice of that earlier target
leaves one for it (P55, P56, R-21). Reached only when the plain check found no candidate, so other cards pay nothing."""

from __future__ import annotations

from typing import Any, Final

from .cards import Ability
from .state import State
from .targets import candidates

_REFS: Final[dict[int, tuple[Ability, tuple[tuple[str, int], ...]]]] = {}
_VALUE_KEYS: Final = frozenset(("cardv9_moved",))  # (target_stat has the same need: left as it is, see the report)


def _refs_in(v: Any, out: set[str]) -> None:
    if isinstance(v, dict):
        for k, a in v.items():
            if k in _VALUE_KEYS and isinstance(a, list) and a and isinstance(a[0], str):
                out.add(a[0])
            else:
                _refs_in(a, out)
    elif isinstance(v, list):
        for a in v:
            _refs_in(a, out)


def _earlier_refs(ab: Ability, i: int) -> tuple[tuple[str, int], ...]:
    """(name, index) of the earlier targets whose values target i's selector reads; cached per ability."""
    hit = _REFS.get(id(ab) * 64 + i)
    if hit is not None and hit[0] is ab:
        return hit[1]
    names: set[str] = set()
    _refs_in(ab.targets[i][1], names)
    out = tuple((n, j) for j, (n, _sel) in enumerate(ab.targets[:i]) if n in names)
    if len(_REFS) > 4096:
        _REFS.clear()
    _REFS[id(ab) * 64 + i] = (ab, out)
    return out


def dependent_possible(s: State, seat: int, source: int, ab: Ability, i: int, x: int, need: int) -> bool:
    """Target i reads one earlier target's value: some candidate for that target leaves `need` candidates for it."""
    refs = _earlier_refs(ab, i)
    if len(refs) != 1:
        return False
    name, j = refs[0]
    sel = ab.targets[i][1]
    return any(len(candidates(s, sel, seat, source, {name: (c,)}, x)) >= need
               for c in candidates(s, ab.targets[j][1], seat, source, None, x))


def keeps_value_targets(s: State, ab: Ability, seat: int, source: int, x: int, bound: dict[str, tuple[int, ...]],
                        name: str, card: int) -> bool:
    """May `card` be chosen as target `name`: does every later target reading its value still have one (P56, R-21)?"""
    for i in range(1, len(ab.targets)):
        refs = _earlier_refs(ab, i)
        if len(refs) == 1 and refs[0][0] == name and not candidates(
                s, ab.targets[i][1], seat, source, {**bound, name: (card,)}, x):
            return False
    return True


def behave_bound(s: State, targets: dict[str, Any]) -> dict[str, tuple[int, ...]] | None:
    """The targets declared by the effect waiting on top of the cut, when a selector of `targets` reads an earlier target's
    value (behave.py counts the cards each target could be with them); None otherwise."""
    if not s.cut or "cardv9_moved" not in repr(targets):
        return None
    return {name: tuple(c for c, _stamp in cards) for name, cards in s.cut[-1].targets}
