"""Device settings: an iPhone-style Settings app.

Connectivity (Wi-Fi networks, Bluetooth devices, airplane mode, cellular data,
personal hotspot), location services with per-app permissions, battery and Low Power
Mode, display (brightness, dark mode, text size, wallpaper), sounds, Focus modes
(Do Not Disturb, Sleep, Work...) with schedules and allowed contacts, per-app
notifications and Screen Time limits, language/region, date & time, software update
and storage.

Dependencies between settings follow the iPhone:

- Airplane Mode on remembers whether Wi-Fi, Bluetooth and cellular data were on, turns
  all three off (and Personal Hotspot), disconnecting Wi-Fi and Bluetooth devices.
  While it is on, Wi-Fi and Bluetooth may be turned back on by hand (as iOS allows);
  cellular data and Personal Hotspot can't. Airplane Mode off restores Wi-Fi, Bluetooth
  and cellular data to their remembered state (a radio turned on by hand stays on).
- When Wi-Fi comes on it auto-joins the strongest nearby saved network with auto-join
  on. Joining a network needs Wi-Fi on; Bluetooth pairing/connecting needs Bluetooth on
  and the device nearby.
- Personal Hotspot needs cellular data on and Airplane Mode off; turning cellular data
  off turns the hotspot off.
- Per-app location permissions can only be changed while Location Services is on.
- Low Power Mode pauses Background App Refresh: it can't be turned on while Low Power
  Mode is on (the stored preference comes back when Low Power Mode is turned off).
- Setting the time zone by hand needs "Set Automatically" off.
- A software update needs a Wi-Fi connection, 50% battery or a charger, and enough
  free storage.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from datetime import datetime, timedelta
from typing import Annotated, Any, Literal, get_args

from PIL import Image, ImageDraw
from pydantic import Field

from mmtoolbench.core.errors import ToolError
from mmtoolbench.core.tools import tool
from mmtoolbench.sandbox.context import WorldContext
from mmtoolbench.sandbox.domains._common import display_name
from mmtoolbench.sandbox.domains.contacts import seed_contact_id
from mmtoolbench.sandbox.world.schema import Column, KeyIndex, Table
from mmtoolbench.sandbox.world.state import Row, World

DOMAIN = "settings"
REQUIRES: tuple[str, ...] = ("contacts",)

Language = Literal[
    "en-US", "en-GB", "es-ES", "es-MX", "fr-FR", "de-DE", "it-IT", "pt-BR", "ja-JP", "ko-KR",
    "zh-Hans", "hi-IN",
]  # fmt: skip
LANGUAGES: tuple[str, ...] = get_args(Language)
Region = Literal[
    "US", "GB", "CA", "MX", "ES", "FR", "DE", "IT", "PT", "BR", "JP", "KR", "CN", "IN", "AU"
]  # fmt: skip
REGIONS: tuple[str, ...] = get_args(Region)
TimeZone = Literal[
    "America/Los_Angeles", "America/Denver", "America/Chicago", "America/New_York",
    "Pacific/Honolulu", "Europe/London", "Europe/Lisbon", "Europe/Paris", "Europe/Berlin",
    "Asia/Kolkata", "Asia/Tokyo", "Australia/Sydney",
]  # fmt: skip
TIME_ZONES: tuple[str, ...] = get_args(TimeZone)
TextSize = Literal[
    "extra_small", "small", "medium", "large", "extra_large", "extra_extra_large",
    "extra_extra_extra_large",
]  # fmt: skip
TEXT_SIZES: tuple[str, ...] = get_args(TextSize)
_WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_SETTINGS_ID = "device"

TABLES: tuple[Table, ...] = (
    Table(
        name="device_settings",
        domain=DOMAIN,
        entity="device settings row",
        description="The phone's settings: one row (id 'device'); a missing row means defaults.",
        columns=(
            Column("id", "TEXT", primary_key=True, description="Always 'device'."),
            Column("device_name", "TEXT", not_null=True, default="iPhone"),
            Column("airplane_mode", "BOOLEAN", not_null=True, default=False),
            Column(
                "airplane_saved_state",
                "JSON",
                json_type=dict[str, Any],
                description="Radios remembered when Airplane Mode was turned on.",
            ),
            Column("wifi_enabled", "BOOLEAN", not_null=True, default=True),
            Column("bluetooth_enabled", "BOOLEAN", not_null=True, default=True),
            Column("cellular_data_enabled", "BOOLEAN", not_null=True, default=True),
            Column("hotspot_enabled", "BOOLEAN", not_null=True, default=False),
            Column("hotspot_password", "TEXT", not_null=True, default="changeme123"),
            Column("location_services_enabled", "BOOLEAN", not_null=True, default=True),
            Column("battery_level", "INTEGER", not_null=True, default=80, description="Percent."),
            Column("is_charging", "BOOLEAN", not_null=True, default=False),
            Column("low_power_mode", "BOOLEAN", not_null=True, default=False),
            Column(
                "background_app_refresh",
                "BOOLEAN",
                not_null=True,
                default=True,
                description="Global preference (paused while Low Power Mode is on).",
            ),
            Column("brightness", "INTEGER", not_null=True, default=50, description="0-100."),
            Column("auto_brightness", "BOOLEAN", not_null=True, default=True),
            Column(
                "appearance",
                "TEXT",
                not_null=True,
                default="light",
                choices=("light", "dark", "automatic"),
            ),
            Column("text_size", "TEXT", not_null=True, default="large", choices=TEXT_SIZES),
            Column("bold_text", "BOOLEAN", not_null=True, default=False),
            Column("ringer_volume", "INTEGER", not_null=True, default=50, description="0-100."),
            Column("media_volume", "INTEGER", not_null=True, default=50, description="0-100."),
            Column("silent_mode", "BOOLEAN", not_null=True, default=False),
            Column("wallpaper_lock_image_id", "TEXT"),
            Column("wallpaper_home_image_id", "TEXT"),
            Column("language", "TEXT", not_null=True, default="en-US", choices=LANGUAGES),
            Column("region", "TEXT", not_null=True, default="US", choices=REGIONS),
            Column("use_24_hour_time", "BOOLEAN", not_null=True, default=False),
            Column("set_time_automatically", "BOOLEAN", not_null=True, default=True),
            Column(
                "time_zone",
                "TEXT",
                not_null=True,
                default="America/Los_Angeles",
                choices=TIME_ZONES,
            ),
            Column("os_version", "TEXT", not_null=True, default="18.4.1"),
            Column("available_update_version", "TEXT"),
            Column("available_update_size_mb", "INTEGER"),
            Column("available_update_notes", "TEXT"),
            Column("automatic_updates", "BOOLEAN", not_null=True, default=False),
            Column("storage_capacity_mb", "INTEGER", not_null=True, default=131072),
            Column("system_storage_mb", "INTEGER", not_null=True, default=11000),
            Column("photos_storage_mb", "INTEGER", not_null=True, default=0),
        ),
    ),
    Table(
        name="wifi_networks",
        domain=DOMAIN,
        entity="Wi-Fi network",
        id_prefix="wifi",
        lookup_hint="use scan_wifi_networks or list_saved_wifi_networks to find networks",
        description="Wi-Fi networks in range now and/or saved on the phone.",
        indexes=(("is_connected",), ("is_saved", "auto_join", "signal_bars")),
        key_indexes=(KeyIndex("folded_ssid", ("ssid",), lambda ssid: ssid.lower()),),
        columns=(
            Column("id", "TEXT", primary_key=True, description="Network id, e.g. wifi_0003."),
            Column("ssid", "TEXT", not_null=True, unique=True, description="Network name."),
            Column(
                "security",
                "TEXT",
                not_null=True,
                default="wpa2",
                choices=("open", "wep", "wpa2", "wpa3"),
            ),
            Column(
                "signal_bars",
                "INTEGER",
                description="1-4 when in range now; NULL when out of range.",
            ),
            Column(
                "network_password",
                "TEXT",
                description="The password the router expects (not shown by tools).",
            ),
            Column("is_saved", "BOOLEAN", not_null=True, default=False),
            Column("saved_password", "TEXT", description="Password saved on the phone."),
            Column("auto_join", "BOOLEAN", not_null=True, default=True),
            Column("is_connected", "BOOLEAN", not_null=True, default=False),
            Column("last_joined_at", "DATETIME"),
        ),
    ),
    Table(
        name="bluetooth_devices",
        domain=DOMAIN,
        entity="Bluetooth device",
        id_prefix="bt",
        lookup_hint="use list_bluetooth_devices to find devices",
        description="Paired Bluetooth accessories and discoverable ones nearby.",
        indexes=(("is_connected",),),
        key_indexes=(KeyIndex("folded_name", ("name",), lambda name: name.lower()),),
        columns=(
            Column("id", "TEXT", primary_key=True, description="Device id, e.g. bt_0002."),
            Column("name", "TEXT", not_null=True, unique=True),
            Column(
                "device_type",
                "TEXT",
                not_null=True,
                default="other",
                choices=(
                    "headphones",
                    "earbuds",
                    "speaker",
                    "watch",
                    "car",
                    "keyboard",
                    "mouse",
                    "tv",
                    "other",
                ),
            ),
            Column("is_paired", "BOOLEAN", not_null=True, default=False),
            Column("is_connected", "BOOLEAN", not_null=True, default=False),
            Column("is_nearby", "BOOLEAN", not_null=True, default=False),
            Column("battery_level", "INTEGER", description="Percent, for devices that report it."),
            Column("last_connected_at", "DATETIME"),
        ),
    ),
    Table(
        name="device_apps",
        domain=DOMAIN,
        entity="app",
        id_prefix="app",
        lookup_hint="use list_device_apps to find apps",
        description="Installed apps with their permissions, notification settings, "
        "Screen Time limits, usage and storage.",
        key_indexes=(KeyIndex("folded_name", ("name",), lambda name: name.lower()),),
        columns=(
            Column("id", "TEXT", primary_key=True, description="App id, e.g. app_0005."),
            Column("name", "TEXT", not_null=True, unique=True),
            Column("category", "TEXT", not_null=True, default="utilities"),
            Column("version", "TEXT", not_null=True, default="1.0"),
            Column("app_size_mb", "INTEGER", not_null=True, default=100),
            Column("documents_mb", "INTEGER", not_null=True, default=0),
            Column("is_offloaded", "BOOLEAN", not_null=True, default=False),
            Column("is_system_app", "BOOLEAN", not_null=True, default=False),
            Column("uses_location", "BOOLEAN", not_null=True, default=False),
            Column(
                "location_permission",
                "TEXT",
                not_null=True,
                default="never",
                choices=("never", "ask", "while_using", "always"),
            ),
            Column("notifications_enabled", "BOOLEAN", not_null=True, default=True),
            Column("notification_sounds", "BOOLEAN", not_null=True, default=True),
            Column("background_refresh", "BOOLEAN", not_null=True, default=True),
            Column("time_limit_minutes", "INTEGER", description="Daily Screen Time limit."),
            Column("usage_today_minutes", "INTEGER", not_null=True, default=0),
            Column("usage_week_minutes", "INTEGER", not_null=True, default=0),
        ),
    ),
    Table(
        name="focus_modes",
        domain=DOMAIN,
        entity="Focus",
        id_prefix="focus",
        lookup_hint="use list_focus_modes to find Focus ids",
        description="Focus modes (Do Not Disturb, Sleep, Work...); at most one is active.",
        indexes=(("is_active",),),
        key_indexes=(KeyIndex("folded_name", ("name",), lambda name: name.lower()),),
        columns=(
            Column("id", "TEXT", primary_key=True, description="Focus id, e.g. focus_0001."),
            Column("name", "TEXT", not_null=True, unique=True),
            Column("is_active", "BOOLEAN", not_null=True, default=False),
            Column("active_until", "DATETIME", description="When a timed activation ends."),
            Column(
                "allow_calls_from",
                "TEXT",
                not_null=True,
                default="favorites",
                choices=("everyone", "favorites", "allowed_people", "no_one"),
            ),
        ),
    ),
    Table(
        name="focus_schedules",
        domain=DOMAIN,
        entity="Focus schedule",
        id_prefix="fsch",
        lookup_hint="use list_focus_modes to find schedule ids",
        description="Times when a Focus turns on by itself.",
        columns=(
            Column("id", "TEXT", primary_key=True),
            Column(
                "focus_id", "TEXT", not_null=True, references="focus_modes.id", on_delete="CASCADE"
            ),
            Column("start_time", "TEXT", not_null=True, description="'HH:MM', 24-hour."),
            Column("end_time", "TEXT", not_null=True, description="'HH:MM'; may be next day."),
            Column(
                "days",
                "JSON",
                not_null=True,
                json_type=list[str],
                description="Weekday names, lower case.",
            ),
            Column("is_enabled", "BOOLEAN", not_null=True, default=True),
        ),
    ),
    Table(
        name="focus_allowed_contacts",
        domain=DOMAIN,
        entity="allowed person",
        id_prefix="fac",
        unique_together=(("focus_id", "contact_id"),),
        description="People whose calls and notifications get through a Focus.",
        columns=(
            Column("id", "TEXT", primary_key=True),
            Column(
                "focus_id", "TEXT", not_null=True, references="focus_modes.id", on_delete="CASCADE"
            ),
            Column(
                "contact_id", "TEXT", not_null=True, references="contacts.id", on_delete="CASCADE"
            ),
        ),
    ),
)

_DEFAULTS: dict[str, Any] = {c.name: c.default for c in TABLES[0].columns if c.name != "id"}
_S = ("device_settings",)
_WIFI = ("device_settings", "wifi_networks")
_BT = ("device_settings", "bluetooth_devices")
_APPS = ("device_apps",)
_FOCUS = ("focus_modes", "focus_schedules", "focus_allowed_contacts")

Ref = Annotated[str, Field(min_length=1, max_length=100)]
Percent = Annotated[int, Field(ge=0, le=100)]
Weekday = Literal["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]

# ----------------------------------------------------------------------------- helpers


def _settings(world: World) -> Row:
    row = world.get_or_none("device_settings", _SETTINGS_ID)
    if row is not None:
        return row
    return {"id": _SETTINGS_ID, **_DEFAULTS}


def _put(world: World, changes: dict[str, Any]) -> Row:
    try:
        return world.update("device_settings", _SETTINGS_ID, changes)
    except ToolError:  # no settings row yet (`World.update` found no such row)
        return world.insert("device_settings", {**_DEFAULTS, **changes, "id": _SETTINGS_ID})


def _set(world: World, changes: dict[str, Any]) -> None:
    """`_put` when the updated row is not needed: one UPDATE, no read."""
    if not world.update_where("device_settings", {"id": _SETTINGS_ID}, changes):
        world.insert("device_settings", {**_DEFAULTS, **changes, "id": _SETTINGS_ID})


def _on(flag: bool) -> str:
    return "on" if flag else "off"


def _same(what: str, current: Any, new: Any) -> None:
    if current == new:
        shown = _on(new) if isinstance(new, bool) else repr(new)
        raise ToolError(f"{what} is already {shown}")


def _connected_network(world: World) -> Row | None:
    rows = world.select("wifi_networks", {"is_connected": True}, limit=1)
    return rows[0] if rows else None


def _auto_join(ctx: WorldContext) -> tuple[Row | None, bool]:
    """Join the strongest nearby saved network with auto-join on, if not connected.

    Returns:
        The network connected afterwards (the first connected one, as
        `_connected_network` finds it; for a network just joined, its row as read
        before joining) and whether it was just joined.
    """
    world = ctx.world
    # One query: the first connected network if any, else the strongest in range
    # (among equals the first saved: what max() over rows kept).
    found = world.query(
        "SELECT * FROM wifi_networks WHERE is_connected = 1 OR (is_saved = 1 "
        "AND auto_join = 1 AND signal_bars IS NOT NULL AND signal_bars != 0) "
        "ORDER BY is_connected DESC, CASE WHEN is_connected = 1 THEN rowid END, "
        "signal_bars DESC, rowid LIMIT 1",
        table="wifi_networks",
    )
    if not found:
        return None, False
    best = found[0]
    if best["is_connected"]:
        return best, False
    world.update_where(
        "wifi_networks",
        {"id": best["id"]},
        {"is_connected": True, "last_joined_at": ctx.clock.now()},
    )
    return best, True


def _wifi_flags(world: World) -> tuple[bool, bool]:
    """``(wifi_enabled, airplane_mode)`` of the settings, without reading the whole row."""
    rows = world.query(
        "SELECT wifi_enabled, airplane_mode FROM device_settings WHERE id = ?",
        (_SETTINGS_ID,),
        table="device_settings",
    )
    if not rows:
        return _DEFAULTS["wifi_enabled"], _DEFAULTS["airplane_mode"]
    return rows[0]["wifi_enabled"], rows[0]["airplane_mode"]


#: Names listed in a not-found error at most (a phone has far fewer).
_MAX_LISTED = 50


def _listed(
    world: World,
    table: str,
    column: str,
    order_by: str | None = None,
    show: Callable[[str], str] = str,
) -> str:
    """Values of ``column`` joined for a not-found error: every row's, up to
    `_MAX_LISTED` (then "... and N more")."""
    rows = world.select(table, order_by=order_by, limit=_MAX_LISTED)
    names = [show(r[column]) for r in rows]
    if len(rows) == _MAX_LISTED:
        more = world.count(table) - _MAX_LISTED
        if more:
            names.append(f"... and {more} more")
    return ", ".join(names)


def _network(world: World, ref: str) -> Row:
    text = ref.strip()
    if re.fullmatch(r"wifi_\d+", text):
        return world.get("wifi_networks", text)
    exact = world.select("wifi_networks", {"ssid": text}, limit=1)
    if exact:
        return exact[0]
    matches = world.select_by_key("wifi_networks", "folded_ssid", text.lower(), limit=2)
    if len(matches) == 1:
        return matches[0]
    known = _listed(world, "wifi_networks", "ssid", order_by="ssid", show=repr)
    raise ToolError(
        f"no Wi-Fi network named {ref!r}; known and nearby networks: {known or 'none'} "
        "(use scan_wifi_networks)"
    )


def _wifi_view(n: Row) -> dict[str, Any]:
    return {
        "id": n["id"],
        "ssid": n["ssid"],
        "security": n["security"],
        "in_range": n["signal_bars"] is not None,
        "signal_bars": n["signal_bars"],
        "is_saved": n["is_saved"],
        "auto_join": n["auto_join"],
        "is_connected": n["is_connected"],
        "last_joined_at": n["last_joined_at"],
    }


def _device(world: World, ref: str) -> Row:
    text = ref.strip()
    if re.fullmatch(r"bt_\d+", text):
        return world.get("bluetooth_devices", text)
    exact = world.select_by_key("bluetooth_devices", "folded_name", text.lower(), limit=1)
    if exact:
        return exact[0]
    partial = (
        world.select_by_key_containing(
            "bluetooth_devices", "folded_name", text.lower(), limit=_MAX_LISTED + 1
        )
        if text
        else []
    )
    if len(partial) == 1:
        return partial[0]
    if partial:
        names = ", ".join(f"{d['name']} ({d['id']})" for d in partial[:_MAX_LISTED])
        if len(partial) > _MAX_LISTED:
            names += ", ... and more"
        raise ToolError(f"{ref!r} matches several Bluetooth devices: {names}; use the id")
    raise ToolError(f"no Bluetooth device {ref!r}; use list_bluetooth_devices")


def _bt_view(d: Row) -> dict[str, Any]:
    return {
        "id": d["id"],
        "name": d["name"],
        "device_type": d["device_type"],
        "is_paired": d["is_paired"],
        "is_connected": d["is_connected"],
        "in_range": d["is_nearby"],
        "battery_level": d["battery_level"],
        "last_connected_at": d["last_connected_at"],
    }


def _app(world: World, ref: str) -> Row:
    text = ref.strip()
    if re.fullmatch(r"app_\d+", text):
        return world.get("device_apps", text)
    exact = world.select_by_key("device_apps", "folded_name", text.lower(), limit=1)
    if exact:
        return exact[0]
    close = (
        [
            a["name"]
            for a in world.select_by_key_containing("device_apps", "folded_name", text.lower())
        ]
        if text
        else []
    )
    hint = f"; did you mean {', '.join(close)}?" if close and text else ""
    raise ToolError(f"no installed app named {ref!r}{hint} (use list_device_apps)")


def _app_view(a: Row, settings: Row) -> dict[str, Any]:
    return {
        "id": a["id"],
        "name": a["name"],
        "category": a["category"],
        "version": a["version"],
        "location_permission": a["location_permission"] if a["uses_location"] else None,
        "notifications_enabled": a["notifications_enabled"],
        "notification_sounds": a["notification_sounds"],
        "background_refresh": a["background_refresh"],
        "background_refresh_effective": a["background_refresh"]
        and settings["background_app_refresh"]
        and not settings["low_power_mode"],
        "time_limit_minutes": a["time_limit_minutes"],
        "usage_today_minutes": a["usage_today_minutes"],
        "is_offloaded": a["is_offloaded"],
    }


def _focus(world: World, ref: str) -> Row:
    text = ref.strip()
    if re.fullmatch(r"focus_\d+", text):
        return world.get("focus_modes", text)
    low = text.lower()
    aliases = {"dnd": "do not disturb"}
    low = aliases.get(low, low)
    found = world.select_by_key("focus_modes", "folded_name", low, limit=1)
    if found:
        return found[0]
    names = _listed(world, "focus_modes", "name")
    raise ToolError(f"no Focus named {ref!r}; Focus modes: {names or 'none'}")


def _focus_view(world: World, f: Row) -> dict[str, Any]:
    allowed = world.query(
        "SELECT c.* FROM contacts c JOIN focus_allowed_contacts a ON a.contact_id = c.id "
        "WHERE a.focus_id = ? ORDER BY c.first_name, c.last_name",
        (f["id"],),
        table="contacts",
    )
    return {
        "id": f["id"],
        "name": f["name"],
        "is_active": f["is_active"],
        "active_until": f["active_until"],
        "allow_calls_from": f["allow_calls_from"],
        "allowed_people": [{"contact_id": c["id"], "name": display_name(c)} for c in allowed],
        "schedules": [
            {
                "schedule_id": s["id"],
                "start_time": s["start_time"],
                "end_time": s["end_time"],
                "days": s["days"],
                "is_enabled": s["is_enabled"],
            }
            for s in world.select("focus_schedules", {"focus_id": f["id"]})
        ],
    }


def _parse_hhmm(value: str, what: str) -> str:
    text = value.strip()
    m = re.fullmatch(r"(\d{1,2}):(\d{2})", text)
    if m is None or int(m.group(1)) > 23 or int(m.group(2)) > 59:
        raise ToolError(f"{what} must be a 24-hour time like '22:30', got {value!r}")
    return f"{int(m.group(1)):02d}:{m.group(2)}"


def _storage(world: World) -> dict[str, Any]:
    s = _settings(world)
    (total,) = world.query(
        "SELECT COALESCE(SUM(CASE WHEN is_offloaded THEN 0 ELSE app_size_mb END "
        "+ documents_mb), 0) AS apps_mb FROM device_apps"
    )
    apps_mb = int(total["apps_mb"])
    used = s["system_storage_mb"] + s["photos_storage_mb"] + apps_mb
    return {
        "capacity_mb": s["storage_capacity_mb"],
        "used_mb": used,
        "free_mb": max(0, s["storage_capacity_mb"] - used),
        "system_mb": s["system_storage_mb"],
        "photos_mb": s["photos_storage_mb"],
        "apps_mb": apps_mb,
    }


def _turn_wifi_off(world: World) -> None:
    world.update_where("wifi_networks", {"is_connected": True}, {"is_connected": False})


def _turn_bt_off(world: World) -> None:
    world.update_where("bluetooth_devices", {"is_connected": True}, {"is_connected": False})


# ----------------------------------------------------------------------------- overview


@tool(domain=DOMAIN, reads=(*_S, "wifi_networks", "bluetooth_devices", "focus_modes"))
def get_device_settings(ctx: WorldContext) -> dict[str, Any]:
    """Get an overview of the phone's settings: connectivity (airplane mode, Wi-Fi and the
    joined network, Bluetooth and connected devices, cellular data, hotspot), location
    services, battery and Low Power Mode, display, sounds, active Focus, language,
    region, date & time and software version.
    """
    world = ctx.world
    s = _settings(world)
    net = _connected_network(world)
    active = world.select("focus_modes", {"is_active": True}, limit=1)
    return {
        "device_name": s["device_name"],
        "airplane_mode": s["airplane_mode"],
        "wifi": {
            "enabled": s["wifi_enabled"],
            "connected_to": None if net is None else {"id": net["id"], "ssid": net["ssid"]},
        },
        "bluetooth": {
            "enabled": s["bluetooth_enabled"],
            "connected_devices": [
                d["name"] for d in world.select("bluetooth_devices", {"is_connected": True})
            ],
        },
        "cellular_data": s["cellular_data_enabled"],
        "personal_hotspot": s["hotspot_enabled"],
        "location_services": s["location_services_enabled"],
        "battery": {
            "level": s["battery_level"],
            "charging": s["is_charging"],
            "low_power_mode": s["low_power_mode"],
        },
        "background_app_refresh": s["background_app_refresh"] and not s["low_power_mode"],
        "display": {
            "brightness": s["brightness"],
            "auto_brightness": s["auto_brightness"],
            "appearance": s["appearance"],
            "text_size": s["text_size"],
            "bold_text": s["bold_text"],
            "wallpaper_lock_image_id": s["wallpaper_lock_image_id"],
            "wallpaper_home_image_id": s["wallpaper_home_image_id"],
        },
        "sounds": {
            "ringer_volume": s["ringer_volume"],
            "media_volume": s["media_volume"],
            "silent_mode": s["silent_mode"],
        },
        "active_focus": active[0]["name"] if active else None,
        "language": s["language"],
        "region": s["region"],
        "date_time": {
            "use_24_hour_time": s["use_24_hour_time"],
            "set_automatically": s["set_time_automatically"],
            "time_zone": s["time_zone"],
        },
        "os_version": s["os_version"],
    }


# ----------------------------------------------------------------------------- radios


@tool(domain=DOMAIN, reads=(*_WIFI, "bluetooth_devices"), writes=(*_WIFI, "bluetooth_devices"))
def set_airplane_mode(ctx: WorldContext, enabled: bool) -> dict[str, Any]:
    """Turn Airplane Mode on or off. On: remembers Wi-Fi, Bluetooth and cellular data and
    turns them (and Personal Hotspot) off. Off: restores what was remembered, and Wi-Fi
    auto-joins a saved network.

    Args:
        enabled: True for on.
    """
    world = ctx.world
    s = _settings(world)
    _same("Airplane Mode", s["airplane_mode"], enabled)
    joined = False
    net: Row | None = None  # turned on: every network is disconnected
    with world.transaction():
        if enabled:
            saved = {
                "wifi": s["wifi_enabled"],
                "bluetooth": s["bluetooth_enabled"],
                "cellular_data": s["cellular_data_enabled"],
            }
            _turn_wifi_off(world)
            _turn_bt_off(world)
            row = _put(
                world,
                {
                    "airplane_mode": True,
                    "airplane_saved_state": saved,
                    "wifi_enabled": False,
                    "bluetooth_enabled": False,
                    "cellular_data_enabled": False,
                    "hotspot_enabled": False,
                },
            )
        else:
            saved_state = s["airplane_saved_state"]
            saved = saved_state if isinstance(saved_state, dict) else {}
            row = _put(
                world,
                {
                    "airplane_mode": False,
                    "airplane_saved_state": None,
                    "wifi_enabled": bool(saved.get("wifi", True)) or s["wifi_enabled"],
                    "bluetooth_enabled": bool(saved.get("bluetooth", True))
                    or s["bluetooth_enabled"],
                    "cellular_data_enabled": bool(saved.get("cellular_data", True)),
                },
            )
            if row["wifi_enabled"]:
                net, joined = _auto_join(ctx)
            else:
                net = _connected_network(world)
    return {
        "airplane_mode": row["airplane_mode"],
        "wifi_enabled": row["wifi_enabled"],
        "bluetooth_enabled": row["bluetooth_enabled"],
        "cellular_data_enabled": row["cellular_data_enabled"],
        "hotspot_enabled": row["hotspot_enabled"],
        "wifi_connected_to": None if net is None else net["ssid"],
        "auto_joined": joined,
    }


@tool(domain=DOMAIN, reads=_WIFI, writes=_WIFI)
def set_wifi_enabled(ctx: WorldContext, enabled: bool) -> dict[str, Any]:
    """Turn Wi-Fi on or off. Turning it on (allowed even in Airplane Mode) auto-joins the
    strongest saved nearby network with auto-join on; off disconnects.

    Args:
        enabled: True for on.
    """
    world = ctx.world
    wifi_enabled, airplane_mode = _wifi_flags(world)
    _same("Wi-Fi", wifi_enabled, enabled)
    with world.transaction():
        _set(world, {"wifi_enabled": enabled})
        if enabled:
            net, _ = _auto_join(ctx)
        else:
            _turn_wifi_off(world)
            net = None  # every network was just disconnected
    return {
        "wifi_enabled": enabled,
        "connected_to": None if net is None else net["ssid"],
        "airplane_mode": airplane_mode,
    }


def _require_wifi(world: World) -> Row:
    s = _settings(world)
    if not s["wifi_enabled"]:
        extra = (
            " (Airplane Mode is on; Wi-Fi can still be turned on while it is on)"
            if s["airplane_mode"]
            else ""
        )
        raise ToolError(f"Wi-Fi is off{extra}; turn it on with set_wifi_enabled first")
    return s


@tool(domain=DOMAIN, reads=_WIFI)
def scan_wifi_networks(ctx: WorldContext) -> list[dict[str, Any]]:
    """List the Wi-Fi networks in range now, strongest first, with security, whether they
    are saved and which one is joined. Needs Wi-Fi on.
    """
    world = ctx.world
    _require_wifi(world)
    rows = [n for n in world.select("wifi_networks", order_by="ssid") if n["signal_bars"]]
    rows.sort(key=lambda n: -n["signal_bars"])
    return [_wifi_view(n) for n in rows]


@tool(domain=DOMAIN, reads=("wifi_networks",))
def list_saved_wifi_networks(ctx: WorldContext) -> list[dict[str, Any]]:
    """List the Wi-Fi networks saved on the phone (known networks), in or out of range."""
    rows = ctx.world.select("wifi_networks", {"is_saved": True}, order_by="ssid")
    return [_wifi_view(n) for n in rows]


@tool(domain=DOMAIN, reads=_WIFI, writes=("wifi_networks",))
def connect_wifi_network(
    ctx: WorldContext,
    network: Ref,
    password: Annotated[str, Field(max_length=64)] | None = None,
) -> dict[str, Any]:
    """Join a Wi-Fi network in range (disconnecting from the current one). Secured
    networks need the password unless it is saved; the network is then saved with it.
    Needs Wi-Fi on (see scan_wifi_networks).

    Args:
        network: Network name (SSID) exactly as shown, e.g. "Ellis-Home 5G", or its id
            ("wifi_0003").
        password: The Wi-Fi password, for secured networks that are not saved (or to
            replace a saved password that stopped working).
    """
    world = ctx.world
    _require_wifi(world)
    net = _network(world, network)
    if not net["signal_bars"]:
        raise ToolError(f"{net['ssid']!r} is not in range; use scan_wifi_networks to see networks")
    if net["is_connected"]:
        raise ToolError(f"already connected to {net['ssid']!r}")
    secret = password if password is not None and password != "" else None
    if net["security"] != "open":
        use = secret if secret is not None else net["saved_password"] if net["is_saved"] else None
        if use is None:
            raise ToolError(
                f"{net['ssid']!r} is secured ({net['security'].upper()}); give its password"
            )
        if use != net["network_password"]:
            which = "the saved password" if secret is None else "the password"
            raise ToolError(f"incorrect password for {net['ssid']!r}: {which} was rejected")
        secret = use
    with world.transaction():
        _turn_wifi_off(world)
        row = world.update(
            "wifi_networks",
            net["id"],
            {
                "is_connected": True,
                "is_saved": True,
                "saved_password": secret,
                "last_joined_at": ctx.clock.now(),
            },
        )
    return _wifi_view(row)


@tool(domain=DOMAIN, reads=_WIFI, writes=("wifi_networks",))
def disconnect_wifi_network(ctx: WorldContext) -> dict[str, Any]:
    """Disconnect from the current Wi-Fi network (Wi-Fi stays on; the network stays
    saved)."""
    world = ctx.world
    net = _connected_network(world)
    if net is None:
        raise ToolError("not connected to any Wi-Fi network")
    world.update("wifi_networks", net["id"], {"is_connected": False})
    return {"disconnected_from": net["ssid"]}


@tool(domain=DOMAIN, reads=("wifi_networks",), writes=("wifi_networks",))
def forget_wifi_network(ctx: WorldContext, network: Ref) -> dict[str, Any]:
    """Forget a saved Wi-Fi network: its password is removed and the phone won't join it
    automatically (disconnects if joined).

    Args:
        network: SSID or id of a saved network, e.g. "Brightline-Corp".
    """
    world = ctx.world
    net = _network(world, network)
    if not net["is_saved"]:
        raise ToolError(f"{net['ssid']!r} is not a saved network")
    if net["signal_bars"]:
        world.update(
            "wifi_networks",
            net["id"],
            {"is_saved": False, "saved_password": None, "is_connected": False, "auto_join": True},
        )
    else:
        world.delete("wifi_networks", net["id"])
    return {"forgotten": net["ssid"], "was_connected": net["is_connected"]}


@tool(domain=DOMAIN, reads=("wifi_networks",), writes=("wifi_networks",))
def set_wifi_auto_join(ctx: WorldContext, network: Ref, enabled: bool) -> dict[str, Any]:
    """Turn auto-join on or off for a saved Wi-Fi network.

    Args:
        network: SSID or id of a saved network.
        enabled: True to join it automatically.
    """
    net = _network(ctx.world, network)
    if not net["is_saved"]:
        raise ToolError(f"{net['ssid']!r} is not saved; join it first with connect_wifi_network")
    _same(f"auto-join for {net['ssid']!r}", net["auto_join"], enabled)
    return _wifi_view(ctx.world.update("wifi_networks", net["id"], {"auto_join": enabled}))


@tool(domain=DOMAIN, reads=("wifi_networks",))
def get_saved_wifi_password(ctx: WorldContext, network: Ref) -> dict[str, Any]:
    """Show the password saved for a known Wi-Fi network (to share it with someone).

    Args:
        network: SSID or id of a saved network, e.g. "Ellis-Home 5G".
    """
    net = _network(ctx.world, network)
    if not net["is_saved"]:
        raise ToolError(f"{net['ssid']!r} is not a saved network")
    if net["security"] == "open":
        return {"ssid": net["ssid"], "password": None, "note": "open network: no password"}
    return {"ssid": net["ssid"], "password": net["saved_password"]}


@tool(domain=DOMAIN, reads=_BT, writes=_BT)
def set_bluetooth_enabled(ctx: WorldContext, enabled: bool) -> dict[str, Any]:
    """Turn Bluetooth on or off (allowed in Airplane Mode). Off disconnects every device;
    devices don't reconnect by themselves when it comes back on.

    Args:
        enabled: True for on.
    """
    world = ctx.world
    s = _settings(world)
    _same("Bluetooth", s["bluetooth_enabled"], enabled)
    with world.transaction():
        if not enabled:
            _turn_bt_off(world)
        _set(world, {"bluetooth_enabled": enabled})
    return {"bluetooth_enabled": enabled}


@tool(domain=DOMAIN, reads=_BT)
def list_bluetooth_devices(ctx: WorldContext, include_unpaired: bool = True) -> dict[str, Any]:
    """List paired Bluetooth devices (connected first) and, when Bluetooth is on,
    discoverable unpaired devices nearby.

    Args:
        include_unpaired: Also list unpaired devices in range (Bluetooth must be on).
    """
    world = ctx.world
    s = _settings(world)
    paired = world.select(
        "bluetooth_devices", {"is_paired": True}, order_by=["is_connected DESC", "name"]
    )
    nearby = (
        world.select("bluetooth_devices", {"is_paired": False, "is_nearby": True}, order_by="name")
        if include_unpaired and s["bluetooth_enabled"]
        else []
    )
    return {
        "bluetooth_enabled": s["bluetooth_enabled"],
        "paired": [_bt_view(d) for d in paired],
        "nearby_unpaired": [_bt_view(d) for d in nearby],
    }


def _require_bt(world: World) -> None:
    s = _settings(world)
    if not s["bluetooth_enabled"]:
        extra = (
            " (Airplane Mode is on; Bluetooth can still be turned on)" if s["airplane_mode"] else ""
        )
        raise ToolError(f"Bluetooth is off{extra}; turn it on with set_bluetooth_enabled first")


@tool(domain=DOMAIN, reads=_BT, writes=("bluetooth_devices",))
def pair_bluetooth_device(ctx: WorldContext, device: Ref) -> dict[str, Any]:
    """Pair with a discoverable Bluetooth device in range; it connects right away.

    Args:
        device: Device name (e.g. "Bose QuietComfort 45") or id ("bt_0006").
    """
    world = ctx.world
    _require_bt(world)
    d = _device(world, device)
    if d["is_paired"]:
        raise ToolError(f"{d['name']} is already paired; use connect_bluetooth_device")
    if not d["is_nearby"]:
        raise ToolError(f"{d['name']} is not in range; put it in pairing mode near the phone")
    row = world.update(
        "bluetooth_devices",
        d["id"],
        {"is_paired": True, "is_connected": True, "last_connected_at": ctx.clock.now()},
    )
    return _bt_view(row)


@tool(domain=DOMAIN, reads=_BT, writes=("bluetooth_devices",))
def unpair_bluetooth_device(ctx: WorldContext, device: Ref) -> dict[str, Any]:
    """Forget a paired Bluetooth device (disconnects it). Devices out of range disappear
    from the list.

    Args:
        device: Device name or id, e.g. "Honda Civic".
    """
    world = ctx.world
    d = _device(world, device)
    if not d["is_paired"]:
        raise ToolError(f"{d['name']} is not paired")
    if d["is_nearby"]:
        world.update("bluetooth_devices", d["id"], {"is_paired": False, "is_connected": False})
    else:
        world.delete("bluetooth_devices", d["id"])
    return {"unpaired": d["name"], "device_id": d["id"]}


@tool(domain=DOMAIN, reads=_BT, writes=("bluetooth_devices",))
def connect_bluetooth_device(ctx: WorldContext, device: Ref) -> dict[str, Any]:
    """Connect a paired Bluetooth device that is in range. Needs Bluetooth on.

    Args:
        device: Device name or id, e.g. "JBL Flip 5".
    """
    world = ctx.world
    _require_bt(world)
    d = _device(world, device)
    if not d["is_paired"]:
        raise ToolError(f"{d['name']} is not paired; pair it first with pair_bluetooth_device")
    if d["is_connected"]:
        raise ToolError(f"{d['name']} is already connected")
    if not d["is_nearby"]:
        raise ToolError(f"{d['name']} is not in range (or is turned off)")
    row = world.update(
        "bluetooth_devices", d["id"], {"is_connected": True, "last_connected_at": ctx.clock.now()}
    )
    return _bt_view(row)


@tool(domain=DOMAIN, reads=_BT, writes=("bluetooth_devices",))
def disconnect_bluetooth_device(ctx: WorldContext, device: Ref) -> dict[str, Any]:
    """Disconnect a connected Bluetooth device (it stays paired).

    Args:
        device: Device name or id, e.g. "AirPods Pro".
    """
    world = ctx.world
    d = _device(world, device)
    if not d["is_connected"]:
        raise ToolError(f"{d['name']} is not connected")
    return _bt_view(world.update("bluetooth_devices", d["id"], {"is_connected": False}))


@tool(domain=DOMAIN, reads=_S, writes=_S)
def set_cellular_data(ctx: WorldContext, enabled: bool) -> dict[str, Any]:
    """Turn cellular data on or off. Can't be turned on in Airplane Mode. Turning it off
    also turns Personal Hotspot off.

    Args:
        enabled: True for on.
    """
    world = ctx.world
    s = _settings(world)
    if enabled and s["airplane_mode"]:
        raise ToolError(
            "cellular data can't be turned on in Airplane Mode; turn Airplane Mode off with "
            "set_airplane_mode first"
        )
    _same("cellular data", s["cellular_data_enabled"], enabled)
    changes: dict[str, Any] = {"cellular_data_enabled": enabled}
    if not enabled:
        changes["hotspot_enabled"] = False
    row = _put(world, changes)
    return {
        "cellular_data_enabled": enabled,
        "hotspot_enabled": row["hotspot_enabled"],
        "hotspot_turned_off": s["hotspot_enabled"] and not enabled,
    }


@tool(domain=DOMAIN, reads=_S, writes=_S)
def set_personal_hotspot(
    ctx: WorldContext,
    enabled: bool,
    password: Annotated[str, Field(max_length=63)] | None = None,
) -> dict[str, Any]:
    """Turn Personal Hotspot on or off, optionally setting its Wi-Fi password. Needs
    cellular data on and Airplane Mode off.

    Args:
        enabled: True for on.
        password: New hotspot password, at least 8 characters (ASCII, no spaces at ends).
    """
    world = ctx.world
    s = _settings(world)
    changes: dict[str, Any] = {}
    if password is not None:
        if len(password) < 8 or password != password.strip() or not password.isascii():
            raise ToolError("the hotspot password must be at least 8 ASCII characters")
        if password != s["hotspot_password"]:
            changes["hotspot_password"] = password
    if enabled and s["airplane_mode"]:
        raise ToolError("Personal Hotspot is unavailable in Airplane Mode; turn it off first")
    if enabled and not s["cellular_data_enabled"]:
        raise ToolError("Personal Hotspot needs cellular data; turn it on with set_cellular_data")
    if enabled != s["hotspot_enabled"]:
        changes["hotspot_enabled"] = enabled
    if not changes:
        raise ToolError(f"Personal Hotspot is already {_on(enabled)}")
    row = _put(world, changes)
    return {
        "hotspot_enabled": row["hotspot_enabled"],
        "network_name": row["device_name"],
        "password": row["hotspot_password"],
    }


# ----------------------------------------------------------------------------- location & apps


@tool(domain=DOMAIN, reads=_S, writes=_S)
def set_location_services(ctx: WorldContext, enabled: bool) -> dict[str, Any]:
    """Turn Location Services on or off for the whole phone (per-app permissions are
    kept but unused while off).

    Args:
        enabled: True for on.
    """
    s = _settings(ctx.world)
    _same("Location Services", s["location_services_enabled"], enabled)
    _set(ctx.world, {"location_services_enabled": enabled})
    return {"location_services_enabled": enabled}


@tool(domain=DOMAIN, reads=(*_APPS, *_S))
def list_device_apps(
    ctx: WorldContext,
    only: Literal["all", "uses_location", "notifications_on", "with_time_limit"] = "all",
) -> list[dict[str, Any]]:
    """List installed apps with their location permission, notification settings,
    background refresh, Screen Time limit and today's usage.

    Args:
        only: Filter: "all", "uses_location", "notifications_on" or "with_time_limit".
    """
    world = ctx.world
    s = _settings(world)
    out = []
    for a in world.select("device_apps", order_by="name"):
        if only == "uses_location" and not a["uses_location"]:
            continue
        if only == "notifications_on" and not a["notifications_enabled"]:
            continue
        if only == "with_time_limit" and a["time_limit_minutes"] is None:
            continue
        out.append(_app_view(a, s))
    return out


@tool(domain=DOMAIN, reads=(*_APPS, *_S), writes=_APPS)
def set_app_location_permission(
    ctx: WorldContext,
    app: Ref,
    permission: Literal["never", "ask", "while_using", "always"],
) -> dict[str, Any]:
    """Set when an app may use your location: "never", "ask" (next time), "while_using"
    or "always". Needs Location Services on.

    Args:
        app: App name (e.g. "Maps") or id ("app_0004").
        permission: The new permission.
    """
    world = ctx.world
    s = _settings(world)
    a = _app(world, app)
    if not s["location_services_enabled"]:
        raise ToolError("Location Services is off; turn it on with set_location_services first")
    if not a["uses_location"]:
        raise ToolError(f"{a['name']} doesn't use location services")
    _same(f"{a['name']}'s location permission", a["location_permission"], permission)
    row = world.update("device_apps", a["id"], {"location_permission": permission})
    return _app_view(row, s)


@tool(domain=DOMAIN, reads=(*_APPS, *_S), writes=_APPS)
def set_app_notifications(
    ctx: WorldContext, app: Ref, enabled: bool, sounds: bool | None = None
) -> dict[str, Any]:
    """Allow or silence an app's notifications, and optionally their sounds.

    Args:
        app: App name (e.g. "Instagram") or id.
        enabled: True to allow notifications.
        sounds: Also set whether notifications play a sound.
    """
    world = ctx.world
    a = _app(world, app)
    changes: dict[str, Any] = {}
    if a["notifications_enabled"] != enabled:
        changes["notifications_enabled"] = enabled
    if sounds is not None and sounds != a["notification_sounds"]:
        changes["notification_sounds"] = sounds
    if not changes:
        raise ToolError(f"{a['name']}'s notifications already have these settings")
    return _app_view(world.update("device_apps", a["id"], changes), _settings(world))


@tool(domain=DOMAIN, reads=(*_APPS, *_S), writes=(*_APPS, *_S))
def set_background_app_refresh(
    ctx: WorldContext, enabled: bool, app: Ref | None = None
) -> dict[str, Any]:
    """Turn Background App Refresh on or off for the whole phone, or for one app.
    Turning it on is not possible while Low Power Mode is on.

    Args:
        enabled: True for on.
        app: App name or id; omit for the global switch.
    """
    world = ctx.world
    s = _settings(world)
    if enabled and s["low_power_mode"]:
        raise ToolError(
            "Background App Refresh is paused by Low Power Mode; turn Low Power Mode off with "
            "set_low_power_mode first"
        )
    if app is not None and app.strip():
        a = _app(world, app)
        _same(f"background refresh for {a['name']}", a["background_refresh"], enabled)
        return _app_view(world.update("device_apps", a["id"], {"background_refresh": enabled}), s)
    _same("Background App Refresh", s["background_app_refresh"], enabled)
    _set(world, {"background_app_refresh": enabled})
    return {"background_app_refresh": enabled}


@tool(domain=DOMAIN, reads=(*_APPS, *_S), writes=_APPS)
def set_app_time_limit(
    ctx: WorldContext, app: Ref, minutes: Annotated[int, Field(ge=1, le=1440)]
) -> dict[str, Any]:
    """Set a daily Screen Time limit for an app (replaces an existing limit).

    Args:
        app: App name (e.g. "Instagram") or id.
        minutes: Minutes per day, 1-1440.
    """
    world = ctx.world
    a = _app(world, app)
    if a["is_system_app"] and a["name"] in ("Phone", "Settings"):
        raise ToolError(f"{a['name']} is always allowed and can't have a time limit")
    _same(f"{a['name']}'s time limit", a["time_limit_minutes"], minutes)
    return _app_view(
        world.update("device_apps", a["id"], {"time_limit_minutes": minutes}), _settings(world)
    )


@tool(domain=DOMAIN, reads=(*_APPS, *_S), writes=_APPS)
def remove_app_time_limit(ctx: WorldContext, app: Ref) -> dict[str, Any]:
    """Remove an app's daily Screen Time limit.

    Args:
        app: App name or id.
    """
    world = ctx.world
    a = _app(world, app)
    if a["time_limit_minutes"] is None:
        raise ToolError(f"{a['name']} has no time limit")
    return _app_view(
        world.update("device_apps", a["id"], {"time_limit_minutes": None}), _settings(world)
    )


@tool(domain=DOMAIN, reads=_APPS)
def get_screen_time_report(ctx: WorldContext) -> dict[str, Any]:
    """Get Screen Time: total use today and this week, the most used apps, and apps at
    or over their daily limit.
    """
    apps = ctx.world.select("device_apps", order_by="usage_today_minutes DESC")
    return {
        "today_minutes": sum(a["usage_today_minutes"] for a in apps),
        "week_minutes": sum(a["usage_week_minutes"] for a in apps),
        "daily_average_minutes": round(sum(a["usage_week_minutes"] for a in apps) / 7),
        "most_used_today": [
            {"app": a["name"], "minutes": a["usage_today_minutes"]}
            for a in apps[:5]
            if a["usage_today_minutes"]
        ],
        "limits": [
            {
                "app": a["name"],
                "limit_minutes": a["time_limit_minutes"],
                "used_today_minutes": a["usage_today_minutes"],
                "limit_reached": a["usage_today_minutes"] >= a["time_limit_minutes"],
            }
            for a in apps
            if a["time_limit_minutes"] is not None
        ],
    }


# ----------------------------------------------------------------------------- battery & display


@tool(domain=DOMAIN, reads=_S)
def get_battery_status(ctx: WorldContext) -> dict[str, Any]:
    """Get the battery level, whether it is charging, and Low Power Mode."""
    s = _settings(ctx.world)
    return {
        "level": s["battery_level"],
        "charging": s["is_charging"],
        "low_power_mode": s["low_power_mode"],
        "background_app_refresh_paused": s["low_power_mode"],
    }


@tool(domain=DOMAIN, reads=_S, writes=_S)
def set_low_power_mode(ctx: WorldContext, enabled: bool) -> dict[str, Any]:
    """Turn Low Power Mode on or off. While on, Background App Refresh is paused.

    Args:
        enabled: True for on.
    """
    s = _settings(ctx.world)
    _same("Low Power Mode", s["low_power_mode"], enabled)
    _set(ctx.world, {"low_power_mode": enabled})
    return {
        "low_power_mode": enabled,
        "battery_level": s["battery_level"],
        "background_app_refresh_effective": s["background_app_refresh"] and not enabled,
    }


@tool(domain=DOMAIN, reads=_S, writes=_S)
def set_screen_brightness(
    ctx: WorldContext, level: Percent | None = None, auto_brightness: bool | None = None
) -> dict[str, Any]:
    """Set the screen brightness (0-100) and/or Auto-Brightness.

    Args:
        level: Brightness percent, 0-100.
        auto_brightness: True to let the phone adjust brightness to the light.
    """
    s = _settings(ctx.world)
    if level is None and auto_brightness is None:
        raise ToolError("give level and/or auto_brightness")
    changes: dict[str, Any] = {}
    if level is not None and level != s["brightness"]:
        changes["brightness"] = level
    if auto_brightness is not None and auto_brightness != s["auto_brightness"]:
        changes["auto_brightness"] = auto_brightness
    if not changes:
        raise ToolError("brightness already has these settings")
    row = _put(ctx.world, changes)
    return {"brightness": row["brightness"], "auto_brightness": row["auto_brightness"]}


@tool(domain=DOMAIN, reads=_S, writes=_S)
def set_appearance_mode(
    ctx: WorldContext, mode: Literal["light", "dark", "automatic"]
) -> dict[str, Any]:
    """Choose Light or Dark Mode, or "automatic" (dark from sunset to sunrise).

    Args:
        mode: "light", "dark" or "automatic".
    """
    s = _settings(ctx.world)
    _same("the appearance", s["appearance"], mode)
    _set(ctx.world, {"appearance": mode})
    return {"appearance": mode, "previous": s["appearance"]}


@tool(domain=DOMAIN, reads=_S, writes=_S)
def set_text_size(ctx: WorldContext, size: TextSize, bold: bool | None = None) -> dict[str, Any]:
    """Set the system text size (Accessibility > Display & Text Size), and optionally
    Bold Text.

    Args:
        size: From "extra_small" to "extra_extra_extra_large"; the default is "large".
        bold: True for bold text.
    """
    s = _settings(ctx.world)
    changes: dict[str, Any] = {}
    if size != s["text_size"]:
        changes["text_size"] = size
    if bold is not None and bold != s["bold_text"]:
        changes["bold_text"] = bold
    if not changes:
        raise ToolError("text size already has these settings")
    row = _put(ctx.world, changes)
    return {"text_size": row["text_size"], "bold_text": row["bold_text"]}


@tool(domain=DOMAIN, reads=_S, writes=_S)
def set_wallpaper(
    ctx: WorldContext,
    image_id: Annotated[str, Field(min_length=1, max_length=64)],
    location: Literal["lock_screen", "home_screen", "both"] = "both",
) -> dict[str, Any]:
    """Set an image as the wallpaper of the Lock Screen, Home Screen or both.

    Args:
        image_id: Image id, e.g. "img_3".
        location: "lock_screen", "home_screen" or "both".
    """
    s = _settings(ctx.world)
    image = ctx.images.get(image_id.strip()).image_id
    changes: dict[str, Any] = {}
    if location in ("lock_screen", "both") and s["wallpaper_lock_image_id"] != image:
        changes["wallpaper_lock_image_id"] = image
    if location in ("home_screen", "both") and s["wallpaper_home_image_id"] != image:
        changes["wallpaper_home_image_id"] = image
    if not changes:
        raise ToolError(f"{image} is already the wallpaper there")
    row = _put(ctx.world, changes)
    return {
        "wallpaper_lock_image_id": row["wallpaper_lock_image_id"],
        "wallpaper_home_image_id": row["wallpaper_home_image_id"],
    }


# ----------------------------------------------------------------------------- sounds


@tool(domain=DOMAIN, reads=_S, writes=_S)
def set_device_volume(
    ctx: WorldContext, kind: Literal["ringer", "media"], level: Percent
) -> dict[str, Any]:
    """Set the ringer & alerts volume or the media volume (0-100).

    Args:
        kind: "ringer" (calls, alerts) or "media" (music, videos).
        level: Volume percent, 0-100.
    """
    s = _settings(ctx.world)
    column = f"{kind}_volume"
    _same(f"the {kind} volume", s[column], level)
    _set(ctx.world, {column: level})
    result: dict[str, Any] = {f"{kind}_volume": level}
    if kind == "ringer" and s["silent_mode"]:
        result["note"] = "Silent Mode is on: calls and alerts won't ring until it is turned off"
    return result


@tool(domain=DOMAIN, reads=_S, writes=_S)
def set_silent_mode(ctx: WorldContext, enabled: bool) -> dict[str, Any]:
    """Turn Silent Mode (the ring/silent switch) on or off.

    Args:
        enabled: True to silence calls and alerts.
    """
    s = _settings(ctx.world)
    _same("Silent Mode", s["silent_mode"], enabled)
    _set(ctx.world, {"silent_mode": enabled})
    return {"silent_mode": enabled}


# ----------------------------------------------------------------------------- focus


@tool(domain=DOMAIN, reads=(*_FOCUS, "contacts"))
def list_focus_modes(ctx: WorldContext) -> list[dict[str, Any]]:
    """List Focus modes (Do Not Disturb, Sleep, Work...) with which is active, their
    schedules, allowed people and who may call.
    """
    return [_focus_view(ctx.world, f) for f in ctx.world.select("focus_modes")]


@tool(domain=DOMAIN, reads=(*_FOCUS, "contacts"), writes=("focus_modes",))
def activate_focus_mode(
    ctx: WorldContext, focus: Ref, until: datetime | None = None
) -> dict[str, Any]:
    """Turn a Focus on now (any other active Focus turns off), optionally until a time.

    Args:
        focus: Focus name (e.g. "Do Not Disturb", "Sleep", "Work") or id ("focus_0001").
        until: When it turns off by itself, ISO-8601 local time, e.g.
            "2025-06-13T18:00:00"; must be in the future.
    """
    world = ctx.world
    f = _focus(world, focus)
    now = ctx.clock.now()
    end: datetime | None = None
    if until is not None:
        end = ctx.clock.localize(until)
        if end <= now:
            raise ToolError(
                f"until {end.isoformat()} is not in the future (now is {now.isoformat()})"
            )
    if f["is_active"] and (end is None or f["active_until"] == ctx.clock.format(end)):
        raise ToolError(f"{f['name']} is already on")
    with world.transaction():
        world.update_where(
            "focus_modes", {"is_active": True}, {"is_active": False, "active_until": None}
        )
        row = world.update("focus_modes", f["id"], {"is_active": True, "active_until": end})
    return _focus_view(world, row)


@tool(domain=DOMAIN, reads=_FOCUS, writes=("focus_modes",))
def deactivate_focus_mode(ctx: WorldContext) -> dict[str, Any]:
    """Turn off the active Focus."""
    world = ctx.world
    active = world.select("focus_modes", {"is_active": True})
    if not active:
        raise ToolError("no Focus is on")
    world.update_where(
        "focus_modes", {"is_active": True}, {"is_active": False, "active_until": None}
    )
    return {"turned_off": [f["name"] for f in active]}


@tool(domain=DOMAIN, reads=(*_FOCUS, "contacts"), writes=("focus_schedules",))
def add_focus_schedule(
    ctx: WorldContext,
    focus: Ref,
    start_time: Annotated[str, Field(min_length=1, max_length=8)],
    end_time: Annotated[str, Field(min_length=1, max_length=8)],
    days: Annotated[list[Weekday], Field(min_length=1, max_length=7)],
) -> dict[str, Any]:
    """Schedule a Focus to turn on by itself at set times. An end before the start means
    the next morning (e.g. 22:30-07:00).

    Args:
        focus: Focus name or id, e.g. "Sleep".
        start_time: 24-hour "HH:MM", e.g. "22:30".
        end_time: 24-hour "HH:MM", e.g. "07:00".
        days: Weekdays, e.g. ["monday", "tuesday", "wednesday", "thursday", "friday"].
    """
    world = ctx.world
    f = _focus(world, focus)
    start = _parse_hhmm(start_time, "start_time")
    end = _parse_hhmm(end_time, "end_time")
    if start == end:
        raise ToolError("start_time and end_time are the same")
    ordered = [d for d in _WEEKDAYS if d in set(days)]
    for s in world.select("focus_schedules", {"focus_id": f["id"]}):
        if s["start_time"] == start and s["end_time"] == end and s["days"] == ordered:
            raise ToolError(f"{f['name']} already has this schedule ({s['id']})")
    world.insert(
        "focus_schedules",
        {"focus_id": f["id"], "start_time": start, "end_time": end, "days": ordered},
    )
    return _focus_view(world, f)


@tool(domain=DOMAIN, reads=(*_FOCUS, "contacts"), writes=("focus_schedules",))
def remove_focus_schedule(
    ctx: WorldContext, schedule_id: Annotated[str, Field(min_length=1, max_length=64)]
) -> dict[str, Any]:
    """Delete a Focus schedule.

    Args:
        schedule_id: Id of the schedule, e.g. "fsch_0002" (from list_focus_modes).
    """
    world = ctx.world
    s = world.get("focus_schedules", schedule_id.strip())
    world.delete("focus_schedules", s["id"])
    return _focus_view(world, world.get("focus_modes", s["focus_id"]))


@tool(domain=DOMAIN, reads=(*_FOCUS, "contacts"), writes=("focus_allowed_contacts",))
def add_focus_allowed_contact(
    ctx: WorldContext, focus: Ref, contact_id: Annotated[str, Field(min_length=1, max_length=64)]
) -> dict[str, Any]:
    """Let a person's calls and notifications through a Focus.

    Args:
        focus: Focus name or id, e.g. "Do Not Disturb".
        contact_id: Id of the contact, e.g. "ct_0005" (from search_contacts).
    """
    world = ctx.world
    f = _focus(world, focus)
    contact = world.get("contacts", contact_id.strip())
    if world.count("focus_allowed_contacts", {"focus_id": f["id"], "contact_id": contact["id"]}):
        raise ToolError(f"{display_name(contact)} is already allowed during {f['name']}")
    world.insert("focus_allowed_contacts", {"focus_id": f["id"], "contact_id": contact["id"]})
    return _focus_view(world, f)


@tool(domain=DOMAIN, reads=(*_FOCUS, "contacts"), writes=("focus_allowed_contacts",))
def remove_focus_allowed_contact(
    ctx: WorldContext, focus: Ref, contact_id: Annotated[str, Field(min_length=1, max_length=64)]
) -> dict[str, Any]:
    """Stop letting a person through a Focus.

    Args:
        focus: Focus name or id.
        contact_id: Id of the contact, e.g. "ct_0005".
    """
    world = ctx.world
    f = _focus(world, focus)
    contact = world.get("contacts", contact_id.strip())
    n = world.delete_where(
        "focus_allowed_contacts", {"focus_id": f["id"], "contact_id": contact["id"]}
    )
    if not n:
        raise ToolError(f"{display_name(contact)} is not on {f['name']}'s allowed list")
    return _focus_view(world, f)


@tool(domain=DOMAIN, reads=(*_FOCUS, "contacts"), writes=("focus_modes",))
def set_focus_allowed_calls(
    ctx: WorldContext,
    focus: Ref,
    allow_calls_from: Literal["everyone", "favorites", "allowed_people", "no_one"],
) -> dict[str, Any]:
    """Choose whose calls ring during a Focus.

    Args:
        focus: Focus name or id, e.g. "Sleep".
        allow_calls_from: "everyone", "favorites", "allowed_people" or "no_one".
    """
    world = ctx.world
    f = _focus(world, focus)
    _same(f"calls during {f['name']}", f["allow_calls_from"], allow_calls_from)
    return _focus_view(
        world, world.update("focus_modes", f["id"], {"allow_calls_from": allow_calls_from})
    )


# ----------------------------------------------------------------------------- general


@tool(domain=DOMAIN, reads=_S, writes=_S)
def set_device_language(ctx: WorldContext, language: Language) -> dict[str, Any]:
    """Set the phone's language, e.g. "es-MX" for Spanish (Mexico).

    Args:
        language: One of "en-US", "en-GB", "es-ES", "es-MX", "fr-FR", "de-DE", "it-IT",
            "pt-BR", "ja-JP", "ko-KR", "zh-Hans", "hi-IN".
    """
    s = _settings(ctx.world)
    _same("the language", s["language"], language)
    _set(ctx.world, {"language": language})
    return {"language": language, "previous": s["language"]}


@tool(domain=DOMAIN, reads=_S, writes=_S)
def set_device_region(ctx: WorldContext, region: Region) -> dict[str, Any]:
    """Set the region (formats for dates, numbers and currency), as a country code.

    Args:
        region: Country code, e.g. "US", "GB", "PT", "JP".
    """
    s = _settings(ctx.world)
    _same("the region", s["region"], region)
    _set(ctx.world, {"region": region})
    return {"region": region, "previous": s["region"]}


@tool(domain=DOMAIN, reads=_S, writes=_S)
def set_24_hour_time(ctx: WorldContext, enabled: bool) -> dict[str, Any]:
    """Show times in 24-hour format (14:30) instead of 12-hour (2:30 PM).

    Args:
        enabled: True for 24-hour time.
    """
    s = _settings(ctx.world)
    _same("24-hour time", s["use_24_hour_time"], enabled)
    _set(ctx.world, {"use_24_hour_time": enabled})
    now = ctx.clock.now()
    return {
        "use_24_hour_time": enabled,
        "clock_shows": now.strftime("%H:%M") if enabled else now.strftime("%I:%M %p").lstrip("0"),
    }


@tool(domain=DOMAIN, reads=_S, writes=_S)
def set_date_time_automatically(ctx: WorldContext, enabled: bool) -> dict[str, Any]:
    """Turn "Set Automatically" (date, time and time zone from the network) on or off.

    Args:
        enabled: True to set automatically.
    """
    s = _settings(ctx.world)
    _same("Set Automatically", s["set_time_automatically"], enabled)
    _set(ctx.world, {"set_time_automatically": enabled})
    return {"set_time_automatically": enabled, "time_zone": s["time_zone"]}


@tool(domain=DOMAIN, reads=_S, writes=_S)
def set_device_time_zone(ctx: WorldContext, time_zone: TimeZone) -> dict[str, Any]:
    """Set the time zone by hand. Needs "Set Automatically" off
    (set_date_time_automatically).

    Args:
        time_zone: IANA time zone, e.g. "Europe/Lisbon".
    """
    s = _settings(ctx.world)
    if s["set_time_automatically"]:
        raise ToolError(
            "the time zone is set automatically; turn that off with "
            "set_date_time_automatically(enabled=false) first"
        )
    _same("the time zone", s["time_zone"], time_zone)
    _set(ctx.world, {"time_zone": time_zone})
    return {"time_zone": time_zone, "previous": s["time_zone"]}


# ----------------------------------------------------------------------------- update & storage


@tool(domain=DOMAIN, reads=_S)
def get_software_update_info(ctx: WorldContext) -> dict[str, Any]:
    """Get the installed iOS version and any available update (version, size, notes),
    and whether automatic updates are on."""
    s = _settings(ctx.world)
    available = s["available_update_version"]
    return {
        "installed_version": s["os_version"],
        "update_available": available is not None,
        "available_version": available,
        "size_mb": s["available_update_size_mb"],
        "notes": s["available_update_notes"],
        "automatic_updates": s["automatic_updates"],
    }


@tool(domain=DOMAIN, reads=(*_WIFI, *_APPS), writes=_S)
def install_software_update(ctx: WorldContext) -> dict[str, Any]:
    """Download and install the available iOS update. Needs a Wi-Fi connection, at least
    50% battery or a charger, and enough free storage for the download.
    """
    world = ctx.world
    s = _settings(world)
    version = s["available_update_version"]
    if version is None:
        raise ToolError(f"iOS {s['os_version']} is up to date; there is no update to install")
    if _connected_network(world) is None or not s["wifi_enabled"]:
        raise ToolError("the update needs a Wi-Fi connection; join a network first")
    if s["battery_level"] < 50 and not s["is_charging"]:
        raise ToolError(
            f"the battery is at {s['battery_level']}%; the update needs at least 50% battery "
            "or the phone connected to a charger"
        )
    size = s["available_update_size_mb"] or 0
    free = _storage(world)["free_mb"]
    if free < size:
        raise ToolError(
            f"not enough storage: the update needs {size} MB and {free} MB is free; offload "
            "apps with offload_device_app"
        )
    _set(
        world,
        {
            "os_version": version,
            "available_update_version": None,
            "available_update_size_mb": None,
            "available_update_notes": None,
        },
    )
    return {"installed_version": version, "previous_version": s["os_version"]}


@tool(domain=DOMAIN, reads=_S, writes=_S)
def set_automatic_updates(ctx: WorldContext, enabled: bool) -> dict[str, Any]:
    """Turn automatic iOS updates on or off.

    Args:
        enabled: True to install updates automatically overnight.
    """
    s = _settings(ctx.world)
    _same("automatic updates", s["automatic_updates"], enabled)
    _set(ctx.world, {"automatic_updates": enabled})
    return {"automatic_updates": enabled}


@tool(domain=DOMAIN, reads=(*_S, *_APPS))
def get_storage_info(ctx: WorldContext) -> dict[str, Any]:
    """Get storage use: capacity, used and free space (MB), by system, photos and apps,
    with the largest apps."""
    world = ctx.world
    info = _storage(world)
    # The 8 largest, ties in insertion order (as a stable sort by size kept them).
    apps = world.query(
        "SELECT * FROM device_apps ORDER BY "
        "(CASE WHEN is_offloaded THEN 0 ELSE app_size_mb END + documents_mb) DESC, rowid "
        "LIMIT 8",
        table="device_apps",
    )
    info["largest_apps"] = [
        {
            "app": a["name"],
            "app_id": a["id"],
            "total_mb": (0 if a["is_offloaded"] else a["app_size_mb"]) + a["documents_mb"],
            "app_mb": 0 if a["is_offloaded"] else a["app_size_mb"],
            "documents_mb": a["documents_mb"],
            "is_offloaded": a["is_offloaded"],
        }
        for a in apps[:8]
    ]
    return info


@tool(domain=DOMAIN, reads=(*_S, *_APPS), writes=_APPS)
def offload_device_app(ctx: WorldContext, app: Ref) -> dict[str, Any]:
    """Offload an app: frees the app's size but keeps its documents and data (it can be
    reinstalled later). Built-in system apps can't be offloaded.

    Args:
        app: App name (e.g. "Netflix") or id.
    """
    world = ctx.world
    a = _app(world, app)
    if a["is_system_app"]:
        raise ToolError(f"{a['name']} is a built-in app and can't be offloaded")
    if a["is_offloaded"]:
        raise ToolError(f"{a['name']} is already offloaded")
    world.update("device_apps", a["id"], {"is_offloaded": True})
    return {"app": a["name"], "freed_mb": a["app_size_mb"], "free_mb": _storage(world)["free_mb"]}


# ----------------------------------------------------------------------------- seed

# ssid, security, bars (None = out of range), router password, saved?, auto join, connected
_NETWORKS: tuple[tuple[str, str, int | None, str | None, bool, bool, bool], ...] = (
    ("{owner}-Home 5G", "wpa3", 4, "biscuit-alder-1847", True, True, True),
    ("{owner}-Home", "wpa2", 3, "biscuit-alder-1847", True, True, False),
    ("Ahmed's Network", "wpa2", 2, "hassan2024!", False, True, False),
    ("xfinitywifi", "open", 2, None, False, True, False),
    ("Ivy's iPhone", "wpa2", 1, "ivyt-hotspot", False, True, False),
    ("Alder-Bldg-Guest", "wpa2", 3, "welcome1847", False, True, False),
    ("Brightline-Corp", "wpa2", None, "Br1ghtl1ne#", True, True, False),
    ("BlueBottle-Guest", "open", None, None, True, False, False),
    ("Mom&Dad WiFi", "wpa2", None, "sacramento63", True, True, False),
    ("Tanaka Ramen Guest", "wpa2", None, "tonkotsu", True, True, False),
)
# name, type, paired, connected, nearby, battery
_DEVICES: tuple[tuple[str, str, bool, bool, bool, int | None], ...] = (
    ("AirPods Pro", "earbuds", True, True, True, 72),
    ("{first}'s Apple Watch", "watch", True, True, True, 64),
    ("JBL Flip 5", "speaker", True, False, True, 40),
    ("Honda Civic", "car", True, False, False, None),
    ("Magic Keyboard", "keyboard", True, False, False, None),
    ("Bose QuietComfort 45", "headphones", False, False, True, 88),
    ("[LG] webOS TV", "tv", False, False, True, None),
    ("Sam's Beats Studio", "headphones", False, False, True, 55),
)
# name, category, size MB, docs MB, system?, uses location, permission, notifications,
# today min, week min, limit
_APPS_SEED: tuple[tuple[str, str, int, int, bool, bool, str, bool, int, int, int | None], ...] = (
    ("Phone", "utilities", 60, 120, True, False, "never", True, 12, 95, None),
    ("Messages", "social", 80, 2400, True, False, "never", True, 38, 310, None),
    ("Mail", "productivity", 90, 850, True, False, "never", True, 14, 120, None),
    ("Safari", "utilities", 120, 640, True, True, "ask", False, 25, 240, None),
    ("Maps", "navigation", 180, 210, True, True, "while_using", True, 6, 70, None),
    ("Camera", "photo", 70, 0, True, True, "while_using", False, 3, 25, None),
    ("Photos", "photo", 110, 0, True, False, "never", True, 9, 80, None),
    ("Calendar", "productivity", 40, 60, True, True, "while_using", True, 4, 40, None),
    ("Weather", "weather", 50, 20, True, True, "always", True, 2, 15, None),
    ("Settings", "utilities", 30, 0, True, False, "never", True, 1, 10, None),
    ("Find My", "utilities", 45, 10, True, True, "always", True, 0, 3, None),
    ("Instagram", "social", 420, 980, False, True, "while_using", True, 74, 455, 60),
    ("YouTube", "entertainment", 310, 1200, False, False, "never", True, 41, 290, 45),
    ("Netflix", "entertainment", 150, 3800, False, False, "never", False, 0, 180, None),
    ("Spotify", "music", 180, 4200, False, False, "never", True, 55, 420, None),
    ("Slack", "business", 260, 420, False, False, "never", True, 28, 300, None),
    ("Uber", "travel", 330, 90, False, True, "while_using", True, 0, 12, None),
    ("Strava", "health", 190, 150, False, True, "always", True, 0, 45, None),
    ("Venmo", "finance", 160, 60, False, True, "never", True, 3, 20, None),
    ("Splitwise", "finance", 85, 30, False, False, "never", True, 2, 14, None),
)
# name, active, allow calls from, allowed people, schedules (start, end, days)
_FOCUS_SEED: tuple[
    tuple[
        str, bool, str, tuple[tuple[str, str], ...], tuple[tuple[str, str, tuple[str, ...]], ...]
    ],
    ...,
] = (
    ("Do Not Disturb", False, "favorites", (("Sam", "Okafor"), ("Carol", "{owner}")), ()),
    (
        "Sleep",
        False,
        "favorites",
        (("Sam", "Okafor"),),
        (("23:00", "07:00", _WEEKDAYS),),
    ),
    (
        "Work",
        True,
        "allowed_people",
        (("Rachel", "Tan"), ("Sam", "Okafor")),
        (("09:00", "17:00", _WEEKDAYS[:5]),),
    ),
    ("Personal", False, "everyone", (), ()),
    ("Driving", False, "favorites", (), ()),
)


def _wallpaper() -> Image.Image:
    """A deterministic abstract wallpaper (portrait)."""
    img = Image.new("RGB", (180, 390))
    draw = ImageDraw.Draw(img)
    for y in range(390):
        t = y / 389
        draw.line([(0, y), (179, y)], fill=(int(30 + 60 * t), int(60 + 90 * t), int(140 + 80 * t)))
    draw.ellipse((40, 90, 140, 190), fill=(250, 210, 120))
    draw.polygon(
        [(0, 300), (60, 250), (120, 290), (180, 240), (180, 390), (0, 390)], fill=(20, 40, 70)
    )
    return img


def seed(world: World, rng: random.Random) -> None:
    """Fill the settings: Wi-Fi on and joined to the home network (other saved and
    nearby networks, some with passwords only the routers know), Bluetooth with AirPods
    and a watch connected, 20 apps with permissions, usage and two Screen Time limits,
    Focus modes (Work active by its schedule), 38% battery not charging, an available
    iOS update and a seeded wallpaper image.
    """
    owner = world.owner
    family = owner.last_name or "Ellis"
    first = owner.first_name or "My"
    now = world.clock.now()
    wallpaper = world.images.add_pil(_wallpaper(), source="seed:settings/wallpaper").image_id
    world.insert(
        "device_settings",
        {
            **_DEFAULTS,
            "id": _SETTINGS_ID,
            "device_name": f"{first}'s iPhone",
            "battery_level": 38,
            "is_charging": False,
            "brightness": 65,
            "appearance": "automatic",
            "ringer_volume": 70,
            "media_volume": 45,
            "wallpaper_lock_image_id": wallpaper,
            "wallpaper_home_image_id": wallpaper,
            "hotspot_password": f"{family.lower()}-hotspot-{rng.randint(10, 99)}",
            "os_version": "18.4.1",
            "available_update_version": "18.5",
            "available_update_size_mb": 1480,
            "available_update_notes": "Bug fixes and security updates; new Pride wallpaper.",
            "storage_capacity_mb": 131072,
            "system_storage_mb": 11240,
            "photos_storage_mb": 38650,
        },
    )
    for ssid, security, bars, password, saved, auto, connected in _NETWORKS:
        world.insert(
            "wifi_networks",
            {
                "ssid": ssid.replace("{owner}", family),
                "security": security,
                "signal_bars": bars,
                "network_password": password,
                "is_saved": saved,
                "saved_password": password if saved else None,
                "auto_join": auto,
                "is_connected": connected,
                "last_joined_at": now - timedelta(days=rng.randint(0, 60), hours=rng.randint(0, 20))
                if saved
                else None,
            },
        )
    for name, kind, paired, connected, nearby, battery in _DEVICES:
        world.insert(
            "bluetooth_devices",
            {
                "name": name.replace("{first}", first),
                "device_type": kind,
                "is_paired": paired,
                "is_connected": connected,
                "is_nearby": nearby,
                "battery_level": battery,
                "last_connected_at": now - timedelta(hours=rng.randint(0, 300)) if paired else None,
            },
        )
    for (
        name,
        category,
        size,
        docs,
        system,
        uses_location,
        permission,
        notifications,
        today,
        week,
        limit,
    ) in _APPS_SEED:
        world.insert(
            "device_apps",
            {
                "name": name,
                "category": category,
                "version": "18.4" if system else f"{rng.randint(2, 40)}.{rng.randint(0, 30)}",
                "app_size_mb": size,
                "documents_mb": docs,
                "is_system_app": system,
                "uses_location": uses_location,
                "location_permission": permission,
                "notifications_enabled": notifications,
                "background_refresh": name not in ("Netflix", "Uber"),
                "time_limit_minutes": limit,
                "usage_today_minutes": today,
                "usage_week_minutes": week,
            },
        )
    for name, active, calls, allowed, schedules in _FOCUS_SEED:
        focus = world.insert(
            "focus_modes", {"name": name, "is_active": active, "allow_calls_from": calls}
        )
        for person_first, person_last in allowed:
            world.insert(
                "focus_allowed_contacts",
                {
                    "focus_id": focus["id"],
                    "contact_id": seed_contact_id(world, person_first, person_last),
                },
            )
        for start, end, days in schedules:
            world.insert(
                "focus_schedules",
                {"focus_id": focus["id"], "start_time": start, "end_time": end, "days": list(days)},
            )
