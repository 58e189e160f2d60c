"""What Python compiles again at every start of `gm`, kept from one run to the next.

Every `gm` command is a fresh process, and two kinds of compiling cost it a third of its
instructions (benchmarks/bench_cli.py, docs/benchmarks.md), each turning the same text into the
same result on every run:

- **regular expressions**: `re` parses and compiles each pattern in Python code (a Distant
  Colony `gm check` compiles about 180 of the readers' patterns);
- **dataclasses**: Python generates each record's `__init__`, `__repr__`, `__eq__`... as source
  text and compiles it with `exec` when its module is imported (`gm check` defines about 80).

It keeps two more kinds of work done again on every run: the string annotations `typing`
compiles to read type hints (typer's, pydantic's and gm's own records', about a thousand in a
`gm resolve`), and parsing the data files gm ships as TOML, a game's word lists, board and
catalogue (`parsed_toml`).

The cache keeps the results, keyed by the exact text that was compiled (a pattern with its
flags, when the program wrote it rather than built it from a campaign's data; a generated
function's source), as pyc files keep bytecode, in the user's cache folder
($GM_CACHE_DIR, else $XDG_CACHE_HOME/gm_tool, else ~/.cache/gm_tool): one file per Python
version for gm's core and the frameworks, and one per game package, so that a command loads
what its own game compiles and no other game's. A hit gives what compiling the text would
give: a pattern is rebuilt from its stored program by the same `_sre.compile` call `re` makes;
a method from its code object. A file is written at exit when the run compiled something new
(to a temporary name, then renamed, so a reader never sees half a file); a missing, unreadable
or foreign file is a cold start, never an error, and anything the cache cannot do falls back
to compiling. `GM_CACHE=off` turns it off.
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
from typing import Any, Callable

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
#: more entries than gm's own code compiles many times over means a file collects patterns
#: built from data; it then starts again from what the last run used
_MOST = 5_000


class _Part:
    """One file of the cache: what gm's core (and the frameworks) compile, or what one game's
    package compiles, so that a command loads the parts of the game it plays and no other."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.code: dict[str, bytes] = {}                  # generated source -> marshalled code
        self.patterns: dict[tuple[str, int], tuple] = {}  # (pattern, flags) -> program
        self.data: dict[bytes, bytes] = {}                # a data file's bytes -> marshalled data
        self.fresh_code: dict[str, bytes] = {}            # the entries this run used
        self.fresh_patterns: dict[tuple[str, int], tuple] = {}
        self.fresh_data: dict[bytes, bytes] = {}
        self.new = False
        try:
            with open(path, "rb") as handle:
                code, patterns, data = marshal.load(handle)
            if isinstance(code, dict) and isinstance(patterns, dict) and isinstance(data, dict):
                self.code, self.patterns, self.data = code, patterns, data
        except (OSError, EOFError, ValueError, TypeError):
            pass  # no file yet, or not one of ours: start empty and write a good one at exit

    def remember(self) -> None:
        if not self.new:
            self.new = True
            atexit.register(self.save)

    def save(self) -> None:
        kept = (self.code, self.patterns, self.data)
        if sum(map(len, kept)) > _MOST:
            kept = (self.fresh_code, self.fresh_patterns, self.fresh_data)
        temporary = self.path.with_name(f"{self.path.name}.{os.getpid()}.tmp")
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            with open(temporary, "wb") as handle:
                marshal.dump(kept, handle)
            os.replace(temporary, self.path)
        except (OSError, ValueError):
            try:
                temporary.unlink(missing_ok=True)
            except OSError:
                pass


#: whether `enable` switched the cache on in this process
_on = False
#: the parts loaded so far, by name ("core" or a game's package), and by the module compiling
_parts: dict[str, _Part] = {}
_part_of: dict[str, _Part | None] = {}


def _part(module: str) -> _Part | None:
    """The part of the cache for what `module` compiles (None: the cache is off)."""
    try:
        return _part_of[module]
    except KeyError:
        pass
    name = module.split(".")[2] if module.startswith("gm_tool.games.") and module.count(".") > 1 \
        else "core"
    part = _parts.get(name)
    if part is None:
        folder = _cache_folder()
        part = None if folder is None else _Part(folder / f"compiled-{_TAG}-{name}.marshal")
        if part is not None:
            _parts[name] = part
    _part_of[module] = part
    return part


def _cache_folder() -> Path | None:
    if os.environ.get("GM_CACHE", "").lower() in ("off", "0", "no", "false"):
        return None
    folder = os.environ.get("GM_CACHE_DIR")
    if not folder:
        base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
        folder = os.path.join(base, "gm_tool")
    return Path(folder)


#: the compile-later kit, whose patterns are all written in gm's modules
_LATER = "gm_tool.core.kit.patterns"


def _written_by(pattern: str) -> str | None:
    """The module whose code wrote `pattern` (a few frames up, past `re`): when the pattern is
    text of the program, a literal of the calling function, a module-level or a compile-later
    pattern. None for a pattern built at run time from data ("Ann|Bob" from a campaign's
    players): kept, those would make the file grow with every campaign and post."""
    frame = sys._getframe(2)
    later = False
    while frame is not None:
        name = frame.f_globals.get("__name__", "")
        if name == _LATER:
            later = True
        elif name != "re" and not name.startswith("re."):
            code = frame.f_code
            if later or code.co_name == "<module>" or pattern in code.co_consts:
                return name
            return None
        frame = frame.f_back
    return None


