"""Benchmark folders in every supported layout, and the clear errors and counted drops on bad input."""

import json

import pyarrow
import pyarrow.parquet
import pytest

from retrieval import greekbar
from retrieval.corpus import CorpusError
from retrieval.datasets import load_dataset
from tests import greekbar_data
from conftest import BENCH_QRELS, BENCH_QUERIES, GREEK_ARTICLES, write_dataset, write_jsonl


def problems_loading(folder):
    with pytest.raises(CorpusError) as caught:
        load_dataset(folder)
    return [str(p) for p in caught.value.problems]


def test_our_layout_keeps_grades_and_query_fields(tmp_path):
    dataset = load_dataset(write_dataset(tmp_path / "ds"))
    assert dataset.layout == "arthra"
    assert dataset.qrels["q-theft"] == {"CrimC::372": 2, "CrimC::375": 1}
    assert [q.id for q in dataset.judged_queries()] == [q["id"] for q in BENCH_QUERIES]
    assert dataset.queries[0].fields == {"category": "penal"}
    assert len(dataset.corpus.articles) == len(GREEK_ARTICLES) and dataset.notes == []


def test_beir_layout_with_plain_and_spaced_ids_is_mapped(tmp_path):
    folder = tmp_path / "beir"
    write_jsonl(folder / "corpus.jsonl", [{"_id": "doc 1", "title": "A", "text": "alpha beta"},
                                          {"_id": "2", "title": "B", "text": "gamma delta"}])
    write_jsonl(folder / "queries.jsonl", [{"_id": "q1", "text": "alpha"}])
    (folder / "qrels").mkdir()
    (folder / "qrels" / "test.tsv").write_text("query-id\tcorpus-id\tscore\nq1\tdoc 1\t1\nq1\tDOC::2\t0\n",
                                               encoding="utf-8")
    dataset = load_dataset(folder)
    assert dataset.layout == "beir"
    assert [a.id for a in dataset.corpus.articles] == ["DOC::doc_1", "DOC::2"]
    assert dataset.qrels == {"q1": {"DOC::doc_1": 1, "DOC::2": 0}}
    assert dataset.notes[0].startswith("2 corpus ids are not SOURCE::ARTICLE ids and were mapped")


def test_trec_qrels_are_read(tmp_path):
    folder = write_dataset(tmp_path / "ds")
    (folder / "qrels.tsv").unlink()
    (folder / "qrels.txt").write_text("q-theft 0 CrimC::372 2\nq-fraud 0 CrimC::386 1\n", encoding="utf-8")
    dataset = load_dataset(folder)
    assert dataset.layout == "trec"
    assert dataset.qrels == {"q-theft": {"CrimC::372": 2}, "q-fraud": {"CrimC::386": 1}}


def write_parquet(path, rows):
    path.parent.mkdir(parents=True, exist_ok=True)
    pyarrow.parquet.write_table(pyarrow.Table.from_pylist(rows), path)


def test_greekbarretrieval_as_downloaded_from_hugging_face(tmp_path):
    folder = tmp_path / "greek-bar-bench"
    write_parquet(folder / "corpus" / "test-00000-of-00001.parquet",
                  [{"id": a["id"], "text": a["text"]} for a in GREEK_ARTICLES])
    write_parquet(folder / "queries" / "test-00000-of-00001.parquet",
                  [{"id": "gbr-1", "text": "Τα γεγονότα της υπόθεσης.\n\nΕίναι κλοπή;"}])
    write_parquet(folder / "qrels" / "test-00000-of-00001.parquet",
                  [{"query-id": "gbr-1", "corpus-id": "CrimC::372", "score": 1},
                   {"query-id": "gbr-1", "corpus-id": "CivC::11", "score": 1}])
    dataset = load_dataset(folder)
    assert dataset.layout == "huggingface"
    assert dataset.queries[0].text.endswith("\n\nΕίναι κλοπή;")
    assert dataset.qrels == {"gbr-1": {"CrimC::372": 1}}
    assert dataset.notes == ["1 judgements point at articles missing from the corpus (dropped)"]


def test_unusable_judgements_are_dropped_and_counted(tmp_path):
    qrels = BENCH_QRELS + [("q-unknown", "CrimC::372", 1), ("q-theft", "CrimC::999", 1), ("q-theft", "CrimC::372", 1)]
    queries = BENCH_QUERIES + [{"id": "q-unjudged", "text": "κάτι άλλο"}]
    dataset = load_dataset(write_dataset(tmp_path / "ds", queries, qrels))
    assert dataset.qrels["q-theft"]["CrimC::372"] == 2  # the higher grade of a repeated pair
    assert dataset.notes == [
        "1 judgements repeat an earlier (query, article) pair (the higher grade kept)",
        "1 judgements point at articles missing from the corpus (dropped)",
        "1 judgements name queries that are not in the queries file (dropped)",
        "1 queries have no relevant article and are left out of the evaluation",
    ]
    assert "q-unjudged" not in [q.id for q in dataset.judged_queries()]


