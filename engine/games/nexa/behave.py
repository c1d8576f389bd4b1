"""Behaviour check of compiled cards (issue 14): does a card play as its printed text says?

The round trip (textc) proves that the effect-language data says what the text says; this check
proves the other half, that the engine does what the data says. For each sampled card a scenario
is generated: a board with the card where its text can be used (in a battle area, set on a unit,
in the hand for a command or a 「場に出た場合」 text), G of every colour, targets on both sides;
the text is played (first legal choice at every question, "yes" to every "may"), the cut
resolved, and the change on the board compared with what each step prints: damage dealt, cards
destroyed, rolled, moved, drawn, stats changed, keywords gained, coins put on. A text that the
generator cannot set up (a trigger other than entering the field, a conditional static text) is
reported as unchecked with the reason, never counted as behaving.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Final

from . import state as st
from .behave_b3 import VERBS as B3_VERBS
from .behave_b3 import board as b3_board
from .behave_b3 import check_static as b3_check_static
from .behave_b3 import expect_step as b3_expect_step
from .behave_b3 import picks_static as b3_picks_static
from .behave_b3 import seed as b3_seed
from .behave_b4 import VERBS as B4_VERBS
from .behave_b4 import expect_split as b4_expect_split
from .behave_b4 import expect_step as b4_expect_step
from .behave_b4 import seed as b4_seed
from .behave_b5 import VERBS as B5_VERBS
from .behave_b5 import board as b5_board
from .behave_b5 import expect_step as b5_expect_step
from .behave_b5 import seed as b5_seed
from .behave_b6 import VERBS as B6_VERBS
from .behave_b6 import expect_step as b6_expect_step
from .behave_b8 import VERBS as B8_VERBS
from .behave_b8 import area_then as b8_area_then
from .behave_b8 import expect_step as b8_expect_step
from .behave_b9 import VERBS as B9_VERBS
from .behave_b9 import expect_step as b9_expect_step
from .behave_c3 import VERBS as C3_VERBS
from .behave_c3 import check_constant, check_set_only, wants_character
from .behave_c3 import expect_step as c3_expect_step
from .behave_g5 import VERBS as G5_VERBS
from .behave_g5 import check_power, g5_board, g5_seed, picks_power
from .behave_g5 import expect_step as g5_expect_step
from .behave_g6 import VERBS as G6_VERBS
from .behave_g6 import expect_step as g6_expect_step
from .behave_g8 import VERBS as G8_VERBS
from .behave_g8 import check_played as g8_check_played
from .behave_g8 import check_static as g8_check_static
from .behave_g8 import expect_step as g8_expect_step
from .behave_g8 import seed as g8_seed
from .behave_k3 import VERBS as K3_VERBS
from .behave_k3 import check_lose_static, last_rerolled_g, picks_lose_static
from .behave_k3 import expect_step as k3_expect_step
from .behave_k4 import VERBS as K4_VERBS
from .behave_k4 import expect_step as k4_expect_step
from .behave_k4 import k4_board, k4_rerolls_self
from .behave_k5 import VERBS as K5_VERBS
from .behave_k5 import coins_lower_defence, group_saved, named_enterer
from .behave_k5 import expect_step as k5_expect_step
from .behave_k6 import VERBS as K6_VERBS
from .behave_k6 import area_board, named_board, strong_fill, then_if_apart
from .behave_k6 import expect_step as k6_expect_step
from .behave_k7 import k7_seed
from .behave_k8 import VERBS as K8_VERBS
from .behave_k8 import alone_replacing, check_area_ban, k8_board, picks_area_ban
from .behave_k8 import expect_step as k8_expect_step
from .behave_o4 import VERBS as O4_VERBS
from .behave_o4 import expect_step as o4_expect_step
from .behave_o4 import hand_out as o4_hand_out
from .behave_o5 import VERBS as O5_VERBS
from .behave_o5 import expect_step as o5_expect_step
from .behave_o5 import extra_verbs as o5_extra_verbs
from .behave_o8 import o8_board
from .behave_o9 import VERBS as O9_VERBS
from .behave_o9 import expect_step as o9_expect_step
from .behave_r3 import VERBS as R3_VERBS
from .behave_r3 import expect_step as r3_expect_step
from .behave_r3 import hand_out as r3_hand_out
from .behave_r3 import wants_enemy_hangar
from .behave_r4 import VERBS as R4_VERBS
from .behave_r4 import expect_step as r4_expect_step
from .behave_r4 import seed_play as r4_seed_play
from .behave_r5 import NESTED as R5_NESTED
from .behave_r5 import STEP_VERBS as R5_STEP_VERBS
from .behave_r5 import VERBS as R5_VERBS
from .behave_r5 import expect_step as r5_expect_step
from .behave_r5 import expect_watch as r5_expect_watch
from .behave_r6 import VERBS as R6_VERBS
from .behave_r6 import expect_step as r6_expect_step
from .behave_r8 import VERBS as R8_VERBS
from .behave_r8 import expect_step as r8_expect_step
from .behave_r9 import VERBS as R9_VERBS
from .behave_r9 import expect_step as r9_expect_step
from .behave_r9 import r9_seed
from .behave_t2 import VERBS as T2_VERBS
from .behave_t2 import (
    alone,
    as_g_text,
    check_static_keywords,
    command_filler,
    expect_step,
    host_colour,
    moves_itself,
    picks_static,
)
from .behave_t5 import VERBS as T5_VERBS
from .behave_t5 import after_play as t5_after_play
from .behave_t5 import check_text_played as t5_check_text_played
from .behave_t5 import expect_step as t5_expect_step
from .behave_t5 import g_play_open
from .behave_t6 import VERBS as T6_VERBS
from .behave_t6 import check_lose_text, picks_lose_text
from .behave_t6 import expect_step as t6_expect_step
from .behave_t8 import VERBS as T8_VERBS
from .behave_t8 import expect_step as t8_expect_step
from .behave_t8 import held as t8_held
from .behave_t8 import space as t8_space
from .behave_t9 import VERBS as T9_VERBS
from .behave_t9 import expect_step as t9_expect_step
from .behave_v4 import VERBS as V4_VERBS
from .behave_v4 import cause_offered as v4_cause_offered
from .behave_v4 import expect_step as v4_expect_step
from .behave_v4 import nothing_left as v4_nothing_left
from .behave_v5 import VERBS as V5_VERBS
from .behave_v5 import board as v5_board
from .behave_v5 import check_character_static as v5_character_static
from .behave_v5 import expect_step as v5_expect_step
from .behave_v6 import VERBS as V6_VERBS
from .behave_v6 import expect_step as v6_expect_step
from .behave_v6 import x_lowered as v6_x_lowered
from .behave_v8 import VERBS as V8_VERBS
from .behave_v8 import expect_step as v8_expect_step
from .behave_z4 import VERBS as Z4_VERBS
from .behave_z4 import (
    check_enemy_phase_reroll,
    check_held,
    check_junk_heard,
    check_leaves,
    expect_discarded,
    expect_each_top_g,
    expect_withdraw_state,
    moved_note_kept,
)
from .behave_z5 import VERBS as Z5_VERBS
from .behave_z5 import (
    alone_recovery,
    counts_itself_on_entry,
    expect_held,
    expect_no_reroll,
    expect_same_gsign,
    further_apart,
)
from .behave_z5 import check as z5_check
from .behave_z8 import VERBS as Z8_VERBS
from .behave_z8 import check_junk_play as z8_check_junk_play
from .behave_z8 import expect_step as z8_expect_step
from .cardv9play import behave_bound as v9_bound
from .kwopts import KEYWORD_OPTIONS
from .kwplus import UNSEEN
from .kwplus import expect as expect_kwplus
from .protectupto import expect as expect_upto
from .scenario import Scenario
from .stats import char_mods, keywords, stats
from .vocabulary import TEXT_KEYWORDS

# verbs that move a card saved from its destruction on (family S2's move; family K7's make_g and set_on, R-393)
MOVED_ON: Final = (
    "move",
    "make_g",
    "set_on",
)
COLOURS = ("blue", "green", "black", "red", "brown", "white", "purple")
POINT = {"any": "damage", "battle": "attack", "attack": "attack", "defence": "defence", "damage": "damage",
         "return": "return", "deploy": "deploy", "draw": "draw_free", "reroll": "reroll_free"}
MOVES = {"bounce": (st.HAND,), "to_hangar": (st.HANGAR,), "remove": (st.REMOVED,), "make_g": (st.GZONE,),
         "discard": (st.JUNK,), "destroy": (st.JUNK,)}
ENTERING = ("enters_field", "played")
WATCHED = ("card_enters", "card_played", "card_resolved", "card_played_or_refit")  # another card entering: a filler matching `of` is played
WATCHED += ("card_cardg8_played",)  # type: ignore[assignment]  # family G8: a card played (in the cut) is heard
CHECKED_VERBS = frozenset(("damage", "destroy", "roll", "reroll", "draw", "modify", "bounce", "to_hangar", "remove",
                           "make_g", "discard", "move", "home_damage", "discard_hand", "add_coin", "grant_keyword",
                           "search", "optional", "pay", "recover", "negate_destruction", "squad_power",
                           "status", "take_coins", "player_coin", "pay_roll", "distribute_coins", "negate_play",
                           "arrange", "take_top", "withdraw", "pierce", "boost", "chip", "chip_squad", "together",
                           "designate", "reveal_top", "move_rest", "move_revealed", "to_squad", "modify_pm", "modify_or", "modify_one",
                           "lower_stat_x", "put_into_play", "keyword_plus", "protect_upto", "grant_or_modify", "boost_many",
                           "squad_power_pm", "add_coin_pm", "pay_x", "pay_by", "may_by", "reduce_damage",
                           "take_damage", "battle_damage_to",
                           "watch_destroyed", "if_destroyed", "set_on", "look_and_rest", "rest_on_top", "if_taken",
                           "to_terrain_area", "choose_one", "double_g", "g_as_unit", "g_as_character", "to_own_deploy", "each_pile_top", "pile_to_home", "tops_to_junk")) | T2_VERBS | R3_VERBS | C3_VERBS | B3_VERBS | K3_VERBS \
    | B4_VERBS \
    | K5_VERBS \
    | K8_VERBS \
    | K6_VERBS \
    | G5_VERBS \
    | G6_VERBS \
    | G8_VERBS \
    | T6_VERBS \
    | T8_VERBS \
    | O9_VERBS \
    | T9_VERBS \
    | T5_VERBS \
    | O4_VERBS \
    | K4_VERBS \
    | B6_VERBS \
    | R4_VERBS \
    | V4_VERBS  # family V4 (behave_v4.py)
CHECKED_VERBS |= Z4_VERBS  # family Z4 (behave_z4.py)
CHECKED_VERBS |= V5_VERBS  # family V5 (behave_v5.py)
CHECKED_VERBS |= V6_VERBS  # family V6 (behave_v6.py)
CHECKED_VERBS |= V8_VERBS  # family V8 (behave_v8.py)
CHECKED_VERBS |= R5_VERBS  # family R5 (behave_r5.py)
CHECKED_VERBS |= R6_VERBS  # family R6 (behave_r6.py)
CHECKED_VERBS |= R8_VERBS  # family R8 (behave_r8.py)
CHECKED_VERBS |= R9_VERBS  # family R9 (behave_r9.py)
CHECKED_VERBS |= Z8_VERBS  # family Z8 (behave_z8.py)
CHECKED_VERBS |= B5_VERBS  # family B5 (behave_b5.py)
CHECKED_VERBS |= Z5_VERBS  # family Z5 (behave_z5.py)
CHECKED_VERBS |= O5_VERBS  # family O5 (behave_o5.py)
CHECKED_VERBS |= B8_VERBS  # family B8 (behave_b8.py)
CHECKED_VERBS |= B9_VERBS  # family B9 (behave_b9.py)
CHECKED_VERBS |= frozenset(("cardz6_onto_pile",  # family Z6 (pilesz6.py)
                            "cardz6_piles_total"))


@dataclass
class Verdict:
    """One card's result: behaved, failed (with what differs) or unchecked (with why)."""

    number: str
    status: str  # behaved | failed | unchecked
    detail: str = ""
    ability: int = -1


@dataclass
class BehaveReport:
    sample: int = 0
    verdicts: list[Verdict] = field(default_factory=list)

    def as_json(self) -> dict[str, Any]:
        count = {k: sum(v.status == k for v in self.verdicts) for k in ("behaved", "failed", "unchecked")}
        return {"sample": self.sample, **count,
                "failures": [{"number": v.number, "detail": v.detail} for v in self.verdicts if v.status == "failed"],
                "unchecked_why": _tally(v.detail for v in self.verdicts if v.status == "unchecked")}


def _tally(items: Any) -> dict[str, int]:
    out: dict[str, int] = {}
    for it in items:
        out[it] = out.get(it, 0) + 1
    return dict(sorted(out.items(), key=lambda kv: -kv[1]))


def _filler(colour: str, n: int, traits: list[str], series: str) -> dict[str, Any]:
    """A vanilla unit (n 0 weak, defence 1; n 1 sturdy, defence 6) or, n 2, a character; each carries
    the traits the text names and the card's own G-sign 属性."""
    card: dict[str, Any] = {
        "number": f"BH-{colour}-{n}", "name": {"ja": f"試験機{colour}{n}", "en": f"Test {colour} {n}"},
        "type": "unit", "colours": [colour], "cost": {"total": 1, "roll": {colour: 1}},
        "gsign": {"colour": colour, "series": series}, "stats": [1, 1, 1] if n == 0 else [3, 3, 6],
        "terrain": ["space", "earth"], "traits": traits}
    if n == 2:
        card.update(type="character", stats=[1, 1, 1], terrain=[])
    return card


