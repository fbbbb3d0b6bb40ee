"""The ``things`` group (id prefix ``thg_``): shopping, music, files, settings and web,
often together with other groups' apps (messages, calendar, reminders, notes, email...).

Each ``thg_*`` function draws the scenario's images with the kit and writes its YAML
(``scenarios/things/<id>.yaml``). The body of each scenario is written as YAML text next
to the code that draws its pictures, so the values the pictures show and the values the
expected changes and oracle use sit side by side. Run from the repository root::

    .venv/bin/python scripts/sandbox_content/things.py [ID ...]
    .venv/bin/python scripts/sandbox_content/things.py --ocr      # OCR cache lines of thg_ images
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parent))

from kit import IMAGES_DIR, Drawing, ImageSet, Screens, charts, documents, photos
from kit.scenario_file import write_scenario
from kit.screens import esc
from PIL import Image

GROUP = "things"
Scenario = dict[str, Any]


def scenario(imgs: ImageSet, body: str) -> Scenario:
    """The scenario from its YAML ``body`` (everything but ``images``), with the drawn
    images inserted after ``initial_entities`` (the order of docs/sandbox/scenarios.md)."""
    data = yaml.safe_load(body)
    out: Scenario = {}
    for key, value in data.items():
        if key == "rounds":
            out["images"] = imgs.entries
        out[key] = value
    assert out["id"] == imgs.scenario_id, (out["id"], imgs.scenario_id)
    return out


def scaled(drawing: Drawing, factor: float) -> Drawing:
    """The same drawing enlarged (small text reads better for OCR)."""
    w, h = drawing.image.size
    drawing.image = drawing.image.resize(
        (round(w * factor), round(h * factor)), Image.Resampling.LANCZOS
    )
    return drawing


def wifi_list(screens: Screens, rows: list[tuple[str, str, str]], *, description: str) -> Drawing:
    """A phone's Wi-Fi settings page: (ssid, lock/open, bars) rows of networks in range."""
    items = "".join(
        f"<div class='set row'><span>{esc(s)}</span><span class='muted'>{esc(sec)} &nbsp; {esc(b)}</span></div>"
        for s, sec, b in rows
    )
    css = """
    body { background: #f2f2f7; } .grp { padding: 18px 20px 6px; color: #6d6d72; font-size: 14px; }
    .card { background: #fff; margin: 0 12px; border-radius: 12px; }
    .set { padding: 13px 16px; border-bottom: 1px solid #eee; font-size: 19px; }
    """
    body = (
        "<div class='status'><span>18:42</span><span>4G 57%</span></div>"
        "<div class='bar'><h1>Wi-Fi</h1></div>"
        "<div class='card' style='margin-top:14px'><div class='set row'><span>Wi-Fi</span>"
        "<span class='muted'>On</span></div></div>"
        f"<div class='grp'>NETWORKS</div><div class='card'>{items}</div>"
    )
    return screens.render(body, kind="settings", css=css, description=description)


# =========================================================================== batch 1


