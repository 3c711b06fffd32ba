"""BM25 with sparse pseudo-relevance feedback (GreekBarRetrieval): expand the query from its first results.

A first BM25 pass takes the top 10 articles; their terms are scored by term frequency within those
articles times idf; the 30 best terms not already in the query are appended; the second ranking is kept.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ..messages import Message
from ..settings import Settings, int_setting
from ..types import CancelToken, MethodResult, ProgressFn, SearchRequest
from .bm25 import BM25_SETTINGS, prepare, scored
from .resources import DeclaredNeeds

if TYPE_CHECKING:
    from .context import SearchContext

FEEDBACK_ARTICLES = 10
EXPANSION_TERMS = 30


class BM25PRFMethod(DeclaredNeeds):
    name = "bm25-prf"
    label = Message("method.bm25-prf.label")  # its plain name, then what it needs and costs
    cost = Message("method.bm25-prf.cost")
    description = Message("method.bm25-prf.description")
    summary = "BM25, then the query expanded with the best tf x idf terms of the first results"
    uses = ("bm25",)
    settings = (BM25_SETTINGS.without("fields") + Settings((  # feedback reads whole articles
        int_setting("feedback_articles", FEEDBACK_ARTICLES, f"first-pass articles read (default {FEEDBACK_ARTICLES})",
                    low=1),
        int_setting("expansion_terms", EXPANSION_TERMS, f"terms appended to the query (default {EXPANSION_TERMS})",
                    low=0)))).featuring("expansion_terms")

    def search(self, context: "SearchContext", request: SearchRequest, progress: ProgressFn,
               cancel: CancelToken) -> MethodResult:
        analyzer, index, mask = prepare(context, request, progress, cancel)
        feedback, wanted = request.settings["feedback_articles"], request.settings["expansion_terms"]
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
