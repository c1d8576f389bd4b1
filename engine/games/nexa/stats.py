"""What a card is right now: type, 戦闘力, special effects, statuses and texts, after every
continuous effect (P42, P57 相反する効果, P65, P67 coins, P75 set cards lending keywords)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Final

from .cardk8kw import KW_TARGET, LOSE_STAT_MODS, retarget, stat_mods_lost
from .cards import Ability, CardDef
from .keywords import GUARD_INDEX, TEXT_KEYWORDS, guard_ability, keyword_abilities
from .kwvalues import raised
from .schema import keyword_cost, parse_keyword
from .state import BATTLE, FIELD_ZONES, GZONE, SET, State

LENT_KEYWORDS: Final = ("high_mobility", "first_strike", "assault")  # P75: set cards lend these
_TEXT_KINDS: Final = frozenset((
    "keyword",
    "lose_keyword",
    "lose_text",  # family T6: a 常駐 text takes all texts (static_lost)
    "lose_other_texts",  # family T6: 「特殊効果以外の全てのテキスト」 for this turn (static_lost)
))  # continuous applications that give or take them


def ctype(s: State, iid: int) -> str:
    """The card type now: a card played as G is only a G (P21)."""
    if s.is_g[iid] and s.zone[iid] == GZONE:
        return "g"
    if s.grants and s.zone[iid] == SET and _under_grant(s, iid, "blank"):
        return "set"  # a set card without a description has no card type (family C3, blankset.py; R-152)
    return s.defs[iid].type


def is_unit(s: State, iid: int) -> bool:
    """Units and ACE (P28: ACE is also a unit with a character set)."""
    if s.is_g[iid] and s.zone[iid] == GZONE:
        return False
    t = ctype(s, iid)
    return t == "unit" or t == "ace"


def host_of(s: State, iid: int) -> int:
    while s.zone[iid] == SET and s.set_to[iid] >= 0:
        iid = s.set_to[iid]
    return iid


def _under_grant(s: State, iid: int, kind: str) -> bool:
    """Is this instance of the card under a grant of `kind` now (worked out once per state version)?"""
    if not s.grants:
        return False
    c = cached(s)
    under: frozenset[int] | None = c.get(kind)
    if under is None:
        stamp = s.stamp
        under = c[kind] = frozenset(g[0] for g in s.grants if g[2] == kind and g[1] == stamp[g[0]])
    return iid in under


LOSE_ONE: Final = "cardt8_lose_ability"  # family T8: a grant taking one printed text, by its index (cardt8steps.py)


def one_lost(s: State, iid: int) -> frozenset[int]:
    """The indexes of the card's printed texts an effect took one by one (family T8, verb cardt8_lose_one; R-460)."""
    if not _under_grant(s, iid, LOSE_ONE):
        return _NO_CARDS
    st = s.stamp[iid]
    return frozenset(g[3] for g in s.grants if g[0] == iid and g[1] == st and g[2] == LOSE_ONE)


def one_lost_text(s: State, iid: int, index: int) -> Ability | None:
    """The printed text `index` of the card (a printed special effect's text too) when an effect took that one text
    (family T8): an effect it already put in the cut still resolves as that text says (P76 tells a text and 「その
    未解決の効果」 apart; R-460)."""
    if not s.grants or index not in one_lost(s, iid):
        return None
    d = s.defs[iid]
    for a in d.abilities:
        if a.index == index:
            return a
    for k, arg in d.keywords:
        for a in keyword_abilities(k, arg, d.keyword_cost(k), d.keyword_opts(k)):
            if a.index == index:
                return a
    return None


def _text_lost(s: State, iid: int) -> bool:
    """Has the card lost its texts (an effect on this instance of it, P72)? A set card without a description
    has none (family C3, blankset.py; R-152). Or a 常駐 text in force takes them (family T6, static_lost)."""
    if _under_grant(s, iid, "lose_text") or _under_grant(s, iid, "blank") or _under_grant(s, iid, "lose_other_texts"):
        return True
    return (bool(game_cards(s).text_takers) or bool(s.floating)) and iid in static_lost(s)


def _kw_lost(s: State, iid: int) -> bool:
    """Has the card lost its special effects with its texts? Not when only 「特殊効果以外の全てのテキスト」 went
    (grant or "this turn" effect lose_other_texts, family T6, R-411)."""
    if _under_grant(s, iid, "lose_text") or _under_grant(s, iid, "blank"):
        return True
    return (bool(game_cards(s).text_takers) or bool(s.floating)) and iid in static_lost(s, True)


_LOST_BUILDING: Final = [False]


_LOSE_KINDS: Final = frozenset(("lose_text", "lose_other_texts"))


def static_lost(s: State, full: bool = False) -> frozenset[int]:
    """The cards a 常駐 「…が持つ全てのテキストを無効にする」 in force takes all texts from (family T6, R-410), per
    state version. The applications are read in the order they began (P68); one whose card has lost its texts
    (by an effect, or by an earlier one of these) applies no more, so two such cards never loop. Their targets
    and conditions are read without these applications (what was worked out meanwhile is not kept).
    "This turn" effects taking texts from every card that fits (floating lose_text, lose_other_texts) come first.
    `full`: only the cards that lost their special effects too (not only 「特殊効果以外の全てのテキスト」, R-411)."""
    if not game_cards(s).text_takers and not s.floating:
        return _NO_CARDS
    c = cached(s)
    key = "static_lost_full" if full else "static_lost"
    hit: frozenset[int] | None = c.get(key)
    if hit is not None:
        return hit
    if _LOST_BUILDING[0]:
        return _NO_CARDS
    takers = [i for i in game_cards(s).text_takers if s.zone[i] in FIELD_ZONES and not plain_g(s, i)]
    floating = [f for f in s.floating if f[3] in _LOSE_KINDS]
    if not takers and not floating:
        hit = c["static_lost"] = c["static_lost_full"] = _NO_CARDS
        return hit
    _LOST_BUILDING[0] = True
    before = set(c)
    static_before = s.static_cache
    try:
        from .conditions import holds
        from .targets import candidates

        lost: set[int] = set()
        other: set[int] = set()  # 「特殊効果以外の…」: their special effects stay
        for f in floating:
            (lost if f[3] == "lose_text" else other).update(candidates(s, f[0], f[1], f[2], by_effect=False))
        takers.sort(key=lambda i: (s.entered[i], i))
        for src in takers:
            if src in lost or src in other or _under_grant(s, src, "lose_text") or _under_grant(s, src, "blank") \
                    or _under_grant(s, src, "lose_other_texts"):
                continue
            seat = s.ctrl[src] if s.ctrl[src] >= 0 else s.owner[src]
            for a in s.defs[src].abilities:
                for app in a.continuous if a.kind == "static" else ():
                    if app.get("apply") != "lose_text":
                        continue
                    cond = app.get("condition")
                    if cond is None or holds(s, cond, src, seat):
                        lost.update(candidates(s, app["target"], seat, src, by_effect=False))
    finally:
        _LOST_BUILDING[0] = False
    for k in set(c) - before:  # worked out without these applications: not kept
        del c[k]
    s.static_cache = static_before
    c["static_lost_full"] = frozenset(lost) if lost else _NO_CARDS
    c["static_lost"] = frozenset(lost | other) if other else c["static_lost_full"]
    hit = c[key]
    return hit


