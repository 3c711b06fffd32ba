"""Query reformulation (GreekBarRetrieval): the LLM rewrites the case before retrieval.

`reform-bm25` asks for 20-30 legal keywords and short phrases, citations kept, and searches BM25 with
them; `reform-dense` asks for one concise paragraph of legal prose and searches the vector index with it.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from .. import replies
from ..llm_session import LLM_SETTINGS
from ..types import CancelToken, Progress, ProgressFn, ScoredArticle, SearchRequest
from .bm25 import BM25_SETTINGS, bm25_ranking, scored as bm25_scored
from .dense import DENSE_SETTINGS, dense_ranking, scored as dense_scored

if TYPE_CHECKING:
    from ..service import Library

KEYWORDS_SCHEMA = {"type": "object", "properties": {"keywords": {"type": "array", "items": {"type": "string"}}},
                   "required": ["keywords"]}
TEXT_SCHEMA = {"type": "object", "properties": {"text": {"type": "string"}}, "required": ["text"]}
REPLY_TOKENS = 400


def reformulated(library: "Library", request: SearchRequest, progress: ProgressFn, cancel: CancelToken,
                 prose: bool) -> str:
    """The case rewritten by the LLM: keywords joined by commas, or a paragraph of legal prose."""
    progress(Progress("Reformulating the case with the LLM", 0, 1))
    session = library.llm_session(request.settings, cancel)
    if prose:
        return session.ask("reform", session.messages("reform_prose", case=request.text), replies.prose,
                           REPLY_TOKENS, TEXT_SCHEMA)
    words = session.ask("reform", session.messages("reform_keywords", case=request.text), replies.keywords,
                        REPLY_TOKENS, KEYWORDS_SCHEMA)
    return ", ".join(words)


class ReformBM25Method:
    name = "reform-bm25"
    summary = "the LLM rewrites the case as 20-30 legal keywords, then BM25 searches with them"
    needs = ("bm25", "llm")
    settings = {**BM25_SETTINGS, **LLM_SETTINGS}

    def search(self, library: "Library", request: SearchRequest, progress: ProgressFn,
               cancel: CancelToken) -> list[ScoredArticle]:
        text = reformulated(library, request, progress, cancel, prose=False)
        ranked, analyzer = bm25_ranking(library, replace(request, facts=text, question=""), progress, cancel,
                                        request.k)
        return bm25_scored(ranked, analyzer=analyzer, reformulation=text)


class ReformDenseMethod:
    name = "reform-dense"
    summary = "the LLM rewrites the case as a paragraph of legal prose, then dense retrieval searches with it"
    needs = ("embedder", "llm")
    settings = {**DENSE_SETTINGS, **LLM_SETTINGS}

    def search(self, library: "Library", request: SearchRequest, progress: ProgressFn,
               cancel: CancelToken) -> list[ScoredArticle]:
        text = reformulated(library, request, progress, cancel, prose=True)
        ranked, embedder = dense_ranking(library, replace(request, facts=text, question=""),
                                         request.settings.get("embedder"), progress, cancel, request.k)
        return [ScoredArticle(s.id, s.score, {**s.explanation, "reformulation": text})
                for s in dense_scored(ranked, embedder)]
