"""The app as a lawyer uses it, off-screen with pytest-qt: the article pane follows the results, a language
switch loses nothing, Test load really asks the model, articles carry their law and citation and link to the
articles they cite, and every text the app shows has its Greek translation."""

from __future__ import annotations

import ast
import re
import socket
import threading
from pathlib import Path

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QUrl  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from desktop import texts  # noqa: E402
from desktop.main_window import MainWindow  # noqa: E402
from desktop.models_dialog import ModelsDialog  # noqa: E402
from models.llm import LLMConfig  # noqa: E402
from models.registry import ModelRegistry  # noqa: E402
from retrieval.citations import abbreviation  # noqa: E402
from retrieval.messages import TEXTS  # noqa: E402
from retrieval.methods import METHODS  # noqa: E402
from retrieval.types import Article, Source  # noqa: E402

from chat_server import ChatServer  # noqa: E402
from conftest import write_dataset  # noqa: E402
from conftest import THEFT, WAIT, search  # noqa: E402

FRAUD = "Ο πωλητής έπεισε τον αγοραστή με ψέματα να πληρώσει για αυτοκίνητο που δεν υπήρχε· απάτη;"


def searched(qtbot, window, facts: str, **kwargs):
    tab = window.search_tab
    before = tab.outcome
    search(qtbot, window, facts, **kwargs)
    qtbot.waitUntil(lambda: tab.runner.job is None and tab.outcome is not before, timeout=WAIT)
    return tab.outcome


def test_after_a_new_search_the_pane_and_the_clipboard_show_the_new_first_row(qtbot, window):
    tab = window.search_tab
    qtbot.waitUntil(lambda: bool(tab.sources), timeout=WAIT)
    first = searched(qtbot, window, THEFT)
    assert tab.pane.shown.id == first.hits[0].id  # row 1 selected and shown
    second = searched(qtbot, window, FRAUD)
    assert first.hits[0].id != second.hits[0].id
    assert [index.row() for index in tab.results.selectionModel().selectedRows()] == [0]
    assert tab.pane.shown.id == second.hits[0].id
    assert tab.results.item(0, 1).text() in tab.pane.article.toPlainText()
    tab.pane.copy_article()
    assert QApplication.clipboard().text().startswith(tab.results.item(0, 1).text())
    tab.pane.copy_citation()
    copied, law = QApplication.clipboard().text(), abbreviation(tab.pane.sources[tab.pane.shown.source])
    assert copied.startswith(tab.results.item(0, 1).text()) and copied.count(law) == 1  # the law named once


def test_a_citation_copied_never_nests_parentheses():
    from desktop.article_view import citation_line

    theft = Article("CrimC::372", "CrimC", "372", "Κλοπή", "Όποιος αφαιρεί…")
    demo, plain = (Source("CrimC", title, "el", abbreviation="ΠΚ") for title in ("Ποινικός Κώδικας (ν. 4619/2019)",
                                                                                 "Ποινικός Κώδικας"))
    assert citation_line(theft, demo) == "άρθρο 372 ΠΚ, Ποινικός Κώδικας (ν. 4619/2019)"  # the demo's own title
    assert citation_line(theft, plain) == "άρθρο 372 ΠΚ (Ποινικός Κώδικας)"
    work = Article("N4808/2021::152", "N4808/2021", "152", "Έναρξη ισχύος", "…")
    assert citation_line(work, Source("N4808/2021", "ν. 4808/2021: Προστασία της εργασίας", "el")) == \
        "άρθρο 152 ν. 4808/2021 (Προστασία της εργασίας)"


