-- V3: turning a page of buttons is the bot's navigation, not a game action (issue 8). Logs written
-- before stored `page:<n>` as actions; they change nothing in the game, so they are dropped and the
-- remaining actions replay to the same match.
DELETE FROM actions WHERE token LIKE 'page:%';
