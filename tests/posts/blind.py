"""The blind post corpora: posts written from the rule texts and the GM's posts alone, by writers
who never saw the readers, each with the reading a careful GM would give it.

Each game keeps its corpora in ``tests/<game>/blind/``: ``posts.toml`` (one ``[[post]]`` each; the
set the readers were fixed against), ``heldout.toml``, ``heldout2.toml``... (written the same
way later, by other writers, and scored before anyone looked at them: the honest figure; then
kept as cases) and ``fixtures/<id>.toml`` (a campaign's ``campaign.toml`` at the moment the post is written). The
writers give every post ``verdict`` ("accept", "refuse" or "query"), ``reading`` (in a GM's words)
and ``reason``. The machine's side is added by whoever reviewed the post against the tool:

- ``expect_read``: lines that must appear, in this order, in the check reply's "Read as" (each
  a substring of one line) — the GM's reading in the game's canonical words;
- ``expect_problem``: substrings the reply of a refused post must contain (the reason named);
- ``review`` and ``verdict_reviewed``: where the writer's ruling was wrong, why, and the verdict
  a careful GM gives (it replaces ``verdict``; the writer's words stay as written);
- ``xfail``: why the tool still reads this post wrongly. Known misreads stay in the corpus as
  expected failures, never deleted; a fixed one fails the run until its ``xfail`` goes.

A post is **read as a GM would** when the verdict agrees (accept ⇔ exit 0; refuse and query ⇔
exit 1) and, for an accepted post, every ``expect_read`` line is there; **accepted but read
wrongly** when the tool accepted a post a GM refuses or queries, or read an accepted one
differently. ``python tests/posts/blind.py`` prints the score of each game (the README's table).
"""

from __future__ import annotations

import shutil
import sys
import tempfile
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
GAMES = {"distant-colony": "distant_colony", "colonization": "colonization",
         "colonies": "colonies", "beta-colony": "beta_colony"}
CAMPAIGN = "blind"


@dataclass(frozen=True)
class Post:
    game: str
    id: str
    set: str
    fixture: Path
    player: str
    kind: str
    text: str
    verdict: str
    reading: tuple[str, ...]
    reason: str
    expect_read: tuple[str, ...] = ()
    expect_problem: tuple[str, ...] = ()
    xfail: str = ""
    review: str = ""           # a reviewer's note where the writer's ruling was wrong


@dataclass
class Outcome:
    post: Post
    exit_code: int
    output: str            # what the player would be shown (the check reply, or the choice line)
    read_as: list[str] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)

    @property
    def accepted(self) -> bool:
        return self.exit_code == 0

    @property
    def right(self) -> bool:
        return not self.failures

    @property
    def accepted_wrongly(self) -> bool:
        return self.accepted and not self.right


def corpus_dir(game: str) -> Path:
    return ROOT / "tests" / GAMES[game] / "blind"


#: the corpora of a game's folder: the first, which the readers were fixed against, and the
#: held-out one, written the same way later and measured before anyone looked at it
SETS = {"posts.toml": "blind", "heldout.toml": "held-out",
        **{f"heldout{n}.toml": f"held-out-{n}" for n in range(2, 100)},
        # a game's second set for one session, written for situations the first left out
        **{f"heldout{n}b.toml": f"held-out-{n}b" for n in range(2, 100)}}


def load(game: str, sets: tuple[str, ...] = tuple(SETS.values())) -> list[Post]:
    posts = []
    for name, which in SETS.items():
        path = corpus_dir(game) / name
        if which in sets and path.exists():
            posts.extend(_load_file(game, path, which))
    return posts


def _load_file(game: str, path: Path, which: str) -> list[Post]:
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    posts = []
    for raw in data.get("post", []):
        posts.append(Post(
            game=game, id=raw["id"], set=which, fixture=corpus_dir(game) / "fixtures" / f"{raw['fixture']}.toml",
            player=raw["player"], kind=raw.get("kind", "post"), text=raw["text"],
            verdict=raw.get("verdict_reviewed", raw["verdict"]), reading=tuple(raw.get("reading", ())),
            reason=raw.get("reason", ""), expect_read=tuple(raw.get("expect_read", ())),
            expect_problem=tuple(raw.get("expect_problem", ())), xfail=raw.get("xfail", ""),
            review=raw.get("review", "")))
    return posts