def thg_cabin_wifi_card(screens: Screens) -> Scenario:
    """Holiday cabin: join the guest network from the host's card (not the owner's
    network), text the password to the right Sigrid, and a check-out reminder whose time
    the user misremembers (the host's note says 11:00)."""
    sid = "thg_cabin_wifi_card"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "wifi_card",
        photos.composite(
            "wood_deck",
            ["GJESTENETT / GUEST WIFI", "Network: Fjellro-Gjest", "Password: Multebaer47"],
            seed=f"{sid}:card",
            style="label",
            accent=(30, 90, 60),
            panel_width=0.74,
            tilt=0.04,
            description=(
                "Photo of a laminated card on a wooden table: guest Wi-Fi network "
                "Fjellro-Gjest, password Multebaer47"
            ),
        ),
        decisive=["Fjellro-Gjest", "Multebaer47"],
    )
    imgs.add(
        "wifi_scan",
        wifi_list(
            screens,
            [
                ("Fjellro", "WPA2", "▂▄▆█"),
                ("Fjellro-Gjest", "WPA2", "▂▄▆"),
                ("Telenor-5G-88A1", "WPA2", "▂▄"),
                ("Voss-Skisenter-Free", "open", "▂"),
            ],
            description="iPhone Wi-Fi page listing networks in range: Fjellro, Fjellro-Gjest, Telenor-5G-88A1, Voss-Skisenter-Free",
        ),
    )
    imgs.add(
        "chat_sigrid",
        screens.chat(
            "Sigrid",
            [
                ("them", "Mamma! We land in Bergen Friday and drive up after.", "17:58"),
                ("them", "Does the cabin have wifi? Jonas needs it for school stuff", "17:59"),
                ("me", "I'll check and tell you", "18:20"),
            ],
            subtitle="+47 913 44 208",
            clock="18:41",
            description="Chat with Sigrid (+47 913 44 208), the user's daughter, asking whether the cabin has Wi-Fi",
        ),
        decisive=["913 44 208"],
    )
    imgs.add(
        "host_note",
        documents.note(
            [
                "Velkommen, Ingrid!",
                "Check-out: Sun Aug 10, 11:00",
                "Key in the blue box",
                "by the woodshed. - Arne",
            ],
            paper="lined",
            seed=f"{sid}:note",
            description="Handwritten welcome note from the host Arne: check-out Sunday Aug 10 at 11:00, key in the blue box by the woodshed",
        ),
        decisive=["Aug 10", "11:00"],
    )
    return scenario(
        imgs,
        """
id: thg_cabin_wifi_card
title: Join the cabin's guest Wi-Fi from the host's card, text it to the daughter, check-out reminder
description: >-
  A retired teacher arrives at a rented mountain cabin near Voss. The host's card gives the
  guest network and its password; the phone also sees the owner's private network with a
  similar name. Her daughter Sigrid (not her neighbour Sigrid Nes) asks for the Wi-Fi, and
  the host's note gives the check-out time, which the user misremembers as noon.
domains: [settings, messages, contacts, reminders]
reference_time: "2025-08-06T18:45:00+02:00"
persona:
  owner: {first_name: Ingrid, last_name: Halvorsen, phone: "+4790112233", email: ingrid.halvorsen@online.no}
  description: >-
    Ingrid Halvorsen, 66, retired school teacher from Bergen, spending a week at a rented
    cabin (Fjellro) near Voss. Not confident with phone settings.
  style: polite, complete sentences, a little unsure of herself
initial_entities:
  device_settings:
    - {id: settings, wifi_enabled: true, cellular_data_enabled: true, time_zone: Europe/Berlin, use_24_hour_time: true}
  wifi_networks:
    - {id: wifi_0301, ssid: Fjellro, security: wpa2, signal_bars: 4, network_password: Arne-Privat-9931}
    - {id: wifi_0302, ssid: Fjellro-Gjest, security: wpa2, signal_bars: 3, network_password: Multebaer47}
    - {id: wifi_0303, ssid: Telenor-5G-88A1, security: wpa2, signal_bars: 2, network_password: x8Kq22PmTT}
    - {id: wifi_0304, ssid: Voss-Skisenter-Free, security: open, signal_bars: 1}
    - {id: wifi_0305, ssid: Halvorsen-hjemme, security: wpa2, network_password: Brygge1970, is_saved: true, saved_password: Brygge1970, last_joined_at: "2025-08-05T21:10:00+02:00"}
  contacts:
    - {id: ct_0301, first_name: Sigrid, last_name: Halvorsen, relationship: daughter}
    - {id: ct_0302, first_name: Sigrid, last_name: Nes, relationship: neighbour, notes: Waters the plants}
    - {id: ct_0303, first_name: Jonas, last_name: Halvorsen, relationship: grandson}
    - {id: ct_0304, first_name: Arne, last_name: Vik, notes: Cabin host (Fjellro)}
  contact_phones:
    - {id: cph_0301, contact_id: ct_0301, label: mobile, number: "+4791344208", is_primary: true}
    - {id: cph_0302, contact_id: ct_0302, label: mobile, number: "+4791344280", is_primary: true}
    - {id: cph_0303, contact_id: ct_0303, label: mobile, number: "+4740022871", is_primary: true}
    - {id: cph_0304, contact_id: ct_0304, label: mobile, number: "+4795566012", is_primary: true}
  message_threads:
    - {id: th_0301, participants: ["+4791344208"], created_at: "2025-07-01T10:00:00+02:00"}
    - {id: th_0302, participants: ["+4791344280"], created_at: "2025-07-20T10:00:00+02:00"}
  messages:
    - {id: msg_0301, thread_id: th_0301, direction: incoming, sender: "+4791344208", body: "Mamma! We land in Bergen Friday and drive up after.", sent_at: "2025-08-06T17:58:00+02:00", status: received}
    - {id: msg_0302, thread_id: th_0301, direction: incoming, sender: "+4791344208", body: "Does the cabin have wifi? Jonas needs it for school stuff", sent_at: "2025-08-06T17:59:00+02:00", status: received}
    - {id: msg_0303, thread_id: th_0301, direction: outgoing, sender: "+4790112233", body: "I'll check and tell you", sent_at: "2025-08-06T18:20:00+02:00", status: read}
    - {id: msg_0304, thread_id: th_0302, direction: incoming, sender: "+4791344280", body: "The tomatoes are doing well! Enjoy Voss", sent_at: "2025-08-05T09:12:00+02:00", status: received}
  reminder_lists:
    - {id: reml_0301, name: Reminders, is_default: true}
    - {id: reml_0302, name: Handleliste}
  reminders:
    - {id: rem_0301, list_id: reml_0301, title: Pay cabin deposit, due_date: "2025-07-15", is_completed: true, position: 0}
rounds:
  - query: >-
      Good evening. The host left this card on the table and I took a picture of the Wi-Fi
      screen too. Could you please connect my phone to the internet here? I don't want to
      use the wrong one.
    images: [wifi_card, wifi_scan]
    transition: once the phone is connected to the guest network
  - query: My daughter is asking about the Wi-Fi. Could you send her what she needs to get on it?
    images: [chat_sigrid]
    transition: once the daughter has been sent the network and password
    user_notes: If asked which Sigrid, it is the one in the screenshot, her daughter.
  - query: >-
      One more thing. Please remind me an hour before we have to leave the cabin. Arne's
      note is here, I think check-out is at 12.
    images: [host_note]
    transition: once the reminder is set
    user_notes: If the assistant says the note says 11:00, agree and thank it.
challenge:
  type: error_correction
  round: 3
  details: The user thinks check-out is at 12; the host's note says Sun Aug 10, 11:00, so the reminder is at 10:00.
  wrong_detail: check-out is at 12
  correct_detail: the note says check-out Sun Aug 10, 11:00
flow_type: cross_reference
arrival_pattern: mixed
expected_changes:
  changes:
    - op: update
      table: wifi_networks
      match: {id: wifi_0302}
      fields: {is_connected: true, is_saved: true, saved_password: Multebaer47}
    - op: create
      table: messages
      fields: {thread_id: th_0301, direction: outgoing, body: Multebaer47}
      similarity: {body: {method: contains}}
      note: to daughter Sigrid Halvorsen (not Sigrid Nes), with the guest password
    - op: create
      table: reminders
      fields: {due_date: "2025-08-10", due_time: "10:00"}
completion_criteria: >-
  The phone is joined to Fjellro-Gjest (not the owner's Fjellro) with the password
  Multebaer47; Sigrid Halvorsen (+47 913 44 208), not Sigrid Nes, got a text with the
  network and the password; a reminder on Sunday Aug 10 2025 at 10:00 (an hour before the
  11:00 check-out on the note, not 11:00).
expected_tools: [scan_wifi_networks, connect_wifi_network, search_contacts, send_message, create_reminder]
oracle_solution:
  - round: 1
    steps:
      - tool: scan_wifi_networks
        arguments: {}
      - tool: connect_wifi_network
        arguments: {network: Fjellro-Gjest, password: Multebaer47}
    reply: >-
      You're connected to Fjellro-Gjest, the guest network from the card (not Fjellro,
      which is the host's own network).
  - round: 2
    steps:
      - tool: search_contacts
        arguments: {query: Sigrid}
      - tool: send_message
        arguments:
          recipient: ct_0301
          body: "The cabin Wi-Fi is Fjellro-Gjest, password Multebaer47. See you Friday!"
    reply: I texted Sigrid the guest network Fjellro-Gjest and the password Multebaer47.
  - round: 3
    steps:
      - tool: create_reminder
        arguments: {title: Check out of the cabin at 11:00, due_date: "2025-08-10", due_time: "10:00"}
    reply: >-
      Arne's note says check-out is Sunday Aug 10 at 11:00, not 12, so I set the reminder
      for 10:00 that morning.
tags: [things, settings, wifi, photo, cross-group]
""",
    )


