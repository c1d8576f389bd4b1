"""Classic's bot bundle (bot/games/classic): the rules glossary behind `/rule game:classic`, the typed
attack order (turn page 4-1-3 / 4-2-3, ruling R-C08) and the typed verbs, in the console as a player
types them (the slash commands run the same specs: tests/bot/test_e2e_classic.py)."""

from __future__ import annotations

import io
import json
import random
import re
from dataclasses import replace
from importlib import resources
from pathlib import Path

import pytest

from bot.config import load_settings
from bot.console import Console
from bot.games import OrderError, kit_for
from bot.glossary import build_json, load_glossary, lookup, parse_markdown, suggest
from engine.api import Match, get_game

ROOT = Path(__file__).resolve().parents[2]
EFFECTS_PAGE = Path("/work/shared/rules/gundam-war-classic-special-effects.txt")
PKG = "bot.games.classic"

# every special effect the issue names from the effects page, by the page's Japanese term
SPECIAL_EFFECTS = ["高機動", "水", "砂漠", "強襲", "速攻", "バルチャー", "宙間戦闘(X)", "特殊シールド(X)", "サイコミュ(X)",
                   "範囲兵器(X)", "大気圏突入", "マルチプル", "換装〔A〕", "チーム〔A〕B", "解体", "変形", "艦船", "拠点",
                   "サポート", "艦船用修正", "補給(X)", "クイック", "ターン1枚制限", "PS装甲", "追加コスト", "代替コスト",
                   "1枚制限", "1枚制限/自軍", "1枚制限/デッキ", "プリベント(X)", "セット/キャラ", "セット/G", "専用機のセット",
                   "汚染コイン", "MF", "「/」で区切られた戦闘力", "戦闘配備", "特殊兵装〔A〕", "ブースト",
                   "自動A", "自動B", "自動C", "自動D"]
PLACES_AND_STEPS = ["本国", "手札", "配備エリア", "ジャンクヤード", "捨て山", "取り除かれたカード", "ハンガー", "戦闘エリア",
                    "リロールフェイズ", "ドローフェイズ", "配備フェイズ", "戦闘フェイズ", "攻撃ステップ", "防御ステップ",
                    "ダメージ判定ステップ", "帰還ステップ", "ターン終了", "フリータイミング", "既定の効果"]


def test_the_packaged_classic_glossary_matches_docs_classic_glossary_md() -> None:
    """Fails when docs/classic/glossary.md changed without rebuilding (the command is in its first line)."""
    src = ROOT / "docs" / "classic" / "glossary.md"
    fresh = build_json(parse_markdown(src.read_text(encoding="utf-8")), "docs/classic/glossary.md", PKG)
    packaged = resources.files(PKG).joinpath("glossary.json").read_text(encoding="utf-8")
    assert packaged == fresh
    assert kit_for("classic").glossary_package == PKG


def test_the_glossary_has_every_special_effect_phase_step_and_place_in_both_languages() -> None:
    entries = load_glossary(PKG)
    by_ja = {e.ja: e for e in entries}
    for term in [*SPECIAL_EFFECTS, *PLACES_AND_STEPS]:
        assert term in by_ja, term
    assert len({e.ja for e in entries}) == len(entries) and len({e.en.casefold() for e in entries}) == len(entries)
    for e in entries:
        assert e.text_ja and e.text_en and e.en.isascii(), e
        for key in (e.ja, e.en, *e.aliases):
            assert lookup(key, PKG) == e, key
    if EFFECTS_PAGE.exists():  # every effect heading of the page ("・名前" lines before its 自動 text)
        page = EFFECTS_PAGE.read_text(encoding="utf-8")
        for term in SPECIAL_EFFECTS[:39]:
            head = re.sub(r"[(〔].*$", "", term).strip("「」/")
            assert head[:2] in page, term


def test_classic_terms_read_classic_rules_not_nexa_ones() -> None:
    """The same word means what the classic pages say: 補給 is chosen at the return step (effects page)."""
    supply = lookup("補給", PKG)
    assert supply is not None and supply.ja == "補給(X)" and "4-4-3" in supply.text_en
    assert lookup("supply", PKG) == supply
    nexa = lookup("ハンガー")
    classic = lookup("ハンガー", PKG)
    assert nexa is not None and classic is not None and nexa.text_en != classic.text_en
    assert ("補給(X) (Supply (X))", "補給(X)") in suggest("補給", "ja", package=PKG)


def _match(seed: int = 5) -> Match:
    presets = get_game("classic").preconstructed()
    return Match.start("classic", ["A", "B"], [list(presets["blue"].cards), list(presets["green"].cards)], seed)


def _until(m: Match, want: str, rnd: random.Random, limit: int = 4000) -> None:
    """Play random forward choices until a decision of kind `want` offers a sortie."""
    for _ in range(limit):
        d = m.decision()
        assert d is not None, "the game ended first"
        if d.kind == want and any(t.count(":") == 2 for t in d.tokens()):
            return
        fwd = [a.token for a in d.actions if a.token not in ("redraw",) and not a.token.startswith("sortie:")]
        m.apply(d.player, rnd.choice(fwd or d.tokens()))
    raise AssertionError(f"no {want} decision")


