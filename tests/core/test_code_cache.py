"""gm's compile cache (gm_tool/core/kit/code_cache.py): a pattern, a record's method or a
string annotation taken from the cache is the one compiling gives, a cold, warm, broken or switched-off cache gives the
same results, and a broken cache file is never an error.

Each case runs in a fresh interpreter, as a `gm` command does, with a cache folder of its own."""

from __future__ import annotations

import json
import marshal
import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

#: compiles patterns of every kind and defines records of every kind after the cache is on, and
#: prints what they do, and whether this run compiled anything the cache did not hold
PROBE = r'''
import dataclasses, json, re, sys, typing
import gm_tool.cli  # switches the cache on, as the `gm` command does
from gm_tool.core.kit import code_cache

TEXTS = ["Build: Farm #2 (Unskilled)", "sell 2 BG @ 4 = 8 Wealth", "ÉTÉ naïve – 1 green", "", "aaa\nbbb"]
PATTERNS = [(r"(?P<verb>build|sell)\s*:?\s*(?P<n>\d+)?", re.I), (r"(?<=[,;.(])\s*\w+", 0),
            (r"""(?x) \b (?: farm | market ) \s* \#? (\d+) """, re.I), (r"^b+$", re.M),
            (r"[–—-]\s*(\d+)", 0), (r"\bna\w+", re.U | re.I), (r"(a)(b)?(?(2)c|d)", 0),
            (rb"\d+", 0), (r"x{2,5}?|\S+", re.S)]
found = []
for pattern, flags in PATTERNS:
    compiled = re.compile(pattern, flags)
    found.append([compiled.flags, compiled.groups, dict(compiled.groupindex)])
    for text in TEXTS:
        subject = text.encode() if isinstance(pattern, bytes) else text
        found.append(repr([m.span() + m.groups() for m in compiled.finditer(subject)]))
        found.append(repr(compiled.sub("<>" if isinstance(subject, str) else b"<>", subject)))

def built(names):  # a pattern built at run time from data: compiled, never kept
    return re.compile(r"(?i)\b(?:" + "|".join(names) + r")\b")

found.append(repr(built(["Ann", "Bob"]).findall("ann and BOB, Cy")))

@dataclasses.dataclass(frozen=True)
class Frozen:
    name: str
    count: int = 2
    tags: tuple = dataclasses.field(default_factory=tuple)

@dataclasses.dataclass(order=True)
class Plain:
    a: int
    b: "str" = "x"

class Hinted:  # string annotations: typing compiles each one to read the hints
    a: "dict[str, list[int]] | None"
    b: "Frozen"
    c: "typing.Optional[Plain]"

one = Frozen("Ann")
try:
    one.name = "Bob"
    frozen = "changed"
except dataclasses.FrozenInstanceError:
    frozen = "frozen"
found += [repr(one), one == Frozen("Ann", 2, ()), hash(one) == hash(Frozen("Ann")), frozen,
          repr(Plain(1)), Plain(1) < Plain(2), repr(typing.get_type_hints(Plain.__init__)),
          repr(Frozen.__init__.__annotations__), Frozen.__init__.__code__.co_filename,
          repr(typing.get_type_hints(Hinted))]
print(json.dumps({"found": found, "compiled_new": any(p.new for p in code_cache._parts.values())}))
'''


def probe(cache: Path, **env: str) -> dict:
    done = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True,
                          env={**os.environ, "PYTHONPATH": str(ROOT), "GM_CACHE_DIR": str(cache),
                               **env})
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def cache_file(cache: Path) -> Path:
    """The part of the cache for what gm's core (and the probe) compile."""
    files = list(cache.glob("compiled-*-core.marshal"))
    assert len(files) == 1, files
    return files[0]


