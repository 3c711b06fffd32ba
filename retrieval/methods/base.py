"""What every retrieval method provides, and what it may ask of the library it searches."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from ..types import CancelToken, ProgressFn, ScoredArticle, SearchRequest

if TYPE_CHECKING:
    from ..service import Library


class Method(Protocol):
    """A retrieval method: a name, a one-line summary, what it needs, and a search."""

    name: str
    summary: str
    needs: tuple[str, ...]  # resources it uses: "bm25", "embedder", "llm"
    settings: dict[str, str]  # setting name -> what it means

    def search(self, library: "Library", request: SearchRequest, progress: ProgressFn,
               cancel: CancelToken) -> list[ScoredArticle]:
        """Rank the library's articles for the request, best first, at most request.k."""
        ...
