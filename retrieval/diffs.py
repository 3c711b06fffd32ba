"""What changed between two texts of an article, word by word, for the history to highlight."""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass

_TOKEN = re.compile(r"\s+|[^\s]+")


@dataclass(frozen=True)
class Change:
    """A run of the text: `kind` is "same", "added" (only in the newer text) or "removed" (only in the older)."""

    kind: str
    text: str


def word_changes(old: str, new: str) -> list[Change]:
    """The newer text as runs of unchanged, added and removed words (removed ones placed where they were)."""
    before, after = _TOKEN.findall(old), _TOKEN.findall(new)
    runs: list[Change] = []
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, before, after, autojunk=False).get_opcodes():
        if tag == "equal":
            runs.append(Change("same", "".join(after[j1:j2])))
            continue
        if tag in ("delete", "replace"):
            runs.append(Change("removed", "".join(before[i1:i2])))
        if tag in ("insert", "replace"):
            runs.append(Change("added", "".join(after[j1:j2])))
    return [run for run in runs if run.text]
