"""A search's results as the tab shows them: the ranked list with each article's reason, what the search did
(its trace), and the row of outputs (copy, export, print)."""

from __future__ import annotations

from typing import Mapping, Optional

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QHBoxLayout, QHeaderView, QPushButton, QTableWidget,
                               QTableWidgetItem, QTreeWidget, QTreeWidgetItem, QWidget)

from retrieval.citations import cite_id
from retrieval.types import SearchHit, Source, Trace, describe_counts

from . import llm_cost, texts
from .article_view import cite
from .explain import why
from .jobs import SearchOutcome, hit_article

NARROW_RESULTS = 560  # below this width (pixels) the results hide the law and score columns
WHY_COLUMN = 5


class ResultsView(QTableWidget):
    """The ranked articles: rank, citation, law, title, score and why each was found (in every row's tooltip
    too, where the list is too narrow for it)."""

    def __init__(self, parent: Optional[QWidget] = None):
        super().__init__(0, 6, parent)
        self.setHorizontalHeaderLabels([self.tr("#"), self.tr("Citation"), self.tr("Law"), self.tr("Title"),
                                        self.tr("Score"), self.tr("Why")])
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setWordWrap(True)
        self.verticalHeader().hide()
        header = self.horizontalHeader()
        header.setSectionResizeMode(WHY_COLUMN, QHeaderView.ResizeMode.Stretch)
        for column in (0, 1, 4):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.setColumnWidth(2, 90)
        self.setColumnWidth(3, 150)

    def show_hits(self, outcome: SearchOutcome, sources: Mapping[str, Source]) -> None:
        """One row per hit, none selected (and no selection signal while they are filled in)."""
        self.blockSignals(True)
        self.clearSelection()
        self.setRowCount(len(outcome.hits))
        for row, hit in enumerate(outcome.hits):
            source = sources.get(hit.source)
            article = outcome.articles.get(hit.id) or hit_article(hit)
            reason = why(hit.explanation)
            warning = self.tr("Warning: its text reads as addressed to an AI ({signs})").format(
                signs=", ".join(hit.suspicious)) if hit.suspicious else ""
            cells = [str(hit.rank), cite(article, source), source.title if source else hit.source, hit.title,
                     texts.number(hit.score, 4), ("⚠ " if warning else "") + reason]
            for column, value in enumerate(cells):
                item = QTableWidgetItem(value)
                tip = f"{value}\n{hit.id}" if column == 1 else value
                tip = tip if column == WHY_COLUMN or not reason else f"{tip}\n\n{reason}"  # the reason in reach
                item.setToolTip("\n".join(filter(None, [tip, warning])))
                self.setItem(row, column, item)
        self.blockSignals(False)

    def selected_hits(self, hits: list[SearchHit]) -> list[SearchHit]:
        """The hits of the selected rows, in their order."""
        rows = sorted(index.row() for index in self.selectionModel().selectedRows())
        return [hits[row] for row in rows if row < len(hits)]

    def selected_hit(self, hits: list[SearchHit]) -> Optional[SearchHit]:
        """The hit of the current row where it is selected, else of the first selected row."""
        rows = self.selectionModel().selectedRows()
        current = self.currentRow()
        chosen = [r.row() for r in rows if r.row() == current] or [r.row() for r in rows]
        return hits[chosen[0]] if chosen and chosen[0] < len(hits) else None

    def fit_columns(self, *_) -> None:
        """Where the results are narrow, the law and score columns give way to the reasons (each row's tooltip
        also holds its reason)."""
        narrow = self.viewport().width() < NARROW_RESULTS
        for column in (2, 4):
            self.setColumnHidden(column, narrow)


