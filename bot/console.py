"""The local console channel: the bot's commands typed in a terminal, the players hot-seat.

Used when there is no DISCORD_TOKEN. The same MatchService, store and renderers run behind it, and
the same commands: the slash commands' table (bot.commands), typed without the `/`. A player's
private panel is printed when that player is named (`panel p1`) and, after every step, for whoever
decides next (two players at one terminal: the others look away); a number chooses from the panel
on screen while it is current.
"""

from __future__ import annotations

import asyncio
import shlex
import sys
import threading
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TextIO

from engine.api import default_game, game_names, get_game

from .ai_seat import DEFAULT_LEVEL, AiSeats
from .ai_seat import NAME as AI_NAME
from .cardbook import CardBook
from .cardtext import card_lines
from .choose import choose
from .commands import slash_commands
from .config import Settings
from .errors import Refused
from .games import OrderError, kit_for
from .glossary import lookup
from .i18n import t
from .names import normal_name
from .pools import CONSOLE_SERVER, pool_lines
from .service import MatchService, Player, ServiceError, Session, Step
from .storage import Store

CHANNEL = 0
MAX_LINE = 2000  # characters of one typed line; a longer one is refused, not echoed
MAX_DECK_FILE = 64 * 1024


LOG_MAX = 500  # lines `log COUNT` shows at most


def count(words: list[str], default: int) -> int | None:
    """A count typed by a user (`log 20`): nothing typed is the default, a larger one is capped, and
    anything else (`log ²`, `log -5`, `log 0`) is None: the caller refuses it with one line."""
    w = words[0].strip() if words else ""
    if not w:
        return default
    if not (w.isascii() and w.isdigit()) or int(w) < 1:
        return None
    return min(int(w), LOG_MAX)


def read_deck_file(path: str) -> str | tuple[str]:
    """The deck list's text, or (message key,) saying why it cannot be read: never a traceback."""
    p = Path(path)
    try:
        if p.is_dir():
            return ("console.deck_is_folder",)
        if p.stat().st_size > MAX_DECK_FILE:
            return ("errors.deck_file_too_big",)
        return p.read_text(encoding="utf-8")
    except FileNotFoundError:
        return ("console.deck_missing",)
    except UnicodeDecodeError:
        return ("console.deck_not_utf8",)
    except OSError:
        return ("console.deck_unreadable",)


ALIASES = {"status": "match status", "board": "match status", "log": "match log", "concede": "match concede",
           "autopass": "match autopass"}
"""Short console words for commands of the table (they were the console's first commands)."""
META = ("help", "quit", "exit", "panel", "do", "NUMBER")
"""The console's own commands, which Discord has as buttons (panels, numbered choices) or needs not."""
POSITIONAL = {"card": ("name",), "rule": ("term",), "play": ("card",), "cutin": ("card",), "match log": ("count",),
              "match autopass": ("state",), "deck import": ("name", "file"), "deck show": ("name",),
              "deck delete": ("name",), "hex": ("coordinate",), "pool use": ("name",)}
"""Options that may be typed bare, in this order (`card Zaku II`, `deck import NAME FILE`); the last
takes the rest of the line."""
CONSOLE_OPTIONS = {"match new": ("seed",)}
"""Options only the console has (a reproducible match for scripts and tests)."""
NO_MATCH_NEEDED = ("match new", "match join", "match leave", "match abort", "match rematch", "deck import",
                   "deck list", "deck show", "deck delete", "card", "rule", "pool list", "pool use", "pool off")


def resolve(words: list[str]) -> tuple[str | None, list[str]]:
    """The table's command a typed line names (`match new ...`, `play ...`, an alias), and the rest."""
    first = words[0].lower().lstrip("/")
    if first in ALIASES:
        return ALIASES[first], words[1:]
    table = slash_commands()
    if len(words) > 1 and f"{first} {words[1].lower()}" in table:
        return f"{first} {words[1].lower()}", words[2:]
    if first in table:
        return first, words[1:]
    return None, words[1:]


