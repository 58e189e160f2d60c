"""Every corpus file in a game's blind folder is a set the runner scores: a new held-out set
that no name in blind.SETS covers would be imported and then never tested."""

from __future__ import annotations

import pytest

from posts import blind


@pytest.mark.parametrize("game", sorted(blind.GAMES))
def test_every_corpus_file_is_scored(game):
    files = {p.name for p in blind.corpus_dir(game).glob("*.toml")}
    assert files <= set(blind.SETS), sorted(files - set(blind.SETS))
