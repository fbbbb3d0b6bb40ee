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

sys.path.insert(0, str(Path(__file__).resolve().parent))

from kit import IMAGES_DIR, Drawing, ImageSet, Screens, charts, documents, photos
from kit.group import write_scenarios
from kit.retouch import scaled
from kit.scenario_file import Scenario, scenario
from kit.screens import esc

GROUP = "things"


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
    - {id: device, wifi_enabled: true, cellular_data_enabled: true, time_zone: Europe/Berlin, use_24_hour_time: true}
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


# =========================================================================== batch 2


def files_screen(
    screens: Screens, path: str, rows: list[tuple[str, str, str]], *, description: str
) -> Drawing:
    """A desktop Files (iCloud Drive) window: breadcrumb and (name, modified, size) rows."""
    trs = "".join(
        f"<tr><td>{esc(n)}</td><td>{esc(m)}</td><td class='num'>{esc(sz)}</td></tr>"
        for n, m, sz in rows
    )
    css = """
    body { background: #fbfbfc; } .crumb { padding: 12px 18px; font-size: 17px; color: #333;
    background: #eceef2; border-bottom: 1px solid #d6d9de; } .side { color: #777; }
    """
    body = (
        "<div class='crumb'><span class='side'>iCloud Drive &rsaquo; </span>"
        f"<b>{esc(path)}</b></div><div class='pad'><table>"
        "<tr><th>Name</th><th>Date Modified</th><th class='num'>Size</th></tr>"
        f"{trs}</table></div>"
    )
    return screens.render(body, kind="file_browser", css=css, width=820, description=description)


def thg_lisbon_handover(screens: Screens) -> Scenario:
    """Parental-leave handover: the manager's email says which three files, the folder
    screenshot shows near-duplicates; a new folder is shared with the right Ines, and an
    email to the address on her signature gives the call time from the whiteboard."""
    sid = "thg_lisbon_handover"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "manager_email",
        screens.email(
            "Joao Ramos <joao.ramos@atlantico-arq.pt>",
            "Riverside Lofts - handover before your leave",
            "Mon, Jun 9, 2025, 9:12 AM",
            [
                "Hi Catarina,",
                "Before Friday, please give Ines Ferreira what she needs to run Riverside Lofts: "
                "the signed contract, the final floor plan (v3, not v2) and the Q3 budget.",
                "Put the three in a new folder called Handover Riverside Lofts inside Work and "
                "share it with her so she can edit.",
                "Thanks, and good luck with the baby! Joao",
            ],
            to="Catarina Lobo",
            description="Email from manager Joao Ramos: give Ines Ferreira the signed contract, the final floor plan v3 and the Q3 budget, in a new folder Handover Riverside Lofts inside Work, shared with edit rights",
        ),
        decisive=["Handover Riverside Lofts", "v3, not v2", "Q3 budget"],
    )
    imgs.add(
        "folder_screen",
        files_screen(
            screens,
            "Work › Riverside Lofts",
            [
                ("Budget Q2.xlsx", "Apr 2, 2025", "84 KB"),
                ("Budget Q3.xlsx", "Jun 5, 2025", "91 KB"),
                ("Contract - draft v2.docx", "Feb 20, 2025", "210 KB"),
                ("Contract - signed.pdf", "Mar 3, 2025", "1.4 MB"),
                ("Floor plan v2.pdf", "May 12, 2025", "6.2 MB"),
                ("Floor plan v3 FINAL.pdf", "Jun 6, 2025", "6.8 MB"),
                ("Site photos.zip", "May 30, 2025", "312 MB"),
            ],
            description="Files window of iCloud Drive > Work > Riverside Lofts with seven files: two budgets (Q2, Q3), contract draft v2 and signed contract, floor plans v2 and v3 FINAL, site photos zip",
        ),
        decisive=["Floor plan v3 FINAL.pdf", "Budget Q3.xlsx", "Contract - signed.pdf"],
    )
    imgs.add(
        "whiteboard",
        photos.composite(
            "brick",
            ["LEAVE HANDOVERS", "Ines F. - Riverside Lofts", "Thu 12 June 10:30, room Tejo"],
            seed=f"{sid}:board",
            style="whiteboard",
            panel_width=0.78,
            tilt=0.03,
            description="Photo of an office whiteboard: leave handovers, Ines F. - Riverside Lofts, Thursday 12 June 10:30 in room Tejo",
        ),
        decisive=["Thu 12 June 10:30", "room Tejo"],
    )
    imgs.add(
        "signature",
        screens.email(
            "Ines Ferreira <ines.ferreira@atlantico-arq.pt>",
            "Re: lunch?",
            "Fri, Jun 6, 2025, 1:02 PM",
            [
                "Sure, 13:00 at the usual place.",
                "Ines Ferreira | Project Architect",
                "Atlantico Arquitetos | ines.ferreira@atlantico-arq.pt",
            ],
            to="Catarina Lobo",
            description="An older email from Ines Ferreira agreeing to lunch; her signature shows Project Architect at Atlantico Arquitetos, ines.ferreira@atlantico-arq.pt",
        ),
        decisive=["ines.ferreira@atlantico-arq.pt"],
    )
    return scenario(
        imgs,
        """
id: thg_lisbon_handover
title: Hand a project over before parental leave - new shared folder, the right three files, an email
description: >-
  An architect going on parental leave gets her manager's email naming three files; the
  folder screenshot shows the near-duplicates (draft contract, floor plan v2, Q2 budget),
  and another project folder has a file with the same name as the signed contract. The
  folder is shared with Ines Ferreira (not her friend Ines Costa), and an email to the
  address in Ines Ferreira's signature gives the handover call from the office whiteboard.
domains: [files, email, contacts]
reference_time: "2025-06-09T17:30:00+01:00"
persona:
  owner: {first_name: Catarina, last_name: Lobo, phone: "+351912000451", email: catarina.lobo@atlantico-arq.pt}
  description: Catarina Lobo, 34, architect at Atlantico Arquitetos in Lisbon, starts parental leave on Friday.
  style: organised and brisk, writes in short numbered steps
initial_entities:
  contacts:
    - {id: ct_0701, first_name: Ines, last_name: Ferreira, company: Atlantico Arquitetos, job_title: Project Architect, relationship: coworker}
    - {id: ct_0702, first_name: Ines, last_name: Costa, relationship: friend}
    - {id: ct_0703, first_name: Joao, last_name: Ramos, company: Atlantico Arquitetos, job_title: Studio Director}
  contact_phones:
    - {id: cph_0701, contact_id: ct_0701, label: work, number: "+351213000118", is_primary: true}
    - {id: cph_0702, contact_id: ct_0702, label: mobile, number: "+351936000271", is_primary: true}
  contact_emails:
    - {id: cem_0702, contact_id: ct_0702, label: personal, address: ines.costa88@gmail.com, is_primary: true}
    - {id: cem_0703, contact_id: ct_0703, label: work, address: joao.ramos@atlantico-arq.pt, is_primary: true}
  drive_folders:
    - {id: fld_0701, name: Work}
    - {id: fld_0702, name: Riverside Lofts, parent_id: fld_0701}
    - {id: fld_0703, name: Porto Library, parent_id: fld_0701}
    - {id: fld_0704, name: Personal}
    - {id: fld_0705, name: Handover Porto, parent_id: fld_0701}
  drive_files:
    - {id: file_0701, name: Budget Q2.xlsx, folder_id: fld_0702, mime_type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, size_bytes: 86016}
    - {id: file_0702, name: Budget Q3.xlsx, folder_id: fld_0702, mime_type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, size_bytes: 93184}
    - {id: file_0703, name: Contract - draft v2.docx, folder_id: fld_0702, mime_type: application/vnd.openxmlformats-officedocument.wordprocessingml.document, size_bytes: 215040}
    - {id: file_0704, name: Contract - signed.pdf, folder_id: fld_0702, mime_type: application/pdf, size_bytes: 1468006}
    - {id: file_0705, name: Floor plan v2.pdf, folder_id: fld_0702, mime_type: application/pdf, size_bytes: 6501171}
    - {id: file_0706, name: Floor plan v3 FINAL.pdf, folder_id: fld_0702, mime_type: application/pdf, size_bytes: 7130316}
    - {id: file_0707, name: Site photos.zip, folder_id: fld_0702, mime_type: application/zip, size_bytes: 327155712}
    - {id: file_0708, name: Contract - signed.pdf, folder_id: fld_0703, mime_type: application/pdf, size_bytes: 1201144}
    - {id: file_0709, name: Budget Q3.xlsx, folder_id: fld_0703, mime_type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, size_bytes: 77824}
    - {id: file_0710, name: Baby names.txt, folder_id: fld_0704, mime_type: text/plain, size_bytes: 120, content: "Leonor, Tomas, Beatriz"}
  email_folders:
    - {id: efld_inbox, name: Inbox, role: inbox}
    - {id: efld_sent, name: Sent, role: sent}
rounds:
  - query: >-
      I start leave on Friday and need to hand Riverside Lofts over to Ines. I'll forward you
      what Joao wants, one thing at a time.
    transition: once the assistant is ready for the details
  - query: "1. Joao's email. 2. What's in the folder. Do it as he says."
    images: [manager_email, folder_screen]
    transition: once the handover folder exists with the three files and is shared with Ines
    user_notes: If asked, move (not copy) the files; the folder goes inside Work.
  - query: >-
      Last step: email her so she knows where everything is and when our handover call is
      (whiteboard photo). Her address is in her signature.
    images: [whiteboard, signature]
    transition: once the email is sent
challenge:
  type: state_mutation
  details: >-
    The signed contract, the v3 floor plan and the Q3 budget of the Riverside Lofts folder
    (not the same-named files of Porto Library) are moved into a new folder.
flow_type: aggregate
arrival_pattern: late
expected_changes:
  changes:
    - {op: create, table: drive_folders, fields: {name: Handover Riverside Lofts, parent_id: fld_0701}}
    - {op: update, table: drive_files, match: {id: file_0704}, fields: {folder_id: fld_0706}}
    - {op: update, table: drive_files, match: {id: file_0706}, fields: {folder_id: fld_0706}}
    - {op: update, table: drive_files, match: {id: file_0702}, fields: {folder_id: fld_0706}}
    - {op: create, table: drive_shares, fields: {contact_id: ct_0701, permission: edit}}
    - op: create
      table: emails
      fields: {to_addresses: [ines.ferreira@atlantico-arq.pt], body: "10:30"}
      similarity: {to_addresses: {method: list}, body: {method: contains}}
completion_criteria: >-
  A folder "Handover Riverside Lofts" inside Work holds Contract - signed.pdf, Floor plan
  v3 FINAL.pdf and Budget Q3.xlsx from Riverside Lofts (the draft, v2, Q2 and Porto
  Library's files stay where they are); it is shared with Ines Ferreira (not Ines Costa)
  with edit access; an email to ines.ferreira@atlantico-arq.pt mentions the folder and the
  handover call on Thursday 12 June at 10:30 in room Tejo.
expected_tools: [get_drive_tree, list_drive_folder, create_drive_folder, move_file, search_contacts, share_drive_item, send_email]
oracle_solution:
  - round: 1
    steps: []
    reply: Ready. Send me Joao's instructions and I'll set up the handover.
  - round: 2
    steps:
      - tool: get_drive_tree
        arguments: {}
      - tool: list_drive_folder
        arguments: {folder_id: fld_0702}
      - tool: create_drive_folder
        arguments: {name: Handover Riverside Lofts, parent_folder_id: fld_0701}
        save_as: folder
      - tool: move_file
        arguments: {file_id: file_0704, destination_folder_id: "{{folder.id}}"}
      - tool: move_file
        arguments: {file_id: file_0706, destination_folder_id: "{{folder.id}}"}
      - tool: move_file
        arguments: {file_id: file_0702, destination_folder_id: "{{folder.id}}"}
      - tool: search_contacts
        arguments: {query: Ines}
      - tool: share_drive_item
        arguments: {item_id: "{{folder.id}}", contact_id: ct_0701, permission: edit}
    reply: >-
      Created Work > Handover Riverside Lofts, moved in Contract - signed.pdf, Floor plan v3
      FINAL.pdf and Budget Q3.xlsx from Riverside Lofts, and shared the folder with Ines
      Ferreira (can edit).
  - round: 3
    steps:
      - tool: send_email
        arguments:
          to: [ines.ferreira@atlantico-arq.pt]
          subject: Riverside Lofts handover
          body: >-
            Hi Ines, everything for Riverside Lofts is in iCloud Drive under Work > Handover
            Riverside Lofts (signed contract, floor plan v3 and the Q3 budget); you can edit it.
            Our handover call is on Thursday 12 June at 10:30 in room Tejo. Catarina
    reply: Emailed Ines at ines.ferreira@atlantico-arq.pt with the folder and the call on Thursday 12 June at 10:30 in room Tejo.
tags: [things, files, email, handover, cross-group]
""",
    )


def thg_surf_clips_cleanup(screens: Screens) -> Scenario:
    """Phone and iCloud almost full: trash the raw GoPro clips a friend already exported
    (not the one she hasn't edited), offload the apps unused for 3+ months (only the
    storage screenshot shows last use), then delete last year's raw folder."""
    sid = "thg_surf_clips_cleanup"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "icloud_pie",
        charts.pie_chart(
            "iCloud: 196 of 200 GB used",
            ["Videos", "Photos", "Documents", "Backups"],
            [148, 37, 6, 5],
            value_fmt="{:g} GB",
            description="Pie chart of iCloud storage: 196 of 200 GB used; videos 148 GB, photos 37 GB, documents 6 GB, backups 5 GB",
        ),
    )
    imgs.add(
        "phone_storage",
        scaled(
            screens.settings(
                "iPhone Storage",
                [
                    ("121.4 GB of 128 GB used", []),
                    (
                        "Apps",
                        [
                            ("Genshin Impact 18.2 GB", "Used: Jan 4, 2025"),
                            ("Surfline 1.1 GB", "Used: Today"),
                            ("CapCut 3.9 GB", "Used: Yesterday"),
                            ("Zwift 2.4 GB", "Used: Nov 18, 2024"),
                            ("Duolingo 0.6 GB", "Used: May 28, 2025"),
                            ("Fortnite 9.7 GB", "Used: Feb 22, 2025"),
                        ],
                    ),
                ],
                description="iPhone Storage screen: 121.4 of 128 GB used; apps with size and last use: Genshin Impact Jan 4 2025, Surfline today, CapCut yesterday, Zwift Nov 18 2024, Duolingo May 28 2025, Fortnite Feb 22 2025",
            ),
            1.5,
        ),
        decisive=[
            "Genshin Impact",
            "Zwift",
            "Fortnite",
            "Jan 4, 2025",
            "Nov 18, 2024",
            "Feb 22, 2025",
            "May 28, 2025",
        ],
    )
    imgs.add(
        "surf_folder",
        files_screen(
            screens,
            "Surf 2025",
            [
                ("GOPR0142.MP4", "Apr 12, 2025", "4.1 GB"),
                ("GOPR0143.MP4", "Apr 12, 2025", "3.8 GB"),
                ("GOPR0150.MP4", "May 3, 2025", "5.2 GB"),
                ("Ocean Beach edit.mp4", "Apr 20, 2025", "0.9 GB"),
                ("Sunset Cliffs edit.mp4", "Apr 21, 2025", "0.7 GB"),
            ],
            description="Files window of iCloud Drive > Surf 2025: raw clips GOPR0142, GOPR0143, GOPR0150 and two edits (Ocean Beach, Sunset Cliffs)",
        ),
    )
    imgs.add(
        "chat_lucia",
        screens.chat(
            "Lucia",
            [
                ("me", "storage is full again, can I kill the raw gopro stuff?", "10:02"),
                (
                    "them",
                    "0142 and 0143 are exported (Ocean Beach + Sunset Cliffs), bye bye",
                    "10:06",
                ),
                ("them", "NOT 0150!! that's the Windansea barrel, haven't touched it yet", "10:06"),
            ],
            subtitle="mobile",
            clock="10:11",
            description="Chat with Lucia: raw clips 0142 and 0143 are exported and can go; 0150 is the Windansea barrel, not edited yet, must stay",
        ),
        decisive=["0142 and 0143", "NOT 0150", "Windansea barrel"],
    )
    return scenario(
        imgs,
        """
id: thg_surf_clips_cleanup
title: Free up phone and iCloud space - raw clips already exported, apps unused for months
description: >-
  A surfer's iCloud and phone are nearly full. Lucia's chat says which raw GoPro clips are
  exported (0142, 0143) and which is not (0150); the iPhone Storage screenshot is the only
  place that shows when each app was last used, so the apps untouched for three months or
  more (Genshin Impact, Zwift, Fortnite; Duolingo was used last week) are offloaded. Then
  last year's raw folder goes too, but not the edits folder with a similar name.
domains: [files, settings]
reference_time: "2025-06-03T10:15:00-07:00"
persona:
  owner: {first_name: Diego, last_name: Ramirez, phone: "+16195550177", email: diego.ramirez@example.com}
  description: Diego Ramirez, 27, physiotherapist and surfer in San Diego; films with a GoPro, his girlfriend Lucia edits.
  style: casual, all lowercase, quick
initial_entities:
  drive_folders:
    - {id: fld_0801, name: Surf 2025}
    - {id: fld_0802, name: Surf 2024 raw}
    - {id: fld_0803, name: Surf 2024 edits}
    - {id: fld_0804, name: Clinic}
  drive_files:
    - {id: fil_0801, name: GOPR0142.MP4, folder_id: fld_0801, mime_type: video/mp4, size_bytes: 4402341478}
    - {id: fil_0802, name: GOPR0143.MP4, folder_id: fld_0801, mime_type: video/mp4, size_bytes: 4080218931}
    - {id: fil_0803, name: GOPR0150.MP4, folder_id: fld_0801, mime_type: video/mp4, size_bytes: 5583457484}
    - {id: fil_0804, name: Ocean Beach edit.mp4, folder_id: fld_0801, mime_type: video/mp4, size_bytes: 966367641}
    - {id: fil_0805, name: Sunset Cliffs edit.mp4, folder_id: fld_0801, mime_type: video/mp4, size_bytes: 751619276}
    - {id: fil_0806, name: GOPR0142.MP4, folder_id: fld_0802, mime_type: video/mp4, size_bytes: 3900000000}
    - {id: fil_0807, name: GOPR0077.MP4, folder_id: fld_0802, mime_type: video/mp4, size_bytes: 4700000000}
    - {id: fil_0808, name: La Jolla 2024.mp4, folder_id: fld_0803, mime_type: video/mp4, size_bytes: 880000000}
    - {id: fil_0809, name: Exercise sheet.pdf, folder_id: fld_0804, mime_type: application/pdf, size_bytes: 220000}
  device_apps:
    - {id: app_0801, name: Genshin Impact, category: Games, app_size_mb: 18636, documents_mb: 900}
    - {id: app_0802, name: Surfline, category: Weather, app_size_mb: 1126}
    - {id: app_0803, name: CapCut, category: Photo & Video, app_size_mb: 3994}
    - {id: app_0804, name: Zwift, category: Health & Fitness, app_size_mb: 2458}
    - {id: app_0805, name: Duolingo, category: Education, app_size_mb: 614}
    - {id: app_0806, name: Fortnite, category: Games, app_size_mb: 9933}
    - {id: app_0807, name: Photos, category: Photo & Video, app_size_mb: 300, is_system_app: true}
rounds:
  - query: >-
      phone and icloud both full. bin the raw clips lucia's done with and offload every app i
      haven't opened in 3 months or more
    images: [icloud_pie, phone_storage, surf_folder, chat_lucia]
    transition: once the exported raw clips are deleted and the old apps offloaded
  - query: >-
      oh and the whole folder of last year's raw footage can go too. and rename 0150 to
      whatever lucia calls it so nobody bins it by accident
    transition: once last year's raw folder is deleted and 0150 renamed
    user_notes: Last year's raw footage is the "Surf 2024 raw" folder, not the edits.
challenge:
  type: state_mutation
  details: >-
    Two raw clips in Surf 2025 are trashed (not GOPR0150 and not the same-named clip in
    Surf 2024 raw), three apps are offloaded, then the Surf 2024 raw folder is deleted.
flow_type: filter
arrival_pattern: upfront
expected_changes:
  changes:
    - op: update
      table: drive_files
      match: {id: fil_0801}
      fields: {trashed_at: episode_start}
      similarity: {trashed_at: {method: datetime_after}}
    - op: update
      table: drive_files
      match: {id: fil_0802}
      fields: {trashed_at: episode_start}
      similarity: {trashed_at: {method: datetime_after}}
    - op: update
      table: drive_folders
      match: {id: fld_0802}
      fields: {trashed_at: episode_start}
      similarity: {trashed_at: {method: datetime_after}}
    - op: update
      table: drive_files
      match: {id: fil_0803}
      fields: {name: Windansea}
      similarity: {name: {method: contains}}
    - {op: update, table: device_apps, match: {id: app_0801}, fields: {is_offloaded: true}}
    - {op: update, table: device_apps, match: {id: app_0804}, fields: {is_offloaded: true}}
    - {op: update, table: device_apps, match: {id: app_0806}, fields: {is_offloaded: true}}
completion_criteria: >-
  GOPR0142.MP4 and GOPR0143.MP4 of Surf 2025 are in Recently Deleted (GOPR0150, the edits
  and Surf 2024 raw's own GOPR0142 are not deleted one by one); Genshin Impact (Jan 4),
  Zwift (Nov 18, 2024) and Fortnite (Feb 22) are offloaded, Duolingo (May 28), CapCut and
  Surfline are not; the Surf 2024 raw folder (not Surf 2024 edits) is deleted; GOPR0150 is
  renamed with "Windansea" (Lucia's name for it) in its name.
expected_tools: [list_drive_folder, search_files, delete_file, list_device_apps, offload_device_app, delete_drive_folder, rename_file]
oracle_solution:
  - round: 1
    steps:
      - tool: list_drive_folder
        arguments: {folder_id: fld_0801}
      - tool: delete_file
        arguments: {file_id: fil_0801}
      - tool: delete_file
        arguments: {file_id: fil_0802}
      - tool: list_device_apps
        arguments: {}
      - tool: offload_device_app
        arguments: {app: Genshin Impact}
      - tool: offload_device_app
        arguments: {app: Zwift}
      - tool: offload_device_app
        arguments: {app: Fortnite}
    reply: >-
      Deleted GOPR0142 and GOPR0143 from Surf 2025 (kept GOPR0150, Lucia hasn't edited it) -
      about 7.9 GB. Offloaded Genshin Impact (last used Jan 4), Fortnite (Feb 22) and Zwift
      (Nov 18); Duolingo was used May 28 so it stays.
  - round: 2
    steps:
      - tool: get_drive_tree
        arguments: {}
      - tool: delete_drive_folder
        arguments: {folder_id: fld_0802}
      - tool: rename_file
        arguments: {file_id: fil_0803, name: Windansea barrel GOPR0150.MP4}
    reply: >-
      Deleted the Surf 2024 raw folder (Surf 2024 edits is untouched; it stays in Recently
      Deleted for 30 days) and renamed GOPR0150 to "Windansea barrel GOPR0150.MP4".
tags: [things, files, settings, storage]
""",
    )


