"""How soon the desktop app is ready on the demo library: window shown with the library's sources listed, then
the first BM25 search shown (index loaded or built). Measured off-screen in a fresh process, three times."""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

PROBE = r"""
import json, sys, time
started = time.perf_counter()
from PySide6.QtWidgets import QApplication
from desktop.engine import Engine
from desktop.main_window import MainWindow
app = QApplication([])
engine = Engine(None)
window = MainWindow(engine, lambda code: None, "en")
window.show()
def wait(condition):
    while not condition():
        app.processEvents()
        time.sleep(0.005)
wait(lambda: window.library_tab.sources.rowCount() > 0)
ready = time.perf_counter() - started
tab = window.search_tab
tab.form.facts.setPlainText("Ένας άγνωστος πήρε το κινητό τηλέφωνο από το τραπέζι και έφυγε.")
tab.search()
wait(lambda: tab.outcome is not None)
print(json.dumps({"ready": ready, "first_search": time.perf_counter() - started}))
engine.close()
"""


def run(runs: int = 3) -> dict:
    """Seconds to a ready window and to the first search's results, median of `runs` fresh starts."""
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, ARTHRA_HOME=home, QT_QPA_PLATFORM="offscreen")
        subprocess.run([sys.executable, "-m", "retrieval.cli", "import", "assets/greek-demo"], env=env, check=True,
                       capture_output=True, cwd=Path(__file__).resolve().parents[1])
        samples = [json.loads(subprocess.run([sys.executable, "-c", PROBE], env=env, check=True, capture_output=True,
                                             text=True, cwd=Path(__file__).resolve().parents[1]).stdout)
                   for _ in range(runs)]
    return {"runs": runs, **{key: round(statistics.median(s[key] for s in samples), 3) for key in samples[0]},
            "first_start_first_search": round(samples[0]["first_search"], 3),
            "note": "the first start builds the BM25 index; later ones load it"}
