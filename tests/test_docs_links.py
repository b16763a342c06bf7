"""The README and the docs/ pages link only to files inside the repository, and those exist.

A link such as ``../shared/CONTRACT.md`` works on one machine and nowhere else (a clone,
a package index); every page a reader needs lives in the repository.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)\)")


def relative_links(page: Path) -> list[str]:
    return [target for target in LINK.findall(page.read_text(encoding="utf-8"))
            if not re.match(r"[a-z]+:", target) and not target.startswith("#")]


@pytest.mark.parametrize("page", PAGES, ids=lambda page: page.name)
def test_links_stay_inside_the_repository_and_exist(page):
    for target in relative_links(page):
        resolved = (page.parent / target.split("#")[0]).resolve()
        assert resolved.is_relative_to(ROOT), f"{page.name} links outside the repository: {target}"
        assert resolved.exists(), f"{page.name} links to a missing file: {target}"


def test_the_user_pages_exist_and_are_linked_from_the_readme():
    links = relative_links(ROOT / "README.md")
    assert "docs/contract.md" in links and "docs/difference-classes.md" in links
    assert "../shared" not in (ROOT / "README.md").read_text(encoding="utf-8")
