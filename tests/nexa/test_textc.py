"""The card-text compiler (issue 14): controlled Japanese -> effect language -> canonical Japanese.

Every text here is original, written in the controlled style of card lists (never official text).
The effect language is docs/effect-language.md; the commands compiled here play under P30 (command
texts), P43 (使用型 texts) and P68 (起動/常駐), and a compiled card plays in the engine.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from engine.games.nexa import state as st
from engine.games.nexa.importer import import_records, report
from engine.games.nexa.textc import Unsupported, compile_text, normalise, print_text, round_trip

from .helpers import board, do, resolve_cut, tokens, unit


def test_normal_form_folds_width_brackets_and_spaces_only() -> None:
    assert normalise("（戦闘フェイズ）〔１〕：カード１枚を引く。") == normalise("戦闘フェイズ ①：カード1枚を引く。")
    assert normalise("改装［ザク系］") == normalise("改装[ザク系]") == "改装「ザク系」"
    assert normalise("カード1枚を引く。") != normalise("カード2枚を引く。")


def test_p43_activated_text_compiles_to_timing_cost_targets_and_verb() -> None:
    c = compile_text("（自軍ダメージ判定ステップ）〔R+赤1〕：このカードと交戦中の、3以下の合計国力を持つ敵軍ユニット1枚を破壊する。")
    assert c.ability == {
        "kind": "activated", "timing": {"when": "damage", "side": "own"},
        "cost": {"roll_self": True, "pay": {"red": 1}},
        "targets": {"t1": {"engaged": True, "same_area": True, "max_total_cost": 3, "side": "enemy",
                           "type": "unit", "count": 1}},
        "effect": [{"do": "destroy", "target": "t1"}]}


def test_p68_triggered_and_static_texts_compile() -> None:
    trig = compile_text("『起動』：このカードが場に出た場合、全ての敵軍ユニットに1ダメージを与える。")
    assert trig.ability == {"kind": "triggered", "on": "enters_field",
                            "effect": [{"do": "damage", "target": {"side": "enemy", "type": "unit",
                                                                    "count": "all"}, "amount": 1}]}
    stat = compile_text("『常駐』：専用機のセットが成立している場合、このカードは+2/+0/+1を得る。")
    assert stat.ability["continuous"] == [{"apply": "modify", "target": "self", "stats": [2, 0, 1],
                                           "condition": {"exclusive_set": True}}]


def test_p74_keyword_line_compiles_to_keywords_with_their_parameters() -> None:
    c = compile_text("クイック　戦闘配備　〔１〕：改装［ジム系］　範囲兵器（３）")
    assert c.keywords == ("quick", "battle_ready", {"refit": "ジム系"}, {"area_weapon": 3})


@pytest.mark.parametrize("text", [
    "（常時）：敵軍ユニット1枚をロールする。",
    "（戦闘フェイズ）〔2〕：破壊されている敵軍ユニット1枚をゲームから取り除く。",
    "（防御ステップ）〔青1〕：戦闘エリアにいる敵軍ユニット1枚を持ち主の手札に移す。",
    "『起動』：このカードが破壊された場合、敵軍本国に2ダメージを与える。",
    "（自軍配備フェイズ）：敵軍は自身の手札1枚を選んで廃棄する。カード1枚を引く。",
    "クイック　高機動　〔1〕：ゲイン",
    "（戦闘フェイズ）〔1〕毎：このカードが戦闘エリアにいる場合、敵軍ユニット1枚をロールする事ができる。",
    "（防御ステップ）〔R〕：このカードに1ダメージを与える。その場合、敵軍ユニット1枚に2ダメージを与える。",
    "（攻撃ステップ）：自軍ユニット1枚は、ターン終了時まで「高機動」を得る。ターン終了時に、カード1枚を引く。",
    "（常時）〔2〕：このカードは、ターン終了時まで地形適性「宇宙」「地球」を得る。",
    "『常駐』：このカードは、赤のGサインを持つ自軍ユニットがいる場合、+1/+0/+1を得る。",
    "『起動』：このカードが場に出た場合、全ての敵軍ユニットの上に-1/-1/-1コイン1個を乗せる。",
    "（ダメージ判定ステップ）：このカードと交戦中の全ての敵軍ユニットは、ターン終了時まで-2/±0/-2を得る。",
])
def test_round_trip_prints_back_the_same_text(text: str) -> None:
    compiled, exact, blocker = round_trip(text)
    assert compiled is not None and exact, blocker
    assert normalise(print_text(compiled)) == normalise(text)


def test_p77_then_optional_and_every_compile_to_their_effect_words() -> None:
    """その場合 (P77) is all_or_nothing, 事ができる is an optional step, 毎 (P44) is repeatable."""
    a = compile_text("（戦闘フェイズ）〔1〕毎：このカードに1ダメージを与える。その場合、敵軍ユニット1枚を破壊する事ができる。").ability
    assert a["repeatable"] is True and a["all_or_nothing"] is True
    assert a["effect"] == [{"do": "damage", "target": "self", "amount": 1},
                           {"do": "optional", "steps": [{"do": "destroy", "target": "t1"}]}]
    assert a["targets"] == {"t1": {"side": "enemy", "type": "unit", "count": 1}}


def test_what_the_language_lacks_is_named_not_guessed() -> None:
    with pytest.raises(Unsupported) as e:
        compile_text("戦闘配備　〔R〕：改装［ジム系］")
    assert e.value.item == "keyword cost 〔R〕 (refit)"  # a roll cost on a special effect: not in the language
    with pytest.raises(Unsupported) as e:
        compile_text("（常時）〔1〕：自軍本国の上のカード3枚を見て、その中にあるユニット1枚を手札に移す。")
    assert e.value.item == "look at top N and take a matching card (other wordings)"


def _scrape(records: list[dict[str, str]]) -> dict[str, object]:
    base = {"colorCost": "青1", "gsignProperty": "0079", "bp1": "2", "bp2": "1", "bp3": "3", "area": "宇、地",
            "characteristic": "地球連邦軍　MS", "rarity": "C", "color": "青"}
    return {"data": [{**base, **r} for r in records]}


ORIGINAL = _scrape([
    {"id": "1", "imgID": "T-001", "title": "ジム", "categoryStr": "UNIT", "totalCostLengthStr": "2",
     "textstr": "戦闘配備<br />（ダメージ判定ステップ）〔R〕：交戦中の敵軍ユニット1枚に1ダメージを与える。"},
    {"id": "2", "imgID": "T-002", "title": "ジム改", "categoryStr": "UNIT", "totalCostLengthStr": "3",
     "textstr": "戦闘配備<br />（常時）〔1〕：自軍本国の上のカード2枚を見て、その中にあるカード1枚を手札に移す。"},
    {"id": "3", "imgID": "T-003", "title": "ボール", "categoryStr": "UNIT", "totalCostLengthStr": "1",
     "textstr": "（常時）〔1〕：自軍本国の上のカード2枚を見る。"},
    {"id": "4", "imgID": "T-004", "title": "一斉射撃", "categoryStr": "COMMAND", "totalCostLengthStr": "2",
     "textstr": "（戦闘フェイズ）：敵軍ユニット1枚に2ダメージを与える。", "bp1": "", "bp2": "", "bp3": ""},
])


def test_import_report_counts_full_partial_failed_and_ranks_what_blocks() -> None:
    items = import_records(ORIGINAL)
    rep = report(items)
    assert list(rep) == ["records", "full", "partial", "failed", "round_trip", "by_type", "missing"]
    assert (rep["records"], rep["full"], rep["partial"], rep["failed"]) == (4, 2, 1, 1)
    assert rep["by_type"]["command"] == {"records": 1, "full": 1, "partial": 0, "failed": 0}
    assert rep["missing"][0] == {"item": "look at top N and take a matching card (other wordings)", "cards": 1}
    command = next(i for i in items if i.number == "T-004")
    assert command.card is not None and command.card["abilities"][0]["kind"] == "play"


def test_p43_an_imported_full_card_plays_its_compiled_text_in_the_engine() -> None:
    gm = next(i for i in import_records(ORIGINAL) if i.number == "T-001").card
    assert gm is not None and gm["keywords"] == ["battle_ready"]
    sc = board([gm, unit("E", (1, 1, 5))], {"battle": {"space": [{"card": "T-001", "id": "gm"}]}},
               {"battle": {"space": [{"card": "E", "id": "e"}]}}, point="damage", g_played=True)
    do(sc, "act:$gm:0", player=0)
    if f"t:{sc.iid('e')}" in tokens(sc):
        do(sc, f"t:{sc.iid('e')}", player=0)
    resolve_cut(sc)
    assert sc.state.damage[sc.iid("e")] == 1
    assert sc.state.rolled[sc.iid("gm")]  # 〔R〕: the cost rolled it (P44)


def test_cli_import_prints_the_report_keys(tmp_path: Path) -> None:
    f = tmp_path / "list.json"
    f.write_text(json.dumps(ORIGINAL, ensure_ascii=False), encoding="utf-8")
    out = subprocess.run([sys.executable, "-m", "bot.cli", "cards", "import", str(f), "--game", "nexa", "--json"],
                         capture_output=True, text=True, check=True)
    rep = json.loads(out.stdout)
    assert {"records", "full", "partial", "failed", "round_trip", "by_type", "missing"} <= set(rep)
    assert rep["full"] == 2 and (rep["round_trip"]["texts"], rep["round_trip"]["exact"]) == (6, 4)


def test_p75_a_printed_keyword_cost_replaces_the_built_in_one() -> None:
    """〔0〕：改装[A] (a 改装 printed with cost 0, P75) needs no G: the same board with only rolled G
    offers the plain 改装 (built-in ①) nothing, the 〔0〕 one its text; the refit then plays as P75."""
    text = "戦闘配備　〔０〕：改装［改］"
    free = compile_text(text).keywords
    assert free == ("battle_ready", {"refit": "改", "cost": 0})
    new = unit("NEW", (4, 4, 4), total=1, traits=["改"])
    for keywords, offered in (([{"refit": "改"}], False), (list(free), True)):
        cards = [unit("OLD", (1, 1, 3), keywords=keywords), new]
        sc = board(cards, {"battle": {"space": [{"card": "OLD", "id": "old"}]},
                           "hand": [{"card": "NEW", "id": "new"}],
                           "gzone": [{"card": "OLD", "rolled": True}]}, {}, point="attack_free2")
        assert (f"act:{sc.iid('old')}:103" in tokens(sc)) is offered
    do(sc, "act:$old:103", player=0)
    resolve_cut(sc)
    assert sc.state.zone[sc.iid("new")] == st.BATTLE and sc.state.zone[sc.iid("old")] == st.JUNK


def test_p56_selectors_read_the_g_sign_colour_and_the_same_attribute_as_this_card() -> None:
    """「このカードと同じ属性のGサインを持つ」 and 「青のGサインを持つ」 name the G sign (P12), not the
    card's colours: only the matching units are offered as targets (P56)."""
    a = compile_text("（常時）〔R〕：このカードと同じ属性のGサインを持つ自軍ユニット1枚をリロールする。")
    assert a.ability["targets"]["t1"] == {"same_series": True, "side": "own", "type": "unit", "count": 1}
    b = compile_text("（常時）〔R〕：赤のGサインを持つ自軍ユニット1枚をリロールする。")
    assert b.ability["targets"]["t1"] == {"gsign_colour": "red", "side": "own", "type": "unit", "count": 1}
    src = unit("SRC", gsign={"colour": "blue", "series": "SEED"},
               abilities=[{**a.ability, "text": {"ja": "x", "en": "x"}}, {**b.ability, "text": {"ja": "y", "en": "y"}}])
    same = unit("SAME", gsign={"colour": "red", "series": "SEED"}, colour="blue")
    other = unit("OTHER", gsign={"colour": "blue", "series": "0079"})
    for index in (0, 1):
        sc = board([src, same, other], {"deploy": [{"card": "SRC", "id": "s"},
                                                   {"card": "SAME", "id": "a", "rolled": True},
                                                   {"card": "OTHER", "id": "o", "rolled": True}]}, {},
                   point="deploy", g_played=True)
        do(sc, f"act:$s:{index}", player=0)
        assert f"t:{sc.iid('o')}" not in tokens(sc)  # OTHER is never a candidate
        if f"t:{sc.iid('a')}" in tokens(sc):
            do(sc, f"t:{sc.iid('a')}", player=0)
        resolve_cut(sc)
        assert sc.state.rolled[sc.iid("a")] is False and sc.state.rolled[sc.iid("o")] is True


