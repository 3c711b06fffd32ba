"""When each provision of an amending law comes into force, as the law itself says.

A Greek law may start a provision apart from the law: in the amending article itself («2. Η παρ. 1 ισχύει από
31.10.2021.», «Η ισχύς του παρόντος άρθρου αρχίζει από 1.1.2022») or in its closing article «Έναρξη ισχύος»
(«Η ισχύς των άρθρων 5 έως 10 αρχίζει από 1.1.2022», «… έξι (6) μήνες από τη δημοσίευσή του»). Each clause is
read into the provisions it names (an article of the law, or a paragraph of one) and the date it gives; a date
given otherwise («από την έκδοση της υπουργικής απόφασης») is kept as unread, with its wording.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, replace
from datetime import date
from typing import Optional, Sequence

from ..types import CHAPTER_SEPARATOR, Article
from .parser import LAW_REFERENCE, listed_numbers, quoted

MONTHS = {"Ιανουαρίου": 1, "Φεβρουαρίου": 2, "Μαρτίου": 3, "Απριλίου": 4, "Μαΐου": 5, "Μαίου": 5, "Ιουνίου": 6,
          "Ιουλίου": 7, "Αυγούστου": 8, "Σεπτεμβρίου": 9, "Οκτωβρίου": 10, "Νοεμβρίου": 11, "Δεκεμβρίου": 12}
_COUNTS = {"ένα": 1, "έναν": 1, "μία": 1, "μια": 1, "δύο": 2, "τρεις": 3, "τρία": 3, "τέσσερις": 4, "τέσσερα": 4,
           "πέντε": 5, "έξι": 6, "επτά": 7, "εφτά": 7, "οκτώ": 8, "εννέα": 9, "δέκα": 10, "δώδεκα": 12,
           "δεκαπέντε": 15, "είκοσι": 20, "τριάντα": 30}
_ORDINAL_END = r"(?:η|ης|ην|ή)?"
_NUMERIC_DATE = re.compile(rf"^(?P<day>\d{{1,2}}){_ORDINAL_END}\s*[./-]\s*(?P<month>\d{{1,2}})\s*[./-]\s*"
                           rf"(?P<year>\d{{4}})")
_WORDED_DATE = re.compile(rf"^(?P<day>\d{{1,2}}){_ORDINAL_END}\s+(?P<month>{'|'.join(MONTHS)})\s+(?P<year>\d{{4}})")
_PERIOD = re.compile(r"^(?P<word>[α-ωά-ώ]+)?\s*(?:\((?P<digits>\d+)\)|(?P<bare>\d+))?\s*"
                     r"(?P<unit>ημέρ\w*|ημερ\w*|μήν\w*|μην\w*|έτ\w*|ετ\w*|χρόν\w*)\s+(?:μετά\s+)?(?:από\s+)?"
                     r"(?:τη|την)\s+(?:(?P<publication>δημοσίευσ)|έναρξη\s+ισχύος\s+του\s+παρόντος)")
_PUBLICATION = re.compile(r"^(?:τη|την)\s+δημοσίευσ")
_LAW_START = re.compile(r"^(?:τη|την)\s+έναρξη\s+ισχύος\s+του\s+παρόντος(?:\s+νόμου)?(?:[\s,.]|$)")
_WORDING = r"(?:[^.;⟦]|\.(?=\s?(?:\d|[α-ω]{1,3}[΄'’)])))"  # an abbreviation's dot kept: «παρ. 2», «περ. γ)»
_SUBJECT = rf"(?P<subject>{_WORDING}{{0,160}}?)"
_SENTENCE_START = r"(?:^|(?<=[.;:⟧)]\s))"
_WHEN = r"(?P<{name}>.*?)(?=\.\s+(?:[Α-ΩΆ-Ώ«⟦]|\d+\.\s)|\.?\s*$|;)"
# «Η ισχύς του άρθρου 12 αρχίζει από …», «Η παρ. 1 ισχύει από …», «Οι διατάξεις των άρθρων 5 έως 10 ισχύουν από …»
_CLAUSE = re.compile(
    rf"{_SENTENCE_START}(?:(?:Με\s+την\s+επιφύλαξη\s+{_WORDING}{{0,80}}?,?\s+)?[Ηη]\s+ισχύς\s+{_SUBJECT}\s*,?\s+"
    rf"(?:αρχίζει|άρχεται|ξεκινά|εκκινεί)\s+(?:αναδρομικά\s+)?(?:από\s+)?{_WHEN.format(name='when')}"
    rf"|(?P<provision>(?:Η|Οι|Το|Τα)\s+(?:παρ\.|παράγραφο[ςι]|διατάξεις|ρυθμίσεις|άρθρ[οα]|παρόν){_WORDING}{{0,160}}?)"
    rf"\s+ισχύ(?:ει|ουν)\s+(?:αναδρομικά\s+)?(?:και\s+)?από\s+{_WHEN.format(name='since')})")
_NUMBER = r"\d+[Α-Ω]?"
_LIST = rf"{_NUMBER}(?:\s*(?:,|και|έως\s+και|έως|εώς|-|–)\s*{_NUMBER}(?![.\d]))*"
# «της παρ. 1 του άρθρου 214», «των παρ. 1 και 2» (of the clause's own article), «των άρθρων 208 έως και 212»
_NAMED = re.compile(rf"(?:παρ\.|παραγράφ\w*|παράγραφο[ςι])\s*(?P<paragraphs>{_LIST})"
                    rf"(?:\s+(?:του|των)\s+άρθρ\w*\s+(?P<of>{_NUMBER}))?|άρθρ\w*\s+(?P<articles>{_LIST})")
_AMENDED_BY = re.compile(r"όπως\s+(?:\w+\s+){1,3}?(?:με|από)\s+(?P<by>(?:το|την|τα|τις)\s+(?:άρθρ|παρ)[^,]*)")
_PARTIAL = re.compile(r"περ\.|περίπτωσ|εδάφι|στοιχ|υποπαρ")
_IN_PART = re.compile(r"κατά\s+το\s+μέρος|εκτός|πλην")
_NUMERAL = r"[Α-Ω]{1,3}[΄'’]?(?![Α-Ωα-ω])"
# «των Κεφαλαίων Α’ και Γ’ του Μέρους Β’»: divisions of the law, as its headings name them («ΚΕΦΑΛΑΙΟ Α’ …»)
_DIVISION = re.compile(rf"(?P<kind>Κεφαλαί(?:ου|ων)|Μέρ(?:ους|ών)|Τμήμα(?:τος|των))\s+"
                       rf"(?P<numerals>{_NUMERAL}(?:\s*(?:,|και)\s*{_NUMERAL})*)")
_DIVISION_KINDS = {"Κεφ": "ΚΕΦΑΛΑΙΟ", "Μέρ": "ΜΕΡΟΣ", "Τμή": "ΤΜΗΜΑ"}
_ORDINAL_WORDS = {"ΠΡΩΤΟ": "Α", "ΔΕΥΤΕΡΟ": "Β", "ΤΡΙΤΟ": "Γ", "ΤΕΤΑΡΤΟ": "Δ", "ΠΕΜΠΤΟ": "Ε", "ΕΚΤΟ": "ΣΤ",
                  "ΕΒΔΟΜΟ": "Ζ", "ΟΓΔΟΟ": "Η", "ΕΝΑΤΟ": "Θ", "ΔΕΚΑΤΟ": "Ι"}
_OF = re.compile(r"\s*,?\s*(?:του|της|των)\s*")
# another law in any case and form: «του Ν. 4000/2012», «του νόμου 4000/2012», «του Π.Δ. 18/1989»
_OTHER_LAW = re.compile(r"(?:\b[νΝ]\.\s?[δΔ]\.|\b[πΠ]\.\s?[δΔ]\.|\b[νΝ]\.|\b[νΝ]όμου)\s*\d+\s*/\s*\d{4}")
_OTHER_ACT = re.compile(r"πράξ|απόφασ|σύμβασ|συμβάσ|συμφων|κανονισμ|οδηγ|άρθρ(?:ου|ων)\s+[α-ωά-ώ]", re.IGNORECASE)


@dataclass(frozen=True)
class Provision:
    """A part of the amending law a clause names: an article, or a paragraph of it ('' the whole)."""

    article: str
    paragraph: str = ""


@dataclass(frozen=True)
class Division:
    """A kind of division of the law («ΚΕΦΑΛΑΙΟ») and the numerals of those meant («Α», «Γ»)."""

    kind: str
    numerals: frozenset[str]


@dataclass(frozen=True)
class StartClause:
    """A clause on when provisions start: those it names (none: the whole law), the date it gives ('' when it
    could not be read), its wording, and the article that holds it. `divisions` are the chapters or parts it
    names, each a chain read outermost last («Κεφαλαίων Α’ και Γ’ του Μέρους Β’»), until resolved to articles."""

    provisions: tuple[Provision, ...]
    date: str
    wording: str
    in_article: str
    whole_law: bool = False
    divisions: tuple[tuple[Division, ...], ...] = ()


@dataclass(frozen=True)
class Start:
    """When a provision starts: its date, and the wording of the clause naming it that could not be read."""

    date: str
    unread: str = ""


class EntryIntoForce:
    """The start clauses of one amending law, and the start of each of its provisions."""

    def __init__(self, clauses: Sequence[StartClause], law_start: str):
        self.clauses = list(clauses)
        self.law_start = law_start

    @classmethod
    def read(cls, articles: Sequence[Article], law_start: str) -> "EntryIntoForce":
        """The clauses of a law's `articles`, dates counted from `law_start` (its publication), or from the date
        the law's clause on the whole law gives where a clause counts from the law's start."""
        clauses = _clauses(articles, law_start, "")
        whole = next((c for c in clauses if c.whole_law and c.date), None)
        if whole is not None and whole.date != law_start:
            clauses = _clauses(articles, law_start, whole.date)
        return cls([_resolved(clause, articles) for clause in clauses], law_start)

    def start(self, article: str, paragraph: str = "") -> Start:
        """The start of paragraph `paragraph` ('' when unknown) of the law's article `article`: the article's
        own clause, else another article's clause naming it, else the clause on the whole law, else the law's
        date. A clause naming it whose date cannot be read gives the law's start, with its wording."""
        own = [c for c in self.clauses if c.in_article == article and not c.whole_law]
        others = [c for c in self.clauses if c.in_article != article and not c.whole_law]
        whole = next((c for c in self.clauses if c.whole_law and c.date), None)
        law = whole.date if whole is not None else self.law_start
        for group in (own, others):
            for wanted in ((Provision(article, paragraph),) if paragraph else ()) + (Provision(article),):
                found = next((c for c in group if wanted in c.provisions), None)
                if found is not None:
                    return Start(found.date) if found.date else Start(law, found.wording)
        unread = next((c for c in self.clauses if c.whole_law and not c.date), None)
        return Start(law, unread.wording if unread is not None else "")


