"""Images are drawn in two worker processes that run below the bot's own CPU priority.

A board costs ~20 ms of CPU, a fifth of it Python code that holds the interpreter lock. Drawn on
threads of the bot's process, renders of other matches kept the event loop waiting for the lock, and
the first answer to an interaction (Discord's 3-second rule) waited behind them; drawn in worker
processes with a higher nice value, the operating system runs the event loop first whenever it has
work, and renders take the CPU it leaves. `sortie bench bot --matches 50` on an idle 2-core machine:
two render threads p50 4.0 ms and 50 interactions/s; two nice-10 processes p50 1.6 ms and 55/s.
(Earlier, six threads against two: p50 29-32 ms against 3 ms, docs/engine-speed.md.)

Views and cards are plain mappings, so they cross to a worker as a pickle of a few kilobytes. A
worker that dies is replaced and the render tried once more; where processes cannot be had at all
(a platform without them, a sandbox that refuses them), renders fall back to two threads.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import multiprocessing
import os
import signal
import threading
import time
from collections.abc import Callable
from concurrent.futures import Executor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool, ProcessPoolExecutor
from functools import partial
from typing import Any

log = logging.getLogger(__name__)

RENDER_THREADS = 2  # render workers (processes; threads only in the fallback); the name is the bench's key
RENDER_NICE = 10  # how much lower than the bot a render worker's CPU priority is
_PRELOAD = ["renderers"]  # imported once in the fork server, so a new worker starts in milliseconds

_pool: Executor | None = None
_threads: ThreadPoolExecutor | None = None


def _exit_with(parent: Any) -> None:
    parent.join()  # returns when the bot's process is gone, however it ended
    os._exit(0)


def _lower_priority() -> None:
    """Worker initializer: renders yield the CPU to the event loop of the bot, and a Ctrl-C in the
    terminal stops the bot (which then stops its workers), not a worker in the middle of a board.
    A worker also ends when the bot's process dies without stopping it (a SIGKILL, the OOM killer):
    it would otherwise wait on its job queue forever, and keep the fork server alive with it."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    parent = multiprocessing.parent_process()
    if parent is not None:
        threading.Thread(target=_exit_with, args=(parent,), name="sortie-render-orphan", daemon=True).start()
    if hasattr(os, "nice"):  # a sandbox that refuses it: the worker still draws, at the bot's priority
        with contextlib.suppress(OSError):
            os.nice(RENDER_NICE)


def _thread_pool() -> ThreadPoolExecutor:
    global _threads
    if _threads is None:
        _threads = ThreadPoolExecutor(max_workers=RENDER_THREADS, thread_name_prefix="sortie-render")
    return _threads


def _new_pool() -> Executor:
    try:
        methods = multiprocessing.get_all_start_methods()
        ctx = multiprocessing.get_context("forkserver" if "forkserver" in methods else "spawn")
        if ctx.get_start_method() == "forkserver":
            ctx.set_forkserver_preload(_PRELOAD)
        return ProcessPoolExecutor(max_workers=RENDER_THREADS, mp_context=ctx, initializer=_lower_priority)
    except (OSError, ValueError, NotImplementedError) as e:
        log.warning("render workers unavailable (%s); drawing on threads", e)
        return _thread_pool()


def executor() -> Executor:
    """The render workers, started on first use."""
    global _pool
    if _pool is None:
        _pool = _new_pool()
    return _pool


def _replace_broken(broken: Executor) -> None:
    global _pool
    if _pool is broken:
        _pool = None
        broken.shutdown(wait=False, cancel_futures=True)


async def render(fn: Callable[..., bytes], /, *args: Any, **kw: Any) -> bytes:
    """fn(*args, **kw) in a render worker; fn must be a module-level function (it is pickled)."""
    loop = asyncio.get_running_loop()
    call = partial(fn, *args, **kw)
    for _ in range(2):
        pool = executor()
        try:
            return await loop.run_in_executor(pool, call)
        except BrokenProcessPool as e:  # a worker was killed (out of memory, a signal)
            log.warning("render worker lost (%s); starting new ones", e)
            _replace_broken(pool)
    return await loop.run_in_executor(_thread_pool(), call)


def _held(fn: Callable[..., Any], args: tuple[Any, ...]) -> Any:
    time.sleep(0.05)  # held, so that each worker takes one job rather than one worker taking them all
    return fn(*args)


async def each_worker(fn: Callable[..., Any], /, *args: Any) -> list[Any]:
    """fn(*args) once in every render worker process, started if need be (none on the thread
    fallback, where the workers are threads of this process)."""
    pool = executor()
    if not isinstance(pool, ProcessPoolExecutor):
        return []
    loop = asyncio.get_running_loop()
    return list(await asyncio.gather(*(loop.run_in_executor(pool, _held, fn, args)
                                       for _ in range(RENDER_THREADS))))


async def warm() -> list[int]:
    """Start every render worker now, so the first boards of a new process do not wait for one."""
    return sorted(set(await each_worker(os.getpid)))


def worker_pids() -> list[int]:
    """The render workers' process ids (none on the thread fallback): what the bench adds to memory."""
    procs = getattr(_pool, "_processes", None) or {}
    return sorted(int(pid) for pid in procs)


def shutdown() -> None:
    """Stop the workers (a process that ends stops them too; this is for a clean, quick exit)."""
    global _pool
    if _pool is not None and _pool is not _threads:
        _pool.shutdown(wait=False, cancel_futures=True)
    _pool = None
