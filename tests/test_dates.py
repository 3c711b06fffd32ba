"""Dates as a Greek lawyer writes them: shown as 1.7.2024 (with the time 1.7.2024, 14:05) and «1 Ιουλίου 2024»
in prose, in English as 1 Jul 2024; typed as 1.7.2024, 01/07/2024, 1-7-2024 or 2024-07-01 and passed on as ISO;
a date that cannot be read or does not exist refused in Greek, with what was typed kept."""

from __future__ import annotations

import re
from datetime import date, timedelta

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtWidgets import QDialog  # noqa: E402

from conftest import WAIT  # noqa: E402
from desktop import export, texts  # noqa: E402
from desktop.dates import DateError, read_date, show_date, show_time  # noqa: E402
from retrieval.messages import Message  # noqa: E402
from retrieval.types import Source  # noqa: E402

THEFT = "Μπήκε νύχτα σε ξένο σπίτι σπάζοντας την πόρτα και πήρε κοσμήματα."


def test_dates_and_times_are_shown_as_greek_lawyers_write_them(greek):
    assert show_date("2024-07-01") == "1.7.2024"
    assert show_date("2021-11-12") == "12.11.2021"
    assert show_date("2021-11-12", formal=True) == "12 Νοεμβρίου 2021"  # the genitive a date takes
    assert show_date("2024-05-01", formal=True) == "1 Μαΐου 2024"
    assert show_time("2024-07-01T14:05:59") == "1.7.2024, 14:05"
    assert show_time("2024-07-01T09:05:00") == "1.7.2024, 09:05"
    assert show_time("2026-01-02T09:15", formal=True) == "2 Ιανουαρίου 2026, 09:15"


def test_dates_in_english_read_day_month_year_with_the_month_in_words(qtbot):
    assert show_date("2024-07-01") == "1 Jul 2024"
    assert show_date("2021-11-12", formal=True) == "12 November 2021"
    assert show_time("2024-07-01T14:05:00") == "1 Jul 2024, 14:05"


def test_a_text_that_is_no_iso_date_is_shown_as_recorded(greek):
    assert show_date("") == "" and show_date("άγνωστη") == "άγνωστη"
    assert show_date("2024-02-31") == "2024-02-31"  # not a day: never shown as another one
    assert show_time("ποτέ") == "ποτέ"


@pytest.mark.parametrize("typed", ["1.7.2024", "01.07.2024", "01/07/2024", "1/7/2024", "1-7-2024", "2024-07-01",
                                   " 1.7.2024 ", "1 Ιουλίου 2024", "1η Ιουλίου 2024", "1 ιουλιου 2024",
                                   "1 Ιούλιος 2024", "1 Jul 2024", "1 July 2024"])
def test_each_form_a_lawyer_types_is_read_as_the_same_day(greek, typed):
    assert read_date(typed) == "2024-07-01"


def test_the_day_comes_first_and_a_leap_day_exists(greek):
    assert read_date("12.11.2021") == "2021-11-12" and read_date("3/4/2020") == "2020-04-03"
    assert read_date("29.2.2024") == "2024-02-29"


@pytest.mark.parametrize("typed, said", [
    ("31.2.2024", "Η ημερομηνία «31.2.2024» δεν υπάρχει: ο Φεβρουάριος του 2024 έχει 29 ημέρες"),
    ("29.2.2023", "Η ημερομηνία «29.2.2023» δεν υπάρχει: ο Φεβρουάριος του 2023 έχει 28 ημέρες"),
    ("31/4/2024", "Η ημερομηνία «31/4/2024» δεν υπάρχει: ο Απρίλιος του 2024 έχει 30 ημέρες"),
    ("0.7.2024", "Η ημερομηνία «0.7.2024» δεν υπάρχει: ο Ιούλιος του 2024 έχει 31 ημέρες"),
    ("1.13.2024", "Η ημερομηνία «1.13.2024» δεν υπάρχει: το έτος έχει 12 μήνες"),
    ("2024-02-30", "Η ημερομηνία «2024-02-30» δεν υπάρχει: ο Φεβρουάριος του 2024 έχει 29 ημέρες"),
])
def test_a_day_that_does_not_exist_is_refused_saying_why_in_greek(greek, typed, said):
    with pytest.raises(DateError) as refused:
        read_date(typed)
    assert str(refused.value) == said


@pytest.mark.parametrize("typed", ["χθες", "1.7.24", "1/7-2024", "2024/07/01", "1.7", "1 Φλεβάρη 2024",
                                   "1.7.0000", "12345"])
