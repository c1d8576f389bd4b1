"""The words of the NEX-A effect language: every verb, selector key, condition and trigger.

Card files may use only what is listed here; the loader refuses anything else, naming the card.
Growing the language means adding a word here and its meaning in `effects.py` or `conditions.py`,
never a class per card.
"""

from __future__ import annotations

COLOURS: tuple[str, ...] = ("blue", "green", "black", "red", "brown", "white", "purple")
CARD_TYPES: tuple[str, ...] = ("unit", "character", "operation", "command", "ace", "graphic")
TERRAINS: tuple[str, ...] = ("space", "earth")

# Special effects (P74-P76) with their argument kind: None, "int" (X) or "trait" ([A]).
KEYWORDS: dict[str, str | None] = {
    "high_mobility": None,  # 高機動
    "first_strike": None,  # 速攻
    "assault": None,  # 強襲
    "psycommu": "int",  # サイコミュ(X)
    "area_weapon": "int",  # 範囲兵器(X)
    "gain": None,  # ゲイン
    "refit": "trait",  # 改装[A]
    "share": "trait",  # 共有[A]
    "supply": None,  # 供給
    "cross_weapon": "trait",  # クロスウェポン[A]
    "ps_armor": None,  # PS装甲
    "quick": None,  # クイック
    "battle_ready": None,  # 戦闘配備
    "stay": None,  # ステイ
    "unique": None,  # ユニーク
}

# Special effects that stand for a playable text (keywords.py); only these have a cost to print.
TEXT_KEYWORDS: frozenset[str] = frozenset(
    ("psycommu", "area_weapon", "gain", "refit", "share", "supply", "cross_weapon"))

KEYWORD_JA: dict[str, str] = {
    "high_mobility": "高機動",
    "first_strike": "速攻",
    "assault": "強襲",
    "psycommu": "サイコミュ",
    "area_weapon": "範囲兵器",
    "gain": "ゲイン",
    "refit": "改装",
    "share": "共有",
    "supply": "供給",
    "cross_weapon": "クロスウェポン",
    "ps_armor": "PS装甲",
    "quick": "クイック",
    "battle_ready": "戦闘配備",
    "stay": "ステイ",
    "unique": "ユニーク",
}

KEYWORD_EN: dict[str, str] = {  # docs/glossary.md's fixed English equivalents
    "high_mobility": "High mobility",
    "first_strike": "First strike",
    "assault": "Assault",
    "psycommu": "Psycommu",
    "area_weapon": "Area weapon",
    "gain": "Gain",
    "refit": "Refit",
    "share": "Share",
    "supply": "Supply",
    "cross_weapon": "Cross weapon",
    "ps_armor": "PS armour",
    "quick": "Quick",
    "battle_ready": "Battle ready",
    "stay": "Stay",
    "unique": "Unique",
}

# Timing icons: where a command or an activated text may be played (P44, P59).
TIMING_WHEN: tuple[str, ...] = ("any", "reroll", "draw", "deploy", "battle", "attack", "defence", "damage", "return")
TIMING_SIDE: tuple[str, ...] = ("any", "own", "enemy")

# Places a selector can look in.
ZONES: tuple[str, ...] = (
    "field", "deploy", "battle", "gzone", "hand", "hangar", "junkyard", "home", "discard", "removed",
    "cut",  # 「プレイされている…」: a card being played (family O8, targets._candidates, R-442)
)
SIDES: tuple[str, ...] = ("own", "enemy", "any")

# Selector keys and the kind of value each takes.
SELECTOR_KEYS: dict[str, str] = {
    "side": "side",
    "zone": "zone",
    "type": "type_or_list",
    "colour": "colour",
    "gsign_colour": "colour",  # the colour of its G sign (「青のGサインを持つ」)
    "keyword_or_trait": "keyword_or_trait",  # 「「PS装甲」または「特徴：PS装甲」を持つ」: {keyword, trait}, either
    "whole_group": "bool",  # 「…のセットグループ1つ」: the chosen card's whole set group is acted on (family C3, setgroups.py)
    "face_unseen": "bool",  # 「（注：裏向きのセットカードは、表を見ずに選択する）」: chosen unseen (family C3; names hidden)
    "each_said": "bool",  # wording only: 「全ての自軍ユニットと全ての自軍キャラ」, a type list said with 「と全ての」 (family C3)
    "joined": "strs",  # wording only: the keys a text said together (「4以下の合計国力と「特徴：A」を持つ」); matching ignores it
    "printed_with": "strs",  # wording only: the keys said inside 「本来の種類が、…、ユニットである」 (family G5); matching ignores it
    "cardr8_said": "str",  # wording only: roll_cost said 「本来のロールコストの合計値がXである」 (family R8); matching ignores it
    "traits_any": "strs",  # 「「特徴：A」「特徴：B」を持つ」: one of the traits, or more (P65)
    "printed_traits_any": "strs",  # 「本来の記述に「特徴：A」「特徴：B」を持つ」: printed on the card
    "not_gsign_colour": "colour",  # 「紫以外のGサインを持つ」: a G sign of another colour
    "gsign_colours": "colours",  # 「青または黒のGサインを持つ」: a G sign of one of these colours (family K3)
    "has_terrain": "terrain",  # 「地形適性「宇宙」を持つ」: the card's terrain now includes it (family K3)
    "lacks_terrain": "terrain",  # 「地形適性「宇宙」を持たない」 (family K3)
    "one_terrain": "bool",  # 「地形適性を片方しか持たない」: one of 宇宙 and 地球 now, not both (family K3)
    "same_gsign": "bool",  # 「このカードと同じGサインを持つ」: the same colour and 属性 as this card's G sign (P22, R-114)
    "roll_colour": "colour",  # 「緑のロールコストを持つ」: its roll cost asks that colour (not a G's, P21; R-110)
    "printed_roll_colour": "colour",  # 「本来の記述に、緑のロールコストを持つ」: printed on it, a G's too (family C3, R-151)
    "same_series": "bool",  # its G sign has the same 属性 as this card's (「このカードと同じ属性のGサインを持つ」)
    "trait": "str",
    "printed_trait": "str",  # 「本来の記述に「特徴：A」を持つ」: a trait printed on the card (as `trait` reads)
    "name": "name_or_names",  # a name, or a list of names (one of them: 「「A」1枚または「B」1枚」)
    "rolled": "bool",
    "engaged": "bool",
    "destroyed": "bool",
    "damaged": "bool",
    "front": "bool",
    "has_character": "bool",
    "has_set_card": "bool",
    "has_gain_level": "bool",  # ゲインレベルを持つ: the card has a gain level (every graphic, P29)
    "keyword": "keyword",
    "area": "terrain",
    "one_area": "bool",  # in the battle area the play declared (「戦闘エリア1つにいる」, areamodes.py, family K4)
    "same_area": "bool",  # in the same battle area as this card
    "one_place": "bool",  # 「ジャンクヤード1つにある…N枚」: every card chosen from one place (family Z4, targetsz4.py)
    "max_defence": "value",
    "min_defence": "value",
    "max_total_cost": "value",
    "min_total_cost": "value",
    "max_melee": "value",
    "min_melee": "value",  # 「N以上の格闘力を持つ」 (family K6)
    "exclude_self": "bool",
    "count": "count",  # 1, 2, "all" (全ての), or {"upto": 2}
    "choose": "choose",  # "play" (default: on play) or "resolution" (選んで)
    "self": "bool",  # this card itself
    "exclusive_set": "bool",  # 「専用機のセット」が成立している: its set group makes a 専用機のセット (P76, family K)
    "set_card": "bool",  # 「セットカード」: it is set on a unit (P66, family K); false: 「セットカード以外の」
    "host": "bool",  # the card this set card is set on
    "source_target": "str",
    "not_type": "type_or_list",  # 「ユニット以外の」: any type but these (also negate_play's played card)
    "has_coin": "str",  # 「コインが上にある」: a coin of that name on it, or "any" coin (P67, family V)
    "same_squad": "bool",  # 「このカードの部隊にいる」: in this card's squad (P70, family V)
    "group": "bool",  # in this card's set group (「このセットグループの」, P66)
    "outside_group": "bool",  # not in this card's set group (「このセットグループ以外の」)
    "engaged_with": "selector_or_target",  # 「…と交戦中の」: engaged with a card of a selector, or target tN (P32, P70)
    "entered_this_turn": "bool",  # 「このターン中に場に出た」: it entered the field this turn
    # {if: condition, sel: selector, count?, may?}: the target part while the condition holds (R-90); with count,
    # that many cards (「…2枚に変更できる」: may, the player choosing 1 or 2)
    "instead": "instead",
    "any_of": "selectors",  # 「…ユニット1枚または「A」1枚」: a card that fits one of these selectors (family S2)
    "group_of": "selector",  # 「「特徴：A」を持つ全ての自軍ユニットのセットグループ」: cards of those set groups (family O3)
    "exclusive_for": "str",  # 「「A」と専用機のセットが成立する」: a unit whose 専用 names A (P76, family S2)
    "taken": "bool",  # 「この効果で出した」: a card the look of this effect took (family S2)
    "coins_below": "int",  # 「この効果は、+1/+1/+1コインが2個以上乗っているユニットを対象にできない」 (family V4)
    "coin_kind": "str",  # the coins coins_below counts ("+1/+1/+1", a coin's name)
    "cause": "str",  # 「そのユニット」 / 「その（場に出た）ユニット」: the card a card_enters trigger heard (family V4)
    "minus_mod": "bool",  # 「マイナスの戦闘修正を得ている」: a combat modifier below 0 on it (minusmods.py, R-81)
    "same_place": "bool",  # 「このカードと同じエリアにいる」: its battle area, or its deploy area (ownstates.py)
    "cardo8_place_of": "selector",  # 「「供給」を持つ自軍ユニットと同じエリアにいる」: same_place of a card that fits (O8)
    "max_roll_cost": "value",  # 「X以下のロールコストを持つ」 (P9; issue 14 family O2)
    "roll_cost": "value",  # 「ロールコストXを持つ」: the roll cost is that value (P9; issue 14 family V4)
    "total_cost": "value",  # 「合計国力Xを持つ」: the total cost is that value (P9; issue 14 family V4)
    "untargeted": "bool",  # 「（注：対象は取らない）」: chosen, not targeted (P56, ruling R-100)
    "printed_type": "str",
    "refit": "bool",  # the cards 改装 may bring in (its built-in text): their total cost as 改装 reads it (family O2)  # 「本来の種類がキャラである」: its printed card type, whatever it is now (P53, family O2)
    "squad_units": "int",  # 「ユニットがN枚のみの部隊にいる」: its squad has exactly N units (P35; battlestates.py)
    "squad_min_units": "int",  # 「ユニットがN枚以上の部隊にいる」: at least N
    "destroyed_by": "str",  # battle | normal | not_battle: 「…ダメージで破壊されている」 (R-167; battlestates.py)
    "damaged_by": "str",  # battle | normal: 「戦闘ダメージ（通常ダメージ）を受けている」 (R-165; battlestates.py)
    "unengaged": "str",  # any: 「交戦中ではない」 (R-160); battle: 「非交戦中の」, in a battle area (P53)
    "same_squad_as": "bool",  # 「このカードと同じ部隊にいる」: as same_squad, said so (family B4)
    "gain_mod": "bool",  # 「「ゲイン」の効果で戦闘修正を得ている」: a ゲイン's 戦闘修正 on it this turn (family B4)
    "sortie_state": "strs",  # attacking | defending | engaged, any of them: 「攻撃に出撃している、または交戦中の」 (family B4)
    "cardg5_other_name": "bool",  # 「このカードと異なる名称である」: no name of this card's (family G5, cardg5rules.py)
    "cardg5_not_chip": "bool",  # 「チップ以外の」: not a chip (P67; family G5)
    "cardg5_pieces": "bool",  # wording only: chips counted in 個 (「チップ1個」, family G5)
    "cardg5_name_has": "str",  # 「名称に「A」を含む」: a name of the card contains the word (family G5, cardg5rules.py)
    "cardg5_series_colour": "colour",  # 「このカードと同じ属性の赤のGサインを持つ」: that 属性 and colour (family G5)
    "cardg6_series_not_of": "str",  # 「対象1と異なる属性のGサインを持つ」: a G sign of another 属性 than t1's (family G6)
    "cardv8_not_of": "str",  # 「（対象1以外の）」: not a card of that target (family V8, R-439)
    "cardg6_on_unit": "bool",  # 「ユニットにセットされている」: a card set on a unit, in the set zone (P66; family G6)
    "cardr4_gsign": "bool",  # 「Gサインを持つ」: a card with a G sign of any colour (P22; family R4, cardr4steps.py)
    "cardr4_kw_any": "strs",  # 「「共有」「戦闘配備」を持つ」: either special effect, on a played card (family R4)
    "cardr4_min_roll": "int",  # 「複数のロールコストを持つ」: a roll cost of at least this (P9; family R4)
    "cardr4_rolls_at_least": "int",  # 「ロールコストを2つ以上持つ」: the same, said with its number (family R4)
    "cardr4_roll_min": "int",  # 「3以上のロールコストを持つ」: a roll cost of at least this (P9; family R4)
    "cardr4_recent": "bool",  # 「（そのユニットが）場に出たターンと次のターン中」: entered this turn or the last (R4)
    "cardr4_blank": "bool",  # 「記述を持たないセットカード」: set without a description (R-152; family R4)
    "squad": "bool",  # names the squad of the chosen unit (貫通 P73): the units' 対象にならない does not protect it  # the card bound to another target name (e.g. its squad)
}

