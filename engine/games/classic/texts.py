"""Labels, prompts and card texts in Japanese and English, generated from the card data.

Card texts are written from the declarative data, so a card's text always says what the engine does.
"""

from __future__ import annotations

from .schema import CardModel, Cost, Effect

KW_JA = {"mobile": "高機動", "water": "水", "desert": "砂漠", "assault": "強襲", "first_strike": "速攻",
         "vulture": "バルチャー", "space_combat": "宙間戦闘", "shield": "特殊シールド", "psycommu": "サイコミュ",
         "area": "範囲兵器", "reentry": "大気圏突入", "dismantle": "解体", "transform": "変形", "ship": "艦船",
         "base": "拠点", "support": "サポート", "supply": "補給", "quick": "クイック", "once_per_turn": "ターン1枚制限",
         "ps_armor": "PS装甲", "unique": "1枚制限", "unique_own": "1枚制限/自軍", "unique_deck": "1枚制限/デッキ",
         "prevent": "プリベント", "set_char": "セット/キャラ", "set_g": "セット/G", "mf": "MF", "battle_ready": "戦闘配備",
         "boost": "ブースト", "refit": "換装", "special_weapon": "特殊兵装", "multiple": "マルチプル"}
KW_EN = {"mobile": "High Mobility", "water": "Water", "desert": "Desert", "assault": "Assault",
         "first_strike": "Swift Attack", "vulture": "Vulture", "space_combat": "Space Combat",
         "shield": "Special Shield", "psycommu": "Psycommu", "area": "Area Weapon", "reentry": "Atmospheric Entry",
         "dismantle": "Dismantle", "transform": "Transform", "ship": "Ship", "base": "Base", "support": "Support",
         "supply": "Supply", "quick": "Quick", "once_per_turn": "One per Turn", "ps_armor": "PS Armour",
         "unique": "Unique", "unique_own": "Unique/Own", "unique_deck": "Unique/Deck", "prevent": "Prevent",
         "set_char": "Set/Character", "set_g": "Set/G", "mf": "MF", "battle_ready": "Battle Ready",
         "boost": "Boost", "refit": "Refit", "special_weapon": "Special Armament", "multiple": "Multiple"}
TYPE_JA = {"g": "G", "unit": "ユニット", "character": "キャラクター", "command": "コマンド", "operation": "オペレーション"}
COLOUR_JA = {"blue": "青", "green": "緑", "black": "黒", "red": "赤", "brown": "茶", "white": "白", "purple": "紫"}
TARGET_JA = {"enemy_unit": "敵軍ユニット1枚", "own_unit": "自軍ユニット1枚", "any_unit": "ユニット1枚",
             "enemy_battle_unit": "戦闘エリアにいる敵軍ユニット1枚", "played_card": "プレイされている敵軍カード1枚",
             "engaged_enemy": "このカードと交戦中の敵軍ユニット1枚", "self": "このカード", "none": "",
             "enemy_player": "敵軍プレイヤー", "own_player": "自軍プレイヤー"}
TARGET_EN = {"enemy_unit": "an enemy unit", "own_unit": "an own unit", "any_unit": "a unit",
             "enemy_battle_unit": "an enemy unit in a battle area", "played_card": "an enemy card being played",
             "engaged_enemy": "an enemy unit engaged with this card", "self": "this card", "none": "",
             "enemy_player": "the enemy player", "own_player": "you"}
WHEN_JA = {"any": "常時", "own_turn": "自軍ターン", "enemy_turn": "敵軍ターン", "deploy": "配備フェイズ",
           "battle": "戦闘フェイズ", "attack": "攻撃ステップ", "defense": "防御ステップ", "damage": "ダメージ判定ステップ",
           "return": "帰還ステップ"}
WHEN_EN = {"any": "Any time", "own_turn": "Your turn", "enemy_turn": "Enemy turn", "deploy": "Deploy phase",
           "battle": "Battle phase", "attack": "Attack step", "defense": "Defence step", "damage": "Damage step",
           "return": "Return step"}
ON_JA = {"enter": "場に出た場合", "destroyed": "破壊された場合", "sortie": "出撃した場合", "end": "ターン終了時に"}
ON_EN = {"enter": "When this enters the field", "destroyed": "When this is destroyed", "sortie": "When this sorties",
         "end": "At end of turn"}


def mods_str(m: tuple[int, int, int] | list[int]) -> str:
    return "/".join(f"{x:+d}" if x else "±0" for x in m)


