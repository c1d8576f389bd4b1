"""Issue 14, behaviour check: sampled cards' texts are played in generated scenarios and the board
is compared with what each text prints. Run here on the original pool and original texts only."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from engine.games.nexa import effects
from engine.games.nexa.behave import behave, builtin_cards, check_card
from engine.games.nexa.importer import import_records

from .helpers import unit

ORIGINAL = {"cards": [
    {**unit("B-001", (2, 1, 3)), "text": {"ja": "（ダメージ判定ステップ）〔R〕：交戦中の敵軍ユニット1枚に1ダメージを与える。",
                                           "en": ""}},
    {**unit("B-002", (2, 2, 2)), "text": {"ja": "『起動』：このカードが場に出た場合、カード1枚を引く。", "en": ""}},
    {**unit("B-003", (1, 2, 3)), "text": {"ja": "（戦闘フェイズ）〔1〕：敵軍ユニット1枚をロールする。", "en": ""}},
]}


def test_the_original_pool_behaves_as_its_texts_say() -> None:
    """100 of the pool's cards drawn with seed 1: none misbehaves, and most are actually played
    (the rest are counted as unchecked with their reason, never as behaving)."""
    rep = behave(builtin_cards(), sample=100, seed=1).as_json()
    assert rep["sample"] == 100 and rep["failed"] == 0, rep["failures"]
    assert rep["behaved"] >= 55
    assert rep["behaved"] + rep["unchecked"] == 100


def test_a_card_whose_effect_does_not_happen_is_reported_as_failed(monkeypatch: pytest.MonkeyPatch) -> None:
    """The check can fail: with the engine's damage verb broken, a damage text no longer behaves."""
    card = next(i.card for i in import_records(ORIGINAL) if i.number == "B-001")
    assert card is not None and check_card(card).status == "behaved"
    monkeypatch.setitem(effects.VERB_FUNCS, "damage", lambda s, ctx, st: None)
    verdict = check_card(card)
    assert verdict.status == "failed" and verdict.detail.startswith("damage 1")


def test_cli_behave_reports_how_many_cards_behave(tmp_path: Path) -> None:
    f = tmp_path / "list.json"
    f.write_text(json.dumps(ORIGINAL, ensure_ascii=False), encoding="utf-8")
    out = subprocess.run([sys.executable, "-m", "bot.cli", "cards", "behave", str(f), "--game", "nexa",
                          "--sample", "3", "--seed", "1", "--json"], capture_output=True, text=True, check=True)
    rep = json.loads(out.stdout)
    assert {"sample", "behaved", "failed", "unchecked", "failures", "unchecked_why", "seconds"} <= set(rep)
    assert (rep["sample"], rep["behaved"], rep["failed"]) == (3, 3, 0)


def test_the_own_units_a_save_scenario_picks_from_are_seat_0s_field_not_the_enemy_home() -> None:
    """P61: a unit in a battle area is in its squad, not in a place list; the board the behaviour check builds for a
    「破壊を無効にする」 text takes an own unit from the deploy area or a squad, never a card of the enemy's home."""
    from engine.games.nexa.behave import _own_field_units

    from .helpers import board

    sc = board([unit("A"), unit("E")],
               {"deploy": [{"card": "A", "id": "d"}], "battle": {"space": [{"card": "A", "id": "b"}]}, "gzone": ["A"]},
               {"deploy": [{"card": "E", "id": "e"}], "battle": {"earth": [{"card": "E", "id": "f"}]}, "gzone": ["E"],
                "home": ["A"] * 5})
    s = sc.state
    picked = _own_field_units(s)
    assert sorted(s.defs[i].number for i in picked) == ["A", "A"]
    assert all(s.ctrl[i] == 0 and s.zone[i] in (6, 8) for i in picked)
