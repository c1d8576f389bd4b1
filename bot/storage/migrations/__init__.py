"""Numbered SQL migrations for the Sortie database: ``V<n>__<name>.sql``, applied in order.

Never edit a migration that has shipped; add ``V<n+1>__<what>.sql`` instead. Each file is applied in
one transaction together with its ``schema_version`` row, so statements must end with ``;``.
"""