def effect_text(e: Effect) -> tuple[str, str]:
    tj, te = TARGET_JA[e.target], TARGET_EN[e.target]
    d = e.do
    if d == "damage":
        return f"{tj}に{e.n}ダメージを与える。", f"Deal {e.n} damage to {te}."
    if d == "destroy_le":
        return f"防御力{e.n}以下の{tj}を破壊する。", f"Destroy {te} with defence {e.n} or less."
    if d == "draw":
        who = "敵軍プレイヤーは" if e.target == "enemy_player" else ""
        return f"{who}カードを{e.n}枚引く。", ("The enemy player draws" if e.target == "enemy_player" else "Draw") + f" {e.n} card(s)."
    if d == "mod":
        return f"ターン終了時まで、{tj}は{mods_str(e.mods)}を得る。", f"{te[0].upper() + te[1:]} gets {mods_str(e.mods)} until end of turn."
    if d == "roll":
        return f"{tj}をロールする。", f"Roll {te}."
    if d == "reroll":
        return f"{tj}をリロールする。", f"Reroll {te}."
    if d == "bounce":
        return f"{tj}を持ち主の手札に移す。", f"Return {te} to its owner's hand."
    if d == "pollute":
        who_j = "自軍" if e.target == "own_player" else "敵軍"
        return f"{who_j}プレイヤーに汚染コイン{e.n}個を与える。", f"Give {e.n} pollution coin(s) to {'you' if e.target == 'own_player' else 'the enemy player'}."
    if d == "hangar" and e.target == "own_player":
        return f"自軍本国の上のカード{e.n}枚を自軍ハンガーに移す。", f"Put the top {e.n} card(s) of your home into your hangar."
    if d == "hangar":
        return f"{tj}を持ち主のハンガーに移す。", f"Put {te} into its owner's hangar."
    if d == "counter":
        return f"{tj}を廃棄する。", f"Discard {te}."
    if d == "mill":
        return f"敵軍本国の上のカード{e.n}枚を捨て山に置く。", f"Put the top {e.n} card(s) of the enemy home into the discard pile."
    return "効果なし。", "No effect."


def cost_text(c: Cost) -> tuple[str, str]:
    ja, en = [], []
    if c.roll_self:
        ja.append("R")
        en.append("R")
    if c.roll_g:
        ja.append(f"G{c.roll_g}枚ロール")
        en.append(f"roll {c.roll_g} G")
    if c.discard:
        ja.append(f"手札{c.discard}枚廃棄")
        en.append(f"discard {c.discard}")
    if c.home:
        ja.append(f"本国{c.home}枚")
        en.append(f"{c.home} from home")
    return "・".join(ja) or "0", ", ".join(en) or "0"


def kw_label(k: str, lang: str) -> str:
    name, _, arg = k.partition(":")
    base = (KW_JA if lang == "ja" else KW_EN).get(name, name)
    if not arg:
        return base
    return f"{base}〔{arg}〕" if not arg.isdigit() else f"{base}({arg})"


