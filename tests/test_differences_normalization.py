"""Unicode's own conformance data: every NFC/NFD pair of NormalizationTest.txt is `canonical-equivalence`."""

import bz2
from pathlib import Path

import pytest

from core import explain

NORMALIZATION_TEST = Path("/usr/share/unicode/NormalizationTest.txt.bz2")  # Debian unicode-data


def nfc_nfd_pairs():
    for line in bz2.open(NORMALIZATION_TEST, "rt", encoding="utf-8"):
        fields = line.split("#", 1)[0].split(";")
        if len(fields) < 5 or line.startswith("@"):
            continue
        nfc, nfd = ("".join(chr(int(cp, 16)) for cp in field.split()) for field in fields[1:3])
        if nfc != nfd:
            yield nfc, nfd


@pytest.mark.skipif(not NORMALIZATION_TEST.exists(),
                    reason="install Debian's unicode-data (scripts/install-system-deps)")
def test_every_nfc_nfd_pair_is_canonical_equivalence():
    pairs = list(nfc_nfd_pairs())
    assert len(pairs) > 10_000
    wrong = []
    for nfc, nfd in pairs:
        a = {"doc_id": "A", "source_ref": "r", "language": "en", "title": "t", "body": nfc}
        b = {**a, "doc_id": "B", "body": nfd}
        classes = list(explain(a, b).classes)
        if classes != ["canonical-equivalence"]:
            wrong.append((nfc, nfd, classes))
    assert wrong == []
