"""Normal form of card text: the round trip compares texts in this form, and the grammar reads it.

Only presentation is folded: character width (NFKC), circled digits, spaces and 、, the header
brackets 『』（）〔〕【】, the styles of name brackets (「」［］[] all become 「」), a keyword value's
brackets (サイコミュ(4) becomes サイコミュ4;) and the optional 「と同じ」 of 「Xの値は…と同じとする」. Words stay.
"""

from __future__ import annotations

import re
import unicodedata

_CIRCLED = {chr(0x2460 + i): str(i + 1) for i in range(20)}
_DROP = re.compile(r"[\s、『』（）()〔〕【】]")
_NAME_OPEN = re.compile(r"[［\[「]")
_NAME_CLOSE = re.compile(r"[］\]」]")
# A keyword's value in brackets is kept apart from the cost that may follow it: "サイコミュ(4)〔0〕：改装"
# must not read as サイコミュ(40).
_KW_VALUE = re.compile(r"(サイコミュ|範囲兵器)\((\d+)\)")
# Synonymous wordings of one construct, folded to one (the longer form is the printer's).
_SYNONYMS = (("がある場合", "がいる場合"), ("枚以上いる場合", "枚以上ある場合"),  # いる/ある: the same existence
             ("がある状態で", "がいる状態で"), ("枚以上いる状態で", "枚以上ある状態で"),
             ("がない場合", "がいない場合"), ("がない状態で", "がいない状態で"),
             ("の値と同じとする。", "の値とする。"), ("オペレーション", "オペ"), ("の枚数と同じとする。", "の枚数とする。"),
             ("の個数と同じとする。", "の個数とする。"), ("の枚数と同じする。", "の枚数とする。"),
             ("このカードの上にあるコインの個数", "このカードの上のコインの個数"),
             ("「」内の特徴を持つ", "「」の特徴を持つ"), ("は自身の手札", "は自分の手札"),
             ("する事ができる。", "できる。"),
             ("敵軍コマンドの効果では無効にならない", "敵軍コマンドでは無効にならない"),
             ("敵軍コマンドの効果では破壊されず", "敵軍コマンドでは破壊されず"), ("起動:自軍ターン開始時に", "起動:自軍ターン開始時"),
             ("このカードはGとして場に出た場合", "このカードがGとして場に出た場合"),
             # uses per turn (issue 14 family O, grammar_cardo.lark): one wording of each limit
             ("プレイヤーごとに", "プレイヤー毎に"), ("1ターン中に", "1ターンに"), ("回までしか使用できない。", "回まで使用できる。"),
             ("回のみ使用できる。", "回まで使用できる。"), ("回のみ解決できる。", "回まで解決できる。"),
             ("度しか起動しない。", "回しか起動しない。"))


# 「上のカードN枚までを見て」 says the same as 「上のカード1~N枚を見て」: folded to the latter.
_UP_TO = re.compile(r"(\d+)枚までを見て")


def normalise(text: str) -> str:
    """Fold a card text to the form the grammar parses and the round trip compares."""
    s = "".join(_CIRCLED.get(ch, ch) for ch in text)
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("〜", "~").replace("−", "-").replace("±0", "+0")
    s = _KW_VALUE.sub(r"\1\2;", s)
    s = _DROP.sub("", s)
    s = _NAME_OPEN.sub("「", s)
    s = _NAME_CLOSE.sub("」", s)
    for long, short in _SYNONYMS:
        s = s.replace(long, short)
    if s.startswith("<") and s.endswith(">") and not s.endswith("。>"):
        s = s[:-1] + "。>"  # a 〈 〉 text's last 。 is often left out before the bracket
    return _UP_TO.sub(r"1~\1枚を見て", s)


def split_texts(textstr: str) -> list[str]:
    """A card's text field split into its texts (one ability or keyword line each)."""
    parts = re.split(r"<br\s*/?>|\n", textstr or "")
    return [p.strip() for p in parts if p.strip()]
