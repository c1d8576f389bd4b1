"""Scenarios (docs/scenarios.md): a board set up by hand, actions, and expectations.

The CLI reads the files; this module only interprets the parsed data, so the engine does no I/O.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ...core.errors import CardDataError, IllegalAction
from ...core.rng import Rng
from . import state as st
from .battle import squad_power, update_squads
from .cards import Pool, builtin_pool
from .game import NexaGame
from .places import put, set_onto
from .state import NPLACES, State
from .stats import stats
from .turn import advance

PLACES = {"home": st.HOME, "discard": st.DISCARD, "hand": st.HAND, "hangar": st.HANGAR, "junkyard": st.JUNK,
          "removed": st.REMOVED, "deploy": st.DEPLOY, "gzone": st.GZONE}
ZONE_NAMES = {v: k for k, v in PLACES.items()} | {st.BATTLE: "battle", st.SET: "set", st.CUT: "cut",
                                                  st.GONE: "gone"}
POINTS = {name.lower(): getattr(st, name) for name in (
    "REROLL_FREE", "DRAW_FREE", "DEPLOY_FREE", "ATTACK_FREE1", "ATTACK_RULE", "ATTACK_FREE2", "DEFENCE_FREE1",
    "DEFENCE_RULE", "DEFENCE_FREE2", "DAMAGE_FREE1", "DAMAGE_RULE", "DAMAGE_FREE2", "RETURN_FREE1",
    "RETURN_FREE2", "END_RESET", "REROLL_RULE")} | {
    "deploy": st.DEPLOY_FREE, "attack": st.ATTACK_FREE1, "defence": st.DEFENCE_FREE1, "damage": st.DAMAGE_FREE1,
    "return": st.RETURN_FREE1}


@dataclass
class ScenarioResult:
    name: str
    failures: list[str] = field(default_factory=list)
    checks: int = 0

    @property
    def ok(self) -> bool:
        return not self.failures


class Scenario:
    """A running scenario: its game, state and the labels of its cards."""

    def __init__(self, data: dict[str, Any], pool: Pool | None = None) -> None:
        self.data = data
        base = pool or builtin_pool()
        self.game = NexaGame(base)
        self.options = {"cards": data.get("cards", []), "autopass": data.get("autopass", [True, True])}
        self.pool = self.game.pool_for(self.options)
        self.labels: dict[str, int] = {}
        self.state = self._build(data.get("setup", {}))

    def _card(self, s: State, ref: str, seat: int) -> int:
        d = self.pool.find(ref)
        if d is None:
            raise CardDataError(f"scenario names unknown card {ref!r}")
        return s.add_instance(d, seat, st.GONE)

    def _spec(self, raw: Any) -> dict[str, Any]:
        return {"card": raw} if isinstance(raw, str) else dict(raw)

    def _build(self, setup: dict[str, Any]) -> State:
        s = State()
        s.options = dict(self.options)
        s.places = [[] for _ in range(2 * NPLACES)]
        s.pcoins = [{}, {}]
        s.rng = Rng(int(setup.get("seed", 1)))
        players = setup.get("players", [{}, {}])
        s.players = [p.get("name", f"P{i + 1}") for i, p in enumerate(players)]
        s.autopass = [bool(x) for x in self.options["autopass"]]
        s.turn = int(setup.get("turn", 3))
        s.attacker = int(setup.get("attacker", 0))
        s.first = int(setup.get("first", 0))
        s.mulligan_done = [True, True]
        for seat, p in enumerate(players):
            s.pcoins[seat] = {str(k): int(v) for k, v in dict(p.get("coins", {})).items()}  # P67 player coins
            for place in ("home", "discard", "hand", "hangar", "junkyard", "removed"):
                items = p.get(place, [])
                if place in ("home", "discard"):
                    items = list(reversed(items))  # listed top first
                for raw in items:
                    spec = self._spec(raw)
                    iid = self._card(s, spec["card"], seat)
                    put(s, iid, PLACES[place], seat)
                    self._label(spec, iid)
            for raw in p.get("gzone", []):
                spec = self._spec(raw)
                iid = self._card(s, spec["card"], seat)
                put(s, iid, st.GZONE, seat)
                s.is_g[iid] = True
                s.ctrl[iid] = seat
                s.rolled[iid] = bool(spec.get("rolled", False))
                self._label(spec, iid)
            for raw in p.get("deploy", []):
                self._field_card(s, self._spec(raw), seat, st.DEPLOY)
            for area_name, area in (("space", st.SPACE), ("earth", st.EARTH)):
                for raw in p.get("battle", {}).get(area_name, []):
                    iid = self._field_card(s, self._spec(raw), seat, st.BATTLE)
                    s.squads[area * 2 + seat].append(iid)
        point = str(setup.get("point", "deploy")).lower()
        if point == "mulligan":  # before the game starts: each player may still redraw (P18)
            s.point = st.SETUP
            s.turn = 0
            s.mulligan_done = [False, False]
            s.ask = {"kind": "mulligan", "seat": s.first}
        else:
            s.point = POINTS[point]
        s.priority = s.attacker
        s.g_played = bool(setup.get("g_played", False))
        update_squads(s)
        s.version += 1  # the board was written directly above; nothing cached may predate it
        advance(s)
        return s

    def _field_card(self, s: State, spec: dict[str, Any], seat: int, zone: int) -> int:
        # `owner`: a card controlled by this seat but owned by the other player (P63)
        iid = self._card(s, spec["card"], int(spec.get("owner", seat)))
        put(s, iid, zone, seat)
        s.ctrl[iid] = seat
        s.rolled[iid] = bool(spec.get("rolled", False))
        s.damage[iid] = int(spec.get("damage", 0))
        s.entered[iid] = int(spec.get("entered", 0))
        for c, n in dict(spec.get("coins", {})).items():
            s.coins[iid] = tuple(sorted({**dict(s.coins.get(iid, ())), c: n}.items()))
        for eff in spec.get("effects", []):
            self._effect(s, iid, dict(eff))
        self._label(spec, iid)
        for raw in spec.get("set", []):
            cs = self._spec(raw)
            cid = self._card(s, cs["card"], seat)
            set_onto(s, cid, iid)
            self._label(cs, cid)
        return iid

    def _effect(self, s: State, iid: int, eff: dict[str, Any]) -> None:
        """An effect already applied to a field card: a modifier, special effect, status or terrain
        with its duration (default: until end of turn), as the effect language's verbs leave them."""
        until = str(eff.pop("until", "turn_end"))
        if len(eff) != 1:
            raise CardDataError(f"a setup effect names one of modify/keyword/status/terrain, not {sorted(eff)}")
        kind, v = next(iter(eff.items()))
        if kind == "modify":
            a, b, c = (int(n) for n in v)
            s.mods.append((iid, s.stamp[iid], a, b, c, until))
        elif kind in ("keyword", "status", "lose_keyword"):
            s.grants.append((iid, s.stamp[iid], kind, str(v), until))
        elif kind == "terrain":
            s.grants.append((iid, s.stamp[iid], "terrain", tuple(v), until))
        else:
            raise CardDataError(f"unknown setup effect {kind!r}")

    def _label(self, spec: dict[str, Any], iid: int) -> None:
        if "id" in spec:
            self.labels[str(spec["id"])] = iid

    def token(self, raw: str) -> str:
        """Replace $label with the card's instance id."""
        out = []
        for part in raw.split(":"):
            if part.startswith("$"):
                if part[1:] not in self.labels:
                    raise CardDataError(f"unknown card label {part!r}")
                out.append(str(self.labels[part[1:]]))
            else:
                out.append(part)
        return ":".join(out)

    def iid(self, ref: str) -> int:
        ref = ref.lstrip("$")
        if ref not in self.labels:
            raise CardDataError(f"unknown card label ${ref}")
        return self.labels[ref]

    def decider(self) -> int:
        d = self.game.decision(self.state, labels=False)
        return d.player if d else -1


