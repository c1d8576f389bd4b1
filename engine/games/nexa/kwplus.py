"""The verb `keyword_plus` (issue 14 family V3): 「…は、ターン終了時まで「サイコミュ」+2を得る」, 「「範囲兵器」+Xを得る」.

A special effect with a value (サイコミュ(3), 範囲兵器(4): P75) gets the number added to its value until the
turn ends, on a card that has that special effect; a card without it gains nothing (ruling R-121). The
amount is read when the step resolves (X included) and kept as a grant (iid, stamp, "keyword_plus",
(keyword, n), until); stats.keywords adds the grants of a card to its values (kwvalues.py).
"""

from __future__ import annotations

from typing import Any

from .effects import Step, resolve_target, val, verb
from .kwvalues import raised
from .places import emit, name
from .state import Resolving, State

UNSEEN = "unseen: "  # a step nothing on the generated board can show (behave.check_card: unchecked)


@verb("grant_or_modify")
def _grant_or_modify(s: State, ctx: Resolving, st: Step) -> None:
    """「…は、ターン終了時まで「速攻」または+2/+2/+2を得る」: the controller picks one on resolution, once for every
    card of the step (R-125); then grant_keyword or modify does it."""
    from .effects import VERB_FUNCS, ask_option, seat_of
    from .vocabulary import KEYWORD_EN, KEYWORD_JA

    words = "/".join(f"{v:+d}" for v in st["stats"])
    labels = [{"ja": KEYWORD_JA[st["keyword"]], "en": KEYWORD_EN[st["keyword"]]}, {"ja": words, "en": words}]
    k = ask_option(s, ctx, seat_of(ctx), 2, labels, ("得る効果を選ぶ", "Choose what to gain"))
    until = st.get("until", "turn_end")
    if k == 0:
        VERB_FUNCS["grant_keyword"](s, ctx, {"do": "grant_keyword", "target": st["target"], "keyword": st["keyword"],
                                             "until": until})
    else:
        VERB_FUNCS["modify"](s, ctx, {"do": "modify", "target": st["target"], "stats": st["stats"], "until": until})


@verb("boost_many")
def _boost_many(s: State, ctx: Resolving, st: Step) -> None:
    """「…は、ターン終了時まで「強襲」「高機動」+2/+2/+2を得る」: each special effect and the change, to the same cards
    for the same time (one 得る, as boost.py's)."""
    from .effects import VERB_FUNCS

    until = st.get("until", "turn_end")
    for k in st["keywords"]:
        VERB_FUNCS["grant_keyword"](s, ctx, {"do": "grant_keyword", "target": st["target"], "keyword": k, "until": until})
    VERB_FUNCS["modify"](s, ctx, {"do": "modify", "target": st["target"], "stats": st["stats"], "until": until})


@verb("keyword_plus")
def _keyword_plus(s: State, ctx: Resolving, st: Step) -> None:
    n = val(s, ctx, st["amount"])
    until = st.get("until", "turn_end")
    for iid in resolve_target(s, ctx, st["target"]):
        s.grants.append((iid, s.stamp[iid], "keyword_plus", (st["keyword"], n), until))
        emit(s, "grant", f"{name(s, iid)}: {st['keyword']} {n:+d}", f"{name(s, iid, 'en')}: {st['keyword']} {n:+d}",
             (iid,))
    s.version += 1


def expect(step: dict[str, Any], b: Any, a: Any, sc: Any, num: Any) -> list[str] | None:
    """The behaviour check of `keyword_plus` (behave.py): a card that has the special effect has its value
    raised by the amount; None for another verb."""
    if step["do"] != "keyword_plus":
        return None
    from .stats import keywords

    s = sc.state
    k, want = step["keyword"], num(step["amount"])
    having = [i for i, kws in a.kws.items() if k in kws]
    if not having:  # no card has it to raise: nothing shows, the text is unchecked
        return [f"{UNSEEN}no card with the special effect to raise"]
    if any(raised(s, i, k) and keywords(s, i).get(k) == dict(s.defs[i].keywords).get(k, 0) + want
           for i in having if isinstance(dict(s.defs[i].keywords).get(k), int)):
        return []
    return [f"keyword_plus {k} {want:+d}: no card's value was raised"]
