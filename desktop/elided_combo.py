"""A combo box whose closed face ends a label too long for it with «…», where Qt would cut it mid-word."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPaintEvent, QPalette
from PySide6.QtWidgets import QComboBox, QStyle, QStyleOptionComboBox, QStylePainter

ICON_GAP = 4  # what Qt's styles leave between a label's icon and its text, and 1 px either side of the text
TEXT_MARGINS = 2


class ElidedComboBox(QComboBox):
    """A non-editable QComboBox painted as Qt paints one, its current text elided to the room left for it; its
    list shows every label whole."""

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QStylePainter(self)
        painter.setPen(self.palette().color(QPalette.ColorRole.Text))
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        painter.drawComplexControl(QStyle.ComplexControl.CC_ComboBox, option)
        if self.currentIndex() < 0 and self.placeholderText():
            option.palette.setBrush(QPalette.ColorRole.ButtonText, option.palette.placeholderText())
            option.currentText = self.placeholderText()
        field = self.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                            QStyle.SubControl.SC_ComboBoxEditField, self)
        room = field.width() - TEXT_MARGINS
        if not option.currentIcon.isNull():
            room -= option.iconSize.width() + ICON_GAP
        option.currentText = self.fontMetrics().elidedText(option.currentText, Qt.TextElideMode.ElideRight, room)
        painter.drawControl(QStyle.ControlElement.CE_ComboBoxLabel, option)
