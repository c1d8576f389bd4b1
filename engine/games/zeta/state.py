"""The match state: plain JSON-like records, so copying and serialising stay cheap and exact.

units: uid -> {t: type, f: faction, h: hex ("" = ready to deploy), d: damaged, c: carrier uid, a: order this phase}
chars: cid -> {f: faction, loc: map|ready|L|M|H|dead|future|gone, h: hex, on: uid}
bases: bid -> {h: hex, lv: level, o: governor (-1 neutral), gone: destroyed or not yet placed}
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ...core.rng import Rng
from .data import FACTIONS, data

Rec = dict[str, Any]


@dataclass
class State:
    players: list[str]
    seed: int
    rng: Rng
    turn: int = 1
    phase: str = "bomb"
    units: dict[str, Rec] = field(default_factory=dict)
    chars: dict[str, Rec] = field(default_factory=dict)
    bases: dict[str, Rec] = field(default_factory=dict)
    factory: list[dict[str, int]] = field(default_factory=lambda: [{} for _ in range(FACTIONS)])
    allowed: list[list[str]] = field(default_factory=lambda: [[] for _ in range(FACTIONS)])
    points: list[int] = field(default_factory=lambda: [0] * FACTIONS)  # half armament points
    done: list[bool] = field(default_factory=lambda: [False] * FACTIONS)
    menu: list[str] = field(default_factory=lambda: [""] * FACTIONS)  # armament sub-menu per seat
    picks: list[str] = field(default_factory=lambda: [""] * FACTIONS)  # secret card choices
    deck: list[int] = field(default_factory=list)  # faction*3 + (0 space, 1 ground, 2 atmosphere)
    revealed: list[int] = field(default_factory=list)
    card: int = -1
    sel: str = ""  # the chosen stack (hex) or unit (uid) during orders
    step: str = ""  # "" order, act, dest
    fought: list[str] = field(default_factory=list)
    governed: list[str] = field(default_factory=list)
    moved_by_atmo: list[str] = field(default_factory=list)
    bomb: str = ""  # Titans' hidden bomb base
    bomb_state: str = "hidden"  # hidden, revealed (void), used
    flags: dict[str, Any] = field(default_factory=dict)
    log: list[list[Any]] = field(default_factory=list)  # recent events [kind, ja, en, private_to]
    result: dict[str, Any] | None = None
    next_uid: int = 1

    def new_unit(self, ty: str, fac: int, hexid: str) -> str:
        uid = f"u{self.next_uid}"
        self.next_uid += 1
        self.units[uid] = {"t": ty, "f": fac, "h": hexid, "d": False, "c": "", "a": ""}
        return uid

    @property
    def active(self) -> int:
        return self.card // 3 if self.card >= 0 else -1

    @property
    def card_type(self) -> int:
        return self.card % 3 if self.card >= 0 else -1


def _plain(v: Any) -> Any:
    """A fast deep copy for JSON-like data (dicts, lists and scalars)."""
    if isinstance(v, dict):
        return {k: _plain(x) for k, x in v.items()}
    if isinstance(v, list):
        return [_plain(x) for x in v]
    return v


def to_json(s: State) -> dict[str, Any]:
    c = copy_state(s)
    out = dict(c.__dict__)
    out["rng"] = s.rng.state
    return out


def from_json(d: dict[str, Any]) -> State:
    tmp = State(**{**{k: v for k, v in d.items() if k != "rng"}, "rng": _rng(int(d["rng"]))})
    return copy_state(tmp)


def _rng(v: int) -> Rng:
    r = Rng(0)
    r.state = v
    return r


def copy_state(s: State) -> State:
    return State(
        players=list(s.players), seed=s.seed, rng=s.rng.copy(), turn=s.turn, phase=s.phase,
        units={k: dict(v) for k, v in s.units.items()}, chars={k: dict(v) for k, v in s.chars.items()},
        bases={k: dict(v) for k, v in s.bases.items()}, factory=[dict(x) for x in s.factory],
        allowed=[list(x) for x in s.allowed], points=list(s.points), done=list(s.done), menu=list(s.menu),
        picks=list(s.picks), deck=list(s.deck), revealed=list(s.revealed), card=s.card, sel=s.sel, step=s.step,
        fought=list(s.fought), governed=list(s.governed), moved_by_atmo=list(s.moved_by_atmo), bomb=s.bomb,
        bomb_state=s.bomb_state, flags=_plain(s.flags), log=[list(x) for x in s.log],
        result=_plain(s.result), next_uid=s.next_uid)


def initial(players: list[str], seed: int) -> State:
    """Rule 38: every faction's units, characters and base levels."""
    d = data()
    s = State(players=list(players), seed=seed, rng=Rng(seed))
    for bid, b in d.bases.bases.items():
        s.bases[bid] = {"h": f"{b.map}-{b.hex}" if b.hex not in ("BELT", "JUP") else f"S-{b.hex}",
                        "lv": 0, "o": -1, "gone": b.arrives > 0}
    for cid, c in d.characters.characters.items():
        s.chars[cid] = {"f": c.faction, "loc": "future" if c.future else "gone", "h": "", "on": ""}
    for fac, fs in enumerate(d.setup.factions):
        for bid, lv in fs.levels.items():
            s.bases[bid]["lv"] = lv
            s.bases[bid]["o"] = fac
        for st in fs.stacks:
            h = st.hex if st.hex else s.bases[st.base]["h"]
            for ty, n in st.units.items():
                for _ in range(n):
                    s.new_unit(ty, fac, h)
            for cid in st.chars:
                s.chars[cid].update(loc="map", h=h)
        s.allowed[fac] = sorted({ty for st in fs.stacks for ty in st.units})
    s.flags = {"side3": "republic", "colony_used": [False] * FACTIONS, "axis_stuck": False, "spoke": False,
               "africa": False, "puru_dead": 0, "puru2_due": 0, "puru_e_due": 0, "jupiter": "", "acted_special": []}
    return s