def thg_festival_sunday_mix(screens: Screens) -> Scenario:
    """A festival line-up poster on a wall + a mate's chat (Sunday tickets only): trim the
    old warm-up playlist to Sunday's acts, add their biggest songs, and the day in the
    calendar from the e-ticket."""
    sid = "thg_festival_sunday_mix"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "lineup_poster",
        photos.composite(
            "brick",
            [
                "RIVERSIDE SOUNDS 2025",
                "SAT 14 JUNE: Paper Moons, The Velvet Static, Kite Harbour",
                "SUN 15 JUNE: Lola Brandt, Northern Drift, Saltmarsh Choir",
                "Castlefield Bowl",
            ],
            seed=f"{sid}:poster",
            style="sign",
            accent=(150, 30, 110),
            panel_width=0.8,
            tilt=0.03,
            kind="poster_photo",
            description=(
                "Photo of a festival poster pasted on a brick wall: Riverside Sounds 2025, "
                "Saturday 14 June Paper Moons, The Velvet Static, Kite Harbour; Sunday 15 June "
                "Lola Brandt, Northern Drift, Saltmarsh Choir; Castlefield Bowl"
            ),
        ),
        decisive=["Lola Brandt", "Northern Drift", "Saltmarsh Choir"],
    )
    imgs.add(
        "chat_kieran",
        screens.chat(
            "Kieran",
            [
                ("them", "got us 2 tickets!!! only the sunday tho, sat was sold out", "21:14"),
                ("me", "sunday is the better day anyway", "21:15"),
                ("them", "sending you the e-ticket now", "21:16"),
            ],
            subtitle="mobile",
            clock="21:20",
            description="Chat with Kieran: he got two tickets for the Sunday only (Saturday sold out)",
        ),
        decisive=["only the sunday"],
    )
    imgs.add(
        "eticket",
        documents.ticket(
            "RIVERSIDE SOUNDS 2025",
            [
                ("Day", "Sunday 15 June 2025"),
                ("Gates open", "14:00"),
                ("Curfew", "22:30"),
                ("Venue", "Castlefield Bowl, Manchester"),
                ("Holder", "Kieran Doyle + 1"),
            ],
            title="Sunday Day Ticket",
            code="RS25-SUN-44817",
            accent=(150, 30, 110),
            description="E-ticket: Riverside Sounds 2025 Sunday day ticket, Sunday 15 June 2025, gates 14:00, curfew 22:30, Castlefield Bowl",
        ),
        decisive=["Sunday 15 June 2025", "14:00", "22:30"],
    )
    imgs.add(
        "playlist_screen",
        screens.list_screen(
            "Festival warm-up",
            [
                ("Glasshouse - Paper Moons", "3:41"),
                ("Low Tide Radio - Northern Drift", "4:05"),
                ("Static Bloom - The Velvet Static", "3:12"),
                ("Harbour Lights - Kite Harbour", "3:58"),
                ("Sodium Nights - Paper Moons", "4:20"),
            ],
            subtitle="Playlist · 5 songs · made by you",
            kind="playlist",
            description="Music app screenshot of the user's playlist Festival warm-up with five songs (Paper Moons x2, Northern Drift, The Velvet Static, Kite Harbour)",
        ),
    )
    return scenario(
        imgs,
        """
id: thg_festival_sunday_mix
title: Trim a festival warm-up playlist to the acts on the day the tickets are for, and book the day
description: >-
  A line-up poster on a wall lists two days; a mate's chat says their tickets are for Sunday
  only. The user's existing warm-up playlist must lose every song by a Saturday act, gain
  the two most popular songs of each Sunday act, and the festival goes in the calendar with
  the gate and curfew times from the e-ticket. A near-duplicate artist (Lola Brandt vs the
  DJ Lola Brand) and last year's festival event are distractors.
domains: [music, calendar]
reference_time: "2025-05-28T21:25:00+01:00"
persona:
  owner: {first_name: Tomasz, last_name: Wojcik, phone: "+447700900412", email: tomasz.w@fastmail.co.uk}
  description: Tomasz Wojcik, 31, bike courier in Manchester, goes to every local festival with his mate Kieran.
  style: lowercase, slangy, no punctuation to speak of
initial_entities:
  music_artists:
    - {id: ar_0401, name: Paper Moons, genre: Indie Pop, country: GB}
    - {id: ar_0402, name: Northern Drift, genre: Indie Rock, country: GB}
    - {id: ar_0403, name: The Velvet Static, genre: Shoegaze, country: IE}
    - {id: ar_0404, name: Kite Harbour, genre: Folk, country: GB}
    - {id: ar_0405, name: Lola Brandt, genre: Electronic, country: DE}
    - {id: ar_0406, name: Saltmarsh Choir, genre: Folk, country: GB}
    - {id: ar_0407, name: Lola Brand, genre: House, country: US}
  music_albums:
    - {id: al_0401, title: Glasshouse, artist_id: ar_0401, release_year: 2023, genre: Indie Pop, album_type: album}
    - {id: al_0402, title: Low Tide Radio, artist_id: ar_0402, release_year: 2022, genre: Indie Rock, album_type: album}
    - {id: al_0403, title: Static Bloom, artist_id: ar_0403, release_year: 2024, genre: Shoegaze, album_type: album}
    - {id: al_0404, title: Harbour Lights, artist_id: ar_0404, release_year: 2021, genre: Folk, album_type: album}
    - {id: al_0405, title: Neon Allotment, artist_id: ar_0405, release_year: 2024, genre: Electronic, album_type: album}
    - {id: al_0406, title: Mudflats, artist_id: ar_0406, release_year: 2023, genre: Folk, album_type: album}
    - {id: al_0407, title: Club Brand, artist_id: ar_0407, release_year: 2024, genre: House, album_type: album}
  music_tracks:
    - {id: song_0401, title: Glasshouse, album_id: al_0401, artist_id: ar_0401, track_number: 1, duration_sec: 221, genre: Indie Pop, popularity: 81, in_library: true}
    - {id: song_0402, title: Sodium Nights, album_id: al_0401, artist_id: ar_0401, track_number: 2, duration_sec: 260, genre: Indie Pop, popularity: 74, in_library: true}
    - {id: song_0403, title: Low Tide Radio, album_id: al_0402, artist_id: ar_0402, track_number: 1, duration_sec: 245, genre: Indie Rock, popularity: 88, in_library: true}
    - {id: song_0404, title: Breakwater, album_id: al_0402, artist_id: ar_0402, track_number: 2, duration_sec: 212, genre: Indie Rock, popularity: 79}
    - {id: song_0405, title: Gull Season, album_id: al_0402, artist_id: ar_0402, track_number: 3, duration_sec: 198, genre: Indie Rock, popularity: 52}
    - {id: song_0406, title: Static Bloom, album_id: al_0403, artist_id: ar_0403, track_number: 1, duration_sec: 192, genre: Shoegaze, popularity: 70, in_library: true}
    - {id: song_0407, title: Harbour Lights, album_id: al_0404, artist_id: ar_0404, track_number: 1, duration_sec: 238, genre: Folk, popularity: 66, in_library: true}
    - {id: song_0408, title: Allotment Rave, album_id: al_0405, artist_id: ar_0405, track_number: 1, duration_sec: 301, genre: Electronic, popularity: 84}
    - {id: song_0409, title: Greenhouse Effect, album_id: al_0405, artist_id: ar_0405, track_number: 2, duration_sec: 276, genre: Electronic, popularity: 77}
    - {id: song_0410, title: Compost Heap, album_id: al_0405, artist_id: ar_0405, track_number: 3, duration_sec: 254, genre: Electronic, popularity: 45}
    - {id: song_0411, title: Mudflats, album_id: al_0406, artist_id: ar_0406, track_number: 1, duration_sec: 233, genre: Folk, popularity: 63}
    - {id: song_0412, title: Curlew, album_id: al_0406, artist_id: ar_0406, track_number: 2, duration_sec: 207, genre: Folk, popularity: 58}
    - {id: song_0413, title: Estuary Hymn, album_id: al_0406, artist_id: ar_0406, track_number: 3, duration_sec: 265, genre: Folk, popularity: 41}
    - {id: song_0414, title: Brand New Day, album_id: al_0407, artist_id: ar_0407, track_number: 1, duration_sec: 215, genre: House, popularity: 90}
    - {id: song_0415, title: Warehouse 9, album_id: al_0407, artist_id: ar_0407, track_number: 2, duration_sec: 240, genre: House, popularity: 86}
  music_playlists:
    - {id: pl_0401, name: Festival warm-up, description: "pre-drinks", created_at: "2025-05-01T20:00:00+01:00"}
    - {id: pl_0402, name: Riverside 2024, created_at: "2024-06-01T20:00:00+01:00"}
  music_playlist_tracks:
    - {id: plt_0401, playlist_id: pl_0401, track_id: song_0401, position: 1}
    - {id: plt_0402, playlist_id: pl_0401, track_id: song_0403, position: 2}
    - {id: plt_0403, playlist_id: pl_0401, track_id: song_0406, position: 3}
    - {id: plt_0404, playlist_id: pl_0401, track_id: song_0407, position: 4}
    - {id: plt_0405, playlist_id: pl_0401, track_id: song_0402, position: 5}
    - {id: plt_0406, playlist_id: pl_0402, track_id: song_0407, position: 1}
  calendars:
    - {id: cal_0401, name: Personal, is_default: true}
    - {id: cal_0402, name: Shifts}
  calendar_events:
    - {id: ev_0401, calendar_id: cal_0401, title: Riverside Sounds, start_at: "2024-06-16T13:00:00+01:00", end_at: "2024-06-16T22:00:00+01:00", location: Castlefield Bowl}
    - {id: ev_0402, calendar_id: cal_0402, title: Courier shift, start_at: "2025-06-14T08:00:00+01:00", end_at: "2025-06-14T16:00:00+01:00"}
rounds:
  - query: >-
      riverside line up is out (poster pic) and kieran got us tix. sort my festival warm-up
      playlist so its only the acts we'll actually see, plus the top 2 tunes of each of them
    images: [lineup_poster, chat_kieran, playlist_screen]
    transition: once the playlist only has songs by the acts on the ticket day
    user_notes: >-
      If asked: keep songs already on the playlist by those acts; "top 2" means the
      artist's two most popular songs in the catalog.
  - query: here's the ticket. stick it in my calendar
    images: [eticket]
    transition: once the festival day is in the calendar
challenge:
  type: state_mutation
  details: >-
    Songs by the Saturday acts (Paper Moons, The Velvet Static, Kite Harbour) are removed
    from the existing playlist; Northern Drift's Low Tide Radio stays (already one of its
    top 2); Breakwater, Allotment Rave, Greenhouse Effect, Mudflats and Curlew are added.
flow_type: filter
arrival_pattern: mixed
expected_changes:
  ignore_columns: [music_playlist_tracks.position]
  changes:
    - {op: delete, table: music_playlist_tracks, match: {id: plt_0401}}
    - {op: delete, table: music_playlist_tracks, match: {id: plt_0403}}
    - {op: delete, table: music_playlist_tracks, match: {id: plt_0404}}
    - {op: delete, table: music_playlist_tracks, match: {id: plt_0405}}
    - {op: create, table: music_playlist_tracks, fields: {playlist_id: pl_0401, track_id: song_0404}}
    - {op: create, table: music_playlist_tracks, fields: {playlist_id: pl_0401, track_id: song_0408}}
    - {op: create, table: music_playlist_tracks, fields: {playlist_id: pl_0401, track_id: song_0409}}
    - {op: create, table: music_playlist_tracks, fields: {playlist_id: pl_0401, track_id: song_0411}}
    - {op: create, table: music_playlist_tracks, fields: {playlist_id: pl_0401, track_id: song_0412}}
    - op: create
      table: calendar_events
      fields: {calendar_id: cal_0401, start_at: "2025-06-15T14:00:00", end_at: "2025-06-15T22:30:00", location: Castlefield Bowl}
      similarity: {location: {method: contains}}
completion_criteria: >-
  Festival warm-up (not Riverside 2024) holds only Sunday acts: Low Tide Radio (kept),
  Breakwater (Northern Drift), Allotment Rave and Greenhouse Effect (Lola Brandt, not the
  DJ Lola Brand), Mudflats and Curlew (Saltmarsh Choir); the Paper Moons, Velvet Static and
  Kite Harbour songs are gone. A Personal-calendar event on Sunday 15 June 2025 14:00-22:30
  at Castlefield Bowl; last year's Riverside Sounds event untouched.
expected_tools: [get_music_playlist, search_music_catalog, list_artist_top_tracks, remove_track_from_music_playlist, add_tracks_to_music_playlist, create_calendar_event]
oracle_solution:
  - round: 1
    steps:
      - tool: list_music_playlists
        arguments: {}
      - tool: get_music_playlist
        arguments: {playlist_id: pl_0401}
      - tool: search_music_catalog
        arguments: {query: Lola Brandt, kind: artists}
      - tool: list_artist_top_tracks
        arguments: {artist_id: ar_0405, limit: 2}
      - tool: list_artist_top_tracks
        arguments: {artist_id: ar_0402, limit: 2}
      - tool: list_artist_top_tracks
        arguments: {artist_id: ar_0406, limit: 2}
      - tool: remove_track_from_music_playlist
        arguments: {playlist_id: pl_0401, track_id: song_0401}
      - tool: remove_track_from_music_playlist
        arguments: {playlist_id: pl_0401, track_id: song_0406}
      - tool: remove_track_from_music_playlist
        arguments: {playlist_id: pl_0401, track_id: song_0407}
      - tool: remove_track_from_music_playlist
        arguments: {playlist_id: pl_0401, track_id: song_0402}
      - tool: add_tracks_to_music_playlist
        arguments: {playlist_id: pl_0401, track_ids: [song_0404, song_0408, song_0409, song_0411, song_0412]}
    reply: >-
      Your tickets are Sunday only, so I took out the Saturday acts (Paper Moons, The Velvet
      Static, Kite Harbour) and kept Low Tide Radio. Added Breakwater (Northern Drift),
      Allotment Rave and Greenhouse Effect (Lola Brandt) and Mudflats and Curlew (Saltmarsh
      Choir). Six songs now.
  - round: 2
    steps:
      - tool: create_calendar_event
        arguments:
          title: Riverside Sounds 2025 (Sunday)
          start: "2025-06-15T14:00:00"
          end: "2025-06-15T22:30:00"
          location: Castlefield Bowl, Manchester
          calendar_id: cal_0401
    reply: Riverside Sounds is in your calendar on Sunday 15 June, 14:00 (gates) to 22:30 at Castlefield Bowl.
tags: [things, music, calendar, poster, cross-group]
""",
    )