def test_a_failed_search_clears_the_previous_results_and_offers_the_models_dialog(qtbot, window, dialogs):
    tab = window.search_tab
    searched(qtbot, window, THEFT)
    assert tab.results.rowCount() > 0
    assert not tab.form.method.model().item(tab.form.method.findData("dense")).isEnabled()  # no embedder registered
    search(qtbot, window, THEFT, method="dense")
    qtbot.waitUntil(lambda: tab.runner.job is None and bool(dialogs), timeout=WAIT)
    assert tab.results.rowCount() == 0 and tab.outcome is None and tab.pane.shown is None
    assert "Models dialog" in dialogs[-1] and "make models" not in dialogs[-1]
    stopped = tab.pane.article.toPlainText()
    assert stopped.startswith("The search stopped. ") and stopped[len("The search stopped. ")].isupper(), stopped
    search(qtbot, window, THEFT)  # the next search: the pane no longer shows why the last one stopped
    assert tab.pane.article.toPlainText() == "Searching…"
    qtbot.waitUntil(lambda: tab.runner.job is None and tab.outcome is not None, timeout=WAIT)


def test_counts_are_worded_in_the_singular_and_the_plural_in_both_languages(qtbot, tmp_path):
    import subprocess
    import sys
    import xml.etree.ElementTree as ET

    from PySide6.QtCore import QCoreApplication

    from desktop.app import install_translations

    plural = {m.find("source").text for m in ET.parse("desktop/i18n/arthra_el.ts").getroot().iter("message")
              if m.get("numerus") == "yes"}
    english = ET.parse("desktop/i18n/arthra_en.ts").getroot()
    assert plural == {m.find("source").text for m in english.iter("message")}  # `make translations` makes both
    assert all(form.text for form in english.iter("numerusform"))
    for catalogue in (ET.parse("desktop/i18n/arthra_el.ts").getroot(), english):  # every form formats as its source
        for message in (m for m in catalogue.iter("message") if m.get("numerus") == "yes"):
            wanted = sorted(re.findall(r"\{\w+[^}]*\}|%n", message.find("source").text))
            for form in message.iter("numerusform"):
                assert sorted(re.findall(r"\{\w+[^}]*\}|%n", form.text)) == wanted, form.text
    for name in ("arthra_el", "arthra_en"):
        compiled = tmp_path / f"{name}.qm"
        subprocess.run([str(Path(sys.executable).parent / "pyside6-lrelease"), f"desktop/i18n/{name}.ts", "-qm",
                        str(compiled)], check=True, capture_output=True)
        assert compiled.read_bytes() == Path(f"desktop/i18n/{name}.qm").read_bytes(), "run: make translations"
    app = QApplication.instance()
    for code, one, two in (("en", "1 article.", "2 articles."), ("el", "1 άρθρο.", "2 άρθρα.")):
        installed = install_translations(app, code)
        try:
            assert [QCoreApplication.translate("SearchRun", "%n article(s).", "", n) for n in (1, 2)] == [one, two]
        finally:
            for translator in installed:
                app.removeTranslator(translator)


def test_switching_the_language_keeps_the_case_the_results_the_benchmark_and_the_tab(qtbot, window, tmp_path):
    tab = window.search_tab
    searched(qtbot, window, THEFT, question="Κλοπή;")
    tab.results.selectRow(2)
    bench = window.bench_tab
    bench.dataset.setText(str(write_dataset(tmp_path / "dataset")))
    bench.run()
    qtbot.waitUntil(lambda: bench.summary.rowCount() == 2, timeout=WAIT)
    window.tabs.setCurrentIndex(2)
    again = MainWindow(window.engine, lambda code: None, "el")
    qtbot.addWidget(again)
    again.adopt(window)
    new = again.search_tab
    assert (new.form.facts.toPlainText(), new.form.question.text()) == (THEFT, "Κλοπή;")
    assert new.results.rowCount() == tab.results.rowCount()
    assert new.pane.shown.id == tab.outcome.hits[2].id
    assert again.bench_tab.summary.rowCount() == 2 and again.bench_tab.dataset.text() == bench.dataset.text()
    assert again.tabs.currentIndex() == 2


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def models_dialog(qtbot, window, monkeypatch, tmp_path) -> ModelsDialog:
    monkeypatch.setenv("ARTHRA_DISCOVER_PORTS", str(free_port()))
    monkeypatch.setenv("ARTHRA_DISCOVER_FOLDERS", str(tmp_path / "no-models"))
    dialog = ModelsDialog(window.engine, window)
    qtbot.addWidget(dialog)
    return dialog


