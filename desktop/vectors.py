"""Building a library's vectors from the app: the engine jobs that say which method a search is best run
with here (and what the vectors for it still need), and that embed the library for a registered model."""

from __future__ import annotations

from typing import Callable, Optional

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QInputDialog, QMessageBox, QWidget

from retrieval import Library
from retrieval.types import CancelToken, MethodChoice, ProgressFn, VectorWork

from .method_names import method_name, registered

translate = QCoreApplication.translate


def method_choice(library: Library, progress: ProgressFn, cancel: CancelToken) -> MethodChoice:
    """The engine job that reads the best method the models and this library's indexes allow now."""
    return library.default_method()


def build_vectors(embedder: Optional[str]) -> Callable[[Library, ProgressFn, CancelToken], str]:
    """The engine job that embeds the library's new and amended articles with a registered embedder (None:
    the default), in the default dense unit; an interrupted run keeps what it stored and resumes."""
    def work(library: Library, progress: ProgressFn, cancel: CancelToken) -> str:
        model = library.embedder(embedder)
        library.build_dense(model, progress, cancel)
        return model.config.name

    return work


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


def confirm_build(parent: QWidget, to_build: list[VectorWork]) -> bool:
    """Whether the user goes ahead with a search that must first embed the library (the models, articles and
    minutes said), knowing that what is embedded is kept and Cancel stops it."""
    needed = "\n".join(translate("Vectors", "• {embedder}: {articles}, {minutes}").format(
        embedder=work.embedder, **_size(work)) for work in to_build)
    box = QMessageBox(parent)
    box.setWindowTitle(translate("Vectors", "Before the search"))
    box.setIcon(QMessageBox.Icon.Question)
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
