"""Reading what the LLM answered: JSON where it kept to the format, the papers' line formats where it did not.

Every reader raises ReplyError with a short description of what was wrong; the caller sends that back to
the model once (see `session`) and reports the failure if the second answer is no better.
"""

from __future__ import annotations

import json
import re
import unicodedata
from dataclasses import dataclass
from typing import Optional, Sequence

from models.llm import separate_thinking

FENCE = re.compile(r"```(?:json|JSON)?\s*(.*?)```", re.DOTALL)
ID_PART = r"[^\s\]:|—–-]+"
LINE_ITEM = re.compile(rf"^\s*(?:[-*•]|\d+[.)])?\s*\[?(?P<id>{ID_PART}(?:::{ID_PART})?)\]?"  # `1. [ID]`, `- ID`
                       r"\s*(?:[:|—–-]+\s*(?P<reason>.*))?$")  # `: reason`, `— reason`, the paper's `ID | reason`
COMPLETE_ITEM = re.compile(r"\{[^{}]*\}")  # an item object of a list cut short by the length limit
NONE_KEPT = re.compile(r"\b(none|no article|κανένα|keines|keine|لا شيء)\b", re.IGNORECASE)
REF = re.compile(r"\bA\d+_[0-9A-Fa-f]+\b")  # a marker ref, A3_1a2b3c4d (see fencing.ref)
QUOTED = re.compile(r"[«\"“„](?P<quote>[^«»\"“”„]{12,})[»\"”]")


class ReplyError(ValueError):
    """The model's answer is not in a usable form; the message says how, for the corrective retry."""


def strip_reasoning(text: str) -> str:
    """The answer without reasoning blocks (<think>...</think>, see models.llm.separate_thinking: a reply
    cached before its thinking was kept apart may hold them) and without a code fence around it."""
    text = separate_thinking(text)[0]
    fenced = FENCE.search(text)
    return fenced.group(1).strip() if fenced else text


def json_object(text: str) -> dict:
    """The first JSON object in the answer."""
    text = strip_reasoning(text)
    start = text.find("{")
    while start != -1:
        try:
            value, _ = json.JSONDecoder().raw_decode(text[start:])
            if isinstance(value, dict):
                return value
        except json.JSONDecodeError:
            pass
        start = text.find("{", start + 1)
    raise ReplyError("it holds no JSON object")


def _strings(value) -> list[str]:
    """A JSON value read as a list of non-empty strings (a single string is split at commas)."""
    if isinstance(value, str):
        value = value.split(",")
    if not isinstance(value, list):
        return []
    return [str(item).strip() for item in value if isinstance(item, (str, int, float)) and _said(str(item))]


def _said(text: str) -> bool:
    """Whether a text says something: not empty, and not the prompt's "..." placeholder copied back."""
    return bool(text.strip(" .…\t\n\"'"))


def keywords(text: str) -> list[str]:
    """Keywords and short phrases: {"keywords": [...]}, or a comma- or line-separated list."""
    try:
        found = _strings(json_object(text).get("keywords"))
    except ReplyError:
        plain = strip_reasoning(text)
        if plain.lstrip().startswith("{"):  # JSON cut short (the reply ran out of tokens): its quoted strings
            found = [word for word in re.findall(r'"([^"\n]+)"', plain) if word != "keywords"]
        else:
            found = [part.strip(" -*•\t\"'") for part in re.split(r"[,\n;]", plain)]
    unique = list(dict.fromkeys(word for word in found if _said(word)))
    if not unique:
        raise ReplyError('it gives no keywords; expected {"keywords": ["...", "..."]}')
    return unique


