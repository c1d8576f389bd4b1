"""「自軍本国の上のカード1枚を自軍ハンガーに移す」, 「自軍捨て山の上のカード1枚をロール状態で自軍Gにする」
(issue 14): the top cards of the player's own home or discard pile go somewhere, taken from the top
without being chosen (P61). With 「1～N枚」 the player says how many.
"""

from __future__ import annotations

from .effects import NeedChoice, Step, make_g, move_to, seat_of, side_seat, val, verb
from .places import set_rolled
from .state import DISCARD, HOME, Resolving, State

PILE_LABELS = {"home": {"ja": "自軍本国", "en": "own home"}, "discard": {"ja": "自軍捨て山", "en": "own discard pile"}}


def ask_nth(ctx: Resolving, seat: int, nth: int, labels: list[dict[str, str]], prompt: tuple[str, str]) -> int:
    """The answer to the step's `nth` question of options (a step may ask two: which pile, how many)."""
    got = [a for a in ctx.answers if a.startswith("opt")]
    if len(got) > nth:
        return int(got[nth][3:])
    raise NeedChoice({"seat": seat, "kind": "option", "options": [f"opt{i}" for i in range(len(labels))],
                      "labels": labels, "prompt": list(prompt)})


def pile_zone(s: State, ctx: Resolving, zone: str | list[str], full: int = 0) -> str:
    """The pile a step looks at: named, or (「自軍本国または自軍捨て山の上の…」) the one the player picks; with `full`
    (「（注：自軍捨て山がN枚以下の場合、自軍捨て山を選択できない）」, family Z4, R-241) a discard pile of fewer cards is no option."""
    if isinstance(zone, str):
        return zone
    if full and len(s.place(seat_of(ctx), DISCARD)) < full:
        zone = [z for z in zone if z != "discard"]
        if len(zone) == 1:
            return zone[0]
    return zone[ask_nth(ctx, seat_of(ctx), 0, [PILE_LABELS[z] for z in zone], ("どちらの上のカードか", "Which pile"))]


@verb("take_top")
def _take_top(s: State, ctx: Resolving, st: Step) -> None:
    seat = seat_of(ctx)
    keeper = side_seat(ctx, st.get("side", "own"))  # 「敵軍本国の上のカード…を廃棄する」: the enemy's pile
    full = val(s, ctx, st["count"]) if st.get("wording") == "full_pile" else 0  # (family Z4)
    pile = s.place(keeper, HOME if pile_zone(s, ctx, st["zone"], full) == "home" else DISCARD)
    raw = st["count"]
    if isinstance(raw, dict):  # 「1～N枚」: how many is the player's choice
        hi = min(val(s, ctx, raw["upto"]), len(pile))  # (a value: 「1～X枚」, family V5)
        asked = 1 if isinstance(st["zone"], list) else 0  # after 「どちらの」, if the pile was asked first
        n = 1 + ask_nth(ctx, seat, asked, [{"ja": f"{k}枚", "en": str(k)} for k in range(1, hi + 1)],
                        ("枚数を選ぶ", "How many cards")) if hi > 1 else hi
    else:
        n = val(s, ctx, raw)
    taken = tuple(pile[-n:][::-1]) if n > 0 else ()
    ctx.bound["_taken_top"] = taken  # 「廃棄したカードの…」: the cards this step took (family V8, values2 cardv8_taken)
    for c in taken:
        if st["to"] == "gzone":
            make_g(s, c, keeper if st.get("cardg8_keeper_g") else seat)  # 「…敵軍Gにする」 (family G8)
            set_rolled(s, c, bool(st.get("rolled")))
        else:
            move_to(s, c, st["to"], keeper if st["to"] in ("junkyard", "hangar") else seat)  # (hangar: its owner's, Z5)
