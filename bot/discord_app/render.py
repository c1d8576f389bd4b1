"""Images are drawn on a small dedicated thread pool, not asyncio's default one.

Pillow holds the GIL while it encodes a PNG (~25 ms for a board). With the default pool (CPU count
+ 4 threads) several renders at once keep the event loop from running for long stretches, and the
first answer to an interaction (Discord's 3-second rule) waits behind them: p99 855 ms with 200 busy
matches on 2 cores (`sortie bench bot`). Two threads render as fast and keep p99 near 140 ms.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from functools import partial
from typing import Any

RENDER_THREADS = 2
_pool = ThreadPoolExecutor(max_workers=RENDER_THREADS, thread_name_prefix="sortie-render")


async def render(fn: Callable[..., bytes], /, *args: Any, **kw: Any) -> bytes:
    """fn(*args, **kw) on the render threads."""
    return await asyncio.get_running_loop().run_in_executor(_pool, partial(fn, *args, **kw))
