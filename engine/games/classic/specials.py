"""Text effects and the 《0》 special effects played at free timings (the special-effects page).

サイコミュ, 範囲兵器, 大気圏突入, 変形, マルチプル, 補給, 特殊兵装, 解体 and 換装: which may be played now
(`text_options`) and what playing one does (`play_text`, `play_keyword`).
"""

from __future__ import annotations

from .rules import (
    check_rules,
    code,
    cost_payable,
    destroy,
    needs_target,
    pay_cost,
    targets_for,
    timing_ok,
    to_zone,
)
from .state import AREAS, State
from .stats import (
    area_of,
    card_of,
    field_units,
    has,
    is_unit,
    kv,
    name_en,
    place_of,
    stats,
    texts_negated,
    texts_of,
)


def nt_in_area(s: State, seat: int, where: str) -> bool:
    """サイコミュ: an own character with 特徴:NT in the same area."""
    units = s.zone(seat, "deploy") if where == "deploy" else s.forces[seat][where]
    for u in units:
        for ch in s.set_cards(u):
            if "NT" in card_of(s, ch).traits:
                return True
    return False


def text_options(s: State, seat: int) -> list[str]:
    """Text effects and 《0》 special effects the seat may play now."""
    toks: list[str] = []
    c_now = code(s)
    srcs = [i for i in s.zone(seat, "deploy")] + [u for a in AREAS for u in s.forces[seat][a]]
    for src in list(srcs):
        srcs.extend(s.set_cards(src))
    for src in srcs:
        c = card_of(s, src)
        inst = s.insts[src]
        negated = texts_negated(s, src)
        for n, t in enumerate(texts_of(s, src)):
            if t.kind != "play" or negated or f"t{n}" in inst.used or not timing_ok(s, seat, t.when):
                continue
            if not cost_payable(s, seat, t.cost, src):
                continue
            if needs_target(t.effect.target):
                for tg in targets_for(s, seat, t.effect.target, src):
                    toks.append(f"text:{src}:{n}:{tg}")
            else:
                toks.append(f"text:{src}:{n}:x")
        if not is_unit(s, src):
            continue
        where, _ = place_of(s, src)
        if c_now.startswith("4"):
            if has(s, src, "transform") and c.form is not None and not inst.rolled and "transform" not in inst.used:
                toks.append(f"kw:{src}:transform")
            if c.multiple is not None:
                pay = [h for h in (*s.zone(seat, "hand"), *s.zone(seat, "junk")) if name_en(s, h) == c.name.en and h != src]
                if pay:
                    tgts: list[int | None] = list(targets_for(s, seat, c.multiple.target, src)) \
                        if needs_target(c.multiple.target) else [None]
                    for mt in tgts:
                        toks.append(f"kw:{src}:multiple:{'x' if mt is None else mt}:{pay[0]}")
        psy = kv(s, src, "psycommu")
        if psy is not None and c_now == "4-2-4" and "psycommu" not in inst.used and nt_in_area(s, seat, where):
            for tg in psycommu_targets(s, seat, src, where):
                toks.append(f"kw:{src}:psycommu:{tg}")
        if kv(s, src, "area") is not None and c_now in ("4-3-2", "4-3-4") and "area" not in inst.used \
                and where in AREAS and s.forces[1 - seat][where]:
            toks.append(f"kw:{src}:area")
        if has(s, src, "reentry") and c_now in ("4-2-2", "4-2-4") and where == "space" and "reentry" not in inst.used:
            toks.append(f"kw:{src}:reentry")
        if kv(s, src, "supply") is not None and c_now == "4-4-2" and where in AREAS and "supply" not in inst.used \
                and supply_options(s, seat, src):
            toks.append(f"kw:{src}:supply")
        sw = kv(s, src, "special_weapon")
        if isinstance(sw, str) and c_now in ("4-1-2", "4-1-4") and seat == s.active and "special_weapon" not in inst.used \
                and not any("兵装" in card_of(s, x).traits for x in s.set_cards(src)):
            seen = [*s.zone(seat, "junk"), *s.zone(seat, "discard")[-3:]]
            for w in seen:
                wc = card_of(s, w)
                if wc.type == "operation" and "兵装" in wc.traits and wc.name.en == sw:
                    toks.append(f"kw:{src}:special_weapon:{w}")
                    break
        if has(s, src, "dismantle") and c_now == "3-2" and seat == s.active and where == "deploy" \
                and not inst.dismantled and s.limits[seat]["g"] == 0:
            toks.append(f"kw:{src}:dismantle")
    # 換装〔A〕 from the hand in the enemy attack step (once per turn per player)
    if c_now.startswith("4-1") and seat != s.active and not s.refit_used[seat]:
        for h in s.zone(seat, "hand"):
            name = kv(s, h, "refit")
            if isinstance(name, str):
                for u in field_units(s, seat):
                    if name_en(s, u) == name and name_en(s, u) != name_en(s, h):
                        toks.append(f"kw:{h}:refit:{u}")
    return toks


