"""Building a library's vectors from the app: what the suggested method's vectors still need, said in words,
the choice of a registered model to embed the library with, and the status bar's build of the default
embedder's vectors in the background, with the time it has left (the jobs themselves are desktop/jobs.py's)."""

from __future__ import annotations

import time
from collections import deque
from typing import Optional

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import QHBoxLayout, QInputDialog, QLabel, QMessageBox, QProgressBar, QPushButton, QWidget

from retrieval.types import MethodChoice, VectorWork

from . import jobs
from .dates import on_day
from .engine import Engine, Job
from .registered_models import registered
from .texts import method_name

PACE_WINDOW_SECONDS = 120.0  # the speed is measured over the last two minutes: a load that comes or goes shows

translate = QCoreApplication.translate


class Pace:
    """The time a build has left, from the speed measured on this machine as it goes: over the last two
    minutes of this run (articles an earlier run stored are counted done, not fast)."""

    def __init__(self, window: float = PACE_WINDOW_SECONDS):
        self.window = window
        self.points: deque[tuple[float, int]] = deque()

    def seconds_left(self, done: int, total: int, now: Optional[float] = None) -> Optional[float]:
        """Seconds left for `total - done` articles at the measured speed (None until one is measured)."""
        now = time.monotonic() if now is None else now
        self.points.append((now, done))
        while len(self.points) > 2 and now - self.points[1][0] >= self.window:
            self.points.popleft()
        (started, first), (_, last) = self.points[0], self.points[-1]
        if last <= first or now <= started:
            return None
        return (total - done) * (now - started) / (last - first)


