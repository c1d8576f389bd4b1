"""What the AI needs of the Zeta game: hide the secrets, sample them back, judge a position quickly.

Three factions choose in secret (the view, `ZetaGame._view`): each one's three action cards this turn
(10.3; shown only as "picked" until each card is revealed from the shuffled deck), the Titans' bomb
base while it is hidden (36.3) and the log lines private to another faction. Everything else (units,
bases, factories, points) is open. `information_state` replaces another faction's unrevealed cards by
the first combination (rule 10.2's five) consistent with what it has revealed, the bomb base by the
first base that could still hold it, and drops the others' private log lines; the deck becomes the
sorted multiset still to come. `determinize` samples the others' combinations uniformly among the
consistent ones, the bomb among the possible bases, and shuffles the deck and the future anew.
"""

from __future__ import annotations

import math
import random
from collections import Counter, deque
from functools import cache

from ...core.base import Pending
from ...core.rng import Rng
from .board import board
from .data import FACTIONS, data
from .flow import COMBOS, NZ, TITANS, bomb_tokens, deploy_sites, eligible, governable, movers, with_cargo
from .rules import Ctx
from .state import State, copy_state

LETTERS = "SGA"
EFFORT = (16, 2)  # iterations, rollout depth: see docs/ai.md (Zeta)
LATE_TURN, LATE_EFFORT = 9, (32, 20)  # from turn 9 on: rollouts long enough to see the turn-10 count


