"""The ``errands`` group (id prefix ``err_``): everyday errands that cross apps, written to
fill the suite's thin cells (music, web, vision, files, shopping and settings; the
``compare`` flow; goal changes, error corrections and late arrivals; photos with little
text). Most scenarios reach into contacts, calendar, messages, email, notes, todo or
payments as well.

Each ``err_*`` function draws the scenario's images with the kit and writes its YAML
(``scenarios/errands/<id>.yaml``); the scenario body is YAML text next to the code that
draws its pictures, so the values the pictures show and the values the expected changes
and the oracle use sit side by side. Run from the repository root::

    .venv/bin/python scripts/sandbox_content/errands.py [ID ...]
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from kit import Drawing, ImageSet, Screens, charts, documents, photos
from kit.group import write_scenarios
from kit.scenario_file import Scenario, scenario
from kit.screens import esc

GROUP = "errands"


def web_page(
    screens: Screens,
    url: str,
    site: str,
    title: str,
    paragraphs: list[str],
    *,
    description: str,
    accent: str = "#234",
) -> Drawing:
    """A desktop browser window showing an article (address bar, site header, text)."""
    paras = "".join(f"<p>{esc(p)}</p>" for p in paragraphs)
    css = f"""
    .chrome {{ background: #dee1e6; padding: 8px 12px; }}
    .url {{ background: #fff; border-radius: 14px; padding: 6px 14px; font-size: 16px; color: #333; }}
    .site {{ background: {accent}; color: #fff; padding: 12px 24px; font-weight: bold; font-size: 20px; }}
    .art {{ padding: 10px 28px 24px; line-height: 1.5; font-size: 19px; }}
    .art h1 {{ font-size: 28px; margin: 10px 0; }}
    """
    body = (
        f"<div class='chrome'><div class='url'>{esc(url)}</div></div>"
        f"<div class='site'>{esc(site)}</div>"
        f"<div class='art'><h1>{esc(title)}</h1>{paras}</div>"
    )
    return screens.render(body, kind="web_page", css=css, width=900, description=description)


def music_screen(
    screens: Screens,
    title: str,
    rows: list[tuple[str, str, str]],
    *,
    subtitle: str = "",
    description: str,
    dark: bool = True,
) -> Drawing:
    """A music app screen: (song, artist, side text) rows under a header."""
    items = "".join(
        f"<div class='trk'><div><div class='t'>{esc(s)}</div><div class='a'>{esc(a)}</div></div>"
        f"<div class='d'>{esc(d)}</div></div>"
        for s, a, d in rows
    )
    bg, fg, mute = ("#121212", "#fff", "#b3b3b3") if dark else ("#fff", "#111", "#666")
    css = f"""
    body {{ background: {bg}; color: {fg}; }}
    .status {{ color: {fg}; }}
    .hd {{ padding: 16px 18px 8px; }} .hd h1 {{ margin: 0; font-size: 24px; }}
    .hd .s {{ color: {mute}; font-size: 15px; margin-top: 4px; }}
    .trk {{ display: flex; justify-content: space-between; align-items: center; padding: 10px 18px; }}
    .t {{ font-size: 19px; }} .a {{ color: {mute}; font-size: 16px; }} .d {{ color: {mute}; font-size: 16px; }}
    """
    body = (
        "<div class='status'><span>9:41</span><span>5G 71%</span></div>"
        f"<div class='hd'><h1>{esc(title)}</h1><div class='s'>{esc(subtitle)}</div></div>{items}"
    )
    return screens.render(body, kind="music_app", css=css, description=description)


# =========================================================================== batch 1


def err_raglan_roadtrip(screens: Screens) -> Scenario:
    """Pair the phone with the car from its screen, build the kids' road-trip playlist from
    their handwritten list with the beach photo as cover, then swap a song when one of the
    kids changes her mind."""
    sid = "err_raglan_roadtrip"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "car_screen",
        photos.composite(
            "storm",
            ["Bluetooth - pair new device", "Car name: RAV4 AUDIO 5521", "PIN: 048213"],
            seed=f"{sid}:car",
            style="screen",
            panel_width=0.78,
            tilt=0.03,
            kind="car_display_photo",
            description=(
                "Photo of a car's dashboard display (road and storm clouds blurred through "
                "the windscreen): Bluetooth - pair new device, car name RAV4 AUDIO 5521, PIN 048213"
            ),
        ),
        decisive=["RAV4 AUDIO 5521"],
    )
    imgs.add(
        "kids_list",
        documents.note(
            [
                "RAGLAN ROAD TRIP!!",
                "Tama: Paper Planes - Kite Club",
                "Mere: Sunny Side Street",
                "Nikau: Dinosaur Stomp",
            ],
            paper="lined",
            style="hand-bold",
            size=36,
            seed=f"{sid}:list",
            description=(
                "Children's handwritten list on lined paper: RAGLAN ROAD TRIP!! - Tama: Paper "
                "Planes by Kite Club; Mere: Sunny Side Street; Nikau: Dinosaur Stomp"
            ),
        ),
        decisive=[
            "RAGLAN ROAD TRIP",
            "Paper Planes - Kite Club",
            "Sunny Side Street",
            "Dinosaur Stomp",
        ],
    )
    imgs.add(
        "beach_photo",
        photos.photo(
            "dune",
            seed=f"{sid}:beach",
            description=(
                "Holiday photo: tall dune grass in the foreground and a calm blue sea behind "
                "it under a clear sky; no people, no text"
            ),
        ),
    )
    imgs.add(
        "chat_wiremu",
        screens.chat(
            "Wiremu",
            [
                ("them", "Mere's changed her mind (again)", "7:48 am"),
                ("them", "she wants Lighthouse Lullaby instead of Sunny Side Street", "7:48 am"),
                ("me", "of course she does", "7:50 am"),
            ],
            subtitle="mobile",
            clock="7:51",
            description=(
                "Chat with Wiremu: Mere changed her mind, she wants Lighthouse Lullaby "
                "instead of Sunny Side Street"
            ),
        ),
        decisive=["Lighthouse Lullaby"],
    )
    return scenario(
        imgs,
        """
id: err_raglan_roadtrip
title: Pair with the car, make the kids' road-trip playlist from their list, then swap one song
description: >-
  Before a drive to Raglan a mum pairs her phone with the car (the screen shows the car's
  Bluetooth name; a neighbour's RAV4 with transposed digits is also discoverable), builds a
  playlist from her kids' handwritten song list with the beach photo as its cover, and swaps
  one song when her partner texts that their daughter changed her mind. Distractors: a
  Paper Planes by another band, a live version of Sunny Side Street, an older playlist.
domains: [settings, music]
reference_time: "2025-01-04T07:55:00+13:00"
persona:
  owner: {first_name: Aroha, last_name: Ngata, phone: "+64211550342", email: aroha.ngata@xtra.co.nz}
  description: Aroha Ngata, 38, ward nurse in Hamilton, Aotearoa New Zealand; three kids, one new car.
  style: chatty, lowercase, a few typos, lots of exclamation marks
initial_entities:
  device_settings:
    - {id: device, bluetooth_enabled: true}
  bluetooth_devices:
    - {id: bt_1101, name: Aroha's AirPods, device_type: earbuds, is_paired: true, is_connected: false, is_nearby: true, battery_level: 80}
    - {id: bt_1102, name: Corolla Audio, device_type: car, is_paired: true, is_connected: false, is_nearby: false}
    - {id: bt_1103, name: RAV4 AUDIO 5521, device_type: car, is_paired: false, is_connected: false, is_nearby: true}
    - {id: bt_1104, name: RAV4 AUDIO 5512, device_type: car, is_paired: false, is_connected: false, is_nearby: true}
  music_artists:
    - {id: ar_1101, name: Kite Club, genre: Indie Pop, country: NZ}
    - {id: ar_1102, name: Harbour Cats, genre: Rock, country: AU}
    - {id: ar_1103, name: Sunny Jam Kids, genre: Children's Music, country: NZ}
    - {id: ar_1104, name: The Moa Band, genre: Children's Music, country: NZ}
  music_albums:
    - {id: al_1101, title: Paper Planes, artist_id: ar_1101, release_year: 2023, genre: Indie Pop, album_type: album}
    - {id: al_1102, title: Night Ferry, artist_id: ar_1102, release_year: 2019, genre: Rock, album_type: album}
    - {id: al_1103, title: Sing Along Summer, artist_id: ar_1103, release_year: 2022, genre: Children's Music, album_type: album}
    - {id: al_1104, title: Sunny Jam Live, artist_id: ar_1103, release_year: 2024, genre: Children's Music, album_type: album}
    - {id: al_1105, title: Stomp and Roar, artist_id: ar_1104, release_year: 2021, genre: Children's Music, album_type: album}
  music_tracks:
    - {id: trk_1101, title: Paper Planes, album_id: al_1101, artist_id: ar_1101, track_number: 1, duration_sec: 201, genre: Indie Pop, popularity: 77}
    - {id: trk_1102, title: Paper Planes, album_id: al_1102, artist_id: ar_1102, track_number: 4, duration_sec: 244, genre: Rock, popularity: 61}
    - {id: trk_1103, title: Sunny Side Street, album_id: al_1103, artist_id: ar_1103, track_number: 1, duration_sec: 158, genre: Children's Music, popularity: 70}
    - {id: trk_1104, title: Sunny Side Street (Live), album_id: al_1104, artist_id: ar_1103, track_number: 3, duration_sec: 190, genre: Children's Music, popularity: 35}
    - {id: trk_1105, title: Lighthouse Lullaby, album_id: al_1103, artist_id: ar_1103, track_number: 5, duration_sec: 176, genre: Children's Music, popularity: 58}
    - {id: trk_1106, title: Dinosaur Stomp, album_id: al_1105, artist_id: ar_1104, track_number: 2, duration_sec: 142, genre: Children's Music, popularity: 66}
    - {id: trk_1107, title: Dinosaur Dance, album_id: al_1105, artist_id: ar_1104, track_number: 3, duration_sec: 150, genre: Children's Music, popularity: 49}
  music_playlists:
    - {id: pl_1101, name: Beach trip 2024, created_at: "2024-01-02T09:00:00+13:00"}
  music_playlist_tracks:
    - {id: plt_1101, playlist_id: pl_1101, track_id: trk_1102, position: 1}
rounds:
  - query: new car!! can u pair my phone with it, heres the screen
    images: [car_screen]
    transition: once the phone is paired with the car
  - query: >-
      yay. now the kids wrote there songs for the drive, make a playlist with them, call it
      what they called it, and use the beach pic as the cover pls
    images: [kids_list, beach_photo]
    transition: once the playlist exists with the songs and the cover
    user_notes: The songs are the ones on the list (the studio versions); the cover is the beach photo.
  - query: ugh see wiremu's msg. fix the playlist?
    images: [chat_wiremu]
    transition: once the playlist has the new song instead of the old one
challenge:
  type: goal_change
  round: 3
  details: >-
    Mere swaps her song: Sunny Side Street comes out of the playlist and Lighthouse Lullaby
    goes in; only the final playlist counts.
flow_type: lookup_chain
arrival_pattern: progressive
expected_changes:
  ignore_columns: [music_playlist_tracks.position, music_playlist_tracks.added_at, music_playlists.updated_at, bluetooth_devices.last_connected_at]
  changes:
    - {op: update, table: bluetooth_devices, match: {id: bt_1103}, fields: {is_paired: true, is_connected: true}}
    - op: create
      table: music_playlists
      fields: {name: Raglan Road Trip, cover_image_id: img_2}
      similarity: {name: {method: contains, case_sensitive: false}}
    - {op: create, table: music_playlist_tracks, fields: {track_id: trk_1101}}
    - {op: create, table: music_playlist_tracks, fields: {track_id: trk_1105}}
    - {op: create, table: music_playlist_tracks, fields: {track_id: trk_1106}}
completion_criteria: >-
  RAV4 AUDIO 5521 (not 5512) is paired; a playlist named like the kids' list (Raglan Road Trip) with the beach photo as cover
  holds Paper Planes by Kite Club (not Harbour Cats), Lighthouse Lullaby and Dinosaur Stomp,
  and no Sunny Side Street; Beach trip 2024 is untouched.
expected_tools: [list_bluetooth_devices, pair_bluetooth_device, search_music_catalog, create_music_playlist, set_music_playlist_cover, remove_track_from_music_playlist, add_tracks_to_music_playlist]
oracle_solution:
  - round: 1
    steps:
      - tool: list_bluetooth_devices
        arguments: {}
      - tool: pair_bluetooth_device
        arguments: {device: RAV4 AUDIO 5521}
    reply: Paired with RAV4 AUDIO 5521 (the car on the screen, not the RAV4 AUDIO 5512 nearby). It's connected.
  - round: 2
    steps:
      - tool: search_music_catalog
        arguments: {query: Paper Planes Kite Club, kind: songs}
      - tool: search_music_catalog
        arguments: {query: Sunny Side Street, kind: songs}
      - tool: search_music_catalog
        arguments: {query: Dinosaur Stomp, kind: songs}
      - tool: create_music_playlist
        arguments: {name: Raglan Road Trip, track_ids: [trk_1101, trk_1103, trk_1106]}
        save_as: pl
      - tool: set_music_playlist_cover
        arguments: {playlist_id: "{{pl.id}}", image_id: "{{image:beach_photo}}"}
    reply: Raglan Road Trip is ready with Paper Planes (Kite Club), Sunny Side Street and Dinosaur Stomp, and the beach photo as its cover.
  - round: 3
    steps:
      - tool: search_music_catalog
        arguments: {query: Lighthouse Lullaby, kind: songs}
      - tool: remove_track_from_music_playlist
        arguments: {playlist_id: "{{pl.id}}", track_id: trk_1103}
      - tool: add_tracks_to_music_playlist
        arguments: {playlist_id: "{{pl.id}}", track_ids: [trk_1105]}
    reply: Swapped Sunny Side Street for Lighthouse Lullaby in Raglan Road Trip.
tags: [errands, music, settings, bluetooth, handwritten, cross-group]
""",
    )


def err_akiba_rice_cookers(screens: Screens) -> Scenario:
    """Two Akihabara price tags (one tax-excluded), the cheaper shop saved in Maps, and the
    friend charged back in dollars from the receipt (the user misremembers the yen)."""
    sid = "err_akiba_rice_cookers"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "tag_yodobashi",
        photos.composite(
            "wood_deck",
            ["Yodobashi Akiba", "Zojirushi NW-JE10", "Rice cooker 5.5 cup", "¥18,980 (tax incl.)"],
            seed=f"{sid}:tag_y",
            style="price_tag",
            panel_width=0.7,
            tilt=0.04,
            description=(
                "Photo of a yellow shelf price tag at Yodobashi Akiba: Zojirushi NW-JE10 rice "
                "cooker 5.5 cup, 18,980 yen tax included"
            ),
        ),
        decisive=["Yodobashi Akiba", "NW-JE10", "18,980"],
    )
    imgs.add(
        "tag_bic",
        photos.composite(
            "gravel",
            [
                "BIC CAMERA Akihabara",
                "Zojirushi NW-JE10",
                "Rice cooker 5.5 cup",
                "¥17,480 + tax (10%)",
            ],
            seed=f"{sid}:tag_b",
            style="label",
            accent=(200, 20, 30),
            panel_width=0.72,
            tilt=0.04,
            description=(
                "Photo of a white shelf label at Bic Camera Akihabara: the same Zojirushi "
                "NW-JE10 rice cooker, 17,480 yen plus 10% tax (19,228 yen with tax)"
            ),
        ),
        decisive=["17,480", "+ tax"],
    )
    imgs.add(
        "chat_kenji",
        screens.chat(
            "Kenji Ito",
            [
                ("them", "if you find the NW-JE10 get me one too", "14:02"),
                ("them", "cheapest shop wins, tax included obviously lol", "14:02"),
                (
                    "them",
                    "send me a request in dollars, I'll pay when we're back in Seattle",
                    "14:03",
                ),
                ("me", "deal", "14:05"),
            ],
            subtitle="iMessage",
            clock="14:10",
            description=(
                "Chat with Kenji Ito: buy him an NW-JE10 too at the cheapest shop (tax "
                "included), and send him a payment request in dollars"
            ),
        ),
        decisive=["in dollars"],
    )
    imgs.add(
        "receipt",
        documents.receipt(
            "YODOBASHI AKIBA",
            [("Zojirushi NW-JE10", "18,980"), ("Zojirushi NW-JE10", "18,980")],
            total="37,960",
            date="2025/04/19 15:12",
            address="1-1 Kanda Hanaoka-cho, Chiyoda-ku",
            tax="(incl. 3,450)",
            payment="VISA **** 7710",
            currency="¥",
            footer="Arigato gozaimasu",
            description=(
                "Receipt from Yodobashi Akiba, 19 April 2025: two Zojirushi NW-JE10 rice "
                "cookers at 18,980 yen each, total 37,960 yen (tax included)"
            ),
        ),
        decisive=["18,980", "37,960"],
    )
    return scenario(
        imgs,
        """
id: err_akiba_rice_cookers
title: Pick the cheaper rice cooker shop with tax, save it, and bill the friend in dollars
description: >-
  In Akihabara a Seattle couple's friend wants the same rice cooker. One shop's tag includes
  tax, the other's does not (17,480 + 10% = 19,228 yen), so the shop with the higher sticker
  is cheaper. The agent saves that shop in Maps, then, from the receipt, requests Kenji's
  share converted to dollars; the user remembers the price wrong (19,880 yen). Distractors:
  two Yodobashi branches, another Kenji among the payment friends.
domains: [web, payments]
reference_time: "2025-04-19T15:30:00+09:00"
persona:
  owner: {first_name: Priya, last_name: Raman, phone: "+12065550148", email: priya.raman@outlook.com}
  description: Priya Raman, 34, data analyst from Seattle, on holiday in Tokyo with her friend Kenji.
  style: efficient, full sentences, a little sarcastic
initial_entities:
  currency_rates:
    - {code: USD, name: US Dollar, symbol: "$", units_per_usd: 1.0, decimals: 2, as_of: "2025-04-19"}
    - {code: JPY, name: Japanese Yen, symbol: "¥", units_per_usd: 150.0, decimals: 0, as_of: "2025-04-19"}
    - {code: EUR, name: Euro, symbol: "€", units_per_usd: 0.92, decimals: 2, as_of: "2025-04-19"}
  places:
    - {id: plc_1201, name: Yodobashi Akiba, category: electronics_store, address: 1-1 Kanda Hanaoka-cho, city: Tokyo, latitude: 35.6989, longitude: 139.7745, rating: 4.3, review_count: 20110, price_level: 2}
    - {id: plc_1202, name: Bic Camera Akihabara, category: electronics_store, address: 4-1-1 Sotokanda, city: Tokyo, latitude: 35.7011, longitude: 139.7714, rating: 4.1, review_count: 6310, price_level: 2}
    - {id: plc_1203, name: Yodobashi Camera Shinjuku West, category: electronics_store, address: 1-11-1 Nishi-Shinjuku, city: Tokyo, latitude: 35.6903, longitude: 139.6982, rating: 4.2, review_count: 15002, price_level: 2}
    - {id: plc_1204, name: Hotel Gracery Akihabara, category: hotel, address: 3-11 Kanda Sakuma-cho, city: Tokyo, latitude: 35.6975, longitude: 139.7752, rating: 4.0, review_count: 2210, price_level: 3}
  saved_places:
    - {id: svp_1201, label: Hotel, place_id: plc_1204, address: 3-11 Kanda Sakuma-cho, latitude: 35.6975, longitude: 139.7752}
  payment_account:
    - {id: me, handle: priya-r, display_name: Priya Raman, balance_cents: 21500}
  payment_users:
    - {id: pu_1201, handle: kenji-ito-sea, display_name: Kenji Ito, is_friend: true}
    - {id: pu_1202, handle: kenji-watanabe, display_name: Kenji Watanabe, is_friend: true}
    - {id: pu_1203, handle: maddie-chu, display_name: Maddie Chu, is_friend: true}
rounds:
  - query: >-
      We're in Akihabara and I want a Zojirushi rice cooker. I'll send you price tags from
      two shops once I've found the model, okay?
    transition: once the assistant is waiting for the tags
  - query: >-
      Here they are, plus what Kenji wants. Which shop is actually cheaper? Save that one
      in Maps as "Rice cooker" so we can walk there.
    images: [tag_yodobashi, tag_bic, chat_kenji]
    transition: once the cheaper shop is saved
  - query: >-
      Bought two. Kenji owes me for his, it was 19,880 yen I think, so request it from him
      like he asked.
    images: [receipt]
    transition: once Kenji has a payment request
    user_notes: If the assistant says the receipt shows 18,980 yen per cooker, agree and let it use that.
challenge:
  type: error_correction
  round: 3
  details: The user remembers the price per cooker as 19,880 yen; the receipt says 18,980.
  wrong_detail: 19,880 yen per rice cooker
  correct_detail: 18,980 yen per rice cooker (receipt), i.e. $126.53 at 150 yen per dollar
flow_type: compare
arrival_pattern: late
expected_changes:
  changes:
    - op: create
      table: saved_places
      fields: {place_id: plc_1201, label: Rice cooker}
      similarity: {label: {method: contains, case_sensitive: false}}
    - op: create
      table: payment_requests
      fields: {user_id: pu_1201, direction: outgoing, amount_cents: 12653, status: pending, note: NW-JE10}
      similarity: {note: {method: contains, case_sensitive: false}}
completion_criteria: >-
  Yodobashi Akiba (18,980 yen with tax; Bic's 17,480 + 10% is 19,228) saved as "Rice
  cooker" (not the Shinjuku Yodobashi); a request to Kenji Ito (not Kenji Watanabe) for
  $126.53 (18,980 yen at 150 yen/$, not 19,880) whose note names the NW-JE10.
expected_tools: [search_places, save_place, convert_currency, search_payment_users, request_payment]
oracle_solution:
  - round: 1
    steps: []
    reply: Sure, send me both price tags when you have them and I'll compare them, tax included.
  - round: 2
    steps:
      - tool: calculate
        arguments: {expression: 17480 * 1.10}
      - tool: search_places
        arguments: {query: Yodobashi Akiba}
      - tool: save_place
        arguments: {place_id: plc_1201, label: Rice cooker}
    reply: >-
      Yodobashi Akiba is cheaper: 18,980 yen with tax included, while Bic Camera's 17,480
      is before 10% tax, so 19,228 yen. Saved Yodobashi Akiba in Maps as "Rice cooker".
  - round: 3
    steps:
      - tool: convert_currency
        arguments: {amount: 18980, from_currency: JPY, to_currency: USD}
      - tool: search_payment_users
        arguments: {query: Kenji Ito}
      - tool: request_payment
        arguments: {from_user: kenji-ito-sea, amount: 126.53, note: "Zojirushi NW-JE10 rice cooker (18,980 yen)"}
    reply: >-
      The receipt shows 18,980 yen per cooker, not 19,880. That is $126.53 at today's rate,
      so I requested $126.53 from Kenji Ito for his NW-JE10.
tags: [errands, web, payments, price-tag, currency, cross-group]
""",
    )


def err_ladybird_contest(screens: Screens) -> Scenario:
    """Two copies of the same macro photo (a chat-compressed one and the original): the
    contest needs 1600 px, so the original is filed under the contest's naming rule and
    emailed to the address the club's update gives."""
    sid = "err_ladybird_contest"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "rules_poster",
        documents.poster(
            "Spring Macro Contest 2025",
            [
                "Category: Macro (code MAC)",
                "Minimum width: 1600 px",
                "File name: SURNAME_MAC_2025.jpg",
                "Deadline: 31 May 2025",
                "Send to: entries@izmirfotokulup.org",
            ],
            kicker="IZMIR FOTO KULUBU",
            footer="One photo per member",
            palette=((20, 70, 60), (250, 200, 70), (250, 250, 245)),
            description=(
                "Club poster: Spring Macro Contest 2025, category Macro (MAC), minimum width "
                "1600 px, file name SURNAME_MAC_2025.jpg, deadline 31 May 2025, send to "
                "entries@izmirfotokulup.org"
            ),
        ),
        decisive=["1600 px", "SURNAME_MAC_2025.jpg", "MAC"],
    )
    small = photos.photo(
        "ladybird",
        seed=f"{sid}:small",
        size=(640, 480),
        description=(
            "Macro photo of a red ladybird on a grass stem among small blue forget-me-not "
            "flowers; a small copy, 640 x 480 pixels; no text"
        ),
    )
    imgs.add("photo_copy", small)
    big = photos.photo(
        "ladybird",
        seed=f"{sid}:big",
        size=(1800, 1350),
        description=(
            "The same macro photo of a red ladybird on a grass stem among blue forget-me-nots, "
            "full size, 1800 x 1350 pixels; no text"
        ),
    )
    imgs.add("photo_original", big)
    imgs.add(
        "club_email",
        screens.email(
            "Izmir Foto Kulubu <info@izmirfotokulup.org>",
            "Macro contest: new entry address",
            "12 May 2025, 09:14",
            [
                "Dear members,",
                "our entries mailbox is full. Please send your Macro entries to "
                "macro2025@izmirfotokulup.org instead. Everything else on the poster stays the same.",
                "Best regards, Selin Aydin, secretary",
            ],
            to="members",
            description=(
                "Club email of 12 May 2025: the entries mailbox is full, send Macro entries to "
                "macro2025@izmirfotokulup.org instead; the rest of the poster stays the same"
            ),
        ),
        decisive=["macro2025@izmirfotokulup.org"],
    )
    return scenario(
        imgs,
        """
id: err_ladybird_contest
title: Enter the full-size ladybird photo in the club contest, named and sent as the rules say
description: >-
  A retired teacher has two copies of his ladybird photo (one compressed by a chat app).
  The poster asks for 1600 px width and a file name pattern; the agent must measure the
  images, save the original to the contest folder in Files under SURNAME_MAC_2025.jpg and,
  after the club's email changes the entry address, email it there. Distractors: last
  year's contest folder and entry file, the old entries address.
domains: [vision, files, email]
reference_time: "2025-05-13T10:20:00+03:00"
persona:
  owner: {first_name: Mehmet, last_name: Yildiz, phone: "+905321550417", email: mehmet.yildiz@gmail.com}
  description: Mehmet Yildiz, 66, retired physics teacher in Izmir, keen macro photographer, club member for 20 years.
  style: formal and polite, complete sentences, signs off with his name
initial_entities:
  drive_folders:
    - {id: fld_1301, name: Photo club}
    - {id: fld_1302, name: Contest 2024, parent_id: fld_1301}
    - {id: fld_1303, name: Contest 2025, parent_id: fld_1301}
  drive_files:
    - {id: fil_1301, name: YILDIZ_MAC_2024.jpg, folder_id: fld_1302, mime_type: image/jpeg, size_bytes: 2310022}
    - {id: fil_1302, name: rules_2024.pdf, folder_id: fld_1302, mime_type: application/pdf, size_bytes: 88210}
  email_folders:
    - {id: ef_1301, name: Inbox, role: inbox}
    - {id: ef_1302, name: Sent, role: sent}
rounds:
  - query: >-
      Good morning. I would like to enter my ladybird photograph in our club's contest. I
      have two copies; please keep the right one in my Files, in this year's contest
      folder, named as the rules require. Mehmet
    images: [rules_poster, photo_copy, photo_original]
    transition: once the right photo is saved in the contest folder
    user_notes: If asked which copy, say you are not sure; the assistant should check.
  - query: Thank you. The club wrote to everyone this morning. Please send my entry now. Mehmet
    images: [club_email]
    transition: once the entry is emailed
challenge:
  type: none
flow_type: compare
arrival_pattern: mixed
expected_changes:
  changes:
    - op: create
      table: drive_files
      fields: {name: YILDIZ_MAC_2025.jpg, folder_id: fld_1303, image_id: img_2}
      similarity: {name: {method: exact}}
    - op: create
      table: emails
      fields: {to_addresses: [macro2025@izmirfotokulup.org], status: sent}
      similarity: {to_addresses: {method: list}}
    - {op: create, table: email_attachments, fields: {image_id: img_2}}
completion_criteria: >-
  The 1800 px original (img_2, not the 640 px copy) is in Files in Contest 2025 (not 2024)
  as YILDIZ_MAC_2025.jpg, and an email with that photo attached went to
  macro2025@izmirfotokulup.org (the new address, not entries@).
expected_tools: [get_image_size, get_drive_tree, save_image_to_files, send_email]
oracle_solution:
  - round: 1
    steps:
      - tool: get_image_size
        arguments: {image_id: "{{image:photo_copy}}"}
      - tool: get_image_size
        arguments: {image_id: "{{image:photo_original}}"}
      - tool: get_drive_tree
        arguments: {}
      - tool: save_image_to_files
        arguments: {image_id: "{{image:photo_original}}", folder_id: fld_1303, name: YILDIZ_MAC_2025.jpg}
    reply: >-
      The first copy is only 640 px wide; the second is 1800 px, so it meets the 1600 px
      minimum. I saved it in Photo club / Contest 2025 as YILDIZ_MAC_2025.jpg.
  - round: 2
    steps:
      - tool: send_email
        arguments:
          to: [macro2025@izmirfotokulup.org]
          subject: Spring Macro Contest 2025 entry - Mehmet Yildiz (MAC)
          body: "Dear Selin Hanim,\\n\\nplease find attached my entry for the Macro category, YILDIZ_MAC_2025.jpg.\\n\\nBest regards,\\nMehmet Yildiz"
          image_ids: ["{{image:photo_original}}"]
    reply: Your entry is on its way to macro2025@izmirfotokulup.org, the new address from the club's email, with the full-size photo attached.
tags: [errands, vision, files, email, photo, compare-by-size, cross-group]
""",
    )


def err_design_webinar_berlin(screens: Screens) -> Scenario:
    """A Berlin-time webinar poster, a lead's chat naming the bookmark folder, and an
    organiser's update: the event lands at the right Chicago time and the sign-up page is
    bookmarked; the user first insists on the wrong hour."""
    sid = "err_design_webinar_berlin"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "poster",
        documents.poster(
            "Design Systems Live",
            [
                "Tokens, theming and the handoff",
                "Thursday 12 June 2025",
                "17:00-18:30 CEST (Berlin)",
                "Free sign-up: designsystems.live/berlin-june",
            ],
            kicker="ONLINE MEETUP #14",
            footer="Hosted by Kontur Studio, Berlin",
            palette=((30, 24, 60), (255, 120, 90), (250, 250, 250)),
            description=(
                "Event poster: Design Systems Live meetup #14, Thursday 12 June 2025, 17:00-18:30 "
                "CEST (Berlin), online, free sign-up at designsystems.live/berlin-june"
            ),
        ),
        decisive=["Thursday 12 June 2025", "17:00-18:30 CEST", "designsystems.live/berlin-june"],
    )
    imgs.add(
        "chat_lead",
        screens.chat(
            "Marcus (design lead)",
            [
                ("them", "pls all attend the Berlin one", "11:02 AM"),
                (
                    "them",
                    "and bookmark the signup page in a folder called Team Learning so we can find it later",
                    "11:03 AM",
                ),
            ],
            subtitle="Slack-ish DM",
            description=(
                "Chat with Marcus, the design lead: everyone attend the Berlin one, and bookmark "
                "the sign-up page in a folder called Team Learning"
            ),
        ),
        decisive=["Team Learning"],
    )
    imgs.add(
        "update_email",
        screens.email(
            "Kontur Studio <hello@kontur.studio>",
            "Design Systems Live #14: we're going longer",
            "June 3, 2025",
            [
                "Hi Lucía, thanks for signing up!",
                "So many questions came in that we added a live Q&A: the session now runs "
                "until 19:00 CEST.",
                "See you on Thursday, the Kontur team",
            ],
            to="lucia.fernandez@fastmail.com",
            description=(
                "Organiser's email of June 3, 2025: a live Q&A was added, the session now "
                "runs until 19:00 CEST"
            ),
        ),
        decisive=["19:00 CEST"],
    )
    return scenario(
        imgs,
        """
id: err_design_webinar_berlin
title: Put a Berlin-time webinar in a Chicago calendar, bookmark its sign-up page, extend it
description: >-
  A UX designer in Chicago must attend an online meetup announced in Berlin time. She
  asks for "5 to 6:30" in her calendar; the poster's 17:00-18:30 is CEST, i.e. 10:00-11:30
  in Chicago. The sign-up page goes into the bookmark folder her lead names, and the
  organiser's later email moves the end to 19:00 CEST (noon in Chicago). Distractors: an
  older meetup event with the same name, a similar page for the Amsterdam edition.
domains: [calendar, web]
reference_time: "2025-06-03T12:15:00-05:00"
persona:
  owner: {first_name: Lucía, last_name: Fernández, phone: "+13125550193", email: lucia.fernandez@fastmail.com}
  description: Lucía Fernández, 29, UX designer at an insurance company in Chicago; originally from Valencia.
  style: casual, quick, mixes in the odd Spanish word
initial_entities:
  calendars:
    - {id: cal_1401, name: Work, is_default: true}
    - {id: cal_1402, name: Personal}
  calendar_events:
    - {id: ev_1401, calendar_id: cal_1401, title: Design Systems Live, start_at: "2025-03-13T11:00:00-05:00", end_at: "2025-03-13T12:30:00-05:00", notes: "meetup #13"}
    - {id: ev_1402, calendar_id: cal_1401, title: Sprint review, start_at: "2025-06-12T14:00:00-05:00", end_at: "2025-06-12T15:00:00-05:00"}
  web_pages:
    - {id: web_1401, url: "https://designsystems.live/berlin-june", title: "Design Systems Live #14 (Berlin) - sign up", site_name: Design Systems Live, published_on: "2025-05-20", body: "Meetup #14 hosted by Kontur Studio, Berlin. Thursday 12 June 2025, 17:00 CEST, online. Tokens, theming and the handoff. Free sign-up."}
    - {id: web_1402, url: "https://designsystems.live/amsterdam-june", title: "Design Systems Live #15 (Amsterdam) - sign up", site_name: Design Systems Live, published_on: "2025-05-28", body: "Meetup #15 hosted in Amsterdam. Thursday 26 June 2025, 18:00 CEST, online. Accessibility audits."}
  web_bookmarks:
    - {id: bkm_1401, url: "https://designsystems.live/", title: Design Systems Live, folder: Bookmarks}
rounds:
  - query: my lead wants the whole team at this. block it for me, 5 to 6:30 that day
    images: [poster, chat_lead]
    transition: once the event is in the calendar and the page is bookmarked
    user_notes: >-
      If the assistant points out that 17:00 is Berlin time (10 am in Chicago), agree and
      let it use the Chicago time. Bookmarking the page as Marcus asks is part of the task.
  - query: they sent this, update my calendar
    images: [update_email]
    transition: once the event ends at the new time
challenge:
  type: error_correction
  round: 1
  details: The user reads 17:00-18:30 as her own local time; the poster says CEST.
  wrong_detail: 5 to 6:30 pm Chicago time
  correct_detail: 17:00-18:30 CEST is 10:00-11:30 CDT in Chicago
flow_type: validate
arrival_pattern: mixed
expected_changes:
  changes:
    - op: create
      table: calendar_events
      fields: {calendar_id: cal_1401, title: Design Systems Live, start_at: "2025-06-12T10:00:00", end_at: "2025-06-12T12:00:00"}
      similarity: {title: {method: contains, case_sensitive: false}}
    - op: create
      table: web_bookmarks
      fields: {url: "https://designsystems.live/berlin-june", folder: Team Learning}
completion_criteria: >-
  One Work event on Thursday 12 June 2025 from 10:00 to 12:00 Chicago time (17:00-19:00
  CEST after the update; not 5-6:30 pm), the March event untouched; the Berlin sign-up
  page (not Amsterdam) bookmarked in the folder Team Learning.
expected_tools: [convert_time_zone, create_calendar_event, bookmark_webpage, reschedule_calendar_event]
oracle_solution:
  - round: 1
    steps:
      - tool: convert_time_zone
        arguments: {time_text: "2025-06-12 17:00", from_zone: Europe/Berlin, to_zone: America/Chicago}
      - tool: convert_time_zone
        arguments: {time_text: "2025-06-12 18:30", from_zone: Europe/Berlin, to_zone: America/Chicago}
      - tool: create_calendar_event
        arguments: {title: "Design Systems Live #14 (Berlin)", start: "2025-06-12T10:00:00", end: "2025-06-12T11:30:00", calendar_id: cal_1401, notes: "Online. Sign-up: designsystems.live/berlin-june"}
        save_as: ev
      - tool: bookmark_webpage
        arguments: {url: "https://designsystems.live/berlin-june", folder: Team Learning}
    reply: >-
      Heads up: the poster's 17:00-18:30 is Berlin time (CEST), which is 10:00-11:30 am for
      you in Chicago, so I blocked Thursday June 12, 10:00-11:30 in your Work calendar. The
      sign-up page is bookmarked in Team Learning, as Marcus asked.
  - round: 2
    steps:
      - tool: convert_time_zone
        arguments: {time_text: "2025-06-12 19:00", from_zone: Europe/Berlin, to_zone: America/Chicago}
      - tool: reschedule_calendar_event
        arguments: {event_id: "{{ev.event.id}}", new_start: "2025-06-12T10:00:00", new_end: "2025-06-12T12:00:00"}
    reply: "Updated: with the Q&A it now ends at 19:00 Berlin time, so noon for you."
tags: [errands, web, calendar, time-zone, poster, bookmark, cross-group]
""",
    )


def err_oat_milk_cafe(screens: Screens) -> Scenario:
    """A latte photo, the cafe's chalkboard naming its oat milk and promo end, and the
    user's cart with the wrong oat milk: swap it for the cheaper-per-litre pack of the right
    one, and set a reminder for the promo's last day."""
    sid = "err_oat_milk_cafe"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "latte",
        photos.photo(
            "coffee",
            seed=f"{sid}:latte",
            description=(
                "Photo from above of a latte with leaf latte art in a white cup on a saucer "
                "with a spoon; no text"
            ),
        ),
    )
    imgs.add(
        "chalkboard",
        photos.composite(
            "brick",
            ["ALL OAT LATTES", "made with Calder Barista Oat", "$1 off until Nov 30"],
            seed=f"{sid}:board",
            style="chalkboard",
            panel_width=0.74,
            tilt=0.04,
            description=(
                "Photo of a cafe chalkboard on a brick wall: all oat lattes made with Calder "
                "Barista Oat, $1 off until Nov 30"
            ),
        ),
        decisive=["Calder Barista Oat", "Nov 30"],
    )
    imgs.add(
        "cart_screen",
        screens.order_page(
            "Maple Market",
            "cart",
            [("Calder Original Oat Drink 1 L", "6", "$20.94")],
            total="$20.94",
            status="Cart",
            date="1 item, not checked out",
            description=(
                "Screenshot of the Maple Market cart: Calder Original Oat Drink 1 L, quantity 6, "
                "$20.94"
            ),
        ),
    )
    return scenario(
        imgs,
        """
id: err_oat_milk_cafe
title: Swap the cart's oat milk for the one the cafe uses, in the cheaper pack, and remember the promo
description: >-
  A barista-at-home wants the oat milk of his favourite latte. The chalkboard names Calder
  Barista Oat; his cart holds Calder Original. The agent removes the wrong product, compares
  the single carton with the 6-pack by price per litre, adds the cheaper way to get 6
  litres, and sets a reminder for the promo's last day. Distractors: Calder Original, a
  Barista Oat from another brand, a chocolate oat drink.
domains: [shopping, reminders]
reference_time: "2025-11-18T08:40:00-05:00"
persona:
  owner: {first_name: Kwame, last_name: Mensah, phone: "+14165550123", email: kwame.mensah@gmail.com}
  description: Kwame Mensah, 24, barista and film student in Toronto, makes lattes at home on his days off.
  style: terse, no capital letters
initial_entities:
  shop_sellers:
    - {id: sel_1501, name: Maple Market, is_store: true, positive_feedback_pct: 97, ships_from: Toronto ON}
  shop_products:
    - {id: prd_1501, title: "Calder Original Oat Drink 1 L", brand: Calder, category: grocery, subcategory: plant milk, price: 3.49, list_price: 3.49, seller_id: sel_1501, date_first_available: "2023-02-01", ratings_average: 4.4, ratings_count: 812, stock_quantity: 200}
    - {id: prd_1502, title: "Calder Barista Oat 1 L", brand: Calder, category: grocery, subcategory: plant milk, price: 4.29, list_price: 4.29, seller_id: sel_1501, date_first_available: "2023-02-01", ratings_average: 4.7, ratings_count: 1290, stock_quantity: 150}
    - {id: prd_1503, title: "Calder Barista Oat 1 L, 6-pack", brand: Calder, category: grocery, subcategory: plant milk, price: 22.74, list_price: 22.74, seller_id: sel_1501, date_first_available: "2023-02-01", ratings_average: 4.7, ratings_count: 402, stock_quantity: 60}
    - {id: prd_1504, title: "Northfield Barista Oat 1 L", brand: Northfield, category: grocery, subcategory: plant milk, price: 3.99, list_price: 3.99, seller_id: sel_1501, date_first_available: "2023-02-01", ratings_average: 4.2, ratings_count: 230, stock_quantity: 90}
    - {id: prd_1505, title: "Calder Chocolate Oat 1 L", brand: Calder, category: grocery, subcategory: plant milk, price: 3.79, list_price: 3.79, seller_id: sel_1501, date_first_available: "2023-02-01", ratings_average: 4.5, ratings_count: 301, stock_quantity: 80}
  shop_cart_items:
    - {id: cart_1501, product_id: prd_1501, quantity: 6}
  reminder_lists:
    - {id: reml_1501, name: Reminders, is_default: true}
    - {id: reml_1502, name: Shifts}
rounds:
  - query: this latte. want the exact oat milk they use, 6 litres, whichever way is cheaper. fix my cart
    images: [latte, chalkboard, cart_screen]
    transition: once the cart holds the right oat milk
  - query: and remind me at 8am on the last day of their promo to go get one more
    transition: once the reminder is set
challenge:
  type: state_mutation
  details: The cart line with Calder Original (6 x 1 L) is removed and replaced by one 6-pack of Calder Barista Oat.
flow_type: compare
arrival_pattern: upfront
expected_changes:
  changes:
    - {op: delete, table: shop_cart_items, match: {id: cart_1501}}
    - {op: create, table: shop_cart_items, fields: {product_id: prd_1503, quantity: 1}}
    - {op: create, table: reminders, fields: {list_id: reml_1501, due_date: "2025-11-30", due_time: "08:00"}}
completion_criteria: >-
  The cart has one Calder Barista Oat 6-pack ($22.74, $3.79/L, cheaper than 6 x $4.29) and
  no Calder Original; a reminder in Reminders for Nov 30 2025 at 8:00.
expected_tools: [view_cart, search_products, remove_from_cart, add_to_cart, create_reminder]
oracle_solution:
  - round: 1
    steps:
      - tool: view_cart
        arguments: {}
      - tool: search_products
        arguments: {query: Calder Barista Oat}
      - tool: remove_from_cart
        arguments: {cart_item_id: cart_1501}
      - tool: add_to_cart
        arguments: {product_id: prd_1503, quantity: 1}
    reply: >-
      The cafe uses Calder Barista Oat, and your cart had Calder Original. The 6-pack is
      $22.74 ($3.79 a litre) versus 6 x $4.29 = $25.74 for single cartons, so I swapped
      the Original for one Barista Oat 6-pack.
  - round: 2
    steps:
      - tool: create_reminder
        arguments: {title: "Oat latte $1 off ends today: grab one", due_date: "2025-11-30", due_time: "08:00"}
    reply: I'll remind you on Sunday Nov 30 at 8 am, the last day of the $1 off promo.
tags: [errands, shopping, reminders, chalkboard, unit-price, cross-group]
""",
    )


# =========================================================================== batch 2


def err_spin_bpm_filter(screens: Screens) -> Scenario:
    """A spin instructor's ride playlist: the studio board lists candidate songs, a tempo
    chart gives their BPM; first keep those at 125+, then the studio manager narrows it to
    120-130 and moves the class half an hour earlier."""
    sid = "err_spin_bpm_filter"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "studio_board",
        photos.composite(
            "brick",
            [
                "PULSE STUDIO - THU RIDE",
                "Olympus Climb - Nefeli",
                "Salt & Sun - Kaiti Roussou",
                "Blue Taverna - Meltemi Boys",
                "Night Ferry Piraeus - DJ Argo",
                "Athena Rising - Nefeli",
                "Slow Meltemi - Meltemi Boys",
            ],
            seed=f"{sid}:board",
            style="whiteboard",
            panel_width=0.8,
            tilt=0.03,
            kind="whiteboard_photo",
            description=(
                "Photo of the studio whiteboard: Pulse Studio Thursday ride candidate songs - "
                "Olympus Climb (Nefeli), Salt & Sun (Kaiti Roussou), Blue Taverna (Meltemi "
                "Boys), Night Ferry Piraeus (DJ Argo), Athena Rising (Nefeli), Slow Meltemi "
                "(Meltemi Boys)"
            ),
        ),
        decisive=["Salt & Sun", "Night Ferry Piraeus", "Olympus Climb", "Athena Rising"],
    )
    imgs.add(
        "bpm_chart",
        charts.bar_chart(
            "Tempo (BPM) - from TapTempo",
            [
                "Olympus Climb",
                "Salt & Sun",
                "Blue Taverna",
                "Night Ferry Piraeus",
                "Athena Rising",
                "Slow Meltemi",
            ],
            [132, 126, 118, 128, 140, 104],
            ylabel="BPM",
            horizontal=True,
            description=(
                "Horizontal bar chart of tempos: Olympus Climb 132, Salt & Sun 126, Blue "
                "Taverna 118, Night Ferry Piraeus 128, Athena Rising 140, Slow Meltemi 104 BPM"
            ),
        ),
        decisive=["132", "126", "118", "128", "140"],
    )
    imgs.add(
        "chat_nikos",
        screens.chat(
            "Nikos - Pulse Studio",
            [
                ("them", "new bikes arrived! their cadence screens only go 120-130 bpm", "10:14"),
                ("them", "so keep every song between 120 and 130 please", "10:14"),
                ("them", "and Thursday starts at 18:30 from this week, not 19:00", "10:15"),
                ("me", "ok!!", "10:20"),
            ],
            subtitle="WhatsApp",
            clock="10:21",
            description=(
                "Chat with Nikos from Pulse Studio: new bikes only show 120-130 bpm, keep every "
                "song between 120 and 130; Thursday starts at 18:30 from this week, not 19:00"
            ),
        ),
        decisive=["between 120 and 130", "18:30"],
    )
    return scenario(
        imgs,
        """
id: err_spin_bpm_filter
title: Build a spin-class playlist by tempo, then re-filter it and move the class when the studio changes the rules
description: >-
  A spin instructor in Athens creates an empty ride playlist, fills it from the studio
  whiteboard with the songs at 125 BPM or more (tempo chart), then the manager's message
  changes the rule to 120-130 BPM and moves Thursday's class from 19:00 to 18:30. Only the
  final playlist counts. Distractors: a radio edit of Salt & Sun, another Athena Rising,
  last week's ride playlist, the same class the week after.
domains: [music, calendar]
reference_time: "2025-06-09T09:50:00+03:00"
persona:
  owner: {first_name: Dimitra, last_name: Papadopoulou, phone: "+306941550288", email: dimitra.pap@gmail.com}
  description: Dimitra Papadopoulou, 41, spin and pilates instructor in Athens, teaches at Pulse Studio in Pangrati.
  style: energetic, exclamation marks, short bursts, occasional Greek word
initial_entities:
  music_artists:
    - {id: ar_1601, name: Nefeli, genre: Dance, country: GR}
    - {id: ar_1602, name: Kaiti Roussou, genre: Pop, country: GR}
    - {id: ar_1603, name: Meltemi Boys, genre: Pop, country: GR}
    - {id: ar_1604, name: DJ Argo, genre: Electronic, country: GR}
    - {id: ar_1605, name: Athena Rising Collective, genre: Rock, country: US}
  music_albums:
    - {id: al_1601, title: Peaks, artist_id: ar_1601, release_year: 2024, genre: Dance, album_type: album}
    - {id: al_1602, title: Kalokairi, artist_id: ar_1602, release_year: 2023, genre: Pop, album_type: album}
    - {id: al_1603, title: Island Hopping, artist_id: ar_1603, release_year: 2022, genre: Pop, album_type: album}
    - {id: al_1604, title: Port Lights, artist_id: ar_1604, release_year: 2025, genre: Electronic, album_type: ep}
    - {id: al_1605, title: Owl City Nights, artist_id: ar_1605, release_year: 2020, genre: Rock, album_type: album}
    - {id: al_1606, title: Salt & Sun (Radio Edit), artist_id: ar_1602, release_year: 2023, genre: Pop, album_type: single}
  music_tracks:
    - {id: trk_1601, title: Olympus Climb, album_id: al_1601, artist_id: ar_1601, track_number: 1, duration_sec: 262, genre: Dance, popularity: 71}
    - {id: trk_1602, title: Athena Rising, album_id: al_1601, artist_id: ar_1601, track_number: 2, duration_sec: 241, genre: Dance, popularity: 68}
    - {id: trk_1603, title: Salt & Sun, album_id: al_1602, artist_id: ar_1602, track_number: 3, duration_sec: 228, genre: Pop, popularity: 80}
    - {id: trk_1604, title: Salt & Sun (Radio Edit), album_id: al_1606, artist_id: ar_1602, track_number: 1, duration_sec: 181, genre: Pop, popularity: 55}
    - {id: trk_1605, title: Blue Taverna, album_id: al_1603, artist_id: ar_1603, track_number: 1, duration_sec: 215, genre: Pop, popularity: 62}
    - {id: trk_1606, title: Slow Meltemi, album_id: al_1603, artist_id: ar_1603, track_number: 4, duration_sec: 300, genre: Pop, popularity: 40}
    - {id: trk_1607, title: Night Ferry Piraeus, album_id: al_1604, artist_id: ar_1604, track_number: 2, duration_sec: 275, genre: Electronic, popularity: 66}
    - {id: trk_1608, title: Athena Rising, album_id: al_1605, artist_id: ar_1605, track_number: 5, duration_sec: 233, genre: Rock, popularity: 47}
  music_playlists:
    - {id: pl_1601, name: Thursday Ride 5/6, created_at: "2025-06-02T09:00:00+03:00"}
  music_playlist_tracks:
    - {id: plt_1601, playlist_id: pl_1601, track_id: trk_1605, position: 1}
  calendars:
    - {id: cal_1601, name: Classes, is_default: true}
    - {id: cal_1602, name: Home}
  calendar_events:
    - {id: ev_1601, calendar_id: cal_1601, title: Thursday Ride - Pulse Studio, start_at: "2025-06-12T19:00:00+03:00", end_at: "2025-06-12T19:45:00+03:00", location: "Pulse Studio, Pangrati"}
    - {id: ev_1602, calendar_id: cal_1601, title: Thursday Ride - Pulse Studio, start_at: "2025-06-19T19:00:00+03:00", end_at: "2025-06-19T19:45:00+03:00", location: "Pulse Studio, Pangrati"}
    - {id: ev_1603, calendar_id: cal_1601, title: Mat Pilates, start_at: "2025-06-12T09:00:00+03:00", end_at: "2025-06-12T10:00:00+03:00"}
rounds:
  - query: new week!! make me an empty playlist "Thursday Ride 12/6", songs coming soon
    transition: once the empty playlist exists
  - query: >-
      ok here's the board and the tempos. only the ones 125 bpm or faster go in, the real
      tracks not edits!
    images: [studio_board, bpm_chart]
    transition: once the playlist has the fast songs
  - query: ugh Nikos. sort it out pls, playlist AND my calendar for this thursday
    images: [chat_nikos]
    transition: once the playlist and this Thursday's class follow Nikos's message
challenge:
  type: goal_change
  round: 3
  details: >-
    The rule changes from 125+ BPM to 120-130 BPM (Olympus Climb 132 and Athena Rising 140
    come out; Salt & Sun 126 and Night Ferry Piraeus 128 stay) and this Thursday's class
    moves from 19:00 to 18:30.
flow_type: filter
arrival_pattern: late
expected_changes:
  ignore_columns: [music_playlist_tracks.position, music_playlist_tracks.added_at, music_playlists.updated_at]
  changes:
    - op: create
      table: music_playlists
      fields: {name: Thursday Ride 12/6}
      similarity: {name: {method: contains, case_sensitive: false}}
    - {op: create, table: music_playlist_tracks, fields: {track_id: trk_1603}}
    - {op: create, table: music_playlist_tracks, fields: {track_id: trk_1607}}
    - {op: update, table: calendar_events, match: {id: ev_1601}, fields: {start_at: "2025-06-12T18:30:00+03:00", end_at: "2025-06-12T19:15:00+03:00"}}
completion_criteria: >-
  A new playlist Thursday Ride 12/6 holding only Salt & Sun (album version, not the radio
  edit) and Night Ferry Piraeus; last week's playlist untouched; this Thursday's class
  (June 12, not June 19) at 18:30-19:15.
expected_tools: [create_music_playlist, search_music_catalog, add_tracks_to_music_playlist, remove_track_from_music_playlist, search_calendar_events, reschedule_calendar_event]
oracle_solution:
  - round: 1
    steps:
      - tool: create_music_playlist
        arguments: {name: Thursday Ride 12/6}
        save_as: pl
    reply: Done, "Thursday Ride 12/6" is ready and empty. Send the songs when you have them.
  - round: 2
    steps:
      - tool: search_music_catalog
        arguments: {query: Olympus Climb, kind: songs}
      - tool: search_music_catalog
        arguments: {query: Salt & Sun, kind: songs}
      - tool: search_music_catalog
        arguments: {query: Night Ferry Piraeus, kind: songs}
      - tool: search_music_catalog
        arguments: {query: Athena Rising Nefeli, kind: songs}
      - tool: add_tracks_to_music_playlist
        arguments: {playlist_id: "{{pl.id}}", track_ids: [trk_1601, trk_1603, trk_1607, trk_1602]}
    reply: >-
      Added the four at 125+ BPM: Olympus Climb (132), Salt & Sun (126, album version),
      Night Ferry Piraeus (128) and Athena Rising by Nefeli (140). Blue Taverna (118) and
      Slow Meltemi (104) stay out.
  - round: 3
    steps:
      - tool: remove_track_from_music_playlist
        arguments: {playlist_id: "{{pl.id}}", track_id: trk_1601}
      - tool: remove_track_from_music_playlist
        arguments: {playlist_id: "{{pl.id}}", track_id: trk_1602}
      - tool: search_calendar_events
        arguments: {query: Thursday Ride}
      - tool: reschedule_calendar_event
        arguments: {event_id: ev_1601, new_start: "2025-06-12T18:30:00", new_end: "2025-06-12T19:15:00"}
    reply: >-
      Took out Olympus Climb (132) and Athena Rising (140), so only Salt & Sun (126) and
      Night Ferry Piraeus (128) remain, both within 120-130. This Thursday's ride now
      starts at 18:30 (until 19:15); next week's is unchanged.
tags: [errands, music, calendar, whiteboard, chart, filter, cross-group]
""",
    )


def err_galaxy_wallpaper_focus(screens: Screens) -> Scenario:
    """A teenager's wallpapers from three photos, a School focus from the timetable, and
    mum allowed through it; then the lock screen swaps to the rocket."""
    sid = "err_galaxy_wallpaper_focus"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "photo_galaxies",
        photos.photo(
            "hubble",
            seed=f"{sid}:galaxies",
            size=(720, 1280),
            description="Deep-space photo: hundreds of small galaxies, orange, white and blue, on black space; no text",
        ),
    )
    imgs.add(
        "photo_cat",
        photos.photo(
            "chelsea",
            seed=f"{sid}:cat",
            size=(720, 1280),
            crop=(0.15, 0.0, 0.75, 1.0),
            description="Photo of a ginger tabby cat looking to the side, against a blurred background; no text",
        ),
    )
    imgs.add(
        "photo_rocket",
        photos.photo(
            "rocket",
            seed=f"{sid}:rocket",
            size=(720, 1280),
            description="Photo of a tall white rocket standing on its launch pad under a blue sky; no text",
        ),
    )
    imgs.add(
        "timetable",
        charts.table(
            "Year 10 timetable - Ms Okonjo's tutor group",
            ["Day", "Registration", "Lessons end"],
            [
                ["Monday", "08:40", "15:20"],
                ["Tuesday", "08:40", "15:20"],
                ["Wednesday", "08:40", "13:05"],
                ["Thursday", "08:40", "15:20"],
                ["Friday", "08:40", "15:20"],
            ],
            description=(
                "School timetable table for Year 10: registration 08:40 every weekday; lessons "
                "end 15:20 Mon, Tue, Thu, Fri and 13:05 on Wednesday"
            ),
        ),
        decisive=["08:40", "15:20", "13:05"],
    )
    imgs.add(
        "chat_mum",
        screens.chat(
            "Mum",
            [
                (
                    "them",
                    "Zainab if you put on that school focus thing I still need to reach you",
                    "19:02",
                ),
                ("them", "put my NEW number in, not the old Vodafone one", "19:03"),
                ("me", "fineee", "19:05"),
            ],
            subtitle="+44 7700 900583",
            clock="19:06",
            description=(
                "Chat with Mum (+44 7700 900583): if you use the school focus I still need to "
                "reach you; use my new number, not the old Vodafone one"
            ),
        ),
        decisive=["+44 7700 900583"],
    )
    return scenario(
        imgs,
        """
id: err_galaxy_wallpaper_focus
title: Wallpapers from three photos, a School focus from the timetable, mum let through; then swap the lock screen
description: >-
  A 15-year-old in Birmingham picks wallpapers by what the photos show (galaxies on the
  lock screen, her cat on the home screen), schedules a School focus from her timetable
  (Wednesday ends earlier, so two schedules), and lets her mum through it: the contact
  with the new number from mum's chat, not the old Mum contact. Then she changes her mind:
  the rocket goes on the lock screen instead.
domains: [settings, contacts]
reference_time: "2025-09-07T19:10:00+01:00"
persona:
  owner: {first_name: Zainab, last_name: Hussain, phone: "+447700900144", email: zainab.hussain09@gmail.com}
  description: Zainab Hussain, 15, Year 10 student in Birmingham, into astronomy and her cat Mango.
  style: teen texting, lowercase, abbreviations (pls, rn, tbh), no full stops
initial_entities:
  device_settings:
    - {id: device, time_zone: Europe/London, region: GB, language: en-GB}
  focus_modes:
    - {id: foc_1701, name: School, is_active: false, allow_calls_from: favorites}
    - {id: foc_1702, name: Sleep, is_active: false, allow_calls_from: favorites}
    - {id: foc_1703, name: Do Not Disturb, is_active: false, allow_calls_from: favorites}
  focus_schedules:
    - {id: fsch_1701, focus_id: foc_1702, start_time: "22:00", end_time: "07:00", days: [monday, tuesday, wednesday, thursday, sunday], is_enabled: true}
  contacts:
    - {id: ct_1701, first_name: Mum, last_name: "", relationship: mother, notes: old Vodafone number}
    - {id: ct_1702, first_name: Mum, last_name: (new), relationship: mother}
    - {id: ct_1703, first_name: Amira, last_name: Hussain, relationship: sister}
    - {id: ct_1704, first_name: Ms, last_name: Okonjo, job_title: Form tutor}
  contact_phones:
    - {id: ph_1701, contact_id: ct_1701, label: mobile, number: "+447700900358", is_primary: true}
    - {id: ph_1702, contact_id: ct_1702, label: mobile, number: "+447700900583", is_primary: true}
    - {id: ph_1703, contact_id: ct_1703, label: mobile, number: "+447700900221", is_primary: true}
rounds:
  - query: new wallpapers pls!! the space one on my lock screen and mango on my home screen
    images: [photo_galaxies, photo_cat, photo_rocket]
    transition: once both wallpapers are set
  - query: school starts tmrw ugh. make my school focus go on by itself during lessons
    images: [timetable]
    transition: once the School focus has its schedules
    user_notes: Lessons are from registration until lessons end, weekdays only.
  - query: and mum wants to get through, see. also tbh put the rocket on the lock screen instead
    images: [chat_mum]
    transition: once mum is allowed and the lock screen shows the rocket
challenge:
  type: goal_change
  round: 3
  details: The lock screen changes from the galaxies photo to the rocket photo; only the final wallpaper counts.
flow_type: cross_reference
arrival_pattern: mixed
expected_changes:
  changes:
    - {op: update, table: device_settings, match: {id: device}, fields: {wallpaper_lock_image_id: img_2, wallpaper_home_image_id: img_1}}
    - op: create
      table: focus_schedules
      fields: {focus_id: foc_1701, start_time: "08:40", end_time: "15:20", days: [monday, tuesday, thursday, friday], is_enabled: true}
      similarity: {days: {method: list}}
    - op: create
      table: focus_schedules
      fields: {focus_id: foc_1701, start_time: "08:40", end_time: "13:05", days: [wednesday], is_enabled: true}
      similarity: {days: {method: list}}
    - {op: create, table: focus_allowed_contacts, fields: {focus_id: foc_1701, contact_id: ct_1702}}
completion_criteria: >-
  Lock screen = rocket photo (img_2), home screen = cat (img_1); School focus scheduled
  08:40-15:20 Mon, Tue, Thu, Fri and 08:40-13:05 Wednesday; the Mum contact with
  +44 7700 900583 (not the old number) allowed during School.
expected_tools: [set_wallpaper, list_focus_modes, add_focus_schedule, search_contacts, add_focus_allowed_contact]
oracle_solution:
  - round: 1
    steps:
      - tool: set_wallpaper
        arguments: {image_id: "{{image:photo_galaxies}}", location: lock_screen}
      - tool: set_wallpaper
        arguments: {image_id: "{{image:photo_cat}}", location: home_screen}
    reply: Galaxies are on your lock screen and Mango on your home screen.
  - round: 2
    steps:
      - tool: list_focus_modes
        arguments: {}
      - tool: add_focus_schedule
        arguments: {focus: School, start_time: "08:40", end_time: "15:20", days: [monday, tuesday, thursday, friday]}
      - tool: add_focus_schedule
        arguments: {focus: School, start_time: "08:40", end_time: "13:05", days: [wednesday]}
    reply: School focus now turns on 08:40-15:20 on Monday, Tuesday, Thursday and Friday, and 08:40-13:05 on Wednesdays.
  - round: 3
    steps:
      - tool: search_contacts
        arguments: {query: Mum}
      - tool: add_focus_allowed_contact
        arguments: {focus: School, contact_id: ct_1702}
      - tool: set_wallpaper
        arguments: {image_id: "{{image:photo_rocket}}", location: lock_screen}
    reply: Your mum's new number (+44 7700 900583) can reach you during School focus, and the rocket is now your lock screen.
tags: [errands, settings, contacts, wallpaper, focus, timetable, photos]
""",
    )


def err_wedding_video_cleanup(screens: Screens) -> Scenario:
    """Storage full: delete the old wedding video versions and the duplicate final cut from
    Downloads (not the cousin's similarly named video), rename the family copy with the
    wedding date, and offload the big unused game."""
    sid = "err_wedding_video_cleanup"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "storage_popup",
        photos.composite(
            "wood_deck",
            ["Stockage iPhone presque plein", "Vous pouvez libérer de l'espace", "Réglages   OK"],
            seed=f"{sid}:popup",
            style="screen",
            panel_width=0.7,
            tilt=0.05,
            kind="screen_photo",
            description=(
                "Photo of a phone lying on a wooden table showing the alert 'Stockage iPhone "
                "presque plein' (iPhone storage almost full) with Settings and OK buttons"
            ),
        ),
        decisive=["Stockage iPhone presque plein"],
    )
    imgs.add(
        "storage_screen",
        screens.settings(
            "Stockage iPhone",
            [
                (
                    "128 Go - 121,4 Go utilisés",
                    [
                        ("Photos", "38,2 Go"),
                        ("Sky Kingdoms", "4,6 Go"),
                        ("WhatsApp", "3,1 Go"),
                        ("Sky Lanterns", "0,4 Go"),
                    ],
                ),
                ("Recommandations", [("Sky Kingdoms - non utilisé depuis 9 mois", "Décharger")]),
            ],
            description=(
                "Settings screenshot, iPhone Storage: 121.4 of 128 GB used; Photos 38.2 GB, Sky "
                "Kingdoms 4.6 GB, WhatsApp 3.1 GB, Sky Lanterns 0.4 GB; recommendation: offload "
                "Sky Kingdoms, unused for 9 months"
            ),
        ),
        decisive=["Sky Kingdoms"],
    )
    imgs.add(
        "files_downloads",
        screens.list_screen(
            "Téléchargements",
            [
                ("Mariage_Lea_v1.mov", "2,1 Go"),
                ("Mariage_Lea_v2.mov", "2,3 Go"),
                ("Mariage_Lea_v3.mov", "2,4 Go"),
                ("Mariage_Leo_v2.mov", "1,8 Go"),
                ("Mariage_Lea_photos.zip", "0,9 Go"),
            ],
            subtitle="iCloud Drive - 5 éléments",
            kind="files_app",
            description=(
                "Files app screenshot of Downloads: Mariage_Lea_v1.mov 2.1 GB, Mariage_Lea_v2.mov "
                "2.3 GB, Mariage_Lea_v3.mov 2.4 GB, Mariage_Leo_v2.mov 1.8 GB, "
                "Mariage_Lea_photos.zip 0.9 GB"
            ),
        ),
        decisive=["Mariage_Lea_v1.mov", "Mariage_Leo_v2.mov"],
    )
    imgs.add(
        "chat_lea",
        screens.chat(
            "Léa",
            [
                (
                    "them",
                    "Maman, la version finale c'est la v3, elle est dans le dossier Famille",
                    "18:40",
                ),
                (
                    "them",
                    "tu peux supprimer toutes tes versions à toi dans Téléchargements",
                    "18:41",
                ),
                ("them", "et renomme la v3 avec la date du mariage : 14.06.2025 stp", "18:41"),
                ("them", "(pas la vidéo de Léo hein !)", "18:42"),
            ],
            subtitle="iMessage",
            clock="18:45",
            description=(
                "Chat with Léa (daughter): the final version is v3, in the Famille folder; delete "
                "all your own versions in Downloads; rename v3 with the wedding date 14.06.2025; "
                "not Léo's video"
            ),
        ),
        decisive=["v3", "14.06.2025"],
    )
    return scenario(
        imgs,
        """
id: err_wedding_video_cleanup
title: "Free space: delete the mother's copies of the wedding video, rename the family one, offload a game"
description: >-
  A mother in Lyon gets the storage-full alert. Her daughter's message says the final
  wedding video (v3) is in the shared Famille folder, her own versions in Downloads can go,
  and the family copy should carry the wedding date. The agent must trash the three
  Mariage_Lea copies in Downloads but not the cousin's Mariage_Leo_v2.mov nor the photo
  archive, rename the Famille v3 and offload the unused game (not Sky Lanterns).
domains: [files, settings]
reference_time: "2025-07-02T18:50:00+02:00"
persona:
  owner: {first_name: Camille, last_name: Dubois, phone: "+33612550387", email: camille.dubois@orange.fr}
  description: Camille Dubois, 56, pharmacist in Lyon, mother of the bride Léa; not very technical.
  style: polite, a bit anxious, writes in English with French habits (spaces before ? and !)
initial_entities:
  drive_folders:
    - {id: fld_1801, name: Téléchargements}
    - {id: fld_1802, name: Famille, my_permission: edit}
    - {id: fld_1803, name: Mariage, parent_id: fld_1802, my_permission: edit}
  drive_files:
    - {id: fil_1801, name: Mariage_Lea_v1.mov, folder_id: fld_1801, mime_type: video/quicktime, size_bytes: 2100000000}
    - {id: fil_1802, name: Mariage_Lea_v2.mov, folder_id: fld_1801, mime_type: video/quicktime, size_bytes: 2300000000}
    - {id: fil_1803, name: Mariage_Lea_v3.mov, folder_id: fld_1801, mime_type: video/quicktime, size_bytes: 2400000000}
    - {id: fil_1804, name: Mariage_Leo_v2.mov, folder_id: fld_1801, mime_type: video/quicktime, size_bytes: 1800000000}
    - {id: fil_1805, name: Mariage_Lea_photos.zip, folder_id: fld_1801, mime_type: application/zip, size_bytes: 900000000}
    - {id: fil_1806, name: Mariage_Lea_v3.mov, folder_id: fld_1803, mime_type: video/quicktime, size_bytes: 2400000000, my_permission: edit}
    - {id: fil_1807, name: Menu_mariage.pdf, folder_id: fld_1803, mime_type: application/pdf, size_bytes: 220000, my_permission: edit}
  device_apps:
    - {id: app_1801, name: Sky Kingdoms, category: Games, app_size_mb: 4600, documents_mb: 300, usage_week_minutes: 0}
    - {id: app_1802, name: Sky Lanterns, category: Games, app_size_mb: 400, documents_mb: 20, usage_week_minutes: 95}
    - {id: app_1803, name: WhatsApp, category: Social, app_size_mb: 3100, documents_mb: 2500, usage_week_minutes: 300}
    - {id: app_1804, name: Photos, category: Photo, app_size_mb: 38200, is_system_app: true}
rounds:
  - query: My phone says this ! What takes the space ? Please remove the game the phone suggests.
    images: [storage_popup, storage_screen]
    transition: once the game is offloaded
  - query: >-
      Also my daughter explained about the wedding videos. Can you do what she says please ?
      I am afraid to delete the wrong one.
    images: [files_downloads, chat_lea]
    transition: once the Downloads copies are deleted and the family video renamed
    user_notes: The family video should keep its .mov extension; any name with the date is fine.
challenge:
  type: state_mutation
  details: >-
    Three files found in Downloads are trashed (v1, v2, v3 copies of Léa's wedding), the
    Famille copy of v3 is renamed with 14.06.2025, and Sky Kingdoms is offloaded.
flow_type: filter
arrival_pattern: mixed
expected_changes:
  changes:
    - {op: update, table: device_apps, match: {id: app_1801}, fields: {is_offloaded: true}}
    - {op: update, table: drive_files, match: {id: fil_1801}, fields: {trashed_at: episode_start}, similarity: {trashed_at: {method: datetime_after}}}
    - {op: update, table: drive_files, match: {id: fil_1802}, fields: {trashed_at: episode_start}, similarity: {trashed_at: {method: datetime_after}}}
    - {op: update, table: drive_files, match: {id: fil_1803}, fields: {trashed_at: episode_start}, similarity: {trashed_at: {method: datetime_after}}}
    - op: update
      table: drive_files
      match: {id: fil_1806}
      fields: {name: 14.06.2025}
      similarity: {name: {method: contains}}
  ignore_columns: [drive_files.modified_at, drive_folders.modified_at]
completion_criteria: >-
  Sky Kingdoms offloaded (not Sky Lanterns); Mariage_Lea_v1/v2/v3.mov in Downloads in the
  trash; Mariage_Leo_v2.mov and Mariage_Lea_photos.zip untouched; the Famille/Mariage copy
  of v3 renamed with 14.06.2025 in its name.
expected_tools: [get_storage_info, offload_device_app, list_drive_folder, search_files, delete_file, rename_file]
oracle_solution:
  - round: 1
    steps:
      - tool: get_storage_info
        arguments: {}
      - tool: offload_device_app
        arguments: {app: Sky Kingdoms}
    reply: >-
      Photos take the most space (38.2 GB), then Sky Kingdoms (4.6 GB), which you have not
      used for 9 months. I offloaded Sky Kingdoms: its data stays, the app can be
      reinstalled any time.
  - round: 2
    steps:
      - tool: search_files
        arguments: {query: Mariage}
      - tool: delete_file
        arguments: {file_id: fil_1801}
      - tool: delete_file
        arguments: {file_id: fil_1802}
      - tool: delete_file
        arguments: {file_id: fil_1803}
      - tool: rename_file
        arguments: {file_id: fil_1806, name: Mariage_Lea_14.06.2025.mov}
    reply: >-
      Done. I deleted your three copies of Léa's wedding video from Téléchargements (v1, v2
      and v3); Léo's video and the photo archive are still there. The final v3 in
      Famille/Mariage is now called Mariage_Lea_14.06.2025.mov. Deleted files stay in
      Recently Deleted for 30 days.
tags: [errands, files, settings, storage, cleanup, french]
""",
    )


def err_cat_tree_review(screens: Screens) -> Scenario:
    """Review the cat tree from the order email (the user says 48-inch, the order is the
    52-inch), with the partner's notes and the cat photo; send the photo to her sister."""
    sid = "err_cat_tree_review"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "order_email",
        screens.email(
            "PawHaus Orders <orders@pawhaus.example>",
            "Delivered: your order 114-5528-0931",
            "Mar 8, 2025",
            [
                "Hi Ana, your package was delivered on Saturday, March 8.",
                "Birchwood Cat Tree 52 in, Sisal Posts, Beige - qty 1 - $89.99",
                "Order 114-5528-0931. How did we do? Review your purchase.",
            ],
            to="ana.sousa@icloud.com",
            description=(
                "Delivery email from PawHaus: order 114-5528-0931 delivered March 8, Birchwood "
                "Cat Tree 52 in, sisal posts, beige, $89.99"
            ),
        ),
        decisive=["Birchwood Cat Tree 52 in", "114-5528-0931"],
    )
    imgs.add(
        "cat_photo",
        photos.photo(
            "chelsea",
            seed=f"{sid}:cat",
            crop=(0.0, 0.0, 0.9, 1.0),
            description="Photo of a ginger tabby cat resting and looking to the side, close-up; no text",
        ),
    )
    imgs.add(
        "partner_note",
        documents.note(
            [
                "review pts:",
                "- sturdy, no wobble",
                "- 40 min to build",
                "- Biscoito loves the top perch",
                "- 4 stars (one screw missing)",
            ],
            paper="sticky",
            size=34,
            seed=f"{sid}:note",
            description=(
                "Sticky note with review points: sturdy, no wobble; 40 min to build; Biscoito "
                "loves the top perch; 4 stars (one screw missing)"
            ),
        ),
        decisive=["40 min to build", "4 stars", "top perch"],
    )
    imgs.add(
        "chat_sister",
        screens.chat(
            "Beatriz (irmã)",
            [
                ("them", "did the cat tree come??", "20:11"),
                ("them", "send me a pic of biscoito on it!!", "20:11"),
            ],
            subtitle="+1 (617) 555-0142",
            clock="20:30",
            description="Chat with Beatriz (sister, +1 617-555-0142): did the cat tree come? send a pic of Biscoito on it",
        ),
    )
    return scenario(
        imgs,
        """
id: err_cat_tree_review
title: Review the delivered cat tree with the cat's photo, from the order email and the partner's notes
description: >-
  Ana wants to review "the 48-inch cat tree" she bought; the delivery email shows the
  52-inch model (the shop also sells a 48-inch one). The review uses the partner's sticky
  note (4 stars, build time, the top perch) and the cat photo, and the same photo goes to
  her sister, who asked for it. Distractors: the 48-inch model, an older review by Ana of
  a scratching post, two Beatrizes in contacts.
domains: [shopping, messages]
reference_time: "2025-03-09T20:35:00-05:00"
persona:
  owner: {first_name: Ana, last_name: Sousa, phone: "+16175550110", email: ana.sousa@icloud.com}
  description: Ana Sousa, 31, nurse in Somerville, MA; Brazilian-born, lives with her partner Theo and their cat Biscoito.
  style: warm, chatty, long sentences, occasional Portuguese
initial_entities:
  shop_sellers:
    - {id: sel_1901, name: PawHaus, is_store: true, positive_feedback_pct: 96, ships_from: Columbus OH}
  shop_products:
    - {id: prd_1901, title: "Birchwood Cat Tree 52 in, Sisal Posts", brand: Birchwood, category: pet, subcategory: cat furniture, price: 89.99, list_price: 99.99, seller_id: sel_1901, date_first_available: "2023-08-01", ratings_average: 4.5, ratings_count: 2201, stock_quantity: 40}
    - {id: prd_1902, title: "Birchwood Cat Tree 48 in, Sisal Posts", brand: Birchwood, category: pet, subcategory: cat furniture, price: 74.99, list_price: 79.99, seller_id: sel_1901, date_first_available: "2023-08-01", ratings_average: 4.3, ratings_count: 1480, stock_quantity: 55}
    - {id: prd_1903, title: "Birchwood Scratching Post 32 in", brand: Birchwood, category: pet, subcategory: cat furniture, price: 24.99, list_price: 24.99, seller_id: sel_1901, date_first_available: "2022-05-01", ratings_average: 4.6, ratings_count: 3900, stock_quantity: 120}
  shop_addresses:
    - {id: adr_1901, label: Home, full_name: Ana Sousa, street1: 44 Elm St Apt 2, city: Somerville, state: MA, postal_code: "02144", country: US, is_default: true}
  shop_payment_cards:
    - {id: card_1901, brand: visa, last4: "3321", cardholder_name: Ana Sousa, exp_month: 8, exp_year: 2027, is_default: true}
  shop_orders:
    - {id: ord_1901, order_number: 114-5528-0931, placed_at: "2025-03-03T19:20:00-05:00", status: delivered, address_id: adr_1901, ship_to: {full_name: Ana Sousa, street1: 44 Elm St Apt 2, city: Somerville, state: MA, postal_code: "02144", country: US}, card_id: card_1901, subtotal: 89.99, shipping_fee: 0, discount: 0, tax: 5.62, total: 95.61, estimated_delivery: "2025-03-08", delivered_at: "2025-03-08T14:02:00-05:00"}
    - {id: ord_1902, order_number: 114-2207-1180, placed_at: "2024-11-10T10:00:00-05:00", status: delivered, address_id: adr_1901, ship_to: {full_name: Ana Sousa, street1: 44 Elm St Apt 2, city: Somerville, state: MA, postal_code: "02144", country: US}, card_id: card_1901, subtotal: 24.99, shipping_fee: 0, discount: 0, tax: 1.56, total: 26.55, estimated_delivery: "2024-11-13", delivered_at: "2024-11-13T12:00:00-05:00"}
  shop_order_items:
    - {id: oi_1901, order_id: ord_1901, product_id: prd_1901, title: "Birchwood Cat Tree 52 in, Sisal Posts", variant_label: Beige, unit_price: 89.99, quantity: 1, status: active}
    - {id: oi_1902, order_id: ord_1902, product_id: prd_1903, title: "Birchwood Scratching Post 32 in", unit_price: 24.99, quantity: 1, status: active}
  shop_reviews:
    - {id: rev_1901, product_id: prd_1903, author_name: Ana S., is_mine: true, rating: 5, title: Biscoito approves, body: Sturdy and tall enough for a big cat., verified_purchase: true, created_at: "2024-11-20T10:00:00-05:00", updated_at: "2024-11-20T10:00:00-05:00"}
  contacts:
    - {id: ct_1901, first_name: Beatriz, last_name: Sousa, relationship: sister}
    - {id: ct_1902, first_name: Beatriz, last_name: Almeida, company: Mass General, job_title: Charge nurse}
    - {id: ct_1903, first_name: Theo, last_name: Marsh, relationship: partner}
  contact_phones:
    - {id: ph_1901, contact_id: ct_1901, label: mobile, number: "+16175550142", is_primary: true}
    - {id: ph_1902, contact_id: ct_1902, label: work, number: "+16175550199", is_primary: true}
    - {id: ph_1903, contact_id: ct_1903, label: mobile, number: "+16175550171", is_primary: true}
rounds:
  - query: >-
      Oi! I want to leave a review for the 48-inch cat tree we got this week, here's the
      email from the shop so you know which order it was.
    images: [order_email]
    transition: once the assistant has found the product (it may point out the size)
    user_notes: If the assistant says the order is the 52-inch one, agree; it is the one you got.
  - query: >-
      Theo wrote down what to say, and here is Biscoito on it, add the photo to the review
      please. Also my sister asked for a picture, send her this one too.
    images: [cat_photo, partner_note, chat_sister]
    transition: once the review is posted and the photo sent
challenge:
  type: error_correction
  round: 1
  details: The user calls it the 48-inch cat tree; the order email shows the 52-inch model.
  wrong_detail: the 48-inch cat tree
  correct_detail: Birchwood Cat Tree 52 in (order 114-5528-0931)
flow_type: lookup_chain
arrival_pattern: progressive
expected_changes:
  changes:
    - op: create
      table: shop_reviews
      fields: {product_id: prd_1901, is_mine: true, rating: 4, body: 40 min, image_ids: [img_1]}
      similarity: {body: {method: contains, case_sensitive: false}, image_ids: {method: list}}
    - op: create
      table: messages
      fields: {direction: outgoing}
    - {op: create, table: message_attachments, fields: {image_id: img_1}}
  ignore_tables: [message_threads]
completion_criteria: >-
  A 4-star review of the Birchwood Cat Tree 52 in (not the 48 in, and not an edit of the
  scratching-post review) mentioning the 40 min build, with the cat photo; the photo sent
  to Beatriz Sousa (sister, +1 617-555-0142), not Beatriz Almeida.
expected_tools: [list_orders, get_order_details, write_product_review, send_message]
oracle_solution:
  - round: 1
    steps:
      - tool: list_orders
        arguments: {query: "114-5528-0931"}
      - tool: get_order_details
        arguments: {order_id: ord_1901}
    reply: >-
      Found it: order 114-5528-0931, delivered March 8. Just so you know, it's the
      Birchwood Cat Tree 52 in, not the 48-inch one. What would you like the review to say?
  - round: 2
    steps:
      - tool: write_product_review
        arguments:
          product_id: prd_1901
          rating: 4
          headline: Biscoito loves the top perch
          body: Sturdy, no wobble at all, and about 40 min to build. Biscoito loves the top perch. One star off because a screw was missing.
          image_ids: ["{{image:cat_photo}}"]
      - tool: send_message
        arguments: {recipient: "+16175550142", body: "Biscoito on the new cat tree!", image_ids: ["{{image:cat_photo}}"]}
    reply: >-
      Posted a 4-star review of the 52-inch Birchwood Cat Tree with Theo's points (sturdy,
      40 min to build, Biscoito loves the top perch, one screw missing) and the photo, and
      sent the picture to your sister Beatriz.
tags: [errands, shopping, messages, review, pet, photo]
""",
    )


# =========================================================================== batch 3


def err_fado_thursday(screens: Screens) -> Scenario:
    """Two fado-house posters photographed in Alfama: both have the singer a friend
    recommends on Thursday; the cheaper one is saved in Maps and booked in the calendar;
    then her top songs go into a trip playlist from her artist page."""
    sid = "err_fado_thursday"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "chat_joana",
        screens.chat(
            "Joana",
            [
                ("them", "you HAVE to hear Inês Vidal while you're in Lisbon", "16:20"),
                (
                    "them",
                    "she sings in Alfama on Thursdays, go to whichever place is cheaper, they're all tiny",
                    "16:21",
                ),
                ("me", "obrigada!!", "16:30"),
            ],
            subtitle="WhatsApp",
            clock="16:35",
            description=(
                "Chat with Joana: you have to hear Inês Vidal in Lisbon; she sings in Alfama on "
                "Thursdays, go to whichever place is cheaper"
            ),
        ),
        decisive=["Inês Vidal"],
    )
    imgs.add(
        "poster_saudade",
        photos.composite(
            "brick",
            [
                "CASA DA SAUDADE",
                "Fado ao vivo",
                "Quinta 15 Maio - 21:00",
                "Inês Vidal & Rui Costa",
                "Jantar + fado: 60 EUR",
            ],
            seed=f"{sid}:saudade",
            style="sign",
            accent=(20, 60, 130),
            panel_width=0.7,
            tilt=0.04,
            kind="poster_photo",
            description=(
                "Photo of a poster on a brick wall: Casa da Saudade, live fado, Thursday 15 May "
                "21:00, Inês Vidal & Rui Costa, dinner + fado 60 EUR"
            ),
        ),
        decisive=["CASA DA SAUDADE", "60 EUR"],
    )
    imgs.add(
        "poster_chico",
        photos.composite(
            "wood_deck",
            [
                "TASCA DO CHICO VELHO",
                "Quinta 15 Maio - 21:30",
                "Convidada: Inês Vidal",
                "Entrada 15 EUR c/ bebida",
            ],
            seed=f"{sid}:chico",
            style="chalkboard",
            panel_width=0.72,
            tilt=0.04,
            kind="chalkboard_photo",
            description=(
                "Photo of a chalkboard at a tavern door: Tasca do Chico Velho, Thursday 15 May "
                "21:30, guest Inês Vidal, entry 15 EUR with a drink"
            ),
        ),
        decisive=["TASCA DO CHICO VELHO", "21:30", "15 EUR"],
    )
    imgs.add(
        "artist_page",
        music_screen(
            screens,
            "Inês Vidal",
            [
                ("Rua da Saudade", "Inês Vidal", "1,204,331"),
                ("Mar Salgado", "Inês Vidal", "988,120"),
                ("Gaivota Cinzenta", "Inês Vidal", "402,775"),
                ("Lisboa Antiga (ao vivo)", "Inês Vidal", "120,004"),
            ],
            subtitle="Artist - Fado - Popular",
            description=(
                "Music app artist page of Inês Vidal, popular songs with play counts: Rua da "
                "Saudade, Mar Salgado, Gaivota Cinzenta, Lisboa Antiga (ao vivo)"
            ),
        ),
        decisive=["Rua da Saudade", "Mar Salgado"],
    )
    return scenario(
        imgs,
        """
id: err_fado_thursday
title: Pick the cheaper fado night with the recommended singer, save and book it, then a trip playlist
description: >-
  A Canadian retiree in Lisbon gets a friend's tip (Inês Vidal, Thursdays, cheaper place)
  and photographs two fado-house posters. Both have the singer on Thursday 15 May; the
  tavern (15 EUR) beats the dinner show (60 EUR). The agent saves it in Maps as "Fado",
  creates the evening in the calendar at the tavern's 21:30, and then makes a playlist of
  the singer's two most popular songs from her artist page. Distractors: a restaurant with
  a similar name, another Inês (Inês Vidal Trio, jazz), the live version.
domains: [web, calendar, music]
reference_time: "2025-05-13T16:40:00+01:00"
persona:
  owner: {first_name: Margaret, last_name: Tremblay, phone: "+15145550162", email: maggie.tremblay@videotron.ca}
  description: Margaret Tremblay, 67, retired French teacher from Montréal, on a two-week trip to Portugal with her husband Guy.
  style: long, friendly messages, full punctuation, a few French words
initial_entities:
  places:
    - {id: plc_2001, name: Casa da Saudade, category: restaurant, subcategory: fado house, address: Rua de São Miguel 12, city: Lisbon, latitude: 38.7115, longitude: -9.1298, rating: 4.4, review_count: 1820, price_level: 3}
    - {id: plc_2002, name: Tasca do Chico Velho, category: bar, subcategory: fado tavern, address: Beco do Forno 7, city: Lisbon, latitude: 38.7121, longitude: -9.1311, rating: 4.7, review_count: 960, price_level: 1}
    - {id: plc_2003, name: Tasca do Chico, category: bar, address: Rua do Diário de Notícias 39, city: Lisbon, latitude: 38.7125, longitude: -9.1443, rating: 4.5, review_count: 5120, price_level: 2}
    - {id: plc_2004, name: Hotel Alfama Patio, category: hotel, address: Escadinhas das Portas do Mar 1, city: Lisbon, latitude: 38.7108, longitude: -9.1302, rating: 4.3, review_count: 2102, price_level: 3}
  saved_places:
    - {id: svp_2001, label: Hotel, place_id: plc_2004, address: Escadinhas das Portas do Mar 1, latitude: 38.7108, longitude: -9.1302}
  calendars:
    - {id: cal_2001, name: Voyage Portugal, is_default: true}
  calendar_events:
    - {id: ev_2001, calendar_id: cal_2001, title: Sintra day trip, start_at: "2025-05-15T09:00:00+01:00", end_at: "2025-05-15T17:00:00+01:00"}
  music_artists:
    - {id: ar_2001, name: Inês Vidal, genre: Fado, country: PT}
    - {id: ar_2002, name: Inês Vidal Trio, genre: Jazz, country: PT}
  music_albums:
    - {id: al_2001, title: Rua da Saudade, artist_id: ar_2001, release_year: 2022, genre: Fado, album_type: album}
    - {id: al_2002, title: Ao Vivo no Coliseu, artist_id: ar_2001, release_year: 2024, genre: Fado, album_type: album}
    - {id: al_2003, title: Blue Tram, artist_id: ar_2002, release_year: 2021, genre: Jazz, album_type: album}
  music_tracks:
    - {id: trk_2001, title: Rua da Saudade, album_id: al_2001, artist_id: ar_2001, track_number: 1, duration_sec: 242, genre: Fado, popularity: 88}
    - {id: trk_2002, title: Mar Salgado, album_id: al_2001, artist_id: ar_2001, track_number: 2, duration_sec: 221, genre: Fado, popularity: 82}
    - {id: trk_2003, title: Gaivota Cinzenta, album_id: al_2001, artist_id: ar_2001, track_number: 3, duration_sec: 199, genre: Fado, popularity: 70}
    - {id: trk_2004, title: Lisboa Antiga (ao vivo), album_id: al_2002, artist_id: ar_2001, track_number: 5, duration_sec: 260, genre: Fado, popularity: 55}
    - {id: trk_2005, title: Mar Salgado, album_id: al_2003, artist_id: ar_2002, track_number: 4, duration_sec: 305, genre: Jazz, popularity: 60}
rounds:
  - query: >-
      Bonjour! Guy and I would love a fado evening this week. My friend Joana gave me a tip
      and I took pictures of two posters in Alfama on our walk. I will send them in a moment.
    transition: once the assistant waits for the pictures
  - query: >-
      Here are Joana's message and the two posters. Which one should we choose? Please save
      it in my Maps as "Fado" and put the evening in my calendar.
    images: [chat_joana, poster_saudade, poster_chico]
    transition: once the place is saved and the evening is in the calendar
  - query: >-
      Merci! To get in the mood, could you make me a playlist "Lisboa" with her two most
      popular songs? Here is her page.
    images: [artist_page]
    transition: once the playlist exists
challenge:
  type: none
flow_type: compare
arrival_pattern: late
expected_changes:
  ignore_columns: [music_playlist_tracks.position, music_playlist_tracks.added_at]
  changes:
    - op: create
      table: saved_places
      fields: {place_id: plc_2002, label: Fado}
    - op: create
      table: calendar_events
      fields: {calendar_id: cal_2001, title: Fado, start_at: "2025-05-15T21:30:00", location: TASCA DO CHICO VELHO}
      similarity: {title: {method: contains, case_sensitive: false}, location: {method: contains, case_sensitive: false}}
    - op: create
      table: music_playlists
      fields: {name: Lisboa}
      similarity: {name: {method: contains, case_sensitive: false}}
    - {op: create, table: music_playlist_tracks, fields: {track_id: trk_2001}}
    - {op: create, table: music_playlist_tracks, fields: {track_id: trk_2002}}
completion_criteria: >-
  Tasca do Chico Velho (15 EUR, not Casa da Saudade at 60 EUR, not Tasca do Chico) saved as
  "Fado"; a Thursday 15 May 2025 21:30 event there; a playlist Lisboa with Rua da Saudade and
  Mar Salgado by Inês Vidal (not the Trio's Mar Salgado).
expected_tools: [search_places, save_place, create_calendar_event, search_music_catalog, create_music_playlist]
oracle_solution:
  - round: 1
    steps: []
    reply: Avec plaisir! Send me Joana's tip and the posters and I'll compare them.
  - round: 2
    steps:
      - tool: search_places
        arguments: {query: Tasca do Chico Velho}
      - tool: save_place
        arguments: {place_id: plc_2002, label: Fado}
      - tool: create_calendar_event
        arguments: {title: Fado with Inês Vidal, start: "2025-05-15T21:30:00", end: "2025-05-15T23:30:00", location: "Tasca do Chico Velho, Beco do Forno 7", calendar_id: cal_2001}
    reply: >-
      Both have Inês Vidal on Thursday 15 May. Casa da Saudade is a 60 EUR dinner show;
      Tasca do Chico Velho is 15 EUR with a drink, so that's the cheaper one, as Joana said.
      Saved it in Maps as "Fado" and added Thursday 21:30 at the tavern to your calendar.
  - round: 3
    steps:
      - tool: search_music_catalog
        arguments: {query: Inês Vidal, kind: songs}
      - tool: create_music_playlist
        arguments: {name: Lisboa, track_ids: [trk_2001, trk_2002]}
    reply: Your playlist "Lisboa" has her two most popular songs, Rua da Saudade and Mar Salgado. Bon fado!
tags: [errands, web, calendar, music, posters, travel, cross-group]
""",
    )


def err_long_run_block(screens: Screens) -> Scenario:
    """A running club's long-run table becomes three calendar events, the first with the
    trail photo attached, the coach's playlist is copied; then the club moves one run."""
    sid = "err_long_run_block"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "schedule",
        charts.table(
            "Harbourside Harriers - marathon block, long runs",
            ["Date", "Start", "Distance", "Meet at"],
            [
                ["Sun 7 Sep", "07:30", "24 km", "Rotunda, Cape Town Stadium"],
                ["Sun 14 Sep", "07:00", "28 km", "Rhodes Memorial car park"],
                ["Sun 21 Sep", "06:45", "32 km", "Rotunda, Cape Town Stadium"],
            ],
            description=(
                "Running club table of long runs: Sun 7 Sep 07:30 24 km at the Rotunda, Cape "
                "Town Stadium; Sun 14 Sep 07:00 28 km at Rhodes Memorial car park; Sun 21 Sep "
                "06:45 32 km at the Rotunda"
            ),
        ),
        decisive=["Sun 7 Sep", "07:30", "Sun 14 Sep", "07:00", "Sun 21 Sep", "06:45"],
    )
    imgs.add(
        "trail_photo",
        photos.photo(
            "meadow",
            seed=f"{sid}:trail",
            description="Close-up photo of fresh green grass blades along a path, soft morning light; no text",
        ),
    )
    imgs.add(
        "coach_playlist",
        music_screen(
            screens,
            "Negative Split",
            [
                ("Table Mountain Tempo", "Kaapse Klopse Kollektief", "4:12"),
                ("Second Wind", "Thandi Mokoena", "3:58"),
                ("Long Road Home", "The Muizenberg Tide", "5:20"),
            ],
            subtitle="Playlist by Coach Riaan - 3 songs",
            dark=False,
            description=(
                "Music app screenshot of Coach Riaan's playlist Negative Split: Table Mountain "
                "Tempo (Kaapse Klopse Kollektief), Second Wind (Thandi Mokoena), Long Road Home "
                "(The Muizenberg Tide)"
            ),
        ),
        decisive=["Table Mountain Tempo", "Second Wind", "Long Road Home"],
    )
    imgs.add(
        "club_email",
        screens.email(
            "Harbourside Harriers <runs@harbourside.example>",
            "Change: 28 km moves to Saturday",
            "Sep 3, 2025",
            [
                "Hi all, the Rhodes Memorial road is closed on Sunday 14 Sep for a cycle race.",
                "The 28 km moves to Saturday 13 Sep, same place, start 07:15.",
                "Other long runs unchanged. Coach Riaan",
            ],
            to="members",
            description=(
                "Club email of Sep 3, 2025: the 28 km moves from Sunday 14 Sep to Saturday 13 Sep, "
                "same place (Rhodes Memorial), start 07:15"
            ),
        ),
        decisive=["Saturday 13 Sep", "07:15"],
    )
    return scenario(
        imgs,
        """
id: err_long_run_block
title: Long runs from the club table into the calendar, the coach's playlist copied, one run moved
description: >-
  A Cape Town runner adds the three long runs of her marathon block (dates, start times
  and meeting points from the club's table, two hours each) to her Training calendar,
  attaches her trail photo to the first, and copies the coach's playlist songs into her own
  new playlist. The club then moves the 28 km to Saturday 07:15. Distractors: last year's
  long run with the same title, a Work calendar, a same-titled song by another artist.
domains: [calendar, music]
reference_time: "2025-09-03T20:10:00+02:00"
persona:
  owner: {first_name: Lerato, last_name: Dlamini, phone: "+27825550143", email: lerato.dlamini@gmail.com}
  description: Lerato Dlamini, 33, actuary in Cape Town, training for her first marathon with the Harbourside Harriers.
  style: precise, bullet-point-like, no small talk
initial_entities:
  calendars:
    - {id: cal_2101, name: Work, is_default: true}
    - {id: cal_2102, name: Training}
  calendar_events:
    - {id: ev_2101, calendar_id: cal_2102, title: Long run 28 km, start_at: "2024-09-15T07:00:00+02:00", end_at: "2024-09-15T09:30:00+02:00", location: Rhodes Memorial car park}
    - {id: ev_2102, calendar_id: cal_2101, title: Quarterly review, start_at: "2025-09-12T09:00:00+02:00", end_at: "2025-09-12T11:00:00+02:00"}
  music_artists:
    - {id: ar_2101, name: Kaapse Klopse Kollektief, genre: Electronic, country: ZA}
    - {id: ar_2102, name: Thandi Mokoena, genre: Pop, country: ZA}
    - {id: ar_2103, name: The Muizenberg Tide, genre: Rock, country: ZA}
    - {id: ar_2104, name: Windrunner, genre: Rock, country: GB}
  music_albums:
    - {id: al_2101, title: Cadence, artist_id: ar_2101, release_year: 2024, genre: Electronic, album_type: album}
    - {id: al_2102, title: Breathe, artist_id: ar_2102, release_year: 2023, genre: Pop, album_type: album}
    - {id: al_2103, title: False Bay, artist_id: ar_2103, release_year: 2022, genre: Rock, album_type: album}
    - {id: al_2104, title: Gale, artist_id: ar_2104, release_year: 2019, genre: Rock, album_type: album}
  music_tracks:
    - {id: trk_2101, title: Table Mountain Tempo, album_id: al_2101, artist_id: ar_2101, track_number: 1, duration_sec: 252, genre: Electronic, popularity: 64}
    - {id: trk_2102, title: Second Wind, album_id: al_2102, artist_id: ar_2102, track_number: 3, duration_sec: 238, genre: Pop, popularity: 71}
    - {id: trk_2103, title: Long Road Home, album_id: al_2103, artist_id: ar_2103, track_number: 7, duration_sec: 320, genre: Rock, popularity: 58}
    - {id: trk_2104, title: Second Wind, album_id: al_2104, artist_id: ar_2104, track_number: 2, duration_sec: 201, genre: Rock, popularity: 76}
rounds:
  - query: >-
      Long runs for the block, all in Training, 2 hours each, meeting point as location.
      Attach this photo to the first one.
    images: [schedule, trail_photo]
    transition: once the three runs are in the calendar with the photo on the first
  - query: Also copy the coach's playlist songs into a new playlist of mine called Long Runs.
    images: [coach_playlist]
    transition: once the playlist exists
  - query: Club changed one. Update.
    images: [club_email]
    transition: once the 28 km is on its new day and time
challenge:
  type: goal_change
  round: 3
  details: The 28 km run moves from Sunday 14 Sep 07:00 to Saturday 13 Sep 07:15; only the final time counts.
flow_type: aggregate
arrival_pattern: mixed
expected_changes:
  ignore_columns: [music_playlist_tracks.position, music_playlist_tracks.added_at, calendar_event_images.added_at]
  changes:
    - op: create
      table: calendar_events
      fields: {calendar_id: cal_2102, start_at: "2025-09-07T07:30:00", end_at: "2025-09-07T09:30:00", location: Rotunda}
      similarity: {location: {method: contains, case_sensitive: false}}
    - op: create
      table: calendar_events
      fields: {calendar_id: cal_2102, start_at: "2025-09-13T07:15:00", end_at: "2025-09-13T09:15:00", location: Rhodes Memorial}
      similarity: {location: {method: contains, case_sensitive: false}}
    - op: create
      table: calendar_events
      fields: {calendar_id: cal_2102, start_at: "2025-09-21T06:45:00", end_at: "2025-09-21T08:45:00", location: Rotunda}
      similarity: {location: {method: contains, case_sensitive: false}}
    - {op: create, table: calendar_event_images, fields: {image_id: img_1}}
    - op: create
      table: music_playlists
      fields: {name: Long Runs}
      similarity: {name: {method: contains, case_sensitive: false}}
    - {op: create, table: music_playlist_tracks, fields: {track_id: trk_2101}}
    - {op: create, table: music_playlist_tracks, fields: {track_id: trk_2102}}
    - {op: create, table: music_playlist_tracks, fields: {track_id: trk_2103}}
completion_criteria: >-
  Three Training events of 2 h: Sun 7 Sep 07:30 (Rotunda, with the trail photo), Sat 13 Sep
  07:15 (Rhodes Memorial, moved from Sun 14 Sep 07:00), Sun 21 Sep 06:45 (Rotunda); last
  year's 28 km untouched; playlist Long Runs with Table Mountain Tempo, Second Wind by
  Thandi Mokoena (not Windrunner) and Long Road Home.
expected_tools: [list_calendars, create_calendar_event, add_calendar_event_image, search_music_catalog, create_music_playlist, reschedule_calendar_event]
oracle_solution:
  - round: 1
    steps:
      - tool: list_calendars
        arguments: {}
      - tool: create_calendar_event
        arguments: {title: Long run 24 km, start: "2025-09-07T07:30:00", end: "2025-09-07T09:30:00", location: "Rotunda, Cape Town Stadium", calendar_id: cal_2102}
        save_as: run1
      - tool: create_calendar_event
        arguments: {title: Long run 28 km, start: "2025-09-14T07:00:00", end: "2025-09-14T09:00:00", location: Rhodes Memorial car park, calendar_id: cal_2102}
        save_as: run2
      - tool: create_calendar_event
        arguments: {title: Long run 32 km, start: "2025-09-21T06:45:00", end: "2025-09-21T08:45:00", location: "Rotunda, Cape Town Stadium", calendar_id: cal_2102}
      - tool: add_calendar_event_image
        arguments: {event_id: "{{run1.event.id}}", image_id: "{{image:trail_photo}}"}
    reply: "Added to Training: Sun 7 Sep 07:30 (24 km, Rotunda, with your photo), Sun 14 Sep 07:00 (28 km, Rhodes Memorial), Sun 21 Sep 06:45 (32 km, Rotunda), 2 h each."
  - round: 2
    steps:
      - tool: search_music_catalog
        arguments: {query: Second Wind, kind: songs}
      - tool: search_music_catalog
        arguments: {query: Table Mountain Tempo, kind: songs}
      - tool: search_music_catalog
        arguments: {query: Long Road Home, kind: songs}
      - tool: create_music_playlist
        arguments: {name: Long Runs, track_ids: [trk_2101, trk_2102, trk_2103]}
    reply: Long Runs created with Table Mountain Tempo, Second Wind (Thandi Mokoena) and Long Road Home.
  - round: 3
    steps:
      - tool: reschedule_calendar_event
        arguments: {event_id: "{{run2.event.id}}", new_start: "2025-09-13T07:15:00", new_end: "2025-09-13T09:15:00"}
    reply: The 28 km is now Saturday 13 Sep, 07:15-09:15, still at Rhodes Memorial.
tags: [errands, calendar, music, running, table, cross-group]
""",
    )


def err_dentist_moved(screens: Screens) -> Scenario:
    """The dentist moved: the old saved place goes, the new clinic (from the appointment
    card, not the neighbourhood the user names) is saved, her contact gets the new work
    address and the appointment goes in the calendar."""
    sid = "err_dentist_moved"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "appointment_card",
        documents.business_card(
            "Dr. Leila Haddad, DDS",
            "Family dentistry",
            "Arlington Smile Studio",
            phone="(703) 555-0134",
            email="front@arlingtonsmile.example",
            address="3100 Clarendon Blvd, Suite 210",
            tagline="Next visit: Tue Oct 14, 3:40 PM",
            description=(
                "Appointment card of Dr. Leila Haddad, DDS, Arlington Smile Studio, 3100 "
                "Clarendon Blvd Suite 210, (703) 555-0134; next visit Tue Oct 14, 3:40 PM"
            ),
        ),
        decisive=["3100 Clarendon Blvd", "Tue Oct 14, 3:40 PM"],
    )
    imgs.add(
        "clinic_email",
        screens.email(
            "Arlington Smile Studio <front@arlingtonsmile.example>",
            "We've moved!",
            "Sep 22, 2025",
            [
                "Dear patient, as of October 1 Dr. Haddad sees patients at our new Clarendon office.",
                "Our Rosslyn office on Wilson Blvd is closed.",
                "Parking: free in the building garage, level P2.",
            ],
            to="tomas.herrera@gmail.com",
            description=(
                "Clinic email of Sep 22, 2025: from October 1 Dr. Haddad is at the new Clarendon "
                "office; the Rosslyn office on Wilson Blvd is closed; free parking on level P2"
            ),
        ),
        decisive=["Clarendon office"],
    )
    imgs.add(
        "clinic_sign",
        photos.composite(
            "raindrops",
            ["ARLINGTON SMILE STUDIO", "3100 Clarendon Blvd", "Suite 210 - 2nd floor"],
            seed=f"{sid}:sign2",
            style="sign",
            accent=(20, 120, 140),
            panel_width=0.8,
            tilt=0.02,
            description=(
                "Photo of a building sign in the rain: Arlington Smile Studio, 3100 Clarendon "
                "Blvd, Suite 210, 2nd floor"
            ),
        ),
        decisive=["3100 Clarendon Blvd"],
    )
    imgs.add(
        "chat_wife",
        screens.chat(
            "Rosa",
            [
                (
                    "them",
                    "did you fix the dentist in maps? you went to the old one last time 🙄",
                    "12:01",
                ),
                (
                    "them",
                    "and put a reminder in your calendar, 30 min before, the garage is slow",
                    "12:02",
                ),
            ],
            subtitle="iMessage",
            description=(
                "Chat with Rosa: fix the dentist in Maps (he went to the old one last time) and "
                "put an alert 30 min before, the garage is slow"
            ),
        ),
        decisive=["30 min before"],
    )
    return scenario(
        imgs,
        """
id: err_dentist_moved
title: The dentist moved - replace the saved place, update her contact, book the visit
description: >-
  A father in Arlington asks whether his dentist is saved in Maps and in his contacts
  (first two rounds, no pictures), then sends the new appointment card and the clinic's
  email saying "she moved to the Rosslyn office". The card and email say Clarendon. The
  agent removes the old "Dentist" saved place, saves the Clarendon clinic under the same
  label, adds the new work address to Dr. Haddad's contact and creates the appointment
  with a 30-minute alert. Distractors: the closed Rosslyn office in Maps, another Dr.
  Haddad (a pediatrician), a Dentist event last spring.
domains: [web, contacts, calendar]
reference_time: "2025-09-24T12:10:00-04:00"
persona:
  owner: {first_name: Tomás, last_name: Herrera, phone: "+17035550181", email: tomas.herrera@gmail.com}
  description: Tomás Herrera, 44, high-school history teacher in Arlington, VA; married to Rosa, two kids.
  style: relaxed, dry humour, asks one thing at a time
initial_entities:
  places:
    - {id: plc_2201, name: Arlington Smile Studio - Rosslyn, category: office, subcategory: dentist, address: 1800 Wilson Blvd, city: Arlington, latitude: 38.8951, longitude: -77.0736, rating: 4.6, review_count: 310}
    - {id: plc_2202, name: Arlington Smile Studio - Clarendon, category: office, subcategory: dentist, address: "3100 Clarendon Blvd, Suite 210", city: Arlington, latitude: 38.8868, longitude: -77.0946, rating: 4.7, review_count: 42}
    - {id: plc_2203, name: Clarendon Family Dental, category: office, subcategory: dentist, address: 2900 Clarendon Blvd, city: Arlington, latitude: 38.8873, longitude: -77.0921, rating: 4.2, review_count: 190}
  saved_places:
    - {id: svp_2201, label: Dentist, place_id: plc_2201, address: 1800 Wilson Blvd, latitude: 38.8951, longitude: -77.0736}
    - {id: svp_2202, label: School, address: 1601 Wilson Blvd, latitude: 38.8946, longitude: -77.0722}
  contacts:
    - {id: ct_2201, first_name: Leila, last_name: Haddad, company: Arlington Smile Studio, job_title: Dentist}
    - {id: ct_2202, first_name: Samir, last_name: Haddad, company: Virginia Hospital Center, job_title: Pediatrician}
    - {id: ct_2203, first_name: Rosa, last_name: Herrera, relationship: wife}
  contact_addresses:
    - {id: adr_2201, contact_id: ct_2201, label: work, street: 1800 Wilson Blvd, city: Arlington, region: VA, postal_code: "22209", country: US}
  calendars:
    - {id: cal_2201, name: Home, is_default: true}
  calendar_events:
    - {id: ev_2201, calendar_id: cal_2201, title: Dentist, start_at: "2025-04-08T15:40:00-04:00", end_at: "2025-04-08T16:40:00-04:00", location: 1800 Wilson Blvd}
rounds:
  - query: Quick one - is my dentist saved in Maps?
    transition: once the assistant has said what is saved
  - query: And is Dr. Haddad in my contacts?
    transition: once the assistant has found her contact
  - query: >-
      OK so she moved to the Rosslyn office apparently. Here's the card from last time and
      their email. Fix Maps (keep calling it Dentist) and her contact.
    images: [appointment_card, clinic_email]
    transition: once Maps and the contact point to the new office
    user_notes: If the assistant says the new office is in Clarendon, not Rosslyn, say oops, yes.
  - query: Rosa says, and here's the building so I find it. Put the appointment in.
    images: [clinic_sign, chat_wife]
    transition: once the appointment is in the calendar
challenge:
  type: error_correction
  round: 3
  details: The user says the dentist moved to the Rosslyn office; the card and email say she moved to Clarendon (Rosslyn closed).
  wrong_detail: she moved to the Rosslyn office
  correct_detail: new office at 3100 Clarendon Blvd, Suite 210 (Rosslyn is closed)
flow_type: validate
arrival_pattern: late
expected_changes:
  ignore_columns: [calendar_event_alerts.event_id]
  changes:
    - {op: delete, table: saved_places, match: {id: svp_2201}}
    - op: create
      table: saved_places
      fields: {place_id: plc_2202, label: Dentist}
    - op: create
      table: contact_addresses
      fields: {contact_id: ct_2201, street: 3100 Clarendon Blvd, city: Arlington, label: work}
      similarity: {street: {method: contains, case_sensitive: false}}
    - op: create
      table: calendar_events
      fields: {calendar_id: cal_2201, start_at: "2025-10-14T15:40:00", location: 3100 Clarendon Blvd}
      similarity: {location: {method: contains, case_sensitive: false}}
    - {op: create, table: calendar_event_alerts, fields: {minutes_before: 30}}
completion_criteria: >-
  Saved place Dentist now points to the Clarendon office (3100 Clarendon Blvd, not the
  closed Rosslyn one nor Clarendon Family Dental); Leila Haddad (not Samir) has the work
  address 3100 Clarendon Blvd; an event on Tue Oct 14 2025 at 3:40 PM at that address with
  a 30-minute alert; April's Dentist event untouched.
expected_tools: [list_saved_places, search_contacts, remove_saved_place, search_places, save_place, add_contact_address, create_calendar_event]
oracle_solution:
  - round: 1
    steps:
      - tool: list_saved_places
        arguments: {}
    reply: Yes, "Dentist" is saved, at 1800 Wilson Blvd (Arlington Smile Studio, Rosslyn).
  - round: 2
    steps:
      - tool: search_contacts
        arguments: {query: Haddad}
    reply: Yes, Leila Haddad at Arlington Smile Studio, work address 1800 Wilson Blvd. (There is also a Samir Haddad, a pediatrician.)
  - round: 3
    steps:
      - tool: search_places
        arguments: {query: Arlington Smile Studio}
      - tool: remove_saved_place
        arguments: {saved_place: svp_2201}
      - tool: save_place
        arguments: {place_id: plc_2202, label: Dentist}
      - tool: add_contact_address
        arguments: {contact_id: ct_2201, street: "3100 Clarendon Blvd, Suite 210", city: Arlington, region: VA, country: US, label: work}
    reply: >-
      Small correction: the card and the email say she moved to the Clarendon office (3100
      Clarendon Blvd, Suite 210); the Rosslyn office is the one that closed. "Dentist" in
      Maps now points there, and her contact has the new work address.
  - round: 4
    steps:
      - tool: create_calendar_event
        arguments: {title: Dentist - Dr. Haddad, start: "2025-10-14T15:40:00", end: "2025-10-14T16:40:00", location: "3100 Clarendon Blvd, Suite 210, Arlington", calendar_id: cal_2201, alert_minutes_before: [30]}
    reply: Booked for Tuesday Oct 14 at 3:40 PM at 3100 Clarendon Blvd, Suite 210, with an alert 30 minutes before. Garage parking is on P2.
tags: [errands, web, contacts, calendar, moved, business-card]
""",
    )


def err_oslo_boarding_crop(screens: Screens) -> Scenario:
    """Crop the boarding pass out of a check-in email screenshot and save it named with the
    flight number; the flight goes in the calendar; the departure board changes the time;
    on landing the phone's time zone is set from the destination."""
    sid = "err_oslo_boarding_crop"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "checkin_email",
        screens.render(
            """
            <div class='bar'><h1>You're checked in!</h1><div class='sub'>Nordlys Air &lt;checkin@nordlys.example&gt; · Fri 7 Nov</div></div>
            <div class='pad' style='line-height:1.5'>
              <p>Hei Lars, you are checked in for your flight. Show the boarding pass below at the gate.</p>
              <p class='muted'>Baggage: 1 x 23 kg included. Lounge access not included.</p>
            </div>
            <div style='margin:10px 18px 24px;border:3px solid #0b3d91;border-radius:14px;overflow:hidden'>
              <div style='background:#0b3d91;color:#fff;padding:12px 16px;font-weight:bold;font-size:22px'>BOARDING PASS · NL 417</div>
              <div class='pad'><table>
                <tr><td class='muted'>Passenger</td><td><b>ERIKSEN / LARS</b></td></tr>
                <tr><td class='muted'>From</td><td><b>Oslo (OSL)</b></td></tr>
                <tr><td class='muted'>To</td><td><b>Tokyo Haneda (HND)</b></td></tr>
                <tr><td class='muted'>Date</td><td><b>Sat 8 Nov 2025</b></td></tr>
                <tr><td class='muted'>Departs</td><td><b>10:20</b></td></tr>
                <tr><td class='muted'>Seat</td><td><b>23C</b></td></tr>
              </table></div>
            </div>
            <div class='pad muted'>Manage booking · Unsubscribe</div>
            """,
            kind="email",
            width=640,
            description=(
                "Check-in email from Nordlys Air with a boarding pass in its lower half: NL 417, "
                "Eriksen/Lars, Oslo (OSL) to Tokyo Haneda (HND), Sat 8 Nov 2025, departs 10:20, "
                "seat 23C"
            ),
        ),
        decisive=["NL 417", "Sat 8 Nov 2025", "10:20"],
    )
    imgs.add(
        "window_storm",
        photos.photo(
            "storm",
            seed=f"{sid}:storm",
            description="Photo of dark storm clouds over an empty wet road seen from a window; no text",
        ),
    )
    imgs.add(
        "departure_board",
        photos.composite(
            "gravel",
            ["DEPARTURES  OSLO", "NL 417  TOKYO HND", "NEW TIME 12:05  GATE D7"],
            seed=f"{sid}:board",
            style="screen",
            panel_width=0.86,
            tilt=0.03,
            kind="departure_board_photo",
            description=(
                "Photo of an airport departure screen: Departures Oslo, NL 417 to Tokyo HND, "
                "new time 12:05, gate D7"
            ),
        ),
        decisive=["NEW TIME 12:05", "GATE D7"],
    )
    imgs.add(
        "hotel_booking",
        screens.booking(
            "Hotel Sakura Kamata",
            "Your stay in Tokyo",
            [
                ("Check-in", "Sun 9 Nov 2025, 15:00"),
                ("Nights", "12"),
                ("Address", "5-19 Kamata, Ota-ku, Tokyo"),
            ],
            reference="SK-88213",
            description=(
                "Hotel booking confirmation: Hotel Sakura Kamata, Tokyo, check-in Sun 9 Nov 2025 "
                "15:00, 12 nights, 5-19 Kamata, Ota-ku"
            ),
        ),
    )
    return scenario(
        imgs,
        """
id: err_oslo_boarding_crop
title: Crop and save the boarding pass, put the flight in the calendar, move it, set the phone to Tokyo time
description: >-
  A Norwegian engineer flying to Tokyo wants only the boarding-pass part of his check-in
  email saved as an image named with the flight number, and the flight in his calendar.
  At the airport the board shows a new time (12:05 instead of 10:20), and after landing
  the phone's time zone is set to the destination's. Distractors: last year's flight to
  Tokyo in the calendar, another saved boarding pass.
domains: [vision, calendar, settings]
reference_time: "2025-11-07T21:30:00+01:00"
persona:
  owner: {first_name: Lars, last_name: Eriksen, phone: "+4791550377", email: lars.eriksen@online.no}
  description: Lars Eriksen, 58, offshore wind engineer from Oslo, off to a three-month project in Tokyo.
  style: dry, short sentences, Norwegian directness
initial_entities:
  saved_images:
    - {id: svi_2301, name: Boarding pass NL 411, image_id: img_old1, path: /Pictures/Boarding pass NL 411.png, saved_at: "2024-11-02T06:00:00+01:00"}
  calendars:
    - {id: cal_2301, name: Jobb, is_default: true}
  calendar_events:
    - {id: ev_2301, calendar_id: cal_2301, title: Flight NL 411 Oslo-Tokyo, start_at: "2024-11-03T09:40:00+01:00", end_at: "2024-11-03T23:40:00+01:00"}
  device_settings:
    - {id: device, time_zone: Europe/Berlin, set_time_automatically: false, region: "DE"}
rounds:
  - query: >-
      Save just the boarding pass part of this as an image, named after the flight number.
      And put the flight in my calendar, 14 hours.
    images: [checkin_email]
    transition: once the crop is saved and the flight is in the calendar
  - query: Weather. And the board says this.
    images: [window_storm, departure_board]
    transition: once the flight event shows the new time
  - query: Landed. This is where I stay. Phone on local time please.
    images: [hotel_booking]
    transition: once the phone's time zone is Tokyo's
challenge:
  type: state_mutation
  details: The flight event created in round 1 is moved from 10:20 to 12:05 (14 h), and the device time zone changes to Asia/Tokyo.
flow_type: lookup_chain
arrival_pattern: progressive
expected_changes:
  changes:
    - op: create
      table: saved_images
      fields: {name: NL 417, image_id: img_1}
      similarity: {name: {method: contains, case_sensitive: false}}
    - op: create
      table: calendar_events
      fields: {calendar_id: cal_2301, title: NL 417, start_at: "2025-11-08T12:05:00", end_at: "2025-11-09T02:05:00"}
      similarity: {title: {method: contains, case_sensitive: false}}
    - {op: update, table: device_settings, match: {id: device}, fields: {time_zone: Asia/Tokyo}}
  ignore_columns: [saved_images.path]
completion_criteria: >-
  A saved image (the crop, img_1) named with NL 417; one event NL 417 on Sat 8 Nov 2025 from
  12:05 to 02:05 next day (moved from 10:20); last year's NL 411 untouched; device time zone
  Asia/Tokyo.
expected_tools: [crop_image, save_image, create_calendar_event, reschedule_calendar_event, set_device_time_zone]
oracle_solution:
  - round: 1
    steps:
      - tool: crop_image
        arguments: {image_id: "{{image:checkin_email}}", x1: 0, y1: 330, x2: 1000, y2: 900}
        save_as: crop
      - tool: save_image
        arguments: {image_id: "{{crop.image_id}}", name: Boarding pass NL 417}
      - tool: create_calendar_event
        arguments: {title: Flight NL 417 Oslo-Tokyo HND, start: "2025-11-08T10:20:00", end: "2025-11-09T00:20:00", calendar_id: cal_2301, notes: Seat 23C}
        save_as: flight
    reply: Saved the boarding pass as "Boarding pass NL 417" and added NL 417 on Sat 8 Nov, 10:20, for 14 hours, to Jobb.
  - round: 2
    steps:
      - tool: reschedule_calendar_event
        arguments: {event_id: "{{flight.event.id}}", new_start: "2025-11-08T12:05:00", new_end: "2025-11-09T02:05:00"}
    reply: Moved NL 417 to 12:05 (gate D7), still 14 hours.
  - round: 3
    steps:
      - tool: set_device_time_zone
        arguments: {time_zone: Asia/Tokyo}
    reply: Phone is on Tokyo time now. Enjoy the project.
tags: [errands, vision, calendar, settings, boarding-pass, crop, travel]
""",
    )


# =========================================================================== batch 4


def err_deck_stain_coats(screens: Screens) -> Scenario:
    """Re-stain a weathered deck: the old can gives the colour, the dad's note the deck in
    metres, the stain label the coverage in square feet; two coats, then one."""
    sid = "err_deck_stain_coats"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "deck_photo",
        photos.photo(
            "wood_deck",
            seed=f"{sid}:deck",
            description="Photo of weathered, greyed wooden deck boards with faded stain and small cracks; no text",
        ),
    )
    imgs.add(
        "old_can",
        photos.composite(
            "gravel",
            ["TIMBERGUARD", "Semi-transparent deck stain", "Colour: CEDAR TONE", "1 gal (3.78 L)"],
            seed=f"{sid}:oldcan",
            style="label",
            accent=(140, 70, 30),
            panel_width=0.7,
            tilt=0.05,
            kind="label_photo",
            description=(
                "Photo of an old paint can's label on gravel: Timberguard semi-transparent deck "
                "stain, colour Cedar Tone, 1 gallon"
            ),
        ),
        decisive=["CEDAR TONE", "TIMBERGUARD"],
    )
    imgs.add(
        "dad_note",
        documents.note(
            ["Deck (measured Sun):", "420 x 360 cm", "2 coats like last time", "- Pa"],
            paper="card",
            size=36,
            seed=f"{sid}:note",
            description="Handwritten card from dad: deck measured Sunday, 420 x 360 cm, 2 coats like last time - Pa",
        ),
        decisive=["420 x 360 cm", "2 coats"],
    )
    imgs.add(
        "product_label",
        screens.render(
            """
            <div class='bar'><h1>Timberguard Semi-Transparent Deck Stain, 1 gal</h1><div class='sub'>Sold by Hillsdale Hardware</div></div>
            <div class='pad' style='line-height:1.6'>
              <div style='font-size:26px;font-weight:bold'>$42.98</div>
              <div>Coverage: <b>250 sq ft per gallon per coat</b></div>
              <div>Colours: Cedar Tone · Redwood · Natural · Slate Grey</div>
              <div class='muted'>Dries in 4 hours. Apply above 50°F.</div>
            </div>
            """,
            kind="product_page",
            width=620,
            description=(
                "Shop product page: Timberguard semi-transparent deck stain, 1 gallon, $42.98, "
                "coverage 250 sq ft per gallon per coat, colours Cedar Tone, Redwood, Natural, Slate Grey"
            ),
        ),
        decisive=["250 sq ft per gallon per coat", "$42.98"],
    )
    imgs.add(
        "chat_dad",
        screens.chat(
            "Pa",
            [
                (
                    "them",
                    "Bas, I looked again. The new stain is thicker, one coat is enough",
                    "09:12",
                ),
                ("them", "we do it Saturday 14 June, I bring the brushes", "09:13"),
            ],
            subtitle="WhatsApp",
            clock="09:20",
            description="Chat with Pa: the new stain is thicker, one coat is enough; we do it Saturday 14 June, he brings the brushes",
        ),
        decisive=["one coat", "Saturday 14 June"],
    )
    return scenario(
        imgs,
        """
id: err_deck_stain_coats
title: Work out how much deck stain to buy in the old colour, then redo it for one coat and plan the day
description: >-
  A Dutch-born software tester in Portland re-stains his deck. The old can gives the colour
  (Cedar Tone), his dad's card the size in metres and two coats, the product page the
  coverage in square feet. 420 x 360 cm = 15.12 m2 = 162.75 sq ft; two coats need 325.5
  sq ft, i.e. 2 gallons. Then his dad says one coat is enough (1 gallon) and sets the date,
  which goes on the house to-do list. Distractors: the Redwood colour, a cheaper stain of
  another brand, a deck cleaner.
domains: [shopping, web, todo]
reference_time: "2025-06-05T19:30:00-07:00"
persona:
  owner: {first_name: Bas, last_name: de Vries, phone: "+15035550109", email: bas.devries@proton.me}
  description: Bas de Vries, 36, QA engineer in Portland, Oregon; grew up in Utrecht, his father visits every summer.
  style: direct, Dutch-English, asks for the numbers
initial_entities:
  shop_sellers:
    - {id: sel_2401, name: Hillsdale Hardware, is_store: true, positive_feedback_pct: 98, ships_from: Portland OR}
  shop_products:
    - {id: prd_2401, title: "Timberguard Semi-Transparent Deck Stain, 1 gal", brand: Timberguard, category: home, subcategory: paint, price: 42.98, list_price: 46.98, seller_id: sel_2401, date_first_available: "2022-03-01", ratings_average: 4.5, ratings_count: 1310, stock_quantity: 80}
    - {id: prd_2402, title: "DeckPro Exterior Stain, 1 gal", brand: DeckPro, category: home, subcategory: paint, price: 31.49, list_price: 31.49, seller_id: sel_2401, date_first_available: "2021-04-01", ratings_average: 3.9, ratings_count: 402, stock_quantity: 60}
    - {id: prd_2403, title: "Timberguard Deck Cleaner & Brightener, 1 gal", brand: Timberguard, category: home, subcategory: cleaning, price: 18.99, list_price: 18.99, seller_id: sel_2401, date_first_available: "2022-03-01", ratings_average: 4.4, ratings_count: 880, stock_quantity: 90}
  shop_product_variants:
    - {id: pv_2401, product_id: prd_2401, sku: TG-1G-CED, barcode: "0731245001234", color: Cedar Tone, price: 42.98, stock_quantity: 30}
    - {id: pv_2402, product_id: prd_2401, sku: TG-1G-RED, barcode: "0731245011234", color: Redwood, price: 42.98, stock_quantity: 25}
    - {id: pv_2403, product_id: prd_2401, sku: TG-1G-NAT, barcode: "0731245021234", color: Natural, price: 42.98, stock_quantity: 15}
    - {id: pv_2404, product_id: prd_2401, sku: TG-1G-SLA, barcode: "0731245031234", color: Slate Grey, price: 42.98, stock_quantity: 10}
  todo_projects:
    - {id: tprj_2401, name: Inbox, is_inbox: true}
    - {id: tprj_2402, name: House}
    - {id: tprj_2403, name: Work}
  todo_tasks:
    - {id: task_2401, project_id: tprj_2402, content: Clean gutters, priority: p3}
rounds:
  - query: Look at this deck. Time to stain it again. I'll send the details.
    images: [deck_photo]
    transition: once the assistant waits for the details
  - query: >-
      Same colour as the old can. My father measured, and this is the stain I want. How
      many gallons? Put them in the cart.
    images: [old_can, dad_note, product_label]
    transition: once the right number of gallons in the right colour is in the cart
  - query: Pa changed his mind. Fix the cart and put the job on our House to-do list for that day.
    images: [chat_dad]
    transition: once the cart and the to-do list follow Pa's message
challenge:
  type: goal_change
  round: 3
  details: One coat instead of two, so 1 gallon instead of 2; only the final cart counts.
flow_type: compute
arrival_pattern: progressive
expected_changes:
  changes:
    - {op: create, table: shop_cart_items, fields: {product_id: prd_2401, variant_id: pv_2401, quantity: 1}}
    - op: create
      table: todo_tasks
      fields: {project_id: tprj_2402, due_date: "2025-06-14", content: stain}
      similarity: {content: {method: contains, case_sensitive: false}}
completion_criteria: >-
  The cart holds 1 gallon of Timberguard in Cedar Tone (162.75 sq ft for one coat at 250 sq
  ft per gallon; 2 gallons before Pa's message); a House task to stain the deck due
  Saturday 14 June 2025; the gutters task untouched.
expected_tools: [convert_units, search_products, list_product_variants, add_to_cart, update_cart_item_quantity, create_todo_task]
oracle_solution:
  - round: 1
    steps: []
    reply: That deck is thirsty. Send me the colour, the size and the stain you want and I'll work out how much.
  - round: 2
    steps:
      - tool: calculate
        arguments: {expression: 4.2 * 3.6}
      - tool: convert_units
        arguments: {value: 15.12, from_unit: m2, to_unit: sq ft}
      - tool: search_products
        arguments: {query: Timberguard deck stain}
      - tool: list_product_variants
        arguments: {product_id: prd_2401}
      - tool: add_to_cart
        arguments: {product_id: prd_2401, variant_id: pv_2401, quantity: 2}
        save_as: cart
    reply: >-
      420 x 360 cm is 15.12 m2, about 162.75 sq ft. Two coats is 325.5 sq ft, and a gallon
      covers 250 sq ft per coat, so you need 2 gallons. Added 2 x Timberguard in Cedar Tone
      ($85.96).
  - round: 3
    steps:
      - tool: update_cart_item_quantity
        arguments: {cart_item_id: "{{cart.added.cart_item_id}}", quantity: 1}
      - tool: create_todo_task
        arguments: {content: Stain the deck with Pa, project_id: tprj_2402, due_date: "2025-06-14"}
    reply: One coat of 162.75 sq ft fits in one gallon, so the cart now has 1 x Cedar Tone. "Stain the deck with Pa" is on the House list for Saturday 14 June.
tags: [errands, shopping, web, todo, units, compute, deck]
""",
    )


def err_pioneer_project(screens: Screens) -> Scenario:
    """A school project on the computing pioneer in a photo: the user says Ada Lovelace, the
    portrait is Grace Hopper. Folder named as the teacher asks, photo saved there, the right
    page bookmarked, and a reminder for the moved due date."""
    sid = "err_pioneer_project"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "portrait",
        photos.photo(
            "grace_hopper",
            seed=f"{sid}:portrait",
            size=(600, 750),
            description=(
                "Black-and-white-ish formal portrait of Rear Admiral Grace Hopper in US Navy "
                "uniform with medals, short grey hair; no caption, no text"
            ),
        ),
    )
    imgs.add(
        "assignment",
        documents.form(
            "Grade 5 Research Project: A Pioneer of Computing",
            [
                ("Step 1", "Identify the person in your photo"),
                ("Step 2", "Make a folder: Pioneer - <last name>"),
                ("Step 3", "Save your photo and two good sources"),
                ("Due", "Friday, February 21"),
            ],
            subtitle="Ms. Alvarez - Room 12",
            handwritten=False,
            description=(
                "Assignment sheet, Grade 5 research project on a pioneer of computing: identify "
                "the person in your photo, make a folder 'Pioneer - <last name>', save the photo "
                "and two sources; due Friday, February 21"
            ),
        ),
        decisive=["Pioneer - <last name>"],
    )
    imgs.add(
        "son_note",
        documents.note(
            ["Mom can u find a good site", "about her life?", "NOT the conference one", "- Chidi"],
            paper="lined",
            style="hand-humor",
            size=34,
            seed=f"{sid}:note",
            description="Child's handwritten note: Mom can you find a good site about her life? Not the conference one - Chidi",
        ),
        decisive=["NOT the conference one"],
    )
    imgs.add(
        "teacher_email",
        screens.email(
            "Ms. Alvarez <valvarez@westbury-elem.example>",
            "Pioneer project: new due date",
            "Feb 12, 2025",
            [
                "Dear families, because of the book fair the research project is now due on Wednesday, February 26.",
                "Thank you! Ms. Alvarez",
            ],
            to="Grade 5 families",
            description="Teacher's email of Feb 12, 2025: because of the book fair the project is now due Wednesday, February 26",
        ),
        decisive=["Wednesday, February 26"],
    )
    return scenario(
        imgs,
        """
id: err_pioneer_project
title: A child's project on the pioneer in a photo - recognise her, make the folder, save sources, note the due date
description: >-
  A mother in Houston helps her son with a school project. She says the portrait is Ada
  Lovelace; it is Grace Hopper (a Navy officer in uniform). The agent creates the folder
  the sheet asks for (Pioneer - Hopper), saves the photo there, bookmarks the biography
  page, not the conference page the son rules out, and sets a reminder for the due date
  from the teacher's later email. Distractors: a page about Ada Lovelace, the Grace Hopper
  Celebration conference page, last year's project folder, the old due date.
domains: [files, web, reminders]
reference_time: "2025-02-12T18:45:00-06:00"
persona:
  owner: {first_name: Ifeoma, last_name: Eze, phone: "+17135550166", email: ifeoma.eze@yahoo.com}
  description: Ifeoma Eze, 39, ICU nurse in Houston, mother of Chidi (10); helps with homework after night shifts.
  style: tired, typo-prone, warm
initial_entities:
  drive_folders:
    - {id: fld_2501, name: School}
    - {id: fld_2502, name: Chidi Grade 5, parent_id: fld_2501}
    - {id: fld_2503, name: Chidi Grade 4, parent_id: fld_2501}
    - {id: fld_2504, name: Volcano project, parent_id: fld_2503}
  web_pages:
    - {id: web_2501, url: "https://www.history-of-computing.example/people/grace-hopper", title: "Grace Hopper (1906-1992): life and work", site_name: History of Computing, published_on: "2023-03-08", body: "Grace Brewster Murray Hopper was a US Navy rear admiral and computer scientist. She worked on the Harvard Mark I, developed the first compiler and helped create COBOL. She handed out nanosecond wires to explain how far light travels."}
    - {id: web_2502, url: "https://ghc.example/celebration-2025", title: Grace Hopper Celebration 2025, site_name: GHC, published_on: "2025-01-10", body: "The world's largest gathering of women technologists. Register now for the Grace Hopper Celebration in Philadelphia."}
    - {id: web_2503, url: "https://www.history-of-computing.example/people/ada-lovelace", title: "Ada Lovelace (1815-1852): the first programmer", site_name: History of Computing, published_on: "2022-12-10", body: "Ada Lovelace wrote the first published algorithm for Babbage's Analytical Engine."}
  reminder_lists:
    - {id: reml_2501, name: Reminders, is_default: true}
    - {id: reml_2502, name: Chidi school}
  reminders:
    - {id: rem_2501, list_id: reml_2502, title: Book fair money, due_date: "2025-02-20", position: 1}
rounds:
  - query: >-
      chidi has this project, his photo is Ada Lovelace i think. can u make the folder his
      teacher wants in his grade 5 folder and save the pic in it
    images: [portrait, assignment]
    transition: once the folder exists with the photo in it
    user_notes: If the assistant says the photo is Grace Hopper, not Ada Lovelace, say "oh! ok good catch".
  - query: he also wants this. bookmark it for him in a folder called Chidi school
    images: [son_note]
    transition: once the right page is bookmarked
  - query: and the teacher just wrote this. remind me that morning at 7 to pack it, in his school list
    images: [teacher_email]
    transition: once the reminder is set
challenge:
  type: error_correction
  round: 1
  details: The user thinks the portrait is Ada Lovelace; it shows Grace Hopper in Navy uniform.
  wrong_detail: the photo is Ada Lovelace
  correct_detail: the photo is Grace Hopper, so the folder is Pioneer - Hopper
flow_type: lookup_chain
arrival_pattern: mixed
expected_changes:
  ignore_columns: [drive_folders.modified_at]
  changes:
    - {op: create, table: drive_folders, fields: {name: Pioneer - Hopper, parent_id: fld_2502}, similarity: {name: {method: contains, case_sensitive: false}}}
    - {op: create, table: drive_files, fields: {image_id: img_0}}
    - {op: create, table: web_bookmarks, fields: {url: "https://www.history-of-computing.example/people/grace-hopper", folder: Chidi school}}
    - {op: create, table: reminders, fields: {list_id: reml_2502, due_date: "2025-02-26", due_time: "07:00"}}
completion_criteria: >-
  A folder "Pioneer - Hopper" (not Lovelace) inside Chidi Grade 5 with the portrait saved in
  it; the Grace Hopper biography page (not the conference, not Ada Lovelace) bookmarked in
  Chidi school; a reminder in Chidi school on Wed Feb 26 2025 at 07:00 (the new due date,
  not Feb 21).
expected_tools: [get_drive_tree, create_drive_folder, save_image_to_files, search_web, bookmark_webpage, create_reminder]
oracle_solution:
  - round: 1
    steps:
      - tool: get_drive_tree
        arguments: {}
      - tool: create_drive_folder
        arguments: {name: Pioneer - Hopper, parent_folder_id: fld_2502}
        save_as: folder
      - tool: save_image_to_files
        arguments: {image_id: "{{image:portrait}}", folder_id: "{{folder.id}}", name: grace_hopper_portrait.jpg}
    reply: >-
      Small correction: the portrait is Grace Hopper, the Navy rear admiral who built the
      first compiler, not Ada Lovelace. So I made "Pioneer - Hopper" in Chidi Grade 5 and
      saved the photo there.
  - round: 2
    steps:
      - tool: search_web
        arguments: {query: Grace Hopper life}
      - tool: bookmark_webpage
        arguments: {url: "https://www.history-of-computing.example/people/grace-hopper", folder: Chidi school}
    reply: Bookmarked "Grace Hopper (1906-1992) - life and work" in Chidi school (not the conference page).
  - round: 3
    steps:
      - tool: create_reminder
        arguments: {title: Pack Chidi's Grace Hopper project (due today), list_id: reml_2502, due_date: "2025-02-26", due_time: "07:00"}
    reply: The project is now due Wednesday Feb 26, so I'll remind you that morning at 7, in Chidi school.
tags: [errands, files, web, reminders, recognition, portrait, school]
""",
    )


def err_wedding_bouquets(screens: Screens) -> Scenario:
    """The bride wants the flowers of the first photo: map them to the florist's price list,
    compute the order and the 25% deposit; the bride changes the centerpieces before paying."""
    sid = "err_wedding_bouquets"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "flower_one",
        photos.photo(
            "yellow_flower",
            seed=f"{sid}:one",
            description="Close-up photo of a bright yellow daisy-like flower with a yellow centre; no text",
        ),
    )
    imgs.add(
        "flower_two",
        photos.photo(
            "orange_flower",
            seed=f"{sid}:two",
            description="Close-up photo of an orange flower with layered petals; no text",
        ),
    )
    imgs.add(
        "price_list",
        documents.menu(
            "Petal & Stem Florists",
            [
                (
                    "Bridal & bouquets",
                    [
                        ("Sunshine Daisy bouquet (yellow)", "R380"),
                        ("Amber Gerbera bouquet (orange)", "R420"),
                        ("White Rose bouquet", "R520"),
                    ],
                ),
                ("Tables", [("Daisy centrepiece", "R240"), ("Candle ring", "R95")]),
            ],
            tagline="Rosebank, Johannesburg",
            footer="Deposit 25% to confirm - pay @petal-and-stem-jhb",
            description=(
                "Florist price list, Petal & Stem, Rosebank: Sunshine Daisy bouquet (yellow) R 380, "
                "Amber Gerbera bouquet (orange) R 420, White Rose bouquet R 520, daisy centrepiece "
                "R 240, candle ring R 95; deposit 25% to confirm, pay @petal-and-stem-jhb"
            ),
        ),
        decisive=["Sunshine Daisy", "R380", "R240", "petal-and-stem-jhb"],
    )
    imgs.add(
        "chat_nomvula",
        screens.chat(
            "Nomvula 💍",
            [
                (
                    "them",
                    "sisi the flowers in your FIRST photo for the bouquets, 3 of them",
                    "11:02",
                ),
                ("them", "and 8 centrepieces", "11:02"),
                ("them", "wait no, Thabo's aunt is coming, make it 10 centrepieces", "13:40"),
                ("them", "can you pay the deposit today? I'll pay you back", "13:41"),
            ],
            subtitle="WhatsApp",
            clock="13:45",
            description=(
                "Chat with Nomvula: the flowers in the first photo for 3 bouquets and 8 "
                "centrepieces; later: make it 10 centrepieces; can you pay the deposit today"
            ),
        ),
        decisive=["10 centrepieces"],
    )
    imgs.add(
        "counter_sign",
        photos.composite(
            "leaf",
            ["PETAL & STEM", "Pay here: @petal-and-stem-jhb", "Thank you for supporting local!"],
            seed=f"{sid}:counter",
            style="sign",
            accent=(60, 130, 60),
            panel_width=0.76,
            tilt=0.03,
            description=(
                "Photo of a sign on the florist's counter among leaves: Petal & Stem, pay here "
                "@petal-and-stem-jhb"
            ),
        ),
        decisive=["petal-and-stem-jhb"],
    )
    return scenario(
        imgs,
        """
id: err_wedding_bouquets
title: Work out the florist order for the bride's chosen flowers, then pay the deposit after she changes it
description: >-
  A bridesmaid in Johannesburg sends two flower photos and the florist's list. The bride
  wants the flowers "in the first photo" (yellow daisies: R 380 a bouquet) for 3 bouquets
  and 8 centrepieces (R 240): R 3,060, deposit R 765. Then the bride changes to 10
  centrepieces: R 3,540, deposit R 885, paid to the florist's handle from the counter sign,
  and the order is noted. Distractors: the orange gerbera bouquet, a Petal & Stem in Cape
  Town among payment users, a note of another event.
domains: [payments, notes, web]
reference_time: "2025-08-16T13:50:00+02:00"
persona:
  owner: {first_name: Lindiwe, last_name: Mahlangu, phone: "+27825550177", email: lindiwe.m@webmail.co.za}
  description: Lindiwe Mahlangu, 29, radiographer in Johannesburg, bridesmaid for her best friend Nomvula.
  style: friendly, mixes English with isiZulu words (sisi, yebo), emojis
initial_entities:
  payment_account:
    - {id: me, handle: lindi-m, display_name: Lindiwe Mahlangu, balance_cents: 150000}
  payment_users:
    - {id: pu_2601, handle: petal-and-stem-jhb, display_name: Petal & Stem Florists, is_business: true}
    - {id: pu_2602, handle: petal-and-stem-cpt, display_name: Petal & Stem Cape Town, is_business: true}
    - {id: pu_2603, handle: nomvula-k, display_name: Nomvula Khumalo, is_friend: true}
  note_folders:
    - {id: nf_2601, name: Notes}
    - {id: nf_2602, name: Wedding}
  notes:
    - {id: note_2601, folder_id: nf_2602, title: Kitchen tea shopping, body: "cake R 450, decor R 300"}
rounds:
  - query: >-
      Yebo! Nomvula's wedding flowers 🌼 She wants the ones in the first photo. Here is the
      florist list. What will it cost and how much is the deposit?
    images: [flower_one, flower_two, price_list]
    transition: once the assistant has given the total and the deposit
    user_notes: Do not mention the number of centrepieces yourself; it is in the chat you send next.
  - query: >-
      Sorry sisi, here is her chat, I forgot it 🙈. Pay the deposit now to the shop on their
      counter sign, and keep a note in my Wedding folder with what we ordered.
    images: [chat_nomvula, counter_sign]
    transition: once the deposit is paid and the note exists
challenge:
  type: goal_change
  round: 2
  details: The bride changes 8 centrepieces to 10 before the deposit is paid; the deposit is R 885 (25% of R 3,540), not R 765.
flow_type: compute
arrival_pattern: mixed
expected_changes:
  allowed_tables: [payment_account]
  changes:
    - op: create
      table: payment_transactions
      fields: {user_id: pu_2601, direction: sent, amount_cents: 88500}
    - op: create
      table: notes
      fields: {folder_id: nf_2602, body: Sunshine Daisy}
      similarity: {body: {method: contains, case_sensitive: false}}
completion_criteria: >-
  R 885 sent to Petal & Stem Florists (@petal-and-stem-jhb, not Cape Town): 25% of 3 x R 380
  (yellow Sunshine Daisy bouquets, the first photo) + 10 x R 240 = R 3,540; a note in the
  Wedding folder naming the Sunshine Daisy bouquets and the centrepieces.
expected_tools: [calculate, search_payment_users, send_payment, create_note]
oracle_solution:
  - round: 1
    steps:
      - tool: calculate
        arguments: {expression: 3 * 380}
    reply: >-
      The first photo is the yellow daisy, so that's the Sunshine Daisy bouquet at R 380:
      3 bouquets are R 1,140. How many centrepieces (R 240 each) does she want? I'll add
      them and work out the 25% deposit.
  - round: 2
    steps:
      - tool: calculate
        arguments: {expression: (3 * 380 + 10 * 240) * 0.25}
      - tool: search_payment_users
        arguments: {query: petal-and-stem-jhb}
      - tool: send_payment
        arguments: {recipient: petal-and-stem-jhb, amount: 885.0, note: "Deposit 25%: Nomvula's wedding flowers"}
      - tool: create_note
        arguments:
          title: Wedding flowers - Petal & Stem
          folder_id: nf_2602
          body: "3 x Sunshine Daisy bouquet (yellow) R 1,140\\n10 x Daisy centrepiece R 2,400\\nTotal R 3,540, deposit 25% R 885 paid to @petal-and-stem-jhb"
    reply: >-
      With 10 centrepieces the order is R 1,140 + R 2,400 = R 3,540, so the 25% deposit is
      R 885. Paid it to Petal & Stem Florists (@petal-and-stem-jhb) and saved the order in
      your Wedding folder.
tags: [errands, payments, notes, flowers, compute, recognition]
""",
    )


def err_setlist_playlist(screens: Screens) -> Scenario:
    """After a gig: a playlist in the order of the setlist taped to the stage, the friend's
    b/w photo as cover, shared with the friend; the user misremembers the opener."""
    sid = "err_setlist_playlist"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "ticket",
        documents.ticket(
            "THE CROWN ROOM · GLASGOW",
            [
                ("Artist", "Hollow Lanterns"),
                ("Date", "Fri 21 Mar 2025"),
                ("Doors", "19:30"),
                ("Admit", "1 - Standing"),
            ],
            title="Hollow Lanterns - Spring Tour",
            code="CR-220341",
            accent=(90, 20, 40),
            description=(
                "Gig ticket: The Crown Room, Glasgow, Hollow Lanterns spring tour, Fri 21 Mar 2025, "
                "doors 19:30, standing"
            ),
        ),
        decisive=["CROWN ROOM"],
    )
    imgs.add(
        "setlist",
        photos.composite(
            "wood_deck",
            [
                "1. Ember Street",
                "2. Paper Lungs",
                "3. Kelvin Grove",
                "4. Salt in the Wires",
                "5. Last Ferry",
            ],
            seed=f"{sid}:setlist",
            style="label",
            accent=(20, 20, 20),
            panel_width=0.62,
            tilt=0.05,
            kind="setlist_photo",
            description=(
                "Photo of a paper setlist taped to a wooden stage floor: 1 Ember Street, 2 Paper "
                "Lungs, 3 Kelvin Grove, 4 Salt in the Wires, 5 Last Ferry"
            ),
        ),
        decisive=[
            "1. Ember Street",
            "2. Paper Lungs",
            "3. Kelvin Grove",
            "4. Salt in the Wires",
            "5. Last Ferry",
        ],
    )
    imgs.add(
        "gig_photo",
        photos.photo(
            "camera",
            seed=f"{sid}:bw",
            description=(
                "Black-and-white photo of a man behind a film camera on a tripod, outdoors; "
                "moody, grainy; no text"
            ),
        ),
    )
    imgs.add(
        "chat_rory",
        screens.chat(
            "Rory",
            [
                ("them", "took this one on my old Pentax, use it for the playlist cover!", "00:41"),
                ("them", "and share the playlist with me pls", "00:41"),
            ],
            subtitle="iMessage",
            clock="00:45",
            description="Chat with Rory: took this photo on his old Pentax, use it for the playlist cover, and share the playlist with him",
        ),
    )
    return scenario(
        imgs,
        """
id: err_setlist_playlist
title: Rebuild last night's gig as a playlist in setlist order, with the friend's photo as cover, shared with him
description: >-
  The morning after a gig in Glasgow, a student asks about the band's catalog (two rounds
  without pictures), then sends the ticket and the setlist photo and asks for a playlist in
  the order they played; she says they opened with Kelvin Grove, the setlist says Ember
  Street. Her friend's black-and-white photo becomes the cover and the playlist is shared
  with him. Distractors: an older live album with the same song titles, another Rory,
  a same-name song by another band.
domains: [music, contacts]
reference_time: "2025-03-22T10:30:00+00:00"
persona:
  owner: {first_name: Eilidh, last_name: MacLeod, phone: "+447700900271", email: eilidh.macleod@ed.ac.example}
  description: Eilidh MacLeod, 20, music student at Glasgow, plays bass, goes to every Hollow Lanterns gig.
  style: Scottish slang, lowercase, enthusiastic
initial_entities:
  contacts:
    - {id: ct_2701, first_name: Rory, last_name: Campbell, relationship: friend}
    - {id: ct_2702, first_name: Rory, last_name: Sinclair, job_title: Landlord}
  contact_phones:
    - {id: ph_2701, contact_id: ct_2701, label: mobile, number: "+447700900318", is_primary: true}
    - {id: ph_2702, contact_id: ct_2702, label: mobile, number: "+447700900655", is_primary: true}
  music_artists:
    - {id: ar_2701, name: Hollow Lanterns, genre: Indie Rock, country: GB}
    - {id: ar_2702, name: The Kelvins, genre: Folk, country: GB}
  music_albums:
    - {id: al_2701, title: Ember Street, artist_id: ar_2701, release_year: 2024, genre: Indie Rock, album_type: album}
    - {id: al_2702, title: Live at Barrowland, artist_id: ar_2701, release_year: 2021, genre: Indie Rock, album_type: album}
    - {id: al_2703, title: West End, artist_id: ar_2702, release_year: 2020, genre: Folk, album_type: album}
  music_tracks:
    - {id: trk_2701, title: Ember Street, album_id: al_2701, artist_id: ar_2701, track_number: 1, duration_sec: 214, genre: Indie Rock, popularity: 80}
    - {id: trk_2702, title: Paper Lungs, album_id: al_2701, artist_id: ar_2701, track_number: 2, duration_sec: 198, genre: Indie Rock, popularity: 74}
    - {id: trk_2703, title: Kelvin Grove, album_id: al_2701, artist_id: ar_2701, track_number: 3, duration_sec: 251, genre: Indie Rock, popularity: 77}
    - {id: trk_2704, title: Salt in the Wires, album_id: al_2701, artist_id: ar_2701, track_number: 4, duration_sec: 233, genre: Indie Rock, popularity: 65}
    - {id: trk_2705, title: Last Ferry, album_id: al_2701, artist_id: ar_2701, track_number: 5, duration_sec: 302, genre: Indie Rock, popularity: 70}
    - {id: trk_2706, title: Kelvin Grove (Live), album_id: al_2702, artist_id: ar_2701, track_number: 6, duration_sec: 270, genre: Indie Rock, popularity: 40}
    - {id: trk_2707, title: Last Ferry (Live), album_id: al_2702, artist_id: ar_2701, track_number: 9, duration_sec: 330, genre: Indie Rock, popularity: 38}
    - {id: trk_2708, title: Kelvin Grove, album_id: al_2703, artist_id: ar_2702, track_number: 1, duration_sec: 188, genre: Folk, popularity: 52}
  music_playlists:
    - {id: pl_2701, name: Gigs 2024, created_at: "2024-12-01T12:00:00+00:00"}
rounds:
  - query: whit albums have hollow lanterns got?
    transition: once the assistant lists the albums
  - query: nice. is the studio one in my library?
    transition: once the assistant answers
  - query: >-
      last nights gig was unreal!! make a playlist named after the venue, songs in the order
      they played, studio versions. they opened with kelvin grove btw
    images: [ticket, setlist]
    transition: once the playlist exists in setlist order
    user_notes: If the assistant says the setlist starts with Ember Street, say "och aye, you're right".
  - query: rory's pic for the cover, and share it wi him
    images: [gig_photo, chat_rory]
    transition: once the cover is set and the playlist is shared
challenge:
  type: error_correction
  round: 3
  details: The user says the band opened with Kelvin Grove; the setlist shows Ember Street first (Kelvin Grove third).
  wrong_detail: they opened with Kelvin Grove
  correct_detail: the setlist order is Ember Street, Paper Lungs, Kelvin Grove, Salt in the Wires, Last Ferry
flow_type: aggregate
arrival_pattern: late
expected_changes:
  ignore_columns: [music_playlist_tracks.added_at, music_playlists.updated_at, music_playlist_shares.shared_at]
  changes:
    - op: create
      table: music_playlists
      fields: {name: Crown Room, cover_image_id: img_2}
      similarity: {name: {method: contains, case_sensitive: false}}
    - {op: create, table: music_playlist_tracks, fields: {track_id: trk_2701, position: 1}}
    - {op: create, table: music_playlist_tracks, fields: {track_id: trk_2702, position: 2}}
    - {op: create, table: music_playlist_tracks, fields: {track_id: trk_2703, position: 3}}
    - {op: create, table: music_playlist_tracks, fields: {track_id: trk_2704, position: 4}}
    - {op: create, table: music_playlist_tracks, fields: {track_id: trk_2705, position: 5}}
    - {op: create, table: music_playlist_shares, fields: {contact_id: ct_2701}}
completion_criteria: >-
  A playlist named after the venue (The Crown Room), studio versions in setlist order
  (Ember Street, Paper Lungs, Kelvin Grove, Salt in the Wires, Last Ferry; not Kelvin Grove
  first, not the live versions, not The Kelvins), Rory's photo (img_2) as cover, shared with
  Rory Campbell (not the landlord).
expected_tools: [search_music_catalog, get_music_artist, create_music_playlist, set_music_playlist_cover, search_contacts, share_music_playlist]
oracle_solution:
  - round: 1
    steps:
      - tool: search_music_catalog
        arguments: {query: Hollow Lanterns, kind: artists}
      - tool: get_music_artist
        arguments: {artist_id: ar_2701}
    reply: Hollow Lanterns have two albums here, Ember Street (2024, studio) and Live at Barrowland (2021).
  - round: 2
    steps:
      - tool: get_music_album
        arguments: {album_id: al_2701}
    reply: None of Ember Street's songs are in your library yet.
  - round: 3
    steps:
      - tool: list_album_tracks
        arguments: {album_id: al_2701}
      - tool: create_music_playlist
        arguments: {name: Crown Room - Hollow Lanterns, track_ids: [trk_2701, trk_2702, trk_2703, trk_2704, trk_2705]}
        save_as: pl
    reply: >-
      Small thing: the setlist has Ember Street first and Kelvin Grove third, so I kept their
      order. "Crown Room - Hollow Lanterns": Ember Street, Paper Lungs, Kelvin
      Grove, Salt in the Wires, Last Ferry (studio versions).
  - round: 4
    steps:
      - tool: set_music_playlist_cover
        arguments: {playlist_id: "{{pl.id}}", image_id: "{{image:gig_photo}}"}
      - tool: search_contacts
        arguments: {query: Rory}
      - tool: share_music_playlist
        arguments: {playlist_id: "{{pl.id}}", contact_id: ct_2701}
    reply: Rory's photo is the cover now, and the playlist is shared with Rory Campbell.
tags: [errands, music, contacts, setlist, gig, cover]
""",
    )


# =========================================================================== batch 5


def err_yard_sale_photos(screens: Screens) -> Scenario:
    """A yard-sale seller saves two item photos named as on his price card, sends the buyer
    who wants "the cheaper one" its photo, and requests the price from her."""
    sid = "err_yard_sale_photos"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "photo_coins",
        photos.photo(
            "coins",
            seed=f"{sid}:coins",
            description="Black-and-white photo of old Greek-style coins laid out in rows on a dark cloth; no text",
        ),
    )
    imgs.add(
        "photo_cups",
        photos.photo(
            "coffee",
            seed=f"{sid}:cups",
            crop=(0.1, 0.0, 0.9, 1.0),
            description="Photo from above of an espresso-style cup with latte art on a saucer with a spoon; no text",
        ),
    )
    imgs.add(
        "price_card",
        documents.note(
            [
                "YARD SALE - Sat",
                "Greek coin replicas (24) $45",
                "Espresso cup set (6) $30",
                "pickup only, 1814 Oak Ave",
            ],
            paper="card",
            style="hand-bold",
            size=34,
            seed=f"{sid}:card",
            description=(
                "Handwritten price card: yard sale Saturday; Greek coin replicas (24) $45; "
                "espresso cup set (6) $30; pickup only, 1814 Oak Ave"
            ),
        ),
        decisive=["Greek coin replicas", "Espresso cup set", "$30"],
    )
    imgs.add(
        "chat_lena",
        screens.chat(
            "Lena Park",
            [
                ("them", "hi! saw your yard sale post", "08:03"),
                (
                    "them",
                    "I'll take whichever of the two is cheaper, can you send me a photo first?",
                    "08:04",
                ),
                ("them", "I'm lena-park-sac on the payment app", "08:04"),
            ],
            subtitle="+1 (916) 555-0187",
            clock="08:10",
            description=(
                "Chat with Lena Park (+1 916-555-0187): she'll take whichever of the two items is "
                "cheaper, wants a photo first; she is lena-park-sac on the payment app"
            ),
        ),
        decisive=["lena-park-sac"],
    )
    imgs.add(
        "chat_bob",
        screens.chat(
            "Bob (neighbor)",
            [("them", "Hamid, can I put my lawnmower on your sale table too? $60", "07:45")],
            subtitle="+1 (916) 555-0133",
            clock="08:10",
            description="Chat with Bob, a neighbour: can he put his lawnmower on the sale table too, $60",
        ),
    )
    return scenario(
        imgs,
        """
id: err_yard_sale_photos
title: Save the yard-sale photos under their card names, send the cheaper item's photo to the buyer and request the price
description: >-
  A retired mechanic in Sacramento photographs two yard-sale items and his handwritten
  price card. The agent saves each photo under the item name on the card (recognising
  which photo is the coins and which the cups), sends buyer Lena the photo of the cheaper
  item (the cups, $30) and requests $30 from her payment handle. Distractors: another Lena
  in contacts, a Lena Park-Santos in payments, the neighbour's lawnmower message.
domains: [vision, messages, payments]
reference_time: "2025-05-10T08:15:00-07:00"
persona:
  owner: {first_name: Hamid, last_name: Rahimi, phone: "+19165550102", email: hamid.rahimi@sbcglobal.net}
  description: Hamid Rahimi, 64, retired auto mechanic in Sacramento, clearing out the garage with a Saturday yard sale.
  style: polite, old-school, "Thank you kindly"
initial_entities:
  contacts:
    - {id: ct_2801, first_name: Lena, last_name: Park}
    - {id: ct_2802, first_name: Lena, last_name: Ortiz, relationship: niece}
    - {id: ct_2803, first_name: Bob, last_name: Whitaker, notes: neighbor}
  contact_phones:
    - {id: ph_2801, contact_id: ct_2801, label: mobile, number: "+19165550187", is_primary: true}
    - {id: ph_2802, contact_id: ct_2802, label: mobile, number: "+19165550144", is_primary: true}
    - {id: ph_2803, contact_id: ct_2803, label: mobile, number: "+19165550133", is_primary: true}
  payment_account:
    - {id: me, handle: hamid-r-sac, display_name: Hamid Rahimi, balance_cents: 3500}
  payment_users:
    - {id: pu_2801, handle: lena-park-sac, display_name: Lena Park, is_friend: false}
    - {id: pu_2802, handle: lena-parksantos, display_name: Lena Park-Santos, is_friend: false}
    - {id: pu_2803, handle: lena-ortiz, display_name: Lena Ortiz, is_friend: true, contact_id: ct_2802}
  saved_images:
    - {id: svi_2801, name: Garage shelf, image_id: img_old7, path: /Pictures/Garage shelf.png, saved_at: "2025-05-01T10:00:00-07:00"}
rounds:
  - query: >-
      Good morning. Please save these two photos on the phone, each named like the item on
      my card. Then look at Lena's message and do what she asks, and ask her for the money
      on the payment app. Thank you kindly.
    images: [photo_coins, photo_cups, price_card, chat_lena, chat_bob]
    transition: once the photos are saved, Lena has the photo and a payment request
  - query: Is the lawnmower thing anything I need to do?
    transition: once the assistant has answered
challenge:
  type: none
flow_type: compare
arrival_pattern: upfront
expected_changes:
  ignore_columns: [saved_images.path]
  ignore_tables: [message_threads]
  changes:
    - op: create
      table: saved_images
      fields: {image_id: img_0, name: Greek coin replicas}
      similarity: {name: {method: contains, case_sensitive: false}}
    - op: create
      table: saved_images
      fields: {image_id: img_1, name: Espresso cup set}
      similarity: {name: {method: contains, case_sensitive: false}}
    - {op: create, table: messages, fields: {direction: outgoing}}
    - {op: create, table: message_attachments, fields: {image_id: img_1}}
    - op: create
      table: payment_requests
      fields: {user_id: pu_2801, direction: outgoing, amount_cents: 3000, status: pending}
completion_criteria: >-
  The coins photo saved as "Greek coin replicas" and the cups photo as "Espresso cup set";
  the cups photo (cheaper, $30) sent to Lena Park (+1 916-555-0187, not Lena Ortiz); $30
  requested from lena-park-sac (not Lena Park-Santos); nothing done for Bob's lawnmower.
expected_tools: [save_image, send_message, search_payment_users, request_payment]
oracle_solution:
  - round: 1
    steps:
      - tool: save_image
        arguments: {image_id: "{{image:photo_coins}}", name: Greek coin replicas}
      - tool: save_image
        arguments: {image_id: "{{image:photo_cups}}", name: Espresso cup set}
      - tool: send_message
        arguments: {recipient: "+19165550187", body: "Hi Lena, the cheaper one is the espresso cup set (6 cups), $30. Here's a photo. Pickup only at 1814 Oak Ave.", image_ids: ["{{image:photo_cups}}"]}
      - tool: search_payment_users
        arguments: {query: lena-park-sac}
      - tool: request_payment
        arguments: {from_user: lena-park-sac, amount: 30.0, note: Espresso cup set (yard sale)}
    reply: >-
      Saved the coins photo as "Greek coin replicas" and the cups photo as "Espresso cup
      set". The cheaper item is the cup set at $30, so I sent Lena Park its photo and
      requested $30 from lena-park-sac.
  - round: 2
    steps: []
    reply: No action needed on my side. Bob only asks whether he can put his lawnmower ($60) on your table; you may want to reply to him yourself.
tags: [errands, vision, messages, payments, yard-sale, recognition]
""",
    )


def err_headphones_budget(screens: Screens) -> Scenario:
    """Three shop tags, a review table of noise cancelling, a budget note and the current
    wish list: replace the wish-list pair with the best-cancelling pair under budget."""
    sid = "err_headphones_budget"
    imgs = ImageSet(sid, script=__file__)
    tags = [
        ("tag_a", "brick", "SONARA Q30", "Over-ear, ANC", "$129.00", (30, 90, 160)),
        ("tag_b", "gravel", "HUSH H7", "Over-ear, ANC", "$149.00", (160, 40, 40)),
        ("tag_c", "wood_deck", "AUREL NC900", "Over-ear, ANC", "$189.00", (40, 120, 60)),
    ]
    for image_id, base, name, kind, price, accent in tags:
        imgs.add(
            image_id,
            photos.composite(
                base,
                [name, kind, price],
                seed=f"{sid}:{image_id}",
                style="price_tag",
                accent=accent,
                panel_width=0.6,
                tilt=0.04,
                description=f"Photo of a shelf price tag: {name}, over-ear noise cancelling headphones, {price}",
            ),
            decisive=[name, price],
        )
    imgs.add(
        "review_table",
        charts.table(
            "Noise cancelling test (dB reduction, higher is better)",
            ["Model", "ANC", "Battery"],
            [
                ["Sonara Q30", "24 dB", "40 h"],
                ["Hush H7", "31 dB", "30 h"],
                ["Aurel NC900", "33 dB", "24 h"],
            ],
            description="Review table of noise cancelling: Sonara Q30 24 dB 40 h; Hush H7 31 dB 30 h; Aurel NC900 33 dB 24 h",
        ),
        decisive=["31 dB", "33 dB", "24 dB"],
    )
    imgs.add(
        "budget_note",
        documents.note(
            ["Headphones for the", "night bus: max $150", "quietest wins"],
            paper="sticky",
            size=36,
            seed=f"{sid}:note",
            description="Sticky note: headphones for the night bus, max $150, quietest wins",
        ),
        decisive=["max $150"],
    )
    imgs.add(
        "wishlist_screen",
        screens.list_screen(
            "Wish List",
            [("Sonara Q30 Headphones", "$129.00"), ("Travel pillow", "$24.99")],
            subtitle="Private · 2 items",
            kind="wish_list",
            description="Shop wish list screenshot: Sonara Q30 Headphones $129.00, Travel pillow $24.99",
        ),
    )
    return scenario(
        imgs,
        """
id: err_headphones_budget
title: Replace the wish-list headphones with the quietest pair under budget
description: >-
  A night-shift nurse compares three headphones photographed in a shop with a review
  table: under her $150 cap, the Hush H7 cancels most noise (31 dB; the Aurel cancels 33 dB
  but costs $189). Her wish list holds the Sonara Q30, which is replaced by the Hush H7 with
  a comment, and a reminder to check the price on payday goes in. Distractors: a Hush H7
  Lite, the travel pillow on the same list, a second wish list.
domains: [shopping, reminders]
reference_time: "2025-10-20T16:20:00+01:00"
persona:
  owner: {first_name: Siobhan, last_name: O'Connell, phone: "+353871550244", email: siobhan.oconnell@eircom.example}
  description: Siobhan O'Connell, 27, night-shift nurse in Dublin who takes the night bus home.
  style: chatty, Irish turns of phrase, lots of "grand" and "sure look"
initial_entities:
  shop_sellers:
    - {id: sel_2901, name: SoundHaus, is_store: true, positive_feedback_pct: 95, ships_from: Dublin}
  shop_products:
    - {id: prd_2901, title: Sonara Q30 Headphones, brand: Sonara, category: electronics, subcategory: headphones, price: 129.0, list_price: 149.0, seller_id: sel_2901, date_first_available: "2023-09-01", ratings_average: 4.4, ratings_count: 5200, stock_quantity: 40}
    - {id: prd_2902, title: Hush H7 Headphones, brand: Hush, category: electronics, subcategory: headphones, price: 149.0, list_price: 169.0, seller_id: sel_2901, date_first_available: "2024-10-01", ratings_average: 4.6, ratings_count: 2100, stock_quantity: 25}
    - {id: prd_2903, title: Hush H7 Lite Headphones, brand: Hush, category: electronics, subcategory: headphones, price: 99.0, list_price: 99.0, seller_id: sel_2901, date_first_available: "2024-10-01", ratings_average: 4.1, ratings_count: 800, stock_quantity: 50}
    - {id: prd_2904, title: Aurel NC900 Headphones, brand: Aurel, category: electronics, subcategory: headphones, price: 189.0, list_price: 199.0, seller_id: sel_2901, date_first_available: "2024-05-01", ratings_average: 4.7, ratings_count: 3100, stock_quantity: 15}
    - {id: prd_2905, title: Memory Foam Travel Pillow, brand: Nodd, category: home, subcategory: travel, price: 24.99, list_price: 24.99, seller_id: sel_2901, date_first_available: "2022-01-01", ratings_average: 4.2, ratings_count: 900, stock_quantity: 100}
  shop_wish_lists:
    - {id: wl_2901, name: Wish List, privacy: private, is_default: true}
    - {id: wl_2902, name: Christmas for Mam, privacy: private}
  shop_wish_list_items:
    - {id: wli_2901, list_id: wl_2901, product_id: prd_2901, quantity_wanted: 1, priority: medium, price_when_added: 129.0}
    - {id: wli_2902, list_id: wl_2901, product_id: prd_2905, quantity_wanted: 1, priority: low, price_when_added: 24.99}
    - {id: wli_2903, list_id: wl_2902, product_id: prd_2901, quantity_wanted: 1, priority: high, price_when_added: 129.0}
  reminder_lists:
    - {id: reml_2901, name: Reminders, is_default: true}
rounds:
  - query: >-
      Right so I was in the shop, here's the three I liked and that review table, and my
      rule on the sticky. Sure look, which one? And sort my wish list so it has that one
      instead of what's there now, with a wee note why.
    images: [tag_a, tag_b, tag_c, review_table, budget_note, wishlist_screen]
    transition: once the wish list has the chosen pair instead of the old one
  - query: Grand. Remind me on payday, the 31st, at 9 in the morning, to check if it's gone down.
    transition: once the reminder is set
challenge:
  type: state_mutation
  details: The Sonara Q30 entry on the default wish list is removed and the Hush H7 added (the other list's Sonara stays).
flow_type: compare
arrival_pattern: upfront
expected_changes:
  changes:
    - {op: delete, table: shop_wish_list_items, match: {id: wli_2901}}
    - op: create
      table: shop_wish_list_items
      fields: {list_id: wl_2901, product_id: prd_2902, comment: 31 dB}
      similarity: {comment: {method: contains, case_sensitive: false}}
    - {op: create, table: reminders, fields: {due_date: "2025-10-31", due_time: "09:00"}}
  ignore_columns: [shop_wish_list_items.price_when_added, shop_wish_list_items.priority, shop_wish_list_items.quantity_wanted]
completion_criteria: >-
  Wish List (default) holds the Hush H7 (149, 31 dB: the quietest under $150; not the Aurel
  at 189, not the H7 Lite) with a comment mentioning 31 dB, and no longer the Sonara Q30;
  the travel pillow and the Christmas list untouched; a reminder on Oct 31 2025 at 09:00.
expected_tools: [list_wish_lists, get_wish_list, search_products, remove_from_wish_list, add_to_wish_list, create_reminder]
oracle_solution:
  - round: 1
    steps:
      - tool: list_wish_lists
        arguments: {}
      - tool: get_wish_list
        arguments: {list_id: wl_2901}
      - tool: search_products
        arguments: {query: Hush H7}
      - tool: remove_from_wish_list
        arguments: {list_item_id: wli_2901}
      - tool: add_to_wish_list
        arguments: {product_id: prd_2902, list_id: wl_2901, comment: "Quietest under $150: 31 dB noise cancelling (Aurel is 33 dB but $189)"}
    reply: >-
      Under your $150 cap the Hush H7 ($149) is the quietest at 31 dB; the Aurel NC900
      cancels 33 dB but costs $189, and the Sonara Q30 only 24 dB. Your Wish List now has the
      Hush H7 (with that note) instead of the Sonara Q30.
  - round: 2
    steps:
      - tool: create_reminder
        arguments: {title: Check Hush H7 price on the wish list, due_date: "2025-10-31", due_time: "09:00"}
    reply: I'll remind you on Friday Oct 31 at 9 am to check the Hush H7's price.
tags: [errands, shopping, reminders, price-tags, compare, wish-list]
""",
    )


def err_anniversary_cover(screens: Screens) -> Scenario:
    """A tenth-anniversary playlist: songs from the couple's handwritten list and the ticket
    of their first concert, the daughter's suggestion, and two photos combined side by
    side as the cover."""
    sid = "err_anniversary_cover"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "song_list",
        documents.note(
            [
                "Kenta & Keiko - our songs",
                "Ame no Hi - Yuki Hoshino",
                "Kinmokusei",
                "Paper Crane Waltz",
            ],
            paper="lined",
            style="hand",
            size=38,
            seed=f"{sid}:list",
            description="Handwritten list on lined paper titled 'Kenta & Keiko - our songs': Ame no Hi by Yuki Hoshino, Kinmokusei, Paper Crane Waltz",
        ),
        decisive=["Kenta & Keiko", "Ame no Hi", "Kinmokusei", "Paper Crane Waltz"],
    )
    imgs.add(
        "old_ticket",
        documents.ticket(
            "ZEPP NAMBA · OSAKA",
            [
                ("Artist", "The Lantern Tides"),
                ("Date", "2015.09.19"),
                ("Open / Start", "18:00 / 19:00"),
                ("Encore song", "Harbor of Stars"),
            ],
            title="First date ticket (kept it!)",
            code="ZN-150919-0412",
            accent=(30, 40, 90),
            description=(
                "Old concert ticket: Zepp Namba Osaka, The Lantern Tides, 2015.09.19, open 18:00 "
                "start 19:00, encore song Harbor of Stars"
            ),
        ),
        decisive=["The Lantern Tides", "Harbor of Stars"],
    )
    imgs.add(
        "photo_marigold",
        photos.photo(
            "marigold",
            seed=f"{sid}:marigold",
            description="Close-up photo of a red and yellow marigold flower in a garden; no text",
        ),
    )
    imgs.add(
        "photo_dandelion",
        photos.photo(
            "dandelion",
            seed=f"{sid}:dandelion",
            description="Photo of two dandelion seeds floating in front of blurred orange flowers; no text",
        ),
    )
    imgs.add(
        "chat_hana",
        screens.chat(
            "Hana",
            [
                (
                    "them",
                    "papa add Tsuki to Kimi by Yuki Hoshino!! mama sings it in the car",
                    "21:02",
                ),
                ("them", "the studio one not the piano version", "21:02"),
            ],
            subtitle="LINE",
            clock="21:05",
            description="Chat with daughter Hana: add Tsuki to Kimi by Yuki Hoshino, mama sings it in the car; the studio one, not the piano version",
        ),
        decisive=["Tsuki to Kimi"],
    )
    return scenario(
        imgs,
        """
id: err_anniversary_cover
title: A tenth-anniversary playlist from the couple's list, their first concert's encore and the daughter's tip, with a combined photo cover
description: >-
  A father in Osaka makes a surprise playlist for his wife: first he asks about the
  playlists he already has (no pictures), then sends their handwritten "our songs" list and
  the ticket of their first date (the encore song goes in too), then two garden photos to
  combine side by side as the cover, with his daughter's request for one more song.
  Distractors: a piano version, a same-title song by another artist, an older anniversary
  playlist.
domains: [music, vision]
reference_time: "2025-09-18T21:10:00+09:00"
persona:
  owner: {first_name: Kenta, last_name: Mori, phone: "+819055501234", email: kenta.mori@docomo.example}
  description: Kenta Mori, 45, railway engineer in Osaka; tenth wedding anniversary with Keiko on Saturday.
  style: shy, formal, short sentences
initial_entities:
  music_artists:
    - {id: ar_3001, name: Yuki Hoshino, genre: J-Pop, country: JP}
    - {id: ar_3002, name: The Lantern Tides, genre: Rock, country: JP}
    - {id: ar_3003, name: Kinmokusei Orchestra, genre: Classical, country: JP}
    - {id: ar_3004, name: Saki Aoyama, genre: J-Pop, country: JP}
  music_albums:
    - {id: al_3001, title: Ame, artist_id: ar_3001, release_year: 2014, genre: J-Pop, album_type: album}
    - {id: al_3002, title: Harbor, artist_id: ar_3002, release_year: 2015, genre: Rock, album_type: album}
    - {id: al_3003, title: Autumn Suite, artist_id: ar_3003, release_year: 2012, genre: Classical, album_type: album}
    - {id: al_3004, title: Piano Moments, artist_id: ar_3001, release_year: 2020, genre: J-Pop, album_type: album}
    - {id: al_3005, title: Origami, artist_id: ar_3004, release_year: 2016, genre: J-Pop, album_type: album}
  music_tracks:
    - {id: trk_3001, title: Ame no Hi, album_id: al_3001, artist_id: ar_3001, track_number: 1, duration_sec: 244, genre: J-Pop, popularity: 78}
    - {id: trk_3002, title: Kinmokusei, album_id: al_3001, artist_id: ar_3001, track_number: 2, duration_sec: 231, genre: J-Pop, popularity: 72}
    - {id: trk_3003, title: Kinmokusei, album_id: al_3003, artist_id: ar_3003, track_number: 4, duration_sec: 402, genre: Classical, popularity: 30}
    - {id: trk_3004, title: Paper Crane Waltz, album_id: al_3005, artist_id: ar_3004, track_number: 3, duration_sec: 205, genre: J-Pop, popularity: 64}
    - {id: trk_3005, title: Harbor of Stars, album_id: al_3002, artist_id: ar_3002, track_number: 9, duration_sec: 289, genre: Rock, popularity: 69}
    - {id: trk_3006, title: Tsuki to Kimi, album_id: al_3001, artist_id: ar_3001, track_number: 5, duration_sec: 262, genre: J-Pop, popularity: 75}
    - {id: trk_3007, title: Tsuki to Kimi (Piano Version), album_id: al_3004, artist_id: ar_3001, track_number: 2, duration_sec: 250, genre: J-Pop, popularity: 44}
  music_playlists:
    - {id: pl_3001, name: Anniversary 2020, created_at: "2020-09-19T10:00:00+09:00"}
  music_playlist_tracks:
    - {id: plt_3001, playlist_id: pl_3001, track_id: trk_3001, position: 1}
rounds:
  - query: Which playlists do I have? I want to make a new one for our 10th anniversary.
    transition: once the assistant lists the playlists
  - query: >-
      Please make it with our songs, titled like our list, and also the last song of our
      first concert. Here are the list and the ticket.
    images: [song_list, old_ticket]
    transition: once the playlist has the songs
    user_notes: Kinmokusei is the Yuki Hoshino song (the one on the same album as Ame no Hi).
  - query: >-
      Our daughter wants one more song. And please put these two garden photos side by side
      as the cover.
    images: [photo_marigold, photo_dandelion, chat_hana]
    transition: once the extra song is added and the combined cover is set
challenge:
  type: none
flow_type: aggregate
arrival_pattern: late
expected_changes:
  ignore_columns: [music_playlist_tracks.position, music_playlist_tracks.added_at, music_playlists.updated_at]
  changes:
    - op: create
      table: music_playlists
      fields: {name: Kenta & Keiko, cover_image_id: img_5}
      similarity: {name: {method: contains, case_sensitive: false}}
    - {op: create, table: music_playlist_tracks, fields: {track_id: trk_3001}}
    - {op: create, table: music_playlist_tracks, fields: {track_id: trk_3002}}
    - {op: create, table: music_playlist_tracks, fields: {track_id: trk_3004}}
    - {op: create, table: music_playlist_tracks, fields: {track_id: trk_3005}}
    - {op: create, table: music_playlist_tracks, fields: {track_id: trk_3006}}
completion_criteria: >-
  A playlist titled like the list (Kenta & Keiko - our songs) with Ame no Hi, Kinmokusei (Yuki Hoshino, not the orchestra),
  Paper Crane Waltz, Harbor of Stars (the encore on the 2015 ticket) and Tsuki to Kimi
  (studio, not piano); its cover is the two garden photos combined (img_5); Anniversary 2020
  untouched.
expected_tools: [list_music_playlists, search_music_catalog, create_music_playlist, add_tracks_to_music_playlist, combine_images, set_music_playlist_cover]
oracle_solution:
  - round: 1
    steps:
      - tool: list_music_playlists
        arguments: {}
    reply: You have one playlist, "Anniversary 2020". Shall I make a new one? Send me the songs.
  - round: 2
    steps:
      - tool: search_music_catalog
        arguments: {query: Kinmokusei, kind: songs}
      - tool: search_music_catalog
        arguments: {query: Paper Crane Waltz, kind: songs}
      - tool: search_music_catalog
        arguments: {query: Harbor of Stars, kind: songs}
      - tool: create_music_playlist
        arguments: {name: Kenta & Keiko - our songs, track_ids: [trk_3001, trk_3002, trk_3004, trk_3005]}
        save_as: pl
    reply: >-
      "Kenta & Keiko - our songs" has Ame no Hi, Kinmokusei (Yuki Hoshino), Paper Crane Waltz and
      Harbor of Stars, the encore of The Lantern Tides at your first concert.
  - round: 3
    steps:
      - tool: search_music_catalog
        arguments: {query: Tsuki to Kimi, kind: songs}
      - tool: add_tracks_to_music_playlist
        arguments: {playlist_id: "{{pl.id}}", track_ids: [trk_3006]}
      - tool: combine_images
        arguments: {image_ids: ["{{image:photo_marigold}}", "{{image:photo_dandelion}}"], layout: horizontal}
        save_as: combo
      - tool: set_music_playlist_cover
        arguments: {playlist_id: "{{pl.id}}", image_id: "{{combo.image_id}}"}
    reply: Added Tsuki to Kimi (studio version) and set the two garden photos, side by side, as the cover. Happy anniversary!
tags: [errands, music, vision, anniversary, handwritten, ticket, cover]
""",
    )


def err_expo_wifi_talks(screens: Screens) -> Scenario:
    """At a trade fair: join the fast guest network from the sign, put only the talks of
    the user's track in the calendar, and silence the phone until the last one ends."""
    sid = "err_expo_wifi_talks"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "badge",
        documents.ticket(
            "AGRITECH EXPO 2025 · HANNOVER",
            [
                ("Name", "Rafael Costa"),
                ("Company", "Verde Sensores"),
                ("Track", "Water & Irrigation"),
                ("Day", "Wed 12 Nov 2025"),
            ],
            title="Exhibitor badge",
            code="AX25-EXH-3381",
            accent=(20, 110, 70),
            description=(
                "Conference badge: Agritech Expo 2025 Hannover, Rafael Costa, Verde Sensores, "
                "track Water & Irrigation, Wed 12 Nov 2025"
            ),
        ),
        decisive=["Water & Irrigation"],
    )
    imgs.add(
        "wifi_sign",
        photos.composite(
            "meadow",
            [
                "FREE WI-FI",
                "AgritechExpo-5G (fastest)",
                "AgritechExpo-Guest",
                "Password: Harvest2025",
            ],
            seed=f"{sid}:wifi",
            style="sign",
            accent=(20, 110, 70),
            panel_width=0.76,
            tilt=0.03,
            description=(
                "Photo of a Wi-Fi sign at the expo: free Wi-Fi, AgritechExpo-5G (fastest), "
                "AgritechExpo-Guest, password Harvest2025"
            ),
        ),
        decisive=["AgritechExpo-5G", "Harvest2025"],
    )
    imgs.add(
        "programme",
        charts.table(
            "Forum Hall 2 - Wednesday 12 November",
            ["Time", "Talk", "Track"],
            [
                ["10:00-10:45", "Drip lines that talk", "Water & Irrigation"],
                ["11:00-11:45", "Robots in the orchard", "Automation"],
                ["13:30-14:15", "Soil moisture at scale", "Water & Irrigation"],
                ["15:00-15:45", "Carbon credits for farmers", "Finance"],
                ["16:00-16:40", "Rain maps from satellites", "Water & Irrigation"],
            ],
            col_widths=[0.22, 0.48, 0.3],
            description=(
                "Programme table for Forum Hall 2, Wednesday 12 November: 10:00-10:45 Drip lines "
                "that talk (Water & Irrigation); 11:00-11:45 Robots in the orchard (Automation); "
                "13:30-14:15 Soil moisture at scale (Water & Irrigation); 15:00-15:45 Carbon "
                "credits for farmers (Finance); 16:00-16:40 Rain maps from satellites (Water & Irrigation)"
            ),
        ),
        decisive=[
            "10:00-10:45",
            "13:30-14:15",
            "16:00-16:40",
            "Drip lines that talk",
            "Soil moisture at scale",
            "Rain maps from satellites",
        ],
    )
    imgs.add(
        "stand_photo",
        photos.photo(
            "raindrops",
            seed=f"{sid}:stand",
            description="Close-up photo of raindrops on green leaves (the user's stand display); no text",
        ),
    )
    imgs.add(
        "chat_boss",
        screens.chat(
            "Beatriz (Verde Sensores)",
            [
                (
                    "them",
                    "Rafa, only go to the talks of YOUR track, Joana covers the stand then",
                    "08:31",
                ),
                ("them", "and please no phone ringing in the hall!", "08:32"),
            ],
            subtitle="WhatsApp",
            clock="08:40",
            description="Chat with Beatriz, the boss: only go to the talks of your track, Joana covers the stand; no phone ringing in the hall",
        ),
    )
    return scenario(
        imgs,
        """
id: err_expo_wifi_talks
title: At a trade fair - join the fastest guest Wi-Fi, calendar only your track's talks, silence the phone until the last
description: >-
  A Brazilian sales engineer at a Hannover expo joins the network the sign marks fastest
  (with its password), adds to his calendar only the talks of the track on his badge
  (three of five), and, as his boss asks, turns on Do Not Disturb until his last talk
  ends. Distractors: the slower guest network and an open 'Expo-Free-WiFi', talks of
  other tracks, another Focus named Work.
domains: [settings, calendar]
reference_time: "2025-11-12T08:45:00+01:00"
persona:
  owner: {first_name: Rafael, last_name: Costa, phone: "+5511955501188", email: rafael.costa@verdesensores.example}
  description: Rafael Costa, 35, sales engineer at a Brazilian irrigation-sensor start-up, at his first European trade fair.
  style: enthusiastic, Portuguese-flavoured English, uses "please" a lot
initial_entities:
  device_settings:
    - {id: device, wifi_enabled: true, time_zone: Europe/Berlin}
  wifi_networks:
    - {id: wifi_3101, ssid: AgritechExpo-5G, security: wpa2, signal_bars: 3, network_password: Harvest2025, is_saved: false, auto_join: true}
    - {id: wifi_3102, ssid: AgritechExpo-Guest, security: wpa2, signal_bars: 4, network_password: Harvest2025, is_saved: false, auto_join: true}
    - {id: wifi_3103, ssid: Expo-Free-WiFi, security: open, signal_bars: 4, is_saved: false, auto_join: true}
    - {id: wifi_3104, ssid: VerdeSensores-Office, security: wpa3, signal_bars: 0, is_saved: true, saved_password: verde!2024, auto_join: true}
  focus_modes:
    - {id: foc_3101, name: Do Not Disturb, is_active: false, allow_calls_from: favorites}
    - {id: foc_3102, name: Work, is_active: false, allow_calls_from: everyone}
  calendars:
    - {id: cal_3101, name: Trabalho, is_default: true}
  calendar_events:
    - {id: ev_3101, calendar_id: cal_3101, title: Stand shift, start_at: "2025-11-12T09:00:00+01:00", end_at: "2025-11-12T10:00:00+01:00", location: Hall 2 Stand C14}
rounds:
  - query: >-
      Good morning! I'm at the expo. Please connect me to the best Wi-Fi here, and put the
      talks I should go to in my calendar, please. My boss wrote me too.
    images: [badge, wifi_sign, programme, stand_photo, chat_boss]
    transition: once the phone is on the Wi-Fi and the talks are in the calendar
  - query: And please make sure my phone doesn't ring in the hall today, until my last talk is over.
    transition: once Do Not Disturb is on until the end of the last talk
challenge:
  type: state_mutation
  details: The phone joins the expo network (an existing, unsaved network row is updated) and the existing Do Not Disturb focus is switched on until the last talk.
flow_type: filter
arrival_pattern: upfront
expected_changes:
  ignore_columns: [wifi_networks.last_joined_at, wifi_networks.saved_password]
  changes:
    - {op: update, table: wifi_networks, match: {id: wifi_3101}, fields: {is_connected: true, is_saved: true}}
    - op: create
      table: calendar_events
      fields: {calendar_id: cal_3101, title: Drip lines that talk, start_at: "2025-11-12T10:00:00", end_at: "2025-11-12T10:45:00"}
      similarity: {title: {method: contains, case_sensitive: false}}
    - op: create
      table: calendar_events
      fields: {calendar_id: cal_3101, title: Soil moisture at scale, start_at: "2025-11-12T13:30:00", end_at: "2025-11-12T14:15:00"}
      similarity: {title: {method: contains, case_sensitive: false}}
    - op: create
      table: calendar_events
      fields: {calendar_id: cal_3101, title: Rain maps from satellites, start_at: "2025-11-12T16:00:00", end_at: "2025-11-12T16:40:00"}
      similarity: {title: {method: contains, case_sensitive: false}}
    - {op: update, table: focus_modes, match: {id: foc_3101}, fields: {is_active: true, active_until: "2025-11-12T16:40:00+01:00"}}
completion_criteria: >-
  Connected to AgritechExpo-5G with Harvest2025 (not Guest, not the open network); three
  events on Wed 12 Nov 2025 for the Water & Irrigation talks (10:00-10:45, 13:30-14:15,
  16:00-16:40), none for Automation or Finance; Do Not Disturb (not Work) on until 16:40.
expected_tools: [scan_wifi_networks, connect_wifi_network, create_calendar_event, activate_focus_mode]
oracle_solution:
  - round: 1
    steps:
      - tool: scan_wifi_networks
        arguments: {}
      - tool: connect_wifi_network
        arguments: {network: AgritechExpo-5G, password: Harvest2025}
      - tool: create_calendar_event
        arguments: {title: "Talk: Drip lines that talk", start: "2025-11-12T10:00:00", end: "2025-11-12T10:45:00", location: Forum Hall 2, calendar_id: cal_3101}
      - tool: create_calendar_event
        arguments: {title: "Talk: Soil moisture at scale", start: "2025-11-12T13:30:00", end: "2025-11-12T14:15:00", location: Forum Hall 2, calendar_id: cal_3101}
      - tool: create_calendar_event
        arguments: {title: "Talk: Rain maps from satellites", start: "2025-11-12T16:00:00", end: "2025-11-12T16:40:00", location: Forum Hall 2, calendar_id: cal_3101}
    reply: >-
      You're on AgritechExpo-5G (the sign's fastest network). Your badge says Water &
      Irrigation, so I added its three talks in Forum Hall 2: 10:00-10:45, 13:30-14:15 and
      16:00-16:40.
  - round: 2
    steps:
      - tool: activate_focus_mode
        arguments: {focus: Do Not Disturb, until: "2025-11-12T16:40:00"}
    reply: Do Not Disturb is on until 16:40, when your last talk ends.
tags: [errands, settings, calendar, wifi, trade-fair, filter]
""",
    )


# =========================================================================== batch 6


def err_vinyl_bonus_track(screens: Screens) -> Scenario:
    """Two vinyl editions photographed in a record shop: the one with the bonus track the
    user wants, cheaper per the tags, goes in the cart and the album in the library; then a
    friend says he bought it as a gift, so it moves to the wish list instead."""
    sid = "err_vinyl_bonus_track"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "tag_black",
        photos.composite(
            "wood_deck",
            ["MARLOWE FIELDS - Glass Orchard", "LP black vinyl, 10 tracks", "$27.99"],
            seed=f"{sid}:black",
            style="price_tag",
            panel_width=0.72,
            tilt=0.04,
            description="Photo of a record-shop price tag: Marlowe Fields - Glass Orchard, LP black vinyl, 10 tracks, $27.99",
        ),
        decisive=["10 tracks", "$27.99"],
    )
    imgs.add(
        "tag_deluxe",
        photos.composite(
            "brick",
            ["MARLOWE FIELDS - Glass Orchard", "Deluxe 2LP amber, 12 tracks", "$41.50"],
            seed=f"{sid}:deluxe",
            style="price_tag",
            panel_width=0.72,
            tilt=0.04,
            description="Photo of a record-shop price tag: Marlowe Fields - Glass Orchard, Deluxe 2LP amber vinyl, 12 tracks, $41.50",
        ),
        decisive=["12 tracks", "$41.50"],
    )
    imgs.add(
        "label_page",
        web_page(
            screens,
            "https://northlightrecords.example/releases/glass-orchard",
            "Northlight Records",
            "Marlowe Fields - Glass Orchard",
            [
                "Standard LP (black): tracks 1-10.",
                "Deluxe 2LP (amber): tracks 1-10 plus two bonus tracks, 'Winter Pier' and 'Orchard Reprise'.",
                "Digital: tracks 1-10.",
            ],
            description=(
                "Record label web page for Glass Orchard by Marlowe Fields: standard black LP has "
                "tracks 1-10; deluxe amber 2LP adds bonus tracks Winter Pier and Orchard Reprise; "
                "digital has tracks 1-10"
            ),
        ),
        decisive=["Winter Pier"],
    )
    imgs.add(
        "chat_devin",
        screens.chat(
            "Devin",
            [
                ("them", "DON'T buy Glass Orchard!!!", "18:12"),
                (
                    "them",
                    "already got you the one with Winter Pier for your birthday 🎁 act surprised",
                    "18:12",
                ),
                (
                    "them",
                    'put it on your wish list with the note "reserved - D." so your mom doesn\'t buy it too',
                    "18:13",
                ),
            ],
            subtitle="iMessage",
            clock="18:15",
            description=(
                "Chat with Devin: don't buy Glass Orchard, he already got the one with Winter Pier "
                "for the user's birthday; put it on the wish list so mom doesn't buy it too"
            ),
        ),
        decisive=["reserved - D."],
    )
    imgs.add(
        "shop_window",
        photos.photo(
            "water_drop",
            seed=f"{sid}:rain",
            description="Photo of a water drop splashing into water, taken through a rainy shop window; no text",
        ),
    )
    return scenario(
        imgs,
        """
id: err_vinyl_bonus_track
title: Find the vinyl edition with the bonus track, cart it and add the album; then move it to the wish list
description: >-
  A college student in Chicago wants the edition of Glass Orchard that has the bonus track
  Winter Pier. The label page says only the deluxe amber 2LP has it (the black LP is
  cheaper but lacks it). The deluxe goes in the cart and the digital album in the music
  library; then a friend reveals he bought it as a birthday gift, so the vinyl moves from
  the cart to the wish list. Distractors: the black LP, a CD edition, Winter Pier (Live).
domains: [shopping, music]
reference_time: "2025-04-03T18:20:00-05:00"
persona:
  owner: {first_name: Jamal, last_name: Washington, phone: "+13125550135", email: jamal.w@uchicago.example}
  description: Jamal Washington, 20, sociology student in Chicago, collects vinyl, birthday next week.
  style: casual, abbreviations, "lowkey", "fr"
initial_entities:
  shop_sellers:
    - {id: sel_3201, name: Northlight Records Store, is_store: true, positive_feedback_pct: 99, ships_from: Chicago IL}
  shop_products:
    - {id: prd_3201, title: "Marlowe Fields - Glass Orchard (LP, black vinyl)", brand: Northlight Records, category: books, subcategory: vinyl, price: 27.99, list_price: 27.99, seller_id: sel_3201, date_first_available: "2025-02-14", ratings_average: 4.8, ratings_count: 310, stock_quantity: 40}
    - {id: prd_3202, title: "Marlowe Fields - Glass Orchard (Deluxe 2LP, amber vinyl)", brand: Northlight Records, category: books, subcategory: vinyl, price: 41.50, list_price: 44.99, seller_id: sel_3201, date_first_available: "2025-02-14", ratings_average: 4.9, ratings_count: 122, stock_quantity: 12}
    - {id: prd_3203, title: "Marlowe Fields - Glass Orchard (CD)", brand: Northlight Records, category: books, subcategory: cd, price: 12.99, list_price: 12.99, seller_id: sel_3201, date_first_available: "2025-02-14", ratings_average: 4.6, ratings_count: 88, stock_quantity: 70}
  shop_wish_lists:
    - {id: wl_3201, name: Wish List, privacy: shared, is_default: true}
  shop_wish_list_items:
    - {id: wli_3201, list_id: wl_3201, product_id: prd_3203, quantity_wanted: 1, priority: low, price_when_added: 12.99}
  music_artists:
    - {id: ar_3201, name: Marlowe Fields, genre: Indie Folk, country: US}
  music_albums:
    - {id: al_3201, title: Glass Orchard, artist_id: ar_3201, release_year: 2025, genre: Indie Folk, album_type: album}
    - {id: al_3202, title: Glass Orchard (Deluxe), artist_id: ar_3201, release_year: 2025, genre: Indie Folk, album_type: album}
    - {id: al_3203, title: Live at Thalia Hall, artist_id: ar_3201, release_year: 2023, genre: Indie Folk, album_type: album}
  music_tracks:
    - {id: trk_3201, title: Glass Orchard, album_id: al_3201, artist_id: ar_3201, track_number: 1, duration_sec: 230, genre: Indie Folk, popularity: 70}
    - {id: trk_3202, title: Glass Orchard, album_id: al_3202, artist_id: ar_3201, track_number: 1, duration_sec: 230, genre: Indie Folk, popularity: 52}
    - {id: trk_3203, title: Winter Pier, album_id: al_3202, artist_id: ar_3201, track_number: 11, duration_sec: 251, genre: Indie Folk, popularity: 60}
    - {id: trk_3204, title: Orchard Reprise, album_id: al_3202, artist_id: ar_3201, track_number: 12, duration_sec: 140, genre: Indie Folk, popularity: 41}
    - {id: trk_3205, title: Winter Pier (Live), album_id: al_3203, artist_id: ar_3201, track_number: 4, duration_sec: 280, genre: Indie Folk, popularity: 35}
rounds:
  - query: record store run 🎶 gonna send u the tags in a sec
    transition: once the assistant waits
  - query: >-
      which one has Winter Pier on it? want that one in my cart fr. and add the album with
      it to my music library so i can stream it till it ships
    images: [tag_black, tag_deluxe, label_page, shop_window]
    transition: once the right edition is in the cart and the right album in the library
  - query: lmaooo ok. do what he says
    images: [chat_devin]
    transition: once the vinyl is on the wish list instead of the cart
challenge:
  type: goal_change
  round: 3
  details: The vinyl is a gift now, so it leaves the cart and goes on the wish list; only the final state counts.
flow_type: compare
arrival_pattern: late
expected_changes:
  changes:
    - op: create
      table: shop_wish_list_items
      fields: {list_id: wl_3201, product_id: prd_3202, comment: reserved - D.}
      similarity: {comment: {method: contains, case_sensitive: false}}
    - {op: update, table: music_tracks, match: {id: trk_3202}, fields: {in_library: true}}
    - {op: update, table: music_tracks, match: {id: trk_3203}, fields: {in_library: true}}
    - {op: update, table: music_tracks, match: {id: trk_3204}, fields: {in_library: true}}
  ignore_columns: [music_tracks.added_to_library_at, shop_wish_list_items.price_when_added, shop_wish_list_items.priority]
completion_criteria: >-
  The cart ends empty; the Deluxe 2LP amber ($41.50, the only edition with Winter Pier) is
  on the Wish List (the CD entry untouched); Glass Orchard (Deluxe) is in the music library
  (not the standard album, not the live one).
expected_tools: [search_products, add_to_cart, search_music_catalog, add_album_to_music_library, remove_from_cart, add_to_wish_list]
oracle_solution:
  - round: 1
    steps: []
    reply: Ready when you are, send the tags.
  - round: 2
    steps:
      - tool: search_products
        arguments: {query: Glass Orchard Marlowe Fields}
      - tool: add_to_cart
        arguments: {product_id: prd_3202, quantity: 1}
        save_as: cart
      - tool: search_music_catalog
        arguments: {query: Glass Orchard Deluxe, kind: albums}
      - tool: add_album_to_music_library
        arguments: {album_id: al_3202}
    reply: >-
      Only the Deluxe 2LP (amber, 12 tracks, $41.50) has Winter Pier; the black LP ($27.99)
      stops at track 10. It's in your cart, and Glass Orchard (Deluxe) is in your library.
  - round: 3
    steps:
      - tool: remove_from_cart
        arguments: {cart_item_id: "{{cart.added.cart_item_id}}"}
      - tool: add_to_wish_list
        arguments: {product_id: prd_3202, list_id: wl_3201, comment: reserved - D.}
    reply: Took the Deluxe 2LP out of your cart and put it on your Wish List, so nobody doubles up. Act surprised 😄
tags: [errands, shopping, music, vinyl, price-tags, goal-change]
""",
    )


def err_phone_case_wallpaper(screens: Screens) -> Scenario:
    """Pick the photo whose main colour matches the new phone case from the order page, set
    it as both wallpapers and save it; then dark mode and bigger text as the sister asks."""
    sid = "err_phone_case_wallpaper"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "order_case",
        screens.order_page(
            "CaseCraft",
            "#CC-90412",
            [("Silicone case - Sunset Orange", "1", "$24.00"), ("Screen protector", "1", "$9.00")],
            total="$33.00",
            status="Delivered",
            date="Delivered Mon, Jun 2",
            description="Shop order page: CaseCraft order CC-90412 delivered Mon Jun 2, silicone case in Sunset Orange and a screen protector, total $33.00",
        ),
        decisive=["Sunset Orange"],
    )
    imgs.add(
        "photo_leaf",
        photos.photo(
            "leaf",
            seed=f"{sid}:leaf",
            size=(720, 1280),
            description="Photo of a backlit green leaf with veins; mostly green; no text",
        ),
    )
    imgs.add(
        "photo_flower",
        photos.photo(
            "orange_flower",
            seed=f"{sid}:flower",
            size=(720, 1280),
            description="Close-up photo of an orange flower; mostly orange; no text",
        ),
    )
    imgs.add(
        "photo_drop",
        photos.photo(
            "water_drop",
            seed=f"{sid}:drop",
            size=(720, 1280),
            description="Photo of a water drop splashing into blue water; mostly blue; no text",
        ),
    )
    imgs.add(
        "chat_sister",
        screens.chat(
            "Ama",
            [
                ("them", "Grandma Efua, the new phone is set up 😊", "17:20"),
                ("them", "if the screen is too bright at night, switch it to dark mode", "17:21"),
                (
                    "them",
                    "and make the letters Extra Large so you don't need your glasses",
                    "17:21",
                ),
            ],
            subtitle="WhatsApp",
            clock="17:30",
            description="Chat with granddaughter Ama: the new phone is set up; use dark mode at night; make the letters Extra Large",
        ),
        decisive=["Extra Large"],
    )
    return scenario(
        imgs,
        """
id: err_phone_case_wallpaper
title: Match the wallpaper to the new case's colour, save it, then dark mode and bigger text
description: >-
  A grandmother in Accra wants a wallpaper "the same colour as my new case". The order
  page says Sunset Orange; of three photos, the flower is the orange one (the leaf is green,
  the drop blue). It becomes both wallpapers and is saved as "Sunset"; then, following her
  granddaughter's message, dark mode and extra-large text. Distractors: a case colour of a
  previous order, two other photos.
domains: [vision, settings]
reference_time: "2025-06-03T17:35:00+00:00"
persona:
  owner: {first_name: Efua, last_name: Asante, phone: "+233245550117", email: efua.asante@gmail.com}
  description: Efua Asante, 71, retired midwife in Accra; first smartphone, set up by her granddaughter Ama.
  style: slow and careful, asks before and after, "my dear"
initial_entities:
  device_settings:
    - {id: device, appearance: light, text_size: medium, region: GB}
rounds:
  - query: >-
      My dear, my new phone case came. I want the picture on my phone to be the same colour
      as the case, on both screens. These are the pictures I like. And keep it on the phone,
      named after the colour of the case.
    images: [order_case, photo_leaf, photo_flower, photo_drop]
    transition: once the matching photo is the wallpaper and saved
    user_notes: If asked, you do not remember the colour's name; it is on the order page.
  - query: Ama sent me this. Can you do it for me?
    images: [chat_sister]
    transition: once dark mode and the text size are set
challenge:
  type: state_mutation
  details: The device settings row is updated (both wallpapers, appearance, text size).
flow_type: compare
arrival_pattern: mixed
expected_changes:
  ignore_columns: [saved_images.path]
  changes:
    - {op: update, table: device_settings, match: {id: device}, fields: {wallpaper_lock_image_id: img_2, wallpaper_home_image_id: img_2, appearance: dark, text_size: extra_large}}
    - op: create
      table: saved_images
      fields: {image_id: img_2, name: Sunset Orange}
      similarity: {name: {method: contains, case_sensitive: false}}
completion_criteria: >-
  The orange flower photo (img_2; the case is Sunset Orange) is the lock and home wallpaper
  and saved as "Sunset Orange"; appearance dark; text size extra large.
expected_tools: [get_dominant_colors, set_wallpaper, save_image, set_appearance_mode, set_text_size]
oracle_solution:
  - round: 1
    steps:
      - tool: get_dominant_colors
        arguments: {image_id: "{{image:photo_leaf}}", count: 3}
      - tool: get_dominant_colors
        arguments: {image_id: "{{image:photo_flower}}", count: 3}
      - tool: get_dominant_colors
        arguments: {image_id: "{{image:photo_drop}}", count: 3}
      - tool: set_wallpaper
        arguments: {image_id: "{{image:photo_flower}}", location: both}
      - tool: save_image
        arguments: {image_id: "{{image:photo_flower}}", name: Sunset Orange}
    reply: >-
      Your case is Sunset Orange, so I chose the orange flower (the leaf is green and the
      water drop blue). It is now on both screens and saved as "Sunset Orange".
  - round: 2
    steps:
      - tool: set_appearance_mode
        arguments: {mode: dark}
      - tool: set_text_size
        arguments: {size: extra_large}
    reply: Done, my dear. The phone is in dark mode and the letters are Extra Large.
tags: [errands, vision, settings, colours, wallpaper, accessibility]
""",
    )


def err_tax_docs_checklist(screens: Screens) -> Scenario:
    """An accountant's checklist asks for the 2024 forms named a certain way: of the photos
    the user sends, one form is from 2023 and is not filed; the others go into the tax
    folder and the accountant gets a reply listing what's missing."""
    sid = "err_tax_docs_checklist"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "checklist_email",
        screens.email(
            "Dana Whitfield, CPA <dana@whitfieldtax.example>",
            "2024 return: documents I need",
            "Feb 18, 2025",
            [
                "Hi Marco, please put these in the shared folder 'Ricci 2024 taxes', named exactly:",
                "W2_Employer_2024.jpg (your W-2), 1099INT_Bank_2024.jpg (bank interest), 1098_Mortgage_2024.jpg (mortgage interest).",
                "Reply to this email when done and tell me if anything is missing. Thanks! Dana",
            ],
            to="marco.ricci@comcast.example",
            description=(
                "Accountant's email of Feb 18, 2025: put documents in the shared folder 'Ricci 2024 "
                "taxes' named W2_Employer_2024.jpg, 1099INT_Bank_2024.jpg, 1098_Mortgage_2024.jpg; "
                "reply when done and say what is missing"
            ),
        ),
        decisive=["W2_Employer_2024.jpg", "1099INT_Bank_2024.jpg", "1098_Mortgage_2024.jpg"],
    )
    imgs.add(
        "form_w2",
        documents.form(
            "Form W-2 Wage and Tax Statement 2024",
            [
                ("Employer", "Lakeshore Logistics LLC"),
                ("Employee", "Marco Ricci"),
                ("Wages", "78,412.50"),
                ("Federal tax withheld", "9,870.00"),
            ],
            subtitle="Copy B - To Be Filed With Employee's FEDERAL Tax Return",
            handwritten=False,
            description="Form W-2 2024: employer Lakeshore Logistics LLC, employee Marco Ricci, wages 78,412.50, federal tax withheld 9,870.00",
        ),
        decisive=["W-2", "2024"],
    )
    imgs.add(
        "form_1099",
        documents.form(
            "Form 1099-INT Interest Income 2023",
            [
                ("Payer", "Prairie State Bank"),
                ("Recipient", "Marco Ricci"),
                ("Interest income", "212.37"),
            ],
            subtitle="Copy B - For Recipient",
            handwritten=False,
            description="Form 1099-INT for 2023 (not 2024): payer Prairie State Bank, recipient Marco Ricci, interest 212.37",
        ),
        decisive=["1099-INT", "2023"],
    )
    imgs.add(
        "form_1098",
        documents.form(
            "Form 1098 Mortgage Interest Statement 2024",
            [
                ("Lender", "Heartland Home Loans"),
                ("Borrower", "Marco Ricci"),
                ("Mortgage interest", "11,904.16"),
            ],
            subtitle="Copy B - For Payer/Borrower",
            handwritten=False,
            description="Form 1098 for 2024: lender Heartland Home Loans, borrower Marco Ricci, mortgage interest 11,904.16",
        ),
        decisive=["1098", "2024"],
    )
    imgs.add(
        "desk_photo",
        photos.photo(
            "wood_deck",
            seed=f"{sid}:desk",
            description="Photo of a worn wooden desk top with nothing on it; no text",
        ),
    )
    return scenario(
        imgs,
        """
id: err_tax_docs_checklist
title: File the tax forms the accountant asked for, check their year, and tell her what's missing
description: >-
  A warehouse manager in Illinois sends photos of his tax forms after his accountant's
  checklist. The W-2 and 1098 are for 2024 and are saved in the shared folder under the
  exact names; the 1099-INT photo is the 2023 form, so it is not filed and the reply to the
  accountant says the 2024 1099-INT is missing. Distractors: the 2023 taxes folder, an
  older email from the accountant, a file with a near-identical name.
domains: [files, email]
reference_time: "2025-02-20T20:05:00-06:00"
persona:
  owner: {first_name: Marco, last_name: Ricci, phone: "+16305550119", email: marco.ricci@comcast.example}
  description: Marco Ricci, 48, warehouse operations manager in Naperville, Illinois; does his taxes with a CPA every February.
  style: short, practical, slightly impatient
initial_entities:
  drive_folders:
    - {id: fld_3401, name: Ricci 2024 taxes, my_permission: edit}
    - {id: fld_3402, name: Ricci 2023 taxes, my_permission: edit}
  drive_files:
    - {id: fil_3401, name: W2_Employer_2023.jpg, folder_id: fld_3402, mime_type: image/jpeg, size_bytes: 812000}
    - {id: fil_3402, name: Engagement_letter_2024.pdf, folder_id: fld_3401, mime_type: application/pdf, size_bytes: 120000}
  email_folders:
    - {id: ef_3401, name: Inbox, role: inbox}
    - {id: ef_3402, name: Sent, role: sent}
  emails:
    - {id: em_3401, thread_id: th_3401, folder_id: ef_3401, status: received, from_address: dana@whitfieldtax.example, from_name: "Dana Whitfield, CPA", to_addresses: [marco.ricci@comcast.example], subject: "2024 return: documents I need", body: "Hi Marco, please put these in the shared folder 'Ricci 2024 taxes' ... Reply to this email when done and tell me if anything is missing.", sent_at: "2025-02-18T09:12:00-06:00", is_read: true}
    - {id: em_3402, thread_id: th_3402, folder_id: ef_3401, status: received, from_address: dana@whitfieldtax.example, from_name: "Dana Whitfield, CPA", to_addresses: [marco.ricci@comcast.example], subject: "2023 return filed", body: "Your 2023 return was accepted.", sent_at: "2024-04-02T10:00:00-05:00", is_read: true}
rounds:
  - query: Got this from my accountant.
    images: [checklist_email]
    transition: once the assistant has summarised what she needs
  - query: >-
      Took pics of what I found on my desk. File them like she wants and answer her.
    images: [form_w2, form_1099, form_1098, desk_photo]
    transition: once the right forms are filed and the accountant has a reply
    user_notes: If asked about the 1099-INT, you only have the one you photographed.
challenge:
  type: none
flow_type: validate
arrival_pattern: progressive
expected_changes:
  changes:
    - {op: create, table: drive_files, fields: {name: W2_Employer_2024.jpg, folder_id: fld_3401, image_id: img_1}}
    - {op: create, table: drive_files, fields: {name: 1098_Mortgage_2024.jpg, folder_id: fld_3401, image_id: img_3}}
    - op: create
      table: emails
      fields: {in_reply_to_id: em_3401, status: sent, body: 1099-INT}
      similarity: {body: {method: contains, case_sensitive: false}}
completion_criteria: >-
  W2_Employer_2024.jpg (img_1) and 1098_Mortgage_2024.jpg (img_3) in 'Ricci 2024 taxes'; the
  1099-INT photo (a 2023 form) not filed; a reply to Dana's checklist email saying the 2024
  1099-INT is missing.
expected_tools: [search_files, save_image_to_files, search_emails, reply_to_email]
oracle_solution:
  - round: 1
    steps: []
    reply: >-
      Dana wants three 2024 forms in the shared folder 'Ricci 2024 taxes': your W-2 as
      W2_Employer_2024.jpg, the bank's 1099-INT as 1099INT_Bank_2024.jpg and the mortgage
      1098 as 1098_Mortgage_2024.jpg, then a reply saying what's missing.
  - round: 2
    steps:
      - tool: search_files
        arguments: {query: Ricci 2024 taxes, include_folders: true}
      - tool: save_image_to_files
        arguments: {image_id: "{{image:form_w2}}", folder_id: fld_3401, name: W2_Employer_2024.jpg}
      - tool: save_image_to_files
        arguments: {image_id: "{{image:form_1098}}", folder_id: fld_3401, name: 1098_Mortgage_2024.jpg}
      - tool: search_emails
        arguments: {query: documents I need}
      - tool: reply_to_email
        arguments: {email_id: em_3401, body: "Hi Dana, the W-2 and the 1098 for 2024 are in the shared folder. The 1099-INT I have is the 2023 one, so the 2024 1099-INT from Prairie State Bank is still missing. I'll send it when it arrives. Marco"}
    reply: >-
      Filed the 2024 W-2 and 1098 under Dana's names. The 1099-INT in your photo is the
      2023 form, so I didn't file it and told Dana the 2024 1099-INT is still missing.
tags: [errands, files, email, taxes, forms, validate]
""",
    )


# =========================================================================== batch 7


def err_band_rehearsal_slot(screens: Screens) -> Scenario:
    """Cross-reference the band's availability grid with the studio's free slots: the user
    says Thursday works for everyone, the grid says only Tuesday does. Book it, tell the
    band, and make the rehearsal playlist from the whiteboard."""
    sid = "err_band_rehearsal_slot"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "availability",
        charts.table(
            "Who can rehearse next week? (evenings)",
            ["Day", "Maya", "Olek", "Tunde", "Me"],
            [
                ["Mon 16", "yes", "no", "yes", "yes"],
                ["Tue 17", "yes", "yes", "yes", "yes"],
                ["Wed 18", "no", "yes", "yes", "yes"],
                ["Thu 19", "yes", "no", "yes", "yes"],
                ["Fri 20", "yes", "yes", "no", "yes"],
            ],
            description=(
                "Band availability table for next week's evenings: Mon 16 Olek no; Tue 17 everyone "
                "yes; Wed 18 Maya no; Thu 19 Olek no; Fri 20 Tunde no"
            ),
        ),
        decisive=["Tue 17", "Thu 19"],
    )
    imgs.add(
        "studio_slots",
        screens.list_screen(
            "Basement Sound Studio - Room B",
            [
                ("Mon 16 June", "20:00-22:00 free"),
                ("Tue 17 June", "19:00-21:00 free"),
                ("Thu 19 June", "20:00-22:00 free"),
                ("Fri 20 June", "fully booked"),
            ],
            subtitle="Free slots next week · £24/hour",
            kind="booking_app",
            width=520,
            description=(
                "Studio booking app, Basement Sound Studio Room B, free slots: Mon 16 June 20:00-22:00, "
                "Tue 17 June 19:00-21:00, Thu 19 June 20:00-22:00; Fri 20 June fully booked; £24/hour"
            ),
        ),
        decisive=["Tue 17 June", "19:00-21:00"],
    )
    imgs.add(
        "whiteboard",
        photos.composite(
            "brick",
            ["NEXT REHEARSAL", "1. Copper Sky", "2. Tidewater", "3. Neon Chapel (new!)"],
            seed=f"{sid}:wb",
            style="whiteboard",
            panel_width=0.7,
            tilt=0.03,
            kind="whiteboard_photo",
            description="Photo of a whiteboard in the rehearsal room: next rehearsal - 1 Copper Sky, 2 Tidewater, 3 Neon Chapel (new!)",
        ),
        decisive=["Copper Sky", "Tidewater", "Neon Chapel"],
    )
    imgs.add(
        "chat_maya",
        screens.chat(
            "The Late Trains 🚂",
            [
                ("Maya", "filled in the grid, pick whatever works for all 4 of us", "12:10"),
                ("Tunde", "and make us a playlist of the board songs so we can practise", "12:12"),
            ],
            subtitle="Maya, Olek, Tunde",
            clock="12:20",
            description="Group chat The Late Trains (Maya, Olek, Tunde): pick what works for all four; make a playlist of the whiteboard songs to practise",
        ),
    )
    return scenario(
        imgs,
        """
id: err_band_rehearsal_slot
title: Find the evening that suits the whole band and the studio, book it in the calendar, tell the band, make the practice playlist
description: >-
  A guitarist in Leeds thinks Thursday works for everyone; the availability grid shows
  the bassist can't do Thursday and only Tuesday suits all four, and the studio is free
  Tuesday 19:00-21:00. The agent puts that in the calendar, tells the band's group chat,
  and makes a practice playlist from the whiteboard. Distractors: another band chat, a
  song with the same title by another artist, a Thursday pub quiz in the calendar.
domains: [calendar, messages, music]
reference_time: "2025-06-12T12:30:00+01:00"
persona:
  owner: {first_name: Priyanka, last_name: Shah, phone: "+447700900512", email: priyanka.shah@leedsmail.example}
  description: Priyanka Shah, 26, junior architect in Leeds, guitarist in the covers-and-originals band The Late Trains.
  style: breezy, British, lots of "cheers" and dashes
initial_entities:
  calendars:
    - {id: cal_3501, name: Personal, is_default: true}
  calendar_events:
    - {id: ev_3501, calendar_id: cal_3501, title: Pub quiz, start_at: "2025-06-19T20:00:00+01:00", end_at: "2025-06-19T22:30:00+01:00", location: The Brudenell}
    - {id: ev_3502, calendar_id: cal_3501, title: Band rehearsal, start_at: "2025-06-03T19:00:00+01:00", end_at: "2025-06-03T21:00:00+01:00", location: Basement Sound Studio}
  message_threads:
    - {id: thr_3501, name: The Late Trains 🚂, participants: ["+447700900601", "+447700900602", "+447700900603"], is_group: true}
    - {id: thr_3502, name: Uni netball, participants: ["+447700900611", "+447700900612"], is_group: true}
  messages:
    - {id: msg_3501, thread_id: thr_3501, direction: incoming, sender: "+447700900601", body: "filled in the grid, pick whatever works for all 4 of us", sent_at: "2025-06-12T12:10:00+01:00", status: received, is_read: true}
  contacts:
    - {id: ct_3501, first_name: Maya, last_name: Okafor}
    - {id: ct_3502, first_name: Olek, last_name: Nowak}
    - {id: ct_3503, first_name: Tunde, last_name: Bello}
  contact_phones:
    - {id: ph_3501, contact_id: ct_3501, label: mobile, number: "+447700900601", is_primary: true}
    - {id: ph_3502, contact_id: ct_3502, label: mobile, number: "+447700900602", is_primary: true}
    - {id: ph_3503, contact_id: ct_3503, label: mobile, number: "+447700900603", is_primary: true}
  music_artists:
    - {id: ar_3501, name: Marigold Static, genre: Indie Rock, country: GB}
    - {id: ar_3502, name: Harbour Parade, genre: Pop, country: IE}
  music_albums:
    - {id: al_3501, title: Copper Sky, artist_id: ar_3501, release_year: 2023, genre: Indie Rock, album_type: album}
    - {id: al_3502, title: Parade, artist_id: ar_3502, release_year: 2021, genre: Pop, album_type: album}
  music_tracks:
    - {id: trk_3501, title: Copper Sky, album_id: al_3501, artist_id: ar_3501, track_number: 1, duration_sec: 214, genre: Indie Rock, popularity: 72}
    - {id: trk_3502, title: Tidewater, album_id: al_3501, artist_id: ar_3501, track_number: 2, duration_sec: 240, genre: Indie Rock, popularity: 66}
    - {id: trk_3503, title: Neon Chapel, album_id: al_3501, artist_id: ar_3501, track_number: 6, duration_sec: 255, genre: Indie Rock, popularity: 58}
    - {id: trk_3504, title: Tidewater, album_id: al_3502, artist_id: ar_3502, track_number: 3, duration_sec: 199, genre: Pop, popularity: 80}
rounds:
  - query: >-
      Right - band admin time. Thursday's the one that works for all of us I reckon, so book
      that in my calendar and tell the group. Here's the grid, the studio app and the chat.
    images: [availability, studio_slots, chat_maya]
    transition: once the rehearsal is in the calendar and the band is told
    user_notes: If the assistant points out Olek can't do Thursday and only Tuesday works, agree - Tuesday it is.
  - query: Cheers! And the playlist Tunde wants - songs off the board, the Marigold Static versions.
    images: [whiteboard]
    transition: once the practice playlist exists
challenge:
  type: error_correction
  round: 1
  details: The user thinks Thursday works for everyone; the grid shows Olek (bass) can't do Thursday, only Tuesday 17 suits all four and the studio is free 19:00-21:00.
  wrong_detail: Thursday works for all of us
  correct_detail: only Tue 17 June works for all four; studio free 19:00-21:00
flow_type: cross_reference
arrival_pattern: mixed
expected_changes:
  ignore_columns: [music_playlist_tracks.position, music_playlist_tracks.added_at]
  changes:
    - op: create
      table: calendar_events
      fields: {calendar_id: cal_3501, start_at: "2025-06-17T19:00:00", end_at: "2025-06-17T21:00:00", location: Basement Sound Studio}
      similarity: {location: {method: contains, case_sensitive: false}}
    - op: create
      table: messages
      fields: {thread_id: thr_3501, direction: outgoing, body: Tue}
      similarity: {body: {method: contains, case_sensitive: false}}
    - op: create
      table: music_playlists
      fields: {}
    - {op: create, table: music_playlist_tracks, fields: {track_id: trk_3501}}
    - {op: create, table: music_playlist_tracks, fields: {track_id: trk_3502}}
    - {op: create, table: music_playlist_tracks, fields: {track_id: trk_3503}}
completion_criteria: >-
  A Personal event Tue 17 June 2025 19:00-21:00 at Basement Sound Studio (not Thursday);
  a message in The Late Trains group naming Tuesday; a playlist with Copper Sky, Tidewater
  and Neon Chapel by Marigold Static (not Harbour Parade's Tidewater).
expected_tools: [create_calendar_event, list_message_threads, send_message_to_thread, search_music_catalog, create_music_playlist]
oracle_solution:
  - round: 1
    steps:
      - tool: create_calendar_event
        arguments: {title: Band rehearsal - The Late Trains, start: "2025-06-17T19:00:00", end: "2025-06-17T21:00:00", location: "Basement Sound Studio, Room B", calendar_id: cal_3501}
      - tool: list_message_threads
        arguments: {}
      - tool: send_message_to_thread
        arguments: {thread_id: thr_3501, body: "Rehearsal: Tue 17 June, 19:00-21:00, Basement Sound Studio Room B - the only evening that works for all 4 of us. See you there!"}
    reply: >-
      Quick heads-up: Olek marked Thursday as a no, so the only evening that works for all
      four is Tuesday 17 June, and the studio has Room B free 19:00-21:00. Booked that in
      your calendar and told The Late Trains.
  - round: 2
    steps:
      - tool: search_music_catalog
        arguments: {query: Marigold Static, kind: songs}
      - tool: create_music_playlist
        arguments: {name: The Late Trains - practice, track_ids: [trk_3501, trk_3502, trk_3503]}
    reply: '"The Late Trains - practice" has Copper Sky, Tidewater and Neon Chapel, all Marigold Static versions.'
tags: [errands, calendar, messages, music, band, cross-reference]
""",
    )


def err_krakow_folder(screens: Screens) -> Scenario:
    """Cross-reference the trip folder with the confirmations: only the missing tickets are
    saved, the hotel goes in Maps; then the tickets move to a subfolder instead."""
    sid = "err_krakow_folder"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "folder_screen",
        screens.list_screen(
            "Kraków 2025",
            [
                ("flights_WAW-KRK.pdf", "212 KB"),
                ("hotel_Stare_Miasto.pdf", "96 KB"),
                ("packing.txt", "2 KB"),
            ],
            subtitle="iCloud Drive · 3 items",
            kind="files_app",
            description="Files app screenshot of the folder Kraków 2025: flights_WAW-KRK.pdf, hotel_Stare_Miasto.pdf, packing.txt",
        ),
        decisive=["hotel_Stare_Miasto.pdf"],
    )
    imgs.add(
        "train_ticket",
        documents.ticket(
            "PKP INTERCITY",
            [
                ("From", "Warszawa Centralna"),
                ("To", "Kraków Główny"),
                ("Date", "Fri 10 Oct 2025"),
                ("Train", "EIP 1301"),
                ("Car / Seat", "5 / 44"),
            ],
            title="Express InterCity Premium",
            code="PKP-EIP1301-8841",
            accent=(20, 60, 120),
            description="Train ticket: PKP Intercity EIP 1301, Warszawa Centralna to Kraków Główny, Fri 10 Oct 2025, car 5 seat 44",
        ),
        decisive=["EIP 1301"],
    )
    imgs.add(
        "museum_ticket",
        documents.ticket(
            "WIELICZKA SALT MINE",
            [
                ("Tour", "Tourist Route, English"),
                ("Date", "Sat 11 Oct 2025"),
                ("Time", "11:30"),
                ("Visitors", "2 adults"),
            ],
            title="Entry ticket",
            code="WSM-1110-2207",
            accent=(110, 80, 40),
            description="Entry ticket: Wieliczka Salt Mine, tourist route in English, Sat 11 Oct 2025, 11:30, 2 adults",
        ),
        decisive=["WIELICZKA SALT MINE"],
    )
    imgs.add(
        "hotel_booking",
        screens.booking(
            "Hotel Stare Miasto",
            "Booking confirmed",
            [
                ("Check-in", "Fri 10 Oct 2025"),
                ("Check-out", "Sun 12 Oct 2025"),
                ("Address", "ul. Floriańska 21, Kraków"),
            ],
            reference="HSM-55120",
            description="Hotel booking confirmation: Hotel Stare Miasto, Fri 10 to Sun 12 Oct 2025, ul. Floriańska 21, Kraków",
        ),
        decisive=["Hotel Stare Miasto"],
    )
    imgs.add(
        "courtyard",
        photos.photo(
            "brick",
            seed=f"{sid}:wall",
            description="Photo of an old grey brick wall in a courtyard; no text",
        ),
    )
    return scenario(
        imgs,
        """
id: err_krakow_folder
title: Save only the trip confirmations missing from the folder, add the hotel to Maps, then move the tickets to the Tickets folder
description: >-
  A Warsaw teacher checks her Kraków trip folder (first round, no pictures), then sends the
  folder screenshot and three confirmations. The hotel booking is already in the folder;
  the train and salt-mine tickets are not, so only they are saved (named after what they
  are); the hotel is saved in Maps. Then she wants the tickets in the trip's Tickets
  subfolder instead. Distractors: last year's Gdańsk folder with its own Tickets folder, a
  Hotel Stare Miasto in Warsaw.
domains: [files, web]
reference_time: "2025-10-06T19:40:00+02:00"
persona:
  owner: {first_name: Agnieszka, last_name: Wójcik, phone: "+48601550277", email: agnieszka.wojcik@wp.example}
  description: Agnieszka Wójcik, 42, primary-school teacher in Warsaw, taking her mother to Kraków for a weekend.
  style: organised, numbered lists, polite
initial_entities:
  drive_folders:
    - {id: fld_3601, name: Trips}
    - {id: fld_3602, name: Kraków 2025, parent_id: fld_3601}
    - {id: fld_3603, name: Gdańsk 2024, parent_id: fld_3601}
    - {id: fld_3604, name: Tickets, parent_id: fld_3602}
    - {id: fld_3605, name: Tickets, parent_id: fld_3603}
  drive_files:
    - {id: fil_3601, name: flights_WAW-KRK.pdf, folder_id: fld_3602, mime_type: application/pdf, size_bytes: 212000}
    - {id: fil_3602, name: hotel_Stare_Miasto.pdf, folder_id: fld_3602, mime_type: application/pdf, size_bytes: 96000}
    - {id: fil_3603, name: packing.txt, folder_id: fld_3602, mime_type: text/plain, size_bytes: 2000, content: "passport, charger, mum's pills"}
    - {id: fil_3604, name: train_ticket_Gdansk.jpg, folder_id: fld_3603, mime_type: image/jpeg, size_bytes: 420000}
  places:
    - {id: plc_3601, name: Hotel Stare Miasto, category: hotel, address: ul. Floriańska 21, city: Kraków, latitude: 50.0632, longitude: 19.9397, rating: 4.5, review_count: 3120, price_level: 3}
    - {id: plc_3602, name: Hotel Stare Miasto Warszawa, category: hotel, address: ul. Piwna 4, city: Warsaw, latitude: 52.2487, longitude: 21.0131, rating: 4.1, review_count: 840, price_level: 2}
rounds:
  - query: 1) Do I already have a folder for the Kraków trip in my Files?
    transition: once the assistant has found the folder
  - query: >-
      2) These are all my confirmations and what the folder looks like now. Please save the
      ones that are not in the folder yet, with clear names, and add the hotel to my Maps
      as "Hotel Kraków". The last photo is just the courtyard, it's lovely.
    images: [folder_screen, train_ticket, museum_ticket, hotel_booking, courtyard]
    transition: once the missing tickets are saved and the hotel is in Maps
  - query: 3) On second thought, please put the two new tickets in the trip's Tickets folder.
    transition: once the tickets are in the subfolder
challenge:
  type: goal_change
  round: 3
  details: The tickets saved in the trip folder move into its Tickets subfolder; only the final location counts.
flow_type: cross_reference
arrival_pattern: late
expected_changes:
  ignore_columns: [drive_folders.modified_at, drive_files.modified_at]
  changes:
    - op: create
      table: drive_files
      fields: {image_id: img_1, name: EIP 1301, folder_id: fld_3604}
      similarity: {name: {method: contains, case_sensitive: false}}
    - op: create
      table: drive_files
      fields: {image_id: img_2, name: Wieliczka, folder_id: fld_3604}
      similarity: {name: {method: contains, case_sensitive: false}}
    - {op: create, table: saved_places, fields: {place_id: plc_3601, label: Hotel Kraków}}
completion_criteria: >-
  The train ticket (EIP 1301) and the Wieliczka Salt Mine ticket saved as images inside
  Kraków 2025/Tickets (not Gdańsk 2024/Tickets; not the hotel booking, already there as hotel_Stare_Miasto.pdf, and
  not the courtyard photo); Hotel Stare Miasto in Kraków (not Warsaw) saved as "Hotel
  Kraków".
expected_tools: [search_files, save_image_to_files, search_places, save_place, list_drive_folder, move_file]
oracle_solution:
  - round: 1
    steps:
      - tool: search_files
        arguments: {query: Kraków, include_folders: true}
    reply: Yes, "Kraków 2025" in Trips, with flights_WAW-KRK.pdf, hotel_Stare_Miasto.pdf and packing.txt.
  - round: 2
    steps:
      - tool: save_image_to_files
        arguments: {image_id: "{{image:train_ticket}}", folder_id: fld_3602, name: Train EIP 1301 Warszawa-Krakow 10 Oct.png}
        save_as: f1
      - tool: save_image_to_files
        arguments: {image_id: "{{image:museum_ticket}}", folder_id: fld_3602, name: Wieliczka Salt Mine 11 Oct 1130.png}
        save_as: f2
      - tool: search_places
        arguments: {query: Hotel Stare Miasto Kraków}
      - tool: save_place
        arguments: {place_id: plc_3601, label: Hotel Kraków}
    reply: >-
      The hotel booking is already in the folder (hotel_Stare_Miasto.pdf), so I saved only
      the two new ones: the train ticket (EIP 1301) and the Wieliczka Salt Mine ticket. Hotel
      Stare Miasto on ul. Floriańska is in your Maps as "Hotel Kraków". Lovely courtyard!
  - round: 3
    steps:
      - tool: list_drive_folder
        arguments: {folder_id: fld_3602}
      - tool: move_file
        arguments: {file_id: "{{f1.id}}", destination_folder_id: fld_3604}
      - tool: move_file
        arguments: {file_id: "{{f2.id}}", destination_folder_id: fld_3604}
    reply: Both tickets are now in Kraków 2025/Tickets.
tags: [errands, files, web, travel, cross-reference, goal-change]
""",
    )


def err_fireworks_cat_music(screens: Screens) -> Scenario:
    """The vet's handout for fireworks night: the calming track on repeat at the stated
    volume until the fireworks end (poster); the neighbour says they run later."""
    sid = "err_fireworks_cat_music"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "vet_handout",
        documents.poster(
            "Fireworks night: calm cats",
            [
                "Play 'Purr Harmonics' (Feline Calm Project)",
                "Repeat the one track. Volume: 30",
                "Keep it on until the last firework",
                "Close curtains, offer a hiding box",
            ],
            kicker="WILLOWBANK VETS",
            footer="Questions? 0113 496 0331",
            palette=((40, 70, 90), (255, 210, 120), (250, 250, 250)),
            kind="infographic",
            description=(
                "Vet practice handout: for fireworks night play Purr Harmonics by Feline Calm "
                "Project, repeat the one track at volume 30, keep it on until the last firework; "
                "close curtains, offer a hiding box"
            ),
        ),
        decisive=["Purr Harmonics", "30"],
    )
    imgs.add(
        "fireworks_poster",
        photos.composite(
            "storm",
            ["ROUNDHAY PARK BONFIRE", "Wed 5 November", "Fireworks 19:00 - 20:30"],
            seed=f"{sid}:poster",
            style="sign",
            accent=(200, 80, 20),
            panel_width=0.74,
            tilt=0.03,
            kind="poster_photo",
            description="Photo of a poster under a stormy sky: Roundhay Park Bonfire, Wed 5 November, fireworks 19:00-20:30",
        ),
        decisive=["Fireworks 19:00 - 20:30"],
    )
    imgs.add(
        "cat_photo",
        photos.photo(
            "chelsea",
            seed=f"{sid}:cat",
            crop=(0.2, 0.0, 1.0, 1.0),
            description="Photo of a wide-eyed ginger tabby cat looking to the side, tense; no text",
        ),
    )
    imgs.add(
        "album_screen",
        music_screen(
            screens,
            "Feline Calm Project",
            [
                ("Purr Harmonics", "Calm for Cats", "12:04"),
                ("Purr Harmonics (Short Edit)", "Calm for Cats", "3:30"),
                ("Soft Paws", "Calm for Cats", "10:12"),
            ],
            subtitle="Artist · Ambient",
            dark=False,
            description="Music app artist page of Feline Calm Project: Purr Harmonics 12:04, Purr Harmonics (Short Edit) 3:30, Soft Paws 10:12",
        ),
    )
    imgs.add(
        "chat_neighbour",
        screens.chat(
            "Gwen next door",
            [
                (
                    "them",
                    "heads up, council says the fireworks now run till 21:15 (delayed start)",
                    "19:20",
                ),
                ("them", "poor Toffee 😿", "19:20"),
            ],
            subtitle="SMS",
            clock="19:22",
            description="Text from Gwen next door: the council says the fireworks now run until 21:15 (delayed start)",
        ),
        decisive=["21:15"],
    )
    return scenario(
        imgs,
        """
id: err_fireworks_cat_music
title: Calm the cat through the fireworks - the vet's track on repeat at the right volume until they end, then longer
description: >-
  On bonfire night in Leeds a cat owner asks which calming playlists she has (first round,
  no pictures), then at 19:02 sends the vet's handout, the fireworks poster, a photo of her
  scared cat and the artist page: the full Purr Harmonics (not the short edit) plays on
  repeat-one at volume 30 with a sleep timer until 20:30. Her neighbour then says the
  fireworks run until 21:15, so the timer is extended. Distractors: the short edit, an
  old "Calm" playlist, another track by the same artist.
domains: [music]
reference_time: "2025-11-05T19:02:00+00:00"
persona:
  owner: {first_name: Bronwen, last_name: Pryce, phone: "+447700900733", email: bronwen.pryce@btinternet.example}
  description: Bronwen Pryce, 58, Welsh-born school librarian in Leeds; her cat Toffee hates fireworks.
  style: worried, warm, long run-on sentences
initial_entities:
  music_artists:
    - {id: ar_3701, name: Feline Calm Project, genre: Ambient, country: GB}
  music_albums:
    - {id: al_3701, title: Calm for Cats, artist_id: ar_3701, release_year: 2022, genre: Ambient, album_type: album}
  music_tracks:
    - {id: trk_3701, title: Purr Harmonics, album_id: al_3701, artist_id: ar_3701, track_number: 1, duration_sec: 724, genre: Ambient, popularity: 61}
    - {id: trk_3702, title: Purr Harmonics (Short Edit), album_id: al_3701, artist_id: ar_3701, track_number: 2, duration_sec: 210, genre: Ambient, popularity: 48}
    - {id: trk_3703, title: Soft Paws, album_id: al_3701, artist_id: ar_3701, track_number: 3, duration_sec: 612, genre: Ambient, popularity: 40}
  music_playlists:
    - {id: pl_3701, name: Calm, description: rainy Sunday, created_at: "2024-02-01T10:00:00+00:00"}
  music_playlist_tracks:
    - {id: plt_3701, playlist_id: pl_3701, track_id: trk_3703, position: 1}
  music_player:
    - {id: player, is_playing: false, volume: 70, repeat_mode: "off", shuffle: false}
rounds:
  - query: Have I got any calming music saved, playlists I mean, for Toffee?
    transition: once the assistant has answered
  - query: >-
      Oh it's started already, the bangs, she's under the bed, the vet gave me this sheet and
      here's the poster from the park, please just do what the vet says, here she is poor
      thing, and that's the artist they mean
    images: [vet_handout, fireworks_poster, cat_photo, album_screen]
    transition: once the track plays on repeat at the right volume with a timer until the end
  - query: Gwen just texted me this, can you make it last?
    images: [chat_neighbour]
    transition: once the timer runs until the new end
challenge:
  type: goal_change
  round: 3
  details: The fireworks now end at 21:15 instead of 20:30, so the sleep timer moves; only the final timer counts.
flow_type: compute
arrival_pattern: late
expected_changes:
  ignore_tables: [music_listening_history, music_queue]
  ignore_columns: [music_player.played_track_ids, music_player.position_sec, music_player.context_type, music_player.context_id, music_player.is_playing, music_player.sleep_timer_end_of_track]
  changes:
    - op: update
      table: music_player
      match: {id: player}
      fields: {now_playing_track_id: trk_3701, repeat_mode: one, volume: 30, sleep_timer_ends_at: "2025-11-05T21:15:00+00:00"}
completion_criteria: >-
  Purr Harmonics (full, not the short edit) playing on repeat-one at volume 30 with a sleep
  timer ending at 21:15 (first 20:30 per the poster, extended after Gwen's text); the Calm
  playlist untouched.
expected_tools: [list_music_playlists, search_music_catalog, play_music_track, set_music_repeat, set_music_volume, set_music_sleep_timer]
oracle_solution:
  - round: 1
    steps:
      - tool: list_music_playlists
        arguments: {}
    reply: You have one playlist, "Calm" (rainy Sunday), with Soft Paws by Feline Calm Project.
  - round: 2
    steps:
      - tool: search_music_catalog
        arguments: {query: Purr Harmonics, kind: songs}
      - tool: play_music_track
        arguments: {track_id: trk_3701}
      - tool: set_music_repeat
        arguments: {mode: one}
      - tool: set_music_volume
        arguments: {level: 30}
      - tool: set_music_sleep_timer
        arguments: {minutes: 88}
    reply: >-
      Purr Harmonics (the full 12-minute track) is playing on repeat at volume 30, with a
      sleep timer until 20:30 when the fireworks end. Curtains closed and a box to hide in
      will help too.
  - round: 3
    steps:
      - tool: set_music_sleep_timer
        arguments: {minutes: 133}
    reply: "Extended: the music now stops at 21:15, when Gwen says the fireworks finish."
tags: [errands, music, pets, fireworks, compute, timer]
""",
    )


# =========================================================================== batch 8


def parking_map(screens: Screens, level: str, highlight_zone: str, *, description: str) -> Drawing:
    """A car park level plan: zones A-D with bay ranges, lifts and pay stations."""
    zones = [("A", "1-20"), ("B", "21-40"), ("C", "41-60"), ("D", "61-80")]
    cells = "".join(
        f"<div class='z'><div class='zn'>Zone {z}</div><div>Bays {r}</div></div>" for z, r in zones
    )
    css = """
    .plan { display: grid; grid-template-columns: 1fr 1fr; gap: 14px; padding: 18px; }
    .z { border: 3px solid #345; border-radius: 8px; padding: 26px 18px; font-size: 22px; background: #f4f7fa; }
    .zn { font-weight: bold; font-size: 26px; }
    .legend { padding: 0 18px 18px; font-size: 18px; }
    """
    body = (
        f"<div class='bar'><h1>Westfield Square Car Park - Level {esc(level)}</h1>"
        "<div class='sub'>Lifts between Zones B and C · Pay stations at every lift</div></div>"
        f"<div class='plan'>{cells}</div>"
        "<div class='legend'>Exit ramp: Zone D · Pay before you return to your car</div>"
    )
    return screens.render(
        body,
        kind="floor_plan",
        css=css,
        width=640,
        description=description,
        category="docs_charts_tables",
    )


def err_car_park_arrow(screens: Screens) -> Scenario:
    """Mark the parking spot on the car park plan and send it to the partner; the user says
    level 2, the sign says P3; a reminder to pay before the ticket's free period ends."""
    sid = "err_car_park_arrow"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "level_sign",
        photos.composite(
            "brick",
            ["LEVEL P3", "ZONE C", "BAYS 41-60"],
            seed=f"{sid}:sign",
            style="sign",
            accent=(230, 170, 0),
            panel_width=0.55,
            tilt=0.03,
            description="Photo of a car park pillar sign on a brick wall: Level P3, Zone C, bays 41-60",
        ),
        decisive=["LEVEL P3", "ZONE C"],
    )
    imgs.add(
        "bay_photo",
        photos.composite(
            "gravel",
            ["BAY 47"],
            seed=f"{sid}:bay",
            style="label",
            accent=(230, 170, 0),
            panel_width=0.5,
            tilt=0.05,
            kind="floor_marking_photo",
            description="Photo of the concrete floor with a painted marking BAY 47",
        ),
        decisive=["47"],
    )
    imgs.add(
        "plan",
        parking_map(
            screens,
            "P3",
            "C",
            description=(
                "Car park plan of Westfield Square level P3: Zone A bays 1-20, Zone B 21-40, Zone C "
                "41-60, Zone D 61-80; lifts between B and C; exit ramp in Zone D"
            ),
        ),
        decisive=["Level P3"],
    )
    imgs.add(
        "ticket",
        documents.ticket(
            "WESTFIELD SQUARE PARKING",
            [
                ("Entry", "Sat 22 Nov 2025 13:12"),
                ("Free until", "16:12"),
                ("Then", "$4 per hour"),
                ("Ticket", "WSQ 558120"),
            ],
            title="Keep this ticket",
            accent=(40, 40, 40),
            description="Parking ticket: Westfield Square, entry Sat 22 Nov 2025 13:12, free until 16:12, then $4 per hour, ticket WSQ 558120",
        ),
        decisive=["Free until", "16:12"],
    )
    imgs.add(
        "chat_sam",
        screens.chat(
            "Sam 💛",
            [
                ("them", "I'll grab the stroller from the car, where did you park??", "14:01"),
                ("them", "send me a pic of the map with the spot marked pls", "14:01"),
            ],
            subtitle="iMessage",
            clock="14:05",
            description="Chat with Sam: he'll grab the stroller from the car, asks where she parked and for a picture of the map with the spot marked",
        ),
    )
    return scenario(
        imgs,
        """
id: err_car_park_arrow
title: Mark where the car is on the car-park plan, send it to the partner, and set a reminder to pay in time
description: >-
  A mother at a shopping centre in Minneapolis says she parked on level 2; the pillar sign
  says P3, Zone C, and the floor marking says bay 47. The agent draws an arrow on the plan
  to Zone C, sends it to Sam (not Sam the coworker) with the level and bay, and sets a
  reminder before the free parking ends (from the ticket). Distractors: two Sams, an
  older reminder about parking.
domains: [vision, messages, reminders]
reference_time: "2025-11-22T14:06:00-06:00"
persona:
  owner: {first_name: Hannah, last_name: Lindqvist, phone: "+16125550148", email: hannah.lindqvist@gmail.com}
  description: Hannah Lindqvist, 33, UX researcher in Minneapolis, out shopping with a toddler; her partner Sam is in another store.
  style: rushed, one-handed typing, typos, no capitals
initial_entities:
  contacts:
    - {id: ct_3801, first_name: Sam, last_name: Okoro, relationship: partner}
    - {id: ct_3802, first_name: Sam, last_name: Whitfield, company: Northstar UX, job_title: Researcher}
  contact_phones:
    - {id: ph_3801, contact_id: ct_3801, label: mobile, number: "+16125550191", is_primary: true}
    - {id: ph_3802, contact_id: ct_3802, label: work, number: "+16125550122", is_primary: true}
  reminder_lists:
    - {id: reml_3801, name: Reminders, is_default: true}
  reminders:
    - {id: rem_3801, list_id: reml_3801, title: Pay parking (airport), due_date: "2025-10-03", due_time: "09:00", position: 1, is_completed: true}
rounds:
  - query: >-
      sam needs to find the car. im on level 2 i think, zone c. mark it on the map with an
      arrow and send it to him w the level and bay. and remind me to pay 15 min before the
      free time ends
    images: [level_sign, bay_photo, plan, ticket, chat_sam]
    transition: once Sam has the marked plan and the reminder is set
    user_notes: If the assistant says the sign says P3, agree ("oh ya P3").
  - query: thx!! how much is it if we stay till 5?
    transition: once the assistant has answered
challenge:
  type: error_correction
  round: 1
  details: The user thinks she parked on level 2; the pillar sign and plan say level P3.
  wrong_detail: level 2
  correct_detail: level P3, Zone C, bay 47
flow_type: lookup_chain
arrival_pattern: upfront
expected_changes:
  ignore_tables: [message_threads]
  changes:
    - op: create
      table: messages
      fields: {direction: outgoing, body: "47"}
      similarity: {body: {method: contains}}
    - {op: create, table: message_attachments, fields: {image_id: img_5}}
    - {op: create, table: reminders, fields: {list_id: reml_3801, due_date: "2025-11-22", due_time: "15:57"}}
completion_criteria: >-
  Sam Okoro (partner, not the coworker) gets the plan with an arrow at Zone C (the drawn
  image, img_5) and a text with P3 and bay 47 (not level 2); a reminder on Sat 22 Nov 2025
  at 15:57 (15 minutes before free parking ends at 16:12).
expected_tools: [draw_arrow, search_contacts, send_message, create_reminder]
oracle_solution:
  - round: 1
    steps:
      - tool: draw_arrow
        arguments: {image_id: "{{image:plan}}", x1: 900, y1: 900, x2: 300, y2: 620, label: "Car: P3 bay 47"}
        save_as: marked
      - tool: search_contacts
        arguments: {query: Sam}
      - tool: send_message
        arguments: {recipient: "+16125550191", body: "Car is on level P3, Zone C, bay 47 (arrow on the map). Lifts are between B and C.", image_ids: ["{{marked.image_id}}"]}
      - tool: create_reminder
        arguments: {title: Pay parking (ticket WSQ 558120), due_date: "2025-11-22", due_time: "15:57"}
    reply: >-
      Heads up: the sign says level P3, not 2 - Zone C, bay 47. I marked it on the plan and
      sent it to Sam with the level and bay. Free parking ends at 16:12, so I'll remind you
      at 15:57.
  - round: 2
    steps: []
    reply: Until 5 pm it's under an hour past 16:12, so $4 (it's $4 per started hour after 16:12).
tags: [errands, vision, messages, reminders, parking, annotate]
""",
    )


def err_flour_per_kilo(screens: Screens) -> Scenario:
    """Three flour bags in pounds and kilos: cheapest per kilo for the bake-sale amount
    goes in the cart; the note with the total goes to the bake-sale list."""
    sid = "err_flour_per_kilo"
    imgs = ImageSet(sid, script=__file__)
    bags = [
        ("tag_kingmill", "wood_deck", ["KING MILL All-Purpose", "5 LB bag", "$4.29"]),
        ("tag_moulin", "brick", ["MOULIN T55 Flour", "2 KG bag", "$3.99"]),
        ("tag_bakers", "gravel", ["BAKERS' CHOICE All-Purpose", "10 LB bag", "$7.99"]),
    ]
    for image_id, base, lines in bags:
        imgs.add(
            image_id,
            photos.composite(
                base,
                lines,
                seed=f"{sid}:{image_id}:v2",
                style="price_tag",
                panel_width=0.7,
                tilt=0.03,
                description=f"Photo of a supermarket shelf tag: {', '.join(lines)}",
            ),
            decisive=[lines[1], lines[2]],
        )
    imgs.add(
        "signup_sheet",
        documents.form(
            "Lincoln Elementary Bake Sale - sign-up",
            [
                ("Family", "Nguyen"),
                ("Bringing", "Banana bread x 6 loaves"),
                ("Flour needed", "about 4 kg"),
                ("Drop-off", "Fri Mar 14, 7:45 AM"),
            ],
            subtitle="PTA - thank you for baking!",
            description="Bake sale sign-up sheet: family Nguyen brings 6 loaves of banana bread, needs about 4 kg flour, drop-off Fri Mar 14 7:45 AM",
        ),
        decisive=["about 4 kg", "Fri Mar 14, 7:45 AM"],
    )
    imgs.add(
        "pantry_photo",
        photos.photo(
            "grass",
            seed=f"{sid}:garden",
            description="Close-up photo of green grass in the back yard; no text",
        ),
    )
    return scenario(
        imgs,
        """
id: err_flour_per_kilo
title: Cheapest flour per kilo for the bake sale, enough of it in the cart, and the drop-off on the to-do list
description: >-
  A father in San Jose compares three flour bags, two priced per pound bag and one per
  kilo bag: 5 lb $4.29 ($1.89/kg), 2 kg $3.99 ($2.00/kg), 10 lb $7.99 ($1.76/kg). The sign-up
  sheet says about 4 kg; one 10 lb bag (4.54 kg) covers it, so one Bakers' Choice 10 lb goes
  in the cart and the drop-off becomes a task. Distractors: a 25 lb Bakers' Choice, bread
  flour of the same brand, a last year's bake-sale task.
domains: [shopping, web, todo]
reference_time: "2025-03-10T20:15:00-07:00"
persona:
  owner: {first_name: Duc, last_name: Nguyen, phone: "+14085550193", email: duc.nguyen@gmail.com}
  description: Duc Nguyen, 40, firmware engineer in San Jose, signed up to bake for his daughter's school sale.
  style: analytical, likes the numbers shown, short sentences
initial_entities:
  shop_sellers:
    - {id: sel_3901, name: ValleyMart, is_store: true, positive_feedback_pct: 94, ships_from: San Jose CA}
  shop_products:
    - {id: prd_3901, title: "King Mill All-Purpose Flour, 5 lb", brand: King Mill, category: grocery, subcategory: baking, price: 4.29, list_price: 4.29, seller_id: sel_3901, date_first_available: "2020-01-01", ratings_average: 4.7, ratings_count: 9100, stock_quantity: 200}
    - {id: prd_3902, title: "Moulin T55 Flour, 2 kg", brand: Moulin, category: grocery, subcategory: baking, price: 3.99, list_price: 3.99, seller_id: sel_3901, date_first_available: "2021-06-01", ratings_average: 4.5, ratings_count: 820, stock_quantity: 90}
    - {id: prd_3903, title: "Bakers' Choice All-Purpose Flour, 10 lb", brand: Bakers' Choice, category: grocery, subcategory: baking, price: 7.99, list_price: 8.49, seller_id: sel_3901, date_first_available: "2019-01-01", ratings_average: 4.6, ratings_count: 4300, stock_quantity: 150}
    - {id: prd_3904, title: "Bakers' Choice All-Purpose Flour, 25 lb", brand: Bakers' Choice, category: grocery, subcategory: baking, price: 17.49, list_price: 17.49, seller_id: sel_3901, date_first_available: "2019-01-01", ratings_average: 4.6, ratings_count: 1200, stock_quantity: 40}
    - {id: prd_3905, title: "Bakers' Choice Bread Flour, 10 lb", brand: Bakers' Choice, category: grocery, subcategory: baking, price: 8.99, list_price: 8.99, seller_id: sel_3901, date_first_available: "2019-01-01", ratings_average: 4.7, ratings_count: 2100, stock_quantity: 80}
  todo_projects:
    - {id: tprj_3901, name: Inbox, is_inbox: true}
    - {id: tprj_3902, name: Family}
  todo_tasks:
    - {id: task_3901, project_id: tprj_3902, content: Bake sale - cookies, due_date: "2024-03-15", is_completed: true, priority: p3}
rounds:
  - query: >-
      Which flour is cheapest per kilo? Buy enough of that one for what I signed up for,
      no more. And put the drop-off on the Family to-do list.
    images: [tag_kingmill, tag_moulin, tag_bakers, signup_sheet, pantry_photo]
    transition: once the flour is in the cart and the task exists
    user_notes: The grass photo was sent by mistake; ignore it if asked.
  - query: Show me the math per kilo again, quickly?
    transition: once the assistant has answered
challenge:
  type: none
flow_type: compare
arrival_pattern: upfront
expected_changes:
  changes:
    - {op: create, table: shop_cart_items, fields: {product_id: prd_3903, quantity: 1}}
    - op: create
      table: todo_tasks
      fields: {project_id: tprj_3902, due_date: "2025-03-14", due_time: "07:45"}
completion_criteria: >-
  One Bakers' Choice All-Purpose 10 lb ($1.76/kg, 4.54 kg >= about 4 kg; not the 25 lb, not
  bread flour) in the cart; a Family task for the drop-off on Fri Mar 14 2025 at 7:45.
expected_tools: [convert_units, calculate, search_products, add_to_cart, create_todo_task]
oracle_solution:
  - round: 1
    steps:
      - tool: convert_units
        arguments: {value: 5, from_unit: lb, to_unit: kg}
      - tool: convert_units
        arguments: {value: 10, from_unit: lb, to_unit: kg}
      - tool: calculate
        arguments: {expression: 7.99 / 4.5359237}
      - tool: search_products
        arguments: {query: Bakers' Choice All-Purpose Flour 10 lb}
      - tool: add_to_cart
        arguments: {product_id: prd_3903, quantity: 1}
      - tool: create_todo_task
        arguments: {content: Bake sale drop-off (6 banana breads), project_id: tprj_3902, due_date: "2025-03-14", due_time: "07:45"}
    reply: >-
      Per kilo: King Mill 5 lb (2.27 kg) $1.89, Moulin 2 kg $2.00, Bakers' Choice 10 lb
      (4.54 kg) $1.76. One 10 lb bag covers your 4 kg, so I put one Bakers' Choice 10 lb in the
      cart, and the drop-off is on Family for Fri Mar 14 at 7:45.
  - round: 2
    steps: []
    reply: $4.29 / 2.27 kg = $1.89; $3.99 / 2 kg = $2.00; $7.99 / 4.54 kg = $1.76 per kg.
tags: [errands, shopping, web, todo, unit-price, compare]
""",
    )


def err_radio_song_tour(screens: Screens) -> Scenario:
    """A song half-heard on the car radio: the user's title matches another band's song;
    the radio display shows the real one. Library + love, then the tour page's Denver date
    goes in the calendar and the page is bookmarked."""
    sid = "err_radio_song_tour"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "radio_display",
        photos.composite(
            "storm",
            ["KXRT 101.9", "NOW: Lumen Drive", "Satellite Hearts"],
            seed=f"{sid}:radio",
            style="screen",
            panel_width=0.7,
            tilt=0.03,
            kind="car_display_photo",
            description="Photo of a car radio display (storm clouds through the windscreen): KXRT 101.9, now playing Lumen Drive - Satellite Hearts",
        ),
        decisive=["Lumen Drive", "Satellite Hearts"],
    )
    imgs.add(
        "traffic",
        photos.photo(
            "storm",
            seed=f"{sid}:traffic",
            crop=(0.0, 0.2, 1.0, 1.0),
            description="Photo of dark storm clouds over an empty wet highway; no text",
        ),
    )
    imgs.add(
        "tour_page",
        web_page(
            screens,
            "https://lumendrive.example/tour",
            "LUMEN DRIVE",
            "Satellite Hearts Tour 2025",
            [
                "Aug 8 - Salt Lake City, The Depot",
                "Aug 10 - Denver, Mission Ballroom, 8:00 PM",
                "Aug 12 - Kansas City, Uptown Theater",
            ],
            accent="#402060",
            description=(
                "Band website tour page: Satellite Hearts Tour 2025 - Aug 8 Salt Lake City, The Depot; "
                "Aug 10 Denver, Mission Ballroom, 8:00 PM; Aug 12 Kansas City, Uptown Theater"
            ),
        ),
        decisive=["Aug 10 - Denver, Mission Ballroom, 8:00 PM"],
    )
    imgs.add(
        "chat_luis",
        screens.chat(
            "Luis",
            [
                ("them", "LUMEN DRIVE?? I'm in for the Denver show", "18:40"),
                ("them", "put it in your calendar so you don't double book lol", "18:41"),
            ],
            subtitle="iMessage",
            clock="18:45",
            description="Chat with Luis: he's in for the Lumen Drive Denver show; put it in the calendar",
        ),
        decisive=["Denver"],
    )
    return scenario(
        imgs,
        """
id: err_radio_song_tour
title: Find the song from the radio (not the similarly named one), love it, then book the tour date and bookmark the page
description: >-
  A Denver commuter asks for "Satellite Heart" (first round, no picture); the catalog has
  a Satellite Heart by Velvet Coast. Her radio display shows Lumen Drive - Satellite
  Hearts: that song goes to her library and is loved. Then the tour page's Denver date goes
  in the calendar at the venue, and the page is bookmarked. Distractors: Velvet Coast's
  Satellite Heart, a Satellite Hearts (Acoustic), other tour dates.
domains: [music, web, calendar]
reference_time: "2025-06-20T18:50:00-06:00"
persona:
  owner: {first_name: Mariana, last_name: Reyes, phone: "+17205550166", email: mariana.reyes@gmail.com}
  description: Mariana Reyes, 37, dental hygienist in Denver, long commute, discovers music on the radio.
  style: friendly, enthusiastic, emojis
initial_entities:
  music_artists:
    - {id: ar_4001, name: Lumen Drive, genre: Synth Pop, country: US}
    - {id: ar_4002, name: Velvet Coast, genre: Soft Rock, country: US}
  music_albums:
    - {id: al_4001, title: Night Signals, artist_id: ar_4001, release_year: 2025, genre: Synth Pop, album_type: album}
    - {id: al_4002, title: Coastline, artist_id: ar_4002, release_year: 2018, genre: Soft Rock, album_type: album}
    - {id: al_4003, title: Satellite Hearts (Acoustic), artist_id: ar_4001, release_year: 2025, genre: Synth Pop, album_type: single}
  music_tracks:
    - {id: trk_4001, title: Satellite Hearts, album_id: al_4001, artist_id: ar_4001, track_number: 2, duration_sec: 218, genre: Synth Pop, popularity: 84}
    - {id: trk_4002, title: Satellite Heart, album_id: al_4002, artist_id: ar_4002, track_number: 5, duration_sec: 244, genre: Soft Rock, popularity: 62}
    - {id: trk_4003, title: Satellite Hearts (Acoustic), album_id: al_4003, artist_id: ar_4001, track_number: 1, duration_sec: 205, genre: Synth Pop, popularity: 40}
  web_pages:
    - {id: web_4001, url: "https://lumendrive.example/tour", title: Lumen Drive - Satellite Hearts Tour 2025, site_name: Lumen Drive, published_on: "2025-05-01", body: "Tour dates and tickets for the Satellite Hearts Tour 2025. New shows are added every week; sign up for the newsletter."}
  calendars:
    - {id: cal_4001, name: Personal, is_default: true}
  calendar_events:
    - {id: ev_4001, calendar_id: cal_4001, title: Luis birthday dinner, start_at: "2025-08-09T19:00:00-06:00", end_at: "2025-08-09T21:30:00-06:00"}
rounds:
  - query: Heard an amazing song on the radio, I think it's called Satellite Heart? Can you find it? 🎶
    transition: once the assistant has searched
  - query: >-
      Hmm, the radio showed this, stuck in traffic 🙄. Add that one to my library and heart
      it please!
    images: [radio_display, traffic]
    transition: once the right song is in the library and loved
    user_notes: If the assistant mentions the Velvet Coast song, say it's not that one.
  - query: OMG they're touring!! Luis is in. Do what he says and bookmark the tour page too 💜
    images: [tour_page, chat_luis]
    transition: once the concert is in the calendar and the page bookmarked
challenge:
  type: error_correction
  round: 1
  details: The user calls the song "Satellite Heart", which is a different song by Velvet Coast; the radio shows Lumen Drive - Satellite Hearts.
  wrong_detail: Satellite Heart
  correct_detail: Satellite Hearts by Lumen Drive
flow_type: validate
arrival_pattern: late
expected_changes:
  ignore_columns: [music_tracks.added_to_library_at, web_bookmarks.title]
  changes:
    - {op: update, table: music_tracks, match: {id: trk_4001}, fields: {in_library: true, is_loved: true}}
    - op: create
      table: calendar_events
      fields: {calendar_id: cal_4001, start_at: "2025-08-10T20:00:00", location: Mission Ballroom}
      similarity: {location: {method: contains, case_sensitive: false}}
    - {op: create, table: web_bookmarks, fields: {url: "https://lumendrive.example/tour"}}
completion_criteria: >-
  Satellite Hearts by Lumen Drive (not Velvet Coast's Satellite Heart, not the acoustic) in
  the library and loved; a Personal event on Aug 10 2025 at 8:00 PM at Mission Ballroom;
  the tour page bookmarked.
expected_tools: [search_music_catalog, add_track_to_music_library, love_music_track, create_calendar_event, bookmark_webpage]
oracle_solution:
  - round: 1
    steps:
      - tool: search_music_catalog
        arguments: {query: Satellite Heart, kind: songs}
    reply: >-
      I found "Satellite Heart" by Velvet Coast (2018, soft rock) and "Satellite Hearts" by
      Lumen Drive (2025, synth pop). Which one did you hear?
  - round: 2
    steps:
      - tool: add_track_to_music_library
        arguments: {track_id: trk_4001}
      - tool: love_music_track
        arguments: {track_id: trk_4001}
    reply: It's Lumen Drive - "Satellite Hearts" (with an s). Added to your library and loved 💜
  - round: 3
    steps:
      - tool: create_calendar_event
        arguments: {title: Lumen Drive with Luis, start: "2025-08-10T20:00:00", end: "2025-08-10T23:00:00", location: "Mission Ballroom, Denver", calendar_id: cal_4001}
      - tool: bookmark_webpage
        arguments: {url: "https://lumendrive.example/tour"}
    reply: Lumen Drive at Mission Ballroom is in your calendar for Sunday Aug 10 at 8 PM (the day after Luis's birthday dinner), and the tour page is bookmarked.
tags: [errands, music, web, calendar, radio, near-duplicate]
""",
    )


# =========================================================================== batch 9


def err_kids_trainers_size(screens: Screens) -> Scenario:
    """Return the outgrown trainers, work out the new size from the foot measurement and the
    brand's chart, cart it; then the colour changes."""
    sid = "err_kids_trainers_size"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "order_page",
        screens.order_page(
            "StrideKids",
            "#SK-20931",
            [("Zoomer Runner trainers - Red, US 11", "1", "$32.00")],
            total="$32.00",
            status="Delivered 28 Aug",
            date="Ordered 24 Aug 2025",
            description="Shop order SK-20931 delivered 28 Aug: Zoomer Runner trainers in red, US 11, $32.00",
        ),
        decisive=["US 11"],
    )
    imgs.add(
        "foot_note",
        documents.note(
            ["Leo - foot length", "(heel to big toe)", "19.6 cm", "measured 14 Sept"],
            paper="lined",
            size=36,
            seed=f"{sid}:foot",
            description="Handwritten note on lined paper: Leo's foot length heel to big toe 19.6 cm, measured 14 Sept",
        ),
        decisive=["19.6 cm"],
    )
    imgs.add(
        "size_chart",
        charts.table(
            "Zoomer kids' size guide - choose the size whose range includes the foot",
            ["US size", "EU", "Foot length (cm)"],
            [
                ["11", "29", "17.6-18.3"],
                ["12", "30", "18.4-19.0"],
                ["13", "31.5", "19.1-19.7"],
                ["1", "33", "19.8-20.5"],
            ],
            description="Kids' size guide table: US 11 (EU 29) foot 17.6-18.3 cm; US 12 (EU 30) 18.4-19.0; US 13 (EU 31.5) 19.1-19.7; US 1 (EU 33) 19.8-20.5",
        ),
        decisive=["19.7", "31.5"],
    )
    imgs.add(
        "product_page",
        screens.render(
            """
            <div class='bar'><h1>Zoomer Runner trainers</h1><div class='sub'>StrideKids · ★ 4.6 (1,204)</div></div>
            <div class='pad' style='line-height:1.7'>
              <div style='font-size:24px;font-weight:bold'>$32.00</div>
              <div>Colours: Red · Cobalt Blue · Black</div>
              <div>Sizes: US 10 - US 2</div>
              <div class='muted'>Free returns within 60 days.</div>
            </div>
            """,
            kind="product_page",
            width=560,
            description="Product page: Zoomer Runner trainers, $32.00, colours red, cobalt blue, black, sizes US 10 to US 2, free returns within 60 days",
        ),
    )
    imgs.add(
        "chat_leo_mum",
        screens.chat(
            "Claire",
            [
                ("them", "Leo says NOT red again, everyone has red", "18:02"),
                ("them", "the Cobalt Blue ones pls", "18:02"),
                (
                    "them",
                    "and have them sent to mine this time: 27 Hazel Road, Dartmouth NS B2Y 3K4",
                    "18:03",
                ),
            ],
            subtitle="WhatsApp",
            clock="18:05",
            description="Chat with Claire: Leo says not red again; get the Cobalt Blue ones; send them to her place, 27 Hazel Road, Dartmouth NS B2Y 3K4",
        ),
        decisive=["Cobalt Blue", "27 Hazel Road", "B2Y 3K4"],
    )
    return scenario(
        imgs,
        """
id: err_kids_trainers_size
title: Return outgrown trainers, pick the new size from the foot measurement and the chart, then switch the colour
description: >-
  A father in Halifax, Nova Scotia, returns his son's US 11 trainers (too small), then the foot (19.6 cm)
  and the brand chart give US 13 (19.1-19.7 cm), added to the cart in red like last time;
  then Leo's mum says Cobalt Blue, so the cart line changes to the blue US 13, and her address is added for the delivery. Distractors:
  US 1 (the next range), another order of socks, Zoomer Runner Junior.
domains: [shopping]
reference_time: "2025-09-14T18:10:00+01:00"
persona:
  owner: {first_name: Gareth, last_name: Evans, phone: "+19025550145", email: gareth.evans@eastlink.example}
  description: Gareth Evans, 45, Welsh-born bus driver in Halifax, Nova Scotia; co-parents his son Leo (7) with Claire.
  style: plain, friendly, a bit old-fashioned
initial_entities:
  shop_sellers:
    - {id: sel_4101, name: StrideKids, is_store: true, positive_feedback_pct: 97, ships_from: Leeds}
  shop_products:
    - {id: prd_4101, title: Zoomer Runner trainers, brand: Zoomer, category: apparel, subcategory: kids shoes, price: 32.0, list_price: 35.0, seller_id: sel_4101, date_first_available: "2024-02-01", ratings_average: 4.6, ratings_count: 1204, stock_quantity: 300, return_window_days: 60}
    - {id: prd_4102, title: Zoomer Runner Junior trainers, brand: Zoomer, category: apparel, subcategory: kids shoes, price: 26.0, list_price: 26.0, seller_id: sel_4101, date_first_available: "2024-02-01", ratings_average: 4.3, ratings_count: 480, stock_quantity: 200, return_window_days: 60}
    - {id: prd_4103, title: Kids sports socks 5-pack, brand: Zoomer, category: apparel, subcategory: socks, price: 8.0, list_price: 8.0, seller_id: sel_4101, date_first_available: "2023-01-01", ratings_average: 4.5, ratings_count: 900, stock_quantity: 500, return_window_days: 60}
  shop_product_variants:
    - {id: pv_4101, product_id: prd_4101, sku: ZR-RED-11, color: Red, size: US 11, price: 32.0, stock_quantity: 20, barcode: "5012345410111"}
    - {id: pv_4102, product_id: prd_4101, sku: ZR-RED-13, color: Red, size: US 13, price: 32.0, stock_quantity: 14, barcode: "5012345410135"}
    - {id: pv_4103, product_id: prd_4101, sku: ZR-BLU-13, color: Cobalt Blue, size: US 13, price: 32.0, stock_quantity: 9, barcode: "5012345410234"}
    - {id: pv_4104, product_id: prd_4101, sku: ZR-BLU-1, color: Cobalt Blue, size: US 1, price: 32.0, stock_quantity: 11, barcode: "5012345410241"}
    - {id: pv_4105, product_id: prd_4101, sku: ZR-BLK-13, color: Black, size: US 13, price: 32.0, stock_quantity: 6, barcode: "5012345410333"}
  shop_addresses:
    - {id: adr_4101, label: Home, full_name: Gareth Evans, street1: 12 Robie St, city: Halifax, state: NS, postal_code: B3H 3C3, country: CA, is_default: true}
  shop_payment_cards:
    - {id: card_4101, brand: visa, last4: "8812", cardholder_name: Gareth Evans, exp_month: 3, exp_year: 2028, is_default: true}
  shop_orders:
    - {id: ord_4101, order_number: SK-20931, placed_at: "2025-08-24T10:00:00+01:00", status: delivered, address_id: adr_4101, ship_to: {full_name: Gareth Evans, street1: 12 Robie St, city: Halifax}, card_id: card_4101, subtotal: 32.0, shipping_fee: 0, discount: 0, tax: 0, total: 32.0, estimated_delivery: "2025-08-28", delivered_at: "2025-08-28T12:00:00+01:00"}
    - {id: ord_4102, order_number: SK-19007, placed_at: "2025-08-24T10:05:00+01:00", status: delivered, address_id: adr_4101, ship_to: {full_name: Gareth Evans, street1: 12 Robie St, city: Halifax}, card_id: card_4101, subtotal: 8.0, shipping_fee: 0, discount: 0, tax: 0, total: 8.0, estimated_delivery: "2025-08-28", delivered_at: "2025-08-28T12:00:00+01:00"}
  shop_order_items:
    - {id: oi_4101, order_id: ord_4101, product_id: prd_4101, variant_id: pv_4101, title: Zoomer Runner trainers, variant_label: "Red, US 11", unit_price: 32.0, quantity: 1, status: active}
    - {id: oi_4102, order_id: ord_4102, product_id: prd_4103, title: Kids sports socks 5-pack, unit_price: 8.0, quantity: 1, status: active}
rounds:
  - query: Leo's trainers from last month are already too small. Can we send them back?
    images: [order_page]
    transition: once the return is made
  - query: >-
      I measured his foot tonight. What size does he need in these? Pop that in the basket,
      same colour as before.
    images: [foot_note, size_chart, product_page]
    transition: once the right size is in the cart
  - query: Ah. Claire says this. Sort it please, and add her address to my account for it.
    images: [chat_leo_mum]
    transition: once the cart has the new colour
challenge:
  type: goal_change
  round: 3
  details: The colour changes from red to Cobalt Blue (same size US 13); only the final cart counts.
flow_type: compute
arrival_pattern: progressive
expected_changes:
  allowed_tables: [shop_payments, shop_orders]
  changes:
    - op: create
      table: shop_returns
      fields: {order_item_id: oi_4101, reason: wrong_size, quantity: 1}
    - {op: create, table: shop_cart_items, fields: {product_id: prd_4101, variant_id: pv_4103, quantity: 1}}
    - op: create
      table: shop_addresses
      fields: {street1: 27 Hazel Road, city: Dartmouth, state: NS, postal_code: B2Y 3K4, country: CA}
completion_criteria: >-
  The US 11 red pair of order SK-20931 returned as wrong size (not the socks); the cart holds
  one Zoomer Runner in Cobalt Blue US 13 (19.6 cm falls in 19.1-19.7), not red, not US 1,
  not the Junior model; Claire's address 27 Hazel Road, Dartmouth NS B2Y 3K4 added.
expected_tools: [get_order_details, return_order_item, list_product_variants, add_to_cart, remove_from_cart, add_shipping_address]
oracle_solution:
  - round: 1
    steps:
      - tool: list_orders
        arguments: {query: SK-20931}
      - tool: get_order_details
        arguments: {order_id: ord_4101}
      - tool: return_order_item
        arguments: {order_item_id: oi_4101, reason: wrong_size, comment: "Outgrown, too small (US 11)"}
    reply: Done, the red US 11 Zoomer Runners are being returned as the wrong size; the refund goes back to your card.
  - round: 2
    steps:
      - tool: list_product_variants
        arguments: {product_id: prd_4101}
      - tool: add_to_cart
        arguments: {product_id: prd_4101, variant_id: pv_4102, quantity: 1}
        save_as: cart
    reply: 19.6 cm is in the US 13 range (19.1-19.7 cm), so I put a red US 13 in the basket.
  - round: 3
    steps:
      - tool: remove_from_cart
        arguments: {cart_item_id: "{{cart.added.cart_item_id}}"}
      - tool: add_to_cart
        arguments: {product_id: prd_4101, variant_id: pv_4103, quantity: 1}
      - tool: add_shipping_address
        arguments: {full_name: Claire Evans, street1: 27 Hazel Road, city: Dartmouth, state: NS, postal_code: B2Y 3K4, country: CA, label: Claire}
    reply: Swapped it for the Cobalt Blue US 13 and added Claire's address (27 Hazel Road, Dartmouth) to your account for the delivery.
tags: [errands, shopping, kids, size-chart, return, goal-change]
""",
    )


def sheet_music(title: str, composer: str, part: str, bars: str, *, seed: str) -> Drawing:
    """A photographed page of sheet music: title, composer, part, staves, rehearsal note."""
    from kit.core import TextCanvas

    c = TextCanvas(820, 1000, (252, 250, 244))
    c.text((410, 50), title, 38, style="serif-bold", anchor="ma")
    c.text((410, 104), composer, 24, (60, 60, 60), "serif-italic", anchor="ma")
    c.text((60, 150), part, 24, style="serif-bold")
    for s in range(7):
        y0 = 220 + s * 100
        for k in range(5):
            c.draw.line((60, y0 + k * 12, 760, y0 + k * 12), fill=(40, 40, 40), width=2)
        for b in range(1, 4):
            x = 60 + b * 175
            c.draw.line((x, y0, x, y0 + 48), fill=(40, 40, 40), width=2)
        r = __import__("random").Random(f"{seed}:{s}")
        for n in range(12):
            x = 90 + n * 56 + r.randint(-6, 6)
            y = y0 + r.randint(-2, 8) * 6
            c.draw.ellipse((x, y, x + 16, y + 12), fill=(20, 20, 20))
            c.draw.line((x + 15, y + 6, x + 15, y - 34), fill=(20, 20, 20), width=2)
    c.text((60, 930), bars, 22, (120, 20, 20), "hand-bold")
    from kit.documents import _paper_shadow

    img = _paper_shadow(c.image)
    return Drawing(
        img,
        c.lines,
        "sheet_music",
        "docs_charts_tables",
        f"Sheet music page: {title}, {composer}, {part}; note: {bars}",
    )


def err_choir_scores(screens: Screens) -> Scenario:
    """The choir director's email lists this term's pieces: the user photographs her three
    alto parts; each is filed in the choir folder under the piece's name, a practice
    playlist of the recordings is made, and the director gets a reply."""
    sid = "err_choir_scores"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "director_email",
        screens.email(
            "Henrike Baumann <h.baumann@stadtchor-freiburg.example>",
            "Programme for the Advent concert",
            "Oct 6, 2025",
            [
                "Dear singers, our Advent concert programme: 1. Lux Aurumque (Whitacre), 2. Ubi Caritas (Gjeilo), 3. Northern Lights (Gjeilo).",
                "Please save your parts and practise with the recordings of the Cantus Nordic choir.",
                "Altos: reply to me once you have all three parts. Henrike",
            ],
            to="choir members",
            description=(
                "Choir director's email of Oct 6, 2025: Advent concert programme Lux Aurumque "
                "(Whitacre), Ubi Caritas (Gjeilo), Northern Lights (Gjeilo); save parts, practise "
                "with Cantus Nordic recordings; altos reply when they have all three parts"
            ),
        ),
        decisive=["Cantus Nordic"],
    )
    for image_id, title, composer in [
        ("score_lux", "Lux Aurumque", "Eric Whitacre"),
        ("score_ubi", "Ubi Caritas", "Ola Gjeilo"),
        ("score_northern", "Northern Lights", "Ola Gjeilo"),
    ]:
        imgs.add(
            image_id,
            sheet_music(title, composer, "Alto", "breathe after bar 12!", seed=f"{sid}:{image_id}"),
            decisive=[title],
        )
    imgs.add(
        "concert_poster",
        photos.composite(
            "marigold",
            ["STADTCHOR FREIBURG", "Adventskonzert", "Sa 13. Dezember, 19 Uhr", "Münster"],
            seed=f"{sid}:poster",
            style="sign",
            accent=(120, 20, 40),
            panel_width=0.7,
            tilt=0.03,
            kind="poster_photo",
            description="Photo of a concert poster: Stadtchor Freiburg, Advent concert, Saturday 13 December, 7 pm, Münster",
        ),
        decisive=["Sa 13. Dezember, 19 Uhr"],
    )
    return scenario(
        imgs,
        """
id: err_choir_scores
title: File three photographed alto parts by piece, make the practice playlist from the right recordings, reply to the director
description: >-
  A retired nurse in Freiburg sings alto in a city choir. After asking what is in her
  choir folder (first round, no pictures), she gets the director's programme, photographs
  her three parts and saves each in Files under the piece's name, makes a playlist of the
  three pieces in the Cantus Nordic recordings the director names (not the other choirs'),
  and replies that she has all three. Later she sends the concert poster for the
  calendar. Distractors: last year's Christmas folder, recordings of the same pieces by
  other choirs.
domains: [files, music, email, calendar]
reference_time: "2025-10-07T10:15:00+02:00"
persona:
  owner: {first_name: Ursula, last_name: Brandt, phone: "+4917655501122", email: ursula.brandt@posteo.example}
  description: Ursula Brandt, 68, retired nurse in Freiburg, alto in the Stadtchor for 30 years.
  style: careful, slightly formal English, German word order now and then
initial_entities:
  drive_folders:
    - {id: fld_4201, name: Chor}
    - {id: fld_4202, name: Advent 2025, parent_id: fld_4201}
    - {id: fld_4203, name: Weihnachten 2024, parent_id: fld_4201}
  drive_files:
    - {id: fil_4201, name: Ubi Caritas - Duruflé.jpg, folder_id: fld_4203, mime_type: image/jpeg, size_bytes: 830000}
  music_artists:
    - {id: ar_4201, name: Cantus Nordic, genre: Choral, country: "NO"}
    - {id: ar_4202, name: Vox Aeterna, genre: Choral, country: GB}
  music_albums:
    - {id: al_4201, title: Winter Light, artist_id: ar_4201, release_year: 2021, genre: Choral, album_type: album}
    - {id: al_4202, title: Sacred Evenings, artist_id: ar_4202, release_year: 2019, genre: Choral, album_type: album}
  music_tracks:
    - {id: trk_4201, title: Lux Aurumque, album_id: al_4201, artist_id: ar_4201, track_number: 1, duration_sec: 245, genre: Choral, popularity: 66}
    - {id: trk_4202, title: Ubi Caritas, album_id: al_4201, artist_id: ar_4201, track_number: 2, duration_sec: 198, genre: Choral, popularity: 61}
    - {id: trk_4203, title: Northern Lights, album_id: al_4201, artist_id: ar_4201, track_number: 3, duration_sec: 301, genre: Choral, popularity: 64}
    - {id: trk_4204, title: Lux Aurumque, album_id: al_4202, artist_id: ar_4202, track_number: 4, duration_sec: 250, genre: Choral, popularity: 72}
    - {id: trk_4205, title: Ubi Caritas, album_id: al_4202, artist_id: ar_4202, track_number: 5, duration_sec: 205, genre: Choral, popularity: 70}
  email_folders:
    - {id: ef_4201, name: Inbox, role: inbox}
    - {id: ef_4202, name: Sent, role: sent}
  emails:
    - {id: em_4201, thread_id: th_4201, folder_id: ef_4201, status: received, from_address: h.baumann@stadtchor-freiburg.example, from_name: Henrike Baumann, to_addresses: [choir@stadtchor-freiburg.example], subject: Programme for the Advent concert, body: "Dear singers, our Advent concert programme is attached. Altos: reply to me once you have all three parts. Henrike", sent_at: "2025-10-06T18:00:00+02:00", is_read: true}
  calendars:
    - {id: cal_4201, name: Kalender, is_default: true}
rounds:
  - query: Good morning. What do I have in my choir folder in Files?
    transition: once the assistant has listed the folder
  - query: >-
      Henrike sent the programme. I have photographed my three alto parts. Please save each
      one in the Advent folder with the name of the piece, make me a practice playlist with
      the recordings she means, and answer her that I have all parts.
    images: [director_email, score_lux, score_ubi, score_northern]
    transition: once the parts are filed, the playlist made and Henrike answered
  - query: And this is the poster. Please put the concert in my calendar, two hours.
    images: [concert_poster]
    transition: once the concert is in the calendar
challenge:
  type: none
flow_type: aggregate
arrival_pattern: late
expected_changes:
  ignore_columns: [music_playlist_tracks.position, music_playlist_tracks.added_at]
  changes:
    - op: create
      table: drive_files
      fields: {folder_id: fld_4202, image_id: img_1, name: Lux Aurumque}
      similarity: {name: {method: contains, case_sensitive: false}}
    - op: create
      table: drive_files
      fields: {folder_id: fld_4202, image_id: img_2, name: Ubi Caritas}
      similarity: {name: {method: contains, case_sensitive: false}}
    - op: create
      table: drive_files
      fields: {folder_id: fld_4202, image_id: img_3, name: Northern Lights}
      similarity: {name: {method: contains, case_sensitive: false}}
    - {op: create, table: music_playlists, fields: {}}
    - {op: create, table: music_playlist_tracks, fields: {track_id: trk_4201}}
    - {op: create, table: music_playlist_tracks, fields: {track_id: trk_4202}}
    - {op: create, table: music_playlist_tracks, fields: {track_id: trk_4203}}
    - {op: create, table: emails, fields: {in_reply_to_id: em_4201, status: sent}}
    - op: create
      table: calendar_events
      fields: {calendar_id: cal_4201, start_at: "2025-12-13T19:00:00", end_at: "2025-12-13T21:00:00", location: Münster}
      similarity: {location: {method: contains, case_sensitive: false}}
completion_criteria: >-
  The three alto parts saved in Chor/Advent 2025 named Lux Aurumque, Ubi Caritas and
  Northern Lights (not in Weihnachten 2024); a playlist with the Cantus Nordic recordings of
  the three pieces (not Vox Aeterna); a reply to Henrike's email; a 2-hour event on Sat 13
  Dec 2025 at 19:00 at the Münster.
expected_tools: [get_drive_tree, save_image_to_files, search_music_catalog, create_music_playlist, reply_to_email, create_calendar_event]
oracle_solution:
  - round: 1
    steps:
      - tool: get_drive_tree
        arguments: {folder_id: fld_4201}
    reply: Your folder "Chor" has two subfolders, "Advent 2025" (empty) and "Weihnachten 2024" (Ubi Caritas - Duruflé.jpg).
  - round: 2
    steps:
      - tool: save_image_to_files
        arguments: {image_id: "{{image:score_lux}}", folder_id: fld_4202, name: Lux Aurumque - Alto.png}
      - tool: save_image_to_files
        arguments: {image_id: "{{image:score_ubi}}", folder_id: fld_4202, name: Ubi Caritas - Alto.png}
      - tool: save_image_to_files
        arguments: {image_id: "{{image:score_northern}}", folder_id: fld_4202, name: Northern Lights - Alto.png}
      - tool: search_music_catalog
        arguments: {query: Cantus Nordic, kind: songs}
      - tool: create_music_playlist
        arguments: {name: Advent 2025 practice, track_ids: [trk_4201, trk_4202, trk_4203]}
      - tool: reply_to_email
        arguments: {email_id: em_4201, body: "Dear Henrike, I have all three alto parts (Lux Aurumque, Ubi Caritas, Northern Lights). Best wishes, Ursula"}
    reply: >-
      Saved the three parts in Advent 2025 (Lux Aurumque, Ubi Caritas, Northern Lights - Alto),
      made "Advent 2025 practice" with the Cantus Nordic recordings, and told Henrike you
      have all three parts.
  - round: 3
    steps:
      - tool: create_calendar_event
        arguments: {title: Adventskonzert Stadtchor, start: "2025-12-13T19:00:00", end: "2025-12-13T21:00:00", location: "Münster, Freiburg", calendar_id: cal_4201}
    reply: The Advent concert is in your calendar on Saturday 13 December, 19:00-21:00, at the Münster.
tags: [errands, files, music, email, calendar, choir, aggregate]
""",
    )


# =========================================================================== batch 10


def err_gym_saturday_yoga(screens: Screens) -> Scenario:
    """Two gyms' flyers and timetables, a friend's criteria and the user's Saturday: the
    cheaper gym with Saturday-morning yoga after 9 is saved in Maps and its first class
    goes in the calendar as a weekly event."""
    sid = "err_gym_saturday_yoga"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "flyer_a",
        photos.composite(
            "brick",
            ["IRONLEAF FITNESS", "Membership $39/month", "No joining fee", "Open 5am-11pm"],
            seed=f"{sid}:a",
            style="sign",
            accent=(30, 110, 60),
            panel_width=0.7,
            tilt=0.04,
            kind="flyer_photo",
            description="Photo of a gym flyer on a brick wall: Ironleaf Fitness, membership $39/month, no joining fee, open 5am-11pm",
        ),
        decisive=["IRONLEAF FITNESS", "$39/month"],
    )
    imgs.add(
        "flyer_b",
        photos.composite(
            "wood_deck",
            ["PULSE & FLOW STUDIO", "Membership $52/month", "First week free"],
            seed=f"{sid}:b",
            style="sign",
            accent=(150, 40, 120),
            panel_width=0.7,
            tilt=0.04,
            kind="flyer_photo",
            description="Photo of a flyer on a wooden counter: Pulse & Flow Studio, membership $52/month, first week free",
        ),
        decisive=["PULSE & FLOW STUDIO", "$52/month"],
    )
    imgs.add(
        "timetable_a",
        charts.table(
            "Ironleaf Fitness - Saturday classes",
            ["Time", "Class", "Room"],
            [
                ["08:00", "Spin", "Studio 1"],
                ["09:30", "Vinyasa Yoga", "Studio 2"],
                ["11:00", "HIIT", "Studio 1"],
            ],
            description="Ironleaf Fitness Saturday timetable: 08:00 Spin, 09:30 Vinyasa Yoga (Studio 2), 11:00 HIIT",
        ),
        decisive=["09:30", "Vinyasa Yoga"],
    )
    imgs.add(
        "timetable_b",
        charts.table(
            "Pulse & Flow - Saturday",
            ["Time", "Class"],
            [["07:30", "Yin Yoga"], ["10:00", "Power Yoga"], ["12:00", "Pilates"]],
            description="Pulse & Flow Saturday timetable: 07:30 Yin Yoga, 10:00 Power Yoga, 12:00 Pilates",
        ),
        decisive=["10:00", "Power Yoga"],
    )
    imgs.add(
        "chat_noor",
        screens.chat(
            "Noor",
            [
                (
                    "them",
                    "ok rules for our gym: saturday morning yoga but NOT before 9, I'm not a morning person",
                    "20:11",
                ),
                ("them", "and whichever is cheaper per month. you pick, I'll follow 😅", "20:12"),
            ],
            subtitle="WhatsApp",
            clock="20:15",
            description="Chat with Noor: the gym must have Saturday morning yoga not before 9, and be the cheaper per month",
        ),
        decisive=["NOT before 9"],
    )
    imgs.add(
        "saturday_agenda",
        screens.list_screen(
            "Sat, Mar 8",
            [
                ("Farmers market with Mom", "7:30-8:45 AM"),
                ("Free", "9:00 AM - 1:00 PM"),
                ("Noor's birthday lunch prep", "1:30 PM"),
            ],
            subtitle="Calendar · day view",
            kind="calendar_app",
            description="Calendar day view for Sat Mar 8: farmers market with Mom 7:30-8:45 AM, free 9:00 AM-1:00 PM, birthday lunch prep 1:30 PM",
        ),
    )
    return scenario(
        imgs,
        """
id: err_gym_saturday_yoga
title: Choose the gym by price and a Saturday yoga class after nine, save it, and make the class a weekly event
description: >-
  Two friends in Houston pick a gym. Ironleaf ($39/month) has Vinyasa Yoga at 09:30 on
  Saturday; Pulse & Flow ($52) has yoga at 07:30 and 10:00. Both meet "yoga not before 9",
  so the cheaper Ironleaf wins; it is saved in Maps as "Gym" and the 09:30 class becomes a
  weekly Saturday event from Mar 8. Distractors: another Ironleaf branch, an old gym saved
  as "Old gym".
domains: [web, calendar]
reference_time: "2025-03-03T20:20:00-06:00"
persona:
  owner: {first_name: Aisha, last_name: Rahman, phone: "+17135550172", email: aisha.rahman@outlook.com}
  description: Aisha Rahman, 30, petroleum engineer in Houston, starting a gym habit with her friend Noor.
  style: upbeat, organised, exclamation marks
initial_entities:
  places:
    - {id: plc_4301, name: Ironleaf Fitness - Montrose, category: gym, address: 1412 Westheimer Rd, city: Houston, latitude: 29.7442, longitude: -95.3960, rating: 4.5, review_count: 820, price_level: 2}
    - {id: plc_4302, name: Ironleaf Fitness - Katy, category: gym, address: 23501 Cinco Ranch Blvd, city: Katy, latitude: 29.7377, longitude: -95.7710, rating: 4.3, review_count: 610, price_level: 2}
    - {id: plc_4303, name: Pulse & Flow Studio, category: gym, address: 2202 Taft St, city: Houston, latitude: 29.7510, longitude: -95.3890, rating: 4.8, review_count: 330, price_level: 3}
    - {id: plc_4304, name: BodyWorks 24, category: gym, address: 900 Main St, city: Houston, latitude: 29.7560, longitude: -95.3640, rating: 3.9, review_count: 1500, price_level: 1}
  saved_places:
    - {id: svp_4301, label: Old gym, place_id: plc_4304, address: 900 Main St, latitude: 29.7560, longitude: -95.3640}
  calendars:
    - {id: cal_4301, name: Personal, is_default: true}
  calendar_events:
    - {id: ev_4301, calendar_id: cal_4301, title: Farmers market with Mom, start_at: "2025-03-08T07:30:00-06:00", end_at: "2025-03-08T08:45:00-06:00"}
rounds:
  - query: >-
      Gym time!! Here's everything: both flyers, their Saturday classes, Noor's rules and my
      Saturday. Which one? Save it in Maps as "Gym" (the Montrose one, that's near us).
    images: [flyer_a, flyer_b, timetable_a, timetable_b, chat_noor, saturday_agenda]
    transition: once the gym is chosen and saved
  - query: And put the yoga class in my calendar every Saturday starting this week!
    transition: once the weekly class is in the calendar
challenge:
  type: none
flow_type: compare
arrival_pattern: upfront
expected_changes:
  changes:
    - {op: create, table: saved_places, fields: {place_id: plc_4301, label: Gym}}
    - op: create
      table: calendar_events
      fields: {calendar_id: cal_4301, title: Vinyasa Yoga, start_at: "2025-03-08T09:30:00", recurrence: '"frequency": "weekly"'}
      similarity: {title: {method: contains, case_sensitive: false}, recurrence: {method: contains}}
completion_criteria: >-
  Ironleaf Fitness - Montrose ($39 < $52, yoga 09:30 after 9; not Katy) saved as "Gym"; a
  weekly Saturday event "Vinyasa Yoga" from Sat Mar 8 2025 at 09:30.
expected_tools: [search_places, save_place, create_calendar_event, set_calendar_event_recurrence]
oracle_solution:
  - round: 1
    steps:
      - tool: search_places
        arguments: {query: Ironleaf Fitness, category: gym}
      - tool: save_place
        arguments: {place_id: plc_4301, label: Gym}
    reply: >-
      Both have Saturday yoga after 9 (Ironleaf 09:30, Pulse & Flow 10:00; its 07:30 class is
      too early for Noor), so the cheaper one wins: Ironleaf at $39/month vs $52. Saved
      Ironleaf Fitness Montrose in Maps as "Gym". 09:30 fits your free Saturday morning.
  - round: 2
    steps:
      - tool: create_calendar_event
        arguments: {title: Vinyasa Yoga at Ironleaf (with Noor), start: "2025-03-08T09:30:00", end: "2025-03-08T10:30:00", location: "Ironleaf Fitness, 1412 Westheimer Rd", calendar_id: cal_4301}
        save_as: yoga
      - tool: set_calendar_event_recurrence
        arguments: {event_id: "{{yoga.event.id}}", frequency: weekly}
    reply: Vinyasa Yoga is in your calendar every Saturday at 09:30, starting this Saturday, March 8.
tags: [errands, web, calendar, gym, compare, timetable]
""",
    )


def err_print_landscapes(screens: Screens) -> Scenario:
    """Of five holiday photos, only the landscape (wider than tall) ones fit the frame set:
    they go into the print folder, and that many prints go in the cart."""
    sid = "err_print_landscapes"
    imgs = ImageSet(sid, script=__file__)
    shots = [
        (
            "photo_dune",
            "dune",
            (900, 600),
            "Holiday photo, landscape (wider than tall): dune grass in front of a blue sea; no text",
        ),
        (
            "photo_flower",
            "yellow_flower",
            (600, 900),
            "Holiday photo, portrait (taller than wide): a yellow daisy-like flower; no text",
        ),
        (
            "photo_ladybird",
            "ladybird",
            (900, 600),
            "Holiday photo, landscape: a ladybird on a grass stem among blue flowers; no text",
        ),
        (
            "photo_leaf",
            "leaf",
            (600, 900),
            "Holiday photo, portrait: a backlit green leaf; no text",
        ),
        (
            "photo_rain",
            "raindrops",
            (900, 600),
            "Holiday photo, landscape: raindrops on green leaves; no text",
        ),
    ]
    for image_id, base, size, desc in shots:
        imgs.add(
            image_id, photos.photo(base, seed=f"{sid}:{image_id}", size=size, description=desc)
        )
    imgs.add(
        "frame_box",
        photos.composite(
            "wood_deck",
            ["GALLERY WALL SET", '"Coastal Walk"', "3 frames - 6x4 in", "LANDSCAPE prints only"],
            seed=f"{sid}:box",
            style="label",
            accent=(30, 30, 30),
            panel_width=0.7,
            tilt=0.04,
            kind="packaging_photo",
            description="Photo of a frame-set box on a wooden table: Gallery wall set 'Coastal Walk', 3 frames 6x4 in, landscape prints only",
        ),
        decisive=["Coastal Walk", "6x4", "LANDSCAPE prints only"],
    )
    return scenario(
        imgs,
        """
id: err_print_landscapes
title: Pick the landscape photos that fit the frames, file them for printing and order the prints
description: >-
  A grandmother in Perth wants prints for a new three-frame set that only takes landscape
  6x4 prints. Of her five holiday photos, three are wider than tall; the agent measures
  them, saves those three into a new folder named after the frame set in "To print" and adds three 6x4 prints to
  the cart. Distractors: a 7x5 print product, a 6x4 matte pack of 10, a "Printed" folder.
domains: [vision, files, shopping]
reference_time: "2025-04-26T10:00:00+08:00"
persona:
  owner: {first_name: Dorothy, last_name: McAllister, phone: "+61412550133", email: dot.mcallister@bigpond.example}
  description: Dorothy McAllister, 74, retired primary-school principal in Perth, decorating her hallway with holiday photos.
  style: chatty, grandmotherly, signs "Dot"
initial_entities:
  drive_folders:
    - {id: fld_4401, name: Photos}
    - {id: fld_4402, name: To print, parent_id: fld_4401}
    - {id: fld_4403, name: Printed, parent_id: fld_4401}
  drive_files:
    - {id: fil_4401, name: christmas_2024.jpg, folder_id: fld_4403, mime_type: image/jpeg, size_bytes: 1200000}
  shop_sellers:
    - {id: sel_4401, name: SnapPrint, is_store: true, positive_feedback_pct: 96, ships_from: Perth WA}
  shop_products:
    - {id: prd_4401, title: "Photo print 6x4 in, gloss (single)", brand: SnapPrint, category: office, subcategory: photo prints, price: 0.45, list_price: 0.45, seller_id: sel_4401, date_first_available: "2022-01-01", ratings_average: 4.5, ratings_count: 2300, stock_quantity: 9999}
    - {id: prd_4402, title: "Photo print 7x5 in, gloss (single)", brand: SnapPrint, category: office, subcategory: photo prints, price: 0.85, list_price: 0.85, seller_id: sel_4401, date_first_available: "2022-01-01", ratings_average: 4.4, ratings_count: 900, stock_quantity: 9999}
    - {id: prd_4403, title: "Photo prints 6x4 in, matte, pack of 10", brand: SnapPrint, category: office, subcategory: photo prints, price: 3.99, list_price: 3.99, seller_id: sel_4401, date_first_available: "2022-01-01", ratings_average: 4.2, ratings_count: 400, stock_quantity: 500}
rounds:
  - query: >-
      Hello dear, I bought this lovely frame set and here are my favourite holiday snaps.
      Could you find the ones that will fit and put them in a new folder inside To print,
      named after the frame set? Dot
    images: [photo_dune, photo_flower, photo_ladybird, photo_leaf, photo_rain, frame_box]
    transition: once the fitting photos are in the new folder
  - query: Wonderful. Now please pop the right prints in my basket, one of each. Dot
    transition: once the prints are in the cart
challenge:
  type: none
flow_type: filter
arrival_pattern: upfront
expected_changes:
  changes:
    - op: create
      table: drive_folders
      fields: {name: Coastal Walk, parent_id: fld_4402}
      similarity: {name: {method: contains, case_sensitive: false}}
    - {op: create, table: drive_files, fields: {image_id: img_0}}
    - {op: create, table: drive_files, fields: {image_id: img_2}}
    - {op: create, table: drive_files, fields: {image_id: img_4}}
    - {op: create, table: shop_cart_items, fields: {product_id: prd_4401, quantity: 3}}
completion_criteria: >-
  The three landscape photos (dune, ladybird, raindrops: img_0, img_2, img_4) saved in a new
  folder Photos/To print/Coastal Walk (not the portrait flower and leaf); 3 single gloss 6x4 prints in the cart
  (not 7x5, not the matte 10-pack).
expected_tools: [get_image_size, create_drive_folder, save_image_to_files, search_products, add_to_cart]
oracle_solution:
  - round: 1
    steps:
      - tool: get_image_size
        arguments: {image_id: "{{image:photo_dune}}"}
      - tool: get_image_size
        arguments: {image_id: "{{image:photo_flower}}"}
      - tool: get_image_size
        arguments: {image_id: "{{image:photo_ladybird}}"}
      - tool: get_image_size
        arguments: {image_id: "{{image:photo_leaf}}"}
      - tool: get_image_size
        arguments: {image_id: "{{image:photo_rain}}"}
      - tool: create_drive_folder
        arguments: {name: Coastal Walk, parent_folder_id: fld_4402}
        save_as: folder
      - tool: save_image_to_files
        arguments: {image_id: "{{image:photo_dune}}", folder_id: "{{folder.id}}", name: dunes.jpg}
      - tool: save_image_to_files
        arguments: {image_id: "{{image:photo_ladybird}}", folder_id: "{{folder.id}}", name: ladybird.jpg}
      - tool: save_image_to_files
        arguments: {image_id: "{{image:photo_rain}}", folder_id: "{{folder.id}}", name: raindrops.jpg}
    reply: >-
      The frames take landscape 6x4 prints only, so three of your five fit: the dunes, the
      ladybird and the raindrops (the flower and the leaf are taller than wide). They are in
      a new folder "Coastal Walk" inside To print.
  - round: 2
    steps:
      - tool: search_products
        arguments: {query: photo print 6x4}
      - tool: add_to_cart
        arguments: {product_id: prd_4401, quantity: 3}
    reply: Three single 6x4 gloss prints are in your basket ($1.35). Lovely hallway ahead, Dot!
tags: [errands, vision, files, shopping, photos, filter]
""",
    )


def err_exchange_student_pickup(screens: Screens) -> Scenario:
    """Five rounds around an exchange student's arrival: Seoul time and world clock first
    (no pictures), then her itinerary gives the pickup, the airline's delay moves it, and
    the kids' welcome sign is sent to her."""
    sid = "err_exchange_student_pickup"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "itinerary",
        documents.ticket(
            "SKYPACIFIC AIRWAYS · E-TICKET",
            [
                ("Passenger", "KIM / SEOYEON"),
                ("Flight", "SP 87 ICN-SEA"),
                ("Departs", "Fri 29 Aug 2025 18:40 KST"),
                ("Arrives", "Fri 29 Aug 2025 12:55 PDT"),
            ],
            title="Itinerary receipt",
            code="SP87-7741-20",
            accent=(10, 70, 120),
            description=(
                "E-ticket itinerary: Kim Seoyeon, flight SP 87 Seoul Incheon to Seattle, departs Fri "
                "29 Aug 2025 18:40 KST, arrives Fri 29 Aug 2025 12:55 PDT"
            ),
        ),
        decisive=["SP 87", "12:55 PDT", "Fri 29 Aug 2025"],
    )
    imgs.add(
        "chat_seoyeon",
        screens.chat(
            "Seoyeon Kim",
            [
                ("them", "Hello! I am so excited 😊 I will wait at door 3 after customs", "22:14"),
                ("them", "customs takes maybe 1 hour they said", "22:15"),
            ],
            subtitle="KakaoTalk",
            clock="22:20",
            description="Chat with Seoyeon Kim: she will wait at door 3 after customs; customs may take about 1 hour",
        ),
        decisive=["door 3", "1 hour"],
    )
    imgs.add(
        "delay_sms",
        screens.chat(
            "SkyPacific",
            [
                (
                    "them",
                    "SP 87 ICN-SEA on 29 AUG is delayed. New arrival 15:25 local time. We apologise.",
                    "09:02",
                )
            ],
            subtitle="Text message",
            clock="09:05",
            description="Text from SkyPacific: SP 87 Incheon-Seattle on 29 August is delayed, new arrival 15:25 local time",
        ),
        decisive=["15:25"],
    )
    imgs.add(
        "welcome_sign",
        documents.note(
            ["WELCOME SEOYEON!", "so happy you're here", "- Mia & Jack"],
            paper="card",
            style="hand-bold",
            size=44,
            seed=f"{sid}:sign",
            description="Children's hand-lettered welcome card: Welcome Seoyeon! So happy you're here - Mia & Jack",
        ),
    )
    imgs.add(
        "kids_photo",
        photos.photo(
            "dandelion",
            seed=f"{sid}:kids",
            description="Photo the kids took in the garden: dandelion seeds against orange flowers; no text",
        ),
    )
    return scenario(
        imgs,
        """
id: err_exchange_student_pickup
title: Prepare for an exchange student's arrival - Seoul clock, airport pickup from her itinerary, moved after a delay, welcome card sent
description: >-
  A host mum in Seattle asks the time in Seoul and adds it to her world clock (no
  pictures), then sends the student's itinerary and chat: arrival 12:55 plus about an hour
  of customs, so a pickup event at 13:55 at door 3. The airline's delay text moves the
  arrival to 15:25, so the pickup moves to 16:25. Finally the kids' welcome card and photo
  go to the student. Distractors: an older Seoul flight event, another Kim in contacts.
domains: [web, alarms, calendar, messages]
reference_time: "2025-08-25T20:30:00-07:00"
persona:
  owner: {first_name: Rebecca, last_name: Hollis, phone: "+12065550181", email: rebecca.hollis@gmail.com}
  description: Rebecca Hollis, 46, nurse manager in Seattle, hosting a Korean exchange student for the school year; kids Mia and Jack.
  style: warm, organised, a little anxious, full sentences
initial_entities:
  world_clock_cities:
    - {id: wc_4501, city: New York, position: 1}
  calendars:
    - {id: cal_4501, name: Family, is_default: true}
  calendar_events:
    - {id: ev_4501, calendar_id: cal_4501, title: Pick up Seoyeon (orientation call), start_at: "2025-07-10T17:00:00-07:00", end_at: "2025-07-10T17:30:00-07:00"}
  contacts:
    - {id: ct_4501, first_name: Seoyeon, last_name: Kim, notes: exchange student}
    - {id: ct_4502, first_name: Daniel, last_name: Kim, company: Eastside High, job_title: Exchange coordinator}
  contact_phones:
    - {id: ph_4501, contact_id: ct_4501, label: mobile, number: "+821055501234", is_primary: true}
    - {id: ph_4502, contact_id: ct_4502, label: work, number: "+14255550110", is_primary: true}
rounds:
  - query: What time is it in Seoul right now?
    transition: once the assistant has answered
  - query: Please add Seoul to my world clock, I'll be checking it all year.
    transition: once Seoul is in the world clock
  - query: >-
      Here is her itinerary and her message. Please put the pickup in our family calendar
      for when she'll actually come out, one hour, with where to meet her.
    images: [itinerary, chat_seoyeon]
    transition: once the pickup is in the calendar
  - query: Oh no, this just came in.
    images: [delay_sms]
    transition: once the pickup is moved
  - query: The kids made this for her! Please send her the card and their photo.
    images: [welcome_sign, kids_photo]
    transition: once Seoyeon has the card and the photo
challenge:
  type: goal_change
  round: 4
  details: The flight is delayed to 15:25, so the pickup moves from 13:55 to 16:25; only the final time counts.
flow_type: compute
arrival_pattern: late
expected_changes:
  ignore_tables: [message_threads]
  changes:
    - {op: create, table: world_clock_cities, fields: {city: Seoul}}
    - op: create
      table: calendar_events
      fields: {calendar_id: cal_4501, start_at: "2025-08-29T16:25:00", end_at: "2025-08-29T17:25:00", location: door 3}
      similarity: {location: {method: contains, case_sensitive: false}}
    - {op: create, table: messages, fields: {direction: outgoing}}
    - {op: create, table: message_attachments, fields: {image_id: img_3}}
    - {op: create, table: message_attachments, fields: {image_id: img_4}}
completion_criteria: >-
  Seoul in the world clock; one Family event on Fri 29 Aug 2025 16:25-17:25 (15:25 delayed
  arrival + 1 hour customs; first 13:55) at door 3; the July event untouched; the card and
  photo sent to Seoyeon Kim (not Daniel Kim).
expected_tools: [get_world_time, add_world_clock_city, create_calendar_event, reschedule_calendar_event, send_message]
oracle_solution:
  - round: 1
    steps:
      - tool: get_world_time
        arguments: {location: Asia/Seoul}
    reply: It's 12:30 pm on Tuesday in Seoul, 16 hours ahead of you.
  - round: 2
    steps:
      - tool: add_world_clock_city
        arguments: {city: Seoul}
    reply: Seoul is on your world clock now.
  - round: 3
    steps:
      - tool: create_calendar_event
        arguments: {title: Pick up Seoyeon at SEA (SP 87), start: "2025-08-29T13:55:00", end: "2025-08-29T14:55:00", location: "Sea-Tac Airport, arrivals door 3", calendar_id: cal_4501}
        save_as: pickup
    reply: >-
      SP 87 lands Friday Aug 29 at 12:55, and customs takes about an hour, so I put the
      pickup at 13:55-14:55 at Sea-Tac arrivals, door 3, in the Family calendar.
  - round: 4
    steps:
      - tool: reschedule_calendar_event
        arguments: {event_id: "{{pickup.event.id}}", new_start: "2025-08-29T16:25:00", new_end: "2025-08-29T17:25:00"}
    reply: With the new arrival at 15:25 plus customs, the pickup is now 16:25-17:25 at door 3.
  - round: 5
    steps:
      - tool: search_contacts
        arguments: {query: Seoyeon}
      - tool: send_message
        arguments: {recipient: "+821055501234", body: "Mia and Jack made this for you! See you on Friday 😊", image_ids: ["{{image:welcome_sign}}", "{{image:kids_photo}}"]}
    reply: Sent Seoyeon the kids' welcome card and their photo.
tags: [errands, web, alarms, calendar, messages, time-zone, five-rounds]
""",
    )


# =========================================================================== batch 11


def err_monstera_repot(screens: Screens) -> Scenario:
    """Repotting a plant: the user remembers 18 cm, the nursery tag says 21 cm; the
    sister's message decides the material; a weekly watering reminder from the tag."""
    sid = "err_monstera_repot"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "plant_photo",
        photos.photo(
            "leaf",
            seed=f"{sid}:leaf",
            description="Photo of a large green leaf with visible veins, backlit by a window; no text",
        ),
    )
    imgs.add(
        "nursery_tag",
        photos.composite(
            "grass",
            [
                "Monstera 'Thai Constellation'",
                "Repot into: 21 cm pot",
                "Water every 7 days",
                "Next watering: Sat 10 May",
            ],
            seed=f"{sid}:tag",
            style="label",
            accent=(40, 120, 60),
            panel_width=0.8,
            tilt=0.03,
            kind="plant_tag_photo",
            description="Photo of a nursery plant tag in the soil: Monstera 'Thai Constellation', repot into a 21 cm pot, water every 7 days, next watering Sat 10 May",
        ),
        decisive=["21 cm pot", "Sat 10 May"],
    )
    imgs.add(
        "chat_sister",
        screens.chat(
            "Valentina",
            [
                ("them", "terracotta!! plastic keeps the roots too wet", "17:40"),
                ("them", "and a saucer if it doesn't come with one", "17:41"),
            ],
            subtitle="WhatsApp",
            clock="17:45",
            description="Chat with Valentina: get terracotta, plastic keeps the roots too wet; and a saucer if it doesn't come with one",
        ),
        decisive=["terracotta"],
    )
    imgs.add(
        "ladybird_photo",
        photos.photo(
            "ladybird",
            seed=f"{sid}:bug",
            description="Close-up photo of a red ladybird on a green stem; no text",
        ),
    )
    return scenario(
        imgs,
        """
id: err_monstera_repot
title: Find the right pot for a repotting (the tag says 21 cm, not 18), in the material the sister recommends, and a watering reminder
description: >-
  An Italian student in Montréal (first two rounds: what pots she bought and what is on her wish
  list, no pictures) wants a new pot and says the tag says 18 cm; the nursery tag says
  21 cm. Her sister says terracotta; the terracotta 21 cm pot comes with a saucer. It goes
  in the cart, and a weekly watering reminder starts on the tag's next-watering day. A
  ladybird photo needs no action (ladybirds are harmless). Distractors: a terracotta 18 cm,
  a plastic 21 cm, a saucer sold alone, last year's pot order.
domains: [shopping, reminders]
reference_time: "2025-05-06T17:50:00-04:00"
persona:
  owner: {first_name: Giulia, last_name: Romano, phone: "+15145550288", email: giulia.romano@umontreal.example}
  description: Giulia Romano, 23, Italian veterinary student in Montréal, proud owner of one very expensive houseplant.
  style: chatty, Italian interjections (allora, dai), lots of questions
initial_entities:
  shop_sellers:
    - {id: sel_4601, name: Verde Casa, is_store: true, positive_feedback_pct: 97, ships_from: Montréal QC}
  shop_products:
    - {id: prd_4601, title: "Terracotta pot 21 cm with saucer", brand: Verde Casa, category: home, subcategory: planters, price: 14.9, list_price: 16.9, seller_id: sel_4601, date_first_available: "2023-03-01", ratings_average: 4.6, ratings_count: 820, stock_quantity: 60}
    - {id: prd_4602, title: "Terracotta pot 18 cm with saucer", brand: Verde Casa, category: home, subcategory: planters, price: 11.9, list_price: 11.9, seller_id: sel_4601, date_first_available: "2023-03-01", ratings_average: 4.6, ratings_count: 640, stock_quantity: 80}
    - {id: prd_4603, title: "Plastic nursery pot 21 cm", brand: Verde Casa, category: home, subcategory: planters, price: 4.5, list_price: 4.5, seller_id: sel_4601, date_first_available: "2023-03-01", ratings_average: 4.1, ratings_count: 300, stock_quantity: 200}
    - {id: prd_4604, title: "Terracotta saucer 21 cm", brand: Verde Casa, category: home, subcategory: planters, price: 3.9, list_price: 3.9, seller_id: sel_4601, date_first_available: "2023-03-01", ratings_average: 4.5, ratings_count: 210, stock_quantity: 150}
  shop_addresses:
    - {id: adr_4601, label: Home, full_name: Giulia Romano, street1: 3450 Rue Durocher, city: Montréal, state: QC, postal_code: H2X 2E1, country: CA, is_default: true}
  shop_payment_cards:
    - {id: card_4601, brand: mastercard, last4: "5520", cardholder_name: Giulia Romano, exp_month: 11, exp_year: 2027, is_default: true}
  shop_orders:
    - {id: ord_4601, order_number: VC-10442, placed_at: "2024-04-02T11:00:00-04:00", status: delivered, address_id: adr_4601, ship_to: {full_name: Giulia Romano, street1: 3450 Rue Durocher, city: Montréal}, card_id: card_4601, subtotal: 11.9, shipping_fee: 0, discount: 0, tax: 0, total: 11.9, estimated_delivery: "2024-04-05", delivered_at: "2024-04-05T12:00:00-04:00"}
  shop_order_items:
    - {id: oi_4601, order_id: ord_4601, product_id: prd_4602, title: "Terracotta pot 18 cm with saucer", unit_price: 11.9, quantity: 1, status: active}
  shop_wish_lists:
    - {id: wl_4601, name: Wish List, privacy: private, is_default: true}
  reminder_lists:
    - {id: reml_4601, name: Promemoria, is_default: true}
    - {id: reml_4602, name: Uni}
rounds:
  - query: Allora, have I ever bought a plant pot here?
    transition: once the assistant has answered
  - query: And is there anything on my wish list?
    transition: once the assistant has answered
  - query: >-
      Ok so my Monstera needs a bigger pot, the tag says 18 cm I'm pretty sure. Can you find
      me one? Also I found this little guy on it, is that bad??
    images: [plant_photo, nursery_tag, ladybird_photo]
    transition: once the assistant has proposed pots of the right size
    user_notes: >-
      If the assistant says the tag says 21 cm, agree. If it asks about material, say you
      will ask your sister. Do not ask for anything to be added to the cart yet.
  - query: My sister says this. Put that one in the cart dai, and remind me to water it like the tag says.
    images: [chat_sister]
    transition: once the pot is in the cart and the watering reminder exists
challenge:
  type: error_correction
  round: 3
  details: The user thinks the tag says an 18 cm pot; it says 21 cm.
  wrong_detail: the tag says 18 cm
  correct_detail: Repot into a 21 cm pot
flow_type: compare
arrival_pattern: late
expected_changes:
  changes:
    - {op: create, table: shop_cart_items, fields: {product_id: prd_4601, quantity: 1}}
    - {op: create, table: reminders, fields: {list_id: reml_4601, due_date: "2025-05-10", repeat: weekly}}
completion_criteria: >-
  One "Terracotta pot 21 cm with saucer" in the cart (not 18 cm, not plastic, no separate
  saucer); a weekly reminder starting Sat 10 May 2025 in Promemoria; nothing done about the
  ladybird (harmless, it eats aphids).
expected_tools: [list_orders, list_wish_lists, search_products, add_to_cart, create_reminder]
oracle_solution:
  - round: 1
    steps:
      - tool: list_orders
        arguments: {}
    reply: Yes, once - a Terracotta pot 18 cm with saucer in April 2024 (order VC-10442).
  - round: 2
    steps:
      - tool: list_wish_lists
        arguments: {}
    reply: Your Wish List is empty.
  - round: 3
    steps:
      - tool: search_products
        arguments: {query: pot 21 cm}
    reply: >-
      Small correction: the tag says to repot into a 21 cm pot, not 18 cm (18 cm is the size
      you bought last year). Options: Terracotta pot 21 cm with saucer (14.90) or a plastic
      nursery pot 21 cm (4.50). And don't worry, a ladybird is a friend: it eats aphids.
  - round: 4
    steps:
      - tool: add_to_cart
        arguments: {product_id: prd_4601, quantity: 1}
      - tool: create_reminder
        arguments: {title: Water the Monstera, due_date: "2025-05-10", repeat: weekly}
    reply: The terracotta 21 cm pot (saucer included) is in your cart, and I'll remind you to water the Monstera every week starting Saturday May 10.
tags: [errands, shopping, reminders, plants, tag, error-correction]
""",
    )


# =========================================================================== batch 12


def err_location_privacy(screens: Screens) -> Scenario:
    """An article names two apps that leak location: in the phone's list, those two are set
    to Never (not the similarly named ones the user needs), the article is kept, and the
    open airport network the article warns about is forgotten."""
    sid = "err_location_privacy"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "article",
        web_page(
            screens,
            "https://www.privacywatch.example/2025/03/flashlight-apps-location",
            "PrivacyWatch",
            "Two popular apps sold your location, researchers say",
            [
                "Researchers found that FlashBright Torch and QuickScan Lite sent precise location to ad brokers, even in the background.",
                "If you have either app, set its location access to Never or delete it. The full versions of the scanners were not affected.",
                "Also: forget open airport networks such as LIS-Free-WiFi, which were used to track phones.",
            ],
            accent="#7a1f1f",
            description=(
                "News article on PrivacyWatch: FlashBright Torch and QuickScan Lite sent precise "
                "location to ad brokers; set their location access to Never or delete them; full "
                "scanner versions not affected; forget open airport networks like LIS-Free-WiFi"
            ),
        ),
        decisive=["FlashBright Torch", "QuickScan Lite", "LIS-Free-WiFi"],
    )
    imgs.add(
        "location_list",
        screens.settings(
            "Location Services",
            [
                (
                    "Apps",
                    [
                        ("FlashBright Torch", "Always"),
                        ("QuickScan", "While Using"),
                        ("QuickScan Lite", "Always"),
                        ("Maps", "While Using"),
                        ("Tempo do Tejo", "While Using"),
                    ],
                ),
            ],
            description="Settings screenshot of Location Services: FlashBright Torch Always, QuickScan While Using, QuickScan Lite Always, Maps While Using, Tempo do Tejo While Using",
        ),
        decisive=["QuickScan Lite"],
    )
    imgs.add(
        "grandson_note",
        documents.note(
            ["Avô: keep Maps + the weather", "app ON, you need them!", "- Tiago"],
            paper="sticky",
            size=34,
            seed=f"{sid}:note",
            description="Sticky note from grandson Tiago: grandpa, keep Maps and the weather app on, you need them",
        ),
    )
    imgs.add(
        "wifi_list",
        screens.list_screen(
            "Wi-Fi - saved networks",
            [
                ("Casa Ferreira", "WPA2 · auto-join"),
                ("LIS-Free-WiFi", "Open · auto-join"),
                ("Cafe Nicola", "WPA2"),
            ],
            subtitle="Known networks",
            kind="settings",
            description="Settings screenshot of saved Wi-Fi networks: Casa Ferreira (WPA2, auto-join), LIS-Free-WiFi (open, auto-join), Cafe Nicola (WPA2)",
        ),
    )
    imgs.add(
        "tram_photo",
        photos.photo(
            "dune",
            seed=f"{sid}:view",
            description="Photo of dune grass and the sea on a sunny day; no text",
        ),
    )
    return scenario(
        imgs,
        """
id: err_location_privacy
title: Shut off location for the two apps an article names, keep the ones the grandson says to keep, forget the tracked Wi-Fi
description: >-
  A retired tram driver in Lisbon reads that two apps leaked location. In his phone's list
  FlashBright Torch and QuickScan Lite are set to Never (not the full QuickScan, not Maps or
  the weather app his grandson says to keep), the airport network the article warns about
  is forgotten, and the article is saved to his Reading List. Distractors: QuickScan (full),
  a saved cafe network, another PrivacyWatch article.
domains: [settings, web]
reference_time: "2025-03-18T11:20:00+00:00"
persona:
  owner: {first_name: Joaquim, last_name: Ferreira, phone: "+351912550377", email: joaquim.ferreira@sapo.example}
  description: Joaquim Ferreira, 73, retired Lisbon tram driver; his grandson Tiago set up his phone.
  style: formal, careful, a little suspicious of technology
initial_entities:
  device_settings:
    - {id: device, location_services_enabled: true, wifi_enabled: true, time_zone: Europe/Lisbon, region: PT, language: en-GB}
  device_apps:
    - {id: app_4701, name: FlashBright Torch, category: Utilities, app_size_mb: 40, uses_location: true, location_permission: always}
    - {id: app_4702, name: QuickScan, category: Productivity, app_size_mb: 120, uses_location: true, location_permission: while_using}
    - {id: app_4703, name: QuickScan Lite, category: Productivity, app_size_mb: 35, uses_location: true, location_permission: always}
    - {id: app_4704, name: Maps, category: Navigation, app_size_mb: 200, uses_location: true, location_permission: while_using, is_system_app: true}
    - {id: app_4705, name: Tempo do Tejo, category: Weather, app_size_mb: 60, uses_location: true, location_permission: while_using}
  wifi_networks:
    - {id: wifi_4701, ssid: Casa Ferreira, security: wpa2, signal_bars: 4, is_saved: true, saved_password: tejo1952, auto_join: true, is_connected: true}
    - {id: wifi_4702, ssid: LIS-Free-WiFi, security: open, signal_bars: 0, is_saved: true, auto_join: true}
    - {id: wifi_4703, ssid: Cafe Nicola, security: wpa2, signal_bars: 0, is_saved: true, saved_password: bica2020, auto_join: false}
  web_pages:
    - {id: web_4701, url: "https://www.privacywatch.example/2025/03/flashlight-apps-location", title: "Two popular apps sold your location, researchers say", site_name: PrivacyWatch, published_on: "2025-03-17", body: "Researchers found that two popular apps sent precise location to ad brokers."}
    - {id: web_4702, url: "https://www.privacywatch.example/2025/02/smart-tv-microphones", title: "Is your smart TV listening?", site_name: PrivacyWatch, published_on: "2025-02-10", body: "Smart TVs and their microphones."}
rounds:
  - query: >-
      Good morning. I read this in the newspaper app. Please do what it says on my phone,
      but keep what Tiago says. Here is how my phone looks.
    images: [article, location_list, grandson_note, wifi_list, tram_photo]
    transition: once the two apps are set to Never and the network is forgotten
    user_notes: The beach photo was sent by mistake.
  - query: Thank you. Please also keep the article in my Reading List so I can show Tiago.
    transition: once the article is bookmarked
challenge:
  type: state_mutation
  details: Two existing apps' location permission changes to never and a saved Wi-Fi network is forgotten.
flow_type: filter
arrival_pattern: upfront
expected_changes:
  changes:
    - {op: update, table: device_apps, match: {id: app_4701}, fields: {location_permission: never}}
    - {op: update, table: device_apps, match: {id: app_4703}, fields: {location_permission: never}}
    - {op: delete, table: wifi_networks, match: {id: wifi_4702}}
    - {op: create, table: web_bookmarks, fields: {url: "https://www.privacywatch.example/2025/03/flashlight-apps-location", folder: Reading List}}
completion_criteria: >-
  FlashBright Torch and QuickScan Lite set to Never (QuickScan, Maps and Tempo do Tejo
  unchanged); LIS-Free-WiFi forgotten (the home and cafe networks kept); the article (not
  the smart-TV one) bookmarked in Reading List.
expected_tools: [list_device_apps, set_app_location_permission, forget_wifi_network, bookmark_webpage]
oracle_solution:
  - round: 1
    steps:
      - tool: list_device_apps
        arguments: {only: uses_location}
      - tool: set_app_location_permission
        arguments: {app: FlashBright Torch, permission: never}
      - tool: set_app_location_permission
        arguments: {app: QuickScan Lite, permission: never}
      - tool: forget_wifi_network
        arguments: {network: LIS-Free-WiFi}
    reply: >-
      Done. FlashBright Torch and QuickScan Lite can no longer see your location (the full
      QuickScan was not affected, and Maps and Tempo do Tejo stay on, as Tiago asked). I also
      made the phone forget LIS-Free-WiFi, the airport network the article warns about.
  - round: 2
    steps:
      - tool: bookmark_webpage
        arguments: {url: "https://www.privacywatch.example/2025/03/flashlight-apps-location", folder: Reading List}
    reply: The article is in your Reading List.
tags: [errands, settings, web, privacy, location, filter]
""",
    )


def err_team_folder_handover(screens: Screens) -> Scenario:
    """A colleague left and a new one starts: from HR's email and the team roster, the
    leaver's access to the project folders is removed, the newcomer (contact created from
    her card) gets the access the roster lists."""
    sid = "err_team_folder_handover"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "hr_email",
        screens.email(
            "People Team <people@larchwood.example>",
            "Team changes from 1 July",
            "Jun 30, 2025",
            [
                "Hi Chiara, Tomasz Nowicki leaves Larchwood today. Please remove his access to your team's shared folders.",
                "His replacement, Amara Nwosu, starts tomorrow; see the roster for her access.",
            ],
            to="chiara.bianchi@larchwood.example",
            description="HR email of Jun 30, 2025: Tomasz Nowicki leaves today, remove his folder access; his replacement Amara Nwosu starts tomorrow, access per roster",
        ),
        decisive=["Tomasz Nowicki"],
    )
    imgs.add(
        "roster",
        charts.table(
            "Design team - folder access (from 1 July)",
            ["Person", "Brand 2025", "Client Archive"],
            [
                ["Chiara Bianchi", "owner", "owner"],
                ["Amara Nwosu", "edit", "view"],
                ["Leon Fischer", "edit", "view"],
            ],
            description="Roster table of folder access from 1 July: Chiara Bianchi owner of both; Amara Nwosu edit on Brand 2025 and view on Client Archive; Leon Fischer edit and view",
        ),
        decisive=["edit", "view"],
    )
    imgs.add(
        "shared_screen",
        screens.list_screen(
            "Shared by me",
            [
                ("Brand 2025", "Tomasz Nowicki (edit), Leon Fischer (edit)"),
                ("Client Archive", "Tomasz Nowicki (view), Leon Fischer (view)"),
                ("Offsite photos", "Tomasz Nowak (view)"),
            ],
            subtitle="iCloud Drive",
            kind="files_app",
            width=640,
            description="Files app 'Shared by me': Brand 2025 shared with Tomasz Nowicki (edit) and Leon Fischer (edit); Client Archive with Tomasz Nowicki (view) and Leon Fischer (view); Offsite photos with Tomasz Nowak (view)",
        ),
    )
    imgs.add(
        "amara_card",
        documents.business_card(
            "Amara Nwosu",
            "Senior Designer",
            "Larchwood Studio",
            phone="+49 30 5558 0123",
            email="amara.nwosu@larchwood.example",
            web="larchwood.example",
            description="Business card: Amara Nwosu, Senior Designer, Larchwood Studio, +49 30 5558 0123, amara.nwosu@larchwood.example",
        ),
        decisive=["Amara Nwosu", "+49 30 5558 0123", "amara.nwosu@larchwood.example"],
    )
    imgs.add(
        "farewell_photo",
        photos.photo(
            "coffee",
            seed=f"{sid}:coffee",
            description="Photo of a latte with leaf art on a saucer, from the farewell coffee; no text",
        ),
    )
    return scenario(
        imgs,
        """
id: err_team_folder_handover
title: Remove the leaver's access to the team folders and give the newcomer the access the roster lists
description: >-
  A design lead in Berlin gets HR's email: Tomasz Nowicki leaves, Amara Nwosu starts. From
  the roster and her "Shared by me" list, Tomasz loses access to Brand 2025 and Client
  Archive (not Tomasz Nowak, a friend with access to offsite photos), Amara's contact is
  created from her card and she gets edit on Brand 2025 and view on Client Archive.
  Distractors: Tomasz Nowak, Leon Fischer's existing access.
domains: [files, contacts]
reference_time: "2025-06-30T17:30:00+02:00"
persona:
  owner: {first_name: Chiara, last_name: Bianchi, phone: "+4915155500177", email: chiara.bianchi@larchwood.example}
  description: Chiara Bianchi, 39, Italian design lead at a Berlin studio, manages a team of four.
  style: crisp, professional, no small talk
initial_entities:
  contacts:
    - {id: ct_4801, first_name: Tomasz, last_name: Nowicki, company: Larchwood Studio}
    - {id: ct_4802, first_name: Tomasz, last_name: Nowak, relationship: friend}
    - {id: ct_4803, first_name: Leon, last_name: Fischer, company: Larchwood Studio}
  contact_emails:
    - {id: ce_4801, contact_id: ct_4801, label: work, address: tomasz.nowicki@larchwood.example, is_primary: true}
  drive_folders:
    - {id: fld_4801, name: Brand 2025}
    - {id: fld_4802, name: Client Archive}
    - {id: fld_4803, name: Offsite photos}
  drive_shares:
    - {id: dsh_4801, shared_at: "2025-01-15T10:00:00+01:00", folder_id: fld_4801, contact_id: ct_4801, permission: edit}
    - {id: dsh_4802, shared_at: "2025-01-15T10:00:00+01:00", folder_id: fld_4801, contact_id: ct_4803, permission: edit}
    - {id: dsh_4803, shared_at: "2025-01-15T10:00:00+01:00", folder_id: fld_4802, contact_id: ct_4801, permission: view}
    - {id: dsh_4804, shared_at: "2025-01-15T10:00:00+01:00", folder_id: fld_4802, contact_id: ct_4803, permission: view}
    - {id: dsh_4805, shared_at: "2025-01-15T10:00:00+01:00", folder_id: fld_4803, contact_id: ct_4802, permission: view}
rounds:
  - query: HR sent this. Here's the roster and what I share now. Take Tomasz off.
    images: [hr_email, roster, shared_screen]
    transition: once Tomasz Nowicki has no access
  - query: This is Amara's card. Save her and set her up like the roster says. (Photo from Tomasz's farewell coffee, ignore.)
    images: [amara_card, farewell_photo]
    transition: once Amara is a contact with the right access
challenge:
  type: state_mutation
  details: Two shares of Tomasz Nowicki (found first) are removed; Amara is created and given edit and view access.
flow_type: cross_reference
arrival_pattern: mixed
expected_changes:
  changes:
    - {op: delete, table: drive_shares, match: {id: dsh_4801}}
    - {op: delete, table: drive_shares, match: {id: dsh_4803}}
    - {op: create, table: contacts, fields: {first_name: Amara, last_name: Nwosu, company: Larchwood Studio}}
    - {op: create, table: contact_phones, fields: {number: "+493055580123"}}
    - {op: create, table: contact_emails, fields: {address: amara.nwosu@larchwood.example}}
    - {op: create, table: drive_shares, fields: {folder_id: fld_4801, permission: edit}}
    - {op: create, table: drive_shares, fields: {folder_id: fld_4802, permission: view}}
  ignore_columns: [drive_shares.shared_at, drive_folders.modified_at, contacts.job_title]
completion_criteria: >-
  Tomasz Nowicki's shares of Brand 2025 and Client Archive removed (Tomasz Nowak's offsite
  photos share and Leon's shares untouched); contact Amara Nwosu (Larchwood Studio, +49 30
  5558 0123, amara.nwosu@larchwood.example); Amara has edit on Brand 2025 and view on
  Client Archive.
expected_tools: [list_shared_by_me, unshare_drive_item, create_contact, share_drive_item]
oracle_solution:
  - round: 1
    steps:
      - tool: list_shared_by_me
        arguments: {}
      - tool: unshare_drive_item
        arguments: {item_id: fld_4801, contact_id: ct_4801}
      - tool: unshare_drive_item
        arguments: {item_id: fld_4802, contact_id: ct_4801}
    reply: Tomasz Nowicki no longer has access to Brand 2025 or Client Archive. Tomasz Nowak's access to Offsite photos is unchanged.
  - round: 2
    steps:
      - tool: create_contact
        arguments: {first_name: Amara, last_name: Nwosu, company: Larchwood Studio, job_title: Senior Designer, phone_number: "+49 30 5558 0123", phone_label: work, email: amara.nwosu@larchwood.example, email_label: work}
        save_as: amara
      - tool: share_drive_item
        arguments: {item_id: fld_4801, contact_id: "{{amara.id}}", permission: edit}
      - tool: share_drive_item
        arguments: {item_id: fld_4802, contact_id: "{{amara.id}}", permission: view}
    reply: Saved Amara Nwosu and gave her edit access to Brand 2025 and view access to Client Archive, as on the roster.
tags: [errands, files, contacts, access, cross-reference, work]
""",
    )


def err_car_sale_blur(screens: Screens) -> Scenario:
    """Selling a car: the buyer wants a photo of the registration document with the VIN
    hidden; the document is blurred there and sent, and the deposit from the listing is
    requested from the buyer's handle in the chat."""
    sid = "err_car_sale_blur"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "listing",
        screens.render(
            """
            <div class='bar'><h1>2016 Honda Jazz 1.3 SE</h1><div class='sub'>AutoSwap · Cardiff · listed 3 days ago</div></div>
            <div class='pad' style='line-height:1.7;font-size:20px'>
              <div style='font-size:28px;font-weight:bold'>£6,450</div>
              <div>58,200 miles · petrol · manual · silver</div>
              <div>Holding deposit: <b>£250.00</b> (refundable within 48 h)</div>
              <div class='muted'>Seller: Rhys M. · Verified</div>
            </div>
            """,
            kind="listing",
            width=620,
            description="Car listing on AutoSwap: 2016 Honda Jazz 1.3 SE, £6,450, 58,200 miles, holding deposit £250 refundable within 48 h, seller Rhys M.",
        ),
        decisive=["£250.00"],
    )
    imgs.add(
        "logbook",
        documents.form(
            "Vehicle Registration Certificate",
            [
                ("Registration", "CA16 RHY"),
                ("Make / model", "Honda Jazz 1.3 SE"),
                ("Colour", "Silver"),
                ("VIN", "JHMGK5830GX204417"),
                ("Keeper", "Rhys Morgan"),
            ],
            subtitle="Keep this document safe",
            handwritten=False,
            description="Vehicle registration certificate: registration CA16 RHY, Honda Jazz 1.3 SE, silver, VIN JHMGK5830GX204417, keeper Rhys Morgan",
        ),
        decisive=["CA16 RHY"],
    )
    imgs.add(
        "chat_buyer",
        screens.chat(
            "Ffion (AutoSwap buyer)",
            [
                (
                    "them",
                    "Hi Rhys, can you send a photo of the logbook? hide the VIN, that's fine",
                    "19:02",
                ),
                ("them", "I'll pay the holding deposit, request it from ffion-p-cdf", "19:03"),
            ],
            subtitle="+44 7700 900912",
            clock="19:10",
            description="Chat with Ffion, a buyer (+44 7700 900912): send a photo of the logbook with the VIN hidden; request the holding deposit from ffion-p-cdf",
        ),
        decisive=["ffion-p-cdf"],
    )
    imgs.add(
        "car_rain",
        photos.photo(
            "raindrops",
            seed=f"{sid}:rain",
            description="Close-up photo of raindrops on green leaves by the driveway; no text",
        ),
    )
    return scenario(
        imgs,
        """
id: err_car_sale_blur
title: Send the buyer the registration document with the VIN blurred and request the listing's deposit
description: >-
  A seller in Cardiff sends the buyer a photo of the registration certificate with the VIN
  hidden (blur tool), texts it to her and requests the holding deposit stated on the
  listing (250 pounds) from the handle in her chat. Distractors: another Ffion in
  contacts, a payment user with a similar handle.
domains: [vision, messages, payments]
reference_time: "2025-09-09T19:15:00+01:00"
persona:
  owner: {first_name: Rhys, last_name: Morgan, phone: "+447700900355", email: rhys.morgan@virgin.example}
  description: Rhys Morgan, 52, plumber in Cardiff, selling his old car after buying a van.
  style: brief, Welsh turns of phrase ("tidy", "now in a minute")
initial_entities:
  contacts:
    - {id: ct_4901, first_name: Ffion, last_name: Price, notes: AutoSwap buyer}
    - {id: ct_4902, first_name: Ffion, last_name: Morgan, relationship: niece}
  contact_phones:
    - {id: ph_4901, contact_id: ct_4901, label: mobile, number: "+447700900912", is_primary: true}
    - {id: ph_4902, contact_id: ct_4902, label: mobile, number: "+447700900921", is_primary: true}
  payment_account:
    - {id: me, handle: rhys-plumbing, display_name: Rhys Morgan, balance_cents: 8000}
  payment_users:
    - {id: pu_4901, handle: ffion-p-cdf, display_name: Ffion Price}
    - {id: pu_4902, handle: ffion-p-cf, display_name: Ffion Pugh}
    - {id: pu_4903, handle: ffion-morgan, display_name: Ffion Morgan, is_friend: true, contact_id: ct_4902}
rounds:
  - query: Someone wants the Jazz. Here's the ad and her message.
    images: [listing, chat_buyer]
    transition: once the assistant has summarised what the buyer wants
  - query: Here's the logbook. Do what she asked, and ask her for the deposit. Tidy.
    images: [logbook, car_rain]
    transition: once the buyer has the blurred photo and a deposit request
    user_notes: The leaf photo was taken by accident.
challenge:
  type: none
flow_type: lookup_chain
arrival_pattern: mixed
expected_changes:
  ignore_tables: [message_threads]
  changes:
    - {op: create, table: messages, fields: {direction: outgoing}}
    - {op: create, table: message_attachments, fields: {image_id: img_4}}
    - {op: create, table: payment_requests, fields: {user_id: pu_4901, direction: outgoing, amount_cents: 25000, status: pending}}
completion_criteria: >-
  Ffion Price (+44 7700 900912, not the niece) gets the registration photo with the VIN
  blurred (img_4, made by the blur tool); a 250 pound holding-deposit request to
  ffion-p-cdf (not ffion-p-cf).
expected_tools: [blur_image_region, send_message, search_payment_users, request_payment]
oracle_solution:
  - round: 1
    steps: []
    reply: Ffion wants a photo of the logbook with the VIN hidden, and asks you to request the 250 pound holding deposit from ffion-p-cdf.
  - round: 2
    steps:
      - tool: blur_image_region
        arguments: {image_id: "{{image:logbook}}", x1: 60, y1: 640, x2: 960, y2: 800, method: black_box}
        save_as: hidden
      - tool: send_message
        arguments: {recipient: "+447700900912", body: "Hi Ffion, here's the logbook (VIN hidden). Registration CA16 RHY.", image_ids: ["{{hidden.image_id}}"]}
      - tool: search_payment_users
        arguments: {query: ffion-p-cdf}
      - tool: request_payment
        arguments: {from_user: ffion-p-cdf, amount: 250.0, note: "Holding deposit - Honda Jazz CA16 RHY"}
    reply: Sent Ffion the logbook with the VIN blacked out and requested the 250 pound holding deposit from ffion-p-cdf.
tags: [errands, vision, messages, payments, privacy, car-sale]
""",
    )


# =========================================================================== batch 13


def err_au_pair_phone(screens: Screens) -> Scenario:
    """Setting up the family's old phone for the new au pair: language, region and clock
    from the host mum's note, the parents saved from their cards, and the school-run alarms
    from the timetable."""
    sid = "err_au_pair_phone"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "host_note",
        documents.note(
            [
                "Lucía's phone:",
                "- Spanish (Spain)",
                "- 24-hour clock",
                "- add Kate + Mike",
                "- school alarms",
            ],
            paper="lined",
            size=36,
            seed=f"{sid}:note",
            description="Handwritten note from the host mum: Lucía's phone - Spanish (Spain), 24-hour clock, add Kate and Mike, school alarms",
        ),
        decisive=["Spanish (Spain)", "24-hour clock"],
    )
    imgs.add(
        "card_kate",
        documents.business_card(
            "Kate Brennan",
            "Paediatric Physiotherapist",
            "Northside Children's Clinic",
            phone="+353 1 555 0142",
            email="kate.brennan@northside.example",
            description="Business card: Kate Brennan, paediatric physiotherapist, Northside Children's Clinic, +353 1 555 0142",
        ),
        decisive=["Kate Brennan", "+353 1 555 0142"],
    )
    imgs.add(
        "card_mike",
        documents.business_card(
            "Mike Brennan",
            "Site Engineer",
            "Liffey Build Ltd",
            phone="+353 87 555 0199",
            email="m.brennan@liffeybuild.example",
            accent=(120, 60, 20),
            description="Business card: Mike Brennan, site engineer, Liffey Build Ltd, +353 87 555 0199",
        ),
        decisive=["Mike Brennan", "+353 87 555 0199"],
    )
    imgs.add(
        "school_times",
        charts.table(
            "St. Brigid's National School - times",
            ["", "Mon-Thu", "Friday"],
            [["Drop-off", "08:40", "08:40"], ["Pick-up", "14:30", "12:30"]],
            description="School times table: drop-off 08:40 Monday to Friday; pick-up 14:30 Monday to Thursday and 12:30 on Friday",
        ),
        decisive=["14:30", "12:30"],
    )
    imgs.add(
        "kids_photo",
        photos.photo(
            "marigold",
            seed=f"{sid}:garden",
            description="Photo of a red and yellow marigold in the family's garden; no text",
        ),
    )
    return scenario(
        imgs,
        """
id: err_au_pair_phone
title: Set up the family's old phone for the au pair - language and clock, the parents as contacts, pick-up alarms
description: >-
  A Dublin host mother hands her old phone to the new au pair from Valencia. Her note asks
  for Spanish (Spain), a 24-hour clock and the parents' numbers; the cards give them; the
  school's times give the pick-up alarms, 15 minutes before (14:15 Mon-Thu, 12:15 Fri).
  Distractors: Spanish (Mexico), an old Kate contact (a previous neighbour), an existing
  morning alarm.
domains: [settings, contacts, alarms]
reference_time: "2025-09-01T09:00:00+01:00"
persona:
  owner: {first_name: Lucía, last_name: Navarro, phone: "+353871550404", email: lucia.navarro.aupair@gmail.com}
  description: Lucía Navarro, 20, au pair from Valencia, starting with the Brennan family in Dublin; English is her second language.
  style: polite, simple English, some Spanish words, asks to confirm
initial_entities:
  device_settings:
    - {id: device, language: en-GB, region: GB, use_24_hour_time: false, time_zone: Europe/London}
  contacts:
    - {id: ct_5001, first_name: Kate, last_name: Doyle, notes: old neighbour}
  contact_phones:
    - {id: ph_5001, contact_id: ct_5001, label: mobile, number: "+353871550111", is_primary: true}
  alarms:
    - {id: alm_5001, time: "07:00", label: Wake up, repeat_days: [mon, tue, wed, thu, fri], is_enabled: true}
rounds:
  - query: Hola! Kate gave me this phone and this paper. Can you change the phone first please?
    images: [host_note]
    transition: once language, region and clock are set
    user_notes: Region Spain as well is fine; the note says Spanish (Spain).
  - query: Here are the cards of Kate and Mike. Please save them.
    images: [card_kate, card_mike, kids_photo]
    transition: once both parents are contacts
  - query: And the school. I want alarms 15 minutes before I must pick up the children.
    images: [school_times]
    transition: once the pick-up alarms exist
challenge:
  type: state_mutation
  details: The device's language, region and clock format are changed (the settings row is updated).
flow_type: aggregate
arrival_pattern: progressive
expected_changes:
  changes:
    - {op: update, table: device_settings, match: {id: device}, fields: {language: es-ES, use_24_hour_time: true}}
    - {op: create, table: contacts, fields: {first_name: Kate, last_name: Brennan}}
    - {op: create, table: contact_phones, fields: {number: "+35315550142"}}
    - {op: create, table: contacts, fields: {first_name: Mike, last_name: Brennan}}
    - {op: create, table: contact_phones, fields: {number: "+353875550199"}}
    - {op: create, table: alarms, fields: {time: "14:15", repeat_days: [mon, tue, wed, thu]}, similarity: {repeat_days: {method: list}}}
    - {op: create, table: alarms, fields: {time: "12:15", repeat_days: [fri]}, similarity: {repeat_days: {method: list}}}
  ignore_columns: [device_settings.region, contacts.company, contacts.job_title]
  allowed_tables: [contact_emails]
completion_criteria: >-
  Language es-ES (not es-MX) and 24-hour time on; contacts Kate Brennan (+353 1 555 0142)
  and Mike Brennan (+353 87 555 0199), the old Kate Doyle untouched; alarms 14:15 Mon-Thu and
  12:15 Friday; the 07:00 alarm untouched.
expected_tools: [set_device_language, set_24_hour_time, create_contact, create_alarm]
oracle_solution:
  - round: 1
    steps:
      - tool: set_device_language
        arguments: {language: es-ES}
      - tool: set_device_region
        arguments: {region: ES}
      - tool: set_24_hour_time
        arguments: {enabled: true}
    reply: ¡Listo! The phone is in Spanish (Spain) with a 24-hour clock.
  - round: 2
    steps:
      - tool: create_contact
        arguments: {first_name: Kate, last_name: Brennan, phone_number: "+353 1 555 0142", company: Northside Children's Clinic, email: kate.brennan@northside.example}
      - tool: create_contact
        arguments: {first_name: Mike, last_name: Brennan, phone_number: "+353 87 555 0199", company: Liffey Build Ltd, email: m.brennan@liffeybuild.example}
    reply: Kate Brennan and Mike Brennan are saved (the other Kate in the phone is Kate Doyle, a neighbour).
  - round: 3
    steps:
      - tool: create_alarm
        arguments: {time: "14:15", label: Recoger a los niños, repeat_days: [mon, tue, wed, thu]}
      - tool: create_alarm
        arguments: {time: "12:15", label: Recoger a los niños (viernes), repeat_days: [fri]}
    reply: Alarms at 14:15 Monday to Thursday and 12:15 on Friday, 15 minutes before pick-up.
tags: [errands, settings, contacts, alarms, au-pair, business-cards]
""",
    )


def err_weeknight_recipes(screens: Screens) -> Scenario:
    """From a food blog's recipe list, bookmark the vegetarian ones under 30 minutes into
    the folder the partner names, and remove the outdated bookmark the partner mentions."""
    sid = "err_weeknight_recipes"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "blog_list",
        web_page(
            screens,
            "https://www.saltandsaffron.example/weeknight",
            "Salt & Saffron",
            "12 weeknight dinners",
            [
                "Chickpea & spinach curry - 25 min - vegetarian",
                "Lemon chicken orzo - 30 min",
                "Miso aubergine rice bowls - 28 min - vegetarian",
                "Mushroom stroganoff - 35 min - vegetarian",
                "Halloumi tacos - 20 min - vegetarian",
                "Prawn pad thai - 25 min",
            ],
            accent="#8a4b14",
            description=(
                "Food blog page '12 weeknight dinners': chickpea & spinach curry 25 min veg; lemon "
                "chicken orzo 30 min; miso aubergine rice bowls 28 min veg; mushroom stroganoff 35 "
                "min veg; halloumi tacos 20 min veg; prawn pad thai 25 min"
            ),
        ),
        decisive=["Chickpea & spinach curry", "Miso aubergine rice bowls", "Halloumi tacos"],
    )
    imgs.add(
        "partner_note",
        documents.note(
            [
                "weeknights = veggie + under 30 min!",
                "save them in 'Quick Veg'",
                "and delete that old lasagne one",
            ],
            paper="sticky",
            size=32,
            seed=f"{sid}:note",
            description="Sticky note from the partner: weeknights means veggie and under 30 minutes; save them in 'Quick Veg'; delete the old lasagne bookmark",
        ),
        decisive=["under 30 min", "Quick Veg"],
    )
    imgs.add(
        "bookmarks_screen",
        screens.list_screen(
            "Bookmarks - Recipes",
            [
                ("Veggie lasagne (3 hours!)", "saltandsaffron.example"),
                ("Sourdough starter guide", "breadlab.example"),
                ("Lasagne soup", "quickpot.example"),
            ],
            subtitle="3 bookmarks",
            kind="browser_bookmarks",
            width=560,
            description="Browser bookmarks in Recipes: Veggie lasagne (3 hours!), Sourdough starter guide, Lasagne soup",
        ),
    )
    imgs.add(
        "dinner_photo",
        photos.photo(
            "coffee",
            seed=f"{sid}:dinner",
            description="Photo from above of a coffee with latte art after dinner; no text",
        ),
    )
    return scenario(
        imgs,
        """
id: err_weeknight_recipes
title: Bookmark the vegetarian recipes under 30 minutes into the partner's folder and delete the old lasagne bookmark
description: >-
  A couple in Manchester plan weeknight dinners. From a blog's list, the vegetarian ones
  under 30 minutes are the curry (25), the miso rice bowls (28) and the halloumi tacos (20);
  the stroganoff (35) is too slow and the orzo and pad thai are not vegetarian. They go into
  a "Quick Veg" bookmark folder, and the slow veggie lasagne bookmark is deleted (not the
  lasagne soup). Distractors: the lasagne soup, the sourdough guide.
domains: [web]
reference_time: "2025-01-12T19:30:00+00:00"
persona:
  owner: {first_name: Oluwadamilare, last_name: Adebayo, phone: "+447700900618", email: dami.adebayo@gmail.com}
  description: Oluwadamilare "Dami" Adebayo, 31, junior doctor in Manchester, cooks on weeknights with his vegetarian partner Sophie.
  style: quick, tired after shifts, lowercase
initial_entities:
  web_pages:
    - {id: web_5101, url: "https://www.saltandsaffron.example/weeknight", title: 12 weeknight dinners, site_name: Salt & Saffron, published_on: "2024-11-02", body: "Twelve dinners for busy weeknights."}
    - {id: web_5102, url: "https://www.saltandsaffron.example/recipes/chickpea-spinach-curry", title: "Chickpea & spinach curry", site_name: Salt & Saffron, published_on: "2024-10-01", body: "A quick curry."}
    - {id: web_5103, url: "https://www.saltandsaffron.example/recipes/lemon-chicken-orzo", title: Lemon chicken orzo, site_name: Salt & Saffron, published_on: "2024-10-03", body: "One pot orzo."}
    - {id: web_5104, url: "https://www.saltandsaffron.example/recipes/miso-aubergine-rice-bowls", title: Miso aubergine rice bowls, site_name: Salt & Saffron, published_on: "2024-10-08", body: "Sticky miso aubergine."}
    - {id: web_5105, url: "https://www.saltandsaffron.example/recipes/mushroom-stroganoff", title: Mushroom stroganoff, site_name: Salt & Saffron, published_on: "2024-10-12", body: "Creamy mushrooms."}
    - {id: web_5106, url: "https://www.saltandsaffron.example/recipes/halloumi-tacos", title: Halloumi tacos, site_name: Salt & Saffron, published_on: "2024-10-15", body: "Crispy halloumi tacos."}
    - {id: web_5107, url: "https://www.saltandsaffron.example/recipes/prawn-pad-thai", title: Prawn pad thai, site_name: Salt & Saffron, published_on: "2024-10-20", body: "Classic pad thai."}
  web_bookmarks:
    - {id: bkm_5101, url: "https://www.saltandsaffron.example/recipes/veggie-lasagne", title: Veggie lasagne (3 hours!), folder: Recipes}
    - {id: bkm_5102, url: "https://www.breadlab.example/sourdough-starter", title: Sourdough starter guide, folder: Recipes}
    - {id: bkm_5103, url: "https://www.quickpot.example/lasagne-soup", title: Lasagne soup, folder: Recipes}
rounds:
  - query: sophie's rules for dinners during the week are on the note. sort my bookmarks from this blog page like she says
    images: [blog_list, partner_note, bookmarks_screen]
    transition: once the right recipes are bookmarked and the old one deleted
  - query: and that was our dessert last night lol. which ones did you save?
    images: [dinner_photo]
    transition: once the assistant has listed them
challenge:
  type: state_mutation
  details: The old veggie lasagne bookmark (found first among similar ones) is deleted.
flow_type: filter
arrival_pattern: mixed
expected_changes:
  ignore_columns: [web_bookmarks.title]
  changes:
    - {op: delete, table: web_bookmarks, match: {id: bkm_5101}}
    - {op: create, table: web_bookmarks, fields: {url: "https://www.saltandsaffron.example/recipes/chickpea-spinach-curry", folder: Quick Veg}}
    - {op: create, table: web_bookmarks, fields: {url: "https://www.saltandsaffron.example/recipes/miso-aubergine-rice-bowls", folder: Quick Veg}}
    - {op: create, table: web_bookmarks, fields: {url: "https://www.saltandsaffron.example/recipes/halloumi-tacos", folder: Quick Veg}}
completion_criteria: >-
  Bookmarks in Quick Veg for the chickpea & spinach curry, miso aubergine rice bowls and
  halloumi tacos (not the stroganoff, orzo or pad thai); the Veggie lasagne (3 hours!)
  bookmark deleted, Lasagne soup and the sourdough guide kept.
expected_tools: [search_web, bookmark_webpage, list_web_bookmarks, remove_web_bookmark]
oracle_solution:
  - round: 1
    steps:
      - tool: search_web
        arguments: {query: Chickpea spinach curry Salt Saffron}
      - tool: bookmark_webpage
        arguments: {url: "https://www.saltandsaffron.example/recipes/chickpea-spinach-curry", folder: Quick Veg}
      - tool: search_web
        arguments: {query: Miso aubergine rice bowls}
      - tool: bookmark_webpage
        arguments: {url: "https://www.saltandsaffron.example/recipes/miso-aubergine-rice-bowls", folder: Quick Veg}
      - tool: search_web
        arguments: {query: Halloumi tacos}
      - tool: bookmark_webpage
        arguments: {url: "https://www.saltandsaffron.example/recipes/halloumi-tacos", folder: Quick Veg}
      - tool: list_web_bookmarks
        arguments: {folder: Recipes}
      - tool: remove_web_bookmark
        arguments: {bookmark_id: bkm_5101}
    reply: >-
      Saved the three veggie ones under 30 minutes in Quick Veg: chickpea & spinach curry
      (25), miso aubergine rice bowls (28) and halloumi tacos (20); the stroganoff is 35 and
      the orzo and pad thai aren't vegetarian. Deleted the 3-hour veggie lasagne bookmark
      (the lasagne soup stays).
  - round: 2
    steps: []
    reply: Quick Veg has the chickpea & spinach curry, the miso aubergine rice bowls and the halloumi tacos. Nice latte art!
tags: [errands, web, recipes, bookmarks, filter]
""",
    )


# =========================================================================== batch 14


def err_ebike_range(screens: Screens) -> Scenario:
    """Three e-bikes photographed in a shop: the employer's scheme sets a price cap and a
    range rule (round trip + 20%), the commute comes from a map screenshot in km while the
    tags give miles; the one bike that fits goes in the cart."""
    sid = "err_ebike_range"
    imgs = ImageSet(sid, script=__file__)
    bikes = [
        ("tag_volt", "brick", ["VOLTA CITY 7", "Range: 20 miles", "$1,390"]),
        ("tag_rivet", "wood_deck", ["RIVET COMMUTER E2", "Range: 28 miles", "$1,740"]),
        ("tag_sable", "gravel", ["SABLE TOURER X", "Range: 45 miles", "$2,650"]),
    ]
    for image_id, base, lines in bikes:
        imgs.add(
            image_id,
            photos.composite(
                base,
                lines,
                seed=f"{sid}:{image_id}",
                style="price_tag",
                panel_width=0.66,
                tilt=0.03,
                description=f"Photo of an e-bike shop tag: {', '.join(lines)}",
            ),
            decisive=[lines[1], lines[2]],
        )
    imgs.add(
        "commute_map",
        screens.list_screen(
            "Directions - bike",
            [
                ("Home to Harbor Labs", "18.6 km"),
                ("Fastest route via Burke-Gilman Trail", "52 min"),
                ("Elevation gain", "140 m"),
            ],
            subtitle="Leave now · light traffic",
            kind="maps_app",
            width=520,
            description="Maps app bike directions: home to Harbor Labs 18.6 km, fastest route via the Burke-Gilman Trail 52 min, elevation gain 140 m",
        ),
        decisive=["18.6 km"],
    )
    imgs.add(
        "scheme_letter",
        documents.form(
            "Harbor Labs - Bike to Work scheme 2025",
            [
                ("Maximum bike price", "$2,000"),
                ("Range rule", "round trip + 20%"),
                ("Order by", "May 31"),
            ],
            subtitle="Approved for: Nils Andersson",
            handwritten=False,
            description="Employer letter: Harbor Labs Bike to Work scheme 2025, maximum bike price $2,000, range must cover the round trip + 20%, order by May 31, approved for Nils Andersson",
        ),
        decisive=["$2,000", "round trip + 20%", "May 31"],
    )
    imgs.add(
        "shed_photo",
        photos.photo(
            "grass",
            seed=f"{sid}:yard",
            description="Photo of the lawn where the bike shed will go; green grass, no text",
        ),
    )
    return scenario(
        imgs,
        """
id: err_ebike_range
title: Pick the e-bike that covers the commute plus margin under the scheme's price cap, with km and miles mixed
description: >-
  A lab technician in Seattle chooses an e-bike under his employer's scheme: at most
  $2,000 and a range covering the round trip + 20%. The map says 18.6 km each way: 37.2 km
  round trip, 44.64 km with margin, i.e. 27.7 miles. The Volta (20 mi) is too short, the
  Sable ($2,650) too expensive; the Rivet (28 mi, $1,740) fits and goes in the cart.
  Distractors: a Rivet Commuter E1 with less range, a battery add-on.
domains: [shopping, web, reminders]
reference_time: "2025-05-12T18:00:00-07:00"
persona:
  owner: {first_name: Nils, last_name: Andersson, phone: "+12065550133", email: nils.andersson@harborlabs.example}
  description: Nils Andersson, 41, Swedish-born lab technician in Seattle, wants to stop driving to work.
  style: methodical, asks for the numbers, dry
initial_entities:
  shop_sellers:
    - {id: sel_5201, name: Pedal Point Seattle, is_store: true, positive_feedback_pct: 98, ships_from: Seattle WA}
  shop_products:
    - {id: prd_5201, title: Volta City 7 e-bike, brand: Volta, category: sports, subcategory: e-bikes, price: 1390.0, list_price: 1490.0, seller_id: sel_5201, date_first_available: "2024-03-01", ratings_average: 4.3, ratings_count: 210, stock_quantity: 8}
    - {id: prd_5202, title: Rivet Commuter E2 e-bike, brand: Rivet, category: sports, subcategory: e-bikes, price: 1740.0, list_price: 1840.0, seller_id: sel_5201, date_first_available: "2024-05-01", ratings_average: 4.6, ratings_count: 340, stock_quantity: 5}
    - {id: prd_5203, title: Rivet Commuter E1 e-bike, brand: Rivet, category: sports, subcategory: e-bikes, price: 1490.0, list_price: 1490.0, seller_id: sel_5201, date_first_available: "2023-05-01", ratings_average: 4.2, ratings_count: 500, stock_quantity: 9}
    - {id: prd_5204, title: Sable Tourer X e-bike, brand: Sable, category: sports, subcategory: e-bikes, price: 2650.0, list_price: 2650.0, seller_id: sel_5201, date_first_available: "2024-02-01", ratings_average: 4.8, ratings_count: 120, stock_quantity: 3}
    - {id: prd_5205, title: Rivet range-extender battery, brand: Rivet, category: sports, subcategory: e-bike parts, price: 420.0, list_price: 420.0, seller_id: sel_5201, date_first_available: "2024-05-01", ratings_average: 4.5, ratings_count: 60, stock_quantity: 12}
  reminder_lists:
    - {id: reml_5201, name: Reminders, is_default: true}
rounds:
  - query: Here is the scheme letter and my commute. I'll send the three bikes I looked at.
    images: [scheme_letter, commute_map]
    transition: once the assistant has worked out the range needed
  - query: >-
      These. Which one fits the rules? Put it in my cart. And remind me at 9 on the scheme's
      order deadline to send the form. The last photo is where the shed will go.
    images: [tag_volt, tag_rivet, tag_sable, shed_photo]
    transition: once the bike that fits is in the cart and the reminder is set
challenge:
  type: none
flow_type: compute
arrival_pattern: mixed
expected_changes:
  changes:
    - {op: create, table: shop_cart_items, fields: {product_id: prd_5202, quantity: 1}}
    - {op: create, table: reminders, fields: {due_date: "2025-05-31", due_time: "09:00"}}
completion_criteria: >-
  One Rivet Commuter E2 ($1,740, 28 miles >= 27.7 needed) in the cart; not the Volta (20
  miles), not the Sable ($2,650 > $2,000), not the E1 or the battery; a reminder on May 31
  2025 at 9:00 to send the scheme form.
expected_tools: [calculate, convert_units, search_products, add_to_cart, create_reminder]
oracle_solution:
  - round: 1
    steps:
      - tool: calculate
        arguments: {expression: 18.6 * 2 * 1.2}
      - tool: convert_units
        arguments: {value: 44.64, from_unit: km, to_unit: mi}
    reply: Round trip 37.2 km plus 20% is 44.64 km, about 27.7 miles of range, and the bike must cost at most $2,000.
  - round: 2
    steps:
      - tool: search_products
        arguments: {query: Rivet Commuter E2}
      - tool: add_to_cart
        arguments: {product_id: prd_5202, quantity: 1}
      - tool: create_reminder
        arguments: {title: Send the Bike to Work scheme form (Rivet Commuter E2), due_date: "2025-05-31", due_time: "09:00"}
    reply: >-
      The Rivet Commuter E2 is the one: 28 miles covers the 27.7 you need and $1,740 is under
      the $2,000 cap. The Volta only does 20 miles and the Sable costs $2,650. It's in your
      cart, and I'll remind you on May 31 at 9 to send the scheme form.
tags: [errands, shopping, web, units, compute, commute]
""",
    )


def err_piano_invoice_check(screens: Screens) -> Scenario:
    """The piano teacher's invoice counts a cancelled lesson: checked against the user's
    calendar screenshot and the teacher's own cancellation text, the correct amount is paid,
    and the practice pieces on the invoice go into a playlist."""
    sid = "err_piano_invoice_check"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "invoice",
        documents.invoice(
            "Marguerite Okafor Piano Studio",
            "INV-2025-031",
            bill_to=["Parent of Ada Lindqvist-Obi", "Oakland, CA"],
            issued="Mar 31, 2025",
            due="Apr 10, 2025",
            lines=[
                ("Lesson Mar 6 (45 min)", "1", "48.00", "48.00"),
                ("Lesson Mar 13 (45 min)", "1", "48.00", "48.00"),
                ("Lesson Mar 20 (45 min)", "1", "48.00", "48.00"),
                ("Lesson Mar 27 (45 min)", "1", "48.00", "48.00"),
            ],
            total="192.00",
            notes=["Practice: Clair de Lune (simplified), Gymnopédie No. 1", "Pay @okafor-piano"],
            description=(
                "Piano studio invoice INV-2025-031 of Mar 31, 2025: lessons Mar 6, 13, 20 and 27 at "
                "48.00 each, total 192.00, due Apr 10; practice Clair de Lune (simplified) and "
                "Gymnopédie No. 1; pay @okafor-piano"
            ),
        ),
        decisive=["INV-2025-031", "48.00", "okafor-piano", "Clair de Lune", "Gymnopédie No. 1"],
    )
    imgs.add(
        "cancel_text",
        screens.chat(
            "Ms. Okafor (piano)",
            [
                (
                    "them",
                    "So sorry, I'm sick - no lesson for Ada this Thursday March 20. No charge of course!",
                    "Mar 18, 08:02",
                )
            ],
            subtitle="SMS",
            clock="08:10",
            description="Text from Ms. Okafor, the piano teacher, on Mar 18: she's sick, no lesson for Ada on Thursday March 20, no charge",
        ),
        decisive=["March 20", "No charge"],
    )
    imgs.add(
        "calendar_month",
        screens.list_screen(
            "March 2025 - Ada piano",
            [
                ("Thu Mar 6", "Piano 4:00 PM"),
                ("Thu Mar 13", "Piano 4:00 PM"),
                ("Thu Mar 20", "Piano - CANCELLED"),
                ("Thu Mar 27", "Piano 4:00 PM"),
            ],
            subtitle="Calendar · list view",
            kind="calendar_app",
            description="Calendar list for March 2025: piano on Thu Mar 6, Mar 13 and Mar 27 at 4 PM; Mar 20 cancelled",
        ),
    )
    imgs.add(
        "piano_photo",
        photos.photo(
            "camera",
            seed=f"{sid}:recital",
            description="Black-and-white photo of a man with a film camera on a tripod at the spring recital; no text",
        ),
    )
    return scenario(
        imgs,
        """
id: err_piano_invoice_check
title: Check the piano invoice against the cancelled lesson, pay the right amount, and make the practice playlist
description: >-
  A mother in Oakland gets the piano teacher's March invoice: four lessons, $192. Her
  calendar and the teacher's own text show the March 20 lesson was cancelled with no
  charge, so $144 is paid to the studio's handle, and the two practice pieces go into a
  playlist for her daughter. Distractors: a similar piano-studio handle, other recordings
  of the pieces (full Clair de Lune, a jazz Gymnopédie).
domains: [payments, music]
reference_time: "2025-04-01T20:10:00-07:00"
persona:
  owner: {first_name: Karin, last_name: Lindqvist, phone: "+15105550126", email: karin.lindqvist@gmail.com}
  description: Karin Lindqvist, 44, civil engineer in Oakland; her daughter Ada (9) takes piano on Thursdays.
  style: precise, polite, checks everything
initial_entities:
  payment_account:
    - {id: me, handle: karin-lo, display_name: Karin Lindqvist, balance_cents: 30000}
  payment_users:
    - {id: pu_5301, handle: okafor-piano, display_name: Marguerite Okafor Piano Studio, is_business: true}
    - {id: pu_5302, handle: okafor-pianos, display_name: Okafor Pianos & Tuning, is_business: true}
  music_artists:
    - {id: ar_5301, name: Easy Piano Classics, genre: Classical, country: US}
    - {id: ar_5302, name: Hélène Marchand, genre: Classical, country: FR}
    - {id: ar_5303, name: Blue Satie Trio, genre: Jazz, country: US}
  music_albums:
    - {id: al_5301, title: First Recital Pieces, artist_id: ar_5301, release_year: 2021, genre: Classical, album_type: album}
    - {id: al_5302, title: Debussy & Satie, artist_id: ar_5302, release_year: 2018, genre: Classical, album_type: album}
    - {id: al_5303, title: Satie After Dark, artist_id: ar_5303, release_year: 2022, genre: Jazz, album_type: album}
  music_tracks:
    - {id: trk_5301, title: Clair de Lune (simplified), album_id: al_5301, artist_id: ar_5301, track_number: 3, duration_sec: 210, genre: Classical, popularity: 55}
    - {id: trk_5302, title: Gymnopédie No. 1, album_id: al_5301, artist_id: ar_5301, track_number: 4, duration_sec: 190, genre: Classical, popularity: 52}
    - {id: trk_5303, title: Clair de Lune, album_id: al_5302, artist_id: ar_5302, track_number: 1, duration_sec: 320, genre: Classical, popularity: 80}
    - {id: trk_5304, title: Gymnopédie No. 1, album_id: al_5302, artist_id: ar_5302, track_number: 5, duration_sec: 205, genre: Classical, popularity: 78}
    - {id: trk_5305, title: Gymnopédie No. 1 (Jazz), album_id: al_5303, artist_id: ar_5303, track_number: 1, duration_sec: 260, genre: Jazz, popularity: 44}
rounds:
  - query: Ms. Okafor's invoice came. Is it right? Here's my calendar too.
    images: [invoice, calendar_month]
    transition: once the assistant has checked the invoice
    user_notes: If asked whether the cancelled lesson was charged, say you think she said no charge and send her text next.
  - query: >-
      This is her text. Please pay what we really owe, with the invoice number in the note.
      And a playlist of the practice
      pieces for Ada, the simple versions she plays. (And a photo from the recital.)
    images: [cancel_text, piano_photo]
    transition: once the payment is sent and the playlist exists
challenge:
  type: none
flow_type: validate
arrival_pattern: mixed
expected_changes:
  allowed_tables: [payment_account]
  ignore_columns: [music_playlist_tracks.position, music_playlist_tracks.added_at]
  changes:
    - op: create
      table: payment_transactions
      fields: {user_id: pu_5301, direction: sent, amount_cents: 14400, note: INV-2025-031}
      similarity: {note: {method: contains, case_sensitive: false}}
    - {op: create, table: music_playlists, fields: {}}
    - {op: create, table: music_playlist_tracks, fields: {track_id: trk_5301}}
    - {op: create, table: music_playlist_tracks, fields: {track_id: trk_5302}}
completion_criteria: >-
  $144.00 (three lessons at 48.00; March 20 cancelled without charge, not the invoiced
  192.00) sent to okafor-piano (not okafor-pianos); a playlist with Clair de Lune
  (simplified) and Gymnopédie No. 1 from First Recital Pieces (not the concert or jazz
  versions).
expected_tools: [search_payment_users, send_payment, search_music_catalog, create_music_playlist]
oracle_solution:
  - round: 1
    steps: []
    reply: >-
      The invoice charges four lessons (Mar 6, 13, 20, 27) at 48.00 = 192.00, but your
      calendar shows Mar 20 as cancelled. If that lesson didn't happen, you'd owe 144.00.
  - round: 2
    steps:
      - tool: search_payment_users
        arguments: {query: okafor-piano}
      - tool: send_payment
        arguments: {recipient: okafor-piano, amount: 144.0, note: "INV-2025-031: lessons Mar 6, 13, 27 (Mar 20 cancelled)"}
      - tool: search_music_catalog
        arguments: {query: First Recital Pieces, kind: songs}
      - tool: create_music_playlist
        arguments: {name: Ada practice, track_ids: [trk_5301, trk_5302]}
    reply: >-
      Her text confirms no charge for March 20, so I paid 144.00 (3 x 48.00) to okafor-piano
      with a note, and made "Ada practice" with the simplified Clair de Lune and Gymnopédie
      No. 1 from First Recital Pieces.
tags: [errands, payments, music, invoice, validate]
""",
    )


# =========================================================================== batch 15


def err_ice_hotspot_call(screens: Screens) -> Scenario:
    """On a train: battery and Low Power Mode first (no pictures), then the hotspot with
    the password from the colleague's chat (the user drops the '!'), and the client call
    moved per the email, with the chat app muted during it."""
    sid = "err_ice_hotspot_call"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "train_sign",
        photos.composite(
            "meadow",
            [
                "WIFIonICE",
                "No connection between",
                "Erfurt and Halle (tunnels)",
                "Please use your own hotspot",
            ],
            seed=f"{sid}:sign",
            style="screen",
            panel_width=0.8,
            tilt=0.03,
            kind="train_display_photo",
            description="Photo of a train's info display (fields rushing past outside): WIFIonICE, no connection between Erfurt and Halle (tunnels), please use your own hotspot",
        ),
        decisive=["Please use your own hotspot"],
    )
    imgs.add(
        "chat_jonas",
        screens.chat(
            "Jonas (Keller & Partner)",
            [
                (
                    "them",
                    "train wifi is dead. can I use your hotspot for the client call?",
                    "13:52",
                ),
                (
                    "them",
                    "set the password to Halle-Call-2025! so I can type it, the ! matters lol",
                    "13:53",
                ),
                ("them", "and mute Slack during the call pls, it pings like crazy", "13:53"),
            ],
            subtitle="Signal",
            clock="13:55",
            description="Chat with Jonas: train Wi-Fi is dead, use your hotspot for the client call; set the password to Halle-Call-2025! (the ! matters); mute Slack during the call",
        ),
        decisive=["Halle-Call-2025!"],
    )
    imgs.add(
        "moved_email",
        screens.email(
            "Friederike Lang <f.lang@nordwerk.example>",
            "Re: Quarterly review - new time",
            "Tue, 14 Oct 2025, 14:02",
            [
                "Hi Moritz, our board meeting runs late. Could we start the quarterly review at 15:45 instead of 15:00?",
                "Same link, 45 minutes. Thanks, Friederike",
            ],
            to="moritz.keller@kellerpartner.example",
            description="Email from Friederike Lang (Nordwerk), 14 Oct 2025 14:02: start the quarterly review at 15:45 instead of 15:00, same link, 45 minutes",
        ),
        decisive=["15:45"],
    )
    imgs.add(
        "window_photo",
        photos.photo(
            "meadow",
            seed=f"{sid}:window",
            description="Blurry photo of green fields through a train window; no text",
        ),
    )
    return scenario(
        imgs,
        """
id: err_ice_hotspot_call
title: On the train - save battery, share a hotspot with the exact password, move the client call and mute the chat app
description: >-
  A consultant on a Munich-Berlin train checks his battery and turns on Low Power Mode (no
  pictures), then his colleague asks for a hotspot with a specific password; the user types
  it without the final "!", the chat shows it with. The client's email moves the call from
  15:00 to 15:45 (45 min), and Slack is muted for the call. Distractors: the Slack-like
  Teams app, another "Quarterly review" next month.
domains: [settings, calendar]
reference_time: "2025-10-14T14:05:00+02:00"
persona:
  owner: {first_name: Moritz, last_name: Keller, phone: "+4917155500144", email: moritz.keller@kellerpartner.example}
  description: Moritz Keller, 34, management consultant in Munich, on the ICE to Berlin with his colleague Jonas.
  style: efficient, German-English, no greetings
initial_entities:
  device_settings:
    - {id: device, battery_level: 38, is_charging: false, low_power_mode: false, cellular_data_enabled: true, hotspot_enabled: false, wifi_enabled: true, time_zone: Europe/Berlin, region: DE}
  device_apps:
    - {id: app_5401, name: Slack, category: Business, notifications_enabled: true, notification_sounds: true}
    - {id: app_5402, name: Teams, category: Business, notifications_enabled: true, notification_sounds: true}
    - {id: app_5403, name: DB Navigator, category: Travel, notifications_enabled: true, notification_sounds: true}
  calendars:
    - {id: cal_5401, name: Arbeit, is_default: true}
  calendar_events:
    - {id: ev_5401, calendar_id: cal_5401, title: Quarterly review - Nordwerk, start_at: "2025-10-14T15:00:00+02:00", end_at: "2025-10-14T15:45:00+02:00", location: Video call}
    - {id: ev_5402, calendar_id: cal_5401, title: Quarterly review - Nordwerk, start_at: "2025-11-18T15:00:00+01:00", end_at: "2025-11-18T15:45:00+01:00", location: Video call}
rounds:
  - query: Battery?
    transition: once the assistant has answered
  - query: Low power mode on.
    transition: once Low Power Mode is on
  - query: >-
      Jonas needs my hotspot, train wifi dead. Password Halle-Call-2025, turn it on. And mute
      Slack like he says.
    images: [train_sign, chat_jonas]
    transition: once the hotspot is on with the password and Slack is muted
    user_notes: If the assistant points out the "!" at the end, agree - use it exactly as Jonas wrote.
  - query: Client moved it. Fix calendar.
    images: [moved_email, window_photo]
    transition: once today's review is at the new time
challenge:
  type: error_correction
  round: 3
  details: The user types the hotspot password without the final "!"; Jonas's chat shows Halle-Call-2025! and says the "!" matters.
  wrong_detail: Halle-Call-2025
  correct_detail: Halle-Call-2025!
flow_type: validate
arrival_pattern: late
expected_changes:
  changes:
    - {op: update, table: device_settings, match: {id: device}, fields: {low_power_mode: true, hotspot_enabled: true, hotspot_password: Halle-Call-2025!}}
    - {op: update, table: device_apps, match: {id: app_5401}, fields: {notifications_enabled: false}}
    - {op: update, table: calendar_events, match: {id: ev_5401}, fields: {start_at: "2025-10-14T15:45:00+02:00", end_at: "2025-10-14T16:30:00+02:00"}}
  ignore_columns: [device_apps.notification_sounds]
completion_criteria: >-
  Low Power Mode on; hotspot on with password Halle-Call-2025! (with the "!"); Slack (not
  Teams) notifications off; today's review (not November's) at 15:45-16:30.
expected_tools: [get_battery_status, set_low_power_mode, set_personal_hotspot, set_app_notifications, reschedule_calendar_event]
oracle_solution:
  - round: 1
    steps:
      - tool: get_battery_status
        arguments: {}
    reply: 38%, not charging.
  - round: 2
    steps:
      - tool: set_low_power_mode
        arguments: {enabled: true}
    reply: Low Power Mode is on.
  - round: 3
    steps:
      - tool: set_personal_hotspot
        arguments: {enabled: true, password: Halle-Call-2025!}
      - tool: set_app_notifications
        arguments: {app: Slack, enabled: false}
    reply: Hotspot on. I used Halle-Call-2025! with the "!" as Jonas wrote it (he says it matters). Slack notifications are off.
  - round: 4
    steps:
      - tool: search_calendar_events
        arguments: {query: Quarterly review}
      - tool: reschedule_calendar_event
        arguments: {event_id: ev_5401, new_start: "2025-10-14T15:45:00", new_end: "2025-10-14T16:30:00"}
    reply: Today's quarterly review with Nordwerk is now 15:45-16:30; November's is unchanged.
tags: [errands, settings, calendar, hotspot, train, error-correction]
""",
    )


# =========================================================================== batch 16


def err_guitar_strings(screens: Screens) -> Scenario:
    """Buy the usual strings again: the user names the 11-52 set, the empty packet shows
    12-53 (the 11-52 order was the partner's); reorder that line only, then the teacher's
    song goes into the library."""
    sid = "err_guitar_strings"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "packet",
        photos.composite(
            "wood_deck",
            ["ARDENT STRINGS", "Phosphor Bronze", "LIGHT 12-53", "Acoustic guitar set"],
            seed=f"{sid}:packet",
            style="label",
            accent=(170, 110, 30),
            panel_width=0.62,
            tilt=0.04,
            kind="packaging_photo",
            description="Photo of an empty guitar-string packet on a wooden floor: Ardent Strings phosphor bronze, Light 12-53, acoustic guitar set",
        ),
        decisive=["LIGHT 12-53"],
    )
    imgs.add(
        "orders_screen",
        screens.list_screen(
            "Your orders - Strings",
            [
                ("Ardent Phosphor Bronze Custom Light 11-52", "Mar 2 · #MS-3381"),
                ("Ardent Phosphor Bronze Light 12-53 (3-pack)", "Jan 14 · #MS-2210"),
                ("Capo, spring clamp", "Jan 14 · #MS-2210"),
            ],
            subtitle="Music Supply Co.",
            kind="order_list",
            width=640,
            description="Shop orders list: Ardent Custom Light 11-52 (Mar 2, MS-3381); Ardent Light 12-53 3-pack (Jan 14, MS-2210); capo (Jan 14, MS-2210)",
        ),
        decisive=["#MS-2210"],
    )
    imgs.add(
        "chat_teacher",
        screens.chat(
            "Inés (guitar teacher)",
            [
                (
                    "them",
                    "next lesson, Tue Apr 15, we start Harbour Road by Clara Voss 🎸",
                    "19:10",
                ),
                ("them", "the original, not the live one - listen to it a lot!", "19:11"),
            ],
            subtitle="WhatsApp",
            clock="19:15",
            description="Chat with Inés, the guitar teacher: next lesson, Tue Apr 15, we start Harbour Road by Clara Voss, the original not the live version; listen to it a lot",
        ),
        decisive=["Tue Apr 15", "Harbour Road", "Clara Voss"],
    )
    imgs.add(
        "guitar_photo",
        photos.photo(
            "wood_deck",
            seed=f"{sid}:floor",
            crop=(0.2, 0.2, 0.9, 0.9),
            description="Close-up photo of worn wooden floorboards where the guitar stands; no text",
        ),
    )
    return scenario(
        imgs,
        """
id: err_guitar_strings
title: Reorder the strings that match the empty packet (not the partner's set) and add the teacher's song
description: >-
  A hobby guitarist in Austin asks to reorder "my usual 11-52 strings"; the empty packet
  says Light 12-53, which he ordered in January (order MS-2210, with a capo); the 11-52
  order was his partner's. Only the 12-53 line is reordered (not the capo), then the
  teacher's song (studio version) goes into his library and is loved. Distractors: the
  11-52 order, the capo on the same order, a live version of the song.
domains: [shopping, music, reminders]
reference_time: "2025-04-08T19:20:00-05:00"
persona:
  owner: {first_name: Diego, last_name: Salinas, phone: "+15125550174", email: diego.salinas@gmail.com}
  description: Diego Salinas, 47, HVAC technician in Austin, learning guitar for two years with a teacher, Inés.
  style: laid back, Texan, short messages
initial_entities:
  shop_sellers:
    - {id: sel_5501, name: Music Supply Co., is_store: true, positive_feedback_pct: 99, ships_from: Austin TX}
  shop_products:
    - {id: prd_5501, title: Ardent Phosphor Bronze Custom Light 11-52, brand: Ardent, category: electronics, subcategory: guitar strings, price: 11.99, list_price: 11.99, seller_id: sel_5501, date_first_available: "2021-01-01", ratings_average: 4.7, ratings_count: 3300, stock_quantity: 200}
    - {id: prd_5502, title: Ardent Phosphor Bronze Light 12-53 (3-pack), brand: Ardent, category: electronics, subcategory: guitar strings, price: 29.99, list_price: 32.99, seller_id: sel_5501, date_first_available: "2021-01-01", ratings_average: 4.8, ratings_count: 5100, stock_quantity: 150}
    - {id: prd_5503, title: "Capo, spring clamp", brand: Ardent, category: electronics, subcategory: guitar accessories, price: 9.99, list_price: 9.99, seller_id: sel_5501, date_first_available: "2020-01-01", ratings_average: 4.5, ratings_count: 900, stock_quantity: 80}
  shop_addresses:
    - {id: adr_5501, label: Home, full_name: Diego Salinas, street1: 2208 E Cesar Chavez St, city: Austin, state: TX, postal_code: "78702", country: US, is_default: true}
  shop_payment_cards:
    - {id: card_5501, brand: visa, last4: "4410", cardholder_name: Diego Salinas, exp_month: 6, exp_year: 2027, is_default: true}
  shop_orders:
    - {id: ord_5501, order_number: MS-3381, placed_at: "2025-03-02T10:00:00-06:00", status: delivered, address_id: adr_5501, ship_to: {full_name: Diego Salinas, street1: 2208 E Cesar Chavez St, city: Austin}, card_id: card_5501, subtotal: 11.99, shipping_fee: 0, discount: 0, tax: 0.99, total: 12.98, estimated_delivery: "2025-03-05", delivered_at: "2025-03-05T12:00:00-06:00"}
    - {id: ord_5502, order_number: MS-2210, placed_at: "2025-01-14T10:00:00-06:00", status: delivered, address_id: adr_5501, ship_to: {full_name: Diego Salinas, street1: 2208 E Cesar Chavez St, city: Austin}, card_id: card_5501, subtotal: 39.98, shipping_fee: 0, discount: 0, tax: 3.30, total: 43.28, estimated_delivery: "2025-01-17", delivered_at: "2025-01-17T12:00:00-06:00"}
  shop_order_items:
    - {id: oi_5501, order_id: ord_5501, product_id: prd_5501, title: Ardent Phosphor Bronze Custom Light 11-52, unit_price: 11.99, quantity: 1, status: active}
    - {id: oi_5502, order_id: ord_5502, product_id: prd_5502, title: Ardent Phosphor Bronze Light 12-53 (3-pack), unit_price: 29.99, quantity: 1, status: active}
    - {id: oi_5503, order_id: ord_5502, product_id: prd_5503, title: "Capo, spring clamp", unit_price: 9.99, quantity: 1, status: active}
  reminder_lists:
    - {id: reml_5501, name: Reminders, is_default: true}
  music_artists:
    - {id: ar_5501, name: Clara Voss, genre: Folk, country: US}
  music_albums:
    - {id: al_5501, title: Coastline Letters, artist_id: ar_5501, release_year: 2019, genre: Folk, album_type: album}
    - {id: al_5502, title: Live at the Continental, artist_id: ar_5501, release_year: 2023, genre: Folk, album_type: album}
  music_tracks:
    - {id: trk_5501, title: Harbour Road, album_id: al_5501, artist_id: ar_5501, track_number: 2, duration_sec: 233, genre: Folk, popularity: 74}
    - {id: trk_5502, title: Harbour Road (Live), album_id: al_5502, artist_id: ar_5501, track_number: 7, duration_sec: 260, genre: Folk, popularity: 50}
rounds:
  - query: Out of strings. Reorder my usual ones, the 11-52s. Here's the old packet and my orders.
    images: [packet, orders_screen]
    transition: once the right strings are back in the cart
    user_notes: If the assistant says the packet says 12-53, agree - the 11-52 ones were your partner's.
  - query: Cool. Teacher sent this, put it in my library and heart it. And remind me at 8 in the morning of that lesson to run through it.
    images: [chat_teacher, guitar_photo]
    transition: once the song is in the library and loved and the reminder is set
challenge:
  type: error_correction
  round: 1
  details: The user asks for the 11-52 set; his empty packet shows Light 12-53 (order MS-2210); 11-52 was his partner's order.
  wrong_detail: the 11-52 strings
  correct_detail: Ardent Phosphor Bronze Light 12-53 from order MS-2210
flow_type: lookup_chain
arrival_pattern: mixed
expected_changes:
  ignore_columns: [music_tracks.added_to_library_at]
  changes:
    - {op: create, table: shop_cart_items, fields: {product_id: prd_5502, quantity: 1}}
    - {op: update, table: music_tracks, match: {id: trk_5501}, fields: {in_library: true, is_loved: true}}
    - {op: create, table: reminders, fields: {due_date: "2025-04-15", due_time: "08:00"}}
completion_criteria: >-
  One Ardent Light 12-53 3-pack in the cart (not the 11-52, not the capo from the same
  order); Harbour Road by Clara Voss (studio, not live) in the library and loved; a reminder
  on Tue Apr 15 2025 at 08:00.
expected_tools: [list_orders, get_order_details, reorder_items, search_music_catalog, add_track_to_music_library, love_music_track, create_reminder]
oracle_solution:
  - round: 1
    steps:
      - tool: list_orders
        arguments: {query: MS-2210}
      - tool: get_order_details
        arguments: {order_id: ord_5502}
      - tool: reorder_items
        arguments: {order_id: ord_5502, order_item_ids: [oi_5502]}
    reply: >-
      Your packet says Light 12-53, not 11-52 (that was the Mar 2 order). I put the Ardent
      Light 12-53 3-pack from January back in your cart, without the capo.
  - round: 2
    steps:
      - tool: search_music_catalog
        arguments: {query: Harbour Road Clara Voss, kind: songs}
      - tool: add_track_to_music_library
        arguments: {track_id: trk_5501}
      - tool: love_music_track
        arguments: {track_id: trk_5501}
      - tool: create_reminder
        arguments: {title: Run through Harbour Road before guitar, due_date: "2025-04-15", due_time: "08:00"}
    reply: Harbour Road (studio version, Coastline Letters) is in your library and loved, and I'll remind you Tuesday Apr 15 at 8 am.
tags: [errands, shopping, music, reorder, error-correction]
""",
    )


# =========================================================================== main

ALL: list[Callable[[Screens], Scenario]] = [
    err_raglan_roadtrip,
    err_akiba_rice_cookers,
    err_ladybird_contest,
    err_design_webinar_berlin,
    err_oat_milk_cafe,
    err_spin_bpm_filter,
    err_galaxy_wallpaper_focus,
    err_wedding_video_cleanup,
    err_cat_tree_review,
    err_fado_thursday,
    err_long_run_block,
    err_dentist_moved,
    err_oslo_boarding_crop,
    err_deck_stain_coats,
    err_pioneer_project,
    err_wedding_bouquets,
    err_setlist_playlist,
    err_yard_sale_photos,
    err_headphones_budget,
    err_anniversary_cover,
    err_expo_wifi_talks,
    err_vinyl_bonus_track,
    err_phone_case_wallpaper,
    err_tax_docs_checklist,
    err_band_rehearsal_slot,
    err_krakow_folder,
    err_fireworks_cat_music,
    err_car_park_arrow,
    err_flour_per_kilo,
    err_radio_song_tour,
    err_kids_trainers_size,
    err_choir_scores,
    err_gym_saturday_yoga,
    err_print_landscapes,
    err_exchange_student_pickup,
    err_monstera_repot,
    err_location_privacy,
    err_team_folder_handover,
    err_car_sale_blur,
    err_au_pair_phone,
    err_weeknight_recipes,
    err_ebike_range,
    err_piano_invoice_check,
    err_ice_hotspot_call,
    err_guitar_strings,
]


def main(argv: list[str]) -> None:
    write_scenarios(GROUP, ALL, argv)


if __name__ == "__main__":
    main(sys.argv[1:])
