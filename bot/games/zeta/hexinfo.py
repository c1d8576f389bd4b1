"""What stands on one hex, as the public view shows it (units, characters, a base)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from engine.api import Match

from ...i18n import t
from .. import OrderError

HEX = re.compile(r"^[SG]-[A-Z][0-9]{1,2}$")


def normal_hex(text: str) -> str | None:
    """`s-c5`, `S-C5`, ` S-c5 ` -> `S-C5`; None when it is not a hex name printed on the map."""
    name = text.strip().upper().replace("－", "-")
    return name if HEX.match(name) else None


def hex_lines(view: Mapping[str, Any], hex_name: str, lang: str) -> list[str]:
    """One line per thing on the hex, in the viewer's language; factions by their seat names."""
    factions = [p.get("name", str(i)) if isinstance(p, dict) else str(p) for i, p in enumerate(view.get("players", []))]

    def faction(f: Any) -> str:
        return factions[f] if isinstance(f, int) and 0 <= f < len(factions) else "-"

    lines: list[str] = []
    for b in view.get("bases", []):
        if b.get("h") == hex_name and not b.get("gone"):
            owner = faction(b.get("o"))
            lines.append(f"🏠 {b['name'][lang]} Lv{b.get('lv', '?')} ({owner})")
    for u in view.get("units", []):
        if u.get("h") == hex_name:
            lines.append(f"• {u['name'][lang]} ({faction(u.get('f'))})" + (" ✖" if u.get("d") else ""))
    for c in view.get("chars", []):
        if c.get("h") == hex_name and c.get("loc") == "map":
            lines.append(f"👤 {c['name'][lang]} ({faction(c.get('f'))})")
    return lines


def hex_answer(match: Match, lang: str, opts: Mapping[str, str]) -> list[str]:
    """`hex coordinate:S-C5` in Discord and the console: the hex's name, then what stands on it."""
    typed = opts.get("coordinate", "")[:12]
    name = normal_hex(typed)
    if name is None:
        raise OrderError("hex.unknown", hex=typed)
    return [name, *(hex_lines(match.view(None), name, lang) or [t("hex.empty", lang)])]
