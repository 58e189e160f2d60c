"""`gm thread`: each seated player's turn post taken from the forum thread itself (issue 21), and
`gm seats alias`. The pages are built as ThreadPage objects (what the sources layer returns) and
handed to the command in place of the reader, so no page is parsed and nothing is fetched here.
"""

from __future__ import annotations

import dataclasses

from pathlib import Path

import pytest
from typer.testing import CliRunner

from gm_tool.cli import thread as thread_cli
from gm_tool.cli.app import all_modules, build_app
from gm_tool.core.engine.steps import clock_of, game_of, step_of
from gm_tool.core.ops.thread import find_marker, marker_line, strip_quotes
from gm_tool.core.store.files import CampaignStore
from gm_tool.core.ops.threads.model import ThreadPage, ThreadPost

APP = build_app(all_modules())
GM = "TheGM"
TOPIC = "4242"


class Thread:
    """A forum thread being written: the GM's posts (the tool's output, as pasted) and the
    players' posts, each with its number, id and link."""

    def __init__(self, forum: str = "smf", thread_id: str = TOPIC, title: str = "Distant Colony PBF"):
        self.forum, self.thread_id, self.title = forum, thread_id, title
        self.posts: list[ThreadPost] = []

    def add(self, author: str, text: str, *, edited: str | None = None,
            time: str = "2099-12-01T10:00:00Z") -> ThreadPost:
        n = len(self.posts) + 1
        msg = str(90000 + n)
        post = ThreadPost(author=author, post_id=msg, number=n,
                          link=f"https://www.bay12forums.com/smf/index.php?topic={self.thread_id}.msg{msg}#msg{msg}",
                          time=time, text=text, edited=edited)
        self.posts.append(post)
        return post

    def pages(self, per_page: int = 15) -> list[ThreadPage]:
        chunks = [self.posts[i:i + per_page] for i in range(0, len(self.posts), per_page)] or [[]]
        return [ThreadPage(self.forum, self.thread_id, self.title, list(chunk), page=i + 1,
                           pages=len(chunks)) for i, chunk in enumerate(chunks)]


class Gm:
    def __init__(self, root, monkeypatch):
        self.root = root
        self.store = CampaignStore(root)
        self.threads: dict[str, Thread] = {}
        self.runner = CliRunner()
        monkeypatch.setattr(thread_cli, "read_pages",
                            lambda source, cache, token=None: self.threads[source].pages())

    def __call__(self, *args):
        return self.runner.invoke(APP, [*map(str, args), "--dir", str(self.root)])

    def ok(self, *args):
        result = self(*args)
        assert result.exit_code == 0, result.output
        return result

    def fails(self, *args):
        result = self(*args)
        assert result.exit_code == 1, result.output
        assert "Traceback" not in result.output
        return result

    def load(self, name="g"):
        return self.store.load(name)

    def file(self, name="g") -> bytes:
        return (self.root / name / "campaign.toml").read_bytes()


@pytest.fixture
def gm(tmp_path, monkeypatch):
    return Gm(tmp_path / "campaigns", monkeypatch)


def template_body(gm: Gm, player: str, name: str = "g") -> str:
    """The player's turn as the template writes it, without its notes and bracketed hints."""
    campaign = gm.load(name)
    game = game_of(campaign)
    text = game.template_post(campaign.state, player, game.load_settings(campaign.settings))
    return "\n".join(line for line in text.split("\n")
                     if line.strip() and not line.startswith(("(", "Note:")))


def start_dc(gm: Gm, thread: Thread, seats=("Ann", "Bob", "Cy")) -> None:
    """A Distant Colony campaign, its opening post in the thread, the phases chosen by PM and
    revealed: the reveal post (with its marker) opens the turn posts."""
    args = [a for p in seats for a in ("-p", p)]
    thread.add(GM, gm.ok("new", "g", "--game", "dc", *args, "--seed", "s1", "--format", "smf").stdout)
    for player, phase in zip(seats, ("build", "production", "trade")):
        gm.ok("choose", "g", player, phase)
    thread.add(GM, gm.ok("reveal", "g", "--format", "smf").stdout)
    gm.threads["t"] = thread


# --- the marker -------------------------------------------------------------------------------

