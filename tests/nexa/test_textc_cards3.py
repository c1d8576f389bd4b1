"""Issue 14, family S third round: looks and set cards. Each construct is compiled, printed back to the
same text and played in the engine. Every text here is original, written in the controlled style of card
lists (never official text).
"""

from __future__ import annotations

import pytest

from engine.games.nexa import state as st
from engine.games.nexa.textc import compile_text, round_trip

from .helpers import ability_of as _ability
from .helpers import board, do, resolve_cut, tokens, unit
from .helpers import card as card_

_TO_JUNK = "（常時）：自軍本国のカードを全て見て、その中にあるキャラ1枚を自軍ジャンクヤードに移す事ができる。その後、自軍本国をシャッフルする。"


@pytest.mark.parametrize("text", [
    _TO_JUNK,
    "＜『起動』：このカードが場に出た場合、自軍捨て山のカードを全て見て、その中にあるユニット1枚を自軍ジャンクヤードに移す。"
    "その後、自軍捨て山をシャッフルする。＞",
])
def test_a_look_moving_to_the_junkyard_prints_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_a_look_moving_to_the_junkyard_compiles_to_the_junkyard_move() -> None:
    step = compile_text(_TO_JUNK).ability["effect"][0]["steps"][0]
    assert (step["do"], step["zone"], step["to"], step["wording"]) == ("search", "home", "junkyard", "move")


def test_p61_p62_a_card_looked_at_goes_to_the_junkyard() -> None:
    """P61 (looking at the home, then shuffling it) and P62 (the junkyard): the character chosen among the
    home's cards is moved to the own junkyard; the other cards stay in the home."""
    me = unit("SCOUT", (1, 1, 3), abilities=[_ability(_TO_JUNK)])
    sc = board([me, unit("GM"), card_("PILOT", "character", stats=[1, 1, 1])],
               {"battle": {"space": [{"card": "SCOUT", "id": "s"}]}, "gzone": ["SCOUT"] * 3,
                "home": ["GM"] * 4 + ["PILOT"]}, {}, point="attack", g_played=True)
    pilot = next(c for c in sc.state.place(0, st.HOME) if sc.state.defs[c].number == "PILOT")
    do(sc, "act:$s:0", player=0)
    for _ in range(10):
        toks = tokens(sc)
        if sc.state.cut and "pass" in toks:
            resolve_cut(sc)
        elif "yes" in toks:
            do(sc, "yes", player=0)
        elif any(t.endswith(str(pilot)) for t in toks):
            do(sc, next(t for t in toks if t.endswith(str(pilot))), player=0)
        else:
            break
    assert sc.state.zone[pilot] == st.JUNK
    assert len(sc.state.place(0, st.HOME)) == 4


def test_behaviour_check_compares_a_look_moving_to_the_junkyard() -> None:
    from engine.games.nexa.behave import check_card
    from engine.games.nexa.importer import import_records

    item = import_records({"cards": [{**unit("S-001"), "text": {"ja": _TO_JUNK, "en": ""}}]})[0]
    assert item.card is not None, item.blockers
    verdict = check_card(item.card)
    assert verdict.status == "behaved", verdict.detail
