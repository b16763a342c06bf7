"""The compare pane: two records side by side and the list of their differences."""
