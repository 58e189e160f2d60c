"""Colonies' post sections, by what they read: `actions` (the six actions and pass), `effects`
(what an event card asks: 4 €, resources, pirates, upgrades), `other` (the income choice, upkeep
preferences, a tie decision). Each handler reads one line of its section with the post's
`PostContext`; the tables that tie them to their headings are in `posts.grammar`."""
