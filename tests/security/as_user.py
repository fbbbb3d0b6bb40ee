"""Run a command as a fresh unprivileged user (used by ``test_deployments.py``).

Must run as root inside a private mount namespace (``unshare --mount --propagation
private python -m tests.security.as_user ...``). Paths the command needs (``--need``:
the Python installation, the virtualenv, the project) may lie under a directory other
users cannot traverse (a pyenv Python under a 0700 ``/root``): such a directory is
covered, in this mount namespace only, by a 0755 tmpfs into which the needed children
are moved back. Then the process drops to ``--uid`` (no supplementary groups) and
executes the command with a minimal environment.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import tempfile
from collections import defaultdict


def _blocked(paths: list[str]) -> dict[str, set[str]]:
    """Ancestors others cannot traverse, with the children that must stay reachable."""
    found: dict[str, set[str]] = defaultdict(set)
    for path in paths:
        parts = os.path.abspath(path).strip("/").split("/")
        current = "/"
        for part in parts:
            if not os.stat(current).st_mode & 0o001:
                found[current].add(part)
                break
            current = os.path.join(current, part)
    return found


def _make_reachable(paths: list[str]) -> None:
    for directory, children in sorted(_blocked(paths).items(), key=lambda kv: len(kv[0])):
        stash = tempfile.mkdtemp(prefix="mmtb-as-user-")
        for child in children:
            os.mkdir(os.path.join(stash, child))
            subprocess.run(
                ["mount", "--bind", os.path.join(directory, child), os.path.join(stash, child)],
                check=True,
            )
        subprocess.run(["mount", "-t", "tmpfs", "-o", "mode=0755", "tmpfs", directory], check=True)
        for child in children:
            os.mkdir(os.path.join(directory, child))
            subprocess.run(
                ["mount", "--move", os.path.join(stash, child), os.path.join(directory, child)],
                check=True,
            )
            os.rmdir(os.path.join(stash, child))
        os.rmdir(stash)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--uid", type=int, required=True)
    parser.add_argument("--home", required=True)
    parser.add_argument("--need", action="append", default=[])
    parser.add_argument("command", nargs=argparse.REMAINDER)
    args = parser.parse_args()
    command = args.command[1:] if args.command[:1] == ["--"] else args.command
    if os.geteuid() != 0:
        raise SystemExit("as_user must run as root")
    _make_reachable(args.need)
    os.setgroups([])
    os.setresgid(args.uid, args.uid, args.uid)
    os.setresuid(args.uid, args.uid, args.uid)
    if os.geteuid() != args.uid or os.getegid() != args.uid:
        raise SystemExit("could not drop privileges")
    env = {
        "PATH": "/usr/bin:/bin",
        "HOME": args.home,
        "LANG": "C.UTF-8",
        "PYTHONDONTWRITEBYTECODE": "1",
    }
    os.execve(command[0], command, env)


if __name__ == "__main__":
    main()
