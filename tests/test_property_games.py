"""Property test: complete random games on the preconstructed decks never break an invariant.

CI plays a sample; `SORTIE_FULL=1 pytest tests/test_property_games.py` plays 1,000 games.
"""

from __future__ import annotations

import json
import os
import random
from typing import Any

import pytest

from engine.api import Match, get_game
from engine.games.nexa import state as st
from engine.selfplay import choose_random, preconstructed

FULL = os.environ.get("SORTIE_FULL") == "1"
GAMES = 1000 if FULL else 40
REPLAY_EVERY_ACTION = 2  # games (of each chunk) that compare the replayed state after every action
CHUNKS = 8


def _iids_in(obj: Any) -> set[int]:
    found: set[int] = set()
    stack = [obj]
    while stack:
        o = stack.pop()
        if isinstance(o, dict):
            if "iid" in o and isinstance(o["iid"], int):
                found.add(o["iid"])
            stack.extend(o.values())
        elif isinstance(o, list):
            stack.extend(o)
    return found


def check_invariants(m: Match) -> None:
    s = m.state
    seen: dict[int, str] = {}
    for seat in (0, 1):
        for place in range(st.NPLACES):
            for iid in s.place(seat, place):
                assert iid not in seen, f"card {iid} is in two places: {seen[iid]} and {place}"
                seen[iid] = f"seat{seat}/{st.PLACE_NAMES[place]}"
                assert s.zone[iid] == place and s.zseat[iid] == seat, f"card {iid} zone mismatch"
    for qi, q in enumerate(s.squads):
        for iid in q:
            if iid < 0:
                continue
            assert iid not in seen, f"card {iid} is in a squad and in {seen[iid]}"
            seen[iid] = f"squad{qi}"
            assert s.zone[iid] == st.BATTLE
    waiting = list(s.cut) + ([s.resolving.entry] if s.resolving is not None else [])
    for e in waiting:
        if e.kind in ("card", "g") and s.zone[e.source] == st.CUT:
            assert s.zone[e.source] == st.CUT and e.source not in seen
            seen[e.source] = "cut"
    for iid in range(len(s.defs)):
        z = s.zone[iid]
        if z == st.SET:
            host = s.set_to[iid]
            assert host >= 0 and s.zone[host] in st.FIELD_ZONES, f"set card {iid} has no host on the field"
            seen[iid] = "set"
        if z == st.GONE:
            assert iid in s.chip_specs, f"only chips may be gone, not {iid}"
            continue
        if s.build is not None and s.build.source == iid:
            continue
        assert iid in seen, f"card {iid} is nowhere (zone {z})"
    views = {v: m.view(v) for v in (0, 1, None)}
    for v, view in views.items():
        for p in (0, 1):
            pv = view["players"][p]
            assert pv["home"] == len(s.place(p, st.HOME))
            assert pv["discard"] == len(s.place(p, st.DISCARD))
            assert pv["hand_count"] == len(s.place(p, st.HAND))
            assert (pv["hand"] is not None) == (v == p)
    for p in (0, 1):
        hidden = set(s.place(p, st.HAND)) | set(s.place(p, st.HOME)) | set(s.place(p, st.DISCARD))
        for v in (1 - p, None):
            allowed = set(s.looked.get(v, ())) if v is not None and s.resolving is not None else set()
            leaked = (_iids_in(views[v]) & hidden) - allowed  # an effect may let a player look (P52)
            assert not leaked, f"view of {v} shows hidden cards of seat {p}: {sorted(leaked)}"
    # what the view says about hidden cards must not depend on which hidden cards they are
    blob = json.dumps(views[None], ensure_ascii=False)
    for p in (0, 1):
        for iid in s.place(p, st.HAND):
            assert f'"iid": {iid},' not in blob


def play_checked(seed: int, decks: list[list[str]], replay_each_step: bool) -> int:
    rnd = random.Random(seed)
    game = get_game("nexa")
    pair = [decks[rnd.randrange(len(decks))], decks[rnd.randrange(len(decks))]]
    m = Match.start("nexa", ["P1", "P2"], pair, seed, {"autopass": [True, rnd.random() < 0.8]})
    shadow = Match.replay(m.log_json())  # replays the log as it grows, one action at a time
    n = 0
    while not m.is_over():
        assert n < 20_000, f"seed {seed}: no end after {n} decisions"
        d = m.decision()
        assert d is not None and d.actions, f"seed {seed}: no decision while the game goes on"
        assert len(d.actions) <= 25
        assert all(len(a.token) <= 60 for a in d.actions)
        toks = game.legal_tokens(m.state)  # type: ignore[attr-defined]
        m.apply(d.player, choose_random(rnd, toks))
        n += 1
        check_invariants(m)
        data = m.state_json()
        assert game.to_json(game.from_json(json.loads(json.dumps(data)))) == data, "JSON round trip changed the state"
        shadow.apply(*m.log[-1])
        if replay_each_step or n % 50 == 0:
            assert shadow.hash() == m.hash(), f"seed {seed}: replay diverged at action {n}"
        if replay_each_step and n % 25 == 0:
            assert Match.replay(m.log_json()).hash() == m.hash()
    assert Match.replay(m.log_json()).hash() == m.hash()
    return n


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_games_keep_every_invariant(chunk: int) -> None:
    decks = preconstructed("nexa")
    per = GAMES // CHUNKS
    total = 0
    for i in range(per):
        seed = 10_000 + chunk * per + i
        total += play_checked(seed, decks, replay_each_step=i < REPLAY_EVERY_ACTION and not FULL)
    assert total > per * 10  # games really were played out


def test_a_game_that_ends_in_the_middle_of_an_effect_keeps_every_card_somewhere() -> None:
    """Found by the 1,000-game run: a draw that empties the home ends the game while a command
    resolves; the command must still be in the cut, not nowhere."""
    assert play_checked(10993, preconstructed("nexa"), replay_each_step=False) > 100
