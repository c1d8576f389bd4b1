# Sortie: the Discord bot with its fonts (shipped in renderers/fonts) and the built-in card pools.
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    SORTIE_DB=/data/sortie.sqlite3 \
    SORTIE_BOARDS=/data/boards

WORKDIR /app
COPY pyproject.toml README.md ./
COPY engine ./engine
COPY renderers ./renderers
COPY bot ./bot
RUN pip install --no-cache-dir . && useradd --create-home sortie && mkdir -p /data && chown sortie /data

USER sortie
VOLUME ["/data"]
# DISCORD_TOKEN (and optionally DEV_GUILD_ID, SORTIE_LANG) come from the environment.
CMD ["sortie", "run"]
