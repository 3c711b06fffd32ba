"""BM25 over analysed articles with bm25s: build, save, load, score with an optional filter mask.

Besides bm25s's own variants, `rank-bm25` scores as rank_bm25's BM25Okapi, the library the GreekBarRetrieval
and CUP papers used: idf log((N - df + 0.5) / (df + 0.5)), where negative, floored at 0.25 times the mean idf
of the vocabulary instead of at zero, and tf (k1 + 1) / (tf + k1 (1 - b + b dl / avgdl)). bm25s stores one
precomputed score per (term, article); this variant computes those scores and hands them to bm25s, which
then searches, saves and loads them as its own.
"""

from __future__ import annotations

import json
import math
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any, Mapping, Optional, Sequence

import bm25s
import numpy as np

from .ranking import id_ranks, top_k

DOC_IDS_FILE = "doc_ids.json"
VARIANTS = ("robertson", "lucene", "atire", "bm25l", "bm25+", "rank-bm25")
RANK_BM25_EPSILON = 0.25  # rank_bm25's BM25Okapi floor for negative idf, as a share of the mean idf


@dataclass(frozen=True)
class BM25Params:
    """BM25 settings; the defaults are the papers' (k1 1.5, b 0.75, Okapi/Robertson idf)."""

    k1: float = 1.5
    b: float = 0.75
    variant: str = "robertson"

    def __post_init__(self) -> None:
        if self.variant not in VARIANTS:
            raise ValueError(f"unknown BM25 variant {self.variant!r}; choose one of: {', '.join(VARIANTS)}")
        if self.k1 < 0 or not 0 <= self.b <= 1:
            raise ValueError(f"BM25 needs k1 >= 0 and 0 <= b <= 1 (got k1={self.k1}, b={self.b})")

    def as_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def of(cls, settings: Mapping[str, Any]) -> "BM25Params":
        """The parameters a method's validated settings give (their typed k1, b and variant)."""
        return cls(k1=settings["k1"], b=settings["b"], variant=settings["variant"])


