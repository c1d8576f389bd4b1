"""Family A of the card-text compiler (issue 14): steps naming an earlier result, set groups,
types excluded from a selector. Grammar in grammar_carda.lark; `CardaBuild` is a mixin of the
compiler's transformer and `print_step` / `print_target` are the printer's wordings for the same
constructs, so compiling and printing stay each other's inverse in one file.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args

TYPE = {"ユニット": "unit", "キャラ": "character", "オペレーション": "operation", "コマンド": "command",
        "カード": "card", "グラフィック": "graphic", "G": "g"}
_JA_TYPE = {v: k for k, v in TYPE.items()}
PLAY_DEST = {"junkyard": "廃棄する", "hand": "持ち主の手札に移す", "home_top": "持ち主の本国の上に移す",
             "removed": "ゲームから取り除く"}


@v_args(inline=True)
class CardaBuild(Transformer[Token, Any]):
    """Transformer methods (lark calls them by the rule aliases of grammar_carda.lark)."""

    def s_negate_play(self, t: Any, dest: str) -> dict[str, Any]:
        from .compiler import Unsupported

        if not isinstance(t, dict) or t.get("count") != 1:
            raise Unsupported("negating the play of this card or of several cards")
        return {"do": "negate_play", "play": t, "to": dest}

    def pd_junkyard(self) -> str:
        return "junkyard"

    def pd_hand(self) -> str:
        return "hand"

    def pd_home_top(self) -> str:
        return "home_top"

    def pd_removed(self) -> str:
        return "removed"

    def q_not_type(self, *types: Token) -> dict[str, Any]:
        return {"not_type": [TYPE[str(t)] for t in types]}

    def t_group(self, kind: Token) -> dict[str, Any]:
        return {"group": True, "type": TYPE[str(kind)], "count": "all"}


def print_target(sel: dict[str, Any]) -> str | None:
    """This family's selectors in words, or None for the core printer's."""
    if sel.get("group"):
        return "このセットグループの" + _JA_TYPE[sel["type"]]
    return None


def print_qualifier(key: str, v: Any) -> str | None:
    if key == "not_type":
        return "と".join(_JA_TYPE[t] for t in v) + "以外の"
    return None


def print_step(s: dict[str, Any], target: Any) -> str | None:
    """This family's steps in canonical words (without 。), or None for the core printer's.
    `target` prints a selector or target name as the core printer does."""
    if s["do"] == "negate_play":
        return f"{target(s['play'])}のプレイを無効にし、そのカードを{PLAY_DEST[s['to']]}"
    return None
