"""The one-folder build (``make bundle``): built here with PyInstaller, then its two executables
are run as a person without Python would run them, so a data file or a Qt plugin the build
forgot fails this test, not a user.

Skipped only when PyInstaller is not installed (``make test`` installs it; where it cannot
be installed, it says so). The build takes ~22 s on a 2-core machine (``docs/desktop.md``).
"""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
BUILD = ROOT / "build" / "test-bundle"
SPEC = ROOT / "packaging" / "docdedup-inspector.spec"
BUILD_SECONDS = 600
RUN_SECONDS = 120

pytestmark = pytest.mark.bundle


@pytest.fixture(scope="module")
def bundle() -> Path:
    """The built folder (built once for this module, into build/test-bundle)."""
    if importlib.util.find_spec("PyInstaller") is None:
        pytest.skip("PyInstaller is not installed (pip install -e '.[bundle]'; make test installs it)")
    started = time.monotonic()
    result = subprocess.run(
        [sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
         "--distpath", str(BUILD / "dist"), "--workpath", str(BUILD / "work"), str(SPEC)],
        capture_output=True, text=True, timeout=BUILD_SECONDS, cwd=ROOT, stdin=subprocess.DEVNULL)
    assert result.returncode == 0, result.stderr[-4000:]
    folder = BUILD / "dist" / "DocDedupInspector"
    size = sum(path.stat().st_size for path in folder.rglob("*") if path.is_file() and not path.is_symlink())
    print(f"bundle built in {time.monotonic() - started:.1f} s: {size / 2**20:.1f} MiB in {folder}")
    return folder


def _run(bundle: Path, program: str, *arguments: str, home: Path, under: tuple[str, ...] = (), **extra: str):
    """Run a bundled program as on a machine without this checkout or its Python: a bare
    environment, a fresh home, started from an unrelated folder (``under``: e.g. xvfb-run)."""
    env = {"PATH": "/usr/bin:/bin", "HOME": str(home), "LANG": "C.UTF-8",
           "XDG_CONFIG_HOME": str(home / "config"), "XDG_STATE_HOME": str(home / "state"),
           "XDG_DATA_HOME": str(home / "data"), **extra}
    return subprocess.run([*under, str(bundle / program), *arguments], capture_output=True, text=True,
                          env=env, cwd=home, timeout=RUN_SECONDS, stdin=subprocess.DEVNULL)


def test_the_folder_holds_both_commands_the_data_and_only_the_plugins_it_needs(bundle):
    inside = bundle / "_internal"
    assert os.access(bundle / "docdedup-gui", os.X_OK) and os.access(bundle / "docdedup", os.X_OK)
    for shipped in ("resources/examples/seed_records.json", "resources/fonts/Vazirmatn-Regular.ttf",
                    "resources/fonts/DejaVuSansMono.ttf", "resources/translations/docdedup_fa.qm",
                    "resources/icons/app.svg", "core/differences/data/confusables.txt",
                    "PySide6/Qt/plugins/platforms/libqxcb.so", "PySide6/Qt/plugins/platforms/libqwayland.so",
                    "PySide6/Qt/plugins/platforms/libqoffscreen.so", "PySide6/Qt/translations/qtbase_fa.qm"):
        assert (inside / shipped).is_file(), f"{shipped} is missing from the bundle"
    plugins = {path.relative_to(inside / "PySide6/Qt/plugins").as_posix()
               for path in (inside / "PySide6/Qt/plugins").rglob("*.so")}
    for left_out in ("platformthemes/libqgtk3.so", "tls", "sqldrivers", "printsupport",
                     "imageformats/libqjpeg.so"):
        assert not any(plugin.startswith(left_out) for plugin in plugins), left_out
    assert {path.name for path in (inside / "PySide6/Qt/translations").iterdir()} == {"qtbase_fa.qm"}
    assert not (inside / "dask").exists() and not (inside / "numpy").exists()
    assert not list(inside.glob("libcairo*")) and not list(inside.glob("libpango*"))  # the GTK theme's


def test_the_bundled_window_draws_the_bundled_example_in_english_and_in_persian(bundle, tmp_path):
    from PySide6.QtGui import QImage

    shots = {}
    for language in ("en", "fa"):
        out = tmp_path / f"window-{language}.png"
        result = _run(bundle, "docdedup-gui", "--screenshot", str(out), "--compare", "A", "C", home=tmp_path,
                      QT_QPA_PLATFORM="offscreen", DOCDEDUP_LANG=language)
        assert result.returncode == 0, result.stderr
        image = QImage(str(out))
        assert (image.width(), image.height()) == (1440, 900)
        shots[language] = image
    # The Persian interface is mirrored: its translation and Qt's were found in the bundle.
    assert shots["en"] != shots["fa"]


