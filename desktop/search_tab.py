"""The search tab: facts and question in, ranked articles with reasons out, run off the UI thread."""

from __future__ import annotations

import html
from dataclasses import dataclass, field
from pathlib import Path
from typing import Optional

from PySide6.QtCore import QSize, Qt, QTimer, QUrl, Signal
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence, QShortcut, QTextCursor
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QFileDialog, QFormLayout, QFrame, QGridLayout,
                               QHBoxLayout, QHeaderView, QLabel, QLineEdit, QMenu, QMessageBox, QProgressBar,
                               QPushButton, QScrollArea, QSpinBox, QSplitter, QStackedWidget, QTableWidget,
                               QTableWidgetItem, QTabWidget, QTextBrowser, QTextEdit, QToolButton, QTreeWidget,
                               QTreeWidgetItem, QVBoxLayout, QWidget)

from retrieval.citations import resolve
from retrieval.explanations import Explanation, evidence, reformulation
from retrieval.graph import Related
from retrieval.highlight import matching_spans
from retrieval.methods import METHODS, validated
from retrieval.methods.base import Estimating, searchable
from retrieval.ranking import DEPTH
from retrieval.settings import NAMES, SettingsError, line_items, pairs
from retrieval.types import (Article, Cancelled, CheaperSearch, CostEstimate, MethodChoice,
                             SearchHit, SearchRequest, Source, Trace, VectorWork, describe_counts)

from . import export, llm_cost, texts, vectors
from .article_view import (LINK_SCHEME, article_html, cite, cite_id, citation_line,  # noqa: F401 (re-exported)
                           history_html, related_html, right_to_left)
from .app_settings import settings
from .engine import Engine
from .explain import why
from .live_trace import TraceRelay
from .matter_panel import MatterBar, PinnedView
from .matters import MatterBook, SavedSearch, first_words, now
from .labels import (area_label, method_description, method_label, method_name, missing_models,
                           model_check_note, registered, setting_help, setting_label, unavailable_reason)


@dataclass
class SearchOutcome:
    """A finished search: what was asked, the hits, what the search recorded, the words to highlight, and each
    hit's article (for its chapter) and related provisions."""

    request: SearchRequest
    hits: list[SearchHit]
    trace: Trace
    highlights: dict[str, list[tuple[int, int]]] = field(default_factory=dict)
    articles: dict[str, Article] = field(default_factory=dict)
    when: str = field(default_factory=now)  # when the search ran
    related: dict[str, Related] = field(default_factory=dict)  # each hit's related provisions ("see also")


DRAFT_DELAY_MS = 700  # the case typed is kept this long after the last keystroke (and on quitting)
FACTS_LINES = 8  # the facts box shows at least this many lines; the splitter above the results makes it taller
FORM_SHARE = 0.53  # the case form takes at most this share of the tab's height unless the user drags it larger
NARROW_RESULTS = 560  # below this width (pixels) the results hide the law and score columns


def run_search(request: SearchRequest, live: Optional[TraceRelay] = None):
    """The engine job for a search: the hits, the trace, and each hit's matching words; `live` relays the trace
    while the search runs, and what it had recorded when it is cancelled."""

    def work(library, progress, cancel) -> SearchOutcome:
        trace = Trace()
        try:
            result = library.search(request, live.reporting(progress) if live else progress, cancel, trace)
        except Cancelled:
            if live is not None:
                live.cancelled(trace)
            raise
        hits = result.hits
        analyzer = library.analyzer(result.request.analyzer)  # an `analyzer` setting's
        rewritten = reformulation(hits[0].explanation) if hits else ""
        planned = " ".join(report.query for report in result.trace.rounds)
        terms = " ".join(filter(None, (request.text, rewritten, planned)))
        return SearchOutcome(request, hits, result.trace,
                             {hit.id: matching_spans(analyzer, terms, hit.text) for hit in hits},
                             {hit.id: hit_article(hit) for hit in hits},
                             related={hit.id: library.related(hit.id) for hit in hits})

    return work


def pin_versions(kept: list[Article]):
    """The engine job for a matter's pins: the version each was pinned at, and the newer ones in force today."""

    def work(library, progress, cancel) -> tuple[dict, dict]:
        return library.kept_versions(kept), library.newer_versions(kept)

    return work


def open_article(article_id: str):
    """The engine job for an article opened by link, citation or previous/next: it, its neighbours and its
    related provisions."""

    def work(library, progress, cancel) -> tuple[Article, Optional[str], Optional[str], list, Related]:
        return (library.article(article_id), *library.store.neighbours(article_id), library.history(article_id),
                library.related(article_id))

    return work


class FactsEdit(QTextEdit):
    """The facts box: at least FACTS_LINES lines, and it takes the height the form is given (unlike
    QPlainTextEdit, it sets each paragraph's direction from its text)."""

    def __init__(self):
        super().__init__()
        self.setAcceptRichText(False)
        self.setMinimumHeight(self.fontMetrics().lineSpacing() * FACTS_LINES + 2 * self.frameWidth() + 8)

    def sizeHint(self) -> QSize:  # its minimum: the rest of the form is then in sight, and the facts grow into it
        return QSize(super().sizeHint().width(), self.minimumHeight())


class ModelNameBox(QComboBox):
    """A setting that names one model: the registered ones to pick, or a folder, file or URL typed."""

    def __init__(self):
        super().__init__()
        self.setEditable(True)
        self.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)


class ModelNamesField(QWidget):
    """A setting that names several models (comma-separated): typed, or added one at a time from a menu of
    the registered ones, which keeps the names already there (a combo box's pick would replace them)."""

    def __init__(self, kind: str):
        super().__init__()
        self.kind = kind
        self.edit = QLineEdit()
        self.add_button = QToolButton()
        self.add_button.setText(self.tr("Add…"))
        self.add_button.setStyleSheet("QToolButton::menu-indicator { image: none; }")  # it would cover the text
        self.add_button.setToolTip(self.tr("Add a registered model to those named"))
        self.add_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.menu = QMenu(self.add_button)
        self.menu.aboutToShow.connect(self._list)
        self.menu.triggered.connect(self._picked)  # bound methods only: no reference cycle through a lambda
        self.add_button.setMenu(self.menu)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.edit, 1)
        row.addWidget(self.add_button)

    def _list(self) -> None:
        """The menu lists the registry as it is when opened."""
        self.menu.clear()
        for name in registered(self.kind):
            self.menu.addAction(name)

    def _picked(self, action: QAction) -> None:
        self.add(action.text())

    def add(self, name: str) -> None:
        names = [n.strip() for n in self.edit.text().split(",") if n.strip()]
        self.edit.setText(",".join(names if name in names else names + [name]))


