"""Arthra's retrieval engine: statute library, analyzers, indexes and retrieval methods (no Qt)."""

from .service import Library
from .types import (Article, CancelToken, ImportReport, IndexInfo, Progress, SearchHit, SearchRequest, Source,
                    SourceSummary)

__all__ = ["Article", "CancelToken", "ImportReport", "IndexInfo", "Library", "Progress", "SearchHit",
           "SearchRequest", "Source", "SourceSummary"]
