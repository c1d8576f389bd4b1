"""What the bot shows around a decision: the private panel, the status line and the auto-pass state."""

from __future__ import annotations

from engine.api import Match

from .helpers import G, act, board


def test_the_panel_shows_only_the_players_own_hand_and_trigger_zone() -> None:
    """The hand (with override levels) and the set cards are private: each panel shows its own."""
    s, _ = board(players=[{"hand": ["RD-001", {"card": "RD-004", "level": 2}], "zone": ["RD-020"]},
                          {"hand": ["BL-001"]}])
    assert G.panel_lines(s, 0, "en") == ["Hand: Zaku II, Dom (Lv2)", "Trigger zone: Red Comet Raid"]
    assert G.panel_lines(s, 0, "ja") == ["手札: ザクII、ドム (Lv2)", "トリガーゾーン: 赤い彗星の強襲"]
    assert G.panel_lines(s, 1, "en") == ["Hand: Jegan", "Trigger zone: -"]


def test_the_status_line_names_round_turn_player_step_and_who_acts() -> None:
    s, ids = board(players=[{"name": "Ann", "field": [{"card": "RD-001", "id": "z"}]},
                            {"name": "Bo", "field": ["BL-001"]}])
    assert G.status(s, "en") == "Round 2, Ann's turn, main (Ann LP8 / Bo LP8); to act: Ann"
    act(s, "atk:$z", ids)
    assert G.status(s, "en") == "Round 2, Ann's turn, block (Ann LP8 / Bo LP8); to act: Bo"
    assert G.status(s, "ja") == "ラウンド2 Annのターン・ブロック (Ann LP8 / Bo LP8) 手番: Bo"
    G.apply(s, 1, "concede")
    assert G.status(s, "en") == "Ann won (the opponent conceded)"


def test_the_status_line_during_the_mulligan_names_both_players() -> None:
    m = Match.start("coj", ["Ann", "Bo"], [G.preconstructed()[k].cards for k in list(G.preconstructed())[:2]], 3)
    assert m.game.status(m.state, "en") == "Mulligan: Ann, Bo"


def test_auto_pass_state_is_what_the_player_set() -> None:
    """R-21: `autopass:on` declines every intercept window of that seat; the panel toggle shows it."""
    s, _ = board(players=[{}, {}])
    assert G.autopass_of(s, 0) is False and G.autopass_of(s, 1) is False
    G.apply(s, 1, "autopass:on")
    assert G.autopass_of(s, 1) is True and G.autopass_of(s, 0) is False
    G.apply(s, 1, "autopass:off")
    assert G.autopass_of(s, 1) is False


def test_the_short_name_is_set_for_lobbies() -> None:
    assert G.info.short_name("ja") == "COJ" and G.info.short_name("en") == "COJ" and G.info.order > 0


def test_every_prompt_names_the_round_and_step() -> None:
    """Issue 10 (every prompt names the phase and step): "Choose an action" alone did not say where
    the match was. The rules page's steps: マリガン, the turn's actions, ブロック選択 (アタック・ブロック)."""
    s, ids = board(players=[{"name": "Ann", "field": [{"card": "RD-001", "id": "z"}]},
                            {"name": "Bo", "field": ["BL-001"]}])
    assert G.prompt(s, 0, "main") == {"ja": "ラウンド2・自分のターン: 行動を選んでください",
                                      "en": "Round 2, your turn: choose an action"}
    act(s, "atk:$z", ids)
    assert G.prompt(s, 1, "block")["en"].startswith("Round 2, block step: ")
    assert G.prompt(s, 1, "block")["ja"].startswith("ラウンド2・ブロック選択: ")
    assert G.prompt(s, 0, "mulligan")["en"].startswith("Mulligan: ")