def supply_options(s: State, seat: int, src: int) -> list[int]:
    """補給(X): the rerolled units of `src`'s force without 艦船 or 拠点 not yet chosen (effects page 補給;
    サポート units may be chosen, turn page 4-4-3)."""
    where = area_of(s, src)
    if where is None:
        return []
    return [u for u in s.forces[seat][where] if not s.insts[u].rolled and not s.insts[u].supplied
            and not has(s, u, "ship") and not has(s, u, "base")]


def psycommu_targets(s: State, seat: int, src: int, where: str) -> list[int]:
    foe = 1 - seat
    if where in AREAS:
        return list(s.forces[foe][where])
    terr = card_of(s, src).terrain
    return [u for a in ("space", "earth") if a in terr for u in s.forces[foe][a]]


def play_text(s: State, seat: int, src: int, n: int, tgt: int | None) -> None:
    t = card_of(s, src).texts[n]
    s.insts[src].used.append(f"t{n}")
    pay_cost(s, seat, t.cost, src)
    s.cut.append({"k": "text", "src": src, "seat": seat, "fx": t.effect.model_dump(mode="json"), "tgt": tgt})
    s.say(f"{card_of(s, src).name.ja}のテキスト", f"{card_of(s, src).name.en}'s text")


def play_keyword(s: State, seat: int, src: int, name: str, args: list[str]) -> None:
    inst = s.insts[src]
    c = card_of(s, src)
    if name != "multiple" and name != "refit":
        inst.used.append(name)
    if name == "transform":
        inst.transformed = not inst.transformed
        s.say(f"{c.name.ja}が変形", f"{c.name.en} transforms")
    elif name == "multiple":
        assert c.multiple is not None
        to_zone(s, int(args[1]), "removed")
        tgt = None if args[0] == "x" else int(args[0])
        s.cut.append({"k": "text", "src": src, "seat": seat, "fx": c.multiple.model_dump(mode="json"), "tgt": tgt})
    elif name == "psycommu":
        x = int(kv(s, src, "psycommu") or 0)
        s.cut.append({"k": "text", "src": src, "seat": seat, "fx": {"do": "damage", "n": x, "target": "any_unit"},
                      "tgt": int(args[0]), "psy": True})
    elif name == "area":
        x = int(kv(s, src, "area") or 0)
        where = area_of(s, src)
        if where is not None:
            for u in list(s.forces[1 - seat][where]):
                if stats(s, u)[2] <= x:
                    destroy(s, u)
        check_rules(s)
    elif name == "reentry":
        s.forces[seat]["space"].remove(src)
        s.forces[seat]["earth"].append(src)
        for item in s.cut:
            if item.get("tgt") == src:
                item["tgt"] = None  # the page: targets on it become void
        s.say(f"{c.name.ja}が大気圏突入", f"{c.name.en} re-enters the atmosphere")
    elif name == "supply":
        # the player chooses up to X units, one at a time (ruling R-C07): a `supply` decision
        x = int(kv(s, src, "supply") or 0)
        if x and supply_options(s, seat, src):
            s.ask = {"kind": "supply", "seat": seat, "src": src, "left": x}
    elif name == "special_weapon":
        w = int(args[0])
        s.remove(w)
        s.attach(w, src)
    elif name == "dismantle":
        for sub in s.set_cards(src):
            to_zone(s, sub, "junk")
        inst.dismantled = True
        inst.transformed = False
        s.limits[seat]["g"] += 1
        s.say(f"{c.name.ja}を解体", f"{c.name.en} is dismantled")
    elif name == "refit":
        old = int(args[0])
        s.refit_used[seat] = True
        where, p = s.where(old)
        lst = s.zone(p, "deploy") if where == "deploy" else s.forces[p][where]
        pos = lst.index(old)
        s.remove(src)
        lst[pos] = src
        for sub in s.set_cards(old):
            s.attach(sub, src)
        s.insts[src].dmg = s.insts[old].dmg
        s.insts[src].rolled = False
        s.insts[old].dmg = 0
        s.insts[old].rolled = False
        s.insts[old].eot = [0, 0, 0]
        s.zone(seat, "hand").append(old)
        s.say(f"{c.name.ja}に換装", f"Refit into {c.name.en}")
    check_rules(s)
