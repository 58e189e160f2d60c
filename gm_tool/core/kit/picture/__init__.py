"""The picture kit a game draws its board with (`gm board NAME --png FILE`, `gm resolve/report
--png FILE`):

- `canvas`: the canvas a game draws on (shapes, colour tokens with their letters, tables,
  legend, title) — matplotlib, imported only when a picture is drawn;
- `geometry`: boxes and the layout checks the picture tests use;
- `palette`: colours paired with letters.

A game draws in `<game package>/views/picture.py` with `draw(view, canvas)`, declared as the
`picture` piece of its presentation. The public view a picture is drawn from
(`core/ops/picture_view.py`) and the drawing to PNG or SVG bytes (`core/ops/pictures.py`) are
GM operations: the drawer never sees the campaign, so it cannot show a secret the posts do not.
"""
