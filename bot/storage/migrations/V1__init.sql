-- V1: initial schema. JSON values are stored as TEXT; times are Unix seconds (REAL).

-- A user's saved decks; a name is unique per user.
CREATE TABLE decks (
    user_id    INTEGER NOT NULL,
    name       TEXT    NOT NULL,
    game       TEXT    NOT NULL,
    cards      TEXT    NOT NULL,              -- JSON array of card numbers
    source     TEXT    NOT NULL,
    updated_at REAL    NOT NULL,
    PRIMARY KEY (user_id, name)
);

-- One row per match. version = number of applied actions (rows in actions).
CREATE TABLE matches (
    id                TEXT    PRIMARY KEY,
    guild_id          INTEGER,
    channel_id        INTEGER NOT NULL,
    parent_channel_id INTEGER,
    game              TEXT    NOT NULL,
    status            TEXT    NOT NULL CHECK (status IN ('lobby', 'active', 'finished', 'aborted')),
    lang              TEXT    NOT NULL,
    seed              INTEGER NOT NULL,
    players           TEXT    NOT NULL,       -- JSON array of objects
    options           TEXT    NOT NULL,       -- JSON object
    timer_seconds     INTEGER,
    version           INTEGER NOT NULL DEFAULT 0 CHECK (version >= 0),
    created_by        INTEGER NOT NULL,
    created_at        REAL    NOT NULL,
    updated_at        REAL    NOT NULL,
    winner            INTEGER,                -- seat, -1 for a draw
    end_reason        TEXT,
    prompt_message_id INTEGER,
    abort_votes       TEXT    NOT NULL DEFAULT '[]',     -- JSON array of user ids
    timeouts          TEXT    NOT NULL DEFAULT '[0,0]',  -- JSON array, per seat
    finished_at       REAL
);

-- At most one live (lobby or active) match per channel or thread.
CREATE UNIQUE INDEX matches_live_channel ON matches (channel_id) WHERE status IN ('lobby', 'active');
CREATE INDEX matches_status ON matches (status);

-- The action log: seq runs 0, 1, 2, ... per match and equals the match version before the action.
CREATE TABLE actions (
    match_id   TEXT    NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    seq        INTEGER NOT NULL CHECK (seq >= 0),
    seat       INTEGER NOT NULL,
    token      TEXT    NOT NULL,
    user_id    INTEGER,
    created_at REAL    NOT NULL,
    PRIMARY KEY (match_id, seq)
) WITHOUT ROWID;

-- One row per player of a finished match.
CREATE TABLE results (
    match_id    TEXT    NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    seat        INTEGER NOT NULL,
    user_id     INTEGER NOT NULL,
    game        TEXT    NOT NULL,
    outcome     TEXT    NOT NULL CHECK (outcome IN ('win', 'loss', 'draw')),
    reason      TEXT,
    finished_at REAL    NOT NULL,
    PRIMARY KEY (match_id, seat)
);
CREATE INDEX results_user ON results (user_id, finished_at);

-- Key/value settings per scope ("guild:123", "user:456", ...); value is JSON.
CREATE TABLE settings (
    scope      TEXT NOT NULL,
    key        TEXT NOT NULL,
    value      TEXT NOT NULL,
    updated_at REAL NOT NULL,
    PRIMARY KEY (scope, key)
);
