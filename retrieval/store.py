"""The library database: one SQLite file, the source of truth for sources, articles and indexes.

Every import runs in one transaction, so a failed import leaves the library as it was. Each change
to article content bumps the library revision; an index built at an older revision is stale.
"""

from __future__ import annotations

import hashlib
import json
import os
import uuid
import sqlite3
from datetime import datetime, timezone
from pathlib import Path
from dataclasses import asdict, fields, replace
from typing import TYPE_CHECKING, Iterator, Optional

import sqlite_utils

from .citations import cite_id
from .messages import Message, coded
from .recent_articles import RecentArticles
from .types import AmendmentOutcome, AppliedLaw, Article, ImportReport, IndexInfo, Source, SourceSummary, Version
from .vectors import VectorStore
from .versions import VersionStore, today

if TYPE_CHECKING:
    from .amendments.consolidate import Plan

DATABASE_FILE = "library.db"  # in a library's folder
SCHEMA_VERSION = 1
SOURCE_DETAILS = {"abbreviation": str, "as_of": str, "demo": int, "law_number": str, "gazette": str}
OUTCOME_FIELDS = {f.name for f in fields(AmendmentOutcome)}
KEPT_UNLESS_GIVEN = ("areas", "abbreviation")  # a source imported again without them (a law's file) keeps the lawyer's


class LibraryError(Exception):
    """The library cannot be used as asked (unknown article, newer schema, ...)."""


def damaged(path: Path, why: str) -> str:
    """The message for a library database that cannot be read as one, with what to do about it."""
    return (f"{path} is damaged (corrupt) and cannot be used as a library ({why}). Restore it from a backup "
            f"(arthra restore BACKUP --library {Path(path).parent}), or move it aside and import the corpus again")


def content_hash(article: Article) -> str:
    """Fingerprint of everything an index reads from an article (areas are not: filters read them live)."""
    payload = json.dumps([article.source, article.article, article.title, article.text, article.chapter,
                          article.fields], ensure_ascii=False, sort_keys=True)
    return hashlib.sha256(payload.encode("utf-8")).hexdigest()



def read_only_uri(path: Path) -> str:
    """The URI that opens a database for reading only: immutable (no lock or shared-memory file, which a
    read-only folder cannot hold), unless a write-ahead log holds changes: then it must be read too."""
    wal = path.with_name(path.name + "-wal")
    immutable = "" if wal.is_file() and wal.stat().st_size else "&immutable=1"
    return f"{path.resolve().as_uri()}?mode=ro{immutable}"

