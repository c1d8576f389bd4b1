"""Family G6's wordings for the printer (textc/cardg6.py compiles them): G cards, sets, characters and chips."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

_COLOUR_JA = {"blue": "青", "green": "緑", "black": "黒", "red": "赤", "brown": "茶", "white": "白", "purple": "紫"}


def continuous(c: dict[str, Any]) -> str | None:
    """One continuous application of the family in words (gsign_also), else None."""
    if c.get("apply") != "gsign_also" or c.get("target") != "self":
        return None
    cond = "このカードがGである場合、" if c.get("condition") == {"self_in": "gzone"} else ""
    return f"{cond}このカードのGサインの色は、{_COLOUR_JA[c['colour']]}としても扱う。"


def step(s: dict[str, Any], target: Callable[[Any], str]) -> str | None:
    """One step of the family in words (cardg6_char_chip), else None."""
    if s.get("do") != "cardg6_char_chip":
        return None
    items = "".join(f"「特徴：{t}」" for t in s.get("traits", []))
    chip = f"{s['name']['ja'][:-3]}チップ｛CHARACTER{items}{'/'.join(str(n) for n in s['stats'])}｝{s['count']}個"
    if s.get("wording") == "on":
        return f"{target(s['onto'])}の上に、{chip}を乗せる"
    return f"{chip}を、{target(s['onto'])}にセットする"


QUALIFIERS: dict[str, Any] = {"cardg6_series_not_of": lambda v: f"対象{str(v)[1:]}と異なる属性のGサインを持つ",
                              "cardg6_on_unit": lambda v: "ユニットにセットされている"}
