"""The app's bridge to the engine: two lanes of worker threads, so that a long job never holds up a search.

The interactive lane runs what the lawyer waits for (searches, opening an article, citation lookups, the
library's overview); the background lane runs long jobs (vectors, imports, index rebuilds, benchmarks) one
after the other, at a lower priority. Each lane's thread opens its own library (an SQLite connection belongs
to the thread that opened it; the database's write-ahead log lets readers go on beside a writer).

A job is a function of (library, progress, cancel). Its start, progress, result or error come back as the
job's Qt signals, always emitted on the UI thread (so any slot, a lambda too, may touch widgets);
`Job.cancel()` sets its cancel token, which the engine checks between steps (and which stops an LLM
generation at once); a job still waiting for its lane is withdrawn at once.
"""

from __future__ import annotations

import os
import sys
import threading
import traceback
from collections import deque
from pathlib import Path
from typing import Any, Callable, Optional

from PySide6.QtCore import QObject, Qt, Signal, Slot

from retrieval import Library
from retrieval.messages import Message
from retrieval.types import Cancelled, CancelToken, Progress

from .texts import problems_text, render, sentence

Work = Callable[[Library, Callable[[Progress], None], CancelToken], Any]
BACKGROUND_NICENESS = 10  # added to the background lane's scheduling niceness, where the system allows it


class Job(QObject):
    """One piece of work for the engine; connect to its signals before submitting it."""

    started = Signal()  # it left its lane's queue (until then it waits for the jobs before it)
    progress = Signal(str, int, int)  # stage, done, total (0 when unknown)
    finished = Signal(object)  # the result
    failed = Signal(str)  # a message for the user, in the app's language
    cancelled = Signal()

    def __init__(self, work: Work):
        super().__init__()
        self.work = work
        self.token = CancelToken()
        self.code = ""  # the message code of the error it failed with, when the error has one
        self.waiting = True  # until its lane starts it
        self._withdraw: Callable[["Job"], None] = lambda job: None

    def cancel(self) -> None:
        self.token.cancel()
        self._withdraw(self)


class _Relay(QObject):
    """Carries a job's signal from a worker thread to the thread the engine was made in, and emits it there."""

    deliver = Signal(object, str, tuple)  # job, signal name, arguments

    def __init__(self):
        super().__init__()
        self.deliver.connect(self._emit, Qt.ConnectionType.QueuedConnection)

    @Slot(object, str, tuple)
    def _emit(self, job: Job, name: str, arguments: tuple) -> None:
        if name == "started":
            job.waiting = False
        getattr(job, name).emit(*arguments)


class Lane:
    """A worker thread that owns its own library and runs its jobs one at a time, in the order given."""

    def __init__(self, name: str, library_folder: Optional[Path], relay: _Relay, background: bool = False):
        self.library_folder, self.background = library_folder, background
        self._send = relay.deliver.emit
        self._waiting: deque[Job] = deque()
        self._ready = threading.Condition()
        self._closing = False
        self.current: Optional[Job] = None
        self._thread = threading.Thread(target=self._serve, name=f"arthra {name}", daemon=True)
        self._thread.start()

    def submit(self, job: Job) -> Job:
        job._withdraw = self._withdraw
        with self._ready:
            self._waiting.append(job)
            self._ready.notify()
        return job

    @property
    def busy(self) -> bool:
        """Whether a job runs or waits here (never once the lane is closed)."""
        with self._ready:
            return not self._closing and (self.current is not None or bool(self._waiting))

    def ahead_of(self, job: Job) -> int:
        """How many jobs run or wait before `job` (0: it runs)."""
        with self._ready:
            if job not in self._waiting:
                return 0
            return self._waiting.index(job) + (self.current is not None)

    def close(self, timeout: float) -> None:
        """Cancel the running job and those waiting, then stop the thread (closing its library)."""
        with self._ready:
            waiting, self._waiting = list(self._waiting), deque()
            self._closing = True
            if self.current is not None:
                self.current.token.cancel()
            self._ready.notify()
        for job in waiting:
            job.token.cancel()
        self._thread.join(timeout)

    def _withdraw(self, job: Job) -> None:
        """A cancelled job that has not started leaves the queue and says so at once."""
        with self._ready:
            if job not in self._waiting:
                return
            self._waiting.remove(job)
        self._send(job, "cancelled", ())

    def _next(self) -> Optional[Job]:
        with self._ready:
            while not self._waiting and not self._closing:
                self._ready.wait()
            if self._closing:
                return None
            self.current = self._waiting.popleft()
            return self.current

    def _serve(self) -> None:
        if self.background:
            lower_priority()
        library, send = None, self._send
        while (job := self._next()) is not None:
            send(job, "started", ())
            try:
                job.token.check()
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
                with self._ready:
                    self.current = None
        if library is not None:
            library.close()


class Engine:
    """The two lanes; make it on the UI thread. `run` is for what the lawyer waits for, `run_long` for long
    jobs, which wait for each other but never for a search."""

    def __init__(self, library_folder: Optional[Path] = None):
        self.library_folder = library_folder
        self._relay = _Relay()
        self.interactive = Lane("interactive", library_folder, self._relay)
        self.background = Lane("background", library_folder, self._relay, background=True)

    def run(self, work: Work) -> Job:
        """Queue `work` on the interactive lane; connect to the returned job's signals right away."""
        return self.interactive.submit(Job(work))

    def run_long(self, work: Work) -> Job:
        """Queue `work` on the background lane, after the long jobs already there (`Job.waiting` until then)."""
        return self.background.submit(Job(work))

    @property
    def long_job_running(self) -> bool:
        """Whether a long job runs or waits (what quitting would interrupt)."""
        return self.background.busy

    def close(self, timeout: float = 10.0) -> None:
        """Cancel every job, then stop both lanes (closing their libraries and any LLM)."""
        for lane in (self.background, self.interactive):
            lane.close(timeout)


def lower_priority() -> None:
    """Lower the calling thread's scheduling priority (on Linux, where it is per thread)."""
    if sys.platform.startswith("linux"):  # elsewhere a thread id is no process id to renice
        try:
            os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), BACKGROUND_NICENESS)
        except OSError:
            pass


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
        return sentence(render(exc.message))
    if isinstance(exc, (CorpusError, LibraryError, ModelError, BenchError, LLMReplyError, LockedError, ValueError,
                        OSError)):
        return str(exc)
    detail = "".join(traceback.format_exception_only(type(exc), exc)).strip()
    return f"Something unexpected went wrong: {detail}. Please try again; if it happens again, report it."
