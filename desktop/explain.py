"""Putting a result's explanation into words: why an article is in the list."""

from __future__ import annotations

import html
from typing import Optional, Sequence

from PySide6.QtCore import QCoreApplication

from retrieval.explanations import (Backfilled, Dense, Expansion, Explanation, Filtered, Fused, IssueFound, Lexical,
                                    Lift, Observed, Reformulated, evidence, reformulation)

from .texts import clauses, number

translate = QCoreApplication.translate


def why(explanation: Optional[Explanation]) -> str:
    """One line: the observer's reason, the issue answered, the filter's verdict, or the ranks behind it."""
    match explanation:
        case Observed():
            line = translate("Explain", "Kept in round(s) {rounds}: {reason}").format(
                rounds=", ".join(map(str, explanation.rounds_kept)), reason=explanation.reason)
            if explanation.quote_not_in_article:
                line += translate("Explain", " (quotation not found in the article)")
            return line
        case IssueFound():
            return translate("Explain", "Answers the issue: {issue}").format(issue=explanation.issue)
        case Filtered():
            verdict = (translate("Explain", "kept by the LLM") if explanation.llm_kept
                       else translate("Explain", "not kept by the LLM"))
            return translate("Explain", "{verdict}; rank {rank} in {base}").format(
                verdict=verdict, rank=explanation.base_rank, base=explanation.base_method)
        case Reformulated():
            return why(explanation.base)
        case Backfilled():
            return translate("Explain", "Not kept by the LLM; from the default search: {why}").format(
                why=why(explanation.base))
        case Fused():
            parts = ", ".join(f"{component(c.name)} #{c.rank}" for c in explanation.components)
            line = translate("Explain", "Ranked {parts}").format(parts=parts) + paragraph(explanation)
            return clauses([line] + [implied(e) for e in explanation.expansions]
                             + [lifted(lift) for lift in explanation.lifts if lift.relation in LIFTS])
        case Dense():
            return translate("Explain", "Meaning #{rank}").format(rank=explanation.rank) + paragraph(explanation)
        case Lexical(matched_terms=terms) if terms:  # the words first: they are what a reader checks
            return translate("Explain", "Matched: {terms} (keywords #{rank})").format(
                terms=", ".join(terms), rank=explanation.rank)
        case Lexical():
            return translate("Explain", "Keywords #{rank}").format(rank=explanation.rank)
    return ""


def scores(explanation: Optional[Explanation]) -> str:
    """The rankings behind a result with their scores and models, for the article pane ('' for LLM verdicts)."""
    match explanation:
        case Reformulated() | Backfilled():
            return scores(explanation.base)
        case Fused():
            parts = ", ".join(f"{ranking(c.name)} #{c.rank}" for c in explanation.components)
            return translate("Explain", "Fused score {score}: {parts}").format(score=number(explanation.score, 4),
                                                                             parts=parts)
        case Dense():
            return translate("Explain", "Dense rank {rank} (cosine {score})").format(
                rank=explanation.rank, score=number(explanation.score, 3))
        case Lexical():
            return translate("Explain", "BM25 rank {rank} (score {score})").format(
                rank=explanation.rank, score=number(explanation.score, 2))
    return ""


def implied(expansion: Expansion) -> str:
    """A concept the case implies, in the lawyer's words: «the case says «προσπάθησε» → απόπειρα (ΠΚ 42)»."""
    return translate("Explain", "the case says «{said}» → {concept} ({articles})").format(
        said=expansion.said, concept=expansion.concept, articles=", ".join(expansion.articles))


LIFTS = ("case_cites", "cites", "cited_by", "neighbour")  # a concept's lift is said by its expansion


def lifted(lift: Lift) -> str:
    """What raised the article: the case citing it, or in the law's structure the top result that cites it, that it
    cites, or beside it."""
    text = {"case_cites": translate("Explain", "the case cites it"),
            "cites": translate("Explain", "refers to {by}, a top result"),
            "cited_by": translate("Explain", "referred to by {by}, a top result"),
            "neighbour": translate("Explain", "next to {by}, a top result")}[lift.relation]
    return text.format(by=lift.cited_as or lift.by)


def component(name: str) -> str:
    """A fused ranking's part in plain words: keywords (BM25) or meaning (a dense model, named by `scores`)."""
    return translate("Explain", "keywords") if name.startswith("bm25") else translate("Explain", "meaning")


def ranking(name: str) -> str:
    """A fused ranking named with its model: «keywords (BM25)», «meaning (embeddinggemma-300m)»."""
    model = "BM25" if name.startswith("bm25") else name.partition(":")[2] or name
    return f"{component(name)} ({model})"


def paragraph(explanation: Optional[Explanation]) -> str:
    """The matching paragraph, quoted by its opening words: " — ¶ 2: «Όποιος αφαιρεί ξένο …»" ('' when none)."""
    passage = evidence(explanation)
    if passage is None or not passage.opening:
        return ""
    if passage.number:
        return translate("Explain", " — ¶ {number}: «{opening}»").format(number=passage.number,
                                                                          opening=passage.opening)
    return translate("Explain", " — «{opening}»").format(opening=passage.opening)


def details_html(explanation: Optional[Explanation], suspicious: Sequence[str] = ()) -> str:
    """The explanation in full, as HTML lines under the article's title, with a warning where the article's
    text reads as addressed to an AI (`suspicious`)."""
    rows = []
    observed = explanation.base if isinstance(explanation, Filtered) else explanation
    if isinstance(observed, Observed):
        rows.append(translate("Explain", "Found in round {round} by the query: {query}").format(
            round=observed.first_round, query=html.escape(observed.query)))
        rows.append(translate("Explain", "Observer's reason: {reason}").format(
            reason=html.escape(observed.reason or "-")))
        for quote in observed.quotes:
            state = (translate("Explain", "found in the article") if quote.found
                     else translate("Explain", "NOT found in the article"))
            rows.append(f"«{html.escape(quote.quote)}»: {state}")
        if observed.shortened_for_llm:
            rows.append(translate("Explain", "The article was shortened to fit the LLM's context."))
        if observed.read_in_part:
            read = translate("Explain", "The observer read part {part} of the article, the one that best matched "
                                        "the case.")
            rows.append(read.format(part=observed.read_in_part))
    rewritten = reformulation(explanation)
    if rewritten:
        rows.append(translate("Explain", "Searched as: {text}").format(text=html.escape(rewritten)))
    if isinstance(explanation, IssueFound) and explanation.issues:
        rows.append(translate("Explain", "Legal issues: {issues}").format(
            issues=clauses(html.escape(i.issue) for i in explanation.issues)))
    line = why(explanation)
    if line and not rows:
        rows.append(html.escape(line))
    ranked = scores(explanation)
    if ranked:
        rows.append(html.escape(ranked))
    if suspicious:
        rows.append(translate("Explain", "<b>Warning:</b> this article's text reads as addressed to an AI ({signs}); "
                              "check it before relying on the LLM's verdict.").format(
            signs=html.escape(", ".join(suspicious))))
    return "<br>".join(rows)