class BackgroundVectors(QObject):
    """The default embedder's vectors, kept built: once a default embedding model is registered, the
    library's missing vectors are embedded on the engine's background lane; the status bar shows how far it
    got and the time left, and `ready` tells when searches can combine keywords and meaning. A build the
    user cancels stays stopped until asked again (or the next start); one that was interrupted resumes."""

    ready = Signal(str)  # what the status bar says once the paragraphs (the hybrid searches) or whole articles are in
    state_changed = Signal()

    def __init__(self, engine: Engine, enabled: bool = True):
        super().__init__()
        self.engine, self.enabled = engine, enabled
        self.job: Optional[Job] = None
        self.stopped_by_user = False
        self.pace = Pace()
        self._check: Optional[Job] = None
        self.widget = QWidget()
        self.label = QLabel()
        self.bar = QProgressBar()
        self.bar.setMaximumWidth(160)
        self.cancel_button = QPushButton(translate("Vectors", "Stop"))
        self.cancel_button.setToolTip(translate("Vectors", "Stop building the vectors; what was embedded is kept "
                                                           "and the build resumes from there."))
        self.cancel_button.clicked.connect(self.cancel)
        layout = QHBoxLayout(self.widget)
        layout.setContentsMargins(0, 0, 0, 0)
        for widget in (self.label, self.bar, self.cancel_button):
            layout.addWidget(widget)
        self.widget.hide()

    @property
    def running(self) -> bool:
        return self.job is not None

    def check(self) -> None:
        """Start a build if the default embedder lacks vectors here (not after the user stopped one)."""
        if self.enabled:
            self._go_on()

    def _go_on(self) -> None:
        """Build what the default embedder still lacks here, if anything (not after the user stopped a build)."""
        if self.running or self.stopped_by_user:
            return
        self._check = self.engine.run(jobs.default_vectors)
        self._check.finished.connect(self._checked)

    def _checked(self, work: Optional[VectorWork]) -> None:
        if work is not None and work.articles and not self.running and not self.stopped_by_user:
            self.start(work)

    def start(self, work: Optional[VectorWork] = None) -> None:
        """Build the default embedder's missing vectors on the background lane (also when asked by the user)."""
        if self.running:
            return
        self.stopped_by_user, self.pace = False, Pace()
        self.job = self.engine.run_long(jobs.build_default_vectors)
        self.job.started.connect(self._started)
        self.job.progress.connect(self._progress)
        self.job.finished.connect(self._finished)
        self.job.failed.connect(self._failed)
        self.job.cancelled.connect(self._cancelled)
        self.bar.setRange(0, 0)
        self.cancel_button.setEnabled(True)
        self.label.setText(translate("Vectors", "Vectors: waiting for the job before them…")
                           if self.engine.background.ahead_of(self.job) else
                           translate("Vectors", "Vectors: starting…"))
        if work is not None:
            self.label.setToolTip(note_of_work(work))
        self.widget.show()
        self.state_changed.emit()

    def adopt(self, old: "BackgroundVectors") -> None:
        """Take over the build another window's status bar showed (a language switch)."""
        self.stopped_by_user = old.stopped_by_user
        if old.job is None:
            return
        self.job, self.pace = old.job, old.pace
        for signal in (self.job.started, self.job.progress, self.job.finished, self.job.failed, self.job.cancelled):
            signal.disconnect()
        self.job.started.connect(self._started)
        self.job.progress.connect(self._progress)
        self.job.finished.connect(self._finished)
        self.job.failed.connect(self._failed)
        self.job.cancelled.connect(self._cancelled)
        self.bar.setRange(old.bar.minimum(), old.bar.maximum())
        self.bar.setValue(old.bar.value())
        self.label.setText(translate("Vectors", "Vectors: building…"))
        self.widget.show()
        old.job = None

    def cancel(self) -> None:
        if self.job is not None:
            self.stopped_by_user = True
            self.cancel_button.setEnabled(False)
            self.label.setText(translate("Vectors", "Vectors: stopping…"))
            self.job.cancel()

    def _started(self) -> None:
        self.label.setText(translate("Vectors", "Vectors: starting…"))

    def _progress(self, stage: str, done: int, total: int) -> None:
        self.bar.setRange(0, total)
        self.bar.setValue(done)
        left = self.pace.seconds_left(done, total) if total else None
        self.label.setToolTip(stage)
        self.label.setText(progress_text(done, total, left))

    def _finished(self, built: Optional[jobs.DefaultVectorsBuilt]) -> None:
        self.job = None
        self.widget.hide()
        self.state_changed.emit()
        if built is not None:
            self.ready.emit(articles_blended(built.embedder) if built.whole_articles else hybrid_now(built.embedder))
            self._go_on()  # the whole articles the hybrid blends in, after its paragraphs

    def _cancelled(self) -> None:
        self.job = None
        self.label.setText(translate("Vectors", "Vectors stopped; what was embedded is kept."))
        self.label.setToolTip(translate("Vectors", "Build them again from the search or library tab."))
        self.cancel_button.setEnabled(False)
        self.state_changed.emit()

    def _failed(self, message: str) -> None:
        self.job = None
        self.stopped_by_user = True  # not again and again: the user reads why and acts
        self.label.setText(translate("Vectors", "The vectors were not built (details in the tooltip)."))
        self.label.setToolTip(message)
        self.cancel_button.setEnabled(False)
        self.state_changed.emit()


def progress_text(done: int, total: int, seconds_left: Optional[float]) -> str:
    """The status bar's line for a build: articles embedded of all, and the time left once measured."""
    text = translate("Vectors", "Vectors: {done} of {total} articles").format(done=done, total=total)
    if seconds_left is None:
        return text + translate("Vectors", ", measuring the speed…")
    if seconds_left >= 60:
        return text + translate("Vectors", ", about %n minute(s) left", "", max(1, round(seconds_left / 60)))
    return text + translate("Vectors", ", less than a minute left")


def hybrid_now(embedder: str) -> str:
    """What the status bar says when the default embedder's vectors are complete."""
    return translate("Vectors", "The library's vectors from {embedder} are ready: searches now combine keywords "
                                "and meaning (hybrid).").format(embedder=embedder)