@pytest.mark.parametrize("fmt", ["smf", "phpbb", "bgg", "markdown", "discord", "plain", "terminal"])
def test_the_tools_opening_posts_end_with_the_marker_in_every_format(gm, fmt):
    new = gm.ok("new", "g", "--game", "dc", "-p", "Ann", "-p", "Bob", "--seed", "s1", "--format", fmt).stdout
    assert new.rstrip().splitlines()[-1].strip() == "gm_tool · g · Round 1 · phase choice opened"
    assert find_marker(new, "g") == "Round 1 · phase choice"
    gm.ok("choose", "g", "Ann", "build")
    gm.ok("choose", "g", "Bob", "trade")
    reveal = gm.ok("reveal", "g", "--format", fmt).stdout
    assert find_marker(reveal, "g") == "Round 1 · turn posts"
    assert find_marker(reveal, "other") is None


def test_a_quoted_marker_does_not_open_a_step():
    inside = f"[quote author=TheGM]{marker_line('g', 'Round 2 · turn posts')}[/quote]\nok"
    assert find_marker(inside, "g") is None
    assert find_marker("> " + marker_line("g", "Round 2 · turn posts"), "g") is None
    assert find_marker("[i]" + marker_line("g", "Round 2 · turn posts") + "[/i]", "g") == "Round 2 · turn posts"


def test_strip_quotes_leaves_the_players_own_words():
    text = ('[quote author=Ann link=msg=1]Build: Farm\n[quote="Bob"]Trade: none[/quote]\nmine[/quote]\n'
            "Agreed with Ann.\n> Ann wrote\nBuild: none")
    assert strip_quotes(text) == "Agreed with Ann.\nBuild: none"


# --- seat aliases -----------------------------------------------------------------------------

def test_seat_aliases_are_stored_listed_and_removed(gm):
    gm.ok("new", "g", "--game", "dc", "-p", "Ann", "-p", "Bob", "--seed", "s1")
    gm.ok("seats", "alias", "g", "Bob", "BobTheBuilder")
    listing = gm.ok("seats", "alias", "g", "bob", "Røbert").stdout
    assert "Bob: Bob, BobTheBuilder, Røbert" in listing
    assert gm.load().players[1].aliases == ["BobTheBuilder", "Røbert"]
    assert "already belongs to Bob" in gm.fails("seats", "alias", "g", "Ann", "bobthebuilder").output
    assert "already belongs to Bob" in gm.fails("seats", "alias", "g", "Ann", "BOB").output
    gm.ok("seats", "alias", "g", "Bob", "røbert", "--remove")
    assert "Bob: Bob, BobTheBuilder" in gm.ok("seats", "g").stdout
    assert "not one of Bob's forum usernames" in gm.fails("seats", "alias", "g", "Bob", "Zed", "--remove").output
    assert "needs the campaign" in gm.fails("seats", "alias", "g", "Bob").output
    before = gm.file()
    gm.fails("seats", "alias", "g", "Nobody", "X")
    assert gm.file() == before


# --- a whole round of each game ---------------------------------------------------------------

def test_a_distant_colony_round_from_the_thread(gm):
    thread = Thread()
    thread.add("Ann", "Build for me this round, I think!")      # before the reveal: not read
    start_dc(gm, thread)
    gm.ok("seats", "alias", "g", "Bob", "BobTheBuilder")
    ann, bob, cy = (template_body(gm, p) for p in ("Ann", "Bob", "Cy"))
    thread.add("Ann", f"Here goes, round 1:\n\n{ann}")
    thread.add("BobTheBuilder", f"[quote author=Ann link=topic={TOPIC}.msg90004#msg90004 "
                                f"date=1700000000]Here goes, round 1:\n\n{ann}[/quote]\n\n{bob}")
    thread.add("Mallory", "Any room for a fourth player next game?")
    thread.add(GM, "Reminder: deadline is Friday.")
    thread.add("Cy", cy)
    thread.add("Ann", "good luck all :)")                        # chatter: does not replace
    result = gm.ok("thread", "g", "t", "--gm", GM, "--format", "smf")
    post, notes = result.stdout, result.stderr
    assert "[b]Ann[/b] — [url=https://www.bay12forums.com/smf/index.php?topic=4242.msg90004#msg90004]#4[/url]: accepted" in post
    assert "[b]Bob[/b] — [url=" in post and "#5[/url]: accepted" in post
    assert "[b]Cy[/b]" in post and "#8[/url]: accepted" in post
    assert "Nobody is missing." in post
    assert "Mallory" not in post and "not seated: Mallory wrote #6" in notes
    assert "Ann's #9 holds no turn (chatter)" in notes
    assert "now reads smf thread 4242" in notes
    campaign = gm.load()
    assert campaign.thread.forum == "smf" and campaign.thread.thread_id == TOPIC
    assert campaign.thread.gm == GM
    subs = campaign.entry.submissions
    assert subs["Ann"]["text"] == f"Here goes, round 1:\n\n{ann}"
    assert subs["Bob"]["text"] == bob                     # Ann's quoted post is not Bob's
    assert {s["verdict"] for s in subs.values()} == {"accepted"}
    # a second run takes in nothing new
    again = gm.ok("thread", "g", "t")
    assert again.stdout.count("already in") == 3
    assert gm.load().entry.submissions["Ann"].get("replaced", 0) == 0
    summary = gm.ok("resolve", "g", "--format", "smf").stdout
    assert find_marker(summary, "g") == "Round 2 · phase choice"
    assert clock_of(gm.load()).text == "Round 2 · phase choice"