def mods_lost(s: State, iid: int) -> bool:
    """Has the card lost all its 戦闘修正 this turn (verb lose_mods, cardt2steps.py; P57, ruling R-111)?"""
    return _under_grant(s, iid, "lose_mods")


def gained_trait(s: State, iid: int, trait: str) -> bool:
    """Does a 常駐 text in force give the card this trait (「…は「特徴：A」を得る」; not 本来の記述, P65)?
    Or an effect until the turn ends (verb grant_trait, family K3)."""
    if s.grants and any(g[0] == iid and g[2] == "trait" and g[3] == trait and g[1] == s.stamp[iid] for g in s.grants):
        return True
    if "trait" not in applied_kinds(s):
        return False
    te = continuous_table(s).get(iid)
    return te is not None and trait in te.traits


def static_sources(s: State) -> list[tuple[int, dict[str, Any]]]:
    """Continuous applications in force: (source card, application), in the order they began (P68)."""
    version, cached = s.static_cache
    if version == s.version:
        return cached
    out: list[tuple[int, dict[str, Any]]] = []
    for iid in _static_iids(s):
        d = s.defs[iid]
        if s.zone[iid] not in FIELD_ZONES:
            continue
        as_g = s.is_g[iid] and d.type != "graphic"  # a G has only its 〈 〉 texts (P21, P76)
        if as_g and not d.angle:
            continue
        for a in d.abilities:
            if as_g and a.protected != "angle":
                continue
            if a.kind == "static" and (a.protected or not _text_lost(s, iid)) \
                    and not (s.grants and a.index in one_lost(s, iid)):  # family T8: that text taken (R-460)
                for c in a.continuous:
                    out.append((iid, c))
    for g in s.grants:  # static texts a card gained (クロスウェポン, copies, P75) act from it
        if g[2] == "copy_text" and g[1] == s.stamp[g[0]] and s.zone[g[0]] in FIELD_ZONES:
            src = _def_by_number(s, g[3][0])
            lent = src.abilities[g[3][1]] if src is not None and 0 <= g[3][1] < len(src.abilities) else None
            if lent is not None and lent.kind == "static" and not _text_lost(s, g[0]):
                out.extend((g[0], c) for c in lent.continuous)
    out.sort(key=lambda t: (s.entered[t[0]], t[0]))
    s.static_cache = (s.version, out)
    return out


_MENTIONS: Final[dict[tuple[int, str], tuple[CardDef, bool]]] = {}
JUNK_GLOBAL: Final = frozenset((  # global events a junkyard text may hear (cardo5junk.py, family O5)
    "own_turn_end",
    "own_turn_start",  # 「自軍ターン開始時に、このカードがジャンクヤードにある場合」 (family K9)
))


def junk_heard(a: Ability) -> bool:
    """A triggered text heard while its card lies in the own junkyard (family Z4, junkz4.py)?"""
    return a.condition is not None and a.condition.get("self_in") == "junkyard" and (
        a.of is not None or a.on in JUNK_GLOBAL)  # 「自軍ターン終了時に、このカードが自軍ジャンクヤードにある場合」 (O5)


def mentions(d: CardDef, word: str, conditions: bool = False) -> bool:
    """Does a text of the card (or only its condition) name `word` (a key of its effect language)?
    Read once per card definition, which games share: a game asks it of its card list at its start,
    and the texts' printed form is long to make."""
    key = (id(d), word + ("?" if conditions else ""))
    hit = _MENTIONS.get(key)
    if hit is None or hit[0] is not d:  # the entry keeps `d` alive: its id is never reused meanwhile
        if len(_MENTIONS) > 8192:
            _MENTIONS.clear()
        printed = _printed(d)
        hit = _MENTIONS[key] = (d, word in printed[1 if conditions else 0])
    return hit[1]


_PRINTED: Final[dict[int, tuple[CardDef, tuple[str, str]]]] = {}


def _printed(d: CardDef) -> tuple[str, str]:
    """The printed form of every text of the card, and of every text's condition: one each per card
    definition, however many words `mentions` looks for in them."""
    hit = _PRINTED.get(id(d))
    if hit is None or hit[0] is not d:
        if len(_PRINTED) > 4096:
            _PRINTED.clear()
        texts = "\n".join(repr(a) for a in d.abilities)
        conditions = "\n".join(repr(a.condition) for a in d.abilities if a.condition)
        hit = _PRINTED[id(d)] = (d, (texts, conditions))
    return hit[1]


_OFF_FIELD: Final = frozenset(("hand", "hangar"))


def names_off_field(target: Any) -> bool:
    """Does the selector name cards of a hand or hangar only (family Z4)?"""
    zone = target.get("zone") if isinstance(target, dict) else None
    zones = [zone] if isinstance(zone, str) else zone
    return isinstance(zones, list) and bool(zones) and set(zones) <= _OFF_FIELD


def gives_quick_off_field(app: dict[str, Any]) -> bool:
    """Does this continuous application give クイック to cards of a hand or hangar (heldz4.py)?"""
    return app.get("apply") == "keyword" and app.get("keyword") == "quick" and names_off_field(app.get("target"))


# 「このカードは、（自軍｜敵軍）効果で（ロール｜リロール）した場合」 (family Z9, rollz9.py)
BY_EFFECT_EVENTS: Final = frozenset(("cardz9_rolled_by_own", "cardz9_rolled_by_enemy", "cardz9_rerolled_by_own",
                                     "cardz9_rerolled_by_enemy"))


