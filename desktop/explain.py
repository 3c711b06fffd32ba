"""Putting a result's explanation into words: why an article is in the list."""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate


def why(explanation: dict) -> str:
    """One line: the observer's reason, the issue answered, the filter's verdict, or the ranks behind it."""
    if explanation.get("reason") is not None and "rounds_kept" in explanation:
        line = translate("Explain", "Kept in round(s) {rounds}: {reason}").format(
            rounds=", ".join(map(str, explanation["rounds_kept"])), reason=explanation["reason"])
        if explanation.get("quote_not_in_article"):
            line += translate("Explain", " (quotation not found in the article)")
        return line
    if explanation.get("issue"):
        return translate("Explain", "Answers the issue: {issue}").format(issue=explanation["issue"])
    if "llm_kept" in explanation:
        verdict = (translate("Explain", "kept by the LLM") if explanation["llm_kept"]
                   else translate("Explain", "not kept by the LLM"))
        return translate("Explain", "{verdict}; rank {rank} in {base}").format(
            verdict=verdict, rank=explanation["base_rank"], base=explanation["base_method"])
    if "components" in explanation:
        parts = ", ".join(f"{component(name)} #{value['rank']}" for name, value in explanation["components"].items())
        return translate("Explain", "Ranked {parts}").format(parts=parts) + paragraph(explanation)
    if "dense_rank" in explanation:
        return translate("Explain", "Meaning #{rank}").format(rank=explanation["dense_rank"]) + paragraph(explanation)
    if "bm25_rank" in explanation:
        if explanation.get("matched_terms"):  # the words first: they are what a reader checks
            return translate("Explain", "Matched: {terms} (keywords #{rank})").format(
                terms=", ".join(explanation["matched_terms"]), rank=explanation["bm25_rank"])
        return translate("Explain", "Keywords #{rank}").format(rank=explanation["bm25_rank"])
    return ""


def scores(explanation: dict) -> str:
    """The rankings behind a result with their scores and models, for the article pane ('' for LLM verdicts)."""
    if "components" in explanation:
        parts = ", ".join(f"{name} #{value['rank']}" for name, value in explanation["components"].items())
        return translate("Explain", "Fused score {score:.4f}: {parts}").format(score=explanation["fused_score"],
                                                                              parts=parts)
    if "dense_rank" in explanation:
        return translate("Explain", "Dense rank {rank} (cosine {score:.3f})").format(
            rank=explanation["dense_rank"], score=explanation["dense_score"])
    if "bm25_rank" in explanation:
        return translate("Explain", "BM25 rank {rank} (score {score:.2f})").format(
            rank=explanation["bm25_rank"], score=explanation["bm25_score"])
    return ""


def component(name: str) -> str:
    """A fused ranking's part in plain words: keywords (BM25) or meaning (a dense model, named by `scores`)."""
    return translate("Explain", "keywords") if name.startswith("bm25") else translate("Explain", "meaning")


def paragraph(explanation: dict) -> str:
    """The matching paragraph, quoted by its opening words: " — ¶ 2: «Όποιος αφαιρεί ξένο …»" ('' when none)."""
    passage = explanation.get("passage")
    if not passage or not passage.get("opening"):
        return ""
    if passage.get("number"):
        return translate("Explain", " — ¶ {number}: «{opening}»").format(number=passage["number"],
                                                                          opening=passage["opening"])
    return translate("Explain", " — «{opening}»").format(opening=passage["opening"])


def details_html(explanation: dict) -> str:
    """The explanation in full, as HTML lines under the article's title."""
    rows = []
    if "rounds_kept" in explanation:
        rows.append(translate("Explain", "Found in round {round} by the query: {query}").format(
            round=explanation["first_round"], query=html.escape(explanation["query"])))
        rows.append(translate("Explain", "Observer's reason: {reason}").format(
            reason=html.escape(explanation["reason"] or "-")))
        for quote in explanation.get("quotes", []):
            state = (translate("Explain", "found in the article") if quote["found"]
                     else translate("Explain", "NOT found in the article"))
            rows.append(f"«{html.escape(quote['quote'])}»: {state}")
        if explanation.get("shortened_for_llm"):
            rows.append(translate("Explain", "The article was shortened to fit the LLM's context."))
    if explanation.get("reformulation"):
        rows.append(translate("Explain", "Searched as: {text}").format(text=html.escape(explanation["reformulation"])))
    if explanation.get("issues"):
        rows.append(translate("Explain", "Legal issues: {issues}").format(
            issues="; ".join(html.escape(i["issue"]) for i in explanation["issues"])))
    line = why(explanation)
    if line and not rows:
        rows.append(html.escape(line))
    ranked = scores(explanation)
    if ranked:
        rows.append(html.escape(ranked))
    if explanation.get("suspicious_text"):
        rows.append(translate("Explain", "<b>Warning:</b> this article's text reads as addressed to an AI ({signs}); "
                              "check it before relying on the LLM's verdict.").format(
            signs=html.escape(", ".join(explanation["suspicious_text"]))))
    return "<br>".join(rows)
