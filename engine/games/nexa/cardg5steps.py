"""Issue 14 family G5: steps of G cards, G-sign colours, sets, characters and chips.

- verb `gsign_colour`: 「…1枚のGサインの色を、フェイズ終了時まで青、緑、…のいずれか1つに変更する」: the player picks one of
  the colours on resolution (one colour named: that one), and the target's G sign is of that colour until the phase
  (the turn) ends (a grant read by cardg5rules.gsign_colour; P22, ruling R-270).
- verb `grant_special`: 「…は、ターン終了時まで「〔1〕：改装［A］」を得る」: the target has the special effect with its value
  (a grant of the keyword and its value, as クロスウェポン's; stats.keywords) and so its built-in text (P75), at its printed
  cost (a third item of the grant's value, stats.gained_cost).
- verb `replace_self`: 「…1枚を選んで、このカードとリロール状態で置き換える」: the card chosen takes this card's place on the
  field with what it carries (置き換え P77 Ver.1.2: family A's `replace`), in the roll state said, and this card goes to
  the place the chosen one came from (R-23). This card off the field, or no card chosen: nothing is replaced.
- verb `chips_expire`: 「ガンダムチップは、ターン終了時に取り除かれる」, said after the chips were put out: the player's chips of
  that name on the field that entered this turn are bound now, and a waiting effect removes them from the game at the
  turn's end (P57, P59, P67; ruling R-271).
"""

from __future__ import annotations

from typing import Final

from .cardg5rules import GSIGN
from .effects import VERB_FUNCS, Step, StepFailed, _grant, ask_option, resolve_target, seat_of, verb
from .places import set_rolled
from .schema import keyword_cost, parse_keyword
from .state import FIELD_ZONES, Resolving, State

_JA: Final[dict[str, str]] = {"blue": "青", "green": "緑", "black": "黒", "red": "赤", "brown": "茶", "white": "白", "purple": "紫"}


@verb("gsign_colour")
def _gsign_colour(s: State, ctx: Resolving, st: Step) -> None:
    colours = list(st["colours"])
    k = 0
    if len(colours) > 1:
        labels = [{"ja": _JA[c], "en": c} for c in colours]
        k = min(ask_option(s, ctx, seat_of(ctx), len(colours), labels, ("Gサインの色を選ぶ", "Choose the G-sign colour")),
                len(colours) - 1)
    _grant(s, ctx, {"target": st["target"], "until": st.get("until", "turn_end")}, GSIGN, colours[k])


@verb("grant_special")
def _grant_special(s: State, ctx: Resolving, st: Step) -> None:
    for kw in st["keywords"]:
        name, arg = parse_keyword(kw)
        cost = keyword_cost(kw)  # its printed cost, carried with it (stats.gained_cost); None: the built-in ①
        value = (name, arg) if cost is None else (name, arg, cost)
        _grant(s, ctx, {"target": st["target"], "until": st.get("until", "turn_end")}, "keyword", value)


@verb("replace_self")
def _replace_self(s: State, ctx: Resolving, st: Step) -> None:
    news = resolve_target(s, ctx, st["target"])
    if not news:
        raise StepFailed()
    ctx.bound["_replacing"] = (news[0],)
    VERB_FUNCS["replace"](s, ctx, {"do": "replace", "target": "self", "with": "_replacing"})
    set_rolled(s, news[0], bool(st["rolled"]))
    s.version += 1


@verb("chips_expire")
def _chips_expire(s: State, ctx: Resolving, st: Step) -> None:
    seat = seat_of(ctx)
    name = st["name"]
    chips = tuple(c for c in sorted(s.chip_specs) if s.zone[c] in FIELD_ZONES and s.ctrl[c] == seat
                  and s.entered[c] == s.turn and s.defs[c].name_ja == name)
    if not chips:
        return
    ctx.bound["_expiring"] = chips
    VERB_FUNCS["at_turn_end"](s, ctx, {"do": "at_turn_end", "steps": [{"do": "remove", "target": "_expiring"}]})
