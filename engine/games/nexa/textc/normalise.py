"""Normal form of card text: the round trip compares texts in this form, and the grammar reads it.

Only presentation is folded: character width (NFKC), circled digits, spaces and 、, the header
brackets 『』（）〔〕【】, the styles of name brackets (「」［］[] all become 「」), a keyword value's
brackets (サイコミュ(4) becomes サイコミュ4;) and the optional 「と同じ」 of 「Xの値は…と同じとする」. Words stay.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Final

from . import norm_cardb5, norm_cardb8
from .cardo8 import normalise as norm_cardo8

# 「自軍ターン中に、このカードの部隊が戦闘ダメージを与えた場合」 says 「このカードの部隊が、自軍ターン中に…」 (family K4)
_SIDE_TURN_DEALT = re.compile(r"^起動:(自軍|敵軍)ターン中にこのカードの部隊が戦闘ダメージを与えた場合")
_CIRCLED = {chr(0x2460 + i): str(i + 1) for i in range(20)}
_DROP = re.compile(r"[\s、『』（）()〔〕【】]")
_NAME_OPEN = re.compile(r"[［\[「]")
_NAME_CLOSE = re.compile(r"[］\]」]")
# A keyword's value in brackets is kept apart from the cost that may follow it: "サイコミュ(4)〔0〕：改装"
# must not read as サイコミュ(40).
_KW_VALUE = re.compile(r"(サイコミュ|範囲兵器)\((\d+)\)")
_T8_X_DASH = re.compile(r"Xー(\d)")  # family T8: 「Xー1」 is X-1
_T8_KW_VALUE = re.compile(r"(サイコミュ|範囲兵器)〔(\d+)〕(?=$|\s)")  # family T8: a misprint of the value's brackets
# 「〔1〕ゲイン」 says 「〔1〕：ゲイン」: a special effect's cost without its colon (family K, cardk.py)
# 「共有〔スローネ系〕」: a trait in cost brackets after a special effect is its name (family K, cardk.py)
_KW_TRAIT = re.compile(r"(改装|共有|クロスウェポン)〔([^〔〕]+)〕")
_KW_COLON = re.compile(r"〕(?=ゲイン(?!レベル)|クロスウェポン|改装|共有|供給|範囲兵器|サイコミュ)")
# 〈 〉 around a special effect alone (「＜〔2〕：クロスウェポン［A］＞」) ends with no 。 (cardk.py)
_ANGLE_KW = re.compile(r"^<\w*:(クロスウェポン「[^」]*」|改装「[^」]*」|共有「[^」]*」|ゲイン|供給|範囲兵器\d+;|サイコミュ\d+;)>$")
# The note under a 貫通ダメージ text (P73) in its three wordings, folded to the printer's (family K, cardk.py)
_PIERCE_NOTES = ("注:貫通ダメージは部隊への戦闘ダメージと同様に処理する", "注:貫通ダメージは戦闘ダメージと同様の処理を行う通常ダメージ")
# 「地形適性」 inside a chip's braces is optional (「{UNIT「宇宙」「高機動」1/1/1}」): dropped (family K, cardk.py)
_CHIP_TERRAIN = re.compile(r"(\{UNIT[^{}]*?)地形適性")
# Synonymous wordings of one construct, folded to one (the longer form is the printer's).
_SYNONYMS: tuple[tuple[str, str], ...] = (("がある場合", "がいる場合"), ("枚以上いる場合", "枚以上ある場合"),  # いる/ある: the same existence
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
             ("その後残りのカードを", "その後残りを"),  # the cards looked at and not taken (textc/cards.py)
             # uses per turn (issue 14 family O, grammar_cardo.lark): one wording of each limit
             ("プレイヤーごとに", "プレイヤー毎に"), ("1ターン中に", "1ターンに"), ("回までしか使用できない。", "回まで使用できる。"),
             ("回のみ使用できる。", "回まで使用できる。"), ("回のみ解決できる。", "回まで解決できる。"),
             ("度しか起動しない。", "回しか起動しない。"))

# Family K6: misprints of card lists folded to the printer's words: 「移すことが出来る」 (事ができる), 「カード1枚引く」 (を
# left out), a header whose ： after the cost is left out (「（防御ステップ）〔1〕このカード…」), and 「このカードの部隊の全ての…」
# (its squad's, as 「このカードの部隊にいる全ての…」).
_K6_MISPRINTS = re.compile(r"ことが出来る|ことができる|カード(\d+)枚引く|このカードの部隊の全ての")
_K6_NO_COLON = re.compile(r"^\([^()]{1,12}\)〔[^〕]*〕(?=[^:〔毎])")


def _k6_fix(m: re.Match[str]) -> str:
    if m.group(0) == "このカードの部隊の全ての":  # its squad's units (P70), as 「このカードの部隊の自軍ユニット」 reads
        return "このカードの部隊にいる全ての"
    return f"カード{m.group(1)}枚を引く" if m.group(1) else "事ができる"


# Family O4: 「この記述の効果は、プレイヤー毎に1ターンに1回しか使用できない。」 is the limit 「…1回まで使用できる。」 (limits.py)
_SYNONYMS += (("回しか使用できない。", "回まで使用できる。"),)

# Family T (textc/cardt.py): a trigger's 「…される場合」 and 「…された場合」 are heard at the same moment
# (ruling R-62), so the tense of these events is one word; the printer gives 廃棄される and 離れた.
_SYNONYMS += (("の効果で廃棄された場合", "の効果で廃棄される場合"), ("破壊されて廃棄された場合", "破壊されて廃棄される場合"),
              ("場から離れる場合", "場から離れた場合"),
              ("起動:このカードが廃棄された場合", "起動:このカードが廃棄される場合"),  # the same, R-62 (family R3)
              ("枚と入れ換える", "枚と入れ替える"),  # one verb, two spellings (family R3)
              # a character (an operation) enters the field by being set (P66, 「場に出る」): one event (family R3)
              ("起動:このカードが場にセットされた場合", "起動:このカードが場に出た場合"),
              ("起動:このカードがプレイされて場にセットされた場合", "起動:このカードがプレイされて場に出た場合"),
              ("はユニットしてプレイできない", "はユニットとしてプレイできない"),  # a dropped と (family O6)
              )
# 「…1枚を配備エリアに出す」: a card comes into play in its player's deploy area, rerolled unless the text says otherwise
# (rulebook 「場に出る」: 特に指定がない限り…自軍配備エリアにリロール状態で出ます): folded to the full wording (family R3)
_DEPLOY_PLAIN = re.compile(r"(\d+枚を)(?:自軍)?配備エリアに(?=出す|ロール状態で|リロール状態で)")
_DEPLOY_STATE = re.compile(r"自軍配備エリアに出す")
# 「…出す事ができる。Xの値は…とする。その後、自軍本国をシャッフルする。」: X's value said after the shuffle (family R4)
_LOOK_G_PLAIN = re.compile(r"(その中にある[^。]*?\d+枚を)自軍G(?=にできる|にする)")
_HOME_N_LOOK = re.compile(r"本国のカード(\d+(?:~\d+)?枚を見て)")
_SWAP_ORDER = re.compile(r"自軍本国の上のカード(\d+)枚と自軍手札(\d+)枚を選んで入れ替える")
_SHUFFLE_TARGET = re.compile(r"自軍(本国|捨て山)のカードを全て見て([^。]*)。その後対象をシャッフルする")
_SAID_TWICE = re.compile(r"(自軍手札に移す事ができる。)\1")
_TWO_KINDS = re.compile(r"(自軍|敵軍)(ユニット|キャラ|オペレーション|オペ|コマンド)(\d+)枚または\1(ユニット|キャラ|オペレーション|オペ|コマンド)\3枚")
_SQUAD_PLAIN = re.compile(r"(\d+枚をこのカードの部隊の(?:先頭|任意の順番)に)出す")
_THAT_TAKEN = re.compile(r"(その中にある[^。]*ユニット1枚を[^。]*出す事ができる。ターン終了時に)そのユニットを")
_LOOK_OR = re.compile(r"(を見てその中にある[^。]*に移す)。または((?:自軍本国|自軍捨て山)の上のカード[^。]*を見て)")
_XDEF_SHUFFLE = re.compile(r"(。Xの値は[^。]*とする)(。その後自軍(?:本国|捨て山)をシャッフルする)(?=。)")
# 「…2枚をロール状態で自軍配備エリアに出す」: the same words in the usual order (family R4)
_DEPLOY_STATE_FIRST = re.compile(r"(\d+枚を)(ロール|リロール)状態で(?:自軍)?配備エリアに出す")
# 「…の上のカード1枚を自軍Gにする」: the same rule (a card put into the G zone is rerolled unless said; P53 Gにする)
_G_PLAIN = re.compile(r"(上のカード\d+枚を)自軍Gにする")
# 「敵軍は、ターン終了時に、自分の手札1枚を…」 says 「ターン終了時に、敵軍は、自分の手札1枚を…」: word order only
_SIDE_AT_END = re.compile(r"(自軍|敵軍)はターン終了時に自分の")
# 「「特徴：A」または「特徴：B」を持つ」 says 「「特徴：A」「特徴：B」を持つ」: either trait, or both (family R3)
_TRAITS_OR = re.compile(r"「特徴:([^「」]+)」または「特徴:([^「」]+)」を持つ")

# Family Z3 (textc/cardz3.py): the note under a text putting cards back, in its two wordings.
_SYNONYMS += (("注:戻す場所は個別に選択できない", "注:戻す場所は個別で選択できない"),
              # the engine hears 「このカードが廃棄される」 (to_junkyard) only for a card leaving the field: 「場から」 says it
              ("このカードが場から廃棄される場合", "このカードが廃棄される場合"),
              ("このカードが場から廃棄された場合", "このカードが廃棄される場合"),
              # one card of 「ジャンクヤード1つ」 is one card of either junkyard (「ジャンクヤードにあるカード1枚」, family S2)
              ("ジャンクヤード1つにあるカード1枚", "ジャンクヤードにあるカード1枚"))

# Family Z4 (textc/cardz4.py): 「自軍手札、自軍ハンガーにある…全ての…」 lists the two places whose cards the text names,
# the cards of either: folded to 「自軍手札、または自軍ハンガーにある」 (the same selector, zone hand and hangar).
_SYNONYMS += (("自軍手札自軍ハンガーにある", "自軍手札または自軍ハンガーにある"),
              ("回複する", "回復する"))  # a misprint of 回復 (recovery, P61)

# Family Z5 (textc/cardz5.py): 「自軍ジャンクヤードに、（新たに）…が移動した場合」: 「新たに」 restates that the card arrives
# (every arrival is new), so it is folded away.
_SYNONYMS += (("ジャンクヤードに新たに", "ジャンクヤードに"),
              ("が新たに移動", "が移動"),
              ("持ち主のの", "持ち主の"))  # a misprint in card lists
# Family R8: the misprint 「自軍G1枚リロールする」 (a dropped を).
_SYNONYMS += (("枚リロールする", "枚をリロールする"),)

# 「上のカードN枚までを見て」 says the same as 「上のカード1~N枚を見て」: folded to the latter.
_UP_TO = re.compile(r"(\d+)枚までを見て")
# 「自軍G3枚までをリロールできる」 says 「自軍G1~3枚をリロールできる」 (family O3, ruling R-143): folded to the latter.
_UP_TO_MAY = re.compile(r"(\d+)枚までを(リロール|ロール)できる")
# Family Z6: 「…の上のカードX枚までを廃棄する」 says 「…の上のカード1~X枚を廃棄する」 (ruling R-400): folded to the latter.
_UP_TO_TOP = re.compile(r"上のカード(\d+|X)枚までを廃棄する")
_FIRST_TARGET = re.compile(r"対象1(?!\d)")
_X_CAP = re.compile(r"Xの値は(\d+)を上限とする。")
_TARGET_STAT = re.compile(r"(対象\d*の(?:合計国力|ロールコスト|格闘力|射撃力|防御力))とする。")
_STATS_GAIN = re.compile(r"([+\-][\dX]+/[+\-][\dX]+/[+\-][\dX]+)得る")
_COST_DASH = re.compile(r"(国力|コスト)ー(?=[\dX])")
_STATS_DASH = re.compile(r"[+\-ー][\dX]+/[+\-ー][\dX]+/[+\-ー][\dX]+")


# 「「A」または「B」1枚」 says the same as 「「A」1枚または「B」1枚」 (one card of either name): folded to the latter.
_NAMES_OR = re.compile(r"「([^「」]+)」または「([^「」]+)」(\d+)枚")
# 「その中にある…1枚を抜き出し、表にしてから自軍手札に移す」: a card taken out (抜き出す, P53) and moved is a card
# moved; folded to 「…1枚を表にしてから自軍手札に移す」 (the same for 「抜き出し、自軍…に」).
_EXTRACT = re.compile(r"(\d+枚)を抜き出し(表にしてから|自軍)")
# 「表にしたカードがユニットである場合」 says what 「…ユニットの場合」 says: folded to the latter.
_SHOWN_IS = re.compile(r"表にしたカードが([^。]{1,8}?)である場合")
# 「…枚を見て、その中にある…1枚を選んで自軍ハンガーに移す」 says 「…1枚を自軍ハンガーに移す」: a look picks anyway (S2)
_LOOK_CHOSEN = re.compile(r"(枚(?:まで)?を見てその中にある[^。]*?\d+枚)を選んで(自軍ハンガーに移す|自軍手札に移す)")
# 「自軍ジャンクヤードに「特徴：A」を持つユニットがいる場合」 says 「自軍ジャンクヤードにある…がいる場合」 (family S2)
# 「…ユニットまたは「A」1枚」 says 「…ユニット1枚または「A」1枚」: one card either way (family S2)
_KIND_OR_NAME = re.compile(r"(ユニット|キャラ|カード)または「([^「」]+)」(\d+)枚")
_IN_JUNK = re.compile(r"(自軍|敵軍)ジャンクヤードに(?!ある)([^。]{1,30}?がいる(?:場合|状態で))")

# 「（trigger）、戦闘エリアに自軍ユニットがいる場合」 says 「自軍ユニットが戦闘エリアにいる場合」 (family V, second round)
_IN_BATTLE_FIRST = re.compile(r"(?:(?<=開始時に)|(?<=場合)|(?<=:))戦闘エリアに((?:自軍|敵軍)?(?:ユニット|キャラ))がいる場合")

# 「4以下の合計国力と「特徴：A」を持つユニット」: two qualities the card has (…と…を持つ), read as
# 「4以下の合計国力を持つ「特徴：A」を持つユニット」 (family V, second round)
_COST_AND = re.compile(r"((?:\d+|X(?:[+-]\d+)?)(?:以上|以下)の合計国力)と(?=[^。を]*を持つ)")

# 「敵軍ユニット1枚に-1/-1/-1コイン1個を乗せる」 says 「…1枚の上に…」 (coins go on a card, P67; family V)
_COIN_ON = re.compile(r"(\d+枚)に([+-]\d+/[+-]\d+/[+-]\d+コイン)")


_K3_GET = re.compile(r"(\d/[+\-±]?\d+)得る")

_R5_REMOVE_BARE = re.compile(r"(ジャンクヤードにあるカード\d+枚)を取り除く")  # family R5


def normalise(text: str) -> str:
    """Fold a card text to the form the grammar parses and the round trip compares."""
    s = "".join(_CIRCLED.get(ch, ch) for ch in text)
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("〜", "~").replace("−", "-").replace("±0", "+0")
    s = _T8_KW_VALUE.sub(r"\1(\2)", s)  # 「〔1〕：サイコミュ〔2〕」: the value in cost brackets, a misprint (family T8)
    s = _T8_X_DASH.sub(r"X-\1", s)  # 「Xー1ダメージ」: a long vowel mark for the minus (family T8)
    s = _KW_VALUE.sub(r"\1\2;", s)
    s = _KW_TRAIT.sub(r"\1「\2」", s)
    s = _KW_COLON.sub("〕:", s)
    if s.startswith("【") and s.endswith("】") and ":" in s and not s.endswith("。】"):
        s = s[:-1] + "。】"  # a 【 】 text's last 。 is often left out before the bracket, as a 〈 〉 text's (family K3)
    s = norm_cardb5.before_drop(s)  # family B5: header misprints (norm_cardb5.py)
    s = _K6_NO_COLON.sub(r"\g<0>:", s)  # 「（防御ステップ）〔1〕このカード…」: the ： after a cost left out (family K6)
    s = _DROP.sub("", s)
    s = _K3_GET.sub(r"\1を得る", s)  # 「±4/±4/±4得る」: the を left out (family K3)
    s = s.replace("合計国力ー", "合計国力-").replace("ロールコストー", "ロールコスト-")  # a long vowel mark for the minus (family K3)
    s = _NAME_OPEN.sub("「", s)
    s = _NAME_CLOSE.sub("」", s)
    s = _K6_MISPRINTS.sub(_k6_fix, s)  # family K6: misprints of card lists (「ことが出来る」, 「カード1枚引く」)
    for long, short in _SYNONYMS:
        s = s.replace(long, short)
    s = _CHIP_TERRAIN.sub(r"\1", s)
    s = s.replace("が成立するユニットにセットする場合", "が成立する自軍ユニットにセットする場合")  # one meaning (P66)
    s = s.replace("をプレイする場合コストして", "をプレイする場合コストとして")  # a dropped と (family O2)
    s = s.replace("「専用機のセット」", "専用機のセット")  # a rules term (P76), bracketed or not (family K)
    # 「…専用機のセットが成立する（自軍）ユニットにセットされた場合」: once set, the set is made (成立している, P76; family O2)
    s = re.sub(r"専用機のセットが成立する(自軍)?ユニットにセットされた場合", "専用機のセットが成立している自軍ユニットにセットされた場合", s)
    s = s.replace("起動:このカードが場に出た時", "起動:このカードが場に出た場合")  # 時 / 場合: one trigger (P68)
    if s in _PIERCE_NOTES:
        s = "注:貫通ダメージは部隊へのダメージと同様に処理する"
    if s.startswith("<") and s.endswith(">") and not s.endswith("。>") and not _ANGLE_KW.match(s):
        s = s[:-1] + "。>"  # a 〈 〉 text's last 。 is often left out before the bracket
    s = _NAMES_OR.sub(r"「\1」\3枚または「\2」\3枚", s)
    s = _SHOWN_IS.sub(r"表にしたカードが\1の場合", s)
    s = s.replace("地形適性を持つ戦闘エリア1つの任意の順番に", "地形適性を持つ戦闘エリアの任意の順番に")  # one area (S2)
    s = _LOOK_CHOSEN.sub(r"\1を\2", s)
    s = _KIND_OR_NAME.sub(r"\1\3枚または「\2」\3枚", s)
    s = _IN_JUNK.sub(r"\1ジャンクヤードにある\2", s)
    s = _EXTRACT.sub(r"\1を\2", s)
    s = _X_CAP.sub(r"Xの上限は\1とする。", s)
    s = s.replace("個を上に乗せる。", "個を乗せる。")  # 「コイン1個を上に乗せる」: the same coins (P67)
    s = s.replace("と同じとする。", "とする。")  # 「Xの値は、…+1と同じとする。」: the same value
    s = _TARGET_STAT.sub(r"\1の値とする。", s)  # 「対象の合計国力とする」 says 「対象の合計国力の値とする」  # 「Xの値は2を上限とする。」 says 「Xの上限は2とする。」
    s = _STATS_DASH.sub(lambda m: m.group(0).replace("ー", "-"), s)  # 「ー1/ー1/ー1」: a long-vowel minus
    s = re.sub(r"(合計国力|ロールコスト)ー(\d)", r"\1-\2", s)  # 「合計国力ー3」: a long-vowel minus (family C3)
    # family C3: 「この記述の効果は、1ターン中に同じユニットを対象にできない」 says 「この効果は、…」 (this text's effect,
    # R-91), and 「本来の記述「特徴：A」を持つ」 drops the に of 「本来の記述に「特徴：A」を持つ」 (a misprint)
    s = s.replace("この記述の効果は1ターンに同じユニットを対象にできない", "この効果は1ターンに同じユニットを対象にできない")
    s = s.replace("本来の記述「特徴:", "本来の記述に「特徴:")
    s = _IN_BATTLE_FIRST.sub(r"\1が戦闘エリアにいる場合", s)
    s = s.replace("マイナスの戦闘修正を受けている", "マイナスの戦闘修正を得ている")  # one state (P52, R-81)
    s = s.replace("部隊戦闘力に加える事ができない", "部隊戦闘力に加えられない")  # the same (P35, family V)
    s = _COST_AND.sub(r"\1を持つ", s)
    s = _DEPLOY_STATE_FIRST.sub(r"\1自軍配備エリアに\2状態で出す", s)  # 「N枚をロール状態で自軍配備エリアに出す」 (R4)
    s = s.replace("本国の上のカードを全て見て", "本国のカードを全て見て").replace("のカード全て見て", "のカードを全て見て")  # R4
    s = _LOOK_G_PLAIN.sub(r"\1リロール状態で自軍G", s)  # 「その中にある…1枚を自軍Gにできる」: rerolled, as P53 (R4)
    s = _HOME_N_LOOK.sub(r"本国の上のカード\1", s)  # 「自軍本国のカード1～7枚を見て」: its top cards (R4)
    s = _SWAP_ORDER.sub(r"自軍手札\2枚を選んで自軍本国の上のカード\1枚と入れ替える", s)  # the other order (R4)
    s = _SHUFFLE_TARGET.sub(r"自軍\1のカードを全て見て\2。その後自軍\1をシャッフルする", s)  # 「対象を」: a misprint (R4)
    s = _SAID_TWICE.sub(r"\1", s)  # 「…自軍手札に移す事ができる。自軍手札に移す事ができる。」: a misprint (R4)
    s = _TWO_KINDS.sub(r"\1\2または\1\4\3枚", s)  # 「敵軍キャラ1枚または敵軍オペ1枚」: one card of either (R4)
    s = _SQUAD_PLAIN.sub(r"\1リロール状態で出す", s)  # 「…部隊の先頭に出す」: rerolled, as 「場に出る」 (R4)
    s = _THAT_TAKEN.sub(r"\1この効果で出した全てのユニットを", s)  # 「そのユニット」: the one unit the look put out (R4)
    s = _LOOK_OR.sub(r"\1または\2", s)  # 「…に移す。または、…を見て…」: one sentence of two steps (R4)
    s = _XDEF_SHUFFLE.sub(r"\2\1", s)  # 「Xの値は…とする。その後…シャッフルする。」: the value said last (R4)
    s = _DEPLOY_PLAIN.sub(r"\1自軍配備エリアに", s)
    s = _DEPLOY_STATE.sub("自軍配備エリアにリロール状態で出す", s)
    s = _G_PLAIN.sub(r"\1リロール状態で自軍Gにする", s)
    s = _SIDE_AT_END.sub(r"ターン終了時に\1は自分の", s)
    s = _TRAITS_OR.sub(r"「特徴:\1」「特徴:\2」を持つ", s)
    s = _COIN_ON.sub(r"\1の上に\2", s)
    s = s.replace("コインが乗ってない", "コインが乗っていない")  # a spoken form of the same words (family V)
    s = s.replace("キャラがセットされてない", "キャラがセットされていない")  # the same, said short (family V3)
    s = s.replace("自軍ターン終了時に手札が", "自軍ターン終了時に自軍手札が")  # the own hand, said short (family Z9)
    s = _COST_DASH.sub(r"\1-", s)  # 「合計国力ーX」, 「ロールコストー1」: a long-vowel minus (family V3)
    s = _STATS_GAIN.sub(r"\1を得る", s)  # 「+X/+X/+X得る」: the を a card list left out (family V3)
    s = s.replace("このカードの部隊の自軍ユニット", "このカードの部隊にいる自軍ユニット")  # its squad's units (P70)
    s = s.replace("「特徴;", "「特徴:").replace("がプレイさて場に", "がプレイされて場に")  # misprints in card lists
    s = s.replace("部隊の先頭にいるユニット", "先頭のユニット")  # the front unit of its squad (P70; family K4)
    s = s.replace("コマンドが解決された場合", "コマンドがプレイされて解決された場合")  # only a played command resolves (K4)
    s = norm_cardb5.after(s)  # family B5 (norm_cardb5.py)
    s = s.replace("セット先のロールコストの値だけ合計国力-してプレイ",  # 「合計国力－して」: the minus said as a sign (V8)
                  "セット先のロールコストの値だけ合計国力をマイナスしてプレイ")
    s = norm_cardb8.after(s)  # family B8 (norm_cardb8.py)
    s = _SIDE_TURN_DEALT.sub(r"起動:このカードの部隊が\1ターン中に戦闘ダメージを与えた場合", s)  # word order (K4)
    if "対象2" not in s:  # 「対象1」 where no 対象2 is named says 「対象」: the first target (family V)
        s = _FIRST_TARGET.sub("対象", s)
    s = _UP_TO_MAY.sub(r"1~\1枚を\2できる", s)
    s = _UP_TO_TOP.sub(r"上のカード1~\1枚を廃棄する", s)  # (family Z6, R-400)
    s = _R5_REMOVE_BARE.sub(r"\1をゲームから取り除く", s)  # 「…ジャンクヤードにあるカード1枚を取り除く」: the same removal (R5)
    s = s.replace("ターン終了時に軍G", "ターン終了時に自軍G")  # 「ターン終了時に、軍G1～2枚を…」: 自 left out, a misprint (R5)
    s = norm_cardo8(s)  # family O8 (cardo8.py)
    return _UP_TO.sub(r"1~\1枚を見て", s)


def split_texts(textstr: str) -> list[str]:
    """A card's text field split into its texts (one ability or keyword line each); 「＜br ／＞」, a line break written
    full width in some records, is one too (families K4, R4)."""
    parts = re.split(r"<br\s*/?>|＜br\s*[／/]?＞|\n", textstr or "")
    parts = [q for p in parts for q in _TWO_ON_A_LINE.split(p)]  # two abilities on one line (family V4)
    parts = [q for p in parts for q in _after_angle(p)]  # 「<…>（常時）：…」 (family K8)
    return [p.strip() for p in parts if p.strip()]


# 「<（戦闘フェイズ）〔0〕：…>（常時）：…」: a text in angle brackets (a G's text, P76) then a second ability on the same line
_ANGLE_THEN: Final = re.compile(r"^(\s*[<＜〈][^<>＜＞〈〉]*[>＞〉])(\s*(?:『(?:起動|常駐|恒常)』|（[^注（）]{1,12}）(?:〔[^〕]*〕)?：).*)$")


def _after_angle(p: str) -> list[str]:
    m = _ANGLE_THEN.match(p)
    return [m.group(1), m.group(2)] if m else [p]


# 「…乗せる。（戦闘フェイズ）〔1〕：…」: a second ability begun on the same line, after the first one's 。 (a header
# 『起動』 / 『常駐』 / 『恒常』, or a timing in brackets followed by its cost and ：; never a note （注：…）)
_TWO_ON_A_LINE = re.compile(r"(?<=。)(?=『(?:起動|常駐|恒常)』|（[^注（）]{1,12}）(?:〔[^〕]*〕)?：)")
