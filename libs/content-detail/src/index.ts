// Public face of @share/content-detail: filled by its issue.