def load_in_dialog(qtbot, dialog: ModelsDialog, name: str) -> None:
    dialog.refresh()
    dialog.table.selectRow(next(r for r in range(dialog.table.rowCount()) if dialog.table.item(r, 1).text() == name))
    dialog.test()
    qtbot.waitUntil(lambda: dialog.job is None, timeout=WAIT)


def test_test_load_of_a_server_nobody_runs_fails_and_of_a_live_one_answers(qtbot, window, monkeypatch, tmp_path,
                                                                         dialogs):
    dead = f"http://127.0.0.1:{free_port()}"
    ModelRegistry().add_llm(LLMConfig("dead", "openai", dead))
    server = ChatServer(lambda messages: "ok")
    ModelRegistry().add_llm(LLMConfig("live", "openai", server.url))
    try:
        dialog = models_dialog(qtbot, window, monkeypatch, tmp_path)
        load_in_dialog(qtbot, dialog, "dead")
        assert dialog.result.text() == "Does not load." and dialogs
        load_in_dialog(qtbot, dialog, "live")
        assert dialog.result.text().startswith("live: answers")
        assert server.requests, "Test load sent no chat request"
    finally:
        server.close()


def test_an_article_shows_its_law_and_citation_and_links_to_the_articles_it_cites(qtbot, window, dialogs):
    tab = window.search_tab
    qtbot.waitUntil(lambda: bool(tab.sources), timeout=WAIT)
    tab.pane.go_to.setText("άρθρο 11 ΠΚ")
    tab.pane.open_typed()
    qtbot.waitUntil(lambda: tab.pane.shown is not None and tab.pane.shown.id == "CrimC::11", timeout=WAIT)
    assert tab.pane.go_to.text() == ""  # opened: the box does not go on naming it once another is shown
    tab.pane.go_to.setText("άρθρο 8 ΠΚ")
    tab.pane.open_typed()
    tab.pane.go_to.setText("άρθρο 1")  # typed while it opens: kept
    qtbot.waitUntil(lambda: tab.pane.shown.id == "CrimC::8", timeout=WAIT)
    assert tab.pane.go_to.text() == "άρθρο 1"
    tab.pane.go_to.setText("άρθρο 11 ΠΚ")
    tab.pane.open_typed()
    qtbot.waitUntil(lambda: tab.pane.shown.id == "CrimC::11", timeout=WAIT)
    page = tab.pane.article.toHtml()
    assert "άρθρο 11 ΠΚ" in page and "Ποινικός Κώδικας" in page
    assert tab.pane.currency.text().startswith("Demonstration corpus")  # above the page: scrolling never hides it
    assert "article:CrimC::9" in page  # «... του άρθρου 9 ...» is a link to the same law's article
    tab.pane.copy_citation()
    assert QApplication.clipboard().text().startswith("άρθρο 11 ΠΚ")
    tab.pane.follow(QUrl("article:CrimC::9"))
    qtbot.waitUntil(lambda: tab.pane.shown.id == "CrimC::9" and tab.pane.next_button.isEnabled(), timeout=WAIT)
    assert tab.pane.neighbours == ("CrimC::8", "CrimC::10")
    shown = tab.pane.article.toPlainText()  # under the text, one click away: article 11 cites article 9
    assert "\nRelated provisions\n" in shown and "Cited by: άρθρο 11 ΠΚ" in shown
    assert "article:CrimC::11" in tab.pane.article.toHtml()
    tab.pane.next_button.click()
    qtbot.waitUntil(lambda: tab.pane.shown.id == "CrimC::10", timeout=WAIT)
    tab.pane.follow(QUrl("article:CrimC::3"))  # the demo library lacks it: said, and the pane stays
    qtbot.waitUntil(lambda: bool(dialogs), timeout=WAIT)
    assert "άρθρο 3 ΠΚ" in dialogs[-1] and tab.pane.shown.id == "CrimC::10"  # as cited, not by its id


