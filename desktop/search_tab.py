"""The search tab: facts and question in, ranked articles with reasons out, run off the UI thread."""

from __future__ import annotations

import html
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path
from typing import Optional

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QGuiApplication, QKeySequence, QShortcut
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QFileDialog, QFormLayout, QGridLayout, QHBoxLayout,
                               QHeaderView, QLabel, QLineEdit, QMessageBox, QProgressBar, QPushButton,
                               QSpinBox, QSplitter, QTableWidget, QTableWidgetItem, QTabWidget, QTextBrowser, QTextEdit,
                               QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget)

from retrieval.highlight import matching_spans
from retrieval.methods import METHODS, estimates
from retrieval.types import SearchHit, SearchRequest, Trace, describe_counts

from . import export, llm_cost
from .engine import Engine
from .explain import details_html, why
from .history import History

# The few settings shown for each method (all others can be typed as KEY=VALUE under "More settings").
FEATURED = {"bm25": ("k1", "b"), "bm25-prf": ("expansion_terms",), "dense": ("embedder",), "dense-prf": ("embedder",),
            "rrf": ("embedders",), "hybrid": ("weights", "embedders"), "reform-bm25": ("llm",),
            "reform-dense": ("llm", "embedder"), "react-bm25": ("rounds", "mode", "candidates", "llm"),
            "dar": ("retriever", "max_issues", "route", "llm"), "llm-filter": ("base", "top", "llm")}
SEARCHABLE = [name for name in METHODS if "qrels" not in METHODS[name].needs]


@dataclass
class SearchOutcome:
    """A finished search: what was asked, the hits, what the search recorded, and the words to highlight."""

    request: SearchRequest
    hits: list[SearchHit]
    trace: Trace
    highlights: dict[str, list[tuple[int, int]]] = field(default_factory=dict)


def run_search(request: SearchRequest):
    """The engine job for a search: the hits, the trace, and each hit's matching words."""

    def work(library, progress, cancel) -> SearchOutcome:
        hits = library.search(request, progress, cancel)
        analyzer = library.analyzer(request.analyzer)
        rewritten = hits[0].explanation.get("reformulation", "") if hits else ""
        planned = " ".join(report["query"] for report in library.trace.rounds)
        terms = " ".join(filter(None, (request.text, rewritten, planned)))
        return SearchOutcome(request, hits, library.trace,
                             {hit.id: matching_spans(analyzer, terms, hit.text) for hit in hits})

    return work


def right_to_left(text: str) -> bool:
    """Whether a text's first strongly directional letter is written right to left (Arabic, Hebrew)."""
    for character in text:
        kind = unicodedata.bidirectional(character)
        if kind in ("R", "AL"):
            return True
        if kind == "L":
            return False
    return False


