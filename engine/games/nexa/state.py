"""The NEX-A game state: flat per-card arrays and per-player place lists (P6-P7, P61-P64).

Everything mutable is a list, dict or set of immutable values, so `copy()` is a handful of slices.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Final, NamedTuple

from ...core.rng import Rng
from .cards import CardDef

# Places (P61). The field is DEPLOY (+ GZONE) and the battle areas (BATTLE).
# Final: the compiled build (compiled/build.py) reads them as constants, not from module dicts.
HOME: Final = 0
DISCARD: Final = 1
HAND: Final = 2
HANGAR: Final = 3
JUNK: Final = 4
REMOVED: Final = 5
DEPLOY: Final = 6
GZONE: Final = 7
BATTLE: Final = 8  # in a squad of a battle area
SET: Final = 9  # set under another card (character / set operation)
CUT: Final = 10  # played, waiting in the cut (P61: "a place of its own")
GONE: Final = 11  # a chip or coin that left the field
NPLACES: Final = 8
PLACE_NAMES: Final = ("home", "discard", "hand", "hangar", "junkyard", "removed", "deploy", "gzone", "battle", "set",
               "cut", "gone")
FIELD_ZONES: Final = frozenset((DEPLOY, GZONE, BATTLE, SET))
HIDDEN_ZONES: Final = frozenset((HOME, DISCARD, HAND))

SPACE: Final = 0
EARTH: Final = 1
AREAS: Final = ("space", "earth")

# Points of the turn (P16-P19, P41, the timing chart P60). Free timings are marked F.
REROLL_RULE: Final = 0
REROLL_FREE: Final = 1
DRAW_RULE: Final = 2
DRAW_FREE: Final = 3
DEPLOY_START: Final = 4
DEPLOY_FREE: Final = 5
ATTACK_START: Final = 6
ATTACK_FREE1: Final = 7
ATTACK_RULE: Final = 8
ATTACK_FREE2: Final = 9
DEFENCE_START: Final = 10
DEFENCE_FREE1: Final = 11
DEFENCE_RULE: Final = 12
DEFENCE_FREE2: Final = 13
DAMAGE_START: Final = 14
DAMAGE_FREE1: Final = 15
DAMAGE_RULE: Final = 16
DAMAGE_FREE2: Final = 17
RETURN_START: Final = 18
RETURN_FREE1: Final = 19
RETURN_RULE: Final = 20
RETURN_FREE2: Final = 21
END_RESET: Final = 22
END_TRIGGERS: Final = 23
END_HAND: Final = 24
END_CLEANUP: Final = 25
SETUP: Final = 26
FREE_POINTS: Final = frozenset((REROLL_FREE, DRAW_FREE, DEPLOY_FREE, ATTACK_FREE1, ATTACK_FREE2, DEFENCE_FREE1,
                         DEFENCE_FREE2, DAMAGE_FREE1, DAMAGE_FREE2, RETURN_FREE1, RETURN_FREE2))
POINT_PHASE: Final = {
    REROLL_RULE: "reroll", REROLL_FREE: "reroll", DRAW_RULE: "draw", DRAW_FREE: "draw",
    DEPLOY_START: "deploy", DEPLOY_FREE: "deploy",
    ATTACK_START: "battle", ATTACK_FREE1: "battle", ATTACK_RULE: "battle", ATTACK_FREE2: "battle",
    DEFENCE_START: "battle", DEFENCE_FREE1: "battle", DEFENCE_RULE: "battle", DEFENCE_FREE2: "battle",
    DAMAGE_START: "battle", DAMAGE_FREE1: "battle", DAMAGE_RULE: "battle", DAMAGE_FREE2: "battle",
    RETURN_START: "battle", RETURN_FREE1: "battle", RETURN_RULE: "battle", RETURN_FREE2: "battle",
    END_RESET: "end", END_TRIGGERS: "end", END_HAND: "end", END_CLEANUP: "end", SETUP: "setup",
}
POINT_STEP: Final = {
    ATTACK_START: "attack", ATTACK_FREE1: "attack", ATTACK_RULE: "attack", ATTACK_FREE2: "attack",
    DEFENCE_START: "defence", DEFENCE_FREE1: "defence", DEFENCE_RULE: "defence", DEFENCE_FREE2: "defence",
    DAMAGE_START: "damage", DAMAGE_FREE1: "damage", DAMAGE_RULE: "damage", DAMAGE_FREE2: "damage",
    RETURN_START: "return", RETURN_FREE1: "return", RETURN_RULE: "return", RETURN_FREE2: "return",
}
# What the timing rules (P44, P59) read of a point: free timing or not, phase, step, own deploy
# window. Points alike in all of these (the two free timings of a battle step) allow the same plays.
TIMING: Final = tuple((p in FREE_POINTS, POINT_PHASE.get(p), POINT_STEP.get(p), p == DEPLOY_FREE)
               for p in range(SETUP + 1))

HAND_LIMIT: Final = 6
OPENING_HAND: Final = 6


class CutEntry(NamedTuple):
    """An unresolved effect waiting in the cut (P46-P50). A named tuple, made without its generated
    `__new__` (effects.new_entry): a frozen dataclass's interpreted `__init__` cost 2% of self-play."""

    uid: int
    kind: str  # "card" (a played card), "text" (a played text), "discard" (廃棄 of a destroyed card), "g"
    seat: int  # the player whose effect it is
    source: int  # card instance
    ability: int  # ability index (or -1)
    targets: tuple[tuple[str, tuple[tuple[int, int], ...]], ...] = ()  # name -> ((iid, stamp), ...)
    x: int = 0
    mode: int = -1
    onto: int = -1  # set cards: the card they will be set on
    stamp: int = 0  # the source's stamp when the effect was made
    negated: bool = False


