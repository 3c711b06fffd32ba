"""The frozen app's entry point: `arthra --llama-worker` hosts llama.cpp (models.llama_worker), anything else
is the `arthra` command line (`arthra gui` for the desktop app; a bare start from the desktop opens it too).

The worker is dispatched before the rest of Arthra is imported, so its process loads llama.cpp alone.
"""

import sys


def main() -> int:
    from models import llama_worker

    if sys.argv[1:2] == [llama_worker.WORKER_FLAG]:
        return llama_worker.main()
    from desktop.cli import main as cli

    arguments = sys.argv[1:] or ["gui"]  # started from the Dock, Finder or a desktop menu: the app
    return cli(arguments)


if __name__ == "__main__":
    sys.exit(main())
