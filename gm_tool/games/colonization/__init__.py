"""Colonization (piecepack), by Ken Leyhe: sequential turns, every die rolled by the tool."""
