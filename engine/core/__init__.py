"""Game-agnostic core: the protocol every game implements, errors, randomness, registry."""
