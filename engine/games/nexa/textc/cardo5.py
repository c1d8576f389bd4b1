"""Family O5 of issue 14: rule overrides, durations and states (grammar_cardo5.lark)."""

from __future__ import annotations

import re
from typing import Any

from lark import Token, Transformer, v_args

# 「ターン終了時に、<the card put in>を…」: how the waiting step names 対象 (at_turn_end's wording key)
REF_WORDING = {"この効果で出したユニット": "cardo5_put_unit", "そのユニット": "cardo5_that_unit"}
# 「このセットグループのユニットが破壊されて廃棄される場合」: the unit this card is set on is destroyed
GROUP_UNIT_DESTROYED: dict[str, Any] = {"exists": {"group": True, "type": "unit", "destroyed": True}}
# 「新たなターンでは、…フェイズのみ行われる」: the phase played
PHASE_OF = {"リロールフェイズ": "reroll", "ドローフェイズ": "draw", "配備フェイズ": "deploy", "戦闘フェイズ": "battle"}


@v_args(inline=True)
class Cardo5Build(Transformer[Token, Any]):
    """Compiler mixin for grammar_cardo5.lark (a lark Transformer through `_Build`)."""

    def cardo5_p_no_enemy_move(self) -> str:
        """「敵軍効果では移動しない」: status no_enemy_move (overrides.PROTECTIONS, R-310)."""
        return "no_enemy_move"

    # ---- 「…を、（敵軍）ユニットがいる戦闘エリアの任意の順番に、リロール状態で出す」 (cardo5steps.enter_area, R-311)
    def _cardo5_enter(self, t: Any, parts: tuple[Any, ...], area: str, position: str) -> dict[str, Any]:
        from .compiler import Unsupported

        toks = [p for p in parts if isinstance(p, Token)]
        as_own = any(p.type == "CARDO5_AS_OWN" for p in toks)
        said = next((str(p) for p in toks if p.type in ("AREA_WITH", "CARDB3_AREA")), area)
        state = next(str(p) for p in toks if p.type == "ROLL_STATE")
        if not isinstance(t, dict) or t.get("zone") is None or t.get("zone") == "field" or t.get("type") != "unit":
            raise Unsupported("…戦闘エリアに出す: not a unit off the field")
        if as_own != (t.get("side") == "enemy"):  # 「（自軍ユニットとして）」 is said of an enemy's card only
            raise Unsupported("…戦闘エリアに出す: 自軍ユニットとして of an own card")
        with_ = {"ユニットのいる": "any", "ユニットがいる": "any", "敵軍ユニットのいる": "enemy",
                 "敵軍ユニットがいる": "enemy", "自軍部隊": "own_squad"}.get(said)
        if with_ is None:
            raise Unsupported("…戦闘エリアに出す: another area")
        return {"do": "cardo5_enter_area", "target": t, "with": with_, "said": said, "position": position,
                "rolled": state == "ロール状態", **({"as_own": True} if as_own else {})}

    def cardo5_enter_any(self, t: Any, *parts: Any) -> dict[str, Any]:
        return self._cardo5_enter(t, parts, "", "any")

    def cardo5_enter_back(self, t: Any, *parts: Any) -> dict[str, Any]:
        return self._cardo5_enter(t, parts, "", "back")

    def cardo5_enter_ga_any(self, t: Any, *parts: Any) -> dict[str, Any]:
        return self._cardo5_enter(t, parts, "ユニットがいる", "any")

    def cardo5_enter_ga_back(self, t: Any, *parts: Any) -> dict[str, Any]:
        return self._cardo5_enter(t, parts, "ユニットがいる", "back")

    def cardo5_enter_front(self, t: Any, *parts: Any) -> dict[str, Any]:
        return self._cardo5_enter(t, parts, "", "front")

    # ---- 「ターン終了時に、この効果で出したユニットを…」 (at_turn_end on 対象)
    def cardo5_f_bounce(self) -> dict[str, Any]:
        return {"do": "bounce"}

    def cardo5_f_make_g(self, state: Token) -> dict[str, Any]:
        return {"do": "cardo5_make_g", "rolled": str(state) == "ロール状態"}

    def cardo5_at_turn_end_ref(self, ref: Token, follow: dict[str, Any]) -> dict[str, Any]:
        return {"do": "at_turn_end", "steps": [{**follow, "target": {"_ref": 1}}], "wording": REF_WORDING[str(ref)]}

    # ---- 「このターンの終了直後、新たな自軍ターンを開始する。新たなターンでは、…」 (cardo5turns.py, R-312)
    def cardo5_tr_gs_only(self, phase: Token) -> dict[str, Any]:
        return {"rules": "gs_only", "only": PHASE_OF[str(phase)]}

    def cardo5_tr_no_name(self) -> dict[str, Any]:
        return {"rules": "no_name"}

    def cardo5_tr_only(self, first: Token, second: Token, further: Token | None = None) -> dict[str, Any]:
        """「A と B のみ行われる」 (and, 「本来の名称が…場合、（さらに）Cも行われる」, the condition read on resolution)."""
        out: dict[str, Any] = {"rules": "only", "phases": [PHASE_OF[str(first)], PHASE_OF[str(second)]]}
        if further is not None:
            m = re.search(r"本来の名称が「([^「」]+)」であるカード.*さらに(.+フェイズ)も行われる", str(further))
            assert m is not None
            out["further_name"], out["further_phase"] = m.group(1), PHASE_OF[m.group(2)]
        return out

    def cardo5_tr_one_squad(self, _said: Token) -> dict[str, Any]:
        return {"rules": "one_squad"}

    def cardo5_extra_turn(self, said: Token, rules: dict[str, Any]) -> dict[str, Any]:
        return {"do": "cardo5_extra_turn", **rules, **({} if "ターンの" in str(said) else {"wording": "bare"})}

    def cardo5_no_return_roll_turn(self, _tok: Token) -> dict[str, Any]:
        """「このカードは、このターン、帰還ステップの規定の効果ではロールしない」 (status stays_rerolled until the turn's end)."""
        return {"do": "status", "target": "self", "status": "stays_rerolled", "until": "turn_end",
                "wording": "cardo5_this_turn"}

    def cardo5_p_untargetable_all_commands(self) -> str:
        return "untargetable_all_commands"

    def cardo5_chosen_roll_may(self, t: Any) -> dict[str, Any]:
        """「…を選んでロールできる」: family R3's chosen roll (cardr3_chosen), under may."""
        return self.cardr3_chosen(t, self.cardr3_d_roll())  # type: ignore[attr-defined, no-any-return]

    def cardo5_at_next_draw_may(self, step: dict[str, Any]) -> dict[str, Any]:
        return self.cardk5_at_next_draw(self.s_optional(step))  # type: ignore[attr-defined, no-any-return]

    def cardo5_p_command_no_destroy_move(self) -> str:
        return "command_no_destroy_move"

    def cardo5_p_defend_rolled(self) -> str:
        return "defend_rolled"

    def cardo5_topic_turn_end_bounce(self, _tok: Token) -> Any:
        from .compiler import Compiled

        return Compiled(ability={"kind": "triggered", "on": "turn_end", "wording": "cardo5_topic",
                                 "effect": [{"do": "bounce", "target": "self"}]})

    def cardo5_topic_in_squad_of(self, said: Token, when: dict[str, Any], steps: list[dict[str, Any]]) -> Any:
        """「このカードは、ユニットがN枚のみの部隊にいる状態で（event）場合、…」: heard while its squad has N units."""
        from .compiler import Compiled, Unsupported

        if "condition" in when:
            raise Unsupported("a topic trigger with two conditions")
        n = int("".join(ch for ch in str(said) if ch.isdigit()))
        built = self.triggered_topic(when, steps)  # type: ignore[attr-defined]
        return Compiled(ability={**built.ability, "condition": {"self_squad_units": n}})

    def cardo5_side_may_recover(self, side: Token, n: Token) -> dict[str, Any]:
        """「敵軍は、自軍の本国をN回復できる」: that side's player may recover its home (may_by, xpay.py)."""
        who = {"自軍": "own", "敵軍": "enemy"}[str(side)]
        return {"do": "may_by", "side": who, "steps": [{"do": "recover", "side": who, "count": int(str(n))}]}

    def cardo5_group_unit_redirect(self, said: Token, to: dict[str, Any]) -> Any:
        """「このカードは、このセットグループのユニットが破壊されて廃棄される場合、廃棄される代わりに…」: this card's redirect
        of its destruction, while the unit of its set group is destroyed (R-314); `header` keeps the printed header."""
        from .compiler import Compiled

        header = "cardo5_group_unit_trigger" if str(said).startswith("起動") else "cardo5_group_unit"
        return Compiled(ability={"kind": "static", "continuous": [
            {"apply": "redirect", "target": "self", "event": "destroyed", **to, "condition": GROUP_UNIT_DESTROYED,
             "header": header}]})

    def cardo5_untargetable_rolled(self, said: Token) -> dict[str, Any]:
        """「このターン、対象は、ロール状態である場合、敵軍効果の対象にならない」 (status untargetable_rolled)."""
        n = str(said)[len("このターン対象"):].split("は")[0]
        return {"do": "status", "target": {"_ref": int(n) if n else 1}, "status": "untargetable_rolled",
                "until": "turn_end", "wording": "cardo5_while_rolled"}

    def cardo5_protect_defence_end(self, t: Any, status: str) -> dict[str, Any]:
        """「…は、防御ステップ終了時まで、<protection>」 (duration defence_end)."""
        return {"do": "status", "target": t, "status": status, "until": "defence_end"}

    def cardo5_junk_turn_end(self, _said: Token, steps: list[dict[str, Any]]) -> Any:
        """「『恒常』：自軍ターン終了時に、このカードが自軍ジャンクヤードにある場合、…」 (cardo5junk.py)."""
        built = self.triggered({"on": "own_turn_end"}, steps)  # type: ignore[attr-defined]
        built.ability["condition"] = {"self_in": "junkyard"}
        return built

    def cardo5_st_modify_and_protect(self, cond: dict[str, Any], target: Any, stats: list[Any],
                                     status: str) -> list[dict[str, Any]]:
        """「（condition）場合、…は、+2/+2/+2を得ると共に、<protection>」: the change and the status, each with the condition."""
        from .compiler import Unsupported, _fixed

        _fixed(stats)
        if target == "self" or not isinstance(target, dict) or target.get("count") != "all":
            raise Unsupported("treat as (rule override)")
        return [{"apply": "modify", "target": target, "stats": stats, "condition": cond},
                {"apply": "status", "target": target, "status": status, "condition": cond}]
