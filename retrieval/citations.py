"""Articles as lawyers cite them: «άρθρο 386 ΠΚ», «άρθρο 5 ν. 4624/2019», «§ 823 BGB»; the references to
other articles of the same law inside an article's text; the articles a case cites; and a typed citation back to
an article id."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Iterable, Mapping, Optional, Sequence

from .amendments.references import stems, title_name
from .types import ARTICLE_SEPARATOR, Source

_LAW_PREFIX = re.compile(r"^N(\d+)/(\d{4})$")  # the demo library's prefixes for laws: N4624/2019
_ARTICLE_WORDS = {"el": "άρθρο", "en": "Article", "fr": "article", "ar": "المادة"}
# 5Α, «5 bis», «5bis»; not «5 bis 7», nor «535ff.» (article 535 and those after it)
_NUMBER = r"\d+(?:\s?(?:bis|ter|quater)\b(?!\s*\d)|[Α-Ωα-ωA-Za-z](?!\w))?"
# A paragraph or case after a number: «παρ. 1», «παρ. 1 περίπτωση α΄», «περ. β΄», «Abs. 2»
_DETAIL = r"(?:\s*(?:παρ|Abs|par)\.\s*\d+)?(?:\s*(?:περίπτωση|περ\.|εδάφιο|εδ\.)\s*[α-ωά-ώ]{1,3}[΄']?)?"
# What joins the two ends of a range in a reference's list: «άρθρα 5 έως (και) 7», «5 εώς 7», «5 μέχρι 7», «§§ 358
# bis 360», «5-7», «§§ 305–310» (an en dash, as German typography and word processors write it)
_RANGE_JOINER = r"έως\s+και|εώς\s+και|μέχρι\s+και|έως|εώς|μέχρι|bis|-|–"
_RANGE_WORD = re.compile(rf"\s*(?:{_RANGE_JOINER})\s*")
# «άρθρο 372», «άρθρων 372, 374 παρ. 1 και 375», «άρθρα 5 έως (και) 7», «§ 823», «§§ 823, 826», «Art. 5»
_REFERENCE = re.compile(
    r"(?P<word>[ΆάΑα]ρθρ(?:ο|ου|α|ων)|§§?|Art(?:icle|\.|ikel)?s?)\s+"
    r"(?P<list>" + _NUMBER + r"(?:" + _DETAIL + r"?(?:\s*(?:,|" + _RANGE_JOINER + r"|και|und|and)\s*" + _NUMBER +
    r"))*)")
_LIST_NUMBER = re.compile(r"(?<![\w.])(" + _NUMBER + r")(?!\s*\.\s*\d)")
_PARAGRAPH = re.compile(r"(?:παρ|Abs|par)\.\s*\d+|(?:περίπτωση|περ\.|εδάφιο|εδ\.)\s*[α-ωά-ώ]{1,3}[΄']?")
# A plain number at most nine above the paragraph before it is another paragraph («§ 307 Abs. 1 und 2», «Abs. 2 bis
# 6»); further on, or lettered, it is an article again («άρθρο 46 παρ. 1 και 47», «§ 281 Abs. 2 und 323», «παρ. 1 και 5Α»).
# «άρθρα 5 παρ. 1 και 6» reads as paragraphs 1 and 6: the plural cannot tell, as «άρθρων 236 παρ. 1, 2 και 3» shows.
_PARAGRAPH_STEP = 9
# «Artikel 246a § 1»: a section of another act's article (the EGBGB's); neither is this law's. (Belgian «Art. 5 § 2»
# is article 5's paragraph 2, so only the German word counts.)
_ARTICLE_SECTION = re.compile(r"\bArtikel\s+" + _NUMBER + r"\s+§")
# A reference that goes on to name a law is to that law, not to this one: «άρθρο 5 του ν. 4624/2019», «του α.ν.
# 539/1945» (and β.δ., ν.δ., π.δ., in capitals too), «άρθρα 6 και 8 Π.Κ.».
_OTHER_LAW = re.compile(r"^\W{0,3}(?:(?:του|της|των)\s+)?(?:[αβνπ]\.\s?[νδ]\.|(?:[A-ZΑ-Ω]\.\s?){2,}|[νΝ]\.|π\.?δ\.|"
                        r"Κανονισμ|Οδηγ|Συντάγματος|ΑΚ\b|ΠΚ\b|ΚΠολΔ|ΚΠΔ|[A-ZΑ-Ω]{2,}\b|[A-Z][A-Za-z]*G\b)")
# What may stand between a case's reference and the law it names: paragraphs (also in Roman numerals),
# sentences, numbers and cases («§ 823 Abs. 1 S. 2 BGB», «§ 823 I BGB», «§ 1 Satz 2 Halbsatz 1 BGB», «§§ 535 ff.
# BGB», «άρθρο 375 παρ. 1 εδ. β΄ ΠΚ», «άρθρα 914 επ. ΑΚ»), then a genitive («του», «des») that may name the law.
_BEFORE_LAW = re.compile(
    r"(?:\s*,?\s*(?:(?:Absatz|Abs\.?|Satz|S\.|Halbsatz|Hs\.|Nummer|Nr\.|Ziffer|Ziff\.|Buchstabe|Buchst\.|lit\.|Alt\.|"
    r"Var\.|παράγραφος|παράγραφο|παρ\.|εδάφιο|εδ\.|περίπτωση|περ\.|στοιχ\.)\s*(?:\d+[a-z]?|[α-ωa-z]{1,3}[΄']?)|"
    r"[IVX]{1,4}(?:\s+\d{1,2})?|ff\.?|f\.|επ\.)(?!\w))*\s*,?\s*(?P<of>(?:του|της|των|des|der)\s+)?")
# A law named in words: its first words in capitals («Ποινικού Κώδικα», «Κώδικα Ποινικής Δικονομίας», «Bürgerlichen
# Gesetzbuches»), at most six
_NAME_WORDS = re.compile(r"[A-ZΑ-ΩΆ-ΏÄÖÜ][^\W\d_]*(?:\s+[A-ZΑ-ΩΆ-ΏÄÖÜ][^\W\d_]*){1,5}")
# A law's name that is none of the library's: «StGB», «InsO», «Ε.Σ.Δ.Α.», «Σ.», «του Αστικού Κώδικα», «Gesetz über»
_SOME_LAW = re.compile(r"(?:[A-ZΑ-ΩÄÖÜ][A-Za-zα-ωά-ώäöüß]*[A-ZΑ-ΩÄÖÜ]|[A-ZΑ-Ω]\.|(?:[A-ZΑ-Ω][a-zα-ωά-ώäöü]+\s+)?"
                       r"(?:Κώδικα|Συντάγματος|Gesetz|Verordnung|Richtlinie))")
# Articles a cited range relates and lifts; a wider one («οι διατάξεις των άρθρων 1 έως 120 ισχύουν από …», a law's
# entry into force) relates its two ends alone
RELATED_RANGE = 30
# An amending article quotes the amended law's new text after «ως εξής:»; references inside it are to that law.
_AMENDMENT = re.compile(r"ως\s+εξής\s*:\s*«")


def abbreviation(source: Source) -> str:
    """How the law is named in a citation: its own abbreviation, «ν. 4624/2019» for the prefix N4624/2019, or
    the prefix."""
    if source.abbreviation:
        return source.abbreviation
    law = _LAW_PREFIX.match(source.prefix)
    return f"ν. {law.group(1)}/{law.group(2)}" if law and source.language == "el" else source.prefix


def citation(source: Source, article: str) -> str:
    """The article cited in the law's language: «άρθρο 386 ΠΚ», «§ 823 BGB», «Article 5 GDPR»."""
    if source.language == "de":
        return f"§ {article} {abbreviation(source)}"
    return f"{_ARTICLE_WORDS.get(source.language, 'Article')} {article} {abbreviation(source)}"


