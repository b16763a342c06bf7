"""Why near-identical records are not duplicates: difference classes, neighbours, similar groups.

Qt-free. Folding is only a lens for explaining; it never changes a group.

- the classes (name, fold, title, in UNICODE.md order): :mod:`.classes`; the folds
  themselves: :mod:`.folds`; naming a hunk: :mod:`.classify`
- aligning on grapheme clusters: :mod:`.align`; one pair explained: :mod:`.explain`,
  its sentences in translatable parts: :mod:`.sentences`; length caps: :mod:`.bounds`
- near-identical groups of a corpus: :mod:`.neighbours`; similar groups: :mod:`.similar`
"""

from .bounds import TooLong
from .classes import CLASS_NAMES, CLASSES, DifferenceClass, apply_folds, fold_of, folds_make_equal
from .explain import Difference, Explanation, explain, records_equal_under
from .folds import fold_fully
from .neighbours import NeighbourCluster, NeighbourPair, find_neighbours, neighbours_as_dict
from .sentences import Phrase, render
from .similar import SimilarityIndex, SimilarMatch, UnknownDocId, find_similar

__all__ = [
    "CLASSES",
    "CLASS_NAMES",
    "Difference",
    "DifferenceClass",
    "Explanation",
    "NeighbourCluster",
    "NeighbourPair",
    "Phrase",
    "SimilarMatch",
    "SimilarityIndex",
    "TooLong",
    "UnknownDocId",
    "apply_folds",
    "explain",
    "find_neighbours",
    "find_similar",
    "fold_fully",
    "fold_of",
    "folds_make_equal",
    "neighbours_as_dict",
    "records_equal_under",
    "render",
]
