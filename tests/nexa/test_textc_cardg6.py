"""Issue 14, family G6: G cards, sets, characters and chips, round 2. Each construct is compiled, printed back to the
same text and played in the engine. Every text here is original, written in the controlled style of card lists (never
official text).
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.games.nexa.cardg6steps import takes_character
from engine.games.nexa.costs import auto_payment, can_pay, is_paid, next_picks
from engine.games.nexa.targets import candidates
from engine.games.nexa.textc import compile_text, round_trip

from .helpers import board, card, do, resolve_cut, unit


def _ab(text: str) -> dict[str, Any]:
    return {**compile_text(text).ability, "text": {"ja": text, "en": text}}


_ALSO_BLACK = "<『常駐』：このカードがGである場合、このカードのGサインの色は、黒としても扱う>"


@pytest.mark.parametrize("text", [
    _ALSO_BLACK,
    "<『常駐』：このカードがGである場合、このカードのGサインの色は、赤としても扱う。>",
])
def test_family_g6_gsign_also_prints_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def test_gsign_also_of_another_card_or_another_condition_does_not_compile() -> None:
    for text in ("<『常駐』：このカードがGである場合、自軍G１枚のGサインの色は、黒としても扱う>",
                 "<『常駐』：自軍ユニットが２枚以上いる場合、このカードのGサインの色は、黒としても扱う>"):
        compiled, _exact, _blocker = round_trip(text)
        assert compiled is None


def _two_colour_board(gzone_extra: tuple[str, ...] = ()) -> Any:
    ab = _ab(_ALSO_BLACK)
    assert ab["continuous"] == [{"apply": "gsign_also", "target": "self", "colour": "black",
                                 "condition": {"self_in": "gzone"}}] and ab["protected"] == "angle"
    cards = [unit("D", colour="blue", abilities=[ab]), unit("K", colour="black"),
             unit("B", colour="blue"), unit("M", colour="blue")]
    gz = [{"card": "D", "id": "d"}, *({"card": c, "id": f"g{i}"} for i, c in enumerate(gzone_extra))]
    return board(cards, {"gzone": gz, "hand": [{"card": "D", "id": "h"}]}, {}, point="deploy", g_played=True)


def test_p22_a_g_of_two_colours_pays_as_either_colour_one_g_each() -> None:
    """P22-P23: a G pays a roll cost as a G of its G sign's colour; 〈「このカードのGサインの色は、黒としても扱う」〉 gives
    the sign a second colour while the card is a G, so it pays 〔黒1〕 or 〔青1〕, but it is one G: never both (R-380)."""
    sc = _two_colour_board()
    s, d = sc.state, sc.iid("d")
    assert s.defs[d].gsign_also == ("black",)
    assert can_pay(s, 0, 1, {"black": 1}) and can_pay(s, 0, 1, {"blue": 1}) and can_pay(s, 0, 1, {"any": 1})
    assert not can_pay(s, 0, 0, {"red": 1}) and not can_pay(s, 0, 0, {"blue": 1, "black": 1})
    assert next_picks(s, 0, {"black": 1}, []) == [d] and is_paid(s, {"black": 1}, [d])
    assert auto_payment(s, 0, {"black": 1}) == [d]


def test_p22_two_colour_g_with_a_plain_g_pays_both_colours() -> None:
    """A black G and the blue/black G pay 〔青1＋黒1〕 (the two-colour G as blue) and 〔黒2〕 (as black), not 〔青2〕."""
    sc = _two_colour_board(("K",))
    s = sc.state
    assert can_pay(s, 0, 2, {"blue": 1, "black": 1}) and can_pay(s, 0, 2, {"black": 2})
    assert not can_pay(s, 0, 2, {"blue": 2})
    assert auto_payment(s, 0, {"blue": 1, "black": 1}) is not None


def test_p76_the_second_colour_only_while_a_g_and_selectors_find_it() -> None:
    """The 〈 〉 text is in force while the card is a G (P76): 「黒のGサインを持つ自軍G」 finds it; the same card in the
    hand is only blue."""
    sc = _two_colour_board()
    s, d, h = sc.state, sc.iid("d"), sc.iid("h")
    black_g = {"side": "own", "type": "g", "gsign_colour": "black", "count": 1}
    black_any = {"side": "own", "zone": "hand", "gsign_colour": "black", "count": 1}
    blue_g = {"side": "own", "type": "g", "gsign_colour": "blue", "count": 1}
    assert d in candidates(s, black_g, 0, d) and d in candidates(s, blue_g, 0, d)
    assert h not in candidates(s, black_any, 0, d)


_CHIP_SELF = "（自軍配備フェイズ）〔１〕：このカードの上に、技師チップ｛CHARACTER、「特徴：整備」、１／２／１｝１個を乗せる。"
_CHIP_FREE = ("（自軍配備フェイズ）〔０〕：キャラがセットされていない自軍ユニット１枚の上に、候補生チップ｛CHARACTER、"
              "「特徴：訓練生」、１／０／０｝１個を乗せる。")
_CHIP_SET = ("（常時）〔R〕：教官チップ｛CHARACTER、２／１／２｝１個を、「特徴：試作」を持つ自軍ユニット１枚にセットする。"
             "教官チップは、ターン終了時に取り除かれる。")


@pytest.mark.parametrize("text", [_CHIP_SELF, _CHIP_FREE, _CHIP_SET,
                                  "（自軍配備フェイズ）〔２〕：このカードの上に、副官チップ｛CHARACTER、０／０／２｝１個を乗せる。"])
def test_family_g6_character_chips_print_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker


def _chip_board(text: str, both: bool = False) -> Any:
    cards = [unit("M", abilities=[_ab(text)]), unit("U", abilities=[_ab(text)] if both else []), unit("B")]
    own = {"deploy": [{"card": "M", "id": "m"}, {"card": "U", "id": "u"}],
           "gzone": [{"card": "B", "id": f"g{i}"} for i in range(3)]}
    return board(cards, own, {}, point="deploy", g_played=True)


def _set_chips(s: Any, unit_: int) -> list[int]:
    from engine.games.nexa.places import set_cards

    return [c for c in set_cards(s, unit_) if c in s.chip_specs]


def test_p67_a_character_chip_is_set_on_this_card_and_adds_its_values() -> None:
    """P67 and P66: the chip is made as a character (its traits, its values) and set on the unit, whose battle values
    it raises; a unit with a character already takes no second one (P66; R-381)."""
    from engine.games.nexa.stats import stats

    sc = _chip_board(_CHIP_SELF)
    s, m = sc.state, sc.iid("m")
    assert compile_text(_CHIP_SELF).ability["effect"] == [
        {"do": "cardg6_char_chip", "onto": "self", "name": {"ja": "技師チップ", "en": "技師 chip"}, "stats": [1, 2, 1],
         "traits": ["整備"], "count": 1, "wording": "on"}]
    before = stats(s, m)
    do(sc, "act:$m:0", player=0)
    resolve_cut(sc)
    chips = _set_chips(s, m)
    assert len(chips) == 1 and s.defs[chips[0]].type == "character" and s.defs[chips[0]].traits == ("整備",)
    assert stats(s, m) == (before[0] + 1, before[1] + 2, before[2] + 1)
    assert not takes_character(s, m) and takes_character(s, sc.iid("u"))  # one character a unit (P66)


def test_p77_two_character_chips_of_one_name_both_stay() -> None:
    """P67: a chip's name is no card name, so P77's same-name rule does not discard a second chip of that name on
    another own unit (R-381); the target is a unit without a character (「キャラがセットされていない」)."""
    sc = _chip_board(_CHIP_FREE, both=True)
    s, m, u = sc.state, sc.iid("m"), sc.iid("u")
    do(sc, "act:$m:0", player=0)
    _resolve_picking(sc, m)
    do(sc, "act:$u:0", player=0)
    _resolve_picking(sc, u)
    assert len(_set_chips(s, m)) == 1 and len(_set_chips(s, u)) == 1
    assert {s.defs[c].name_ja for c in _set_chips(s, m) + _set_chips(s, u)} == {"候補生チップ"}


def _resolve_picking(sc: Any, want: int) -> None:
    """Pass until the cut resolves, picking `want` when the unit is chosen on resolution."""
    for _ in range(12):
        d = sc.game.decision(sc.state, labels=False)
        if d is None or (d.kind == "priority" and not sc.state.cut):
            return
        sc.game.apply(sc.state, d.player, f"pick:{want}" if d.kind == "pick" else "pass")


def test_r271_a_character_chip_set_for_the_turn_leaves_at_its_end() -> None:
    """「…チップ｛CHARACTER…｝1個を、「特徴：試作」を持つ自軍ユニット1枚にセットする。…チップは、ターン終了時に取り除かれる。」: set on
    a unit with the trait, and removed from the game at the turn's end (family G5's waiting removal, R-271; R-381)."""
    from engine.games.nexa import state as st

    cards = [unit("M", abilities=[_ab(_CHIP_SET)]), unit("T", traits=["試作"]), unit("U"), unit("B")]
    own = {"deploy": [{"card": "M", "id": "m"}, {"card": "T", "id": "t"}, {"card": "U", "id": "u"}],
           "gzone": [{"card": "B", "id": "g0"}]}
    sc = board(cards, own, {}, point="deploy", g_played=True)
    s, t, u = sc.state, sc.iid("t"), sc.iid("u")
    do(sc, "act:$m:0", player=0)
    _resolve_picking(sc, t)
    chips = _set_chips(s, t)
    assert len(chips) == 1 and not _set_chips(s, u) and s.defs[chips[0]].stats == (2, 1, 2)
    for _ in range(60):  # to the turn's end, no sortie: the chip is gone (P67), the unit stays
        d = sc.game.decision(s, labels=False)
        if d is None or s.point >= st.END_HAND:
            break
        sc.game.apply(s, d.player, "sortie:done" if "sortie:done" in d.tokens() else "pass")
    assert s.zone[chips[0]] not in st.FIELD_ZONES and not _set_chips(s, t) and s.zone[t] in st.FIELD_ZONES


_OTHER_SERIES = ("（自軍攻撃ステップ）：ACE以外の敵軍ユニット１枚を指定する。その場合、対象１と異なる属性のGサインを持つ、GとACE以外の"
                 "全ての敵軍カードを持ち主の手札に移す。")


def test_family_g6_other_series_prints_back_the_same_text() -> None:
    compiled, exact, blocker = round_trip(_OTHER_SERIES)
    assert compiled is not None and exact, blocker
    assert compiled.ability["effect"][1]["target"]["cardg6_series_not_of"] == "t1"


def test_p22_cards_of_another_series_than_target_1_go_back_to_the_hand() -> None:
    """P22: a G sign has a colour and a 属性; 「対象1と異なる属性のGサインを持つ」 reads the 属性 of the card declared, so the
    enemy's cards of its 属性 stay, whatever their colour, and the others (not Gs) go to the hand (R-382)."""
    from engine.games.nexa import state as st

    other = {"colour": "red", "series": "W"}
    cards = [card("C", "command", abilities=[{**_ab(_OTHER_SERIES), "kind": "play"}]), unit("T"), unit("S", colour="green"),
             unit("W", gsign=other), unit("B")]
    own = {"hand": [{"card": "C", "id": "c"}], "gzone": [{"card": "B", "id": "g0"}, {"card": "B", "id": "g1"}]}
    enemy = {"deploy": [{"card": "T", "id": "t"}, {"card": "S", "id": "s"}, {"card": "W", "id": "w"}],
             "gzone": [{"card": "W", "id": "eg"}]}
    sc = board(cards, own, enemy, point="attack", g_played=True)
    s = sc.state
    do(sc, "play:$c", player=0)
    for _ in range(16):
        d = sc.game.decision(s, labels=False)
        if d is None or (d.kind == "priority" and not (s.cut or s.cut_resolving)):
            break
        toks = d.tokens()
        pick = [x for x in toks if x.endswith(f":{sc.iid('t')}")]
        sc.game.apply(s, d.player, pick[0] if pick else "pay:auto" if "pay:auto" in toks else "pass" if "pass" in toks
                      else toks[0])
    assert s.zone[sc.iid("w")] == st.HAND and s.zone[sc.iid("t")] in st.FIELD_ZONES
    assert s.zone[sc.iid("s")] in st.FIELD_ZONES and s.zone[sc.iid("eg")] == st.GZONE


