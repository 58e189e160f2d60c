"""Reading a forum thread for `gm thread` (issue 21): `model` (what a page and a post are),
`sources` (each forum's pages, recognised by their content) and `fetch` (URLs, pages, cache)."""
