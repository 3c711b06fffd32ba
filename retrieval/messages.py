"""The engine's user-facing texts: each has a stable code and named parameters, so the app can translate it.

`TEXTS` is the one place where the English wording lives; the app looks a code up in its own translation and
falls back to this text. Add a message by adding a code here, then raise `ArthraError(code, **params)` or
report `Message(code, params)`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

TEXTS: dict[str, str] = {
    # Add codes as "area.what" with {named} parameters, grouped by area.
}


@dataclass(frozen=True)
class Message:
    """A user-facing text by code and parameters; `str()` gives the English wording."""

    code: str
    params: Mapping[str, Any] = field(default_factory=dict)

    def text(self, texts: Mapping[str, str] = TEXTS) -> str:
        """The message rendered from `texts` (a translation), falling back to the English text."""
        template = texts.get(self.code) or TEXTS[self.code]
        return template.format(**self.params)

    def __str__(self) -> str:
        return self.text()


class ArthraError(Exception):
    """An error the user should read: it carries a `Message`, and its `str()` is the English text."""

    def __init__(self, code: str, **params: Any) -> None:
        if code not in TEXTS:
            raise KeyError(f"no message text for code {code!r}")
        self.message = Message(code, params)
        super().__init__(str(self.message))
