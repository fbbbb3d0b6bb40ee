"""End to end: sandbox episodes with agent and user models served by the fake provider.

Each test runs the ``sandbox`` suite through the runner, with real adapters
(``openai/...``, ``anthropic/...``) talking to the fake provider server, and checks the
run store: conversation, tool calls, errors fed back to the model, limits, Entity F1.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from mmtoolbench.runner.run import RunConfig, start_run
from mmtoolbench.sandbox.scenario import builtin_scenarios_dir, load_scenario
from mmtoolbench.store.run_store import RunStore
from tests.fake_provider.fixtures import TEST_API_KEY, fake_provider_fixture  # noqa: F401
from tests.fake_provider.server import FakeProviderServer, ScriptedReply, ScriptedToolCall

REMINDER = {"title": "Call the plumber", "due_date": "2025-06-17", "due_time": "09:00"}
CONTACT = {
    "first_name": "Mike",
    "last_name": "Alvarez",
    "company": "Bayside Plumbing",
    "phone_number": "415-555-0168",
}


def _call(name: str, arguments: dict[str, Any] | str) -> ScriptedReply:
    return ScriptedReply(tool_calls=(ScriptedToolCall(name, arguments),))


def _user_send(message: str, images: list[str]) -> ScriptedReply:
    return _call("send_message_with_image", {"image_ids": images, "message": message})


USER_END = _call("end_conversation", {})


async def _run(
    tmp_path: Path,
    server: FakeProviderServer,
    monkeypatch: pytest.MonkeyPatch,
    *,
    agent: str = "openai/gpt-agent",
    llm_user: bool = True,
    **options: Any,
) -> tuple[RunStore, Any]:
    monkeypatch.setenv("OPENAI_API_KEY", TEST_API_KEY)
    monkeypatch.setenv("ANTHROPIC_API_KEY", TEST_API_KEY)
    base = server.base_url if agent.startswith("anthropic/") else server.openai_base_url
    models = {"agent": agent}
    base_urls = {"agent": base}
    if llm_user:
        models["user"] = "openai/gpt-user"
        base_urls["user"] = server.openai_base_url
    config = RunConfig(
        suite="sandbox",
        suite_options=options,
        models=models,
        base_urls=base_urls,
        ids=["plumber_note"],
        cache=False,
    )
    summary = await start_run(config, tmp_path / "run", progress=False)
    assert summary.done + summary.failed == 1
    store = RunStore.open(tmp_path / "run")
    [sample] = store.samples()
    assert sample.status == "done", sample.error
    return store, sample


def _tool_messages(body: dict[str, Any]) -> list[str]:
    return [m["content"] for m in body["messages"] if m["role"] == "tool"]


async def test_tool_use_agent_and_llm_user_over_openai(
    tmp_path: Path, fake_provider: FakeProviderServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    fake_provider.enqueue(
        _user_send("the kitchen sink is leaking again, remind me to call the plumber tue 9am", []),
        _call("create_reminder", REMINDER),
        ScriptedReply(text="Done: reminder set for Tuesday June 17 at 9:00."),
        _user_send(
            "landlord left this note, save the plumber. his number is 415-555-0186",
            ["landlord_note"],
        ),
        _call("create_contact", CONTACT),
        ScriptedReply(text="Saved Mike Alvarez. The note says 415-555-0168, so I used that."),
        ScriptedReply(text="thanks!"),  # plain text from the user: delivered as a message
        ScriptedReply(text="You're welcome!"),
        USER_END,
    )
    store, sample = await _run(
        tmp_path, fake_provider, monkeypatch, mode="tool-use", discovery=False
    )
    assert fake_provider.pending == 0
    assert sample.metrics["entity_f1"] == 1.0
    assert sample.output["end_reason"] == "user_ended"
    assert sample.output["steps"] == {"total": 9, "agent": 5, "user": 4}
    requests = [r.json for r in fake_provider.requests]
    user_requests = [b for b in requests if b["model"] == "gpt-user"]
    agent_requests = [b for b in requests if b["model"] == "gpt-agent"]
    # the user simulator gets its hidden instruction, its images and the two user tools
    assert "role-playing" in user_requests[0]["messages"][0]["content"]
    assert {t["function"]["name"] for t in user_requests[0]["tools"]} == {
        "send_message_with_image",
        "end_conversation",
    }
    # the agent gets the shared prompt, the scenario's tools + execute_code, and img_0
    agent_text = json.dumps(agent_requests)
    assert "role-playing" not in agent_text and "send_message_with_image" not in agent_text
    names = {t["function"]["name"] for t in agent_requests[0]["tools"]}
    assert {"create_reminder", "create_contact", "execute_code"} <= names
    assert "send_message" not in names  # discovery off: only the expected tools' domains
    round2 = agent_requests[2]["messages"][-1]["content"]
    assert round2[0] == {"type": "text", "text": "[image img_0]"}
    assert round2[1]["image_url"]["url"].startswith("data:image/png;base64,")
    # everything is in the run store
    model_roles = [c["role"] for c in store.model_calls(sample.key)]
    assert model_roles.count("agent") == 5 and model_roles.count("user") == 4
    messages = store.messages(sample.key)
    delivered = [m for m in messages if m["sender"] == "user" and m["recipient"] == "agent"]
    assert [m["content"][-1]["text"] for m in delivered][-1] == "thanks!"
    assert store.image_ids(sample.key)["img_0"]
    store.close()


async def test_misbehaving_model_gets_clear_errors_and_hits_the_step_limit(
    tmp_path: Path, fake_provider: FakeProviderServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    loop = [_call("list_reminders", {}) for _ in range(6)]
    fake_provider.enqueue(
        _user_send("remind me to call the plumber on tuesday at 9", []),
        _call("create_reminder", '{"title": "Call the plumber", "due_date": '),  # malformed
        _call("teleport_user", {"to": "mars"}),  # unknown tool
        _call("create_reminder", {"title": "x", "due_date": "next tuesday", "colour": "red"}),
        *loop,  # runaway loop
    )
    store, sample = await _run(
        tmp_path, fake_provider, monkeypatch, mode="tool-use", discovery=False, max_steps=10
    )
    assert fake_provider.pending == 0
    output = sample.output
    assert output["end_reason"] == "max_steps"
    assert output["steps"] == {"total": 10, "agent": 9, "user": 1}
    assert sample.metrics["hit_step_limit"] is True
    assert sample.metrics["entity_f1"] == 0.0
    tools = output["tools"]
    assert tools["malformed_calls"] == 1 and tools["unknown_tool_calls"] == 1
    assert tools["argument_errors"] == 1 and tools["calls"] == 9 and tools["errors"] == 3
    agent_requests = [r.json for r in fake_provider.requests if r.json["model"] == "gpt-agent"]
    errors = [_tool_messages(body)[-1] for body in agent_requests[1:4]]
    assert "arguments of `create_reminder` are not valid JSON" in errors[0]
    assert "unknown tool `teleport_user`" in errors[1]
    assert "invalid arguments for `create_reminder`" in errors[2]
    assert "unknown argument `colour`" in errors[2] and "due_date" in errors[2]
    calls = store.tool_calls(sample.key)
    agent_calls = [(c["name"], bool(c["is_error"])) for c in calls if c["caller"] == "agent"]
    assert agent_calls[:3] == [
        ("create_reminder", True),
        ("teleport_user", True),
        ("create_reminder", True),
    ]
    assert agent_calls[3:] == [("list_reminders", False)] * 6
    store.close()


async def test_code_exec_agent_with_discovery_over_openai(
    tmp_path: Path, fake_provider: FakeProviderServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    fake_provider.enqueue(
        ScriptedReply(
            text="Let me find the right tool.\n```python\nhits = search_tools(query='create a "
            "reminder')\nprint([h['name'] for h in hits['results']])\n```"
        ),
        ScriptedReply(
            text="```python\nr = create_reminder(title='Call the plumber', due_date='2025-06-17',"
            " due_time='09:00')\nprint(r['id'], r['due_date'])\n```"
        ),
        ScriptedReply(text="Reminder set for Tuesday June 17 at 9am."),
        ScriptedReply(text="```python\nimport subprocess\nsubprocess.run(['ls'])\n```"),
        ScriptedReply(text="```python\nsave_contact(name='Mike')\n```"),
        ScriptedReply(
            text="```python\nsearch_tools(query='create a new contact')\n"
            "c = create_contact(first_name='Mike', last_name='Alvarez', "
            "company='Bayside Plumbing', phone_number='415-555-0168')\nprint(c['id'])\n```"
        ),
        ScriptedReply(text="Saved Mike Alvarez; the note says 415-555-0168, not 0186."),
    )
    store, sample = await _run(
        tmp_path, fake_provider, monkeypatch, llm_user=False, mode="code-exec", discovery=True
    )
    assert fake_provider.pending == 0
    assert sample.metrics["entity_f1"] == 1.0
    requests = [r.json for r in fake_provider.requests]
    assert all("tools" not in body for body in requests)  # code-exec: plain chat completions
    results = [
        m["content"]
        for m in requests[-1]["messages"]
        if m["role"] == "user"
        and isinstance(m["content"], str)
        and m["content"].startswith("<execution_result>")
    ]
    assert len(results) == 5
    assert "create_reminder" in results[0]
    assert "rem_0001 2025-06-17" in results[1]
    assert "subprocess" in results[2] and "not" in results[2]
    assert "NameError" in results[3] and "save_contact" in results[3]
    assert "ct_0001" in results[4]
    tools = sample.output["tools"]
    assert {"create_reminder", "create_contact"} <= set(tools["surfaced"])
    assert tools["surfaced_recall"] == 1.0 and tools["invoked_recall"] == 1.0
    assert tools["code_cells"] == 5 and tools["code_errors"] == 2
    system = requests[0]["messages"][0]["content"]
    assert "```python" in system and "search_tools(query=...)" in system
    store.close()


async def test_tool_use_agent_over_anthropic(
    tmp_path: Path, fake_provider: FakeProviderServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    fake_provider.enqueue(
        _call("search_tools", {"query": "create a reminder"}),
        _call("create_reminder", REMINDER),
        ScriptedReply(text="Reminder set."),
        _call("create_contact", CONTACT),  # not found yet: refused
        _call("search_tools", {"query": "create a new contact"}),
        _call("create_contact", CONTACT),
        ScriptedReply(text="Saved Mike (the note says 0168)."),
    )
    store, sample = await _run(
        tmp_path,
        fake_provider,
        monkeypatch,
        agent="anthropic/claude-test",
        llm_user=False,
        mode="tool-use",
        discovery=True,
    )
    assert fake_provider.pending == 0
    assert sample.metrics["entity_f1"] == 1.0
    bodies = [r.json for r in fake_provider.requests]
    assert all(r.wire == "anthropic" for r in fake_provider.requests)
    first_tools = [t["name"] for t in bodies[0]["tools"]]
    assert first_tools == ["search_tools", "execute_code"]
    assert "create_reminder" in [t["name"] for t in bodies[1]["tools"]]
    refusal = [
        block
        for m in bodies[4]["messages"]
        if m["role"] == "user" and isinstance(m["content"], list)
        for block in m["content"]
        if block.get("type") == "tool_result" and block.get("is_error")
    ]
    assert refusal and "search_tools first" in json.dumps(refusal[-1])
    images = [
        block
        for m in bodies[3]["messages"]
        if isinstance(m["content"], list)
        for block in m["content"]
        if block.get("type") == "image"
    ]
    # Every picture the scripted user sent with the rounds reached so far (round 2 is when
    # the refused create_contact call is made).
    plumber = load_scenario(builtin_scenarios_dir() / "plumber_note.yaml").scenario
    assert len(images) == sum(len(r.images) for r in plumber.rounds[:2]) > 0
    assert sample.output["tools"]["unavailable_calls"] == 1
    store.close()
