"""The README and the docs/ pages link only to files inside the repository, and those exist.

A link such as ``../shared/CONTRACT.md`` works on one machine and nowhere else (a clone,
a package index); every page a reader needs lives in the repository. The pages speak of the
product: how its work was organised belongs to git's history, not to its documents.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PAGES = [ROOT / "README.md", ROOT / "benchmarks" / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)\)")
README_MOST_LINES = 220
# Words about how the work was organised, not about the product ("session" alone is the
# product's own InspectorSession, so only its numbered form is refused).
ORGANISATION = re.compile(
    r"\b(?:the lead|lead's|the team|engineers?|sessions? \d|work periods?|issue \d+)\b|/work/",
    re.IGNORECASE,
)


def relative_links(page: Path) -> list[str]:
    return [target for target in LINK.findall(page.read_text(encoding="utf-8"))
            if not re.match(r"[a-z]+:", target) and not target.startswith("#")]


@pytest.mark.parametrize("page", PAGES, ids=lambda page: page.relative_to(ROOT).as_posix())
def test_links_stay_inside_the_repository_and_exist(page):
    for target in relative_links(page):
        resolved = (page.parent / target.split("#")[0]).resolve()
        assert resolved.is_relative_to(ROOT), f"{page.name} links outside the repository: {target}"
        assert resolved.exists(), f"{page.name} links to a missing file: {target}"


@pytest.mark.parametrize("page", PAGES, ids=lambda page: page.relative_to(ROOT).as_posix())
def test_pages_speak_of_the_product(page):
    found = [(number, match.group(0))
             for number, line in enumerate(page.read_text(encoding="utf-8").splitlines(), 1)
             for match in ORGANISATION.finditer(line)]
    assert not found, f"{page.relative_to(ROOT)} speaks of how the work was organised: {found}"


def test_the_user_pages_exist_and_are_linked_from_the_readme():
    links = relative_links(ROOT / "README.md")
    for page in ("contract", "difference-classes", "cli", "review", "engines", "performance", "architecture"):
        assert f"docs/{page}.md" in links
    assert "benchmarks/README.md" in links
    assert "../shared" not in (ROOT / "README.md").read_text(encoding="utf-8")


def test_the_readme_is_short():
    lines = len((ROOT / "README.md").read_text(encoding="utf-8").splitlines())
    assert lines <= README_MOST_LINES, f"README.md has {lines} lines; details belong in docs/"
