"""Every message the bot sends passes through `fit()`: Discord's limits, and no pings by accident.

Discord refuses a whole message (HTTP 400) when one part is too long, and a refused answer to a
deferred interaction leaves the user looking at "thinking" for good; so texts are cut here, once,
for every sender. Mentions: the client's default is to ping nobody (see client.py), a message that
addresses players names them with `pinging()`, and user text echoed into a message (display names,
deck names, typed card names) goes through `neutral()` so "@everyone" in a deck name stays text.
"""

from __future__ import annotations

import re
from typing import Any

import discord

CONTENT = 2000
EMBED_TITLE = 256
EMBED_DESCRIPTION = 4096
EMBED_FIELDS = 25
FIELD_NAME = 256
FIELD_VALUE = 1024
FOOTER = 2048
AUTHOR = 256
EMBED_TOTAL = 6000
MAX_EMBEDS = 10

_MENTION = re.compile(r"@(everyone|here|[!&]?\d+)", re.IGNORECASE)
_ZWSP = "\u200b"


def clip(text: str, limit: int = CONTENT) -> str:
    """`text` cut to `limit` characters, with an ellipsis when something was cut."""
    return text if len(text) <= limit else text[: max(limit - 1, 0)] + "…"


def neutral(text: str) -> str:
    """User text that cannot ping: "@everyone", "@here" and "<@123…>" get a zero-width space after @."""
    return _MENTION.sub(lambda m: "@" + _ZWSP + m.group(1), text)


def pinging(*user_ids: int) -> discord.AllowedMentions:
    """Allowed mentions for a message that addresses these users (and nobody else)."""
    return discord.AllowedMentions(everyone=False, roles=False, replied_user=False,
                                   users=[discord.Object(id=u) for u in dict.fromkeys(user_ids)])


def fit_embed(e: discord.Embed) -> discord.Embed:
    """The embed within Discord's per-part limits and its 6,000-character total (the description
    gives way first, then the fields from the last)."""
    if e.title:
        e.title = clip(e.title, EMBED_TITLE)
    if e.description:
        e.description = clip(e.description, EMBED_DESCRIPTION)
    if e.footer.text:
        e.set_footer(text=clip(e.footer.text, FOOTER), icon_url=e.footer.icon_url)
    if e.author.name:
        e.set_author(name=clip(e.author.name, AUTHOR), url=e.author.url, icon_url=e.author.icon_url)
    fields = [(clip(f.name or "-", FIELD_NAME), clip(f.value or "-", FIELD_VALUE), bool(f.inline))
              for f in e.fields[:EMBED_FIELDS]]
    e.clear_fields()
    for name, value, inline in fields:
        e.add_field(name=name, value=value, inline=inline)
    over = len(e) - EMBED_TOTAL
    if over > 0 and e.description:
        e.description = clip(e.description, max(len(e.description) - over, 1))
    while len(e) > EMBED_TOTAL and e.fields:
        e.remove_field(len(e.fields) - 1)
    return e


def fit(kw: dict[str, Any]) -> dict[str, Any]:
    """The keyword arguments of a send/edit call made safe: content and embeds within the limits, and
    `allowed_mentions` nobody unless the caller named whom it addresses."""
    out = dict(kw)
    content = out.get("content")
    if content is not None:
        out["content"] = clip(str(content))
    if out.get("embed") is not None:
        out["embed"] = fit_embed(out["embed"])
    if out.get("embeds"):
        out["embeds"] = [fit_embed(e) for e in out["embeds"][:MAX_EMBEDS]]
    out.setdefault("allowed_mentions", discord.AllowedMentions.none())
    return out
