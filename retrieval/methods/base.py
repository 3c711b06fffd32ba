"""The method contract: what every retrieval method provides, the optional capabilities a caller may ask for
(by isinstance, never by name), and the typed details a benchmark run reports about a method.

A method is one module under retrieval/methods/ listed in the registry (retrieval/methods/__init__.py). It
reaches the library only through a `SearchContext` (retrieval/methods/context.py), returns a `MethodResult`
whose articles carry typed explanations (retrieval/explanations.py), and the CLI, the app, the benchmark
runner and its report read nothing else about it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Mapping, Optional, Protocol, Union, runtime_checkable

from ..messages import Message
from ..settings import Settings
from ..types import CancelToken, CostEstimate, MethodResult, ProgressFn, SettingsChange, ValidatedRequest

if TYPE_CHECKING:
    from .context import SearchContext

Qrels = dict[str, dict[str, int]]


@runtime_checkable
class Method(Protocol):
    """A retrieval method: a name, a one-line summary, a label, cost and description for the app (coded
    messages, so that it names itself in the app's language), its settings, what it needs, how it prepares, a
    search."""

    name: str
    summary: str
    label: Message  # its plain name for a lawyer («Keywords (BM25)»)
    cost: Message  # what it needs and how long it takes («uses an embedding model»)
    description: Message  # one line on what it does
    settings: Settings  # what it can be told, typed, with defaults and help

    def needs(self, settings: dict) -> tuple[str, ...]:
        """The resources a search under these settings uses: "bm25", "embedder", "llm"."""
        ...

    def prepare(self, context: "SearchContext", request: ValidatedRequest, progress: ProgressFn,
                cancel: CancelToken) -> None:
        """Build or load what a search under the request's settings reads (indexes, vectors), without a query,
        so that the searches a benchmark times do not pay for it."""
        ...

    def fingerprint(self, context: "SearchContext", settings: dict) -> dict:
        """What the method's rankings depend on beyond its settings (the models behind its names)."""
        ...

    def search(self, context: "SearchContext", request: ValidatedRequest, progress: ProgressFn,
               cancel: CancelToken) -> MethodResult:
        """Rank the library's articles for the request, best first, at most request.k, with the search's trace."""
        ...


@runtime_checkable
class Estimating(Protocol):
    """A method that can say what a search will cost before it runs (the LLM methods that make many or long
    calls)."""

    def estimate(self, context: "SearchContext", request: ValidatedRequest) -> CostEstimate:
        ...


@runtime_checkable
class Cheapening(Protocol):
    """An estimating method with a cheaper way to run the same search."""

    def cheaper(self, settings: Mapping[str, Any], embedder: Optional[str]) -> Optional[SettingsChange]:
        """The settings to change for a cheaper search under `settings` (`embedder`: the default embedding
        model, where the library's vectors for it are ready), or None where it has no cheaper way."""
        ...


@runtime_checkable
class Shallow(Protocol):
    """A method whose rankings are whole only to a depth of its own however many articles are asked for (a
    fusion of top-100 lists, ReAct's kept articles); a benchmark refuses a metric that reads deeper."""

    def ranking_depth(self, settings: Mapping[str, Any]) -> Optional[int]:
        """How deep its ranking goes under these (validated) settings, past which it holds no article or only
        some, not ranked against the rest (None: no limit of its own, as deep as asked)."""
        ...


@dataclass(frozen=True)
class Tuning:
    """Settings a method chose on development queries, and the value of the metric it maximised."""

    settings: dict[str, str]
    value: float


@runtime_checkable
class Tunable(Protocol):
    """A method that tunes some of its settings on a development split (asked for with `tune=...`)."""

    def tune(self, context: "SearchContext", queries: dict[str, str], qrels: Qrels, template: ValidatedRequest,
             progress: ProgressFn, cancel: CancelToken) -> Tuning:
        ...


@dataclass(frozen=True)
class OracleChoice:
    """What an oracle chose by reading the judgements: the grid point with the best objective, and the grid."""

    objective: str
    best_k1: float
    best_b: float
    best_value: float
    grid: tuple[tuple[float, float, float], ...]  # (k1, b, objective)


@dataclass(frozen=True)
class SweepResult:
    """An oracle's rankings of every query, its choice, and what it cost per query."""

    rankings: dict[str, list[tuple[str, float]]]
    choice: OracleChoice
    usage: dict = field(default_factory=dict)  # query id -> Usage (what reformulating it cost)


@runtime_checkable
class OracleSweep(Protocol):
    """A diagnostic that reads the relevance judgements, so it runs only whole, in benchmark mode, never as a
    search."""

    def sweep(self, context: "SearchContext", queries: dict[str, str], qrels: Qrels, analyzer: str, settings: dict,
              progress: ProgressFn, cancel: CancelToken) -> SweepResult:
        ...


@runtime_checkable
class RoundSnapshots(Protocol):
    """A method that records its ranking after each round in the trace (`Trace.snapshots`); the benchmark
    reports the listed rounds as runs of their own (`label@N`, round 0 before the first)."""

    snapshot_rounds: tuple[int, ...]


@dataclass(frozen=True)
class Tuned:
    """A benchmark run whose method tuned itself: on how many development queries, to what."""

    queries: int
    tuning: Tuning


@dataclass(frozen=True)
class SnapshotOf:
    """A benchmark run derived from another's rankings after one of its rounds."""

    run: str
    round: int


RunDetails = Union[OracleChoice, Tuned, SnapshotOf, None]


def searchable(method: Method) -> bool:
    """Whether a method can search a case (an oracle reads judgements, which a case has not)."""
    return not isinstance(method, OracleSweep)
