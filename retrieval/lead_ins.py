"""Field lead-ins for dense retrieval (CUP's field-aware prefixes): each field is embedded after a short phrase
in the corpus language naming it, e.g. «Ο συγγραφέας του βιβλίου είναι …» before the author.

A lead-in is a template with `{value}` (and optionally `{field}`). Each language has phrases for the usual
fields and one for any other field; a run may set its own per field (`lead_in.author=...`, or a benchmark's
`lead_ins.json`), or embed the fields bare (`lead_ins=none`, CUP's other condition).
"""

from __future__ import annotations

import hashlib
import json
from typing import Mapping, Sequence

from .messages import coded
from .settings import TEXT, Setting, Settings, choice_setting

ANY_FIELD = "*"
BARE = "{value}"
LEAD_INS: dict[str, dict[str, str]] = {
    "el": {"title": "Ο τίτλος είναι {value}", "author": "Ο συγγραφέας είναι {value}",
           "categories": "Οι κατηγορίες είναι {value}", "tags": "Οι ετικέτες είναι {value}",
           "content": "Η περιγραφή είναι {value}", "toc": "Τα περιεχόμενα είναι {value}",
           "text": "Το κείμενο είναι {value}", "chapter": "Το κεφάλαιο είναι {value}",
           ANY_FIELD: "Το πεδίο «{field}» είναι {value}"},
    "en": {"toc": "The contents are: {value}", ANY_FIELD: "The {field} is: {value}"},
    "de": {"title": "Der Titel ist {value}", "author": "Der Autor ist {value}", "text": "Der Text lautet {value}",
           ANY_FIELD: "Das Feld {field} lautet: {value}"},
    "fr": {"title": "Le titre est {value}", "author": "L'auteur est {value}",
           ANY_FIELD: "Le champ {field} est : {value}"},
    "ar": {"title": "العنوان هو {value}", "text": "النص هو {value}", ANY_FIELD: "الحقل {field} هو: {value}"},
}
FALLBACK = "en"
SETTING = "lead_ins"  # "none": fields embedded without lead-ins
FIELD_SETTING = "lead_in."  # lead_in.<field>=<template>
LEAD_IN_SETTINGS = Settings((
    choice_setting(SETTING, ("phrase", "none"), "none: embed each field bare, without its lead-in (CUP's other "
                                                "condition); default phrase: a phrase in the corpus language naming "
                                                "the field"),
    Setting(FIELD_SETTING, TEXT, None, "this field's lead-in, a template with {value}, e.g. "
                                       "lead_in.author=Ο συγγραφέας του βιβλίου είναι {value}", pattern=True),
))


def lead_ins(fields: Sequence[str], language: str, settings: Mapping) -> dict[str, str]:
    """The lead-in template of each field for a corpus in `language` under these settings."""
    values = LEAD_IN_SETTINGS.read(settings)
    if values[SETTING] == "none":
        return {f: BARE for f in fields}
    phrases = LEAD_INS.get(language, LEAD_INS[FALLBACK])
    chosen = {}
    for field in fields:
        template = values.get(FIELD_SETTING + field) or phrases.get(field) or phrases[ANY_FIELD]
        if "{value}" not in template:
            raise coded(ValueError, "method.lead_in_placeholder", field=field, template=template)
        chosen[field] = template
    return chosen


def lead_in(template: str, field: str, value: str) -> str:
    """A field's text after its lead-in."""
    return template.replace("{field}", field).replace("{value}", value)


def fingerprint(templates: Mapping[str, str]) -> str:
    """A short name for a set of lead-ins, to keep vectors made under different ones apart."""
    return hashlib.sha256(json.dumps(sorted(templates.items()), ensure_ascii=False).encode()).hexdigest()[:10]
