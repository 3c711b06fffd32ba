"""Typed explanations: written as JSON naming their kind and read back equal, and those saved before they
were typed (earlier matters) read back as the same kinds."""

from __future__ import annotations

import json

from retrieval.explanations import (Component, Dense, Evidence, Filtered, Fused, IssueFound, LegalIssue, Lexical,
                                    Observed, Quote, Reformulated, evidence, from_record, record, reformulation,
                                    with_evidence)
from retrieval.types import SearchHit

PARAGRAPH = Evidence("2", 10, 40, "Whoever takes")
EVERY_KIND = [
    Lexical(1, 3.5, "greek", ("κλοπή",), ("κλοπ",)),
    Dense(2, 0.71, "minilm", PARAGRAPH),
    Fused(0.9, (Component("bm25", 1, 3.5, 0.4), Component("dense:minilm", 3, 0.6, 0.6)), PARAGRAPH),
    Observed((1, 2), 1, "κλοπή", "applies «takes»", 4, (Quote("takes", False),), 1, True),
    IssueFound("theft", 1, ("CrimC",), "CrimC: theft", {"keywords": 2}, "bm25",
               (LegalIssue("theft", "taking", "κλοπή", "3", "CrimC"),)),
    Filtered("hybrid", 3, True, 1, False, Reformulated("κλοπή, κινητό", Dense(1, 0.5, "minilm", PARAGRAPH))),
]


def test_every_kind_survives_json_and_names_its_kind():
    for explanation in EVERY_KIND:
        data = json.loads(json.dumps(record(explanation)))
        assert data["kind"] == explanation.kind
        assert from_record(data) == explanation
    assert from_record({}) is None and record(None) == {}
    assert from_record({"kind": "from-a-later-version"}) is None


def test_the_matching_paragraph_and_the_rewrite_are_found_through_wrappers():
    wrapped = EVERY_KIND[-1]
    assert evidence(wrapped) == PARAGRAPH and reformulation(wrapped) == "κλοπή, κινητό"
    assert evidence(EVERY_KIND[0]) is None and reformulation(EVERY_KIND[0]) == ""
    moved = with_evidence(wrapped, Evidence("3", 50, 60, "Whoever damages"))
    assert evidence(moved).number == "3" and moved.base_rank == 3
    assert Observed((1,), 1, "q", "r", 1, (Quote("x", True),)).quote_not_in_article is False
    assert EVERY_KIND[3].quote_not_in_article is True


def test_a_hit_saved_before_explanations_were_typed_reads_back_as_the_same_kinds():
    observed = {"rounds_kept": [1, 3], "first_round": 1, "query": "κλοπή", "reason": "it applies",
                "best_bm25_rank": 2, "quotes": [{"quote": "takes", "found": True}], "quote_not_in_article": False,
                "decisions_reused": 0, "shortened_for_llm": False, "suspicious_text": ["instructions"]}
    hit = SearchHit.from_dict({"rank": 1, "id": "CrimC::372", "score": 2.0, "source": "CrimC", "article": "372",
                               "title": "Κλοπή", "text": "...", "explanation": observed})
    assert hit.explanation == Observed((1, 3), 1, "κλοπή", "it applies", 2, (Quote("takes", True),))
    fused = from_record({"fused_score": 0.8, "components": {"bm25": {"rank": 1, "score": 2.0}},
                         "passage": {"number": "", "start": 0, "end": 5, "opening": "Who"},
                         "reformulation": "κλοπή", "llm_kept": False, "llm_rank": None, "base_method": "rrf",
                         "base_rank": 4})
    assert fused == Filtered("rrf", 4, False, None, False,
                             Reformulated("κλοπή", Fused(0.8, (Component("bm25", 1, 2.0),), Evidence("", 0, 5, "Who"))))
    assert from_record({"bm25_rank": 3, "bm25_score": 1.5, "analyzer": "greek", "matched_terms": ["κλοπή"]}) == \
        Lexical(3, 1.5, "greek", ("κλοπή",))
    assert SearchHit.from_dict(hit.to_dict()) == hit
