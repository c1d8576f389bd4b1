"""NEX-A rulebook P78 (『ガンダムウォー』のカードの扱い): classic Gundam War cards in a NEX-A match.

A classic card other than a G pays (1) a roll cost of its colour equal to its original total power
(two colours: the player names one), then (2) removes X own hand cards and/or Gs from the game,
X = its original specified power, X=0 counting as 1. Rulings R-40 (which cards), R-41 (step 2's
choices), R-42 (entering the field only by play) in docs/rulings.md.
"""

from __future__ import annotations

import dataclasses
import json
import random

from engine.api import Match, get_game
from engine.games.classic.cards import builtin_pool as classic_pool
from engine.games.nexa.cards import Pool, builtin_pool
from engine.games.nexa.classic_cards import allowed_ids, convert, converted
from engine.games.nexa.deckrules import validate_deck_lines
from engine.games.nexa.effects import move_to
from engine.games.nexa.scenario import ZONE_NAMES, Scenario
from engine.games.nexa.texts import build_prompt, label
from engine.selfplay import choose_random
from tests.nexa.helpers import do, pass_all, tokens, unit


def _deck_lines(deck_id: str, classic: list[tuple[int, str]]) -> list[str]:
    """A preconstructed NEX-A deck with non-graphic cards traded for classic ones (first those of
    the same names, which P5 would count together)."""
    pool = builtin_pool()
    names = set()
    for _n, ref in classic:
        found = pool.find(ref)
        if found is not None:
            names.add(found.name_ja)
    cards = [c for c in pool.decks[deck_id].card_list() if pool.cards[c].name_ja not in names]
    while len(cards) > 50 - sum(n for n, _ in classic):
        del cards[max(i for i, c in enumerate(cards) if pool.cards[c].type != "graphic")]
    counts: dict[str, int] = {}
    for c in cards:
        counts[c] = counts.get(c, 0) + 1
    return [f"{n} {c}" for c, n in counts.items()] + [f"{n} {ref}" for n, ref in classic]


BLACK = [(3, "classic:K01"), (3, "classic:マラサイ"), (3, "classic:RX-160 Byarlant"), (3, "classic:K16"), (3, "classic:K22")]
BLUE = [(3, "classic:B09"), (3, "classic:撤退命令")]
RED = [(3, "classic:R08")]


def test_p78_deck_lines_name_classic_cards_by_id_or_name() -> None:
    problems, numbers = validate_deck_lines(builtin_pool(), _deck_lines("titans-black", BLACK))
    assert problems == []
    assert len(numbers) == 50
    assert {n for n in numbers if n.startswith("classic:")} == {
        "classic:K01", "classic:K02", "classic:K06", "classic:K16", "classic:K22"}


def test_p78_classic_cards_count_towards_the_p5_limits() -> None:
    lines = _deck_lines("titans-black", [(2, "classic:K01"), (2, "classic:ハイザック")])
    problems, _ = validate_deck_lines(builtin_pool(), lines)
    assert any("4 cards named ハイザック" in p for p in problems), problems


def test_p78_refused_classic_cards_are_named_with_the_reason() -> None:
    lines = _deck_lines("federation-blue", [(3, "classic:B01"), (1, "classic:B22"), (1, "classic:G-blue"),
                                            (2, "classic:N02"), (1, "classic:B23")])
    problems, _ = validate_deck_lines(builtin_pool(), lines)
    text = "\n".join(problems)
    assert "'classic:B01' cannot be used in NEX-A: it has texts" in text
    assert "'classic:B22' cannot be used in NEX-A: a classic command whose effect NEX-A's effect language" in text
    assert "'classic:B23' cannot be used in NEX-A: a classic operation's effect" in text
    assert "'classic:G-blue' cannot be used in NEX-A: a classic G" in text
    assert "'classic:N02' cannot be used in NEX-A: its special effect Vulture" in text
    assert all("(R-40)" in p for p in problems if "classic:" in p)


def test_p78_conversion_keeps_type_colour_stats_traits_terrain_and_reads_the_cost() -> None:
    hizack = converted("K01")
    model = classic_pool().cards["K01"]
    assert (hizack.type, hizack.colours, hizack.stats) == ("unit", ("black",), model.stats)
    assert hizack.terrain == frozenset(model.terrain) and hizack.traits == model.traits
    assert hizack.roll_cost == (("black", model.total),) and hizack.total_cost == model.total
    assert hizack.p78_remove == model.need == 1
    assert hizack.has_keyword("assault")
    assert converted("K06").has_keyword("high_mobility") and converted("K06").has_keyword("first_strike")
    jerid = converted("K16")
    assert jerid.type == "character" and jerid.stats == classic_pool().cards["K16"].mods
    assert jerid.has_keyword("quick")


