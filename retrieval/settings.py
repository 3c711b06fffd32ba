"""Method settings: each method declares them once as a typed schema, and this one parser turns the KEY=VALUE
text of the CLI, the app and the benchmark into validated, typed values with the defaults filled in.

A `Setting` has a name, a kind, a default, what it allows (choices or a range) and a line of help; a
`Settings` schema is an ordered group of them, and groups add up (`BM25 + LLM`), so the methods that use the
same component share its settings. Values may come as text ("1.2", "title,text", "on") or already typed;
reading them twice gives the same values.
"""

from __future__ import annotations

import difflib
import math
from dataclasses import dataclass, field, replace
from typing import Any, Callable, Iterable, Iterator, Mapping, Optional, Sequence

from .messages import ArthraError, Message

INT, FLOAT, TEXT, SWITCH, CHOICE, NAMES, NUMBERS, COUNTS = ("int", "float", "text", "switch", "choice", "names",
                                                             "numbers", "counts")
ON, OFF = ("on", "yes", "true", "1"), ("off", "no", "false", "0")
LISTS = (NAMES, NUMBERS, COUNTS)


class SettingsError(ArthraError, ValueError):
    """A setting that does not exist or a value it does not allow; the message says what would do."""


@dataclass(frozen=True)
class Setting:
    """One setting: its name, kind, default, what it allows, one line of help, and whether the app shows it
    by default. A `pattern` setting's name ends in "." and stands for every name it begins (lead_in.title)."""

    name: str
    kind: str
    default: Any
    help: str
    choices: tuple[str, ...] = ()
    low: Optional[float] = None
    high: Optional[float] = None
    count: int = 0  # NUMBERS: exactly this many (0: any number)
    featured: bool = False
    pattern: bool = False
    names: str = ""  # the kind of registered model a TEXT value names ("embedder", "llm"): forms list them

    def matches(self, name: str) -> bool:
        return name.startswith(self.name) and len(name) > len(self.name) if self.pattern else name == self.name

    def parse(self, value: Any, name: str = "") -> Any:
        """The typed value of `value` (text or already typed), checked against what the setting allows."""
        name = name or self.name
        if value is None and self.default is None or isinstance(value, str) and not value.strip():
            return self.default  # not set (an empty input box, `llm=`): the default
        try:
            typed = self._typed(value.strip() if isinstance(value, str) else value)
        except (TypeError, ValueError):
            typed = None
        if typed is None or not self._allowed(typed):
            raise SettingsError("settings.bad_value", name=name, value=self.text(value), allowed=self.allowed())
        return typed

    def _typed(self, value: Any) -> Any:
        if self.kind in LISTS:
            parts = [p.strip() for p in value.split(",") if p.strip()] if isinstance(value, str) else list(value)
            item = {NAMES: str, NUMBERS: float, COUNTS: int}[self.kind]
            return tuple(_number(item, p) for p in parts)
        if self.kind == SWITCH:
            if isinstance(value, bool):
                return value
            return True if str(value).lower() in ON else False if str(value).lower() in OFF else None
        if self.kind in (INT, FLOAT):
            return _number(int if self.kind == INT else float, value)
        return str(value)

    def _allowed(self, typed: Any) -> bool:
        if self.kind == CHOICE:
            return typed in self.choices
        values = typed if self.kind in (NUMBERS, COUNTS) else (typed,) if self.kind in (INT, FLOAT) else ()
        if self.kind == NUMBERS and self.count and len(typed) != self.count:
            return False
        if self.kind == COUNTS and not typed:
            return False
        return all((self.low is None or v >= self.low) and (self.high is None or v <= self.high) for v in values)

    def allowed(self) -> Message:
        """What the setting allows, in words: its kind, choices, count and range."""
        if self.kind == CHOICE:
            return Message("settings.kind_choice", {"choices": ", ".join(self.choices)})
        kind = Message("settings.kind_numbers_count", {"count": self.count}) if self.kind == NUMBERS and self.count \
            else Message(f"settings.kind_{self.kind}")
        if self.low is not None and self.high is not None:
            return Message("settings.range_between", {"kind": kind, "low": self.low, "high": self.high})
        if self.low is not None:
            return Message("settings.range_at_least", {"kind": kind, "low": self.low})
        return kind

    def text(self, value: Any) -> str:
        """A value as it is written in KEY=VALUE text ("" for none)."""
        if value is None:
            return ""
        if isinstance(value, bool):
            return "on" if value else "off"
        if isinstance(value, (tuple, list)):
            return ",".join(self.text(v) for v in value)
        return f"{value:g}" if isinstance(value, float) else str(value)

    @property
    def shown_name(self) -> str:
        return f"{self.name}FIELD" if self.pattern else self.name


