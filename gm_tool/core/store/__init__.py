"""The store: the campaign file's model (`campaign`), its folder, history and transactions
(`files`), and the lock that keeps two commands from changing one campaign (`lock`).
Imports the kit, and the game registry for a campaign's own checks."""
