"""The classic board renders for every seat and the spectator; hidden cards never reach an image."""

from __future__ import annotations

import io
import random

from PIL import Image

from engine.api import Match
from engine.selfplay import choose_random, random_setup
from renderers import render_board, render_card
from tests.classic.helpers import GAME


def _match(seed: int, moves: int) -> Match:
    rnd = random.Random(seed)
    names, decks = random_setup("classic", rnd)
    m = Match.start("classic", names, decks, seed)
    for _ in range(moves):
        if m.is_over():
            break
        d = m.decisions()[0]
        m.apply(d.player, choose_random(rnd, d))
    return m


def test_every_seat_and_the_spectator_get_a_1280x800_board() -> None:
    m = _match(4, 120)
    images = {}
    for seat in (0, 1, None):
        view = m.view(seat)
        assert view["game"] == "classic"
        for other in (0, 1):
            if other != seat:
                assert view["players"][other]["hand"] is None
        png = render_board(view, lang="ja" if seat else "en", private=seat is not None)
        img = Image.open(io.BytesIO(png))
        assert img.size == (1280, 800)
        images[seat] = img.tobytes()
    assert images[0] != images[None]  # a seat's own hand is drawn only in its private board


def test_a_public_board_never_draws_a_hand() -> None:
    m = _match(6, 60)
    view = m.view(0)
    private = render_board(view, lang="en", private=True)
    public = render_board({**view, "players": [{**p, "hand": None} for p in view["players"]]}, lang="en",
                          private=True)
    assert render_board(view, lang="en", private=False) == public != private


def test_every_card_face_renders_in_both_languages() -> None:
    for card in GAME.catalogue()[::9]:
        for lang in ("ja", "en"):
            assert Image.open(io.BytesIO(render_card(card, lang=lang))).size == (420, 600)