def cards_in_documents(docs: list[Any]) -> list[dict[str, Any]]:
    """The inline cards of scenario documents or card files (`cards:`), for checking a deck against
    them (`sortie deck validate --cards FILE`)."""
    by_number: dict[str, dict[str, Any]] = {}
    for doc in docs:
        if isinstance(doc, dict) and isinstance(doc.get("cards"), list):
            for c in doc["cards"]:
                if not isinstance(c, dict):
                    continue
                number = str(c.get("number"))
                if number in by_number and by_number[number] != c:
                    raise CardDataError(f"card {number} is defined twice, differently")
                by_number[number] = c  # the scenarios of one file often repeat the same card
    return list(by_number.values())


def validate_deck_with_cards(lines: list[str], cards: list[dict[str, Any]], pool: Pool | None = None
                             ) -> tuple[list[str], list[str]]:
    """A deck list checked against the built-in pool plus these cards (P5)."""
    from .deckrules import validate_deck_lines

    game = NexaGame(pool)
    return validate_deck_lines(game.pool_for({"cards": cards}), lines)


def run_scenario(data: dict[str, Any], pool: Pool | None = None) -> ScenarioResult:
    """Play a scenario's steps and check its expectations; failures name the step."""
    res = ScenarioResult(str(data.get("name", "scenario")))
    try:
        sc = Scenario(data, pool)
    except Exception as e:  # noqa: BLE001 - a scenario reports its own setup errors
        res.failures.append(f"setup: {type(e).__name__}: {e}")
        return res
    for i, step in enumerate(data.get("steps", []), start=1):
        where = f"step {i}"
        try:
            if "do" in step:
                tokens = step["do"] if isinstance(step["do"], list) else [step["do"]]
                for raw in tokens:
                    tok = sc.token(raw)
                    player = int(step.get("player", sc.decider()))
                    sc.game.apply(sc.state, player, tok)
            if "illegal" in step:
                tok = sc.token(step["illegal"])
                player = int(step.get("player", sc.decider()))
                before = sc.game.to_json(sc.state)
                try:
                    sc.game.apply(sc.state, player, tok)
                    res.failures.append(f"{where}: {step['illegal']} by seat {player} was accepted, expected illegal")
                except IllegalAction:
                    res.checks += 1
                    if sc.game.to_json(sc.state) != before:
                        res.failures.append(f"{where}: the refused action changed the state")
            if "pass_until" in step:
                want = step["pass_until"]
                for _ in range(200):
                    d = sc.game.decision(sc.state, labels=False)
                    if d is None or _point_name(sc.state) == want or d.kind != "priority":
                        break
                    sc.game.apply(sc.state, d.player, "pass")
            if "expect" in step:
                for msg in check(sc, step["expect"]):
                    res.failures.append(f"{where}: {msg}")
                res.checks += 1
        except IllegalAction as e:
            res.failures.append(f"{where}: action refused: {e.code}: {e.message}")
            break
        except Exception as e:  # noqa: BLE001
            res.failures.append(f"{where}: {type(e).__name__}: {e}")
            break
    return res


