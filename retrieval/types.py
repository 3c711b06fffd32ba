"""Plain typed objects that the engine hands to the CLI and the desktop app."""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from typing import Callable, Mapping, Optional, Sequence

from . import explanations
from .explanations import Explanation
from .messages import TEXTS, Message

ARTICLE_SEPARATOR = "::"
OWN_START = "in force from the start its law gives it"  # a first version's change: not from its law's date
CHAPTER_SEPARATOR = " › "  # between the divisions of an article's chapter path: «ΜΕΡΟΣ ΠΡΩΤΟ › ΚΕΦΑΛΑΙΟ Α΄»


@dataclass(frozen=True)
class Source:
    """A code or a law: short prefix, human title, language and legal areas; how lawyers abbreviate it in a
    citation («ΠΚ»), the date its texts are current as of ('' when unknown), and whether they are a
    demonstration corpus rather than texts to rely on."""

    prefix: str
    title: str
    language: str
    areas: tuple[str, ...] = ()
    abbreviation: str = ""
    as_of: str = ""
    demo: bool = False
    law_number: str = ""  # «4855/2021», as its first page gives it ('' when unknown)
    gazette: str = ""  # the ΦΕΚ issue it was published in: «Α΄ 215/12.11.2021» ('' when unknown)


@dataclass(frozen=True)
class Article:
    """One statute article, the unit of retrieval, identified as `SOURCE::ARTICLE`."""

    id: str
    source: str
    article: str
    title: str
    text: str
    chapter: str = ""  # the divisions it is in, outermost first, joined by CHAPTER_SEPARATOR
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
class Version:
    """One text an article has had: version 1 as first imported, each later one made by an amending law's
    article; in force from `start` (YYYY-MM-DD, '' when unknown: from the beginning) until the next one's."""

    article_id: str
    number: int
    title: str
    text: str
    start: str = ""
    amending_law: str = ""  # as cited: «ν. 4855/2021» ('' for the text first imported)
    amending_article: str = ""  # the amending law's article that made it
    change: str = ""  # what the amendment did, in a line
    repealed: bool = False
    end: str = ""  # the next version's start ('' while in force)

    def in_force_on(self, date: str) -> bool:
        """Whether this version is the text in force on `date` (YYYY-MM-DD)."""
        return (not self.start or self.start <= date) and (not self.end or date < self.end)


@dataclass(frozen=True)
class AmendmentOutcome:
    """What became of one amending instruction at an import: applied (making version `version` of `target`), or
    not, with the reason; `in_library` says whether the law it amends is in the library."""

    amending_article: str
    wording: str
    change: str  # what it asks, in a line ('' when the sentence was not understood)
    target: str  # the article id it resolved to, or the target as written
    applied: bool
    in_library: bool
    reason: Optional[Message] = None
    version: int = 0
    start: str = ""  # the version's start where the law starts this provision apart from itself, else ''
    start_unread: str = ""  # the law's clause on this provision's start that could not be read, else ''
    law_start: str = ""  # the amending law's own date

    def start_note(self) -> Optional[Message]:
        """What the report says of this instruction's start: a start of its own, or a clause not read."""
        if self.start_unread:
            return Message("amend.start_unread", {"clause": self.start_unread,
                                                  "date": self.starts or "?"})
        return Message("amend.own_start", {"date": self.start}) if self.start else None

    @property
    def applied_before(self) -> bool:
        """Whether it was not applied because its law had been applied to the library at an earlier import."""
        return self._because("amend.already_applied")

    @property
    def carried_out(self) -> bool:
        """Whether its article reads as it asks: applied, or found so already (nothing left to change)."""
        return self.applied or self._because("amend.no_change")

    @property
    def not_understood(self) -> bool:
        """Whether its sentence read as an amendment that matches no known formula (to check by hand)."""
        return self._because("amend.not_understood")

    @property
    def starts(self) -> str:
        """The day it takes effect: its own start where the law gives one, else the law's ('' when unrecorded)."""
        return self.start or self.law_start

    def _because(self, code: str) -> bool:
        return self.reason is not None and self.reason.code == code


