"""Reading the amending instructions of a Greek law's articles into typed `Instruction`s.

Greek amending laws use a few formulas, each handled here on the text of one amending article:

* a whole article restated: «Το άρθρο 100 ΠΚ αντικαθίσταται ως εξής: «Άρθρο 100 …»», «… και το άρθρο 372
  διαμορφώνεται ως εξής: «Άρθρο 372 …»» (the detailed changes named before such a restatement are what the
  restated text already holds, so the restatement alone is kept);
* a new article: «Μετά από το άρθρο 315 ΠΚ, προστίθεται νέο άρθρο 315Α ως εξής: «Άρθρο 315Α …»»;
* a paragraph, case (περ.) or sentence (εδάφιο) replaced or added by a quoted text after «ως εξής:», or
  repealed («Η παρ. 5 του άρθρου 15 του ν. 3126/2003 … καταργείται.»); an article repealed likewise;
* words replaced («η λέξη «ψευδορκία» αντικαθίσταται από τις λέξεις «ψευδή κατάθεση»»), deleted
  («διαγράφεται η λέξη «απολύτως»») or added («μετά από τις λέξεις «χρηματική ποινή» προστίθενται οι λέξεις
  «…»»).

A sentence that reads as an amendment (it has an amending verb and names an article) but matches none of
these is returned as `Unrecognised`, so that the import report lists it for the lawyer to apply by hand.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, replace
from typing import Optional

from .instructions import Action, Instruction, Target, Unit, Unrecognised

OPEN, CLOSE = "«", "»"
_PLACEHOLDER = re.compile(r"⟦(\d+)⟧")
_QUOTE_MARK = re.compile(f"[{OPEN}{CLOSE}]")
_LATIN_LOOKALIKES = str.maketrans("ABEHIKMNOPTXYZoaοv", "ΑΒΕΗΙΚΜΝΟΡΤΧΥΖοαον")
_NUMBER = r"\d+(?:[Α-Ω](?![Α-Ωα-ω])| [Α-Ω](?=[ \t]*(?:\n|$)))?"  # 315Α, «55 Α» ending a line; not the Κ of «287ΚΠΔ»
LAW_REFERENCE = re.compile(
    r"(?P<law>(?:ν\.\s?δ\.|π\.\s?δ\.|ν\.)\s*\d+/\d{4}"
    r"|(?:(?:[Α-ΩΆ-Ώ][α-ωά-ώ]+ού|[Α-ΩΆ-Ώ][α-ωά-ώ]+ής)\s+)?Κώδικα(?:\s+(?:[Α-ΩΆ-Ώ][α-ωά-ώ]+(?:ής|ού|ών|ας)))*"
    r"|\b(?:ΠΚ|ΚΠΔ|ΑΚ|ΚΠολΔ|ΚΠΟΛΔ|ΚΟΔ|ΚΔΔ|ΚΔΔιαδ|ΚΠΝ|ΚΟΚ|ΚΦΔ|ΚΦΕ)\b)")
_ARTICLE = re.compile(rf"(?<![\w])[άα]ρθρ(?:ο|ου)\s+(?P<article>{_NUMBER})", re.IGNORECASE)
_PARAGRAPH = re.compile(rf"(?<![\w])(?:παρ\.|παράγραφος|παραγράφου)\s*(?P<paragraph>{_NUMBER})")
_CASE = re.compile(r"(?<![\w])(?:υποπερ\.|περ\.|περίπτωση|περίπτωσης)\s*(?P<case>[α-ω]{1,3}|\d+)\s?[΄'’)]?")
_ORDINALS = {"πρώτο": 1, "δεύτερο": 2, "τρίτο": 3, "τέταρτο": 4, "πέμπτο": 5, "έκτο": 6, "έβδομο": 7,
             "όγδοο": 8, "ένατο": 9, "δέκατο": 10, "τελευταίο": -1}
_ORDINAL = "|".join(_ORDINALS)
_SENTENCE = re.compile(rf"(?<![\w])(?:(?P<before>{_ORDINAL})\s+εδ[άα]φιο|εδ[άα]φιο\s+(?P<after>{_ORDINAL}))")
_SENTENCE_ADDED = re.compile(r"(?:νέο\s+)?εδ[άα]φι[οα]")
_REPLACE = r"(?:αντικαθίστα(?:ται|νται)|διαμορφώνο?(?:ε|ν)ται|αναδιατυπώνεται|τροποποιείται|τροποποιούνται)"
_ADD = r"(?:προστίθε(?:ται|νται))"
_REPEAL = r"(?:καταργ(?:είται|ούνται)|διαγράφ(?:εται|ονται)|απαλείφ(?:εται|ονται))"
_VERB = re.compile(rf"(?P<replace>{_REPLACE})|(?P<add>{_ADD})|(?P<repeal>{_REPEAL})")
_AS_FOLLOWS = re.compile(r"(?:ως\s+)?εξ[ήη]\??ς\s*:\s*$")  # «ως» is sometimes left out
_BLOCK_ARTICLE = re.compile(rf"^\s*[ΆΑ]ρθρο\s+(?P<article>{_NUMBER})\s*(?:\n|$|[:.\-–]|\s)")
_BLOCK_PARAGRAPH = re.compile(rf"^\s*(?P<paragraph>{_NUMBER})\.\s")
_BLOCK_CASE = re.compile(r"^\s*(?P<case>[α-ω]{1,3})[΄')]\s")
_WORDS = r"(?:η\s+λέξη|οι\s+λέξεις|η\s+φράση|οι\s+φράσεις|το\s+στοιχείο|τα\s+στοιχεία|η\s+αναφορά)"
_WORDS_AFTER = r"(?:τη|την|τις|το|τα)\s+(?:λέξη|λέξεις|φράση|φράσεις|στοιχείο|στοιχεία|αναφορά)"
_WORDS_REPLACED = re.compile(
    rf"{_WORDS}\s*⟦(?P<old>\d+)⟧\s*,?\s*{_REPLACE}\s+(?:από|με)\s+{_WORDS_AFTER}\s*⟦(?P<new>\d+)⟧")
_WORDS_DELETED = re.compile(rf"(?:{_REPEAL}\s+{_WORDS}\s*⟦(?P<old>\d+)⟧|{_WORDS}\s*⟦(?P<old2>\d+)⟧\s*{_REPEAL})")
_WORDS_ADDED = re.compile(
    rf"(?:μετά\s+(?:από\s+)?{_WORDS_AFTER}\s*⟦(?P<anchor>\d+)⟧\s*,?\s*)?{_ADD}\s+{_WORDS}\s*⟦(?P<new>\d+)⟧"
    rf"(?:\s*,?\s*μετά\s+(?:από\s+)?{_WORDS_AFTER}\s*⟦(?P<anchor2>\d+)⟧)?")
_ABBREVIATIONS = ("παρ", "περ", "υποπερ", "ν", "δ", "π", "αρ", "εδ", "στοιχ", "υποπαρ", "Α΄", "κ")
_ITEMS = (re.compile(r"(?:^|(?<=[,:;]))\s*[α-ω]\)\s+"), re.compile(r"(?:^|(?<=[,:;]))\s*[α-ω]{2}\)\s+"))
_OWN_PARAGRAPH = re.compile(r"^\s*(\d{1,3})\.\s+(?=[Α-ΩΆ-Ώ])")  # «1. Στον ΠΚ …»: the amending article's paragraph
_NEXT_PARAGRAPH = re.compile(r"(?:^|\n)\s*(\d{1,3})\.\s*$")
_LIST_ITEM = re.compile(r"(?:^|(?<=[,:;])|(?<=\sκαι))\s*[α-ω]\)\s+")
_REPEAL_LIST = re.compile(rf"^(?P<head>[^:]*?{_REPEAL}\s*:)\s*(?P<items>.+)$")
_DESCRIPTION = re.compile(r"περί\s.*?(?=,|\s+και\s+\d|\s+του\s+(?:ν\.|π\.\s?δ\.|[Α-ΩΆ-Ώ])|$)")  # «περί κλοπής»
_LISTED_NUMBER = re.compile(r"(?<![\w/.])(\d+[Α-Ω]?)(?![\w/])")
_RANGE = re.compile(r"(?<![\w/.])(\d+)\s*(?:έως\s+και|έως|εώς|-|–)\s*(\d+)(?![\w/])")
LONGEST_RANGE = 500  # articles a range «1 έως N» may span; a longer one is read as its two ends
_LATIN_HEADING = re.compile(r"^(\s*[ΆΑ]ρθρο\s+\d+\s?)([A-Z])(?![A-Za-zΑ-Ωα-ω])")  # «Άρθρο 265A», a Latin A
_OPENING = re.compile(r"^\s*Στ(?:ο|ην|α|ις)\s+[^,:;⟦]*?[άα]ρθρ(?:ο|ου)\s+[^,:;⟦]*")
_SUBJECT_ARTICLE = re.compile(r"^\s*(?:Το|Τα)\s+άρθρ[οα]\s")


@dataclass(frozen=True)
class Quoted:
    """An amending article's text with each top-level «…» quotation replaced by ⟦n⟧, and the quotations."""

    text: str
    quotes: list[str]

    def unquote(self, text: str) -> str:
        """`text` of this article with its ⟦n⟧ placeholders put back as «…»."""
        return _PLACEHOLDER.sub(lambda m: f"{OPEN}{self.quotes[int(m[1])]}{CLOSE}", text)


