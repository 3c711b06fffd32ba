"""Backups of what cannot be rebuilt: a library's database and the model registry.

Databases are copied with SQLite's online backup, so a backup taken while Arthra searches or imports is
consistent; indexes are derived and are not copied (a restored library rebuilds them when first searched).
A backup is a folder: `library.db`, `models.json` when there is one, and `backup.json` saying what and when.
"""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Optional

from models import places
from models.registry import ModelRegistry, RegistryMerge

from .messages import coded
from .store import LibraryError, read_only_uri

DATABASE_FILE = "library.db"
MANIFEST_FILE = "backup.json"


@dataclass(frozen=True)
class BackupReport:
    """What a backup or restore copied."""

    folder: Path
    articles: int
    registry: bool
    merge: Optional["RegistryMerge"] = None  # a restore: what merging the backup's registry did


def backup(library_folder: Path, destination: Path) -> BackupReport:
    """Copy the library's database (online, consistent) and the model registry into `destination`."""
    source = Path(library_folder) / DATABASE_FILE
    if not source.is_file():
        raise coded(LibraryError, "backup.no_library", folder=library_folder)
    destination = Path(destination)
    if destination.exists() and any(destination.iterdir()):
        raise coded(LibraryError, "backup.not_empty", folder=destination)
    created = not destination.exists()
    destination.mkdir(parents=True, exist_ok=True)
    try:
        articles = _copy_database(source, destination / DATABASE_FILE)
    except LibraryError:
        if created:  # nothing half-written is left to block a retry
            shutil.rmtree(destination, ignore_errors=True)
        raise
    registry = places.model_registry()
    if registry.is_file():
        shutil.copyfile(registry, destination / places.REGISTRY_FILE)
    manifest = {"library": str(Path(library_folder).resolve()), "articles": articles,
                "made_at": datetime.now(timezone.utc).isoformat(timespec="seconds")}
    (destination / MANIFEST_FILE).write_text(json.dumps(manifest, indent=1, ensure_ascii=False), encoding="utf-8")
    return BackupReport(destination, articles, registry.is_file())


def restore(backup_folder: Path, library_folder: Path, replace: bool = False) -> BackupReport:
    """Put a backup's database back (an existing library is replaced only when asked) and add the models of
    its registry that the current one lacks (see ModelRegistry.merge)."""
    backup_folder = Path(backup_folder)
    source = backup_folder / DATABASE_FILE
    if not (backup_folder / MANIFEST_FILE).is_file() or not source.is_file():
        raise coded(LibraryError, "backup.not_a_backup", folder=backup_folder, manifest=MANIFEST_FILE,
                    database=DATABASE_FILE)
    target = Path(library_folder) / DATABASE_FILE
    if target.exists() and not replace:
        raise coded(LibraryError, "backup.library_exists", folder=library_folder)
    registry = backup_folder / places.REGISTRY_FILE
    if registry.is_file():  # both registries readable before anything changes
        ModelRegistry(registry).check()
        ModelRegistry().check()
    Path(library_folder).mkdir(parents=True, exist_ok=True)
    temporary = target.with_name(f".restore-{os.getpid()}-{DATABASE_FILE}")
    articles = _copy_database(source, temporary)
    for leftover in (target.with_name(DATABASE_FILE + "-wal"), target.with_name(DATABASE_FILE + "-shm")):
        leftover.unlink(missing_ok=True)
    os.replace(temporary, target)
    merge = ModelRegistry().merge(registry) if registry.is_file() else None
    return BackupReport(Path(library_folder), articles, registry.is_file(), merge)


def _copy_database(source: Path, target: Path) -> int:
    """Copy a library database with SQLite's online backup, check the copy, and return its article count; a
    copy that fails is removed. A library in a folder this user cannot write is read as it stands."""
    writable = os.access(source, os.W_OK) and os.access(source.parent, os.W_OK)
    reading = writing = None
    try:
        reading = sqlite3.connect(f"{source.resolve().as_uri()}?mode=ro" if writable else read_only_uri(source),
                                  uri=True)
        writing = sqlite3.connect(target)
        reading.backup(writing)
        writing.execute("PRAGMA journal_mode = DELETE")  # one self-contained file
        check = writing.execute("PRAGMA integrity_check").fetchone()[0]
        if check != "ok":
            raise coded(LibraryError, "backup.copy_damaged", source=source, check=check)
        return _count(writing)
    except sqlite3.OperationalError as exc:
        failed = coded(LibraryError, "backup.cannot_read", source=source, reason=exc)
    except sqlite3.DatabaseError as exc:
        failed = coded(LibraryError, "backup.cannot_copy", source=source, reason=exc)
    except LibraryError as exc:
        failed = exc
    finally:
        for connection in (reading, writing):
            if connection is not None:
                connection.close()
    target.unlink(missing_ok=True)
    raise failed


def _count(connection: sqlite3.Connection) -> int:
    row: Optional[tuple] = connection.execute("SELECT COUNT(*) FROM articles").fetchone()
    return row[0] if row else 0
