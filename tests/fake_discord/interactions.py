"""The handle a test gets back for each injected interaction: await the bot's responses on it."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .models import JSON, FakeChannel, FakeMessage, FakeUser
from .records import CALLBACK, FOLLOWUP, REJECTED, ResponseEvent

if TYPE_CHECKING:
    from .server import FakeDiscord

DEFAULT_TIMEOUT = 5.0

# Interaction types
APPLICATION_COMMAND = 2
MESSAGE_COMPONENT = 3
AUTOCOMPLETE = 4
MODAL_SUBMIT = 5

# Callback types
CHANNEL_MESSAGE_WITH_SOURCE = 4
DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE = 5
DEFERRED_UPDATE_MESSAGE = 6
UPDATE_MESSAGE = 7
AUTOCOMPLETE_RESULT = 8
MODAL = 9


@dataclass(eq=False)
class FakeInteraction:
    """One INTERACTION_CREATE the fake sent, and everything the bot answered to it.

    Await helpers raise `AssertionError` (with what *was* received) when the timeout passes.
    """

    fake: FakeDiscord
    id: int
    token: str
    type: int
    user: FakeUser
    channel: FakeChannel
    payload: JSON
    source_message_id: int | None = None  # the message a component was on
    sent_at: float | None = None
    acknowledged: bool = False
    callback_type: int | None = None
    late: bool = False
    original_message_id: int | None = None
    loading: bool = False  # a DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE whose message is not resolved yet
    defer_ephemeral: bool = False
    followup_ids: list[int] = field(default_factory=list)
    choices: list[JSON] | None = None
    modal: JSON | None = None
    events: list[ResponseEvent] = field(default_factory=list)

    def __repr__(self) -> str:
        name = self.payload.get("data", {}).get("name") or self.payload.get("data", {}).get("custom_id")
        return (
            f"<FakeInteraction id={self.id} type={self.type} {name!r} user={self.user.username} "
            f"acknowledged={self.acknowledged} events={self.events!r}>"
        )

    # -- state -------------------------------------------------------------------------------
    @property
    def callback(self) -> ResponseEvent | None:
        for ev in self.events:
            if ev.kind == CALLBACK:
                return ev
        return None

    @property
    def rejected(self) -> list[ResponseEvent]:
        return [ev for ev in self.events if ev.kind == REJECTED]

    @property
    def latency(self) -> float | None:
        """Seconds from INTERACTION_CREATE to the accepted first callback."""
        cb = self.callback
        return cb.elapsed if cb else None

    @property
    def original(self) -> FakeMessage | None:
        if self.original_message_id is None:
            return None
        return self.fake.message(self.original_message_id)

    @property
    def followups(self) -> list[FakeMessage]:
        return [self.fake.message(mid) for mid in self.followup_ids]

    @property
    def messages(self) -> list[FakeMessage]:
        """Messages this interaction produced (original first; excludes a component's source message)."""
        out: list[FakeMessage] = []
        if self.original_message_id is not None and self.original_message_id != self.source_message_id:
            out.append(self.fake.message(self.original_message_id))
        out.extend(self.followups)
        return out

    @property
    def source_message(self) -> FakeMessage | None:
        return self.fake.message(self.source_message_id) if self.source_message_id is not None else None

    # -- waiting -----------------------------------------------------------------------------
    async def wait_for(
        self, predicate: Callable[[FakeInteraction], bool], *, timeout: float = DEFAULT_TIMEOUT, what: str = "condition"
    ) -> None:
        cond = self.fake.condition
        async with cond:
            try:
                await asyncio.wait_for(cond.wait_for(lambda: predicate(self)), timeout)
            except TimeoutError:
                raise AssertionError(
                    f"timed out after {timeout}s waiting for {what} on {self!r}; "
                    f"violations so far: {[str(v) for v in self.fake.violations]}"
                ) from None

    async def wait_callback(self, *, timeout: float = DEFAULT_TIMEOUT) -> ResponseEvent:
        """The accepted first callback (POST /interactions/{id}/{token}/callback)."""
        await self.wait_for(lambda i: i.callback is not None, timeout=timeout, what="the interaction callback")
        cb = self.callback
        assert cb is not None
        return cb

    async def wait_message(self, *, timeout: float = DEFAULT_TIMEOUT) -> FakeMessage:
        """The original response message once it has real content (a deferral resolved by edit or followup).

        For UPDATE_MESSAGE / DEFERRED_UPDATE_MESSAGE this is the component's message.
        """

        def ready(i: FakeInteraction) -> bool:
            return i.original_message_id is not None and not i.loading

        await self.wait_for(ready, timeout=timeout, what="the original response message")
        original = self.original
        assert original is not None
        return original

    async def wait_followups(self, count: int = 1, *, timeout: float = DEFAULT_TIMEOUT) -> list[FakeMessage]:
        """The first `count` followup messages (a followup that resolved a deferral counts)."""
        await self.wait_for(
            lambda i: len([e for e in i.events if e.kind == FOLLOWUP]) >= count,
            timeout=timeout,
            what=f"{count} followup(s)",
        )
        return [e.message for e in self.events if e.kind == FOLLOWUP and e.message is not None][:count]

    async def wait_choices(self, *, timeout: float = DEFAULT_TIMEOUT) -> list[JSON]:
        """Autocomplete choices (callback type 8)."""
        await self.wait_for(lambda i: i.choices is not None, timeout=timeout, what="autocomplete choices")
        assert self.choices is not None
        return self.choices

    async def wait_modal(self, *, timeout: float = DEFAULT_TIMEOUT) -> JSON:
        """A modal (callback type 9): {custom_id, title, components}."""
        await self.wait_for(lambda i: i.modal is not None, timeout=timeout, what="a modal")
        assert self.modal is not None
        return self.modal

    async def wait_rejected(self, *, timeout: float = DEFAULT_TIMEOUT) -> ResponseEvent:
        """The first request for this interaction that the fake refused (4xx)."""
        await self.wait_for(lambda i: bool(i.rejected), timeout=timeout, what="a rejected response")
        return self.rejected[0]

    async def wait_events(self, count: int, *, timeout: float = DEFAULT_TIMEOUT) -> list[ResponseEvent]:
        """The first `count` response events of any kind (callback, followups, edits, rejections)."""
        await self.wait_for(lambda i: len(i.events) >= count, timeout=timeout, what=f"{count} response event(s)")
        return self.events[:count]

    def data(self) -> Any:
        return self.payload.get("data")
