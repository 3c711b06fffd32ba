"""The `arthra` command: the engine's command line, where `arthra gui` and `arthra demo --gui` open this app."""

from __future__ import annotations

import sys
from typing import Optional, Sequence

from retrieval import cli

from . import app


def main(argv: Optional[Sequence[str]] = None) -> int:
    return cli.main(argv, app=cli.DesktopApp(has_display=app.has_display, main=app.main))


if __name__ == "__main__":
    sys.exit(main())