def _traits(x: Any) -> list[str]:
    if isinstance(x, dict):
        return [str(v) for k, v in x.items() if k in ("trait", "printed_trait")] + [
            str(n) for k, v in x.items() if k in ("traits_any", "printed_traits_any") for n in v] + [
            t for v in x.values() for t in _traits(v)]
    if isinstance(x, list):
        return [t for v in x for t in _traits(v)]
    return []


_ARGS: dict[str, Any] = {"psycommu": {"psycommu": 2}, "area_weapon": {"area_weapon": 2},
                         "refit": {"refit": "試験系"}, "share": {"share": "試験系"},
                         "cross_weapon": {"cross_weapon": "試験系"}}


def _keywords_named(x: Any) -> list[str]:
    """The special effects a text's selectors ask for (selector key `keyword`)."""
    if isinstance(x, dict):
        return [str(v) for k, v in x.items() if k == "keyword" and isinstance(v, str) and "do" not in x] + [
            t for v in x.values() for t in _keywords_named(v)]
    if isinstance(x, list):
        return [t for v in x for t in _keywords_named(v)]
    return []


def _pick_ability(card: dict[str, Any]) -> tuple[int, str]:
    """The text to play: the first one the generator can set up, or (-1, why)."""
    why = "keywords only" if not card.get("abilities") else ""
    for i, a in enumerate(card.get("abilities", [])):
        kind = a["kind"]
        if kind in ("activated", "play"):
            return i, ""
        if kind == "triggered" and card["type"] != "command" and (
                a.get("on") in ENTERING or set(a.get("also_on", ())) & set(ENTERING)):
            return i, ""  # also 「…場に出たまたは…場合」: playing the card is one of its events (textc/cardt.py)
        if kind == "triggered" and a.get("on") in WATCHED and ((a["of"].get("type") or "unit") in ("unit", "character") or (
                a["on"] == "card_resolved" and a["of"].get("type") == "command")):  # a command resolving (behave_t2.py)
            return i, ""
        if kind == "triggered" and a.get("on") == "exclusive_made" and card["type"] == "character":
            return i, ""  # family O2: played onto a unit it makes its 専用機のセット with (P76)
        if kind == "triggered" and a.get("on") == "enters_as_g" and card.get("gsign"):
            return i, ""  # a 〈 〉 text: the card is played as a G from the hand
        if kind == "triggered" and a.get("on") == "gain_replaced" and "gain" in card.get("keywords", []) \
                and card["type"] == "unit" and card.get("gsign"):
            return i, ""  # its ゲイン is played; the text's effect is taken instead of the bonus
        if picks_static(a):  # special effects a 常駐 text gives (behave_t2.py)
            return i, ""
        if b3_picks_static(a):  # 部隊戦闘力 a 常駐 text changes (behave_b3.py)
            return i, ""
        if picks_power(a):  # power a 常駐 text makes (behave_g5.py)
            return i, ""
        if picks_lose_static(a):  # special effects a 常駐 text takes away (behave_k3.py)
            return i, ""
        if picks_lose_text(a):  # all texts a 常駐 text takes away (behave_t6.py)
            return i, ""
        if kind == "static" and a["continuous"] and all(c.get("apply") == "cardg8_reduce_all" for c in a["continuous"]):
            return i, ""  # 「…が受ける全てのダメージは、N減殺される」 (behave_g8.check_static)
        if picks_area_ban(a):  # sorties a 常駐 text bans into this card's area (behave_k8.py)
            return i, ""
        if kind in ("static", "constant") and all(c.get("apply") == "modify" and c.get("target") == "self"
                                                  and "condition" not in c for c in a["continuous"]):
            return i, ""
        if kind == "constant" and card["type"] == "character" and all(
                c.get("apply") == "exclusive_as" and c.get("target") == "self" for c in a["continuous"]):
            return i, ""  # names it makes 専用機のセット with (stats.exclusive_names): a set on such a unit is read
        if kind in ("static", "constant") and card["type"] == "character" and all(
                c.get("apply") == "cost" and c.get("onto_exclusive") and c.get("target") == "self" for c in a["continuous"]):
            return i, ""  # its cost set onto its 専用 unit (costs.py): the cost the rules ask is read
        if kind in ("static", "constant") and all(c.get("apply") in SET_RULES and "condition" not in c
                                                  and c.get("target") == "self" for c in a["continuous"]):
            return i, ""  # where a card may be set (setrules.py): the destinations offered are read
        if kind in ("static", "constant") and card["type"] in ("unit", "ace") and all(
                _override_checked(c) for c in a["continuous"]):
            return i, ""  # a rule override of this card (overrides.py): its effect on the board is read
        why = why or (f"trigger {a.get('on')}" if kind == "triggered" else f"{kind} text with a condition or "
                      "another target")
    for i, a in enumerate(card.get("abilities", [])):  # family O2: the deck rule, when nothing else is played
        if a["kind"] == "constant" and all(c.get("apply") == "deck_copies" for c in a["continuous"]):
            return i, ""
        if a["kind"] in ("static", "constant") and all(
                c.get("apply") in ("same_name_ok", "set_characters_only", "set_only_onto") or isinstance(c.get("onto"), dict)
                for c in a["continuous"]):
            return i, ""  # family C3: played beside an own character of its name (behave_c3.check_constant)
    return -1, why or "no text"


def _board(card: dict[str, Any], index: int) -> tuple[dict[str, Any], str]:
    """A scenario where the card's text `index` can be played; returns (data, label of the card)."""
    a: dict[str, Any] = card["abilities"][index] if index >= 0 else {"kind": "keywords"}
    traits = sorted(set(_traits(a)))
    series = str((card.get("gsign") or {}).get("series", "0079"))
    fill = [_filler(c, n, traits, series) for c in COLOURS for n in (0, 1, 2)]
    held = sorted(set(_keywords_named(a)) | set(t8_held(a)))  # 「高機動」を持つ…: the units carry the special effects named
    for f in fill:
        if held and f["type"] == "unit":
            f["keywords"] = [_ARGS.get(k, k) for k in held]
    strong_fill(a, fill)  # 「N以上の格闘力を持つ…」: units that fit (family K6, behave_k6.py)
    u0, u1 = fill[0]["number"], fill[1]["number"]
    colours = [f["number"] for f in fill if f["number"].endswith(("-1", "-2"))]
    gains = a.get("on") == "gain_replaced"  # played through the card's ゲイン in a battle area
    entering = a["kind"] == "triggered" and not gains
    rerolls_self = any(x["do"] == "reroll" and x.get("target") == "self" for x in _flat(a.get("effect", []))) \
        or k4_rerolls_self(a)  # under 「このカードは、…場合、」 (behave_k4.py)
    me: dict[str, Any] = {"card": card["number"], "id": "me", "rolled": rerolls_self}
    space: list[dict[str, Any]] = [{"card": u1, "id": "host"}, *t8_space(a, u1)]  # (behave_t8.py)
    takes = [x for x in _flat(a.get("effect", [])) if x["do"] == "take_coins"]
    if takes:  # coins of the kind the text takes off, on this card and on an own unit (P67)
        from .coins import coin_name

        coins = {coin_name(x.get("stats"), None, x.get("coin")) if ("stats" in x or "coin" in x) else "coin":
                 max(int(x["count"]) if isinstance(x["count"], int) else 1, 1) for x in takes}
        me["coins"] = coins
        space[0]["coins"] = coins
    own: dict[str, Any] = {"gzone": [f["number"] for f in fill if f["number"].endswith("-0")] * 4
                           + [{"card": f["number"], "rolled": True} for f in fill if f["number"].endswith("-0")] * 2,
                           "hand": [u0, u0, *colours], "junkyard": [u0, *colours], "hangar": [u1], "home": [u0] * 15, "discard": [u0, *colours],
                           "deploy": [{"card": u0, "rolled": True, "set": [{"card": fill[2]["number"], "rolled": True}]},
                                      {"card": u1, "rolled": True}, {"card": u1}],
                           "battle": {"space": space}}
    enemy: dict[str, Any] = {"gzone": [u0] * 4, "hand": [u0, u1, u0], "junkyard": [u1, *colours], "home": [u1] * 15,
                             "discard": [u1, u0, u1],  # for the texts that take its top cards (family S2)
                             "deploy": [{"card": u0}, {"card": u1, "set": [{"card": fill[2]["number"]}]},
                                        {"card": u1, "rolled": True}],
                             "battle": {"space": [{"card": u0, "id": "foe"}, {"card": u1, "damage": 1},
                                                  {"card": u1, "set": [{"card": fill[2]["number"]}]}]}}
    v5_board(a, own)  # player coins a text takes (behave_v5.py, family V5)
    if wants_enemy_hangar(a):  # a card of the enemy's hangar to take (behave_r3.py)
        enemy["hangar"] = [u1]
    # a graphic looked for (「その中にあるグラフィック1枚を…自軍Gにする」): one in the home and the discard pile
    wants_graphic = any(x["do"] == "search" and x.get("filter", {}).get("type") == "graphic"
                        for x in _flat(a.get("effect", [])))
    if "has_gain_level" in repr(a) or wants_graphic:  # ゲインレベルを持つ…: graphics among the Gs (P29)
        graphic = {"number": "BH-graphic", "name": {"ja": "試験グラフィック", "en": "Test graphic"}, "type": "graphic",
                   "colours": ["blue"], "gsign": {"colour": "blue", "series": series}, "guard_level": 1,
                   "gain_level": 1}
        data_cards = [graphic]
        own["gzone"] += ["BH-graphic", {"card": "BH-graphic", "rolled": True}]
        enemy["gzone"] += ["BH-graphic", {"card": "BH-graphic", "rolled": True}]
        if wants_graphic:
            own["home"] = ["BH-graphic", *own["home"]]
            own["discard"] = ["BH-graphic", *own["discard"]]
    else:
        data_cards = []
    if a.get("on") == "exclusive_made":  # family O2: the first unit it may be set on is its 専用 unit (P76)
        data_cards.append({**fill[1], "number": "BH-excl", "traits": [f"専用[{card['name']['ja']}]"]})
        own["deploy"].insert(0, {"card": "BH-excl"})
    named = a.get("targets", {})
    if any(isinstance(t, dict) and t.get("zone") == "hangar" and t.get("side") == "enemy" for t in named.values()):
        enemy["hangar"] = [u0, u1, *colours]  # cards the text can take from the enemy's hangar (family Z3)
    if any(isinstance(t, dict) and t.get("zone") == "hangar" and t.get("side") == "own" and t.get("type") == "character"
           for t in named.values()):
        own["hangar"] = [*own["hangar"], fill[2]["number"]]  # a character of the own hangar (family V8)
    if "'cardv8_taken'" in repr(a.get("effect")):  # 「廃棄したカードの…」: top cards with roll costs to read (family V8)
        own["home"] = [*colours[:4], *own["home"]]
        own["discard"] = [*colours[:4], *own["discard"]]
    rerolled = [named.get(t) if isinstance(t, str) else t
                for t in (x.get("target") for x in _flat(a.get("effect", [])) if x["do"] == "reroll")]
    if any(isinstance(sel, dict) and sel.get("type") == "g" for sel in rerolled):
        enemy["gzone"] = [*enemy["gzone"], {"card": u1, "rolled": True}]  # a G the text can reroll (family V)
    k4_board(rerolled, own)  # a rolled own unit of the colour a reroll names (behave_k4.py, family K4)
    named_board(a, fill, own)  # 「自軍「A」がいる状態で…」: a unit of that name (behave_k6.py, family K6)
    k8_board(a, fill, own)  # 「自軍ジャンクヤードにある「A」1枚と、…置き換える」 (behave_k8.py, family K8)
    area_board(a, own, enemy)  # 「地球エリアにいる…」: the cards in that area (behave_k6.py, family K6)
    g5_board(a, own, fill, data_cards)  # a G that is a character as printed (behave_g5.py, family G5)
    held = sorted({str(x["has_coin"]) for x in [*named.values(), *rerolled] if isinstance(x, dict) and "has_coin" in x})
    if not held and any(isinstance(x, dict) and x.get("minus_mod") for x in named.values()):
        held = ["-1/+0/+0"]  # 「マイナスの戦闘修正を得ている…」: a minus coin on the units of both sides (R-81)
    coined = bool(takes)
    if held and not takes:  # 「コインが上にある…」: such coins on the units of both sides (family V)
        space[0]["coins"] = {("coin" if k == "any" else k): 1 for k in held}
        coined = True
    if coined:
        enemy["battle"]["space"][0]["coins"] = dict(space[0]["coins"])
        for d in own["deploy"]:  # whichever own unit the text picks carries them (family V)
            d["coins"] = dict(space[0]["coins"])
    negates = [x for x in _flat(a.get("effect", [])) if x["do"] == "negate_play"]
    if negates:  # an enemy play the text can negate, put into the cut once the board stands (_seed_play)
        play = negates[0]["play"]
        nots = play.get("not_type", [])
        want = play.get("type", "unit" if "command" in (nots if isinstance(nots, list) else [nots]) else "command")
        want = want[0] if isinstance(want, list) else want  # 「ユニットまたはコマンド」: the first of them
        pick = {"unit": u0, "character": fill[2]["number"]}.get(want, "BH-cmd")
        enemy["hand"] = [{"card": pick, "id": "foeplay"}, *enemy["hand"]]
        fill.append({"number": "BH-cmd", "name": {"ja": "試験指令", "en": "Test order"}, "type": "command",
                     "colours": ["blue"], "cost": {"total": 1, "roll": {}},
                     "abilities": [{"kind": "play", "text": {"ja": "（常時）：カード1枚を引く。", "en": "draw"},
                                    "timing": {"when": "any"}, "effect": [{"do": "draw", "side": "own", "count": 1}]}]})
        r4_seed_play(play, fill[-1])  # family R4 (behave_r4.py): a played card with the keys its text asks for
    if (hc := host_colour(a)) is not None:  # the host a set card's text asks for (behave_t2.py)
        for d in own["deploy"]:
            d["card"] = d["card"].replace(f"BH-{fill[0]['colours'][0]}-", f"BH-{hc}-")
    b3_board(a, named, space, own, u1)  # squads of the size the text names, a unit in an unengaged area (family B3)
    b5_board(named, enemy, u0)  # an enemy squad of the size a squad target names (family B5)
    o8_board(a, own)  # an own character of the colour a set group target names (family O8, behave_o8.py)
    if any(x["do"] == "to_area" and x.get("area") == "self" for x in _flat(a.get("effect", []))) \
            and enemy["battle"].get("space") and not enemy["battle"].get("earth"):
        enemy["battle"]["earth"] = enemy["battle"].pop("space")  # 「…このカードがいる戦闘エリアに移す」: from the other area
    ctype = card["type"]
    watched = a.get("on") in WATCHED
    if watched:  # the card waits on the field; a filler that matches `of` is played from the hand
        of = a["of"]
        colour = of.get("gsign_colour", of.get("roll_colour", "blue"))  # roll_colour: 「緑のロールコストを持つ」
        number = f"BH-{colour}-{2 if of.get('type') == 'character' else 1}"
        need = of.get("min_total_cost")
        if isinstance(need, int) and need > 1:  # 「5以上の合計国力を持つ…」: an enterer that costs that much (family V)
            base = next(f for f in fill if f["number"] == number)
            fill.append({**base, "number": "BH-enterer", "cost": {**base["cost"], "total": need}})
            number = "BH-enterer"
        if isinstance(of.get("name"), str):  # 「…、または自軍「A」が場に出た場合」: an enterer of that name (family K5)
            base = next(f for f in fill if f["number"] == number)
            fill.append(named_enterer(base, of["name"]))
            number = fill[-1]["number"]
        own["hand"].insert(0, {"card": number, "id": "enterer"})
        if of.get("type") == "command":  # 「自軍コマンドがプレイされて解決された場合」: a command is played
            fill.append(command_filler(colour))
            own["hand"][0]["card"] = fill[-1]["number"]
        entering = False
    if as_g_text(a):  # 「このカードがGである場合」: the card is one of the own Gs (behave_t2.py)
        own["gzone"] = [me, *own["gzone"]]
    elif entering or ctype == "command":
        own["hand"] = [me, *own["hand"]]
    elif moves_itself(a) and ctype in ("unit", "ace"):  # it goes into a battle area: it waits in the deploy area
        own["deploy"].append(me)
    elif moves_itself(a) and (ctype == "character" or card.get("set_on") == "unit"):
        own["deploy"][2]["set"] = [me]  # set on a rerolled unit of the deploy area
    elif ctype in ("unit", "ace"):
        space.insert(0, me)
    elif ctype == "character" or card.get("set_on") == "unit":
        space[0]["set"] = [me]
        space[0]["rolled"] = rerolls_self
    else:
        own["deploy"].append(me)
    if a.get("wording") == "cardt8_entered_only":  # 「この効果は、このカードが場に出たターン中のみ…」 (behave_t8.py)
        me["entered"] = 3  # (the turn below)
    if wants_character(a) and ctype in ("unit", "ace"):  # 「…キャラがセットされている場合、…」 (behave_c3.py)
        me["set"] = [{"card": fill[2]["number"]}]
    timing = a.get("timing") or {"when": "damage" if gains else "deploy", "side": "own"}
    point = "deploy" if entering or a["kind"] in ("static", "constant", "keywords") else POINT[timing["when"]]
    attacker = 1 if timing.get("side") == "enemy" else 0
    data = {"name": f"behave {card['number']}", "cards": [card, *fill, *data_cards], "autopass": [False, True],
            "setup": {"turn": 3, "attacker": attacker, "point": point, "players": [own, enemy],
                      "g_played": a.get("on") != "enters_as_g" and not g_play_open(a),  # (family T5)
                      "seed": 1}}
    return data, "me"


