"""Review: editors' decisions about duplicates, kept in an append-only file beside the corpus.

- one line of the file: :mod:`.lines`; reading and appending it: :mod:`.journal`
- one writer at a time: :mod:`.lock`
- the subjects of a corpus and their keys: :mod:`.subjects`
- the last line per subject, stale decisions, counts: :mod:`.state`
- an open review (record, undo, suggestions): :mod:`.review`; its walk and tree filter: :mod:`.walk`
- the review side of an inspector session: :mod:`.desk`
- merging two files: :mod:`.merge`; keeper rules and presets: :mod:`.keepers`
- one row per record for a pipeline: :mod:`.export`
"""

from .decision_lines import (
    CLUSTER_DECISIONS,
    CONFLICT,
    GROUP_DECISIONS,
    SCHEMA,
    WITHDRAW,
    ClusterSubject,
    DecisionLine,
    GroupSubject,
    InputFile,
    subject_key,
)
from .desk import READING_AGAIN, ReviewDesk, ReviewListener, cluster_classes
from .export import EXPORT_COLUMNS, EXPORT_FORMATS, encode_export, export_rows
from .identity import input_file_of
from .journal import DecisionsRead, append_lines, decisions_path_for, encode_line, read_decisions
from .keepers import (
    KeeperPreset,
    KeeperRuleError,
    LargestDocId,
    SmallestDocId,
    SourceRefMatches,
    load_presets,
    save_presets,
    suggest_keeper,
)
from .lock import DecisionsFileLost, LockHeld, open_for_appending
from .merge import MergeResult, merge_decisions
from .open_review import Review, ReviewReadOnly
from .settings import default_reviewer, remember_reviewer, remembered_reviewer
from .state import ReviewState, ReviewStatus, review_status
from .subjects import Subjects, cluster_subject, group_subject
from .walk import CLUSTER, GROUP, STATE_FILTERS, ReviewItem, ReviewWalk

__all__ = [
    "CLUSTER",
    "CLUSTER_DECISIONS",
    "CONFLICT",
    "EXPORT_COLUMNS",
    "EXPORT_FORMATS",
    "GROUP",
    "GROUP_DECISIONS",
    "READING_AGAIN",
    "SCHEMA",
    "STATE_FILTERS",
    "WITHDRAW",
    "ClusterSubject",
    "DecisionLine",
    "DecisionsFileLost",
    "DecisionsRead",
    "GroupSubject",
    "InputFile",
    "KeeperPreset",
    "KeeperRuleError",
    "LargestDocId",
    "LockHeld",
    "MergeResult",
    "Review",
    "ReviewDesk",
    "ReviewItem",
    "ReviewListener",
    "ReviewReadOnly",
    "ReviewState",
    "ReviewStatus",
    "ReviewWalk",
    "SmallestDocId",
    "SourceRefMatches",
    "Subjects",
    "append_lines",
    "cluster_classes",
    "cluster_subject",
    "decisions_path_for",
    "default_reviewer",
    "encode_export",
    "encode_line",
    "export_rows",
    "group_subject",
    "input_file_of",
    "load_presets",
    "merge_decisions",
    "open_for_appending",
    "read_decisions",
    "remember_reviewer",
    "remembered_reviewer",
    "review_status",
    "save_presets",
    "subject_key",
    "suggest_keeper",
]
