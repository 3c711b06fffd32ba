"""The first hour on the demo library with the default embedding model (EmbeddingGemma-300M):

- seconds from registering the model to the first answer of the default hybrid, with the shipped vectors and
  without them (without: every paragraph and whole article embedded; with `sample`, timed on that many articles
  and scaled to the library);
- vectors built per minute on the background lane's terms (fewer threads than cores, lower priority) while
  BM25 searches run beside it (on the first BACKGROUND_SAMPLE articles: a rate), and those searches' latency;
- the build's speed with another process using every core, by embedder threads: as many as cores, and one
  fewer (the background lane's), against the same threads on the machine as it was.
"""

from __future__ import annotations

import multiprocessing
import os
import statistics
import tempfile
import threading
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator, Optional

from models.bundle import default_embedder
from models.embedders import background_threads, load_embedder
from models.registry import ModelRegistry
from retrieval import Library, paths
from retrieval.types import SearchRequest

CASE = "Ενώ ο Γιάννης έπινε καφέ, ένας άγνωστος πήρε το κινητό του τηλέφωνο από το τραπέζι και έφυγε τρέχοντας."
QUERIES = [CASE, "Ο πωλητής γύρισε πίσω τα χιλιόμετρα του αυτοκινήτου και το πούλησε ακριβότερα.",
           "Ο εργοδότης απέλυσε την εργαζόμενη ενώ ήταν έγκυος."]
BACKGROUND_SAMPLE = 128  # articles embedded beside the searches: enough for a steady rate
LOAD_SAMPLE = 32  # articles embedded for each thread count, with and without load
LOAD_EVERY = 5.0  # seconds between readings of the load average during a measurement


def run(model: Path, sample: Optional[int] = 64) -> dict:
    """All three measurements, in a temporary user folder (the user's own models and libraries untouched),
    each with the machine's mean load average while it ran (other programs show there)."""
    import torch

    cores = os.cpu_count() or 1
    threads = torch.get_num_threads()
    try:
        with temporary_home():  # each measurement also opens its own
            return {"model": str(model.name), "cores": cores, "load_average_before": os.getloadavg()[0],
                    "first_hybrid": with_load(first_hybrid, model, sample),
                    "background_while_searching": with_load(background_while_searching, model,
                                                            sample or BACKGROUND_SAMPLE),
                    "under_load": with_load(under_load, model, sample or LOAD_SAMPLE)}
    finally:
        torch.set_num_threads(threads)


def with_load(measure, *args) -> dict:
    """The measurement's record, with the mean one-minute load average read every LOAD_EVERY seconds meanwhile."""
    readings, stop = [os.getloadavg()[0]], threading.Event()

    def read() -> None:
        while not stop.wait(LOAD_EVERY):
            readings.append(os.getloadavg()[0])

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    try:
        found = measure(*args)
    finally:
        stop.set()
        reader.join()
    return {**found, "load_average_during": round(statistics.mean(readings), 1)}


@contextmanager
def temporary_home() -> Iterator[str]:
    """A fresh user folder as ARTHRA_HOME (the user's own models and libraries untouched), the one before
    restored after."""
    before = os.environ.get("ARTHRA_HOME")
    with tempfile.TemporaryDirectory() as home:
        os.environ["ARTHRA_HOME"] = home
        try:
            yield home
        finally:
            if before is None:
                os.environ.pop("ARTHRA_HOME", None)
            else:
                os.environ["ARTHRA_HOME"] = before


def first_hybrid(model: Path, sample: Optional[int]) -> dict:
    """Register the model on a fresh demo library and time it to the first hybrid answer."""
    found = {}
    for shipped in (True, False):
        with temporary_home() as home:
            with Library.open(Path(home) / "library") as library:
                library.import_corpus(paths.demo_corpus())
            everything = paths.shipped_vectors
            if not shipped:
                paths.shipped_vectors = lambda: []
            try:
                started = time.perf_counter()
                ModelRegistry().add_embedder(default_embedder(model), default=True)
                with Library.open(Path(home) / "library") as library:
                    total = library.article_count()
                    limit = None if shipped else sample
                    if limit:  # the first `limit` articles' paragraphs, timed, then scaled to all
                        library = _first_articles(library, limit)
                    embedder = library.models.embedder()
                    loaded = time.perf_counter()
                    library.spaces.build_default(embedder)
                    built = time.perf_counter()
                    hits = library.search(SearchRequest(facts=CASE, method="hybrid")).hits
                    answered = time.perf_counter()
                    articles = library.article_count()
            finally:
                paths.shipped_vectors = everything
            scale = total / articles  # only the embedding grows with the articles, not loading or searching
            found["with_shipped_vectors" if shipped else "without_shipped_vectors"] = {
                "seconds": round(answered - started + (built - loaded) * (scale - 1), 1),
                "model_load_seconds": round(loaded - started, 1),
                "measured_on_articles": articles, "scaled_to_articles": total if scale != 1 else None,
                "first_hit": hits[0].id if hits else None}
    return found


