"""Forum text to logical lines. The code lives in the reading kit (`gm_tool.core.reading.forum`);
this module keeps the names other code imports from here."""

from gm_tool.core.reading.forum import Line, Reading, read, scan

__all__ = ["Line", "Reading", "read", "scan"]
