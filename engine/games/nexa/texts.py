"""Localised descriptions of actions and prompts (Japanese rules terms, fixed English terms
from docs/glossary.md). Only the deciding player ever sees these labels."""

from __future__ import annotations

from .costs import card_cost
from .places import PLACE_EN, PLACE_JA, name, set_cards
from .state import AREAS, BATTLE, FIELD_ZONES, HAND, State
from .stats import ability_by_index

AREA_JA = {"space": "宇宙エリア", "earth": "地球エリア"}
AREA_EN = {"space": "space area", "earth": "earth area"}
COLOUR_JA = {"blue": "青", "green": "緑", "black": "黒", "red": "赤", "brown": "茶", "white": "白", "purple": "紫",
             "any": "任意"}


def _cost_text(total: int, roll: list[tuple[str, int]], x: str) -> tuple[str, str]:
    roll_ja = "".join(f"{COLOUR_JA[c]}{n}" for c, n in roll)
    roll_en = " ".join(f"{c} {n}" for c, n in roll)
    return f"{total}{x}/{roll_ja or '0'}", f"{total}{x}/{roll_en or '0'}"


def _cost(s: State, iid: int) -> tuple[str, str]:
    """The cost that applies now (increases and reductions, P55), with the printed one beside it
    when they differ, so a player sees why a card became playable."""
    d = s.defs[iid]
    x = "+X" if d.x_cost else ""
    seat = s.ctrl[iid] if s.ctrl[iid] >= 0 else s.owner[iid]
    total, req = card_cost(s, iid, seat)
    order = [c for c, _ in d.roll_cost] + sorted(c for c in req if c not in dict(d.roll_cost) and ":" not in c)
    now = [(c, req[c]) for c in order if req.get(c)]
    nj, ne = _cost_text(total, now, x)
    if total == d.total_cost and now == [(c, n) for c, n in d.roll_cost if n]:
        return f"({nj})", f"({ne})"
    pj, pe = _cost_text(d.total_cost, list(d.roll_cost), x)
    return f"({nj}、印刷 {pj})", f"({ne}, printed {pe})"


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
    return ab.text_ja, ab.text_en  # whole: the console shows it all, Discord buttons fit it themselves


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
        if s.defs[iid].p78_remove:  # a classic card: P78's step 2 follows the roll cost
            n = s.defs[iid].p78_remove
            cj, ce = f"{cj}+手札・G{n}枚除外", f"{ce} + remove {n} hand/G"
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
        if kind == "cost" and _p78_step(s):
            return {"ja": f"ゲームから取り除く: {name(s, iid)}", "en": f"Remove from the game: {name(s, iid, 'en')}"}
        verb = {"t": ("対象", "Target"), "pick": ("選ぶ", "Choose"), "onto": ("セット先", "Set on"),
                "cost": ("コストで廃棄", "Discard as cost"), "roll": ("コストでロール", "Roll as cost"),
                "discard": ("廃棄", "Discard"), "pay": ("ロールして支払う", "Roll to pay")}[kind]
        return {"ja": f"{verb[0]}: {name(s, iid)}", "en": f"{verb[1]}: {name(s, iid, 'en')}"}
    if kind == "x":
        return {"ja": f"X = {rest}", "en": f"X = {rest}"}
    if kind == "alt" and s.build is not None and s.build.kind == "card" and not s.defs[s.build.source].p78_colours:
        from .rulechanges import cost_option, roll_alternatives  # issue 14 family O

        option = cost_option(s, s.build.source)
        if option is not None and not roll_alternatives(s, s.build.source):  # the cheaper play at a price
            if rest == "0":
                return {"ja": "通常のコストでプレイ", "en": "Play at the printed cost"}
            end_ja, end_en = ("カット", "cut") if option["discard_at"] == "cut_end" else ("ターン", "turn")
            return {"ja": f"合計国力{option['total']:+d}でプレイ（{end_ja}終了時に廃棄）",
                    "en": f"Play at total cost {option['total']:+d} (discarded at the end of the {end_en})"}
        alt = roll_alternatives(s, s.build.source)[int(rest)]  # a special cost's Gs: the colour named
        ja = "・".join(f"{COLOUR_JA.get(c, c)}{n}" for c, n in alt.items())
        return {"ja": f"{ja}で支払う", "en": "Pay " + ", ".join(f"{n} {c}" for c, n in alt.items())}
    if kind == "alt" and s.build is not None and s.build.kind == "card":  # P78: the colour named
        colour = s.defs[s.build.source].p78_colours[int(rest)]
        return {"ja": f"{COLOUR_JA.get(colour, colour)}で支払う", "en": f"Pay in {colour}"}
    if kind == "mode" and s.build is not None and _declares_area(s):  # 「戦闘エリア1つにいる…」 (areamodes.py)
        area = AREAS[int(rest)]
        return {"ja": AREA_JA[area], "en": AREA_EN[area]}
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
        return _first(s, int(rest))
    if kind == "page":
        return {"ja": f"ページ {int(rest) + 1}", "en": f"Page {int(rest) + 1}"}
    return {"ja": token, "en": token}


def _declares_area(s: State) -> bool:
    """Is the play being declared one whose mode is a battle area (family K4, areamodes.py)?"""
    from .areamodes import area_modes
    from .play import build_ability

    ab = build_ability(s, s.build) if s.build is not None else None
    return ab is not None and area_modes(ab) > 0


