"""A battle that auto-pass resolved still gets its board (issue #10): the bot replays the action with
auto-pass off and keeps the spectator's view of the damage step (both squads facing each other),
which the board after the action (units already home) no longer shows."""

from __future__ import annotations

from typing import Any

from bot.games import kit_for
from bot.moments import passed_boards
from engine.api import get_game
from tests.nexa.helpers import board, unit

GAME = get_game("nexa")
STEPS = kit_for("nexa").board_steps
SHOWS = kit_for("nexa").board_shows


def _defence(autopass: tuple[bool, bool]) -> Any:
    cards = [unit("A", (3, 1, 3), name={"ja": "ザクII", "en": "Zaku II"}),
             unit("D", (1, 1, 2), name={"ja": "ジム", "en": "GM"})]
    return board(cards, {"battle": {"space": [{"card": "A", "id": "a"}]}},
                 {"deploy": [{"card": "D", "id": "d"}]}, point="defence_rule", autopass=autopass)


def _act(sc: Any, *tokens: str) -> tuple[Any, Any]:
    """Apply all but the last token; return (state before the last, state after it)."""
    for tok in tokens[:-1]:
        GAME.apply(sc.state, 1, sc.token(tok))
    before = GAME.copy(sc.state)
    GAME.apply(sc.state, 1, sc.token(tokens[-1]))
    return before, sc.state


def test_an_auto_passed_battle_gets_a_board_of_its_damage_step() -> None:
    sc = _defence((True, True))
    before, after = _act(sc, "sortie:s:$d", "sortie:done")
    assert GAME.view(after, None)["battle"]["space"]["squads"] == []  # the battle is over: units went home
    boards = passed_boards("nexa", before, 1, sc.token("sortie:done"), after, STEPS, SHOWS)
    assert len(boards) == 1
    v = boards[0]
    assert (v["phase"], v["step"]) == ("battle", "damage") and v["viewer"] is None
    assert v["deciding"] is None  # auto-pass decided there: the board names nobody
    squads = v["battle"]["space"]["squads"]
    names = {u["name"]["en"] for q in squads for u in q["units"]}
    assert names == {"Zaku II", "GM"} and v["battle"]["space"]["engaged"]
    assert [q["power"] for q in squads] == [3, 1]


def test_no_extra_board_when_a_player_stopped_in_the_damage_step() -> None:
    sc = _defence((False, False))
    before, after = _act(sc, "sortie:s:$d", "sortie:done")
    assert passed_boards("nexa", before, 1, sc.token("sortie:done"), after, STEPS) == []


def test_games_without_board_steps_get_none() -> None:
    sc = _defence((True, True))
    before, after = _act(sc, "sortie:s:$d", "sortie:done")
    assert passed_boards("nexa", before, 1, sc.token("sortie:done"), after, ()) == []


def test_no_extra_board_when_the_real_run_stopped_before_the_battle() -> None:
    sc = _defence((False, True))  # the attacker decides at every free timing: nothing is skipped
    before, after = _act(sc, "sortie:s:$d", "sortie:done")
    assert GAME.view(after, None)["battle"]["space"]["squads"]  # still to be fought, on the board as it is
    assert passed_boards("nexa", before, 1, sc.token("sortie:done"), after, STEPS) == []


def test_no_board_of_a_damage_step_nobody_fought_in() -> None:
    """Every turn goes through the damage step; without a squad it shows no battle, so auto-pass
    going through it posts nothing (the next board is the next decision's)."""
    cards = [unit("A", (3, 1, 3)), unit("D", (1, 1, 2))]
    sc = board(cards, {"deploy": [{"card": "A", "id": "a"}]}, {"deploy": [{"card": "D", "id": "d"}]},
               point="defence_rule", autopass=(True, True))  # the attacker sortied nobody
    before, after = _act(sc, "sortie:done")  # nor does the defender: the turn ends, the next one begins
    assert GAME.turn(after) == GAME.turn(before) + 1
    assert len(passed_boards("nexa", before, 1, sc.token("sortie:done"), after, STEPS)) == 1  # the step was passed
    assert passed_boards("nexa", before, 1, sc.token("sortie:done"), after, STEPS, SHOWS) == []
