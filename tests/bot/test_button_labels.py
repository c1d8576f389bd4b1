"""Discord buttons hold 80 characters: a longer label gives way in the middle, so the end that tells
two same-named choices apart (area, position, [2]) is still on the button (issue #10)."""

from __future__ import annotations

from bot.discord_app.ui import ActionButton, fit_label


def test_short_labels_are_kept_whole() -> None:
    assert fit_label("Play Zaku II (2/red 1)") == "Play Zaku II (2/red 1)"
    assert fit_label("") == "?"


def test_long_labels_keep_their_distinguishing_end() -> None:
    head = "Nu Gundam: Psycommu (3) — deal damage equal to the number of your funnels to an enemy unit "
    a = fit_label(head + "(opponent's, space area position 1)")
    b = fit_label(head + "(opponent's, space area position 2)")
    assert len(a) == 80 and len(b) == 80 and a != b
    assert a.endswith("space area position 1)") and "…" in a


def test_the_button_uses_the_fitted_label() -> None:
    label = "x" * 70 + " (earth area position 3, rolled)"
    button = ActionButton("abcdefgh", 3, "t:12", label)
    assert button.item.label == fit_label(label) and button.item.label.endswith("position 3, rolled)")
