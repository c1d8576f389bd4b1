"""Family O5 of issue 14: the step 「このターンの終了直後、新たな自軍ターンを開始する。新たなターンでは、…」 (ruling R-312; the
entries it leaves and their checks: cardo5locks.py)."""

from __future__ import annotations

from .cardo5locks import EXTRA, LOCK_G_REROLL, LOCK_ONE_SQUAD, NAME_LOCK, PENDING, PHASES, TEXT_LOCK
from .conditions import holds
from .effects import Step, seat_of, source_of, verb
from .state import Resolving, State


@verb("cardo5_extra_turn")
def _extra_turn(s: State, ctx: Resolving, st: Step) -> None:
    """Mark the extra turn of the player whose turn this is (in the other player's turn 「新たな自軍ターン」 is the next
    turn anyway: nothing to mark)."""
    seat = seat_of(ctx)
    if seat != s.attacker:
        return
    src = source_of(ctx)
    rules: list[str] = []
    if st["rules"] == "gs_only":
        rules = [p for p in PHASES if p != st["only"]] + [LOCK_G_REROLL]
    elif st["rules"] == "no_name":
        rules = [NAME_LOCK + s.defs[src].name_ja]
    elif st["rules"] == "only":  # 「AとBのみ行われる」 (and C too while the named card is an own G or in the own junkyard, P57)
        played = set(st["phases"])
        name = st.get("further_name")
        if name is not None and holds(s, {"exists": {"name": name, "zone": ["gzone", "junkyard"], "side": "own"}}, src,
                                      seat):
            played.add(st["further_phase"])
        rules = [p for p in PHASES if p not in played]
    elif st["rules"] == "one_squad":
        rules = [LOCK_ONE_SQUAD, LOCK_G_REROLL, f"{TEXT_LOCK}{src}:{ctx.entry.ability}"]
    s.skips.add((seat, EXTRA))
    s.skips.update((seat, PENDING + r) for r in rules)
    s.version += 1
