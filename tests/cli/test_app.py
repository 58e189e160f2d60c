from typer.testing import CliRunner

from gm_tool.cli.app import COMMANDS, app, build_app


def registered_names(application) -> set[str]:
    """Commands and command groups (`gm board check`)."""
    return ({c.name for c in application.registered_commands}
            | {g.name for g in application.registered_groups})


def test_the_command_table_names_every_registered_command():
    assert registered_names(app) == set(COMMANDS)


def test_each_module_registers_what_the_table_says():
    for name, module in COMMANDS.items():
        assert name in registered_names(build_app([module]))


def test_help_lists_every_command():
    result = CliRunner().invoke(app, ["--help"])
    assert result.exit_code == 0
    for name in COMMANDS:
        assert name in result.output