@dataclass(frozen=True)
class AppliedLaw:
    """An amending law applied to a library: as cited, the day it was applied, and what became of its instructions."""

    law: str
    applied_at: str
    outcomes: tuple[AmendmentOutcome, ...]


@dataclass(frozen=True)
class AmendmentTally:
    """An import's amending instructions counted: applied now, applied at an earlier import of the same law, not
    applied to an article of the library (to check by hand), and for laws the library does not hold."""

    applied: int
    before: int
    missed: int
    other: int

    @classmethod
    def of(cls, outcomes: Sequence[AmendmentOutcome]) -> "AmendmentTally":
        applied = sum(o.applied for o in outcomes)
        before = sum(o.applied_before for o in outcomes)
        missed = sum(o.in_library and not o.applied and not o.applied_before for o in outcomes)
        return cls(applied, before, missed, len(outcomes) - applied - before - missed)


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
    flagged: tuple[str, ...] = ()  # imported articles whose text reads as addressed to an AI
    amendments: tuple[AmendmentOutcome, ...] = ()  # the instructions an amending law gave, applied or not
    headings_moved: int = 0  # division headings moved from an article's end into the chapters of those after it
    only_amending: int = 0  # an amending law's articles that only amend, left out of searches (amendments.absorbed)

    @property
    def changed(self) -> bool:
        return bool(self.added or self.updated or any(o.applied for o in self.amendments))

    @property
    def notes(self) -> tuple[Message, ...]:
        """What the import did to the texts it read, to show beside its counts."""
        notes = [Message("import.headings_moved", {"count": self.headings_moved})] if self.headings_moved else []
        if self.only_amending:
            notes.append(Message("import.only_amending", {"count": self.only_amending}))
        return tuple(notes)


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
    checksum: str = ""  # of the index's files or blob, recorded when it was built
    damaged: bool = False  # its files no longer match the checksum (set by Library.index_status)
    space: str = ""  # a vector space's name (dense indexes only)


@dataclass(frozen=True)
class SearchRequest:
    """A lawyer's case: facts and question are searched together, as in the papers."""

    facts: str = ""
    question: str = ""
    method: str = ""  # "": the best method the library's models and indexes allow (Library.default_method)
    k: int = 10
    sources: tuple[str, ...] = ()
    areas: tuple[str, ...] = ()
    analyzer: Optional[str] = None
    settings: dict = field(default_factory=dict)
    as_of: str = ""  # search the law as in force on this date (YYYY-MM-DD); '' today

    @property
    def text(self) -> str:
        """The query text: facts, a blank line, then the question."""
        return "\n\n".join(part.strip() for part in (self.facts, self.question) if part.strip())


@dataclass(frozen=True)
class ValidatedRequest(SearchRequest):
    """A request whose settings its method has checked, typed and completed with defaults, and whose analyzer is
    the one they name (retrieval.methods.validated makes one): what takes one reads its settings as they are.
    Changed with dataclasses.replace, it stays validated only for other facts, k, filters or method of the same
    settings."""


@dataclass(frozen=True)
class ScoredArticle:
    """One method's judgement of an article: its score and why it ranks where it does."""

    id: str
    score: float
    explanation: Optional[Explanation] = None


@dataclass(frozen=True)
class SearchHit:
    """One ranked result shown to the user, with what the app shows of its article; `suspicious` names what in
    its text reads as addressed to an AI."""

    rank: int
    id: str
    score: float
    source: str
    article: str
    title: str
    text: str
    explanation: Optional[Explanation] = None
    suspicious: tuple[str, ...] = ()
    chapter: str = ""

    def to_dict(self) -> dict:
        """The hit as JSON-ready data (its explanation naming its kind)."""
        return {"rank": self.rank, "id": self.id, "score": self.score, "source": self.source,
                "article": self.article, "title": self.title, "text": self.text,
                "explanation": explanations.record(self.explanation), "suspicious": list(self.suspicious),
                "chapter": self.chapter}

    @classmethod
    def from_dict(cls, data: dict) -> "SearchHit":
        """A hit read back from `to_dict`'s data."""
        return cls(**{**data, "explanation": explanations.from_record(data.get("explanation") or {}),
                      "suspicious": tuple(data.get("suspicious", ()))})


