"""A Parquet file of fewer row groups than processes, whose largest column cannot be cut
between its pages (:mod:`.parquet_split`: pages written against a dictionary, say): one
process reads, the others group too.

A row group is decoded from its start, so a process grouping the second half of one would
decode the first half as well and throw it away (on the benchmark corpus, a tenth of the
whole job's time). Instead process 0 reads every row, once, and hands a batch to another
process whenever one has room: the batch is written (Arrow's IPC format, one copy) into a
slot of memory the processes share, and only the slot's number goes through a pipe. The
other process reads the batch where it lies, without a copy, groups it as its own, and
gives the slot back. A batch finding no room, or too large for a slot, stays with process
0: the work is shared as fast as each process groups, and nothing waits for a slot.

Which process groups a record does not change the output: every process's groups are
merged by the exchange, and members and groups are ordered by doc_id.
"""

from __future__ import annotations

import mmap
import os
import struct
from collections.abc import Callable, Iterator

__all__ = ["RowShare"]

_SLOTS = 4  # per receiving process: one grouped, one checked in its read-ahead thread, two waiting
_SLOT_BYTES = 8 << 20  # a batch is about 2 MB (parquet_rows._BATCH_BYTES); a larger one stays
_MESSAGE = struct.Struct("=iq")  # slot, bytes written; under PIPE_BUF, so written at once
_END, _STOP = -1, -2  # no more batches; the reading process stopped: doubt


class RowShare:
    """Slots of shared memory and the pipes that pass them, made before the processes fork."""

    def __init__(self, receivers: int) -> None:
        self.receivers = receivers
        self.memory = mmap.mmap(-1, receivers * _SLOTS * _SLOT_BYTES)  # shared with the forks
        self.filled = [os.pipe() for _ in range(receivers)]  # process 0 -> receiver: a slot to group
        self.freed = [os.pipe() for _ in range(receivers)]  # receiver -> process 0: a slot to fill
        for receiver in range(receivers):
            os.set_blocking(self.freed[receiver][0], False)

    def keep_for(self, me: int | None) -> None:
        """Close the pipes' ends process ``me`` does not use (None: the parent, which uses
        none), so a process that ends is seen by the others as the end of its pipe."""
        for receiver, ((take, give), (freed, free)) in enumerate(zip(self.filled, self.freed, strict=True)):
            if me == 0:  # gives filled slots, takes freed ones
                unused = (take, free)
            elif me == receiver + 1:  # takes filled slots, gives freed ones
                unused = (give, freed)
            else:
                unused = (take, give, freed, free)
            for end in unused:
                os.close(end)

    def hand_out(self, batches: Iterator[list], names: list[str]) -> Iterator[list]:
        """In process 0: the batches it keeps; the others are written to a free slot."""
        import pyarrow as arrow

        free = [list(range(receiver * _SLOTS, (receiver + 1) * _SLOTS)) for receiver in range(self.receivers)]
        turn, ended = 0, _STOP
        try:
            for columns in batches:
                self._collect(free)
                receiver = next((r for r in _from(turn, self.receivers) if free[r]), None)
                batch = None if receiver is None else arrow.RecordBatch.from_arrays(columns, names=names)
                if batch is None or arrow.ipc.get_record_batch_size(batch) + 4096 > _SLOT_BYTES:
                    yield columns  # no room anywhere, or too large for a slot: grouped here
                    continue
                slot = free[receiver].pop()
                written = self._write(slot, batch)
                os.write(self.filled[receiver][1], _MESSAGE.pack(slot, written))
                turn = receiver + 1
            ended = _END
        finally:
            for receiver in range(self.receivers):
                try:
                    os.write(self.filled[receiver][1], _MESSAGE.pack(ended, 0))
                except OSError:  # that process has ended: the barrier tells the others
                    pass

    def received(self, receiver: int) -> Iterator[tuple[list, Callable[[], None]]]:
        """In a receiving process: each batch handed to it, with the call that frees its slot
        (once nothing refers to the batch's columns any more)."""
        import pyarrow as arrow

        from .scan import Doubt

        reading = self.filled[receiver][0]
        while True:
            message = _read_exactly(reading, _MESSAGE.size)
            slot, written = _MESSAGE.unpack(message) if message else (_STOP, 0)
            if slot == _END:
                return
            if slot == _STOP:
                raise Doubt
            start = slot * _SLOT_BYTES
            view = memoryview(self.memory)[start:start + written]
            batch = arrow.ipc.open_stream(arrow.py_buffer(view)).read_next_batch()
            yield batch.columns, _freeing(self.freed[receiver][1], slot)

    def _collect(self, free: list[list[int]]) -> None:
        for receiver in range(self.receivers):
            try:
                data = os.read(self.freed[receiver][0], 4096)
            except BlockingIOError:
                continue
            free[receiver] += struct.unpack(f"={len(data) // 4}i", data)

    def _write(self, slot: int, batch) -> int:
        import pyarrow as arrow

        start = slot * _SLOT_BYTES
        slot_memory = memoryview(self.memory)[start:start + _SLOT_BYTES]
        sink = arrow.FixedSizeBufferWriter(arrow.py_buffer(slot_memory))
        with arrow.ipc.new_stream(sink, batch.schema) as stream:
            stream.write_batch(batch)
        return sink.tell()


def _from(first: int, count: int) -> Iterator[int]:
    return ((first + step) % count for step in range(count))


def _freeing(pipe: int, slot: int) -> Callable[[], None]:
    def free() -> None:
        try:
            os.write(pipe, struct.pack("=i", slot))
        except OSError:  # process 0 has ended: the barrier tells this one
            pass
    return free


def _read_exactly(pipe: int, size: int) -> bytes:
    """``size`` bytes of ``pipe``, or b"" when it ends first (the reading process has ended)."""
    data = b""
    while len(data) < size:
        more = os.read(pipe, size - len(data))
        if not more:
            return b""
        data += more
    return data
