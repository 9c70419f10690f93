// Public face of @share/clue-report: filled by its issue.
