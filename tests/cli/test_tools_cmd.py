"""``mmtb tools list / show / search``."""

from __future__ import annotations

import json
from typing import Any

import pytest
from typer.testing import CliRunner

from mmtoolbench.cli import app
from mmtoolbench.sandbox.domains import build_tool_registry
from mmtoolbench.sandbox.toolsets import build_toolset

runner = CliRunner()
WIDE = {"COLUMNS": "200"}
FULL = build_tool_registry()


def run(*args: str) -> tuple[int, str]:
    result = runner.invoke(app, ["tools", *args], env=WIDE)
    return result.exit_code, result.output


def list_json(*args: str) -> dict[str, Any]:
    code, out = run("list", "--format", "json", *args)
    assert code == 0, out
    data = json.loads(out)
    assert isinstance(data, dict)
    return data


def test_list_full_json_lists_the_whole_registry() -> None:
    data = list_json("--toolset", "full")
    tools = data["tools"]
    assert isinstance(tools, list)
    assert data["count"] == len(tools) == len(FULL)
    assert [t["name"] for t in tools] == FULL.names()
    assert data["domains"] == FULL.domains()
    # threshold computed from the registry: every domain has at least 20 tools
    assert len(tools) >= 20 * len(FULL.domains())
    first = tools[0]
    assert {"name", "domain", "summary", "access", "reads", "writes"} <= set(first)


def test_list_full_json_reaches_paper_scale() -> None:
    data = list_json("--toolset", "full")
    assert data["count"] >= 500  # the paper's registry has 511 tools


@pytest.mark.skipif(len(FULL.domains()) < 16, reason="not all 16 domains are registered yet")
def test_list_full_json_covers_sixteen_domains() -> None:
    domains = list_json("--toolset", "full")["domains"]
    assert isinstance(domains, list) and len(domains) >= 16


@pytest.mark.parametrize("toolset", ["medium", "compact", "mini"])
def test_list_coarse_toolsets(toolset: str) -> None:
    data = list_json("--toolset", toolset)
    assert data["count"] == len(build_toolset(toolset))
    tools = data["tools"]
    assert isinstance(tools, list)
    assert any("actions" in t for t in tools)


def test_list_table_with_domain_filter() -> None:
    code, out = run("list", "--domain", "phone", "--toolset", "mini")
    assert code == 0, out
    assert "phone_app" in out and "actions]" in out
    assert "contacts_app" not in out  # phone requires contacts, but the filter applies
    code, out = run("list", "-d", "phone", "-d", "messages", "-f", "json")
    assert code == 0
    assert set(json.loads(out)["domains"]) == {"phone", "messages"}


def test_list_unknown_domain_is_one_clear_line() -> None:
    code, out = run("list", "--domain", "nosuch")
    assert code == 2
    assert "unknown domain 'nosuch'" in " ".join(out.split())
    assert "Traceback" not in out


def test_show_full_tool() -> None:
    code, out = run("show", "delete_voicemail")
    assert code == 0, out
    assert "delete_voicemail(voicemail_id: str)" in out
    first_line = FULL.get("delete_voicemail").description.split("\n")[0]
    assert " ".join(first_line.split()) in " ".join(out.split())  # rich may wrap it
    assert '"voicemail_id"' in out and '"required"' in out


def test_show_coarse_tool_as_json() -> None:
    mini = build_toolset("mini")
    name = next(t.name for t in mini if t.domain == "phone")
    code, out = run("show", name, "--toolset", "mini", "--json")
    assert code == 0, out
    spec = json.loads(out)
    assert spec["name"] == name and "delete_voicemail" in spec["actions"]
    assert spec["parameters"]["properties"]["action"]["enum"] == spec["actions"]
    assert "- delete_voicemail(voicemail_id)" in spec["description"]


def test_show_unknown_tool_suggests_names() -> None:
    code, out = run("show", "delete_voicemial")
    assert code == 2
    assert "did you mean `delete_voicemail`" in " ".join(out.split())


@pytest.fixture
def cache(tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> Any:
    monkeypatch.setenv("MMTB_CACHE_DIR", str(tmp_path))
    return tmp_path


def test_search(cache: Any) -> None:
    code, out = run("search", "delete a voicemail", "--limit", "3")
    assert code == 0, out
    assert "delete_voicemail" in out
    code, out = run("search", "delete a voicemail", "-n", "2", "--json")
    assert code == 0
    hits = json.loads(out)
    assert len(hits) == 2 and hits[0]["name"] == "delete_voicemail" and hits[0]["score"] > 0
    code, out = run("search", "zzzqqq")
    assert code == 0 and "no matching tools" in out


def test_search_caches_the_index_by_catalogue_hash(cache: Any) -> None:
    assert not list(cache.iterdir())
    code, first = run("search", "will I need an umbrella on Saturday", "--json")
    assert code == 0, first
    files = list(cache.glob("tool-index-full-*.pickle"))
    assert len(files) == 1
    code, second = run("search", "will I need an umbrella on Saturday", "--json")
    assert code == 0 and second == first  # served from the cache file
    assert json.loads(first)[0]["name"] == "get_weather_forecast"
    assert set(json.loads(first)[0]) == {"name", "domain", "summary", "score"}


def test_tools_command_starts_without_loading_the_whole_cli(cache: Any) -> None:
    import subprocess
    import sys

    code = (
        "import sys; sys.argv = ['mmtb', 'tools', 'search', 'delete a voicemail', '-n', '1'];"
        "from mmtoolbench.cli import main\n"
        "try:\n    main()\nexcept SystemExit:\n    pass\n"
        "heavy = [m for m in ('mmtoolbench.cli.app', 'mmtoolbench.sandbox.domains', "
        "'mmtoolbench.sandbox.scenario', 'scipy') if m in sys.modules]\n"
        "print('HEAVY', heavy)"
    )
    run("search", "warm the cache")
    out = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        env={**__import__("os").environ, "MMTB_CACHE_DIR": str(cache), "COLUMNS": "200"},
        check=True,
    ).stdout
    assert "delete_voicemail" in out
    assert "HEAVY []" in out, out
