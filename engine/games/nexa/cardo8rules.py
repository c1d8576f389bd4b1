"""Family O8 of issue 14: rule overrides the payment of a cost reads (costs.py, overrides.stand_ins).

「このカードは、自軍ユニットが持つ「サイコミュ」のロールコストの支払いにおいて、赤のGサインを持つ自軍Gとして扱う事ができる。」,
「…は、カードのプレイのロールコストの支払いにおいて、…」, 「…このカード以外の自軍カードが持つテキストのプレイと、コマンドのプレイの
ロールコストの支払いにおいて、…」: family B's pay_as_g (a card rolled to pay a roll cost as a G of a colour, making no power)
for some payments only (its `for`, ruling R-441). While such a text is in force, the requirement of a card's play and of a
text's play carries marks saying what is paid for (as family O3's marks, cardo3rules.py: keys with a colon, no colour,
costing nothing), and stand_ins offers the card only for a payment whose marks fit. Without such a text nothing is marked
and no question changes.
"""

from __future__ import annotations

from typing import Any, Final

from .cardo3rules import FOR_CARD
from .state import State
from .stats import applied_kinds, cached, static_sources

FOR_TEXT: Final = "for:text"  # the play of a text (its cost, P44)
FOR_COMMAND: Final = "for:command"  # the play of a command (with FOR_CARD)
FOR_KW: Final = "for:kw:"  # the play of the text a special effect stands for (「サイコミュ」, 「範囲兵器」), + its name
FOR_SRC: Final = "for:src:"  # the card whose text is played, + its instance
# the scopes a text names (pay_as_g's `for`): what they let the card pay for
CARD: Final = "card"  # 「カードのプレイの」
OTHER_TEXT_OR_COMMAND: Final = "other_text+command"  # 「このカード以外の自軍カードが持つテキストのプレイと、コマンドのプレイの」
KW_PREFIX: Final = "kw:"  # 「自軍ユニットが持つ「サイコミュ」の」: kw:psycommu
_NONE: Final[dict[str, int]] = {}


def scoped(s: State) -> bool:
    """Is a pay_as_g with a `for` in force (kept for the state version)? Asked only once pay_as_g is."""
    c = cached(s)
    hit: bool | None = c.get("o8_scoped")
    if hit is None:
        hit = c["o8_scoped"] = any(app["apply"] == "pay_as_g" and "for" in app for _src, app in static_sources(s))
    return hit


def card_mark(s: State, d: Any) -> dict[str, int]:
    """The marks of the play of card `d` (costs.card_cost), while a scoped pay_as_g is in force."""
    if "pay_as_g" not in applied_kinds(s) or not scoped(s):
        return _NONE
    return {FOR_CARD: 0, FOR_COMMAND: 0} if d.type == "command" else {FOR_CARD: 0}


def text_mark(s: State, source: int, keyword: str | None) -> dict[str, int]:
    """The marks of the play of a text of `source` (play.py), a special effect's text naming it."""
    if "pay_as_g" not in applied_kinds(s) or not scoped(s):
        return _NONE
    out = {FOR_TEXT: 0, f"{FOR_SRC}{source}": 0}
    if keyword:
        out[f"{FOR_KW}{keyword}"] = 0
    return out


def scope_key(req: dict[str, int] | None) -> tuple[str, ...]:
    """The marks of `req` a scoped pay_as_g reads (part of stand_ins' cache key)."""
    return tuple(k for k in req if k.startswith("for:")) if req else ()


def fits(scope: str, req: dict[str, int] | None, card: int) -> bool:
    """May `card`, paying as a G for the payments `scope` names, pay `req` (R-441)? None: a colour lookup, any."""
    if req is None:
        return True
    if scope == CARD:
        return FOR_CARD in req
    if scope == OTHER_TEXT_OR_COMMAND:
        return FOR_COMMAND in req or (FOR_TEXT in req and f"{FOR_SRC}{card}" not in req)
    if scope.startswith(KW_PREFIX):
        return f"{FOR_KW}{scope[len(KW_PREFIX):]}" in req
    return False


def check_pay_for(s: State, me: int, c: dict[str, Any]) -> list[str]:
    """The behaviour check (behave.py) of a pay_as_g with `for`: the cards it names pay as a G of its colour for a
    payment it names, and not for a payment made while an effect resolves (no marks)."""
    from .overrides import stand_ins

    seat = s.ctrl[me]
    named = [i for i, colour in stand_ins(s, seat).items() if colour == c["colour"]]
    if not named:
        return [f"pays as a G of {c['colour']}: no card it names on the board"]
    scope = str(c["for"])
    if scope == CARD:
        fit = {FOR_CARD: 0}
    elif scope == OTHER_TEXT_OR_COMMAND:
        fit = {FOR_CARD: 0, FOR_COMMAND: 0}
    else:
        fit = {FOR_TEXT: 0, f"{FOR_KW}{scope[len(KW_PREFIX):]}": 0}
    out = [f"card {i} does not pay for {scope}" for i in named if i not in stand_ins(s, seat, fit)]
    out += [f"card {i} pays for an effect's payment" for i in named if i in stand_ins(s, seat, {})]
    return out


def carry_cut_grants(s: State, iid: int) -> None:
    """A played card entering the field from the cut (places.move) keeps what was given to it while it was played and
    lasts until the cut ends (「プレイされている自軍ユニット1枚は、カット終了時まで…」, R-442): its stamp just changed."""
    old = s.stamp[iid] - 1
    if any(g[0] == iid and g[1] == old and g[4] == "cut_end" for g in s.grants):
        s.grants = [(g[0], s.stamp[iid], *g[2:]) if g[0] == iid and g[1] == old and g[4] == "cut_end" else g
                    for g in s.grants]


def discard_redirected(s: State, iid: int) -> bool:
    """「このカードは、捨て山から自軍ジャンクヤードに移る場合、ジャンクヤードに移る代わりに、持ち主の手札に移る」 (R-444): asked by
    places.move for a card moving from a discard pile to a junkyard; moves it where its text says instead, if it says."""
    from .overrides import redirect, send

    where = redirect(s, iid, "discard_to_junk")
    if where is None:
        return False
    send(s, iid, where)
    return True


def roll_upto_stops(s: State, source: int, n: int) -> bool:
    """「X以下のロールコストを持つ敵軍コマンドの対象にならない」 (cardo8steps.py, R-446): is `source` a command of roll cost
    (its colours together) `n` or less? overrides.untargetable asks it only of the enemy's effects."""
    d = s.defs[source] if source >= 0 else None
    return d is not None and d.type == "command" and d.roll_total <= n
