"""Discord's documented payload limits, checked on everything the bot sends to the fake.

Each `check_*` function returns a list of `LimitError` (empty when the payload is fine). The server
turns a non-empty list into an HTTP 400 with Discord's "Invalid Form Body" shape (code 50035,
nested `errors` with `_errors` leaves) and records one violation per error.

The numbers live in `Limits`; `DEFAULT_LIMITS` holds Discord's values.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

Path = tuple[str | int, ...]

VALID_LOCALES: frozenset[str] = frozenset(
    {
        "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu", "nl", "no",
        "pl", "pt-BR", "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru", "uk", "hi", "th", "zh-CN",
        "ja", "zh-TW", "ko",
    }
)  # fmt: skip

# Discord: ^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$ ; \w covers letters, digits (and "_").
COMMAND_NAME_RE = re.compile(r"^[-_'\w\u0900-\u097F\u0E00-\u0E7F]{1,32}$")

SELECT_TYPES = (3, 5, 6, 7, 8)
V2_TOP_LEVEL_TYPES = (1, 9, 10, 12, 13, 14, 17)


@dataclass(frozen=True)
class Limits:
    content: int = 2000
    embeds: int = 10
    embed_title: int = 256
    embed_description: int = 4096
    embed_fields: int = 25
    embed_field_name: int = 256
    embed_field_value: int = 1024
    embed_footer: int = 2048
    embed_author_name: int = 256
    embed_total: int = 6000
    action_rows: int = 5
    buttons_per_row: int = 5
    selects_per_row: int = 1
    select_options: int = 25
    select_option_text: int = 100
    select_placeholder: int = 150
    custom_id: int = 100
    button_label: int = 80
    v2_components: int = 40
    v2_text: int = 4000
    files: int = 10
    file_size: int = 10 * 1024 * 1024
    autocomplete_choices: int = 25
    choice_name: int = 100
    choice_value: int = 100
    command_name: int = 32
    command_description: int = 100
    command_options: int = 25
    command_choices: int = 25
    command_total_chars: int = 4000
    chat_input_commands: int = 100
    context_menu_commands: int = 15
    modal_title: int = 45
    modal_components: int = 5
    text_input_label: int = 45
    text_input_value: int = 4000
    text_input_placeholder: int = 100
    thread_name: int = 100


DEFAULT_LIMITS = Limits()


@dataclass(frozen=True)
class LimitError:
    path: Path
    code: str
    message: str

    @property
    def where(self) -> str:
        out = ""
        for part in self.path:
            out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else part)
        return out or "<body>"

    def __str__(self) -> str:
        return f"{self.where}: {self.message} ({self.code})"


@dataclass(frozen=True)
class UploadedFile:
    """A file part of a multipart request (files[n])."""

    field_name: str
    filename: str
    content_type: str | None
    data: bytes

    @property
    def size(self) -> int:
        return len(self.data)


def _max_len(path: Path, value: Any, limit: int) -> list[LimitError]:
    if isinstance(value, str) and len(value) > limit:
        return [LimitError(path, "BASE_TYPE_MAX_LENGTH", f"Must be {limit} or fewer in length.")]
    return []


def _len_between(path: Path, value: Any, low: int, high: int, *, required: bool = True) -> list[LimitError]:
    if value is None:
        if required:
            return [LimitError(path, "BASE_TYPE_REQUIRED", "This field is required")]
        return []
    if not isinstance(value, str):
        return [LimitError(path, "STRING_TYPE_CONVERT", "Could not interpret value as string.")]
    if not low <= len(value) <= high:
        return [LimitError(path, "BASE_TYPE_BAD_LENGTH", f"Must be between {low} and {high} in length.")]
    return []


def _list(value: Any) -> list[Any]:
    return value if isinstance(value, list) else []


# -- embeds ------------------------------------------------------------------------------------


def embed_chars(embed: Mapping[str, Any]) -> int:
    """Characters counted towards the 6000 total: title, description, fields, footer, author."""
    total = 0
    for key in ("title", "description"):
        if isinstance(embed.get(key), str):
            total += len(embed[key])
    for fld in _list(embed.get("fields")):
        if isinstance(fld, dict):
            total += len(str(fld.get("name") or "")) + len(str(fld.get("value") or ""))
    footer = embed.get("footer")
    if isinstance(footer, dict) and isinstance(footer.get("text"), str):
        total += len(footer["text"])
    author = embed.get("author")
    if isinstance(author, dict) and isinstance(author.get("name"), str):
        total += len(author["name"])
    return total


def check_embeds(embeds: Any, path: Path = ("embeds",), limits: Limits = DEFAULT_LIMITS) -> list[LimitError]:
    errors: list[LimitError] = []
    items = _list(embeds)
    if len(items) > limits.embeds:
        errors.append(LimitError(path, "BASE_TYPE_MAX_LENGTH", f"Must be {limits.embeds} or fewer in length."))
    total = 0
    for i, embed in enumerate(items):
        if not isinstance(embed, dict):
            continue
        p = (*path, i)
        errors += _max_len((*p, "title"), embed.get("title"), limits.embed_title)
        errors += _max_len((*p, "description"), embed.get("description"), limits.embed_description)
        fields = _list(embed.get("fields"))
        if len(fields) > limits.embed_fields:
            errors.append(
                LimitError((*p, "fields"), "BASE_TYPE_MAX_LENGTH", f"Must be {limits.embed_fields} or fewer in length.")
            )
        for j, fld in enumerate(fields):
            if not isinstance(fld, dict):
                continue
            errors += _len_between((*p, "fields", j, "name"), fld.get("name"), 1, limits.embed_field_name)
            errors += _len_between((*p, "fields", j, "value"), fld.get("value"), 1, limits.embed_field_value)
        footer = embed.get("footer")
        if isinstance(footer, dict):
            errors += _max_len((*p, "footer", "text"), footer.get("text"), limits.embed_footer)
        author = embed.get("author")
        if isinstance(author, dict):
            errors += _max_len((*p, "author", "name"), author.get("name"), limits.embed_author_name)
        total += embed_chars(embed)
    if total > limits.embed_total:
        errors.append(
            LimitError(path, "MAX_EMBED_SIZE_EXCEEDED", f"Embed size exceeds maximum size of {limits.embed_total}")
        )
    return errors


# -- components --------------------------------------------------------------------------------


def _check_button(path: Path, comp: Mapping[str, Any], limits: Limits) -> list[LimitError]:
    errors: list[LimitError] = []
    style = comp.get("style")
    if style not in (1, 2, 3, 4, 5, 6):
        errors.append(LimitError((*path, "style"), "BASE_TYPE_CHOICES", "Value must be one of (1, 2, 3, 4, 5, 6)."))
    if style == 5:
        if not comp.get("url"):
            errors.append(LimitError((*path, "url"), "BASE_TYPE_REQUIRED", "This field is required"))
        if comp.get("custom_id") is not None:
            errors.append(
                LimitError((*path, "custom_id"), "BUTTON_LINK_CUSTOM_ID", "A link button cannot have a custom id")
            )
    elif style in (1, 2, 3, 4):
        errors += _len_between((*path, "custom_id"), comp.get("custom_id"), 1, limits.custom_id)
    label = comp.get("label")
    errors += _max_len((*path, "label"), label, limits.button_label)
    if style != 6 and not label and not comp.get("emoji"):
        errors.append(LimitError((*path, "label"), "BUTTON_LABEL_OR_EMOJI", "A button needs a label or an emoji"))
    return errors


def _check_select(path: Path, comp: Mapping[str, Any], limits: Limits) -> list[LimitError]:
    errors = _len_between((*path, "custom_id"), comp.get("custom_id"), 1, limits.custom_id)
    errors += _max_len((*path, "placeholder"), comp.get("placeholder"), limits.select_placeholder)
    min_values = comp.get("min_values", 1)
    max_values = comp.get("max_values", 1)
    if isinstance(min_values, int) and not 0 <= min_values <= 25:
        errors.append(LimitError((*path, "min_values"), "NUMBER_TYPE_MAX", "int value should be between 0 and 25."))
    if isinstance(max_values, int) and not 1 <= max_values <= 25:
        errors.append(LimitError((*path, "max_values"), "NUMBER_TYPE_MAX", "int value should be between 1 and 25."))
    if isinstance(min_values, int) and isinstance(max_values, int) and min_values > max_values:
        errors.append(LimitError((*path, "min_values"), "SELECT_COMPONENT_MIN_GT_MAX", "min_values > max_values"))
    if comp.get("type") == 3:
        options = _list(comp.get("options"))
        if not 1 <= len(options) <= limits.select_options:
            errors.append(
                LimitError(
                    (*path, "options"),
                    "BASE_TYPE_BAD_LENGTH",
                    f"Must be between 1 and {limits.select_options} in length.",
                )
            )
        if isinstance(max_values, int) and options and max_values > len(options):
            errors.append(
                LimitError(
                    (*path, "max_values"),
                    "SELECT_COMPONENT_MAX_VALUES_TOO_LARGE",
                    "max_values must be at most the number of options",
                )
            )
        seen: set[str] = set()
        for k, opt in enumerate(options):
            if not isinstance(opt, dict):
                continue
            op = (*path, "options", k)
            errors += _len_between((*op, "label"), opt.get("label"), 1, limits.select_option_text)
            errors += _len_between((*op, "value"), opt.get("value"), 1, limits.select_option_text)
            errors += _max_len((*op, "description"), opt.get("description"), limits.select_option_text)
            value = opt.get("value")
            if isinstance(value, str):
                if value in seen:
                    errors.append(
                        LimitError((*op, "value"), "SELECT_COMPONENT_OPTION_VALUE_DUPLICATED", "Duplicate option value")
                    )
                seen.add(value)
    return errors


def _check_text_input(path: Path, comp: Mapping[str, Any], limits: Limits) -> list[LimitError]:
    errors = _len_between((*path, "custom_id"), comp.get("custom_id"), 1, limits.custom_id)
    errors += _max_len((*path, "label"), comp.get("label"), limits.text_input_label)
    errors += _max_len((*path, "placeholder"), comp.get("placeholder"), limits.text_input_placeholder)
    errors += _max_len((*path, "value"), comp.get("value"), limits.text_input_value)
    for key, low in (("min_length", 0), ("max_length", 1)):
        value = comp.get(key)
        if isinstance(value, int) and not low <= value <= limits.text_input_value:
            errors.append(
                LimitError(
                    (*path, key), "NUMBER_TYPE_MAX", f"int value should be between {low} and {limits.text_input_value}."
                )
            )
    return errors


def _check_action_row(path: Path, row: Mapping[str, Any], limits: Limits, *, in_modal: bool) -> list[LimitError]:
    errors: list[LimitError] = []
    children = _list(row.get("components"))
    if not children:
        return [LimitError((*path, "components"), "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 5 in length.")]
    buttons = [c for c in children if isinstance(c, dict) and c.get("type") == 2]
    selects = [c for c in children if isinstance(c, dict) and c.get("type") in SELECT_TYPES]
    inputs = [c for c in children if isinstance(c, dict) and c.get("type") == 4]
    if len(buttons) > limits.buttons_per_row:
        errors.append(
            LimitError(
                (*path, "components"),
                "BASE_TYPE_BAD_LENGTH",
                f"Must be between 1 and {limits.buttons_per_row} in length.",
            )
        )
    if selects and len(children) > limits.selects_per_row:
        errors.append(
            LimitError(
                (*path, "components"),
                "COMPONENT_LAYOUT_WIDTH_EXCEEDED",
                "The specified component exceeds the maximum width",
            )
        )
    if inputs and (not in_modal or len(children) > 1):
        errors.append(
            LimitError((*path, "components"), "COMPONENT_TYPE_INVALID", "Text inputs are only valid alone in a modal")
        )
    for j, comp in enumerate(children):
        if not isinstance(comp, dict):
            continue
        errors += _check_component((*path, "components", j), comp, limits, in_modal=in_modal, in_row=True)
    return errors


def _check_component(
    path: Path, comp: Mapping[str, Any], limits: Limits, *, in_modal: bool = False, in_row: bool = False
) -> list[LimitError]:
    ctype = comp.get("type")
    if ctype == 1:
        if in_row:
            return [LimitError((*path, "type"), "COMPONENT_TYPE_INVALID", "Action rows cannot be nested")]
        return _check_action_row(path, comp, limits, in_modal=in_modal)
    if ctype == 2:
        return _check_button(path, comp, limits)
    if ctype in SELECT_TYPES:
        return _check_select(path, comp, limits)
    if ctype == 4:
        return _check_text_input(path, comp, limits)
    if ctype == 10:  # text display
        return _max_len((*path, "content"), comp.get("content"), limits.v2_text)
    if ctype in (9, 17):  # section, container
        errors: list[LimitError] = []
        for j, child in enumerate(_list(comp.get("components"))):
            if isinstance(child, dict):
                errors += _check_component((*path, "components", j), child, limits, in_modal=in_modal)
        accessory = comp.get("accessory")
        if isinstance(accessory, dict):
            errors += _check_component((*path, "accessory"), accessory, limits, in_modal=in_modal)
        return errors
    if ctype == 18:  # label (modals)
        errors = _max_len((*path, "label"), comp.get("label"), limits.text_input_label)
        inner = comp.get("component")
        if isinstance(inner, dict):
            errors += _check_component((*path, "component"), inner, limits, in_modal=in_modal, in_row=True)
        return errors
    if ctype in (11, 12, 13, 14):  # thumbnail, media gallery, file, separator
        return []
    return [LimitError((*path, "type"), "COMPONENT_TYPE_INVALID", f"Unknown component type {ctype!r}")]


def _count_components(components: list[Any]) -> int:
    total = 0
    for comp in components:
        if not isinstance(comp, dict):
            continue
        total += 1
        total += _count_components(_list(comp.get("components")))
        if isinstance(comp.get("accessory"), dict):
            total += 1
        if isinstance(comp.get("component"), dict):
            total += 1
    return total


def _text_display_chars(components: list[Any]) -> int:
    total = 0
    for comp in components:
        if not isinstance(comp, dict):
            continue
        if comp.get("type") == 10 and isinstance(comp.get("content"), str):
            total += len(comp["content"])
        total += _text_display_chars(_list(comp.get("components")))
    return total


def _custom_id_duplicates(path: Path, components: list[Any]) -> list[LimitError]:
    from .models import walk_components

    seen: set[str] = set()
    errors: list[LimitError] = []
    for comp in walk_components([c for c in components if isinstance(c, dict)]):
        cid = comp.get("custom_id")
        if isinstance(cid, str):
            if cid in seen:
                errors.append(
                    LimitError(path, "COMPONENT_CUSTOM_ID_DUPLICATED", f"Component custom id cannot be duplicated: {cid!r}")
                )
            seen.add(cid)
    return errors


def check_components(
    components: Any, path: Path = ("components",), limits: Limits = DEFAULT_LIMITS, *, v2: bool = False
) -> list[LimitError]:
    items = _list(components)
    errors: list[LimitError] = []
    if v2:
        if _count_components(items) > limits.v2_components:
            errors.append(
                LimitError(path, "BASE_TYPE_MAX_LENGTH", f"Must be {limits.v2_components} or fewer components in total.")
            )
        if _text_display_chars(items) > limits.v2_text:
            errors.append(
                LimitError(path, "BASE_TYPE_MAX_LENGTH", f"Text displays must total {limits.v2_text} or fewer characters.")
            )
        for i, comp in enumerate(items):
            if isinstance(comp, dict) and comp.get("type") not in V2_TOP_LEVEL_TYPES:
                errors.append(
                    LimitError((*path, i, "type"), "COMPONENT_TYPE_INVALID", "Component type is not valid at top level")
                )
    else:
        if len(items) > limits.action_rows:
            errors.append(
                LimitError(path, "BASE_TYPE_BAD_LENGTH", f"Must be between 1 and {limits.action_rows} in length.")
            )
        for i, comp in enumerate(items):
            if isinstance(comp, dict) and comp.get("type") != 1:
                errors.append(
                    LimitError(
                        (*path, i, "type"),
                        "UNION_TYPE_CHOICES",
                        'Value of field "type" must be one of (1,). (Set flag IS_COMPONENTS_V2 for layout components.)',
                    )
                )
    for i, comp in enumerate(items):
        if isinstance(comp, dict):
            errors += _check_component((*path, i), comp, limits)
    errors += _custom_id_duplicates(path, items)
    return errors


# -- messages ----------------------------------------------------------------------------------

MESSAGE_FLAG_EPHEMERAL = 1 << 6
MESSAGE_FLAG_COMPONENTS_V2 = 1 << 15


def check_message(
    payload: Mapping[str, Any],
    *,
    path: Path = (),
    files: Sequence[UploadedFile] = (),
    limits: Limits = DEFAULT_LIMITS,
    creating: bool = True,
    allow_ephemeral: bool = False,
    existing_flags: int = 0,
) -> list[LimitError]:
    """Check a message create/edit body (channel message, webhook/followup, callback data).

    `existing_flags` are the edited message's flags: an edit of a components-v2 message need not repeat them.
    """
    errors: list[LimitError] = []
    flags = payload.get("flags") or 0
    flags = flags if isinstance(flags, int) else 0
    v2 = bool((flags | existing_flags) & MESSAGE_FLAG_COMPONENTS_V2)
    content = payload.get("content")
    if content is not None and not isinstance(content, str):
        errors.append(LimitError((*path, "content"), "STRING_TYPE_CONVERT", "Could not interpret value as string."))
    errors += _max_len((*path, "content"), content, limits.content)
    if "embeds" in payload:
        errors += check_embeds(payload.get("embeds"), (*path, "embeds"), limits)
    if "components" in payload:
        errors += check_components(payload.get("components"), (*path, "components"), limits, v2=v2)
    if v2 and (content or _list(payload.get("embeds"))):
        errors.append(
            LimitError(
                (*path, "content"),
                "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2",
                "The 'content' and 'embeds' fields cannot be used when using MessageFlags.IS_COMPONENTS_V2",
            )
        )
    if flags & MESSAGE_FLAG_EPHEMERAL and not allow_ephemeral:
        errors.append(
            LimitError((*path, "flags"), "MESSAGE_FLAGS_INVALID", "The EPHEMERAL flag is only valid on interaction responses")
        )
    errors += check_allowed_mentions(payload.get("allowed_mentions"), (*path, "allowed_mentions"))
    attachments = _list(payload.get("attachments"))
    if len(files) > limits.files or len(attachments) > limits.files:
        errors.append(
            LimitError((*path, "attachments"), "BASE_TYPE_MAX_LENGTH", f"Must be {limits.files} or fewer in length.")
        )
    if creating:
        has_body = (
            bool(content) or bool(_list(payload.get("embeds"))) or bool(_list(payload.get("components")))
            or bool(files) or bool(payload.get("sticker_ids")) or bool(payload.get("poll"))
        )  # fmt: skip
        if not has_body:
            errors.append(LimitError((*path, "content"), "MESSAGE_EMPTY", "Cannot send an empty message"))
    return errors


def check_allowed_mentions(am: Any, path: Path = ("allowed_mentions",)) -> list[LimitError]:
    """Discord's rules: `parse` holds only users/roles/everyone, and "users" in `parse` excludes a
    `users` list (the same for roles); at most 100 ids in each list."""
    if am is None:
        return []
    if not isinstance(am, Mapping):
        return [LimitError(path, "MODEL_TYPE_CONVERT", "Only dictionaries may be used in a ModelType")]
    errors: list[LimitError] = []
    parse = _list(am.get("parse"))
    for i, p in enumerate(parse):
        if p not in ("users", "roles", "everyone"):
            errors.append(LimitError((*path, "parse", str(i)), "BASE_TYPE_CHOICES", "Value must be one of {'everyone', 'roles', 'users'}."))
    for kind in ("users", "roles"):
        ids = _list(am.get(kind))
        if ids and kind in parse:
            errors.append(LimitError((*path, "parse"), "ALLOWED_MENTIONS_PARSE_EXCLUSIVE",
                                     f'parse:["{kind}"] and {kind}: [ids] are mutually exclusive.'))
        if len(ids) > 100:
            errors.append(LimitError((*path, kind), "BASE_TYPE_MAX_LENGTH", "Must be 100 or fewer in length."))
    return errors


def check_files(files: Sequence[UploadedFile], limits: Limits = DEFAULT_LIMITS) -> list[LimitError]:
    """Per-file size cap (Discord answers 413 / code 40005 for these)."""
    return [
        LimitError(
            (f.field_name,),
            "FILE_TOO_LARGE",
            f"{f.filename!r} is {f.size} bytes; the limit is {limits.file_size} bytes",
        )
        for f in files
        if f.size > limits.file_size
    ]


# -- interaction callbacks ---------------------------------------------------------------------


def check_autocomplete_choices(
    choices: Any, path: Path = ("data", "choices"), limits: Limits = DEFAULT_LIMITS
) -> list[LimitError]:
    items = _list(choices)
    errors: list[LimitError] = []
    if choices is None:
        return [LimitError(path, "BASE_TYPE_REQUIRED", "This field is required")]
    if len(items) > limits.autocomplete_choices:
        errors.append(
            LimitError(path, "BASE_TYPE_MAX_LENGTH", f"Must be {limits.autocomplete_choices} or fewer in length.")
        )
    for i, choice in enumerate(items):
        if not isinstance(choice, dict):
            continue
        errors += _len_between((*path, i, "name"), choice.get("name"), 1, limits.choice_name)
        value = choice.get("value")
        if isinstance(value, str):
            errors += _max_len((*path, i, "value"), value, limits.choice_value)
        errors += _check_localizations((*path, i, "name_localizations"), choice.get("name_localizations"), 1, limits.choice_name)
    return errors


def check_modal(data: Any, path: Path = ("data",), limits: Limits = DEFAULT_LIMITS) -> list[LimitError]:
    if not isinstance(data, dict):
        return [LimitError(path, "BASE_TYPE_REQUIRED", "This field is required")]
    errors = _len_between((*path, "custom_id"), data.get("custom_id"), 1, limits.custom_id)
    errors += _len_between((*path, "title"), data.get("title"), 1, limits.modal_title)
    comps = _list(data.get("components"))
    if not 1 <= len(comps) <= limits.modal_components:
        errors.append(
            LimitError(
                (*path, "components"), "BASE_TYPE_BAD_LENGTH", f"Must be between 1 and {limits.modal_components} in length."
            )
        )
    for i, comp in enumerate(comps):
        if isinstance(comp, dict):
            errors += _check_component((*path, "components", i), comp, limits, in_modal=True)
    errors += _custom_id_duplicates((*path, "components"), comps)
    return errors


# callback type -> interaction types it may answer (2 command, 3 component, 4 autocomplete, 5 modal submit)
CALLBACK_TYPES_FOR: dict[int, tuple[int, ...]] = {
    2: (4, 5, 9, 12),
    3: (4, 5, 6, 7, 9, 12),
    4: (8,),
    5: (4, 5, 6, 7),
}


def check_interaction_callback(
    payload: Mapping[str, Any],
    interaction_type: int,
    *,
    files: Sequence[UploadedFile] = (),
    limits: Limits = DEFAULT_LIMITS,
    source_flags: int = 0,
) -> list[LimitError]:
    """Check an interaction callback body; `source_flags`: the component message's flags (for type 7)."""
    ctype = payload.get("type")
    allowed = CALLBACK_TYPES_FOR.get(interaction_type, ())
    if ctype not in allowed:
        return [
            LimitError(
                ("type",),
                "INTERACTION_CALLBACK_TYPE_INVALID",
                f"Callback type {ctype!r} is not valid for interaction type {interaction_type} (allowed: {allowed})",
            )
        ]
    data = payload.get("data")
    if ctype == 4:
        if not isinstance(data, dict):
            return [LimitError(("data",), "BASE_TYPE_REQUIRED", "This field is required")]
        return check_message(data, path=("data",), files=files, limits=limits, allow_ephemeral=True)
    if ctype == 7:
        if not isinstance(data, dict):
            return []
        return check_message(
            data,
            path=("data",),
            files=files,
            limits=limits,
            creating=False,
            allow_ephemeral=True,
            existing_flags=source_flags,
        )
    if ctype == 8:
        return check_autocomplete_choices(data.get("choices") if isinstance(data, dict) else None, limits=limits)
    if ctype == 9:
        return check_modal(data, limits=limits)
    return []