def cite_id(article_id: str, sources: Mapping[str, Source]) -> str:
    """An article id as lawyers cite it («άρθρο 372 ΠΚ»), the id itself where its law (by prefix) is unknown."""
    prefix, _, number = article_id.partition(ARTICLE_SEPARATOR)
    source = sources.get(prefix)
    return citation(source, number) if source and number else article_id


_AS_AMENDED = {"el": "{citation}, όπως ισχύει μετά το {law}", "de": "{citation} in der Fassung des {law}",
               "fr": "{citation}, tel que modifié par {law}"}


def versioned_citation(source: Source, article: str, amending_law: str) -> str:
    """The citation of an article in the version an amending law made: «άρθρο 372 ΠΚ, όπως ισχύει μετά το ν.
    4855/2021»; the plain citation for the text first imported (`amending_law` '')."""
    plain = citation(source, article)
    if not amending_law:
        return plain
    return _AS_AMENDED.get(source.language, "{citation}, as amended by {law}").format(citation=plain, law=amending_law)


def references(text: str, own: str = "") -> list[tuple[int, int, str]]:
    """(start, end, article number) of each article of the same law that `text` refers to, in order; a
    reference followed by another law's name («άρθρο 5 του ν. 4624/2019») is left out, unless that name is
    `own`, the law's own abbreviation («§ 823 BGB» in the BGB). So are a number already cited with another
    law («η παρ. 1 του άρθρου 3 του ν. 1264/1982 … το άρθρο 3 διαμορφώνεται»), a section of another act's
    article («Artikel 246a § 1»), and any reference inside the amended law's text that an amending article
    quotes. Numbers a little above a paragraph are more paragraphs («§ 307 Abs. 1 und 2»)."""
    found, elsewhere = [], set()
    skipped = amended_spans(text) + [m.span() for m in _ARTICLE_SECTION.finditer(text)]
    for match in _REFERENCE.finditer(text):
        after = text[match.end():match.end() + 40]
        numbers_at = match.start("list")
        numbers = [(numbers_at + start, numbers_at + end, number)
                   for start, end, number in _articles_listed(match.group("list"))]
        if _OTHER_LAW.match(after) and not (own and re.match(_name_pattern(own), after.lstrip(" ,"))):
            elsewhere.update(number for _, _, number in numbers)
        elif not any(start <= match.start() < end for start, end in skipped):
            found.extend(n for n in numbers if n[2] not in elsewhere)
    return found


