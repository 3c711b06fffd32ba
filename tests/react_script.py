"""A scripted ReAct model for the tests: it plans set queries round by round and keeps set articles."""

from __future__ import annotations

import json
import threading

from chat_server import role, shown_ids
from retrieval import Library, SearchRequest
from retrieval.types import SearchResult

CASE = "Ένας άγνωστος πήρε το κινητό του Γιάννη από το τραπέζι και έφυγε. Είναι κλοπή;"
QUERIES = ["αφαιρεί κινητό", "κινητό πράγμα ιδιοποιείται", "αποζημιώσει ζημιώσει"]
KEEP = {1: {"CrimC::372": "«αφαιρεί ξένο κινητό πράγμα από την κατοχή άλλου»"},
        2: {"CrimC::372": "still theft", "CrimC::375": "embezzlement is the alternative"},
        3: {"CivC::914": "«whoever steals a phone pays twice»"}}


class Script:
    """A model that plans QUERIES round by round and keeps what KEEP says, answering as JSON."""

    def __init__(self, invent: bool = True):
        self.round, self.invent, self.lock = 0, invent, threading.Lock()
        self.observer_shown: list[list[str]] = []

    def __call__(self, messages: list[dict]) -> str:
        with self.lock:
            kind = role(messages)
            if kind == "planner":
                self.round += 1
                return json.dumps({"query": QUERIES[self.round - 1]})
            if kind == "observer":
                shown = shown_ids(messages)
                self.observer_shown.append(shown)
                keep = [{"id": i, "reason": r} for i, r in KEEP[self.round].items() if i in shown]
                if self.invent and self.round == 1:
                    keep.append({"id": "Made::Up", "reason": "invented"})
                return json.dumps({"keep": keep}, ensure_ascii=False)
            raise AssertionError(f"unexpected prompt: {messages[0]['content']}")


def react(library: Library, settings: dict, **more) -> SearchResult:
    return library.search(SearchRequest(facts=CASE, method="react-bm25", k=10,
                                        settings={**settings, "rounds": "3", "candidates": "5", **more}))