def _choice(toks: list[str], prefer: Any = None) -> str:
    """The first legal answer; a target the text visibly changes first (rolled for リロール...)."""
    for pref in ("pay:auto", "yes", "confirm"):
        if pref in toks:
            return pref
    if prefer is not None:
        good = [t for t in toks if t.startswith(("t:", "pick:")) and t.split(":")[1].isdigit()
                and prefer(int(t.split(":")[1]))]
        if good:
            return good[0]
    for head in ("t:", "pick:", "opt:", "mode:", "x:", "onto:", "cost:", "discard:", "alt:"):
        picks = [t for t in toks if t.startswith(head) and not t.endswith(":done") and t != "onto:deploy"]
        if picks:
            return picks[0]
    for t in ("t:done", "pick:done", "onto:deploy"):
        if t in toks:
            return t
    return toks[0]


@dataclass
class _Snap:
    damage: list[int]
    destroyed: list[bool]
    rolled: list[bool]
    zone: list[int]
    stats: dict[int, tuple[int, int, int]]
    kws: dict[int, frozenset[str]]
    coins: dict[int, Any]
    counts: dict[tuple[int, int], int]
    values: dict[str, int] = field(default_factory=dict)  # the text's values (X) as they stood
    offered: dict[str, int] = field(default_factory=dict)  # how many cards each declared target could be
    squad_mods: list[int] = field(default_factory=list)  # each squad's power change (P35)
    pcoins: list[dict[str, int]] = field(default_factory=list)  # coins kept by each player (P67)
    events: list[Any] = field(default_factory=list)  # what the engine reported while the text resolved
    zseat: list[int] = field(default_factory=list)  # whose place each card is in (a G taken over: family O2)


def _values(sc: Scenario, steps: list[dict[str, Any]]) -> dict[str, int]:
    """Each non-number value of the steps, evaluated with the targets bound in the waiting effect,
    and whether the state of each `if` step (textc/cardt.py) held."""
    from .conditions import holds
    from .targets import value

    s = sc.state
    if not s.cut:
        return {}
    e = s.cut[-1]
    bound = {name: tuple(i for i, _ in pairs) for name, pairs in e.targets}
    out: dict[str, int] = {"_x": e.x}  # the X chosen on play (behave_v4.nothing_left)
    flat = _flat(steps)
    for st_ in flat:
        if st_["do"] == "if":
            out[repr(st_["condition"])] = int(holds(s, st_["condition"], e.source, e.seat))
            flat += st_["then"]
    for st_ in flat:
        counts = [st_.get("count")] if st_["do"] in ("draw", "recover", "add_coin", "take_coins", "discard_hand") else []
        for v in [st_.get("amount"), *counts, *st_.get("stats", ())]:
            if isinstance(v, dict) or v == "X":
                out[repr(v)] = value(s, v, e.source, e.seat, bound, e.x)
    return out


def _offered(sc: Scenario, targets: dict[str, Any], steps: list[dict[str, Any]]) -> dict[str, int]:
    from .targets import candidates

    me = sc.iid("me")
    bound = v9_bound(sc.state, targets)  # a target reading an earlier one's value (family V9, R-511)
    out = {name: len(candidates(sc.state, sel, 0, me, bound)) for name, sel in targets.items() if isinstance(sel, dict)}
    for i, x in enumerate(_flat(steps)):  # 全ての…: a step on every match has nothing to show with none
        if isinstance(x.get("target"), dict) and x["target"].get("count") == "all":
            cause = v4_cause_offered(sc, x["target"])  # 「そのユニット」 (behave_v4.py)
            out[f"all{i}"] = len(candidates(sc.state, x["target"], 0, me)) if cause is None else cause
    return out


def _snap(sc: Scenario, steps: list[dict[str, Any]] | None = None, targets: dict[str, Any] | None = None) -> _Snap:
    s = sc.state
    n = len(s.zone)
    field_cards = [i for i in range(n) if s.zone[i] in (st.DEPLOY, st.BATTLE, st.SET)]
    return _Snap(list(s.damage), list(s.destroyed), list(s.rolled), list(s.zone),
                 {**{i: stats(s, i) for i in range(n) if s.defs[i].type in ("unit", "ace")},
                  **{i: char_mods(s, i) for i in range(n) if s.defs[i].type == "character"}},  # its 戦闘修正
                 {i: frozenset(keywords(s, i)) for i in field_cards}, dict(s.coins),
                 {(seat, p): len(s.place(seat, p)) for seat in (0, 1)
                  for p in (st.HAND, st.HOME, st.HANGAR, st.JUNK, st.GZONE, st.DISCARD)},
                 _values(sc, steps or []),
                 _offered(sc, targets or {}, steps or []), list(s.squad_mods), [dict(p) for p in s.pcoins],
                 zseat=list(s.zseat))


def _drive(sc: Scenario, first: str, steps: list[dict[str, Any]], targets: dict[str, Any], limit: int = 200,
           log: list[Any] | None = None, heard_needed: bool = False) -> _Snap | None:
    """Play `first`, answer every question, snapshot once the effect waits in the cut, resolve.
    `heard_needed`: the text is a trigger with a condition, which counts only if it fired."""
    g, s = sc.game, sc.state

    verbs = {x["do"] for x in _flat(steps)}

    me = sc.iid("me")

    by_target: dict[str, set[str]] = {}
    for x in _flat(steps):
        if isinstance(x.get("target"), str):
            by_target.setdefault(x["target"], set()).add(x["do"])

    enterer = sc.labels.get("enterer", -1)  # the card a watching trigger fires for (it changes as it enters)

    def prefer(iid: int) -> bool:
        if iid in (me, enterer):  # another card than the source, so what the source gains afterwards still shows
            return False
        b = s.build
        now = next((t for t in b.target_names if t not in b.done_targets), None) if b is not None else None
        uses = by_target.get(now, verbs) if now is not None else verbs
        if "take_coins" in uses:  # a card with the coins to take (the generated board put them on one)
            return bool(s.coins.get(iid))
        if "withdraw" in uses:  # a unit in a battle area, so that going back shows
            return s.zone[iid] == st.BATTLE
        if "to_own_deploy" in uses:  # an own unit in a battle area or an enemy unit, so that the move shows (Z3)
            return s.zone[iid] == st.BATTLE or s.ctrl[iid] == 1
        if "reroll" in uses:
            return bool(s.rolled[iid])
        if "roll" in uses and s.zone[iid] == st.GZONE and not s.rolled[iid]:
            # an own G to roll: the last rerolled one, which the cost's automatic payment takes last (family B3)
            return iid == [c for c in s.place(0, st.GZONE) if not s.rolled[c]][-1]
        if "roll" in uses and s.zone[iid] == st.GZONE:  # a G to roll: the last one, not one the cost's payment takes
            return iid == last_rerolled_g(s, iid)  # (pay:auto rolls the first Gs; family K3, behave_k3.py)
        if "roll" in uses:
            return not s.rolled[iid]
        if "take_coins" in uses:  # a card with coins on it, so that taking one off shows
            return bool(s.coins.get(iid))
        return True

    seen = log if log is not None else []

    def act(player: int, tok: str) -> None:
        seen.extend(g.apply(s, player, tok))
        if any(e.kind == "trigger" and me in e.cards for e in s.events):
            heard.append(True)

    heard: list[bool] = []  # a watching text: did this card's trigger fire at all (P68)?
    act(0, sc.token(first))
    before: _Snap | None = None
    for _ in range(limit):
        d = g.decision(s, labels=False)
        if d is None:
            break
        toks = g.legal_tokens(s)
        if d.kind == "priority":
            if not (s.cut or s.cut_resolving):
                break
            if before is None:
                before = _snap(sc, steps, targets)
                seen.clear()  # from here on: what the text did
            act(d.player, "pass")
            continue
        act(d.player, _choice(toks, prefer))
    return before if heard or (enterer < 0 and not heard_needed) else None


