"""Classic Gundam War behind the engine's contract: new match, decisions, apply, view, JSON."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from ...core.base import GameBase, Pending
from ...core.errors import CardDataError, EngineError
from ...core.protocol import Action, Event, GameInfo, Outcome, Param, Preset, Role, ScenarioReport
from ...core.rng import Rng
from . import flow
from .actions import (
    ClassicAction,
    ClassicCodec,
    Discard,
    Keyword,
    Multiple,
    PlayCard,
    PlayText,
    Psycommu,
    Refit,
    Salvage,
    Simple,
    Sortie,
    SpecialWeapon,
    Supply,
    decode,
)
from .cards import builtin_pool, deck_problems
from .rules import code, draw, new_limits
from .state import AREAS, ZONES, State, copy_state, from_json, to_json
from .stats import card_of, kv, stats
from .texts import (
    AREA_EN,
    AREA_JA,
    KW_EN,
    KW_JA,
    PROMPTS,
    ZONE_EN,
    ZONE_JA,
    card_text,
    effect_text,
    step_name,
)
from .view import build_view, invariant_problems
from .viewtypes import SHAPES as VIEW_SHAPES
from .viewtypes import ClassicView

SIMPLE_LABELS: dict[str, tuple[str, str]] = {
    "pass": ("パス", "Pass"), "keep": ("この手札で始める", "Keep this hand"), "redraw": ("引き直す（1回）", "Redraw (once)"),
    "sortie:done": ("出撃を確定", "Done"), "salvage:none": ("手札に移さない", "Take nothing"),
    "supply:done": ("補給の選択を終える", "Done choosing")}
KEYWORD_OF: dict[type, str] = {Multiple: "multiple", Psycommu: "psycommu", SpecialWeapon: "special_weapon",
                               Refit: "refit"}
REASONS = {"home_empty": ("本国が0枚になった", "a home ran out of cards"),
           "both_homes_empty": ("両者の本国が0枚になった", "both homes ran out"),
           "pollution": ("汚染コインが10個以上になった", "10 or more pollution coins"),
           "concession": ("投了", "concession"), "timeout": ("時間切れ", "timeout")}


def autopass_option(options: dict[str, Any] | None, default: list[bool]) -> list[bool]:
    """The `autopass` option, one flag per seat; the Param default (on for both) where none is given."""
    value = (options or {}).get("autopass", default)
    if not isinstance(value, (list, tuple)) or len(value) != 2:
        raise EngineError(f"autopass takes one flag per seat, not {value!r}")
    return [bool(x) for x in value]


class ClassicGame(GameBase[State]):
    """The classic rules (turn-structure and special-effects pages); states are `State` objects."""

    info = GameInfo("classic", {"ja": "ガンダムウォー（旧）", "en": "Gundam War (classic)"}, 2, 2, order=10,
                    params=(Param("autopass", [True, True], {"ja": "自動パス", "en": "auto-pass"}),),
                    short={"ja": "GW旧", "en": "GW classic"})
    view_type = ClassicView
    view_shapes = VIEW_SHAPES
    view_doc = "docs/classic/views.md"
    codec = ClassicCodec()

    def new_state(self, players: list[str], decks: list[list[str]], seed: int,
                  options: dict[str, Any] | None = None) -> State:
        if len(players) != 2 or len(decks) != 2:
            raise EngineError("classic Gundam War is played by exactly two players")
        pool = builtin_pool()
        s = State()
        s.players = list(players)
        s.rng = Rng(seed)
        s.zones = [{z: [] for z in ZONES} for _ in range(2)]
        s.forces = [{a: [] for a in AREAS} for _ in range(2)]
        entries = []
        for seat, deck in enumerate(decks):
            for ref in deck:
                c = pool.find(ref)
                if c is None:
                    raise CardDataError(f"unknown card {ref!r}")
                entries.append((seat, c.id))
        order = list(range(len(entries)))
        s.rng.shuffle(order)  # instance ids say nothing about deck order
        from .state import Inst
        for idx in order:
            seat, cid = entries[idx]
            iid = s.next_id
            s.next_id += 1
            s.insts[iid] = Inst(iid, cid, seat)
            s.zones[seat]["home"].append(iid)
        for seat in (0, 1):
            s.rng.shuffle(s.zones[seat]["home"])
        s.first = s.rng.below(2)
        s.active = s.first
        for seat in (0, 1):
            draw(s, seat, 6)
        s.say(f"先攻: {players[s.first]}", f"{players[s.first]} goes first")
        s.limits = [new_limits(), new_limits()]
        s.autopass = autopass_option(options, self.info.defaults()["autopass"])
        # NEX-A P16 (the classic pages are silent): each player may redraw the opening hand once
        s.ask = {"kind": "redraw", "seat": s.first, "left": [1 - s.first]}
        return s

    def pending(self, state: State) -> tuple[Pending, ...]:
        p = flow.pending(state)
        if p is None:
            return ()
        return (Pending(p[0], p[1], tuple(p[2])),)

    def play(self, state: State, seat: int, token: str) -> list[Event]:
        before = len(state.log)
        flow.apply_token(state, seat, token)
        return [Event("log", {"ja": ja, "en": en}) for ja, en in state.log[before:]] if len(state.log) > before else []

    def resign(self, state: State, seat: int, reason: str) -> list[Event]:
        state.winner = 1 - seat
        state.reason = reason
        state.ask = None
        state.prio = -1
        return [Event("resign", {"ja": f"{state.players[seat]}の{REASONS[reason][0]}",
                                 "en": f"{state.players[seat]}: {REASONS[reason][1]}"}, seat=seat)]

    def outcome(self, state: State) -> Outcome | None:
        if state.winner is None:
            return None
        if state.winner == -1:
            return Outcome.tie(2, state.reason, state.turn)
        return Outcome.win(state.winner, 2, state.reason, state.turn)

    def end_text(self, outcome: Outcome, players: list[str], lang: str) -> str:
        why = REASONS.get(outcome.reason, (outcome.reason, outcome.reason))
        if outcome.draw:
            return f"引き分け（{why[0]}）" if lang == "ja" else f"Draw ({why[1]})"
        w = players[outcome.winner]
        return f"{w}の勝利（{why[0]}）" if lang == "ja" else f"{w} won ({why[1]})"

    # -- labels ------------------------------------------------------------------------------------------
    def _name(self, s: State, iid: int, lang: str) -> str:
        c = card_of(s, iid)
        return c.name.ja if lang == "ja" else c.name.en

    def action(self, state: State, seat: int, kind: str, token: str, labels: bool) -> Action:
        act = decode(token)
        role: Role = "forward"
        if isinstance(act, Simple) and act.token != "redraw":
            role = "pass"  # pass, keep, sortie:done with nobody sent, salvage:none: the safe default
            if act.token == "sortie:done" and any(state.forces[seat][a] for a in AREAS):
                role = "confirm"
            if act.token == "supply:done" and state.ask is not None and \
                    int(state.ask["left"]) < int(kv(state, int(state.ask["src"]), "supply") or 0):
                role = "confirm"
        group, subject = self._group(state, act, kind)
        if not labels:
            return Action(token, group, {}, role)
        return Action(token, group, {lang: self._label(state, act, lang) for lang in ("ja", "en")}, role, subject)

    def _group(self, s: State, act: ClassicAction, kind: str) -> tuple[str, dict[str, str] | None]:
        """The action's group for typed verbs (`play`, `g`, `text`, `effect`, `sortie`, ...) and the card
        it is about: `play NAME` plays a card from the hand or hangar, `g NAME` a G, `effect NAME` uses a
        special effect, `text NAME` a card's text, `sortie NAME` sends a unit (the first legal area)."""
        if isinstance(act, Simple):
            return kind, None
        card = act.card
        c = card_of(s, card)
        subject = {"ja": c.name.ja, "en": c.name.en}
        if isinstance(act, PlayCard):
            return ("g" if c.type == "g" else "play"), subject
        if isinstance(act, PlayText):
            return "text", subject
        if isinstance(act, Sortie):
            return "sortie", subject
        if isinstance(act, Salvage):
            return "salvage", subject
        if isinstance(act, Discard):
            return "discard", subject
        if isinstance(act, Supply):
            return "supply", subject
        return "effect", subject

    def _label(self, s: State, act: ClassicAction, lang: str) -> str:
        ja = lang == "ja"
        if isinstance(act, Simple):
            return SIMPLE_LABELS[act.token][0 if ja else 1]
        if isinstance(act, PlayCard):
            name = self._name(s, act.card, lang)
            tail = "" if act.target is None else f" → {self._name(s, act.target, lang)}"
            alt = ("（代替コスト）" if ja else " (alternative cost)") if act.alt else ""
            if act.card in s.zone(s.insts[act.card].owner, "hangar"):
                alt += "（ハンガーから）" if ja else " (from the hangar)"
            return f"{name}をプレイ{tail}{alt}" if ja else f"Play {name}{tail}{alt}"
        if isinstance(act, PlayText):
            name = self._name(s, act.card, lang)
            tail = "" if act.target is None else f" → {self._name(s, act.target, lang)}"
            what = effect_text(card_of(s, act.card).texts[act.text].effect)[0 if ja else 1]
            return f"{name}: {what}{tail}"
        if isinstance(act, Sortie):
            area = (AREA_JA if ja else AREA_EN)[act.area]
            name = self._name(s, act.card, lang)
            st = "/".join(map(str, stats(s, act.card)))
            return f"{name}（{st}）→{area}" if ja else f"{name} ({st}) → {area}"
        if isinstance(act, Salvage):
            return f"{self._name(s, act.card, lang)}を手札へ" if ja else f"Take {self._name(s, act.card, lang)}"
        if isinstance(act, Discard):
            return f"{self._name(s, act.card, lang)}を廃棄" if ja else f"Discard {self._name(s, act.card, lang)}"
        if isinstance(act, Supply):
            return f"{self._name(s, act.card, lang)}をロールしない" if ja else \
                f"Keep {self._name(s, act.card, lang)} rerolled"
        name = self._name(s, act.card, lang)
        effect = act.effect if isinstance(act, Keyword) else KEYWORD_OF[type(act)]
        target = act.target if isinstance(act, (Multiple, Psycommu)) else \
            act.weapon if isinstance(act, SpecialWeapon) else act.unit if isinstance(act, Refit) else None
        tail = "" if target is None else f" → {self._name(s, target, lang)}"
        return f"{name}: {(KW_JA if ja else KW_EN)[effect]}{tail}"

    def tell_apart(self, state: State, seat: int, token: str) -> dict[str, str]:
        """Where the card (and its target) is: area and place in the force, rolled, damage, set cards."""
        act = decode(token)
        card = getattr(act, "card", None)
        if card is None:
            return {}
        other = next((getattr(act, f) for f in ("target", "weapon", "unit") if getattr(act, f, None) is not None), None)
        out = {}
        for lang in ("ja", "en"):
            text = self._where(state, seat, card, lang)
            if other is not None:
                text += f" → {self._where(state, seat, other, lang)}"
            out[lang] = text
        return out

    def _where(self, s: State, seat: int, iid: int, lang: str) -> str:
        ja = lang == "ja"
        try:
            place, owner = s.where(iid)
        except KeyError:
            return ""
        parts = []
        if owner != seat and place != "hand":
            parts.append("敵軍" if ja else "enemy")
        if place in AREAS:
            pos = s.forces[owner][place].index(iid) + 1
            parts.append(f"{AREA_JA[place]}{pos}番目" if ja else f"{AREA_EN[place]} position {pos}")
        else:
            parts.append((ZONE_JA if ja else ZONE_EN).get(place, place))
        inst = s.insts[iid]
        if place in AREAS or place == "deploy":
            parts.append(("ロール状態" if inst.rolled else "リロール状態") if ja else ("rolled" if inst.rolled else "rerolled"))
            if inst.dmg:
                parts.append(f"ダメージ{inst.dmg}" if ja else f"{inst.dmg} damage")
            kids = s.kids.get(iid, [])
            if kids:
                names = ("、" if ja else ", ").join(self._name(s, k, lang) for k in kids)
                parts.append(f"セット: {names}" if ja else f"with {names}")
        return ("、" if ja else ", ").join(parts)

    def prompt(self, state: State, seat: int, kind: str) -> dict[str, str]:
        ja, en = PROMPTS.get(kind, (kind, kind))
        if kind in ("attack", "defend"):  # the sortie panel shows what is picked so far
            sj = [f"{AREA_JA[a]}: " + "、".join(self._name(state, u, "ja") for u in state.forces[seat][a])
                  for a in AREAS if state.forces[seat][a]]
            se = [f"{AREA_EN[a]}: " + ", ".join(self._name(state, u, "en") for u in state.forces[seat][a])
                  for a in AREAS if state.forces[seat][a]]
            ja += f"（選択済み: {' / '.join(sj)}）" if sj else "（まだ選んでいません）"
            en += f" (picked: {'; '.join(se)})" if se else " (none picked yet)"
        c = code(state)
        return {"ja": f"{step_name(c, 'ja')}（{c}）: {ja}", "en": f"{step_name(c, 'en')} ({c}): {en}"}

    # -- views and JSON ------------------------------------------------------------------------------------
    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return build_view(state, seat)

    def to_json(self, state: State) -> dict[str, Any]:
        return to_json(state)

    def from_json(self, data: dict[str, Any]) -> State:
        return from_json(data)

    def copy(self, state: State) -> State:
        return copy_state(state)

    def autopass_of(self, state: State, seat: int) -> bool | None:
        return bool(state.autopass[seat])

    def panel_lines(self, state: State, seat: int, lang: str) -> list[str]:
        """The hand, which only this seat sees (everything else of classic is public)."""
        ja = lang == "ja"
        hand = ("、" if ja else ", ").join(self._name(state, i, lang) for i in state.zone(seat, "hand"))
        return [("手札: " if ja else "Hand: ") + (hand or "-")]

    def set_autopass(self, state: State, seat: int, on: bool) -> list[Event]:
        """With auto-pass on, a free timing where the seat could only pass is passed for it."""
        state.autopass[seat] = on
        flow.advance(state)
        return []

    def seats(self, state: State) -> int:
        return 2

    def turn(self, state: State) -> int:
        return state.turn

    def first_seat(self, state: State) -> int:
        return state.first

    def status(self, state: State, lang: str) -> str:
        c = code(state)
        who = state.players[state.active]
        p = flow.pending(state)
        if state.winner is not None:
            return "終了" if lang == "ja" else "Finished"
        dec = state.players[p[0]] if p else who
        if lang == "ja":
            return f"ターン{state.turn}（{who}）{step_name(c, 'ja')} {c}・{dec}の選択"
        return f"Turn {state.turn} ({who}) {step_name(c, 'en')} {c}; {dec} to act"

    def check_invariants(self, state: State) -> list[str]:
        return invariant_problems(state)

    # -- cards and decks ------------------------------------------------------------------------------------
    def validate_deck(self, lines: list[str]) -> tuple[list[str], list[str]]:
        pool = builtin_pool()
        ids: list[str] = []
        problems: list[str] = []
        for raw in lines:
            line = raw.split("#")[0].strip()
            if not line:
                continue
            n = 1
            head, _, rest = line.partition(" ")
            if head.rstrip("x").isdigit() and rest:
                n, line = int(head.rstrip("x")), rest.strip()
            c = pool.find(line)
            if c is None:
                problems.append(f"unknown card: {line}")
                continue
            ids.extend([c.id] * n)
        if not problems:
            problems = deck_problems(pool, ids)
        return problems, ids

    def catalogue(self) -> list[dict[str, Any]]:
        out = []
        for n, c in enumerate(builtin_pool().cards.values(), 1):
            ja, en = card_text(c)
            out.append({"game": "classic", "number": n, "card": c.id, "id": c.id,
                        "name": {"ja": c.name.ja, "en": c.name.en}, "type": c.type, "colour": c.colour,
                        "colours": [c.colour], "keywords": list(c.kw), "rarity": None,  # NEX-A's listing keys
                        "cost": {"total": c.total, "roll": {c.colour: c.need}, "resource": c.cost},
                        "stats": list(c.stats) if c.stats else None,
                        "stats_set": list(c.stats_set) if c.stats_set else None,
                        "mods": list(c.mods), "terrain": list(c.terrain), "traits": list(c.traits),
                        "kw": list(c.kw), "text": {"ja": ja.split("\n") if ja else [], "en": en.split("\n") if en else []}})
        return out

    def preconstructed(self) -> Mapping[str, Preset]:
        out = {}
        for d in builtin_pool().decks.values():
            cards = tuple(cid for cid, n in d.cards.items() for _ in range(n))
            out[d.id] = Preset(d.id, {"ja": d.name.ja, "en": d.name.en}, cards)
        return out

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

    def ai_effort(self) -> tuple[int, int]:
        """48 iterations of 6-decision rollouts: every step runs the rules' free-timing checks, so
        rollouts are the cost, and the evaluation (combat power, a thin 本国) judges a cut-off well."""
        return (48, 6)

    def ai_tokens(self, state: State, pending: Pending, tokens: list[str]) -> list[str]:
        from .ai import ai_tokens

        return ai_tokens(state, tokens)

    def rollout_token(self, state: State, pending: Pending, rnd: random.Random) -> str:
        from .ai import rollout_token

        return rollout_token(state, pending, rnd)
