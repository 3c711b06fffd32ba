"""The first start: an empty library gets the demo library (and the window says so), and a banner offers the
models found on this computer while no embedder or LLM is registered."""

from __future__ import annotations

from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from models.errors import ModelError
from models.registry import ModelRegistry

from . import jobs


def no_model_registered() -> bool:
    try:
        registry = ModelRegistry()
        return not registry.embedders() and not registry.llms()
    except ModelError:  # a broken registry is reported by the Models dialog
        return False


class ModelsBanner(QFrame):
    """"No model yet": a line and a button to the Models dialog, which lists what was found on this computer."""

    def __init__(self):
        super().__init__()
        self.setFrameShape(QFrame.Shape.StyledPanel)
        text = QLabel(self.tr("No embedding model or LLM is registered yet: the dense and LLM methods need one. "
                              "Arthra can look for models already on this computer (LM Studio, Ollama, "
                              "llama-server, GGUF files)."))
        text.setWordWrap(True)
        find = QPushButton(self.tr("Find models…"))
        find.clicked.connect(self.open_models)
        layout = QHBoxLayout(self)
        layout.addWidget(text, 1)
        layout.addWidget(find)
        self.setVisible(no_model_registered())

    def show_imported(self, count: int) -> None:
        """Say in the window's status line that the demo library was imported (count 0: nothing was)."""
        if count:
            self.window().statusBar().showMessage(self.tr("This library was empty, so the demo library ({count} "
                                                          "Greek articles) was imported into it.").format(count=count))
            self.window().library_tab.refresh()

    def open_models(self) -> None:
        self.window().show_models()
        self.setVisible(no_model_registered())


def install(window) -> ModelsBanner:
    """Put the models banner above the window's tabs and import the demo library if the library is empty."""
    banner = ModelsBanner()
    container = QWidget()
    layout = QVBoxLayout(container)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.addWidget(banner)
    layout.addWidget(window.takeCentralWidget())
    window.setCentralWidget(container)
    # Bound methods only: a lambda holding the window would make a reference cycle that the garbage collector
    # could free on the engine's thread, where Qt objects must not be destroyed.
    window.first_run = window.engine.run(jobs.import_demo_if_empty)
    window.first_run.finished.connect(banner.show_imported)
    return banner
