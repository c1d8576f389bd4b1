"""Message catalogs: one flat JSON object per language (key → str.format text), read by bot.i18n."""
