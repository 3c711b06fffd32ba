"""Importing corpora: every bad line is reported by file and line, and nothing is half-imported."""

import json

import pytest

from retrieval import Library
from retrieval.corpus import CorpusError
from conftest import GREEK_ARTICLES, write_corpus, write_jsonl


def problems_of(library, path, **options):
    with pytest.raises(CorpusError) as caught:
        library.import_corpus(path, **options)
    return [str(p) for p in caught.value.problems]


def test_import_reads_articles_and_sources(library):
    summaries = {s.source.prefix: s for s in library.sources()}
    assert {p: s.articles for p, s in summaries.items()} == {"CrimC": 4, "LabL": 2, "CivC": 1}
    assert summaries["LabL"].source.areas == ("labour", "civil")
    assert summaries["CrimC"].source.title == "Ποινικός Κώδικας"
    article = library.article("CrimC::372")
    assert (article.source, article.article, article.title) == ("CrimC", "372", "Κλοπή")


def test_every_bad_line_is_named_and_nothing_is_imported(tmp_path):
    good = GREEK_ARTICLES[0]
    corpus = write_jsonl(tmp_path / "bad" / "corpus.jsonl", [
        good,
        '{"id": "CrimC::1", "text": "unterminated',
        {"id": "CrimC::2", "title": "no text"},
        {"id": "Crim C::3", "text": "id with a space"},
        {"id": "CrimC::372", "text": "the same id again"},
        {"id": "CrimC::4", "source": "CivC", "text": "source disagrees with the id"},
        {"text": "no id at all"},
        '["not", "an", "object"]',
    ])
    with Library.open(tmp_path / "lib") as library:
        found = problems_of(library, corpus)
        assert library.store.article_count() == 0
    assert found == [
        f"{corpus}:2: not valid JSON: Unterminated string starting at column 28",
        f"{corpus}:3: article 'CrimC::2' has no 'text'",
        f"{corpus}:4: id 'Crim C::3' contains whitespace",
        f"{corpus}:5: duplicate id 'CrimC::372' (first at line 1)",
        f"{corpus}:6: id 'CrimC::4' disagrees with its source 'CivC'",
        f"{corpus}:7: missing 'id' (or '_id')",
        f"{corpus}:8: expected a JSON object",
    ]


def test_a_failed_import_leaves_earlier_content_untouched(library, tmp_path):
    amended = dict(GREEK_ARTICLES[0], text="νέο κείμενο")
    bad = write_jsonl(tmp_path / "bad.jsonl", [amended, {"id": "CrimC::999"}])
    revision = library.store.revision
    assert problems_of(library, bad) == [f"{bad}:2: article 'CrimC::999' has no 'text'"]
    assert library.article("CrimC::372").text == GREEK_ARTICLES[0]["text"]
    assert library.store.revision == revision


def test_reimporting_unchanged_articles_changes_nothing(library, greek_corpus):
    revision = library.store.revision
    report = library.import_corpus(greek_corpus)
    assert (report.added, report.updated, report.unchanged) == (0, 0, len(GREEK_ARTICLES))
    assert library.store.revision == revision


def test_an_amended_article_replaces_the_old_and_marks_indexes_stale(library, tmp_path):
    library.lexical.bm25_index("greek")
    assert [i.stale for i in library.index_status()] == [False]
    amended = dict(GREEK_ARTICLES[0], text="Όποιος αφαιρεί ξένο κινητό πράγμα τιμωρείται με κάθειρξη.")
    report = library.import_corpus(write_jsonl(tmp_path / "amend" / "corpus.jsonl", [amended]))
    assert (report.added, report.updated, report.unchanged) == (0, 1, 0)
    assert library.article("CrimC::372").text == amended["text"]
    assert [i.stale for i in library.index_status()] == [True]


