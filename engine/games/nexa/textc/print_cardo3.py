"""Canonical wordings of grammar_cardo3.lark's constructs (called from printer.py by its hooks)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .compiler import COLOUR

_JA_COLOUR = {v: k for k, v in COLOUR.items()}
Target = Callable[[Any, dict[str, Any]], str]
# this card's events: the return step's rule (P40)
EVENT_JA: dict[str, str] = {"returned": "帰還ステップの規定の効果で自軍配備エリアに移動した",
            "own_returned": "自軍帰還ステップの規定の効果で自軍配備エリアに移動した"}


def continuous(c: dict[str, Any], target: Target) -> str | None:
    """One continuous application of the family in words, or None."""
    if c["apply"] == "g_as_colour":
        return (f"{_JA_COLOUR[c['from']]}のGサインを持つ全ての自軍Gは、このカードのロールコストの支払いにおいて、"
                f"{_JA_COLOUR[c['colour']]}のGサインを持つGとしても扱える。")
    if c["apply"] == "status" and c["status"] == "cannot_defend" and "condition" not in c:
        return f"{target(c['target'], {})}は、防御に出撃できない。"
    if c["apply"] == "status" and c["status"] == "stays_rerolled" and "condition" not in c:
        return f"{target(c['target'], {})}は、帰還ステップの規定の効果ではロールしない。"
    if c["apply"] == "g_as_many":
        return (f"このカードと同じ属性のGサインを持つ、全ての自軍Gは、このカードのロールコストの支払いにおいて、{c['count']}枚分の"
                "Gとしても扱える。")
    if c["apply"] == "refit_as_g":
        of = "このカードの" if c["of"] == "self" else "このカードと同じ属性のGサインを持つ自軍ユニットの"
        how = "として扱う" if c.get("wording") == "plain" else "としても扱う事ができる"
        note = "（注：自軍Gの枚数として数える事ができる）" if c.get("note") == "count" else ""
        return f"このカードは、{of}「改装」の効果において、自軍G{how}。{note}"
    return None


_JA_STEP = {"attack": "攻撃ステップ", "defence": "防御ステップ", "damage": "ダメージ判定ステップ", "return": "帰還ステップ"}


def step(s: dict[str, Any], targets: dict[str, Any], target: Target,
         whole: Callable[[dict[str, Any]], str] | None = None) -> str | None:
    """One step of the family in words (without 。), or None."""
    if s["do"] == "wait" and str(s["at"]).startswith("step_end") and whole is not None:
        at = str(s["at"])
        when = "ステップ" if at == "step_end" else _JA_STEP[at.split(":")[1]]
        return f"{when}終了時に、" + "".join(whole(x) for x in s["steps"])
    if s["do"] == "double_g":
        ref = s["target"]
        sel = targets.get(ref) if isinstance(ref, str) else ref
        if isinstance(sel, dict) and "any_of" in sel:  # 「緑、または紫のGサインを持つ自軍G1枚」
            if hasattr(targets, "again"):
                targets.again(ref)
            colours = "、または".join(_JA_COLOUR[o["gsign_colour"]] for o in sel["any_of"])
            who = colours + "のGサインを持つ" + target({k: v for k, v in sel.items() if k != "any_of"}, {})
        else:
            who = target(ref, targets)
        span = {"phase_end": "フェイズ中", "step_end": "ステップ中", "turn_end": "このターン"}[s["until"]]
        play = "カード" if s["for"] == "card" else "テキスト"
        return f"{who}は、{span}、{play}のプレイのロールコストの支払いにおいて、2枚分のGとして扱う事ができる"
    if s["do"] == "g_as_character":
        onto = target({**s["onto"], "count": "bare"}, {})
        return f"{target(s['target'], targets)}を、キャラとして、{onto}にセットする"
    if s["do"] == "g_as_unit":
        state = "ロール状態" if s["rolled"] else "リロール状態"
        return f"{target(s['target'], targets)}を、ユニットとして、自軍配備エリアに{state}で出す"
    if s["do"] == "make_g" and s.get("owner"):
        return f"{target(s['target'], targets)}を持ち主のGにする"
    return None


def ability(a: dict[str, Any], target: Target, condition: Callable[[Any], str],
            whole: Callable[[dict[str, Any]], str]) -> str | None:
    """A whole ability of the family in words, or None."""
    cs0 = a.get("continuous", [])
    if a["kind"] == "constant" and len(cs0) == 1 and cs0[0]["apply"] == "cost_option" and "phase" in cs0[0].get(
            "condition", {}):  # 「このカードは、ダメージ判定ステップ中、合計国力-3してプレイできる。…」
        from .compiler import WHEN

        c = cs0[0]
        when = {v: k for k, v in WHEN.items()}[c["condition"]["phase"]]
        end = "カット終了時" if c["discard_at"] == "cut_end" else "ターン終了時"
        return f"『恒常』：このカードは、{when}中、合計国力{c['total']:+d}してプレイできる。その場合、{end}に、このカードを廃棄する。"
    if a["kind"] == "constant" and len(cs0) == 1 and cs0[0]["apply"] == "set_only" and "host" in cs0[0]:
        host = target({**cs0[0]["host"], "count": "bare"}, {})  # 「…にのみセットできる」 (setrules.host_allowed)
        return f"『恒常』：このカードは、{host}にのみセットできる。"
    noted = [st for st in a.get("effect", []) if st.get("do") == "double_g" and "note" in st]
    if a["kind"] == "activated" and noted:  # 「（注：〔緑2〕、または〔紫2〕を支払える）」 after the steps
        bare = {**a, "effect": [{k: v for k, v in st.items() if k != "note"} for st in a["effect"]]}
        pays = "、または".join(f"〔{_JA_COLOUR[c]}2〕" for c in noted[0]["note"])
        return whole(bare) + f"（注：{pays}を支払える）"
    cs = a.get("continuous", [])
    if a["kind"] == "static" and len(cs) == 2 and cs[0]["apply"] == "modify" and cs[1].get("status") == "stays_rerolled" \
            and cs[0].get("condition") == cs[1].get("condition") is not None and cs[0]["target"] == cs[1]["target"]:
        from .printer import _stats

        step = "帰還ステップ規定" if cs[1].get("wording") == 1 else "帰還ステップの規定"
        return (f"『常駐』：{condition(cs[0]['condition'])}場合、{target(cs[0]['target'], {})}は、{_stats(cs[0]['stats'])}を得る"
                f"と共に、{step}の効果ではロールしない。")
    return None


def trigger(a: dict[str, Any], target: Target) -> str | None:
    """「このカードが、（自軍）帰還ステップの…移動した場合、」, 「…自軍ユニットが、帰還ステップの規定の効果で自軍配備エリアに移動した
    場合、」, else None."""
    if a.get("on") in EVENT_JA:
        return f"このカードが、{EVENT_JA[a['on']]}場合、"
    if a.get("on") != "card_returned":
        return None
    return f"{target({**a['of'], 'count': 'bare'}, {})}が、帰還ステップの規定の効果で自軍配備エリアに移動した場合、"


def print_target(sel: Any) -> str | None:
    """This family's selectors in words, or None."""
    if isinstance(sel, dict) and "group_of" in sel and sel.get("count") == "all" and set(sel) == {"group_of", "count"}:
        from .printer import _target

        return _target({**sel["group_of"], "count": "all"}, {}) + "のセットグループ"
    if isinstance(sel, dict) and sel.get("host") is True and sel.get("count") == "all" and set(sel) == {"host", "type", "count"}:
        return "このカードがセットされているユニット"
    return None