def test_p61_look_at_the_top_n_and_take_a_matching_card() -> None:
    """Ruling R-29: only the top N are looked at; the rest of them stay on top, in order."""
    text = "『起動』：このカードが場に出た場合、自軍本国の上のカード1～3枚を見て、その中にある赤のGサインを持つユニット1枚を自軍ハンガーに移す事ができる。"
    compiled, exact, _ = round_trip(text)
    assert exact and compiled is not None
    scout = unit("SCOUT", abilities=[{**compiled.ability, "text": {"ja": text, "en": "x"}}])
    red = unit("RED", gsign={"colour": "red", "series": "0079"}, colour="red")
    plain = unit("PLAIN")
    cmd = {"number": "GO", "name": {"ja": "GO", "en": "GO"}, "type": "command", "colours": ["blue"],
           "cost": {"total": 0}, "gsign": {"colour": "blue", "series": "0079"},
           "abilities": [{"kind": "play", "text": {"ja": "z", "en": "z"}, "timing": {"when": "any"},
                          "effect": [{"do": "put_into_play", "target": {"side": "own", "zone": "hand",
                                                                        "name": "SCOUT", "count": 1}}]}]}
    # listed top first: the RED 5th from the top is out of reach, the RED 2nd from the top is not
    home = [{"card": "PLAIN", "id": "p1"}, {"card": "RED", "id": "near"}, {"card": "PLAIN", "id": "p3"},
            {"card": "PLAIN", "id": "p4"}, {"card": "RED", "id": "deep"}]
    sc = board([scout, red, plain, cmd], {"hand": [{"card": "SCOUT", "id": "s"}, {"card": "GO", "id": "go"}],
                                          "home": home}, {}, point="deploy", g_played=True)
    do(sc, "play:$go", player=0)
    resolve_cut(sc)
    s = sc.state
    assert tokens(sc) == ["yes", "no"]  # 事ができる: the player may decline
    do(sc, "yes", player=0)
    assert tokens(sc) == [f"pick:{sc.iid('near')}", "pick:done"]  # the deep RED is not among the top 3
    do(sc, f"pick:{sc.iid('near')}", player=0)
    resolve_cut(sc)
    assert s.zone[sc.iid("near")] == st.HANGAR and s.zone[sc.iid("deep")] == st.HOME
    assert s.place(0, st.HOME)[-2:] == [sc.iid("p3"), sc.iid("p1")]  # not shuffled: still in order
