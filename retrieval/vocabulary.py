"""The settings words the engine reads as well as the methods: which fields are scored or embedded one by one,
which embedders a search names, and how its articles are cut into the vector spaces it reads."""

from __future__ import annotations

from typing import Mapping, Optional

from .passages import DEFAULT_SCHEME, PassageScheme
from .settings import NAMES, Setting, Settings, choice_setting, float_setting, int_setting, text_setting

FIELDS = Settings((Setting("fields", NAMES, (), "comma-separated fields scored separately and summed with equal "
                                                "weights (title, text, chapter or an article's own fields); default: "
                                                "title and text together"),))
UNITS = ("paragraph", "article")
HEADINGS = ("title", "chapter")
DEFAULT_UNIT = "paragraph"
DEFAULT_ARTICLE_WEIGHT = 0.3  # chosen on both dev sets, all queries, by paired bootstrap (docs/results.md)
EMBEDDER = text_setting("embedder", "registered embedder name, model folder or local server URL (default: the "
                                    "registry's)", names="embedder")
EMBEDDERS = Settings((EMBEDDER, Setting("embedders", NAMES, (), "comma-separated dense models fused with BM25 "
                                                               "(default: the registry's)", names="embedder")))
SPACE_SETTINGS = Settings((
    choice_setting("unit", UNITS, "what is embedded and matched: paragraph (an article scores as its best paragraph) "
                                  f"or article (whole articles, cut at the model's input limit); default {DEFAULT_UNIT}",
                   default=DEFAULT_UNIT),
    float_setting("article_weight", DEFAULT_ARTICLE_WEIGHT, "with unit=paragraph, the share of the whole-article "
                  f"vector's score blended in, 0..1 (default {DEFAULT_ARTICLE_WEIGHT:g}; embeds whole articles too)",
                  low=0, high=1),
    int_setting("passage_chars", DEFAULT_SCHEME.window_chars, "longest paragraph embedded whole; longer ones are cut "
                f"into windows on sentence ends (default {DEFAULT_SCHEME.window_chars})", low=100),
    choice_setting("passage_heading", HEADINGS, "with unit=paragraph, what each paragraph is embedded under: its "
                                                "article's title, or its chapter path and title (default "
                                                f"{DEFAULT_SCHEME.heading})", default=DEFAULT_SCHEME.heading),
    FIELDS["fields"],
))


def fields_of(settings: Mapping) -> list[str]:
    """The fields a request scores or embeds separately (empty: the article's title and text as one)."""
    return list(FIELDS.read(settings)["fields"])


def embedder_names(settings: Mapping) -> list[Optional[str]]:
    """The embedders settings name, `embedders` (comma-separated) before `embedder`; [None] for the default."""
    values = EMBEDDERS.read(settings)
    return list(values["embedders"]) or [values["embedder"] or None]


def passage_scheme(settings: Mapping) -> Optional[PassageScheme]:
    """How articles are cut for the request's dense search (None: whole articles)."""
    values = SPACE_SETTINGS.read(settings)
    if values["unit"] == "article" or values["fields"]:
        return None
    return PassageScheme(window_chars=values["passage_chars"], heading=values["passage_heading"])


def dense_schemes(settings: Mapping) -> list[Optional[PassageScheme]]:
    """The vector spaces a dense search under these settings reads: its paragraphs (None: whole articles),
    and whole articles too when they are blended in."""
    scheme = passage_scheme(settings)
    return [scheme] if scheme is None or SPACE_SETTINGS.read(settings)["article_weight"] == 0 else [scheme, None]


DEFAULT_DENSE_SCHEME = passage_scheme({})  # what a dense search without settings reads (None: whole articles)
PARAGRAPHS_ONLY = {"article_weight": "0"}  # the default hybrid while its whole-article vectors are not built yet