def _expect(steps: list[dict[str, Any]], b: _Snap, a: _Snap, sc: Scenario,
            whole: list[dict[str, Any]] | None = None) -> list[str]:
    """What differs from the printed effect; an empty list when the board changed as printed."""
    out: list[str] = []
    every = _flat(whole if whole is not None else steps)
    n = len(b.zone)

    def num(v: Any) -> int:  # a number, or a value (X) as it stood before the effect resolved
        if isinstance(v, dict) and repr(v) not in b.values and repr("X") in b.values and "sum" in v:
            return sum(b.values[repr("X")] if p == "X" else int(p) for p in v["sum"])  # X+1 of an X paid (family V5)
        return v if isinstance(v, int) else b.values[repr(v)]

    def moved(dests: tuple[int, ...]) -> list[int]:
        return [i for i in range(n) if a.zone[i] != b.zone[i] and a.zone[i] in dests]
    paid_x = sum(1 for i in range(n) if a.zone[i] == st.GZONE and a.rolled[i] and not b.rolled[i])
    if any(x["do"] == "pay_x" for x in every):  # 「Xを支払う」: X is what was paid while resolving (family V)
        b.values[repr("X")] = paid_x
    if any(x["do"] == "lower_stat_x" for x in every):  # X designated while resolving: the first option, 1 (R-83)
        b.values[repr("X")] = 1
    for step in steps:
        do = step["do"]
        if do in ("modify_pm", "squad_power_pm", "add_coin_pm"):  # ± played as + (the first option): the plain verb
            do = do[:-3]
            step = {**step, "do": do}
        if (v8 := v8_expect_step(step, b, a, sc)) is not None:  # family V8 (behave_v8.py)
            out += v8
            continue
        if do == "status" and step.get("wording") == "cardt5_after":  # a このターン protection (behave_t5.py)
            out += t5_expect_step(step, b, a, sc, every) or []
            continue
        if do == "damage" and step.get("split"):  # shared out among the targets (behave_b4.py, R-232)
            out += b4_expect_split(step, num(step["amount"]), b, a, sc)
            continue
        if do == "boost_many":  # special effects and a change in one step (kwplus.py): each shows
            out += _expect([{"do": "grant_keywords", "target": step["target"], "keywords": step["keywords"]},
                            {"do": "modify", "target": step["target"], "stats": step["stats"]}], b, a, sc, every)
            continue
        if do == "grant_or_modify":  # the special effect or the change, played as the first option (kwplus.py)
            do = "grant_keyword"
            step = {"do": do, "target": step["target"], "keyword": step["keyword"]}
        if do == "modify_or":  # one of two changes, played as the first option (choicesteps.py)
            do = "modify"
            step = {k: v for k, v in step.items() if k != "or_stats"} | {"do": do}
        if do == "lower_stat_x":  # the first value named, lowered by X = 1 (choicesteps.py, R-83)
            do = "modify"
            first = ("melee", "shooting", "defence").index(step["stats"][0])
            step = {"do": do, "target": step["target"], "stats": [-1 if j == first else 0 for j in range(3)]}
        if do == "modify_one":  # one value of three, played as the first (its 格闘力, choicesteps.py)
            do = "modify"
            step = {k: v for k, v in step.items() if k != "amount"} | {"do": do, "stats": [step["amount"], 0, 0]}
        if do == "sequence" and step.get("wording") == "b8_area_then":  # 「…に移し、対象に…」 (family B8, behave_b8.py)
            out += b8_area_then(step, b, a, sc)
        elif do in ("optional", "may_by", "sequence"):  # may_by: the other player said yes (the first answer, family V)
            out += _expect(step["steps"], b, a, sc, every)
        elif do == "if":  # the steps apply only when the state held (textc/cardt.py)
            inner = _expect(step["then"], b, a, sc, every)
            if b.values[repr(step["condition"])]:
                out += inner
            elif not inner:
                out.append("if: applied though its condition did not hold")
        elif do == "set_on" or (do == "search" and step.get("to") == "set_self"):  # a character set (P66, S2)
            if not any(e.kind == "set" for e in a.events):
                out.append(f"{do}: no character set")
        elif do == "search" and step.get("to") == "home_top":  # 抜き出す (S2): a card that fits is now on top
            from .targets import matches

            home = sc.state.place(0, st.HOME)
            fit = [i for i in range(n) if b.zone[i] == st.HOME and matches(
                sc.state, {**step["filter"], "zone": "home", "side": "any"}, i, 0, sc.iid("me"), by_effect=False)]
            if fit and not (home and home[-1] in fit):
                out.append("search: the card taken out is not on top of the home")
        elif do == "if_taken":  # the steps apply when no card was taken (every may is answered yes here)
            taken = any(x["do"] == "search" and x.get("to") == "home_top" for x in every) and any(
                e.kind == "search" for e in a.events)
            if taken == bool(step["taken"]):
                out += _expect(step["steps"], b, a, sc, every)
        elif do == "choose_one":  # the first option is the first legal answer (mode 0)
            out += _expect(step["options"][0]["steps"], b, a, sc, every)
        elif do == "to_terrain_area":  # a unit went into a battle area (S2)
            went = [i for i in range(n) if a.zone[i] == st.BATTLE and b.zone[i] != st.BATTLE]
            if not went or any(a.rolled[i] != bool(step.get("rolled")) for i in went):
                out.append("to_terrain_area: no unit went into a battle area as printed")
        elif do == "look_and_rest":  # the look, then the rest on top of the home (S2): from a discard pile they move
            out += _expect(step["steps"][:1], b, a, sc, every)
            look = step["steps"][0]
            seen = [i for i in range(n) if b.zone[i] == st.DISCARD and a.zone[i] != st.DISCARD]
            if look["zone"] == "discard" and len(seen) > 1 and not [i for i in seen if a.zone[i] == st.HOME]:
                out.append("rest_on_top: no card left by the look went on top of the home")
        elif do == "held_play":  # 「このターン、（ハンガーにある）対象は、…」 (family Z5, behave_z5.py)
            out += expect_held(step, b, a, sc)
        elif do == "no_reroll":  # 「…は、このターンと次のターン、リロールできない」 (family Z5, behave_z5.py)
            out += expect_no_reroll(b, a, sc)
        elif do == "if_same_gsign":  # 「対象が、それぞれ同じGサインを持つ場合、…」 (family Z5, behave_z5.py)
            out += expect_same_gsign(step, b, a, sc, every, _expect)
        elif do in ("each_top_g", "each_top_hangar"):  # 「全ての軍は、自分の本国の上の…」 (family Z4, behave_z4.py)
            out += expect_each_top_g(step, b, a)
        elif do == "withdraw_state":  # 「…を持ち主の配備エリアにロール状態で移す」 (family Z4, behave_z4.py)
            out += expect_withdraw_state(step, b, a)
        elif do in R5_NESTED:  # 「…。この効果で…を廃棄した場合、…」, 「種類1つを指定し…」 (family R5, behave_r5.py)
            out += r5_expect_watch(step, b, a, sc, _expect)
        elif do in R5_STEP_VERBS:  # 「敵軍は、自分の手札1枚を選んで…」 (family R5, behave_r5.py)
            out += r5_expect_step(step, b, a, sc, every)
        elif do == "watch_discarded":  # 「この効果で…が廃棄された場合」 (family Z4, behave_z4.py)
            out += expect_discarded(step, b, a, sc, every, _expect)
        elif do == "watch_destroyed":  # the first step, then the others if its target was (not) destroyed (S2)
            first, check = step["steps"]
            out += _expect([first], b, a, sc, every)
            hit = [i for i in range(n) if (a.destroyed[i] and not b.destroyed[i]) or
                   (b.zone[i] in st.FIELD_ZONES and a.zone[i] == st.JUNK)]
            if check.get("moved"):  # 「…を取り除いた場合」: a card removed from the game
                hit = [i for i in range(n) if a.zone[i] == st.REMOVED and b.zone[i] != st.REMOVED]
            if "of" in check:  # of a selector: its card type is what is compared here
                want = check["of"].get("type")
                hit = [i for i in hit if want is None or sc.state.defs[i].type == want or (
                    want == "g" and a.zone[i] in (st.GZONE, st.JUNK) and b.zone[i] == st.GZONE)]
            if bool(hit) == bool(check["destroyed"]):
                out += _expect(check["steps"], b, a, sc, every)
        elif do == "designate":  # nothing happens to the target itself; the steps that follow are compared
            out += _expect(step.get("steps", []), b, a, sc, every)
        elif do == "reveal_top":  # the card shown: the steps for a card that fits, else the others
            shown = [c for e in a.events if e.kind == "reveal" for c in e.cards]
            if not shown:
                out.append("reveal: no card shown")
            else:
                from .targets import matches

                cond = {k: v for k, v in step["if"].items()}
                fits = matches(sc.state, {**cond, "zone": _PLACE_NAME.get(a.zone[shown[0]], "field"), "side": "any"},
                               shown[0], 0, sc.iid("me"), by_effect=False)
                out += _expect(step["steps"] if fits else step.get("else", []), b, a, sc, every)
                out += [f"reveal: {x}" for x in _revealed_moves(step["steps"] if fits else step.get("else", []),
                                                               shown[0], b, a)]
                for br in step.get("also", ()):  # further cases of the card shown (family B5, R-323)
                    if matches(sc.state, {**br["if"], "zone": _PLACE_NAME.get(a.zone[shown[0]], "field"),
                                          "side": "any"}, shown[0], 0, sc.iid("me"), by_effect=False):
                        out += _expect(br["steps"], b, a, sc, every)
        elif do == "move_rest" and step["to"] == "junkyard" and moved_note_kept(every, b, a):
            pass  # 「（注：カードをハンガーに移さなかった場合、残りは廃棄しない）」: none moved, none discarded (Z4)
        elif do == "move_rest" and step["to"] == "junkyard":  # the cards looked at and left (the board's home has 15)
            if not [i for i in range(n) if b.zone[i] in (st.HOME, st.DISCARD) and a.zone[i] == st.JUNK] \
                    and not v4_nothing_left(every, b):  # X cards looked at, X taken: none left (behave_v4.py)
                out.append("move_rest: no card left by the look went to the junkyard")
        elif do == "to_squad":  # a unit of the hand entered this card's squad (P70)
            me = sc.iid("me")
            if a.zone[me] == st.BATTLE and not [i for i in range(n) if b.zone[i] == st.HAND and a.zone[i] == st.BATTLE]:
                out.append("to_squad: no unit of the hand entered the squad")
        elif do == "battle_damage_to":  # family O2: this card's squad's battle damage is marked to go elsewhere
            from .damageto import SQUAD_GRANT

            me = sc.iid("me")
            marks = [str(g[3]) for g in sc.state.grants if g[0] == me and g[2] == SQUAD_GRANT]
            want = step["to"]
            if not any(x == want or (want == "unit" and x.startswith("unit:")) for x in marks):
                out.append(f"battle_damage_to {want}: not marked ({marks})")
        elif do == "take_damage":  # family O2: the target's damage now goes to this card (or its unit)
            from .damageto import damage_taker
            from .stats import host_of

            me = sc.iid("me")
            who = me if step["to"] == "self" else host_of(sc.state, me)
            marked = [e.cards[0] for e in a.events if e.kind == "grant" and e.text["en"].endswith("status damage_to")]
            if not marked:
                out.append("take_damage: no card's damage was redirected")
            out += [f"take_damage: damage to {i} goes to {damage_taker(sc.state, i)}, not {who}" for i in marked
                    if damage_taker(sc.state, i) != who]
        elif do == "together" and step.get("wording") in (
                "and",
                "cardz4_protect",  # 「…を得ると共に、（protection）」 (family Z4)
                "cardk7_negated",  # 「このカードを、破壊を無効にした上で、自軍Gにする」: one card, each part (family B8 found it)
        ):  # 「…を得ると共に、リロールできる」: one card, each part
            out += _expect(step["steps"], b, a, sc, every)
        elif do == "together":  # 「AとBを…」: each part as printed, and as many cards changed as it names
            out += _expect(step["steps"], b, a, sc, every)
            changed = [i for i in range(n) if (a.zone[i], a.destroyed[i], a.damage[i], a.stats.get(i), a.rolled[i]) != (
                b.zone[i], b.destroyed[i], b.damage[i], b.stats.get(i), b.rolled[i])]  # (rolled: 「AとBをロールする」, Z5)
            if len(changed) < len(step["steps"]):
                out.append(f"together: {len(changed)} card(s) changed for {len(step['steps'])} targets")
        elif do == "damage":
            amount = step["amount"] if isinstance(step["amount"], int) else b.values[repr(step["amount"])]
            hit = [i for i in range(n) if a.damage[i] - b.damage[i] == amount]
            gone = [i for i in range(n) if (a.destroyed[i] and not b.destroyed[i]) or
                    (b.zone[i] in st.FIELD_ZONES and a.zone[i] == st.JUNK)]
            if amount > 0 and not hit and not gone:
                out.append(f"damage {amount}: no card took it")
        elif do in ("chip", "chip_squad"):  # chips made (P67): as many as printed, where printed
            where = st.BATTLE if do == "chip_squad" else st.DEPLOY
            made = [i for i in range(n, len(sc.state.defs)) if sc.state.defs[i].name_ja == step["name"]["ja"]
                    and sc.state.zone[i] == where]
            if len(made) != num(step.get("count", 1)):
                out.append(f"{do}: {len(made)} chip(s) {step['name']['ja']} made, not {step.get('count', 1)}")
        elif do == "if" and _self_if(step):  # its one step shows when the condition holds (it reads the board)
            from .conditions import holds

            me = sc.labels.get("me", -1)
            if me >= 0 and holds(sc.state, step["condition"], me, 0):
                out += _expect(step["then"], b, a, sc, every)
            elif step.get("else"):
                out += _expect(step["else"], b, a, sc, every)
        elif do == "boost":  # a special effect and a stat change in one step (boost.py): both show
            coined = [x for x in every if x["do"] == "add_coin" and x.get("target") == step["target"] == "self"
                      and isinstance(x.get("stats"), list) and isinstance(x.get("count"), int)]
            want = [v + sum(x["stats"][k] * x["count"] for x in coined) for k, v in enumerate(step["stats"])]
            parts = [{"do": "grant_keyword", "target": step["target"], "keyword": step["keyword"]},
                     {"do": "modify", "target": step["target"], "stats": want}]  # with this text's coins on it
            out += _expect(parts, b, a, sc, every)
        elif do == "pierce":  # 貫通ダメージ (P73): the squad's units took it, front to back
            amount = num(step["amount"])
            dealt = sum(max(0, a.damage[i] - b.damage[i]) for i in range(n) if b.zone[i] == st.BATTLE)
            gone = [i for i in range(n) if (a.destroyed[i] and not b.destroyed[i]) or
                    (b.zone[i] == st.BATTLE and a.zone[i] == st.JUNK)]
            if amount > 0 and not dealt and not gone:
                out.append(f"pierce {amount}: no unit took it")
        elif do in MOVES and do != "destroy" and step.get("wording") != "chip":  # (a chip taken off: behave_g5.py)
            made_own = do == "make_g" and [i for i in range(n) if b.zone[i] == a.zone[i] == st.GZONE
                                           and b.zseat[i] != a.zseat[i] and a.zseat[i] == 0]  # an enemy G made own
            if not moved(MOVES[do]) and not made_own:
                out.append(f"{do}: no card moved")
        elif do == "destroy":
            if not [i for i in range(n) if (a.destroyed[i] and not b.destroyed[i]) or
                    (b.zone[i] in st.FIELD_ZONES and a.zone[i] == st.JUNK)]:
                out.append("destroy: no card destroyed")
        elif do == "move":
            dest = {"hand": st.HAND, "hangar": st.HANGAR, "junkyard": st.JUNK, "removed": st.REMOVED,
                    "home_top": st.HOME, "home_bottom": st.HOME, "discard": st.DISCARD,
                    "gzone": st.GZONE, "discard_bottom": st.DISCARD}.get(step["to"])
            if dest is not None and not moved((dest,)):
                out.append(f"move to {step['to']}: no card went there")
        elif do == "cardz6_piles_total":  # 「…は、自分の本国と、自分の捨て山の上のカード合計N枚を…」 (family Z6, pilesz6.py)
            for seat in {"own": (0,), "enemy": (1,)}.get(step["side"], (0, 1)):
                had = b.counts[(seat, st.HOME)] + b.counts[(seat, st.DISCARD)]
                lost_ = had - a.counts[(seat, st.HOME)] - a.counts[(seat, st.DISCARD)]
                if lost_ != min(num(step["count"]), had) or a.counts[(seat, st.JUNK)] - b.counts[(seat, st.JUNK)] < lost_:
                    out.append(f"cardz6_piles_total: player {seat} lost {lost_} cards from home and discard pile")
        elif do == "cardz6_onto_pile":  # 「…を、持ち主の、本国、または捨て山の上に移す」 (family Z6, pilesz6.py)
            if not moved((st.HOME, st.DISCARD)):
                out.append("cardz6_onto_pile: no card went on top of a home or a discard pile")
        elif do == "put_into_play":  # 「…を自軍配備エリアにリロール状態で出す」: a card came in, as said (family V)
            came = [i for i in range(n) if a.zone[i] == st.DEPLOY and b.zone[i] not in st.FIELD_ZONES
                    and i not in (sc.labels.get("me", -1), sc.labels.get("enterer", -1))]  # not the card played
            me_ = sc.labels.get("me", -1)
            if step.get("target") == "self" and me_ >= 0 and a.zone[me_] == st.DEPLOY and b.zone[me_] not in st.FIELD_ZONES:
                came.append(me_)  # 「このカードを…出す」 from the junkyard (family Z4)
            if not came:
                out.append("put_into_play: no card came into the deploy area")
            elif all(a.rolled[i] != bool(step.get("rolled")) for i in came):
                out.append("put_into_play: a card came in the other roll state")
        elif do in ("roll", "reroll"):
            rolled = do == "roll"
            if not [i for i in range(n) if a.rolled[i] == rolled and b.rolled[i] != rolled] and not [
                    i for e in a.events if e.kind == do for i in e.cards  # (family Z5) rolled, then gone: destroyed
                    if b.zone[i] in st.FIELD_ZONES and a.zone[i] not in st.FIELD_ZONES] and not [
                    i for e in a.events if e.kind == do for i in e.cards  # (family R8) entered by this play, then
                    if b.zone[i] not in st.FIELD_ZONES and a.zone[i] in st.FIELD_ZONES and a.rolled[i] == rolled]:  # changed
                out.append(f"{do}: no card changed")
        elif do == "draw":
            who = 0 if step.get("side", "own") == "own" else 1  # 「敵軍はカード1枚を引く」 (family V)
            side = step.get("side", "own")
            dropped = [x for x in every if x.get("side") == side  # discarded from that hand by the same text
                       and (x["do"] == "discard_hand" or (x["do"] == "search" and x.get("zone") == "hand"))]
            net = num(step["count"]) - sum(num(x["count"]) for x in dropped)
            net -= sum(1 for i in range(n) if b.zone[i] == st.HAND and a.zone[i] == st.HANGAR  # moved by the text
                       and sc.state.owner[i] == who)  # (「自軍手札にある…を自軍ハンガーに移す。その場合、カード2枚を引く」)
            net -= r3_hand_out(every, b, a, sc, who)  # 「…その後、自軍手札1枚を選んで…本国の下に移す」 (behave_r3.py)
            net -= o4_hand_out(every, b, a, sc, who)  # 「…その場合、自軍手札1枚を選んで、記述を持たない…」 (behave_o4.py)
            if a.counts[(who, st.HAND)] - b.counts[(who, st.HAND)] != net:
                out.append(f"draw {step['count']}: hand went {b.counts[(who, st.HAND)]}→{a.counts[(who, st.HAND)]}")
        elif do == "home_damage":
            seat = 0 if step["side"] == "own" else 1
            drawn = sum(num(x["count"]) for x in every if x["do"] == "draw" and seat == 0) + sum(
                1 for i in range(n) if seat == 0 and b.zone[i] == st.HOME and a.zone[i] not in (st.HOME, st.DISCARD)
                and any(x["do"] == "take_top" and x["zone"] == "home" for x in every))
            lost = b.counts[(seat, st.HOME)] - a.counts[(seat, st.HOME)] - drawn
            if lost != num(step["amount"]):
                out.append(f"home damage {step['amount']}: home lost {lost}")
        elif do == "discard_hand" and not (step["side"] == "own" and any(
                x["do"] == "draw" or (x["do"] == "take_top" and x.get("to") == "hand") for x in every)):
            seat = 0 if step["side"] == "own" else 1
            lost = b.counts[(seat, st.HAND)] - a.counts[(seat, st.HAND)]
            if lost != min(num(step["count"]), b.counts[(seat, st.HAND)]):
                out.append(f"discard {step['count']}: hand lost {lost}")
        elif do == "modify":
            raw = step["stats"]
            if "instead" in step:  # the other modifier while its condition holds (family S2)
                from .conditions import holds

                if holds(sc.state, step["instead"]["if"], sc.iid("me"), 0):
                    raw = step["instead"]["stats"]
            want = [w if isinstance(w, int) else b.values[repr(w)] for w in raw]
            ok = False
            for i, was in b.stats.items():
                now = a.stats.get(i)
                if now is None:
                    continue
                if list(now) != list(was) and list(now) == [max(0, x + w) for x, w in zip(was, want, strict=True)]:
                    ok = True
            died = want[2] < 0 and any(b.zone[i] in st.FIELD_ZONES and a.zone[i] == st.JUNK
                                       for i in range(n))
            if not ok and not died and any(want):
                out.append(f"modify {want}: no card's stats changed so")
        elif do == "add_coin":
            killed = step.get("stats", [0, 0, 0])[2] < 0 and any(
                b.zone[i] in (st.BATTLE, st.DEPLOY) and a.zone[i] == st.JUNK for i in range(n))
            if a.coins == b.coins and not killed and num(step.get("count", 1)) > 0:  # X of 0: none (family V)
                out.append("add_coin: no coin put")
            elif num(step.get("count", 1)) == 0 and a.coins != b.coins:
                out.append("add_coin: coins put for a count of 0")
        elif (k6 := k6_expect_step(step, b, a, sc, every, _expect)) is not None:  # family K6 (behave_k6.py)
            out += k6
        elif do == "status":  # a protection may end with the cut: the engine's report of it counts
            if not any(e.kind == "grant" and e.text["en"].endswith(f"status {step['status']}") for e in a.events):
                out.append(f"status {step['status']}: nobody got it")
        elif do == "g_as_character":  # family O3: the G was set on an own unit as a character
            if not [i for i in range(n) if b.zone[i] == st.GZONE and a.zone[i] == st.SET]:
                out.append("g_as_character: no G was set on a unit")
        elif do == "g_as_unit":  # family O3: a G went to the deploy area as a unit, in the state printed
            went = [i for i in range(n) if b.zone[i] == st.GZONE and a.zone[i] == st.DEPLOY]
            if not went or any(a.rolled[i] != bool(step["rolled"]) for i in went):
                out.append("g_as_unit: no G entered the deploy area as a unit as printed")
        elif do == "double_g":  # family O3: an own G got the status for those plays (costs.py)
            want = "double_g_card" if step["for"] == "card" else "double_g_text"
            granted = [e for e in a.events if e.kind == "grant" and e.text["en"].endswith(f"status {want}")]
            if not granted or any(a.zone[i] != st.GZONE for e in granted for i in e.cards):
                out.append(f"double_g: no own G got {want}")
        elif do == "reduce_damage":  # family O: a card got the 減殺 (reductions.py)
            if not any(e.kind == "grant" and e.text["en"].endswith("status reduce_damage") for e in a.events):
                out.append("reduce_damage: nobody got it")
        elif do == "distribute_coins":
            added = sum(n for c in a.coins.values() for _, n in c) - sum(n for c in b.coins.values() for _, n in c)
            killed = step.get("stats", [0, 0, 0])[2] < 0 and any(
                b.zone[i] in (st.BATTLE, st.DEPLOY) and a.zone[i] == st.JUNK for i in range(n))
            want = v6_x_lowered(b, a, sc) if step["count"] == "X" else step["count"]  # X of lower_stat_x (V6)
            if added != want and not killed:
                out.append(f"share {step['count']} coin(s): {added} put on")
        elif do == "take_coins":  # coins of the kind the board put (any coin: plain ones), less any put back
            from .coins import coin_name

            kind = coin_name(step.get("stats"), None, step.get("coin")) if ("stats" in step or "coin" in step) \
                else "coin"
            back = sum(num(x.get("count", 1)) for x in every if x["do"] == "add_coin"
                       and coin_name(x.get("stats"), x.get("keyword"), x.get("coin")) == kind)
            left = {(i, k): m for i, c in a.coins.items() for k, m in c}  # per card and kind: coins put on meanwhile
            each = sum(max(0, m - left.get((i, k), 0)) for i, c in b.coins.items() for k, m in c if k == kind)
            if each < num(step["count"]) and sum(n for c in b.coins.values() for k, n in c if k == kind) \
                    - sum(n for c in a.coins.values() for k, n in c if k == kind) + back < num(step["count"]):
                out.append(f"take {step['count']} coin(s): fewer were taken")
        elif do == "negate_play":
            foe = sc.iid("foeplay")
            dest = {"junkyard": st.JUNK, "hand": st.HAND, "hangar": st.HANGAR, "home_top": st.HOME,
                    "home_bottom": st.HOME, "removed": st.REMOVED, "deploy": st.DEPLOY}[step["to"]]
            if dest == st.DEPLOY and sc.state.defs[foe].type not in ("unit", "ace", "operation"):
                dest = st.JUNK  # only a card that can stand on the field enters it (playneg.py)
            if a.zone[foe] != dest or any(e.source == foe for e in sc.state.cut):
                out.append(f"negate play: the play's card is in zone {a.zone[foe]}, not {step['to']}")
        elif do == "pay_roll":
            me = sc.iid("me")
            if not a.rolled[me] or b.rolled[me]:
                out.append("pay R: the card did not roll")
        elif do == "player_coin":
            seat = 0 if step["side"] == "own" else 1
            if a.pcoins[seat].get(step["coin"], 0) - b.pcoins[seat].get(step["coin"], 0) != step["count"]:
                out.append(f"player coin {step['coin']}: not kept")
        elif (b5 := b5_expect_step(step, b, a, sc)) is not None:  # family B5 (behave_b5.py)
            out += b5
        elif (b4 := b4_expect_step(step, b, a, sc)) is not None:  # family B4 (behave_b4.py)
            out += b4
        elif (c3 := c3_expect_step(step, b, a, sc)) is not None:  # family C3 (behave_c3.py)
            out += c3
        elif (b3 := b3_expect_step(step, b, a, sc, every)) is not None:  # family B3 (behave_b3.py)
            out += b3
        elif (t2 := expect_step(step, b, a, sc)) is not None:  # family T, second round (behave_t2.py)
            out += t2
        elif (t6 := t6_expect_step(step, b, a, sc)) is not None:  # family T6 (behave_t6.py)
            out += t6
        elif (t8 := t8_expect_step(step, b, a, sc)) is not None:  # family T8 (behave_t8.py)
            out += t8
        elif (o9 := o9_expect_step(step, b, a, sc)) is not None:  # family O9 (behave_o9.py)
            out += o9
        elif (t9 := t9_expect_step(step, b, a, sc)) is not None:  # family T9 (behave_t9.py)
            out += t9
        elif do in ("keyword_plus", "protect_upto"):  # family V3 (kwplus.py, protectupto.py)
            out += (expect_kwplus if do == "keyword_plus" else expect_upto)(step, b, a, sc, num) or []
        elif (r3 := r3_expect_step(step, b, a, sc)) is not None:  # family R3 (behave_r3.py)
            out += r3
        elif (r6 := r6_expect_step(step, b, a, sc)) is not None:  # family R6 (behave_r6.py)
            out += r6
        elif (r9 := r9_expect_step(step, b, a, sc)) is not None:  # family R9 (behave_r9.py)
            out += r9
        elif (r8 := r8_expect_step(step, b, a, sc)) is not None:  # family R8 (behave_r8.py)
            out += r8
        elif (z8 := z8_expect_step(step, b, a, sc)) is not None:  # family Z8 (behave_z8.py)
            out += z8
        elif (r4 := r4_expect_step(step, b, a, sc)) is not None:  # family R4 (behave_r4.py)
            out += r4
        elif (k8 := k8_expect_step(step, b, a, sc)) is not None:  # family K8 (behave_k8.py)
            out += k8
        elif (k3 := k3_expect_step(step, b, a, sc, every)) is not None:  # family K3 (behave_k3.py)
            out += k3
        elif (k5 := k5_expect_step(step, b, a, sc, every)) is not None:  # family K5 (behave_k5.py)
            out += k5
        elif (g5 := g5_expect_step(step, b, a, sc, every)) is not None:  # family G5 (behave_g5.py)
            out += g5
        elif (g8 := g8_expect_step(step, b, a, sc)) is not None:  # family G8 (behave_g8.py)
            out += g8
        elif (g6 := g6_expect_step(step, b, a, sc)) is not None:  # family G6 (behave_g6.py)
            out += g6
        elif (t5 := t5_expect_step(step, b, a, sc, every)) is not None:  # family T5 (behave_t5.py)
            out += t5
        elif (o4 := o4_expect_step(step, b, a, sc, every)) is not None:  # family O4 (behave_o4.py)
            out += o4
        elif (o5 := o5_expect_step(step, b, a, sc, every)) is not None:  # family O5 (behave_o5.py)
            out += o5
        elif (k4 := k4_expect_step(step, b, a, sc)) is not None:  # family K4 (behave_k4.py)
            out += k4
        elif (b6 := b6_expect_step(step, b, a, sc)) is not None:  # family B6 (behave_b6.py)
            out += b6
        elif (b8 := b8_expect_step(step, b, a, sc)) is not None:  # family B8 (behave_b8.py)
            out += b8
        elif (b9 := b9_expect_step(step, b, a, sc)) is not None:  # family B9 (behave_b9.py)
            out += b9
        elif (v5 := v5_expect_step(step, b, a, sc)) is not None:  # family V5 (behave_v5.py)
            out += v5
        elif (v6 := v6_expect_step(step, b, a, sc, every, _expect)) is not None:  # family V6 (behave_v6.py)
            out += v6
        elif (v4 := v4_expect_step(step, b, a, sc)) is not None:  # family V4 (behave_v4.py)
            out += v4
        elif do == "grant_keyword":
            if not any(step["keyword"] in kws and step["keyword"] not in b.kws.get(i, frozenset())
                       for i, kws in a.kws.items()):
                out.append(f"grant {step['keyword']}: nobody gained it")
        elif do == "recover":
            seat = 0 if step["side"] == "own" else 1
            back = a.counts[(seat, st.HOME)] - b.counts[(seat, st.HOME)] + sum(
                num(x["count"]) for x in every if x["do"] == "draw" and seat == 0)
            back -= sum(1 for i in range(n) if b.zone[i] not in (st.HOME, st.DISCARD) and a.zone[i] == st.HOME
                        and a.zseat[i] == seat)  # put in the home by another step (「…を持ち主の本国の下に移す」, Z3)
            if back != min(num(step["count"]), b.counts[(seat, st.DISCARD)]):
                out.append(f"recover {step['count']}: home got {back} back")
        elif do == "pay_by":  # the other side's Gs rolled for it
            seat = 0 if step["side"] == "own" else 1
            paid = sum(1 for i in range(n) if a.zone[i] == st.GZONE and a.rolled[i] and not b.rolled[i]
                       and sc.state.zseat[i] == seat)
            if paid < sum(step["pay"].values()):
                out.append(f"pay {step['pay']} by {step['side']}: {paid} G rolled")
        elif do == "pay_x":
            if paid_x < 1:
                out.append("pay X: no G rolled")
        elif do == "pay":
            paid = sum(1 for i in range(n) if a.zone[i] == st.GZONE and a.rolled[i] and not b.rolled[i])
            if paid < sum(step["pay"].values()):
                out.append(f"pay {step['pay']}: {paid} G rolled")
        elif do == "squad_power":
            amount = step["amount"] if isinstance(step["amount"], int) else b.values[repr(step["amount"])]
            if amount and not [q for q, m in enumerate(a.squad_mods) if m - b.squad_mods[q] == amount]:
                out.append(f"squad power {amount:+d}: no squad changed so")
        elif do == "negate_destruction":
            moved_on = any(x is not step and x["do"] in MOVED_ON and x.get("target") == step["target"] for x in every)
            if not [i for i in range(n) if b.destroyed[i] and not a.destroyed[i] and (
                    a.zone[i] == b.zone[i] or (moved_on and a.zone[i] != st.JUNK))]:  # saved, then moved on (S2)
                out.append("negate_destruction: no card saved")
        elif do == "take_top":  # the top cards of the pile went where the text says
            zone = step["zone"]
            piles = (st.HOME, st.DISCARD) if isinstance(zone, list) else (st.HOME if zone == "home" else st.DISCARD,)
            dest = {"hand": st.HAND, "hangar": st.HANGAR, "gzone": st.GZONE, "junkyard": st.JUNK,
                    "removed": st.REMOVED}[step["to"]]
            went = [i for i in range(n) if b.zone[i] in piles and a.zone[i] == dest]
            if not went or (dest == st.GZONE and any(a.rolled[i] != bool(step.get("rolled")) for i in went)):
                out.append(f"take_top: {len(went)} cards went to {step['to']}")
        elif do == "each_pile_top":  # each player's top cards of one of their piles went to their junkyard (Z3)
            for seat in (0, 1):
                home_lost: int = b.counts[(seat, st.HOME)] - a.counts[(seat, st.HOME)]
                pile_lost: int = b.counts[(seat, st.DISCARD)] - a.counts[(seat, st.DISCARD)]
                n_taken = home_lost + pile_lost  # the generated piles hold more cards than any such text names
                if (home_lost and pile_lost) or n_taken != step["count"] or \
                        a.counts[(seat, st.JUNK)] - b.counts[(seat, st.JUNK)] < n_taken:
                    out.append(f"each_pile_top: player {seat} lost {home_lost}, {pile_lost} from home and discard pile")
        elif do == "tops_to_junk":  # each player's pile lost its top cards to that player's junkyard (Z3)
            zone_ = st.HOME if step["zone"] == "home" else st.DISCARD
            for seat in (0, 1):
                lost_ = b.counts[(seat, zone_)] - a.counts[(seat, zone_)]
                if lost_ != min(step["count"], b.counts[(seat, zone_)]) or \
                        a.counts[(seat, st.JUNK)] - b.counts[(seat, st.JUNK)] < lost_:
                    out.append(f"tops_to_junk: player {seat} lost {lost_} cards from the pile")
        elif do == "pile_to_home":  # the discard piles said are empty, their cards in the homes (Z3)
            for seat in ((0,) if step["side"] == "own" else (0, 1)):
                had = b.counts[(seat, st.DISCARD)]
                if a.counts[(seat, st.DISCARD)] != 0 or a.counts[(seat, st.HOME)] - b.counts[(seat, st.HOME)] < had:
                    out.append(f"pile_to_home: player {seat}'s discard pile did not go to the home")
        elif do == "to_own_deploy":  # a unit went to the player's deploy area, in the roll state said (Z3)
            went = [i for i in range(n) if a.zone[i] == st.DEPLOY and a.zseat[i] == 0
                    and (b.zone[i] != st.DEPLOY or b.zseat[i] != 0)]
            if not went or ("rolled" in step and any(a.rolled[i] != step["rolled"] for i in went)):
                out.append("to_own_deploy: no unit went to the own deploy area as printed")
        elif do == "withdraw":
            if not [i for i in range(n) if b.zone[i] == st.BATTLE and a.zone[i] == st.DEPLOY]:
                out.append("withdraw: no card left a battle area for a deploy area")
        elif do == "arrange":  # the cards looked at end in the home, none lost or gained elsewhere
            n_ = step["count"]["upto"] if isinstance(step["count"], dict) else step["count"]
            moved_ = min(n_, b.counts[(0, st.DISCARD)]) if step["zone"] == "discard" else 0
            if (a.counts[(0, st.HOME)] - b.counts[(0, st.HOME)], b.counts[(0, st.DISCARD)] - a.counts[(0, st.DISCARD)]) != (
                    moved_, moved_):
                out.append(f"arrange: home {b.counts[(0, st.HOME)]}→{a.counts[(0, st.HOME)]}")
        elif do == "search":
            dest = {"hand": st.HAND, "hangar": st.HANGAR, "junkyard": st.JUNK, "deploy": st.DEPLOY,
                    "gzone": st.GZONE, "squad": st.BATTLE,
                    "discard": st.DISCARD,  # 「…任意の順番で自軍捨て山の上に移す」 (family R4)
                    "hangar_or_set": st.HANGAR}[step.get("to", "hand")]  # (S2: the first answer, the hangar)
            zone = step["zone"]
            piles = (st.HOME, st.DISCARD) if isinstance(zone, list) else (
                {"home": st.HOME, "discard": st.DISCARD, "hand": st.HAND}.get(zone, st.HOME),)
            took = [i for i in range(n) if b.zone[i] in piles and a.zone[i] == dest]
            got = len(took)
            if dest == st.GZONE and not took and step["filter"] == {"type": "graphic"}:
                out.append("search: no graphic made a G")  # the board has one where the text looks (_board)
            if dest in (st.DEPLOY, st.GZONE) and any(a.rolled[i] != bool(step.get("rolled")) for i in took):
                out.append(f"search: not put out {'rolled' if step.get('rolled') else 'rerolled'}")
            hi = step.get("count", 1)
            hi = hi["upto"] if isinstance(hi, dict) else hi
            hi = n if step.get("cardr4_all") else hi  # 「…全てのカードを…」 (family R4): every card that fits
            if not 0 <= got <= hi:
                out.append(f"search: {got} cards taken, at most {hi}")
    return out


