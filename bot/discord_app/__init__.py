"""The Discord adapter: client, cogs, persistent buttons. No rules logic lives here."""
