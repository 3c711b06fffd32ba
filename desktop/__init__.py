"""Arthra's desktop app (PySide6): paste a case, get the articles with reasons; no retrieval logic lives here."""
