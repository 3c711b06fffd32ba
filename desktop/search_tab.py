"""The search tab: the parts composed and wired to the open matter (the case form, the search running, the
results with their reasons and trace, the article pane, the matter's history and pinned articles)."""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QGuiApplication, QKeySequence, QShortcut
from PySide6.QtWidgets import (QFrame, QHBoxLayout, QLabel, QMessageBox, QScrollArea, QSplitter, QTabWidget,
                               QVBoxLayout, QWidget)

from retrieval.settings import SettingsError
from retrieval.types import SearchHit, Source, Trace

from . import export, jobs, texts
from .article_view import ArticlePane
from .case_form import CaseForm
from .dates import show_time
from .engine import Engine
from .jobs import SearchOutcome, hit_article
from .matter_panel import MatterBar, PinnedView, SearchHistory
from .matters import MatterBook, SavedSearch
from .results_view import ResultOutputs, ResultsView, TraceView
from .search_run import SearchRun

FORM_SHARE = 0.53  # the case form takes at most this share of the tab's height unless the user drags it larger
ARTICLE_TAB, PINNED_TAB = 0, 2  # of the details beside the results


class SearchTab(QWidget):
    """The matter bar and the case form above; the results beside the article pane, the trace and the matter's
    pinned articles below; the search's progress, cancel and the matter's history between them."""

    settled = Signal()  # a search ended: shown, failed or cancelled
    models_wanted = Signal()  # the user asked for the Models dialog from a message
    vectors_wanted = Signal()  # the user asked for the default embedder's vectors

    def __init__(self, engine: Engine, book: MatterBook, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.engine, self.book = engine, book
        self.confirm_costs = True  # ask before a long embedding or a costly LLM search (off for screenshots)
        self.confirm_matters = True  # ask before a new case goes into the open matter (else: a new matter)
        self.outcome: Optional[SearchOutcome] = None
        self.sources: dict[str, Source] = {}
        self.matter_bar = MatterBar(book)
        self.pinned_view = PinnedView(book)
        self.form = CaseForm(engine, book, self.matter_bar.facts_date)
        self.results = ResultsView()
        self.trace = TraceView()
        self.pane = ArticlePane(engine)
        self.outputs = ResultOutputs()
        self.runner = SearchRun(engine)
        self.recent = SearchHistory(book)
        self.details = QTabWidget()
        self.details.addTab(self.pane, self.tr("Article"))
        self.details.addTab(self.trace, self.tr("Trace"))
        self.details.addTab(self.pinned_view, self.tr("Pinned articles"))
        self._lay_out()
        self._connect()
        if self.matter_bar.current is not None:  # the matter open when the app last closed
            self.show_matter(book.matter(self.matter_bar.current))
        else:
            self._fill_recent()
            self.form.restore_draft()

    def _lay_out(self) -> None:
        self.form_area = QScrollArea()  # the case and the method: it scrolls where the window is too low for all
        self.form_area.setWidget(self.form)
        self.form_area.setWidgetResizable(True)
        self.form_area.setFrameShape(QFrame.Shape.NoFrame)
        self.form_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        actions = QHBoxLayout()
        actions.addWidget(self.runner, 1)
        actions.addWidget(QLabel(self.tr("History")))
        actions.addWidget(self.recent)
        top = QWidget()
        top_layout = QVBoxLayout(top)
        top_layout.setContentsMargins(0, 0, 0, 0)
        top_layout.addWidget(self.matter_bar)
        top_layout.addWidget(self.form_area, 1)
        top_layout.addLayout(actions)
        self.lower = QSplitter(Qt.Orientation.Horizontal)
        self.lower.addWidget(self.results)
        self.lower.addWidget(self.details)
        self.lower.setSizes([550, 550])
        self.splitter = QSplitter(Qt.Orientation.Vertical)
        self.splitter.addWidget(top)
        self.splitter.addWidget(self.lower)
        self.splitter.setChildrenCollapsible(False)
        self.splitter_moved = False  # once the user drags it, the split is theirs
        layout = QVBoxLayout(self)
        layout.addWidget(self.splitter)
        layout.addWidget(self.outputs)

    def _connect(self) -> None:
        """Bound methods only, where a job or a part holds the slot: no reference cycle through a lambda."""
        self.splitter.splitterMoved.connect(self._split_by_user)
        self.lower.splitterMoved.connect(self.results.fit_columns)
        self.form.vectors_wanted.connect(self.vectors_wanted)
        self.runner.search_button.clicked.connect(self.search)
        self.runner.busy_changed.connect(self._busy)
        self.runner.started.connect(self._searching)
        self.runner.searched.connect(self._searched)
        self.runner.stopped.connect(self._stopped)
        self.runner.cancelled.connect(self._cancelled)
        self.runner.tracing.connect(self._show_live_trace)
        self.results.itemSelectionChanged.connect(self._show_selected)
        self.results.itemClicked.connect(self._row_clicked)
        self.recent.chosen.connect(self.show_saved)
        self.pane.shown_article.connect(self._article_shown)
        self.pane.pin_wanted.connect(self._pin)
        self.outputs.copy_article.connect(self.pane.copy_article)
        self.outputs.copy_list.connect(self.copy_list)
        self.outputs.export.connect(self.export_results)
        QShortcut(QKeySequence("Ctrl+Return"), self, activated=self.search)
        QShortcut(QKeySequence("Ctrl+Enter"), self, activated=self.search)
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self, activated=self.runner.cancel)
        self.matter_bar.opened.connect(self.show_matter)
        self.matter_bar.started.connect(self._matter_started)
        self.matter_bar.facts_date.refused.connect(self.runner.say)
        self.matter_bar.facts_date.put_right.connect(self._unsay)
        self.matter_bar.case = self.form.typed_case
        self.pinned_view.chosen.connect(self._show_pin)
        self.pinned_view.export_requested.connect(self.export_matter)
        self.pinned_view.shown.connect(self._check_pins)

    # The layout on small screens

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if not self.splitter_moved:
            self._split()
        self.results.fit_columns()

    def _split(self) -> None:
        """The form gets what it needs, at most FORM_SHARE of the height; the results and the article the rest
        (on a low screen the form scrolls, and the article's text stays in sight)."""
        total = sum(self.splitter.sizes()) or self.splitter.height()
        wanted = self.matter_bar.sizeHint().height() + self.form.sizeHint().height() + \
            self.runner.search_button.sizeHint().height() + 24
        top = min(wanted, int(total * FORM_SHARE))
        self.splitter.setSizes([top, total - top])

    def _split_by_user(self, *_) -> None:
        self.splitter_moved = True

    # The library

    def set_scopes(self, sources: list, areas: list[str]) -> None:
        """The sources (Source objects) and legal areas of the library (after it changed)."""
        self.sources = {source.prefix: source for source in sources}
        self.form.set_scopes(sources, areas)
        self.pane.sources = self.pinned_view.sources = self.sources
        self.pinned_view.show_matter(self.matter_bar.current)
        self.form.suggest_method()  # the library's indexes may have changed with it
        if self.outcome is not None:  # the citations need the sources: show the results again with them
            row = max(self.results.currentRow(), 0)
            self.show_outcome(self.outcome)
            if row:
                self.results.selectRow(row)

    def adopt(self, old: "SearchTab") -> None:
        """Show what another search tab shows: its inputs as typed, its results and selected row."""
        self.form.adopt(old.form)
        if old.sources:
            self.set_scopes(list(old.sources.values()), old.form.areas())
        self.form.adopt_filters(old.form)
        if old.outcome is not None:
            self.show_outcome(old.outcome)
            row = old.results.currentRow()
            if row > 0:
                self.results.selectRow(row)

    # Running

    def search(self) -> None:
        """Search the case as typed, into the open matter (or a new one), unless a search runs already."""
        if self.runner.job is not None:
            return
        if not self.matter_bar.facts_date.check():  # it says why where the search reports; what was typed stays
            return
        try:
            request = self.form.request()
        except SettingsError as exc:  # said where the search's status goes; what was typed stays
            self.runner.say(texts.render(exc.message))
            return
        if not request.text:
            QMessageBox.information(self, self.tr("Search"),
                                    self.tr("Paste the facts of the case or a question first."))
            return
        self.form.save_draft()
        if not self.matter_bar.place(self.confirm_matters):  # a new case: a new matter, unless told otherwise
            return
        self.runner.run(request, self.confirm_costs)

    def _busy(self, busy: bool) -> None:
        self.form.searching = busy
        self.form.build_vectors_button.setEnabled(not busy)

    def _searching(self) -> None:
        if self.outcome is None:  # the pane held why there were no results (the last search's error, say)
            self.pane.say(self.tr("Searching…"))

    def _searched(self, outcome: SearchOutcome) -> None:
        matter = self.matter_bar.ensure(outcome.request.facts, outcome.request.question)
        self.book.add_search(matter, outcome.request, outcome.hits, outcome.highlights, outcome.articles)
        self._fill_recent()
        self.show_outcome(outcome)
        self.settled.emit()
        self.form.suggest_method()  # a meaning-based search embeds the library on its way

    def _stopped(self, message: str, code: str) -> None:
        if code in texts.ANSWER_CODES:  # no article in force then: the answer, not a failure
            self.clear_results(message)
            self.settled.emit()
            return
        stopped = self.tr("The search stopped.")
        self.clear_results(f"{stopped} {texts.sentence(message)}")  # a system error's text too, as a sentence
        self.settled.emit()
        self._warn(self.tr("Search"), message, code)

    def _warn(self, title: str, message: str, code: str) -> None:
        """A job's failure in a dialog; where a model is missing, it offers the Models dialog."""
        if code in texts.MODEL_CODES:
            button = QMessageBox.warning(self, title, message,
                                         QMessageBox.StandardButton.Open | QMessageBox.StandardButton.Close)
            if button == QMessageBox.StandardButton.Open:
                self.models_wanted.emit()
        else:
            QMessageBox.warning(self, title, message)

    def _cancelled(self, traced: bool) -> None:
        if self.outcome is None:  # the pane said the search was running
            self.pane.say(self.tr("The search was cancelled."))
        if traced:  # what the search did until then stays in view
            self.details.setCurrentWidget(self.trace)
        self.settled.emit()

    def _show_live_trace(self, trace: Trace) -> None:
        """A running search's trace so far, replacing whatever the view held."""
        self.trace.show_trace(trace, self.sources)

    # Results

    def clear_results(self, why_empty: str) -> None:
        """No result shown, and the pane says why (a failed search must not leave the previous list up)."""
        self.outcome = None
        self.results.setRowCount(0)
        self.trace.clear()
        self.pane.say(why_empty)
        self.outputs.enable(False)

    def show_outcome(self, outcome: SearchOutcome) -> None:
        """Show a search's results with the first selected; the pane always follows the selection."""
        self.outcome = outcome
        self.pane.law_date = outcome.request.as_of  # links and previous/next open the law of that date too
        self.results.show_hits(outcome, self.sources)
        self.trace.show_trace(outcome.trace, self.sources)
        self.outputs.enable(bool(outcome.hits))
        if outcome.hits:
            self.results.selectRow(0)
            self._show_selected()  # also when row 0 was selected before: the pane never keeps an old article
        else:
            self.pane.say(self.tr("No article matched; try other words, another method or fewer filters."))

    def selected_hits(self) -> list[SearchHit]:
        return self.results.selected_hits(self.outcome.hits) if self.outcome else []

    def _current_hit(self) -> Optional[SearchHit]:
        return self.results.selected_hit(self.outcome.hits) if self.outcome else None

    def _show_selected(self) -> None:
        hit = self._current_hit()
        if hit is None:
            return
        article = self.outcome.articles.get(hit.id) or hit_article(hit)
        self.pane.show_article(article, hit.explanation, self.outcome.highlights.get(hit.id, []), hit.score)
        self.pane.ask_neighbours(hit.id)

    def _row_clicked(self) -> None:
        """A click on the row already selected shows its article again, after a link led the pane elsewhere."""
        hit = self._current_hit()
        if hit is not None and (self.pane.shown is None or self.pane.shown.id != hit.id):
            self._show_selected()

    def _article_shown(self) -> None:
        self.details.setCurrentIndex(ARTICLE_TAB)
        self.outputs.copy_one.setEnabled(True)

    # Output

    def export_hits(self) -> list[SearchHit]:
        """The hits an export holds: all of them, or the selected rows only."""
        if not self.outcome:
            return []
        return self.selected_hits() if self.outputs.selected_only.currentData() else self.outcome.hits

    def report(self) -> export.Report:
        matter = self._open_matter()
        return export.Report.of_search(self.outcome, self.export_hits(), self.sources, matter.name if matter else "")

    def copy_list(self) -> None:
        if self.outcome:
            QGuiApplication.clipboard().setText(export.markdown(self.report()))

    def export_results(self, kind: str) -> None:
        """The results (all or the selected rows) as a file of `kind`, or printed; with none yet, the status line
        says so (the File menu's export is there before any search)."""
        if not self.outcome:
            self.runner.say(self.tr("No results to export yet: search first."))
            return
        matter = self._open_matter()  # named apart from the whole matter's report, which it would overwrite
        name = self.tr("{matter} – results").format(matter=matter.name) if matter else "arthra"
        export.save_report(self.report(), kind, self, name)

    def _open_matter(self):
        """The matter open in the matter bar (None when none is)."""
        return self.book.matter(self.matter_bar.current) if self.matter_bar.current else None

    def export_pdf(self) -> None:
        self.export_results("pdf")

    # The matter: its history of searches and its pinned articles

    def show_matter(self, matter) -> None:
        """Open a matter: its case in the inputs (or what was last typed in it), its last search as it was
        shown, its pinned articles; what was being typed in the matter left is kept as its draft."""
        self.form.leave_matter(matter.id if matter else None)
        self.pinned_view.show_matter(matter.id if matter else None)
        self._name_pins()
        self._fill_recent()
        self.matter_bar.facts_date.set_iso(matter.facts_date if matter else "")
        self.form.show_case(matter.facts if matter else "", matter.question if matter else "")
        saved = self.book.searches(matter.id) if matter else []
        if saved:
            self.show_saved(saved[0])
        else:  # nothing of the matter left before: its list, the pane and the status line empty
            self.clear_results("")
            self.runner.say("")
        self.form.draft_shown()

    def _unsay(self, solved: str) -> None:
        """The status line cleared of a problem now solved (not of what was said since)."""
        if self.runner.stage.toolTip() == solved:
            self.runner.say("")

    def _matter_started(self, matter_id: int) -> None:
        """A matter made for the case typed: its (empty) pins and history shown, the inputs kept (and no longer
        a draft of the matter they were typed in)."""
        self.form.became_matter(matter_id)
        self.pinned_view.show_matter(matter_id)
        self._name_pins()
        self._fill_recent()

    def _name_pins(self) -> None:
        """The pinned articles' tab says how many the matter holds."""
        count = len(self.pinned_view.pinned)
        self.details.setTabText(PINNED_TAB, self.tr("Pinned articles ({count})").format(count=count) if count
                                else self.tr("Pinned articles"))

    def show_saved(self, saved: SavedSearch) -> None:
        """A search of the matter with its results as they were then (it is not run again)."""
        self.form.show_request(saved.request)
        self.show_outcome(SearchOutcome(saved.request, saved.hits, Trace(), saved.highlights, saved.articles,
                                        saved.when))
        self.runner.say(self.tr("Search of {when}, as it was shown then (%n article(s)).", "", len(saved.hits)).format(
            when=show_time(saved.when)))

    def _pin(self) -> None:
        """Keep the article in the pane for the open matter (a matter is made if none is open)."""
        if self.pane.shown is not None:
            matter = self.matter_bar.ensure(*self.form.typed_case())
            self.book.pin(matter, self.pane.shown, self.pane.shown_explanation)
            self.pinned_view.show_matter(matter)
            self._name_pins()

    def _check_pins(self, kept: list) -> None:
        """Learn which version each pin was pinned at and which have a newer one in force (in the engine)."""
        if kept:
            self.pins_job = self.engine.run(jobs.pin_versions(kept))
            self.pins_job.finished.connect(self.pinned_view.mark_versions)

    def _show_pin(self, pin) -> None:
        self.pane.law_date = ""  # a pin is shown as kept; its note says where a newer version is in force
        self.pane.show_article(pin.article, pin.reason)
        self.pane.ask_neighbours(pin.article.id)

    def _fill_recent(self) -> None:
        self.recent.show_matter(self.matter_bar.current)

    def export_matter(self, kind: str) -> None:
        """The whole matter (case, pinned articles with notes, every search) as a report."""
        matter = self._open_matter()
        if matter is None:
            return
        report = export.Report.of_matter(matter, self.book.pins(matter.id), self.book.searches(matter.id),
                                         self.sources, self.pinned_view.all_texts.isChecked(),
                                         self.pinned_view.kept)
        export.save_report(report, kind, self, matter.name)