@dataclass(frozen=True)
class VectorWork:
    """Where a library stands with one embedder's vectors in a vector space (or all the default reads): whether they are ready
    for `enables` (the fused method they make the default), and if not, how many articles are still to be
    embedded, about how many minutes that takes, and whether a job is embedding them now; `settings`: those the
    fused method runs under while part of its vectors is still missing (whole articles not yet blended in)."""

    embedder: str
    enables: str
    ready: bool
    articles: int
    minutes: int
    building: bool = False
    settings: dict = field(default_factory=dict)
    seconds: float = 0.0  # the embedding's estimate, before it is said in whole minutes


@dataclass(frozen=True)
class MethodChoice:
    """The method a search uses when none is named, its settings, and why it was chosen (a message code
    of retrieval.messages with its parameters); `vectors` is the default embedder's state (None: no
    embedder is configured)."""

    method: str
    reason: "Message"
    settings: dict = field(default_factory=dict)
    vectors: Optional[VectorWork] = None


@dataclass
class Usage:
    """Running totals of model calls made for a library; methods that call no model leave them at zero.

    Tokens and seconds are those the calls cost when they were made, also for calls answered from the
    cache (`cached_calls`), so a rerun reports the same cost; `reused_tokens` of the prompts were already
    evaluated (llama.cpp's prompt prefix cache); `failures` are replies that could not be read even after
    a corrective retry.
    """

    calls: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    seconds: float = 0.0
    cached_calls: int = 0
    reused_tokens: int = 0
    failures: int = 0

    def snapshot(self) -> "Usage":
        return Usage(**vars(self))

    def since(self, earlier: "Usage") -> "Usage":
        return Usage(**{name: value - getattr(earlier, name) for name, value in vars(self).items()})

    def add(self, other: "Usage") -> None:
        for name, value in vars(other).items():
            setattr(self, name, getattr(self, name) + value)

    @property
    def tokens(self) -> int:
        return self.prompt_tokens + self.completion_tokens


@dataclass(frozen=True)
class LLMCall:
    """One call to the LLM during a search: what it was for, what it cost, and what came back."""

    role: str  # "planner", "observer", "reform", ...
    round: int  # ReAct's round (0 outside ReAct)
    key: str  # the call's cache key; the cache holds its messages
    prompt_tokens: int
    completion_tokens: int
    seconds: float
    cached: bool
    reused_tokens: int
    reply: str
    outcome: str = "ok"  # "ok"; "retried": unreadable, asked again; "failed": unreadable after the retry
    problem: str = ""  # what was wrong with an unreadable reply
    thinking: str = ""  # what a reasoning model thought before its reply (kept out of reading it)

    @property
    def usage(self) -> "Usage":
        return Usage(1, self.prompt_tokens, self.completion_tokens, self.seconds, int(self.cached),
                     self.reused_tokens, int(self.outcome == "failed"))


@dataclass(frozen=True)
class RoundReport:
    """One ReAct round: the planner's query, the candidates BM25 returned, how many the observer read (and whose
    earlier decisions it reused), in how many calls, what it kept, and what the round's calls cost."""

    round: int
    query: str
    candidates: tuple[str, ...]
    read: int
    reused_decisions: int
    batches: int
    kept: tuple[str, ...]
    calls: int
    prompt_tokens: int
    completion_tokens: int
    seconds: float

    @property
    def tokens(self) -> int:
        return self.prompt_tokens + self.completion_tokens


