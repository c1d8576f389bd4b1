"""Issue 14, family O4 of the card-text compiler: rule overrides, durations and set cards, compiled, printed
back and played.

Every text here is original, written in the controlled style of card lists (never official text).
The rules they pin: P57 (conditions read on resolution), P59 (the cut), P53 (G); docs/rulings.md R-220 and after
the decisions.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.games.nexa import state as st
from engine.games.nexa.stats import has_status
from engine.games.nexa.textc import compile_text, round_trip

from .helpers import board, card, do, resolve_cut, tokens, unit

ROLLED_G = "＜『起動』：このカードは、Gとして場に出る場合、ロール状態で出す事ができる。その場合、敵軍ユニット１枚に３ダメージを与える。＞"
BLANK_DRAW = ("（自軍配備フェイズ）〔１〕：カード１枚を引く。その場合、自軍手札、または自軍ハンガーにあるカード１枚を選んで、記述を"
              "持たないセットカードとして、このカードに裏向きでセットする。")
ONCE = "（自軍配備フェイズ）〔１〕：カード１枚を引く。この記述の効果は、プレイヤー毎に１ターンに１回しか使用できない。"
TYRE = "（常時）：自軍ユニット１枚は、ターン終了時まで、「特徴：試作隊」を得ると共に、リロールできる。"
PAIR = ("（自軍戦闘フェイズ）〔２〕：このカードが、「特徴：男性」を持つキャラと「特徴：女性」を持つキャラがセットされている状態で、"
        "戦闘エリアにいる場合、敵軍ユニット１枚を破壊する。")
REFIT_HEARD = "『起動』：このセットグループのユニットが、「改装」の効果で廃棄された場合、このカードは、ターン終了時まで、＋１／＋１／＋１を得る。"
REFIT_WATCH = "『起動』：「特徴：試作隊」を持つ自軍ユニットが、「改装」の効果で廃棄された場合、カード１枚を引く。"
GROUP_GUARD = ("（戦闘フェイズ）〔１〕：このセットグループの、このカードと同じ属性のGサインを持つ自軍ユニット１枚は、カット終了時まで、"
               "敵軍コマンドの対象にならない。")
PROMISE = ("（戦闘フェイズ）：敵軍セットカード１枚を持ち主の手札に移す。本来の名称が「古い約束」であるカードが、自軍G、または"
           "自軍ジャンクヤードにある場合、持ち主の手札に移す代わりに、持ち主の捨て山の下に移す。（注：場にセットされているキャラも対象にできる）")


@pytest.mark.parametrize("text", [
    "（戦闘フェイズ）：自軍カード１枚は、カット終了時まで、ダメージ以外の敵軍効果では破壊されない。本来の名称が「静かな誓い」である"
    "カードが、自軍G、または自軍ジャンクヤードにある場合、対象は、（さらに）カット終了時まで、通常ダメージを受けない。",
    "（常時）：自軍ユニット１枚は、カット終了時まで、敵軍効果の対象にならない。本来の名称が「夜明けの鐘」であるカードが、自軍G、"
    "または自軍ジャンクヤードにある場合、対象は、（さらに）カット終了時まで、敵軍効果ではダメージを受けない。",
    "『起動』：このカードが場に出た場合、自軍本国の上のカード１枚を、自軍Gにできる。",
    "『起動』：自軍ターン開始時に、自軍本国の上のカード２枚を自軍Gにできる。",
    "『起動』：このセットグループのキャラは、破壊されて廃棄される場合、廃棄される代わりに持ち主の手札に移る。",
    "『常駐』：このセットグループのユニットは、破壊されて廃棄される場合、廃棄される代わりに持ち主のハンガーに移る。",
    "『常駐』：このカードと交戦中の全ての敵軍キャラは、破壊されて廃棄される場合、廃棄される代わりに持ち主の手札に移る。",
    "『常駐』：このカードの部隊にいる全ての自軍ユニットは、「〔１〕：ゲイン」を得る。",
    "『常駐』：「特徴：試作隊」を持つ全ての自軍ユニットは、「〔１〕：ゲイン」を得る。",
    "（防御ステップ）：自軍ユニット１枚と、対象１と交戦中の敵軍ユニット１枚を持ち主の手札に移す。本来の名称が「星の声」であるカードが、"
    "自軍G、または自軍ジャンクヤードにある場合、対象２を持ち主の手札に移す代わりに廃棄する。",
    "（戦闘フェイズ）：敵軍ユニット１枚を持ち主の手札に移す。本来の名称が「古い約束」であるカードが、自軍G、または自軍ジャンクヤードに"
    "ある場合、持ち主の手札に移す代わりに、持ち主の捨て山の下に移す。",
    PROMISE,
    "『常駐』：このカードは、敵軍ユニットがいない場合、攻撃に出撃できない。",
    "『起動』：このセットグループの、「特徴：試作隊」を持つ自軍ユニットが攻撃に出撃した場合、カード１枚を引く。",
    ROLLED_G,
    BLANK_DRAW,
    ONCE,
    TYRE,
    PAIR,
    REFIT_HEARD,
    REFIT_WATCH,
    GROUP_GUARD,
    "『常駐』：全てのGは、リロールできない。",
    "『恒常』：このカードは、プレイできない。",
    "『起動』：このカードが場に出た場合、カード１枚を引く事ができる。その場合、自軍手札１枚を選んで、記述を持たないセットカードとして、"
    "ACE以外の自軍ユニット１枚に裏向きでセットする。",
    "＜『起動』：このカードは、Gとして場に出る場合、ロール状態で出す事ができる。その場合、カード１枚を引く。＞",
    "『常駐』：このカードは、「特徴：試作隊」を持つ自軍ユニットがいない場合、出撃できない。",
])
def test_family_o4_prints_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


@pytest.mark.parametrize("text", [
    # ゲイン at a cost other than its built-in ① is a different text (not the special effect the engine plays)
    "『常駐』：全ての自軍ユニットは、「〔２〕：ゲイン」を得る。",
    # on the field no card is played: 常駐 would say nothing the engine can apply
    "『常駐』：このカードは、プレイできない。",
    # the replaced move is a bounce of a target the step chose: not a destruction, not a target of an earlier text
    "（戦闘フェイズ）：敵軍ユニット１枚を破壊する。本来の名称が「古い約束」であるカードが、自軍G、または自軍ジャンクヤードにある場合、"
    "持ち主の手札に移す代わりに、持ち主の捨て山の下に移す。",
    "（戦闘フェイズ）：全ての敵軍ユニットを持ち主の手札に移す。本来の名称が「古い約束」であるカードが、自軍G、または自軍ジャンクヤードに"
    "ある場合、持ち主の手札に移す代わりに廃棄する。",
])
def test_family_o4_leaves_what_it_cannot_play_blocked(text: str) -> None:
    compiled, exact, _blocker = round_trip(text)
    assert compiled is None or not exact


def _texted(number: str, text: str, type_: str = "unit", **extra: Any) -> dict[str, Any]:
    ability = {**compile_text(text).ability, "text": {"ja": text, "en": "x"}}
    if type_ == "unit":
        return unit(number, abilities=[ability], **extra)
    if type_ == "command":
        ability["kind"] = "play"
    return card(number, type_, abilities=[ability], **extra)


def _pay(sc: Any, player: int) -> None:
    while any(t in tokens(sc) for t in ("pay:auto", "confirm")):
        do(sc, "pay:auto" if "pay:auto" in tokens(sc) else "confirm", player=player)


SHIELD = ("（常時）：自軍ユニット１枚は、カット終了時まで、ダメージ以外の敵軍効果では破壊されない。本来の名称が「静かな誓い」"
          "であるカードが、自軍G、または自軍ジャンクヤードにある場合、対象は、（さらに）カット終了時まで、通常ダメージを受けない。")


@pytest.mark.parametrize("named", [True, False])
def test_p59_p57_the_further_protection_lasts_to_the_end_of_the_cut_and_needs_the_named_card(named: bool) -> None:
    """P59 (a cut resolves last played first) and P57 (the condition read on resolution): played in answer to an enemy
    command of damage, the shield resolves first; with a card of the printed name among the own Gs the target takes no
    damage from the command resolved after it (in the same cut); without it, the 3 damage destroys it. At the end of
    the cut the protection is gone."""
    vow = unit("VOW", name={"ja": "静かな誓い", "en": "Quiet vow"})
    burn = _texted("BURN", "（常時）：敵軍ユニット１枚に３ダメージを与える。", "command", colour="red")
    shield = _texted("SHIELD", SHIELD, "command")
    own_g = ["VOW", "U", "U"] if named else ["U", "U", "U"]
    sc = board([unit("U"), vow, burn, shield, unit("R", colour="red")],
               {"gzone": own_g, "hand": [{"card": "SHIELD", "id": "s"}], "deploy": [{"card": "U", "id": "u"}]},
               {"gzone": ["R"] * 3, "hand": [{"card": "BURN", "id": "b"}]}, point="attack", g_played=True)
    do(sc, "pass", player=0)
    do(sc, "play:$b", player=1)
    _pay(sc, 1)
    do(sc, "play:$s", player=0)
    _pay(sc, 0)
    resolve_cut(sc)
    u = sc.iid("u")
    assert (sc.state.zone[u] == st.DEPLOY) is named
    if named:
        assert not has_status(sc.state, u, "no_normal_damage")  # the cut has ended


@pytest.mark.parametrize("take", [True, False])
def test_p53_the_top_card_of_the_home_may_become_a_g(take: bool) -> None:
    """「自軍本国の上のカード1枚を、自軍Gにできる」: on resolution the player says yes (the top card of the home becomes
    a rerolled G, P53) or no (the home is unchanged)."""
    me = _texted("ME", "（常時）〔１〕：自軍本国の上のカード１枚を、自軍Gにできる。")
    sc = board([unit("U"), me], {"gzone": ["U"], "deploy": [{"card": "ME", "id": "me"}]}, {}, point="attack",
               g_played=True)
    top = sc.state.place(0, st.HOME)[-1]
    gs = len(sc.state.place(0, st.GZONE))
    do(sc, "act:$me:0", player=0)
    _pay(sc, 0)
    for _ in range(10):
        d = sc.game.decision(sc.state, labels=False)
        if d is not None and d.kind != "priority":
            do(sc, d.tokens()[0 if take else 1], player=d.player)
        elif sc.state.cut:
            do(sc, "pass", player=d.player)
        else:
            break
    assert (sc.state.zone[top] == st.GZONE) is take
    assert len(sc.state.place(0, st.GZONE)) == gs + take
    if take:
        assert not sc.state.rolled[top]


RESCUE = "『起動』：このセットグループのキャラは、破壊されて廃棄される場合、廃棄される代わりに持ち主の手札に移る。"


@pytest.mark.parametrize("text", [RESCUE, None])
def test_p66_p77_r220_the_set_character_of_a_destroyed_unit_goes_to_the_hand_instead(text: str | None) -> None:
    """P66 (set cards are destroyed with their host), P77 (置き換え), ruling R-220: the unit's text sends its destroyed
    character to its owner's hand instead of the junkyard; the unit itself still goes to the junkyard. Without the text
    both go to the junkyard."""
    host = _texted("HOST", text) if text else unit("HOST")
    kill = _texted("KILL", "（常時）：敵軍ユニット１枚を破壊する。", "command", colour="red")
    pilot = card("PILOT", "character", stats=[1, 1, 1])
    sc = board([unit("U"), host, kill, pilot, unit("R", colour="red")],
               {"gzone": ["U"] * 2, "deploy": [{"card": "HOST", "id": "h", "set": [{"card": "PILOT", "id": "p"}]}]},
               {"gzone": ["R"] * 3, "hand": [{"card": "KILL", "id": "k"}]}, point="attack", g_played=True)
    do(sc, "pass", player=0)
    do(sc, "play:$k", player=1)
    _pay(sc, 1)
    resolve_cut(sc)
    resolve_cut(sc)
    assert sc.state.zone[sc.iid("h")] == st.JUNK
    assert sc.state.zone[sc.iid("p")] == (st.HAND if text else st.JUNK)


def test_p77_r220_engaged_enemy_characters_go_to_the_hand_instead_and_others_do_not() -> None:
    """「このカードと交戦中の全ての敵軍キャラは、破壊されて廃棄される場合、廃棄される代わりに持ち主の手札に移る」: the enemy
    character set on a unit in the same battle area as this card's unit goes back to its owner's hand when its unit is
    destroyed; one whose unit is in the other battle area goes to the junkyard (P77)."""
    keeper = _texted("KEEP", "『常駐』：このカードと交戦中の全ての敵軍キャラは、破壊されて廃棄される場合、廃棄される代わりに"
                     "持ち主の手札に移る。", "character", stats=[0, 0, 0])
    kill = _texted("KILL", "（常時）：敵軍ユニット１枚を破壊する。", "command")
    pilot = card("PILOT", "character", colour="red", stats=[1, 1, 1])
    for where, back in (("space", True), ("earth", False)):
        enemy = {"gzone": ["R"] * 2, "battle": {where: [{"card": "E", "id": "e", "set": [{"card": "PILOT", "id": "p"}]}]}}
        sc = board([unit("U"), keeper, kill, pilot, unit("E", colour="red"), unit("R", colour="red")],
                   {"gzone": ["U"] * 3, "hand": [{"card": "KILL", "id": "k"}],
                    "battle": {"space": [{"card": "U", "id": "u", "set": [{"card": "KEEP", "id": "kp"}]}]}},
                   enemy, point="damage", g_played=True)
        do(sc, "play:$k", player=0)
        _pay(sc, 0)
        resolve_cut(sc)
        resolve_cut(sc)
        assert sc.state.zone[sc.iid("e")] == st.JUNK, where
        assert sc.state.zone[sc.iid("p")] == (st.HAND if back else st.JUNK), where


@pytest.mark.parametrize("lent", [True, False])
def test_p75_a_unit_lent_gain_at_its_built_in_cost_plays_it(lent: bool) -> None:
    """P75 (ゲイン, cost ①): 「…は、「〔１〕：ゲイン」を得る」 gives the special effect itself; the unit plays it in the damage
    step, revealing the top card of its home and getting its roll cost as a modifier (0079 series, roll cost 2)."""
    from engine.games.nexa.stats import stats

    lender = _texted("LEND", "『常駐』：全ての自軍ユニットは、「〔１〕：ゲイン」を得る。", "operation")
    cards = [unit("GA", (1, 1, 3)), unit("TOP", total=3, roll=2), lender]
    own: dict[str, Any] = {"battle": {"space": [{"card": "GA", "id": "ga"}]}, "gzone": ["GA"] * 2,
                           "home": ["TOP", "GA", "GA"]}
    if lent:
        own["deploy"] = [{"card": "LEND", "id": "l"}]
    sc = board(cards, own, {}, point="damage_free1")
    assert (f"act:{sc.iid('ga')}:102" in tokens(sc)) is lent
    if lent:
        do(sc, "act:$ga:102", player=0)
        resolve_cut(sc)
        assert stats(sc.state, sc.iid("ga")) == (3, 3, 5)


VOICE = ("（防御ステップ）：自軍ユニット１枚と、対象１と交戦中の敵軍ユニット１枚を持ち主の手札に移す。本来の名称が「星の声」であるカードが、"
         "自軍G、または自軍ジャンクヤードにある場合、対象２を持ち主の手札に移す代わりに廃棄する。")


@pytest.mark.parametrize("where", ["gzone", "junkyard", "hand"])
def test_p57_p77_the_second_target_goes_to_the_junkyard_instead_of_the_hand_only_with_the_named_card(where: str) -> None:
    """P77 (置き換え) read as the step resolves (P57): with a card of the printed name among the own Gs or in the own
    junkyard, the enemy unit (対象2) is discarded in place of going to its owner's hand; the own unit (対象1) still goes
    to the hand. A card of the name in the hand does not count: both go to the hand."""
    star = unit("STAR", name={"ja": "星の声", "en": "Star voice"})
    voice = _texted("VOICE", VOICE, "command")
    own: dict[str, Any] = {"gzone": ["U"] * 2, "hand": [{"card": "VOICE", "id": "v"}],
                           "battle": {"space": [{"card": "U", "id": "u"}]}}
    own[where] = own.get(where, []) + ["STAR"]
    sc = board([unit("U"), star, voice, unit("E", colour="red")], own,
               {"gzone": ["E"] * 2, "battle": {"space": [{"card": "E", "id": "e"}]}}, point="defence", g_played=True)
    do(sc, "play:$v", player=0)
    _pay(sc, 0)
    resolve_cut(sc)
    assert sc.state.zone[sc.iid("u")] == st.HAND
    assert sc.state.zone[sc.iid("e")] == (st.HAND if where == "hand" else st.JUNK)


@pytest.mark.parametrize("named", [True, False])
def test_p66_p77_a_set_character_goes_to_the_bottom_of_the_discard_pile_instead_of_the_hand(named: bool) -> None:
    """「敵軍セットカード1枚を…」 with the note (P66: a set character is a set card, so a target): with a card of the
    printed name in the own junkyard the character goes to the bottom of its owner's discard pile (捨て山) in place of
    the hand (P77); without it, to the hand. Its unit stays on the field."""
    old = unit("OLD", name={"ja": "古い約束", "en": "Old promise"})
    promise = _texted("PROMISE", PROMISE, "command")
    own: dict[str, Any] = {"gzone": ["U"] * 2, "hand": [{"card": "PROMISE", "id": "pr"}]}
    if named:
        own["junkyard"] = ["OLD"]
    enemy = {"gzone": ["E"], "deploy": [{"card": "E", "id": "e", "set": [{"card": "PILOT", "id": "p"}]}],
             "discard": ["E", "E"]}
    sc = board([unit("U"), old, promise, unit("E", colour="red"), card("PILOT", "character", colour="red",
                                                                       stats=[1, 1, 1])],
               own, enemy, point="attack", g_played=True)
    do(sc, "play:$pr", player=0)
    _pay(sc, 0)
    resolve_cut(sc)
    p = sc.iid("p")
    assert sc.state.zone[sc.iid("e")] == st.DEPLOY
    if named:
        pile = sc.state.place(1, st.DISCARD)
        assert sc.state.zone[p] == st.DISCARD and pile[0] == p and len(pile) == 3  # the bottom (index 0; top is last)
    else:
        assert sc.state.zone[p] == st.HAND


@pytest.mark.parametrize("enemy_unit", [True, False])
def test_p32_a_unit_attacks_only_while_an_enemy_unit_is_on_the_field(enemy_unit: bool) -> None:
    """P32 (the attack step's sortie) with 「このカードは、敵軍ユニットがいない場合、攻撃に出撃できない」: with an enemy unit on the
    field the card may sortie; with none it is not offered, while a unit without the text still is."""
    shy = _texted("SHY", "『常駐』：このカードは、敵軍ユニットがいない場合、攻撃に出撃できない。")
    enemy: dict[str, Any] = {"deploy": [{"card": "E", "id": "e"}]} if enemy_unit else {}
    sc = board([unit("U"), shy, unit("E", colour="red")],
               {"deploy": [{"card": "SHY", "id": "s"}, {"card": "U", "id": "u"}]}, enemy, point="attack_rule")
    toks = tokens(sc)
    assert any(t.startswith("sortie:") and t.endswith(f":{sc.iid('u')}") for t in toks)
    assert any(t.startswith("sortie:") and t.endswith(f":{sc.iid('s')}") for t in toks) is enemy_unit


@pytest.mark.parametrize("which", ["mine", "other"])
def test_p68_a_character_hears_its_own_units_attack_only(which: str) -> None:
    """P68 (起動 texts heard at their event) with 「このセットグループの、「特徴：A」を持つ自軍ユニットが攻撃に出撃した場合」: the
    character draws when the unit it is set on (with the trait) sorties to attack; another unit of the trait sortieing
    alone is not of its set group and draws nothing."""
    pilot = _texted("PILOT", "『起動』：このセットグループの、「特徴：試作隊」を持つ自軍ユニットが攻撃に出撃した場合、カード１枚を引く。",
                    "character", stats=[0, 0, 0])
    sc = board([unit("U", traits=["試作隊"]), pilot],
               {"deploy": [{"card": "U", "id": "mine", "set": [{"card": "PILOT", "id": "p"}]}, {"card": "U", "id": "other"}]},
               {}, point="attack_rule")
    hand = len(sc.state.place(0, st.HAND))
    do(sc, f"sortie:s:${which}", "sortie:done", player=0)
    for _ in range(20):
        d = sc.game.decision(sc.state, labels=False)
        if d is None or d.kind == "priority" and not sc.state.cut and not sc.state.cut_resolving:
            break
        do(sc, "pass" if "pass" in d.tokens() else d.tokens()[0], player=d.player)
    assert len(sc.state.place(0, st.HAND)) == hand + (which == "mine")


@pytest.mark.parametrize("answer", ["yes", "no"])
def test_p21_p68_r222_a_g_may_enter_rolled_and_then_deals_the_damage(answer: str) -> None:
    """〈 〉 (the card's text as a G) with P21 (a card played as a G) and P68 (a 起動 text applies at once): as the G enters
    its player is asked at once, before anyone has priority with the G rerolled; yes: the G is rolled and the enemy
    unit takes 3 damage (その場合, P77); no: the G stays rerolled and nothing else happens (ruling R-222)."""
    ab = compile_text(ROLLED_G).ability
    play = {**compile_text("（防御ステップ）：敵軍ユニット１枚を破壊する。").ability, "kind": "play", "text": {"ja": "p", "en": "x"}}
    seed = card("SEED", "command", abilities=[{**ab, "text": {"ja": ROLLED_G, "en": "x"}}, play])
    foe = unit("FOE", (1, 1, 5), colour="red")
    sc = board([unit("U"), seed, foe], {"hand": [{"card": "SEED", "id": "seed"}]},
               {"battle": {"space": [{"card": "FOE", "id": "foe"}]}}, point="deploy")
    me = sc.iid("seed")
    do(sc, f"g:{me}", player=0)
    asked = False
    for _ in range(10):
        d = sc.game.decision(sc.state, labels=False)
        if d is None or d.kind == "priority" and not (sc.state.cut or sc.state.cut_resolving):
            break
        if sc.state.zone[me] == st.GZONE and not asked:
            assert d.kind == "yesno"  # the first decision once the G is there: no priority in between
            asked = True
        toks = tokens(sc)
        pick = answer if answer in toks else next((t for t in toks if t == f"t:{sc.iid('foe')}"), toks[0])
        do(sc, pick, player=d.player)
    assert asked and sc.state.zone[me] == st.GZONE
    assert sc.state.rolled[me] is (answer == "yes")
    assert sc.state.damage[sc.iid("foe")] == (3 if answer == "yes" else 0)


def test_p56_r152_the_card_set_without_a_description_is_picked_after_the_draw() -> None:
    """P56 (選んで: picked as the step resolves) with family C3's blank set card (P66, ruling R-152): the card drawn first is
    among those offered (hand and hangar); the one picked is set face down on this card, the others stay."""
    me = _texted("ME", BLANK_DRAW)
    sc = board([unit("U"), me, unit("TOP"), unit("KEEP"), unit("SHED")],
               {"gzone": ["U"] * 2, "deploy": [{"card": "ME", "id": "me"}], "hand": [{"card": "KEEP", "id": "k"}],
                "hangar": [{"card": "SHED", "id": "h"}], "home": [{"card": "TOP", "id": "top"}] + ["U"] * 5},
               {}, point="deploy", g_played=True)
    top = sc.iid("top")
    assert sc.state.place(0, st.HOME)[-1] == top
    do(sc, "act:$me:0", player=0)
    _pay(sc, 0)
    offered: list[str] = []
    for _ in range(10):
        d = sc.game.decision(sc.state, labels=False)
        if d is None or d.kind == "priority" and not (sc.state.cut or sc.state.cut_resolving):
            break
        if d.kind != "priority":
            offered = d.tokens()
            pick = next(t for t in offered if t.endswith(f":{top}"))
            do(sc, pick, player=d.player)
        else:
            do(sc, "pass", player=d.player)
    assert sorted(int(t.split(":")[-1]) for t in offered) == sorted([top, sc.iid("k"), sc.iid("h")])
    assert sc.state.zone[top] == st.SET and sc.state.zone[sc.iid("k")] == st.HAND
    assert sc.state.zone[sc.iid("h")] == st.HANGAR


def test_once_a_turn_per_player_said_with_shika() -> None:
    """「この記述の効果は、プレイヤー毎に1ターンに1回しか使用できない」 is family O's limit (…1回まで使用できる, limits.py): once
    one copy's text is used, the other copy's is not offered that turn."""
    once = _texted("ONCE", ONCE)
    sc = board([unit("U"), once], {"gzone": ["U"] * 3, "deploy": [{"card": "ONCE", "id": "a"}, {"card": "ONCE", "id": "b"}]},
               {}, point="deploy", g_played=True)
    a, b = sc.iid("a"), sc.iid("b")
    assert f"act:{a}:0" in tokens(sc) and f"act:{b}:0" in tokens(sc)
    do(sc, f"act:{a}:0", player=0)
    _pay(sc, 0)
    resolve_cut(sc)
    assert f"act:{b}:0" not in tokens(sc) and f"act:{a}:0" not in tokens(sc)


@pytest.mark.parametrize("answer", ["yes", "no"])
def test_a_trait_until_the_turns_end_and_the_same_unit_may_be_rerolled(answer: str) -> None:
    """「…は、ターン終了時まで、「特徴：A」を得ると共に、リロールできる」: the target gets the trait either way; the player may
    then reroll the same unit (yes), or leave it rolled (no)."""
    from engine.games.nexa.stats import gained_trait

    tyre = _texted("TYRE", TYRE, "command")
    sc = board([unit("U"), tyre], {"gzone": ["U"] * 2, "hand": [{"card": "TYRE", "id": "t"}],
                                   "deploy": [{"card": "U", "id": "u", "rolled": True}]}, {}, point="deploy",
               g_played=True)
    u = sc.iid("u")
    assert sc.state.rolled[u]
    do(sc, "play:$t", player=0)
    _pay(sc, 0)
    for _ in range(10):
        d = sc.game.decision(sc.state, labels=False)
        if d is None or d.kind == "priority" and not (sc.state.cut or sc.state.cut_resolving):
            break
        do(sc, answer if answer in d.tokens() else ("pass" if "pass" in d.tokens() else d.tokens()[0]), player=d.player)
    assert gained_trait(sc.state, u, "試作隊")
    assert sc.state.rolled[u] is (answer == "no")


@pytest.mark.parametrize("pilots", [("HE", "SHE"), ("HE", "HE2"), ("BOTH",)])
def test_p57_r223_a_character_of_each_trait_is_set_on_this_card(pilots: tuple[str, ...]) -> None:
    """P57 (a text's condition) with ruling R-223: the text is offered while a character with the first trait and one
    with the second are set on this card in a battle area; two of the first trait are not enough; one character with
    both traits has each."""
    duo = _texted("DUO", PAIR, colour="blue")
    chars = [card("HE", "character", stats=[0, 0, 0], traits=["男性"]), card("HE2", "character", stats=[0, 0, 0], traits=["男性"]),
             card("SHE", "character", stats=[0, 0, 0], traits=["女性"]),
             card("BOTH", "character", stats=[0, 0, 0], traits=["男性", "女性"])]
    sc = board([unit("U"), duo, unit("E", colour="red"), *chars],
               {"gzone": ["U"] * 3, "battle": {"space": [{"card": "DUO", "id": "d", "set": [{"card": p} for p in pilots]}]}},
               {"battle": {"space": [{"card": "E", "id": "e"}]}}, point="attack", g_played=True)
    assert (f"act:{sc.iid('d')}:0" in tokens(sc)) is (pilots != ("HE", "HE2"))


@pytest.mark.parametrize("heard", [True, False])
def test_p75_a_character_hears_its_unit_discarded_by_refit(heard: bool) -> None:
    """P75 (改装: the new unit takes the old one's place, set cards included, and the old one is discarded) with
    「このセットグループのユニットが、「改装」の効果で廃棄された場合、このカードは、…+1/+1/+1を得る」: the character, now on
    the new unit, gets the change; a character without the text does not."""
    from engine.games.nexa.stats import stats

    pilot = (_texted("PILOT", REFIT_HEARD, "character", stats=[1, 1, 1]) if heard
             else card("PILOT", "character", stats=[1, 1, 1]))
    cards = [unit("OLD", (1, 1, 3), keywords=[{"refit": "改"}]), unit("NEW", (4, 4, 4), total=2, traits=["改"]), pilot]
    sc = board(cards, {"battle": {"space": [{"card": "OLD", "id": "old", "set": [{"card": "PILOT", "id": "p"}]}]},
                       "hand": [{"card": "NEW", "id": "new"}], "gzone": ["OLD"] * 3},
               {}, point="attack_free2")
    before = stats(sc.state, sc.iid("p"))
    do(sc, "act:$old:103", player=0)
    resolve_cut(sc)
    resolve_cut(sc)
    s = sc.state
    assert s.zone[sc.iid("old")] == st.JUNK and s.zone[sc.iid("p")] == st.SET and s.set_to[sc.iid("p")] == sc.iid("new")
    after = stats(s, sc.iid("p"))
    assert after == (tuple(v + 1 for v in before) if heard else before)


@pytest.mark.parametrize("trait", ["試作隊", "別隊"])
def test_p75_p68_another_card_hears_an_own_unit_discarded_by_refit(trait: str) -> None:
    """P75 (改装 discards the old unit) heard by another card's 起動 text (P68) whose selector names the discarded unit
    (「「特徴：A」を持つ自軍ユニットが、「改装」の効果で廃棄された場合」): it draws when the old unit has the trait, and not
    otherwise."""
    watcher = _texted("WATCH", REFIT_WATCH, "operation")
    cards = [unit("OLD", (1, 1, 3), keywords=[{"refit": "改"}], traits=[trait]), unit("NEW", (4, 4, 4), total=2, traits=["改"]),
             watcher]
    sc = board(cards, {"battle": {"space": [{"card": "OLD", "id": "old"}]}, "deploy": [{"card": "WATCH", "id": "w"}],
                       "hand": [{"card": "NEW", "id": "new"}], "gzone": ["OLD"] * 3}, {}, point="attack_free2")
    hand = len(sc.state.place(0, st.HAND))
    do(sc, "act:$old:103", player=0)
    resolve_cut(sc)
    resolve_cut(sc)
    assert sc.state.zone[sc.iid("old")] == st.JUNK
    assert len(sc.state.place(0, st.HAND)) == hand - 1 + (trait == "試作隊")  # NEW left the hand


def test_p21_p55_r224_a_card_that_cannot_be_played_is_neither_played_nor_played_as_a_g() -> None:
    """「『恒常』：このカードは、プレイできない。」 (P68: a 恒常 text is in force in the hand), ruling R-224: the card is not
    offered as a play nor as a G (P21: a G is played too), while a card without the text is; it still enters the field
    by 改装 (P75), which is not its play."""
    text = "『恒常』：このカードは、プレイできない。"
    never = unit("NEVER", abilities=[{**compile_text(text).ability, "text": {"ja": text, "en": "x"}}], traits=["改"],
                 total=1)
    sc = board([unit("U"), never, unit("OLD", (1, 1, 3), keywords=[{"refit": "改"}])],
               {"gzone": ["U"] * 3, "hand": [{"card": "NEVER", "id": "n"}, {"card": "U", "id": "u"}]}, {}, point="deploy")
    toks = tokens(sc)
    n, u = sc.iid("n"), sc.iid("u")
    assert f"play:{u}" in toks and f"g:{u}" in toks
    assert f"play:{n}" not in toks and f"g:{n}" not in toks
    sc = board([unit("U"), never, unit("OLD", (1, 1, 3), keywords=[{"refit": "改"}])],
               {"battle": {"space": [{"card": "OLD", "id": "old"}]}, "hand": [{"card": "NEVER", "id": "n"}],
                "gzone": ["U"] * 3}, {}, point="attack_free2")
    do(sc, "act:$old:103", player=0)
    resolve_cut(sc)
    assert sc.state.zone[sc.iid("n")] == st.BATTLE


@pytest.mark.parametrize("aimed", ["host", "other"])
def test_p66_p56_only_a_unit_of_this_set_group_is_protected(aimed: str) -> None:
    """P66 (a set group), P56 (targets) and P59 (the cut): an enemy command aims to destroy an own unit; in answer the
    character protects 「このセットグループの、…自軍ユニット1枚」 from enemy commands until the cut ends. Only the unit it is
    set on can be its target: that unit survives (the command's target is lost, P57); the other unit is destroyed."""
    guard = _texted("GUARD", GROUP_GUARD, "character", stats=[0, 0, 0])
    kill = _texted("KILL", "（常時）：敵軍ユニット１枚を破壊する。", "command", colour="red")
    sc = board([unit("U"), guard, kill, unit("R", colour="red")], {"gzone": ["U"] * 2, "battle": {"space": [
        {"card": "U", "id": "host", "set": [{"card": "GUARD", "id": "g"}]}, {"card": "U", "id": "other"}]}},
        {"gzone": ["R"] * 3, "hand": [{"card": "KILL", "id": "k"}]}, point="attack", g_played=True)
    do(sc, "pass", player=0)
    do(sc, "play:$k", player=1)
    do(sc, f"t:{sc.iid(aimed)}", player=1)
    _pay(sc, 1)
    do(sc, "act:$g:0", player=0)
    assert not any(t.startswith("t:") for t in tokens(sc))  # its one possible target, chosen without asking
    _pay(sc, 0)
    resolve_cut(sc)
    resolve_cut(sc)
    assert sc.state.zone[sc.iid("host")] == st.BATTLE
    assert sc.state.zone[sc.iid("other")] == (st.JUNK if aimed == "other" else st.BATTLE)


@pytest.mark.parametrize("locked", [True, False])
def test_reroll_phase_leaves_every_g_rolled_while_the_text_is_in_force(locked: bool) -> None:
    """「『常駐』：全てのGは、リロールできない。」: at the next turn's reroll phase (its rule rerolls the turn player's cards)
    the rolled Gs stay rolled, the enemy's included, while a rolled unit is rerolled; without the text the Gs are
    rerolled too."""
    from .helpers import pass_until

    text = "『常駐』：全てのGは、リロールできない。"
    lock = card("LOCK", "operation", abilities=[{**compile_text(text).ability, "text": {"ja": text, "en": "x"}}])
    own: dict[str, Any] = {"gzone": [{"card": "U", "id": "g0", "rolled": True}]}
    if locked:
        own["deploy"] = [{"card": "LOCK", "id": "l"}]
    sc = board([unit("U"), lock], own, {"gzone": [{"card": "U", "id": "g1", "rolled": True}],
                                        "deploy": [{"card": "U", "id": "u1", "rolled": True}]},
               point="return_free2", turn=3, attacker=0)
    pass_until(sc, st.DRAW_RULE)
    assert sc.state.turn == 4 and sc.state.attacker == 1
    assert not sc.state.rolled[sc.iid("u1")]
    assert sc.state.rolled[sc.iid("g1")] is locked
