"""Issue 14, family V3 of the card-text compiler: values and coins, third round.

Every text here is original, written in the controlled style of card lists (never official text).
Each wording compiles, prints back the same (docs/effect-language.md, family V3) and plays.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.games.nexa.behave import check_card
from engine.games.nexa.targets import value
from engine.games.nexa.textc import compile_text, normalise, print_text, round_trip

from .helpers import board, do, resolve_cut, tokens, unit

GRAPHIC = {"number": "GR", "name": {"ja": "GR", "en": "GR"}, "type": "graphic", "colours": ["blue"],
           "gsign": {"colour": "blue", "series": "0079"}, "guard_level": 1, "gain_level": 2}


def _card(text: str, number: str = "SRC", type_: str = "unit", **extra: Any) -> dict[str, Any]:
    """An original card carrying one compiled text (a command's text is its play)."""
    ab = {**compile_text(text).ability, "text": {"ja": text, "en": text}}
    if type_ == "command":
        return {"number": number, "name": {"ja": number, "en": number}, "type": "command", "colours": ["blue"],
                "cost": {"total": 1, "roll": {"blue": 1}}, "gsign": {"colour": "blue", "series": "0079"},
                "abilities": [{**ab, "kind": "play"}]}
    return unit(number, (2, 2, 3), abilities=[ab], **extra)


def _pick(sc: Any, *ids: str, limit: int = 12) -> None:
    """Answer the open questions: the named cards as targets, then done / automatic payment."""
    want = [f"t:{sc.iid(i)}" for i in ids]
    for _ in range(limit):
        toks = tokens(sc)
        pick = next((t for t in want if t in toks), None)
        if pick is not None:
            want.remove(pick)
            do(sc, pick, player=0)
        elif "pay:auto" in toks:
            do(sc, "pay:auto", player=0)
        elif "done" in toks:
            do(sc, "done", player=0)
        else:
            return


@pytest.mark.parametrize("text", [
    "（戦闘フェイズ）〔0〕：自軍G1～2枚を廃棄する。その場合、このカードは、ターン終了時まで+X/±0/+Xを得ると共に、リロールできる。"
    "Xの値は、対象の本来のロールコストとゲインレベルの合計値-1とする。",
    "（戦闘フェイズ）：自軍G1～2枚をリロールする。その場合、敵軍ユニット1枚にXダメージを与える。Xの値は対象1の、本来のロールコストの合計値とする。",
    "（戦闘フェイズ）〔1〕：自軍G1枚を廃棄する。その場合、敵軍部隊1つにX貫通ダメージを与える。Xの値は、対象1の本来のロールコスト、ゲインレベルの値+1とする。",
])
def test_family_v3_constructs_print_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert normalise(print_text(compiled)) == normalise(text)


@pytest.mark.parametrize("words,want", [("対象の本来のロールコストの合計値", 2),
                                        ("対象の本来のロールコストとゲインレベルの合計値", 4),
                                        ("対象の本来のロールコスト、ゲインレベルの値", 4)])
def test_p29_p65_r120_the_printed_roll_costs_and_gain_levels_of_the_targets_added_up(words: str, want: int) -> None:
    """「対象の本来のロールコスト(とゲインレベル)の合計値」 (P65 values, P29 gain level, R-120): every card the
    target is counts, a unit's printed roll cost (2 here) and a graphic's gain level (2) where the text names it."""
    text = f"（戦闘フェイズ）：自軍G1～2枚を廃棄する。その場合、敵軍ユニット1枚にXダメージを与える。Xの値は、{words}とする。"
    ab = compile_text(text).ability
    v = ab["effect"][1]["amount"]
    src = _card(text, type_="command")
    sc = board([src, unit("U2", roll=2), GRAPHIC, unit("E", (1, 1, 9))],
               {"hand": [{"card": "SRC", "id": "me"}],
                "gzone": [{"card": "U2", "id": "g1"}, {"card": "GR", "id": "g2"}, "U2"]},
               {"deploy": [{"card": "E", "id": "e"}]}, point="attack", g_played=True)
    bound = {"t1": (sc.iid("g1"), sc.iid("g2"))}
    assert value(sc.state, v, sc.iid("me"), 0, bound) == want
    do(sc, "play:$me", player=0)
    _pick(sc, "g1", "g2", "e")
    resolve_cut(sc)
    assert sc.state.damage[sc.iid("e")] == want  # the Gs were discarded first: their printed values still count
    assert check_card(src).status == "behaved"
