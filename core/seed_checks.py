"""The seed's 18 checks, run against this core under a limits profile.

The seed program proves its contract with 18 named checks in ``run_example()``.
Here each is one small function under the seed's own name, so "Verify the contract"
in the GUI (and anyone at a Python prompt) can run them against *this* core and see
which hold. Under ``SEED_LIMITS`` all 18 must pass; under ``CORPUS_LIMITS`` the two
bound checks (:data:`BOUND_CHECKS`) are expected to fail, because the corpus profile
deliberately accepts what the seed's teaching bounds reject (129 records, ``A``*33,
language ``FA``, a title of 81 characters).

The test suite ports the same checks independently (``tests/test_seed_contract.py``),
so a mistake here cannot hide a mistake in the core.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import dataclass

from .charnames import code_points_text, unicodedata, utf8_hex  # the project's one Unicode version
from .contract import canonical_content, sha256_hex
from .grouping import group_documents
from .input.limits import SEED_LIMITS, Limits
from .input.validation import describe_value
from .jobs import named_error
from .seed_evidence import Evidence, all_bytes, evidence, records_text, value_text

__all__ = ["BOUND_CHECKS", "CHECK_NAMES", "CheckResult", "run_seed_checks"]

# The seed's record A: a Persian sensor guide, "the voltage is in V".
_TITLE = (
    "\N{ARABIC LETTER REH}\N{ARABIC LETTER ALEF}\N{ARABIC LETTER HEH}\N{ARABIC LETTER NOON}"
    "\N{ARABIC LETTER MEEM}\N{ARABIC LETTER ALEF}\N{ARABIC LETTER FARSI YEH} "
    "\N{ARABIC LETTER HAH}\N{ARABIC LETTER SEEN}\N{ARABIC LETTER GAF}\N{ARABIC LETTER REH}"
)
_OTHER_TITLE = _TITLE.replace(  # "motor guide" instead of "sensor guide"
    "\N{ARABIC LETTER HAH}\N{ARABIC LETTER SEEN}\N{ARABIC LETTER GAF}\N{ARABIC LETTER REH}",
    "\N{ARABIC LETTER MEEM}\N{ARABIC LETTER WAW}\N{ARABIC LETTER TEH}\N{ARABIC LETTER WAW}"
    "\N{ARABIC LETTER REH}",
)
_VOLTAGE = (
    "\N{ARABIC LETTER WAW}\N{ARABIC LETTER LAM}\N{ARABIC LETTER TEH}\N{ARABIC LETTER ALEF}"
    "\N{ARABIC LETTER JEH} \N{ARABIC LETTER BEH}\N{ARABIC LETTER REH}\N{ARABIC LETTER HAH}"
    "\N{ARABIC LETTER SEEN}\N{ARABIC LETTER BEH}"
)
_IS = "\N{ARABIC LETTER ALEF}\N{ARABIC LETTER SEEN}\N{ARABIC LETTER TEH}."
_BODY_V = f"{_VOLTAGE} V {_IS}"
_BODY_MV = f"{_VOLTAGE} mV {_IS}"
_ALEF_LAM_FEH = "\N{ARABIC LETTER ALEF}\N{ARABIC LETTER LAM}\N{ARABIC LETTER FEH}"

# Written out by hand, as the seed does, rather than produced by the code under test.
_HAND_BYTES = f'["doc-content-v1","fa","{_TITLE}","{_BODY_V}"]'.encode()
_ABC_SHA256 = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
_ZEROS = "0" * 64

BOUND_CHECKS = frozenset({
    "duplicate_ids_invalid_identity_and_record_container_are_rejected",
    "declared_title_body_and_language_bounds_are_explicit",
})
"""Checks of the seed profile's bounds: they hold under ``seed`` only, by design."""


@dataclass(frozen=True, slots=True)
class CheckResult:
    """The outcome of one seed check.

    ``summary`` is one English sentence of what the check proves; ``detail`` says
    what went wrong when a check raised instead of answering; ``lines`` lists the
    values it compared, one :class:`Evidence` each, in the order the check met them
    (the groups formed, the bytes and digests, the error codes of what was refused);
    ``evidence`` is the same lines in English.
    """

    name: str
    passed: bool
    summary: str
    detail: str = ""
    lines: tuple[Evidence, ...] = ()

    @property
    def evidence(self) -> tuple[str, ...]:
        return tuple(line.text for line in self.lines)