# Conditions: name -> kind of argument.
CONDITIONS: dict[str, str] = {
    "all": "conditions",
    "any": "conditions",
    "not": "condition",
    "turn": "side",  # own / enemy turn
    "phase": "when",
    "exclusive_set": "bool",  # 専用機のセット on this card
    "equal": "values",  # [value, value]: 「AとBが同じ」 (family K)
    "cardr6_at_least": "values",  # [value, value]: 「Aが8以上の」, 「Aが、B以上の」 (family R6, R-360)
    "cardr6_at_most": "values",  # [value, value]: 「Aが8以下の」 (family R6, R-360)
    "self_in": "zone",  # this card is in the zone
    "self_engaged": "bool",
    "self_rolled": "bool",
    "exists": "selector",  # at least `min` (default 1) cards match
    "min": "int",
    "home_at_most": "int",
    "home_at_least": "int",
    "enemy_home_at_most": "int",
    "hand_at_least": "int",
    "hand_at_most": "int",
    "enemy_hand_at_most": "int",  # 「敵軍手札が3枚以下の」 (family V5)
    "g_at_least": "int",
    "junkyard_at_least": "int",
    "enemy_junkyard_at_least": "int",  # 「敵軍ジャンクヤードにカードが5枚以上ある」 (family Z9)
    "has_character_trait": "str",  # a character with this trait is set on this card
    "entered_this_turn": "bool",  # this card entered the field this turn
    "self_coins_at_least": "int",  # this card has at least N coins on it (P67)
    "own_player_coin": "str",  # 「自軍脱出コインがある」: the player keeps a coin of that name (P67, family V4)
    "nt_in_area": "bool",  # an own character with trait NT in this card's area (P75 サイコミュ)
    "self_attacking": "bool",  # this card is in a battle area on the attacking side (攻撃に出撃している)
    "self_defending": "bool",  # … on the defending side (防御に出撃している)
    "self_squad_units": "int",  # its squad has exactly N units (ユニットがN枚のみの部隊にいる, P35)
    "self_squad_min": "int",  # its squad has N units or more (ユニットN枚以上の部隊にいる, P35; ownstates.py, family K4)
    "self_dealt": "str",  # its squad dealt battle damage this turn: any | home | unit (…戦闘ダメージを与えている)
    "self_destroyed_by": "str",  # this card was destroyed by that damage (「戦闘ダメージで破壊されて…」, R-167)
    "command_resolved": "str",  # a command of that side (own | enemy) resolved this turn (cardk7rules.py, R-391)
    "self_position": "int",  # its place in its squad: 1 front, 2 second…, -1 the back (「部隊の先頭にいる」, battlestates.py)
    "squad_engaged": "side",  # a squad of that side is engaged (「自軍部隊が交戦中の」, P70; battlestates.py)
    "side_dealt_unit": "side",  # a squad of that side dealt battle damage to an enemy squad this turn (P71; battleb5.py)
    "self_sortied": "bool",  # this card is in a battle area, attacking or defending (「このカードが出撃している」, family B5)
    "cardg8_home_hit": "side",  # that home took damage this turn not by that side's effect (family G8, cardg8cause.py)
    "cardg8_hit_not_own": "selector",  # a card that fits has damage on it, some not by its side's effect (family G8)
    "cardg8_self_left": "str",  # this card last left the field (to the junkyard) not by its side's effect (G8, R-493)
}

