"""The local console channel: the bot's commands typed in a terminal, the players hot-seat.

Used when there is no DISCORD_TOKEN. The same MatchService, store and renderers run behind it;
a player's private panel is printed only when that player is named (`panel p1`).
"""

from __future__ import annotations

import asyncio
import shlex
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, TextIO

from engine.api import default_game, get_game

from .ai_seat import DEFAULT_LEVEL, AiSeats
from .ai_seat import NAME as AI_NAME
from .cardbook import CardBook
from .choose import choose
from .config import Settings
from .games import OrderError, kit_for
from .glossary import lookup
from .i18n import t
from .service import MatchService, Player, ServiceError, Session, Step
from .storage import Store

CHANNEL = 0
MAX_LINE = 2000  # characters of one typed line; a longer one is refused, not echoed
MAX_DECK_FILE = 64 * 1024


def count(words: list[str], default: int) -> int:
    """A small count typed by a user (`log 20`); anything else, or out of range, is the default."""
    w = words[0] if words else ""
    return min(int(w), 500) if w.isascii() and w.isdigit() and len(w) < 5 else default


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
PLAYERS = (Player(1, "P1"), Player(2, "P2"), Player(3, "P3"))
AI_USER_ID = 900  # Sortie's own seat in the console: no console player can act for it
SEAT_WORDS = {f"p{i + 1}": i for i in range(len(PLAYERS))}
HELP = """commands (prefix with p1:, p2: or p3: to act as that player; default: whoever must decide)
  match new [game:ID] [deck:ID] [timer:SECONDS]   open a match (P1)
  match new opponent:sortie [level:easy|normal|hard]   play against Sortie (the AI takes the second seat)
  match join [deck:ID]   the next player joins (P2, then P3 in a three-player game)
  panel p1|p2|p3       show that player's private panel (hand and numbered choices)
  NUMBER               choose from the last panel shown       do TOKEN   an action by its token
  pass                 pass              play NAME  play a card or text by name (exact name first)
  g NAME               NEX-A: play a card as a G
  sortie space:A,B earth:C   a game's typed order (NEX-A: sortie units, front first)
  status | log [N] | board | autopass on|off | concede | match abort
  deck import NAME FILE | deck list | card NAME | rule TERM | help | quit"""


