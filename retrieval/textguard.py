"""Checks on text that comes from outside: article ids, article sizes, UTF-8 files, and text addressed to an AI.

Ids are what the user reads and what an LLM's decision is applied to, so two ids that print alike must be
the same id: they are NFC-normalised and may not hold control or format characters (NUL, zero-width
spaces, a byte-order mark). Article text is never trusted as instructions; what reads like an attempt to
address the model is flagged at import so the user sees it on the article and on results that kept it.
"""

from __future__ import annotations

import os
import re
import unicodedata
from functools import lru_cache
from pathlib import Path
from typing import Optional

from .messages import Message
from .types import ARTICLE_SEPARATOR

MAX_ARTICLE_CHARS = 2_000_000  # the longest statute articles run to tens of thousands of characters
_HIDDEN_CATEGORIES = {"Cc", "Cf", "Cs", "Co", "Cn"}  # control, format (zero-width, BOM), surrogate, private, unassigned
# Latin look-alikes among Cyrillic and Greek letters (after case folding): "Аrticle" and "Cαse" read as Latin
LOOK_ALIKE_LETTERS = "асеорхуіјѕкмтнвαεοριυκντ"
_LOOK_ALIKES = str.maketrans(LOOK_ALIKE_LETTERS, "aceopxyijskmtnbaeopiykvt")
_MIXED = re.compile(f"[a-z][{LOOK_ALIKE_LETTERS}]|[{LOOK_ALIKE_LETTERS}][a-z]")  # "cαse": Latin beside a look-alike
_LEADING = re.compile(r"^[\s>*•·\-–—#|]*")  # quoting, bullets and rules before a line's first word


def fold(text: str) -> str:
    """`text` as it reads, whatever its Unicode form: NFKC (fullwidth and compatibility forms), case folded,
    accents dropped."""
    decomposed = unicodedata.normalize("NFKD", unicodedata.normalize("NFKC", text).casefold())
    return unicodedata.normalize("NFC", _COMBINING.sub("", decomposed))


_COMBINING = re.compile("[" + "".join(chr(c) for c in range(0x300, 0x10000) if unicodedata.combining(chr(c))) + "]")


ROLE_WORDS = ("system", "assistant", "user", "developer", "human", "ai", "model", "σύστημα", "βοηθός", "χρήστης",
              "assistent", "benutzer", "nutzer", "système", "utilisateur", "النظام", "المساعد", "المستخدم")
SECTION_WORDS = ("question", "answer", "instruction", "instructions", "task", "facts", "ερώτηση", "απάντηση",
                 "οδηγίες", "frage", "antwort", "anweisung", "anweisungen", "cas", "affaire", "réponse", "consigne",
                 "consignes", "السؤال", "الجواب", "التعليمات")  # sections a prompt could have, beside its own
ARTICLE_WORDS = ("article", "art", "artikel", "άρθρο", "αρθ", "المادة", "مادة", "§")
_CHAT_TEMPLATE = re.compile(r"<\|[^|<>\n]{0,40}\|>|\[/?inst\]|<</?sys>>|</?s>|<(start|end)_of_turn>|"
                            r"<\|?(im_start|im_end|endoftext|eot_id|start_header_id|end_header_id)\|?>|^#{2,}\s*("
                            + "|".join(ROLE_WORDS[:6]) + r"|instruction|response)\b", re.IGNORECASE)
_MARKER = re.compile(r"(<{2,}|≪|⟪|《)\s*/?\s*(article|end)\b|\ba\d+_[0-9a-f]{2,}\b", re.IGNORECASE)
_TRIGGERS = re.compile(r"[<\[≪⟪《#]|\d_")  # what a marker, a template token or a numbered header holds
_ARTICLE_WORD = "(" + "|".join(re.escape(fold(word)) for word in ARTICLE_WORDS) + ")"
_HEADER = re.compile(r"^(\[\d+\]|" + _ARTICLE_WORD + r"\.?\s*\S*\d|\S+::\S+)",
                     re.IGNORECASE)  # any line opening like an article header: defused, not flagged
_FORGED_HEADER = re.compile(r"^(\[\d+\]\s*\S+::|" + _ARTICLE_WORD + r"\.?\s*\S+::\S+|\S+::\S+\s*[—–|])",
                            re.IGNORECASE)  # one naming an id: flagged


def _folded_pattern(pattern: str) -> re.Pattern:
    """A pattern written with final sigmas, as `fold` leaves text (case folding writes every sigma σ)."""
    return re.compile(pattern.replace("ς", "σ"), re.DOTALL)


def _needle(words: tuple[str, ...], arabic: tuple[str, ...]) -> re.Pattern:
    """Word beginnings one of which a text must hold for a pattern to be worth running on it (a fast first
    look); Arabic words anywhere (they take prefixes: و، ب)."""
    return re.compile(r"\b(?:" + "|".join(map(re.escape, words)) + ")|"
                      + "|".join(re.escape(fold(word)) for word in arabic))


def _arabic(*words: str) -> str:
    """Arabic words as `fold` leaves them (hamza and vowel marks dropped), as a regex group."""
    return "(" + "|".join(re.escape(fold(word)) for word in words) + ")"


