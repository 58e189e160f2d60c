"""The geometry a picture is checked with: the box a marker covers, the place it stands on (a
cell, a space, a hex, a route), and the label a reader must be able to read.

The kit records every marker with the place it stands on (`Canvas.markers`) and every label
that must stay clear (`Canvas.labels`), from the very numbers it drew with, so a test can prove
that a marker on level 1 lies inside level 1's cell and that nothing covers a label, without
working the layout out a second time. Pure data: no matplotlib here.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

Point = tuple[float, float]

#: how far (px) a route marker's centre may lie from its route: rounding, nothing more
ON_ROUTE = 1.0


@dataclass(frozen=True)
class Box:
    """An axis-aligned box in pixels (y down)."""
    left: float
    top: float
    right: float
    bottom: float

    @classmethod
    def of(cls, x: float, y: float, w: float, h: float) -> Box:
        return cls(x, y, x + w, y + h)

    @classmethod
    def around(cls, cx: float, cy: float, rx: float, ry: float | None = None) -> Box:
        ry = rx if ry is None else ry
        return cls(cx - rx, cy - ry, cx + rx, cy + ry)

    @property
    def width(self) -> float:
        return self.right - self.left

    @property
    def height(self) -> float:
        return self.bottom - self.top

    @property
    def centre(self) -> Point:
        return (self.left + self.right) / 2, (self.top + self.bottom) / 2

    @property
    def corners(self) -> tuple[Point, Point, Point, Point]:
        return ((self.left, self.top), (self.right, self.top), (self.right, self.bottom),
                (self.left, self.bottom))

    def inset(self, d: float) -> Box:
        return Box(self.left + d, self.top + d, self.right - d, self.bottom - d)

    def overlaps(self, other: Box) -> bool:
        """They share more than an edge."""
        return (self.left < other.right and other.left < self.right
                and self.top < other.bottom and other.top < self.bottom)


@dataclass(frozen=True)
class Place:
    """What a marker stands on: an area (a convex polygon: a cell, a space, a hex) or a route
    (a segment). `name` says which, for a failing test's message."""
    name: str
    points: tuple[Point, ...]

    @classmethod
    def box(cls, name: str, box: Box) -> Place:
        return cls(name, box.corners)

    @classmethod
    def route(cls, name: str, start: Point, end: Point) -> Place:
        return cls(name, (start, end))

    @property
    def is_route(self) -> bool:
        return len(self.points) == 2

    @property
    def bounds(self) -> Box:
        xs, ys = [p[0] for p in self.points], [p[1] for p in self.points]
        return Box(min(xs), min(ys), max(xs), max(ys))

    def holds(self, box: Box) -> bool:
        """An area holds a box lying wholly inside it; a route, a box centred on it."""
        if self.is_route:
            return _distance(box.centre, *self.points) <= ON_ROUTE
        return all(_inside(corner, self.points) for corner in box.corners)

    def crosses(self, box: Box) -> bool:
        """The route runs through the box (an area: the two overlap)."""
        if not self.is_route:
            return self.bounds.overlaps(box)
        return _segment_meets_box(*self.points, box)


def _distance(p: Point, a: Point, b: Point) -> float:
    """From p to the segment a-b."""
    ax, ay = a
    dx, dy = b[0] - ax, b[1] - ay
    length = dx * dx + dy * dy
    t = 0.0 if not length else max(0.0, min(1.0, ((p[0] - ax) * dx + (p[1] - ay) * dy) / length))
    return math.hypot(p[0] - (ax + t * dx), p[1] - (ay + t * dy))


def _inside(p: Point, polygon: tuple[Point, ...]) -> bool:
    """In or on a convex polygon, whichever way round its points go (half a pixel's grace:
    a marker drawn to the very edge is inside)."""
    sides = []
    for (ax, ay), (bx, by) in zip(polygon, polygon[1:] + polygon[:1]):
        length = math.hypot(bx - ax, by - ay) or 1.0
        sides.append(((bx - ax) * (p[1] - ay) - (by - ay) * (p[0] - ax)) / length)
    return all(s >= -0.5 for s in sides) or all(s <= 0.5 for s in sides)


def _segment_meets_box(a: Point, b: Point, box: Box) -> bool:
    """Liang-Barsky clipping: does any part of a-b lie strictly inside the box?"""
    t0, t1 = 0.0, 1.0
    dx, dy = b[0] - a[0], b[1] - a[1]
    for p, q in ((-dx, a[0] - box.left), (dx, box.right - a[0]),
                 (-dy, a[1] - box.top), (dy, box.bottom - a[1])):
        if p == 0:
            if q <= 0:
                return False
            continue
        t = q / p
        if p < 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
        if t0 >= t1:
            return False
    return True


@dataclass(frozen=True)
class Marker:
    """A piece drawn on the board: its label, the box it covers, the place it stands on (None:
    a piece beside something, such as a ship by its orbit location, checked only for overlaps)."""
    label: str
    box: Box
    on: Place | None = None


@dataclass(frozen=True)
class Label:
    """Text that must stay readable: nothing may be drawn over it."""
    text: str
    box: Box