def _forums():
    """tests/render/forums.py (the real renderers), loaded by its path: tests/ is no package."""
    import importlib.util
    from pathlib import Path

    path = Path(__file__).parents[1] / "render" / "forums.py"
    spec = importlib.util.spec_from_file_location("thread_forums", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("fmt", ["smf", "phpbb", "bgg", "markdown", "discord", "plain"])
def test_the_thread_post_reads_right_where_it_is_pasted(gm, fmt):
    """The post `gm thread` prints, through each forum's real renderer: balanced tags, no raw
    markup, plain lines within 72 columns (a link on its own line), every player named."""
    forums = _forums()
    thread = Thread()
    start_dc(gm, thread)
    thread.add("Ann", template_body(gm, "Ann"))
    thread.add("Bob", "Build: Farm with Unskilled from Temporary Housing\nNet: +7 Wealth, +3 Food")
    post = gm.ok("thread", "g", "t", "--gm", GM, "--dry-run", "--format", fmt).stdout
    # an address alone on its line is copied whole, like a hash: it is not wrapped
    assert [p for p in forums.post_problems(post, fmt) if "https://" not in p] == []
    shown = forums.shown(post, fmt)
    assert "Ann" in shown and "Bob" in shown and "REJECTED" in shown and "@Cy" in shown
    if fmt == "plain":
        assert post.split("\n")[2].strip().startswith("https://www.bay12forums.com/smf/index.php?topic=4242.msg")


def test_a_colonization_round_from_the_thread_in_turn_order(gm):
    thread = Thread(title="Colonization PBF")
    gm.threads["t"] = thread
    thread.add(GM, gm.ok("new", "g", "--game", "colonization", "-p", "Ann", "-p", "Bob", "-p", "Cy",
                         "--seed", "s1", "--format", "bgg").stdout)
    seen = []
    for turn in range(3):
        player = step_of(gm.load()).players[0]
        seen.append(player)
        thread.add(player, f"My turn! {template_body(gm, player)}. Wish me luck")
        thread.add("Spectator", "following this one")
        result = gm.ok("thread", "g", "t", "--gm", GM, "--format", "bgg")
        assert f"[b]{player}[/b]" in result.stdout and ": applied" in result.stdout
        assert "not seated: Spectator" in result.stderr
    campaign = gm.load()
    assert seen == ["Ann", "Bob", "Cy"]
    assert clock_of(campaign).text == "Turn 4 · Ann"
    assert len(campaign.thread.taken) == 3


def test_a_beta_colony_setup_in_thread_order_with_a_post_sent_ahead(gm):
    thread = Thread(forum="phpbb", title="Beta Colony")
    gm.threads["t"] = thread
    thread.add(GM, gm.ok("new", "g", "--game", "beta_colony", "-p", "Ann", "-p", "Bob", "-p", "Cy",
                         "--seed", "s1", "--format", "phpbb").stdout)
    first = step_of(gm.load()).players[0]
    ahead, last = [p for p in ("Ann", "Bob", "Cy") if p != first]
    # `ahead` posts before the player whose turn it is: kept, and checked when that turn comes
    thread.add(ahead, "I'd like Mat B please, if it's still there when my turn comes.\nmat: Mat B")
    thread.add(first, "[b]mat: Mat C[/b]")
    thread.add(last, "mat: Mat D")
    result = gm.ok("thread", "g", "t", "--gm", GM, "--format", "phpbb")
    post = result.stdout
    assert "#2[/url]: kept for your turn" in post
    assert f"[b]{first}[/b] — [url=" in post and "#3[/url]: applied" in post
    assert f"[b]{ahead}[/b] — kept post: applied (the post kept for this turn: checked at its turn and applied)" in post
    assert "#4[/url]: applied" in post
    campaign = gm.load()
    assert "places a ship" in clock_of(campaign).text
    assert campaign.entry.waiting == {}
    # the ships, in one run: each post checked against the state its turn meets
    for _ in range(3):
        player = step_of(gm.load()).players[0]
        thread.add(player, f"{template_body(gm, player)} :)")
        gm.ok("thread", "g", "t")
    assert clock_of(gm.load()).text.startswith("Round 1")


def test_a_colonies_turn_from_the_thread_secret_steps_stay_private(gm):
    thread = Thread(forum="discourse", title="Colonies")
    gm.threads["t"] = thread
    thread.add(GM, gm.ok("new", "g", "--game", "colonies", "-p", "Ann", "-p", "Bob", "-p", "Cy",
                         "--seed", "s1", "--format", "markdown").stdout)
    for _ in range(40):
        campaign = gm.load()
        step = step_of(campaign)
        if clock_of(campaign).number > 1 or step.kind == "end":
            break
        if step.kind == "secret":
            # a player posts a choice in public: reported as a leak, never recorded
            if "council" in step.label:
                thread.add(step.players[0], "I'm voting yes on this one, obviously")
                leak = gm.ok("thread", "g", "t", "--gm", GM, "--format", "markdown")
                assert "LEAK" in leak.stderr and "not recorded" in leak.stderr
                assert "secret step" in leak.stdout
                assert gm.load().entry.commitments == {}
            for p in step.players:
                gm.ok("choose", "g", p, "my 1st card" if "event" in step.label else "yes")
            thread.add(GM, gm.ok("reveal", "g", "--format", "markdown").stdout)
        elif step.kind == "posts":
            for p in step.players:
                thread.add(p, f"> quoting the GM: {p}, what do you do?\n\n{template_body(gm, p)}")
            result = gm.ok("thread", "g", "t", "--gm", GM, "--format", "markdown")
            assert "Nobody is missing." in result.stdout
            thread.add(GM, gm.ok("resolve", "g", "--format", "markdown").stdout)
        else:
            player = step.players[0]
            thread.add(player, template_body(gm, player))
            result = gm.ok("thread", "g", "t", "--format", "markdown")
            assert "applied" in result.stdout, result.stdout
    assert clock_of(gm.load()).number == 2


# --- which posts count ------------------------------------------------------------------------

def test_latest_turn_post_wins_and_since_and_missing_mentions(gm):
    thread = Thread(forum="discourse")
    start_dc(gm, thread)
    ann = template_body(gm, "Ann")
    thread.add("Ann", "Build: Farm with Unskilled from Nowhere\nTrade: none")   # a bad first try
    thread.add("Ann", f"EDIT: scrap that, this one:\n{ann}")
    result = gm.ok("thread", "g", "t", "--gm", GM, "--format", "markdown")
    assert "- **Ann** — [#4](https://" in result.stdout and "#3]" not in result.stdout
    assert "Still missing: @Bob, @Cy" in result.stdout
    assert gm.load().entry.submissions["Ann"]["text"].endswith(ann)
    # --since a post number: only what follows it counts
    since = gm.ok("thread", "g", "t", "--since", "4", "--dry-run")
    assert "Still missing: @Bob, @Cy" in since.stdout and "#4" not in since.stdout
    assert "(--since)" in since.stderr


def test_no_marker_without_since_is_refused_and_stores_nothing(gm):
    thread = Thread()
    gm.ok("new", "g", "--game", "dc", "-p", "Ann", "-p", "Bob", "--seed", "s1")
    gm.ok("choose", "g", "Ann", "build")
    gm.ok("choose", "g", "Bob", "trade")
    gm.ok("reveal", "g")
    thread.add(GM, "Round 1 is open, post your turns!")            # no marker
    thread.add("Ann", template_body(gm, "Ann"))
    gm.threads["t"] = thread
    before = gm.file()
    out = gm.fails("thread", "g", "t").output
    assert "no opening post of campaign g" in out and "--since" in out
    assert gm.file() == before
    taken = gm.ok("thread", "g", "t", "--since", "#1")
    assert "#2" in taken.stdout and "Ann" in gm.load().entry.submissions


def test_an_old_opening_post_is_refused(gm):
    thread = Thread()
    start_dc(gm, thread)
    thread.posts = thread.posts[:1]          # only the new-campaign post (Round 1 · phase choice)
    thread.add("Ann", "Build: none")
    before = gm.file()
    out = gm.fails("thread", "g", "t").output
    assert "opened Round 1 · phase choice, but campaign g waits for Round 1 · turn posts" in out
    assert gm.file() == before


def test_a_page_of_another_thread_is_refused(gm):
    thread = Thread()
    start_dc(gm, thread)
    gm.ok("thread", "g", "t", "--gm", GM)
    other = Thread(thread_id="999", title="Another game")
    other.add("Ann", "hello")
    gm.threads["other"] = other
    before = gm.file()
    out = gm.fails("thread", "g", "other").output
    assert "another thread" in out and "4242" in out
    assert gm.file() == before


def test_the_gm_is_skipped_and_late_edits_flagged(gm):
    thread = Thread()
    start_dc(gm, thread)
    gm.ok("deadline", "g", "2099-12-02 18:00")
    thread.add("Ann", template_body(gm, "Ann"), edited="2099-12-03T09:00:00Z")
    thread.add(GM, template_body(gm, "Bob"))            # the GM quoting a turn: never a turn
    result = gm.ok("thread", "g", "t", "--gm", GM)
    assert "edited after the deadline" in result.stdout
    assert "Ann's #3" in result.stderr and "edited after the" in result.stderr
    assert set(gm.load().entry.submissions) == {"Ann"}


def test_without_gm_the_opening_posts_author_is_the_gm(gm):
    thread = Thread()
    start_dc(gm, thread)
    thread.add(GM, "Reminder: deadline is Friday.")
    thread.add("Ann", template_body(gm, "Ann"))
    result = gm.ok("thread", "g", "t")
    assert f"the GM's forum username is taken as {GM}" in result.stderr
    assert "not seated" not in result.stderr
    assert gm.load().thread.gm == GM


def test_an_smf_page_without_a_zone_is_read_in_the_threads_timezone(gm):
    """SMF prints times in the reader's zone without naming it. An edit printed 18:30 is late
    for an 18:00 UTC deadline when read as UTC, and on time once the GM says the page shows
    Berlin time (18:30 in Berlin is 17:30 UTC)."""
    thread = Thread()
    start_dc(gm, thread)
    gm.ok("deadline", "g", "2099-12-02 18:00")
    post = thread.add("Ann", template_body(gm, "Ann"), edited="2099-12-02T18:30:00+00:00")
    thread.posts[-1] = dataclasses.replace(post, zone_unknown=True)
    assert "edited after the deadline" in gm.ok("thread", "g", "t", "--gm", GM, "--dry-run").stdout
    result = gm.ok("thread", "g", "t", "--gm", GM, "--timezone", "Europe/Berlin")
    assert "edited after the deadline" not in result.stdout      # 18:30 in Berlin is 17:30 UTC
    assert gm.load().thread.timezone == "Europe/Berlin"
    before = gm.file()
    bad = gm.fails("thread", "g", "t", "--timezone", "Mars/Olympus")
    assert "not a time zone name" in bad.output and "Europe/Berlin" in bad.output
    assert gm.file() == before


def test_the_bgg_token_is_an_option_and_an_environment_variable(gm, monkeypatch):
    seen = []
    monkeypatch.setattr(thread_cli, "read_pages",
                        lambda source, cache, token=None: seen.append(token) or gm.threads[source].pages())
    thread = Thread()
    start_dc(gm, thread)
    gm.ok("thread", "g", "t", "--gm", GM, "--dry-run", "--bgg-token", "tok-1")
    monkeypatch.setenv("GM_BGG_TOKEN", "tok-2")
    gm.ok("thread", "g", "t", "--gm", GM, "--dry-run")
    assert seen == ["tok-1", "tok-2"]
    assert "tok-" not in gm.file().decode()


def test_dry_run_stores_nothing(gm):
    thread = Thread()
    start_dc(gm, thread)
    thread.add("Ann", template_body(gm, "Ann"))
    before = gm.file()
    result = gm.ok("thread", "g", "t", "--gm", GM, "--dry-run")
    assert "accepted" in result.stdout and "nothing was saved" in result.stderr
    assert gm.file() == before
    assert gm.load().thread is None


def test_bad_input_exits_1_with_a_clear_message(gm):
    thread = Thread()
    start_dc(gm, thread)
    before = gm.file()
    assert "no such post" in gm.fails("thread", "g", "t", "--since", "#77").output
    empty = Thread()
    empty.posts = []
    gm.threads["empty"] = empty
    assert "no opening post" in gm.fails("thread", "g", "empty").output
    assert "unknown output format" in gm.fails("thread", "g", "t", "--format", "html").output
    assert "no campaign" in gm.fails("thread", "nope", "t").output.lower() or \
        "not found" in gm.fails("thread", "nope", "t").output.lower()
    assert gm.file() == before


def test_only_the_last_summary_opens_a_step(gm):
    gm.ok("new", "g", "--game", "dc", "-p", "Ann", "-p", "Bob", "--seed", "s1")
    for _ in range(2):
        gm.ok("choose", "g", "Ann", "build")
        gm.ok("choose", "g", "Bob", "trade")
        gm.ok("reveal", "g")
        for p in ("Ann", "Bob"):
            result = gm.runner.invoke(APP, ["submit", "g", p, "-", "--dir", str(gm.root)],
                                      input=template_body(gm, p))
            assert result.exit_code == 0, result.output
        gm.ok("resolve", "g")
    assert find_marker(gm.ok("report", "g").stdout, "g") == "Round 3 · phase choice"
    assert find_marker(gm.ok("report", "g", "--round", "1").stdout, "g") is None


def test_a_hand_edited_alias_of_another_seat_is_refused(gm):
    gm.ok("new", "g", "--game", "dc", "-p", "Ann", "-p", "Bob", "--seed", "s1")
    path = gm.root / "g" / "campaign.toml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace('{ name = "Bob", emails = [], dropped = false }',
                                 '{ name = "Bob", emails = [], dropped = false, aliases = ["ann"] }'),
                    encoding="utf-8")
    out = gm.fails("thread", "g", "t").output
    assert "'ann' is also Ann's username" in out


