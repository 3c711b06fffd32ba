"""The library tab: its sources, importing corpora and laws, and the state of every index with a rebuild."""

from __future__ import annotations

from pathlib import Path
from typing import Optional

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (QAbstractItemView, QDialog, QDialogButtonBox, QFileDialog, QFormLayout, QHBoxLayout,
                               QHeaderView, QInputDialog, QLabel, QLineEdit, QMessageBox, QProgressBar, QPushButton,
                               QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

from retrieval import paths

from retrieval.bm25 import BM25Params
from retrieval.citations import abbreviation
from retrieval.types import AmendmentTally, AppliedLaw, IndexInfo, Source

from . import jobs, vectors
from .amendments_dialog import AmendmentsDialog, amendment_lines, tally_line
from .engine import Engine
from .law_preview import LawPreviewDialog
from .labels import analyzer_label, area_code, area_label, language_label
from .date_box import DateBox
from .dates import show_date, show_time
from .texts import number, render, sentence


STATUS_MS = 20_000  # how long a finished job's line stays in the status bar


class SourceDialog(QDialog):
    """A source's title, legal areas, citation abbreviation and "text as of" date, to edit."""

    def __init__(self, source: Source, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Source {prefix}").format(prefix=source.prefix))
        self.resize(640, 0)
        self.title = QLineEdit(source.title)
        self.areas = QLineEdit(", ".join(area_label(area) for area in source.areas))  # named as in the table
        self.areas.setPlaceholderText(", ".join(area_label(area) for area in ("civil", "criminal", "labour")))
        self.abbreviation = QLineEdit(source.abbreviation)
        self.abbreviation.setPlaceholderText(abbreviation(source))
        self.as_of = DateBox(self.tr("unknown"), self.tr("The date the texts are current as of: the law as in force "
                                                         "that day"))
        self.as_of.set_iso(source.as_of)
        self.problem = QLabel()  # why the date typed cannot be saved
        self.problem.setStyleSheet("color:#c0392b")
        self.problem.setWordWrap(True)
        self.problem.hide()
        self.as_of.refused.connect(self._refused)
        form = QFormLayout(self)
        form.addRow(self.tr("Title"), self.title)
        form.addRow(self.tr("Legal areas"), self.areas)
        form.addRow(self.tr("Citation abbreviation"), self.abbreviation)
        form.addRow(self.tr("Text as of"), self.as_of)
        form.addRow(self.problem)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def accept(self) -> None:
        """Saved only with a date that can be read (or none); else the dialog stays open and says why."""
        if self.as_of.check():
            self.problem.hide()
            super().accept()

    def _refused(self, problem: str) -> None:
        self.problem.setText(problem)
        self.problem.show()

    def values(self) -> tuple[str, tuple[str, ...], str, str]:
        """Title, legal areas, abbreviation and the "text as of" date in ISO ('' for unknown)."""
        areas = tuple(area_code(a) for a in self.areas.text().split(",") if a.strip())
        return self.title.text().strip(), areas, self.abbreviation.text().strip(), self.as_of.iso()


class LibraryTab(QWidget):
    """Sources with their counts and areas, imports with their errors, and index status with rebuilds."""

    scopes_changed = Signal(list, list)  # sources (Source), legal areas

    def __init__(self, engine: Engine, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.engine = engine
        self.job = None
        self.sources = self._table([self.tr("Code"), self.tr("Title"), self.tr("Citation"), self.tr("Language"),
                                    self.tr("Areas"), self.tr("Text as of"), self.tr("Articles")], stretch=1)
        self.sources.horizontalHeaderItem(0).setToolTip(self.tr("The source's own code in this library (the command "
                                                                "line's --source names it); lawyers cite it as "
                                                                "the Citation column writes it"))
        self.indexes = self._table([self.tr("Index"), self.tr("Articles"), self.tr("Built"), self.tr("Seconds"),
                                    self.tr("State")], stretch=0)
        self.index_infos: list[IndexInfo] = []
        self.default_keywords = BM25Params()  # those the default search reads, as the last overview found them
        import_corpus = QPushButton(self.tr("Import corpus (JSONL or BEIR folder)…"))
        import_law = QPushButton(self.tr("Import a law (PDF, Word, text or HTML)…"))
        import_demo = QPushButton(self.tr("Import the Greek demo library"))
        edit_source = QPushButton(self.tr("Edit source…"))
        remove_source = QPushButton(self.tr("Remove source…"))
        self.amendments_button = QPushButton(self.tr("Amending laws…"))
        self.amendments_button.setToolTip(self.tr("The amending laws applied to the library: each instruction, "
                                                  "applied or not and why"))
        self.amendments_button.setEnabled(False)
        self.applied_laws: list[AppliedLaw] = []
        rebuild = QPushButton(self.tr("Rebuild selected index"))
        build_vectors = QPushButton(self.tr("Build vectors…"))
        build_vectors.setToolTip(self.tr("Embed the library with a registered embedding model, for the meaning-"
                                         "based and hybrid methods (new and amended articles only)"))
        self.stage = QLabel()
        self.bar = QProgressBar()
        self.bar.hide()
        self.cancel_button = QPushButton(self.tr("Cancel"))  # stops a rebuild or an embedding
        self.cancel_button.hide()
        heading = QHBoxLayout()  # the source actions beside the heading: one row of buttons fits 1024 pixels
        heading.addWidget(QLabel(self.tr("<b>Sources</b>")))
        heading.addStretch(1)
        heading.addWidget(edit_source)
        heading.addWidget(remove_source)
        heading.addWidget(self.amendments_button)
        buttons = QHBoxLayout()
        for button in (import_corpus, import_law, import_demo):
            buttons.addWidget(button)
        buttons.addStretch(1)
        index_buttons = QHBoxLayout()
        index_buttons.addWidget(rebuild)
        index_buttons.addWidget(build_vectors)
        index_buttons.addWidget(self.bar)
        index_buttons.addWidget(self.cancel_button)
        index_buttons.addWidget(self.stage, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(heading)
        layout.addWidget(self.sources, 2)
        layout.addLayout(buttons)
        layout.addWidget(QLabel(self.tr("<b>Indexes</b> (rebuilt when needed at the next search)")))
        layout.addWidget(self.indexes, 1)
        layout.addLayout(index_buttons)
        import_corpus.clicked.connect(self.import_corpus)
        import_law.clicked.connect(self.import_law)
        import_demo.clicked.connect(lambda: self._import(paths.demo_corpus(), None))
        rebuild.clicked.connect(self.rebuild)
        build_vectors.clicked.connect(self.build_vectors)
        self.cancel_button.clicked.connect(self.cancel)
        self.job_buttons = [import_corpus, import_law, import_demo, edit_source, remove_source, rebuild, build_vectors]
        edit_source.clicked.connect(self.edit_source)
        remove_source.clicked.connect(self.remove_source)
        self.amendments_button.clicked.connect(self.show_amendments)
        self.sources.doubleClicked.connect(self.edit_source)
        self.source_list: list[Source] = []
        self.refresh()

    def _table(self, headers: list[str], stretch: int) -> QTableWidget:
        table = QTableWidget(0, len(headers))
        table.setHorizontalHeaderLabels(headers)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.verticalHeader().hide()
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        table.horizontalHeader().setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
        return table

    def refresh(self) -> None:
        job = self.engine.run(jobs.overview)
        job.finished.connect(self._show)
        job.failed.connect(lambda message: QMessageBox.warning(self, self.tr("Library"), message))
        self._keep = job  # the job must live until its signals arrive

    def _show(self, state: dict) -> None:
        self.sources.setRowCount(len(state["sources"]))
        self.source_list = [summary.source for summary in state["sources"]]
        for row, summary in enumerate(state["sources"]):
            source = summary.source
            as_of = show_date(source.as_of) or self.tr("unknown")
            if source.demo:
                as_of += " " + self.tr("(demonstration)")
            cells = [source.prefix, source.title, abbreviation(source), language_label(source.language),
                     ", ".join(area_label(a) for a in source.areas), as_of, str(summary.articles)]
            for column, value in enumerate(cells):
                item = QTableWidgetItem(value)
                item.setToolTip(value)
                self.sources.setItem(row, column, item)
        self.indexes.setRowCount(len(state["indexes"]))
        self.index_infos, self.default_keywords = list(state["indexes"]), state["default_keywords"]
        for row, info in enumerate(state["indexes"]):
            status = self.tr("stale: rebuilt at the next search") if info.stale else self.tr("up to date")
            if info.params.get("truncated"):
                status += self.tr("; %n passage(s) cut at the model's input limit", "", info.params["truncated"])
            for column, value in enumerate([self._index_label(info), str(info.doc_count), show_time(info.built_at),
                                            number(info.build_seconds, 2), status]):
                item = QTableWidgetItem(value)
                item.setToolTip(info.key if column == 0 else value)
                self.indexes.setItem(row, column, item)
        self.applied_laws = state["applied_laws"]
        self.amendments_button.setEnabled(bool(self.applied_laws))
        self.scopes_changed.emit([s.source for s in state["sources"]], state["areas"])

    def _index_label(self, info: IndexInfo) -> str:
        """An index in words (its key, for researchers, in the tooltip): a keyword index as the one the default
        search reads, or with its parameters."""
        if info.kind == "bm25":
            label = self.tr("Keywords (BM25), {analyzer} analysis").format(analyzer=analyzer_label(info.analyzer))
            params = {key: info.params.get(key) for key in ("k1", "b", "variant")}
            if params == self.default_keywords.as_dict() and not info.params.get("field"):
                return label + self.tr(", read by the default search")
            return label + " (k1 {k1}, b {b})".format(k1=number(params["k1"], 2), b=number(params["b"], 2))
        model = info.params.get("embedder", "")
        if (info.params.get("passages") or {}).get("name", "articles") != "articles":
            return self.tr("Meaning (vectors of {model}), by paragraph").format(model=model)
        return self.tr("Meaning (vectors of {model}), by article").format(model=model)

    # Sources

    def selected_source(self) -> Optional[Source]:
        rows = self.sources.selectionModel().selectedRows()
        return self.source_list[rows[0].row()] if rows and rows[0].row() < len(self.source_list) else None

    def show_amendments(self, *_) -> None:
        """The amending laws applied, each instruction's outcome, as their imports reported them."""
        AmendmentsDialog(self.applied_laws, {s.prefix: s for s in self.source_list}, self).exec()

    def edit_source(self, *_) -> None:
        source = self.selected_source()
        if source is None:
            return
        dialog = SourceDialog(source, self)
        if not dialog.exec():
            return
        title, areas, short, as_of = dialog.values()
        self.update_source(source.prefix, title or source.prefix, areas, short, as_of)

    def update_source(self, prefix: str, title: str, areas: tuple[str, ...], short: str, as_of: str) -> None:
        self._run(jobs.update_source(prefix, title, areas, short, as_of), self.tr("Saving {prefix}…").format(prefix=prefix), lambda _: None)

    def remove_source(self, *_, confirm: bool = True) -> None:
        source = self.selected_source()
        if source is None:
            return
        if confirm and QMessageBox.question(self, self.tr("Remove source"), self.tr(
                "Remove {title} and all its articles from this library? Its indexes are rebuilt at the next "
                "search; matters keep the articles they saved.").format(title=source.title)) \
                != QMessageBox.StandardButton.Yes:
            return
        self._run(jobs.remove_source(source.prefix), self.tr("Removing {prefix}…").format(prefix=source.prefix), lambda removed: (
            self.window().statusBar().showMessage(self.tr("Removed {title} and its %n article(s).", "",
                                                          removed).format(title=source.title))))

    # Importing

    def import_corpus(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Import corpus"), "", "JSONL (*.jsonl);;All (*)")
        if not path:
            return
        source = None
        if not (Path(path).parent / "sources.json").is_file():
            source, _ = QInputDialog.getText(self, self.tr("Import corpus"), self.tr(
                "Source prefix for ids without SOURCE:: (leave empty if every id has one):"))
        self._import(Path(path), source or None)

    def import_law(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Import a law"), "",
                                              self.tr("Law (*.pdf *.docx *.txt *.html *.htm)"))
        if path:
            dialog = LawPreviewDialog(Path(path), self)
            if dialog.exec():
                self._import(Path(path), dialog.prefix(), dialog.language())

    def _import(self, path: Path, source: Optional[str], language: Optional[str] = None) -> None:
        self._run(jobs.import_law(path, source, language), self.tr("Importing {name}…").format(name=path.name), self._imported)

    def _imported(self, report) -> None:
        text = self.tr("{added} added, {updated} updated, {unchanged} unchanged.").format(
            added=report.added, updated=report.updated, unchanged=report.unchanged)
        text += "".join(f" {sentence(render(note))}" for note in report.notes)
        if report.flagged:
            text += " " + self.tr("%n article(s) hold text addressed to an AI (e.g. {first}); they are marked "
                                  "on every result that keeps them.", "", len(report.flagged)).format(
                                      first=report.flagged[0])
        if not report.amendments:
            QMessageBox.information(self, self.tr("Import"), text)
            return
        tally = AmendmentTally.of(report.amendments)
        box = QMessageBox(QMessageBox.Icon.Information, self.tr("Import"), text, parent=self)
        before = next((o.reason for o in report.amendments if o.applied_before), None)
        box.setInformativeText((sentence(render(before)) + " " if before else "") + tally_line(tally) + " "
                               + self.tr("The list is under Show Details."))
        box.setDetailedText(amendment_lines(report.amendments, {s.prefix: s for s in self.source_list}))
        box.exec()

    # Indexes

    def rebuild(self) -> None:
        rows = self.indexes.selectionModel().selectedRows()
        info = self.index_infos[rows[0].row()] if rows else None
        label = self._index_label(info) if info else self.tr("Keywords (BM25) of the default search")
        self._run(jobs.rebuild_index(info), self.tr("Rebuilding the index: {index}…").format(index=label),
                  lambda _: (self.window().statusBar().showMessage(self.tr("Index rebuilt: {index}.").format(index=label),
                                                                   STATUS_MS), self.refresh()), cancellable=True)

    def build_vectors(self, *_, embedder: Optional[str] = None) -> None:
        """Embed the library with a registered embedder the user picks (or `embedder`), resuming what an
        interrupted run left."""
        if self.job is not None:
            return
        embedder = embedder or vectors.choose_embedder(self)
        if embedder is not None:
            self._run(jobs.build_vectors(embedder), self.tr("Embedding with {embedder}…").format(
                embedder=embedder), lambda built: self.window().statusBar().showMessage(vectors.ready(built),
                                                                                        STATUS_MS), cancellable=True)

    def cancel(self) -> None:
        if self.job is not None:
            self.job.cancel()
            self.cancel_button.setEnabled(False)
            self.stage.setText(self.tr("Cancelling…"))

    def _run(self, work, text: str, done, cancellable: bool = False) -> None:
        if self.job is not None:
            return
        self.job = self.engine.run_long(work)  # after the long jobs already running; searches go on meanwhile
        self.job.started.connect(lambda: self.stage.setText(text))
        self.job.progress.connect(self._progress)
        self.job.finished.connect(lambda result: (self._end(), done(result)))
        self.job.failed.connect(lambda message: (self._end(), QMessageBox.warning(self, self.tr("Library"), message)))
        self.job.cancelled.connect(lambda: (self._end(), self.stage.setText(self.tr("Cancelled."))))
        self.stage.setText(self.tr("Waiting for the job before it to finish…")
                           if self.engine.background.ahead_of(self.job) else text)
        self.bar.setRange(0, 0)
        self.bar.show()
        self.cancel_button.setVisible(cancellable)
        self.cancel_button.setEnabled(True)
        for button in self.job_buttons:
            button.setEnabled(False)

    def _progress(self, stage: str, done: int, total: int) -> None:
        self.stage.setText(stage)
        self.bar.setRange(0, total)
        self.bar.setValue(done)

    def _end(self) -> None:
        self.job = None
        self.bar.hide()
        self.cancel_button.hide()
        for button in self.job_buttons:
            button.setEnabled(True)
        self.stage.setText("")
        self.refresh()