def test_empty_and_duplicate_queries_stop_the_run(tmp_path):
    queries = BENCH_QUERIES + [{"id": "q-empty", "text": "  "}, {"id": "q-theft", "text": "again"}]
    folder = write_dataset(tmp_path / "ds", queries)
    path = folder / "queries.jsonl"
    assert problems_loading(folder) == [f"{path}:5: query 'q-empty' has no 'text'",
                                        f"{path}:6: duplicate query id 'q-theft' (first at line 1)"]


def test_missing_parts_are_named(tmp_path):
    folder = write_dataset(tmp_path / "ds")
    (folder / "queries.jsonl").unlink()
    assert problems_loading(folder) == [f"{folder}: arthra layout without queries.jsonl"]
    (folder / "qrels.tsv").unlink()
    assert "not a benchmark folder" in problems_loading(folder)[0]
    assert problems_loading(tmp_path / "nowhere") == [f"{tmp_path / 'nowhere'}: no such dataset folder"]
    (tmp_path / "hf" / "corpus").mkdir(parents=True)
    (tmp_path / "hf" / "queries").mkdir()
    (tmp_path / "hf" / "qrels").mkdir()
    assert problems_loading(tmp_path / "hf")[0] == f"{tmp_path / 'hf' / 'corpus'}: no parquet, jsonl or arrow files " \
                                                   "for split 'test'"


def test_malformed_qrels_lines_are_named(tmp_path):
    folder = write_dataset(tmp_path / "ds")
    (folder / "qrels.tsv").write_text("query-id\tcorpus-id\tscore\nq-theft\tCrimC::372\thigh\n", encoding="utf-8")
    assert problems_loading(folder) == [f"{folder / 'qrels.tsv'}:2: the grade 'high' is not a whole number"]
    (folder / "qrels.tsv").write_text(json.dumps("nothing") + "\n", encoding="utf-8")
    assert problems_loading(folder) == [f"{folder / 'qrels.tsv'}:1: expected 3 columns (query-id, corpus-id, score), "
                                        "found 1"]
    (folder / "qrels.tsv").write_text("", encoding="utf-8")
    assert problems_loading(folder) == [f"{folder / 'qrels.tsv'}: no relevance judgements in this file"]


def test_qrels_are_validated_strictly_at_their_lines(tmp_path):
    folder = write_dataset(tmp_path / "ds")
    path = folder / "qrels.tsv"
    path.write_text("query-id\tcorpus-id\tscore\n"
                    "q-theft\tCrimC::372\t2\n"
                    "q-theft CrimC::375 1\n"  # spaces, not tabs
                    "q-fraud\tCrimC::386\t-1\n"  # a negative grade
                    "q-fraud\tCrimC::386\t1.5\n"
                    "q-fraud\tCrimC::386\n"  # a column short
                    "q-fraud\t0\tCrimC::386\t1\n"  # TREC's four columns inside a TSV file
                    "\tCrimC::386\t1\n", encoding="utf-8")
    assert problems_loading(folder) == [
        f"{path}:3: expected 3 tab-separated columns (query-id, corpus-id, score); this line is separated by spaces",
        f"{path}:4: the grade -1 is negative; judge a non-relevant article 0",
        f"{path}:5: the grade '1.5' is not a whole number",
        f"{path}:6: expected 3 columns (query-id, corpus-id, score), found 2",
        f"{path}:7: expected 3 columns (query-id, corpus-id, score), found 4",
        f"{path}:8: an empty query-id"]
    path.write_text("q-theft\tCrimC::372\t2\nq-fraud\tCrimC::386\t1\n", encoding="utf-8")
    assert problems_loading(folder) == [f"{path}:1: a tab-separated qrels file starts with the header "
                                        "'query-id<TAB>corpus-id<TAB>score' (this line is data); or write TREC qrels: "
                                        "'query-id 0 corpus-id grade'"]


def test_trec_qrels_are_a_format_of_their_own_in_any_qrels_file(tmp_path):
    folder = write_dataset(tmp_path / "ds")
    (folder / "qrels.tsv").write_text("q-theft 0 CrimC::372 2\nq-theft\t0\tCrimC::375\t1\n\nq-fraud Q0 CrimC::386 0\n",
                                      encoding="utf-8")
    assert load_dataset(folder).qrels == {"q-theft": {"CrimC::372": 2, "CrimC::375": 1}, "q-fraud": {"CrimC::386": 0}}
    (folder / "qrels.tsv").write_text("q-theft 0 CrimC::372 2\nq-fraud CrimC::386 1\nq-fraud 0 CrimC::386 -2\n",
                                      encoding="utf-8")
    path = folder / "qrels.tsv"
    assert problems_loading(folder) == [
        f"{path}:2: expected 4 columns (query-id, iteration, corpus-id, grade), found 3",
        f"{path}:3: the grade -2 is negative; judge a non-relevant article 0"]