class _GameCards:
    """What the rules ask of a game's card list as a whole, worked out once per list."""

    __slots__ = ("defs", "count", "static", "constant", "reads_phase", "lowers_defence", "may_act",
                 "low_defence", "play_timing", "asks_dealt", "constant_apps",
                 "asks_damage_kind", "hears_rerolled", "text_givers", "acts",
                 "asks_gain_mod",  # family B4 (battleb4.py)
                 "asks_must_sortie",  # family B5 (battleb5.forced_drafted)
                 "junk_heard",  # family Z4 (junkz4.py)
                 "quick_off_field",  # family Z4 (heldz4.py)
                 "junk_watched",  # family Z5 (junkz5.py)
                 "text_takers",  # family T6 (static_lost)
                 "junk_play",  # family Z8 (play.py: 「…自軍ハンガーにあるかのように、プレイできる」)
                 "hears_by_effect",  # family Z9 (rollz9.py: 「このカードは、敵軍効果でロールした場合」)
                 "asks_cause",  # family G8 (cardg8cause.py)
                 "watches_play",  # family G8 (cardg8cause.played)
                 "area_bans",  # family K8 (cardk8rules.py)
                 )

    def __init__(self, defs: list[CardDef]) -> None:
        self.defs = defs  # kept alive, so the id it is filed under is never reused meanwhile
        self.count = len(defs)
        self.static = [i for i, d in enumerate(defs) if any(a.kind == "static" for a in d.abilities)]
        # can the card have an activated text by itself: printed, the guard system, or one that a
        # printed special effect stands for? Others only through coins, grants or 常駐 effects.
        self.may_act = [bool(d.activated or d.guard_level or d.keyword_names & TEXT_KEYWORDS) for d in defs]
        self.play_timing = [play_timing(d) for d in defs]
        self.acts: list[tuple[_Pairs, _Pairs] | None] | None = None  # unaided_texts
        # a card whose printed defence is 0 or less: the destruction check must look at it (P39)
        self.low_defence = any(d.type in ("unit", "ace") and (d.stats or (0, 0, 0))[2] <= 0 for d in defs)
        self.constant = [i for i, d in enumerate(defs) if any(a.kind == "constant" for a in d.abilities)]
        self.constant_apps = [(i, c) for i in self.constant for a in defs[i].abilities if a.kind == "constant"
                              for c in a.continuous]
        continuous = [a for i in self.static + self.constant for a in defs[i].abilities
                      if a.kind in ("static", "constant")]
        # the instances whose 常駐 texts can give or take special effects, and so texts (texts_aided:
        # only one on the field can give one now)
        self.text_givers = [i for i in self.static if any(c.get("apply") in _TEXT_KINDS for a in defs[i].abilities
                                                          if a.kind == "static" for c in a.continuous)]
        # the instances whose 常駐 texts take all texts (static_lost, family T6)
        self.text_takers = [i for i in self.text_givers if any(c.get("apply") == "lose_text" for a in defs[i].abilities
                                                               if a.kind == "static" for c in a.continuous)]
        # can a 常駐 text give クイック to cards of a hand or hangar (heldz4.quick_held, family Z4)? Every
        # priority check asks, and most card lists have no such text
        self.quick_off_field = any(gives_quick_off_field(c) for i in self.static for a in defs[i].abilities
                                   if a.kind == "static" for c in a.continuous)
        # the instances a 恒常 text lets be played from the own junkyard as from the hangar (family Z8, R-483): every
        # priority check asks, and most card lists have none
        self.junk_play = tuple(i for i in self.constant if any(c.get("apply") == "cardz8_play_from_junk"
                                                               for a in defs[i].abilities if a.kind == "constant"
                                                               for c in a.continuous))
        # does a card ask 「…戦闘ダメージを与えている」 (ownstates.asks_dealt: only then is it recorded)?
        distinct = {id(d): d for d in defs}.values()
        self.asks_dealt = any(mentions(d, "self_dealt", conditions=True) for d in distinct)
        self.asks_dealt = self.asks_dealt or any(mentions(d, "side_dealt_unit", conditions=True) for d in distinct)  # B5
        # does a card ask 「戦闘ダメージ（通常ダメージ）を受けている」 or how a unit was destroyed (battlestates.py)?
        self.asks_damage_kind = any(mentions(d, "'damaged_by'") or mentions(d, "destroyed_by'") for d in distinct)
        # does a card ask whose effect dealt damage or destroyed (「自軍効果以外で…」, cardg8cause.py, family G8)?
        self.asks_cause = any(mentions(d, "cardg8_") for d in distinct)
        # does a card hear a card being played (「…がプレイされた場合」, cardg8cause.played)?
        self.watches_play = any(a.on == "card_cardg8_played" for d in distinct for a in d.abilities)
        # does a card ask 「「ゲイン」の効果で戦闘修正を得ている」 (battleb4.py: only then is it recorded)?
        self.asks_gain_mod = any(mentions(d, "'gain_mod'") for d in distinct)
        # does a card force a sortie (「可能な限り出撃する」, battleb5.forced_drafted; only then is a sortie checked)?
        self.asks_must_sortie = any(mentions(d, "'must_sortie'") for d in distinct)
        # does a card hear 「このカードがリロールした場合」 (rerolltrig.py)?
        self.hears_rerolled = any(a.on == "rerolled" for d in distinct for a in d.abilities)
        # does a card hear an effect of a side roll or reroll it (「…敵軍効果でロールした場合」, rollz9.py, family Z9)?
        self.hears_by_effect = any(a.on in BY_EFFECT_EVENTS or any(e in BY_EFFECT_EVENTS for e in a.also_on)
                                   for d in distinct for a in d.abilities)
        # the cards with a text heard from the own junkyard (「このカードが自軍ジャンクヤードにある状態で…」, junkz4.py)
        self.junk_heard = tuple(i for i, d in enumerate(defs) if any(junk_heard(a) for a in d.triggered))
        # does a card hear a card arrive in a junkyard (「自軍ジャンクヤードに…が移動した場合」, junkz5.py, family Z5)?
        self.junk_watched = any(a.on in ("card_to_junkyard", "card_to_junkyard_from_play") for d in distinct
                                for a in d.triggered)
        # does a 常駐 text ban sorties into its battle area (「…このカードがいる戦闘エリアに…出撃させる事ができない」, cardk8rules.py)?
        self.area_bans = any(c.get("apply") == "area_ban" for a in continuous for c in a.continuous)
        # can a continuous effect read the phase (P57)?
        self.reads_phase = any(a.reads_phase for a in continuous)
        # can a set character or a continuous effect lower a defence (P65, P76)?
        self.lowers_defence = (
            any(d.type == "character" and (d.stats or (0, 0, 0))[2] < 0 for d in defs)
            or any(c.get("apply") == "modify" and not (isinstance(c["stats"][2], int) and c["stats"][2] >= 0)
                   for a in continuous for c in a.continuous))