def prose(text: str, key: str = "text") -> str:
    """A passage of text: {"text": "..."}, or the answer itself when it is plain prose."""
    try:
        value = json_object(text).get(key)
        found = value.strip() if isinstance(value, str) else ""
    except ReplyError:
        found = strip_reasoning(text)
        cut_short = re.match(rf'\s*\{{\s*"{key}"\s*:\s*"(?P<text>.*)', found, re.DOTALL)
        if cut_short:  # JSON that ran out of tokens: the text it had written so far
            found = cut_short.group("text").rstrip('"} \n').replace('\\"', '"').replace("\\n", "\n").strip()
    if not _said(found) or found.startswith("{"):
        raise ReplyError(f'it gives no text; expected {{"{key}": "..."}} with the text in place of the dots')
    return found


def query(text: str) -> str:
    """A keyword query: {"query": "..."}, or the first line of a plain answer (a list of terms is joined)."""
    try:
        value = json_object(text).get("query")
        found = " ".join(_strings(value)) if isinstance(value, list) else \
            value.strip() if isinstance(value, str) else ""
    except ReplyError:
        lines = [line.strip() for line in strip_reasoning(text).splitlines() if line.strip()]
        found = re.sub(r"^\w+\s*:\s*", "", lines[0]) if lines else ""
    if not _said(found):
        raise ReplyError('it gives no query; expected {"query": "..."} with the query in place of the dots')
    return found


@dataclass(frozen=True)
class Kept:
    """An article the model kept, with its reason."""

    id: str
    reason: str


class IdResolver:
    """Maps what the model wrote for an article to the article shown under that marker ref in this call. The
    ref binds the decision: an id alone (a real one included), a bare number or a ref of another call names
    nothing, and an id written beside a ref must be the one shown under it. Text inside an article may name
    any id or number, so only what the call itself showed can carry a decision."""

    def __init__(self, ids: Sequence[str], refs: dict[str, str]):
        self.ids = list(ids)
        self._by_ref = {reference.casefold(): doc_id for reference, doc_id in refs.items()
                        if doc_id in self.ids}

    @staticmethod
    def _key(written: str) -> str:
        return unicodedata.normalize("NFC", re.sub(r"\s+", "", written.strip().strip("[]()\"'.,<>"))).casefold()

    def resolve(self, written) -> Optional[str]:
        text = unicodedata.normalize("NFKC", str(written)).strip()
        named = REF.findall(text)
        if len({r.casefold() for r in named}) != 1 or named[0].casefold() not in self._by_ref:
            return None
        doc_id = self._by_ref[named[0].casefold()]
        rest = REF.sub(" ", re.sub(r"<<<\s*ARTICLE|>>>", " ", text)).split(" — ")[0]
        ids = [token for token in rest.split() if "::" in token]
        if any(self._key(token) != self._key(doc_id) for token in ids):
            return None  # the ref of one article beside the id of another: a decision for neither
        return doc_id


def kept_articles(text: str, shown: Sequence[str], refs: dict[str, str]
                  ) -> tuple[list[Kept], list[str]]:
    """The observer's decisions ({"keep": [{"id", "reason"}]} or lines `REF: reason`, `REF | reason`) as the kept
    articles among those `shown`, each named by the marker ref it was shown under (see IdResolver), and what it
    wrote that names no article shown under its ref (discarded and counted)."""
    resolver = IdResolver(shown, refs)
    try:
        items = _keep_items(text)
    except ReplyError as exc:
        plain = strip_reasoning(text)
        lines = [(m.group("id"), m.group("reason") or "") for m in map(LINE_ITEM.match, plain.splitlines()) if m]
        items = [(written, reason) for written, reason in lines if resolver.resolve(written) or "::" in written]
        if not items and NONE_KEPT.search(plain):
            return [], []
        if not any(resolver.resolve(written) for written, _ in items):
            raise exc
    kept, invented, seen = [], [], set()
    for written, reason in items:
        if written is None or str(written).strip() == "":
            continue
        doc_id = resolver.resolve(written)
        if doc_id is None:
            invented.append(str(written))
        elif doc_id not in seen:
            seen.add(doc_id)
            kept.append(Kept(doc_id, str(reason or "").strip()))
    return kept, invented