def with_ranges(text: str, listed: Sequence[tuple[int, int, str]], order: Sequence[str] = ()) -> list[str]:
    """The numbers of `listed` ((start, end, number) in `text`) with those inside each range between them:
    «άρθρα 5 έως 7» cites 6 too. Inside is by `order`, the law's article numbers in library order, where it holds
    both ends («372 έως 378» takes 374Α), else by counting plain numbers; a range wider than RELATED_RANGE, or
    one that goes on as a law's number («5-10/2019»), gives its ends alone."""
    numbers = []
    for before, (start, end, number) in zip([None, *listed], listed):
        if before is not None and _RANGE_WORD.fullmatch(text[before[1]:start]) and text[end:end + 1] != "/":
            numbers += _inside(before[2], number, order)
        numbers.append(number)
    return numbers


def _inside(low: str, high: str, order: Sequence[str]) -> list[str]:
    """The article numbers strictly between a range's ends, by library order where it holds both (looked up
    here, as ranges are rare, rather than indexing every law's order for every article read)."""
    if low in order and high in order:
        first, last = order.index(low), order.index(high)
        return list(order[first + 1:last]) if 0 < last - first <= RELATED_RANGE else []
    if low.isdigit() and high.isdigit() and 0 < int(high) - int(low) <= RELATED_RANGE:
        return [str(inside) for inside in range(int(low) + 1, int(high))]
    return []


