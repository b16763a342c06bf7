"""One Unicode version everywhere (issue 11): names, normalization, digits, properties,
grapheme clusters and confusables all come from Unicode 18.0.0."""

import re
import subprocess
import sys
from pathlib import Path

import regex
import unicodedata2

from core.charnames import UNICODE_VERSION, confusables_version, unicode_version_text
from core.differences.confusables import confusables_table

ROOT = Path(__file__).resolve().parents[1]
CONFUSABLES = ROOT / "core" / "differences" / "data" / "confusables.txt"


def test_the_version_is_unicodedata2s_and_the_confusables_match_it():
    assert UNICODE_VERSION == unicodedata2.unidata_version
    assert UNICODE_VERSION.startswith("18.")
    assert confusables_version() == UNICODE_VERSION
    assert unicode_version_text() == f"Unicode {UNICODE_VERSION}"


def test_regex_has_the_same_unicode_tables():
    # regex has no version attribute for its data: compare what each calls unassigned.
    unassigned = regex.compile(r"\p{Cn}")
    differ = [cp for cp in range(0x110000)
              if (unicodedata2.category(chr(cp)) == "Cn") != bool(unassigned.match(chr(cp)))]
    assert differ == []


def test_the_ages_are_of_the_same_version():
    # DerivedAge gives an age to every assigned code point, and to noncharacters
    # (category Cn, yet reserved by a version); nothing else has one.
    from unicode_age.unicode_age_db import UCD_VERSION, iter_spans

    assert ".".join(map(str, UCD_VERSION)) == UNICODE_VERSION
    aged = bytearray(0x110000)
    for start, stop, _major, _minor in iter_spans():
        aged[start:stop + 1] = b"\x01" * (stop + 1 - start)

    def noncharacter(cp: int) -> bool:
        return cp & 0xFFFE == 0xFFFE or 0xFDD0 <= cp <= 0xFDEF

    differ = [cp for cp in range(0x110000)
              if aged[cp] != (unicodedata2.category(chr(cp)) != "Cn" or noncharacter(cp))]
    assert differ == []


def test_every_confusable_names_its_characters_as_this_version_does():
    mappings = 0
    for line in CONFUSABLES.read_text(encoding="utf-8-sig").splitlines():
        if not re.match("[0-9A-F]", line):
            continue
        source, target = (part.strip() for part in line.split(";")[:2])
        names = line.split("\t#", 2)[1].rsplit(" ) ", 1)[1]
        expected = " \N{RIGHTWARDS ARROW} ".join((
            unicodedata2.name(chr(int(source, 16))),
            ", ".join(unicodedata2.name(chr(int(cp, 16))) for cp in target.split())))
        assert names == expected, line
        mappings += 1
    assert f"# total: {mappings}" in CONFUSABLES.read_text(encoding="utf-8-sig")
    assert len(confusables_table()) == mappings


def test_the_seed_checks_use_the_same_tables():
    import core.seed_checks

    assert core.seed_checks.unicodedata is unicodedata2


def test_docdedup_version_names_the_unicode_version():
    run = subprocess.run([sys.executable, "-m", "core.cli", "--version"], cwd=ROOT,
                         capture_output=True, text=True, check=False)
    assert run.returncode == 0
    assert run.stdout.strip().endswith(f"(doc-content-v1; Unicode {UNICODE_VERSION})")


def test_letter_case_folds_the_letters_added_after_the_standard_librarys_tables():
    from core.differences.folds import NEWER_CASE_FOLDS

    everything = "".join(chr(cp) for cp in range(0x110000) if not 0xD800 <= cp < 0xE000)
    changes = regex.compile(r"\p{Changes_When_Casefolded}")
    expected = {}
    for char in changes.findall(everything):
        if char.casefold() != char:
            continue  # the standard library folds it already
        folds = [other for other in regex.findall(regex.escape(char), everything,
                                                  flags=regex.IGNORECASE | regex.FULLCASE)
                 if other != char and not changes.match(other)]
        if len(folds) == 1:
            expected[ord(char)] = ord(folds[0])
    assert NEWER_CASE_FOLDS == expected


def test_a_letter_new_in_unicode_16_is_letter_case():
    from core import explain

    def record(doc_id, body):
        return {"doc_id": doc_id, "source_ref": "r", "language": "en", "title": "t", "body": body}

    capital, small = (unicodedata2.lookup(f"CYRILLIC {size} LETTER TJE") for size in ("CAPITAL", "SMALL"))
    assert list(explain(record("A", "x" + capital), record("B", "x" + small)).classes) == ["letter-case"]


def test_the_character_inspectors_tables_are_this_version():
    import inspect

    from fontTools.unicodedata import Blocks, Scripts

    for table, name in ((Blocks, "Blocks"), (Scripts, "Scripts")):
        assert f"# {name}-{UNICODE_VERSION}.txt" in inspect.getsource(table).splitlines()[:12]
