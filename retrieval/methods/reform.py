"""Query reformulation (GreekBarRetrieval): the LLM rewrites the case before retrieval.

`reform-bm25` asks for 20-30 legal keywords and short phrases, citations kept, and searches BM25 with
them; `reform-dense` asks for one concise paragraph of legal prose and searches the vector index with it.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ..llm import replies
from ..llm.session import LLM_SETTINGS
from ..explanations import Reformulated
from ..messages import Message
from ..types import CancelToken, MethodResult, Progress, ProgressFn, ScoredArticle, SearchRequest
from .bm25 import BM25_SETTINGS, BM25Method
from .dense import DENSE_SETTINGS, DenseMethod
from .resources import DeclaredNeeds

if TYPE_CHECKING:
    from .context import SearchContext

KEYWORDS_SCHEMA = {"type": "object", "properties": {"keywords": {"type": "array", "items": {"type": "string"}}},
                   "required": ["keywords"]}
TEXT_SCHEMA = {"type": "object", "properties": {"text": {"type": "string"}}, "required": ["text"]}
REPLY_TOKENS = 400


def reformulated(context: "SearchContext", request: SearchRequest, progress: ProgressFn, cancel: CancelToken,
                 prose: bool) -> str:
    """The case rewritten by the LLM: keywords joined by commas, or a paragraph of legal prose."""
    progress(Progress(Message("progress.reformulating"), 0, 1))
    session = context.llm_session(request.settings, cancel)
    if prose:
        return session.ask("reform", session.messages("reform_prose", case=request.text), replies.prose,
                           REPLY_TOKENS, TEXT_SCHEMA)
    words = session.ask("reform", session.messages("reform_keywords", case=request.text), replies.keywords,
                        REPLY_TOKENS, KEYWORDS_SCHEMA)
    return ", ".join(words)


class _Reformulation(DeclaredNeeds):
    """Rewrite the case with the LLM, then search the rewrite with `base`; each result shows the rewrite."""

    prose: bool
    base: object

    def search(self, context: "SearchContext", request: SearchRequest, progress: ProgressFn,
               cancel: CancelToken) -> MethodResult:
        text = reformulated(context, request, progress, cancel, self.prose)
        found = self.base.search(context, replace(request, facts=text, question=""), progress, cancel)
        return MethodResult([ScoredArticle(s.id, s.score, Reformulated(text, s.explanation))
                             for s in found.articles], context.trace)


class ReformBM25Method(_Reformulation):
    name = "reform-bm25"
    label = Message("method.reform-bm25.label")  # its plain name, then what it needs and costs
    cost = Message("method.reform-bm25.cost")
    description = Message("method.reform-bm25.description")
    summary = "the LLM rewrites the case as 20-30 legal keywords, then BM25 searches with them"
    uses = ("bm25", "llm")
    settings = (BM25_SETTINGS + LLM_SETTINGS).featuring("llm")
    prose, base = False, BM25Method()


class ReformDenseMethod(_Reformulation):
    name = "reform-dense"
    label = Message("method.reform-dense.label")  # its plain name, then what it needs and costs
    cost = Message("method.reform-dense.cost")
    description = Message("method.reform-dense.description")
    summary = "the LLM rewrites the case as a paragraph of legal prose, then dense retrieval searches with it"
    uses = ("embedder", "llm")
    settings = (DENSE_SETTINGS + LLM_SETTINGS).featuring("llm", "embedder")
    prose, base = True, DenseMethod()
