-- Schema version 0: a records file SQLite had created (write-ahead log set) when the trainer was
-- stopped before the first migration committed.
PRAGMA journal_mode = WAL;
PRAGMA user_version = 0;
