"""Engines that group a sharded corpus: ``local`` (this process) and ``dask`` (a cluster).

Both load every shard with :func:`core.input.shards.load_shard` and group with
:func:`core.grouping.form_groups`, so they give the same groups; they differ in
where the work runs and in what one process ever holds.
"""

from .sharded_grouping import ShardedGrouping

__all__ = ["ShardedGrouping"]
