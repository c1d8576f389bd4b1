"""How much thinking one decision may take: an iteration budget, capped by wall time.

The default is deterministic: a fixed number of search iterations (so a decision depends on the seed,
never on the machine's load), each a short rollout cut off by the game's evaluation, with a time cap
that only a slow machine ever reaches.
"""

from __future__ import annotations

from dataclasses import dataclass

DEFAULT_SECONDS = 2.0
DEFAULT_ITERATIONS = 64
DEFAULT_DEPTH = 10


@dataclass(frozen=True, slots=True)
class Budget:
    """`seconds` caps wall time; `iterations` caps search iterations (a fixed count is reproducible);
    `depth` cuts each rollout off after that many decisions, where the game's evaluation judges."""

    seconds: float = DEFAULT_SECONDS
    iterations: int = DEFAULT_ITERATIONS
    depth: int = DEFAULT_DEPTH

    def scaled(self, factor: float) -> Budget:
        return Budget(self.seconds * factor, max(1, int(self.iterations * factor)), self.depth)
