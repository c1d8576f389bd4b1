"""Issue 14 family K3: steps of the long tail.

- verb `modify_lose`: 「…は、ターン終了時まで+2/+0/-1を得ると共に、「高機動」を失う」: the card gets the change and
  loses the special effects until the turn ends (the engine's `modify`, then `lose_keyword` for each, on the same
  card). A loss beats a gain whenever each applied (P57 相反する効果の優位性; stats.keywords drops a lost one last).
- verb `lose_specials`: 「…が持つ全ての特殊効果をターン終了時まで無効にする」: every special effect of the card is
  lost until the turn ends, those it gains meanwhile too (P72 無効; P57: a loss beats a gain), by a `lose_keyword`
  grant of each special effect there is. Its other texts stay.
- verb `grant_trait`: 「…は、ターン終了時まで「特徴：A」を得る」: the card has the trait until the turn ends; selectors
  asking for the trait find it (stats.gained_trait), 「本来の記述に」 does not (P65).
- verb `look_hand`: 「敵軍手札を全て見る」: the effect's player sees every card of that hand (a face-down place, P61);
  the cards stay where they are, and only that player is shown them.
"""

from __future__ import annotations

from .effects import VERB_FUNCS, Step, _grant, seat_of, side_seat, verb
from .places import emit, name
from .state import HAND, Resolving, State
from .vocabulary import KEYWORDS


@verb("modify_lose")
def _modify_lose(s: State, ctx: Resolving, st: Step) -> None:
    until = st.get("until", "turn_end")
    VERB_FUNCS["modify"](s, ctx, {"do": "modify", "target": st["target"], "stats": st["stats"], "until": until})
    for k in st["keywords"]:
        _grant(s, ctx, {"target": st["target"], "until": until}, "lose_keyword", k)


@verb("lose_specials")
def _lose_specials(s: State, ctx: Resolving, st: Step) -> None:
    for k in KEYWORDS:
        _grant(s, ctx, {"target": st["target"], "until": st.get("until", "turn_end")}, "lose_keyword", k)


@verb("grant_trait")
def _grant_trait(s: State, ctx: Resolving, st: Step) -> None:
    _grant(s, ctx, {"target": st["target"], "until": st.get("until", "turn_end")}, "trait", st["trait"])


@verb("look_hand")
def _look_hand(s: State, ctx: Resolving, st: Step) -> None:
    hand = list(s.place(side_seat(ctx, st["side"]), HAND))
    s.looked[seat_of(ctx)] = hand
    emit(s, "look", "手札を全て見た: " + "、".join(name(s, c) for c in hand),
         "looked at the hand: " + ", ".join(name(s, c, "en") for c in hand), tuple(hand), seat_of(ctx),
         private_to=seat_of(ctx), public=("手札を全て見た", "looked at a whole hand"))
