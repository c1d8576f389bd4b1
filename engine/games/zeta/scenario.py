"""`sortie scenario FILE` for zeta: a seed, optional state edits, a list of actions and expectations.

doc keys: name, seed, setup (optional edits: units [{t, f, h, d}], clear_units [hex], bases {id: [level, owner]},
move_bases, clear_all, card [faction, type] to start that action phase), actions [[seat, token], ...],
expect {base_levels, units_at, vp, over, winner, legal, illegal, log (substrings of the actions' events)}.
"""

from __future__ import annotations

from typing import Any

from ...core.protocol import ScenarioReport
from . import flow
from .rules import Ctx
from .state import State


def prepare(game: Any, doc: dict[str, Any]) -> State:
    s: State = game.new_state(["P1", "P2", "P3"], [[], [], []], int(doc.get("seed", 1)))
    setup = doc.get("setup", {})
    ctx = Ctx(s)
    if "bomb" in setup:
        flow.play(ctx, flow.TITANS, f"bomb_at:{setup['bomb']}")
    if setup.get("clear_all"):
        s.units.clear()
        for c in s.chars.values():
            if c["loc"] == "map":
                c.update(loc="gone", h="", on="")
    for h in setup.get("clear_units", []):
        for k in [k for k, u in s.units.items() if u["h"] == h]:
            s.units.pop(k)
        for c in s.chars.values():
            if c["h"] == h and c["loc"] == "map":
                c.update(loc="gone", h="", on="")
    for bid, (lv, owner) in setup.get("bases", {}).items():
        s.bases[bid].update(lv=lv, o=owner if lv else -1, gone=False)
    for u in setup.get("units", []):
        for _ in range(int(u.get("n", 1))):
            k = s.new_unit(u["t"], int(u["f"]), u["h"])
            s.units[k]["d"] = bool(u.get("d", False))
    for bid, h in setup.get("move_bases", {}).items():
        s.bases[bid].update(h=h, gone=False)
    for c, h in setup.get("chars", {}).items():
        s.chars[c].update(loc="map", h=h, on="")
    if "card" in setup:  # jump straight into an action phase with this card first
        f, t = setup["card"]
        s.picks = ["SGA", "SGA", "SGA"]
        s.deck = [int(f) * 3 + int(t)] + [x for x in range(9) if x != int(f) * 3 + int(t)]
        s.revealed = []
        flow.next_card(ctx)
    ctx.normalize()
    return s


def run(game: Any, doc: dict[str, Any]) -> ScenarioReport:
    name = str(doc.get("name", "scenario"))
    fails: list[str] = []
    checks = 0
    s = prepare(game, doc)
    texts: list[str] = []
    for seat, tok in doc.get("actions", []):
        try:
            texts += [e.text["en"] for e in game.apply(s, int(seat), str(tok))]
        except Exception as e:  # noqa: BLE001 - a scenario reports, it does not crash
            return ScenarioReport(name, checks + 1, (f"action {seat} {tok}: {e}",))
    exp = doc.get("expect", {})
    ctx = Ctx(s)
    for bid, lv in exp.get("base_levels", {}).items():
        checks += 1
        if s.bases[bid]["lv"] != lv:
            fails.append(f"{bid} level {s.bases[bid]['lv']} != {lv}")
    for h, n in exp.get("units_at", {}).items():
        checks += 1
        got = len(ctx.units_at(h))
        if got != n:
            fails.append(f"{h}: {got} units != {n}")
    if "vp" in exp:
        checks += 1
        got_vp = [ctx.vp(f) for f in range(3)]
        if got_vp != exp["vp"]:
            fails.append(f"vp {got_vp} != {exp['vp']}")
    for want in exp.get("log", []):
        checks += 1
        if not any(want in t for t in texts):
            fails.append(f"no event mentions {want!r}")
    if "over" in exp:
        checks += 1
        if (s.result is not None) != bool(exp["over"]):
            fails.append(f"over is {s.result is not None}")
    if "winner" in exp:
        checks += 1
        out = game.outcome(s)
        if out is None or out.winner != exp["winner"]:
            fails.append(f"winner {out.winner if out else None} != {exp['winner']}")
    for tok in exp.get("legal", []):
        checks += 1
        if tok not in game.legal_tokens(s, s.active if s.active >= 0 else None):
            fails.append(f"{tok} is not legal")
    for tok in exp.get("illegal", []):
        checks += 1
        if tok in game.legal_tokens(s, s.active if s.active >= 0 else None):
            fails.append(f"{tok} is legal")
    return ScenarioReport(name, checks, tuple(fails))
