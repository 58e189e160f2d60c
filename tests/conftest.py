import pytest

import gm_tool.games  # noqa: F401  (registers the games)
from gm_tool.core.store.files import CampaignStore


@pytest.fixture
def store(tmp_path):
    return CampaignStore(tmp_path / "campaigns")
