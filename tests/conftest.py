import os
import tempfile
from pathlib import Path

import pytest

# gm's compile cache (gm_tool/core/kit/code_cache.py) is on in the suite, as in every `gm`
# command, but in a folder of the test runs' own rather than the user's cache folder
os.environ.setdefault("GM_CACHE_DIR",
                      str(Path(tempfile.gettempdir()) / f"gm_tool-test-cache-{os.getuid()}"))

import gm_tool.games  # noqa: F401  (registers the games)
from gm_tool.core.store.files import CampaignStore


@pytest.fixture
def store(tmp_path):
    return CampaignStore(tmp_path / "campaigns")
