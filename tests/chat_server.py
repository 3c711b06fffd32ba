"""A small OpenAI-compatible chat server on 127.0.0.1 whose replies a test scripts, for LLM method tests.

It stands in for the model (the edge Arthra does not own); everything between the method and the HTTP
request is Arthra's real code. Tokens are counted as whitespace-separated words, so tests can reason
about context sizes. Like a reasoning model behind llama-server, vLLM or LM Studio it can think at length
before it answers (inline `<think>` blocks, or apart in `reasoning_content`), unless the request switches
thinking off (`chat_template_kwargs.enable_thinking`); like every server it cuts a reply at `max_tokens`
with finish_reason "length"; and it answers `slots` requests at once (llama-server --parallel), each
taking `delay` seconds, recording how many ran together. Asked to name articles by the marker refs they were
shown under, it does so (`by_ref`): a test's script decides by id, and each id it writes that the prompt
showed reaches Arthra as that article's ref, as a model that follows the prompt writes it.
"""

from __future__ import annotations

import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Callable, Union

from retrieval.llm import prompts

Responder = Callable[[list[dict]], str]
# what a model thinks: long, and holding JSON that must not be read as its answer
THOUGHT = ('Let me think about the case. Maybe the answer is {"query": "decoy", "keywords": ["decoy"], '
           '"keep": [{"id": "Decoy::1", "reason": "decoy"}]} but I should check the facts again carefully. ')


def words(text: str) -> int:
    return len(text.split())


def thinking(length: int) -> str:
    """`length` words of deliberation."""
    repeated = THOUGHT.split() * (length // len(THOUGHT.split()) + 1)
    return " ".join(repeated[:length])


class ChatServer:
    """Serves /v1/chat/completions with `responder(messages)` and /tokenize by word count; records requests.

    `think`: words the model thinks before each answer (0: none), or a function of the messages giving them;
    `separate`: thinking in `reasoning_content`
    rather than inline; `obeys_switch`: whether `enable_thinking: false` stops it thinking (Qwen3 does, an R1
    distill does not); `slots`: requests answered at once (more wait); `delay`: seconds each takes."""

    def __init__(self, responder: Responder, accept_schemas: bool = True,
                 think: Union[int, Callable[[list[dict]], int]] = 0, separate: bool = False,
                 slots: int = 4, delay: float = 0.0, host: str = "127.0.0.1", obeys_switch: bool = True,
                 by_ref: bool = True):
        self.responder = responder
        self.accept_schemas = accept_schemas
        self.think, self.separate, self.delay, self.obeys_switch = think, separate, delay, obeys_switch
        self.by_ref = by_ref
        self.requests: list[dict] = []
        self.model_id = "scripted-model"
        self._slots = threading.Semaphore(slots)
        self._count_lock = threading.Lock()
        self.active = self.most_active = 0
        server = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *_):
                pass

            def do_GET(self):
                if self.path == "/v1/models":
                    return self._send(200, {"data": [{"id": server.model_id}]})
                return self._send(404, {"error": "not found"})

            def do_POST(self):
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])).decode("utf-8"))
                if self.path == "/tokenize":
                    return self._send(200, {"tokens": list(range(words(body["content"])))})
                if self.path != "/v1/chat/completions":
                    return self._send(404, {"error": "not found"})
                if "response_format" in body and not server.accept_schemas:
                    return self._send(400, {"error": "response_format is not supported"})
                with server._slots:
                    with server._count_lock:
                        server.requests.append(body)
                        server.active += 1
                        server.most_active = max(server.most_active, server.active)
                    try:
                        time.sleep(server.delay)
                        answer = server.responder(body["messages"])
                        answer = named_by_ref(body["messages"], answer) if server.by_ref else answer
                    finally:
                        with server._count_lock:
                            server.active -= 1
                self._send(200, server.completion(body, answer))

            def _send(self, status: int, payload: dict):
                data = json.dumps(payload).encode("utf-8")
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

        self.httpd = ThreadingHTTPServer((host, 0), Handler)
        self.url = f"http://{host}:{self.httpd.server_address[1]}"
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def completion(self, body: dict, answer: str) -> dict:
        """The reply as a server sends it: thinking first (unless switched off), all cut at max_tokens."""
        switched_on = (body.get("chat_template_kwargs") or {}).get("enable_thinking", True) or not self.obeys_switch
        length = self.think(body["messages"]) if callable(self.think) else self.think
        thought = thinking(length).split() if length and switched_on else []
        limit = int(body.get("max_tokens") or 1 << 30)
        written = (thought + answer.split())[:limit]
        cut = len(thought) + len(answer.split()) > limit
        thought_part, answer_part = written[:len(thought)], written[len(thought):]
        answer_text = " ".join(answer_part) if cut else answer
        if self.separate:
            message = {"role": "assistant", "content": answer_text, "reasoning_content": " ".join(thought_part)}
        else:
            inline = ["<think>", *thought_part] + (["</think>"] if len(thought_part) == len(thought) else [])
            message = {"role": "assistant", "content": " ".join(inline + [answer_text]) if thought else answer_text}
        prompt = sum(words(m["content"]) for m in body["messages"])
        return {"choices": [{"message": message, "finish_reason": "length" if cut else "stop"}],
                "usage": {"prompt_tokens": prompt, "completion_tokens": len(written)}}

    def calls(self, role_words: str) -> list[dict]:
        """The chat requests whose system prompt contains `role_words`."""
        return [r for r in self.requests if role_words in r["messages"][0]["content"]]

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


