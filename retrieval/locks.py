"""Locks between Arthra processes (filelock): one writer of the model registry, of a benchmark's output
folder and of a vector space at a time."""

from __future__ import annotations

import hashlib
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator, Optional

import filelock

LOCK_SUFFIX = ".lock"


class LockedError(Exception):
    """Another Arthra holds the lock on what this one was asked to change."""


@contextmanager
def held(path: Path, what: str, wait: Optional[float] = None) -> Iterator[None]:
    """Hold the lock file `path` while the block runs; `wait` seconds at most (None: as long as it takes,
    0: refuse at once), else LockedError saying that `what` is in use."""
    Path(path).parent.mkdir(parents=True, exist_ok=True)
    lock = filelock.FileLock(str(path), timeout=-1 if wait is None else wait)
    try:
        lock.acquire()
    except filelock.Timeout:
        raise LockedError(f"{what} is in use by another Arthra (lock {path}); wait for it to finish and "
                          "try again") from None
    try:
        yield
    finally:
        lock.release()


def in_use(path: Path) -> bool:
    """Whether another holder has the lock file `path` now (asked without waiting; a lock never taken, or one
    this user may not take, is not in use)."""
    if not Path(path).exists():
        return False
    lock = filelock.FileLock(str(path), timeout=0)
    try:
        lock.acquire()
    except filelock.Timeout:
        return True
    except OSError:
        return False
    lock.release()
    return False


def lock_name(key: str) -> str:
    """A file name for a lock on `key`, whatever characters the key holds."""
    return hashlib.sha256(key.encode("utf-8")).hexdigest()[:24] + LOCK_SUFFIX
