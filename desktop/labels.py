"""How the app names the engine's settings, legal areas and analyzers, why a method cannot run here and what a
model's check found, to a lawyer, in the interface language (a method names itself: desktop/texts.py shows its
declaration).

The engine's codes (`expansion_terms`, `criminal`) stay visible in tooltips and on the benchmark tab; a code
this module does not name is shown as it is.
"""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QCoreApplication

from retrieval.methods import METHODS
from retrieval.model_check import ModelCheck, remembered
from retrieval.settings import Setting

from . import texts
from .texts import method_name
from .registered_models import registered


translate = QCoreApplication.translate


def setting_help(setting: Setting) -> str:
    """A setting's tooltip, from its declaration: its code, what it takes (in the interface language), its help."""
    help = texts.setting_help(setting.help)
    return f"{setting.shown_name}: {texts.render(setting.allowed())}. {help[:1].upper()}{help[1:]}"


def setting_label(key: str) -> str:
    labels = {
        "k1": translate("Methods", "Word-frequency saturation (k1)"),
        "b": translate("Methods", "Length normalisation (b)"),
        "expansion_terms": translate("Methods", "Words added to the query"),
        "embedder": translate("Methods", "Embedding model"),
        "embedders": translate("Methods", "Embedding models"),
        "weights": translate("Methods", "Weights (keywords, meaning)"),
        "llm": translate("Methods", "LLM"),
        "rounds": translate("Methods", "Rounds"),
        "mode": translate("Methods", "Mode"),
        "candidates": translate("Methods", "Articles read per round"),
        "retriever": translate("Methods", "Search used per issue"),
        "max_issues": translate("Methods", "Most legal issues"),
        "route": translate("Methods", "Route issues to laws"),
        "base": translate("Methods", "Method filtered"),
        "top": translate("Methods", "Articles reread"),
        "demote_flagged": translate("Methods", "Rank articles addressed to an AI last"),
        "backfill": translate("Methods", "Fill the list from the default search"),
    }
    return labels.get(key, key)


def _area_names() -> dict[str, str]:
    """The legal areas the app names, by code, in the app's language."""
    return {"civil": translate("Methods", "Civil law"),
            "criminal": translate("Methods", "Criminal law"),
            "labour": translate("Methods", "Labour law"),
            "public": translate("Methods", "Public law"), "administrative": translate("Methods", "Administrative law"),
            "commercial": translate("Methods", "Commercial law"),
            "procedure": translate("Methods", "Procedure"),
            "tax": translate("Methods", "Tax law")}


def area_label(code: str) -> str:
    """A legal area's name: «Ποινικό δίκαιο» for `criminal` (an area the app does not name, as it is)."""
    return _area_names().get(code, code)


def area_code(label: str) -> str:
    """The code of a legal area written by its name («Ποινικό δίκαιο» → `criminal`, in any case); else as written."""
    codes = {name.casefold(): code for code, name in _area_names().items()}
    return codes.get(label.strip().casefold(), label.strip())


def analyzer_label(name: str) -> str:
    """A BM25 analyzer's name as the interface language says it: «ελληνική» for `greek`, «ελληνική (χωρίς αποκοπή
    καταλήξεων)» for `greek-nostem`; an unknown variant keeps its code."""
    languages = {"greek": translate("Methods", "Greek"), "arabic": translate("Methods", "Arabic"),
                 "german": translate("Methods", "German"), "english": translate("Methods", "English"),
                 "french": translate("Methods", "French"), "plain": translate("Methods", "plain")}
    variants = {"paper": translate("Methods", "the paper's recipe"), "nostem": translate("Methods", "no stemming"),
                "char4": translate("Methods", "4-character pieces"),
                "char5": translate("Methods", "5-character pieces")}
    language, _, variant = name.partition("-")
    return languages.get(language, language) + (f" ({variants.get(variant, variant)})" if variant else "")


def language_label(code: str) -> str:
    """A law's language by name in the interface language («Ελληνικά» for `el`); an unknown code as it is."""
    names = {"el": translate("Library", "Greek"), "de": translate("Library", "German"),
             "en": translate("Library", "English"), "fr": translate("Library", "French"),
             "ar": translate("Library", "Arabic")}
    return names.get(code, code)


def unavailable_reason(code: str, missing: set[str]) -> Optional[str]:
    """Why a method cannot run with the models registered now (None: it can)."""
    needs = set(METHODS[code].needs({}))  # under its default settings
    lacking = needs & missing
    if lacking == {"embedder", "llm"}:
        return translate("Methods", "Needs an embedding model and an LLM: add them in the Models dialog.")
    if "llm" in lacking:
        return translate("Methods", "Needs an LLM: add one in the Models dialog.")
    if "embedder" in lacking:
        return translate("Methods", "Needs an embedding model: add one in the Models dialog.")
    return None


def check_summary(check: ModelCheck) -> str:
    """A model's last check ("does my model help?") in a few words."""
    gain = max((m.ndcg for m in check.methods), default=check.baseline.ndcg) - check.baseline.ndcg
    verdict = {"helps": translate("Methods", "helps ({gain}, use {method})"),
               "no_gain": translate("Methods", "no clear gain ({gain})"),
               "worse": translate("Methods", "makes results worse ({gain})"),
               "failed": translate("Methods", "could not be checked")}[check.verdict]
    return verdict.format(gain=("+" if gain >= 0 else "−") + texts.number(abs(gain), 2),
                          method=method_name(check.best) if check.best else "")


def model_check_note(code: str) -> Optional[str]:
    """For a method that uses an LLM, what the last check of the default LLM said (None for other methods)."""
    if "llm" not in METHODS[code].needs({}):
        return None
    llms = registered("llm")
    check = remembered(llms[0]) if llms else None
    if check is None:
        return translate("Methods", "Whether your LLM improves the results is not checked yet (Models dialog, "
                                    "«Does it help?»).")
    return translate("Methods", "Checked with {model}: {summary}").format(model=check.model,
                                                                          summary=check_summary(check))
