"""The rule-override layer (issue 14): texts that change how a rule applies, read in one place.

A card text may override a rule rather than act: "this card cannot be targeted by enemy commands
until the end of this cut", "the play of this card is not negated by enemy effects". Each such
override is data (a status with a duration, or a continuous application `unnegatable`) and the
rules ask this module at the moment they apply: targeting (targets.py), destruction and damage by
an effect (effects.py), negation (the `negate` verb), and the end of a cut or a step, when the
overrides that last "until the end of this cut/step" end (turn.py).
"""

from __future__ import annotations

from typing import Any, Final

from .cardo8rules import fits, roll_upto_stops, scope_key
from .state import POINT_STEP, State
from .stats import applied_kinds, cached, continuous_table, has_status, host_of, static_sources

# Statuses that protect a card from the enemy's effects (P56, P72): the kind of enemy effect they
# protect from, so one check serves them all.
UNTARGETABLE_BY: Final = {"untargetable": None, "untargetable_units": ("unit", "ace"),
                   "untargetable_commands": ("command",),
                   "untargetable_rolled": None,  # 「…は、ロール状態である場合、敵軍効果の…」: while rolled (family O5)
                   "cardo8_played_guard": None,  # 「プレイされている自軍カード1枚は、…対象にならず、プレイが無効にならない」 (O8)
                   }


def untargetable(s: State, iid: int, source: int) -> bool:
    """Is `iid` protected from being the target of the enemy effect of `source` (対象にならない)?

    On the path of every target question: one pass over the grants, as has_status makes.
    """

    st = s.stamp[iid]
    for g in s.grants:
        if g[0] == iid and g[1] == st and g[2] == "status" and g[3] in UNTARGETABLE_BY and _stops(s, g[3], source) \
                and (g[3] != "untargetable_rolled" or s.rolled[iid]):
            return True
        if g[0] == iid and g[1] == st and g[2] == "cardo8_roll_upto" and roll_upto_stops(s, source, g[3]):
            return True  # 「X以下のロールコストを持つ敵軍コマンドの対象にならない」 (family O8, cardo8steps.py)
        if g[0] == iid and g[1] == st and g[2] == "untargetable_upto":  # X以下の合計国力を持つ… (protectupto.py)
            from .protectupto import stops

            if stops(s, iid, source):
                return True
    if s.floating and any(f[3] == "untargetable_upto" for f in s.floating):  # 「全ての…は、このターン、…」 (V5, R-280)
        from .protectupto import floating_stops

        if floating_stops(s, iid, source):
            return True
    if "status" not in applied_kinds(s):
        return False
    te = continuous_table(s).get(iid)
    return te is not None and any(x in UNTARGETABLE_BY and _stops(s, x, source)
                                  and (x != "untargetable_rolled" or s.rolled[iid]) for x in te.status)


def untargetable_by_commands(s: State, iid: int) -> bool:
    """「…は、コマンドの対象にならない」 (family O5, R-313): no command of either player targets `iid`."""
    return (bool(s.grants) or "status" in applied_kinds(s)) and has_status(s, iid, "untargetable_all_commands")


def _stops(s: State, status: str, source: int) -> bool:
    kinds = UNTARGETABLE_BY[status]
    return kinds is None or (source >= 0 and s.defs[source].type in kinds)


# Protections from destruction and damage: status -> (what it stops: destroy/damage, whose):
# "enemy" effects of the enemy, "enemy_unit"/"enemy_command" only those of enemy units/commands,
# "not_own" anything but own effects (battle damage included), "effects" any effect, not battle damage.
PROTECTIONS: Final[dict[str, tuple[frozenset[str], str]]] = {
    "effect_immune": (frozenset(("destroy", "damage")), "enemy"),
    "effect_indestructible": (frozenset(("destroy",)), "enemy"),
    "no_effect_damage": (frozenset(("damage",)), "enemy"),
    "unit_effect_immune": (frozenset(("destroy", "damage")), "enemy_unit"),
    "command_immune": (frozenset(("destroy", "damage")), "enemy_command"),
    "immune_but_own": (frozenset(("destroy", "damage")), "not_own"),
    "immune_but_battle": (frozenset(("destroy", "damage")), "effects"),
    "no_normal_damage": (frozenset(("damage",)), "effects"),  # 通常ダメージを受けない (family B3)
    "no_battle_damage_taken": (frozenset(("damage",)), "battle"),  # 戦闘ダメージを受けない (family B3, R-163)
    "no_enemy_roll": (frozenset(("roll",)), "enemy"),  # 敵軍効果ではロールしない (family Z4, R-243)
    "no_enemy_move": (frozenset(("move",)), "enemy"),  # 敵軍効果では移動しない (family O5, R-310)
    "cardr6_no_damage_roll_but_own": (frozenset(("damage", "roll")), "not_own"),  # 自軍効果以外ではダメージを受けずロールしない (R6)
    "command_no_destroy_move": (frozenset(("destroy", "move")), "enemy_command"),  # 敵軍コマンドの効果では破壊されず移動しない (O5)
}


