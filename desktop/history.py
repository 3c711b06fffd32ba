"""Recent searches, kept on this machine in the user data folder and reopened from the search tab."""

from __future__ import annotations

import json
import os
from dataclasses import asdict
from datetime import datetime
from pathlib import Path

from retrieval import paths
from retrieval.types import SearchRequest

KEPT = 50


class History:
    """The last searches, newest first, in `recent-searches.json`."""

    def __init__(self, path: Path | None = None):
        self.path = path or paths.data_home() / "recent-searches.json"

    def entries(self) -> list[dict]:
        try:
            return json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, json.JSONDecodeError):
            return []

    def add(self, request: SearchRequest) -> None:
        record = {**asdict(request), "when": datetime.now().isoformat(timespec="seconds")}
        record["sources"], record["areas"] = list(request.sources), list(request.areas)
        same = {k: v for k, v in record.items() if k != "when"}
        kept = [e for e in self.entries() if {k: v for k, v in e.items() if k != "when"} != same]
        self.path.parent.mkdir(parents=True, exist_ok=True)
        temporary = self.path.with_suffix(".tmp")
        temporary.write_text(json.dumps([record, *kept][:KEPT], ensure_ascii=False, indent=1), encoding="utf-8")
        os.replace(temporary, self.path)

    @staticmethod
    def request(entry: dict) -> SearchRequest:
        values = {k: v for k, v in entry.items() if k in SearchRequest.__dataclass_fields__}
        return SearchRequest(**{**values, "sources": tuple(values.get("sources", ())),
                                "areas": tuple(values.get("areas", ()))})
