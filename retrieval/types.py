"""Plain typed objects that the engine hands to the CLI and the desktop app."""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from typing import Callable, Optional

ARTICLE_SEPARATOR = "::"


@dataclass(frozen=True)
class Source:
    """A code or a law: short prefix, human title, language and legal areas."""

    prefix: str
    title: str
    language: str
    areas: tuple[str, ...] = ()


@dataclass(frozen=True)
class Article:
    """One statute article, the unit of retrieval, identified as `SOURCE::ARTICLE`."""

    id: str
    source: str
    article: str
    title: str
    text: str
    chapter: str = ""
    fields: dict[str, str] = field(default_factory=dict)
    areas: tuple[str, ...] = ()

    def field_text(self, name: str = "") -> str:
        """One field's text: title, text, chapter or a named field; '' (the default) is title and text."""
        if not name:
            return f"{self.title}\n{self.text}"
        if name in ("title", "text", "chapter"):
            return getattr(self, name)
        return self.fields.get(name, "")


@dataclass(frozen=True)
class SourceSummary:
    """A source as listed to the user, with its article count."""

    source: Source
    articles: int


@dataclass(frozen=True)
class ImportReport:
    """What an import changed in the library."""

    path: str
    added: int
    updated: int
    unchanged: int
    sources_added: int

    @property
    def changed(self) -> bool:
        return bool(self.added or self.updated)


@dataclass(frozen=True)
class IndexInfo:
    """A derived index as recorded in the library database."""

    key: str
    kind: str
    analyzer: str
    params: dict
    revision: int
    doc_count: int
    built_at: str
    build_seconds: float
    stale: bool


@dataclass(frozen=True)
class SearchRequest:
    """A lawyer's case: facts and question are searched together, as in the papers."""

    facts: str = ""
    question: str = ""
    method: str = "bm25"
    k: int = 10
    sources: tuple[str, ...] = ()
    areas: tuple[str, ...] = ()
    analyzer: Optional[str] = None
    settings: dict = field(default_factory=dict)

    @property
    def text(self) -> str:
        """The query text: facts, a blank line, then the question."""
        return "\n\n".join(part.strip() for part in (self.facts, self.question) if part.strip())


@dataclass(frozen=True)
class ScoredArticle:
    """One method's judgement of an article: its score and why it ranks where it does."""

    id: str
    score: float
    explanation: dict = field(default_factory=dict)


@dataclass(frozen=True)
class SearchHit:
    """One ranked result shown to the user."""

    rank: int
    id: str
    score: float
    source: str
    article: str
    title: str
    text: str
    explanation: dict = field(default_factory=dict)

    def to_dict(self) -> dict:
        return {
            "rank": self.rank,
            "id": self.id,
            "score": self.score,
            "source": self.source,
            "article": self.article,
            "title": self.title,
            "text": self.text,
            "explanation": self.explanation,
        }


@dataclass
class Usage:
    """Running totals of model calls made for a library; methods that call no model leave them at zero."""

    calls: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0

    def snapshot(self) -> "Usage":
        return Usage(self.calls, self.prompt_tokens, self.completion_tokens)

    def since(self, earlier: "Usage") -> "Usage":
        return Usage(self.calls - earlier.calls, self.prompt_tokens - earlier.prompt_tokens,
                     self.completion_tokens - earlier.completion_tokens)


@dataclass(frozen=True)
class Progress:
    """A step of a long task: what is happening and how far it got (total None when unknown)."""

    stage: str
    done: int = 0
    total: Optional[int] = None


ProgressFn = Callable[[Progress], None]


def no_progress(_: Progress) -> None:
    """Progress sink for callers that do not display progress."""


class UnknownNameError(ValueError):
    """A method, analyzer or other named thing that does not exist; the message lists those that do."""


class Cancelled(Exception):
    """Raised inside a task when its cancel token is set."""


class CancelToken:
    """Set from any thread to stop a running task at its next check."""

    def __init__(self) -> None:
        self._event = threading.Event()

    def cancel(self) -> None:
        self._event.set()

    @property
    def cancelled(self) -> bool:
        return self._event.is_set()

    def check(self) -> None:
        if self._event.is_set():
            raise Cancelled("cancelled")