def asks_first(request: SearchRequest) -> bool:
    """Whether a search may have to embed the library or call an LLM at length: the user is asked first."""
    method = METHODS[request.method]
    return isinstance(method, Estimating) or "embedder" in method.needs(validated(request).settings)


def checks_before(request: SearchRequest):
    """The engine job run before such a search: the vectors it would build first, and what its LLM calls
    would cost (with its cheaper form's where the engine has one)."""
    def work(library, progress, cancel) -> tuple[list[VectorWork], Optional[CostEstimate],
                                                 Optional[CheaperSearch]]:
        to_build = library.vectors_to_build(request)
        if not isinstance(METHODS[request.method], Estimating):
            return to_build, None, None
        return (to_build, *llm_cost.estimate_work(request)(library, progress, cancel))

    return work


class SearchTab(QWidget):
    """Two inputs, a method with its settings, filters, and the results with their reasons and trace; the
    article pane always shows the selected result (or the article opened from it) with its law and citation."""

    settled = Signal()  # a search ended: shown, failed or cancelled
    models_wanted = Signal()  # the user asked for the Models dialog from a message
    vectors_wanted = Signal()  # the user asked for the default embedder's vectors

    def __init__(self, engine: Engine, book: MatterBook, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.engine, self.book = engine, book
        self.matter_bar = MatterBar(book)
        self.pinned_view = PinnedView(book)
        self.job = None
        self.article_job = None
        self.pending: Optional[SearchRequest] = None  # the request whose cost is being estimated
        self.confirm_costs = True  # ask before a long embedding or a costly LLM search (off for screenshots)
        self.outcome: Optional[SearchOutcome] = None
        self.traced_live = False  # the running search has shown its trace so far
        self.sources: dict[str, Source] = {}
        self.shown: Optional[Article] = None  # the article in the pane
        self.shown_explanation: Optional[Explanation] = None
        self.neighbours: tuple[Optional[str], Optional[str]] = (None, None)
        self.setting_pages: dict[str, dict[str, QLineEdit]] = {}
        self.model_fields: list[tuple[QComboBox, str]] = []  # settings naming a model, with the kind they name

        self.facts = FactsEdit()
        self.confirm_matters = True  # ask before a new case goes into the open matter (else: a new matter)
        self.draft_timer = QTimer(self)
        self.draft_timer.setSingleShot(True)
        self.draft_timer.setInterval(DRAFT_DELAY_MS)
        self.draft_matter: Optional[int] = None  # the matter the inputs are typed in (None: none open)
        self.facts.setPlaceholderText(self.tr("Paste the facts of the case here (any length, any language)"))
        self.question = QLineEdit()
        self.question.setPlaceholderText(self.tr("The legal question"))
        self.method = QComboBox()
        self.method.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.method.setMinimumContentsLength(32)
        self.method_help = QLabel()
        self.method_help.setWordWrap(True)
        self.method_help.setStyleSheet("color:#555")
        two_lines = self.method_help.fontMetrics().lineSpacing() * 2 + 6
        self.method_help.setFixedHeight(two_lines)
        self.method_picked = False  # once the user picks a method, a new suggestion no longer replaces it
        self.method_note = QLabel()  # the suggested method and what its vectors still need
        self.method_note.setWordWrap(True)
        self.method_note.setFixedHeight(two_lines)
        self.method_note.hide()  # shown when there is something to say
        self.build_vectors_button = QPushButton(self.tr("Build vectors"))
        self.build_vectors_button.hide()
        self.k = QSpinBox()
        self.k.setRange(1, DEPTH)
        self.k.setValue(10)
        self.source = QComboBox()
        self.area = QComboBox()
        self.settings_stack = QStackedWidget()
        self.searchable = [name for name in METHODS if searchable(METHODS[name])]  # the registry's, as listed now
        for name in self.searchable:
            self.settings_stack.addWidget(self._settings_page(name))
        self.more_settings = QLineEdit()
        self.more_settings.setPlaceholderText(self.tr("key=value, key=value"))
        self.recent = QComboBox()
        self.recent.setMinimumContentsLength(30)
        self.recent.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.search_button = QPushButton(self.tr("Search"))
        self.search_button.setToolTip("Ctrl+Enter")
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.setToolTip("Esc")
        self.cancel_button.setEnabled(False)
        self.stage = QLabel(self.tr("Ready."))
        self.stage.setMinimumWidth(80)
        self.bar = QProgressBar()
        self.bar.setMaximumWidth(220)
        self.bar.hide()

        self.results = QTableWidget(0, 6)
        self.results.setHorizontalHeaderLabels([self.tr("#"), self.tr("Citation"), self.tr("Law"), self.tr("Title"),
                                                self.tr("Score"), self.tr("Why")])
        self.results.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.results.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.results.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.results.setWordWrap(True)
        self.results.verticalHeader().hide()
        header = self.results.horizontalHeader()
        header.setSectionResizeMode(5, QHeaderView.ResizeMode.Stretch)
        for column in (0, 1, 4):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.results.setColumnWidth(2, 90)
        self.results.setColumnWidth(3, 150)
        self.article = QTextBrowser()
        self.article.setOpenLinks(False)
        self.previous_button = QPushButton(self.tr("◀ Previous article"))
        self.next_button = QPushButton(self.tr("Next article ▶"))
        self.go_to = QLineEdit()
        self.go_to.setPlaceholderText(self.tr("Open an article: e.g. άρθρο 386 ΠΚ"))
        self.copy_citation_button = QPushButton(self.tr("Copy citation"))
        self.pin_button = QPushButton(self.tr("Pin to matter"))
        for button in (self.previous_button, self.next_button, self.copy_citation_button, self.pin_button):
            button.setEnabled(False)
        article_box = QWidget()
        article_layout = QVBoxLayout(article_box)
        article_layout.setContentsMargins(0, 0, 0, 0)
        navigation = QHBoxLayout()
        navigation.addWidget(self.previous_button)
        navigation.addWidget(self.next_button)
        navigation.addWidget(self.go_to, 1)
        article_layout.addLayout(navigation)
        article_layout.addWidget(self.article, 1)
        article_actions = QHBoxLayout()
        article_actions.addWidget(self.copy_citation_button)
        article_actions.addWidget(self.pin_button)
        article_actions.addStretch(1)
        article_layout.addLayout(article_actions)
        self.trace = QTreeWidget()
        self.trace.setHeaderLabels([self.tr("Round / step"), self.tr("Details")])
        self.trace.setColumnWidth(0, 220)
        self.live_trace = TraceRelay(self)  # a running LLM search's trace, shown as it grows
        self.live_trace.arrived.connect(self._show_live_trace)
        self.details = QTabWidget()
        self.details.addTab(article_box, self.tr("Article"))
        self.details.addTab(self.trace, self.tr("Trace"))
        self.details.addTab(self.pinned_view, self.tr("Pinned articles"))
        self.copy_one = QPushButton(self.tr("Copy article"))
        copy_all = QPushButton(self.tr("Copy list"))
        to_markdown = QPushButton(self.tr("Markdown…"))
        to_pdf = QPushButton(self.tr("PDF…"))
        to_docx = QPushButton(self.tr("Word…"))
        print_button = QPushButton(self.tr("Print…"))
        for button, kind in ((to_markdown, "Markdown"), (to_pdf, "PDF"), (to_docx, "Word")):
            button.setToolTip(self.tr("Export the results as {kind}").format(kind=kind))
        self.output_buttons = [self.copy_one, copy_all, to_markdown, to_pdf, to_docx, print_button]
        for button in self.output_buttons:
            button.setEnabled(False)
        self.selected_only = QComboBox()
        self.selected_only.addItem(self.tr("All results"), False)
        self.selected_only.addItem(self.tr("Selected rows only"), True)

        form = QWidget()  # the case and the method: it scrolls where the window is too low to show it all
        inputs = QGridLayout(form)
        inputs.setContentsMargins(0, 0, 0, 0)
        inputs.addWidget(QLabel(self.tr("Facts")), 0, 0, Qt.AlignmentFlag.AlignTop)
        inputs.addWidget(self.facts, 0, 1, 1, 5)
        inputs.setRowStretch(0, 1)  # the facts box takes the height the splitter gives the form
        inputs.addWidget(QLabel(self.tr("Question")), 1, 0)
        inputs.addWidget(self.question, 1, 1, 1, 5)
        inputs.addWidget(QLabel(self.tr("Method")), 2, 0)
        inputs.addWidget(self.method, 2, 1, 1, 3)
        inputs.addWidget(self.method_help, 3, 1, 1, 3)
        suggestion = QHBoxLayout()
        suggestion.addWidget(self.method_note, 1)
        suggestion.addWidget(self.build_vectors_button)
        inputs.addLayout(suggestion, 4, 1, 1, 3)
        inputs.addWidget(self.settings_stack, 2, 4, 3, 2, Qt.AlignmentFlag.AlignTop)
        filters = QHBoxLayout()
        filters.addWidget(self.source, 3)
        filters.addWidget(QLabel(self.tr("Legal area")))
        filters.addWidget(self.area, 2)
        filters.addWidget(QLabel(self.tr("Articles")))
        filters.addWidget(self.k)
        inputs.addWidget(QLabel(self.tr("Source")), 5, 0)
        inputs.addLayout(filters, 5, 1, 1, 5)
        inputs.addWidget(QLabel(self.tr("More settings")), 6, 0)
        inputs.addWidget(self.more_settings, 6, 1, 1, 5)
        inputs.setColumnStretch(1, 1)
        inputs.setColumnStretch(5, 1)
        self.form_area = QScrollArea()
        self.form_area.setWidget(form)
        self.form_area.setWidgetResizable(True)
        self.form_area.setFrameShape(QFrame.Shape.NoFrame)
        self.form_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        actions = QHBoxLayout()
        actions.addWidget(self.search_button)
        actions.addWidget(self.cancel_button)
        actions.addWidget(self.bar)
        actions.addWidget(self.stage, 1)
        actions.addWidget(QLabel(self.tr("History")))
        actions.addWidget(self.recent)
        outputs = QHBoxLayout()
        for button in self.output_buttons[:2]:
            outputs.addWidget(button)
        outputs.addStretch(1)
        outputs.addWidget(self.selected_only)
        for button in self.output_buttons[2:]:
            outputs.addWidget(button)
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
        layout.addLayout(outputs)

        self.refresh_methods()
        self.splitter.splitterMoved.connect(self._split_by_user)
        self.lower.splitterMoved.connect(self._fit_columns)
        self.method.currentIndexChanged.connect(self._show_settings)
        self.method.activated.connect(self._picked)
        self.build_vectors_button.clicked.connect(self.build_vectors)
        self.search_button.clicked.connect(self.search)
        self.cancel_button.clicked.connect(self.cancel)
        self.results.itemSelectionChanged.connect(self._show_selected)
        self.recent.activated.connect(self._reopen)
        self.article.anchorClicked.connect(self._follow)
        self.previous_button.clicked.connect(self.open_previous)
        self.next_button.clicked.connect(self.open_next)
        self.go_to.returnPressed.connect(self.open_typed)
        self.copy_citation_button.clicked.connect(self.copy_citation)
        self.pin_button.clicked.connect(self._pin)
        self.copy_one.clicked.connect(self.copy_selected)
        copy_all.clicked.connect(self.copy_list)
        for button, kind in ((to_markdown, "md"), (to_pdf, "pdf"), (to_docx, "docx"), (print_button, "print")):
            button.setProperty("kind", kind)
            button.clicked.connect(self.export_results)
        QShortcut(QKeySequence("Ctrl+Return"), self, activated=self.search)
        QShortcut(QKeySequence("Ctrl+Enter"), self, activated=self.search)
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self, activated=self.cancel)
        self.matter_bar.opened.connect(self.show_matter)
        self.matter_bar.started.connect(self._matter_started)
        self.matter_bar.case = self.typed_case
        self.facts.textChanged.connect(self._typed)
        self.question.textChanged.connect(self._typed)
        self.draft_timer.timeout.connect(self.save_draft)
        self.pinned_view.chosen.connect(self._show_pin)
        self.pinned_view.export_requested.connect(self.export_matter)
        self.pinned_view.shown.connect(self._check_pins)
        self._show_settings()
        if self.matter_bar.current is not None:  # the matter open when the app last closed
            self.show_matter(book.matter(self.matter_bar.current))
        else:
            self._fill_recent()
            self.restore_draft()

    # The layout on small screens

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if not self.splitter_moved:
            self._split()
        self._fit_columns()

    def _split(self) -> None:
        """The form gets what it needs, at most FORM_SHARE of the height; the results and the article the rest
        (on a low screen the form scrolls, and the article's text stays in sight)."""
        total = sum(self.splitter.sizes()) or self.splitter.height()
        wanted = self.matter_bar.sizeHint().height() + self.form_area.widget().sizeHint().height() + \
            self.search_button.sizeHint().height() + 24
        top = min(wanted, int(total * FORM_SHARE))
        self.splitter.setSizes([top, total - top])

    def _split_by_user(self, *_) -> None:
        self.splitter_moved = True

    def _fit_columns(self, *_) -> None:
        """Where the results are narrow, the law and score columns give way to the reasons (each row's tooltip
        also holds its reason)."""
        narrow = self.results.viewport().width() < NARROW_RESULTS
        for column in (2, 4):
            self.results.setColumnHidden(column, narrow)

    # The case typed, kept as a draft until searched and across restarts

    def typed_case(self) -> tuple[str, str]:
        return self.facts.toPlainText(), self.question.text()

    def _typed(self, *_) -> None:
        self.draft_timer.start()

    def _draft_key(self) -> str:
        return f"draft/{self.draft_matter or 0}"

    def save_draft(self) -> None:
        """Keep the facts and question as typed for the matter they are typed in (saved shortly after typing
        stops, before another matter is opened, and on quitting); nothing is kept where they are its case."""
        self.draft_timer.stop()
        saved, key = settings(), self._draft_key()
        matter = self.book.matter(self.draft_matter) if self.draft_matter else None
        if self.typed_case() == ((matter.facts, matter.question) if matter else ("", "")):
            saved.remove(key)
        else:
            saved.setValue(f"{key}/facts", self.facts.toPlainText())
            saved.setValue(f"{key}/question", self.question.text())

    def restore_draft(self) -> None:
        """Put back the case as it was last typed in the open matter (or with none open), searched or not."""
        saved, key = settings(), self._draft_key()
        if saved.contains(f"{key}/facts"):
            self.facts.setPlainText(str(saved.value(f"{key}/facts") or ""))
            self.question.setText(str(saved.value(f"{key}/question") or ""))

    # Inputs

    def _settings_page(self, name: str) -> QWidget:
        """The featured settings of one method; all pages live in one stack, so the form keeps its size."""
        page = QWidget()
        form = QFormLayout(page)
        form.setContentsMargins(0, 0, 0, 0)
        inputs = {}
        for setting in METHODS[name].settings.featured:  # the method's own choice; the rest go under More settings
            if setting.names and setting.kind == NAMES:  # models: typed, or added from the registered ones
                field = ModelNamesField(setting.names)
                edit = field.edit
            elif setting.names:  # a model: the registered ones listed, a folder, file or URL typed
                field = ModelNameBox()
                self.model_fields.append((field, setting.names))
                edit = field.lineEdit()
            else:
                field = edit = QLineEdit()
            edit.setPlaceholderText(self.tr("default"))
            for widget in {field, edit}:  # the combo box and the line typed into
                widget.setToolTip(setting_help(setting))
            form.addRow(setting_label(setting.name), field)
            inputs[setting.name] = edit
        self.setting_pages[name] = inputs
        return page

    @property
    def setting_inputs(self) -> dict[str, QLineEdit]:
        return self.setting_pages.get(self.method.currentData(), {})

    def refresh_methods(self) -> None:
        """List the methods by plain name; those whose models are missing are shown disabled, with the reason."""
        current = self.method.currentData()
        missing = missing_models()
        self.method.blockSignals(True)
        self.method.clear()
        for name in self.searchable:
            reason = unavailable_reason(name, missing)
            self.method.addItem(method_label(name), name)
            index = self.method.count() - 1
            tip = (f"{method_description(name)}\n{reason or ''}\n{model_check_note(name) or ''}\n"
                   f"[{name}] {METHODS[name].summary}").replace("\n\n", "\n").replace("\n\n", "\n")
            self.method.setItemData(index, tip, Qt.ItemDataRole.ToolTipRole)
            if reason:
                self.method.model().item(index).setEnabled(False)
        self.method.blockSignals(False)
        self.select_method(current or "bm25")
        self._show_settings()
        for box, kind in self.model_fields:  # what was typed stays; the list is the registry's now
            typed = box.currentText()
            box.clear()
            box.addItems(registered(kind))
            box.setCurrentIndex(-1)
            box.setEditText(typed)
        self.suggest_method()

    def suggest_method(self) -> None:
        """Ask the engine for the best method the models and the library's indexes allow; it is preselected
        unless the user picked one, and the line under the picker says why."""
        job = self.engine.run(vectors.method_choice)
        job.finished.connect(self._suggested)
        job.failed.connect(lambda message: self.method_note.setText(""))  # the search itself will say what is wrong
        self._suggestion_job = job  # the job must live until its signals arrive

    def _suggested(self, choice: MethodChoice) -> None:
        if not self.method_picked and self.job is None:  # never under a search that is running
            self.select_method(choice.method)
        self.method_note.setText(vectors.note(choice))
        self.method_note.setToolTip(self.method_note.text())
        self.method_note.setVisible(bool(self.method_note.text()))
        self.build_vectors_button.setVisible(vectors.needs_building(choice))

    def _picked(self, _index: int) -> None:
        self.method_picked = True

    def select_method(self, code: str) -> bool:
        """Preselect a method by its engine code (False when it is unknown or cannot run here)."""
        index = self.method.findData(code)
        if index < 0 or not self.method.model().item(index).isEnabled():
            return False
        self.method.setCurrentIndex(index)
        return True

    def set_scopes(self, sources: list, areas: list[str]) -> None:
        """The sources (Source objects) and legal areas the filters offer (after the library changed)."""
        self.sources = {source.prefix: source for source in sources}
        every_source, every_area = self.tr("All", "sources"), self.tr("All", "legal areas")  # Greek: Όλες, Όλοι
        for combo, values, every in ((self.source, [(s.prefix, s.title) for s in sources], every_source),
                                     (self.area, [(a, area_label(a)) for a in areas], every_area)):
            current = combo.currentData()
            combo.clear()
            combo.addItem(every, "")
            for value, label in values:
                combo.addItem(label if len(label) <= 50 else label[:48] + "…", value)
                combo.setItemData(combo.count() - 1, f"{label} [{value}]", Qt.ItemDataRole.ToolTipRole)
            combo.setCurrentIndex(max(combo.findData(current), 0))
        self.pinned_view.sources = self.sources
        self.pinned_view.show_matter(self.matter_bar.current)
        self.suggest_method()  # the library's indexes may have changed with it
        if self.outcome is not None:  # the citations need the sources: show the results again with them
            row = max(self.results.currentRow(), 0)
            self.show_outcome(self.outcome)
            if row:
                self.results.selectRow(row)

    def _show_settings(self) -> None:
        name = self.method.currentData()
        if name is None:
            return
        self.settings_stack.setCurrentIndex(self.searchable.index(name))
        reason = unavailable_reason(name, missing_models())
        self.method_help.setText(method_description(name) + (f" <b>{html.escape(reason)}</b>" if reason else ""))
        self.method.setToolTip(self.method.itemData(self.method.currentIndex(), Qt.ItemDataRole.ToolTipRole))
        self.more_settings.setToolTip("\n".join(setting_help(s) for s in METHODS[name].settings))

    def request(self) -> SearchRequest:
        """The search as typed; its settings checked against the method's (SettingsError says what is wrong)."""
        name = self.method.currentData()
        typed = [f"{key}={edit.text().strip()}" for key, edit in self.setting_inputs.items() if edit.text().strip()]
        settings = pairs(typed + line_items(self.more_settings.text()))
        METHODS[name].settings.validate(settings, name)
        return SearchRequest(facts=self.facts.toPlainText(), question=self.question.text(),
                             method=self.method.currentData(), k=self.k.value(),
                             sources=tuple(filter(None, [self.source.currentData()])),
                             areas=tuple(filter(None, [self.area.currentData()])), settings=settings,
                             as_of=self.matter_bar.facts_date.text().strip())

    def show_request(self, request: SearchRequest) -> None:
        self.method_picked = True  # the method of a saved search stays
        self.facts.setPlainText(request.facts)
        self.question.setText(request.question)
        self.matter_bar.facts_date.setText(request.as_of)
        index = self.method.findData(request.method)
        self.method.setCurrentIndex(max(index, 0))  # a disabled method too: its reason is then shown
        self.k.setValue(request.k)
        self.source.setCurrentIndex(max(self.source.findData(request.sources[0] if request.sources else ""), 0))
        self.area.setCurrentIndex(max(self.area.findData(request.areas[0] if request.areas else ""), 0))
        given = METHODS[request.method].settings.given(request.settings) if request.method in METHODS \
            else request.settings
        for key, edit in self.setting_inputs.items():
            edit.setText(given.get(key, ""))
        self.more_settings.setText(", ".join(f"{k}={v}" for k, v in given.items() if k not in self.setting_inputs))

    def adopt(self, old: "SearchTab") -> None:
        """Show what another search tab shows: its inputs as typed, its results and selected row."""
        self.facts.setPlainText(old.facts.toPlainText())
        self.question.setText(old.question.text())
        self.method.setCurrentIndex(max(self.method.findData(old.method.currentData()), 0))
        self.method_picked = old.method_picked
        self.k.setValue(old.k.value())
        self.more_settings.setText(old.more_settings.text())
        for name, inputs in old.setting_pages.items():
            for key, edit in inputs.items():
                self.setting_pages[name][key].setText(edit.text())
        if old.sources:
            self.set_scopes(list(old.sources.values()), [old.area.itemData(i) for i in range(1, old.area.count())])
        self.source.setCurrentIndex(max(self.source.findData(old.source.currentData()), 0))
        self.area.setCurrentIndex(max(self.area.findData(old.area.currentData()), 0))
        if old.outcome is not None:
            self.show_outcome(old.outcome)
            row = old.results.currentRow()
            if row > 0:
                self.results.selectRow(row)

    # Running

    def search(self) -> None:
        if self.job is not None:
            return
        try:
            request = self.request()
        except SettingsError as exc:  # said where the search's status goes; what was typed stays
            self._set_stage(texts.render(exc.message))
            return
        if not request.text:
            QMessageBox.information(self, self.tr("Search"),
                                    self.tr("Paste the facts of the case or a question first."))
            return
        self.save_draft()
        if not self.matter_bar.place(self.confirm_matters):  # a new case: a new matter, unless told otherwise
            return
        if self.confirm_costs and asks_first(request):  # say first what it must embed or will cost
            self.pending = request
            self.job = self.engine.run(checks_before(request))
            self.job.finished.connect(self._checked)  # a bound method: no reference cycle with the job
            self.job.failed.connect(self._failed)
            self.job.cancelled.connect(self._cancelled)
            self._busy(True, self.tr("Checking what the search needs…"))
            return
        self._start(request)

    def _checked(self, found: tuple) -> None:
        self.job = None
        self._busy(False, "")
        to_build, estimate, cheaper = found
        if to_build and not vectors.confirm_build(self, to_build):
            return
        chosen = llm_cost.decide(self, self.pending, estimate, cheaper)
        if chosen is not None:
            self._start(chosen)

    def _start(self, request: SearchRequest) -> None:
        self.job, self.traced_live = self.engine.run(run_search(request, self.live_trace)), False
        self.job.progress.connect(self._progress)
        self.job.finished.connect(self._finished)
        self.job.failed.connect(self._failed)
        self.job.cancelled.connect(self._cancelled)
        self._busy(True, self.tr("Searching…"))
        if self.outcome is None:  # the pane held why there were no results (the last search's error, say)
            self.article.setHtml(f"<p>{html.escape(self.tr('Searching…'))}</p>")

    def build_vectors(self) -> None:
        """Ask for the default embedder's vectors to be built in the background (the status bar shows it); the
        searches go on meanwhile, and the suggested method becomes the fused one once they are complete."""
        self.build_vectors_button.setEnabled(False)
        self.vectors_wanted.emit()

    def cancel(self) -> None:
        if self.job is not None:
            self.job.cancel()
            self.stage.setText(self.tr("Cancelling…"))

    def _busy(self, busy: bool, text: str) -> None:
        self.search_button.setEnabled(not busy)
        self.build_vectors_button.setEnabled(not busy)
        self.cancel_button.setEnabled(busy)
        self.bar.setVisible(busy)
        self.bar.setRange(0, 0)
        self._set_stage(text)

    def _set_stage(self, text: str) -> None:
        """The status line, cut to one line (the whole text in its tooltip), so it never widens the window."""
        self.stage.setToolTip(text)
        metrics = self.stage.fontMetrics()
        self.stage.setText(metrics.elidedText(text, Qt.TextElideMode.ElideRight, max(self.stage.width(), 300)))

    def _progress(self, stage: str, done: int, total: int) -> None:
        self._set_stage(stage)
        self.bar.setRange(0, total)
        self.bar.setValue(done)

    def _finished(self, outcome: SearchOutcome) -> None:
        self.job = None
        usage = outcome.trace.usage()
        text = self.tr("%n article(s).", "", len(outcome.hits))
        if usage.calls:
            text += " " + self.tr("LLM: %n call(s), {tokens} tokens, {seconds} s.", "", usage.calls).format(
                tokens=texts.number(usage.tokens), seconds=texts.number(usage.seconds, 1))
        if outcome.trace.notes:
            text += " " + " ".join(texts.render(note) for note in outcome.trace.notes)
        self._busy(False, text)
        matter = self.matter_bar.ensure(outcome.request.facts, outcome.request.question)
        self.book.add_search(matter, outcome.request, outcome.hits, outcome.highlights, outcome.articles)
        self._fill_recent()
        self.show_outcome(outcome)
        self.settled.emit()
        self.suggest_method()  # a meaning-based search embeds the library on its way

    def _failed(self, message: str) -> None:
        code = self.job.code if self.job is not None else ""
        self.job = None
        self._busy(False, self.tr("The search stopped."))
        self.clear_results(self.tr("The search stopped: {message}").format(message=message))
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

    def _cancelled(self) -> None:
        self.job = None
        self._busy(False, self.tr("Cancelled."))
        if self.traced_live:  # what the search did until then stays in view
            self.details.setCurrentWidget(self.trace)
        self.traced_live = False
        self.settled.emit()

    def _show_live_trace(self, trace: Trace) -> None:
        """A running search's trace so far, replacing whatever the view held (nothing is shown for a search that
        has recorded nothing yet)."""
        if self.job is not None and not trace.empty:
            self.traced_live = True
            self._show_trace(trace)

    # Results

    def clear_results(self, why_empty: str) -> None:
        """No result shown, and the pane says why (a failed search must not leave the previous list up)."""
        self.outcome, self.shown = None, None
        self.results.setRowCount(0)
        self.trace.clear()
        self.article.setHtml(f"<p>{html.escape(why_empty)}</p>")
        for button in self.output_buttons + [self.copy_citation_button, self.pin_button, self.previous_button,
                                             self.next_button]:
            button.setEnabled(False)

    def show_outcome(self, outcome: SearchOutcome) -> None:
        """Show a search's results with the first selected; the pane always follows the selection."""
        self.outcome = outcome
        self.results.blockSignals(True)
        self.results.clearSelection()
        self.results.setRowCount(len(outcome.hits))
        for row, hit in enumerate(outcome.hits):
            source = self.sources.get(hit.source)
            article = outcome.articles.get(hit.id) or hit_article(hit)
            reason = why(hit.explanation)
            warning = self.tr("Warning: its text reads as addressed to an AI ({signs})").format(
                signs=", ".join(hit.suspicious)) if hit.suspicious else ""
            cells = [str(hit.rank), cite(article, source), source.title if source else hit.source, hit.title,
                     texts.number(hit.score, 4), ("⚠ " if warning else "") + reason]
            for column, value in enumerate(cells):
                item = QTableWidgetItem(value)
                tip = f"{value}\n{hit.id}" if column == 1 else value
                tip = tip if column == 5 or not reason else f"{tip}\n\n{reason}"  # the reason in reach
                item.setToolTip("\n".join(filter(None, [tip, warning])))
                self.results.setItem(row, column, item)
        self.results.blockSignals(False)
        self._show_trace(outcome.trace)
        for button in self.output_buttons:
            button.setEnabled(bool(outcome.hits))
        if outcome.hits:
            self.results.selectRow(0)
            self._show_selected()  # also when row 0 was selected before: the pane never keeps an old article
        else:
            self.shown = None
            self.article.setHtml(html.escape(self.tr("No article matched; try other words, another method or "
                                                     "fewer filters.")))

    def selected_hits(self) -> list[SearchHit]:
        if not self.outcome:
            return []
        rows = sorted(index.row() for index in self.results.selectionModel().selectedRows())
        return [self.outcome.hits[row] for row in rows if row < len(self.outcome.hits)]

    def selected_hit(self) -> Optional[SearchHit]:
        rows = self.results.selectionModel().selectedRows() if self.outcome else []
        current = self.results.currentRow()
        chosen = [r.row() for r in rows if r.row() == current] or [r.row() for r in rows]
        return self.outcome.hits[chosen[0]] if chosen and chosen[0] < len(self.outcome.hits) else None

    def _show_selected(self) -> None:
        hit = self.selected_hit()
        if hit is None:
            return
        article = self.outcome.articles.get(hit.id) or hit_article(hit)
        self._show_article(article, hit.explanation, self.outcome.highlights.get(hit.id, []), hit.score)
        self._ask_neighbours(hit.id)

    def _show_article(self, article: Article, explanation: Optional[Explanation] = None,
                      highlights: Optional[list] = None, score: Optional[float] = None) -> None:
        self.shown, self.neighbours, self.shown_explanation = article, (None, None), explanation
        self.previous_button.setEnabled(False)
        self.next_button.setEnabled(False)
        self.article.setHtml(article_html(article, self.sources.get(article.source), explanation, highlights,
                                          score))
        if evidence(explanation) is not None:
            self.article.scrollToAnchor("passage")
        self.details.setCurrentIndex(0)
        for button in (self.copy_citation_button, self.pin_button, self.copy_one):
            button.setEnabled(True)

    def _cite_id(self, article_id: str) -> str:
        """An article id as lawyers cite it («άρθρο 372 ΠΚ»), the id itself where its law is unknown."""
        return cite_id(article_id, self.sources)

    def _show_trace(self, trace: Trace) -> None:
        self.trace.clear()
        for report in trace.rounds:
            node = QTreeWidgetItem([self.tr("Round {n}").format(n=report.round), report.query])
            QTreeWidgetItem(node, [self.tr("Retrieved"), f"{len(report.candidates)}: "
                                   + ", ".join(map(self._cite_id, report.candidates[:30]))])
            QTreeWidgetItem(node, [self.tr("Kept"), ", ".join(map(self._cite_id, report.kept)) or "-"])
            cost = self.tr("%n call(s), {tokens} tokens, {seconds} s", "", report.calls)
            QTreeWidgetItem(node, [self.tr("Cost"), cost.format(tokens=texts.number(report.tokens),
                                                                seconds=texts.number(report.seconds, 1))])
            self.trace.addTopLevelItem(node)
            node.setExpanded(True)
        calls = trace.usage()
        if calls.calls:
            line = self.tr("%n call(s), {prompt} prompt and {completion} completion tokens, {cached} from the "
                           "cache", "", calls.calls)
            summary = QTreeWidgetItem([self.tr("LLM"), line.format(prompt=texts.number(calls.prompt_tokens),
                                                                   completion=texts.number(calls.completion_tokens),
                                                                   cached=calls.cached_calls)])
            self.trace.addTopLevelItem(summary)
        if trace.counters:
            counted = describe_counts(trace.counters, texts.catalogue())
            self.trace.addTopLevelItem(QTreeWidgetItem([self.tr("Counted"), counted]))
        for note in trace.notes:
            self.trace.addTopLevelItem(QTreeWidgetItem([self.tr("Note"), texts.render(note)]))
        self.trace.addTopLevelItems(llm_cost.trace_items(trace))
        if not self.trace.topLevelItemCount():  # say so, rather than leave the tab blank
            self.trace.addTopLevelItem(QTreeWidgetItem([self.tr("One pass"), self.tr(
                "This method ranks the library in one pass: no rounds, no model calls, nothing to note.")]))

    # Browsing the law

    def _ask_neighbours(self, article_id: str) -> None:
        """Learn the previous and next articles of the law for the article in the pane."""
        self.neighbours_job = self.engine.run(open_article(article_id))
        self.neighbours_job.finished.connect(self._neighbours_known)

    def open(self, article_id: Optional[str]) -> None:
        """Show an article of the library by id, with its neighbours (bound methods only: no reference cycle)."""
        if not article_id:
            return
        self.article_job = self.engine.run(open_article(article_id))  # it lives until its signals arrive
        self.article_job.finished.connect(self._opened)
        self.article_job.failed.connect(self._not_opened)

    def _opened(self, result: tuple) -> None:
        self._show_article(result[0])
        self._neighbours_known(result)

    def _neighbours_known(self, result: tuple) -> None:
        article, before, after, history, related = result
        if self.shown is None or self.shown.id != article.id:
            return  # the pane moved on meanwhile
        self.neighbours = (before, after)
        provisions = related_html(related, self.sources)
        if len(history) > 1 or provisions:  # added at the end: the view stays at the matching paragraph
            cursor = QTextCursor(self.article.document())
            cursor.movePosition(QTextCursor.MoveOperation.End)
            if len(history) > 1:
                cursor.insertHtml(history_html(history))
            if provisions:
                cursor.insertBlock()
                cursor.insertHtml(provisions)
        self.previous_button.setEnabled(before is not None)
        self.next_button.setEnabled(after is not None)

    def open_previous(self) -> None:
        self.open(self.neighbours[0])

    def open_next(self) -> None:
        self.open(self.neighbours[1])

    def _not_opened(self, message: str) -> None:
        QMessageBox.information(self, self.tr("Article"), message)

    def _follow(self, url: QUrl) -> None:
        target = url.toString()
        if target.startswith(LINK_SCHEME):
            self.open(target[len(LINK_SCHEME):])

    def open_typed(self) -> None:
        """Open the article a typed citation names («άρθρο 386 ΠΚ», «5 ν. 4624/2019», CrimC::386)."""
        typed = self.go_to.text().strip()
        if not typed:
            return
        article_id = resolve(typed, self.sources.values())
        if article_id is None:
            QMessageBox.information(self, self.tr("Article"), self.tr(
                "No law of this library is cited as «{typed}». Write the article and the law as in «άρθρο 386 "
                "ΠΚ» or «άρθρο 5 ν. 4624/2019».").format(typed=typed))
            return
        self.open(article_id)

    # Output

    def copy_selected(self) -> None:
        """The article the pane shows, with its citation, on the clipboard (the pane and the clipboard agree)."""
        if self.shown is not None:
            source = self.sources.get(self.shown.source)
            QGuiApplication.clipboard().setText(f"{citation_line(self.shown, source)} — {self.shown.title}\n\n"
                                                f"{self.shown.text}")

    def copy_citation(self) -> None:
        if self.shown is not None:
            QGuiApplication.clipboard().setText(citation_line(self.shown, self.sources.get(self.shown.source)))

    def _pin(self) -> None:
        """Keep the article in the pane for the open matter (a matter is made if none is open)."""
        if self.shown is not None:
            matter = self.matter_bar.ensure(self.facts.toPlainText(), self.question.text())
            self.book.pin(matter, self.shown, self.shown_explanation)
            self.pinned_view.show_matter(matter)
            self.details.setTabText(2, self.tr("Pinned articles ({count})").format(
                count=len(self.pinned_view.pinned)))

    def export_hits(self) -> list[SearchHit]:
        """The hits an export holds: all of them, or the selected rows only."""
        if not self.outcome:
            return []
        return self.selected_hits() if self.selected_only.currentData() else self.outcome.hits

    def report(self) -> export.Report:
        return export.Report.of_search(self.outcome, self.export_hits(), self.sources)

    def copy_list(self) -> None:
        if self.outcome:
            QGuiApplication.clipboard().setText(export.markdown(self.report()))

    def export_results(self) -> None:
        """The results (all or the selected rows) as the file kind its button names, or printed."""
        if self.outcome:
            self._write(self.report(), self.sender().property("kind") or "pdf")

    def export_pdf(self) -> None:
        if self.outcome:
            self._write(self.report(), "pdf")

    # The matter: its history of searches and its pinned articles

    def show_matter(self, matter) -> None:
        """Open a matter: its case in the inputs (or what was last typed in it), its last search as it was
        shown, its pinned articles; what was being typed in the matter left is kept as its draft."""
        if self.draft_timer.isActive():
            self.save_draft()
        self.draft_matter = matter.id if matter else None
        self.pinned_view.show_matter(matter.id if matter else None)
        self.details.setTabText(2, self.tr("Pinned articles ({count})").format(count=len(self.pinned_view.pinned))
                                if self.pinned_view.pinned else self.tr("Pinned articles"))
        self._fill_recent()
        self.matter_bar.facts_date.setText(matter.facts_date if matter else "")
        if matter is None:
            self.facts.clear()
            self.question.clear()
            self.clear_results("")
        else:
            self.facts.setPlainText(matter.facts)
            self.question.setText(matter.question)
            saved = self.book.searches(matter.id)
            if saved:
                self.show_saved(saved[0])
            else:
                self.clear_results("")
        self.restore_draft()
        self.draft_timer.stop()  # what the inputs show now is saved as it stands

    def _matter_started(self, matter_id: int) -> None:
        """A matter made for the case typed: its (empty) pins and history shown, the inputs kept (and no longer
        a draft of the matter they were typed in)."""
        settings().remove(self._draft_key())
        self.draft_matter = matter_id
        self.pinned_view.show_matter(matter_id)
        self.details.setTabText(2, self.tr("Pinned articles"))
        self._fill_recent()

    def show_saved(self, saved: SavedSearch) -> None:
        """A search of the matter with its results as they were then (it is not run again)."""
        self.show_request(saved.request)
        self.show_outcome(SearchOutcome(saved.request, saved.hits, Trace(), saved.highlights, saved.articles,
                                        saved.when))
        self._set_stage(self.tr("Search of {when}, as it was shown then (%n article(s)).", "", len(saved.hits)).format(
            when=texts.local_time(saved.when)))

    def _check_pins(self, kept: list) -> None:
        """Learn which version each pin was pinned at and which have a newer one in force (in the engine)."""
        if kept:
            self.pins_job = self.engine.run(pin_versions(kept))
            self.pins_job.finished.connect(self.pinned_view.mark_versions)

    def _show_pin(self, pin) -> None:
        self._show_article(pin.article, pin.reason)
        self._ask_neighbours(pin.article.id)

    def _fill_recent(self) -> None:
        self.recent.clear()
        matter = self.matter_bar.current
        searches = self.book.searches(matter) if matter else []
        self.recent.addItem(self.tr("This matter's searches ({count})…").format(count=len(searches)), None)
        for saved in searches:
            case = first_words(saved.request.question or saved.request.facts, 6)
            self.recent.addItem(self.tr("{when}  {method}  «{case}»  %n article(s)", "", len(saved.hits)).format(
                when=texts.local_time(saved.when), method=method_name(saved.request.method), case=case), saved.id)
            self.recent.setItemData(self.recent.count() - 1, first_words(saved.request.facts, 60),
                                    Qt.ItemDataRole.ToolTipRole)

    def _reopen(self, index: int) -> None:
        search_id = self.recent.itemData(index)
        matter = self.matter_bar.current
        saved = next((s for s in self.book.searches(matter) if s.id == search_id), None) if matter else None
        if saved is not None:
            self.show_saved(saved)
            self.recent.setCurrentIndex(0)

    def export_matter(self, kind: str) -> None:
        """The whole matter (case, pinned articles with notes, every search) as a report."""
        matter = self.book.matter(self.matter_bar.current) if self.matter_bar.current else None
        if matter is None:
            return
        report = export.Report.of_matter(matter, self.book.pins(matter.id), self.book.searches(matter.id),
                                         self.sources, self.pinned_view.all_texts.isChecked(),
                                         self.pinned_view.kept)
        self._write(report, kind, matter.name)

    def _write(self, report: "export.Report", kind: str, name: str = "arthra") -> None:
        if kind == "print":
            export.print_report(report, self)
            return
        title, pattern = {"md": (self.tr("Export Markdown"), "Markdown (*.md)"), "pdf": (self.tr("Export PDF"),
                                                                                         "PDF (*.pdf)"),
                          "docx": (self.tr("Export Word"), "Word (*.docx)")}[kind]
        safe = "".join(c if c.isalnum() or c in "-_ " else "_" for c in name).strip() or "arthra"
        path, _ = QFileDialog.getSaveFileName(self, title, f"{safe}.{kind}", pattern)
        if not path:
            return
        try:
            export.write(report, kind, Path(path))
        except OSError as exc:
            QMessageBox.warning(self, title, self.tr("Could not write {path}: {reason}").format(
                path=path, reason=exc.strerror or exc))
            return
        QMessageBox.information(self, title, self.tr("Written to {path}").format(path=Path(path).resolve()))


def hit_article(hit: SearchHit) -> Article:
    """A hit as the article the pane shows (its text and chapter come with it)."""
    return Article(hit.id, hit.source, hit.article, hit.title, hit.text, hit.chapter)
