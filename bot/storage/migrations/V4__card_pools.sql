-- V4: imported card lists, per server (issue 14). An operator imports a list for their server
-- (`sortie cards import FILE --pool NAME --server ID`); `/pool use` picks the one a game uses there.

CREATE TABLE card_pools (
    guild_id   INTEGER NOT NULL,
    game       TEXT    NOT NULL,
    name       TEXT    NOT NULL,
    report     TEXT    NOT NULL,              -- JSON: the import report
    created_at REAL    NOT NULL,
    PRIMARY KEY (guild_id, game, name)
);

-- One row per imported record: its lookup entry (JSON: number, name, status, blockers, card, def).
CREATE TABLE pool_cards (
    guild_id INTEGER NOT NULL,
    game     TEXT    NOT NULL,
    pool     TEXT    NOT NULL,
    number   TEXT    NOT NULL,
    status   TEXT    NOT NULL CHECK (status IN ('full', 'partial', 'failed')),
    entry    TEXT    NOT NULL,
    PRIMARY KEY (guild_id, game, pool, number),
    FOREIGN KEY (guild_id, game, pool) REFERENCES card_pools (guild_id, game, name) ON DELETE CASCADE
) WITHOUT ROWID;
