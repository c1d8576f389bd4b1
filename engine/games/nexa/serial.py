"""JSON round trip of a NEX-A state: every field, so a restored game continues exactly."""

from __future__ import annotations

from typing import Any

from ...core.errors import EngineError
from ...core.rng import Rng
from .cards import Pool
from .state import Build, CutEntry, Resolving, State

_LISTS = ("owner", "zone", "zseat", "ctrl", "rolled", "damage", "destroyed", "set_to", "is_g", "stamp", "entered")


def _entry(e: CutEntry) -> list[Any]:
    return [e.uid, e.kind, e.seat, e.source, e.ability, [[k, [list(p) for p in v]] for k, v in e.targets], e.x,
            e.mode, e.onto, e.stamp, e.negated]


def _entry_back(d: list[Any]) -> CutEntry:
    return CutEntry(d[0], d[1], d[2], d[3], d[4], tuple((k, tuple((p[0], p[1]) for p in v)) for k, v in d[5]),
                    d[6], d[7], d[8], d[9], d[10])


def _jsonable(x: Any) -> Any:
    if isinstance(x, CutEntry):  # a named tuple: before the plain tuples
        return {"__e": _entry(x)}
    if isinstance(x, tuple):
        return {"__t": [_jsonable(i) for i in x]}
    if isinstance(x, list):
        return [_jsonable(i) for i in x]
    if isinstance(x, dict):
        return {"__d": [[_jsonable(k), _jsonable(v)] for k, v in x.items()]}
    return x


def _back(x: Any) -> Any:
    if isinstance(x, dict):
        if "__t" in x:
            return tuple(_back(i) for i in x["__t"])
        if "__d" in x:
            return {_back(k): _back(v) for k, v in x["__d"]}
        if "__e" in x:
            return _entry_back(x["__e"])
        return {k: _back(v) for k, v in x.items()}
    if isinstance(x, list):
        return [_back(i) for i in x]
    return x


def state_to_json(s: State) -> dict[str, Any]:
    out: dict[str, Any] = {"cards": [d.number for d in s.defs]}
    for k in _LISTS:
        out[k] = list(getattr(s, k))
    out.update({
        "places": s.places, "squads": s.squads, "engaged": s.engaged,
        "coins": [[k, [list(c) for c in v]] for k, v in sorted(s.coins.items())],
        "pcoins": s.pcoins, "mods": [list(m) for m in s.mods],
        "grants": [_jsonable(list(g)) for g in s.grants],
        "floating": [_jsonable(list(f)) for f in s.floating],
        "squad_mods": s.squad_mods, "squad_set": s.squad_set, "ctl_revert": [list(c) for c in s.ctl_revert],
        "rng": s.rng.state, "players": s.players, "turn": s.turn, "attacker": s.attacker, "first": s.first,
        "point": s.point, "priority": s.priority, "passes": s.passes, "cut": [_entry(e) for e in s.cut],
        "cut_resolving": s.cut_resolving,
        "resolving": None if s.resolving is None else {
            "entry": _entry(s.resolving.entry),
            "frames": [[_jsonable(list(f[0])), f[1]] for f in s.resolving.frames],
            "bound": [[k, list(v)] for k, v in s.resolving.bound.items()],
            "answers": s.resolving.answers, "ask": _jsonable(s.resolving.ask), "origin": s.resolving.origin,
            "did": s.resolving.did},
        "build": None if s.build is None else {
            "seat": s.build.seat, "kind": s.build.kind, "source": s.build.source, "ability": s.build.ability,
            "x": s.build.x, "x_needed": s.build.x_needed, "mode": s.build.mode, "modes": s.build.modes,
            "target_names": list(s.build.target_names), "targets": s.build.targets,
            "done_targets": list(s.build.done_targets), "paid": s.build.paid, "pay_colour": s.build.pay_colour,
            "onto": s.build.onto},
        "ask": _jsonable(s.ask), "g_played": s.g_played, "ace_played": s.ace_played,
        "used": sorted(list(u) for u in s.used), "used_cut": sorted(list(u) for u in s.used_cut),
        "fired": sorted(list(f) for f in s.fired), "destroyed_queue": s.destroyed_queue,
        **({"dealt": sorted(list(d) for d in s.dealt)} if s.dealt else {}),  # only games that ask for it
        "triggers": [list(t) for t in s.triggers], "winner": s.winner, "end_reason": s.end_reason,
        "autopass": s.autopass, "mulligan_done": s.mulligan_done, "sortie_draft": s.sortie_draft,
        "page": s.page, "next_uid": s.next_uid, "skips": sorted(list(k) for k in s.skips),
        "chip_specs": [[k, v] for k, v in sorted(s.chip_specs.items())], "revealed": s.revealed,
        "looked": [[k, v] for k, v in sorted(s.looked.items())],
        "order_queue": [_jsonable(list(o)) for o in s.order_queue], "log_len": s.log_len,
        "options": s.options,
    })
    if any(s.squad_fixed):  # 「部隊戦闘力を…に固定する」 (family V5): written only when set, so older states hash alike
        out["squad_fixed"] = s.squad_fixed
    return out


