// Public face of @share/util-format: count, relative-time and number formatting (spec §5).
