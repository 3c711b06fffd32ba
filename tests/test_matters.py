"""Matters keep a case across restarts: facts, question, searches with their results as they were, pinned
articles with notes; they are renamed, reopened and deleted, and exported whole (Markdown, PDF, Word)."""

from __future__ import annotations

from datetime import timedelta

import pytest

pytest.importorskip("pytestqt")

from desktop import export  # noqa: E402
from desktop.main_window import MainWindow  # noqa: E402
from desktop.matters import Contents, MatterBook  # noqa: E402
from retrieval.types import Article, Source  # noqa: E402

from conftest import THEFT, WAIT, search  # noqa: E402


def test_a_matter_survives_a_restart_with_its_searches_pins_and_notes(qtbot, window, arthra_home):
    tab = window.search_tab
    qtbot.waitUntil(lambda: bool(tab.sources), timeout=WAIT)
    search(qtbot, window, THEFT, "Κλοπή;")
    qtbot.waitUntil(lambda: tab.outcome is not None and tab.runner.job is None, timeout=WAIT)
    shown = [hit.id for hit in tab.outcome.hits]
    tab.pane.pin_button.click()
    tab.pinned_view.table.selectRow(0)
    tab.pinned_view.note.setText("Το κινητό αφαιρέθηκε από το τραπέζι: κλοπή, όχι υπεξαίρεση.")
    tab.pinned_view.save_note()
    tab.matter_bar.rename("Παπαδόπουλος κατά αγνώστου")
    window.close()

    again = MainWindow(window.engine, lambda code: None, "en")  # a restart: a new window on the same data
    qtbot.addWidget(again)
    restored = again.search_tab
    assert restored.matter_bar.choice.currentText().startswith("Παπαδόπουλος κατά αγνώστου")
    assert (restored.form.facts.toPlainText(), restored.form.question.text()) == (THEFT, "Κλοπή;")
    assert [hit.id for hit in restored.outcome.hits] == shown and restored.runner.job is None  # as it was, not re-run
    [pin] = restored.pinned_view.pinned
    assert pin.article.id == shown[0] and pin.note.startswith("Το κινητό αφαιρέθηκε")
    assert restored.recent.count() == 2  # the prompt and the one search of this matter


def test_matters_are_listed_renamed_and_deleted_with_what_they_hold(tmp_path):
    book = MatterBook(tmp_path / "matters.sqlite")
    first, second = book.create("Α"), book.create("Β")
    book.pin(first, Article("CrimC::372", "CrimC", "372", "Κλοπή", "Όποιος αφαιρεί ξένο κινητό πράγμα..."))
    book.set_note(first, "CrimC::372", "βασικό άρθρο")
    book.rename(second, "Β2")
    assert {m.name for m in book.matters()} == {"Α", "Β2"}
    assert book.contents(first) == Contents(searches=0, pins=1, notes=1)
    book.delete(first)
    assert [m.name for m in book.matters()] == ["Β2"] and [m.name for m in book.trash()] == ["Α"]
    book.close()
    book = MatterBook(tmp_path / "matters.sqlite")  # the trash outlives a restart
    assert [m.name for m in book.matters()] == ["Β2"]
    book.restore(first)
    assert {m.name for m in book.matters()} == {"Α", "Β2"} and book.pins(first)[0].note == "βασικό άρθρο"
    book.delete(first)
    book.empty_trash(older_than=timedelta(days=30))  # deleted today: kept
    assert [m.id for m in book.trash()] == [first]
    book.empty_trash(older_than=timedelta(seconds=-1))  # as if 30 days had passed: gone with its pins
    assert book.trash() == [] and book.pins(first) == [] and book.matter(first) is None


def test_a_whole_matter_exports_to_markdown_pdf_and_word(qtbot, window, tmp_path):
    import docx

    tab = window.search_tab
    qtbot.waitUntil(lambda: bool(tab.sources), timeout=WAIT)
    search(qtbot, window, THEFT, "Κλοπή;")
    qtbot.waitUntil(lambda: tab.outcome is not None and tab.runner.job is None, timeout=WAIT)
    tab.pane.pin_button.click()
    book, matter = tab.book, tab.book.matter(tab.matter_bar.current)
    book.set_note(matter.id, tab.pane.shown.id, "να ελεγχθεί η αξία")
    report = export.Report.of_matter(matter, book.pins(matter.id), book.searches(matter.id), tab.sources)
    text = export.markdown(report)
    assert "## Pinned articles" in text and "> Note: να ελεγχθεί η αξία" in text
    assert "### 1. άρθρο 372 ΠΚ — Κλοπή" in text and "Demonstration corpus" in text
    for kind in ("pdf", "docx"):
        export.write(report, kind, tmp_path / f"matter.{kind}")
    assert (tmp_path / "matter.pdf").read_bytes().startswith(b"%PDF")
    paragraphs = [p.text for p in docx.Document(str(tmp_path / "matter.docx")).paragraphs]
    assert "Facts" in paragraphs and any(p.startswith("1. άρθρο 372 ΠΚ — Κλοπή") for p in paragraphs)
    assert any("no legal advice" in p for p in paragraphs)


