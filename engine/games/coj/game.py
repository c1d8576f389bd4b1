"""Code of Joker on the Sortie contract: decisions, tokens, labels and the match lifecycle."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from ...core.base import TOKEN_RE, GameBase, Pending
from ...core.errors import CardDataError, EngineError, IllegalAction, MalformedToken
from ...core.protocol import MAX_TOKEN, Action, Event, GameInfo, Outcome, Param, Preset, ScenarioReport
from ...core.rng import Rng
from . import actions as A
from . import effects as E
from . import flow as F
from .cards import card, cards, find, load_pool
from .deckrules import check_deck, split_deck
from .invariants import check
from .state import MULLIGAN_MAX, ZONE_MAX, Player, State
from .texts import card_text
from .units import can_attack, card_of
from .view import card_entry, make_view
from .viewtypes import SHAPES as VIEW_SHAPES
from .viewtypes import CojView

ACTION_KINDS = {"dr": "drive", "od": "overdrive", "ovr": "override", "atk": "attack", "blk": "block",
                "icp": "intercept", "jk": "joker", "set": "set", "wd": "withdraw", "disc": "discard"}
"""An action's kind by its token's head (the typed verbs of bot/games/coj choose by these); choices
without a card (keep, end, decline, noblock) keep their decision's kind."""