def _number(kind: type, value: Any) -> Any:
    if kind is str:
        return str(value)
    if isinstance(value, bool):
        raise ValueError(value)
    if kind is int and isinstance(value, float) and not value.is_integer():
        raise ValueError(value)
    number = kind(value)
    if not math.isfinite(number):  # inf, nan and 1e400 (read as inf) are no setting's value
        raise ValueError(value)
    return number


@dataclass(frozen=True)
class Settings:
    """An ordered schema of settings. `follow`, given the values, names a further schema that applies too
    (a method that runs another one takes that one's settings as well)."""

    items: tuple[Setting, ...] = ()
    follow: Optional[Callable[[Mapping[str, Any]], "Settings"]] = field(default=None, compare=False)

    def __add__(self, other: "Settings") -> "Settings":
        """Both groups' settings; one of `other` replaces a same-named one of this group in its place."""
        replaced = {s.name: s for s in other.items}
        kept = [replaced.pop(s.name, s) for s in self.items]
        return Settings((*kept, *(s for s in other.items if s.name in replaced)), other.follow or self.follow)

    def without(self, *names: str) -> "Settings":
        return Settings(tuple(s for s in self.items if s.name not in names), self.follow)

    def featuring(self, *names: str) -> "Settings":
        """The same settings with these (in this order, first) the ones the app shows by default."""
        shown = [replace(self[name], featured=True) for name in names]
        rest = [replace(s, featured=False) for s in self.items if s.name not in names]
        return Settings((*shown, *rest), self.follow)

    def __iter__(self) -> Iterator[Setting]:
        return iter(self.items)

    def __len__(self) -> int:
        return len(self.items)

    def find(self, name: str) -> Optional[Setting]:
        return next((s for s in self.items if s.matches(name)), None)

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and self.find(name) is not None

    def __getitem__(self, name: str) -> Setting:
        found = self.find(name)
        if found is None:
            raise KeyError(name)
        return found

    @property
    def names(self) -> list[str]:
        return [s.shown_name for s in self.items]

    @property
    def featured(self) -> list[Setting]:
        return [s for s in self.items if s.featured]

    def defaults(self) -> dict[str, Any]:
        return {s.name: s.default for s in self.items if not s.pattern}

    def read(self, values: Mapping[str, Any]) -> dict[str, Any]:
        """This group's settings among `values`, typed, with the defaults of those not given (other names are
        left out, not refused: a helper reads its own group of a method's settings)."""
        typed = self.defaults()
        for name, value in values.items():
            setting = self.find(name)
            if setting is not None:
                typed[name] = setting.parse(value, name)
        return typed

    def expanded(self, values: Mapping[str, Any]) -> "Settings":
        """The settings that apply under these values: with those `follow` names (its own over the other's)."""
        return self.follow(values) + self if self.follow else self

    def validate(self, values: Mapping[str, Any], owner: str) -> dict[str, Any]:
        """All of `owner`'s settings, typed, defaults filled; a name it does not have is refused, with the
        closest it has."""
        schema = self.expanded(values)
        for name in values:
            if name not in schema:
                raise unknown(name, schema.names, owner)
        return schema.read(values)

    def given(self, values: Mapping[str, Any]) -> dict[str, str]:
        """Values as KEY=VALUE text, as a user would write them (for showing them back)."""
        schema = self.expanded(values)
        return {name: schema[name].text(value) if name in schema else str(value) for name, value in values.items()}