@dataclass
class Trace:
    """What a search recorded beyond its ranking: LLM calls, per-round reports, snapshots and counters."""

    calls: list[LLMCall] = field(default_factory=list)
    rounds: list[RoundReport] = field(default_factory=list)  # ReAct: one report per round
    snapshots: dict[int, list[tuple[str, float]]] = field(default_factory=dict)  # ReAct: ranking after round r
    counters: dict[str, int] = field(default_factory=dict)  # invented ids, truncated articles, ...
    notes: list["str | Message"] = field(default_factory=list)  # what the user should know about this result
    llm_host: str = ""  # where the case text went for the LLM: "this machine" or a firm server's host

    def count(self, name: str, amount: int = 1) -> None:
        if amount:
            self.counters[name] = self.counters.get(name, 0) + amount

    def copy(self) -> "Trace":
        """The record so far, apart from the one the search goes on writing (its entries do not change)."""
        return Trace(list(self.calls), list(self.rounds), dict(self.snapshots), dict(self.counters), list(self.notes),
                     self.llm_host)

    @property
    def empty(self) -> bool:
        """Whether nothing is recorded yet: no call, round, counter or note."""
        return not (self.calls or self.rounds or self.counters or self.notes)

    def usage(self, round_number: Optional[int] = None) -> Usage:
        """The cost of this search's calls (of one ReAct round's calls, when given)."""
        total = Usage()
        for call in self.calls:
            if round_number is None or call.round == round_number:
                total.add(call.usage)
        return total


@dataclass(frozen=True)
class MethodResult:
    """What a method's search returns: its ranked articles, best first, and what the search recorded."""

    articles: list[ScoredArticle]
    trace: Trace


@dataclass(frozen=True)
class SearchResult:
    """What a library search returns: the hits shown to the user, what the search recorded, the method the
    library chose and why (None when the request named one), and the request as it ran."""

    hits: list[SearchHit]
    trace: Trace
    method_choice: Optional[MethodChoice] = None
    request: Optional[ValidatedRequest] = None


@dataclass(frozen=True)
class SettingsChange:
    """Settings a method would change in a search, and the change in words."""

    settings: dict[str, str]
    change: Message


@dataclass(frozen=True)
class CheaperSearch:
    """A cheaper form of a search that its method offers: the request to run instead, the change in words, and
    what it would cost."""

    request: SearchRequest
    change: Message
    estimate: "CostEstimate"


@dataclass(frozen=True)
class CostEstimate:
    """What an LLM search is expected to cost before it runs: calls, tokens and minutes on the model's
    measured speed (`speed_calls` past calls it was learned from; 0: an assumed speed), and where the case
    text goes."""

    calls: int
    prompt_tokens: int
    completion_tokens: int
    seconds: float
    model: str
    host: str
    speed_calls: int = 0

    @property
    def minutes(self) -> float:
        return self.seconds / 60


@dataclass(frozen=True)
class Progress:
    """A step of a long task: what is happening and how far it got (total None when unknown); a search that
    records its work as it goes (an LLM search's calls and rounds) gives what it recorded so far in `trace`."""

    stage: "str | Message"  # a Message where the app shows it; str() gives the English text
    done: int = 0
    total: Optional[int] = None
    trace: Optional[Trace] = None


ProgressFn = Callable[[Progress], None]


def no_progress(_: Progress) -> None:
    """Progress sink for callers that do not display progress."""


def describe_counts(counters: dict[str, int], texts: Mapping[str, str] = TEXTS) -> str:
    """Counters as words from `texts` (a translation): "invented article ids: 2, ..."; a counter without a text
    reads as its name."""
    return ", ".join(f"{counter_name(name, texts)}: {value}" for name, value in sorted(counters.items()))


def counter_name(name: str, texts: Mapping[str, str] = TEXTS) -> str:
    """What a trace counter counts, in words."""
    code = f"counter.{name}"
    return Message(code).text(texts) if code in TEXTS else name.replace("_", " ")


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