def thg_astronaut_costume(screens: Screens) -> Scenario:
    """A photo decides the costume (orange flight suit, not the white spacesuit), the
    chat gives height and quantity, the size chart turns height into a size, and the
    flyer's promo code goes on the order."""
    sid = "thg_astronaut_costume"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "astronaut_photo",
        photos.photo(
            "astronaut",
            seed=f"{sid}:photo",
            description=(
                "Portrait of an astronaut in an orange flight suit with mission patches, "
                "smiling, with a US flag behind her: an orange flight suit, not a white "
                "spacesuit with a helmet"
            ),
        ),
    )
    imgs.add(
        "chat_karim",
        screens.chat(
            "Karim",
            [
                ("them", "Measured Yasmine this morning: 134 cm!", "08:21"),
                ("them", "And Lina wants to match, same size as Yasmine", "08:22"),
                ("them", "so two of them", "08:22"),
                (
                    "them",
                    "Send them to my mom, she'll sew the name tags: Samira Benali, 1180 Avenue Laurier Ouest, Montreal QC H2V 2L3",
                    "08:25",
                ),
                ("me", "ok I'll order tonight", "08:40"),
            ],
            subtitle="mobile",
            clock="19:02",
            description="Chat with Karim: Yasmine measured 134 cm; cousin Lina wants to match in the same size, so two costumes; ship them to his mother Samira Benali, 1180 Avenue Laurier Ouest, Montreal QC H2V 2L3",
        ),
        decisive=["134 cm", "two of them", "Samira Benali", "1180 Avenue Laurier Ouest", "H2V 2L3"],
    )
    imgs.add(
        "size_chart",
        charts.table(
            "Kids' costume sizes",
            ["Size", "Age", "Height (cm)"],
            [
                ["XS", "3-4", "98-110"],
                ["S", "5-6", "111-122"],
                ["M", "7-8", "123-135"],
                ["L", "9-10", "136-148"],
                ["XL", "11-12", "149-160"],
            ],
            description="Size chart for kids' costumes: XS 98-110 cm, S 111-122, M 123-135, L 136-148, XL 149-160",
        ),
        decisive=["123-135"],
    )
    imgs.add(
        "flyer",
        documents.poster(
            "SPOOKY SEASON SALE",
            ["15% off all costumes", "Code: SCARE15KIDS", "Until Oct 31"],
            kicker="Online only",
            footer="One use per customer",
            palette=((40, 20, 60), (255, 140, 0), (250, 250, 250)),
            description="Halloween flyer: 15% off all costumes with code SCARE15KIDS until Oct 31, online only",
        ),
        decisive=["SCARE15KIDS"],
    )
    return scenario(
        imgs,
        """
id: thg_astronaut_costume
title: Halloween costumes from a photo, a height and a size chart, ordered with the flyer's code
description: >-
  A daughter wants to be the astronaut in the photo (orange flight suit, not the white
  spacesuit or the adult suit). The husband's chat gives her height and that a cousin
  wants to match (two costumes) and where to ship them (his mother, a new address); the
  size chart turns 134 cm into M (not L); the flyer's promo code is applied.
domains: [shopping]
reference_time: "2025-10-14T19:10:00-04:00"
persona:
  owner: {first_name: Fatima Zahra, last_name: El Amrani, phone: "+15145550160", email: fz.elamrani@example.ca}
  description: Fatima Zahra El Amrani, 39, pharmacist in Montreal; daughter Yasmine (8), husband Karim.
  style: efficient, polite, full sentences
initial_entities:
  shop_sellers:
    - {id: slr_0901, name: Costume Cove, ships_from: "Buffalo, NY"}
  shop_products:
    - {id: prd_0901, title: Kids Astronaut Flight Suit Costume with Patches, brand: Costume Cove, category: toys, subcategory: costumes, price: 34.99, list_price: 34.99, stock_quantity: 40, seller_id: slr_0901, date_first_available: "2024-08-01"}
    - {id: prd_0902, title: Kids White Space Suit Costume with Helmet, brand: Costume Cove, category: toys, subcategory: costumes, price: 42.99, list_price: 42.99, stock_quantity: 40, seller_id: slr_0901, date_first_available: "2024-08-01"}
    - {id: prd_0903, title: Adult Astronaut Flight Suit Costume, brand: Costume Cove, category: apparel, subcategory: costumes, price: 49.99, list_price: 49.99, stock_quantity: 40, seller_id: slr_0901, date_first_available: "2024-08-01"}
  shop_product_variants:
    - {id: pv_0901, product_id: prd_0901, sku: AFS-K-S, size: S, color: Orange, price: 34.99, stock_quantity: 10, barcode: "0719990009011"}
    - {id: pv_0902, product_id: prd_0901, sku: AFS-K-M, size: M, color: Orange, price: 34.99, stock_quantity: 10, barcode: "0719990009028"}
    - {id: pv_0903, product_id: prd_0901, sku: AFS-K-L, size: L, color: Orange, price: 36.99, stock_quantity: 10, barcode: "0719990009035"}
    - {id: pv_0904, product_id: prd_0902, sku: WSS-K-M, size: M, color: White, price: 42.99, stock_quantity: 10, barcode: "0719990009042"}
  shop_addresses:
    - {id: sadr_0901, label: Home, full_name: Fatima Zahra El Amrani, street1: 4520 Rue Saint-Denis, city: Montreal, state: QC, postal_code: H2J 2L3, country: CA, is_default: true}
  shop_payment_cards:
    - {id: scard_0901, brand: visa, last4: "4417", cardholder_name: Fatima Zahra El Amrani, exp_month: 9, exp_year: 2028, is_default: true}
  shop_coupons:
    - {id: cpn_0901, code: SCARE15KIDS, description: 15% off costumes, discount_type: percent, discount_value: 15, min_subtotal: 0, valid_from: "2025-10-01", valid_until: "2025-10-31", uses_per_customer: 1}
    - {id: cpn_0902, code: BOO10, description: 10% off Halloween decor, discount_type: percent, discount_value: 10, min_subtotal: 0, valid_from: "2025-10-01", valid_until: "2025-10-31", uses_per_customer: 1}
rounds:
  - query: Yasmine wants to be this for Halloween. Can you find this exact costume for a child?
    images: [astronaut_photo]
    transition: once the assistant has found the kids' orange flight suit
  - query: Karim measured her. Which size, and how many do we need?
    images: [chat_karim, size_chart]
    transition: once the assistant has named the size and quantity
  - query: Great, order them now with this code and my usual card. Ship them where Karim said.
    images: [flyer]
    transition: once the order is placed
challenge:
  type: none
flow_type: compute
arrival_pattern: progressive
expected_changes:
  allowed_tables: [shop_products, shop_product_variants, shop_payments]
  changes:
    - op: create
      table: shop_addresses
      fields: {full_name: Samira Benali, street1: 1180 Avenue Laurier Ouest, city: Montreal, state: QC, postal_code: H2V 2L3}
      similarity: {street1: {method: rouge_l}}
    - op: create
      table: shop_orders
      fields: {promo_code: SCARE15KIDS, address_id: sadr_0902}
    - op: create
      table: shop_order_items
      fields: {product_id: prd_0901, variant_id: pv_0902, quantity: 2}
completion_criteria: >-
  Samira Benali's address (1180 Avenue Laurier Ouest, Montreal QC H2V 2L3) saved, and one
  order shipped there (not to Home) with code SCARE15KIDS for two Kids Astronaut Flight Suit
  costumes in size M (134 cm is in 123-135; not L, not the white space suit, not the adult
  suit).
expected_tools: [search_products, list_product_variants, add_shipping_address, buy_now]
oracle_solution:
  - round: 1
    steps:
      - tool: search_products
        arguments: {query: astronaut costume}
    reply: >-
      That's an orange flight suit: the Kids Astronaut Flight Suit Costume with Patches
      ($34.99) matches (not the white space suit with helmet, and not the adult suit).
  - round: 2
    steps:
      - tool: list_product_variants
        arguments: {product_id: prd_0901}
    reply: At 134 cm Yasmine is a size M (123-135 cm), and with Lina matching you need two in M.
  - round: 3
    steps:
      - tool: add_shipping_address
        arguments: {full_name: Samira Benali, street1: 1180 Avenue Laurier Ouest, city: Montreal, state: QC, postal_code: H2V 2L3, country: CA}
        save_as: addr
      - tool: buy_now
        arguments: {product_id: prd_0901, variant_id: pv_0902, quantity: 2, promo_code: SCARE15KIDS, address_id: "{{addr.address_id}}"}
    reply: >-
      Saved Samira Benali's address and ordered two Kids Astronaut Flight Suits in size M
      to her (1180 Avenue Laurier Ouest, Montreal) with SCARE15KIDS applied (15% off).
tags: [things, shopping, photo-decisive, size-chart]
""",
    )


def thg_grandson_wallpapers(screens: Screens) -> Scenario:
    """Four trip photos and the grandson's chat: the storm road for the lock screen and
    the orange flower for the home screen (the user swaps them; the chat is right), then a
    thank-you to the right Lukas."""
    sid = "thg_grandson_wallpapers"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "photo_raindrops",
        photos.photo(
            "raindrops",
            seed=f"{sid}:rain",
            description="Close-up of raindrops on bright green leaves",
        ),
    )
    imgs.add(
        "photo_flower",
        photos.photo(
            "orange_flower",
            seed=f"{sid}:flower",
            description="Close-up of a single orange flower with soft petals",
        ),
    )
    imgs.add(
        "photo_storm",
        photos.photo(
            "storm",
            seed=f"{sid}:storm",
            description="An empty road running into the distance under dark storm clouds",
        ),
    )
    imgs.add(
        "photo_splash",
        photos.photo(
            "water_drop",
            seed=f"{sid}:drop",
            description="A drop of water splashing into blue water",
        ),
    )
    imgs.add(
        "chat_lukas",
        screens.chat(
            "Lukas",
            [
                ("them", "Oma, here are my favourite pictures from the trip!", "16:40"),
                (
                    "them",
                    "The road with the storm clouds for your lock screen, that was in Nevada",
                    "16:41",
                ),
                ("them", "And the orange flower for the home screen, like your garden", "16:41"),
                ("them", "I'm back home on Sunday 3 August!", "16:43"),
                ("me", "Wunderbar, thank you", "16:55"),
            ],
            subtitle="+49 170 5528871",
            clock="17:02",
            description="Chat with grandson Lukas: the storm-cloud road photo for the lock screen, the orange flower for the home screen; he is back home on Sunday 3 August",
        ),
        decisive=[
            "storm clouds for your lock screen",
            "orange flower for the home screen",
            "Sunday 3 August",
        ],
    )
    return scenario(
        imgs,
        """
id: thg_grandson_wallpapers
title: Set lock and home screen wallpapers from a grandson's trip photos, as his chat says
description: >-
  A grandmother forwards four photos and her grandson's chat. Only the pictures show which
  photo is the storm road (lock screen) and which the orange flower (home screen); the
  user gets them the wrong way round in her message. Then a thank-you text to grandson
  Lukas Schmidt, not to Lukas Becker from the choir.
domains: [settings, messages, contacts, reminders]
reference_time: "2025-07-20T17:05:00+02:00"
persona:
  owner: {first_name: Hannelore, last_name: Schmidt, phone: "+4976155501", email: hanne.schmidt@web.de}
  description: Hannelore Schmidt, 74, retired librarian in Freiburg, sings in a choir, proud of her garden.
  style: warm, slightly formal, long sentences, calls the phone "das Handy"
initial_entities:
  device_settings:
    - {id: device, time_zone: Europe/Berlin, use_24_hour_time: true, text_size: large}
  contacts:
    - {id: ct_1001, first_name: Lukas, last_name: Schmidt, relationship: grandson}
    - {id: ct_1002, first_name: Lukas, last_name: Becker, company: Kirchenchor St. Martin, notes: "choir, tenor"}
    - {id: ct_1003, first_name: Petra, last_name: Schmidt, relationship: daughter}
  contact_phones:
    - {id: cph_1001, contact_id: ct_1001, label: mobile, number: "+491705528871", is_primary: true}
    - {id: cph_1002, contact_id: ct_1002, label: mobile, number: "+491705528817", is_primary: true}
    - {id: cph_1003, contact_id: ct_1003, label: mobile, number: "+491629930022", is_primary: true}
  message_threads:
    - {id: th_1001, participants: ["+491705528871"], created_at: "2025-03-01T10:00:00+01:00"}
    - {id: th_1002, participants: ["+491705528817"], created_at: "2025-05-01T10:00:00+02:00"}
  messages:
    - {id: msg_1001, thread_id: th_1001, direction: incoming, sender: "+491705528871", body: "Oma, here are my favourite pictures from the trip!", sent_at: "2025-07-20T16:40:00+02:00", status: received}
    - {id: msg_1002, thread_id: th_1001, direction: incoming, sender: "+491705528871", body: "The road with the storm clouds for your lock screen, that was in Nevada", sent_at: "2025-07-20T16:41:00+02:00", status: received}
    - {id: msg_1003, thread_id: th_1001, direction: incoming, sender: "+491705528871", body: "And the orange flower for the home screen, like your garden", sent_at: "2025-07-20T16:41:00+02:00", status: received}
    - {id: msg_1006, thread_id: th_1001, direction: incoming, sender: "+491705528871", body: "I'm back home soon!", sent_at: "2025-07-20T16:43:00+02:00", status: received}
    - {id: msg_1004, thread_id: th_1001, direction: outgoing, sender: "+4976155501", body: "Wunderbar, thank you", sent_at: "2025-07-20T16:55:00+02:00", status: read}
    - {id: msg_1005, thread_id: th_1002, direction: incoming, sender: "+491705528817", body: "Rehearsal moved to Thursday 19:00", sent_at: "2025-07-18T11:00:00+02:00", status: received}
  reminder_lists:
    - {id: reml_1001, name: Erinnerungen, is_default: true}
  reminders:
    - {id: rem_1001, list_id: reml_1001, title: Call Lukas, due_date: "2025-06-29", due_time: "19:00", is_completed: true, position: 0}
rounds:
  - query: >-
      Good afternoon. My grandson Lukas is travelling in America and wants me to use his
      photographs on my phone. I shall send them to you in a moment.
    transition: once the assistant asks for the photos
  - query: >-
      Here they are, with his message. If I understood him correctly, the flower goes on
      the screen when the phone is locked and the road on the main screen. Would you set
      that up for me, please?
    images: [photo_raindrops, photo_flower, photo_storm, photo_splash, chat_lukas]
    transition: once both wallpapers are set
    user_notes: If the assistant says Lukas wrote it the other way round, agree that his message is right.
  - query: >-
      Please send Lukas a little thank-you from his Oma and tell him it looks lovely. And
      remind me to telephone him in the evening of the day he comes home, at seven o'clock.
    transition: once the thank-you is sent and the reminder set
challenge:
  type: error_correction
  round: 2
  details: The user swaps the two screens; Lukas's chat says storm road on the lock screen, orange flower on the home screen.
  wrong_detail: the flower on the lock screen and the road on the home screen
  correct_detail: storm-cloud road (img_2) on the lock screen, orange flower (img_1) on the home screen
flow_type: cross_reference
arrival_pattern: late
expected_changes:
  changes:
    - op: update
      table: device_settings
      match: {id: device}
      fields: {wallpaper_lock_image_id: img_2, wallpaper_home_image_id: img_1}
    - {op: create, table: messages, fields: {thread_id: th_1001, direction: outgoing}}
    - {op: create, table: reminders, fields: {due_date: "2025-08-03", due_time: "19:00"}}
completion_criteria: >-
  Lock screen wallpaper is the storm-cloud road photo (img_2), home screen the orange
  flower (img_1), as Lukas wrote (not the user's swapped version); a thank-you text in the
  thread with grandson Lukas Schmidt (not Lukas Becker); a reminder to call him on Sunday
  3 August 2025 at 19:00 (the day he is back, from his chat).
expected_tools: [set_wallpaper, search_contacts, send_message, create_reminder]
oracle_solution:
  - round: 1
    steps: []
    reply: Of course, please send the photographs and I will set them up.
  - round: 2
    steps:
      - tool: set_wallpaper
        arguments: {image_id: "{{image:photo_storm}}", location: lock_screen}
      - tool: set_wallpaper
        arguments: {image_id: "{{image:photo_flower}}", location: home_screen}
    reply: >-
      Lukas actually wrote it the other way round: the road with the storm clouds for the
      lock screen and the orange flower for the home screen. I have set it up as he
      suggested.
  - round: 3
    steps:
      - tool: search_contacts
        arguments: {query: Lukas}
      - tool: send_message
        arguments: {recipient: ct_1001, body: "Thank you, my dear! Your photos are on my phone now and they look lovely. Love, Oma"}
      - tool: create_reminder
        arguments: {title: Telephone Lukas - he is back home, due_date: "2025-08-03", due_time: "19:00"}
    reply: I sent Lukas a thank-you from his Oma, and you will be reminded to telephone him on Sunday 3 August at 19:00.
tags: [things, settings, wallpaper, photo-decisive, cross-group]
""",
    )


def thg_bike_shop_pickup(screens: Screens) -> Scenario:
    """A shop sign identifies the bike shop to save in Maps (not its rental kiosk), the
    repair ticket sets the pickup reminder, and the shop's text moves it a day earlier."""
    sid = "thg_bike_shop_pickup"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "shop_sign",
        photos.composite(
            "storm",
            ["SPOKE & CHAIN CYCLES", "2418 Lyndale Ave S", "Tue-Sat 10-6"],
            seed=f"{sid}:sign",
            style="sign",
            accent=(20, 60, 140),
            panel_width=0.7,
            position=(0.5, 0.42),
            description="Photo of a shop sign: Spoke & Chain Cycles, 2418 Lyndale Ave S, open Tuesday to Saturday 10-6",
        ),
        decisive=["2418 Lyndale Ave S"],
    )
    imgs.add(
        "repair_ticket",
        scaled(
            documents.receipt(
                "SPOKE & CHAIN CYCLES",
                [
                    ("Tune-up (full)", "85.00"),
                    ("Chain KMC X9", "32.00"),
                    ("Deposit paid", "-40.00"),
                ],
                total="77.00",
                date="06/12/2025  REPAIR #5512",
                address="2418 Lyndale Ave S, Minneapolis",
                payment="BALANCE DUE AT PICKUP",
                footer="Est. ready: Thu 6/19",
                extra_lines=["Bike: Trek FX 3, grey"],
            ),
            1.4,
        ),
        decisive=["77.00", "Thu 6/19"],
    )
    imgs.add(
        "shop_text",
        screens.chat(
            "(612) 555-0148",
            [
                ("them", "Hi Sven, Spoke & Chain here. Your Trek is done early!", "11:32"),
                ("them", "You can pick it up from Wed 6/18, we're open till 6.", "11:32"),
            ],
            subtitle="Text Message",
            clock="11:40",
            description="Text from Spoke & Chain Cycles: the Trek is done early and can be picked up from Wednesday 6/18, open until 6",
        ),
        decisive=["Wed 6/18"],
    )
    return scenario(
        imgs,
        """
id: thg_bike_shop_pickup
title: Save a bike shop from its sign, pickup reminder from the repair ticket, moved by the shop's text
description: >-
  A teacher leaves his bike for repair. The sign's address tells the shop apart from the
  same chain's rental kiosk and a similar-named shop; it is saved in Maps. The repair
  ticket gives the ready day and the balance due for a pickup reminder after school; the
  shop's text then says it is ready a day early, so the reminder moves to Wednesday.
domains: [web, reminders]
reference_time: "2025-06-12T16:05:00-05:00"
persona:
  owner: {first_name: Sven, last_name: Lindqvist, phone: "+16125550101", email: sven.lindqvist@example.com}
  description: Sven Lindqvist, 52, high-school physics teacher in Minneapolis, commutes by bike.
  style: matter-of-fact, dry, medium-length messages
initial_entities:
  places:
    - {id: plc_1101, name: Spoke & Chain Cycles, category: hardware_store, subcategory: bike shop, address: 2418 Lyndale Ave S, neighborhood: Whittier, city: Minneapolis, latitude: 44.9594, longitude: -93.2880, phone: "+16125550148", rating: 4.7, review_count: 312, price_level: 2}
    - {id: plc_1102, name: Spoke & Chain Cycles - Lake Rental Kiosk, category: hardware_store, subcategory: bike shop, address: 3000 W Lake St, neighborhood: Uptown, city: Minneapolis, latitude: 44.9483, longitude: -93.3190, rating: 4.1, review_count: 58, price_level: 2}
    - {id: plc_1103, name: Chain Reaction Bikes, category: hardware_store, subcategory: bike shop, address: 1208 E Franklin Ave, city: Minneapolis, latitude: 44.9627, longitude: -93.2585, rating: 4.4, review_count: 120, price_level: 2}
    - {id: plc_1104, name: Southwest High School, category: office, subcategory: school, address: 3414 W 47th St, city: Minneapolis, latitude: 44.9197, longitude: -93.3259}
  saved_places:
    - {id: svp_1101, label: Home, address: "4127 Upton Ave S, Minneapolis", latitude: 44.9280, longitude: -93.3150}
    - {id: svp_1102, label: Work, place_id: plc_1104, address: 3414 W 47th St, latitude: 44.9197, longitude: -93.3259}
  reminder_lists:
    - {id: reml_1101, name: Reminders, is_default: true}
    - {id: reml_1102, name: School}
rounds:
  - query: Dropped my bike off here. Save the shop in Maps as "Bike shop" so I can find it again.
    images: [shop_sign]
    transition: once the shop is saved
  - query: Here's the ticket. Remind me to pick it up the day it's ready, 4:30 after school, and put what I still owe in the reminder.
    images: [repair_ticket]
    transition: once the pickup reminder exists
  - query: They just texted.
    images: [shop_text]
    transition: once the reminder is on the new day
    user_notes: If asked, same time (4:30 pm), just the new day.
challenge:
  type: goal_change
  round: 3
  details: The shop's text makes the bike ready on Wed 6/18 instead of Thu 6/19; only the final pickup day counts.
flow_type: lookup_chain
arrival_pattern: progressive
expected_changes:
  changes:
    - op: create
      table: saved_places
      fields: {place_id: plc_1101, label: Bike shop}
      similarity: {label: {method: contains}}
    - op: create
      table: reminders
      fields: {due_date: "2025-06-18", due_time: "16:30", notes: "77.00"}
      similarity: {notes: {method: contains}}
completion_criteria: >-
  Spoke & Chain Cycles at 2418 Lyndale Ave S (plc_1101, not the Lake St rental kiosk or
  Chain Reaction Bikes) saved as "Bike shop"; one pickup reminder on Wednesday June 18 2025
  at 16:30 whose notes give the $77.00 balance due.
expected_tools: [search_places, save_place, create_reminder, set_reminder_due_date]
oracle_solution:
  - round: 1
    steps:
      - tool: search_places
        arguments: {query: Spoke & Chain Cycles}
      - tool: save_place
        arguments: {place_id: plc_1101, label: Bike shop}
    reply: Saved Spoke & Chain Cycles (2418 Lyndale Ave S) in Maps as "Bike shop".
  - round: 2
    steps:
      - tool: create_reminder
        arguments: {title: Pick up bike at Spoke & Chain, due_date: "2025-06-19", due_time: "16:30", notes: "Balance due $77.00 (repair #5512)"}
        save_as: rem
    reply: Reminder set for Thursday June 19 at 4:30 pm to pick up the bike; it notes the $77.00 balance due.
  - round: 3
    steps:
      - tool: set_reminder_due_date
        arguments: {reminder_id: "{{rem.id}}", due_date: "2025-06-18", due_time: "16:30"}
    reply: Moved the pickup reminder to Wednesday June 18 at 4:30 pm; they're open till 6.
tags: [things, web, maps, reminders, cross-group]
""",
    )


# =========================================================================== batch 3


def letter(
    screens: Screens,
    sender: list[str],
    to: list[str],
    date: str,
    subject: str,
    paragraphs: list[str],
    *,
    description: str,
) -> Drawing:
    """A printed letter (bank, utility...): letterhead, address block, subject, body."""
    head = "".join(f"<div>{esc(x)}</div>" for x in sender)
    addr = "".join(f"<div>{esc(x)}</div>" for x in to)
    paras = "".join(f"<p>{esc(p)}</p>" for p in paragraphs)
    css = """
    body { background: #fff; font-family: 'DejaVu Serif', serif; font-size: 19px; }
    .page { padding: 36px 48px; } .lh { color: #0d3b66; font-weight: bold; font-size: 22px;
    border-bottom: 3px solid #0d3b66; padding-bottom: 8px; margin-bottom: 22px; }
    .lh div + div { font-size: 15px; font-weight: normal; color: #444; }
    .to { margin: 10px 0 18px; } .subj { font-weight: bold; margin: 18px 0 8px; }
    p { line-height: 1.5; }
    """
    body = (
        f"<div class='page'><div class='lh'>{head}</div><div class='to'>{addr}</div>"
        f"<div>{esc(date)}</div><div class='subj'>{esc(subject)}</div>{paras}</div>"
    )
    return screens.render(
        body,
        kind="letter",
        css=css,
        width=800,
        description=description,
        category="docs_charts_tables",
    )