# When a card may be played from the hand or hangar (P20, P28, P44, P59: play._card_timing_ok),
# which only its type, クイック and the timing icon of a command decide
PLAY_NEVER: Final = 0
PLAY_DEPLOY: Final = 1
PLAY_DEPLOY_QUICK: Final = 2
PLAY_ACE: Final = 3
PLAY_ACE_QUICK: Final = 4
PLAY_COMMAND: Final = 5
PLAY_ANY: Final = 6


def play_timing(d: CardDef) -> int:
    t = d.type
    quick = d.has_keyword("quick")
    if t == "graphic":
        return PLAY_NEVER
    if t in ("unit", "character", "operation"):
        return PLAY_DEPLOY_QUICK if quick else PLAY_DEPLOY
    if t == "ace":
        return PLAY_ACE_QUICK if quick else PLAY_ACE
    if t == "command":
        return PLAY_COMMAND if d.play_ability is not None else PLAY_NEVER
    return PLAY_ANY


_GAME_CARDS: Final[dict[int, _GameCards]] = {}


def game_cards(s: State) -> _GameCards:
    """The game's card list read as a whole. Cards never gain static or constant texts, so the
    instances that have them are known from the list. Keyed by the identity of the list, which
    the entry keeps alive, so a recycled id can never hit a stale entry."""
    kept: _GameCards | None = s.gcards
    if kept is not None and kept.defs is s.defs and kept.count == len(s.defs):
        return kept
    hit = _GAME_CARDS.get(id(s.defs))
    if hit is None or hit.defs is not s.defs or hit.count != len(s.defs):
        if len(_GAME_CARDS) > 256:
            _GAME_CARDS.clear()
        hit = _GAME_CARDS[id(s.defs)] = _GameCards(s.defs)
    s.gcards = hit
    return hit


def _static_iids(s: State, kind: str = "static") -> list[int]:
    """Instances whose card has static (or constant) texts."""
    cards = game_cards(s)
    return cards.static if kind == "static" else cards.constant


def point_dependent(s: State) -> bool:
    """Can a continuous effect (常駐 or 恒常) of this game read the point of the turn (a condition
    on the phase, P57)? Only then must a change of point drop the values cached for the state
    version; everything else derived there depends on the board alone (priority tokens key on
    the point themselves). Asked of the game's cards, not of those in force: safe and cheap.
    """
    return game_cards(s).reads_phase


def constant_sources(s: State) -> list[tuple[int, dict[str, Any]]]:
    """恒常 applications: in force wherever the card is (P68), so a function of the card list, read
    once (game_cards). The list is shared: read it, never change it."""
    return game_cards(s).constant_apps


def cost_sources(s: State) -> list[tuple[int, dict[str, Any]]]:
    """The applications in force that change costs (恒常 first, then 常駐 in the order they began):
    every card's cost asks for them at every state version, and most boards have none."""
    c = cached(s)
    hit: list[tuple[int, dict[str, Any]]] | None = c.get("cost_sources")
    if hit is None:
        hit = c["cost_sources"] = [(src, a) for src, a in constant_sources(s) if a["apply"] == "cost"] + [
            (src, a) for src, a in static_sources(s) if a["apply"] == "cost"] + [
            (f[2], f[4]) for f in s.floating if f[3] == "cost"]  # for the turn (cardv5steps.cost_this_turn, R-283)
    return hit


_BUILDING: Final[list[bool]] = [False]


def table_building() -> bool:
    """Is the continuous table being built? What is read meanwhile sees no continuous effects."""
    return _BUILDING[0]


def grant_kinds(s: State) -> frozenset[str]:
    """The kinds of the grants in force (a grant is (card, stamp, kind, value, until)), kept for the state
    version: a card's values ask whether a kind is there before reading the grants one by one."""
    c = cached(s)
    hit: frozenset[str] | None = c.get("grant_kinds")
    if hit is None:
        hit = c["grant_kinds"] = frozenset(g[2] for g in s.grants)
    return hit


def cached(s: State) -> dict[Any, Any]:
    """Derived values valid for the current state version; every mutation bumps the version."""
    if s.cache_version != s.version:
        s.cache = {}
        s.cache_version = s.version
    return s.cache


def applied_kinds(s: State) -> frozenset[str]:
    """What the continuous applications in force do (modify, keyword, status, ...).

    A kind no application has leaves that part of every table entry empty, so a question about
    it needs no table: most boards have few 常駐 texts, and building the table is the costly part.
    """
    c = cached(s)
    kinds: frozenset[str] | None = c.get("applied_kinds")
    if kinds is None:
        kinds = c["applied_kinds"] = frozenset(
            [app["apply"] for _source, app in static_sources(s)] + [f[3] for f in s.floating])
    return kinds


class _Entry:
    __slots__ = ("mod", "kw", "lose", "status", "terrain", "traits", "plus",
                 "vals",  # family G5
                 )

    def __init__(self) -> None:
        self.mod = [0, 0, 0]
        self.kw: set[str] = set()
        self.lose: set[str] = set()
        self.status: set[str] = set()
        self.terrain: set[str] = set()
        self.traits: set[str] = set()  # traits a 常駐 text gives (「…は「特徴：A」を得る」, issue 14 family T)
        self.plus: list[tuple[str, int]] = []  # 「…は「サイコミュ」+2を得る」 (kwvalues.py, family V3)
        # 「…場合、「〔黒1〕：共有［A］」を得る」: (special effect, value, printed cost) (keyword_value, family G5)
        self.vals: list[tuple[str, Any, Any]] = []


_EMPTY: Final = _Entry()


def continuous_table(s: State) -> dict[int, _Entry]:
    """Every 常駐 application and "this turn" effect, evaluated once per state version (P57, P68)."""
    c = cached(s)
    table = c.get("table")
    if table is not None:
        return table  # type: ignore[no-any-return]
    if _BUILDING[0]:
        return {}
    _BUILDING[0] = True
    try:
        from .conditions import holds
        from .targets import candidates, value

        table = {}
        for source, app in static_sources(s):
            seat = s.ctrl[source] if s.ctrl[source] >= 0 else s.owner[source]
            cond = app.get("condition")
            if cond is not None and not holds(s, cond, source, seat):
                continue
            target = app.get("target", "self")
            if target == "self":
                # a set card's "this card" texts act through its set group (P66)
                cards = [host_of(s, source)] if s.zone[source] == SET else [source]
            else:
                cards = candidates(s, target, seat, source, by_effect=False)
            if app["apply"] == "modify" and not all(isinstance(v, int) for v in app["stats"]):
                # 「+X」 with Xの値は… (P65): the value as it stands now
                app = {**app, "stats": [value(s, v, source, seat) for v in app["stats"]]}
            if app["apply"] == "keyword_plus":  # 「「サイコミュ」+X」: the value as it stands now (P65)
                app = {**app, "amount": value(s, app["amount"], source, seat)}
            for iid in cards:
                _add(table, iid, app["apply"], app)
        for f in s.floating:
            for iid in candidates(s, f[0], f[1], f[2], by_effect=False):
                _add(table, iid, f[3], {"stats": f[4], "keyword": f[4], "status": f[4], "add": f[4]})
        c["table"] = table
        return table
    finally:
        _BUILDING[0] = False


