"""Issue 14, family T5: texts about texts and effects. Each construct is compiled, printed back to the same text
and played in the engine. Every text here is original, written in the controlled style of card lists (never
official text).
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.games.nexa import state as st
from engine.games.nexa.textc import compile_text, round_trip

from .helpers import board, do, resolve_cut, unit


def _ab(text: str) -> dict[str, Any]:
    return {**compile_text(text).ability, "text": {"ja": text, "en": text}}


def _pay_and_resolve(sc: Any) -> None:
    while any(t in sc.game.legal_tokens(sc.state) for t in ("pay:auto", "confirm")):
        do(sc, "pay:auto" if "pay:auto" in sc.game.legal_tokens(sc.state) else "confirm", player=0)
    resolve_cut(sc)


# ---- 「この効果のプレイは、Gのプレイとしても扱う。」 (P21, R-300)
_AS_G = "（自軍配備フェイズ）〔R〕：このカードを自軍Gにする。この効果のプレイは、Gのプレイとしても扱う。"


@pytest.mark.parametrize("text", [
    _AS_G,
    "（自軍ターン）〔０〕：自軍ユニット１枚を自軍Gにする。この効果のプレイは、Gのプレイとしても扱う。",
    "（自軍配備フェイズ）〔青２/白２〕：自軍本国の上のカード３枚を見て、その中にあるカード１枚を自軍Gにする。"
    "この効果のプレイは、Gのプレイとしても扱う。",
])
def test_family_t5_g_play_texts_print_back(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert compiled.ability["cost"]["g_play"] is True


@pytest.mark.parametrize("g_played", [False, True])
def test_p21_r300_a_text_played_as_the_g_play_needs_and_uses_up_the_turns_g_play(g_played: bool) -> None:
    """P21: one G a turn, in the own deploy phase. A text whose play is also the G play cannot be played once a G
    was played this turn; played, it leaves no G play for the turn (a G in the hand cannot be played after it)."""
    cards = [unit("ME", abilities=[_ab(_AS_G)]), unit("HG")]
    sc = board(cards, {"deploy": [{"card": "ME", "id": "me"}], "hand": [{"card": "HG", "id": "hg"}]}, {},
               point="deploy", g_played=g_played)
    act = f"act:{sc.iid('me')}:0"
    toks = sc.game.legal_tokens(sc.state)
    assert (act in toks) is (not g_played)
    if g_played:
        return
    assert f"g:{sc.iid('hg')}" in toks
    do(sc, act, player=0)
    _pay_and_resolve(sc)
    s = sc.state
    assert s.zone[sc.iid("me")] == st.GZONE
    assert s.g_played
    assert f"g:{sc.iid('hg')}" not in sc.game.legal_tokens(s)


def _answer(sc: Any, want: str) -> None:
    """Pass until the question offering `want` is asked, then answer it."""
    for _ in range(12):
        d = sc.game.decision(sc.state, labels=False)
        assert d is not None
        if want in d.tokens():
            sc.game.apply(sc.state, d.player, want)
            return
        sc.game.apply(sc.state, d.player, "pass")
    raise AssertionError(f"{want} never asked")


# ---- 「…は、ターン終了時まで「速攻」、「高機動」、+2/+0/+1のいずれか1つを得る」 (verb grant_any_or_modify)
_ANY_ONE = "（常時）〔０〕：自軍ユニット１枚は、ターン終了時まで「速攻」、「高機動」、＋２／±０／＋１のいずれか１つを得る。"


@pytest.mark.parametrize("text", [
    _ANY_ONE,
    "（戦闘フェイズ）〔１〕：このカードと同じエリアにいる自軍ユニット１枚は、ターン終了時まで「強襲」、＋１／＋１／＋１のいずれか１つを得る。",
])
def test_family_t5_one_of_special_effects_or_a_change_prints_back(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


@pytest.mark.parametrize(("pick", "kws", "stats"), [
    ("opt:0", {"first_strike"}, (2, 2, 3)),
    ("opt:1", {"high_mobility"}, (2, 2, 3)),
    ("opt:2", set(), (4, 2, 4)),
])
def test_p56_the_player_picks_one_special_effect_or_the_change_and_the_target_gets_only_that(
        pick: str, kws: set[str], stats: tuple[int, int, int]) -> None:
    from engine.games.nexa.stats import has_keyword
    from engine.games.nexa.stats import stats as stats_of

    assert _ab(_ANY_ONE)["effect"][0]["stats"] == [2, 0, 1]
    sc = board([unit("M", (2, 2, 3), abilities=[_ab(_ANY_ONE)])], {"deploy": [{"card": "M", "id": "m"}]}, {})
    do(sc, "act:$m:0", player=0)
    _answer(sc, pick)
    resolve_cut(sc)
    m = sc.iid("m")
    assert {k for k in ("first_strike", "high_mobility") if has_keyword(sc.state, m, k)} == kws
    assert tuple(stats_of(sc.state, m)) == stats


# ---- 「このカードの「ゲイン」の使用は、「1ターン中に1回のみ」の制限に含まれない」 (P75, R-301)
_GAIN_FREE = "『常駐』：このカードの「ゲイン」の使用は、「１ターン中に１回のみ」の制限に含まれない。"


def test_family_t5_gain_out_of_the_limit_prints_back() -> None:
    for text in (_GAIN_FREE, "『常駐』：このカードの「ゲイン」の使用は、「１ターンに１回のみ」の制限に含まれない。"):
        compiled, exact, blocker = round_trip(text)
        assert compiled is not None and exact, blocker
        assert compiled.ability["continuous"] == [{"apply": "gain_unlimited", "target": "self"}]


@pytest.mark.parametrize("free", [False, True])
def test_p75_r301_a_gain_out_of_the_limit_is_used_again_in_the_turn(free: bool) -> None:
    """P75: ゲイン is used once a turn; this card's own 常駐 text takes its ゲイン out of that limit, so it is played
    again (and boosts again); a card without the text cannot."""
    from engine.games.nexa.stats import stats

    extra: dict[str, Any] = {"abilities": [_ab(_GAIN_FREE)]} if free else {}
    cards = [unit("GA", (1, 1, 3), keywords=["gain"], **extra), unit("TOP", total=3, roll=2)]
    sc = board(cards, {"battle": {"space": [{"card": "GA", "id": "ga"}]}, "gzone": ["GA"] * 2,
                       "home": ["TOP", "GA", "GA"]}, {}, point="damage_free1")
    gain = f"act:{sc.iid('ga')}:102"
    do(sc, gain, player=0)
    resolve_cut(sc)
    assert stats(sc.state, sc.iid("ga")) == (3, 3, 5)
    assert (gain in sc.game.legal_tokens(sc.state)) is free
    if free:
        do(sc, gain, player=0)
        resolve_cut(sc)
        assert stats(sc.state, sc.iid("ga")) == (5, 5, 7)  # the top card again: same series, roll cost 2


# ---- 「この効果のコストは、（condition）場合、〔N〕に変更される。」 (P44; cost changed_if / changed_to)
_CHEAPER_ON = ("（戦闘フェイズ）〔青３〕：カード１枚を引く。この効果のコストは、このカードが「特徴：試作隊」を持つユニットに"
               "セットされている場合、〔２〕に変更される。")
_CHEAPER_WITH = ("（戦闘フェイズ）〔赤３毎〕：敵軍本国に１ダメージを与える。この効果のコストは、このカードに「特徴：教官」を持つ"
                 "キャラがセットされている場合、〔赤１毎〕に変更される。")


def _char(number: str, abilities: list[dict[str, Any]] | None = None, traits: list[str] | None = None) -> dict[str, Any]:
    return {"number": number, "name": {"ja": number, "en": number}, "type": "character", "colours": ["blue"],
            "cost": {"total": 1, "roll": {"blue": 1}}, "gsign": {"colour": "blue", "series": "0079"},
            "stats": [1, 1, 1], "abilities": abilities or [], "traits": traits or []}


@pytest.mark.parametrize("text", [_CHEAPER_ON, _CHEAPER_WITH])
def test_family_t5_a_cost_changed_while_a_condition_holds_prints_back(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


@pytest.mark.parametrize("trait", ["試作隊", "量産隊"])
def test_p44_p66_a_character_pays_the_changed_cost_only_while_set_on_a_unit_that_fits(trait: str) -> None:
    """The character's text costs 〔2〕 (any colour) while it is set on a unit with the trait, else 〔青3〕: with two
    red Gs it can be played only on the unit that fits, and then rolls both."""
    cards = [unit("HOST", traits=[trait]), _char("CH", [_ab(_CHEAPER_ON)]), unit("R", colour="red")]
    host = {"card": "HOST", "id": "host", "set": [{"card": "CH", "id": "ch"}]}
    sc = board(cards, {"battle": {"space": [host]}, "gzone": [{"card": "R", "id": "r1"}, {"card": "R", "id": "r2"}]},
               {}, point="attack", g_played=True)
    act = f"act:{sc.iid('ch')}:0"
    fits = trait == "試作隊"
    assert (act in sc.game.legal_tokens(sc.state)) is fits
    if not fits:
        return
    hand = len(sc.state.place(0, st.HAND))
    do(sc, act, player=0)
    _pay_and_resolve(sc)
    assert sc.state.rolled[sc.iid("r1")] and sc.state.rolled[sc.iid("r2")]
    assert len(sc.state.place(0, st.HAND)) == hand + 1


@pytest.mark.parametrize("trait", ["教官", "新兵"])
def test_p44_p66_a_unit_pays_less_while_a_character_that_fits_is_set_on_it(trait: str) -> None:
    """〔赤3毎〕, or 〔赤1毎〕 while a character with the trait is set on the unit: one red G plays it only then."""
    cards = [unit("ME", abilities=[_ab(_CHEAPER_WITH)], colour="red"), _char("CH", traits=[trait])]
    me = {"card": "ME", "id": "me", "set": [{"card": "CH", "id": "ch"}]}
    sc = board(cards, {"battle": {"space": [me]}, "gzone": [{"card": "ME", "id": "r1"}]}, {}, point="attack",
               g_played=True)
    assert (f"act:{sc.iid('me')}:0" in sc.game.legal_tokens(sc.state)) is (trait == "教官")


# ---- 「このカードと同じ属性のGサインを持つ、または、「特徴：A」を持つ、自軍ユニット」 (selector any_of, P65)
_EITHER_ENTERS = ("『起動』：このカードと同じ属性のGサインを持つ、または、「特徴：遊撃隊」を持つ、自軍ユニットが場に出る毎に、"
                  "カード１枚を引く。")


def test_family_t5_series_or_trait_prints_back() -> None:
    for text in (_EITHER_ENTERS, "『起動』：このカードと同じ属性のGサインを持つ、または、「特徴：遊撃隊」を持つ、自軍カードが場に出る毎に、"
                 "敵軍本国に１ダメージを与える。"):
        compiled, exact, blocker = round_trip(text)
        assert compiled is not None and exact, blocker


@pytest.mark.parametrize(("series", "traits", "kind", "drawn"), [
    ("0079", [], "unit", 1),  # the watcher's own 属性
    ("SEED", ["遊撃隊"], "unit", 1),  # the trait
    ("SEED", ["量産機"], "unit", 0),  # neither
    ("0079", ["遊撃隊"], "character", 0),  # both, but not a unit
])
def test_p65_a_card_that_fits_either_qualifier_is_heard_only_of_the_type_named(
        series: str, traits: list[str], kind: str, drawn: int) -> None:
    gsign = {"colour": "blue", "series": series}
    comer = unit("IN", gsign=gsign, traits=traits) if kind == "unit" else {**_char("IN", traits=traits), "gsign": gsign}
    cards = [unit("W", abilities=[_ab(_EITHER_ENTERS)]), comer, unit("HOST", gsign={"colour": "red", "series": "X"})]
    sc = board(cards, {"deploy": [{"card": "W", "id": "w"}, {"card": "HOST", "id": "host"}],
                       "hand": [{"card": "IN", "id": "in"}], "gzone": ["W", "W", "W"]}, {}, point="deploy",
               g_played=True)
    hand = len(sc.state.place(0, st.HAND))
    do(sc, "play:$in", player=0)
    for _ in range(6):
        toks = sc.game.legal_tokens(sc.state)
        pick = next((t for t in toks if t.startswith(("pay:auto", "confirm", "onto:", "set:"))), None)
        if pick is None:
            break
        do(sc, pick, player=0)
    resolve_cut(sc)
    assert sc.state.zone[sc.iid("in")] in (st.DEPLOY, st.SET)
    assert len(sc.state.place(0, st.HAND)) == hand - 1 + drawn


# ---- 「このセットグループのテキストをプレイした場合」 / 「…のテキストがプレイされた場合」 (P44, P66, P68; R-302)
_GROUP_TAX = "『起動』：このセットグループのテキストをプレイした場合、（自軍は）可能な限り、〔２〕を支払う。"
_TEXT_WATCH = "『起動』：自軍カードのテキストがプレイされた場合、敵軍本国に１ダメージを与える。"
_DRAW0 = "（常時）〔０〕：カード１枚を引く。"


@pytest.mark.parametrize("text", [
    _GROUP_TAX,
    _TEXT_WATCH,
    "『起動』：このカードと同じ属性のGサインを持つ、自軍オペのテキストがプレイされた場合、自軍G１枚をリロールできる。",
])
def test_family_t5_text_played_triggers_print_back(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def _op(number: str, text: str) -> dict[str, Any]:
    return {"number": number, "name": {"ja": number, "en": number}, "type": "operation", "colours": ["black"],
            "cost": {"total": 1, "roll": {"black": 1}}, "gsign": {"colour": "black", "series": "0079"},
            "set_on": "unit", "abilities": [_ab(text)]}


@pytest.mark.parametrize(("gs", "rolled"), [(3, 2), (1, 1)])
def test_p44_p66_r302_a_text_of_the_set_group_played_makes_its_player_pay_as_far_as_possible(gs: int,
                                                                                           rolled: int) -> None:
    """The unit's text (cost 〔0〕) played: the operation set on it hears it and its player rolls 〔2〕 of rerolled Gs,
    or as many as it has."""
    cards = [unit("U", abilities=[_ab(_DRAW0)]), _op("OP", _GROUP_TAX), unit("G")]
    sc = board(cards, {"deploy": [{"card": "U", "id": "u", "set": [{"card": "OP", "id": "op"}]}],
                       "gzone": ["G"] * gs}, {}, point="deploy", g_played=True)
    do(sc, "act:$u:0", player=0)
    for _ in range(12):
        d = sc.game.decision(sc.state, labels=False)
        if d is None or (not sc.state.cut and not sc.state.cut_resolving and not sc.state.triggers):
            break
        toks = d.tokens()
        sc.game.apply(sc.state, d.player, next((t for t in toks if t.startswith(("pick", "confirm"))), toks[0])
                      if "pass" not in toks else "pass")
    s = sc.state
    assert sum(1 for g in s.place(0, st.GZONE) if s.rolled[g]) == rolled


@pytest.mark.parametrize("seat", [0, 1])
def test_p68_r302_a_text_played_by_the_own_side_is_heard(seat: int) -> None:
    """「自軍カードのテキストがプレイされた場合」: an own card's text played is heard (the enemy home is damaged); an
    enemy card's is not."""
    cards = [unit("W", abilities=[_ab(_TEXT_WATCH)]), unit("U", abilities=[_ab(_DRAW0)])]
    mine = {"deploy": [{"card": "W", "id": "w"}] + ([{"card": "U", "id": "u"}] if seat == 0 else [])}
    theirs = {"deploy": [{"card": "U", "id": "u"}]} if seat == 1 else {}
    sc = board(cards, mine, theirs, point="attack", g_played=True)
    while f"act:{sc.iid('u')}:0" not in sc.game.legal_tokens(sc.state):
        do(sc, "pass")
    do(sc, "act:$u:0", player=seat)
    resolve_cut(sc)
    assert len(sc.state.place(1, st.DISCARD)) == (1 if seat == 0 else 0)  # the enemy home's damage (P35)


