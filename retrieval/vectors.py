"""Article and paragraph vectors and their usearch index, all kept in the library's SQLite database.

Vectors are stored per vector space (one embedding model with one formatting) as soon as each batch
is computed, so an interrupted embedding run resumes where it stopped and an amended article is the
only one embedded again. The usearch index is serialised into the database with the identity of the
model that made it. Small libraries are searched exactly; large ones through the HNSW graph.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Optional, Sequence

from typing import TYPE_CHECKING

import numpy as np
import sqlite_utils

from .index_files import DamagedIndex, blob_checksum
from .passages import Passage
from .ranking import id_ranks, top_k

if TYPE_CHECKING:
    from usearch.index import Index

HNSW_MIN_ARTICLES = 20_000  # below this, exact search is fast enough (about 1 ms at 10,000 articles)
HNSW_EXPANSION = 128  # candidate list size while building and searching the graph: recall over speed
OVERSAMPLE = 10  # HNSW candidates per wanted result when a filter may discard some
PASSAGE_OVERSAMPLE = 4  # passage candidates per wanted article on the HNSW path (several may be one article's)
FLOAT_BYTES = 4  # a stored vector is float32
# What spaces() reads of a vector space: everything but its stored index (kept apart in a covering index)
SUMMARY_COLUMNS = ("space", "identity", "dimension", "kind", "revision", "doc_count", "truncated", "built_at",
                   "build_seconds")


@dataclass(frozen=True)
class VectorSpace:
    """A recorded vector index: whose vectors, how many, built at which library revision."""

    space: str
    identity: dict
    dimension: int
    kind: str
    revision: int
    doc_count: int
    truncated: int
    built_at: str
    build_seconds: float


class DenseIndex:
    """A usearch index over article vectors; rows are keyed by position in `doc_ids`."""

    def __init__(self, index: "Index", doc_ids: list[str], exact: bool):
        self.index = index
        self.doc_ids = doc_ids
        self.exact = exact
        self._matrix: Optional[np.ndarray] = None
        self._ranks = id_ranks(doc_ids)
        self._position = {doc_id: i for i, doc_id in enumerate(doc_ids)}

    @classmethod
    def build(cls, vectors: np.ndarray, doc_ids: list[str]) -> "DenseIndex":
        from usearch.index import Index  # imported late: a process that loaded usearch first cannot load GGUF models

        exact = len(doc_ids) < HNSW_MIN_ARTICLES
        index = Index(ndim=vectors.shape[1], metric="ip", dtype="f32", expansion_add=HNSW_EXPANSION,
                      expansion_search=HNSW_EXPANSION)
        # one thread: the graph, and so every approximate search, comes out the same on every build
        index.add(np.arange(len(doc_ids), dtype=np.uint64), np.ascontiguousarray(vectors, dtype=np.float32), threads=1)
        return cls(index, list(doc_ids), exact)

    def serialise(self) -> bytes:
        return bytes(self.index.save())

    @classmethod
    def restore(cls, blob: bytes, doc_ids: list[str]) -> "DenseIndex":
        from usearch.index import Index  # see build()

        index = Index.restore(bytearray(blob))
        index.expansion_search = HNSW_EXPANSION  # not kept in the serialised form
        return cls(index, doc_ids, len(doc_ids) < HNSW_MIN_ARTICLES)

    def matrix(self) -> np.ndarray:
        """All vectors, row i for doc_ids[i] (read from the index once)."""
        if self._matrix is None:
            self._matrix = np.vstack(self.index.get(np.arange(len(self.doc_ids), dtype=np.uint64))).astype(np.float32)
        return self._matrix

    def vectors(self, ids: list[str]) -> np.ndarray:
        return self.matrix()[[self._position[i] for i in ids]]

    def top(self, query: np.ndarray, k: int, mask: Optional[np.ndarray] = None) -> list[tuple[str, float]]:
        """The k articles most similar to the (normalised) query vector, best first, ties by id."""
        query = np.asarray(query, dtype=np.float32).reshape(-1)
        candidates = np.arange(len(self.doc_ids)) if mask is None else np.flatnonzero(mask > 0)
        if not self.exact:
            wanted = min(len(self.doc_ids), oversampled(k, mask))
            matches = self.index.search(query, wanted)
            found = [(int(key), 1.0 - float(distance)) for key, distance in zip(matches.keys, matches.distances)
                     if mask is None or mask[int(key)] > 0]
            if len(found) >= min(k, candidates.size):  # else the filter left too few: score its articles exactly
                scores = np.zeros(len(self.doc_ids), dtype=np.float32)
                for key, score in found:
                    scores[key] = score
                return top_k(scores, k, np.array([key for key, _ in found], dtype=np.int64), self.doc_ids,
                             self._ranks)
        if mask is None:
            scores = self.matrix() @ query
        else:  # score only the kept rows (the others stay at -inf and are never candidates)
            scores = np.full(len(self.doc_ids), -np.inf, dtype=np.float32)
            scores[candidates] = self.matrix()[candidates] @ query
        return top_k(scores, k, candidates, self.doc_ids, self._ranks)


def oversampled(k: int, mask: Optional[np.ndarray]) -> int:
    """How many nearest neighbours to ask the graph for so that `k` pass `mask`: as many more as it leaves out (a
    few articles that only amend), at most OVERSAMPLE times `k` (a search kept to one source)."""
    if mask is None:
        return k
    return k + min(int(mask.size - np.count_nonzero(mask > 0)), (OVERSAMPLE - 1) * k)


class PassageIndex:
    """Paragraph vectors of every article; an article scores as its best paragraph (MaxP), optionally
    blended with its first paragraph's score (`lead`): a statute article states its rule first.

    Rows are grouped by article, in the order of `doc_ids`; `passages[i]` is row i's paragraph and
    `row_article[i]` the position of its article in `doc_ids`.
    """

    def __init__(self, rows: DenseIndex, doc_ids: list[str], row_article: np.ndarray, passages: list[Passage]):
        self.rows = rows
        self.doc_ids = doc_ids
        self.row_article = np.asarray(row_article, dtype=np.int64)
        self.passages = passages
        self.starts = np.flatnonzero(np.r_[True, self.row_article[1:] != self.row_article[:-1]])
        if len(self.starts) != len(doc_ids):
            raise DamagedIndex(f"the passage index holds paragraphs of {len(self.starts)} articles for "
                               f"{len(doc_ids)} articles")
        self.ends = np.r_[self.starts[1:], len(self.row_article)]
        self._position = {doc_id: i for i, doc_id in enumerate(doc_ids)}
        self._ranks = id_ranks(doc_ids)

    @classmethod
    def build(cls, vectors: np.ndarray, doc_ids: list[str], row_article: Sequence[int],
              passages: list[Passage]) -> "PassageIndex":
        return cls(DenseIndex.build(vectors, [str(i) for i in range(len(passages))]), list(doc_ids),
                   np.asarray(row_article), passages)

    @property
    def exact(self) -> bool:
        return self.rows.exact

    def layout(self) -> str:
        """The row-to-paragraph table stored beside the serialised rows."""
        return json.dumps([[int(a), p.number, p.start, p.end] for a, p in zip(self.row_article, self.passages)],
                          ensure_ascii=False)

    @classmethod
    def restore(cls, blob: bytes, doc_ids: list[str], layout: str) -> "PassageIndex":
        table = json.loads(layout)
        rows = DenseIndex.restore(blob, [str(i) for i in range(len(table))])
        return cls(rows, doc_ids, np.array([r[0] for r in table], dtype=np.int64),
                   [Passage(number, start, end) for _, number, start, end in table])

    def vectors(self, ids: list[str]) -> np.ndarray:
        """One vector per article: the normalised mean of its paragraphs' vectors."""
        matrix = self.rows.matrix()
        means = np.vstack([matrix[self.starts[p]:self.ends[p]].mean(axis=0)
                           for p in (self._position[i] for i in ids)])
        return means / np.linalg.norm(means, axis=1, keepdims=True)

    def scored(self, query: np.ndarray, ids: Sequence[str], lead: float = 0.0) -> list[tuple[float, Passage]]:
        """Each article's score (its best paragraph's, `lead` of it its first paragraph's) and its best
        paragraph, scored exactly."""
        if not ids:
            return []
        query = np.asarray(query, dtype=np.float32).reshape(-1)
        positions = np.array([self._position[i] for i in ids], dtype=np.int64)
        starts, lengths = self.starts[positions], self.ends[positions] - self.starts[positions]
        firsts = np.r_[0, np.cumsum(lengths)[:-1]]  # where each article's paragraphs begin among `rows`
        rows = np.repeat(starts - firsts, lengths) + np.arange(lengths.sum())
        matrix = self.rows.matrix()  # most of its rows: one product over all of them, not a copy of most
        scores = (matrix @ query)[rows] if 2 * len(rows) > len(matrix) else matrix[rows] @ query
        best_rows = np.flatnonzero(scores == np.repeat(np.maximum.reduceat(scores, firsts), lengths))
        best = best_rows[np.searchsorted(best_rows, firsts)]  # each article's first paragraph scoring its best
        return [((1 - lead) * float(scores[b]) + lead * float(scores[f]), self.passages[int(rows[b])])
                for b, f in zip(best, firsts)]

    def top(self, query: np.ndarray, k: int, mask: Optional[np.ndarray] = None,
            lead: float = 0.0) -> list[tuple[str, float]]:
        """The k best-scoring articles (see `scored`), best first, ties by id."""
        query = np.asarray(query, dtype=np.float32).reshape(-1)
        candidates = np.arange(len(self.doc_ids)) if mask is None else np.flatnonzero(mask > 0)
        if self.exact:
            rows = self.rows.matrix() @ query
            scores = (1 - lead) * np.maximum.reduceat(rows, self.starts) + lead * rows[self.starts]
        else:  # the best paragraphs from the graph, then their articles scored exactly
            row_mask = None if mask is None else mask[self.row_article]
            wanted = oversampled(k * PASSAGE_OVERSAMPLE, row_mask)
            found = {int(self.row_article[int(row)]) for row, _ in self.rows.top(query, wanted, row_mask)}
            candidates = np.array(sorted(found), dtype=np.int64) if len(found) >= min(k, candidates.size) \
                else candidates
            scores = np.full(len(self.doc_ids), -np.inf, dtype=np.float32)
            scores[candidates] = [score for score, _ in self.scored(query, [self.doc_ids[c] for c in candidates], lead)]
        if mask is not None:
            scores = np.where(mask > 0, scores, -np.inf)
        return top_k(scores, k, candidates, self.doc_ids, self._ranks)