class BM25Index:
    """A bm25s index and the article ids of its rows."""

    def __init__(self, retriever: bm25s.BM25, doc_ids: list[str]):
        self.retriever = retriever
        self.doc_ids = doc_ids
        self._ranks = id_ranks(doc_ids)
        self._rows = {doc_id: row for row, doc_id in enumerate(doc_ids)}

    @classmethod
    def build(cls, tokens: Sequence[list[str]], doc_ids: list[str], params: BM25Params) -> "BM25Index":
        tokens = list(tokens)
        own = params.variant == "rank-bm25"
        retriever = bm25s.BM25(k1=params.k1, b=params.b, method="atire" if own else params.variant)
        retriever.index(tokens, show_progress=False)
        if own:
            retriever.scores = _okapi_scores(tokens, retriever.vocab_dict, params)
        return cls(retriever, list(doc_ids))

    def save(self, folder: Path) -> None:
        self.retriever.save(str(folder))
        (Path(folder) / DOC_IDS_FILE).write_text(json.dumps(self.doc_ids, ensure_ascii=False), encoding="utf-8")

    @classmethod
    def load(cls, folder: Path) -> "BM25Index":
        retriever = bm25s.BM25.load(str(folder), mmap=False)
        doc_ids = json.loads((Path(folder) / DOC_IDS_FILE).read_text(encoding="utf-8"))
        return cls(retriever, doc_ids)

    def idf(self, term: str) -> float:
        """Robertson idf of a term in this index, floored at zero (0 for unknown terms)."""
        column = self.retriever.vocab_dict.get(term)
        if column is None:
            return 0.0
        indptr = self.retriever.scores["indptr"]
        df = int(indptr[column + 1] - indptr[column])
        documents = len(self.doc_ids)
        return max(0.0, math.log((documents - df + 0.5) / (df + 0.5)))

    def contains(self, terms: Sequence[str], doc_ids: Sequence[str]) -> np.ndarray:
        """Whether each of `doc_ids` (a row each) holds each of `terms` (a column each), read from the postings."""
        found = np.zeros((len(doc_ids), len(terms)), dtype=bool)
        known = [(column, self.retriever.vocab_dict[term]) for column, term in enumerate(terms)
                 if term in self.retriever.vocab_dict]
        if not known or not doc_ids:
            return found
        place = np.full(len(self.doc_ids), -1, dtype=np.int64)  # row of the index -> row of `found`, -1: none
        place[[self._rows[doc_id] for doc_id in doc_ids]] = np.arange(len(doc_ids))
        indptr, indices = self.retriever.scores["indptr"], self.retriever.scores["indices"]
        columns, vocabulary = np.array(known, dtype=np.int64).T
        starts, lengths = indptr[vocabulary], indptr[vocabulary + 1] - indptr[vocabulary]
        ends = np.cumsum(lengths)
        postings = np.arange(ends[-1]) + np.repeat(starts - (ends - lengths), lengths)  # every term's postings
        rows, of_term = place[indices[postings]], np.repeat(columns, lengths)
        found[rows[rows >= 0], of_term[rows >= 0]] = True
        return found

    def scores(self, query_tokens: list[str], mask: Optional[np.ndarray] = None) -> np.ndarray:
        """BM25 score of every row for the query terms (terms unknown to the index count for nothing)."""
        known = [t for t in query_tokens if t in self.retriever.vocab_dict]
        if not known:
            return np.zeros(len(self.doc_ids), dtype=np.float32)
        return self.retriever.get_scores(known, weight_mask=mask)

    def top(self, query_tokens: list[str], k: int, mask: Optional[np.ndarray] = None) -> list[tuple[str, float]]:
        """The k best (article id, score) pairs with a positive score, best first, ties by id."""
        return self.best(self.scores(query_tokens, mask), k)

    def best(self, scores: np.ndarray, k: int) -> list[tuple[str, float]]:
        """The k best (article id, score) pairs of a score array over this index's rows, positive only."""
        return top_k(scores, k, np.flatnonzero(scores > 0), self.doc_ids, self._ranks)


def okapi_idf(document_frequency: np.ndarray, documents: int, epsilon: float = RANK_BM25_EPSILON) -> np.ndarray:
    """rank_bm25's BM25Okapi idf per term: Robertson's, negative values replaced by epsilon x the mean idf
    (the mean over the terms that occur)."""
    idf = np.log(documents - document_frequency + 0.5) - np.log(document_frequency + 0.5)
    occurring = idf[document_frequency > 0]
    return np.where(idf < 0, epsilon * (occurring.mean() if occurring.size else 0.0), idf)


def _okapi_scores(tokens: list[list[str]], vocab: dict[str, int], params: BM25Params) -> dict:
    """The (term, article) score matrix of rank_bm25's BM25Okapi, in bm25s's column-compressed form."""
    lengths = np.array([len(doc) for doc in tokens], dtype=np.float64)
    average = lengths.mean() if lengths.size and lengths.mean() > 0 else 1.0
    pairs = np.array([(vocab[term], row) for row, doc in enumerate(tokens) for term in doc],
                     dtype=np.int64).reshape(-1, 2)
    unique, frequency = np.unique(pairs, axis=0, return_counts=True)  # sorted by term, then article
    columns, rows = unique[:, 0], unique[:, 1]
    document_frequency = np.bincount(columns, minlength=len(vocab)).astype(np.float64)
    idf = okapi_idf(document_frequency, len(tokens))
    norm = params.k1 * (1 - params.b + params.b * lengths[rows] / average)
    data = idf[columns] * frequency * (params.k1 + 1) / (frequency + norm)
    indptr = np.concatenate([[0], np.cumsum(document_frequency)]).astype(np.int64)
    return {"data": data.astype(np.float32), "indices": rows.astype(np.int32), "indptr": indptr,
            "num_docs": len(tokens)}