def thg_lantern_fields_tour(screens: Screens) -> Scenario:
    """A tour poster, the rota and the partner's chat leave one date that works; the
    ticket site gives its times; then a warm-up playlist of the band's top songs."""
    sid = "thg_lantern_fields_tour"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "tour_poster",
        photos.composite(
            "brick",
            [
                "THE LANTERN FIELDS - UK TOUR",
                "Thu 9 Oct  CARDIFF",
                "Fri 17 Oct  BRISTOL",
                "Sat 25 Oct  SWANSEA",
                "Sun 2 Nov  LONDON",
            ],
            seed=f"{sid}:poster",
            style="sign",
            accent=(200, 120, 20),
            panel_width=0.74,
            tilt=0.03,
            kind="poster_photo",
            description="Photo of a tour poster on a brick wall: The Lantern Fields UK tour, Thu 9 Oct Cardiff, Fri 17 Oct Bristol, Sat 25 Oct Swansea, Sun 2 Nov London",
        ),
        decisive=["Sat 25 Oct  SWANSEA"],
    )
    imgs.add(
        "rota",
        charts.table(
            "Emergency Dept rota - October - Dr R. Price",
            ["Date", "Shift"],
            [
                ["Thu 9 Oct", "Night 20:00-08:00"],
                ["Fri 17 Oct", "Off"],
                ["Sat 25 Oct", "Off"],
                ["Sun 2 Nov", "Early 07:00-15:00"],
            ],
            description="Rota table for Dr R. Price: Thu 9 Oct night shift 20:00-08:00, Fri 17 Oct off, Sat 25 Oct off, Sun 2 Nov early 07:00-15:00",
        ),
        decisive=["Night 20:00-08:00"],
    )
    imgs.add(
        "chat_owain",
        screens.chat(
            "Owain",
            [
                ("them", "Lantern Fields tour!! I'm in, wherever", "18:02"),
                ("them", "except the 17th, that's Gareth's stag in Tenby", "18:03"),
                ("them", "and I'm not driving to London on a Sunday 😂", "18:03"),
            ],
            subtitle="mobile",
            clock="18:10",
            description="Chat with Owain: he is in for the tour except the 17th (Gareth's stag in Tenby) and not London on a Sunday",
        ),
        decisive=["except the 17th"],
    )
    imgs.add(
        "ticket_site",
        screens.render(
            "<div class='bar'><h1>The Lantern Fields</h1><div class='sub'>UK Tour 2025 - tickets</div></div>"
            "<div class='pad'><table><tr><th>Date</th><th>Venue</th><th>Doors</th><th>Curfew</th></tr>"
            "<tr><td>Thu 9 Oct</td><td>Tramshed, Cardiff</td><td>19:30</td><td>23:00</td></tr>"
            "<tr><td>Fri 17 Oct</td><td>SWX, Bristol</td><td>19:00</td><td>23:00</td></tr>"
            "<tr><td>Sat 25 Oct</td><td>Swansea Arena</td><td>18:30</td><td>22:45</td></tr>"
            "<tr><td>Sun 2 Nov</td><td>O2 Forum, London</td><td>18:00</td><td>22:00</td></tr>"
            "</table></div>",
            kind="web_page",
            width=760,
            description="Ticket website listing The Lantern Fields dates with venue, doors and curfew: Cardiff Tramshed 19:30-23:00, Bristol SWX 19:00-23:00, Swansea Arena 18:30-22:45, London O2 Forum 18:00-22:00",
        ),
        decisive=["Swansea Arena", "18:30", "22:45"],
    )
    return scenario(
        imgs,
        """
id: thg_lantern_fields_tour
title: Pick the one tour date that fits the rota and a friend, book it, then a warm-up playlist
description: >-
  An emergency doctor wants to see a band with her partner. The poster gives four dates;
  her rota rules out the Cardiff night shift, Owain's chat rules out Bristol (a stag do)
  and London on a Sunday; only Swansea on Sat 25 Oct works. The ticket site gives doors
  and curfew for the calendar event. Then a new playlist with the band's three most
  popular songs (not those of the similarly named Lantern Field).
domains: [calendar, music]
reference_time: "2025-09-02T18:20:00+01:00"
persona:
  owner: {first_name: Rhiannon, last_name: Price, phone: "+447700900233", email: rhiannon.price@nhs.example.uk}
  description: Rhiannon Price, 36, emergency-department doctor in Cardiff; partner Owain.
  style: tired, abbreviates a lot, British spelling
initial_entities:
  calendars:
    - {id: cal_1201, name: Home, is_default: true}
    - {id: cal_1202, name: Rota}
  calendar_events:
    - {id: evt_1201, calendar_id: cal_1202, title: Night shift, start_at: "2025-10-09T20:00:00+01:00", end_at: "2025-10-10T08:00:00+01:00"}
    - {id: evt_1202, calendar_id: cal_1201, title: The Lantern Fields, start_at: "2023-03-18T19:00:00+00:00", end_at: "2023-03-18T23:00:00+00:00", location: "Tramshed, Cardiff"}
  music_artists:
    - {id: artist_1201, name: The Lantern Fields, genre: Indie Folk, country: GB}
    - {id: artist_1202, name: Lantern Field, genre: Country, country: US}
  music_albums:
    - {id: album_1201, title: Slate and Heather, artist_id: artist_1201, release_year: 2025, genre: Indie Folk, album_type: album}
    - {id: album_1202, title: Coalhouse Hymns, artist_id: artist_1201, release_year: 2021, genre: Indie Folk, album_type: album}
    - {id: album_1203, title: Dust Road, artist_id: artist_1202, release_year: 2024, genre: Country, album_type: album}
  music_tracks:
    - {id: song_1201, title: Slate and Heather, album_id: album_1201, artist_id: artist_1201, track_number: 1, duration_sec: 241, genre: Indie Folk, popularity: 83}
    - {id: song_1202, title: Gower Light, album_id: album_1201, artist_id: artist_1201, track_number: 2, duration_sec: 219, genre: Indie Folk, popularity: 71}
    - {id: song_1203, title: Pit Pony, album_id: album_1202, artist_id: artist_1201, track_number: 1, duration_sec: 254, genre: Indie Folk, popularity: 88, in_library: true}
    - {id: song_1204, title: Rhondda Rain, album_id: album_1202, artist_id: artist_1201, track_number: 2, duration_sec: 233, genre: Indie Folk, popularity: 64}
    - {id: song_1205, title: Dust Road, album_id: album_1203, artist_id: artist_1202, track_number: 1, duration_sec: 201, genre: Country, popularity: 92}
    - {id: song_1206, title: Tailgate, album_id: album_1203, artist_id: artist_1202, track_number: 2, duration_sec: 188, genre: Country, popularity: 85}
  music_playlists:
    - {id: pl_1201, name: Night shift drive, created_at: "2025-01-10T08:00:00+00:00"}
rounds:
  - query: >-
      lantern fields r touring!! which date can me n owain actually do? rota n his msg
      attached. put the one that works in my home cal w/ doors to curfew
    images: [tour_poster, rota, chat_owain, ticket_site]
    transition: once the one workable gig is in the Home calendar
  - query: also make me a playlist called Lantern Fields warm up w their 3 most popular songs pls
    transition: once the playlist exists
challenge:
  type: none
flow_type: compare
arrival_pattern: upfront
expected_changes:
  changes:
    - op: create
      table: calendar_events
      fields: {calendar_id: cal_1201, start_at: "2025-10-25T18:30:00", end_at: "2025-10-25T22:45:00", location: Swansea Arena}
      similarity: {location: {method: contains}}
    - op: create
      table: music_playlists
      fields: {name: Lantern Fields warm up}
      similarity: {name: {method: rouge_l}}
    - {op: create, table: music_playlist_tracks, fields: {track_id: song_1203}}
    - {op: create, table: music_playlist_tracks, fields: {track_id: song_1201}}
    - {op: create, table: music_playlist_tracks, fields: {track_id: song_1202}}
completion_criteria: >-
  One Home-calendar event on Sat 25 Oct 2025 from 18:30 to 22:45 at Swansea Arena (Cardiff
  is a night shift, Bristol is Owain's stag, London on a Sunday is out); a new playlist
  "Lantern Fields warm up" with Pit Pony, Slate and Heather and Gower Light (The Lantern
  Fields' top three; not Lantern Field's country songs).
expected_tools: [create_calendar_event, search_music_catalog, list_artist_top_tracks, create_music_playlist]
oracle_solution:
  - round: 1
    steps:
      - tool: create_calendar_event
        arguments:
          title: The Lantern Fields - Swansea
          start: "2025-10-25T18:30:00"
          end: "2025-10-25T22:45:00"
          location: Swansea Arena
          calendar_id: cal_1201
    reply: >-
      Only Sat 25 Oct in Swansea works: Cardiff is on your night shift, the 17th is Gareth's
      stag and London is a Sunday. It's in your Home calendar, 18:30 doors to 22:45 curfew
      at Swansea Arena.
  - round: 2
    steps:
      - tool: search_music_catalog
        arguments: {query: Lantern Fields, kind: artists}
      - tool: list_artist_top_tracks
        arguments: {artist_id: artist_1201, limit: 3}
      - tool: create_music_playlist
        arguments: {name: Lantern Fields warm up, track_ids: [song_1203, song_1201, song_1202]}
    reply: Made "Lantern Fields warm up" with Pit Pony, Slate and Heather and Gower Light.
tags: [things, music, calendar, poster, cross-group]
""",
    )


def thg_replacement_card(screens: Screens) -> Scenario:
    """A bank's replacement card: the letter and the card photo give the new expiry (the
    user misremembers it); then the daughter's text says which other card to delete."""
    sid = "thg_replacement_card"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "bank_letter",
        letter(
            screens,
            ["Garden State Community Bank", "PO Box 4410, Newark NJ 07101"],
            ["Gustavo Pereira", "88 Ferry St, Apt 3", "Newark, NJ 07105"],
            "October 28, 2025",
            "Your replacement Visa Debit card",
            [
                "Dear Mr. Pereira,",
                "Your Visa Debit card ending in 7731 expires this month. Enclosed is your "
                "replacement card. The card number stays the same; the new expiration date "
                "is 11/2029 and there is a new security code on the back.",
                "Please update the card with any stores or services that charge it.",
            ],
            description="Bank letter: replacement Visa Debit card ending 7731, same number, new expiration date 11/2029",
        ),
        decisive=["7731", "11/2029", "2029"],
    )
    imgs.add(
        "card_photo",
        photos.composite(
            "wood_deck",
            ["VISA DEBIT", "**** **** **** 7731", "VALID THRU 11/29", "GUSTAVO PEREIRA"],
            seed=f"{sid}:card",
            style="label",
            accent=(13, 59, 102),
            panel_width=0.7,
            tilt=0.03,
            kind="card_photo",
            description="Photo of the new Visa Debit card on a table: number ending 7731, valid thru 11/29, Gustavo Pereira",
        ),
        decisive=["7731", "11/29"],
    )
    imgs.add(
        "wallet_page",
        screens.settings(
            "Your Wallet",
            [
                (
                    "Cards",
                    [
                        ("Visa ending 7731 (default)", "Expires 10/2025"),
                        ("Mastercard ending 1209", "Expires 03/2027"),
                        ("Visa ending 0456", "Expired 01/2024"),
                        ("Discover ending 5518", "Expires 06/2028"),
                    ],
                )
            ],
            description="Store wallet page: Visa 7731 (default, expires 10/2025), Mastercard 1209 (03/2027), Visa 0456 (expired 01/2024), Discover 5518 (06/2028)",
        ),
    )
    imgs.add(
        "chat_daughter",
        screens.chat(
            "Beatriz",
            [
                ("them", "Pai, did the new card come?", "19:01"),
                (
                    "them",
                    "Also delete the Mastercard ending 1209 from the store, Mae cancelled it last week",
                    "19:02",
                ),
                ("them", "keep the Discover, that's the gas one", "19:02"),
            ],
            subtitle="mobile",
            clock="19:10",
            description="Chat with daughter Beatriz: delete the Mastercard ending 1209 from the store (cancelled), keep the Discover",
        ),
        decisive=["1209"],
    )
    return scenario(
        imgs,
        """
id: thg_replacement_card
title: Update a store card's expiry from the bank's letter (the user misremembers it), clean up old cards
description: >-
  A taxi driver's bank replaced his Visa Debit: same number ending 7731, new expiry
  11/2029 per the letter and the card (he thinks it is 12/2029). The store's wallet
  screenshot shows an expired card to remove; his daughter's text adds a cancelled
  Mastercard to delete and a Discover to keep.
domains: [shopping]
reference_time: "2025-10-30T19:15:00-04:00"
persona:
  owner: {first_name: Gustavo, last_name: Pereira, phone: "+19735550118", email: gpereira.taxi@example.com}
  description: Gustavo Pereira, 58, taxi driver in Newark NJ, Portuguese-born; his daughter Beatriz helps with tech.
  style: short, a few typos, no capital letters at the start of sentences
initial_entities:
  shop_addresses:
    - {id: sadr_1301, label: Home, full_name: Gustavo Pereira, street1: "88 Ferry St", street2: Apt 3, city: Newark, state: NJ, postal_code: "07105", country: US, is_default: true}
  shop_payment_cards:
    - {id: scard_1301, brand: visa, last4: "7731", cardholder_name: Gustavo Pereira, exp_month: 10, exp_year: 2025, is_default: true, billing_address_id: sadr_1301}
    - {id: scard_1302, brand: mastercard, last4: "1209", cardholder_name: Gustavo Pereira, exp_month: 3, exp_year: 2027}
    - {id: scard_1303, brand: visa, last4: "0456", cardholder_name: Gustavo Pereira, exp_month: 1, exp_year: 2024}
    - {id: scard_1304, brand: discover, last4: "5518", cardholder_name: Gustavo Pereira, exp_month: 6, exp_year: 2028, nickname: gas}
    - {id: scard_1305, brand: visa, last4: "7713", cardholder_name: Maria Pereira, exp_month: 2, exp_year: 2027, nickname: Maria}
rounds:
  - query: new card from the bank came. fix it in the store so my orders dont fail. i think new date is 12/2029
    images: [bank_letter]
    transition: once the card's expiry is updated
    user_notes: If the assistant says the letter says 11/2029, agree, you misremembered.
  - query: heres the card and the wallet page. take off the one thats already dead
    images: [card_photo, wallet_page]
    transition: once the expired card is removed
  - query: my daughter says
    images: [chat_daughter]
    transition: once the cancelled card is removed
challenge:
  type: error_correction
  round: 1
  details: The user thinks the new expiry is 12/2029; the letter (and later the card) say 11/2029.
  wrong_detail: new date is 12/2029
  correct_detail: the letter says 11/2029 (card VALID THRU 11/29)
flow_type: validate
arrival_pattern: progressive
expected_changes:
  changes:
    - {op: update, table: shop_payment_cards, match: {id: scard_1301}, fields: {exp_month: 11, exp_year: 2029}}
    - {op: delete, table: shop_payment_cards, match: {id: scard_1303}}
    - {op: delete, table: shop_payment_cards, match: {id: scard_1302}}
completion_criteria: >-
  The Visa ending 7731 expires 11/2029 (not 12/2029) and stays the default; the expired
  Visa 0456 and the cancelled Mastercard 1209 are removed; the Discover 5518 and Maria's
  Visa 7713 stay.
expected_tools: [list_shopping_payment_methods, update_shopping_card, remove_shopping_card]
oracle_solution:
  - round: 1
    steps:
      - tool: list_shopping_payment_methods
        arguments: {}
      - tool: update_shopping_card
        arguments: {card_id: scard_1301, exp_month: 11, exp_year: 2029}
    reply: The bank's letter says 11/2029, not 12/2029, so I set your Visa ending 7731 to expire 11/2029. It's still your default card.
  - round: 2
    steps:
      - tool: remove_shopping_card
        arguments: {card_id: scard_1303}
    reply: Removed the Visa ending 0456 that expired in January 2024.
  - round: 3
    steps:
      - tool: remove_shopping_card
        arguments: {card_id: scard_1302}
    reply: Removed the Mastercard ending 1209. The Discover ending 5518 stays.
tags: [things, shopping, payment-card, letter]
""",
    )


def thg_alto_rehearsal_focus(screens: Screens) -> Scenario:
    """Silence the phone during the user's choir rehearsals: the welcome email says which
    section, the timetable gives its times, the director gets through; then the
    sectional moves to another day."""
    sid = "thg_alto_rehearsal_focus"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "hall_sign",
        photos.composite(
            "leaf",
            ["ST ANDREW'S HALL", "Choir rehearsal in progress", "Phones on silent, please!"],
            seed=f"{sid}:sign",
            style="sign",
            accent=(90, 40, 120),
            panel_width=0.72,
            description="Photo of a sign at a church hall door: St Andrew's Hall, choir rehearsal in progress, phones on silent please",
        ),
        decisive=["Phones on silent"],
    )
    imgs.add(
        "timetable",
        charts.table(
            "Harbour Voices - autumn rehearsals",
            ["Group", "Day", "Time"],
            [
                ["Full choir", "Tuesday", "19:30-21:30"],
                ["Sopranos", "Thursday", "20:00-21:15"],
                ["Altos", "Thursday", "18:45-20:00"],
                ["Tenors & Basses", "Monday", "19:00-20:15"],
            ],
            description="Rehearsal timetable of Harbour Voices: full choir Tuesday 19:30-21:30, sopranos Thursday 20:00-21:15, altos Thursday 18:45-20:00, tenors and basses Monday 19:00-20:15",
        ),
        decisive=["19:30-21:30", "18:45-20:00"],
    )
    imgs.add(
        "welcome_email",
        screens.email(
            "Harbour Voices <hello@harbourvoices.ca>",
            "Welcome to the Altos, Mei-Ling!",
            "Tue, Sep 2, 2025, 8:15 PM",
            [
                "Dear Mei-Ling, after tonight's audition we are delighted to place you with the Altos.",
                "You sing with the full choir and in the alto sectionals (see the timetable).",
                "Our director, Adaeze Okafor, sometimes calls about rehearsal changes.",
            ],
            to="Mei-Ling Wu",
            description="Welcome email from Harbour Voices placing Mei-Ling in the Altos (full choir and alto sectionals); the director Adaeze Okafor sometimes calls",
        ),
        decisive=["Altos", "Adaeze Okafor"],
    )
    imgs.add(
        "chat_section",
        screens.chat(
            "Altos section",
            [
                (
                    "Joyce Tam",
                    "Heads up altos: from next week our sectional moves to WEDNESDAY",
                    "13:10",
                ),
                ("Joyce Tam", "same time, same hall", "13:10"),
                ("Priyanka Rao", "👍", "13:22"),
            ],
            subtitle="Joyce Tam, Priyanka Rao, you",
            clock="13:30",
            description="Group chat Altos section: Joyce Tam says the alto sectional moves to Wednesday from next week, same time and hall",
        ),
        decisive=["WEDNESDAY"],
    )
    return scenario(
        imgs,
        """
id: thg_alto_rehearsal_focus
title: A Focus schedule for the user's own choir rehearsals, director allowed through, then a day change
description: >-
  A new choir member wants her phone silenced during rehearsals. The welcome email puts her
  in the Altos; the timetable lists every section, so only the full choir (Tue) and the
  alto sectional (Thu) become schedules of her existing Choir focus, and the director
  (Adaeze Okafor, not Adaeze Nwosu) may call through. The section chat then moves the
  sectional to Wednesday: only the final schedules count.
domains: [settings, contacts]
reference_time: "2025-09-05T13:35:00-07:00"
persona:
  owner: {first_name: Mei-Ling, last_name: Wu, phone: "+16045550142", email: meiling.wu@example.ca}
  description: Mei-Ling Wu, 45, accountant in Vancouver, just joined the Harbour Voices choir as an alto.
  style: precise, polite, a bit formal
initial_entities:
  device_settings:
    - {id: device, region: CA, time_zone: America/Los_Angeles, use_24_hour_time: true}
  focus_modes:
    - {id: focus_1401, name: Do Not Disturb, is_active: false, allow_calls_from: favorites}
    - {id: focus_1402, name: Choir, is_active: false, allow_calls_from: no_one}
    - {id: focus_1403, name: Work, is_active: false, allow_calls_from: favorites}
    - {id: focus_1404, name: Sleep, is_active: false, allow_calls_from: favorites}
  focus_schedules:
    - {id: fsch_1401, focus_id: focus_1404, start_time: "22:30", end_time: "06:30", days: [monday, tuesday, wednesday, thursday, friday, saturday, sunday], is_enabled: true}
    - {id: fsch_1402, focus_id: focus_1403, start_time: "09:00", end_time: "17:00", days: [monday, tuesday, wednesday, thursday, friday], is_enabled: true}
  contacts:
    - {id: ct_1401, first_name: Adaeze, last_name: Okafor, company: Harbour Voices, job_title: Music Director}
    - {id: ct_1402, first_name: Adaeze, last_name: Nwosu, relationship: friend}
    - {id: ct_1403, first_name: Joyce, last_name: Tam, company: Harbour Voices}
  contact_phones:
    - {id: cph_1401, contact_id: ct_1401, label: mobile, number: "+16045550137", is_primary: true}
    - {id: cph_1402, contact_id: ct_1402, label: mobile, number: "+16045550173", is_primary: true}
    - {id: cph_1403, contact_id: ct_1403, label: mobile, number: "+16045550155", is_primary: true}
rounds:
  - query: >-
      I have joined a choir, and the hall asks for silence. I would like my phone to go
      quiet by itself during my rehearsals, using the Choir focus I set up. The details
      follow.
    images: [hall_sign]
    transition: once the assistant asks for the rehearsal times
  - query: >-
      Here are the timetable and my welcome email. Please only my own rehearsals, and the
      director should still be able to reach me.
    images: [timetable, welcome_email]
    transition: once the Choir focus has the schedules and the director is allowed
  - query: A change from my section.
    images: [chat_section]
    transition: once the sectional schedule is on the new day
    user_notes: The full-choir rehearsal on Tuesday does not change.
challenge:
  type: goal_change
  round: 3
  details: The alto sectional moves from Thursday to Wednesday (same 18:45-20:00); only the final schedules count.
flow_type: cross_reference
arrival_pattern: progressive
expected_changes:
  changes:
    - op: create
      table: focus_schedules
      fields: {focus_id: focus_1402, start_time: "19:30", end_time: "21:30", days: [tuesday]}
      similarity: {days: {method: list}}
    - op: create
      table: focus_schedules
      fields: {focus_id: focus_1402, start_time: "18:45", end_time: "20:00", days: [wednesday]}
      similarity: {days: {method: list}}
    - {op: create, table: focus_allowed_contacts, fields: {focus_id: focus_1402, contact_id: ct_1401}}
    - {op: update, table: focus_modes, match: {id: focus_1402}, fields: {allow_calls_from: allowed_people}}
completion_criteria: >-
  The Choir focus turns on Tuesdays 19:30-21:30 (full choir) and Wednesdays 18:45-20:00
  (alto sectional, moved from Thursday); no schedules for sopranos or tenors/basses, none
  left on Thursday; Adaeze Okafor (not Adaeze Nwosu) may call through (calls from allowed
  people); Sleep and Work schedules untouched.
expected_tools: [list_focus_modes, add_focus_schedule, remove_focus_schedule, search_contacts, add_focus_allowed_contact, set_focus_allowed_calls]
oracle_solution:
  - round: 1
    steps: []
    reply: Happy to. Please send me the rehearsal times and I will schedule the Choir focus.
  - round: 2
    steps:
      - tool: list_focus_modes
        arguments: {}
      - tool: add_focus_schedule
        arguments: {focus: Choir, start_time: "19:30", end_time: "21:30", days: [tuesday]}
      - tool: add_focus_schedule
        arguments: {focus: Choir, start_time: "18:45", end_time: "20:00", days: [thursday]}
      - tool: search_contacts
        arguments: {query: Adaeze}
      - tool: add_focus_allowed_contact
        arguments: {focus: Choir, contact_id: ct_1401}
      - tool: set_focus_allowed_calls
        arguments: {focus: Choir, allow_calls_from: allowed_people}
    reply: >-
      As an alto you rehearse with the full choir on Tuesdays 19:30-21:30 and in the alto
      sectional on Thursdays 18:45-20:00; the Choir focus now turns on at both times, and
      Adaeze Okafor's calls come through.
  - round: 3
    steps:
      - tool: remove_focus_schedule
        arguments: {schedule_id: fsch_1404}
      - tool: add_focus_schedule
        arguments: {focus: Choir, start_time: "18:45", end_time: "20:00", days: [wednesday]}
    reply: Moved the sectional schedule to Wednesdays 18:45-20:00; Tuesday's full choir stays.
tags: [things, settings, focus, timetable, cross-group]
""",
    )