def test_a_matter_book_written_before_the_trash_opens_with_its_matters(tmp_path):
    import sqlite3

    path = tmp_path / "matters.sqlite"
    with sqlite3.connect(path) as old:  # the schema of before, with one matter in it
        old.execute("CREATE TABLE matters (id INTEGER PRIMARY KEY, name TEXT, facts TEXT, question TEXT, "
                    "created TEXT, updated TEXT)")
        old.execute("INSERT INTO matters VALUES (1, 'Παλιά υπόθεση', 'γεγονότα', '', '2026-11-01T10:00:00', "
                    "'2026-11-01T10:00:00')")
    book = MatterBook(path)
    assert [(m.id, m.name, m.deleted) for m in book.matters()] == [(1, "Παλιά υπόθεση", None)]
    book.delete(1)
    assert [m.id for m in book.trash()] == [1]


def pin_the_theft_article(qtbot, window) -> None:
    """Search the theft case, open άρθρο 372 ΠΚ and pin it to the matter."""
    tab = window.search_tab
    qtbot.waitUntil(lambda: bool(tab.sources), timeout=WAIT)
    search(qtbot, window, THEFT, "Κλοπή;")
    qtbot.waitUntil(lambda: tab.outcome is not None and tab.runner.job is None, timeout=WAIT)
    tab.pane.open("CrimC::372")
    with qtbot.waitSignal(tab.pane.article_job.finished, timeout=WAIT):  # the article as opened, not the hit shown
        pass
    assert tab.pane.shown.id == "CrimC::372"
    tab.pane.pin_button.click()


@pytest.fixture
def first_published(qtbot, tmp_path, arthra_home, dialogs, english):
    """The app on the demo library as first published: its amending laws not applied yet."""
    from desktop.engine import Engine
    from retrieval import Library, paths

    folder = tmp_path / "library"
    with Library.open(folder) as library:
        library.import_corpus(paths.demo_corpus(), amend=False)
    engine = Engine(folder)
    main = MainWindow(engine, lambda code: None, "en")
    qtbot.addWidget(main)
    yield main, folder
    engine.close()


def test_a_pinned_article_flags_its_newer_version_and_the_pane_shows_the_history(qtbot, first_published):
    from retrieval import Library, paths

    window, folder = first_published
    tab = window.search_tab
    pin_the_theft_article(qtbot, window)
    assert tab.pinned_view.table.item(0, 3).text() == ""  # the text pinned is the one in force
    with Library.open(folder) as library:  # the amending law applied meanwhile
        library.import_amendments(paths.demo_corpus() / "amendments.json")
    tab.pinned_view.show_matter(tab.matter_bar.current)
    qtbot.waitUntil(lambda: tab.pinned_view.table.item(0, 3).text() != "", timeout=WAIT)
    assert tab.pinned_view.table.item(0, 3).text().startswith("Newer version in force since 1 May 2024 (ν. 5090/2024)")
    assert tab.pinned_view.table.item(0, 0).text() == "άρθρο 372 ΠΚ"  # pinned at the text first published
    assert "με διάρρηξη" in tab.pinned_view.pinned[0].article.text  # the pin keeps its version
    matter = tab.book.matter(tab.matter_bar.current)
    report = export.Report.of_matter(matter, tab.book.pins(matter.id), tab.book.searches(matter.id), tab.sources,
                                      versions=tab.pinned_view.kept)
    assert report.pinned[0].citation == "άρθρο 372 ΠΚ (text in force until 11 November 2021)"  # printed as it was
    tab.pane.open("CrimC::372")
    qtbot.waitUntil(lambda: "History: 3 versions" in tab.pane.article.toPlainText(), timeout=WAIT)
    assert "\nHistory: 3 versions\n" in tab.pane.article.toPlainText()  # a heading of its own, under the text
    assert "as amended by ν. 4855/2021 (article 86)" in tab.pane.article.toPlainText()
    assert "as amended by ν. 5090/2024 (article 58)" in tab.pane.article.toPlainText()
    assert "in force from 1 May 2024 to today" in tab.pane.article.toPlainText()  # the dates as the app writes them
    assert "#fbd9d9" in tab.pane.article.toHtml()  # the words removed are marked


