"""Article text fenced for a prompt: text read from a corpus is data, and must not be able to pass for the
prompt's own structure.

Each call has its own tag, a hash of exactly what it shows; an article is shown between `<<<ARTICLE ref>>>`
and `<<<END ref>>>` markers whose ref holds that tag. To forge a marker, an article's text would have to
contain the hash of itself: it cannot, yet the same articles get the same tag, so the LLM cache and the
server's prompt cache still answer a repeated call. Inside the text, every line that imitates the prompt
(read NFKC-folded, so fullwidth and look-alike letters count: see `textguard.structure`) is defused: a
marker, a role token or chat-template marker, an article header with an id or number, a section label of
any prompt language with or without text after it. Replies name articles by their marker ref, and a
decision applies only to the article shown under that ref in that call (see `replies.IdResolver`).
"""

from __future__ import annotations

import hashlib
import json
import re
import unicodedata

from ..textguard import imitates_prompt, structure

TAG_CHARS = 8  # hex digits of the per-call tag
DEFUSED = "› "  # what a line imitating the prompt opens with: it reads as quoted text, never as structure
_MARKER_LOOKALIKE = re.compile(r"<{2,}|>{2,}|[≪≫⟪⟫《》]")
_ROLE_TOKEN = re.compile(r"<\||\|>|\[(/?INST)\]|<(/?s|/?SYS|start_of_turn|end_of_turn)>", re.IGNORECASE)
_NUMBERED_HEADER = re.compile(r"^(\s*)\[(\d+)\]")
_BARE_LABEL = re.compile(r"^\s*[^\n]{1,40}:\s*$")  # a line that is only a label: a section could follow


def call_tag(shown: list[tuple[str, ...]]) -> str:
    """The tag of a call that shows these articles (their id, title and text, in order)."""
    digest = hashlib.sha256(json.dumps(shown, ensure_ascii=False).encode("utf-8"))
    return digest.hexdigest()[:TAG_CHARS]


def ref(number: int, tag: str) -> str:
    """The reference of the `number`th article shown in a call with `tag`."""
    return f"A{number}_{tag}"


def _defused_tokens(line: str) -> str:
    line = _MARKER_LOOKALIKE.sub(lambda m: "".join("‹" if c in "<≪⟪《" else "›" for c in m.group()), line)
    line = _ROLE_TOKEN.sub(lambda m: m.group().replace("<", "‹").replace(">", "›").replace("[", "(")
                           .replace("]", ")"), line)
    return _NUMBERED_HEADER.sub(r"\1(\2)", line)


def neutralised_line(line: str) -> str:
    """One line of article text as a prompt shows it: defused (in its NFKC form, so a fullwidth marker is seen
    for what it is) when it imitates the prompt, else with any marker look-alike or role token defused."""
    if imitates_prompt(line) or _BARE_LABEL.match(line):
        return _defused_whole(line)
    return _tokens_defused(line)


def inline(text: str) -> str:
    """Corpus text shown inside one line of a prompt (a table-of-contents entry, a law's title): joined into one
    line, defused whole where it imitates the prompt's structure, else its marker look-alikes and role tokens
    (an id opening it is the entry's own, as the prompt writes it)."""
    line = " ".join(text.split())
    return _defused_whole(line) if structure(line) else _tokens_defused(line)


def _defused_whole(line: str) -> str:
    return DEFUSED + _defused_tokens(unicodedata.normalize("NFKC", line).lstrip())


def _tokens_defused(line: str) -> str:
    folded = unicodedata.normalize("NFKC", line)
    return _defused_tokens(folded if _defused_tokens(folded) != folded else line)


def neutralised(text: str) -> str:
    """`text` with every line that imitates the prompt's structure defused (its words kept)."""
    return "\n".join(neutralised_line(line) for line in text.split("\n"))


def fenced(reference: str, article_id: str, title: str, text: str) -> str:
    """An article as a prompt shows it: its markers, id and title, then its neutralised text."""
    return (f"<<<ARTICLE {reference}>>> {article_id} — {neutralised(title)}\n{neutralised(text)}\n"
            f"<<<END {reference}>>>")