def thg_gran_parkin(screens: Screens) -> Scenario:
    """Gran's recipe card (front and back) saved as a text file in the right folder, the
    oven temperature converted to Fahrenheit; the sister's link bookmarked in Recipes."""
    sid = "thg_gran_parkin"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "card_front",
        documents.note(
            [
                "Yorkshire Parkin (Gran)",
                "225g medium oatmeal",
                "100g self-raising flour",
                "110g butter, 2 tsp ginger",
                "200g black treacle",
            ],
            paper="card",
            style="hand",
            size=36,
            seed=f"{sid}:front",
            description="Front of a handwritten recipe card: Yorkshire Parkin (Gran): 225 g medium oatmeal, 100 g self-raising flour, 110 g butter, 2 tsp ginger, 200 g black treacle",
        ),
        decisive=["Yorkshire Parkin"],
    )
    imgs.add(
        "card_back",
        documents.note(
            [
                "Melt butter + treacle,",
                "stir into dry things.",
                "20cm square tin.",
                "Bake 160C, 1 1/2 hours.",
                "Keep a week before eating!",
            ],
            paper="card",
            style="hand",
            size=36,
            seed=f"{sid}:back",
            description="Back of the recipe card: melt butter and treacle, stir into the dry ingredients, 20 cm square tin, bake at 160 C for 1 1/2 hours, keep a week before eating",
        ),
        decisive=["160C"],
    )
    imgs.add(
        "chat_sister",
        screens.chat(
            "Hattie",
            [
                ("them", "omg Gran's parkin!! this one is basically hers:", "20:14"),
                ("them", "https://www.yorkshirebakes.co.uk/recipes/proper-parkin", "20:14"),
            ],
            subtitle="mobile",
            clock="20:20",
            description="Chat with sister Hattie sharing a link that is basically Gran's parkin: https://www.yorkshirebakes.co.uk/recipes/proper-parkin",
        ),
        decisive=["yorkshirebakes.co.uk/recipes/proper-parkin"],
    )
    return scenario(
        imgs,
        """
id: thg_gran_parkin
title: Save Gran's recipe card as a text file with the oven in Fahrenheit, bookmark the sister's link
description: >-
  A British designer in Denver transcribes her gran's parkin recipe from both sides of a
  handwritten card into a text file in her Recipes folder (not the old Recipes archive),
  with the oven converted from 160 C to 320 F for her American oven; her sister's chat
  then gives a web page to bookmark in the Recipes bookmarks folder.
domains: [files, web]
reference_time: "2025-11-02T20:25:00-07:00"
persona:
  owner: {first_name: Chloe, last_name: Whitaker, phone: "+17205550163", email: chloe.whitaker@example.com}
  description: Chloe Whitaker, 29, UX designer from Leeds living in Denver; bakes on Sundays.
  style: chatty, British expressions, long messages
initial_entities:
  drive_folders:
    - {id: fld_1501, name: Home}
    - {id: fld_1502, name: Recipes, parent_id: fld_1501}
    - {id: fld_1503, name: Recipes archive 2019, parent_id: fld_1501}
    - {id: fld_1504, name: Work}
  drive_files:
    - {id: fil_1501, name: Sticky toffee pudding.txt, folder_id: fld_1502, mime_type: text/plain, size_bytes: 412, content: "Sticky toffee pudding (Mum)\\n180g dates...\\nBake 350F, 35 min"}
    - {id: fil_1502, name: Parkin (shop bought notes).txt, folder_id: fld_1503, mime_type: text/plain, size_bytes: 96, content: "Bettys parkin - too dry, not like Gran's"}
  web_pages:
    - {id: web_1501, url: "https://www.yorkshirebakes.co.uk/recipes/proper-parkin", title: "Proper parkin, like Nana made", site_name: Yorkshire Bakes, published_on: "2023-10-20", body: "A sticky, dark ginger cake from the north with oatmeal and black treacle, best kept a few days before eating. Bake at 160C / 140C fan for about 1 1/2 hours."}
    - {id: web_1502, url: "https://www.yorkshirebakes.co.uk/recipes/parkin-biscuits", title: Parkin biscuits, site_name: Yorkshire Bakes, published_on: "2022-11-01", body: "Crunchy ginger biscuits with oats for Bonfire Night."}
  web_bookmarks:
    - {id: bkm_1501, url: "https://www.yorkshirebakes.co.uk/recipes/parkin-biscuits", title: Parkin biscuits, folder: Recipes}
rounds:
  - query: >-
      Right, I've finally dug out Gran's old recipe card for parkin and I want it saved
      properly before it falls apart. Sending both sides in a mo!
    transition: once the assistant asks for the card
  - query: >-
      Here you go. Could you type it up as a text file in my Recipes folder, named after
      the recipe, and give the oven temperature in Fahrenheit too? My oven here is all
      American.
    images: [card_front, card_back]
    transition: once the recipe file exists
  - query: Ooh and Hattie sent me this, can you bookmark it with my other recipes?
    images: [chat_sister]
    transition: once the page is bookmarked
challenge:
  type: none
flow_type: compute
arrival_pattern: late
expected_changes:
  changes:
    - op: create
      table: drive_files
      fields: {name: Yorkshire Parkin, folder_id: fld_1502, content: "320"}
      similarity: {name: {method: contains}, content: {method: contains}}
    - op: create
      table: web_bookmarks
      fields: {url: "https://www.yorkshirebakes.co.uk/recipes/proper-parkin", folder: Recipes}
completion_criteria: >-
  A text file named after Yorkshire Parkin in Recipes (not Recipes archive 2019) with the
  ingredients and method from both sides of the card and the oven at 320 F (160 C); the
  proper-parkin page (not the parkin biscuits) bookmarked in the Recipes folder.
expected_tools: [get_drive_tree, convert_units, create_text_file, bookmark_webpage]
oracle_solution:
  - round: 1
    steps: []
    reply: Lovely, send both sides over and I'll type it up.
  - round: 2
    steps:
      - tool: get_drive_tree
        arguments: {}
      - tool: convert_units
        arguments: {value: 160, from_unit: C, to_unit: F}
      - tool: create_text_file
        arguments:
          name: Yorkshire Parkin.txt
          folder_id: fld_1502
          content: |-
            Yorkshire Parkin (Gran)
            225g medium oatmeal
            100g self-raising flour
            110g butter
            2 tsp ginger
            200g black treacle
            Melt the butter and treacle, stir into the dry things.
            20cm square tin. Bake at 160C (320F) for 1 1/2 hours.
            Keep a week before eating!
    reply: >-
      Typed it up as "Yorkshire Parkin.txt" in your Recipes folder, with the oven at 160 C
      = 320 F, 1 1/2 hours in a 20 cm square tin.
  - round: 3
    steps:
      - tool: bookmark_webpage
        arguments: {url: "https://www.yorkshirebakes.co.uk/recipes/proper-parkin", folder: Recipes, title: "Proper parkin, like Nana made"}
    reply: Bookmarked Hattie's "Proper parkin, like Nana made" page in your Recipes bookmarks.
tags: [things, files, web, recipe, handwriting]
""",
    )


def thg_wedding_setlist(screens: Screens) -> Scenario:
    """The couple's handwritten setlist becomes a playlist in order, clean versions and
    the right artists; the DJ from his card is saved and gets the playlist shared."""
    sid = "thg_wedding_setlist"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "setlist",
        documents.note(
            [
                "Priya + Tom - 13 Sept",
                "1. Entrance: Marigold Road",
                "2. First dance: Harbour Lights",
                "   (Kite Harbour, not the cover)",
                "3. Cake: Sugar Rush",
                "4. Last song: Lanterns Up",
            ],
            paper="lined",
            style="hand",
            size=34,
            seed=f"{sid}:setlist",
            description="Handwritten wedding setlist on lined paper: Priya + Tom, 13 Sept; entrance Marigold Road, first dance Harbour Lights (Kite Harbour, not the cover), cake Sugar Rush, last song Lanterns Up",
        ),
        decisive=["Marigold Road", "Harbour Lights", "Sugar Rush", "Lanterns Up"],
    )
    imgs.add(
        "chat_priya",
        screens.chat(
            "Priya",
            [
                ("them", "Bhaiya can you make the playlist from our list? 🙏", "21:05"),
                ("them", "CLEAN versions only, Tom's nani will be there", "21:06"),
                ("them", "and share it with the DJ, his card is in the photo I sent", "21:06"),
            ],
            subtitle="mobile",
            clock="21:12",
            description="Chat with sister Priya: make the playlist from the list, clean versions only, and share it with the DJ whose card she sent",
        ),
        decisive=["CLEAN versions only"],
    )
    imgs.add(
        "dj_card",
        documents.business_card(
            "Marco Bellini",
            "DJ & MC",
            "Bellini Sounds",
            phone="(732) 555-0199",
            email="marco@bellinisounds.com",
            web="bellinisounds.com",
            tagline="Weddings - Parties - Galas",
            accent=(150, 20, 60),
            description="Business card: Marco Bellini, DJ & MC, Bellini Sounds, (732) 555-0199, marco@bellinisounds.com",
        ),
        decisive=["Marco Bellini", "(732) 555-0199", "marco@bellinisounds.com"],
    )
    imgs.add(
        "venue_photo",
        photos.composite(
            "meadow",
            ["OAKRIDGE BARN", "Weddings & Events", "Est. 1887"],
            seed=f"{sid}:venue",
            style="sign",
            accent=(90, 60, 30),
            panel_width=0.6,
            description="Photo of a wooden venue sign in a field: Oakridge Barn, weddings and events, est. 1887",
        ),
        decisive=["OAKRIDGE BARN"],
    )
    return scenario(
        imgs,
        """
id: thg_wedding_setlist
title: Build a wedding playlist from a handwritten setlist (clean versions, right artists) and share it with the DJ
description: >-
  The bride's brother turns the couple's handwritten setlist into a playlist in order.
  Two songs exist in explicit and clean versions, and Harbour Lights also exists as a
  cover; the chat asks for clean versions only and the list names the artist. The DJ's
  card gives a new contact (not the user's friend Marco Rossi) to share the playlist
  with; the description names the venue from the photo.
domains: [music, contacts]
reference_time: "2025-08-20T21:20:00-04:00"
persona:
  owner: {first_name: Arjun, last_name: Mehta, phone: "+17325550104", email: arjun.mehta@example.com}
  description: Arjun Mehta, 26, chemistry grad student in Edison NJ, doing the music for his sister Priya's wedding.
  style: relaxed, lowercase, occasional Hindi words
initial_entities:
  contacts:
    - {id: ct_1601, first_name: Priya, last_name: Mehta, relationship: sister}
    - {id: ct_1602, first_name: Marco, last_name: Rossi, relationship: friend}
    - {id: ct_1603, first_name: Tom, last_name: Keller, relationship: brother-in-law}
  contact_phones:
    - {id: cph_1601, contact_id: ct_1601, label: mobile, number: "+17325550188", is_primary: true}
    - {id: cph_1602, contact_id: ct_1602, label: mobile, number: "+17325550191", is_primary: true}
    - {id: cph_1603, contact_id: ct_1603, label: mobile, number: "+17325550166", is_primary: true}
  music_artists:
    - {id: artist_1601, name: Kite Harbour, genre: Folk, country: GB}
    - {id: artist_1602, name: The Covers Club, genre: Pop, country: US}
    - {id: artist_1603, name: Sahil and the Monsoons, genre: Indie Pop, country: IN}
    - {id: artist_1604, name: Dani Voss, genre: Pop, country: US}
    - {id: artist_1605, name: Northbound Choir, genre: Indie Rock, country: CA}
  music_albums:
    - {id: album_1601, title: Harbour Lights, artist_id: artist_1601, release_year: 2021, genre: Folk, album_type: album}
    - {id: album_1602, title: Acoustic Covers Vol. 3, artist_id: artist_1602, release_year: 2023, genre: Pop, album_type: album}
    - {id: album_1603, title: Marigold Road, artist_id: artist_1603, release_year: 2024, genre: Indie Pop, album_type: single}
    - {id: album_1604, title: Sugar Rush, artist_id: artist_1604, release_year: 2024, genre: Pop, album_type: album}
    - {id: album_1605, title: Lanterns Up, artist_id: artist_1605, release_year: 2022, genre: Indie Rock, album_type: album}
  music_tracks:
    - {id: song_1601, title: Harbour Lights, album_id: album_1601, artist_id: artist_1601, track_number: 1, duration_sec: 238, genre: Folk, popularity: 80}
    - {id: song_1602, title: Harbour Lights, album_id: album_1602, artist_id: artist_1602, track_number: 4, duration_sec: 221, genre: Pop, popularity: 66}
    - {id: song_1603, title: Marigold Road, album_id: album_1603, artist_id: artist_1603, track_number: 1, duration_sec: 205, genre: Indie Pop, popularity: 74}
    - {id: song_1604, title: Sugar Rush, album_id: album_1604, artist_id: artist_1604, track_number: 1, duration_sec: 196, genre: Pop, popularity: 90, is_explicit: true}
    - {id: song_1605, title: Sugar Rush (Clean), album_id: album_1604, artist_id: artist_1604, track_number: 9, duration_sec: 196, genre: Pop, popularity: 61, is_explicit: false}
    - {id: song_1606, title: Lanterns Up, album_id: album_1605, artist_id: artist_1605, track_number: 1, duration_sec: 262, genre: Indie Rock, popularity: 77, is_explicit: true}
    - {id: song_1607, title: Lanterns Up (Radio Edit), album_id: album_1605, artist_id: artist_1605, track_number: 10, duration_sec: 231, genre: Indie Rock, popularity: 58, is_explicit: false}
  music_playlists:
    - {id: pl_1601, name: Sangeet practice, created_at: "2025-07-01T20:00:00-04:00"}
rounds:
  - query: >-
      ok wedding music time. priya's list, her msg, the dj's card n the venue. make the
      playlist in that order, name it after them, venue in the description, n share it w
      the dj
    images: [setlist, chat_priya, dj_card, venue_photo]
    transition: once the playlist exists and is shared with the DJ
  - query: did you save the dj properly? i'll need to call him on the day
    transition: once the assistant confirms the DJ's contact
    user_notes: If the assistant already saved him with his number, just thank it.
challenge:
  type: none
flow_type: validate
arrival_pattern: upfront
expected_changes:
  changes:
    - op: create
      table: music_playlists
      fields: {name: Priya, description: Oakridge Barn}
      similarity: {name: {method: contains}, description: {method: contains}}
    - {op: create, table: music_playlist_tracks, fields: {track_id: song_1603, position: 1}}
    - {op: create, table: music_playlist_tracks, fields: {track_id: song_1601, position: 2}}
    - {op: create, table: music_playlist_tracks, fields: {track_id: song_1605, position: 3}}
    - {op: create, table: music_playlist_tracks, fields: {track_id: song_1607, position: 4}}
    - {op: create, table: contacts, fields: {first_name: Marco, last_name: Bellini, company: Bellini Sounds}}
    - {op: create, table: contact_phones, fields: {number: "+17325550199"}}
    - {op: create, table: contact_emails, fields: {address: marco@bellinisounds.com}}
    - {op: create, table: music_playlist_shares, fields: {contact_id: ct_1604}}
completion_criteria: >-
  A new playlist named for Priya and Tom, description naming Oakridge Barn, with Marigold
  Road, Harbour Lights (Kite Harbour, not The Covers Club), Sugar Rush (Clean) and Lanterns
  Up (Radio Edit) in that order; a new contact Marco Bellini (Bellini Sounds, +1
  732-555-0199, marco@bellinisounds.com), not friend Marco Rossi, with whom it is shared.
expected_tools: [search_music_catalog, create_music_playlist, create_contact, share_music_playlist]
oracle_solution:
  - round: 1
    steps:
      - tool: search_music_catalog
        arguments: {query: Harbour Lights, kind: songs}
      - tool: search_music_catalog
        arguments: {query: Sugar Rush, kind: songs}
      - tool: search_music_catalog
        arguments: {query: Lanterns Up, kind: songs}
      - tool: create_music_playlist
        arguments:
          name: Priya + Tom wedding
          description: Priya + Tom's wedding, 13 Sept, Oakridge Barn
          track_ids: [song_1603, song_1601, song_1605, song_1607]
        save_as: pl
      - tool: create_contact
        arguments: {first_name: Marco, last_name: Bellini, company: Bellini Sounds, job_title: DJ & MC, phone_number: "(732) 555-0199", phone_label: work, email: marco@bellinisounds.com, email_label: work}
        save_as: dj
      - tool: share_music_playlist
        arguments: {playlist_id: "{{pl.id}}", contact_id: "{{dj.id}}"}
    reply: >-
      Made "Priya + Tom wedding" (Oakridge Barn in the description): Marigold Road, Harbour
      Lights by Kite Harbour, Sugar Rush (Clean) and Lanterns Up (Radio Edit) - the clean
      versions. Saved DJ Marco Bellini as a new contact and shared the playlist with him.
  - round: 2
    steps: []
    reply: Yes - Marco Bellini, Bellini Sounds, (732) 555-0199, marco@bellinisounds.com.
tags: [things, music, contacts, handwriting, wedding]
""",
    )


# =========================================================================== batch 4


def thg_dad_rocket_kits(screens: Screens) -> Scenario:
    """Dad built one of three rocket kits he ordered: the photo says which; his note is
    the review (stars and words); the order page then shows the unopened kit to return."""
    sid = "thg_dad_rocket_kits"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "built_model",
        photos.photo(
            "rocket",
            seed=f"{sid}:model",
            description=(
                "Photo at dusk of a slim white two-stage rocket (Falcon 9) standing on its "
                "launch pad between lightning towers: not a Saturn V (three stages) and not a "
                "space shuttle with wings"
            ),
        ),
    )
    imgs.add(
        "dad_note",
        documents.note(
            [
                "Review for the Falcon kit:",
                "4 stars",
                "Great detail, decals are sharp.",
                "Step 7 diagram is mirrored,",
                "check the fins before gluing.",
                "- Walt",
            ],
            paper="lined",
            style="hand",
            size=38,
            seed=f"{sid}:note",
            description="Dad's handwritten review: 4 stars; great detail, decals are sharp; step 7 diagram is mirrored, check the fins before gluing; signed Walt",
        ),
        decisive=["4 stars", "Step 7 diagram is mirrored"],
    )
    imgs.add(
        "orders_page",
        screens.order_page(
            "Hobby Depot",
            "114-7720931",
            [
                ("Space Shuttle Discovery Model Kit 1:144", "1", "$54.99"),
                ("Plastic Cement, 25 ml", "2", "$11.98"),
            ],
            total="$66.97",
            status="Delivered Jul 8",
            date="Ordered Jul 2, 2025 - return window open until Aug 7",
            description="Store order 114-7720931 (delivered Jul 8, returns until Aug 7): Space Shuttle Discovery model kit 1:144 $54.99 and 2 x plastic cement $11.98, total $66.97",
        ),
        decisive=["Space Shuttle Discovery Model Kit 1:144", "114-7720931"],
    )
    return scenario(
        imgs,
        """
id: thg_dad_rocket_kits
title: Review the model kit Dad built (photo decides which), in his words; return the one he never opened
description: >-
  A daughter manages her father's store account. He bought three rocket kits; the
  reference photo he built his latest model from (a two-stage Falcon 9 on its pad, not the
  Saturn V or the shuttle) says which one to review, and his handwritten note gives the stars and the words. The order
  page screenshot then identifies the unopened shuttle kit to return (not the glue in the
  same order).
domains: [shopping]
reference_time: "2025-07-24T15:40:00-04:00"
persona:
  owner: {first_name: Denise, last_name: Kowalski, phone: "+14125550187", email: denise.kowalski@example.com}
  description: Denise Kowalski, 47, school administrator in Pittsburgh; runs the store account her father Walt (78) uses.
  style: warm but efficient, explains a bit much
initial_entities:
  shop_sellers:
    - {id: slr_1701, name: Hobby Depot, ships_from: "Columbus, OH", is_store: true}
  shop_products:
    - {id: prd_1701, title: Falcon 9 Rocket Model Kit 1:144, brand: Skyforge Models, category: toys, subcategory: model kits, price: 39.99, list_price: 39.99, stock_quantity: 25, seller_id: slr_1701, return_window_days: 30, date_first_available: "2023-05-01"}
    - {id: prd_1702, title: Saturn V Rocket Model Kit 1:200, brand: Skyforge Models, category: toys, subcategory: model kits, price: 64.99, list_price: 64.99, stock_quantity: 12, seller_id: slr_1701, return_window_days: 30, date_first_available: "2022-09-01"}
    - {id: prd_1703, title: Space Shuttle Discovery Model Kit 1:144, brand: Skyforge Models, category: toys, subcategory: model kits, price: 54.99, list_price: 54.99, stock_quantity: 9, seller_id: slr_1701, return_window_days: 30, date_first_available: "2022-09-01"}
    - {id: prd_1704, title: "Plastic Cement, 25 ml", brand: Skyforge Models, category: toys, subcategory: model supplies, price: 5.99, list_price: 5.99, stock_quantity: 100, seller_id: slr_1701, return_window_days: 30, date_first_available: "2020-01-01"}
  shop_addresses:
    - {id: sadr_1701, label: Dad, full_name: Walter Kowalski, street1: 212 Elm St, city: Pittsburgh, state: PA, postal_code: "15217", country: US, is_default: true}
  shop_payment_cards:
    - {id: scard_1701, brand: visa, last4: "3308", cardholder_name: Denise Kowalski, exp_month: 4, exp_year: 2028, is_default: true}
  shop_orders:
    - {id: ord_1701, order_number: 114-5518203, placed_at: "2025-05-20T10:00:00-04:00", status: delivered, address_id: sadr_1701, card_id: scard_1701, subtotal: 64.99, total: 69.54, tax: 4.55, ship_to: {full_name: Walter Kowalski, street1: 212 Elm St, city: Pittsburgh, state: PA, postal_code: "15217", country: US}, shipping_fee: 0, discount: 0, estimated_delivery: "2025-05-24", delivered_at: "2025-05-24T14:00:00-04:00"}
    - {id: ord_1702, order_number: 114-6604417, placed_at: "2025-06-10T10:00:00-04:00", status: delivered, address_id: sadr_1701, card_id: scard_1701, subtotal: 39.99, total: 42.79, tax: 2.80, ship_to: {full_name: Walter Kowalski, street1: 212 Elm St, city: Pittsburgh, state: PA, postal_code: "15217", country: US}, shipping_fee: 0, discount: 0, estimated_delivery: "2025-06-13", delivered_at: "2025-06-13T14:00:00-04:00"}
    - {id: ord_1703, order_number: 114-7720931, placed_at: "2025-07-02T10:00:00-04:00", status: delivered, address_id: sadr_1701, card_id: scard_1701, subtotal: 66.97, total: 71.66, tax: 4.69, ship_to: {full_name: Walter Kowalski, street1: 212 Elm St, city: Pittsburgh, state: PA, postal_code: "15217", country: US}, shipping_fee: 0, discount: 0, estimated_delivery: "2025-07-08", delivered_at: "2025-07-08T14:00:00-04:00"}
  shop_order_items:
    - {id: oit_1701, order_id: ord_1701, product_id: prd_1702, title: Saturn V Rocket Model Kit 1:200, unit_price: 64.99, quantity: 1, status: active}
    - {id: oit_1702, order_id: ord_1702, product_id: prd_1701, title: Falcon 9 Rocket Model Kit 1:144, unit_price: 39.99, quantity: 1, status: active}
    - {id: oit_1703, order_id: ord_1703, product_id: prd_1703, title: Space Shuttle Discovery Model Kit 1:144, unit_price: 54.99, quantity: 1, status: active}
    - {id: oit_1704, order_id: ord_1703, product_id: prd_1704, title: "Plastic Cement, 25 ml", unit_price: 5.99, quantity: 2, status: active}
rounds:
  - query: >-
      Dad finished another one of his rocket models 🚀 This is the photo he pinned over his
      workbench to build it from. Which of the kits he ordered is it?
    images: [built_model]
    transition: once the assistant has named the kit
  - query: He wants to leave a review for it, this is what he wrote. Please post it as he wrote it.
    images: [dad_note]
    transition: once the review is posted
  - query: >-
      And he says he'll never get to this one, it's still sealed. Can you send it back? Here's
      the order.
    images: [orders_page]
    transition: once the return is made
    user_notes: If asked, a drop-off return with a refund to the card is fine; he no longer needs it.
challenge:
  type: none
flow_type: lookup_chain
arrival_pattern: progressive
expected_changes:
  allowed_tables: [shop_payments, shop_products]
  changes:
    - op: create
      table: shop_reviews
      fields: {product_id: prd_1701, rating: 4, body: "Great detail, decals are sharp. Step 7 diagram is mirrored, check the fins before gluing."}
      similarity: {body: {method: rouge_l}}
    - op: create
      table: shop_returns
      fields: {order_item_id: oit_1703, quantity: 1, reason: no_longer_needed}
completion_criteria: >-
  A 4-star review of the Falcon 9 Rocket Model Kit 1:144 (the two-stage rocket in the photo;
  not the Saturn V or the shuttle) with Walt's words about the decals and the mirrored step 7
  diagram; the Space Shuttle Discovery kit of order 114-7720931 returned (no longer needed),
  the plastic cement kept.
expected_tools: [list_orders, write_product_review, get_order_details, return_order_item]
oracle_solution:
  - round: 1
    steps:
      - tool: list_orders
        arguments: {}
    reply: >-
      That photo is a two-stage Falcon 9 on its pad, so it's the Falcon 9 Rocket Model Kit
      1:144 he ordered in June (not the Saturn V or the Space Shuttle).
  - round: 2
    steps:
      - tool: write_product_review
        arguments:
          product_id: prd_1701
          rating: 4
          headline: Great detail, check step 7
          body: Great detail, decals are sharp. Step 7 diagram is mirrored, check the fins before gluing.
    reply: Posted Walt's 4-star review of the Falcon 9 kit with his note about the mirrored step 7 diagram.
  - round: 3
    steps:
      - tool: get_order_details
        arguments: {order_id: ord_1703}
      - tool: return_order_item
        arguments: {order_item_id: oit_1703, reason: no_longer_needed, quantity: 1}
    reply: >-
      Returned the Space Shuttle Discovery kit from order 114-7720931 (the glue stays); the
      refund goes back to the card.
tags: [things, shopping, photo-decisive, review, return]
""",
    )


