"""Issue 14, family B6 of the card-text compiler: battle, round 2.

Every text here is original, written in the controlled style of card lists (never official text). Each construct is
compiled, printed back to the same text and played in the engine (docs/effect-language.md).
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.games.nexa import state as st
from engine.games.nexa.textc import compile_text, normalise, print_text, round_trip

from .helpers import board, card, do, pass_all, pass_until, resolve_cut, tokens, unit


def _unit(text: str, number: str = "W", stats: tuple[int, int, int] = (2, 2, 2), **extra: Any) -> dict[str, Any]:
    ab = {**compile_text(text).ability, "text": {"ja": text, "en": text}}
    return unit(number, stats, abilities=[ab], **extra)


def _command(number: str, text: str) -> dict[str, Any]:
    ab = compile_text(text).ability
    return card(number, "command", abilities=[{**ab, "kind": "play", "text": {"ja": text, "en": "x"}}])


@pytest.mark.parametrize("text", [
    "（敵軍配備フェイズ）：敵軍は、このターン、自分の部隊を１つしか出撃させる事ができない。",
    "（自軍戦闘フェイズ）〔２〕：自軍は、このターン、自分の部隊を１つしか出撃させる事ができない。",
    "『起動』：このカードが場に出た場合、敵軍部隊１つを指定する。このターン、自軍本国は、対象から戦闘ダメージを受けない。",
    "（防御ステップ）：敵軍部隊１つを指定する。このターン、自軍本国は、対象１から戦闘ダメージを受けない。",
    "（戦闘フェイズ）〔１〕：本来の種類がキャラである自軍G１枚を指定する。その場合、このカードは、ターン終了時まで、"
    "対象の本来の戦闘修正と同じ値の戦闘修正を得る。",
    "（自軍攻撃ステップ）〔R〕：自軍キャラ１枚を指定する。その場合、自軍ユニット１枚は、ターン終了時まで、"
    "対象１の本来の戦闘修正と同じ値の戦闘修正を得る。",
    "『起動』：このカードは、「特徴：試作機」を持つ敵軍ユニットが、戦闘エリアに出撃した場合、ターン終了時まで"
    "＋１／±０／＋１を得ると共に、リロールできる。",
    "『起動』：このカードは、自軍ユニットが、戦闘エリアに出撃した場合、ターン終了時まで＋２／＋２／＋２を得る。",
    "『起動』：このカードは、「PS装甲」を持つ自軍ユニットと同じ部隊で出撃した場合、ターン終了時まで「強襲」、または"
    "「高機動」を得る。",
    "『起動』：このカードは、「特徴：試作機」を持つ自軍ユニットと同じ部隊で出撃した場合、ターン終了時まで＋１／＋１／＋１を得る。",
    "（自軍攻撃ステップ）〔青１〕：敵軍ユニット１枚を、このカードと同じ戦闘エリアにリロール状態で移す。",
    "（戦闘フェイズ）〔２〕：このカードが、交戦中の場合、敵軍ユニット１枚を、このカードと同じ戦闘エリアに移す。",
    "（戦闘フェイズ）〔青２〕：このカードが、破壊されている状態で交戦中の場合、敵軍ユニット１枚をロールする。",
    "（ダメージ判定ステップ）〔１〕：このカードが、攻撃に出撃している状態で交戦中の場合、カード１枚を引く。",
])
def test_round_trip(text: str) -> None:
    compiled, ok, why = round_trip(text)
    assert ok, why
    assert normalise(print_text(compiled)) == normalise(text)


def _sortie_tokens(sc: Any, player: int) -> list[str]:
    pass_all(sc)
    d = sc.game.decision(sc.state, labels=False)
    assert d is not None and d.player == player and "sortie:done" in d.tokens()
    return tokens(sc)


def test_p32_p34_r420_the_side_sorties_one_squad_only_this_turn() -> None:
    """Ruling R-420 (P32-P34): 「敵軍は、このターン、自分の部隊を1つしか出撃させる事ができない」 played in the enemy's deploy
    phase: once the enemy has put a unit into one battle area, its sortie offers units for that area only; the other player
    still sorties into either area, and the lock ends with the turn."""
    text = "（敵軍配備フェイズ）：敵軍は、このターン、自分の部隊を１つしか出撃させる事ができない。"
    sc = board([_command("C", text), unit("E")],
               {"hand": [{"card": "C", "id": "c"}], "gzone": ["E", "E"],
                "deploy": [{"card": "E", "id": "m1"}, {"card": "E", "id": "m2"}]},
               {"gzone": ["E", "E"], "deploy": [{"card": "E", "id": "e1"}, {"card": "E", "id": "e2"}]},
               point="deploy", attacker=1)
    do(sc, "pass", player=1)
    do(sc, "play:$c", player=0)
    resolve_cut(sc)
    assert sc.state.zone[sc.iid("c")] == st.JUNK
    e1, e2 = sc.iid("e1"), sc.iid("e2")
    t = _sortie_tokens(sc, 1)
    assert {f"sortie:s:{e1}", f"sortie:e:{e1}", f"sortie:s:{e2}", f"sortie:e:{e2}"} <= set(t)
    do(sc, f"sortie:s:{e1}", player=1)
    t = tokens(sc)
    assert f"sortie:s:{e2}" in t and not [x for x in t if x.startswith("sortie:e:")]  # one squad only: space
    do(sc, "sortie:done", player=1)
    for _ in range(10):  # the defender (not locked) may answer in either area
        d = sc.game.decision(sc.state, labels=False)
        if d is not None and d.player == 0 and "sortie:done" in d.tokens():
            break
        assert d is not None and d.kind == "priority"
        do(sc, "pass", player=d.player)
    m1, m2 = sc.iid("m1"), sc.iid("m2")
    do(sc, f"sortie:s:{m1}", player=0)
    assert f"sortie:e:{m2}" in tokens(sc)


def test_r420_the_lock_is_of_this_turn_only() -> None:
    """Ruling R-420: the lock is cleared at the turn's end (turn._end_turn, as every 「lock:」 entry)."""
    from engine.games.nexa.battle import sortie_options
    from engine.games.nexa.cardo5locks import one_squad

    text = "（自軍配備フェイズ）：自軍は、このターン、自分の部隊を１つしか出撃させる事ができない。"
    sc = board([_command("C", text), unit("E")],
               {"hand": [{"card": "C", "id": "c"}], "gzone": ["E", "E"],
                "deploy": [{"card": "E", "id": "m1"}, {"card": "E", "id": "m2"}]},
               {"gzone": ["E", "E"]}, point="deploy", attacker=0)
    do(sc, "play:$c", player=0)
    resolve_cut(sc)
    assert one_squad(sc.state, 0) and not one_squad(sc.state, 1)
    s = sc.state
    s.sortie_draft[1].append(sc.iid("m1"))
    assert {a for a, _ in sortie_options(s, 0)} == {1}
    s.sortie_draft[1].clear()
    from engine.games.nexa.turn import _end_turn

    _end_turn(s)
    assert not one_squad(s, 0)


