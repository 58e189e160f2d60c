"""What Python compiles again at every start of `gm`, kept from one run to the next.

Every `gm` command is a fresh process, and two kinds of compiling cost it a third of its
instructions (benchmarks/bench_cli.py, docs/benchmarks.md), each turning the same text into the
same result on every run:

- **regular expressions**: `re` parses and compiles each pattern in Python code (a Distant
  Colony `gm check` compiles about 180 of the readers' patterns);
- **dataclasses**: Python generates each record's `__init__`, `__repr__`, `__eq__`... as source
  text and compiles it with `exec` when its module is imported (`gm check` defines about 80).

The cache keeps both results, keyed by the exact text that was compiled (a pattern with its
flags; a generated function's source), in one file per Python version in the user's cache
folder ($GM_CACHE_DIR, else $XDG_CACHE_HOME/gm_tool, else ~/.cache/gm_tool), as pyc files keep
bytecode. A hit gives what compiling the text would give: a pattern is rebuilt from its stored
program by the same `_sre.compile` call `re` makes; a function from its code object. The file is
written at exit when the run compiled something new (to a temporary name, then renamed, so a
reader never sees half a file); a missing, unreadable or foreign file is a cold start, never an
error, and anything the cache cannot do falls back to compiling. `GM_CACHE=off` turns it off.
"""

from __future__ import annotations

import array
import atexit
import builtins
import marshal
import os
import re
import sys
from pathlib import Path
from typing import Any

try:  # the regular-expression engine's own entry points, the ones `re.compile` uses
    import _sre
    from re import _compiler, _parser
except ImportError:  # pragma: no cover - another Python: patterns are compiled as usual
    _sre = None

#: the file's name carries everything its contents depend on: the interpreter and its version
#: (bytecode), and the regular-expression engine's program format
_TAG = f"{sys.implementation.cache_tag}-sre{getattr(_sre, 'MAGIC', 0)}"
#: a pattern's program is stored as machine words of the engine's own size
_WORD = next((code for code in "IL" if array.array(code).itemsize == getattr(_sre, "CODESIZE", 0)), "")
#: the engine's own compile step, which the cache replaces while it is on
_compile_anew = _compiler.compile if _sre is not None else None
#: more entries than gm's own code compiles many times over means the file collects patterns
#: built from data; it then starts again from what the last run used
_MOST = 20_000


class _Cache:
    def __init__(self) -> None:
        self.loaded = False
        self.path: Path | None = None
        self.code: dict[str, bytes] = {}                  # generated source -> marshalled code
        self.patterns: dict[tuple[str, int], tuple] = {}  # (pattern, flags) -> program
        self.fresh_code: dict[str, bytes] = {}            # the entries this run used
        self.fresh_patterns: dict[tuple[str, int], tuple] = {}
        self.new = False

    def load(self) -> None:
        self.loaded = True
        self.path = _cache_file()
        if self.path is None:
            return
        try:
            with open(self.path, "rb") as handle:
                code, patterns = marshal.load(handle)
            if isinstance(code, dict) and isinstance(patterns, dict):
                self.code, self.patterns = code, patterns
        except (OSError, EOFError, ValueError, TypeError):
            pass  # no file yet, or not one of ours: start empty and write a good one at exit

    def remember(self) -> None:
        if not self.new:
            self.new = True
            atexit.register(self.save)

    def save(self) -> None:
        if self.path is None:
            return
        code, patterns = self.code, self.patterns
        if len(code) + len(patterns) > _MOST:
            code, patterns = self.fresh_code, self.fresh_patterns
        temporary = self.path.with_name(f"{self.path.name}.{os.getpid()}.tmp")
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            with open(temporary, "wb") as handle:
                marshal.dump((code, patterns), handle)
            os.replace(temporary, self.path)
        except (OSError, ValueError):
            try:
                temporary.unlink(missing_ok=True)
            except OSError:
                pass


_cache = _Cache()


def _cache_file() -> Path | None:
    if os.environ.get("GM_CACHE", "").lower() in ("off", "0", "no", "false"):
        return None
    folder = os.environ.get("GM_CACHE_DIR")
    if not folder:
        base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
        folder = os.path.join(base, "gm_tool")
    return Path(folder) / f"compiled-{_TAG}.marshal"


def _ready() -> bool:
    if not _cache.loaded:
        _cache.load()
    return _cache.path is not None


def _compile(pattern: Any, flags: int = 0) -> re.Pattern:
    """`re._compiler.compile`, the step `re.compile` and the module's functions take for a
    pattern not in their own in-process cache: its program from the file when an earlier run
    compiled the same pattern with the same flags."""
    if not (isinstance(pattern, str) and type(flags) is int and not flags & re.DEBUG
            and _ready()):
        return _compile_anew(pattern, flags)
    key = (pattern, flags)
    try:
        program = _cache.patterns.get(key)
        if program is None:
            program = _cache.patterns[key] = _program(pattern, flags)
            _cache.remember()
        _cache.fresh_patterns[key] = program
        all_flags, words, groups, groupindex, indexgroup = program
        # the call `re._compiler.compile` ends with, given the program it would have built
        return _sre.compile(pattern, all_flags, array.array(_WORD, words).tolist(), groups,
                            groupindex, indexgroup)
    except re.error:
        raise  # a bad pattern says so as it always does
    except Exception:  # a stored program this engine refuses: compile as usual
        _cache.patterns.pop(key, None)
        _cache.fresh_patterns.pop(key, None)
        return _compile_anew(pattern, flags)


def _program(pattern: str, flags: int) -> tuple:
    """What `re._compiler.compile` computes before it calls the engine, in a form marshal keeps."""
    parsed = _parser.parse(pattern, flags)
    words = array.array(_WORD, _compiler._code(parsed, flags)).tobytes()
    groupindex = dict(parsed.state.groupdict)
    indexgroup = [None] * parsed.state.groups
    for name, index in groupindex.items():
        indexgroup[index] = name
    return (flags | parsed.state.flags, words, parsed.state.groups - 1, groupindex,
            tuple(indexgroup))


def _exec(source: Any, globals: dict | None = None, locals: Any = None) -> None:
    """`exec` for the dataclasses module: the code of a generated method from the cache."""
    if not (isinstance(source, str) and _ready()):
        return builtins.exec(source, globals, locals)
    stored = _cache.code.get(source)
    if stored is None:
        # dont_inherit: compiled as `exec` in dataclasses.py compiles it, without this
        # module's `from __future__ import annotations`
        code = compile(source, "<string>", "exec", dont_inherit=True)
        stored = _cache.code[source] = marshal.dumps(code)
        _cache.remember()
    else:
        code = marshal.loads(stored)
    _cache.fresh_code[source] = stored
    return builtins.exec(code, globals, locals)


def enable() -> None:
    """Compile through the cache from now on, in this process: the patterns `re` compiles and
    the methods of the records defined from here on. Both modules call the function replaced
    here by its global name at each use, so nothing else about a pattern or a class changes.
    Called once, by the `gm` command before it imports the rest of gm_tool."""
    global _compile_anew
    import dataclasses

    if _cache_file() is None or _sre is None or not _WORD:
        return
    if "exec" not in vars(dataclasses):
        dataclasses.exec = _exec
    if _compiler.compile is not _compile:
        _compile_anew = _compiler.compile
        _compiler.compile = _compile
