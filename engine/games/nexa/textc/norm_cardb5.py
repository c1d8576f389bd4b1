"""Family B5 of issue 14: wordings of card lists folded to one form before the grammar reads them (called from
normalise.py; only presentation and misprints, never meaning)."""

from __future__ import annotations

import re
from typing import Final

# 「（戦闘フェイズ）〔黒1/赤1〕このカードの…」: a timed text's cost without its colon, and 「（攻撃ステップ）：〔赤X〕このカード…」,
# the colon before the cost: both read as 「（timing）〔cost〕：…」 (misprints in card lists, P43's header)
_COST_NO_COLON: Final = re.compile(r"^(\([^()注]{1,16}\))〔([^〔〕:]*)〕(?![:毎])")
_COLON_FIRST: Final = re.compile(r"^(\([^()注]{1,16}\)):〔([^〔〕:]*)〕(?![:毎])")
# 「このカードが攻撃に出撃した場合、または交戦中となった場合」 says 「…攻撃に出撃した、または交戦中となった場合」: one
# trigger heard at either event (P68; family T's also_on)
_EVENT_OR: Final = re.compile(r"^起動:このカードが(攻撃に出撃した|防御に出撃した|場に出た)場合または交戦中となった場合")

# 「このカードが、ユニットが3枚以上の部隊にいる場合」 says 「このカードが、ユニット3枚以上の部隊にいる場合」 (P35; family K4's
# self_squad_min)
_SQUAD_MIN_GA: Final = re.compile(r"このカードがユニットが(\d+)枚以上の部隊にいる")

# 「このカードの部隊は、部隊解散まで部隊戦闘力+Xを得る」 says 「このカードの部隊の部隊戦闘力を、部隊解散まで+Xする」 (P35)
_SQUAD_GETS: Final = re.compile(r"(このカードの部隊|部隊\d+つ)は部隊解散まで部隊戦闘力([+-][\dX]+)を得る")

_DAMAGE_NO_WO: Final = re.compile(r"(\d|X)ダメージ与える")


def before_drop(s: str) -> str:
    """On the width-folded text, before the header brackets are dropped."""
    if s.startswith("("):
        s = _COLON_FIRST.sub(r"\1〔\2〕:", s)
        s = _COST_NO_COLON.sub(r"\1〔\2〕:", s)
    return s


def after(s: str) -> str:
    """On the normal form."""
    if s.startswith("起動:このカードが"):
        s = _EVENT_OR.sub(r"起動:このカードが\1または交戦中となった場合", s)
    if "ダメージ与える" in s:  # 「…1枚に3ダメージ与える」: the を a card list left out
        s = _DAMAGE_NO_WO.sub(r"\1ダメージを与える", s)
    if "任意の戦闘エリアの任意の順番に" in s:  # 「任意の戦闘エリアの…」: either battle area, as 「戦闘エリアの…」
        s = s.replace("任意の戦闘エリアの任意の順番に", "戦闘エリアの任意の順番に")
    if "部隊解散まで部隊戦闘力" in s:
        s = _SQUAD_GETS.sub(r"\1の部隊戦闘力を部隊解散まで\2する", s)
    if "枚以上の部隊にいる" in s:
        s = _SQUAD_MIN_GA.sub(r"このカードがユニット\1枚以上の部隊にいる", s)
    return s
