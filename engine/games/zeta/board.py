"""Hex geometry of both maps: names printed on the image (S-C5, G-A5), neighbours, terrain, areas.

Pointy-top hexes in rows; even-numbered rows (2, 4, ...) sit half a hex to the right. The ground
map wraps left to right (rule 13.12). The asteroid belt and Jupiter boxes are off-map hexes.
"""

from __future__ import annotations

from functools import cache

from .data import data

SPACE, GROUND = "S", "G"
BELT, JUP = "S-BELT", "S-JUP"


def col_letter(c: int) -> str:
    return chr(ord("A") + c)


def hex_id(m: str, c: int, r: int) -> str:
    return f"{m}-{col_letter(c)}{r + 1}"


def parse(h: str) -> tuple[str, int, int]:
    m, rest = h.split("-", 1)
    return m, ord(rest[0]) - ord("A"), int(rest[1:]) - 1


def _raw_neighbours(c: int, r: int) -> list[tuple[int, int]]:
    if r % 2 == 0:
        return [(c - 1, r), (c + 1, r), (c - 1, r - 1), (c, r - 1), (c - 1, r + 1), (c, r + 1)]
    return [(c - 1, r), (c + 1, r), (c, r - 1), (c + 1, r - 1), (c, r + 1), (c + 1, r + 1)]


class Board:
    """Precomputed adjacency and terrain for both maps."""

    def __init__(self) -> None:
        d = data().maps
        s, g = d.space, d.ground
        self.blocked = {f"S-{h}" for h in s.blocked}
        self.descent = {k: f"S-{v}" for k, v in s.descent.items()}
        self.descent_area = {v: k for k, v in self.descent.items()}
        self.earth, self.moon = f"S-{s.earth}", f"S-{s.moon}"
        self.terrain: dict[str, str] = {}
        self.area: dict[str, str] = {}
        self.adj: dict[str, tuple[str, ...]] = {}
        self.space_hexes: list[str] = []
        self.ground_hexes: list[str] = []
        for r in range(s.rows):
            for c in range(s.cols):
                h = hex_id(SPACE, c, r)
                self.terrain[h] = "x" if h in self.blocked else "s"
                self.space_hexes.append(h)
        for r in range(g.rows):
            for c in range(g.cols):
                h = hex_id(GROUND, c, r)
                self.terrain[h] = g.terrain[r][c]
                self.ground_hexes.append(h)
                for name, (lo, hi) in g.areas.items():
                    if ord(lo) - ord("A") <= c <= ord(hi) - ord("A"):
                        self.area[h] = name
        for h in self.space_hexes:
            _, c, r = parse(h)
            self.adj[h] = tuple(hex_id(SPACE, x, y) for x, y in _raw_neighbours(c, r)
                                if 0 <= x < s.cols and 0 <= y < s.rows)
        for h in self.ground_hexes:
            _, c, r = parse(h)
            self.adj[h] = tuple(hex_id(GROUND, x % g.cols, y) for x, y in _raw_neighbours(c, r) if 0 <= y < g.rows)
        self.box_adj: dict[str, tuple[str, ...]] = {f"S-{k}": tuple(f"S-{a}" for a in b.adjacent) for k, b in s.boxes.items()}
        for box in self.box_adj:
            self.terrain[box] = "b"
        self.space_cols, self.space_rows = s.cols, s.rows
        self.ground_cols, self.ground_rows = g.cols, g.rows

    def on_map(self, h: str) -> str:
        return h[0]

    def area_hexes(self, area: str) -> list[str]:
        return [h for h in self.ground_hexes if self.area[h] == area]

    def within(self, h: str, n: int) -> set[str]:
        """Hexes at most n steps away (ignoring blocked hexes as obstacles, for the colony's path)."""
        seen = {h}
        frontier = {h}
        for _ in range(n):
            nxt: set[str] = set()
            for x in frontier:
                nxt.update(self.adj.get(x, ()))
            frontier = nxt - seen
            seen |= nxt
        return seen

    def distance(self, a: str, b: str) -> int:
        if a == b:
            return 0
        seen = {a}
        frontier = [a]
        d = 0
        while frontier:
            d += 1
            nxt = []
            for x in frontier:
                for y in self.adj.get(x, ()):
                    if y == b:
                        return d
                    if y not in seen:
                        seen.add(y)
                        nxt.append(y)
            frontier = nxt
        return 99


@cache
def board() -> Board:
    return Board()