def _add(table: dict[int, _Entry], iid: int, kind: str, app: dict[str, Any]) -> None:
    e = table.get(iid)
    if e is None:
        e = table[iid] = _Entry()
    if kind == "modify":
        a, b, c = app["stats"]
        e.mod[0] += a
        e.mod[1] += b
        e.mod[2] += c
    elif kind == "keyword":
        e.kw.add(app["keyword"])
    elif kind == "lose_keyword":
        e.lose.add(app["keyword"])
    elif kind == "status":
        e.status.add(app["status"])
    elif kind == "terrain":
        e.terrain.update(app["add"])
    elif kind == "trait":
        e.traits.add(app["trait"])
    elif kind == "keyword_plus":
        e.plus.append((app["keyword"], app["amount"]))
    elif kind == "keyword_value":  # family G5: the special effect, its value and its printed cost
        for kw in app["keywords"]:
            name, arg = parse_keyword(kw)
            e.kw.add(name)
            e.vals.append((name, arg, keyword_cost(kw)))


def char_mods(s: State, iid: int) -> tuple[int, int, int]:
    """A set character's 戦闘修正 including effects on it."""
    d = s.defs[iid]
    m, sh, df = d.stats or (0, 0, 0)
    if s.zone[iid] in FIELD_ZONES and mods_lost(s, iid):  # its printed 戦闘修正 is one too (P52; R-111)
        return 0, 0, 0
    st = s.stamp[iid]
    for mod in s.mods:
        if mod[0] == iid and mod[1] == st:
            m += mod[2]
            sh += mod[3]
            df += mod[4]
    return m, sh, df


def stats(s: State, iid: int, use_base: bool = False) -> tuple[int, int, int]:
    """Current melee/shooting/defence; never below 0 (P65)."""
    if use_base:
        base = s.defs[iid].stats
        return base if base is not None else (0, 0, 0)
    c = cached(s)
    key = ("st", iid)
    v = c.get(key)
    if v is None:
        v = c[key] = _stats(s, iid)
    return v


def _stats(s: State, iid: int, use_base: bool = False, unfixed: bool = False) -> tuple[int, int, int]:
    d = s.defs[iid]
    base = d.stats or (0, 0, 0)
    m, sh, df = base
    if use_base:
        return m, sh, df
    if s.zone[iid] not in FIELD_ZONES or mods_lost(s, iid):  # 「このターン全ての戦闘修正を失う」
        return m, sh, df
    keep_char = _under_grant(s, iid, "lose_mods_but_char")  # 「キャラの戦闘修正以外の全ての…を失う」
    if not unfixed and s.grants and "fixed_stats" in grant_kinds(s):  # 「…に固定する」 (battlestates.py, R-164)
        from .battlestates import fixed_stats

        fixed = fixed_stats(s, iid)
        if fixed is not None:
            if None in fixed:  # 「戦闘力1つを…1に固定する」: one value fixed, the others as they are (family B4, R-236)
                now = _stats(s, iid, unfixed=True)
                return (now[0] if fixed[0] is None else fixed[0], now[1] if fixed[1] is None else fixed[1],
                        now[2] if fixed[2] is None else fixed[2])
            return fixed  # type: ignore[return-value]
    st = s.stamp[iid]
    if is_unit(s, iid) and not _under_grant(s, iid, "lose_char_mods"):  # 「キャラの戦闘修正を失う」
        for c in children(s, iid):
            if ctype(s, c) == "character":  # not a set card without a description
                cm = char_mods(s, c)
                m += cm[0]
                sh += cm[1]
                df += cm[2]
    if keep_char:
        return _k8_kept(s, iid, (max(m, 0), max(sh, 0), max(df, 0)), base)
    coins = s.coins.get(iid)
    if coins:
        from .coins import coin_stats

        for cname, n in coins:
            cs = coin_stats(s, cname)
            if cs:
                m += cs[0] * n
                sh += cs[1] * n
                df += cs[2] * n
    for mod in s.mods:
        if mod[0] == iid and mod[1] == st:
            m += mod[2]
            sh += mod[3]
            df += mod[4]
    te = continuous_table(s).get(iid) if "modify" in applied_kinds(s) else None
    if te is not None:
        m += te.mod[0]
        sh += te.mod[1]
        df += te.mod[2]
    return _k8_kept(s, iid, (max(m, 0), max(sh, 0), max(df, 0)), base)


def _k8_kept(s: State, iid: int, vals: tuple[int, int, int], base: tuple[int, int, int]) -> tuple[int, int, int]:
    """「…は、このターン、全ての格闘力修正を失う」 (family K8, cardk8kw.py): a flag test unless such a grant is in force."""
    if s.grants and LOSE_STAT_MODS in grant_kinds(s):
        return stat_mods_lost(s, iid, vals, base)
    return vals


def field_cards(s: State) -> tuple[int, ...]:
    """Every card on the field (P61: deploy, G zone, battle areas, set), in instance order.

    The state keeps this (State.set_zone), so the many "every card on the field" loops walk a
    few dozen cards instead of the whole game.
    """
    return s.field


_NO_KIDS: Final[list[int]] = []


def children(s: State, host: int) -> list[int]:
    """Cards set under `host` in instance order (P66), from a map built once per state version.

    Callers must not mutate the list.
    """
    c = cached(s)
    kids = c.get("kids")
    if kids is None:
        kids = {}
        zone = s.zone
        set_to = s.set_to
        for i in field_cards(s):
            if zone[i] == SET:
                h = set_to[i]
                if h >= 0:
                    kids.setdefault(h, []).append(i)
        c["kids"] = kids
    return kids.get(host, _NO_KIDS)  # type: ignore[no-any-return]


def keywords(s: State, iid: int) -> dict[str, Any]:
    """Special effects the card has now; a "lose" beats any "gain" (P57)."""
    c = cached(s)
    key = ("kw", iid)
    v = c.get(key)
    if v is None:
        v = c[key] = _keywords(s, iid)
    return v


