"""ATP-Bench: agentic tool planning for interleaved text-image answers.

Submodules: ``schema`` (sample data model), ``taxonomy`` (8 categories, 25 intents) and
``dataset`` (JSONL loader and the bundled sample set).
"""
