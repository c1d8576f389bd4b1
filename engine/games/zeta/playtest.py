"""Zeta balance playtests: win rates per faction from random and scripted self-play (issue #13).

The command is `python -m bot.games.zeta.playtest --games 100 --seed 11 --mode random|scripted|mixed
--json`; the script and the counting live here, with the rules they read.

random   every seat plays `engine.selfplay`'s random legal actions (same games as `sortie selfplay`);
scripted every seat plays the greedy script below;
mixed    for each faction in turn, that faction scripted against two random seats.
A shared first place counts for each faction that shares it (and as a draw).
"""

from __future__ import annotations

import random
from collections import deque
from functools import cache
from typing import Any

from ...api import get_game
from ...core.match import Match
from ...selfplay import choose_random
from .board import board
from .rules import Ctx
from .state import State

FACTIONS = 3
NAMES = ("AEUG", "Titans", "Neo Zeon")


@cache
def _dist_from(h: str) -> dict[str, int]:
    """Steps from `h` over the map's adjacency (boxes included), for the script's approach moves."""
    adj = board().adj
    box = board().box_adj
    out = {h: 0}
    q: deque[str] = deque([h])
    while q:
        x = q.popleft()
        for n in (*adj.get(x, ()), *box.get(x, ())):
            if n not in out:
                out[n] = out[x] + 1
                q.append(n)
    return out


def _targets(s: State, f: int) -> set[str]:
    """Hexes worth going to: bases not governed by `f` or below level 3 (not destroyed), and other
    factions' stacks."""
    out = {b["h"] for b in s.bases.values() if not b["gone"] and (b["o"] != f or b["lv"] < 3)}
    out |= {u["h"] for u in s.units.values() if u["h"] and u["f"] != f}
    return out


def _leaders_selected(s: State) -> bool:
    """Whether the stack or unit being ordered carries Haman or Mineva."""
    origin = s.units[s.sel]["h"] if s.sel in s.units else s.sel
    return any(s.chars[c]["loc"] == "map" and s.chars[c]["h"] == origin for c in ("haman", "mineva"))


def _score_dest(s: State, f: int, h: str, targets: set[str]) -> float:
    """Bases to take or raise score most (the VP leader's first: the others gang up on it)."""
    ctx = Ctx(s)
    vps = [ctx.vp(x) for x in range(FACTIONS)]
    leader = max(range(FACTIONS), key=lambda x: vps[x])
    score = 0.0
    for b in ctx.bases_at(h):
        o = s.bases[b]["o"]
        if o == -1:
            score += 6
        elif o != f:
            score += (5 + 3 * (o == leader)) if s.bases[b]["lv"] else 0
        elif s.bases[b]["lv"] < 3:
            score += 5
    if f == 2 and s.flags.get("side3") == "republic" and _leaders_selected(s):
        return 20.0 - _dist_from(h).get(s.bases["side3"]["h"], 99)  # 32.1.3: Haman or Mineva take Side 3
    if score > 0 and any(u["h"] == h and u["f"] == f for u in s.units.values()) and not any(
            u["h"] == h and u["f"] != f for u in s.units.values()):
        score -= 2  # someone of ours already stands there
    mine = sum(1 for u in s.units.values() if u["h"] == h and u["f"] == f)
    foes = sum(1 for u in s.units.values() if u["h"] == h and u["f"] != f)
    if foes:
        score += 4 if mine + 2 >= foes else -4
    if score <= 0 and targets:
        d = _dist_from(h)
        score = -min(d.get(t, 99) for t in targets) / 10
    return score