_INJECTION = [  # read in the folded text (see `fold`), in Greek, English, German, French and Arabic
    ("instructions", _needle(("ignor", "disregard", "forget", "override", "vergiss", "missacht", "oubli", "αγνοη",
                              "ξεχασ"), ("تجاهل", "انس")), _folded_pattern(
        r"\b(ignore|disregard|forget|override|ignoriere|ignorier|vergiss|missachte|ignorez|oubliez|"
        r"oublie|αγνοησε|αγνοηστε|ξεχασε|ξεχαστε)\b.{0,60}\b(previous|prior|above|earlier|all|other|"
        r"vorherigen?|bisherigen?|obigen?|alle[ns]?|precedentes?|anterieures?|toutes|προηγουμεν\w*|ολες)\b.{0,60}"
        r"\b(instructions?|prompts?|rules|directions|anweisungen|regeln|anleitungen|consignes|regles|οδηγιες|"
        r"κανονες)\b|"
        + _arabic("تجاهل", "انس") + r"\s.{0,60}" + _arabic("التعليمات", "الأوامر", "القواعد"))),
    ("addressed to an AI", _needle(("ai", "llm", "assistant", "model", "chatbot", "ki", "assistent",
                                    "ia", "modele", "sprachmodell", "τεχνητη", "βοηθο", "μοντελο"),
                                   ("الذكاء", "المساعد", "النموذج")),
     _folded_pattern(
        r"\b(note|message|instructions?|notice|reminder)\s+(to|for)\s+(the\s+|any\s+)?(ai|llm|assistant|model|"
        r"language model|chatbot)\b|\bdear\s+(ai|assistant|model)\b|\b(ai|llm)[\s-]assistant\b"
        r"|\b(you are|you're) (an? )?(ai|assistant|language model|llm)\b|\b(hinweis|nachricht|anweisung)\w*\s+(an|fur)"
        r"\s+(die|den|das|jede[ns]?)?\s*(ki|assistent\w*|sprachmodell\w*|modell)\b|\bki[\s-]assistent|"
        r"\b(note|message|consignes?|remarque)\s+(a|pour)\s+(l'|l’|le\s+|la\s+)?(ia|assistant|modele)\b|"
        r"\bassistant\s+(ia|d'ia|d’ia)\b|\b(σημειωση|μηνυμα|οδηγια|οδηγιες)\s+(προς|για)\s+(το\s+|τον\s+|την\s+)?"
        r"(ai|τεχνητη νοημοσυνη|βοηθο|μοντελο|γλωσσικο μοντελο)|\bβοηθ(ος|ε) τεχνητης νοημοσυνης|"
        + _arabic("ملاحظة", "رسالة", "تعليمات", "تنبيه") + r"\s+(" + fold("إلى") + r"\s*|ل)"
        + _arabic("الذكاء الاصطناعي", "المساعد", "النموذج") + "|" + _arabic("مساعد الذكاء الاصطناعي", "أيها المساعد",
                                                                          "أيها النموذج"))),
    ("always keep", _needle(("always", "keep", "rank", "put", "list", "immer", "stets", "unbedingt", "behalt",
                             "nimm", "nehmt", "toujours", "παντα"), ("دائمًا", "دوما")), _folded_pattern(
        r"\balways\s+(keep|rank|include|select|return|list|choose|put|cite)\b|"
        r"\b(keep|rank|put|list)\s+(this|it|me|this article)\s+(first|on top|at the top|highest)\b|"
        r"\b(immer|stets|unbedingt)\s+(\w+\s+){0,3}(behalten|aufnehmen|auswahlen|zuerst|an erster stelle)\b|"
        r"\b(behalte|behaltet|nimm|nehmt)\s+(\w+\s+){0,2}(immer|stets)\b|"
        r"\btoujours\s+(\w+\s+){0,2}(garder|conserver|inclure|classer|retenir|selectionner|en premier)\b|"
        r"\b(gardez|garde|conservez|conserve|retenez|incluez|classez)\s+(\w+\s+){0,2}toujours\b|"
        r"\bπαντα\s+(να\s+)?(κρατα|κρατας|κρατησε|κρατατε|συμπεριλαμβαν|περιλαμβαν|επιλεγ|καταταξ|βαζ)\w*|"
        r"\b(κρατα|κρατησε|κρατατε|κρατηστε|συμπεριλαβε|επελεξε)\s+(\w+\s+){0,2}παντα\b|"
        + _arabic("دائمًا", "دوما") + r"\s+(\S+\s+)?" + _arabic("احتفظ", "أدرج", "ضع", "رتب", "اختر") + "|"
        + _arabic("احتفظ", "أدرج", "اختر") + r"\s+(\S+\s+){0,2}" + _arabic("دائمًا", "دوما"))),
]


def _latin(folded: str) -> str:
    """Folded text with Cyrillic and Greek look-alikes of Latin letters read as Latin, where a word mixes them
    with Latin letters (text in Greek or Cyrillic alone stays as it is)."""
    return folded.translate(_LOOK_ALIKES) if _MIXED.search(folded) else folded


