"""Reading records: opening a file or a pipe, the loader, the limits, checking a record, shards."""
