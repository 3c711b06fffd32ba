"""`make bench`: run the benchmarks on the datasets given and write bench/results/*.json."""

from __future__ import annotations

import argparse
import json
import platform
import sys
from datetime import datetime, timezone
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import bm25_speed  # noqa: E402

RESULTS = Path(__file__).resolve().parent / "results"
SHARED_BENCH = Path(__file__).resolve().parents[2] / "shared" / "bench"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--dataset", action="append", type=Path,
                        help="dataset folder (corpus.jsonl, queries.jsonl); repeatable "
                             f"(default: greek-smoke-dev and gerlayqa-dev under {SHARED_BENCH})")
    args = parser.parse_args()
    datasets = args.dataset or [SHARED_BENCH / "greek-smoke-dev", SHARED_BENCH / "gerlayqa-dev"]
    missing = [str(d) for d in datasets if not (d / "corpus.jsonl").is_file()]
    if missing:
        print(f"bench: no dataset at {', '.join(missing)}", file=sys.stderr)
        return 1
    RESULTS.mkdir(exist_ok=True)
    runs = []
    for dataset in datasets:
        print(f"bm25 speed: {dataset.name} ...", file=sys.stderr)
        runs.append(bm25_speed.run(dataset, dataset.name))
        print(json.dumps(runs[-1], indent=1))
    report = {"benchmark": "bm25_speed", "date": datetime.now(timezone.utc).isoformat(timespec="seconds"),
              "machine": {"python": platform.python_version(), "processor": platform.machine(),
                          "system": platform.system()},
              "runs": runs}
    out = RESULTS / "bm25_speed.json"
    out.write_text(json.dumps(report, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
