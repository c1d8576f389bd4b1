"""`sortie scenario` for classic: a board set up by hand, actions on it, expectations checked.

Document (YAML), see docs/classic/README.md "Scenarios":
  game: classic
  name: "..."
  setup: {step: "4-2-4", active: 0, turn: 3, home: [20, 20],
          players: [{deploy: [B09, {card: B16, on: mk2}], earth: [{card: B09, id: mk2}], hand: [], junk: []}, {...}]}
  steps: [{player: 0, do: "kw:$psycho:area"}, {player: 1, illegal: "play:$x:x:n"}, {pass_until: "4-4-2"},
          {expect: {where: {mk2: earth}, damage: {mk2: 3}, rolled: {mk2: true}, home: [20, 17], winner: 0}}]
Card instances are named by `id` (default: the card id); `$name` in a token is replaced by its number.
"""

from __future__ import annotations

from typing import Any

from ...core.base import GameBase
from ...core.errors import IllegalAction
from ...core.protocol import ScenarioReport
from . import flow
from .rules import STEP_INDEX, STEPS, new_limits
from .state import AREAS, ZONES, Inst, State

PLACES = (*ZONES, *AREAS)


def build(doc: dict[str, Any]) -> tuple[State, dict[str, int]]:
    setup = doc.get("setup", {})
    s = State()
    s.players = [str(p.get("name", f"P{i + 1}")) for i, p in enumerate(setup.get("players", [{}, {}]))]
    if len(s.players) != 2:
        raise ValueError("a classic scenario has two players")
    s.zones = [{z: [] for z in ZONES} for _ in range(2)]
    s.forces = [{a: [] for a in AREAS} for _ in range(2)]
    s.limits = [new_limits(), new_limits()]
    s.active = int(setup.get("active", 0))
    s.turn = int(setup.get("turn", 3))
    s.step = STEP_INDEX[str(setup.get("step", "3-2"))]
    s.autopass = [bool(x) for x in doc.get("autopass", [False, False])]
    names: dict[str, int] = {}
    homes = setup.get("home", [20, 20])

    def add(seat: int, cid: str, place: str, rolled: bool = False) -> int:
        iid = s.next_id
        s.next_id += 1
        s.insts[iid] = Inst(iid, cid, seat, rolled=rolled)
        if place in AREAS:
            s.forces[seat][place].append(iid)
            s.insts[iid].in_battle = True
        else:
            s.zones[seat][place].append(iid)
        return iid

    later: list[tuple[int, dict[str, Any]]] = []
    for seat, pl in enumerate(setup.get("players", [{}, {}])):
        for _ in range(int(homes[seat])):
            add(seat, "G-blue", "home")
        for place in PLACES:
            for entry in pl.get(place, []):
                e = {"card": entry} if isinstance(entry, str) else dict(entry)
                if "on" in e:
                    later.append((seat, e))
                    continue
                iid = add(seat, str(e["card"]), place, bool(e.get("rolled", False)))
                names[str(e.get("id", e["card"]))] = iid
                if e.get("damage"):
                    s.insts[iid].dmg = int(e["damage"])
        for _ in range(int(pl.get("gs", 0))):
            add(seat, f"G-{pl.get('g_colour', 'blue')}", "deploy")
    for seat, e in later:
        iid = s.next_id
        s.next_id += 1
        s.insts[iid] = Inst(iid, str(e["card"]), seat)
        s.attach(iid, names[str(e["on"])])
        names[str(e.get("id", e["card"]))] = iid
    if STEPS[s.step][1] == "free":
        s.prio = s.active
    return s, names


def run(game: GameBase[Any], doc: dict[str, Any]) -> ScenarioReport:
    name = str(doc.get("name", "scenario"))
    failures: list[str] = []
    checks = 0
    try:
        s, names = build(doc)
    except (KeyError, ValueError) as e:
        return ScenarioReport(name, 0, (f"bad setup: {e}",))

    def sub(token: str) -> str:
        for k in sorted(names, key=len, reverse=True):
            token = token.replace(f"${k}", str(names[k]))
        return token

    for n, step in enumerate(doc.get("steps", [])):
        where = f"step {n + 1}"
        if "do" in step:
            try:
                game.apply(s, int(step["player"]), sub(str(step["do"])))
            except IllegalAction as e:
                failures.append(f"{where}: {step['do']} refused: {e}")
                break
        elif "illegal" in step:
            checks += 1
            p = flow.pending(s)
            if p is not None and p[0] == int(step["player"]) and sub(str(step["illegal"])) in p[2]:
                failures.append(f"{where}: {step['illegal']} is legal, expected it not to be")
        elif "pass_until" in step:
            target = STEP_INDEX[str(step["pass_until"])]
            for _ in range(300):
                if s.step == target or s.winner is not None:
                    break
                p = flow.pending(s)
                if p is None:
                    break
                tok = {"free": "pass", "attack": "sortie:done", "defend": "sortie:done",
                       "salvage": "salvage:none"}.get(p[1], p[2][0])
                game.apply(s, p[0], tok)
            if s.step != target and s.winner is None:
                failures.append(f"{where}: never reached {step['pass_until']}")
        if "expect" in step:
            checks += _expect(game, s, names, step["expect"], where, failures)
    problems = game.check_invariants(s)
    checks += 1
    failures.extend(problems[:3])
    return ScenarioReport(name, checks, tuple(failures))


def _expect(game: GameBase[Any], s: State, names: dict[str, int], exp: dict[str, Any], where: str,
            failures: list[str]) -> int:
    from .stats import stats

    checks = 0
    for key, want in exp.get("where", {}).items():
        checks += 1
        place = s.where(names[key])[0]
        if place != want:
            failures.append(f"{where}: {key} is in {place}, expected {want}")
    for key, want in exp.get("damage", {}).items():
        checks += 1
        dmg = s.insts[names[key]].dmg
        if dmg != int(want):
            failures.append(f"{where}: {key} has {dmg} damage, expected {want}")
    for key, want in exp.get("rolled", {}).items():
        checks += 1
        if s.insts[names[key]].rolled != bool(want):
            failures.append(f"{where}: {key} rolled is {s.insts[names[key]].rolled}, expected {want}")
    for key, want in exp.get("stats", {}).items():
        checks += 1
        st = stats(s, names[key])
        if st != list(want):
            failures.append(f"{where}: {key} has {st}, expected {want}")
    if "home" in exp:
        checks += 1
        homes = [len(s.zones[p]["home"]) for p in (0, 1)]
        if homes != list(exp["home"]):
            failures.append(f"{where}: homes {homes}, expected {exp['home']}")
    if "winner" in exp:
        checks += 1
        out = game.outcome(s)
        if out is None or out.winner != int(exp["winner"]):
            failures.append(f"{where}: winner {None if out is None else out.winner}, expected {exp['winner']}")
    return checks
