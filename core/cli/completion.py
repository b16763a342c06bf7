"""Shell completion generated from the argparse parsers (shtab).

``docdedup --print-completion bash`` (or ``zsh``, ``tcsh``) prints a script that
completes subcommands, options and choices, and file names where a FILE or PATH is
expected. Install it with, for example::

    docdedup --print-completion bash > ~/.local/share/bash-completion/completions/docdedup
    docdedup --print-completion zsh > ~/.zfunc/_docdedup

The script is generated from the same parser the command uses, so it never drifts.
"""

from __future__ import annotations

import argparse

__all__ = ["SHELLS", "add_completion_option"]

_FILE_METAVARS = ("FILE", "PATH", "OUT.png", "GROUPS.jsonl", "C")  # C: review merge's output
_FILE_DESTS = ("file", "files", "output", "decisions", "result", "screenshot")


SHELLS = ("bash", "zsh", "tcsh")


class _PrintCompletion(argparse.Action):
    """Prints the script and exits; shtab is imported only then (it costs every run ~12 ms)."""

    def __call__(self, parser, namespace, values, option_string=None) -> None:
        import shtab

        _complete_files(parser, shtab.FILE)
        print(shtab.complete(parser, shell=values), end="")
        parser.exit(0)


def add_completion_option(parser: argparse.ArgumentParser) -> None:
    """Add ``--print-completion {bash,zsh,tcsh}`` to ``parser`` (after every argument is added)."""
    parser.add_argument("--print-completion", choices=SHELLS, action=_PrintCompletion, metavar="SHELL",
                        help="print a shell completion script (bash, zsh or tcsh) and exit")


def _complete_files(parser: argparse.ArgumentParser, completer) -> None:
    """Mark every argument that names a file, in ``parser`` and its subcommands."""
    for action in parser._actions:  # argparse has no public way to walk its arguments
        if isinstance(action, argparse._SubParsersAction):
            for subparser in action.choices.values():
                _complete_files(subparser, completer)
        elif _names_a_file(action):
            action.complete = completer


def _names_a_file(action: argparse.Action) -> bool:
    metavar = action.metavar if isinstance(action.metavar, str) else ""
    return action.dest in _FILE_DESTS or metavar in _FILE_METAVARS