def thg_marigold_seeds(screens: Screens) -> Scenario:
    """Last summer's photo decides which marigold seeds to reorder, the garden journal
    gives the arithmetic for the number of packets, the packet back the sowing date."""
    sid = "thg_marigold_seeds"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "marigold_photo",
        photos.photo(
            "marigold",
            seed=f"{sid}:flower",
            description=(
                "Close-up of a marigold flower with deep red petals edged in yellow (a "
                "bicolour French marigold), in a garden bed: not a plain yellow or orange flower"
            ),
        ),
    )
    imgs.add(
        "journal",
        documents.note(
            [
                "Front border next year:",
                "3 beds x 24 plants = 72",
                "packet = 30 seeds,",
                "only ~80% come up",
            ],
            paper="lined",
            style="hand",
            size=36,
            seed=f"{sid}:journal",
            description="Garden journal page: front border next year, 3 beds of 24 plants = 72; a packet has 30 seeds and only about 80% come up",
        ),
        decisive=["72", "30 seeds", "80%"],
    )
    imgs.add(
        "packet_back",
        photos.composite(
            "wood_deck",
            [
                "FRENCH MARIGOLD 'Durango Bee'",
                "Sow indoors: from March 15",
                "Plant out after last frost",
            ],
            seed=f"{sid}:packet",
            style="label",
            accent=(180, 40, 20),
            panel_width=0.76,
            tilt=0.03,
            kind="seed_packet_photo",
            description="Photo of the back of an old seed packet: French Marigold 'Durango Bee', sow indoors from March 15, plant out after last frost",
        ),
        decisive=["March 15"],
    )
    return scenario(
        imgs,
        """
id: thg_marigold_seeds
title: Reorder the marigold seeds from last summer's photo, packets worked out from the journal
description: >-
  A retired gardener wants the marigolds from last summer again. The photo shows a red
  bicolour French marigold (not the yellow African marigold, the orange calendula or a
  seed mix); the journal says 72 plants, 30 seeds a packet and 80% germination, so 24
  seedlings per packet and 3 packets; the old packet's back gives the first indoor
  sowing date for a reminder.
domains: [shopping, reminders]
reference_time: "2026-01-18T11:00:00+00:00"
persona:
  owner: {first_name: Doreen, last_name: Ashworth, phone: "+447700900581", email: doreen.ashworth@example.co.uk}
  description: Doreen Ashworth, 71, retired nurse in Harrogate, keeps a garden journal.
  style: chatty, old-fashioned, signs off with "Thank you dear"
initial_entities:
  shop_sellers:
    - {id: slr_1801, name: Dales Seeds, ships_from: "York, UK"}
  shop_products:
    - {id: prd_1801, title: "French Marigold 'Durango Bee' seeds (red/yellow bicolour), 30 seeds", brand: Dales Seeds, category: home, subcategory: garden seeds, price: 2.49, list_price: 2.49, stock_quantity: 200, seller_id: slr_1801, date_first_available: "2019-01-01"}
    - {id: prd_1802, title: "African Marigold 'Inca Yellow' seeds, 30 seeds", brand: Dales Seeds, category: home, subcategory: garden seeds, price: 2.49, list_price: 2.49, stock_quantity: 200, seller_id: slr_1801, date_first_available: "2019-01-01"}
    - {id: prd_1803, title: "Calendula 'Orange King' seeds, 50 seeds", brand: Dales Seeds, category: home, subcategory: garden seeds, price: 1.99, list_price: 1.99, stock_quantity: 200, seller_id: slr_1801, date_first_available: "2019-01-01"}
    - {id: prd_1804, title: "French Marigold mixed colours seeds, 100 seeds", brand: Dales Seeds, category: home, subcategory: garden seeds, price: 3.99, list_price: 3.99, stock_quantity: 200, seller_id: slr_1801, date_first_available: "2019-01-01"}
  reminder_lists:
    - {id: reml_1801, name: Reminders, is_default: true}
    - {id: reml_1802, name: Garden}
  reminders:
    - {id: rem_1801, list_id: reml_1802, title: Sow sweet peas, due_date: "2026-02-01", position: 0}
rounds:
  - query: >-
      Good morning dear. I'd like those lovely marigolds again this year, the ones in my
      photo from last summer. My journal says how many I need and the old packet is here
      too. Could you put enough packets in my basket? Thank you dear
    images: [marigold_photo, journal, packet_back]
    transition: once the seeds are in the cart
  - query: And remind me in my Garden list when I can start sowing them indoors, in the morning please.
    transition: once the reminder is set
    user_notes: Nine o'clock in the morning is fine.
challenge:
  type: none
flow_type: compute
arrival_pattern: upfront
expected_changes:
  changes:
    - {op: create, table: shop_cart_items, fields: {product_id: prd_1801, quantity: 3}}
    - {op: create, table: reminders, fields: {list_id: reml_1802, due_date: "2026-03-15"}}
completion_criteria: >-
  Three packets of French Marigold 'Durango Bee' in the cart (72 plants / (30 x 80% = 24)
  = 3; not the yellow African marigold, calendula or the mix); a reminder in the Garden
  list on 15 March 2026 in the morning to sow them indoors.
expected_tools: [search_products, add_to_cart, create_reminder]
oracle_solution:
  - round: 1
    steps:
      - tool: search_products
        arguments: {query: marigold seeds}
      - tool: add_to_cart
        arguments: {product_id: prd_1801, quantity: 3}
    reply: >-
      Your photo shows the red-and-yellow French marigold 'Durango Bee'. 72 plants at 24
      seedlings a packet (30 seeds, about 80% come up) makes 3 packets - they're in your
      basket at 2.49 each.
  - round: 2
    steps:
      - tool: create_reminder
        arguments: {title: Sow the Durango Bee marigolds indoors, list_id: reml_1802, due_date: "2026-03-15", due_time: "09:00"}
    reply: I'll remind you in your Garden list on 15 March at 9 in the morning to start sowing them indoors.
tags: [things, shopping, reminders, photo-decisive, compute]
""",
    )


def thg_party_speaker(screens: Screens) -> Scenario:
    """Pair the speaker whose label is in the photo (the user misreads the last
    character; a neighbour's speaker has the other name), then play the party playlist
    the invite names."""
    sid = "thg_party_speaker"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "speaker_label",
        photos.composite(
            "gravel",
            ["PULSE GO 3", "Bluetooth name:", "PULSEGO3-7KX4", "Model PG3-220"],
            seed=f"{sid}:label",
            style="label",
            accent=(20, 20, 20),
            panel_width=0.66,
            tilt=0.04,
            kind="device_label_photo",
            description="Photo of the label under a portable speaker: Pulse Go 3, Bluetooth name PULSEGO3-7KX4, model PG3-220",
        ),
        decisive=["PULSEGO3-7KX4"],
    )
    imgs.add(
        "invite",
        documents.poster(
            "BACKYARD SUMMER BASH",
            [
                "Sat 9 Aug, 6 pm till 11 pm",
                "Sully's backyard",
                "Soundtrack: 'Porch Lights 2025'",
                "Music OFF at 11:00 pm sharp (noise rules!)",
            ],
            kicker="You're invited",
            footer="BYO lawn chair",
            palette=((20, 90, 80), (255, 210, 80), (250, 250, 250)),
            description="Party invite: Backyard Summer Bash, Sat 9 Aug 6 pm till 11 pm at Sully's backyard; soundtrack: the playlist Porch Lights 2025; music off at 11:00 pm sharp (noise rules)",
        ),
        decisive=["Porch Lights 2025", "11:00 pm"],
    )
    imgs.add(
        "bt_screen",
        screens.settings(
            "Bluetooth",
            [
                ("My devices", [("AirPods Pro", "Connected"), ("Corolla Audio", "Not Connected")]),
                (
                    "Other devices",
                    [("PULSEGO3-7KX1", ""), ("PULSEGO3-7KX4", ""), ("LivingRoom TV", "")],
                ),
            ],
            description="Bluetooth settings screen: AirPods Pro connected, Corolla Audio paired; other devices nearby PULSEGO3-7KX1, PULSEGO3-7KX4, LivingRoom TV",
        ),
    )
    imgs.add(
        "chat_sully",
        screens.chat(
            "Sully",
            [
                ("them", "start with the playlist from the invite, not last year's", "18:02"),
                ("them", "shuffle OFF, the order matters lol", "18:02"),
            ],
            subtitle="mobile",
            clock="18:05",
            description="Chat with Sully: start the playlist from the invite (not last year's) with shuffle off because the order matters",
        ),
        decisive=["shuffle OFF"],
    )
    return scenario(
        imgs,
        """
id: thg_party_speaker
title: Pair the party speaker from its label (not the neighbour's), play the invite's playlist in order
description: >-
  At a backyard party the host's speaker must be paired: the label photo says
  PULSEGO3-7KX4 and the Bluetooth screen also shows the neighbour's PULSEGO3-7KX1 (the user
  reads it as 7KX1). Then the playlist named on the invite (Porch Lights 2025, not last
  year's Porch Lights 2024) is played with shuffle off, as the host's chat asks.
domains: [settings, music]
reference_time: "2025-08-09T18:10:00-04:00"
persona:
  owner: {first_name: Terrell, last_name: Jackson, phone: "+14045550126", email: terrell.j@example.com}
  description: Terrell Jackson, 33, physical-education teacher in Atlanta, in charge of music at his friend Sully's party.
  style: upbeat, exclamation marks, short
initial_entities:
  device_settings:
    - {id: device, bluetooth_enabled: true, time_zone: America/New_York}
  bluetooth_devices:
    - {id: bt_1901, name: AirPods Pro, device_type: earbuds, is_paired: true, is_connected: true, is_nearby: true, battery_level: 64}
    - {id: bt_1902, name: Corolla Audio, device_type: car, is_paired: true, is_connected: false, is_nearby: false}
    - {id: bt_1903, name: PULSEGO3-7KX1, device_type: speaker, is_paired: false, is_connected: false, is_nearby: true}
    - {id: bt_1904, name: PULSEGO3-7KX4, device_type: speaker, is_paired: false, is_connected: false, is_nearby: true}
    - {id: bt_1905, name: LivingRoom TV, device_type: tv, is_paired: false, is_connected: false, is_nearby: true}
  music_artists:
    - {id: artist_1901, name: Outkast Revival Band, genre: Hip-Hop, country: US}
  music_albums:
    - {id: album_1901, title: Porch Sessions, artist_id: artist_1901, release_year: 2024, genre: Hip-Hop, album_type: album}
  music_tracks:
    - {id: song_1901, title: Sweet Tea Summer, album_id: album_1901, artist_id: artist_1901, track_number: 1, duration_sec: 214, genre: Hip-Hop, popularity: 70}
    - {id: song_1902, title: Peach State Slide, album_id: album_1901, artist_id: artist_1901, track_number: 2, duration_sec: 201, genre: Hip-Hop, popularity: 66}
    - {id: song_1903, title: Firefly Hour, album_id: album_1901, artist_id: artist_1901, track_number: 3, duration_sec: 233, genre: Hip-Hop, popularity: 59}
  music_playlists:
    - {id: pl_1901, name: Porch Lights 2024, created_at: "2024-07-20T12:00:00-04:00"}
    - {id: pl_1902, name: Porch Lights 2025, created_at: "2025-08-01T12:00:00-04:00"}
  music_playlist_tracks:
    - {id: ple_1901, playlist_id: pl_1901, track_id: song_1903, position: 1}
    - {id: ple_1902, playlist_id: pl_1902, track_id: song_1901, position: 1}
    - {id: ple_1903, playlist_id: pl_1902, track_id: song_1902, position: 2}
    - {id: ple_1904, playlist_id: pl_1902, track_id: song_1903, position: 3}
  music_player:
    - {id: player, is_playing: false, shuffle: true, repeat_mode: "off", volume: 50}
rounds:
  - query: >-
      party time!! hook my phone up to sully's speaker, it's the PULSEGO3-7KX1 i think. pic of
      the label + my bluetooth screen
    images: [speaker_label, bt_screen]
    transition: once the phone is paired with the speaker
    user_notes: If the assistant points out the label says 7KX4, agree - you misread it.
  - query: now get the music going like sully wants, and make sure it stops itself when the invite says
    images: [invite, chat_sully]
    transition: once the right playlist is playing from the top with shuffle off and a sleep timer is set
challenge:
  type: error_correction
  round: 1
  details: The user names PULSEGO3-7KX1 (the neighbour's speaker); the label photo says PULSEGO3-7KX4.
  wrong_detail: the speaker is PULSEGO3-7KX1
  correct_detail: the label says PULSEGO3-7KX4
flow_type: validate
arrival_pattern: mixed
expected_changes:
  allowed_tables: [music_queue, music_listening_history]
  changes:
    - {op: update, table: bluetooth_devices, match: {id: bt_1904}, fields: {is_paired: true, is_connected: true}}
    - {op: update, table: music_player, match: {id: player}, fields: {context_id: pl_1902, now_playing_track_id: song_1901, shuffle: false, is_playing: true, sleep_timer_ends_at: "2025-08-09T23:00:00"}}
completion_criteria: >-
  PULSEGO3-7KX4 (from the label; not the neighbour's 7KX1) is paired and connected; Porch
  Lights 2025 (not 2024) is playing from its first song, Sweet Tea Summer, with shuffle off,
  and a sleep timer stops it at 11:00 pm (290 minutes from 6:10 pm).
expected_tools: [list_bluetooth_devices, pair_bluetooth_device, list_music_playlists, set_music_shuffle, play_music_playlist, set_music_sleep_timer]
oracle_solution:
  - round: 1
    steps:
      - tool: list_bluetooth_devices
        arguments: {}
      - tool: pair_bluetooth_device
        arguments: {device: PULSEGO3-7KX4}
    reply: >-
      The label says PULSEGO3-7KX4, not 7KX1 (that one is probably the neighbour's), so I
      paired and connected PULSEGO3-7KX4.
  - round: 2
    steps:
      - tool: list_music_playlists
        arguments: {}
      - tool: set_music_shuffle
        arguments: {enabled: false}
      - tool: play_music_playlist
        arguments: {playlist_id: pl_1902, shuffle: false}
      - tool: set_music_sleep_timer
        arguments: {minutes: 290}
    reply: >-
      Porch Lights 2025 is playing from the top (Sweet Tea Summer) with shuffle off, and a
      sleep timer stops the music at 11:00 pm. Have fun!
tags: [things, settings, music, bluetooth, device-label]
""",
    )


def thg_pantry_barcodes(screens: Screens) -> Scenario:
    """Three empty packages' barcodes and a handwritten list of how many: find each
    product by its barcode, cart what is in stock, and put the one that is out of stock on
    the shopping project in the to-do app."""
    sid = "thg_pantry_barcodes"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "barcode_chickpeas",
        photos.composite(
            "wood_deck",
            ["Organic chickpeas 15 oz", "0 789012 345124"],
            seed=f"{sid}:bc1",
            style="label",
            accent=(200, 150, 40),
            panel_width=0.62,
            tilt=0.03,
            kind="barcode_photo",
            description="Photo of an empty can's label: organic chickpeas 15 oz, barcode number 0 789012 345124",
        ),
        decisive=["0 789012 345124"],
    )
    imgs.add(
        "barcode_oatmilk",
        photos.composite(
            "wood_deck",
            ["Oat drink barista 32 fl oz", "0 789012 346633"],
            seed=f"{sid}:bc2",
            style="label",
            accent=(40, 120, 200),
            panel_width=0.62,
            tilt=0.04,
            kind="barcode_photo",
            description="Photo of an empty carton's label: oat drink barista 32 fl oz, barcode number 0 789012 346633",
        ),
        decisive=["0 789012 346633"],
    )
    imgs.add(
        "barcode_rice",
        photos.composite(
            "wood_deck",
            ["Basmati rice 10 lb", "0 789012 347012"],
            seed=f"{sid}:bc3",
            style="label",
            accent=(120, 60, 140),
            panel_width=0.62,
            tilt=0.03,
            kind="barcode_photo",
            description="Photo of an empty bag's label: basmati rice 10 lb, barcode number 0 789012 347012",
        ),
        decisive=["0 789012 347012"],
    )
    imgs.add(
        "fridge_list",
        documents.note(
            ["RESTOCK", "chickpeas x12", "oat milk x6", "rice x2"],
            paper="sticky",
            style="hand-bold",
            size=40,
            seed=f"{sid}:list",
            description="Handwritten sticky note RESTOCK: chickpeas x12, oat milk x6, rice x2",
        ),
        decisive=["x12", "x6", "x2"],
    )
    return scenario(
        imgs,
        """
id: thg_pantry_barcodes
title: Restock the pantry from three empty packages' barcodes and a sticky list; the sold-out one to the to-do list
description: >-
  A student house's pantry is empty. Each photo shows a product's barcode number (the
  store has look-alike products: the 29 oz can, the non-barista oat drink, a jasmine rice),
  the sticky note says how many of each. Two go in the cart; the oat drink is out of
  stock, so it goes on the House shopping project in the to-do app with the quantity.
domains: [shopping, todo]
reference_time: "2025-09-14T12:30:00-05:00"
persona:
  owner: {first_name: Nadia, last_name: Haddad, phone: "+15125550149", email: nadia.haddad@utexas.example.edu}
  description: Nadia Haddad, 22, engineering student in Austin sharing a house with three friends; does the group shopping.
  style: efficient, lists things, no small talk
initial_entities:
  shop_sellers:
    - {id: slr_2001, name: PantryGo, ships_from: "Austin, TX", is_store: true}
  shop_products:
    - {id: prd_2001, title: Organic Chickpeas 15 oz can, brand: Harvest Lane, category: grocery, subcategory: canned beans, price: 1.49, list_price: 1.49, stock_quantity: 300, max_per_order: 24, seller_id: slr_2001, barcode: "0789012345124", date_first_available: "2021-01-01"}
    - {id: prd_2002, title: Organic Chickpeas 29 oz can, brand: Harvest Lane, category: grocery, subcategory: canned beans, price: 2.59, list_price: 2.59, stock_quantity: 120, seller_id: slr_2001, barcode: "0789012345131", date_first_available: "2021-01-01"}
    - {id: prd_2003, title: Oat Drink Barista Edition 32 fl oz, brand: Oatlands, category: grocery, subcategory: plant milk, price: 4.29, list_price: 4.29, stock_quantity: 0, seller_id: slr_2001, barcode: "0789012346633", date_first_available: "2022-01-01"}
    - {id: prd_2004, title: Oat Drink Original 32 fl oz, brand: Oatlands, category: grocery, subcategory: plant milk, price: 3.79, list_price: 3.79, stock_quantity: 80, seller_id: slr_2001, barcode: "0789012346626", date_first_available: "2022-01-01"}
    - {id: prd_2005, title: Basmati Rice 10 lb bag, brand: Royal Grain, category: grocery, subcategory: rice, price: 14.99, list_price: 16.99, stock_quantity: 40, seller_id: slr_2001, barcode: "0789012347012", date_first_available: "2020-06-01"}
    - {id: prd_2006, title: Jasmine Rice 10 lb bag, brand: Royal Grain, category: grocery, subcategory: rice, price: 13.99, list_price: 13.99, stock_quantity: 40, seller_id: slr_2001, barcode: "0789012347029", date_first_available: "2020-06-01"}
  todo_projects:
    - {id: proj_2001, name: Inbox, is_inbox: true}
    - {id: proj_2002, name: House shopping}
    - {id: proj_2003, name: Senior design}
  todo_tasks:
    - {id: task_2001, project_id: proj_2002, content: Dish soap, priority: p4}
rounds:
  - query: >-
      Pantry restock. 3 empties (barcodes) + the list from the fridge. Cart the right
      products in those amounts. If something can't be ordered, put it on our House shopping
      list in my to-do app instead, with how many.
    images: [barcode_chickpeas, barcode_oatmilk, barcode_rice, fridge_list]
    transition: once the cart and the to-do list are done
  - query: Whats the cart total now?
    transition: once the assistant has given the cart subtotal
challenge:
  type: none
flow_type: aggregate
arrival_pattern: upfront
expected_changes:
  changes:
    - {op: create, table: shop_cart_items, fields: {product_id: prd_2001, quantity: 12}}
    - {op: create, table: shop_cart_items, fields: {product_id: prd_2005, quantity: 2}}
    - op: create
      table: todo_tasks
      fields: {project_id: proj_2002, content: "6"}
      similarity: {content: {method: contains}}
      note: the barista oat drink, with its quantity (6)
completion_criteria: >-
  Cart: 12 x Organic Chickpeas 15 oz (barcode ...5124, not the 29 oz can) and 2 x Basmati
  Rice 10 lb (not jasmine); the out-of-stock Oat Drink Barista Edition (not the Original)
  is a task in House shopping (not Inbox) that says 6; the answer gives the cart subtotal
  $47.86.
expected_tools: [search_products_by_barcode, add_to_cart, create_todo_task]
oracle_solution:
  - round: 1
    steps:
      - tool: search_products_by_barcode
        arguments: {barcode: "0 789012 345124"}
      - tool: search_products_by_barcode
        arguments: {barcode: "0 789012 346633"}
      - tool: search_products_by_barcode
        arguments: {barcode: "0 789012 347012"}
      - tool: add_to_cart
        arguments: {product_id: prd_2001, quantity: 12}
      - tool: add_to_cart
        arguments: {product_id: prd_2005, quantity: 2}
      - tool: create_todo_task
        arguments: {content: Oatlands Oat Drink Barista Edition 32 fl oz x6, project_id: proj_2002}
    reply: >-
      Carted 12 Organic Chickpeas 15 oz and 2 bags of Basmati Rice 10 lb. The Oat Drink
      Barista Edition is out of stock, so "Oat Drink Barista Edition x6" is on House shopping.
  - round: 2
    steps: []
    reply: The cart subtotal is $47.86 (12 x $1.49 + 2 x $14.99).
tags: [things, shopping, todo, barcode, cross-group]
""",
    )


