"""What the AI needs of the Zeta game: hide the secrets, sample them back, judge a position quickly.

Three factions choose in secret (the view, `ZetaGame._view`): each one's three action cards this turn
(10.3; shown only as "picked" until each card is revealed from the shuffled deck), the Titans' bomb
base while it is hidden (36.3) and the log lines private to another faction. Everything else (units,
bases, factories, points) is open. `information_state` replaces another faction's unrevealed cards by
the first combination (rule 10.2's five) consistent with what it has revealed, the bomb base by the
first base that could still hold it, and drops the others' private log lines; the deck becomes the
sorted multiset still to come. `determinize` samples the others' combinations uniformly among the
consistent ones, the bomb among the possible bases, and shuffles the deck and the future anew.
"""

from __future__ import annotations

import math
import random
from collections import Counter

from ...core.base import Pending
from ...core.rng import Rng
from .data import FACTIONS
from .flow import COMBOS, TITANS, bomb_tokens
from .rules import Ctx
from .state import State, copy_state

LETTERS = "SGA"


def _revealed(s: State, f: int) -> Counter[str]:
    return Counter(LETTERS[c % 3] for c in s.revealed if c // 3 == f)


def _consistent(s: State, f: int) -> list[str]:
    """The combinations faction `f` may hold, given the cards of its already revealed."""
    seen = _revealed(s, f)
    return [c for c in COMBOS if not seen - Counter(c)]


def _bomb_bases(s: State) -> list[str]:
    """Bases that may hide the bomb: a bomb base the other factions have not governed (36.8)."""
    out = [t.split(":")[1] for t in bomb_tokens()]
    return sorted(b for b in out if s.bases[b]["o"] not in (0, 2)) or sorted(out)


def _redeal(s: State, seat: int, rnd: random.Random | None) -> None:
    for f in range(FACTIONS):
        if f != seat and s.picks[f]:
            options = _consistent(s, f) or list(COMBOS)
            s.picks[f] = options[0] if rnd is None else options[rnd.randrange(len(options))]
    if s.deck:  # the cards still to come: every faction's picks less what was revealed
        deck: list[int] = []
        for f in range(FACTIONS):
            left = Counter(s.picks[f]) - _revealed(s, f)
            deck.extend(f * 3 + LETTERS.index(ch) for ch in sorted(left.elements()))
        if len(deck) == len(s.deck):
            if rnd is not None:
                rnd.shuffle(deck)
            s.deck = deck
    if seat != TITANS and s.bomb and s.bomb_state == "hidden":
        bases = _bomb_bases(s)
        s.bomb = bases[0] if rnd is None else bases[rnd.randrange(len(bases))]


def information_state(s: State, seat: int) -> State:
    out = copy_state(s)
    _redeal(out, seat, None)
    out.log = [e for e in out.log if e[3] in (-1, seat)]
    out.rng = Rng(0)
    out.seed = 0
    return out


def determinize(info: State, seat: int, rnd: random.Random) -> State:
    out = copy_state(info)
    _redeal(out, seat, rnd)
    out.rng = Rng(rnd.getrandbits(64))
    return out


def evaluate(s: State) -> tuple[float, ...]:
    """Victory points decide (sudden death at 10 over both others, 37): a faction's lead over the mean."""
    if s.result is not None:
        ranks = s.result["ranks"]
        best = min(ranks)
        winners = [f for f in range(FACTIONS) if ranks[f] == best]
        return tuple((1.0 if len(winners) == 1 else 0.3) if f in winners else -1.0 for f in range(FACTIONS))
    ctx = Ctx(s)
    vp = [ctx.vp(f) + 0.15 * sum(1 for u in s.units.values() if u["f"] == f and u["h"]) for f in range(FACTIONS)]
    return tuple(math.tanh((vp[f] - (sum(vp) - vp[f]) / 2) / 6.0) for f in range(FACTIONS))


def rollout_token(s: State, pending: Pending, rnd: random.Random) -> str:
    """A quick player: never backs out, and acts rather than ends its step 3 times in 4."""
    tokens = pending.tokens
    if len(tokens) == 1:
        return tokens[0]
    forward = [t for t in tokens if t not in ("back", "done", "end", "cbend", "nolaser")]
    stop = [t for t in tokens if t in ("done", "end", "cbend", "nolaser")]
    if stop and (not forward or rnd.random() < 0.25):
        return stop[0]
    return rnd.choice(forward or list(tokens))