_PLACE_NAME = {st.HOME: "home", st.DISCARD: "discard", st.HAND: "hand", st.HANGAR: "hangar", st.JUNK: "junkyard"}


def _revealed_moves(steps: list[dict[str, Any]], card: int, b: _Snap, a: _Snap) -> list[str]:
    """「そのカードを…」: the card shown went where the step says (or stayed in its home for 上か下)."""
    out = []
    for x in steps:
        if x["do"] == "move_revealed":
            want = {"hangar": st.HANGAR, "hand": st.HAND, "top_or_bottom": st.HOME}[x["to"]]
            if a.zone[card] != want:
                out.append(f"the card shown is in zone {a.zone[card]}, not {x['to']}")
    return out


def check_card(card: dict[str, Any]) -> Verdict:
    """Generate a scenario for one FULL card, play its text, compare the board with the text."""
    number = str(card["number"])
    if card.get("type") == "graphic" and not card.get("abilities"):
        return _check_graphic(card)
    index, why = _pick_ability(card)
    if index < 0 and (z4 := check_leaves(card) or check_enemy_phase_reroll(card)) is not None:  # (family Z4,
        return Verdict(number, z4[1], z4[2], z4[0])  # behave_z4.py): a card leaving, the enemy's reroll phase
    if index < 0 and (z5 := z5_check(card)) is not None:  # a card destroyed and discarded, a junkyard's arrival (Z5)
        return Verdict(number, z5[1], z5[2], z5[0])
    if index >= 0 and (z4j := check_junk_heard(card, index)) is not None:  # heard from the junkyard (family Z4)
        return Verdict(number, z4j[0], z4j[1], index)
    for i, a in enumerate(card.get("abilities", [])):  # a 常駐 text of the hand or hangar (family Z4, behave_z4.py)
        if (index < 0 or i == index) and (z4h := check_held(card, a)) is not None:
            return Verdict(number, z4h[0], z4h[1], i)
    if (z5v := counts_itself_on_entry(card, index)) is not None:  # (family Z5, behave_z5.py)
        return Verdict(number, "unchecked", z5v, index)
    if index < 0 and (t5 := t5_check_text_played(card)) is not None:  # a text played heard (family T5)
        return Verdict(number, t5[1], t5[2], t5[0])
    if (z8 := z8_check_junk_play(card)) is not None:  # played from the own junkyard (family Z8, behave_z8.py)
        return Verdict(number, z8[1], z8[2], z8[0])
    card, index = alone(card, index)  # a conditional trigger is played without the card's other triggers
    card, index = alone_recovery(card, index)  # nor with texts heard at its own recovery (family Z5, behave_z5.py)
    card, index = alone_replacing(card, index)  # nor a text replacing this card (family K8, behave_k8.py)
    if index < 0 and card.get("keywords"):
        return _check_keywords(card)
    if index < 0:
        return Verdict(number, "unchecked", why)
    ab = card["abilities"][index]
    if ab["kind"] == "constant" and all(c.get("apply") == "exclusive_as" for c in ab["continuous"]):
        diff = [d for c in ab["continuous"] for d in _check_exclusive_as(card, c)]
        return Verdict(number, "failed" if diff else "behaved", "; ".join(diff), index)
    if ab["kind"] in ("static", "constant") and all(c.get("onto_exclusive") for c in ab["continuous"]):
        diff = [d for c in ab["continuous"] for d in _check_exclusive_cost(card, c)]
        return Verdict(number, "failed" if diff else "behaved", "; ".join(diff), index)
    c3 = check_constant(card, ab)
    if c3 is None:
        c3 = check_set_only(card, ab)
    if c3 is not None:  # family C3 (behave_c3.py)
        return Verdict(number, "failed" if c3 else "behaved", "; ".join(c3), index)
    if picks_area_ban(ab):  # family K8 (behave_k8.py): a board of its own
        status, detail = check_area_ban(card, ab)
        return Verdict(number, status, detail, index)
    if picks_lose_text(ab):  # family T6 (behave_t6.py): a board of its own
        status, detail = check_lose_text(card, ab)
        return Verdict(number, status, detail, index)
    if ab["kind"] == "constant" and all(c.get("apply") == "deck_copies" for c in ab["continuous"]):
        diff = _check_deck_copies(card)  # family O2 (deckrules.py)
        return Verdict(number, "failed" if diff else "behaved", "; ".join(diff), index)
    if ab["kind"] in ("static", "constant") and all(c.get("apply") in SET_RULES for c in ab["continuous"]):
        diff = [d for c in ab["continuous"] for d in _check_set_rule(card, c)]
        return Verdict(number, "failed" if diff else "behaved", "; ".join(diff), index)
    verbs = {s["do"] for s in _flat(ab.get("effect", []))}
    if _own_state_if(ab.get("effect", [])):  # 「このカードは、交戦中の場合、…」: its steps are compared
        verbs = (verbs - {"if"}) | {x["do"] for x in ab["effect"][0]["then"]}
    elif all(_self_if(x) or x.get("wording") == "further" or further_apart(x, ab.get("effect", []))  # (Z5: 「（さらに）」)
             or x.get("wording") == "cardv8_or"  # V8: 「または、…場合、…」, compared as any if (_expect)
             or x.get("wording") == "cardt9_at_resolution"  # T9: 「（この効果の解決時に）…場合、…」, as any if
             or then_if_apart(x, ab.get("effect", []))  # K6: 「その後、…場合、…」 (behave_k6.py)
             for x in _flat(ab.get("effect", [])) if x["do"] == "if"):
        verbs.discard("if")  # 「このカードは、…場合、ターン終了時まで…を得る」: compared (_expect)
    verbs -= o5_extra_verbs(ab.get("effect", []))  # family O5 (behave_o5.py): its waiting step is compared
    if verbs - CHECKED_VERBS:
        return Verdict(number, "unchecked", f"verb {sorted(verbs - CHECKED_VERBS)[0]} not compared", index)
    data, label = _board(card, index)
    try:
        sc = Scenario(data)
    except Exception as e:  # noqa: BLE001 - a board the card cannot stand on is reported, not raised
        return Verdict(number, "failed", f"board: {type(e).__name__}: {e}", index)
    me = sc.iid(label)
    if "negate_destruction" in verbs:
        _destroy_to_save(sc, me, list(ab.get("effect", [])), ab.get("targets", {}))
    if "negate_play" in verbs:
        _seed_play(sc)
    b3_seed(sc, ab)  # the kind of the damage on the board (behave_b3.py)
    g5_seed(sc, ab)  # chips the text targets (behave_g5.py)
    b4_seed(sc, ab)  # damage of a サイコミュ text on the board (behave_b4.py)
    b5_seed(sc, ab)  # squads that dealt battle damage this turn (behave_b5.py)
    k7_seed(sc, me, ab)  # a command resolved this turn (behave_k7.py)
    g8_seed(sc, me, ab)  # whose effect destroyed or hit cards (behave_g8.py)
    r9_seed(sc, ab)  # a destroyed enemy card a text moves (behave_r9.py)
    if ab["kind"] in ("static", "constant") and all(_override_checked(c) for c in ab["continuous"]):
        diff = [d for c in ab["continuous"] for d in _check_override(sc, me, c)]
        return Verdict(number, "failed" if diff else "behaved", "; ".join(diff), index)
    if (g8 := g8_check_static(sc, me, ab)) is not None:  # 「…全てのダメージは、N減殺される」 (behave_g8.py)
        return Verdict(number, g8[0], g8[1], index)
    if picks_static(ab):
        status, detail = check_static_keywords(sc, me, ab)
        return Verdict(number, status, detail, index)
    if b3_picks_static(ab):
        status, detail = b3_check_static(sc, me, ab)
        return Verdict(number, status, detail, index)
    if picks_power(ab):  # family G5 (behave_g5.py)
        status, detail = check_power(sc, me, ab)
        return Verdict(number, status, detail, index)
    if picks_lose_static(ab):
        status, detail = check_lose_static(sc, me, ab)
        return Verdict(number, status, detail, index)
    if (v5 := v5_character_static(card, ab, sc, me)) is not None:  # a set character's own change (behave_v5.py)
        return Verdict(number, v5[0], v5[1], index)
    if ab["kind"] in ("static", "constant"):
        printed = card["stats"]
        from .targets import value

        delta = [sum(value(sc.state, c["stats"][k], me, 0) for c in ab["continuous"]) for k in range(3)]
        want = tuple(max(0, p + d) if k == 2 else p + d for k, (p, d) in enumerate(zip(printed, delta, strict=True)))
        now = stats(sc.state, me)
        ok = list(now) == [p + d for p, d in zip(printed, delta, strict=True)] or now == want
        return Verdict(number, "behaved" if ok else "failed", "" if ok else f"stats {list(now)}, printed {delta}",
                       index)
    if (g8p := g8_check_played(sc, ab)) is not None:  # 「…がプレイされた場合」: heard in the cut (behave_g8.py)
        return Verdict(number, g8p[0], g8p[1], index)
    toks = sc.game.legal_tokens(sc.state)
    first = f"play:{me}" if ab["kind"] in ("play", "triggered") else f"act:{me}:{index}"
    if ab.get("on") in WATCHED:
        first = f"play:{sc.iid('enterer')}"  # the card the text watches for; its trigger follows (P68)
    if ab.get("on") == "enters_as_g":
        first = f"g:{me}"
    if ab.get("on") == "gain_replaced":
        from .keywords import keyword_abilities

        first = f"act:{me}:{keyword_abilities('gain', None)[0].index}"  # its ゲイン (P75)
    if first not in toks:
        return Verdict(number, "unchecked", "not playable on the generated board", index)
    try:
        steps = list(ab.get("effect", []))
        log: list[Any] = []
        before = _drive(sc, first, steps, ab.get("targets", {}), log=log,
                        heard_needed=ab["kind"] == "triggered" and "condition" in ab)
    except Exception as e:  # noqa: BLE001 - an engine error while playing is a failure of the card
        return Verdict(number, "failed", f"{type(e).__name__}: {e}", index)
    if before is None:
        return Verdict(number, "unchecked", "the text did not reach the cut", index)
    if any(n == 0 for n in before.offered.values()):
        return Verdict(number, "unchecked", "no target on the generated board", index)
    after = _snap(sc)
    after.events = log
    diff = _expect(list(ab.get("effect", [])), before, after, sc)
    diff += t5_after_play(ab, sc)  # family T5 (behave_t5.py)
    unseen = [d for d in diff if d.startswith(UNSEEN)]  # nothing on the board could show the step (kwplus.py)
    if unseen and len(unseen) == len(diff):
        return Verdict(number, "unchecked", unseen[0].removeprefix(UNSEEN), index)
    return Verdict(number, "failed" if diff else "behaved", "; ".join(diff), index)


