# Sortie: the Discord bot with its fonts (shipped in renderers/fonts) and the built-in card pools.
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    SORTIE_DB=/data/sortie.sqlite3 \
    SORTIE_BOARDS=/data/boards \
    SORTIE_HEALTH_FILE=/tmp/sortie-ready

WORKDIR /app
# Dependencies first, in their own layer: it stays cached until pyproject.toml changes.
COPY pyproject.toml README.md ./
RUN python -c "import tomllib; print('\n'.join(tomllib.load(open('pyproject.toml', 'rb'))['project']['dependencies']))" > /tmp/requirements.txt && pip install --no-cache-dir -r /tmp/requirements.txt
# Then the source (see .dockerignore for what stays out).
COPY engine ./engine
COPY renderers ./renderers
COPY bot ./bot
RUN pip install --no-cache-dir --no-deps . && useradd --create-home sortie && mkdir -p /data && chown sortie /data

USER sortie
VOLUME ["/data"]
# The bot marks SORTIE_HEALTH_FILE while its gateway is connected; `sortie health` reads it.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 CMD ["sortie", "health"]
# SIGINT lets discord.py close the gateway and the database cleanly (SIGTERM is handled the same way).
STOPSIGNAL SIGINT
# DISCORD_TOKEN (and optionally DEV_GUILD_ID, SORTIE_LANG) come from the environment; without it the
# container says so and stops, since a container has no terminal for the console channel.
CMD ["sortie", "run"]