def test_beir_folder_with_plain_ids_takes_a_default_source(tmp_path):
    folder = tmp_path / "beir"
    write_jsonl(folder / "corpus.jsonl", [
        {"_id": "823", "title": "Schadensersatzpflicht", "text": "Wer vorsätzlich oder fahrlässig das Leben, den "
         "Körper, die Gesundheit, die Freiheit, das Eigentum eines anderen widerrechtlich verletzt, ist zum Ersatz "
         "des daraus entstehenden Schadens verpflichtet."},
        {"_id": 433, "title": "Kaufvertrag", "text": "Durch den Kaufvertrag wird der Verkäufer einer Sache "
         "verpflichtet, dem Käufer die Sache zu übergeben und das Eigentum an der Sache zu verschaffen."},
    ])
    with Library.open(tmp_path / "lib") as library:
        assert problems_of(library, folder) == [
            f"{folder / 'corpus.jsonl'}:1: id '823' has no SOURCE:: prefix and no 'source' field "
            "(pass a default source)",
            f"{folder / 'corpus.jsonl'}:2: id '433' has no SOURCE:: prefix and no 'source' field "
            "(pass a default source)"]
        report = library.import_corpus(folder, default_source="BGB")
        assert report.added == 2
        assert library.article("BGB::433").title == "Kaufvertrag"
        [summary] = library.sources()
        assert summary.source.language == "de"  # guessed: no sources.json
        assert library.analyzer().name == "german"


def test_malformed_sources_file_is_reported(tmp_path):
    folder = write_corpus(tmp_path / "c", sources=[{"title": "no prefix"}])
    with Library.open(tmp_path / "lib") as library:
        assert problems_of(library, folder) == [f"{folder / 'sources.json'}: source #1 needs a 'prefix' "
                                                "without whitespace"]


def test_missing_and_empty_inputs_are_reported(tmp_path):
    (tmp_path / "empty").mkdir()
    write_jsonl(tmp_path / "blank" / "corpus.jsonl", ["", "  "])
    with Library.open(tmp_path / "lib") as library:
        assert problems_of(library, tmp_path / "empty") == [f"{tmp_path / 'empty'}: folder has no corpus.jsonl"]
        assert problems_of(library, tmp_path / "nowhere") == [f"{tmp_path / 'nowhere'}: no such file or folder"]
        blank = tmp_path / "blank" / "corpus.jsonl"
        assert problems_of(library, blank) == [f"{blank}: no articles in file"]


def test_the_error_message_lists_problems_and_says_nothing_was_imported(tmp_path):
    corpus = write_jsonl(tmp_path / "c.jsonl", [json.dumps({"id": f"X::{i}"}) for i in range(25)])
    with Library.open(tmp_path / "lib") as library, pytest.raises(CorpusError) as caught:
        library.import_corpus(corpus)
    message = str(caught.value)
    assert message.startswith("25 problems, nothing was imported:")
    assert f"{corpus}:20: article 'X::19' has no 'text'" in message
    assert "... and 5 more" in message


def test_an_article_imported_alone_keeps_its_source_description(library, tmp_path):
    amended = dict(GREEK_ARTICLES[0], text="Όποιος αφαιρεί ξένο κινητό πράγμα τιμωρείται.")
    library.import_corpus(write_jsonl(tmp_path / "one.jsonl", [amended]))  # no sources.json beside it
    crimc = {s.source.prefix: s.source for s in library.sources()}["CrimC"]
    assert (crimc.title, crimc.language, crimc.areas) == ("Ποινικός Κώδικας", "el", ("criminal",))


def test_changing_only_areas_updates_the_article_but_no_index(library, tmp_path):
    library.lexical.bm25_index("greek")
    revision = library.store.revision
    moved = dict(GREEK_ARTICLES[6], areas=["civil", "tort"])
    report = library.import_corpus(write_jsonl(tmp_path / "areas.jsonl", [moved]))
    assert report.updated == 1 and library.article("CivC::914").areas == ("civil", "tort")
    assert library.store.revision == revision and not library.index_status()[0].stale


def test_fields_of_the_wrong_type_are_reported(tmp_path):
    corpus = write_jsonl(tmp_path / "c.jsonl", [{"id": "X::1", "source": 5, "text": "t"},
                                                {"id": "2", "source": "X", "article": ["a"], "text": "t"}])
    with Library.open(tmp_path / "lib") as library:
        assert problems_of(library, corpus) == [f"{corpus}:1: 'source' of 'X::1' must be a string",
                                                f"{corpus}:2: 'article' of '2' must be a string or a number"]


def test_a_byte_order_mark_is_accepted(tmp_path):
    path = tmp_path / "bom" / "corpus.jsonl"
    path.parent.mkdir()
    path.write_bytes("\ufeff".encode("utf-8") + json.dumps(GREEK_ARTICLES[0], ensure_ascii=False).encode("utf-8"))
    with Library.open(tmp_path / "lib") as library:
        assert library.import_corpus(path).added == 1
