// Public face of @share/auth: filled by its issue.
