// Public face of @share/ui: filled by its issue.
