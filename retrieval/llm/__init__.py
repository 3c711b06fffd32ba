"""The LLM subsystem: the session and its reply cache (`session`), the prompts (`prompts`), reading replies
(`replies`), fencing and packing articles into prompts (`fencing`, `packing`) and rewriting a benchmark's
queries (`rewriting`)."""
