"""``docdedup group`` in one pass per record, on as many cores as asked.

The common case, a file with nothing wrong, is read once: each record is checked,
its canonical bytes are joined from the raw JSON of its fields (no decoding to
text and no encoding back), hashed and put in its bucket. With ``jobs`` > 1 the
file is cut into byte ranges, one process each; the processes exchange their
groups by digest partition and then by representative range, and each writes
its own sorted slice of the output. Any doubt about the file (a record that is
wrong, or merely one this path cannot vouch for) makes :func:`group_file` return
None, and the caller runs the thorough path, which reports every problem.
"""

from __future__ import annotations

from .run import default_jobs, group_file

__all__ = ["default_jobs", "group_file"]
