"""Issue 14, family O9 of the card-text compiler: rule overrides, durations and states (round 4), compiled, printed
back and played.

Every text here is original, written in the controlled style of card lists (never official text).
The rules they pin: P74 and P77 (battle damage, 置き換え); docs/rulings.md R-520 and after the decisions.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.games.nexa import state as st
from engine.games.nexa.textc import compile_text, round_trip

from .helpers import board, do, resolve_cut, tokens, unit

# ---- 「このターン、交戦中の自軍部隊1つが与える戦闘ダメージは、敵軍部隊の代わりに敵軍本国に与えられる」 (P74, P77, R-520) ----

TO_HOME = "（自軍ダメージ判定ステップ）〔１〕：このターン、交戦中の自軍部隊１つが与える戦闘ダメージは、敵軍部隊の代わりに敵軍本国に与えられる。"


@pytest.mark.parametrize("text", [
    TO_HOME,
    "（ダメージ判定ステップ）：このターン、自軍部隊１つが与える戦闘ダメージは、敵軍部隊の代わりに敵軍本国に与えられる。",
])
def test_a_squad_dealing_to_the_home_prints_back(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert compiled.ability["effect"][0]["do"] == "cardo9_squad_to_home"


def test_an_enemy_squad_is_not_read() -> None:
    compiled, exact, _ = round_trip(
        "（ダメージ判定ステップ）：このターン、交戦中の敵軍部隊１つが与える戦闘ダメージは、敵軍部隊の代わりに敵軍本国に与えられる。")
    assert compiled is None and not exact


def _texted(number: str, text: str, **extra: Any) -> dict[str, Any]:
    ability = {**compile_text(text).ability, "text": {"ja": text, "en": "x"}}
    return unit(number, abilities=[ability], **extra)


def _battle_after(text: str | None) -> Any:
    from engine.games.nexa.battle import battle_damage

    me = _texted("ME", text, stats=(3, 3, 4)) if text else unit("ME", (3, 3, 4))
    sc = board([unit("E", (1, 1, 9)), me], {"gzone": ["E"] * 2, "battle": {"space": [{"card": "ME", "id": "me"}]}},
               {"battle": {"space": [{"card": "E", "id": "e"}]}}, point="damage", g_played=True)
    if text:
        do(sc, "act:$me:0", player=0)
        while any(t in tokens(sc) for t in ("pay:auto", "confirm")):
            do(sc, "pay:auto" if "pay:auto" in tokens(sc) else "confirm", player=0)
        for _ in range(5):
            picks = [t for t in tokens(sc) if t.startswith("t:")]
            if not picks:
                break
            do(sc, picks[0], player=0)
        resolve_cut(sc)
    battle_damage(sc.state)
    return sc


def test_p74_p77_r520_the_chosen_squad_deals_its_damage_to_the_enemy_home() -> None:
    """P74 (an engaged squad deals its battle damage to the squad it is engaged with) replaced (P77, R-520): the
    chosen own squad deals its power to the enemy home, the enemy unit takes none; the enemy squad's damage is as P74."""
    plain = _battle_after(None)
    assert plain.state.damage[plain.iid("e")] == 3 and len(plain.state.place(1, st.HOME)) == 10
    sc = _battle_after(TO_HOME)
    s = sc.state
    assert s.damage[sc.iid("e")] == 0 and len(s.place(1, st.HOME)) == 10 - 3
    assert s.damage[sc.iid("me")] == 1


# ---- 「…のプレイを無効にし、…。（condition）場合、この効果の対象部分は『敵軍ユニット1枚のプレイ』に変更できる」 (P59, R-90, R-521) ----

NEGATE = ("（常時）：ユニット以外の敵軍カード１枚のプレイを無効にし、そのカードを廃棄する。本来の名称が「港の歌」であるカードが、"
          "自軍G、または自軍ジャンクヤードにある場合、この効果の対象部分は『敵軍ユニット１枚のプレイ』に変更できる。")