class Store:
    """Typed access to the library database."""

    def __init__(self, path: Path, create: bool = True, read_only: Optional[bool] = None):
        """Open the database at `path`; a new one is created (when `create`) complete or not at all, so an
        empty or unreadable file is always damage, never a library to start afresh. `read_only` (by default:
        whether this user may write the file and its folder) opens it for reading only."""
        self.path = Path(path)
        if not self.path.exists():
            if not create:
                raise LibraryError(f"there is no library at {self.path.parent}; check the --library folder, or "
                                   "create one by importing a corpus: arthra import PATH")
            self._create_database()
        elif self.path.stat().st_size == 0:
            raise LibraryError(damaged(self.path, "it is empty (0 bytes)"))
        self.read_only = read_only if read_only is not None else \
            not (os.access(self.path, os.W_OK) and os.access(self.path.parent, os.W_OK))
        try:
            if self.read_only:
                self.db = sqlite_utils.Database(sqlite3.connect(read_only_uri(self.path), uri=True,
                                                                check_same_thread=False))
            else:
                self.db = sqlite_utils.Database(self.path)
                self.db.execute("PRAGMA foreign_keys = ON")
                self.db.enable_wal()
                self.db.execute("BEGIN IMMEDIATE")  # openers complete the schema one at a time (the others wait)
            try:
                self._create_schema()
                self.versions = VersionStore(self.db, self.read_only)
                self.vectors = VectorStore(self.db, self.read_only)
                self.recent = RecentArticles(self.db.conn)
            finally:
                if self.db.conn.in_transaction:
                    self.db.conn.commit()
        except sqlite3.DatabaseError as exc:
            if isinstance(exc, sqlite3.OperationalError) and "locked" in str(exc):
                raise
            raise LibraryError(damaged(self.path, str(exc))) from None

    def _create_database(self) -> None:
        """Write a new, complete database under a temporary name and rename it into place."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.read_only = False
        temporary = self.path.with_name(f".new-{uuid.uuid4().hex}-{self.path.name}")  # each opener its own
        temporary.unlink(missing_ok=True)
        db = sqlite_utils.Database(temporary)
        self.db = db
        db.enable_wal()
        self._create_schema()
        db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        db.close()
        with open(temporary, "rb+") as handle:
            os.fsync(handle.fileno())
        for leftover in (temporary.with_name(temporary.name + "-wal"), temporary.with_name(temporary.name + "-shm")):
            leftover.unlink(missing_ok=True)
        try:
            os.link(temporary, self.path)  # never replaces a library another process created meanwhile
        except FileExistsError:
            pass
        except OSError:  # a file system without hard links
            if not self.path.exists():
                os.replace(temporary, self.path)
        temporary.unlink(missing_ok=True)

    def _create_schema(self) -> None:
        db = self.db
        if self.read_only:  # nothing can be created; the tables must all be there
            if not {"meta", "sources", "articles", "indexes"} <= set(db.table_names()):
                raise sqlite3.DatabaseError("it lacks Arthra's tables")
            self._check_version()
            return
        db["meta"].create({"key": str, "value": str}, pk="key", if_not_exists=True)
        db["sources"].create({"prefix": str, "title": str, "language": str, "areas": str},
                             pk="prefix", if_not_exists=True)
        for column, kind in SOURCE_DETAILS.items():  # libraries from before sources carried citation details
            if column not in db["sources"].columns_dict:
                db["sources"].add_column(column, kind)
        db["articles"].create(
            {"id": str, "source": str, "article": str, "title": str, "text": str, "chapter": str,
             "fields": str, "areas": str, "content_hash": str},
            pk="id", foreign_keys=[("source", "sources", "prefix")], if_not_exists=True)
        db["articles"].create_index(["source"], if_not_exists=True)
        db["indexes"].create(
            {"key": str, "kind": str, "analyzer": str, "params": str, "revision": int, "path": str,
             "doc_count": int, "built_at": str, "build_seconds": float, "checksum": str},
            pk="key", if_not_exists=True)
        if "checksum" not in db["indexes"].columns_dict:  # libraries from before indexes were checksummed
            db["indexes"].add_column("checksum", str)
        if self._meta("schema_version") is None:
            with db.atomic():
                self._set_meta("schema_version", str(SCHEMA_VERSION))
                self._set_meta("revision", "0")
        self._check_version()

    def _check_version(self) -> None:
        version = self._meta("schema_version")
        if version is not None and int(version) > SCHEMA_VERSION:
            raise LibraryError(f"{self.path} was written by a newer Arthra (schema {version}); please upgrade")

    def _meta(self, key: str) -> Optional[str]:
        row = self.db.execute("SELECT value FROM meta WHERE key = ?", [key]).fetchone()
        return row[0] if row else None

    def _set_meta(self, key: str, value: str) -> None:
        self.db.execute("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)", [key, value])

    @property
    def revision(self) -> int:
        """Counter bumped by every import that changes article content."""
        return int(self._meta("revision") or 0)

    def import_articles(self, path: str, sources: list[Source], articles: list[Article],
                        declared: frozenset[str] = frozenset(), amendments: Optional["Plan"] = None,
                        own_starts: Optional[dict[str, str]] = None) -> ImportReport:
        """Insert new articles and replace amended ones, and apply an amending law's `amendments` (see
        retrieval.amendments), all in one transaction; a new article's first version starts at its date in
        `own_starts` (by id: where its law starts it apart), else at its source's.

        Sources in `declared` (described by the corpus's sources.json) replace what the library knew of
        them, but for areas and an abbreviation they do not give; the others are only added when new, so
        importing one amended article keeps its code's title, language and areas. The revision moves only when
        indexed content changed.
        """
        known = {i: (digest, areas) for i, digest, areas in
                 self.db.execute("SELECT id, content_hash, areas FROM articles").fetchall()}
        known_sources = {row[0] for row in self.db.execute("SELECT prefix FROM sources").fetchall()}
        rows, added, updated, content_changed, changed_articles = [], 0, 0, False, []
        for article in articles:
            digest = content_hash(article)
            areas = json.dumps(list(article.areas), ensure_ascii=False)
            if known.get(article.id) == (digest, areas) or self.versions.superseded(article):  # or since repealed
                continue
            if article.id in known:
                updated += 1
            else:
                added += 1
            content_changed = content_changed or known.get(article.id, ("",))[0] != digest
            changed_articles.append(article)
            rows.append((article.id, article.source, article.article, article.title, article.text,
                         article.chapter, json.dumps(article.fields, ensure_ascii=False), areas, digest))
        source_rows = [(s.prefix, s.title, s.language, json.dumps(list(s.areas), ensure_ascii=False), s.abbreviation,
                        s.as_of, int(s.demo), s.law_number, s.gazette) for s in sources]
        columns = "prefix, title, language, areas, " + ", ".join(SOURCE_DETAILS)
        marks = ", ".join("?" * (4 + len(SOURCE_DETAILS)))
        with self.db.atomic():
            self.db.conn.executemany(
                f"INSERT INTO sources ({columns}) VALUES ({marks}) ON CONFLICT(prefix) DO UPDATE SET"
                " title = excluded.title, language = excluded.language, "
                + ", ".join(f"{c} = CASE WHEN excluded.{c} IN ('', '[]') THEN sources.{c} ELSE excluded.{c} END"
                            for c in KEPT_UNLESS_GIVEN) + ", "
                + ", ".join(f"{c} = excluded.{c}" for c in SOURCE_DETAILS if c not in KEPT_UNLESS_GIVEN),
                [row for row in source_rows if row[0] in declared])
            self.db.conn.executemany(f"INSERT OR IGNORE INTO sources ({columns}) VALUES ({marks})",
                                     [row for row in source_rows if row[0] not in declared])
            self.db.conn.executemany(
                "INSERT INTO articles (id, source, article, title, text, chapter, fields, areas, content_hash)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(id) DO UPDATE SET source = excluded.source,"
                " article = excluded.article, title = excluded.title, text = excluded.text,"
                " chapter = excluded.chapter, fields = excluded.fields, areas = excluded.areas,"
                " content_hash = excluded.content_hash", rows)
            self.versions.record_imported(changed_articles, {s.prefix: s.as_of for s in sources}, own_starts or {})
            outcomes = self._apply(amendments) if amendments is not None else []
            if content_changed or any(o.applied for o in outcomes):
                self._set_meta("revision", str(self.revision + 1))
        return ImportReport(path=path, added=added, updated=updated, unchanged=len(articles) - added - updated,
                            sources_added=len({s.prefix for s in sources} - known_sources),
                            amendments=tuple(outcomes))

    def _apply(self, plan: "Plan") -> list[AmendmentOutcome]:
        """Write an amending law's new versions and bring `articles` to the text in force today; inside the
        import's transaction. A law applied before changes nothing: its recorded outcomes are returned."""
        earlier = self.versions.applied(plan.law)
        if earlier is not None:
            return [replace(o, applied=False, reason=Message("amend.already_applied", {
                "law": plan.law, "date": earlier[0]})) if o.applied else o for o in map(_outcome, earlier[1])]
        numbers = [self.versions.add(v.article, v.start, v.law, v.amending_article, v.change, v.repealed)
                   for v in plan.versions]
        numbered = iter(numbers)
        outcomes = [replace(o, version=next(numbered)) if o.applied else o for o in plan.outcomes]
        for article_id in dict.fromkeys(v.article.id for v in plan.versions):
            self._bring_up_to_date(article_id)
        for source in dict.fromkeys(v.article.source for v in plan.versions):  # its texts are current as of then,
            latest = min(max(v.start for v in plan.versions if v.article.source == source), today())  # never later
            self.db.execute("UPDATE sources SET as_of = ? WHERE prefix = ? AND (as_of IS NULL OR as_of < ?)",
                            [latest, source, latest])
        self.versions.record_applied(plan.law, [{**asdict(o), "reason": _reason_dict(o.reason)} for o in outcomes])
        return outcomes

    def applied_laws(self) -> list[AppliedLaw]:
        """Every amending law applied to the library, with what became of its instructions when it was."""
        return [AppliedLaw(law, applied_at, tuple(map(_outcome, outcomes)))
                for law, applied_at, outcomes in self.versions.applied_laws()]

    def _bring_up_to_date(self, article_id: str) -> None:
        """Make the `articles` row of an article its version in force today, or its last where none is in force yet
        (removed when repealed)."""
        history = self.versions.history(article_id)
        current = next((v for v in reversed(history) if v.in_force_on(today())), None)
        if current is None and history and history[0].start > today():  # not yet in force: as it will start
            current = history[-1]
        if current is None or current.repealed:
            self.db.execute("DELETE FROM articles WHERE id = ?", [article_id])
            return
        source, number = self.db.execute("SELECT source, article FROM versions WHERE article_id = ? AND number = ?",
                                         [article_id, current.number]).fetchone()
        existing = self.db.execute(f"SELECT {_ARTICLE_COLUMNS} FROM articles WHERE id = ?", [article_id]).fetchone()
        chapter = self.db.execute("SELECT chapter FROM versions WHERE article_id = ? AND number = ?",
                                  [article_id, current.number]).fetchone()[0] or ""
        base = _article(existing) if existing else Article(article_id, source, number, "", "", chapter)
        article = replace(base, title=current.title, text=current.text, chapter=chapter)
        self.db.execute(
            "INSERT INTO articles (id, source, article, title, text, chapter, fields, areas, content_hash)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(id) DO UPDATE SET title = excluded.title,"
            " text = excluded.text, chapter = excluded.chapter, content_hash = excluded.content_hash",
            [article.id, article.source, article.article, article.title, article.text, article.chapter,
             json.dumps(article.fields, ensure_ascii=False), json.dumps(list(article.areas), ensure_ascii=False),
             content_hash(article)])

    def history(self, article_id: str) -> list[Version]:
        """Every version of an article, oldest first; raises LibraryError when there is no such article."""
        versions = self.versions.history(article_id)
        if not versions:
            return [Version(article_id, 1, (a := self.article(article_id)).title, a.text)]
        return versions

    def articles_as_of(self, date: str) -> list[Article]:
        """The articles as in force on `date` (YYYY-MM-DD), in library order."""
        if not self.versions.present:
            return list(self.articles())
        return [article for article, _ in self.versions.in_force(date)]

    def sources(self) -> list[SourceSummary]:
        present = self.db["sources"].columns_dict  # a read-only library from before may lack the details
        details = ", ".join(f"s.{c}" if c in present else "NULL" for c in SOURCE_DETAILS)
        rows = self.db.execute(
            f"SELECT s.prefix, s.title, s.language, s.areas, {details}, COUNT(a.id) FROM sources s"
            " LEFT JOIN articles a ON a.source = s.prefix GROUP BY s.prefix ORDER BY s.rowid").fetchall()
        return [SourceSummary(Source(p, t, lang, tuple(json.loads(areas)), abbreviation or "", as_of or "",
                                     bool(demo), number or "", gazette or ""), n)
                for p, t, lang, areas, abbreviation, as_of, demo, number, gazette, n in rows]

    def update_source(self, prefix: str, title: str, areas: tuple[str, ...], abbreviation: str, as_of: str) -> None:
        """Rename a source and set its areas, citation abbreviation and currency date; none of them is indexed
        content, so the revision stays."""
        with self.db.atomic():
            changed = self.db.execute(
                "UPDATE sources SET title = ?, areas = ?, abbreviation = ?, as_of = ? WHERE prefix = ?",
                [title, json.dumps(list(areas), ensure_ascii=False), abbreviation, as_of, prefix]).rowcount
            if not changed:
                raise coded(LibraryError, "library.no_source", source=prefix, known="")

    def remove_source(self, prefix: str) -> int:
        """Delete a source and its articles; the number of articles removed. Indexes are rebuilt at the next
        search, because the revision moves."""
        with self.db.atomic():
            removed = self.db.execute("DELETE FROM articles WHERE source = ?", [prefix]).rowcount
            self.versions.remove_source(prefix)
            self.db.execute("DELETE FROM sources WHERE prefix = ?", [prefix])
            if removed:
                self._set_meta("revision", str(self.revision + 1))
        return removed

    def neighbours(self, article_id: str) -> tuple[Optional[str], Optional[str]]:
        """The ids of the articles before and after this one in its law, in the order they were imported."""
        row = self.db.execute("SELECT rowid, source FROM articles WHERE id = ?", [article_id]).fetchone()
        if row is None:
            return None, None
        before = self.db.execute("SELECT id FROM articles WHERE source = ? AND rowid < ? ORDER BY rowid DESC "
                                 "LIMIT 1", [row[1], row[0]]).fetchone()
        after = self.db.execute("SELECT id FROM articles WHERE source = ? AND rowid > ? ORDER BY rowid LIMIT 1",
                                [row[1], row[0]]).fetchone()
        return (before[0] if before else None), (after[0] if after else None)

    def article(self, article_id: str) -> Article:
        row = self.db.execute(f"SELECT {_ARTICLE_COLUMNS} FROM articles WHERE id = ?", [article_id]).fetchone()
        if row is None:
            raise coded(LibraryError, "library.no_article", article=self.cited(article_id))
        return _article(row)

    def cited(self, article_id: str) -> str:
        """An article id as lawyers cite it («άρθρο 9999 ΠΚ»), where its law is in the library; else the id."""
        return cite_id(article_id, {summary.source.prefix: summary.source for summary in self.sources()})

    def articles(self, ids: Optional[list[str]] = None) -> Iterator[Article]:
        """All articles in library order, or the given ones (in no particular order)."""
        if ids is None:
            cursor = self.db.execute(f"SELECT {_ARTICLE_COLUMNS} FROM articles ORDER BY rowid")
            return (_article(row) for row in cursor)
        return iter(self.recent.read(ids, self._read_articles).values())

    def _read_articles(self, ids: list[str]) -> list[Article]:
        found: list[Article] = []
        for start in range(0, len(ids), 500):
            chunk = ids[start:start + 500]
            marks = ",".join("?" * len(chunk))
            found += [_article(r) for r in self.db.execute(
                f"SELECT {_ARTICLE_COLUMNS} FROM articles WHERE id IN ({marks})", chunk)]
        return found

    def articles_of(self, source: str) -> list[Article]:
        """The articles of one source, in library order."""
        return [_article(row) for row in self.db.execute(
            f"SELECT {_ARTICLE_COLUMNS} FROM articles WHERE source = ? ORDER BY rowid", [source])]

    def articles_in_order(self, ids: list[str]) -> list[Article]:
        """The given articles, in the order of `ids`."""
        found = {article.id: article for article in self.articles(ids)}
        return [found[i] for i in ids]

    def content_hashes(self) -> dict[str, str]:
        """Article id -> content hash, in library order."""
        return dict(self.db.execute("SELECT id, content_hash FROM articles ORDER BY rowid").fetchall())

    def article_count(self) -> int:
        return self.db.execute("SELECT COUNT(*) FROM articles").fetchone()[0]

    def article_scopes(self) -> list[tuple[str, str, tuple[str, ...]]]:
        """(id, source, effective areas) for every article in library order; areas default to the source's."""
        rows = self.db.execute(
            "SELECT a.id, a.source, a.areas, s.areas FROM articles a JOIN sources s ON s.prefix = a.source"
            " ORDER BY a.rowid").fetchall()
        return [(i, src, tuple(json.loads(own) or json.loads(inherited))) for i, src, own, inherited in rows]

    def record_index(self, key: str, kind: str, analyzer: str, params: dict, revision: int, path: str,
                     doc_count: int, build_seconds: float, checksum: str) -> Optional[str]:
        """Point `key` at a freshly built index; returns the path of the index it replaces, if any."""
        with self.db.atomic():
            old = self.db.execute("SELECT path FROM indexes WHERE key = ?", [key]).fetchone()
            self.db.execute(
                "INSERT OR REPLACE INTO indexes (key, kind, analyzer, params, revision, path, doc_count,"
                " built_at, build_seconds, checksum) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [key, kind, analyzer, json.dumps(params, sort_keys=True), revision, path, doc_count,
                 datetime.now(timezone.utc).isoformat(timespec="seconds"), build_seconds, checksum])
        return old[0] if old and old[0] != path else None

    def index(self, key: str) -> Optional[IndexInfo]:
        return next((i for i in self.indexes() if i.key == key), None)

    def index_path(self, key: str) -> Optional[str]:
        row = self.db.execute("SELECT path FROM indexes WHERE key = ?", [key]).fetchone()
        return row[0] if row else None

    def indexes(self) -> list[IndexInfo]:
        current = self.revision
        checksum = "checksum" if "checksum" in self.db["indexes"].columns_dict else "''"
        rows = self.db.execute(
            f"SELECT key, kind, analyzer, params, revision, doc_count, built_at, build_seconds, {checksum}"
            " FROM indexes ORDER BY key").fetchall()
        return [IndexInfo(k, kind, an, json.loads(p), rev, n, at, secs, rev != current, digest or "")
                for k, kind, an, p, rev, n, at, secs, digest in rows]

    def forget_index(self, key: str) -> Optional[str]:
        """Drop the record of an index; the path of its files, for the caller to remove (None: none recorded)."""
        with self.db.atomic():
            path = self.index_path(key)
            self.db.execute("DELETE FROM indexes WHERE key = ?", [key])
        return path

    def index_paths(self) -> set[str]:
        return {row[0] for row in self.db.execute("SELECT path FROM indexes").fetchall()}

    def close(self) -> None:
        self.db.close()


_ARTICLE_COLUMNS = "id, source, article, title, text, chapter, fields, areas"


def _reason_dict(reason: Optional[Message]) -> Optional[dict]:
    return {"code": reason.code, "params": dict(reason.params)} if reason is not None else None


def _outcome(stored: dict) -> AmendmentOutcome:
    """An instruction's outcome as the library recorded it (what a later version of the app added, left out)."""
    known = {name: value for name, value in stored.items() if name in OUTCOME_FIELDS}
    return AmendmentOutcome(**{**known, "reason": Message(stored["reason"]["code"], stored["reason"]["params"])
                               if stored.get("reason") else None})


def _article(row: sqlite3.Row | tuple) -> Article:
    i, source, article, title, text, chapter, fields, areas = row
    return Article(i, source, article, title, text, chapter or "",
                   json.loads(fields) if fields and fields != "{}" else {},
                   tuple(json.loads(areas)) if areas and areas != "[]" else ())
