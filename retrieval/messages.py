"""The engine's user-facing texts: each has a stable code and named parameters, so the app can translate it.

`TEXTS` is the one place where the English wording lives; the app looks a code up in its own translation and
falls back to this text. Add a message by adding a code here, then raise `ArthraError(code, **params)` or
report `Message(code, params)`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping, TypeVar

TEXTS: dict[str, str] = {
    # Add codes as "area.what" with {named} parameters, grouped by area.
    # Benchmarks: planned tests, per-law scope, the papers' recipes
    "bench.unknown_scope": "unknown scope {scope!r}; choose one of: {choices}",
    "bench.unknown_family": "unknown significance family {family!r}; choose one of: {choices}",
    "bench.test_metrics_unknown": "tested metric(s) {unknown} are not among the run's metrics ({metrics})",
    "bench.compare_pair": "comparison {text!r} should read METHOD:AGAINST with two of the run's methods ({labels})",
    "bench.compare_self": "a method cannot be compared with itself",
    "bench.compare_missing": "planned comparison names {labels}, which this run did not produce (a ReAct snapshot "
                             "exists only for rounds every query reached)",
    "bench.sweep_queries": "bm25-sweep queries={value!r}: choose one of {choices}",
    "method.filter_mode": "llm-filter mode={value!r}: choose one of {choices}",
    "method.lead_in_placeholder": "the lead-in of field {field!r} needs a {{value}} placeholder: {template!r}",
    # LLM replies
    "llm.thinking_cut_short": "the LLM's reply as {role} reached its length limit of {limit} tokens while the "
                              "model was still thinking, before it answered; raise the thinking budget (setting "
                              "thinking_budget, now {budget} tokens at reasoning={effort}) or, for a model that "
                              "thinks without being asked, turn reasoning on (setting reasoning=low, medium or high)",
    "llm.destination": "the case text goes to the model on {host}",
    "llm.estimate": "about {calls} LLM calls, {prompt_tokens} prompt and {completion_tokens} completion tokens, "
                    "{minutes} minutes on {model} ({speed})",
    # ReAct
    "react.planner_fallback": "round 1: the planner's reply could not be read ({problem}), so the case itself was "
                              "searched as the first query",
    "react.stopped_repeated": "the search stopped after round {round}: the planner repeated an earlier query",
    "react.stopped_nothing_new": "the search stopped after round {round}: its query found no candidate not "
                                 "judged before",
}


@dataclass(frozen=True)
class Message:
    """A user-facing text by code and parameters; `str()` gives the English wording."""

    code: str
    params: Mapping[str, Any] = field(default_factory=dict)

    def text(self, texts: Mapping[str, str] = TEXTS) -> str:
        """The message rendered from `texts` (a translation), falling back to the English text."""
        template = texts.get(self.code) or TEXTS[self.code]
        return template.format(**self.params)

    def __str__(self) -> str:
        return self.text()


E = TypeVar("E", bound=Exception)


def coded(error_class: type[E], code: str, **params: Any) -> E:
    """An error of a class callers already catch, carrying the message `code` as `message`; its str() is the
    English text."""
    message = Message(code, params)
    error = error_class(str(message))
    error.message = message
    return error


class ArthraError(Exception):
    """An error the user should read: it carries a `Message`, and its `str()` is the English text."""

    def __init__(self, code: str, **params: Any) -> None:
        if code not in TEXTS:
            raise KeyError(f"no message text for code {code!r}")
        self.message = Message(code, params)
        super().__init__(str(self.message))
