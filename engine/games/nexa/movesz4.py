"""「…を持ち主の配備エリアにロール状態（リロール状態）で移す」 (issue 14, family Z4): family A's withdraw (a battle-area unit
to its deploy area; a card another player controls back to its owner, R-171), then the card's set group in the roll
state said (P66: the group rolls as one)."""

from __future__ import annotations

from .effects import VERB_FUNCS, Step, resolve_target, verb
from .places import set_rolled
from .state import DEPLOY, Resolving, State
from .stats import host_of


@verb("withdraw_state")
def _withdraw_state(s: State, ctx: Resolving, st: Step) -> None:
    cards = resolve_target(s, ctx, st["target"])
    hosts = [host_of(s, c) for c in cards]
    VERB_FUNCS["withdraw"](s, ctx, {"do": "withdraw", "target": st["target"]})
    for h in hosts:
        if s.zone[h] == DEPLOY:
            set_rolled(s, h, bool(st["rolled"]))
