"""A small OpenAI-compatible chat server on 127.0.0.1 whose replies a test scripts, for LLM method tests.

It stands in for the model (the edge Arthra does not own); everything between the method and the HTTP
request is Arthra's real code. Tokens are counted as whitespace-separated words, so tests can reason
about context sizes.
"""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Callable

Responder = Callable[[list[dict]], str]


def words(text: str) -> int:
    return len(text.split())


class ChatServer:
    """Serves /v1/chat/completions with `responder(messages)` and /tokenize by word count; records requests."""

    def __init__(self, responder: Responder, accept_schemas: bool = True):
        self.responder = responder
        self.accept_schemas = accept_schemas
        self.requests: list[dict] = []
        self.model_id = "scripted-model"
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
                server.requests.append(body)
                text = server.responder(body["messages"])
                prompt = sum(words(m["content"]) for m in body["messages"])
                self._send(200, {"choices": [{"message": {"role": "assistant", "content": text}}],
                                 "usage": {"prompt_tokens": prompt, "completion_tokens": words(text)}})

            def _send(self, status: int, payload: dict):
                data = json.dumps(payload).encode("utf-8")
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}"
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def calls(self, role_words: str) -> list[dict]:
        """The chat requests whose system prompt contains `role_words`."""
        return [r for r in self.requests if role_words in r["messages"][0]["content"]]

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


def role(messages: list[dict]) -> str:
    """Which of Arthra's English prompts a request is: planner, observer, reform, decompose, filter, other."""
    system = messages[0]["content"] if messages[0]["role"] == "system" else ""
    for name, marker in (("planner", "round by round"), ("observer", "keeping those that apply"),
                         ("reform", "search engine."), ("decompose", "disputed legal issues"),
                         ("filter", "search proposed"), ("summarize", "summarise"), ("translate", "translator")):
        if marker in system:
            return name
    return "other"


def shown_ids(messages: list[dict]) -> list[str]:
    """The article ids shown in a prompt (lines `<<<ARTICLE ref>>> ID — title`)."""
    import re

    return re.findall(r"^<<<ARTICLE \S+>>> (\S+) —", messages[1]["content"], flags=re.MULTILINE)