class CojGame(GameBase[State]):
    info = GameInfo(
        "coj", {"ja": "コード・オブ・ジョーカー", "en": "Code of Joker"}, 2, 2,
        hidden_information=True, chance=True, setup="decks",
        params=(
            Param("turn_seconds", 300, {"ja": "ターン時間(秒)", "en": "Turn time (s)"}, (60, 180, 300, 600)),
            Param("intercept_seconds", 60, {"ja": "インターセプト猶予(秒)", "en": "Intercept window (s)"},
                  (15, 30, 60, 120)),
        ),
        order=120, short={"ja": "COJ", "en": "COJ"},
    )
    codec = A.CojCodec()
    view_type = CojView
    view_shapes = VIEW_SHAPES
    view_doc = "docs/coj/views.md"

    # -- setup -----------------------------------------------------------------------------------
    def new_state(self, players: list[str], decks: list[list[str]], seed: int,
                  options: dict[str, Any] | None = None) -> State:
        if len(players) != 2 or len(decks) != 2:
            raise EngineError("Code of Joker is a two-player game")
        opts = {**self.info.defaults(), **(options or {})}
        rng = Rng(seed)
        cids: list[str] = []
        ps: list[Player] = []
        for name, deck in zip(players, decks, strict=True):
            main, jokers = split_deck(deck)
            p = Player(name=name, deck_list=list(main), jokers=list(jokers))
            for cid in main:
                cids.append(cid)
                p.deck.append(len(cids) - 1)
            rng.shuffle(p.deck)
            ps.append(p)
        first = rng.below(2)
        s = State(players=ps, cards=cids, rng=rng.state, first=first, turn_seat=first,
                  turn_seconds=int(opts["turn_seconds"]), intercept_seconds=int(opts["intercept_seconds"]))
        for seat in (0, 1):
            E.draw(s, seat, 4)
        E.log(s, "start", f"{ps[first].name}が先攻", f"{ps[first].name} goes first", first)
        return s

    # -- decisions -------------------------------------------------------------------------------
    def pending(self, state: State) -> tuple[Pending, ...]:
        s = state
        if s.phase == "over":
            return ()
        if s.phase == "mulligan":
            out = []
            for seat, p in enumerate(s.players):
                if not p.kept:
                    toks: tuple[str, ...] = ("keep", "mull") if p.mulligans < MULLIGAN_MAX else ("keep",)
                    out.append(Pending(seat, "mulligan", toks))
            return tuple(out)
        if s.tasks:
            task = s.tasks[0]
            if task["t"] == "window":
                seat = int(task["seat"])
                usable = E.intercepts(s, seat, F.window_timing(task, seat), F.window_ctx(s, task))
                return (Pending(seat, "intercept", (*(f"icp:{i}" for i in usable), "decline")),)
            if task["t"] == "block":
                assert s.battle is not None
                ids, forced = F.blockers(s)
                toks = tuple(f"blk:{i}" for i in ids) + (() if forced else ("noblock",))
                return (Pending(1 - int(s.battle["seat"]), "block", toks),)
        return (Pending(s.turn_seat, "main", self._main_tokens(s)),)

    def _main_tokens(self, s: State) -> tuple[str, ...]:
        seat = s.turn_seat
        p = s.players[seat]
        toks: list[str] = []
        colours_on_field: dict[str, list[int]] = {}
        for u in p.field:
            colours_on_field.setdefault(card_of(s, u.iid).colour, []).append(u.iid)
        for iid in p.hand:
            c = card_of(s, iid)
            cost = E.cost_of(s, seat, iid)
            if c.kind == "unit" and cost <= p.cp and not E.field_full(s, seat):
                toks.append(f"dr:{iid}")
            if c.kind == "evolution" and cost <= p.cp:
                toks.extend(f"od:{iid}:{b}" for b in colours_on_field.get(c.colour, []))
        for a, b in self._overrides(s, seat):
            toks.append(f"ovr:{a}:{b}")
        toks.extend(f"atk:{u.iid}" for u in p.field if can_attack(s, seat, u))
        for i, jid in enumerate(p.jokers):
            j = card(jid)
            if not p.joker_used and p.gauge >= j.gauge and p.cp >= j.cost and \
                    E.has_effect(s, j.steps, {"owner": seat, "source": None}):
                toks.append(f"jk:{i}")
        if len(p.zone) < ZONE_MAX:
            toks.extend(f"set:{iid}" for iid in p.hand)
        toks.extend(f"wd:{u.iid}" for u in p.field)
        toks.extend(f"disc:{iid}" for iid in p.hand)
        toks.append("end")
        return tuple(toks)

    def _overrides(self, s: State, seat: int) -> list[tuple[int, int]]:
        """For each name with two copies in hand: the highest level below 3 takes the lowest other copy."""
        p = s.players[seat]
        by: dict[str, list[int]] = {}
        for iid in p.hand:
            by.setdefault(s.cards[iid], []).append(iid)
        out = []
        for iids in by.values():
            if len(iids) < 2:
                continue
            targets = [i for i in iids if E.card_level(s, seat, i) < 3]
            if not targets:
                continue
            t = max(targets, key=lambda i: (E.card_level(s, seat, i), -i))
            other = min((i for i in iids if i != t), key=lambda i: (E.card_level(s, seat, i), i))
            out.append((t, other))
        return out

    def timed_options(self, options: dict[str, Any], timer_seconds: int | None) -> dict[str, Any]:
        """The match's timer is the turn time (`turn_seconds`, what the joker gauge measures unused time
        against); an intercept window never gets longer than a turn (ruling R-22)."""
        if not timer_seconds:
            return options
        window = min(int(options.get("intercept_seconds", self.info.defaults()["intercept_seconds"])), timer_seconds)
        return {**options, "turn_seconds": int(timer_seconds), "intercept_seconds": window}

    def time_limit(self, state: State, seat: int, kind: str, timer_seconds: int | None) -> int | None:
        """Intercept windows run on the match's intercept clock, every other decision on the turn timer
        (ruling R-22). The window's limit does not depend on what the seat could play (R-03)."""
        if not timer_seconds:
            return None
        return state.intercept_seconds if kind == "intercept" else timer_seconds

    def clock_of(self, state: State, seat: int, kind: str) -> str | None:
        """The turn player's free actions share the turn's clock (ターン時間): time spent on one action is
        gone for the next, so the time left at the end of the turn is what the turn did not use; it
        pauses while an intercept window or a block is decided (ruling R-22)."""
        return f"turn:{state.turn}" if kind == "main" else None

    def with_time(self, state: State, token: str, seconds_left: int) -> str:
        """Ending the turn by a click carries the unused turn time (the joker gauge grows with it)."""
        if token == "end" and seconds_left >= 0:
            return f"end:{min(int(seconds_left), state.turn_seconds)}"
        return token

    def apply(self, state: State, player: int, token: str) -> list[Event]:
        """`end:<seconds left>`: the bot stamps the unused turn time on the end of a turn (it feeds the
        joker gauge), so a replay of the log is exact. It passes the core's token checks in the core's
        order, is legal exactly when `end` is, and has one spelling (the codec's)."""
        if not (isinstance(token, str) and token.startswith("end:")):
            return super().apply(state, player, token)
        if len(token) > MAX_TOKEN or not TOKEN_RE.fullmatch(token):
            raise MalformedToken(token)
        action = A.decode(token)
        if not isinstance(action, A.End) or action.seconds is None:
            raise MalformedToken(token)
        if not isinstance(player, int) or not 0 <= player < self.seats(state):
            raise IllegalAction("not_a_player", f"seat {player!r} is not in this match")
        if self.outcome(state) is not None:
            raise IllegalAction("game_over", "the game is already over")
        mine = next((p for p in self.pending(state) if p.seat == player), None)
        if mine is None:
            raise IllegalAction("not_your_decision", f"seat {player} has no decision now")
        if "end" not in mine.tokens:
            raise IllegalAction("illegal_action", f"{token} is not legal now")
        if action.seconds > state.turn_seconds:
            raise IllegalAction("illegal_action", f"{token}: more time left than the turn has",
                                text={"ja": f"残り時間({action.seconds}秒)がターン時間({state.turn_seconds}秒)を超えています",
                                      "en": f"{action.seconds} s left is more than the turn's "
                                            f"{state.turn_seconds} s"})
        return self.play(state, player, token)

    def play(self, state: State, seat: int, token: str) -> list[Event]:
        s = state
        before = len(s.events)
        p = s.players[seat]
        match A.decode(token):
            case A.Simple("keep"):
                p.kept = True
                if all(q.kept for q in s.players):
                    s.phase = "main"
                    F.start_turn(s)
            case A.Simple("mull"):
                p.mulligans += 1
                p.deck.extend(p.hand)
                p.hand.clear()
                r = Rng(s.rng)
                r.shuffle(p.deck)
                s.rng = r.state
                E.draw(s, seat, 4)
                # a secret choice: only the player hears of it (the board and the log stay silent)
                return [Event("mulligan", {"ja": "手札を引き直しました", "en": "You drew a new hand"}, (), seat,
                              private_to=seat, public_text=None)]
            case A.Intercept(iid):
                task = s.tasks[0]
                c = card_of(s, iid)
                p.zone.remove(iid)
                p.discard.append(iid)
                p.cp -= c.cost
                E.log(s, "intercept", f"インターセプト「{c.name['ja']}」", f"Intercept {c.name['en']}", seat)
                E.run_steps(s, c.steps, {**F.window_ctx(s, task), "owner": seat, "source": None})
                task["passes"] = 0
                task["seat"] = 1 - seat
            case A.Simple("decline"):
                task = s.tasks[0]
                task["passes"] = int(task["passes"]) + 1
                task["seat"] = 1 - seat
            case A.Block(iid):
                s.tasks.pop(0)
                F.block(s, iid)
            case A.Simple("noblock"):
                s.tasks.pop(0)
                F.block(s, None)
            case A.Drive(iid):
                F.drive(s, seat, iid)
            case A.OverDrive(iid, base):
                F.overdrive(s, seat, iid, base)
            case A.Override(iid, other):
                lv = E.card_level(s, seat, iid) + 1
                p.hand_lv[str(iid)] = lv
                p.hand.remove(other)
                p.hand_lv.pop(str(other), None)
                p.discard.append(other)
                E.log(s, "override", f"{p.name}は{E.name(s, iid, 'ja')}をオーバーライド(Lv{lv})",
                      f"{p.name} overrides {E.name(s, iid, 'en')} (Lv{lv})", seat)
                E.draw(s, seat, 1)
            case A.Attack(iid):
                F.attack(s, seat, iid)
            case A.Joker(index):
                j = card(p.jokers[index])
                p.gauge -= j.gauge
                p.cp -= j.cost
                p.joker_used = True
                E.log(s, "joker", f"ジョーカー「{j.name['ja']}」発動", f"Joker {j.name['en']}", seat)
                E.run_steps(s, j.steps, {"owner": seat, "source": None})
            case A.SetCard(iid):
                p.hand.remove(iid)
                p.hand_lv.pop(str(iid), None)
                p.zone.append(iid)
                E.log(s, "set", f"{p.name}はトリガーゾーンにカードをセット", f"{p.name} sets a card", seat)
            case A.Withdraw(iid):
                u = F.unit_of(s, iid)[1]
                E.remove_unit(s, seat, u, "discard")
                E.log(s, "withdraw", f"{E.name(s, u.iid, 'ja')}が撤退", f"{E.name(s, u.iid, 'en')} withdraws", seat)
            case A.Discard(iid):
                p.hand.remove(iid)
                p.hand_lv.pop(str(iid), None)
                p.discard.append(iid)
                E.log(s, "discard", f"{p.name}は{E.name(s, iid, 'ja')}を捨てた",
                      f"{p.name} discards {E.name(s, iid, 'en')}", seat)
            case A.End(seconds):
                F.end_turn(s, seconds or 0)
            case _:
                raise IllegalAction("illegal_action", token)
        F.advance(s)
        E.check_life(s)
        new = list(s.events[before:])
        del s.events[:-12]
        return [Event(e["kind"], {"ja": e["ja"], "en": e["en"]}, (), e["seat"]) for e in new]

    def set_autopass(self, state: State, seat: int, on: bool) -> list[Event]:
        """Auto-pass declines every intercept window of the seat without asking (usable or not)."""
        state.autopass[seat] = on
        F.advance(state)
        text = ({"ja": "インターセプトの自動パス: オン", "en": "Intercept auto-pass: on"} if on else
                {"ja": "インターセプトの自動パス: オフ", "en": "Intercept auto-pass: off"})
        return [Event("autopass", text, (), seat, private_to=seat)]

    def resign(self, state: State, seat: int, reason: str) -> list[Event]:
        state.phase = "over"
        state.tasks.clear()
        state.battle = None
        state.result = {"winner": 1 - seat, "reason": reason}
        p = state.players[seat]
        return [Event("resign", {"ja": f"{p.name}が投了", "en": f"{p.name} resigns"}, (), seat)]

    def outcome(self, state: State) -> Outcome | None:
        r = state.result
        if r is None:
            return None
        w = int(r["winner"])
        if w < 0:
            return Outcome((2, 2), str(r["reason"]), state.turn)
        return Outcome.win(w, 2, str(r["reason"]), state.turn)

    def end_text(self, outcome: Outcome, players: list[str], lang: str) -> str:
        ja = lang == "ja"
        if outcome.reason == "both_zero":
            return "両者のライフが同時に0: 両者敗北" if ja else "Both lives reached 0 at once: both players lose"
        w = players[outcome.winner] if outcome.winner >= 0 else "?"
        why = {
            "life_zero": ("相手のライフを0にした", "reduced the opponent's life to 0"),
            "rounds": ("10ラウンド終了時のライフ差", "more life after round 10"),
            "rounds_tie": ("10ラウンド終了時に同点(後攻の勝利)", "equal life after round 10: the second player wins"),
            "concession": ("相手の投了", "the opponent conceded"),
            "timeout": ("相手の時間切れ", "the opponent timed out"),
        }.get(outcome.reason, (outcome.reason, outcome.reason))
        return f"{w}の勝利({why[0]})" if ja else f"{w} won ({why[1]})"

    # -- labels ------------------------------------------------------------------------------------
    def action(self, state: State, seat: int, kind: str, token: str, labels: bool) -> Action:
        head, *rest = token.split(":")
        role = {"keep": "pass", "decline": "pass", "noblock": "pass", "end": "pass", "wd": "secondary",
                "disc": "secondary"}.get(head, "forward")
        kind = ACTION_KINDS.get(head, kind)
        if not labels:
            return Action(token, kind, {}, role)  # type: ignore[arg-type]
        args = [int(x) for x in rest]
        subject = None  # the card the action is about, for typed commands (`attack Zaku II`)
        if head == "jk":
            subject = dict(card(state.players[seat].jokers[args[0]]).name)
        elif args:
            subject = dict(card_of(state, args[0]).name)
        return Action(token, kind, self._label(state, seat, head, args), role, subject)  # type: ignore[arg-type]

    def _label(self, s: State, seat: int, head: str, args: list[int]) -> dict[str, str]:
        def nm(i: int, lang: str) -> str:
            return E.name(s, i, lang)
        fixed = {
            "keep": ("この手札で始める", "Keep this hand"), "mull": ("引き直す(マリガン)", "Mulligan"),
            "decline": ("インターセプトしない", "No intercept"), "noblock": ("ブロックしない", "No block"),
            "end": ("ターン終了", "End the turn"),
        }
        if head in fixed:
            return {"ja": fixed[head][0], "en": fixed[head][1]}
        if head == "jk":
            j = card(s.players[seat].jokers[args[0]])
            return {"ja": f"ジョーカー: {j.name['ja']} (CP{j.cost}/{j.gauge // 10}%)",
                    "en": f"Joker: {j.name['en']} (CP{j.cost}/{j.gauge // 10}%)"}
        a = args[0]
        if head == "dr":
            cost = E.cost_of(s, seat, a)
            return {"ja": f"ドライブ: {nm(a, 'ja')} (CP{cost})", "en": f"Drive {nm(a, 'en')} (CP{cost})"}
        if head == "od":
            cost = E.cost_of(s, seat, a)
            return {"ja": f"オーバードライブ: {nm(a, 'ja')}→{nm(args[1], 'ja')} (CP{cost})",
                    "en": f"Over-drive {nm(a, 'en')} onto {nm(args[1], 'en')} (CP{cost})"}
        if head == "ovr":
            lv = E.card_level(s, seat, a) + 1
            return {"ja": f"オーバーライド: {nm(a, 'ja')} (Lv{lv})", "en": f"Override {nm(a, 'en')} (Lv{lv})"}
        if head == "icp":
            c = card_of(s, a)
            return {"ja": f"インターセプト: {c.name['ja']} (CP{c.cost})", "en": f"Intercept: {c.name['en']} (CP{c.cost})"}
        words = {"atk": ("アタック", "Attack with"), "blk": ("ブロック", "Block with"), "set": ("セット", "Set"),
                 "wd": ("撤退", "Withdraw"), "disc": ("捨てる", "Discard")}[head]
        return {"ja": f"{words[0]}: {nm(a, 'ja')}", "en": f"{words[1]} {nm(a, 'en')}"}

    def tell_apart(self, state: State, seat: int, token: str) -> dict[str, str]:
        """Where the card is: the field position with level, readiness and damage, or the hand."""
        head, *rest = token.split(":")
        if head in ("jk",) or not rest or not all(x.isdigit() for x in rest):
            return {}
        parts = [self._where(state, seat, int(x)) for x in rest]
        return {lang: " → ".join(p[lang] for p in parts if p[lang]) for lang in ("ja", "en")}

    @staticmethod
    def _where(s: State, seat: int, iid: int) -> dict[str, str]:
        for owner, pl in enumerate(s.players):
            who = ("", "") if owner == seat else ("相手", "opponent's ")
            for k, u in enumerate(pl.field, 1):
                if u.iid == iid:
                    ja = f"{who[0]}フィールド{k}番目、Lv{u.level}、{'行動可' if u.ready else '行動済'}"
                    en = f"{who[1]}field position {k}, Lv{u.level}, {'ready' if u.ready else 'acted'}"
                    if u.damage:
                        ja, en = f"{ja}、ダメージ{u.damage}", f"{en}, {u.damage} damage"
                    return {"ja": ja, "en": en}
            if iid in pl.hand:
                lv = pl.hand_lv.get(str(iid))
                return {"ja": "手札" + (f"、Lv{lv}" if lv else ""), "en": "hand" + (f", Lv{lv}" if lv else "")}
            if iid in pl.zone:
                return {"ja": f"{who[0]}トリガーゾーン", "en": f"{who[1]}trigger zone"}
        return {"ja": "", "en": ""}

    def prompt(self, state: State, seat: int, kind: str) -> dict[str, str]:
        if kind == "intercept" and state.tasks:
            t = state.tasks[0]
            what = {"drive": ("ドライブ", "a drive"), "attack": ("アタック", "an attack"),
                    "battle": ("戦闘", "a battle")}[str(t["timing"])]
            return {"ja": f"{what[0]}に対するインターセプトの機会", "en": f"Intercept window after {what[1]}"}
        r = state.round  # every prompt names where the match is (issue 10): round, turn, step
        return {
            "mulligan": {"ja": "マリガン: 初期手札を引き直しますか?", "en": "Mulligan: keep your opening hand or mulligan?"},
            "block": {"ja": f"ラウンド{r}・ブロック選択: ブロックするユニットを選んでください",
                      "en": f"Round {r}, block step: choose a unit to block with"},
            "main": {"ja": f"ラウンド{r}・自分のターン: 行動を選んでください",
                     "en": f"Round {r}, your turn: choose an action"},
        }.get(kind, {"ja": kind, "en": kind})

    # -- views and state -------------------------------------------------------------------------
    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        deciding = [p.seat for p in self.pending(state)]
        return make_view(state, seat, deciding)

    def to_json(self, state: State) -> dict[str, Any]:
        return state.to_json()

    def from_json(self, data: dict[str, Any]) -> State:
        return State.from_json(data)

    def copy(self, state: State) -> State:
        return state.clone()

    def seats(self, state: State) -> int:
        return 2

    def turn(self, state: State) -> int:
        return state.turn

    def first_seat(self, state: State) -> int:
        return state.first

    def status(self, state: State, lang: str) -> str:
        s = state
        ja = lang == "ja"
        if s.phase == "over":
            o = self.outcome(s)
            return self.end_text(o, [p.name for p in s.players], lang) if o else ""
        pend = self.pending(s)
        who = ", ".join(s.players[p.seat].name for p in pend)
        lives = " / ".join(f"{p.name} LP{p.life}" for p in s.players)
        if s.phase == "mulligan":
            return f"マリガン中: {who}" if ja else f"Mulligan: {who}"
        step = {"main": ("メイン", "main"), "block": ("ブロック", "block"),
                "intercept": ("インターセプト", "intercept window")}.get(pend[0].kind if pend else "main",
                                                                       ("メイン", "main"))
        return (f"ラウンド{s.round} {s.players[s.turn_seat].name}のターン・{step[0]} ({lives}) 手番: {who}" if ja
                else f"Round {s.round}, {s.players[s.turn_seat].name}'s turn, {step[1]} ({lives}); to act: {who}")

    def panel_lines(self, state: State, seat: int, lang: str) -> list[str]:
        """The player's own hand (with override levels) and trigger zone: what only they may see."""
        p = state.players[seat]
        ja = lang == "ja"
        sep = "、" if ja else ", "

        def named(iid: int) -> str:
            lv = p.hand_lv.get(str(iid), 1)
            return E.name(state, iid, lang) + (f" (Lv{lv})" if lv > 1 else "")

        hand = sep.join(named(i) for i in p.hand) or "-"
        zone = sep.join(E.name(state, i, lang) for i in p.zone) or "-"
        return [("手札: " if ja else "Hand: ") + hand, ("トリガーゾーン: " if ja else "Trigger zone: ") + zone]

    def autopass_of(self, state: State, seat: int) -> bool | None:
        return bool(state.autopass[seat])

    def check_invariants(self, state: State) -> list[str]:
        return check(self, state)

    # -- cards and decks ---------------------------------------------------------------------------
    def validate_deck(self, lines: list[str]) -> tuple[list[str], list[str]]:
        return check_deck(lines)

    def catalogue(self) -> list[dict[str, Any]]:
        return [{**card_entry(c), "game": "coj", "number": c.id, "card": c.id, "type": c.kind} for c in cards().values()]

    def preconstructed(self) -> Mapping[str, Preset]:
        return {d.id: Preset(d.id, dict(d.name), d.cards) for d in load_pool()[1]}

    def run_scenario(self, doc: dict[str, Any]) -> ScenarioReport:
        from .scenario import run

        return run(self, doc)
    # -- the AI's hooks (engine/ai): see ai.py ---------------------------------------------------------
    def information_state(self, state: State, seat: int) -> State:
        from .ai import information_state

        return information_state(state, seat)

    def determinize(self, info_state: State, seat: int, rnd: random.Random) -> State:
        from .ai import determinize

        return determinize(info_state, seat, rnd)

    def evaluate(self, state: State, seat_count: int) -> tuple[float, ...]:
        from .ai import evaluate

        return evaluate(state)

    def rollout_token(self, state: State, pending: Pending, rnd: random.Random) -> str:
        from .ai import rollout_token

        return rollout_token(state, pending, rnd)


def card_ref(ref: str) -> str:
    c = find(ref)
    if c is None:
        raise CardDataError(f"unknown card {ref!r}")
    return c.id


__all__ = ["CojGame", "card_ref", "card_text"]