def quoted(text: str) -> Quoted:
    """Separate the top-level quotations (nested «» are kept inside them); an unclosed one runs to the end."""
    out, quotes, depth, start = [], [], 0, 0
    for mark in _QUOTE_MARK.finditer(text):
        at = mark.start()
        if mark[0] == OPEN:
            if not depth:
                out.append(text[start:at])
                start = at + 1
            depth += 1
        elif depth:  # a closing mark outside any quotation is text
            depth -= 1
            if not depth:
                out.append(f"⟦{len(quotes)}⟧")
                quotes.append(text[start:at])
                start = at + 1
    if depth:
        out.append(f"⟦{len(quotes)}⟧")
        quotes.append(text[start:])
    else:
        out.append(text[start:])
    return Quoted("".join(out), quotes)


def parse_article(amending_article: str, text: str, context_law: str = "") -> list[Instruction | Unrecognised]:
    """The instructions of one amending article (its body text); `context_law` is the law it amends where a
    sentence names none (read from its title by the caller)."""
    return [found for _, _, read in _read_sentences(amending_article, text, context_law) for found in read]


def own_sentences(text: str, context_law: str = "") -> list[str]:
    """What an amending article says of its own beside its instructions: a sentence that neither gives one nor
    reads as one (a transitional rule, a start date), or one that goes on past what it amends («… καταργείται· οι
    εκκρεμείς υποθέσεις …», «… αντικαθίσταται … από 1.1.2023.»)."""
    return [sentence for sentence, lead, read in _read_sentences("", text, context_law)
            if any(c.isalpha() for c in sentence)  # not a paragraph's number split off its text
            and (not read or any(_says_more(clause) for clause in lead.split("·")))]


