"""Images are drawn on a small dedicated thread pool, not asyncio's default one.

Pillow holds the GIL while it encodes a PNG (~25 ms for a board). With the default pool (CPU count
+ 4 threads, 6 here) several renders at once keep the event loop from running for long stretches,
and the first answer to an interaction (Discord's 3-second rule) waits behind them. `sortie bench
bot` (200 busy matches, 2 cores): 6 threads p50 29-32 ms, p99 205-305 ms, max 375 ms; 2 threads
p50 3 ms, p99 170 ms, max 170-245 ms, for ~10% fewer interactions per second at saturation.
(Before the engine got faster, when the event loop had more to do: p99 855 ms against 145 ms.)
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