def _p78_step(s: State) -> bool:
    """Is the declaration at P78's step 2 (own hand cards/Gs removed from the game)?"""
    from .play import stage

    return s.build is not None and stage(s, s.build) == "p78remove"


def _first(s: State, k: int) -> dict[str, str]:
    """An ordering choice names the effect it puts first: its card and, for a text, the text."""
    items = s.ask["items"] if s.ask is not None else []
    item = items[k]
    if s.ask is not None and s.ask["kind"] == "order":
        iid = int(item)
        return {"ja": f"{name(s, iid)}の廃棄効果を先に解決", "en": f"Resolve {name(s, iid, 'en')}'s discard effect first"}
    tag, payload = item
    if tag == "t":
        iid, index = payload[0], payload[1]
    else:
        iid, index = payload[0].source, payload[0].ability
    tj, te = _ab_text(s, iid, index) if iid >= 0 else ("", "")
    nj, ne = (name(s, iid), name(s, iid, "en")) if iid >= 0 else ("効果", "effect")
    return {"ja": f"{nj}: {tj} を先に解決" if tj else f"{nj}を先に解決",
            "en": f"Resolve {ne}: {te} first" if te else f"Resolve {ne} first"}


def build_prompt(s: State) -> tuple[str, str]:
    """The declaration in progress names its card (and the text being played)."""
    b = s.build
    if b is None:
        return PROMPTS["build"]
    nj, ne = name(s, b.source), name(s, b.source, "en")
    if b.kind == "text" and b.ability >= 0:
        tj, te = _ab_text(s, b.source, b.ability)
        return f"{nj}「{tj}」のプレイの宣言を続けてください", f"Continue declaring {ne}: {te}"
    if _p78_step(s):
        left = s.defs[b.source].p78_remove - len(b.targets.get("_p78", []))
        return (f"{nj}のコスト(P78): 自軍手札・自軍Gをあと{left}枚選んでゲームから取り除いてください",
                f"{ne}'s cost (P78): choose {left} more own hand card(s)/G(s) to remove from the game")
    return f"{nj}のプレイの宣言を続けてください", f"Continue declaring {ne}"


def sortie_prompt(s: State, seat: int) -> tuple[str, str]:
    """The sortie panel says what is picked so far, front first, per area."""
    pj, pe = PROMPTS["sortie"]
    sj, se = [], []
    for area, picked in enumerate(s.sortie_draft):
        if picked:
            sj.append(f"{AREA_JA[AREAS[area]]}: " + "、".join(name(s, i) for i in picked))
            se.append(f"{AREA_EN[AREAS[area]]}: " + ", ".join(name(s, i, "en") for i in picked))
    if not sj:
        return f"{pj}（まだ選んでいません）", f"{pe} (none picked yet)"
    return f"{pj}（選択済み: {' / '.join(sj)}）", f"{pe} (picked: {'; '.join(se)})"


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


CARD_TOKENS = frozenset(("g", "play", "act", "t", "pick", "onto", "cost", "roll", "discard", "pay"))


def subject_of(token: str) -> int | None:
    """The card instance an action is about, if any."""
    head, _, rest = token.partition(":")
    if head == "sortie" and rest.count(":") == 1:
        rest = rest.split(":")[1]
    elif head not in CARD_TOKENS:
        return None
    first = rest.partition(":")[0]
    return int(first) if first.isdigit() else None


def where(s: State, seat: int, token: str) -> dict[str, str]:
    """Where an action's card is and in what state (area and squad position, rolled or not,
    damage, cards set on it, whose it is): what tells two same-named choices apart."""
    iid = subject_of(token)
    if iid is None or not 0 <= iid < len(s.defs):
        return {}
    ja: list[str] = []
    en: list[str] = []
    zone = s.zone[iid]
    if s.owner[iid] != seat and zone not in (HAND,):
        ja.append("相手")
        en.append("opponent's")
    if zone == BATTLE:
        for q, squad in enumerate(s.squads):
            if iid in squad:
                area = AREAS[q // 2]
                ja.append(f"{AREA_JA[area]}{squad.index(iid) + 1}番目")
                en.append(f"{AREA_EN[area]} position {squad.index(iid) + 1}")
                break
    elif zone in PLACE_JA:
        ja.append(PLACE_JA[zone])
        en.append(PLACE_EN[zone])
    if zone in FIELD_ZONES:
        ja.append("ロール状態" if s.rolled[iid] else "リロール状態")
        en.append("rolled" if s.rolled[iid] else "rerolled")
        if s.damage[iid]:
            ja.append(f"ダメージ{s.damage[iid]}")
            en.append(f"{s.damage[iid]} damage")
        kids = set_cards(s, iid)
        if kids:
            from .blankset import blank_face

            down = {k for k in kids if s.grants and blank_face(s, k) == "down"}  # face down: unseen (family C3)
            ja.append("セット: " + "、".join("裏向きのカード" if k in down else name(s, k) for k in kids))
            en.append("with " + ", ".join("a face-down card" if k in down else name(s, k, "en") for k in kids))
    return {"ja": "、".join(ja), "en": ", ".join(en)}
