"""Board pictures (`gm board NAME --png FILE`, `gm resolve/report --png FILE`).

- `view.picture_view`: the public view a picture is drawn from — the game's public `view` of the
  state shown, with the campaign's name, round and step; the drawer never sees the campaign, so
  it cannot show a secret the posts do not;
- `kit`: the canvas a game draws on (shapes, colour tokens with their letters, tables, legend,
  title) — matplotlib, imported only when a picture is drawn;
- `palette`: colours paired with letters;
- `draw.picture`: the public view through the game's `Game.draw_board` hook to PNG or SVG bytes.

A game draws in `<game package>/views/picture.py` with `draw(view, canvas)`.
"""
