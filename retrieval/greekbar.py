"""GreekBarRetrieval's own facts: its sources' legal areas, its query ids and its public releases.

The Hugging Face data carries no `sources.json`; the five legal areas of the Greek Bar exams (civil,
criminal, commercial, public, lawyers) are given here per source prefix, as GreekBarBench assigns them
(a source may belong to more than one area). Prefixes are matched loosely (accents, dots, spaces, case
and Latin look-alike capitals ignored), so `ΑΚ`, `Α.Κ.` and `AK` are one source. A query id reads
`{area}_{date}_q{number}` and names the area of its exam.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Iterable, Optional

AREAS = ("civil", "criminal", "commercial", "public", "lawyers")

# prefix -> (title, areas)
SOURCE_AREAS: dict[str, tuple[str, tuple[str, ...]]] = {
    "ΑΚ": ("Αστικός Κώδικας", ("civil", "commercial")),
    "ΕισΝΑΚ": ("Εισαγωγικός Νόμος του Αστικού Κώδικα", ("civil",)),
    "ΚΠολΔ": ("Κώδικας Πολιτικής Δικονομίας", ("civil", "commercial")),
    "ΕισΝΚΠολΔ": ("Εισαγωγικός Νόμος του Κώδικα Πολιτικής Δικονομίας", ("civil",)),
    "ΠΚ": ("Ποινικός Κώδικας", ("criminal",)),
    "ΚΠΔ": ("Κώδικας Ποινικής Δικονομίας", ("criminal",)),
    "ΚΟΔΚΔΛ": ("Κώδικας Οργανισμού Δικαστηρίων και Κατάστασης Δικαστικών Λειτουργών", ("civil", "criminal")),
    "Ν4548/2018": ("ν. 4548/2018: Ανώνυμες εταιρείες", ("commercial",)),
    "Ν4072/2012": ("ν. 4072/2012: Προσωπικές εταιρείες, ΙΚΕ, σήματα", ("commercial",)),
    "Ν3190/1955": ("ν. 3190/1955: Εταιρείες περιορισμένης ευθύνης", ("commercial",)),
    "Ν4738/2020": ("ν. 4738/2020: Ρύθμιση οφειλών και πτώχευση", ("commercial",)),
    "ΠτΚ": ("Πτωχευτικός Κώδικας (ν. 3588/2007)", ("commercial",)),
    "Ν5325/1932": ("ν. 5325/1932: Συναλλαγματική και γραμμάτιο σε διαταγή", ("commercial",)),
    "Ν5960/1933": ("ν. 5960/1933: Επιταγή", ("commercial",)),
    "Ν146/1914": ("ν. 146/1914: Αθέμιτος ανταγωνισμός", ("commercial",)),
    "Ν2251/1994": ("ν. 2251/1994: Προστασία των καταναλωτών", ("civil", "commercial")),
    "Σ": ("Σύνταγμα", ("public",)),
    "ΚΔιοικΔ": ("Κώδικας Διοικητικής Δικονομίας (ν. 2717/1999)", ("public",)),
    "ΚΔιαδ": ("Κώδικας Διοικητικής Διαδικασίας (ν. 2690/1999)", ("public",)),
    "ΠΔ18/1989": ("π.δ. 18/1989: Συμβούλιο της Επικρατείας", ("public",)),
    "ΥΚ": ("Υπαλληλικός Κώδικας (ν. 3528/2007)", ("public",)),
    "ΚΔικ": ("Κώδικας Δικηγόρων (ν. 4194/2013)", ("lawyers",)),
    "ΚΔεοντ": ("Κώδικας Δεοντολογίας Δικηγορικού Λειτουργήματος", ("lawyers",)),
}

# The public releases of the `corpus`, `queries` and `qrels` subsets, recognised by their sizes.
RELEASES = {(6308, 257, 660): "v2.0"}

_QUERY_ID = re.compile(r"(?P<area>[A-Za-z]+)_(?P<date>.+)_q(?P<number>\d+)")
_LOOK_ALIKES = str.maketrans("ABEZHIKMNOPTYX", "ΑΒΕΖΗΙΚΜΝΟΡΤΥΧ")
_IGNORED = re.compile(r"[\s.·'΄_-]+")
RECOGNISED_SHARE = 0.5  # of the corpus's sources, for the data to count as GreekBarRetrieval's


def prefix_key(prefix: str) -> str:
    """The form prefixes are compared in: no accents, dots or spaces, Latin look-alikes as Greek, upper case."""
    decomposed = unicodedata.normalize("NFD", prefix)
    bare = "".join(c for c in decomposed if not unicodedata.combining(c))
    return _IGNORED.sub("", bare.upper().translate(_LOOK_ALIKES))


_BY_KEY = {prefix_key(prefix): prefix for prefix in SOURCE_AREAS}


def known_source(prefix: str) -> Optional[tuple[str, tuple[str, ...]]]:
    """(title, areas) of a GreekBarRetrieval source, or None for a prefix it does not have."""
    canonical = _BY_KEY.get(prefix_key(prefix))
    return SOURCE_AREAS[canonical] if canonical else None


def recognised(prefixes: Iterable[str], query_ids: Iterable[str]) -> bool:
    """Whether data with these source prefixes and query ids is GreekBarRetrieval's."""
    prefixes, query_ids = set(prefixes), list(query_ids)
    known = sum(1 for p in prefixes if known_source(p))
    areas = sum(1 for q in query_ids if query_area(q))
    return bool(prefixes) and (known >= RECOGNISED_SHARE * len(prefixes)
                               or (bool(query_ids) and areas == len(query_ids)))


def query_area(query_id: str) -> Optional[str]:
    """The legal area a GreekBarRetrieval query id names (`civil_2015-A_q1` -> civil), else None."""
    match = _QUERY_ID.fullmatch(query_id)
    return match.group("area").lower() if match and match.group("area").lower() in AREAS else None


def release_by_sizes(articles: int, queries: int, qrels: int) -> str:
    """The release whose article, query and judgement counts these are ('' if none)."""
    return RELEASES.get((articles, queries, qrels), "")