def _keywords(s: State, iid: int) -> dict[str, Any]:
    d = s.defs[iid]
    if s.is_g[iid] and s.zone[iid] == GZONE:
        return {}
    st = s.stamp[iid]
    lost_text = s.zone[iid] in FIELD_ZONES and _kw_lost(s, iid)
    kws: dict[str, Any] = {} if lost_text else dict(d.keywords)
    if s.zone[iid] not in FIELD_ZONES:
        return kws
    lose: set[str] = set()
    if is_unit(s, iid):
        for c in children(s, iid):
            for k, a in sorted(keywords(s, c).items()):
                if k in LENT_KEYWORDS:
                    kws.setdefault(k, a)
    coins = s.coins.get(iid)
    if coins:
        from .coins import coin_keyword

        for cname, _n in coins:
            ck = coin_keyword(s, cname)
            if ck:
                kws.setdefault(ck, None)
    for g in s.grants:
        if g[0] == iid and g[1] == st:
            if g[2] == "keyword":
                if isinstance(g[3], tuple):  # a special effect with its value (クロスウェポン P75)
                    kws.setdefault(g[3][0], g[3][1])
                else:
                    kws.setdefault(g[3], None)
            elif g[2] == "lose_keyword":
                lose.add(g[3])
    kinds = applied_kinds(s)
    te = continuous_table(s).get(iid) if "keyword" in kinds or "lose_keyword" in kinds \
        or "keyword_value" in kinds else None  # keyword_value: family G5
    if te is not None:
        for name, arg, _cost in te.vals:  # a value given with the special effect (family G5)
            kws.setdefault(name, arg)
        for k in sorted(te.kw):  # sorted: set order would differ between processes
            kws.setdefault(k, None)
        lose |= te.lose
    for k in lose:
        kws.pop(k, None)
    te_plus = continuous_table(s).get(iid) if "keyword_plus" in kinds else None
    if te_plus is not None or (s.grants and "keyword_plus" in grant_kinds(s)):  # 「「サイコミュ」+2を得る」 (kwvalues.py, V3)
        from .kwvalues import raise_values

        raise_values(s, iid, kws, te_plus.plus if te_plus is not None else [])
    return kws


def has_keyword(s: State, iid: int, k: str) -> bool:
    return k in keywords(s, iid)


def has_status(s: State, iid: int, status: str) -> bool:
    st = s.stamp[iid]
    for g in s.grants:
        if g[0] == iid and g[1] == st and g[2] == "status" and g[3] == status:
            return True
    if "status" not in applied_kinds(s):
        return False
    te = continuous_table(s).get(iid)
    return te is not None and status in te.status


def terrain(s: State, iid: int) -> frozenset[str]:
    t = set(s.defs[iid].terrain)
    st = s.stamp[iid]
    for g in s.grants:
        if g[0] == iid and g[1] == st and g[2] == "terrain":
            t.update(g[3])
    te = continuous_table(s).get(iid) if "terrain" in applied_kinds(s) else None
    if te is not None:
        t.update(te.terrain)
    return frozenset(t)


def abilities(s: State, iid: int) -> list[Ability]:
    """Texts the card has now, including those lent by special effects and copied texts (P75)."""
    return _abilities(s, iid, None)


def activated_abilities(s: State, iid: int) -> list[Ability]:
    """The activated texts among `abilities`, in the same order: what a priority check walks."""
    return _abilities(s, iid, "activated")


def triggered_abilities(s: State, iid: int) -> list[Ability]:
    """The triggered texts among `abilities`, in the same order.

    Special effects only ever lend activated texts (keywords.py), so this never needs the card's
    special effects, which are the expensive part of `abilities`.
    """
    return _abilities(s, iid, "triggered")


def field_triggered_abilities(s: State) -> list[tuple[int, Ability]]:
    """(card, triggered text) for every card on the field, in card order, for the state version:
    every turn, step and draw event asks all of them. Callers must not mutate the list."""
    c = cached(s)
    hit: list[tuple[int, Ability]] | None = c.get("field_triggers")
    if hit is None:
        if s.grants or static_lost(s):  # static_lost: a 常駐 text takes texts (family T6)
            hit = [(iid, a) for iid in s.field if not plain_g(s, iid) for a in triggered_abilities(s, iid)]
        else:  # nothing takes or copies a text: the printed triggered texts are all there is
            defs = s.defs
            hit = [(iid, a) for iid in s.field if defs[iid].triggered and not plain_g(s, iid)
                   for a in defs[iid].triggered]
        c["field_triggers"] = hit
    return hit


def plain_g(s: State, iid: int) -> bool:
    """A G that is not a graphic has no texts at all (P21); most of the field is such Gs."""
    return s.is_g[iid] and s.zone[iid] == GZONE and s.defs[iid].type != "graphic"


def _abilities(s: State, iid: int, kind: str | None) -> list[Ability]:
    """`abilities`, or only those of one kind (same order, same indexes)."""
    d = s.defs[iid]
    printed = d.abilities if kind is None else d.activated if kind == "activated" else d.triggered
    if s.is_g[iid] and s.zone[iid] == GZONE:
        if d.type != "graphic":  # a G has no texts but its 〈 〉 ones (P21, 〈 〉 of the special texts)
            angle = [a for a in printed if a.protected == "angle"] if d.angle else []
            return angle + as_g_keywords(d) if d.keyword_options and kind != "triggered" else angle
        out = list(printed)
        if d.guard_level and kind != "triggered":
            out.extend(guard_ability(d.guard_level))
        return out
    lost = bool(printed) and s.zone[iid] in FIELD_ZONES and _text_lost(s, iid)
    out = [a for a in printed if a.protected == "bracket"] if lost else list(printed)
    if s.grants and out and _under_grant(s, iid, LOSE_ONE):  # family T8: one text taken (cardt8steps.py, R-460)
        gone = one_lost(s, iid)
        out = [a for a in out if a.index not in gone or a.protected is not None]
    if kind != "triggered" and _may_lend_texts(s, iid, d):
        printed_kw = dict(d.keywords)
        for k, arg in sorted(keywords(s, iid).items()):
            own = k in printed_kw and (printed_kw[k] == arg or raised(s, iid, k))  # a printed cost goes with the printed keyword
            cost = d.keyword_cost(k) if own else gained_cost(s, iid, k) if k in TEXT_KEYWORDS else None  # (family G5)
            lent = keyword_abilities(k, arg, cost, d.keyword_opts(k) if own else ())
            if s.grants and KW_TARGET in grant_kinds(s):  # 「…「サイコミュ」1つの対象部分を…に変更する」 (family K8)
                lent = retarget(s, iid, k, lent)
            out.extend(lent)
    if s.grants:
        _add_copied_texts(s, iid, kind, out)
        if kind != "triggered" and _under_grant(s, iid, KW_EFFECT):  # family T8: a special effect's text changed
            _changed_texts(s, iid, out)
    return out


