"""The typed form of an amending law's instructions: what unit of which article is replaced, added or repealed."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Unit(str, Enum):
    """The part of an article an instruction changes."""

    ARTICLE = "article"
    PARAGRAPH = "paragraph"  # «παρ.»
    CASE = "case"  # «περ.»
    SENTENCE = "sentence"  # «εδάφιο»
    WORDS = "words"  # «η λέξη …», «οι λέξεις …», «η φράση …»


class Action(str, Enum):
    REPLACE = "replace"
    ADD = "add"
    REPEAL = "repeal"


@dataclass(frozen=True)
class Target:
    """Where an instruction applies: a law as the amending text names it, an article, and within it perhaps a
    paragraph, a case and a sentence (1-based; -1 the last)."""

    law: str  # as written: «ΠΚ», «Ποινικού Κώδικα», «ν. 4619/2019»; '' when the text names none
    article: str  # «372», «315Α»
    paragraph: str = ""  # «2», «2Α»
    case: str = ""  # «δ», «δβ» (without the numeral sign)
    sentence: int = 0

    def describe(self) -> str:
        """The target in the amending law's own words, e.g. «εδάφιο 2 παρ. 1 άρθρου 104Α ΠΚ»."""
        parts = [f"εδάφιο {self.sentence if self.sentence > 0 else 'τελευταίο'}"] if self.sentence else []
        parts += [f"περ. {self.case}΄"] if self.case else []
        parts += [f"παρ. {self.paragraph}"] if self.paragraph else []
        parts.append(f"άρθρο {self.article}" + (f" {self.law}" if self.law else ""))
        return " ".join(parts)


@dataclass(frozen=True)
class Instruction:
    """One amending instruction: `action` on `unit` at `target`, with the new text and, for words, the old ones.

    `text` is the new wording (an article, a paragraph, a case, a sentence or words); `old` the words replaced
    or deleted; `anchor` the words after which words are added ('' adds at the end of the unit).
    """

    amending_article: str  # the article of the amending law that gives it
    unit: Unit
    action: Action
    target: Target
    text: str = ""
    old: str = ""
    anchor: str = ""
    wording: str = ""  # the instruction as the amending law writes it, for the report
    amending_paragraph: str = ""  # the paragraph of the amending article that gives it ('' when unnumbered)

    def describe(self) -> str:
        """What it does, in a line: «replace paragraph of παρ. 2 άρθρο 52 ΠΚ»."""
        what = f"{self.action.value} {self.unit.value}"
        if self.unit is Unit.WORDS:
            what += f" «{self.old}»" if self.old else ""
            what += f" → «{self.text}»" if self.action is Action.REPLACE else f" «{self.text}»" if self.text else ""
        return f"{what} in {self.target.describe()}"


@dataclass(frozen=True)
class Unrecognised:
    """A sentence of an amending article that reads as an amendment but matches none of the known formulas."""

    amending_article: str
    wording: str
