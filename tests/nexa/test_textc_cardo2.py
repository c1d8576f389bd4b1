"""Issue 14, family O (second round) of the card-text compiler: more texts that change a rule, compiled,
printed back and played.

Every text here is original, written in the controlled style of card lists (never official text).
The rules they pin: P5 (deck construction), P9 (ロールコスト), P35 (部隊戦闘力), P56 (対象); docs/rulings.md
R-100 and after the decisions.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.games.nexa.battle import squad_power
from engine.games.nexa.cards import to_def
from engine.games.nexa.deckrules import deck_problems
from engine.games.nexa.importer import import_records
from engine.games.nexa.schema import Card as CardModel
from engine.games.nexa.textc import compile_text, round_trip

from .helpers import board, card, do, resolve_cut, tokens, unit


@pytest.mark.parametrize("text", [
    "（自軍攻撃ステップ）：全てのユニットを破壊する。（注：対象は取らない）",
    "（戦闘フェイズ）〔1〕：敵軍ユニット1枚は、このターンテキストをプレイできない。（注：対象は取らない）",
    "（注：対象は取らない）",
    "『起動』：このカードが場に出た場合、このカード以外の全てのユニットを持ち主の手札に移す。（注：対象は取らない）",
    "（戦闘フェイズ）〔1〕：戦闘エリアにいる2以下のロールコストを持つ敵軍ユニット1枚をロールする。",
    "（戦闘フェイズ）〔2〕：戦闘エリアにいるX以下のロールコストを持つ敵軍ユニット1枚をロールする。Xの値は、自軍Gの枚数とする。",
    "（防御ステップ）〔R+X〕：X以下のロールコストを持つ敵軍ユニット1枚を持ち主の手札に移す。",
    "『恒常』：このカードは、デッキに4枚以上入れられる。",
    "『常駐』：「特徴：突撃隊」を持つ全ての自軍ユニットは、射撃力の代わりに格闘力を用いて部隊戦闘力の計算を行う。",
    "『常駐』：このセットグループのユニットは、部隊戦闘力の計算において、射撃力の代わりに格闘力を用いて計算を行う。",
    "『常駐』：「特徴：突撃隊」を持つ全ての自軍ユニットは、「速攻」を得ると共に、射撃力の代わりに格闘力を用いて部隊戦闘力の計算を行う。",
    "（戦闘フェイズ）〔1〕：このターン、このカードは、射撃力の代わりに格闘力を使用して部隊戦闘力の計算を行う。",
    "『恒常』：このカードをプレイする場合、コストして、緑のGサインを持つ自軍G1枚または赤のGサインを持つ自軍G1枚をロールする。",
    "（常時）：自軍ユニット1枚は、ターン終了時まで+1/+1/+1を得る。本来の名称が「試験の星」であるカードが、自軍G、または"
    "自軍ジャンクヤードにある場合、対象は、ターン終了時まで（さらに）「高機動」を得る。",
    "（戦闘フェイズ）〔1〕：敵軍ユニット1枚は、ターン終了時まで-2/-2/-2を得る。このカードが戦闘エリアにいる場合、対象は、"
    "ターン終了時まで（さらに）-1/-1/-1を得る。",
    "（常時）：自軍ユニット1枚は、ターン終了時まで+1/+0/+1を得る。このカードの「専用機のセット」が成立している場合、対象は、"
    "ターン終了時まで（さらに）敵軍効果の対象にならない。",
    "（防御ステップ）：ユニット1枚は、ターン終了時まで±1/±1/±1を得る。（±のルール＞プラス、マイナスは効果の使用者が選択する）",
    "（±のルール＞プラス、マイナスは効果の使用者が選択する）",
    "『起動』：このカードがプレイされて「専用機のセット」が成立するユニットにセットされた場合、カード1枚を引く。",
    "『起動』：このカードが場に出た場合、自軍ユニット1枚は、ターン終了時まで+2/+0/+0を得ると共に、リロールできる。",
    "（防御ステップ）〔1〕：このカードは、ターン終了時まで「速攻」を得ると共に、リロールできる。",
    "（戦闘フェイズ）〔1〕：自軍ユニット1枚が受ける全てのダメージは、このターン、対象の代わりに、このカードに与えられる。",
    "（常時）〔2〕：自軍ユニット1枚に与えられる全てのダメージは、このターン、対象の代わりに、このセットグループのユニットに与えられる。",
    "（戦闘フェイズ）：本来の種類がキャラである自軍カード1～2枚をリロールする。",
    "（敵軍戦闘フェイズ）〔1〕：本来の種類がユニットである敵軍G1枚を自軍Gにする。",
    "『常駐』：このカード、または「特徴：試作」を持つ全ての自軍ユニットは、「改装」の効果で廃棄される場合、廃棄される代わりに"
    "持ち主のGになる。",
    "『起動』：このカードの「専用機のセット」が成立した場合、全ての敵軍ユニットに1ダメージを与える。",
    "（ダメージ判定ステップ）〔R〕：敵軍ユニット1枚に2ダメージを与える。自軍ユニットの「専用機のセット」が成立している場合、"
    "この効果のコストは0に変更される。",
    "（戦闘フェイズ）〔1〕：敵軍ユニット1枚をロールする。このカードの「専用機のセット」が成立している場合、この効果のコストは0に"
    "変更される。",
    "（自軍配備フェイズ）：カード1枚を引く。本来の名称が「試験の星」であるカードが、自軍G、または自軍ジャンクヤードにある場合、"
    "このカードは、合計国力-1してプレイできる。",
    "『恒常』：このカードは、自軍手札からプレイされて解決された場合、ジャンクヤードに移る代わりに持ち主のハンガーに移る。",
    "『恒常』：このカードは、「ゲイン」の効果において、ロールコストを3として扱う。",
    "『恒常』：このカードは、自軍手札、または自軍ハンガーにある場合、「改装」の効果において、合計国力3として扱う。",
    "（ダメージ判定ステップ）〔1〕：このカードの部隊が受ける全ての戦闘ダメージは、このターン、対象の代わりに自軍本国に与えられる。",
    "（常時）：自軍G1～2枚は、このターン、ロールコストの支払いにおいて、2枚分のGとして扱う事ができる。",
    "（ダメージ判定ステップ）〔1〕：このカードが、キャラがセットされている状態で、攻撃に出撃している、または交戦中の場合、"
    "敵軍ユニット1枚をロールする。",
    "（自軍ダメージ判定ステップ）〔1〕：このカードの部隊が与える戦闘ダメージは、このターン、敵軍部隊の代わりに自軍本国と敵軍本国に"
    "与えられる。",
    "（ダメージ判定ステップ）〔2〕：このカードの部隊が与える戦闘ダメージは、このターン、敵軍本国の代わりに敵軍ユニット1枚に"
    "与えられる。",
    "『恒常』：このカードは、「ゲイン」の効果において、ロールコストを2、Gサインを任意の属性として扱う。",
])
def test_family_o2_prints_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


@pytest.mark.parametrize(("text", "item"), [
    ("（常時）：カード1枚を引く。（注：対象は取らない）", "注:対象は取らない on a text that names no card"),
    ("『恒常』：このカードは、デッキに5枚以上入れられる。", "a deck limit other than"),
    ("（常時）：自軍ユニット1枚は、ターン終了時まで+1/+1/+1を得る。（±のルール＞プラス、マイナスは効果の使用者が選択する）",
     "±のルール on a text without ±"),
    ("（戦闘フェイズ）〔1〕：自軍ユニット1枚は、射撃力の代わりに格闘力を用いて部隊戦闘力の計算を行う。", ""),
])
def test_family_o2_refuses_what_the_engine_does_not_play(text: str, item: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert not exact and blocker.startswith(item)


def _texted(number: str, text: str, type_: str = "unit", **extra: Any) -> dict[str, Any]:
    ability = {**compile_text(text).ability, "text": {"ja": text, "en": "x"}}
    if type_ == "unit":
        return unit(number, abilities=[ability], **extra)
    if type_ == "command":
        ability["kind"] = "play"
    return card(number, type_, abilities=[ability], **extra)


def _play_through(sc: Any, token: str) -> None:
    do(sc, token, player=0)
    while any(t in tokens(sc) for t in ("pay:auto", "confirm")):
        do(sc, "pay:auto" if "pay:auto" in tokens(sc) else "confirm", player=0)


def test_p56_a_card_not_targeted_is_chosen_even_when_it_cannot_be_a_target() -> None:
    """「（注：対象は取らない）」 (P56, ruling R-100): the enemy unit that cannot be the target of enemy effects is
    still chosen, on resolution; without the note the text has no legal target and is not offered."""
    from engine.games.nexa.play import priority_tokens

    hide = {"kind": "static", "text": {"ja": "h", "en": "h"},
            "continuous": [{"apply": "status", "target": "self", "status": "untargetable"}]}
    drawer = unit("HIDDEN", abilities=[hide, {**compile_text("（常時）：カード1枚を引く。").ability,
                                              "text": {"ja": "d", "en": "d"}}])
    noted = _texted("NOTED", "（常時）：敵軍ユニット1枚は、このターンテキストをプレイできない。（注：対象は取らない）", "command")
    plain = _texted("PLAIN", "（常時）：敵軍ユニット1枚は、このターンテキストをプレイできない。", "command")
    sc = board([drawer, noted, plain], {"gzone": ["HIDDEN"] * 2, "hand": [{"card": "NOTED", "id": "n"},
                                                                         {"card": "PLAIN", "id": "p"}]},
               {"deploy": [{"card": "HIDDEN", "id": "h"}]}, point="attack", g_played=True)
    assert f"play:{sc.iid('p')}" not in tokens(sc)  # no target: not offered (P56)
    act = f"act:{sc.iid('h')}:1"
    assert act in priority_tokens(sc.state, 1)
    _play_through(sc, "play:$n")
    for _ in range(20):
        pick = f"t:{sc.iid('h')}"
        if pick in tokens(sc):
            do(sc, pick, player=0)
        else:
            break
    resolve_cut(sc)
    assert act not in priority_tokens(sc.state, 1)


def test_p56_a_note_alone_restates_a_text_of_every_card() -> None:
    """The note on its own line goes with a text of 「全ての…」 (it chooses no target); after a text that
    chooses one it says something the card does not do, and the card is not FULL."""
    def rec(number: str, text: str) -> dict[str, str]:
        return {"id": number, "imgID": number, "title": number, "categoryStr": "COMMAND", "totalCostLengthStr": "3",
                "textstr": text + "<br />（注：対象は取らない）", "colorCost": "黒1", "gsignProperty": "0079",
                "bp1": "", "bp2": "", "bp3": "", "area": "", "characteristic": "", "rarity": "C", "color": "黒"}
    items = import_records({"data": [rec("N-1", "（自軍攻撃ステップ）：全てのオペを破壊する。"),
                                     rec("N-2", "（自軍攻撃ステップ）：敵軍オペ1枚を破壊する。")]})
    assert [i.status for i in items] == ["full", "partial"]
    assert items[1].blockers == ["reminder of no_target without it"]


def test_p9_a_roll_cost_cap_offers_only_the_cheaper_units() -> None:
    """「2以下のロールコストを持つ敵軍ユニット」: the unit's roll cost (P9), not its total cost."""
    text = "（常時）：2以下のロールコストを持つ敵軍ユニット1枚をロールする。"
    cheap, dear = unit("CHEAP", total=5, roll=2), unit("DEAR", total=2, roll=3)
    sc = board([cheap, dear, _texted("ROLLER", text, "command")],
               {"gzone": ["CHEAP"] * 2, "hand": [{"card": "ROLLER", "id": "r"}]},
               {"deploy": [{"card": "CHEAP", "id": "c"}, {"card": "DEAR", "id": "d"}]}, point="attack", g_played=True)
    _play_through(sc, "play:$r")  # one legal target: chosen without asking
    resolve_cut(sc)
    assert sc.state.rolled[sc.iid("c")] and not sc.state.rolled[sc.iid("d")]