def test_p35_p71_r421_the_home_takes_no_battle_damage_from_the_chosen_squad() -> None:
    """Ruling R-421 (P35, P71): 「敵軍部隊1つを指定する。このターン、自軍本国は、対象から戦闘ダメージを受けない」: the chosen
    squad's battle damage does not reach the own home this turn; the enemy's squad of the other area still deals its own,
    and the text is of the home named (not the enemy's)."""
    text = "（防御ステップ）：敵軍部隊１つを指定する。このターン、自軍本国は、対象から戦闘ダメージを受けない。"
    for chosen in ("a", "b", None):
        sc = board([_command("C", text), unit("A", (3, 3, 3)), unit("B", (2, 2, 2))],
                   {"hand": [{"card": "C", "id": "c"}], "gzone": ["A", "A"]},
                   {"battle": {"space": [{"card": "A", "id": "a"}], "earth": [{"card": "B", "id": "b"}]}},
                   point="defence", attacker=1)
        home = len(sc.state.place(0, st.HOME))
        if chosen is not None:
            do(sc, "pass", player=1)
            do(sc, "play:$c", player=0)
            if f"t:{sc.iid(chosen)}" in tokens(sc):
                do(sc, f"t:{sc.iid(chosen)}", player=0)
            resolve_cut(sc)
            assert sc.state.zone[sc.iid("c")] == st.JUNK
        pass_until(sc, st.RETURN_FREE1)
        taken = home - len(sc.state.place(0, st.HOME))
        assert taken == {"a": 2, "b": 3, None: 5}[chosen], (chosen, taken)