# Events that triggered (起動) abilities listen to.
TRIGGERS: tuple[str, ...] = (
    "enters_field",  # this card enters the field
    "gain_replaced",  # never heard: its effect replaces this card's ゲイン bonus when used (replacesteps.py)
    "coins_reached",  # the coins on this card reached its condition's self_coins_at_least (になった場合)
    "enters_as_g",  # this card was played as a G (a 〈 〉 text: it works while the card is a G)
    "played",  # this card was played and entered the field
    "leaves_field",
    "destroyed",  # this card was destroyed
    "to_junkyard",  # this card was put into the junkyard from the field (廃棄 resolved)
    "sortie",  # this card sortied
    "resolved",  # this command resolved (「このカードの解決直後に」; not when its play failed)
    "attack_sortie",  # this card sortied to attack (攻撃に出撃した場合)
    "defence_sortie",  # this card sortied to defend (防御に出撃した場合)
    "engaged",  # this card's squad is engaged at damage step start
    "deals_home_damage",  # this card's squad dealt battle damage to the enemy home
    "damaged",  # this card received damage
    "destroys_unit",  # a unit was destroyed by battle damage from this card's squad
    "character_set",  # a character was set on this card
    "exclusive_made",  # this card's set group made its 専用機のセット (P76; family O2)
    "own_exclusive_made",  # an own character made its unit's 専用機のセット (P76; family C3, places.set_onto)
    "turn_start",
    "own_turn_start",
    "enemy_turn_start",
    "turn_end",
    "own_turn_end",
    "enemy_turn_end",  # 「敵軍ターン終了時に」 (family K5; effects.queue_global's enemy_ events)
    "step_start",  # with "when": the step
    "own_step_start",  # with "when": the step, in the own turn (「自軍ダメージ判定ステップ開始時に」, family V)
    "enemy_step_start",  # with "when": the step, in the enemy's turn
    "own_unit_enters",  # another own unit enters the field
    "enemy_unit_enters",
    "own_unit_destroyed",
    "enemy_unit_destroyed",
    "own_unit_sorties",  # another own unit sortied (「自軍ユニットが出撃した場合」, family V)
    "enemy_unit_sorties",  # an enemy unit sortied (「敵軍ユニットが出撃した場合」)
    "enemy_plays_command",
    "own_draws",
    "card_enters",  # a card matching the ability's `of` selector enters the field (this card too)
    "card_played",  # a card matching `of` was played and entered the field
    # family T of issue 14 (ownstates.py): events of this card
    "refit_in",  # this card entered the field by 改装 (「「改装」の効果で場に出た」, P75)
    "refit_out",  # this card was discarded by 改装 (「「改装」の効果で廃棄される」)
    "group_refit_out",  # the unit of this card's set group was discarded by 改装 (family O4, effects._refit)
    "card_refit_out",  # a card matching `of` was discarded by 改装 (「自軍ユニットが「改装」の効果で廃棄された場合」, family O4)
    "becomes_engaged",  # this card's area became engaged (「交戦中となった」, P70 交戦中のチェック)
    "destroyed_out",  # this card, destroyed, went to the junkyard (「破壊されて廃棄される」)
    "deals_battle_damage",  # this card's squad dealt battle damage (「部隊が戦闘ダメージを与えた」, P71)
    "deals_unit_damage",  # this card's squad dealt battle damage to an enemy squad (「敵軍部隊に…」)
    "gains",  # this card got its ゲイン bonus (「「ゲイン」の効果で戦闘修正を得た」, P75)
    "card_gains",  # a card matching `of` got its ゲイン bonus
    "card_refit_in",  # a card matching `of` entered the field by 改装 (「…が「改装」の効果で場に出た場合」, P75)
    "card_played_or_refit",  # a card matching `of` entered the field by play or by 改装 (family V, P75)
    "card_resolved",  # the play of a card matching `of` resolved (「…がプレイされて解決された場合」, cardt2steps.py)
    "rerolled",  # this card was rerolled (「このカードがリロールした場合」, rerolltrig.py, family V3)
    "own_home_recovers",  # a recovery brought cards back to the own home (「自軍本国が回復する毎に」, R-123)
    "enemy_home_recovers",
    "own_pays_roll",  # that player rolled Gs to pay a roll cost (「自軍がロールコストを支払った場合」, R-126)
    "enemy_pays_roll",
    # 「…が（自軍）帰還ステップの規定の効果で自軍配備エリアに移動した場合」 (P40; battle.return_units, family O3)
    "returned", "own_returned", "card_returned",
    "card_character_set",  # a character was set on a card matching `of` (「…ユニットにキャラがセットされた場合」, family C3)
    "card_destroyed",  # a card matching `of` was destroyed (「敵軍ユニット、または敵軍キャラが破壊された場合」, family C3)
    # family B3: a card matching `of` became engaged, sortied to defend / attack, its squad dealt battle damage
    "card_becomes_engaged", "card_defence_sortie", "card_attack_sortie", "card_squad_dealt",
    # family K4: a クロスウェポン of the player (of this card) lent its text (effects._cross_weapon, P75)
    "own_cross_weapon",
    "self_cross_weapon",
    "card_sortie",  # a card matching `of` sortied, to attack or defend (「…を持つ自軍ユニットが出撃した場合」, family B4)
    "card_leaves",  # a card matching `of`, as it was on the field, left it (family Z4, leavesz4.py; R-240)
    "own_home_battle_damaged",  # battle damage was dealt to the own home (「自軍本国に戦闘ダメージが与えられた場合」, family B5)
    "enemy_home_battle_damaged",
    "card_destroyed_out",  # a card matching `of`, as it was on the field, destroyed and discarded (family Z5, R-330)
    "card_to_junkyard",  # a card matching `of` arrived in a junkyard (family Z5, junkz5.py; R-331)
    "card_to_junkyard_from_play",  # the same, from the field or a hand only (family Z5)
    "group_text_played",  # a text of this card's set group was played (family T5, cardt5steps.text_played; R-302)
    "card_text_played",  # a text of a card matching `of` was played (family T5; R-302)
    "card_gain_played",  # the ゲイン of a card matching `of` was played (family T5; R-302)
    "moved_to_battle",  # this card moved into a battle area from another area (family O8, places.move; R-440)
    "card_moved_to_battle",  # a card matching `of` did (family O8)
    "card_damaged",  # a card matching `of` took damage (「敵軍ユニットがダメージを受ける毎に」, family B9, R-551)
    "cardg8_hit_not_own",  # this card took damage not by its side's effect (family G8, cardg8cause.py; R-490)
    "card_cardg8_hit_not_own",  # a card matching `of` did (family G8)
    "own_cardg8_home_hit_not_own",  # the own home took damage not by an own effect (family G8)
    "card_cardg8_hit_other_text",  # a card matching `of` took damage, not by this text's effect (family G8, R-494)
    "card_cardg8_played",  # a card matching `of` was played, put in the cut (family G8, R-496)
    "cardg8_char_played_set",  # a character was played and set on this card (family G8, cut.py; R-497)
    "cardg8_destruction_negated",  # an effect negated this card's destruction (P39; family G8, effects.py)
    "card_cardg8_left_not_own",  # a card matching `of` left the field, not by an effect of the text's side (G8, R-493)
    "cardz9_rolled_by_own",  # an effect of this card's side rolled it (「…自軍効果でロールした場合」, rollz9.py, R-560)
    "cardz9_rolled_by_enemy",  # an effect of the other side rolled it (「…敵軍効果でロールした場合」)
    "cardz9_rerolled_by_own",  # 「…自軍効果でリロールした場合」
    "cardz9_rerolled_by_enemy",  # 「…敵軍効果でリロールした場合」
)
# Triggers about another card, named by the ability's `of` selector (「…を持つ自軍ユニットが場に出た場合」).
WATCHED_TRIGGERS: tuple[str, ...] = ("card_enters", "card_played", "card_gains", "card_resolved", "card_refit_in",
                                         "card_played_or_refit", "card_returned", "card_character_set",
                                         "card_destroyed", "card_becomes_engaged", "card_defence_sortie",
                                         "card_attack_sortie", "card_squad_dealt",
                                         "card_refit_out",  # family O4 (cardo4rules.refit_out_watchers)
                                         "card_sortie",  # family B4
                                         )
WATCHED_TRIGGERS += ("card_leaves",)  # family Z4 (leavesz4.py)
WATCHED_TRIGGERS += ("card_destroyed_out",)  # family Z5 (destroyedz5.py)
WATCHED_TRIGGERS += ("card_to_junkyard", "card_to_junkyard_from_play")  # family Z5 (junkz5.py)
WATCHED_TRIGGERS += ("card_cardg8_hit_not_own",  # family G8 (cardg8cause.py)
                     "card_cardg8_hit_other_text",
                     "card_cardg8_played",
                     "card_cardg8_left_not_own",
                     )
WATCHED_TRIGGERS += ("card_text_played",  # family T5 (cardt5steps.py)
                     "card_gain_played",
                     )
WATCHED_TRIGGERS += ("card_moved_to_battle",  # family O8 (places.move)
                     )
WATCHED_TRIGGERS += ("card_damaged",  # family B9 (effects._WATCHED_OF)
                     )

# Durations of effects (P43, P59, Ver.1.2).
DURATIONS: tuple[str, ...] = ("turn_end", "this_turn", "squad", "permanent", "next_turn_end",
                               "cut_end", "step_end",  # カット/ステップ終了時まで (overrides.py)
                               "phase_end",  # フェイズ中 (turn.py, family O3)
                               "defence_end",  # 防御ステップ終了時まで (turn._step_point; family O5)
                               "next_own_turn_start")  # 次の自軍ターン開始時まで (family C3; effects._grant, turn._end_turn)

