// Public face of @share/tracking: filled by its issue.