def test_saved_smf_pages_through_the_sources_layer(tmp_path):
    """The real reader (no stand-in): two saved SMF 2.1 pages, a seat under a non-ASCII forum
    name, a guest who is not seated, nested quotes, --since the GM's post."""
    fixtures = Path(__file__).parent.parent / "threads" / "fixtures"
    if not (fixtures / "smf21-p1.html").exists():
        pytest.skip("the SMF fixtures are not here")
    root = tmp_path / "campaigns"

    def gm(*args):
        result = CliRunner().invoke(APP, [*map(str, args), "--dir", str(root)])
        assert result.exit_code == 0, result.output
        return result

    gm("new", "g", "--game", "dc", "-p", "Ann", "-p", "Bjorn", "-p", "Cy", "--seed", "s1")
    for player, phase in (("Ann", "build"), ("Bjorn", "trade"), ("Cy", "production")):
        gm("choose", "g", player, phase)
    gm("reveal", "g")
    gm("seats", "alias", "g", "Bjorn", "Bjørn Łukasz")
    result = gm("thread", "g", fixtures / "smf21-p1.html", fixtures / "smf21-p2.html",
                "--since", "1", "--gm", "GM Zoë", "--format", "smf")
    assert "[b]Ann[/b] — [url=" in result.stdout and "msg502#msg502]#2[/url]" in result.stdout
    assert "Still missing: @Bjørn Łukasz, @Cy" in result.stdout
    assert "not seated: Guest Carl wrote #4" in result.stderr
    assert "gm seats alias g PLAYER 'Guest Carl'" in result.stderr
    assert "Ann's #5 holds no turn" in result.stderr         # only quotes and a word: chatter
    campaign = CampaignStore(root).load("g")
    assert (campaign.thread.forum, campaign.thread.thread_id) == ("smf", "4243")
    assert set(campaign.entry.submissions) == {"Ann"}
