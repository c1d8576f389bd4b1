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
_SYNONYMS = (("の値と同じとする。", "の値とする。"), ("の枚数と同じとする。", "の枚数とする。"),
             ("の個数と同じとする。", "の個数とする。"), ("の枚数と同じする。", "の枚数とする。"), ("このカードの上にあるコインの個数", "このカードの上のコインの個数"),
             ("「」内の特徴を持つ", "「」の特徴を持つ"), ("は自身の手札", "は自分の手札"),
             ("する事ができる。", "できる。"))


# 「上のカードN枚までを見て」 says the same as 「上のカード1~N枚を見て」: folded to the latter.
_UP_TO = re.compile(r"(\d+)枚までを見て")
# 「オペ」 is short for 「オペレーション」 (a card type): folded to the full word.
_OPE = re.compile(r"オペ(?!レーション)")
# 「…のプレイを無効にし、そのユニットを…」 names the card whose play was negated, as 「そのカード」 does.
_NEGATED = re.compile(r"のプレイを無効にしその(?:ユニット|コマンド|キャラ|オペレーション)を")


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
    s = _OPE.sub("オペレーション", s)
    s = _NEGATED.sub("のプレイを無効にしそのカードを", s)
    return _UP_TO.sub(r"1~\1枚を見て", s)


def split_texts(textstr: str) -> list[str]:
    """A card's text field split into its texts (one ability or keyword line each)."""
    parts = re.split(r"<br\s*/?>|\n", textstr or "")
    return [p.strip() for p in parts if p.strip()]
