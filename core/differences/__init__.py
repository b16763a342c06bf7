"""Why near-identical records are not duplicates: difference classes, neighbours, similar groups.

Qt-free. Folding is only a lens for explaining; it never changes a group.

- the fold of each class: :mod:`.folds`; naming a hunk: :mod:`.classify`
- aligning on grapheme clusters: :mod:`.align`; one pair explained: :mod:`.explain`
- near-identical groups of a corpus: :mod:`.neighbours`; similar groups: :mod:`.similar`
"""

from .explain import explain, records_equal_under
from .folds import (
    CLASS_NAMES,
    FOLDS,
    apply_folds,
    fold_arabic_diacritic,
    fold_bidi_control,
    fold_bom,
    fold_canonical_equivalence,
    fold_compatibility,
    fold_confusable,
    fold_default_ignorable,
    fold_digit_system,
    fold_edge_whitespace,
    fold_fully,
    fold_heh_hamza,
    fold_heh_variant,
    fold_letter_case,
    fold_line_ending,
    fold_persian_kaf,
    fold_persian_yeh,
    fold_punctuation_variant,
    fold_space_run,
    fold_space_variant,
    fold_tatweel,
    fold_variation_selector,
    fold_yeh_hamza,
    fold_zwnj,
    folds_make_equal,
)
from .neighbours import NeighbourCluster, NeighbourPair, find_neighbours, neighbours_as_dict
from .similar import SimilarityIndex, SimilarMatch, UnknownDocId, find_similar
from .visible import visible

__all__ = [
    "CLASS_NAMES",
    "FOLDS",
    "NeighbourCluster",
    "NeighbourPair",
    "SimilarMatch",
    "SimilarityIndex",
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
    "records_equal_under",
    "visible",
]
