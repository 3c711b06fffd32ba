"""The versions of each article, kept in the library database beside the `articles` table.

`articles` holds the text in force today, the one every index reads; `versions` holds every text an article
has had, each with the amending law and article that made it and the date it came into force (its end is the
next version's start). `amendments` records which amending laws were applied, so that importing one again
changes nothing. Writes here run inside the caller's transaction.
"""

from __future__ import annotations

import json
from dataclasses import replace
from datetime import date, timedelta
from pathlib import Path
from typing import Iterable, Optional

import sqlite_utils

from .types import OWN_START, Article, Version

_COLUMNS = "article_id, number, title, text, start, amending_law, amending_article, change, repealed"


def today() -> str:
    return date.today().isoformat()


def day_before(day: str) -> str:
    """The day before a YYYY-MM-DD date, written so."""
    return (date.fromisoformat(day) - timedelta(days=1)).isoformat()


def is_iso_date(text: str) -> bool:
    """Whether `text` is a calendar date written YYYY-MM-DD, the form dates are compared in as text."""
    try:
        return len(text) == 10 and date.fromisoformat(text).isoformat() == text
    except (TypeError, ValueError):
        return False


class VersionStore:
    """The version tables of a library database."""

    def __init__(self, db: sqlite_utils.Database, read_only: bool = False):
        self.db = db
        self.present = "versions" in db.table_names()
        if read_only:
            return
        if not self.present:
            with db.atomic():  # the tables and their first rows together: a crash leaves neither
                db["versions"].create({"article_id": str, "number": int, "source": str, "article": str,
                                       "title": str, "text": str, "chapter": str, "start": str, "amending_law": str,
                                       "amending_article": str, "change": str, "repealed": int},
                                      pk=("article_id", "number"), if_not_exists=True)
                db["amendments"].create({"law": str, "applied_at": str, "outcomes": str}, pk="law",
                                        if_not_exists=True)
                self._migrate()
            self.present = True

    def _migrate(self) -> None:
        """A library from before versions: each article's text becomes its version 1, in force from its
        source's date where the source has one, else from an unknown date."""
        self.db.execute(
            "INSERT INTO versions (article_id, number, source, article, title, text, chapter, start,"
            " amending_law, amending_article, change, repealed) SELECT a.id, 1, a.source, a.article, a.title,"
            " a.text, a.chapter, COALESCE(s.as_of, ''), '', '', '', 0 FROM articles a"
            " LEFT JOIN sources s ON s.prefix = a.source")

    def record_imported(self, articles: Iterable[Article], starts: dict[str, str],
                        own_starts: dict[str, str]) -> None:
        """Keep the versions of imported articles: a new article gets version 1 (from its start in `own_starts`,
        by id, where its law starts it apart, else its source's date in `starts`); an article whose text changed
        gets it as version 1 when it has no other, else as a new version in force from today, or from the last
        version's start where that is later (a text imported over an amended one)."""
        if not self.present:
            return
        for article in articles:
            rows = self.db.execute("SELECT number, title, text, chapter, start FROM versions WHERE article_id = ?"
                                   " ORDER BY number", [article.id]).fetchall()
            if rows and tuple(rows[-1][1:4]) == (article.title, article.text, article.chapter):
                continue
            if len(rows) <= 1:
                self.db.execute("DELETE FROM versions WHERE article_id = ?", [article.id])
                own = own_starts.get(article.id, "")
                self._insert(article, 1, own or starts.get(article.source, ""), change=OWN_START if own else "")
            else:  # never before the last version, which may start later than today
                self._insert(article, rows[-1][0] + 1, max(today(), rows[-1][4] or ""),
                             change="imported over the amended text")

    def superseded(self, article: Article) -> bool:
        """Whether `article`'s text is an earlier version of an article amended or repealed since (a corpus
        imported again after its amending laws: its texts are not put back, its repealed articles stay so)."""
        if not self.present:
            return False
        rows = self.db.execute("SELECT title, text, chapter FROM versions WHERE article_id = ? ORDER BY number",
                               [article.id]).fetchall()
        return len(rows) > 1 and (article.title, article.text, article.chapter) in [tuple(r) for r in rows[:-1]]

    def _insert(self, article: Article, number: int, start: str, law: str = "", amending_article: str = "",
                change: str = "", repealed: bool = False) -> None:
        self.db.execute(
            "INSERT OR REPLACE INTO versions (article_id, number, source, article, title, text, chapter, start,"
            " amending_law, amending_article, change, repealed) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [article.id, number, article.source, article.article, article.title, article.text, article.chapter,
             start, law, amending_article, change, int(repealed)])

    def add(self, article: Article, start: str, law: str, amending_article: str, change: str,
            repealed: bool = False) -> int:
        """Record a version made by an amendment; its number."""
        number = (self.db.execute("SELECT MAX(number) FROM versions WHERE article_id = ?",
                                  [article.id]).fetchone()[0] or 0) + 1
        self._insert(article, number, start, law, amending_article, change, repealed)
        return number

    def remove_source(self, prefix: str) -> None:
        """Forget a source's versions, and that the amending laws which changed it were applied (so importing
        the source and them again applies them again)."""
        if not self.present:
            return
        self.db.execute("DELETE FROM versions WHERE source = ?", [prefix])
        for law, outcomes in self.db.execute("SELECT law, outcomes FROM amendments").fetchall():
            if any(o["applied"] and o["target"].startswith(f"{prefix}::") for o in json.loads(outcomes)):
                self.db.execute("DELETE FROM amendments WHERE law = ?", [law])

    def count(self) -> int:
        """The versions recorded, of every article."""
        return self.db.execute("SELECT COUNT(*) FROM versions").fetchone()[0] if self.present else 0

    def history(self, article_id: str) -> list[Version]:
        """Every version of an article, oldest first, each with its end (the next one's start)."""
        if not self.present:
            return []
        rows = self.db.execute(f"SELECT {_COLUMNS} FROM versions WHERE article_id = ? ORDER BY number",
                               [article_id]).fetchall()
        return _with_ends([Version(i, n, t, x, s or "", law or "", art or "", ch or "", bool(rep))
                           for i, n, t, x, s, law, art, ch, rep in rows])

    def first_start(self) -> str:
        """The earliest date from which any version is in force ('' when none has a start)."""
        return self.db.execute("SELECT MIN(start) FROM versions WHERE start != ''").fetchone()[0] or ""

    def change_days(self) -> list[str]:
        """The days from which a version replaces an earlier one, or from which a text starts after today, oldest
        first: the law reads otherwise from each of them."""
        if not self.present:
            return []
        return [row[0] for row in self.db.execute(
            "SELECT DISTINCT start FROM versions WHERE start != '' AND (number > 1 OR start > ?) ORDER BY start",
            [today()]) if is_iso_date(row[0])]

    def in_force(self, date_: str) -> list[tuple[Article, Version]]:
        """Each article as in force on `date_` (YYYY-MM-DD), in library order, with its version; articles
        repealed by then or not yet in force are left out. Fields and areas are those of today's article."""
        if not self.present:
            return []
        extras = {i: (json.loads(f or "{}"), tuple(json.loads(a or "[]"))) for i, f, a in
                  self.db.execute("SELECT id, fields, areas FROM articles").fetchall()}
        order = {i: n for n, (i,) in enumerate(self.db.execute("SELECT id FROM articles ORDER BY rowid"))}
        chosen: dict[str, tuple[Article, Version]] = {}
        rows = self.db.execute(
            "SELECT article_id, number, source, article, title, text, chapter, start, amending_law,"
            " amending_article, change, repealed FROM versions ORDER BY article_id, number").fetchall()
        by_article: dict[str, list[tuple]] = {}
        for row in rows:
            by_article.setdefault(row[0], []).append(row)
        for article_id, versions in by_article.items():
            dated = _with_ends([Version(r[0], r[1], r[4], r[5], r[7] or "", r[8] or "", r[9] or "", r[10] or "",
                                        bool(r[11])) for r in versions])
            current = next((v for v in reversed(dated) if v.in_force_on(date_)), None)
            if current is None or current.repealed:
                continue
            row = next(r for r in versions if r[1] == current.number)
            fields, areas = extras.get(article_id, ({}, ()))
            chosen[article_id] = (Article(article_id, row[2], row[3], row[4], row[5], row[6] or "", fields, areas),
                                  current)
        return [chosen[i] for i in sorted(chosen, key=lambda i: (order.get(i, len(order)), i))]

    def applied(self, law: str) -> Optional[tuple[str, list[dict]]]:
        """When the amending law `law` was applied and what became of its instructions, or None."""
        if not self.present:
            return None
        row = self.db.execute("SELECT applied_at, outcomes FROM amendments WHERE law = ?", [law]).fetchone()
        return (row[0], json.loads(row[1])) if row else None

    def applied_laws(self) -> list[tuple[str, str, list[dict]]]:
        """Every amending law applied, when, and what became of its instructions, in the order they were applied."""
        if not self.present:
            return []
        return [(law, applied_at, json.loads(outcomes)) for law, applied_at, outcomes in
                self.db.execute("SELECT law, applied_at, outcomes FROM amendments ORDER BY rowid")]

    def applied_count(self) -> int:
        """How many amending laws were applied."""
        return self.db.execute("SELECT COUNT(*) FROM amendments").fetchone()[0] if self.present else 0

    def copy_applied(self, other: Path) -> None:
        """Take the record of the amending laws applied to the library database `other` (this is a past state of
        it), in place of this one's."""
        self.db.execute("ATTACH DATABASE ? AS other", [str(other)])
        try:
            with self.db.atomic():
                self.db.execute("DELETE FROM amendments")
                self.db.execute("INSERT INTO amendments SELECT * FROM other.amendments")
        finally:
            self.db.execute("DETACH DATABASE other")

    def record_applied(self, law: str, outcomes: list[dict]) -> None:
        self.db.execute("INSERT OR REPLACE INTO amendments (law, applied_at, outcomes) VALUES (?, ?, ?)",
                        [law, today(), json.dumps(outcomes, ensure_ascii=False)])


def _with_ends(versions: list[Version]) -> list[Version]:
    """The versions, each ending where the next one starts."""
    return [replace(v, end=versions[n + 1].start if n + 1 < len(versions) else "") for n, v in enumerate(versions)]


def pinned_version(history: list[Version], title: str, text: str) -> Optional[Version]:
    """The version whose text a lawyer kept (the latest with that title and text), None when none reads so."""
    return next((v for v in reversed(history) if (v.title, v.text) == (title, text)), None)


def newer_version(history: list[Version], title: str, text: str, on: str) -> Optional[Version]:
    """The version in force on `on` where it is later than the one kept with `title` and `text` (or differs
    from a kept text no version has); None while the kept text is the one in force."""
    current = next((v for v in reversed(history) if v.in_force_on(on)), None)
    if current is None:
        return None
    kept = pinned_version(history, title, text)
    if kept is None:
        return current if (current.title, current.text) != (title, text) else None
    return current if current.number > kept.number else None