def test_the_attack_order_sorties_named_units_front_first_and_confirms() -> None:
    """turn page 4-1-3: units by name, front first, then `sortie:done`; an unknown name is refused."""
    spec = kit_for("classic").order("attack")
    assert spec is not None
    m = _match()
    _until(m, "attack", random.Random(2))
    d = m.decision()
    assert d is not None
    seat = d.player
    sortable = [t for t in d.tokens() if t.count(":") == 2]
    iid, area = int(sortable[0].split(":")[1]), sortable[0].split(":")[2]
    unit = next(u for u in m.view(seat)["players"][seat]["deploy"] if u["iid"] == iid)
    with pytest.raises(OrderError) as e:
        spec.parse(m, seat, {area: "No Such Unit"})
    assert e.value.key == "errors.unknown_unit"
    assert spec.parse(m, seat, {}) == ["sortie:done"]
    tokens = spec.parse(m, seat, {area: f" {unit['name']['ja']} "})
    assert tokens == [f"sortie:{iid}:{area}", "sortie:done"]
    for t in tokens:
        m.apply(seat, t)
    assert iid in [u["iid"] for u in m.view(None)["players"][seat]["forces"][area]]


def test_classic_actions_carry_verbs_and_names_for_typed_commands() -> None:
    """`play NAME` / `g NAME` / `effect NAME`: each action says what it is about (the card's name)."""
    kit = kit_for("classic")
    assert kit.kinds_of("g") == ("g",) and kit.kinds_of("play") is not None
    m = _match()
    rnd = random.Random(4)
    seen: set[str] = set()
    for _ in range(600):
        d = m.decision()
        if d is None:
            break
        for a in d.actions:
            seen.add(a.kind)
            if a.kind in ("play", "g", "text", "effect", "sortie", "supply", "salvage", "discard"):
                assert a.subject and a.subject["ja"] and a.subject["en"], a
        m.apply(d.player, rnd.choice(d.tokens()))
    assert {"play", "g", "sortie"} <= seen


def _console(tmp: Path, lang: str = "en") -> tuple[Console, io.StringIO]:
    out = io.StringIO()
    cfg = replace(load_settings(), db_path=tmp / "c.sqlite3", boards_dir=tmp / "boards")
    return Console(cfg, out=out, lang=lang), out


async def test_the_console_plays_classic_with_typed_verbs_the_attack_order_and_its_rule_glossary(
        tmp_path: Path) -> None:
    con, out = _console(tmp_path)

    async def no_board(s: object, view: object = None) -> None:
        return None

    con.write_board = no_board  # type: ignore[method-assign]
    await con.start()
    try:
        for line in ("match new game:classic deck:blue seed:3", "match join deck:green"):
            await con.handle(line)
        s = con.session
        assert s is not None and s.match is not None and s.row.game == "classic"
        start = len(out.getvalue())
        await con.handle("rule supply")
        assert "補給(X) | Supply (X)" in out.getvalue()[start:]
        rnd = random.Random(6)
        played = attacked = False
        for _ in range(3000):
            d = s.decision()
            if d is None or (played and attacked):
                break
            named = [a for a in d.actions if a.kind in ("play", "g") and a.subject]
            if not played and named:
                a = named[0]
                n = len(s.match.log)
                await con.handle(f"{a.kind} {a.subject['en']}")
                if len(s.match.log) > n:  # two different cards of one name prefix are listed, not guessed
                    played = s.match.log[n][1].startswith("play:")
                continue
            if not attacked and d.kind == "attack" and any(t.count(":") == 2 for t in d.tokens()):
                tok = next(t for t in d.tokens() if t.count(":") == 2)
                iid, area = int(tok.split(":")[1]), tok.split(":")[2]
                unit = next(u for u in s.match.view(d.player)["players"][d.player]["deploy"] if u["iid"] == iid)
                n = len(s.match.log)
                await con.handle(f"p{d.player + 1}: attack {area}:{unit['name']['en']}")
                assert s.match.log[n:] == [(d.player, tok), (d.player, "sortie:done")]
                attacked = True
                continue
            fwd = [t for t in d.tokens() if t not in ("redraw",) and not t.startswith("sortie:") or t == "sortie:done"]
            await con.handle(f"p{d.player + 1}: do {rnd.choice(fwd or d.tokens())}")
        assert played and attacked
        assert "Traceback" not in out.getvalue()
    finally:
        await con.close()


def test_glossary_json_is_valid_json_with_its_source() -> None:
    doc = json.loads(resources.files(PKG).joinpath("glossary.json").read_text(encoding="utf-8"))
    assert doc["source"] == "docs/classic/glossary.md" and len(doc["entries"]) >= 60
