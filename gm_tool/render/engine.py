"""The template engine: sandboxed Jinja2 with escaping a template cannot forget.

- Templates ship inside the package: a game's own in `gm_tool/games/<game>/templates/`, the
  game-independent ones (check_reply, choice_receipt, the generic reveal, `_common.j2`) in
  `gm_tool/render/templates/`. In each folder a view is `<family>/<view>.j2` (family: bbcode,
  markdown, plain) or, for one target only, `<format>/<view>.j2`.
- Search path, first folder holding the view wins: the extra `template_dirs`, then the
  campaign's own `templates/` folder, then the game's templates, then the generic ones. In each
  folder the format's own file wins over the family's, and a game subfolder
  (`<format>/<game>/<view>.j2`, `<family>/<game>/<view>.j2`: for an override folder shared by
  several games) wins over both.
- `ImmutableSandboxedEnvironment`: templates are user-editable, so they may not reach Python
  internals (`__class__`, `_private`, ...) nor change the view they are given.
- Autoescape is off; instead `finalize` escapes every `{{ value }}` for the target unless the value
  is `Raw` (markup made by `m.*` helpers, macros and `{% set %}` blocks, whose own `{{ }}` were
  escaped already). `env.concat` makes macro and block output `Raw`, so macros compose.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Iterable, Sequence

import jinja2
from jinja2 import FileSystemLoader, StrictUndefined
from jinja2.exceptions import SecurityError, TemplateError, TemplateNotFound, TemplateSyntaxError
from jinja2.sandbox import ImmutableSandboxedEnvironment

from gm_tool.core.kit.errors import GmError
from gm_tool.render.escape import Raw, escape_text
from gm_tool.render.formats import TARGETS
from gm_tool.render.markup import dialect

TEMPLATE_DIR_NAME = "templates"


def generic_templates_dir() -> Path:
    """`gm_tool/render/templates/`: the game-independent templates, shipped in the package."""
    return Path(__file__).resolve().parent / TEMPLATE_DIR_NAME


def search_path(template_dirs: Iterable[str | Path] | None = None,
                campaign_dir: str | Path | None = None,
                game_dir: str | Path | None = None) -> list[Path]:
    """Folders searched for templates, first match wins: explicit `template_dirs`, then the
    campaign's own `templates/` folder (if it exists), then the game's templates (`game_dir`),
    then the generic ones."""
    generic = generic_templates_dir()
    if not generic.is_dir():
        raise GmError(f"the package's templates folder is missing: {generic}",
                      "gm_tool is installed without its data files: reinstall it "
                      "(pip install gm_tool, or pip install -e . from a checkout)")
    dirs: list[Path] = [Path(d) for d in (template_dirs or [])]
    if campaign_dir is not None:
        own = Path(campaign_dir) / TEMPLATE_DIR_NAME
        if own.is_dir():
            dirs.append(own)
    if game_dir is not None and Path(game_dir).is_dir():
        dirs.append(Path(game_dir))
    dirs.append(generic)
    seen: list[Path] = []
    for d in dirs:
        if d not in seen:
            seen.append(d)
    return seen


def _raw_concat(parts: Iterable[str]) -> Raw:
    return Raw("".join(parts))


def _keep_raw(func):
    def wrapper(value: Any, *args: Any, **kwargs: Any) -> Any:
        result = func(value, *args, **kwargs)
        return Raw(result) if isinstance(value, Raw) else result
    wrapper.__name__ = getattr(func, "__name__", "filter")
    return wrapper


def make_environment(fmt: str, dirs: Sequence[Path]) -> ImmutableSandboxedEnvironment:
    def finalize(value: Any) -> str:
        if value is None:
            return ""
        if isinstance(value, Raw):
            return value
        if isinstance(value, jinja2.Undefined):
            return escape_text(fmt, str(value))
        return escape_text(fmt, value)

    env = ImmutableSandboxedEnvironment(
        loader=FileSystemLoader([str(d) for d in dirs], encoding="utf-8"),
        autoescape=False,
        finalize=finalize,
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=False,
        auto_reload=False,
    )
    env.concat = _raw_concat  # macro, call-block and {% set %} block output is trusted markup
    env.filters["raw"] = lambda value: Raw("" if value is None else str(value))
    env.filters["esc"] = lambda value: Raw(escape_text(fmt, value))
    for name in ("trim", "indent", "center"):
        env.filters[name] = _keep_raw(env.filters[name])
    env.globals["m"] = dialect(fmt)
    env.globals["fmt"] = fmt
    env.globals["target"] = TARGETS[fmt]
    return env


def candidate_names(view: str, fmt: str, game: str | None = None) -> list[str]:
    """Template names for a view, best first: with a game, a game subfolder
    (`<format>/<game>/<view>.j2`, then `<family>/<game>/<view>.j2`; for override folders
    shared by several games) before the plain files (`<format>/<view>.j2`, then
    `<family>/<view>.j2`)."""
    family = TARGETS[fmt].family
    plain = [f"{fmt}/{view}.j2", f"{family}/{view}.j2"]
    if not game:
        return plain
    return [f"{fmt}/{game}/{view}.j2", f"{family}/{game}/{view}.j2"] + plain


def resolve(view: str, fmt: str, dirs: Sequence[Path], game: str | None = None) -> str:
    """The template name to use: in search-path order (the first folder holding any candidate
    wins), a game subfolder's file before the plain one, the format's before the family's."""
    names = candidate_names(view, fmt, game)
    for d in dirs:
        for name in names:
            if (d / name).is_file():
                return name
    raise GmError(f"no template for view {view!r} in format {fmt!r}",
                  f"looked for {' or '.join(names)} in: {', '.join(str(d) for d in dirs)}")


def render_template(view: str, fmt: str, context: dict[str, Any],
                    template_dirs: Iterable[str | Path] | None = None,
                    campaign_dir: str | Path | None = None, game: str | None = None,
                    game_dir: str | Path | None = None) -> str:
    """Render `view` for `fmt`: `game` is the game's name (for game subfolders of override
    folders), `game_dir` its package's templates folder."""
    dirs = search_path(template_dirs, campaign_dir, game_dir)
    env = make_environment(fmt, dirs)
    name = resolve(view, fmt, dirs, game)
    try:
        template = env.get_template(name)
        text = template.render(context)
    except SecurityError as exc:
        raise GmError(f"template {name} was refused: {exc}",
                      "templates run in a sandbox: use the view's values, not Python internals") from None
    except TemplateSyntaxError as exc:
        raise GmError(f"template {exc.filename or name}, line {exc.lineno}: {exc.message}",
                      "fix the template (or delete your copy to use the bundled one)") from None
    except TemplateNotFound as exc:
        raise GmError(f"template {name} includes {exc.name}, which is not found",
                      f"searched: {', '.join(str(d) for d in dirs)}") from None
    except TemplateError as exc:
        raise GmError(f"template {name} failed: {exc}",
                      "fix the template (or delete your copy to use the bundled one)") from None
    return tidy(text)


def tidy(text: str) -> str:
    """No trailing spaces, at most one blank line in a row, no blank lines at either end."""
    lines = [line.rstrip() for line in text.split("\n")]
    out: list[str] = []
    for line in lines:
        if not line and out and not out[-1]:
            continue
        out.append(line)
    return "\n".join(out).strip("\n")
