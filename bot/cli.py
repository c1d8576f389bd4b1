"""`sortie`: the one command-line entry point. Subcommands, options and JSON keys are contracts."""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import sys
from collections.abc import Callable
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
        for g in games():
            n = str(g.min_players) if g.min_players == g.max_players else f"{g.min_players}-{g.max_players}"
            print(f"{g.id:8} {n} players  {g.title['ja']} / {g.title['en']}")
    return 0


_UNREADABLE = object()


def _card_list(path: str) -> Any:
    """A card list file's data (JSON, else YAML); `_UNREADABLE` after a one-line error on stderr for
    a missing, unreadable, non-UTF-8 or malformed file (never a traceback)."""
    import yaml

    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as e:  # a missing file, a folder, not UTF-8 text
        print(f"cannot read {path}: {getattr(e, 'strerror', None) or e.__class__.__name__}", file=sys.stderr)
        return _UNREADABLE
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        try:
            return yaml.safe_load(text)
        except yaml.YAMLError as e:
            print(f"{path} is neither JSON nor YAML: {str(e).splitlines()[0]}", file=sys.stderr)
            return _UNREADABLE


async def _store_pool(args: argparse.Namespace, report: dict[str, Any], entries: list[dict[str, Any]]) -> None:
    """Store an imported pool for a server in the bot's database (the bot may be running: WAL)."""
    from .config import load_settings
    from .storage import Store

    path = args.db or load_settings().db_path
    store = await Store.open(path)
    try:
        summary = {k: v for k, v in report.items() if k != "pool"}
        await store.save_pool(args.server, args.game, args.pool, summary, entries)
    finally:
        await store.close()


def _card_report(args: argparse.Namespace, compute: Callable[[Any, Any], dict[str, Any] | None],
                 none: str) -> dict[str, Any] | None:
    """`compute(game, data)` on FILE's card list (None for `builtin`), timed into `seconds`; None after
    a one-line error on stderr (an unreadable file, a list the game refuses, `none` when it has no such
    report)."""
    import time

    from engine.api import get_game

    game = get_game(args.game)
    started = time.perf_counter()
    data: Any = None
    if args.file != "builtin":
        data = _card_list(args.file)
        if data is _UNREADABLE:
            return None
    try:
        out = compute(game, data)
    except ValueError as e:
        print(str(e), file=sys.stderr)
        return None
    if out is None:
        print(f"{args.game} {none}", file=sys.stderr)
        return None
    out["seconds"] = round(time.perf_counter() - started, 2)
    return out


def cmd_cards_import(args: argparse.Namespace) -> int:
    """Compile a card list's texts and print the import report (docs/card-import.md); with --pool,
    store it as that server's pool."""
    if (args.pool is None) != (args.server is None):
        print("--pool and --server go together: the pool is stored for that server", file=sys.stderr)
        return 2

    def compute(game: Any, data: Any) -> dict[str, Any] | None:
        if args.pool is None or data is None:
            return game.import_cards(data)  # type: ignore[no-any-return]
        pooled = game.import_pool(data)
        if pooled is None:
            return None
        report, entries = pooled
        report["pool"] = {"name": args.pool, "server": args.server, "stored": len(entries)}
        asyncio.run(_store_pool(args, report, entries))
        return report  # type: ignore[no-any-return]

    out = _card_report(args, compute, "has no card import")
    if out is None:
        return 2
    if args.json:
        print(json.dumps(out, ensure_ascii=False))
    else:
        print(f"records {out['records']}: full {out['full']}, partial {out['partial']}, failed {out['failed']}"
              f" ({out['seconds']} s)")
        for t, row in out["by_type"].items():
            print(f"  {t}: {row}")
        for m in out["missing"]:
            print(f"  missing {m['cards']:5} {m['item']}")
        for m in out.get("defaulted", []):
            print(f"  defaulted {m['cards']:5} {m['item']}")
    return 0