_GAIN_WATCH = "『起動』：自軍カードが持つ「ゲイン」の効果を使用した場合、敵軍本国に１ダメージを与える。"


def test_family_t5_gain_used_trigger_prints_back() -> None:
    compiled, exact, blocker = round_trip(_GAIN_WATCH)
    assert compiled is not None and exact, blocker
    assert compiled.ability["on"] == "card_gain_played"


@pytest.mark.parametrize(("index", "dealt"), [(102, 1), (0, 0)])
def test_p75_r302_only_a_gain_played_is_heard_as_a_gain_used(index: int, dealt: int) -> None:
    """The ゲイン of an own unit played: heard (the enemy home damaged); another text of the same unit: not."""
    cards = [unit("W", abilities=[_ab(_GAIN_WATCH)]),
             unit("GA", (1, 1, 3), keywords=["gain"], abilities=[_ab(_DRAW0)]), unit("TOP", total=3, roll=2)]
    sc = board(cards, {"battle": {"space": [{"card": "GA", "id": "ga"}]}, "deploy": [{"card": "W"}],
                       "gzone": ["GA"] * 2, "home": ["TOP", "GA", "GA"]}, {}, point="damage_free1")
    do(sc, f"act:$ga:{index}", player=0)
    resolve_cut(sc)
    assert len(sc.state.place(1, st.DISCARD)) == dealt