def _compile(pattern: Any, flags: int = 0) -> re.Pattern:
    """`re._compiler.compile`, the step `re.compile` and the module's functions take for a
    pattern not in their own in-process cache: its program from the file when an earlier run
    compiled the same pattern with the same flags."""
    part = None
    if isinstance(pattern, str) and type(flags) is int and not flags & re.DEBUG:
        module = _written_by(pattern)
        part = None if module is None else _part(module)
    if part is None:
        return _compile_anew(pattern, flags)
    key = (pattern, flags)
    try:
        program = part.patterns.get(key)
        if program is None:
            program = part.patterns[key] = _program(pattern, flags)
            part.remember()
        part.fresh_patterns[key] = program
        all_flags, words, groups, groupindex, indexgroup = program
        # the call `re._compiler.compile` ends with, given the program it would have built
        return _sre.compile(pattern, all_flags, array.array(_WORD, words).tolist(), groups,
                            groupindex, indexgroup)
    except re.error:
        raise  # a bad pattern says so as it always does
    except Exception:  # a stored program this engine refuses: compile as usual
        part.patterns.pop(key, None)
        part.fresh_patterns.pop(key, None)
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
    # dataclasses passes the globals of the record's module
    part = _part((globals or {}).get("__name__", "")) if isinstance(source, str) else None
    if part is None:
        return builtins.exec(source, globals, locals)
    return builtins.exec(_code(part, source, source, "<string>", "exec"), globals, locals)


def _code(part: _Part, key: str, source: str, filename: str, mode: str) -> Any:
    """The code `compile(source, filename, mode)` gives, from `part` under `key` when an earlier
    run compiled it. dont_inherit: compiled as the caller's own call compiles it (dataclasses.py
    and typing.py have no `from __future__`), not with this module's annotations flag."""
    stored = part.code.get(key)
    if stored is None:
        code = compile(source, filename, mode, 0, True)
        stored = part.code[key] = marshal.dumps(code)
        part.remember()
    else:
        code = marshal.loads(stored)
    part.fresh_code[key] = stored
    return code


def _compile_annotation(source: Any, filename: str, mode: str, *more: Any) -> Any:
    """`compile` for the typing module, which compiles every string annotation it meets (a
    `from __future__ import annotations` module's, pydantic's own): the code from the cache."""
    if more or type(source) is not str or mode != "eval":
        # typing makes no such call; compiled as its own call would be (typing has no __future__)
        return compile(source, filename, mode, *more) if more else compile(
            source, filename, mode, 0, True)
    part = _part("")
    if part is None:
        return compile(source, filename, mode, 0, True)
    return _code(part, f"\0{filename} eval\0{source}", source, filename, mode)


def parsed_file(path: Path, parse: Callable[[bytes], Any]) -> Any:
    """`parse(the file's bytes)`, for a data file shipped with gm (a game's word lists): from the
    cache when an earlier run parsed the same bytes. tomllib is written in Python, and a
    reader's word lists cost a `gm check` more to parse than to run. The data must be plain
    (dicts, lists, strings, numbers): anything marshal cannot keep is parsed every time."""
    with open(path, "rb") as handle:
        raw = handle.read()
    games = path.parts.index("games") if "games" in path.parts[:-2] else -1
    part = _part(f"gm_tool.games.{path.parts[games + 1]}" if games >= 0 else "") if _on else None
    if part is None:
        return parse(raw)
    stored = part.data.get(raw)
    if stored is not None:
        part.fresh_data[raw] = stored
        return marshal.loads(stored)
    value = parse(raw)
    try:
        part.data[raw] = part.fresh_data[raw] = marshal.dumps(value)
        part.remember()
    except ValueError:
        pass  # not plain data
    return value


def parsed_toml(path: Path) -> dict[str, Any]:
    """A TOML data file shipped with gm (word lists, a board, a catalogue), parsed: from the
    cache while its bytes stay the same (`parsed_file`)."""
    return parsed_file(Path(path), _toml)


def _toml(raw: bytes) -> dict[str, Any]:
    import tomllib

    return tomllib.loads(raw.decode("utf-8"))


def enable() -> None:
    """Compile through the cache from now on, in this process: the patterns `re` compiles, the
    methods of the records defined from here on, and the string annotations `typing` reads. The
    three modules call the function replaced here by its global name at each use, so nothing
    else about a pattern, a class or a type hint changes.
    Called once, by the `gm` command before it imports the rest of gm_tool."""
    global _compile_anew, _on
    import dataclasses
    import typing

    if _cache_folder() is None or _sre is None or not _WORD:
        return
    _on = True
    if "exec" not in vars(dataclasses):
        dataclasses.exec = _exec
    if "compile" not in vars(typing):
        typing.compile = _compile_annotation
    if _compiler.compile is not _compile:
        _compile_anew = _compiler.compile
        _compiler.compile = _compile