class _Example:
    """Fresh copies of the seed's records A, B, C and the core's calls under one profile."""

    def __init__(self, limits: Limits) -> None:
        self.limits = limits
        self.a = {"doc_id": "A", "source_ref": "Ref1", "language": "fa",
                  "title": _TITLE, "body": _BODY_V}
        self.b = dict(self.a, doc_id="B", source_ref="Ref2")
        self.c = dict(self.a, doc_id="C", source_ref="Ref3", body=_BODY_MV)
        self.evidence: list[Evidence] = []

    def note(self, template: str, **values: str | int | Evidence) -> None:
        if len(self.evidence) < _MOST_EVIDENCE:
            self.evidence.append(evidence(template, **values))

    def group(self, records, digest: Callable[[bytes], str] = sha256_hex) -> list[dict]:
        shown = records_text(records, self.a)
        try:
            groups = group_documents(records, digest, limits=self.limits)
        except ValueError as error:
            self.note("group {records}: refused, {error}", records=shown, error=str(error))
            raise
        formed = ("{" + ", ".join(ids) + "} " + group["candidate_digest"]
                  for group, ids in zip(groups, _member_ids(groups), strict=True))
        self.note("group {records}: {groups}", records=shown, groups="; ".join(formed))
        return groups

    def content(self, record) -> bytes:
        shown = records_text([record], self.a)
        try:
            data = canonical_content(record, limits=self.limits)
        except ValueError as error:
            self.note("canonical bytes of {records}: refused, {error}", records=shown, error=str(error))
            raise
        self.note("canonical bytes of {records}: {length} bytes, SHA-256 {digest}",
                  records=shown, length=len(data), digest=sha256_hex(data))
        return data

    def groups_with_b_changed(self, **changes) -> list[dict]:
        """Group A with a copy of A under B's ids and ``changes`` applied (the seed's ``groups_for``)."""
        return self.group([self.a, dict(self.a, doc_id="B", source_ref="Ref2", **changes)])

    def distinct_from_a(self, **changes) -> bool:
        return len(self.groups_with_b_changed(**changes)) == 2


_MOST_EVIDENCE = 40  # lines kept per check: the bound checks refuse dozens of records


def _fails(call: Callable[[], object], code: str) -> bool:
    """True when ``call`` raises a ValueError whose text is exactly the seed's ``code``."""
    try:
        call()
    except ValueError as error:
        return str(error) == code
    return False


def _member_ids(groups: list[dict]) -> list[list[str]]:
    return [[member["doc_id"] for member in group["members"]] for group in groups]


_CHECKS: list[tuple[Callable[[_Example], bool], str]] = []


def _check(summary: str):
    """Register a check under its function's name (the seed's check name)."""

    def register(function: Callable[[_Example], bool]) -> Callable[[_Example], bool]:
        _CHECKS.append((function, summary))
        return function

    return register


@_check("Record A's canonical bytes equal the UTF-8 of its JSON array written out by hand.")
def fixed_order_content_bytes_equal_independent_literal_utf8_oracle(ex: _Example) -> bool:
    hand = _HAND_BYTES
    ex.note("written by hand: {length} bytes, {bytes}", length=len(hand), bytes=all_bytes(hand))
    content = ex.content(ex.a)
    ex.note("the core: {length} bytes, {bytes}", length=len(content), bytes=all_bytes(content))
    return content == _HAND_BYTES


@_check("The SHA-256 function gives the published NIST answer for b'abc' as 64 hex characters.")
def sha256_function_matches_independent_published_abc_known_answer(ex: _Example) -> bool:
    ex.note("sha256(b'abc') = {digest}", digest=sha256_hex(b"abc"))
    ex.note("NIST's answer = {digest}", digest=_ABC_SHA256)
    return sha256_hex(b"abc") == _ABC_SHA256 and len(sha256_hex(_HAND_BYTES)) == 64


@_check("A and B form one group, C stands alone, and the input list is left unchanged.")
def hand_groups_are_A_with_B_and_separate_C_without_deleting_inputs(ex: _Example) -> bool:
    records = [ex.a, ex.b, ex.c]
    before = copy.deepcopy(records)
    groups = ex.group(records)
    shape = [(g["representative"], ids) for g, ids in zip(groups, _member_ids(groups), strict=True)]
    return shape == [("A", ["A", "B"]), ("C", ["C"])] and records == before


