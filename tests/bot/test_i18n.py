"""bot.i18n: locales, message catalogs, app-command localisations and the Discord translator."""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Callable
from importlib import resources
from typing import Any

import discord
import pytest
from discord import app_commands
from discord.app_commands import TranslationContext
from discord.app_commands import TranslationContextLocation as Loc

from bot.glossary import load_glossary
from bot.i18n import LANGS, SortieTranslator, catalog, cmd_str, command_text, lang_for, placeholders, t

_SEED = """
errors.not_your_decision errors.expired errors.not_a_player errors.no_match_here errors.match_exists
errors.illegal errors.malformed errors.rate_limited errors.unknown_card errors.deck_invalid
errors.no_permission errors.game_over match.lobby match.joined match.left match.started
match.your_turn_prompt match.prompt_no_deadline match.winner match.draw match.reason.home_zero
match.reason.concession match.reason.timeout match.reason.abort match.aborted match.abort_vote
match.autopass_on match.autopass_off match.status match.log_header match.timer_warning
match.timeout_pass buttons.my_panel buttons.pass buttons.join buttons.cancel buttons.rematch
buttons.back buttons.more panel.header deck.saved deck.deleted deck.none deck.list_header
card.not_found rule.not_found nexa.kind.priority nexa.kind.mulligan nexa.kind.sortie nexa.kind.build
nexa.kind.pick nexa.kind.search nexa.kind.yesno nexa.kind.option nexa.kind.hand nexa.kind.order nexa.kind.order_end phase.reroll phase.draw
phase.deploy phase.battle phase.end step.attack step.defence step.damage step.return
"""
SEED_KEYS = _SEED.split()

SEED_PLACEHOLDERS = {
    "errors.illegal": {"reason"}, "errors.rate_limited": {"seconds"}, "errors.unknown_card": {"name"},
    "errors.deck_invalid": {"count", "problems"}, "match.lobby": {"creator", "game", "players", "timer"},
    "match.started": {"first"}, "match.your_turn_prompt": {"player", "what", "deadline"},
    "match.prompt_no_deadline": {"player", "what"}, "match.winner": {"winner", "reason"},
    "match.draw": {"reason"}, "match.reason.home_zero": {"loser", "turn"}, "match.reason.concession": {"loser"},
    "match.reason.timeout": {"loser"}, "match.abort_vote": {"player"}, "match.timer_warning": {"player", "seconds"},
    "match.timeout_pass": {"player"}, "panel.header": {"count", "prompt"}, "deck.saved": {"name", "count"},
    "rule.not_found": {"term"},
}

# The app commands and options the bot declares (docs: the brief for bot/i18n).
COMMANDS = {
    "match": ["new", "join", "leave", "concede", "abort", "status", "log", "autopass", "rematch"],
    "deck": ["import", "list", "show", "delete"],
    "play": [], "cutin": [], "pass": [], "sortie": [], "card": [], "rule": [],
}
OPTIONS = ["game", "opponent", "deck", "timer", "thread", "count", "state", "card", "space", "earth", "name",
           "term", "private", "text", "file"]
JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")


def discord_name_ok(name: str) -> bool:
    """Discord: ^[-_\\p{L}\\p{N}\\p{sc=Deva}\\p{sc=Thai}]{1,32}$, lowercase where the script has case."""
    return (0 < len(name) <= 32 and name == name.lower()
            and all(c in "-_" or unicodedata.category(c)[0] in "LN" for c in name))


# -- lang_for -------------------------------------------------------------------------------------


@pytest.mark.parametrize(("locale", "lang"), [
    (discord.Locale.japanese, "ja"), ("ja", "ja"), ("ja-JP", "ja"), ("JA", "ja"),
    (discord.Locale.american_english, "en"), (discord.Locale.british_english, "en"), ("en-US", "en"),
    ("en-GB", "en"), ("zh-TW", "en"), (discord.Locale.korean, "en"), ("fr", "en"),
])
def test_lang_for(locale: object, lang: str) -> None:
    assert lang_for(locale) == lang


