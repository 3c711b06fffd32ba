"""The CI guard on BM25 search speed: Arthra's search of the shipped demo library may take at most
bm25_speed.GUARD_LIMIT times bm25s's bare retrieval of the same queries, both measured in this run."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import bm25_speed  # noqa: E402


def main() -> int:
    measured = bm25_speed.guard_run()
    problem = bm25_speed.guard(measured)
    record = measured.record()
    search, retrieve = record["arthra_search_end_to_end"]["median_ms"], record["bm25s_retrieve"]["median_ms"]
    print(f"bm25 speed guard: {len(measured.search)} queries on the demo library, search {search} ms, bm25s retrieve "
          f"{retrieve} ms (median CPU time): {measured.ratio:.1f} times, at most {bm25_speed.GUARD_LIMIT:g} allowed",
          file=sys.stderr)
    if problem:
        print(f"bm25 speed guard failed: {problem}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
