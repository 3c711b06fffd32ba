"""Which source of the library a law named in an amending text is: by number («ν. 4619/2019»), by a code's
abbreviation («ΠΚ», «ΚΠΔ») or by its name in any case («του Ποινικού Κώδικα» for «Ποινικός Κώδικας»)."""

from __future__ import annotations

import re
import unicodedata
from typing import Optional, Sequence

from ..types import Source

# The Greek codes an amending law names by abbreviation: their name (as a title starts) and the law that
# enacted the text in force, so that a library holding the code under any prefix is found.
CODES = {
    "ΠΚ": ("Ποινικός Κώδικας", "4619/2019"),
    "ΚΠΔ": ("Κώδικας Ποινικής Δικονομίας", "4620/2019"),
    "ΑΚ": ("Αστικός Κώδικας", ""),
    "ΚΠολΔ": ("Κώδικας Πολιτικής Δικονομίας", ""),
}
_NUMBER = re.compile(r"(\d+)/(\d{4})")
_STEM = 5  # letters of a word compared: «ποινι» for «Ποινικού» and «Ποινικός»


def stems(text: str) -> list[str]:
    """The words of `text`, lower case, without accents, each cut to its first few letters."""
    plain = "".join(c for c in unicodedata.normalize("NFD", text.lower()) if not unicodedata.combining(c))
    return [word[:_STEM] for word in re.findall(r"[^\W\d_]+", plain)]


def title_name(title: str) -> str:
    """A law's title without the number it may open with: «Αρχή Προστασίας …» for «ν. 4624/2019: Αρχή
    Προστασίας …»."""
    return re.sub(r"^\s*ν\.\s*\d+/\d{4}\s*:\s*", "", title)


def resolve(law: str, sources: Sequence[Source]) -> Optional[str]:
    """The prefix of the source `law` names, or None when the library has no such law."""
    if not law:
        return None
    number = _NUMBER.search(law)
    if number:
        wanted = f"{number[1]}/{number[2]}"
        found = [s.prefix for s in sources if wanted in s.prefix or wanted in s.title]
        found += [s.prefix for s in sources if any(wanted == code_law and s.abbreviation == abbreviation
                                                    for abbreviation, (_, code_law) in CODES.items())]
        return found[0] if found else None
    by_abbreviation = [s.prefix for s in sources if s.abbreviation and s.abbreviation == law]
    if by_abbreviation:
        return by_abbreviation[0]
    name = CODES[law][0] if law in CODES else law
    wanted_stems = stems(name)
    for source in sources:
        title = title_name(source.title)
        if wanted_stems and stems(title)[:len(wanted_stems)] == wanted_stems:
            return source.prefix
    abbreviation = next((a for a, (n, _) in CODES.items() if stems(n) == wanted_stems), None)
    return next((s.prefix for s in sources if abbreviation and s.abbreviation == abbreviation), None)