def read_as_lines(output: str) -> list[str]:
    """The lines under "Read as:" in a plain check reply (up to the next blank line)."""
    lines = output.splitlines()
    for i, line in enumerate(lines):
        if line.strip().lower().startswith("read as"):
            out: list[str] = []
            for rest in lines[i + 1:]:
                if not rest.strip():
                    break
                if rest.lstrip().startswith("- ") or not out:
                    out.append(rest.strip().removeprefix("- ").strip())
                else:                       # a long item wrapped onto the next line
                    out[-1] += " " + rest.strip()
            return out
    return []


def judge(post: Post, exit_code: int, output: str, stderr: str = "") -> Outcome:
    outcome = Outcome(post, exit_code, output)
    if post.kind == "choice":
        outcome.read_as = [line.strip() for line in stderr.splitlines() if line.strip()]
    else:
        outcome.read_as = read_as_lines(output)
    want_accept = post.verdict == "accept"
    if want_accept and not outcome.accepted:
        outcome.failures.append("refused a post a GM accepts")
    elif not want_accept and outcome.accepted:
        outcome.failures.append(f"accepted a post a GM would {post.verdict}")
    if want_accept and outcome.accepted:
        # each wanted words after the ones before: later on the same Read-as line, or on a
        # later line ("Colonize the 4 of Arms", then "marker coin 4" on that line)
        line, start = 0, 0
        for want in post.expect_read:
            for i in range(line, len(outcome.read_as)):
                found = outcome.read_as[i].lower().find(want.lower(), start if i == line else 0)
                if found >= 0:
                    line, start = i, found + len(want)
                    break
            else:
                outcome.failures.append(f"not read as {want!r}")
    if not outcome.accepted:
        text = " ".join((output + "\n" + stderr).lower().split())   # a reply wraps its lines
        for want in post.expect_problem:
            if " ".join(want.lower().split()) not in text:
                outcome.failures.append(f"the reply does not say {want!r}")
    return outcome


def check_habit(game: str, fixture: Path, player: str, text: str, accepted: bool,
                wants: list[str], workdir: Path) -> None:
    """A habit test's post, read at a corpus fixture through the real CLI: accepted or not as a
    GM rules, and the reply holding every wanted piece (the games' test_habits files)."""
    post = Post(game, "HAB", "habits", fixture, player, "post", text + "\n",
                "accept" if accepted else "refuse", (), "")
    outcome = run(post, workdir)
    reply = " ".join(outcome.output.split())
    assert outcome.accepted == accepted, reply
    for want in wants:
        assert " ".join(want.split()) in reply, reply


def check_variant(game: str, fixture: str, player: str, kind: str, text: str, verdict: str,
                  reads: list[str], workdir: Path) -> None:
    """A habit test's post or secret choice scored as a corpus post is (Colonies' test_habits
    files): the verdict a careful GM gives (accept, refuse or query), and for an accepted one
    the Read-as lines in order."""
    post = Post(game=game, id="variant", set="variants",
                fixture=corpus_dir(game) / "fixtures" / f"{fixture}.toml", player=player, kind=kind,
                text=text, verdict=verdict, reading=(), reason="", expect_read=tuple(reads))
    outcome = run(post, workdir)
    assert outcome.right, (outcome.failures, outcome.output or outcome.read_as)


def check_refused(game: str, fixture: str, player: str, kind: str, text: str, wants: list[str],
                  workdir: Path) -> None:
    """A habit test's post or secret choice that a GM refuses, its reply naming the reason (the
    right value): every piece of `wants` in it."""
    post = Post(game, "HAB", "habits", corpus_dir(game) / "fixtures" / f"{fixture}.toml",
                player, kind, text, "refuse", (), "", expect_problem=tuple(wants))
    outcome = run(post, workdir)
    assert outcome.right, (outcome.failures, outcome.output)


