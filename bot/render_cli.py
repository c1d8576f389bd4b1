"""`sortie render board|card`: images from the engine's views, written to a file."""

from __future__ import annotations

import argparse
import random
import sys
from typing import Any


def render_board_cmd(args: argparse.Namespace) -> int:
    from engine.api import Match, get_game
    from engine.selfplay import choose_random, random_options, random_setup
    from renderers.cli_support import view_flags, write_board

    rnd = random.Random(args.seed)
    names, decks = random_setup(args.game, rnd)
    names = [f"Player {i + 1}" for i in range(len(names))]
    m = Match.start(args.game, names, decks, args.seed, random_options(args.game, True, len(names)))
    game = get_game(args.game)
    for _ in range(args.after):
        if m.is_over():
            break
        d = m.decision()
        assert d is not None
        m.apply(d.player, choose_random(rnd, d))
    private, _label = view_flags(args.as_)
    seat = 0 if private else None
    path = write_board(m.view(seat), args.out, lang=args.lang, private=private)
    print(f"wrote {path} (turn {game.turn(m.state)}, {len(m.log)} actions, as {'player 1' if private else 'spectator'})")
    return 0


def render_card_cmd(args: argparse.Namespace) -> int:
    from engine.api import card_catalogue
    from renderers.cli_support import find_card, write_card
    from renderers.registry import has_card_faces

    if not args.name:
        print("name a card: sortie render card NAME --out card.png", file=sys.stderr)
        return 2
    if not has_card_faces(args.game):
        print(f"{args.game} has no card faces; `sortie cards --game {args.game}` lists what it has", file=sys.stderr)
        return 2
    card = find_card(card_catalogue(args.game), args.name)
    if card is None:
        print(f"no card named {args.name!r}", file=sys.stderr)
        return 1
    path = write_card(card, args.out, lang=args.lang)
    print(f"wrote {path} ({card['card']} {card['name']['ja']})")
    return 0


def bench_render(game: str, runs: int = 7) -> dict[str, Any]:
    """`sortie bench render`: the game's own benchmark where it has one, else boards of random play.

    JSON keys (a contract): board_ms_median, card_ms_median, board_png_bytes.
    """
    from renderers.registry import bench_module

    own = bench_module(game)
    if own is not None:
        return dict(own.bench_render(runs=runs))
    return _bench_random_boards(game, runs)


def _bench_random_boards(game: str, runs: int) -> dict[str, Any]:
    import statistics
    import time

    from engine.api import Match, card_catalogue
    from engine.selfplay import choose_random, random_options, random_setup
    from renderers import render_board, render_card

    rnd = random.Random(1)
    names, decks = random_setup(game, rnd)
    m = Match.start(game, names, decks, 1, random_options(game, True, len(names)))
    views = []
    for n in range(400):
        if m.is_over():
            break
        d = m.decision()
        assert d is not None
        m.apply(d.player, choose_random(rnd, d))
        if n % 50 == 0:
            views.append(m.view(None))
    views.append(m.view(0))
    board_ms: list[float] = []
    largest = 0
    for _ in range(runs):
        for v in views:
            t0 = time.perf_counter()
            png = render_board(v, lang="ja", private=v.get("viewer") is not None)
            board_ms.append((time.perf_counter() - t0) * 1000)
            largest = max(largest, len(png))
    card_ms: list[float] = []
    cards = card_catalogue(game)[:20]
    for _ in range(runs):
        for c in cards:
            t0 = time.perf_counter()
            render_card(c, lang="ja")
            card_ms.append((time.perf_counter() - t0) * 1000)
    return {"board_ms_median": round(statistics.median(board_ms), 2),
            "card_ms_median": round(statistics.median(card_ms), 2) if card_ms else None,
            "board_png_bytes": largest}
