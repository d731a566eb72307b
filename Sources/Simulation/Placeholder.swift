// Placeholder; see issue 6.