def _articles_listed(listed: str) -> list[tuple[int, int, str]]:
    """(start, end, number) of the articles in a reference's list, its paragraphs and cases left out."""
    blanked = _PARAGRAPH.sub(lambda m: " " * len(m.group()), listed)
    marks = sorted([(m.start(), "paragraph", m) for m in _PARAGRAPH.finditer(listed)] +
                   [(m.start(1), "number", m) for m in _LIST_NUMBER.finditer(blanked)], key=lambda mark: mark[0])
    articles, paragraph = [], None  # the paragraph number the list is counting on from, if any
    for _, kind, found in marks:
        if kind == "paragraph":  # «παρ. 1»; a case («περ. β΄») keeps the paragraph before it
            digits = re.search(r"\d+", found.group())
            paragraph = int(digits.group()) if digits else paragraph
        elif paragraph is not None and found.group(1).isdigit() and \
                0 < int(found.group(1)) - paragraph <= _PARAGRAPH_STEP:
            paragraph = int(found.group(1))
        else:
            articles.append((found.start(1), found.end(1), re.sub(r"\s+", " ", found.group(1))))
            paragraph = None
    return articles


def article_orders(ids: Iterable[str]) -> dict[str, list[str]]:
    """Each law's article numbers in library order, by prefix, from the articles' ids: what a range spans."""
    orders: dict[str, list[str]] = {}
    for doc_id in ids:
        prefix, _, number = doc_id.partition(ARTICLE_SEPARATOR)
        orders.setdefault(prefix, []).append(number)
    return orders


def named_in(text: str, sources: Sequence[Source], default: Optional[Source] = None,
             orders: Mapping[str, Sequence[str]] = {}) -> list[str]:
    """Ids of the articles `text` cites by number and law, in order, each once: «άρθρο 375 ΠΚ», «§§ 535, 536
    BGB», «§ 823 Abs. 1 BGB», «άρθρο 5 του ν. 4624/2019», «άρθρα 372 έως 375 ΠΚ» (a range by its law's article
    numbers in `orders`, by prefix, where known). A number that names no law is `default`'s («§ 823» in a
    search of the BGB alone); one that names a law not in `sources` («§ 10 EStG») is left out."""
    found = []
    for match in _REFERENCE.finditer(text):
        after = text[match.end():match.end() + 60]
        between = _BEFORE_LAW.match(after)
        after = after[between.end():]
        source = _law_at_start(after, sources) or _law_in_words(after, sources)
        if source is None and (default is None or between.group("of") or _OTHER_LAW.match(after)
                               or _SOME_LAW.match(after)):
            continue  # no law named and no default, or a law not in the library («§ 10 EStG», «του Συντάγματος»)
        source = source or default
        at = match.start("list")
        listed = [(at + start, at + end, number) for start, end, number in _articles_listed(match.group("list"))]
        found += [f"{source.prefix}{ARTICLE_SEPARATOR}{number}"
                  for number in with_ranges(text, listed, orders.get(source.prefix, ()))]
    return list(dict.fromkeys(found))


def _law_at_start(text: str, sources: Sequence[Source]) -> Optional[Source]:
    """The source whose name `text` begins with («ΠΚ», «Π.Κ.», «BGB», «ν. 4624/2019»), the longest name first."""
    named, pattern = _law_names(tuple(sources))
    found = pattern.match(text)
    return named[found.lastindex - 1] if found else None


def _law_in_words(text: str, sources: Sequence[Source]) -> Optional[Source]:
    """The source a law's name in words at the start of `text` names, in any case («του Ποινικού Κώδικα» for
    the «Ποινικός Κώδικας», «Κώδικα Ποινικής Δικονομίας»): its first words in capitals, the most that name a
    source whole; None where they name none."""
    words = _NAME_WORDS.match(text)
    found = words.group().split() if words else []
    return next(filter(None, (_law_by_name(" ".join(found[:count]), sources)
                              for count in range(len(found), 1, -1))), None)


def _law_by_name(name: str, sources: Sequence[Source]) -> Optional[Source]:
    """The source whose title is the law `name` names in words, in any case: the title's name (before its
    parenthesis or colon, after an opening «ν. 4624/2019:») word for word, each word by its first letters
    («Ποινικού Κώδικα» for «Ποινικός Κώδικας (ν. 4619/2019)»); one word names no law alone («Κώδικα»)."""
    wanted = tuple(stems(name))
    return _title_names(tuple(sources)).get(wanted) if len(wanted) > 1 else None


