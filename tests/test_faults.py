"""Crashes at random moments: `arthra import`, `arthra index` and an embedding run are killed with SIGKILL
at seeded, varied moments, and the library must still open, pass SQLite's integrity check, search as a
clean library does, and finish the interrupted job when it is run again.

Each kill costs one process start; the corpora are small so that the whole suite stays fast.
"""

from __future__ import annotations

import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from conftest import GREEK_SOURCES, write_corpus
from retrieval import Library
from retrieval.types import SearchRequest

SEED = 20261202
QUERIES = ["κινητό πράγμα", "σύμβαση εργασίας καταγγελία", "αποζημίωση ζημία"]
WORDS = "όποιος αφαιρεί ξένο κινητό πράγμα κατοχή σκοπό ιδιοποιηθεί παράνομα τιμωρείται φυλάκιση έτη σύμβαση " \
        "εργασίας καταγγελία εργοδότη αποζημίωση ζημιώσει υπαίτια περιουσία απάτη".split()
IS_POSIX = hasattr(signal, "SIGKILL")
pytestmark = pytest.mark.skipif(not IS_POSIX, reason="SIGKILL is POSIX only")


def corpus(folder: Path, count: int, seed: int) -> Path:
    rng = random.Random(seed)
    sources = [s["prefix"] for s in GREEK_SOURCES]
    articles = [{"id": f"{sources[i % 3]}::{i}", "title": " ".join(rng.choices(WORDS, k=3)),
                 "text": " ".join(rng.choices(WORDS, k=rng.randint(20, 200)))} for i in range(count)]
    return write_corpus(folder, articles, GREEK_SOURCES)