KW_EFFECT: Final = "cardt8_kw_effect"  # family T8: (keyword, card number, text index) of the text that changed it
_CHANGED: Final[dict[tuple[int, int, int, Any], tuple[Ability, CardDef, Ability]]] = {}


def _changed_texts(s: State, iid: int, out: list[Ability]) -> None:
    """「…が持つ「サイコミュ」の効果1つを、このターン、『…』に変更する」 (verb cardt8_change_kw, R-462): the text the special
    effect stands for keeps its index, timing, cost and condition, and does the quoted steps with their own targets,
    X read as the special effect's value. The latest change wins (P57)."""
    st = s.stamp[iid]
    for g in s.grants:
        if g[0] != iid or g[1] != st or g[2] != KW_EFFECT:
            continue
        k, number, index = g[3]
        src = _def_by_number(s, number)
        if src is None:
            continue
        for n, a in enumerate(out):
            if a.keyword != k:
                continue
            arg = keywords(s, iid).get(k)
            key = (id(a), id(src), index, arg)  # (the entry keeps `a` and `src` alive: their ids are not reused)
            hit = _CHANGED.get(key)
            if hit is None or hit[0] is not a or hit[1] is not src:
                into = _into(src, index, k)
                if into is None:
                    continue
                if len(_CHANGED) > 1024:
                    _CHANGED.clear()
                eff = _with_x(into["effect"], arg)
                hit = _CHANGED[key] = (a, src, replace(a, effect=tuple(eff), targets=tuple(
                    (name, _with_x(sel, arg)) for name, sel in into.get("targets", {}).items()), all_or_nothing=False))
            out[n] = hit[2]


def _into(src: CardDef, index: int, k: str) -> dict[str, Any] | None:
    ab = src.play_ability if index < 0 else next((a for a in src.abilities if a.index == index), None)
    todo: list[Any] = list(ab.effect) if ab is not None else []
    while todo:
        x = todo.pop()
        if isinstance(x, dict):
            if x.get("do") == "cardt8_change_kw" and x.get("keyword") == k:
                return x["into"]  # type: ignore[no-any-return]
            todo.extend(v for v in x.values() if isinstance(v, list | dict))
        elif isinstance(x, list):
            todo.extend(x)
    return None


def _with_x(x: Any, arg: Any) -> Any:
    """The steps with X (a value said as 「X」) read as the special effect's value."""
    if x == "X":
        return arg if isinstance(arg, int) else 0
    if isinstance(x, dict):
        return {k: _with_x(v, arg) for k, v in x.items()}
    if isinstance(x, list):
        return [_with_x(v, arg) for v in x]
    return x


def gained_cost(s: State, iid: int, k: str) -> Any:
    """The printed cost of a special effect a 常駐 text gives with its value (「「〔黒1〕：共有［A］」を得る」, keyword_value,
    family G5) or a step grants with its cost (grant_special); None (the built-in ①) for any other."""
    if s.grants and "keyword" in grant_kinds(s):  # 「…ターン終了時まで「〔0〕：サイコミュ（3）」を得る」: the grant's cost
        st = s.stamp[iid]
        for g in s.grants:
            if g[0] == iid and g[1] == st and g[2] == "keyword" and isinstance(g[3], tuple) and len(g[3]) == 3 \
                    and g[3][0] == k:
                return g[3][2]
    if "keyword_value" not in applied_kinds(s):
        return None
    te = continuous_table(s).get(iid)
    if te is None:
        return None
    return next((c for name, _arg, c in te.vals if name == k), None)


def as_g_keywords(d: CardDef) -> list[Ability]:
    """The texts of the special effects a card prints in 〈 〉: it has them as a G too (P76, kwopts.py)."""
    return [a for k, arg in d.keywords if dict(d.keyword_opts(k)).get("as_g")
            for a in keyword_abilities(k, arg, d.keyword_cost(k), d.keyword_opts(k))]


_UNAIDED: Final[dict[int, tuple[CardDef, tuple[Ability, ...], tuple[Ability, ...]]]] = {}


def unaided_activated(s: State, iid: int) -> tuple[Ability, ...]:
    """`activated_abilities` of a card on the field while nothing gives or takes texts or special
    effects (no grants, no coins, no continuous effect of those kinds: see `unaided`). They then
    follow from the card alone and whether it is a G, so they are kept per card definition."""
    pair = unaided_pair(s.defs[iid])
    return pair[0] if s.is_g[iid] and s.zone[iid] == GZONE else pair[1]


def unaided_pair(d: CardDef) -> tuple[tuple[Ability, ...], tuple[Ability, ...]]:
    """`unaided_activated` of the card as a G in the G zone, and elsewhere on the field."""
    hit = _UNAIDED.get(id(d))
    if hit is None or hit[0] is not d:  # the entry keeps `d` alive: its id is never reused meanwhile
        as_g: tuple[Ability, ...] = ()
        if d.type == "graphic":
            as_g = d.activated + (guard_ability(d.guard_level) if d.guard_level else ())
        else:  # its 〈 〉 texts (P76), as `_abilities` reads them, and its 〈 〉 special effects (kwopts.py)
            as_g = tuple(a for a in d.activated if a.protected == "angle") if d.angle else ()
            if d.keyword_options:
                as_g += tuple(as_g_keywords(d))
        printed = dict(d.keywords)
        lent = tuple(a for k in sorted(printed) if k in TEXT_KEYWORDS
                     for a in keyword_abilities(k, printed[k], d.keyword_cost(k), d.keyword_opts(k)))
        if len(_UNAIDED) > 4096:
            _UNAIDED.clear()
        hit = _UNAIDED[id(d)] = (d, as_g, d.activated + lent)
    return hit[1], hit[2]


def unaided_texts(s: State) -> list[tuple[_Pairs, _Pairs] | None]:
    """`unaided_pair` per instance of the game's card list, as (card, text) pairs (None for a card that
    cannot act by itself, `_GameCards.may_act`): the priority checks read it for every card on the
    field at every state version. The pairs are shared: never change them."""
    cards = game_cards(s)
    acts = cards.acts
    if acts is None:
        acts = cards.acts = [_pairs(i, unaided_pair(d)) if ok else None
                             for i, (d, ok) in enumerate(zip(cards.defs, cards.may_act, strict=True))]
    return acts


_Pairs = tuple[tuple[int, Ability], ...]


