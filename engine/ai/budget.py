"""How much thinking one decision may take: a time cap and an iteration cap, whichever comes first."""

from __future__ import annotations

from dataclasses import dataclass

DEFAULT_SECONDS = 2.0


@dataclass(frozen=True, slots=True)
class Budget:
    """`seconds` caps wall time; `iterations` caps search iterations (a fixed count is reproducible)."""

    seconds: float = DEFAULT_SECONDS
    iterations: int = 1_000_000

    def scaled(self, factor: float) -> Budget:
        return Budget(self.seconds * factor, max(1, int(self.iterations * factor)))