def _point_name(s: State) -> str:
    if s.point == st.SETUP:
        return "mulligan"
    for k, v in POINTS.items():
        if v == s.point and not k.isalpha():
            return k
    return str(s.point)


def check(sc: Scenario, exp: dict[str, Any]) -> list[str]:
    """Compare expectations with the state; each mismatch is one sentence."""
    s = sc.state
    out: list[str] = []
    for key, want in exp.items():
        if key == "zone":
            for ref, z in want.items():
                where = ZONE_NAMES.get(s.zone[sc.iid(ref)], "?")
                if where != z:
                    out.append(f"{ref} is in {where}, expected {z}")
        elif key == "damage":
            for ref, n in want.items():
                if s.damage[sc.iid(ref)] != n:
                    out.append(f"{ref} has {s.damage[sc.iid(ref)]} damage, expected {n}")
        elif key == "destroyed":
            for ref, flag in (want.items() if isinstance(want, dict) else ((r, True) for r in want)):
                if s.destroyed[sc.iid(ref)] != flag:
                    out.append(f"{ref} destroyed={s.destroyed[sc.iid(ref)]}, expected {flag}")
        elif key == "rolled":
            for ref, flag in want.items():
                if s.rolled[sc.iid(ref)] != flag:
                    out.append(f"{ref} rolled={s.rolled[sc.iid(ref)]}, expected {flag}")
        elif key == "stats":
            for ref, triple in want.items():
                now = list(stats(s, sc.iid(ref)))
                if now != list(triple):
                    out.append(f"{ref} has {now}, expected {list(triple)}")
        elif key == "power":
            for area, by_seat in want.items():
                a = 0 if area == "space" else 1
                for seat, n in by_seat.items():
                    power = squad_power(s, a * 2 + int(seat))
                    if power != n:
                        out.append(f"squad power of seat {seat} in {area} is {power}, expected {n}")
        elif key in ("home", "discard", "hand", "junkyard", "hangar", "removed", "gzone", "deploy"):
            for seat, n in want.items():
                count = len(s.place(int(seat), PLACES[key]))
                if count != n:
                    out.append(f"seat {seat} has {count} cards in {key}, expected {n}")
        elif key == "winner":
            w = None if s.winner is None else ("draw" if s.winner == -1 else s.winner)
            if w != want:
                out.append(f"winner is {w}, expected {want}")
        elif key == "decision":
            d = sc.game.decision(s, labels=False)
            for k, v in want.items():
                asked = None if d is None else (d.player if k == "player" else d.kind if k == "kind" else None)
                if asked != v:
                    out.append(f"decision {k} is {asked}, expected {v}")
        elif key in ("legal", "not_legal"):
            toks = set(sc.game.legal_tokens(s))
            for raw in want:
                tok = sc.token(raw)
                if (tok in toks) != (key == "legal"):
                    out.append(f"{raw} is {'not ' if key == 'legal' else ''}legal now")
        elif key == "cut":
            if len(s.cut) != want:
                out.append(f"the cut holds {len(s.cut)} effects, expected {want}")
        elif key == "engaged":
            for area, flag in want.items():
                if s.engaged[0 if area == "space" else 1] != flag:
                    out.append(f"{area} engaged={s.engaged[0 if area == 'space' else 1]}, expected {flag}")
        elif key == "point":
            if _point_name(s) != want:
                out.append(f"the game is at {_point_name(s)}, expected {want}")
        elif key == "owner" or key == "controller":
            for ref, seat in want.items():
                who = (s.owner if key == "owner" else s.ctrl)[sc.iid(ref)]
                if who != seat:
                    out.append(f"{ref} has {key} {who}, expected {seat}")
        elif key == "player_coins":
            for seat, coins in want.items():
                kept = {k: v for k, v in s.pcoins[int(seat)].items() if v}
                if kept != dict(coins):
                    out.append(f"seat {seat} keeps coins {kept}, expected {dict(coins)}")
        elif key == "coins":
            for ref, coins in want.items():
                on = dict(s.coins.get(sc.iid(ref), ()))
                if on != dict(coins):
                    out.append(f"{ref} carries coins {on}, expected {dict(coins)}")
        elif key == "keywords":
            from .stats import keywords

            for ref, kws in want.items():
                has = sorted(keywords(s, sc.iid(ref)))
                if sorted(kws) != has:
                    out.append(f"{ref} has keywords {has}, expected {sorted(kws)}")
        else:
            out.append(f"unknown expectation {key!r}")
    return out