@dataclass
class Build:
    """A play being declared step by step (P20, P43): nothing is committed until it is complete."""

    seat: int
    kind: str  # "card", "g", "text"
    source: int
    ability: int = -1
    x: int = 0
    x_needed: bool = False
    mode: int = -1
    modes: int = 0
    target_names: tuple[str, ...] = ()
    targets: dict[str, list[int]] = field(default_factory=dict)
    done_targets: tuple[str, ...] = ()
    paid: list[int] = field(default_factory=list)  # G instances chosen to roll
    pay_colour: int = -1  # pay_either alternative chosen
    onto: int = -1

    def key(self) -> tuple[Any, ...]:
        """Every field, as a hashable value: two builds with equal keys are declared alike."""
        return (self.seat, self.kind, self.source, self.ability, self.x, self.x_needed, self.mode, self.modes,
                self.target_names, tuple((k, tuple(v)) for k, v in self.targets.items()), self.done_targets,
                tuple(self.paid), self.pay_colour, self.onto)

    def copy(self) -> Build:
        return Build(self.seat, self.kind, self.source, self.ability, self.x, self.x_needed, self.mode,
                     self.modes, self.target_names, {k: list(v) for k, v in self.targets.items()},
                     self.done_targets, list(self.paid), self.pay_colour, self.onto)


@dataclass
class Resolving:
    """An effect part-way through its steps, waiting for a choice (選んで, search, may...)."""

    entry: CutEntry
    frames: list[tuple[tuple[dict[str, Any], ...], int]]
    bound: dict[str, tuple[int, ...]]
    answers: list[str]
    ask: dict[str, Any] | None = None  # the choice being asked: {"seat", "kind", "options", "min", "max"}
    origin: str = "cut"  # "cut" or "trigger"
    did: bool = True  # "if you do" bookkeeping for optional steps

    def copy(self) -> Resolving:
        return Resolving(self.entry, list(self.frames), dict(self.bound), list(self.answers),
                         dict(self.ask) if self.ask else None, self.origin, self.did)