@_check("Giving the records in the order C, B, A yields exactly the same groups.")
def input_record_order_does_not_change_representatives_or_groups(ex: _Example) -> bool:
    return ex.group([ex.c, ex.b, ex.a]) == ex.group([ex.a, ex.b, ex.c])


@_check("A and B keep their own doc_id and source_ref inside their shared group.")
def different_ids_and_source_refs_preserved_in_same_content_group(ex: _Example) -> bool:
    members = ex.group([ex.a, ex.b, ex.c])[0]["members"]
    return members == [{"doc_id": "A", "source_ref": "Ref1"}, {"doc_id": "B", "source_ref": "Ref2"}]


@_check("A different title makes a different content, even with the same body.")
def changed_title_is_a_distinct_document_content(ex: _Example) -> bool:
    return ex.distinct_from_a(title=_OTHER_TITLE)


@_check("One added '!' in the body, or the unit mV instead of V, makes a different content.")
def changed_body_punctuation_or_unit_is_not_exact_duplicate(ex: _Example) -> bool:
    return ex.distinct_from_a(body=ex.a["body"] + "!") and len(ex.group([ex.a, ex.b, ex.c])) == 2


@_check("The same text tagged 'en' instead of 'fa' is a different content.")
def language_tag_participates_in_content_identity(ex: _Example) -> bool:
    return ex.distinct_from_a(language="en")


@_check("A body with LF and the same body with CRLF are different contents.")
def line_ending_lf_and_crlf_are_preserved_and_distinct(ex: _Example) -> bool:
    left = dict(ex.a, body=f"{_ALEF_LAM_FEH}\n\N{ARABIC LETTER BEH}")
    right = dict(ex.b, body=f"{_ALEF_LAM_FEH}\r\n\N{ARABIC LETTER BEH}")
    return len(ex.group([left, right])) == 2 and ex.content(left) != ex.content(right)


@_check("NFC 'café' and NFD 'café' look alike but stay different contents: nothing is normalized.")
def unicode_canonical_equivalence_is_not_implicitly_normalized(ex: _Example) -> bool:
    nfc = dict(ex.a, body="caf\N{LATIN SMALL LETTER E WITH ACUTE}")
    nfd = dict(ex.b, body="cafe\N{COMBINING ACUTE ACCENT}")
    same_text = unicodedata.normalize("NFC", nfc["body"]) == unicodedata.normalize("NFC", nfd["body"])
    ex.note("NFC body: {code_points}, UTF-8 {utf8}",
            code_points=code_points_text(nfc["body"]), utf8=utf8_hex(nfc["body"]))
    ex.note("NFD body: {code_points}, UTF-8 {utf8}",
            code_points=code_points_text(nfd["body"]), utf8=utf8_hex(nfd["body"]))
    ex.note("they differ in {nfc} ({nfc_utf8}) against {nfd} ({nfd_utf8})",
            nfc=code_points_text(nfc["body"][3:]), nfc_utf8=utf8_hex(nfc["body"][3:]),
            nfd=code_points_text(nfd["body"][3:]), nfd_utf8=utf8_hex(nfd["body"][3:]))
    return same_text and len(ex.group([nfc, nfd])) == 2


@_check("A trailing space, 'V' against 'v', and Persian against Arabic yeh each make a different content.")
def spaces_case_and_persian_arabic_letter_variants_remain_distinct(ex: _Example) -> bool:
    body = ex.a["body"]
    arabic_yeh_title = ex.a["title"].replace(
        "\N{ARABIC LETTER FARSI YEH}", "\N{ARABIC LETTER YEH}"
    )
    return (
        ex.distinct_from_a(body=body + " ")
        and ex.distinct_from_a(body=body.replace("V", "v"))
        and ex.distinct_from_a(title=arabic_yeh_title)
    )


@_check("Title 'ab' with body 'c' and title 'a' with body 'bc' are different contents.")
def length_delimited_json_tuple_avoids_naive_concatenation_ambiguity(ex: _Example) -> bool:
    left = dict(ex.a, title="ab", body="c")
    right = dict(ex.b, title="a", body="bc")
    same_concatenation = left["title"] + left["body"] == right["title"] + right["body"]
    return same_concatenation and len(ex.group([left, right])) == 2