def test_p35_a_unit_behind_the_front_adds_its_melee_to_the_squad_power() -> None:
    """「射撃力の代わりに格闘力を用いて部隊戦闘力の計算を行う」: P35 adds the front unit's 格闘力 and the others'
    射撃力; a unit with the text adds its 格闘力 instead, wherever it stands."""
    text = "『常駐』：このカードは、射撃力の代わりに格闘力を用いて部隊戦闘力の計算を行う。"
    front, brawler = unit("FRONT", (3, 1, 3)), _texted("BRAWL", text, stats=(4, 1, 3))
    sc = board([front, brawler], {"battle": {"space": [{"card": "FRONT"}, {"card": "BRAWL"}]}}, {},
               point="damage_free1")
    assert squad_power(sc.state, 0) == 3 + 4
    sc = board([front, unit("PLAIN", (4, 1, 3))], {"battle": {"space": [{"card": "FRONT"}, {"card": "PLAIN"}]}}, {},
               point="damage_free1")
    assert squad_power(sc.state, 0) == 3 + 1


def test_p35_melee_for_the_squad_power_until_the_end_of_the_turn() -> None:
    """「このターン、このカードは、射撃力の代わりに格闘力を使用して…」: a step; the turn over, 射撃力 again."""
    text = "（戦闘フェイズ）：このターン、このカードは、射撃力の代わりに格闘力を使用して部隊戦闘力の計算を行う。"
    front, brawler = unit("FRONT", (3, 1, 3)), _texted("BRAWL", text, stats=(5, 2, 3))
    sc = board([front, brawler], {"battle": {"space": [{"card": "FRONT"}, {"card": "BRAWL", "id": "b"}]}}, {},
               point="attack", g_played=True)
    assert squad_power(sc.state, 0) == 3 + 2
    _play_through(sc, "act:$b:0")
    resolve_cut(sc)
    assert squad_power(sc.state, 0) == 3 + 5