def _says_more(clause: str) -> bool:
    """Whether a clause of an instruction's sentence says something beyond an instruction: it has no amending
    verb and no quotation, or words follow its last one."""
    ends = [m.end() for m in _PLACEHOLDER.finditer(clause)] + [m.end() for m in _VERB.finditer(clause)]
    return re.search(r"[^\W\d_]", clause[max(ends):] if ends else clause) is not None


def _read_sentences(amending_article: str, text: str,
                    context_law: str) -> list[tuple[str, str, list[Instruction | Unrecognised]]]:
    """Each sentence of an amending article (quotations put back, then as parsed, each quotation a ⟦n⟧) with what
    it reads as: its instructions, an `Unrecognised` amendment, or nothing."""
    source = quoted(unicodedata.normalize("NFC", text))
    read: list[tuple[str, str, list[Instruction | Unrecognised]]] = []
    law = context_law
    for paragraph, sentence in _sentences(source.text):
        lead = sentence.translate(_LATIN_LOOKALIKES) if _has_greek(sentence) else sentence
        named = law_named(lead)
        law = named or law
        parsed = _parse_sentence(amending_article, lead, source, named or law)
        wording = " ".join(source.unquote(sentence).split())
        if parsed:
            read.append((wording, lead, [replace(instruction, amending_paragraph=paragraph) for instruction in parsed]))
        elif _VERB.search(_PLACEHOLDER.sub(" ", lead)) and _ARTICLE.search(lead) and not _descriptive(lead):
            read.append((wording, lead, [Unrecognised(amending_article, wording)]))
        else:
            read.append((wording, lead, []))
    return read


def law_named(text: str) -> str:
    """The first law a text names outside its quotations («ΠΚ», «ν. 4619/2019», «Κώδικα Ποινικής Δικονομίας»)."""
    match = LAW_REFERENCE.search(_PLACEHOLDER.sub(" ", text))
    return " ".join(match["law"].split()) if match else ""


