"""What every retrieval method provides, and what it may ask of the library it searches."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from ..types import CancelToken, MethodResult, ProgressFn, SearchRequest

if TYPE_CHECKING:
    from .context import SearchContext


class Method(Protocol):
    """A retrieval method: a name, a one-line summary, what it needs, and a search."""

    name: str
    summary: str
    needs: tuple[str, ...]  # resources it uses: "bm25", "embedder", "llm"
    settings: dict[str, str]  # setting name -> what it means

    def search(self, context: "SearchContext", request: SearchRequest, progress: ProgressFn,
               cancel: CancelToken) -> MethodResult:
        """Rank the library's articles for the request, best first, at most request.k, with the search's trace."""
        ...