def test_p5_a_card_that_may_be_put_in_a_deck_more_than_three_times() -> None:
    """P5: at most 3 cards of a name; 「このカードは、デッキに4枚以上入れられる」 lifts the limit for its name."""
    free = CardModel(**_texted("FREE", "『恒常』：このカードは、デッキに4枚以上入れられる。"))
    plain = CardModel(**unit("PLAIN"))
    assert deck_problems([to_def(free)] * 47 + [to_def(plain)] * 3) == []
    assert deck_problems([to_def(free)] * 46 + [to_def(plain)] * 4) == [
        "4 cards named PLAIN; at most 3 of a name (P5, ユニーク P76)"]


def test_p57_one_more_change_of_the_target_only_while_a_card_of_that_name_is_a_g_or_in_the_junkyard() -> None:
    """「本来の名称が「A」であるカードが自軍G、または自軍ジャンクヤードにある場合、対象は、…さらに…」: the condition is
    read when the step resolves (P57); a card of that printed name among the own Gs (or junkyard) makes it hold,
    one in the hand does not."""
    from engine.games.nexa.stats import keywords, stats

    text = ("（常時）：自軍ユニット1枚は、ターン終了時まで+1/+1/+1を得る。本来の名称が「試験の星」であるカードが、自軍G、"
            "または自軍ジャンクヤードにある場合、対象は、ターン終了時まで（さらに）「高機動」を得る。")
    star = unit("STAR", name={"ja": "試験の星", "en": "Test star"})
    for where, has in (("gzone", True), ("junkyard", True), ("hand", False)):
        own: dict[str, Any] = {"gzone": ["U"] * 2, "hand": [{"card": "BOOST", "id": "b"}],
                               "deploy": [{"card": "U", "id": "u"}]}
        own[where] = own.get(where, []) + ["STAR"]
        sc = board([unit("U"), star, _texted("BOOST", text, "command")], own, {}, point="attack", g_played=True)
        _play_through(sc, "play:$b")
        resolve_cut(sc)
        assert tuple(stats(sc.state, sc.iid("u"))) == (3, 3, 3)
        assert ("high_mobility" in keywords(sc.state, sc.iid("u"))) is has, where


