"""Issue 14, family K9: selectors, conditions and the long tail, round 4. Each construct is compiled, printed back to
the same text and played in the engine. Every text here is original, written in the controlled style of card lists
(never official text).
"""

from __future__ import annotations

import pytest

from engine.games.nexa import state as st
from engine.games.nexa.textc import round_trip

from .helpers import ability_of, answer_all, board, do, resolve_cut, unit

# ---- 「自軍本国の上のカード1～X枚を見て、…。Xの値は、対象の合計国力の値と同じとする」 (P61 見る, P65 X)
LOOK_UPTO_X = ("（自軍ターン）〔０〕：自軍ジャンクヤードにあるユニット１枚を持ち主の本国の下に移す。その場合、自軍本国の上のカード"
               "１～X枚を見て、その中にある「特徴：ジム系」を持つカード１枚を自軍ハンガーに移す。Xの値は、対象の合計国力の値と同じとする。")


@pytest.mark.parametrize("text", [
    LOOK_UPTO_X,
    "（戦闘フェイズ）〔１〕：自軍ハンガーにあるユニット１枚を廃棄する。その場合、自軍本国の上のカード１～X枚を見て、その中にある"
    "カード１枚を自軍手札に移す。Xの値は、対象のロールコストの値と同じとする。",
])
def test_family_k9_a_look_at_up_to_x_cards_prints_back(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


@pytest.mark.parametrize("cost, found", [(3, True), (2, False)])
def test_p65_the_number_of_cards_looked_at_is_the_value_x_stands_for(cost: int, found: bool) -> None:
    """「上のカード1～X枚を見て」, X the total cost of the unit moved first: the third card from the top is seen (and taken)
    only when X is 3 (P65: X is the value the text defines; P61: only the cards looked at are searched)."""
    user = unit("USER", abilities=[ability_of(LOOK_UPTO_X)])
    gone, gm, fill = unit("GONE", total=cost), unit("GM", traits=["ジム系"]), unit("FILL")
    sc = board([user, gone, gm, fill],
               {"deploy": [{"card": "USER", "id": "u"}], "junkyard": [{"card": "GONE", "id": "g"}],
                "home": ["FILL", "FILL", {"card": "GM", "id": "gm"}] + ["FILL"] * 6},  # listed top first
               {}, point="deploy", g_played=True)
    do(sc, "act:$u:0", player=0)
    answer_all(sc)
    resolve_cut(sc)
    answer_all(sc)
    s = sc.state
    assert s.zone[sc.iid("g")] == st.HOME and s.place(0, st.HOME)[0] == sc.iid("g")  # the bottom
    assert (s.zone[sc.iid("gm")] == st.HANGAR) == found


# ---- 「このカードは、…自軍カード1枚につき、ターン終了時まで+1/+1/+1を得る」 (P65 値, counted as the effect resolves)
PER_UNTIL_END = "（常時）〔０〕：このカードは、G以外の自軍カード１枚につき、ターン終了時まで＋１／±０／＋１を得る。"


@pytest.mark.parametrize("text", [
    PER_UNTIL_END,
    "（戦闘フェイズ）〔１〕：自軍ユニット１枚は、「特徴：ジム系」を持つ自軍ユニット２枚につき、ターン終了時まで＋２／±０／＋１を得る。",
    "（常時）〔１〕：このカードは、このカードと同じ属性のGサインを持つ自軍キャラ１枚につき、ターン終了時まで±０／＋１／±０を得る。",
])
def test_family_k9_a_change_per_card_until_the_turn_ends_prints_back(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


@pytest.mark.parametrize("others", [0, 2])
def test_p65_r570_the_change_per_card_counts_the_cards_as_the_effect_resolves_and_stays(others: int) -> None:
    """「G以外の自軍カード1枚につき、ターン終了時まで+1/±0/+1」: every own card on the field but the Gs counts (this card
    too), read as the effect resolves; the change stays when the count changes later (P65: the value is fixed on
    resolution; P57: until the turn ends)."""
    from engine.games.nexa.stats import stats

    user = unit("USER", stats=(2, 2, 2), abilities=[ability_of(PER_UNTIL_END)])
    fill = unit("FILL")
    sc = board([user, fill],
               {"deploy": [{"card": "USER", "id": "u"}] + [{"card": "FILL", "id": f"f{i}"} for i in range(others)],
                "gzone": ["FILL"] * 3},
               {"deploy": [{"card": "FILL", "id": "e"}]}, point="deploy", g_played=True)
    do(sc, "act:$u:0", player=0)
    resolve_cut(sc)
    s = sc.state
    n = 1 + others  # the Gs and the enemy card do not count
    assert stats(s, sc.iid("u")) == (2 + n, 2, 2 + n)
    if others:
        s.zone[sc.iid("f0")] = st.JUNK  # a card leaves: the change was fixed when the effect resolved
        s.version += 1
        assert stats(s, sc.iid("u")) == (2 + n, 2, 2 + n)


# ---- 「『恒常』：自軍ターン開始時に、このカードがジャンクヤードにある場合、…」 (P25 ジャンクヤード; family O5's junkyard text, R-315)
JUNK_START = ("『恒常』：自軍ターン開始時に、このカードがジャンクヤードにある場合、自軍手札にあるユニット１枚を選んで廃棄できる。"
              "その場合、このカードを、自軍配備エリアにリロール状態で出す。")


def test_family_k9_a_junkyard_text_at_the_turn_start_prints_back() -> None:
    compiled, exact, blocker = round_trip(JUNK_START)
    assert compiled is not None and exact, blocker
    assert compiled.ability["on"] == "own_turn_start" and compiled.ability["condition"] == {"self_in": "junkyard"}


@pytest.mark.parametrize(("where", "attacker", "to"), [
    ("junkyard", 1, st.DEPLOY),  # in the junkyard as the own turn starts: a hand unit discarded, the card comes out
    ("junkyard", 0, st.JUNK),  # the enemy's turn starts next: not heard
    ("hangar", 1, st.HANGAR),  # not in the junkyard: not heard
])
def test_p25_the_text_is_heard_from_the_junkyard_as_the_own_turn_starts(where: str, attacker: int, to: int) -> None:
    from engine.games.nexa.scenario import Scenario

    from .helpers import tokens

    def _on(sc: Scenario, t0: int) -> None:
        s = sc.state
        for _ in range(300):
            d = sc.game.decision(s, labels=False)
            if d is None or s.turn > t0 + 1 or (s.turn > t0 and d.kind == "priority" and s.zone[sc.iid("j")] != st.JUNK):
                return
            t = tokens(sc)
            do(sc, next((x for x in ("sortie:done", "pay:auto", "yes", "pass") if x in t), t[0]), player=d.player)

    j = unit("J", abilities=[ability_of(JUNK_START)])
    sc = board([j, unit("E")], {"gzone": ["E"] * 3, where: [{"card": "J", "id": "j"}], "hand": [{"card": "E", "id": "h"}]},
               {"gzone": ["E"] * 3}, point="return", attacker=attacker, g_played=True)
    s = sc.state
    _on(sc, s.turn)
    assert s.zone[sc.iid("j")] == to
    assert (s.zone[sc.iid("h")] == st.JUNK) == (to == st.DEPLOY)  # the cost of it: the hand unit discarded
    if to == st.DEPLOY:
        assert not s.rolled[sc.iid("j")]
