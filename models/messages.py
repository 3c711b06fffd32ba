"""Coded user-facing messages, the catalogue of their English texts, and the model runtimes' own texts.

The lowest layer holds the mechanism so that every layer can raise coded errors: the model runtimes' texts are
below, the engine adds its own (retrieval.messages), and the app translates any code (desktop.texts).
"""

from __future__ import annotations

import string
from dataclasses import dataclass, field
from typing import Any, Mapping, TypeVar

ENGLISH_SEPARATORS = (",", ".")  # how English writes a number's thousands and decimals: 2,652.5

TEXTS: dict[str, str] = {}  # every code's English text; each layer adds its own with add_texts


def add_texts(texts: Mapping[str, str]) -> None:
    """Add a layer's English texts to the catalogue; a code already there is refused, so each text has one place."""
    clash = sorted(TEXTS.keys() & texts.keys())
    if clash:
        raise KeyError(f"message codes defined twice: {', '.join(clash)}")
    TEXTS.update(texts)


@dataclass(frozen=True)
class Message:
    """A user-facing text by code and parameters; `str()` gives the English wording."""

    code: str
    params: Mapping[str, Any] = field(default_factory=dict)

    def text(self, texts: Mapping[str, str] = TEXTS, separators: tuple[str, str] = ENGLISH_SEPARATORS) -> str:
        """The message rendered from `texts` (a translation), falling back to the English text, its numbers
        with the language's thousands and decimal `separators`; a parameter that is itself a message is
        rendered the same way."""
        template = texts.get(self.code) or TEXTS[self.code]
        return _CountingFormatter(separators).format(template, **{
            name: value.text(texts, separators) if isinstance(value, Message) else value
            for name, value in self.params.items()})

    def __str__(self) -> str:
        return self.text()


class _CountingFormatter(string.Formatter):
    """str.format, where a number formatted as `{n:one|other}` is followed by its noun in the right number,
    and a number's thousands and decimal separators are the language's («2.652», «0,3» in Greek)."""

    def __init__(self, separators: tuple[str, str]):
        super().__init__()
        self.separators = separators

    def format_field(self, value: Any, format_spec: str) -> str:
        if "|" in format_spec:
            one, other = format_spec.split("|", 1)
            return f"{self.format_field(value, '')} {one if value == 1 else other}"
        if isinstance(value, (int, float)):
            return format_number(value, format_spec, self.separators)
        return super().format_field(value, format_spec)


def format_number(value: float, format_spec: str, separators: tuple[str, str]) -> str:
    """`value` formatted by `format_spec`, its "," and "." written as the language's thousands and decimal
    `separators`."""
    return format(value, format_spec).translate(str.maketrans({",": separators[0], ".": separators[1]}))

E = TypeVar("E", bound=Exception)


def coded(error_class: type[E], code: str, **params: Any) -> E:
    """An error of a class callers already catch, carrying the message `code` as `message`; its str() is the
    English text."""
    message = Message(code, params)
    error = error_class(str(message))
    error.message = message
    return error


add_texts({
    # Models: what is missing and what does not load
    "models.registry_not_a_file": "the model registry {path} is a folder or a device, not a file; move it away "
                                  "(or delete it and register the models again)",
    "models.no_embedder": "no embedding model is configured: {how}",
    "models.no_llm": "no local LLM is configured, and this method needs one: run `make models` for the offline "
                     "bundle (a Qwen2.5 GGUF), or register your own with: arthra models add NAME FILE.gguf --llm (or a "
                     "local server: arthra models add NAME http://127.0.0.1:8080 --llm); or pass --llm FILE.gguf",
    "models.no_gguf": "no GGUF file at {path}; register a downloaded chat model with: arthra models add NAME "
                      "FILE.gguf --llm (or run `make models`)",
    "models.not_an_embedder": "{location!r} is neither a registered model, a model folder, a .gguf file nor a local "
                              "server URL: {how}",
    "models.not_an_llm": "{location!r} is neither a registered chat model, a .gguf file nor a local server URL; "
                         "register one with: arthra models add NAME FILE.gguf --llm (or run `make models`)",
    "models.context_too_small": "the prompt takes {needed} tokens, more than {model}'s context of {context} tokens; "
                                "shorten the case or use a model with a longer context",
    "models.prompt_over_context": "the prompt does not fit {model}'s context of {context} tokens; shorten the case or "
                                  "use a model with a longer context",
    "models.no_room_for_articles": "the LLM's context of {context} tokens leaves no room to show articles beside "
                                   "the case and the reply{thinking_kept}; configure a model with a longer context, "
                                   "lower the thinking budget (settings reasoning and thinking_budget), or shorten "
                                   "the case",
    "models.thinking_kept": " ({thinking} tokens of it kept for thinking)",
    "models.context_overflow": "the prompt does not fit the context of the model at {url}: {detail}",
    "models.no_room_to_filter": "the LLM's context of {context} tokens leaves no room to show {count:article|articles} "
                                "beside the case and the reply{thinking_kept}; filter fewer articles (setting top), "
                                "configure a model with a longer context, or shorten the case",
    "models.no_room_for_summary": "a {words}-word summary does not fit the LLM's context of {context} tokens; ask "
                                  "for fewer words or use a model with a longer context",
})
