"""A search running: the Search and Cancel buttons, its progress and a status line; a request runs as an engine
job off the UI thread, after asking what a long embedding or a costly LLM search needs first."""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QPushButton, QWidget

from retrieval.methods import METHODS, validated
from retrieval.methods.base import Estimating
from retrieval.types import SearchRequest, Trace

from . import jobs, llm_cost, texts, vectors
from .engine import Engine, Job
from .jobs import SearchOutcome
from .live_trace import TraceRelay


def asks_first(request: SearchRequest) -> bool:
    """Whether a search may have to embed the library or call an LLM at length: the user is asked first."""
    method = METHODS[request.method]
    return isinstance(method, Estimating) or "embedder" in method.needs(validated(request).settings)


class SearchRun(QWidget):
    """Runs one search at a time; `searched` carries its outcome, `stopped` why it failed (and the message's
    code), `cancelled` whether it had shown its trace so far, `tracing` a running search's trace as it grows."""

    busy_changed = Signal(bool)  # a search (or its checks) started or ended
    started = Signal()  # the search itself started (its checks, where asked, are done)
    searched = Signal(object)  # a SearchOutcome
    stopped = Signal(str, str)  # the message, its code
    cancelled = Signal(bool)  # whether the search had shown its trace so far
    tracing = Signal(object)  # the running search's Trace so far

    def __init__(self, engine: Engine, parent: Optional[QWidget] = None):
        super().__init__(parent)
        self.engine = engine
        self.job: Optional[Job] = None
        self.pending: Optional[SearchRequest] = None  # the request whose cost is being estimated
        self.traced_live = False  # the running search has shown its trace so far
        self.live_trace = TraceRelay(self)  # a running LLM search's trace, shown as it grows
        self.search_button = QPushButton(self.tr("Search"))
        self.search_button.setToolTip("Ctrl+Enter")
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.setToolTip("Esc")
        self.cancel_button.setEnabled(False)
        self.stage = OneLine(self.tr("Ready."))
        self.bar = QProgressBar()
        self.bar.setMaximumWidth(220)
        self.bar.hide()
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.search_button)
        row.addWidget(self.cancel_button)
        row.addWidget(self.bar)
        row.addWidget(self.stage, 1)
        self.cancel_button.clicked.connect(self.cancel)
        self.live_trace.arrived.connect(self._show_live_trace)

    def run(self, request: SearchRequest, ask: bool = True) -> None:
        """Run the request; with `ask`, say first what it must embed or will cost where it may."""
        if ask and asks_first(request):
            self.pending = request
            self.job = self.engine.run(jobs.checks_before(request))
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
        if to_build and not vectors.confirm_build(self, to_build, self.pending.as_of):
            return
        chosen = llm_cost.decide(self, self.pending, estimate, cheaper)
        if chosen is not None:
            self._start(chosen)

    def _start(self, request: SearchRequest) -> None:
        self.job, self.traced_live = self.engine.run(jobs.search(request, self.live_trace)), False
        self.job.progress.connect(self._progress)
        self.job.finished.connect(self._finished)
        self.job.failed.connect(self._failed)
        self.job.cancelled.connect(self._cancelled)
        self._busy(True, self.tr("Searching…"))
        self.started.emit()

    def cancel(self) -> None:
        if self.job is not None:
            self.job.cancel()
            self.stage.setText(self.tr("Cancelling…"))

    def _busy(self, busy: bool, text: str) -> None:
        self.search_button.setEnabled(not busy)
        self.cancel_button.setEnabled(busy)
        self.bar.setVisible(busy)
        self.bar.setRange(0, 0)
        self.say(text)
        self.busy_changed.emit(busy)

    def say(self, text: str) -> None:
        """The status line, cut to one line (the whole text in its tooltip), so it never widens the window."""
        self.stage.setToolTip(text)
        self.stage.setText(text)

    def _progress(self, stage: str, done: int, total: int) -> None:
        self.say(stage)
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
            text += " " + " ".join(texts.sentence(texts.render(note)) for note in outcome.trace.notes)
        self._busy(False, text)
        self.searched.emit(outcome)

    def _failed(self, message: str) -> None:
        code = self.job.code if self.job is not None else ""
        self.job = None
        self._busy(False, message if code in texts.ANSWER_CODES else self.tr("The search stopped."))
        self.stopped.emit(message, code)

    def _cancelled(self) -> None:
        self.job = None
        self._busy(False, self.tr("Cancelled."))
        traced, self.traced_live = self.traced_live, False
        self.cancelled.emit(traced)

    def _show_live_trace(self, trace: Trace) -> None:
        """A running search's trace so far (nothing for a search that has recorded nothing yet)."""
        if self.job is not None and not trace.empty:
            self.traced_live = True
            self.tracing.emit(trace)


class OneLine(QLabel):
    """A label of one line that shows as much of its text as its width allows, again whenever it is resized
    (a window made wider shows more); at least 300 pixels' worth, so that short texts are never cut."""

    def __init__(self, text: str = ""):
        super().__init__()
        self.whole = ""
        self.setMinimumWidth(80)
        self.setText(text)

    def setText(self, text: str) -> None:
        self.whole = text
        self._fit()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        fitted = self.fontMetrics().elidedText(self.whole, Qt.TextElideMode.ElideRight, max(self.width(), 300))
        QLabel.setText(self, fitted)

