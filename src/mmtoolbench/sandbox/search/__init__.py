"""Ranking tools for a need in plain words (the engine behind ``search_tools``).

- `text`: words, stopwords, stemmer, app vocabulary and query synonyms.
- `docs`: `ToolDoc`, the searchable text of a tool, and the hand-written natural
  requests per tool (document expansion).
- `bm25`: numpy BM25 over weighted fields.
- `embedding`: static sentence embeddings distilled from all-MiniLM-L6-v2 (numpy only).
- `hybrid`: the default ranker (lexical + dense + a bonus for the app the query names).
- `legacy`: the first BM25 ranker, kept as a benchmark variant.
- `cache`: the built index on disk, keyed by a hash of the tool catalogue.
"""
