"""BM25 with sparse pseudo-relevance feedback (GreekBarRetrieval): expand the query from its first results.

A first BM25 pass takes the top 10 articles; their terms are scored by term frequency within those
articles times idf; the 30 best terms not already in the query are appended; the second ranking is kept.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ..types import CancelToken, MethodResult, ProgressFn, ScoredArticle, SearchRequest
from .bm25 import BM25_SETTINGS, prepare, scored
from .resources import DeclaredNeeds

if TYPE_CHECKING:
    from .context import SearchContext

FEEDBACK_ARTICLES = 10
EXPANSION_TERMS = 30


class BM25PRFMethod(DeclaredNeeds):
    name = "bm25-prf"
    summary = "BM25, then the query expanded with the 30 best tf x idf terms of the first 10 results"
    uses = ("bm25",)
    settings = {**{k: v for k, v in BM25_SETTINGS.items() if k != "fields"},  # feedback reads whole articles
                "feedback_articles": f"first-pass articles read (default {FEEDBACK_ARTICLES})",
                "expansion_terms": f"terms appended to the query (default {EXPANSION_TERMS})"}

    def search(self, context: "SearchContext", request: SearchRequest, progress: ProgressFn,
               cancel: CancelToken) -> MethodResult:
        analyzer, index, mask = prepare(context, request, progress, cancel)
        feedback = int(request.settings.get("feedback_articles", FEEDBACK_ARTICLES))
        wanted = int(request.settings.get("expansion_terms", EXPANSION_TERMS))
        query = analyzer.analyze(request.text)
        first = index.top(query, feedback, mask)
        frequencies: Counter[str] = Counter()
        for article in context.articles([doc_id for doc_id, _ in first]):
            frequencies.update(analyzer.analyze(article.field_text()))
        present = set(query)
        candidates = sorted(((-count * index.idf(term), term) for term, count in frequencies.items()
                             if term not in present and index.idf(term) > 0))
        expansion = [term for _, term in candidates[:wanted]]
        return MethodResult(scored(index.top(query + expansion, request.k, mask), analyzer.name, tuple(expansion)),
                            context.trace)
