"""Classic panels say what a player needs (issue #10): the sortie prompt lists what is picked so far,
and two same-named choices never read the same (area, position, roll state, or a number)."""

from __future__ import annotations

from .helpers import GAME, Pos

GM = "B04"  # RGM-79 GM: a deck may hold several


def test_the_attack_prompt_lists_the_units_picked_so_far() -> None:
    pos = Pos(step="4-1-2")
    pos.add(0, "B01", "deploy", "gundam")
    pos.add(0, "B09", "deploy", "mk2")
    pos.free()
    pos.pass_until("4-1-3")
    d = GAME.decision(pos.s)
    assert d is not None and d.kind == "attack" and "none picked yet" in d.prompt["en"]
    pos.do(0, f"sortie:{pos.ids['mk2']}:space")
    d = GAME.decision(pos.s)
    assert d is not None and d.kind == "attack"
    name = GAME._name(pos.s, pos.ids["mk2"], "en")
    assert f"picked: space area: {name}" in d.prompt["en"]
    assert GAME._name(pos.s, pos.ids["mk2"], "ja") in d.prompt["ja"]


def test_two_same_named_units_in_different_places_are_told_apart() -> None:
    pos = Pos(step="4-1-2")
    pos.add(0, GM, "deploy", "gm1")
    pos.add(0, GM, "deploy", "gm2")
    pos.add(0, GM, "deploy", "gm3")
    pos.free()
    pos.pass_until("4-1-3")
    pos.do(0, f"sortie:{pos.ids['gm1']}:space")
    d = GAME.decision(pos.s)
    assert d is not None and d.kind == "attack"
    for lang in ("ja", "en"):
        texts = [a.label[lang] for a in d.actions]
        assert len(set(texts)) == len(texts), texts
    space = [a.label["en"] for a in d.actions if a.token.endswith(":space")]
    assert sorted(t[-3:] for t in space) == ["[1]", "[2]"], space  # alike in every way: numbered


def test_same_named_cards_in_hand_and_on_the_field_name_their_place() -> None:
    pos = Pos(step="4-1-2")
    pos.add(0, GM, "deploy", "gm1")
    pos.add(0, GM, "space", "gm2")
    assert GAME.tell_apart(pos.s, 0, f"sortie:{pos.ids['gm1']}:space")["en"] == "deploy area, rerolled"
    assert GAME.tell_apart(pos.s, 0, f"sortie:{pos.ids['gm2']}:space")["en"] == "space area position 1, rerolled"
    assert GAME.tell_apart(pos.s, 1, f"sortie:{pos.ids['gm2']}:space")["ja"] == "敵軍、宇宙エリア1番目、リロール状態"


def test_a_cut_entry_shows_what_it_aims_at() -> None:
    """3-2: B22 aimed at the Mk-II in the cut; every viewer's cut entry names that target."""
    pos = Pos()
    pos.add(0, "B09", "hand", "mk2")
    pos.gs(0, "blue", 3)
    pos.add(1, "B22", "hand", "cancel")
    pos.gs(1, "blue", 3)
    pos.free()
    pos.do(0, f"play:{pos.ids['mk2']}:x:n")
    pos.do(1, f"play:{pos.ids['cancel']}:{pos.ids['mk2']}:n")
    for seat in (0, 1, None):
        cut = GAME.view(pos.s, seat)["cut"]
        assert cut[0]["target"] is None
        assert cut[1]["target"] is not None and cut[1]["target"]["iid"] == pos.ids["mk2"]