def card_text(c: CardModel) -> tuple[str, str]:
    """The rules text of a card, written from its data."""
    ja: list[str] = []
    en: list[str] = []
    if c.kw:
        ja.append("・".join(kw_label(k, "ja") for k in c.kw))
        en.append(", ".join(kw_label(k, "en") for k in c.kw))
    if c.team:
        tail = f" {mods_str(c.team_mods)}" if c.team_mods else ""
        ja.append(f"チーム〔{c.team}〕{tail}")
        en.append(f"Team [{c.team}]{tail}")
    if c.ship_mods:
        ja.append(f"艦船用修正({mods_str(c.ship_mods)})")
        en.append(f"Ship modifier ({mods_str(c.ship_mods)})")
    if c.pilot:
        ja.append(f"専用機: {c.pilot}")
        en.append(f"Dedicated to {c.pilot}")
    if c.form:
        ja.append(f"【変形形態】{'/'.join(map(str, c.form.stats))} " + "・".join(kw_label(k, "ja") for k in c.form.kw))
        en.append(f"[Transformed] {'/'.join(map(str, c.form.stats))} " + ", ".join(kw_label(k, "en") for k in c.form.kw))
    if c.extra_cost:
        j, e = cost_text(c.extra_cost)
        ja.append(f"追加コスト {j}")
        en.append(f"Additional cost: {e}")
    if c.alt_cost:
        j, e = cost_text(c.alt_cost.pay)
        bj = {"none": "*", "enter_rerolled": "リロール状態で出る", "draw": "カード1枚を引く"}[c.alt_cost.benefit]
        be = {"none": "*", "enter_rerolled": "enters rerolled", "draw": "draw a card"}[c.alt_cost.benefit]
        ja.append(f"代替コスト〔{bj}〕:{j}")
        en.append(f"Alternative cost [{be}]: {e}")
    if c.multiple:
        j, e = effect_text(c.multiple)
        ja.append(f"マルチプル {j}")
        en.append(f"Multiple: {e}")
    if c.effect:
        j, e = effect_text(c.effect)
        ja.append(f"（{WHEN_JA[c.when]}）：{j}")
        en.append(f"({WHEN_EN[c.when]}): {e}")
    for t in c.texts:
        if t.kind == "A":
            who_j = {"self": "このカード", "own_units": "全ての自軍ユニット", "team": "チーム"}[t.who]
            who_e = {"self": "this card", "own_units": "every own unit", "team": "the team"}[t.who]
            cond_j = "専用機のセット状態の場合、" if t.dedicated else ""
            cond_e = "While its pilot is set, " if t.dedicated else ""
            ja.append(f"（自動A）：{cond_j}{who_j}は{mods_str(t.mods)}を得る。")
            en.append(f"(Auto-A): {cond_e}{who_e} gets {mods_str(t.mods)}.")
        elif t.kind in ("C", "D"):
            j, e = effect_text(t.effect)
            ja.append(f"（自動{t.kind}）：{ON_JA[t.on]}、{j}")
            en.append(f"(Auto-{t.kind}): {ON_EN[t.on]}, {e[0].lower() + e[1:]}")
        else:
            j, e = effect_text(t.effect)
            cj, ce = cost_text(t.cost)
            ja.append(f"（{WHEN_JA[t.when]}）《{cj}》{j}")
            en.append(f"({WHEN_EN[t.when]}) [{ce}] {e}")
    return "\n".join(ja), "\n".join(en)


PROMPTS = {
    "redraw": ("手札を確認してください。1度だけ引き直せます", "Check your opening hand: you may redraw once"),
    "free": ("カードやテキストをプレイするか、パスしてください", "Play a card or a text, or pass"),
    "attack": ("攻撃に出撃するユニットを先頭から選んでください", "Choose units to attack with, front first"),
    "defend": ("防御に出撃するユニットを先頭から選んでください", "Choose units to defend with, front first"),
    "salvage": ("バルチャーポイントでジャンクヤードから手札に移すカードを選んでください",
                "Vulture points: choose a junkyard card to take to your hand"),
    "discard": ("手札が6枚になるまで廃棄するカードを選んでください", "Discard down to 6 cards in hand"),
    "supply": ("補給: 帰還ステップでロールしないユニットを選んでください", "Supply: choose units that will not roll at the return"),
}
AREA_JA = {"space": "宇宙エリア", "earth": "地球エリア", "ring": "リングエリア"}
AREA_EN = {"space": "space area", "earth": "earth area", "ring": "ring area"}
STEP_JA = {"0": "ゲーム開始", "1": "リロールフェイズ", "2": "ドローフェイズ", "3": "配備フェイズ", "4-1": "攻撃ステップ", "4-2": "防御ステップ",
           "4-3": "ダメージ判定ステップ", "4-4": "帰還ステップ", "4-5": "ターン終了"}
STEP_EN = {"0": "Game start", "1": "Reroll phase", "2": "Draw phase", "3": "Deploy phase", "4-1": "Attack step", "4-2": "Defence step",
           "4-3": "Damage step", "4-4": "Return step", "4-5": "End of turn"}


def step_name(code: str, lang: str) -> str:
    key = code[:3] if code.startswith("4") else code[0]
    return (STEP_JA if lang == "ja" else STEP_EN)[key]
ZONE_JA = {"home": "本国", "hand": "手札", "deploy": "配備エリア", "junk": "ジャンクヤード", "discard": "捨て山",
           "removed": "除外", "set": "セット中", "cut": "カットイン中"}
ZONE_EN = {"home": "home", "hand": "hand", "deploy": "deploy area", "junk": "junkyard", "discard": "discard pile",
           "removed": "removed", "set": "set", "cut": "in the cut"}
