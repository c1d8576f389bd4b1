"""How much thinking one decision may take: an iteration budget, capped by wall time.

The default is deterministic: a fixed number of search iterations (so a decision depends on the seed,
never on the machine's load), each a short rollout cut off by the game's evaluation, with a time cap
that only a slow machine ever reaches. Each game names its own default effort (`GameBase.ai_effort`):
a game whose steps are slow searches fewer or shorter rollouts.
"""

from __future__ import annotations

from dataclasses import dataclass

DEFAULT_SECONDS = 2.0
GAME_DEFAULT = 0  # iterations or depth 0: the game's own default (GameBase.ai_effort)


@dataclass(frozen=True, slots=True)
class Budget:
    """`seconds` caps wall time; `iterations` caps search iterations (a fixed count is reproducible);
    `depth` cuts each rollout off after that many decisions, where the game's evaluation judges.
    0 for either: the game's default."""

    seconds: float = DEFAULT_SECONDS
    iterations: int = GAME_DEFAULT
    depth: int = GAME_DEFAULT

    def resolved(self, effort: tuple[int, int]) -> Budget:
        """This budget with the game's default effort (iterations, depth) where it says 0."""
        return Budget(self.seconds, self.iterations or effort[0], self.depth or effort[1])

    def scaled(self, factor: float) -> Budget:
        return Budget(self.seconds * factor, max(1, int(self.iterations * factor)), self.depth)
