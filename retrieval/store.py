"""The library database: one SQLite file, the source of truth for sources, articles and indexes.

Every import runs in one transaction, so a failed import leaves the library as it was. Each change
to article content bumps the library revision; an index built at an older revision is stale.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from datetime import datetime, timezone
from pathlib import Path
from typing import Iterator, Optional

import sqlite_utils

from .types import Article, ImportReport, IndexInfo, Source, SourceSummary

SCHEMA_VERSION = 1


class LibraryError(Exception):
    """The library cannot be used as asked (unknown article, newer schema, ...)."""


def content_hash(article: Article) -> str:
    """Fingerprint of everything an index reads from an article (areas are not: filters read them live)."""
    payload = json.dumps([article.source, article.article, article.title, article.text, article.chapter,
                          article.fields], ensure_ascii=False, sort_keys=True)
    return hashlib.sha256(payload.encode("utf-8")).hexdigest()


class Store:
    """Typed access to the library database."""

    def __init__(self, path: Path):
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.db = sqlite_utils.Database(self.path)
        self.db.execute("PRAGMA foreign_keys = ON")
        self.db.enable_wal()
        self._create_schema()

    def _create_schema(self) -> None:
        db = self.db
        db["meta"].create({"key": str, "value": str}, pk="key", if_not_exists=True)
        db["sources"].create({"prefix": str, "title": str, "language": str, "areas": str},
                             pk="prefix", if_not_exists=True)
        db["articles"].create(
            {"id": str, "source": str, "article": str, "title": str, "text": str, "chapter": str,
             "fields": str, "areas": str, "content_hash": str},
            pk="id", foreign_keys=[("source", "sources", "prefix")], if_not_exists=True)
        db["articles"].create_index(["source"], if_not_exists=True)
        db["indexes"].create(
            {"key": str, "kind": str, "analyzer": str, "params": str, "revision": int, "path": str,
             "doc_count": int, "built_at": str, "build_seconds": float},
            pk="key", if_not_exists=True)
        version = self._meta("schema_version")
        if version is None:
            with db.atomic():
                self._set_meta("schema_version", str(SCHEMA_VERSION))
                self._set_meta("revision", "0")
        elif int(version) > SCHEMA_VERSION:
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
                        declared: frozenset[str] = frozenset()) -> ImportReport:
        """Insert new articles and replace amended ones, all in one transaction.

        Sources in `declared` (described by the corpus's sources.json) replace what the library knew of
        them; the others are only added when new, so importing one amended article keeps its code's title,
        language and areas. The revision moves only when indexed content changed.
        """
        known = {i: (digest, areas) for i, digest, areas in
                 self.db.execute("SELECT id, content_hash, areas FROM articles").fetchall()}
        known_sources = {row[0] for row in self.db.execute("SELECT prefix FROM sources").fetchall()}
        rows, added, updated, content_changed = [], 0, 0, False
        for article in articles:
            digest = content_hash(article)
            areas = json.dumps(list(article.areas), ensure_ascii=False)
            if known.get(article.id) == (digest, areas):
                continue
            if article.id in known:
                updated += 1
            else:
                added += 1
            content_changed = content_changed or known.get(article.id, ("",))[0] != digest
            rows.append((article.id, article.source, article.article, article.title, article.text,
                         article.chapter, json.dumps(article.fields, ensure_ascii=False), areas, digest))
        source_rows = [(s.prefix, s.title, s.language, json.dumps(list(s.areas), ensure_ascii=False)) for s in sources]
        with self.db.atomic():
            self.db.conn.executemany(
                "INSERT INTO sources (prefix, title, language, areas) VALUES (?, ?, ?, ?) ON CONFLICT(prefix) DO"
                " UPDATE SET title = excluded.title, language = excluded.language, areas = excluded.areas",
                [row for row in source_rows if row[0] in declared])
            self.db.conn.executemany("INSERT OR IGNORE INTO sources (prefix, title, language, areas) VALUES (?, ?, ?, ?)",
                                     [row for row in source_rows if row[0] not in declared])
            self.db.conn.executemany(
                "INSERT INTO articles (id, source, article, title, text, chapter, fields, areas, content_hash)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(id) DO UPDATE SET source = excluded.source,"
                " article = excluded.article, title = excluded.title, text = excluded.text,"
                " chapter = excluded.chapter, fields = excluded.fields, areas = excluded.areas,"
                " content_hash = excluded.content_hash", rows)
            if content_changed:
                self._set_meta("revision", str(self.revision + 1))
        return ImportReport(path=path, added=added, updated=updated, unchanged=len(articles) - added - updated,
                            sources_added=len({s.prefix for s in sources} - known_sources))

    def sources(self) -> list[SourceSummary]:
        rows = self.db.execute(
            "SELECT s.prefix, s.title, s.language, s.areas, COUNT(a.id) FROM sources s"
            " LEFT JOIN articles a ON a.source = s.prefix GROUP BY s.prefix ORDER BY s.rowid").fetchall()
        return [SourceSummary(Source(p, t, lang, tuple(json.loads(areas))), n) for p, t, lang, areas, n in rows]

    def article(self, article_id: str) -> Article:
        row = self.db.execute(f"SELECT {_ARTICLE_COLUMNS} FROM articles WHERE id = ?", [article_id]).fetchone()
        if row is None:
            raise LibraryError(f"no article {article_id!r} in this library")
        return _article(row)

    def articles(self, ids: Optional[list[str]] = None) -> Iterator[Article]:
        """All articles in library order, or the given ones (in no particular order)."""
        if ids is None:
            cursor = self.db.execute(f"SELECT {_ARTICLE_COLUMNS} FROM articles ORDER BY rowid")
            return (_article(row) for row in cursor)
        found: list[Article] = []
        for start in range(0, len(ids), 500):
            chunk = ids[start:start + 500]
            marks = ",".join("?" * len(chunk))
            found += [_article(r) for r in self.db.execute(
                f"SELECT {_ARTICLE_COLUMNS} FROM articles WHERE id IN ({marks})", chunk)]
        return iter(found)

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
                     doc_count: int, build_seconds: float) -> Optional[str]:
        """Point `key` at a freshly built index; returns the path of the index it replaces, if any."""
        with self.db.atomic():
            old = self.db.execute("SELECT path FROM indexes WHERE key = ?", [key]).fetchone()
            self.db.execute(
                "INSERT OR REPLACE INTO indexes (key, kind, analyzer, params, revision, path, doc_count,"
                " built_at, build_seconds) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [key, kind, analyzer, json.dumps(params, sort_keys=True), revision, path, doc_count,
                 datetime.now(timezone.utc).isoformat(timespec="seconds"), build_seconds])
        return old[0] if old and old[0] != path else None

    def index(self, key: str) -> Optional[IndexInfo]:
        return next((i for i in self.indexes() if i.key == key), None)

    def index_path(self, key: str) -> Optional[str]:
        row = self.db.execute("SELECT path FROM indexes WHERE key = ?", [key]).fetchone()
        return row[0] if row else None

    def indexes(self) -> list[IndexInfo]:
        current = self.revision
        rows = self.db.execute(
            "SELECT key, kind, analyzer, params, revision, doc_count, built_at, build_seconds FROM indexes"
            " ORDER BY key").fetchall()
        return [IndexInfo(k, kind, an, json.loads(p), rev, n, at, secs, rev != current)
                for k, kind, an, p, rev, n, at, secs in rows]

    def index_paths(self) -> set[str]:
        return {row[0] for row in self.db.execute("SELECT path FROM indexes").fetchall()}

    def close(self) -> None:
        self.db.close()


_ARTICLE_COLUMNS = "id, source, article, title, text, chapter, fields, areas"


def _article(row: sqlite3.Row | tuple) -> Article:
    i, source, article, title, text, chapter, fields, areas = row
    return Article(i, source, article, title, text, chapter or "", json.loads(fields or "{}"),
                   tuple(json.loads(areas or "[]")))
