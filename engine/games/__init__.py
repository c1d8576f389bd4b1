"""Games hosted by the engine, each registered by name in `engine.core.registry`."""