def _pairs(iid: int, pair: tuple[tuple[Ability, ...], tuple[Ability, ...]]) -> tuple[_Pairs, _Pairs]:
    return tuple((iid, a) for a in pair[0]), tuple((iid, a) for a in pair[1])


def unaided(s: State) -> bool:
    """Does nothing give or take texts or special effects now (the condition of `unaided_activated`)?"""
    return not s.grants and not s.coins and not _TEXT_KINDS & applied_kinds(s)



_NO_CARDS: Final[frozenset[int]] = frozenset()


def texts_aided(s: State) -> frozenset[int]:
    """Cards whose activated texts may differ from `unaided_activated`: those with coins, with
    grants (texts or special effects given, taken or copied), or given or losing a special effect
    by a continuous effect. Every other card on the field has the texts its card prints (and the
    guard system as a graphic G), so `unaided_activated` answers for it whatever the others have."""
    # applied_kinds reads every 常駐 text in force: asked only when one of the game's could give
    # or take special effects, or a "this turn" effect does
    c = cached(s)
    hit: frozenset[int] | None = c.get("aided")
    if hit is not None:
        return hit
    by_effects = _may_give_texts(s) and bool(_TEXT_KINDS & applied_kinds(s))
    if not s.grants and not s.coins and not by_effects:
        hit = c["aided"] = _NO_CARDS
        return hit
    if hit is None:
        out = set(s.coins)
        out.update(g[0] for g in s.grants)
        if by_effects:
            if _BUILDING[0]:  # the table is not there yet: every card might be given one
                return frozenset(range(len(s.defs)))
            out.update(iid for iid, te in continuous_table(s).items() if te.kw & TEXT_KEYWORDS or te.lose)
            out.update(static_lost(s))  # family T6: their texts taken by a 常駐 text
        hit = c["aided"] = frozenset(out)
    return hit


def _may_give_texts(s: State) -> bool:
    """Could a continuous effect give or take special effects now? Only from a card that can, on
    the field, a copied 常駐 text, or a "this turn" effect: most versions need not work out every
    application in force (applied_kinds) to know that none does."""
    floating = s.floating
    if floating and any(f[3] in _TEXT_KINDS for f in floating):
        return True
    givers = game_cards(s).text_givers
    if not givers:
        return False
    zone = s.zone
    return (any(zone[i] in FIELD_ZONES for i in givers)
            or any(g[2] == "copy_text" for g in s.grants))


def _add_copied_texts(s: State, iid: int, kind: str | None, out: list[Ability]) -> None:
    """Texts the card copied (コピー, クロスウェポン), numbered from 300 in the order they came."""
    st = s.stamp[iid]
    n = 0
    for g in s.grants:
        if g[0] == iid and g[1] == st and g[2] == "copy_text":
            number, index = g[3]
            src = _def_by_number(s, number)
            if src is not None and 0 <= index < len(src.abilities):
                a = src.abilities[index]
                if kind is None or a.kind == kind:
                    out.append(_renumbered(a, 300 + n))
                n += 1


_RENUMBERED: Final[dict[tuple[int, int], tuple[Ability, Ability]]] = {}


def _renumbered(a: Ability, index: int) -> Ability:
    """The copied text under its new number: abilities are frozen, so one copy per text and number
    serves every version (texts are worked out anew at each one)."""
    key = (id(a), index)
    hit = _RENUMBERED.get(key)
    if hit is None or hit[0] is not a:  # the entry keeps `a` alive: its id is never reused meanwhile
        if len(_RENUMBERED) > 4096:
            _RENUMBERED.clear()
        hit = _RENUMBERED[key] = (a, replace(a, index=index))
    return hit[1]


def _may_lend_texts(s: State, iid: int, d: CardDef) -> bool:
    """Could one of the card's special effects stand for a text (keywords.TEXT_KEYWORDS)?

    Its special effects are the printed ones, those lent by set cards (never such a keyword),
    coins, grants and continuous effects, less those it lost. When none of the sources that can
    name one does, working out the card's special effects (the costly part) is not needed.
    """
    if d.keyword_names & TEXT_KEYWORDS or iid in s.coins:
        return True
    if s.grants:
        st = s.stamp[iid]
        if any(g[0] == iid and g[1] == st and g[2] == "keyword" for g in s.grants):
            return True
    kinds = applied_kinds(s)
    if "keyword" not in kinds and "keyword_value" not in kinds:  # keyword_value: family G5
        return False
    te = continuous_table(s).get(iid)
    return te is not None and bool(te.kw & TEXT_KEYWORDS)


def ability_by_index(s: State, iid: int, index: int) -> Ability | None:
    for a in abilities(s, iid):
        if a.index == index:
            return a
    if index == GUARD_INDEX:
        return None
    return None


def _def_by_number(s: State, number: str) -> CardDef | None:
    for d in s.defs:
        if d.number == number:
            return d
    return None


def exclusive_set(s: State, iid: int) -> bool:
    """専用機のセット: a unit with 専用[A] that has a character named A set (P76)."""
    d = s.defs[iid]
    if not d.exclusive:
        return False
    for c in children(s, iid):
        cd = s.defs[c]
        if ctype(s, c) == "character" and any(n in d.exclusive for n in exclusive_names(cd)):
            return True
    return False


def exclusive_names(d: CardDef) -> tuple[str, ...]:
    """The names a character makes 専用機のセット with: its own, and those its 恒常 text adds
    (「…の成立において「A」「B」としても扱う」, family K)."""
    extra = tuple(n for a in d.abilities if a.kind == "constant" for c in a.continuous
                  if c.get("apply") == "exclusive_as" for n in c["names"])
    return d.names + extra if extra else d.names


def exclusive_with(s: State, unit: int, character: int) -> bool:
    """Would `character` set on `unit` make its 専用機のセット (P76)? (setrules.py)"""
    return any(n in s.defs[unit].exclusive for n in exclusive_names(s.defs[character]))


def has_character(s: State, iid: int) -> bool:
    if s.defs[iid].type == "ace":
        return True
    return any(ctype(s, c) == "character" for c in children(s, iid))  # (a blank set card is none: R-152)


def area_of(s: State, iid: int) -> int:
    """The battle area index of a card in a squad (its set cards share it), else -1."""
    h = host_of(s, iid)
    if s.zone[h] != BATTLE:
        return -1
    for i, q in enumerate(s.squads):
        if h in q:
            return i // 2
    return -1


def squad_index(s: State, iid: int) -> int:
    h = host_of(s, iid)
    if s.zone[h] != BATTLE:
        return -1
    for i, q in enumerate(s.squads):
        if h in q:
            return i
    return -1
