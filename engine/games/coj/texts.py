"""Card texts in Japanese and English, generated from the effect steps (so text and rules agree)."""

from __future__ import annotations

from .cards import Card, Step

KW_JA = {
    "speed_move": "スピードムーブ", "indomitable": "不屈", "pierce": "貫通", "selfless": "無我の境地",
    "fixed": "固着", "blessing": "加護", "dimension": "次元干渉", "curse": "呪縛", "immortal": "不滅",
    "order_shield": "秩序の盾", "silence": "沈黙", "forced_block": "強制防御", "no_attack": "攻撃禁止",
    "king_heal": "王の治癒力",
}
KW_EN = {
    "speed_move": "Speed Move", "indomitable": "Indomitable", "pierce": "Pierce", "selfless": "Selfless",
    "fixed": "Anchored", "blessing": "Blessing", "dimension": "Dimension Shift", "curse": "Curse",
    "immortal": "Immortal", "order_shield": "Order Shield", "silence": "Silence", "forced_block": "Forced Block",
    "no_attack": "No Attack", "king_heal": "King's Healing",
}
COLOUR_JA = {"red": "赤", "yellow": "黄", "blue": "青", "green": "緑", "purple": "紫", "colourless": "無色"}
KIND_JA = {"unit": "ユニット", "evolution": "進化", "trigger": "トリガー", "intercept": "インターセプト",
           "joker": "ジョーカー"}
KIND_EN = {"unit": "Unit", "evolution": "Evolution", "trigger": "Trigger", "intercept": "Intercept", "joker": "Joker"}

WHEN_JA = {"drive": "ドライブ時", "attack": "アタック時", "block": "ブロック時", "destroyed": "破壊時",
           "turn_start": "ターン開始時", "turn_end": "ターン終了時", "oc": "OC時", "field": "フィールド効果",
           "own_drive": "自分がユニットをドライブした時", "enemy_drive": "相手がユニットをドライブした時",
           "own_attack": "自分のユニットがアタックした時", "enemy_attack": "相手のユニットがアタックした時",
           "battle": "ユニットが戦闘した時", "own_destroyed": "自分のユニットが破壊された時",
           "own_turn_start": "自分のターン開始時"}
WHEN_EN = {"drive": "On drive", "attack": "On attack", "block": "On block", "destroyed": "When destroyed",
           "turn_start": "At turn start", "turn_end": "At turn end", "oc": "On overclock", "field": "Field effect",
           "own_drive": "When you drive a unit", "enemy_drive": "When your opponent drives a unit",
           "own_attack": "When your unit attacks", "enemy_attack": "When an opposing unit attacks",
           "battle": "When units battle", "own_destroyed": "When your unit is destroyed",
           "own_turn_start": "At the start of your turn"}
WHO_JA = {"self": "このユニット", "subject": "そのユニット", "attacker": "アタックしたユニット", "blocker": "ブロックしたユニット",
          "enemy_strongest": "BPが最も高い相手ユニット1体", "enemy_weakest": "BPが最も低い相手ユニット1体",
          "enemy_random": "ランダムな相手ユニット1体", "enemy_all": "相手ユニットすべて",
          "enemy_exhausted_all": "行動済みの相手ユニットすべて", "enemy_ready_strongest": "行動権を持つBP最大の相手ユニット1体",
          "ally_strongest": "BPが最も高い自分のユニット1体", "ally_weakest": "BPが最も低い自分のユニット1体",
          "ally_random": "ランダムな自分のユニット1体", "ally_all": "自分のユニットすべて",
          "ally_others": "他の自分のユニットすべて", "all_units": "すべてのユニット",
          "me": "自分", "opp": "相手", "both": "お互い"}
WHO_EN = {"self": "this unit", "subject": "that unit", "attacker": "the attacking unit", "blocker": "the blocking unit",
          "enemy_strongest": "the opposing unit with the highest BP", "enemy_weakest": "the opposing unit with the lowest BP",
          "enemy_random": "a random opposing unit", "enemy_all": "all opposing units",
          "enemy_exhausted_all": "all exhausted opposing units", "enemy_ready_strongest": "the strongest ready opposing unit",
          "ally_strongest": "your unit with the highest BP", "ally_weakest": "your unit with the lowest BP",
          "ally_random": "a random unit of yours", "ally_all": "all your units", "ally_others": "all your other units",
          "all_units": "all units", "me": "you", "opp": "your opponent", "both": "each player"}


def kw_ja(kw: str) -> str:
    base, _, val = kw.partition(":")
    if not base:
        return ""
    return f"【{KW_JA[base]}/{val}】" if val else f"【{KW_JA[base]}】"


def kw_en(kw: str) -> str:
    base, _, val = kw.partition(":")
    if not base:
        return ""
    return f"[{KW_EN[base]} {val}]" if val else f"[{KW_EN[base]}]"