def test_the_date_of_the_facts_searches_the_law_as_in_force_then_and_stays_with_the_matter(qtbot, window):
    tab = window.search_tab
    qtbot.waitUntil(lambda: bool(tab.sources), timeout=WAIT)
    tab.matter_bar.facts_date.setText("1/3/2020")  # as a lawyer types it
    search(qtbot, window, THEFT, "Κλοπή με διάρρηξη;")
    qtbot.waitUntil(lambda: tab.outcome is not None and tab.runner.job is None, timeout=WAIT)
    then = next(hit for hit in tab.outcome.hits if hit.id == "CrimC::372")
    assert "με διάρρηξη" in then.text and "με διάρρηξη" in tab.outcome.articles["CrimC::372"].text
    matter = tab.book.matter(tab.matter_bar.current)
    assert matter.facts_date == "2020-03-01" and tab.matter_bar.facts_date.text() == "1 Mar 2020"
    tab.results.selectRow(next(row for row, hit in enumerate(tab.outcome.hits) if hit.id == "CrimC::372"))
    assert "με διάρρηξη" in tab.pane.article.toPlainText()
    assert "Text in force on 1 March 2020, the date of the facts." in tab.pane.currency.text()  # in view, not scrolled
    notes = export.Report.of_search(tab.outcome, tab.outcome.hits, tab.sources).notices
    assert any("Text in force on 1 March 2020, the date of the facts." in note for note in notes)  # as printed
    assert not any("Text as of" in note for note in notes)  # not the texts' own date over the 2020 texts
    with qtbot.waitSignal(tab.pane.shown_article, timeout=WAIT):
        tab.pane.open("CrimC::372")  # opened by citation: the law of the same date
    assert "με διάρρηξη" in tab.pane.article.toPlainText()
    tab.matter_bar.facts_date.clear()
    search(qtbot, window, THEFT, "Κλοπή με διάρρηξη;")
    qtbot.waitUntil(lambda: tab.outcome is not None and tab.outcome.request.as_of == "" and tab.runner.job is None,
                    timeout=WAIT)
    today = next(hit for hit in tab.outcome.hits if hit.id == "CrimC::372")
    assert "διάρρηξη" not in today.text  # ν. 4855/2021 struck burglary out


def test_a_reports_notices_give_the_demo_warning_once_and_each_date_with_its_laws():
    penal = Source("CrimC", "Ποινικός Κώδικας", "el", abbreviation="ΠΚ", as_of="2024-07-01", demo=True)
    data = Source("N4624/2019", "ν. 4624/2019: Προστασία δεδομένων", "el", as_of="2024-07-01", demo=True)
    own = Source("N1/2026", "ν. 1/2026: Νόμος του γραφείου", "el")
    labour = Source("N4808/2021", "ν. 4808/2021: Προστασία της εργασίας", "el", as_of="2021-06-19")
    cited = [(penal, ""), (penal, "2023-03-10"), (data, "2023-03-10"), (data, ""), (own, ""), (penal, ""),
             (labour, "")]
    assert export.notices(cited) == [  # a pinned article reads today's text, a dated search that date's
        "Demonstration corpus: check the text against the official, current version before relying on it. "
        "(ΠΚ, ν. 4624/2019)",
        "Texts as of: ΠΚ, ν. 4624/2019: 1 July 2024; ν. 4808/2021: 19 June 2021.",  # one line, however many laws
        "Text in force on 10 March 2023, the date of the facts. (ΠΚ, ν. 4624/2019)",
        "Currency of the text unknown: check it against the official version. (ν. 1/2026)"]


def test_a_pin_is_cited_in_its_version_in_the_table_and_the_export(qtbot, window):
    tab = window.search_tab
    pin_the_theft_article(qtbot, window)
    cited = "άρθρο 372 ΠΚ, όπως ισχύει μετά το ν. 5090/2024"
    qtbot.waitUntil(lambda: tab.pinned_view.table.item(0, 0).text() == cited, timeout=WAIT)
    matter = tab.book.matter(tab.matter_bar.current)
    report = export.Report.of_matter(matter, tab.book.pins(matter.id), tab.book.searches(matter.id), tab.sources,
                                      versions=tab.pinned_view.kept)
    assert cited in export.markdown(report)
