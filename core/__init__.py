"""DocDedup Inspector's core: the doc-content-v1 contract, loading, grouping, explaining.

No Qt here, ever: the CLI, the tests and the GUI all call these functions.

- canonical bytes are made in :mod:`core.contract`
- groups are formed in :mod:`core.grouping`
- files are read in :mod:`core.loader`
"""

from .contract import CONTRACT, canonical_bytes, canonical_content, sha256_hex
from .errors import ContractError, Problem
from .grouping import Group, form_groups, group_documents, groups_as_dicts
from .limits import CORPUS_LIMITS, LIMITS_BY_NAME, SEED_LIMITS, Limits
from .loader import LoadedFile, load_records
from .progress import Cancelled, Progress, null_progress
from .records import FIELDS, Record
from .seed_checks import CheckResult, run_seed_checks

# The difference analysis loads Unicode tables and confusables data; `docdedup
# group` and the loader don't need it, so it is imported on first use (PEP 562).
_DIFFERENCE_NAMES = frozenset({
    "CLASS_NAMES",
    "NeighbourCluster",
    "NeighbourPair",
    "SimilarityIndex",
    "SimilarMatch",
    "UnknownDocId",
    "apply_folds",
    "explain",
    "find_neighbours",
    "find_similar",
    "fold_arabic_diacritic",
    "fold_bidi_control",
    "fold_bom",
    "fold_canonical_equivalence",
    "fold_compatibility",
    "fold_confusable",
    "fold_default_ignorable",
    "fold_digit_system",
    "fold_edge_whitespace",
    "fold_fully",
    "fold_heh_hamza",
    "fold_heh_variant",
    "fold_letter_case",
    "fold_line_ending",
    "fold_persian_kaf",
    "fold_persian_yeh",
    "fold_punctuation_variant",
    "fold_space_run",
    "fold_space_variant",
    "fold_tatweel",
    "fold_variation_selector",
    "fold_yeh_hamza",
    "fold_zwnj",
    "folds_make_equal",
    "neighbours_as_dict",
})


def __getattr__(name: str):
    if name in _DIFFERENCE_NAMES:
        from . import differences

        value = getattr(differences, name)
        globals()[name] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__version__ = "0.1.0"

__all__ = [
    "CLASS_NAMES",
    "CONTRACT",
    "CORPUS_LIMITS",
    "FIELDS",
    "LIMITS_BY_NAME",
    "SEED_LIMITS",
    "Cancelled",
    "CheckResult",
    "ContractError",
    "Group",
    "Limits",
    "LoadedFile",
    "NeighbourCluster",
    "NeighbourPair",
    "Problem",
    "Progress",
    "Record",
    "SimilarMatch",
    "SimilarityIndex",
    "UnknownDocId",
    "__version__",
    "apply_folds",
    "canonical_bytes",
    "canonical_content",
    "explain",
    "find_neighbours",
    "find_similar",
    "fold_arabic_diacritic",
    "fold_bidi_control",
    "fold_bom",
    "fold_canonical_equivalence",
    "fold_compatibility",
    "fold_confusable",
    "fold_default_ignorable",
    "fold_digit_system",
    "fold_edge_whitespace",
    "fold_fully",
    "fold_heh_hamza",
    "fold_heh_variant",
    "fold_letter_case",
    "fold_line_ending",
    "fold_persian_kaf",
    "fold_persian_yeh",
    "fold_punctuation_variant",
    "fold_space_run",
    "fold_space_variant",
    "fold_tatweel",
    "fold_variation_selector",
    "fold_yeh_hamza",
    "fold_zwnj",
    "folds_make_equal",
    "form_groups",
    "group_documents",
    "groups_as_dicts",
    "load_records",
    "neighbours_as_dict",
    "null_progress",
    "run_seed_checks",
    "sha256_hex",
]
