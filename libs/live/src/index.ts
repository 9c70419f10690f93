// Public face of @share/live: filled by its issue.
