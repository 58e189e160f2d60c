"""Issue 20: a phrase the game builds with an indefinite article reads as it sounds ("an Ace coin",
never "a Ace coin")."""

from gm_tool.games.colonization.rules.pieces import a_or_an, coin_name


def test_article_before_a_vowel_sound():
    assert [a_or_an(coin_name(c)) for c in ("null", "ace", "2", "3", "4", "5")] == [
        "a Null", "an Ace", "a 2", "a 3", "a 4", "a 5"]
    assert a_or_an("8") == "an 8" and a_or_an("11") == "an 11" and a_or_an("18") == "an 18"
    assert a_or_an("Arms") == "an Arms" and a_or_an("Moons") == "a Moons"


def test_no_a_before_ace_in_the_package():
    """No message of the game writes "a Ace" / "a Arms" (the article is built by a_or_an)."""
    import pathlib
    import re

    root = pathlib.Path(__file__).resolve().parents[2] / "gm_tool" / "games" / "colonization"
    bad = [f"{p.name}: {line.strip()}" for p in root.rglob("*.py")
           for line in p.read_text(encoding="utf-8").splitlines()
           if re.search(r"\ba (Ace|Arms|ace coin|Ace coin)\b", line)]
    assert not bad, bad
