"""The whole match state as plain data, so JSON round trips and copies are exact and cheap."""

from __future__ import annotations

import bisect
from dataclasses import dataclass, field
from typing import Any

from ...core.rng import Rng

ZONES = ("home", "hand", "deploy", "junk", "discard", "removed", "hangar")  # ハンガー: face up, played as from hand
AREAS = ("space", "earth", "ring")
HIDDEN = ("home", "discard")  # face down for everyone (the discard pile takes cards face down)


@dataclass
class Inst:
    """One physical card: where it is and its state on the field."""

    id: int
    card: str
    owner: int
    rolled: bool = False
    dmg: int = 0
    host: int | None = None      # the card it is set on
    dismantled: bool = False     # a 解体 coin on it
    transformed: bool = False    # 変形形態
    eot: list[int] = field(default_factory=lambda: [0, 0, 0])  # modifiers until end of turn
    used: list[str] = field(default_factory=list)  # texts used this turn
    supplied: bool = False       # chosen by 補給 this turn
    in_battle: bool = False      # went into a battle area this turn (PS装甲)
    dead: bool = False           # destroyed at speed 1, waiting to be discarded after speed 2


@dataclass
class State:
    players: list[str] = field(default_factory=list)
    rng: Rng = field(default_factory=lambda: Rng(0))
    insts: dict[int, Inst] = field(default_factory=dict)
    zones: list[dict[str, list[int]]] = field(default_factory=list)
    forces: list[dict[str, list[int]]] = field(default_factory=list)
    cut: list[dict[str, Any]] = field(default_factory=list)
    first: int = 0
    active: int = 0
    turn: int = 1          # 1-based turn count (both players' turns)
    step: int = 0          # index into turn.STEPS
    prio: int = -1         # who holds priority at a free timing (-1: not at a free timing)
    passes: int = 0
    ask: dict[str, Any] | None = None  # a choice inside a rule (sortie, discard, salvage...)
    limits: list[dict[str, Any]] = field(default_factory=list)  # per-turn play counters per seat
    pollution: list[int] = field(default_factory=lambda: [0, 0])
    vulture: list[int] = field(default_factory=lambda: [0, 0])
    vulture_areas: list[list[str]] = field(default_factory=lambda: [[], []])
    refit_used: list[bool] = field(default_factory=lambda: [False, False])
    engaged_locked: bool = False  # from 4-3-1: damage no longer reaches the home if the enemy leaves
    locked_engaged: list[str] = field(default_factory=list)
    fronts: list[dict[str, int]] = field(default_factory=lambda: [{}, {}])  # fronts fixed at 4-3-1
    winner: int | None = None     # -1 a draw
    reason: str = ""
    log: list[list[str]] = field(default_factory=list)  # last events [ja, en]
    next_id: int = 1
    autopass: list[bool] = field(default_factory=lambda: [True, True])  # skip a lone pass choice
    kids: dict[int, list[int]] = field(default_factory=dict)  # host -> set cards (derived, id order)

    # -- places ----------------------------------------------------------------------------------------
    def zone(self, seat: int, name: str) -> list[int]:
        return self.zones[seat][name]

    def where(self, iid: int) -> tuple[str, int]:
        """(place, seat) of a card: a zone, an area, 'set' or 'cut'."""
        inst = self.insts[iid]
        if inst.host is not None:
            return "set", inst.owner
        for seat in (0, 1):
            for z, ids in self.zones[seat].items():
                if iid in ids:
                    return z, seat
            for a, ids in self.forces[seat].items():
                if iid in ids:
                    return a, seat
        for item in self.cut:
            if item.get("iid") == iid:
                return "cut", inst.owner
        raise KeyError(iid)

    def remove(self, iid: int) -> None:
        """Take a card out of wherever it is (its set cards stay on it)."""
        inst = self.insts[iid]
        if inst.host is not None:
            self.detach(iid)
            return
        for seat in (0, 1):
            for ids in (*self.zones[seat].values(), *self.forces[seat].values()):
                if iid in ids:
                    ids.remove(iid)
                    return
        for item in list(self.cut):
            if item.get("iid") == iid and item["k"] == "card":
                self.cut.remove(item)
                return

    def set_cards(self, iid: int) -> list[int]:
        return list(self.kids.get(iid, ()))

    def attach(self, iid: int, host: int) -> None:
        """Set card `iid` on `host` (the only way a host changes, so `kids` stays exact)."""
        self.detach(iid)
        self.insts[iid].host = host
        bisect.insort(self.kids.setdefault(host, []), iid)

    def detach(self, iid: int) -> None:
        inst = self.insts[iid]
        if inst.host is None:
            return
        lst = self.kids.get(inst.host, [])
        if iid in lst:
            lst.remove(iid)
            if not lst:
                del self.kids[inst.host]
        inst.host = None

    def other(self, seat: int) -> int:
        return 1 - seat

    def say(self, ja: str, en: str) -> None:
        self.log.append([ja, en])
        if len(self.log) > 12:
            del self.log[0]


