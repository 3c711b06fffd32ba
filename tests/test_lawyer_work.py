"""A lawyer's work is never lost and each case stays in its own matter: deleting asks and can be undone, the
case typed survives a restart, a new case asks for a new matter, exports hand each search over with its own
case, and the cost dialog defaults to the cheaper search."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QStandardPaths, Qt, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication, QFileDialog, QInputDialog, QMessageBox  # noqa: E402

from desktop import export, llm_cost, matter_panel  # noqa: E402
from desktop.app_settings import settings  # noqa: E402
from desktop.main_window import MainWindow  # noqa: E402
from desktop.case_form import DRAFT_DELAY_MS  # noqa: E402
from retrieval.messages import Message  # noqa: E402
from retrieval.types import CheaperSearch, CostEstimate, SearchRequest  # noqa: E402

from conftest import THEFT, WAIT, search  # noqa: E402

FRAUD = ("Ο πωλητής γύρισε πίσω το κοντέρ του αυτοκινήτου από 180.000 σε 60.000 χιλιόμετρα και το πούλησε ως "
         "λίγο οδηγημένο στον αγοραστή, που πλήρωσε 4.000 ευρώ παραπάνω.")


def searched(qtbot, window, facts: str, question: str = "") -> None:
    tab = window.search_tab
    qtbot.waitUntil(lambda: bool(tab.sources), timeout=WAIT)
    search(qtbot, window, facts, question)
    qtbot.waitUntil(lambda: tab.runner.job is None and tab.outcome is not None and tab.outcome.request.facts == facts,
                    timeout=WAIT)


def answer_next_dialog(seen: list, act) -> None:
    """When the next modal dialog opens, record it and let `act` close it (the real dialog, not a stand-in)."""

    tries = iter(range(500))  # 10 s, then no more checks (the test then fails on what it did not see)

    def check() -> None:
        box = QApplication.activeModalWidget()
        if box is None:
            if next(tries, None) is not None:
                QTimer.singleShot(20, check)
            return
        seen.append(box)
        act(box)

    QTimer.singleShot(0, check)


def press(role: QMessageBox.ButtonRole):
    def act(box: QMessageBox) -> None:
        seen = (box.text(), box.informativeText(), box.defaultButton().text())
        box.setProperty("seen", seen)
        next(button for button in box.buttons() if box.buttonRole(button) == role).click()
    return act


def test_deleting_a_matter_asks_naming_what_goes_cancel_keeps_it_and_the_trash_restores_it(qtbot, window):
    tab = window.search_tab
    window.show()
    searched(qtbot, window, THEFT, "Κλοπή;")
    tab.pane.pin_button.click()
    tab.pinned_view.table.selectRow(0)
    tab.pinned_view.note.setText("κλοπή, όχι υπεξαίρεση")
    tab.pinned_view.save_note()
    bar, matter = tab.matter_bar, tab.matter_bar.current
    name = tab.book.matter(matter).name

    seen: list = []
    answer_next_dialog(seen, press(QMessageBox.ButtonRole.RejectRole))
    qtbot.mouseClick(bar.delete_button, Qt.MouseButton.LeftButton)  # the real button, as a lawyer clicks it
    text, details, default = seen[0].property("seen")
    assert name in text and "1 search" in details and "1 pinned article" in details and "1 note" in details
    assert "trash" in details and "30 days" in details and default == "Cancel"  # Enter does not delete
    assert bar.current == matter and [m.id for m in tab.book.matters()] == [matter]
    assert tab.form.facts.toPlainText() == THEFT and tab.outcome is not None  # nothing changed

    answer_next_dialog(seen, press(QMessageBox.ButtonRole.DestructiveRole))
    qtbot.mouseClick(bar.delete_button, Qt.MouseButton.LeftButton)
    assert bar.current is None and tab.book.matters() == [] and [m.id for m in tab.book.trash()] == [matter]

    def restore(dialog) -> None:
        dialog.list.setCurrentRow(0)
        assert dialog.restore_button.isEnabled()
        dialog.restore_button.click()

    answer_next_dialog(seen, restore)
    qtbot.mouseClick(bar.trash_button, Qt.MouseButton.LeftButton)
    assert bar.current == matter and tab.book.trash() == []
    assert tab.form.facts.toPlainText() == THEFT and tab.pinned_view.pinned[0].note == "κλοπή, όχι υπεξαίρεση"
    assert len(tab.book.searches(matter)) == 1


def test_the_draft_of_an_unsearched_case_survives_a_restart(qtbot, window):
    tab = window.search_tab
    searched(qtbot, window, THEFT, "Κλοπή;")
    tab.form.facts.setPlainText(FRAUD)  # pasted, not searched
    tab.form.question.setText("Απάτη;")
    key = f"draft/{tab.matter_bar.current}/facts"
    qtbot.waitUntil(lambda: settings().value(key) == FRAUD, timeout=DRAFT_DELAY_MS * 5)  # kept with no quit

    again = MainWindow(window.engine, lambda code: None, "en")  # as after a crash: the old window never closed
    qtbot.addWidget(again)
    assert (again.search_tab.form.facts.toPlainText(), again.search_tab.form.question.text()) == (FRAUD, "Απάτη;")
    assert again.search_tab.book.matter(again.search_tab.matter_bar.current).facts == THEFT  # the matter unchanged

    again.search_tab.form.question.setText("Απάτη ή κλοπή;")
    again.close()  # quitting at once, before the delay: kept on close
    third = MainWindow(window.engine, lambda code: None, "en")
    qtbot.addWidget(third)
    assert (third.search_tab.form.facts.toPlainText(), third.search_tab.form.question.text()) == (FRAUD, "Απάτη ή κλοπή;")


def test_a_case_typed_in_a_matter_is_still_there_after_opening_another_and_coming_back(qtbot, window):
    tab = window.search_tab
    searched(qtbot, window, THEFT)
    first = tab.matter_bar.current
    other = tab.matter_bar.new("Άλλη υπόθεση")
    tab.form.facts.setPlainText("Τα περιστατικά της άλλης υπόθεσης, όπως πληκτρολογούνται.")
    tab.matter_bar.open(first)  # at once, before the draft's delay: kept all the same
    assert tab.form.facts.toPlainText() == THEFT
    tab.form.facts.setPlainText(FRAUD)  # a new case typed in the first matter, not searched
    tab.matter_bar.open(other)
    assert tab.form.facts.toPlainText() == "Τα περιστατικά της άλλης υπόθεσης, όπως πληκτρολογούνται."
    tab.matter_bar.open(first)
    assert tab.form.facts.toPlainText() == FRAUD and tab.outcome.request.facts == THEFT  # typed; the results as run


def test_a_new_case_asks_for_a_new_matter_and_each_matter_keeps_its_own_searches_and_notes(qtbot, window, dialogs):
    tab = window.search_tab
    searched(qtbot, window, THEFT, "Κλοπή;")
    first = tab.matter_bar.current
    assert not [d for d in dialogs if d.startswith("new case?")]  # the first case: no matter open, none asked
    tab.pane.pin_button.click()
    tab.pinned_view.table.selectRow(0)
    tab.pinned_view.note.setText("η σημείωση της κλοπής")
    tab.pinned_view.save_note()
    searched(qtbot, window, THEFT + " Ήταν βράδυ.", "Κλοπή;")  # the same case, edited: no question
    assert tab.matter_bar.current == first and not [d for d in dialogs if d.startswith("new case?")]

    searched(qtbot, window, FRAUD, "Απάτη;")  # another case: asked, and the default taken (a new matter)
    second = tab.matter_bar.current
    assert [d for d in dialogs if d.startswith("new case?")] == [f"new case? {tab.book.matter(first).name}"]
    assert second != first and tab.book.matter(second).name == "Ο πωλητής γύρισε πίσω το κοντέρ του αυτοκινήτου…"
    assert [s.request.facts for s in tab.book.searches(first)] == [THEFT + " Ήταν βράδυ.", THEFT]
    assert [s.request.facts for s in tab.book.searches(second)] == [FRAUD]
    assert tab.pinned_view.pinned == [] and tab.pinned_view.note.text() == ""  # the first matter's note stays there
    entry = tab.recent.itemText(1)
    assert "Keywords" in entry and "«Απάτη;»" in entry  # date and minute, method, the case's words
    assert re.match(r"\d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d  ", entry), entry


def test_adding_a_new_case_to_the_open_matter_when_told_and_cancel_runs_nothing(qtbot, window, monkeypatch):
    tab = window.search_tab
    searched(qtbot, window, THEFT)
    first = tab.matter_bar.current
    monkeypatch.setattr(matter_panel, "ask_case", lambda parent, name: matter_panel.ADD)
    searched(qtbot, window, FRAUD)
    assert tab.matter_bar.current == first and len(tab.book.searches(first)) == 2

    monkeypatch.undo()  # the real question: its default is a new matter; cancel searches nothing
    seen: list = []
    answer_next_dialog(seen, press(QMessageBox.ButtonRole.RejectRole))
    search(qtbot, window, "Με χτύπησε στο πρόσωπο και έσπασε η μύτη μου.")
    assert seen[0].property("seen")[2] == "New matter" and "differ" in seen[0].property("seen")[0]
    assert tab.runner.job is None and tab.matter_bar.current == first and len(tab.book.searches(first)) == 2
    assert tab.form.facts.toPlainText().startswith("Με χτύπησε")  # what was typed stays


def test_a_matter_is_never_nameless(qtbot, window, monkeypatch):
    tab = window.search_tab
    monkeypatch.setattr(QInputDialog, "getText", lambda *args, **kwargs: ("", True))  # OK with the name empty
    tab.form.facts.setPlainText(FRAUD)
    tab.matter_bar.new_button.click()
    matter = tab.book.matter(tab.matter_bar.current)
    assert matter.name == "Ο πωλητής γύρισε πίσω το κοντέρ του αυτοκινήτου…" and matter.facts == FRAUD
    assert tab.form.facts.toPlainText() == FRAUD  # the case typed is the new matter's, not wiped

    tab.matter_bar.new_button.click()  # the typed case is this matter's: the next one starts empty, dated
    empty = tab.book.matter(tab.matter_bar.current)
    assert empty.id != matter.id and tab.form.facts.toPlainText() == ""
    assert re.fullmatch(r"\d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d", empty.name), empty.name


def test_a_new_matter_shows_nothing_of_the_one_before(qtbot, window, monkeypatch):
    tab = window.search_tab
    searched(qtbot, window, THEFT)
    assert tab.runner.stage.text() != "" and tab.results.rowCount() > 0
    monkeypatch.setattr(QInputDialog, "getText", lambda *args, **kwargs: ("Νέα υπόθεση", True))
    tab.matter_bar.new_button.click()
    assert tab.book.matter(tab.matter_bar.current).name == "Νέα υπόθεση"
    assert (tab.runner.stage.text(), tab.results.rowCount(), tab.form.facts.toPlainText()) == ("", 0, "")


def test_a_matters_export_hands_over_each_search_with_its_own_case_and_no_scores(qtbot, window, monkeypatch,
                                                                                 tmp_path, dialogs):
    tab = window.search_tab
    searched(qtbot, window, THEFT, "Κλοπή;")
    tab.pane.pin_button.click()
    tab.book.set_note(tab.matter_bar.current, tab.pane.shown.id, "βασικό")
    pinned = tab.pane.shown
    monkeypatch.setattr(matter_panel, "ask_case", lambda parent, name: matter_panel.ADD)
    searched(qtbot, window, FRAUD, "Απάτη;")
    book, matter = tab.book, tab.book.matter(tab.matter_bar.current)
    report = export.Report.of_matter(matter, book.pins(matter.id), book.searches(matter.id), tab.sources)
    text = export.markdown(report)
    first, second = text.index("## Search 1: Keywords"), text.index("## Search 2: Keywords")
    assert text.index("## Pinned articles") < first < second  # the case and the pins lead
    assert THEFT in text[first:second] and "Κλοπή;" in text[first:second]  # each search with its own case
    assert "The facts and question of the case above." in text[second:]
    assert pinned.text.strip() in text and "> Note: βασικό" in text  # the pinned article in full, with its note
    unpinned = next(hit for saved in book.searches(matter.id) for hit in saved.hits if hit.id != pinned.id)
    assert f"{unpinned.title} · " in text and unpinned.text.strip()[:80] not in text  # cited, not printed whole
    assert "Score" not in text and "Why: " in text
    whole = export.markdown(export.Report.of_matter(matter, book.pins(matter.id), book.searches(matter.id),
                                                    tab.sources, full_texts=True))
    assert unpinned.text.strip()[:80] in whole

    target, offered = tmp_path / "exports" / "matter.pdf", []
    target.parent.mkdir()
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda parent, title, suggested, pattern: (
        offered.append(suggested) or (str(target), "")))
    tab.book.rename(matter.id, "Γεωργίου – καβγάς: «μπαρ»")
    pdf = next(button for button in tab.pinned_view.findChildren(type(tab.pane.pin_button))
               if button.property("kind") == "pdf")
    pdf.click()
    assert target.read_bytes().startswith(b"%PDF") and dialogs[-1] == f"Written to {target.resolve()}"
    pdf.click()  # the next export is offered where the last one went, under the matter's name as written
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    assert offered == [str(Path(documents) / "Γεωργίου – καβγάς_ «μπαρ».pdf"),
                       str(target.parent / "Γεωργίου – καβγάς_ «μπαρ».pdf")]
    assert not documents.startswith(str(Path(__file__).parent.parent))  # never the app's own folder
    tab.book.rename(matter.id, "Πούλησα το κινητό μου τηλέφωνο μέσω μιας…")  # a name cut from the facts
    pdf.click()
    assert offered[-1] == str(target.parent / "Πούλησα το κινητό μου τηλέφωνο μέσω μιας.pdf")


def test_copy_list_is_dated_when_the_search_ran(qtbot, window):
    tab = window.search_tab
    searched(qtbot, window, THEFT)
    saved = tab.book.searches(tab.matter_bar.current)[0]
    tab.show_saved(type(saved)(saved.id, "2026-01-02T09:15:00", saved.request, saved.hits, saved.highlights,
                               saved.articles))  # a search reopened from the history, run long ago
    tab.copy_list()
    assert "_2 January 2026, 09:15_" in QApplication.clipboard().text()


def estimate(prompt_tokens: int) -> CostEstimate:
    return CostEstimate(calls=20, prompt_tokens=prompt_tokens, completion_tokens=900, seconds=600.0,
                        model="scripted", host="this machine")


def test_the_cost_dialog_defaults_to_the_cheaper_search_when_one_is_offered(qtbot, english):
    cheaper = CheaperSearch(SearchRequest(facts=THEFT, method="react-bm25", settings={"mode": "efficient"}),
                            Message("react.cheaper_efficient"), estimate(4_000))
    offered = llm_cost.dialog(None, estimate(40_000), cheaper)
    assert offered.defaultButton().property("choice") == llm_cost.CHEAPER
    assert offered.defaultButton().text() == "Search the cheaper way"
    alone = llm_cost.dialog(None, estimate(40_000), None)
    assert alone.defaultButton().property("choice") == llm_cost.GO


def test_the_window_is_usable_at_1024_by_700(qtbot, window):
    tab = window.search_tab
    window.resize(1024, 700)
    window.show()
    qtbot.waitExposed(window)
    searched(qtbot, window, THEFT, "Κλοπή;")
    qtbot.wait(50)
    assert window.width() <= 1024 and window.height() <= 700  # no tab forces a wider window
    assert not tab.results.isColumnHidden(5)
    assert tab.results.columnViewportPosition(5) + 60 <= tab.results.viewport().width()  # the reasons in sight
    reason = tab.results.item(0, 5).text()
    assert all(reason in tab.results.item(0, column).toolTip() for column in range(6))  # and under every cell
    document, first_words = tab.pane.article.document(), tab.pane.shown.text.split("\n")[0][:30]
    found = document.find(first_words)
    top = document.documentLayout().blockBoundingRect(found.block()).top()
    assert not found.isNull() and tab.pane.article.verticalScrollBar().value() == 0
    assert top + 20 < tab.pane.article.viewport().height()  # the statute's text shows without scrolling


def test_the_facts_box_shows_a_long_case_and_grows_with_the_splitter(qtbot, window):
    tab = window.search_tab
    window.resize(1280, 860)
    window.show()
    qtbot.waitExposed(window)
    lines = tab.form.facts.height() // tab.form.facts.fontMetrics().lineSpacing()
    assert lines >= 8  # not four lines of a three-page case
    before = tab.form.facts.height()
    sizes = tab.splitter.sizes()
    assert tab.form_area.verticalScrollBar().maximum() == 0  # the whole form in sight at this size
    tab.splitter.moveSplitter(sizes[0] + 150, 1)  # the lawyer drags the form taller: the facts take it
    qtbot.waitUntil(lambda: tab.form.facts.height() > before + 100, timeout=2000)


def test_the_folder_picker_speaks_greek(qtbot):
    from PySide6.QtWidgets import QComboBox

    from desktop.app import install_translations

    installed = install_translations(QApplication.instance(), "el")
    try:
        picker = QFileDialog()
        picker.setOption(QFileDialog.Option.DontUseNativeDialog)
        picker.setFileMode(QFileDialog.FileMode.Directory)
        qtbot.addWidget(picker)
        assert picker.findChild(QComboBox, "fileTypeCombo").currentText() == "Φάκελοι"
    finally:
        for translator in installed:
            QApplication.instance().removeTranslator(translator)


def test_a_model_location_that_is_no_model_is_said_in_the_apps_terms_and_the_form_stays_as_typed(
        qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QDialog, QMessageBox

    from desktop.models_dialog import AddModelDialog

    warned = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: warned.append(text))
    adding = AddModelDialog("llm")
    qtbot.addWidget(adding)
    adding.name.setText("my model")
    for location in (str(tmp_path / "nope.gguf"), str(tmp_path)):
        adding.location.setText(location)
        adding.accept()
        assert adding.result() != QDialog.DialogCode.Accepted and adding.location.text() == location  # kept
    assert warned == [f"There is no file or folder at {tmp_path / 'nope.gguf'}: check the path, or choose it with "
                      "«Browse…».", f"{tmp_path} is not a chat model Arthra can use: choose a .gguf file, or the "
                      "address of a local server such as http://127.0.0.1:8080."]  # no terminal commands
    assert adding.name.text() == "my model"


def test_the_models_dialog_stops_saying_none_is_registered_and_asks_a_server_model_for_servers_only(
        qtbot, window, monkeypatch, tmp_path):
    from desktop.models_dialog import AddModelDialog, ModelsDialog
    from models.llm import LLMConfig

    dialog = ModelsDialog(window.engine, window)
    qtbot.addWidget(dialog)
    assert "No model is registered" in dialog.result.text()
    monkeypatch.setattr(AddModelDialog, "config", lambda self: LLMConfig("local", "openai", "http://127.0.0.1:9"))
    monkeypatch.setattr(AddModelDialog, "exec", lambda self: self.accept() or self.result())
    dialog.add("llm")
    assert [config.name for _, config in dialog.rows] == ["local"] and dialog.result.text() == ""

    adding = AddModelDialog("embedder", dialog)
    qtbot.addWidget(adding)
    adding.location.setText(str(tmp_path))  # a folder: no server model to name
    adding.server_model.setText("typed before")
    assert not adding.form.isRowVisible(adding.server_model) and adding.server_model_name() == ""
    adding.location.setText("http://127.0.0.1:8080")
    assert adding.form.isRowVisible(adding.server_model) and adding.server_model_name() == "typed before"
