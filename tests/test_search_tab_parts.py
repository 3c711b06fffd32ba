"""The search tab's parts as a lawyer meets them: the article pane after a search shows the article's related
provisions once, and the parts keep the case form, the results and the pane in step."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt  # noqa: E402

from conftest import THEFT, WAIT, search  # noqa: E402


def test_the_pane_lists_the_related_provisions_once_after_a_search(qtbot, window):
    tab = window.search_tab
    search(qtbot, window, THEFT, "Κλοπή;")
    qtbot.waitUntil(lambda: tab.outcome is not None and tab.runner.job is None, timeout=WAIT)
    qtbot.waitUntil(lambda: "Related provisions" in tab.pane.article.toPlainText(), timeout=WAIT)
    probe = window.engine.run(lambda library, progress, cancel: None)  # the lane answers in order: after this,
    with qtbot.waitSignal(probe.finished, timeout=WAIT):  # the selection's own request for the neighbours is in too
        pass
    shown = tab.pane.article.toPlainText()
    assert shown.count("Related provisions") == 1
    assert tab.pane.shown.id == tab.outcome.hits[0].id and tab.pane.next_button.isEnabled()


def test_another_row_selected_shows_its_article_and_a_failed_search_clears_the_parts(qtbot, window):
    tab = window.search_tab
    search(qtbot, window, THEFT, "Κλοπή;")
    qtbot.waitUntil(lambda: tab.outcome is not None and tab.runner.job is None, timeout=WAIT)
    tab.results.selectRow(2)
    assert tab.pane.shown.id == tab.outcome.hits[2].id
    assert tab.results.selected_hits(tab.outcome.hits) == [tab.outcome.hits[2]]
    assert all(button.isEnabled() for button in tab.outputs.buttons)
    tab.pane.open(tab.outcome.hits[0].id)  # a link followed from the pane: the row stays selected
    with qtbot.waitSignal(tab.pane.article_job.finished, timeout=WAIT):
        pass
    row = tab.results.visualItemRect(tab.results.item(2, 1))
    qtbot.mouseClick(tab.results.viewport(), Qt.MouseButton.LeftButton, pos=row.center())  # clicked again
    assert tab.pane.shown.id == tab.outcome.hits[2].id  # what a pin would now take
    tab.form.more_settings.setText("no_such_setting=1")
    tab.search()
    assert tab.runner.job is None and "no_such_setting" in tab.runner.stage.toolTip()  # nothing ran
    tab.clear_results("Gone.")
    assert tab.results.rowCount() == 0 and tab.pane.shown is None and tab.pane.article.toPlainText() == "Gone."
    assert not any(button.isEnabled() for button in tab.outputs.buttons + tab.pane.buttons())


def test_the_engines_notes_read_as_sentences_in_the_status_line():
    from desktop.texts import sentence

    assert sentence("το ερώτημα είναι μεγαλύτερο") == "Το ερώτημα είναι μεγαλύτερο."
    assert sentence("άρθρα επισημάνθηκαν.") == "Άρθρα επισημάνθηκαν."
    assert sentence("embeddinggemma-300m now makes them") == "embeddinggemma-300m now makes them."  # a name as written
    assert sentence("nDCG@10 needs judgements") == "nDCG@10 needs judgements."


def test_the_status_line_shows_more_of_its_text_when_the_window_grows(qtbot):
    from desktop.search_run import OneLine

    line = OneLine()
    qtbot.addWidget(line)
    line.show()  # a hidden widget is told of its size only once shown
    line.resize(320, 30)
    line.setText("Καμία λέξη της υπόθεσης δεν υπάρχει στη βιβλιοθήκη: αποτελέσματα μόνο κατά το νόημα. " * 2)
    assert line.text().endswith("…") and line.whole.startswith(line.text()[:-1])  # cut to its width
    line.resize(2400, 30)
    assert line.text() == line.whole  # all of it once there is room