def test_a_text_that_cannot_be_read_as_a_date_is_refused_showing_the_form(greek, typed):
    with pytest.raises(DateError) as refused:
        read_date(typed)
    assert str(refused.value) == (f"Το «{typed}» δεν είναι ημερομηνία: γράψτε την ως ημέρα.μήνας.έτος, "
                                  "π.χ. 1.7.2024")


def test_the_engines_messages_show_their_dates_in_the_apps_language(greek):
    assert texts.render(Message("amend.own_start", {"date": "2022-01-01"})).startswith("ισχύει από 1.1.2022,")
    assert texts.render(Message("library.bad_date", {"date": "χθες"})).startswith("Το 'χθες' δεν είναι")
    assert texts.render(Message("library.not_yet_in_force", {"article": "άρθρο 1 ν. 4842/2021", "date": "2021-12-01",
                                                           "start": "2022-01-01"})) == \
        "Το άρθρο 1 ν. 4842/2021 δεν ίσχυε ακόμη την 1.12.2021· ισχύει από 1.1.2022."


def test_the_engines_messages_name_an_analyzer_in_greek_not_by_its_code(greek):
    assert texts.render(Message("progress.analysing", {"analyzer": "greek"})) == "Ανάλυση των άρθρων (ελληνική ανάλυση)"


def test_the_date_of_the_facts_is_read_shown_back_and_refused_in_greek_keeping_what_was_typed(qtbot,
                                                                                               greek_window):
    tab = greek_window.search_tab
    box = tab.matter_bar.facts_date
    assert box.placeholderText() == "π.χ. 1.7.2024" and box.toolTip().endswith("(κενό: σήμερα)")
    qtbot.keyClicks(box, "31.2.2024")
    qtbot.keyClick(box, Qt.Key.Key_Return)
    refusal = "Η ημερομηνία «31.2.2024» δεν υπάρχει: ο Φεβρουάριος του 2024 έχει 29 ημέρες"
    assert box.text() == "31.2.2024" and box.problem == refusal and box.toolTip() == refusal
    assert tab.runner.stage.toolTip() == refusal  # said where the search reports
    tab.form.facts.setPlainText(THEFT)
    tab.search()
    assert tab.runner.job is None and tab.matter_bar.current is None  # nothing ran, no matter made
    assert box.text() == "31.2.2024" and tab.form.facts.toPlainText() == THEFT
    with pytest.raises(DateError):
        tab.form.request()
    box.clear()
    qtbot.keyClicks(box, "01/03/2020")
    qtbot.keyClick(box, Qt.Key.Key_Return)
    assert box.text() == "1.3.2020" and box.problem == "" and box.styleSheet() == ""
    assert box.toolTip().startswith("Η ημερομηνία των πραγματικών περιστατικών")  # the refusal gone with the mistake
    assert tab.runner.stage.toolTip() == ""  # from the status line too
    assert tab.form.request().as_of == "2020-03-01"
    tab.search()
    qtbot.waitUntil(lambda: tab.outcome is not None and tab.runner.job is None, timeout=WAIT)
    assert tab.book.matter(tab.matter_bar.current).facts_date == "2020-03-01"
    report = export.markdown(tab.report())  # the report says whose law it read, and when it was searched
    assert "**Το δίκαιο όπως ίσχυε στις:** 1 Μαρτίου 2020" in report
    assert re.search(r"^_\d{1,2} [Α-Ωά-ώ]+ \d{4}, \d\d:\d\d_$", report, re.MULTILINE), report[:200]
    tab.matter_bar.open(tab.matter_bar.current)  # the matter opened again shows its date as the lawyer writes it
    assert box.text() == "1.3.2020"


def test_a_date_after_today_is_refused_in_greek_and_today_is_taken(qtbot, greek):
    from desktop.date_box import DateBox

    box = DateBox("σήμερα", "Η ημερομηνία των πραγματικών περιστατικών", up_to_today=True)
    qtbot.addWidget(box)
    tomorrow = date.today() + timedelta(days=1)
    box.setText(f"{tomorrow.day}.{tomorrow.month}.{tomorrow.year}")
    assert not box.check()
    assert box.problem == f"Η {tomorrow.day}.{tomorrow.month}.{tomorrow.year} είναι μετά τη σημερινή ημερομηνία: " \
                          "γράψτε ημερομηνία έως σήμερα."
    assert box.text() == f"{tomorrow.day}.{tomorrow.month}.{tomorrow.year}"  # kept, to be put right
    box.setText(date.today().isoformat())
    assert box.check() and box.iso() == date.today().isoformat() and box.problem == ""
    texts_as_of = DateBox("άγνωστη", "Η ημερομηνία των κειμένων")  # a law's texts may be dated by a future start
    qtbot.addWidget(texts_as_of)
    texts_as_of.setText(tomorrow.isoformat())
    assert texts_as_of.check() and texts_as_of.iso() == tomorrow.isoformat()


