"""The group tree on the left (its model) and the neighbours of the selected group."""
