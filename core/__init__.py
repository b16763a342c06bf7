"""DocDedup Inspector's core: the doc-content-v1 contract, loading, grouping, explaining.

No Qt here, ever: the CLI, the tests and the GUI all call these functions.

- canonical bytes are made in :mod:`core.contract`
- groups are formed in :mod:`core.grouping`
- files are read in :mod:`core.input.loader`
"""

from .contract import CONTRACT, canonical_bytes, canonical_content, sha256_hex
from .errors import ContractError, Problem
from .grouping import Group, form_groups, group_documents, groups_as_dicts
from .input.limits import CORPUS_LIMITS, LIMITS_BY_NAME, SEED_LIMITS, Limits
from .input.loader import LoadedFile, load_records
from .progress import Cancelled, Progress
from .records import FIELDS, Record
from .seed_checks import CheckResult, run_seed_checks

# The difference analysis loads Unicode tables and confusables data; `docdedup
# group` and the loader don't need it, so it is imported on first use (PEP 562).
_DIFFERENCE_NAMES = (
    "CLASSES",
    "CLASS_NAMES",
    "Explanation",
    "NeighbourCluster",
    "NeighbourPair",
    "SimilarMatch",
    "SimilarityIndex",
    "TooLong",
    "UnknownDocId",
    "explain",
    "find_neighbours",
    "find_similar",
    "fold_fully",
    "neighbours_as_dict",
)  # the classes (name, fold, title) and their folds: core.differences.classes, .folds


def __getattr__(name: str):
    if name in _DIFFERENCE_NAMES:
        from . import differences

        value = getattr(differences, name)
        globals()[name] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__version__ = "0.1.0"

__all__ = [
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
    "Problem",
    "Progress",
    "Record",
    "__version__",
    "canonical_bytes",
    "canonical_content",
    "form_groups",
    "group_documents",
    "groups_as_dicts",
    "load_records",
    "run_seed_checks",
    "sha256_hex",
    *_DIFFERENCE_NAMES,
]