def _first_articles(library: Library, count: int) -> Library:
    """The library cut to its first `count` articles (a copy, in a folder beside it)."""
    from retrieval.corpus import read_corpus

    folder = library.folder.parent / f"first-{count}"
    corpus = read_corpus(paths.demo_corpus())
    kept = [a.id for a in corpus.articles[:count]]
    lines = [line for line in (paths.demo_corpus() / "corpus.jsonl").read_text(encoding="utf-8").splitlines()
             if any(f'"{i}"' in line for i in kept)]
    (folder / "corpus").mkdir(parents=True)
    (folder / "corpus" / "corpus.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    (folder / "corpus" / "sources.json").write_bytes((paths.demo_corpus() / "sources.json").read_bytes())
    library.close()
    cut = Library.open(folder / "library")
    cut.import_corpus(folder / "corpus")
    return cut


def background_while_searching(model: Path, sample: Optional[int]) -> dict:
    """A build on the background lane's terms in a thread, BM25 searches in this one meanwhile."""
    import torch

    from desktop.engine import lower_priority

    with temporary_home() as home:
        ModelRegistry().add_embedder(default_embedder(model), default=True)
        everything, paths.shipped_vectors = paths.shipped_vectors, lambda: []
        try:
            with Library.open(Path(home) / "library") as library:
                library.import_corpus(paths.demo_corpus())
            searcher = Library.open(Path(home) / "library")
            searcher.search(SearchRequest(facts=CASE, method="bm25"))  # its index built before the clock starts
            done = threading.Event()
            timing = {}

            def build() -> None:
                """On the background lane's terms, with its own library (a connection belongs to its thread)."""
                lower_priority()
                torch.set_num_threads(background_threads())
                try:
                    builder = Library.open(Path(home) / "library")
                    if sample:
                        builder = _first_articles(builder, sample)
                    embedder = builder.models.embedder()
                    started = time.perf_counter()
                    builder.spaces.build_dense(embedder)
                    timing["seconds"] = time.perf_counter() - started
                    timing["articles"] = builder.article_count()
                    builder.close()
                finally:
                    done.set()

            thread = threading.Thread(target=build)
            thread.start()
            latencies = []
            while not done.is_set():
                for query in QUERIES:
                    started = time.perf_counter()
                    searcher.search(SearchRequest(facts=query, method="bm25"))
                    latencies.append((time.perf_counter() - started) * 1000)
                time.sleep(0.05)
            thread.join()
            articles = timing["articles"]
            searcher.close()
        finally:
            paths.shipped_vectors = everything
    return {"articles": articles, "threads": background_threads(), "seconds": round(timing["seconds"], 1),
            "articles_per_minute": round(articles / timing["seconds"] * 60, 1), "searches": len(latencies),
            "bm25_ms_median": round(statistics.median(latencies), 1) if latencies else None,
            "bm25_ms_max": round(max(latencies), 1) if latencies else None}


def _spin(stop) -> None:
    while not stop.is_set():
        pass


def under_load(model: Path, sample: int) -> dict:
    """Articles a minute by embedder threads, with one busy process per core beside the build and without."""
    import torch

    cores = os.cpu_count() or 1
    embedder = load_embedder(default_embedder(model))
    found = []
    for loaded in (False, True):
        stop = multiprocessing.Event()
        load = [multiprocessing.Process(target=_spin, args=(stop,)) for _ in range(cores if loaded else 0)]
        for process in load:
            process.start()
        try:
            for threads in sorted({cores, background_threads(cores)}, reverse=True):
                torch.set_num_threads(threads)
                with tempfile.TemporaryDirectory() as folder:
                    with Library.open(Path(folder) / "library") as library:
                        library.import_corpus(paths.demo_corpus())
                        library = _first_articles(library, sample)
                        everything, paths.shipped_vectors = paths.shipped_vectors, lambda: []
                        try:
                            started = time.perf_counter()
                            library.spaces.build_dense(embedder)
                            seconds = time.perf_counter() - started
                        finally:
                            paths.shipped_vectors = everything
                        library.close()
                found.append({"busy_processes": len(load), "threads": threads, "articles": sample,
                              "seconds": round(seconds, 1), "articles_per_minute": round(sample / seconds * 60, 1),
                              "load_average": round(os.getloadavg()[0], 1)})
        finally:
            stop.set()
            for process in load:
                process.join()
    return {"runs": found, "note": "one busy process per core takes half the machine from a build that had it "
                                   "all: slower by 2x at most is the load itself; more is the thread pools spinning"}
