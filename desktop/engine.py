"""The app's bridge to the engine: one worker thread owns the library and runs jobs off the UI thread.

A job is a function of (library, progress, cancel). Its progress, result or error come back as the job's
Qt signals, always emitted on the UI thread (so any slot, a lambda too, may touch widgets); `Job.cancel()`
sets its cancel token, which the engine checks between steps (and which stops an LLM generation at once).
The library is opened in the worker thread, because its SQLite connection belongs to the thread that
opened it.
"""

from __future__ import annotations

import queue
import threading
import traceback
from pathlib import Path
from typing import Any, Callable, Optional

from PySide6.QtCore import QObject, Qt, Signal, Slot

from retrieval import Library
from retrieval.messages import Message
from retrieval.types import Cancelled, CancelToken, Progress

from .texts import problems_text, render

Work = Callable[[Library, Callable[[Progress], None], CancelToken], Any]


class Job(QObject):
    """One piece of work for the engine; connect to its signals before submitting it."""

    progress = Signal(str, int, int)  # stage, done, total (0 when unknown)
    finished = Signal(object)  # the result
    failed = Signal(str)  # a message for the user, in the app's language
    cancelled = Signal()

    def __init__(self, work: Work):
        super().__init__()
        self.work = work
        self.token = CancelToken()
        self.code = ""  # the message code of the error it failed with, when the error has one

    def cancel(self) -> None:
        self.token.cancel()


class _Relay(QObject):
    """Carries a job's signal from the worker thread to the thread the engine was made in, and emits it there."""

    deliver = Signal(object, str, tuple)  # job, signal name, arguments

    def __init__(self):
        super().__init__()
        self.deliver.connect(self._emit, Qt.ConnectionType.QueuedConnection)

    @Slot(object, str, tuple)
    def _emit(self, job: Job, name: str, arguments: tuple) -> None:
        getattr(job, name).emit(*arguments)


class Engine:
    """Runs jobs one at a time on a worker thread that owns the library; make it on the UI thread."""

    def __init__(self, library_folder: Optional[Path] = None):
        self.library_folder = library_folder
        self._relay = _Relay()
        self._jobs: queue.Queue = queue.Queue()
        self._current: Optional[Job] = None
        self._thread = threading.Thread(target=self._serve, name="arthra engine", daemon=True)
        self._thread.start()

    def run(self, work: Work) -> Job:
        """Queue `work` as a new job; connect to the returned job's signals right away."""
        job = Job(work)
        self._jobs.put(job)
        return job

    def close(self, timeout: float = 10.0) -> None:
        """Cancel the running job and those waiting, then stop the worker (closing the library and any LLM)."""
        while True:
            try:
                waiting = self._jobs.get_nowait()
            except queue.Empty:
                break
            if waiting is not None:
                waiting.cancel()
        if self._current is not None:
            self._current.cancel()
        self._jobs.put(None)
        self._thread.join(timeout)

    def _serve(self) -> None:
        library, send = None, self._relay.deliver.emit
        while True:
            job = self._jobs.get()
            if job is None:
                break
            if job.token.cancelled:
                send(job, "cancelled", ())
                continue
            self._current = job
            try:
                if library is None:
                    library = Library.open(self.library_folder)
                result = job.work(library, lambda p, job=job: send(job, "progress", (render(p.stage), p.done,
                                                                                     p.total or 0)), job.token)
            except Cancelled:
                send(job, "cancelled", ())
            except Exception as exc:  # shown to the user in a dialog; the app keeps running
                message = getattr(exc, "message", None)
                job.code = message.code if isinstance(message, Message) else ""
                send(job, "failed", (user_message(exc),))
            else:
                send(job, "finished", (result,))
            finally:
                self._current = None
        if library is not None:
            library.close()


def user_message(exc: BaseException) -> str:
    """What went wrong, for a dialog: the engine's own errors already say what to do; others get a hint."""
    from models.errors import ModelError
    from retrieval.corpus import CorpusError
    from retrieval.evaluation.runner import BenchError
    from retrieval.llm.session import LLMReplyError
    from retrieval.locks import LockedError
    from retrieval.store import LibraryError

    if isinstance(exc, CorpusError):
        return problems_text(exc.problems)
    if isinstance(getattr(exc, "message", None), Message):
        return render(exc.message)
    if isinstance(exc, (CorpusError, LibraryError, ModelError, BenchError, LLMReplyError, LockedError, ValueError,
                        OSError)):
        return str(exc)
    detail = "".join(traceback.format_exception_only(type(exc), exc)).strip()
    return f"Something unexpected went wrong: {detail}. Please try again; if it happens again, report it."
