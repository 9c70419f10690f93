// Public face of @share/feed: the list screens (home feed, list, search, content modules).