def test_lang_for_default() -> None:
    assert lang_for(None) == "ja"
    assert lang_for(None, default="en") == "en"
    assert lang_for("", default="en") == "en"
    assert LANGS == ("ja", "en")


# -- catalogs -------------------------------------------------------------------------------------


def test_catalogs_have_the_same_keys_and_placeholders() -> None:
    ja, en = catalog("ja"), catalog("en")
    assert sorted(ja) == sorted(en)
    for key in en:
        assert placeholders(ja[key]) == placeholders(en[key]), key
        assert ja[key].strip() and en[key].strip(), key


def test_catalogs_are_valid_json_objects_of_strings() -> None:
    for lang in LANGS:
        raw = resources.files("bot.i18n.messages").joinpath(f"{lang}.json").read_text(encoding="utf-8")
        data = json.loads(raw)
        assert isinstance(data, dict) and all(isinstance(v, str) for v in data.values())


def test_seed_keys_and_their_placeholders() -> None:
    en = catalog("en")
    missing = [k for k in SEED_KEYS if k not in en]
    assert not missing
    for key, names in SEED_PLACEHOLDERS.items():
        assert placeholders(en[key]) == names, key


def test_seed_texts() -> None:
    assert t("errors.not_your_decision", "en") == "It is not your decision."
    assert t("errors.not_your_decision", "ja") == "あなたの決定ではありません。"
    assert t("errors.rate_limited", "en", seconds=3) == "Slow down: try again in 3 s."
    assert t("buttons.my_panel", "ja") == "自分のパネル"
    assert t("nexa.kind.priority", "ja") == "プレイまたはパス"
    assert t("phase.reroll", "en") == "reroll phase (リロールフェイズ)"
    assert t("phase.reroll", "ja") == "リロールフェイズ"
    assert t("match.reason.home_zero", "en", loser="Bob", turn=7) == "Bob's home (本国) reached 0 in turn 7"
    assert t("errors.deck_invalid", "en", count=2, problems="a\nb") == "The deck list has 2 problem(s):\na\nb"


def test_japanese_in_english_messages_are_glossary_terms() -> None:
    """English messages put the rulebook's Japanese term beside the English one: "cut-in (カットイン)"."""
    terms = {e.ja for e in load_glossary()}
    for key, text in catalog("en").items():
        for inner in re.findall(r"\(([^()]*)\)", text):
            if JAPANESE.search(inner):
                assert inner in terms, (key, inner)


def test_phase_and_step_names_follow_the_glossary() -> None:
    by_ja = {e.ja: e for e in load_glossary()}
    for key in [k for k in catalog("en") if k.startswith(("phase.", "step."))]:
        ja = t(key, "ja")
        entry = by_ja[ja]
        assert t(key, "en") == f"{entry.en[0].lower()}{entry.en[1:]} ({ja})", key


def test_slash_commands_named_in_messages_exist() -> None:
    text = command_text()
    paths = {lang: {" ".join(text.text(f"cmd.{p}.name", lang) for p in _prefixes(path))
                    for path in _command_paths()} for lang in LANGS}
    for lang in LANGS:
        for key, msg in catalog(lang).items():
            for ref in re.findall(r"(?<![\w<])/(\w+(?: \w+)?)", msg):
                assert ref in paths[lang], (lang, key, ref)


# -- t() ------------------------------------------------------------------------------------------