def test_the_bundled_window_draws_on_an_x11_display_with_its_own_xcb_plugin(bundle, tmp_path):
    """The plugin a person's X11 desktop loads, with the libraries it needs (libxcb-cursor among
    them: bundled, since a system without it could not start the window)."""
    if shutil.which("xvfb-run") is None:
        pytest.skip("xvfb-run is missing (scripts/install-system-deps installs xvfb)")
    out = tmp_path / "window-xcb.png"
    result = _run(bundle, "docdedup-gui", "--screenshot", str(out), "-platform", "xcb", home=tmp_path,
                  under=("xvfb-run", "-a"))
    assert result.returncode == 0, result.stderr
    assert (out.read_bytes()[:8], out.stat().st_size > 10_000) == (b"\x89PNG\r\n\x1a\n", True)
    assert (bundle / "_internal" / "libxcb-cursor.so.0").exists()


def test_the_bundled_command_line_groups_explains_and_counts_as_the_installed_one(bundle, tmp_path):
    corpus = tmp_path / "corpus.jsonl"
    body = "\N{ARABIC LETTER FARSI YEH}\N{ZERO WIDTH NON-JOINER}\N{ARABIC LETTER KEHEH}"
    arabic = body.replace("\N{ARABIC LETTER FARSI YEH}", "\N{ARABIC LETTER YEH}")
    records = [{"doc_id": doc_id, "source_ref": "s", "language": "fa", "title": "t", "body": text}
               for doc_id, text in (("a", body), ("b", body), ("c", arabic))]
    corpus.write_text("".join(json.dumps(record, ensure_ascii=False) + "\n" for record in records),
                      encoding="utf-8")
    for command in (["group", str(corpus)], ["explain", str(corpus), "a", "c"], ["chars", str(corpus)]):
        bundled = _run(bundle, "docdedup", *command, home=tmp_path)
        installed = subprocess.run([sys.executable, "-m", "core.cli", *command], capture_output=True,
                                   text=True, cwd=ROOT, timeout=RUN_SECONDS)
        assert bundled.returncode == installed.returncode == 0, bundled.stderr
        assert bundled.stdout == installed.stdout and bundled.stdout
    groups = json.loads(_run(bundle, "docdedup", "group", str(corpus), home=tmp_path).stdout)["groups"]
    assert [[member["doc_id"] for member in group["members"]] for group in groups] == [["a", "b"], ["c"]]


def test_the_bundled_window_installs_a_launcher_that_starts_the_bundle(bundle, tmp_path):
    result = _run(bundle, "docdedup-gui", "--install-desktop-entry", home=tmp_path)
    assert result.returncode == 0, result.stderr
    launcher = tmp_path / "data" / "applications" / "docdedup-inspector.desktop"
    assert f"Exec={bundle / 'docdedup-gui'} %f" in launcher.read_text(encoding="utf-8").splitlines()
    validated = subprocess.run(["desktop-file-validate", str(launcher)], capture_output=True, text=True)
    assert validated.returncode == 0 and not validated.stdout, validated.stdout


def test_the_plugin_rules_name_each_systems_display_and_leave_the_same_things_out():
    """The spec's rules, on the names Windows' and macOS's wheels use too (those builds
    cannot run here: this is what can be checked of them on Linux)."""
    sys.path.insert(0, str(ROOT / "packaging"))
    try:
        from bundle_filter import keep_binary, keep_data
    finally:
        sys.path.remove(str(ROOT / "packaging"))
    kept = ["PySide6/Qt/plugins/platforms/libqxcb.so", "PySide6/Qt/plugins/platforms/libqwayland.so",
            "PySide6/plugins/platforms/qwindows.dll", "PySide6\\plugins\\styles\\qmodernwindowsstyle.dll",
            "PySide6/Qt/plugins/platforms/libqcocoa.dylib", "PySide6/Qt/plugins/styles/libqmacstyle.dylib",
            "PySide6/plugins/iconengines/qsvgicon.dll", "PySide6/Qt/lib/libQt6Widgets.so.6"]
    left_out = ["PySide6/Qt/plugins/platformthemes/libqgtk3.so", "PySide6/plugins/tls/qopensslbackend.dll",
                "PySide6/Qt/plugins/sqldrivers/libqsqlite.dylib", "PySide6/plugins/imageformats/qjpeg.dll",
                "PySide6/Qt/plugins/platforms/libqeglfs.so"]
    assert [name for name in kept if not keep_binary(name)] == []
    assert [name for name in left_out if keep_binary(name)] == []
    assert keep_data("PySide6/translations/qtbase_fa.qm") and not keep_data("PySide6/translations/qt_de.qm")
    assert keep_data("resources/translations/docdedup_fa.qm")