def test_p52_r422_the_card_gains_the_printed_modifier_of_the_chosen_card() -> None:
    """Ruling R-422 (P52 本来の): 「本来の種類がキャラである自軍G1枚を指定する。その場合、このカードは、ターン終了時まで、
    対象の本来の戦闘修正と同じ値の戦闘修正を得る」: the printed values of the G chosen (a character card), not of another
    G; 「自軍ユニット1枚は、…対象1の…」 compiles to the same verb, the unit chosen second given the values of the first."""
    from engine.games.nexa.stats import stats

    text = ("（戦闘フェイズ）〔１〕：本来の種類がキャラである自軍G１枚を指定する。その場合、このカードは、ターン終了時まで、"
            "対象の本来の戦闘修正と同じ値の戦闘修正を得る。")
    for pick, gained in (("p", (2, 1, 3)), ("q", (0, 2, 1))):
        sc = board([_unit(text), unit("E"), card("P", "character", stats=[2, 1, 3]),
                    card("Q", "character", stats=[0, 2, 1])],
                   {"deploy": [{"card": "W", "id": "w"}],
                    "gzone": [{"card": "P", "id": "p"}, {"card": "Q", "id": "q"}, "E", "E"]},
                   {}, point="damage_free1")
        w = sc.iid("w")
        before = stats(sc.state, w)
        do(sc, "act:$w:0", player=0)
        for _ in range(6):
            t = tokens(sc)
            want = f"t:{sc.iid(pick)}"
            if want in t:
                do(sc, want, player=0)
            elif "pay:auto" in t:
                do(sc, "pay:auto", player=0)
            else:
                break
        resolve_cut(sc)
        assert stats(sc.state, w) == tuple(x + g for x, g in zip(before, gained, strict=True)), pick
    second = ("（戦闘フェイズ）〔０〕：このカードと同じ属性のGサインを持つ自軍キャラ１枚を指定する。その場合、自軍ユニット１枚は、"
              "ターン終了時まで、対象１の本来の戦闘修正と同じ値の戦闘修正を得る。")
    ab = compile_text(second).ability
    assert ab["effect"][1] == {"do": "cardb6_modify_like", "target": "t2", "like_target": "t1", "until": "turn_end"}


def test_p32_p68_the_card_hears_a_unit_that_fits_sortie_into_a_battle_area() -> None:
    """P32-P34, P68: 「このカードは、「特徴：試作機」を持つ敵軍ユニットが、戦闘エリアに出撃した場合、ターン終了時まで
    +1/±0/+1を得ると共に、リロールできる」: heard when an enemy unit with the trait sorties (the card the topic), not when a
    unit without it does; the reroll is offered."""
    from engine.games.nexa.stats import stats

    text = ("『起動』：このカードは、「特徴：試作機」を持つ敵軍ユニットが、戦闘エリアに出撃した場合、ターン終了時まで"
            "＋１／±０／＋１を得ると共に、リロールできる。")
    ab = compile_text(text).ability
    assert (ab["on"], ab["of"], ab["wording"]) == ("card_sortie", {"trait": "試作機", "side": "enemy", "type": "unit"},
                                                   "b6_topic_area")
    for traits, heard in ((["試作機"], True), ([], False)):
        sc = board([_unit(text), unit("E", traits=traits)],
                   {"deploy": [{"card": "W", "id": "w", "rolled": True}]},
                   {"deploy": [{"card": "E", "id": "e"}]}, point="deploy", attacker=1)
        w = sc.iid("w")
        before = stats(sc.state, w)
        t = _sortie_tokens(sc, 1)
        do(sc, f"sortie:s:{sc.iid('e')}", player=1)
        do(sc, "sortie:done", player=1)
        for _ in range(10):
            d = sc.game.decision(sc.state, labels=False)
            if d is None or sc.state.point == st.DEFENCE_FREE1 and d.kind == "priority" and not sc.state.cut:
                break
            toks = d.tokens()
            do(sc, "yes" if "yes" in toks else "sortie:done" if "sortie:done" in toks else "pass", player=d.player)
        gained = tuple(a - b for a, b in zip(stats(sc.state, w), before, strict=True))
        assert gained == ((1, 0, 1) if heard else (0, 0, 0)), traits
        assert sc.state.rolled[w] == (not heard), traits
        assert t