# =========================================================================== batch 5


def speed_test(screens: Screens, network: str, down: str, up: str, ping: str, when: str) -> Drawing:
    """A speed-test app result screen."""
    css = """
    body { background: #101828; color: #f2f4f7; } .wrap { padding: 22px 24px; }
    .net { font-size: 20px; color: #98a2b3; } .big { font-size: 44px; font-weight: bold; margin: 6px 0; }
    .lbl { font-size: 16px; color: #98a2b3; text-transform: uppercase; margin-top: 16px; }
    """
    body = (
        f"<div class='status'><span>{esc(when)}</span><span>78%</span></div><div class='wrap'>"
        f"<div class='net'>Wi-Fi: {esc(network)}</div>"
        f"<div class='lbl'>Download Mbps</div><div class='big'>{esc(down)}</div>"
        f"<div class='lbl'>Upload Mbps</div><div class='big'>{esc(up)}</div>"
        f"<div class='lbl'>Ping ms</div><div class='big'>{esc(ping)}</div></div>"
    )
    return screens.render(
        body,
        kind="speed_test",
        css=css,
        description=f"Speed test on {network}: {down} Mbps down, {up} Mbps up, ping {ping} ms",
    )


def thg_cafe_wifi_compare(screens: Screens) -> Scenario:
    """Two café networks: the speed tests decide which (the faster needs the password on the
    chalkboard); the chalkboard's laptop-free hour ends a Work focus."""
    sid = "thg_cafe_wifi_compare"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "chalkboard",
        photos.composite(
            "wood_deck",
            [
                "LUNA COFFEE",
                "Wi-Fi: LUNA-FREE or LUNA-PLUS",
                "LUNA-PLUS pw: cortado2025",
                "Laptop-free after 3:30 pm",
            ],
            seed=f"{sid}:board",
            style="chalkboard",
            panel_width=0.8,
            tilt=0.03,
            description="Photo of a cafe chalkboard: Luna Coffee; Wi-Fi LUNA-FREE or LUNA-PLUS; LUNA-PLUS password cortado2025; laptop-free after 3:30 pm",
        ),
        decisive=["cortado2025", "3:30 pm"],
    )
    imgs.add(
        "speed_free",
        speed_test(screens, "LUNA-FREE", "6.2", "1.1", "48", "13:52"),
        decisive=["6.2"],
    )
    imgs.add(
        "speed_plus",
        speed_test(screens, "LUNA-PLUS", "94.7", "38.5", "12", "13:55"),
        decisive=["94.7"],
    )
    return scenario(
        imgs,
        """
id: thg_cafe_wifi_compare
title: Join the faster cafe network (speed tests decide), then a Work focus until the laptop-free hour
description: >-
  A freelance translator working from a cafe ran speed tests on its two networks; the
  faster one (LUNA-PLUS) needs the password from the chalkboard. Then her Work focus goes
  on until the cafe's laptop-free time on the same chalkboard. A neighbouring shop's
  network with a similar name is a distractor.
domains: [settings]
reference_time: "2025-05-13T14:00:00+02:00"
persona:
  owner: {first_name: Lucie, last_name: Marchand, phone: "+33612345078", email: lucie.marchand@example.fr}
  description: Lucie Marchand, 38, freelance translator in Lyon, works from cafes most afternoons.
  style: concise, a bit ironic, French word order now and then
initial_entities:
  device_settings:
    - {id: device, wifi_enabled: true, time_zone: Europe/Paris, language: fr-FR, region: FR, use_24_hour_time: true}
  wifi_networks:
    - {id: wifi_2101, ssid: LUNA-FREE, security: open, signal_bars: 4, is_saved: true, is_connected: true, last_joined_at: "2025-05-13T13:50:00+02:00"}
    - {id: wifi_2102, ssid: LUNA-PLUS, security: wpa2, signal_bars: 3, network_password: cortado2025}
    - {id: wifi_2103, ssid: LUNE-Boulangerie, security: wpa2, signal_bars: 2, network_password: croissant44}
    - {id: wifi_2104, ssid: Freebox-Marchand, security: wpa3, network_password: x7QpLm22vv, is_saved: true, saved_password: x7QpLm22vv}
  focus_modes:
    - {id: focus_2101, name: Do Not Disturb, is_active: false, allow_calls_from: favorites}
    - {id: focus_2102, name: Work, is_active: false, allow_calls_from: favorites}
    - {id: focus_2103, name: Personal, is_active: false, allow_calls_from: everyone}
rounds:
  - query: >-
      The cafe has two Wi-Fi. I tested both, screenshots attached, plus the board. Put me on
      the better one.
    images: [chalkboard, speed_free, speed_plus]
    transition: once the phone is on the faster network
  - query: Now Work focus on, until I have to pack the laptop away here.
    transition: once the Work focus is on until the laptop-free time
challenge:
  type: state_mutation
  details: The phone moves from the joined LUNA-FREE to LUNA-PLUS (password from the board), and the Work focus is turned on until 15:30.
flow_type: compare
arrival_pattern: upfront
expected_changes:
  changes:
    - {op: update, table: wifi_networks, match: {id: wifi_2102}, fields: {is_connected: true, saved_password: cortado2025}}
    - {op: update, table: wifi_networks, match: {id: wifi_2101}, fields: {is_connected: false}}
    - {op: update, table: focus_modes, match: {id: focus_2102}, fields: {is_active: true, active_until: "2025-05-13T15:30:00"}}
completion_criteria: >-
  Connected to LUNA-PLUS (94.7 Mbps vs 6.2 on LUNA-FREE; not LUNE-Boulangerie) with the
  password cortado2025; Work focus on until 15:30 today (laptop-free after 3:30 pm).
expected_tools: [scan_wifi_networks, connect_wifi_network, activate_focus_mode]
oracle_solution:
  - round: 1
    steps:
      - tool: scan_wifi_networks
        arguments: {}
      - tool: connect_wifi_network
        arguments: {network: LUNA-PLUS, password: cortado2025}
    reply: LUNA-PLUS is much faster (94.7 Mbps down vs 6.2 on LUNA-FREE); you're on it now with the password from the board.
  - round: 2
    steps:
      - tool: activate_focus_mode
        arguments: {focus: Work, until: "2025-05-13T15:30:00"}
    reply: Work focus is on until 15:30, when the cafe goes laptop-free.
tags: [things, settings, wifi, compare, chalkboard]
""",
    )


def thg_thesis_tags(screens: Screens) -> Scenario:
    """Colour-tag thesis chapter files as the whiteboard says, share the results chapter
    with the right Ana; the supervisor's email then marks another chapter done."""
    sid = "thg_thesis_tags"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "whiteboard",
        photos.composite(
            "brick",
            [
                "THESIS STATUS",
                "Ch1 intro: DONE = green",
                "Ch3 methods: URGENT = red",
                "Ch4 results: waiting Ana S. = orange",
            ],
            seed=f"{sid}:board",
            style="whiteboard",
            panel_width=0.82,
            tilt=0.03,
            description="Photo of an office whiteboard: thesis status; chapter 1 intro done (green), chapter 3 methods urgent (red), chapter 4 results waiting for Ana S. (orange)",
        ),
        decisive=["DONE = green", "URGENT = red", "orange"],
    )
    imgs.add(
        "folder_screen",
        files_screen(
            screens,
            "PhD › Thesis",
            [
                ("Ch1_Introduction.docx", "Mar 2, 2025", "310 KB"),
                ("Ch2_Literature.docx", "Apr 9, 2025", "540 KB"),
                ("Ch3_Methods.docx", "May 20, 2025", "275 KB"),
                ("Ch3_Methods_OLD.docx", "Jan 14, 2025", "198 KB"),
                ("Ch4_Results.docx", "May 28, 2025", "820 KB"),
                ("Figures.zip", "May 28, 2025", "48 MB"),
            ],
            description="Files window of PhD > Thesis: Ch1_Introduction, Ch2_Literature, Ch3_Methods, Ch3_Methods_OLD, Ch4_Results and Figures.zip",
        ),
    )
    imgs.add(
        "supervisor_email",
        screens.email(
            "Prof. Helen Brandt <h.brandt@uni-heidelberg.example.de>",
            "Re: Chapter 2",
            "Fri, May 30, 2025, 4:48 PM",
            [
                "Dear Kwame,",
                "I have read Chapter 2 again and I am happy with it - consider it done.",
                "Methods still need the sampling section. Best, Helen",
            ],
            to="Kwame Boateng",
            description="Email from Prof. Helen Brandt: chapter 2 is done; methods still need the sampling section",
        ),
        decisive=["Chapter 2", "done"],
    )
    imgs.add(
        "ana_card",
        documents.business_card(
            "Ana Schreiber",
            "Research Associate",
            "Inst. of Environmental Physics",
            phone="+49 6221 54 6312",
            email="ana.schreiber@iup.example.de",
            accent=(20, 100, 70),
            description="Business card of Ana Schreiber, research associate at the Institute of Environmental Physics",
        ),
        decisive=["Ana Schreiber"],
    )
    return scenario(
        imgs,
        """
id: thg_thesis_tags
title: Colour-tag thesis chapters from a whiteboard, share results with the right Ana, then a chapter is done
description: >-
  A PhD student copies his whiteboard's colour code onto his thesis files (not the old
  methods draft) and shares the results chapter with Ana Schreiber (her card; not his
  flatmate Ana Silva) so she can edit. The supervisor's email then declares chapter 2
  done: it gets the green tag too.
domains: [files, contacts]
reference_time: "2025-05-30T17:10:00+02:00"
persona:
  owner: {first_name: Kwame, last_name: Boateng, phone: "+491701234599", email: kwame.boateng@example.de}
  description: Kwame Boateng, 31, Ghanaian PhD student in environmental physics in Heidelberg, writing up.
  style: polite, structured, slightly academic
initial_entities:
  contacts:
    - {id: ct_2201, first_name: Ana, last_name: Schreiber, company: Inst. of Environmental Physics, job_title: Research Associate}
    - {id: ct_2202, first_name: Ana, last_name: Silva, relationship: flatmate}
    - {id: ct_2203, first_name: Helen, last_name: Brandt, job_title: Professor}
  contact_emails:
    - {id: cem_2201, contact_id: ct_2201, label: work, address: ana.schreiber@iup.example.de, is_primary: true}
    - {id: cem_2202, contact_id: ct_2202, label: personal, address: ana.silva.br@example.com, is_primary: true}
  drive_folders:
    - {id: fld_2201, name: PhD}
    - {id: fld_2202, name: Thesis, parent_id: fld_2201}
    - {id: fld_2203, name: Papers, parent_id: fld_2201}
  drive_files:
    - {id: fil_2201, name: Ch1_Introduction.docx, folder_id: fld_2202, mime_type: application/vnd.openxmlformats-officedocument.wordprocessingml.document, size_bytes: 317440}
    - {id: fil_2202, name: Ch2_Literature.docx, folder_id: fld_2202, mime_type: application/vnd.openxmlformats-officedocument.wordprocessingml.document, size_bytes: 552960}
    - {id: fil_2203, name: Ch3_Methods.docx, folder_id: fld_2202, mime_type: application/vnd.openxmlformats-officedocument.wordprocessingml.document, size_bytes: 281600}
    - {id: fil_2204, name: Ch3_Methods_OLD.docx, folder_id: fld_2202, mime_type: application/vnd.openxmlformats-officedocument.wordprocessingml.document, size_bytes: 202752}
    - {id: fil_2205, name: Ch4_Results.docx, folder_id: fld_2202, mime_type: application/vnd.openxmlformats-officedocument.wordprocessingml.document, size_bytes: 839680}
    - {id: fil_2206, name: Figures.zip, folder_id: fld_2202, mime_type: application/zip, size_bytes: 50331648}
    - {id: fil_2207, name: Ch4_Results_draft_for_paper.docx, folder_id: fld_2203, mime_type: application/vnd.openxmlformats-officedocument.wordprocessingml.document, size_bytes: 402432}
  drive_tags:
    - {id: dtag_2201, file_id: fil_2206, color: blue}
rounds:
  - query: >-
      Could you mirror my whiteboard's colour code on the thesis files, please? And share the
      results chapter with the Ana on the board so she can edit it - her card is attached.
    images: [whiteboard, folder_screen, ana_card]
    transition: once the tags are set and the results chapter is shared
  - query: Good news from my supervisor.
    images: [supervisor_email]
    transition: once chapter 2 is tagged as done
challenge:
  type: none
flow_type: aggregate
arrival_pattern: mixed
expected_changes:
  changes:
    - {op: create, table: drive_tags, fields: {file_id: fil_2201, color: green}}
    - {op: create, table: drive_tags, fields: {file_id: fil_2203, color: red}}
    - {op: create, table: drive_tags, fields: {file_id: fil_2205, color: orange}}
    - {op: create, table: drive_tags, fields: {file_id: fil_2202, color: green}}
    - {op: create, table: drive_shares, fields: {file_id: fil_2205, contact_id: ct_2201, permission: edit}}
completion_criteria: >-
  Ch1_Introduction green, Ch3_Methods (not the _OLD draft) red, Ch4_Results (not the paper
  draft) orange, Ch2_Literature green after the supervisor's email; Ch4_Results shared
  with Ana Schreiber (not Ana Silva) with edit access; Figures.zip keeps its blue tag.
expected_tools: [list_drive_folder, add_drive_tag, search_contacts, share_drive_item]
oracle_solution:
  - round: 1
    steps:
      - tool: search_files
        arguments: {query: Ch, folder_id: fld_2202}
      - tool: add_drive_tag
        arguments: {item_id: fil_2201, color: green}
      - tool: add_drive_tag
        arguments: {item_id: fil_2203, color: red}
      - tool: add_drive_tag
        arguments: {item_id: fil_2205, color: orange}
      - tool: search_contacts
        arguments: {query: Ana}
      - tool: share_drive_item
        arguments: {item_id: fil_2205, contact_id: ct_2201, permission: edit}
    reply: >-
      Tagged Ch1_Introduction green (done), Ch3_Methods red (urgent) and Ch4_Results orange
      (waiting for Ana), and shared Ch4_Results with Ana Schreiber with edit access.
  - round: 2
    steps:
      - tool: add_drive_tag
        arguments: {item_id: fil_2202, color: green}
    reply: Congratulations! Ch2_Literature is tagged green as done.
tags: [things, files, tags, whiteboard, cross-group]
""",
    )


def thg_trail_shoes_return(screens: Screens) -> Scenario:
    """The box label shows the size actually delivered (the user misreads it); return it
    as the wrong item with the label's size in the comment and cart the ordered size."""
    sid = "thg_trail_shoes_return"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "box_label",
        photos.composite(
            "gravel",
            [
                "RIDGELINE TRAIL RUNNER 2",
                "WOMEN'S  US 9.5",
                "Color: Slate / Coral",
                "SKU RTR2-W-095-SC",
            ],
            seed=f"{sid}:label",
            style="label",
            accent=(230, 90, 60),
            panel_width=0.72,
            tilt=0.04,
            kind="shoe_box_label_photo",
            description="Photo of a shoe box label on gravel: Ridgeline Trail Runner 2, women's US 9.5, color Slate/Coral, SKU RTR2-W-095-SC",
        ),
        decisive=["9.5", "Slate / Coral"],
    )
    imgs.add(
        "order_screen",
        screens.order_page(
            "TrailHaus",
            "TH-558102",
            [("Ridgeline Trail Runner 2 - Women's 10, Slate/Coral", "1", "$139.00")],
            total="$139.00",
            status="Delivered Sep 3",
            date="Ordered Aug 29, 2025",
            description="TrailHaus order TH-558102, delivered Sep 3: Ridgeline Trail Runner 2 women's size 10, Slate/Coral, $139.00",
        ),
        decisive=["Women's 10"],
    )
    imgs.add(
        "shoe_photo",
        photos.photo(
            "gravel",
            seed=f"{sid}:gravel",
            crop=(0.0, 0.0, 0.6, 0.6),
            description="Close-up of grey gravel on a trail, where the user tried the shoes on (no shoe visible up close)",
        ),
    )
    return scenario(
        imgs,
        """
id: thg_trail_shoes_return
title: Return trail shoes delivered in the wrong size (the box label decides), reorder the size ordered
description: >-
  A runner ordered women's size 10 trail shoes; the box label shows 9.5 (she reads it as
  9). The delivered pair is returned as the wrong item with the label's size in the
  comment, and the size she ordered, same colour, goes in the cart (the 10 in another
  colour and the men's model are near misses).
domains: [shopping]
reference_time: "2025-09-04T19:30:00-06:00"
persona:
  owner: {first_name: Kaia, last_name: Nakoa, phone: "+13035550119", email: kaia.nakoa@example.com}
  description: Kaia Nakoa, 30, trail runner and nurse in Boulder, Colorado, Native Hawaiian.
  style: sporty, upbeat, shortish messages
initial_entities:
  shop_sellers:
    - {id: slr_2301, name: TrailHaus, ships_from: "Denver, CO"}
  shop_products:
    - {id: prd_2301, title: "Ridgeline Trail Runner 2, Women's", brand: Ridgeline, category: sports, subcategory: running shoes, price: 139.0, list_price: 139.0, stock_quantity: 50, seller_id: slr_2301, return_window_days: 30, date_first_available: "2024-02-01"}
    - {id: prd_2302, title: "Ridgeline Trail Runner 2, Men's", brand: Ridgeline, category: sports, subcategory: running shoes, price: 139.0, list_price: 139.0, stock_quantity: 50, seller_id: slr_2301, return_window_days: 30, date_first_available: "2024-02-01"}
  shop_product_variants:
    - {id: pv_2302, product_id: prd_2301, sku: RTR2-W-100-SC, size: "10", color: Slate/Coral, price: 139.0, stock_quantity: 4, barcode: "0850001230026"}
    - {id: pv_2303, product_id: prd_2301, sku: RTR2-W-100-BK, size: "10", color: Black, price: 139.0, stock_quantity: 8, barcode: "0850001230033"}
    - {id: pv_2304, product_id: prd_2301, sku: RTR2-W-090-SC, size: "9", color: Slate/Coral, price: 139.0, stock_quantity: 3, barcode: "0850001230040"}
    - {id: pv_2305, product_id: prd_2302, sku: RTR2-M-100-SC, size: "10", color: Slate/Coral, price: 139.0, stock_quantity: 5, barcode: "0850001230057"}
  shop_addresses:
    - {id: sadr_2301, label: Home, full_name: Kaia Nakoa, street1: 1840 Pine St, city: Boulder, state: CO, postal_code: "80302", country: US, is_default: true}
  shop_payment_cards:
    - {id: scard_2301, brand: mastercard, last4: "6120", cardholder_name: Kaia Nakoa, exp_month: 8, exp_year: 2027, is_default: true}
  shop_orders:
    - {id: ord_2301, order_number: TH-558102, placed_at: "2025-08-29T09:00:00-06:00", status: delivered, address_id: sadr_2301, ship_to: {full_name: Kaia Nakoa, street1: 1840 Pine St, city: Boulder, state: CO, postal_code: "80302", country: US}, card_id: scard_2301, subtotal: 139.0, shipping_fee: 0, discount: 0, tax: 12.37, total: 151.37, estimated_delivery: "2025-09-03", delivered_at: "2025-09-03T15:00:00-06:00"}
    - {id: ord_2302, order_number: TH-497730, placed_at: "2025-05-02T09:00:00-06:00", status: delivered, address_id: sadr_2301, ship_to: {full_name: Kaia Nakoa, street1: 1840 Pine St, city: Boulder, state: CO, postal_code: "80302", country: US}, card_id: scard_2301, subtotal: 139.0, shipping_fee: 0, discount: 0, tax: 12.37, total: 151.37, estimated_delivery: "2025-05-06", delivered_at: "2025-05-06T15:00:00-06:00"}
  shop_order_items:
    - {id: oit_2301, order_id: ord_2301, product_id: prd_2301, variant_id: pv_2302, title: "Ridgeline Trail Runner 2, Women's", variant_label: "10, Slate/Coral", unit_price: 139.0, quantity: 1, status: active}
    - {id: oit_2302, order_id: ord_2302, product_id: prd_2301, variant_id: pv_2303, title: "Ridgeline Trail Runner 2, Women's", variant_label: "10, Black", unit_price: 139.0, quantity: 1, status: active}
rounds:
  - query: >-
      ugh, the new trail shoes are way too small! pretty sure they sent a 9 instead of my 10.
      box label + my order attached. send them back and get me the right ones in my cart
    images: [box_label, order_screen, shoe_photo]
    transition: once the return is made and the right size is in the cart
    user_notes: If the assistant says the label says 9.5, agree - you misread it. Drop-off is fine.
  - query: thx! which size exactly did they send me, so I can tell my sister not to buy that one?
    transition: once the assistant has answered
challenge:
  type: error_correction
  round: 1
  details: The user thinks a size 9 was delivered; the box label says women's US 9.5.
  wrong_detail: they sent a 9
  correct_detail: the label says WOMEN'S US 9.5 (SKU RTR2-W-095-SC)
flow_type: validate
arrival_pattern: upfront
expected_changes:
  allowed_tables: [shop_payments, shop_products, shop_product_variants]
  changes:
    - op: create
      table: shop_returns
      fields: {order_item_id: oit_2301, quantity: 1, reason: wrong_item_sent, comment: "9.5"}
      similarity: {comment: {method: contains}}
    - {op: create, table: shop_cart_items, fields: {product_id: prd_2301, variant_id: pv_2302, quantity: 1}}
    - {op: update, table: shop_orders, match: {id: ord_2301}, fields: {status: returned}}
completion_criteria: >-
  The pair from order TH-558102 (not the May order of the black ones) is returned as the
  wrong item sent, the comment naming size 9.5 (not 9); women's size 10 in Slate/Coral
  (pv_2302; not black, not men's) is in the cart.
expected_tools: [list_orders, get_order_details, return_order_item, list_product_variants, add_to_cart]
oracle_solution:
  - round: 1
    steps:
      - tool: list_orders
        arguments: {}
      - tool: get_order_details
        arguments: {order_id: ord_2301}
      - tool: return_order_item
        arguments: {order_item_id: oit_2301, reason: wrong_item_sent, quantity: 1, comment: "Ordered women's 10, box label says women's US 9.5 (SKU RTR2-W-095-SC)"}
      - tool: list_product_variants
        arguments: {product_id: prd_2301}
      - tool: add_to_cart
        arguments: {product_id: prd_2301, variant_id: pv_2302, quantity: 1}
    reply: >-
      The label actually says women's US 9.5, not 9. I returned that pair as the wrong item
      (refund $151.37 to your Mastercard) and put the women's 10 in Slate/Coral in your cart.
  - round: 2
    steps: []
    reply: They sent a women's US 9.5 in Slate/Coral (SKU RTR2-W-095-SC).
tags: [things, shopping, return, label]
""",
    )


