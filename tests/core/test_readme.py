"""The README's quick start is part of the product: keep its test command identical to CI's."""

import re

from tests.helpers.paths import REQUIRE_SHARED, ROOT


def quick_start_commands() -> list[str]:
    text = (ROOT / "README.md").read_text()
    section = text.split("## Quick start", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"^\s*(python3 -m venv .+)$", section, flags=re.M)


def test_quick_start_has_exactly_two_commands() -> None:
    cmds = quick_start_commands()
    assert len(cmds) == 2, cmds
    assert cmds[0].rstrip().endswith(".venv/bin/scorepad")
    assert "pytest" in cmds[1]


def test_ci_runs_the_readme_test_command() -> None:
    ci = (ROOT / ".ci" / "run").read_text()
    assert quick_start_commands()[1] in ci.splitlines()


def test_ci_turns_the_shared_folder_skips_into_failures() -> None:
    """CI has the shared folder: the tests that need it must run there, not skip."""
    ci = (ROOT / ".ci" / "run").read_text().splitlines()
    export = f"export {REQUIRE_SHARED}=1"
    assert export in ci
    assert ci.index(export) < next(i for i, line in enumerate(ci) if "pytest" in line)