def test_exporting_before_any_search_says_there_is_nothing_yet(qtbot, greek_window):
    tab = greek_window.search_tab
    assert tab.outcome is None
    greek_window.tabs.setCurrentWidget(greek_window.library_tab)
    greek_window.export_pdf()  # File › Export results as PDF, before a search, from another tab
    assert greek_window.tabs.currentWidget() is tab
    assert tab.runner.stage.text() == "Δεν υπάρχουν ακόμη αποτελέσματα για εξαγωγή: κάντε πρώτα μια αναζήτηση."


def test_a_date_before_every_text_is_answered_as_the_result_not_as_a_stopped_search(qtbot, greek_window, dialogs):
    tab = greek_window.search_tab
    qtbot.keyClicks(tab.matter_bar.facts_date, "1.1.1990")
    qtbot.keyClick(tab.matter_bar.facts_date, Qt.Key.Key_Return)
    tab.form.facts.setPlainText(THEFT)
    tab.search()
    qtbot.waitUntil(lambda: tab.runner.job is None and tab.results.rowCount() == 0
                    and "1990" in tab.runner.stage.text(), timeout=WAIT)
    answer = tab.runner.stage.text()
    assert answer.startswith("Κανένα άρθρο της βιβλιοθήκης δεν ίσχυε την 1.1.1990"), answer
    pane = tab.pane.article.toPlainText()
    assert pane.startswith("Κανένα άρθρο") and "από 11.6.2019" in pane
    assert dialogs == []  # an answer, not a failure to acknowledge


def test_the_article_pane_says_in_greek_as_of_when_its_text_is_and_dates_its_history(qtbot, greek_window):
    tab = greek_window.search_tab
    qtbot.waitUntil(lambda: bool(tab.sources), timeout=WAIT)
    tab.pane.open("CrimC::372")
    qtbot.waitUntil(lambda: "Ιστορικό" in tab.pane.article.toPlainText(), timeout=WAIT)
    shown = tab.pane.article.toPlainText()
    assert tab.pane.currency.text().endswith(" Κείμενο όπως ίσχυε την 1η Ιουλίου 2024.")  # the demo says so first
    assert tab.pane.currency.isVisibleTo(tab)
    assert "σε ισχύ από 1 Μαΐου 2024 έως σήμερα" in shown
    assert "2024-" not in shown and "2021-" not in shown  # no ISO date left


def test_the_date_of_the_facts_after_the_texts_is_not_claimed_as_known(qtbot, greek):
    from desktop.article_view import currency_note

    current = Source("N4855", "ν. 4855/2021", "el", as_of="2021-11-12")
    assert currency_note(current, "2020-03-01") == "Κείμενο όπως ίσχυε την 1η Μαρτίου 2020, την ημερομηνία των " \
                                                   "περιστατικών."
    assert currency_note(current, "2020-03-02").startswith("Κείμενο όπως ίσχυε στις 2 Μαρτίου 2020,")
    later = currency_note(current, "2025-03-01")  # after every change the library knows of: no claim beyond it
    assert later.startswith("Κείμενο όπως ίσχυε την 1η Μαρτίου 2025") and "εξ όσων γνωρίζει" in later
    assert later.endswith("έως τις 12 Νοεμβρίου 2021.")
    unknown = currency_note(Source("N1", "Νόμος", "el"), "2025-03-01")
    assert "την 1η Μαρτίου 2025" in unknown and "δεν είναι γνωστό" in unknown and "επίσημη μορφή" in unknown


def test_the_text_as_of_date_of_a_source_is_edited_as_the_lawyer_writes_it(qtbot, greek):
    from desktop.library_tab import SourceDialog

    dialog = SourceDialog(Source("CrimC", "Ποινικός Κώδικας", "el", as_of="2024-07-01"))
    qtbot.addWidget(dialog)
    assert dialog.as_of.text() == "1.7.2024" and dialog.as_of.placeholderText() == "π.χ. 1.7.2024"
    assert dialog.as_of.toolTip().endswith("(κενό: άγνωστη)")
    dialog.as_of.setText("31.2.2024")
    dialog.accept()
    assert dialog.result() != QDialog.DialogCode.Accepted and dialog.as_of.text() == "31.2.2024"
    assert dialog.problem.text().startswith("Η ημερομηνία «31.2.2024» δεν υπάρχει") and not dialog.problem.isHidden()
    dialog.as_of.setText("2024-11-12")
    dialog.accept()
    assert dialog.result() == QDialog.DialogCode.Accepted and dialog.problem.isHidden()
    assert dialog.values()[3] == "2024-11-12" and dialog.as_of.text() == "12.11.2024"
    dialog.as_of.clear()
    assert dialog.values()[3] == ""  # empty: unknown