# Verbs: name -> {argument: kind}. "?" marks an optional argument.
VERBS: dict[str, dict[str, str]] = {
    "damage": {"target": "target", "amount": "value",
               "?split": "bool"},  # 「…ダメージを振り分けて与える」: shared out among the targets (family B4, R-232)
    "pierce": {"target": "target", "amount": "value"},  # 貫通ダメージ to the target's squad
    "destroy": {"target": "target"},
    "discard": {"target": "target"},  # 廃棄 a field card straight to the junkyard
    "discard_hand": {"side": "side", "count": "value", "?random": "bool", "?chooser": "side", "?wording": "str"},
    "move": {"target": "target", "to": "dest", "?owner_side": "bool", "?wording": "str"},  # wording discard: 「…を廃棄する」 (Z3)
    "remove": {"target": "target", "?wording": "str"},  # ゲームから取り除く; wording chip: 「…を取り除く」 (family G5)
    "bounce": {"target": "target",  # to the owner's hand
               "?wording": "str"},  # cardz8_own_hand: 「…を、自軍手札に移す」 of the own junkyard's cards (family Z8, R-485)
    "to_hangar": {"target": "target", "?side": "side"},
    "roll": {"target": "target"},
    "reroll": {"target": "target"},
    # instead {if, stats}: 「この効果の戦闘修正部分は、…場合、…に変更される」, read as it resolves (family S2)
    "modify": {"target": "target", "stats": "stat_values", "?until": "duration", "?instead": "instead_stats"},
    "squad_power": {"target": "target", "amount": "value"},  # until the squad dissolves
    "draw": {"side": "side", "count": "value", "?said": "bool"},  # said: 「自軍はカードN枚を引く」 (wording only)
    "draw_to": {"side": "side", "count": "value"},
    "gsign_colour": {"target": "target", "colours": "strs", "until": "duration", "?wording": "str"},  # family G5 (cardg5rules.py)
    "grant_special": {"target": "target", "keywords": "keywords", "until": "duration"},  # 「「〔1〕：改装［A］」を得る」 (G5)
    # 「…は、ターン終了時まで「〔0〕：範囲兵器（X）」を得る」: a special effect of a value read on resolution (family V8, R-431)
    "cardv8_grant_valued": {"target": "target", "keyword": "str", "amount": "value", "?cost": "payment", "until": "duration"},
    # 「自軍ハンガーにあるキャラ1枚は、このターン、「クイック」、合計国力-2、ロールコスト-2を得る」 (family V8, R-434)
    "cardv8_held_gains": {"target": "target", "keyword": "str", "?total": "int", "?roll": "int"},
    "cardv8_squad_split": {"target": "target", "amount": "value"},  # 「敵軍部隊1つにいるユニットに、Xダメージを振り分けて…」 (V8)
    "replace_self": {"target": "target", "rolled": "bool"},
    "replace_by": {"target": "target"},  # 「…1枚と、このカードを置き換える」 (family K8, cardk8steps.py)
    "kw_retarget": {"target": "target", "keyword": "keyword", "to": "selector", "until": "duration"},  # (K8, R-502)
    "lose_stat_mods": {"target": "target", "stat": "str", "until": "duration"},  # 「…全ての格闘力修正を失う」 (K8)
    "chips_expire": {"name": "str"},  # 「ガンダムチップは、ターン終了時に取り除かれる」 (family G5, R-271)  # 「…を選んで、このカードとリロール状態で置き換える」 (G5)  # 「自軍手札がN枚になるまで、カードを引く」 (cardk5steps.py)
    "reroll_to": {"side": "side", "count": "value"},  # 「リロール状態の自軍GがN枚になるように、…リロール」 (cardk5steps.py)
    "units_down_to": {"count": "value"},  # 「全ての軍は、自分のユニットがN枚になるように、…廃棄する」 (cardk5steps.py)
    "side_either": {"side": "side", "picks": "steps"},  # 「敵軍は、自分の手札1枚、または自分の…を選んで廃棄する」 (cardk6steps.py, R-340)
    # 「…は、ターン終了時まで+4/+4/+4を得ると共に敵軍効果の対象にならない」 (cardk5steps.py)
    "modify_status": {"target": "target", "stats": "stat_values", "status": "status", "?until": "duration"},
    "look": {"side": "side", "count": "value"},  # look at the top of a home
    "reveal": {"side": "side", "count": "value"},  # reveal the top of a home
    "search": {"side": "side", "zone": "zone_or_piles", "filter": "selector", "?count": "value", "?to": "dest",
               "?reveal": "bool", "?top": "value", "?rolled": "bool", "?position": "str", "?owner_side": "bool",
               "?cardr4_all": "bool",  # 「…全てのカードを…」: every card that fits (family R4)
               "?cardr5_unshuffled": "bool",  # the home shuffled by a later step (family R5, R-294)
               "?wording": "str"},  # wording move: 「…を自軍ジャンクヤードに移す」 (textc/cards3.py)
    "set_card": {"card": "target", "onto": "target"},
    "add_coin": {"target": "target", "?count": "value", "?coin": "str", "?stats": "stats",
                 "?keyword": "keyword"},
    "remove_coin": {"target": "target", "?count": "value"},
    # 「…の上にある（種類の）コインN個を取り除く」: from a target, or from any card of `from` that has them
    # (coinsteps.py); fails, ending a その場合 effect, when not enough such coins are there
    # 「…1~N枚の上に、（種類の）コインM個を振り分けて乗せる」: each chosen card gets one, the player shares
    # the rest among them (coinsteps.py)
    "distribute_coins": {"target": "target", "?coin": "str", "?stats": "stats", "count": "value"},
    "share_damage": {"target": "target", "amount": "value"},  # 「…にNダメージを振り分けて与える」 (family V4, R-200)
    # 「敵軍コマンド1枚のプレイを無効にし、そのカードを廃棄する」: a play in the cut fails and its card goes
    # to `to` (playneg.py); `play` names the played card (side, type, not_type, max_total_cost)
    "negate_play": {"play": "selector", "to": "dest", "noun": "str"},
    "take_coins": {"?target": "target", "?from": "selector", "?coin": "str", "?stats": "stats", "count": "value"},
    "player_coin": {"side": "side", "?count": "value", "?coin": "str"},
    "take_player_coins": {"side": "side", "count": "value", "coin": "str"},  # 「自軍弾薬コイン1個を取り除く」 (V5, R-281)
    "star_stats": {"target": "target", "stars": "bools", "until": "duration", "?note": "str"},  # 「＊/±0/±0を得る」 (V5, R-282)
    "cost_this_turn": {"target": "target", "total": "value", "?roll": "value", "wording": "str"},  # (V5, R-283)
    "fix_squad_power": {"target": "target", "amount": "value", "?note": "bool"},  # 「…に固定する」 (V5, R-284)
    "chip": {"side": "side", "name": "names", "stats": "stat_values", "terrain": "terrains", "?count": "value",
             "?rolled": "bool", "?keywords": "keywords", "?traits": "strs"},
    # a CHARACTER chip set on a unit (cardg6steps.py, issue 14 family G6, R-381)
    "cardg6_char_chip": {"onto": "target", "name": "names", "stats": "stat_values", "?count": "value",
                         "?traits": "strs", "wording": "str"},
    # chips put into this card's squad at a place the player picks (chips.py, issue 14 family K)
    "chip_squad": {"side": "side", "name": "names", "stats": "stats", "terrain": "terrains", "?count": "value",
                   "?keywords": "keywords", "?traits": "strs"},
    "grant_keyword": {"target": "target", "keyword": "keyword", "?until": "duration",
                      "?wording": "str",  # cardt5_after: 「…は、このターン、「高機動」を得る」 (family T5)
                      },
    "boost": {"target": "target", "keyword": "keyword", "stats": "stat_values", "?until": "duration"},  # boost.py
    "keyword_plus": {"target": "target", "keyword": "keyword", "amount": "value", "?until": "duration"},  # kwplus.py
    "protect_upto": {"target": "target", "amount": "value", "?until": "duration"},  # protectupto.py
    "cardo8_protect_roll_upto": {"target": "target", "amount": "value", "?until": "duration"},  # cardo8steps.py (R-446)
    "cardo9_squad_to_home": {"target": "target", "?until": "duration"},  # cardo9steps.py (R-520)
    "boost_many": {"target": "target", "keywords": "keywords", "stats": "stat_values", "?until": "duration"},  # kwplus.py
    "grant_or_modify": {"target": "target", "keyword": "keyword", "stats": "stats", "?until": "duration",
                        "?note": "str"},  # kwplus.py: 「「速攻」または+2/+2/+2を得る」
    "lose_keyword": {"target": "target", "keyword": "keyword", "?until": "duration"},
    "lose_text": {"target": "target", "?until": "duration", "?wording": "str"},  # wording passive: 「…は、このターン、無効になる」
    # 「…は、このターン、特殊効果以外の全てのテキストが無効になる（と共に、（protection））」 (cardt6steps.py, R-411)
    "cardt6_lose_other_texts": {"target": "target", "?until": "duration", "?and_status": "status"},
    # 「…が持つテキスト1つ（と、まだ未解決のその効果）を、ターン終了時まで無効にする」 (cardt8steps.py, R-460)
    "cardt8_lose_one": {"target": "target", "what": "str", "?pending": "str", "?until": "duration", "?wording": "str"},
    # 「…は、ターン終了時まで、無効にしたテキストと同じテキストを得る」 (cardt8steps.py, R-461)
    "cardt8_gain_lost": {"target": "target", "what": "str", "?until": "duration"},
    # 「…が持つ特殊効果1つを指定する。その場合、…が持つ、指定した特殊効果を、ターン終了時まで無効にする」 (cardt8steps.py, R-463)
    "cardt8_name_special": {"target": "target"},
    "cardt8_lose_named": {"target": "target", "?until": "duration"},
    # 「このターン、自軍は、規定の効果でカードを引く場所を、自軍捨て山の上に変更する」 (cardt9steps.py, R-540)
    "cardt9_rule_draw_from": {"side": "side", "place": "str"},
    # 「…が持つ「サイコミュ」の効果1つを、このターン、『…』に変更する」 (cardt8steps.py, R-462)
    "cardt8_change_kw": {"target": "target", "keyword": "keyword", "into": "cardt8_into", "?until": "duration", "?wording": "str"},
    # 「…は、ターン終了時まで+2/+0/-1を得ると共に、「高機動」を失う」 (cardk3steps.py, family K3)
    "look_hand": {"side": "side"},
    # 「敵軍手札を全て見て、その中にある…を、記述を持たないセットカードとして、このカードにセットできる」 (family R4)
    "cardr4_hand_blank": {"side": "side", "filter": "selector", "count": "value", "face": "str", "?chooser": "side"},  # 「敵軍手札を全て見る」 (cardk3steps.py, family K3)
    "grant_trait": {"target": "target", "trait": "str", "?until": "duration"},  # 「…は、ターン終了時まで「特徴：A」を得る」 (family K3)
    "lose_specials": {"target": "target", "?until": "duration"},  # 「…が持つ全ての特殊効果を…無効にする」 (cardk3steps.py)
    "modify_lose": {"target": "target", "stats": "stat_values", "keywords": "keywords", "?until": "duration"},
    "terrain": {"target": "target", "add": "terrains", "?until": "duration"},
    "put_into_play": {"target": "target", "?rolled": "bool"},
    "negate": {"target": "cut_target"},  # an unresolved effect in the cut
    "negate_destruction": {"target": "target"},
    "copy_text": {"target": "target", "from": "target", "?until": "duration"},
    "replace": {"target": "target", "with": "target"},
    "mill": {"side": "side", "count": "value"},  # 本国 top -> 捨て山
    "recover": {"side": "side", "count": "value"},  # 捨て山 top -> 本国 bottom
    "home_damage": {"side": "side", "amount": "value"},
    "reset_damage": {"target": "target"},
    "gain_control": {"target": "target", "?until": "duration"},
    "lose_control": {"target": "target", "?until": "duration"},  # nobody controls it (P63)
    "shuffle": {"side": "side"},
    "make_g": {"target": "target", "?owner": "bool"},  # owner: 「持ち主のGにする」, the owner's G (family O3)
    "cardg8_extract_g": {"target": "target"},  # 「このカードを抜き出し、リロール状態で自軍Gにする」 (family G8, R-491)
    "cardg8_draw_range": {"side": "side", "min": "int", "max": "int"},  # 「カード1～2枚を引く」 (family G8, R-492)
    "skip": {"side": "side", "phase": "when"},
    "lock_plays": {"side": "side", "what": "str"},  # 「敵軍は、このターン、コマンド（テキスト）をプレイできない」 (cardk4steps.py)
    "cardb6_one_squad": {"side": "side"},  # 「…自分の部隊を1つしか出撃させる事ができない」 (cardb6steps.py)
    "cardb6_home_shield_from": {"side": "side", "target": "target"},  # 「自軍本国は、対象から戦闘ダメージを受けない」 (B6)
    "cardb6_modify_like": {"target": "target", "like_target": "target", "until": "duration"},  # 「対象の本来の戦闘修正と…」
    "cardb9_empty_area": {"?side": "side", "steps": "steps"},  # 「…を、（自軍）ユニットがいない戦闘エリアに移す」 (cardb9steps.py, R-550)
    "cardb8_this_turn": {"on": "str", "?target": "target", "steps": "steps"},  # 「このターン、…場合、…」 (cardb8steps.py, R-470)
    "cardb8_lock_all_plays": {"side": "side", "?note": "bool"},  # 「…このターン、カードとテキストをプレイできない」 (B8, R-471)
    "cardb8_area_ban": {"side": "side", "target": "target", "without": "str", "ban": "str", "?rarenai": "bool",
                        "?turn_first": "bool", "?no_said": "bool"},  # 「…がいる戦闘エリアに、ユニットを移動させる事ができない」 (B8)
    "cardb8_show_then": {"side": "side", "steps": "steps", "?shown_after": "bool",
                         "?then_said": "bool"},  # 「自軍本国の上のカード1枚を表にし、…」 (family B8, R-474)
    "cardb8_squad_power": {"target": "target", "amount": "value"},  # 「対象1と交戦中の敵軍部隊の部隊戦闘力を…」 (B8)
    "cardb8_enemy_g": {"target": "target"},  # 「…を、破壊を無効にした上で敵軍Gにする」 (family B8, R-475)
    "withdraw_rerolled": {"target": "target"},  # 「…を、持ち主の配備エリアにリロール状態で移す」 (cardk4steps.py)
    "status": {"target": "target", "status": "status", "?until": "duration",
               "?wording": "str"},  # b4_suru: 「…は、このターン、出撃する事ができない」 (family B4)
    "lose_keywords": {"target": "target", "keywords": "strs", "until": "duration"},  # 「…「速攻」「強襲」が無効となる」 (B4)
    "fix_one": {"target": "target", "value": "value", "until": "duration", "?note": "bool"},  # 「戦闘力1つを…に固定する」 (B4, R-236)
    "sortie_ban": {"side": "str", "ban": "str", "until": "duration", "?wording": "str"},  # 「このターン、敵軍は、ユニットを出撃させる事ができない」 (B4, R-234)
    # 「…G1枚は、フェイズ中、カード（テキスト）のプレイのロールコストの支払いにおいて、2枚分のGとして扱う事ができる」 (family O3):
    # status double_g_card / double_g_text (costs.py); note: the colours of 「（注：〔緑2〕…を支払える）」
    "double_g": {"target": "target", "for": "str", "until": "duration", "?note": "strs"},
    # 「…G1枚を、ユニットとして、自軍配備エリアにロール状態で出す」 (family O3, cardo3steps.py)
    "g_as_unit": {"target": "target", "rolled": "bool"},
    "g_as_character": {"target": "target", "onto": "selector"},  # 「このカードを、キャラとして、自軍ユニットにセットする」 (O3)
    "reduce_damage": {"target": "target", "amount": "value", "until": "duration"},  # 通常ダメージ減殺 (reductions.py)
    "withdraw": {"target": "target"},  # a battle-area unit back to its deploy area
    "each_pile_top": {"count": "value"},  # 「全ての軍は、自分の本国、または自分の捨て山の上のカードN枚を廃棄する」 (R-174)
    "tops_to_junk": {"zone": "zone", "count": "value", "?wording": "str"},  # 「全ての本国の上のカードN枚を廃棄する」 (Z3)
    "shuffle_homes": {},  # 「全ての本国をシャッフルする」: each player's home, the controller's first (zonesz3.py)
    "pile_to_home": {"side": "side", "to": "str"},  # 「…捨て山の全てのカードを…本国の上(下)に移す」 (zonesz3.py)
    "to_own_deploy": {"target": "target", "?rolled": "bool"},  # 「…を自軍配備エリアに（リロール状態で）移す」 (zonesz3.py, R-171)
    "hand_to_home": {"side": "side", "count": "value"},
    "choose_one": {"options": "branches", "?wording": "str"},  # wording home_or: 「本国、または…」 (R-170, textc/cardz3.py)
    "side_picks": {"side": "side", "filter": "selector", "count": "value", "then": "str",
                   "?area": "str",  # then to_area (family B4, R-231): its area, place and roll state
                   "?position": "str",
                   "?rolled": "bool",
                   "?wording": "str"},  # 「敵軍は…自分の…を選んで破壊する」 (R-112)
    "to_unit_area": {"target": "target", "?rolled": "bool", "?with": "str", "?position": "str", "?wording": "str"},  # 「…を、ユニットのいる戦闘エリアの任意の順番に…移す」 (R-113)
    "lose_mods": {"target": "target", "?until": "duration", "?keep": "str", "?only": "str"},  # keep/only: family C3  # 「…は、このターン全ての戦闘修正を失う」 (R-111)
    "grant_either": {"target": "target", "keywords": "keywords", "?until": "duration", "?wording": "str"},
    # 「…は、ターン終了時まで「強襲」、+1/+1/+1のいずれか1つを得る」 (cardt5steps.py, family T5)
    "set_onto": {"target": "target", "?onto_unit": "target", "?onto_any": "selector", "?p66": "bool"},  # 「…キャラ1枚を、…自軍ユニット1枚にセットする」 (T5)
    "lock_plays_both": {"side": "side"},  # 「このターン、敵軍は、コマンドとテキストをプレイできない」 (cardt5steps.py)
    "pay_most": {"side": "side", "count": "value"},  # 「（自軍は）可能な限り、〔2〕を支払う」 (cardt5steps.py, T5)
    "grant_any_or_modify": {"target": "target", "keywords": "keywords", "stats": "stat_values", "?until": "duration"},
    "sequence": {"steps": "steps", "?wording": "str"},  # wording own: 「自軍ハンガー（手札）に移し」 (Z3)  # 「…に移し、…」: the steps in order (cardt2steps.py)
    # family R3 (cardr3steps.py): a card put on its owner's home (top, bottom or either, the player saying
    # which) or made the player's G in a roll state; 「敵軍手札1枚を無作為に敵軍Gにする」 (cardr3_random)
    "cardr3_place": {"target": "target", "to": "str", "?rolled": "bool", "?wording": "str"},
    "cardr3_random": {"side": "side", "count": "value", "to": "str"},
    # 「敵軍手札1枚を、無作為に敵軍ハンガーに移す」: N cards of that hand at random to that side's hangar (family R6, R-362)
    "cardr6_random_hangar": {"side": "side", "count": "value",
                             "?to": "side"},  # the other side's hangar (family Z8, R-482)
    # 「全ての軍は、自分の手札1枚を、可能な限り選んで廃棄する。その後、廃棄した軍は、カード1枚を引く」 (family R6, R-363)
    "cardr6_each_discard_draw": {"count": "int", "draw": "int"},
    # 「自軍手札1～2枚を持ち主の本国の下に移す事ができる。その場合、移した枚数だけカードを引く」 (family R6, R-365)
    "cardr6_hand_under_draw": {"count": "value"},
    "cardr3_side_does": {"side": "side", "filter": "selector", "then": "str", "may": "bool", "?wording": "str",
                         "?amount": "value"},  # amount: then damage (family V5)  # its count in filter (R-133)
    "cardr3_look_may": {"side": "side", "count": "value", "to": "dest"},  # 「…を見て、そのカードを廃棄できる」
    "cardr3_swap_top": {"target": "target", "count": "value"},  # 「…を選んで、自軍本国の上のカードN枚と入れ替える」
    "cardr3_and_set": {"steps": "steps"},  # 「…で出し、このカードをセットする」: the steps, then this card set on the unit they brought in
    "grant_keywords": {"target": "target", "keywords": "keywords", "?until": "duration"},  # each of them (cardt2steps.py)  # one of them, picked (cardt2steps.py)
    "optional": {"steps": "steps"},
    "together": {"steps": "steps", "?wording": "str"},
    # 「…が受ける全てのダメージは、このターン、対象の代わりにこのカードに与えられる」 (damageto.py; to: self | group)
    "take_damage": {"target": "target", "to": "str", "until": "duration", "?wording": "int"},
    # battle damage of this card's squad dealt elsewhere this turn: to own_home (taken), both_homes, or the target unit
    "battle_damage_to": {"target": "target", "to": "str", "until": "duration"},  # wording: and (「…を得ると共に、リロールできる」, family O2)
    "move_rest": {"to": "dest"},  # 「その後、残りを…」: the cards the last look saw and did not take (junkyard, home_bottom)
    # 「…を選んで、このカードの部隊の任意の順番に(先頭に)…出す」: into this card's squad (P70), position any/front
    "to_squad": {"target": "target", "position": "str", "?rolled": "bool"},
    # 「（pile）の上のカード1枚を表にする。表にしたカードが（if）場合、（steps）。（…以外の場合、else）」
    "reveal_top": {"side": "side", "zone": "zone", "count": "value", "if": "selector", "steps": "steps",
                   "?else": "steps"},
    "move_revealed": {"to": "str"},  # 「そのカードを…」: the card reveal_top showed; hangar, hand or top_or_bottom
    # 「…を指定する」: a target declared for later steps (対象1), nothing done to it; `steps` follow (「指定し、…」)
    "designate": {"target": "target", "?steps": "steps"},  # 「AとBを…」: the same step done to each target in turn (named_steps.py)
    "if": {"condition": "condition", "then": "steps", "?else": "steps", "?wording": "str"},  # wording: further (family O2)
    # 「このターン、（ハンガーにある）対象は、コストを支払わずにプレイできる」 (…合計国力-2して…, 「クイック」を得る; heldz5.py, Z5)
    "held_play": {"target": "target", "?free": "bool", "?total": "value", "?keyword": "str"},
    "no_reroll": {"target": "target", "until": "duration"},  # 「…は、このターンと次のターン、リロールできない」 (Z5, R-333)
    "if_same_gsign": {"target": "target", "then": "steps"},  # 「対象が、それぞれ同じGサインを持つ場合、…」 (Z5, R-335)
    "cardz6_onto_pile": {"target": "target"},  # 「…を、持ち主の、本国、または捨て山の上に移す」 (Z6, pilesz6.py, R-401)
    "cardz8_hold_out": {"?target": "target", "?side": "str", "?count": "value", "?random": "bool",  # 「…を抜き出す。
                        "to": "str", "?rolled": "bool", "?group": "bool"},  # ターン終了時に、抜き出した…」 (Z8, stepsz8.py, R-480)
    "cardz8_to_squad": {"target": "target", "position": "str", "?rolled": "bool"},  # 「…このカードの部隊の先頭に移す」 (Z8, R-481)
    "cardz8_hand_to_other_hangar": {"side": "side", "count": "value"},  # 「敵軍は、自分の手札1枚を選んで、相手のハンガーに移す」 (Z8, R-482)
    "cardz8_whole_hand_hangar": {"side": "side", "to": "side", "?draw": "bool"},  # 「全ての敵軍手札を、自軍ハンガーに移す」 (Z8, R-482)
    "cardz8_enter": {"target": "target", "where": "str", "rolled": "bool"},  # 「…を、このカードと同じエリアに…出す」 (Z8, R-484)
    "cardz8_hand_under": {"side": "side"},  # 「自軍手札全てを、任意の順番で自軍本国の下に移す」 (Z8, R-486)
    "cardz8_roll_lock": {"target": "target"},  # 「…をロールする。このターン、対象は、リロールする事ができない」 (Z8, R-487)
    "cardz8_draw_per": {"target": "target", "count": "int"},  # 「ロールしたユニット1枚につき、カードN枚を引く」 (Z8, R-488)
    "cardz8_home_min_shield": {"side": "side", "min": "int"},  # 「自軍本国は、このターン、5以上の戦闘ダメージを受けない」 (Z8, R-489)
    "cardz8_home_reduce_from": {"side": "side", "target": "target", "amount": "int"},  # 「…戦闘ダメージはN減殺される」 (Z8, R-489)
    "cardz6_piles_total": {"side": "side", "count": "value"},  # 「…は、自分の本国と、自分の捨て山の上のカード合計N枚を…」 (Z6, R-402)
    # 「…場合、対象2を持ち主の手札に移す代わりに廃棄する」: `of` or, while the condition holds, the move to `to`
    # (junkyard | discard_bottom); ref: the 対象 number said, 0 none (cardo4rules.py, family O4)
    "instead_if": {"target": "target", "condition": "condition", "of": "str", "to": "str", "ref": "value",
                   "?note": "str"},  # note set_char: 「（注：場にセットされているキャラも対象にできる）」
    # 「（step）。この効果で対象が破壊された(されなかった)場合、（steps）」 (named_steps2.py, family S2): steps is
    # [the step, {do: if_destroyed, destroyed, steps}]
    "watch_destroyed": {"steps": "steps"},
    "if_destroyed": {"destroyed": "bool", "steps": "steps", "?of": "selector", "?moved": "bool"},
    # 「…を廃棄する。この効果で（selector）が廃棄された場合、…」: the steps when a card of `of` went to a junkyard by the
    # first step (discardz4.py, family Z4; R-245)
    "watch_discarded": {"steps": "steps"},
    "withdraw_state": {"target": "target", "rolled": "bool"},
    "each_top_g": {"count": "value"},
    "each_top_hangar": {"count": "value"},  # 「全ての軍は、…持ち主のハンガーに移す事ができる」 (movesz4.py, Z4)  # 「全ての軍は、自分の本国の上のカードN枚を自分のGにする」 (movesz4.py, Z4)  # withdraw, then the roll state said (movesz4.py, Z4)
    "if_discarded": {"of": "selector", "steps": "steps"},
    # 「X。その場合、Y。この効果で…を廃棄した（破壊した）場合、Z。」: [X, Y, the check] (cardr5steps.py, family R5; R-290)
    "cardr5_watch": {"kind": "str", "steps": "steps", "?then": "bool", "?wording": "str"},
    # 「敵軍は、自分の手札1枚を選んで、持ち主の本国の上に移す」 (cardr5steps.py, family R5; R-291)
    "cardr5_hand_to_home": {"side": "side", "count": "value", "to": "dest", "owner_word": "str"},
    # 「敵軍は、自分の手札1枚を選んで廃棄し、カード1枚を引く」 (cardr5steps.py, family R5; R-291)
    "cardr5_discard_draw": {"side": "side", "count": "value", "draw": "value"},
    # 「このカードを持ち主の本国の下に移し、その本国をシャッフルする」 (cardr5steps.py, family R5; R-293)
    "cardr5_to_home_shuffle": {"target": "target", "to": "dest"},
    # 「全ての軍は、自分の手札を全て廃棄し、その後、それぞれ廃棄した枚数だけ、カードを引く」 (cardr5steps.py, R-293)
    "cardr5_hand_refresh": {},
    # 「『起動』：このカードが破壊された場合、その破壊を無効にする」: this card's destruction (cardr5steps.py, R-293)
    "cardr5_negate_that": {},
    # 「その場合、このカードをキャラとしてそのユニットにセットし…」: this G onto the unit the look put out (cardr5steps.py, R-294)
    "cardr5_g_onto_taken": {},
    # 「…できる。その場合、…。その後、自軍本国をシャッフルする。」: the home a look left unshuffled (cardr5steps.py, R-294)
    "cardr5_shuffle_home": {},
    # 「カードの種類1つを指定し、…の上のカード1枚を表にする。表にしたカードが、指定した種類の…場合、…」 (cardr5steps.py, R-296)
    "cardr5_name_kind": {"zone": "zone_or_piles", "steps": "steps"},
    # 「自軍本国の上のカード1～4枚を表にする」: shown where they lie (cardr5steps.py, R-298)
    "cardr5_reveal": {"zone": "zone_or_piles", "count": "value"},
    # 「捨て山1つの上のカード1～3枚を廃棄する」: whose pile, then how many (cardr5steps.py, R-299)
    "cardr5_either_discard_top": {"count": "value"},
    # 「…をこのカードにセットする」 (onto self), 「…を別の自軍ユニットにセットする」 (onto other): P66 (named_steps2.py)
    "set_on": {"target": "target", "onto": "str"},
    # 「…を見て、その中にある…を…に移し、残りを任意の順番で自軍本国の上に移す」: [the look, {do: rest_on_top}]
    "look_and_rest": {"steps": "steps"},
    "rest_on_top": {},
    "if_taken": {"taken": "bool", "steps": "steps"},
    # 「…を見て、その中にある…1枚と、このカード（自軍ユニット1枚）を置き換える」 (family R8, cardr8steps.py; R-454)
    "cardr8_look_swap": {"side": "side", "zone": "zone_or_piles", "filter": "selector", "?top": "value", "target": "target",
                         "?shuffled": "bool"},  # shuffled: the top cards looked at, then the whole pile shuffled
    # 「…を見て、その中にある…1枚を、敵軍ユニットのいる戦闘エリアに…で出す事ができる」 (family R8, cardr8steps.py; R-456)
    "cardr8_look_enter": {"side": "side", "zone": "zone_or_piles", "filter": "selector", "?top": "value", "with": "str",
                          "rolled": "bool"},
    # 「…を全て見て、その中にある…キャラ1枚を、そのユニットにセットできる」: on the unit this card is set on (family R8)
    "cardr8_look_set_host": {"side": "side", "zone": "zone_or_piles", "filter": "selector"},
    # 「全ての本国の上のカード1～N枚を廃棄する」 (family R9, cardr9steps.py; R-531)
    "cardr9_tops_upto": {"zone": "zone", "upto": "value"},
    # 「…を対象が地形適性を持つ戦闘エリア(の任意の順番)にリロール状態で移す」 (named_steps2.py, family S2)
    "to_terrain_area": {"target": "target", "rolled": "bool", "?position": "str"},  # 「この効果でカードを抜き出さなかった場合」 (named_steps2.py)
    "repeat": {"times": "value", "steps": "steps"},
    # 「…を、（自軍ユニットとして）（敵軍）ユニットがいる戦闘エリアの任意の順番に、リロール状態で出す」 (cardo5steps.py, O5, R-311)
    "cardo5_enter_area": {"target": "target", "with": "str", "said": "str", "position": "str", "rolled": "bool",
                          "?as_own": "bool"},
    "cardo5_make_g": {"target": "target", "rolled": "bool"},  # 「…をロール状態で自軍Gにする」 of a field card (O5)
    # 「このターンの終了直後、新たな自軍ターンを開始する。新たなターンでは、…」: rules gs_only (with the phase only played),
    # no_name, one_squad (cardo5turns.py, O5, R-312)
    "cardo5_extra_turn": {"rules": "str", "?only": "str", "?wording": "str",
                          "?phases": "strs",  # rules only: the phases played
                          "?further_name": "str",  # with further_phase: that phase too while a card of that printed
                          "?further_phase": "str"},  # name is an own G or in the own junkyard (read on resolution)
    "at_turn_end": {"steps": "steps",
                    "?wording": "str"},  # a waiting effect (待機中の効果, P57); wording topic: 「…は、ターン終了時に…」 (family K4)
    "wait": {"at": "wait_at", "steps": "steps"},  # a waiting effect at a later timing (P57, P59)
    "to_battle": {"target": "target", "area": "area"},  # into a battle area by an effect (P70)
    "set_squad_power": {"target": "target", "amount": "value"},  # the squad's power becomes N
    "pay": {"pay": "payment"},  # 「Nを支払う」 while resolving: roll rerolled Gs for it
    "pay_roll": {},
    # look at the top `count` of own home/discard pile, put them back on top of the home (or, with
    # to: top_or_bottom, all on top or all at the bottom) in the order the player chooses
    "arrange": {"side": "side", "zone": "zone", "count": "value", "to": "arrange_to", "?wording": "str"},  # together: the note (Z3)
    # the top `count` of own home/discard pile go `to` (hand, hangar, gzone with ?rolled, junkyard), unchosen
    "take_top": {"side": "side", "zone": "zone_or_piles", "count": "value", "to": "dest", "?rolled": "bool",
                 "?wording": "str"},  # wording plain: 「…を自軍Gにする」, no roll state said (rerolled, Z3); draw: 「…を引く」 (K3)
    # 「…は、ターン終了時まで、このセットグループのキャラ1枚の本来の戦闘修正と、同じ値の戦闘修正を得る」 (family C3,
    # setgroups.py; R-155): `like` chosen on resolution, its printed values given to the target
    "modify_like": {"target": "target", "like": "selector", "?until": "duration"},
    "hold_ps": {"target": "target"},  # 「…は、次のターン開始時まで、「PS装甲」の効果では移動しない」 (family C3, setgroups.py)
    # 「…を、記述を持たないセットカードとして、…に裏向きでセットする」 (family C3, blankset.py; R-152): what is set
    # (self, the target, or the top cards of the own home / discard pile) onto self or the target, face down or up
    "set_blank": {"what": "str", "?count": "value", "onto": "str", "?target": "target", "face": "str"},
    # ± chosen by the player on resolution (signsteps.py, family V): 「±2/±2/±2を得る」, 「+2または-2する」
    "modify_pm": {"target": "target", "stats": "stats", "?until": "duration", "?note": "str"},  # note: pm_rule (family O2)
    # 「…+3/+0/+0または+0/+0/+3を得る」: the controller picks one of the two on resolution (choicesteps.py, R-82)
    "modify_or": {"target": "target", "stats": "stats", "or_stats": "stats", "?until": "duration"},
    # 「…は、ターン終了時まで戦闘力1つに+2を得る」: one of the three values, picked on resolution (choicesteps.py)
    "modify_one": {"target": "target", "amount": "value", "?until": "duration", "?note": "bool"},  # note: 注：戦闘力1つ＝… (B3)
    # 「…の格闘力または射撃力を…-Xする。Xの上限は指定した戦闘力の値とする」: one designated, X chosen up to it (R-83)
    "lower_stat_x": {"target": "target", "stats": "strs", "?until": "duration"},
    "squad_power_pm": {"target": "target", "amount": "value",
                       "?wording": "str"},  # cardk6_pm: 「±3する」 (family K6)
    "add_coin_pm": {"target": "target", "stats": "stats", "count": "value"},
    "pay_x": {"colour": "str", "?max": "value"},  # 「Xを支払う」 while resolving: X chosen and paid (xpay.py)
    "home_shield": {"side": "side", "until": "duration", "?wording": "str"},  # 「…本国は、このターン、戦闘ダメージを受けない」 (R-161)
    "homes_damage": {"amount": "value"},
    # 「このターン、このカードの部隊が与える戦闘ダメージは、「速度1」と「速度2」の両方で与えられる」 (R-168)
    "both_speeds": {"until": "duration", "?note": "bool"},
    # 「全ての敵軍部隊は、このターン、戦闘ダメージを与えられない」: a status to the units of the squads named (R-166)
    "squad_status": {"target": "target", "status": "status", "until": "duration"},
    # 「…の戦闘力を、ターン終了時まで、3/1/3（、または9/0/9）に固定する」: the values, or one of two picked (R-164)
    "fix_stats": {"target": "target", "stats": "stats", "?or_stats": "stats", "until": "duration", "?note": "bool"},
    # 「…を、このカードがいる戦闘エリア／別の戦闘エリア／自軍部隊の任意の順番に（リロール状態で）移す」 (R-162; battlesteps.py)
    "to_area": {"target": "target", "area": "str", "?position": "str", "?rolled": "bool",
                "?wording": "str"},  # b6_same: 「このカードと同じ戦闘エリアに」 (family B6)  # 「全ての本国にNダメージを与える」 (battlesteps.py)
    "pay_by": {"side": "side", "pay": "payment"},  # 「敵軍は1を支払う」: that side's player pays (xpay.py)
    "may_by": {"side": "side", "steps": "steps"},  # 「敵軍は…事ができる」: that side's player chooses (xpay.py)
}
VERBS["take_top"]["?cardg8_keeper_g"] = "bool"  # 「敵軍本国の上のカード1枚を…敵軍Gにする」: the pile's player's G (family G8)
# 「ユニットが1枚のみの自軍部隊1つを指定する。このターン、対象が与える戦闘ダメージは、…両方で与えられる」: a squad
# targeted (family B5, battleb5.both_speeds_of)
VERBS["both_speeds"] = {**VERBS["both_speeds"], "?target": "target"}
# 「表にしたカードが、緑のロールコストを持つ場合、A。赤のロールコストを持つ場合、B。（注：両方の…）」: further cases of the card
# shown, each a reveal_branch step (family B5, battleb5steps.py; R-323); both_note: the note said
VERBS["reveal_top"] = {**VERBS["reveal_top"], "?also": "steps", "?both_note": "bool"}
VERBS["reveal_branch"] = {"if": "selector", "steps": "steps"}
# 「表にしたカードのロールコスト、またはゲインレベルの値がN以上の場合、…」 (family V6, cardv6steps.py; R-352)
VERBS["cardv6_reveal_at_least"] = {"zone": "zone", "at_least": "int", "steps": "steps"}
# 「自軍セットグループ1つの全てのカードの上に、+1/+1/+1コイン1個を乗せる」 (family V6, cardv6steps.py; R-353)
VERBS["cardv6_group_coin"] = {"target": "target", "stats": "stats", "count": "value"}
# 「全ての+1/+1/+1コイン、または全ての-1/-1/-1コインを取り除く」 (family V6, cardv6steps.py; R-354)
VERBS["cardv6_clear_coins"] = {"kinds": "strs"}  # the two coin names
# chips into the own squad of a battle area the player picks: area any | own_squad (family B5, battleb5steps.py; R-325)
VERBS["chip_area"] = {**VERBS["chip_squad"], "area": "str"}
# 「このターン、自軍本国が受ける戦闘ダメージを、合計6まで減殺する」: a pool of reduction (family B5, battleb5.py; R-326)
VERBS["home_reduce"] = {"side": "side", "amount": "value", "until": "duration"}

