"""The benchmark tab: run methods on a dataset with progress, ETA and cancel; the paper-style table, charts,
significance marks and per-area breakdown; the report folder to open or export."""

from __future__ import annotations

import hashlib
import shutil
import time
from pathlib import Path
from typing import Optional

from PySide6.QtCore import QCoreApplication, Qt, QUrl, Signal
from PySide6.QtGui import QDesktopServices, QPixmap
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QFileDialog, QFormLayout, QHBoxLayout, QHeaderView,
                               QLabel, QLineEdit, QMessageBox, QProgressBar, QPushButton, QScrollArea, QSpinBox,
                               QTableWidget, QTableWidgetItem, QTabWidget, QVBoxLayout, QWidget)

from retrieval import paths
from retrieval.evaluation.metrics import PRESETS
from retrieval.evaluation.report import PRIMARY, SIGNIFICANCE_LEVEL, cost_per_query
from retrieval.evaluation.runner import BenchResult
from retrieval.methods import METHODS

from . import jobs
from .engine import Engine
from .app_settings import settings
from .labels import area_label
from .texts import method_description, method_label

CHARTS = ("metrics.png", "react_rounds.png", "recall_at_k.png")
REMEMBERED = ("dataset", "methods", "baseline", "output")  # line edits restored when the tab opens again


def chart_title(name: str) -> str:
    titles = {"metrics.png": QCoreApplication.translate("BenchTab", "Metrics of each method"),
              "react_rounds.png": QCoreApplication.translate("BenchTab", "ReAct: results after each round"),
              "recall_at_k.png": QCoreApplication.translate("BenchTab", "Recall at each cut-off k")}
    return titles.get(name, name)


def dimension_label(key: str) -> str:
    translate = QCoreApplication.translate
    if key.startswith("category:"):
        return translate("BenchTab", "By {field}").format(field=key.split(":", 1)[1])
    return {"area": translate("BenchTab", "By legal area"), "source": translate("BenchTab", "By law"),
            "per_law": translate("BenchTab", "Each law scored alone")}.get(key, key)