# ---- 「…キャラ1枚を、「特徴：A」を持つ自軍ユニット（1枚）にセットする」 (verb set_onto, P66; R-303)
_SET_FROM_JUNK = ("（自軍戦闘フェイズ）〔１〕：自軍ジャンクヤードにある「特徴：教官」を持つキャラ１枚を、「特徴：教導隊」を持つ自軍ユニットに"
                  "セットする。")
_SET_SELF = "（戦闘フェイズ）〔１〕：このカードを、「特徴：教導隊」を持つ自軍ユニット１枚にセットする。"


@pytest.mark.parametrize("text", [_SET_FROM_JUNK, _SET_SELF])
def test_family_t5_set_onto_prints_back(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_p66_r303_a_character_of_the_junkyard_is_set_on_a_unit_that_fits_chosen_on_resolution() -> None:
    """The junkyard's character (a target declared on play) is set on an own unit with the trait, picked when the
    step resolves among those that fit; it enters the field (P66)."""
    cards = [unit("ME", abilities=[_ab(_SET_FROM_JUNK)]), unit("FIT", traits=["教導隊"]), unit("NO"),
             _char("CH", traits=["教官"])]
    sc = board(cards, {"battle": {"space": [{"card": "ME", "id": "me"}]},
                       "deploy": [{"card": "NO", "id": "no"}, {"card": "FIT", "id": "fit"}],
                       "junkyard": [{"card": "CH", "id": "ch"}], "gzone": ["ME"]}, {}, point="attack", g_played=True)
    do(sc, "act:$me:0", player=0)
    offered_no = False
    for _ in range(20):
        d = sc.game.decision(sc.state, labels=False)
        if d is None or (d.kind == "priority" and not sc.state.cut and not sc.state.cut_resolving):
            break
        toks = d.tokens()
        if d.kind == "priority":
            sc.game.apply(sc.state, d.player, "pass")
            continue
        offered_no = offered_no or sc.token("pick:$no") in toks
        want = next((t for t in toks if t in (sc.token("pick:$fit"), sc.token("target:$ch"), sc.token("pick:$ch"))),
                    None)
        sc.game.apply(sc.state, d.player, want or next(t for t in toks if t.startswith(("pay:auto", "confirm"))))
    s = sc.state
    assert s.zone[sc.iid("ch")] == st.SET and not offered_no
    from engine.games.nexa.stats import host_of

    assert host_of(s, sc.iid("ch")) == sc.iid("fit")


@pytest.mark.parametrize("trait", ["教導隊", "量産隊"])
def test_p66_r303_a_character_moves_itself_only_onto_a_unit_that_fits(trait: str) -> None:
    cards = [unit("A"), unit("B", traits=[trait]), _char("CH", [_ab(_SET_SELF)]), unit("G")]
    sc = board(cards, {"deploy": [{"card": "A", "id": "a", "set": [{"card": "CH", "id": "ch"}]},
                                  {"card": "B", "id": "b"}], "gzone": ["G"]}, {}, point="attack", g_played=True)
    act = f"act:{sc.iid('ch')}:0"
    fits = trait == "教導隊"
    assert (act in sc.game.legal_tokens(sc.state)) is fits  # no unit to target: not playable (P56)
    if not fits:
        return
    do(sc, act, player=0)
    _pay_and_resolve(sc)
    from engine.games.nexa.stats import host_of

    assert host_of(sc.state, sc.iid("ch")) == sc.iid("b")


def test_p66_r303_a_unit_that_has_a_character_is_no_place_to_set_one() -> None:
    """P66: one character a unit. The only unit with the trait carries a character already: no unit to target."""
    cards = [unit("A"), unit("B", traits=["教導隊"]), _char("CH", [_ab(_SET_SELF)]), _char("OTHER"), unit("G")]
    sc = board(cards, {"deploy": [{"card": "A", "id": "a", "set": [{"card": "CH", "id": "ch"}]},
                                  {"card": "B", "id": "b", "set": [{"card": "OTHER"}]}], "gzone": ["G"]}, {},
               point="attack", g_played=True)
    assert f"act:{sc.iid('ch')}:0" not in sc.game.legal_tokens(sc.state)


# ---- 「このターン、敵軍は、コマンドとテキストをプレイできない」 / 「…は、このターン、（protection）」
_LOCK_BOTH = "（戦闘フェイズ）：このターン、敵軍は、コマンドとテキストをプレイできない。"
_SHIELD_AFTER = "（配備フェイズ）：配備エリアにいる全ての自軍ユニットは、このターン、敵軍ユニットの効果の対象にならない。"


@pytest.mark.parametrize("text", [_LOCK_BOTH, _SHIELD_AFTER])
def test_family_t5_locks_and_this_turn_protection_print_back(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_p43_p44_the_enemy_plays_neither_commands_nor_texts_for_the_turn() -> None:
    from engine.games.nexa.playlocks import LOCK_COMMAND, LOCK_TEXT

    cmd = {**_ab(_LOCK_BOTH), "kind": "play"}
    cards = [{"number": "CMD", "name": {"ja": "CMD", "en": "CMD"}, "type": "command", "colours": ["blue"],
              "cost": {"total": 1, "roll": {"blue": 1}}, "gsign": {"colour": "blue", "series": "0079"},
              "abilities": [cmd]}, unit("U", abilities=[_ab(_DRAW0)])]
    sc = board(cards, {"hand": [{"card": "CMD", "id": "cmd"}], "gzone": ["U"]},
               {"deploy": [{"card": "U", "id": "u"}]}, point="attack", g_played=True)
    do(sc, "play:$cmd", player=0)
    _pay_and_resolve(sc)
    assert {(1, LOCK_COMMAND), (1, LOCK_TEXT)} <= set(sc.state.skips)
    assert (0, LOCK_COMMAND) not in sc.state.skips


def test_p59_this_turn_protection_covers_every_own_unit_of_the_deploy_area_even_one_come_later() -> None:
    """「このターン」 (P59): the cards that fit are checked again, so a unit that enters the deploy area afterwards is
    protected too; a unit in a battle area is not."""
    from engine.games.nexa.stats import has_status

    cards = [unit("ME", abilities=[_ab(_SHIELD_AFTER)]), unit("NEW"), unit("G")]
    sc = board(cards, {"deploy": [{"card": "ME", "id": "me"}], "battle": {"space": [{"card": "G", "id": "away"}]},
                       "hand": [{"card": "NEW", "id": "new"}], "gzone": ["G", "G"]}, {}, point="deploy",
               g_played=True)
    do(sc, "act:$me:0", player=0)
    resolve_cut(sc)
    s = sc.state
    assert has_status(s, sc.iid("me"), "untargetable_units") and not has_status(s, sc.iid("away"), "untargetable_units")
    do(sc, "play:$new", player=0)
    _pay_and_resolve(sc)
    assert s.zone[sc.iid("new")] == st.DEPLOY and has_status(s, sc.iid("new"), "untargetable_units")


_HASTE_ALL = "（常時）〔０〕：このカードと同じ属性のGサインを持つ全ての自軍ユニットは、このターン、「高機動」を得る。"


def test_family_t5_this_turn_special_effect_prints_back() -> None:
    for text in (_HASTE_ALL, "（戦闘フェイズ）〔１〕：自軍ユニット１枚は、このターン、「速攻」を得る。"):
        compiled, exact, blocker = round_trip(text)
        assert compiled is not None and exact, blocker


def test_p59_a_special_effect_this_turn_reaches_every_unit_that_fits_even_one_come_later() -> None:
    from engine.games.nexa.stats import has_keyword

    cards = [unit("ME", abilities=[_ab(_HASTE_ALL)]), unit("NEW"), unit("OTHER", gsign={"colour": "blue", "series": "W"}),
             unit("G")]
    sc = board(cards, {"deploy": [{"card": "ME", "id": "me"}, {"card": "OTHER", "id": "other"}],
                       "hand": [{"card": "NEW", "id": "new"}], "gzone": ["G", "G"]}, {}, point="deploy",
               g_played=True)
    do(sc, "act:$me:0", player=0)
    resolve_cut(sc)
    s = sc.state
    assert has_keyword(s, sc.iid("me"), "high_mobility") and not has_keyword(s, sc.iid("other"), "high_mobility")
    do(sc, "play:$new", player=0)
    _pay_and_resolve(sc)
    assert s.zone[sc.iid("new")] == st.DEPLOY and has_keyword(s, sc.iid("new"), "high_mobility")


_FRESH = "『起動』：このカードは、場に出たターン中、「速攻」を得る。"


def test_p68_a_card_has_the_special_effect_in_the_turn_it_entered_only() -> None:
    from engine.games.nexa.stats import has_keyword

    compiled, exact, blocker = round_trip(_FRESH)
    assert compiled is not None and exact, blocker
    cards = [unit("NEW", abilities=[_ab(_FRESH)]), unit("G")]
    sc = board(cards, {"hand": [{"card": "NEW", "id": "new"}], "deploy": [{"card": "NEW", "id": "old"}],
                       "gzone": ["G", "G"]}, {}, point="deploy", g_played=True)
    do(sc, "play:$new", player=0)
    _pay_and_resolve(sc)
    s = sc.state
    assert s.zone[sc.iid("new")] == st.DEPLOY
    assert has_keyword(s, sc.iid("new"), "first_strike") and not has_keyword(s, sc.iid("old"), "first_strike")
