"""The fake's REST routes under /api/v10 (plus a CDN for attachments), as discord.py 2.7 calls them.

JSON replies carry `Content-Type: application/json` exactly (discord.py's `json_or_text` compares the
header verbatim). Errors use Discord's shapes: `{"code": ..., "message": ..., "errors": {...}}`.
Bodies that break a limit are answered 400 (50035 Invalid Form Body) or 413 (40005) and recorded.
"""

from __future__ import annotations

import copy
import json
import traceback
from collections.abc import Awaitable, Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from aiohttp import BodyPartReader, web
from aiohttp.typedefs import Middleware

from . import records
from .interactions import (
    AUTOCOMPLETE_RESULT,
    CHANNEL_MESSAGE_WITH_SOURCE,
    DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE,
    DEFERRED_UPDATE_MESSAGE,
    MODAL,
    UPDATE_MESSAGE,
    FakeInteraction,
)
from .limits import (
    LimitError,
    UploadedFile,
    check_command,
    check_commands,
    check_files,
    check_interaction_callback,
    check_message,
    check_thread_name,
    discord_error_body,
)
from .models import JSON, MESSAGE_FLAG_EPHEMERAL, ChannelType, FakeChannel, FakeMessage, Perm
from .records import RecordedPayload, ResponseEvent

if TYPE_CHECKING:
    from .server import FakeDiscord

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]
API = "/api/v10"


class _BadBody(Exception):
    pass


def json_response(data: Any, status: int = 200) -> web.Response:
    """A JSON reply whose Content-Type is exactly `application/json` (no charset parameter)."""
    return web.Response(
        body=json.dumps(data, ensure_ascii=False).encode("utf-8"), status=status, content_type="application/json"
    )


def error_response(status: int, code: int, message: str, errors: JSON | None = None) -> web.Response:
    body: JSON = {"message": message, "code": code}
    if errors:
        body["errors"] = errors
    return json_response(body, status)


def no_content() -> web.Response:
    return web.Response(status=204)


def _int(value: str | None) -> int | None:
    try:
        return int(value) if value is not None else None
    except ValueError:
        return None


def _flags(payload: Mapping[str, Any]) -> int:
    flags = payload.get("flags")
    return flags if isinstance(flags, int) else 0


def _truthy(value: str | None) -> bool:
    return (value or "").lower() in ("1", "true", "yes")


