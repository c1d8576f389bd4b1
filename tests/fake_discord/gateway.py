"""The fake gateway websocket (v10, JSON, optional zlib-stream transport compression).

Supports HELLO, heartbeats/ACKs, IDENTIFY -> READY + GUILD_CREATE, RESUME (replaying missed
dispatches), REQUEST_GUILD_MEMBERS -> GUILD_MEMBERS_CHUNK, RECONNECT requests from the test, and
dispatching events (INTERACTION_CREATE, MESSAGE_*, THREAD_*, ...) to the identified session.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import uuid
import zlib
from collections import deque
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from aiohttp import WSMsgType, web

from .models import JSON

if TYPE_CHECKING:
    from .server import FakeDiscord

# opcodes
DISPATCH = 0
HEARTBEAT = 1
IDENTIFY = 2
PRESENCE_UPDATE = 3
VOICE_STATE_UPDATE = 4
RESUME = 6
RECONNECT = 7
REQUEST_GUILD_MEMBERS = 8
INVALID_SESSION = 9
HELLO = 10
HEARTBEAT_ACK = 11

# intents
GUILDS = 1 << 0
GUILD_MEMBERS = 1 << 1
GUILD_PRESENCES = 1 << 8
GUILD_MESSAGES = 1 << 9
DIRECT_MESSAGES = 1 << 12
MESSAGE_CONTENT = 1 << 15

REPLAY_BUFFER = 2000


class GatewayConnection:
    """One websocket; serialises sends (the zlib stream context is per connection)."""

    def __init__(self, ws: web.WebSocketResponse, *, zlib_stream: bool) -> None:
        self.ws = ws
        self._compressor = zlib.compressobj() if zlib_stream else None
        self._lock = asyncio.Lock()
        self.session: GatewaySession | None = None

    @property
    def open(self) -> bool:
        return not self.ws.closed

    async def send(self, payload: JSON) -> None:
        text = json.dumps(payload, ensure_ascii=False)
        async with self._lock:
            if self.ws.closed:
                raise ConnectionResetError("gateway websocket is closed")
            if self._compressor is not None:
                data = self._compressor.compress(text.encode()) + self._compressor.flush(zlib.Z_SYNC_FLUSH)
                await self.ws.send_bytes(data)
            else:
                await self.ws.send_str(text)

    async def close(self, code: int, message: str = "") -> None:
        with contextlib.suppress(Exception):
            await asyncio.wait_for(self.ws.close(code=code, message=message.encode()), 2.0)


@dataclass
class GatewaySession:
    id: str
    intents: int
    seq: int = 0
    buffer: deque[JSON] = field(default_factory=lambda: deque(maxlen=REPLAY_BUFFER))
    conn: GatewayConnection | None = None
    identify: JSON = field(default_factory=dict)


@dataclass
class GatewayStats:
    connections: int = 0
    zlib_connections: int = 0  # connections that asked for compress=zlib-stream (discord.py's default)
    identifies: int = 0
    resumes: int = 0
    heartbeats: int = 0
    invalid_sessions: int = 0
    reconnects_requested: int = 0
    member_requests: int = 0
    close_codes: list[int] = field(default_factory=list)


class Gateway:
    def __init__(self, fake: FakeDiscord) -> None:
        self.fake = fake
        self.sessions: dict[str, GatewaySession] = {}
        self.active: GatewaySession | None = None
        self.connections: set[GatewayConnection] = set()
        self.stats = GatewayStats()

    # -- state -------------------------------------------------------------------------------
    @property
    def connected(self) -> bool:
        s = self.active
        return s is not None and s.conn is not None and s.conn.open

    @property
    def intents(self) -> int:
        return self.active.intents if self.active else 0

    # -- websocket handler -------------------------------------------------------------------
    async def handle(self, request: web.Request) -> web.StreamResponse:
        if request.headers.get("Upgrade", "").lower() != "websocket":
            return await self.fake.rest.unknown_route(request)
        ws = web.WebSocketResponse(autoping=True, max_msg_size=16 * 1024 * 1024)
        await ws.prepare(request)
        conn = GatewayConnection(ws, zlib_stream=request.query.get("compress") == "zlib-stream")
        self.connections.add(conn)
        self.stats.connections += 1
        if request.query.get("compress") == "zlib-stream":
            self.stats.zlib_connections += 1
        try:
            if request.query.get("v", "10") != "10":
                await conn.close(4012, "Invalid API version")
                return ws
            if request.query.get("encoding", "json") != "json":
                await conn.close(4002, "Decode error")
                return ws
            await conn.send(
                {"op": HELLO, "d": {"heartbeat_interval": self.fake.heartbeat_interval_ms}, "s": None, "t": None}
            )
            async for msg in ws:
                if msg.type == WSMsgType.TEXT:
                    raw: str = msg.data
                elif msg.type == WSMsgType.BINARY:
                    raw = bytes(msg.data).decode("utf-8", "replace")
                else:
                    break
                try:
                    frame = json.loads(raw)
                except ValueError:
                    await conn.close(4002, "Decode error")
                    break
                if not isinstance(frame, dict):
                    await conn.close(4002, "Decode error")
                    break
                await self._on_frame(conn, frame)
        except ConnectionResetError:
            pass
        finally:
            self.connections.discard(conn)
            if ws.close_code is not None:
                self.stats.close_codes.append(ws.close_code)
            session = conn.session
            if session is not None and session.conn is conn:
                session.conn = None
            await self.fake.notify()
        return ws

    async def _on_frame(self, conn: GatewayConnection, frame: JSON) -> None:
        op = frame.get("op")
        data = frame.get("d")
        if op == HEARTBEAT:
            self.stats.heartbeats += 1
            await conn.send({"op": HEARTBEAT_ACK, "d": None, "s": None, "t": None})
            await self.fake.notify()
        elif op == IDENTIFY:
            await self._identify(conn, data if isinstance(data, dict) else {})
        elif op == RESUME:
            await self._resume(conn, data if isinstance(data, dict) else {})
        elif op == REQUEST_GUILD_MEMBERS:
            await self._request_members(conn, data if isinstance(data, dict) else {})
        elif op in (PRESENCE_UPDATE, VOICE_STATE_UPDATE):
            return
        else:
            await conn.close(4001, "Unknown opcode")

    async def _identify(self, conn: GatewayConnection, data: JSON) -> None:
        if conn.session is not None:
            await conn.close(4005, "Already authenticated")
            return
        if data.get("token") != self.fake.token:
            await conn.close(4004, "Authentication failed")
            return
        session = GatewaySession(id=uuid.uuid4().hex, intents=int(data.get("intents") or 0), identify=data)
        self.sessions[session.id] = session
        old = self.active
        self.active = session
        conn.session = session
        session.conn = conn
        if old is not None and old.conn is not None and old.conn is not conn:
            await old.conn.close(4000, "Replaced by a new session")
        ready: JSON = {
            "v": 10,
            "user": {**self.fake.bot_user.to_json(), "verified": True, "mfa_enabled": False, "flags": 0},
            "guilds": [{"id": str(self.fake.guild.id), "unavailable": True}],
            "session_id": session.id,
            "session_type": "normal",
            "resume_gateway_url": self.fake.gateway_url,
            "application": {"id": str(self.fake.application_id), "flags": 0},
            "private_channels": [],
            "relationships": [],
            "presences": [],
            "guild_join_requests": [],
            "user_settings": {},
            "geo_ordered_rtc_regions": [],
            "_trace": ["fake-discord-gateway"],
        }
        if isinstance(data.get("shard"), list):
            ready["shard"] = data["shard"]
        await self._send_dispatch(session, "READY", ready)
        await self._send_dispatch(session, "GUILD_CREATE", self.fake.guild_create_payload(session.intents))
        self.stats.identifies += 1
        await self.fake.notify()

    async def _resume(self, conn: GatewayConnection, data: JSON) -> None:
        session = self.sessions.get(str(data.get("session_id")))
        seq = data.get("seq")
        if (
            session is None
            or data.get("token") != self.fake.token
            or not isinstance(seq, int)
            or (bool(session.buffer) and seq + 1 < session.buffer[0]["s"])  # missed events fell out of the buffer
        ):
            self.stats.invalid_sessions += 1
            await conn.send({"op": INVALID_SESSION, "d": False, "s": None, "t": None})
            return
        previous = session.conn
        conn.session = session
        session.conn = conn
        self.active = session
        if previous is not None and previous is not conn:
            await previous.close(4000, "Resumed elsewhere")
        for payload in list(session.buffer):
            if payload["s"] > seq:
                await conn.send(payload)
        await self._send_dispatch(session, "RESUMED", {"_trace": ["fake-discord-gateway"]})
        self.stats.resumes += 1
        await self.fake.notify()

    async def _request_members(self, conn: GatewayConnection, data: JSON) -> None:
        session = conn.session
        if session is None:
            await conn.close(4003, "Not authenticated")
            return
        self.stats.member_requests += 1
        query = str(data.get("query") or "").lower()
        limit = int(data.get("limit") or 0)
        user_ids = {int(u) for u in data.get("user_ids") or []}
        members = [u for u in self.fake.guild_members() if not user_ids or u.id in user_ids]
        if query:
            members = [u for u in members if u.username.lower().startswith(query) or (u.nick or "").lower().startswith(query)]
        if limit:
            members = members[:limit]
        found = {u.id for u in members}
        chunk: JSON = {
            "guild_id": str(self.fake.guild.id),
            "members": [u.to_member_json() for u in members],
            "chunk_index": 0,
            "chunk_count": 1,
            "not_found": [str(u) for u in user_ids - found],
        }
        if data.get("nonce") is not None:
            chunk["nonce"] = data["nonce"]
        await self._send_dispatch(session, "GUILD_MEMBERS_CHUNK", chunk)

    # -- sending -----------------------------------------------------------------------------
    async def _send_dispatch(self, session: GatewaySession, event: str, data: Any) -> bool:
        session.seq += 1
        payload: JSON = {"op": DISPATCH, "t": event, "s": session.seq, "d": data}
        session.buffer.append(payload)
        conn = session.conn
        if conn is None or not conn.open:
            return False
        try:
            await conn.send(payload)
        except ConnectionResetError:
            return False
        return True

    async def dispatch(self, event: str, data: Any, *, intent: int | None = None) -> bool:
        """Send a dispatch to the current session; False when nobody is identified or the intent is off.

        Undelivered events stay in the session's replay buffer for RESUME.
        """
        session = self.active
        if session is None:
            return False
        if intent is not None and not session.intents & intent:
            return False
        return await self._send_dispatch(session, event, data)

    async def request_reconnect(self) -> None:
        """Send op 7 RECONNECT: discord.py closes and RESUMEs at resume_gateway_url."""
        session = self.active
        if session is None or session.conn is None:
            raise ConnectionResetError("no gateway session to reconnect")
        self.stats.reconnects_requested += 1
        await session.conn.send({"op": RECONNECT, "d": None, "s": None, "t": None})

    async def invalidate_session(self) -> None:
        """Send op 9 INVALID_SESSION (not resumable): discord.py re-IDENTIFYs."""
        session = self.active
        if session is None or session.conn is None:
            raise ConnectionResetError("no gateway session")
        self.sessions.pop(session.id, None)
        self.stats.invalid_sessions += 1
        await session.conn.send({"op": INVALID_SESSION, "d": False, "s": None, "t": None})

    async def close_all(self, code: int = 1001) -> None:
        for conn in list(self.connections):
            await conn.close(code, "fake Discord is stopping")