def _revealed(s: State, f: int) -> Counter[str]:
    return Counter(LETTERS[c % 3] for c in s.revealed if c // 3 == f)


def _consistent(s: State, f: int) -> list[str]:
    """The combinations faction `f` may hold, given the cards of its already revealed."""
    seen = _revealed(s, f)
    return [c for c in COMBOS if not seen - Counter(c)]


def _bomb_bases(s: State) -> list[str]:
    """Bases that may hide the bomb: a bomb base the other factions have not governed (36.8)."""
    out = [t.split(":")[1] for t in bomb_tokens()]
    return sorted(b for b in out if s.bases[b]["o"] not in (0, 2)) or sorted(out)


def _redeal(s: State, seat: int, rnd: random.Random | None) -> None:
    for f in range(FACTIONS):
        if f != seat and s.picks[f]:
            options = _consistent(s, f) or list(COMBOS)
            s.picks[f] = options[0] if rnd is None else options[rnd.randrange(len(options))]
    if s.deck:  # the cards still to come: every faction's picks less what was revealed
        deck: list[int] = []
        for f in range(FACTIONS):
            left = Counter(s.picks[f]) - _revealed(s, f)
            deck.extend(f * 3 + LETTERS.index(ch) for ch in sorted(left.elements()))
        if len(deck) == len(s.deck):
            if rnd is not None:
                rnd.shuffle(deck)
            s.deck = deck
    if seat != TITANS and s.bomb and s.bomb_state == "hidden":
        bases = _bomb_bases(s)
        s.bomb = bases[0] if rnd is None else bases[rnd.randrange(len(bases))]


def information_state(s: State, seat: int) -> State:
    out = copy_state(s)
    _redeal(out, seat, None)
    out.log = [e for e in out.log if e[3] in (-1, seat)]
    out.rng = Rng(0)
    out.seed = 0
    return out


def determinize(info: State, seat: int, rnd: random.Random) -> State:
    out = copy_state(info)
    _redeal(out, seat, rnd)
    out.rng = Rng(rnd.getrandbits(64))
    return out


def effort(s: State) -> tuple[int, int]:
    """The search effort for a decision: more and longer rollouts in the last turns, where the
    game is decided at the turn-10 count (37.3) by a point or two, so that search sees which VP
    changes hands and can deny the leader; earlier, where a decision's payoff lies turns away
    and the evaluation judges it as well, the cheap default."""
    return LATE_EFFORT if s.turn >= LATE_TURN else EFFORT


@cache
def _dist_from(h: str) -> dict[str, int]:
    """Steps from `h` over the map (boxes included): how far a stack is from the bases it wants."""
    b = board()
    out = {h: 0}
    q: deque[str] = deque([h])
    while q:
        x = q.popleft()
        for n in (*b.adj.get(x, ()), *b.box_adj.get(x, ())):
            if n not in out:
                out[n] = out[x] + 1
                q.append(n)
    return out


@cache
def _static() -> tuple[dict[str, tuple[bool, bool, list[int]]], dict[str, int], dict[str, int]]:
    """Per base: (military, neutral zone, VP by level 0-3); per unit type: governance and pp."""
    d = data()
    bases = {}
    for k, b in d.bases.bases.items():
        vp: list[int] = d.bases.classes[b.cls].vp
        bases[k] = (b.kind == "military", bool(b.neutral_zone), [0, *vp])
    gov = {k: u.gov for k, u in d.units.units.items()}
    pp = {k: u.pp for k, u in d.units.units.items()}
    return bases, gov, pp


def scores(s: State) -> list[float]:
    """Each faction's standing in VP-like units: the VP it holds, plus what its units are about to
    win (rule 17: a unit with governance on a base it may govern raises it, or lowers another
    faction's political base, a die roll at or under the governance total), plus its army.

    Victory points decide (37), but a VP total moves only when a stack already stands on a base and
    the right card comes up; a search that sees a few decisions ahead must also value the step
    before: being on a base with governance, near bases still to take, with units to take them.
    """
    bases, gov, pp = _static()
    vp = [0.0] * FACTIONS
    here: dict[str, list[int]] = {}  # hex -> governance present per faction
    army = [0.0] * FACTIONS
    for u in s.units.values():
        h = u["h"]
        if not h:
            army[u["f"]] += 0.5 * pp[u["t"]]  # built, waiting to deploy
            continue
        g = here.setdefault(h, [0] * FACTIONS)
        g[u["f"]] += gov[u["t"]]
        army[u["f"]] += pp[u["t"]] * (0.6 if u["d"] else 1.0)
    targets: list[list[str]] = [[] for _ in range(FACTIONS)]
    for k, b in s.bases.items():
        if b["gone"]:
            continue
        mil, nz_zone, vals = bases[k]
        o, lv = b["o"], b["lv"]
        if o >= 0:
            vp[o] += vals[lv]
        if nz_zone or (k == "side3" and s.flags.get("side3") == "republic"):
            continue
        h = b["h"]
        g = here.get(h) or [0] * FACTIONS
        for f in range(FACTIONS):
            if o == f and lv >= 3:
                continue
            if mil and o not in (-1, f):
                gain = 0.0  # 17.8: fight it down first
                if g[f]:
                    gain = 0.25 * (vals[lv] - vals[lv - 1])
            else:
                targets[f].append(h)
                if not g[f]:
                    continue
                if any(g[x] for x in range(FACTIONS) if x != f):
                    gain = 0.1  # contested (17.9): nobody governs here until it is cleared
                elif o == f:
                    gain = (vals[lv + 1] - vals[lv]) * min(1.0, g[f] / 6)
                elif o == -1:
                    gain = vals[1] * min(1.0, g[f] / 6)
                else:  # lowering another faction's political base hurts it as much as it helps us
                    gain = 1.5 * (vals[lv] - vals[lv - 1]) * min(1.0, g[f] / 6)
            vp[f] += 0.6 * gain
    out = []
    for f in range(FACTIONS):
        near = 0.0
        if targets[f]:
            for h, g in here.items():
                if g[f]:
                    d = _dist_from(h)
                    near += 1.0 / (1 + min(d.get(t, 20) for t in targets[f]))
        out.append(vp[f] + 0.08 * army[f] + 0.1 * min(near, 6.0))
    return out


def evaluate(s: State) -> tuple[float, ...]:
    """A faction's lead over the best of the others (winning alone at first place is what counts),
    with some of its lead over their mean (a close second still has prospects)."""
    if s.result is not None:
        ranks = s.result["ranks"]
        best = min(ranks)
        winners = [f for f in range(FACTIONS) if ranks[f] == best]
        return tuple((1.0 if len(winners) == 1 else 0.0) if f in winners else -1.0 for f in range(FACTIONS))
    sc = scores(s)
    out = []
    for f in range(FACTIONS):
        others = [sc[x] for x in range(FACTIONS) if x != f]
        lead = 0.7 * (sc[f] - max(others)) + 0.3 * (sc[f] - sum(others) / 2)
        out.append(math.tanh(lead / 8.0))
    return tuple(out)


STOPS = ("done", "end", "cbend", "nolaser", "watch")


def rollout_token(s: State, pending: Pending, rnd: random.Random) -> str:
    """A quick player that does what the rules reward: governs when it can (17), builds and deploys
    rather than passes, acts rather than ends its step; never backs out."""
    tokens = pending.tokens
    if len(tokens) == 1:
        return tokens[0]
    if pending.kind == "act":
        gv = [t for t in tokens if t.startswith("gv:")]
        if gv and rnd.random() < 0.9:
            return gv[rnd.randrange(len(gv))]
    forward = [t for t in tokens if t not in ("back", "refit", "scrap") and t not in STOPS]
    if pending.kind == "arm":
        forward = [t for t in forward if t.startswith(("prod:", "build:"))]
    stop = [t for t in tokens if t in STOPS]
    if stop and (not forward or rnd.random() < 0.2):
        return stop[0]
    return rnd.choice(forward or list(tokens))


def _useful_cards(s: State, f: int) -> tuple[float, float, float]:
    """How much each card type (space, ground, atmosphere: 12.2-12.4) can do for `f` now: 1 when
    some of its units could act on it, a little otherwise (it may have some by then)."""
    out = [0.1, 0.1, 0.1]
    if "axis" in s.flags.get("mobile_ok", []) or (s.bases["axis"]["o"] == f and s.bases["axis"]["lv"] >= 1):
        out[0] = 1.0  # Axis moves on a space card (30.3)
    for u in s.units.values():
        if u["f"] == f and u["h"]:
            for ct in range(3):
                if out[ct] < 1.0 and eligible(s, u, f, ct):
                    out[ct] = 1.0
    return out[0], out[1], out[2]


def _build_value(t: str) -> float:
    """A unit's fighting worth per armament point when added and produced at once (7.2 then 6.2)."""
    u = data().units.units[t]
    worth = sum(u.air) + sum(u.bomb) + 0.5 * (sum(u.aa) * u.aa_guns + sum(u.gun) * u.guns) + sum(u.defence) + u.cap
    return worth / (2 + u.pp)


def _targets(s: State, f: int) -> list[tuple[str, float]]:
    """(hex, worth) of the bases `f` wants: neutral ones, its own below level 3, and the others'
    (a political one can be governed down, 17.7; a military one must be fought down first, 17.8)."""
    bases, _gov, _pp = _static()
    out = []
    for k, b in s.bases.items():
        mil, nz_zone, vals = bases[k]
        if b["gone"] or nz_zone:
            continue
        o, lv = b["o"], b["lv"]
        if k == "side3" and s.flags.get("side3") == "republic":
            continue  # nobody governs it (32.1.2-32.1.3): only Haman's or Mineva's stack goes there (_side3_plan)
        if o == f:
            if lv < 3:
                out.append((b["h"], float(vals[lv + 1] - vals[lv])))
        elif o == -1:
            out.append((b["h"], float(vals[1])))
        else:
            out.append((b["h"], (1.0 if mil else 2.0) * (vals[lv] - vals[lv - 1])))
    return out


SURE_GOV = 4  # governance that wins a governance roll two times in three (17.6: a die at or under it)


def _spread(s: State, f: int, targets: list[tuple[str, float]]) -> list[tuple[str, float]]:
    """One stack to a base: a target where `f`'s other units (not the ones being ordered) already
    bring SURE_GOV governance counts a fifth, since a base is governed once a turn (17.2) and a second
    stack there adds little; the moving stack goes to a base of its own instead."""
    bases, gov, _pp = _static()
    ctx = Ctx(s)
    moving = set(with_cargo(ctx, movers(ctx))) if s.sel and not s.sel.startswith("ch:") else set()
    present: Counter[str] = Counter()
    for k, u in s.units.items():
        if u["f"] == f and u["h"] and k not in moving:
            present[str(u["h"])] += gov[u["t"]]
    return [(h, w * (0.2 if present[h] >= SURE_GOV else 1.0)) for h, w in targets]


def _dest_score(h: str, targets: list[tuple[str, float]]) -> float:
    d = _dist_from(h)
    return max((w / (1 + d.get(t, 20)) for t, w in targets), default=0.0)


def _busy(s: State, f: int, h: str) -> bool:
    """Whether a stack of `f` at `h` has work to do before its faction ends the phase: it stands on
    a base it may govern (17.2-17.9), or on no base of its own (nothing to guard: it should move)."""
    ctx = Ctx(s)
    here = ctx.bases_at(h)
    if not any(s.bases[b]["o"] == f for b in here):
        return True
    return bool(governable(ctx, h, f))


LEADERS = ("haman", "mineva")


def _side3_open(s: State, f: int) -> bool:
    """Whether Neo Zeon (`f`) still has Side 3 to take: the Zeon Republic holds it (32.1.1) until
    Haman or Mineva enters its hex, which makes it a level 3 Neo Zeon base at once (32.1.3)."""
    return f == NZ and s.flags.get("side3") == "republic" and not s.bases["side3"]["gone"]


def _leader_hexes(s: State, f: int) -> set[str]:
    """Hexes where Haman or Mineva ride one of `f`'s units (only a moving unit takes them along)."""
    out = set()
    for c in LEADERS:
        ch = s.chars.get(c)
        if ch and ch["loc"] == "map" and ch["f"] == f and ch["on"] in s.units:
            out.add(str(s.units[ch["on"]]["h"]))
    return out


def _side3_plan(s: State, pending: Pending, tokens: list[str]) -> list[str] | None:
    """Neo Zeon's first plan (32.1.3): Haman (or Mineva) goes straight to Side 3, which becomes a
    level 3 Neo Zeon base worth 4 VP with the Zeon Republic's three units, and out of reach of the
    others until then (32.1.2). Her carrier goes alone when it can (`one:`), so the rest of her stack
    keeps its own orders. None when the plan has nothing to say about this decision."""
    f, kind = pending.seat, pending.kind
    if not _side3_open(s, f):
        return None
    if kind == "order":
        mine = [t for t in tokens if t.startswith("s:") and t[2:].upper() in _leader_hexes(s, f)]
        if s.card_type == 0:
            return mine[:1] or None
        rest = [t for t in tokens if t not in mine]
        return rest if mine and rest else None  # not down to Earth (32.2) while Side 3 waits
    if kind not in ("act", "dest") or s.card_type != 0 or not s.sel or s.sel.startswith("ch:"):
        return None
    ctx = Ctx(s)
    ids = set(with_cargo(ctx, movers(ctx)))
    riders = {s.chars[c]["on"] for c in LEADERS if s.chars[c]["loc"] == "map" and s.chars[c]["on"]}
    if not ids & riders:
        return None
    if kind == "act":
        alone = [t for t in tokens if t.startswith("one:") and t[4:] in riders]
        if alone:
            return alone[:1]
        if "mv" in tokens:
            return ["mv"]
        return [t for t in tokens if t.startswith("gv:")] or [t for t in tokens if t != "back"] or None
    dests = [t for t in tokens if t.startswith("to:")]
    if not dests:
        return None
    d = _dist_from(s.bases["side3"]["h"])
    return [min(dests, key=lambda t: (d.get(t[3:].upper(), 99), t))]


def candidates(s: State, pending: Pending, tokens: list[str]) -> list[str]:
    """Rules of thumb that settle whole kinds of decision, so search spends its iterations where the
    choice is hard (a single candidate costs no search at all):

    - the card mix (10.2): the one with most cards its units can act on;
    - armament (5-8): add and produce the unit worth most per point that has somewhere to deploy;
    - deployment (9): the base nearest what there is to take;
    - an order (11): not the end of the phase while a stack could govern or stands on no base of
      its own;
    - an order's action (17): govern when possible;
    - a destination: the four nearest what there is to take, by worth, a base that other own units
      already govern surely counting a fifth (one stack to a base, `_spread`);
    - Neo Zeon: Haman or Mineva to Side 3 first (`_side3_plan`, 32.1.3);
    - Axis attacks only from a level 3 Axis (30.4.5 may cost it three levels), the base demolition
      only with enemies on the base (36.4).
    """
    f, kind = pending.seat, pending.kind
    plan = _side3_plan(s, pending, tokens)
    if plan:
        return plan
    if kind == "cards":
        use = _useful_cards(s, f)
        best = max(COMBOS, key=lambda c: sum(use[LETTERS.index(ch)] for ch in c))
        return [f"pick:{best.lower()}"] if f"pick:{best.lower()}" in tokens else tokens
    if kind == "arm":
        units = [t for t in tokens if t.startswith(("prod:", "build:"))]
        units = [t for t in units if deploy_sites(s, f, t.split(":")[1])] or units
        if units:
            return [max(units, key=lambda t: (t.startswith("prod:"), _build_value(t.split(":")[1]), t))]
        return ["done"] if "done" in tokens else tokens
    if kind == "deploy":
        deps = [t for t in tokens if t.startswith("dep:")]
        if deps:
            targets = _targets(s, f)
            return [max(deps, key=lambda t: (_dest_score(t.split(":")[2].upper(), targets), t))]
        return tokens
    if kind == "act":
        return [t for t in tokens if t.startswith("gv:")] or tokens
    if kind == "dest":
        dests = [t for t in tokens if t.startswith("to:")]
        if len(dests) > 4:
            targets = _spread(s, f, _targets(s, f))
            dests = sorted(dests, key=lambda t: (-_dest_score(t[3:].upper(), targets), t))[:4]
        return dests or tokens
    if kind == "order":
        out = [t for t in tokens if not (t.startswith("axatk:") and s.bases["axis"]["lv"] < 3)]
        if "bomb:go" in out and not any(u["f"] != f and u["h"] == s.bases[s.bomb]["h"] for u in s.units.values()):
            out.remove("bomb:go")
        if "end" in out and any(_busy(s, f, t[2:].upper()) for t in out if t.startswith("s:")):
            out.remove("end")
        return out or tokens
    return tokens
