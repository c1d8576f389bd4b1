"""Family Z3 (issue 14): a choice of target kind, 「敵軍本国、または敵軍ユニット1枚に…」 (R-170).

The text's `choose_one` (wording home_or) is a mode chosen when the text is declared (P56: the targets are
chosen on play; the home is not a card, so choosing it is choosing the mode): each option declares only its
own targets, a play is possible when one option's targets are, and a triggered text picks its option when it
applies, before its targets (P68). The other steps' targets are every option's.
"""

from __future__ import annotations

import re
from typing import Any, Final

from .cards import Ability

HOME_OR: Final = "home_or"
MODE_WORDINGS: Final = (HOME_OR,
                        "b4_sentences",  # 「A。または、B。」: one of two sentences (family B4, R-233)
                        "b5_home_or",  # 「敵軍本国に1ダメージ、または、敵軍ユニット1枚に2ダメージを与える」 (family B5)
                        )
_CACHE: Final[dict[int, tuple[Ability, tuple[frozenset[str], ...] | None]]] = {}


def _names(data: Any, known: set[str]) -> set[str]:
    return {n for n in re.findall(r"'(t\d+)'", repr(data)) if n in known}


def option_targets(ab: Ability) -> tuple[frozenset[str], ...] | None:
    """Per option of the ability's 「本国、または…」 choice, the target names that mode declares; None without one."""
    hit = _CACHE.get(id(ab))
    if hit is not None and hit[0] is ab:
        return hit[1]
    out: tuple[frozenset[str], ...] | None = None
    choice = next((st for st in ab.effect if st.get("do") == "choose_one" and st.get("wording") in MODE_WORDINGS), None)
    if choice is not None:
        known = {n for n, _sel in ab.targets}
        sels = dict(ab.targets)
        common = _names([st for st in ab.effect if st is not choice], known)
        sets = []
        for opt in choice["options"]:
            names = common | _names(opt["steps"], known)
            while True:  # a target whose selector names another (「対象1と交戦中の…」) brings it along
                more = names | _names([sels[n] for n in names], known)
                if more == names:
                    break
                names = more
            sets.append(frozenset(names))
        out = tuple(sets)
    if len(_CACHE) > 4096:
        _CACHE.clear()
    _CACHE[id(ab)] = (ab, out)
    return out


def mode_count(ab: Ability) -> int:
    """How many modes a play of the ability declares (0: none of this family)."""
    sets = option_targets(ab)
    return len(sets) if sets is not None else 0


def in_mode(ab: Ability | None, mode: int, tname: str) -> bool:
    """Is the target declared in this mode (every target when the ability has no such choice or no mode yet)?"""
    sets = option_targets(ab) if ab is not None else None
    if sets is None or mode < 0:
        return True
    return tname in sets[min(mode, len(sets) - 1)]


# ---- a triggered text: the option, then its targets (P68) -------------------------------------------

from .effects import Step, ask_option, resolve_target, seat_of, source_of, verb  # noqa: E402
from .state import Resolving, State  # noqa: E402
from .targets import candidates, chosen_on_resolution, count_spec  # noqa: E402


def trigger_steps(ab: Ability) -> tuple[Step, ...] | None:
    """The steps choosing a triggered text's option and that option's targets; None without such a choice."""
    if option_targets(ab) is None:
        return None
    return ({"do": "_z3_mode"},) + tuple({"do": "_z3_bind", "name": n, "sel": sel} for n, sel in ab.targets)


def chosen_mode(ctx: Resolving) -> int:
    """The option a triggered text picked (-1: none picked by `_z3_mode`)."""
    return ctx.bound["_mode"][0] if "_mode" in ctx.bound else -1


def _ability(s: State, ctx: Resolving) -> Ability | None:
    from .stats import ability_by_index

    e = ctx.entry
    return s.defs[e.source].play_ability if e.kind == "card" else ability_by_index(s, e.source, e.ability)


@verb("_z3_mode")
def _pick_mode(s: State, ctx: Resolving, st: Step) -> None:
    """A triggered 「本国、または…」 text: the player picks an option whose targets are there (P56), before them."""
    ab = _ability(s, ctx)
    sets = option_targets(ab) if ab is not None else None
    if ab is None or sets is None:
        return
    sels = dict(ab.targets)
    seat, src = seat_of(ctx), source_of(ctx)
    fit = [k for k, names in enumerate(sets) if all(
        count_spec(sels[n])[2] or chosen_on_resolution(sels[n]) or candidates(s, sels[n], seat, src, ctx.bound, ctx.entry.x)
        for n in names)] or list(range(len(sets)))
    choice = next(st2 for st2 in ab.effect if st2.get("wording") in MODE_WORDINGS)  # (the mode of any of them)
    k = fit[0] if len(fit) == 1 else fit[min(ask_option(
        s, ctx, seat, len(fit), [choice["options"][i]["label"] for i in fit], ("モードを選ぶ", "Choose a mode")),
        len(fit) - 1)]
    ctx.bound["_mode"] = (k,)


@verb("_z3_bind")
def _bind_in_mode(s: State, ctx: Resolving, st: Step) -> None:
    """A target of the picked option is chosen now (P56, as `_bind`); the other options' are not."""
    ab = _ability(s, ctx)
    if in_mode(ab, chosen_mode(ctx), st["name"]):
        ctx.bound[st["name"]] = tuple(resolve_target(s, ctx, st["sel"]))
