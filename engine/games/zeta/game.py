"""The Zeta game on the Sortie contract: pending decisions, labels, views, JSON and invariants."""

from __future__ import annotations

import random
from collections import Counter
from functools import cache
from typing import Any

from ...core.base import GameBase, Pending
from ...core.errors import EngineError
from ...core.protocol import Action, Event, GameInfo, Outcome, Role, ScenarioReport
from . import actions as A
from . import flow
from .board import board
from .data import FACTIONS, data
from .rules import Ctx, U, bname, cname, faction, uname
from .state import State, copy_state, from_json, initial, to_json
from .viewtypes import VIEW_SHAPES, ZetaView

KIND_PROMPT = {
    "bomb": ("核爆弾を設置する拠点を選んでください(秘密)", "Choose the base to mine with the bomb (secret)"),
    "arm": ("軍備フェイズ: 生産・増産・換装・自発的破壊", "Armament phase: produce, add, refit or scrap"),
    "deploy": ("配置フェイズ: ユニットを拠点に配置", "Deployment phase: place units at your bases"),
    "cards": ("このターンの行動カード3枚を選んでください(秘密)", "Choose your three action cards for this turn (secret)"),
    "order": ("行動: スタックを選ぶか行動を終了", "Orders: pick a stack, or end your actions"),
    "act": ("行動内容を選んでください", "Choose what the units do"),
    "dest": ("移動先のヘックスを選んでください", "Choose the destination hex"),
    "combat": ("戦闘するヘックスと相手を選んでください", "Choose a hex and enemy to fight"),
    "laser": ("グリプス2のレーザー目標", "Gryps 2 laser target"),
    "join": ("第3勢力: どちらかに加勢するか静観するか(18.9)", "Third faction: join one side or stay out (18.9)"),
}


