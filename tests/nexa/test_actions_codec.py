"""NEX-A's typed actions: every token form round-trips, and forged tokens are refused as malformed."""

from __future__ import annotations

import pytest

from engine.api import MalformedToken, get_game
from engine.games.nexa.actions import PlayText, Simple, SortieAdd, Target, decode, encode


@pytest.mark.parametrize("token", ["pass", "keep", "redraw", "cancel", "confirm", "yes", "no", "sortie:back",
                                   "sortie:done", "t:done", "pick:done", "pay:auto", "onto:deploy", "g:12", "play:3",
                                   "act:7:1", "x:5", "mode:0", "t:9", "onto:4", "alt:1", "cost:8", "pay:22",
                                   "sortie:s:17", "sortie:e:3", "pick:40", "opt:2", "discard:11", "first:0"])
def test_every_token_form_round_trips(token: str) -> None:
    assert encode(decode(token)) == token


def test_tokens_decode_to_typed_values() -> None:
    assert decode("act:7:1") == PlayText(7, 1)
    assert decode("sortie:e:3") == SortieAdd("e", 3)
    assert decode("t:9") == Target(9)
    assert decode("pass") == Simple("pass")


@pytest.mark.parametrize("token", ["play", "play:", "play:x", "play:1:2", "act:1", "sortie:q:1", "page:1",
                                   "t:-1", "x:１", "x:²", "zz", "g:" + "9" * 20])
def test_forged_tokens_are_malformed(token: str) -> None:
    with pytest.raises(MalformedToken):
        decode(token)


def test_the_game_exposes_its_codec() -> None:
    assert get_game("nexa").codec.decode("pass") == Simple("pass")
