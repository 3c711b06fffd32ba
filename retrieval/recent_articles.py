"""The articles a library read lately, kept in memory until its database changes (a search's hits are read
again and again: the next page, the next query on the same law)."""

from __future__ import annotations

import sqlite3
from typing import Callable, Iterable

from .types import Article

REMEMBERED_ARTICLES = 5000  # beyond this many the memory is emptied and filled again


class RecentArticles:
    """Articles by id, valid while no connection has written to the database: this one's own writes are
    counted by `total_changes`, the others' by `PRAGMA data_version`."""

    def __init__(self, conn: sqlite3.Connection, limit: int = REMEMBERED_ARTICLES):
        self.conn = conn
        self.limit = limit
        self._known: dict[str, Article] = {}
        self._state: tuple[int, int] = (-1, -1)

    def read(self, ids: Iterable[str], fetch: Callable[[list[str]], Iterable[Article]]) -> dict[str, Article]:
        """The articles of `ids` that exist, by id: those remembered, and the others by `fetch`."""
        state = (self.conn.total_changes, self.conn.execute("PRAGMA data_version").fetchone()[0])
        if state != self._state:
            self._known, self._state = {}, state
        wanted = list(dict.fromkeys(ids))
        missing = [i for i in wanted if i not in self._known]
        if missing:
            self._known.update((article.id, article) for article in fetch(missing))
        found = {i: self._known[i] for i in wanted if i in self._known}
        if len(self._known) > self.limit:
            self._known = {}
        return found
