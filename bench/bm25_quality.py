"""BM25 quality: analyzer variants and sparse PRF on each dataset, through `arthra bench`'s runner.

Greek: Snowball (the default), the GreekBarRetrieval recipe, no stemming, PRF, and the k1/b sweep
oracle. German (GerLayQA): the German analyzer and PRF. Each report folder lands in bench/results/.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from retrieval.evaluation.runner import parse_methods, run_benchmark

METHODS = {
    "el": "bm25,bm25:analyzer=greek-paper,bm25:analyzer=greek-nostem,bm25-prf,bm25-sweep",
    "de": "bm25,bm25-prf",
}


def run(dataset: Path, language: str, results: Path) -> dict:
    """Evaluate the language's BM25 variants on `dataset` into results/quality-<dataset>/ (fresh)."""
    out = results / f"quality-{dataset.name}"
    shutil.rmtree(out, ignore_errors=True)  # a benchmark run reflects the code as it is now
    result = run_benchmark(dataset, parse_methods(METHODS[language]), out)
    return {"dataset": dataset.name, "queries": len(result.queries), "seconds": round(result.seconds, 1),
            "summary": result.summary, "report": f"{out.name}/report.md"}