def cmd_cards_behave(args: argparse.Namespace) -> int:
    """Play sampled FULL cards' texts in generated scenarios; report how many behave as printed."""
    out = _card_report(args, lambda game, data: game.behave_cards(data, args.sample, args.seed),
                       "has no behaviour check")
    if out is None:
        return 2
    if args.json:
        print(json.dumps(out, ensure_ascii=False))
    else:
        print(f"sample {out['sample']}: behaved {out['behaved']}, failed {out['failed']}, "
              f"unchecked {out['unchecked']} ({out['seconds']} s)")
        for f in out["failures"]:
            print(f"  failed {f['number']}: {f['detail']}")
        for why, n in out["unchecked_why"].items():
            print(f"  unchecked {n:4} {why}")
    return 0


def cmd_cards(args: argparse.Namespace) -> int:
    from engine.api import get_game

    if getattr(args, "cards_cmd", None) == "import":
        return cmd_cards_import(args)
    if getattr(args, "cards_cmd", None) == "behave":
        return cmd_cards_behave(args)

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
    except UnicodeDecodeError:
        print(f"cannot read {path}: not UTF-8 text (save the deck list as UTF-8)", file=sys.stderr)
        return 2
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

    from engine.api import CardDataError, get_game

    try:
        docs = [d for d in yaml.safe_load_all(Path(args.cards).read_text(encoding="utf-8")) if d]
    except (OSError, UnicodeDecodeError, yaml.YAMLError) as e:
        return [f"cannot read {args.cards}: {e}"], []
    try:
        return get_game(args.game).validate_deck_with(lines, docs)
    except CardDataError as e:
        return [f"{args.cards}: {e}"], []


def cmd_selfplay(args: argparse.Namespace) -> int:
    from engine.selfplay import selfplay

    out = selfplay(args.game, args.games, args.seed)
    _print(out, args.json)
    return 0 if out["errors"] == 0 else 1


def cmd_arena(args: argparse.Namespace) -> int:
    from engine.ai import Budget
    from engine.ai.arena import arena

    budget = Budget(seconds=args.budget, iterations=args.iterations, depth=args.depth)
    if args.workers > 1 and args.games > 1:  # games in spawned processes: the same games as a serial run
        from concurrent.futures import ProcessPoolExecutor
        from multiprocessing import get_context

        with ProcessPoolExecutor(max_workers=min(args.workers, args.games), mp_context=get_context("spawn")) as pool:
            out = arena(args.game, args.a, args.b, args.games, args.seed, budget, mapper=pool.map)
    else:
        out = arena(args.game, args.a, args.b, args.games, args.seed, budget)
    _print(out, args.json)
    return 0


def positive_float(text: str) -> float:
    """argparse type: a number of seconds above zero."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
    if not value > 0:
        raise argparse.ArgumentTypeError(f"must be above 0, not {value}")
    return value


def cmd_scenario(args: argparse.Namespace) -> int:
    import yaml

    from engine.api import default_game, get_game

    failed = 0
    for f in args.files:
        try:
            data = [d for d in yaml.safe_load_all(Path(f).read_text(encoding="utf-8")) if d]
        except UnicodeDecodeError:
            print(f"FAIL {f}: cannot read: not UTF-8 text (save the scenario as UTF-8)")
            failed += 1
            continue
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
        from bot.render_cli import bench_render

        _print(bench_render(args.game, runs=args.runs), args.json)
        return 0
    if args.what == "bot":
        from bot.bench import bench_bot

        _print(bench_bot(matches=args.matches, game=args.game), args.json)
        return 0
    return 2


def cmd_render(args: argparse.Namespace) -> int:
    from bot.render_cli import render_board_cmd, render_card_cmd

    if args.what == "board":
        return render_board_cmd(args)
    return render_card_cmd(args)


def cmd_health(args: argparse.Namespace) -> int:
    from bot.health import check

    ok, line = check()
    print(line, file=sys.stdout if ok else sys.stderr)
    return 0 if ok else 1


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


def positive_int(text: str) -> int:
    """argparse type: a whole number ≥ 1 (a usage error otherwise, never a traceback)."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {value}")
    return value


def non_negative_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"must be 0 or more, not {value}")
    return value


def pool_name(text: str) -> str:
    """argparse type: a pool name people can type in `/pool use` (1-32 letters, digits, - _ .)."""
    from .pools import pool_name_problem

    problem = pool_name_problem(text)
    if problem:
        raise argparse.ArgumentTypeError(problem)
    return text.strip()


