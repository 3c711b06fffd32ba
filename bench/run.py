"""`make bench`: BM25 speed and quality, dense retrieval, amendments applied and searched as of a date, a real
ΦΕΚ PDF imported, the first hour with the default embedding model and a search's latency after it, the app's
start-up, ReAct's cost (simulated) and its observer batching (real), and the LLM
methods on the shared benchmarks, written to bench/results/, then docs/results.md rendered from them
(bench/report.py)."""

from __future__ import annotations

import argparse
import json
import platform
import sys
from datetime import datetime, timezone
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import amendments  # noqa: E402
import bm25_quality  # noqa: E402
import bm25_speed  # noqa: E402
import dense  # noqa: E402
import encoding  # noqa: E402
import first_hour  # noqa: E402
import gazette_pdf  # noqa: E402
import gui  # noqa: E402
import llm  # noqa: E402
import package  # noqa: E402
import react_batching  # noqa: E402
import react_cost  # noqa: E402
import report  # noqa: E402
import search_latency  # noqa: E402
import structure  # noqa: E402
from models.embedders import ModelError  # noqa: E402
from models.registry import ModelRegistry  # noqa: E402
from models import places  # noqa: E402

RESULTS = Path(__file__).resolve().parent / "results"
SHARED_BENCH = Path(__file__).resolve().parents[2] / "shared" / "bench"
DATASETS = {"greek-smoke-dev": "el", "gerlayqa-dev": "de"}
# The same measurement with the code of before, on the same 2-core machine, otherwise idle, on 5 December 2026.
ENCODING_BEFORE = {"old_batching": {"minutes": 4.28, "articles_per_second": 3.29, "unit": "paragraph",
                                    "batching": "16 texts a batch, sorted by characters", "code": "a72b083^"},
                   "whole_articles": {"minutes": 5.88, "articles_per_second": 2.39, "unit": "article",
                                      "batching": "16 texts a batch, sorted by characters", "code": "8084587^"},
                   "measured": "2026-12-05, the 2-core x86-64 machine of this run, idle"}
