"""The sample campaigns the picture tests draw: built once per run by docs/make_pictures.py's
`build_samples` (the same campaigns as the README's pictures)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

import gm_tool.games  # noqa: F401  (registers the games)

MAKE_PICTURES = Path(__file__).resolve().parents[2] / "docs" / "make_pictures.py"


def make_pictures():
    spec = importlib.util.spec_from_file_location("make_pictures", MAKE_PICTURES)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def samples(tmp_path_factory):
    """game -> (campaigns folder, campaign name), every sample played to its last step."""
    return make_pictures().build_samples(tmp_path_factory.mktemp("picture-samples"))