def _has_greek(text: str) -> bool:
    return any("\u0370" <= c <= "\u03ff" for c in text)


def _descriptive(lead: str) -> bool:
    """A sentence that only says what an article is about (a title), not what to do."""
    return not re.search(r"[.:;⟦]", lead)


def _sentences(text: str) -> list[tuple[str, str]]:
    """Split at sentence ends («. » or «; » before a capital or a numbered item, or after a quotation's end),
    not after abbreviations such as «παρ.» and «ν.»; each with the number of the article's paragraph it is in."""
    pieces, start = [], 0
    for match in re.finditer(r"(?:(?<=⟧)\s*[.;]|[.;])\s+(?=[Α-ΩΆ-ΏA-Z«⟦]|\d+\.\s)", text):
        before = text[start:match.start()].rsplit(None, 1)
        last_word = before[-1] if before else ""
        if last_word.rstrip(".").split(".")[-1] in _ABBREVIATIONS and not text[match.start() - 1] == "⟧":
            continue
        pieces.append(text[start:match.end()])
        start = match.end()
    pieces.append(text[start:])
    numbered, paragraph = [], ""
    for piece in (piece for piece in pieces if piece.strip()):
        leading = _OWN_PARAGRAPH.match(piece)
        paragraph = leading[1] if leading else paragraph
        numbered.append((paragraph, " ".join(piece[leading.end() if leading else 0:].split())))
        trailing = _NEXT_PARAGRAPH.search(piece)  # a number split off the sentence it opens
        paragraph = trailing[1] if trailing else paragraph
    return numbered


def _parse_sentence(amending_article: str, lead: str, source: Quoted, law: str) -> list[Instruction]:
    """The instructions of one sentence: a restatement or a quoted new unit after «ως εξής:», else words
    replaced, deleted or added, else a unit repealed."""
    blocks = [m for m in _PLACEHOLDER.finditer(lead) if _AS_FOLLOWS.search(lead[:m.start()])]
    wording = " ".join(source.unquote(lead).split())
    if blocks:
        found = []
        for block in blocks:
            clause = _last_clause(lead[:block.start()])
            instruction = _block_instruction(amending_article, clause, lead[:block.start()],
                                             source.quotes[int(block[1])], law, wording)
            if instruction:
                found.append(instruction)
        return found
    return _listed_repeals(amending_article, lead, law, wording) or \
        _itemised(amending_article, lead, source, law, wording, None, 0)


def _listed_repeals(amending_article: str, lead: str, law: str, wording: str) -> list[Instruction]:
    """Units repealed in a list after the verb: «καταργούνται: α) τα άρθρα 100, περί …, 362 και 463 του
    Ποινικού Κώδικα, β) η παρ. 3 του άρθρου 5 του ν. 4000/2012»; each item names its law."""
    listed = _REPEAL_LIST.match(lead)
    if not listed or _ARTICLE.search(listed["head"]) or "⟦" in lead:
        return []
    items = _LIST_ITEM.split(listed["items"])
    found = []
    for item in (item for item in items if item.strip()):
        named = law_named(item) or law
        articles = re.match(r"\s*(?:τα|το)\s+άρθρ[αο]\s+(?P<numbers>.*)", item)
        if articles:
            numbers = articles["numbers"]
            end = LAW_REFERENCE.search(numbers)
            numbers = _DESCRIPTION.sub("", numbers[:end.start()] if end else numbers)
            found += [Instruction(amending_article, Unit.ARTICLE, Action.REPEAL, Target(named, number),
                                  wording=wording) for number in listed_numbers(numbers)]
            continue
        target = _target(item, named)
        if target is not None and (target.paragraph or target.case or target.sentence):
            unit = Unit.SENTENCE if target.sentence else Unit.CASE if target.case else Unit.PARAGRAPH
            found.append(Instruction(amending_article, unit, Action.REPEAL, target, wording=wording))
    return found


def listed_numbers(text: str) -> list[str]:
    """The article numbers a list names, each of a range too: «5 έως 8 και 12Α» → 5, 6, 7, 8, 12Α."""
    def spelled_out(match: re.Match) -> str:
        low, high = int(match[1]), int(match[2])
        return " ".join(map(str, range(low, high + 1))) if 0 <= high - low <= LONGEST_RANGE else match[0]

    return _LISTED_NUMBER.findall(_RANGE.sub(spelled_out, text))


