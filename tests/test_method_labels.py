"""Each method names itself: its plain name, what it needs and costs, and what it does, declared once in its
module as engine messages, with their Greek; the app's picker, tooltips and exports read the declaration."""

from __future__ import annotations

import pytest

from desktop import texts
from desktop.texts import method_description, method_label, method_name
from retrieval.messages import TEXTS, Message
from retrieval.methods import METHODS
from retrieval.methods.bm25 import BM25Method
from retrieval.methods.hybrid import WEIGHTS

DECLARED = ("label", "cost", "description")


def undeclared(method) -> list[str]:
    """The parts of a method's declaration for the app that are missing, not a message, or without English."""
    return [part for part in DECLARED
            if not isinstance(getattr(method, part, None), Message) or getattr(method, part).code not in TEXTS]


@pytest.fixture
def greek():
    texts.set_language("el")
    yield
    texts.set_language("en")


def test_every_registered_method_declares_its_label_cost_and_description_with_greek():
    assert len(METHODS) >= 12
    for name, method in METHODS.items():
        assert undeclared(method) == [], name
        for part in DECLARED:
            code = getattr(method, part).code
            assert code in texts.GREEK, f"{name}: no Greek for {code}"
            assert getattr(method, part).text(texts.GREEK) != getattr(method, part).text(), code
    codes = [getattr(method, part).code for method in METHODS.values() for part in DECLARED]
    assert len(set(codes)) == len(codes)  # no two methods share a text by mistake


def test_a_method_without_its_label_is_caught():
    class Unlabelled(BM25Method):
        label = None

    class Uncoded(BM25Method):
        description = Message("method.no-such.description")

    assert undeclared(BM25Method()) == []
    assert undeclared(Unlabelled()) == ["label"]
    assert undeclared(Uncoded()) == ["description"]


def test_the_picker_shows_the_greek_the_lawyer_saw(greek):
    assert method_label("bm25") == "Λέξεις-κλειδιά (BM25) — άμεσα"
    assert method_name("dense") == "Σημασιολογική"
    assert method_label("dar") == "Το LLM χωρίζει την υπόθεση σε νομικά ζητήματα (DaR) — με LLM, ένα λεπτό " \
                                  "ή περισσότερο"
    assert method_description("hybrid") == "Προσθέτει τους βαθμούς λέξεων-κλειδιών και σημασίας (0,3 και 0,7)."


def test_in_english_the_labels_are_the_messages_english():
    assert method_label("hybrid") == "Keywords and meaning, scores combined (hybrid) — uses an embedding model"
    assert method_description("hybrid") == "Adds up the keyword and meaning scores (0.3 and 0.7)."
    assert method_name("gone-method") == "gone-method"  # a saved search's method no longer registered
    assert method_description("gone-method") == ""


def test_the_hybrid_description_takes_its_weights_from_the_setting_default():
    params = METHODS["hybrid"].description.params
    assert (params["sparse"], params["dense"]) == tuple(WEIGHTS["weights"].default)
