"""Rules helpers shared by every phase: values, dice, presence, existence checks and survival.

`Ctx` wraps a state with the events an action produces; every die roll goes through `roll`, which
logs it with its purpose (issue #13: every roll shown).
"""

from __future__ import annotations

from collections import deque
from typing import Any

from ...core.protocol import Event
from .board import BELT, GROUND, JUP, SPACE, board
from .data import CharDef, UnitDef, data
from .state import State

FAC_JA = ("エゥーゴ", "ティターンズ", "ネオジオン")
FAC_EN = ("AEUG", "Titans", "Neo Zeon")
LOG_KEEP = 14


_UNITS: dict[str, UnitDef] = {}
_CHARS: dict[str, CharDef] = {}


def U(ty: str) -> UnitDef:
    try:
        return _UNITS[ty]
    except KeyError:
        _UNITS.update(data().units.units)
        return _UNITS[ty]


def C(cid: str) -> CharDef:
    try:
        return _CHARS[cid]
    except KeyError:
        _CHARS.update(data().characters.characters)
        return _CHARS[cid]


def bname(bid: str, lang: str) -> str:
    return data().bases.bases[bid].name[lang]


def uname(ty: str, lang: str) -> str:
    return U(ty).name[lang]


def cname(cid: str, lang: str) -> str:
    return C(cid).name[lang]


def base_value(s: State, bid: str, key: str, level: int | None = None) -> int:
    b = data().bases.bases[bid]
    lv = s.bases[bid]["lv"] if level is None else level
    if lv <= 0:
        return 0
    vals: list[int] = getattr(data().bases.classes[b.cls], key)
    return vals[min(lv, 3) - 1]


def is_military(bid: str) -> bool:
    return data().bases.bases[bid].kind == "military"