def console_usage(path: str) -> str:
    """`deck import NAME FILE [text:TEXT] [game:nexa|zeta]`: the slash command's usage as typed here."""
    spec = slash_commands()[path]
    bare = POSITIONAL.get(path, ())
    parts = [path]
    for n in bare:
        o = spec.option(n)
        word = "|".join(o.choices) if o is not None and o.choices else n.upper()
        parts.append(word if o is not None and o.required else f"[{word}]")
    parts += [u for u in spec.usage().split(" ")[len(path.split(" ")):]
              if u.strip("[]").split(":")[0] not in bare]
    return " ".join(parts)


def parse_options(path: str, words: list[str]) -> dict[str, str]:
    """`key:value` words for the command's own options (as the slash command declares them); a word
    without a colon continues the previous value, so names with spaces need no quotes (`sortie
    earth:Zaku II,Acguy`); bare words before any option fill the positional options."""
    spec = slash_commands()[path]
    names = {o.name for o in spec.options} | set(CONSOLE_OPTIONS.get(path, ()))
    out: dict[str, str] = {}
    last: str | None = None
    bare: list[str] = []
    for w in words:
        key, colon, value = w.partition(":")
        if colon and key.isascii() and key.lower() in names:
            last = key.lower()
            out[last] = value
        elif last is not None:
            out[last] = f"{out[last]} {w}"
        else:
            bare.append(w)
    slots = POSITIONAL.get(path, ())
    for i, name in enumerate(slots):
        if i < len(bare):
            out.setdefault(name, " ".join(bare[i:]) if i == len(slots) - 1 else bare[i])
    return out


PLAYERS = (Player(1, "P1"), Player(2, "P2"), Player(3, "P3"))
AI_USER_ID = 900  # Sortie's own seat in the console: no console player can act for it
SEAT_WORDS = {f"p{i + 1}": i for i in range(len(PLAYERS))}
HELP = """console commands (prefix with p1:, p2: or p3: to act as that player; default: the player whose
panel is on screen, else whoever must decide)
  panel p1|p2|p3       show that player's private panel (hand and numbered choices); after every step
                       the panel of whoever decides next is shown (the others look away)
  NUMBER               choose from the panel on screen        do TOKEN   an action by its token
  g NAME               a game's own verb (NEX-A: play a card as a G)
  match new opponent:sortie [level:easy|normal|hard]   play against Sortie (the AI takes the second seat)
  match new ... seed:N   a reproducible match           deck import NAME FILE   a deck list file
  help | quit"""


@dataclass(frozen=True)
class Screen:
    """The panel on screen: whose, at which version, and the tokens its numbers stand for."""

    seat: int
    version: int
    tokens: tuple[str, ...]


