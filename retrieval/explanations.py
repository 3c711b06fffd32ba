"""Why an article is in a result: one frozen type per kind of explanation a method gives.

Methods make them; the CLI, the app and the report render them by type. `record` and `from_record` write
and read them as JSON (saved matters, `arthra search --json`), each record naming its `kind`.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, is_dataclass, replace
from typing import ClassVar, Optional, Union


@dataclass(frozen=True)
class Evidence:
    """The paragraph of the article that matched: its number ('' when unnumbered), its span in the text and
    its opening words (filled in by the library, which holds the text)."""

    number: str
    start: int
    end: int
    opening: str = ""


@dataclass(frozen=True)
class Lexical:
    """BM25 ranked it: its rank and score, the analyzer, the query's words it matched and (with pseudo-relevance
    feedback) the terms the query was expanded with."""

    kind: ClassVar[str] = "lexical"
    rank: int
    score: float
    analyzer: str
    matched_terms: tuple[str, ...] = ()
    expansion_terms: tuple[str, ...] = ()


@dataclass(frozen=True)
class Dense:
    """The embedding model ranked it: its rank, cosine similarity, the model, and the paragraph that matched."""

    kind: ClassVar[str] = "dense"
    rank: int
    score: float
    embedder: str
    passage: Optional[Evidence] = None


@dataclass(frozen=True)
class Component:
    """One ranking a fused method combined: `bm25` or `dense:<model>`, the article's rank and score in it, and
    the ranking's weight (None where the fusion weighs by rank, as RRF)."""

    name: str
    rank: int
    score: float
    weight: Optional[float] = None


@dataclass(frozen=True)
class Expansion:
    """The case's own words implied a legal concept: «προσπάθησε» → απόπειρα, with the terms the keyword search
    was expanded with and the articles on it as cited («ΠΚ 42»)."""

    said: str
    concept: str
    terms: tuple[str, ...]
    articles: tuple[str, ...]


@dataclass(frozen=True)
class Lift:
    """The law's structure raised it by `amount`: `by`, a top result, cites it (`cited_by`), is cited by it
    (`cites`) or sits beside it (`neighbour`); or the thesaurus named it (`concept`, `by` the concept)."""

    relation: str
    by: str
    amount: float
    cited_as: str = ""  # `by` as lawyers cite it («άρθρο 372 ΠΚ»), where it is an article


@dataclass(frozen=True)
class Fused:
    """A fusion of rankings ranked it: the fused score, its place in each component, the paragraph that matched,
    the concepts the case implied (with the articles on them, the thesaurus setting on) and what lifted it."""

    kind: ClassVar[str] = "fused"
    score: float
    components: tuple[Component, ...]
    passage: Optional[Evidence] = None
    expansions: tuple[Expansion, ...] = ()
    lifts: tuple[Lift, ...] = ()


@dataclass(frozen=True)
class Quote:
    """A quotation in the observer's reason, and whether it appears in the article."""

    quote: str
    found: bool


@dataclass(frozen=True)
class Observed:
    """ReAct's observer kept it: in which rounds, found by which query, why, and its best BM25 rank."""

    kind: ClassVar[str] = "observer"
    rounds_kept: tuple[int, ...]
    first_round: int
    query: str
    reason: str
    best_bm25_rank: int
    quotes: tuple[Quote, ...] = ()
    decisions_reused: int = 0
    shortened_for_llm: bool = False
    read_in_part: str = ""  # the part the observer read of a long article, as "3/5" (efficient mode); "": all

    @property
    def quote_not_in_article(self) -> bool:
        return any(not quote.found for quote in self.quotes)


@dataclass(frozen=True)
class LegalIssue:
    """One legal issue the LLM split a case into, with its search channels and (when routed) its law."""

    issue: str
    paraphrase: str
    keywords: str
    chapter: str
    law: str = ""


@dataclass(frozen=True)
class IssueFound:
    """Decompose-and-Refine found it for one of the case's issues: which, in which law and chapter, its rank in
    each channel, the retriever, and all the issues of the case."""

    kind: ClassVar[str] = "issue"
    issue: str
    issue_number: int
    law: tuple[str, ...]
    chapter: Optional[str]
    channels: dict[str, int]
    retriever: str
    issues: tuple[LegalIssue, ...] = ()


@dataclass(frozen=True)
class Reformulated:
    """The LLM rewrote the case as `text`, and the base method found the article with the rewrite."""

    kind: ClassVar[str] = "reformulated"
    text: str
    base: "Explanation"


@dataclass(frozen=True)
class Filtered:
    """The LLM filter's verdict on an article of a base method's ranking (`base` says why it ranked there)."""

    kind: ClassVar[str] = "filter"
    base_method: str
    base_rank: int
    llm_kept: bool
    llm_rank: Optional[int]
    shortened_for_llm: bool
    base: "Explanation"


@dataclass(frozen=True)
class Backfilled:
    """The LLM did not keep it: the default search's ranking (`method`) filled the list with it after the kept
    articles (`base` says why it ranked there)."""

    kind: ClassVar[str] = "backfill"
    method: str
    base: "Explanation"