class RestApi:
    def __init__(self, fake: FakeDiscord) -> None:
        self.fake = fake

    # ------------------------------------------------------------------------------------------
    # registration and plumbing
    # ------------------------------------------------------------------------------------------
    def register(self, router: web.UrlDispatcher, gateway_handler: Handler) -> None:
        app = router
        app.add_get(f"{API}/users/@me", self.users_me)
        app.add_post(f"{API}/users/@me/channels", self.create_dm)
        app.add_get(f"{API}/users/{{user_id}}", self.get_user)
        app.add_get(f"{API}/oauth2/applications/@me", self.application_info)
        app.add_get(f"{API}/applications/@me", self.application_info)
        app.add_get(f"{API}/gateway", self.get_gateway)
        app.add_get(f"{API}/gateway/bot", self.get_gateway_bot)
        app.add_route("*", f"{API}/applications/{{app_id}}/commands", self.commands)
        app.add_route("*", f"{API}/applications/{{app_id}}/commands/{{command_id}}", self.command)
        app.add_get(f"{API}/applications/{{app_id}}/guilds/{{guild_id}}/commands/permissions", self.command_permissions)
        app.add_route("*", f"{API}/applications/{{app_id}}/guilds/{{guild_id}}/commands", self.commands)
        app.add_route("*", f"{API}/applications/{{app_id}}/guilds/{{guild_id}}/commands/{{command_id}}", self.command)
        app.add_post(f"{API}/interactions/{{interaction_id}}/{{token}}/callback", self.interaction_callback)
        app.add_post(f"{API}/webhooks/{{app_id}}/{{token}}", self.webhook_execute)
        app.add_route("*", f"{API}/webhooks/{{app_id}}/{{token}}/messages/{{message_id}}", self.webhook_message)
        app.add_route("*", f"{API}/channels/{{channel_id}}", self.channel)
        app.add_route("*", f"{API}/channels/{{channel_id}}/messages", self.channel_messages)
        app.add_route("*", f"{API}/channels/{{channel_id}}/messages/pins/{{message_id}}", self.pin)
        app.add_route("*", f"{API}/channels/{{channel_id}}/pins/{{message_id}}", self.pin)
        app.add_route("*", f"{API}/channels/{{channel_id}}/messages/{{message_id}}", self.channel_message)
        app.add_post(f"{API}/channels/{{channel_id}}/messages/{{message_id}}/threads", self.thread_from_message)
        app.add_route(
            "*", f"{API}/channels/{{channel_id}}/messages/{{message_id}}/reactions{{tail:.*}}", self.reactions
        )
        app.add_post(f"{API}/channels/{{channel_id}}/threads", self.thread_without_message)
        app.add_get(f"{API}/channels/{{channel_id}}/thread-members", self.thread_members)
        app.add_route("*", f"{API}/channels/{{channel_id}}/thread-members/{{user_id}}", self.thread_member)
        app.add_post(f"{API}/channels/{{channel_id}}/typing", self.typing)
        app.add_get(f"{API}/guilds/{{guild_id}}", self.get_guild)
        app.add_route("*", f"{API}/guilds/{{guild_id}}/channels", self.guild_channels)
        app.add_get(f"{API}/guilds/{{guild_id}}/members", self.guild_members)
        app.add_get(f"{API}/guilds/{{guild_id}}/members/{{user_id}}", self.guild_member)
        app.add_get(f"{API}/guilds/{{guild_id}}/roles", self.guild_roles)
        app.add_get(f"{API}/guilds/{{guild_id}}/threads/active", self.active_threads)
        app.add_get("/attachments/{channel_id}/{attachment_id}/{filename}", self.cdn)
        app.add_get("/", gateway_handler)
        app.add_route("*", "/{tail:.*}", self.unknown_route)

    def middleware(self) -> Middleware:
        @web.middleware
        async def log_and_guard(request: web.Request, handler: Handler) -> web.StreamResponse:
            try:
                resp = await handler(request)
            except web.HTTPException:
                raise
            except _BadBody as exc:
                self.fake.violate(records.BAD_REQUEST, str(exc), method=request.method, path=request.path)
                resp = error_response(400, 50109, "The request body contains invalid JSON.")
            except Exception as exc:  # a bug in the fake must not become a 5xx that discord.py retries
                self.fake.violate(
                    records.FAKE_ERROR,
                    f"fake Discord crashed: {exc!r}\n{traceback.format_exc()}",
                    method=request.method,
                    path=request.path,
                )
                resp = error_response(400, 0, f"fake Discord internal error: {exc!r}")
            self.fake.requests.append((request.method, request.path_qs, resp.status))
            await self.fake.notify()  # wake waiters on every request (accepted or rejected)
            return resp

        return log_and_guard

    async def _read(self, request: web.Request) -> tuple[Any, list[UploadedFile]]:
        try:
            if request.content_type.startswith("multipart/"):
                reader = await request.multipart()
                body: Any = None
                files: list[UploadedFile] = []
                while True:
                    part = await reader.next()
                    if part is None:
                        break
                    if not isinstance(part, BodyPartReader):
                        continue
                    raw = bytes(await part.read(decode=False))
                    if part.name == "payload_json":
                        body = json.loads(raw.decode("utf-8"))
                    else:
                        files.append(
                            UploadedFile(
                                field_name=part.name or "",
                                filename=part.filename or part.name or "file",
                                content_type=part.headers.get("Content-Type"),
                                data=raw,
                            )
                        )
                return body, files
            raw = await request.read()
            if not raw.strip():
                return None, []
            return json.loads(raw), []
        except (ValueError, UnicodeDecodeError) as exc:
            raise _BadBody(f"invalid JSON body: {exc}") from None

    def _auth(self, request: web.Request) -> web.Response | None:
        if request.headers.get("Authorization") == f"Bot {self.fake.token}":
            return None
        self.fake.violate(
            records.UNAUTHORIZED, "missing or wrong bot token", method=request.method, path=request.path
        )
        return error_response(401, 0, "401: Unauthorized")

    def _fail(
        self,
        request: web.Request,
        status: int,
        code: int,
        message: str,
        *,
        kind: str,
        detail: str = "",
        interaction: FakeInteraction | None = None,
        rec: RecordedPayload | None = None,
        errors: Sequence[LimitError] = (),
    ) -> web.Response:
        self.fake.violate(
            kind, detail or message, method=request.method, path=request.path, interaction=interaction, errors=errors
        )
        if rec is not None:
            rec.status = status
        if interaction is not None:
            elapsed = self.fake.clock() - (interaction.sent_at or self.fake.clock())
            interaction.events.append(
                ResponseEvent(records.REJECTED, status, elapsed, rec.body if rec else None, error_code=code)
            )
        body = discord_error_body(errors) if errors and code == 50035 else None
        resp = error_response(status, code, message, body["errors"] if body else None)
        return resp

    def _check_limits(
        self,
        request: web.Request,
        errors: list[LimitError],
        files: Sequence[UploadedFile],
        *,
        rec: RecordedPayload,
        interaction: FakeInteraction | None = None,
    ) -> web.Response | None:
        too_big = check_files(files, self.fake.limits)
        if too_big:
            return self._fail(
                request, 413, 40005, "Request entity too large", kind=records.LIMIT, detail="file too large",
                interaction=interaction, rec=rec, errors=too_big,
            )  # fmt: skip
        if errors:
            kind = records.LIMIT
            if any(e.code == "INTERACTION_CALLBACK_TYPE_INVALID" for e in errors):
                kind = records.INVALID_CALLBACK
            return self._fail(
                request, 400, 50035, "Invalid Form Body", kind=kind,
                detail=f"{len(errors)} error(s) in the body", interaction=interaction, rec=rec, errors=errors,
            )  # fmt: skip
        return None

    def _record(
        self, request: web.Request, route: str, body: Any, files: Sequence[UploadedFile], inter: FakeInteraction | None = None
    ) -> RecordedPayload:
        return self.fake.record_payload(request.method, request.path_qs, route, body, files, inter)

    def _ok(self, rec: RecordedPayload, resp: web.Response) -> web.Response:
        rec.status = resp.status
        return resp

    def _channel(self, request: web.Request) -> FakeChannel | None:
        cid = _int(request.match_info.get("channel_id"))
        ch = self.fake.channels.get(cid) if cid is not None else None
        if ch is None or ch.deleted:
            return None
        return ch

    def _unknown_channel(self, request: web.Request, rec: RecordedPayload | None = None) -> web.Response:
        return self._fail(request, 404, 10003, "Unknown Channel", kind=records.UNKNOWN_CHANNEL, rec=rec)

    def _missing_permissions(
        self, request: web.Request, what: str, rec: RecordedPayload | None = None
    ) -> web.Response:
        return self._fail(
            request, 403, 50013, "Missing Permissions", kind=records.FORBIDDEN, detail=f"bot lacks {what}", rec=rec
        )

    def _bot_perms(self, ch: FakeChannel) -> int:
        return self.fake.permissions_for(self.fake.bot_user, ch)

    # ------------------------------------------------------------------------------------------
    # users, application, gateway
    # ------------------------------------------------------------------------------------------
    async def users_me(self, request: web.Request) -> web.Response:
        if (denied := self._auth(request)) is not None:
            return denied
        return json_response({**self.fake.bot_user.to_json(), "verified": True, "mfa_enabled": False, "flags": 0})

    async def get_user(self, request: web.Request) -> web.Response:
        if (denied := self._auth(request)) is not None:
            return denied
        uid = _int(request.match_info["user_id"])
        user = self.fake.users.get(uid) if uid is not None else None
        if user is None:
            return error_response(404, 10013, "Unknown User")
        return json_response(user.to_json())

    async def create_dm(self, request: web.Request) -> web.Response:
        if (denied := self._auth(request)) is not None:
            return denied
        body, files = await self._read(request)
        rec = self._record(request, "create_dm", body, files)
        uid = _int(str(body.get("recipient_id"))) if isinstance(body, dict) else None
        user = self.fake.users.get(uid) if uid is not None else None
        if user is None:
            return self._fail(request, 400, 50035, "Invalid Form Body", kind=records.BAD_REQUEST, rec=rec,
                              detail="unknown recipient_id")  # fmt: skip
        ch = self.fake.open_dm(user)
        return self._ok(rec, json_response(ch.to_json(self.fake.users)))

    async def application_info(self, request: web.Request) -> web.Response:
        if (denied := self._auth(request)) is not None:
            return denied
        f = self.fake
        return json_response(
            {
                "id": str(f.application_id),
                "name": f.bot_user.username,
                "icon": None,
                "description": "Sortie (fake Discord application)",
                "summary": "",
                "type": None,
                "bot_public": True,
                "bot_require_code_grant": False,
                "verify_key": "0" * 64,
                "owner": f.owner.to_json(),
                "team": None,
                "flags": 0,
                "bot": f.bot_user.to_json(),
                "interactions_endpoint_url": None,
                "redirect_uris": [],
                "tags": [],
            }
        )

    async def get_gateway(self, request: web.Request) -> web.Response:
        return json_response({"url": self.fake.gateway_url})

    async def get_gateway_bot(self, request: web.Request) -> web.Response:
        if (denied := self._auth(request)) is not None:
            return denied
        return json_response(
            {
                "url": self.fake.gateway_url,
                "shards": 1,
                "session_start_limit": {"total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1},
            }
        )

    # ------------------------------------------------------------------------------------------
    # application commands
    # ------------------------------------------------------------------------------------------
    def _command_store(self, request: web.Request) -> tuple[list[JSON] | None, int | None, web.Response | None]:
        app_id = _int(request.match_info["app_id"])
        if app_id != self.fake.application_id:
            return None, None, self._fail(request, 404, 10002, "Unknown Application", kind=records.BAD_REQUEST,
                                          detail=f"application id {app_id} is not {self.fake.application_id}")  # fmt: skip
        gid_raw = request.match_info.get("guild_id")
        if gid_raw is None:
            return self.fake.global_commands, None, None
        gid = _int(gid_raw)
        if gid != self.fake.guild.id:
            return None, None, self._fail(request, 403, 50001, "Missing Access", kind=records.FORBIDDEN,
                                          detail=f"the bot is not in guild {gid_raw}")  # fmt: skip
        return self.fake.guild_commands.setdefault(gid, []), gid, None

    def _materialise(self, cmd: JSON, old: Sequence[JSON], guild_id: int | None) -> JSON:
        out = copy.deepcopy(cmd)
        out.setdefault("type", 1)
        previous = next((c for c in old if c["name"] == out.get("name") and c.get("type", 1) == out["type"]), None)
        out["id"] = previous["id"] if previous else str(self.fake.snowflake())
        out["application_id"] = str(self.fake.application_id)
        out["version"] = str(self.fake.snowflake())
        out.setdefault("description", "")
        out.setdefault("default_member_permissions", None)
        out.setdefault("nsfw", False)
        if guild_id is not None:
            out["guild_id"] = str(guild_id)
        return out

    async def commands(self, request: web.Request) -> web.Response:
        if (denied := self._auth(request)) is not None:
            return denied
        store, gid, failed = self._command_store(request)
        if failed is not None or store is None:
            return failed or error_response(404, 0, "404: Not Found")
        if request.method == "GET":
            return json_response(store)
        if request.method not in ("PUT", "POST"):
            return await self.unknown_route(request)
        body, files = await self._read(request)
        rec = self._record(request, "bulk_commands" if request.method == "PUT" else "create_command", body, files)
        if request.method == "PUT":
            if (failed := self._check_limits(request, check_commands(body, self.fake.limits), files, rec=rec)) is not None:
                return failed
            new = [self._materialise(c, store, gid) for c in body]
            store[:] = new
            self.fake.command_syncs += 1
            await self.fake.notify()
            return self._ok(rec, json_response(new))
        if (failed := self._check_limits(request, check_command(body, limits=self.fake.limits), files, rec=rec)) is not None:
            return failed
        made = self._materialise(body, store, gid)
        existed = any(c["id"] == made["id"] for c in store)
        store[:] = [c for c in store if c["id"] != made["id"]] + [made]
        self.fake.command_syncs += 1
        await self.fake.notify()
        return self._ok(rec, json_response(made, 200 if existed else 201))

    async def command(self, request: web.Request) -> web.Response:
        if (denied := self._auth(request)) is not None:
            return denied
        store, gid, failed = self._command_store(request)
        if failed is not None or store is None:
            return failed or error_response(404, 0, "404: Not Found")
        cid = request.match_info["command_id"]
        found = next((c for c in store if c["id"] == cid), None)
        if found is None:
            return self._fail(request, 404, 10063, "Unknown application command", kind=records.BAD_REQUEST)
        if request.method == "GET":
            return json_response(found)
        if request.method == "DELETE":
            store[:] = [c for c in store if c["id"] != cid]
            await self.fake.notify()
            return no_content()
        if request.method != "PATCH":
            return await self.unknown_route(request)
        body, files = await self._read(request)
        rec = self._record(request, "edit_command", body, files)
        merged = {**found, **(body if isinstance(body, dict) else {})}
        if (failed := self._check_limits(request, check_command(merged, limits=self.fake.limits), files, rec=rec)) is not None:
            return failed
        made = self._materialise(merged, store, gid)
        store[:] = [made if c["id"] == cid else c for c in store]
        await self.fake.notify()
        return self._ok(rec, json_response(made))

    async def command_permissions(self, request: web.Request) -> web.Response:
        if (denied := self._auth(request)) is not None:
            return denied
        return json_response([])

    # ------------------------------------------------------------------------------------------
    # interaction callbacks, followups, @original
    # ------------------------------------------------------------------------------------------
    async def interaction_callback(self, request: web.Request) -> web.Response:
        f = self.fake
        iid = _int(request.match_info["interaction_id"])
        token = request.match_info["token"]
        inter = f.interactions.get(iid) if iid is not None else None
        if inter is not None and inter.token != token:
            inter = None
        body, files = await self._read(request)
        rec = self._record(request, "interaction_callback", body, files, inter)
        if inter is None:
            return self._fail(request, 404, 10062, "Unknown interaction", kind=records.UNKNOWN_INTERACTION, rec=rec)
        elapsed = f.clock() - (inter.sent_at or f.clock())
        if inter.acknowledged:
            return self._fail(
                request, 400, 40060, "Interaction has already been acknowledged.", kind=records.ALREADY_ACKNOWLEDGED,
                detail=f"second callback for {inter!r}", interaction=inter, rec=rec,
            )  # fmt: skip
        if inter.late or elapsed > f.response_deadline:
            inter.late = True
            return self._fail(
                request, 404, 10062, "Unknown interaction", kind=records.LATE_RESPONSE,
                detail=f"first callback came {elapsed:.3f}s after INTERACTION_CREATE (deadline {f.response_deadline}s)",
                interaction=inter, rec=rec,
            )  # fmt: skip
        if not isinstance(body, dict):
            return self._fail(request, 400, 50035, "Invalid Form Body", kind=records.BAD_REQUEST,
                              detail="callback body is not an object", interaction=inter, rec=rec)  # fmt: skip
        source = inter.source_message
        errors = check_interaction_callback(
            body, inter.type, files=files, limits=f.limits, source_flags=source.flags if source else 0
        )
        ctype = body.get("type")
        if not errors and ctype in (DEFERRED_UPDATE_MESSAGE, UPDATE_MESSAGE) and inter.source_message_id is None:
            errors = [LimitError(("type",), "INTERACTION_CALLBACK_TYPE_INVALID",
                                 "UPDATE_MESSAGE/DEFERRED_UPDATE_MESSAGE need a component message")]  # fmt: skip
        if (failed := self._check_limits(request, errors, files, rec=rec, interaction=inter)) is not None:
            return failed
        raw_data = body.get("data")
        data: JSON = raw_data if isinstance(raw_data, dict) else {}
        message: FakeMessage | None = None
        ephemeral = bool(_flags(data) & MESSAGE_FLAG_EPHEMERAL)
        if ctype == CHANNEL_MESSAGE_WITH_SOURCE:
            message = await f.create_message(inter.channel, f.bot_user, data, files, interaction=inter, ephemeral=ephemeral)
            inter.original_message_id = message.id
        elif ctype == DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE:
            message = await f.create_message(
                inter.channel, f.bot_user, {}, (), interaction=inter, ephemeral=ephemeral, loading=True
            )
            inter.original_message_id = message.id
            inter.loading = True
            inter.defer_ephemeral = ephemeral
        elif ctype == DEFERRED_UPDATE_MESSAGE:
            inter.original_message_id = inter.source_message_id
        elif ctype == UPDATE_MESSAGE:
            message = inter.source_message
            assert message is not None
            await f.edit_message(message, data, files)
            inter.original_message_id = message.id
        elif ctype == AUTOCOMPLETE_RESULT:
            inter.choices = list(data.get("choices") or [])
        elif ctype == MODAL:
            inter.modal = copy.deepcopy(data)
        inter.acknowledged = True
        inter.callback_type = ctype if isinstance(ctype, int) else None
        with_response = _truthy(request.query.get("with_response"))
        status = 200 if with_response else 204
        inter.events.append(ResponseEvent(records.CALLBACK, status, elapsed, body, inter.callback_type, message))
        await f.notify()
        if not with_response:
            return self._ok(rec, no_content())
        info: JSON = {"id": str(inter.id), "type": inter.type}
        resource: JSON = {"type": ctype}
        if message is not None:
            info["response_message_id"] = str(message.id)
            info["response_message_loading"] = message.loading
            info["response_message_ephemeral"] = message.ephemeral
            resource["message"] = f.message_json(message)
        return self._ok(rec, json_response({"interaction": info, "resource": resource}))

    def _webhook_interaction(self, request: web.Request) -> FakeInteraction | None:
        app_id = _int(request.match_info["app_id"])
        inter = self.fake.interactions_by_token.get(request.match_info["token"])
        if inter is None or app_id != self.fake.application_id:
            return None
        return inter

    def _token_expired(self, inter: FakeInteraction) -> bool:
        return inter.sent_at is not None and self.fake.clock() - inter.sent_at > self.fake.interaction_token_ttl

    async def webhook_execute(self, request: web.Request) -> web.Response:
        f = self.fake
        inter = self._webhook_interaction(request)
        body, files = await self._read(request)
        rec = self._record(request, "followup", body, files, inter)
        if inter is None:
            return self._fail(request, 404, 10015, "Unknown Webhook", kind=records.UNKNOWN_WEBHOOK, rec=rec,
                              detail="followup for a token the fake never issued")  # fmt: skip
        if self._token_expired(inter):
            return self._fail(request, 401, 50027, "Invalid Webhook Token", kind=records.UNKNOWN_WEBHOOK,
                              detail="interaction token older than 15 minutes", interaction=inter, rec=rec)  # fmt: skip
        if not inter.acknowledged:
            return self._fail(request, 404, 10015, "Unknown Webhook", kind=records.UNKNOWN_WEBHOOK,
                              detail="followup before the interaction was acknowledged", interaction=inter, rec=rec)  # fmt: skip
        payload: JSON = body if isinstance(body, dict) else {}
        errors = check_message(payload, files=files, limits=f.limits, allow_ephemeral=True)
        if (failed := self._check_limits(request, errors, files, rec=rec, interaction=inter)) is not None:
            return failed
        wants_ephemeral = bool(_flags(payload) & MESSAGE_FLAG_EPHEMERAL)
        elapsed = f.clock() - (inter.sent_at or f.clock())
        original = inter.original
        if inter.loading and original is not None:
            # Discord: the first followup after a thinking-defer resolves the loading message and keeps the
            # defer's visibility (discord-api-docs #2742 / #2866).
            if wants_ephemeral and not original.ephemeral:
                f.violate(records.EPHEMERAL_LEAK,
                          "followup asked for ephemeral, but it resolves a public deferred response: everyone sees it",
                          method=request.method, path=request.path, interaction=inter)  # fmt: skip
            await f.resolve_loading(original, payload, files)
            inter.loading = False
            message = original
        else:
            message = await f.create_message(inter.channel, f.bot_user, payload, files, interaction=inter,
                                             ephemeral=wants_ephemeral)  # fmt: skip
        inter.followup_ids.append(message.id)
        wait = _truthy(request.query.get("wait"))
        inter.events.append(ResponseEvent(records.FOLLOWUP, 200 if wait else 204, elapsed, body, None, message))
        await f.notify()
        return self._ok(rec, json_response(f.message_json(message)) if wait else no_content())

    async def webhook_message(self, request: web.Request) -> web.Response:
        f = self.fake
        if request.method not in ("GET", "PATCH", "DELETE"):
            return await self.unknown_route(request)
        inter = self._webhook_interaction(request)
        body, files = (await self._read(request)) if request.method == "PATCH" else (None, [])
        rec = self._record(request, "webhook_message", body, files, inter) if request.method != "GET" else None
        if inter is None:
            return self._fail(request, 404, 10015, "Unknown Webhook", kind=records.UNKNOWN_WEBHOOK, rec=rec)
        if self._token_expired(inter):
            return self._fail(request, 401, 50027, "Invalid Webhook Token", kind=records.UNKNOWN_WEBHOOK,
                              interaction=inter, rec=rec)  # fmt: skip
        raw_mid = request.match_info["message_id"]
        is_original = raw_mid == "@original"
        mid = inter.original_message_id if is_original else _int(raw_mid)
        own = {inter.original_message_id, *inter.followup_ids}
        msg = f.find_message(mid) if mid is not None and mid in own else None
        if msg is None or msg.deleted:
            detail = "no original response yet" if is_original and inter.original_message_id is None else "unknown message"
            return self._fail(request, 404, 10008, "Unknown Message", kind=records.UNKNOWN_MESSAGE, detail=detail,
                              interaction=inter, rec=rec)  # fmt: skip
        elapsed = f.clock() - (inter.sent_at or f.clock())
        if request.method == "GET":
            return json_response(f.message_json(msg))
        assert rec is not None
        if request.method == "DELETE":
            await f.delete_message(msg)
            if msg.id == inter.original_message_id:
                inter.loading = False
            kind = records.DELETE_ORIGINAL if is_original else records.DELETE_MESSAGE
            inter.events.append(ResponseEvent(kind, 204, elapsed, None, None, msg))
            await f.notify()
            return self._ok(rec, no_content())
        payload: JSON = body if isinstance(body, dict) else {}
        errors = check_message(
            payload, files=files, limits=f.limits, creating=False, allow_ephemeral=True, existing_flags=msg.flags
        )
        if not errors and _would_be_empty(msg, payload, files):
            errors = [LimitError(("content",), "MESSAGE_EMPTY", "Cannot send an empty message")]
        if (failed := self._check_limits(request, errors, files, rec=rec, interaction=inter)) is not None:
            return failed
        if msg.loading:
            await f.resolve_loading(msg, payload, files)
            inter.loading = False
        else:
            await f.edit_message(msg, payload, files)
        kind = records.EDIT_ORIGINAL if is_original else records.EDIT_MESSAGE
        inter.events.append(ResponseEvent(kind, 200, elapsed, body, None, msg))
        await f.notify()
        return self._ok(rec, json_response(f.message_json(msg)))

    # ------------------------------------------------------------------------------------------
    # channels and messages
    # ------------------------------------------------------------------------------------------
    async def channel(self, request: web.Request) -> web.Response:
        if (denied := self._auth(request)) is not None:
            return denied
        ch = self._channel(request)
        if request.method == "GET":
            if ch is None or not self.fake.can_see_channel(self.fake.bot_user, ch):
                return self._unknown_channel(request)
            return json_response(ch.to_json(self.fake.users))
        if request.method not in ("PATCH", "DELETE"):
            return await self.unknown_route(request)
        body, files = (await self._read(request)) if request.method == "PATCH" else (None, [])
        rec = self._record(request, "channel", body, files)
        if ch is None:
            return self._unknown_channel(request, rec)
        perms = self._bot_perms(ch)
        if ch.is_thread:
            allowed = ch.owner_id == self.fake.bot_user.id or bool(perms & Perm.MANAGE_THREADS)
        else:
            allowed = bool(perms & Perm.MANAGE_CHANNELS)
        if not allowed:
            return self._missing_permissions(request, "MANAGE_THREADS/MANAGE_CHANNELS", rec)
        prefix = "THREAD" if ch.is_thread else "CHANNEL"
        if request.method == "DELETE":
            ch.deleted = True
            data = {"id": str(ch.id), "guild_id": str(ch.guild_id), "parent_id": str(ch.parent_id), "type": ch.type}
            await self.fake.gateway.dispatch(f"{prefix}_DELETE", data if ch.is_thread else ch.to_json(), intent=1)
            await self.fake.notify()
            return self._ok(rec, json_response(ch.to_json(self.fake.users)))
        payload: JSON = body if isinstance(body, dict) else {}
        errors = check_thread_name(payload["name"], limits=self.fake.limits) if "name" in payload else []
        if (failed := self._check_limits(request, errors, files, rec=rec)) is not None:
            return failed
        for key in ("name", "topic", "archived", "locked", "invitable", "auto_archive_duration"):
            if key in payload and hasattr(ch, key):
                setattr(ch, key, payload[key])
        await self.fake.dispatch_channel_event(f"{prefix}_UPDATE", ch)
        return self._ok(rec, json_response(ch.to_json(self.fake.users)))

    async def channel_messages(self, request: web.Request) -> web.Response:
        f = self.fake
        if (denied := self._auth(request)) is not None:
            return denied
        ch = self._channel(request)
        if request.method == "GET":
            if ch is None or not f.can_see_channel(f.bot_user, ch):
                return self._unknown_channel(request)
            return json_response(self._history(ch, request.query))
        if request.method != "POST":
            return await self.unknown_route(request)
        body, files = await self._read(request)
        rec = self._record(request, "channel_message", body, files)
        if ch is None or not f.can_see_channel(f.bot_user, ch):
            return self._unknown_channel(request, rec)
        perms = self._bot_perms(ch)
        need = Perm.VIEW_CHANNEL | (Perm.SEND_MESSAGES_IN_THREADS if ch.is_thread else Perm.SEND_MESSAGES)
        if files:
            need |= Perm.ATTACH_FILES
        if perms & need != need:
            return self._missing_permissions(request, f"permissions {need & ~perms} in #{ch.name}", rec)
        payload: JSON = body if isinstance(body, dict) else {}
        errors = check_message(payload, files=files, limits=f.limits)
        if (failed := self._check_limits(request, errors, files, rec=rec)) is not None:
            return failed
        msg = await f.create_message(ch, f.bot_user, payload, files)
        return self._ok(rec, json_response(f.message_json(msg)))

    def _history(self, ch: FakeChannel, query: Mapping[str, str]) -> list[JSON]:
        msgs = self.fake.messages(ch)
        limit = max(1, min(100, _int(query.get("limit")) or 50))
        before, after, around = _int(query.get("before")), _int(query.get("after")), _int(query.get("around"))
        if before is not None:
            msgs = [m for m in msgs if m.id < before][-limit:]
        elif after is not None:
            msgs = [m for m in msgs if m.id > after][:limit]
        elif around is not None:
            older = [m for m in msgs if m.id <= around][-(limit // 2 + 1) :]
            newer = [m for m in msgs if m.id > around][: limit - len(older)]
            msgs = older + newer
        else:
            msgs = msgs[-limit:]
        return [self.fake.message_json(m) for m in reversed(msgs)]

    async def channel_message(self, request: web.Request) -> web.Response:
        f = self.fake
        if (denied := self._auth(request)) is not None:
            return denied
        if request.method not in ("GET", "PATCH", "DELETE"):
            return await self.unknown_route(request)
        ch = self._channel(request)
        body, files = (await self._read(request)) if request.method == "PATCH" else (None, [])
        rec = self._record(request, "channel_message", body, files) if request.method != "GET" else None
        if ch is None:
            return self._unknown_channel(request, rec)
        mid = _int(request.match_info["message_id"])
        msg = f.find_message(mid) if mid is not None else None
        if msg is None or msg.channel_id != ch.id or msg.deleted or msg.ephemeral:
            return self._fail(request, 404, 10008, "Unknown Message", kind=records.UNKNOWN_MESSAGE, rec=rec)
        if request.method == "GET":
            return json_response(f.message_json(msg))
        assert rec is not None
        is_own = msg.author.id == f.bot_user.id
        if request.method == "DELETE":
            if not is_own and not self._bot_perms(ch) & Perm.MANAGE_MESSAGES:
                return self._missing_permissions(request, "MANAGE_MESSAGES", rec)
            await f.delete_message(msg)
            return self._ok(rec, no_content())
        if not is_own:
            return self._fail(request, 403, 50005, "Cannot edit a message authored by another user",
                              kind=records.FORBIDDEN, rec=rec)  # fmt: skip
        payload: JSON = body if isinstance(body, dict) else {}
        errors = check_message(payload, files=files, limits=f.limits, creating=False, existing_flags=msg.flags)
        if not errors and _would_be_empty(msg, payload, files):
            errors = [LimitError(("content",), "MESSAGE_EMPTY", "Cannot send an empty message")]
        if (failed := self._check_limits(request, errors, files, rec=rec)) is not None:
            return failed
        await f.edit_message(msg, payload, files)
        return self._ok(rec, json_response(f.message_json(msg)))

    async def reactions(self, request: web.Request) -> web.Response:
        if (denied := self._auth(request)) is not None:
            return denied
        ch = self._channel(request)
        mid = _int(request.match_info["message_id"])
        msg = self.fake.find_message(mid) if mid is not None else None
        rec = self._record(request, "reaction", None, [])
        if ch is None:
            return self._unknown_channel(request, rec)
        if msg is None or msg.channel_id != ch.id or msg.deleted:
            return self._fail(request, 404, 10008, "Unknown Message", kind=records.UNKNOWN_MESSAGE, rec=rec)
        tail = request.match_info.get("tail", "").strip("/")
        if request.method == "GET":
            return json_response([])
        if request.method == "PUT":
            if not self._bot_perms(ch) & Perm.ADD_REACTIONS:
                return self._missing_permissions(request, "ADD_REACTIONS", rec)
            msg.reactions.append(tail.split("/")[0])
        elif request.method == "DELETE" and tail.endswith("@me"):
            emoji = tail.split("/")[0]
            if emoji in msg.reactions:
                msg.reactions.remove(emoji)
        await self.fake.notify()
        return self._ok(rec, no_content())

    async def pin(self, request: web.Request) -> web.Response:
        if (denied := self._auth(request)) is not None:
            return denied
        ch = self._channel(request)
        mid = _int(request.match_info["message_id"])
        msg = self.fake.find_message(mid) if mid is not None else None
        if ch is None or msg is None or msg.channel_id != ch.id:
            return self._fail(request, 404, 10008, "Unknown Message", kind=records.UNKNOWN_MESSAGE)
        if request.method not in ("PUT", "DELETE"):
            return await self.unknown_route(request)
        msg.pinned = request.method == "PUT"
        await self.fake.notify()
        return no_content()

    async def typing(self, request: web.Request) -> web.Response:
        if (denied := self._auth(request)) is not None:
            return denied
        return no_content() if self._channel(request) is not None else self._unknown_channel(request)

    # ------------------------------------------------------------------------------------------
    # threads
    # ------------------------------------------------------------------------------------------
    async def _create_thread(
        self,
        request: web.Request,
        parent: FakeChannel | None,
        rec: RecordedPayload,
        payload: JSON,
        *,
        thread_id: int | None,
        default_type: int,
    ) -> web.Response:
        f = self.fake
        if parent is None or not f.can_see_channel(f.bot_user, parent):
            return self._unknown_channel(request, rec)
        if parent.type != ChannelType.GUILD_TEXT:
            return self._fail(request, 400, 50024, "Cannot execute action on this channel type",
                              kind=records.BAD_REQUEST, rec=rec)  # fmt: skip
        ttype = payload.get("type", default_type)
        if ttype not in ChannelType.THREADS:
            return self._fail(request, 400, 50035, "Invalid Form Body", kind=records.BAD_REQUEST, rec=rec,
                              detail=f"thread type {ttype!r}")  # fmt: skip
        need = Perm.VIEW_CHANNEL | (
            Perm.CREATE_PRIVATE_THREADS if ttype == ChannelType.PRIVATE_THREAD else Perm.CREATE_PUBLIC_THREADS
        )
        perms = self._bot_perms(parent)
        if perms & need != need:
            return self._missing_permissions(request, "CREATE_*_THREADS", rec)
        errors = check_thread_name(payload.get("name"), limits=f.limits)
        if (failed := self._check_limits(request, errors, [], rec=rec)) is not None:
            return failed
        thread = FakeChannel(
            id=thread_id if thread_id is not None else f.snowflake(),
            name=str(payload["name"]),
            type=int(ttype),
            guild_id=parent.guild_id,
            parent_id=parent.id,
            owner_id=f.bot_user.id,
            member_ids={f.bot_user.id},
            auto_archive_duration=int(payload.get("auto_archive_duration") or 1440),
            invitable=bool(payload.get("invitable", True)),
            created_by_bot=True,
        )
        f.channels[thread.id] = thread
        await f.dispatch_channel_event("THREAD_CREATE", thread, newly_created=True)
        return self._ok(rec, json_response(thread.to_json(f.users), 201))

    async def thread_without_message(self, request: web.Request) -> web.Response:
        if (denied := self._auth(request)) is not None:
            return denied
        body, files = await self._read(request)
        rec = self._record(request, "start_thread", body, files)
        payload: JSON = body if isinstance(body, dict) else {}
        return await self._create_thread(
            request, self._channel(request), rec, payload, thread_id=None, default_type=ChannelType.PRIVATE_THREAD
        )

    async def thread_from_message(self, request: web.Request) -> web.Response:
        if (denied := self._auth(request)) is not None:
            return denied
        body, files = await self._read(request)
        rec = self._record(request, "start_thread", body, files)
        ch = self._channel(request)
        mid = _int(request.match_info["message_id"])
        msg = self.fake.find_message(mid) if mid is not None else None
        if ch is None:
            return self._unknown_channel(request, rec)
        if msg is None or msg.channel_id != ch.id or msg.deleted or msg.ephemeral:
            return self._fail(request, 404, 10008, "Unknown Message", kind=records.UNKNOWN_MESSAGE, rec=rec)
        if msg.id in self.fake.channels:
            return self._fail(request, 400, 160004, "A thread has already been created for this message",
                              kind=records.BAD_REQUEST, rec=rec)  # fmt: skip
        payload: JSON = {**(body if isinstance(body, dict) else {}), "type": ChannelType.PUBLIC_THREAD}
        return await self._create_thread(
            request, ch, rec, payload, thread_id=msg.id, default_type=ChannelType.PUBLIC_THREAD
        )

    async def thread_members(self, request: web.Request) -> web.Response:
        if (denied := self._auth(request)) is not None:
            return denied
        ch = self._channel(request)
        if ch is None or not ch.is_thread:
            return self._unknown_channel(request)
        return json_response([_thread_member(ch, uid) for uid in sorted(ch.member_ids)])

    async def thread_member(self, request: web.Request) -> web.Response:
        f = self.fake
        if (denied := self._auth(request)) is not None:
            return denied
        ch = self._channel(request)
        raw_uid = request.match_info["user_id"]
        uid = f.bot_user.id if raw_uid == "@me" else _int(raw_uid)
        rec = self._record(request, "thread_member", None, []) if request.method != "GET" else None
        if ch is None or not ch.is_thread:
            return self._unknown_channel(request, rec)
        if uid is None or uid not in f.users:
            return self._fail(request, 404, 10013, "Unknown User", kind=records.BAD_REQUEST, rec=rec)
        if request.method == "GET":
            if uid not in ch.member_ids:
                return error_response(404, 10067, "Unknown Thread Member")
            return json_response(_thread_member(ch, uid))
        assert rec is not None
        if request.method == "PUT":
            if ch.locked or ch.archived:
                return self._fail(request, 400, 50083, "Thread is archived", kind=records.BAD_REQUEST, rec=rec)
            ch.member_ids.add(uid)
        elif request.method == "DELETE":
            ch.member_ids.discard(uid)
        else:
            return await self.unknown_route(request)
        await f.notify()
        return self._ok(rec, no_content())

    # ------------------------------------------------------------------------------------------
    # guild
    # ------------------------------------------------------------------------------------------
    def _guild_ok(self, request: web.Request) -> bool:
        return _int(request.match_info["guild_id"]) == self.fake.guild.id

    async def get_guild(self, request: web.Request) -> web.Response:
        if (denied := self._auth(request)) is not None:
            return denied
        if not self._guild_ok(request):
            return error_response(404, 10004, "Unknown Guild")
        data = self.fake.guild_create_payload(0)
        for key in ("members", "channels", "threads", "presences", "voice_states", "joined_at", "large", "member_count"):
            data.pop(key, None)
        data["approximate_member_count"] = len(self.fake.guild_members())
        return json_response(data)

    async def guild_channels(self, request: web.Request) -> web.Response:
        f = self.fake
        if (denied := self._auth(request)) is not None:
            return denied
        if not self._guild_ok(request):
            return error_response(404, 10004, "Unknown Guild")
        if request.method == "GET":
            return json_response(
                [c.to_json(f.users) for c in f.channels.values() if not c.is_dm and not c.is_thread and not c.deleted]
            )
        if request.method != "POST":
            return await self.unknown_route(request)
        body, files = await self._read(request)
        rec = self._record(request, "create_channel", body, files)
        if not f.permissions_for(f.bot_user) & Perm.MANAGE_CHANNELS:
            return self._missing_permissions(request, "MANAGE_CHANNELS", rec)
        payload: JSON = body if isinstance(body, dict) else {}
        errors = check_thread_name(payload.get("name"), limits=f.limits)
        if (failed := self._check_limits(request, errors, files, rec=rec)) is not None:
            return failed
        ch = f.add_channel(str(payload["name"]), topic=payload.get("topic"))
        ch.type = int(payload.get("type") or 0)
        ch.parent_id = _int(str(payload["parent_id"])) if payload.get("parent_id") else None
        await f.dispatch_channel_event("CHANNEL_CREATE", ch)
        return self._ok(rec, json_response(ch.to_json(f.users), 201))

    async def guild_members(self, request: web.Request) -> web.Response:
        if (denied := self._auth(request)) is not None:
            return denied
        if not self._guild_ok(request):
            return error_response(404, 10004, "Unknown Guild")
        limit = max(1, min(1000, _int(request.query.get("limit")) or 1))
        after = _int(request.query.get("after")) or 0
        members = sorted((u for u in self.fake.guild_members() if u.id > after), key=lambda u: u.id)[:limit]
        return json_response([u.to_member_json() for u in members])

    async def guild_member(self, request: web.Request) -> web.Response:
        if (denied := self._auth(request)) is not None:
            return denied
        uid = _int(request.match_info["user_id"])
        user = self.fake.users.get(uid) if uid is not None else None
        if not self._guild_ok(request):
            return error_response(404, 10004, "Unknown Guild")
        if user is None or not user.in_guild:
            return error_response(404, 10007, "Unknown Member")
        return json_response(user.to_member_json())

    async def guild_roles(self, request: web.Request) -> web.Response:
        if (denied := self._auth(request)) is not None:
            return denied
        if not self._guild_ok(request):
            return error_response(404, 10004, "Unknown Guild")
        return json_response([r.to_json() for r in self.fake.roles.values()])

    async def active_threads(self, request: web.Request) -> web.Response:
        f = self.fake
        if (denied := self._auth(request)) is not None:
            return denied
        if not self._guild_ok(request):
            return error_response(404, 10004, "Unknown Guild")
        threads = [c for c in f.threads() if not c.archived and not c.deleted and f.can_see_channel(f.bot_user, c)]
        members = [_thread_member(c, f.bot_user.id) for c in threads if f.bot_user.id in c.member_ids]
        return json_response({"threads": [c.to_json(f.users) for c in threads], "members": members})

    # ------------------------------------------------------------------------------------------
    # CDN and fallbacks
    # ------------------------------------------------------------------------------------------
    async def cdn(self, request: web.Request) -> web.Response:
        aid = _int(request.match_info["attachment_id"])
        att = self.fake.attachments.get(aid) if aid is not None else None
        if att is None or att.filename != request.match_info["filename"]:
            return web.Response(status=404, text="Not Found")
        return web.Response(body=att.data, content_type=att.content_type or "application/octet-stream")

    async def unknown_route(self, request: web.Request) -> web.Response:
        self.fake.violate(
            records.UNKNOWN_ROUTE,
            "the fake does not implement this endpoint (add it to tests/fake_discord/rest.py)",
            method=request.method,
            path=request.path,
        )
        return error_response(404, 0, "404: Not Found")


def _thread_member(ch: FakeChannel, uid: int) -> JSON:
    return {"id": str(ch.id), "user_id": str(uid), "join_timestamp": "2024-01-01T00:00:00+00:00", "flags": 0}


def _would_be_empty(msg: FakeMessage, payload: Mapping[str, Any], files: Sequence[UploadedFile]) -> bool:
    content = payload.get("content", msg.content)
    embeds = payload.get("embeds", msg.embeds)
    components = payload.get("components", msg.components)
    attachments = payload.get("attachments", msg.attachments)
    return not (content or embeds or components or attachments or files)

