-- V2: a row revision for compare-and-set. Every write to a match bumps rev and checks the rev it
-- read, so two writers (two processes, or a stale in-memory row) cannot overwrite each other.
ALTER TABLE matches ADD COLUMN rev INTEGER NOT NULL DEFAULT 0;
