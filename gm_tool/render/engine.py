"""The template engine: sandboxed Jinja2 with escaping a template cannot forget.

- Templates live in `templates/<family>/<view>.j2` (family: bbcode, markdown, plain), with shared
  blocks in `templates/<family>/_blocks.j2`. A target may have its own `templates/<format>/<view>.j2`.
  A game may have its own `templates/<family>/<game>/<view>.j2` (or `<format>/<game>/...`), found
  before the generic file (Colonization does; Distant Colony uses the generic ones).
- Search path: the campaign's `templates/` folder (and any `template_dirs` given), then the bundled
  folder. In each folder the format's own file wins over the family's.
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

import gm_tool
from gm_tool.core.errors import GmError
from gm_tool.render.escape import Raw, escape_text
from gm_tool.render.formats import TARGETS
from gm_tool.render.markup import dialect

TEMPLATE_DIR_NAME = "templates"


def bundled_templates_dir() -> Path:
    """`templates/` at the top of the repository (the package is installed editable)."""
    return Path(gm_tool.__file__).resolve().parent.parent / TEMPLATE_DIR_NAME


def search_path(template_dirs: Iterable[str | Path] | None = None,
                campaign_dir: str | Path | None = None) -> list[Path]:
    """Folders searched for templates, first match wins: explicit `template_dirs`, then the
    campaign's own `templates/` folder (if it exists), then the bundled templates."""
    bundled = bundled_templates_dir()
    if not bundled.is_dir():
        raise GmError(f"the bundled templates folder is missing: {bundled}",
                      "gm_tool must be installed from its repository (pip install -e .) so that "
                      "templates/ sits beside the gm_tool package")
    dirs: list[Path] = [Path(d) for d in (template_dirs or [])]
    if campaign_dir is not None:
        own = Path(campaign_dir) / TEMPLATE_DIR_NAME
        if own.is_dir():
            dirs.append(own)
    dirs.append(bundled)
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
    """Template names for a view, best first: with a game, its own folder
    (`<format>/<game>/<view>.j2`, then `<family>/<game>/<view>.j2`) before the generic files
    (`<format>/<view>.j2`, then `<family>/<view>.j2`)."""
    family = TARGETS[fmt].family
    generic = [f"{fmt}/{view}.j2", f"{family}/{view}.j2"]
    if not game:
        return generic
    return [f"{fmt}/{game}/{view}.j2", f"{family}/{game}/{view}.j2"] + generic


def resolve(view: str, fmt: str, dirs: Sequence[Path], game: str | None = None) -> str:
    """The template name to use: in search-path order (the first folder holding any candidate
    wins), the game's own file before the generic one, the format's before the family's."""
    names = candidate_names(view, fmt, game)
    for d in dirs:
        for name in names:
            if (d / name).is_file():
                return name
    raise GmError(f"no template for view {view!r} in format {fmt!r}",
                  f"looked for {' or '.join(names)} in: {', '.join(str(d) for d in dirs)}")


def render_template(view: str, fmt: str, context: dict[str, Any],
                    template_dirs: Iterable[str | Path] | None = None,
                    campaign_dir: str | Path | None = None, game: str | None = None) -> str:
    dirs = search_path(template_dirs, campaign_dir)
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