def safe_from(s: State, iid: int, what: str, seat: int, source: int = -1) -> bool:
    """Is `iid` protected from being destroyed (what=destroy) or damaged (what=damage) by the effect
    of `seat`'s card `source` (seat -1: battle damage, a rule)? 「敵軍効果では破壊されずダメージを受けない」…"""
    from .targets import side_of

    st = s.stamp[iid]
    have = [g[3] for g in s.grants if g[0] == iid and g[1] == st and g[2] == "status" and g[3] in PROTECTIONS]
    if "status" in applied_kinds(s):
        te = continuous_table(s).get(iid)
        if te is not None:
            have += [x for x in te.status if x in PROTECTIONS]
    if not have:
        return False
    battle = seat < 0
    enemy = not battle and seat != side_of(s, iid)
    kind = s.defs[source].type if source >= 0 else ""
    for status in have:
        stops, whose = PROTECTIONS[status]
        if what not in stops:
            continue
        if (whose == "enemy" and enemy) or (whose == "not_own" and (battle or enemy)) or \
                (whose == "effects" and not battle) or (whose == "enemy_unit" and enemy and kind in ("unit", "ace")) \
                or (whose == "enemy_command" and enemy and kind == "command") or (whose == "battle" and battle):
            return True
    return False


def unmoved(s: State, iid: int, seat: int, source: int) -> bool:
    """「敵軍効果では移動しない」 (family O5, R-310): is `iid` kept where it is against this move by the effect of `seat`'s
    card `source`? Free when no card has a status."""
    return bool(s.grants or "status" in applied_kinds(s)) and safe_from(s, iid, "move", seat, source)


def end_of(s: State, until: str) -> None:
    """The end of a cut (cut_end) or of a step (step_end): what lasted until then ends."""
    if any(m[5] == until for m in s.mods) or any(g[4] == until for g in s.grants):
        s.mods = [m for m in s.mods if m[5] != until]
        s.grants = [g for g in s.grants if g[4] != until]
        s.version += 1


def step_ends(s: State, point: int) -> bool:
    """Is the point after `point` in another step (or outside the battle steps)?"""
    step = POINT_STEP.get(point)
    return step is not None and POINT_STEP.get(point + 1) != step


def play_unnegatable(s: State, entry: Any, negator_seat: int, negator: int) -> bool:
    """「このカードのプレイは（…）では無効にならない」: is the play in `entry` protected from this negation?

    The text is a constant text of the played card (it applies while the card is being played);
    `by` says which enemy effects it resists: all (`effect`), commands only, or commands of a
    total cost up to N.
    """
    from .conditions import holds

    if entry.kind != "card" or negator_seat == entry.seat:
        return False
    if s.grants and has_status(s, entry.source, "cardo8_played_guard"):  # given while played (family O8, R-442)
        return True
    for a in s.defs[entry.source].abilities:
        for c in a.continuous if a.kind in ("constant", "static") else ():
            if c.get("apply") != "unnegatable" or c.get("target") != "self":
                continue
            if not holds(s, c.get("condition"), entry.source, entry.seat):
                continue
            if _by(s, c.get("by", {}), negator):
                return True
    return False


def _by(s: State, by: dict[str, Any], negator: int) -> bool:
    """Does the negating card fit the protection's `by` (empty: any enemy effect)?"""
    if not by:
        return True
    d = s.defs[negator] if negator >= 0 else None
    if d is None:
        return False
    if by.get("type") and d.type != by["type"]:
        return False
    return not ("max_total_cost" in by and d.total_cost > int(by["max_total_cost"]))


