"""Print the real-text figures per corpus (recall and pair by pair) at the end of a run."""


def pytest_terminal_summary(terminalreporter):
    from .test_realtext import REPORT

    if REPORT:
        terminalreporter.write_sep("-", "real text: near-identical pairs per corpus")
        for line in REPORT:
            terminalreporter.write_line(line)