def test_p76_one_more_plus_or_minus_only_with_the_exclusive_set() -> None:
    """「このカードの「専用機のセット」が成立している場合、対象は、…（さらに）±1/±1/±1を得る」 (P76, R-71): with its
    専用 pilot set the target gets both changes, each sign picked by the player; without it only the first."""
    from engine.games.nexa.stats import stats

    text = ("（常時）：敵軍ユニット1枚は、ターン終了時まで±2/±2/±2を得る。このカードの「専用機のセット」が成立している場合、"
            "対象は、ターン終了時まで（さらに）±1/±1/±1を得る。（±のルール＞プラス、マイナスは効果の使用者が選択する）")
    for pilot, want in (("TARO", (1, 1, 1)), ("OTHER", (2, 2, 2))):
        cards = [unit("ME", abilities=[{**compile_text(text).ability, "text": {"ja": text, "en": "x"}}],
                      traits=["専用[試験太郎]"]),
                 unit("E", (4, 4, 4)), card("TARO", "character", stats=[0, 0, 0], name={"ja": "試験太郎", "en": "T"}),
                 card("OTHER", "character", stats=[0, 0, 0], name={"ja": "別人", "en": "O"})]
        sc = board(cards, {"deploy": [{"card": "ME", "id": "me", "set": [{"card": pilot}]}], "gzone": ["E"] * 2},
                   {"deploy": [{"card": "E", "id": "e"}]}, point="attack", g_played=True)
        _play_through(sc, "act:$me:0")
        for _ in range(10):
            toks = tokens(sc)
            if "opt:1" in toks:
                do(sc, "opt:1", player=0)  # minus, each time it is asked
            elif not any(t == "pass" for t in toks):
                break
            else:
                resolve_cut(sc)
        assert tuple(stats(sc.state, sc.iid("e"))) == want, pilot


def test_p76_a_pilot_played_onto_the_unit_it_makes_its_exclusive_set_with_draws() -> None:
    """「このカードがプレイされて「専用機のセット」が成立するユニットにセットされた場合」: heard once set, when the set
    it joined is its 専用機のセット (P76); set on another unit it is not heard."""
    text = "『起動』：このカードがプレイされて「専用機のセット」が成立するユニットにセットされた場合、カード2枚を引く。"
    pilot = card("PILOT", "character", stats=[0, 0, 0], name={"ja": "試験太郎", "en": "T"},
                 abilities=[{**compile_text(text).ability, "text": {"ja": text, "en": "x"}}])
    for host, drawn in (("MINE", 2), ("PLAIN", 0)):
        sc = board([unit("MINE", traits=["専用[試験太郎]"]), unit("PLAIN"), pilot],
                   {"deploy": [{"card": host, "id": "h"}], "gzone": ["PLAIN"] * 2, "hand": [{"card": "PILOT", "id": "p"}]},
                   {}, point="deploy", g_played=True)
        hand = len(sc.state.place(0, 2))
        do(sc, "play:$p", player=0)
        while any(t.startswith(("host:", "pay:auto", "confirm")) for t in tokens(sc)):
            t = next(t for t in tokens(sc) if t.startswith(("host:", "pay:auto", "confirm")))
            do(sc, t, player=0)
        resolve_cut(sc)
        assert len(sc.state.place(0, 2)) == hand - 1 + drawn, host


def test_p77_a_change_and_a_reroll_of_the_same_card() -> None:
    """「自軍ユニット1枚は、ターン終了時まで+2/+0/+0を得ると共に、リロールできる」: one target for both parts; the
    reroll is the player's choice (P77 できる)."""
    from engine.games.nexa.stats import stats

    text = "（常時）：自軍ユニット1枚は、ターン終了時まで+2/+0/+0を得ると共に、リロールできる。"
    ab = compile_text(text).ability
    assert list(ab["targets"]) == ["t1"]
    for answer, rolled in (("yes", False), ("no", True)):
        sc = board([unit("U"), unit("V"), _texted("PUMP", text, "command")],
                   {"gzone": ["V"] * 2, "hand": [{"card": "PUMP", "id": "p"}],
                    "deploy": [{"card": "U", "id": "u", "rolled": True}]}, {}, point="attack", g_played=True)
        _play_through(sc, "play:$p")
        for _ in range(20):
            toks = tokens(sc)
            if answer in toks:
                do(sc, answer, player=0)
            elif "pass" in toks and sc.state.cut:
                do(sc, "pass")
            else:
                break
        assert not sc.state.cut
        assert tuple(stats(sc.state, sc.iid("u"))) == (4, 2, 2)
        assert sc.state.rolled[sc.iid("u")] is rolled, answer