class BenchTab(QWidget):
    """Dataset, methods, metrics preset, baseline and query count; the results when the run ends."""

    settled = Signal()  # a run ended: shown, failed or cancelled

    def __init__(self, engine: Engine, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.engine, self.job, self.out, self.result = engine, None, None, None
        self.dataset = QLineEdit()
        self.dataset.setPlaceholderText(self.tr("folder with corpus.jsonl, queries.jsonl and qrels.tsv (or BEIR)"))
        browse = QPushButton(self.tr("Browse…"))
        browse.clicked.connect(self._browse)
        self.methods = QLineEdit("bm25,bm25-prf")
        self.methods.setToolTip(self.tr("Comma-separated methods, each NAME[:KEY=VALUE...]; available: {names}")
                                .format(names=", ".join(METHODS)))
        self.add_method = QComboBox()
        self.add_method.addItem(self.tr("Add a method…"), "")
        for name in METHODS:  # by code, as the methods line takes them; each one's declared name in its tooltip
            self.add_method.addItem(name, name)
            self.add_method.setItemData(self.add_method.count() - 1,
                                        f"{method_label(name)}\n{method_description(name)}",
                                        Qt.ItemDataRole.ToolTipRole)
        self.add_method.activated.connect(self._append_method)
        self.preset = QComboBox()
        papers = {"gbr": self.tr("GreekBarRetrieval's metrics"), "cup": self.tr("CUP's metrics"),
                  "dar": self.tr("The Arabic paper's metrics (DaR)"), "default": self.tr("The usual IR metrics")}
        for name, metrics in PRESETS.items():
            self.preset.addItem(f"{papers.get(name, name)} ({name})", name)
            self.preset.setItemData(self.preset.count() - 1, ", ".join(metrics), Qt.ItemDataRole.ToolTipRole)
        self.baseline = QLineEdit()
        self.baseline.setPlaceholderText(self.tr("the first method"))
        self.queries = QSpinBox()
        self.queries.setRange(0, 1_000_000)
        self.queries.setSpecialValueText(self.tr("all"))
        self.run_button = QPushButton(self.tr("Run"))
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.setEnabled(False)
        self.bar = QProgressBar()
        self.stage = QLabel(self.tr("Ready."))
        self.eta = QLabel()
        self.output = QLineEdit()
        self.output.setPlaceholderText(self.tr("default: a folder per run in Arthra's data folder"))
        choose_output = QPushButton(self.tr("Choose…"))
        choose_output.clicked.connect(self._choose_output)
        self.summary = self._table()
        self.breakdown = self._table()
        self.dimension = QComboBox()
        self.dimension.currentIndexChanged.connect(self._show_breakdown)
        breakdown_box = QWidget()
        breakdown_layout = QVBoxLayout(breakdown_box)
        breakdown_layout.setContentsMargins(0, 0, 0, 0)
        breakdown_layout.addWidget(self.dimension)
        breakdown_layout.addWidget(self.breakdown, 1)
        self.charts = QWidget()
        self.charts_layout = QVBoxLayout(self.charts)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.charts)
        self.views = QTabWidget()
        self.views.addTab(self.summary, self.tr("Results"))
        self.views.addTab(scroll, self.tr("Charts"))
        self.views.addTab(breakdown_box, self.tr("Breakdowns"))
        open_report = QPushButton(self.tr("Open report folder"))
        export_report = QPushButton(self.tr("Export report folder…"))
        self.report_buttons = [open_report, export_report]
        for button in self.report_buttons:
            button.setEnabled(False)

        where = QHBoxLayout()
        where.addWidget(self.dataset)
        where.addWidget(browse)
        pick = QHBoxLayout()
        pick.addWidget(self.methods, 1)
        pick.addWidget(self.add_method)
        form = QFormLayout()
        form.addRow(self.tr("Dataset"), where)
        form.addRow(self.tr("Methods"), pick)
        form.addRow(self.tr("Metrics"), self.preset)
        form.addRow(self.tr("Baseline"), self.baseline)
        form.addRow(self.tr("Queries"), self.queries)
        output_row = QHBoxLayout()
        output_row.addWidget(self.output, 1)
        output_row.addWidget(choose_output)
        form.addRow(self.tr("Report folder"), output_row)
        actions = QHBoxLayout()
        actions.addWidget(self.run_button)
        actions.addWidget(self.cancel_button)
        actions.addWidget(self.bar)
        actions.addWidget(self.stage, 1)
        actions.addWidget(self.eta)
        outputs = QHBoxLayout()
        for button in self.report_buttons:
            outputs.addWidget(button)
        outputs.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addLayout(actions)
        layout.addWidget(self.views, 1)
        layout.addLayout(outputs)
        self.run_button.clicked.connect(self.run)
        self.cancel_button.clicked.connect(self.cancel)
        open_report.clicked.connect(self.open_report)
        export_report.clicked.connect(self.export_report)
        self.stage.setWordWrap(False)
        self.stage.setMinimumWidth(80)
        self._restore()

    # Settings kept between starts

    def _restore(self) -> None:
        saved = settings()
        for name in REMEMBERED:
            value = saved.value(f"benchmark/{name}")
            if value:
                getattr(self, name).setText(str(value))
        self.queries.setValue(int(saved.value("benchmark/queries", 0)))
        self.preset.setCurrentIndex(max(self.preset.findData(saved.value("benchmark/preset")), 0))

    def _remember(self) -> None:
        saved = settings()
        for name in REMEMBERED:
            saved.setValue(f"benchmark/{name}", getattr(self, name).text())
        saved.setValue("benchmark/queries", self.queries.value())
        saved.setValue("benchmark/preset", self.preset.currentData())

    def adopt(self, old: "BenchTab") -> None:
        """Show what another benchmark tab shows (a language switch): its settings and its last result."""
        for name in REMEMBERED:
            getattr(self, name).setText(getattr(old, name).text())
        self.queries.setValue(old.queries.value())
        self.preset.setCurrentIndex(old.preset.currentIndex())
        self.out = old.out
        if old.result is not None:
            self.show_result(old.result)

    @property
    def running(self) -> bool:
        return self.job is not None

    def _choose_output(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, self.tr("Report folder"))
        if folder:
            self.output.setText(folder)

    def open_report(self) -> None:
        """Open the report folder in the system's file manager; say where it is if that cannot be done."""
        if self.out and not QDesktopServices.openUrl(QUrl.fromLocalFile(str(self.out))):
            QMessageBox.information(self, self.tr("Benchmark"), self.tr(
                "The report is in {folder} (no file manager could be opened here).").format(folder=self.out))

    def _table(self) -> QTableWidget:
        table = QTableWidget()
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.verticalHeader().hide()
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        return table

    def _browse(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, self.tr("Benchmark dataset"))
        if folder:
            self.dataset.setText(folder)

    def _append_method(self, index: int) -> None:
        name = self.add_method.itemData(index)
        if name:
            current = self.methods.text().strip().rstrip(",")
            self.methods.setText(f"{current},{name}" if current else name)
        self.add_method.setCurrentIndex(0)

    def run(self) -> None:
        if self.job is not None:
            return
        typed = self.dataset.text().strip()
        dataset = Path(typed)
        if not typed or not dataset.is_dir():  # empty is not the folder the app runs in
            QMessageBox.information(self, self.tr("Benchmark"), self.tr("Choose a dataset folder first."))
            return
        methods, queries, preset = self.methods.text(), self.queries.value(), self.preset.currentData()
        key = hashlib.sha256(f"{dataset.resolve()}|{methods}|{queries}|{preset}".encode()).hexdigest()[:10]
        chosen = self.output.text().strip()
        self.out = (Path(chosen) if chosen else paths.bench_runs()) / f"{dataset.name}-{key}"
        self._remember()  # the same run resumes in its folder
        self.job = self.engine.run_long(jobs.benchmark(dataset, methods, self.out, queries, self.baseline.text().strip(),
                                             preset))
        self.job.progress.connect(self._progress)
        self.job.finished.connect(self._finished)
        self.job.failed.connect(self._failed)
        self.job.cancelled.connect(self._cancelled)
        self._stage_started, self._stage_name, self._stage_done = time.monotonic(), "", 0
        self.run_button.setEnabled(False)
        self.cancel_button.setEnabled(True)
        self.job.started.connect(lambda: self.stage.setText(self.tr("Starting…")))
        self.stage.setText(self.tr("Waiting for the job before it to finish…")
                           if self.engine.background.ahead_of(self.job) else self.tr("Starting…"))
        self.bar.setRange(0, 0)

    def cancel(self) -> None:
        if self.job is not None:
            self.job.cancel()
            self.stage.setText(self.tr("Cancelling…"))

    def _set_stage(self, text: str) -> None:
        """The status line on one line (all of it in the tooltip): a long one must not widen the window."""
        self.stage.setToolTip(text)
        self.stage.setText(self.stage.fontMetrics().elidedText(text, Qt.TextElideMode.ElideMiddle,
                                                               max(self.stage.width(), 300)))

    def _progress(self, stage: str, done: int, total: int) -> None:
        if stage != self._stage_name:
            self._stage_name, self._stage_started, self._stage_done = stage, time.monotonic(), done
        self._set_stage(stage)
        self.bar.setRange(0, total)
        self.bar.setValue(done)
        progressed = done - self._stage_done
        if total and progressed > 0:
            left = (time.monotonic() - self._stage_started) / progressed * (total - done)
            self.eta.setText(self.tr("about {minutes} min left").format(minutes=max(1, round(left / 60)))
                             if left >= 60 else self.tr("about {seconds} s left").format(seconds=round(left)))

    def _cancelled(self) -> None:
        self._end(self.tr("Cancelled; run again to resume."))

    def _end(self, text: str) -> None:
        self.job = None
        self.run_button.setEnabled(True)
        self.cancel_button.setEnabled(False)
        self.bar.setRange(0, 1)
        self.bar.setValue(1)
        self._set_stage(text)
        self.eta.setText("")
        self.settled.emit()

    def _failed(self, message: str) -> None:
        self._end(self.tr("The run stopped."))
        QMessageBox.warning(self, self.tr("Benchmark"), message)

    def _finished(self, result: BenchResult) -> None:
        evaluated = self.tr("%n query(ies) evaluated in {seconds:.0f} s; report in {folder}", "", len(result.queries))
        self._end(evaluated.format(seconds=result.seconds, folder=self.out))
        self.show_result(result)

    def show_result(self, result: BenchResult) -> None:
        self.result = result
        names = [m.name for m in result.metrics]
        marked = {(c.method, c.metric) for c in result.comparisons if c.p_adjusted < SIGNIFICANCE_LEVEL}
        labels = list(result.summary)
        costs = {run.spec.label: cost_per_query(run, result.queries) for run in result.runs}
        cost_columns = [self.tr("s/query"), self.tr("LLM calls/query"), self.tr("LLM tokens/query")]
        self.summary.setRowCount(len(labels))
        self.summary.setColumnCount(len(names) + 1 + len(cost_columns))
        self.summary.setHorizontalHeaderLabels([self.tr("Method")] + names + cost_columns)
        for row, label in enumerate(labels):
            cost = costs[label]
            cells = [f"{result.summary[label][n]:.3f}{'†' if (label, n) in marked else ''}" for n in names]
            cells += [f"{cost.seconds:.3f}", f"{cost.calls:.1f}", f"{cost.tokens:.0f}"]
            method = QTableWidgetItem(label)
            method.setToolTip(label)
            self.summary.setItem(row, 0, method)
            for column, value in enumerate(cells, start=1):
                item = QTableWidgetItem(value)
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.summary.setItem(row, column, item)
        self.summary.setToolTip(self.tr("† differs from {baseline} (Holm-adjusted p < {level})")
                                .format(baseline=result.baseline, level=SIGNIFICANCE_LEVEL) if marked else
                                self.tr("No method differs significantly from {baseline} (Holm-adjusted p < {level})")
                                .format(baseline=result.baseline, level=SIGNIFICANCE_LEVEL))
        self._set_stage(self.stage.toolTip() + " " + self.summary.toolTip())
        self.dimension.blockSignals(True)
        self.dimension.clear()
        for key, groups in result.breakdowns.items():
            if groups:
                self.dimension.addItem(dimension_label(key), key)
        self.dimension.setCurrentIndex(max(self.dimension.findData("area"), 0))
        self.dimension.blockSignals(False)
        self._show_breakdown()
        while self.charts_layout.count():
            self.charts_layout.takeAt(0).widget().deleteLater()
        for name in CHARTS:
            if self.out and (self.out / name).is_file():
                title = QLabel(f"<b>{chart_title(name)}</b>")
                chart = QLabel()
                chart.setPixmap(QPixmap(str(self.out / name)))
                self.charts_layout.addWidget(title)
                self.charts_layout.addWidget(chart)
        for button in self.report_buttons:
            button.setEnabled(True)

    def _show_breakdown(self) -> None:
        """The breakdown the dimension picker names: by legal area, by law, by a query category."""
        result, key = self.result, self.dimension.currentData()
        if result is None or key is None:
            return
        names = [m.name for m in result.metrics]
        primary = next((PRIMARY[p] for p in PRIMARY if PRIMARY[p] in names), names[0])
        labels = list(result.summary)
        groups = result.breakdowns.get(key, {})
        self.breakdown.setRowCount(len(groups))
        self.breakdown.setColumnCount(len(labels) + 2)
        self.breakdown.setHorizontalHeaderLabels([dimension_label(key), self.tr("Queries")] +
                                                 [f"{label} {primary}" for label in labels])
        for row, (group, values) in enumerate(groups.items()):
            cells = [area_label(group) if key == "area" else group, str(values["queries"])]
            cells += [f"{values[label][primary]:.3f}" if label in values else "" for label in labels]
            for column, value in enumerate(cells):
                item = QTableWidgetItem(value)
                item.setToolTip(value if column else f"{value} [{group}]")
                self.breakdown.setItem(row, column, item)

    def export_report(self) -> None:
        target = QFileDialog.getExistingDirectory(self, self.tr("Export the report folder into"))
        if target and self.out:
            destination = Path(target) / self.out.name
            shutil.copytree(self.out, destination, ignore=shutil.ignore_patterns("progress"), dirs_exist_ok=True)
            QMessageBox.information(self, self.tr("Benchmark"), self.tr("Report copied to {path}").format(
                path=destination))
