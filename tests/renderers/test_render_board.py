"""Board renderer: goldens, determinism, size limits, hidden information and robustness."""

from __future__ import annotations

import copy
import io
import struct
from pathlib import Path
from typing import Any

import pytest
from PIL import Image
from render_helpers import BOARD_FIXTURES, check_golden, is_player_view, load, mean_difference

from renderers import board_image, render_board
from renderers.nexa.bench import clear_caches

MAX_PNG = 800 * 1024

GOLDEN_BOARDS = [
    ("mid_battle", "ja", False),
    ("mid_battle_p1", "en", True),
    ("opening_p0", "ja", True),
    ("end_of_game", "en", False),
]


def png_chunks(png: bytes) -> list[str]:
    """Chunk types of a PNG, in order."""
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    pos, out = 8, []
    while pos < len(png):
        (length,) = struct.unpack(">I", png[pos:pos + 4])
        out.append(png[pos + 4:pos + 8].decode("ascii"))
        pos += 12 + length
    return out


@pytest.mark.parametrize(("name", "lang", "private"), GOLDEN_BOARDS)
def test_board_matches_golden(name: str, lang: str, private: bool, tmp_path: Path) -> None:
    check_golden(render_board(load(name), lang=lang, private=private), f"board_{name}_{lang}", tmp_path)


@pytest.mark.parametrize("name", BOARD_FIXTURES)
def test_board_is_deterministic_and_cache_independent(name: str) -> None:
    view = load(name)
    private = is_player_view(name)
    first = render_board(view, private=private)
    assert render_board(view, private=private) == first
    clear_caches()
    assert render_board(copy.deepcopy(view), private=private) == first


@pytest.mark.parametrize("name", BOARD_FIXTURES)
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_board_size_and_metadata(name: str, lang: str) -> None:
    png = render_board(load(name), lang=lang, private=is_player_view(name))
    assert len(png) <= MAX_PNG
    img = Image.open(io.BytesIO(png))
    assert img.size == (1280, 800)
    assert img.width >= 1200
    # no tIME/tEXt chunks: equal pixels must give equal bytes
    assert png_chunks(png) == ["IHDR"] + ["IDAT"] * (len(png_chunks(png)) - 2) + ["IEND"]


def test_spectator_fixtures_hide_every_hand() -> None:
    for name in BOARD_FIXTURES:
        view = load(name)
        viewer = view["viewer"]
        if not is_player_view(name):
            assert viewer is None
        for p in view["players"]:
            if p["seat"] == viewer:
                assert isinstance(p["hand"], list) and len(p["hand"]) == p["hand_count"]
            else:
                assert p["hand"] is None, f"{name}: seat {p['seat']} hand leaked"


class NoHand(dict[str, Any]):
    """A player dict that fails the test if anything reads its hand."""

    def __getitem__(self, key: str) -> Any:
        assert key != "hand", "a public board must not read the hand"
        return super().__getitem__(key)

    def get(self, key: str, default: Any = None) -> Any:
        assert key != "hand", "a public board must not read the hand"
        return super().get(key, default)


@pytest.mark.parametrize("name", BOARD_FIXTURES)
def test_public_board_never_reads_a_hand(name: str) -> None:
    view = load(name)
    guarded = dict(view, players=[NoHand(p) for p in view["players"]])
    clear_caches()
    guarded_png = render_board(guarded, private=False)
    if not is_player_view(name):
        # spectator: private=True changes nothing either, there is no hand to show
        assert render_board(guarded, private=True) == guarded_png
    assert guarded_png == render_board(view, private=False)


def test_private_board_shows_the_hand_strip() -> None:
    view = load("mid_battle_p1")
    public = board_image(view)
    private = board_image(view, private=True)
    strip = (0, 680, 1280, 800)
    assert mean_difference(public.crop(strip), private.crop(strip)) > 5


def test_events_highlight_named_cards() -> None:
    view = load("mid_battle")
    quiet = dict(view, events=[])
    assert mean_difference(board_image(view), board_image(quiet)) > 0.5


def test_english_labels_differ_from_japanese() -> None:
    view = load("mid_battle")
    assert render_board(view, lang="en") != render_board(view, lang="ja")


def _stress_view() -> dict[str, Any]:
    view: dict[str, Any] = load("mid_battle")
    p0, p1 = view["players"]
    p0["deploy"] = [dict(copy.deepcopy(p0["deploy"][i % 3]), iid=900 + i) for i in range(14)]
    p0["g_zone"] = p0["g_zone"] * 3
    p0["name"] = "とても長い名前のプレイヤー" * 3
    p1["hangar"] = p1["hangar"] * 6
    p1["coins"] = {"補給": 3, "ジオンの意地": 1, "x" * 40: 2}
    view["cut"] = view["cut"] * 5
    view["events"] = view["events"] * 6
    squad = view["battle"]["space"]["squads"][1]
    squad["units"] = squad["units"] * 3
    squad["units"][0]["set_cards"] = squad["units"][0]["set_cards"] * 4
    view["battle"]["earth"]["squads"].append(copy.deepcopy(view["battle"]["earth"]["squads"][0]))
    return view


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_crowded_board_still_renders_within_limits(lang: str) -> None:
    png = render_board(_stress_view(), lang=lang)
    assert len(png) <= MAX_PNG
    assert Image.open(io.BytesIO(png)).size == (1280, 800)


@pytest.mark.parametrize(
    "view",
    [
        {},
        {"players": []},
        {"players": [{"seat": 0}], "battle": {}, "cut": None, "events": None},
        {"viewer": 1, "turn": None, "phase": "mystery", "step": "odd", "winner": "draw", "end_reason": "x",
         "players": [{"seat": 0, "name": ""}, {"seat": 1, "hand": [{"name": "裸のカード"}]}],
         "battle": {"space": {"engaged": True, "squads": [{"owner": 5, "units": [{}]}]}},
         "cut": [{"label": "plain"}, {"source": {"name": {"en": "only english"}}}],
         "events": [{"text": "plain text"}, {"kind": "move"}]},
    ],
)
def test_sparse_or_odd_views_render(view: dict[str, Any]) -> None:
    from renderers import nexa

    for private in (False, True):
        png = nexa.render_board(view, private=private)
        assert Image.open(io.BytesIO(png)).size == (1280, 800)


def test_same_bytes_in_another_process_with_another_hash_seed() -> None:
    import hashlib
    import os
    import subprocess
    import sys

    code = (
        "import json,sys,hashlib;from renderers import render_board;"
        "v=json.load(open(sys.argv[1],encoding='utf-8'));"
        "print(hashlib.sha256(render_board(v,lang='en')).hexdigest())"
    )
    path = str(Path(__file__).resolve().parents[1] / "fixtures" / "views" / "mid_battle.json")
    env = dict(os.environ, PYTHONHASHSEED="12345")
    out = subprocess.run([sys.executable, "-c", code, path], env=env, capture_output=True, text=True, check=True)
    here = hashlib.sha256(render_board(load("mid_battle"), lang="en")).hexdigest()
    assert out.stdout.strip() == here
