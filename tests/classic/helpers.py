"""Build classic positions by hand: named cards in chosen places at a chosen step."""

from __future__ import annotations

from typing import Any

from engine.games.classic import flow
from engine.games.classic.game import ClassicGame
from engine.games.classic.rules import STEP_INDEX, STEPS, new_limits
from engine.games.classic.state import AREAS, ZONES, Inst, State

GAME = ClassicGame()
STEPS_KIND = dict(STEPS)


class Pos:
    """A hand-made position; `ids[name]` is the instance id of each named card."""

    def __init__(self, step: str = "3-2", active: int = 0, turn: int = 3, home: int = 20) -> None:
        s = State()
        s.players = ["A", "B"]
        s.zones = [{z: [] for z in ZONES} for _ in range(2)]
        s.forces = [{a: [] for a in AREAS} for _ in range(2)]
        s.limits = [new_limits(), new_limits()]
        s.active = active
        s.first = 0
        s.turn = turn
        s.step = STEP_INDEX[step]
        s.autopass = [False, False]  # every free timing asks, so a test can stop anywhere
        self.s = s
        self.ids: dict[str, int] = {}
        for seat in (0, 1):
            for _ in range(home):
                self.add(seat, "G-blue", "home")

    def add(self, seat: int, cid: str, zone: str, name: str | None = None, rolled: bool = False,
            on: str | None = None) -> int:
        s = self.s
        iid = s.next_id
        s.next_id += 1
        s.insts[iid] = Inst(iid, cid, seat, rolled=rolled)
        if on is not None:
            s.attach(iid, self.ids[on])
        elif zone in AREAS:
            s.forces[seat][zone].append(iid)
            s.insts[iid].in_battle = True
        else:
            s.zones[seat][zone].append(iid)
        if name:
            self.ids[name] = iid
        return iid

    def gs(self, seat: int, colour: str, n: int) -> None:
        for _ in range(n):
            self.add(seat, f"G-{colour}", "deploy")

    def free(self, seat: int | None = None) -> None:
        """Stand at the current free timing with `seat` (default: the turn player) to act."""
        self.s.prio = self.s.active if seat is None else seat
        self.s.passes = 0

    def tokens(self, seat: int | None = None) -> list[str]:
        p = flow.pending(self.s)
        assert p is not None
        if seat is not None:
            assert p[0] == seat, f"seat {p[0]} decides, not {seat}"
        return p[2]

    def do(self, seat: int, token: str) -> None:
        GAME.apply(self.s, seat, token)

    def settle(self) -> None:
        """Everyone passes until the cut is empty."""
        for _ in range(50):
            if not self.s.cut:
                return
            p = flow.pending(self.s)
            assert p is not None and p[1] == "free"
            self.do(p[0], "pass")
        raise AssertionError("the cut never emptied")

    def sortie(self, attack: list[tuple[str, str]], defend: list[tuple[str, str]]) -> None:
        """From the attack step's free timing: both players send their forces (front first)."""
        self.pass_until("4-1-3")
        for name, area in attack:
            self.do(self.s.active, f"sortie:{self.ids[name]}:{area}")
        self.do(self.s.active, "sortie:done")
        self.pass_until("4-2-3")
        for name, area in defend:
            self.do(1 - self.s.active, f"sortie:{self.ids[name]}:{area}")
        self.do(1 - self.s.active, "sortie:done")

    def i(self, name: str) -> Inst:
        return self.s.insts[self.ids[name]]

    def where(self, name: str) -> tuple[str, int]:
        return self.s.where(self.ids[name])

    def pass_until(self, step: str, limit: int = 200) -> None:
        """Both players pass (and send no sorties) until the given step is reached."""
        target = STEP_INDEX[step]
        for _ in range(limit):
            if self.s.step == target and self.s.winner is None:
                return
            p = flow.pending(self.s)
            assert p is not None, "the game ended"
            seat, kind, toks = p
            if STEPS_KIND.get(target) == "rule" and self.s.step == target:
                return
            tok = {"free": "pass", "attack": "sortie:done", "defend": "sortie:done",
                   "salvage": "salvage:none"}.get(kind, toks[0])
            self.do(seat, tok)
        raise AssertionError(f"never reached {step}")


def tok_for(tokens: list[str], prefix: str) -> list[str]:
    return [t for t in tokens if t.startswith(prefix)]


def any_of(*xs: Any) -> Any:
    return xs