def test_p77_r102_damage_to_the_target_is_dealt_to_this_card_instead() -> None:
    """「自軍ユニット1枚が受ける全てのダメージは、このターン、対象の代わりに、このカードに与えられる」 (置き換え P77,
    ruling R-102): the enemy's damage meant for the target is dealt to this card, battle damage as well."""
    from engine.games.nexa import state as st
    from engine.games.nexa.effects import deal_damage

    text = "（戦闘フェイズ）：自軍ユニット1枚が受ける全てのダメージは、このターン、対象の代わりに、このカードに与えられる。"
    guard = _texted("GUARD", text, stats=(1, 1, 5))
    sc = board([unit("U", (1, 1, 2)), guard], {"gzone": ["U"] * 2, "deploy": [{"card": "GUARD", "id": "g"}],
                                              "battle": {"space": [{"card": "U", "id": "u"}]}}, {},
               point="attack", g_played=True)
    _play_through(sc, "act:$g:0")
    if f"t:{sc.iid('u')}" in tokens(sc):
        do(sc, f"t:{sc.iid('u')}", player=0)
    resolve_cut(sc)
    deal_damage(sc.state, sc.iid("u"), 3, 1)
    assert sc.state.damage[sc.iid("u")] == 0 and sc.state.damage[sc.iid("g")] == 3
    sc = board([unit("U", (1, 1, 2)), unit("E", (4, 1, 9)), guard],
               {"gzone": ["U"] * 2, "deploy": [{"card": "GUARD", "id": "g"}],
                "battle": {"space": [{"card": "U", "id": "u"}]}},
               {"battle": {"space": [{"card": "E", "id": "e"}]}}, point="attack", g_played=True)
    _play_through(sc, "act:$g:0")
    if f"t:{sc.iid('u')}" in tokens(sc):
        do(sc, f"t:{sc.iid('u')}", player=0)
    resolve_cut(sc)
    from engine.games.nexa.battle import battle_damage

    battle_damage(sc.state)
    # P38: the squad's 4 is assigned as though U took it (its defence 2; nothing behind it to carry to): U's
    # share, 2, is dealt to GUARD instead
    assert sc.state.damage[sc.iid("u")] == 0 and sc.state.damage[sc.iid("g")] == 2
    assert sc.state.zone[sc.iid("u")] == st.BATTLE


def test_p53_a_printed_type_names_the_g_it_became_and_an_enemy_g_made_own() -> None:
    """「本来の種類がユニットである敵軍G1枚を自軍Gにする」 (P53 本来の: the printed type; P21 a G is only a G): the
    enemy's G printed as a unit is taken, one printed as a command is not offered, and the G taken is the
    player's G from then on (自軍G)."""
    from engine.games.nexa import state as st

    text = "（常時）：本来の種類がユニットである敵軍G1枚を自軍Gにする。"
    order = _texted("ORDER", "（常時）：カード1枚を引く。", "command")
    sc = board([unit("U"), order, _texted("TAKE", text, "command")],
               {"gzone": ["U"] * 2, "hand": [{"card": "TAKE", "id": "t"}]},
               {"gzone": [{"card": "U", "id": "eu"}, {"card": "ORDER", "id": "eo"}]}, point="attack", g_played=True)
    _play_through(sc, "play:$t")  # one G fits: taken without asking
    resolve_cut(sc)
    s = sc.state
    assert s.zone[sc.iid("eu")] == st.GZONE and s.zseat[sc.iid("eu")] == 0 and s.ctrl[sc.iid("eu")] == 0
    assert s.zseat[sc.iid("eo")] == 1


def test_p75_p77_a_unit_of_the_trait_refitted_out_becomes_a_g_and_one_without_it_is_discarded() -> None:
    """「このカード、または「特徴：試作」を持つ全ての自軍ユニットは、「改装」の効果で廃棄される場合、…持ち主のGになる」
    (置き換え P77 of 改装's discard, P75): while the text is on the field, a unit with the trait refitted out goes to
    its owner's G zone; one without the trait goes to the junkyard as P75 says."""
    from engine.games.nexa import state as st

    text = ("『常駐』：このカード、または「特徴：試作」を持つ全ての自軍ユニットは、「改装」の効果で廃棄される場合、"
            "廃棄される代わりに持ち主のGになる。")
    for traits, where in ((["試作"], st.GZONE), ([], st.JUNK)):
        keeper = _texted("KEEPER", text)
        old = unit("OLD", (1, 1, 3), keywords=[{"refit": "改"}], traits=traits)
        new = unit("NEW", (4, 4, 4), total=2, traits=["改"])
        sc = board([old, new, keeper], {"battle": {"space": [{"card": "OLD", "id": "old"}]},
                                        "deploy": [{"card": "KEEPER"}],
                                        "hand": [{"card": "NEW", "id": "new"}], "gzone": ["OLD"] * 3}, {},
                   point="attack_free2")
        do(sc, "act:$old:103", player=0)
        resolve_cut(sc)
        assert sc.state.zone[sc.iid("new")] == st.BATTLE
        assert sc.state.zone[sc.iid("old")] == where, traits


