"""One-line status and result texts for NEX-A, in the rulebook's terms (docs/glossary.md)."""

from __future__ import annotations

from collections.abc import Sequence

from ...core.protocol import Outcome
from .state import HOME, POINT_PHASE, POINT_STEP, SETUP, State

PHASE = {
    "reroll": ("リロールフェイズ", "reroll phase"), "draw": ("ドローフェイズ", "draw phase"),
    "deploy": ("配備フェイズ", "deploy phase"), "battle": ("戦闘フェイズ", "battle phase"),
    "end": ("ターン終了時", "turn end"),
}
STEP = {
    "attack": ("攻撃ステップ", "attack step"), "defence": ("防御ステップ", "defence step"),
    "damage": ("ダメージ判定ステップ", "damage step"), "return": ("帰還ステップ", "return step"),
}
REASON = {
    "home_zero": ("ターン{turn}で{loser}の本国が0枚になった", "{loser}'s home (本国) reached 0 in turn {turn}"),
    "home_zero_both": ("両者の本国が同時に0枚になった", "both homes (本国) reached 0 at once"),
    "concession": ("{loser}が投了した", "{loser} conceded (投了)"),
    "timeout": ("{loser}の持ち時間が切れた", "{loser} ran out of time"),
}


def _pick(pair: tuple[str, str], lang: str) -> str:
    return pair[0] if lang == "ja" else pair[1]


def phase_text(s: State, lang: str) -> str:
    phase = POINT_PHASE.get(s.point)
    step = POINT_STEP.get(s.point)
    out = _pick(PHASE[phase], lang) if phase in PHASE else (phase or ("準備" if lang == "ja" else "setup"))
    if step in STEP:
        out += (" " if lang == "ja" else ", ") + _pick(STEP[step], lang)
    return out


def status_line(s: State, lang: str, deciding: tuple[int, str, Sequence[str]] | None) -> str:
    """Turn, phase and step, the active player, homes, and who must decide now."""
    homes = [len(s.place(p, HOME)) for p in (0, 1)]
    who = s.players[deciding[0]] if deciding else "-"
    setup = s.point == SETUP  # before turn 1 nobody's turn has begun: name who will go first (the coin toss)
    if lang == "ja":
        whose = f"先攻: {s.players[s.first]}" if setup else f"{s.players[s.attacker]}のターン"
        return (f"ターン{s.turn}・{phase_text(s, lang)}（{whose}）。"
                f"本国: {s.players[0]} {homes[0]}枚 / {s.players[1]} {homes[1]}枚。{who}の選択を待っています。")
    whose = f"{s.players[s.first]} goes first" if setup else f"{s.players[s.attacker]}'s turn"
    return (f"Turn {s.turn}, {phase_text(s, lang)} ({whose}). "
            f"Home: {s.players[0]} {homes[0]} / {s.players[1]} {homes[1]}. Waiting for {who}.")


def end_line(outcome: Outcome, players: list[str], lang: str) -> str:
    """Who won and why, on which turn."""
    reason = REASON.get(outcome.reason, (outcome.reason, outcome.reason))
    if outcome.draw:
        why = _pick(reason, lang).format(loser="", turn=outcome.turn)
        return f"引き分け: {why}" if lang == "ja" else f"Draw (引き分け): {why}"
    winner = outcome.winner
    why = _pick(reason, lang).format(loser=players[1 - winner], turn=outcome.turn)
    return f"{players[winner]}の勝利: {why}" if lang == "ja" else f"{players[winner]} wins: {why}"