def test_a_warm_cache_gives_what_compiling_gives(tmp_path):
    off = probe(tmp_path / "off", GM_CACHE="off")
    cold = probe(tmp_path / "on")
    warm = probe(tmp_path / "on")
    assert cold["found"] == off["found"] == warm["found"]
    assert cold["compiled_new"] and not warm["compiled_new"]  # the second run compiled nothing
    assert not (tmp_path / "off").exists()                    # switched off: nothing written
    code, patterns, _ = marshal.loads(cache_file(tmp_path / "on").read_bytes())
    assert (r"[–—-]\s*(\d+)", 0) in patterns and code
    assert not any("Ann|Bob" in text for text, _ in patterns)  # built from data: not kept


def test_a_broken_cache_file_is_a_cold_start(tmp_path):
    want = probe(tmp_path / "off", GM_CACHE="off")["found"]
    cache = tmp_path / "on"
    probe(cache)
    path = cache_file(cache)
    for broken in (b"", b"not marshal at all", marshal.dumps(["a list"]),
                   marshal.dumps(({}, {("x", 0): ("not", "a", "program", 0, 0)}, {}))):
        path.write_bytes(broken)
        assert probe(cache)["found"] == want
        marshal.loads(path.read_bytes())  # written again, whole


def test_a_stored_program_the_engine_refuses_is_compiled_again(tmp_path):
    cache = tmp_path / "on"
    want = probe(cache)["found"]
    path = cache_file(cache)
    code, patterns, data = marshal.loads(path.read_bytes())
    key = (r"^b+$", 8)  # re.M
    flags, words, groups, groupindex, indexgroup = patterns[key]
    patterns[key] = (flags, b"\xff" * len(words), groups, groupindex, indexgroup)
    path.write_bytes(marshal.dumps((code, patterns, data)))
    assert probe(cache)["found"] == want


def test_a_gm_command_reads_the_same_with_the_cache_on_and_off(tmp_path):
    """The whole command, through the sample campaign: `gm demo`'s output is the same cold,
    warm and without the cache."""
    outputs = []
    for name, extra in (("off", {"GM_CACHE": "off"}), ("cold", {}), ("warm", {})):
        folder = tmp_path / name
        done = subprocess.run([sys.executable, "-m", "gm_tool", "demo", "--dir", str(folder)],
                              capture_output=True, text=True, cwd=tmp_path,
                              env={**os.environ, "PYTHONPATH": str(ROOT), "COLUMNS": "100",
                                   "GM_CACHE_DIR": str(tmp_path / "cache"), **extra})
        assert done.returncode == 0, done.stderr
        # the campaign's id, salts and commitments are new each run; everything else is the same
        outputs.append(re.sub(r"\b[0-9a-f]{12,}\b", "HEX", done.stdout.replace(str(folder), "DIR")))
    assert outputs[0] == outputs[1] == outputs[2]


def test_a_games_word_lists_are_parsed_once(tmp_path):
    """A reader's word lists (TOML) come from the cache, in the game's own part, equal to the
    parsed file; a changed file is parsed again."""
    words = ROOT / "gm_tool" / "games" / "colonization" / "posts" / "words.toml"
    copy = tmp_path / "gm_tool" / "games" / "colonization" / "posts" / "words.toml"
    copy.parent.mkdir(parents=True)
    copy.write_bytes(words.read_bytes())
    script = ("import json, sys, tomllib; from pathlib import Path; import gm_tool.cli; "
              "from gm_tool.core.kit import code_cache; "
              "from gm_tool.core.kit.reading.vocabulary import load_words; "
              f"got = load_words(Path({str(copy)!r})); "
              f"assert got == tomllib.loads(Path({str(copy)!r}).read_text()), 'differs'; "
              "print(json.dumps(sorted(name for name, p in code_cache._parts.items() if p.new)))")
    env = {**os.environ, "PYTHONPATH": str(ROOT), "GM_CACHE_DIR": str(tmp_path / "cache")}

    def run() -> list[str]:
        done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                              env=env)
        assert done.returncode == 0, done.stderr
        return json.loads(done.stdout)

    assert "colonization" in run()     # parsed, and kept in the game's part (the kit's own
    assert run() == []                 # records and patterns went to core); then from the cache
    copy.write_text(copy.read_text() + '\n[added]\nwords = ["x"]\n')
    assert run() == ["colonization"]   # changed bytes: parsed again