# When a waiting effect (`wait`) starts.
WAIT_TIMINGS: tuple[str, ...] = ("turn_end", "battle_end", "next_turn_start", "next_reroll",
                                 # 「ステップ終了時に」 (this step's end), 「ダメージ判定ステップ終了時に」 (family O3, turn.py)
                                 "step_end", "step_end:attack", "step_end:defence", "step_end:damage", "step_end:return",
                                 "next_draw",  # 「次のドローフェイズ開始時に」 (family K5, turn.py)
                                 )
# Where `to_battle` moves a unit: a named area, or the other area for a unit already in one.
BATTLE_AREAS: tuple[str, ...] = ("space", "earth", "other")

# Destinations for move/search/put.
DESTINATIONS: tuple[str, ...] = (
    "hand", "hangar", "home_top", "home_bottom", "discard", "junkyard", "removed", "deploy", "gzone",
    "squad",  # a search's cards into this card's squad (`position`: any or front; named_steps.py)
    "set_self",  # a search's character set on this card (P66; named_steps2.py, family S2)
    "discard_bottom",  # the bottom of the owner's discard pile (「持ち主の捨て山の下に移す」, family S2)
    "hangar_or_set",  # a search's character to the hangar or set on this card, as the player says (family S2)
)

# Statuses a card can be given for a duration.
STATUSES: tuple[str, ...] = (
    "untargetable",  # 対象にならない (by enemy effects)
    "indestructible",  # 破壊されない (not against defence 0)
    "cannot_sortie",
    "must_sortie",  # 可能な限り出撃する: sortied whenever its player declares a sortie and it can (family B5, R-324)
    "cannot_roll",
    "no_battle_damage",  # its squad deals no battle damage
    "stays_rerolled",  # does not roll at the return step
    # protections from the enemy's effects (overrides.py)
    "untargetable_units",  # 敵軍ユニットの効果の対象にならない
    "untargetable_commands",  # 敵軍コマンドの対象にならない
    "effect_indestructible",  # (ダメージ以外の)敵軍効果では破壊されない
    "no_effect_damage",  # 敵軍効果ではダメージを受けない
    "effect_immune",  # 敵軍効果では破壊されずダメージを受けない
    "unit_effect_immune",  # 敵軍ユニットの効果では破壊されずダメージを受けない
    "command_immune",  # 敵軍コマンド（の効果）では破壊されずダメージを受けない
    "immune_but_own",  # 自軍効果以外では破壊されずダメージを受けない (battle damage included)
    "immune_but_battle",  # 戦闘ダメージ以外では破壊されずダメージを受けない
    "no_normal_damage",  # 通常ダメージを受けない: damage other than battle damage (family B3)
    "no_battle_damage_taken",  # 戦闘ダメージを受けない: battle damage assigned to it is not dealt (R-163)
    "cannot_attack",  # 攻撃に出撃できない (battle.py; issue 14 family O)
    "cannot_defend",  # 防御に出撃できない (battle.py; issue 14 family O3)
    "no_texts",  # テキストをプレイできない (play.py; issue 14 family O)
    "melee_power",  # 射撃力の代わりに格闘力を用いて部隊戦闘力の計算を行う (battle.py; issue 14 family O2)
    "double_g",  # ロールコストの支払いにおいて2枚分のGとして扱う事ができる (costs.py; issue 14 family O2)
    "double_g_card",  # …カードのプレイのロールコストの支払いにおいて2枚分の… (costs.py; issue 14 family O3)
    "double_g_text",  # …テキストのプレイのロールコストの支払いにおいて2枚分の… (costs.py; issue 14 family O3)
    "no_squad_power",  # 「…の戦闘力はこのターン部隊戦闘力に加えられない」: adds * to its squad's power (battle.py, P35)
    "no_enemy_roll",  # 敵軍効果ではロールしない (effects roll; family Z4, R-243)
    "enemy_phase_reroll",  # 敵軍リロールフェイズの規定の効果でもリロールする (turn.py; family Z4, R-244)
    "no_enemy_move",  # 敵軍効果では移動しない (effects' moves: overrides.unmoved; family O5, R-310)
    "untargetable_all_commands",  # コマンドの対象にならない: either player's commands (targets.py; family O5, R-313)
    "defend_rolled",  # ロール状態でも防御に出撃できる (battle.can_sortie; family O5)
    "untargetable_rolled",  # ロール状態である場合、敵軍効果の対象にならない (overrides.untargetable; family O5)
    "cardr6_no_damage_roll_but_own",  # 自軍効果以外ではダメージを受けずロールしない (overrides.PROTECTIONS; family R6, R-361)
    "ps_stay",  # 「PS装甲」の効果では移動しない (cut.ps_armor_returns; family T6)
    "command_no_destroy_move",  # 敵軍コマンドの効果では破壊されず移動しない (overrides.PROTECTIONS; family O5)
    "cardo8_played_guard",  # プレイされているカードが、敵軍効果の対象にならず、プレイが無効にならない (family O8, R-442)
)

