"""The suite never writes into the user's own data folder: the app and the command line, run as a user runs
them, write only under the folders they are given."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import platformdirs

from conftest import USER_DATA, USER_HOME


def listing(folder: Path) -> dict[str, float]:
    """Every file under `folder` with its modification time (empty when the folder does not exist)."""
    return {str(p): p.stat().st_mtime for p in folder.rglob("*") if p.is_file()} if folder.is_dir() else {}


def users_data_folder() -> Path:
    if USER_DATA:
        return Path(USER_DATA)
    return Path(platformdirs.user_data_dir("Arthra", appauthor=False).replace(os.environ["HOME"], USER_HOME, 1))


def test_the_cli_and_the_app_write_nothing_outside_the_folder_they_are_given(tmp_path):
    real = users_data_folder()
    before = listing(real)
    given = tmp_path / "arthra"
    env = dict(os.environ, ARTHRA_HOME=str(given), HOME=str(tmp_path / "user"), QT_QPA_PLATFORM="offscreen",
               PYTHONIOENCODING="utf-8")
    for arguments in (["demo"], ["models"], ["gui", "--screenshot", str(tmp_path / "shot.png"),
                                              "--facts", "Πήρε το κινητό του από το τραπέζι."]):
        done = subprocess.run([sys.executable, "-m", "desktop.cli", *arguments], env=env, capture_output=True,
                              text=True, timeout=300, cwd=Path(__file__).resolve().parent.parent)
        assert done.returncode == 0, done.stderr
    assert (given / "library" / "library.db").is_file() and (tmp_path / "shot.png").is_file()
    assert listing(real) == before, f"written into {real}"
    assert os.environ["HOME"] != USER_HOME and not str(real).startswith(os.environ["HOME"])
