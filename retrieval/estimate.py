"""Cost estimates of LLM searches before they run, from the candidates, the articles' lengths (counted by
the model's tokenizer where it has one), the rounds and the model's measured speed (models.speed)."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

from typing import Sequence

from models.llm import LLMConfig
from models.speed import ModelSpeeds

from .llm.session import decoding_for, parallel_for
from .messages import Message
from .types import CostEstimate

if TYPE_CHECKING:
    from .methods.context import SearchContext

PROMPT_OVERHEAD = 350  # tokens of instructions, markers and chat template around the case in a call
ARTICLE_OVERHEAD = 30  # tokens of the markers, id and title around an article shown


@dataclass(frozen=True)
class CallPlan:
    """One kind of call a search makes: how many, and the tokens each reads and writes (thinking included)."""

    calls: int
    prompt_tokens: int  # all calls together
    completion_tokens: int
    parallel: int = 1  # how many of them run at once


class EstimateContext:
    """What an estimate needs of the model: its configuration, decoding, parallel slots and speed."""

    def __init__(self, context: "SearchContext", settings: dict):
        self.model, _ = context.llm(settings.get("llm") or None)
        self.config: LLMConfig = self.model.config
        self.decoding = decoding_for(settings, self.config)
        self.parallel = parallel_for(settings, self.config)

    def count(self, texts: Sequence[str]) -> list[int]:
        """Tokens per text, by the model's tokenizer (estimated from their bytes where it has none)."""
        return self.model.count_tokens(list(texts)) if texts else []

    def reply(self, answer_tokens: int) -> int:
        """Tokens a reply is expected to write: its answer and half its thinking budget."""
        return answer_tokens + self.decoding.thinking_tokens // 2

    def room(self, case_tokens: int, answer_tokens: int) -> int:
        """Tokens left for articles in one call beside the case, the instructions and the reply."""
        return max(self.config.context - case_tokens - PROMPT_OVERHEAD - answer_tokens
                   - self.decoding.thinking_tokens, 64)

    def batches(self, article_tokens: int, case_tokens: int, answer_tokens: int) -> int:
        return max(1, math.ceil(article_tokens / self.room(case_tokens, answer_tokens))) if article_tokens else 0

    def total(self, plans: list[CallPlan]) -> CostEstimate:
        speed = ModelSpeeds().speed(self.config.name)
        seconds = sum(speed.seconds(p.prompt_tokens, p.completion_tokens) / max(1, min(p.parallel, p.calls or 1))
                      for p in plans)
        host = self.config.destination
        return CostEstimate(sum(p.calls for p in plans), sum(p.prompt_tokens for p in plans),
                            sum(p.completion_tokens for p in plans), seconds, self.config.name, host, speed.calls)


def estimate_message(estimate: CostEstimate) -> Message:
    """The estimate in words: calls, tokens and minutes, and whether the speed was measured or assumed."""
    speed = Message("llm.speed_measured", {"calls": estimate.speed_calls}) if estimate.speed_calls else \
        Message("llm.speed_assumed")
    return Message("llm.estimate", {"calls": estimate.calls, "prompt_tokens": estimate.prompt_tokens,
                                    "completion_tokens": estimate.completion_tokens, "minutes": estimate.minutes,
                                    "model": estimate.model, "speed": speed})
