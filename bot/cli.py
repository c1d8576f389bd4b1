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


def cmd_cards(args: argparse.Namespace) -> int:
    from engine.games.nexa.cards import builtin_pool

    if args.game != "nexa":
        print(f"no card pool for game {args.game!r}", file=sys.stderr)
        return 2
    pool = builtin_pool()
    rows: list[dict[str, Any]] = []
    for c in sorted(pool.cards.values(), key=lambda c: c.number):
        rows.append({
            "number": c.number, "name": {"ja": c.name_ja, "en": c.name_en}, "type": c.type,
            "colours": list(c.colours), "cost": {"total": c.total_cost, "roll": dict(c.roll_cost)},
            "stats": list(c.stats) if c.stats else None, "terrain": sorted(c.terrain), "traits": list(c.traits),
            "keywords": [k if a is None else f"{k}({a})" for k, a in c.keywords],
            "text": {"ja": c.text_ja, "en": c.text_en}, "rarity": c.rarity,
        })
    if args.json:
        print(json.dumps({"game": "nexa", "cards": rows,
                          "decks": [{"id": d.id, "name": {"ja": d.name_ja, "en": d.name_en},
                                     "cards": dict(d.cards)} for d in pool.decks.values()]},
                         ensure_ascii=False))
    else:
        for r in rows:
            st = "/".join(map(str, r["stats"])) if r["stats"] else "-"
            roll = "".join(f"{k[:2]}{v}" for k, v in r["cost"]["roll"].items())
            print(f"{r['number']:8} {r['type']:10} {r['cost']['total']}/{roll:8} {st:8} "
                  f"{r['name']['ja']} / {r['name']['en']}")
        print(f"{len(rows)} cards, {len(pool.decks)} preconstructed decks: {', '.join(sorted(pool.decks))}")
    return 0


def cmd_deck_validate(args: argparse.Namespace) -> int:
    from engine.api import get_game

    path = Path(args.file)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as e:
        print(f"cannot read {path}: {e.strerror}", file=sys.stderr)
        return 2
    if args.cards:
        problems, numbers = _validate_with_cards(args, text.splitlines())
    else:
        problems, numbers = get_game(args.game).validate_deck(text.splitlines())
    if args.json:
        print(json.dumps({"file": str(path), "valid": not problems, "cards": len(numbers), "problems": problems},
                         ensure_ascii=False))
    else:
        for p in problems:
            print(p)
        print("OK: a legal 50-card deck" if not problems else f"{len(problems)} problem(s)")
    return 0 if not problems else 1


def _validate_with_cards(args: argparse.Namespace, lines: list[str]) -> tuple[list[str], list[str]]:
    """Check the deck against the built-in pool plus the cards of a scenario or card file."""
    import yaml

    from engine.core.errors import CardDataError
    from engine.games.nexa.scenario import cards_in_documents, validate_deck_with_cards

    if args.game != "nexa":
        return [f"--cards is for nexa decks, not {args.game}"], []
    try:
        docs = [d for d in yaml.safe_load_all(Path(args.cards).read_text(encoding="utf-8")) if d]
    except (OSError, yaml.YAMLError) as e:
        return [f"cannot read {args.cards}: {e}"], []
    try:
        return validate_deck_with_cards(lines, cards_in_documents(docs))
    except CardDataError as e:
        return [f"{args.cards}: {e}"], []


def cmd_selfplay(args: argparse.Namespace) -> int:
    from engine.selfplay import selfplay

    out = selfplay(args.game, args.games, args.seed)
    _print(out, args.json)
    return 0 if out["errors"] == 0 else 1


def cmd_scenario(args: argparse.Namespace) -> int:
    import yaml

    from engine.games.nexa.scenario import run_scenario

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
            res = run_scenario(doc)
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

        _print(bench_engine(runs=args.runs, games=args.games), args.json)
        return 0
    if args.what == "render":
        from renderers.bench import bench_render

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


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="sortie", description="Sortie: Gundam games in Discord channels")
    sub = p.add_subparsers(dest="cmd", required=True)

    c = sub.add_parser("cards", help="list a game's card pool")
    c.add_argument("--game", default="nexa")
    c.add_argument("--json", action="store_true")
    c.set_defaults(func=cmd_cards)

    d = sub.add_parser("deck", help="deck lists")
    dsub = d.add_subparsers(dest="deck_cmd", required=True)
    dv = dsub.add_parser("validate", help="check a plain-text deck list ('3 ガンダム' per line)")
    dv.add_argument("file")
    dv.add_argument("--game", default="nexa")
    dv.add_argument("--json", action="store_true")
    dv.add_argument("--cards", help="also accept the cards defined in this scenario or card file")
    dv.set_defaults(func=cmd_deck_validate)

    s = sub.add_parser("selfplay", help="random players play complete games")
    s.add_argument("--game", default="nexa")
    s.add_argument("--games", type=int, default=100)
    s.add_argument("--seed", type=int, default=1)
    s.add_argument("--json", action="store_true")
    s.set_defaults(func=cmd_selfplay)

    sc = sub.add_parser("scenario", help="run scenario files (docs/scenarios.md)")
    sc.add_argument("files", nargs="+")
    sc.set_defaults(func=cmd_scenario)

    b = sub.add_parser("bench", help="benchmarks that print figures")
    b.add_argument("what", choices=["engine", "render", "bot"])
    b.add_argument("--json", action="store_true")
    b.add_argument("--runs", type=int, default=5)
    b.add_argument("--games", type=int, default=20)
    b.add_argument("--matches", type=int, default=200)
    b.set_defaults(func=cmd_bench)

    r = sub.add_parser("render", help="render a board or a card to PNG")
    r.add_argument("what", choices=["board", "card"])
    r.add_argument("name", nargs="?", help="card name or number (render card)")
    r.add_argument("--game", default="nexa")
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
