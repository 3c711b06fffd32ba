"""A law's table of contents («ΠΙΝΑΚΑΣ ΠΕΡΙΕΧΟΜΕΝΩΝ»), which repeats every article heading, left out of its text.

The Government Gazette prints it after the law's title: «Άρθρο 1: Τίτλος», «ΜΕΡΟΣ ΠΡΩΤΟ: …» lines, each
heading and its title on one line. It ends where the law itself starts: the first division or article heading
without a title after «:» on its line.
"""

from __future__ import annotations

import re
from typing import Iterable, Iterator

_CONTENTS = re.compile(r"^\s*(?:ΠΙΝΑΚΑΣ\s+ΠΕΡΙΕΧΟΜΕΝΩΝ|Πίνακας\s+περιεχομένων)\s*:?\s*$")
_HEADING = re.compile(r"^\s*(?:[ΆΑ]ρθρο|[ΆΑ]ΡΘΡΟ|ΜΕΡΟΣ|ΚΕΦΑΛΑΙΟ|ΤΜΗΜΑ|ΤΙΤΛΟΣ|Μέρος|Κεφάλαιο|Τμήμα)\s+[^\s:]+")


def without_contents(lines: Iterable[tuple[int, str]]) -> Iterator[tuple[int, str]]:
    """Numbered lines of a law, those of its table of contents left out."""
    in_contents = False
    for number, line in lines:
        if not in_contents and _CONTENTS.match(line):
            in_contents = True
            continue
        if in_contents:
            heading = _HEADING.match(line)
            if not heading or ":" in line[heading.end():heading.end() + 3]:
                continue
            in_contents = False
        yield number, line
