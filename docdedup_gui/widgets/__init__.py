"""Widgets several panes share: the field and hex views, banners, labels, the status bar."""
