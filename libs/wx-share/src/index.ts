// Public face of @share/wx-share: filled by its issue.