_ON_UNIT = "（戦闘フェイズ）：ユニットにセットされている敵軍キャラ１枚を、持ち主の捨て山の下に移す。"


def test_family_g6_on_unit_prints_back_and_p66_finds_only_set_characters() -> None:
    """「ユニットにセットされている敵軍キャラ」: a character set on a unit (P66); a ステイ character standing in the deploy
    area is not set on a unit and does not fit."""
    compiled, exact, blocker = round_trip(_ON_UNIT)
    assert compiled is not None and exact, blocker
    sel = compiled.ability["targets"]["t1"]
    from engine.games.nexa import state as st

    ch = card("CH", "character", stats=[1, 1, 1])
    stay = card("ST", "character", stats=[1, 1, 1], keywords=["stay"])
    cards = [unit("U"), ch, stay]
    enemy = {"deploy": [{"card": "U", "id": "u", "set": [{"card": "CH", "id": "ch"}]}, {"card": "ST", "id": "st"}]}
    sc = board(cards, {"deploy": [{"card": "U", "id": "me"}]}, enemy, point="deploy")
    s = sc.state
    assert s.zone[sc.iid("ch")] == st.SET and s.zone[sc.iid("st")] == st.DEPLOY
    assert candidates(s, sel, 0, sc.iid("me")) == [sc.iid("ch")]
    assert sc.iid("st") in candidates(s, {**{k: v for k, v in sel.items() if k != "cardg6_on_unit"}}, 0, sc.iid("me"))
