// Server-only entry of @share/content-detail (sanitising rich text with DOMPurify on jsdom).
