"""Code of Joker's bot bundle: the rules glossary for `/rule`, and typed verbs that name a card.

The glossary is docs/coj/glossary.md, shipped as glossary.json beside this file (rebuild with
`python -m bot.glossary --build --source docs/coj/glossary.md --target bot/games/coj/glossary.json`).
Verbs choose among the legal actions by the card's name (the engine's action kinds): `play` (also
`/play`, whose autocomplete lists every action) drives, over-drives, intercepts, uses a joker or
blocks; `attack`, `block`, `set`, `drive`, `intercept`, `joker` and `override` are one kind each.
Withdraw and discard are secondary actions, which typed names never choose: they stay buttons.
"""

from __future__ import annotations

from .. import GameKit

KIT = GameKit(
    game="coj",
    glossary_package="bot.games.coj",
    verbs=(("play", ("drive", "overdrive", "intercept", "joker", "block")),
           ("drive", ("drive", "overdrive")),
           ("attack", ("attack",)),
           ("block", ("block",)),
           ("set", ("set",)),
           ("intercept", ("intercept",)),
           ("joker", ("joker",)),
           ("override", ("override",))),
)