def test_a_play_negated_with_a_changed_part_prints_back() -> None:
    compiled, exact, blocker = round_trip(NEGATE)
    assert compiled is not None and exact, blocker
    play = compiled.ability["effect"][0]["play"]
    assert play["instead"]["sel"] == {"side": "enemy", "type": "unit"} and play["instead"]["may"]


@pytest.mark.parametrize("song_in_junk", [True, False])
def test_p59_r521_a_units_play_is_negated_only_while_the_condition_holds(song_in_junk: bool) -> None:
    """P59 (a play negated never resolves) with family S2's changed part (R-90, R-521): while the named card is in the
    own junkyard, the enemy unit's play in the cut may be negated (the unit goes to the junkyard); without it only a
    play other than a unit's fits, so the unit's play resolves and the unit enters the field."""
    counter = _texted("COUNTER", NEGATE)
    song = unit("港の歌")
    foe = unit("FOE", (2, 2, 2), total=1, roll=0)
    own = {"battle": {"space": [{"card": "COUNTER", "id": "counter"}]}}
    if song_in_junk:
        own["junkyard"] = ["港の歌"]
    sc = board([counter, song, foe], {"hand": [{"card": "FOE", "id": "foe"}], "gzone": ["FOE"] * 2}, own,
               point="deploy", g_played=True)
    do(sc, "play:$foe", player=0)
    while sc.game.decision(sc.state, labels=False).player == 0 and "pass" not in tokens(sc):
        do(sc, tokens(sc)[0], player=0)
    assert sc.state.zone[sc.iid("foe")] == st.CUT
    if f"act:{sc.iid('counter')}:0" in tokens(sc):
        do(sc, "act:$counter:0", player=1)
    resolve_cut(sc)
    assert sc.state.zone[sc.iid("foe")] == (st.JUNK if song_in_junk else st.DEPLOY)


# ---- 「防御ステップ中、自軍手札にある…全てのユニットは、「クイック」を得ると共に、合計国力-1してプレイできる」 (P57, R-522) ----

DURING = "『常駐』：防御ステップ中、自軍手札にある、「特徴：港湾」を持つ全てのユニットは、「クイック」を得ると共に、合計国力－１してプレイできる。"


def test_a_keyword_and_a_cheaper_play_during_a_step_print_back() -> None:
    compiled, exact, blocker = round_trip(DURING)
    assert compiled is not None and exact, blocker
    assert [c["apply"] for c in compiled.ability["continuous"]] == ["keyword", "cost"]


@pytest.mark.parametrize("point, during", [("defence_free1", True), ("attack_free2", False), ("deploy", False)])
def test_p57_r522_quick_and_cheaper_only_during_the_defence_step(point: str, during: bool) -> None:
    """P57 (a continuous text's condition is read while it applies; R-522): during the defence step the unit of the
    trait in the hand has クイック and costs 1 less; in another step or phase it has neither."""
    from engine.games.nexa.costs import card_cost
    from engine.games.nexa.heldz4 import quick_held

    ability = {**compile_text(DURING).ability, "text": {"ja": DURING, "en": "x"}}
    host = unit("HOST", abilities=[ability])
    port = unit("PORT", (2, 2, 2), total=4, roll=1, traits=["港湾"])
    other = unit("PLAIN", (2, 2, 2), total=4, roll=1)
    sc = board([host, port, other], {"deploy": [{"card": "HOST", "id": "host"}],
                                     "hand": [{"card": "PORT", "id": "port"}, {"card": "PLAIN", "id": "plain"}]}, {},
               point=point, g_played=True)
    s = sc.state
    assert quick_held(s, sc.iid("port")) is during
    assert not quick_held(s, sc.iid("plain"))
    assert card_cost(s, sc.iid("port"), 0)[0] == (3 if during else 4)
    assert card_cost(s, sc.iid("plain"), 0)[0] == 4