def test_the_method_picker_names_methods_plainly_and_keeps_the_codes_in_tooltips(qtbot, window):
    from PySide6.QtCore import Qt

    picker = window.search_tab.form.method
    labels = [picker.itemText(i) for i in range(picker.count())]
    assert not any(label in ("bm25-prf", "reform-dense", "dar") for label in labels)
    assert all("[" + picker.itemData(i) + "]" in picker.itemData(i, Qt.ItemDataRole.ToolTipRole)
               for i in range(picker.count()))
    assert window.search_tab.form.select_method("bm25-prf") and picker.currentData() == "bm25-prf"
    assert not window.search_tab.form.select_method("react-bm25")  # no LLM registered: cannot be preselected
    height = window.search_tab.form.settings_stack.sizeHint().height()
    window.search_tab.form.select_method("bm25")
    assert window.search_tab.form.settings_stack.sizeHint().height() == height  # the form does not jump


# Every text a user can meet has its Greek translation

WIDGET_TEXT_CALLS = {"QLabel", "QPushButton", "QAction", "setText", "setWindowTitle", "setPlaceholderText",
                     "addTab", "addRow", "setToolTip", "showMessage", "addItem", "setSpecialValueText"}
NOT_WORDS = {"Arthra", "Ctrl+Enter", "Esc", "Ελληνικά", "English", "#", "★", "ΠΚ"}


