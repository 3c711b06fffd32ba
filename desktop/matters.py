"""Matters (υποθέσεις): a case's facts and question, the searches run for it with their results as they were,
and the articles the lawyer pinned with a note each. One SQLite file in the user data folder; nothing leaves
the machine. No Qt here: the search tab shows what this module keeps."""

from __future__ import annotations

import json
import re
import sqlite3
from dataclasses import asdict, dataclass, field
from datetime import datetime, timedelta
from pathlib import Path
from typing import Optional

import sqlite_utils

from retrieval import explanations, paths
from retrieval.explanations import Explanation
from retrieval.types import Article, SearchHit, SearchRequest

from .dates import show_time


TRASH_DAYS = 30  # a deleted matter can be restored for this long, then it is gone
NAME_WORDS = 8  # a matter named after its case takes the case's first words
SAME_CASE = 0.5  # two texts share at least this share of their words: the same case, edited


def now() -> str:
    return datetime.now().isoformat(timespec="seconds")


def first_words(text: str, count: int = NAME_WORDS) -> str:
    """The first words of a text, with «…» where there are more."""
    words = text.split()
    return " ".join(words[:count]) + ("…" if len(words) > count else "")


def case_name(facts: str, question: str = "") -> str:
    """A matter's name from its case: the facts' first words (a question such as «Τι ισχύει;» names no case), else
    the question's, else the date and minute."""
    return first_words(facts or question) or show_time(now())


def same_case(one: str, other: str) -> bool:
    """Whether two typed cases are the same case (edited, added to), not two different ones."""
    words = [set(re.findall(r"\w+", text.casefold())) for text in (one, other)]
    if not words[0] or not words[1]:
        return not words[0] and not words[1]
    return len(words[0] & words[1]) / min(len(words[0]), len(words[1])) >= SAME_CASE


@dataclass(frozen=True)
class Matter:
    id: int
    name: str
    facts: str = ""
    question: str = ""
    created: str = ""
    updated: str = ""
    deleted: Optional[str] = None  # when it went to the trash
    facts_date: str = ""  # the date of the facts (YYYY-MM-DD): its searches read the law as in force then


@dataclass(frozen=True)
class Contents:
    """What a matter holds, as its deletion names it."""

    searches: int
    pins: int
    notes: int


@dataclass(frozen=True)
class SavedSearch:
    """A search as it was run and shown: never re-run when reopened."""

    id: int
    when: str
    request: SearchRequest
    hits: list[SearchHit]
    highlights: dict[str, list[tuple[int, int]]] = field(default_factory=dict)
    articles: dict[str, Article] = field(default_factory=dict)


@dataclass(frozen=True)
class Pin:
    """An article the lawyer kept for the matter, as it read then, with the lawyer's note and the reason."""

    article: Article
    note: str
    reason: Optional[Explanation]
    pinned: str


def _matter(row: dict) -> Matter:
    return Matter(**{**row, "facts_date": row.get("facts_date") or ""})


def _article_record(article: Article) -> dict:
    return {**asdict(article), "areas": list(article.areas)}


def _article(record: dict) -> Article:
    return Article(**{**record, "areas": tuple(record.get("areas", ()))})


