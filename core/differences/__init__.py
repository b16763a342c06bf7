"""Why near-identical records are not duplicates: difference classes, neighbours, similar groups.

Qt-free. Folding is only a lens for explaining; it never changes a group.

- the classes (name, fold, title, in UNICODE.md order) and the near-identical verdict:
  :mod:`.classes` (the one public table); the folds themselves: :mod:`.folds`; all of them
  at once and the key near-identical records share: :mod:`.lens`; naming a hunk: :mod:`.classify`
- aligning on grapheme clusters: :mod:`.align`; one pair explained: :mod:`.explanation`,
  its sentences in translatable parts: :mod:`.sentences`; length caps: :mod:`.bounds`
- near-identical groups of a corpus: :mod:`.neighbours` (a cluster's pairs, Qt-free and
  light: :mod:`.neighbours_clusters`); similar groups: :mod:`.similar`
"""

from importlib import import_module

# Where each public name lives. Imported on first use (PEP 562): the folds, alignment
# and similarity load rapidfuzz, regex and Unicode tables, which `docdedup group` and
# the CLI's argument parsing (it reads the caps of .bounds) do not need.
_HOMES = {
    "TooLong": "bounds",
    **dict.fromkeys(("CLASS_NAMES", "CLASSES", "DifferenceClass", "apply_folds", "fold_of",
                     "folds_make_equal", "near_identical"), "classes"),
    **dict.fromkeys(("Difference", "Explanation", "explain", "records_equal_under"), "explanation"),
    "fold_fully": "lens",
    **dict.fromkeys(("NeighbourCluster", "NeighbourPair", "find_neighbours", "neighbours_as_dict"),
                    "neighbours"),
    **dict.fromkeys(("cluster_pairs", "pair_at", "pair_classes_known"), "neighbours_clusters"),
    **dict.fromkeys(("Phrase", "render"), "sentences"),
    **dict.fromkeys(("SimilarityIndex", "SimilarMatch", "UnknownDocId", "find_similar"), "similar"),
}


def __getattr__(name: str):
    if name in _HOMES:
        value = getattr(import_module(f".{_HOMES[name]}", __name__), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


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
    "cluster_pairs",
    "explain",
    "find_neighbours",
    "find_similar",
    "fold_fully",
    "fold_of",
    "folds_make_equal",
    "near_identical",
    "neighbours_as_dict",
    "pair_at",
    "pair_classes_known",
    "records_equal_under",
    "render",
]