def thg_gift_card_kettle(screens: Screens) -> Scenario:
    """Coworkers' birthday gift card: redeem the code from the photo, thank the Rosa who
    organised it (group chat says which Rosa), and put the kettle from a shelf tag in the
    cart in the right colour."""
    sid = "thg_gift_card_kettle"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "gift_card",
        photos.composite(
            "wood_deck",
            ["SHOP GIFT CARD  $75.00", "Claim code:", "KX7R-4MWQ9P-3TFA"],
            seed=f"{sid}:card",
            style="label",
            accent=(230, 140, 20),
            panel_width=0.72,
            tilt=0.03,
            kind="gift_card_photo",
            description="Photo of the back of a $75 store gift card on a wooden table, claim code KX7R-4MWQ9P-3TFA scratched free",
        ),
        decisive=["KX7R-4MWQ9P-3TFA"],
    )
    imgs.add(
        "bday_card",
        documents.note(
            [
                "Happy birthday Aiko!",
                "Coffee upgrade time :)",
                "love, 4 West",
                "(collected by Rosa D.)",
            ],
            paper="card",
            style="hand",
            size=40,
            seed=f"{sid}:bday",
            description="Handwritten birthday card: Happy birthday Aiko, coffee upgrade time, love 4 West, collected by Rosa D.",
        ),
        decisive=["Rosa D."],
    )
    imgs.add(
        "group_chat",
        screens.chat(
            "4 West crew",
            [
                (
                    "Rosa Delgado",
                    "HAPPY BIRTHDAY AIKO!! check your locker before handover",
                    "06:52",
                ),
                ("Kenji Mori", "hope you like it, the kettle you keep talking about ;)", "06:55"),
                ("Dev Patel", "🎂🎂", "07:01"),
            ],
            subtitle="Rosa Delgado, Kenji Mori, Dev Patel, you",
            clock="07:30",
            description="Group chat 4 West crew: Rosa Delgado says happy birthday and to check the locker; Kenji hints at the kettle",
        ),
        decisive=["Rosa Delgado"],
    )
    imgs.add(
        "shelf_tag",
        photos.composite(
            "wood_deck",
            ["Stagg EKG Electric Kettle", "Color: Matte White", "SALE $149.00", "reg. $165.00"],
            seed=f"{sid}:tag",
            style="price_tag",
            crop=(0.1, 0.2, 0.9, 0.9),
            panel_width=0.66,
            tilt=0.04,
            description="Shelf price tag in a kitchen store: Stagg EKG Electric Kettle, color Matte White, on sale for $149.00 (regular $165.00)",
        ),
        decisive=["Matte White", "$149.00"],
    )
    return scenario(
        imgs,
        """
id: thg_gift_card_kettle
title: Redeem a birthday gift card from its photo, thank the right Rosa, wish-list the kettle at the store's sale price
description: >-
  A nurse's coworkers gave her a store gift card. The photo of its back holds the claim
  code; the card and the group chat say which Rosa collected the money (Rosa Delgado, not
  her aunt Rosa Tanaka). Then a shelf tag from a kitchen store gives the exact kettle and
  colour to save on her Coffee gear wish list with the store's sale price for a price match
  (the Matte Black one, a stovetop kettle and the default wish list are near misses).
domains: [shopping, messages, contacts]
reference_time: "2025-03-09T19:40:00-07:00"
persona:
  owner: {first_name: Aiko, last_name: Tanaka, phone: "+12065550190", email: aiko.tanaka@example.com}
  description: Aiko Tanaka, 35, night-shift nurse on ward 4 West at a Seattle hospital; coffee nerd.
  style: friendly, emoji now and then, medium-length messages
initial_entities:
  contacts:
    - {id: ct_0501, first_name: Rosa, last_name: Delgado, company: Harborview, job_title: Charge Nurse, relationship: coworker}
    - {id: ct_0502, first_name: Rosa, last_name: Tanaka, relationship: aunt}
    - {id: ct_0503, first_name: Kenji, last_name: Mori, relationship: coworker}
    - {id: ct_0504, first_name: Dev, last_name: Patel, relationship: coworker}
  contact_phones:
    - {id: cph_0501, contact_id: ct_0501, label: mobile, number: "+12065550131", is_primary: true}
    - {id: cph_0502, contact_id: ct_0502, label: mobile, number: "+12065550113", is_primary: true}
    - {id: cph_0503, contact_id: ct_0503, label: mobile, number: "+12065550144", is_primary: true}
    - {id: cph_0504, contact_id: ct_0504, label: mobile, number: "+12065550178", is_primary: true}
  message_threads:
    - {id: th_0501, name: 4 West crew, is_group: true, participants: ["+12065550131", "+12065550144", "+12065550178"], created_at: "2024-11-02T07:00:00-07:00"}
    - {id: th_0502, participants: ["+12065550113"], created_at: "2025-01-01T10:00:00-08:00"}
  messages:
    - {id: msg_0501, thread_id: th_0501, direction: incoming, sender: "+12065550131", body: "HAPPY BIRTHDAY AIKO!! check your locker before handover", sent_at: "2025-03-09T06:52:00-07:00", status: received}
    - {id: msg_0502, thread_id: th_0501, direction: incoming, sender: "+12065550144", body: "hope you like it, the kettle you keep talking about ;)", sent_at: "2025-03-09T06:55:00-07:00", status: received}
    - {id: msg_0503, thread_id: th_0502, direction: incoming, sender: "+12065550113", body: "Happy birthday sweetheart! Call me this weekend", sent_at: "2025-03-09T09:00:00-07:00", status: received}
  shop_sellers:
    - {id: sel_0501, name: Brew Supply Co, ships_from: "Portland, OR"}
  shop_products:
    - {id: prd_0501, title: Stagg EKG Electric Pour-Over Kettle 0.9 L, brand: Fellow, category: kitchen, subcategory: kettles, price: 165.0, list_price: 165.0, stock_quantity: 30, seller_id: sel_0501, date_first_available: "2023-02-01"}
    - {id: prd_0502, title: Stagg Stovetop Pour-Over Kettle 1.0 L, brand: Fellow, category: kitchen, subcategory: kettles, price: 89.0, list_price: 99.0, stock_quantity: 40, seller_id: sel_0501, date_first_available: "2022-05-01"}
    - {id: prd_0503, title: V60 Buono Drip Kettle 1.2 L, brand: Hario, category: kitchen, subcategory: kettles, price: 42.5, list_price: 42.5, stock_quantity: 60, seller_id: sel_0501, date_first_available: "2021-01-10"}
  shop_product_variants:
    - {id: var_0501, product_id: prd_0501, sku: EKG-MB, barcode: "0810012340011", color: Matte Black, price: 165.0, stock_quantity: 12}
    - {id: var_0502, product_id: prd_0501, sku: EKG-MW, barcode: "0810012340028", color: Matte White, price: 165.0, stock_quantity: 8}
    - {id: var_0503, product_id: prd_0501, sku: EKG-PS, barcode: "0810012340035", color: Polished Steel, price: 179.0, stock_quantity: 5}
    - {id: var_0504, product_id: prd_0502, sku: STV-MW, barcode: "0810012340042", color: Matte White, price: 89.0, stock_quantity: 20}
  shop_wish_lists:
    - {id: wl_0501, name: Wish List, privacy: private, is_default: true}
    - {id: wl_0502, name: Coffee gear, privacy: shared}
  shop_gift_cards:
    - {id: gc_0501, code: KX7R-4MWQ9P-3TFA, amount: 75.0, status: unredeemed, from_name: 4 West}
    - {id: gc_0502, code: PLM2-8HDT3C-9WQE, amount: 25.0, status: redeemed, redeemed_by_me: true, redeemed_at: "2024-12-26T10:00:00-08:00", from_name: Rosa Tanaka}
rounds:
  - query: >-
      Best coworkers ever 🥹 Can you put this gift card on my account and send a thank-you
      to whoever organised it?
    images: [gift_card, bday_card, group_chat]
    transition: once the gift card is redeemed and the thank-you is sent
    user_notes: If asked which Rosa, the one from work (4 West), not aunt Rosa.
  - query: >-
      Found the kettle Kenji meant! The store has it on sale. Save that exact one to my
      coffee wish list and note the store's price, I'll ask them to price-match before I
      use the card.
    images: [shelf_tag]
    transition: once the kettle is on the coffee wish list with the store price
challenge:
  type: state_mutation
  details: The unredeemed gift card row must be found by the code on the photo and redeemed.
flow_type: lookup_chain
arrival_pattern: mixed
expected_changes:
  changes:
    - op: update
      table: shop_gift_cards
      match: {id: gc_0501}
      fields: {status: redeemed, redeemed_by_me: true}
    - op: create
      table: message_threads
      fields: {participants: ["+12065550131"]}
      similarity: {participants: {method: list}}
    - op: create
      table: messages
      fields: {direction: outgoing}
      note: the thank-you to Rosa Delgado in a one-to-one thread (not the aunt's thread)
    - op: create
      table: shop_wish_list_items
      fields: {list_id: wl_0502, product_id: prd_0501, variant_id: var_0502, comment: "149.00"}
      similarity: {comment: {method: contains}}
completion_criteria: >-
  Gift card KX7R-4MWQ9P-3TFA ($75) redeemed; a thank-you text sent to Rosa Delgado
  (+1 206-555-0131), not aunt Rosa Tanaka; the Stagg EKG electric kettle in Matte White
  (var_0502, not Matte Black nor the stovetop model) on the Coffee gear wish list (not the
  default Wish List) with the store's sale price $149.00 in the comment.
expected_tools: [redeem_gift_card, search_contacts, send_message, search_products, list_product_variants, list_wish_lists, add_to_wish_list]
oracle_solution:
  - round: 1
    steps:
      - tool: redeem_gift_card
        arguments: {code: KX7R-4MWQ9P-3TFA}
      - tool: search_contacts
        arguments: {query: Rosa}
      - tool: send_message
        arguments: {recipient: ct_0501, body: "Rosa, thank you so much for organising the gift card! You all are the best."}
    reply: >-
      $75 is on your account (new gift card balance $75.00), and I texted Rosa Delgado a
      thank-you for organising it.
  - round: 2
    steps:
      - tool: search_products
        arguments: {query: Stagg EKG kettle}
      - tool: list_product_variants
        arguments: {product_id: prd_0501}
      - tool: list_wish_lists
        arguments: {}
      - tool: add_to_wish_list
        arguments: {product_id: prd_0501, variant_id: var_0502, list_id: wl_0502, comment: "Store sale price $149.00 - ask for a price match"}
    reply: >-
      Saved the Stagg EKG Electric Pour-Over Kettle in Matte White to your Coffee gear list,
      noting the store's sale price of $149.00 (it's $165.00 here).
tags: [things, shopping, gift-card, cross-group]
""",
    )


