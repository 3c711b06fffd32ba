"""How the app names the engine's methods, settings and legal areas to a lawyer, in the interface language.

The engine's codes (`bm25-prf`, `expansion_terms`, `criminal`) stay visible in tooltips and on the benchmark
tab; a code this module does not name is shown as it is.
"""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QCoreApplication

from models.errors import ModelError
from models.registry import ModelRegistry
from retrieval.methods import METHODS


def _t(text: str) -> str:
    return QCoreApplication.translate("Methods", text)


def method_label(code: str) -> str:
    """A plain name with what the method costs: «Λέξεις-κλειδιά (BM25) — άμεσα»."""
    labels = {
        "bm25": _t("Keywords (BM25) — instant"),
        "bm25-prf": _t("Keywords, widened by the first results (BM25 + feedback) — instant"),
        "dense": _t("Meaning (semantic search) — needs an embedding model"),
        "dense-prf": _t("Meaning, widened by the first results — needs an embedding model"),
        "rrf": _t("Keywords and meaning, ranks merged (RRF) — needs an embedding model"),
        "hybrid": _t("Keywords and meaning, scores combined (hybrid) — needs an embedding model"),
        "reform-bm25": _t("The LLM rewrites the case as keywords — needs an LLM, seconds"),
        "reform-dense": _t("The LLM rewrites the case as legal prose — needs an LLM and an embedding model"),
        "react-bm25": _t("LLM agent over several rounds (ReAct) — needs an LLM, minutes per case"),
        "dar": _t("The LLM splits the case into legal issues (DaR) — needs an LLM, a minute or more"),
        "llm-filter": _t("The LLM rereads the best articles (filter) — needs an LLM, about a minute"),
    }
    return labels.get(code, code)


def method_description(code: str) -> str:
    """One line on what the method does."""
    descriptions = {
        "bm25": _t("Finds the articles that share the most words with the case, compared by stem."),
        "bm25-prf": _t("Like keywords, then searches again with the typical words of the first ten articles."),
        "dense": _t("Finds articles that say the same thing in other words."),
        "dense-prf": _t("Like meaning, then moves the query towards its first ten articles."),
        "rrf": _t("Merges the keyword and meaning rankings by rank."),
        "hybrid": _t("Adds up the keyword and meaning scores (0.4 and 0.6)."),
        "reform-bm25": _t("A language model turns the facts into legal terms, then keywords search with them."),
        "reform-dense": _t("A language model restates the case as legal prose, then meaning searches with it."),
        "react-bm25": _t("A language model plans searches round after round and keeps the articles that apply, "
                         "with its reason."),
        "dar": _t("A language model lists the legal issues of the case and searches each one."),
        "llm-filter": _t("A language model reads the best articles of another method and keeps the relevant "
                         "ones first."),
    }
    return descriptions.get(code, METHODS[code].summary if code in METHODS else "")


def setting_label(key: str) -> str:
    labels = {
        "k1": _t("Word-frequency saturation (k1)"), "b": _t("Length normalisation (b)"),
        "expansion_terms": _t("Words added to the query"), "embedder": _t("Embedding model"),
        "embedders": _t("Embedding models"), "weights": _t("Weights (keywords, meaning)"), "llm": _t("LLM"),
        "rounds": _t("Rounds"), "mode": _t("Mode"), "candidates": _t("Articles read per round"),
        "retriever": _t("Search used per issue"), "max_issues": _t("Most legal issues"),
        "route": _t("Route issues to laws"), "base": _t("Method filtered"), "top": _t("Articles reread"),
    }
    return labels.get(key, key)


def area_label(code: str) -> str:
    """A legal area's name: «Ποινικό δίκαιο» for `criminal`."""
    areas = {"civil": _t("Civil law"), "criminal": _t("Criminal law"), "labour": _t("Labour law"),
             "public": _t("Public law"), "administrative": _t("Administrative law"),
             "commercial": _t("Commercial law"), "procedure": _t("Procedure"), "tax": _t("Tax law")}
    return areas.get(code, code)


def missing_models() -> set[str]:
    """Which of "embedder" and "llm" no registered model provides."""
    try:
        registry = ModelRegistry()
        embedders, llms = registry.embedders(), registry.llms()
    except ModelError:  # a broken registry: the Models dialog says what is wrong
        return {"embedder", "llm"}
    return {kind for kind, present in (("embedder", embedders), ("llm", llms)) if not present}


def unavailable_reason(code: str, missing: set[str]) -> Optional[str]:
    """Why a method cannot run with the models registered now (None: it can)."""
    needs = set(METHODS[code].needs)
    if code == "llm-filter":
        needs |= set(METHODS["hybrid"].needs)  # its default base method
    lacking = needs & missing
    if lacking == {"embedder", "llm"}:
        return _t("Needs an embedding model and an LLM: add them in the Models dialog.")
    if "llm" in lacking:
        return _t("Needs an LLM: add one in the Models dialog.")
    if "embedder" in lacking:
        return _t("Needs an embedding model: add one in the Models dialog.")
    return None