Explanation = Union[Lexical, Dense, Fused, Observed, IssueFound, Reformulated, Filtered, Backfilled]
KINDS = {kind.kind: kind for kind in (Lexical, Dense, Fused, Observed, IssueFound, Reformulated, Filtered,
                                      Backfilled)}
_PARTS = {"passage": Evidence, "components": Component, "quotes": Quote, "issues": LegalIssue,
          "expansions": Expansion, "lifts": Lift}


def evidence(explanation: Optional[Explanation]) -> Optional[Evidence]:
    """The paragraph that matched, wherever in the explanation it is (None when none did)."""
    match explanation:
        case Dense(passage=passage) | Fused(passage=passage):
            return passage
        case Reformulated(base=base) | Filtered(base=base) | Backfilled(base=base):
            return evidence(base)
    return None


def with_evidence(explanation: Explanation, passage: Evidence) -> Explanation:
    """The explanation with its matching paragraph replaced by `passage`."""
    match explanation:
        case Dense() | Fused():
            return replace(explanation, passage=passage)
        case Reformulated(base=base) | Filtered(base=base) | Backfilled(base=base):
            return replace(explanation, base=with_evidence(base, passage))
    return explanation


def reformulation(explanation: Optional[Explanation]) -> str:
    """The LLM's rewrite of the case that found the article ('' when the case was searched as written)."""
    match explanation:
        case Reformulated(text=text):
            return text
        case Filtered(base=base):
            return reformulation(base)
    return ""


def record(explanation: Optional[Explanation]) -> dict:
    """The explanation as JSON-ready data, naming its kind ({} for none)."""
    if explanation is None:
        return {}
    return {"kind": explanation.kind, **{f.name: _plain(getattr(explanation, f.name)) for f in fields(explanation)}}


def _plain(value):
    if type(value) in KINDS.values():
        return record(value)
    if is_dataclass(value):
        return {f.name: _plain(getattr(value, f.name)) for f in fields(value)}
    if isinstance(value, tuple):
        return [_plain(item) for item in value]
    return value


def from_record(data: dict) -> Optional[Explanation]:
    """An explanation read back from `record`'s data (None for none, or for a kind this version does not know)."""
    if data and "kind" not in data:
        return _untyped(data)
    kind = KINDS.get(data.get("kind", ""))
    if kind is None:
        return None
    values = {}
    for name in (f.name for f in fields(kind)):
        if name not in data:
            continue
        value = data[name]
        if name == "base":
            value = from_record(value)
        elif name in _PARTS and value is not None:
            value = _part(name, value) if isinstance(value, dict) else tuple(_part(name, v) for v in value)
        elif isinstance(value, list):
            value = tuple(value)
        values[name] = value
    return kind(**values)


def _part(name: str, data: dict):
    """A part of an explanation read back from its record, its lists as tuples."""
    return _PARTS[name](**{k: tuple(v) if isinstance(v, list) else v for k, v in data.items()})


def _untyped(data: dict) -> Optional[Explanation]:
    """An explanation saved before explanations named their kind (matters saved by earlier versions)."""
    passage = Evidence(**{k: data["passage"].get(k, "") for k in ("number", "start", "end", "opening")}) \
        if data.get("passage") else None
    if "llm_kept" in data:
        rest = {k: v for k, v in data.items() if k not in ("llm_kept", "llm_rank", "base_method", "base_rank")}
        return Filtered(data.get("base_method", ""), data.get("base_rank", 0), bool(data["llm_kept"]),
                        data.get("llm_rank"), bool(data.get("shortened_for_llm")), _untyped(rest))
    if data.get("reformulation"):
        return Reformulated(data["reformulation"], _untyped({k: v for k, v in data.items() if k != "reformulation"}))
    if "rounds_kept" in data:
        return Observed(tuple(data["rounds_kept"]), data.get("first_round", 0), data.get("query", ""),
                        data.get("reason", ""), data.get("best_bm25_rank", 0),
                        tuple(Quote(q["quote"], q["found"]) for q in data.get("quotes", [])),
                        data.get("decisions_reused", 0), bool(data.get("shortened_for_llm")))
    if "issue" in data:
        return IssueFound(data["issue"], data.get("issue_number", 0), tuple(data.get("law") or ()),
                          data.get("chapter"), data.get("channels", {}), data.get("retriever", ""),
                          tuple(LegalIssue(**i) for i in data.get("issues", [])))
    if "components" in data:
        return Fused(data.get("fused_score", 0.0), tuple(Component(name, c["rank"], c["score"])
                                                         for name, c in data["components"].items()), passage)
    if "dense_rank" in data:
        return Dense(data["dense_rank"], data.get("dense_score", 0.0), data.get("embedder", ""), passage)
    if "bm25_rank" in data:
        return Lexical(data["bm25_rank"], data.get("bm25_score", 0.0), data.get("analyzer", ""),
                       tuple(data.get("matched_terms", ())), tuple(data.get("expansion_terms", ())))
    return None
