"""Generic web and app pages built on `Screens.render`."""

from __future__ import annotations

from collections.abc import Sequence

from .core import Drawing
from .screens import Screens, esc


def detail_page(
    screens: Screens,
    header: str,
    sub: str,
    rows: Sequence[tuple[str, str]],
    *,
    accent: str,
    kind: str,
    description: str,
    foot: str = "",
    width: int = 720,
    key_width: str = "40%",
    foot_color: str = "#444",
    foot_size: int = 17,
) -> Drawing:
    """A web or app page with a coloured header and a two-column detail table.

    Args:
        screens: The Chromium session.
        header: The page title (white on ``accent``).
        sub: The line under the title.
        rows: (label, value) rows of the table; values are bold.
        accent: CSS colour of the header bar.
        kind: The drawing's kind (``booking_page``...).
        description: One sentence: what the page shows.
        foot: Optional small print under the table.
        width: Page width in pixels.
        key_width: CSS width of the label column.
        foot_color: CSS colour of the small print.
        foot_size: Font size of the small print in pixels.
    """
    trs = "".join(f"<tr><td class='k'>{esc(k)}</td><td><b>{esc(v)}</b></td></tr>" for k, v in rows)
    css = f"""
    body {{ background: #f5f6f8; }}
    .top {{ background: {accent}; color: #fff; padding: 18px 24px; }}
    .top h1 {{ margin: 0; font-size: 25px; }} .top .sub {{ font-size: 16px; opacity: .9; margin-top: 4px; }}
    .card {{ background: #fff; margin: 18px 22px; border: 1px solid #dde1e7; border-radius: 8px; }}
    td {{ font-size: 19px; padding: 12px 16px; }} td.k {{ color: #555; width: {key_width}; }}
    .foot {{ margin: 0 24px 20px; color: {foot_color}; font-size: {foot_size}px; }}
    """
    body = (
        f"<div class='top'><h1>{esc(header)}</h1><div class='sub'>{esc(sub)}</div></div>"
        f"<div class='card'><table>{trs}</table></div>"
        + (f"<div class='foot'>{esc(foot)}</div>" if foot else "")
    )
    return screens.render(body, kind=kind, css=css, width=width, description=description)
