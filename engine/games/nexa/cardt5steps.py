"""Issue 14 family T5: steps of texts about texts and effects.

- verb `grant_any_or_modify`: 「…は、ターン終了時まで「強襲」、+1/+1/+1のいずれか1つを得る」: the player picks, when the
  step resolves, one of the special effects or the battle change, and the target gets that one until the turn ends
  (the engine's `grant_keyword` or `modify`; as family T's grant_either with a change among the options).
- `gain_unlimited(s, iid)`: 「このカードの「ゲイン」の使用は、「1ターン中に1回のみ」の制限に含まれない」 is in force on the
  card: play.commit then keeps no record of its ゲイン's use, so it may be used again this turn (R-301).
- `changed_cost(s, ab, iid, seat)`: 「この効果のコストは、（condition）場合、〔N〕に変更される」: the text with the payment
  `changed_to` while `changed_if` holds for its card, else its printed cost (P44; as family O2's free_if).
- `text_played(s, iid)`: a text of `iid` was played (declared, P44): 起動 texts with trigger `group_text_played` of
  the set group `iid` is in (P66) and `card_text_played` (`card_gain_played` for a ゲイン) whose `of` fits `iid` are
  heard (R-302).
- verb `set_onto`: 「…キャラ1枚を、「特徴：A」を持つ自軍ユニット1枚にセットする」: the character (this card, or a target) is
  set on the unit `onto_unit` names (a target declared on play; without a count, chosen on resolution), when it can
  take it (P66: one character a unit; named_steps2.can_take); a character already on that unit stays (R-303).
- verb `lock_plays_both`: 「このターン、敵軍は、コマンドとテキストをプレイできない」: family K4's lock_plays of commands and
  of texts, for that side, until the turn ends (P43, P44).
- verb `pay_most`: 「（自軍は）可能な限り、〔2〕を支払う」: that side's player rolls as many of its rerolled Gs as it
  has, up to N, picking which (P44 支払い; none when it has none: the step still resolves).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Final

from .cards import Ability
from .conditions import holds
from .effects import (
    VERB_FUNCS,
    Step,
    _add_trigger,
    ask_option,
    choose,
    resolve_target,
    seat_of,
    side_seat,
    source_of,
    verb,
)
from .named_steps2 import can_take, set_by_effect
from .places import emit, set_rolled
from .state import GZONE, Resolving, State
from .stats import field_triggered_abilities, host_of, static_sources
from .targets import candidates, matches, side_of
from .vocabulary import KEYWORD_EN, KEYWORD_JA


def _stats_words(stats: list[int]) -> str:
    return "/".join(f"{n:+d}" for n in stats)


@verb("grant_any_or_modify")
def _grant_any_or_modify(s: State, ctx: Resolving, st: Step) -> None:
    kws = list(st["keywords"])
    change = _stats_words(st["stats"])
    labels = [{"ja": KEYWORD_JA[k], "en": KEYWORD_EN[k]} for k in kws] + [{"ja": change, "en": change}]
    k = ask_option(s, ctx, seat_of(ctx), len(labels), labels, ("得るものを選ぶ", "Choose what it gains"))
    until = st.get("until", "turn_end")
    if k < len(kws):
        VERB_FUNCS["grant_keyword"](s, ctx, {"do": "grant_keyword", "target": st["target"], "keyword": kws[k],
                                             "until": until})
    else:
        VERB_FUNCS["modify"](s, ctx, {"do": "modify", "target": st["target"], "stats": st["stats"], "until": until})


def gain_unlimited(s: State, iid: int) -> bool:
    """Is this card's ゲイン out of P75's 「1ターンに1回のみ」 (a 常駐 text of its own in force)? Asked when a ゲイン is
    played (play.commit), never on a priority check."""
    return any(src == iid and c["apply"] == "gain_unlimited" for src, c in static_sources(s))


_CHANGED: Final = ("changed_if", "changed_to")


def changed_cost(s: State, ab: Ability, iid: int, seat: int) -> Ability:
    """The text `ab` with the cost it has now (cost keys changed_if / changed_to); asked where family O2's free_cost
    is (a text's check on a cache miss, its play), and only for texts with the key."""
    cost = ab.cost
    if holds(s, cost["changed_if"], iid, seat):
        return replace(ab, cost={"pay": dict(cost["changed_to"])})
    return replace(ab, cost={k: v for k, v in cost.items() if k not in _CHANGED})


def text_played(s: State, iid: int, gain: bool) -> None:
    """Queue the 起動 texts hearing that a text of `iid` was played (play.commit, as the text is declared); `gain`:
    the text is the card's ゲイン (trigger card_gain_played)."""
    host = -1
    for other, a in field_triggered_abilities(s):
        if a.on == "group_text_played":
            if host < 0:
                host = host_of(s, iid)
            if host_of(s, other) == host:
                _add_trigger(s, other, a.index, a.every)
        elif (a.on == "card_text_played" or (a.on == "card_gain_played" and gain)) and a.of is not None and matches(
                s, a.of, iid, side_of(s, other), other, by_effect=False):
            _add_trigger(s, other, a.index, a.every)


@verb("pay_most")
def _pay_most(s: State, ctx: Resolving, st: Step) -> None:
    who = side_seat(ctx, st["side"])
    gs = [g for g in s.place(who, GZONE) if not s.rolled[g]]
    k = min(int(st["count"]), len(gs))
    if k <= 0:
        return
    picked = choose(s, ctx, who, gs, k, k, "pick", ("支払いにロールするGを選ぶ", "Choose Gs to roll to pay"))
    for g in picked:
        set_rolled(s, g, True)
    emit(s, "pay", f"{s.players[who]}: Gを{k}枚ロールして支払った", f"{s.players[who]} rolled {k} G to pay",
         tuple(picked))


@verb("set_onto")
def _set_onto(s: State, ctx: Resolving, st: Step) -> None:
    chars = resolve_target(s, ctx, st["target"])
    if "onto_any" in st:  # chosen now among the own units that fit and can take the character (P66)
        cands = [u for u in candidates(s, {**st["onto_any"], "count": "all"}, seat_of(ctx), source_of(ctx), ctx.bound)
                 if any(host_of(s, c) != u and can_take(s, c, u) for c in chars)]
        units = choose(s, ctx, seat_of(ctx), cands, 1, 1, "pick", ("セット先のユニットを選ぶ", "Choose the unit to set it on"))
    else:
        units = resolve_target(s, ctx, st["onto_unit"])
    if not units:
        return
    host = units[0]
    for c in chars:
        if host_of(s, c) != host and can_take(s, c, host):
            set_by_effect(s, c, host)


@verb("lock_plays_both")
def _lock_plays_both(s: State, ctx: Resolving, st: Step) -> None:
    for what in ("command", "text"):
        VERB_FUNCS["lock_plays"](s, ctx, {"do": "lock_plays", "side": st["side"], "what": what})
