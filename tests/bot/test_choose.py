"""Issue 10: `play NAME` chooses by the card's name, not the first label that contains the text."""

from __future__ import annotations

from engine.api import Action

from bot.choose import choose


def act(token: str, kind: str, ja: str, en: str) -> Action:
    return Action(token, kind, {"ja": f"{ja}をプレイ", "en": f"Play {en}"}, "forward", {"ja": ja, "en": en})


HAND = [act("g:1", "g", "アムロ・レイ", "Amuro Ray"), act("g:2", "g", "ガンダム", "Gundam"),
        act("play:1", "play", "アムロ・レイ", "Amuro Ray"), act("play:2", "play", "ガンダム", "Gundam"),
        act("play:3", "play", "ガンダムNT-1", "Gundam NT-1"), act("play:4", "play", "ガンダム", "Gundam"),
        act("play:5", "play", "アッガイ", "Acguy"),
        Action("pass", "pass", {"ja": "パス", "en": "Pass"}, "pass")]
PLAY = ("play", "act")


def test_an_exact_name_wins_over_a_longer_one_and_as_a_g_is_its_own_verb() -> None:
    assert choose(HAND, "Gundam", PLAY).action == HAND[3]  # not Gundam NT-1, not the G play
    assert choose(HAND, "Amuro Ray", PLAY).action == HAND[2]
    assert choose(HAND, "gundam", ("g",)).action == HAND[1]


def test_both_languages_width_kana_and_invisible_characters_fold_like_card_lookups() -> None:
    assert choose(HAND, "Ａｃｇｕｙ", PLAY).action == HAND[6]
    assert choose(HAND, "あっがい", PLAY).action == HAND[6]
    assert choose(HAND, "Ac\u200bguy", PLAY).action == HAND[6]


def test_an_ambiguous_part_lists_the_choices_and_nothing_is_guessed() -> None:
    got = choose(HAND, "gun", PLAY)
    assert got.action is None and {a.token for a in got.candidates} == {"play:2", "play:3", "play:4"}
    assert choose(HAND, "a", PLAY).action is None
    assert choose(HAND, "Zaku", PLAY) == choose(HAND, "", PLAY) and not choose(HAND, "Zaku", PLAY).candidates


def test_one_letter_inside_a_name_plays_nothing() -> None:
    """`play a` played Operation V, the only playable card, because its name contains an a."""
    only = [act("play:63", "play", "V作戦", "Operation V"), HAND[-1]]
    assert choose(only, "a", PLAY) == choose(only, "", PLAY)
    assert choose(only, "o", PLAY).action == only[0]  # the start of its name still chooses it
    assert choose(only, "ation", PLAY).action == only[0]  # and a longer part of it
