"""The zeta game on the current contract: lower-case tokens through a typed codec, the short name,
the private panel (a faction's own secret choices) and the status line."""

from __future__ import annotations

import random

import pytest

from engine.api import Match
from engine.core.base import TOKEN_RE
from engine.core.errors import IllegalAction, MalformedToken
from engine.games.zeta import actions as A
from engine.selfplay import choose_random
from tests.zeta.helpers import AEUG, NZ, SPACE, TITANS, clear, game, new, phase, put, tokens


def _all_tokens(seed: int, limit: int = 400) -> set[str]:
    rnd = random.Random(seed)
    m = Match.start("zeta", ["A", "T", "N"], [[], [], []], seed, {})
    seen: set[str] = set()
    n = 0
    while not m.is_over() and n < limit:
        ds = m.decisions()
        for d in ds:
            seen.update(a.token for a in d.actions)
        d = ds[rnd.randrange(len(ds))]
        m.apply(d.player, choose_random(rnd, d))
        n += 1
    return seen


def test_every_offered_token_is_lower_case_and_round_trips_its_codec() -> None:
    seen = _all_tokens(5)
    kinds = {t.split(":")[0] for t in seen}
    assert {"bomb_at", "prod", "dep", "pick", "s", "to", "end"} <= kinds
    for t in seen:
        assert TOKEN_RE.match(t) and len(t) <= 60, t
        assert A.encode(A.decode(t)) == t


def test_tokens_carry_hexes_lower_case_while_labels_and_views_show_them_as_printed() -> None:
    g, s = new()
    clear(s)
    put(s, "argama", AEUG, "S-C5")
    phase(s, AEUG, SPACE)
    assert "s:s-c5" in tokens(g, s)
    label = next(a.label for a in g.decision(s).actions if a.token == "s:s-c5")
    assert "S-C5" in label["en"] and "S-C5" in label["ja"]
    g.apply(s, AEUG, "s:s-c5")
    assert s.sel == "S-C5"  # the rules code keeps the printed spelling
    assert any(u["h"] == "S-C5" for u in g.view(s, AEUG)["units"])


def test_the_codec_gives_typed_actions_with_the_printed_spelling() -> None:
    assert A.decode("s:s-c5") == A.HexOrder("s", "S-C5")
    assert A.decode("cb:s-d5:all") == A.Battle("S-D5", None)
    assert A.decode("cb:g-c3:1") == A.Battle("G-C3", 1)
    assert A.decode("dep:gundam_mk2:s-h7") == A.Deploy("gundam_mk2", "S-H7")
    assert A.decode("pick:sga") == A.Pick("SGA")
    assert A.decode("colmv:s-belt") == A.HexOrder("colmv", "S-BELT")
    assert A.decode("bomb:go") == A.Word("bomb:go")
    assert A.encode(A.Refit("gm2", "nemo")) == "ref:gm2:nemo"
    assert A.internal(A.decode("scr:garuda:g-l6")) == "scr:garuda:G-L6"


@pytest.mark.parametrize("forged", [
    "s:S-C5", "pick:SGA", "s:s-z99", "s:x-c5", "to:", "prod:rx78", "dep:gm2", "dep:gm2:s-c5:1",
    "cb:s-d5:3", "cb:s-d5", "bomb_at:atlantis", "one:12", "one:u", "pick:aaa", "mv:1", "nope", "",
])
def test_the_codec_refuses_forged_tokens(forged: str) -> None:
    with pytest.raises(MalformedToken):
        A.decode(forged)


def test_an_upper_case_token_is_refused_and_changes_nothing() -> None:
    g, s = new()
    clear(s)
    put(s, "argama", AEUG, "S-C5")
    phase(s, AEUG, SPACE)
    before = g.to_json(s)
    with pytest.raises(IllegalAction):
        g.apply(s, AEUG, "s:S-C5")
    assert g.to_json(s) == before


def test_short_name_for_lobbies() -> None:
    info = game().info
    assert info.short_name("en") == "Zeta" and info.short_name("ja") == "Ζ三勢力"
    assert info.order > 0


def test_rule_10_panel_shows_only_the_factions_own_card_mix() -> None:
    g, s = new()
    while s.phase != "cards":
        p = g.pending(s)[0]
        g.apply(s, p.seat, "done")
    assert g.panel_lines(s, AEUG, "en") == []
    g.apply(s, AEUG, "pick:ssg")
    assert g.panel_lines(s, AEUG, "en") == ["Your action cards: Space (to come), Space (to come), Ground (to come)"]
    assert g.panel_lines(s, AEUG, "ja") == ["選んだ行動カード: 宇宙(未公開)・宇宙(未公開)・地上(未公開)"]
    assert not any("card" in line for line in g.panel_lines(s, NZ, "en"))  # NZ has not chosen; sees nothing of AEUG's


def test_rule_11_panel_marks_the_cards_already_revealed() -> None:
    g, s = new()
    phase(s, AEUG, SPACE)  # picks SGA for everyone, AEUG's space card revealed first
    assert g.panel_lines(s, AEUG, "en")[0] == "Your action cards: Space (revealed), Ground (to come), Atmosphere (to come)"


def test_rule_36_3_only_the_titans_panel_names_the_hidden_bomb_base() -> None:
    g, s = new(bomb="jaburo")
    titans = " ".join(g.panel_lines(s, TITANS, "en"))
    assert "Bomb hidden at: Jaburo" in titans
    for seat in (AEUG, NZ):
        assert not any("Jaburo" in line or "ジャブロー" in line for lang in ("ja", "en") for line in g.panel_lines(s, seat, lang))


def test_status_names_turn_phase_card_and_who_is_to_act() -> None:
    g = game()
    s = g.new_state(["A", "T", "N"], [[], [], []], 1)
    assert g.status(s, "en").startswith("Turn 1 bomb placement; to act: Titans")
    assert "手番: ティターンズ" in g.status(s, "ja")
    g.apply(s, TITANS, "bomb_at:jaburo")
    assert "to act: AEUG, Titans, Neo Zeon" in g.status(s, "en")
    phase(s, NZ, SPACE)
    line = g.status(s, "en")
    assert "action phase Neo Zeon Space" in line and "to act: Neo Zeon" in line


def test_status_after_the_end_is_the_result_line() -> None:
    g, s = new()
    g.apply(s, NZ, "concede")
    assert "concession" in g.status(s, "en")
