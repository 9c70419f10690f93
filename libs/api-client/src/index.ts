// Public face of @share/api-client: filled by its issue.
