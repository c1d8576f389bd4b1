"""`sortie`: the one command-line entry point. Subcommands, options and JSON keys are contracts."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any


def _print(obj: Any, as_json: bool) -> None:
    if as_json:
        print(json.dumps(obj, ensure_ascii=False))
    else:
        for k, v in obj.items():
            print(f"{k}: {v}")


def cmd_games(args: argparse.Namespace) -> int:
    from engine.api import games

    rows = [{"id": g.id, "names": g.title, "seats": {"min": g.min_players, "max": g.max_players},
             "setup": g.setup, "hidden_information": g.hidden_information, "chance": g.chance,
             "params": {p.name: p.default for p in g.params}} for g in games()]
    if args.json:
        print(json.dumps({"games": rows}, ensure_ascii=False))
    else:
        for r in rows:
            seats = r["seats"]
            n = seats["min"] if seats["min"] == seats["max"] else f"{seats['min']}-{seats['max']}"
            print(f"{r['id']:8} {n} players  {r['names']['ja']} / {r['names']['en']}")
    return 0


def cmd_cards(args: argparse.Namespace) -> int:
    from engine.api import get_game

    listing = get_game(args.game).listing()
    rows, decks = listing["cards"], listing["decks"]
    if args.json:
        print(json.dumps({"game": args.game, "cards": rows, "decks": decks}, ensure_ascii=False))
    else:
        for r in rows:
            st = "/".join(map(str, r["stats"])) if r.get("stats") else "-"
            cost = r.get("cost")
            roll = "".join(f"{k[:2]}{v}" for k, v in cost["roll"].items()) if isinstance(cost, dict) else ""
            total = cost["total"] if isinstance(cost, dict) else (cost if cost is not None else "-")
            print(f"{r.get('number', r.get('card', '?')):8} {r.get('type', '-'):10} {total}/{roll:8} {st:8} "
                  f"{r['name']['ja']} / {r['name']['en']}")
        print(f"{len(rows)} cards, {len(decks)} preconstructed decks: {', '.join(sorted(d['id'] for d in decks))}")
    return 0


def cmd_deck_validate(args: argparse.Namespace) -> int:
    from engine.api import get_game

    path = Path(args.file)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as e:
        print(f"cannot read {path}: {e.strerror}", file=sys.stderr)
        return 2
    problems, numbers = get_game(args.game).validate_deck(text.splitlines())
    if args.json:
        print(json.dumps({"file": str(path), "valid": not problems, "cards": len(numbers), "problems": problems},
                         ensure_ascii=False))
    else:
        for p in problems:
            print(p)
        print("OK: a legal 50-card deck" if not problems else f"{len(problems)} problem(s)")
    return 0 if not problems else 1


def cmd_selfplay(args: argparse.Namespace) -> int:
    from engine.selfplay import selfplay

    out = selfplay(args.game, args.games, args.seed)
    _print(out, args.json)
    return 0 if out["errors"] == 0 else 1


def cmd_scenario(args: argparse.Namespace) -> int:
    import yaml

    from engine.api import default_game, get_game

    failed = 0
    for f in args.files:
        try:
            data = [d for d in yaml.safe_load_all(Path(f).read_text(encoding="utf-8")) if d]
        except (OSError, yaml.YAMLError) as e:
            print(f"FAIL {f}: cannot read: {e}")
            failed += 1
            continue
        docs = data if isinstance(data, list) else [data]
        for doc in docs:
            if not isinstance(doc, dict):
                print(f"FAIL {f}: a scenario is a mapping (docs/scenarios.md)")
                failed += 1
                continue
            game = str(doc.get("game") or default_game())
            if game not in game_ids():
                print(f"FAIL {f}: unknown game {game!r}")
                failed += 1
                continue
            res = get_game(game).run_scenario(doc)
            if res.ok:
                print(f"ok   {f}: {res.name} ({res.checks} checks)")
            else:
                failed += 1
                print(f"FAIL {f}: {res.name}")
                for msg in res.failures:
                    print(f"     {msg}")
    return 1 if failed else 0


def cmd_bench(args: argparse.Namespace) -> int:
    if args.what == "engine":
        from engine.selfplay import bench_engine

        _print(bench_engine(runs=args.runs, games=args.games, game_name=args.game), args.json)
        return 0
    if args.what == "render":
        from renderers.nexa.bench import bench_render

        _print(bench_render(runs=args.runs), args.json)
        return 0
    if args.what == "bot":
        from bot.bench import bench_bot

        _print(bench_bot(matches=args.matches), args.json)
        return 0
    return 2


def cmd_render(args: argparse.Namespace) -> int:
    from bot.render_cli import render_board_cmd, render_card_cmd

    if args.what == "board":
        return render_board_cmd(args)
    return render_card_cmd(args)


def cmd_run(args: argparse.Namespace) -> int:
    from bot.main import run

    return run(args)


def game_ids() -> list[str]:
    from engine.api import game_names

    return game_names()


def _game_option(parser: argparse.ArgumentParser) -> None:
    from engine.api import default_game

    parser.add_argument("--game", choices=game_ids(), default=default_game(),
                        help="which game (default: %(default)s; `sortie games` lists them)")


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="sortie", description="Sortie: Gundam games in Discord channels")
    sub = p.add_subparsers(dest="cmd", required=True)

    g = sub.add_parser("games", help="list the games Sortie hosts")
    g.add_argument("--json", action="store_true", help="JSON: games[] with id, names, seats")
    g.set_defaults(func=cmd_games)

    c = sub.add_parser("cards", help="list a game's card pool")
    _game_option(c)
    c.add_argument("--json", action="store_true")
    c.set_defaults(func=cmd_cards)

    d = sub.add_parser("deck", help="deck lists")
    dsub = d.add_subparsers(dest="deck_cmd", required=True)
    dv = dsub.add_parser("validate", help="check a plain-text deck list ('3 ガンダム' per line)")
    dv.add_argument("file")
    _game_option(dv)
    dv.add_argument("--json", action="store_true")
    dv.set_defaults(func=cmd_deck_validate)

    s = sub.add_parser("selfplay", help="random players play complete games")
    _game_option(s)
    s.add_argument("--games", type=int, default=100)
    s.add_argument("--seed", type=int, default=1)
    s.add_argument("--json", action="store_true")
    s.set_defaults(func=cmd_selfplay)

    sc = sub.add_parser("scenario", help="run scenario files (docs/scenarios.md)")
    sc.add_argument("files", nargs="+")
    _game_option(sc)
    sc.set_defaults(func=cmd_scenario)

    b = sub.add_parser("bench", help="benchmarks that print figures")
    b.add_argument("what", choices=["engine", "render", "bot"])
    _game_option(b)
    b.add_argument("--json", action="store_true")
    b.add_argument("--runs", type=int, default=5)
    b.add_argument("--games", type=int, default=20)
    b.add_argument("--matches", type=int, default=200)
    b.set_defaults(func=cmd_bench)

    r = sub.add_parser("render", help="render a board or a card to PNG")
    r.add_argument("what", choices=["board", "card"])
    r.add_argument("name", nargs="?", help="card name or number (render card)")
    _game_option(r)
    r.add_argument("--seed", type=int, default=1)
    r.add_argument("--after", type=int, default=0)
    r.add_argument("--as", dest="as_", choices=["player", "spectator"], default="spectator")
    r.add_argument("--lang", choices=["ja", "en"], default="ja")
    r.add_argument("--out", required=True)
    r.set_defaults(func=cmd_render)

    run = sub.add_parser("run", help="run the bot (console channel without DISCORD_TOKEN)")
    run.add_argument("--console", action="store_true", help="force the local console channel")
    run.add_argument("--script", help="console: read commands from this file instead of the terminal")
    run.add_argument("--boards", help="console: folder for board images")
    run.set_defaults(func=cmd_run)
    return p


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    return int(args.func(args))


if __name__ == "__main__":
    raise SystemExit(main())