def test_p78_x_is_the_specified_power_and_zero_counts_as_one() -> None:
    base = classic_pool().cards["B09"]
    assert convert(base.model_copy(update={"total": 4, "need": 2})).p78_remove == 2
    free = convert(base.model_copy(update={"need": 0}))
    assert free.p78_remove == 1
    assert free.roll_cost == (("blue", base.total),)


def test_p78_allowed_cards_are_the_ones_nexa_plays_by_the_same_rules() -> None:
    assert allowed_ids() == ["B09", "B19", "K01", "K02", "K06", "K16", "K22", "R08", "T08"]


def test_p78_a_command_keeps_its_effect_in_nexa_words_and_pays_the_p78_cost() -> None:
    """撤退命令 (B19): battle phase, return an enemy unit to its owner's hand; blue 2, then 1 removed."""
    order = converted("B19")
    play = order.play_ability
    assert order.type == "command" and play is not None
    assert (play.when, play.side, play.effect) == ("battle", "any", ({"do": "bounce", "target": "t1"},))
    assert dict(play.targets)["t1"] == {"side": "enemy", "type": "unit", "count": 1}
    data = {"name": "p78 command", "autopass": [False, False],
            "cards": [unit("T-BG", colour="blue"), unit("T-F", colour="blue")],
            "setup": {"turn": 3, "attacker": 0, "point": "attack_free2", "g_played": True,
                      "players": [{"name": "A", "home": ["T-F"] * 6,
                                   "hand": [{"card": "classic:B19", "id": "order"}, {"card": "T-F", "id": "h1"}],
                                   "gzone": [{"card": "T-BG", "id": f"g{i}"} for i in range(2)]},
                                  {"name": "B", "home": ["T-F"] * 6,
                                   "deploy": [{"card": "T-F", "id": "foe"}]}]}}
    sc = Scenario(data)
    do(sc, "play:$order")  # the only target and the only Gs are taken without asking
    assert sorted(tokens(sc)) == sorted([f"cost:{sc.iid('h1')}", f"cost:{sc.iid('g0')}", f"cost:{sc.iid('g1')}",
                                         "cancel"])
    do(sc, "cost:$h1")
    assert _zone(sc, "h1") == "removed" and len(sc.state.cut) == 1
    pass_all(sc)
    assert _zone(sc, "foe") == "hand" and _zone(sc, "order") == "junkyard"


def _classic_board(hand: list[dict[str, object]], gzone: list[dict[str, object]], pool: Pool | None = None
                   ) -> Scenario:
    data = {"name": "p78", "autopass": [False, False],
            "cards": [unit("T-KG", colour="black"), unit("T-BG", colour="blue"), unit("T-F", colour="black")],
            "setup": {"turn": 3, "attacker": 0, "point": "deploy", "g_played": True,
                      "players": [{"name": "A", "home": ["T-F"] * 6, "hand": hand, "gzone": gzone},
                                  {"name": "B", "home": ["T-F"] * 6}]}}
    return Scenario(data, pool)


def _zone(sc: Scenario, ref: str) -> str:
    return ZONE_NAMES[sc.state.zone[sc.iid(ref)]]


def test_p78_step_two_removes_x_chosen_hand_cards_and_gs_after_the_roll_cost() -> None:
    base = builtin_pool()
    heavy = dataclasses.replace(converted("K01"), number="classic:T-HEAVY", name_ja="重ハイザック",
                                name_en="Heavy Hi-Zack", p78_remove=2)
    pool = Pool({**base.cards, heavy.number: heavy}, dict(base.decks))
    sc = _classic_board([{"card": "classic:T-HEAVY", "id": "hz"}, {"card": "T-F", "id": "h1"}],
                        [{"card": "T-KG", "id": f"g{i}"} for i in range(3)], pool)
    play = label(sc.state, f"play:{sc.iid('hz')}")
    assert play["ja"].endswith("+手札・G2枚除外") and play["en"].endswith("+ remove 2 hand/G")
    do(sc, "play:$hz")  # three black Gs alike: two are taken for the roll cost black 2
    assert sc.state.build is not None and len(sc.state.build.paid) == 2
    assert sorted(tokens(sc)) == sorted([f"cost:{sc.iid(r)}" for r in ("h1", "g0", "g1", "g2")] + ["cancel"])
    cost_label = label(sc.state, f"cost:{sc.iid('h1')}")
    assert cost_label["ja"].startswith("ゲームから取り除く") and cost_label["en"].startswith("Remove from the game")
    assert build_prompt(sc.state)[1] == "Heavy Hi-Zack's cost (P78): choose 2 more own hand card(s)/G(s) to remove from the game"
    do(sc, "cost:$h1")
    assert sc.state.cut == [] and sc.state.build is not None  # one more to remove
    assert "あと1枚" in build_prompt(sc.state)[0]
    do(sc, "cost:$g2")
    s = sc.state
    assert len(s.cut) == 1
    assert _zone(sc, "h1") == "removed" and _zone(sc, "g2") == "removed"
    assert [s.rolled[sc.iid(g)] for g in ("g0", "g1")] == [True, True]


