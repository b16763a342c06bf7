"""The one pass checks a batch's source_refs with one search for ASCII text: it accepts
exactly what the profile's rule accepts, character by character and length by length."""

from __future__ import annotations

import pytest

from core.input.limits import LIMITS_BY_NAME
from core.onepass.id_checks import ids_ok
from core.output.report_writer import plain_ids

IDS = ["doc-1", "doc-2", "doc-3"]


def _rule(limits, refs) -> bool:
    return limits.all_valid("source_ref", refs) and plain_ids("\n".join(refs))


@pytest.mark.parametrize("name", sorted(LIMITS_BY_NAME))
def test_every_character_is_judged_as_the_rule_judges_it(name):
    limits = LIMITS_BY_NAME[name]
    for code in [*range(128), 0xA0, 0x200B, 0x2028, 0xFEFF, 0x0627, 0x1F600]:
        for ref in (f"a{chr(code)}b", chr(code), f"{chr(code)}x"):
            refs = ["s/1", ref, "s/3"]
            assert ids_ok(limits, IDS, refs) == _rule(limits, refs), (name, hex(code), ref)


@pytest.mark.parametrize("name", sorted(LIMITS_BY_NAME))
def test_lengths_and_empty_values_are_judged_as_the_rule_judges_them(name):
    limits = LIMITS_BY_NAME[name]
    most = limits.max_ref or 128
    for refs in (["", "s"], ["s", ""], ["s", "", "t"], [""], ["x" * most, "s"], ["x" * (most + 1)],
                 ["s", "x" * (most + 1)], ["a\nb", "c"], ["s1", "s2"]):
        assert ids_ok(limits, ["d1", "d2", "d3"][:len(refs)], refs) == _rule(limits, refs), (name, refs)
