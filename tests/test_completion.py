"""Shell completion scripts come from the parsers themselves (shtab)."""

from __future__ import annotations

import pytest

from core.cli import build_parser, main
from docdedup_gui.command_line import build_parser as build_gui_parser


def completion(capsys, run, shell: str) -> str:
    with pytest.raises(SystemExit) as exited:
        run(["--print-completion", shell])
    assert exited.value.code == 0
    return capsys.readouterr().out


@pytest.mark.parametrize("shell", ["bash", "zsh", "tcsh"])
def test_docdedup_prints_a_completion_script_naming_every_subcommand(capsys, shell):
    script = completion(capsys, main, shell)
    for command in ("group", "chars", "explain", "neighbours", "similar", "review"):
        assert command in script
    if shell != "tcsh":  # shtab's tcsh script completes subcommands and files only
        assert "--limits" in script and "--max-problems" in script


def test_file_arguments_complete_file_names(capsys):
    script = completion(capsys, main, "bash")
    assert "_shtab_docdedup_group_pos_0_COMPGEN=_shtab_compgen_files" in script
    assert "_shtab_docdedup_group__o_COMPGEN=_shtab_compgen_files" in script


def test_the_gui_prints_its_own_completion_script(capsys):
    script = completion(capsys, lambda argv: build_gui_parser().parse_args(argv), "bash")
    assert "docdedup-gui" in script and "--screenshot" in script and "--compare" in script


def test_the_option_does_not_disturb_ordinary_parsing():
    args = build_parser().parse_args(["group", "corpus.json"])
    assert args.file == ["corpus.json"]


def test_building_the_parser_does_not_import_shtab():
    import subprocess
    import sys

    code = "import sys; from core.cli import build_parser; build_parser(); print('shtab' in sys.modules)"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "False"  # every docdedup run builds the parser: keep it cheap
