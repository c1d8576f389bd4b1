"""Family G6 of issue 14: the verb `cardg6_char_chip` (a CHARACTER chip set on a unit).

「このカードの上に、NTチップ｛CHARACTER、「特徴：NT」、1/1/1｝1個を乗せる」, 「…自軍ユニット1枚の上に、…を乗せる」, 「…チップ
｛CHARACTER、2/2/2｝1個を、…自軍ユニット1枚にセットする」: a chip (P67) made as a character with the battle values and traits
said, set on the unit (P66: it adds its values to the unit and moves, rolls and leaves with it; a chip leaving the field is
removed at once). A unit that is not on the field as a unit, a chip, or a unit with a character already set (P66: one
character a unit) takes none: the step does nothing (ruling R-381). Its name is a chip's, no card name (P67), so P77's
same-name rule never discards it (rules.enforce_field_limits skips chips).
"""

from __future__ import annotations

from typing import Any

from .effects import Step, StepFailed, chip_def, new_instance, queue_trigger, resolve_target, verb
from .places import emit, set_cards, set_onto
from .rules import enforce_field_limits
from .state import BATTLE, DEPLOY, SET, Resolving, State
from .stats import host_of


def takes_character(s: State, unit: int) -> bool:
    """Can a character chip be set on `unit` now (a unit on the field, no chip, no character set on it; P66, P67)?"""
    if unit < 0 or unit in s.chip_specs or s.zone[unit] not in (DEPLOY, BATTLE) or s.is_g[unit]:
        return False
    if s.defs[unit].type not in ("unit", "ace"):
        return False
    return not any(s.defs[c].type == "character" for c in set_cards(s, unit))


@verb("cardg6_char_chip")
def _char_chip(s: State, ctx: Resolving, st: Step) -> None:
    hosts = resolve_target(s, ctx, st["onto"])
    unit = host_of(s, hosts[0]) if hosts else -1
    if not takes_character(s, unit):
        raise StepFailed()
    spec: dict[str, Any] = {"name": st["name"], "stats": list(st["stats"]), "terrain": [], "keywords": [],
                            "type": "character", **({"traits": list(st["traits"])} if st.get("traits") else {})}
    d = chip_def(spec)
    iid = new_instance(s, d, s.ctrl[unit])
    s.chip_specs[iid] = spec
    set_onto(s, iid, unit)
    assert s.zone[iid] == SET
    emit(s, "chip", f"チップ「{d.name_ja}」を{s.defs[unit].name_ja}にセット", f"chip {d.name_en} set on "
         f"{s.defs[unit].name_en}", (iid, unit), s.ctrl[unit])
    enforce_field_limits(s, iid)  # P77 reads a character entering the field; a chip's name is none (it stays)
    if s.zone[iid] == SET:
        queue_trigger(s, "enters_field", iid)
