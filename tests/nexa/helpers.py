"""Small builders for rules tests: cards and boards written inline, as scenarios do."""

from __future__ import annotations

from typing import Any

from engine.games.nexa.scenario import Scenario


def unit(number: str, stats: tuple[int, int, int] = (2, 2, 2), colour: str = "blue", total: int = 1,
         roll: int = 1, terrain: tuple[str, ...] = ("space", "earth"), **extra: Any) -> dict[str, Any]:
    card = {"number": number, "name": {"ja": number, "en": number}, "type": "unit", "colours": [colour],
            "cost": {"total": total, "roll": {colour: roll} if roll else {}},
            "gsign": {"colour": colour, "series": "0079"}, "stats": list(stats), "terrain": list(terrain)}
    card.update(extra)
    return card


def card(number: str, type_: str, colour: str = "blue", total: int = 1, roll: int = 1, **extra: Any) -> dict[str, Any]:
    c = {"number": number, "name": {"ja": number, "en": number}, "type": type_, "colours": [colour],
         "cost": {"total": total, "roll": {colour: roll} if roll else {}},
         "gsign": {"colour": colour, "series": "0079"}}
    c.update(extra)
    return c


def board(cards: list[dict[str, Any]], a: dict[str, Any], b: dict[str, Any], point: str = "deploy",
          attacker: int = 0, autopass: tuple[bool, bool] = (False, False), **setup: Any) -> Scenario:
    filler = cards[0]["number"]
    for p in (a, b):
        p.setdefault("home", [filler] * 10)
    data = {"name": "test", "cards": cards, "autopass": list(autopass),
            "setup": {"turn": setup.pop("turn", 3), "attacker": attacker, "point": point, "players": [a, b],
                      **setup}}
    return Scenario(data)


def tokens(sc: Scenario) -> list[str]:
    return sc.game.legal_tokens(sc.state)


def do(sc: Scenario, *toks: str, player: int | None = None) -> None:
    for t in toks:
        p = player if player is not None else sc.decider()
        sc.game.apply(sc.state, p, sc.token(t))


def pass_all(sc: Scenario, limit: int = 50) -> None:
    """Both players pass until something other than a priority decision is asked."""
    for _ in range(limit):
        d = sc.game.decision(sc.state, labels=False)
        if d is None or d.kind != "priority" or "pass" not in d.tokens():
            return
        sc.game.apply(sc.state, d.player, "pass")


def resolve_cut(sc: Scenario, limit: int = 50) -> None:
    """Pass until the cut (and any cut of discard effects after it) has resolved."""
    for _ in range(limit):
        d = sc.game.decision(sc.state, labels=False)
        if d is None or not (sc.state.cut or sc.state.cut_resolving) or d.kind != "priority":
            return
        sc.game.apply(sc.state, d.player, "pass")


def pass_until(sc: Scenario, point: int, limit: int = 80) -> None:
    """Pass at every free timing until the game reaches `point` (a constant of engine.games.nexa.state)."""
    for _ in range(limit):
        d = sc.game.decision(sc.state, labels=False)
        if d is None or sc.state.point == point or d.kind != "priority":
            return
        sc.game.apply(sc.state, d.player, "pass")


def ability_of(text: str) -> dict[str, Any]:
    """A card text compiled into its ability, with the text itself (the shape a card file holds)."""
    from engine.games.nexa.textc import compile_text

    return {**compile_text(text).ability, "text": {"ja": text, "en": text}}


def answer_all(sc: Scenario, pick: Any = lambda toks: toks[0]) -> None:
    """Resolve what is pending, answering each question with `pick(tokens)` (at most 40: a bound, never reached)."""
    for _ in range(40):
        toks = tokens(sc)
        d = sc.game.decision(sc.state, labels=False)
        if d is None:
            return
        if sc.state.cut and "pass" in toks:
            resolve_cut(sc)
        elif d.kind != "priority" and toks:
            do(sc, pick(toks), player=d.player)
        else:
            return
