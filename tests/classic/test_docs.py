"""Classic's docs and pool against issue 9 (its rulings are checked with every game's in tests/test_rulings_doc.py)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).parents[2]


def test_every_special_effect_of_the_page_is_tested_by_name() -> None:
    tests = (ROOT / "tests" / "classic" / "test_special_effects.py").read_text(encoding="utf-8")
    for name in ("高機動", "水", "砂漠", "強襲", "速攻", "バルチャー", "宙間戦闘", "特殊シールド", "サイコミュ", "範囲兵器",
                 "大気圏突入", "マルチプル", "換装", "チーム", "解体", "変形", "艦船", "拠点", "サポート", "艦船用修正",
                 "補給", "クイック", "ターン1枚制限", "PS装甲", "追加コスト", "代替コスト", "1枚制限", "プリベント",
                 "セット_キャラ", "セット_G", "専用機のセット", "汚染コイン", "MF", "戦闘配備", "特殊兵装", "ブースト",
                 "自動A_B_C_D", "split_power"):
        assert re.search(rf"def test_\w*{re.escape(name)}\w*\(", tests), f"no test names {name}"


def test_the_pool_is_large_enough_and_every_deck_is_legal() -> None:
    """Issue 9: at least 120 original cards using every special effect at least twice, 4+ legal decks."""
    from engine.games.classic.cards import builtin_pool, deck_problems
    from engine.games.classic.schema import KEYWORDS_A, KEYWORDS_PLAIN, KEYWORDS_X

    pool = builtin_pool()
    assert len(pool.cards) >= 120
    counts: dict[str, int] = {}
    for c in pool.cards.values():
        found = {k.partition(":")[0] for k in (*c.kw, *(c.form.kw if c.form else ()))}
        found |= {name for name, on in (("team", c.team), ("ship_mods", c.ship_mods), ("extra_cost", c.extra_cost),
                                        ("alt_cost", c.alt_cost), ("multiple", c.multiple), ("pilot", c.pilot),
                                        ("split", c.stats_set)) if on}
        found |= {f"auto{t.kind}" for t in c.texts}
        if c.effect is not None and c.effect.do == "pollute":
            found.add("pollution")
        for k in found:
            counts[k] = counts.get(k, 0) + 1
    wanted = {*KEYWORDS_PLAIN, *KEYWORDS_X, *KEYWORDS_A, "team", "ship_mods", "extra_cost", "alt_cost", "multiple",
              "pilot", "split", "autoA", "autoC", "autoD", "pollution"}
    assert {k: counts.get(k, 0) for k in wanted if counts.get(k, 0) < 2} == {}
    decks = _decks()
    assert len(decks) >= 4
    for cards in decks:
        assert deck_problems(pool, cards) == []


def _decks() -> list[list[str]]:
    from tests.classic.helpers import GAME

    return [list(p.cards) for p in GAME.preconstructed().values()]
