"""Settings domain: seed, dependencies between settings, every tool and a schema fuzz."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from mmtoolbench.core.errors import ToolArgumentError
from mmtoolbench.sandbox.context import WorldContext
from mmtoolbench.sandbox.domains import build_tool_registry, settings
from mmtoolbench.sandbox.world import World
from mmtoolbench.sandbox.world.seed import build_seeded_world
from tests.sandbox.domain_fuzz import fuzz_tool_checked
from tests.sandbox.domain_harness import DomainTools

REGISTRY = build_tool_registry(["settings"])
TABLES = [t.name for t in settings.TABLES]


@pytest.fixture(scope="module")
def seeded() -> World:
    return build_seeded_world(["settings"])


HARNESS = DomainTools(REGISTRY)
call = HARNESS.call
fails = HARNESS.fails


def setting(ctx: WorldContext, column: str) -> Any:
    return ctx.world.get("device_settings", "device")[column]


def connected_ssid(ctx: WorldContext) -> str | None:
    rows = ctx.world.select("wifi_networks", {"is_connected": True})
    return None if not rows else str(rows[0]["ssid"])


# ----------------------------------------------------------------------------- seed


def test_seed(ctx: WorldContext) -> None:
    world = ctx.world
    assert {t: world.count(t) for t in TABLES} == {
        "device_settings": 1,
        "wifi_networks": 10,
        "bluetooth_devices": 8,
        "device_apps": 20,
        "focus_modes": 5,
        "focus_schedules": 2,
        "focus_allowed_contacts": 5,
    }
    assert connected_ssid(ctx) == f"{ctx.owner.last_name}-Home 5G"
    assert (
        setting(ctx, "battery_level") == 38 and setting(ctx, "wallpaper_lock_image_id") == "img_0"
    )
    assert world.integrity_check() == []
    assert sum(t.domain == "settings" for t in REGISTRY) >= 34


def test_seed_is_deterministic() -> None:
    a, b = build_seeded_world(["settings"]), build_seeded_world(["settings"])
    sa, sb = a.snapshot(), b.snapshot()
    assert all(dict(sa.rows[t]) == dict(sb.rows[t]) for t in TABLES)


def test_missing_settings_row_means_defaults(ctx: WorldContext) -> None:
    ctx.world.delete("device_settings", "device")
    overview = call(ctx, "get_device_settings")
    assert overview["wifi"]["enabled"] and overview["battery"]["level"] == 80
    call(ctx, "set_silent_mode", enabled=True)
    row = ctx.world.get("device_settings", "device")
    assert row["silent_mode"] and row["language"] == "en-US"


def test_get_device_settings(ctx: WorldContext) -> None:
    s = call(ctx, "get_device_settings")
    world = ctx.world
    assert s["device_name"] == f"{ctx.owner.first_name}'s iPhone"
    (wifi,) = world.select("wifi_networks", {"is_connected": True})
    assert s["wifi"]["connected_to"]["id"] == wifi["id"]
    connected = world.select("bluetooth_devices", {"is_connected": True})
    assert connected
    assert sorted(s["bluetooth"]["connected_devices"]) == sorted(d["name"] for d in connected)
    (focus,) = world.select("focus_modes", {"is_active": True})
    assert s["active_focus"] == focus["name"] and s["os_version"] == setting(ctx, "os_version")
    assert s["battery"] == {
        "level": setting(ctx, "battery_level"),
        "charging": setting(ctx, "is_charging"),
        "low_power_mode": setting(ctx, "low_power_mode"),
    }


# ----------------------------------------------------------------------------- airplane & radios


def test_set_airplane_mode_round_trip(ctx: WorldContext) -> None:
    call(ctx, "set_cellular_data", enabled=False)
    on = call(ctx, "set_airplane_mode", enabled=True)
    assert on["wifi_enabled"] is False and on["bluetooth_enabled"] is False
    assert on["cellular_data_enabled"] is False and on["wifi_connected_to"] is None
    assert setting(ctx, "airplane_saved_state") == {
        "wifi": True,
        "bluetooth": True,
        "cellular_data": False,
    }
    assert ctx.world.count("bluetooth_devices", {"is_connected": True}) == 0
    fails(ctx, "set_airplane_mode", "already on", enabled=True)
    fails(
        ctx,
        "connect_wifi_network",
        "Wi-Fi is off \\(Airplane Mode is on; Wi-Fi can still",
        network="xfinitywifi",
    )
    fails(ctx, "set_cellular_data", "can't be turned on in Airplane Mode", enabled=True)
    fails(ctx, "set_personal_hotspot", "unavailable in Airplane Mode", enabled=True)
    fails(
        ctx,
        "pair_bluetooth_device",
        "Bluetooth is off \\(Airplane Mode",
        device="Bose QuietComfort 45",
    )
    # iOS lets Wi-Fi come back on in Airplane Mode; it auto-joins the home network.
    wifi = call(ctx, "set_wifi_enabled", enabled=True)
    assert wifi["connected_to"] == f"{ctx.owner.last_name}-Home 5G" and wifi["airplane_mode"]
    off = call(ctx, "set_airplane_mode", enabled=False)
    assert off["wifi_enabled"] and off["bluetooth_enabled"] and not off["cellular_data_enabled"]
    assert setting(ctx, "airplane_saved_state") is None


def test_set_airplane_mode_off_restores_and_auto_joins(ctx: WorldContext) -> None:
    call(ctx, "set_airplane_mode", enabled=True)
    res = call(ctx, "set_airplane_mode", enabled=False)
    assert res["cellular_data_enabled"] and res["auto_joined"]
    assert res["wifi_connected_to"] == f"{ctx.owner.last_name}-Home 5G"
    fails(ctx, "set_airplane_mode", "already off", enabled=False)


def test_set_wifi_enabled(ctx: WorldContext) -> None:
    assert call(ctx, "set_wifi_enabled", enabled=False)["connected_to"] is None
    assert connected_ssid(ctx) is None
    fails(ctx, "scan_wifi_networks", "Wi-Fi is off; turn it on")
    fails(ctx, "set_wifi_enabled", "already off", enabled=False)
    # Auto-join picks the strongest saved network with auto-join on.
    call(ctx, "set_wifi_auto_join", network="wifi_0001", enabled=False)
    assert (
        call(ctx, "set_wifi_enabled", enabled=True)["connected_to"] == f"{ctx.owner.last_name}-Home"
    )


def test_scan_wifi_networks(ctx: WorldContext) -> None:
    nets = call(ctx, "scan_wifi_networks")
    in_range = [n for n in ctx.world.select("wifi_networks") if n["signal_bars"] is not None]
    assert len(in_range) > 1 and len(nets) == len(in_range)
    assert nets[0]["signal_bars"] == max(n["signal_bars"] for n in in_range)
    assert nets[0]["is_connected"]
    assert "Brightline-Corp" not in {n["ssid"] for n in nets}
    assert all("network_password" not in n and "saved_password" not in n for n in nets)


def test_list_saved_wifi_networks(ctx: WorldContext) -> None:
    saved = call(ctx, "list_saved_wifi_networks")
    rows = ctx.world.select("wifi_networks", {"is_saved": True})
    away = sum(n["signal_bars"] is None for n in rows)
    assert rows and away > 0
    assert sorted(n["ssid"] for n in saved) == sorted(n["ssid"] for n in rows)
    assert {n["ssid"] for n in saved} >= {"Brightline-Corp", "Mom&Dad WiFi"}
    assert sum(not n["in_range"] for n in saved) == away


def test_connect_wifi_network(ctx: WorldContext) -> None:
    fails(
        ctx,
        "connect_wifi_network",
        "is secured \\(WPA2\\); give its password",
        network="Ahmed's Network",
    )
    fails(
        ctx,
        "connect_wifi_network",
        "incorrect password",
        network="Ahmed's Network",
        password="guess",
    )
    res = call(ctx, "connect_wifi_network", network="ahmed's network", password="hassan2024!")
    assert res["is_connected"] and res["is_saved"] and connected_ssid(ctx) == "Ahmed's Network"
    assert ctx.world.get("wifi_networks", res["id"])["saved_password"] == "hassan2024!"
    fails(ctx, "connect_wifi_network", "already connected", network="Ahmed's Network")
    # Saved networks join with their saved password; open networks need none.
    assert call(ctx, "connect_wifi_network", network="wifi_0001")["is_connected"]
    assert call(ctx, "connect_wifi_network", network="xfinitywifi")["security"] == "open"
    fails(ctx, "connect_wifi_network", "is not in range", network="Brightline-Corp")
    fails(ctx, "connect_wifi_network", "no Wi-Fi network named 'Starbucks'", network="Starbucks")


def test_disconnect_wifi_network(ctx: WorldContext) -> None:
    res = call(ctx, "disconnect_wifi_network")
    assert res == {"disconnected_from": f"{ctx.owner.last_name}-Home 5G"}
    assert setting(ctx, "wifi_enabled")
    fails(ctx, "disconnect_wifi_network", "not connected")


def test_forget_wifi_network(ctx: WorldContext) -> None:
    res = call(ctx, "forget_wifi_network", network="wifi_0001")
    assert res["was_connected"] and connected_ssid(ctx) is None
    row = ctx.world.get("wifi_networks", "wifi_0001")
    assert not row["is_saved"] and row["saved_password"] is None
    call(ctx, "forget_wifi_network", network="Brightline-Corp")
    assert not ctx.world.exists("wifi_networks", "wifi_0007")
    fails(ctx, "forget_wifi_network", "is not a saved network", network="xfinitywifi")


def test_set_wifi_auto_join(ctx: WorldContext) -> None:
    assert call(ctx, "set_wifi_auto_join", network="BlueBottle-Guest", enabled=True)["auto_join"]
    fails(ctx, "set_wifi_auto_join", "already on", network="BlueBottle-Guest", enabled=True)
    fails(ctx, "set_wifi_auto_join", "is not saved", network="xfinitywifi", enabled=False)


def test_get_saved_wifi_password(ctx: WorldContext) -> None:
    home = f"{ctx.owner.last_name}-Home 5G"
    assert call(ctx, "get_saved_wifi_password", network=home) == {
        "ssid": home,
        "password": "biscuit-alder-1847",
    }
    assert call(ctx, "get_saved_wifi_password", network="BlueBottle-Guest")["password"] is None
    fails(ctx, "get_saved_wifi_password", "is not a saved network", network="Ahmed's Network")


def test_set_bluetooth_enabled(ctx: WorldContext) -> None:
    assert call(ctx, "set_bluetooth_enabled", enabled=False) == {"bluetooth_enabled": False}
    assert ctx.world.count("bluetooth_devices", {"is_connected": True}) == 0
    assert call(ctx, "list_bluetooth_devices")["nearby_unpaired"] == []
    fails(ctx, "connect_bluetooth_device", "Bluetooth is off; turn it on", device="AirPods Pro")
    fails(ctx, "set_bluetooth_enabled", "already off", enabled=False)
    call(ctx, "set_bluetooth_enabled", enabled=True)
    assert ctx.world.count("bluetooth_devices", {"is_connected": True}) == 0


def test_list_bluetooth_devices(ctx: WorldContext) -> None:
    res = call(ctx, "list_bluetooth_devices")
    assert [d["name"] for d in res["paired"]][:2] == [
        "AirPods Pro",
        f"{ctx.owner.first_name}'s Apple Watch",
    ]
    paired = ctx.world.count("bluetooth_devices", {"is_paired": True})
    nearby = ctx.world.count("bluetooth_devices", {"is_paired": False, "is_nearby": True})
    assert paired > 0 and nearby > 0
    assert len(res["paired"]) == paired and len(res["nearby_unpaired"]) == nearby
    assert call(ctx, "list_bluetooth_devices", include_unpaired=False)["nearby_unpaired"] == []


def test_pair_bluetooth_device(ctx: WorldContext) -> None:
    res = call(ctx, "pair_bluetooth_device", device="bose")
    assert res["is_paired"] and res["is_connected"]
    fails(ctx, "pair_bluetooth_device", "already paired", device="Bose QuietComfort 45")
    fails(ctx, "pair_bluetooth_device", "matches several", device="s")
    ctx.world.update("bluetooth_devices", "bt_0007", {"is_nearby": False})
    fails(ctx, "pair_bluetooth_device", "not in range", device="bt_0007")
    fails(ctx, "pair_bluetooth_device", "no Bluetooth device", device="Sony")


def test_unpair_bluetooth_device(ctx: WorldContext) -> None:
    (civic,) = ctx.world.select("bluetooth_devices", {"name": "Honda Civic"})
    assert call(ctx, "unpair_bluetooth_device", device="Honda Civic")["device_id"] == civic["id"]
    assert not ctx.world.exists("bluetooth_devices", civic["id"])
    call(ctx, "unpair_bluetooth_device", device="AirPods Pro")
    (airpods,) = ctx.world.select("bluetooth_devices", {"name": "AirPods Pro"})
    assert not airpods["is_paired"] and not airpods["is_connected"]
    fails(ctx, "unpair_bluetooth_device", "is not paired", device="AirPods Pro")


def test_connect_bluetooth_device(ctx: WorldContext) -> None:
    assert call(ctx, "connect_bluetooth_device", device="JBL Flip 5")["is_connected"]
    fails(ctx, "connect_bluetooth_device", "already connected", device="AirPods Pro")
    fails(ctx, "connect_bluetooth_device", "not in range", device="Magic Keyboard")
    fails(ctx, "connect_bluetooth_device", "pair it first", device="Bose QuietComfort 45")


def test_disconnect_bluetooth_device(ctx: WorldContext) -> None:
    assert not call(ctx, "disconnect_bluetooth_device", device="bt_0001")["is_connected"]
    fails(ctx, "disconnect_bluetooth_device", "is not connected", device="bt_0001")


def test_cellular_data_and_hotspot(ctx: WorldContext) -> None:
    fails(ctx, "set_personal_hotspot", "at least 8 ASCII", enabled=True, password="short")
    res = call(ctx, "set_personal_hotspot", enabled=True, password="biscuit-net")
    assert res == {
        "hotspot_enabled": True,
        "network_name": f"{ctx.owner.first_name}'s iPhone",
        "password": "biscuit-net",
    }
    fails(ctx, "set_personal_hotspot", "already on", enabled=True)
    off = call(ctx, "set_cellular_data", enabled=False)
    assert off == {
        "cellular_data_enabled": False,
        "hotspot_enabled": False,
        "hotspot_turned_off": True,
    }
    fails(ctx, "set_personal_hotspot", "needs cellular data", enabled=True)
    fails(ctx, "set_cellular_data", "already off", enabled=False)


# ----------------------------------------------------------------------------- location & apps


def test_set_location_services_and_app_permissions(ctx: WorldContext) -> None:
    res = call(ctx, "set_app_location_permission", app="Maps", permission="always")
    assert res["location_permission"] == "always"
    fails(ctx, "set_app_location_permission", "already 'always'", app="maps", permission="always")
    fails(
        ctx, "set_app_location_permission", "doesn't use location", app="Spotify", permission="ask"
    )
    assert call(ctx, "set_location_services", enabled=False) == {"location_services_enabled": False}
    fails(
        ctx,
        "set_app_location_permission",
        "Location Services is off",
        app="Maps",
        permission="never",
    )
    fails(ctx, "set_location_services", "already off", enabled=False)


def test_list_device_apps(ctx: WorldContext) -> None:
    rows = ctx.world.select("device_apps")
    apps = call(ctx, "list_device_apps")
    assert len(rows) > 1 and len(apps) == len(rows)
    assert apps[0]["name"] == min(r["name"] for r in rows)  # alphabetical
    located = sum(r["uses_location"] for r in rows)
    assert 0 < located < len(rows)
    assert len(call(ctx, "list_device_apps", only="uses_location")) == located
    limited = sorted(r["name"] for r in rows if r["time_limit_minutes"] is not None)
    assert limited
    assert [a["name"] for a in call(ctx, "list_device_apps", only="with_time_limit")] == limited
    notifying = sum(r["notifications_enabled"] for r in rows)
    assert notifying > 0
    assert len(call(ctx, "list_device_apps", only="notifications_on")) == notifying
    with pytest.raises(ToolArgumentError):
        call(ctx, "list_device_apps", only="games")


def test_set_app_notifications(ctx: WorldContext) -> None:
    res = call(ctx, "set_app_notifications", app="Instagram", enabled=False)
    assert not res["notifications_enabled"]
    assert (
        call(ctx, "set_app_notifications", app="Slack", enabled=True, sounds=False)[
            "notification_sounds"
        ]
        is False
    )
    fails(ctx, "set_app_notifications", "already have these settings", app="Slack", enabled=True)
    fails(ctx, "set_app_notifications", "did you mean Instagram", app="insta", enabled=True)


def test_low_power_mode_and_background_refresh(ctx: WorldContext) -> None:
    level = setting(ctx, "battery_level")
    assert 0 < level < 100 and call(ctx, "get_battery_status")["level"] == level
    on = call(ctx, "set_low_power_mode", enabled=True)
    assert on["background_app_refresh_effective"] is False
    assert call(ctx, "get_battery_status")["background_app_refresh_paused"]
    assert not call(ctx, "get_device_settings")["background_app_refresh"]
    fails(ctx, "set_background_app_refresh", "paused by Low Power Mode", enabled=True)
    fails(
        ctx, "set_background_app_refresh", "paused by Low Power Mode", enabled=True, app="Netflix"
    )
    fails(ctx, "set_low_power_mode", "already on", enabled=True)
    # Turning it off is still allowed while Low Power Mode is on.
    assert not call(ctx, "set_background_app_refresh", enabled=False, app="Slack")[
        "background_refresh"
    ]
    call(ctx, "set_low_power_mode", enabled=False)
    assert call(ctx, "set_background_app_refresh", enabled=False) == {
        "background_app_refresh": False
    }
    fails(ctx, "set_background_app_refresh", "already off", enabled=False)


def test_app_time_limits(ctx: WorldContext) -> None:
    assert call(ctx, "set_app_time_limit", app="Instagram", minutes=30)["time_limit_minutes"] == 30
    fails(ctx, "set_app_time_limit", "already 30", app="Instagram", minutes=30)
    fails(ctx, "set_app_time_limit", "always allowed", app="Phone", minutes=10)
    with pytest.raises(ToolArgumentError):
        call(ctx, "set_app_time_limit", app="Instagram", minutes=0)
    assert call(ctx, "remove_app_time_limit", app="YouTube")["time_limit_minutes"] is None
    fails(ctx, "remove_app_time_limit", "has no time limit", app="YouTube")


def test_get_screen_time_report(ctx: WorldContext) -> None:
    report = call(ctx, "get_screen_time_report")
    rows = ctx.world.select("device_apps")
    top = max(rows, key=lambda r: r["usage_today_minutes"])
    assert top["usage_today_minutes"] > 0
    assert report["today_minutes"] == sum(r["usage_today_minutes"] for r in rows)
    assert report["most_used_today"][0] == {
        "app": top["name"],
        "minutes": top["usage_today_minutes"],
    }
    limits = sorted(
        (r["name"], r["usage_today_minutes"] >= r["time_limit_minutes"])
        for r in rows
        if r["time_limit_minutes"] is not None
    )
    assert {reached for _, reached in limits} == {True, False}
    assert [(lim["app"], lim["limit_reached"]) for lim in report["limits"]] == limits


# ----------------------------------------------------------------------------- display & sound


def test_set_screen_brightness(ctx: WorldContext) -> None:
    assert call(ctx, "set_screen_brightness", level=30, auto_brightness=False) == {
        "brightness": 30,
        "auto_brightness": False,
    }
    fails(ctx, "set_screen_brightness", "give level and/or auto_brightness")
    fails(ctx, "set_screen_brightness", "already has these settings", level=30)
    with pytest.raises(ToolArgumentError):
        call(ctx, "set_screen_brightness", level=101)


def test_set_appearance_mode(ctx: WorldContext) -> None:
    assert call(ctx, "set_appearance_mode", mode="dark") == {
        "appearance": "dark",
        "previous": "automatic",
    }
    fails(ctx, "set_appearance_mode", "already 'dark'", mode="dark")


def test_set_text_size(ctx: WorldContext) -> None:
    assert call(ctx, "set_text_size", size="extra_large", bold=True) == {
        "text_size": "extra_large",
        "bold_text": True,
    }
    fails(ctx, "set_text_size", "already has these settings", size="extra_large")


def test_set_wallpaper(ctx: WorldContext) -> None:
    from PIL import Image

    new = ctx.images.add_pil(Image.new("RGB", (20, 40), (200, 10, 10)), source="test").image_id
    lock = setting(ctx, "wallpaper_lock_image_id")
    assert lock is not None
    res = call(ctx, "set_wallpaper", image_id=new, location="home_screen")
    assert res == {"wallpaper_lock_image_id": lock, "wallpaper_home_image_id": new}
    fails(ctx, "set_wallpaper", "already the wallpaper", image_id=new, location="home_screen")
    fails(ctx, "set_wallpaper", "unknown image id 'img_99'", image_id="img_99")


def test_set_device_volume_and_silent_mode(ctx: WorldContext) -> None:
    assert call(ctx, "set_device_volume", kind="media", level=80) == {"media_volume": 80}
    fails(ctx, "set_device_volume", "already 80", kind="media", level=80)
    assert call(ctx, "set_silent_mode", enabled=True) == {"silent_mode": True}
    fails(ctx, "set_silent_mode", "already on", enabled=True)
    res = call(ctx, "set_device_volume", kind="ringer", level=100)
    assert "Silent Mode is on" in res["note"]


# ----------------------------------------------------------------------------- focus


def test_list_focus_modes(ctx: WorldContext) -> None:
    modes = call(ctx, "list_focus_modes")
    assert [m["name"] for m in modes] == ["Do Not Disturb", "Sleep", "Work", "Personal", "Driving"]
    work = modes[2]
    (active,) = ctx.world.select("focus_modes", {"is_active": True})
    assert work["is_active"] and work["name"] == active["name"]
    assert work["schedules"][0]["days"][-1] == "friday"
    dnd = ctx.world.select("focus_modes", {"name": "Do Not Disturb"})[0]["id"]
    allowed = ctx.world.select("focus_allowed_contacts", {"focus_id": dnd})
    assert len(allowed) > 1
    assert sorted(p["contact_id"] for p in modes[0]["allowed_people"]) == sorted(
        a["contact_id"] for a in allowed
    )


def test_activate_and_deactivate_focus_mode(ctx: WorldContext) -> None:
    res = call(ctx, "activate_focus_mode", focus="dnd", until="2025-06-13T12:00:00")
    assert res["name"] == "Do Not Disturb" and res["active_until"] == "2025-06-13T12:00:00-07:00"
    assert ctx.world.select("focus_modes", {"is_active": True}) == ctx.world.select(
        "focus_modes", {"name": "Do Not Disturb"}
    )
    fails(
        ctx,
        "activate_focus_mode",
        "already on",
        focus="Do Not Disturb",
        until="2025-06-13T12:00:00",
    )
    fails(
        ctx, "activate_focus_mode", "not in the future", focus="Sleep", until="2025-06-13T08:00:00"
    )
    fails(ctx, "activate_focus_mode", "no Focus named 'Gaming'", focus="Gaming")
    assert call(ctx, "deactivate_focus_mode") == {"turned_off": ["Do Not Disturb"]}
    fails(ctx, "deactivate_focus_mode", "no Focus is on")


def test_focus_schedules(ctx: WorldContext) -> None:
    (personal,) = ctx.world.select("focus_modes", {"name": "Personal"})
    assert ctx.world.count("focus_schedules", {"focus_id": personal["id"]}) == 0
    taken = [int(r["id"].removeprefix("fsch_")) for r in ctx.world.select("focus_schedules")]
    res = call(
        ctx,
        "add_focus_schedule",
        focus="Personal",
        start_time="8:00",
        end_time="12:30",
        days=["sunday", "saturday", "sunday"],
    )
    assert res["schedules"] == [
        {
            "schedule_id": f"fsch_{max(taken, default=0) + 1:04d}",
            "start_time": "08:00",
            "end_time": "12:30",
            "days": ["saturday", "sunday"],
            "is_enabled": True,
        }
    ]
    fails(
        ctx,
        "add_focus_schedule",
        "already has this schedule",
        focus="Personal",
        start_time="08:00",
        end_time="12:30",
        days=["saturday", "sunday"],
    )
    fails(
        ctx,
        "add_focus_schedule",
        "24-hour time",
        focus="Sleep",
        start_time="25:00",
        end_time="07:00",
        days=["monday"],
    )
    fails(
        ctx,
        "add_focus_schedule",
        "are the same",
        focus="Sleep",
        start_time="07:00",
        end_time="7:00",
        days=["monday"],
    )
    lone = next(
        r
        for r in ctx.world.select("focus_schedules")
        if ctx.world.count("focus_schedules", {"focus_id": r["focus_id"]}) == 1
    )
    assert call(ctx, "remove_focus_schedule", schedule_id=lone["id"])["schedules"] == []
    fails(ctx, "remove_focus_schedule", "no Focus schedule", schedule_id=lone["id"])


def test_focus_allowed_contacts_and_calls(ctx: WorldContext) -> None:
    (sleep,) = ctx.world.select("focus_modes", {"name": "Sleep"})
    allowed = {
        a["contact_id"]
        for a in ctx.world.select("focus_allowed_contacts", {"focus_id": sleep["id"]})
    }
    assert allowed == {"ct_0005"}  # removed below
    res = call(ctx, "add_focus_allowed_contact", focus="Sleep", contact_id="ct_0001")
    assert {p["contact_id"] for p in res["allowed_people"]} == allowed | {"ct_0001"}
    fails(ctx, "add_focus_allowed_contact", "already allowed", focus="Sleep", contact_id="ct_0001")
    fails(
        ctx, "add_focus_allowed_contact", "no contact with id", focus="Sleep", contact_id="ct_0999"
    )
    res = call(ctx, "remove_focus_allowed_contact", focus="Sleep", contact_id="ct_0005")
    assert [p["contact_id"] for p in res["allowed_people"]] == ["ct_0001"]
    fails(
        ctx,
        "remove_focus_allowed_contact",
        "not on Sleep's allowed list",
        focus="Sleep",
        contact_id="ct_0005",
    )
    assert (
        call(ctx, "set_focus_allowed_calls", focus="Sleep", allow_calls_from="no_one")[
            "allow_calls_from"
        ]
        == "no_one"
    )
    fails(
        ctx, "set_focus_allowed_calls", "already 'no_one'", focus="Sleep", allow_calls_from="no_one"
    )


# ----------------------------------------------------------------------------- general


def test_language_and_region(ctx: WorldContext) -> None:
    assert call(ctx, "set_device_language", language="es-MX") == {
        "language": "es-MX",
        "previous": "en-US",
    }
    fails(ctx, "set_device_language", "already 'es-MX'", language="es-MX")
    assert call(ctx, "set_device_region", region="PT")["region"] == "PT"
    fails(ctx, "set_device_region", "already 'PT'", region="PT")
    with pytest.raises(ToolArgumentError):
        call(ctx, "set_device_region", region="Portugal")


def test_date_and_time(ctx: WorldContext) -> None:
    assert call(ctx, "set_24_hour_time", enabled=True) == {
        "use_24_hour_time": True,
        "clock_shows": "09:30",
    }
    assert call(ctx, "set_24_hour_time", enabled=False)["clock_shows"] == "9:30 AM"
    fails(ctx, "set_24_hour_time", "already off", enabled=False)
    fails(ctx, "set_device_time_zone", "set_date_time_automatically", time_zone="Europe/Lisbon")
    call(ctx, "set_date_time_automatically", enabled=False)
    fails(ctx, "set_date_time_automatically", "already off", enabled=False)
    assert (
        call(ctx, "set_device_time_zone", time_zone="Europe/Lisbon")["previous"]
        == "America/Los_Angeles"
    )
    fails(ctx, "set_device_time_zone", "already 'Europe/Lisbon'", time_zone="Europe/Lisbon")


# ----------------------------------------------------------------------------- update & storage


def test_software_update(ctx: WorldContext) -> None:
    info = call(ctx, "get_software_update_info")
    new_version, old_version = (
        setting(ctx, "available_update_version"),
        setting(ctx, "os_version"),
    )
    assert new_version and new_version != old_version
    assert info["available_version"] == new_version
    assert info["size_mb"] == setting(ctx, "available_update_size_mb")
    fails(ctx, "install_software_update", f"battery is at {setting(ctx, 'battery_level')}%")
    ctx.world.update("device_settings", "device", {"is_charging": True})
    call(ctx, "disconnect_wifi_network")
    fails(ctx, "install_software_update", "needs a Wi-Fi connection")
    call(ctx, "connect_wifi_network", network="wifi_0001")
    ctx.world.update("device_settings", "device", {"photos_storage_mb": 119000})
    fails(ctx, "install_software_update", "not enough storage")
    call(ctx, "offload_device_app", app="Netflix")
    ctx.world.update("device_settings", "device", {"photos_storage_mb": 60000})
    assert call(ctx, "install_software_update") == {
        "installed_version": new_version,
        "previous_version": old_version,
    }
    assert not call(ctx, "get_software_update_info")["update_available"]
    fails(ctx, "install_software_update", f"{new_version} is up to date")


def test_set_automatic_updates(ctx: WorldContext) -> None:
    assert call(ctx, "set_automatic_updates", enabled=True) == {"automatic_updates": True}
    fails(ctx, "set_automatic_updates", "already on", enabled=True)


def test_storage_and_offloading(ctx: WorldContext) -> None:
    info = call(ctx, "get_storage_info")
    assert info["used_mb"] == info["system_mb"] + info["photos_mb"] + info["apps_mb"]
    (spotify,) = ctx.world.select("device_apps", {"name": "Spotify"})
    biggest = max(
        ctx.world.select("device_apps"), key=lambda r: r["app_size_mb"] + r["documents_mb"]
    )
    assert info["largest_apps"][0]["app"] == biggest["name"] == "Spotify"
    res = call(ctx, "offload_device_app", app="Spotify")
    freed = spotify["app_size_mb"]
    assert freed > 0 and res["freed_mb"] == freed and res["free_mb"] == info["free_mb"] + freed
    fails(ctx, "offload_device_app", "already offloaded", app="Spotify")
    fails(ctx, "offload_device_app", "built-in app", app="Photos")
    assert call(ctx, "get_storage_info")["largest_apps"][0]["app_mb"] == 0


# ----------------------------------------------------------------------------- fuzz


def _pool(world: World) -> dict[str, list[Any]]:
    """Plausible values per parameter name (plus junk), so calls reach past validation."""
    ssids = [n["ssid"] for n in world.select("wifi_networks")]
    devices = [d["name"] for d in world.select("bluetooth_devices")]
    apps = [a["name"] for a in world.select("device_apps")]
    images = [*world.images.ids(), "img_77"]
    return {
        "*": ["", "  ", "x", "me", "ct_0005", "é🍕", *images],
        "network": [*ssids, "wifi_0001", "wifi_0999", "Starbucks"],
        "password": ["hassan2024!", "biscuit-alder-1847", "wrong", "short", "long-enough-pw"],
        "device": [*devices, "bt_0001", "bt_0999", "s"],
        "app": [*apps, "app_0001", "app_0999", "insta"],
        "focus": ["Do Not Disturb", "dnd", "Sleep", "Work", "focus_0002", "Gaming"],
        "schedule_id": ["fsch_0001", "fsch_0002", "fsch_0999"],
        "contact_id": ["ct_0001", "ct_0005", "ct_0020", "ct_0999"],
        "start_time": ["22:00", "7:30", "25:00", "x"],
        "end_time": ["07:00", "22:00", "12:61"],
        "image_id": images,
    }


@pytest.mark.parametrize("tool_name", [t.name for t in REGISTRY if t.domain == settings.DOMAIN])
def test_fuzz_only_tool_errors(seeded: World, tool_name: str) -> None:
    fuzz_tool_checked(seeded, REGISTRY.get(tool_name), _pool(seeded))


def test_every_settings_tool_is_tested() -> None:
    source = Path(__file__).read_text(encoding="utf-8")
    tools = [t.name for t in REGISTRY if t.domain == settings.DOMAIN]
    assert len(tools) >= 34
    assert [t for t in tools if f'"{t}"' not in source] == []