def unknown(name: str, names: Sequence[str], owner: str) -> SettingsError:
    """The error for a setting `owner` does not have: its settings, and the closest name to the one given."""
    close = difflib.get_close_matches(name, names, n=1)
    hint = Message("settings.did_you_mean", {"close": close[0]}) if close else ""
    return SettingsError("settings.unknown", owner=owner, name=name, hint=hint, names=", ".join(names) or "-")


def pairs(items: Iterable[str]) -> dict[str, str]:
    """KEY=VALUE items as a dict of text, in order (a later item overrides an earlier one)."""
    values: dict[str, str] = {}
    for item in items:
        key, separator, value = item.partition("=")
        if not separator or not key.strip():
            raise SettingsError("settings.not_pair", item=item)
        values[key.strip()] = value.strip()
    return values


def parse_settings(schema: Settings, items: Iterable[str], owner: str) -> dict[str, Any]:
    """`owner`'s settings from KEY=VALUE items: typed, checked, defaults filled in."""
    return schema.validate(pairs(items), owner)


def line_items(text: str) -> list[str]:
    """The KEY=VALUE items of one line, separated by commas; a part without "=" continues the value before
    it (fields=title,text, variant=lucene)."""
    items: list[str] = []
    for part in (p.strip() for p in text.split(",")):
        if "=" in part:
            items.append(part)
        elif part and items:
            items[-1] += f",{part}"
        elif part:
            raise SettingsError("settings.not_pair", item=part)
    return items


@dataclass(frozen=True)
class WrittenMethod:
    """One method of a benchmark run as written: `bm25:k1=1.2:b=0.5`, its name and its KEY=VALUE items."""

    label: str
    method: str
    items: tuple[str, ...]


def method_specs(text: str, methods: Iterable[str]) -> list[WrittenMethod]:
    """Comma-separated `NAME[:KEY=VALUE...]` specs; a comma is part of a value unless a known method name
    follows it (hybrid:weights=0.4,0.6,rrf)."""
    known = set(methods)
    labels: list[str] = []
    for part in (piece.strip() for piece in text.split(",")):
        continues_value = labels and "=" in labels[-1].split(":")[-1] and part.split(":")[0] not in known
        if part and continues_value:
            labels[-1] += f",{part}"
        elif part:
            labels.append(part)
    specs = []
    for label in labels:
        name, *items = label.split(":")
        for item in items:
            if "=" not in item:
                raise SettingsError("settings.spec_not_pair", item=item, label=label)
        specs.append(WrittenMethod(label, name, tuple(items)))
    return specs


def int_setting(name: str, default: Optional[int], help: str, low: Optional[int] = None, **more) -> Setting:
    return Setting(name, INT, default, help, low=low, **more)


def float_setting(name: str, default: Optional[float], help: str, low: Optional[float] = None,
                  high: Optional[float] = None, **more) -> Setting:
    return Setting(name, FLOAT, default, help, low=low, high=high, **more)


def choice_setting(name: str, choices: Sequence[str], help: str, default: Optional[str] = "", **more) -> Setting:
    """A choice among `choices`, the first by default unless `default` says otherwise (None: not set)."""
    return Setting(name, CHOICE, choices[0] if default == "" else default, help, tuple(choices), **more)


def text_setting(name: str, help: str, default: Optional[str] = None, **more) -> Setting:
    return Setting(name, TEXT, default, help, **more)


def switch_setting(name: str, default: bool, help: str, **more) -> Setting:
    return Setting(name, SWITCH, default, help, **more)