def test_a_date_typed_is_kept_when_the_language_changes(qtbot, greek):
    from desktop.date_box import DateBox

    boxes = [DateBox("σήμερα", "Η ημερομηνία") for _ in range(4)]
    for box in boxes:
        qtbot.addWidget(box)
    old, new, wrong, kept = boxes
    old.setText("1 Mar 2020")  # as the English window showed it
    new.adopt(old)
    assert new.text() == "1.3.2020" and new.iso() == "2020-03-01"
    wrong.setText("31.2.2020")
    kept.adopt(wrong)
    assert kept.text() == "31.2.2020" and kept.problem.startswith("Η ημερομηνία «31.2.2020» δεν υπάρχει")


def test_a_sources_legal_areas_are_edited_by_their_names(qtbot, greek):
    from desktop.library_tab import SourceDialog

    dialog = SourceDialog(Source("CrimC", "Ποινικός Κώδικας", "el", areas=("criminal", "procedure")))
    qtbot.addWidget(dialog)
    assert dialog.areas.text() == "Ποινικό δίκαιο, Δικονομία"  # as the library table names them
    dialog.areas.setText("ποινικό δίκαιο, Δικονομία, ναυτικό")  # a name in any case, and an area of its own
    assert dialog.values()[1] == ("criminal", "procedure", "ναυτικό")


def test_a_search_as_of_a_date_asks_in_greek_before_embedding_that_dates_own_texts(qtbot, greek, monkeypatch):
    from PySide6.QtWidgets import QMessageBox, QWidget

    from desktop import vectors
    from retrieval.types import VectorWork

    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box.text()) or 0)  # closed: not gone ahead
    parent = QWidget()
    qtbot.addWidget(parent)
    work = VectorWork("embeddinggemma-300m", "hybrid", False, 126, 2, False, seconds=120)
    assert not vectors.confirm_build(parent, [work], "2020-03-01")
    assert not vectors.confirm_build(parent, [work])
    dated, today = shown
    assert dated.startswith("Αυτή η αναζήτηση διαβάζει με βάση το νόημα το δίκαιο όπως ίσχυε την 1η Μαρτίου 2020")
    assert "• embeddinggemma-300m: 126 άρθρα, περίπου 2 λεπτά" in dated and dated.endswith("Η Ακύρωση διακόπτει τη "
                                                                                       "δημιουργία.")
    assert today.startswith("Αυτή η αναζήτηση διαβάζει τη βιβλιοθήκη με βάση το νόημα") and "Διατηρούνται" in today


def test_a_version_s_last_day_in_force_is_the_day_before_the_next_one_starts(qtbot, english):
    from desktop.article_view import history_html
    from retrieval.types import Version

    history = [Version("CrimC::372", 1, "Κλοπή", "παλαιό κείμενο", "2019-06-11", end="2021-11-12"),
               Version("CrimC::372", 2, "Κλοπή", "νέο κείμενο", "2021-11-12", "ν. 4855/2021", "86")]
    shown = re.sub(r"<[^>]+>", "", history_html(history))
    assert "Version 1: in force from 11 June 2019 to 11 November 2021" in shown  # as the exports write it
    assert "Version 2: in force from 12 November 2021 to today" in shown


def test_greek_writes_the_first_of_a_month_with_its_article_in_engine_messages(greek):
    from desktop.texts import render

    assert render(Message("library.not_in_force", {"article": "άρθρο 292Α ΠΚ", "date": "2010-01-01"})) == \
        "Το άρθρο 292Α ΠΚ δεν ίσχυε την 1.1.2010."
    assert render(Message("library.not_in_force", {"article": "άρθρο 292Α ΠΚ", "date": "2010-01-12"})) == \
        "Το άρθρο 292Α ΠΚ δεν ίσχυε στις 12.1.2010."


def test_a_version_replaced_the_day_it_started_ends_that_day(qtbot, english):
    from desktop.article_view import history_html
    from retrieval.types import Version

    history = [Version("CrimC::372", 1, "Κλοπή", "α", "2019-06-11", end="2021-11-12"),
               Version("CrimC::372", 2, "Κλοπή", "β", "2021-11-12", "ν. 4855/2021", "86", end="2021-11-12"),
               Version("CrimC::372", 3, "Κλοπή", "γ", "2021-11-12", "ν. 4855/2021", "87")]
    shown = re.sub(r"<[^>]+>", "", history_html(history))
    assert "Version 2: in force from 12 November 2021 to 12 November 2021" in shown  # never before its start
