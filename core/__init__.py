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
from .progress import Cancelled, Progress, null_progress
from .records import FIELDS, Record
from .seed_checks import CheckResult, run_seed_checks

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
    "Problem",
    "Progress",
    "Record",
    "__version__",
    "canonical_bytes",
    "canonical_content",
    "form_groups",
    "group_documents",
    "groups_as_dicts",
    "null_progress",
    "run_seed_checks",
    "sha256_hex",
]
