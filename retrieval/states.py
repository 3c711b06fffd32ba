"""The law as it read on a date: each article's versions, and the libraries of the texts in force on a past date,
derived once per state under as-of/ (their indexes built there; the vectors of texts embedded today copied)."""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import tempfile
import time
import uuid
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Optional

from .contents import Contents
from .lexical import ABANDONED_AFTER_SECONDS, TEMPORARY_PREFIX
from .messages import coded
from .store import DATABASE_FILE, LibraryError, Store, content_hash
from .types import Article, Version
from .versions import day_before, is_iso_date, newer_version, pinned_version, today

if TYPE_CHECKING:
    from .service import Library

AS_OF_FOLDER = "as-of"  # derived libraries of the law as in force on a past date, one per state


class LawStates:
    """The versions of one library's articles, and the libraries of its past states, opened by `open_state`."""

    def __init__(self, folder: Path, store: Store, contents: Contents, open_state: Callable[[Path], "Library"]):
        self.folder = Path(folder)
        self.store = store
        self.contents = contents
        self._open_state = open_state
        self._snapshots: dict[str, Library] = {}
        self._as_of: dict[str, tuple[int, Optional[Library]]] = {}  # date -> (revision, the library then)
        self._temporary: Optional[Path] = None  # where a library opened read-only derives its past states

    def close(self) -> None:
        for snapshot in self._snapshots.values():
            snapshot.close()
        self._snapshots.clear()
        self._as_of.clear()
        if self._temporary is not None:
            shutil.rmtree(self._temporary, ignore_errors=True)
            self._temporary = None

    def version_count(self) -> int:
        """The versions recorded, of every article (one each until laws amend them)."""
        return self.store.versions.count()

    def history(self, article_id: str) -> list[Version]:
        """Every version of an article, oldest first, each with its amending law and dates."""
        return self.store.history(article_id)

    def newer_versions(self, kept: list[Article], on: str = "") -> dict[str, tuple[Optional[Version], Version]]:
        """For articles kept as they read (a matter's pins): those with a newer version in force on `on` (default
        today), each with the version kept (None when no version reads so) and the newer one."""
        on = checked_date(on) if on else today()
        found = {}
        for article in kept:
            try:
                history = self.store.history(article.id)
            except LibraryError:
                continue
            newer = newer_version(history, article.title, article.text, on)
            if newer is not None:
                found[article.id] = (pinned_version(history, article.title, article.text), newer)
        return found

    def kept_versions(self, kept: list[Article]) -> dict[str, Version]:
        """The version each kept article (as it read when kept) is, where one reads so."""
        found = {}
        for article in kept:
            try:
                version = pinned_version(self.store.history(article.id), article.title, article.text)
            except LibraryError:
                continue
            if version is not None:
                found[article.id] = version
        return found

    def article_as_of(self, article_id: str, date: str) -> tuple[Article, Version]:
        """An article as in force on `date`, and which version that is; raises LibraryError when it was not
        in force then (not yet enacted, or repealed)."""
        checked_date(date)
        history = self.store.history(article_id)
        version = next((v for v in reversed(history) if v.in_force_on(date)), None)
        if version is None and history and history[0].start > date:
            raise coded(LibraryError, "library.not_yet_in_force", article=self.store.cited(article_id), date=date,
                        start=history[0].start)
        if version is None or version.repealed:
            raise coded(LibraryError, "library.not_in_force", article=self.store.cited(article_id), date=date)
        base = self.contents.find(article_id)
        source, number = article_id.split("::", 1)
        article = replace(base, title=version.title, text=version.text) if base else \
            Article(article_id, source, number, version.title, version.text)
        return article, version

    def other_states(self) -> list["Library"]:
        """The library of each state of the law other than today's that its versions record, oldest first: on each
        day the law reads otherwise and on the day before it (so every text ever in force, and every text to come, is
        in one of them). Derived here, so for a library that can be written."""
        found: list[Library] = []
        for day in sorted({d for change in self.store.versions.change_days() for d in (day_before(change), change)}):
            try:
                state = self.as_of(day)
            except LibraryError as error:
                if error.message.code != "library.none_in_force":
                    raise
                continue  # nothing in force that day: no text to read
            if state is not None and state not in found:
                found.append(state)
        return found

    def as_of(self, date: str) -> Optional["Library"]:
        """The library of the versions in force on `date`, derived once per state; None where that is today's
        text (the library itself)."""
        checked_date(date)
        stamp = (self.store.revision, self._vectors_stamp())
        known = self._as_of.get(date)
        if known is not None and known[0] == stamp:
            return known[1]
        found = self._state_as_of(date)
        self._as_of[date] = (stamp, found)
        return found

    def _vectors_stamp(self) -> tuple:
        """Which vector spaces this library holds, built when: a derived library takes the vectors made since."""
        return tuple(sorted((space.space, space.built_at) for space in self.store.vectors.spaces()))

    def _state_as_of(self, date: str) -> Optional["Library"]:
        articles = self.store.articles_as_of(date)
        if not articles:  # before every text the library holds: not an empty library
            raise coded(LibraryError, "library.none_in_force", date=date, start=self.store.versions.first_start())
        hashes = {a.id: content_hash(a) for a in articles}
        if hashes == self.store.content_hashes():
            return None
        digest = hashlib.sha256(json.dumps(sorted(hashes.items())).encode()).hexdigest()[:16]
        if digest in self._snapshots:
            self._take_since(self._snapshots[digest], date)
            return self._snapshots[digest]
        root = self._states_root()
        folder = root / digest
        if not (folder / DATABASE_FILE).is_file():
            self._remove_unused_states(root)
            self._write_snapshot(folder, articles)
        os.utime(folder)  # used now: kept by _remove_unused_states
        snapshot = self._open_state(folder)
        snapshot.spaces.timings = self.store.vectors  # its texts embed at the pace this library's did
        self._take_since(snapshot, date)
        self._snapshots[digest] = snapshot
        return snapshot

    def _take_since(self, snapshot: "Library", date: str) -> None:
        """Give a state derived earlier what this library gained since: the vectors made, the amending laws
        applied (so that their articles that only amend, and are in force on `date`, are left out of its searches
        too)."""
        snapshot.store.vectors.copy_matching(self.store.path)
        snapshot.store.versions.copy_applied(self.store.path)
        snapshot.contents.on = date

    def _states_root(self) -> Path:
        """Where past states are derived: the library's as-of/ folder, or for a library opened read-only a
        temporary folder, one while it is open, removed when it closes."""
        if not self.store.read_only:
            return self.folder / AS_OF_FOLDER
        if self._temporary is None:
            self._temporary = Path(tempfile.mkdtemp(prefix="arthra-as-of-"))
        return self._temporary

    def _remove_unused_states(self, root: Path) -> None:
        """Delete derived libraries of the law on past dates not used for an hour (not open here): the library
        has changed since, or nobody searches those dates; a later search derives them again."""
        if not root.is_dir():
            return
        cutoff = time.time() - ABANDONED_AFTER_SECONDS
        for child in root.iterdir():
            if child.name not in self._snapshots and child.stat().st_mtime < cutoff:
                shutil.rmtree(child, ignore_errors=True)

    def _write_snapshot(self, folder: Path, articles: list[Article]) -> None:
        """A library of `articles` with this one's sources and matching vectors, written under a temporary
        name and renamed into place."""
        temporary = folder.with_name(f"{TEMPORARY_PREFIX}{folder.name}-{uuid.uuid4().hex[:8]}")
        try:
            snapshot = Store(temporary / DATABASE_FILE)
            try:
                sources = [s.source for s in self.contents.sources()]
                snapshot.import_articles(f"as of {folder.name}", sources, articles,
                                         frozenset(s.prefix for s in sources))
                snapshot.vectors.copy_matching(self.store.path)
            finally:
                snapshot.close()
            temporary.rename(folder)
        except FileExistsError:
            shutil.rmtree(temporary, ignore_errors=True)
        except BaseException:
            shutil.rmtree(temporary, ignore_errors=True)
            raise


def checked_date(text: str) -> str:
    """`text` when it is a date written YYYY-MM-DD; else a LibraryError saying how to write one."""
    if not is_iso_date(text):
        raise coded(LibraryError, "library.bad_date", date=text)
    return text
