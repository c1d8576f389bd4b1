"""The typed action codec and the `end:<seconds left>` token the bot stamps on the end of a turn.

Every legal token decodes to a typed action and encodes back to the same text (one spelling per
action, so a replayed log is the log); anything else is MalformedToken, and the engine refuses it
before any change (docs/coj/rulings.md R-06).
"""

from __future__ import annotations

import json
import random

import pytest

from engine.api import IllegalAction, Match
from engine.core.base import TOKEN_RE
from engine.core.errors import MalformedToken
from engine.core.protocol import MAX_TOKEN
from engine.games.coj import actions as A
from engine.selfplay import choose_random, random_setup

from .helpers import G, act, board, decline_all, tokens


def test_every_kind_of_action_round_trips() -> None:
    values: list[A.CojAction] = [
        A.Simple("keep"), A.Simple("mull"), A.Simple("decline"), A.Simple("noblock"), A.End(), A.End(0),
        A.End(300), A.Intercept(7), A.Block(0), A.Drive(12), A.Attack(3), A.Joker(1), A.SetCard(40),
        A.Withdraw(5), A.Discard(81), A.OverDrive(9, 2), A.Override(4, 11),
    ]
    for v in values:
        t = A.encode(v)
        assert A.decode(t) == v and A.encode(A.decode(t)) == t
        assert TOKEN_RE.fullmatch(t) and len(t) <= MAX_TOKEN, f"{t} breaks the core token rules"
    assert A.encode(A.End()) == "end" and A.encode(A.End(0)) == "end:0"  # two actions, two log lines
    assert A.decode("od:9:2") == A.OverDrive(card=9, base=2)


def test_every_token_of_random_games_round_trips_and_passes_the_core_rules() -> None:
    """Every legal token of 6 random games, plus the `end:N` the bot would send instead of `end`."""
    seen: set[str] = set()
    for seed in range(6):
        rnd = random.Random(seed)
        names, decks = random_setup("coj", rnd)
        m = Match.start("coj", names, decks, seed)
        while not m.is_over():
            d = m.decisions()[0]
            for t in d.tokens():
                assert A.encode(A.decode(t)) == t
                assert TOKEN_RE.fullmatch(t) and len(t) <= MAX_TOKEN
                seen.add(t.split(":")[0])
            tok = choose_random(rnd, d)
            if tok == "end" and rnd.random() < 0.5:
                tok = f"end:{rnd.randrange(m.state.turn_seconds + 1)}"
                assert A.encode(A.decode(tok)) == tok and TOKEN_RE.fullmatch(tok)
            m.apply(d.player, tok)
        again = Match.replay(json.loads(json.dumps(m.log_json())))
        assert again.hash() == m.hash()
    assert {"keep", "end", "dr", "set", "disc", "atk"} <= seen


@pytest.mark.parametrize("forged", [
    "", "END", "End", "zz_not_a_token", "end:", "end::", "end:007", "end:00", "end:-1", "end:+5", "end:5\n",
    "end:1.5", "end:1e3", "end: 5", "end:١٢", "end:5:5", "end:1234567890", "keep:1", "mull:0", "decline:x",
    "dr", "dr:", "dr:01", "dr:1:2", "dr:a", "atk:-3", "od:1", "od:1:", "od:1:2:3", "ovr:x:1", "jk:", "blk:1 ",
    "icp:٣", "set:1_0", "wd:0x1", "disc:1.0", "concede:1", "dr:٠",
])
def test_forged_tokens_are_malformed(forged: str) -> None:
    with pytest.raises(MalformedToken):
        A.decode(forged)


def test_a_forged_end_token_is_refused_before_any_change() -> None:
    """The game's own path for `end:N` keeps the core's checks: shape first, then seat, then legality."""
    s, _ = board(turn_seconds=300, players=[{}, {}])
    before = G.to_json(s)
    for forged in ("end:007", "end:5\n", "end:١٢", "end:-1", "end:5:5", "end:" + "9" * 60, "end:"):
        with pytest.raises(MalformedToken):
            act(s, forged)
        assert G.to_json(s) == before
    with pytest.raises(IllegalAction) as e:
        act(s, "end:10", seat=1)
    assert e.value.code == "not_your_decision"
    with pytest.raises(IllegalAction) as e:
        act(s, "end:10", seat=2)
    assert e.value.code == "not_a_player"
    with pytest.raises(IllegalAction) as e:
        act(s, "end:301")
    assert e.value.code == "illegal_action" and e.value.text["ja"] and e.value.text["en"]
    assert G.to_json(s) == before
    act(s, "end:300")
    assert s.turn_seat == 1 and s.players[0].gauge == 150


def test_end_with_time_is_refused_where_end_is_not_legal() -> None:
    """During a block decision `end` is not a choice, so neither is `end:N` (R-06)."""
    s, ids = board(players=[{"field": [{"card": "RD-001", "id": "z"}]}, {"field": [{"card": "RD-001", "id": "w"}]}])
    act(s, "atk:$z", ids)
    decline_all(s)
    assert G.pending(s)[0].kind == "block" and "end" not in tokens(s, 0) + tokens(s, 1)
    before = G.to_json(s)
    for seat in (0, 1):
        with pytest.raises(IllegalAction):
            act(s, "end:10", seat=seat)
    assert G.to_json(s) == before


def test_end_with_time_is_refused_once_the_game_is_over() -> None:
    s, _ = board(players=[{}, {}])
    G.apply(s, 1, "concede")
    with pytest.raises(IllegalAction) as e:
        G.apply(s, 0, "end:10")
    assert e.value.code == "game_over"