def _clone(obj: Any) -> Any:
    """A deep copy of plain JSON data (much cheaper than copy.deepcopy)."""
    if isinstance(obj, dict):
        return {k: _clone(v) for k, v in obj.items()}
    if isinstance(obj, list):
        return [_clone(v) for v in obj]
    return obj


def to_json(s: State) -> dict[str, Any]:
    return {
        "players": s.players, "rng": s.rng.state,
        "insts": [[i.id, i.card, i.owner, i.rolled, i.dmg, i.host, i.dismantled, i.transformed, list(i.eot),
                   list(i.used), i.supplied, i.in_battle, i.dead] for i in s.insts.values()],
        "zones": [{k: list(v) for k, v in z.items()} for z in s.zones],
        "forces": [{k: list(v) for k, v in f.items()} for f in s.forces], "cut": _clone(s.cut),
        "first": s.first, "active": s.active, "turn": s.turn, "step": s.step, "prio": s.prio,
        "passes": s.passes, "ask": _clone(s.ask), "limits": _clone(s.limits),
        "pollution": list(s.pollution), "vulture": list(s.vulture),
        "vulture_areas": _clone(s.vulture_areas), "refit_used": list(s.refit_used),
        "engaged_locked": s.engaged_locked, "locked_engaged": list(s.locked_engaged),
        "fronts": _clone(s.fronts),
        "winner": s.winner, "reason": s.reason, "log": [list(x) for x in s.log], "next_id": s.next_id, "autopass": list(s.autopass),
    }


def from_json(d: dict[str, Any]) -> State:
    s = State()
    s.players = list(d["players"])
    s.rng = Rng(int(d["rng"]))
    for row in d["insts"]:
        i = Inst(int(row[0]), str(row[1]), int(row[2]), bool(row[3]), int(row[4]),
                 None if row[5] is None else int(row[5]), bool(row[6]), bool(row[7]), [int(x) for x in row[8]],
                 [str(x) for x in row[9]], bool(row[10]), bool(row[11]), bool(row[12]))
        s.insts[i.id] = i
    for i in s.insts.values():
        if i.host is not None:
            bisect.insort(s.kids.setdefault(i.host, []), i.id)
    s.zones = [{k: list(z.get(k, ())) for k in ZONES} for z in d["zones"]]  # a state saved before the hangar has none
    s.forces = [{k: list(v) for k, v in f.items()} for f in d["forces"]]
    s.cut = _clone(d["cut"])
    for k in ("first", "active", "turn", "step", "prio", "passes", "next_id"):
        setattr(s, k, int(d[k]))
    s.ask = _clone(d["ask"])
    s.limits = _clone(d["limits"])
    s.pollution = [int(x) for x in d["pollution"]]
    s.vulture = [int(x) for x in d["vulture"]]
    s.vulture_areas = _clone(d["vulture_areas"])
    s.refit_used = [bool(x) for x in d["refit_used"]]
    s.engaged_locked = bool(d["engaged_locked"])
    s.locked_engaged = list(d["locked_engaged"])
    s.fronts = [{str(k): int(v) for k, v in f.items()} for f in d["fronts"]]
    s.winner = d["winner"]
    s.reason = str(d["reason"])
    s.log = [list(x) for x in d["log"]]
    s.autopass = [bool(x) for x in d["autopass"]]
    return s


def copy_state(s: State) -> State:
    return from_json(to_json(s))
