"""Writing results: the report of ``docdedup group``, atomic writes, and reading a result back."""
