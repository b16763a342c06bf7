"""The local engine for several shards: every shard in this process, one core grouping."""

from __future__ import annotations

from collections.abc import Sequence

from ..grouping import form_groups, with_provenance
from ..input.limits import Limits
from ..input.shards import corpus_problems, id_places, load_shard, repeated_ids, sort_problems
from .sharded_grouping import ShardedGrouping, digest_for

__all__ = ["group_locally"]


def group_locally(
    paths: Sequence[str], *, limits: Limits, simulate_collisions: bool = False
) -> ShardedGrouping:
    """Load the shards one after the other and group all their valid records at once."""
    parts = [load_shard(path, index, limits) for index, path in enumerate(paths)]
    repeats = repeated_ids((place for part in parts for place in id_places(part)), paths)
    problems = [problem for part in parts for problem in part.problems]
    problems += repeats + corpus_problems(sum(part.total for part in parts), limits)
    dropped = {(p.path, p.doc_id) for p in repeats}
    kept = [(part.path, located) for part in parts for located in part.records
            if (part.path, located.record.doc_id) not in dropped]

    def ranges():
        records = [located.record for _, located in kept]
        places = [(str(path), located.line, located.offset) for path, located in kept]
        groups = form_groups(records, digest=digest_for(simulate_collisions))
        yield with_provenance(groups, records, places)

    return ShardedGrouping(sort_problems(problems, paths), len(kept), ranges())
