"""Article vectors and their usearch index, both kept in the library's SQLite database.

Vectors are stored per vector space (one embedding model with one formatting) as soon as each batch
is computed, so an interrupted embedding run resumes where it stopped and an amended article is the
only one embedded again. The usearch index is serialised into the database with the identity of the
model that made it. Small libraries are searched exactly; large ones through the HNSW graph.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Optional

from typing import TYPE_CHECKING

import numpy as np
import sqlite_utils

from .index_files import DamagedIndex, blob_checksum
from .ranking import id_ranks, top_k

if TYPE_CHECKING:
    from usearch.index import Index

HNSW_MIN_ARTICLES = 20_000  # below this, exact search is fast enough (about 1 ms at 10,000 articles)
HNSW_EXPANSION = 128  # candidate list size while building and searching the graph: recall over speed
OVERSAMPLE = 10  # HNSW candidates per wanted result when a filter may discard some


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
            wanted = min(len(self.doc_ids), k * (OVERSAMPLE if mask is not None else 1))
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
        if "checksum" not in db["vector_spaces"].columns_dict:  # libraries from before indexes were checksummed
            db["vector_spaces"].add_column("checksum", str)

    def stored_hashes(self, space: str) -> dict[str, str]:
        return dict(self.db.execute("SELECT article_id, content_hash FROM embeddings WHERE space = ?",
                                    [space]).fetchall())

    def save_vectors(self, space: str, rows: list[tuple[str, str, np.ndarray, bool]]) -> None:
        """Store (article id, content hash, vector, truncated) rows in one transaction."""
        with self.db.atomic():
            self.db.conn.executemany(
                "INSERT OR REPLACE INTO embeddings (space, article_id, content_hash, vector, truncated)"
                " VALUES (?, ?, ?, ?, ?)",
                [(space, i, h, np.asarray(v, dtype=np.float32).tobytes(), int(t)) for i, h, v, t in rows])

    def vectors(self, space: str, ids: list[str]) -> tuple[np.ndarray, int]:
        """Vectors of `ids` in that order, and how many of those articles were truncated when embedded."""
        rows = {i: (v, t) for i, v, t in self.db.execute(
            "SELECT article_id, vector, truncated FROM embeddings WHERE space = ?", [space]).fetchall()}
        return (np.vstack([np.frombuffer(rows[i][0], dtype=np.float32) for i in ids]),
                sum(rows[i][1] for i in ids))

    def record(self, space: str, identity: dict, index: DenseIndex, revision: int, truncated: int,
               seconds: float) -> None:
        """Store the serialised index as the space's current one (one transaction)."""
        blob = index.serialise()
        with self.db.atomic():
            self.db.execute(
                "INSERT OR REPLACE INTO vector_spaces (space, identity, dimension, kind, revision, doc_ids,"
                " index_blob, doc_count, truncated, built_at, build_seconds, checksum)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [space, json.dumps(identity, sort_keys=True), index.index.ndim, "exact" if index.exact else "hnsw",
                 revision, json.dumps(index.doc_ids, ensure_ascii=False), blob, len(index.doc_ids),
                 truncated, datetime.now(timezone.utc).isoformat(timespec="seconds"), seconds, blob_checksum(blob)])

    def spaces(self) -> list[VectorSpace]:
        if self.db is None:
            return []
        rows = self.db.execute("SELECT space, identity, dimension, kind, revision, doc_count, truncated, built_at,"
                               " build_seconds FROM vector_spaces ORDER BY space").fetchall()
        return [VectorSpace(s, json.loads(i), d, k, r, n, t, at, secs) for s, i, d, k, r, n, t, at, secs in rows]

    def intact(self, space: str) -> bool:
        """Whether the space's stored index still matches the checksum recorded with it (True if none was)."""
        row = self._index_row(space)
        return row is not None and (not row[2] or blob_checksum(row[0] or b"") == row[2])

    def load(self, space: str) -> Optional[DenseIndex]:
        """The space's stored index; raises DamagedIndex when it fails its checksum or cannot be read."""
        row = self._index_row(space)
        if row is None:
            return None
        blob, doc_ids, checksum = row
        if checksum and blob_checksum(blob or b"") != checksum:
            raise DamagedIndex(f"the vector index of {space} does not match its checksum")
        try:
            index = DenseIndex.restore(blob, json.loads(doc_ids))
        except Exception as exc:  # usearch and json say "damaged" in many ways
            raise DamagedIndex(f"the vector index of {space} cannot be read ({exc})") from exc
        if len(index.index) != len(index.doc_ids):
            raise DamagedIndex(f"the vector index of {space} holds {len(index.index)} vectors for "
                               f"{len(index.doc_ids)} articles")
        return index

    def _index_row(self, space: str) -> Optional[tuple]:
        if self.db is None:
            return None
        checksum = "checksum" if "checksum" in self.db["vector_spaces"].columns_dict else "''"
        return self.db.execute(f"SELECT index_blob, doc_ids, {checksum} FROM vector_spaces WHERE space = ?",
                               [space]).fetchone()