class Console:
    def __init__(self, settings: Settings, out: TextIO = sys.stdout, lang: str | None = None) -> None:
        self.settings = settings
        self.out = out
        self.lang = lang or settings.lang
        self.store: Store
        self.service: MatchService
        self.ai: AiSeats
        self.cards = CardBook()
        self.choices: dict[int, list[str]] = {}  # seat -> the tokens of that seat's last panel
        self.screen: Screen | None = None  # the panel on screen: a typed number chooses from it
        self.panels_printed = 0  # panels printed so far (a panel printed while a line was typed: stale)
        self.boards = settings.boards_dir
        self.board_no = 0

    def say(self, text: str = "") -> None:
        print(text, file=self.out, flush=True)

    async def start(self) -> None:
        self.store = await Store.open(self.settings.db_path, owner=True)  # one writer per database
        try:
            await self.store.check_writable()
        except BaseException:
            await self.store.close()
            raise
        self.service = MatchService(self.store, default_lang=self.lang)
        self.service.timer_listeners.append(self.on_timer)
        restored = await self.service.restore()
        self.ai = AiSeats(self.service, self.show_ai_step)
        s = self.service.session_in(CHANNEL)
        if restored and s is not None:
            self.say(f"restored match {s.id} (version {s.version})")
            self.prompt(s)
            self.show_decider(s)
        self.ai.resume()
        await self.ai.settle()

    async def show_ai_step(self, s: Session, step: Step) -> None:
        """The AI seat's action, shown like a player's (its private lines stay hidden)."""
        await self.show_step(s, step.public_lines[self.lang])

    async def close(self) -> None:
        await self.ai.close()
        await self.service.close()
        await self.store.close()

    @property
    def shown(self) -> int | None:
        """Whose private panel is on screen (their private lines are printed only then)."""
        return self.screen.seat if self.screen is not None else None

    async def on_timer(self, s: Session, kind: str, data: dict[str, Any]) -> None:
        """A deadline warning, or the default applied at the deadline: said when it happens, for
        whom, followed like any step by the board, the prompt and the next decider's panel."""
        if s.row.channel_id != CHANNEL:
            return
        seat = int(data["seat"])
        if kind == "timer_warning":
            self.say("! " + t("match.timer_warning", self.lang, player=s.player_name(seat), seconds=data["seconds"]))
            return
        head = [] if data.get("token") == "timeout" else [
            self.service.timeout_text(s, seat, bool(data.get("passed")), self.lang)]
        await self.show_step(s, head + list(data.get("lines", [])))

    @property
    def session(self) -> Session | None:
        return self.service.session_in(CHANNEL)

    # -- output ------------------------------------------------------------------------------------
    @property
    def game(self) -> str:
        s = self.session
        return s.row.game if s is not None else default_game()

    def prompt(self, s: Session) -> None:
        ds = s.decisions()
        if not ds:
            self.say(self.service.end_text(s, self.lang))
            return
        assert s.match is not None
        for d in ds:
            self.say(f"> {s.player_name(d.player)} (p{d.player + 1}): {self.service.decision_name(s, d, self.lang)}"
                     "  — " + t("console.type_panel", self.lang, seat=f"p{d.player + 1}"))
        self.say(f"  [{s.match.status(self.lang)}]")

    async def write_board(self, s: Session, view: dict[str, Any] | None = None) -> None:
        """The spectator's board now, or of `view` (a moment auto-pass went through, bot.moments)."""
        from renderers import render_board

        if s.match is None:
            return
        self.boards.mkdir(parents=True, exist_ok=True)
        self.board_no += 1
        path = self.boards / f"{s.id}-{self.board_no:04d}.png"
        while path.exists():  # a restarted console continues the numbering instead of overwriting
            self.board_no += 1
            path = self.boards / f"{s.id}-{self.board_no:04d}.png"
        data = await asyncio.to_thread(render_board, view if view is not None else s.match.view(None), lang=self.lang)
        path.write_bytes(data)
        self.say("  " + t("console.board_file", self.lang, path=path))

    async def show_step(self, s: Session, lines: list[str]) -> None:
        for line in lines:
            self.say(f"  ・{line}")
        if lines:
            for moment in s.moments:  # a battle auto-pass resolved: its board first, as Discord posts it
                await self.write_board(s, moment)
            s.moments = []
            await self.write_board(s)
        if s.match is not None and s.match.is_over():
            self.say(self.service.end_text(s, self.lang))
            self.screen = None
        elif s.row.status == "active":
            self.prompt(s)
            self.show_decider(s)

    def show_decider(self, s: Session) -> None:
        """Two players at one terminal: after every step the panel of whoever decides next is on
        screen (the first of several secret deciders; never Sortie's own seat)."""
        human = [p for p in s.deciding() if not s.row.players[p].get("ai")]
        if human and s.match is not None:
            self.panel(s, human[0])

    def panel(self, s: Session, seat: int) -> None:
        assert s.match is not None
        self.panels_printed += 1
        self.say(t("console.panel_header", self.lang, player=s.player_name(seat)))
        for line in s.match.game.panel_lines(s.match.state, seat, self.lang):
            self.say(line)
        d = s.decision_for(seat)
        if d is None:
            self.choices[seat] = []
            self.screen = Screen(seat, s.version, ())
            self.say(t("console.panel_no_decision", self.lang))
            return
        self.say(d.prompt.get(self.lang, ""))
        self.choices[seat] = [a.token for a in d.actions]
        self.screen = Screen(seat, s.version, tuple(self.choices[seat]))
        for i, a in enumerate(d.actions, start=1):
            self.say(f"  {i:2d}. {a.describe(self.lang)}   [{a.token}]")
        self.say(t("console.panel_footer", self.lang))

    # -- input -------------------------------------------------------------------------------------
    async def act(self, s: Session, seat: int, tokens: list[str]) -> None:
        lines: list[str] = []
        for tok in tokens:
            try:
                step = await self.service.act(s, PLAYERS[seat].user_id, tok)
            except ServiceError as e:
                self.say("! " + t(e.key, self.lang, **e.kw))
                break
            lines += step.public_lines[self.lang]
            if self.shown == seat:  # only while that player's panel is the one on screen
                for pl in step.private_lines.get(seat, {}).get(self.lang, []):
                    self.say("  " + t("console.private_to", self.lang, player=s.player_name(seat)) + " " + pl)
        await self.show_step(s, lines)

    def _who(self, words: list[str]) -> tuple[int | None, list[str]]:
        if words and words[0].rstrip(":").lower() in SEAT_WORDS:
            return SEAT_WORDS[words[0].rstrip(":").lower()], words[1:]
        return None, words

    async def handle(self, line: str, seen: int | None = None) -> bool:
        """One command; False to stop. No input stops the session: anything unexpected is one line.

        `seen`: `panels_printed` when the line began to be typed; a number typed while another panel
        was printed (a timeout, Sortie's move) is refused as stale instead of choosing from the new one."""
        if len(line) > MAX_LINE:
            self.say("! " + t("console.line_too_long", self.lang, limit=MAX_LINE))
            return True
        try:
            return await self._handle(line, seen)
        except Exception as e:  # noqa: BLE001 - a typo must never end a hot-seat session
            self.say("! " + t("errors.internal", self.lang) + f" ({type(e).__name__})")
            return True

    async def _handle(self, line: str, seen: int | None = None) -> bool:
        try:
            words = shlex.split(line)
        except ValueError:
            words = line.split()
        if not words:
            return True
        who, words = self._who(words)
        if not words:  # `p1:` alone names a player and no command
            self.say("! " + t("console.usage", self.lang, usage="p1: COMMAND"))
            return True
        cmd = words[0].lower().lstrip("/")
        s = self.session
        d = s.decision() if s is not None else None
        on_screen = self.shown if s is not None and self.shown is not None and s.decision_for(self.shown) else None
        seat = who if who is not None else on_screen if on_screen is not None else (d.player if d is not None else 0)
        kit = kit_for(self.game)
        if cmd in ("quit", "exit"):
            return False
        if cmd == "help":
            self.say(self.help_text())
            return True
        path, rest = resolve(words)
        number = cmd.isascii() and cmd.isdigit() and len(cmd) < 6
        if path is None and cmd not in META and not number and kit.kinds_of(cmd) is None:
            groups = sorted(p for p in slash_commands() if p.startswith(cmd + " "))
            self.say("! " + (" | ".join(groups) if groups else t("console.unknown_command", self.lang, command=repr(cmd))))
            return True
        if path is not None and path in NO_MATCH_NEEDED:
            await self.run(path, parse_options(path, rest), seat, who, s)
            return True
        if s is not None and s.match is None and path == "match status":  # a match still gathering players
            self.lobby(s)
            return True
        if s is None or s.match is None:
            ended = await self.service.ended_in(CHANNEL)
            if ended is not None and path in ("match status", "match log"):  # the last match, until a new one
                if path == "match log" and not self.log_lines(ended, parse_options(path, rest)):
                    return True
                self.say(self.ended_text(ended))
            else:
                self.say("! " + t("errors.no_match_here", self.lang))
            return True
        if path is not None:
            await self.run(path, parse_options(path, rest), seat, who, s)
        elif cmd == "panel":
            target = who  # a hand is printed only for a player the command names
            if len(words) > 1 and words[1].lower() in SEAT_WORDS:
                target = SEAT_WORDS[words[1].lower()]
            if target is None or target >= len(s.row.players):
                self.say("! " + t("console.panel_whose", self.lang))
            else:
                self.panel(s, target)
        elif number:
            await self.number(s, int(cmd), who, seen)
        elif cmd == "do":
            await self.act(s, seat, words[1:])
        else:  # a game's own verb (NEX-A: `g NAME`)
            await self.play_by_name(s, seat, " ".join(words[1:]), kit.kinds_of(cmd) or ())
        return True

    def log_lines(self, s: Session, opts: dict[str, str]) -> bool:
        """`log [COUNT]`: the last lines of the match's log; False (one line said) for a bad COUNT."""
        n = count([opts.get("count", "")], 15)
        if n is None:
            self.say("! " + t("console.log_count", self.lang, limit=LOG_MAX))
            return False
        for ln in s.history[-n:]:
            self.say("  ・" + ln)
        return True

    def ended_text(self, s: Session) -> str:
        """The last match's result with its turn, as `/match status` says it once a match is over."""
        out = s.match.outcome() if s.match is not None else s.outcome
        result = self.service.end_text(s, self.lang)
        return t("match.ended_status", self.lang, turn=out.turn, result=result) if out is not None else result

    def help_text(self) -> str:
        """The console's own commands, then every slash command (the same table) with its options."""
        lang = "ja" if self.lang == "ja" else "en"
        lines = [HELP, "slash commands, typed without '/' (options as key:value; the first ones may be typed bare):"]
        for path, spec in slash_commands().items():
            lines.append(f"  {console_usage(path)}  — {spec.description[lang]}")
        lines.append("  aliases: " + ", ".join(f"{a} = {p}" for a, p in ALIASES.items()))
        return "\n".join(lines)

    async def run(self, path: str, opts: dict[str, str], seat: int, who: int | None, s: Session | None) -> None:
        """One command of the table, with its options parsed as the slash command declares them."""
        kit = kit_for(self.game)
        spec = slash_commands()[path]
        missing = [o.name for o in spec.options if o.required and not opts.get(o.name, "").strip()]
        if missing:  # as Discord would not send it: say how the command is typed
            self.say("! " + t("console.usage", self.lang, usage=console_usage(path)))
            return
        try:
            if path.startswith("match "):
                await self.match_cmd(path.split(" ", 1)[1], opts, seat, s)
            elif path.startswith("deck "):
                await self.deck_cmd(path.split(" ", 1)[1], opts, seat)
            elif path.startswith("pool "):
                await self.pool_cmd(path.split(" ", 1)[1], opts)
            elif path == "card":
                await self.card(opts)
            elif path == "rule":
                self.rule(opts)
            elif s is None or s.match is None:
                raise ServiceError("errors.no_match_here")
            elif path in ("play", "cutin"):
                await self.play_by_name(s, seat, opts.get("card", ""), kit.kinds_of("play") or ())
            elif path == "pass":
                mine = s.decision_for(seat)
                passes = mine.by_role("pass") if mine is not None else []
                await self.act(s, seat, [passes[0].token if passes else "pass"])
            elif kit.order(path) is not None:
                await self.order(s, seat, path, opts)
            elif kit.lookup(path) is not None:
                lookup_fn = kit.lookup(path)
                assert lookup_fn is not None
                for ln in lookup_fn(s.match, self.lang, opts):
                    self.say(ln)
            else:  # a command of another game's bundle: this channel's match is not of that game
                raise ServiceError("errors.no_match_here")
        except Refused as e:
            self.say("! " + t(e.key, self.lang, **e.kw))

    async def card(self, opts: dict[str, str]) -> None:
        name = opts.get("name", "")
        cards = await self.cards.index_for(self.service.pools, CONSOLE_SERVER,
                                           opts["game"] if opts.get("game") in game_names() else self.game)
        hits = cards.search(name, self.lang, 1)
        card = cards.get(hits[0][1]) if hits else None
        if card is None:
            self.say("! " + t("errors.unknown_card", self.lang, name=name))
            return
        for ln in card_lines(card, self.lang):  # every field, as /card's embed shows them
            self.say(ln)

    def rule(self, opts: dict[str, str]) -> None:
        term = opts.get("term", "")
        which = opts["game"] if opts.get("game") in game_names() else self.game
        package = kit_for(which).glossary_package
        if package is None:  # as /rule: a game without a glossary says so
            self.say("! " + t("rule.no_glossary", self.lang, game=get_game(which).info.short_name(self.lang)))
            return
        e = lookup(term, package)
        self.say(f"{e.ja} | {e.en}: {e.text_ja if self.lang == 'ja' else e.text_en}" if e else
                 "! " + t("rule.not_found", self.lang, term=term))

    async def number(self, s: Session, n: int, who: int | None, seen: int | None) -> None:
        """A number chooses from the panel on screen, and only while that panel is current."""
        screen = self.screen
        if screen is None or screen.seat >= len(s.row.players):
            self.say("! " + t("console.no_panel", self.lang))
            return
        name = s.player_name(screen.seat)
        if who is not None and who != screen.seat:
            self.say("! " + t("console.other_panel", self.lang, player=name, seat=f"p{who + 1}",
                              other=s.player_name(who) if who < len(s.row.players) else f"P{who + 1}"))
            return
        if (seen is not None and seen != self.panels_printed) or (
                screen.tokens and (s.stale(screen.seat, screen.version) or s.decision_for(screen.seat) is None)):
            self.say("! " + t("console.stale_number", self.lang))
            if seen is None or seen == self.panels_printed:  # the panel now current, unless just printed
                self.show_decider(s)
            return
        if not 1 <= n <= len(screen.tokens):
            if not screen.tokens:
                self.say("! " + t("errors.not_your_decision", self.lang))
            else:
                self.say("! " + t("console.number_range", self.lang, count=len(screen.tokens), player=name))
            return
        await self.act(s, screen.seat, [screen.tokens[n - 1]])

    async def match_cmd(self, sub: str, opts: dict[str, str], seat: int, s: Session | None) -> None:
        """`match SUB key:value ...`, the /match commands (ServiceError is said by `run`)."""
        if sub == "new":
            timer = int(opts["timer"]) if opts.get("timer", "").isdigit() else None
            s = await self.service.new_match(channel_id=CHANNEL, guild_id=CONSOLE_SERVER, creator=PLAYERS[0],
                                             game=opts.get("game"), deck=opts.get("deck"), timer=timer,
                                             lang=self.lang, pool=opts.get("pool") or None,
                                             seed=int(opts["seed"]) if opts.get("seed", "").isdigit() else None)
            if opts.get("opponent", "").lower() == AI_NAME.lower() or "level" in opts:
                await self.with_sortie(s, opts.get("level", DEFAULT_LEVEL))
                return
            self.lobby(s)
        elif sub == "rematch":
            await self.rematch()
        elif s is None:
            raise ServiceError("errors.no_match_here")
        elif sub == "join":
            joiner = PLAYERS[min(len(s.row.players), len(PLAYERS) - 1)]
            started = await self.service.join(s, joiner, opts.get("deck"))
            if started:
                await self.show_step(s, list(s.history))
        elif sub == "leave":
            await self.service.leave(s, PLAYERS[seat].user_id)
            self.say(t("match.left", self.lang, player=PLAYERS[seat].name))
        elif sub == "abort":
            await self.service.abort(s, PLAYERS[0].user_id, can_manage=True)
            self.say(t("match.aborted", self.lang))
        elif sub == "status":
            await self.write_board(s)
            self.prompt(s)
        elif sub == "log":
            self.log_lines(s, opts)
        elif sub == "autopass":
            await self.autopass(s, seat, opts.get("state", "").lower())
        elif sub == "concede":
            self.say(t("console.conceding", self.lang, player=s.player_name(seat)))
            await self.act(s, seat, ["concede"])

    async def with_sortie(self, s: Session, level: str) -> None:
        """Sortie takes the second seat; the match starts and Sortie plays its own decisions."""
        await self.ai.add(s, level, AI_USER_ID, AI_NAME)
        await self.show_step(s, [t("match.joined", self.lang, player=AI_NAME), *s.history])
        await self.ai.settle()

    async def rematch(self) -> None:
        """The last finished match's players again, as /match rematch (Sortie rejoins at its level)."""
        old = await self.service.ended_in(CHANNEL)
        if old is None:
            raise ServiceError("errors.no_match_here")
        row = old.row
        s = await self.service.new_match(channel_id=CHANNEL, guild_id=CONSOLE_SERVER, creator=PLAYERS[0], game=row.game,
                                         deck=row.players[0].get("deck_name"), timer=row.timer_seconds,
                                         lang=self.lang)
        ai = next((p.get("ai") for p in row.players if p.get("ai")), None)
        if ai:
            await self.with_sortie(s, str(ai))
            return
        self.lobby(s)

    def lobby(self, s: Session) -> None:
        """A match still gathering players: who is in, and how the next one joins."""
        names = ", ".join(str(p["name"]) for p in s.row.players)
        nxt = f"P{len(s.row.players) + 1}"
        self.say(t("match.lobby", self.lang, creator="P1", game=get_game(s.row.game).info.short_name(self.lang),
                   players=names, timer=s.row.timer_seconds or "-") + f"  ({nxt}: 'match join deck:ID')")

    async def autopass(self, s: Session, seat: int, value: str) -> None:
        if value not in ("on", "off"):
            self.say("! " + t("console.autopass_usage", self.lang))
            return
        shown = s.version
        step = await self.service.set_autopass(s, PLAYERS[seat].user_id, value == "on")
        self.say(t("match.autopass_on" if value == "on" else "match.autopass_off", self.lang))
        if step.version != shown:  # turning it on passed for the player: a step
            await self.show_step(s, step.public_lines[self.lang])
        else:
            self.prompt(s)

    async def pool_cmd(self, sub: str, opts: dict[str, str]) -> None:
        """`pool list|use NAME|off`: the console is its own server (CONSOLE_SERVER; import with
        `sortie cards import FILE --pool NAME --server 0`), and whoever sits at it manages it."""
        pools = self.service.pools
        game = opts["game"] if opts.get("game") in game_names() else self.game
        if sub == "list":
            for ln in pool_lines(await pools.listing(CONSOLE_SERVER, opts["game"] if opts.get("game") else None),
                                 self.lang):
                self.say(ln)
        elif sub == "use":
            name = opts.get("name", "").strip()
            pool = await pools.use(CONSOLE_SERVER, game, name)
            if pool is None:
                raise ServiceError("errors.unknown_pool", name=name[:40])
            self.say(t("pool.used", self.lang, name=pool.name, full=pool.full, records=len(pool.entries)))
        else:
            await pools.stop_using(CONSOLE_SERVER, game)
            self.say(t("pool.off", self.lang))

    async def deck_cmd(self, sub: str, opts: dict[str, str], seat: int) -> None:
        """`deck SUB ...`, the /deck commands (a FILE path where Discord takes an attachment)."""
        user = PLAYERS[seat].user_id
        game = opts["game"] if opts.get("game") in game_names() else self.game
        name = opts.get("name", "")
        if sub == "import":
            if not name or not (opts.get("file") or opts.get("text")):
                self.say("! deck import NAME FILE | deck import NAME text:'3 NAME;2 NAME' | deck list")
                return
            if opts.get("file"):
                text = read_deck_file(opts["file"])
                if isinstance(text, tuple):
                    self.say("! " + t(text[0], self.lang, file=opts["file"][:200]))
                    return
            else:
                text = opts["text"].replace(";", "\n")
            problems, n = await self.service.import_deck(user, name, text, game, CONSOLE_SERVER)
            if problems:
                self.say("! " + t("errors.deck_invalid", self.lang, count=len(problems), problems="\n".join(problems)))
            else:
                self.say(t("deck.saved", self.lang, name=name, count=n))
        elif sub == "list":
            for d in self.service.preconstructed(game).values():
                self.say(f"  {d.id}: {d.name['ja']} / {d.name['en']}")
            for row in await self.store.list_decks(user, game):
                self.say(f"  {row.name} ({len(row.cards)})")
        elif sub in ("show", "delete"):
            saved = await self.store.get_deck(user, name) or await self.store.get_deck(user, normal_name(name))
            if saved is None:
                raise ServiceError("errors.unknown_deck", name=name[:100])
            if sub == "delete":
                await self.store.delete_deck(user, saved.name)
                self.say(t("deck.deleted", self.lang, name=saved.name))
                return
            counts: dict[str, int] = {}
            for number in saved.cards:
                counts[number] = counts.get(number, 0) + 1
            self.say(f"{saved.name} ({len(saved.cards)})")
            for number, k in sorted(counts.items()):
                card = (await self.cards.index_for(self.service.pools, CONSOLE_SERVER, saved.game)).get(number)
                self.say(f"  {k} {card['name'][self.lang] if card else number}")

    async def play_by_name(self, s: Session, seat: int, name: str, kinds: tuple[str, ...]) -> None:
        """`play NAME` (and a game's other verbs, e.g. NEX-A's `g NAME`): exact names win; when
        several different cards match, they are listed instead of guessed."""
        d = s.decision_for(seat)
        if d is None:
            self.say("! " + t("errors.not_your_decision", self.lang))
            return
        if not name.strip():
            self.say("! " + t("console.name_needed", self.lang))
            return
        got = choose(d.actions, name, kinds)
        if got.action is not None:
            await self.act(s, seat, [got.action.token])
        elif got.candidates:
            self.say("! " + t("console.which_one", self.lang, name=name[:100]))
            for a in got.candidates[:10]:
                self.say(f"    {a.describe(self.lang)}")
        else:
            self.say("! " + t("console.nothing_named", self.lang, name=name[:100]))

    async def order(self, s: Session, seat: int, name: str, opts: dict[str, str]) -> None:
        """A game's typed order (the same spec as its slash command)."""
        spec = kit_for(s.row.game).order(name)
        assert spec is not None and s.match is not None
        try:
            toks = spec.parse(s.match, seat, opts)
        except OrderError as e:
            self.say("! " + t(e.key, self.lang, **e.kw))
            return
        await self.act(s, seat, toks)


