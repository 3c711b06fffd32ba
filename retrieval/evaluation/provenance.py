"""Where and how a benchmark ran: the command line, the code's git commit and whether it had uncommitted
changes, the machine (CPU model, cores, RAM), Python, the platform and the packages that shape the numbers."""

from __future__ import annotations

import os
import platform
import shlex
import subprocess
import sys
from dataclasses import asdict, dataclass
from importlib import metadata
from pathlib import Path
from typing import Optional, Sequence

PACKAGES = ("arthra", "bm25s", "PyStemmer", "greek-stemmer-plus", "stopwordsiso", "pytrec-eval-terrier", "numpy",
            "scipy", "sqlite-utils")
SOURCE_FOLDER = Path(__file__).resolve().parents[2]
UNKNOWN = "unknown"


@dataclass(frozen=True)
class Provenance:
    """The facts a reader needs to reproduce a run, as the manifest and the report give them."""

    command: str
    git_commit: str
    git_dirty: Optional[bool]  # None where git could not tell (not a checkout)
    cpu: str
    cores: int
    usable_cores: int
    ram_gb: float
    python: str
    platform: str
    packages: dict[str, str]

    def record(self) -> dict:
        """As the manifest holds it."""
        return asdict(self)

    def lines(self) -> list[str]:
        """As report.md lists it."""
        dirty = {True: " (with uncommitted changes)", False: "", None: " (whether changed is unknown)"}[self.git_dirty]
        return [f"- Command: `{self.command or 'run from Python'}`",
                f"- Code: git commit {self.git_commit}{dirty}",
                f"- Machine: {self.cpu}, {self.cores} cores ({self.usable_cores} usable), {self.ram_gb:.1f} GB RAM",
                f"- Python {self.python} on {self.platform}",
                "- Packages: " + ", ".join(f"{name} {version}" for name, version in self.packages.items())]


def provenance(command: Sequence[str] = ()) -> Provenance:
    """The provenance of a run started now by `command` (its argv, program first)."""
    commit, dirty = git_state(SOURCE_FOLDER)
    return Provenance(shlex.join(command), commit, dirty, cpu_model(), os.cpu_count() or 0, usable_cores(),
                      round(ram_bytes() / 2 ** 30, 1), platform.python_version(), platform.platform(),
                      {name: package_version(name) for name in PACKAGES})


def git_state(folder: Path) -> tuple[str, Optional[bool]]:
    """The commit checked out in `folder` and whether tracked files differ from it (results folders aside)."""
    try:
        commit = subprocess.run(["git", "rev-parse", "HEAD"], cwd=folder, capture_output=True, text=True,
                                timeout=10, check=True).stdout.strip()
        changes = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no", "--", ".",
                                  ":!bench/results"], cwd=folder, capture_output=True, text=True, timeout=10,
                                 check=True).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        return UNKNOWN, None
    return commit, bool(changes)


def cpu_model() -> str:
    """The processor's name as the system reports it."""
    cpuinfo = Path("/proc/cpuinfo")
    if cpuinfo.is_file():
        for line in cpuinfo.read_text(encoding="utf-8", errors="replace").splitlines():
            if line.lower().startswith(("model name", "hardware", "cpu model")):
                return line.split(":", 1)[1].strip()
    if sys.platform == "darwin":
        try:
            return subprocess.run(["sysctl", "-n", "machdep.cpu.brand_string"], capture_output=True, text=True,
                                  timeout=10, check=True).stdout.strip()
        except (OSError, subprocess.SubprocessError):
            pass
    return platform.processor() or platform.machine() or UNKNOWN


def usable_cores() -> int:
    """The cores this process may run on (fewer than the machine's under a CPU affinity or a container)."""
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0))
    return os.cpu_count() or 0


def ram_bytes() -> int:
    """The machine's physical memory, 0 where it cannot be read."""
    if sys.platform == "win32":
        import ctypes

        class MemoryStatus(ctypes.Structure):
            _fields_ = [("length", ctypes.c_ulong), ("load", ctypes.c_ulong), ("total", ctypes.c_ulonglong),
                        ("available", ctypes.c_ulonglong), ("page_total", ctypes.c_ulonglong),
                        ("page_available", ctypes.c_ulonglong), ("virtual_total", ctypes.c_ulonglong),
                        ("virtual_available", ctypes.c_ulonglong), ("extended", ctypes.c_ulonglong)]

        status = MemoryStatus()
        status.length = ctypes.sizeof(MemoryStatus)
        return status.total if ctypes.windll.kernel32.GlobalMemoryStatusEx(ctypes.byref(status)) else 0
    try:
        return os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    except (ValueError, OSError, AttributeError):
        return 0


def package_version(package: str) -> str:
    """An installed package's version, or "not installed"."""
    try:
        return metadata.version(package)
    except metadata.PackageNotFoundError:
        return "not installed"
