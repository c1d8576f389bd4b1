"""Family T8's verbs (issue 14): one text of a card taken, its effects still in the cut negated, and the text given.

- verb `cardt8_lose_one`: 「（card）が持つテキスト1つ（と、まだ未解決のその効果）を、ターン終了時まで無効にする」, 「…特殊効果1つ…」,
  「…全てのテキストと、まだ未解決のその効果を…」: as the step resolves the effect's player picks one text the card has
  now (what `text`: a special effect or one of its printed texts, 【 】 ones excepted; `special`: a special effect), and
  the card loses it until the turn ends (a special effect by the engine's `lose_keyword`, a printed text by a grant
  `cardt8_lose_ability` of its index, stats.one_lost; `all`: the engine's `lose_text`). With `pending` the effects of
  that text still waiting in the cut (played, not yet resolved, not negated) are negated too (R-460).
- verb `cardt8_gain_lost`: 「その場合、（card）は、ターン終了時まで、無効にしたテキストと同じテキストを得る」: the text the
  step before took is given to the card (a printed text copied, `copy_text`; a special effect with its printed value)
  until the turn ends (R-461).
"""

from __future__ import annotations

from typing import Any, Final

from .effects import Step, StepFailed, _grant, _negated, ask_option, resolve_target, seat_of, source_of, verb
from .overrides import play_unnegatable
from .places import emit, name
from .state import CUT, FIELD_ZONES, Resolving, State
from .stats import KW_EFFECT, LOSE_ONE, abilities, keywords
from .vocabulary import KEYWORD_EN, KEYWORD_JA, KEYWORDS

LOST_KEY: Final = "_cardt8_lost"  # ctx.bound: (card, code) of the text taken: an index, or -1 - a special effect's place
_KW_ORDER: Final = tuple(KEYWORDS)
_COPIED_BASE: Final = 300  # copied texts are numbered from here (stats._add_copied_texts): not printed ones


def text_options(s: State, iid: int, what: str) -> list[tuple[int, dict[str, str]]]:
    """(code, label) of each text the card has now that the step may take: its special effects first (code -1 - the
    place in KEYWORDS), then (what `text`) its printed texts other than 【 】 ones (code: the text's index)."""
    out: list[tuple[int, dict[str, str]]] = []
    for k, arg in sorted(keywords(s, iid).items(), key=lambda kv: _KW_ORDER.index(kv[0])):
        suffix = f"({arg})" if isinstance(arg, int) else f"[{arg}]" if isinstance(arg, str) else ""
        out.append((-1 - _KW_ORDER.index(k), {"ja": KEYWORD_JA[k] + suffix, "en": KEYWORD_EN[k] + suffix}))
    if what == "text":
        for a in abilities(s, iid):
            if a.keyword is None and a.protected is None and a.index < _COPIED_BASE:
                out.append((a.index, {"ja": a.text_ja, "en": a.text_en}))
    return out


def _indexes_of(s: State, iid: int, code: int) -> frozenset[int]:
    """The ability indexes of the text `code` (a special effect stands for the texts it lends, keywords.py)."""
    if code >= 0:
        return frozenset((code,))
    k = _KW_ORDER[-1 - code]
    return frozenset(a.index for a in abilities(s, iid) if a.keyword == k)


def negate_pending(s: State, ctx: Resolving, iid: int, indexes: frozenset[int] | None) -> None:
    """Negate the effects of the card's texts (`indexes`, or every text for None) still waiting in the cut: played
    as texts of this instance of the card, not resolved, not negated (P46-P50); 【 】 texts stay (P76)."""
    for i, e in enumerate(s.cut):
        if e.source != iid or e.kind not in ("text", "trigger") or e.negated or e.stamp != s.stamp[iid] \
                or e.uid == ctx.entry.uid or (indexes is not None and e.ability not in indexes):
            continue
        ab = next((a for a in s.defs[iid].abilities if a.index == e.ability), None)
        if ab is not None and ab.protected == "bracket":
            continue
        if play_unnegatable(s, e, seat_of(ctx), source_of(ctx)):
            continue
        s.cut[i] = _negated(e)
        emit(s, "negate", f"{name(s, iid)}の未解決の効果を無効にした", f"negated an unresolved effect of {name(s, iid, 'en')}",
             (iid,))


