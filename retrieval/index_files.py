"""Index files that can be trusted after a crash: written durably, recorded with a checksum, verified on load.

An index folder is fsynced (files, then the folder) before the rename that publishes it, and its
checksum goes into the database with it; a folder whose checksum no longer matches is damaged and is
rebuilt rather than read.
"""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

CHUNK = 1 << 20


class DamagedIndex(Exception):
    """A stored index no longer reads as it was written; it is rebuilt from the library."""


def folder_checksum(folder: Path) -> str:
    """SHA-256 over the names and contents of the files in `folder`, in name order."""
    digest = hashlib.sha256()
    for path in sorted(Path(folder).iterdir()):
        if path.is_file():
            digest.update(path.name.encode("utf-8") + b"\0" + str(path.stat().st_size).encode() + b"\0")
            with path.open("rb") as handle:
                for block in iter(lambda: handle.read(CHUNK), b""):
                    digest.update(block)
    return digest.hexdigest()


def blob_checksum(blob: bytes) -> str:
    return hashlib.sha256(blob).hexdigest()


def fsync_folder(folder: Path) -> None:
    """Flush every file in `folder`, then the folder itself, to disk."""
    for path in Path(folder).iterdir():
        if path.is_file():
            with path.open("rb") as handle:
                os.fsync(handle.fileno())
    fsync_directory(folder)


def fsync_directory(folder: Path) -> None:
    """Flush a folder's entries (new names, renames); a no-op where folders cannot be opened (Windows)."""
    try:
        descriptor = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(descriptor)
    except OSError:
        pass
    finally:
        os.close(descriptor)