def step_ja(st: Step) -> str:
    w = WHO_JA[st.who]
    n = st.n
    pre = {"if_done": "そうした場合、", "if_any": "そうした場合、"}.get(st.chain, "")
    body = {
        "damage": f"{w}に{n}ダメージを与える。",
        "bp": f"ターン終了時まで{w}のBPを{n:+d}する。",
        "base_bp": f"{w}の基本BPを{n:+d}する。",
        "destroy": f"{w}を破壊する。",
        "bounce": f"{w}を手札に戻す。",
        "exhaust": f"{w}の行動権を消費する。",
        "ready": f"{w}の行動権を回復する。",
        "level": f"{w}のレベルを{n:+d}する。",
        "grant": f"{'' if st.perm else 'ターン終了時まで'}{w}に{kw_ja(st.kw or '')}を与える。",
        "delete": f"{w}を消滅させる。",
        "draw": f"{w}はカードを{n}枚引く。",
        "discard": f"{w}は手札をランダムに{n}枚捨てる。",
        "cp": f"{w}のCPを{n:+d}する。",
        "gauge": f"{w}のジョーカーゲージを{n / 10:+g}%する。",
        "life": f"{w}に{n}ライフダメージを与える。",
        "break_zone": f"相手のトリガーゾーンのカードをランダムに{max(n, 1)}枚破壊する。",
    }[st.do]
    return pre + body


PLURAL = frozenset({"enemy_all", "enemy_exhausted_all", "ally_all", "ally_others", "all_units", "me"})


def step_en(st: Step) -> str:
    w = WHO_EN[st.who]
    n = st.n
    many = st.who in PLURAL  # "you" takes the plural verb too

    def v(one: str, more: str) -> str:
        return more if many else one

    its = v("its", "their")
    pre = {"if_done": "If you do, ", "if_any": "If it did, "}.get(st.chain, "")
    body = {
        "damage": f"deal {n} damage to {w}.",
        "bp": f"{w} {v('gets', 'get')} {n:+d} BP until end of turn.",
        "base_bp": f"{w} {v('gets', 'get')} {n:+d} base BP.",
        "destroy": f"destroy {w}.",
        "bounce": f"return {w} to {v('its', 'their')} owner's hand.",
        "exhaust": f"{w} {v('spends', 'spend')} {its} action right.",
        "ready": f"{w} {v('recovers', 'recover')} {its} action right.",
        "level": f"{w} {v('changes', 'change')} level by {n:+d}.",
        "grant": f"{w} {v('gains', 'gain')} {kw_en(st.kw or '')}{'' if st.perm else ' until end of turn'}.",
        "delete": f"delete {w}.",
        "draw": f"{w} {v('draws', 'draw')} {n} card{'s' if n != 1 else ''}.",
        "discard": f"{w} {v('discards', 'discard')} {n} card{'s' if n != 1 else ''} at random.",
        "cp": f"{w} {v('gets', 'get')} {n:+d} CP.",
        "gauge": f"{w} {v('gets', 'get')} {n / 10:+g}% joker gauge.",
        "life": f"deal {n} life damage to {w}.",
        "break_zone": f"destroy {max(n, 1)} random card(s) in the opponent's trigger zone.",
    }[st.do]
    text = pre + body
    return text[0].upper() + text[1:]


_TEXTS: dict[tuple[str, str], str] = {}


def card_text(c: Card, lang: str) -> str:
    """The card's rules text in one language (cached by card id: the pool does not change)."""
    key = (c.id, lang)
    if key not in _TEXTS:
        _TEXTS[key] = _make_text(c, lang)
    return _TEXTS[key]


def _make_text(c: Card, lang: str) -> str:
    ja = lang == "ja"
    parts: list[str] = []
    if c.keywords:
        parts.append("".join(kw_ja(k) if ja else kw_en(k) + " " for k in c.keywords).strip())
    for a in c.abilities:
        head = WHEN_JA[a.when] if ja else WHEN_EN[a.when]
        body = "".join(step_ja(s) for s in a.steps) if ja else " ".join(step_en(s) for s in a.steps)
        if a.when == "field":  # continuous while the unit is on the field, not "until end of turn"
            body = body.replace("ターン終了時まで", "").replace(" until end of turn", "")
        parts.append(f"■{head}：{body}" if ja else f"■{head}: {body}")
    if c.steps:
        head = ""
        if c.when:
            head = (WHEN_JA[c.when] + "：") if ja else (WHEN_EN[c.when] + ": ")
        body = "".join(step_ja(s) for s in c.steps) if ja else " ".join(step_en(s) for s in c.steps)
        parts.append(head + body)
    return "\n".join(parts)
