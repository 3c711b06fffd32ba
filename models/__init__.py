"""Model runtimes for Arthra: embedders, the local LLM, and the registry that says where models live."""