def thg_fibre_router_swap(screens: Screens) -> Scenario:
    """A new fibre router: join it with the key on its label, forget the old network the
    engineer's card says is going away, and email the landlord the job reference."""
    sid = "thg_fibre_router_swap"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "router_label",
        photos.composite(
            "gravel",
            [
                "eir F3000 Fibre Router",
                "SSID: eir-7C19F2",
                "Wireless key: Kx4mPw9t7R",
                "Admin: 192.168.1.254",
            ],
            seed=f"{sid}:label",
            style="label",
            accent=(90, 40, 150),
            panel_width=0.74,
            tilt=0.03,
            kind="router_label_photo",
            description="Photo of the sticker under a new fibre router: eir F3000, SSID eir-7C19F2, wireless key Kx4mPw9t7R, admin 192.168.1.254",
        ),
        decisive=["eir-7C19F2", "Kx4mPw9t7R"],
    )
    imgs.add(
        "job_card",
        documents.note(
            [
                "Fibre install done 14/10",
                "Job ref: EIR-88213-Q",
                "Old router eircom-5521",
                "switched off from Fri",
                "- Darragh (engineer)",
            ],
            paper="card",
            style="hand",
            size=36,
            seed=f"{sid}:card",
            description="Engineer's handwritten job card: fibre install done 14/10, job ref EIR-88213-Q, old router eircom-5521 switched off from Friday, signed Darragh",
        ),
        decisive=["EIR-88213-Q", "eircom-5521"],
    )
    imgs.add(
        "landlord_email",
        screens.email(
            "Margaret Byrne <m.byrne@byrnelettings.ie>",
            "Fibre installation - reference please",
            "Tue, Oct 14, 2025, 5:02 PM",
            [
                "Hi Liam,",
                "Thanks for letting the engineer in today. Could you send me the job reference "
                "from the engineer so I can claim the installation fee back?",
                "Kind regards, Margaret Byrne, Byrne Lettings",
            ],
            to="Liam O'Connor",
            description="Email from landlord Margaret Byrne (Byrne Lettings) asking for the engineer's job reference to claim the installation fee",
        ),
        decisive=["m.byrne@byrnelettings.ie"],
    )
    return scenario(
        imgs,
        """
id: thg_fibre_router_swap
title: Switch to the new fibre router from its label, forget the old network, email the landlord the job ref
description: >-
  A tenant's flat got fibre. The router's label gives the new network and key (the
  neighbours' eir network has a similar name); the engineer's card says the old network is
  going away and gives the job reference; the landlord (Margaret Byrne, not Margaret
  Walsh from work) asks for it by email.
domains: [settings, email, contacts]
reference_time: "2025-10-14T18:20:00+01:00"
persona:
  owner: {first_name: Liam, last_name: "O'Connor", phone: "+353871234567", email: liam.oconnor@example.ie}
  description: Liam O'Connor, 28, software tester renting a flat in Dublin from Byrne Lettings.
  style: laid-back, Irish turns of phrase, medium-length messages
initial_entities:
  device_settings:
    - {id: device, wifi_enabled: true, time_zone: Europe/London}
  wifi_networks:
    - {id: wifi_2401, ssid: eircom-5521, security: wpa2, signal_bars: 3, network_password: greenhouse77, is_saved: true, saved_password: greenhouse77, is_connected: true, last_joined_at: "2025-10-14T08:00:00+01:00"}
    - {id: wifi_2402, ssid: eir-7C19F2, security: wpa2, signal_bars: 4, network_password: Kx4mPw9t7R}
    - {id: wifi_2403, ssid: eir-7C19E5, security: wpa2, signal_bars: 2, network_password: Zq9rTT31mm}
    - {id: wifi_2404, ssid: Office-Guest, security: wpa2, network_password: welcome2025, is_saved: true, saved_password: welcome2025}
  contacts:
    - {id: ct_2401, first_name: Margaret, last_name: Byrne, company: Byrne Lettings, relationship: landlord}
    - {id: ct_2402, first_name: Margaret, last_name: Walsh, company: Finch Software, job_title: QA Lead}
  contact_emails:
    - {id: cem_2401, contact_id: ct_2401, label: work, address: m.byrne@byrnelettings.ie, is_primary: true}
    - {id: cem_2402, contact_id: ct_2402, label: work, address: margaret.walsh@finchsoftware.example, is_primary: true}
  email_folders:
    - {id: efld_2401, name: Inbox, role: inbox}
    - {id: efld_2402, name: Sent, role: sent}
rounds:
  - query: Fibre's in! I'll send you the bits the engineer left behind.
    transition: once the assistant asks for them
  - query: >-
      Here's the sticker on the new router and the engineer's card. Get the phone onto the new
      one and sort out the old one while you're at it.
    images: [router_label, job_card]
    transition: once the phone is on the new network and the old one is forgotten
  - query: The landlord wants something from the engineer, can you send it to her?
    images: [landlord_email]
    transition: once the email is sent
challenge:
  type: state_mutation
  details: The phone leaves the saved eircom-5521 (forgotten) and joins eir-7C19F2 with the label's key.
flow_type: cross_reference
arrival_pattern: late
expected_changes:
  changes:
    - {op: update, table: wifi_networks, match: {id: wifi_2402}, fields: {is_connected: true, is_saved: true, saved_password: Kx4mPw9t7R}}
    - {op: update, table: wifi_networks, match: {id: wifi_2401}, fields: {is_connected: false, is_saved: false}}
    - op: create
      table: emails
      fields: {to_addresses: [m.byrne@byrnelettings.ie], body: EIR-88213-Q}
      similarity: {to_addresses: {method: list}, body: {method: contains}}
completion_criteria: >-
  Joined eir-7C19F2 (not the neighbours' eir-7C19E5) with key Kx4mPw9t7R; eircom-5521
  forgotten; an email to Margaret Byrne (m.byrne@byrnelettings.ie, not Margaret Walsh)
  with the job reference EIR-88213-Q.
expected_tools: [scan_wifi_networks, connect_wifi_network, forget_wifi_network, search_contacts, send_email]
oracle_solution:
  - round: 1
    steps: []
    reply: Grand, send them over.
  - round: 2
    steps:
      - tool: scan_wifi_networks
        arguments: {}
      - tool: connect_wifi_network
        arguments: {network: eir-7C19F2, password: Kx4mPw9t7R}
      - tool: forget_wifi_network
        arguments: {network: eircom-5521}
    reply: >-
      You're on eir-7C19F2 with the key from the sticker, and I forgot the old eircom-5521
      network since it's switched off from Friday.
  - round: 3
    steps:
      - tool: search_contacts
        arguments: {query: Margaret Byrne}
      - tool: send_email
        arguments:
          to: [m.byrne@byrnelettings.ie]
          subject: "Re: Fibre installation - reference please"
          body: "Hi Margaret, the engineer's job reference is EIR-88213-Q (install done 14/10). Thanks, Liam"
    reply: Emailed Margaret Byrne the job reference EIR-88213-Q.
tags: [things, settings, wifi, router-label, email, cross-group]
""",
    )


def thg_porto_tips(screens: Screens) -> Scenario:
    """A cafe sign photo picks the place to save (not the lounge with the same name); a
    friend's chat names the guide and the bookmarks folder; the guide's page then names a
    bookshop to save too."""
    sid = "thg_porto_tips"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "cafe_sign",
        photos.composite(
            "storm",
            ["CAFE MAJESTIC", "Rua de Santa Catarina 112", "desde 1921"],
            seed=f"{sid}:sign",
            style="sign",
            accent=(160, 120, 40),
            panel_width=0.7,
            position=(0.5, 0.4),
            description="Photo of an ornate cafe sign: Cafe Majestic, Rua de Santa Catarina 112, since 1921",
        ),
        decisive=["Rua de Santa Catarina 112"],
    )
    imgs.add(
        "chat_nadia",
        screens.chat(
            "Nadia",
            [
                ("them", "YES the Majestic, get the francesinha there", "09:12"),
                ("them", "and read 'Porto in 48 hours' on wanderpages, best guide", "09:13"),
                ("them", "bookmark it in a folder called Porto Oct so you find it", "09:13"),
            ],
            subtitle="mobile",
            clock="09:20",
            description="Chat with Nadia: the Majestic is great; read the guide Porto in 48 hours on wanderpages and bookmark it in a folder called Porto Oct",
        ),
        decisive=["Porto in 48 hours", "Porto Oct"],
    )
    imgs.add(
        "guide_page",
        screens.render(
            "<div class='bar'><h1>Porto in 48 hours</h1><div class='sub'>wanderpages.example - city guides</div></div>"
            "<div class='pad' style='line-height:1.5'><p><b>Day 1.</b> Coffee at Cafe Majestic, then walk down to the Ribeira.</p>"
            "<p><b>Must-see:</b> Livraria Lello, Rua das Carmelitas 144 - book a timed ticket online.</p>"
            "<p><b>Day 2.</b> Port cellars in Vila Nova de Gaia.</p></div>",
            kind="web_page",
            width=720,
            description="Screenshot of the guide Porto in 48 hours: day 1 coffee at Cafe Majestic; must-see Livraria Lello, Rua das Carmelitas 144 (timed ticket); day 2 port cellars in Gaia",
        ),
        decisive=["Livraria Lello", "Rua das Carmelitas 144"],
    )
    return scenario(
        imgs,
        """
id: thg_porto_tips
title: Save a cafe from its sign, bookmark a friend's guide in the folder she names, save the guide's must-see
description: >-
  Before a Porto weekend, a teacher saves the cafe on the sign (Rua de Santa Catarina 112;
  not Majestic Lounge Bar or the Majestic hotel), bookmarks the guide her friend's chat
  names into the folder the chat names (not the similar 'Porto in 24 hours' page), and
  saves the bookshop the guide calls a must-see.
domains: [web]
reference_time: "2025-10-02T09:30:00+01:00"
persona:
  owner: {first_name: Sunita, last_name: Rao, phone: "+447700900764", email: sunita.rao@example.co.uk}
  description: Sunita Rao, 52, secondary-school maths teacher from Leicester, off to Porto for a long weekend.
  style: methodical, polite, numbered requests
initial_entities:
  places:
    - {id: plc_2501, name: Cafe Majestic, category: cafe, address: Rua de Santa Catarina 112, city: Porto, latitude: 41.1468, longitude: -8.6064, rating: 4.5, review_count: 9120, price_level: 3}
    - {id: plc_2502, name: Majestic Lounge Bar, category: bar, address: Rua da Picaria 55, city: Porto, latitude: 41.1492, longitude: -8.6149, rating: 4.0, review_count: 412, price_level: 2}
    - {id: plc_2503, name: Hotel Majestic Porto, category: hotel, address: Avenida da Boavista 1020, city: Porto, latitude: 41.1571, longitude: -8.6345, rating: 4.2, review_count: 1333, price_level: 3}
    - {id: plc_2504, name: Livraria Lello, category: bookstore, address: Rua das Carmelitas 144, city: Porto, latitude: 41.1469, longitude: -8.6149, rating: 4.4, review_count: 30120, price_level: 2}
    - {id: plc_2505, name: Livraria Latina, category: bookstore, address: Rua de Santa Catarina 2, city: Porto, latitude: 41.1458, longitude: -8.6070, rating: 4.6, review_count: 310, price_level: 2}
  web_pages:
    - {id: web_2501, url: "https://wanderpages.example/porto-in-48-hours", title: Porto in 48 hours, site_name: wanderpages, published_on: "2024-04-11", body: "Day 1. Coffee at Cafe Majestic, then walk down to the Ribeira. Must-see: Livraria Lello, Rua das Carmelitas 144 - book a timed ticket online. Day 2. Port cellars in Vila Nova de Gaia."}
    - {id: web_2502, url: "https://wanderpages.example/porto-in-24-hours", title: Porto in 24 hours, site_name: wanderpages, published_on: "2023-05-02", body: "Short on time? Ribeira, the cathedral and a port tasting."}
  web_bookmarks:
    - {id: bkm_2501, url: "https://wanderpages.example/porto-in-24-hours", title: Porto in 24 hours, folder: Reading List}
rounds:
  - query: >-
      1) Please save this cafe in my Maps as "Majestic". A colleague recommended it for our
      Porto trip.
    images: [cafe_sign]
    transition: once the cafe is saved
  - query: 2) My friend Nadia has a guide for me as well. Please do what she says.
    images: [chat_nadia]
    transition: once the guide is bookmarked
  - query: 3) The guide has a must-see. Please save that in Maps too, as "Bookshop".
    images: [guide_page]
    transition: once the bookshop is saved
challenge:
  type: none
flow_type: lookup_chain
arrival_pattern: progressive
expected_changes:
  changes:
    - {op: create, table: saved_places, fields: {place_id: plc_2501, label: Majestic}}
    - {op: create, table: web_bookmarks, fields: {url: "https://wanderpages.example/porto-in-48-hours", folder: Porto Oct}}
    - {op: create, table: saved_places, fields: {place_id: plc_2504, label: Bookshop}}
completion_criteria: >-
  Cafe Majestic at Rua de Santa Catarina 112 (not the lounge bar or the hotel) saved as
  "Majestic"; the Porto in 48 hours page (not 24 hours) bookmarked in a folder "Porto Oct";
  Livraria Lello (not Livraria Latina) saved as "Bookshop".
expected_tools: [search_places, save_place, search_web, bookmark_webpage]
oracle_solution:
  - round: 1
    steps:
      - tool: search_places
        arguments: {query: Majestic}
      - tool: save_place
        arguments: {place_id: plc_2501, label: Majestic}
    reply: Saved Cafe Majestic (Rua de Santa Catarina 112) in Maps as "Majestic".
  - round: 2
    steps:
      - tool: search_web
        arguments: {query: Porto in 48 hours wanderpages}
      - tool: bookmark_webpage
        arguments: {url: "https://wanderpages.example/porto-in-48-hours", folder: Porto Oct, title: Porto in 48 hours}
    reply: Bookmarked Nadia's guide "Porto in 48 hours" in a new bookmarks folder "Porto Oct".
  - round: 3
    steps:
      - tool: search_places
        arguments: {query: Livraria Lello}
      - tool: save_place
        arguments: {place_id: plc_2504, label: Bookshop}
    reply: Saved Livraria Lello (Rua das Carmelitas 144) as "Bookshop" - the guide says to book a timed ticket online.
tags: [things, web, maps, bookmarks, sign]
""",
    )


# =========================================================================== batch 6


def thg_road_trip_kids(screens: Screens) -> Scenario:
    """The kids' handwritten song list, filtered by the spouse's rule (no explicit
    versions), becomes a playlist; a later sticky note swaps one song."""
    sid = "thg_road_trip_kids"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "kids_list",
        documents.note(
            [
                "CAR SONGS",
                "1. Dino Stomp",
                "2. Rocket Socks",
                "3. Baby Shark Remix",
                "4. Summer Potato",
                "5. Loud Lemonade",
            ],
            paper="lined",
            style="hand-humor",
            size=38,
            seed=f"{sid}:list",
            description="Kids' handwritten list titled CAR SONGS: Dino Stomp, Rocket Socks, Baby Shark Remix, Summer Potato, Loud Lemonade",
        ),
        decisive=[
            "CAR SONGS",
            "Dino Stomp",
            "Rocket Socks",
            "Baby Shark Remix",
            "Summer Potato",
            "Loud Lemonade",
        ],
    )
    imgs.add(
        "chat_ben",
        screens.chat(
            "Ben",
            [
                ("them", "saw their list lol", "07:40"),
                (
                    "them",
                    "rule for the car: nothing explicit. if a song only comes in an explicit version it's out",
                    "07:41",
                ),
            ],
            subtitle="mobile",
            clock="07:45",
            description="Chat with Ben: for the car nothing explicit; a song that only exists in an explicit version is out",
        ),
        decisive=["nothing explicit"],
    )
    imgs.add(
        "sticky_swap",
        documents.note(
            ["MOM!!", "no Baby Shark", "its for babies", "put Moon Bounce", "instead. - Theo"],
            paper="sticky",
            style="hand-bold",
            size=40,
            seed=f"{sid}:sticky",
            description="Sticky note from Theo: no Baby Shark, it's for babies, put Moon Bounce instead",
        ),
        decisive=["Moon Bounce"],
    )
    return scenario(
        imgs,
        """
id: thg_road_trip_kids
title: A car playlist from the kids' list, filtered by the no-explicit rule, then one song swapped
description: >-
  A mother turns her kids' handwritten list into a playlist for a road trip. Her
  husband's rule: nothing explicit, and a song that only exists explicit is dropped
  (Loud Lemonade); Rocket Socks has a clean version to use instead. A sticky note from
  her son then swaps Baby Shark Remix for Moon Bounce: only the final playlist counts.
domains: [music]
reference_time: "2025-07-04T07:50:00-07:00"
persona:
  owner: {first_name: Marisol, last_name: Vega, phone: "+15035550155", email: marisol.vega@example.com}
  description: Marisol Vega, 37, veterinarian in Portland OR; husband Ben, kids Theo (9) and Lila (6); driving to the coast today.
  style: in a hurry, typos, no punctuation at the end
initial_entities:
  music_artists:
    - {id: artist_2601, name: The Backseat Band, genre: Children's Music, country: US}
    - {id: artist_2602, name: Lil Tater, genre: Hip-Hop, country: US}
    - {id: artist_2603, name: Pinkfong Kids Crew, genre: Children's Music, country: KR}
  music_albums:
    - {id: album_2601, title: Are We There Yet, artist_id: artist_2601, release_year: 2023, genre: Children's Music, album_type: album}
    - {id: album_2602, title: Fry Day, artist_id: artist_2602, release_year: 2024, genre: Hip-Hop, album_type: album}
    - {id: album_2603, title: Shark Party, artist_id: artist_2603, release_year: 2022, genre: Children's Music, album_type: album}
  music_tracks:
    - {id: song_2601, title: Dino Stomp, album_id: album_2601, artist_id: artist_2601, track_number: 1, duration_sec: 152, genre: Children's Music, popularity: 71}
    - {id: song_2602, title: Rocket Socks, album_id: album_2601, artist_id: artist_2601, track_number: 2, duration_sec: 143, genre: Children's Music, popularity: 66, is_explicit: true}
    - {id: song_2603, title: Rocket Socks (Clean), album_id: album_2601, artist_id: artist_2601, track_number: 12, duration_sec: 143, genre: Children's Music, popularity: 40}
    - {id: song_2604, title: Moon Bounce, album_id: album_2601, artist_id: artist_2601, track_number: 3, duration_sec: 161, genre: Children's Music, popularity: 58}
    - {id: song_2605, title: Summer Potato, album_id: album_2602, artist_id: artist_2602, track_number: 1, duration_sec: 174, genre: Hip-Hop, popularity: 80}
    - {id: song_2606, title: Loud Lemonade, album_id: album_2602, artist_id: artist_2602, track_number: 2, duration_sec: 188, genre: Hip-Hop, popularity: 77, is_explicit: true}
    - {id: song_2607, title: Baby Shark Remix, album_id: album_2603, artist_id: artist_2603, track_number: 1, duration_sec: 130, genre: Children's Music, popularity: 90}
    - {id: song_2608, title: Moon Bounce (Karaoke), album_id: album_2601, artist_id: artist_2601, track_number: 15, duration_sec: 161, genre: Children's Music, popularity: 20}
  music_playlists:
    - {id: pl_2601, name: Bedtime, created_at: "2025-01-05T19:00:00-08:00"}
rounds:
  - query: the kids wrote down what they want in the car today. make a playlist from it pls, named what they called it
    images: [kids_list]
    transition: once the assistant has asked about or made the playlist
  - query: ben has a rule
    images: [chat_ben]
    transition: once the playlist follows Ben's rule
    user_notes: If the playlist was already made, the assistant should fix it; if asked, use a clean version when there is one.
  - query: and now theo
    images: [sticky_swap]
    transition: once the swap is done
challenge:
  type: goal_change
  round: 3
  details: Theo's note removes Baby Shark Remix and adds Moon Bounce; the final playlist is Dino Stomp, Rocket Socks (Clean), Summer Potato, Moon Bounce.
flow_type: filter
arrival_pattern: progressive
expected_changes:
  ignore_columns: [music_playlist_tracks.position]
  changes:
    - op: create
      table: music_playlists
      fields: {name: Car Songs}
      similarity: {name: {method: contains}}
    - {op: create, table: music_playlist_tracks, fields: {track_id: song_2601}}
    - {op: create, table: music_playlist_tracks, fields: {track_id: song_2603}}
    - {op: create, table: music_playlist_tracks, fields: {track_id: song_2605}}
    - {op: create, table: music_playlist_tracks, fields: {track_id: song_2604}}
completion_criteria: >-
  A playlist "Car Songs" (the list's title) with Dino Stomp, Rocket Socks (Clean) (not the explicit one),
  Summer Potato and Moon Bounce (not the karaoke version); no Loud Lemonade (explicit only)
  and no Baby Shark Remix (Theo's swap).
expected_tools: [search_music_catalog, create_music_playlist, remove_track_from_music_playlist, add_tracks_to_music_playlist]
oracle_solution:
  - round: 1
    steps:
      - tool: search_music_catalog
        arguments: {query: Rocket Socks, kind: songs}
      - tool: create_music_playlist
        arguments: {name: Car Songs, track_ids: [song_2601, song_2602, song_2607, song_2605, song_2606]}
        save_as: pl
    reply: Made "Car Songs" with Dino Stomp, Rocket Socks, Baby Shark Remix, Summer Potato and Loud Lemonade.
  - round: 2
    steps:
      - tool: remove_track_from_music_playlist
        arguments: {playlist_id: "{{pl.id}}", track_id: song_2602}
      - tool: remove_track_from_music_playlist
        arguments: {playlist_id: "{{pl.id}}", track_id: song_2606}
      - tool: add_tracks_to_music_playlist
        arguments: {playlist_id: "{{pl.id}}", track_ids: [song_2603]}
    reply: >-
      Ben's rule applied: Rocket Socks is now the clean version, and Loud Lemonade is out
      (it only exists as explicit).
  - round: 3
    steps:
      - tool: remove_track_from_music_playlist
        arguments: {playlist_id: "{{pl.id}}", track_id: song_2607}
      - tool: add_tracks_to_music_playlist
        arguments: {playlist_id: "{{pl.id}}", track_ids: [song_2604]}
    reply: Baby Shark Remix is out and Moon Bounce is in. Car Songs has Dino Stomp, Summer Potato, Rocket Socks (Clean) and Moon Bounce.
tags: [things, music, handwriting, kids]
""",
    )


def thg_olive_oil_restock(screens: Screens) -> Scenario:
    """Three shelf tags give price and bottle size; the cheapest per litre wins; the
    chef's chat gives the litres needed, so the number of bottles is computed."""
    sid = "thg_olive_oil_restock"
    imgs = ImageSet(sid, script=__file__)
    tags = [
        ("tag_colline", ["Colline Verdi EVOO", "750 ml", "$13.49"], (40, 110, 40)),
        ("tag_sole", ["Sole d'Oro EVOO", "1 litre", "$19.90"], (200, 140, 20)),
        ("tag_nonna", ["Nonna Lucia EVOO", "500 ml", "$8.75"], (150, 40, 40)),
    ]
    for i, (iid, lines, accent) in enumerate(tags):
        imgs.add(
            iid,
            photos.composite(
                "wood_deck",
                lines,
                seed=f"{sid}:{iid}",
                style="price_tag",
                accent=accent,
                panel_width=0.6,
                tilt=0.04,
                crop=(0.05 * i, 0.1, 0.7 + 0.1 * i, 0.9),
                description=f"Photo of a shelf price tag at a restaurant supply store: {lines[0]}, {lines[1]}, {lines[2]}",
            ),
            decisive=lines[1:],
        )
    imgs.add(
        "chat_chef",
        screens.chat(
            "Chef Dario",
            [
                ("them", "olive oil for the week: we need 9 litres", "10:14"),
                ("them", "so 9 of the 1 L, 12 of the 750s or 18 of the 500s", "10:14"),
                ("them", "extra virgin, whatever is cheapest per litre, they're all fine", "10:15"),
            ],
            subtitle="mobile",
            clock="10:20",
            description="Chat with Chef Dario: need 9 litres of extra virgin olive oil for the week (9 of the 1 L, 12 of the 750 ml or 18 of the 500 ml bottles), cheapest per litre",
        ),
        decisive=["9 litres", "18"],
    )
    return scenario(
        imgs,
        """
id: thg_olive_oil_restock
title: Cheapest olive oil per litre from three shelf tags, bottle count from the chef's litres
description: >-
  A trattoria owner photographs three olive-oil shelf tags at the supply store (different
  bottle sizes and prices; online prices differ). Per litre, Nonna Lucia 500 ml at $8.75
  ($17.50/L) narrowly beats Colline Verdi 750 ml at $13.49 ($17.99/L) and Sole d'Oro 1 L at
  $19.90; the chef wants 9 litres, so 18 bottles of the winner (not its pure olive oil).
domains: [shopping, web]
reference_time: "2025-03-18T10:30:00-04:00"
persona:
  owner: {first_name: Giuseppe, last_name: Ferraro, phone: "+16175550133", email: giuseppe@trattoriaferraro.example}
  description: Giuseppe Ferraro, 61, owns a small trattoria in Boston's North End; his chef is Dario.
  style: warm, talkative, Italian interjections
initial_entities:
  shop_sellers:
    - {id: slr_2701, name: Restaurant Depot Online, ships_from: "Boston, MA", is_store: true}
  shop_products:
    - {id: prd_2701, title: Colline Verdi Extra Virgin Olive Oil 750 ml, brand: Colline Verdi, category: grocery, subcategory: oils, price: 13.99, list_price: 13.99, stock_quantity: 200, max_per_order: 30, seller_id: slr_2701, date_first_available: "2020-01-01"}
    - {id: prd_2702, title: Sole d'Oro Extra Virgin Olive Oil 1 L, brand: Sole d'Oro, category: grocery, subcategory: oils, price: 19.5, list_price: 19.9, stock_quantity: 200, max_per_order: 30, seller_id: slr_2701, date_first_available: "2020-01-01"}
    - {id: prd_2703, title: Nonna Lucia Extra Virgin Olive Oil 500 ml, brand: Nonna Lucia, category: grocery, subcategory: oils, price: 8.99, list_price: 8.99, stock_quantity: 200, max_per_order: 30, seller_id: slr_2701, date_first_available: "2020-01-01"}
    - {id: prd_2704, title: Nonna Lucia Pure Olive Oil 500 ml, brand: Nonna Lucia, category: grocery, subcategory: oils, price: 6.49, list_price: 6.49, stock_quantity: 200, max_per_order: 30, seller_id: slr_2701, date_first_available: "2020-01-01"}
rounds:
  - query: Buongiorno! Olive oil time again. I'm at the store, sending you the shelf.
    transition: once the assistant asks for the tags
  - query: Ecco, the three tags. Which one is cheapest per litre?
    images: [tag_colline, tag_sole, tag_nonna]
    transition: once the assistant has compared the prices per litre
  - query: Perfetto. Dario says how much we need, put the right number of bottles of that one in my cart.
    images: [chat_chef]
    transition: once the bottles are in the cart
challenge:
  type: none
flow_type: compare
arrival_pattern: late
expected_changes:
  changes:
    - {op: create, table: shop_cart_items, fields: {product_id: prd_2703, quantity: 18}}
completion_criteria: >-
  18 bottles of Nonna Lucia Extra Virgin Olive Oil 500 ml in the cart: per litre the tags
  give Nonna Lucia $17.50, Colline Verdi $17.99, Sole d'Oro $19.90; 9 litres / 0.5 L = 18
  (not the Pure olive oil, not the online prices).
expected_tools: [calculate, search_products, add_to_cart]
oracle_solution:
  - round: 1
    steps: []
    reply: Buongiorno! Send me the tags and I'll work out the price per litre.
  - round: 2
    steps:
      - tool: calculate
        arguments: {expression: "13.49 / 0.75"}
      - tool: calculate
        arguments: {expression: "8.75 / 0.5"}
    reply: >-
      Per litre: Nonna Lucia $17.50 (500 ml at $8.75), Colline Verdi $17.99 (750 ml at $13.49),
      Sole d'Oro $19.90 (1 L). Nonna Lucia is the cheapest per litre.
  - round: 3
    steps:
      - tool: search_products
        arguments: {query: Nonna Lucia extra virgin}
      - tool: add_to_cart
        arguments: {product_id: prd_2703, quantity: 18}
    reply: 9 litres is 18 bottles of 500 ml - 18 Nonna Lucia Extra Virgin Olive Oil are in your cart.
tags: [things, shopping, price-tags, compare, compute]
""",
    )