def choose_scripted(s: State, seat: int, kind: str, tokens: list[str], rnd: random.Random,
                    memo: dict[tuple[int, int], list[str]]) -> str:
    """A greedy faction: builds, governs, recovers, moves on bases and enemies, fights what it can.
    `memo` remembers the stacks already ordered in each action phase (the script's own notes)."""
    def first(*prefixes: str) -> str | None:
        hits = [t for t in tokens if t.startswith(prefixes)]
        return rnd.choice(hits) if hits else None

    if kind == "arm":
        return first("prod:") or first("build:") or ("done" if "done" in tokens else tokens[-1])
    if kind == "deploy":
        return first("dep:") or "done"
    if kind in ("cards", "bomb"):
        return rnd.choice(tokens)
    if kind == "combat":
        single = [t for t in tokens if t.startswith("cb:") and not t.endswith(":all")]
        if not single:
            return "cbend"
        ctx = Ctx(s)
        return max(single, key=lambda t: (ctx.vp(int(t.split(":")[2])), rnd.random()))  # the leader first
    if kind == "join":
        ctx = Ctx(s)
        sides = [int(t[5:]) for t in tokens if t.startswith("join:")]
        leader = max(range(FACTIONS), key=ctx.vp)
        against = [x for x in sides if x != leader and leader in sides]
        return f"join:{against[0]}" if against else "watch"
    if kind == "laser":
        return first("laser:") or tokens[-1]
    if kind == "order":
        tried = memo.setdefault((s.turn, len(s.revealed)), [])
        f = s.active
        ctx = Ctx(s)
        if "bomb:go" in tokens and ctx.enemy_units(s.bases[s.bomb]["h"], f):
            return "bomb:go"  # only to take enemies down with the base
        if s.bases["axis"]["lv"] < 3:  # an Axis attack may cost Axis up to three levels (30.4.5)
            tokens = [t for t in tokens if not t.startswith("axatk:")]
        special = first("axatk:", "colony:", "colmv:", "speech:")
        if special:
            return special
        moves = [t for t in tokens if t.startswith(("axis:", "gry:"))]
        if moves and not any(k in memo.setdefault((s.turn, len(s.revealed)), []) for k in ("axis", "gry")):
            memo[(s.turn, len(s.revealed))].append("axis")
            targets = _targets(s, f)
            return max(moves, key=lambda t: (_score_dest(s, f, t.split(":")[1].upper(), targets), rnd.random()))
        fresh = [t for t in tokens if t.startswith(("s:", "ch:")) and t not in tried]
        if fresh:
            tried.append(fresh[0])
            return fresh[0]
        return "end" if "end" in tokens else tokens[0]
    if kind == "act":
        return first("gv:") or first("rc") or first("mv") or "back"
    if kind == "dest":
        dests = [t for t in tokens if t.startswith("to:")]
        if not dests:
            return "back"
        f = s.active
        targets = _targets(s, f)
        upper = {t: t[3:].upper() for t in dests}
        return max(dests, key=lambda t: (_score_dest(s, f, upper[t], targets), rnd.random()))
    return rnd.choice(tokens)


def play(seed: int, scripted: set[int], max_decisions: int = 40_000) -> tuple[list[int], str]:
    """One game; the first places (a list: shared firsts) and the end reason."""
    game = get_game("zeta")
    rnd = random.Random(seed)
    m = Match.start("zeta", ["P1", "P2", "P3"], [[], [], []], seed)
    n = 0
    memo: dict[tuple[int, int], list[str]] = {}
    while not m.is_over() and n < max_decisions:
        ds = game.decisions(m.state, labels=False)
        d = ds[rnd.randrange(len(ds))] if len(ds) > 1 else ds[0]
        if d.player in scripted:
            tok = choose_scripted(m.state, d.player, d.kind, list(d.tokens()), rnd, memo)
        else:
            tok = choose_random(rnd, d)
        m.apply(d.player, tok)
        n += 1
    out = m.outcome()
    if out is None:
        return [], "unfinished"
    return [i for i, r in enumerate(out.ranks) if r == 1], out.reason


def run(mode: str, games: int, seed: int) -> dict[str, Any]:
    """Win counts per faction (shared firsts counted for each), draws and end reasons."""
    plans: list[tuple[str, set[int]]]
    if mode == "random":
        plans = [("random", set())]
    elif mode == "scripted":
        plans = [("scripted", {0, 1, 2})]
    else:
        plans = [(f"scripted {NAMES[f]} vs random", {f}) for f in range(FACTIONS)]
    out: dict[str, Any] = {"mode": mode, "games": games, "seed": seed, "runs": []}
    for label, seats in plans:
        wins = [0] * FACTIONS
        draws = 0
        reasons: dict[str, int] = {}
        for i in range(games):
            firsts, reason = play(seed + i, seats)
            for f in firsts:
                wins[f] += 1
            draws += len(firsts) > 1
            reasons[reason] = reasons.get(reason, 0) + 1
        out["runs"].append({"plan": label, "wins": dict(zip(NAMES, wins, strict=True)), "draws": draws,
                            "reasons": reasons})
    return out