@lru_cache(maxsize=16)
def _title_names(sources: tuple[Source, ...]) -> dict[tuple[str, ...], Source]:
    """Each source by its title's name as stems, the first source of a name kept (worked out once per library:
    a graph reads every reference of every article against them)."""
    names: dict[tuple[str, ...], Source] = {}
    for source in sources:
        names.setdefault(tuple(stems(re.split(r"\s*[(:]", title_name(source.title), maxsplit=1)[0])), source)
    return names


@lru_cache(maxsize=16)
def _law_names(sources: tuple[Source, ...]) -> tuple[list[Source], re.Pattern]:
    """The laws' names as one pattern, the longest first, a group each, and the source of each group (compiled
    once per library: a graph reads every reference of every article against them)."""
    names = sorted({(name, source) for source in sources for name in (abbreviation(source), source.prefix)},
                   key=lambda pair: (-len(pair[0]), pair[0], pair[1].prefix))
    pattern = "|".join(f"({_name_pattern(name)})(?!\\w)" for name, _ in names) or "(?!)"
    return [source for _, source in names], re.compile(pattern, flags=re.IGNORECASE)


def amended_spans(text: str) -> list[tuple[int, int]]:
    """(start, end) of each passage an amending article quotes as the amended law's new text: from the «
    after «ως εξής:» to its matching » (quotes inside it nested), or the end of the text."""
    spans = []
    for opening in _AMENDMENT.finditer(text):
        depth, end = 0, len(text)
        for at in range(opening.end() - 1, len(text)):
            depth += {"«": 1, "»": -1}.get(text[at], 0)
            if depth == 0:
                end = at + 1
                break
        spans.append((opening.end() - 1, end))
    return spans


def _name_pattern(name: str) -> str:
    """A law's name as a pattern that takes it written with or without its dots and spaces: «ΠΚ», «Π.Κ.»,
    «ν. 4624/2019», «ν.4624/2019»."""
    parts = []
    for char in name:
        if char == ".":
            parts.append(r"\.?")
        elif char.isspace():
            parts.append(r"\s*")
        else:
            parts.append(re.escape(char) + (r"\.?\s*" if char.isupper() else ""))
    return "".join(parts)


def resolve(typed: str, sources: Iterable[Source]) -> Optional[str]:
    """The article id a typed citation names: «386 ΠΚ», «άρθρο 386 ΠΚ», «ΠΚ 386», «αρθρο 386 Π.Κ.», «άρθρο 386
    παρ. 1 ΠΚ», «άρθρο 5 (του) ν. 4624/2019», «άρθρο 386 του Ποινικού Κώδικα», «§ 823 BGB» or an id
    `CrimC::386`; None when no source matches."""
    typed = " ".join(_PARAGRAPH.sub(" ", typed.replace("§", " ")).split())  # «άρθρο 375 παρ. 1 ΠΚ»: the article
    if ARTICLE_SEPARATOR in typed:
        return typed
    typed = re.sub(r"^(?:[ΆάΑα]ρθρ(?:ο|ου)|Art(?:icle|\.|ikel)?|article|المادة)\s*", "", typed, flags=re.IGNORECASE)
    typed = re.sub(rf"^({_NUMBER})\s+(?:του|της|των|des|der)\s+", r"\1 ", typed, flags=re.IGNORECASE)  # «5 του ν. …»
    sources = list(sources)
    for source in sources:
        names = {abbreviation(source), source.prefix}
        for name in sorted(names, key=len, reverse=True):
            pattern = _name_pattern(name)
            for shape in (rf"^(?P<n>{_NUMBER})\s+{pattern}$", rf"^{pattern}\s+(?:[Άά]ρθρο\s+)?(?P<n>{_NUMBER})$"):
                match = re.match(shape, typed, flags=re.IGNORECASE)
                if match:
                    return f"{source.prefix}{ARTICLE_SEPARATOR}{match.group('n')}"
    named = re.match(rf"^(?P<n>{_NUMBER})\s+(?P<law>\S.*)$", typed)
    source = _law_by_name(named.group("law"), sources) if named else None
    return f"{source.prefix}{ARTICLE_SEPARATOR}{named.group('n')}" if source else None