def test_p78_a_two_colour_card_lets_the_player_name_the_colour() -> None:
    base = builtin_pool()
    dual = dataclasses.replace(converted("K01"), number="classic:T-DUAL", name_ja="二色機", name_en="Dual Suit",
                               colours=("black", "blue"), p78_colours=("black", "blue"))
    pool = Pool({**base.cards, dual.number: dual}, dict(base.decks))
    # one black G and two blue ones: only blue pays "roll cost 2 of one colour"
    sc = _classic_board([{"card": "classic:T-DUAL", "id": "d"}],
                        [{"card": "T-KG", "id": "k1"}, {"card": "T-BG", "id": "b1"}, {"card": "T-BG", "id": "b2"}],
                        pool)
    do(sc, "play:$d")  # a forced choice is made without asking: blue, with both blue Gs
    assert sc.state.build is not None and sc.state.build.pay_colour == 1
    do(sc, "cost:$k1")
    assert [sc.state.rolled[sc.iid(g)] for g in ("b1", "b2")] == [True, True]
    assert _zone(sc, "k1") == "removed" and len(sc.state.cut) == 1
    # with two black Gs as well, both colours are offered
    sc2 = _classic_board([{"card": "classic:T-DUAL", "id": "d"}],
                         [{"card": "T-KG", "id": "k1"}, {"card": "T-KG", "id": "k2"}, {"card": "T-BG", "id": "b1"},
                          {"card": "T-BG", "id": "b2"}], pool)
    do(sc2, "play:$d")
    assert tokens(sc2) == ["alt:0", "alt:1", "cancel"]
    assert label(sc2.state, "alt:1") == {"ja": "青で支払う", "en": "Pay in blue"}
    do(sc2, "alt:0")
    assert sc2.state.build is not None
    assert {sc2.state.defs[g].colours[0] for g in sc2.state.build.paid} == {"black"}


def test_p78_an_effect_does_not_put_a_classic_card_onto_the_field() -> None:
    """Ruling R-42: P78's cost is paid on entering; Sortie asks it only of a play."""
    sc = _classic_board([{"card": "classic:K01", "id": "hz"}], [{"card": "T-KG", "id": "k1"}])
    move_to(sc.state, sc.iid("hz"), "deploy", 0)
    assert _zone(sc, "hz") == "hand"


def _checked_game(seed: int, decks: list[list[str]]) -> tuple[int, int]:
    """A random game with every invariant checked after each action; (decisions, P78 step-2 payments)."""
    rnd = random.Random(seed)
    game = get_game("nexa")
    m = Match.start("nexa", ["P1", "P2"], decks, seed, {"autopass": [True, rnd.random() < 0.8]})
    n = removals = 0
    while not m.is_over():
        assert n < 20_000
        d = rnd.choice(m.decisions())
        for lang in ("ja", "en"):
            texts = [a.label[lang] for a in d.actions]
            assert all(texts) and len(set(texts)) == len(texts), texts
        seen = len(m.state.events)
        m.apply(d.player, choose_random(rnd, d))
        removals += sum(1 for e in m.state.events[seen:] if e.kind == "remove" and "(P78)" in e.text["en"])
        n += 1
        assert game.check_invariants(m.state) == []
        data = m.state_json()
        assert game.to_json(game.from_json(json.loads(json.dumps(data)))) == data
    assert Match.replay(m.log_json()).hash() == m.hash()
    assert m.outcome() is not None
    return n, removals


def test_p78_random_games_with_classic_cards_in_both_decks_keep_the_invariants() -> None:
    pool = builtin_pool()
    decks = []
    for deck_id, classic in (("titans-black", BLACK), ("federation-blue", BLUE), ("neo-zeon-red", RED)):
        problems, numbers = validate_deck_lines(pool, _deck_lines(deck_id, classic))
        assert problems == []
        decks.append(numbers)
    removals = 0
    for seed in range(6):
        pair = [decks[seed % 3], decks[(seed + 1) % 3]]
        _n, r = _checked_game(700 + seed, pair)
        removals += r
    assert removals >= 10  # classic cards really were played, paying P78's step 2