async def _lines(script: str | None) -> AsyncIterator[str]:
    """The script's lines, or what is typed: read by a daemon thread, so that deadlines, timeouts and
    Sortie's moves are shown while the players think, and Ctrl-C never waits for a line."""
    if script:
        for line in Path(script).read_text(encoding="utf-8").splitlines():
            yield line
        return
    loop = asyncio.get_running_loop()
    typed: asyncio.Queue[str | None] = asyncio.Queue()

    def read() -> None:
        while True:
            line = sys.stdin.readline()
            try:
                loop.call_soon_threadsafe(typed.put_nowait, line or None)
            except RuntimeError:  # the session has ended
                return
            if not line:
                return

    threading.Thread(target=read, name="console-stdin", daemon=True).start()
    interactive = sys.stdin.isatty()
    while True:
        if interactive:
            print("sortie> ", end="", flush=True)
        got = await typed.get()
        if got is None:
            return
        yield got.rstrip("\n")


async def run_console(settings: Settings, script: str | None = None, echo: Callable[[str], None] | None = None
                      ) -> int:
    con = Console(settings)
    await con.start()
    con.say(t("console.welcome", con.lang))
    try:
        seen = con.panels_printed
        async for line in _lines(script):
            if script:
                con.say(f"sortie> {line[:200]}" + ("…" if len(line) > 200 else ""))
            if not await con.handle(line, None if script else seen):
                break
            await con.ai.settle()  # Sortie answers before the next command is read
            seen = con.panels_printed
    finally:
        await con.close()
    return 0


def main_console(settings: Settings, args: Any) -> int:
    return asyncio.run(run_console(settings, getattr(args, "script", None)))
