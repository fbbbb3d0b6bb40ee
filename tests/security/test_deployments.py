"""The security corpus in the other ways people run ``mmtb`` (issue 15).

``test_attacks.py`` runs the corpus as root from the checkout. Here it is replayed
(``replay.py``, one long-lived session per mode) in subprocesses:

- as a fresh unprivileged user (``as_user.py``: a uid with no account, no groups):
  the worker builds the same private root inside a user namespace;
- as that user with no namespaces at all, which is only allowed with the explicit
  unsafe flag: the audit hook alone must still keep the answer key away;
- from a wheel installed into a fresh virtualenv, where the package's data
  (scenarios with oracle solutions) sits in site-packages next to numpy.

Each prints ``security[<deployment>]: N attacks, M escapes``; every attack that hunts
for the answer key must fail everywhere.
"""

from __future__ import annotations

import json
import os
import pwd
import secrets
import shutil
import subprocess
import sys
import sysconfig
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.security.attacks import ATTACKS
from tests.security.harness import PROJECT, kernel_sandbox_available

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        not kernel_sandbox_available(),
        reason="the full sandbox needs root or user namespaces on Linux",
    ),
]


def _replay(command: list[str], *, cwd: Path, env: dict[str, str] | None = None) -> dict[str, Any]:
    proc = subprocess.run(
        command, cwd=cwd, env=env, capture_output=True, text=True, timeout=600, check=False
    )
    assert proc.returncode == 0, f"replay failed ({proc.returncode}):\n{proc.stderr[-4000:]}"
    summary: dict[str, Any] = json.loads(proc.stdout.strip().splitlines()[-1])
    print(
        f"\nsecurity[{summary['deployment']}]: {summary['attacks']} attacks "
        f"({summary['oracle_attacks']} hunting the answer key), "
        f"{len(summary['escapes'])} escapes, uid {summary['uid']}, {summary['seconds']} s"
    )
    for escape in summary["escapes"]:
        print(f"  ESCAPE {escape}")
    for difference in summary.get("differences", []):
        print(f"  differs (documented) {difference}")
    return summary


def _free_uid() -> int:
    while True:
        uid = 2_000_000_000 + secrets.randbelow(100_000_000)
        try:
            pwd.getpwuid(uid)
        except KeyError:
            return uid


@pytest.fixture
def user_home() -> Iterator[tuple[int, Path]]:
    uid = _free_uid() if os.geteuid() == 0 else os.geteuid()
    home = Path(tempfile.mkdtemp(prefix="mmtb-user-"))
    if os.geteuid() == 0:
        # The user gets this process's matplotlib font cache, as a real user would have
        # one: building it inside a cell would take longer than the attacks' time limit.
        cache = Path.home() / ".cache" / "matplotlib"
        for found in sorted(cache.glob("fontlist-v*.json"))[-1:]:
            target = home / ".cache" / "matplotlib"
            target.mkdir(parents=True)
            shutil.copy(found, target / found.name)
        for path in [home, *home.rglob("*")]:
            os.chown(path, uid, uid)
    try:
        yield uid, home
    finally:
        shutil.rmtree(home, ignore_errors=True)


def _as_user(uid: int, home: Path, *command: str) -> list[str]:
    """``command`` run as ``uid`` (when this process is root), else as the current
    user, who is unprivileged already."""
    if os.geteuid() != 0:
        return list(command)
    unshare = shutil.which("unshare")
    if unshare is None:
        pytest.skip("util-linux unshare is not installed")
    needs = {
        sys.base_prefix,
        sys.prefix,
        os.path.realpath(sys.executable),
        str(PROJECT),
        sysconfig.get_paths()["stdlib"],
    }
    args = [unshare, "--mount", "--propagation", "private", sys.executable, "-m"]
    args += ["tests.security.as_user", "--uid", str(uid), "--home", str(home)]
    for need in sorted(needs):
        args += ["--need", need]
    return [*args, "--", *command]


def test_corpus_as_unprivileged_user(user_home: tuple[int, Path]) -> None:
    uid, home = user_home
    summary = _replay(
        _as_user(uid, home, sys.executable, "-m", "tests.security.replay", "--deployment", "user"),
        cwd=PROJECT,
    )
    assert summary["uid"] == uid
    assert summary["attacks"] == len(ATTACKS)
    assert summary["escapes"] == []
    agent = summary["layers"]["agent"]
    assert "user + PID" in agent["namespaces"], agent
    assert agent["filesystem"].startswith("private root"), agent
    assert "capabilities dropped" in agent["user"], agent


def test_corpus_as_unprivileged_user_without_namespaces(user_home: tuple[int, Path]) -> None:
    """No user namespaces (simulated with ``namespaces=False``): refused by default,
    run only with ``unsafe=True``; the audit hook alone keeps the answer key, the run
    directory and the secrets away from agent code (agent and bare modes)."""
    uid, home = user_home
    summary = _replay(
        _as_user(
            uid,
            home,
            sys.executable,
            "-m",
            "tests.security.replay",
            "--deployment",
            "user-unsafe",
            "--unsafe",
            "--modes",
            "agent,bare",
        ),
        cwd=PROJECT,
    )
    assert summary["uid"] == uid
    assert summary["layers"]["agent"]["filesystem"].startswith("host filesystem")
    assert summary["escapes"] == []


@pytest.fixture(scope="module")
def wheel_python(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh virtualenv with mmtoolbench installed from its wheel (data included) and
    the checkout's other dependencies hard-linked in (no network)."""
    tmp = tmp_path_factory.mktemp("wheel")
    dist = tmp / "dist"
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "-q",
            "--no-deps",
            "--no-build-isolation",
            "-w",
            str(dist),
            str(PROJECT),
        ],
        check=True,
        capture_output=True,
    )
    wheel = next(dist.glob("mmtoolbench-*.whl"))
    venv = tmp / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    python = venv / "bin" / "python"
    site = Path(
        subprocess.run(
            [str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
            check=True,
            capture_output=True,
            text=True,
        ).stdout.strip()
    )
    ours = Path(sysconfig.get_paths()["purelib"])
    for entry in ours.iterdir():
        if "mmtoolbench" in entry.name or entry.name.startswith(("__editable__", "__pycache__")):
            continue
        target = site / entry.name
        try:
            if entry.is_dir() and not entry.is_symlink():
                shutil.copytree(entry, target, copy_function=os.link, symlinks=True)
            else:
                os.link(entry, target, follow_symlinks=False)
        except OSError:  # another file system: copy
            if entry.is_dir():
                shutil.copytree(entry, target, symlinks=True, dirs_exist_ok=True)
            else:
                shutil.copy2(entry, target, follow_symlinks=False)
    subprocess.run(
        [
            str(python),
            "-m",
            "pip",
            "install",
            "-q",
            "--no-deps",
            "--no-index",
            "--no-compile",
            str(wheel),
        ],
        check=True,
        capture_output=True,
    )
    assert (site / "mmtoolbench" / "data" / "sandbox" / "scenarios").is_dir()
    return python


def test_corpus_from_installed_wheel(wheel_python: Path) -> None:
    summary = _replay(
        [str(wheel_python), "-m", "tests.security.replay", "--deployment", "wheel"],
        cwd=PROJECT,
        env={"PATH": "/usr/bin:/bin", "HOME": os.environ.get("HOME", "/root"), "LANG": "C.UTF-8"},
    )
    site = wheel_python.parent.parent
    assert Path(summary["package"]).is_relative_to(site.resolve()), summary["package"]
    assert Path(summary["oracle"]).is_file()
    assert summary["attacks"] == len(ATTACKS)
    assert summary["escapes"] == []
