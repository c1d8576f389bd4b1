"""Scenario documents (docs/coj/scenarios.md): a board set up by hand, actions, and expectations.

The same `build` sets up the rules tests, so a worked case reads the same in a test and in a file.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core.errors import CardDataError, IllegalAction
from ...core.protocol import ScenarioReport
from . import flow as F
from .cards import find
from .state import State, Unit
from .units import bp

if TYPE_CHECKING:
    from .game import CojGame

FILLER = "YE-001"  # the deck filler when a scenario names no deck


def _cid(ref: Any) -> str:
    c = find(str(ref))
    if c is None:
        raise CardDataError(f"unknown card {ref!r}")
    return c.id


def build(setup: dict[str, Any]) -> tuple[State, dict[str, int]]:
    """A state in the main phase from a setup mapping; returns it and the labels ($id -> instance)."""
    cards: list[str] = []
    labels: dict[str, int] = {}
    from .state import Player

    def new(ref: Any) -> tuple[int, dict[str, Any]]:
        spec = ref if isinstance(ref, dict) else {"card": ref}
        cards.append(_cid(spec["card"]))
        iid = len(cards) - 1
        if "id" in spec:
            labels[str(spec["id"])] = iid
        return iid, spec

    players = []
    seq = 0
    for i, ps in enumerate(setup.get("players", [{}, {}])):
        deck_refs = ps.get("deck", [FILLER] * 20)
        p = Player(name=str(ps.get("name", f"P{i + 1}")), deck_list=[_cid(r) for r in ps.get("deck_list", [FILLER] * 40)],
                   jokers=[_cid(j) for j in ps.get("jokers", ["JK-001", "JK-003"])])
        p.life = int(ps.get("life", 8))
        p.cp = int(ps.get("cp", 7))
        p.gauge = int(ps.get("gauge", 0))
        p.kept = True
        p.joker_used = bool(ps.get("joker_used", False))
        for ref in ps.get("hand", []):
            iid, spec = new(ref)
            p.hand.append(iid)
            if int(spec.get("level", 1)) > 1:
                p.hand_lv[str(iid)] = int(spec["level"])
        for ref in deck_refs:
            p.deck.append(new(ref)[0])
        for ref in ps.get("discard", []):
            p.discard.append(new(ref)[0])
        for ref in ps.get("zone", []):
            p.zone.append(new(ref)[0])
        for ref in ps.get("field", []):
            iid, spec = new(ref)
            seq += 1
            p.field.append(Unit(iid=iid, level=int(spec.get("level", 1)), ready=bool(spec.get("ready", True)),
                                restricted=bool(spec.get("restricted", False)), damage=int(spec.get("damage", 0)),
                                entered=int(spec.get("entered", 0)), seq=seq, base_mod=int(spec.get("base_mod", 0)),
                                kws=list(spec.get("kws", []))))
        players.append(p)
    s = State(players=players, cards=cards, rng=int(setup.get("seed", 1)), first=int(setup.get("first", 0)),
              turn_seat=int(setup.get("turn_seat", 0)), turn=int(setup.get("turn", 3)), phase="main", seq=seq,
              turn_seconds=int(setup.get("turn_seconds", 300)))
    return s, labels


def _resolve(token: str, labels: dict[str, int]) -> str:
    parts = token.split(":")
    return ":".join(str(labels[p[1:]]) if p.startswith("$") else p for p in parts)


def _expect(s: State, labels: dict[str, int], exp: dict[str, Any], fail: list[str]) -> int:
    n = 0
    if "life" in exp:
        n += 1
        got = [p.life for p in s.players]
        if got != list(exp["life"]):
            fail.append(f"life is {got}, expected {exp['life']}")
    if "cp" in exp:
        n += 1
        got = [p.cp for p in s.players]
        if got != list(exp["cp"]):
            fail.append(f"cp is {got}, expected {exp['cp']}")
    for key, want in (exp.get("units") or {}).items():
        found = s.unit(labels[key])
        for attr, val in want.items():
            n += 1
            if found is None:
                fail.append(f"{key} is not on the field (expected {attr} {val})")
                continue
            seat, u = found
            have = bp(s, seat, u) if attr == "bp" else getattr(u, attr)
            if have != val:
                fail.append(f"{key} has {attr} {have}, expected {val}")
    for key in exp.get("gone", []):
        n += 1
        if s.unit(labels[key]) is not None:
            fail.append(f"{key} is still on the field")
    for key, pile in (exp.get("in") or {}).items():
        n += 1
        seat_pile = [(q, getattr(p, pile)) for q, p in enumerate(s.players)]
        if not any(labels[key] in ids for _, ids in seat_pile):
            fail.append(f"{key} is not in a {pile}")
    if "winner" in exp:
        n += 1
        w = s.result["winner"] if s.result else None
        if w != exp["winner"]:
            fail.append(f"winner is {w}, expected {exp['winner']}")
    if "reason" in exp:
        n += 1
        r = s.result["reason"] if s.result else None
        if r != exp["reason"]:
            fail.append(f"end reason is {r}, expected {exp['reason']}")
    if "deciding" in exp:
        n += 1
        from .game import CojGame

        kinds = [p.kind for p in CojGame().pending(s)]
        if kinds[:1] != [exp["deciding"]]:
            fail.append(f"the decision is {kinds}, expected {exp['deciding']}")
    return n


def run(game: CojGame, doc: dict[str, Any]) -> ScenarioReport:
    name = str(doc.get("name", "scenario"))
    fail: list[str] = []
    checks = 0
    s, labels = build(doc.get("setup") or {})
    F.advance(s)
    for step in doc.get("steps", []):
        if "expect" in step:
            checks += _expect(s, labels, step["expect"], fail)
            continue
        if "illegal" in step:
            checks += 1
            before = s.to_json()
            try:
                game.apply(s, int(step.get("player", s.turn_seat)), _resolve(str(step["illegal"]), labels))
                fail.append(f"{step['illegal']} was accepted")
            except IllegalAction:
                if s.to_json() != before:
                    fail.append(f"refusing {step['illegal']} changed the state")
            continue
        todo = step["do"] if isinstance(step["do"], list) else [step["do"]]
        for tok in todo:
            pend = game.pending(s)
            seat = int(step["player"]) if "player" in step else (pend[0].seat if pend else 0)
            try:
                game.apply(s, seat, _resolve(str(tok), labels))
            except IllegalAction as e:
                fail.append(f"{tok} refused: {e.message}")
                return ScenarioReport(name, checks + 1, tuple(fail))
    return ScenarioReport(name, checks, tuple(fail))
