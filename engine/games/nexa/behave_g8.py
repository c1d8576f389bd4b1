"""Behaviour check of family G8's constructs (cardg8cause.py; issue 14): the board a text of whose effect caused an
event is played on. A text naming cards 「自軍効果以外で（敵軍効果で）破壊されている」 finds the destroyed units of the board
destroyed that way; a text asking 「このカードが、自軍効果以外で破壊されている場合」 is played with its card destroyed by
the other side's effect (its 廃棄 waiting, P39); 「自軍本国、または…が、自軍効果以外でダメージを受けている場合」 finds the own
home hit by the other side this turn."""

from __future__ import annotations

from typing import Any, Final

from .cardg8cause import DESTROYED, ENEMY, HOME_HIT, NOT_OWN


def seed(sc: Any, me: int, ab: dict[str, Any]) -> None:
    said = repr(ab)
    if "cardg8_" not in said:
        return
    s = sc.state
    rel = 1 if f"'{ENEMY}'" in said else -1  # the other side's effect, or battle damage (nobody's)
    if f"'destroyed_by': '{ENEMY}'" in said or f"'destroyed_by': '{NOT_OWN}'" in said:
        for i in range(len(s.zone)):
            if s.destroyed[i]:
                s.grants.append((i, s.stamp[i], DESTROYED, rel, "turn_end"))
    cond = ab.get("condition") or {}
    sel = cond.get("exists") if isinstance(cond, dict) else None
    if isinstance(sel, dict) and sel.get("self") and sel.get("destroyed_by") in (NOT_OWN, ENEMY) and not s.destroyed[me]:
        s.destroyed[me] = True  # its 廃棄 waits for the cut's end (P39)
        s.destroyed_queue.append(me)
        s.grants.append((me, s.stamp[me], DESTROYED, rel, "turn_end"))
    if "'cardg8_home_hit'" in said:
        s.skips.add((0, HOME_HIT + "1"))  # the own home (seat 0, the text's player) hit by the other side's effect
    s.version += 1


VERBS: Final = frozenset(("cardg8_extract_g", "cardg8_draw_range"))


def expect_step(step: dict[str, Any], b: Any, a: Any, sc: Any) -> list[str] | None:
    """What differs from the printed step (an empty list when it shows), or None for another verb."""
    from . import state as st

    if step["do"] == "cardg8_draw_range":  # the first option: the fewest cards
        grew = a.counts[(0, st.HAND)] - b.counts[(0, st.HAND)]
        return [] if grew == step["min"] else [f"cardg8_draw_range: drew {grew}, not {step['min']}"]
    if step["do"] != "cardg8_extract_g":
        return None

    me = sc.iid("me")
    s = sc.state
    if b.zone[me] not in (st.DEPLOY, st.BATTLE):
        return []
    if s.zone[me] != st.GZONE or s.destroyed[me] or s.rolled[me] or s.damage[me]:
        return [f"cardg8_extract_g: this card is in zone {s.zone[me]}, destroyed {s.destroyed[me]}, rolled {s.rolled[me]}"]
    return []


def check_static(sc: Any, me: int, ab: dict[str, Any]) -> tuple[str, str] | None:
    """「…が受ける全てのダメージは、N減殺される」 (R-495): each unit the text names on the board takes N+1 damage from an
    enemy effect and keeps 1 of it (all of it while the text's condition does not hold). None for other texts."""
    if ab.get("kind") != "static" or not ab.get("continuous") or any(
            c.get("apply") != "cardg8_reduce_all" for c in ab["continuous"]):
        return None
    from . import state as st
    from .conditions import holds
    from .effects import deal_damage
    from .targets import candidates

    s = sc.state
    out: list[str] = []
    seen = 0
    for c in ab["continuous"]:
        t = c["target"]
        named = [me] if t == "self" else candidates(s, {**t, "count": "all"}, 0, me, by_effect=False)
        cut = 0 if c.get("condition") and not holds(s, c["condition"], me, 0) else int(c["amount"])
        for u in named:
            if s.zone[u] not in (st.DEPLOY, st.BATTLE) or s.defs[u].type not in ("unit", "ace"):
                continue
            seen += 1
            before = s.damage[u]
            n = int(c["amount"]) + 1
            deal_damage(s, u, n, 1, -1)
            if s.damage[u] - before != n - cut:
                out.append(f"cardg8_reduce_all: {n} damage made {s.damage[u] - before}, not {n - cut}")
    if not seen:
        return "unchecked", "no card the 常駐 text names on the generated board"
    return ("failed", "; ".join(out)) if out else ("behaved", "")


def check_played(sc: Any, ab: dict[str, Any]) -> tuple[str, str] | None:
    """「（selector）がプレイされた場合」 (R-496): the card fitting `of` is played; the text is heard while that card waits in
    the cut, and its effect is compared before the played card resolves. None for other texts."""
    if ab.get("on") != "card_cardg8_played":
        return None
    from .behave import _choice, _expect, _snap

    g, s = sc.game, sc.state
    me, en = sc.iid("me"), sc.labels.get("enterer", -1)
    if en < 0 or f"play:{en}" not in g.legal_tokens(s):
        return "unchecked", "not playable on the generated board"
    steps, targets = list(ab.get("effect", [])), ab.get("targets", {})
    before = _snap(sc, steps, targets)
    log = list(g.apply(s, 0, sc.token(f"play:{en}")))
    for _ in range(60):
        d = g.decision(s, labels=False)
        if d is None or d.kind == "priority":
            break
        log.extend(g.apply(s, d.player, _choice(g.legal_tokens(s), lambda i: i not in (me, en))))
    if not any(e.kind == "trigger" and me in e.cards for e in log):
        return "failed", "the played card was not heard"
    after = _snap(sc)
    after.events = log
    diff = _expect(steps, before, after, sc)
    return ("failed", "; ".join(diff)) if diff else ("behaved", "")