@_check("With every digest forced to 64 zeros the groups are still {A, B} and {C}.")
def forced_candidate_hash_collision_still_compares_full_content_bytes(ex: _Example) -> bool:
    forced = ex.group([ex.a, ex.b, ex.c], digest=lambda payload: _ZEROS)
    all_zero = all(group["candidate_digest"] == _ZEROS for group in forced)
    return len(forced) == 2 and all_zero and _member_ids(forced) == [["A", "B"], ["C"]]


@_check("A digest function returning anything but 64 lowercase hex characters is refused.")
def digest_dependency_contract_rejects_nonhex_nonstring_wrong_length(ex: _Example) -> bool:
    bad_digests = ("x" * 64, "a" * 63, None, True, "A" * 64)

    def refused(value) -> bool:
        shown = describe_value(value, width=12) if isinstance(value, str) else value_text(value)
        ex.note("a digest function returning {value}:", value=shown)
        return _fails(lambda: ex.group([ex.a], digest=lambda data: value), "digest_contract")

    return all(refused(value) for value in bad_digests)


@_check("Duplicate doc_ids, an empty, oversized or non-list container and malformed ids are rejected.")
def duplicate_ids_invalid_identity_and_record_container_are_rejected(ex: _Example) -> bool:
    a = ex.a
    bad_ids = ("", 1, "1bad", "\N{ARABIC LETTER ALEF WITH MADDA ABOVE}", "A" * 33)
    return (
        _fails(lambda: ex.group([a, a]), "duplicate_doc_id")
        and _fails(lambda: ex.group([]), "records")
        and _fails(lambda: ex.group([a] * 129), "records")
        and _fails(lambda: ex.group(iter([a])), "records")
        and all(_fails(lambda v=v: ex.group([dict(a, doc_id=v)]), "identity") for v in bad_ids)
    )


@_check("An unknown field, a missing field, a non-string body and a lone surrogate are rejected.")
def schema_unknown_fields_nonstring_and_surrogate_are_rejected(ex: _Example) -> bool:
    a = ex.a
    return (
        _fails(lambda: ex.group([dict(a, extra="x")]), "fields")
        and _fails(lambda: ex.group([{"doc_id": "A"}]), "fields")
        and _fails(lambda: ex.group([dict(a, body=True)]), "body")
        and _fails(lambda: ex.group([dict(a, body="\ud800")]), "unicode")
    )


@_check("Title 80 and body 4096 characters pass; 0, 81, 4097 and bad language tags fail.")
def declared_title_body_and_language_bounds_are_explicit(ex: _Example) -> bool:
    a = ex.a

    def rejected(field: str, values) -> bool:
        return all(_fails(lambda v=v: ex.content(dict(a, **{field: v})), field) for v in values)

    return (
        len(ex.content(dict(a, title="t" * 80, body="b" * 4096))) > 0
        and rejected("title", ("", "t" * 81))
        and rejected("body", ("", "b" * 4097))
        and rejected("language", ("FA", "", None, 1))
    )


@_check("Changing the caller's record after grouping does not change the returned provenance.")
def returned_provenance_snapshot_does_not_follow_caller_mutation(ex: _Example) -> bool:
    mutable = dict(ex.a)
    saved = ex.group([mutable])
    mutable["source_ref"] = "ChangedRef"
    return saved[0]["members"] == [{"doc_id": "A", "source_ref": "Ref1"}]


CHECK_NAMES = tuple(function.__name__ for function, _summary in _CHECKS)
"""The 18 check names, in the seed's order."""


def _run_one(function: Callable[[_Example], bool], summary: str, limits: Limits) -> CheckResult:
    name = function.__name__
    example = _Example(limits)
    try:
        passed = function(example)
    except Exception as error:
        # A check that raises has not shown its property. Report why instead of
        # propagating: the dialog that runs the checks must list every outcome.
        detail = f"raised {named_error(error)}"
        return CheckResult(name, False, summary, detail, tuple(example.evidence))
    return CheckResult(name, passed is True, summary, lines=tuple(example.evidence))


def run_seed_checks(*, limits: Limits = SEED_LIMITS) -> list[CheckResult]:
    """Run the seed's 18 checks against this core under ``limits``, in the seed's order.

    Under ``SEED_LIMITS`` every result should pass. Fast (a few milliseconds).
    """
    return [_run_one(function, summary, limits) for function, summary in _CHECKS]