def thg_screen_time_pact(screens: Screens) -> Scenario:
    """A family screen-time pact on the fridge + last month's Screen Time chart decide
    which apps get a daily limit; the spouse's text changes the minutes and spares one app."""
    sid = "thg_screen_time_pact"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "weekly_chart",
        charts.bar_chart(
            "Screen Time - weekly average, May (minutes)",
            ["TikTok", "YouTube", "Instagram", "Reddit", "Kindle", "Chess.com", "WhatsApp"],
            [612, 540, 388, 301, 420, 140, 265],
            horizontal=True,
            ylabel="minutes per week",
            description=(
                "Horizontal bar chart of weekly average Screen Time in May: TikTok 612, YouTube "
                "540, Instagram 388, Reddit 301, Kindle 420, Chess.com 140, WhatsApp 265 minutes"
            ),
        ),
        decisive=["612", "540", "388", "301", "265"],
    )
    imgs.add(
        "fridge_pact",
        documents.note(
            [
                "DAD'S PHONE PACT (June)",
                "Any app over 5 hours a week",
                "in May -> 45 min a day.",
                "Reading apps don't count.",
                "Signed: Marcus, Tobi, Ada",
            ],
            paper="sticky",
            style="hand-dkg",
            seed=f"{sid}:pact",
            description="Handwritten pact on a sticky note: any app over 5 hours a week in May gets 45 min a day, reading apps don't count; signed Marcus, Tobi, Ada",
        ),
        decisive=["5 hours"],
    )
    imgs.add(
        "limits_screen",
        screens.settings(
            "App Limits",
            [
                ("Current limits", [("Instagram", "1 hr/day"), ("Facebook", "20 min/day")]),
                ("Options", [("Block at end of limit", "on")]),
            ],
            description="Screen Time App Limits screen: Instagram 1 hr a day, Facebook 20 min a day, block at end of limit on",
        ),
    )
    imgs.add(
        "chat_nneka",
        screens.chat(
            "Nneka",
            [
                ("them", "Saw the pact lol. 45 is generous, make it 35", "12:03"),
                ("them", "and leave YouTube alone, your Excel course is on there", "12:04"),
                ("me", "fine 😩", "12:10"),
            ],
            subtitle="mobile",
            clock="12:15",
            description="Chat with Nneka (wife): make the limit 35 minutes, and leave YouTube alone because of the Excel course",
        ),
        decisive=["35", "leave YouTube alone"],
    )
    return scenario(
        imgs,
        """
id: thg_screen_time_pact
title: Daily app limits from a fridge pact and a Screen Time chart, changed by the spouse's text
description: >-
  The kids made their dad sign a phone pact: every app over 5 hours a week in May gets a
  45-minute daily limit, reading apps excluded. The May chart decides which apps (TikTok,
  YouTube, Instagram, and Reddit at 301 minutes, just over; Kindle is a reading app;
  WhatsApp and Chess.com are under). His wife then lowers the limit to 35 and spares
  YouTube; only the final limits count (Instagram's existing 1-hour limit is replaced,
  Facebook's stricter one is not in scope).
domains: [settings]
reference_time: "2025-06-01T12:20:00-05:00"
persona:
  owner: {first_name: Marcus, last_name: Oyelaran, phone: "+17135550123", email: m.oyelaran@example.com}
  description: Marcus Oyelaran, 44, civil engineer in Houston, married to Nneka, kids Tobi and Ada.
  style: dry humour, short sentences
initial_entities:
  device_apps:
    - {id: app_0601, name: TikTok, category: Entertainment, app_size_mb: 480, usage_today_minutes: 25, usage_week_minutes: 25}
    - {id: app_0602, name: YouTube, category: Entertainment, app_size_mb: 350, usage_today_minutes: 40, usage_week_minutes: 40}
    - {id: app_0603, name: Instagram, category: Social, app_size_mb: 410, time_limit_minutes: 60, usage_today_minutes: 12, usage_week_minutes: 12}
    - {id: app_0604, name: Reddit, category: Social, app_size_mb: 150, usage_today_minutes: 8, usage_week_minutes: 8}
    - {id: app_0605, name: Kindle, category: Books, app_size_mb: 220, usage_today_minutes: 30, usage_week_minutes: 30}
    - {id: app_0606, name: Chess.com, category: Games, app_size_mb: 190, usage_today_minutes: 10, usage_week_minutes: 10}
    - {id: app_0607, name: WhatsApp, category: Social, app_size_mb: 260, usage_today_minutes: 15, usage_week_minutes: 15}
    - {id: app_0608, name: Facebook, category: Social, app_size_mb: 390, time_limit_minutes: 20, usage_today_minutes: 0, usage_week_minutes: 0}
    - {id: app_0609, name: Reddit Widgets, category: Utilities, app_size_mb: 12, usage_today_minutes: 0, usage_week_minutes: 0}
rounds:
  - query: >-
      Signed a pact with my kids. It's on the fridge. May's screen time is attached, and
      what I have set now. Set the limits the pact says.
    images: [weekly_chart, fridge_pact, limits_screen]
    transition: once the limits are set
  - query: Management has reviewed the pact.
    images: [chat_nneka]
    transition: once the limits match what Nneka said
    user_notes: If asked, Nneka's changes replace the pact's 45 minutes and YouTube gets no limit at all.
challenge:
  type: goal_change
  round: 2
  details: >-
    Nneka changes the daily limit from 45 to 35 minutes and takes YouTube out; the final
    state is TikTok, Instagram and Reddit at 35 minutes and YouTube without a limit.
flow_type: filter
arrival_pattern: mixed
expected_changes:
  changes:
    - {op: update, table: device_apps, match: {id: app_0601}, fields: {time_limit_minutes: 35}}
    - {op: update, table: device_apps, match: {id: app_0603}, fields: {time_limit_minutes: 35}}
    - {op: update, table: device_apps, match: {id: app_0604}, fields: {time_limit_minutes: 35}}
completion_criteria: >-
  TikTok, Instagram (was 60) and Reddit (301 min/week, just over 5 hours) have a daily
  limit of 35 minutes; YouTube has none (Nneka's exception); Kindle (reading), WhatsApp,
  Chess.com, Facebook (20) and Reddit Widgets unchanged.
expected_tools: [list_device_apps, set_app_time_limit, remove_app_time_limit]
oracle_solution:
  - round: 1
    steps:
      - tool: list_device_apps
        arguments: {}
      - tool: set_app_time_limit
        arguments: {app: app_0601, minutes: 45}
      - tool: set_app_time_limit
        arguments: {app: app_0602, minutes: 45}
      - tool: set_app_time_limit
        arguments: {app: app_0603, minutes: 45}
      - tool: set_app_time_limit
        arguments: {app: app_0604, minutes: 45}
    reply: >-
      Over 5 hours a week in May: TikTok (612 min), YouTube (540), Instagram (388) and
      Reddit (301). Each now has a 45-minute daily limit (Instagram's 1 hour replaced).
      Kindle is a reading app, so it stays free.
  - round: 2
    steps:
      - tool: set_app_time_limit
        arguments: {app: app_0601, minutes: 35}
      - tool: set_app_time_limit
        arguments: {app: app_0603, minutes: 35}
      - tool: set_app_time_limit
        arguments: {app: app_0604, minutes: 35}
      - tool: remove_app_time_limit
        arguments: {app: app_0602}
    reply: Management's terms applied. TikTok, Instagram and Reddit are at 35 minutes a day, and YouTube has no limit.
tags: [things, settings, screen-time, chart]
""",
    )