# -- application commands ----------------------------------------------------------------------


def _check_localizations(path: Path, value: Any, low: int, high: int, *, name_rules: bool = False) -> list[LimitError]:
    if value is None:
        return []
    if not isinstance(value, dict):
        return [LimitError(path, "DICT_TYPE_CONVERT", "Only dictionaries may be used in a DictType")]
    errors: list[LimitError] = []
    for locale, text in value.items():
        if locale not in VALID_LOCALES:
            errors.append(LimitError((*path, locale), "LOCALE_INVALID", f"Invalid locale {locale!r}"))
            continue
        errors += _len_between((*path, locale), text, low, high)
        if name_rules and isinstance(text, str) and not _valid_chat_name(text):
            errors.append(LimitError((*path, locale), "APPLICATION_COMMAND_INVALID_NAME", "Command name is invalid"))
    return errors


def _valid_chat_name(name: str) -> bool:
    return bool(COMMAND_NAME_RE.match(name)) and name == name.lower()


def _command_chars(obj: Mapping[str, Any]) -> int:
    total = len(str(obj.get("name") or "")) + len(str(obj.get("description") or ""))
    for choice in _list(obj.get("choices")):
        if isinstance(choice, dict):
            total += len(str(choice.get("name") or "")) + len(str(choice.get("value") or ""))
    for opt in _list(obj.get("options")):
        if isinstance(opt, dict):
            total += _command_chars(opt)
    return total


