"""Benchmark mode: metrics (pytrec_eval), significance tests, breakdowns, reports and the runner."""
