"""AI players for every registered game, over the game contract only (engine.core).

`decide(game, info_state, seat, level, ...)` picks a token for `seat`. It is given the game's
`information_state` for that seat (everything hidden from the seat already replaced by a canonical
stand-in), never the true state, so what it does depends only on what the seat can see.
"""

from __future__ import annotations

from .budget import Budget
from .player import LEVELS, Choice, decide, decide_for

__all__ = ["LEVELS", "Budget", "Choice", "decide", "decide_for"]