class Console:
    def __init__(self, settings: Settings, out: TextIO = sys.stdout, lang: str | None = None) -> None:
        self.settings = settings
        self.out = out
        self.lang = lang or settings.lang
        self.store: Store
        self.service: MatchService
        self.ai: AiSeats
        self.cards = CardBook()
        self.choices: dict[int, list[str]] = {}
        self.shown: int | None = None  # whose private panel is on screen
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
        restored = await self.service.restore()
        self.ai = AiSeats(self.service, self.show_ai_step)
        s = self.service.session_in(CHANNEL)
        if restored and s is not None:
            self.say(f"restored match {s.id} (version {s.version})")
            self.prompt(s)
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
                     f"  — type 'panel p{d.player + 1}'")
        self.say(f"  [{s.match.status(self.lang)}]")

    async def write_board(self, s: Session) -> None:
        from renderers import render_board

        if s.match is None:
            return
        self.boards.mkdir(parents=True, exist_ok=True)
        self.board_no += 1
        path = self.boards / f"{s.id}-{self.board_no:04d}.png"
        while path.exists():  # a restarted console continues the numbering instead of overwriting
            self.board_no += 1
            path = self.boards / f"{s.id}-{self.board_no:04d}.png"
        data = await asyncio.to_thread(render_board, s.match.view(None), lang=self.lang)
        path.write_bytes(data)
        self.say(f"  board: {path}")

    async def show_step(self, s: Session, lines: list[str]) -> None:
        for line in lines:
            self.say(f"  ・{line}")
        if lines:
            await self.write_board(s)
        if s.match is not None and s.match.is_over():
            self.say(self.service.end_text(s, self.lang))
        elif s.row.status == "active":
            self.prompt(s)

    def panel(self, s: Session, seat: int) -> None:
        assert s.match is not None
        self.shown = seat
        self.say(f"--- private panel of {s.player_name(seat)} (hidden from the other players) ---")
        for line in s.match.game.panel_lines(s.match.state, seat, self.lang):
            self.say(line)
        d = s.decision_for(seat)
        if d is None:
            self.choices[seat] = []
            self.say("(not your decision)")
            return
        self.say(d.prompt.get(self.lang, ""))
        self.choices[seat] = [a.token for a in d.actions]
        for i, a in enumerate(d.actions, start=1):
            self.say(f"  {i:2d}. {a.describe(self.lang)}   [{a.token}]")
        self.say("--- end of panel ---")

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
                    self.say(f"  (private to {s.player_name(seat)}) {pl}")
        await self.show_step(s, lines)

    def _who(self, words: list[str]) -> tuple[int | None, list[str]]:
        if words and words[0].rstrip(":").lower() in SEAT_WORDS:
            return SEAT_WORDS[words[0].rstrip(":").lower()], words[1:]
        return None, words

    def _opts(self, words: list[str]) -> dict[str, str]:
        """`key:value` words; a word without a colon continues the previous value, so names with
        spaces need no quotes (`sortie earth:Zaku II,Acguy`)."""
        out: dict[str, str] = {}
        last: str | None = None
        for w in words:
            key, colon, value = w.partition(":")
            if colon and key.isascii() and key.isalpha():
                last = key.lower()
                out[last] = value
            elif last is not None:
                out[last] = f"{out[last]} {w}"
        return out

    async def handle(self, line: str) -> bool:
        """One command; False to stop. No input stops the session: anything unexpected is one line."""
        if len(line) > MAX_LINE:
            self.say("! " + t("console.line_too_long", self.lang, limit=MAX_LINE))
            return True
        try:
            return await self._handle(line)
        except Exception as e:  # noqa: BLE001 - a typo must never end a hot-seat session
            self.say("! " + t("errors.internal", self.lang) + f" ({type(e).__name__})")
            return True

    async def _handle(self, line: str) -> bool:
        try:
            words = shlex.split(line)
        except ValueError:
            words = line.split()
        if not words:
            return True
        who, words = self._who(words)
        cmd = words[0].lower().lstrip("/")
        s = self.session
        d = s.decision() if s is not None else None
        seat = who if who is not None else (d.player if d is not None else 0)
        kit = kit_for(self.game)
        if cmd in ("quit", "exit"):
            return False
        if cmd == "help":
            self.say(HELP)
        elif cmd == "match":
            await self.match_cmd(words[1:], seat, s)
        elif cmd == "deck":
            await self.deck_cmd(words[1:], seat)
        elif cmd == "card":
            cards = self.cards.index(self.game)
            hits = cards.search(" ".join(words[1:]), self.lang, 1)
            card = cards.get(hits[0][1]) if hits else None
            if card is None:
                self.say("! " + t("errors.unknown_card", self.lang, name=" ".join(words[1:])))
            else:
                cost = card.get("cost")
                cost_text = f" cost {cost['total']} {cost.get('roll', '')}" if isinstance(cost, dict) else \
                    (f" cost {cost}" if cost is not None else "")
                self.say(f"{card['card']} {card['name']['ja']} / {card['name']['en']} [{card.get('type', '-')}]"
                         f"{cost_text}" + (f" stats {card['stats']}" if card.get("stats") else ""))
                text = card.get("text") or {}
                for ln in (text.get(self.lang) or []) if isinstance(text, dict) else []:
                    self.say("  " + str(ln))
        elif cmd == "rule":
            package = kit.glossary_package  # the game's own glossary, as /rule
            e = lookup(" ".join(words[1:]), package) if package else None
            if package is None:
                self.say("! " + t("rule.no_glossary", self.lang, game=get_game(self.game).info.short_name(self.lang)))
            else:
                self.say(f"{e.ja} | {e.en}: {e.text_ja if self.lang == 'ja' else e.text_en}" if e else
                         "! " + t("rule.not_found", self.lang, term=" ".join(words[1:])))
        elif s is None or s.match is None:
            ended = self.service.ended.get(CHANNEL)
            if ended is not None and cmd in ("status", "board", "log"):  # the last match, until a new one
                if cmd == "log":
                    for ln in ended.history[-count(words[1:], 15):]:
                        self.say("  ・" + ln)
                self.say(self.service.end_text(ended, self.lang))
            else:
                self.say("! " + t("errors.no_match_here", self.lang))
        elif cmd == "panel":
            target = who  # a hand is printed only for a player the command names
            if len(words) > 1 and words[1].lower() in SEAT_WORDS:
                target = SEAT_WORDS[words[1].lower()]
            if target is None or target >= len(s.row.players):
                self.say("! name the player whose panel to show: 'panel p1' or 'panel p2'")
            else:
                self.panel(s, target)
        elif cmd.isascii() and cmd.isdigit() and len(cmd) < 6:
            picks = self.choices.get(seat, [])
            n = int(cmd)
            if not 1 <= n <= len(picks):
                self.say("! choose a number from the last panel (type 'panel p1' or 'panel p2')")
            else:
                await self.act(s, seat, [picks[n - 1]])
        elif cmd == "do":
            await self.act(s, seat, words[1:])
        elif cmd == "pass":
            mine = s.decision_for(seat)
            passes = mine.by_role("pass") if mine is not None else []
            await self.act(s, seat, [passes[0].token if passes else "pass"])
        elif kit.kinds_of(cmd) is not None:
            await self.play_by_name(s, seat, " ".join(words[1:]), kit.kinds_of(cmd) or ())
        elif kit.order(cmd) is not None:
            await self.order(s, seat, cmd, self._opts(words[1:]))
        elif cmd == "status" or cmd == "board":
            await self.write_board(s)
            self.prompt(s)
        elif cmd == "log":
            for ln in s.history[-count(words[1:], 15):]:
                self.say("  ・" + ln)
        elif cmd == "autopass":
            value = words[1].lower() if len(words) > 1 else ""
            if value not in ("on", "off"):
                self.say("! " + t("console.autopass_usage", self.lang))
            else:
                try:
                    await self.service.set_autopass(s, PLAYERS[seat].user_id, value == "on")
                except ServiceError as e:
                    self.say("! " + t(e.key, self.lang, **e.kw))
                else:
                    self.say(t("match.autopass_on" if value == "on" else "match.autopass_off", self.lang))
                    self.prompt(s)
        elif cmd == "concede":
            self.say(t("console.conceding", self.lang, player=s.player_name(seat)))
            await self.act(s, seat, ["concede"])
        else:
            self.say(f"! unknown command {cmd!r}; type help")
        return True

    async def match_cmd(self, words: list[str], seat: int, s: Session | None) -> None:
        sub = words[0].lower() if words else ""
        opts = self._opts(words[1:])
        try:
            if sub == "new":
                timer = int(opts["timer"]) if opts.get("timer", "").isdigit() else None
                s = await self.service.new_match(channel_id=CHANNEL, guild_id=None, creator=PLAYERS[0],
                                                 game=opts.get("game"), deck=opts.get("deck"), timer=timer,
                                                 lang=self.lang,
                                                 seed=int(opts["seed"]) if opts.get("seed", "").isdigit() else None)
                if opts.get("opponent", "").lower() == AI_NAME.lower() or "level" in opts:
                    await self.ai.add(s, opts.get("level", DEFAULT_LEVEL), AI_USER_ID, AI_NAME)
                    await self.show_step(s, [t("match.joined", self.lang, player=AI_NAME), *s.history])
                    await self.ai.settle()
                    return
                self.say(t("match.lobby", self.lang, creator="P1", game=get_game(s.row.game).info.short_name(self.lang),
                           players="P1", timer=timer or "-") + "  (P2: 'match join deck:ID')")
            elif sub == "join":
                if s is None:
                    raise ServiceError("errors.no_match_here")
                joiner = PLAYERS[min(len(s.row.players), len(PLAYERS) - 1)]
                started = await self.service.join(s, joiner, opts.get("deck"))
                if started:
                    await self.show_step(s, list(s.history))
            elif sub == "abort":
                if s is None:
                    raise ServiceError("errors.no_match_here")
                await self.service.abort(s, PLAYERS[0].user_id, can_manage=True)
                self.say(t("match.aborted", self.lang))
            else:
                self.say("! match new | match join | match abort")
        except ServiceError as e:
            self.say("! " + t(e.key, self.lang, **e.kw))

    async def deck_cmd(self, words: list[str], seat: int) -> None:
        sub = words[0].lower() if words else ""
        user = PLAYERS[seat].user_id
        if sub == "import" and len(words) >= 3:
            text = read_deck_file(words[2])
            if isinstance(text, tuple):
                self.say("! " + t(text[0], self.lang, file=words[2][:200]))
                return
            try:
                problems, count = await self.service.import_deck(user, words[1], text)
            except ServiceError as e:
                self.say("! " + t(e.key, self.lang, **e.kw))
                return
            if problems:
                self.say("! " + t("errors.deck_invalid", self.lang, count=len(problems), problems="\n".join(problems)))
            else:
                self.say(t("deck.saved", self.lang, name=words[1], count=count))
        elif sub == "list":
            for d in self.service.preconstructed(self.game).values():
                self.say(f"  {d.id}: {d.name['ja']} / {d.name['en']}")
            for row in await self.store.list_decks(user, self.game):
                self.say(f"  {row.name} ({len(row.cards)})")
        else:
            self.say("! deck import NAME FILE | deck list")

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


def _lines(script: str | None) -> Iterator[str]:
    if script:
        yield from Path(script).read_text(encoding="utf-8").splitlines()
        return
    interactive = sys.stdin.isatty()
    while True:
        if interactive:
            print("sortie> ", end="", flush=True)
        line = sys.stdin.readline()
        if not line:
            return
        yield line.rstrip("\n")


async def run_console(settings: Settings, script: str | None = None, echo: Callable[[str], None] | None = None
                      ) -> int:
    con = Console(settings)
    await con.start()
    con.say("Sortie console channel — no DISCORD_TOKEN set. Type 'help'.")
    try:
        for line in _lines(script):
            if script:
                con.say(f"sortie> {line[:200]}" + ("…" if len(line) > 200 else ""))
            if not await con.handle(line):
                break
            await con.ai.settle()  # Sortie answers before the next command is read
    finally:
        await con.close()
    return 0


def main_console(settings: Settings, args: Any) -> int:
    return asyncio.run(run_console(settings, getattr(args, "script", None)))