def _itemised(amending_article: str, text: str, source: Quoted, law: str, wording: str,
              base: Optional[Target], level: int) -> list[Instruction]:
    """A sentence's instructions, listed as items «α) …, β) …» (and «αα) …» within them) after a common part
    naming the article («Στο άρθρο 489 ΚΠΔ: α) …»): each item amends the unit it names within that article."""
    parts = _ITEMS[level].split(text) if level < len(_ITEMS) else [text]
    if len(parts) > 1:
        common = _target(parts[0], law) or (_within(base, parts[0]) if base else None)
        if common is not None:
            found = []
            for item in parts[1:]:
                found += _itemised(amending_article, item, source, law, wording, common, level + 1)
            return found
    if level + 1 < len(_ITEMS) and len(_ITEMS[level + 1].split(text)) > 1:
        return _itemised(amending_article, text, source, law, wording, base, level + 1)
    target = _within(base, text) if base is not None else None
    return _words_instructions(amending_article, text, source, law, wording, target) or \
        _repeal_instructions(amending_article, text, law, wording, target)


def _within(base: Target, text: str) -> Target:
    """The unit an item names inside the article of `base` («στην περ. γ΄», «το δεύτερο εδάφιο»)."""
    paragraph, case, sentence = _PARAGRAPH.search(text), _CASE.search(text), _SENTENCE.search(text)
    return Target(base.law, base.article, _number(paragraph["paragraph"]) if paragraph else base.paragraph,
                  case["case"] if case else ("" if paragraph else base.case),
                  _ORDINALS[sentence["before"] or sentence["after"]] if sentence else
                  (0 if paragraph or case else base.sentence))


def _last_clause(lead: str) -> str:
    """The clause before «ως εξής:» that says what the quotation is: after the last « και » or item mark."""
    lead = _AS_FOLLOWS.sub("", lead)
    parts = re.split(r"\s+και\s+(?=(?:η|οι|το|τα|ο)\s|(?:στ|σ)\w*\s)|[,:;]\s+[α-ω]{1,2}\)\s+|:\s+", lead)
    return parts[-1] + " ως εξής:" if parts else lead


def _target(text: str, law: str, article: str = "") -> Optional[Target]:
    """The unit a text names: its last-named article (or `article`), and the paragraph, case and sentence named
    before it."""
    articles = list(_ARTICLE.finditer(text))
    if not articles and not article:
        return None
    number = article or _number(articles[-1]["article"])
    scope = text[:articles[-1].start()] if articles else text
    paragraph = _PARAGRAPH.search(scope)
    case = _CASE.search(scope)
    sentence = _SENTENCE.search(scope)
    named = law_named(text[articles[-1].start():] if articles else "") or law
    return Target(named, number, _number(paragraph["paragraph"]) if paragraph else "",
                  case["case"] if case else "",
                  _ORDINALS[sentence["before"] or sentence["after"]] if sentence else 0)


def _number(text: str) -> str:
    return text.replace(" ", "")


def _verb(clause: str) -> Optional[Action]:
    verbs = list(_VERB.finditer(clause))
    if not verbs:
        return None
    last = verbs[-1]
    return Action.ADD if last["add"] else Action.REPEAL if last["repeal"] else Action.REPLACE


def _block_instruction(amending_article: str, clause: str, lead: str, block: str, law: str,
                       wording: str) -> Optional[Instruction]:
    """The instruction a quotation after «ως εξής:» carries: an article, paragraph, case or sentence."""
    action = _verb(clause)
    if action is None or action is Action.REPEAL:
        return None
    block = _LATIN_HEADING.sub(lambda m: m[1] + m[2].translate(_LATIN_LOOKALIKES), block, count=1)
    heading = _BLOCK_ARTICLE.match(block)
    if heading:
        number = _number(heading["article"])
        law = law if law_named(clause) else _law_named_with(lead, number) or law
        target = _target(clause, law, number) or Target(law, number)
        return Instruction(amending_article, Unit.ARTICLE, action, Target(target.law or law, target.article),
                           block.strip(), wording=wording)
    target = _target(clause, law) or _named_before(clause, lead, law) or _opening(lead, law) or _target(lead, law)
    if target is None:
        return None
    paragraph, case = _BLOCK_PARAGRAPH.match(block), _BLOCK_CASE.match(block)
    if paragraph and (target.paragraph or "παρ" in clause):
        unit, target = Unit.PARAGRAPH, Target(target.law, target.article, _number(paragraph["paragraph"]))
    elif case and (target.case or "περ" in clause):
        unit, target = Unit.CASE, Target(target.law, target.article, target.paragraph, case["case"])
    elif target.sentence or _SENTENCE_ADDED.search(clause):
        unit = Unit.SENTENCE
    elif target.case:
        unit = Unit.CASE
    elif target.paragraph:
        unit = Unit.PARAGRAPH
    else:
        return None
    return Instruction(amending_article, unit, action, target, block.strip(), wording=wording)


