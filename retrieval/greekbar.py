"""GreekBarRetrieval's own facts: its sources' legal areas, its query ids and its public releases.

The Hugging Face data carries no `sources.json`. The paper's Appendix B (Table 7) maps each of its 23 source
prefixes to the GreekBarBench legal areas it is used in (civil, criminal, commercial, public, lawyers; a
source may belong to several); that mapping is given here. Prefixes are compared loosely: Greek spellings are
transliterated and accents, case, dots, spaces, slashes and underscores ignored, so `ΚΠολΔ` is `KPolD` and
`ν. 3190/1955` is `N_3190_1955`. A query id reads `{area}_{date}_q{number}`, its area the GreekBarBench tag
(astiko, dimosio, emporiko, kodikas, poiniko) of its exam.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Iterable, Optional

AREAS = ("civil", "criminal", "commercial", "public", "lawyers")
AREA_TAGS = {"astiko": "civil", "poiniko": "criminal", "emporiko": "commercial", "dimosio": "public",
             "kodikas": "lawyers", **{area: area for area in AREAS}}

# prefix -> (description, areas), as the paper's Table 7 gives them
SOURCE_AREAS: dict[str, tuple[str, tuple[str, ...]]] = {
    "AK": ("Greek Civil Code", ("civil", "public", "commercial", "lawyers")),
    "EisNAK": ("Introductory Law to the Civil Code", ("public",)),
    "KD": ("Lawyers' Code", ("lawyers",)),
    "KDD": ("Code of Administrative Procedure", ("public",)),
    "KDD/sias": ("Source prefix retained from GreekBarBench", ("public",)),
    "KDDL": ("Source prefix retained from GreekBarBench", ("lawyers",)),
    "KPD": ("Code of Criminal Procedure", ("lawyers", "criminal")),
    "KPolD": ("Code of Civil Procedure", ("civil", "commercial", "lawyers")),
    "PK": ("Greek Penal Code", ("lawyers", "criminal")),
    "Syntagma": ("Constitution of Greece", ("civil", "public", "criminal")),
    "N_702_1977": ("Law 702/1977", ("public",)),
    "N_1406_1983": ("Law 1406/1983", ("public",)),
    "N_3155_1955": ("Law 3155/1955", ("public",)),
    "PD_18_1989": ("Presidential Decree 18/1989", ("public",)),
    "PD_258_2005": ("Presidential Decree 258/2005", ("public",)),
    "N_146_1914": ("Law 146/1914", ("commercial",)),
    "N_3190_1955": ("Law 3190/1955", ("commercial",)),
    "N_4072_2012": ("Law 4072/2012", ("commercial",)),
    "N_4541_2018": ("Law 4541/2018", ("commercial",)),
    "N_4738_2020": ("Law 4738/2020", ("commercial",)),
    "N_5325_1932": ("Law 5325/1932", ("commercial",)),
    "N_5960_1933": ("Law 5960/1933", ("commercial",)),
    "ND_17_07_N_13_08_1923": ("Legislative decree of 17-07/13-08-1923", ("commercial",)),
}

# The public releases of the `corpus`, `queries` and `qrels` subsets, recognised by their sizes.
RELEASES = {(6308, 257, 660): "v2.0"}

_QUERY_ID = re.compile(r"(?P<area>[A-Za-z]+)_(?P<date>.+)_q(?P<number>\d+)")
_GREEK_TO_LATIN = {"Α": "A", "Β": "V", "Γ": "G", "Δ": "D", "Ε": "E", "Ζ": "Z", "Η": "I", "Θ": "TH", "Ι": "I",
                   "Κ": "K", "Λ": "L", "Μ": "M", "Ν": "N", "Ξ": "X", "Ο": "O", "Π": "P", "Ρ": "R", "Σ": "S",
                   "Τ": "T", "Υ": "Y", "Φ": "F", "Χ": "CH", "Ψ": "PS", "Ω": "O"}
_IGNORED = re.compile(r"[\s.·'΄_/-]+")
RECOGNISED_SHARE = 0.5  # of the corpus's sources, for the data to count as GreekBarRetrieval's


def prefix_key(prefix: str) -> str:
    """The form prefixes are compared in: upper case Latin, Greek transliterated, without accents, dots,
    spaces, slashes or underscores."""
    decomposed = unicodedata.normalize("NFD", prefix)
    bare = "".join(c for c in decomposed if not unicodedata.combining(c)).upper()
    return _IGNORED.sub("", "".join(_GREEK_TO_LATIN.get(c, c) for c in bare))


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
    """The legal area a GreekBarRetrieval query id names (`astiko_2015_q1` -> civil), else None."""
    match = _QUERY_ID.fullmatch(query_id)
    return AREA_TAGS.get(match.group("area").lower()) if match else None


def release_by_sizes(articles: int, queries: int, qrels: int) -> str:
    """The release whose article, query and judgement counts these are ('' if none)."""
    return RELEASES.get((articles, queries, qrels), "")