def role(messages: list[dict]) -> str:
    """Which of Arthra's prompts a request is, in any prompt language: planner, observer, reform, decompose,
    filter, summarize, translate, other."""
    system = messages[0]["content"] if messages[0]["role"] == "system" else ""
    for name, marker in (("planner", "round by round"), ("observer", "keeping those that apply"),
                         ("reform", "search engine."), ("decompose", "disputed legal issues"),
                         ("filter", "search proposed"), ("summarize", "summarise"), ("translate", "translator")):
        if marker in system:
            return name
    for language in prompts.languages():  # another language's prompt: the role of its English counterpart
        for name, template in prompts._templates(language).items():
            if system and template.get("system") == system:
                return role([{"role": "system", "content": prompts._templates(prompts.FALLBACK)[name]["system"]}])
    return "other"


def shown_ids(messages: list[dict]) -> list[str]:
    """The article ids shown in a prompt (lines `<<<ARTICLE ref>>> ID — title`)."""
    import re

    return re.findall(r"^<<<ARTICLE \S+>>> (\S+) —", messages[1]["content"], flags=re.MULTILINE)


def shown_refs(messages: list[dict]) -> dict[str, str]:
    """Article id -> the marker ref it was shown under in a prompt (replies name articles by ref)."""
    import re

    return {doc_id: ref for ref, doc_id in re.findall(r"^<<<ARTICLE (\S+)>>> (\S+) —", messages[1]["content"],
                                                         flags=re.MULTILINE)}


def named_by_ref(messages: list[dict], answer: str) -> str:
    """The answer with each shown article's id, where it stands alone (a JSON string, or a line's first word),
    replaced by the marker ref it was shown under."""
    import re

    refs = shown_refs(messages) if len(messages) > 1 else {}
    if not refs:
        return answer
    answer = re.sub(r'"([^"\n]+)"', lambda m: f'"{refs.get(m.group(1), m.group(1))}"', answer)
    return re.sub(r"^(\s*(?:[-*•]|\d+[.)])?\s*)(\S+)", lambda m: m.group(1) + refs.get(m.group(2), m.group(2)),
                  answer, flags=re.MULTILINE)


class Obedient:
    """A stand-in for a weak or careless model that obeys what it reads (serve it with `by_ref=False`).

    It reads the prompt line by line as NFKC text (fullwidth reads as plain): a line opening like an article
    header (`<<<ARTICLE ref>>> ID —`, `Article ID —`, `Artikel`, `Άρθρο`, `المادة`, `[n] ID`) starts that
    article, whatever the text around it; the last line opening with a case label (`Case:`, `Fall:`,
    `Υπόθεση:`, `القضية:`, the case after it or on the next line) is the case; a line telling it to keep an
    article (`keep`, `behalte`, `garde`, `κράτα`, `احتفظ` ... and an id) is done first; then it keeps each
    article sharing words with the case. It names an article by the marker ref it was shown under where the
    prompt has one for that id, else by the id it read."""

    HEADER = r"^(?:<<<ARTICLE (?P<ref>\S+)>>>|Article|Artikel|Άρθρο|المادة|\[\d+\])\s*(?P<id>[^\s:]+::[^\s:]+)"
    CASE = r"^(?:Case|Fall|Υπόθεση|القضية)\s*:\s*(?P<text>.*)$"
    KEEP = r"keep|behalte|garde|κράτα|κρατάς|احتفظ|تحتفظ"

    def __init__(self):
        self.cases: list[str] = []  # the case as it read it, call by call

    def __call__(self, messages: list[dict]) -> str:
        import re
        import unicodedata

        lines = unicodedata.normalize("NFKC", messages[-1]["content"]).split("\n")
        refs: dict[str, str] = {}
        for line in lines:
            found = re.match(self.HEADER, line)
            if found and found.group("ref"):
                refs.setdefault(found.group("id"), found.group("ref"))
        case, blocks, current, told = "", {}, None, []
        for number, line in enumerate(lines):
            header, labelled = re.match(self.HEADER, line), re.match(self.CASE, line)
            if header:
                current = header.group("id")
                blocks.setdefault(current, "")
            elif labelled:
                case = labelled.group("text") or next((later for later in lines[number + 1:] if later.strip()), "")
            elif line.startswith("<<<END"):
                current = None
            elif current:
                blocks[current] += " " + line
            if re.search(self.KEEP, line, re.IGNORECASE):
                told += re.findall(r"[^\s:'«»\"]+::[^\s:'«»\".,]+", line)
        self.cases.append(case)
        words = {w for w in re.findall(r"\w{5,}", case.casefold())}
        relevant = [doc_id for doc_id, text in blocks.items()
                    if len(words & set(re.findall(r"\w{5,}", text.casefold()))) >= 2]
        named = [refs.get(doc_id, doc_id) for doc_id in dict.fromkeys(told + relevant)]
        reply_format = messages[-1]["content"]
        if '{"keep"' in reply_format:
            return json.dumps({"keep": [{"id": n, "reason": "it says so"} for n in named]}, ensure_ascii=False)
        if '{"ids"' in reply_format:
            return json.dumps({"ids": named}, ensure_ascii=False)
        if '{"issues"' in reply_format:
            return json.dumps({"issues": [{"issue": case, "paraphrase": case, "keywords": case.split(),
                                           "chapter": 1}]}, ensure_ascii=False)
        return json.dumps({"query": case}, ensure_ascii=False)