class TraceView(QTreeWidget):
    """What a search did: its rounds with their queries, kept articles and cost, its LLM calls, counters and
    notes (a search of one pass says so)."""

    def __init__(self, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.setHeaderLabels([self.tr("Round / step"), self.tr("Details")])
        self.setColumnWidth(0, 220)

    def show_trace(self, trace: Trace, sources: Mapping[str, Source]) -> None:
        self.clear()

        def cited(article_id: str) -> str:
            return cite_id(article_id, sources)

        for report in trace.rounds:
            node = QTreeWidgetItem([self.tr("Round {n}").format(n=report.round), report.query])
            QTreeWidgetItem(node, [self.tr("Retrieved"), f"{len(report.candidates)}: "
                                   + ", ".join(map(cited, report.candidates[:30]))])
            QTreeWidgetItem(node, [self.tr("Kept"), ", ".join(map(cited, report.kept)) or "-"])
            cost = self.tr("%n call(s), {tokens} tokens, {seconds} s", "", report.calls)
            QTreeWidgetItem(node, [self.tr("Cost"), cost.format(tokens=texts.number(report.tokens),
                                                                seconds=texts.number(report.seconds, 1))])
            self.addTopLevelItem(node)
            node.setExpanded(True)
        calls = trace.usage()
        if calls.calls:
            line = self.tr("%n call(s), {prompt} prompt and {completion} completion tokens, {cached} from the "
                           "cache", "", calls.calls)
            summary = QTreeWidgetItem([self.tr("LLM"), line.format(prompt=texts.number(calls.prompt_tokens),
                                                                   completion=texts.number(calls.completion_tokens),
                                                                   cached=calls.cached_calls)])
            self.addTopLevelItem(summary)
        if trace.counters:
            counted = describe_counts(trace.counters, texts.catalogue())
            self.addTopLevelItem(QTreeWidgetItem([self.tr("Counted"), counted]))
        for note in trace.notes:
            self.addTopLevelItem(QTreeWidgetItem([self.tr("Note"), texts.render(note)]))
        self.addTopLevelItems(llm_cost.trace_items(trace))
        if not self.topLevelItemCount():  # say so, rather than leave the tab blank
            self.addTopLevelItem(QTreeWidgetItem([self.tr("One pass"), self.tr(
                "This method ranks the library in one pass: no rounds, no model calls, nothing to note.")]))


class ResultOutputs(QWidget):
    """The row under the results: copy the article or the list, and export all results or the selected rows
    as Markdown, PDF or Word, or print them."""

    copy_article = Signal()
    copy_list = Signal()
    export = Signal(str)  # the kind: "md", "pdf", "docx" or "print"

    def __init__(self, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.copy_one = QPushButton(self.tr("Copy article"))
        copy_all = QPushButton(self.tr("Copy list"))
        to_markdown = QPushButton(self.tr("Markdown…"))
        to_pdf = QPushButton(self.tr("PDF…"))
        to_docx = QPushButton(self.tr("Word…"))
        print_button = QPushButton(self.tr("Print…"))
        for button, kind in ((to_markdown, "Markdown"), (to_pdf, "PDF"), (to_docx, "Word")):
            button.setToolTip(self.tr("Export the results as {kind}").format(kind=kind))
        self.buttons = [self.copy_one, copy_all, to_markdown, to_pdf, to_docx, print_button]
        for button in self.buttons:
            button.setEnabled(False)
        self.selected_only = QComboBox()
        self.selected_only.addItem(self.tr("All results"), False)
        self.selected_only.addItem(self.tr("Selected rows only"), True)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        for button in self.buttons[:2]:
            row.addWidget(button)
        row.addStretch(1)
        row.addWidget(self.selected_only)
        for button in self.buttons[2:]:
            row.addWidget(button)
        self.copy_one.clicked.connect(self.copy_article)
        copy_all.clicked.connect(self.copy_list)
        for button, kind in ((to_markdown, "md"), (to_pdf, "pdf"), (to_docx, "docx"), (print_button, "print")):
            button.setProperty("kind", kind)
            button.clicked.connect(self._export)

    def _export(self) -> None:
        self.export.emit(self.sender().property("kind") or "pdf")

    def enable(self, results: bool) -> None:
        """The outputs of a list of results (none where there are none)."""
        for button in self.buttons:
            button.setEnabled(results)