# Continuous (常駐) applications.
CONTINUOUS: dict[str, dict[str, str]] = {
    # wording inside: 「このカードは、…がいない場合、…」 (family V3); cond_first (family K3)
    "modify": {"target": "target", "stats": "stat_values", "?wording": "str"},  # values: 「+X … Xの値は…」 (P65)
    "keyword": {"target": "target", "keyword": "keyword", "?wording": "str"},  # wording with: said with others (family K3)
    # 「…は「サイコミュ」+2を得る」: the value of the special effect the cards have, raised (kwvalues.py, R-121)
    "keyword_plus": {"target": "target", "keyword": "keyword", "amount": "value", "?wording": "str"},
    "trait": {"target": "target", "trait": "str"},  # 「…は「特徴：A」を得る。」 (stats.gained_trait)
    "lose_keyword": {"target": "target", "keyword": "keyword", "?wording": "str"},  # wording with: 「…を得ると共に、「A」を失う」 (family K3)
    # 「…が持つ全てのテキストを無効にする」 as a 常駐 text (stats.static_lost; family T6, R-410); wording passive: 「…は、無効になる」
    "lose_text": {"target": "target", "?wording": "str"},
    "status": {"target": "target", "status": "status", "?wording": "int"},
    "terrain": {"target": "target", "add": "terrains"},
    "cost": {"target": "target", "?total": "value", "?roll": "value", "?roll_to": "int", "?total_to": "int",
             "?onto_exclusive": "bool", "?note": "str", "?wording": "str", "?onto": "selector"},  # onto: family C3  # onto_exclusive: only when set where it makes a 専用機のセット (family K); total/roll: a value (「合計国力-X…」); note: floor (「注：…マイナスの値にはならない」)
    # cost change for cards in hand/hangar; roll_to/total_to: the cost becomes that value (P55 step 2)
    "hand_limit": {"side": "side", "amount": "int"},
    "max_characters": {"target": "target", "amount": "int"},  # exceptional set rule (P66)
    "squad_power": {"target": "target", "amount": "int"},  # 部隊戦闘力 +N of the squads named (P35; battlestates.py)
    # 置き換え of a move (overrides.redirect): event refit | destroyed | resolved, to hangar | hand | gzone
    "redirect": {"target": "target", "event": "str", "to": "str", "?rolled": "bool",
                 "?header": "str",  # family O4: "trigger", printed as a 『起動』 text (textc/cardo4.py)
                 "?wording": "str",  # family O8: cardo8_discarded, the same redirect in other words
                 },
    # 「…は、ロールコストの支払いにおいて、青のGサインを持つ自軍Gとして扱う事ができる」 (overrides.stand_ins)
    "pay_as_g": {"target": "target", "colour": "colour",
                 "?for": "str",  # family O8: only for those payments (cardo8rules.py, R-441)
                 "?wording": "str",  # family O8: cardo8_bare, said without the note
                 },
    # 「このカードは、…場合、紫国力1を発生する。（注：ロールコストの支払いには使用できない）」: power counted toward a total
    # cost only (P22; family G5, cardg5rules.extra_power, ruling R-272)
    "power_total": {"target": "target", "colour": "colour", "amount": "int"},
    # 「このカードがGである場合、このカードのGサインの色は、黒としても扱う」: a G sign of two colours (family G6, cardg6rules.py)
    "gsign_also": {"target": "target", "colour": "colour"},
    # 「…場合、「〔黒1〕：共有［A］」を得る」: a special effect with its value and printed cost (family G5; stats.keywords)
    "keyword_value": {"target": "target", "keywords": "keywords"},
    # 「黒のGサインを持つ全ての自軍Gは、このカードのロールコストの支払いにおいて、青の…Gとしても扱える」 (family O3, costs.py)
    "g_as_colour": {"target": "target", "from": "colour", "colour": "colour"},
    # 「このカードをプレイする場合、このカードのロールコストは、赤のGサインを持つ自軍Gでも支払う事ができる」 (cardo3rules.py, R-541)
    "cardt9_pays_roll": {"target": "target", "from": "colour"},
    # 「このカードと同じ属性のGサインを持つ全ての自軍Gは、このカードのロールコストの支払いにおいて、3枚分のGとしても扱える」 (O3)
    "g_as_many": {"target": "target", "count": "int", "?same_series": "bool"},
    # 「このカードは、このカードの「改装」の効果において自軍Gとしても扱う事ができる」 (family O3, cardo3rules.refit_gs)
    "refit_as_g": {"target": "target", "of": "target", "?wording": "str", "?note": "str"},
    "unnegatable": {"target": "target", "?by": "selector"},  # このカードのプレイは…では無効にならない (overrides.py)
    "set_also": {"target": "target", "zone": "str"},  # 「…戦闘エリアにいる自軍ユニットにもセットできる」 (setrules.py)
    "exclusive_as": {"target": "target", "names": "strs"},  # 「…の成立において「A」としても扱う」 (stats.exclusive_names)
    "set_only": {"target": "target", "?exclusive": "bool", "?host": "selector"},  # host: 「…にのみセットできる」 (O3)  # 「…が成立する自軍ユニットにしかセットできない」 (setrules.py)
    # 「自軍「PS装甲」の効果は、敵軍ターン開始時に起動しない」: that turn start, the keyword's trigger is held (rulechanges.py)
    "hold_keyword": {"side": "side", "keyword": "keyword", "turn_start": "side"},
    # 「このカードをプレイする場合、コストとして、緑のGサインを持つ自軍G3枚または黒の…3枚をロールする」 (rulechanges.py)
    "roll_either": {"target": "target", "either": "payments"},
    "reduce_damage": {"target": "target", "amount": "int"},
    "cardg8_reduce_all": {"target": "target", "amount": "int"},  # 「…が受ける全てのダメージは、2減殺される」 (family G8, R-495)
    "reroll_lock": {"target": "target"},
    "deck_copies": {"target": "target", "min": "int"},
    # 「このカードは、プレイできない。」: never played, as a card or as a G (cardo4rules.unplayable, ruling R-224)
    "unplayable": {"target": "target",
                   "?as_g": "bool",  # 「このカードは、ユニットとしてプレイできない。」: a G play left (family O6, R-371)
                   },
    # 「全てのGは、リロールできない。」: rerolled by no rule and no effect (rulechanges.reroll_locked, family O4)
    "no_reroll": {"target": "target"},
    # 「敵軍は、このカードがいる戦闘エリアに、…を出撃させる事ができない」 (family K8, cardk8rules.py, R-501)
    "area_ban": {"target": "target", "side": "side", "?unit": "selector", "?squad_of": "int"},
    "same_name_ok": {"target": "target"},
    "cardz8_play_from_junk": {"target": "target"},  # 「…自軍ハンガーにあるかのように、プレイできる」 (family Z8, R-483)
    "gain_unlimited": {"target": "target"},  # 「このカードの「ゲイン」の使用は、「1ターン中に1回のみ」の制限に含まれない」 (play.py, T5)
    "set_characters_only": {"target": "target", "filter": "selector"},
    "set_only_onto": {"target": "target", "onto": "selector"},  # 「…を持つユニットにのみセットできる」 (family C3)  # 「…を持たないキャラをセットできない」 (family C3)  # 「同名の自軍キャラがいても場に出せる」 (family C3, samename.py; R-153)
    # 「「ゲイン」の効果において、ロールコストを3として扱う」 (、Gサインを任意の属性として: any_series) (effects._gain, family O2)
    "gain_as": {"target": "target", "roll": "int", "?any_series": "bool"},
    "refit_total": {"target": "target", "total": "int"},  # 「…「改装」の効果において、合計国力3として扱う」 (targets.py)  # 「このカードは、デッキに4枚以上入れられる」 (deckrules.py, family O2)
    # 「このカードは、合計国力-3してプレイできる。その場合、カット終了時にこのカードを廃棄する」 (rulechanges.py)
    "cost_option": {"target": "target", "total": "int", "discard_at": "str"},  # このセットグループは、このカードの効果以外ではリロールできない (rulechanges.py)  # 「…が受ける全ての通常ダメージは、2減殺される」 (reductions.py)
}

