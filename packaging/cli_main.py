"""The bundle's ``docdedup``: the command line (see core.cli)."""

from core.cli import run

run()
