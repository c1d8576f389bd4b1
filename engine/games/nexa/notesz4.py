"""「…1枚を、自軍ハンガーに移す事ができる。その場合、残りを廃棄する。（注：カードをハンガーに移さなかった場合、残りは廃棄しない）」
(issue 14, family Z4; ruling R-248): the note makes the look's move what 「その場合」 asks for. A search marked by the note
(wording cardz4_moved) that moves no card fails (StepFailed), so the all-or-nothing text stops before the rest is
discarded (P77). Other searches run as they did."""

from __future__ import annotations

from .effects import VERB_FUNCS, Step, StepFailed, seat_of
from .state import HANGAR, Resolving, State

_SEARCH = VERB_FUNCS["search"]


def _search_moved(s: State, ctx: Resolving, st: Step) -> list[Step] | None:
    if st.get("wording") != "cardz4_moved":
        return _SEARCH(s, ctx, st)
    hangar = s.place(seat_of(ctx), HANGAR)
    before = len(hangar)
    out = _SEARCH(s, ctx, st)
    if len(s.place(seat_of(ctx), HANGAR)) == before:
        raise StepFailed()
    return out


VERB_FUNCS["search"] = _search_moved