def own_starts(articles: Sequence[Article], law_start: str) -> dict[str, str]:
    """The starts of a law's `articles` that its clauses set apart from `law_start`, by article id."""
    entry = EntryIntoForce.read(articles, law_start)
    found = {a.id: entry.start(a.article).date for a in articles}
    return {article_id: when for article_id, when in found.items() if when and when != law_start}


def _clauses(articles: Sequence[Article], published: str, law_start: str) -> list[StartClause]:
    """The start clauses of every article of a law (see clauses_of)."""
    last = articles[-1].article if articles else ""
    found = []
    for article in articles:
        closing = article.article == last or "ισχύος" in article.title.lower()
        found += clauses_of(article.article, article.text, published, closing, law_start)
    return found


def clauses_of(article: str, text: str, published: str, closing: bool = False,
               law_start: str = "") -> list[StartClause]:
    """The start clauses of one article of the law (quotations left out: they belong to the law amended),
    dates counted from `published` or `law_start` (see read_date); `closing` where it is the law's closing
    article, whose «του παρόντος» is the law."""
    if "ισχ" not in text:  # no clause here: spare the quotations' reading
        return []
    plain = quoted(text).text
    found = []
    for match in _CLAUSE.finditer(plain.replace("\n", " ")):  # a clause wrapped over lines; same offsets
        subject = match["subject"] if match["subject"] is not None else match["provision"]
        wording = " ".join(match[0].split()).rstrip(".")
        scope = _provisions(article, subject, _paragraph_at(plain, match.start()), closing)
        if scope is None:
            continue
        provisions, in_part, divisions, whole_law = scope
        when = read_date(match["when"] if match["when"] is not None else match["since"], published, law_start)
        if provisions or divisions or whole_law:
            found.append(StartClause(provisions, when, wording, article, whole_law, divisions))
        if in_part:  # a date for part of a paragraph: the versions it makes cannot be dated by it
            found.append(StartClause(in_part, "", wording, article))
    return found