@lru_cache(maxsize=1)
def _roles() -> frozenset[str]:
    """The role names a chat prompt gives its turns, folded."""
    roles = {fold(word) for word in ROLE_WORDS}
    return frozenset(roles | {_latin(role) for role in roles})


@lru_cache(maxsize=1)
def _section_labels() -> frozenset[str]:
    """The section labels of every prompt language (`Case`, `Υπόθεση`, `Fall`, `القضية` ...), folded, with
    sections a prompt could have beside them and the role names."""
    from .llm import prompts  # the prompts say which labels they use: one place for them

    labels = {fold(word) for word in (*SECTION_WORDS, *ROLE_WORDS)}
    for language in prompts.languages():
        labels.update(fold(label) for label in prompts.section_labels(language))
    return frozenset(labels | {_latin(label) for label in labels})


def structure(line: str) -> Optional[str]:
    """What in the prompt's own structure a line of article text imitates ("forged marker", "role header",
    "forged article header", "forged section"), read in every Unicode form; None when it imitates nothing."""
    return _folded_structure(fold(line))


def _folded_structure(folded: str) -> Optional[str]:
    """`structure` of a line already folded."""
    start = _LEADING.sub("", folded)
    if ":" not in start[:60] and "::" not in start and not _TRIGGERS.search(start):
        return None  # prose: no label, id, marker or token could be in it
    for form in dict.fromkeys((start, _latin(start))):
        if _MARKER.search(form) or _MARKER.search(folded):
            return "forged marker"
        if _CHAT_TEMPLATE.search(form):
            return "role header"
        label = form.split(":", 1)[0].strip() if ":" in form[:60] else ""
        if label and label in _section_labels():
            return "role header" if label in _roles() else "forged section"
        if _FORGED_HEADER.match(form):
            return "forged article header"
    return None


def imitates_prompt(line: str) -> bool:
    """Whether a line of article text could pass for part of a prompt: its structure (see `structure`), or
    a line opening like an article header ("Article 5", "Άρθρο 12", "[3]", "X::1"), defused before a prompt."""
    start = _LEADING.sub("", fold(line))
    return structure(line) is not None or bool(_HEADER.match(start) or _HEADER.match(_latin(start)))


def hidden_characters(text: str) -> list[str]:
    """The code points (as U+XXXX) of control and format characters in `text`: invisible, or not text."""
    return sorted({f"U+{ord(c):04X}" for c in text if unicodedata.category(c) in _HIDDEN_CATEGORIES})


def clean_id(raw: str) -> tuple[str, Optional[Message]]:
    """`raw` NFC-normalised, and why it cannot be an id (None when it can)."""
    text = unicodedata.normalize("NFC", raw)
    hidden = hidden_characters(text)
    if hidden:
        return text, Message("corpus.id_hidden_characters", {"id": raw, "characters": ", ".join(hidden)})
    return text, None


def split_article_id(article_id: str) -> tuple[str, str, Optional[Message]]:
    """(source, article) of `SOURCE::ARTICLE`, with exactly one separator and both parts non-empty."""
    parts = article_id.split(ARTICLE_SEPARATOR)
    if len(parts) != 2 or not parts[0] or not parts[1] or parts[0].endswith(":") or parts[1].startswith(":"):
        return "", "", Message("corpus.id_form", {"id": article_id})
    return parts[0], parts[1], None


def size_problem(article_id: str, text: str, limit: int = MAX_ARTICLE_CHARS) -> Optional[Message]:
    """Why an article is too long to import (None when it is not)."""
    if len(text) > limit:
        return Message("corpus.article_too_long",
                       {"id": article_id, "length": len(text), "limit": limit})
    return None


def article_limit() -> int:
    """The longest article an import accepts, in characters (ARTHRA_MAX_ARTICLE_CHARS overrides the default)."""
    value = os.environ.get("ARTHRA_MAX_ARTICLE_CHARS", "")
    return int(value) if value.isdigit() and int(value) > 0 else MAX_ARTICLE_CHARS


def injection_signs(*texts: str) -> list[str]:
    """What in the texts reads as addressed to an AI rather than to a reader of the law ([] when nothing), in
    any of the five languages and any Unicode form: instructions, imperatives addressed to an AI ("always
    keep ..."), and lines imitating a prompt's markers, roles, article headers or sections."""
    found: list[str] = []
    for text in texts:
        folded = fold(text or "")
        for form in dict.fromkeys((folded, _latin(folded))):
            found += [name for name, needle, pattern in _INJECTION if needle.search(form) and pattern.search(form)]
        found += [kind for kind in map(_folded_structure, folded.splitlines()) if kind]
    return list(dict.fromkeys(found))


def decode_utf8(data: bytes, path: Path | str) -> tuple[Optional[str], int, Optional[Message]]:
    """(text, 0, '') of UTF-8 bytes (a BOM is dropped), or (None, line, problem) naming where they are not."""
    try:
        return data.decode("utf-8-sig"), 0, None
    except UnicodeDecodeError as exc:
        line = data[:exc.start].count(b"\n") + 1
        return None, line, Message("corpus.not_utf8", {"byte": f"{data[exc.start]:02x}"})