# =========================================================================== main

ALL: list[Callable[[Screens], Scenario]] = [
    thg_cabin_wifi_card,
    thg_festival_sunday_mix,
    thg_gift_card_kettle,
    thg_screen_time_pact,
]


def ocr_lines() -> None:
    """Add OCR cache entries for the ``thg_`` images (only those lines; other groups'
    entries are left as they are), and print every decisive string OCR misses."""
    from mmtoolbench.sandbox.legibility import (
        MIN_PARTIAL_RATIO,
        OcrEntry,
        found,
        image_sha256,
        load_cache,
        run_ocr,
        write_cache,
    )

    cache = load_cache()
    bad = 0
    for sidecar in sorted(IMAGES_DIR.glob("thg_*/*.json")):
        truth = json.loads(sidecar.read_text(encoding="utf-8"))
        if not truth.get("decisive"):
            continue
        image = next(p for p in sidecar.parent.glob(sidecar.stem + ".*") if p.suffix != ".json")
        sha = image_sha256(image)
        if sha not in cache:
            cache[sha] = OcrEntry(sha, image.relative_to(IMAGES_DIR).as_posix(), run_ocr(image))
        for s in truth["decisive"]:
            score = found(s, cache[sha].text)
            if score < MIN_PARTIAL_RATIO:
                bad += 1
                print(f"ILLEGIBLE {image.relative_to(IMAGES_DIR)}: {s!r} ({score:.0f})")
    # drop stale thg_ entries (images redrawn since); keep everyone else's
    live = {image_sha256(p) for p in IMAGES_DIR.glob("thg_*/*") if p.suffix != ".json"}
    cache = {k: e for k, e in cache.items() if not e.path.startswith("thg_") or k in live}
    write_cache(cache)
    print(f"{bad} illegible decisive strings")


def main(argv: list[str]) -> None:
    if argv == ["--ocr"]:
        ocr_lines()
        return
    wanted = set(argv)
    with Screens() as screens:
        for make in ALL:
            if wanted and make.__name__ not in wanted:
                continue
            path = write_scenario(GROUP, make(screens))
            print("wrote", path)


if __name__ == "__main__":
    main(sys.argv[1:])
