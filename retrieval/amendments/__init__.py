"""Amending laws applied to a library: their instructions read (parser), applied to an article's text
(applier), resolved to the library's laws (references) and planned for one import (consolidate)."""