class Ctx:
    """A state plus the events of the action being applied."""

    def __init__(self, s: State) -> None:
        self.s = s
        self.ev: list[Event] = []

    # -- events and dice ---------------------------------------------------------------------------
    def say(self, kind: str, ja: str, en: str, private_to: int | None = None) -> None:
        self.ev.append(Event(kind, {"ja": ja, "en": en}, private_to=private_to,
                             public_text={"ja": "", "en": ""} if private_to is not None else None))
        self.s.log.append([kind, ja, en, -1 if private_to is None else private_to])
        if len(self.s.log) > LOG_KEEP:
            del self.s.log[: len(self.s.log) - LOG_KEEP]

    def roll(self, ja: str, en: str, n: int = 1, mod: int = 0) -> list[int]:
        dice = [self.s.rng.below(6) + 1 for _ in range(n)]
        shown = ",".join(str(d) for d in dice) + (f" (+{mod})" if mod else "")
        self.say("roll", f"🎲 {ja}: {shown}", f"🎲 {en}: {shown}")
        return dice

    # -- presence ----------------------------------------------------------------------------------
    def units_at(self, h: str, fac: int | None = None) -> list[str]:
        return [k for k, u in self.s.units.items() if u["h"] == h and (fac is None or u["f"] == fac)]

    def factions_at(self, h: str) -> set[int]:
        return {u["f"] for u in self.s.units.values() if u["h"] == h}

    def chars_at(self, h: str, fac: int | None = None) -> list[str]:
        return [k for k, c in self.s.chars.items() if c["loc"] == "map" and c["h"] == h and (fac is None or c["f"] == fac)]

    def bases_at(self, h: str) -> list[str]:
        return [k for k, b in self.s.bases.items() if b["h"] == h and not b["gone"]]

    def enemy_units(self, h: str, fac: int) -> bool:
        return any(u["h"] == h and u["f"] != fac for u in self.s.units.values())

    def enemy_military(self, h: str, fac: int) -> bool:
        return any(is_military(b) and self.s.bases[b]["o"] not in (-1, fac) for b in self.bases_at(h))

    def vp(self, fac: int) -> int:
        return sum(base_value(self.s, k, "vp") for k, b in self.s.bases.items() if b["o"] == fac and not b["gone"])

    def cargo(self, ship: str) -> list[str]:
        return [k for k, u in self.s.units.items() if u["c"] == ship]

    # -- where a lone MS or character may stand (rule 15) ------------------------------------------
    def alone_ok(self, h: str, fac: int) -> bool:
        """15.4-15.6: a lone MS or character may stand on land, inside its own military base even
        with enemies there (20.4, 25.11: ruling Z-30), or at a neutral military base or a political
        base without enemy units."""
        if h[0] == GROUND and board().terrain.get(h) in ("c", "L"):
            return True
        if any(is_military(b) and self.s.bases[b]["o"] == fac for b in self.bases_at(h)):
            return True
        if self.enemy_units(h, fac):
            return False
        for b in self.bases_at(h):
            o = self.s.bases[b]["o"]
            if not is_military(b) or o in (-1, fac):
                return True
        return False

    def normalize(self) -> None:
        """Keep carriers and riders consistent, stow what must be carried, then apply rule 15.7."""
        s = self.s
        units = s.units
        # one pass over the units: drop stale carriers, group by hex, count who stands where (for
        # 15.7) and note where stow may change something (a loose MS and a ship, or a rider on foot)
        by_hex: dict[str, list[str]] = {}
        present: dict[str, dict[int, int]] = {}
        loose: set[str] = set()
        ships: set[str] = set()
        candidates: list[str] = []
        for k, u in units.items():
            c = u["c"]
            h = u["h"]
            if c and (c not in units or units[c]["h"] != h):
                u["c"] = c = ""
            if h:
                by_hex.setdefault(h, []).append(k)
                at = present.setdefault(h, {})
                at[u["f"]] = at.get(u["f"], 0) + 1
                kind = U(u["t"]).kind
                if kind == "ship":
                    ships.add(h)
                elif kind == "ms" and not c:
                    loose.add(h)
                    candidates.append(k)
        busy = loose & ships
        riders: dict[str, list[str]] = {}
        for cid, ch in s.chars.items():
            on = ch["on"]
            if on and (on not in units or units[on]["h"] != ch["h"] or ch["loc"] != "map"):
                ch["on"] = on = ""
            if ch["loc"] == "map":
                riders.setdefault(ch["h"], []).append(cid)
                if not on:
                    busy.add(ch["h"])
        for h in sorted(busy):
            self.stow(h, by_hex.get(h, []), riders.get(h, []))
        # 15.7 for lone MS (stowing only ever sets a carrier), with the counts kept up to date as
        # units leave; removing an MS changes no other unit
        lone = [k for k in candidates if not units[k]["c"] and units[k]["h"] not in (BELT, JUP)]
        bases_by_hex: dict[str, list[str]] = {}
        for b, x in s.bases.items():
            if not x["gone"]:
                bases_by_hex.setdefault(x["h"], []).append(b)
        for k in sorted(lone, key=lambda x: int(x[1:])):
            w = s.units[k]
            if not self._alone_ok_counted(w["h"], w["f"], present, bases_by_hex):
                self.say("exist", f"{uname(w['t'], 'ja')}は存在できず工場ボックスへ(15.7)",
                         f"{uname(w['t'], 'en')} cannot stand there and returns to the factory (15.7)")
                present[w["h"]][w["f"]] -= 1
                self.remove_unit(k, to_factory=True)
        for cid in sorted(s.chars):
            c = s.chars[cid]
            if c["loc"] == "map" and not c["on"] and c["h"] not in (BELT, JUP) and not self.alone_ok(c["h"], c["f"]):
                self.survival(cid, "15.7")  # a survival roll may remove units (29.4.1): no counts here

    def _alone_ok_counted(self, h: str, fac: int, present: dict[str, dict[int, int]],
                          bases_by_hex: dict[str, list[str]]) -> bool:
        """`alone_ok` reading enemy presence and bases from per-hex tables built once."""
        if h[0] == GROUND and board().terrain.get(h) in ("c", "L"):
            return True
        if any(is_military(b) and self.s.bases[b]["o"] == fac for b in bases_by_hex.get(h, ())):
            return True
        if any(n > 0 and f != fac for f, n in present.get(h, {}).items()):
            return False
        for b in bases_by_hex.get(h, ()):
            o = self.s.bases[b]["o"]
            if not is_military(b) or o in (-1, fac):
                return True
        return False

    def stow(self, h: str, here: list[str] | None = None, riders: list[str] | None = None) -> None:
        """MS in space or on the ocean board their own ships; characters ride a ship, else a free MS."""
        s = self.s
        if here is None:
            here = [k for k, u in s.units.items() if u["h"] == h]
        if riders is None:
            riders = self.chars_at(h)
        if not here:
            return
        must = h[0] == SPACE or board().terrain.get(h) == "."
        load: dict[str, int] = {}
        for k in here:
            c = s.units[k]["c"]
            if c:
                load[c] = load.get(c, 0) + 1
        if must:
            for k in here:
                u = s.units[k]
                if U(u["t"]).kind != "ms" or u["c"]:
                    continue
                for sh in here:
                    x = s.units[sh]
                    if x["f"] == u["f"] and U(x["t"]).kind == "ship" and load.get(sh, 0) < U(x["t"]).cap:
                        u["c"] = sh
                        load[sh] = load.get(sh, 0) + 1
                        break
        taken = {s.chars[c]["on"] for c in riders if s.chars[c]["on"]}
        for cid in riders:
            c = s.chars[cid]
            if c["on"]:
                continue
            mine = [k for k in here if s.units[k]["f"] == c["f"] and s.units[k]["t"] != "colony"]
            ship = next((k for k in mine if U(s.units[k]["t"]).kind == "ship"), "")
            if not ship:
                ship = next((k for k in mine if U(s.units[k]["t"]).kind == "ms" and k not in taken), "")
            if ship:
                c["on"] = ship
                taken.add(ship)

    # -- losses ------------------------------------------------------------------------------------
    def remove_unit(self, uid: str, to_factory: bool = True) -> None:
        s = self.s
        u = s.units.pop(uid)
        for other in s.units.values():
            if other["c"] == uid:
                other["c"] = ""
        for c in s.chars.values():
            if c["on"] == uid:
                c["on"] = ""
        special = U(u["t"]).special or (u["t"] == "qubeley_black" and u["f"] == 0)  # 29.4.4
        if special:
            gone = s.flags.setdefault("removed", {})
            gone[u["t"]] = gone.get(u["t"], 0) + 1
        elif to_factory:
            s.factory[u["f"]][u["t"]] = s.factory[u["f"]].get(u["t"], 0) + 1

    def destroy_with_cargo(self, uid: str) -> None:
        """25.9: MS aboard a destroyed ship go with it; riders roll for survival."""
        s = self.s
        if uid not in s.units:
            return
        riders = [cid for cid, c in s.chars.items() if c["loc"] == "map" and c["on"] == uid]
        for k in self.cargo(uid):
            riders += [cid for cid, c in s.chars.items() if c["loc"] == "map" and c["on"] == k]
            self.remove_unit(k)
        self.remove_unit(uid)
        for cid in riders:
            self.survival(cid, "27.1")

    def survival(self, cid: str, why: str, mod: int = 0) -> None:
        """Rule 27: one die on the character's survival table."""
        s = self.s
        c = s.chars[cid]
        d = min(6, self.roll(f"{cname(cid, 'ja')}の生存判定({why})", f"{cname(cid, 'en')} survival ({why})", 1, mod)[0] + mod)
        res = C(cid).survival[d - 1]
        if res == "G" and C(cid).grows:
            self.exchange(cid, C(cid).grows)
            cid = C(cid).grows
            c = s.chars[cid]
            self.say("grow", f"{cname(cid, 'ja')}に成長(27.3.1)", f"grows into {cname(cid, 'en')} (27.3.1)")
        elif res in "LMH":
            c.update(loc=res, h="", on="")
            self.say("wound", f"{cname(cid, 'ja')}: 負傷者ボックス{res}へ", f"{cname(cid, 'en')}: wounded box {res}")
            return
        elif res == "D":
            self.kill(cid)
            return
        if c["loc"] == "map" and not c["on"] and not self.alone_ok(c["h"], c["f"]):
            self.relocate(cid)

    def kill(self, cid: str) -> None:
        s = self.s
        s.chars[cid].update(loc="dead", h="", on="")
        self.say("dead", f"{cname(cid, 'ja')}は退場(27.3.5)", f"{cname(cid, 'en')} is out of the game (27.3.5)")
        if cid == "puru":  # 29.4.1
            # the counter leaves Neo Zeon for good; 29.4.2 hands the same counter to the AEUG
            for k in [k for k, u in s.units.items() if u["t"] == "qubeley_black" and u["f"] == 2]:
                s.units.pop(k)
                for c in s.chars.values():
                    if c["on"] == k:
                        c["on"] = ""
            s.factory[2].pop("qubeley_black", None)
            if "qubeley_black" in s.allowed[2]:
                s.allowed[2].remove("qubeley_black")
            s.flags["puru_dead"] = s.turn
            s.flags["puru_e_due"] = s.turn + 1
            s.flags["puru2_due"] = s.turn + 1

    def exchange(self, old: str, new: str) -> None:
        s = self.s
        o = s.chars[old]
        s.chars[new].update(loc=o["loc"], h=o["h"], on=o["on"])
        o.update(loc="gone", h="", on="")

    def relocate(self, cid: str) -> None:
        """27.5: to the nearest hex with own units; with none on the map, back to be deployed."""
        s = self.s
        c = s.chars[cid]
        start = c["h"]
        own = {u["h"] for u in s.units.values() if u["f"] == c["f"] and u["h"]}
        if start in own:
            self.stow(start)
            if c["on"]:
                return
        seen = {start}
        q: deque[str] = deque([start])
        while q:
            h = q.popleft()
            if h in own and h != start:
                c.update(h=h, on="")
                self.stow(h)
                return
            for n in board().adj.get(h, ()):
                if n not in seen:
                    seen.add(n)
                    q.append(n)
        c.update(loc="ready", h="", on="")

    # -- base changes ------------------------------------------------------------------------------
    def lower_base(self, bid: str, n: int, why: str) -> None:
        """Lower a base n levels: 0 is neutral, below 0 the base is lost for good (30.4.6, 31.5.6)."""
        b = self.s.bases[bid]
        lv = b["lv"] - n
        if lv < 0:
            b.update(lv=0, o=-1, gone=True)
            self.say("base", f"{bname(bid, 'ja')}は消滅({why})", f"{bname(bid, 'en')} is destroyed ({why})")
            return
        b["lv"] = lv
        if lv == 0:
            b["o"] = -1
        self.say("base", f"{bname(bid, 'ja')}: レベル{lv}({why})", f"{bname(bid, 'en')}: level {lv} ({why})")
        self.check_bomb()

    def set_base(self, bid: str, owner: int, lv: int) -> None:
        self.s.bases[bid].update(o=owner if lv > 0 else -1, lv=lv)
        self.check_bomb()

    def check_bomb(self) -> None:
        """36.8: the bomb base governed by the AEUG or Neo Zeon is revealed and the bomb lost."""
        s = self.s
        if s.bomb and s.bomb_state == "hidden" and s.bases[s.bomb]["o"] in (0, 2):
            s.bomb_state = "revealed"
            self.say("bomb", f"核爆弾設置拠点は{bname(s.bomb, 'ja')}だった(36.8)。基地爆破は不可能に",
                     f"The bomb was set at {bname(s.bomb, 'en')} (36.8); it can no longer be used")


def unit_text(u: dict[str, Any], lang: str) -> str:
    name = uname(u["t"], lang)
    return name + ("(裏)" if lang == "ja" else " (damaged)") * bool(u["d"])


def faction(f: int, lang: str) -> str:
    return (FAC_JA if lang == "ja" else FAC_EN)[f]
