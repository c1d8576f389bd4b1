"""「…ダメージを振り分けて与える」 (issue 14, family B4; ruling R-232): an amount of damage shared out among the targets.

The controller of the effect says, on resolution, how much each target takes: each target at least 1 while the amount
allows (a target chosen for no damage is not chosen; with 「全ての…」 and less damage than targets, some take none),
the targets asked in order, the last taking the rest. The damage is dealt to all of them together (P39 then destroys).
"""

from __future__ import annotations

from .battleb4 import BAN, PSYCOMMU_INDEX
from .battlestates import asks_damage_kind, record_damage
from .battlesteps import grant_fixed
from .effects import (
    Step,
    _grant,
    ask_option,
    deal_damage,
    seat_of,
    side_seat,
    source_of,
    verb,
)
from .places import emit
from .state import Resolving, State
from .stats import ability_by_index
from .take_top import ask_nth


def split_damage(s: State, ctx: Resolving, targets: list[int], n: int) -> None:
    k = len(targets)
    if k == 0 or n <= 0:
        return
    lo = 1 if n >= k else 0
    rest = n
    shares: list[int] = []
    asked = 0
    for i in range(k - 1):
        hi = rest - lo * (k - 1 - i)
        if hi > lo:
            labels = [{"ja": f"{v}ダメージ", "en": f"{v} damage"} for v in range(lo, hi + 1)]
            pick = ask_nth(ctx, seat_of(ctx), asked, labels, ("振り分けるダメージ", "Damage to this target"))
            asked += 1
            share = lo + min(pick, hi - lo)
        else:
            share = max(hi, 0)
        shares.append(share)
        rest -= share
    shares.append(rest)
    for iid, share in zip(targets, shares, strict=True):
        if share > 0:
            deal_damage(s, iid, share, seat_of(ctx), source_of(ctx))


@verb("sortie_ban")
def _sortie_ban(s: State, ctx: Resolving, st: Step) -> None:
    """「このターン、全ての軍は、ユニットを戦闘エリアに移動させる事ができない」 (R-234): the seats it names, until the turn
    ends, whatever becomes of the card that gave it (as R-161)."""
    me = source_of(ctx)
    seats = (0, 1) if st["side"] == "all" else (side_seat(ctx, st["side"]),)
    # 「このターンと次のターン」 (family K8): kept at this turn's end, gone at the next one's (turn._end_turn)
    until = f"own_turn_start:{s.attacker}" if st["until"] == "next_turn_end" else st["until"]
    for seat in seats:
        s.grants.append((me, s.stamp[me], BAN, (seat, st["ban"]), until))
        emit(s, "grant", f"{s.players[seat]}はユニットを出撃させられない", f"{s.players[seat]} may not sortie units",
             seat=seat)
    s.version += 1


def psycommu_damage(s: State, ctx: Resolving, targets: list[int], n: int) -> bool:
    """Deal a サイコミュ text's damage and record it as such (P75; selector damaged_by: psycommu), when the resolving
    text is one and a card of the game asks; False (nothing done) otherwise."""
    e = ctx.entry
    if e.ability != PSYCOMMU_INDEX or not asks_damage_kind(s):
        return False
    ab = ability_by_index(s, e.source, e.ability)
    if ab is None or ab.keyword != "psycommu":
        return False
    for iid in targets:
        before = s.damage[iid]
        deal_damage(s, iid, n, seat_of(ctx), source_of(ctx))
        if s.damage[iid] > before:
            record_damage(s, iid, "psycommu")
    return True


@verb("fix_one")
def _fix_one(s: State, ctx: Resolving, st: Step) -> None:
    """「…の戦闘力1つを、ターン終了時まで1に固定する」 (R-236): the controller picks one of the three values on resolution,
    the same for every target; it is fixed until the turn ends, the other two change as usual (R-164)."""
    labels = [{"ja": "格闘力", "en": "melee"}, {"ja": "射撃力", "en": "shooting"}, {"ja": "防御力", "en": "defence"}]
    k = min(ask_option(s, ctx, seat_of(ctx), 3, labels, ("固定する戦闘力を選ぶ", "Choose the value")), 2)
    v = int(st["value"])
    fixed = tuple(v if j == k else None for j in range(3))
    grant_fixed(s, ctx, st, fixed, (f"{labels[k]['ja']}は{v}に固定", f"{labels[k]['en']} fixed at {v}"))


@verb("lose_keywords")
def _lose_keywords(s: State, ctx: Resolving, st: Step) -> None:
    """「…は、このターン、「速攻」「強襲」「改装」が無効となる」: each special effect lost until the turn ends (P57: a loss
    beats a gain), as family K3's lose_keyword grant."""
    for k in st["keywords"]:
        _grant(s, ctx, {"target": st["target"], "until": st["until"]}, "lose_keyword", k)