class SearchTab(QWidget):
    """Two inputs, a method with its settings, filters, and the results with their reasons and trace."""

    searched = Signal(object)  # a SearchOutcome, once shown
    settled = Signal()  # a search ended: shown, failed or cancelled

    def __init__(self, engine: Engine, history: History, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.engine, self.history = engine, history
        self.job = None
        self.pending: Optional[SearchRequest] = None  # the request whose cost is being estimated
        self.outcome: Optional[SearchOutcome] = None
        self.setting_inputs: dict[str, QLineEdit] = {}

        self.facts = QTextEdit()  # unlike QPlainTextEdit, it sets each paragraph's direction from its text
        self.facts.setAcceptRichText(False)
        self.facts.setPlaceholderText(self.tr("Paste the facts of the case here (any length, any language)"))
        self.question = QLineEdit()
        self.question.setPlaceholderText(self.tr("The legal question"))
        self.method = QComboBox()
        for name in SEARCHABLE:
            self.method.addItem(name, name)
            self.method.setItemData(self.method.count() - 1, METHODS[name].summary, Qt.ItemDataRole.ToolTipRole)
        self.k = QSpinBox()
        self.k.setRange(1, 100)
        self.k.setValue(10)
        self.source = QComboBox()
        self.area = QComboBox()
        self.settings_form = QFormLayout()
        self.more_settings = QLineEdit()
        self.more_settings.setPlaceholderText("key=value, key=value")
        self.recent = QComboBox()
        self.recent.setMinimumContentsLength(30)
        self.search_button = QPushButton(self.tr("Search"))
        self.search_button.setToolTip("Ctrl+Enter")
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.setToolTip("Esc")
        self.cancel_button.setEnabled(False)
        self.stage = QLabel(self.tr("Ready."))
        self.bar = QProgressBar()
        self.bar.setMaximumWidth(220)
        self.bar.hide()

        self.results = QTableWidget(0, 6)
        self.results.setHorizontalHeaderLabels([self.tr("#"), self.tr("Article"), self.tr("Source"), self.tr("Title"),
                                                self.tr("Score"), self.tr("Why")])
        self.results.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.results.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.results.verticalHeader().hide()
        header = self.results.horizontalHeader()
        header.setSectionResizeMode(5, QHeaderView.ResizeMode.Stretch)
        for column in (0, 1, 2, 4):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.results.setColumnWidth(3, 220)
        self.article = QTextBrowser()
        self.trace = QTreeWidget()
        self.trace.setHeaderLabels([self.tr("Round / step"), self.tr("Details")])
        self.trace.setColumnWidth(0, 220)
        self.details = QTabWidget()
        self.details.addTab(self.article, self.tr("Article"))
        self.details.addTab(self.trace, self.tr("Trace"))
        copy_one = QPushButton(self.tr("Copy article"))
        copy_all = QPushButton(self.tr("Copy list"))
        to_markdown = QPushButton(self.tr("Export Markdown…"))
        to_pdf = QPushButton(self.tr("Export PDF…"))
        self.output_buttons = [copy_one, copy_all, to_markdown, to_pdf]
        for button in self.output_buttons:
            button.setEnabled(False)

        inputs = QGridLayout()
        inputs.addWidget(QLabel(self.tr("Facts")), 0, 0, Qt.AlignmentFlag.AlignTop)
        inputs.addWidget(self.facts, 0, 1, 1, 5)
        inputs.addWidget(QLabel(self.tr("Question")), 1, 0)
        inputs.addWidget(self.question, 1, 1, 1, 5)
        inputs.addWidget(QLabel(self.tr("Method")), 2, 0)
        inputs.addWidget(self.method, 2, 1)
        inputs.addWidget(QLabel(self.tr("Articles")), 2, 2)
        inputs.addWidget(self.k, 2, 3)
        inputs.addWidget(QLabel(self.tr("Source")), 3, 0)
        inputs.addWidget(self.source, 3, 1)
        inputs.addWidget(QLabel(self.tr("Legal area")), 3, 2)
        inputs.addWidget(self.area, 3, 3)
        settings_box = QWidget()
        settings_box.setLayout(self.settings_form)
        inputs.addWidget(settings_box, 2, 4, 2, 2)
        inputs.addWidget(QLabel(self.tr("More settings")), 4, 0)
        inputs.addWidget(self.more_settings, 4, 1, 1, 5)
        inputs.setColumnStretch(5, 1)
        actions = QHBoxLayout()
        actions.addWidget(self.search_button)
        actions.addWidget(self.cancel_button)
        actions.addWidget(self.bar)
        actions.addWidget(self.stage, 1)
        actions.addWidget(QLabel(self.tr("Recent")))
        actions.addWidget(self.recent)
        outputs = QHBoxLayout()
        for button in self.output_buttons:
            outputs.addWidget(button)
        outputs.addStretch(1)
        top = QWidget()
        top_layout = QVBoxLayout(top)
        top_layout.setContentsMargins(0, 0, 0, 0)
        top_layout.addLayout(inputs)
        top_layout.addLayout(actions)
        lower = QSplitter(Qt.Orientation.Horizontal)
        lower.addWidget(self.results)
        lower.addWidget(self.details)
        lower.setSizes([620, 480])
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(top)
        splitter.addWidget(lower)
        splitter.setSizes([300, 520])
        layout = QVBoxLayout(self)
        layout.addWidget(splitter)
        layout.addLayout(outputs)

        self.method.currentIndexChanged.connect(self._show_settings)
        self.search_button.clicked.connect(self.search)
        self.cancel_button.clicked.connect(self.cancel)
        self.results.itemSelectionChanged.connect(self._show_selected)
        self.recent.activated.connect(self._reopen)
        copy_one.clicked.connect(self.copy_selected)
        copy_all.clicked.connect(self.copy_list)
        to_markdown.clicked.connect(self.export_markdown)
        to_pdf.clicked.connect(self.export_pdf)
        QShortcut(QKeySequence("Ctrl+Return"), self, activated=self.search)
        QShortcut(QKeySequence("Ctrl+Enter"), self, activated=self.search)
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self, activated=self.cancel)
        self._show_settings()
        self._fill_recent()

    # Inputs

    def set_scopes(self, sources: list[str], areas: list[str]) -> None:
        """The sources and legal areas the filters offer (after the library changed)."""
        for combo, values in ((self.source, sources), (self.area, areas)):
            current = combo.currentData()
            combo.clear()
            combo.addItem(self.tr("All"), "")
            for value in values:
                combo.addItem(value, value)
            combo.setCurrentIndex(max(combo.findData(current), 0))

    def _show_settings(self) -> None:
        while self.settings_form.rowCount():
            self.settings_form.removeRow(0)
        self.setting_inputs = {}
        method = METHODS[self.method.currentData()]
        for key in FEATURED.get(method.name, ()):
            edit = QLineEdit()
            edit.setPlaceholderText(self.tr("default"))
            edit.setToolTip(method.settings.get(key, ""))
            self.settings_form.addRow(key, edit)
            self.setting_inputs[key] = edit

    def request(self) -> SearchRequest:
        settings = {key: edit.text().strip() for key, edit in self.setting_inputs.items() if edit.text().strip()}
        key = ""
        for part in (p.strip() for p in self.more_settings.text().split(",")):
            name, separator, value = part.partition("=")
            if separator:
                key = name.strip()
                settings[key] = value.strip()
            elif key and part:  # fields=title,toc_summary: a part without "=" continues the value before it
                settings[key] += f",{part}"
            elif part:
                raise ValueError(self.tr("More settings: write KEY=VALUE pairs separated by commas"))
        return SearchRequest(facts=self.facts.toPlainText(), question=self.question.text(),
                             method=self.method.currentData(), k=self.k.value(),
                             sources=tuple(filter(None, [self.source.currentData()])),
                             areas=tuple(filter(None, [self.area.currentData()])), settings=settings)

    def show_request(self, request: SearchRequest) -> None:
        self.facts.setPlainText(request.facts)
        self.question.setText(request.question)
        self.method.setCurrentIndex(max(self.method.findData(request.method), 0))
        self.k.setValue(request.k)
        self.source.setCurrentIndex(max(self.source.findData(request.sources[0] if request.sources else ""), 0))
        self.area.setCurrentIndex(max(self.area.findData(request.areas[0] if request.areas else ""), 0))
        featured = FEATURED.get(request.method, ())
        for key, edit in self.setting_inputs.items():
            edit.setText(str(request.settings.get(key, "")))
        self.more_settings.setText(", ".join(f"{k}={v}" for k, v in request.settings.items() if k not in featured))

    # Running

    def search(self) -> None:
        if self.job is not None:
            return
        try:
            request = self.request()
        except ValueError as exc:
            QMessageBox.warning(self, self.tr("Search"), str(exc))
            return
        if not request.text:
            QMessageBox.information(self, self.tr("Search"),
                                    self.tr("Paste the facts of the case or a question first."))
            return
        if estimates(METHODS[request.method]):  # many or long LLM calls: say what they will cost first
            self.pending = request
            self.job = self.engine.run(llm_cost.estimate_work(request))
            self.job.finished.connect(self._estimated)  # a bound method: no reference cycle with the job
            self.job.failed.connect(self._failed)
            self.job.cancelled.connect(self._cancelled)
            self._busy(True, self.tr("Estimating the cost…"))
            return
        self._start(request)

    def _estimated(self, found: tuple) -> None:
        self.job = None
        self._busy(False, "")
        chosen = llm_cost.decide(self, self.pending, *found)
        if chosen is not None:
            self._start(chosen)

    def _start(self, request: SearchRequest) -> None:
        self.history.add(request)
        self._fill_recent()
        self.job = self.engine.run(run_search(request))
        self.job.progress.connect(self._progress)
        self.job.finished.connect(self._finished)
        self.job.failed.connect(self._failed)
        self.job.cancelled.connect(self._cancelled)
        self._busy(True, self.tr("Searching…"))

    def cancel(self) -> None:
        if self.job is not None:
            self.job.cancel()
            self.stage.setText(self.tr("Cancelling…"))

    def _busy(self, busy: bool, text: str) -> None:
        self.search_button.setEnabled(not busy)
        self.cancel_button.setEnabled(busy)
        self.bar.setVisible(busy)
        self.bar.setRange(0, 0)
        self.stage.setText(text)

    def _progress(self, stage: str, done: int, total: int) -> None:
        self.stage.setText(stage)
        self.bar.setRange(0, total)
        self.bar.setValue(done)

    def _finished(self, outcome: SearchOutcome) -> None:
        self.job = None
        usage = outcome.trace.usage()
        text = self.tr("{n} articles.").format(n=len(outcome.hits))
        if usage.calls:
            text += " " + self.tr("LLM: {calls} calls, {tokens} tokens, {seconds:.1f} s.").format(
                calls=usage.calls, tokens=usage.tokens, seconds=usage.seconds)
        if outcome.trace.notes:
            text += " " + " ".join(outcome.trace.notes)
        self._busy(False, text)
        self.show_outcome(outcome)
        self.settled.emit()

    def _failed(self, message: str) -> None:
        self.job = None
        self._busy(False, self.tr("The search stopped."))
        self.settled.emit()
        QMessageBox.warning(self, self.tr("Search"), message)

    def _cancelled(self) -> None:
        self.job = None
        self._busy(False, self.tr("Cancelled."))
        self.settled.emit()

    # Results

    def show_outcome(self, outcome: SearchOutcome) -> None:
        self.outcome = outcome
        self.results.setRowCount(len(outcome.hits))
        for row, hit in enumerate(outcome.hits):
            for column, value in enumerate([str(hit.rank), hit.id, hit.source, hit.title, f"{hit.score:.4f}",
                                            why(hit.explanation)]):
                item = QTableWidgetItem(value)
                if column == 5:
                    item.setToolTip(value)
                self.results.setItem(row, column, item)
        self._show_trace(outcome.trace)
        for button in self.output_buttons:
            button.setEnabled(bool(outcome.hits))
        if outcome.hits:
            self.results.selectRow(0)
        else:
            self.article.setHtml(html.escape(self.tr("No article matched; try other words, another method or "
                                                     "fewer filters.")))
        self.searched.emit(outcome)

    def selected_hit(self) -> Optional[SearchHit]:
        rows = self.results.selectionModel().selectedRows() if self.outcome else []
        return self.outcome.hits[rows[0].row()] if rows else None

    def _show_selected(self) -> None:
        hit = self.selected_hit()
        if hit is None:
            return
        text, marked, last = hit.text, [], 0
        for start, end in self.outcome.highlights.get(hit.id, []):
            marked += [html.escape(text[last:start]), f"<span style='background:#ffe48a'>"
                                                      f"{html.escape(text[start:end])}</span>"]
            last = end
        marked.append(html.escape(text[last:]))
        body = "".join(marked).replace("\n", "<br>")
        direction = "rtl" if right_to_left(text) else "ltr"
        self.article.setHtml(f"<h3>{html.escape(hit.id)} — {html.escape(hit.title)}</h3>"
                             f"<p style='color:#555'>{details_html(hit.explanation)}</p>"
                             f"<p dir='{direction}'>{body}</p>")

    def _show_trace(self, trace: Trace) -> None:
        self.trace.clear()
        for report in trace.rounds:
            node = QTreeWidgetItem([self.tr("Round {n}").format(n=report["round"]), report["query"]])
            QTreeWidgetItem(node, [self.tr("Retrieved"), f"{len(report['candidates'])}: "
                                   + ", ".join(report["candidates"][:30])])
            QTreeWidgetItem(node, [self.tr("Kept"), ", ".join(report["kept"]) or "-"])
            QTreeWidgetItem(node, [self.tr("Cost"), self.tr("{calls} calls, {tokens} tokens, {seconds} s").format(
                calls=report["calls"], tokens=report["prompt_tokens"] + report["completion_tokens"],
                seconds=report["seconds"])])
            self.trace.addTopLevelItem(node)
            node.setExpanded(True)
        calls = trace.usage()
        if calls.calls:
            summary = QTreeWidgetItem([self.tr("LLM"), self.tr("{calls} calls, {prompt} prompt and {completion} "
                                                               "completion tokens, {cached} from the cache").format(
                calls=calls.calls, prompt=calls.prompt_tokens, completion=calls.completion_tokens,
                cached=calls.cached_calls)])
            self.trace.addTopLevelItem(summary)
        if trace.counters:
            self.trace.addTopLevelItem(QTreeWidgetItem([self.tr("Counted"), describe_counts(trace.counters)]))
        for note in trace.notes:
            self.trace.addTopLevelItem(QTreeWidgetItem([self.tr("Note"), note]))
        self.trace.addTopLevelItems(llm_cost.trace_items(trace))

    # Output

    def copy_selected(self) -> None:
        hit = self.selected_hit()
        if hit:
            QGuiApplication.clipboard().setText(f"{hit.id} — {hit.title}\n\n{hit.text}")

    def copy_list(self) -> None:
        if self.outcome:
            QGuiApplication.clipboard().setText(export.markdown(self.outcome.request, self.outcome.hits))

    def export_markdown(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export Markdown"), "arthra.md", "Markdown (*.md)")
        if path and self.outcome:
            Path(path).write_text(export.markdown(self.outcome.request, self.outcome.hits), encoding="utf-8")

    def export_pdf(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export PDF"), "arthra.pdf", "PDF (*.pdf)")
        if path and self.outcome:
            export.write_pdf(self.outcome.request, self.outcome.hits, Path(path))

    # Recent searches

    def _fill_recent(self) -> None:
        self.recent.clear()
        self.recent.addItem(self.tr("Reopen a recent search…"), None)
        for entry in self.history.entries():
            label = " ".join((entry.get("facts") or entry.get("question") or "").split())[:60]
            self.recent.addItem(f"{entry['when'][:16].replace('T', ' ')}  {entry['method']}  {label}", entry)

    def _reopen(self, index: int) -> None:
        entry = self.recent.itemData(index)
        if entry:
            self.show_request(History.request(entry))
            self.recent.setCurrentIndex(0)
            self.search()