def _law_named_with(lead: str, article: str) -> str:
    """The law a sentence names right after article `article` («Το άρθρο 16 του ν. 3500/2006 …»), '' if none:
    the law of an article restated by a clause that names none («… και το άρθρο 16 διαμορφώνεται ως εξής:»)."""
    for named in _ARTICLE.finditer(lead):
        if _number(named["article"]) == article:
            following = re.match(rf"\s*(?:του\s+|της\s+)?{LAW_REFERENCE.pattern}", lead[named.end():])
            if following:
                return " ".join(following["law"].split())
    return ""


def _opening(lead: str, law: str) -> Optional[Target]:
    """The article a sentence opens on («Στο άρθρο 116 του ν. 4842/2021 (Α’ 190), …»), which its later clauses
    change unless they name another."""
    opening = _OPENING.match(lead)
    return _target(opening[0], law) if opening else None


def _named_before(clause: str, lead: str, law: str) -> Optional[Target]:
    """The article of a paragraph the clause names alone («… και η παρ. 2 διαμορφώνεται ως εξής:»), where the
    sentence named it before with its article («Στην παρ. 2 του άρθρου 59 του ΚΠΔ …»), not other articles it cites."""
    paragraph = _PARAGRAPH.search(clause)
    if paragraph is None:
        return None
    for named in _PARAGRAPH.finditer(lead):
        article = _ARTICLE.search(lead, named.end())
        if named["paragraph"] == paragraph["paragraph"] and article and \
                re.fullmatch(r"\s*(?:του|των)\s+", lead[named.end():article.start()]):
            following = _ARTICLE.search(lead, article.end())
            return _target(lead[named.start():following.start() if following else len(lead)], law)
    return None


def _words_instructions(amending_article: str, lead: str, source: Quoted, law: str, wording: str,
                        within: Optional[Target] = None) -> list[Instruction]:
    """Words replaced, deleted or added, each in the unit the sentence names before it (or `within`)."""
    found = []
    for pattern, action in ((_WORDS_REPLACED, Action.REPLACE), (_WORDS_DELETED, Action.REPEAL),
                            (_WORDS_ADDED, Action.ADD)):
        for match in pattern.finditer(lead):
            target = within or _target(lead[:match.start()], law) or _target(lead, law)
            if target is None:
                continue
            groups = {k: v for k, v in match.groupdict().items() if v is not None}
            old = groups.get("old") or groups.get("old2")
            anchor = groups.get("anchor") or groups.get("anchor2")
            found.append((match.start(), Instruction(
                amending_article, Unit.WORDS, action, target,
                source.quotes[int(groups["new"])] if "new" in groups else "",
                source.quotes[int(old)] if old else "", source.quotes[int(anchor)] if anchor else "", wording)))
    return [instruction for _, instruction in sorted(found, key=lambda pair: pair[0])]


def _repeal_instructions(amending_article: str, lead: str, law: str, wording: str,
                         within: Optional[Target] = None) -> list[Instruction]:
    """A unit repealed: «Η παρ. 5 του άρθρου 15 του ν. 3126/2003 … καταργείται.», «Το άρθρο 10 … καταργείται.»,
    an item «καταργείται η περ. δ΄» (`within` its article). A whole article only where it is the subject."""
    if _verb(lead) is not Action.REPEAL or "⟦" in lead:
        return []
    target = within or _target(lead, law)
    if target is None:
        return []
    unit = Unit.SENTENCE if target.sentence else Unit.CASE if target.case else \
        Unit.PARAGRAPH if target.paragraph else Unit.ARTICLE
    if unit is Unit.ARTICLE and (within is not None or not _SUBJECT_ARTICLE.search(lead)):
        return []
    return [Instruction(amending_article, unit, Action.REPEAL, target, wording=wording)]
