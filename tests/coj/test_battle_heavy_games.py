"""Random games with players that drive, attack, block and use intercepts and jokers whenever they can
(the conformance suite's uniform players mostly set and discard). Every invariant after every action."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from engine.api import Match
from engine.selfplay import random_setup
from tests.coj.helpers import G

PREFER = ("icp", "jk", "atk", "od", "dr", "blk", "ovr")


def _choose(rnd: random.Random, tokens: list[str]) -> str:
    for head in PREFER:
        hits = [t for t in tokens if t.split(":")[0] == head]
        if hits and rnd.random() < 0.85:
            return rnd.choice(hits)
    calm = [t for t in tokens if t.split(":")[0] not in ("disc", "wd")]
    return rnd.choice(calm or tokens)


def play(seed: int, seen: Counter[str]) -> None:
    rnd = random.Random(seed)
    names, decks = random_setup("coj", rnd)
    m = Match.start("coj", names, decks, seed)
    n = 0
    while not m.is_over():
        d = m.decisions()[rnd.randrange(len(m.decisions()))]
        tok = _choose(rnd, d.tokens())
        seen[tok.split(":")[0]] += 1
        m.apply(d.player, tok)
        n += 1
        assert n < 5000
        problems = G.check_invariants(m.state)
        assert not problems, f"seed {seed} action {n}: {problems[:3]}"
    assert Match.replay(m.log_json()).hash() == m.hash()
    seen["end:" + str(m.outcome().reason if m.outcome() else "")] += 1


@pytest.mark.parametrize("chunk", range(2))
def test_battle_heavy_random_games_keep_every_invariant(chunk: int) -> None:
    seen: Counter[str] = Counter()
    for i in range(15):
        play(20_000 + chunk * 100 + i, seen)
    assert seen["atk"] > 100 and seen["blk"] > 10 and seen["jk"] > 0