def _check_options(path: Path, options: Any, limits: Limits, *, depth: int) -> list[LimitError]:
    items = _list(options)
    errors: list[LimitError] = []
    if len(items) > limits.command_options:
        errors.append(
            LimitError(path, "BASE_TYPE_MAX_LENGTH", f"Must be {limits.command_options} or fewer in length.")
        )
    names: set[str] = set()
    seen_optional = False
    kinds = {opt.get("type") in (1, 2) for opt in items if isinstance(opt, dict)}
    if len(kinds) > 1:
        errors.append(
            LimitError(path, "APPLICATION_COMMAND_OPTIONS_TYPE_INVALID", "Subcommands cannot be mixed with other options")
        )
    for i, opt in enumerate(items):
        if not isinstance(opt, dict):
            continue
        p = (*path, i)
        otype = opt.get("type")
        name = opt.get("name")
        errors += _len_between((*p, "name"), name, 1, limits.command_name)
        if isinstance(name, str):
            if not _valid_chat_name(name):
                errors.append(LimitError((*p, "name"), "APPLICATION_COMMAND_INVALID_NAME", "Command name is invalid"))
            if name in names:
                errors.append(
                    LimitError((*p, "name"), "APPLICATION_COMMAND_OPTION_NAME_ALREADY_EXISTS", "Option name already exists")
                )
            names.add(name)
        errors += _len_between((*p, "description"), opt.get("description"), 1, limits.command_description)
        errors += _check_localizations(
            (*p, "name_localizations"), opt.get("name_localizations"), 1, limits.command_name, name_rules=True
        )
        errors += _check_localizations(
            (*p, "description_localizations"), opt.get("description_localizations"), 1, limits.command_description
        )
        if otype not in range(1, 12):
            errors.append(LimitError((*p, "type"), "BASE_TYPE_CHOICES", "Value must be one of (1..11)."))
        if otype in (1, 2):
            if otype == 2 and depth > 0:
                errors.append(LimitError((*p, "type"), "APPLICATION_COMMAND_OPTIONS_TYPE_INVALID", "Groups nest once"))
            if otype == 1 and depth > 1:
                errors.append(
                    LimitError((*p, "type"), "APPLICATION_COMMAND_OPTIONS_TYPE_INVALID", "Subcommands nest at most twice")
                )
            sub = _list(opt.get("options"))
            if otype == 2 and any(isinstance(s, dict) and s.get("type") != 1 for s in sub):
                errors.append(
                    LimitError((*p, "options"), "APPLICATION_COMMAND_OPTIONS_TYPE_INVALID", "Groups hold subcommands only")
                )
            if otype == 1 and any(isinstance(s, dict) and s.get("type") in (1, 2) for s in sub):
                errors.append(
                    LimitError((*p, "options"), "APPLICATION_COMMAND_OPTIONS_TYPE_INVALID", "Subcommands cannot nest")
                )
            errors += _check_options((*p, "options"), sub, limits, depth=depth + 1)
            continue
        required = bool(opt.get("required", False))
        if required and seen_optional:
            errors.append(
                LimitError(
                    (*p, "required"),
                    "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID",
                    "Required options must be placed before non-required options",
                )
            )
        seen_optional = seen_optional or not required
        choices = opt.get("choices")
        if choices is not None:
            ch = _list(choices)
            if len(ch) > limits.command_choices:
                errors.append(
                    LimitError(
                        (*p, "choices"), "BASE_TYPE_MAX_LENGTH", f"Must be {limits.command_choices} or fewer in length."
                    )
                )
            for k, choice in enumerate(ch):
                if not isinstance(choice, dict):
                    continue
                errors += _len_between((*p, "choices", k, "name"), choice.get("name"), 1, limits.choice_name)
                errors += _max_len((*p, "choices", k, "value"), choice.get("value"), limits.choice_value)
                errors += _check_localizations(
                    (*p, "choices", k, "name_localizations"), choice.get("name_localizations"), 1, limits.choice_name
                )
        if opt.get("autocomplete"):
            if _list(choices):
                errors.append(
                    LimitError(
                        (*p, "autocomplete"),
                        "APPLICATION_COMMAND_AUTOCOMPLETE_INVALID",
                        "Autocomplete cannot be set with choices",
                    )
                )
            if otype not in (3, 4, 10):
                errors.append(
                    LimitError(
                        (*p, "autocomplete"),
                        "APPLICATION_COMMAND_AUTOCOMPLETE_INVALID",
                        "Autocomplete is only valid for string, integer and number options",
                    )
                )
        for key, low in (("min_length", 0), ("max_length", 1)):
            value = opt.get(key)
            if isinstance(value, int) and not low <= value <= 6000:
                errors.append(
                    LimitError((*p, key), "NUMBER_TYPE_MAX", f"int value should be between {low} and 6000.")
                )
    return errors


