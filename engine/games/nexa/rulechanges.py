"""Rule changes of issue 14 family O that are not a cost or a protection (those live in costs.py
and overrides.py): a card on which no character can be set (P66), and a special effect's trigger
held at a turn start (「自軍「PS装甲」の効果は、敵軍ターン開始時に起動しない」, P76).

Each is a continuous application of a 常駐 text in force (stats.static_sources); the rule that
applies asks here at the moment it applies.
"""

from __future__ import annotations

from typing import Any

from .cardo4rules import no_reroll
from .cardo5locks import g_reroll_locked
from .heldz5 import no_reroll as held_no_reroll
from .state import State
from .stats import applied_kinds, host_of, static_sources


def keyword_held(s: State, iid: int, keyword: str, turn_seat: int) -> bool:
    """Is `keyword`'s trigger of `iid` held at the start of `turn_seat`'s turn? 「自軍「PS装甲」の効果は、
    敵軍ターン開始時に起動しない」: the unit's controller has such a text in force and the turn is
    the other player's. A held trigger is not put off to a later turn (ruling R-O2)."""

    if "hold_keyword" not in applied_kinds(s):
        return False
    seat = s.ctrl[iid] if s.ctrl[iid] >= 0 else s.owner[iid]
    for source, c in static_sources(s):
        if c["apply"] != "hold_keyword" or c["keyword"] != keyword:
            continue
        src_seat = s.ctrl[source]
        side_ok = (seat == src_seat) == (c["side"] == "own")
        turn_ok = (turn_seat == src_seat) == (c["turn_start"] == "own")
        if side_ok and turn_ok:
            return True
    return False


def roll_alternatives(s: State, iid: int) -> list[dict[str, int]]:
    """「このカードをプレイする場合、コストとして、緑のGサインを持つ自軍G3枚または黒の…をロールする」: the
    roll costs one of which the play of `iid` adds to its own (P55 4), in the order printed; [] for none."""
    for a in s.defs[iid].abilities:
        if a.kind == "constant":
            for c in a.continuous:
                if c["apply"] == "roll_either" and c["target"] == "self":
                    return [dict(x) for x in c["either"]]
    return []


def with_alternative(req: dict[str, int], alternatives: list[dict[str, int]], index: int) -> dict[str, int]:
    """The roll requirement with alternative `index` added (none while it is not named yet, -1)."""
    if not alternatives or index < 0:
        return req
    out = dict(req)
    for colour, n in alternatives[index].items():
        out[colour] = out.get(colour, 0) + n
    return out


def free_cost(s: State, ab: Any, iid: int, seat: int) -> Any:
    """「…場合、この効果のコストは0に変更される」 (family O2): the text `ab` with no cost while its condition
    holds, else with its printed cost (the condition itself is no cost)."""
    cond = ab.cost.get("free_if")
    if cond is None:
        return ab
    from dataclasses import replace

    from .conditions import holds

    return replace(ab, cost={} if holds(s, cond, iid, seat) else {k: v for k, v in ab.cost.items() if k != "free_if"})


def refuses_character(s: State, host: int) -> bool:
    """「このカードは、キャラをセットできない」: may no character be set on `host` (P66; setrules.py)?"""
    from .setrules import max_characters

    return max_characters(s, host) == 0
def reroll_locked(s: State, iid: int, by_source: int) -> bool:
    """「このセットグループは、このカードの効果以外ではリロールできない」: may `iid` not be rerolled by the
    effect of `by_source` (-1: a rule, the reroll phase's)? Only the text's own card rerolls its group."""

    if s.skips and g_reroll_locked(s, iid):  # 「新たなターンでは、全ての自軍Gはリロールできず」 (family O5, R-312)
        return True
    kinds = applied_kinds(s)
    if "no_reroll" in kinds and no_reroll(s, iid):  # 「全てのGは、リロールできない」: by nothing (family O4)
        return True
    if s.grants and held_no_reroll(s, iid):  # 「…は、このターンと次のターン、リロールできない」 (family Z5, heldz5.py)
        return True
    if "reroll_lock" not in kinds:
        return False
    host = host_of(s, iid)
    return any(c["apply"] == "reroll_lock" and source != by_source and host_of(s, source) == host
               for source, c in static_sources(s))


def cost_option(s: State, iid: int) -> dict[str, Any] | None:
    """「このカードは、合計国力-3してプレイできる。その場合、カット終了時にこのカードを廃棄する。」: the cheaper
    play `iid` offers (alternative 1 of its declaration; 0 is the printed cost), or None."""
    for a in s.defs[iid].abilities:
        if a.kind == "constant":
            for c in a.continuous:
                if c["apply"] == "cost_option" and c["target"] == "self":
                    if c.get("condition"):  # 「ダメージ判定ステップ中、…」: only then (family O3)
                        from .conditions import holds

                        if not holds(s, c["condition"], iid, s.ctrl[iid] if s.ctrl[iid] >= 0 else s.owner[iid]):
                            continue
                    return c
    return None


def mark_cheap_play(s: State, iid: int, option: dict[str, Any]) -> None:
    """The cheaper play was chosen: the card is discarded when its cut (or turn) ends."""
    s.grants.append((iid, s.stamp[iid], "discard_at", option["discard_at"], "permanent"))


def discard_cheap_plays(s: State, when: str) -> None:
    """At the end of a cut (cut_end) or a turn (turn_end): discard the cards played cheaper until then
    that are still on the field (a card that left it meanwhile is not followed, P72)."""
    due = [g for g in s.grants if g[2] == "discard_at" and g[3] == when]
    if not due:
        return
    from .effects import queue_trigger
    from .places import emit, move, name
    from .state import FIELD_ZONES, JUNK

    s.grants = [g for g in s.grants if not (g[2] == "discard_at" and g[3] == when)]
    s.version += 1
    for g in due:
        iid = g[0]
        if s.stamp[iid] in (g[1], g[1] + 1) and s.zone[iid] in FIELD_ZONES:  # marked in the hand, then entered
            emit(s, "discard", f"{name(s, iid)}を廃棄", f"{name(s, iid, 'en')} discarded", (iid,))
            move(s, iid, JUNK)
            queue_trigger(s, "to_junkyard", iid)