def literal_user_texts(path: Path) -> list[str]:
    """String literals handed straight to a widget (not through tr or translate): untranslatable."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call):
            continue
        name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
        if name not in WIDGET_TEXT_CALLS:
            continue
        for argument in node.args:
            if isinstance(argument, ast.Constant) and isinstance(argument.value, str) \
                    and any(c.isalpha() for c in argument.value) and argument.value not in NOT_WORDS:
                found.append(f"{path.name}:{node.lineno}: {argument.value!r}")
    return found


def test_every_user_visible_text_and_engine_message_has_a_greek_translation():
    import xml.etree.ElementTree as ET

    catalogue = ET.parse(Path("desktop/i18n/arthra_el.ts")).getroot()
    untranslated = [m.find("source").text for m in catalogue.iter("message")
                    if m.find("translation").get("type") in ("unfinished", "obsolete", "vanished")
                    or not m.find("translation").text]
    untranslated += [f"engine message {code}" for code in texts.untranslated()]
    helps = {setting.help for method in METHODS.values() for setting in method.settings}
    untranslated += [f"setting help {help!r}" for help in sorted(helps - set(texts.SETTING_HELP_GREEK))]
    untranslated += [text for path in sorted(Path("desktop").glob("*.py")) for text in literal_user_texts(path)]
    # a text collected without its context is never looked up: Qt asks for it under the caller's context
    untranslated += [f"{m.find('source').text} (no context)" for c in catalogue.iter("context")
                     if not (c.find("name").text or "").strip() for m in c.iter("message")]
    assert untranslated == []
    assert set(texts.GREEK) <= set(TEXTS)  # no Greek text for a code the engine no longer has
    assert set(texts.SETTING_HELP_GREEK) <= helps  # nor for a help text no setting has


def test_an_engine_message_is_shown_in_greek_and_falls_back_to_english():
    from retrieval.messages import Message

    message = Message("progress.react_observer", {"number": 1, "count": 100})
    greek = texts.GREEK["progress.react_observer"]
    try:
        texts.set_language("el")
        assert texts.render(message) == "ReAct, γύρος 1: ο παρατηρητής διαβάζει 100 άρθρα"
        assert texts.render(Message("progress.react_observer", {"number": 2, "count": 1})) == \
            "ReAct, γύρος 2: ο παρατηρητής διαβάζει 1 άρθρο"
        texts.GREEK.pop("progress.react_observer")
        assert texts.render(message) == "ReAct round 1: the observer reads 100 articles"
    finally:
        texts.GREEK["progress.react_observer"] = greek
        texts.set_language("en")


def test_in_greek_qt_dialogs_and_export_headings_are_greek(qtbot, tmp_path):
    import subprocess
    import sys

    from PySide6.QtWidgets import QDialogButtonBox

    from desktop import export
    from desktop.app import install_translations

    source = Path("desktop/i18n/qt_el.ts").resolve()
    compiled = tmp_path / "qt_el.qm"
    subprocess.run([str(Path(sys.executable).parent / "pyside6-lrelease"), str(source), "-qm", str(compiled)],
                   check=True, capture_output=True)
    assert compiled.read_bytes() == source.with_suffix(".qm").read_bytes(), "run: make translations"
    app = QApplication.instance()
    installed = install_translations(app, "el")
    try:
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        assert buttons.button(QDialogButtonBox.StandardButton.Close).text() == "Κλείσιμο"
        report = export.Report("Κλοπή", facts=THEFT, question="Κλοπή;")
        text = export.markdown(report)
        assert "## Πραγματικά περιστατικά" in text and "## Ερώτημα" in text and "νομική συμβουλή" in text
    finally:
        for translator in installed:
            app.removeTranslator(translator)


def test_only_the_selected_rows_export_to_word_from_the_button(qtbot, window, tmp_path, monkeypatch):
    import docx
    from PySide6.QtWidgets import QFileDialog

    tab = window.search_tab
    qtbot.waitUntil(lambda: bool(tab.sources), timeout=WAIT)
    outcome = searched(qtbot, window, THEFT)
    tab.results.selectRow(1)
    tab.outputs.selected_only.setCurrentIndex(tab.outputs.selected_only.findData(True))
    target, offered = tmp_path / "chosen.docx", []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda parent, title, suggested, pattern: (
        offered.append(Path(suggested).name) or (str(target), "")))
    next(button for button in tab.outputs.buttons if button.property("kind") == "docx").click()
    matter = tab.book.matter(tab.matter_bar.current).name
    assert offered == [f"{matter} – results.docx"]  # named after the case's matter, apart from its whole report
    assert docx.Document(str(target)).paragraphs[0].text.endswith(matter)  # and titled by it, not by the method
    numbered = [p.text for p in docx.Document(str(target)).paragraphs if p.text[:3] in ("1. ", "2. ")]
    assert numbered == [f"1. {tab.results.item(1, 1).text()} — {outcome.hits[1].title}"]


def test_quitting_during_a_benchmark_asks_and_the_tab_remembers_its_last_run(qtbot, window, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from desktop import jobs
    from desktop.bench_tab import BenchTab

    benchmark, release = jobs.benchmark, threading.Event()

    def held(*args):  # the run waits until the question is answered, however fast the machine
        work = benchmark(*args)
        return lambda library, progress, cancel: release.wait(WAIT / 1000) and work(library, progress, cancel)

    monkeypatch.setattr(jobs, "benchmark", held)
    bench = window.bench_tab
    bench.dataset.setText(str(write_dataset(tmp_path / "dataset")))
    bench.output.setText(str(tmp_path / "reports"))
    bench.run()
    asked = []
    monkeypatch.setattr(QMessageBox, "question", lambda *args: asked.append(args) or QMessageBox.StandardButton.No)
    window.show()
    try:
        window.close()
        assert asked and window.isVisible()  # the lawyer said no: the window stays
    finally:
        release.set()
    qtbot.waitUntil(lambda: bench.job is None, timeout=WAIT)
    assert bench.out.parent == tmp_path / "reports"
    reopened = BenchTab(window.engine)
    qtbot.addWidget(reopened)
    assert (reopened.dataset.text(), reopened.output.text()) == (bench.dataset.text(), str(tmp_path / "reports"))


def test_import_problems_are_named_in_greek_with_their_line(qtbot, tmp_path):
    from desktop.law_preview import LawPreviewDialog

    law = tmp_path / "law.txt"
    law.write_text("Άρθρο 1\nΚείμενο.\nΆρθρο 1\nΆλλο κείμενο.\n", encoding="utf-8")
    try:
        texts.set_language("el")
        dialog = LawPreviewDialog(law)
        qtbot.addWidget(dialog)
        assert "law.txt:3: το άρθρο 1 εμφανίζεται ξανά (πρώτη φορά στη γραμμή 1)" in dialog.summary.text()
    finally:
        texts.set_language("en")


def test_a_setting_that_names_a_model_lists_the_registered_ones_and_keeps_a_typed_one(qtbot, window):
    from dataclasses import replace

    from models.registry import embedder_from_location
    from conftest import MINILM

    ModelRegistry().add_embedder(replace(embedder_from_location(MINILM), name="other"))
    ModelRegistry().add_embedder(replace(embedder_from_location(MINILM), name="minilm"), default=True)
    tab = window.search_tab
    tab.form.refresh_methods()  # as after the Models dialog
    assert tab.form.select_method("dense")
    edit = tab.form.setting_inputs["embedder"]
    field = edit.parent()
    assert [field.itemText(i) for i in range(field.count())] == ["minilm", "other"]  # the default first
    assert edit.text() == "" and "embedder" not in tab.form.request().settings  # empty: the default
    field.setCurrentIndex(1)
    assert tab.form.request().settings["embedder"] == "other"  # as typed; the engine reads it
    edit.setText("/models/gemma")
    tab.form.refresh_methods()
    assert edit.text() == "/models/gemma" and field.count() == 2
    assert tab.form.select_method("hybrid")  # a setting naming several: the menu that adds one lists them too
    several = tab.form.setting_inputs["embedders"].parent()
    several.menu.aboutToShow.emit()
    assert [action.text() for action in several.menu.actions()] == ["minilm", "other"]


def test_a_model_picked_for_a_setting_that_takes_several_is_added_to_those_named(qtbot, window):
    from dataclasses import replace

    from PySide6.QtCore import Qt

    from models.registry import embedder_from_location
    from conftest import MINILM

    for name in ("minilm", "other"):
        ModelRegistry().add_embedder(replace(embedder_from_location(MINILM), name=name), default=name == "minilm")
    tab = window.search_tab
    tab.form.refresh_methods()
    assert tab.form.select_method("hybrid")

    def pick(field, text):
        field.showPopup()
        view = field.view()
        index = view.model().index(field.findText(text), 0)
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.visualRect(index).center())

    def add(field, text):
        field.menu.aboutToShow.emit()  # the menu lists the registry as it is when opened
        next(action for action in field.menu.actions() if action.text() == text).trigger()

    several = tab.form.setting_inputs["embedders"].parent()
    qtbot.keyClicks(several.edit, "minilm")
    add(several, "other")
    add(several, "minilm")  # already named: not twice
    assert tab.form.request().settings["embedders"] == "minilm,other"
    assert tab.form.select_method("dense")
    one = tab.form.setting_inputs["embedder"].parent()
    pick(one, "other")
    pick(one, "minilm")  # a setting naming one model takes the one picked
    assert tab.form.request().settings["embedder"] == "minilm"


def test_about_names_the_demo_librarys_laws_and_where_their_texts_come_from(window, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    shown = []
    monkeypatch.setattr(QMessageBox, "about", lambda parent, title, text: shown.append(text))
    window.show_about()
    assert "Ποινικός Κώδικας (ν. 4619/2019) · ν. 4624/2019:" in shown[0] and "SOURCES.md" in shown[0]
    assert "JSON" not in shown[0]  # what a lawyer reads, not the corpus format


def test_a_benchmark_with_no_dataset_chosen_asks_for_one_and_runs_nothing(window, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    said = []
    monkeypatch.setattr(QMessageBox, "information", lambda parent, title, text: said.append(text))
    bench = window.bench_tab
    bench.dataset.setText("  ")  # nothing typed: not the folder the app happens to run in
    bench.run()
    assert said == ["Choose a dataset folder first."] and bench.job is None


def test_a_model_is_removed_only_once_the_lawyer_confirms(qtbot, window, monkeypatch, tmp_path):
    from PySide6.QtWidgets import QMessageBox

    ModelRegistry().add_llm(LLMConfig("local", "openai", "http://127.0.0.1:9"))
    dialog = models_dialog(qtbot, window, monkeypatch, tmp_path)
    answers = [QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes]
    monkeypatch.setattr(QMessageBox, "question", lambda *args: answers.pop(0))
    dialog.table.selectRow(0)
    dialog.remove()
    assert [config.name for _, config in dialog.rows] == ["local"]  # answered No: still there
    dialog.remove()
    assert dialog.rows == [] and answers == []