def _resolved(clause: StartClause, articles: Sequence[Article]) -> StartClause:
    """A clause whose divisions are replaced by the articles of the law in them."""
    if not clause.divisions:
        return clause
    inside = tuple(Provision(a.article) for a in articles if any(_in(chain, a.chapter) for chain in clause.divisions))
    return replace(clause, provisions=clause.provisions + inside, divisions=())


def _in(chain: tuple[Division, ...], chapter: str) -> bool:
    """Whether an article's chapter path lies in every division of `chain`."""
    headings = []
    for heading in chapter.split(CHAPTER_SEPARATOR):
        words = _plain(heading).split()
        headings.append((words[0], _numeral(words[1])) if len(words) > 1 else ("", ""))
    return all(any(kind == d.kind and numeral in d.numerals for kind, numeral in headings) for d in chain)


def _plain(text: str) -> str:
    """Upper case without accents: «Κεφάλαιο» → «ΚΕΦΑΛΑΙΟ»."""
    return "".join(c for c in unicodedata.normalize("NFD", text.upper()) if not unicodedata.combining(c))


def _numeral(word: str) -> str:
    """A division's numeral as a letter: «Β’» and «ΔΕΥΤΕΡΟ» → «Β»."""
    letters = _plain(word).strip("΄'’:.,")
    return _ORDINAL_WORDS.get(letters, letters)


