"""Paging is the bot's: every legal action reaches a page, and pass/undo/confirm are on every page."""

from __future__ import annotations

from engine.api import Action

from bot.paging import PER_MESSAGE, paginate


def acts(n: int) -> list[Action]:
    return [Action(f"play:{i}", "play", {"en": f"card {i}"}) for i in range(n)] + [
        Action("pass", "pass", {"en": "Pass"}, "pass"), Action("cancel", "cancel", {"en": "Cancel"}, "undo")]


def test_a_short_list_is_one_page_and_a_long_one_pages_with_room_for_navigation() -> None:
    one = paginate(acts(10), 3)
    assert one.count == 1 and one.index == 0 and len(one.actions) == 12
    pages = [paginate(acts(60), i) for i in range(10)]
    count = pages[0].count
    assert count == 3 and pages[9].index == count - 1  # a page past the end shows the last one
    seen = [a.token for p in pages[:count] for a in p.actions if a.role == "forward"]
    assert sorted(seen) == sorted(f"play:{i}" for i in range(60))  # every action on exactly one page
    for p in pages[:count]:
        assert len(p.actions) + p.has_prev + p.has_next <= PER_MESSAGE
        assert {"pass", "cancel"} <= {a.token for a in p.actions}
    assert not pages[0].has_prev and pages[0].has_next and pages[count - 1].has_prev and not pages[count - 1].has_next
