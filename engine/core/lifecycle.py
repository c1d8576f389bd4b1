"""The hot part of the match lifecycle (`GameBase.decisions` and `GameBase.apply`), as functions.

Search and self-play run it at every decision, so it lives in a module of plain functions that
the opt-in compiled build (compiled/build.py) can compile; `GameBase` itself cannot be compiled,
since every game's interpreted class inherits from it. The rules are `GameBase`'s docstrings'.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from .errors import IllegalAction, MalformedToken
from .protocol import MAX_TOKEN, Action, Decision, Event

if TYPE_CHECKING:
    from .base import GameBase

CONCEDE = "concede"
TIMEOUT = "timeout"  # a forfeit for repeated timeouts; the bot applies it, never a player
AUTOPASS_ON = "autopass:on"
AUTOPASS_OFF = "autopass:off"

TOKEN_RE = re.compile(r"^[a-z0-9_]+(:[a-z0-9_.\-]+){0,4}$")
"""Lower-case ASCII words separated by colons: what a custom_id may carry after its prefix."""


_WELL_FORMED: set[str] = set()
_BARE_DECISIONS: dict[tuple[int, str, int], Decision] = {}


def decisions(game: GameBase[Any], state: Any, labels: bool) -> tuple[Decision, ...]:
    out = []
    for p in game.pending(state):
        acts: tuple[Action, ...]
        if labels:
            acts = tuple([game.action(state, p.seat, p.kind, t, True) for t in p.tokens])
            acts = game._told_apart(state, p.seat, acts)
            out.append(Decision(p.seat, p.kind, acts, game.prompt(state, p.seat, p.kind)))
            continue
        acts = game.bare_actions(state, p.seat, p.kind, p.tokens)
        if not game.keeps_bare_actions:
            out.append(Decision(p.seat, p.kind, acts, {}))
            continue
        # a decision without labels is a function of these three; a game that keeps its bare
        # actions per token tuple hands out the same tuple, so the decision is made once too
        key = (p.seat, p.kind, id(acts))
        d = _BARE_DECISIONS.get(key)
        if d is None or d.actions is not acts:
            if len(_BARE_DECISIONS) > 4096:
                _BARE_DECISIONS.clear()
            d = _BARE_DECISIONS[key] = Decision(p.seat, p.kind, acts, {})
        out.append(d)
    return tuple(out)


def apply(game: GameBase[Any], state: Any, player: object, token: object) -> list[Event]:
    # player and token are checked here, not by their types: anything a caller passes is refused
    # with the core's errors (a compiled build would raise TypeError at a typed parameter)
    if not isinstance(token, str) or len(token) > MAX_TOKEN:
        raise MalformedToken(str(token))
    if token not in _WELL_FORMED:  # the pattern is read once per token, not at every decision
        if not TOKEN_RE.match(token):
            raise MalformedToken(token)
        if len(_WELL_FORMED) > 8192:
            _WELL_FORMED.clear()
        _WELL_FORMED.add(token)
    if not isinstance(player, int) or not 0 <= player < game.seats(state):
        raise IllegalAction("not_a_player", f"seat {player!r} is not in this match")
    if game.outcome(state) is not None:
        raise IllegalAction("game_over", "the game is already over")
    if token in (CONCEDE, TIMEOUT):
        return game.resign(state, player, "concession" if token == CONCEDE else "timeout")
    if token in (AUTOPASS_ON, AUTOPASS_OFF):
        return game.set_autopass(state, player, token == AUTOPASS_ON)
    pending = game.pending(state)
    mine = None
    for p in pending:
        if p.seat == player:
            mine = p
            break
    if mine is None:
        who = ", ".join(str(p.seat) for p in pending)
        raise IllegalAction("not_your_decision", f"seat {player} has no decision now (deciding: {who})")
    if token not in mine.tokens:
        raise IllegalAction("illegal_action", f"{token} is not legal now")
    return game.play(state, player, token)
