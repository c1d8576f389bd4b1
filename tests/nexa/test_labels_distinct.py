"""Same-named choices are told apart on the panel (issue #10): a player must see which Zaku II or
which blue G a button means, so labels of one decision never read the same in ja or en."""

from __future__ import annotations

from engine.api import get_game

from .helpers import board, card, do, unit

TEXT = {"ja": "x", "en": "x"}
PING = {"kind": "play", "text": TEXT, "timing": {"when": "any"},
        "targets": {"t1": {"side": "enemy", "type": "unit", "count": 1}},
        "effect": [{"do": "damage", "target": "t1", "amount": 1}]}
G_PING = {"kind": "play", "text": TEXT, "timing": {"when": "any"},
          "targets": {"t1": {"side": "own", "type": "g", "count": 1}},
          "effect": [{"do": "roll", "target": "t1"}]}


def _labels(sc: object, lang: str) -> dict[str, str]:
    d = get_game("nexa").decision(sc.state)  # type: ignore[attr-defined]
    assert d is not None
    return {a.token: a.label[lang] for a in d.actions}


def test_two_zaku_in_different_areas_and_places_name_their_area_position_and_roll_state() -> None:
    zaku = unit("ZAKU", (2, 1, 3), name={"ja": "ザクII", "en": "Zaku II"})
    sc = board([zaku, card("PING", "command", abilities=[PING])],
               {"hand": [{"card": "PING", "id": "p"}], "gzone": ["ZAKU", "ZAKU"]},
               {"battle": {"space": [{"card": "ZAKU", "id": "s1"}, {"card": "ZAKU", "id": "s2"}],
                           "earth": [{"card": "ZAKU", "id": "e1"}]},
                "deploy": [{"card": "ZAKU", "id": "d1", "rolled": True}]},
               point="damage_free1", g_played=True)
    do(sc, "play:$p", player=0)
    for lang in ("ja", "en"):
        labels = _labels(sc, lang)
        targets = {k: v for k, v in labels.items() if k.startswith("t:") and k != "t:done"}
        assert len(targets) == 4 and len(set(labels.values())) == len(labels), labels
    en = _labels(sc, "en")
    assert "space area position 1" in en[sc.token("t:$s1")] and "space area position 2" in en[sc.token("t:$s2")]
    assert "earth area position 1" in en[sc.token("t:$e1")]
    assert "deploy area" in en[sc.token("t:$d1")] and "rolled" in en[sc.token("t:$d1")]
    ja = _labels(sc, "ja")
    assert "宇宙エリア2番目" in ja[sc.token("t:$s2")] and "ロール状態" in ja[sc.token("t:$d1")]


def test_two_blue_gs_one_rolled_are_told_apart_by_their_roll_state() -> None:
    bg = unit("BG", (1, 1, 1), name={"ja": "青G", "en": "Blue G"})
    sc = board([bg, card("GP", "command", abilities=[G_PING], cost={"total": 0, "roll": {}})],
               {"hand": [{"card": "GP", "id": "p"}],
                "gzone": [{"card": "BG", "id": "up"}, {"card": "BG", "id": "down", "rolled": True}]},
               {}, g_played=True)
    do(sc, "play:$p", player=0)
    en, ja = _labels(sc, "en"), _labels(sc, "ja")
    assert "rerolled" in en[sc.token("t:$up")] and "rolled" in en[sc.token("t:$down")]
    assert en[sc.token("t:$up")] != en[sc.token("t:$down")]
    assert "リロール状態" in ja[sc.token("t:$up")] and "ロール状態" in ja[sc.token("t:$down")]


def test_identical_copies_in_hand_are_numbered() -> None:
    sc = board([card("PING", "command", abilities=[PING]), unit("U")],
               {"hand": [{"card": "PING", "id": "a"}, {"card": "PING", "id": "b"}], "gzone": ["U", "U"]},
               {"deploy": ["U"]}, g_played=True)
    en = _labels(sc, "en")
    a, b = en[sc.token("play:$a")], en[sc.token("play:$b")]
    assert a != b and a.endswith("[1]") and b.endswith("[2]")