@verb("cardt8_lose_one")
def _lose_one(s: State, ctx: Resolving, st: Step) -> None:
    found = [i for i in resolve_target(s, ctx, st["target"]) if s.zone[i] in FIELD_ZONES]
    if not found:
        raise StepFailed()
    until = {"target": st["target"], "until": st.get("until", "turn_end")}
    if st["what"] == "all":  # 「全てのテキストと、まだ未解決のその効果」
        _grant(s, ctx, until, "lose_text", True)
        for iid in found:
            negate_pending(s, ctx, iid, None)
        return
    if st["what"] == "used_all":  # 「全ての使用型テキスト」: every printed text with a timing (not special effects)
        for iid in found:
            for a in s.defs[iid].abilities:
                if a.kind == "activated" and a.protected is None:
                    s.grants.append((iid, s.stamp[iid], LOSE_ONE, a.index, until["until"]))
            s.version += 1
            emit(s, "grant", f"{name(s, iid)}は使用型テキストを失った", f"{name(s, iid, 'en')} lost its used texts", (iid,))
        return
    iid = found[0]
    options = text_options(s, iid, st["what"])
    if not options:
        raise StepFailed()
    k = 0 if len(options) == 1 else ask_option(s, ctx, seat_of(ctx), len(options), [lbl for _c, lbl in options],
                                               ("無効にするテキストを選ぶ", "Choose the text to negate"))
    code = options[k][0]
    indexes = _indexes_of(s, iid, code)
    if code < 0:
        _grant(s, ctx, until, "lose_keyword", _KW_ORDER[-1 - code])
        for i in indexes:  # the texts it stood for: an effect of one waiting in the cut still resolves
            s.grants.append((iid, s.stamp[iid], LOSE_ONE, i, until["until"]))
    else:
        s.grants.append((iid, s.stamp[iid], LOSE_ONE, code, until["until"]))
        s.version += 1
        emit(s, "grant", f"{name(s, iid)}はテキスト1つを失った", f"{name(s, iid, 'en')} lost a text", (iid,))
    ctx.bound[LOST_KEY] = (iid, code)
    if st.get("pending"):
        negate_pending(s, ctx, iid, indexes)


@verb("cardt8_gain_lost")
def _gain_lost(s: State, ctx: Resolving, st: Step) -> None:
    lost = ctx.bound.get(LOST_KEY)
    if not lost:
        raise StepFailed()
    src, code = lost
    d = s.defs[src]
    found = [i for i in resolve_target(s, ctx, st["target"]) if s.zone[i] in FIELD_ZONES or s.zone[i] == CUT]
    until = st.get("until", "turn_end")
    for iid in found:
        if code >= 0:
            s.grants.append((iid, s.stamp[iid], "copy_text", (d.number, code), until))
            s.version += 1
            emit(s, "grant", f"{name(s, iid)}はテキストを得た", f"{name(s, iid, 'en')} gained a text", (iid,))
        else:
            k = _KW_ORDER[-1 - code]
            arg: Any = dict(d.keywords).get(k)
            _grant(s, ctx, {"target": st["target"], "until": until}, "keyword", (k, arg) if arg is not None else k)
            return


@verb("cardt8_change_kw")
def _change_kw(s: State, ctx: Resolving, st: Step) -> None:
    """「…が持つ「サイコミュ」の効果（1つ）を、このターン、『…』に変更する」: each card named that has the special effect now
    has its text do the quoted steps until the turn ends (a grant KW_EFFECT naming this text; stats._changed_texts)."""
    k = st["keyword"]
    src = ctx.entry.source
    index = ctx.entry.ability if ctx.entry.kind != "card" else -1
    for iid in resolve_target(s, ctx, st["target"]):
        if s.zone[iid] in FIELD_ZONES and k in keywords(s, iid):
            s.grants.append((iid, s.stamp[iid], KW_EFFECT, (k, s.defs[src].number, index), st.get("until", "turn_end")))
            s.version += 1
            emit(s, "grant", f"{name(s, iid)}の「{KEYWORD_JA[k]}」の効果が変わった",
                 f"{name(s, iid, 'en')}'s {KEYWORD_EN[k]} changed", (iid,))


@verb("cardt8_name_special")
def _name_special(s: State, ctx: Resolving, st: Step) -> None:
    """「…が持つ特殊効果1つを指定する」: the effect's player names one special effect the card has, as the step resolves
    (nothing to name: the step fails, and with it その場合; R-463)."""
    found = [i for i in resolve_target(s, ctx, st["target"]) if s.zone[i] in FIELD_ZONES]
    options = text_options(s, found[0], "special") if found else []
    if not options:
        raise StepFailed()
    k = 0 if len(options) == 1 else ask_option(s, ctx, seat_of(ctx), len(options), [lbl for _c, lbl in options],
                                               ("指定する特殊効果を選ぶ", "Name a special effect"))
    ctx.bound[LOST_KEY] = (found[0], options[k][0])
    emit(s, "name", f"「{options[k][1]['ja']}」を指定した", f"named {options[k][1]['en']}", (found[0],))


@verb("cardt8_lose_named")
def _lose_named(s: State, ctx: Resolving, st: Step) -> None:
    """「…が持つ、指定した特殊効果を、ターン終了時まで無効にする」: the cards named lose the special effect named."""
    named = ctx.bound.get(LOST_KEY)
    if not named or named[1] >= 0:
        raise StepFailed()
    _grant(s, ctx, {"target": st["target"], "until": st.get("until", "turn_end")}, "lose_keyword", _KW_ORDER[-1 - named[1]])