def _keep_items(text: str) -> list[tuple]:
    """(id, reason) pairs of a {"keep": [...]} reply; from a reply cut short, the items it completed."""
    try:
        data = json_object(text)
        if "keep" not in data or not isinstance(data["keep"], list):
            raise ReplyError('it has no "keep" list; expected {"keep": [{"id": "...", "reason": "..."}]}')
    except ReplyError:
        plain = strip_reasoning(text)
        if '"keep"' not in plain:
            raise
        complete = [match.group(0) for match in COMPLETE_ITEM.finditer(plain.split('"keep"', 1)[1])]
        data = {"keep": [json.loads(item) for item in complete if _loads(item)]}
        if not data["keep"]:
            raise
    return [(item.get("id"), item.get("reason", "")) if isinstance(item, dict) else (item, "") for item in data["keep"]]


def _loads(text: str) -> bool:
    try:
        return isinstance(json.loads(text), dict)
    except json.JSONDecodeError:
        return False


def ranked_ids(text: str, shown: Sequence[str], refs: dict[str, str]
               ) -> tuple[list[str], list[str]]:
    """Articles in the model's order ({"ids": [...]} or a comma- or line-separated list of refs) among those
    `shown`, each named by the marker ref it was shown under, and what it wrote that names none (discarded)."""
    resolver = IdResolver(shown, refs)
    try:
        written = _strings(json_object(text).get("ids"))
        if not written and "ids" not in json_object(text):
            raise ReplyError('it has no "ids" list; expected {"ids": ["...", "..."]}')
    except ReplyError:
        written = [part.strip(" -*•\t") for part in re.split(r"[,\n;]", strip_reasoning(text)) if part.strip()]
        if not any(resolver.resolve(item) for item in written):
            raise ReplyError('it names none of the articles shown; expected {"ids": ["...", "..."]}') from None
    ordered, invalid = [], []
    for item in written:
        doc_id = resolver.resolve(item)
        if doc_id is None:
            invalid.append(item)
        elif doc_id not in ordered:
            ordered.append(doc_id)
    return ordered, invalid


@dataclass(frozen=True)
class Issue:
    """One disputed legal issue of a case, with its three search channels and, when routed, its law."""

    issue: str
    paraphrase: str
    keywords: str
    chapter: str  # what the model wrote for the table-of-contents entry (usually its number)
    source: str = ""


def issues(text: str, limit: int) -> list[Issue]:
    """The decomposition: {"issues": [{"issue", "paraphrase", "keywords", "chapter", "source"?}, ...]}."""
    data = json_object(text)
    found = []
    for item in data.get("issues") or []:
        if not isinstance(item, dict):
            continue
        paraphrase = str(item.get("paraphrase") or "").strip()
        words = " ".join(_strings(item.get("keywords")))
        if paraphrase or words:
            found.append(Issue(str(item.get("issue") or paraphrase).strip(), paraphrase, words,
                               str(item.get("chapter") or "").strip(), str(item.get("source") or "").strip()))
    if not found:
        raise ReplyError('it lists no issue with a paraphrase or keywords; expected {"issues": [{"issue": "...", '
                         '"paraphrase": "...", "keywords": ["..."], "chapter": 1}]}')
    return found[:limit]


def quotes(reason: str) -> list[str]:
    """Passages a rationale puts in quotation marks (at least a dozen characters long)."""
    return [m.group("quote").strip() for m in QUOTED.finditer(reason)]


def quote_found(quote: str, text: str) -> bool:
    """Whether a quoted passage appears in the article, ignoring case, accents, spacing and punctuation."""
    return _plain(quote) in _plain(text)


def _plain(text: str) -> str:
    decomposed = unicodedata.normalize("NFD", text.casefold())
    return " ".join(re.sub(r"[^\w]+", " ", "".join(c for c in decomposed if not unicodedata.combining(c))).split())