def test_t_falls_back_to_english_then_to_the_key(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(catalog("en"), "test.only_english", "only {what}")
    assert t("test.only_english", "ja", what="English") == "only English"
    assert t("test.nowhere", "ja") == "test.nowhere"
    assert t("test.nowhere", "en", x=1) == "test.nowhere"


def test_t_accepts_locales_and_tolerates_missing_placeholders() -> None:
    assert t("buttons.pass", "en-US") == "Pass"
    assert t("buttons.pass", "ja-JP") == "パス"
    assert t("match.winner", "en", winner="Alice") == "Alice wins: {reason}"
    assert t("buttons.pass", "en", unused=1) == "Pass"


# -- commands.json --------------------------------------------------------------------------------


def _command_paths() -> list[str]:
    """Every command and group the bot syncs (the table read from the cogs), at least COMMANDS."""
    from bot.commands import slash_commands

    out = []
    for top, subs in COMMANDS.items():
        out.append(top)
        out += [f"{top}.{s}" for s in subs]
    for path in slash_commands():
        parts = path.split(" ")
        out += [".".join(parts[: i + 1]) for i in range(len(parts))]
    return list(dict.fromkeys(out))


def _prefixes(path: str) -> list[str]:
    parts = path.split(".")
    return [".".join(parts[: i + 1]) for i in range(len(parts))]


def test_every_command_and_option_has_both_languages() -> None:
    text = command_text()
    need = [f"cmd.{p}.{kind}" for p in _command_paths() for kind in ("name", "description")]
    need += [f"opt.{o}.{kind}" for o in OPTIONS for kind in ("name", "description")]
    need += ["choice.state.on", "choice.state.off"]
    assert [k for k in need if k not in text] == []
    for path in _command_paths():
        assert text.en(f"cmd.{path}.name") == path.rsplit(".", 1)[-1]
    for opt in OPTIONS:
        assert text.en(f"opt.{opt}.name") == opt


def test_command_names_and_descriptions_meet_discord_rules() -> None:
    text = command_text()
    for key, pair in text.items():
        assert set(pair) == set(LANGS), key
        if key.startswith("choice."):
            assert all(1 <= len(v) <= 100 for v in pair.values()), key
        elif key.endswith(".name"):
            assert re.fullmatch(r"[-_a-z0-9]{1,32}", pair["en"]), key
            assert discord_name_ok(pair["ja"]), (key, pair["ja"])
        else:
            assert key.endswith(".description"), key
            assert all(1 <= len(v) <= 100 for v in pair.values()), key


def test_japanese_names_are_unique_among_siblings() -> None:
    text = command_text()
    siblings: dict[str, list[str]] = {}
    for path in _command_paths():
        parent = path.rsplit(".", 1)[0] if "." in path else ""
        siblings.setdefault(parent, []).append(text.ja(f"cmd.{path}.name"))
    for parent, names in siblings.items():
        assert len(names) == len(set(names)), parent
    opt_names = [text.ja(f"opt.{o}.name") for o in OPTIONS]
    assert len(opt_names) == len(set(opt_names))


def test_command_text_lookups() -> None:
    text = command_text()
    assert text["cmd.match.new.name"] == {"ja": "新規", "en": "new"}
    assert text.text("cmd.match.name", "ja") == "対戦" and text.text("cmd.match.name", "en-US") == "match"
    ls = cmd_str("cmd.match.new.name")
    assert isinstance(ls, app_commands.locale_str)
    assert ls.message == "new" and ls.extras == {"key": "cmd.match.new.name"}
    assert text.for_english("on", "name") == {"ja": "オン", "en": "on"}
    assert text["cmd.card.desc"] == text["cmd.card.description"]  # ".desc" short form
    assert "opt.term.desc" in text and "cmd.nope.desc" not in text


# -- SortieTranslator -----------------------------------------------------------------------------

OTHER: Any = TranslationContext(location=Loc.other, data=None)


async def test_translator_by_key() -> None:
    tr = SortieTranslator()
    s = app_commands.locale_str("new", key="cmd.match.new.name")
    assert await tr.translate(s, discord.Locale.japanese, OTHER) == "新規"
    assert await tr.translate(s, discord.Locale.american_english, OTHER) is None
    assert await tr.translate(s, discord.Locale.chinese, OTHER) is None
    d = app_commands.locale_str("x", key="opt.term.description")
    assert await tr.translate(d, discord.Locale.japanese, OTHER) == "ルール用語（日本語または英語）"
    unknown = app_commands.locale_str("whatever", key="cmd.nope.name")
    assert await tr.translate(unknown, discord.Locale.japanese, OTHER) is None


async def test_translator_by_english_text() -> None:
    tr = SortieTranslator()
    assert await tr.translate(app_commands.locale_str("Look up a rules term"), discord.Locale.japanese,
                              OTHER) == "ルール用語を調べる"
    assert await tr.translate(app_commands.locale_str("no such text"), discord.Locale.japanese, OTHER) is None


def _build_commands(keyed: bool) -> list[app_commands.Command[Any, ..., Any] | app_commands.Group]:
    """The bot's command tree, declared with cmd_str keys or with plain English strings."""
    text = command_text()

    def s(key: str) -> Any:
        return cmd_str(key) if keyed else text.en(key)

    def d(**opts: str) -> dict[str, Any]:
        return {o: s(key) for o, key in opts.items()}

    match = app_commands.Group(name=s("cmd.match.name"), description=s("cmd.match.description"))
    deck = app_commands.Group(name=s("cmd.deck.name"), description=s("cmd.deck.description"))

    def cmd(group: app_commands.Group | None, path: str, **described: str) -> Callable[[Any], Any]:
        def deco(fn: Any) -> Any:
            fn = app_commands.describe(**d(**described))(fn) if described else fn
            kw = {"name": s(f"cmd.{path}.name"), "description": s(f"cmd.{path}.description")}
            return group.command(**kw)(fn) if group else app_commands.command(**kw)(fn)
        return deco

    @cmd(match, "match.new", game="opt.game.description", opponent="opt.opponent.description",
         deck="opt.deck.description", timer="opt.timer.description", thread="opt.thread.description")
    @app_commands.choices(game=[app_commands.Choice(name=s("choice.game.nexa"), value="nexa")])
    async def new(i: discord.Interaction, game: str, opponent: discord.Member | None = None,
                  deck: str | None = None, timer: int | None = None, thread: bool = False) -> None: ...

    @cmd(match, "match.join", deck="opt.deck.description")
    async def join(i: discord.Interaction, deck: str | None = None) -> None: ...

    for sub in ("leave", "concede", "abort", "status", "rematch"):
        async def plain(i: discord.Interaction) -> None: ...
        cmd(match, f"match.{sub}")(plain)

    @cmd(match, "match.log", count="opt.match.log.count.description", private="opt.private.description")
    async def log(i: discord.Interaction, count: int = 20, private: bool = True) -> None: ...

    @cmd(match, "match.autopass", state="opt.state.description")
    @app_commands.choices(state=[app_commands.Choice(name=s("choice.state.on"), value="on"),
                                 app_commands.Choice(name=s("choice.state.off"), value="off")])
    async def autopass(i: discord.Interaction, state: str) -> None: ...

    @cmd(deck, "deck.import", name="opt.deck.import.name.description", text="opt.text.description",
         file="opt.file.description")
    async def deck_import(i: discord.Interaction, name: str, text: str | None = None,
                          file: discord.Attachment | None = None) -> None: ...

    @cmd(deck, "deck.list")
    async def deck_list(i: discord.Interaction) -> None: ...

    @cmd(deck, "deck.show", name="opt.deck.show.name.description", private="opt.private.description")
    async def deck_show(i: discord.Interaction, name: str, private: bool = True) -> None: ...

    @cmd(deck, "deck.delete", name="opt.deck.delete.name.description")
    async def deck_delete(i: discord.Interaction, name: str) -> None: ...

    @cmd(None, "play", card="opt.card.description")
    async def play(i: discord.Interaction, card: str) -> None: ...

    @cmd(None, "cutin", card="opt.card.description")
    async def cutin(i: discord.Interaction, card: str) -> None: ...

    @cmd(None, "pass", count="opt.count.description")
    async def pass_(i: discord.Interaction, count: int = 1) -> None: ...

    @cmd(None, "sortie", space="opt.space.description", earth="opt.earth.description")
    async def sortie(i: discord.Interaction, space: str | None = None, earth: str | None = None) -> None: ...

    @cmd(None, "card", card="opt.card.description", private="opt.private.description")
    async def card(i: discord.Interaction, card: str, private: bool = False) -> None: ...

    @cmd(None, "rule", term="opt.term.description", private="opt.private.description")
    async def rule(i: discord.Interaction, term: str, private: bool = False) -> None: ...

    return [match, deck, play, cutin, pass_, sortie, card, rule]


def _walk(node: dict[str, Any], where: str = "") -> list[tuple[str, dict[str, Any]]]:
    here = f"{where} {node['name']}".strip()
    out = [(here, node)]
    for opt in node.get("options", []):
        out += _walk(opt, here)
    return out


@pytest.mark.parametrize("keyed", [True, False], ids=["locale_str-keys", "plain-strings"])
async def test_translated_payloads_are_valid_and_japanese(keyed: bool) -> None:
    from fake_discord.limits import check_commands

    client = discord.Client(intents=discord.Intents.none())
    tree = app_commands.CommandTree(client)
    tr = SortieTranslator()
    payloads = [await c.get_translated_payload(tree, tr) for c in _build_commands(keyed)]
    try:
        assert check_commands(payloads) == []
        for top in payloads:
            for path, node in _walk(top):
                assert set(node["name_localizations"]) == {"ja"}, path
                assert discord_name_ok(node["name_localizations"]["ja"]), path
                assert set(node.get("description_localizations") or {"ja": ""}) == {"ja"}, path
                names = [o["name_localizations"]["ja"] for o in node.get("options", [])]
                assert len(names) == len(set(names)), path
                for choice in node.get("choices", []):
                    assert set(choice["name_localizations"]) == {"ja"}, path
        by_path = {p: n for top in payloads for p, n in _walk(top)}
        assert by_path["match"]["name_localizations"] == {"ja": "対戦"}
        assert by_path["match new"]["name_localizations"] == {"ja": "新規"}
        assert by_path["match new opponent"]["name_localizations"] == {"ja": "対戦相手"}
        assert by_path["deck show name"]["description_localizations"] == {"ja": "表示するデッキ"}
        assert by_path["match autopass state"]["choices"][0]["name_localizations"] == {"ja": "オン"}
        assert by_path["rule"]["description_localizations"] == {"ja": "ルール用語を調べる"}
    finally:
        await client.close()


def test_every_core_refusal_code_reads_in_both_languages() -> None:
    """Issue 8: every IllegalAction code the core raises maps to a message in ja and en."""
    import re
    from pathlib import Path

    from engine.api import IllegalAction
    from bot.service import refusal

    root = Path(__file__).resolve().parents[2] / "engine"
    codes = {m for p in root.rglob("*.py") for m in re.findall(r'IllegalAction\("([a-z_]+)"', p.read_text("utf-8"))}
    codes.add("malformed")
    assert {"game_over", "not_a_player", "not_your_decision", "illegal_action"} <= codes
    for code in sorted(codes):
        err = refusal(IllegalAction(code, "engine wording"))
        ja, en = t(err.key, "ja", **err.kw), t(err.key, "en", **err.kw)
        assert ja != en and "engine wording" not in ja, code
    own = refusal(IllegalAction("zz_game_specific", "x", {"ja": "日本語の理由", "en": "the reason"}))
    assert "日本語の理由" in t(own.key, "ja", **own.kw) and t(own.key, "en", **own.kw).endswith("the reason")
