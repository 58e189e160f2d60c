"""The kit for reading players' posts (game-independent)."""
