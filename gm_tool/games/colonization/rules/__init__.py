"""Colonization's rules: pure functions of state, action, settings and a random source, one module
each: `apply` (an action on the state), `board` (setup, the chain of planets), `scoring`, `validate`."""