def test_p32_p70_the_card_sortied_in_a_squad_with_a_unit_that_fits() -> None:
    """P32, P70: 「このカードは、「PS装甲」を持つ自軍ユニットと同じ部隊で出撃した場合、ターン終了時まで「強襲」、または
    「高機動」を得る」: family B3's with_squad trigger said as a topic: heard when another unit with PS装甲 sorties in its
    squad (the player picks one of the two), not when the unit sorties in the other battle area."""
    from engine.games.nexa.stats import has_keyword

    text = ("『起動』：このカードは、「PS装甲」を持つ自軍ユニットと同じ部隊で出撃した場合、ターン終了時まで「強襲」、または"
            "「高機動」を得る。")
    assert compile_text(text).ability["wording"] == "b6_topic_squad"
    for area, heard in (("s", True), ("e", False)):
        sc = board([_unit(text), unit("P", keywords=["ps_armor"]), unit("E")],
                   {"deploy": [{"card": "W", "id": "w"}, {"card": "P", "id": "p"}]},
                   {"gzone": ["E"]}, point="deploy", attacker=0)
        w = sc.iid("w")
        _sortie_tokens(sc, 0)
        do(sc, f"sortie:s:{w}", f"sortie:{area}:{sc.iid('p')}", "sortie:done", player=0)
        picked = False
        for _ in range(10):
            d = sc.game.decision(sc.state, labels=False)
            if d is None or (d.kind == "priority" and not sc.state.cut):
                break
            toks = d.tokens()
            opt = [x for x in toks if x.startswith("opt:")]
            if opt:
                picked = True
            do(sc, opt[-1] if opt else "yes" if "yes" in toks else "pass", player=d.player)
        got = (has_keyword(sc.state, w, "assault"), has_keyword(sc.state, w, "high_mobility"))
        assert (sum(got) == 1) == heard and picked == heard, (area, got)


def test_p70_r162_a_unit_moved_into_this_cards_battle_area_rerolled() -> None:
    """P70, R-162: 「敵軍ユニット1枚を、このカードと同じ戦闘エリアにリロール状態で移す」: family B3's to_area of this card's
    area, said with 「同じ」: the rolled enemy unit joins its side's squad there, rerolled (the engagement check follows)."""
    text = "（自軍攻撃ステップ）〔青１〕：敵軍ユニット１枚を、このカードと同じ戦闘エリアにリロール状態で移す。"
    sc = board([_unit(text), unit("E")],
               {"gzone": ["E"], "battle": {"earth": [{"card": "W", "id": "w"}]}},
               {"deploy": [{"card": "E", "id": "e", "rolled": True}]}, point="attack")
    do(sc, "act:$w:0", player=0)
    for _ in range(6):
        t = tokens(sc)
        if f"t:{sc.iid('e')}" in t:
            do(sc, f"t:{sc.iid('e')}", player=0)
        elif "pay:auto" in t:
            do(sc, "pay:auto", player=0)
        else:
            break
    resolve_cut(sc)
    e = sc.iid("e")
    assert sc.state.zone[e] == st.BATTLE and not sc.state.rolled[e]
    assert e in sc.state.squads[st.AREAS.index("earth") * 2 + 1]


def test_p39_p70_a_text_of_this_card_destroyed_and_engaged() -> None:
    """P39, P70: 「このカードが、破壊されている状態で交戦中の場合、…」: both states at once (a destroyed card still in its
    engaged battle area, before it is discarded): offered only then, not when only one of them holds."""
    text = "（戦闘フェイズ）〔青２〕：このカードが、破壊されている状態で交戦中の場合、敵軍ユニット１枚をロールする。"
    assert compile_text(text).ability["condition"] == {"all": [{"exists": {"self": True, "destroyed": True}},
                                                               {"self_engaged": True}]}
    for destroyed, engaged in ((True, True), (True, False), (False, True)):
        sc = board([_unit(text), unit("E")],
                   {"gzone": ["E", "E"], "battle": {"space": [{"card": "W", "id": "w"}]}},
                   {"battle": {"space": [{"card": "E"}] if engaged else [], "earth": [] if engaged else [{"card": "E"}]}},
                   point="damage_free1")
        w = sc.iid("w")
        sc.state.destroyed[w] = destroyed
        sc.state.version += 1
        assert (f"act:{w}:0" in tokens(sc)) == (destroyed and engaged), (destroyed, engaged)
