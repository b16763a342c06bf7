"""The detail pane: one group or record, its fields, canonical bytes and characters."""
