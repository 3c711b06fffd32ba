"""The message catalogue: codes render with their parameters, translations fall back to English."""

import pytest

from retrieval import messages
from retrieval.messages import ArthraError, Message


@pytest.fixture
def catalogue(monkeypatch):
    monkeypatch.setitem(messages.TEXTS, "test.greeting", "Found {count} articles in {source}")
    return messages.TEXTS


def test_message_renders_its_parameters(catalogue):
    assert str(Message("test.greeting", {"count": 3, "source": "ΠΚ"})) == "Found 3 articles in ΠΚ"


def test_a_translation_is_used_and_missing_codes_fall_back_to_english(catalogue):
    message = Message("test.greeting", {"count": 3, "source": "ΠΚ"})
    assert message.text({"test.greeting": "Βρέθηκαν {count} άρθρα στο {source}"}) == "Βρέθηκαν 3 άρθρα στο ΠΚ"
    assert message.text({}) == "Found 3 articles in ΠΚ"


def test_error_carries_its_message(catalogue):
    error = ArthraError("test.greeting", count=1, source="ΑΚ")
    assert error.message.code == "test.greeting"
    assert str(error) == "Found 1 articles in ΑΚ"


@pytest.mark.parametrize("count, english, greek", [(1, "1 article", "1 άρθρο"), (0, "0 articles", "0 άρθρα"),
                                                   (21, "21 articles", "21 άρθρα")])
def test_a_count_takes_its_noun_in_the_right_number(monkeypatch, count, english, greek):
    monkeypatch.setitem(messages.TEXTS, "test.counted", "read {count:article|articles} in round {round}")
    message = Message("test.counted", {"count": count, "round": 2})
    assert str(message) == f"read {english} in round 2"
    assert message.text({"test.counted": "διάβασε {count:άρθρο|άρθρα} στον γύρο {round}"}) == \
        f"διάβασε {greek} στον γύρο 2"


def test_an_unknown_code_is_a_programming_error():
    with pytest.raises(KeyError):
        ArthraError("no.such.code")


def test_every_text_formats_with_its_own_placeholders():
    import string

    for code, text in messages.TEXTS.items():
        fields = {name: 1 if spec else "x" for _, name, spec, _ in string.Formatter().parse(text) if name}
        assert str(Message(code, fields)), code  # a number where the text formats one


def test_every_counter_the_engine_keeps_has_a_text():
    import re
    from pathlib import Path

    counted = {name for path in Path("retrieval").rglob("*.py")
               for name in re.findall(r'\.count\(\s*"([a-z_]+)"', path.read_text(encoding="utf-8"))}
    assert counted and sorted(name for name in counted if f"counter.{name}" not in messages.TEXTS) == []


def test_a_message_inside_a_message_is_rendered_from_the_same_translation(catalogue, monkeypatch):
    monkeypatch.setitem(messages.TEXTS, "test.outer", "{inner}, as counted")
    outer = Message("test.outer", {"inner": Message("test.greeting", {"count": 2, "source": "ΠΚ"})})
    assert str(outer) == "Found 2 articles in ΠΚ, as counted"
    greek = {"test.greeting": "Βρέθηκαν {count} άρθρα στο {source}", "test.outer": "{inner}, κατά την καταμέτρηση"}
    assert outer.text(greek) == "Βρέθηκαν 2 άρθρα στο ΠΚ, κατά την καταμέτρηση"


def test_trace_counters_read_as_what_they_count_then_how_many():
    from retrieval.types import describe_counts

    assert describe_counts({"invalid_ids": 2, "made_up": 1}) == (  # an unknown counter reads as its name
        "articles the LLM named other than by the ref of one it was shown (discarded): 2, made up: 1")


def test_numbers_take_the_language_separators_and_identifiers_stay_as_they_are(monkeypatch):
    from desktop import texts

    monkeypatch.setitem(messages.TEXTS, "test.cost", "{tokens:,} tokens, {minutes:.1f} min, {share} of the calls, "
                                                    "law {law}, id {id!r}")
    message = Message("test.cost", {"tokens": 1234567, "minutes": 0.25, "share": 0.5, "law": 4624, "id": "N4624/2019"})
    assert str(message) == "1,234,567 tokens, 0.2 min, 0.5 of the calls, law 4624, id 'N4624/2019'"
    assert message.text(messages.TEXTS, (".", ",")) == \
        "1.234.567 tokens, 0,2 min, 0,5 of the calls, law 4624, id 'N4624/2019'"
    monkeypatch.setattr(texts, "_language", "el")
    assert texts.render(message) == message.text(messages.TEXTS, (".", ","))
    assert (texts.number(2652), texts.number(0.78254, 4)) == ("2.652", "0,7825")
