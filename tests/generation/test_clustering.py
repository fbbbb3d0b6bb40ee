"""Stage 2's offline grouping (dHash + TF-IDF) and Stage 3/6's balance sampling."""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

from PIL import Image, ImageDraw

from mmtoolbench.generation.clustering import ClusterInput, cluster_groups, dhash
from mmtoolbench.generation.sandbox_pipeline import _weighted_choice, suite_counts


def _picture(path: Path, stripes: bool) -> Path:
    img = Image.new("L", (32, 32), 255)
    draw = ImageDraw.Draw(img)
    for k in range(0, 32, 4):
        if stripes:
            draw.line([(k, 0), (k, 31)], fill=0)
        else:
            draw.line([(0, k), (31, k)], fill=0)
    img.save(path)
    return path


def test_dhash_tells_layouts_apart(tmp_path: Path) -> None:
    a = dhash(_picture(tmp_path / "a.png", stripes=True))
    b = dhash(_picture(tmp_path / "b.png", stripes=True))
    c = dhash(_picture(tmp_path / "c.png", stripes=False))
    assert a == b
    assert bin(a ^ c).count("1") > 16


def test_clusters_hold_three_to_six_similar_images() -> None:
    receipts = [
        ClusterInput(f"r{i}", "expenses", f"receipt cafe total tip {i}", 0) for i in range(5)
    ]
    flyers = [
        ClusterInput(f"f{i}", "expenses", f"concert flyer band tickets {i}", 2**64 - 1)
        for i in range(4)
    ]
    lonely = [ClusterInput("x", "music", "album cover", 5)]
    clusters, left = cluster_groups([*receipts, *flyers, *lonely])
    assert all(3 <= len(c) <= 6 for c in clusters)
    assert sorted(map(sorted, clusters)) == [
        ["f0", "f1", "f2", "f3"],
        ["r0", "r1", "r2", "r3", "r4"],
    ]
    assert left == ["x"]  # a group of one cannot form a cluster


def test_weighted_sampling_fills_thin_cells() -> None:
    counts = Counter({"aggregate": 40, "compare": 0})
    rng = random.Random(0)
    picks = Counter(
        _weighted_choice(rng, {"aggregate": 1.0, "compare": 1.0}, counts)[0] for _ in range(400)
    )
    assert picks["compare"] > 10 * picks["aggregate"]


def test_suite_counts_match_the_bundled_suite() -> None:
    counts = suite_counts()
    assert sum(counts["flow"].values()) == sum(counts["challenge"].values()) >= 100


def test_embeddings_group_images_that_share_meaning_not_words() -> None:
    from mmtoolbench.sandbox.search.embedding import StaticEmbedder

    texts = {
        "a": "receipt from a coffee shop",
        "b": "cafe bill with the tip",
        "c": "espresso bar till slip",
        "g": "bakery purchase paper with prices",
        "d": "concert flyer for a rock band",
        "e": "poster announcing a jazz gig",
        "f": "music festival lineup handbill",
        "h": "theatre show tickets leaflet",
    }
    items = [ClusterInput(k, "expenses", t, 0) for k, t in texts.items()]
    embedded, _ = cluster_groups(items, StaticEmbedder.load().embed_many)
    assert sorted(map(sorted, embedded)) == [["a", "b", "c", "g"], ["d", "e", "f", "h"]]
