"""Pages of buttons: the engine returns every legal action, Discord shows at most 25 per message.

Paging is the bot's alone: turning a page is not an action, is never logged and never replayed.
Actions that finish or leave a step (pass, undo, confirm) stay on every page.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.api import Action

PER_MESSAGE = 25
NAV = 2  # previous / next


@dataclass(frozen=True, slots=True)
class Page:
    actions: tuple[Action, ...]
    index: int
    count: int

    @property
    def has_prev(self) -> bool:
        return self.index > 0

    @property
    def has_next(self) -> bool:
        return self.index < self.count - 1


def paginate(actions: tuple[Action, ...] | list[Action], index: int, per: int = PER_MESSAGE) -> Page:
    """Page `index` (clamped) of the actions; everything fits on one page when it can."""
    acts = tuple(actions)
    if len(acts) <= per:
        return Page(acts, 0, 1)
    pinned = tuple(a for a in acts if a.role in ("pass", "undo", "confirm"))
    rest = tuple(a for a in acts if a.role not in ("pass", "undo", "confirm"))
    room = max(per - len(pinned) - NAV, 1)
    count = (len(rest) + room - 1) // room
    index = min(max(index, 0), count - 1)
    return Page(rest[index * room:(index + 1) * room] + pinned, index, count)
