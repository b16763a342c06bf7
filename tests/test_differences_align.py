"""Alignment on grapheme clusters, at C speed."""

from core import explain
from core.differences.align import Hunk, align


def test_precomposed_vs_decomposed_is_one_hunk():
    hunks = align("caf\N{LATIN SMALL LETTER E WITH ACUTE}!", "cafe\N{COMBINING ACUTE ACCENT}!")
    assert hunks == [Hunk(3, 4, 3, 5)]


def test_crlf_is_one_unit():
    assert align("a\r\nb", "a\nb") == [Hunk(1, 3, 1, 2)]


def test_two_one_megabyte_bodies_align_well_under_a_second():
    line = "ولتاژ برحسب V است. The sensor reads café.\n"
    a = line * (1_000_000 // len(line.encode("utf-8")))
    middle = len(a) // 2
    # Edits at the start, the middle and the end, so nothing is a shared prefix or suffix.
    tail = a[middle:].replace("V است", "mV است", 1)
    tail = tail[::-1].replace("éfac", "\N{COMBINING ACUTE ACCENT}efac", 1)[::-1]
    b = a[:middle].replace("V است", "mV است", 1).replace("\n", "\r\n", 5) + tail
    a_record = {"doc_id": "A", "source_ref": "r", "language": "fa", "title": "t", "body": a}
    result = explain(a_record, {**a_record, "doc_id": "B", "body": b})
    classes = [list(d.classes) for d in result.differences]
    expected = [["content-edit"]] + [["line-ending"]] * 5 + [["content-edit"], ["canonical-equivalence"]]
    assert classes == expected  # how fast: a benchmark's figure, never a test's (load would fail it)


def test_unrelated_long_texts_fall_back_to_lines():
    a = "".join(f"line {i} alpha\n" for i in range(20_000))
    b = "".join(f"row {i} beta\n" for i in range(20_000))
    hunks = align(a, b)
    assert hunks
