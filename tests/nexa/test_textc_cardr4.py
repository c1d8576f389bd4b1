"""Issue 14, family R4: step results and looking (a hand looked at, the cards a look takes, wordings that say
the same look in another order). Each construct is compiled, printed back to the same text and played in the
engine. Every text here is original, written in the controlled style of card lists (never official text).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from engine.games.nexa import state as st
from engine.games.nexa.scenario import Scenario
from engine.games.nexa.textc import compile_text, round_trip
from engine.games.nexa.textc.normalise import normalise, split_texts

from .helpers import board, card, do, tokens, unit

# the same look said in the other order / with other words (normalise.py, family R4)
_ROLLED_FIRST = ("（自軍ターン）〔1〕：自軍本国のカードを全て見て、その中にある「特徴：試作機」を持つユニット2枚を、"
                 "ロール状態で自軍配備エリアに出す事ができる。その後、自軍本国をシャッフルする。")
_TOP_ALL = ("（配備フェイズ）〔1〕：自軍本国の上のカードを全て見て、その中にある、「特徴：試作機」を持つユニット１枚を、"
            "自軍配備エリアにロール状態で出す。その後、自軍本国をシャッフルする。")
_X_BEFORE_SHUFFLE = ("（自軍ターン）：自軍本国のカードを全て見て、その中にある、X以下の合計国力を持つユニット１枚を、"
                     "自軍配備エリアにリロール状態で出す事ができる。Xの値は、自軍Gの枚数と同じとする。その後、自軍本国をシャッフルする。")

TEXTS = [_ROLLED_FIRST, _TOP_ALL, _X_BEFORE_SHUFFLE]


@pytest.mark.parametrize("text", TEXTS)
def test_family_r4_constructs_print_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_a_break_written_in_full_width_letters_splits_the_texts() -> None:
    assert split_texts("〔1〕：供給＜br ／＞『起動』：このカードが場に出た場合、カード1枚を引く。") == [
        "〔1〕：供給", "『起動』：このカードが場に出た場合、カード1枚を引く。"]


def test_the_other_orders_read_as_the_usual_wording() -> None:
    assert "ユニット2枚を自軍配備エリアにロール状態で出す事ができる" in normalise(_ROLLED_FIRST)
    assert "自軍本国のカードを全て見て" in normalise(_TOP_ALL)
    assert normalise(_X_BEFORE_SHUFFLE).endswith("その後自軍本国をシャッフルする。Xの値は自軍Gの枚数とする。")
    look = compile_text(_ROLLED_FIRST).ability["effect"][0]["steps"][0]
    assert look["do"] == "search" and look["rolled"] is True and look["count"] == 2


def _ability(text: str) -> dict[str, Any]:
    return {**compile_text(text).ability, "text": {"ja": text, "en": text}}


def _command(number: str, text: str) -> dict[str, Any]:
    """An original command whose text is its play (P30)."""
    return card(number, "command", abilities=[{**_ability(text), "kind": "play"}])


def _answer(sc: Scenario, pick: Callable[[list[str]], str | None], limit: int = 40) -> None:
    """Answer every question: `pick` first, else pass (priority) or the first option."""
    for _ in range(limit):
        d = sc.game.decision(sc.state, labels=False)
        if d is None:
            return
        toks = tokens(sc)
        if d.kind == "priority":
            if not (sc.state.cut or sc.state.cut_resolving):
                return
            do(sc, "pass", player=d.player)
            continue
        mine = pick(toks)
        do(sc, mine if mine is not None else toks[0], player=d.player)


def test_p61_units_taken_by_a_whole_home_look_enter_in_the_roll_state_said_first() -> None:
    """Rulebook p.61 (looking at a hidden place, then shuffling it) and 「場に出る」: 「ユニット2枚を、ロール状態で
    自軍配備エリアに出す」 puts both units in rolled, as the usual order says it."""
    me = unit("SCOUT", abilities=[_ability(_ROLLED_FIRST)])
    proto = unit("PROTO", traits=["試作機"])
    sc = board([me, unit("GM"), proto],
               {"battle": {"space": [{"card": "SCOUT", "id": "s"}]}, "gzone": ["GM"] * 3,
                "home": ["GM", {"card": "PROTO", "id": "p1"}, "GM", {"card": "PROTO", "id": "p2"}, "GM"]},
               {}, point="deploy")
    p1, p2 = sc.iid("p1"), sc.iid("p2")
    do(sc, "act:$s:0", player=0)
    _answer(sc, lambda toks: next((t for t in toks if t.startswith("pick") and (
        t.endswith(f":{p1}") or t.endswith(f":{p2}"))), "yes" if "yes" in toks else None))
    for p in (p1, p2):
        assert sc.state.zone[p] == st.DEPLOY and sc.state.rolled[p]


def test_p61_p65_x_in_what_a_whole_home_look_takes_is_the_value_said_after_the_shuffle() -> None:
    """Rulebook p.65 (X's value) and p.61: 「X以下の合計国力を持つユニット」 with X = the number of own G (3) offers
    the unit of total cost 3 and not the one of 4."""
    me = unit("SCOUT", abilities=[_ability(_X_BEFORE_SHUFFLE)])
    small, big = unit("SMALL", total=3), unit("BIG", total=4)
    sc = board([me, unit("GM"), small, big],
               {"battle": {"space": [{"card": "SCOUT", "id": "s"}]}, "gzone": ["GM"] * 3,
                "home": ["GM", {"card": "SMALL", "id": "sm"}, {"card": "BIG", "id": "bg"}, "GM"]},
               {}, point="deploy")
    sm, bg = sc.iid("sm"), sc.iid("bg")
    look = compile_text(_X_BEFORE_SHUFFLE).ability["effect"][0]["steps"][0]
    assert look["filter"]["max_total_cost"] != "X"  # the value said, not a number chosen on play
    do(sc, "act:$s:0", player=0)
    offered: list[str] = []

    def pick(toks: list[str]) -> str | None:
        offered.extend(toks)
        return f"pick:{sm}" if f"pick:{sm}" in toks else ("yes" if "yes" in toks else None)

    _answer(sc, pick)
    assert f"pick:{bg}" not in offered
    assert sc.state.zone[sm] == st.DEPLOY and not sc.state.rolled[sm]
    assert sc.state.zone[bg] == st.HOME
