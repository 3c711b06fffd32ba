"""The box a lawyer types a date into: it reads 1.7.2024, 01/07/2024, 1-7-2024 or 2024-07-01, shows the date
back as the app writes it, gives the engine ISO, and says what it cannot read (or, for the facts of a case, a date
after today) while keeping what was typed."""

from __future__ import annotations

from datetime import date
from typing import Optional

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QLineEdit, QWidget

from .dates import EXAMPLE, DateError, read_date, show_date

REFUSED_STYLE = "QLineEdit { border: 1px solid #c0392b; background: #fdecea; }"


class DateBox(QLineEdit):
    """A date typed by the lawyer; `refused` carries why a date typed cannot be used (also the box's tooltip,
    and the box turns red), until it is put right."""

    refused = Signal(str)
    put_right = Signal(str)  # the problem `refused` carried, now that the date typed can be used

    def __init__(self, empty: str, tip: str, parent: Optional[QWidget] = None, up_to_today: bool = False):
        """`empty` says what an empty box means («today», «unknown»); `tip` what the date is, for the tooltip;
        `up_to_today` refuses a date after today (the facts of a case are not yet to come)."""
        super().__init__(parent)
        self.up_to_today = up_to_today
        self.tip = self.tr("{tip} (empty: {empty})").format(tip=tip, empty=empty)
        self.problem = ""
        self.setPlaceholderText(self.tr("e.g. {example}").format(example=show_date(EXAMPLE)))
        self.setMinimumWidth(self.fontMetrics().horizontalAdvance(self.placeholderText()) + 24)  # never cut
        self.setToolTip(self.tip)
        self.editingFinished.connect(self.check)

    def iso(self) -> str:
        """The date typed in ISO ('' for none); DateError where it cannot be read, does not exist or, in a box
        `up_to_today`, is after today."""
        text = self.text().strip()
        iso = read_date(text) if text else ""
        if self.up_to_today and iso > date.today().isoformat():
            raise DateError(self.tr("{date} is after today: type a date up to today.").format(date=show_date(iso)))
        return iso

    def set_iso(self, iso: str) -> None:
        """Show an ISO date (from the engine or a matter) as the app writes it."""
        self.setText(show_date(iso))
        self._mark("")

    def check(self) -> bool:
        """Whether the date typed can be used: then shown back as the app writes it; else the box says why,
        keeping the text."""
        try:
            iso = self.iso()
        except DateError as exc:
            self._mark(str(exc))
            self.refused.emit(str(exc))
            return False
        if iso:
            self.setText(show_date(iso))
        solved = self.problem
        self._mark("")
        if solved:
            self.put_right.emit(solved)
        return True

    def adopt(self, old: "DateBox") -> None:
        """What another box holds, shown as this one writes dates (a text it cannot read, as typed)."""
        try:
            self.set_iso(old.iso())
        except DateError:
            self.setText(old.text())
            self.check()

    def _mark(self, problem: str) -> None:
        self.problem = problem
        self.setStyleSheet(REFUSED_STYLE if problem else "")
        self.setToolTip(problem or self.tip)