def _own_state_if(steps: list[dict[str, Any]]) -> bool:
    """A text that is one step applying while a state of this card holds (textc/cardt.py)."""
    from .textc.cardt import STATE_JA

    return (len(steps) == 1 and steps[0]["do"] == "if" and "else" not in steps[0]
            and any(steps[0]["condition"] == c for c, _w in STATE_JA))
def _self_if(step: dict[str, Any]) -> bool:
    """「このカードは、…場合、ターン終了時まで…を得る」: one change of this card under a condition (family K)."""
    then = step.get("then", [])
    return ("else" not in step and len(then) == 1 and then[0].get("target") == "self"
            and then[0]["do"] in ("modify", "grant_keyword", "grant_either")) or (  # grant_either: family C3
        "else" not in step and len(then) == 1 and then[0]["do"] == "together" and then[0].get("wording") == "and"
        and then[0]["steps"][0].get("target") == "self")  # 「…を得ると共に、リロールできる」 (family K4)


SET_RULES = ("max_characters", "set_also", "set_only")


def _check_deck_copies(card: dict[str, Any]) -> list[str]:
    """「このカードは、デッキに4枚以上入れられる」: a deck of 50 of it is legal, and of it without the text not (P5)."""
    from .cards import to_def
    from .deckrules import deck_problems
    from .schema import Card as CardModel

    keep = {k: v for k, v in card.items() if k != "abilities"}
    free, plain = to_def(CardModel(**card)), to_def(CardModel(**keep))
    out = [f"50 copies: {p}" for p in deck_problems([free] * 50)]
    if not deck_problems([plain] * 50):
        out.append("without the text 50 copies are legal too")
    return out