class State:
    """A NEX-A game in progress. Mutable for speed; the engine hands out views, never this."""

    __slots__ = (
        "defs", "owner", "zone", "zseat", "ctrl", "rolled", "damage", "destroyed", "set_to", "is_g", "stamp",
        "entered", "places", "squads", "engaged", "coins", "pcoins", "mods", "grants", "floating", "squad_mods",
        "squad_set",
        "squad_fixed",  # family V5: 「部隊戦闘力を…に固定する」
        "ctl_revert", "rng", "players", "turn", "attacker", "first", "point", "priority", "passes", "cut",
        "cut_resolving", "resolving", "build", "ask", "g_played", "ace_played", "used", "used_cut", "fired", "dealt",
        "destroyed_queue", "triggers", "winner", "end_reason", "autopass", "mulligan_done", "sortie_draft",
        "events", "page", "next_uid", "skips", "chip_specs", "revealed", "looked", "order_queue", "log_len",
        "x_value", "pending_end", "options", "version", "static_cache", "cache", "cache_version", "field",
        "gcards",
    )

    def __init__(self) -> None:
        self.defs: list[CardDef] = []
        self.owner: list[int] = []
        self.zone: list[int] = []
        self.zseat: list[int] = []
        self.ctrl: list[int] = []
        self.rolled: list[bool] = []
        self.damage: list[int] = []
        self.destroyed: list[bool] = []
        self.set_to: list[int] = []
        self.is_g: list[bool] = []
        self.stamp: list[int] = []
        self.entered: list[int] = []  # turn the card last entered the field (共有 P75)
        self.places: list[list[int]] = []  # seat * NPLACES + place
        self.squads: list[list[int]] = [[], [], [], []]  # area * 2 + seat; -1 marks an absent front (P70)
        self.engaged: list[bool] = [False, False]
        self.coins: dict[int, tuple[tuple[str, int], ...]] = {}
        self.pcoins: list[dict[str, int]] = []
        self.mods: list[tuple[int, int, int, int, int, str]] = []  # iid, stamp, melee, shooting, defence, until
        self.grants: list[tuple[int, int, str, Any, str]] = []  # iid, stamp, kind, value, until
        self.floating: list[tuple[Any, int, int, str, Any, str]] = []  # selector, seat, source, kind, value, until
        self.squad_mods: list[int] = [0, 0, 0, 0]
        self.squad_set: list[int | None] = [None, None, None, None]  # "its power becomes N", then squad_mods
        self.squad_fixed: list[bool] = [False, False, False, False]  # squad_set is fixed: nothing else changes it (V5)
        self.ctl_revert: list[tuple[int, int, int]] = []  # iid, stamp, original controller
        self.rng = Rng(0)
        self.players: list[str] = []
        self.turn = 0
        self.attacker = 0
        self.first = 0
        self.point = SETUP
        self.priority = 0
        self.passes = 0
        self.cut: list[CutEntry] = []
        self.cut_resolving = False
        self.resolving: Resolving | None = None
        self.build: Build | None = None
        self.ask: dict[str, Any] | None = None  # mulligan / sortie / hand / order decisions
        self.g_played = False
        self.ace_played: list[bool] = [False, False]
        self.used: set[tuple[int, int, int]] = set()  # (seat, iid, ability) texts used this turn (P44)
        self.used_cut: set[tuple[int, int, int]] = set()  # repeatable texts used in this cut
        self.fired: set[tuple[int, int]] = set()  # once-per-turn triggers that fired (P69)
        self.dealt: set[tuple[int, int, int]] = set()  # (iid, stamp, to the home?): its squad dealt battle damage this turn
        self.destroyed_queue: list[int] = []  # destroyed cards whose 廃棄 effect is not yet in a cut
        self.triggers: list[tuple[int, ...]] = []  # pending triggered abilities: iid, ability, seat, stamp (, cause)
        self.winner: int | None = None  # seat, or -1 for a draw
        self.end_reason: str | None = None
        self.autopass: list[bool] = [False, False]
        self.mulligan_done: list[bool] = [False, False]
        self.sortie_draft: list[list[int]] = [[], []]
        self.events: list[Any] = []
        self.page = 0
        self.next_uid = 1
        self.skips: set[tuple[int, str]] = set()
        self.chip_specs: dict[int, dict[str, Any]] = {}
        self.revealed: list[int] = []  # cards revealed by the effect now resolving
        self.looked: dict[int, list[int]] = {}  # seat -> cards that seat is looking at privately
        self.order_queue: list[tuple[str, Any]] = []
        self.log_len = 0
        self.x_value = 0
        self.pending_end = False
        self.options: dict[str, Any] = {}
        self.version = 0  # bumped whenever cards move or effects change, for caches
        self.static_cache: tuple[int, list[tuple[int, dict[str, Any]]]] = (-1, [])
        self.cache: dict[Any, Any] = {}  # derived values for `cache_version`; see stats.cached
        self.cache_version = -1
        self.field: tuple[int, ...] = ()  # cards whose zone is in FIELD_ZONES, in instance order
        self.gcards: Any = None  # stats.game_cards' answer for `defs`, kept at hand (it is asked 16 times a decision)

    # -- zones --------------------------------------------------------------------------------------
    def set_zone(self, iid: int, zone: int) -> None:
        """Write a card's zone. Every write goes through here, which keeps `field` exact: the
        rules walk the cards on the field at every timing, so the list is kept, not searched."""
        on_field = zone in FIELD_ZONES
        if (self.zone[iid] in FIELD_ZONES) != on_field:
            if on_field:
                self.field = tuple(sorted((*self.field, iid)))
            else:
                self.field = tuple(i for i in self.field if i != iid)
        self.zone[iid] = zone

    def add_instance(self, d: CardDef, seat: int, zone: int) -> int:
        """A new card instance owned by `seat`, off the field in `zone` (not yet in any place list)."""
        iid = len(self.defs)
        self.defs.append(d)
        for ints, v in ((self.owner, seat), (self.zone, zone), (self.zseat, seat), (self.ctrl, -1),
                        (self.damage, 0), (self.set_to, -1), (self.stamp, 0), (self.entered, 0)):
            ints.append(v)
        for flags in (self.rolled, self.destroyed, self.is_g):
            flags.append(False)
        return iid

    def reindex_field(self) -> None:
        """Rebuild `field` from the zones, after they were loaded wholesale (JSON)."""
        self.field = tuple(i for i, z in enumerate(self.zone) if z in FIELD_ZONES)

    # -- places -------------------------------------------------------------------------------------
    def place(self, seat: int, place: int) -> list[int]:
        return self.places[seat * NPLACES + place]

    def copy(self) -> State:
        s = State.__new__(State)
        s.defs = self.defs if not self.chip_specs else list(self.defs)
        s.owner = self.owner[:]
        s.zone = self.zone[:]
        s.zseat = self.zseat[:]
        s.ctrl = self.ctrl[:]
        s.rolled = self.rolled[:]
        s.damage = self.damage[:]
        s.destroyed = self.destroyed[:]
        s.set_to = self.set_to[:]
        s.is_g = self.is_g[:]
        s.stamp = self.stamp[:]
        s.entered = self.entered[:]
        s.places = [p[:] for p in self.places]
        s.squads = [q[:] for q in self.squads]
        s.engaged = self.engaged[:]
        s.coins = dict(self.coins)
        s.pcoins = [dict(c) for c in self.pcoins]
        s.mods = self.mods[:]
        s.grants = self.grants[:]
        s.floating = self.floating[:]
        s.squad_mods = self.squad_mods[:]
        s.squad_set = self.squad_set[:]
        s.squad_fixed = self.squad_fixed[:]
        s.ctl_revert = self.ctl_revert[:]
        s.rng = self.rng.copy()
        s.players = self.players
        s.turn = self.turn
        s.attacker = self.attacker
        s.first = self.first
        s.point = self.point
        s.priority = self.priority
        s.passes = self.passes
        s.cut = self.cut[:]
        s.cut_resolving = self.cut_resolving
        s.resolving = self.resolving.copy() if self.resolving else None
        s.build = self.build.copy() if self.build else None
        s.ask = dict(self.ask) if self.ask else None
        s.g_played = self.g_played
        s.ace_played = self.ace_played[:]
        s.used = set(self.used)
        s.used_cut = set(self.used_cut)
        s.fired = set(self.fired)
        s.dealt = set(self.dealt)
        s.destroyed_queue = self.destroyed_queue[:]
        s.triggers = self.triggers[:]
        s.winner = self.winner
        s.end_reason = self.end_reason
        s.autopass = self.autopass[:]
        s.mulligan_done = self.mulligan_done[:]
        s.sortie_draft = [d[:] for d in self.sortie_draft]
        s.events = []
        s.page = self.page
        s.next_uid = self.next_uid
        s.skips = set(self.skips)
        s.chip_specs = dict(self.chip_specs)
        s.revealed = self.revealed[:]
        s.looked = {k: v[:] for k, v in self.looked.items()}
        s.order_queue = self.order_queue[:]
        s.log_len = self.log_len
        s.x_value = self.x_value
        s.pending_end = self.pending_end
        s.options = self.options
        s.version = self.version
        s.static_cache = self.static_cache
        s.cache = {}
        s.cache_version = -1
        s.field = self.field
        s.gcards = self.gcards
        return s
