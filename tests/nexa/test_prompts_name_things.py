"""Prompts and views say what a player needs (issue #10, panels): the declaration in progress names
its card, the sortie panel shows what is picked so far, the order choice names the effects, the cut
shows what an effect aims at, and the setup view names the real first player."""

from __future__ import annotations

from engine.api import Match, get_game
from engine.selfplay import random_setup

from .helpers import board, card, do, unit

TEXT = {"ja": "x", "en": "x"}
PING = {"kind": "play", "text": TEXT, "timing": {"when": "any"},
        "targets": {"t1": {"side": "enemy", "type": "unit", "count": 1}},
        "effect": [{"do": "damage", "target": "t1", "amount": 1}]}


def _ping_board() -> object:
    cards = [unit("U", (1, 1, 5), name={"ja": "ザクII", "en": "Zaku II"}),
             card("PING", "command", abilities=[PING], name={"ja": "一斉射撃", "en": "Full Volley"})]
    return board(cards, {"hand": [{"card": "PING", "id": "p"}], "gzone": ["U", "U", "U"]},
                 {"deploy": [{"card": "U", "id": "ub"}, {"card": "U", "id": "uc"}], "gzone": ["U"]}, g_played=True)


def test_a_declaration_in_progress_names_its_card() -> None:
    sc = _ping_board()
    do(sc, "play:$p", player=0)
    d = get_game("nexa").decision(sc.state)  # type: ignore[attr-defined]
    assert d is not None and d.kind == "build"
    assert "一斉射撃" in d.prompt["ja"] and "Full Volley" in d.prompt["en"]


def test_the_cut_shows_what_an_entry_aims_at() -> None:
    sc = _ping_board()
    do(sc, "play:$p", "t:$ub", player=0)
    while get_game("nexa").decision(sc.state).kind == "build":  # type: ignore[attr-defined,union-attr]
        d = get_game("nexa").decision(sc.state)  # type: ignore[attr-defined]
        assert d is not None
        tok = next(a.token for a in d.actions if a.role != "undo" and a.token != "cancel")
        do(sc, tok, player=0)
    for seat in (0, 1, None):
        cut = get_game("nexa").view(sc.state, seat)["cut"]  # type: ignore[attr-defined]
        assert cut and cut[-1]["targets"] == [{"iid": sc.iid("ub"), "name": {"ja": "ザクII", "en": "Zaku II"}}]  # type: ignore[attr-defined]


def test_the_sortie_prompt_shows_what_is_picked_so_far() -> None:
    cards = [unit("A", (3, 1, 3), name={"ja": "ガンダム", "en": "Gundam"}), unit("B", (1, 2, 2), name={"ja": "ジム", "en": "GM"})]
    sc = board(cards, {"deploy": [{"card": "A", "id": "a"}, {"card": "B", "id": "b"}]}, {}, point="attack_rule")
    game = get_game("nexa")
    first = game.decision(sc.state)  # type: ignore[attr-defined]
    assert first is not None and "none picked yet" in first.prompt["en"]
    do(sc, "sortie:s:$b", "sortie:s:$a", player=0)
    d = game.decision(sc.state)  # type: ignore[attr-defined]
    assert d is not None and d.kind == "sortie"
    assert "space area: GM, Gundam" in d.prompt["en"] and "宇宙エリア: ジム、ガンダム" in d.prompt["ja"]


def test_the_order_choice_names_the_effects() -> None:
    cards = [unit("A", name={"ja": "ドム", "en": "Dom"}), unit("B", name={"ja": "ゲルググ", "en": "Gelgoog"})]
    sc = board(cards, {"deploy": [{"card": "A", "id": "a"}, {"card": "B", "id": "b"}]}, {})
    sc.state.ask = {"kind": "order", "seat": 0, "items": [sc.iid("a"), sc.iid("b")], "done": []}  # type: ignore[attr-defined]
    d = get_game("nexa").decision(sc.state)  # type: ignore[attr-defined]
    assert d is not None and d.kind == "order"
    labels = {a.token: a.label for a in d.actions}
    assert "Dom" in labels["first:0"]["en"] and "Gelgoog" in labels["first:1"]["en"]
    assert "ドム" in labels["first:0"]["ja"] and "ゲルググ" in labels["first:1"]["ja"]


def test_the_setup_view_names_the_real_first_player() -> None:
    import random
    firsts = set()
    for seed in range(12):
        names, decks = random_setup("nexa", random.Random(seed))
        m = Match.start("nexa", names, decks, seed)
        first = m.game.first_seat(m.state)
        firsts.add(first)
        for seat in (0, 1, None):
            v = m.view(seat)
            assert v["phase"] == "setup" and v["attacker"] == first
    assert firsts == {0, 1}  # both cases were seen


def test_a_play_label_shows_the_cost_that_applies_now() -> None:
    """P55: a reduction on the field lowers the cost the label shows; the printed cost stays beside it."""
    cheap = {"kind": "static", "text": TEXT, "continuous": [{"apply": "cost", "target": {"side": "own", "zone": "hand",
                                                                                          "type": "unit"},
                                                             "total": -2}]}
    cards = [unit("X"), unit("BIG", total=3, roll=1), card("OP", "operation", abilities=[cheap])]
    sc = board(cards, {"hand": [{"card": "BIG", "id": "big"}], "deploy": [{"card": "OP"}], "gzone": ["X"]}, {},
               g_played=True)
    d = get_game("nexa").decision(sc.state)  # type: ignore[attr-defined]
    assert d is not None
    label = next(a.label for a in d.actions if a.token == sc.token("play:$big"))  # type: ignore[attr-defined]
    assert label["en"].endswith("(1/blue 1, printed 3/blue 1)"), label
    assert label["ja"].endswith("(1/青1、印刷 3/青1)"), label
    plain = board(cards, {"hand": [{"card": "BIG", "id": "big"}], "gzone": ["X"] * 3}, {}, g_played=True)
    d = get_game("nexa").decision(plain.state)  # type: ignore[attr-defined]
    assert d is not None
    assert next(a.label["en"] for a in d.actions if a.token == plain.token("play:$big")).endswith("(3/blue 1)")  # type: ignore[attr-defined]


def test_a_text_label_is_never_cut_short() -> None:
    """The console shows the whole text of an activated ability (Discord buttons fit it themselves)."""
    long_en = "Roll this card: draw one card, then put one card from your hand on the bottom of your home."
    long_ja = "このカードをロールする：カードを1枚引き、その後自軍手札1枚を本国の下に移す。長い説明文がここに続く。"
    ab = {"kind": "activated", "text": {"ja": long_ja, "en": long_en}, "timing": {"when": "any"},
          "cost": {"roll_self": True}, "effect": [{"do": "draw", "side": "own", "count": 1}]}
    sc = board([unit("U", abilities=[ab])], {"deploy": [{"card": "U", "id": "u"}], "gzone": ["U"]}, {}, g_played=True)
    d = get_game("nexa").decision(sc.state)  # type: ignore[attr-defined]
    assert d is not None
    label = next(a.label for a in d.actions if a.token.startswith("act:"))
    assert label["en"].endswith(long_en) and label["ja"].endswith(long_ja) and "…" not in label["en"]
