"""Arthra's retrieval engine: statute library, analyzers, indexes and retrieval methods (no Qt).

`Library` is loaded on first use, so that importing a light module of the engine (`retrieval.paths`, which
`models/` imports) does not import the service and, through it, `models/` itself."""

from .types import (Article, CancelToken, ImportReport, IndexInfo, Progress, SearchHit, SearchRequest, Source,
                    SourceSummary)

__all__ = ["Article", "CancelToken", "ImportReport", "IndexInfo", "Library", "Progress", "SearchHit",
           "SearchRequest", "Source", "SourceSummary"]


def __getattr__(name: str):
    if name == "Library":
        from .service import Library

        return Library
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