def _divisions(subject: str) -> tuple[tuple[Division, ...], ...]:
    """The chains of divisions a subject names; one right after articles only says where those are («των άρθρων
    60 και 62 του Κεφαλαίου Β’») and is left out."""
    named_ends = [m.end() for m in _NAMED.finditer(subject)]
    chains: list[list[Division]] = []
    chain: list[Division] = []
    before = None
    for match in _DIVISION.finditer(subject):
        division = Division(_DIVISION_KINDS[match["kind"][:3]],
                            frozenset(_numeral(n) for n in re.findall(_NUMERAL, match["numerals"])))
        if before is not None and _OF.fullmatch(subject[before:match.start()]):
            chain.append(division)  # «… του Μέρους Β’»: the division the one before lies in
        elif any(end <= match.start() and _OF.fullmatch(subject[end:match.start()]) for end in named_ends):
            chain = [division]  # where the articles just named are: not kept
        else:
            chain = [division]
            chains.append(chain)
        before = match.end()
    return tuple(tuple(c) for c in chains)


def _paragraph_at(text: str, at: int) -> str:
    """The number of the article's paragraph that holds position `at` ('' when the article has none)."""
    numbers = re.findall(r"(?:^|\n)\s*(\d+[Α-Ω]?)\.\s+(?=[Α-ΩΆ-Ώ«⟦])", text[:at + 6])
    return numbers[-1] if numbers else ""


