"""What a retrieval method may ask of the library it searches: the one seam between methods and the engine.

A method never sees the `Library` itself. Each search (and each preparation before a benchmark) hands it a
`SearchContext`, built from the library's parts a method may use and nothing more: its contents (the articles
by id, in order, all of them, the sources, the source/area masks, the structure), its lexical indexes (the
analyzers, the BM25 indexes), its vector spaces, its model pool (embedders, the LLM session), and the search's
`Trace`, into which everything a method or the library notices (notes, counters, LLM calls) is recorded.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterator, Optional, Sequence

import numpy as np

from ..contents import Contents
from ..lexical import LexicalIndexes
from ..model_pool import ModelPool
from ..spaces import VectorSpaces, default_choice
from ..types import Article, CancelToken, MethodChoice, ProgressFn, SourceSummary, Trace, Usage, no_progress
from ..vocabulary import DEFAULT_DENSE_SCHEME

if TYPE_CHECKING:
    from models.embedders import Embedder
    from models.llm import ChatModel

    from ..analyzers import Analyzer
    from ..bm25 import BM25Index, BM25Params
    from ..graph import StructureGraph
    from ..llm.session import LLMSession
    from ..passages import PassageScheme
    from ..vectors import DenseIndex, PassageIndex


class SearchContext:
    """One search's view of a library: what methods read, and the trace they (and the library) write to."""

    __slots__ = ("_contents", "_lexical", "_spaces", "_models", "trace")

    def __init__(self, contents: Contents, lexical: LexicalIndexes, spaces: VectorSpaces, models: ModelPool,
                 trace: Optional[Trace] = None):
        self._contents = contents
        self._lexical = lexical
        self._spaces = spaces
        self._models = models
        self.trace = trace if trace is not None else Trace()

    # The articles

    def language(self) -> str:
        """The language most of the library's articles are written in."""
        return self._contents.language()

    def sources(self) -> list[SourceSummary]:
        return self._contents.sources()

    def default_method(self) -> MethodChoice:
        """The method a search with none named would use here (the hybrid where the vectors are ready, else BM25)."""
        return default_choice(self._spaces.default_vectors())

    def article_count(self) -> int:
        return self._contents.count()

    def article_ids(self) -> list[str]:
        """Every article id, in library order."""
        return self._contents.ids()

    def articles(self, ids: Sequence[str]) -> list[Article]:
        """The given articles, in the order of `ids`."""
        return self._contents.in_order(ids)

    def all_articles(self) -> Iterator[Article]:
        """Every article, in library order."""
        return self._contents.all()

    def filter_mask(self, doc_ids: Sequence[str], sources: Sequence[str] = (),
                    areas: Sequence[str] = ()) -> Optional[np.ndarray]:
        """1/0 weights over `doc_ids` keeping the given sources and areas (None: keep all)."""
        return self._contents.filter_mask(doc_ids, sources, areas)

    def structure(self) -> "StructureGraph":
        """The library's citation graph and chapter neighbours."""
        return self._contents.structure()

    # Lexical retrieval

    def analyzer(self, name: Optional[str] = None) -> "Analyzer":
        """The named analyzer, or the default for the library's language."""
        return self._lexical.analyzer(name)

    def bm25_index(self, analyzer: str, params: "BM25Params", progress: ProgressFn = no_progress,
                   cancel: Optional[CancelToken] = None, field: str = "") -> "BM25Index":
        """The BM25 index for an analyzer and parameters over one field, built first if missing or stale."""
        return self._lexical.bm25_index(analyzer, params, progress, cancel, field, trace=self.trace)

    def analyzed_corpus(self, analyzer: str, progress: ProgressFn = no_progress,
                        cancel: Optional[CancelToken] = None) -> tuple[list[str], list[list[str]]]:
        """Article ids in library order and their analysed title and text."""
        return self._lexical.analyzed_corpus(analyzer, progress, cancel)

    # Dense retrieval

    def embedder(self, name_or_location: Optional[str] = None, progress: ProgressFn = no_progress,
                 cancel: Optional[CancelToken] = None) -> "Embedder":
        """A registered embedder (default: the registry's), a model folder, or a local server URL: its loading,
        which cannot be interrupted, reported to `progress`, and `cancel` checked once it is loaded."""
        embedder = self._models.embedder(name_or_location, progress)
        if cancel is not None:
            cancel.check()
        return embedder

    def dense_index(self, embedder: "Embedder", progress: ProgressFn = no_progress,
                    cancel: Optional[CancelToken] = None, fields: Sequence[str] = (),
                    lead_ins: Optional[dict[str, str]] = None,
                    scheme: "Optional[PassageScheme]" = DEFAULT_DENSE_SCHEME) -> "DenseIndex | PassageIndex":
        """The embedder's vector index (whole articles, fields or paragraphs), brought up to date first."""
        return self._spaces.dense_index(embedder, progress, cancel, fields, lead_ins, scheme, trace=self.trace)

    def being_built(self, embedder: "Embedder", scheme: "Optional[PassageScheme]") -> bool:
        """Whether another job is embedding this library into the embedder's space of `scheme` now."""
        return self._spaces.being_built(self._spaces.vector_space(embedder.config, scheme=scheme))

    def query_vector(self, embedder: "Embedder", text: str) -> np.ndarray:
        """The embedded query (remembered across searches)."""
        return self._models.query_vector(embedder, text, trace=self.trace)

    # The LLM

    def llm(self, name_or_location: Optional[str] = None) -> tuple["ChatModel", dict]:
        """The chat model the settings name (started once) and its identity."""
        return self._models.llm(name_or_location)

    def llm_session(self, settings: dict, cancel: CancelToken) -> "LLMSession":
        """The LLM as a method uses it for this search, its calls recorded in this search's trace."""
        return self._models.llm_session(settings, cancel, self._contents.language(), self.trace)

    @property
    def usage(self) -> Usage:
        """The library's running totals of model calls (a method that runs many queries reads its share)."""
        return self._models.usage