class VectorStore:
    """The vector tables of a library database."""

    def __init__(self, db: sqlite_utils.Database, read_only: bool = False):
        self.db = db
        if read_only:  # a library opened read-only from before vectors existed has none
            self.db = db if "vector_spaces" in db.table_names() else None
            return
        db["embeddings"].create({"space": str, "article_id": str, "content_hash": str, "vector": bytes,
                                 "truncated": int}, pk=("space", "article_id"), if_not_exists=True)
        db["vector_spaces"].create({"space": str, "identity": str, "dimension": int, "kind": str, "revision": int,
                                    "doc_ids": str, "index_blob": bytes, "doc_count": int, "truncated": int,
                                    "built_at": str, "build_seconds": float, "checksum": str}, pk="space",
                                   if_not_exists=True)
        db["passage_embeddings"].create({"space": str, "article_id": str, "position": int, "content_hash": str,
                                         "number": str, "start": int, "end": int, "vector": bytes, "truncated": int},
                                        pk=("space", "article_id", "position"), if_not_exists=True)
        db["embedding_paces"].create({"space": str, "articles": int, "seconds": float}, pk="space",
                                     if_not_exists=True)
        for column in ("checksum", "layout"):  # libraries from before indexes were checksummed / had paragraphs
            if column not in db["vector_spaces"].columns_dict:
                db["vector_spaces"].add_column(column, str)
        # spaces() reads these columns, and those after the stored index would otherwise be reached through it
        db["vector_spaces"].create_index(SUMMARY_COLUMNS, index_name="vector_space_summaries", if_not_exists=True)

    def copy_matching(self, other: "Path") -> None:
        """Copy from the library database `other` the vectors of every article here with the same text (same
        content hash), so that only the articles that differ are embedded again."""
        self.db.execute("ATTACH DATABASE ? AS other", [str(other)])
        try:
            tables = {row[0] for row in self.db.execute("SELECT name FROM other.sqlite_master WHERE type = 'table'")}
            with self.db.atomic():
                for table in ("embeddings", "passage_embeddings"):
                    if table in tables:
                        self.db.execute(f"INSERT OR IGNORE INTO {table} SELECT e.* FROM other.{table} e JOIN"
                                        " articles a ON a.id = e.article_id AND a.content_hash = e.content_hash")
        finally:
            self.db.execute("DETACH DATABASE other")

    def stored_hashes(self, space: str) -> dict[str, str]:
        return dict(self.db.execute("SELECT article_id, content_hash FROM embeddings WHERE space = ?",
                                    [space]).fetchall())

    def unembedded(self, space: str, by_paragraph: bool) -> dict[str, str]:
        """Article id -> content hash, in library order, of the articles whose current text has no stored
        vectors in `space` (by paragraph: its first paragraph's)."""
        table, first = ("passage_embeddings", " AND e.position = 0") if by_paragraph else ("embeddings", "")
        return dict(self.db.execute(
            f"SELECT a.id, a.content_hash FROM articles a LEFT JOIN {table} e ON e.space = ? AND e.article_id = a.id"
            f"{first} WHERE e.content_hash IS NOT a.content_hash ORDER BY a.rowid", [space]).fetchall())

    def save_vectors(self, space: str, rows: list[tuple[str, str, np.ndarray, bool]]) -> None:
        """Store (article id, content hash, vector, truncated) rows in one transaction."""
        with self.db.atomic():
            self.db.conn.executemany(
                "INSERT OR REPLACE INTO embeddings (space, article_id, content_hash, vector, truncated)"
                " VALUES (?, ?, ?, ?, ?)",
                [(space, i, h, np.asarray(v, dtype=np.float32).tobytes(), int(t)) for i, h, v, t in rows])

    def damaged_rows(self, space: str, dimension: int, by_paragraph: bool) -> list[str]:
        """Ids of the articles whose stored vector (or one of whose paragraph vectors) does not hold
        `dimension` float32 numbers: cut short or padded, whatever its content hash says."""
        table = "passage_embeddings" if by_paragraph else "embeddings"
        return [row[0] for row in self.db.execute(
            f"SELECT DISTINCT article_id FROM {table} WHERE space = ? AND length(vector) != ?",
            [space, dimension * FLOAT_BYTES]).fetchall()]

    def stored_passage_hashes(self, space: str) -> dict[str, str]:
        return dict(self.db.execute("SELECT article_id, content_hash FROM passage_embeddings WHERE space = ?"
                                    " AND position = 0", [space]).fetchall())

    def save_passages(self, space: str, articles: list[tuple[str, str, list[tuple[Passage, np.ndarray, bool]]]]) -> None:
        """Store each (article id, content hash, [(paragraph, vector, truncated)]) whole, replacing the
        article's earlier paragraphs, in one transaction."""
        with self.db.atomic():
            self.db.conn.executemany("DELETE FROM passage_embeddings WHERE space = ? AND article_id = ?",
                                     [(space, article_id) for article_id, _, _ in articles])
            self.db.conn.executemany(
                "INSERT INTO passage_embeddings (space, article_id, position, content_hash, number, start, end,"
                " vector, truncated) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [(space, article_id, position, content_hash, passage.number, passage.start, passage.end,
                  np.asarray(vector, dtype=np.float32).tobytes(), int(cut))
                 for article_id, content_hash, rows in articles
                 for position, (passage, vector, cut) in enumerate(rows)])

    def passages_of(self, space: str, wanted: dict[str, str]) -> dict[str, list[tuple[Passage, np.ndarray, bool]]]:
        """The paragraphs stored in `space` of the articles `wanted` (id -> content hash) whose text they were
        made of, as save_passages takes them."""
        if not wanted:
            return {}
        found: dict[str, list[tuple[Passage, np.ndarray, bool]]] = {}
        for article_id, content_hash, number, start, end, vector, cut in self.db.execute(
                f"SELECT article_id, content_hash, number, start, end, vector, truncated FROM passage_embeddings"
                f" WHERE space = ? AND article_id IN ({', '.join('?' * len(wanted))}) ORDER BY article_id, position",
                [space, *wanted]).fetchall():
            if wanted[article_id] == content_hash:
                found.setdefault(article_id, []).append((Passage(number, start, end),
                                                         np.frombuffer(vector, dtype=np.float32), bool(cut)))
        return found

    def passage_vectors(self, space: str, ids: list[str]) -> tuple[np.ndarray, list[int], list[Passage], int]:
        """The paragraph vectors of `ids`, grouped by article in that order: vectors, each row's article
        position, its paragraph, and how many paragraphs were longer than the model reads."""
        position = {article_id: i for i, article_id in enumerate(ids)}
        rows = sorted(((position[a], n, v, Passage(num, s, e), t) for a, n, num, s, e, v, t in self.db.execute(
            "SELECT article_id, position, number, start, end, vector, truncated FROM passage_embeddings"
            " WHERE space = ?", [space]).fetchall() if a in position), key=lambda row: (row[0], row[1]))
        return (np.vstack([np.frombuffer(r[2], dtype=np.float32) for r in rows]), [r[0] for r in rows],
                [r[3] for r in rows], sum(r[4] for r in rows))

    def whole_article_vectors(self, model_key: str, from_articles: bool,
                              wanted: dict[str, tuple[str, int]]) -> dict[str, tuple[np.ndarray, bool]]:
        """Vectors the model already made of exactly an article's text and title: from its whole-article
        space when paragraphs are being embedded (`from_articles`), else from a paragraph space where the
        article was one paragraph. `wanted` maps article ids to their content hash and text length."""
        if not wanted:
            return {}
        marks = ", ".join("?" * len(wanted))
        if from_articles:
            rows = self.db.execute(f"SELECT article_id, content_hash, vector, truncated FROM embeddings WHERE space"
                                   f" = ? AND article_id IN ({marks})", [model_key, *wanted]).fetchall()
            return {a: (np.frombuffer(v, dtype=np.float32), bool(t)) for a, h, v, t in rows if wanted[a][0] == h}
        rows = self.db.execute(
            f"SELECT article_id, content_hash, MIN(start), MAX(end), vector, truncated FROM passage_embeddings"
            f" WHERE space LIKE ? AND article_id IN ({marks}) AND space NOT IN (SELECT space FROM vector_spaces"
            f" WHERE identity LIKE '%\"heading\"%') GROUP BY space, article_id HAVING COUNT(*) = 1",
            [f"{model_key}/passages=%", *wanted]).fetchall()  # not paragraphs embedded under another heading
        return {a: (np.frombuffer(v, dtype=np.float32), bool(t)) for a, h, first, last, v, t in rows
                if wanted[a] == (h, last) and first == 0}

    def vectors(self, space: str, ids: list[str]) -> tuple[np.ndarray, int]:
        """Vectors of `ids` in that order, and how many of those articles were truncated when embedded."""
        rows = {i: (v, t) for i, v, t in self.db.execute(
            "SELECT article_id, vector, truncated FROM embeddings WHERE space = ?", [space]).fetchall()}
        return (np.vstack([np.frombuffer(rows[i][0], dtype=np.float32) for i in ids]),
                sum(rows[i][1] for i in ids))

    def record(self, space: str, identity: dict, index: "DenseIndex | PassageIndex", revision: int, truncated: int,
               seconds: float) -> None:
        """Store the serialised index as the space's current one (one transaction)."""
        rows = index.rows if isinstance(index, PassageIndex) else index
        layout = index.layout() if isinstance(index, PassageIndex) else None
        blob = rows.serialise()
        with self.db.atomic():
            self.db.execute(
                "INSERT OR REPLACE INTO vector_spaces (space, identity, dimension, kind, revision, doc_ids,"
                " index_blob, doc_count, truncated, built_at, build_seconds, checksum, layout)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [space, json.dumps(identity, sort_keys=True), rows.index.ndim, "exact" if index.exact else "hnsw",
                 revision, json.dumps(index.doc_ids, ensure_ascii=False), blob, len(index.doc_ids),
                 truncated, datetime.now(timezone.utc).isoformat(timespec="seconds"), seconds, blob_checksum(blob),
                 layout])

    def keeps(self, by_paragraph: bool) -> bool:
        """Whether this database holds vectors of that unit (one opened read-only from before vectors, or before
        paragraph vectors, existed does not)."""
        table = "passage_embeddings" if by_paragraph else "embeddings"
        return self.db is not None and table in self.db.table_names()

    def note_pace(self, space: str, articles: int, seconds: float) -> None:
        """Remember how long embedding `articles` articles for `space` took: the pace of its next estimate."""
        self.db["embedding_paces"].upsert({"space": space, "articles": articles, "seconds": seconds}, pk="space")

    def paces(self) -> dict[str, float]:
        """Articles embedded a second, by space, as last timed (none for a library from before paces were kept)."""
        if self.db is None or "embedding_paces" not in self.db.table_names():
            return {}
        return {space: articles / seconds for space, articles, seconds in
                self.db.execute("SELECT space, articles, seconds FROM embedding_paces WHERE seconds > 0")}

    def spaces(self) -> list[VectorSpace]:
        if self.db is None:
            return []
        rows = self.db.execute(f"SELECT {', '.join(SUMMARY_COLUMNS)} FROM vector_spaces ORDER BY space").fetchall()
        return [VectorSpace(s, json.loads(i), d, k, r, n, t, at, secs) for s, i, d, k, r, n, t, at, secs in rows]

    def footprint(self, space: str, by_paragraph: bool) -> tuple[int, int]:
        """The vectors stored for a space (one a paragraph, or one an article) and the bytes of its index."""
        table = "passage_embeddings" if by_paragraph else "embeddings"
        rows = self.db.execute(f"SELECT COUNT(*) FROM {table} WHERE space = ?", [space]).fetchone()[0]
        size = self.db.execute("SELECT length(index_blob) FROM vector_spaces WHERE space = ?", [space]).fetchone()
        return rows, size[0] if size else 0

    def intact(self, space: str) -> bool:
        """Whether the space's stored index still matches the checksum recorded with it (True if none was)."""
        row = self._index_row(space)
        return row is not None and (not row[2] or blob_checksum(row[0] or b"") == row[2])

    def load(self, space: str) -> "Optional[DenseIndex | PassageIndex]":
        """The space's stored index; raises DamagedIndex when it fails its checksum or cannot be read."""
        row = self._index_row(space)
        if row is None:
            return None
        blob, doc_ids, checksum, layout = row
        if checksum and blob_checksum(blob or b"") != checksum:
            raise DamagedIndex(f"the vector index of {space} does not match its checksum")
        try:
            index = PassageIndex.restore(blob, json.loads(doc_ids), layout) if layout \
                else DenseIndex.restore(blob, json.loads(doc_ids))
        except DamagedIndex:
            raise
        except Exception as exc:  # usearch and json say "damaged" in many ways
            raise DamagedIndex(f"the vector index of {space} cannot be read ({exc})") from exc
        rows = index.rows if isinstance(index, PassageIndex) else index
        if len(rows.index) != len(rows.doc_ids):
            raise DamagedIndex(f"the vector index of {space} holds {len(rows.index)} vectors for "
                               f"{len(rows.doc_ids)} rows")
        return index

    def _index_row(self, space: str) -> Optional[tuple]:
        if self.db is None:
            return None
        columns = self.db["vector_spaces"].columns_dict
        optional = ", ".join(name if name in columns else "NULL" for name in ("checksum", "layout"))
        return self.db.execute(f"SELECT index_blob, doc_ids, {optional} FROM vector_spaces WHERE space = ?",
                               [space]).fetchone()
