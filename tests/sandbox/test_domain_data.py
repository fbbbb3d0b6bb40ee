"""The domains' bundled data files: validated on load, clear errors when they are wrong."""

from __future__ import annotations

from importlib import resources

import pytest

from mmtoolbench.core.errors import ConfigError
from mmtoolbench.sandbox.domains._common import DATA_FOLDER, DATA_PACKAGE, load_domain_data
from mmtoolbench.sandbox.domains.calendar_app import calendar_seed
from mmtoolbench.sandbox.domains.contacts import contacts_seed
from mmtoolbench.sandbox.domains.email import email_seed
from mmtoolbench.sandbox.domains.expenses import expenses_seed
from mmtoolbench.sandbox.domains.files import files_seed
from mmtoolbench.sandbox.domains.messages import messages_seed
from mmtoolbench.sandbox.domains.music.catalog import MusicCatalog, music_catalog
from mmtoolbench.sandbox.domains.notes import notes_seed
from mmtoolbench.sandbox.domains.payments import payments_seed
from mmtoolbench.sandbox.domains.phone import phone_seed
from mmtoolbench.sandbox.domains.reminders import reminders_seed
from mmtoolbench.sandbox.domains.shopping.catalog_data import ShoppingCatalog, shopping_catalog
from mmtoolbench.sandbox.domains.shopping.seed import shopping_account
from mmtoolbench.sandbox.domains.todo import todo_seed
from mmtoolbench.sandbox.domains.web_data import WebData, web_data


def test_bundled_files_load_and_are_cached() -> None:
    assert isinstance(shopping_catalog(), ShoppingCatalog)
    assert isinstance(music_catalog(), MusicCatalog)
    assert isinstance(web_data(), WebData)
    assert web_data() is web_data()  # read once per process


def test_every_data_file_has_a_loader() -> None:
    loaders = {
        "shopping_catalog": shopping_catalog,
        "music_catalog": music_catalog,
        "web": web_data,
        "contacts_seed": contacts_seed,
        "email_seed": email_seed,
        "calendar_seed": calendar_seed,
        "reminders_seed": reminders_seed,
        "messages_seed": messages_seed,
        "notes_seed": notes_seed,
        "expenses_seed": expenses_seed,
        "files_seed": files_seed,
        "shopping_account": shopping_account,
        "phone_seed": phone_seed,
        "payments_seed": payments_seed,
        "todo_seed": todo_seed,
    }
    folder = resources.files(DATA_PACKAGE).joinpath(*DATA_FOLDER)
    files = {f.name.removesuffix(".json") for f in folder.iterdir() if f.name.endswith(".json")}
    assert files == set(loaders)
    for load in loaders.values():
        load()  # validates


def test_catalog_references_resolve() -> None:
    shop = shopping_catalog()
    keys = {
        f"{line.key}#{i}" if line.options else line.key
        for lines in shop.categories.values()
        for line in lines
        for i in range(max(1, len(line.options)))
    }
    assert {r.product for r in shop.reviews} <= keys
    assert {q.product for q in shop.questions} <= keys
    assert {line.seller for lines in shop.categories.values() for line in lines} <= {
        s.name for s in shop.sellers
    }
    music = music_catalog()
    songs = {(r.artist, t.removesuffix(" [E]")) for r in music.releases for t in r.tracks}
    assert {s.ref for s in music.owner.loved} <= songs
    assert {e.ref for p in music.owner.playlists for e in p.entries} <= songs


def test_wrong_file_content_names_the_file_and_the_problem() -> None:
    with pytest.raises(
        ConfigError, match=r"invalid domain data file .*web\.json: sellers: Field required"
    ):
        load_domain_data("web", ShoppingCatalog)


def test_missing_file_is_a_clear_error() -> None:
    with pytest.raises(ConfigError, match=r"bundled domain data file missing: .*nope\.json"):
        load_domain_data("nope", WebData)