def test_p76_a_trigger_heard_when_the_exclusive_set_is_made() -> None:
    """「このカードの「専用機のセット」が成立した場合」 (P76, P68): heard when a character set on this unit makes its
    専用機のセット; a character of another name makes none, and nothing is heard."""
    text = "『起動』：このカードの「専用機のセット」が成立した場合、全ての敵軍ユニットに1ダメージを与える。"
    for pilot, hurt in (("TARO", 1), ("OTHER", 0)):
        cards = [unit("ME", abilities=[{**compile_text(text).ability, "text": {"ja": text, "en": "x"}}],
                      traits=["専用[試験太郎]"]), unit("E", (1, 1, 5)),
                 card("TARO", "character", stats=[0, 0, 0], name={"ja": "試験太郎", "en": "T"}),
                 card("OTHER", "character", stats=[0, 0, 0], name={"ja": "別人", "en": "O"})]
        sc = board(cards, {"deploy": [{"card": "ME", "id": "me"}], "gzone": ["E"] * 2,
                           "hand": [{"card": pilot, "id": "p"}]},
                   {"deploy": [{"card": "E", "id": "e"}]}, point="deploy", g_played=True)
        do(sc, "play:$p", player=0)
        while any(t.startswith(("host:", "pay:auto", "confirm")) for t in tokens(sc)):
            do(sc, next(t for t in tokens(sc) if t.startswith(("host:", "pay:auto", "confirm"))), player=0)
        resolve_cut(sc)
        resolve_cut(sc)
        assert sc.state.damage[sc.iid("e")] == hurt, pilot


def test_p44_p76_a_text_played_for_nothing_while_an_exclusive_set_is_made() -> None:
    """「…。このカードの「専用機のセット」が成立している場合、この効果のコストは0に変更される。」: with its 専用 pilot
    set the text is played without rolling the unit (P44 cost), so a rolled unit may still play it; without it the
    〔R〕 is paid and a rolled unit cannot."""
    from engine.games.nexa.play import priority_tokens

    text = ("（戦闘フェイズ）〔R〕：敵軍ユニット1枚に1ダメージを与える。このカードの「専用機のセット」が成立している場合、"
            "この効果のコストは0に変更される。")
    for pilot, rolled, offered in (("TARO", True, True), ("OTHER", True, False), ("OTHER", False, True)):
        cards = [unit("ME", abilities=[{**compile_text(text).ability, "text": {"ja": text, "en": "x"}}],
                      traits=["専用[試験太郎]"]), unit("E", (1, 1, 5)),
                 card("TARO", "character", stats=[0, 0, 0], name={"ja": "試験太郎", "en": "T"}),
                 card("OTHER", "character", stats=[0, 0, 0], name={"ja": "別人", "en": "O"})]
        sc = board(cards, {"deploy": [{"card": "ME", "id": "me", "rolled": rolled, "set": [{"card": pilot}]}],
                           "gzone": ["E"] * 2}, {"deploy": [{"card": "E", "id": "e"}]}, point="attack", g_played=True)
        act = f"act:{sc.iid('me')}:0"
        assert (act in priority_tokens(sc.state, 0)) is offered, (pilot, rolled)
        if offered:
            _play_through(sc, act)
            resolve_cut(sc)
            assert sc.state.damage[sc.iid("e")] == 1
            assert sc.state.rolled[sc.iid("me")] is (rolled or pilot == "OTHER")


def test_p55_a_command_cheaper_while_a_card_of_that_name_is_a_g() -> None:
    """「…。本来の名称が「試験の星」であるカードが、自軍G、または自軍ジャンクヤードにある場合、このカードは、合計国力-2して
    プレイできる。」 (P55 step 2): with such a card among the own Gs the command's total cost is 1 less (3 → 1, one G
    short of 3 is enough); with it in the hand, the printed 3."""
    from engine.games.nexa.costs import card_cost

    text = ("（常時）：カード1枚を引く。本来の名称が「試験の星」であるカードが、自軍G、または自軍ジャンクヤードにある場合、"
            "このカードは、合計国力-2してプレイできる。")
    star = unit("STAR", name={"ja": "試験の星", "en": "Test star"})
    for where, total in (("gzone", 1), ("junkyard", 1), ("hand", 3)):
        own: dict[str, Any] = {"gzone": ["U"], "hand": [{"card": "CHEAP", "id": "c"}]}
        own[where] = own.get(where, []) + ["STAR"]
        sc = board([unit("U"), star, _texted("CHEAP", text, "command", total=3, roll=1)], own, {}, point="attack",
                   g_played=True)
        assert card_cost(sc.state, sc.iid("c"), 0)[0] == total, where
    items = import_records({"data": [{"id": "1", "imgID": "N-3", "title": "N-3", "categoryStr": "UNIT",
                                      "totalCostLengthStr": "3", "textstr": text, "colorCost": "青1",
                                      "gsignProperty": "0079", "bp1": "1", "bp2": "1", "bp3": "1", "area": "宇",
                                      "characteristic": "", "rarity": "C", "color": "青"}]})
    assert items[0].status != "full"  # a unit's text cannot lower its own play: only a command's is read