def start(home: Path, *args) -> subprocess.Popen:
    env = dict(os.environ, ARTHRA_HOME=str(home), PYTHONPATH=str(Path(__file__).resolve().parent.parent))
    return subprocess.Popen([sys.executable, "-m", "retrieval.cli", *map(str, args)], env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def kill_after(process: subprocess.Popen, seconds: float) -> bool:
    """SIGKILL the process after `seconds` (True), unless it ended first (False)."""
    try:
        process.wait(seconds)
        return False
    except subprocess.TimeoutExpired:
        process.send_signal(signal.SIGKILL)
        process.wait()
        return True


class Kills:
    """SIGKILLs at seeded moments within a run's expected span, counted. A run that ends before its moment
    shortens the span to its own length, so that a machine faster than when the span was timed still gets killed."""

    def __init__(self, span: float, rng: random.Random):
        self.span, self.rng, self.count = span, rng, 0

    def kill(self, process: subprocess.Popen) -> None:
        began = time.perf_counter()
        if kill_after(process, self.rng.uniform(0.05, self.span)):
            self.count += 1
        else:
            self.span = max(0.1, min(self.span, time.perf_counter() - began))


def ranking(library: Library) -> list[list[str]]:
    return [[h.id for h in library.search(SearchRequest(facts=q, k=5)).hits] for q in QUERIES]


def check(folder: Path) -> None:
    """The library's database is whole, whatever moment the crash hit."""
    if not (folder / "library.db").exists():
        return  # killed before the library was created: there is nothing to damage
    connection = sqlite3.connect(folder / "library.db")
    assert connection.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    connection.close()


@pytest.fixture(scope="module")
def timings(tmp_path_factory) -> dict[str, float]:
    """How long an uninterrupted import and index take here: kills are spread over that span."""
    home = tmp_path_factory.mktemp("timing")
    folder = corpus(home / "corpus", 400, SEED)
    spans = {}
    for name, args in (("import", ("import", folder)), ("index", ("index",))):
        began = time.perf_counter()
        assert start(home, *args, "--library", home / "lib").wait(120) == 0
        spans[name] = time.perf_counter() - began
    return spans


def test_import_killed_at_random_moments_leaves_the_old_library_or_the_new(tmp_path, timings):
    rng = random.Random(SEED)
    first, second = corpus(tmp_path / "first", 400, 1), corpus(tmp_path / "second", 400, 2)
    with Library.open(tmp_path / "clean") as clean:
        clean.import_corpus(first)
        before = ranking(clean)
        clean.import_corpus(second)
        after = ranking(clean)
    kills = Kills(timings["import"], rng)
    for attempt in range(10):
        folder = tmp_path / f"lib{attempt}"
        if attempt % 2:  # half the runs amend an existing library, half create one
            with Library.open(folder) as library:
                library.import_corpus(first)
        kills.kill(start(tmp_path, "import", second, "--library", folder))
        check(folder)
        if (folder / "library.db").exists():
            with Library.open(folder) as library:
                if attempt % 2:
                    assert ranking(library) in (before, after)  # the old library, or the new: never a mix
                else:
                    assert library.store.article_count() in (0, 400)
        assert start(tmp_path, "import", second, "--library", folder).wait(120) == 0  # resumes
        with Library.open(folder) as library:
            assert ranking(library) == after
    assert kills.count >= 7


def test_index_killed_at_random_moments_never_leaves_a_broken_index(tmp_path, timings):
    rng = random.Random(SEED + 1)
    folder = corpus(tmp_path / "corpus", 400, 3)
    with Library.open(tmp_path / "clean") as clean:
        clean.import_corpus(folder)
        expected = ranking(clean)
    library_folder = tmp_path / "lib"
    with Library.open(library_folder) as library:
        library.import_corpus(folder)
    kills = Kills(timings["index"], rng)
    for attempt in range(10):
        kills.kill(start(tmp_path, "index", "--library", library_folder, "--k1", f"{1 + attempt / 10:.1f}"))
        check(library_folder)
        with Library.open(library_folder) as library:
            assert not any(info.damaged for info in library.index_status())
            assert ranking(library) == expected
    assert start(tmp_path, "index", "--library", library_folder).wait(120) == 0
    assert kills.count >= 7


EMBED = """
import sys, time
from pathlib import Path
import numpy as np
from retrieval import Library
from models.embedders import EmbedderConfig

class Slow:
    '''A deterministic stand-in embedder, slow enough to be killed mid-run (the edge Arthra does not own).'''
    config = EmbedderConfig("slow", "test", "nowhere")
    dimension = 8
    def embed(self, texts, progress=None):
        time.sleep(0.03)
        return np.array([[hash((t, i)) % 97 / 97 + 0.01 for i in range(8)] for t in texts], dtype=np.float32)
    def truncated(self, texts):
        return [False] * len(texts)

with Library.open(Path(sys.argv[1])) as library:
    library.spaces.build_dense(Slow())
print("done")
"""


def stored_vectors(folder: Path) -> int:
    """How many articles have their paragraph vectors stored."""
    connection = sqlite3.connect(f"{(folder / 'library.db').as_uri()}?mode=ro", uri=True, timeout=5)
    try:
        return connection.execute("SELECT COUNT(DISTINCT article_id) FROM passage_embeddings").fetchone()[0]
    except sqlite3.OperationalError:  # the table is not there yet
        return 0
    finally:
        connection.close()


def kill_when_stored(process: subprocess.Popen, folder: Path, target: int, delay: float) -> bool:
    """SIGKILL the process `delay` seconds after `target` vectors are stored (mid-batch), unless it ended."""
    deadline = time.monotonic() + 120
    while process.poll() is None and stored_vectors(folder) < target and time.monotonic() < deadline:
        time.sleep(0.01)
    return kill_after(process, delay)


def test_an_embedding_run_killed_at_random_moments_resumes_where_it_stopped(tmp_path):
    rng = random.Random(SEED + 2)
    script = tmp_path / "embed.py"
    script.write_text(EMBED, encoding="utf-8")
    library_folder = tmp_path / "lib"
    total = 3000
    with Library.open(library_folder) as library:
        library.import_corpus(corpus(tmp_path / "corpus", total, 4))
        expected = ranking(library)
    env = dict(os.environ, PYTHONHASHSEED="0", PYTHONPATH=str(Path(__file__).resolve().parent.parent))
    kills, stored = 0, [0]
    for _ in range(8):
        process = subprocess.Popen([sys.executable, str(script), str(library_folder)], env=env,
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        kills += kill_when_stored(process, library_folder, stored[-1] + 64 * rng.randint(1, 4), rng.uniform(0, 0.05))
        check(library_folder)
        with Library.open(library_folder) as library:
            stored.append(stored_vectors(library_folder))
            assert ranking(library) == expected
    assert stored == sorted(stored) and 0 < stored[-1] < total  # each run kept what the ones before stored
    finished = subprocess.run([sys.executable, str(script), str(library_folder)], env=env, capture_output=True,
                              text=True, timeout=300)
    assert finished.stdout.strip() == "done", finished.stderr
    with Library.open(library_folder) as library:
        assert stored_vectors(library_folder) == total
        [space] = library.spaces.vectors.spaces()
        assert space.doc_count == total and library.spaces.vectors.load(space.space) is not None
    assert kills == 8


def test_restore_killed_at_random_moments_keeps_the_library_whole_and_every_registered_model(tmp_path):
    """`arthra restore --replace` killed at any moment leaves the old library or the backup's, and a registry
    that still holds every model registered after the backup; run again, it adds the backup's models too and
    keeps the file it replaced under a dated name."""
    rng = random.Random(SEED + 1)
    home, backup_folder = tmp_path / "home", tmp_path / "backup"
    home.mkdir()
    registry = home / "models.json"

    def register(*names: str) -> None:
        for name in names:
            assert subprocess.run([sys.executable, "-m", "retrieval.cli", "models", "add", name, "http://127.0.0.1:9",
                                   "--llm"], env=dict(os.environ, ARTHRA_HOME=str(home), PYTHONPATH=str(
                                       Path(__file__).resolve().parent.parent)), capture_output=True).returncode == 0

    with Library.open(tmp_path / "old") as library:
        library.import_corpus(corpus(tmp_path / "c1", 300, 1))
    register("before")
    assert start(home, "backup", backup_folder, "--library", tmp_path / "old").wait(120) == 0
    with Library.open(tmp_path / "old") as library:
        library.import_corpus(corpus(tmp_path / "c2", 200, 2))  # the library changes after the backup
    registry.write_text('{"llms": {}, "embedders": {}}', encoding="utf-8")  # the backup's model is gone ...
    register("after")  # ... and another is added
    began = time.perf_counter()
    probe = tmp_path / "probe"
    assert start(home, "restore", backup_folder, "--library", probe).wait(120) == 0
    span = time.perf_counter() - began
    for path in home.glob("models.before-restore-*.json"):
        path.unlink()
    registry.write_text(json_registry(["after"]), encoding="utf-8")
    kills = Kills(span, rng)
    for attempt in range(5):
        folder = tmp_path / f"lib{attempt}"
        with Library.open(folder) as library:
            library.import_corpus(corpus(tmp_path / "c2", 200, 2))
        kills.kill(start(home, "restore", backup_folder, "--library", folder, "--replace"))
        check(folder)
        with Library.open(folder) as library:
            assert library.store.article_count() in (200, 300)  # the old library, or the backup's
        assert "after" in llm_names(registry)  # never removed
        assert start(home, "restore", backup_folder, "--library", folder, "--replace").wait(120) == 0
        with Library.open(folder) as library:
            assert library.store.article_count() == 300
        assert sorted(llm_names(registry)) == ["after", "before"]
        assert list(home.glob("models.before-restore-*.json"))  # the replaced file, kept
        registry.write_text(json_registry(["after"]), encoding="utf-8")
    assert kills.count >= 3


def json_registry(names: list[str]) -> str:
    import json

    return json.dumps({"llms": {name: {"name": name, "backend": "openai", "location": "http://127.0.0.1:9"}
                                for name in names}, "embedders": {}, "default_llm": names[0]})


def llm_names(registry: Path) -> list[str]:
    import json

    return list(json.loads(registry.read_text(encoding="utf-8"))["llms"])


def test_threads_opening_a_new_library_at_once_each_get_it_whole(tmp_path):
    """The app's two lanes open a fresh library together: each opener builds its own temporary database, and one
    of them becomes the library."""
    import threading

    from retrieval import Library

    folder, opened, problems = tmp_path / "new", [], []
    start = threading.Barrier(6)

    def open_it() -> None:
        start.wait()
        try:
            with Library.open(folder) as library:
                opened.append(library.article_count())
        except Exception as exc:  # collected: the assertion below names it
            problems.append(repr(exc))

    threads = [threading.Thread(target=open_it) for _ in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert problems == [] and opened == [0] * 6
    assert [p.name for p in folder.iterdir() if p.name.startswith(".new-")] == []