def thg_band_cover_photo(screens: Screens) -> Scenario:
    """A bandmate's chat picks the cover photo among three (the one with the ladybird) and
    gives the playlist description; the cover also goes to the band folder in Files."""
    sid = "thg_band_cover_photo"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "photo_dandelion",
        photos.photo(
            "dandelion",
            seed=f"{sid}:dandelion",
            description="Two dandelion seeds floating against a blurred orange background",
        ),
    )
    imgs.add(
        "photo_ladybird",
        photos.photo(
            "ladybird",
            seed=f"{sid}:ladybird",
            description="A red ladybird on a grass stem among small blue forget-me-not flowers",
        ),
    )
    imgs.add(
        "photo_daisy",
        photos.photo(
            "yellow_flower",
            seed=f"{sid}:daisy",
            description="A single yellow daisy-like flower in close-up",
        ),
    )
    imgs.add(
        "chat_jonah",
        screens.chat(
            "Jonah (bass)",
            [
                ("them", "cover for the live playlist = the bug pic, obviously", "22:31"),
                ("them", "description: Recorded live at The Greenhouse, 17 May 2025", "22:32"),
            ],
            subtitle="mobile",
            clock="22:40",
            description="Chat with bandmate Jonah: the cover is the photo with the bug (ladybird); description 'Recorded live at The Greenhouse, 17 May 2025'",
        ),
        decisive=["the bug pic", "Recorded live at The Greenhouse, 17 May 2025"],
    )
    return scenario(
        imgs,
        """
id: thg_band_cover_photo
title: Pick the playlist cover the bandmate means (the bug photo) and his description; keep the cover in Files
description: >-
  A singer finishes her band's live playlist. Of three nature photos only one has a bug
  (the ladybird); the bassist's chat gives the exact description. The cover also goes to
  the band's Files folder (not the old flyers folder).
domains: [music, files]
reference_time: "2025-05-25T22:45:00+01:00"
persona:
  owner: {first_name: Freya, last_name: Lindgren, phone: "+447700900318", email: freya.lindgren@example.co.uk}
  description: Freya Lindgren, 26, singer in an indie band in Bristol; Jonah plays bass.
  style: casual, British, emoji-free, quick
initial_entities:
  music_playlists:
    - {id: pl_2801, name: Live at The Greenhouse, description: "", created_at: "2025-05-20T20:00:00+01:00"}
    - {id: pl_2802, name: Rehearsal demos, description: rough mixes, created_at: "2025-02-01T20:00:00+00:00"}
  drive_folders:
    - {id: fld_2801, name: Band}
    - {id: fld_2802, name: Covers, parent_id: fld_2801}
    - {id: fld_2803, name: Old flyers, parent_id: fld_2801}
  drive_files:
    - {id: fil_2801, name: Demo cover.jpg, folder_id: fld_2802, mime_type: image/jpeg, size_bytes: 204800}
rounds:
  - query: finishing our live playlist tonight, sending you the photo options and what jonah said
    transition: once the assistant asks for them
  - query: sort the cover and description like he says
    images: [photo_dandelion, photo_ladybird, photo_daisy, chat_jonah]
    transition: once the cover and description are set
  - query: and pop that cover in our Covers folder in Files too
    transition: once the photo is saved in Covers
challenge:
  type: state_mutation
  details: The existing playlist Live at The Greenhouse gets the ladybird photo (img_1) as cover and Jonah's description.
flow_type: lookup_chain
arrival_pattern: late
expected_changes:
  changes:
    - op: update
      table: music_playlists
      match: {id: pl_2801}
      fields: {cover_image_id: img_1, description: "Recorded live at The Greenhouse, 17 May 2025"}
      similarity: {description: {method: rouge_l}}
    - {op: create, table: drive_files, fields: {folder_id: fld_2802, image_id: img_1}}
completion_criteria: >-
  Live at The Greenhouse (not Rehearsal demos) has the ladybird photo (img_1) as its cover
  and the description "Recorded live at The Greenhouse, 17 May 2025"; the ladybird photo is
  saved in Band > Covers (not Old flyers).
expected_tools: [list_music_playlists, set_music_playlist_cover, set_music_playlist_description, get_drive_tree, save_image_to_files]
oracle_solution:
  - round: 1
    steps: []
    reply: Go ahead, send them over.
  - round: 2
    steps:
      - tool: list_music_playlists
        arguments: {}
      - tool: set_music_playlist_cover
        arguments: {playlist_id: pl_2801, image_id: "{{image:photo_ladybird}}"}
      - tool: set_music_playlist_description
        arguments: {playlist_id: pl_2801, description: "Recorded live at The Greenhouse, 17 May 2025"}
    reply: >-
      Live at The Greenhouse now has the ladybird photo as its cover and the description
      "Recorded live at The Greenhouse, 17 May 2025".
  - round: 3
    steps:
      - tool: get_drive_tree
        arguments: {}
      - tool: save_image_to_files
        arguments: {image_id: "{{image:photo_ladybird}}", folder_id: fld_2802, name: Live at The Greenhouse cover.jpg}
    reply: Saved the ladybird cover to Band > Covers.
tags: [things, music, files, photo-decisive, cover]
""",
    )


# =========================================================================== batch 7


def thg_invoice_archive(screens: Screens) -> Scenario:
    """The bank statement says which invoices were paid: their PDFs move from Open to
    Paid, the payments log gets the lines; a client's email promises a date for another
    invoice, which becomes a reminder."""
    sid = "thg_invoice_archive"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "statement",
        screens.statement(
            "Thameside Bank",
            "Business current ****2291",
            "1-31 March 2025",
            [
                ("03 Mar", "ADOBE CREATIVE CLOUD", "-£56.98"),
                ("14 Mar", "ACME PUBLISHING LTD REF INV-0412", "+£1,250.00"),
                ("18 Mar", "TFL TRAVEL", "-£24.60"),
                ("20 Mar", "BRIGHTWAVE STUDIO REF INV-0415", "+£640.00"),
                ("27 Mar", "HMRC SELF ASSESSMENT", "-£1,120.00"),
            ],
            balance="£4,318.22",
            description="Bank statement for March 2025: incoming payments from Acme Publishing for INV-0412 (£1,250.00 on 14 Mar) and Brightwave Studio for INV-0415 (£640.00 on 20 Mar), plus outgoing Adobe, TfL and HMRC",
        ),
        decisive=["INV-0412", "INV-0415", "£1,250.00", "£640.00"],
    )
    imgs.add(
        "open_folder",
        files_screen(
            screens,
            "Invoices › Open",
            [
                ("INV-0412 Acme Publishing.pdf", "Feb 28, 2025", "88 KB"),
                ("INV-0413 Kettle & Co.pdf", "Mar 3, 2025", "91 KB"),
                ("INV-0415 Brightwave Studio.pdf", "Mar 7, 2025", "85 KB"),
                ("INV-0416 Acme Publishing.pdf", "Mar 21, 2025", "90 KB"),
            ],
            description="Files window of Invoices > Open with four invoice PDFs: INV-0412 Acme Publishing, INV-0413 Kettle & Co, INV-0415 Brightwave Studio, INV-0416 Acme Publishing",
        ),
    )
    imgs.add(
        "client_email",
        screens.email(
            "Priya Nair <accounts@kettleandco.example>",
            "INV-0413",
            "Mon, Mar 31, 2025, 11:20 AM",
            [
                "Hi Olumide, apologies for the delay on INV-0413.",
                "It is approved and will be paid on Friday 11 April 2025.",
                "Best, Priya (Kettle & Co accounts)",
            ],
            to="Olumide Adeyemi",
            description="Email from Kettle & Co accounts: INV-0413 is approved and will be paid on Friday 11 April 2025",
        ),
        decisive=["Friday 11 April 2025"],
    )
    imgs.add(
        "paper_invoice",
        documents.invoice(
            "Olumide Adeyemi Illustration",
            "INV-0416",
            bill_to=["Acme Publishing Ltd", "22 Clerkenwell Rd", "London EC1M 5RD"],
            issued="21 Mar 2025",
            due="20 Apr 2025",
            lines=[("Cover illustration - 'The Salt Road'", "1", "900.00", "900.00")],
            total="900.00",
            currency="£",
            description="Printed invoice INV-0416 from Olumide Adeyemi Illustration to Acme Publishing: cover illustration, £900.00, issued 21 Mar 2025, due 20 Apr 2025",
        ),
        decisive=["INV-0416"],
    )
    return scenario(
        imgs,
        """
id: thg_invoice_archive
title: Move the invoices the bank statement shows as paid, log the payments, remind about a promised one
description: >-
  A freelance illustrator tidies her invoices. The March statement shows payments for
  INV-0412 and INV-0415 only (INV-0416 to the same client is not yet due, INV-0413 is
  unpaid); those two PDFs move from Open to Paid 2025 and the payments log gets a line
  each with date and amount. Kettle & Co's email then promises INV-0413 for 11 April: a
  reminder to check.
domains: [files, reminders]
reference_time: "2025-03-31T18:00:00+01:00"
persona:
  owner: {first_name: Olumide, last_name: Adeyemi, phone: "+447700900952", email: studio@olumide.example}
  description: Olumide Adeyemi, 35, freelance illustrator in London; does her books on the last day of each month.
  style: organised, friendly, uses "pls" and "ta"
initial_entities:
  drive_folders:
    - {id: fld_2901, name: Invoices}
    - {id: fld_2902, name: Open, parent_id: fld_2901}
    - {id: fld_2903, name: Paid 2025, parent_id: fld_2901}
    - {id: fld_2904, name: Paid 2024, parent_id: fld_2901}
  drive_files:
    - {id: fil_2901, name: INV-0412 Acme Publishing.pdf, folder_id: fld_2902, mime_type: application/pdf, size_bytes: 90112}
    - {id: fil_2902, name: INV-0413 Kettle & Co.pdf, folder_id: fld_2902, mime_type: application/pdf, size_bytes: 93184}
    - {id: fil_2903, name: INV-0415 Brightwave Studio.pdf, folder_id: fld_2902, mime_type: application/pdf, size_bytes: 87040}
    - {id: fil_2904, name: INV-0416 Acme Publishing.pdf, folder_id: fld_2902, mime_type: application/pdf, size_bytes: 92160}
    - {id: fil_2905, name: INV-0409 Brightwave Studio.pdf, folder_id: fld_2903, mime_type: application/pdf, size_bytes: 86016}
    - {id: fil_2906, name: Payments log.csv, folder_id: fld_2901, mime_type: text/csv, size_bytes: 64, content: "date,invoice,amount\\n2025-02-11,INV-0409,480.00"}
  reminder_lists:
    - {id: reml_2901, name: Reminders, is_default: true}
    - {id: reml_2902, name: Studio admin}
rounds:
  - query: >-
      month-end admin pls! statement, my Open invoices folder, an email from Kettle & Co and
      the Acme invoice I printed. move whatever's been paid to Paid 2025 and add the
      payments to my log (date, invoice, amount like the other lines)
    images: [statement, open_folder, client_email, paper_invoice]
    transition: once the paid invoices are moved and logged
  - query: and remind me in Studio admin to check the Kettle one comes in on the day they promised, 9am. ta
    transition: once the reminder is set
challenge:
  type: state_mutation
  details: INV-0412 and INV-0415 move from Open to Paid 2025; the payments log gets two lines.
flow_type: filter
arrival_pattern: upfront
expected_changes:
  allowed_tables: [drive_file_versions]
  changes:
    - {op: update, table: drive_files, match: {id: fil_2901}, fields: {folder_id: fld_2903}}
    - {op: update, table: drive_files, match: {id: fil_2903}, fields: {folder_id: fld_2903}}
    - op: update
      table: drive_files
      match: {id: fil_2906}
      fields: {content: "date,invoice,amount\\n2025-02-11,INV-0409,480.00\\n2025-03-14,INV-0412,1250.00\\n2025-03-20,INV-0415,640.00"}
      similarity: {content: {method: rouge_l}}
    - {op: create, table: reminders, fields: {list_id: reml_2902, due_date: "2025-04-11", due_time: "09:00"}}
completion_criteria: >-
  INV-0412 and INV-0415 (paid per the statement) are in Paid 2025; INV-0413 and INV-0416
  stay in Open; Payments log.csv has two new lines 2025-03-14,INV-0412,1250.00 and
  2025-03-20,INV-0415,640.00; a Studio admin reminder on Friday 11 April 2025 at 09:00 to
  check INV-0413.
expected_tools: [list_drive_folder, move_file, read_text_file, append_to_text_file, create_reminder]
oracle_solution:
  - round: 1
    steps:
      - tool: list_drive_folder
        arguments: {folder_id: fld_2902}
      - tool: move_file
        arguments: {file_id: fil_2901, destination_folder_id: fld_2903}
      - tool: move_file
        arguments: {file_id: fil_2903, destination_folder_id: fld_2903}
      - tool: read_text_file
        arguments: {file_id: fil_2906}
      - tool: append_to_text_file
        arguments: {file_id: fil_2906, text: "2025-03-14,INV-0412,1250.00\\n2025-03-20,INV-0415,640.00"}
    reply: >-
      The statement shows INV-0412 (£1,250.00, 14 Mar) and INV-0415 (£640.00, 20 Mar) paid:
      both moved to Paid 2025 and logged. INV-0413 and INV-0416 stay in Open.
  - round: 2
    steps:
      - tool: create_reminder
        arguments: {title: Check Kettle & Co paid INV-0413, list_id: reml_2902, due_date: "2025-04-11", due_time: "09:00"}
    reply: I'll remind you in Studio admin on Friday 11 April at 9:00 to check INV-0413 has been paid.
tags: [things, files, reminders, statement, cross-group]
""",
    )


def thg_trailhead_hike(screens: Screens) -> Scenario:
    """A trailhead sign (saved in Maps, not the same-named lake or the other trailhead)
    and a friend's chat make a hike event; a closure notice then moves it a day."""
    sid = "thg_trailhead_hike"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "trailhead_sign",
        photos.composite(
            "meadow",
            ["RATTLESNAKE LEDGE TRAILHEAD", "Ledge 2 mi one way", "Lot gates close 8 PM"],
            seed=f"{sid}:sign",
            style="sign",
            accent=(60, 100, 40),
            panel_width=0.78,
            tilt=0.03,
            description="Photo of a brown trailhead sign: Rattlesnake Ledge Trailhead, ledge 2 miles one way, lot gates close 8 PM",
        ),
        decisive=["RATTLESNAKE LEDGE TRAILHEAD"],
    )
    imgs.add(
        "chat_ji",
        screens.chat(
            "Ji-woo",
            [
                ("them", "ledge hike this weekend?? Sat 7:30am at the trailhead", "19:02"),
                ("them", "back at the cars by 11:30 so I make my shift", "19:03"),
            ],
            subtitle="mobile",
            clock="19:10",
            description="Chat with Ji-woo: ledge hike Saturday 7:30 am at the trailhead, back at the cars by 11:30 for her shift",
        ),
        decisive=["Sat 7:30am", "11:30"],
    )
    imgs.add(
        "closure_notice",
        photos.composite(
            "storm",
            [
                "TRAIL NOTICE",
                "Ledge trail CLOSED Sat June 14",
                "(rockfall clean-up)",
                "Reopens Sun June 15",
            ],
            seed=f"{sid}:notice",
            style="sign",
            accent=(200, 120, 0),
            panel_width=0.78,
            tilt=0.03,
            description="Photo of an orange-bordered trail notice: ledge trail closed Saturday June 14 for rockfall clean-up, reopens Sunday June 15",
        ),
        decisive=["CLOSED Sat June 14", "Sun June 15"],
    )
    return scenario(
        imgs,
        """
id: thg_trailhead_hike
title: Save the trailhead from its sign, put the friend's hike in the calendar, move it after a closure notice
description: >-
  An analyst saves a trailhead from a photo of its sign (not Rattlesnake Lake recreation
  area or another trailhead), books the hike from her friend's chat (Sat 7:30-11:30), and
  when a photo of a notice shows the trail closed that Saturday, moves it to the Sunday.
  Last year's hike with the same title stays untouched.
domains: [web, calendar]
reference_time: "2025-06-10T19:15:00-07:00"
persona:
  owner: {first_name: Min-jun, last_name: Park, phone: "+12065550172", email: minjun.park@example.com}
  description: Min-jun Park, 34, data analyst in Seattle; hikes with her friend Ji-woo, a nurse.
  style: cheerful, brief, uses "~" a lot
initial_entities:
  places:
    - {id: plc_3001, name: Rattlesnake Ledge Trailhead, category: park, address: "Cedar Falls Rd SE, North Bend, WA", city: North Bend, latitude: 47.4346, longitude: -121.7685, rating: 4.7, review_count: 5120}
    - {id: plc_3002, name: Rattlesnake Lake Recreation Area, category: park, address: "17905 Cedar Falls Rd SE, North Bend, WA", city: North Bend, latitude: 47.4322, longitude: -121.7740, rating: 4.6, review_count: 2210}
    - {id: plc_3003, name: Mount Si Trailhead, category: park, address: "SE Mount Si Rd, North Bend, WA", city: North Bend, latitude: 47.4880, longitude: -121.7230, rating: 4.7, review_count: 6400}
  saved_places:
    - {id: svp_3001, label: Home, address: "2210 NW 64th St, Seattle", latitude: 47.6753, longitude: -122.3860}
  calendars:
    - {id: cal_3001, name: Personal, is_default: true}
    - {id: cal_3002, name: Work}
  calendar_events:
    - {id: evt_3001, calendar_id: cal_3001, title: Rattlesnake Ledge hike, start_at: "2024-07-20T08:00:00-07:00", end_at: "2024-07-20T12:00:00-07:00", location: Rattlesnake Ledge Trailhead}
    - {id: evt_3002, calendar_id: cal_3002, title: Quarterly review prep, start_at: "2025-06-13T09:00:00-07:00", end_at: "2025-06-13T10:00:00-07:00"}
rounds:
  - query: save this trailhead in maps as Ledge pls~ and put ji-woo's plan in my calendar
    images: [trailhead_sign, chat_ji]
    transition: once the place is saved and the hike is in the calendar
  - query: uh oh, saw this at the lot today
    images: [closure_notice]
    transition: once the hike is moved
    user_notes: If asked, same times on the day it reopens; Ji-woo is fine with that.
challenge:
  type: goal_change
  round: 2
  details: The notice closes the trail on Saturday June 14; the hike moves to Sunday June 15, same 7:30-11:30; only the final event counts.
flow_type: cross_reference
arrival_pattern: mixed
expected_changes:
  changes:
    - {op: create, table: saved_places, fields: {place_id: plc_3001, label: Ledge}}
    - op: create
      table: calendar_events
      fields: {calendar_id: cal_3001, start_at: "2025-06-15T07:30:00", end_at: "2025-06-15T11:30:00"}
completion_criteria: >-
  Rattlesnake Ledge Trailhead (not the lake recreation area or Mount Si) saved as "Ledge";
  one hike event in Personal on Sunday June 15 2025, 7:30-11:30 (moved from the closed
  Saturday); last July's hike unchanged.
expected_tools: [search_places, save_place, create_calendar_event, reschedule_calendar_event]
oracle_solution:
  - round: 1
    steps:
      - tool: search_places
        arguments: {query: Rattlesnake Ledge Trailhead}
      - tool: save_place
        arguments: {place_id: plc_3001, label: Ledge}
      - tool: create_calendar_event
        arguments: {title: Rattlesnake Ledge hike with Ji-woo, start: "2025-06-14T07:30:00", end: "2025-06-14T11:30:00", location: Rattlesnake Ledge Trailhead, calendar_id: cal_3001}
        save_as: hike
    reply: Saved Rattlesnake Ledge Trailhead as "Ledge" and put the hike with Ji-woo in your calendar for Saturday June 14, 7:30-11:30.
  - round: 2
    steps:
      - tool: reschedule_calendar_event
        arguments: {event_id: "{{hike.event.id}}", new_start: "2025-06-15T07:30:00", new_end: "2025-06-15T11:30:00"}
    reply: The trail is closed Saturday, so I moved the hike to Sunday June 15, 7:30-11:30, when it reopens.
tags: [things, web, maps, calendar, sign, cross-group]
""",
    )


# =========================================================================== main

ALL: list[Callable[[Screens], Scenario]] = [
    thg_cabin_wifi_card,
    thg_festival_sunday_mix,
    thg_gift_card_kettle,
    thg_screen_time_pact,
    thg_lisbon_handover,
    thg_surf_clips_cleanup,
    thg_astronaut_costume,
    thg_grandson_wallpapers,
    thg_bike_shop_pickup,
    thg_lantern_fields_tour,
    thg_replacement_card,
    thg_alto_rehearsal_focus,
    thg_gran_parkin,
    thg_wedding_setlist,
    thg_dad_rocket_kits,
    thg_marigold_seeds,
    thg_party_speaker,
    thg_pantry_barcodes,
    thg_cafe_wifi_compare,
    thg_thesis_tags,
    thg_trail_shoes_return,
    thg_fibre_router_swap,
    thg_porto_tips,
    thg_road_trip_kids,
    thg_olive_oil_restock,
    thg_band_cover_photo,
    thg_invoice_archive,
    thg_trailhead_hike,
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
    write_scenarios(GROUP, ALL, argv)


if __name__ == "__main__":
    main(sys.argv[1:])
