"""Transformer rules of grammar_cardb.lark: protections with a duration, coins, play protection.

Mixed into compiler._Build; each method turns one rule of the family into effect-language data
(steps as compiler.py builds them: selectors inline, bound to target names by compiler._bind).
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args

# 「…は、<duration>まで<protection>」: the status each protection gives (overrides.py reads them)
PROTECTION_JA = {"untargetable": "敵軍効果の対象にならない", "untargetable_units": "敵軍ユニットの効果の対象にならない",
                 "untargetable_commands": "敵軍コマンドの対象にならない",
                 "effect_immune": "敵軍効果では破壊されずダメージを受けない",
                 "effect_indestructible": "ダメージ以外の敵軍効果では破壊されない",
                 "no_effect_damage": "敵軍効果ではダメージを受けない",
                 "unit_effect_immune": "敵軍ユニットの効果では破壊されずダメージを受けない",
                 "command_immune": "敵軍コマンドでは破壊されずダメージを受けない",
                 "immune_but_own": "自軍効果以外では破壊されずダメージを受けない",
                 "immune_but_battle": "戦闘ダメージ以外では破壊されずダメージを受けない",
                 "no_normal_damage": "通常ダメージを受けない",  # family B3 (grammar_cardb3.lark)
                 "no_battle_damage_taken": "戦闘ダメージを受けない",
                 "no_enemy_roll": "敵軍効果ではロールしない",  # family Z4 (grammar_cardz4.lark; R-243)
                 "no_enemy_move": "敵軍効果では移動しない",  # family O5 (grammar_cardo5.lark; R-310)
                 "untargetable_all_commands": "コマンドの対象にならない",  # family O5 (R-313)
                 "defend_rolled": "ロール状態でも防御に出撃できる",  # family O5 (battle.can_sortie)
                 "command_no_destroy_move": "敵軍コマンドの効果では破壊されず移動しない",  # family O5 (R-310)
                 "cardr6_no_damage_roll_but_own": "自軍効果以外ではダメージを受けずロールしない",  # family R6 (R-361)
                 "ps_stay": "「PS装甲」の効果では移動しない",  # family T6 (cut.ps_armor_returns)
                 }
PLAY_NOUN = {"そのカード": "card", "そのユニット": "unit", "そのコマンド": "command", "そのキャラ": "character"}
NEGATED_TO_JA = {"junkyard": "を廃棄する", "hand": "を持ち主の手札に移す", "hangar": "を持ち主のハンガーに移す",
                 "home_top": "を持ち主の本国の上に移す", "home_bottom": "を持ち主の本国の下に移す",
                 "removed": "をゲームから取り除く", "deploy": "を持ち主の配備エリアにリロール状態またはロール状態で出す"}
UNTIL_JA = {"cut_end": "カット終了時まで", "step_end": "ステップ終了時まで", "turn_end": "ターン終了時まで"}


def _int(tok: Token) -> int:
    return int(str(tok))


@v_args(inline=True)
class CardbBuild(Transformer[Token, Any]):
    """Family B rules; the names match the aliases in grammar_cardb.lark."""

    # ---- protections with a duration (overrides.py)
    def _protect(self, t: Any, status: str, until: str) -> dict[str, Any]:
        return {"do": "status", "target": t, "status": status, "until": until}

    def s_protect_cut(self, t: Any, status: str) -> dict[str, Any]:
        return self._protect(t, status, "cut_end")

    def s_protect_step(self, t: Any, status: str) -> dict[str, Any]:
        return self._protect(t, status, "step_end")

    def s_protect_turn(self, t: Any, status: str) -> dict[str, Any]:
        return self._protect(t, status, "turn_end")

    def p_untargetable(self) -> str:
        return "untargetable"

    def p_untargetable_units(self) -> str:
        return "untargetable_units"

    def p_untargetable_commands(self) -> str:
        return "untargetable_commands"

    def p_effect_immune(self) -> str:
        return "effect_immune"

    def p_effect_indestructible(self) -> str:
        return "effect_indestructible"

    def p_no_effect_damage(self) -> str:
        return "no_effect_damage"

    def p_unit_effect_immune(self) -> str:
        return "unit_effect_immune"

    def p_command_immune(self) -> str:
        return "command_immune"

    def p_immune_but_own(self) -> str:
        return "immune_but_own"

    def p_immune_but_battle(self) -> str:
        return "immune_but_battle"

    def st_protect(self, target: Any, status: str) -> dict[str, Any]:
        return {"apply": "status", "target": target, "status": status}

    def st_protect_if(self, cond: dict[str, Any], target: Any, status: str) -> dict[str, Any]:
        return {**self.st_protect(target, status), "condition": cond}

    def st_protect_when(self, target: Any, cond: dict[str, Any], status: str) -> dict[str, Any]:
        return {**self.st_protect(target, status), "condition": cond}  # a presence: worded inside

    # ---- coins (P67)
    def s_coin_plain(self, t: Any, n: Token) -> dict[str, Any]:
        return {"do": "add_coin", "target": t, "count": _int(n)}

    def s_coin_named(self, t: Any, name: Token, n: Token) -> dict[str, Any]:
        return {"do": "add_coin", "target": t, "coin": str(name), "count": _int(n)}

    def s_take_coins(self, holder: dict[str, Any], *rest: Any) -> dict[str, Any]:
        kind = rest[0] if len(rest) == 2 else {}
        return {"do": "take_coins", **holder, **kind, "count": _int(rest[-1])}

    def s_distribute_coins(self, *parts: Any) -> dict[str, Any]:
        """「自軍ユニット1~2枚の上に、+1/+1/+1コイン2個を振り分けて乗せる」: 1 to N targets share the coins."""
        from .compiler import Unsupported, _selector

        *sel, lo, hi, kind, n = parts
        if _int(lo) != 1:
            raise Unsupported("coins shared among N~M targets not starting at 1")
        target = _selector(tuple(sel), {"count": {"upto": _int(hi)}})
        return {"do": "distribute_coins", "target": target, **kind, "count": _int(n)}

    def coin_holder(self, t: Any) -> dict[str, Any]:
        return {"target": t}  # a target of the text (bound by compiler._bind)

    def h_any(self, side: Token, kind: Token) -> dict[str, Any]:
        """「自軍ユニットの上にある…」: any such card that has the coin, picked on resolution."""
        from .compiler import SIDE, TYPE

        return {"from": {"side": SIDE[str(side)], "type": TYPE[str(kind)]}}

    def k_stats(self, stats: list[Any]) -> dict[str, Any]:
        return {"stats": stats}

    def k_named(self, name: Token) -> dict[str, Any]:
        return {"coin": str(name)}

    def s_player_coin(self, side: Token, name: Token, n: Token) -> dict[str, Any]:
        from .compiler import SIDE

        return {"do": "player_coin", "side": SIDE[str(side)], "coin": str(name), "count": _int(n)}

    # ---- texts of a G: 〈 〉 (rulebook, special texts) and the trigger of a card played as a G
    def angle_text(self, c: Any) -> Any:
        from .compiler import Compiled, Unsupported

        if not isinstance(c, Compiled) or c.is_keywords:
            raise Unsupported("text active while a G")
        return Compiled(ability={**c.ability, "protected": "angle"})

    def on_enters_as_g(self) -> dict[str, Any]:
        return {"on": "enters_as_g"}

    def on_coins_reached(self, n: Token) -> dict[str, Any]:
        return {"on": "coins_reached", "condition": {"self_coins_at_least": _int(n)}}

    # ---- negating a play in the cut (playneg.py)
    def s_negate_play(self, target: Any, noun: Token, to: str) -> dict[str, Any]:
        from .compiler import Unsupported

        if not isinstance(target, dict) or target.get("count") != 1:
            raise Unsupported("negating a play: not one card's play")
        sel = {k: v for k, v in target.items() if k != "count"}
        if set(sel) - {"side", "type", "not_type", "max_total_cost",
                       "cardr4_kw_any", "cardr4_min_roll", "cardr4_rolls_at_least",  # family R4 (cardr4sel.play_fits)
                       "roll_cost", "cardr8_said",  # family R8: 「本来のロールコストの合計値がXである」 (playneg.fits)
                       }:
            raise Unsupported("negating a play: a qualifier of the played card")
        return {"do": "negate_play", "play": sel, "to": to, "noun": PLAY_NOUN[str(noun)]}

    def nt_junkyard(self) -> str:
        return "junkyard"

    def nt_hand(self) -> str:
        return "hand"

    def nt_hangar(self) -> str:
        return "hangar"

    def nt_home_top(self) -> str:
        return "home_top"

    def nt_home_bottom(self) -> str:
        return "home_bottom"

    def nt_removed(self) -> str:
        return "removed"

    def nt_deploy(self) -> str:  # the player who negated picks the state it enters in (playneg.py)
        return "deploy"

    # ---- 置き換え of ゲイン's bonus: a trigger the ゲイン effect asks (replacesteps.py)
    def gain_replaced(self, step: dict[str, Any]) -> Any:
        from .compiler import Compiled

        return Compiled(ability={"kind": "triggered", "on": "gain_replaced",
                                 "effect": [{"do": "optional", "steps": [step]}]})

    def gi_stats(self, stats: list[Any]) -> dict[str, Any]:
        from .compiler import Unsupported

        if "X" in stats:
            raise Unsupported("arithmetic on values")
        return {"do": "modify", "target": "self", "stats": stats, "until": "turn_end"}

    def gi_keyword(self, kw: Token) -> dict[str, Any]:
        from .compiler import SIMPLE_KW

        return {"do": "grant_keyword", "target": "self", "keyword": SIMPLE_KW[str(kw)], "until": "turn_end"}

    # ---- a card that pays a roll cost as a G (overrides.stand_ins)
    def st_pay_as_g(self, target: Any, colour: str) -> dict[str, Any]:
        return {"apply": "pay_as_g", "target": target, "colour": colour}

    def st_pay_as_g_if(self, target: Any, cond: dict[str, Any], colour: str) -> dict[str, Any]:
        return {**self.st_pay_as_g(target, colour), "condition": cond}

    def pay_as_g(self, colour: Token) -> str:
        from .compiler import COLOUR

        return COLOUR[str(colour)]

    # ---- 置き換え of a move (overrides.redirect)
    def st_redirect(self, target: Any, event: str, to: dict[str, Any]) -> dict[str, Any]:
        from .compiler import Unsupported

        if target != "self":
            if isinstance(target, dict) and target.get("count") == "all" and event == "destroyed":  # family O4
                return {"apply": "redirect", "target": target, "event": event, **to}
            raise Unsupported("replacement effect")
        return {"apply": "redirect", "target": "self", "event": event, **to}

    def st_redirect_commands(self, to: dict[str, Any]) -> dict[str, Any]:
        return {"apply": "redirect", "target": {"side": "own", "type": "command"}, "event": "resolved", **to}

    def ev_refit(self) -> str:
        return "refit"

    def ev_destroyed(self) -> str:
        return "destroyed"

    def to_hangar(self) -> dict[str, Any]:
        return {"to": "hangar"}

    def to_hand(self) -> dict[str, Any]:
        return {"to": "hand"}

    def to_g(self) -> dict[str, Any]:
        return {"to": "gzone"}

    def to_g_rolled(self) -> dict[str, Any]:
        return {"to": "gzone", "rolled": True}

    # ---- 「このカードのプレイは…では無効にならない」 (overrides.play_unnegatable)
    def st_unnegatable(self, by: dict[str, Any]) -> dict[str, Any]:
        return {"apply": "unnegatable", "target": "self", **({"by": by} if by else {})}

    def st_unnegatable_if(self, cond: dict[str, Any], by: dict[str, Any]) -> dict[str, Any]:
        return {**self.st_unnegatable(by), "condition": cond}

    def n_any(self) -> dict[str, Any]:
        return {}

    def n_command(self) -> dict[str, Any]:
        return {"type": "command"}

    def n_command_cost(self, n: Token) -> dict[str, Any]:
        return {"type": "command", "max_total_cost": _int(n)}
