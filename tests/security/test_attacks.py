"""Attack corpus against the sandboxed interpreter (see ``attacks.py``).

Every attack must fail in the expected way, leak no secret, touch nothing outside
the sandbox, reach no server and no tool outside the active set, and the next cell
(``print(1+1)``) must still work. Each attack runs in a fresh session; the summary
test runs the whole corpus again in one long-lived session per mode, which also
checks that a session recovers from every attack in a row.
"""

from __future__ import annotations

import secrets
from collections import Counter
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from tests.security.attacks import ATTACKS, Attack, Mode
from tests.security.harness import (
    AttackEnv,
    Listener,
    kernel_sandbox_available,
    make_env,
    new_session,
    run_attack,
    start_session,
)

pytestmark = pytest.mark.skipif(
    not kernel_sandbox_available(),
    reason="the full sandbox (namespaces, pivot_root) needs root or user namespaces on Linux",
)


@pytest.fixture
async def env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[AttackEnv]:
    monkeypatch.setenv("OPENAI_API_KEY", f"sk-test-{secrets.token_hex(16)}")
    monkeypatch.setenv("ANTHROPIC_API_KEY", f"sk-ant-test-{secrets.token_hex(16)}")
    monkeypatch.setenv("GITHUB_TOKEN", f"ghp_test{secrets.token_hex(16)}")
    listener = Listener()
    server = await listener.start()
    try:
        yield make_env(tmp_path, listener)
    finally:
        server.close()
        await server.wait_closed()


def test_corpus_is_large_and_unique() -> None:
    ids = [a.id for a in ATTACKS]
    assert len(ids) == len(set(ids))
    assert len(ATTACKS) >= 60


@pytest.mark.parametrize("attack", ATTACKS, ids=[a.id for a in ATTACKS])
async def test_attack_is_blocked(attack: Attack, env: AttackEnv) -> None:
    session = new_session(env, attack.mode)
    await start_session(session)
    try:
        if attack.mode == "agent":
            assert session.warnings == [], session.warnings
        await run_attack(session, attack, env)
    finally:
        await session.close()


async def test_all_attacks_blocked_in_long_lived_sessions(env: AttackEnv) -> None:
    verdicts: list[str] = []
    by_mode: Counter[Mode] = Counter()
    for mode in ("agent", "bare", "kernel"):
        session = new_session(env, mode)
        await start_session(session)
        try:
            for attack in (a for a in ATTACKS if a.mode == mode):
                verdicts.append(await run_attack(session, attack, env))
                by_mode[mode] += 1
        finally:
            await session.close()
    oracle = sum("oracle" in a.id for a in ATTACKS)
    summary = (
        f"security[root-checkout]: {len(verdicts)} attacks blocked, 0 escapes "
        f"(agent {by_mode['agent']}, bare {by_mode['bare']}, kernel {by_mode['kernel']}; "
        f"{oracle} hunting the answer key)"
    )
    print("\n" + "\n".join(verdicts) + "\n" + summary)
    assert len(verdicts) == len(ATTACKS) >= 60