def test_a_qrels_table_needs_its_columns_and_whole_grades(tmp_path):
    from retrieval.datasets import read_qrels_file

    path = tmp_path / "qrels.parquet"
    write_parquet(path, [{"query-id": "q1", "corpus-id": "d1", "score": 1},
                         {"query-id": "q1", "corpus-id": "d2", "score": -1}])
    judgements, problems = read_qrels_file(path)
    assert [(j.query, j.article, j.grade) for j in judgements] == [("q1", "d1", 1)]
    assert [str(p) for p in problems] == [f"{path}:2: the grade -1 is negative; judge a non-relevant article 0"]
    write_parquet(path, [{"query-id": "q1", "doc": "d1", "score": 1}])
    assert [str(p) for p in read_qrels_file(path)[1]] == [f"{path}: the qrels table has no corpus-id column"]


@pytest.mark.parametrize("write, layout, revision", [
    (greekbar_data.write_parquet_snapshot, "huggingface", ""),
    (greekbar_data.write_hub_cache, "huggingface", "v2.0"),
    (greekbar_data.write_saved_to_disk, "huggingface-arrow", ""),
])
def test_greekbarretrieval_in_every_downloaded_form_gets_its_areas(tmp_path, write, layout, revision):
    dataset = load_dataset(write(tmp_path / "gbr"))
    assert dataset.layout == layout and dataset.revision == revision
    assert len(dataset.corpus.articles) == len(greekbar_data.articles())
    assert len(dataset.queries) == len(greekbar_data.QUERIES) and dataset.qrels["astiko_2015-A_q1"] == {
        "AK::914": 1, "AK::932": 1}
    areas = {s.prefix: s.areas for s in dataset.corpus.sources}
    assert areas == {"AK": ("civil", "public", "commercial", "lawyers"), "PK": ("lawyers", "criminal"),
                     "KPolD": ("civil", "commercial", "lawyers")}
    assert {s.prefix: s.title for s in dataset.corpus.sources}["PK"] == "Greek Penal Code"
    assert dataset.corpus.declared == {"AK", "PK", "KPolD"}
    assert dataset.notes == ["GreekBarRetrieval recognised: legal areas given to 3 of 3 sources"]


def test_greekbar_prefixes_match_in_any_spelling_and_query_ids_name_the_area():
    assert greekbar.known_source("AK") == greekbar.known_source("Α.Κ.") == greekbar.known_source("ΑΚ")
    assert greekbar.known_source("ΚΠολΔ") == greekbar.known_source("KPolD") != greekbar.known_source("ΚΠΔ")
    assert greekbar.known_source("ΠΚ")[1] == ("lawyers", "criminal")
    assert greekbar.known_source("Σύνταγμα") == greekbar.known_source("Syntagma")
    assert greekbar.known_source("ν. 3190/1955")[1] == ("commercial",) == greekbar.known_source("N3190/1955")[1]
    assert greekbar.known_source("KDD/sias") != greekbar.known_source("KDD") and greekbar.known_source("CrimC") is None
    assert greekbar.query_area("poiniko_2016-B_q2") == "criminal" and greekbar.query_area("kodikas_2019_q1") == \
        "lawyers" and greekbar.query_area("q-theft") is None and greekbar.query_area("other_2016_q2") is None
    assert greekbar.release_by_sizes(6308, 257, 660) == "v2.0" and greekbar.release_by_sizes(6308, 283, 775) == ""
    assert len(greekbar.SOURCE_AREAS) == 23 and {a for _, areas in greekbar.SOURCE_AREAS.values()
                                                  for a in areas} == set(greekbar.AREAS)


def test_other_data_and_a_sources_file_are_left_alone(tmp_path):
    folder = greekbar_data.write_parquet_snapshot(tmp_path / "gbr")
    (folder / "sources.json").write_text(json.dumps([{"prefix": "AK", "areas": ["mine"]}]), encoding="utf-8")
    dataset = load_dataset(folder)
    assert {s.prefix: s.areas for s in dataset.corpus.sources}["AK"] == ("mine",)
    assert {s.prefix: s.areas for s in dataset.corpus.sources}["PK"] == ()
    assert load_dataset(write_dataset(tmp_path / "ours")).notes == []


def test_a_benchmarks_own_lead_ins_are_read_and_checked(tmp_path):
    folder = write_dataset(tmp_path / "ds")
    (folder / "lead_ins.json").write_text(json.dumps({"author": "Ο συγγραφέας του βιβλίου είναι {value}"}),
                                          encoding="utf-8")
    assert load_dataset(folder).lead_ins == {"author": "Ο συγγραφέας του βιβλίου είναι {value}"}
    (folder / "lead_ins.json").write_text(json.dumps({"author": "Συγγραφέας"}), encoding="utf-8")
    assert "lead-in with {value}" in problems_loading(folder)[0]


def test_subsets_stored_as_files_named_after_them_are_read_too(tmp_path):
    folder = tmp_path / "flat"
    for subset, rows in (("corpus", greekbar_data.articles()), ("queries", greekbar_data.queries()),
                         ("qrels", greekbar_data.qrels())):
        write_parquet(folder / "data" / f"{subset}-test-00000-of-00001.parquet", rows)
    dataset = load_dataset(folder)
    assert dataset.layout == "huggingface" and len(dataset.queries) == len(greekbar_data.QUERIES)
    assert {s.prefix for s in dataset.corpus.sources if s.areas} == {"AK", "PK", "KPolD"}