class MatterBook:
    """Every matter of this user, in `matters.sqlite` under the user data folder (ARTHRA_HOME overrides)."""

    def __init__(self, path: Optional[Path] = None):
        self.path = Path(path or paths.matters())
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.db = sqlite_utils.Database(sqlite3.connect(str(self.path), check_same_thread=False))
        self.db.execute("PRAGMA foreign_keys = ON")
        self.db["matters"].create({"id": int, "name": str, "facts": str, "question": str, "created": str,
                                   "updated": str, "facts_date": str}, pk="id", if_not_exists=True)
        if "facts_date" not in self.db["matters"].columns_dict:  # matters from before the date of the facts
            self.db["matters"].add_column("facts_date", str)
        self.db["searches"].create({"id": int, "matter": int, "at": str, "request": str, "hits": str,
                                    "highlights": str, "articles": str}, pk="id",
                                   foreign_keys=[("matter", "matters", "id")], if_not_exists=True)
        self.db["pins"].create({"matter": int, "article_id": str, "article": str, "note": str, "reason": str,
                                "pinned": str}, pk=("matter", "article_id"),
                               foreign_keys=[("matter", "matters", "id")], if_not_exists=True)
        if "deleted" not in self.db["matters"].columns_dict:  # a book written before the trash
            self.db["matters"].add_column("deleted", str)
        self.empty_trash()

    def close(self) -> None:
        self.db.close()

    # Matters

    def create(self, name: str, facts: str = "", question: str = "") -> int:
        """A new matter; without a name it is named after its case (never nameless)."""
        when = now()
        with self.db.conn:
            return self.db["matters"].insert({"name": name.strip() or case_name(facts, question), "facts": facts,
                                              "question": question, "created": when, "updated": when}).last_pk

    def matters(self) -> list[Matter]:
        """All matters not in the trash, the one worked on last first."""
        return [_matter(row) for row in self.db["matters"].rows_where("deleted IS NULL",
                                                                     order_by="updated DESC, id DESC")]

    def matter(self, matter_id: int) -> Optional[Matter]:
        rows = list(self.db["matters"].rows_where("id = ?", [matter_id]))
        return _matter(rows[0]) if rows else None

    def rename(self, matter_id: int, name: str) -> None:
        with self.db.conn:
            self.db["matters"].update(matter_id, {"name": name, "updated": now()})

    def save_case(self, matter_id: int, facts: str, question: str) -> None:
        with self.db.conn:
            self.db["matters"].update(matter_id, {"facts": facts, "question": question, "updated": now()})

    def contents(self, matter_id: int) -> Contents:
        count = lambda sql: self.db.execute(sql, [matter_id]).fetchone()[0]  # noqa: E731
        return Contents(count("SELECT count(*) FROM searches WHERE matter = ?"),
                        count("SELECT count(*) FROM pins WHERE matter = ?"),
                        count("SELECT count(*) FROM pins WHERE matter = ? AND note != ''"))

    def delete(self, matter_id: int) -> None:
        """Move the matter, with its searches and pins, to the trash (restorable for TRASH_DAYS days)."""
        with self.db.conn:
            self.db["matters"].update(matter_id, {"deleted": now()})

    def trash(self) -> list[Matter]:
        """The matters in the trash, the one deleted last first."""
        return [_matter(row) for row in self.db["matters"].rows_where("deleted IS NOT NULL",
                                                                     order_by="deleted DESC, id DESC")]

    def restore(self, matter_id: int) -> None:
        with self.db.conn:
            self.db["matters"].update(matter_id, {"deleted": None})

    def empty_trash(self, older_than: timedelta = timedelta(days=TRASH_DAYS)) -> None:
        """Remove for good the matters deleted longer ago than `older_than`, with their searches and pins."""
        cutoff = (datetime.now() - older_than).isoformat(timespec="seconds")
        with self.db.conn:
            for table in ("searches", "pins"):
                self.db.execute(f"DELETE FROM {table} WHERE matter IN (SELECT id FROM matters WHERE deleted < ?)",
                                [cutoff])
            self.db.execute("DELETE FROM matters WHERE deleted < ?", [cutoff])

    # Searches

    def add_search(self, matter_id: int, request: SearchRequest, hits: list[SearchHit],
                   highlights: dict[str, list[tuple[int, int]]], articles: dict[str, Article]) -> int:
        request_record = {**asdict(request), "sources": list(request.sources), "areas": list(request.areas)}
        with self.db.conn:
            self.db["matters"].update(matter_id, {"facts": request.facts, "question": request.question,
                                                  "facts_date": request.as_of, "updated": now()})
            return self.db["searches"].insert({
                "matter": matter_id, "at": now(), "request": json.dumps(request_record, ensure_ascii=False),
                "hits": json.dumps([hit.to_dict() for hit in hits], ensure_ascii=False),
                "highlights": json.dumps(highlights),
                "articles": json.dumps({i: _article_record(a) for i, a in articles.items()}, ensure_ascii=False),
            }).last_pk

    def searches(self, matter_id: int) -> list[SavedSearch]:
        """The matter's searches, newest first, with their results as they were."""
        saved = []
        for row in self.db["searches"].rows_where("matter = ?", [matter_id], order_by="id DESC"):
            request = json.loads(row["request"])
            request = SearchRequest(**{**request, "sources": tuple(request["sources"]),
                                       "areas": tuple(request["areas"])})
            highlights = {i: [tuple(span) for span in spans] for i, spans in json.loads(row["highlights"]).items()}
            articles = {i: _article(record) for i, record in json.loads(row["articles"]).items()}
            saved.append(SavedSearch(row["id"], row["at"], request,
                                     [SearchHit.from_dict(hit) for hit in json.loads(row["hits"])], highlights, articles))
        return saved

    # Pinned articles

    def pin(self, matter_id: int, article: Article, reason: Optional[Explanation] = None) -> None:
        """Keep an article for the matter (pinning it again keeps its note)."""
        with self.db.conn:
            self.db.execute(
                "INSERT INTO pins (matter, article_id, article, note, reason, pinned) VALUES (?, ?, ?, '', ?, ?)"
                " ON CONFLICT(matter, article_id) DO UPDATE SET article = excluded.article",
                [matter_id, article.id, json.dumps(_article_record(article), ensure_ascii=False),
                 json.dumps(explanations.record(reason), ensure_ascii=False), now()])
            self.db["matters"].update(matter_id, {"updated": now()})

    def unpin(self, matter_id: int, article_id: str) -> None:
        with self.db.conn:
            self.db.execute("DELETE FROM pins WHERE matter = ? AND article_id = ?", [matter_id, article_id])

    def set_note(self, matter_id: int, article_id: str, note: str) -> None:
        with self.db.conn:
            self.db.execute("UPDATE pins SET note = ? WHERE matter = ? AND article_id = ?",
                            [note, matter_id, article_id])

    def pins(self, matter_id: int) -> list[Pin]:
        return [Pin(_article(json.loads(row["article"])), row["note"], explanations.from_record(json.loads(row["reason"])),
                    row["pinned"])
                for row in self.db["pins"].rows_where("matter = ?", [matter_id], order_by="pinned, rowid")]
