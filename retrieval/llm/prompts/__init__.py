"""The prompts Arthra sends to the local LLM, one TOML file per language, `$name` placeholders.

Each prompt has a `system` and a `user` template. A library's prompts are in its own language where a
file exists for it (the model reads the case and the articles in that language), else in English.
"""

from __future__ import annotations

import re
import tomllib
from functools import lru_cache
from pathlib import Path
from string import Template

FOLDER = Path(__file__).parent
FALLBACK = "en"
SECTION_LABEL = re.compile(r"^([^\s$][^:$\n]{0,40}):[ \t]*$", re.MULTILINE)  # a line "Case:" of a template


@lru_cache(maxsize=None)
def _templates(language: str) -> dict[str, dict[str, str]]:
    with (FOLDER / f"{language}.toml").open("rb") as handle:
        return tomllib.load(handle)


@lru_cache(maxsize=None)
def languages() -> tuple[str, ...]:
    """The languages prompts are written in (read once: every prompt asks)."""
    return tuple(sorted(path.stem for path in FOLDER.glob("*.toml")))


def section_labels(language: str) -> list[str]:
    """The labels the prompts of `language` open their sections with ("Case", "Articles" ...): a line of article
    text opening with one of them imitates the prompt."""
    labels = []
    for template in _templates(language).values():
        labels += [m.group(1) for m in SECTION_LABEL.finditer(template.get("user", ""))]
    return list(dict.fromkeys(labels))


def prompt_language(language: str) -> str:
    """The language prompts are sent in for a library in `language`."""
    return language if language in languages() else FALLBACK


def messages(name: str, language: str, **values: str) -> list[dict[str, str]]:
    """The chat messages of prompt `name` in `language` (or English), placeholders filled in."""
    templates = _templates(prompt_language(language))[name]
    chat = [{"role": "user", "content": Template(templates["user"]).substitute(values).strip()}]
    if templates.get("system"):
        chat.insert(0, {"role": "system", "content": Template(templates["system"]).substitute(values).strip()})
    return chat
