from typer.testing import CliRunner

from gm_tool.cli.app import COMMANDS, app, build_app


def test_the_command_table_names_every_registered_command():
    registered = {c.name for c in app.registered_commands}
    assert registered == set(COMMANDS)


def test_each_module_registers_what_the_table_says():
    for name, module in COMMANDS.items():
        names = {c.name for c in build_app([module]).registered_commands}
        assert name in names


def test_help_lists_every_command():
    result = CliRunner().invoke(app, ["--help"])
    assert result.exit_code == 0
    for name in COMMANDS:
        assert name in result.output
