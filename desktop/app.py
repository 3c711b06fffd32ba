"""Starting the desktop app (`arthra gui`), in the user's language, and its unattended screenshot mode.

`arthra gui --screenshot PATH [--facts-file F --question Q --method M --tab search|library|benchmark]` runs
the search, waits for the results, saves a PNG of the window and exits; without a display it renders
off-screen.
"""

from __future__ import annotations

import argparse
import os
import sys
import traceback
from pathlib import Path
from typing import Optional, Sequence

I18N = Path(__file__).resolve().parent / "i18n"
TABS = ("search", "library", "benchmark")
SCREENSHOT_TIMEOUT_MS = 15 * 60 * 1000


def install_translations(app, code: str) -> list:
    """Install the app's translation and Qt's own for its standard dialogs and menus (Qt ships no Greek one,
    so the app carries its own for the texts of Qt's file dialog, buttons and context menus). The app's
    texts are written in English; its English translation holds only their plural forms."""
    from PySide6.QtCore import QLibraryInfo, QTranslator

    installed = []
    qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    wanted = [(f"arthra_{code}.qm", str(I18N))] if code == "en" else \
        [(f"qtbase_{code}.qm", qt_folder), (f"qt_{code}.qm", str(I18N)), (f"arthra_{code}.qm", str(I18N))]
    for name, folder in wanted:
        translator = QTranslator(app)
        if translator.load(name, folder):
            app.installTranslator(translator)
            installed.append(translator)
    return installed


def has_display() -> bool:
    """Whether windows can be shown here (always on macOS and Windows; on Linux, an X or Wayland display)."""
    return sys.platform in ("darwin", "win32") or bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def parse(argv: Optional[Sequence[str]]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="arthra gui", description="Arthra's desktop app")
    parser.add_argument("--library", type=Path, help="library folder (default: the user's)")
    parser.add_argument("--language", choices=("el", "en"), help="interface language (default: saved, or the "
                        "system's)")
    parser.add_argument("--screenshot", type=Path, metavar="PATH", help="run the search, save a PNG of the window, "
                        "exit")
    parser.add_argument("--facts-file", type=Path, help="facts to search (with --screenshot)")
    parser.add_argument("--facts", default="", help="facts to search (with --screenshot)")
    parser.add_argument("--question", default="", help="question to search (with --screenshot)")
    parser.add_argument("--method", default="bm25", help="method to search with (with --screenshot)")
    parser.add_argument("--set", action="append", default=[], metavar="KEY=VALUE", help="a method setting")
    parser.add_argument("--tab", choices=TABS, default="search", help="tab to show (with --screenshot)")
    parser.add_argument("--trace", action="store_true", help="show the search's trace beside the results "
                        "(with --screenshot)")
    parser.add_argument("--dataset", type=Path, help="benchmark dataset to run (with --screenshot --tab benchmark)")
    parser.add_argument("--methods", default="bm25,bm25-prf", help="benchmark methods (with --dataset)")
    parser.add_argument("--queries", type=int, default=0, help="benchmark queries, 0 for all (with --dataset)")
    return parser.parse_args(argv)


def main(argv: Optional[Sequence[str]] = None) -> int:
    args = parse(argv)
    from retrieval.methods import METHODS
    from retrieval.settings import SettingsError, parse_settings

    if args.method not in METHODS:
        print(f"arthra gui: unknown method {args.method!r}; choose one of: {', '.join(METHODS)}", file=sys.stderr)
        return 2
    try:
        parse_settings(METHODS[args.method].settings, args.set, args.method)
    except SettingsError as exc:
        print(f"arthra gui: {exc}", file=sys.stderr)
        return 2
    if args.screenshot and not has_display():
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QLocale, QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    from . import first_run, texts
    from .engine import Engine
    from .main_window import MainWindow, settings

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Arthra")
    engine = Engine(args.library)
    saved = settings()
    language = args.language or saved.value("language") or ("el" if QLocale.system().name().startswith("el")
                                                              else "en")
    state = {"translators": [], "window": None}

    def show(code: str) -> MainWindow:
        """(Re)create the window in language `code`; switching rebuilds the window with the new translation
        and hands it everything the old one showed."""
        for translator in state["translators"]:
            app.removeTranslator(translator)
        state["translators"] = install_translations(app, code)
        texts.set_language(code)
        if not args.screenshot:  # an unattended run leaves the user's choice as it was
            saved.setValue("language", code)
        old = state["window"]
        window = MainWindow(engine, lambda chosen: QTimer.singleShot(0, lambda: show(chosen)), code,
                            build_vectors=not args.screenshot)
        first_run.install(window)
        if old is not None:
            window.adopt(old)
            old.replaced = True
            old.close()
            old.deleteLater()
        state["window"] = window
        window.show()
        return window

    def report(kind, value, trace) -> None:  # an unexpected error: a dialog, never a traceback or a crash
        traceback.print_exception(kind, value, trace, file=sys.stderr)
        QMessageBox.critical(state["window"], "Arthra", f"Something unexpected went wrong: {value}.\n"
                                                        "Your library is unchanged; please try again.")

    sys.excepthook = report
    window = show(language)
    if args.screenshot:
        _screenshot(app, window, args)
    code = app.exec()
    engine.close()
    return code


def _screenshot(app, window, args: argparse.Namespace) -> None:
    """Fill in the case, search, and save the window once the results (or an error) are shown."""
    from PySide6.QtCore import QTimer

    from retrieval.settings import pairs
    from retrieval.types import SearchRequest

    window.resize(1360, 900)
    window.tabs.setCurrentIndex(TABS.index(args.tab))
    facts = args.facts_file.read_text(encoding="utf-8") if args.facts_file else args.facts
    settings = pairs(args.set)
    tab = window.search_tab

    def save(*_) -> None:
        if args.trace:  # after the results, which bring the article to the front
            tab.details.setCurrentWidget(tab.trace)
        QTimer.singleShot(300, lambda: (window.grab().save(str(args.screenshot)), app.quit()))

    QTimer.singleShot(SCREENSHOT_TIMEOUT_MS, lambda: (print("arthra gui: the run did not finish in time",
                                                            file=sys.stderr), app.exit(1)))
    if args.dataset:
        bench = window.bench_tab
        bench.dataset.setText(str(args.dataset))
        bench.methods.setText(args.methods)
        bench.queries.setValue(args.queries)
        bench.run()
        bench.settled.connect(save)
        return
    if not (facts or args.question):
        QTimer.singleShot(1500, save)
        return
    tab.form.show_request(SearchRequest(facts=facts, question=args.question, method=args.method, settings=settings))
    tab.confirm_costs = tab.confirm_matters = False  # unattended: other facts get a new matter, unasked
    tab.settled.connect(save)
    tab.search()
