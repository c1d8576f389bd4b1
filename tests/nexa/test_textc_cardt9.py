"""Issue 14, family T9: texts about texts and effects, destroy and play wordings, fourth round. Each construct is
compiled, printed back to the same text and played in the engine. Every text here is original, written in the
controlled style of card lists (never official text).
"""

from __future__ import annotations

import pytest

from engine.games.nexa import state as st
from engine.games.nexa.cardt9rules import DRAW_FROM_DISCARD, rule_draw
from engine.games.nexa.textc import round_trip

from .helpers import ability_of, board, card, do, resolve_cut, tokens, unit

# ---- 「このターン、自軍は、規定の効果でカードを引く場所を、自軍捨て山の上に変更する。」 (cardt9_rule_draw_from; R-540)
_DRAW_FROM = "（常時）〔０〕：このターン、自軍は、規定の効果でカードを引く場所を、自軍捨て山の上に変更する。"


@pytest.mark.parametrize(("text", "side"), [
    (_DRAW_FROM, "own"),
    ("（自軍ドローフェイズ）〔１〕：このターン、自軍は、規定の効果でカードを引く場所を、自軍捨て山の上に変更する。", "own"),
    ("（敵軍ターン）〔２〕：このターン、敵軍は、規定の効果でカードを引く場所を、敵軍捨て山の上に変更する。", "enemy"),
])
def test_family_t9_rule_draw_from_prints_back(text: str, side: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert compiled.ability["effect"] == [{"do": "cardt9_rule_draw_from", "side": side, "place": "discard"}]


def test_family_t9_rule_draw_from_another_players_pile_is_not_compiled() -> None:
    compiled, _, _ = round_trip("（常時）〔０〕：このターン、自軍は、規定の効果でカードを引く場所を、敵軍捨て山の上に変更する。")
    assert compiled is None or all(x.get("do") != "cardt9_rule_draw_from" for x in compiled.ability.get("effect", []))


def _draw_board() -> tuple[object, int]:
    me = unit("ME", abilities=[ability_of(_DRAW_FROM)])
    junk = unit("PILE")
    sc = board([me, junk], {"deploy": [{"card": "ME", "id": "me"}], "discard": [{"card": "PILE", "id": "pile"}]},
               {"deploy": []})
    return sc, sc.iid("me")


def test_p59_r540_the_rule_draw_takes_the_top_of_the_discard_pile_while_the_change_holds() -> None:
    """P59 (ドローフェイズの規定の効果), R-540: once the text resolved, that player's rule draw this turn takes the top card
    of its own discard pile, not of its home."""
    sc, m = _draw_board()
    s = sc.state  # type: ignore[attr-defined]
    do(sc, f"act:{m}:0", player=0)
    resolve_cut(sc)
    assert (0, DRAW_FROM_DISCARD) in s.skips and (1, DRAW_FROM_DISCARD) not in s.skips
    pile = sc.iid("pile")  # type: ignore[attr-defined]
    home_before = len(s.place(0, st.HOME))
    assert rule_draw(s, 0) == 1
    assert s.zone[pile] == st.HAND and len(s.place(0, st.HOME)) == home_before
    assert rule_draw(s, 0) == 0  # the discard pile is empty now: nothing is drawn (not the home instead)


def test_p41_r540_the_change_ends_with_the_turn_so_the_next_draw_is_from_home() -> None:
    """P41 (ターン終了時), R-01, R-540: the change holds 「このターン」 only; the next turn's rule draws are from the home
    (played in the own draw phase it comes after that turn's rule draw, which has no free timing before it)."""
    sc, m = _draw_board()
    s = sc.state  # type: ignore[attr-defined]
    do(sc, f"act:{m}:0", player=0)
    resolve_cut(sc)
    pile = sc.iid("pile")  # type: ignore[attr-defined]
    for _ in range(300):  # a bound, never reached: every question answered with pass, no sortie (or its first option)
        d = sc.game.decision(s, labels=False)  # type: ignore[attr-defined]
        if d is None or (s.attacker == 1 and s.point == st.DRAW_FREE):
            break
        toks = d.tokens()
        pick = next((x for x in ("pass", "sortie:done") if x in toks), toks[0])
        do(sc, pick, player=d.player)
    assert s.point == st.DRAW_FREE and s.attacker == 1
    assert (0, DRAW_FROM_DISCARD) not in s.skips and s.zone[pile] == st.DISCARD


# ---- 「『恒常』：このカードをプレイする場合、このカードのロールコストは、赤のGサインを持つ自軍Gでも支払う事ができる。」
_PAYS = "『恒常』：このカードをプレイする場合、このカードのロールコストは、{}のGサインを持つ自軍Gでも支払う事ができる。"


@pytest.mark.parametrize("colour", [("赤", "red"), ("紫", "purple")])
def test_family_t9_pays_roll_prints_back(colour: tuple[str, str]) -> None:
    compiled, exact, blocker = round_trip(_PAYS.format(colour[0]))
    assert compiled is not None and exact, blocker
    assert compiled.ability == {"kind": "constant", "continuous": [{"apply": "cardt9_pays_roll", "target": "self",
                                                                     "from": colour[1]}]}


def _pay_board(number: str, g_colour: str) -> object:
    with_text = unit("WITH", colour="black", total=2, roll=2, abilities=[ability_of(_PAYS.format("赤"))])
    plain = unit("PLAIN", colour="black", total=2, roll=2)
    gs = unit("GS", colour=g_colour)
    return board([gs, with_text, plain], {"gzone": [{"card": "GS", "id": "g1"}, {"card": "GS", "id": "g2"}],
                                          "hand": [{"card": number, "id": "me"}]}, {}, point="deploy", g_played=True)


@pytest.mark.parametrize(("number", "g_colour", "playable"), [
    ("WITH", "red", True),  # the text: red Gs pay its black roll cost
    ("PLAIN", "red", False),  # no text: red Gs do not
    ("WITH", "green", False),  # the text names red only
    ("WITH", "black", True),  # its own colour still pays
])
def test_p23_r541_gs_of_the_colour_named_also_pay_this_cards_roll_cost(number: str, g_colour: str,
                                                                       playable: bool) -> None:
    """P23 (a roll cost is paid with Gs of its colour) changed by the card's own 恒常 text (P68: in force in the hand,
    where the card is played from): red Gs pay its black roll cost; other colours still do not (R-541)."""
    sc = _pay_board(number, g_colour)
    assert (f"play:{sc.iid('me')}" in tokens(sc)) is playable  # type: ignore[attr-defined]
    if playable:
        s = sc.state  # type: ignore[attr-defined]
        do(sc, "play:$me", player=0)
        while sc.game.decision(s, labels=False).player == 0 and "pass" not in tokens(sc):  # type: ignore[attr-defined]
            do(sc, "pay:auto" if "pay:auto" in tokens(sc) else tokens(sc)[0], player=0)
        resolve_cut(sc)
        assert s.zone[sc.iid("me")] == st.DEPLOY  # type: ignore[attr-defined]
        assert s.rolled[sc.iid("g1")] and s.rolled[sc.iid("g2")]  # type: ignore[attr-defined]


# ---- 「（selector）がプレイされて解決される毎に、」 (family T2's card_resolved, every)
_EVERY = "『起動』：自軍コマンドがプレイされて解決される毎に、カード１枚を引く。"


@pytest.mark.parametrize("text", [
    _EVERY,
    "『起動』：敵軍コマンドがプレイされて解決される毎に、〔X〕を支払う事ができる。その場合、敵軍本国、または敵軍ユニット１枚に"
    "Xダメージを与える。",
])
def test_family_t9_resolved_every_prints_back(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert compiled.ability["on"] == "card_resolved" and compiled.ability["every"] is True


def test_p48_a_command_resolving_is_heard_each_time_one_does() -> None:
    """P48 (a command's play resolves, then it goes to the junkyard): each of two own commands resolving in one cut
    is heard, one draw each; a unit's play resolving is not a command's."""
    recover = {"kind": "play", "text": {"ja": "（常時）：自軍本国を1回復する。", "en": "-"}, "timing": {"when": "any"},
               "effect": [{"do": "recover", "side": "own", "count": 1}]}
    watcher = unit("W", abilities=[ability_of(_EVERY)])
    sc = board([watcher, card("C", "command", colour="blue", abilities=[recover]), unit("U")],
               {"hand": [{"card": "C", "id": "c1"}, {"card": "C", "id": "c2"}, {"card": "U", "id": "u"}],
                "gzone": ["W"] * 4, "deploy": [{"card": "W", "id": "w"}]}, {}, point="deploy", g_played=True)
    s = sc.state
    hand = len(s.place(0, st.HAND))
    do(sc, "play:$c1", player=0)
    do(sc, "pass", player=1)
    do(sc, "play:$c2", player=0)  # cut in: both wait in the cut
    assert len(s.cut) == 2
    resolve_cut(sc)
    assert s.zone[sc.iid("c1")] == st.JUNK and s.zone[sc.iid("c2")] == st.JUNK
    assert len(s.place(0, st.HAND)) == hand - 2 + 2
    do(sc, "play:$u", player=0)
    resolve_cut(sc)
    assert s.zone[sc.iid("u")] == st.DEPLOY and len(s.place(0, st.HAND)) == hand - 3 + 2


# ---- 「（この効果の解決時に）（condition）場合、（step）」 (an `if` step read on resolution; R-542)
_AT_RES = "（常時）：（この効果の解決時に）自軍手札が４枚以上ある場合、カード２枚を引く。"


def test_family_t9_at_resolution_prints_back() -> None:
    compiled, exact, blocker = round_trip(_AT_RES)
    assert compiled is not None and exact, blocker
    assert "condition" not in compiled.ability
    assert compiled.ability["effect"] == [{"do": "if", "condition": {"hand_at_least": 4}, "wording": "cardt9_at_resolution",
                                           "then": [{"do": "draw", "side": "own", "count": 2}]}]


@pytest.mark.parametrize(("others", "drawn"), [(2, 0), (3, 0), (4, 2)])
def test_p48_r542_the_condition_is_read_as_the_effect_resolves_after_the_command_left_the_hand(
        others: int, drawn: int) -> None:
    """P48, R-542: the command may be played whatever the hand holds; as it resolves it is no longer in the hand, so
    with 3 other cards (4 in hand on play) nothing is drawn, with 4 others 2 cards are."""
    cmd = card("CMD", "command", colour="blue", abilities=[{**ability_of(_AT_RES), "kind": "play"}])
    sc = board([unit("U"), cmd], {"hand": [{"card": "CMD", "id": "c"}] + ["U"] * others, "gzone": ["U"] * 2}, {},
               point="deploy", g_played=True)
    s = sc.state
    assert "play:" + str(sc.iid("c")) in tokens(sc)
    do(sc, "play:$c", player=0)
    resolve_cut(sc)
    assert s.zone[sc.iid("c")] == st.JUNK
    assert len(s.place(0, st.HAND)) == others + drawn