def _check_exclusive_as(card: dict[str, Any], c: dict[str, Any]) -> list[str]:
    """「…の成立において「A」としても扱う」: set on a unit with 専用[A], the card makes its 専用機のセット (P76)."""
    from .stats import exclusive_set

    series = (card.get("gsign") or {}).get("series", "BH")
    plain = _filler("blue", 1, [], series)
    out: list[str] = []
    for n in c["names"]:
        unit = {**plain, "number": "BH-excl", "traits": [f"専用[{n}]"]}
        own = {"gzone": [plain["number"]] * 4, "home": [plain["number"]] * 10,
               "deploy": [{"card": "BH-excl", "id": "u", "set": [{"card": card["number"], "id": "me"}]}]}
        sc = Scenario({"name": f"behave {card['number']}", "cards": [card, plain, unit], "autopass": [False, True],
                       "setup": {"turn": 3, "attacker": 0, "point": "deploy", "seed": 1,
                                 "players": [own, {"home": [plain["number"]] * 10, "gzone": [plain["number"]] * 4}]}})
        if not exclusive_set(sc.state, sc.iid("u")):
            out.append(f"set on a unit with 専用[{n}]: no 専用機のセット")
    return out


def _check_exclusive_cost(card: dict[str, Any], c: dict[str, Any]) -> list[str]:
    """A character's cost set onto its 専用 unit (「…が成立する自軍ユニットにセットする場合…プレイできる」): the
    rules ask the changed cost for that unit, the printed one for another (P55, P76; costs.py)."""
    from .costs import card_cost

    series = (card.get("gsign") or {}).get("series", "BH")
    plain = _filler("blue", 1, [], series)
    exclusive = {**plain, "number": "BH-excl", "traits": [f"専用[{card['name']['ja']}]"]}
    own = {"gzone": [plain["number"]] * 4, "home": [plain["number"]] * 10, "hand": [{"card": card["number"], "id": "me"}],
           "deploy": [{"card": "BH-excl", "id": "ex"}, {"card": plain["number"], "id": "pl"}]}
    sc = Scenario({"name": f"behave {card['number']}", "cards": [card, plain, exclusive], "autopass": [False, True],
                   "setup": {"turn": 3, "attacker": 0, "point": "deploy", "seed": 1,
                             "players": [own, {"home": [plain["number"]] * 10, "gzone": [plain["number"]] * 4}]}})
    s, me = sc.state, sc.iid("me")
    printed_total, printed_roll = card["cost"]["total"], sum(card["cost"]["roll"].values())
    want_total = c["total_to"] if "total_to" in c else max(printed_total + c.get("total", 0), 0)
    if c.get("wording") == "less_onto_roll":  # 「セット先のロールコストの値だけ…マイナスして」 (family V5)
        want_total = max(printed_total - s.defs[sc.iid("ex")].roll_total, 0)
    want_roll = c["roll_to"] if "roll_to" in c else max(printed_roll + c.get("roll", 0), 0)
    want_roll = min(want_roll, printed_roll)
    out: list[str] = []
    total, req = card_cost(s, me, 0, 0, sc.iid("ex"))
    if (total, sum(req.values())) != (min(want_total, printed_total), want_roll):
        out.append(f"onto its 専用 unit: cost {total}/{sum(req.values())}, printed change to {want_total}/{want_roll}")
    total, req = card_cost(s, me, 0, 0, sc.iid("pl"))
    if (total, sum(req.values())) != (printed_total, printed_roll):
        out.append(f"onto another unit: cost {total}/{sum(req.values())}, not the printed {printed_total}/{printed_roll}")
    return out


def _check_set_rule(card: dict[str, Any], c: dict[str, Any]) -> list[str]:
    """Where a card may be set (P66, setrules.py): is the unit a character may go on offered as the text says?
    max_characters N: one character short of N set on this unit; set_also: a unit in a battle area;
    set_only (専用機のセット): a unit without 専用[this card's name] is refused, one with it offered."""
    from .play import hosts_for

    series = (card.get("gsign") or {}).get("series", "BH")
    chara, plain = _filler("blue", 2, [], series), _filler("blue", 1, [], series)
    name = card["name"]["ja"]
    exclusive = {**plain, "number": "BH-excl", "traits": [f"専用[{name}]"]}
    host_sel = c.get("host") if c["apply"] == "set_only" else None  # 「「特徴：A」を持つユニットにのみ…」 (family O3)
    traited = {**plain, "number": "BH-host", "traits": [str((host_sel or {}).get("trait", "BH"))]}

    def offered(own: dict[str, Any], setting: str, host: str) -> bool:
        own = {"gzone": [plain["number"]] * 4, "home": [plain["number"]] * 10, **own}
        data = {"name": f"behave {card['number']}", "cards": [card, chara, plain, exclusive, traited],
                "autopass": [False, True],
                "setup": {"turn": 3, "attacker": 0, "point": "deploy", "seed": 1,
                          "players": [own, {"home": [plain["number"]] * 10, "gzone": [plain["number"]] * 4}]}}
        sc = Scenario(data)
        return sc.iid(host) in hosts_for(sc.state, 0, sc.iid(setting))

    if c["apply"] == "max_characters":
        n = int(c["amount"])
        on = [{"card": chara["number"]}] * max(n - 1, 0)
        got = offered({"deploy": [{"card": card["number"], "id": "me", "set": on}],
                       "hand": [{"card": chara["number"], "id": "new"}]}, "new", "me")
        return [] if got == (n > 0) else [f"max {n} characters: a character {'was' if got else 'was not'} offered it"]
    me = {"hand": [{"card": card["number"], "id": "me"}]}
    if c["apply"] == "set_also":
        got = offered({**me, "battle": {"space": [{"card": plain["number"], "id": "u"}]}}, "me", "u")
        return [] if got else ["set also in a battle area: its unit not offered"]
    wrong = offered({**me, "deploy": [{"card": plain["number"], "id": "u"}]}, "me", "u")
    if host_sel is not None:
        right = offered({**me, "deploy": [{"card": "BH-host", "id": "u"}]}, "me", "u")
        return [] if right and not wrong else [f"set only on {host_sel}: offered {right} there, {wrong} elsewhere"]
    right = offered({**me, "deploy": [{"card": "BH-excl", "id": "u"}]}, "me", "u")
    return [] if right and not wrong else [f"set only on its 専用 unit: offered {right} there, {wrong} elsewhere"]