def run(post: Post, workdir: Path) -> Outcome:
    """Check one post as the GM would, through the real CLI, on a fresh copy of its fixture."""
    from typer.testing import CliRunner

    from gm_tool.cli.app import app

    campaigns = workdir / post.id
    if campaigns.exists():
        shutil.rmtree(campaigns)
    (campaigns / CAMPAIGN).mkdir(parents=True)
    shutil.copy(post.fixture, campaigns / CAMPAIGN / "campaign.toml")
    runner = CliRunner()
    if post.kind == "choice":
        result = runner.invoke(app, ["choose", CAMPAIGN, post.player, post.text, "--dir", str(campaigns)])
    else:
        result = runner.invoke(app, ["check", CAMPAIGN, post.player, "-", "--format", "plain",
                                     "--dir", str(campaigns)], input=post.text)
    return judge(post, result.exit_code, result.stdout, result.stderr)


def score(games=tuple(GAMES), sets=tuple(SETS.values())) -> dict[str, list[Outcome]]:
    with tempfile.TemporaryDirectory() as tmp:
        return {game: [run(post, Path(tmp)) for post in load(game, sets)] for game in games}


def mark_xfail(outcomes: list[Outcome]) -> None:
    """Bring each corpus file's ``xfail`` lines up to date with `outcomes`: a post read wrongly
    gets one (its failure, as the reason), a post now read right loses its. Only those lines
    change; the writers' and reviewers' words stay as they are."""
    by_file: dict[Path, dict[str, Outcome]] = {}
    for o in outcomes:
        name = next(n for n, which in SETS.items() if which == o.post.set)
        by_file.setdefault(corpus_dir(o.post.game) / name, {})[o.post.id] = o
    for path, mine in by_file.items():
        lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
        out, current = [], None
        for line in lines:
            stripped = line.strip()
            if stripped == "[[post]]":
                current = None
            elif stripped.startswith("id = ") and current is None:
                current = mine.get(tomllib.loads(stripped)["id"])
                out.append(line)
                if current is not None and not current.right and not current.post.xfail:
                    reason = "; ".join(current.failures).replace("\\", "/").replace('"', "'")
                    out.append(f'xfail = "{reason}"\n')
                continue
            elif stripped.startswith("xfail = ") and current is not None and current.right:
                continue
            out.append(line)
        path.write_text("".join(out), encoding="utf-8")


def main(argv: list[str]) -> int:
    import argparse

    parser = argparse.ArgumentParser(description="Score the blind post corpora: the share of "
                                     "posts read as a GM would, per game.")
    parser.add_argument("games", nargs="*", metavar="GAME", help=f"games (default: all): {', '.join(GAMES)}")
    parser.add_argument("-v", "--verbose", action="store_true", help="list every post read wrongly")
    parser.add_argument("--set", choices=sorted(SETS.values()), action="append", metavar="SET",
                        help="only this corpus: blind, held-out, held-out-2... (default: each, scored apart)")
    parser.add_argument("--mark-xfail", action="store_true",
                        help="write the files: every post read wrongly gets xfail = its failure "
                             "(unless it has one), every xfail post now read right loses it")
    args = parser.parse_args(argv)
    unknown = [g for g in args.games if g not in GAMES]
    if unknown:
        parser.error(f"unknown game {unknown[0]!r}; choose from {', '.join(GAMES)}")
    sys.path.insert(0, str(ROOT))
    import gm_tool.games  # noqa: F401  (registers the games)

    print(f"{'game':16} {'set':10} {'posts':>5} {'refuse/query':>12} {'read right':>10} "
          f"{'share':>6} {'accepted wrongly':>16} {'known (xfail)':>13}")
    results = score(tuple(args.games or GAMES), tuple(args.set or SETS.values()))
    if args.mark_xfail:
        for outcomes in results.values():
            mark_xfail(outcomes)
    for game, outcomes in results.items():
        if not outcomes:
            print(f"{game:16} (no corpus)")
        for which in dict.fromkeys(o.post.set for o in outcomes):
            mine = [o for o in outcomes if o.post.set == which]
            right = sum(o.right for o in mine)
            print(f"{game:16} {which:10} {len(mine):5} {sum(o.post.verdict != 'accept' for o in mine):12} "
                  f"{right:10} {right / len(mine):6.1%} {sum(o.accepted_wrongly for o in mine):16} "
                  f"{sum(bool(o.post.xfail) for o in mine):13}")
            if args.verbose:
                for o in mine:
                    if not o.right:
                        print(f"    {o.post.id}: {'; '.join(o.failures)}"
                              + (f"  [xfail: {o.post.xfail}]" if o.post.xfail else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
