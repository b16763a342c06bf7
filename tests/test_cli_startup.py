"""What every command pays before it starts: building the command line must not load the
census's Unicode tables or the display (~80 ms of CPU, 7% of `docdedup group` at 100k)."""

from __future__ import annotations

import subprocess
import sys


def test_the_command_line_starts_without_the_census_or_the_display():
    code = ("import sys\nfrom core.cli import build_parser\nbuild_parser()\n"
            "print(' '.join(sorted(m for m in sys.modules if m.startswith('core.'))))")
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    loaded = run.stdout.split()
    heavy = [m for m in loaded if m.startswith(("core.census.finder", "core.census.tally",
                                                "core.census.report", "core.display",
                                                "core.differences.folds"))]
    assert heavy == []
    assert "core.cli.chars_command" in loaded  # the chars command is offered all the same