def test_p77_a_command_played_from_the_hand_goes_to_the_hangar_once_resolved() -> None:
    """「このカードは、自軍手札からプレイされて解決された場合、ジャンクヤードに移る代わりに持ち主のハンガーに移る」
    (置き換え P77 of P30's move to the junkyard): played from the hand it goes to the hangar; played from the
    hangar it goes to the junkyard as P30 says."""
    from engine.games.nexa import state as st

    text = "『恒常』：このカードは、自軍手札からプレイされて解決された場合、ジャンクヤードに移る代わりに持ち主のハンガーに移る。"
    draw = compile_text("（常時）：カード1枚を引く。").ability
    back = card("BACK", "command", abilities=[{**draw, "kind": "play", "text": {"ja": "d", "en": "d"}},
                                              {**compile_text(text).ability, "text": {"ja": text, "en": "x"}}])
    for where, went in (("hand", st.HANGAR), ("hangar", st.JUNK)):
        sc = board([unit("U"), back], {"gzone": ["U"] * 2, where: [{"card": "BACK", "id": "b"}]}, {},
                   point="attack", g_played=True)
        _play_through(sc, "play:$b")
        resolve_cut(sc)
        assert sc.state.zone[sc.iid("b")] == went, where


def test_p75_a_card_shown_by_gain_gives_the_value_its_text_says() -> None:
    """「このカードは、「ゲイン」の効果において、ロールコストを3として扱う」 (P75 ゲイン reads the shown card's roll cost):
    shown, it gives +3/+3/+3 though its roll cost is 1; 「…2、Gサインを任意の属性として扱う」 gives +2/+2/+2 with a G sign
    of another 属性, where a card without the text gives nothing."""
    from engine.games.nexa.stats import stats

    three = _texted("THREE", "『恒常』：このカードは、「ゲイン」の効果において、ロールコストを3として扱う。", roll=1)
    anyone = _texted("ANY", "『恒常』：このカードは、「ゲイン」の効果において、ロールコストを2、Gサインを任意の属性として扱う。",
                     roll=1, gsign={"colour": "blue", "series": "SEED"})
    other = unit("OTHER", roll=3, gsign={"colour": "blue", "series": "SEED"})
    for top, want in (("THREE", (4, 4, 6)), ("ANY", (3, 3, 5)), ("OTHER", (1, 1, 3))):
        cards = [unit("GA", (1, 1, 3), keywords=["gain"]), three, anyone, other]
        sc = board(cards, {"battle": {"space": [{"card": "GA", "id": "ga"}]}, "gzone": ["GA"] * 2,
                           "home": [top, "GA", "GA"]}, {}, point="damage_free1")
        do(sc, "act:$ga:102", player=0)
        resolve_cut(sc)
        assert stats(sc.state, sc.iid("ga")) == want, top


def test_p75_refit_reads_the_total_cost_the_new_unit_says() -> None:
    """「このカードは、自軍手札、または自軍ハンガーにある場合、「改装」の効果において、合計国力3として扱う」: 改装 (P75) takes
    a unit of X以下の合計国力 (X: the own Gs, 3 here); a unit of total cost 5 with the text is taken, one without it
    is not."""
    from engine.games.nexa import state as st

    text = "『恒常』：このカードは、自軍手札、または自軍ハンガーにある場合、「改装」の効果において、合計国力3として扱う。"
    for number, taken in (("BIG", True), ("PLAIN", False)):
        cards = [unit("OLD", (1, 1, 3), keywords=[{"refit": "改"}]),
                 _texted("BIG", text, stats=(5, 5, 5), total=5, traits=["改"]),
                 unit("PLAIN", (5, 5, 5), total=5, traits=["改"])]
        sc = board(cards, {"battle": {"space": [{"card": "OLD", "id": "old"}]}, "hand": [{"card": number, "id": "new"}],
                           "gzone": ["OLD"] * 3}, {}, point="attack_free2")
        act = f"act:{sc.iid('old')}:103"
        assert (act in tokens(sc)) is taken, number
        if taken:
            do(sc, act, player=0)
            resolve_cut(sc)
            assert sc.state.zone[sc.iid("new")] == st.BATTLE


def _battle_after(text: str, own: dict[str, Any], enemy: dict[str, Any], cards: list[dict[str, Any]]) -> Any:
    from engine.games.nexa.battle import battle_damage

    sc = board([*cards, _texted("ME", text, stats=(2, 2, 4))], own, enemy, point="damage", g_played=True)
    _play_through(sc, "act:$me:0")
    for _ in range(5):
        picks = [t for t in tokens(sc) if t.startswith("t:")]
        if not picks:
            break
        do(sc, picks[0], player=0)
    resolve_cut(sc)
    battle_damage(sc.state)
    return sc


