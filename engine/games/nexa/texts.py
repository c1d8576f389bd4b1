"""Localised descriptions of actions and prompts (Japanese rules terms, fixed English terms
from docs/glossary.md). Only the deciding player ever sees these labels."""

from __future__ import annotations

from .places import name
from .state import AREAS, State
from .stats import ability_by_index

AREA_JA = {"space": "宇宙エリア", "earth": "地球エリア"}
AREA_EN = {"space": "space area", "earth": "earth area"}
COLOUR_JA = {"blue": "青", "green": "緑", "black": "黒", "red": "赤", "brown": "茶", "white": "白", "purple": "紫",
             "any": "任意"}


def _cost(s: State, iid: int) -> tuple[str, str]:
    d = s.defs[iid]
    roll_ja = "".join(f"{COLOUR_JA[c]}{n}" for c, n in d.roll_cost)
    roll_en = " ".join(f"{c} {n}" for c, n in d.roll_cost)
    x = "+X" if d.x_cost else ""
    return f"({d.total_cost}{x}/{roll_ja or '0'})", f"({d.total_cost}{x}/{roll_en or '0'})"


def label(s: State, token: str) -> dict[str, str]:
    """A short description of a legal action in both languages."""
    kind, _, rest = token.partition(":")
    try:
        return _label(s, kind, rest, token)
    except (ValueError, IndexError):
        return {"ja": token, "en": token}


def _ab_text(s: State, iid: int, index: int) -> tuple[str, str]:
    ab = ability_by_index(s, iid, index)
    if ab is None:
        return "", ""
    ja = ab.text_ja if len(ab.text_ja) <= 40 else ab.text_ja[:39] + "…"
    en = ab.text_en if len(ab.text_en) <= 40 else ab.text_en[:39] + "…"
    return ja, en


def _label(s: State, kind: str, rest: str, token: str) -> dict[str, str]:
    if token == "pass":
        return {"ja": "パス", "en": "Pass"}
    if token == "cancel":
        return {"ja": "プレイをやめる", "en": "Cancel this play"}
    if token in ("keep", "redraw"):
        return {"ja": "この手札で始める" if token == "keep" else "引き直す",
                "en": "Keep this hand" if token == "keep" else "Mulligan (redraw 6)"}
    if token == "confirm":
        return {"ja": "決定", "en": "Confirm"}
    if token in ("yes", "no"):
        return {"ja": "はい" if token == "yes" else "いいえ", "en": "Yes" if token == "yes" else "No"}
    if kind == "g":
        iid = int(rest)
        return {"ja": f"{name(s, iid)}をGとしてプレイ", "en": f"Play {name(s, iid, 'en')} as a G"}
    if kind == "play":
        iid = int(rest)
        cj, ce = _cost(s, iid)
        return {"ja": f"{name(s, iid)}をプレイ {cj}", "en": f"Play {name(s, iid, 'en')} {ce}"}
    if kind == "act":
        a, b = rest.split(":")
        iid, idx = int(a), int(b)
        tj, te = _ab_text(s, iid, idx)
        return {"ja": f"{name(s, iid)}: {tj}", "en": f"{name(s, iid, 'en')}: {te}"}
    if kind in ("t", "pick", "onto", "cost", "roll", "discard", "pay"):
        if rest == "done":
            return {"ja": "選択を終える", "en": "Done choosing"}
        if rest == "auto":
            return {"ja": "自動で支払う", "en": "Pay automatically"}
        if rest == "deploy":
            return {"ja": "自軍配備エリアにセット(ステイ)", "en": "Set on your deploy area (stay)"}
        iid = int(rest)
        verb = {"t": ("対象", "Target"), "pick": ("選ぶ", "Choose"), "onto": ("セット先", "Set on"),
                "cost": ("コストで廃棄", "Discard as cost"), "roll": ("コストでロール", "Roll as cost"),
                "discard": ("廃棄", "Discard"), "pay": ("ロールして支払う", "Roll to pay")}[kind]
        return {"ja": f"{verb[0]}: {name(s, iid)}", "en": f"{verb[1]}: {name(s, iid, 'en')}"}
    if kind == "x":
        return {"ja": f"X = {rest}", "en": f"X = {rest}"}
    if kind in ("mode", "opt", "alt"):
        return {"ja": f"選択肢 {int(rest) + 1}", "en": f"Option {int(rest) + 1}"}
    if kind == "sortie":
        if rest == "done":
            return {"ja": "出撃を決定", "en": "Confirm the sortie"}
        if rest == "back":
            return {"ja": "1枚戻す", "en": "Undo the last unit"}
        area, iid_s = rest.split(":")
        area_name = AREAS[0] if area == "s" else AREAS[1]
        iid = int(iid_s)
        return {"ja": f"{name(s, iid)} → {AREA_JA[area_name]}", "en": f"{name(s, iid, 'en')} → {AREA_EN[area_name]}"}
    if kind == "first":
        return {"ja": f"{int(rest) + 1}番目を先に", "en": f"Resolve item {int(rest) + 1} first"}
    if kind == "page":
        return {"ja": f"ページ {int(rest) + 1}", "en": f"Page {int(rest) + 1}"}
    return {"ja": token, "en": token}


PROMPTS: dict[str, tuple[str, str]] = {
    "priority": ("プレイするかパスしてください", "Play something or pass"),
    "mulligan": ("手札を引き直しますか？", "Keep your opening hand or redraw?"),
    "sortie": ("出撃させるユニットを選んでください", "Choose units to sortie, front first"),
    "hand": ("手札の調整: 廃棄するカードを選んでください", "Hand adjustment: choose a card to discard"),
    "order": ("先に解決する効果を選んでください", "Choose which effect resolves first"),
    "order_end": ("ターン終了時の効果の順番を選んでください", "Order the end-of-turn effects"),
    "build": ("プレイの宣言を続けてください", "Continue declaring the play"),
    "pick": ("カードを選んでください", "Choose a card"),
    "search": ("カードを選んでください", "Choose cards"),
    "yesno": ("効果を使用しますか？", "Use this effect?"),
    "option": ("選択肢を選んでください", "Choose an option"),
}
