-- Version 1 of a school's records on PostgreSQL: the roles, and what the stations send.
--
-- Applied by `spanish21-cli server init` (and `server migrate`) in one transaction, as the school's
-- admin role (docs/school-server.md), which owns every table and so is the only one that can change
-- them. The roles are the PostgreSQL cluster's, made here when missing:
--   s21_station     the stations' group: sends trainees, rounds and exam attempts, reads its own,
--                   and can neither change nor delete anything, its own rows included;
--   s21_instructor  the instructors' group: reads the whole class, writes nothing.
-- Each station and instructor logs in with a role of its own in one of the groups
-- (`server add-station`, `server add-instructor`). Row-level security keeps a station to the rows
-- it sent itself: every table has the column `station`, the sending role's name, set by the server
-- (DEFAULT current_user) and checked by it (WITH CHECK station = current_user), and each table refers
-- to another through (station, key), so no station can hang a row on another station's trainee.
--
-- Differences from the station's SQLite file (src/records/schema.cpp): keys are the uuids the station
-- gave (a trainee's, a round's, an attempt's) instead of the file's row numbers, so a retried send is
-- recognised and never stored twice; times are timestamptz, flags boolean; every row carries its
-- station and the time the server received it; supervisors' locked keys stay on the stations.

DO $$
BEGIN
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 's21_station') THEN
        CREATE ROLE s21_station NOLOGIN;
    END IF;
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 's21_instructor') THEN
        CREATE ROLE s21_instructor NOLOGIN;
    END IF;
END
$$;

CREATE TABLE trainees (
    uuid uuid NOT NULL PRIMARY KEY,
    station name NOT NULL DEFAULT current_user,
    name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 80),
    created_at timestamptz NOT NULL,
    received_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (station, uuid)
);

-- The rule profiles rounds were dealt under, by the hash of their YAML, each station's own.
CREATE TABLE profiles (
    station name NOT NULL DEFAULT current_user,
    hash text NOT NULL,
    id text NOT NULL,
    yaml text NOT NULL,
    received_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (station, hash)
);

CREATE TABLE rounds (
    uuid uuid NOT NULL PRIMARY KEY,
    station name NOT NULL DEFAULT current_user,
    trainee uuid NOT NULL,
    kind text NOT NULL CHECK (kind IN ('round', 'shoe-procedure')),
    mode text NOT NULL,
    drill text NOT NULL,
    scenario_id text NOT NULL,
    scenario_hash text NOT NULL,
    profile_hash text NOT NULL,
    seed text NOT NULL,
    dealt_from text NOT NULL,
    started_at timestamptz NOT NULL,
    ended_at timestamptz NOT NULL,
    outcome text NOT NULL CHECK (outcome IN ('complete', 'abandoned')),
    points integer NOT NULL,
    passed boolean NOT NULL,
    elapsed_ms bigint NOT NULL,
    action_count integer NOT NULL,
    rules_revision integer NOT NULL,
    received_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (station, uuid),
    FOREIGN KEY (station, trainee) REFERENCES trainees (station, uuid),
    FOREIGN KEY (station, profile_hash) REFERENCES profiles (station, hash)
);
CREATE INDEX rounds_by_trainee ON rounds (trainee, started_at);

CREATE TABLE actions (
    round uuid NOT NULL,
    station name NOT NULL DEFAULT current_user,
    seq integer NOT NULL,
    notation text NOT NULL,
    step text NOT NULL,
    ms bigint NOT NULL,
    accepted boolean NOT NULL,
    applied boolean NOT NULL,
    section text NOT NULL,
    PRIMARY KEY (round, seq),
    FOREIGN KEY (station, round) REFERENCES rounds (station, uuid)
);

CREATE TABLE mistakes (
    round uuid NOT NULL,
    station name NOT NULL DEFAULT current_user,
    seq integer NOT NULL,
    code text NOT NULL,
    section text NOT NULL,
    severity text NOT NULL CHECK (severity IN ('minor', 'major', 'critical')),
    explanation text NOT NULL,
    expected text NOT NULL,
    PRIMARY KEY (round, seq),
    FOREIGN KEY (station, round) REFERENCES rounds (station, uuid)
);
CREATE INDEX mistakes_by_section ON mistakes (section);

-- An exam attempt, registered when it starts: one without a result is an attempt that never
-- finished, or whose result a station withheld or deleted.
CREATE TABLE exam_attempts (
    attempt uuid NOT NULL PRIMARY KEY,
    station name NOT NULL DEFAULT current_user,
    trainee uuid NOT NULL,
    exam text NOT NULL,
    supervisor_key text NOT NULL,
    started_at timestamptz NOT NULL,
    received_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (station, attempt),
    FOREIGN KEY (station, trainee) REFERENCES trainees (station, uuid)
);

-- An attempt's sealed result: the signed JSON as the station's chain holds it (docs/certification.md).
CREATE TABLE exam_results (
    attempt uuid NOT NULL PRIMARY KEY,
    station name NOT NULL DEFAULT current_user,
    station_sequence bigint NOT NULL,
    previous_hash text NOT NULL,
    record text NOT NULL,
    public_key text NOT NULL,
    signature text NOT NULL,
    received_at timestamptz NOT NULL DEFAULT now(),
    FOREIGN KEY (station, attempt) REFERENCES exam_attempts (station, attempt)
);

DO $$
DECLARE
    sent text;
BEGIN
    -- Only the school's roles connect to its database.
    EXECUTE format('REVOKE CONNECT, TEMPORARY ON DATABASE %I FROM PUBLIC', current_database());
    EXECUTE format('GRANT CONNECT ON DATABASE %I TO s21_station, s21_instructor', current_database());
    FOREACH sent IN ARRAY ARRAY['trainees', 'profiles', 'rounds', 'actions', 'mistakes', 'exam_attempts',
                                'exam_results'] LOOP
        EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', sent);
        EXECUTE format('REVOKE ALL ON %I FROM PUBLIC', sent);
        EXECUTE format('GRANT SELECT, INSERT ON %I TO s21_station', sent);
        EXECUTE format('GRANT SELECT ON %I TO s21_instructor', sent);
        EXECUTE format('CREATE POLICY station_reads_its_own ON %I FOR SELECT TO s21_station'
                       ' USING (station = current_user)', sent);
        EXECUTE format('CREATE POLICY station_sends_as_itself ON %I FOR INSERT TO s21_station'
                       ' WITH CHECK (station = current_user)', sent);
        EXECUTE format('CREATE POLICY instructor_reads_the_class ON %I FOR SELECT TO s21_instructor'
                       ' USING (true)', sent);
    END LOOP;
END
$$;
