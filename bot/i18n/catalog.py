"""Message catalogs (bot/i18n/messages/<lang>.json) and `t()`."""

from __future__ import annotations

import json
import logging
import string
from functools import cache
from importlib import resources
from typing import Any

from .locale import LANGS, lang_for

log = logging.getLogger(__name__)

FALLBACK_LANG = "en"


@cache
def catalog(lang: str) -> dict[str, str]:
    """The flat key → text catalog of `lang` ("ja" or "en"), read once."""
    if lang not in LANGS:
        raise KeyError(f"no catalog for {lang!r}")
    raw = resources.files("bot.i18n.messages").joinpath(f"{lang}.json").read_text(encoding="utf-8")
    data = json.loads(raw)
    if not isinstance(data, dict) or not all(isinstance(k, str) and isinstance(v, str) for k, v in data.items()):
        raise ValueError(f"bot/i18n/messages/{lang}.json must be a flat object of strings")
    return data


def placeholders(text: str) -> set[str]:
    """The str.format field names used in `text` ("{count} {name!r}" → {"count", "name"})."""
    names: set[str] = set()
    for _, field, spec, _ in string.Formatter().parse(text):
        if field is not None:
            names.add(field.split(".", 1)[0].split("[", 1)[0])
        if spec:
            names |= placeholders(spec)
    return names


class _Lenient(dict[str, Any]):
    def __missing__(self, key: str) -> str:
        log.warning("i18n: no value for placeholder {%s}", key)
        return "{" + key + "}"


def has(key: str) -> bool:
    return key in catalog(FALLBACK_LANG) or any(key in catalog(lang) for lang in LANGS)


def t(key: str, lang: str, /, **kw: Any) -> str:
    """The `lang` text for `key` formatted with `kw`; English when `lang` lacks it, `key` itself when
    no catalog has it. A placeholder missing from `kw` stays as "{name}" (and is logged)."""
    lang = lang if lang in LANGS else lang_for(lang)
    text = catalog(lang).get(key)
    if text is None:
        text = catalog(FALLBACK_LANG).get(key)
        if text is None:
            log.warning("i18n: unknown message key %r", key)
            return key
    if not kw and "{" not in text:
        return text
    # a value given in both languages ({"ja": ..., "en": ...}) reads in the message's language
    kw = {k: (v.get(lang) or v.get(FALLBACK_LANG, "")) if isinstance(v, dict) and v and set(v) <= set(LANGS) else v
          for k, v in kw.items()}
    try:
        return text.format_map(_Lenient(kw))
    except (IndexError, KeyError, ValueError, AttributeError) as exc:
        log.warning("i18n: cannot format %r (%s) with %r: %s", key, lang, sorted(kw), exc)
        return text