class ZetaGame(GameBase[State]):
    info = GameInfo(
        "zeta", {"ja": "Ζ 三勢力ヘックス戦略", "en": "Zeta three-faction hex wargame"}, 3, 3,
        hidden_information=True, chance=True, setup="scenario",
        seat_names=({"ja": "エゥーゴ", "en": "AEUG"}, {"ja": "ティターンズ", "en": "Titans"},
                    {"ja": "ネオジオン", "en": "Neo Zeon"}), order=40,
        short={"ja": "Ζ三勢力", "en": "Zeta"})
    codec = A.ZetaCodec()
    view_type = ZetaView
    view_shapes = VIEW_SHAPES
    view_doc = "docs/zeta/views.md"

    # -- lifecycle ----------------------------------------------------------------------------------
    def new_state(self, players: list[str], decks: list[list[str]], seed: int,
                  options: dict[str, Any] | None = None) -> State:
        if len(players) != FACTIONS:
            raise EngineError("zeta is a three-player game")
        return initial(players, seed)

    def pending(self, state: State) -> tuple[Pending, ...]:
        return tuple(Pending(seat, kind, tuple(t.lower() for t in toks)) for seat, kind, toks in flow.pending(state))

    def play(self, state: State, seat: int, token: str) -> list[Event]:
        ctx = Ctx(state)
        flow.play(ctx, seat, A.to_internal(token))
        return ctx.ev

    def resign(self, state: State, seat: int, reason: str) -> list[Event]:
        ctx = Ctx(state)
        vps = [ctx.vp(f) if f != seat else -1 for f in range(FACTIONS)]
        order = sorted(set(vps), reverse=True)
        state.result = {"ranks": [order.index(v) + 1 for v in vps], "reason": reason, "turn": state.turn}
        state.phase = "over"
        ctx.say("resign", f"{faction(seat, 'ja')}が投了", f"{faction(seat, 'en')} leaves the game")
        return ctx.ev

    def outcome(self, state: State) -> Outcome | None:
        r = state.result
        return None if r is None else Outcome(tuple(r["ranks"]), str(r["reason"]), int(r["turn"]))

    def end_text(self, outcome: Outcome, players: list[str], lang: str) -> str:
        reason = {"sudden_death": ("サドンデス勝利(37.2)", "sudden death (37.2)"),
                  "vp": ("第10ターン終了時のVP(37.3)", "most VP after turn 10 (37.3)"),
                  "concession": ("投了", "concession"), "timeout": ("時間切れ", "timeout")}.get(outcome.reason, (outcome.reason, outcome.reason))
        names = [f"{players[i]}({faction(i, lang)})" for i in outcome.winners]
        if not names:
            return f"引き分け — {reason[0]}" if lang == "ja" else f"Draw — {reason[1]}"
        return f"{'、'.join(names)}の勝利 — {reason[0]}" if lang == "ja" else f"{' and '.join(names)} won — {reason[1]}"

    # -- labels ---------------------------------------------------------------------------------------
    def action(self, state: State, seat: int, kind: str, token: str, labels: bool) -> Action:
        role = self._role(token)
        if not labels:
            return Action(token, kind, {}, role)
        tok = A.to_internal(token)
        return Action(token, kind, {"ja": self._label(state, seat, tok, "ja"), "en": self._label(state, seat, tok, "en")}, role)

    @staticmethod
    def _role(token: str) -> Role:
        if token in ("done", "end", "cbend", "nolaser", "watch"):
            return "pass"
        if token == "back":
            return "undo"
        if token in ("refit", "scrap") or token.startswith(("scr:", "one:", "ch:", "speech:", "axatk:", "bomb:go")):
            return "secondary"
        return "forward"

    def _label(self, s: State, seat: int, tok: str, lang: str) -> str:
        ja = lang == "ja"
        p = tok.split(":")
        k = p[0]
        if k == "bomb_at":
            return f"核爆弾を{bname(p[1], lang)}に設置" if ja else f"Mine {bname(p[1], lang)}"
        if k == "prod":
            return f"生産: {uname(p[1], lang)} ({U(p[1]).pp}P)" if ja else f"Produce {uname(p[1], lang)} ({U(p[1]).pp}P)"
        if k == "build":
            cost = 2 + U(p[1]).pp
            return f"増産+生産: {uname(p[1], lang)} ({cost}P)" if ja else f"Add and produce {uname(p[1], lang)} ({cost}P)"
        if k == "inc":
            return f"増産: {uname(p[1], lang)} (2P)" if ja else f"Add {uname(p[1], lang)} to factory (2P)"
        if k == "ref":
            return f"換装: {uname(p[1], lang)}→{uname(p[2], lang)} (0.5P)" if ja else f"Refit {uname(p[1], lang)} -> {uname(p[2], lang)} (0.5P)"
        if k == "scr":
            return f"自発的破壊: {uname(p[1], lang)} @{p[2]}" if ja else f"Scrap {uname(p[1], lang)} at {p[2]}"
        if tok == "refit":
            return "増産・換装…" if ja else "Factory: add or refit…"
        if tok == "scrap":
            return "自発的破壊…" if ja else "Scrap a unit…"
        if tok == "back":
            return "戻る" if ja else "Back"
        if tok == "done":
            if s.phase == "arm":
                left = flow.half(s.points[seat])
                return f"軍備終了(残り{left}Pは失効)" if ja else f"Finish armament ({left}P left are lost)"
            return "配置終了" if ja else "Finish deployment"
        if k == "dep":
            return f"配置: {uname(p[1], lang)}→{self._hex(s, p[2], lang)}" if ja else f"Deploy {uname(p[1], lang)} at {self._hex(s, p[2], lang)}"
        if k == "pick":
            return flow.combo_text(p[1], lang)
        if k == "s":
            return f"スタック {self._hex(s, p[1], lang)}: {self._stack(s, p[1], lang)}" if ja else f"Stack {self._hex(s, p[1], lang)}: {self._stack(s, p[1], lang)}"
        if k == "one":
            u = s.units[p[1]]
            return f"単独: {uname(u['t'], lang)}{'(裏)' if u['d'] else ''}" if ja else f"Only {uname(u['t'], lang)}{' (damaged)' if u['d'] else ''}"
        if tok == "mv":
            return ("大気圏移動" if s.card_type == 2 else "移動") if ja else ("Atmospheric move" if s.card_type == 2 else "Move")
        if tok == "rc":
            return "回復" if ja else "Recover"
        if k == "gv":
            return f"統治: {bname(p[1], lang)}" if ja else f"Govern {bname(p[1], lang)}"
        if k == "to":
            return f"→ {self._hex(s, p[1], lang)}"
        if tok == "end":
            return "行動終了" if ja else "End this faction's actions"
        if k == "cb":
            who = ("両勢力" if ja else "both") if p[2] == "all" else faction(int(p[2]), lang)
            return f"戦闘: {self._hex(s, p[1], lang)} 対 {who}" if ja else f"Fight at {self._hex(s, p[1], lang)} vs {who}"
        if k == "ch":
            where = s.chars[p[1]]["h"]
            return (f"単独で大気圏移動: {cname(p[1], lang)} @{where}" if ja
                    else f"{cname(p[1], lang)} alone through the atmosphere from {where}")
        if k == "join":
            return f"加勢: {faction(int(p[1]), lang)}側" if ja else f"Join the {faction(int(p[1]), lang)} side"
        if tok == "watch":
            return "静観する" if ja else "Stay out"
        if tok == "cbend":
            return "戦闘終了" if ja else "No more battles"
        if k == "laser":
            return f"レーザー: {self._hex(s, p[1], lang)}" if ja else f"Laser at {self._hex(s, p[1], lang)}"
        if tok == "nolaser":
            return "レーザーを撃たない" if ja else "Hold the laser"
        if tok == "bomb:go":
            return f"基地爆破: {bname(s.bomb, lang)}" if ja else f"Demolish {bname(s.bomb, lang)}"
        if k == "colony":
            return f"コロニー配置: {bname(p[1], lang)}" if ja else f"Place a colony at {bname(p[1], lang)}"
        if k == "colmv":
            return f"コロニー移動 → {p[1]}" if ja else f"Colony -> {p[1]}"
        if k == "axis":
            return f"アクシズ移動 → {p[1]}" if ja else f"Move Axis -> {p[1]}"
        if k == "gry":
            return f"グリプス2移動 → {p[1]}" if ja else f"Move Gryps 2 -> {p[1]}"
        if k == "axatk":
            return f"アクシズアタック: {bname(p[1], lang)}" if ja else f"Axis attack on {bname(p[1], lang)}"
        if k == "speech":
            return f"クワトロの演説: {bname(p[1], lang)}" if ja else f"Quattro's speech at {bname(p[1], lang)}"
        return tok

    def tell_apart(self, state: State, seat: int, token: str) -> dict[str, str]:
        """A unit's hex, the ship carrying it and the character aboard: what tells two same-type
        units apart."""
        tok = A.to_internal(token)
        p = tok.split(":")
        if p[0] != "one" or p[1] not in state.units:
            return {}
        uid = p[1]
        u = state.units[uid]
        pilots = sorted(cid for cid, c in state.chars.items() if c.get("on") == uid)
        out = {}
        for lang in ("ja", "en"):
            parts = [self._hex(state, u["h"], lang)]
            carrier = state.units.get(u["c"]) if u["c"] else None
            if carrier is not None:
                ship = uname(carrier["t"], lang)
                parts.append(f"{ship}に搭載" if lang == "ja" else f"aboard {ship}")
            parts += [cname(cid, lang) for cid in pilots]
            out[lang] = ", ".join(parts)
        return out

    def _hex(self, s: State, h: str, lang: str) -> str:
        names = [bname(b, lang) for b, x in s.bases.items() if x["h"] == h and not x["gone"]]
        if h in board().box_adj:
            names = [data().maps.space.boxes[h[2:]].name[lang]]
        return h + (f"({'・'.join(names)})" if names else "")

    def _stack(self, s: State, h: str, lang: str) -> str:
        counts: dict[str, int] = {}
        for u in s.units.values():
            if u["h"] == h and u["f"] == s.active and not u["a"]:
                n = uname(u["t"], lang)
                counts[n] = counts.get(n, 0) + 1
        return ", ".join(f"{n}×{c}" if c > 1 else n for n, c in counts.items())

    def prompt(self, state: State, seat: int, kind: str) -> dict[str, str]:
        ja, en = KIND_PROMPT.get(kind, (kind, kind))
        if kind in ("order", "act", "dest", "combat") and state.card >= 0:
            ja = f"{flow.card_text(state.card, 'ja')}カード — {ja}"
            en = f"{flow.card_text(state.card, 'en')} card — {en}"
        if kind == "arm":
            ja += f"(残り{flow.half(state.points[seat])}P)"
            en += f" ({flow.half(state.points[seat])}P left)"
        return {"ja": ja, "en": en}

    # -- views ----------------------------------------------------------------------------------------
    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return self._view(state, seat, None)

    def _view(self, state: State, seat: int | None, shared: dict[str, Any] | None) -> dict[str, Any]:
        s = state
        if shared is None:
            shared = self._public(state)
        bomb_visible = s.bomb_state != "hidden" or seat == flow.TITANS
        return {
            "game": "zeta", "seat": seat, "turn": s.turn, "phase": s.phase, "players": list(s.players),
            "active": s.active, "card": None if s.card < 0 else [s.card // 3, s.card % 3],
            "revealed": [[c // 3, c % 3] for c in s.revealed], "deck": len(s.deck),
            "picked": [bool(p) for p in s.picks],
            "my_cards": s.picks[seat] if seat is not None and s.picks[seat] else None,
            "bomb": s.bomb if bomb_visible and s.bomb else None, "bomb_state": s.bomb_state,
            **shared,
            "map": map_view(),
            "log": [{"kind": e[0], "ja": e[1], "en": e[2]} for e in s.log if e[3] in (-1, seat)],
            "sel": s.sel, "step": s.step, "result": s.result,
        }

    def _public(self, s: State) -> dict[str, Any]:
        """The parts every seat sees alike (built once when all four views are checked)."""
        ctx = Ctx(s)
        return {
            "vp": [ctx.vp(f) for f in range(FACTIONS)], "points": [p / 2 for p in s.points],
            "factory": [dict(sorted(f.items())) for f in s.factory],
            "unit_names": {t: _unames(t) for f in s.factory for t in f},
            "units": [{"id": k, "t": u["t"], "f": u["f"], "h": u["h"], "d": u["d"], "c": u["c"], "a": u["a"],
                       "kind": U(u["t"]).kind, "name": _unames(u["t"])} for k, u in s.units.items()],
            "chars": [{"id": c, "f": x["f"], "loc": x["loc"], "h": x["h"], "on": x["on"], "name": _cnames(c)}
                      for c, x in sorted(s.chars.items()) if x["loc"] not in ("future", "gone")],
            "bases": [{"id": b, "name": dict(_bnames(b)), "h": x["h"], "lv": x["lv"], "o": x["o"],
                       "kind": _bkind(b), "gone": x["gone"]} for b, x in s.bases.items()],
        }

    # -- JSON -------------------------------------------------------------------------------------------
    def to_json(self, state: State) -> dict[str, Any]:
        return to_json(state)

    def from_json(self, data: dict[str, Any]) -> State:
        return from_json(data)

    def copy(self, state: State) -> State:
        return copy_state(state)

    def seats(self, state: State) -> int:
        return FACTIONS

    def turn(self, state: State) -> int:
        return state.turn

    def first_seat(self, state: State) -> int:
        return flow.TITANS if state.phase == "bomb" else 0

    def status(self, state: State, lang: str) -> str:
        """Turn, phase (with the card being played), who is to act, and the VP of the three factions."""
        s = state
        if s.result is not None:
            o = self.outcome(s)
            return self.end_text(o, list(s.players), lang) if o else ""
        ctx = Ctx(s)
        vps = "/".join(str(ctx.vp(f)) for f in range(FACTIONS))
        ph = {"bomb": ("核爆弾設置", "bomb placement"), "arm": ("軍備フェイズ", "armament phase"),
              "deploy": ("配置フェイズ", "deployment phase"), "cards": ("カードフェイズ", "card phase"),
              "act": ("行動フェイズ", "action phase"), "combat": ("戦闘", "combat"), "laser": ("レーザー", "laser"),
              "join": ("加勢の選択", "joining a battle"), "over": ("終了", "over")}[s.phase]
        card = f" {flow.card_text(s.card, lang)}" if s.card >= 0 and s.phase in ("act", "combat", "join", "laser") else ""
        who = ("、" if lang == "ja" else ", ").join(faction(f, lang) for f in self._to_act(s))
        if lang == "ja":
            return f"第{s.turn}ターン {ph[0]}{card} 手番: {who} VP {vps}"
        return f"Turn {s.turn} {ph[1]}{card}; to act: {who}; VP {vps}"

    @staticmethod
    def _to_act(s: State) -> list[int]:
        """The factions deciding now, read from the phase (cheaper than listing their tokens)."""
        if s.phase == "bomb":
            return [flow.TITANS]
        if s.phase in ("arm", "deploy"):
            return [f for f in range(FACTIONS) if not s.done[f]]
        if s.phase == "cards":
            return [f for f in range(FACTIONS) if not s.picks[f]]
        if s.phase == "join":
            return [int(s.flags["join"][2])]
        return [s.active] if s.active >= 0 else []

    def panel_lines(self, state: State, seat: int, lang: str) -> list[str]:
        """The faction's own secret choices: its three action cards this turn (those still to come
        marked) and, for the Titans, the base mined with the bomb while it is hidden (36.3)."""
        s = state
        ja = lang == "ja"
        out: list[str] = []
        mix = s.picks[seat]
        if mix:
            played = [c % 3 for c in s.revealed if c // 3 == seat]
            names = []
            for letter in mix:
                t = "SGA".index(letter)
                done = t in played
                if done:
                    played.remove(t)
                name = (flow.CARD_JA if ja else flow.CARD_EN)[t]
                names.append(f"{name}({'公開済' if done else '未公開'})" if ja else f"{name} ({'revealed' if done else 'to come'})")
            out.append(("選んだ行動カード: " if ja else "Your action cards: ") + ("・" if ja else ", ").join(names))
        if seat == flow.TITANS and s.bomb and s.bomb_state == "hidden":
            out.append(f"核爆弾の設置拠点(秘密): {bname(s.bomb, lang)}" if ja else f"Bomb hidden at: {bname(s.bomb, lang)} (secret)")
        return out

    def catalogue(self) -> list[dict[str, Any]]:
        out: list[dict[str, Any]] = []
        n = 1
        for k, u in data().units.units.items():
            out.append({"game": "zeta", "number": n, "card": k, "id": k, "type": "unit", "name": dict(u.name), "values": u.model_dump(exclude={"name"})})
            n += 1
        for k, c in data().characters.characters.items():
            out.append({"game": "zeta", "number": n, "card": k, "id": k, "type": "character", "name": dict(c.name), "values": c.model_dump(exclude={"name"})})
            n += 1
        for k, b in data().bases.bases.items():
            cls = data().bases.classes[b.cls]
            out.append({"game": "zeta", "number": n, "card": k, "id": k, "type": "base", "name": dict(b.name),
                        "values": {**b.model_dump(exclude={"name"}), **cls.model_dump()}})
            n += 1
        return out

    def run_scenario(self, doc: dict[str, Any]) -> ScenarioReport:
        from .scenario import run

        return run(self, doc)

    # -- invariants ---------------------------------------------------------------------------------------
    def check_invariants(self, state: State) -> list[str]:
        s = state
        out: list[str] = []
        b = board()
        valid = set(b.terrain)
        carried = Counter(u["c"] for u in s.units.values() if u["c"])
        counts = Counter(u["t"] for u in s.units.values())
        for fac_box in s.factory:
            counts.update(fac_box)
        counts.update(s.flags.get("removed", {}))
        for k, u in s.units.items():
            d = U(u["t"])
            if u["h"] and u["h"] not in valid:
                out.append(f"unit {k} on unknown hex {u['h']}")
            if u["h"] in b.blocked:
                out.append(f"unit {k} inside {u['h']}")
            if u["c"]:
                c = s.units.get(u["c"])
                if c is None or c["h"] != u["h"] or c["f"] != u["f"] or U(c["t"]).kind != "ship":
                    out.append(f"unit {k} carried by a wrong carrier {u['c']}")
            if d.kind == "ship" and carried[k] > d.cap:
                out.append(f"ship {k} over capacity")
            if u["h"] and u["h"][0] not in d.terrain and not u["c"]:
                out.append(f"unit {k} ({u['t']}) alone on the wrong map")
        for ty, n in counts.items():
            if n > U(ty).stock:
                out.append(f"{ty}: {n} in play, only {U(ty).stock} counters")
        for f in range(FACTIONS):
            if any(v <= 0 for v in s.factory[f].values()):
                out.append(f"factory {f} holds a zero count")
            if s.points[f] < 0:
                out.append(f"faction {f} spent more than it had")
        for cid, x in s.chars.items():
            if x["loc"] not in ("map", "ready", "L", "M", "H", "dead", "future", "gone"):
                out.append(f"character {cid} in unknown place {x['loc']}")
            if x["loc"] == "map":
                if x["h"] not in valid:
                    out.append(f"character {cid} on unknown hex {x['h']}")
                if x["on"] and (x["on"] not in s.units or s.units[x["on"]]["h"] != x["h"] or s.units[x["on"]]["f"] != x["f"]):
                    out.append(f"character {cid} rides a unit elsewhere")
            elif x["h"] or x["on"]:
                out.append(f"character {cid} off the map keeps a hex")
        for bid, x in s.bases.items():
            if not 0 <= x["lv"] <= 3 or (x["lv"] == 0) != (x["o"] == -1):
                out.append(f"base {bid} level {x['lv']} governor {x['o']}")
        if s.phase in ("act", "combat", "join", "laser") and len(s.deck) + len(s.revealed) != 9:
            out.append("the action deck lost cards")
        if s.phase in ("act", "combat", "join", "laser") and not all(s.picks):
            out.append("an action phase without every faction's picks")
        # views: counts agree, nothing secret leaks to another seat or a spectator
        shared = self._public(s)
        for seat in (None, 0, 1, 2):
            v = self._view(s, seat, shared)
            if len(v["units"]) != len(s.units):
                out.append(f"view {seat}: unit count differs")
            if v["my_cards"] is not None and (seat is None or v["my_cards"] != s.picks[seat]):
                out.append(f"view {seat}: shows a card choice that is not its own")
            if seat != flow.TITANS and s.bomb_state == "hidden" and v["bomb"] is not None:
                out.append(f"view {seat}: shows the hidden bomb base")
            shown = {e["ja"] for e in v["log"]}
            own = {e[1] for e in s.log if e[3] in (-1, seat)}
            if shown - own:
                out.append(f"view {seat}: shows another seat's private event")
            if seat != flow.TITANS and s.bomb_state == "hidden" and s.bomb and any(bname(s.bomb, "ja") in x and "核爆弾" in x for x in shown):
                out.append(f"view {seat}: names the hidden bomb base")
        return out
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

    def ai_tokens(self, state: State, pending: Pending, tokens: list[str]) -> list[str]:
        from .ai import candidates

        return candidates(state, pending, tokens)

    def ai_effort(self) -> tuple[int, int]:
        from .ai import EFFORT

        return EFFORT

    def ai_effort_at(self, state: State) -> tuple[int, int]:
        from .ai import effort

        return effort(state)


@cache
def _cnames(c: str) -> dict[str, str]:
    return {"ja": cname(c, "ja"), "en": cname(c, "en")}


@cache
def _bnames(b: str) -> dict[str, str]:
    return dict(data().bases.bases[b].name)


@cache
def _bkind(b: str) -> str:
    return data().bases.bases[b].kind


@cache
def _unames(t: str) -> dict[str, str]:
    return dict(U(t).name)


_MAP: dict[str, Any] = {}


def map_view() -> dict[str, Any]:
    """Static geometry for the renderer (hex names as printed, terrain, areas, boxes)."""
    if not _MAP:
        d = data().maps
        _MAP.update({
            "space": {"cols": d.space.cols, "rows": d.space.rows, "blocked": [f"S-{h}" for h in d.space.blocked],
                      "earth": f"S-{d.space.earth}", "moon": f"S-{d.space.moon}",
                      "descent": {k: f"S-{v}" for k, v in d.space.descent.items()},
                      "boxes": {f"S-{k}": {"name": dict(b.name), "adjacent": [f"S-{a}" for a in b.adjacent]} for k, b in d.space.boxes.items()}},
            "ground": {"cols": d.ground.cols, "rows": d.ground.rows, "terrain": list(d.ground.terrain),
                       "areas": {k: list(v) for k, v in d.ground.areas.items()}},
        })
    return _MAP
