"""How a helper process is started: a fresh interpreter running a function of this package.

The window's load and its near-identical analysis hand CPU work to helper processes so a
busy worker thread never holds the GIL the GUI thread needs to paint. A helper is always a
fresh interpreter (never a fork of a process running Qt threads), and it must read *this*
package: ``python -c`` puts the working directory first on ``sys.path``, so a ``core``
there (another checkout) would answer for ours; the package root goes first instead.
"""

from __future__ import annotations

import sys
from pathlib import Path

__all__ = ["helper_command", "helpers_available"]

_PACKAGE_ROOT = str(Path(__file__).resolve().parents[2])  # the folder holding ``core``


def helpers_available() -> bool:
    """Whether helpers can start: a frozen app's ``sys.executable`` is the app, not an interpreter."""
    return not getattr(sys, "frozen", False)


def helper_command(module: str, function: str, *arguments: str) -> list[str]:
    """The command line running ``module.function()``, its own ``sys.argv[1:]`` being ``arguments``."""
    # The lifeline first (core.perf.lifeline): a helper whose caller is gone ends at once.
    code = (f"import sys; sys.path.insert(0, {_PACKAGE_ROOT!r}); "
            "from core.perf.lifeline import hold_lifeline; hold_lifeline(); "
            f"from {module} import {function}; sys.exit({function}())")
    return [sys.executable, "-c", code, *arguments]