def _provisions(article: str, subject: str, paragraph: str, closing: bool) \
        -> Optional[tuple[tuple[Provision, ...], tuple[Provision, ...], tuple[tuple[Division, ...], ...], bool]]:
    """What a clause's subject names: (the provisions it starts, those it starts only in part such as a case of
    them, the divisions it starts, whether it is the whole law); None when it is about something else (another
    law, an act, a programme)."""
    subject = " ".join(subject.split())
    amended_by = _AMENDED_BY.search(subject)
    if amended_by:  # «του άρθρου 2 του ν. 1264/1982, όπως διαμορφώνεται με το άρθρο 83»: the start of article 83
        subject = amended_by["by"]
    if LAW_REFERENCE.search(subject) or _OTHER_LAW.search(subject) or _OTHER_ACT.search(subject):
        return None
    in_part = bool(_IN_PART.search(subject))
    whole, part, before = [], [], 0
    for match in _NAMED.finditer(subject):  # «… και της περ. γ) του άρθρου 136»: that article only in part
        named = [Provision(n) for n in listed_numbers(match["articles"])] if match["articles"] else \
            [Provision(match["of"] or article, p) for p in listed_numbers(match["paragraphs"])]
        (part if in_part or _PARTIAL.search(subject[before:match.start()]) else whole).extend(named)
        before = match.end()
    divisions = _divisions(subject)
    if in_part and divisions:  # «εκτός …» of a division: which articles it leaves out is not read
        return None
    if whole or part or divisions:
        return tuple(whole), tuple(part), divisions, False
    own = (Provision(article, paragraph),) if paragraph and re.search(r"παρούσας\s+(?:παρ\.|παραγράφου)", subject) \
        else (Provision(article),) if re.search(r"παρόντος\s+άρθρου|παρόν\s+άρθρο", subject) or \
        (re.search(r"παρόντος$|^Το\s+παρόν$", subject) and not closing) else None
    if own is not None:
        return ((), own, (), False) if _PARTIAL.search(subject) else (own, (), (), False)
    if re.search(r"παρόντος\s+νόμου|παρόντος$|^Το\s+παρόν$", subject):
        return (), (), (), True
    return None


def read_date(when: str, published: str, law_start: str = "") -> str:
    """The date (YYYY-MM-DD) a clause's words after «από» give: a date, or a period counted from `published` or
    from the law's start («από την έναρξη ισχύος του παρόντος»: `law_start`, where the law starts after its
    publication, else `published`); '' when they give none that can be read («από την έκδοση της υπουργικής
    απόφασης»)."""
    when = re.sub(r"^(?:την|τη|τις|της)\s+(?=\d)", "", " ".join(when.split()))
    for pattern in (_NUMERIC_DATE, _WORDED_DATE):
        match = pattern.match(when)
        if match:
            month = int(match["month"]) if match["month"].isdigit() else MONTHS[match["month"]]
            try:
                return date(int(match["year"]), month, int(match["day"])).isoformat()
            except ValueError:
                return ""
    restated = re.search(r"\bήτοι\s+(?:από\s+)?(.+)", when)  # «από την έναρξη του έτους 2020-2021, ήτοι από 1.9.2020»
    if restated:
        return read_date(restated[1], published, law_start)
    if not published:
        return ""
    period = _PERIOD.match(when)
    if period:
        count = int(period["digits"] or period["bare"] or 0) or _COUNTS.get(period["word"] or "", 0)
        return _after(published if period["publication"] else law_start or published, count, period["unit"]) \
            if count else ""
    if _PUBLICATION.match(when):
        return published
    return law_start or published if _LAW_START.match(when) else ""


def _after(start: str, count: int, unit: str) -> str:
    """The date `count` days, months or years after `start`."""
    day = date.fromisoformat(start)
    if unit.startswith(("ημ",)):
        return date.fromordinal(day.toordinal() + count).isoformat()
    months = count * 12 if unit.startswith(("έτ", "ετ", "χρ")) else count
    year, month = divmod(day.month - 1 + months, 12)
    year += day.year
    for last in (day.day, 30, 29, 28):
        try:
            return date(year, month + 1, min(day.day, last)).isoformat()
        except ValueError:
            continue
    return ""
