"""The desktop app with pytest-qt, off-screen: search, cancel, import errors, benchmarks, models, language,
exports and the screenshot mode. The app talks to the real engine; only the LLM is a scripted local server."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt  # noqa: E402

from desktop import export, llm_cost  # noqa: E402
from desktop.engine import Engine  # noqa: E402
from desktop.main_window import MainWindow  # noqa: E402
from desktop.models_dialog import ModelsDialog  # noqa: E402
from models.llm import LLMConfig  # noqa: E402
from models.registry import ModelRegistry  # noqa: E402
from retrieval import Library, paths  # noqa: E402

from chat_server import ChatServer, role  # noqa: E402
from conftest import THEFT, WAIT, app_on, search, write_dataset, write_jsonl  # noqa: E402



def test_a_typed_case_finds_the_theft_article_first_with_its_reason_and_highlights(qtbot, window):
    search(qtbot, window, THEFT, "Πρόκειται για κλοπή;")
    tab = window.search_tab
    qtbot.waitUntil(lambda: tab.results.rowCount() > 0, timeout=WAIT)
    assert tab.results.item(0, 1).text() == "άρθρο 372 ΠΚ" and tab.outcome.hits[0].id == "CrimC::372"
    assert tab.results.item(0, 5).text().startswith("Matched: ") and "(keywords #1)" in tab.results.item(0, 5).text()
    assert "#ffe48a" in tab.pane.article.toHtml()  # matching words highlighted
    assert tab.runner.search_button.isEnabled() and not tab.runner.cancel_button.isEnabled()
    assert tab.book.searches(tab.matter_bar.current)[0].request.facts == THEFT  # kept in the matter
    assert tab.trace.topLevelItemCount() == 1 and tab.trace.topLevelItem(0).text(0) == "One pass"  # not blank


def test_filters_offer_the_library_sources_and_areas(qtbot, window):
    tab = window.search_tab
    qtbot.waitUntil(lambda: tab.form.source.count() > 1, timeout=WAIT)
    assert tab.form.source.findData("CrimC") > 0 and tab.form.area.findData("criminal") > 0
    tab.form.source.setCurrentIndex(tab.form.source.findData("N4808/2021"))
    search(qtbot, window, THEFT)
    qtbot.waitUntil(lambda: tab.outcome is not None, timeout=WAIT)
    assert {hit.source for hit in tab.outcome.hits} == {"N4808/2021"}


def test_cancel_stops_a_long_llm_search_and_the_window_stays_responsive(qtbot, window, arthra_home, monkeypatch):
    monkeypatch.setattr(llm_cost, "ask", lambda parent, estimate, cheaper: llm_cost.GO)

    def slow(messages):
        time.sleep(4)
        return '{"query": "κλοπή"}'

    server = ChatServer(slow)
    ModelRegistry().add_llm(LLMConfig("slow", "openai", server.url))
    try:
        tab = window.search_tab
        search(qtbot, window, THEFT, method="react-bm25")
        qtbot.waitUntil(lambda: "ReAct" in tab.runner.stage.text() or "Reformulating" in tab.runner.stage.text(), timeout=WAIT)
        started = time.monotonic()
        tab.runner.cancel_button.click()
        qtbot.waitUntil(lambda: tab.runner.job is None, timeout=5000)
        assert time.monotonic() - started < 2.5
        assert tab.runner.stage.text() == "Cancelled." and tab.runner.search_button.isEnabled()
        assert tab.pane.article.toPlainText() == "The search was cancelled."  # no longer «Searching…»
    finally:
        server.close()


def test_a_react_search_shows_its_trace_as_it_goes_and_keeps_it_when_cancelled(qtbot, window, arthra_home,
                                                                              monkeypatch):
    monkeypatch.setattr(llm_cost, "ask", lambda parent, estimate, cheaper: llm_cost.GO)
    planned, round_two = [], threading.Event()

    def responder(messages):
        if role(messages) == "planner":
            planned.append(messages)
            if len(planned) > 1:
                round_two.wait(WAIT / 1000)  # round 2's planner answers only after the test has looked
            return '{"query": "κλοπή κινητό"}'
        return '{"keep": [{"id": "CrimC::372", "reason": "theft"}]}'

    server = ChatServer(responder)
    ModelRegistry().add_llm(LLMConfig("scripted", "openai", server.url))
    try:
        tab = window.search_tab
        search(qtbot, window, THEFT, method="react-bm25")
        qtbot.waitUntil(lambda: tab.trace.topLevelItemCount() > 0 and tab.trace.topLevelItem(0).text(0) == "Round 1",
                        timeout=WAIT)
        assert tab.runner.job is not None and tab.runner.bar.value() > 0  # round 1 in view, and counted, while round 2 runs
        assert tab.trace.topLevelItem(0).child(1).text(1) == "άρθρο 372 ΠΚ"  # what the observer kept
        tab.runner.cancel_button.click()
        qtbot.waitUntil(lambda: tab.runner.job is None, timeout=5000)
        assert tab.runner.stage.text() == "Cancelled." and tab.details.currentWidget() is tab.trace
        assert tab.trace.topLevelItem(0).text(0) == "Round 1" and tab.trace.topLevelItem(1).text(0) != "Round 2"
    finally:
        round_two.set()
        server.close()


def test_a_react_search_first_shows_its_cost_and_can_switch_to_efficient_mode(qtbot, window, arthra_home,
                                                                            monkeypatch):
    shown = []

    def ask(parent, estimate, cheaper):
        shown.append((estimate, cheaper, llm_cost.describe(estimate)))
        return llm_cost.CHEAPER

    monkeypatch.setattr(llm_cost, "ask", ask)
    server = ChatServer(lambda messages: '{"query": "κλοπή κινητό"}' if role(messages) == "planner"
                        else '{"keep": []}')
    ModelRegistry().add_llm(LLMConfig("scripted", "openai", server.url))
    try:
        tab = window.search_tab
        search(qtbot, window, THEFT, method="react-bm25")
        qtbot.waitUntil(lambda: tab.outcome is not None, timeout=WAIT)
        estimate, cheaper, words = shown[0]
        assert cheaper.estimate.prompt_tokens < estimate.prompt_tokens and estimate.host == "this machine"
        assert cheaper.change.code == "react.cheaper_efficient"  # no embedding model is configured
        assert "LLM calls" in words and "minutes" in words
        assert tab.outcome.request.settings["mode"] == "efficient"
        hosts = [tab.trace.topLevelItem(i).text(1) for i in range(tab.trace.topLevelItemCount())]
        assert "the case text stays on this machine" in hosts
        retrieved = tab.trace.topLevelItem(0).child(0).text(1)
        assert "άρθρο 372 ΠΚ" in retrieved and "CrimC::" not in retrieved  # cited as lawyers cite, not by id
    finally:
        server.close()


def test_an_import_with_a_bad_line_names_the_line_and_imports_nothing(qtbot, window, tmp_path, dialogs):
    bad = write_jsonl(tmp_path / "bad" / "corpus.jsonl", [{"id": "X::1", "text": "fine"}, "{not json"])
    tab = window.library_tab
    qtbot.waitUntil(lambda: tab.sources.rowCount() == 8, timeout=WAIT)  # listed before the import
    listed = []
    tab.scopes_changed.connect(lambda sources, areas: listed.append(len(sources)))
    tab._import(bad, "X")
    qtbot.waitUntil(lambda: tab.job is None and bool(dialogs) and bool(listed), timeout=WAIT)  # listed again after it
    assert f"{bad}:2" in dialogs[-1]
    assert listed == [8] and tab.sources.rowCount() == 8


def test_removing_a_source_says_in_the_status_line_what_went(qtbot, window):
    tab = window.library_tab
    qtbot.waitUntil(lambda: tab.sources.rowCount() == 8, timeout=WAIT)
    tab.sources.selectRow(0)
    source = tab.selected_source()
    articles = int(tab.sources.item(0, 6).text())
    tab.remove_source(confirm=False)
    qtbot.waitUntil(lambda: tab.job is None and tab.sources.rowCount() == 7, timeout=WAIT)
    assert window.statusBar().currentMessage() == f"Removed {source.title} and its {articles} articles."


def test_the_benchmark_tab_runs_a_tiny_dataset_and_fills_the_table(qtbot, window, tmp_path):
    tab = window.bench_tab
    tab.dataset.setText(str(write_dataset(tmp_path / "dataset")))
    tab.methods.setText("bm25,bm25-prf")
    tab.run()
    qtbot.waitUntil(lambda: tab.summary.rowCount() == 2, timeout=WAIT)
    assert [tab.summary.item(r, 0).text() for r in range(2)] == ["bm25", "bm25-prf"]
    assert tab.summary.horizontalHeaderItem(1).text() == "nDCG@10"
    assert tab.breakdown.rowCount() > 0 and tab.charts_layout.count() >= 2
    assert (tab.out / "report.md").is_file()
    marked = any("†" in tab.summary.item(r, c).text() for r in range(2) for c in range(1, tab.summary.columnCount()))
    assert tab.summary.toolTip().startswith("†" if marked else "No method differs")  # the legend only with a mark
    gbr = tab.preset.findData("gbr")
    assert tab.preset.itemText(gbr) == "GreekBarRetrieval's metrics (gbr)"
    assert "Recall@100" in tab.preset.itemData(gbr, Qt.ItemDataRole.ToolTipRole)


def test_a_model_that_does_not_load_is_reported_in_a_dialog(qtbot, window, tmp_path, dialogs):
    broken = tmp_path / "broken.gguf"
    broken.write_bytes(b"GGUF" + b"\0" * 64)
    ModelRegistry().add_llm(LLMConfig("broken", "gguf", str(broken)))
    dialog = ModelsDialog(window.engine, window)
    qtbot.addWidget(dialog)
    row = next(r for r in range(dialog.table.rowCount()) if dialog.table.item(r, 1).text() == "broken")
    dialog.table.selectRow(row)
    dialog.test()
    qtbot.waitUntil(lambda: dialog.job is None, timeout=WAIT)
    assert "llama.cpp" in dialogs[-1] and dialog.result.text() == "Does not load."


def test_the_greek_interface_is_loaded_from_its_translation(qtbot, tmp_path, arthra_home, dialogs):
    from PySide6.QtCore import QCoreApplication, QTranslator

    translator = QTranslator()
    assert translator.load(str(Path("desktop/i18n/arthra_el.qm").resolve()))
    QCoreApplication.installTranslator(translator)
    engine = Engine(tmp_path / "library")
    try:
        greek = MainWindow(engine, lambda code: None, "el")
        qtbot.addWidget(greek)
        assert [greek.tabs.tabText(i) for i in range(3)] == ["Αναζήτηση", "Βιβλιοθήκη", "Αξιολόγηση"]
        assert greek.search_tab.runner.search_button.text() == "Αναζήτηση"
    finally:
        QCoreApplication.removeTranslator(translator)
        engine.close()


def test_results_export_to_markdown_and_pdf(qtbot, window, tmp_path):
    search(qtbot, window, THEFT, "Πρόκειται για κλοπή;")
    qtbot.waitUntil(lambda: window.search_tab.outcome is not None, timeout=WAIT)
    report = window.search_tab.report()
    text = export.markdown(report)
    assert "### 1. άρθρο 372 ΠΚ — Κλοπή" in text and THEFT in text
    assert "Demonstration corpus" in text and "no legal advice" in text
    export.write_pdf(report, tmp_path / "list.pdf")
    assert (tmp_path / "list.pdf").read_bytes().startswith(b"%PDF") and (tmp_path / "list.pdf").stat().st_size > 5000


def test_a_search_of_the_matter_reopens_with_its_inputs_and_results_as_they_were(qtbot, window):
    tab = window.search_tab
    search(qtbot, window, THEFT, "Κλοπή;")
    qtbot.waitUntil(lambda: tab.outcome is not None, timeout=WAIT)
    shown = [hit.id for hit in tab.outcome.hits]
    tab.form.facts.setPlainText("")
    tab.clear_results("")
    tab.recent._reopen(1)
    assert tab.form.facts.toPlainText() == THEFT and tab.form.question.text() == "Κλοπή;"
    assert [hit.id for hit in tab.outcome.hits] == shown and tab.runner.job is None  # not searched again


def test_the_screenshot_mode_saves_the_window_after_the_search(tmp_path, arthra_home):
    with Library.open(arthra_home / "library") as library:
        library.import_corpus(paths.demo_corpus())
    picture = tmp_path / "search.png"
    env = dict(os.environ, ARTHRA_HOME=str(arthra_home), QT_QPA_PLATFORM="offscreen")
    result = subprocess.run([sys.executable, "-m", "desktop.cli", "gui", "--screenshot", str(picture), "--facts",
                             THEFT, "--question", "Κλοπή;", "--language", "en"], env=env, capture_output=True,
                            text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    assert picture.read_bytes().startswith(b"\x89PNG") and picture.stat().st_size > 20_000
    from desktop.matters import MatterBook

    book = MatterBook(arthra_home / "matters.sqlite")
    assert book.searches(book.matters()[0].id)[0].request.question == "Κλοπή;"


def test_the_screenshot_mode_runs_an_llm_search_unattended_and_keeps_the_saved_language(tmp_path, arthra_home):
    with Library.open(arthra_home / "library") as library:
        library.import_corpus(paths.demo_corpus())
    server = ChatServer(lambda messages: '{"query": "κλοπή κινητό"}' if role(messages) == "planner"
                        else '{"keep": []}')
    ModelRegistry().add_llm(LLMConfig("scripted", "openai", server.url))
    picture = tmp_path / "react.png"
    env = dict(os.environ, ARTHRA_HOME=str(arthra_home), QT_QPA_PLATFORM="offscreen")
    try:
        result = subprocess.run([sys.executable, "-m", "desktop.cli", "gui", "--screenshot", str(picture),
                                 "--facts", THEFT, "--method", "react-bm25", "--set", "rounds=1", "--trace",
                                 "--language", "en"], env=env, capture_output=True, text=True, timeout=240)
    finally:
        server.close()
    assert result.returncode == 0, result.stderr  # no cost dialog waits for an answer nobody gives
    assert picture.read_bytes().startswith(b"\x89PNG")
    assert "language" not in (arthra_home / "desktop.ini").read_text(encoding="utf-8")
    unknown = subprocess.run([sys.executable, "-m", "desktop.cli", "gui", "--screenshot", str(picture), "--facts",
                              THEFT, "--method", "react"], env=env, capture_output=True, text=True, timeout=60)
    assert unknown.returncode == 2 and "unknown method 'react'" in unknown.stderr


def test_the_greek_translation_is_complete_and_compiled(tmp_path):
    import xml.etree.ElementTree as ET

    source = Path("desktop/i18n/arthra_el.ts").resolve()
    translations = [(m.find("source").text, m.find("translation")) for m in ET.parse(source).getroot().iter("message")]
    unfinished = [text for text, translation in translations
                  if translation.get("type") in ("unfinished", "obsolete", "vanished") or not translation.text]
    assert unfinished == []
    compiled = tmp_path / "arthra_el.qm"
    subprocess.run([str(Path(sys.executable).parent / "pyside6-lrelease"), str(source), "-qm", str(compiled)],
                   check=True, capture_output=True)
    assert compiled.read_bytes() == source.with_suffix(".qm").read_bytes(), "run: make translations"


def test_a_law_in_plain_text_is_previewed_before_it_is_imported(qtbot, tmp_path):
    from desktop.law_preview import LawPreviewDialog

    law = tmp_path / "law.txt"
    law.write_text("ΚΕΦΑΛΑΙΟ Α΄\nΆρθρο 1 - Σκοπός\nΟ νόμος ρυθμίζει τις μισθώσεις.\nΆρθρο 2\nΗ μίσθωση λύεται.\n",
                   encoding="utf-8")
    dialog = LawPreviewDialog(law)
    qtbot.addWidget(dialog)
    dialog.source.setText("N1/2020")
    dialog.refresh()
    assert [dialog.table.item(r, 0).text() for r in range(dialog.table.rowCount())] == ["1", "2"]  # numbers, as cited
    assert dialog.table.item(1, 0).toolTip() == "N1/2020::2"
    assert dialog.table.item(0, 1).text() == "Σκοπός" and dialog.buttons.buttons()[0].isEnabled()
    law.write_text("Άρθρο 1\nΚείμενο.\nΆρθρο 1\nΆλλο κείμενο.\n", encoding="utf-8")
    dialog.refresh()
    assert "law.txt:3: article 1 appears again" in dialog.summary.text()
    assert not dialog.buttons.buttons()[0].isEnabled()


def test_arabic_facts_are_laid_out_right_to_left(qtbot, window):
    from desktop.article_view import right_to_left

    assert right_to_left("١٢ المادة") and not right_to_left("12 Article المادة")
    tab = window.search_tab
    tab.form.facts.setPlainText("استولى المتهم على الهاتف\nThe second paragraph.")
    tab.form.facts.show()
    from PySide6.QtCore import Qt

    first = tab.form.facts.document().firstBlock()
    assert (first.textDirection(), first.next().textDirection()) == (Qt.LayoutDirection.RightToLeft,
                                                                     Qt.LayoutDirection.LeftToRight)


def test_more_settings_take_values_with_commas(qtbot, window):
    tab = window.search_tab
    tab.form.facts.setPlainText(THEFT)
    tab.form.more_settings.setText("fields=title,text, variant=lucene")
    assert tab.form.request().settings == {"fields": "title,text", "variant": "lucene"}


def test_a_misspelt_setting_is_said_in_greek_where_the_search_reports_and_nothing_typed_is_lost(qtbot, window,
                                                                                                 dialogs):
    from desktop import texts
    from retrieval.settings import SettingsError

    tab = window.search_tab
    tab.form.facts.setPlainText(THEFT)
    tab.form.method.setCurrentIndex(tab.form.method.findData("react-bm25"))
    tab.form.more_settings.setText("round=3")
    with pytest.raises(SettingsError, match=r"did you mean rounds\?"):
        tab.form.request()
    texts.set_language("el")
    try:
        tab.search()
        assert "δεν έχει ρύθμιση 'round' (μήπως εννοείτε rounds;)" in tab.runner.stage.toolTip()
    finally:
        texts.set_language("en")
    assert tab.runner.job is None and dialogs == []  # nothing ran, no dialog in the way
    assert (tab.form.facts.toPlainText(), tab.form.more_settings.text()) == (THEFT, "round=3")
    tab.form.setting_inputs["rounds"].setText("0")
    tab.form.more_settings.setText("")
    with pytest.raises(SettingsError, match="rounds='0' is not allowed"):
        tab.form.request()


def test_the_featured_settings_come_from_the_methods_declarations(qtbot, window):
    from retrieval.methods import METHODS

    tab = window.search_tab
    for name, inputs in tab.form.setting_pages.items():
        assert list(inputs) == [s.name for s in METHODS[name].settings.featured]
        for key, edit in inputs.items():
            assert edit.toolTip().startswith(f"{key}: ")
            assert edit.toolTip().endswith(METHODS[name].settings[key].help[1:])  # its help, capitalised


def test_an_analyzer_typed_in_more_settings_is_the_searchs_analyzer(qtbot, window):
    tab = window.search_tab
    tab.form.more_settings.setText("analyzer=greek-nostem")
    search(qtbot, window, THEFT)
    qtbot.waitUntil(lambda: tab.outcome is not None, timeout=WAIT)
    assert {hit.explanation.analyzer for hit in tab.outcome.hits} == {"greek-nostem"}


def test_an_empty_library_gets_the_demo_library_and_the_window_says_so(qtbot, tmp_path, arthra_home, dialogs):
    import gc

    from desktop import first_run

    # Earlier tests' windows are garbage now; collected during this import, they would be freed on the engine's
    # thread, where Qt objects must not be destroyed, so they are collected here, on the GUI thread.
    gc.collect()
    engine = Engine(tmp_path / "empty")
    try:
        main = MainWindow(engine, lambda code: None, "en")
        qtbot.addWidget(main)
        banner = first_run.install(main)
        assert not banner.isHidden()  # no model is registered in this ARTHRA_HOME
        qtbot.waitUntil(lambda: "demo library" in main.statusBar().currentMessage(), timeout=WAIT)
        with Library.open(tmp_path / "empty") as library:
            assert library.store.article_count() > 800
        again = MainWindow(engine, lambda code: None, "en")  # a second start leaves the library as it is
        qtbot.addWidget(again)
        first_run.install(again)
        finished = []
        again.first_run.finished.connect(finished.append)
        qtbot.waitUntil(lambda: finished == [0], timeout=WAIT)
    finally:
        engine.close()


def test_a_found_server_model_is_registered_with_one_click_and_test_loaded(qtbot, window, monkeypatch, tmp_path):
    server = ChatServer(lambda messages: "ok")
    monkeypatch.setenv("ARTHRA_DISCOVER_PORTS", server.url.rsplit(":", 1)[1])
    monkeypatch.setenv("ARTHRA_DISCOVER_FOLDERS", str(tmp_path / "no-models"))
    try:
        dialog = ModelsDialog(window.engine, window)
        qtbot.addWidget(dialog)
        qtbot.waitUntil(lambda: dialog.found.table.rowCount() == 1, timeout=WAIT)
        assert not dialog.found.add.isEnabled()  # nothing chosen yet
        dialog.found.table.selectRow(0)
        assert dialog.found.add.isEnabled()
        dialog.found.add.click()
        assert [llm.server_model for llm in ModelRegistry().llms()] == ["scripted-model"]
        qtbot.waitUntil(lambda: dialog.job is None and "answers" in dialog.result.text(), timeout=WAIT)
    finally:
        server.close()


def test_copy_diagnostics_puts_versions_models_and_indexes_on_the_clipboard_without_the_home_folder(
        qtbot, window, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QApplication

    monkeypatch.setenv("HOME", str(tmp_path))
    model = tmp_path / "models" / "private.gguf"
    model.parent.mkdir()
    model.write_bytes(b"GGUF")
    ModelRegistry().add_llm(LLMConfig("mine", "gguf", str(model)))
    window.copy_diagnostics()
    qtbot.waitUntil(lambda: "Arthra 0." in QApplication.clipboard().text(), timeout=WAIT)
    text = QApplication.clipboard().text()
    assert "llm mine gguf ~/models/private.gguf" in text and str(tmp_path) not in text
    assert "Qt 6." in text and "articles" in text


def test_the_library_tab_names_indexes_in_words_with_local_times_and_dates(qtbot, window):
    search(qtbot, window, THEFT)  # builds the BM25 index
    qtbot.waitUntil(lambda: window.search_tab.outcome is not None, timeout=WAIT)
    tab = window.library_tab
    tab.refresh()
    qtbot.waitUntil(lambda: tab.indexes.rowCount() > 0, timeout=WAIT)
    label, built = tab.indexes.item(0, 0), tab.indexes.item(0, 2).text()
    assert label.text() == "Keywords (BM25), Greek analysis, read by the default search"
    assert label.toolTip().startswith("bm25/greek@2/")
    assert re.fullmatch(r"\d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d", built), built
    penal = next(row for row in range(tab.sources.rowCount()) if tab.sources.item(row, 0).text() == "CrimC")
    assert tab.sources.item(penal, 5).text() == "1 Jul 2024 (demonstration)"  # its "text as of" date
    assert tab.sources.item(penal, 3).text() == "Greek"  # its language by name, not by code
    assert tab.sources.horizontalHeaderItem(0).text() == "Code"  # the id, named as one; lawyers cite the abbreviation
    assert tab.sources.item(penal, 2).text() == "ΠΚ"


@pytest.fixture
def small_window(qtbot, tmp_path, arthra_home, dialogs, english, greek_corpus):
    """The app on the seven-article library, with the real MiniLM registered as the default embedder."""
    from dataclasses import replace

    from models.registry import embedder_from_location
    from conftest import MINILM

    ModelRegistry().add_embedder(replace(embedder_from_location(MINILM), name="minilm"), default=True)
    yield from app_on(qtbot, tmp_path / "small", greek_corpus)


def test_a_search_that_must_first_embed_the_library_asks_and_says_how_long(qtbot, small_window, monkeypatch):
    from desktop import vectors

    asked, answers = [], [False, True]
    monkeypatch.setattr(vectors, "confirm_build",
                        lambda parent, to_build, as_of: asked.append(to_build) or answers.pop(0))
    tab = small_window.search_tab
    tab.form.method_picked = True  # the user chose the method: no suggestion replaces it
    search(qtbot, small_window, THEFT, method="hybrid")
    qtbot.waitUntil(lambda: tab.runner.job is None and len(asked) == 1, timeout=WAIT)
    assert [(work.embedder, work.articles, work.minutes) for work in asked[0]] == [("minilm", 7, 1)]
    assert tab.outcome is None and tab.runner.search_button.isEnabled()  # declined: nothing embedded, nothing searched
    search(qtbot, small_window, THEFT, method="hybrid")
    qtbot.waitUntil(lambda: tab.runner.job is None and tab.outcome is not None, timeout=WAIT)
    assert tab.outcome.hits[0].id == "CrimC::372"
    search(qtbot, small_window, THEFT, method="hybrid")  # the vectors are there now: no question
    qtbot.waitUntil(lambda: tab.runner.job is None, timeout=WAIT)
    assert len(asked) == 2


def test_the_picker_suggests_the_best_ready_method_and_builds_the_vectors_it_waits_for(qtbot, small_window):
    tab = small_window.search_tab
    qtbot.waitUntil(lambda: tab.form.method_note.text() != "", timeout=WAIT)
    assert tab.form.method.currentData() == "bm25" and tab.form.build_vectors_button.isVisibleTo(tab)
    assert tab.form.method_note.text() == ("Searching by meaning too (better for lay words) needs vectors from minilm: "
                                      "7 articles, about 1 minute.")
    tab.form.build_vectors_button.click()
    assert small_window.vectors.running and tab.runner.search_button.isEnabled()  # in the background: searches go on
    assert not tab.form.build_vectors_button.isEnabled()

    def spaces() -> int:
        with Library.open(small_window.engine.library_folder) as library:
            return len(library.spaces.vectors.spaces())

    with qtbot.waitSignal(small_window.vectors.ready, timeout=3 * WAIT):  # a lower priority
        pass
    assert spaces() == 1  # the paragraphs first: the hybrid searches with them while the whole articles are embedded
    assert small_window.statusBar().currentMessage() == ("The library's vectors from minilm are ready: searches "
                                                         "now combine keywords and meaning (hybrid).")
    qtbot.waitUntil(lambda: spaces() == 2 and not small_window.vectors.running, timeout=3 * WAIT)
    assert small_window.statusBar().currentMessage() == ("The whole articles from minilm are embedded too: searches "
                                                         "now also weigh each article as a whole, beside its best "
                                                         "paragraph.")  # not the hybrid's news a second time
    qtbot.waitUntil(lambda: tab.form.method.currentData() == "hybrid", timeout=WAIT)  # suggested once they exist
    assert tab.form.method_note.text().startswith("Suggested: Keywords and meaning, scores combined (hybrid), the best")
    assert not tab.form.build_vectors_button.isVisibleTo(tab)
    def labels() -> list[str]:
        indexes = small_window.library_tab.indexes
        return [indexes.item(row, 0).text() for row in range(indexes.rowCount())]

    # the registered name, once the library tab has listed the indexes again (a job of its own)
    qtbot.waitUntil(lambda: "Meaning (vectors of minilm), by paragraph" in labels(), timeout=WAIT)
    tab.form.method.setCurrentIndex(tab.form.method.findData("bm25"))
    tab.form.method.activated.emit(tab.form.method.currentIndex())  # as a click on the picker does
    tab.form.suggest_method()
    with qtbot.waitSignal(tab.form._suggestion_job.finished, timeout=WAIT):  # delivered by the event loop only
        pass
    assert tab.form.method.currentData() == "bm25"  # what the user picked stays


def test_the_library_tab_builds_vectors_for_a_second_registered_model(qtbot, small_window, monkeypatch):
    from dataclasses import replace

    from PySide6.QtWidgets import QInputDialog

    ModelRegistry().add_embedder(replace(ModelRegistry().embedder(), name="second", max_tokens=128))
    offered = []
    monkeypatch.setattr(QInputDialog, "getItem", lambda parent, title, label, names, *rest: (
        offered.append(list(names)) or ("second", True)))
    tab = small_window.library_tab
    tab.build_vectors()
    assert offered == [["minilm", "second"]]  # the default first
    assert tab.cancel_button.isVisibleTo(tab)
    qtbot.waitUntil(lambda: tab.job is None, timeout=3 * WAIT)  # on the background lane, at a lower priority
    assert small_window.statusBar().currentMessage() == "The library's vectors from second are ready."
    with Library.open(small_window.engine.library_folder) as library:
        spaces = [space.space for space in library.spaces.vectors.spaces()]
    assert len(spaces) == 2 and all(space.startswith("second-") for space in spaces)  # paragraphs, whole articles


def test_a_library_job_can_be_cancelled_and_holds_the_language_switch_and_the_other_actions(qtbot, small_window,
                                                                                         dialogs):
    import threading

    tab = small_window.library_tab
    qtbot.waitUntil(lambda: tab.sources.rowCount() == 3, timeout=WAIT)
    release = threading.Event()
    small_window.engine.run_long(lambda library, progress, cancel: release.wait(WAIT / 1000))  # a long job runs
    tab.build_vectors(embedder="minilm")  # queued behind it
    assert tab.stage.text() == "Waiting for the job before it to finish…"
    assert tab.cancel_button.isVisibleTo(tab) and not any(button.isEnabled() for button in tab.job_buttons)
    small_window._switch("el")
    assert small_window.languages == [] and "library job" in dialogs[-1]  # no switch under a running job
    tab.cancel_button.click()  # a waiting job leaves the queue at once
    qtbot.waitUntil(lambda: tab.job is None, timeout=2000)
    release.set()
    assert tab.stage.text() == "Cancelled." and not tab.cancel_button.isVisibleTo(tab)
    assert all(button.isEnabled() for button in tab.job_buttons)
    with Library.open(small_window.engine.library_folder) as library:
        assert library.spaces.vectors.spaces() == []  # cancelled before it embedded anything


def test_the_amending_laws_applied_are_listed_again_from_the_library_tab(qtbot, window, monkeypatch):
    from desktop.amendments_dialog import AmendmentsDialog
    from retrieval import paths
    from retrieval.types import AmendmentTally

    tab = window.library_tab
    qtbot.waitUntil(tab.amendments_button.isEnabled, timeout=30_000)
    shown = []
    monkeypatch.setattr(AmendmentsDialog, "exec", lambda self: shown.append(self))
    tab.amendments_button.click()
    dialog = shown[0]
    manifest = json.loads((paths.demo_corpus() / "amendments.json").read_text(encoding="utf-8"))
    assert [dialog.choice.itemText(i).split(",")[0] for i in range(dialog.choice.count())] == \
        [law["title"].split(":")[0] for law in manifest]  # «ν. 4855/2021», … in the order they were applied
    for index, law in enumerate(dialog.laws):
        dialog.choice.setCurrentIndex(index)
        tally = AmendmentTally.of(law.outcomes)
        assert dialog.summary.text() == f"Amendments: applied: {tally.applied}; already applied to this library: 0; " \
            f"not applied to articles of the library (check them by hand): {tally.missed}; for laws the library " \
            f"does not hold or not understood: {tally.other}."
        listed = dialog.lines.toPlainText().split("\n")
        unread = sum(not o.in_library and o.reason.code == "amend.not_understood" for o in law.outcomes)
        assert sum(line.startswith("Applied, article ") for line in listed) == tally.applied > 0
        assert sum(line.startswith("NOT applied, article ") for line in listed) == tally.missed + unread  # by hand
        assert listed[-1].startswith("Not for this library, article ") and \
            sum(line.startswith("Not for this library, article ") for line in listed) == tally.other - unread


def test_an_analyzer_variant_is_named_in_words_in_greek(greek):
    from desktop.labels import analyzer_label

    assert analyzer_label("greek") == "ελληνική"
    assert analyzer_label("greek-nostem") == "ελληνική (χωρίς αποκοπή καταλήξεων)"
    assert analyzer_label("german-char5") == "γερμανική (τμήματα 5 χαρακτήρων)"
    assert analyzer_label("greek-unheard") == "ελληνική (unheard)"  # a variant the app has no words for


def test_the_pane_warns_of_an_amendment_the_library_could_not_apply(qtbot, window):
    with Library.open(window.engine.library_folder, create=False) as library:  # what the demo could not apply
        pending = {o.target: (law.law, o.amending_article) for law in library.applied_laws()
                   for o in law.outcomes if o.in_library and not o.applied and "::" in o.target}
    assert pending, "the demo applies every amendment: this test needs one it cannot"
    target, (law, article) = sorted(pending.items())[0]
    pane = window.search_tab.pane
    qtbot.waitUntil(lambda: bool(window.search_tab.sources), timeout=30_000)
    pane.open(target)
    qtbot.waitUntil(lambda: pane.not_applied.isVisibleTo(window.search_tab), timeout=30_000)
    assert f"{law}, article {article}" in pane.not_applied.text() and "may not be the one in force" in \
        pane.not_applied.text()
    pane.open("CrimC::372")  # every amendment of it applied
    qtbot.waitUntil(lambda: pane.shown is not None and pane.shown.id == "CrimC::372" and pane.neighbours_known,
                    timeout=30_000)
    assert not pane.not_applied.isVisibleTo(window.search_tab)


def test_greek_joins_clauses_with_the_ano_teleia_not_the_question_mark(greek):
    from desktop import export
    from desktop.texts import clauses
    from retrieval.types import Source

    assert clauses(["Ταιριάζουν: κλοπή", "η υπόθεση λέει «προσπάθησε»"]) == "Ταιριάζουν: κλοπή· η υπόθεση λέει «προσπάθησε»"
    penal = Source("CrimC", "Ποινικός Κώδικας", "el", abbreviation="ΠΚ", as_of="2024-07-01")
    labour = Source("N4808/2021", "ν. 4808/2021: Προστασία της εργασίας", "el", as_of="2021-06-19")
    assert export.notices([(penal, ""), (labour, "")]) == \
        ["Επικαιρότητα των κειμένων: ΠΚ: 1 Ιουλίου 2024· ν. 4808/2021: 19 Ιουνίου 2021."]
