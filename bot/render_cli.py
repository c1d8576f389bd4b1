"""`sortie render board|card`: images from the engine's views, written to a file."""

from __future__ import annotations

import argparse
import random
import sys


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

    if not args.name:
        print("name a card: sortie render card NAME --out card.png", file=sys.stderr)
        return 2
    card = find_card(card_catalogue(args.game), args.name)
    if card is None:
        print(f"no card named {args.name!r}", file=sys.stderr)
        return 1
    path = write_card(card, args.out, lang=args.lang)
    print(f"wrote {path} ({card['card']} {card['name']['ja']})")
    return 0
