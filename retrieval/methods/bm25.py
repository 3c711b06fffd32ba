"""BM25 over the library's articles, with the analyzer and BM25 parameters as settings."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..bm25 import BM25Params
from ..types import CancelToken, ProgressFn, ScoredArticle, SearchRequest

if TYPE_CHECKING:
    from ..service import Library


def bm25_params(settings: dict) -> BM25Params:
    """BM25 parameters from method settings (k1, b, variant), defaults where absent."""
    defaults = BM25Params()
    return BM25Params(k1=float(settings.get("k1", defaults.k1)), b=float(settings.get("b", defaults.b)),
                      variant=str(settings.get("variant", defaults.variant)))


class BM25Method:
    name = "bm25"
    summary = "BM25 over analysed article title and text (k1 1.5, b 0.75, Robertson idf by default)"
    needs = ("bm25",)
    settings = {"k1": "term-frequency saturation", "b": "length normalisation (0..1)",
                "variant": "bm25s scoring variant (robertson, lucene, atire, bm25l, bm25+)"}

    def search(self, library: "Library", request: SearchRequest, progress: ProgressFn,
               cancel: CancelToken) -> list[ScoredArticle]:
        analyzer = library.analyzer(request.analyzer)
        index = library.bm25_index(analyzer.name, bm25_params(request.settings), progress, cancel)
        cancel.check()
        mask = library.filter_mask(index.doc_ids, request.sources, request.areas)
        ranked = index.top(analyzer.analyze(request.text), request.k, mask)
        return [ScoredArticle(doc_id, score, {"bm25_rank": rank, "bm25_score": score, "analyzer": analyzer.name})
                for rank, (doc_id, score) in enumerate(ranked, start=1)]
