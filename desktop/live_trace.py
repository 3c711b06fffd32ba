"""What a running search has recorded so far, carried from the engine's thread to the search tab: the trace that
the engine's progress reports carry as an LLM search goes round by round and batch by batch, and, when the search
is cancelled, the trace of what it did until then."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from retrieval.types import Progress, ProgressFn, Trace


class TraceRelay(QObject):
    """Emits `arrived` with each trace a running search reports; make it on the UI thread, and the slots
    connected to it run there."""

    arrived = Signal(object)  # a Trace

    def reporting(self, progress: ProgressFn) -> ProgressFn:
        """`progress`, relaying besides the trace each report carries."""

        def report(step: Progress) -> None:
            progress(step)
            if step.trace is not None:
                self.arrived.emit(step.trace)

        return report

    def cancelled(self, trace: Trace) -> None:
        """Relay what a cancelled search had recorded (nothing, where it had recorded nothing)."""
        if not trace.empty:
            self.arrived.emit(trace.copy())
