"""The problems of a loaded file: the pane and the sentences it shows."""
