"""Dense retrieval: the query embedded by the library's embedding model, nearest article vectors first."""

from __future__ import annotations

from typing import TYPE_CHECKING, Optional

import numpy as np

from ..lead_ins import LEAD_IN_SETTINGS, lead_ins
from ..messages import Message
from ..types import CancelToken, Progress, ProgressFn, ScoredArticle, SearchRequest
from .bm25 import fields_of

if TYPE_CHECKING:
    from ..service import Library

DENSE_SETTINGS = {"embedder": "registered embedder name, model folder or local server URL (default: the registry's)",
                  "fields": "comma-separated fields embedded one by one with a lead-in naming each, averaged "
                            "(equal weights); default: title and text together", **LEAD_IN_SETTINGS}


def field_lead_ins(library: "Library", settings: dict) -> dict[str, str]:
    """The lead-ins of the fields a request embeds one by one, in the library's language."""
    return lead_ins(fields_of(settings), library.language(), settings)


def embedder_names(settings: dict) -> list[Optional[str]]:
    """The embedders settings name, `embedders` (comma-separated) before `embedder`; [None] for the default."""
    names = [n.strip() for n in str(settings.get("embedders") or settings.get("embedder") or "").split(",")]
    return [n for n in names if n] or [None]


def dense_ranking(library: "Library", request: SearchRequest, embedder_name, progress: ProgressFn,
                  cancel: CancelToken, depth: int, feedback=None) -> tuple[list[tuple[str, float]], str]:
    """The dense ranking for a request with one embedder (optionally re-querying with `feedback`)."""
    embedder = library.embedder(embedder_name)
    index = library.dense_index(embedder, progress, cancel, fields_of(request.settings),
                                field_lead_ins(library, request.settings))
    mask = library.filter_mask(index.doc_ids, request.sources, request.areas)
    progress(Progress(Message("progress.embedding_query"), 0, 1))
    query = library.query_vector(embedder, request.text)
    if feedback is not None:
        query = feedback(index, query, mask)
    return index.top(query, depth, mask), embedder.config.name


def scored(ranked: list[tuple[str, float]], embedder: str) -> list[ScoredArticle]:
    return [ScoredArticle(doc_id, score, {"dense_rank": rank, "dense_score": score, "embedder": embedder})
            for rank, (doc_id, score) in enumerate(ranked, start=1)]


class DenseMethod:
    name = "dense"
    summary = "nearest articles to the query in the embedding model's vector space (cosine)"
    needs = ("embedder",)
    settings = DENSE_SETTINGS

    def search(self, library: "Library", request: SearchRequest, progress: ProgressFn,
               cancel: CancelToken) -> list[ScoredArticle]:
        ranked, embedder = dense_ranking(library, request, request.settings.get("embedder"), progress, cancel,
                                         request.k)
        return scored(ranked, embedder)


def rocchio(query: np.ndarray, feedback: np.ndarray, alpha: float = 1.0, beta: float = 0.25) -> np.ndarray:
    """Positive-only Rocchio: normalise(alpha q + beta centroid(feedback vectors))."""
    moved = alpha * np.asarray(query, dtype=np.float32) + beta * np.asarray(feedback, dtype=np.float32).mean(axis=0)
    return moved / np.linalg.norm(moved)


class DensePRFMethod:
    name = "dense-prf"
    summary = "dense, then the query moved towards its first 10 results (Rocchio, 1.0 q + 0.25 centroid)"
    needs = ("embedder",)
    settings = {**DENSE_SETTINGS, "feedback_articles": "first-pass articles averaged (default 10)",
                "beta": "weight of their centroid (default 0.25)"}

    def search(self, library: "Library", request: SearchRequest, progress: ProgressFn,
               cancel: CancelToken) -> list[ScoredArticle]:
        count = int(request.settings.get("feedback_articles", 10))
        beta = float(request.settings.get("beta", 0.25))

        def feedback(index, query, mask):
            first = [doc_id for doc_id, _ in index.top(query, count, mask)]
            return rocchio(query, index.vectors(first), beta=beta) if first else query

        ranked, embedder = dense_ranking(library, request, request.settings.get("embedder"), progress, cancel,
                                         request.k, feedback)
        return scored(ranked, embedder)
