"""Code of Joker's bot bundle (bot/games/coj): the glossary behind `/rule` and the typed verbs.

The glossary pins the rules page's terms (用語, キーワード能力/アイコン, カードの種類, バトルの流れ) in
the words the engine and the board use; every keyword the page lists must be found by its Japanese
name, its English name and its engine code.
"""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path

from bot.choose import choose
from bot.games import kit_for
from bot.glossary import build_json, load_glossary, lookup, main, parse_markdown, suggest
from engine.games.coj.cards import KEYWORDS
from tests.coj.helpers import G, act, board

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = "bot.games.coj"
PAGE_KEYWORDS = ("スピードムーブ", "不屈", "貫通", "無我の境地", "固着", "加護", "次元干渉", "呪縛", "不滅",
                 "秩序の盾", "沈黙", "強制防御", "攻撃禁止", "フィールド効果", "王の治癒力")


def test_the_packaged_glossary_matches_docs_coj_glossary_md() -> None:
    """Fails when docs/coj/glossary.md changed without rebuilding bot/games/coj/glossary.json."""
    fresh = build_json(parse_markdown((ROOT / "docs" / "coj" / "glossary.md").read_text(encoding="utf-8")),
                       "docs/coj/glossary.md", PACKAGE)
    packaged = resources.files(PACKAGE).joinpath("glossary.json").read_text(encoding="utf-8")
    assert json.loads(packaged) == json.loads(fresh) and packaged == fresh
    assert main(["--check", "--source", str(ROOT / "docs" / "coj" / "glossary.md"),
                 "--package", PACKAGE]) == 0
    assert kit_for("coj").glossary_package == PACKAGE


def test_every_keyword_of_the_page_is_found_by_its_japanese_english_and_engine_names() -> None:
    """用語 (キーワード能力/アイコン): the page's 15 keywords, and every code the views use."""
    entries = load_glossary(PACKAGE)
    assert len({e.ja for e in entries}) == len(entries) and len({e.en.casefold() for e in entries}) == len(entries)
    for e in entries:
        assert e.text_ja and e.text_en and e.page and e.section, e
    for kw in PAGE_KEYWORDS:
        e = lookup(kw, PACKAGE)
        assert e is not None and e.ja == kw, kw
        assert lookup(e.en, PACKAGE) == e
    for code in KEYWORDS:
        e = lookup(code, PACKAGE)
        assert e is not None and e.section == "Keywords", code
    for term in ("ドライブ", "オーバードライブ", "オーバーライド", "オーバークロック", "行動権", "アタック制限",
                 "トリガーゾーン", "インターセプトカード", "ジョーカーカード", "捨札", "マリガン"):
        assert lookup(term, PACKAGE) is not None, term


def test_coj_and_nexa_glossaries_answer_apart() -> None:
    """`/rule` answers from the match's game: Code of Joker's 貫通 is not NEX-A's, and a NEX-A term
    is not found in Code of Joker's glossary."""
    pierce = lookup("貫通", PACKAGE)
    assert pierce is not None and pierce.en == "Pierce" and "life damage" in pierce.text_en
    cut_in = lookup("カットイン")  # NEX-A's default glossary is unchanged
    assert cut_in is not None and cut_in.ja == "カットイン" and lookup("カットイン", PACKAGE) != cut_in
    names = [n for n, _ in suggest("over", "en", package=PACKAGE)]
    assert any(n.startswith("Over-drive") for n in names) and any(n.startswith("Overclock") for n in names)


def test_typed_verbs_choose_the_action_their_name_and_kind_say() -> None:
    """`attack Dom` attacks with Dom; `set Dom` sets a Dom from the hand; `drive Zaku II` drives it;
    `play` does not read a name as an attack or a set; withdraw and discard are never typed."""
    kit = kit_for("coj")
    s, ids = board(players=[{"cp": 5, "hand": ["RD-001", "RD-004"],
                             "field": [{"card": "RD-004", "id": "dom", "restricted": False}]},
                            {"field": ["BL-001"]}])
    d = G.decision(s)
    assert d is not None

    def pick(verb: str, name: str) -> str | None:
        kinds = kit.kinds_of(verb)
        assert kinds is not None, verb
        got = choose(d.actions, name, kinds)
        return got.action.token if got.action is not None else None

    assert pick("attack", "Dom") == f"atk:{ids['dom']}" and pick("attack", "ドム") == f"atk:{ids['dom']}"
    zaku = next(i for i in s.players[0].hand if s.cards[i] == "RD-001")
    dom_in_hand = next(i for i in s.players[0].hand if s.cards[i] == "RD-004")
    assert pick("drive", "zaku ii") == f"dr:{zaku}" and pick("play", "Zaku II") == f"dr:{zaku}"
    assert pick("set", "Dom") == f"set:{dom_in_hand}" and pick("play", "Dom") == f"dr:{dom_in_hand}"
    assert kit.kinds_of("withdraw") is None and kit.kinds_of("discard") is None
    act(s, "atk:$dom", ids)
    d = G.decision(s)
    assert d is not None and d.kind == "block"
    gm = next(a.token for a in d.actions if a.token.startswith("blk:"))
    want = next(a for a in d.actions if a.token == gm)
    assert choose(d.actions, "jegan", kit.kinds_of("block") or ()).action == want
    assert choose(d.actions, "ジェガン", kit.kinds_of("play") or ()).action == want  # /play Jegan blocks
