"""Effect verbs called by generated ``resolve(g, ctx)`` functions, one module per family."""
