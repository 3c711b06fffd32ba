"""Article text fenced for a prompt: text read from a corpus is data, and must not be able to pass for the
prompt's own structure.

Each call has its own tag, a hash of exactly what it shows; an article is shown between `<<<ARTICLE ref>>>`
and `<<<END ref>>>` markers whose ref holds that tag. To forge a marker, an article's text would have to
contain the hash of itself: it cannot, yet the same articles get the same tag, so the LLM cache and the
server's prompt cache still answer a repeated call. Inside the text, anything
that looks like a marker, a role header or one of the prompt's own article headers or sections is
neutralised. Replies refer to articles by id (or ref) and are checked against what was shown.
"""

from __future__ import annotations

import hashlib
import json
import re

TAG_CHARS = 8  # hex digits of the per-call tag
_MARKER_LOOKALIKE = re.compile(r"<{2,}|>{2,}")
_ROLE_TOKEN = re.compile(r"<\|")
_NUMBERED_HEADER = re.compile(r"^(\s*)\[(\d+)\]", re.MULTILINE)
_SECTION = re.compile(r"^(\s*)(?=[^\n]{1,40}:\s*$)", re.MULTILINE)


def call_tag(shown: list[tuple[str, ...]]) -> str:
    """The tag of a call that shows these articles (their id, title and text, in order)."""
    digest = hashlib.sha256(json.dumps(shown, ensure_ascii=False).encode("utf-8"))
    return digest.hexdigest()[:TAG_CHARS]


def ref(number: int, tag: str) -> str:
    """The reference of the `number`th article shown in a call with `tag`."""
    return f"A{number}_{tag}"


def neutralised(text: str) -> str:
    """`text` with look-alike markers, role tokens, numbered article headers and section headers defused."""
    text = _MARKER_LOOKALIKE.sub(lambda m: ("‹" if m.group()[0] == "<" else "›") * len(m.group()), text)
    text = _ROLE_TOKEN.sub("‹|", text)
    text = _NUMBERED_HEADER.sub(r"\1(\2)", text)
    return _SECTION.sub(r"\1› ", text)


def fenced(reference: str, article_id: str, title: str, text: str) -> str:
    """An article as a prompt shows it: its markers, id and title, then its neutralised text."""
    return (f"<<<ARTICLE {reference}>>> {article_id} — {neutralised(title)}\n{neutralised(text)}\n"
            f"<<<END {reference}>>>")
