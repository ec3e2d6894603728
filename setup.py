"""The one build step beyond setuptools' own: the compiled catalogues.

Everything else is in pyproject.toml. ``build_py`` compiles the core's gettext catalogues
(``scorepad/locale/*/LC_MESSAGES/scorepad.po`` -> ``.mo``) and the window's Qt ones
(``resources/translations/scorepad_<lang>.ts`` -> ``ui/translations/*.qm``) with
``packaging/translations.py``: into the build folder for a wheel, into the source tree for
``pip install -e .``. They are never kept in the repository, nor edited by hand.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

from setuptools import setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent


def _translations() -> ModuleType:
    # loaded by path: a folder named "packaging" must not shadow the packaging library
    spec = importlib.util.spec_from_file_location(
        "scorepad_translations", HERE / "packaging" / "translations.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class BuildWithCatalogues(build_py):
    def run(self) -> None:
        super().run()
        out = HERE if self.editable_mode else Path(self.build_lib)
        _translations().build(out, root=HERE)


setup(cmdclass={"build_py": BuildWithCatalogues})