def _own_field_units(s: st.State) -> list[int]:
    """Seat 0's cards in its deploy area, then in the battle areas' squads (a squad's cards are not a place of their
    own: s.place(0, BATTLE) would read seat 1's home)."""
    return s.place(0, st.DEPLOY) + [i for area in (st.SPACE, st.EARTH) for i in s.squads[area * 2] if i >= 0]


def _destroy_to_save(sc: Scenario, me: int, steps: list[dict[str, Any]], targets: dict[str, Any]) -> None:
    """A text that saves a destroyed card (破壊を無効にする) needs one, its 廃棄 effect waiting (P39):
    this card when the text saves itself, else an own unit that is neither this card nor its host
    (so that the text's other parts, such as destroying this card, still can apply). A text saving
    itself by discarding another destroyed own unit (「破壊されている自軍ユニット1枚を廃棄する。その場合、このカードの
    破壊を無効にする」) gets one of those too, so it has a unit to discard besides itself."""
    from .stats import host_of

    s = sc.state
    saves_self = any(x["do"] == "negate_destruction" and x.get("target") == "self" for x in _flat(steps))
    if saves_self:
        chosen = [me] if s.zone[me] in (st.BATTLE, st.DEPLOY) else []
        if any(isinstance(sel, dict) and sel.get("destroyed") and sel.get("side") == "own" for sel in targets.values()):
            chosen += [i for i in _own_field_units(s)
                       if i not in (me, host_of(s, me)) and s.defs[i].type == "unit"][:1]
    else:
        chosen = [i for i in _own_field_units(s)
                  if i not in (me, host_of(s, me)) and s.defs[i].type == "unit"]
        if coins_lower_defence(steps):  # saved, then -1 coins: a sturdy one, not destroyed again at 0 (family K5)
            chosen.sort(key=lambda i: -(s.defs[i].stats or (0, 0, 0))[2])
        chosen = chosen[:1]
    if group_saved(steps):  # 「このセットグループの破壊を無効にする」: its unit destroyed, the set cards with it (P66)
        host = host_of(s, me)
        chosen = [host] + [c for c in range(len(s.defs)) if s.zone[c] == st.SET and host_of(s, c) == host]
    for iid in chosen:
        s.destroyed[iid] = True
        if s.zone[iid] != st.SET:
            s.destroyed_queue.append(iid)
    s.version += 1


def _override_checked(c: dict[str, Any]) -> bool:
    """Rule overrides of the card itself, without a condition, that _check_override reads."""
    if c.get("apply") == "hold_keyword" and "condition" not in c:
        return True  # family O: a special effect held at a turn start (rulechanges.py)
    if c.get("apply") == "status" and c.get("status") == "melee_power" and "condition" not in c:
        return True  # family O2: the cards it names have the status squad_power reads (battle.py)
    if c.get("target") != "self" or "condition" in c:
        return False
    if c.get("apply") == "g_as_colour":
        return True  # family O3: its roll cost paid by Gs of the other colour (cardo3rules.py)
    if c.get("apply") == "cardt9_pays_roll":
        return True  # family T9: its roll cost paid by Gs of another colour too (cardo3rules.py, R-541)
    if c.get("apply") == "refit_as_g":
        return True  # family O3: counted as a G by 改装 (cardo3rules.refit_gs)
    if c.get("apply") == "g_as_many":
        return True  # family O3: Gs of its 属性 pay as up to N for its roll cost (costs._doubles)
    if c.get("apply") in ("cost", "max_characters", "reduce_damage"):
        return True  # family O: its play cost (costs.py), no character set on it (rulechanges.py)
    return c.get("apply") in ("status", "pay_as_g") or (c.get("apply") == "redirect" and c.get("event") == "destroyed")


def _check_override(sc: Scenario, me: int, c: dict[str, Any]) -> list[str]:
    """What differs from a rule override of `me`: the status it has, the colour it pays as, where
    it goes when destroyed (the destruction then runs through the cut as in a game)."""
    from .overrides import stand_ins
    from .stats import has_status

    s = sc.state
    if c["apply"] in ("cost", "max_characters", "hold_keyword", "reduce_damage"):
        return _check_rule_change(sc, me, c)
    if c["apply"] == "g_as_colour":
        from .cardo3rules import check_g_as_colour

        return check_g_as_colour(s, me, c)
    if c["apply"] == "cardt9_pays_roll":  # family T9 (R-541): as g_as_colour to each roll colour of the card
        from .cardo3rules import check_g_as_colour

        return [x for colour, _n in s.defs[me].roll_cost if colour != c["from"]
                for x in check_g_as_colour(s, me, {"from": c["from"], "colour": colour})]
    if c["apply"] == "refit_as_g":
        from .cardo3rules import check_refit_as_g

        return check_refit_as_g(s, me, c)
    if c["apply"] == "g_as_many":
        from .cardo3rules import check_g_as_many

        return check_g_as_many(s, me, c)
    if c["apply"] == "status" and c["target"] != "self":  # family O2: every card the text names has it
        from .targets import candidates

        named = candidates(s, c["target"], s.ctrl[me], me, by_effect=False)
        if not named:
            return [f"status {c['status']}: no card it names on the board"]
        return [f"status {c['status']}: not had by {i}" for i in named if not has_status(s, i, c["status"])]
    if c["apply"] == "status":
        return [] if has_status(s, me, c["status"]) else [f"status {c['status']}: not had"]
    if c["apply"] == "pay_as_g" and "for" in c:  # family O8: for some payments only (cardo8rules.py, R-441)
        from .cardo8rules import check_pay_for

        return check_pay_for(s, me, c)
    if c["apply"] == "pay_as_g":
        got = stand_ins(s, s.ctrl[me]).get(me)
        return [] if got == c["colour"] else [f"pays as a G of {got}, not {c['colour']}"]
    from .effects import destroy

    destroy(s, me)
    for _ in range(40):
        d = sc.game.decision(s, labels=False)
        if d is None or d.kind != "priority" or s.zone[me] != st.BATTLE:
            break
        sc.game.apply(s, d.player, "pass")
    want = {"hangar": st.HANGAR, "hand": st.HAND, "gzone": st.GZONE}[c["to"]]
    return [] if s.zone[me] == want else [f"destroyed: went to zone {s.zone[me]}, not {c['to']}"]


def _check_rule_change(sc: Scenario, me: int, c: dict[str, Any]) -> list[str]:
    """Family O: the play cost the rules ask of `me` (P55), whether a character may be set on it
    (P66), whether its side's PS装甲 is held at the enemy's turn start (P76)."""
    from .costs import card_cost
    from .rulechanges import keyword_held, refuses_character
    from .targets import value

    s = sc.state
    if c["apply"] == "reduce_damage":
        from .reductions import normal_damage_cut

        got = normal_damage_cut(s, me)
        return [] if got == c["amount"] else [f"normal damage lowered by {got}, not {c['amount']}"]
    if c["apply"] == "max_characters":
        return [] if refuses_character(s, me) else ["a character may still be set on it"]
    if c["apply"] == "hold_keyword":
        return [] if keyword_held(s, me, c["keyword"], 1 - s.ctrl[me]) else [f"{c['keyword']} not held"]
    d = s.defs[me]
    total, roll = card_cost(s, me, s.ctrl[me])
    want_total = max(d.total_cost + value(s, c["total"], me, s.ctrl[me]), 0)
    out = [] if total == want_total else [f"total cost {total}, printed {d.total_cost} changed to {want_total}"]
    if "roll" in c:
        want_roll = max(d.roll_total + value(s, c["roll"], me, s.ctrl[me]), 0) if d.roll_cost else 0
        if sum(v for k, v in roll.items() if ":" not in k) != want_roll:
            out.append(f"roll cost {sum(roll.values())}, want {want_roll}")
    return out


def _seed_play(sc: Scenario) -> None:
    """The enemy's play waiting in the cut, as if declared just before (P46): what 無効 acts on."""
    from .effects import new_entry

    s = sc.state
    iid = sc.iid("foeplay")
    s.place(1, st.HAND).remove(iid)
    s.set_zone(iid, st.CUT)
    s.zseat[iid] = 1
    s.cut.append(new_entry(s, "card", 1, iid))
    s.priority = 0  # a play declared: the other player may answer it (family R4: an enemy turn's 無効 command)
    s.version += 1


def _flat(steps: list[dict[str, Any]]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for s in steps:
        out.append(s)
        if "steps" in s:
            out += _flat(s["steps"])
        for o in s.get("options", ()):  # choose_one's steps (family O3: 「その場合、A、またはB」)
            out += _flat(o["steps"])
    return out


def _check_keywords(card: dict[str, Any]) -> Verdict:
    """A card with special effects only: on the field it has each of them (P74-P76)."""
    data, label = _board(card, -1)
    sc = Scenario(data)
    has = set(keywords(sc.state, sc.iid(label)))
    want = {k if isinstance(k, str) else next(iter(x for x in k if x not in KEYWORD_OPTIONS)) for k in card["keywords"]}
    missing = want - has
    diff = [f"missing {sorted(missing)}"] if missing else []
    diff += _keyword_options_differ(sc, sc.iid(label), card["keywords"])
    return Verdict(str(card["number"]), "failed" if diff else "behaved", "; ".join(diff))


def _keyword_options_differ(sc: Scenario, me: int, entries: list[Any]) -> list[str]:
    """A special effect's printed timing and 毎 are those of the text the card offers, and one in 〈 〉
    is still offered once the card is a G (P75, P76; kwopts.py)."""
    from .effects import make_g
    from .stats import activated_abilities

    s = sc.state
    out: list[str] = []
    opts = [(next(x for x in k if x not in KEYWORD_OPTIONS), k) for k in entries if isinstance(k, dict)]
    texts = {a.keyword: a for a in activated_abilities(s, me) if a.keyword}
    for name, k in opts:
        a = texts.get(name)
        if a is None:
            if name in TEXT_KEYWORDS:
                out.append(f"{name}: no text offered")
            continue
        if "timing" in k and (a.when, a.side) != (k["timing"]["when"], k["timing"]["side"]):
            out.append(f"{name}: timing {a.when}/{a.side}, printed {k['timing']}")
        if a.repeatable != bool(k.get("repeatable")):
            out.append(f"{name}: 毎 {a.repeatable}, printed {bool(k.get('repeatable'))}")
    if any(k.get("as_g") for _n, k in opts):
        make_g(s, me, 0)
        as_g = {a.keyword for a in activated_abilities(s, me) if a.keyword}
        out += [f"{n}: not offered as a G" for n, k in opts if k.get("as_g") and n not in as_g]
        out += [f"{n}: offered as a G" for n, k in opts if not k.get("as_g") and n in as_g]
    return out


def _check_graphic(card: dict[str, Any]) -> Verdict:
    """A graphic without texts plays only as a G (P29): from the hand in the own deploy phase, into
    the G zone rerolled, still a graphic (its levels and texts kept)."""
    data, label = _board(card, -1)
    data["setup"]["g_played"] = False
    own = data["setup"]["players"][0]
    me_spec = own["deploy"].pop()  # _board puts a card without a battle place in the deploy area
    own["hand"] = [me_spec, *own["hand"]]
    sc = Scenario(data)
    me = sc.iid(label)
    s = sc.state
    if s.zone[me] != st.HAND or f"g:{me}" not in sc.game.legal_tokens(s):
        return Verdict(str(card["number"]), "failed", "not playable as a G from the hand")
    g = sc.game
    g.apply(s, 0, f"g:{me}")
    for _ in range(20):  # the play resolves once both players pass (P21, P48)
        d = g.decision(s, labels=False)
        if d is None or not (s.cut or s.cut_resolving):
            break
        g.apply(s, d.player, "pass" if d.kind == "priority" else _choice(g.legal_tokens(s)))
    ok = s.zone[me] == st.GZONE and not s.rolled[me] and s.defs[me].type == "graphic"
    return Verdict(str(card["number"]), "behaved" if ok else "failed", "" if ok else "not a rerolled G after its play")


def builtin_cards() -> list[dict[str, Any]]:
    """The built-in pool's cards as written in engine/data/nexa (graphics have no text to play)."""
    from importlib import resources

    import yaml

    root = resources.files("engine") / "data" / "nexa"
    out: list[dict[str, Any]] = []
    for entry in sorted(root.iterdir(), key=lambda p: p.name):
        if entry.name.endswith((".yaml", ".yml")):
            doc = yaml.safe_load(entry.read_text(encoding="utf-8")) or {}
            out += [c for c in doc.get("cards", []) if c.get("type") != "graphic"]
    return out


def behave(cards: list[dict[str, Any]], sample: int = 100, seed: int = 1) -> BehaveReport:
    """Check `sample` cards drawn at random (fixed seed) from `cards` (FULL cards' data)."""
    rng = random.Random(seed)
    picked = rng.sample(cards, min(sample, len(cards)))
    rep = BehaveReport(sample=len(picked))
    for card in picked:
        rep.verdicts.append(check_card(card))
    return rep


__all__ = ["BehaveReport", "Verdict", "behave", "builtin_cards", "check_card"]