DENSE_QUERIES = {"greek-smoke-dev": None, "gerlayqa-dev": None}  # all queries: 31 and 2,151
BENCHMARKS = ("speed", "quality", "encoding", "dense", "gui", "llm", "package", "react_cost", "react_batching",
              "amendments", "gazette_pdf", "first_hour", "search_latency", "structure")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--shared", type=Path, default=SHARED_BENCH,
                        help=f"folder holding {' and '.join(DATASETS)} (default: {SHARED_BENCH})")
    parser.add_argument("--only", choices=BENCHMARKS, help="run one benchmark only")
    parser.add_argument("--gazette", type=Path, default=gazette_pdf.PAGES,
                        help="a ΦΕΚ PDF to import (default: the seven pages of ν. 5303/2026 in tests/data)")
    parser.add_argument("--gazette-text", type=Path, default=gazette_pdf.PAGES_TEXT,
                        help="its published plain text, to compare the articles with")
    args = parser.parse_args()
    datasets = {args.shared / name: language for name, language in DATASETS.items()}
    missing = [str(d) for d in datasets if not (d / "corpus.jsonl").is_file()]
    if missing:
        print(f"bench: no dataset at {', '.join(missing)}", file=sys.stderr)
        return 1
    RESULTS.mkdir(exist_ok=True)
    machine = {"python": platform.python_version(), "processor": platform.machine(), "system": platform.system()}
    if args.only in (None, "speed"):
        runs = []
        for dataset in datasets:
            print(f"bm25 speed: {dataset.name} ...", file=sys.stderr)
            runs.append(bm25_speed.run(dataset, dataset.name))
        print("bm25 speed guard: the demo library ...", file=sys.stderr)
        write(RESULTS / "bm25_speed.json", {"benchmark": "bm25_speed", "machine": machine, "runs": runs,
                                            "guard": bm25_speed.guard_record()})
    if args.only in (None, "quality"):
        runs = []
        for dataset, language in datasets.items():
            print(f"bm25 quality: {dataset.name} ...", file=sys.stderr)
            runs.append(bm25_quality.run(dataset, language, RESULTS))
        write(RESULTS / "bm25_quality.json", {"benchmark": "bm25_quality", "machine": machine, "runs": runs})
    if args.only in (None, "encoding") and has_models("encoding", needs_embedder=True):
        print("embedding the demo library by paragraph ...", file=sys.stderr)
        write(RESULTS / "encoding.json", {"benchmark": "encoding", "machine": machine, **encoding.run(),
                                          "before": ENCODING_BEFORE})
    if args.only in (None, "dense") and has_models("dense", needs_embedder=True):
        runs = []
        for dataset in datasets:
            print(f"dense and hybrid: {dataset.name} ...", file=sys.stderr)
            runs.append(dense.run(dataset, RESULTS, DENSE_QUERIES[dataset.name]))
        write(RESULTS / "dense.json", {"benchmark": "dense", "machine": machine, "runs": runs,
                                       "search_latency": dense.search_latency()})
    if args.only in (None, "amendments"):
        print("amendments: ν. 4855/2021 applied to the demo library, search with versions ...", file=sys.stderr)
        write(RESULTS / "amendments.json", {"benchmark": "amendments", "machine": machine,
                                            **amendments.run(args.shared / "greek-smoke-dev" / "queries.jsonl")})
    if args.only in (None, "gazette_pdf"):
        print(f"a real ΦΕΚ PDF imported: {args.gazette.name} ...", file=sys.stderr)
        write(RESULTS / "gazette_pdf.json", {"benchmark": "gazette_pdf", "machine": machine,
                                             **gazette_pdf.run(args.gazette, args.gazette_text)})
    gemma = first_hour_model()
    if args.only in (None, "first_hour") and gemma is not None:
        print("the first hour with EmbeddingGemma on the demo library ...", file=sys.stderr)
        measured = first_hour.run(gemma, sample=None)  # every article embedded, none scaled
        write(RESULTS / "first_hour.json", {"benchmark": "first_hour", "machine": machine, **measured})
    elif args.only == "first_hour":
        print("bench first_hour: EmbeddingGemma-300M is not installed (make models, or set ARTHRA_EMBEDDINGGEMMA "
              "to its folder)", file=sys.stderr)
    if args.only in (None, "search_latency") and gemma is not None:
        print("search latency with EmbeddingGemma on the demo library ...", file=sys.stderr)
        write(RESULTS / "search_latency.json", {"benchmark": "search_latency", "machine": machine,
                                                **search_latency.run(gemma)})
    elif args.only == "search_latency":
        print("bench search_latency: EmbeddingGemma-300M is not installed (make models, or set "
              "ARTHRA_EMBEDDINGGEMMA to its folder)", file=sys.stderr)
    if args.only in (None, "structure"):
        runs = []
        for dataset in datasets:
            print(f"structure and thesaurus: {dataset.name} ...", file=sys.stderr)
            runs.append(structure.run(dataset))
        write(RESULTS / "structure.json", {"benchmark": "structure", "machine": machine, "runs": runs,
                                           "verdicts": structure.verdicts(runs)})
    if args.only in (None, "gui"):
        print("desktop app start-up on the demo library ...", file=sys.stderr)
        write(RESULTS / "gui.json", {"benchmark": "gui", "machine": machine, "startup": gui.run()})
    if args.only in (None, "package"):
        print("frozen bundle: size and start-up (build it first with make package) ...", file=sys.stderr)
        measured = package.run()
        if measured is None:
            print("package: skipped, no dist/arthra; run make package first", file=sys.stderr)
        else:
            write(RESULTS / "package.json", {"benchmark": "package", "machine": machine, **measured})
    if args.only in (None, "react_cost") and has_models("react_cost", needs_llm=True):
        print("react cost (a simulation: oracle observer, keyword-window planner, Qwen tokenizer) ...", file=sys.stderr)
        write(RESULTS / "react_cost.json", {"benchmark": "react_cost", "machine": machine,
                                            **react_cost.run(args.shared)})
    if args.only in (None, "react_batching") and has_models("react_batching", needs_llm=True):
        dataset = args.shared / "gerlayqa-dev"
        print(f"react observer batching: {dataset.name}, first {react_batching.QUERIES} queries (about 40 min on 2 "
              "cores) ...", file=sys.stderr)
        write(RESULTS / "react_batching.json", {"benchmark": "react_batching", "machine": machine,
                                                **react_batching.run(dataset, RESULTS)})
    if args.only in (None, "llm") and has_models("llm", needs_embedder=True, needs_llm=True):
        dataset = args.shared / "greek-smoke-dev"
        print(f"llm methods: {dataset.name}, first {llm.QUERIES} queries (over an hour on 2 cores) ...",
              file=sys.stderr)
        write(RESULTS / "llm.json", {"benchmark": "llm", "machine": machine, "runs": [llm.run(dataset, RESULTS)]})
    return report.main()


def first_hour_model() -> "Path | None":
    """The EmbeddingGemma-300M folder: ARTHRA_EMBEDDINGGEMMA, else where `make models` put it."""
    import os

    from models.bundle import EMBEDDINGGEMMA

    folder = Path(os.environ.get("ARTHRA_EMBEDDINGGEMMA") or places.bundled_models() / EMBEDDINGGEMMA.name)
    return folder if (folder / "modules.json").is_file() else None


def has_models(benchmark: str, needs_embedder: bool = False, needs_llm: bool = False) -> bool:
    """Whether the registry has the default models a benchmark needs; says so when it is skipped."""
    try:
        if needs_embedder:
            ModelRegistry().embedder()
        if needs_llm:
            ModelRegistry().llm()
    except ModelError as exc:
        print(f"{benchmark}: skipped, {exc}", file=sys.stderr)
        return False
    return True


def write(path: Path, report: dict) -> None:
    report["date"] = datetime.now(timezone.utc).isoformat(timespec="seconds")
    path.write_text(json.dumps(report, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {path}", file=sys.stderr)


if __name__ == "__main__":
    sys.exit(main())
