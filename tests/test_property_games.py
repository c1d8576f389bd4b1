"""Conformance suite over every registered game (OpenSpiel's random simulation test).

Complete random games from random seeds; after every action: the game's own invariants (every
card or unit in exactly one place, view counts match the state, no hidden identity in another
seat's or a spectator's view), the JSON round trip is exact, `copy()` equals the original, the
incrementally replayed log gives the same hash, every action and prompt has a ja and en label (no
two labels of one decision alike), and
an illegal token changes nothing. Every so often (and at the end) each seat's view renders.

CI plays 40 games per game; `SORTIE_FULL=1 pytest tests/test_property_games.py` plays 1,000 of every game (#8).
"""

from __future__ import annotations

import io
import json
import os
import random
from pathlib import Path

from typing import Any

import pytest
from PIL import Image
from pydantic import TypeAdapter

from engine.api import IllegalAction, Match, game_names, get_game
from engine.selfplay import choose_random, random_options, random_setup
from renderers import render_board

FULL = os.environ.get("SORTIE_FULL") == "1"
GAMES = 1000 if FULL else 40
CHUNKS = 4
REPLAY_EVERY_ACTION = 1  # games (of each chunk) that rebuild the whole log at intervals too
RENDER_EVERY = 97  # actions between renders of every seat's view (and the spectator's)
GAMES_ALL = game_names()
ROOT = Path(__file__).resolve().parents[1]


def _labels_complete(m: Match) -> None:
    codec = m.game.codec
    for d in m.decisions():
        for a in d.actions:
            assert codec.encode(codec.decode(a.token)) == a.token, f"{a.token} does not round-trip its codec"
        assert d.actions, f"a decision of kind {d.kind} with no action"
        assert d.prompt.get("ja") and d.prompt.get("en"), f"decision {d.kind} has no ja/en prompt"
        for a in d.actions:
            assert a.label.get("ja") and a.label.get("en"), f"action {a.token} has no ja/en label"
            assert len(a.token) <= 60
        for lang in ("ja", "en"):  # issue #10: two buttons that read the same cannot be told apart
            texts = [a.label[lang] for a in d.actions]
            assert len(set(texts)) == len(texts), f"{d.kind}: two actions read the same in {lang}: {texts}"


_ADAPTERS: dict[str, TypeAdapter[Any]] = {}


def _views_typed(m: Match) -> None:
    game = m.game
    ta = _ADAPTERS.get(m.game_name)
    if ta is None:
        ta = _ADAPTERS[m.game_name] = TypeAdapter(game.view_type)
    for seat in [*range(len(m.players)), None]:
        ta.validate_python(m.view(seat), strict=True)


def _renders(m: Match) -> None:
    seats = len(m.players)
    for seat in [*range(seats), None]:
        png = render_board(m.view(seat), lang="ja" if seat else "en", private=seat is not None)
        assert Image.open(io.BytesIO(png)).size[0] > 0


def play_checked(game_name: str, seed: int, deep: bool) -> int:
    rnd = random.Random(seed)
    game = get_game(game_name)
    names, decks = random_setup(game_name, rnd)
    opts = random_options(game_name, True, len(names))
    if "autopass" in opts:
        opts["autopass"] = [True] + [rnd.random() < 0.8 for _ in names[1:]]
    m = Match.start(game_name, names, decks, seed, opts)
    shadow = Match.replay(m.log_json())  # replays the log as it grows, one action at a time
    n = 0
    while not m.is_over():
        assert n < 20_000, f"{game_name} seed {seed}: no end after {n} decisions"
        ds = m.decisions()
        assert ds, f"{game_name} seed {seed}: no decision while the game goes on"
        if deep or n % 10 == 0:
            _labels_complete(m)
            _views_typed(m)
        d = ds[rnd.randrange(len(ds))]
        before = m.state_json() if n % 17 == 0 else None
        if before is not None:
            with pytest.raises(IllegalAction):
                m.apply(d.player, "zz_not_a_token")
            assert m.state_json() == before, "a refused token changed the state"
        m.apply(d.player, choose_random(rnd, d))
        n += 1
        problems = game.check_invariants(m.state)
        assert not problems, f"{game_name} seed {seed} action {n}: {problems[:3]}"
        data = m.state_json()
        assert game.to_json(game.from_json(json.loads(json.dumps(data)))) == data, "JSON round trip changed the state"
        assert game.to_json(game.copy(m.state)) == data, "copy() differs from the original"
        shadow.apply(*m.log[-1])
        if deep or n % 50 == 0:
            assert shadow.hash() == m.hash(), f"{game_name} seed {seed}: replay diverged at action {n}"
        if deep and n % 25 == 0:
            assert Match.replay(m.log_json()).hash() == m.hash()
        if n % RENDER_EVERY == 0:
            _renders(m)
    assert Match.replay(m.log_json()).hash() == m.hash()
    out = m.outcome()
    assert out is not None and len(out.ranks) == len(names)
    assert game.end_text(out, names, "ja") and game.end_text(out, names, "en")
    _renders(m)
    return n


@pytest.mark.parametrize("game_name", GAMES_ALL)
@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_games_keep_every_invariant(game_name: str, chunk: int) -> None:
    per = GAMES // CHUNKS
    total = 0
    for i in range(per):
        seed = 10_000 + chunk * per + i
        total += play_checked(game_name, seed, deep=i < REPLAY_EVERY_ACTION and not FULL)
    assert total > per * 5  # games really were played out


def test_a_game_that_ends_in_the_middle_of_an_effect_keeps_every_card_somewhere() -> None:
    """Found by the 1,000-game NEX-A run: a draw that empties the home ends the game while a
    command resolves; the command must still be in the cut, not nowhere."""
    assert play_checked("nexa", 10993, deep=False) > 100


@pytest.mark.parametrize("game_name", GAMES_ALL)
def test_every_game_declares_what_the_bot_needs(game_name: str) -> None:
    info = get_game(game_name).info
    assert info.id == game_name
    assert info.title.get("ja") and info.title.get("en")
    assert 2 <= info.min_players <= info.max_players <= 3
    assert info.setup in ("decks", "scenario")
    if info.setup == "decks":
        assert get_game(game_name).preconstructed(), "a deck game ships ready-made decks"
    assert get_game(game_name).view_type is not None, "a game declares the typed shape of its views"
    assert get_game(game_name).codec is not None, "a game declares its typed action codec"


@pytest.mark.parametrize("game_name", GAMES_ALL)
def test_the_views_doc_names_every_key_of_the_typed_views(game_name: str) -> None:
    game = get_game(game_name)
    doc = (ROOT / game.view_doc).read_text(encoding="utf-8")
    missing = sorted({f"{shape.__name__}.{key}" for shape in game.view_shapes for key in shape.__annotations__
                      if f'"{key}"' not in doc and f"`{key}`" not in doc})
    assert game.view_shapes and not missing, f"{game.view_doc} does not document: {missing}"
