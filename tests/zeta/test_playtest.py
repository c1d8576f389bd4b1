"""The balance playtest tool (`python -m bot.games.zeta.playtest`): complete games, a winner each."""

from __future__ import annotations

import json

from bot.games.zeta import playtest


def test_a_scripted_playtest_finishes_its_game_and_counts_each_first_place() -> None:
    res = playtest.run("scripted", 1, 11)
    (run,) = res["runs"]
    assert run["plan"] == "scripted" and sum(run["reasons"].values()) == 1
    assert "unfinished" not in run["reasons"]
    assert sum(run["wins"].values()) >= 1  # a shared first place counts for each faction


def test_the_json_output_names_the_factions(capsys) -> None:  # type: ignore[no-untyped-def]
    assert playtest.main(["--mode", "random", "--games", "1", "--seed", "3", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert set(out["runs"][0]["wins"]) == {"AEUG", "Titans", "Neo Zeon"}
