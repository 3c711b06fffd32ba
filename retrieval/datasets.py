"""Benchmark datasets on disk: queries (and, for benchmark mode, their relevance judgements)."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

from .corpus import CorpusError, Problem


@dataclass(frozen=True)
class Query:
    """A benchmark query: its id, its text (facts and question), and any other string fields."""

    id: str
    text: str
    fields: dict[str, str] = field(default_factory=dict)


def read_queries(path: Path) -> list[Query]:
    """Queries from a JSONL file with `id` (or `_id`) and `text`; every bad line is reported."""
    path = Path(path)
    queries: list[Query] = []
    problems: list[Problem] = []
    seen: dict[str, int] = {}
    with path.open(encoding="utf-8") as handle:
        for number, line in enumerate(handle, start=1):
            if not line.strip():
                continue
            try:
                record = json.loads(line)
            except json.JSONDecodeError as exc:
                problems.append(Problem(str(path), number, f"not valid JSON: {exc.msg}"))
                continue
            query_id = str(record.get("id", record.get("_id", ""))) if isinstance(record, dict) else ""
            text = record.get("text") if isinstance(record, dict) else None
            if not query_id:
                problems.append(Problem(str(path), number, "missing 'id' (or '_id')"))
            elif not isinstance(text, str) or not text.strip():
                problems.append(Problem(str(path), number, f"query {query_id!r} has no 'text'"))
            elif query_id in seen:
                problems.append(Problem(str(path), number, f"duplicate query id {query_id!r} "
                                                           f"(first at line {seen[query_id]})"))
            else:
                seen[query_id] = number
                extra = {k: v for k, v in record.items() if k not in ("id", "_id", "text") and isinstance(v, str)}
                queries.append(Query(query_id, text, extra))
    if problems:
        raise CorpusError(problems)
    return queries
