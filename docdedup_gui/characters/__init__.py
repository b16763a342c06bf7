"""The characters pane: the census of the open corpus."""