def png_path(text: str) -> str:
    if not text.lower().endswith(".png") or len(text) <= 4:
        raise argparse.ArgumentTypeError(f"{text!r}: the output is a PNG image, name it *.png")
    return text


class DefaultsHelp(argparse.ArgumentDefaultsHelpFormatter):
    """Adds "(default: X)" to an option's help, except where it would mislead: a required option or
    argument (it has no default) or a help text that already names its default (`SORTIE_DB`)."""

    def _get_help_string(self, action: argparse.Action) -> str | None:
        text = action.help or ""
        if action.required or "(default:" in text or (not action.option_strings and action.default is None):
            return text
        return super()._get_help_string(action)


def build_parser() -> argparse.ArgumentParser:
    fmt = DefaultsHelp
    p = argparse.ArgumentParser(prog="sortie", description="Sortie: Gundam games in Discord channels",
                                formatter_class=fmt)
    sub = p.add_subparsers(dest="cmd", required=True, metavar="COMMAND")

    def cmd(name: str, text: str) -> argparse.ArgumentParser:
        return sub.add_parser(name, help=text, description=text, formatter_class=fmt)

    g = cmd("games", "list the games Sortie hosts")
    g.add_argument("--json", action="store_true", help="print JSON: games[] with id, names, seats")
    g.set_defaults(func=cmd_games)

    c = cmd("cards", "list a game's built-in card pool and ready-made decks")
    _game_option(c)
    c.add_argument("--json", action="store_true", help="print JSON: game, cards, decks")
    c.set_defaults(func=cmd_cards)
    csub = c.add_subparsers(dest="cards_cmd", required=False, metavar="ACTION")
    ci = csub.add_parser("import", help="compile a card list's Japanese texts and report what plays",
                         description="compile a card list (docs/card-import.md format or the public scrape "
                                     "format, detected) and print the report; FILE 'builtin' runs the "
                                     "built-in pool through the same round trip", formatter_class=fmt)
    ci.add_argument("file", help="the card list (JSON or YAML), or 'builtin'")
    _game_option(ci)
    ci.add_argument("--json", action="store_true",
                    help="print JSON: records, full, partial, failed, round_trip, by_type, missing, seconds "
                         "(and pool when stored)")
    ci.add_argument("--pool", default=None, type=pool_name,
                    help="store the list as this named pool for --server (then /pool use NAME there)")
    ci.add_argument("--server", default=None, type=non_negative_int,
                    help="the Discord server (guild) id the pool is for; 0: the local console channel")
    ci.add_argument("--db", default=None, help="the bot's database (default: SORTIE_DB or the standard path)")
    ci.set_defaults(func=cmd_cards)
    cb = csub.add_parser("behave", help="play sampled FULL cards' texts and report how many behave as printed",
                         description="import a card list, draw SAMPLE of its FULL cards with SEED, play each "
                                     "card's text in a generated scenario and compare the board with the text; "
                                     "FILE 'builtin' checks the built-in pool", formatter_class=fmt)
    cb.add_argument("file", help="the card list (JSON or YAML), or 'builtin'")
    _game_option(cb)
    cb.add_argument("--sample", type=int, default=100, help="how many cards to draw (default 100)")
    cb.add_argument("--seed", type=int, default=1, help="the drawing's seed (default 1)")
    cb.add_argument("--json", action="store_true",
                    help="print JSON: sample, behaved, failed, unchecked, failures, unchecked_why, seconds")
    cb.set_defaults(func=cmd_cards)

    d = cmd("deck", "deck lists")
    dsub = d.add_subparsers(dest="deck_cmd", required=True, metavar="ACTION")
    dv = dsub.add_parser("validate", help="check a plain-text deck list ('3 ガンダム' per line)",
                         description="check a plain-text deck list ('3 ガンダム' or '3 Gundam' per line); "
                                     "exit 1 when illegal", formatter_class=fmt)
    dv.add_argument("file", help="the deck list, UTF-8 text")
    _game_option(dv)
    dv.add_argument("--json", action="store_true", help="print JSON: file, valid, cards, problems")
    dv.add_argument("--cards", default=None, help="also accept the cards defined in this scenario or card file")
    dv.set_defaults(func=cmd_deck_validate)

    s = cmd("selfplay", "random players play complete games; exit 1 if any game errs")
    _game_option(s)
    s.add_argument("--games", type=positive_int, default=100, help="how many games")
    s.add_argument("--seed", type=int, default=1, help="seed of the first game (the next ones count up)")
    s.add_argument("--json", action="store_true", help="print JSON (keys in the README)")
    s.set_defaults(func=cmd_selfplay)

    from engine.ai import LEVELS
    from engine.ai.budget import DEFAULT_SECONDS, GAME_DEFAULT

    ar = cmd("arena", "two AI levels play each other; seats alternate game by game")
    _game_option(ar)
    ar.add_argument("--a", choices=LEVELS, required=True, help="level of side A")
    ar.add_argument("--b", choices=LEVELS, required=True, help="level of side B")
    ar.add_argument("--games", type=positive_int, default=20, help="how many games")
    ar.add_argument("--seed", type=int, default=1, help="seed of the first game (the next ones count up)")
    ar.add_argument("--budget", type=positive_float, default=DEFAULT_SECONDS,
                    help="thinking time per decision at most, in seconds")
    ar.add_argument("--iterations", type=non_negative_int, default=GAME_DEFAULT,
                    help="search iterations per decision (hard; normal a quarter): the reproducible budget; "
                         "0, the default: the game's own")
    ar.add_argument("--depth", type=non_negative_int, default=GAME_DEFAULT,
                    help="decisions per rollout before the evaluation judges (hard; normal half); 0: the game's own")
    ar.add_argument("--workers", type=positive_int, default=1,
                    help="games played in parallel processes (the totals equal a serial run's)")
    ar.add_argument("--json", action="store_true", help="print JSON (keys in the README)")
    ar.set_defaults(func=cmd_arena)

    sc = cmd("scenario", "run scenario files (docs/scenarios.md); exit 1 naming each failed expectation")
    sc.add_argument("files", nargs="+", help="scenario YAML files")
    _game_option(sc)
    sc.set_defaults(func=cmd_scenario)

    b = cmd("bench", "benchmarks that print figures (median of several runs)")
    b.add_argument("what", choices=["engine", "render", "bot"], help="what to measure")
    _game_option(b)
    b.add_argument("--json", action="store_true", help="print JSON (keys in the README)")
    b.add_argument("--runs", type=positive_int, default=5, help="runs to take the median of")
    b.add_argument("--games", type=positive_int, default=20, help="engine: games per run")
    b.add_argument("--matches", type=positive_int, default=200, help="bot: concurrent scripted matches")
    b.set_defaults(func=cmd_bench)

    r = cmd("render", "render a board or a card to PNG")
    r.add_argument("what", choices=["board", "card"], help="a board after random play, or a card face")
    r.add_argument("name", nargs="?", help="render card: the card's name (ja or en) or number")
    _game_option(r)
    r.add_argument("--seed", type=int, default=1, help="render board: seed of the random game")
    r.add_argument("--after", type=non_negative_int, default=0, help="render board: random actions played first")
    r.add_argument("--as", dest="as_", choices=["player", "spectator"], default="spectator",
                   help="render board: player 1's private view (with the hand) or the spectator's")
    r.add_argument("--lang", choices=["ja", "en"], default="ja", help="language of the image's text")
    r.add_argument("--out", required=True, type=png_path, help="the PNG file to write")
    r.set_defaults(func=cmd_render)

    h = cmd("health", "exit 0 when the running bot is connected to Discord (the container's HEALTHCHECK)")
    h.set_defaults(func=cmd_health)

    run = cmd("run", "run the bot (the local console channel without DISCORD_TOKEN)")
    run.add_argument("--console", action="store_true", help="force the local console channel")
    run.add_argument("--script", default=None, help="console: read commands from this file instead of the terminal")
    run.add_argument("--boards", default=None, help="console: folder for board images (default: SORTIE_BOARDS)")
    run.set_defaults(func=cmd_run)
    return p


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return int(args.func(args))
    except BrokenPipeError:  # `sortie cards | head`: the reader left; stop quietly, as other tools do
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1


if __name__ == "__main__":
    raise SystemExit(main())