def check_command(cmd: Any, path: Path = (), limits: Limits = DEFAULT_LIMITS) -> list[LimitError]:
    if not isinstance(cmd, dict):
        return [LimitError(path, "DICT_TYPE_CONVERT", "Only dictionaries may be used in a DictType")]
    errors: list[LimitError] = []
    ctype = cmd.get("type", 1)
    name = cmd.get("name")
    errors += _len_between((*path, "name"), name, 1, limits.command_name)
    if ctype == 1:
        if isinstance(name, str) and not _valid_chat_name(name):
            errors.append(
                LimitError(
                    (*path, "name"),
                    "APPLICATION_COMMAND_INVALID_NAME",
                    "Command name is invalid (lowercase letters, digits, - _ ' only)",
                )
            )
        errors += _len_between((*path, "description"), cmd.get("description"), 1, limits.command_description)
        errors += _check_localizations(
            (*path, "name_localizations"), cmd.get("name_localizations"), 1, limits.command_name, name_rules=True
        )
        errors += _check_localizations(
            (*path, "description_localizations"),
            cmd.get("description_localizations"),
            1,
            limits.command_description,
        )
        errors += _check_options((*path, "options"), cmd.get("options"), limits, depth=0)
        if _command_chars(cmd) > limits.command_total_chars:
            errors.append(
                LimitError(
                    path,
                    "APPLICATION_COMMAND_TOO_LARGE",
                    f"Command exceeds maximum size ({limits.command_total_chars})",
                )
            )
    elif ctype in (2, 3):
        if cmd.get("description"):
            errors.append(
                LimitError((*path, "description"), "BASE_TYPE_MAX_LENGTH", "Context menu commands have no description")
            )
        if cmd.get("options"):
            errors.append(LimitError((*path, "options"), "BASE_TYPE_MAX_LENGTH", "Context menu commands have no options"))
        errors += _check_localizations((*path, "name_localizations"), cmd.get("name_localizations"), 1, limits.command_name)
    else:
        errors.append(LimitError((*path, "type"), "BASE_TYPE_CHOICES", "Value must be one of (1, 2, 3, 4)."))
    return errors


