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
from pathlib import Path
from typing import Optional

from .messages import Message
from .types import ARTICLE_SEPARATOR

MAX_ARTICLE_CHARS = 2_000_000  # the longest statute articles run to tens of thousands of characters
_HIDDEN_CATEGORIES = {"Cc", "Cf", "Cs", "Co", "Cn"}  # control, format (zero-width, BOM), surrogate, private, unassigned
_INJECTION = [
    ("instructions", re.compile(r"\b(ignore|disregard|forget)\b.{0,40}\b(previous|prior|above|earlier|all)\b.{0,40}"
                                r"\b(instructions?|prompts?|rules|directions)\b", re.IGNORECASE | re.DOTALL)),
    ("instructions", re.compile(r"αγνό(ησε|ήστε).{0,40}οδηγ", re.IGNORECASE | re.DOTALL)),
    ("role header", re.compile(r"(^|\n)\s*(system|assistant|user|developer)\s*:", re.IGNORECASE)),
    ("role header", re.compile(r"<\|?(im_start|im_end|system|assistant|start_header_id|eot_id)\|?>", re.IGNORECASE)),
    ("forged article header", re.compile(rf"(^|\n)\s*\[\d+\]\s*\S+{ARTICLE_SEPARATOR}\S+")),
    ("forged section", re.compile(r"(^|\n)\s*(Case|Articles|Articles proposed|Υπόθεση|Άρθρα)\s*:\s*($|\n)",
                                  re.IGNORECASE)),
    ("forged marker", re.compile(r"<<<?\s*/?\s*(ARTICLE|END)[-_ A-Z0-9]*>>>?", re.IGNORECASE)),
]


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
    """What in the texts reads as addressed to an AI rather than to a reader of the law ([] when nothing)."""
    found: list[str] = []
    for text in texts:
        for name, pattern in _INJECTION:
            if name not in found and pattern.search(text or ""):
                found.append(name)
    return found


def decode_utf8(data: bytes, path: Path | str) -> tuple[Optional[str], int, Optional[Message]]:
    """(text, 0, '') of UTF-8 bytes (a BOM is dropped), or (None, line, problem) naming where they are not."""
    try:
        return data.decode("utf-8-sig"), 0, None
    except UnicodeDecodeError as exc:
        line = data[:exc.start].count(b"\n") + 1
        return None, line, Message("corpus.not_utf8", {"byte": f"{data[exc.start]:02x}"})
