"""Dates as the app's language writes them, and the dates a lawyer types read back. The engine keeps ISO
(2024-07-01); Greek shows 1.7.2024 (with the time 1.7.2024, 14:05) and, in prose, «1 Ιουλίου 2024»; English
1 Jul 2024 and 1 July 2024. Month names are Qt's (QLocale), Greek ones in the genitive a date needs."""

from __future__ import annotations

import calendar
import re
import unicodedata
from datetime import date, datetime
from typing import Optional

from PySide6.QtCore import QCoreApplication, QDate, QDateTime, QLocale, QTime

from retrieval.versions import is_iso_date

from . import texts

translate = QCoreApplication.translate

LOCALES = {"el": QLocale(QLocale.Language.Greek, QLocale.Country.Greece),
           "en": QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)}
DAY = {"el": "d.M.yyyy", "en": "d MMM yyyy"}  # in lists, tables and the boxes a date is typed into
FORMAL_DAY = {"el": "d MMMM yyyy", "en": "d MMMM yyyy"}  # in sentences and exported reports
CLOCK = ", HH:mm"
EXAMPLE = "2024-07-01"  # the date the boxes' placeholders show, in the app's form

NUMBERS = re.compile(r"(\d{1,2})\s*([./-])\s*(\d{1,2})\s*\2\s*(\d{4})")  # 1.7.2024, 01/07/2024, 1-7-2024
ISO = re.compile(r"(\d{4})-(\d{1,2})-(\d{1,2})")  # 2024-07-01
WORDS = re.compile(r"(\d{1,2})(?:η|ης)?\s+([^\W\d_]+)\.?,?\s+(\d{4})")  # 1 Ιουλίου 2024, 1η Ιουλίου 2024, 1 Jul 2024


class DateError(ValueError):
    """A typed date that cannot be read or does not exist; its text says which, in the app's language."""


def _locale() -> QLocale:
    return LOCALES[texts.language()]


def _iso_date(text: str) -> Optional[date]:
    """The date of an ISO text (YYYY-MM-DD), None where it is not one."""
    return date.fromisoformat(text) if is_iso_date(text) else None


def show_date(iso: str, formal: bool = False) -> str:
    """An ISO date as the app's language writes it: «1.7.2024» (formal: «1 Ιουλίου 2024»); a text that is not
    an ISO date as it is."""
    found = _iso_date(iso)
    if found is None:
        return iso
    forms = FORMAL_DAY if formal else DAY
    return _locale().toString(QDate(found.year, found.month, found.day), forms[texts.language()])


def on_day(iso: str, until: bool = False) -> str:
    """A date inside a sentence («Text in force on {date}»): in Greek with the article it takes, «στις 12 Νοεμβρίου
    2021» but «την 1η Μαρτίου 2020» (after «έως», `until`: «τις 12 Νοεμβρίου 2021»); in English the date alone."""
    shown, found = show_date(iso, formal=True), _iso_date(iso)
    if texts.language() != "el" or found is None:
        return shown
    if found.day == 1:
        return "την 1η" + shown[1:]
    return ("τις " if until else "στις ") + shown


def show_time(stamp: str, formal: bool = False) -> str:
    """A recorded ISO time as the user's local date and minute: «1.7.2024, 14:05» (a UTC one converted, a naive
    one taken as local); the text as recorded where it is not a time."""
    try:
        moment = datetime.fromisoformat(stamp).astimezone()
    except (TypeError, ValueError):
        return stamp
    forms = FORMAL_DAY if formal else DAY
    shown = QDateTime(QDate(moment.year, moment.month, moment.day), QTime(moment.hour, moment.minute))
    return _locale().toString(shown, forms[texts.language()] + CLOCK)


def _plain(word: str) -> str:
    """A word without accents, diaeresis or case, to compare month names as typed."""
    return "".join(c for c in unicodedata.normalize("NFD", word) if not unicodedata.combining(c)).casefold()


def _month_numbers() -> dict[str, int]:
    """Every month name Qt knows in the app's languages (long and short, in a date and alone) -> its number."""
    names = {}
    for locale in LOCALES.values():
        for month in range(1, 13):
            for form in (QLocale.FormatType.LongFormat, QLocale.FormatType.ShortFormat):
                for name in (locale.monthName(month, form), locale.standaloneMonthName(month, form)):
                    names[_plain(name).rstrip(".")] = month
    return names


MONTHS = _month_numbers()


def read_date(typed: str) -> str:
    """A date as a lawyer types it (1.7.2024, 01/07/2024, 1-7-2024, 2024-07-01, 1 Ιουλίου 2024, 1 Jul 2024) in
    ISO; DateError, in the app's language, where it cannot be read or does not exist (31.2.2024)."""
    text = typed.strip()
    parts = _parts(text)
    if parts is None:
        raise DateError(translate("Dates", "«{text}» is not a date: write it as day.month.year, e.g. 1.7.2024")
                        .format(text=text))
    year, month, day = parts
    if not 1 <= month <= 12:
        raise DateError(translate("Dates", "The date «{text}» does not exist: a year has 12 months").format(
            text=text))
    days = calendar.monthrange(year, month)[1]
    if not 1 <= day <= days:
        raise DateError(translate("Dates", "The date «{text}» does not exist: {month} {year} has {days} days").format(
            text=text, month=_locale().standaloneMonthName(month), year=year, days=days))
    return date(year, month, day).isoformat()


def _parts(text: str) -> Optional[tuple[int, int, int]]:
    """Year, month and day as written (not yet checked to exist), None where the text is no date's form."""
    if found := ISO.fullmatch(text):
        year, month, day = found.groups()
    elif found := NUMBERS.fullmatch(text):
        day, _, month, year = found.groups()
    elif (found := WORDS.fullmatch(text)) and _plain(found.group(2)) in MONTHS:
        day, month, year = found.group(1), MONTHS[_plain(found.group(2))], found.group(3)
    else:
        return None
    return (int(year), int(month), int(day)) if int(year) >= 1 else None
