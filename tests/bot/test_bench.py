"""`sortie bench bot` in miniature: the keys are there and the figures are sane (nothing is timed)."""

from __future__ import annotations

import json
import math

import discord.gateway
import discord.http
import pytest

from bot.bench import bench_bot, percentile
from bot.cli import main

pytestmark = pytest.mark.e2e


def test_a_small_bench_run_reports_every_key_with_sane_values() -> None:
    base, gateway = discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY
    out = bench_bot(matches=3, actions=4)
    assert {"matches", "p50_ms", "p99_ms", "mb_per_match"} <= set(out)
    assert out["matches"] == 3
    assert out["errors"] == 0, out["first_error"]
    assert 1 <= out["actions"] <= 3 * 4
    assert out["interactions"] >= 2 * 3 + out["actions"]  # two to open each match, one or two per action
    for key in ("p50_ms", "p99_ms", "play_p99_ms"):
        assert math.isfinite(out[key]) and 0 < out[key] < 60_000
    assert out["p50_ms"] <= out["p99_ms"] <= out["max_ms"]
    # the time to the result (board posted, panel edited) of each interaction is at least its first answer's
    assert {"p50_result_ms", "p99_result_ms"} <= set(out)
    assert out["p50_result_ms"] <= out["p99_result_ms"] < 60_000
    assert out["p99_result_ms"] >= out["p99_ms"] and out["p50_result_ms"] >= out["p50_ms"]
    assert math.isfinite(out["mb_per_match"]) and out["mb_per_match"] < 200
    assert 1 < out["session_kb"] < 10_000
    assert out["live_matches"] + out["ended_early"] == 3
    # the bench puts discord.py back the way it found it
    assert (base, gateway) == (discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY)


def test_the_cli_prints_the_json_keys(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    import bot.bench

    seen: dict[str, int] = {}

    def fake_bench(matches: int = 200, **kw: object) -> dict[str, object]:
        seen["matches"] = matches
        return {"matches": matches, "p50_ms": 1.0, "p99_ms": 2.0, "mb_per_match": 0.5}

    monkeypatch.setattr(bot.bench, "bench_bot", fake_bench)
    assert main(["bench", "bot", "--matches", "7", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == {"matches": 7, "p50_ms": 1.0, "p99_ms": 2.0, "mb_per_match": 0.5}
    assert seen == {"matches": 7}


def test_percentile_is_nearest_rank() -> None:
    xs = [float(i) for i in range(1, 101)]
    assert percentile(xs, 50) == 50.0
    assert percentile(xs, 99) == 99.0
    assert percentile(xs, 100) == 100.0
    assert percentile([3.0], 99) == 3.0


def test_without_the_fake_discord_the_bench_says_why(tmp_path: object, monkeypatch: pytest.MonkeyPatch,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    import bot.bench

    monkeypatch.setattr(bot.bench, "ROOT", tmp_path)
    with pytest.raises(SystemExit) as exc:
        bench_bot(matches=1, actions=1)
    assert exc.value.code == 2
    assert "fake_discord" in capsys.readouterr().err
