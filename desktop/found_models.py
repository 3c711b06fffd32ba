"""Models found on this computer (servers on 127.0.0.1, GGUF files in the usual folders), each registered with
one click."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (QAbstractItemView, QHBoxLayout, QHeaderView, QLabel, QPushButton, QTableWidget,
                               QTableWidgetItem, QVBoxLayout, QWidget)

from models.discovery import FoundModel, register
from models.registry import ModelRegistry

from . import jobs


class FoundModels(QWidget):
    """A table of discovered models; `registered(kind, name)` is emitted after one is added to the registry."""

    registered = Signal(str, str)
    failed = Signal(str)

    def __init__(self, engine, parent=None):
        super().__init__(parent)
        self.engine, self.job, self.found = engine, None, []
        self.heading = QLabel(self.tr("Found on this computer"))
        self.table = QTableWidget(0, 3)
        self.table.setHorizontalHeaderLabels([self.tr("Kind"), self.tr("Name"), self.tr("Where")])
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.table.doubleClicked.connect(self.register_selected)
        look = QPushButton(self.tr("Look again"))
        look.clicked.connect(self.look)
        self.add = QPushButton(self.tr("Register and test"))
        self.add.setEnabled(False)  # until a model found is selected
        self.add.clicked.connect(self.register_selected)
        self.table.itemSelectionChanged.connect(lambda: self.add.setEnabled(bool(self.table.selectedItems())))
        buttons = QHBoxLayout()
        buttons.addWidget(look)
        buttons.addWidget(self.add)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.heading)
        layout.addWidget(self.table)
        layout.addLayout(buttons)
        self.look()

    def look(self) -> None:
        """Probe the servers and folders on the engine's thread (a busy server can take its timeout)."""
        if self.job is not None:
            return
        self.heading.setText(self.tr("Looking for models on this computer…"))
        self.job = self.engine.run(jobs.discover_models)
        self.job.finished.connect(self._show)
        self.job.failed.connect(self._not_found)

    def _show(self, found: list[FoundModel]) -> None:
        self.job, self.found = None, found
        self.heading.setText(self.tr("Found on this computer: {count}").format(count=len(found)) if found else
                             self.tr("No other model found on this computer (no model server answers on 127.0.0.1, "
                                     "no GGUF file is in the usual folders)."))
        self.table.setRowCount(len(found))
        for row, model in enumerate(found):
            kind = self.tr("LLM") if model.kind == "llm" else self.tr("Embedder")
            for column, value in enumerate([kind, model.name, f"{model.origin}: {model.location}"]):
                item = QTableWidgetItem(value)
                item.setToolTip(value)  # a long path or URL is cut in its column
                self.table.setItem(row, column, item)

    def _not_found(self, message: str) -> None:
        self.job = None
        self.failed.emit(message)

    def register_selected(self) -> None:
        rows = self.table.selectionModel().selectedRows()
        if not rows:
            return
        model = self.found[rows[0].row()]
        try:
            register(model, ModelRegistry())
        except Exception as exc:  # ModelError, OSError: shown, nothing registered
            self.failed.emit(str(exc))
            return
        self.registered.emit(model.kind, model.name)
