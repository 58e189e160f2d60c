"""Colonization (piecepack), by Ken Leyhe: sequential turns, every die rolled by the tool."""

NAME = "colonization"
ALIASES = ("col", "colonisation", "piecepack-colonization", "piecepack-colonisation",
           "colonization-piecepack")