def test_p35_p77_r103_battle_damage_dealt_elsewhere() -> None:
    """置き換え (P77) of battle damage (P35-P38, ruling R-103): the squad's damage taken goes to the own home; dealt by an
    engaged squad it goes to both homes instead of the enemy squad; dealt by an unengaged attacking squad it goes to
    the enemy unit chosen instead of the enemy home."""
    from engine.games.nexa import state as st

    e = unit("E", (3, 1, 9))
    taken = _battle_after("（ダメージ判定ステップ）〔1〕：このカードの部隊が受ける全ての戦闘ダメージは、このターン、対象の代わりに"
                          "自軍本国に与えられる。", {"gzone": ["E"] * 2, "battle": {"space": [{"card": "ME", "id": "me"}]}},
                          {"battle": {"space": [{"card": "E", "id": "e"}]}}, [e])
    s = taken.state
    assert s.damage[taken.iid("me")] == 0 and len(s.place(0, st.HOME)) == 10 - 3
    assert s.damage[taken.iid("e")] == 2  # its own damage is dealt as P35 says
    both = _battle_after("（自軍ダメージ判定ステップ）〔1〕：このカードの部隊が与える戦闘ダメージは、このターン、敵軍部隊の代わりに"
                         "自軍本国と敵軍本国に与えられる。", {"gzone": ["E"] * 2, "battle": {"space": [{"card": "ME", "id": "me"}]}},
                         {"battle": {"space": [{"card": "E", "id": "e"}]}}, [e])
    s = both.state
    assert s.damage[both.iid("e")] == 0 and len(s.place(1, st.HOME)) == 10 - 2 and len(s.place(0, st.HOME)) == 10 - 2
    aimed = _battle_after("（ダメージ判定ステップ）〔2〕：このカードの部隊が与える戦闘ダメージは、このターン、敵軍本国の代わりに"
                          "敵軍ユニット1枚に与えられる。", {"gzone": ["E"] * 2, "battle": {"space": [{"card": "ME", "id": "me"}]}},
                          {"deploy": [{"card": "E", "id": "e"}]}, [e])
    s = aimed.state
    assert s.damage[aimed.iid("e")] == 2 and len(s.place(1, st.HOME)) == 10


def test_p23_a_g_that_pays_a_roll_cost_as_two() -> None:
    """「自軍G1枚は、このターン、ロールコストの支払いにおいて、2枚分のGとして扱う事ができる」 (P23 roll cost): rolled,
    the G pays two of its colour, or one when one is asked; the power (国力, P22) is still one G's."""
    from engine.games.nexa.costs import auto_payment, can_pay, is_paid

    text = "（常時）：自軍G1枚は、このターン、ロールコストの支払いにおいて、2枚分のGとして扱う事ができる。"
    sc = board([unit("G"), _texted("TWICE", text, "command", roll=0)],
               {"gzone": [{"card": "G", "id": "g1"}, {"card": "G", "id": "g2"}], "hand": [{"card": "TWICE", "id": "t"}]},
               {}, point="attack", g_played=True)
    s = sc.state
    assert not can_pay(s, 0, 1, {"blue": 3})
    _play_through(sc, "play:$t")
    for _ in range(5):
        picks = [t for t in tokens(sc) if t.startswith("t:")]
        if not picks:
            break
        do(sc, picks[0], player=0)
    resolve_cut(sc)
    doubled = next(g for g in (sc.iid("g1"), sc.iid("g2")) if not s.rolled[g] and
                   any(x[0] == g and x[3] == "double_g" for x in s.grants))
    other = sc.iid("g2") if doubled == sc.iid("g1") else sc.iid("g1")
    assert can_pay(s, 0, 1, {"blue": 2}) and can_pay(s, 0, 1, {"blue": 3})
    assert not can_pay(s, 0, 1, {"blue": 4}) and not can_pay(s, 0, 3, {"blue": 1})  # power: still two Gs
    assert is_paid(s, {"blue": 2}, [doubled]) and is_paid(s, {"blue": 1}, [doubled])
    assert not is_paid(s, {"blue": 2}, [other])
    assert sorted(auto_payment(s, 0, {"blue": 3}) or []) == sorted([doubled, other])


def test_p57_a_text_played_only_while_a_character_is_set_and_the_card_is_engaged() -> None:
    """「このカードが、キャラがセットされている状態で、交戦中の場合、…」 (P57: both must hold to play it)."""
    from engine.games.nexa.play import priority_tokens

    text = "（戦闘フェイズ）：このカードが、キャラがセットされている状態で、交戦中の場合、カード1枚を引く。"
    for pilot, engaged, offered in ((True, True, True), (False, True, False), (True, False, False)):
        cards = [_texted("ME", text), unit("E"), card("P", "character", stats=[0, 0, 0])]
        me = {"card": "ME", "id": "me", "set": [{"card": "P"}] if pilot else []}
        enemy = {"battle": {"space": [{"card": "E"}]}} if engaged else {"deploy": [{"card": "E"}]}
        sc = board(cards, {"battle": {"space": [me]}, "gzone": ["E"] * 2}, enemy, point="attack", g_played=True)
        assert (f"act:{sc.iid('me')}:0" in priority_tokens(sc.state, 0)) is offered, (pilot, engaged)
