"""How fast each chat model has read and written, learned from its past calls, for cost estimates.

A call's seconds are modelled as prompt tokens read / prompt speed + tokens written / generation speed;
the two speeds are fitted by least squares over the calls seen (five running sums per model), kept in
`model-speed.json` in the user data folder.
"""

from __future__ import annotations

import json
import os
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Optional

import filelock

from . import places

ASSUMED_PROMPT_PER_SECOND = 500.0  # a Mac Studio class GPU reading a 20-30B model's prompt, before any call
ASSUMED_GENERATED_PER_SECOND = 30.0
LOCK_WAIT_SECONDS = 10


@dataclass(frozen=True)
class Speed:
    """Tokens a model reads and writes per second; `calls` it was learned from (0: assumed)."""

    prompt_per_second: float = ASSUMED_PROMPT_PER_SECOND
    generated_per_second: float = ASSUMED_GENERATED_PER_SECOND
    calls: int = 0

    def seconds(self, prompt_tokens: float, generated_tokens: float) -> float:
        return prompt_tokens / self.prompt_per_second + generated_tokens / self.generated_per_second


class ModelSpeeds:
    """The learned speeds of the user's models, by model name."""

    def __init__(self, path: Optional[Path] = None):
        self.path = Path(path) if path else places.model_speeds()
        self._lock = threading.Lock()

    def _load(self) -> dict:
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
            return data if isinstance(data, dict) else {}
        except (OSError, json.JSONDecodeError):
            return {}

    def learn(self, model: str, reply) -> None:
        """Add one call made (not answered from a cache) to what is known of `model`'s speed."""
        read, written = max(reply.prompt_tokens - reply.reused_tokens, 0), reply.completion_tokens
        seconds = reply.seconds
        if seconds <= 0 or read + written == 0:
            return
        with self._lock, filelock.FileLock(str(self.path) + ".lock", timeout=LOCK_WAIT_SECONDS):
            data = self._load()
            sums = data.get(model) or {"rr": 0.0, "rw": 0.0, "ww": 0.0, "rs": 0.0, "ws": 0.0, "calls": 0}
            for name, value in (("rr", read * read), ("rw", read * written), ("ww", written * written),
                                ("rs", read * seconds), ("ws", written * seconds), ("calls", 1)):
                sums[name] += value
            data[model] = sums
            self.path.parent.mkdir(parents=True, exist_ok=True)
            temporary = self.path.with_suffix(f".{os.getpid()}.tmp")
            temporary.write_text(json.dumps(data, indent=1), encoding="utf-8")
            os.replace(temporary, self.path)

    def speed(self, model: str) -> Speed:
        """The model's fitted speed; the assumed one where too little is known or the fit makes no sense."""
        sums = self._load().get(model)
        if not sums or sums.get("calls", 0) < 2:
            return Speed()
        determinant = sums["rr"] * sums["ww"] - sums["rw"] ** 2
        if determinant <= 0:
            return Speed()
        per_read = (sums["rs"] * sums["ww"] - sums["ws"] * sums["rw"]) / determinant  # seconds per token read
        per_written = (sums["ws"] * sums["rr"] - sums["rs"] * sums["rw"]) / determinant
        if per_read <= 0 or per_written <= 0:
            return Speed()
        return Speed(1 / per_read, 1 / per_written, int(sums["calls"]))
