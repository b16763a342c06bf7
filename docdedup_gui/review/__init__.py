"""Review mode in the window: its panel, keys, dialogs, marks and the decisions file's watch."""