def check_commands(commands: Any, limits: Limits = DEFAULT_LIMITS) -> list[LimitError]:
    """A bulk overwrite body (PUT .../commands)."""
    if not isinstance(commands, list):
        return [LimitError((), "LIST_TYPE_CONVERT", "Only iterables may be used in a ListType")]
    errors: list[LimitError] = []
    seen: set[tuple[int, str]] = set()
    counts: dict[int, int] = {}
    for i, cmd in enumerate(commands):
        errors += check_command(cmd, (i,), limits)
        if isinstance(cmd, dict):
            key = (int(cmd.get("type", 1) or 1), str(cmd.get("name")))
            if key in seen:
                errors.append(
                    LimitError((i, "name"), "APPLICATION_COMMANDS_DUPLICATE_NAME", f"Application command names must be unique: {key[1]!r}")
                )
            seen.add(key)
            counts[key[0]] = counts.get(key[0], 0) + 1
    if counts.get(1, 0) > limits.chat_input_commands:
        errors.append(LimitError((), "BASE_TYPE_MAX_LENGTH", f"At most {limits.chat_input_commands} slash commands"))
    for kind in (2, 3):
        if counts.get(kind, 0) > limits.context_menu_commands:
            errors.append(
                LimitError((), "BASE_TYPE_MAX_LENGTH", f"At most {limits.context_menu_commands} commands of type {kind}")
            )
    return errors


def check_thread_name(name: Any, path: Path = ("name",), limits: Limits = DEFAULT_LIMITS) -> list[LimitError]:
    return _len_between(path, name, 1, limits.thread_name)


# -- Discord-style error bodies ----------------------------------------------------------------


def discord_error_body(errors: Sequence[LimitError], *, code: int = 50035, message: str = "Invalid Form Body") -> dict[str, Any]:
    """`{"code": 50035, "message": "Invalid Form Body", "errors": {...nested..., "_errors": [...]}}`."""
    tree: dict[str, Any] = {}
    for err in errors:
        node = tree
        for part in err.path:
            node = node.setdefault(str(part), {})
        node.setdefault("_errors", []).append({"code": err.code, "message": err.message})
    return {"code": code, "message": message, "errors": tree}
