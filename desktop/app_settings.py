"""The app's own settings (window state, language, the benchmark tab's last run), in the user data folder."""

from __future__ import annotations

from PySide6.QtCore import QSettings

from retrieval import paths


def settings() -> QSettings:
    return QSettings(str(paths.desktop_settings()), QSettings.Format.IniFormat)