# Costs of activated texts and extra costs of cards (P44, P55).
COSTS: dict[str, str] = {
    "roll_self": "bool",  # R: roll this card
    "pay": "payment",  # {"any": 1} = ①, {"red": 1}, {"red": 1, "blue": 1} = A+B
    "pay_either": "payments",  # A/B
    "roll_either": "index",  # 〔1/R〕: the pay_either alternative paid by rolling this card instead (family V5)
    "discard_hand": "int",  # 手札を廃棄
    "discard_self": "bool",
    "remove_junkyard": "int",  # remove N cards of your junkyard
    "roll_other": "selector",  # roll another own card matching
    "home_to_discard": "int",
    "free_if": "condition",
    "cheaper_if": "condition",  # a command's play total cost lowered by cheaper_by while it holds (family O2)
    "cheaper_roll_by": "int",  # …its roll cost lowered by that much while cheaper_if holds (family K6)
    "cheaper_by": "int",  # 「…場合、この効果のコストは0に変更される」: no cost while it holds (family O2)
    "changed_if": "condition",  # 「この効果のコストは、（condition）場合、〔N〕に変更される」 (cardt5steps.changed_cost, T5)
    "changed_to": "payment",  # the payment while changed_if holds (family T5)
    "g_play": "bool",  # 「この効果のプレイは、Gのプレイとしても扱う」: uses up the turn's G play (play.py, family T5)
    "pay_x": "x_payment",  # 〔X〕 / 〔黒X〕: X more of "any" or a colour, X chosen on play (textc/cardv.py)
}
