"""A match: a game, its starting parameters and the action log; replay rebuilds and checks it."""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from typing import Any

from .base import GameBase
from .errors import IllegalAction, ReplayMismatch
from .protocol import Decision, Event, Outcome
from .registry import get_game

LEGACY_TOKENS = ("page:",)
"""Tokens older versions logged that are no longer actions (paging is the bot's): skipped on replay."""


def state_hash(game: GameBase[Any], state: Any) -> str:
    """A short, stable digest of the whole state, used to check replays."""
    blob = json.dumps(game.to_json(state), sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(blob.encode("utf-8")).hexdigest()[:32]


@dataclass
class Match:
    """Everything needed to replay a game exactly: (game, players, decks, seed, options, actions)."""

    game_name: str
    players: list[str]
    decks: list[list[str]]
    seed: int
    options: dict[str, Any] = field(default_factory=dict)
    log: list[tuple[int, str]] = field(default_factory=list)
    state: Any = None

    @property
    def game(self) -> GameBase[Any]:
        return get_game(self.game_name)

    @classmethod
    def start(cls, game_name: str, players: list[str], decks: list[list[str]], seed: int,
              options: dict[str, Any] | None = None) -> Match:
        game = get_game(game_name)
        opts = {**game.info.defaults(), **(options or {})}
        m = cls(game_name, list(players), [list(d) for d in decks], seed, opts)
        m.state = game.new_state(m.players, m.decks, seed, m.options)
        return m

    def decisions(self) -> tuple[Decision, ...]:
        return self.game.decisions(self.state)

    def decision(self) -> Decision | None:
        return self.game.decision(self.state)

    def decision_for(self, seat: int) -> Decision | None:
        return self.game.decision_for(self.state, seat)

    def apply(self, player: int, token: str) -> list[Event]:
        """Apply one action; an illegal one raises IllegalAction and changes nothing.

        `GameBase.apply` refuses before it changes anything, so this works in place (references to
        the state stay valid); `apply_atomic` also survives a failure part-way through.
        """
        events = self.game.apply(self.state, player, token)
        self.log.append((player, token))
        return events

    def apply_atomic(self, player: int, token: str) -> list[Event]:
        """Apply on a copy and keep it only when the whole action succeeded (what the bot uses)."""
        trial = self.game.copy(self.state)
        events = self.game.apply(trial, player, token)
        self.state = trial
        self.log.append((player, token))
        return events

    def view(self, seat: int | None) -> dict[str, Any]:
        return self.game.view(self.state, seat)

    def hash(self) -> str:
        return state_hash(self.game, self.state)

    def is_over(self) -> bool:
        return self.game.is_over(self.state)

    def outcome(self) -> Outcome | None:
        return self.game.outcome(self.state)

    def status(self, lang: str) -> str:
        return self.game.status(self.state, lang)

    def log_json(self) -> dict[str, Any]:
        return {
            "game": self.game_name,
            "players": self.players,
            "decks": self.decks,
            "seed": self.seed,
            "options": self.options,
            "actions": [[p, t] for p, t in self.log],
            "hash": self.hash(),
        }

    @classmethod
    def replay(cls, data: dict[str, Any], check: bool = True) -> Match:
        """Rebuild a match from its log; raises ReplayMismatch if an action is refused or the hash differs."""
        m = cls.start(data["game"], data["players"], data["decks"], int(data["seed"]), data.get("options"))
        for i, (player, token) in enumerate(data.get("actions", [])):
            if str(token).startswith(LEGACY_TOKENS):
                continue
            try:
                m.apply(int(player), str(token))
            except IllegalAction as e:
                raise ReplayMismatch(f"action {i} ({player}, {token!r}) is illegal on replay: {e}") from e
        if check and data.get("hash") and m.hash() != data["hash"]:
            raise ReplayMismatch(f"replayed state hash {m.hash()} != recorded {data['hash']}")
        return m

    def state_json(self) -> dict[str, Any]:
        return self.game.to_json(self.state)

    def load_state(self, data: dict[str, Any]) -> None:
        self.state = self.game.from_json(data)
