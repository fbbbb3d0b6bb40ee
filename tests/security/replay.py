"""Replay the attack corpus in one deployment and report attacks and escapes as JSON.

Run by ``test_deployments.py`` in a subprocess: as an unprivileged user and from an
installed wheel (``python -m tests.security.replay --deployment NAME``). Each mode
runs in one long-lived session; every attack is checked with the same invariants
as ``test_attacks.py`` (`harness.check_outcome`), and a failed check counts as an
escape instead of stopping the replay. The last line of stdout is the JSON summary.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import secrets
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from tests.security.attacks import ATTACKS, Attack, Mode
from tests.security.harness import (
    ISOLATION,
    LIMITS,
    TOOL_SPECS,
    Listener,
    check_contained,
    check_expected,
    make_env,
    oracle_file,
    run_cells,
    start_session,
)

MODES: tuple[Mode, ...] = ("agent", "bare", "kernel")

#: Attacks that fail differently without namespaces (``--unsafe``), and why. They must
#: still leak nothing (`check_contained`); only the way they fail differs.
UNSAFE_DIFFERENCES: dict[str, str] = {
    "fs_fill_disk": "no size-capped tmpfs: the work dir is on the host's disk, bounded only "
    "by RLIMIT_FSIZE per file and the wall clock (the cell times out)",
    "bare_oracle_list_site_packages": "site-packages is listable (names only) so the import "
    "system works; its other contents stay unreadable (PermissionError)",
}


async def replay(deployment: str, attacks: list[Attack], *, unsafe: bool = False) -> dict[str, Any]:
    """Run ``attacks`` mode by mode in long-lived sessions; count escapes."""
    from mmtoolbench.isolation import InterpreterSession, IsolationOptions

    os.environ["OPENAI_API_KEY"] = f"sk-test-{secrets.token_hex(16)}"
    os.environ["ANTHROPIC_API_KEY"] = f"sk-ant-test-{secrets.token_hex(16)}"
    listener = Listener()
    server = await listener.start()
    escapes: list[str] = []
    differences: list[str] = []
    blocked = 0
    layers: dict[str, dict[str, str]] = {}
    started = time.perf_counter()
    try:
        with tempfile.TemporaryDirectory(prefix="mmtb-sec-") as tmp:
            env = make_env(Path(tmp), listener)
            for mode in MODES:
                selected = [a for a in attacks if a.mode == mode]
                if not selected:
                    continue
                options = ISOLATION[mode]
                if unsafe:
                    options = IsolationOptions(
                        **{
                            **options.model_dump(),
                            "unsafe": True,
                            "namespaces": False,
                            "require_full_isolation": False,
                        },
                    )
                session = InterpreterSession(
                    tools=TOOL_SPECS,
                    run_tool=env.run_tool,
                    is_allowed=env.is_allowed,
                    limits=LIMITS,
                    isolation=options,
                )
                await start_session(session)
                layers[mode] = session.layers
                try:
                    for attack in selected:
                        result, after, echo_before = await run_cells(session, attack, env)
                        try:
                            check_contained(attack, result, after, env, echo_before)
                        except AssertionError as exc:
                            escapes.append(f"{attack.id}: {str(exc).splitlines()[0]}")
                            continue
                        try:
                            check_expected(attack, result)
                        except AssertionError as exc:
                            if not (unsafe and attack.id in UNSAFE_DIFFERENCES):
                                escapes.append(f"{attack.id}: {str(exc).splitlines()[0]}")
                                continue
                            differences.append(f"{attack.id}: {UNSAFE_DIFFERENCES[attack.id]}")
                        blocked += 1
                finally:
                    await session.close()
    finally:
        server.close()
        await server.wait_closed()
    import mmtoolbench

    return {
        "deployment": deployment,
        "uid": os.geteuid(),
        "package": str(Path(mmtoolbench.__file__).resolve().parent),
        "oracle": str(oracle_file()),
        "attacks": len(attacks),
        "oracle_attacks": sum("oracle" in a.id for a in attacks),
        "blocked": blocked,
        "escapes": escapes,
        "differences": differences,
        "layers": layers,
        "seconds": round(time.perf_counter() - started, 1),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deployment", required=True)
    parser.add_argument("--modes", default=",".join(MODES))
    parser.add_argument(
        "--unsafe",
        action="store_true",
        help="no namespaces, IsolationOptions(unsafe=True): the audit hook is the barrier",
    )
    args = parser.parse_args()
    modes = set(args.modes.split(","))
    attacks = [a for a in ATTACKS if a.mode in modes]
    summary = asyncio.run(replay(args.deployment, attacks, unsafe=args.unsafe))
    sys.stdout.write(json.dumps(summary) + "\n")


if __name__ == "__main__":
    main()