def articles_blended(embedder: str) -> str:
    """What the status bar says when the default embedder's whole articles are embedded too."""
    return translate("Vectors", "The whole articles from {embedder} are embedded too: searches now also weigh each "
                                "article as a whole, beside its best paragraph.").format(embedder=embedder)


def note_of_work(work: VectorWork) -> str:
    return translate("Vectors", "{embedder}: {articles}, {minutes}").format(embedder=work.embedder, **_size(work))


def choose_embedder(parent: QWidget) -> Optional[str]:
    """A registered embedder picked by the user (the default first), or None when there is none or they
    cancel; without any registered, says where to add one."""
    names = registered("embedder")
    if not names:
        QMessageBox.information(parent, translate("Vectors", "Build vectors"), translate(
            "Vectors", "No embedding model is registered. Add one in the Models dialog (Models menu), then build "
                       "its vectors here."))
        return None
    if len(names) == 1:
        return names[0]
    name, chosen = QInputDialog.getItem(parent, translate("Vectors", "Build vectors"), translate(
        "Vectors", "Embed this library's articles with:"), names, 0, False)
    return name if chosen else None


def confirm_build(parent: QWidget, to_build: list[VectorWork], as_of: str = "") -> bool:
    """Whether the user goes ahead with a search that must first embed the library, or the texts in force on
    `as_of` that have no vectors yet (the models, articles and minutes said), knowing that Cancel stops it (and,
    for the library's own vectors, that what is embedded is kept)."""
    needed = "\n".join(translate("Vectors", "• {embedder}: {articles}, {minutes}").format(
        embedder=work.embedder, **_size(work)) for work in to_build)
    box = QMessageBox(parent)
    box.setWindowTitle(translate("Vectors", "Before the search"))
    box.setIcon(QMessageBox.Icon.Question)
    if as_of:  # that date's texts, embedded into its state of the law, which is removed once unused a while
        box.setText(translate("Vectors", "This search reads the law as in force on {date} by meaning, and the "
                                         "texts then in force that have no vectors yet must first be embedded:"
                                         "\n{needed}\n\nCancel stops the build.").format(
            date=on_day(as_of), needed=needed))
    else:
        box.setText(translate("Vectors", "This search reads the library by meaning, and its vectors must first be "
                                         "built:\n{needed}\n\nThey are kept for later searches; Cancel during the "
                                         "build keeps what was embedded.").format(needed=needed))
    go = box.addButton(translate("Vectors", "Build and search"), QMessageBox.ButtonRole.AcceptRole)
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(go)
    box.exec()
    return box.clickedButton() is go


def ready(embedder: str) -> str:
    """What the status line says once a build of the library's vectors has finished."""
    return translate("Vectors", "The library's vectors from {embedder} are ready.").format(embedder=embedder)


def needs_building(choice: MethodChoice) -> bool:
    """Whether the suggested method waits for vectors that a build would make (articles to embed)."""
    return choice.vectors is not None and not choice.vectors.ready and choice.vectors.articles > 0


def note(choice: MethodChoice) -> str:
    """At most two lines under the method picker: the method suggested, or what searching by meaning still
    needs (a model, or this library's vectors from it)."""
    work = choice.vectors
    if work is None:
        return translate("Vectors", "An embedding model (Models menu) also allows searching by meaning, better for "
                                    "lay words.")
    if work.ready:
        return translate("Vectors", "Suggested: {method}, the best your models allow, with {embedder}.").format(
            method=method_name(choice.method), embedder=work.embedder)
    if not needs_building(choice):
        return ""  # nothing to embed: an empty library
    return translate("Vectors", "Searching by meaning too (better for lay words) needs vectors from {embedder}: "
                                "{articles}, {minutes}.").format(embedder=work.embedder, **_size(work))


def _size(work: VectorWork) -> dict[str, str]:
    """The articles still to embed and the minutes that takes, in words."""
    return {"articles": translate("Vectors", "%n article(s)", "", work.articles),
            "minutes": translate("Vectors", "about %n minute(s)", "", work.minutes)}