def redirect(s: State, iid: int, event: str) -> tuple[str, bool] | None:
    """置き換え of a move (「…場合、廃棄される代わりに持ち主のハンガーに移る」): where `iid` goes instead,
    and rolled or not, when a text redirects this `event` (refit: discarded by 改装; destroyed: 破壊されて
    廃棄される; resolved: a command after it resolved), else None (P77 置き換え, issue 14).

    A card's own texts ("このカードは…") are read from the card (it is leaving); texts about other
    cards (「プレイされて解決された自軍コマンドは…」) from the continuous texts in force.
    """
    from .cardo4rules import SIMPLE_REDIRECT_KEYS
    from .conditions import holds
    from .targets import matches

    seat = s.ctrl[iid] if s.ctrl[iid] >= 0 else s.owner[iid]
    for a in s.defs[iid].abilities:
        for c in a.continuous if a.kind in ("static", "constant") else ():
            ev = c.get("event")
            if ev == "resolved_from_hand" and event == "resolved":  # played from the hand only (family O2)
                ev = event if played_from_hand(s, iid) else ""
            if c.get("apply") == "redirect" and c.get("target") == "self" and ev == event \
                    and holds(s, c.get("condition"), iid, seat):
                return str(c["to"]), bool(c.get("rolled", False))
    for source, c in static_sources(s):
        if c["apply"] != "redirect" or c.get("target") == "self" or c["event"] != event:
            continue
        sel = c["target"]
        src_seat = s.ctrl[source]
        if sel.get("type") and s.defs[iid].type != sel["type"]:
            continue
        if sel.get("side") == "own" and s.owner[iid] != src_seat:
            continue
        if "trait" in sel and sel["trait"] not in s.defs[iid].traits:  # 「「特徴：A」を持つ全ての自軍ユニット」 (family O2)
            continue
        if not SIMPLE_REDIRECT_KEYS.issuperset(sel) and not matches(s, sel, iid, src_seat, source):
            continue  # 「このセットグループのキャラ」, 「このカードと交戦中の全ての敵軍キャラ」 (family O4)
        if holds(s, c.get("condition"), source, src_seat):
            return str(c["to"]), bool(c.get("rolled", False))
    return None


def played_from_hand(s: State, iid: int) -> bool:
    """Was `iid`, now in the cut, played from its player's hand (mark_played_from, at the play)?"""
    return any(g[0] == iid and g[1] == s.stamp[iid] and g[2] == "played_from" for g in s.grants)


def mark_played_from(s: State, iid: int, from_hand: bool) -> None:
    """At the play of `iid` (play.py): mark it played from the hand when a text of it asks (「自軍手札から
    プレイされて…」, family O2); cards without such a text leave the state as it was."""
    if from_hand and any(c.get("event") == "resolved_from_hand" for a in s.defs[iid].abilities
                         if a.kind == "constant" for c in a.continuous):
        s.grants.append((iid, s.stamp[iid], "played_from", "hand", "turn_end"))


def send(s: State, iid: int, where: tuple[str, bool]) -> None:
    """Move `iid` where a redirect says, to its owner's place."""
    from .effects import make_g
    from .places import emit, move, name, set_rolled
    from .state import HAND, HANGAR

    to, rolled = where
    owner = s.owner[iid]
    if to == "gzone":
        make_g(s, iid, owner)
        if rolled:
            set_rolled(s, iid, True)
    else:
        move(s, iid, {"hangar": HANGAR, "hand": HAND}[to], owner)
    emit(s, "move", f"{name(s, iid)}は代わりに{ {'hangar': 'ハンガー', 'hand': '手札', 'gzone': 'G'}[to]}へ",
         f"{name(s, iid, 'en')} goes to {to} instead", (iid,))


def stand_ins(s: State, seat: int, req: dict[str, int] | None = None) -> dict[int, str]:
    """「このカードは、ロールコストの支払いにおいて、青のGサインを持つ自軍Gとして扱う事ができる。
    （注：国力は発生しない）」: `seat`'s rerolled field cards that may be rolled to pay a roll cost
    as a G of that colour (costs.py), card -> colour. They make no power (国力) for a total cost.
    Family O8: a text naming what it pays for (`for`, cardo8rules.py) stands in only for the payment `req` it
    fits; without `req` (a colour asked) every such card is named.
    """
    if "pay_as_g" not in applied_kinds(s):
        return {}
    from .conditions import holds
    from .targets import candidates

    c = cached(s)
    key = ("stand_ins", seat, None if req is None else scope_key(req))
    hit: dict[int, str] | None = c.get(key)
    if hit is not None:
        return hit
    out: dict[int, str] = {}
    for source, app in static_sources(s):
        if app["apply"] != "pay_as_g" or s.ctrl[source] != seat:
            continue
        if not holds(s, app.get("condition"), source, seat):
            continue
        cards = [host_of(s, source)] if app["target"] == "self" else candidates(s, app["target"], seat, source,
                                                                                 by_effect=False)
        scope = app.get("for")
        for iid in cards:
            if s.ctrl[iid] == seat and not s.rolled[iid] and not s.is_g[iid] \
                    and (scope is None or fits(str(scope), req, iid)):
                out.setdefault(iid, str(app["colour"]))
    c[key] = out
    return out