def state_from_json(data: dict[str, Any], pool: Pool) -> State:
    """Rebuild a state; raises EngineError when a card number is unknown to the pool."""
    from .effects import chip_def

    s = State()
    chip_specs = {int(k): v for k, v in data.get("chip_specs", [])}
    for i, number in enumerate(data["cards"]):
        if i in chip_specs:
            s.defs.append(chip_def(chip_specs[i]))
            continue
        d = pool.find(number) if number.startswith("classic:") else pool.cards.get(number)  # P78
        if d is None:
            raise EngineError(f"state names unknown card {number!r}")
        s.defs.append(d)
    for k in _LISTS:
        setattr(s, k, list(data[k]))
    s.reindex_field()
    s.places = [list(p) for p in data["places"]]
    s.squads = [list(q) for q in data["squads"]]
    s.engaged = list(data["engaged"])
    s.coins = {int(k): tuple((c[0], c[1]) for c in v) for k, v in data["coins"]}
    s.pcoins = [dict(c) for c in data["pcoins"]]
    s.mods = [tuple(m) for m in data["mods"]]
    s.grants = [tuple(_back(g)) for g in data["grants"]]
    s.floating = [tuple(_back(f)) for f in data["floating"]]
    s.squad_mods = list(data["squad_mods"])
    s.squad_set = list(data.get("squad_set") or [None, None, None, None])
    s.squad_fixed = list(data.get("squad_fixed") or [False, False, False, False])  # (family V5)
    s.ctl_revert = [tuple(c) for c in data["ctl_revert"]]
    s.rng = Rng(int(data["rng"]))
    s.players = list(data["players"])
    for k in ("turn", "attacker", "first", "point", "priority", "passes", "cut_resolving", "g_played", "winner",
              "end_reason", "page", "next_uid", "log_len"):
        setattr(s, k, data[k])
    s.cut = [_entry_back(e) for e in data["cut"]]
    r = data["resolving"]
    if r is not None:
        s.resolving = Resolving(_entry_back(r["entry"]), [(tuple(_back(f[0])), f[1]) for f in r["frames"]],
                                {k: tuple(v) for k, v in r["bound"]}, list(r["answers"]), _back(r["ask"]),
                                r["origin"], r["did"])
    b = data["build"]
    if b is not None:
        s.build = Build(b["seat"], b["kind"], b["source"], b["ability"], b["x"], b["x_needed"], b["mode"],
                        b["modes"], tuple(b["target_names"]), {k: list(v) for k, v in b["targets"].items()},
                        tuple(b["done_targets"]), list(b["paid"]), b["pay_colour"], b["onto"])
    s.ask = _back(data["ask"])
    s.ace_played = list(data["ace_played"])
    s.used = {tuple(u) for u in data["used"]}
    s.used_cut = {tuple(u) for u in data["used_cut"]}
    s.fired = {tuple(f) for f in data["fired"]}
    s.dealt = {(d[0], d[1], d[2]) for d in data.get("dealt", ())}  # absent from saves made before it
    s.destroyed_queue = list(data["destroyed_queue"])
    s.triggers = [tuple(t) for t in data["triggers"]]
    s.autopass = list(data["autopass"])
    s.mulligan_done = list(data["mulligan_done"])
    s.sortie_draft = [list(d) for d in data["sortie_draft"]]
    s.skips = {tuple(k) for k in data["skips"]}
    s.chip_specs = chip_specs
    s.revealed = list(data["revealed"])
    s.looked = {int(k): list(v) for k, v in data["looked"]}
    s.order_queue = [tuple(_back(o)) for o in data["order_queue"]]
    s.options = dict(data.get("options") or {})
    s.version = 0
    return s
