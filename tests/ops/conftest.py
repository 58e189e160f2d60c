import pytest
import typer
from typer.testing import CliRunner

import gm_tool.games  # noqa: F401  (registers the real games)
from gm_tool.cli import ops
from gm_tool.cli.common import GmGroup
from gm_tool.core.engine import lifecycle
from gm_tool.core.engine import turns
from gm_tool.core.store.files import CampaignStore
import fake_game  # noqa: F401  (registers the fake game; tests/ops is on sys.path)


def make_app() -> typer.Typer:
    app = typer.Typer(cls=GmGroup, name="gm", add_completion=False, pretty_exceptions_enable=False,
                      rich_markup_mode=None)
    ops.register(app)  # the other commands' output is being rewritten by others
    return app


APP = make_app()
runner = CliRunner()


class Gm:
    def __init__(self, root):
        self.root = root
        self.store = CampaignStore(root)

    def __call__(self, *args, input=None, env=None):
        return runner.invoke(APP, [str(a) for a in args], input=input, env=env)

    def ok(self, *args, **kw):
        result = self(*args, **kw)
        assert result.exit_code == 0, result.output
        return result

    def fails(self, *args, **kw):
        result = self(*args, **kw)
        assert result.exit_code == 1, result.output
        assert "Traceback" not in result.output
        return result

    def load(self, name="g"):
        return self.store.load(name)

    def new(self, name, game, players, seed, settings=None):
        return lifecycle.new_campaign(self.store, name, game, players, seed=seed,
                                      assignments=settings)

    def choose(self, name, player, choice):
        with self.store.transaction(name) as c:
            return lifecycle.choose(c, player, choice)

    def reveal(self, name="g", force=True):
        with self.store.transaction(name) as c:
            return lifecycle.reveal(c, force=force)

    def submit(self, name, player, text):
        with self.store.transaction(name) as c:
            turns.submit(c, player, text)

    def resolve(self, name="g", force=False):
        """What `gm resolve` does: the history entry is saved with the state by core."""
        with self.store.transaction(name) as c:
            result = turns.resolve(c, force=force)
        return result

    def play_round(self, name="g", moves=None, posts=None):
        campaign = self.load(name)
        players = campaign.player_names
        moves = moves or {p: ("up" if i % 2 == 0 else "down") for i, p in enumerate(players)}
        for p, m in moves.items():
            self.choose(name, p, m)
        self.reveal(name)
        posts = posts if posts is not None else {p: f"+{i + 1}" for i, p in enumerate(players)}
        for p, text in posts.items():
            self.submit(name, p, text)
        return self.resolve(name)


@pytest.fixture
def gm(tmp_path, monkeypatch):
    root = tmp_path / "campaigns"
    monkeypatch.setenv("GM_CAMPAIGNS", str(root))
    return Gm(root)


@pytest.fixture
def fake(gm):
    """A fake-game campaign 'g' with players Ann, Bob, Cy and a long random seed."""
    gm.new("g", "fake-ops", ["Ann", "Bob", "Cy"], "seed-8f3a9c2e71d44b6a")
    return gm


@pytest.fixture
def dc(gm):
    gm.new("g", "dc", ["Ann", "Bob", "Cy"], "dc-seed-55aa77")
    return gm
